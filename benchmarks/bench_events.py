"""The event codec against msgspec: what an event type costs to define, and to decode.

Definition: the same event shape (id, time and four fields, one optional) defined `--classes`
times as our events are (a frozen, slotted, keyword-only dataclass, registered), as a
msgspec Struct (frozen, tagged, unknown fields forbidden) and as a NamedTuple; microseconds
per class, the ratio to ours per round.

Decoding: the rows of a director's day (`--events` clock commands, as bench_replay's
journal holds) from JSON text to events:
- json.loads alone (what any JSON reader pays);
- ours: json.loads then `event_from_dict` (every field checked against its annotation);
- msgspec, tagged Structs: each registered event mirrored as a Struct with the same fields,
  one decoder for them all (types checked in C, unknown fields refused): what decoding
  would cost if our events were Structs;
- ours for long replays (`json_event_decoder`): checked as its Struct mirror, then built as
  our dataclass by msgspec; a row it refuses goes to `event_from_dict` for the verdict;
- msgspec into our own dataclasses, one decoder per type: faster still, but msgspec then
  ignores unknown fields, so it would lose one of the codec's guarantees.
Rounds alternate the order; microseconds per event and the ratio to ours per round.

Guarantees: each decoder is shown untrusted rows (an unknown type, an unknown field, a
bool or a string where an integer belongs, a missing field) and what it says.

    python benchmarks/bench_events.py [--events 100000] [--classes 200] [--rounds 5]

msgspec is optional here (not a dependency of Dealer Assist): without it, only our figures.
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
    json_events_checker,
    json_events_decoder,
    msgspec_mirrors,
    registered_event_types,
    registry_name,
)

try:
    import msgspec
except ImportError:  # optional: the comparison needs it, our figures do not
    msgspec = None

T0_MS = 1_800_000_000_000

DATACLASS = """
@register_event("bench.defined.{n}")
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Defined{n}(Event):
    player_id: str
    seat: int
    chips: int
    note: str | None = None
"""
STRUCT = """
class Defined{n}(Base, tag="bench.defined.{n}"):
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
        return f"refused: {str(exc)[:70]}"
    except Exception as exc:  # noqa: BLE001 (msgspec.ValidationError and kin)
        return f"refused: {str(exc)[:70]}"
    return f"ACCEPTED as {decoded!r}"[:90]


def summary(values: list[float]) -> str:
    return f"{statistics.median(values):5.2f}x (range {min(values):.2f}-{max(values):.2f})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--classes", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    options = parser.parse_args()
    print(f"msgspec {getattr(msgspec, '__version__', 'not installed')}, {options.rounds} rounds")

    # -- defining event types
    from dealer_assist.core.events import register_event

    kinds: dict[str, tuple[str, dict[str, Any]]] = {
        "ours (dataclass)": (
            DATACLASS,
            {"dataclasses": dataclasses, "register_event": register_event, "Event": Event},
        ),
        "NamedTuple": (NAMEDTUPLE, {"typing": typing}),
    }
    if msgspec is not None:
        base = msgspec.defstruct(
            "Base", [("event_id", str), ("at_ms", int)], kw_only=True, frozen=True,
            tag_field="type", forbid_unknown_fields=True,
        )  # fmt: skip
        kinds["msgspec Struct"] = (STRUCT, {"Base": base})
    defined: dict[str, list[float]] = {k: [] for k in kinds}
    offset = 0
    for index in range(options.rounds):
        order = list(kinds) if index % 2 == 0 else list(reversed(kinds))
        for kind in order:
            template, names = kinds[kind]
            defined[kind].append(define(template, options.classes, offset, names))
            offset += options.classes
    print(f"\ndefining an event type ({options.classes} per round), per class")
    base_kind = "ours (dataclass)"
    for kind, values in defined.items():
        ratios = [v / o for v, o in zip(values, defined[base_kind], strict=True)]
        ratio = "" if kind == base_kind else f"   {summary(ratios)} of ours"
        print(f"  {kind:<22} {statistics.median(values) * 1e6:8.1f} us{ratio}")

    # -- decoding
    payloads = clock_payloads(options.events)
    decoders: dict[str, Callable[[str], object]] = {"json.loads only": json.loads, "ours": ours}
    skipped: list[str] = []
    fast = json_event_decoder()
    if msgspec is not None and fast is not None:
        mirrors = msgspec_mirrors(registered_event_types())
        skipped = sorted(set(registered_event_types()) - set(map(registry_name, mirrors.values())))
        union = typing.Union[tuple(mirrors)]  # noqa: UP007 (built at run time)
        decoders["msgspec Structs"] = msgspec.json.Decoder(union).decode
        # What long replays use: checked as a Struct, built as ours; ours for a refused row.
        decoders["ours, long replays"] = lambda text: fast(text) or ours(text)
        into_ours = {
            name: msgspec.json.Decoder(cls).decode
            for name, cls in registered_event_types().items()
            if name.startswith("tournament.clock")
        }

        def msgspec_dataclass(payload: str) -> object:
            # The row's type read as the journal's `type` column gives it (no second parse).
            name = payload[9 : payload.index('"', 9)]
            return into_ours[name](payload)

        decoders["msgspec into ours"] = msgspec_dataclass
    # A replay's read: every row at once, built as ours (events()), or checked but not built
    # (CheckedEvents: what Session's tournament replay folds).
    at_once: dict[str, Callable[[list[str]], object]] = {}
    many, checker = json_events_decoder(), json_events_checker()
    if many is not None and checker is not None:
        at_once = {"ours, rows at once": many, "ours, checked unbuilt": checker}
        for name, read in at_once.items():
            decoders[name] = lambda text, read=read: read([text])[0]  # type: ignore[index]
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
    for name, values in times.items():
        ratios = [v / o for v, o in zip(values, times["ours"], strict=True)]
        ratio = "" if name == "ours" else f"   {summary(ratios)} of ours"
        print(f"  {name:<22} {statistics.median(values) * 1e6:8.2f} us{ratio}")
    if skipped:
        print(f"  (msgspec could not mirror {len(skipped)} event types as they are: {skipped})")

    print("\nuntrusted rows")
    for label, payload in BAD_ROWS.items():
        for name, decode in decoders.items():
            if name != "json.loads only":
                print(f"  {label:<14} {name:<18} {verdict(decode, payload)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
