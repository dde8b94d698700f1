"""The event codec: what an event type costs to define, and an event to decode.

Definition: the same event shape (id, time and four fields, one optional) defined `--classes`
times as our events are (a frozen msgspec Struct deriving from `Event`, tagged and registered),
as they were before (a frozen, slotted, keyword-only dataclass: the baseline) and as a
NamedTuple; microseconds per class, the ratio to the dataclass per round.

Decoding: the rows of a director's day (`--events` clock commands, as bench_replay's journal
holds) from JSON text to events:
- json.loads alone (what any JSON reader pays: the baseline);
- ours, any input: json.loads then `event_from_dict` (what a network message goes through);
- ours, long replays (`json_event_decoder`): text to event in one step, checked in C; a row it
  refuses goes to `event_from_dict` for the verdict;
- ours, rows at once (`json_events_decoder`): the journal's `read_since`, every row in one call
  with the cycle collector paused, as the journal reads them.
Rounds alternate the order; microseconds per event and the ratio to json.loads per round.

Guarantees: each decoder is shown untrusted rows (an unknown type, an unknown field, a
bool or a string where an integer belongs, a missing field) and what it says (rows at once
refuse in msgspec's words: the journal then reads the rows one by one, for the verdict in
`event_from_dict`'s, naming the row).

    python benchmarks/bench_events.py [--events 100000] [--classes 200] [--rounds 5]
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import json
import statistics
import sys
import time
import typing
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout

from dealer_assist.core import tournament  # noqa: E402
from dealer_assist.core.events import (  # noqa: E402
    Event,
    EventCodecError,
    event_from_dict,
    event_to_dict,
    json_event_decoder,
    json_events_decoder,
)

T0_MS = 1_800_000_000_000

STRUCT = """
class Defined{n}(Event, tag="bench.defined.{n}", frozen=True, kw_only=True):
    player_id: str
    seat: int
    chips: int
    note: str | None = None
"""
DATACLASS = """
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Defined{n}(Base):
    player_id: str
    seat: int
    chips: int
    note: str | None = None
"""
NAMEDTUPLE = """
class Defined{n}(typing.NamedTuple):
    event_id: str
    at_ms: int
    player_id: str
    seat: int
    chips: int
    note: str | None = None
"""


@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class _DataclassBase:
    """The events' base as it was: a frozen, slotted, keyword-only dataclass."""

    event_id: str
    at_ms: int


def define(template: str, count: int, offset: int, names: dict[str, Any]) -> float:
    """Seconds per class to define `count` classes from `template` (source compiled first)."""
    code = compile("".join(template.format(n=offset + i) for i in range(count)), "<bench>", "exec")
    start = time.perf_counter()
    exec(code, dict(names))  # noqa: S102 (our own template)
    return (time.perf_counter() - start) / count


def clock_payloads(count: int) -> list[str]:
    """The JSON rows of a day of clock commands, as the journal stores them."""
    cycle = (
        lambda i, at: tournament.ClockPaused(event_id=f"ev-{i}", at_ms=at),
        lambda i, at: tournament.ClockAdjusted(event_id=f"ev-{i}", at_ms=at, delta_ms=1000),
        lambda i, at: tournament.ClockResumed(event_id=f"ev-{i}", at_ms=at),
        lambda i, at: tournament.ClockAdjusted(event_id=f"ev-{i}", at_ms=at, delta_ms=-1000),
    )
    events = [cycle[i % 4](i, T0_MS + i * 1000) for i in range(count)]
    return [json.dumps(event_to_dict(e), separators=(",", ":")) for e in events]


def per_event(decode: Callable[[str], object], payloads: list[str]) -> float:
    start = time.perf_counter()
    for payload in payloads:
        decode(payload)
    return (time.perf_counter() - start) / len(payloads)


def per_event_at_once(read: Callable[[list[str]], object], payloads: list[str]) -> float:
    """As the journal reads them: the cycle collector paused, the events freed after."""
    gc.disable()
    try:
        start = time.perf_counter()
        read(payloads)  # the result is freed before the clock stops
        return (time.perf_counter() - start) / len(payloads)
    finally:
        gc.enable()


