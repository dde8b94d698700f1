"""The messages between the director and its displays, stations and browsers (docs/protocol.md).

One JSON object per WebSocket text message, under a versioned schema: `{"v": 1, "type": ...,
...}`. Everything that arrives from the network goes through `decode`, which refuses (with a
reason, never an exception the server would have to guess at) a message that is too large,
not JSON, of an unknown type or version, with a field missing, of the wrong type or unknown,
or that the sender's role may not send. Events travel in the journal's own codec
(`event_to_dict`), so a station's event is checked exactly as a stored one would be.

Qt-free and socket-free: the transport (QtWebSockets) only moves the text this module makes.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from dealer_assist.core.events import Event, EventCodecError, event_from_dict, event_to_dict

PROTOCOL_VERSION = 2
# Version 2 only adds optional fields and types (docs/protocol.md): a version-1 peer's
# messages still read as they did.
ACCEPTED_VERSIONS = frozenset({1, PROTOCOL_VERSION})
MAX_MESSAGE_BYTES = 64 * 1024  # a hand's events fit many times over; a flood does not
MAX_EVENTS_PER_MESSAGE = 200


class Role(enum.Enum):
    """Who a connection is, once it has said hello (and, for a station, paired)."""

    DISPLAY = "display"  # a TV clock: reads only
    BROWSER = "browser"  # the web clock page: reads only
    STATION = "station"  # a table: reports its table's events
    DIRECTOR = "director"  # the server itself


class ProtocolError(ValueError):
    """A message refused; `code` is the error's kind for the reply, the text says why."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


# type -> (fields with their JSON types, the roles that may send it)
_STR, _INT, _LIST, _OBJ, _BOOL = (str,), (int,), (list,), (dict,), (bool,)
_OPT_INT = (int, type(None))
SCHEMA: dict[str, tuple[dict[str, tuple[type, ...]], frozenset[Role]]] = {
    # client -> director
    "hello": (
        {
            "role": _STR,
            "token": _STR,
            "table": _OPT_INT,
            "name": _STR,
            "journal": _STR,
            "since": _INT,
        },
        frozenset(Role),
    ),  # fmt: skip
    "pair": ({"code": _STR, "table": _INT, "name": _STR}, frozenset({Role.STATION})),
    "time": ({"t0": _INT}, frozenset(Role)),
    "events": ({"events": _LIST, "queued": _INT}, frozenset({Role.STATION})),
    "ack": ({"upto": _INT}, frozenset({Role.DISPLAY, Role.STATION, Role.BROWSER})),
    # director -> client
    "welcome": (
        {"role": _STR, "server": _STR, "seq": _INT, "now": _INT},
        frozenset({Role.DIRECTOR}),
    ),
    "paired": ({"token": _STR, "table": _INT}, frozenset({Role.DIRECTOR})),
    "time_reply": ({"t0": _INT, "t1": _INT, "t2": _INT}, frozenset({Role.DIRECTOR})),
    "state": ({"seq": _INT, "tournament": _OBJ}, frozenset({Role.DIRECTOR})),
    "accepted": ({"ids": _LIST}, frozenset({Role.DIRECTOR})),
    # the director's tournament journal for a station: events after seq `after`, up to `upto`
    "journal": (
        {"journal": _STR, "after": _INT, "upto": _INT, "events": _LIST},
        frozenset({Role.DIRECTOR}),
    ),
    "error": ({"code": _STR, "message": _STR}, frozenset({Role.DIRECTOR})),
}
OPTIONAL = {
    "hello": {"token", "table", "name", "journal", "since"},
    "events": {"queued"},
    "welcome": {"now"},
}


