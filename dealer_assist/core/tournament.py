"""The tournament as a fold over its events: name, house book, structure and clock anchor.

Commands (`cmd_*`) check a request against the state and return the event to append; `apply`
folds an event in; `replay` folds a journal. An event's `at_ms` is the command's `now_ms`, so
replaying the journal later reproduces the same anchors, and the clock keeps running while the
app is down unless it was paused.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache

from dealer_assist.core import clock
from dealer_assist.core.clock import ClockAnchor, ClockError
from dealer_assist.core.events import Event, new_event_id, register_event
from dealer_assist.core.structure import Structure, parse_structure

log = logging.getLogger(__name__)


class TournamentError(ValueError):
    """An event or command that does not fit the tournament's state."""


# ---------------------------------------------------------------------------------------------
# Events
# ---------------------------------------------------------------------------------------------


@register_event("tournament.created")
@dataclass(frozen=True, slots=True, kw_only=True)
class TournamentCreated(Event):
    name: str
    house_book: str
    structure_toml: str


@register_event("tournament.clock_started")
@dataclass(frozen=True, slots=True, kw_only=True)
class ClockStarted(Event):
    pass


@register_event("tournament.clock_paused")
@dataclass(frozen=True, slots=True, kw_only=True)
class ClockPaused(Event):
    pass


@register_event("tournament.clock_resumed")
@dataclass(frozen=True, slots=True, kw_only=True)
class ClockResumed(Event):
    pass


@register_event("tournament.clock_adjusted")
@dataclass(frozen=True, slots=True, kw_only=True)
class ClockAdjusted(Event):
    delta_ms: int


@register_event("tournament.period_jumped")
@dataclass(frozen=True, slots=True, kw_only=True)
class PeriodJumped(Event):
    """The clock moved to the start of `period_index` (next, previous, restart, break now)."""

    period_index: int


@register_event("tournament.structure_changed")
@dataclass(frozen=True, slots=True, kw_only=True)
class StructureChanged(Event):
    structure_toml: str


TOURNAMENT_EVENTS: tuple[type[Event], ...] = (
    TournamentCreated,
    ClockStarted,
    ClockPaused,
    ClockResumed,
    ClockAdjusted,
    PeriodJumped,
    StructureChanged,
)


# ---------------------------------------------------------------------------------------------
# State
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TournamentState:
    """A tournament as its events left it. `anchor` is None until the clock starts.

    The roster figures are filled in by the roster events of a later issue (None for now).
    """

    name: str
    house_book: str
    structure: Structure
    structure_toml: str
    anchor: ClockAnchor | None = None
    players_left: int | None = None
    entries: int | None = None
    total_chips: int | None = None
    prize_pool: int | None = None
    events_applied: int = 1

    @property
    def started(self) -> bool:
        return self.anchor is not None

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
    if isinstance(event, TournamentCreated):
        if state is not None:
            raise TournamentError(
                f"tournament {state.name!r} already exists; create a new one instead"
            )
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
    if state is None:
        raise TournamentError(f"{type(event).__name__} before the tournament was created")
    structure, anchor, now = state.structure, state.anchor, event.at_ms
    count = state.events_applied + 1
    if isinstance(event, ClockStarted):
        if anchor is not None:
            raise ClockError("the clock has already started; pause or resume it instead")
        return replace(state, anchor=clock.start(structure, now), events_applied=count)
    if isinstance(event, StructureChanged):
        return _change_structure(state, event)
    if anchor is None:
        raise ClockError("the clock has not started yet; start it first")
    if isinstance(event, ClockPaused):
        new_anchor = clock.pause(structure, anchor, now)
    elif isinstance(event, ClockResumed):
        new_anchor = clock.resume(structure, anchor, now)
    elif isinstance(event, ClockAdjusted):
        new_anchor = clock.adjust(structure, anchor, now, event.delta_ms)
    elif isinstance(event, PeriodJumped):
        new_anchor = clock.jump_to(structure, anchor, now, event.period_index)
    else:
        raise TournamentError(f"{type(event).__name__} is not a tournament event")
    return replace(state, anchor=new_anchor, events_applied=count)


def _change_structure(state: TournamentState, event: StructureChanged) -> TournamentState:
    """Levels already played are frozen; the clock stays where it is (same time into the period)."""
    new = _parse(event.structure_toml)
    count = state.events_applied + 1
    if state.anchor is None:
        return replace(
            state, structure=new, structure_toml=event.structure_toml, events_applied=count
        )
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
            where = _where(old, index)
            raise TournamentError(
                f"{where} has already been played and cannot be changed; edit only the current "
                f"period ({_where(old, current)}) and those after it"
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
    return replace(
        state,
        structure=new,
        structure_toml=event.structure_toml,
        anchor=anchor,
        events_applied=count,
    )


def _where(structure: Structure, index: int) -> str:
    number = structure.level_number(index)
    return f"level {number}" if number is not None else f"break {structure.break_number(index)}"


def replay(events: Iterable[Event]) -> TournamentState:
    """Fold a journal from its TournamentCreated event."""
    state: TournamentState | None = None
    for event in events:
        state = apply(state, event)
    if state is None:
        raise TournamentError("no events: a journal starts with TournamentCreated")
    return state


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


def cmd_adjust(state: TournamentState, now_ms: int, delta_ms: int) -> ClockAdjusted:
    event = ClockAdjusted(event_id=new_event_id(), at_ms=now_ms, delta_ms=delta_ms)
    _checked(state, event)
    return event


def cmd_jump(state: TournamentState, now_ms: int, period_index: int) -> PeriodJumped:
    event = PeriodJumped(event_id=new_event_id(), at_ms=now_ms, period_index=period_index)
    _checked(state, event)
    return event


def _require_anchor(state: TournamentState) -> ClockAnchor:
    if state.anchor is None:
        raise ClockError("the clock has not started yet; start it first")
    return state.anchor


def cmd_next_period(state: TournamentState, now_ms: int) -> PeriodJumped:
    target = clock.next_period_index(state.structure, _require_anchor(state), now_ms)
    return cmd_jump(state, now_ms, target)


def cmd_previous_period(state: TournamentState, now_ms: int) -> PeriodJumped:
    target = clock.previous_period_index(state.structure, _require_anchor(state), now_ms)
    return cmd_jump(state, now_ms, target)


def cmd_restart_period(state: TournamentState, now_ms: int) -> PeriodJumped:
    target = clock.current_period_index(state.structure, _require_anchor(state), now_ms)
    return cmd_jump(state, now_ms, target)


def cmd_break_now(state: TournamentState, now_ms: int) -> PeriodJumped:
    target = clock.next_break_index(state.structure, _require_anchor(state), now_ms)
    return cmd_jump(state, now_ms, target)


def cmd_change_structure(
    state: TournamentState, now_ms: int, structure_toml: str
) -> StructureChanged:
    event = StructureChanged(event_id=new_event_id(), at_ms=now_ms, structure_toml=structure_toml)
    _checked(state, event)
    return event


__all__ = [
    "TOURNAMENT_EVENTS",
    "ClockAdjusted",
    "ClockPaused",
    "ClockResumed",
    "ClockStarted",
    "PeriodJumped",
    "StructureChanged",
    "TournamentCreated",
    "TournamentError",
    "TournamentState",
    "apply",
    "cmd_adjust",
    "cmd_break_now",
    "cmd_change_structure",
    "cmd_create",
    "cmd_jump",
    "cmd_next_period",
    "cmd_pause",
    "cmd_previous_period",
    "cmd_restart_period",
    "cmd_resume",
    "cmd_start",
    "replay",
]
