"""Generated No-Limit Hold'em hands written as PHH, and PokerKit's reading of each file.

`generate(rng)` plays a random legal hand in our engine and, beside it, in PokerKit 0.7.7,
taking at every decision only what both engines allow (the books and PokerKit differ on a few
rules, pinned in tests/test_pokerkit_agreement.py; a hand is played clear of those
differences). Deals cover 2-10 seats, antes, big-blind antes, live straddles, dead small
blinds and dead buttons, absent players, short stacks and all-ins; every showdown shows its
cards. `compare(hand)` writes the hand as PHH (core.phh.to_phh), reads the file back in both
programs and compares the final stacks and each seat's winnings from the pots.
"""

from __future__ import annotations

import random
import warnings
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from pokerkit import HandHistory, NoLimitTexasHoldem

from dealer_assist.core.hand.hand import Phase, Stakes, hand_result, pots
from dealer_assist.core.hand.hand_events import ActionKind, PotAwarded
from dealer_assist.core.hand.hand_history import export_history, replay_history
from dealer_assist.core.hand.phh import phh_history, read_phh, to_phh
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.core.hand.showdown import tabled_seats
from dealer_assist.core.rules.house_rules import HouseRules
from dealer_assist.house_books import house_rules
from helpers.hand_driver import Hand

from .pokerkit import AUTOMATIONS

RANKS = "23456789TJQKA"
DECK = [rank + suit for rank in RANKS for suit in "cdhs"]

# Why a hand's PHH is read differently by PokerKit, where the books decide otherwise.
ODD_CHIP = (
    "odd chips: one each from the button, or left in the pot (general TIES 4, Ubetcha TIES 1)"
)
BIG_BLIND_ANTE = "big-blind ante: dead money, not the big blind's stake in a side pot"
FOLD_POTS = (
    "a hand won by folds: the same stacks, but PokerKit gives the winner its whole last bet "
    "back and pays only the others' chips as the pot"
)


@dataclass(frozen=True, slots=True)
class Generated:
    """A finished hand: its history (our JSON format) and what it exercises."""

    history: dict[str, Any]
    rules: HouseRules
    features: frozenset[str]


@dataclass
class Tally:
    """Figures of a run of `compare`."""

    hands: int = 0
    skipped: int = 0  # deals abandoned where the two engines' betting rules part
    round_trip: int = 0  # JSON -> PHH -> JSON replayed to the same stacks and payouts
    agree: int = 0  # PokerKit's reading of the PHH gives the same stacks and winnings
    same_stacks: int = 0  # PokerKit's reading gives the same final stacks
    documented: Counter[str] = field(default_factory=Counter)
    unexplained: list[str] = field(default_factory=list)
    features: Counter[str] = field(default_factory=Counter)


def generate(rng: random.Random, tally: Tally | None = None) -> Generated:
    """A random finished hand, legal in our engine and in PokerKit."""
    while True:
        made = _try_generate(rng)
        if made is not None:
            return made
        if tally is not None:
            tally.skipped += 1


