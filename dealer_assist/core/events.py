"""Events: small frozen records of every change; state is a fold over them.

Every event class is a frozen dataclass deriving from `Event` and decorated with
`@register_event`, which gives it a stable wire/journal name. Fields are plain values only
(int, str, bool, None, and tuples or dicts of those) so an event survives JSON and SQLite
unchanged; `event_to_dict` / `event_from_dict` are the codec. `json_event_decoder` reads
long journals faster (msgspec, in C) and leaves every row it refuses to `event_from_dict`.
"""

from __future__ import annotations

import collections
import dataclasses
import enum
import functools
import os
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar, get_type_hints

E = TypeVar("E", bound="Event")

_REGISTRY: dict[str, type[Event]] = {}


@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    """Base of all events. `event_id` makes replays idempotent; `at_ms` is wall-clock epoch ms."""

    event_id: str
    at_ms: int


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


def register_event(name: str) -> Callable[[type[E]], type[E]]:
    """Class decorator: register an event type under a stable name (never rename it)."""

    def wrap(cls: type[E]) -> type[E]:
        if name in _REGISTRY and _REGISTRY[name] is not cls:
            raise ValueError(f"event name {name!r} is already used by {_REGISTRY[name].__name__}")
        _REGISTRY[name] = cls
        cls.event_type = name  # type: ignore[attr-defined]
        return cls

    return wrap


def event_type_name(event: Event) -> str:
    name = getattr(type(event), "event_type", None)
    if name is None:
        raise EventCodecError(f"{type(event).__name__} is not a registered event")
    return str(name)


def event_to_dict(event: Event) -> dict[str, Any]:
    """{"type": name, "event_id": ..., "at_ms": ..., **fields}; tuples become lists."""
    data: dict[str, Any] = {"type": event_type_name(event)}
    for f in dataclasses.fields(event):
        data[f.name] = _plain(getattr(event, f.name))
    return data


def event_from_dict(data: Mapping[str, Any]) -> Event:
    """Decode and validate an event from untrusted data (journal rows, network messages)."""
    if not isinstance(data, Mapping):
        raise EventCodecError("an event must be an object")
    name = data.get("type")
    cls = _REGISTRY.get(name) if isinstance(name, str) else None
    if cls is None:
        raise EventCodecError(f"unknown event type {name!r}")
    # mypy#11470: mypy takes the instances' __hash__(self) for the class's own; a class hashes.
    fields, names = _decode_plan(cls)  # type: ignore[arg-type]
    if not names.issuperset(data):
        unknown = set(data) - names
        raise EventCodecError(f"{name}: unknown fields {sorted(unknown)}")
    kwargs: dict[str, Any] = {}
    for fname, exact, hint, where, optional in fields:
        if fname in data:
            value = data[fname]
            # Most values are exactly of a type the field takes as it is (ids, times, chips):
            # one look-up decides; anything else goes through the full check below.
            kwargs[fname] = value if type(value) in exact else _coerce(value, hint, where)
        elif not optional:
            raise EventCodecError(f"{name}: missing field {fname!r}")
    return cls(**kwargs)


_Plan = tuple[tuple[tuple[str, frozenset[type], Any, str, bool], ...], frozenset[str]]


@functools.cache
def _decode_plan(cls: type[Event]) -> _Plan:
    """Per event class, once: (field, types taken as they are, type hint, error label, has a
    default) and all keys.

    Cached because get_type_hints costs ~25 us a call and a journal replay decodes 100,000 events.
    """
    name = getattr(cls, "event_type", cls.__name__)
    hints = get_type_hints(cls)
    fields = tuple(
        (
            f.name,
            _taken_as_is(hints[f.name]),
            hints[f.name],
            f"{name}.{f.name}",
            f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING,
        )
        for f in dataclasses.fields(cls)
    )
    return fields, frozenset(f[0] for f in fields) | {"type"}


_AS_IS = {str: str, int: int, bool: bool, type(None): type(None)}


def _taken_as_is(hint: Any) -> frozenset[type]:
    """The exact types `_coerce` returns unchanged for this hint (str, int, bool, None and
    unions of them): a value of one of them needs no further check. (bool is not an int
    here, as in `_coerce`.)"""
    options = typing.get_args(hint) if typing.get_origin(hint) in _UNIONS else (hint,)
    return frozenset(_AS_IS[o] for o in options if o in _AS_IS)


