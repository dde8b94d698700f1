"""Who sits where for one hand: the answer the seating rules give the betting engine."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class HandPositions:
    """The positions of one hand at a table, all as seat numbers (1-based, clockwise).

    `dealt_in` is in deal order: the first seat left of the button first, the button last.
    `small_blind` is None when the dead-button rule leaves no small blind this hand.
    `button_is_dead` says the button sits on an empty seat (or on a player not dealt in).
    """

    button: int
    button_is_dead: bool
    small_blind: int | None
    big_blind: int
    dealt_in: tuple[int, ...]
    waiting: tuple[int, ...] = ()
    absent: tuple[int, ...] = ()
    straddle: int | None = None
    heads_up: bool = False
