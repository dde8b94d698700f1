"""No-limit betting rules: what the seat to act may do, and the refusal of anything else."""

from __future__ import annotations

from dataclasses import dataclass

from dealer_assist.core.hand.hand_events import ActionKind, Street
from dealer_assist.core.hand.hand_state import HandState, Phase, SeatState
from dealer_assist.core.rules.house_rules import Citation, Decision

# The members the hot path names, read once: an Enum member read through its class goes through
# the enum's metaclass, several times the cost of reading a global.
_BETTING = Phase.BETTING
_FOLD, _CHECK, _CALL = ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL
_BET, _RAISE, _ALL_IN = ActionKind.BET, ActionKind.RAISE, ActionKind.ALL_IN


class IllegalAction(ValueError):
    """An action the rules refuse. The message says what is legal and which rule applies."""

    def __init__(
        self,
        message: str,
        *,
        citation: Citation,
        legal: LegalActions | None = None,
        legal_min_to: int | None = None,
    ) -> None:
        super().__init__(f"{message}: {citation.label}")
        self.reason = message
        self.citation = citation
        self.legal = legal
        self.legal_min_to = legal_min_to


@dataclass(frozen=True, slots=True)
class Action:
    """A player's action as the dealer enters it. `to` is the total wager on this street after
    a bet or raise; call, check, fold and all-in need no amount."""

    seat: int
    kind: ActionKind
    to: int | None = None


@dataclass(frozen=True, slots=True)
class LegalActions:
    """What the seat to act may do now. Amounts are totals on this street (`to`), except
    `call_amount`, the chips the call adds. `min_to`/`max_to` bound a bet or raise and are
    None when the seat may not bet or raise; `min_to == max_to` when only all-in is left."""

    seat: int
    can_check: bool
    can_call: bool
    call_amount: int
    call_to: int
    can_bet: bool  # opening wager on this street
    can_raise: bool
    min_to: int | None
    max_to: int | None
    all_in_to: int
    facing: int  # the wager to match on this street
    stack: int
    min_citation: Citation
    min_reason: str
    closed_reason: str | None = None  # why the seat may not raise (short all-in, nobody to call)
    can_fold: bool = True


def legal_actions(state: HandState) -> LegalActions:
    """The choices of the seat to act. Raises IllegalAction when nobody is to act."""
    if state.phase is not Phase.BETTING or state.to_act is None:
        raise IllegalAction(
            f"No one is to act: the hand is at {state.phase.value}",
            citation=state.rules.cite(Decision.ACTION_ORDER),
        )
    return _legal_for(state, state.seat(state.to_act))


def min_wager_to(state: HandState) -> tuple[int, Citation, str]:
    """The smallest full bet or raise-to on this street, ignoring the actor's stack."""
    bb = state.stakes.big_blind
    citations = state.rules.citations
    if state.bet_to == 0:
        return bb, citations[Decision.MIN_BET], f"the big blind is {bb}"
    if not state.full_bet_made:
        # An all-in for less than the big blind opened the street: a raise is measured as a
        # full big-blind bet plus a big-blind raise (Ubetcha BETTING 2: 20 all-in, raise to 200).
        base = max(state.bet_to, bb)
        return (
            base + state.min_raise_by,
            citations[Decision.MIN_BET],
            f"after an all-in for less than the big blind ({bb}) a raise is to at least "
            f"{base + state.min_raise_by}",
        )
    if state.last_aggressor is None and state.street is Street.PREFLOP:
        what = "straddle" if state.straddle_seat is not None else "big blind"
        reason = f"the {what} is {state.min_raise_by}"
    else:
        reason = (
            f"the last {'bet' if state.last_full_was_bet else 'raise'} was {state.min_raise_by}"
        )
    return state.bet_to + state.min_raise_by, citations[Decision.MIN_RAISE], reason


def full_wager_to(state: HandState) -> int:
    """`min_wager_to`'s amount alone (no citation, no reason): the engine's hot path."""
    bet_to = state.bet_to
    if bet_to == 0:
        return state.stakes.big_blind
    if not state.full_bet_made:
        return max(bet_to, state.stakes.big_blind) + state.min_raise_by
    return bet_to + state.min_raise_by