_UNIONS = (typing.Union, types.UnionType)


def registered_event_types() -> Mapping[str, type[Event]]:
    return dict(_REGISTRY)


JsonDecoder = Callable[[str], "Event | None"]


class CheckedEvents(Sequence[Event]):
    """Events read from JSON and checked in C (`json_events_checker`) but built only when
    asked for: each is first a record with its event's fields, types and defaults
    (`values`), which a fold can read without building the event (a fifth of the cost).
    Indexing builds the event (in C, from its text); `record_type` tells records apart."""

    __slots__ = ("values", "_texts", "_records", "_builders")

    def __init__(
        self,
        values: list[Any],
        texts: list[str],
        records: Mapping[type[Event], type],
        builders: Mapping[type, Callable[[str], Event]],
    ) -> None:
        self.values = values
        self._texts = texts
        self._records = records
        self._builders = builders

    def record_type(self, cls: type[Event]) -> type:
        """The type of the records of `cls`'s events in `values`."""
        return self._records[cls]

    def __len__(self) -> int:
        return len(self.values)

    @typing.overload
    def __getitem__(self, index: int) -> Event: ...

    @typing.overload
    def __getitem__(self, index: slice) -> list[Event]: ...

    def __getitem__(self, index: int | slice) -> Event | list[Event]:
        if isinstance(index, slice):
            return [self[at] for at in range(*index.indices(len(self.values)))]
        return self._builders[type(self.values[index])](self._texts[index])


class _JsonCodec(typing.NamedTuple):
    one: JsonDecoder
    many: Callable[[list[str]], list[Event]]
    checked: Callable[[list[str]], CheckedEvents]


_JSON_DECODER: tuple[int, _JsonCodec | None] | None = None
_MIRRORED: frozenset[str] = frozenset()  # the types json_event_decoder reads (tests check)


def json_event_decoder() -> JsonDecoder | None:
    """JSON text to a checked event in C, for long replays; None without msgspec.

    Per row, msgspec first reads it as a tagged Struct mirroring the event's class (field
    types, missing and unknown fields checked as `event_from_dict` checks them), then builds
    our own dataclass from it. A row it refuses gives None: the caller decodes it with
    `event_from_dict`, so the verdict and its words are always this module's. About 5x
    faster than json.loads and `event_from_dict` (benchmarks/bench_events.py); msgspec is
    imported at the first call, so a short replay never pays for it.
    """
    codec = _json_codec()
    return None if codec is None else codec.one


def json_events_decoder() -> Callable[[list[str]], list[Event]] | None:
    """`json_event_decoder` for many rows at once: their events, or ValueError if one is
    refused, which the caller then decodes one by one for the verdict. The loop over the
    rows runs without a Python call per row; None without msgspec."""
    codec = _json_codec()
    return None if codec is None else codec.many


def json_events_checker() -> Callable[[list[str]], CheckedEvents] | None:
    """`json_events_decoder`, the events checked but not built yet (CheckedEvents); the same
    ValueError if one is refused; None without msgspec."""
    codec = _json_codec()
    return None if codec is None else codec.checked


def _json_codec() -> _JsonCodec | None:
    global _JSON_DECODER
    if _JSON_DECODER is None or _JSON_DECODER[0] != len(_REGISTRY):  # types only get added
        _JSON_DECODER = (len(_REGISTRY), _build_json_codec(dict(_REGISTRY)))
    return _JSON_DECODER[1]


def _build_json_codec(registry: dict[str, type[Event]]) -> _JsonCodec | None:
    try:
        import msgspec
    except ImportError:
        return None
    mirrors = msgspec_mirrors(registry)
    builders = {mirror: msgspec.json.Decoder(cls).decode for mirror, cls in mirrors.items()}
    global _MIRRORED
    _MIRRORED = frozenset(registry_name(cls) for cls in mirrors.values())
    if not builders:
        return None
    check = msgspec.json.Decoder(typing.Union[tuple(builders)]).decode  # noqa: UP007
    failed = (msgspec.MsgspecError, ValueError, TypeError)  # e.g. from a __post_init__
    records = {cls: mirror for mirror, cls in mirrors.items()}

    def decode(text: str) -> Event | None:
        try:
            return builders[type(check(text))](text)
        except failed:
            return None

    def decode_all(texts: list[str]) -> list[Event]:
        try:
            return [builders[type(check(text))](text) for text in texts]
        except msgspec.MsgspecError as exc:  # a ValueError for the caller, as json's are
            raise ValueError(str(exc)) from exc

    def check_all(texts: list[str]) -> CheckedEvents:
        try:
            return CheckedEvents(list(map(check, texts)), texts, records, builders)
        except msgspec.MsgspecError as exc:
            raise ValueError(str(exc)) from exc

    return _JsonCodec(decode, decode_all, check_all)


