"""The director's side of every connection, without sockets: who each peer is, what it may do,
and what to answer. The WebSocket server (`ws_server`) only moves the text.

A connection says `hello` first: a TV display or a browser is taken at its word (they only
read); a station must present a device token (or pair with a code). Before `hello` only
`hello`, `pair` and `time` are accepted. Every received text costs a token of the
connection's rate limit, refused or not; over the limit the peer is told once
(`rate_limited`) and the rest is dropped unanswered, and a peer that keeps flooding is cut
off. A refusal is an `error` to that peer alone: nothing a peer sends reaches another.

`devices()` is the Devices panel's data: who is connected, as what, for which table, since
when, last seen, how far its clock is from the director's and what it has queued; `listeners`
are called at each change of it. A station also follows the director's tournament journal
(`journal_source`): what it lacks goes with its welcome, what is new at each `journal_feed()`.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from dealer_assist.core.events import Event
from dealer_assist.sync.devices import DeviceRegistry, PairingError, RateLimit
from dealer_assist.sync.protocol import (
    Message,
    ProtocolError,
    Role,
    decode,
    encode,
    error_message,
    events_of,
    journal_messages,
)

logger = logging.getLogger(__name__)

RATE_PER_S = 20.0  # a display sends a clock sample every few seconds; a station a batch a hand
RATE_BURST = 60  # a re-sync's samples, a station's backlog after an outage
# Messages dropped over the limit, in a row, before the connection is closed.
FLOOD_CUTOFF = 10 * RATE_BURST
OFFSET_SAMPLES = 8
READER_ROLES = frozenset({Role.DISPLAY, Role.BROWSER, Role.STATION})  # who receives `state`
# A station's events go to this: it stores them (by id, so twice is once) and returns the ids
# stored, or raises ProtocolError (e.g. `bad_event`) to refuse the whole batch.
EventSink = Callable[["Peer", Sequence[Event]], Sequence[str]]
# The director's tournament journal for stations: given what a station holds (journal id,
# last seq), the journal's id, the seq the records follow and the records ((seq, event), in
# order): from the station's seq when it holds this journal, else from the start. None while
# no tournament is open.
JournalSource = Callable[[str, int], tuple[str, int, Sequence[tuple[int, Event]]] | None]


@dataclass(slots=True)
class Peer:
    """One connection, as the director knows it."""

    conn_id: int
    address: str
    connected_ms: int
    last_seen_ms: int
    limit: RateLimit
    role: Role | None = None
    table: int | None = None
    name: str = ""
    device_id: str = ""
    acked_seq: int = 0
    queued: int | None = None  # a station's events still to send, as it last said
    journal_id: str = ""  # the director's journal as far as this station holds it
    journal_seq: int = 0
    refused: int = 0  # messages refused (errors sent) since it connected
    dropped: int = 0  # over the rate limit, in a row
    told_rate: bool = False
    # client clock minus director clock, one per `time` request: t0 - t1 is that offset less
    # the one-way delay, so the largest of the recent ones is the closest.
    _offsets: deque[int] = field(default_factory=lambda: deque(maxlen=OFFSET_SAMPLES))

    @property
    def offset_ms(self) -> int | None:
        return max(self._offsets) if self._offsets else None


@dataclass(frozen=True, slots=True)
class DeviceRow:
    """A row of the Devices panel (plain data; the panel formats it)."""

    conn_id: int
    address: str
    role: str  # "display", "browser", "station", or "" before hello
    table: int | None
    name: str
    device_id: str
    connected_ms: int
    last_seen_ms: int
    clock_offset_ms: int | None  # the device's clock minus the director's, within the delay
    acked_seq: int
    refused: int
    queued: int | None = None  # a station's events not yet sent; a reader's states not acked


@dataclass(frozen=True, slots=True)
class Outcome:
    """What to do after a received text: send `replies` to the sender; `close` it (with a
    WebSocket close code and reason) when it must go."""

    replies: tuple[str, ...] = ()
    close: tuple[int, str] | None = None
    changed: bool = False  # the Devices rows changed (a hello, a pairing)


CLOSE_POLICY = 1008  # RFC 6455: policy violation


class Hub:
    def __init__(
        self,
        registry: DeviceRegistry | None = None,
        *,
        server_name: str = "dealer-assist",
        rate_per_s: float = RATE_PER_S,
        burst: int = RATE_BURST,
        event_sink: EventSink | None = None,
        journal_source: JournalSource | None = None,
    ) -> None:
        self.registry = registry if registry is not None else DeviceRegistry()
        self.server_name = server_name
        self._rate = rate_per_s
        self._burst = burst
        self._sink = event_sink
        self.journal_source = journal_source
        self.device_offsets: dict[str, int] = {}  # a station's clock minus the director's
        self._peers: dict[int, Peer] = {}
        self.seq = 0
        self._state_text: str | None = None
        # Called after the Devices rows change (the Devices panel's model listens).
        self.listeners: list[Callable[[], None]] = []

    def _changed(self) -> None:
        for listener in list(self.listeners):
            listener()

    # -- connections -------------------------------------------------------------------------
    def open(self, conn_id: int, address: str, now_ms: int) -> None:
        self._peers[conn_id] = Peer(
            conn_id, address, now_ms, now_ms, RateLimit(self._rate, self._burst)
        )
        self._changed()

    def close(self, conn_id: int, now_ms: int | None = None) -> None:
        peer = self._peers.pop(conn_id, None)
        if peer is not None and peer.device_id and now_ms is not None:
            self.registry.seen(peer.device_id, now_ms)  # its "last seen" once it has gone
        if peer is not None:
            self._changed()

    def __len__(self) -> int:
        return len(self._peers)

    def peer(self, conn_id: int) -> Peer | None:
        return self._peers.get(conn_id)

    def readers(self) -> list[int]:
        """The connections that receive `state`."""
        return [p.conn_id for p in self._peers.values() if p.role in READER_ROLES]

    def devices(self) -> list[DeviceRow]:
        return [
            DeviceRow(
                p.conn_id,
                p.address,
                "" if p.role is None else p.role.value,
                p.table,
                p.name,
                p.device_id,
                p.connected_ms,
                p.last_seen_ms,
                p.offset_ms,
                p.acked_seq,
                p.refused,
                p.queued if p.role is Role.STATION else max(0, self.seq - p.acked_seq),
            )
            for p in self._peers.values()
        ]

    def revoke(self, device_id: str, now_ms: int) -> list[int]:
        """Revoke a station's token; the connections it holds (to be closed by the caller)."""
        self.registry.revoke(device_id, now_ms)
        self._changed()
        return [p.conn_id for p in self._peers.values() if p.device_id == device_id]

    # -- state -------------------------------------------------------------------------------
    def publish(self, tournament: dict[str, Any]) -> str:
        """The `state` message for every reader (the caller sends the same text to each)."""
        self.seq += 1
        self._state_text = encode("state", seq=self.seq, tournament=tournament)
        return self._state_text

    def journal_feed(self) -> dict[int, list[str]]:
        """The `journal` messages each station still needs (after a change of the tournament)."""
        feed = {}
        for peer in self._peers.values():
            if peer.role is Role.STATION:
                texts = self._journal_for(peer)
                if texts:
                    feed[peer.conn_id] = texts
        return feed

    def _journal_for(self, peer: Peer) -> list[str]:
        if self.journal_source is None:
            return []
        found = self.journal_source(peer.journal_id, peer.journal_seq)
        if found is None:
            return []
        journal_id, after, records = found
        if not records and journal_id == peer.journal_id:
            return []
        try:
            texts = journal_messages(journal_id, after, records)
        except ProtocolError as error:
            logger.error("the tournament cannot be sent to table %s: %s", peer.table, error)
            return []
        peer.journal_id = journal_id
        peer.journal_seq = records[-1][0] if records else after
        return texts

    @property
    def state_text(self) -> str | None:
        """The latest `state` message (sent to each reader as it says hello)."""
        return self._state_text

    # -- messages ----------------------------------------------------------------------------
    def receive(self, conn_id: int, text: str | bytes, now_ms: int) -> Outcome:
        peer = self._peers.get(conn_id)
        if peer is None:
            return Outcome()
        if not peer.limit.allow(now_ms):
            peer.dropped += 1
            if peer.dropped > FLOOD_CUTOFF:
                return Outcome(close=(CLOSE_POLICY, "flooding: too many messages"))
            if peer.told_rate:
                return Outcome()
            peer.told_rate = True
            peer.refused += 1
            return Outcome(
                (error_message(ProtocolError("rate_limited", "too many messages: slow down")),)
            )
        peer.dropped = 0
        peer.told_rate = False
        peer.last_seen_ms = now_ms
        try:
            # Before hello, checked as a station's (the widest client schema), then gated.
            message = decode(text, sender=peer.role or Role.STATION)
            outcome = self._handle(peer, message, now_ms)
            if outcome.changed:
                self._changed()
            return outcome
        except ProtocolError as error:
            peer.refused += 1
            return Outcome((error_message(error),))

    def _handle(self, peer: Peer, message: Message, now_ms: int) -> Outcome:
        kind = message.type
        if kind == "time":
            return Outcome((self._time_reply(peer, message["t0"], now_ms),))
        if kind == "hello":
            return self._hello(peer, message, now_ms)
        if kind == "pair":
            return self._pair(peer, message, now_ms)
        if peer.role is None:
            raise ProtocolError("forbidden", f"say hello before {kind!r}")
        if kind == "ack":
            peer.acked_seq = max(peer.acked_seq, min(message["upto"], self.seq))
            return Outcome()
        if kind == "events":
            return self._events(peer, message)
        raise ProtocolError("forbidden", f"a {peer.role.value} may not send {kind!r}")

    def _time_reply(self, peer: Peer, t0: int, t1: int) -> str:
        peer._offsets.append(t0 - t1)
        if peer.device_id and peer.offset_ms is not None:
            self.device_offsets[peer.device_id] = peer.offset_ms  # kept once it has gone
        return encode("time_reply", t0=t0, t1=t1, t2=t1)

    def _hello(self, peer: Peer, message: Message, now_ms: int) -> Outcome:
        if peer.role is not None:
            raise ProtocolError("forbidden", f"already connected as a {peer.role.value}")
        try:
            role = Role(message["role"])
        except ValueError:
            raise ProtocolError("malformed", f"hello: unknown role {message['role']!r}") from None
        name = str(message.get("name", ""))[:60]
        if role is Role.DIRECTOR:
            raise ProtocolError("forbidden", "there is one director: this one")
        if role is Role.STATION:
            token = message.get("token")
            if not token:
                raise ProtocolError("unauthorized", "a station needs its device token: pair it")
            try:
                device = self.registry.authenticate(token)
            except PairingError as error:
                raise ProtocolError("unauthorized", str(error)) from None
            table = message.get("table")
            if table is not None and table != device.table:
                raise ProtocolError(
                    "unauthorized", f"this device is paired with table {device.table}, not {table}"
                )
            peer.table, peer.device_id, name = device.table, device.device_id, device.name
            peer.journal_id = str(message.get("journal", ""))
            peer.journal_seq = max(0, int(message.get("since", 0)))
        peer.role, peer.name = role, name
        return Outcome(self._welcome(peer, now_ms), changed=True)

    def _pair(self, peer: Peer, message: Message, now_ms: int) -> Outcome:
        if peer.role is not None:
            raise ProtocolError("forbidden", f"already connected as a {peer.role.value}")
        try:
            device, token = self.registry.pair(
                message["code"], message["table"], message["name"], now_ms
            )
        except PairingError as error:
            raise ProtocolError("unauthorized", str(error)) from None
        peer.role, peer.table, peer.name = Role.STATION, device.table, device.name
        peer.device_id = device.device_id
        paired = encode("paired", token=token, table=device.table)
        return Outcome((paired, *self._welcome(peer, now_ms)), changed=True)

    def _welcome(self, peer: Peer, now_ms: int) -> tuple[str, ...]:
        """Welcome (with the director's time: a station's offset), the latest state, and for
        a station the tournament journal it does not hold yet."""
        assert peer.role is not None
        welcome = encode(
            "welcome", role=peer.role.value, server=self.server_name, seq=self.seq, now=now_ms
        )
        state = () if self._state_text is None else (self._state_text,)
        journal = self._journal_for(peer) if peer.role is Role.STATION else []
        return (welcome, *state, *journal)

    def _events(self, peer: Peer, message: Message) -> Outcome:
        if peer.device_id and self._revoked(peer.device_id):
            return Outcome(close=(CLOSE_POLICY, "this device was revoked by the director"))
        events = events_of(message)
        if self._sink is None:
            raise ProtocolError("unavailable", "this director does not take table events yet")
        ids = list(self._sink(peer, events))
        queued = message.get("queued")
        changed = queued is not None and queued != peer.queued
        if queued is not None:
            peer.queued = queued
        return Outcome((encode("accepted", ids=ids),), changed=changed)

    def _revoked(self, device_id: str) -> bool:
        return any(d.device_id == device_id and d.revoked for d in self.registry.devices)