def _legal_for(state: HandState, me: SeatState) -> LegalActions:
    all_in_to = me.street_bet + me.stack
    facing = state.bet_to
    call_to = min(facing, all_in_to)
    can_check = facing <= me.street_bet
    min_to, citation, reason = min_wager_to(state)
    closed: str | None = None
    if all_in_to <= facing:
        closed = "calling takes every chip"
    elif not any(
        s.can_act and s.street_bet + s.stack > facing for s in state.seats if s.seat != me.seat
    ):
        closed = "every opponent is all-in or already covered"
    elif me.acted_at is not None and facing - me.acted_at < state.min_raise_by:
        closed = (
            f"the wager went up by only {facing - me.acted_at} since seat {me.seat} acted, "
            f"less than a full raise of {state.min_raise_by}"
        )
    may_wager = closed is None
    return LegalActions(
        seat=me.seat,
        can_check=can_check,
        can_call=not can_check,
        call_amount=max(0, call_to - me.street_bet),
        call_to=call_to if not can_check else me.street_bet,
        can_bet=may_wager and facing == 0,
        can_raise=may_wager and facing > 0,
        min_to=min(min_to, all_in_to) if may_wager else None,
        max_to=all_in_to if may_wager else None,
        all_in_to=all_in_to,
        facing=facing,
        stack=me.stack,
        min_citation=citation,
        min_reason=reason,
        closed_reason=closed,
    )


@dataclass(frozen=True, slots=True)
class RuledAction:
    """An action checked against the rules, in the form it is recorded."""

    seat: int
    kind: ActionKind
    to: int
    all_in: bool


def check_action(state: HandState, action: Action) -> RuledAction:
    """Validate `action` for the seat to act and normalise it (all-in becomes call/bet/raise).

    Raises IllegalAction naming the legal alternative and the rule.
    """
    ruled = rule_action(state, action.seat, action.kind, action.to)
    if ruled is None:
        return _refuse(state, action)
    return RuledAction(action.seat, *ruled)


def rule_action(
    state: HandState, seat: int, kind: ActionKind, to: int | None
) -> tuple[ActionKind, int, bool] | None:
    """`check_action` for a legal action, cheaply: the ruled action as (kind, to, all_in), or
    None when the action is refused (`check_action` then works out the legal actions, the
    reason and the rule).

    The same decisions as `_refuse`, which stays the reference: tests compare the two."""
    if seat != state.to_act or state.phase is not _BETTING:
        return None
    me = state.seats[state.positions.dealt_in.index(seat)]  # the seat to act is dealt in
    street_bet = me.street_bet
    if kind is _FOLD:
        return _FOLD, street_bet, False
    facing = state.bet_to
    if kind is _CHECK or kind is _CALL:
        if facing <= street_bet:  # nothing to call: a call is a check
            return _CHECK, street_bet, False
        if kind is _CHECK:
            return None
        all_in_to = street_bet + me.stack
        if all_in_to <= facing:
            return _CALL, all_in_to, True
        return _CALL, facing, False
    all_in_to = street_bet + me.stack
    if kind is _ALL_IN:
        if all_in_to <= facing:
            return _CALL, all_in_to, True
        if not _may_wager(state, me, facing):
            return None
        return (_BET if facing == 0 else _RAISE), all_in_to, True
    # BET or RAISE with a total `to`
    if to is None or to <= facing or to > all_in_to or not _may_wager(state, me, facing):
        return None
    if to < full_wager_to(state) and to < all_in_to:
        return None
    return (_BET if facing == 0 else _RAISE), to, to == all_in_to


def _may_wager(state: HandState, me: SeatState, facing: int) -> bool:
    """Whether `me` (with chips beyond `facing`) may bet or raise: `_legal_for`'s closed_reason
    is None."""
    for s in state.seats:
        if s.seat != me.seat and not s.folded and s.stack > 0 and s.street_bet + s.stack > facing:
            break
    else:
        return False  # every opponent is all-in or already covered
    acted_at = me.acted_at
    return acted_at is None or facing - acted_at >= state.min_raise_by


