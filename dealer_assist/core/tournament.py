"""The tournament as a fold over its events: name, house book, structure and clock anchor.

Commands (`cmd_*`) check a request against the state and return the event to append; `apply`
folds an event in; `replay` folds a journal. An event's `at_ms` is the command's `now_ms`, so
replaying the journal later reproduces the same anchors, and the clock keeps running while the
app is down unless it was paused.

Undo is an event too (`CommandUndone`), so the journal stays append-only: the state is the fold
of the events with the undone ones left out, and undoing an undo is a redo. Only the latest
command can be undone (and only the latest undo redone), which makes "left out" the same as
"restore what the state was just before it". Undoing a clock command therefore rewrites the
clock's past: undo a pause made five minutes ago and the clock has been running all along.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from itertools import groupby
from typing import Any, NamedTuple

import msgspec

from dealer_assist.core.clock import clock
from dealer_assist.core.clock.clock import ClockAnchor, ClockError
from dealer_assist.core.clock.structure import Period, Structure, parse_structure
from dealer_assist.core.events import Event, new_event_id
from dealer_assist.core.money.ledger import LEDGER_EVENTS, Ledger, LedgerError, fold_ledger
from dealer_assist.core.roster import (
    ROSTER_EVENTS,
    PlayerEliminated,
    PlayerLeft,
    Roster,
    RosterError,
    TournamentEndedOnChips,
    fold_roster,
)
from dealer_assist.core.seating.room import (
    REPORT_ID_PREFIX,
    ROOM_EVENTS,
    HandForHandSet,
    Room,
    RoomError,
    fold_room,
)

log = logging.getLogger(__name__)


class TournamentError(ValueError):
    """An event or command that does not fit the tournament's state."""


# ---------------------------------------------------------------------------------------------
# Events
# ---------------------------------------------------------------------------------------------


class TournamentCreated(Event, tag="tournament.created", frozen=True, kw_only=True):
    name: str
    house_book: str
    structure_toml: str


class ClockStarted(Event, tag="tournament.clock_started", frozen=True, kw_only=True):
    pass


class ClockPaused(Event, tag="tournament.clock_paused", frozen=True, kw_only=True):
    pass


class ClockResumed(Event, tag="tournament.clock_resumed", frozen=True, kw_only=True):
    pass


class ClockAdjusted(Event, tag="tournament.clock_adjusted", frozen=True, kw_only=True):
    """Time added (or taken off) the current period; `set_to_ms` when the director typed the
    time left the clock should show (the delta is what got there: the fold needs no more)."""

    delta_ms: int
    set_to_ms: int | None = None


class PeriodJumped(Event, tag="tournament.period_jumped", frozen=True, kw_only=True):
    """The clock moved to the start of `period_index`; `command` says which asked for it
    ("next", "previous", "restart", "break_now", or "" for a jump to a chosen period)."""

    period_index: int
    command: str = ""


class StructureChanged(Event, tag="tournament.structure_changed", frozen=True, kw_only=True):
    structure_toml: str


class CommandUndone(Event, tag="tournament.undone", frozen=True, kw_only=True):
    """Leave `target_event_id` out of the fold: a clock or structure command (undo), or an
    earlier CommandUndone (redo)."""

    target_event_id: str


CLOCK_EVENTS: tuple[type[Event], ...] = (
    ClockStarted,
    ClockPaused,
    ClockResumed,
    ClockAdjusted,
    PeriodJumped,
    StructureChanged,
)
# The parts of the state beside the clock, each with its events and fold (an event may concern
# several: a buy-in gives a player chips and takes money).
PART_EVENTS: tuple[type[Event], ...] = tuple(
    dict.fromkeys((*ROSTER_EVENTS, *LEDGER_EVENTS, *ROOM_EVENTS))
)
# The commands an undo may take back (never TournamentCreated).
UNDOABLE_EVENTS: tuple[type[Event], ...] = (*CLOCK_EVENTS, *PART_EVENTS)
# How many commands back Ctrl+Z reaches at least; bounded so a long tournament's state stays small.
UNDO_DEPTH = 100