@dataclass(frozen=True, slots=True)
class Message:
    type: str
    fields: Mapping[str, Any]

    def __getitem__(self, key: str) -> Any:
        return self.fields[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.fields.get(key, default)


def encode(kind: str, **fields: Any) -> str:
    """The text of a message (checked against the schema as a received one would be)."""
    text = json.dumps({"v": PROTOCOL_VERSION, "type": kind, **fields}, separators=(",", ":"))
    decode(text, sender=next(iter(SCHEMA[kind][1])))  # our own messages obey our own rules
    return text


def decode(text: str | bytes, *, sender: Role) -> Message:
    """Check a received message; ProtocolError (with a code and a reason) if refused."""
    if isinstance(text, bytes):
        if len(text) > MAX_MESSAGE_BYTES:
            raise ProtocolError("too_large", f"a message is at most {MAX_MESSAGE_BYTES} bytes")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError("malformed", "a message is UTF-8 text") from None
    if len(text) > MAX_MESSAGE_BYTES:  # characters >= bytes/4: cheap first, exact after
        raise ProtocolError("too_large", f"a message is at most {MAX_MESSAGE_BYTES} bytes")
    if len(text.encode("utf-8", "surrogatepass")) > MAX_MESSAGE_BYTES:
        raise ProtocolError("too_large", f"a message is at most {MAX_MESSAGE_BYTES} bytes")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError("malformed", "a message is one JSON object") from None
    if not isinstance(data, dict):
        raise ProtocolError("malformed", "a message is one JSON object")
    version = data.get("v")
    # A list or an object is no version (and cannot be looked up in a set: TypeError).
    if (
        not isinstance(version, int)
        or isinstance(version, bool)
        or version not in ACCEPTED_VERSIONS
    ):
        raise ProtocolError(
            "version", f"this director speaks protocol {PROTOCOL_VERSION}, not {version!r}"
        )
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in SCHEMA:
        raise ProtocolError("unknown_type", f"unknown message type {kind!r}")
    fields, roles = SCHEMA[kind]
    if sender not in roles:
        raise ProtocolError("forbidden", f"a {sender.value} may not send {kind!r}")
    body = {k: v for k, v in data.items() if k not in ("v", "type")}
    unknown = sorted(set(body) - set(fields))
    if unknown:
        raise ProtocolError("malformed", f"{kind}: unknown field {unknown[0]!r}")
    for name, types in fields.items():
        if name not in body:
            if name in OPTIONAL.get(kind, set()):
                continue
            raise ProtocolError("malformed", f"{kind}: missing field {name!r}")
        value = body[name]
        if isinstance(value, bool) and bool not in types:
            raise ProtocolError("malformed", f"{kind}.{name}: expected {types[0].__name__}")
        if not isinstance(value, types):
            raise ProtocolError("malformed", f"{kind}.{name}: expected {types[0].__name__}")
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 2**63:
            raise ProtocolError("malformed", f"{kind}.{name}: number out of range")
    return Message(kind, body)


def events_of(message: Message) -> list[Event]:
    """The events a station sent, each checked by the journal's codec; ProtocolError names
    the first that does not decode."""
    raw = message["events"]
    if len(raw) > MAX_EVENTS_PER_MESSAGE:
        raise ProtocolError("too_large", f"at most {MAX_EVENTS_PER_MESSAGE} events a message")
    events = []
    for index, item in enumerate(raw):
        try:
            events.append(event_from_dict(item))
        except (EventCodecError, TypeError, ValueError, RecursionError) as exc:
            raise ProtocolError("bad_event", f"events[{index}]: {exc}") from None
    return events


def events_message(events: list[Event], queued: int | None = None) -> str:
    """A station's batch; `queued`: how many events wait behind it (the Devices panel's)."""
    extra = {} if queued is None else {"queued": max(0, queued)}
    return encode("events", events=[event_to_dict(e) for e in events], **extra)


def journal_messages(
    journal_id: str, after: int, records: Sequence[tuple[int, Event]]
) -> list[str]:
    """`records` ((seq, event) in order, following seq `after`) as `journal` messages, each
    within the limits; ProtocolError when one event alone does not fit."""
    out: list[str] = []
    start = 0
    while start < len(records):
        count = min(MAX_EVENTS_PER_MESSAGE, len(records) - start)
        while True:
            chunk = records[start : start + count]
            try:
                text = encode(
                    "journal",
                    journal=journal_id,
                    after=after,
                    upto=chunk[-1][0],
                    events=[event_to_dict(e) for _, e in chunk],
                )
                break
            except ProtocolError:
                if count == 1:
                    raise ProtocolError(
                        "too_large", f"journal event #{chunk[0][0]} does not fit a message"
                    ) from None
                count //= 2
        out.append(text)
        after = chunk[-1][0]
        start += count
    return out


def error_message(error: ProtocolError) -> str:
    return encode("error", code=error.code, message=str(error)[:500])