def msgspec_mirrors(registry: Mapping[str, type[Event]]) -> dict[type, type[Event]]:
    """A msgspec Struct per event class that msgspec can check (needs msgspec): the same
    fields, types and defaults, tagged with the event's name in "type", unknown fields
    forbidden. Mirror -> event class."""
    import msgspec

    base = msgspec.defstruct(
        "EventRow",
        [("event_id", str), ("at_ms", int)],
        kw_only=True,
        tag_field="type",
        forbid_unknown_fields=True,
    )
    mirrors: dict[type, type[Event]] = {}
    for name, cls in registry.items():
        try:
            hints = get_type_hints(cls)
            fields: list[Any] = []
            for f in dataclasses.fields(cls):
                if f.name in ("event_id", "at_ms"):
                    continue
                if f.default is not dataclasses.MISSING:
                    fields.append((f.name, hints[f.name], f.default))
                elif f.default_factory is not dataclasses.MISSING:
                    default = msgspec.field(default_factory=f.default_factory)
                    fields.append((f.name, hints[f.name], default))
                else:
                    fields.append((f.name, hints[f.name]))
            mirror = msgspec.defstruct(cls.__name__, fields, bases=(base,), tag=name, kw_only=True)
            msgspec.json.Decoder(mirror)  # msgspec checks the field types here
            msgspec.json.Decoder(cls)
        except (TypeError, ValueError, NameError):  # a type msgspec cannot check: ours will
            continue
        mirrors[mirror] = cls
    return mirrors


def registry_name(cls: type[Event]) -> str:
    return str(getattr(cls, "event_type", cls.__name__))


def _plain(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if hasattr(value, "value") and type(value).__class__.__name__ == "EnumType":
        return value.value
    return value


def _coerce(value: Any, hint: Any, where: str) -> Any:
    """Check a decoded value against its annotation; lists become tuples."""
    # Fast path for the commonest fields (ids, times, chips), checked exactly as below.
    if hint is str and type(value) is str:
        return value
    if hint is int and type(value) is int:
        return value
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if hint is Any:
        return value
    if origin in _UNIONS:
        errors = []
        for option in args:
            try:
                return _coerce(value, option, where)
            except EventCodecError as exc:
                errors.append(str(exc))
        raise EventCodecError(f"{where}: {value!r} matches none of {hint}")
    if hint is type(None):
        if value is None:
            return None
        raise EventCodecError(f"{where}: expected null, got {value!r}")
    if origin is tuple:
        if not isinstance(value, list | tuple):
            raise EventCodecError(f"{where}: expected a list, got {value!r}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_coerce(v, args[0], where) for v in value)
        if len(args) != len(value):
            raise EventCodecError(f"{where}: expected {len(args)} items, got {len(value)}")
        return tuple(_coerce(v, a, where) for a, v in zip(args, value, strict=True))
    if origin in (dict, Mapping) or hint is dict:
        if not isinstance(value, dict):
            raise EventCodecError(f"{where}: expected an object, got {value!r}")
        key_t, val_t = args if args else (Any, Any)
        return {_coerce(k, key_t, where): _coerce(v, val_t, where) for k, v in value.items()}
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        try:
            return hint(value)
        except ValueError:
            raise EventCodecError(f"{where}: {value!r} is not a {hint.__name__}") from None
    if hint is bool:
        if isinstance(value, bool):
            return value
        raise EventCodecError(f"{where}: expected true/false, got {value!r}")
    if hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise EventCodecError(f"{where}: expected an integer, got {value!r}")
    if hint is str:
        if isinstance(value, str):
            return value
        raise EventCodecError(f"{where}: expected text, got {value!r}")
    if hint is float:
        if isinstance(value, int | float) and not isinstance(value, bool):
            return float(value)
        raise EventCodecError(f"{where}: expected a number, got {value!r}")
    raise EventCodecError(f"{where}: unsupported field type {hint!r}")