TOURNAMENT_EVENTS: tuple[type[Event], ...] = (
    TournamentCreated,
    *UNDOABLE_EVENTS,
    CommandUndone,
)


# ---------------------------------------------------------------------------------------------
# State
# ---------------------------------------------------------------------------------------------


class Parts(NamedTuple):
    """Everything a command can change: the clock and structure, the roster, the money, the
    room."""

    structure: Structure
    structure_toml: str
    anchor: ClockAnchor | None
    roster: Roster
    ledger: Ledger
    room: Room


class Undoable(NamedTuple):
    """One step of the undo (or redo) history, linked to the step `below` it (a stack).

    On the undo stack `parts` are the state's parts before `command`, and `reports` the
    stations' reports folded after it (they are no one's command: an undo keeps them, folding
    them again onto the parts before). On the redo stack `undone_by` is the CommandUndone that
    took the command back; a redo folds the command again onto the state as it is. Parts are
    immutable, so keeping them whole costs a reference. A linked stack of named tuples.
    """

    command: Event
    parts: Parts
    undone_by: str = ""
    below: Undoable | None = None
    depth: int = 1
    reports: tuple[Event, ...] = ()

    @property
    def structure(self) -> Structure:
        return self.parts.structure

    @property
    def anchor(self) -> ClockAnchor | None:
        return self.parts.anchor


_new_tuple = tuple.__new__


def _push(
    below: Undoable | None,
    command: Event,
    parts: Parts,
    undone_by: str = "",
    reports: tuple[Event, ...] = (),
) -> Undoable:
    depth = 1 if below is None else below.depth + 1
    if depth > 2 * UNDO_DEPTH:
        # Forget the oldest steps now and then (amortised O(1)); UNDO_DEPTH always remain.
        below = _keep_top(below, UNDO_DEPTH - 1)
        depth = UNDO_DEPTH
    # tuple.__new__: a named tuple's own __new__ costs twice as much, once per command.
    step: Undoable = _new_tuple(Undoable, (command, parts, undone_by, below, depth, reports))
    return step


def _keep_top(top: Undoable | None, count: int) -> Undoable | None:
    kept: list[Undoable] = []
    while top is not None and len(kept) < count:
        kept.append(top)
        top = top.below
    result: Undoable | None = None
    for depth, step in enumerate(reversed(kept), 1):
        result = _new_tuple(
            Undoable, (step.command, step.parts, step.undone_by, result, depth, step.reports)
        )
    return result


def is_report(event: Event) -> bool:
    """A station's report (ids from store/table_reports): recorded, never a director's command
    to undo."""
    return event.event_id.startswith(REPORT_ID_PREFIX)


class TournamentState(msgspec.Struct, frozen=True):
    """A tournament as its events left it. `anchor` is None until the clock starts.

    `undo_top` is the latest command (then the ones below it) and `redo_top` the latest undone
    one that can be redone; a new command empties the redo stack.
    """

    name: str
    house_book: str
    structure: Structure
    structure_toml: str
    anchor: ClockAnchor | None = None
    roster: Roster = Roster()
    ledger: Ledger = Ledger()
    room: Room = Room()
    events_applied: int = 1
    undo_top: Undoable | None = None
    redo_top: Undoable | None = None

    @property
    def started(self) -> bool:
        return self.anchor is not None

    @property
    def parts(self) -> Parts:
        return Parts(
            self.structure, self.structure_toml, self.anchor, self.roster, self.ledger, self.room
        )

    # The room's figures (None until the first buy-in: the TV shows a dash, not a zero).
    @property
    def players_left(self) -> int | None:
        return self.roster.players_left if self.roster.entries else None

    @property
    def entries(self) -> int | None:
        return self.roster.entries or None

    @property
    def total_chips(self) -> int | None:
        return self.roster.chips_in_play if self.roster.entries else None

    @property
    def prize_pool(self) -> int | None:
        return self.ledger.prize_pool if self.ledger.payments else None

    def reading(self, now_ms: int) -> clock.ClockReading | None:
        """The clock at now_ms, or None before the start."""
        return (
            None if self.anchor is None else clock.read_clock(self.structure, self.anchor, now_ms)
        )


