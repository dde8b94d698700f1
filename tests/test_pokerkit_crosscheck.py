"""Lockstep cross-check with PokerKit 0.7.7: legal actions at every decision, pots, stacks.

Each generated hand is played in our engine and in PokerKit side by side. At every decision
point both must agree on who acts, check or call and its amount, whether a bet or raise is
open, and the min and max raise-to; at the end on the live seats, the pots and final stacks.
A disagreement falls in one of the classes where the books win (pinned in
tests/test_pokerkit_agreement.py), or it is a bug. Run it wide outside the suite:

    python tests/test_pokerkit_crosscheck.py 20000
"""

from __future__ import annotations

import random
import sys
import warnings
from collections import Counter
from dataclasses import dataclass, field

from helpers.hand_driver import Hand
from helpers.pokerkit import AUTOMATIONS, act, settle, show_down
from hypothesis import given, settings
from hypothesis import strategies as st
from pokerkit import NoLimitTexasHoldem

from dealer_assist.core.hand.hand import ActionKind, Phase, Stakes, legal_actions
from dealer_assist.core.hand.hand_events import ActionTaken, PotAwarded
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.house_books import house_rules

# Classes of disagreement where the books win (each pinned by a named test).
SHORT_BIG_BLIND = "short big blind: callers complete the full blind (Ubetcha BETTING 2)"
SHORT_OPEN = "raise after an all-in below the big blind (Ubetcha BETTING 2/3)"
ODD_CHIP = "odd chips: one each, or left in the pot (general TIES 4, Ubetcha TIES 1)"
FOLD_POTS = "pots of a hand won by folds"
BIG_BLIND_ANTE = "big-blind ante: dead money, blind posted before the ante"
STRADDLE = "live straddle: a blind of 2 big blinds, raising only after a raise (Ubetcha BLINDS 5)"
NO_REOPEN = (
    "short all-ins reopen the betting for a player who acted only when they add up to a full "
    "raise (Ubetcha BETTING 3)"
)
DOCUMENTED = (
    SHORT_BIG_BLIND,
    SHORT_OPEN,
    ODD_CHIP,
    FOLD_POTS,
    BIG_BLIND_ANTE,
    STRADDLE,
    NO_REOPEN,
)


@dataclass(frozen=True, slots=True)
class Setup:
    """A deal: seats in deal order, stacks, stakes, small blind or none, live straddle."""

    seats: tuple[int, ...]
    stacks: tuple[int, ...]
    stakes: Stakes
    small_blind: bool = True
    straddle: bool = False

    @property
    def positions(self) -> HandPositions:
        seats = self.seats
        if len(seats) == 2:
            return HandPositions(seats[1], False, seats[1], seats[0], seats, heads_up=True)
        if not self.small_blind:  # dead small blind: the big blind is dealt first
            return HandPositions(seats[-1], False, None, seats[0], seats)
        straddle = seats[2] if self.straddle else None
        return HandPositions(seats[-1], False, seats[0], seats[1], seats, straddle=straddle)

    def pokerkit(self):  # noqa: ANN201 - pokerkit's State
        stakes = self.stakes
        count = len(self.seats)
        # PokerKit reverses the blinds heads-up, and its raw ante indices with them.
        big_index = 0 if not self.small_blind and count > 2 else 1
        antes: object = stakes.ante
        if stakes.big_blind_ante:
            antes = {big_index: stakes.ante}
        if count == 2:
            blinds: tuple[int, ...] = (stakes.small_blind, stakes.big_blind)
        elif not self.small_blind:
            blinds = (stakes.big_blind,)
        elif self.straddle:
            blinds = (stakes.small_blind, stakes.big_blind, 2 * stakes.big_blind)
        else:
            blinds = (stakes.small_blind, stakes.big_blind)
        # Antes are layered into the pots like any chips (ante trimming on), except a
        # big-blind ante: dead money in the main pot (ante trimming off pools it there).
        trimming = not stakes.big_blind_ante
        return NoLimitTexasHoldem.create_state(
            AUTOMATIONS, trimming, antes, blinds, stakes.big_blind, self.stacks, count
        )


@dataclass
class Tally:
    """Figures of a cross-check run."""

    hands: int = 0
    decisions: int = 0
    finals: int = 0
    pots: int = 0
    classes: Counter[str] = field(default_factory=Counter)
    unexplained: list[str] = field(default_factory=list)


