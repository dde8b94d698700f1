"""A station's link to the director over the network (QtWebSockets): its table's events go up.

The station journals every event locally first, online or not; this link sends what the
director has not accepted yet, in order, one batch in flight at a time (`Outbox`), and moves
the accepted position on (kept durably in the station's data folder) when the director
answers `accepted` with the batch's ids. After a cut it reconnects with a growing delay and
sends again from the accepted position: the director stores events by id, so a batch whose
acknowledgement was lost is recorded once.

The first time, the station pairs with the code the director shows (`pair`) and keeps the
token it receives in its data folder (mode 0600); afterwards it says `hello` with it. A
refused token (unknown, revoked, another table's) stops the link: it says so and waits for a
new pairing rather than knocking again.

`status()` is the station's line: "online", "offline, N queued", or why it is refused.

A station that joins a director it has no tournament of yet learns which table journal to open
from the director's journal (its id): the link is made without a journal, connects, and is
given the journal once it is open (`bind_journal`); until then it sends nothing. The director's
tournament is kept in the data folder (`replica_path`), so a station restarted offline opens
its table at once and asks only for what it lacks.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket
from PySide6.QtWebSockets import QWebSocket

from dealer_assist.core.events import Event
from dealer_assist.house_books import house_rules
from dealer_assist.sync.address import DEFAULT_PORT
from dealer_assist.sync.move_conflicts import MoveConflict, conflicts, table_hands
from dealer_assist.sync.outbox import Batch, Outbox
from dealer_assist.sync.private_file import write_private as _write_private
from dealer_assist.sync.protocol import (
    MAX_MESSAGE_BYTES,
    Message,
    ProtocolError,
    Role,
    decode,
    encode,
    events_message,
)
from dealer_assist.sync.tournament_replica import TournamentReplica
from dealer_assist.sync.ws_client import next_retry, open_socket
from dealer_assist.wall_time import system_now_ms as wall_ms  # tests set this module's clock

logger = logging.getLogger(__name__)

BATCH_EVENTS = 50  # events a message (fewer when they do not fit in one message)
SEND_EVERY_MS = 500  # how often the journal is looked at for new events
FIRST_RETRY_MS = 500
LONGEST_RETRY_MS = 10_000
ANSWER_TIMEOUT_MS = 10_000  # a batch unanswered this long: the connection is dropped


class StationJournal(Protocol):
    """What the link reads of the station's journal (`store.journal.Journal`)."""

    @property
    def journal_id(self) -> str: ...

    @property
    def last_seq(self) -> int: ...

    def records(self, since_seq: int = 0) -> Any: ...


def token_path(folder: Path, table: int) -> Path:
    return Path(folder) / f"station-token-table-{table}"


def outbox_path(folder: Path, table: int) -> Path:
    return Path(folder) / f"station-outbox-table-{table}.json"


def replica_path(folder: Path, table: int) -> Path:
    return Path(folder) / f"station-tournament-table-{table}.jsonl"


def offset_path(folder: Path, table: int) -> Path:
    return Path(folder) / f"station-offset-table-{table}"