@lru_cache(maxsize=16)
def _parse(structure_toml: str) -> Structure:
    # Replays parse the same text many times; parsing is pure, so cache it.
    return parse_structure(structure_toml, source="structure")


def apply(state: TournamentState | None, event: Event) -> TournamentState:
    """The state after `event`; TournamentError, ClockError or StructureError if it does not fit."""
    kind = type(event)
    fold = _FOLDS.get(kind) or _fold_for(kind)
    if state is None and fold is not _create:
        raise TournamentError(f"{kind.__name__} before the tournament was created")
    return fold(state, event)  # type: ignore[arg-type]


# A replay folds 100,000s of events: each is dispatched by its type through a dict built once,
# the new state is built by its constructor (a Struct's, in C) with its fields in order, and
# only the parts an event changes are new; the rest are shared.
def _parts_of(state: TournamentState) -> Parts:
    parts: Parts = _new_tuple(
        Parts,
        (
            state.structure,
            state.structure_toml,
            state.anchor,
            state.roster,
            state.ledger,
            state.room,
        ),
    )
    return parts


def _create(state: TournamentState | None, event: TournamentCreated) -> TournamentState:
    if state is not None:
        raise TournamentError(f"tournament {state.name!r} already exists; create a new one instead")
    if not event.name.strip():
        raise TournamentError("a tournament needs a name")
    if not event.house_book.strip():
        raise TournamentError("a tournament needs a house book (ubetcha, applewood, ...)")
    return TournamentState(
        name=event.name,
        house_book=event.house_book,
        structure=_parse(event.structure_toml),
        structure_toml=event.structure_toml,
    )


def _clock_command(step: Callable[[Structure, ClockAnchor, Event], ClockAnchor]) -> _Fold:
    """The fold of a clock command that needs a running or paused clock: only the anchor is new,
    the undo step keeps the parts before it."""

    def fold(state: TournamentState, event: Event) -> TournamentState:
        anchor = state.anchor
        if anchor is None:
            raise ClockError("the clock has not started yet; start it first")
        structure = state.structure
        return TournamentState(
            state.name,
            state.house_book,
            structure,
            state.structure_toml,
            step(structure, anchor, event),
            state.roster,
            state.ledger,
            state.room,
            state.events_applied + 1,
            _push(state.undo_top, event, _parts_of(state)),
            None,
        )

    return fold


def _command(state: TournamentState, event: Event) -> TournamentState:
    """Any other command: its parts folded, the parts before kept as its undo step."""
    parts = _fold_command(state, event)
    return _evolve(state, parts, _push(state.undo_top, event, _parts_of(state)), None)


def _part_event(state: TournamentState, event: Event) -> TournamentState:
    if not is_report(event):
        return _command(state, event)
    # Folded in, kept with the latest command so undoing that command keeps the report.
    parts = _fold_parts(state, event)
    top = state.undo_top
    if top is not None:
        top = top._replace(reports=(*top.reports, event))
    return _evolve(state, parts, top, state.redo_top)


def _undo_event(state: TournamentState, event: CommandUndone) -> TournamentState:
    return _undo(state, event)


def _fold_for(kind: type[Event]) -> _Fold:
    """The fold of an event type the table lacks (a subclass, a foreign event), kept."""
    found = (fold for known, fold in list(_FOLDS.items()) if issubclass(kind, known))
    fold = next(found, _command)  # not a tournament event: _fold_clock says so
    _FOLDS[kind] = fold
    for known, step in list(_CLOCK_STEPS.items()):
        if issubclass(kind, known):
            _CLOCK_STEPS[kind] = step
    if issubclass(kind, PART_EVENTS):
        _PART_FOLDS[kind] = _part_folds(kind)
    return fold


