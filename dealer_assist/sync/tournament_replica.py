"""A station's copy of the director's tournament, from the `journal` messages it receives.

The director sends a station its tournament journal after the position the station says it
holds (`hello`'s `journal` and `since`): everything the first time, only what is new after a
reconnection, so the seat moves the director made while the station was offline arrive when it
returns, once each (by position). The replica folds them with the tournament's own fold
(`core.tournament.apply`) and answers as the station's tournament follower does (`state`,
`read()`), so the station reads the room, the roster and the level the same way.

It also keeps when each move was made (the director's clock), for `move_conflicts`. Qt-free.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol

from dealer_assist.core import tournament
from dealer_assist.core.events import Event
from dealer_assist.core.tournament import TournamentState
from dealer_assist.sync.move_conflicts import move_times
from dealer_assist.sync.protocol import Message, ProtocolError, events_of


class TournamentReplica:
    def __init__(self) -> None:
        self.journal_id = ""
        self.seq = 0
        self.state: TournamentState | None = None
        # (player id, from table) -> when the director moved him from there (director's ms)
        self.moved_at: dict[tuple[str, int], int] = {}

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
        return bool(events)

    def _forget(self) -> None:
        self.journal_id, self.seq, self.state = "", 0, None
        self.moved_at.clear()

    # -- the station's tournament follower ------------------------------------------------------
    def read(self) -> TournamentState | None:
        return self.state

    def close(self) -> None:
        """Nothing to release (the follower's interface)."""


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