def _try_generate(rng: random.Random) -> Generated | None:
    count = rng.randint(2, 10)
    big_blind = rng.choice((2, 10, 50, 100, 200, 400))
    small_blind = rng.choice((big_blind // 2, big_blind // 2, big_blind // 4 or 1))
    features: set[str] = set()
    straddle = count >= 4 and rng.random() < 0.15
    dead_small = count >= 3 and not straddle and rng.random() < 0.1
    ante_kind = rng.choice(("none", "none", "ante", "big_blind_ante"))
    ante = 0
    if ante_kind == "ante":
        ante = rng.choice((big_blind // 10 or 1, big_blind // 4 or 1, big_blind // 2 or 1))
    elif ante_kind == "big_blind_ante":
        ante = big_blind
    stakes = Stakes(small_blind, big_blind, ante, ante_kind == "big_blind_ante")
    book = "ubetcha" if straddle else rng.choice(("general", "applewood", "fountain-valley"))
    rules = house_rules(book)
    # Seats in deal order: the first seat left of the button first, the button last; now and
    # then the button sits on an empty seat (a dead button).
    occupied = sorted(rng.sample(range(1, 11), count))
    empty = [s for s in range(1, 11) if s not in occupied]
    dead_button = bool(empty) and count > 2 and rng.random() < 0.1
    button = rng.choice(empty) if dead_button else rng.choice(occupied)
    seats = tuple(sorted(occupied, key=lambda s: (s <= button, s)))
    if count == 2:
        positions = HandPositions(seats[1], False, seats[1], seats[0], seats, heads_up=True)
    elif dead_small:
        positions = HandPositions(button, dead_button, None, seats[0], seats)
    else:
        positions = HandPositions(
            button, dead_button, seats[0], seats[1], seats, straddle=seats[2] if straddle else None
        )
    # Blinds, straddle and big-blind ante are posted in full (where a short one is posted the
    # books and PokerKit part); anyone else may be short.
    forced = {positions.big_blind: big_blind + ante, positions.straddle: 2 * big_blind + ante}
    if positions.small_blind is not None:
        forced[positions.small_blind] = small_blind + ante
    stacks: dict[int, int] = {}
    for seat in seats:
        floor = forced.get(seat, ante) + 1
        if rng.random() < 0.08:
            stack = rng.choice((1, big_blind // 2 or 1, big_blind, 3 * big_blind)) + ante
        else:
            stack = rng.randint(floor, big_blind * rng.choice((10, 40, 100, 200)) + floor)
        stacks[seat] = max(floor if seat in forced else 1 + ante, stack)
    absent: tuple[int, ...] = ()
    if count >= 3 and rng.random() < 0.1:
        absent = tuple(sorted(rng.sample(seats, rng.randint(1, min(2, count - 2)))))
        positions = HandPositions(
            positions.button,
            positions.button_is_dead,
            positions.small_blind,
            positions.big_blind,
            positions.dealt_in,
            absent=absent,
            straddle=positions.straddle,
            heads_up=positions.heads_up,
        )
    hand = Hand.start(
        positions=positions,
        stacks=stacks,
        stakes=stakes,
        rules=rules,
        at_ms=0,
        hand_id=f"generated-{rng.getrandbits(32):08x}",
    )
    ref = _pokerkit_state(positions, stacks, stakes)
    deck = list(DECK)
    rng.shuffle(deck)
    hole = {seat: deck[2 * i] + deck[2 * i + 1] for i, seat in enumerate(seats)}
    board = deck[2 * count : 2 * count + 5]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if not _play(hand, ref, seats, set(absent), board, rng):
            return None
    state = hand.state
    if state.phase is Phase.SHOWDOWN:
        while len(state.board) < 5 and len(state.live_seats) > 1:
            hand.deal(_next_cards(state.board, board), at_ms=0)
            state = hand.state
        if len(state.live_seats) > 1:
            shown = _shown(state, hole, rng)
            if len(shown) < len(state.live_seats):
                features.add("mucked")
            hand.award_by_cards(shown, at_ms=0)
            features.add("showdown")
        else:
            hand.award(at_ms=0)
    features |= _features(hand, positions, stakes)
    history = export_history(hand.events, hand.state)
    return Generated(history, rules, frozenset(features))


def _shown(state: Any, hole: dict[int, str], rng: random.Random) -> dict[int, str]:
    """The hands shown at showdown: all of them, or (where a losing hand may be mucked, and
    now and then) some, as long as every contested pot has a hand shown."""
    live = list(state.live_seats)
    if tabled_seats(state) or rng.random() < 0.7:
        return {seat: hole[seat] for seat in live}
    for _ in range(10):
        chosen = rng.sample(live, rng.randint(1, len(live) - 1))
        if all(set(chosen) & set(p.eligible) for p in pots(state) if len(p.eligible) > 1):
            return {seat: hole[seat] for seat in chosen}
    return {seat: hole[seat] for seat in live}


def _pokerkit_state(positions: HandPositions, stacks: dict[int, int], stakes: Stakes) -> Any:
    """PokerKit's state for the deal, built apart from core.phh (as tests/helpers/pokerkit)."""
    seats = positions.dealt_in
    count = len(seats)
    if count == 2:
        blinds: tuple[int, ...] = (stakes.small_blind, stakes.big_blind)  # reversed by PokerKit
    elif positions.small_blind is None:
        blinds = (stakes.big_blind,)  # the big blind is p1
    elif positions.straddle is not None:
        blinds = (stakes.small_blind, stakes.big_blind, 2 * stakes.big_blind)
    else:
        blinds = (stakes.small_blind, stakes.big_blind)
    antes: object = stakes.ante
    if stakes.big_blind_ante:
        big_index = 0 if positions.small_blind is None and count > 2 else 1
        antes = {big_index: stakes.ante}
    return NoLimitTexasHoldem.create_state(
        AUTOMATIONS,
        not stakes.big_blind_ante,
        antes,
        blinds,
        stakes.big_blind,
        tuple(stacks[s] for s in seats),
        count,
    )


def _next_cards(shown: tuple[str, ...], board: list[str]) -> list[str]:
    take = 3 if not shown else 1
    return board[len(shown) : len(shown) + take]


def _play(
    hand: Hand,
    ref: Any,
    seats: tuple[int, ...],
    absent: set[int],
    board: list[str],
    rng: random.Random,
) -> bool:
    """Play random actions both engines allow; False where their rules part."""
    streets = ("preflop", "flop", "turn", "river")
    while True:
        state = hand.state
        ours_street = streets.index(state.street.value) if state.phase is Phase.BETTING else 4
        # PokerKit's absent players act as ours did, and a called straddle checks its option.
        while ref.actor_index is not None:
            seat = seats[ref.actor_index]
            owed = ref.checking_or_calling_amount
            if seat in absent:
                ref.check_or_call() if owed == 0 else ref.fold()
            elif ref.street_index < ours_street and owed == 0:
                ref.check_or_call()
            else:
                break
        if state.phase is not Phase.BETTING:
            return ref.actor_index is None
        while len(state.board) < state.street.board_cards:
            hand.deal(_next_cards(state.board, board), at_ms=0)
            state = hand.state
        legal = hand.legal_actions()
        if (
            ref.actor_index is None
            or seats[ref.actor_index] != legal.seat
            or ref.street_index != ours_street
            or ref.checking_or_calling_amount != legal.call_amount
        ):
            return False
        options: list[tuple[ActionKind, int | None]] = [
            (ActionKind.CHECK, None) if legal.can_check else (ActionKind.CALL, None)
        ]
        if not legal.can_check:
            options.append((ActionKind.FOLD, None))
        if legal.min_to is not None and ref.can_complete_bet_or_raise_to():
            low = max(legal.min_to, ref.min_completion_betting_or_raising_to_amount)
            high = min(legal.max_to or 0, ref.max_completion_betting_or_raising_to_amount)
            if low <= high:
                kind = ActionKind.BET if legal.can_bet else ActionKind.RAISE
                middle = rng.randint(low, max(low, min(high, 3 * low)))
                options += [(kind, low), (kind, middle), (kind, high)]
        # Check or call 12, fold 5, a minimum raise 3, a raise up to 3 times it 3, all-in 1.
        weights = [12, 5, 3, 3, 1] if not legal.can_check else [12, 3, 3, 1]
        weights = weights[: len(options)]
        kind, to = rng.choices(options, weights)[0]
        hand.act(legal.seat, kind, to, at_ms=0)
        if kind is ActionKind.FOLD:
            ref.fold()
        elif kind in (ActionKind.CHECK, ActionKind.CALL):
            ref.check_or_call()
        else:
            ref.complete_bet_or_raise_to(to)


def _features(hand: Hand, positions: HandPositions, stakes: Stakes) -> set[str]:
    state = hand.state
    found = set()
    if stakes.ante:
        found.add("big-blind ante" if stakes.big_blind_ante else "antes")
    if positions.straddle is not None:
        found.add("straddle")
    if positions.small_blind is None:
        found.add("dead small blind")
    if positions.button_is_dead:
        found.add("dead button")
    if positions.absent:
        found.add("absent")
    if positions.heads_up:
        found.add("heads-up")
    if any(s.starting_stack and s.all_in for s in state.seats) or any(
        e.__class__.__name__ == "ActionTaken" and e.all_in for e in hand.events
    ):
        found.add("all-in")
    if len([p for p in hand.pots()]) > 1:
        found.add("side pots")
    return found


# -- the comparison --------------------------------------------------------------------------


def compare(generated: Generated, tally: Tally) -> None:
    """Write the hand as PHH; read it back in our replay and in PokerKit; add to `tally`."""
    history, rules = generated.history, generated.rules
    tally.hands += 1
    tally.features.update(generated.features)
    ours = replay_history(history, rules)
    want_stacks = dict(hand_result(ours.state).final_stacks)
    want_won = _winnings(ours.events)
    text = to_phh(history, rules)
    back = replay_history(phh_history(read_phh(text), rules).history, rules)
    if back.refused is None and back.state.is_over:
        if (dict(hand_result(back.state).final_stacks), _winnings(back.events)) == (
            want_stacks,
            want_won,
        ):
            tally.round_trip += 1
        else:
            tally.unexplained.append(f"round trip differs: {history['hand_id']}")
    else:
        tally.unexplained.append(f"round trip stops: {history['hand_id']}: {back.refused}")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # an unknown field would warn
            theirs = _pokerkit_reading(text)
    except Exception as exc:  # noqa: BLE001 - PokerKit refusing the file is a finding
        tally.unexplained.append(f"PokerKit cannot read {history['hand_id']}: {exc!r}\n{text}")
        return
    seats = [s["seat"] for s in history["seats"]]
    stacks, won = theirs
    their_stacks = dict(zip(seats, stacks, strict=True))
    their_won = {seat: chips for seat, chips in zip(seats, won, strict=True) if chips}
    if their_stacks == want_stacks:
        tally.same_stacks += 1
    if (their_stacks, their_won) == (want_stacks, want_won):
        tally.agree += 1
        return
    why = _documented(ours, history, their_stacks, want_stacks)
    if why is None:
        tally.unexplained.append(
            f"{history['hand_id']}: ours {want_stacks} {want_won}, PokerKit {their_stacks} "
            f"{their_won}\n{text}"
        )
    else:
        tally.documented[why] += 1


def _winnings(events: Any) -> dict[int, int]:
    won: Counter[int] = Counter()
    for event in events:
        if isinstance(event, PotAwarded):
            for seat, chips in event.payouts:
                won[seat] += chips
    return {seat: chips for seat, chips in won.items() if chips}


def _pokerkit_reading(text: str) -> tuple[list[int], list[int]]:
    """PokerKit's final stacks and chips won per player, reading the PHH text."""
    state = list(HandHistory.loads(text).state_actions)[-1][0]
    if state.status:
        raise ValueError("PokerKit did not reach the end of the hand")
    won = [0] * state.player_count
    for operation in state.operations:
        if type(operation).__name__ == "ChipsPushing":
            for i, chips in enumerate(operation.amounts):
                won[i] += chips
    return list(state.stacks), won


def _documented(
    ours: Any, history: dict[str, Any], theirs: dict[int, int], want: dict[int, int]
) -> str | None:
    """The book rule behind a difference in PokerKit's reading, if there is one."""
    state = ours.state
    if theirs == want and len(state.live_seats) == 1:
        return FOLD_POTS
    awards = [e for e in ours.events if isinstance(e, PotAwarded)]
    odd = sum(a.left_in_pot for a in awards) + sum(
        a.amount % len(a.winners) for a in awards if len(a.winners) > 1
    )
    if odd and sum(abs(theirs[s] - want[s]) for s in want) <= 2 * odd:
        return ODD_CHIP  # PokerKit gives the odd chips elsewhere, and never leaves one
    big = state.seat(state.positions.big_blind)
    if state.stakes.big_blind_ante and big.stack == 0:
        return BIG_BLIND_ANTE  # the big blind all-in: PokerKit counts its ante in its stake
    return None


def run(count: int, seed: int) -> Tally:
    """Generate and compare `count` hands from `seed`."""
    rng = random.Random(seed)
    tally = Tally()
    for _ in range(count):
        compare(generate(rng, tally), tally)
    return tally