def _fold_command(state: TournamentState, event: Event) -> Parts:
    if type(event) in _PART_FOLDS or isinstance(event, PART_EVENTS):
        return _fold_parts(state, event)
    return _fold_clock(state, event)


def _with_parts(state: TournamentState, parts: Parts) -> TournamentState:
    """The state with other parts, nothing else changed (undo folds reports onto it)."""
    return msgspec.structs.replace(state, **parts._asdict())


def _fold_clock(state: TournamentState, event: Event) -> Parts:
    structure, anchor, now = state.structure, state.anchor, event.at_ms
    structure_toml = state.structure_toml
    new_anchor: ClockAnchor | None
    if isinstance(event, ClockStarted):
        if anchor is not None:
            raise ClockError("the clock has already started; pause or resume it instead")
        new_anchor = clock.start(structure, now)
    elif isinstance(event, StructureChanged):
        structure, structure_toml, new_anchor = _change_structure(state, event)
    elif anchor is None:
        raise ClockError("the clock has not started yet; start it first")
    elif (step := _CLOCK_STEPS.get(type(event))) is not None:
        new_anchor = step(structure, anchor, event)
    else:
        raise TournamentError(f"{type(event).__name__} is not a tournament event")
    return Parts(structure, structure_toml, new_anchor, state.roster, state.ledger, state.room)


class _PartFolds(NamedTuple):
    """Which of the parts' folds an event type goes through (worked out once per type)."""

    roster: bool
    ledger: bool
    room: bool
    hand_for_hand: bool


def _part_folds(kind: type[Event]) -> _PartFolds:
    return _PartFolds(
        issubclass(kind, ROSTER_EVENTS),
        issubclass(kind, LEDGER_EVENTS),
        issubclass(kind, ROOM_EVENTS),
        issubclass(kind, HandForHandSet),
    )


def _fold_parts(state: TournamentState, event: Event) -> Parts:
    """The roster and the money after `event` (each folds the events it knows)."""
    roster, ledger, room = state.roster, state.ledger, state.room
    folds = _PART_FOLDS.get(type(event)) or _part_folds(type(event))
    try:
        if folds.roster:
            roster = fold_roster(roster, event)
            for player_id in _gone(event, roster):
                room = room.without(player_id)  # an empty seat, a move no longer needed
        if folds.ledger:
            ledger = fold_ledger(ledger, event)
        if folds.room:
            room = fold_room(room, event)
        if folds.hand_for_hand:
            assert isinstance(event, HandForHandSet)
            anchor = _hand_for_hand_clock(state, event)
            return Parts(state.structure, state.structure_toml, anchor, roster, ledger, room)
    except (RosterError, LedgerError, RoomError) as exc:
        raise TournamentError(str(exc)) from exc
    return Parts(state.structure, state.structure_toml, state.anchor, roster, ledger, room)


def _hand_for_hand_clock(state: TournamentState, event: HandForHandSet) -> ClockAnchor | None:
    """Hand-for-hand stops the clock while it lasts (the tables play one hand at a time, so
    the levels do not run on against them) and lets it run again when it ends."""
    anchor = state.anchor
    if anchor is None:
        return None
    if event.on and anchor.running:
        return clock.pause(state.structure, anchor, event.at_ms)
    if not event.on and state.room.hand_for_hand and not anchor.running:
        return clock.resume(state.structure, anchor, event.at_ms)
    return anchor


def _gone(event: Event, roster: Roster) -> tuple[str, ...]:
    """The players whose seats an event frees."""
    if isinstance(event, PlayerEliminated):
        return (event.player_id,)
    if isinstance(event, PlayerLeft) and event.handling == "removed":
        return (event.player_id,)
    if isinstance(event, TournamentEndedOnChips):
        return tuple(event.counts)
    return ()


def _evolve(
    state: TournamentState, parts: Parts, undo_top: Undoable | None, redo_top: Undoable | None
) -> TournamentState:
    structure, structure_toml, anchor, roster, ledger, room = parts
    return TournamentState(
        state.name,
        state.house_book,
        structure,
        structure_toml,
        anchor,
        roster,
        ledger,
        room,
        state.events_applied + 1,
        undo_top,
        redo_top,
    )


