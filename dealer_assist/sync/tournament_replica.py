"""A station's copy of the director's tournament, from the `journal` messages it receives.

The director sends a station its tournament journal after the position the station says it
holds (`hello`'s `journal` and `since`): everything the first time, only what is new after a
reconnection, so the seat moves the director made while the station was offline arrive when it
returns, once each (by position). The replica folds them with the tournament's own fold
(`core.tournament.apply`) and answers as the station's tournament follower does (`state`,
`read()`), so the station reads the room, the roster and the level the same way.

It also keeps when each move was made (the director's clock), for `move_conflicts`. With a
`keep` file (in the station's data folder) it writes down each message it folds, so a station
started while the network is down still knows its tournament, its seats and its blinds as they
were last heard (`TournamentReplica.kept`). `ReplicaFollower` is the station window's follower
over it, its clock read on the station's own time. Qt-free.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, Protocol

import msgspec

from dealer_assist.core import tournament
from dealer_assist.core.events import Event
from dealer_assist.core.tournament import TournamentState
from dealer_assist.sync.move_conflicts import move_times
from dealer_assist.sync.protocol import Message, ProtocolError, Role, decode, encode, events_of

logger = logging.getLogger(__name__)


class TournamentReplica:
    def __init__(self, keep: Path | None = None) -> None:
        self.journal_id = ""
        self.seq = 0
        self.state: TournamentState | None = None
        # (player id, from table) -> when the director moved him from there (director's ms)
        self.moved_at: dict[tuple[str, int], int] = {}
        self._keep = keep

    @classmethod
    def kept(cls, keep: Path) -> TournamentReplica:
        """The replica as `keep` left it (the messages folded last time, folded again), then
        kept there; empty when there is none, or when it does not replay (a damaged file is
        put aside: the director sends everything again)."""
        replica = cls()
        try:
            lines = Path(keep).read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            lines = []
        except (OSError, UnicodeDecodeError) as error:
            logger.warning("cannot read the kept tournament %s: %s", keep, error)
            lines = []
        try:
            for line in lines:
                replica.apply(decode(line, sender=Role.DIRECTOR))
        except ProtocolError as error:
            logger.warning("the kept tournament %s does not replay (%s): set aside", keep, error)
            replica = cls()
            _set_aside(Path(keep))
        replica._keep = keep
        return replica

    def apply(self, message: Message) -> bool:
        """Fold a `journal` message; True when the tournament changed. ProtocolError when it
        does not follow what is held (the replica starts over: the next connection asks for
        everything)."""
        journal_id, after = message["journal"], message["after"]
        if journal_id != self.journal_id:
            if after != 0:
                self._forget()
                raise ProtocolError("bad_event", "another tournament's journal, not from its start")
            self._forget()
            self.journal_id = journal_id
        elif after != self.seq:
            self._forget()
            raise ProtocolError("bad_event", f"the journal goes on from #{after}, not #{self.seq}")
        events = events_of(message)
        state = self.state
        try:
            for event in events:
                state = tournament.apply(state, event)
        except Exception as error:  # noqa: BLE001 (the director's journal, but over a network)
            self._forget()
            raise ProtocolError(
                "bad_event", f"the director's journal does not replay: {error}"
            ) from None
        self.state = state
        self.seq = message["upto"]
        self.moved_at.update(move_times(events))
        self._write_down(message)
        return bool(events)

    def _write_down(self, message: Message) -> None:
        """Append the message to the kept file (a journal's start replaces what it held)."""
        if self._keep is None:
            return
        text = encode("journal", **message.fields) + "\n"
        flags = os.O_WRONLY | os.O_CREAT | (os.O_TRUNC if message["after"] == 0 else os.O_APPEND)
        try:
            self._keep.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            fd = os.open(self._keep, flags, 0o600)
            try:
                os.write(fd, text.encode("utf-8"))
            finally:
                os.close(fd)
        except OSError as error:  # the replica still holds it; only a restart offline loses it
            logger.warning("cannot keep the director's tournament: %s", error)

    def _forget(self) -> None:
        self.journal_id, self.seq, self.state = "", 0, None
        self.moved_at.clear()
        if self._keep is not None:
            _set_aside(self._keep)

    # -- the station's tournament follower ------------------------------------------------------
    def read(self) -> TournamentState | None:
        return self.state

    def close(self) -> None:
        """Nothing to release (the follower's interface)."""


def _set_aside(path: Path) -> None:
    try:
        os.replace(path, path.with_name(path.name + ".bad"))
    except FileNotFoundError:
        pass
    except OSError as error:
        logger.warning("cannot set %s aside: %s", path, error)


class ReplicaFollower:
    """The replica as the station window's tournament follower (`state`, `read()`, `close()`,
    as `app_station.TournamentFollower`), its clock moved onto the station's: the window and
    the level read the clock at the station's own time, which is the director's time plus
    `offset_ms()` (the link's `director_offset_ms`), so they show the director's level and
    time left. While the replica starts over (None), or holds another tournament than
    `journal_id` (the one the station's table belongs to, when given), the last state stays."""

    def __init__(
        self, replica: TournamentReplica, offset_ms: Callable[[], int], journal_id: str = ""
    ) -> None:
        self.replica = replica
        self._offset_ms = offset_ms
        self.journal_id = journal_id or replica.journal_id
        self._seen: tuple[TournamentState | None, int] = (None, 0)
        self._shown: TournamentState | None = None

    @property
    def state(self) -> TournamentState | None:
        held, offset = self.replica.state, self._offset_ms()
        if self.journal_id and self.replica.journal_id != self.journal_id:
            held = None
        if held is not None and (held is not self._seen[0] or offset != self._seen[1]):
            self._seen = (held, offset)
            self._shown = on_station_clock(held, offset)
        return self._shown

    def read(self) -> TournamentState | None:
        return self.state

    def close(self) -> None:
        """Nothing to release: the link owns the replica."""


def on_station_clock(state: TournamentState, offset_ms: int) -> TournamentState:
    """`state` with its clock anchored on a clock `offset_ms` ahead of the director's:
    read at the station's time T, it shows what the director's shows at T - offset_ms."""
    anchor = state.anchor
    if anchor is None or offset_ms == 0:
        return state
    moved = msgspec.structs.replace(anchor, anchored_at_ms=anchor.anchored_at_ms + offset_ms)
    return msgspec.structs.replace(state, anchor=moved)


class DirectorJournal(Protocol):
    """What the feed reads of the director's `store.journal.Journal`."""

    @property
    def journal_id(self) -> str: ...

    def records(self, since_seq: int = 0) -> Iterable[Any]: ...


def journal_source(
    journal_of: Callable[[], DirectorJournal | None],
) -> Callable[[str, int], tuple[str, int, list[tuple[int, Event]]] | None]:
    """The hub's journal source over the director's journal (`journal_of()`: the one open,
    None while none is): the records after a station's position when it holds this journal,
    else all of it."""

    def source(held_id: str, held_seq: int) -> tuple[str, int, list[tuple[int, Event]]] | None:
        journal = journal_of()
        if journal is None:
            return None
        after = held_seq if held_id == journal.journal_id else 0
        return journal.journal_id, after, [(r.seq, r.event) for r in journal.records(after)]

    return source