def random_setup(rng: random.Random, *, documented: bool = True) -> Setup:
    """A random deal. `documented=False` keeps clear of the documented differences."""
    count = rng.randint(2, 10)
    big_blind = rng.choice((2, 10, 100, 200))
    ante = rng.choice((0, 0, big_blind // 10, big_blind // 2, big_blind))
    bba = documented and ante > 0 and rng.random() < 0.3
    stakes = Stakes(big_blind // 2, big_blind, ante, bba)
    floor = 1 if documented else big_blind + ante + 1
    shorts = (1, ante, ante + 1, big_blind // 2, big_blind - 1, big_blind, big_blind + ante + 1)
    stacks = tuple(
        max(floor, rng.choice(shorts))
        if rng.random() < 0.15
        else rng.randint(floor, big_blind * rng.choice((3, 10, 40, 100)))
        for _ in range(count)
    )
    seats = tuple(sorted(rng.sample(range(1, 11), count)))
    small_blind = count == 2 or rng.random() > 0.1
    big_index = 1 if small_blind and count > 2 else 0
    if documented and rng.random() < 0.75:  # mostly a full big blind, so hands run longer
        listed = list(stacks)
        listed[big_index] = max(listed[big_index], big_blind * 2 + ante)
        stacks = tuple(listed)
    stacks = tuple(max(1, s) for s in stacks)
    straddle = documented and count > 3 and small_blind and rng.random() < 0.1
    return Setup(seats, stacks, stakes, small_blind, straddle)


def _short_big_blind(hand: Hand) -> bool:
    """The big blind posted less than a full blind (short stack, or an ante took it all)."""
    state = hand.state
    big = state.seat(state.positions.big_blind)
    posted = big.starting_stack - (0 if state.stakes.big_blind_ante else state.stakes.ante)
    return posted < state.stakes.big_blind


def _big_blind_ante_matters(hand: Hand) -> bool:
    """A big-blind ante that PokerKit counts differently: it posts the ante before a short
    blind, and counts the ante as the big blind's own stake in the side pots."""
    state = hand.state
    if not state.stakes.big_blind_ante:
        return False
    big = state.seat(state.positions.big_blind)
    return big.starting_stack < state.stakes.big_blind + state.stakes.ante or big.all_in


def _classify_decision(
    hand: Hand, setup: Setup, ours: tuple, theirs: tuple, short_streets: set[str]
) -> str | None:
    """The documented class of a disagreement on the legal actions, if it is one.
    `short_streets`: streets opened by an all-in for less than the big blind."""
    state = hand.state
    legal = legal_actions(state)
    preflop = state.street.value == "preflop"
    if setup.straddle and theirs[0] == state.straddle_seat and not preflop:
        return STRADDLE  # PokerKit still gives the called straddle its option
    if ours[:4] == theirs[:4] and ours[5] == theirs[5] and state.street.value in short_streets:
        return SHORT_OPEN  # every full raise on the street counts from the big blind
    if preflop and _big_blind_ante_matters(hand):
        return BIG_BLIND_ANTE
    if preflop and _short_big_blind(hand) and ours[1:3] != theirs[1:3]:
        return SHORT_BIG_BLIND  # callers enter for the full blind
    reason = legal.closed_reason or ""
    if reason.startswith("the wager went up by only") and theirs[3]:
        return NO_REOPEN
    me = state.seat(legal.seat)
    if ours[:3] == theirs[:3] and ours[3] and not theirs[3] and me.acted_at is not None:
        # PokerKit counts only the short all-ins since the last "full" one it saw; we count
        # every raise since the player acted (facing 6 more against a full raise of 3 reopens).
        if state.bet_to - me.acted_at >= state.min_raise_by:
            return NO_REOPEN
    if preflop and setup.straddle:
        if (
            state.straddle_seat in (legal.seat, theirs[0])
            and ours[0] != theirs[0]
            or (legal.seat == state.straddle_seat and theirs[3])
        ):
            return STRADDLE  # no option to raise unless someone raised
        if (
            ours[:4] == theirs[:4]
            and ours[4] != theirs[4]
            and state.min_raise_by >= 2 * (state.stakes.big_blind)
        ):
            return STRADDLE  # the straddle is the blind a raise must match
    if ours[:4] == theirs[:4] and ours[5] == theirs[5] and ours[4] != theirs[4]:
        if state.bet_to and not state.full_bet_made:
            return SHORT_OPEN  # the full raise counts from the big blind
        if preflop and _short_big_blind(hand):
            return SHORT_BIG_BLIND  # the blind counts in full for the raise
    return None


def _classify_end(hand: Hand) -> str | None:
    """The documented class of a disagreement on pots or stacks, if it is one."""
    if _big_blind_ante_matters(hand):
        return BIG_BLIND_ANTE
    return None


def _ours(setup: Setup) -> Hand:
    book = "ubetcha" if setup.straddle else "general"
    return Hand.start(
        positions=setup.positions,
        stacks=dict(zip(setup.seats, setup.stacks, strict=True)),
        stakes=setup.stakes,
        rules=house_rules(book),
        at_ms=0,
        hand_id="crosscheck",
    )


def _compare_decision(hand: Hand, ref, setup: Setup) -> tuple[tuple, tuple] | None:  # noqa: ANN001
    legal = legal_actions(hand.state)
    actor = setup.seats[ref.actor_index] if ref.actor_index is not None else None
    ref_raise = ref.can_complete_bet_or_raise_to()
    ours = (
        legal.seat,
        legal.can_check,
        legal.call_amount,
        legal.min_to is not None,
        legal.min_to,
        legal.max_to,
    )
    theirs = (
        actor,
        ref.checking_or_calling_amount == 0,
        ref.checking_or_calling_amount,
        ref_raise,
        ref.min_completion_betting_or_raising_to_amount if ref_raise else None,
        ref.max_completion_betting_or_raising_to_amount if ref_raise else None,
    )
    return None if ours == theirs else (ours, theirs)


def cross_check(rng: random.Random, tally: Tally, *, documented: bool = True) -> None:
    """Play one random hand in both engines, comparing at every step; add to `tally`."""
    setup = random_setup(rng, documented=documented)
    hand = _ours(setup)
    ref = setup.pokerkit()
    tally.hands += 1
    short_streets: set[str] = set()
    while hand.state.phase is Phase.BETTING:
        problem = _compare_decision(hand, ref, setup)
        tally.decisions += 1
        legal = legal_actions(hand.state)
        low, high = legal.min_to, legal.max_to
        if problem is not None:
            ours, theirs = problem
            cls = _classify_decision(hand, setup, ours, theirs, short_streets)
            _record(tally, cls, setup, hand, str(problem))
            streets = ("preflop", "flop", "turn", "river")
            same_street = ref.street_index == streets.index(hand.state.street.value)
            continuable = cls in (NO_REOPEN, SHORT_OPEN, STRADDLE) and same_street
            if not continuable or ours[:3] != theirs[:3]:
                return  # the engines no longer agree on the street or the chips: stop here
            # Same seat, same call: play on with a raise only where both engines allow it.
            if ours[3] and theirs[3]:
                low, high = max(ours[4], theirs[4]), min(ours[5], theirs[5])
            if low is None or high is None or low > high:
                low = high = None
        options: list[tuple[ActionKind, int | None]] = [
            (ActionKind.CHECK, None) if legal.can_check else (ActionKind.CALL, None)
        ]
        if not legal.can_check:
            options.append((ActionKind.FOLD, None))
        if low is not None and high is not None:
            kind = ActionKind.BET if legal.can_bet else ActionKind.RAISE
            for to in (low, rng.randint(low, high), high):
                options.append((kind, to))
        weights = [5 if k in (ActionKind.CHECK, ActionKind.CALL) else 2 for k, _ in options]
        kind, to = rng.choices(options, weights)[0]
        if kind is ActionKind.BET and to is not None and to < setup.stakes.big_blind:
            short_streets.add(hand.state.street.value)
        hand.act(legal.seat, kind, to, at_ms=0)
        act(ref, kind, to)
    _compare_end(hand, ref, setup, tally)


def _compare_end(hand: Hand, ref, setup: Setup, tally: Tally) -> None:  # noqa: ANN001
    # PokerKit still asks a lone covering seat to check against opponents all-in; there is no
    # betting left to do, so we close the round (a call owed would be a real disagreement).
    while ref.actor_index is not None:
        if ref.checking_or_calling_amount:
            _record(tally, None, setup, hand, "PokerKit wants a call after our betting ended")
            return
        ref.check_or_call()
    shown, hole, board = show_down(ref, setup.seats)
    ref_live = set(shown)
    live = set(hand.state.live_seats)
    if live != ref_live:
        _record(tally, _classify_end(hand), setup, hand, f"live {live} vs {ref_live}")
        return
    ref_pots = sorted(
        (pot.amount, tuple(sorted(setup.seats[i] for i in pot.player_indices))) for pot in ref.pots
    )
    if not settle(ref):
        _record(tally, None, setup, hand, f"PokerKit stopped: {hand.state.phase}")
        return
    ref_final = {seat: ref.stacks[i] for i, seat in enumerate(setup.seats)}
    if hand.state.phase is Phase.COMPLETE:
        awards: list[PotAwarded] = []
    elif len(live) > 1:
        ours_pots = sorted((p.amount, tuple(sorted(p.eligible))) for p in hand.pots())
        tally.pots += 1
        if _merge(ours_pots) != _merge(ref_pots):
            cls = _classify_end(hand)
            _record(tally, cls, setup, hand, f"pots {ours_pots} vs {ref_pots}")
            return
        hand.award_by_cards({seat: hole[seat] for seat in live}, board, at_ms=0)
        awards = [e for e in hand.events if isinstance(e, PotAwarded)]
    else:
        hand.award(at_ms=0)
        awards = [e for e in hand.events if isinstance(e, PotAwarded)]
    tally.finals += 1
    final = dict(hand.result().final_stacks)
    if final != ref_final:
        cls = _classify_end(hand)
        if cls is None and any(a.amount % len(a.winners) for a in awards if len(a.winners) > 1):
            cls = ODD_CHIP
        _record(tally, cls, setup, hand, f"final {final} vs {ref_final}")


def _merge(pots: list[tuple[int, tuple[int, ...]]]) -> list[tuple[int, tuple[int, ...]]]:
    """Pots with the same eligible seats summed (PokerKit may keep adjacent layers apart)."""
    merged: dict[tuple[int, ...], int] = {}
    for amount, eligible in pots:
        merged[eligible] = merged.get(eligible, 0) + amount
    return sorted((amount, eligible) for eligible, amount in merged.items() if amount)


def _record(tally: Tally, cls: str | None, setup: Setup, hand: Hand, problem: str) -> None:
    tally.classes[cls or "unexplained"] += 1
    if cls is None:
        trail = [(e.seat, e.kind.value, e.to) for e in hand.events if isinstance(e, ActionTaken)]
        tally.unexplained.append(f"{setup} {problem} after {trail}")


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_legal_actions_pots_and_stacks_agree_with_pokerkit_away_from_the_book_cases(
    seed: int,
) -> None:
    """Stacks cover blind and ante, no straddle, no big-blind ante: no disagreement except
    where the books win on short all-ins later in the hand (Ubetcha BETTING 2, 3) and odd
    chips (general TIES 4)."""
    tally = Tally()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        cross_check(random.Random(seed), tally, documented=False)
    assert not tally.unexplained, tally.unexplained
    assert set(tally.classes) <= {ODD_CHIP, NO_REOPEN, SHORT_OPEN}


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_every_disagreement_with_pokerkit_is_a_documented_book_rule(seed: int) -> None:
    """Short stacks, short all-ins, antes, big-blind antes, dead small blinds, straddles:
    a disagreement must fall in a class where the books win."""
    tally = Tally()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        cross_check(random.Random(seed), tally)
    assert not tally.unexplained, tally.unexplained


def main(count: int) -> int:
    """Cross-check `count` hands of each kind and print the figures."""
    warnings.simplefilter("ignore")
    for documented in (False, True):
        tally = Tally()
        rng = random.Random(20261130 + documented)
        for _ in range(count):
            cross_check(rng, tally, documented=documented)
        kind = "all situations" if documented else "clear of the book cases"
        print(
            f"{kind}: {tally.hands} hands, {tally.decisions} decision points, "
            f"{tally.pots} pot sets, {tally.finals} final stacks compared"
        )
        for cls, n in tally.classes.most_common():
            print(f"  {n:6d}  {cls}")
        for line in tally.unexplained[:15]:
            print("  !", line)
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000))
