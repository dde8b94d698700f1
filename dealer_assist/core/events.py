"""Events: small frozen records of every change; state is a fold over them.

Every event class is a frozen msgspec Struct deriving from `Event`, named for the journal and
the wire by its tag, a stable name never to be changed:
`class ClockPaused(Event, tag="tournament.clock_paused", frozen=True, kw_only=True)`. Fields
are plain values only (int, str, bool, float, None, enums, and tuples or dicts of those) so an
event survives JSON and SQLite unchanged; `event_to_dict` / `event_from_dict` are the codec,
and `json_event_decoder` reads JSON text straight into the event, checked in C. Either way a
type it does not know, a field missing, unknown or of the wrong type is refused; the words
(`event_from_dict`'s) name the event type and the field.
"""

from __future__ import annotations

import collections
import os
import re
import typing
from collections.abc import Callable, Mapping
from typing import Any

import msgspec


class Event(
    msgspec.Struct,
    frozen=True,
    kw_only=True,
    tag_field="type",
    forbid_unknown_fields=True,
    gc=False,  # plain frozen values, never in a cycle: the collector need not track them
):
    """Base of all events. `event_id` makes replays idempotent; `at_ms` is wall-clock epoch ms."""

    event_id: str
    at_ms: int

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _UNNAMED.append(cls)  # named once msgspec has set its tag, after this: see _named


_UNNAMED: list[type[Event]] = []  # defined, not yet looked at by _named
_BY_NAME: dict[str, type[Event]] = {}


def _named() -> dict[str, type[Event]]:
    """The event classes by the name (tag) each was given; a subclass that gave none (its
    tag is its class name, or inherited) is not one. A name given twice: ValueError, and the
    later class is left out.

    (A metaclass could name each class as it is defined, but msgspec builds the instances of
    a subclass of its metaclass at about twice the cost.)"""
    while _UNNAMED:
        cls = _UNNAMED.pop(0)
        name = cls.__struct_config__.tag
        inherited = (
            base.__struct_config__.tag
            for base in cls.__mro__[1:]
            if isinstance(base, msgspec.StructMeta)
        )
        if not isinstance(name, str) or name == cls.__name__ or name in inherited:
            continue
        if _BY_NAME.setdefault(name, cls) is not cls:
            raise ValueError(f"event name {name!r} is already used by {_BY_NAME[name]}")
    return _BY_NAME


class EventCodecError(ValueError):
    """A stored or received event that does not decode; the message says which part is wrong."""


# The system's random bytes, 16 per id, read 256 ids at a time: one read per id cost as much
# as the rest of a dealer's tap's ids (benchmarks/bench_hands.py). A deque: popleft is atomic,
# so two threads never take the same bytes; a forked child forgets its parent's.
_RANDOM_IDS: collections.deque[bytes] = collections.deque()
os.register_at_fork(after_in_child=_RANDOM_IDS.clear)


def new_event_id() -> str:
    """A random (version 4) UUID as 32 hex digits, the same format as `uuid.uuid4().hex`,
    made directly from the system's random bytes: several times cheaper, and a hand makes
    many."""
    try:
        chunk = _RANDOM_IDS.popleft()
    except IndexError:
        block = os.urandom(4096)
        _RANDOM_IDS.extend([block[at : at + 16] for at in range(16, 4096, 16)])
        chunk = block[:16]
    raw = bytearray(chunk)
    raw[6] = (raw[6] & 0x0F) | 0x40  # version 4
    raw[8] = (raw[8] & 0x3F) | 0x80  # RFC 4122 variant
    return raw.hex()


def registered_event_types() -> Mapping[str, type[Event]]:
    return dict(_named())


def event_type_name(event: Event) -> str:
    name = type(event).__struct_config__.tag
    if not isinstance(name, str) or _named().get(name) is not type(event):
        raise EventCodecError(f"{type(event).__name__} is not a registered event")
    return name


_DECODER: tuple[int, Callable[[str], Event]] | None = None


def _decode_json() -> Callable[[str], Event]:
    """msgspec's decoder of JSON text into any registered event (a ValueError if refused),
    built at the first long read and again once more events are defined."""
    global _DECODER
    if _DECODER is None or _DECODER[0] != len(_named()):
        decode: Callable[[str], Event] = _no_event
        if _BY_NAME:
            union: Any = typing.Union[tuple(_BY_NAME.values())]  # noqa: UP007
            decode = msgspec.json.Decoder(union).decode
        _DECODER = (len(_BY_NAME), decode)
    return _DECODER[1]


