"""One hand of No-Limit Hold'em as a fold over "hand.*" events: start, act, award, undo.

Commands (`start_hand`, `decide`, `deal_street`, `award`, `award_by_cards`, `void`) check the
rules and return events; `apply` folds an event into a `HandState`; `replay` folds them all.
`Hand` wraps the two for a UI: it keeps the events and the current state.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from dealer_assist.core.betting import (
    Action,
    IllegalAction,
    LegalActions,
    RuledAction,
    check_action,
    legal_actions,
    min_wager_to,
)
from dealer_assist.core.events import Event, new_event_id
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
from dealer_assist.core.showdown import (
    ShowdownOrder,
    best_hands,
    pot_winners,
    split_pot,
)
from dealer_assist.core.showdown import (
    showdown_order as _showdown_order,
)

log = logging.getLogger(__name__)

__all__ = [
    "Action",
    "ActionKind",
    "Hand",
    "HandResult",
    "HandState",
    "IllegalAction",
    "LegalActions",
    "Phase",
    "Stakes",
    "apply",
    "award",
    "award_by_cards",
    "deal_street",
    "decide",
    "hand_result",
    "legal_actions",
    "pots",
    "replay",
    "showdown_order",
    "start_hand",
    "undo",
    "void",
]


# ---------------------------------------------------------------------------------------------
# Commands: check the rules, return events


def start_hand(
    *,
    hand_id: str,
    positions: HandPositions,
    stacks: Mapping[int, int],
    stakes: Stakes,
    rules: HouseRules,
    at_ms: int,
    carried_in: int = 0,
) -> tuple[Event, ...]:
    """The events that open a hand: the deal, then antes, blinds and straddle as posted.

    Every seat in `positions.dealt_in` posts, absent ones too (Ubetcha BLINDS 6); a short stack
    posts what it has and is all-in. A straddle (`positions.straddle`) is a live blind where the
    house allows it; elsewhere it is recorded as an opening raise to the straddle amount, with no
    last action (Applewood BETTING 1).
    """
    missing = [seat for seat in positions.dealt_in if seat not in stacks]
    if missing:
        raise ValueError(f"no stack given for seats {missing}")
    broke = [seat for seat in positions.dealt_in if stacks[seat] <= 0]
    if broke:
        raise ValueError(f"seats {broke} have no chips and cannot be dealt in")
    straddle_live = positions.straddle is not None and rules.straddle_allowed
    dealt = HandDealt(
        event_id=new_event_id(),
        at_ms=at_ms,
        hand_id=hand_id,
        book=rules.book,
        button=positions.button,
        button_is_dead=positions.button_is_dead,
        small_blind_seat=positions.small_blind,
        big_blind_seat=positions.big_blind,
        dealt_in=tuple(positions.dealt_in),
        stacks=tuple(stacks[seat] for seat in positions.dealt_in),
        absent=tuple(seat for seat in positions.absent if seat in positions.dealt_in),
        straddle_seat=positions.straddle if straddle_live else None,
        heads_up=positions.heads_up,
        small_blind=stakes.small_blind,
        big_blind=stakes.big_blind,
        ante=stakes.ante,
        big_blind_ante=stakes.big_blind_ante,
        carried_in=carried_in,
    )
    events: list[Event] = [dealt]
    state = apply(None, dealt, rules)
    for seat, kind, amount in state.pending_posts:
        event = BlindPosted(
            event_id=new_event_id(),
            at_ms=at_ms,
            hand_id=hand_id,
            seat=seat,
            kind=kind,
            amount=amount,
        )
        events.append(event)
        state = apply(state, event)
    if positions.straddle is not None and not straddle_live and state.to_act == positions.straddle:
        # No straddle in this house: the chips are an ordinary opening raise in turn.
        to = min(rules.straddle_multiple * stakes.big_blind, state.seat(positions.straddle).stack)
        events.append(decide(state, Action(positions.straddle, ActionKind.RAISE, to), at_ms))
    return tuple(events)


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


def decide(state: HandState, action: Action, at_ms: int) -> ActionTaken:
    """Check `action` against the rules; the event to record. Raises IllegalAction."""
    ruled = check_action(state, action)
    return ActionTaken(
        event_id=new_event_id(),
        at_ms=at_ms,
        hand_id=state.hand_id,
        seat=ruled.seat,
        kind=ruled.kind,
        to=ruled.to,
        all_in=ruled.all_in,
    )


def deal_street(
    state: HandState, cards: Sequence[str], at_ms: int, street: Street | None = None
) -> StreetDealt:
    """Record board cards: the current street's, or the next one's during a run-out."""
    target = street or _next_board_street(state)
    if target is None:
        raise IllegalAction(
            "No more board cards to deal: the river is out",
            citation=state.rules.cite(Decision.ACTION_ORDER),
        )
    if state.phase is Phase.BETTING and target.board_cards > state.street.board_cards:
        raise IllegalAction(
            f"The {target.value} comes once the {state.street.value} betting is over; "
            f"seat {state.to_act} is to act",
            citation=state.rules.cite(Decision.ACTION_ORDER),
        )
    if state.phase in (Phase.COMPLETE, Phase.VOIDED):
        raise IllegalAction(
            f"The hand is {state.phase.value}", citation=state.rules.cite(Decision.ACTION_ORDER)
        )
    expected = target.board_cards - _board_before(target)
    if cards and len(cards) != expected:
        raise IllegalAction(
            f"The {target.value} is {expected} card(s), got {len(cards)}",
            citation=state.rules.cite(Decision.MISDEAL),
        )
    return StreetDealt(
        event_id=new_event_id(),
        at_ms=at_ms,
        hand_id=state.hand_id,
        street=target,
        cards=tuple(cards),
    )


def _board_before(street: Street) -> int:
    return {Street.FLOP: 0, Street.TURN: 3, Street.RIVER: 4}.get(street, 0)


def _next_board_street(state: HandState) -> Street | None:
    shown = len(state.board)
    for street in (Street.FLOP, Street.TURN, Street.RIVER):
        if street.board_cards > shown:
            return street
    return None


def pots(state: HandState) -> tuple[Pot, ...]:
    """Main and side pots as they stand, with the seats eligible for each."""
    rows = [(s.seat, s.contributed, s.folded, s.stack == 0 and not s.folded) for s in state.seats]
    return layer_pots(rows, state.dead_money)


def showdown_order(state: HandState) -> ShowdownOrder:
    """Who shows first and in what order, with the rule (see core.showdown)."""
    return _showdown_order(state, pots(state))


def award(
    state: HandState,
    winners: Mapping[int, Sequence[int]] | None = None,
    *,
    at_ms: int,
    smallest_chip: int = 1,
) -> tuple[PotAwarded, ...]:
    """Pay every pot. `winners` maps pot index to the winning seats (a tie lists several);
    a pot with one eligible seat needs no entry. Side pots are settled before the main pot,
    the pot of the biggest starting stacks first (Ubetcha SHOWDOWN 7); each pot is split on its
    own (Ubetcha TIES 2) with the house's odd-chip rule."""
    rules = state.rules
    if state.phase is not Phase.SHOWDOWN:
        raise IllegalAction(
            f"Pots are awarded once betting is over; the hand is at {state.phase.value}"
            + (f", seat {state.to_act} to act" if state.to_act is not None else ""),
            citation=rules.cite(Decision.ACTION_ORDER),
        )
    chosen = dict(winners or {})
    all_pots = pots(state)
    unknown = set(chosen) - {p.index for p in all_pots}
    if unknown:
        raise IllegalAction(
            f"No pot {sorted(unknown)}: the pots are "
            + ", ".join(f"{p.index} ({p.name})" for p in all_pots),
            citation=rules.cite(Decision.SPLIT_POTS_SEPARATELY),
        )
    deal_order = tuple(s.seat for s in state.seats)
    done = {index for index, _, _ in state.awarded}
    events: list[PotAwarded] = []
    for pot in sorted(all_pots, key=lambda p: -p.index):
        if pot.index in done:
            continue
        seats = tuple(chosen.get(pot.index, ()))
        if not seats:
            if len(pot.eligible) != 1:
                raise IllegalAction(
                    f"Name the winner(s) of the {pot.name}: one or more of seats "
                    f"{', '.join(map(str, pot.eligible))}",
                    citation=rules.cite(Decision.SIDE_POT_ORDER),
                )
            seats = pot.eligible
        ineligible = [seat for seat in seats if seat not in pot.eligible]
        if ineligible:
            raise IllegalAction(
                f"Seat {ineligible[0]} cannot win the {pot.name}: only seats "
                f"{', '.join(map(str, pot.eligible))} are in it",
                citation=rules.cite(Decision.SIDE_POT_ORDER),
            )
        split = split_pot(pot.amount, seats, rules, deal_order, smallest_chip)
        events.append(
            PotAwarded(
                event_id=new_event_id(),
                at_ms=at_ms,
                hand_id=state.hand_id,
                pot=pot.index,
                amount=pot.amount,
                winners=tuple(seat for seat, _ in split.payouts),
                payouts=split.payouts,
                left_in_pot=split.left_in_pot,
                odd_chip_rule=split.citation.label if len(seats) > 1 else "",
            )
        )
    return tuple(events)


