"""A live fold over a journal: replay on open, then journal, apply and notify each new event.

Generic over the state type, so the tournament, a table and a hand each run on one Session.
`apply(state, event) -> state` must be pure (return a new state, never mutate the old one).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterable, Sequence
from types import TracebackType
from typing import Generic, TypeVar

from dealer_assist.core.events import Event
from dealer_assist.store.journal import Journal, JournalError, collection_paused, wall_clock_ms
from dealer_assist.store.snapshots import SNAPSHOT_EVERY, SnapshotError, dump_state, load_state

logger = logging.getLogger(__name__)

S = TypeVar("S")

Listener = Callable[[S, tuple[Event, ...]], None]


# Seqs (so at most as many events) read and folded at a time by a fold that takes many
# (fold_many): enough that each read's own cost vanishes, few enough that a replay holds a
# few MB, not the whole journal (a 100,000-event replay peaked 34 MB higher at once).
REPLAY_CHUNK = 10_000


class ReplayError(JournalError):
    """A stored event the fold refuses: the journal is intact but cannot be turned into state."""


def replay_journal(
    journal: Journal, apply: Callable[[S, Event], S], state: S, since_seq: int
) -> tuple[S, int]:
    """`state` with every event after `since_seq` folded in, and the last seq read: at once
    when the fold takes many (`apply.fold_many`, the tournament's), else one by one. A refused
    event raises ReplayError naming its seq (the one-by-one fold finds it)."""
    fold_many: Callable[[S, Sequence[Event]], S] | None = getattr(apply, "fold_many", None)
    if fold_many is not None:
        with collection_paused():  # the events are gone again before it resumes
            folded = _fold_at_once(journal, fold_many, state, since_seq)
        if folded is not None:
            return folded
    seq = since_seq
    for seq, event in journal.numbered_events(since_seq):
        try:
            state = apply(state, event)
        except Exception as exc:
            raise ReplayError(
                f"journal {journal.path}: event #{seq}"
                f" ({type(event).__name__} {event.event_id}) cannot be applied: {exc}"
            ) from exc
    if fold_many is not None:  # the state is right, but the quick fold is wrong: say so
        logger.warning("journal %s: %r refused what its fold takes", journal.path, fold_many)
    return state, seq


def _fold_at_once(
    journal: Journal, fold_many: Callable[[S, Sequence[Event]], S], state: S, since_seq: int
) -> tuple[S, int] | None:
    """The state and seq after every event since `since_seq`, or None if the fold refuses
    one: the caller folds them one by one then, for the verdict naming it. Read and folded
    REPLAY_CHUNK seqs at a time, so a long replay never holds them all."""
    seq, last = since_seq, journal.last_seq  # rows appended meanwhile come after
    while seq < last:
        events, _ = journal.read_since(seq, min(seq + REPLAY_CHUNK, last))
        try:
            state = fold_many(state, events)
        except Exception:  # noqa: BLE001 (any refusal: the one-by-one fold words it)
            return None
        seq = min(seq + REPLAY_CHUNK, last)
    return state, max(seq, since_seq)


class Session(Generic[S]):
    """The state of one journal, kept current. Not thread-safe (one thread, like the journal).

    `execute(event)` is the only way in: the fold is computed first (so an event it refuses is
    never stored), then the event is committed to the journal, and only then does the new state
    become `state` and subscribers hear of it. An event id already in the journal is ignored.

    With a `fold_version` (`store.fold_version.fold_version(apply)`), opening starts from the
    newest snapshot of that fold and replays only the events after it, and the session keeps
    a snapshot every SNAPSHOT_EVERY events and when it closes: opening costs the same for a
    long journal as for a short one. With `summarize` too, each snapshot keeps a summary of
    the state (`Journal.write_summary`), and closing keeps one of the state as it is: what a
    program can show before it opens the session (the director's clock at its first paint).
    """

    def __init__(
        self,
        journal: Journal,
        apply: Callable[[S, Event], S],
        initial: S,
        *,
        fold_version: str | None = None,
        summarize: Callable[[S], str] | None = None,
    ) -> None:
        self._journal = journal
        self._summarize = summarize
        self._apply = apply
        self._listeners: list[Listener[S]] = []
        self._initial = initial
        self._fold_version = fold_version
        self._executed: set[str] = set()  # ids executed here: most duplicates need no look-up
        self._seq = 0
        self._unsnapshotted = 0
        self.replayed = 0  # events folded at open (after the snapshot, if one was used)
        self._state = self._open_state()
        logger.debug("replayed %d events from %s", self.replayed, journal.path)

    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str],
        apply: Callable[[S, Event], S],
        initial: S,
        *,
        create: bool = False,
        fold_version: str | None = None,
    ) -> Session[S]:
        """Open (or create) the journal at `path` and replay it; closing the session closes it."""
        journal = Journal.open(path, create=create)
        try:
            return cls(journal, apply, initial, fold_version=fold_version)
        except BaseException:
            journal.close()
            raise

    @property
    def state(self) -> S:
        return self._state

    @property
    def journal(self) -> Journal:
        return self._journal

    def has_seen(self, event_id: str) -> bool:
        return event_id in self._executed or self._journal.contains(event_id)

    def verify(self) -> bool:
        """True when the state equals a full replay of the journal (the snapshot's check)."""
        return bool(self._replay_from(self._initial, 0)[0] == self._state)

    def execute(self, event: Event) -> S:
        """Journal then apply one event and notify subscribers; returns the new state.

        When this returns, the event is committed (it survives a crash). An event whose id was
        seen before changes nothing and notifies nobody.
        """
        return self.execute_many((event,))

    def execute_many(self, events: Iterable[Event]) -> S:
        """Like `execute` for several events, committed in one transaction (all or none)."""
        fresh: list[Event] = []
        ids: set[str] = set()
        for event in events:
            if event.event_id not in ids and not self.has_seen(event.event_id):
                fresh.append(event)
                ids.add(event.event_id)
        if not fresh:
            return self._state
        state = self._state
        for event in fresh:
            state = self._apply(state, event)  # may raise: then nothing was stored
        if len(fresh) == 1:
            stored = [self._journal.append(fresh[0])]
        else:
            stored = self._journal.append_many(fresh)
        if not all(stored):
            # Some ids were already in the file though this session never saw them: another
            # writer. Only a full replay gives the state the journal really holds.
            logger.warning(
                "journal %s already held %s; replaying it",
                self._journal.path,
                [e.event_id for e, s in zip(fresh, stored, strict=True) if not s],
            )
            state, self._seq = self._replay_from(self._initial, 0)
            self._unsnapshotted = 0
            fresh = [e for e, s in zip(fresh, stored, strict=True) if s]
        else:
            self._seq = self._journal.last_seq
        self._executed.update(e.event_id for e in fresh)
        self._unsnapshotted += len(fresh)
        changed = bool(fresh) or state is not self._state
        self._state = state
        if self._unsnapshotted >= SNAPSHOT_EVERY:
            self._snapshot()
        if changed:
            self._notify(tuple(fresh))
        return state

    def subscribe(self, listener: Listener[S]) -> Callable[[], None]:
        """Call `listener(state, events)` after each change; returns a function to unsubscribe."""
        self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe

    def close(self) -> None:
        self._listeners.clear()
        if self._unsnapshotted and not self._journal.closed:
            self._snapshot()  # the next open starts here
        elif not self._journal.closed:
            self._keep_summary()  # e.g. a journal an older program left without one
        self._journal.close()

    def __enter__(self) -> Session[S]:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def _open_state(self) -> S:
        """The state now: from the newest usable snapshot, then the events after it."""
        start_state, start_seq = self._initial, 0
        if self._fold_version is not None:
            found = self._journal.read_snapshot(self._fold_version, self._journal.last_seq)
            if found is not None:
                try:
                    start_state, start_seq = load_state(found[1]), found[0]  # type: ignore[assignment]
                except SnapshotError as exc:
                    logger.warning("journal %s: snapshot ignored (%s)", self._journal.path, exc)
        state, self._seq = self._replay_from(start_state, start_seq)
        self.replayed = self._seq - start_seq
        self._unsnapshotted = self.replayed
        return state

    def _replay_from(self, state: S, since_seq: int) -> tuple[S, int]:
        return replay_journal(self._journal, self._apply, state, since_seq)

    def _snapshot(self) -> None:
        """Keep the state for the next open; never at the cost of the session (a full disk, a
        state that cannot be pickled, a read-only journal: logged, and the replay stays)."""
        if self._fold_version is None or self._journal.read_only or not self._seq:
            self._unsnapshotted = 0
            return
        try:
            data = dump_state(self._state)
            self._journal.write_snapshot(
                self._fold_version, self._seq, wall_clock_ms(), data, summary=self._summary()
            )
        except (SnapshotError, JournalError) as exc:
            logger.warning("journal %s: no snapshot kept (%s)", self._journal.path, exc)
        self._unsnapshotted = 0

    def _summary(self) -> str | None:
        """The state's summary, None without `summarize` (or when it fails: only logged)."""
        if self._summarize is None:
            return None
        try:
            return self._summarize(self._state)
        except Exception:  # a summary is a cache: never at the cost of the session
            logger.exception("journal %s: no summary of the state", self._journal.path)
            return None

    def _keep_summary(self) -> None:
        """At close with no snapshot due: keep the state's summary unless it is kept already
        (one missing, out of date or damaged is written again)."""
        if self._fold_version is None or self._journal.read_only or not self._seq:
            return
        summary = self._summary()
        if summary is None or summary == self._journal.read_summary(self._fold_version):
            return
        try:
            self._journal.write_summary(self._fold_version, self._seq, summary)
        except JournalError as exc:
            logger.warning("journal %s: no summary kept (%s)", self._journal.path, exc)

    def _notify(self, events: tuple[Event, ...]) -> None:
        # The events are already durable: one failing view must not hide them from the others.
        for listener in list(self._listeners):
            try:
                listener(self._state, events)
            except Exception:
                logger.exception("a session listener failed on %s", [e.event_id for e in events])
