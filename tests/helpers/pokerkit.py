"""Drive PokerKit 0.7.7 as a reference engine: the automations, one action, the end of a hand."""

from __future__ import annotations

from typing import Any

from pokerkit import Automation

from dealer_assist.core.hand.hand import ActionKind

# PokerKit deals and shows; we act and read the pots before it pushes the chips.
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_DEALING,
    Automation.BOARD_DEALING,
)


def act(state: Any, kind: ActionKind, to: int | None) -> None:
    """Play one of our actions on a PokerKit state."""
    if kind is ActionKind.FOLD:
        state.fold()
    elif kind in (ActionKind.CHECK, ActionKind.CALL):
        state.check_or_call()
    else:
        state.complete_bet_or_raise_to(to)


def show_down(state: Any, seats: tuple[int, ...]) -> tuple[frozenset[int], dict[int, str], str]:
    """Show every live hand; return the live seats, their hole cards and the board."""
    while state.can_show_or_muck_hole_cards():
        state.show_or_muck_hole_cards(True)
    live = frozenset(seats[i] for i, alive in enumerate(state.statuses) if alive)
    hole = {
        seats[i]: "".join(repr(card) for card in cards)
        for i, cards in enumerate(state.hole_cards)
        if state.statuses[i]
    }
    board = "".join(repr(card) for cards in state.board_cards for card in cards)
    return live, hole, board


def settle(state: Any) -> bool:
    """Push and pull the chips to the end of the hand; False if PokerKit stops before it."""
    while state.status:
        if state.can_kill_hand():
            state.kill_hand()
        elif state.can_push_chips():
            state.push_chips()
        elif state.can_pull_chips():
            state.pull_chips()
        else:
            return False
    return True