def award_by_cards(
    state: HandState,
    hole_cards: Mapping[int, str | Sequence[str]],
    board: str | Sequence[str] | None = None,
    *,
    at_ms: int,
    smallest_chip: int = 1,
) -> tuple[Event, ...]:
    """Read the shown hands (cards speak) and pay each pot to its best eligible hand(s).

    `board` defaults to the cards recorded with StreetDealt. Returns CardsShown then PotAwarded.
    """
    board_cards = state.board if board is None else board
    text = board_cards if isinstance(board_cards, str) else "".join(board_cards)
    if len(text) != 10:
        raise IllegalAction(
            f"Cards speak needs the five board cards; have {len(text) // 2}",
            citation=state.rules.cite(Decision.SHOWDOWN_ORDER),
        )
    live = set(state.live_seats)
    folded = [seat for seat in hole_cards if seat not in live]
    if folded:
        raise IllegalAction(
            f"Seat {folded[0]} has no live hand; live seats: {', '.join(map(str, sorted(live)))}",
            citation=state.rules.cite(Decision.SHOWDOWN_ORDER),
        )
    hands = best_hands(hole_cards, text)
    winners = {pot.index: pot_winners(pot, hands) for pot in pots(state) if len(pot.eligible) > 1}
    shown = tuple(
        CardsShown(
            event_id=new_event_id(),
            at_ms=at_ms,
            hand_id=state.hand_id,
            seat=seat,
            cards=_split_cards(cards),
        )
        for seat, cards in hole_cards.items()
    )
    return shown + award(state, winners, at_ms=at_ms, smallest_chip=smallest_chip)