_Fold = Callable[[TournamentState, Any], TournamentState]

# The clock commands that need a started clock, as (structure, anchor, event) -> anchor.
_CLOCK_STEPS: dict[type[Event], Callable[[Structure, ClockAnchor, Any], ClockAnchor]] = {
    ClockPaused: lambda structure, anchor, event: clock.pause(structure, anchor, event.at_ms),
    ClockResumed: lambda structure, anchor, event: clock.resume(structure, anchor, event.at_ms),
    ClockAdjusted: lambda structure, anchor, event: clock.adjust(
        structure, anchor, event.at_ms, event.delta_ms
    ),
    PeriodJumped: lambda structure, anchor, event: clock.jump_to(
        structure, anchor, event.at_ms, event.period_index
    ),
}
_FOLDS: dict[type[Event], _Fold] = {
    TournamentCreated: _create,
    CommandUndone: _undo_event,
    ClockStarted: _command,
    StructureChanged: _command,
    **{kind: _clock_command(step) for kind, step in _CLOCK_STEPS.items()},
    **dict.fromkeys(PART_EVENTS, _part_event),
}
_PART_FOLDS: dict[type[Event], _PartFolds] = {kind: _part_folds(kind) for kind in PART_EVENTS}


def _undo(state: TournamentState, event: CommandUndone) -> TournamentState:
    """Undo the latest command, or redo the latest undo (the only targets that fit)."""
    target = event.target_event_id
    undo, redo = state.undo_top, state.redo_top
    if undo is not None and undo.command.event_id == target:
        # The parts before the command, with the stations' reports since folded in again.
        restored = _with_parts(state, undo.parts)
        for report in undo.reports:
            restored = _with_parts(restored, _fold_parts(restored, report))
        below = undo.below
        if below is not None and undo.reports:
            below = below._replace(reports=(*below.reports, *undo.reports))
        done = _push(redo, undo.command, restored.parts, event.event_id)
        return _evolve(state, restored.parts, below, done)
    if redo is not None and redo.undone_by == target:
        # The command folded again onto the state as it is (reports included).
        parts = _fold_command(state, redo.command)
        back = _push(undo, redo.command, state.parts)
        return _evolve(state, parts, back, redo.below)
    if undo is None and redo is None:
        raise TournamentError("there is nothing to undo or redo yet")
    choices = []
    if undo is not None:
        choices.append(f"undo the latest command {undo.command.event_id}")
    if redo is not None:
        choices.append(f"redo the latest undo {redo.undone_by}")
    raise TournamentError(
        f"event {target} cannot be undone: only the latest command can be undone, and only "
        f"the latest undo redone; {' or '.join(choices)}"
    )


def _change_structure(
    state: TournamentState, event: StructureChanged
) -> tuple[Structure, str, ClockAnchor | None]:
    """Levels already played are frozen; the clock stays where it is (same time into the period).

    Returns the new structure, its text and the new anchor.
    """
    new = _parse(event.structure_toml)
    if state.anchor is None:
        return new, event.structure_toml, None
    old = state.structure
    reading = clock.read_clock(old, state.anchor, event.at_ms)
    current = reading.period_index
    if len(new.periods) <= current:
        raise TournamentError(
            f"the new structure has {len(new.periods)} periods, but play is already in period "
            f"{current + 1}; keep the periods played so far and edit the ones after"
        )
    for index in range(current):
        if new.periods[index] != old.periods[index]:
            where = old.period_name(index)
            raise TournamentError(
                f"{where} has already been played and cannot be changed; edit only the current "
                f"period ({old.period_name(current)}) and those after it"
            )
    # Keep the time already played in the current period; its new length sets what is left.
    played_ms = reading.duration_ms - reading.remaining_ms + reading.overtime_ms
    if reading.remaining_ms > reading.duration_ms:
        remaining = reading.remaining_ms  # time was added beyond the length: keep it
    else:
        remaining = new.periods[current].duration_s * 1000 - played_ms
        if current < len(new.periods) - 1:
            remaining = max(0, remaining)
    anchor = ClockAnchor(current, remaining, state.anchor.running, event.at_ms)
    return new, event.structure_toml, anchor