def _refuse(state: HandState, action: Action) -> RuledAction:
    """The full check: raises IllegalAction with the legal actions, the reason and the rule.
    (`rule_action` answers every legal action first; this returns one only if the two disagree.)"""
    rules = state.rules
    if state.phase is not Phase.BETTING or state.to_act is None:
        raise IllegalAction(
            f"{action.kind.value.capitalize()} refused: no one is to act, the hand is at "
            f"{state.phase.value}",
            citation=rules.cite(Decision.ACTION_ORDER),
        )
    if action.seat != state.to_act:
        raise IllegalAction(
            f"Seat {action.seat} may not act now: seat {state.to_act} is to act",
            citation=rules.cite(Decision.ACTION_ORDER),
        )
    me = state.seat(action.seat)
    legal = _legal_for(state, me)
    kind = action.kind
    if kind is ActionKind.FOLD:
        return RuledAction(me.seat, ActionKind.FOLD, me.street_bet, False)
    if kind is ActionKind.CHECK:
        if not legal.can_check:
            raise IllegalAction(
                f"Check refused: seat {me.seat} faces {legal.facing}; call {legal.call_amount} "
                "or fold",
                citation=rules.cite(Decision.MIN_BET),
                legal=legal,
            )
        return RuledAction(me.seat, ActionKind.CHECK, me.street_bet, False)
    if kind is ActionKind.CALL:
        if legal.can_check:  # nothing to call: the call is a check
            return RuledAction(me.seat, ActionKind.CHECK, me.street_bet, False)
        return RuledAction(
            me.seat, ActionKind.CALL, legal.call_to, legal.call_to == legal.all_in_to
        )
    if kind is ActionKind.ALL_IN:
        if legal.all_in_to <= legal.facing:
            return RuledAction(me.seat, ActionKind.CALL, legal.all_in_to, True)
        if legal.min_to is None:
            raise IllegalAction(
                f"All-in refused: seat {me.seat} may only call {legal.call_amount} or fold "
                f"({legal.closed_reason})",
                citation=rules.cite(Decision.SHORT_ALL_IN_REOPEN),
                legal=legal,
            )
        wager = ActionKind.BET if legal.facing == 0 else ActionKind.RAISE
        return RuledAction(me.seat, wager, legal.all_in_to, True)
    # BET or RAISE with a total `to`
    word = "Bet" if legal.facing == 0 else "Raise"
    if action.to is None:
        raise _amount_refused(
            legal,
            f"{word} refused: say the total (to), at least {legal.min_to}",
        )
    to = action.to
    if to <= legal.facing:
        what = "a check" if legal.can_check and to == me.street_bet else f"a call of {legal.facing}"
        raise _amount_refused(
            legal,
            f"{word} to {to} refused: that is not more than {legal.facing} ({what}); "
            f"a {word.lower()} is to at least {legal.min_to}",
        )
    if legal.min_to is None or legal.max_to is None:
        raise IllegalAction(
            f"{word} to {to} refused: seat {me.seat} may only call {legal.call_amount} or fold "
            f"({legal.closed_reason})",
            citation=rules.cite(Decision.SHORT_ALL_IN_REOPEN),
            legal=legal,
        )
    if to > legal.max_to:
        raise _amount_refused(
            legal,
            f"{word} to {to} refused: seat {me.seat} has only {me.stack} more; all-in is to "
            f"{legal.max_to}",
        )
    if to < legal.min_to:
        raise _amount_refused(
            legal,
            f"{word} to {to} refused: the minimum {word.lower()} is to {legal.min_to} "
            f"({legal.min_reason})",
        )
    wager = ActionKind.BET if legal.facing == 0 else ActionKind.RAISE
    return RuledAction(me.seat, wager, to, to == legal.max_to)


def _amount_refused(legal: LegalActions, message: str) -> IllegalAction:
    """A bet or raise refused for its amount: cites the minimum-bet rule and names the minimum."""
    return IllegalAction(
        message, citation=legal.min_citation, legal=legal, legal_min_to=legal.min_to
    )
