"""Chip rulings: what chips pushed out (and words said) count as, each with its rule."""

from __future__ import annotations

from dataclasses import dataclass

from dealer_assist.core.hand.betting import Action, IllegalAction, LegalActions, legal_actions
from dealer_assist.core.hand.hand_events import ActionKind
from dealer_assist.core.hand.hand_state import HandState
from dealer_assist.core.rules.house_rules import Citation, Decision


@dataclass(frozen=True, slots=True)
class ChipRuling:
    """The action the chips (or words) amount to, the rule that says so, and a short why."""

    action: Action
    citation: Citation
    reason: str


def _wager(legal: LegalActions, seat: int, to: int) -> Action:
    if to >= legal.all_in_to:
        return Action(seat, ActionKind.ALL_IN)
    return Action(seat, ActionKind.BET if legal.facing == 0 else ActionKind.RAISE, to)


def _call(legal: LegalActions, seat: int) -> Action:
    return Action(seat, ActionKind.CHECK if legal.can_check else ActionKind.CALL)


def rule_chips(state: HandState, pushed: int, *, chip_count: int = 2) -> ChipRuling:
    """Chips pushed out in silence by the seat to act, totalling `pushed` (added this action).

    One oversized chip facing a wager is a call (Ubetcha BETTING 11 and 14, the big blind
    included); one chip opening the betting is a bet of its full value (BETTING 14). Several
    chips: a full call plus half a raise or more is a raise that must be completed, less is a
    call (BETTING 10); a bet under the minimum is brought up to it (BETTING 15).
    """
    rules = state.rules
    legal = legal_actions(state)
    seat = legal.seat
    me = state.seat(seat)
    if pushed <= 0:
        raise ValueError("chips pushed must be positive")
    if pushed >= me.stack:
        return ChipRuling(
            Action(seat, ActionKind.ALL_IN),
            rules.cite(Decision.VERBAL_BINDING),
            f"all {me.stack} chips pushed out: all-in",
        )
    to = me.street_bet + pushed
    facing_wager = not legal.can_check
    if chip_count == 1 and facing_wager and to > legal.facing:
        return ChipRuling(
            _call(legal, seat),
            rules.cite(Decision.ONE_CHIP_IS_CALL),
            f"one {pushed} chip without a word facing {legal.facing} is a call",
        )
    if to <= legal.facing:
        # A short call is made good (Ubetcha BETTING 12); it is still a call.
        return ChipRuling(
            _call(legal, seat),
            rules.cite(Decision.UNDERSIZED_BET),
            f"{pushed} is not more than the {legal.call_amount} to call: a call",
        )
    if legal.min_to is None:
        return ChipRuling(
            _call(legal, seat),
            rules.cite(Decision.SHORT_ALL_IN_REOPEN),
            f"seat {seat} may not raise ({legal.closed_reason}): a call",
        )
    if legal.facing == 0:
        if to < legal.min_to:
            return ChipRuling(
                _wager(legal, seat, legal.min_to),
                rules.cite(Decision.UNDERSIZED_BET),
                f"a bet of {to} is under the minimum: brought up to {legal.min_to}",
            )
        why = "one chip opening the betting is a bet of its value" if chip_count == 1 else "a bet"
        return ChipRuling(
            _wager(legal, seat, to),
            rules.cite(Decision.ONE_CHIP_IS_CALL if chip_count == 1 else Decision.MIN_BET),
            f"{why} of {to}",
        )
    half_raise = legal.facing + (legal.min_to - legal.facing + 1) // 2
    if to >= legal.min_to:
        return ChipRuling(
            _wager(legal, seat, to), rules.cite(Decision.MIN_RAISE), f"a raise to {to}"
        )
    if to >= half_raise:
        return ChipRuling(
            _wager(legal, seat, legal.min_to),
            rules.cite(Decision.HALF_RAISE_COMPLETES),
            f"{to} is a full call plus half a raise or more: a raise, completed to {legal.min_to}",
        )
    return ChipRuling(
        _call(legal, seat),
        rules.cite(Decision.HALF_RAISE_COMPLETES),
        f"{to} is less than a call plus half a raise ({half_raise}): a call, "
        f"{to - legal.call_to} returned",
    )


def rule_verbal(state: HandState, said: Action, pushed: int | None = None) -> ChipRuling:
    """A verbal declaration in turn is binding and beats the chips pushed out (Ubetcha BETTING
    7; Applewood BETTING: "verbal 100, threw a 500: the 100 bet stands"). "Raise" said without
    an amount while pushing a call is completed to the minimum raise (Applewood BETTING)."""
    rules = state.rules
    legal = legal_actions(state)
    if said.seat != legal.seat:
        raise IllegalAction(
            f"Seat {said.seat} is not to act: seat {legal.seat} is",
            citation=rules.cite(Decision.ACTION_ORDER),
        )
    if said.kind in (ActionKind.BET, ActionKind.RAISE) and said.to is None:
        if legal.min_to is None:
            raise IllegalAction(
                f"Seat {said.seat} may only call {legal.call_amount} or fold "
                f"({legal.closed_reason})",
                citation=rules.cite(Decision.SHORT_ALL_IN_REOPEN),
                legal=legal,
            )
        chips_to = state.seat(said.seat).street_bet + (pushed or 0)
        to = max(legal.min_to, chips_to)
        return ChipRuling(
            _wager(legal, said.seat, to),
            rules.cite(Decision.VERBAL_BINDING),
            f"said {said.kind.value} without an amount: completed to {to}",
        )
    note = "" if pushed is None else f" ({pushed} pushed out is corrected to the words)"
    amount = f" to {said.to}" if said.to is not None else ""
    return ChipRuling(
        said, rules.cite(Decision.VERBAL_BINDING), f"said {said.kind.value}{amount}{note}"
    )


def rule_put_you_all_in(state: HandState, target_seat: int) -> ChipRuling:
    """ "I'll put you all-in": a bet of the target's whole stack, or all-in if the bettor has
    less (Applewood BETTING)."""
    rules = state.rules
    legal = legal_actions(state)
    target = state.seat(target_seat)
    if target.folded or target_seat == legal.seat:
        raise IllegalAction(
            f"Seat {target_seat} is not an opponent in the hand",
            citation=rules.cite(Decision.PUT_YOU_ALL_IN),
        )
    covers = target.street_bet + target.stack
    if legal.min_to is None or covers <= legal.facing:
        return ChipRuling(
            _call(legal, legal.seat),
            rules.cite(Decision.PUT_YOU_ALL_IN),
            f"seat {target_seat} is already covered by the wager: a call",
        )
    to = max(covers, legal.min_to)
    return ChipRuling(
        _wager(legal, legal.seat, to),
        rules.cite(Decision.PUT_YOU_ALL_IN),
        f"a wager of seat {target_seat}'s stack: to {min(to, legal.all_in_to)}",
    )
