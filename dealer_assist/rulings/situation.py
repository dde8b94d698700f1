"""The hand in progress as a dealer would put it to the rulebooks: the Ruling button's starting
question ("turn; pot 11,600; seat 3 all-in for 2,400, seat 7 raised to 6,000; seat 5 to act
facing a raise to 6,000"). Qt-free: it reads a `HandState` and the hand's events.

Seats are named by number only: a player's name is not a word of the books, and the search
would take it for a typo.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dealer_assist.core.events import Event
from dealer_assist.core.hand.hand_events import (
    ActionKind,
    ActionTaken,
    BlindPosted,
    HandDealt,
    PostKind,
    Street,
)
from dealer_assist.core.hand.hand_fold import apply
from dealer_assist.core.hand.hand_state import HandState, Phase

# The search reads at most 500 characters (rulings.index.MAX_QUERY_CHARS); leave the dealer
# room to add what happened.
MAX_SITUATION_CHARS = 360

_POSTS = {
    PostKind.SMALL_BLIND: "the small blind",
    PostKind.BIG_BLIND: "the big blind",
    PostKind.STRADDLE: "the straddle",
    PostKind.ANTE: "the ante",
    PostKind.BIG_BLIND_ANTE: "the big blind ante",
}


@dataclass(frozen=True, slots=True)
class _Step:
    """One action as the dealer saw it: the street it was on and the state it was taken in."""

    event: ActionTaken
    street: Street
    before: HandState


@dataclass(frozen=True, slots=True)
class _AllIn:
    """How a seat went all-in: for how much (its street total), on which street, and by
    posting (a blind or ante it could not cover) or not."""

    amount: int
    street: Street
    post: PostKind | None = None


def situation_query(hand: HandState | None, events: Sequence[Event] = ()) -> str:
    """The situation of `hand` in dealers' words, one clause after another: the street, the
    pot, who went all-in on an earlier street, this street's actions in order (the last one
    last), and who is to act facing what (at a showdown, who is left; at the end, who won).

    `events` are the hand's events (the station's `hand_events`): with them each action is
    named; without them the state alone says less (who is all-in, who raised last). None
    (between hands): "", there is no hand to describe and the dealer asks in his own words."""
    if hand is None:
        return ""
    if hand.phase is Phase.VOIDED:
        return "misdeal"
    steps, all_ins = _read(hand, events)
    street = _street_word(hand) + (", heads-up" if hand.positions.heads_up else "")
    head = [street, f"pot {hand.pot_total:,}"]
    if steps is None:
        return "; ".join(head + _from_state(hand))
    current = [step for step in steps if step.street is hand.street]
    acted_here = {step.event.seat for step in current if step.event.all_in}
    for s in hand.seats:
        went = all_ins.get(s.seat)
        if not s.all_in or went is None or s.seat in acted_here:
            continue
        if went.post is not None:
            amount = f"{went.amount:,} posting {_POSTS[went.post]}"
        elif went.street is hand.street:
            amount = f"{went.amount:,}"
        else:
            amount = f"{went.amount:,} {_on(went.street)}"
        head.append(f"seat {s.seat} all-in for {amount}")
    actions = _grouped(current)
    tail = _what_now(hand, current)
    text = "; ".join(head + ([", ".join(actions)] if actions else []) + tail)
    # A long round: its first actions give way ("…"), the last ones and who is to act stay.
    while len(text) > MAX_SITUATION_CHARS and len(actions) > 1:
        actions = actions[1:]
        text = "; ".join([*head, "…, " + ", ".join(actions), *tail])
    return text


def _street_word(hand: HandState) -> str:
    if hand.phase is Phase.COMPLETE:
        return "hand over"
    if hand.phase is Phase.SHOWDOWN:
        return "showdown"
    return hand.street.value


def _on(street: Street) -> str:
    return "before the flop" if street is Street.PREFLOP else f"on the {street.value}"


def _read(hand: HandState, events: Sequence[Event]) -> tuple[list[_Step] | None, dict[int, _AllIn]]:
    """The hand's actions with their streets, and how each all-in seat went all-in; None when
    the events are not this hand's (the state alone is read then)."""
    mine = [e for e in events if getattr(e, "hand_id", None) == hand.hand_id]
    first = next((i for i, e in enumerate(mine) if isinstance(e, HandDealt)), None)
    if first is None:
        return None, {}
    steps: list[_Step] = []
    all_ins: dict[int, _AllIn] = {}
    state: HandState | None = None
    try:
        for event in mine[first:]:
            before = state
            state = apply(state, event, hand.rules)
            if before is None:
                continue
            if isinstance(event, ActionTaken):
                steps.append(_Step(event, before.street, before))
                if event.all_in:
                    all_ins[event.seat] = _AllIn(event.to, before.street)
            elif isinstance(event, BlindPosted) and state.seat(event.seat).stack == 0:
                all_ins[event.seat] = _AllIn(event.amount, Street.PREFLOP, event.kind)
    except (ValueError, KeyError):  # not this hand's events after all: say what the state says
        return None, {}
    return steps, all_ins


