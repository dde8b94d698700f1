"""Follow a journal another process writes: new records as they come, and a reconnection when
the file under us is no longer the one being written.

A reader keeps its SQLite connection (and so its locks) for as long as it follows, which keeps
the writer's `-wal` in place. But a journal can still be replaced (a restore, a copy put back)
or lose its `-wal` (a writer that was the last connection closed while we reopened): a reader
left on the old files would show a frozen clock forever with no error. So each poll compares
the files' identities first (a stat each) and reopens when they changed.
"""

from __future__ import annotations

import dataclasses
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from dealer_assist.core.events import Event
from dealer_assist.store.journal import Journal, JournalError, JournalRecord
from dealer_assist.store.session import replay_journal
from dealer_assist.store.snapshots import SnapshotError, load_state

logger = logging.getLogger(__name__)

S = TypeVar("S")


@dataclasses.dataclass(frozen=True, slots=True)
class Update:
    """What one poll found. `restart`: the journal was replaced, or reopened after its files
    changed: start again from it (`start` for a fold, from its newest snapshot; `records` for
    every record). No records come with a restart."""

    records: tuple[JournalRecord, ...]
    restart: bool = False


def _identity(path: Path) -> tuple[int, int, int | None]:
    st = os.stat(path)
    try:
        wal = os.stat(f"{path}-wal").st_ino
    except OSError:
        wal = None
    return (st.st_dev, st.st_ino, wal)


class JournalFollower:
    """A read-only view of the journal at `path` that survives the writer's restarts.

    `poll()` returns what is new; on trouble it raises JournalError and `problem` says what,
    until a later poll reconnects (the caller shows "reconnecting").
    """

    def __init__(self, path: Path) -> None:
        self._path = Path(path)
        self._journal: Journal | None = None
        self._identity: tuple[int, int, int | None] | None = None
        self._last_seq = 0
        self.problem: str | None = None
        self.reconnections = 0
        self._open()

    @property
    def path(self) -> Path:
        return self._path

    @property
    def last_seq(self) -> int:
        return self._last_seq

    def start(self, fold: str, apply: Callable[[S, Event], S], initial: S) -> tuple[S, int]:
        """The state now and how many events were folded for it: from the newest usable
        snapshot of `fold` (the director keeps them), then the events after it, folded the
        way a Session replays (at once, for a fold that takes many), so a reader opening a
        long night is quick even when there is no snapshot (an older program's journal)."""
        journal = self._require()
        state, since = initial, 0
        found = journal.read_snapshot(fold, journal.last_seq)
        if found is not None:
            try:
                state, since = load_state(found[1]), found[0]  # type: ignore[assignment]
            except SnapshotError as exc:
                logger.warning("journal %s: snapshot ignored (%s)", self._path, exc)
        state, self._last_seq = replay_journal(journal, apply, state, since)
        return state, self._last_seq - since

    def fold_update(
        self, update: Update, fold: str, apply: Callable[[S, Event], S], state: S, initial: S
    ) -> S:
        """`state` with what `update` found folded in; after a restart, the journal's state
        from `initial` again, as `start` makes it (a restored long night in constant time).
        A restart that cannot be read raises, and the next poll starts over (never reading on
        from the seq of the journal it replaced)."""
        if update.restart:
            try:
                return self.start(fold, apply, initial)[0]
            except (JournalError, ValueError) as exc:  # ValueError: a fold that refuses
                self._drop(str(exc))
                raise
        for record in update.records:
            state = apply(state, record.event)
        return state

    def records(self) -> list[JournalRecord]:
        """Every record so far (the first replay, or after a restart); later ones come from
        `poll`. A journal that cannot be read raises, and the next poll starts over."""
        journal = self._require()
        try:
            found = list(journal.records())
        except JournalError as exc:
            self._drop(str(exc))
            raise
        self._last_seq = found[-1].seq if found else 0
        return found

    def poll(self) -> Update:
        """Records appended since the last call; reopens first if the files were changed."""
        try:
            if self._journal is None or self._files_changed():
                return self._reconnect()
            journal = self._journal
            found = tuple(journal.records(self._last_seq))
        except (JournalError, OSError) as exc:
            self._drop(str(exc))
            raise JournalError(self.problem or str(exc)) from exc
        if found:
            self._last_seq = found[-1].seq
        return Update(found)

    def close(self) -> None:
        if self._journal is not None:
            self._journal.close()
            self._journal = None

    def _files_changed(self) -> bool:
        try:
            now = _identity(self._path)
        except OSError:
            return True  # gone: the reconnection says so
        if now == self._identity:
            return False
        if (
            self._identity is not None
            and now[:2] == self._identity[:2]
            and self._identity[2] is None
        ):
            # A -wal appeared beside a journal we opened without one: the same database file,
            # and our connection reads that -wal by name: nothing to reopen.
            self._identity = now
            return False
        return True

    def _reconnect(self) -> Update:
        logger.info("journal %s changed under its reader; reconnecting", self._path)
        self.close()
        self._open()
        self.reconnections += 1
        return Update((), restart=True)

    def _open(self) -> None:
        try:
            self._identity = _identity(self._path)
            self._journal = Journal.open(self._path, read_only=True)
        except (JournalError, OSError) as exc:
            self._drop(str(exc))
            raise JournalError(self.problem or str(exc)) from exc
        self.problem = None

    def _drop(self, problem: str) -> None:
        self.close()
        self.problem = problem

    def _require(self) -> Journal:
        if self._journal is None:
            raise JournalError(self.problem or f"journal {self._path} is not open")
        return self._journal