def replay(events: Iterable[Event]) -> TournamentState:
    """Fold a journal from its TournamentCreated event."""
    events = list(events)
    try:
        state = fold_many(None, events)
    except Exception:  # the event-by-event fold gives the verdict and its words
        state = None
        for event in events:
            state = apply(state, event)
    if state is None:
        raise TournamentError("no events: a journal starts with TournamentCreated")
    return state


# ---------------------------------------------------------------------------------------------
# Replay of many events at once
# ---------------------------------------------------------------------------------------------


def fold_many(state: TournamentState | None, events: Sequence[Event]) -> TournamentState | None:
    """`apply` over `events` in order, the same state for a journal `apply` accepts.

    A day's journal is mostly clock commands (pause, resume, +/- time, a level jump): a run of
    them is folded on four integers, and only the commands an undo can still reach get their
    undo steps, ~10x cheaper than a state per event. An event that does not fit raises, though
    not always with `apply`'s words: a caller wanting the verdict folds event by event then
    (Session and `replay` do).
    """
    start = 0
    # Runs of clock commands and of other events, told apart in C (no Python step per event).
    for in_run, run in groupby(map(type, events), _RUN_KIND_SET.__contains__):
        end = start + len(list(run))
        if in_run and state is not None and state.anchor is not None:
            state = _clock_run(state, events, start, end)
        else:
            for event in events[start:end]:
                state = apply(state, event)
        start = end
    return state


class _NotInRun(Exception):
    """A clock command the run cannot fold as it is: `apply` refuses it (the caller folds
    event by event for the verdict)."""


_RUN_KIND_SET = frozenset((ClockPaused, ClockResumed, ClockAdjusted, PeriodJumped))


def _clock_run(
    state: TournamentState,
    events: Sequence[Event],
    start: int,
    end: int,
) -> TournamentState:
    """The state after events[start:end], clock commands all."""
    below, kept = _run_stack(state.undo_top, end - start)
    structure = state.structure
    anchor = state.anchor
    assert anchor is not None
    durations = tuple(period.duration_s * 1000 for period in structure.periods)
    if not 0 <= anchor.period_index < len(durations):
        raise _NotInRun(anchor)
    clock_now = (anchor.period_index, anchor.remaining_ms, anchor.running, anchor.anchored_at_ms)
    clock_now = _run_clock(durations, clock_now, events[start : end - kept])
    before, top = _parts_of(state), below
    for event in events[end - kept : end]:  # built: the commands an undo can reach
        top = _push(top, event, before._replace(anchor=ClockAnchor(*clock_now)))
        clock_now = _run_clock(durations, clock_now, (event,))
    return TournamentState(
        state.name,
        state.house_book,
        structure,
        state.structure_toml,
        ClockAnchor(*clock_now),
        state.roster,
        state.ledger,
        state.room,
        state.events_applied + end - start,
        top,
        None,
    )


def _run_stack(top: Undoable | None, pushes: int) -> tuple[Undoable | None, int]:
    """Where to push the last of `pushes` commands for the undo stack `_push` would leave:
    (the stack, how many of the last commands). `_push` trims the stack back to UNDO_DEPTH
    when it passes twice that; if it would trim away every step from before the run, the
    last trim is worked out here and the commands before it are never pushed."""
    depth = 0 if top is None else top.depth
    if depth + pushes <= 2 * UNDO_DEPTH:
        return top, pushes  # never trimmed: every command stays
    first = 2 * UNDO_DEPTH + 1 - depth  # the push that trims first; then every UNDO_DEPTH + 1
    last_trim = first + (pushes - first) // (UNDO_DEPTH + 1) * (UNDO_DEPTH + 1)
    final = UNDO_DEPTH + pushes - last_trim  # the depth at the end
    return (top, pushes) if final >= pushes else (None, final)