def _phrase(step: _Step) -> str:
    """What one action did ("raised to 6,000", "all-in for 800 (less than a full raise)")."""
    event, before = step.event, step.before
    kind, to = event.kind, event.to
    if event.all_in:
        short = ""
        if (
            kind is ActionKind.RAISE
            and before.full_bet_made
            and to - before.bet_to < before.min_raise_by
        ):
            short = " (less than a full raise)"
        elif kind is ActionKind.BET and to < before.stakes.big_blind:
            short = " (less than the big blind)"
        elif kind is ActionKind.CALL and to < before.bet_to:
            short = " (less than the call)"
        return f"all-in for {to:,}{short}"
    if kind is ActionKind.FOLD:
        return "folded"
    if kind is ActionKind.CHECK:
        return "checked"
    if kind is ActionKind.CALL:
        return f"called {to:,}"
    if kind is ActionKind.BET:
        return f"bet {to:,}"
    return f"raised to {to:,}"


def _grouped(steps: list[_Step]) -> list[str]:
    """Actions in order, runs of the same one said together ("seats 4 and 5 folded")."""
    runs: list[tuple[list[int], str]] = []
    for step in steps:
        phrase = _phrase(step)
        if runs and runs[-1][1] == phrase and not step.event.all_in:
            runs[-1][0].append(step.event.seat)
        else:
            runs.append(([step.event.seat], phrase))
    return [f"{_seats(seats)} {phrase}" for seats, phrase in runs]


def _seats(seats: Sequence[int]) -> str:
    if len(seats) == 1:
        return f"seat {seats[0]}"
    return "seats " + ", ".join(map(str, seats[:-1])) + f" and {seats[-1]}"


def _what_now(hand: HandState, current: list[_Step] | None) -> list[str]:
    """Who is to act and facing what; at a showdown who is left; at the end who won."""
    if hand.phase is Phase.COMPLETE:
        won: dict[int, int] = {}
        for _pot, paid, _kept in hand.awarded:
            for winner, chips in paid:
                won[winner] = won.get(winner, 0) + chips
        return [f"seat {winner} won {chips:,}" for winner, chips in won.items()]
    if hand.phase is Phase.SHOWDOWN:
        return [f"{_seats(sorted(hand.live_seats))} in the hand"]
    if hand.to_act is None:
        return []
    seat = hand.to_act
    me = hand.seat(seat)
    if hand.bet_to > me.street_bet:
        return [f"seat {seat} to act facing {_wager(hand, current)}"]
    if hand.street is Street.PREFLOP and seat == hand.positions.big_blind:
        return [f"seat {seat} to act: the big blind's option"]
    return [f"seat {seat} to act" + (", no bet yet" if current == [] else "")]


def _wager(hand: HandState, current: list[_Step] | None) -> str:
    """The wager the seat to act faces: the bet or raise that made it, or the blind (None:
    the actions are not known, only the amount)."""
    if current is None:
        return f"{hand.bet_to:,}"
    for step in reversed(current):
        event = step.event
        if event.to == hand.bet_to and event.kind in (ActionKind.BET, ActionKind.RAISE):
            word = "a bet of" if event.kind is ActionKind.BET else "a raise to"
            if event.all_in:
                word = "an all-in " + word.removeprefix("a ")
            return f"{word} {event.to:,}"
    if hand.street is Street.PREFLOP:
        blind = "the straddle" if hand.straddle_seat is not None else "the big blind"
        return f"{blind} of {hand.bet_to:,}"
    return f"{hand.bet_to:,}"


def _from_state(hand: HandState) -> list[str]:
    """Without the events: who is all-in (for his chips on this street, else in the pot), who
    raised last, who is to act facing what."""
    clauses = [
        f"seat {s.seat} all-in for {(s.street_bet or s.contributed):,}"
        for s in hand.seats
        if s.all_in
    ]
    if hand.last_aggressor is not None and hand.phase is Phase.BETTING:
        word = "bet" if hand.last_full_was_bet else "raised"
        clauses.append(f"seat {hand.last_aggressor} {word} last")
    return clauses + _what_now(hand, None)