def _split_cards(cards: str | Sequence[str]) -> tuple[str, ...]:
    if isinstance(cards, str):
        text = cards.replace(" ", "")
        return tuple(text[i : i + 2] for i in range(0, len(text), 2))
    return tuple(cards)


def void(state: HandState, reason: str, at_ms: int) -> HandVoided:
    """Misdeal or void: every bet goes back as posted."""
    if state.phase is Phase.COMPLETE or state.phase is Phase.VOIDED:
        raise IllegalAction(
            f"The hand is already {state.phase.value}", citation=state.rules.cite(Decision.MISDEAL)
        )
    return HandVoided(event_id=new_event_id(), at_ms=at_ms, hand_id=state.hand_id, reason=reason)


def undo(events: Sequence[Event], steps: int = 1) -> tuple[Event, ...]:
    """The events without the last `steps` steps (actions, board cards, awards, a void).

    The deal and the forced posts are not steps: undo stops there.
    """
    kept = list(events)
    for _ in range(steps):
        if not kept or isinstance(kept[-1], HandDealt | BlindPosted):
            break
        kept.pop()
    return tuple(kept)


# ---------------------------------------------------------------------------------------------
# The fold


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
        state = evolve(
            state,
            bet_to=level,
            min_raise_by=max(state.min_raise_by, level),
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
        return _advance(evolve(state, **changes), me.seat)  # type: ignore[arg-type]
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
    return _advance(evolve(state, **changes), me.seat)  # type: ignore[arg-type]


def _needs_action(state: HandState, seat: SeatState) -> bool:
    return seat.can_act and (seat.acted_at is None or seat.street_bet < state.bet_to)


def _advance(state: HandState, after: int) -> HandState:
    """Pass the action clockwise, or close the betting round when no one needs to act."""
    live = [s for s in state.seats if not s.folded]
    if len(live) <= 1:
        return _end_betting(state, ran_out=False)
    actors = [s for s in state.seats if s.can_act]
    if not actors or (len(actors) == 1 and actors[0].street_bet >= state.bet_to):
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
    return evolve(state, phase=Phase.SHOWDOWN, to_act=None, ran_out=ran_out)


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


# ---------------------------------------------------------------------------------------------
# The result


@dataclass(frozen=True, slots=True)
class HandResult:
    """Where the chips went: final stacks, who busted, chips left in the pot for the next hand."""

    final_stacks: Mapping[int, int]
    busted: tuple[int, ...]
    left_in_pot: int
    returned: tuple[tuple[int, int], ...]
    payouts: tuple[tuple[int, int, int], ...]  # (pot, seat, chips)


def hand_result(state: HandState) -> HandResult:
    """Final stacks once the hand is complete (or voided: everyone as they started)."""
    if state.phase is Phase.VOIDED:
        finals = {s.seat: s.starting_stack for s in state.seats}
        return HandResult(finals, (), state.dead_money, (), ())
    if state.phase is not Phase.COMPLETE:
        raise IllegalAction(
            f"The hand is not over: it is at {state.phase.value}",
            citation=state.rules.cite(Decision.ACTION_ORDER),
        )
    finals = {s.seat: s.stack for s in state.seats}
    payouts: list[tuple[int, int, int]] = []
    kept = 0
    for index, paid, left in state.awarded:
        kept += left
        for seat, chips in paid:
            finals[seat] += chips
            payouts.append((index, seat, chips))
    busted = tuple(seat for seat, chips in finals.items() if chips == 0)
    return HandResult(finals, busted, kept, state.returned, tuple(payouts))


# ---------------------------------------------------------------------------------------------
# A convenience for a UI: the events and the state together


class Hand:
    """A hand in progress: `events` (to journal) and `state` (to show). Not thread-safe.

    Each mutating call returns the new events; `undo(n)` drops the last n steps and replays.
    """

    def __init__(self, events: Sequence[Event], rules: HouseRules) -> None:
        self.rules = rules
        self.events: tuple[Event, ...] = tuple(events)
        self.state: HandState = replay(self.events, rules)

    @classmethod
    def start(
        cls,
        *,
        positions: HandPositions,
        stacks: Mapping[int, int],
        stakes: Stakes,
        rules: HouseRules,
        at_ms: int,
        hand_id: str | None = None,
        carried_in: int = 0,
    ) -> Hand:
        events = start_hand(
            hand_id=hand_id or new_event_id(),
            positions=positions,
            stacks=stacks,
            stakes=stakes,
            rules=rules,
            at_ms=at_ms,
            carried_in=carried_in,
        )
        return cls(events, rules)

    def _extend(self, new: Sequence[Event]) -> tuple[Event, ...]:
        state = self.state
        for event in new:
            state = apply(state, event)
        self.state = state
        self.events = self.events + tuple(new)
        return tuple(new)

    def legal_actions(self) -> LegalActions:
        return legal_actions(self.state)

    def act(
        self, seat: int, kind: ActionKind, to: int | None = None, *, at_ms: int
    ) -> tuple[Event, ...]:
        event = decide(self.state, Action(seat, kind, to), at_ms)
        # Just checked by `decide`: fold it in without checking it a second time.
        ruled = RuledAction(event.seat, event.kind, event.to, event.all_in)
        self.state = _acted(self.state, ruled)
        self.events = (*self.events, event)
        return (event,)

    def deal(self, cards: Sequence[str], *, at_ms: int) -> tuple[Event, ...]:
        return self._extend((deal_street(self.state, cards, at_ms),))

    def pots(self) -> tuple[Pot, ...]:
        return pots(self.state)

    def showdown_order(self) -> ShowdownOrder:
        return showdown_order(self.state)

    def award(
        self,
        winners: Mapping[int, Sequence[int]] | None = None,
        *,
        at_ms: int,
        smallest_chip: int = 1,
    ) -> tuple[Event, ...]:
        return self._extend(award(self.state, winners, at_ms=at_ms, smallest_chip=smallest_chip))

    def award_by_cards(
        self,
        hole_cards: Mapping[int, str | Sequence[str]],
        board: str | Sequence[str] | None = None,
        *,
        at_ms: int,
        smallest_chip: int = 1,
    ) -> tuple[Event, ...]:
        return self._extend(
            award_by_cards(self.state, hole_cards, board, at_ms=at_ms, smallest_chip=smallest_chip)
        )

    def void(self, reason: str, *, at_ms: int) -> tuple[Event, ...]:
        return self._extend((void(self.state, reason, at_ms),))

    def undo(self, steps: int = 1) -> None:
        self.events = undo(self.events, steps)
        self.state = replay(self.events, self.rules)

    def result(self) -> HandResult:
        return hand_result(self.state)