_Clock = tuple[int, int, bool, int]  # a ClockAnchor's fields


def _run_clock(durations: tuple[int, ...], clock_now: _Clock, events: Sequence[Any]) -> _Clock:
    """Clock commands (ClockPaused, -Resumed, -Adjusted, PeriodJumped) folded as
    `clock.pause`, `resume`, `adjust` and `jump_to` fold them (tests check the two agree)."""
    index, remaining, running, at = clock_now
    last = len(durations) - 1
    paused, resumed, adjusted = ClockPaused, ClockResumed, ClockAdjusted
    for event in events:
        kind = type(event)
        now = event.at_ms
        if running:  # clock._locate: where the clock is at `now`
            if now > at:
                remaining -= now - at
            while remaining <= 0 and index < last:
                index += 1
                remaining += durations[index]
        if kind is paused:
            if not running:
                raise _NotInRun(event)
            running = False
        elif kind is resumed:
            if running:
                raise _NotInRun(event)
            running = True
        elif kind is adjusted:
            delta = event.delta_ms
            if delta == 0:
                raise _NotInRun(event)
            if remaining >= 0 or delta >= 0:
                remaining = (remaining if remaining > 0 else 0) + delta
                if remaining < 0:
                    remaining = 0
        else:  # PeriodJumped
            index = event.period_index
            if not 0 <= index <= last:
                raise _NotInRun(event)
            remaining = durations[index]
        at = now
    return index, remaining, running, at


apply.fold_many = fold_many  # type: ignore[attr-defined]  # Session replays through it


# ---------------------------------------------------------------------------------------------
# Commands: validate against the state, return the event to append
# ---------------------------------------------------------------------------------------------


def _checked(state: TournamentState | None, event: Event) -> Event:
    apply(state, event)  # raises with the reason if the event does not fit
    return event


def cmd_create(name: str, house_book: str, structure_toml: str, now_ms: int) -> TournamentCreated:
    event = TournamentCreated(
        event_id=new_event_id(),
        at_ms=now_ms,
        name=name,
        house_book=house_book,
        structure_toml=structure_toml,
    )
    _checked(None, event)
    return event


def cmd_start(state: TournamentState, now_ms: int) -> ClockStarted:
    event = ClockStarted(event_id=new_event_id(), at_ms=now_ms)
    _checked(state, event)
    return event


def cmd_pause(state: TournamentState, now_ms: int) -> ClockPaused:
    event = ClockPaused(event_id=new_event_id(), at_ms=now_ms)
    _checked(state, event)
    return event


def cmd_resume(state: TournamentState, now_ms: int) -> ClockResumed:
    event = ClockResumed(event_id=new_event_id(), at_ms=now_ms)
    _checked(state, event)
    return event


def cmd_adjust(
    state: TournamentState, now_ms: int, delta_ms: int, *, set_to_ms: int | None = None
) -> ClockAdjusted:
    event = ClockAdjusted(
        event_id=new_event_id(), at_ms=now_ms, delta_ms=delta_ms, set_to_ms=set_to_ms
    )
    _checked(state, event)
    return event


def cmd_set_remaining(state: TournamentState, now_ms: int, remaining_ms: int) -> ClockAdjusted:
    """Set the time left on the current period (to match a clock the room already trusts):
    recorded as the adjustment that gets there, so undo and every replica treat it alike."""
    if remaining_ms <= 0:
        raise ClockError("the time left must be more than 0:00; use Next level to end a level")
    reading = clock.read_clock(state.structure, _require_anchor(state), now_ms)
    if reading.remaining_ms == remaining_ms:
        raise ClockError(f"the clock already shows {clock.format_clock(remaining_ms)} left")
    return cmd_adjust(state, now_ms, remaining_ms - reading.remaining_ms, set_to_ms=remaining_ms)


def cmd_jump(
    state: TournamentState, now_ms: int, period_index: int, *, command: str = ""
) -> PeriodJumped:
    event = PeriodJumped(
        event_id=new_event_id(), at_ms=now_ms, period_index=period_index, command=command
    )
    _checked(state, event)
    return event