def ours(payload: str) -> Event:
    return event_from_dict(json.loads(payload))


BAD_ROWS = {
    "unknown type": '{"type":"no.such","event_id":"a","at_ms":1}',
    "unknown field": '{"type":"tournament.clock_adjusted","event_id":"a","at_ms":1,'
    '"delta_ms":5,"evil":1}',
    "bool for int": '{"type":"tournament.clock_adjusted","event_id":"a","at_ms":1,"delta_ms":true}',
    "text for int": '{"type":"tournament.clock_adjusted","event_id":"a","at_ms":1,"delta_ms":"5"}',
    "missing field": '{"type":"tournament.clock_adjusted","event_id":"a","at_ms":1}',
}


def verdict(decode: Callable[[str], object], payload: str) -> str:
    try:
        decoded = decode(payload)
    except (EventCodecError, ValueError, TypeError) as exc:
        return f"refused: {str(exc)[:80]}"
    return f"ACCEPTED as {decoded!r}"[:90]


def summary(values: list[float]) -> str:
    return f"{statistics.median(values):5.2f}x (range {min(values):.2f}-{max(values):.2f})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--classes", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    options = parser.parse_args()
    print(f"{options.rounds} rounds, alternated")

    # -- defining event types
    base_kind = "frozen dataclass"
    kinds: dict[str, tuple[str, dict[str, Any]]] = {
        base_kind: (DATACLASS, {"dataclasses": dataclasses, "Base": _DataclassBase}),
        "ours (msgspec Struct)": (STRUCT, {"Event": Event}),
        "NamedTuple": (NAMEDTUPLE, {"typing": typing}),
    }
    defined: dict[str, list[float]] = {k: [] for k in kinds}
    offset = 0
    for index in range(options.rounds):
        order = list(kinds) if index % 2 == 0 else list(reversed(kinds))
        for kind in order:
            template, names = kinds[kind]
            defined[kind].append(define(template, options.classes, offset, names))
            offset += options.classes
    print(f"\ndefining an event type ({options.classes} per round), per class")
    for kind, values in defined.items():
        ratios = [v / o for v, o in zip(values, defined[base_kind], strict=True)]
        ratio = "" if kind == base_kind else f"   {summary(ratios)} of the dataclass's"
        print(f"  {kind:<22} {statistics.median(values) * 1e6:8.1f} us{ratio}")

    # -- decoding
    payloads = clock_payloads(options.events)
    fast, many = json_event_decoder(), json_events_decoder()
    decoders: dict[str, Callable[[str], object]] = {
        "json.loads only": json.loads,
        "ours, any input": ours,
        "ours, long replays": lambda text: fast(text) or ours(text),
        "ours, rows at once": lambda text: many([text])[0],
    }
    at_once = {"ours, rows at once": many}
    for decode in decoders.values():
        assert decode(payloads[1]) is not None
    times: dict[str, list[float]] = {k: [] for k in decoders}
    for index in range(options.rounds):
        order = list(decoders) if index % 2 == 0 else list(reversed(decoders))
        for name in order:
            if name in at_once:
                times[name].append(per_event_at_once(at_once[name], payloads))
            else:
                times[name].append(per_event(decoders[name], payloads))
    print(f"\ndecoding {options.events:,} journal rows (clock commands), per event")
    baseline = "json.loads only"
    for name, values in times.items():
        ratios = [v / o for v, o in zip(values, times[baseline], strict=True)]
        ratio = "" if name == baseline else f"   {summary(ratios)} of json.loads's"
        print(f"  {name:<22} {statistics.median(values) * 1e6:8.2f} us{ratio}")

    print("\nuntrusted rows")
    for label, payload in BAD_ROWS.items():
        for name, decode in decoders.items():
            if name != baseline:
                print(f"  {label:<14} {name:<19} {verdict(decode, payload)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
