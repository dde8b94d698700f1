"""One hand of No-Limit Hold'em as a fold over "hand.*" events: start, act, award, undo.

Commands (`start_hand`, `decide`, `deal_street`, `award`, `award_by_cards`, `void`) check the
rules and return events; `apply` folds an event into a `HandState` and `replay` folds them all
(core.hand_fold). The station decides and folds through them (core.table.station_decide and
station_fold); tests drive a hand step by step with tests/helpers/hand_driver.py.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from dealer_assist.core.cards import Card, CardError
from dealer_assist.core.events import Event, new_event_id
from dealer_assist.core.hand.betting import (
    Action,
    IllegalAction,
    LegalActions,
    check_action,
    legal_actions,
    rule_action,
)
from dealer_assist.core.hand.hand_events import (
    ActionKind,
    ActionTaken,
    BlindPosted,
    CardsShown,
    HandDealt,
    HandVoided,
    PotAwarded,
    Street,
    StreetDealt,
)
from dealer_assist.core.hand.hand_fold import (
    acted,
    apply,
    deal_and_post,
    dealt_posts,
    decided,
    forced_posts,
    pots,
    replay,
)
from dealer_assist.core.hand.hand_state import HandState, Phase, Stakes
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.core.hand.showdown import (
    ShowdownOrder,
    ShowdownReading,
    best_hands,
    describe_hand,
    pot_winners,
    split_pot,
    tabled_seats,
)
from dealer_assist.core.hand.showdown import (
    showdown_order as _showdown_order,
)
from dealer_assist.core.rules.house_rules import Decision, HouseRules

log = logging.getLogger(__name__)

__all__ = [
    "Action",
    "ActionKind",
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
    "decide_seat",
    "forced_posts",
    "hand_result",
    "last_step_size",
    "legal_actions",
    "pots",
    "read_showdown",
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
    events, _ = _started(hand_id, positions, stacks, stakes, rules, at_ms, carried_in)
    return events


def _started(
    hand_id: str,
    positions: HandPositions,
    stacks: Mapping[int, int],
    stakes: Stakes,
    rules: HouseRules,
    at_ms: int,
    carried_in: int,
) -> tuple[tuple[Event, ...], HandState | None]:
    """`start_hand`'s events, and the state they fold to where it was needed to decide them
    (a straddle the house plays as a raise; None elsewhere: the fold works it out once)."""
    dealt_in = tuple(positions.dealt_in)
    try:
        chips = tuple([stacks[seat] for seat in dealt_in])
    except KeyError:
        missing = [seat for seat in dealt_in if seat not in stacks]
        raise ValueError(f"no stack given for seats {missing}") from None
    if chips and min(chips) <= 0:
        broke = [seat for seat, stack in zip(dealt_in, chips, strict=True) if stack <= 0]
        raise ValueError(f"seats {broke} have no chips and cannot be dealt in")
    straddle_live = positions.straddle is not None and rules.straddle_allowed
    absent = positions.absent
    dealt = HandDealt(
        event_id=new_event_id(),
        at_ms=at_ms,
        hand_id=hand_id,
        book=rules.book,
        button=positions.button,
        button_is_dead=positions.button_is_dead,
        small_blind_seat=positions.small_blind,
        big_blind_seat=positions.big_blind,
        dealt_in=dealt_in,
        stacks=chips,
        absent=tuple([seat for seat in absent if seat in dealt_in]) if absent else (),
        straddle_seat=positions.straddle if straddle_live else None,
        heads_up=positions.heads_up,
        small_blind=stakes.small_blind,
        big_blind=stakes.big_blind,
        ante=stakes.ante,
        big_blind_ante=stakes.big_blind_ante,
        carried_in=carried_in,
    )
    # The posts, worked out once: the fold of `dealt` takes them from here (`dealt_posts`),
    # with the stakes as given (equal to the event's, and checked when they were made).
    posts = dealt_posts(dealt, rules, stakes if type(stakes) is Stakes else None)
    events: list[Event] = [dealt]
    for seat, kind, amount in posts:
        events.append(
            BlindPosted(
                event_id=new_event_id(),
                at_ms=at_ms,
                hand_id=hand_id,
                seat=seat,
                kind=kind,
                amount=amount,
            )
        )
    if positions.straddle is None or straddle_live:
        return tuple(events), None
    # The deal and its posts folded at once: the state `apply` reaches event by event.
    state, _posts = deal_and_post(dealt, rules)
    if state.to_act == positions.straddle:
        # No straddle in this house: the chips are an ordinary opening raise in turn.
        legal = legal_actions(state)
        to = rules.straddle_multiple * stakes.big_blind
        # A stack too short for the straddle pushes what it has; with every opponent all-in
        # already there is no raise to make, and the chips call.
        if legal.max_to is None:
            opening = Action(legal.seat, ActionKind.CALL)
        elif to < legal.max_to:
            opening = Action(legal.seat, ActionKind.RAISE, to)
        else:
            opening = Action(legal.seat, ActionKind.ALL_IN)
        ruled = check_action(state, opening)
        events.append(
            _action_taken(state.hand_id, ruled.seat, ruled.kind, ruled.to, ruled.all_in, at_ms)
        )
        state = acted(state, ruled.seat, ruled.kind, ruled.to)
    return tuple(events), state


def decide(state: HandState, action: Action, at_ms: int) -> ActionTaken:
    """Check `action` against the rules; the event to record. Raises IllegalAction."""
    return decide_seat(state, action.seat, action.kind, action.to, at_ms)


def decide_seat(
    state: HandState, seat: int, kind: ActionKind, to: int | None, at_ms: int
) -> ActionTaken:
    """`decide` for the seat's action given as its parts (the station's tap)."""
    ruled = rule_action(state, seat, kind, to)
    if ruled is None:  # refused: the full check names the reason and the rule
        full = check_action(state, Action(seat, kind, to))
        ruled = full.kind, full.to, full.all_in
    ruled_kind, ruled_to, all_in = ruled
    event = _action_taken(state.hand_id, seat, ruled_kind, ruled_to, all_in, at_ms)
    return decided(event, state)


def _action_taken(
    hand_id: str, seat: int, kind: ActionKind, to: int, all_in: bool, at_ms: int
) -> ActionTaken:
    return ActionTaken(
        event_id=new_event_id(),
        at_ms=at_ms,
        hand_id=hand_id,
        seat=seat,
        kind=kind,
        to=to,
        all_in=all_in,
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
    cards = _checked_cards(state, {"the board": (*state.board, *cards)})["the board"][
        len(state.board) :
    ]
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


def read_showdown(
    state: HandState,
    hole_cards: Mapping[int, str | Sequence[str]],
    board: str | Sequence[str] | None = None,
) -> ShowdownReading:
    """Read the shown hands (cards speak) without awarding: each hand in words, the live hands
    with no cards (mucked), each contested pot's best eligible hand(s).

    Refused (IllegalAction, with the rule): a board of fewer than five cards, a card unreadable
    or seen twice, cards for a folded seat, and a live hand left blank when every live hand
    must be tabled because a player is all-in and no more betting is possible (Applewood,
    Misc. 17; Ubetcha SHOWDOWN 5): such a hand is never taken as mucked.
    """
    board_cards = state.board if board is None else board
    text = board_cards if isinstance(board_cards, str) else "".join(board_cards)
    if len(text) != 10:
        raise IllegalAction(
            f"Cards speak needs the five board cards; have {len(text) // 2}",
            citation=state.rules.cite(Decision.SHOWDOWN_ORDER),
        )
    named = {"the board": _split_cards(board_cards)}
    named.update({f"seat {seat}": _split_cards(cards) for seat, cards in hole_cards.items()})
    _checked_cards(state, named)
    live = set(state.live_seats)
    folded = [seat for seat in hole_cards if seat not in live]
    if folded:
        raise IllegalAction(
            f"Seat {folded[0]} has no live hand; live seats: {', '.join(map(str, sorted(live)))}",
            citation=state.rules.cite(Decision.SHOWDOWN_ORDER),
        )
    blank = [seat for seat in tabled_seats(state) if not hole_cards.get(seat)]
    if blank:
        seats = ", ".join(map(str, blank))
        raise IllegalAction(
            f"Seat {seats} cannot be mucked: a player is all-in and no more betting is "
            f"possible, so every live hand is turned face up; enter the cards of seat {seats}",
            citation=state.rules.cite(Decision.ALL_IN_SHOWDOWN),
        )
    shown = {seat: cards for seat, cards in hole_cards.items() if cards}
    hands = best_hands(shown, text)
    winners = []
    for pot in pots(state):
        if len(pot.eligible) < 2:
            continue
        if not any(seat in hands for seat in pot.eligible):
            raise IllegalAction(
                f"No hand is shown for the {pot.name}: enter the cards of one of seats "
                f"{', '.join(map(str, pot.eligible))} (a hand must be shown to win)",
                citation=state.rules.cite(Decision.SHOWDOWN_ORDER),
            )
        winners.append((pot.index, pot_winners(pot, hands)))
    return ShowdownReading(
        hands=tuple((seat, describe_hand(value)) for seat, value in hands.items()),
        mucked=tuple(seat for seat in state.live_seats if seat not in hands),
        winners=tuple(winners),
    )


def award_by_cards(
    state: HandState,
    hole_cards: Mapping[int, str | Sequence[str]],
    board: str | Sequence[str] | None = None,
    *,
    at_ms: int,
    smallest_chip: int = 1,
) -> tuple[Event, ...]:
    """Read the shown hands (cards speak) and pay each pot to its best eligible hand(s).

    `board` defaults to the cards recorded with StreetDealt. A seat given no cards is mucked,
    except where every live hand must be tabled (see `read_showdown`). Returns CardsShown then
    PotAwarded.
    """
    reading = read_showdown(state, hole_cards, board)
    shown = tuple(
        CardsShown(
            event_id=new_event_id(),
            at_ms=at_ms,
            hand_id=state.hand_id,
            seat=seat,
            cards=_split_cards(cards),
        )
        for seat, cards in hole_cards.items()
        if cards
    )
    return shown + award(state, dict(reading.winners), at_ms=at_ms, smallest_chip=smallest_chip)


def _checked_cards(
    state: HandState, named: Mapping[str, Sequence[str]]
) -> dict[str, tuple[str, ...]]:
    """Read every card ('As', 'Td'); refuse unreadable ones and any card seen twice, since one
    deck holds each card once (a duplicate is a defective deck: the misdeal rule)."""
    seen: dict[Card, str] = {}
    checked: dict[str, tuple[str, ...]] = {}
    for owner, cards in named.items():
        texts = []
        for text in cards:
            try:
                card = Card.parse(text)
            except CardError as exc:
                raise IllegalAction(
                    f"Card {text!r} for {owner} cannot be read: {exc}",
                    citation=state.rules.cite(Decision.MISDEAL),
                ) from None
            if card in seen:
                where = "twice" if seen[card] == owner else f"and {seen[card]}"
                raise IllegalAction(
                    f"{card} is given to {owner} {where}: a deck has each card once",
                    citation=state.rules.cite(Decision.MISDEAL),
                )
            seen[card] = owner
            texts.append(str(card))
        checked[owner] = tuple(texts)
    return checked


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

    An award is one step however many pots it paid: its PotAwarded events and the cards read
    for it (CardsShown) go together, so money moved at once is put back at once. The deal and
    the forced posts are not steps: undo stops there.
    """
    kept = tuple(events)
    for _ in range(steps):
        size = last_step_size(kept)
        if not size:
            break
        kept = kept[:-size]
    return kept


def last_step_size(events: Sequence[Event]) -> int:
    """How many events at the end of `events` make its last step (0: only the deal is left)."""
    if not events or isinstance(events[-1], HandDealt | BlindPosted):
        return 0
    if not isinstance(events[-1], PotAwarded):
        return 1
    size = 0
    while size < len(events) and isinstance(events[-1 - size], PotAwarded):
        size += 1
    while size < len(events) and isinstance(events[-1 - size], CardsShown):
        size += 1
    return size


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