def _require_anchor(state: TournamentState) -> ClockAnchor:
    if state.anchor is None:
        raise ClockError("the clock has not started yet; start it first")
    return state.anchor


def cmd_next_period(state: TournamentState, now_ms: int) -> PeriodJumped:
    target = clock.next_period_index(state.structure, _require_anchor(state), now_ms)
    return cmd_jump(state, now_ms, target, command="next")


def cmd_previous_period(state: TournamentState, now_ms: int) -> PeriodJumped:
    target = clock.previous_period_index(state.structure, _require_anchor(state), now_ms)
    return cmd_jump(state, now_ms, target, command="previous")


def cmd_restart_period(state: TournamentState, now_ms: int) -> PeriodJumped:
    target = clock.current_period_index(state.structure, _require_anchor(state), now_ms)
    return cmd_jump(state, now_ms, target, command="restart")


def cmd_break_now(state: TournamentState, now_ms: int) -> PeriodJumped:
    target = clock.next_break_index(state.structure, _require_anchor(state), now_ms)
    return cmd_jump(state, now_ms, target, command="break_now")


def cmd_change_structure(
    state: TournamentState, now_ms: int, structure_toml: str
) -> StructureChanged:
    event = StructureChanged(event_id=new_event_id(), at_ms=now_ms, structure_toml=structure_toml)
    _checked(state, event)
    return event


def limits_change_in_play(
    state: TournamentState, now_ms: int, new: Structure
) -> tuple[Period, Period | None] | None:
    """(the period being played, what `new` puts in its place) when that changes the limits
    at once: blinds, ante or a break's colour-up (None: gone). None before the start or when
    only lengths differ, since a new length is ordinary clock work."""
    reading = state.reading(now_ms)
    if reading is None:
        return None
    index = reading.period_index
    now = state.structure.periods[index]
    after = new.periods[index] if index < len(new.periods) else None
    if after is not None and type(after) is type(now):
        if msgspec.structs.replace(after, duration_s=now.duration_s) == now:
            return None
    return now, after


def cmd_undo(state: TournamentState, now_ms: int) -> CommandUndone:
    """Take back the latest command (Ctrl+Z): a clock, structure, player or money command."""
    if state.undo_top is None:
        raise TournamentError(
            "there is no command to undo (creating the tournament cannot be undone; archive it"
            " instead)"
        )
    return _checked_undo(state, now_ms, state.undo_top.command.event_id)


def cmd_redo(state: TournamentState, now_ms: int) -> CommandUndone:
    """Put back the command the latest undo took back (Ctrl+Shift+Z): an undo of that undo."""
    if state.redo_top is None:
        raise TournamentError(
            "there is nothing to redo: redo follows an undo, before any new command"
        )
    return _checked_undo(state, now_ms, state.redo_top.undone_by)


def _checked_undo(state: TournamentState, now_ms: int, target: str) -> CommandUndone:
    event = CommandUndone(event_id=new_event_id(), at_ms=now_ms, target_event_id=target)
    _checked(state, event)
    return event


__all__ = [
    "CLOCK_EVENTS",
    "PART_EVENTS",
    "Parts",
    "TOURNAMENT_EVENTS",
    "ClockAdjusted",
    "ClockPaused",
    "ClockResumed",
    "ClockStarted",
    "CommandUndone",
    "PeriodJumped",
    "StructureChanged",
    "TournamentCreated",
    "TournamentError",
    "TournamentState",
    "UNDOABLE_EVENTS",
    "UNDO_DEPTH",
    "Undoable",
    "apply",
    "cmd_adjust",
    "cmd_break_now",
    "cmd_change_structure",
    "cmd_create",
    "cmd_jump",
    "cmd_next_period",
    "cmd_pause",
    "cmd_previous_period",
    "cmd_redo",
    "cmd_restart_period",
    "cmd_resume",
    "cmd_start",
    "cmd_undo",
    "replay",
]