def _no_event(text: str) -> Event:
    raise ValueError("no event type is defined")


def event_to_dict(event: Event) -> dict[str, Any]:
    """{"type": name, "event_id": ..., "at_ms": ..., **fields}; tuples become lists, enums
    their values: the same JSON as the dataclass events wrote (old journals read as ever)."""
    name = event_type_name(event)
    data: dict[str, Any] = msgspec.to_builtins(event)
    del data["type"]
    return {"type": name, "event_id": data.pop("event_id"), "at_ms": data.pop("at_ms"), **data}


def event_from_dict(data: Mapping[str, Any]) -> Event:
    """Decode and validate an event from untrusted data (journal rows, network messages)."""
    if type(data) is not dict:
        if not isinstance(data, Mapping):
            raise EventCodecError("an event must be an object")
        data = dict(data)
    name = data.get("type")
    if not isinstance(name, str) or name not in _named():
        raise EventCodecError(f"unknown event type {name!r}")
    cls = _BY_NAME[name]
    try:
        return msgspec.convert(data, cls)  # unknown fields refused too: forbid_unknown_fields
    except msgspec.ValidationError as exc:
        unknown = set(data).difference(cls.__struct_fields__, ("type",))
        if unknown:
            raise EventCodecError(f"{name}: unknown fields {sorted(unknown)}") from None
        raise EventCodecError(_worded(name, str(exc), data)) from None


# msgspec's words ("Expected `int`, got `str` - at `$.seat`") said as this codec says them:
# "test.sample.seat: expected an integer, got '3'". Patterns, compiled (and cached by `re`)
# when a refusal is first worded, not at every start.
_AT = r"(?s)(.*) - at `\$(.*)`"
_MISSING = r"Object missing required field `(.*)`"
_EXPECTED = r"Expected `([^`]*)`(.*), got `?([^`]*)`?"
_STEP = r"\.(\w+)|\[(\d+)\]"
_PLAIN = {
    "int": "an integer",
    "str": "text",
    "bool": "true/false",
    "float": "a number",
    "array": "a list",
    "object": "an object",
    "null": "null",
}
_UNSEEN = object()


def _worded(name: str, message: str, data: Mapping[str, Any]) -> str:
    at = re.fullmatch(_AT, message)
    what, path = (at.group(1), at.group(2)) if at else (message, "")
    missing = re.fullmatch(_MISSING, what)
    if missing:
        return f"{name}{path}: missing field {missing.group(1)!r}"
    where = f"{name}{path}"
    expected = re.fullmatch(_EXPECTED, what)
    if expected is None:  # e.g. "Invalid enum value 'x'"; a __post_init__'s own words
        return f"{where}: {what[:1].lower()}{what[1:]}"
    kinds = " or ".join(_PLAIN.get(kind, kind) for kind in expected.group(1).split(" | "))
    value = _value_at(data, path)
    got = _PLAIN.get(expected.group(3), expected.group(3)) if value is _UNSEEN else repr(value)
    return f"{where}: expected {kinds}{expected.group(2)}, got {got[:60]}"


def _value_at(data: Any, path: str) -> Any:
    """The value at a msgspec path (".stacks[1]"), or _UNSEEN where it does not lead."""
    steps = re.findall(_STEP, path)
    if "".join(f".{key}" if key else f"[{index}]" for key, index in steps) != path:
        return _UNSEEN  # a step into a dict's values ("[...]"): no one value to show
    for key, index in steps:
        try:
            data = data[key] if key else data[int(index)]
        except (LookupError, TypeError):
            return _UNSEEN
    return data


JsonDecoder = Callable[[str], "Event | None"]


def json_event_decoder() -> JsonDecoder:
    """JSON text to a checked event in C, in one step; None for text it refuses: the caller
    decodes that with `event_from_dict`, so the verdict and its words are this module's."""
    decode = _decode_json()

    def checked(text: str) -> Event | None:
        try:
            return decode(text)
        except (ValueError, TypeError):  # msgspec's errors are ValueErrors
            return None

    return checked


def json_events_decoder() -> Callable[[list[str]], list[Event]]:
    """`json_event_decoder` for many rows at once: their events, or a ValueError (TypeError
    for a row that is not text) if one is refused, which the caller then decodes one by one
    for the verdict. The loop over the rows runs without a Python call per row."""
    decode = _decode_json()

    def decode_all(texts: list[str]) -> list[Event]:
        return list(map(decode, texts))

    return decode_all
