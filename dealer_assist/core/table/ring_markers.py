"""Where the seat ring puts the button and the blinds, read from the station's state.

In a hand (played, finished or misdealt, until it is settled) they are the hand's own. Between
hands they are the next hand's, as the deal will place them (core.table.button.plan_hand):
the dealer moves the button and calls the blinds from the ring before he deals.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.core.table.button import plan_hand
from dealer_assist.core.table.station_fold import StationState
from dealer_assist.core.table.table import Table, TableError


@dataclass(frozen=True, slots=True)
class Markers:
    """Where the button and the blinds sit: the hand's in a hand, the next hand's between
    hands. `button_dead`: no player dealt in holds it; `small_blind_dead`: the seat the small
    blind is due on when nobody posts it (`small_blind` None)."""

    button: int | None = None
    button_dead: bool = False
    small_blind: int | None = None
    small_blind_dead: int | None = None
    big_blind: int | None = None
    straddle: int | None = None


def ring_markers(state: StationState) -> Markers:
    table = state.table
    if table is None:
        return Markers()
    hand = state.hand
    if hand is not None:
        last = table.last
        # The table's last plan is this hand's: it names the seat a dead small blind is on.
        due = (
            last.small_blind_seat
            if last is not None and _same_deal(last.positions, hand.positions)
            else None
        )
        return _markers(hand.positions, due)
    try:
        plan = plan_hand(table, state.rules)
    except TableError:
        # No hand can be planned (one player left, no button yet): the button where it lies.
        return Markers(button=_button_lies(table))
    return _markers(plan.positions, plan.small_blind_seat)


def _markers(positions: HandPositions, small_blind_seat: int | None) -> Markers:
    dead_small = (
        small_blind_seat
        if positions.small_blind is None and small_blind_seat != positions.big_blind
        else None
    )
    return Markers(
        button=positions.button,
        button_dead=positions.button_is_dead,
        small_blind=positions.small_blind,
        small_blind_dead=dead_small,
        big_blind=positions.big_blind,
        straddle=positions.straddle,
    )


def _same_deal(planned: HandPositions, dealt: HandPositions) -> bool:
    # The hand keeps no list of the newcomers who wait: compare what was dealt.
    return (planned.button, planned.small_blind, planned.big_blind, planned.dealt_in) == (
        dealt.button,
        dealt.small_blind,
        dealt.big_blind,
        dealt.dealt_in,
    )


def _button_lies(table: Table) -> int | None:
    if table.button_set is not None:
        return table.button_set
    return table.last.positions.button if table.last is not None else None
