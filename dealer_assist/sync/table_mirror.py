"""The director's copy of each station's table journal: where a station's `events` land.

A station on the network sends its table journal's events (`sync/station_link`); the hub
hands them here (`Hub(event_sink=TableMirrors(...))`) with the peer whose token was checked.
They are appended, by event id, to `<data>/tables/<tournament stem>-table-<N>.journal`, the
same file a station on the director's own machine writes, so the director's one-second table
follower (`TableReporter`) records their bust-outs and hands as it does for a local station.
Only the token's table is ever written (the peer's table comes from its token, never from the
message); an event already stored is stored once and still acknowledged, so a batch
delivered twice (an acknowledgement lost with the Wi-Fi) costs nothing.

Qt-free and store-free: the director (app.py) gives the opener, `store.journal.Journal` for
writing; each mirror stays open until `close()`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

from dealer_assist.core.events import Event
from dealer_assist.sync.protocol import ProtocolError

logger = logging.getLogger(__name__)

# The table's journal on the director's side, or None while no tournament is open.
PathOfTable = Callable[[int], Path | None]


class MirrorJournal(Protocol):
    """What a mirror needs of `store.journal.Journal` (app.py opens it: sync never imports
    the store)."""

    @property
    def closed(self) -> bool: ...

    def append_many(self, events: Sequence[Event]) -> list[bool]: ...

    def events(self) -> list[Event]: ...

    def close(self) -> None: ...


# Opens (creating if need be) the journal at a path for writing: `Journal.open(p, create=True)`.
OpenJournal = Callable[[Path], MirrorJournal]


class TableMirrors:
    """An `EventSink` for the hub: `mirrors(peer, events)` stores them and returns the ids
    stored (new or already there); ProtocolError refuses the batch."""

    def __init__(self, path_of: PathOfTable, open_journal: OpenJournal) -> None:
        self._path_of = path_of
        self._open_journal = open_journal
        self._open: dict[Path, MirrorJournal] = {}

    def __call__(self, peer: Any, events: Sequence[Event]) -> list[str]:
        table = getattr(peer, "table", None)
        if not isinstance(table, int):
            raise ProtocolError("unauthorized", "only a paired station may send table events")
        path = self._path_of(table)
        if path is None:
            raise ProtocolError("unavailable", "the director has no tournament open yet")
        try:
            journal = self._journal(path)
            journal.append_many(events)
        except Exception as error:  # noqa: BLE001 (a busy or full file: the station sends again)
            logger.warning("table %s's events not stored: %s", table, error)
            words = f"table {table}'s events cannot be stored now"
            raise ProtocolError("unavailable", words) from None
        return [event.event_id for event in events]

    def _journal(self, path: Path) -> MirrorJournal:
        journal = self._open.get(path)
        if journal is None or journal.closed:
            path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            journal = self._open_journal(path)
            self._open[path] = journal
        return journal

    def paths(self) -> list[Path]:
        return list(self._open)

    def events(self, table: int) -> list[Event]:
        """Table `table`'s events stored so far (none before its station sent any)."""
        path = self._path_of(table)
        journal = None if path is None else self._open.get(path)
        if journal is None or journal.closed:
            return []
        return list(journal.events())

    def close(self) -> None:
        for journal in self._open.values():
            try:
                journal.close()
            except Exception:  # noqa: BLE001 (best effort: every event was committed)
                logger.debug("closing a table mirror", exc_info=True)
        self._open.clear()
