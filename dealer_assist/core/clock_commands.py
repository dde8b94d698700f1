"""The clock's commands, named once: each one's words, its keys and the event it makes.

The director's buttons and key map, the TV window's keys (the director's TV and a clock run in
a TV process alike), the clock feed's commands and the Undo labels all read this one table, so
a key means the same everywhere (Up adds a minute wherever + does). It sits beside the
tournament, not in `core/clock` (whose running clock knows no tournament): the makers are
tournament commands.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import TYPE_CHECKING

import msgspec

from dealer_assist.core.clock.clock import format_clock
from dealer_assist.core.clock.structure import Structure
from dealer_assist.core.events import Event

if TYPE_CHECKING:
    from dealer_assist.core.tournament import TournamentState

MINUTE_MS = 60_000


class ClockAction(enum.Enum):
    """What the director (or a key on a clock) can ask of the clock."""

    TOGGLE = "toggle"  # start, pause or resume, whichever applies
    PREVIOUS = "previous"
    NEXT = "next"
    MINUS_MINUTE = "minus_minute"
    PLUS_MINUTE = "plus_minute"
    BREAK_NOW = "break_now"
    UNDO = "undo"  # take back the latest clock or structure command
    REDO = "redo"  # put back what the latest undo took back


Maker = Callable[["TournamentState", int], Event]


class ClockCommand(msgspec.Struct, frozen=True):
    """One clock command: its button's label, what it does in words (key lists, tooltips),
    its bare keys on a clock (as QKeySequence reads them; none: only its shortcut) and the
    maker of its event from the state and the time."""

    action: ClockAction
    label: str
    words: str
    keys: tuple[str, ...]
    make: Maker


# The makers import the tournament's commands when first called: a window's buttons and keys
# are made from this table before its first paint, which needs no fold.


def _toggle(state: TournamentState, now_ms: int) -> Event:
    """Start, pause or resume: whichever the clock's state calls for."""
    from dealer_assist.core import tournament as t

    reading = state.reading(now_ms)
    if reading is None:
        return t.cmd_start(state, now_ms)
    return t.cmd_pause(state, now_ms) if reading.running else t.cmd_resume(state, now_ms)


def _previous(state: TournamentState, now_ms: int) -> Event:
    from dealer_assist.core import tournament as t

    return t.cmd_previous_period(state, now_ms)


def _next(state: TournamentState, now_ms: int) -> Event:
    from dealer_assist.core import tournament as t

    return t.cmd_next_period(state, now_ms)


def _adjust(state: TournamentState, now_ms: int, delta_ms: int) -> Event:
    from dealer_assist.core import tournament as t

    return t.cmd_adjust(state, now_ms, delta_ms)


def _break_now(state: TournamentState, now_ms: int) -> Event:
    from dealer_assist.core import tournament as t

    return t.cmd_break_now(state, now_ms)


def _undo(state: TournamentState, now_ms: int) -> Event:
    from dealer_assist.core import tournament as t

    return t.cmd_undo(state, now_ms)


def _redo(state: TournamentState, now_ms: int) -> Event:
    from dealer_assist.core import tournament as t

    return t.cmd_redo(state, now_ms)


COMMANDS: tuple[ClockCommand, ...] = (
    ClockCommand(
        ClockAction.TOGGLE, "Start", "Start, pause or resume the clock", ("Space",), _toggle
    ),
    ClockCommand(
        ClockAction.PREVIOUS,
        "◀  Previous level",
        "Previous level",
        ("Left",),
        _previous,
    ),
    ClockCommand(ClockAction.NEXT, "Next level  ▶", "Next level", ("Right",), _next),
    ClockCommand(
        ClockAction.MINUS_MINUTE,
        "−1 minute",
        "One minute less",
        ("-", "_", "Down"),
        lambda state, now_ms: _adjust(state, now_ms, -MINUTE_MS),
    ),
    ClockCommand(
        ClockAction.PLUS_MINUTE,
        "+1 minute",
        "One minute more",
        ("+", "=", "Up"),
        lambda state, now_ms: _adjust(state, now_ms, MINUTE_MS),
    ),
    ClockCommand(ClockAction.BREAK_NOW, "Break now", "Break now", ("B",), _break_now),
    ClockCommand(
        ClockAction.UNDO,
        "↶  Undo",
        "Undo the latest clock or structure command",
        (),
        _undo,
    ),
    ClockCommand(ClockAction.REDO, "Redo  ↷", "Redo what the latest undo took back", (), _redo),
)
BY_ACTION: dict[ClockAction, ClockCommand] = {c.action: c for c in COMMANDS}


def clock_action(name: ClockAction | str) -> ClockAction:
    """The action named `name` (its value, e.g. "next"); ValueError names the known ones."""
    if isinstance(name, ClockAction):
        return name
    try:
        return ClockAction(name)
    except ValueError:
        known = ", ".join(a.value for a in ClockAction)
        raise ValueError(f"unknown clock command {name!r}; use one of {known}") from None


def make_event(action: ClockAction | str, state: TournamentState, now_ms: int) -> Event:
    """The event of `action` now (ClockError or TournamentError when the core refuses it)."""
    return BY_ACTION[clock_action(action)].make(state, now_ms)


# Undo labels of the commands that move the clock ("jump to" for a chosen period).
JUMP_WORDS = {
    "next": "go on to {}",
    "previous": "go back to {}",
    "restart": "restart {}",
    "break_now": "break now ({})",
}


def clock_words(event: Event, structure: Structure) -> str | None:
    """A clock command's event in the director's words, for the Undo/Redo labels ("pause",
    "+1 minute", "go on to Level 3"); None for an event that is not a clock command."""
    from dealer_assist.core import tournament as t

    if isinstance(event, t.ClockStarted):
        return "start"
    if isinstance(event, t.ClockPaused):
        return "pause"
    if isinstance(event, t.ClockResumed):
        return "resume"
    if isinstance(event, t.ClockAdjusted):
        if event.set_to_ms is not None:
            return f"time left set to {format_clock(event.set_to_ms)}"
        sign = "+" if event.delta_ms >= 0 else "−"
        if event.delta_ms % MINUTE_MS:
            return f"{sign}{format_clock(abs(event.delta_ms))}"
        minutes = abs(event.delta_ms) // MINUTE_MS
        return f"{sign}{minutes} minute{'s' if minutes != 1 else ''}"
    if isinstance(event, t.PeriodJumped):
        index = event.period_index
        if not 0 <= index < len(structure.periods):
            return f"jump to period {index + 1}"
        return JUMP_WORDS.get(event.command, "jump to {}").format(structure.period_name(index))
    return None
