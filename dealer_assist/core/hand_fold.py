"""The fold of a hand: `apply` one "hand.*" event to a HandState, `replay` them all."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from dealer_assist.core.betting import (
    Action,
    IllegalAction,
    RuledAction,
    check_action,
    min_wager_to,
)
from dealer_assist.core.events import Event
from dealer_assist.core.hand_events import (
    ActionKind,
    ActionTaken,
    BlindPosted,
    CardsShown,
    HandDealt,
    HandVoided,
    PostKind,
    PotAwarded,
    Street,
    StreetDealt,
)
from dealer_assist.core.hand_state import HandState, Phase, SeatState, Stakes, evolve
from dealer_assist.core.house_rules import Decision, HouseRules
from dealer_assist.core.positions import HandPositions
from dealer_assist.core.pots import Contribution, Pot, layer_pots, uncalled


def forced_posts(
    positions: HandPositions,
    stacks: Mapping[int, int],
    stakes: Stakes,
    straddle_multiple: int,
) -> tuple[tuple[int, PostKind, int], ...]:
    """(seat, kind, chips) of every forced post in order, each capped by the seat's chips.

    Antes come first; with a big-blind ante the blind comes before the ante, so a short big
    blind posts its blind. A straddle is posted when `positions.straddle` is set.
    """
    left = dict(stacks)
    posts: list[tuple[int, PostKind, int]] = []

    def post(seat: int, kind: PostKind, amount: int) -> None:
        chips = min(amount, left[seat])
        if chips > 0:
            left[seat] -= chips
            posts.append((seat, kind, chips))

    if stakes.ante and not stakes.big_blind_ante:
        for seat in positions.dealt_in:
            post(seat, PostKind.ANTE, stakes.ante)
    if positions.small_blind is not None and stakes.small_blind:
        post(positions.small_blind, PostKind.SMALL_BLIND, stakes.small_blind)
    post(positions.big_blind, PostKind.BIG_BLIND, stakes.big_blind)
    if stakes.ante and stakes.big_blind_ante:
        post(positions.big_blind, PostKind.BIG_BLIND_ANTE, stakes.ante)
    if positions.straddle is not None:
        post(positions.straddle, PostKind.STRADDLE, straddle_multiple * stakes.big_blind)
    return tuple(posts)


def pots(state: HandState) -> tuple[Pot, ...]:
    """Main and side pots as they stand, with the seats eligible for each."""
    rows = [(s.seat, s.contributed, s.folded, s.stack == 0 and not s.folded) for s in state.seats]
    return layer_pots(rows, state.dead_money)


def replay(events: Iterable[Event], rules: HouseRules) -> HandState:
    """The state after `events` (the first one is HandDealt)."""
    state: HandState | None = None
    for event in events:
        state = apply(state, event, rules)
    if state is None:
        raise ValueError("a hand needs its HandDealt event")
    return state


def apply(state: HandState | None, event: Event, rules: HouseRules | None = None) -> HandState:
    """Fold one event into the state. Actions are checked again, so a bad journal fails loudly."""
    if isinstance(event, HandDealt):
        if rules is None:
            raise ValueError("the first event needs the house rules")
        return _dealt(event, rules)
    if state is None:
        raise ValueError(f"{type(event).__name__} before HandDealt")
    if isinstance(event, BlindPosted):
        return _posted(state, event)
    if isinstance(event, ActionTaken):
        ruled = check_action(state, Action(event.seat, event.kind, event.to))
        if (ruled.kind, ruled.to) != (event.kind, event.to):
            raise IllegalAction(
                f"Recorded {event.kind.value} to {event.to} by seat {event.seat} does not match "
                f"the rules' {ruled.kind.value} to {ruled.to}",
                citation=state.rules.cite(Decision.MIN_RAISE),
            )
        return _acted(state, ruled)
    if isinstance(event, StreetDealt):
        return evolve(state, board=state.board + event.cards)
    if isinstance(event, CardsShown):
        return evolve(state, shown=state.shown + ((event.seat, event.cards),))
    if isinstance(event, PotAwarded):
        return _awarded(state, event)
    if isinstance(event, HandVoided):
        return _voided(state, event)
    raise ValueError(f"not a hand event: {type(event).__name__}")


def _dealt(event: HandDealt, rules: HouseRules) -> HandState:
    positions = HandPositions(
        button=event.button,
        button_is_dead=event.button_is_dead,
        small_blind=event.small_blind_seat,
        big_blind=event.big_blind_seat,
        dealt_in=event.dealt_in,
        absent=event.absent,
        straddle=event.straddle_seat,
        heads_up=event.heads_up,
    )
    seats = tuple(
        SeatState(seat=seat, starting_stack=stack, stack=stack, absent=seat in event.absent)
        for seat, stack in zip(event.dealt_in, event.stacks, strict=True)
    )
    stakes = Stakes(event.small_blind, event.big_blind, event.ante, event.big_blind_ante)
    state = HandState(
        hand_id=event.hand_id,
        rules=rules,
        stakes=stakes,
        positions=positions,
        seats=seats,
        bet_to=stakes.big_blind,  # callers enter for the full big blind even if it is short
        min_raise_by=stakes.big_blind,
        full_bet_made=True,
        dead_money=event.carried_in,
        straddle_seat=event.straddle_seat,
        pending_posts=forced_posts(
            positions,
            dict(zip(event.dealt_in, event.stacks, strict=True)),
            stakes,
            rules.straddle_multiple,
        ),
    )
    return state


def _posted(state: HandState, event: BlindPosted) -> HandState:
    expected = (event.seat, event.kind, event.amount)
    if expected not in state.pending_posts:
        due = ", ".join(f"seat {s} {k.value} {a}" for s, k, a in state.pending_posts) or "none"
        raise IllegalAction(
            f"Seat {event.seat} may not post {event.kind.value} {event.amount}; posts due: {due}",
            citation=state.rules.cite(Decision.ABSENT_PLAYER),
        )
    pending = list(state.pending_posts)
    pending.remove(expected)
    state = evolve(state, pending_posts=tuple(pending))
    seat = state.seat(event.seat)
    if event.kind is PostKind.BIG_BLIND_ANTE:
        seat = evolve(seat, stack=seat.stack - event.amount)
        state = evolve(state, dead_money=state.dead_money + event.amount)
    elif event.kind is PostKind.ANTE:
        seat = evolve(
            seat, stack=seat.stack - event.amount, contributed=seat.contributed + event.amount
        )
    else:
        seat = evolve(
            seat,
            stack=seat.stack - event.amount,
            street_bet=seat.street_bet + event.amount,
            contributed=seat.contributed + event.amount,
        )
    state = _with_seat(state, seat)
    if event.kind is PostKind.STRADDLE:
        # A live straddle is the new blind; its poster acts last and, per Ubetcha BLINDS 5,
        # raises only if someone else raised (so it counts as having acted at its level).
        level = max(state.bet_to, event.amount)
        full = state.rules.straddle_multiple * state.stakes.big_blind
        # A full straddle is the blind a raise must match; one short of it (all-in) is like an
        # all-in short of a full raise: the next raise adds at least the big blind.
        raise_by = level if event.amount >= full else state.min_raise_by
        state = evolve(
            state,
            bet_to=level,
            min_raise_by=max(state.min_raise_by, raise_by),
            straddle_seat=event.seat,
        )
        state = _with_seat(state, evolve(state.seat(event.seat), acted_at=level))
    return state if state.pending_posts else _open_action(state)


def _open_action(state: HandState) -> HandState:
    """Preflop: the first to act is left of the big blind (or of the straddle)."""
    last_forced = state.straddle_seat or state.positions.big_blind
    return _advance(evolve(state, to_act=None), last_forced)


def _acted(state: HandState, ruled: RuledAction) -> HandState:
    me = state.seat(ruled.seat)
    changes: dict[str, object] = {"actions": state.actions + 1}
    if ruled.kind is ActionKind.FOLD:
        changes["seats"] = _seats_with(state, evolve(me, folded=True, acted_at=state.bet_to))
        return _advance(evolve(state, **changes), me.seat)
    added = ruled.to - me.street_bet
    bet_to = state.bet_to
    if ruled.to > bet_to:
        full_to, _, _ = min_wager_to(state)
        if ruled.to >= full_to:
            # A full bet or raise: the next raise must add at least as much (BETTING 3).
            if bet_to == 0:
                base = 0
            elif state.full_bet_made:
                base = bet_to
            else:
                base = max(bet_to, state.stakes.big_blind)
            changes.update(
                min_raise_by=ruled.to - base, full_bet_made=True, last_full_was_bet=bet_to == 0
            )
        bet_to = ruled.to
        changes.update(bet_to=bet_to, last_aggressor=me.seat)
    me = evolve(
        me,
        stack=me.stack - added,
        street_bet=ruled.to,
        contributed=me.contributed + added,
        acted_at=bet_to,
    )
    changes["seats"] = _seats_with(state, me)
    return _advance(evolve(state, **changes), me.seat)


def _needs_action(state: HandState, seat: SeatState) -> bool:
    return seat.can_act and (seat.acted_at is None or seat.street_bet < state.bet_to)


def _advance(state: HandState, after: int) -> HandState:
    """Pass the action clockwise, or close the betting round when no one needs to act."""
    live = [s for s in state.seats if not s.folded]
    if len(live) <= 1:
        return _end_betting(state, ran_out=False)
    actors = [s for s in state.seats if s.can_act]
    if not actors or (len(actors) == 1 and _nothing_to_decide(state, actors[0])):
        return _close_round(state)
    seats = state.seats
    order = [s.seat for s in seats]
    start = order.index(after) if after in order else -1
    for step in range(1, len(order) + 1):
        candidate = seats[(start + step) % len(order)]
        if _needs_action(state, candidate):
            if candidate.absent:
                return _absent_acts(state, candidate)
            return evolve(state, to_act=candidate.seat)
    return _close_round(state)


def _nothing_to_decide(state: HandState, me: SeatState) -> bool:
    """The only seat that can still act faces no one who can act, and has already put in as
    much on this street as every live all-in: it has no decision (no call is owed, a raise
    could not be called). Preflop the wager to match may be a full big blind the all-in big
    blind never posted; callers "enter for the big blind" (Ubetcha BETTING AND RAISING 2) only
    against someone who can match it, so here the round closes and the excess goes back."""
    return all(
        s.street_bet <= me.street_bet for s in state.seats if not s.folded and s.seat != me.seat
    )


def _absent_acts(state: HandState, seat: SeatState) -> HandState:
    """An absent player's hand checks when it can and is folded facing a wager
    (Applewood, Dealing/Dealers: folded in turn; the blinds were posted)."""
    kind = ActionKind.CHECK if seat.street_bet >= state.bet_to else ActionKind.FOLD
    state = evolve(state, to_act=seat.seat)
    return _acted(state, RuledAction(seat.seat, kind, seat.street_bet, False))


def _close_round(state: HandState) -> HandState:
    state = _return_uncalled(state)
    if state.street is Street.RIVER:
        return _end_betting(evolve(state, river_aggressor=state.last_aggressor), ran_out=False)
    if sum(1 for s in state.seats if s.can_act) <= 1:
        return _end_betting(state, ran_out=True)
    next_street = state.street.next
    assert next_street is not None
    seats = tuple(evolve(s, street_bet=0, acted_at=None) for s in state.seats)
    state = evolve(
        state,
        seats=seats,
        street=next_street,
        bet_to=0,
        min_raise_by=state.stakes.big_blind,
        full_bet_made=False,
        last_full_was_bet=False,
        last_aggressor=None,
        to_act=None,
    )
    # After the flop the first live seat left of the button acts first (BUTTON USE).
    return _advance(state, state.seats[-1].seat)


def _end_betting(state: HandState, *, ran_out: bool) -> HandState:
    state = _return_uncalled(state)
    # All folded to a lone big blind with no small blind and no antes: its whole blind went
    # back, no pot remains, and there is nothing to award: the hand is over.
    phase = Phase.SHOWDOWN if state.pot_total else Phase.COMPLETE
    return evolve(state, phase=phase, to_act=None, ran_out=ran_out)


def _return_uncalled(state: HandState) -> HandState:
    back = uncalled(Contribution(s.seat, s.contributed, s.folded) for s in state.seats)
    if back is None:
        return state
    seat_no, chips = back
    seat = state.seat(seat_no)
    seat = evolve(
        seat,
        stack=seat.stack + chips,
        contributed=seat.contributed - chips,
        street_bet=max(0, seat.street_bet - chips),
    )
    return evolve(_with_seat(state, seat), returned=state.returned + ((seat_no, chips),))


def _awarded(state: HandState, event: PotAwarded) -> HandState:
    if state.phase is not Phase.SHOWDOWN:
        raise ValueError(f"pot awarded while the hand is at {state.phase.value}")
    current = {p.index: p for p in pots(state)}
    pot = current.get(event.pot)
    if pot is None or pot.amount != event.amount:
        raise ValueError(f"pot {event.pot} of {event.amount} does not match the hand's pots")
    if any(seat not in pot.eligible for seat, _ in event.payouts):
        raise ValueError(f"pot {event.pot} paid to a seat not in it")
    if sum(chips for _, chips in event.payouts) + event.left_in_pot != pot.amount:
        raise ValueError(f"pot {event.pot} payouts do not add up to {pot.amount}")
    awarded = state.awarded + ((event.pot, event.payouts, event.left_in_pot),)
    done = {index for index, _, _ in awarded}
    phase = Phase.COMPLETE if done >= set(current) else Phase.SHOWDOWN
    return evolve(state, awarded=awarded, phase=phase)


def _voided(state: HandState, event: HandVoided) -> HandState:
    seats = tuple(
        evolve(s, stack=s.starting_stack, street_bet=0, contributed=0) for s in state.seats
    )
    return evolve(
        state, seats=seats, phase=Phase.VOIDED, to_act=None, void_reason=event.reason, dead_money=0
    )


def _with_seat(state: HandState, seat: SeatState) -> HandState:
    return evolve(state, seats=_seats_with(state, seat))


def _seats_with(state: HandState, seat: SeatState) -> tuple[SeatState, ...]:
    return tuple(seat if s.seat == seat.seat else s for s in state.seats)


def apply_ruled(state: HandState, ruled: RuledAction) -> HandState:
    """Fold an action already checked by `check_action` (the UI's fast path)."""
    return _acted(state, ruled)