class StationLink(QObject):
    """Sends `journal`'s events for `table` to the director at `host:port`.

    `folder` is the station's data folder (its token, accepted position and the director's
    tournament as last heard); `pair_code` is used when there is no token yet. `journal` may be
    None until `bind_journal`. Signals: status_changed(str) when `status()` changes.
    """

    status_changed = Signal(str)
    tournament_changed = Signal()  # the director's tournament (`tournament`) moved on

    def __init__(
        self,
        journal: StationJournal | None,
        host: str,
        port: int = DEFAULT_PORT,
        *,
        table: int,
        folder: Path,
        pair_code: str | None = None,
        name: str = "",
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._journal = journal
        self._host, self._port = host, port
        self.table = table
        self._folder = Path(folder)
        self._pair_code = pair_code
        self._name = name or f"table {table}"
        self._token = self._read_token()
        self.outbox = Outbox(self._read_accepted())
        # The director's tournament as it sends it (seats, moves, roster, clock): read as the
        # station's tournament follower; its offset from the welcome's time.
        self.tournament = TournamentReplica.kept(replica_path(self._folder, table))
        # This station's clock minus the director's: the last one measured until a welcome
        # says again (a station restarted offline shows the director's time, not its own).
        self.director_offset_ms = self._read_offset()
        self._bound_tournament = ""
        self._conflicts_mark: tuple[str, int, int] = ("", 0, 0)
        self._conflicts_cache: list[MoveConflict] = []
        self._socket: QWebSocket | None = None
        self._online = False
        self._in_flight: Batch | None = None
        self._closed = True
        self._refused = ""
        self._retry_ms = FIRST_RETRY_MS
        self._shown = ""
        self.connections = 0  # times welcomed (tests)
        self.sent_batches = 0

        self._tick = QTimer(self)
        self._tick.setInterval(SEND_EVERY_MS)
        self._tick.timeout.connect(self._send_next)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._connect)
        self._answer = QTimer(self)
        self._answer.setSingleShot(True)
        self._answer.setInterval(ANSWER_TIMEOUT_MS)
        self._answer.timeout.connect(self.reconnect_now)

    # -- what the station shows ------------------------------------------------------------
    @property
    def online(self) -> bool:
        return self._online

    @property
    def refused(self) -> str:
        """Why the director refused this station ("" while he has not)."""
        return self._refused

    @property
    def token(self) -> str | None:
        return self._token

    @property
    def address(self) -> str:
        host = f"[{self._host}]" if ":" in self._host else self._host
        return f"{host}:{self._port}"

    def bind_journal(self, journal: StationJournal, tournament: str = "") -> None:
        """The table journal to report from, for a link made before it was open: what the
        director has not accepted of it goes up from now on. `tournament`: the director's
        journal id the table belongs to; should he serve another, the link stops rather than
        send this table's hands into it (a restart opens the new tournament's table)."""
        self._journal = journal
        self._bound_tournament = tournament
        self.outbox = Outbox(self._read_accepted())
        self._tell()
        self._check_tournament()
        self._send_next()

    def _check_tournament(self) -> None:
        held = self.tournament.journal_id
        if self._bound_tournament and held and held != self._bound_tournament:
            self._refuse(
                "the director is running another tournament now: restart this station to "
                "open its table there"
            )

    def queued(self) -> int:
        if self._journal is None:
            return 0
        try:
            return self.outbox.queued(self._journal.last_seq)
        except Exception:  # noqa: BLE001 (a journal closed under the link: nothing to send)
            return 0

    def status(self) -> str:
        if self._refused:
            return f"refused by the director: {self._refused}"
        queued = self.queued()
        if not self._online:
            line = f"offline, {queued} queued"
        else:
            line = "online" if queued == 0 else f"online, {queued} to send"
        return line + "".join(f" · {c.words()}" for c in self._conflicts_seen())

    def _conflicts_seen(self) -> list[MoveConflict]:
        """`conflicts()`, worked out again only when either journal has moved on."""
        mark = (self.tournament.journal_id, self.tournament.seq, self._last_seq())
        if mark != self._conflicts_mark:
            self._conflicts_mark = mark
            self._conflicts_cache = self.conflicts()
        return self._conflicts_cache

    def _last_seq(self) -> int:
        if self._journal is None:
            return -1
        try:
            return self._journal.last_seq
        except Exception:  # noqa: BLE001 (a journal closed under the link)
            return -1

    # -- life --------------------------------------------------------------------------------
    def start(self) -> None:
        self._closed = False
        self._tick.start()
        self._connect()

    def close(self) -> None:
        self._closed = True
        self._tick.stop()
        self._retry.stop()
        self._answer.stop()
        self._online = False
        ws = self._socket
        if ws is not None:
            # A goodbye needs a connection: one still opening is dropped (a close would write
            # to a socket not yet connected).
            if ws.state() == QAbstractSocket.SocketState.ConnectedState:
                ws.close()
            else:
                ws.abort()

    def reconnect_now(self) -> None:
        """Drop the connection; it reconnects as after a lost network."""
        ws = self._socket
        if ws is not None:
            ws.abort()
            self._disconnected(ws)  # once, whether or not the abort says so itself

    def _connect(self) -> None:
        if self._closed or self._refused:
            return
        # Welcomed within the answer timeout, or dropped and tried again: a network that
        # takes the connection and swallows everything (a Wi-Fi gone) must not hang it.
        self._answer.start()
        self._socket = open_socket(
            self, self._socket, self.address, self._connected, self._disconnected, self._received
        )

    def _connected(self, ws: QWebSocket) -> None:
        if ws is not self._socket:
            return
        if self._token:
            held = self.tournament
            since = {"journal": held.journal_id, "since": held.seq} if held.journal_id else {}
            hello = encode(
                "hello", role=Role.STATION.value, token=self._token, table=self.table,
                name=self._name, **since,
            )  # fmt: skip
            ws.sendTextMessage(hello)
        elif self._pair_code:
            ws.sendTextMessage(
                encode("pair", code=self._pair_code, table=self.table, name=self._name)
            )
        else:
            self._refuse("this station is not paired: start it with the director's code")

    def _disconnected(self, ws: QWebSocket) -> None:
        if ws is not self._socket:
            return
        self._socket = None
        ws.deleteLater()
        was_online, self._online = self._online, False
        self._in_flight = None
        self._answer.stop()
        if was_online:
            logger.warning("lost the director at %s: reconnecting", self.address)
        self._tell()
        if self._closed or self._refused:
            return
        delay, self._retry_ms = next_retry(self._retry_ms, LONGEST_RETRY_MS)
        self._retry.start(delay)

    # -- messages ----------------------------------------------------------------------------
    def _received(self, ws: QWebSocket, text: str) -> None:
        if ws is not self._socket:
            return
        try:
            message = decode(text, sender=Role.DIRECTOR)
        except ProtocolError as error:
            logger.warning("ignored a message from the director: %s", error)
            return
        kind = message.type
        if kind == "paired":
            self._token = message["token"]
            _write_private(token_path(self._folder, self.table), self._token + "\n")
            self._pair_code = None  # one use
        elif kind == "welcome":
            if isinstance(message.get("now"), int):
                self.director_offset_ms = wall_ms() - message["now"]
                self._save_offset()
                ws.sendTextMessage(encode("time", t0=wall_ms()))  # the director's estimate
            self._online = True
            self._answer.stop()
            self._retry_ms = FIRST_RETRY_MS
            self.connections += 1
            self._tell()
            self._send_next()
        elif kind == "accepted":
            self._accepted(set(message["ids"]))
        elif kind == "journal":
            self._follow(message)
        elif kind == "error":
            self._error(message["code"], message["message"])

    def _follow(self, message: Message) -> None:
        try:
            changed = self.tournament.apply(message)
        except ProtocolError as error:  # out of step: start over on a new connection
            logger.warning("the director's tournament did not follow: %s", error)
            self.reconnect_now()
            return
        self._check_tournament()
        if changed:
            self.tournament_changed.emit()
            self._tell()  # a move may concern this table

    def conflicts(self) -> list[MoveConflict]:
        """The director's moves away from this table of players who played here since."""
        state = self.tournament.state
        if state is None or self._journal is None:
            return []
        if not any(m.from_table == self.table for m in state.room.pending):
            return []
        try:
            events = [record.event for record in self._journal.records(0)]
        except Exception:  # noqa: BLE001 (a journal closed under the link)
            return []
        hands = table_hands(events, house_rules(state.house_book))
        return conflicts(
            state, self.table, self.tournament.moved_at, hands, self.director_offset_ms
        )

    def _accepted(self, ids: set[Any]) -> None:
        batch, self._in_flight = self._in_flight, None
        self._answer.stop()
        if batch is None:
            return
        if any(event.event_id not in ids for event in batch.events):
            logger.warning("the director did not store the whole batch: sending it again later")
            return
        self.outbox.accept(batch.upto_seq)
        self._save_accepted()
        self._tell()
        self._send_next()

    def _error(self, code: str, words: str) -> None:
        logger.warning("the director refused: %s (%s)", words, code)
        if code == "unauthorized":
            self._refuse(words)
            return
        if self._in_flight is not None:  # unavailable, rate_limited...: the tick tries again
            self._in_flight = None
            self._answer.stop()

    def _refuse(self, words: str) -> None:
        self._refused = words
        self._online = False
        self._in_flight = None
        self._answer.stop()
        self._tell()
        if self._socket is not None:
            self._socket.close()

    def _send_next(self) -> None:
        ws = self._socket
        if not self._online or ws is None or self._in_flight is not None or self._journal is None:
            self._tell()
            return
        try:
            records = list(self._journal.records(self.outbox.accepted_seq))
        except Exception as error:  # noqa: BLE001 (the station's own journal is its business)
            logger.warning("cannot read the station's journal: %s", error)
            return
        batch = next(self.outbox.batches(records, BATCH_EVENTS), None)
        if batch is None:
            self._tell()
            return
        text = _fitting(batch, records, self._journal.last_seq)
        if text is None:
            self._refuse(f"event #{batch.upto_seq} is too large to send")
            return
        batch, message = text
        self._in_flight = batch
        self.sent_batches += 1
        self._answer.start()
        ws.sendTextMessage(message)

    # -- the station's folder ----------------------------------------------------------------
    def _read_token(self) -> str | None:
        try:
            text = token_path(self._folder, self.table).read_text(encoding="utf-8").strip()
        except OSError:
            return None
        return text or None

    def _read_offset(self) -> int:
        try:
            text = offset_path(self._folder, self.table).read_text(encoding="utf-8").strip()
            offset = int(text)
        except (OSError, ValueError):
            return 0
        return offset if abs(offset) < 2**53 else 0

    def _save_offset(self) -> None:
        try:
            _write_private(offset_path(self._folder, self.table), f"{self.director_offset_ms}\n")
        except OSError as error:  # measured again at the next welcome
            logger.warning("cannot keep the clock offset: %s", error)

    def _read_accepted(self) -> int:
        if self._journal is None:
            return 0
        try:
            data = json.loads(outbox_path(self._folder, self.table).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return 0
        if not isinstance(data, dict) or data.get("journal_id") != self._journal.journal_id:
            return 0  # another journal (a new tournament): everything is to send
        seq = data.get("accepted_seq")
        return seq if isinstance(seq, int) and seq >= 0 else 0

    def _save_accepted(self) -> None:
        if self._journal is None:
            return
        data = {
            "journal_id": self._journal.journal_id,
            "director": self.address,
            "accepted_seq": self.outbox.accepted_seq,
        }
        try:
            _write_private(outbox_path(self._folder, self.table), json.dumps(data) + "\n")
        except OSError as error:  # sent again after a restart: stored once by the director
            logger.warning("cannot keep the accepted position: %s", error)

    def _tell(self) -> None:
        status = self.status()
        if status != self._shown:
            self._shown = status
            self.status_changed.emit(status)


def _fitting(batch: Batch, records: list[Any], last_seq: int) -> tuple[Batch, str] | None:
    """The batch as one message, halved until it fits; None when one event alone does not.
    The message says how many events wait behind it (the director's Devices panel)."""
    events: tuple[Event, ...] = batch.events
    while events:
        upto = next(r.seq for r in records if r.event is events[-1])
        try:
            text = events_message(list(events), queued=last_seq - upto)
        except ProtocolError:
            text = ""
        if text and len(text.encode("utf-8")) <= MAX_MESSAGE_BYTES:
            return Batch(upto, events), text
        if len(events) == 1:
            return None
        events = events[: len(events) // 2]
    return None
