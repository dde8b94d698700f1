"""The fold of a hand: `apply` one "hand.*" event to a HandState, `replay` them all.

Each event makes one new state: the engine copies the state into a draft (core.hand_state),
changes it in place through the whole consequence of the event (the seat's chips, the next to
act, the end of the street, uncalled chips returned) and seals it once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from dealer_assist.core.drafts import slot_maker
from dealer_assist.core.events import Event
from dealer_assist.core.hand.betting import (
    Action,
    IllegalAction,
    RuledAction,
    check_action,
    full_wager_to,
    rule_action,
)
from dealer_assist.core.hand.hand_events import (
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
from dealer_assist.core.hand.hand_state import (
    HandDraft,
    HandState,
    Phase,
    SeatDraft,
    SeatState,
    Stakes,
    evolve,
    hand_draft,
    seat_draft,
)
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.core.hand.pots import Pot, layer_pots
from dealer_assist.core.rules.house_rules import Decision, HouseRules

_new = object.__new__
# The members the hot path names, read once: an Enum member read through its class goes through
# the enum's metaclass, several times the cost of reading a global.
_BETTING, _SHOWDOWN, _COMPLETE = Phase.BETTING, Phase.SHOWDOWN, Phase.COMPLETE
_PREFLOP, _RIVER = Street.PREFLOP, Street.RIVER
_FOLD, _CHECK = ActionKind.FOLD, ActionKind.CHECK
_ANTE, _BIG_BLIND_ANTE, _STRADDLE = PostKind.ANTE, PostKind.BIG_BLIND_ANTE, PostKind.STRADDLE
_SMALL_BLIND, _BIG_BLIND = PostKind.SMALL_BLIND, PostKind.BIG_BLIND


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
    due: list[tuple[int, PostKind, int]] = []  # (seat, kind, amount before its stack caps it)
    ante = stakes.ante
    if ante and not stakes.big_blind_ante:
        due += [(seat, _ANTE, ante) for seat in positions.dealt_in]
    if positions.small_blind is not None and stakes.small_blind:
        due.append((positions.small_blind, _SMALL_BLIND, stakes.small_blind))
    due.append((positions.big_blind, _BIG_BLIND, stakes.big_blind))
    if ante and stakes.big_blind_ante:
        due.append((positions.big_blind, _BIG_BLIND_ANTE, ante))
    if positions.straddle is not None:
        due.append((positions.straddle, _STRADDLE, straddle_multiple * stakes.big_blind))
    posts: list[tuple[int, PostKind, int]] = []
    for seat, kind, amount in due:
        behind = left[seat]
        chips = amount if amount < behind else behind
        if chips > 0:
            left[seat] = behind - chips
            posts.append((seat, kind, chips))
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
    if isinstance(event, ActionTaken):
        if state is None:
            raise ValueError("ActionTaken before HandDealt")
        if _decided[0] is event and _decided[1] is state:  # ruled on this very state already
            return acted(state, event.seat, event.kind, event.to)
        ruled = rule_action(state, event.seat, event.kind, event.to)
        if ruled is None:  # refused: the reason and the rule
            full = check_action(state, Action(event.seat, event.kind, event.to))
            ruled = full.kind, full.to, full.all_in
        kind, to, _ = ruled
        if kind is not event.kind or to != event.to:
            raise IllegalAction(
                f"Recorded {event.kind.value} to {event.to} by seat {event.seat} does not match "
                f"the rules' {kind.value} to {to}",
                citation=state.rules.cite(Decision.MIN_RAISE),
            )
        return acted(state, event.seat, kind, to)
    if isinstance(event, HandDealt):
        if rules is None:
            raise ValueError("the first event needs the house rules")
        return _deal(event, rules).seal()
    if state is None:
        raise ValueError(f"{type(event).__name__} before HandDealt")
    if isinstance(event, BlindPosted):
        return _posted(state, event)
    if isinstance(event, StreetDealt):
        return evolve(state, board=state.board + event.cards)
    if isinstance(event, CardsShown):
        return evolve(state, shown=state.shown + ((event.seat, event.cards),))
    if isinstance(event, PotAwarded):
        return _awarded(state, event)
    if isinstance(event, HandVoided):
        return _voided(state, event)
    raise ValueError(f"not a hand event: {type(event).__name__}")


# The last action `core.hand.hand.decide` ruled and the state it was ruled on: folding that
# event into that state (the station's next step) needs no second ruling. Both are frozen, so
# identity is proof the ruling still holds.
_decided: list[object] = [None, None]


def decided(event: ActionTaken, state: HandState) -> ActionTaken:
    """Remember `event` as ruled legal on `state` (by `check_action`); returns it."""
    _decided[0] = event
    _decided[1] = state
    return event


def apply_ruled(state: HandState, ruled: RuledAction) -> HandState:
    """Fold an action already checked by `check_action` (the UI's fast path)."""
    return acted(state, ruled.seat, ruled.kind, ruled.to)


def acted(state: HandState, seat: int, kind: ActionKind, to: int) -> HandState:
    """Fold an action already ruled legal (`rule_action`, `check_action`): `kind` as recorded
    (never ALL_IN) and `to` the seat's total wager on this street after it."""
    hand = hand_draft(state)
    _act(hand, hand.positions.dealt_in.index(seat), kind, to)
    return hand.seal()


def deal_and_post(
    event: HandDealt, rules: HouseRules
) -> tuple[HandState, tuple[tuple[int, PostKind, int], ...]]:
    """The state after the deal and all its forced posts, folded at once (the state `apply`
    reaches through the deal and a BlindPosted event per post, in order), and the posts."""
    hand = _deal(event, rules)
    seats = [seat_draft(s) for s in hand.seats]
    posts = hand.pending_posts
    order = event.dealt_in
    for seat, kind, amount in posts:
        _post(hand, seats[order.index(seat)], kind, amount)
    hand.pending_posts = ()
    hand.seats = tuple([s.seal() for s in seats])
    _open_action(hand)
    return hand.seal(), posts


# ---------------------------------------------------------------------------------------------
# The events, each folded on a draft


# Made at every deal: the slots set straight (neither checks anything when built).
_hand_positions: Callable[..., HandPositions] = slot_maker(HandPositions)
# A seat as it is dealt in: (seat, starting_stack, stack, street_bet, contributed, folded,
# absent, acted_at), its stack both before and now, nothing in the pot, not acted.
_dealt_seat: Callable[[int, int, int, int, int, bool, bool, None], SeatState] = slot_maker(
    SeatState
)


def _positions(event: HandDealt) -> HandPositions:
    return _hand_positions(
        button=event.button,
        button_is_dead=event.button_is_dead,
        small_blind=event.small_blind_seat,
        big_blind=event.big_blind_seat,
        dealt_in=event.dealt_in,
        waiting=(),  # no part of the hand
        absent=event.absent,
        straddle=event.straddle_seat,
        heads_up=event.heads_up,
    )


def _stakes(event: HandDealt) -> Stakes:
    return Stakes(event.small_blind, event.big_blind, event.ante, event.big_blind_ante)


# What `dealt_posts` worked out for the last deal: (event, rules, posts, positions, stakes).
# The fold of that very event under those rules takes them from here (all frozen: identity is
# proof), so a deal's posts, positions and stakes are worked out once.
_last_deal: list[Any] = [None, None, (), None, None]


def dealt_posts(
    event: HandDealt, rules: HouseRules, stakes: Stakes | None = None
) -> tuple[tuple[int, PostKind, int], ...]:
    """The forced posts `event` calls for, in order (`forced_posts` of its seats). `stakes`:
    the event's own, already made (None: made from the event)."""
    positions = _positions(event)
    if stakes is None:
        stakes = _stakes(event)
    posts = forced_posts(
        positions,
        dict(zip(event.dealt_in, event.stacks, strict=True)),
        stakes,
        rules.straddle_multiple,
    )
    _last_deal[:] = (event, rules, posts, positions, stakes)
    return posts


def _deal(event: HandDealt, rules: HouseRules) -> HandDraft:
    """The hand as dealt, before any post: a draft (its seats frozen, in deal order)."""
    if not (_last_deal[0] is event and _last_deal[1] is rules):
        dealt_posts(event, rules)  # works them out and keeps them in _last_deal
    posts, positions, stakes = _last_deal[2:]
    absent = event.absent
    seats = tuple(
        [
            _dealt_seat(seat, stack, stack, 0, 0, False, seat in absent, None)
            for seat, stack in zip(event.dealt_in, event.stacks, strict=True)
        ]
    )
    # Every field, as HandState's defaults have them (tests/test_hand_state.py compares).
    hand = _new(HandDraft)
    hand.hand_id = event.hand_id
    hand.rules = rules
    hand.stakes = stakes
    hand.positions = positions
    hand.seats = seats
    hand.phase = _BETTING
    hand.street = _PREFLOP
    hand.bet_to = stakes.big_blind  # callers enter for the full big blind even if it is short
    hand.min_raise_by = stakes.big_blind
    hand.full_bet_made = True
    hand.last_full_was_bet = False
    hand.to_act = None
    hand.last_aggressor = None
    hand.river_aggressor = None
    hand.first_to_act_postflop = None
    hand.dead_money = event.carried_in
    hand.straddle_seat = event.straddle_seat
    hand.returned = ()
    hand.board = ()
    hand.shown = ()
    hand.awarded = ()
    hand.ran_out = False
    hand.void_reason = None
    hand.actions = 0
    hand.pending_posts = posts
    return hand


def _posted(state: HandState, event: BlindPosted) -> HandState:
    expected = (event.seat, event.kind, event.amount)
    pending = state.pending_posts
    if pending and pending[0] == expected:  # posted in order, as `start_hand` writes them
        left = pending[1:]
    elif expected in pending:
        at = pending.index(expected)
        left = pending[:at] + pending[at + 1 :]
    else:
        due = ", ".join(f"seat {s} {k.value} {a}" for s, k, a in pending) or "none"
        raise IllegalAction(
            f"Seat {event.seat} may not post {event.kind.value} {event.amount}; posts due: {due}",
            citation=state.rules.cite(Decision.ABSENT_PLAYER),
        )
    hand = hand_draft(state)
    hand.pending_posts = left
    index = hand.positions.dealt_in.index(event.seat)
    seat = seat_draft(hand.seats[index])
    _post(hand, seat, event.kind, event.amount)
    _set_seat(hand, index, seat.seal())
    if not left:
        _open_action(hand)
    return hand.seal()


def _post(hand: HandDraft, seat: SeatDraft, kind: PostKind, amount: int) -> None:
    """One forced post: its chips from the seat's stack to the pot (and its bet)."""
    seat.stack -= amount
    if kind is _BIG_BLIND_ANTE:
        hand.dead_money += amount
        return
    seat.contributed += amount
    if kind is _ANTE:
        return
    seat.street_bet += amount
    if kind is _STRADDLE:
        # A live straddle is the new blind; its poster acts last and, per Ubetcha BLINDS 5,
        # raises only if someone else raised (so it counts as having acted at its level).
        level = max(hand.bet_to, amount)
        full = hand.rules.straddle_multiple * hand.stakes.big_blind
        # A full straddle is the blind a raise must match; one short of it (all-in) is like an
        # all-in short of a full raise: the next raise adds at least the big blind.
        raise_by = level if amount >= full else hand.min_raise_by
        hand.bet_to = level
        hand.min_raise_by = max(hand.min_raise_by, raise_by)
        hand.straddle_seat = seat.seat
        seat.acted_at = level


def _open_action(hand: HandDraft) -> None:
    """Preflop: the first to act is left of the big blind (or of the straddle)."""
    last_forced = hand.straddle_seat or hand.positions.big_blind
    hand.to_act = None
    order = hand.positions.dealt_in
    _advance(hand, order.index(last_forced) if last_forced in order else -1)


def _act(hand: HandDraft, index: int, kind: ActionKind, to: int) -> None:
    """The seat at `index` acts (already ruled legal), then the action moves on."""
    me = hand.seats[index]
    seat = seat_draft(me)
    hand.actions += 1
    bet_to = hand.bet_to
    if kind is _FOLD:
        seat.folded = True
    else:
        if to > bet_to:
            if to >= full_wager_to(hand):
                # A full bet or raise: the next raise must add at least as much (BETTING 3).
                if bet_to == 0:
                    base = 0
                elif hand.full_bet_made:
                    base = bet_to
                else:
                    base = max(bet_to, hand.stakes.big_blind)
                hand.min_raise_by = to - base
                hand.full_bet_made = True
                hand.last_full_was_bet = bet_to == 0
            bet_to = hand.bet_to = to
            hand.last_aggressor = me.seat
        added = to - me.street_bet
        seat.stack = me.stack - added
        seat.street_bet = to
        seat.contributed = me.contributed + added
    seat.acted_at = bet_to
    seats = hand.seats
    hand.seats = (*seats[:index], seat.seal(), *seats[index + 1 :])
    _advance(hand, index)


def _advance(hand: HandDraft, after: int) -> None:
    """Pass the action clockwise from the seat at index `after` (-1: from the first seat), or
    close the betting round when no one needs to act."""
    seats = hand.seats
    count = len(seats)
    bet_to = hand.bet_to
    live = 0
    actors = 0
    actor = None
    next_index = -1  # the first seat clockwise that still has to act
    # One pass, clockwise from the seat after `after`: who is live, who can act, who is next.
    # It stops once a seat is to act and another can answer it: the round goes on, whoever
    # the seats further round are.
    index = after
    for _ in range(count):
        index += 1
        if index >= count:
            index = 0
        s = seats[index]
        if s.folded:
            continue
        live += 1
        if s.stack > 0:
            actors += 1
            actor = s
            if next_index < 0 and (s.acted_at is None or s.street_bet < bet_to):
                next_index = index
            if actors > 1 and next_index >= 0:
                break
    if live <= 1:
        _end_betting(hand, ran_out=False)
        return
    if actor is None or (actors == 1 and _nothing_to_decide(seats, actor)) or next_index < 0:
        _close_round(hand)
        return
    candidate = seats[next_index]
    if candidate.absent:
        _absent_acts(hand, next_index)
    else:
        hand.to_act = candidate.seat


def _nothing_to_decide(seats: tuple[SeatState, ...], me: SeatState) -> bool:
    """The only seat that can still act faces no one who can act, and has already put in as
    much on this street as every live all-in: it has no decision (no call is owed, a raise
    could not be called). Preflop the wager to match may be a full big blind the all-in big
    blind never posted; callers "enter for the big blind" (Ubetcha BETTING AND RAISING 2) only
    against someone who can match it, so here the round closes and the excess goes back."""
    return all(s.street_bet <= me.street_bet for s in seats if not s.folded and s is not me)


def _absent_acts(hand: HandDraft, index: int) -> None:
    """An absent player's hand checks when it can and is folded facing a wager
    (Applewood, Dealing/Dealers: folded in turn; the blinds were posted)."""
    seat = hand.seats[index]
    kind = _CHECK if seat.street_bet >= hand.bet_to else _FOLD
    hand.to_act = seat.seat
    _act(hand, index, kind, seat.street_bet)


def _close_round(hand: HandDraft) -> None:
    _return_uncalled(hand)
    if hand.street is _RIVER:
        hand.river_aggressor = hand.last_aggressor
        _end_betting(hand, ran_out=False)
        return
    if len([s for s in hand.seats if not s.folded and s.stack > 0]) <= 1:  # can act
        _end_betting(hand, ran_out=True)
        return
    next_street = hand.street.next
    assert next_street is not None
    hand.seats = tuple(
        [s if s.street_bet == 0 and s.acted_at is None else _new_street(s) for s in hand.seats]
    )
    hand.street = next_street
    hand.bet_to = 0
    hand.min_raise_by = hand.stakes.big_blind
    hand.full_bet_made = False
    hand.last_full_was_bet = False
    hand.last_aggressor = None
    hand.to_act = None
    # After the flop the first live seat left of the button acts first (BUTTON USE).
    _advance(hand, len(hand.seats) - 1)


def _new_street(seat: SeatState) -> SeatState:
    new = seat_draft(seat)
    new.street_bet = 0
    new.acted_at = None
    return new.seal()


def _end_betting(hand: HandDraft, *, ran_out: bool) -> None:
    _return_uncalled(hand)
    # All folded to a lone big blind with no small blind and no antes: its whole blind went
    # back, no pot remains, and there is nothing to award: the hand is over.
    hand.phase = _SHOWDOWN if hand.pot_total else _COMPLETE
    hand.to_act = None
    hand.ran_out = ran_out


def _return_uncalled(hand: HandDraft) -> None:
    """A wager no other seat matched goes back to its seat (core.pots.uncalled: the biggest
    contribution over the second biggest, folded seats counted)."""
    seats = hand.seats
    if len(seats) < 2:
        return
    top = second = -1
    at = 0
    for index, s in enumerate(seats):
        chips = s.contributed
        if chips > top:
            second = top
            top = chips
            at = index
        elif chips > second:
            second = chips
    if top <= second:
        return
    chips = top - second
    seat = seat_draft(seats[at])
    seat.stack += chips
    seat.contributed -= chips
    seat.street_bet = max(0, seat.street_bet - chips)
    _set_seat(hand, at, seat.seal())
    hand.returned = hand.returned + ((seat.seat, chips),)


def _set_seat(hand: HandDraft, index: int, seat: SeatState) -> None:
    seats = hand.seats
    hand.seats = (*seats[:index], seat, *seats[index + 1 :])


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
        SeatState(s.seat, s.starting_stack, s.starting_stack, 0, 0, s.folded, s.absent, s.acted_at)
        for s in state.seats
    )
    return evolve(
        state, seats=seats, phase=Phase.VOIDED, to_act=None, void_reason=event.reason, dead_money=0
    )
