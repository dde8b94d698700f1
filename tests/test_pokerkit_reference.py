"""PokerKit 0.7.7 as a reference engine: replay our hands in it and read its pots and stacks.

Also the random-hand generator shared by the property tests and benchmarks/bench_hands.py.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from helpers.hand_driver import Hand
from helpers.pokerkit import AUTOMATIONS, act, settle, show_down
from pokerkit import NoLimitTexasHoldem

from dealer_assist.core.hand.hand import Action, ActionKind, Phase, Stakes, legal_actions
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.core.rules.house_rules import HouseRules
from dealer_assist.house_books import house_rules


@dataclass(frozen=True, slots=True)
class HandSpec:
    """A generated hand: seats in deal order (small blind first, button last), stacks, stakes
    and the actions in order as (seat, kind, to)."""

    seats: tuple[int, ...]
    stacks: tuple[int, ...]
    stakes: Stakes
    actions: tuple[tuple[int, ActionKind, int | None], ...]

    @property
    def positions(self) -> HandPositions:
        if len(self.seats) == 2:
            big, button = self.seats
            return HandPositions(button, False, button, big, self.seats, heads_up=True)
        return HandPositions(self.seats[-1], False, self.seats[0], self.seats[1], self.seats)


@dataclass(frozen=True, slots=True)
class ReferenceOutcome:
    """PokerKit's view: pots as (amount, eligible seats) before the push, final stacks, cards."""

    pots: tuple[tuple[int, frozenset[int]], ...]
    final_stacks: dict[int, int]
    hole_cards: dict[int, str]
    board: str
    live: frozenset[int]


def start(spec: HandSpec, rules: HouseRules | None = None, at_ms: int = 0) -> Hand:
    return Hand.start(
        positions=spec.positions,
        stacks=dict(zip(spec.seats, spec.stacks, strict=True)),
        stakes=spec.stakes,
        rules=rules or house_rules("general"),
        at_ms=at_ms,
        hand_id="generated",
    )


def play_ours(spec: HandSpec, rules: HouseRules | None = None) -> Hand:
    hand = start(spec, rules)
    for seat, kind, to in spec.actions:
        hand.act(seat, kind, to, at_ms=0)
    return hand


def pokerkit_state(spec: HandSpec):  # noqa: ANN201 - pokerkit's State
    stakes = spec.stakes
    blinds = (stakes.small_blind, stakes.big_blind)
    return NoLimitTexasHoldem.create_state(
        AUTOMATIONS,
        True,
        stakes.ante,
        blinds,
        stakes.big_blind,
        spec.stacks,
        len(spec.seats),
    )


def replay_pokerkit(spec: HandSpec):  # noqa: ANN201 - pokerkit's State
    """The spec's actions played in PokerKit, up to the showdown."""
    state = pokerkit_state(spec)
    for _, kind, to in spec.actions:
        act(state, kind, to)
    return state


def play_pokerkit(spec: HandSpec) -> ReferenceOutcome:
    """Replay the spec's actions in PokerKit; pots are read before PokerKit pushes them."""
    state = replay_pokerkit(spec)
    live, hole, board = show_down(state, spec.seats)
    pots = tuple(
        (pot.amount, frozenset(spec.seats[i] for i in pot.player_indices)) for pot in state.pots
    )
    if not settle(state):  # pragma: no cover - a state we did not plan for
        raise AssertionError("PokerKit stopped before the end of the hand")
    final = {seat: state.stacks[i] for i, seat in enumerate(spec.seats)}
    return ReferenceOutcome(pots, final, hole, board, live)


def generate(
    rng: random.Random,
    *,
    safe_for_pokerkit: bool = True,
    max_seats: int = 10,
    rules: HouseRules | None = None,
) -> HandSpec:
    """A random hand played to the end of betting with our legal actions.

    `safe_for_pokerkit` avoids the situations where PokerKit 0.7.7 and the books differ: stacks
    cover the big blind, no one opens a street with an all-in for less than the big blind, and
    no one raises where PokerKit refuses it (short all-ins adding up to a full raise reopen the
    betting in the books, not in PokerKit: pinned in test_pokerkit_agreement).
    """
    count = rng.randint(2, max_seats)
    big_blind = rng.choice((2, 10, 100, 200))
    stakes = Stakes(big_blind // 2, big_blind, ante=rng.choice((0, 0, big_blind // 10)))
    low = big_blind + stakes.ante + 1 if safe_for_pokerkit else 1
    stacks = tuple(rng.randint(low, big_blind * rng.choice((3, 10, 40))) for _ in range(count))
    seats = tuple(sorted(rng.sample(range(1, 11), count)))
    if count == 2:  # heads-up deal order: big blind first, button (small blind) last
        seats = (seats[0], seats[1])
    spec = HandSpec(seats, stacks, stakes, ())
    hand = start(spec, rules)
    reference = pokerkit_state(spec) if safe_for_pokerkit else None
    actions: list[tuple[int, ActionKind, int | None]] = []
    while hand.state.phase is Phase.BETTING:
        legal = legal_actions(hand.state)
        options: list[tuple[ActionKind, int | None]] = []
        options.append((ActionKind.CHECK, None) if legal.can_check else (ActionKind.CALL, None))
        if not legal.can_check:
            options.append((ActionKind.FOLD, None))
        if legal.min_to is not None and legal.max_to is not None:
            kind = ActionKind.BET if legal.can_bet else ActionKind.RAISE
            short_open = legal.can_bet and legal.max_to < hand.state.stakes.big_blind
            refused = reference is not None and not reference.can_complete_bet_or_raise_to()
            if not (safe_for_pokerkit and (short_open or refused)):
                options.append((kind, legal.min_to))
                options.append((kind, rng.randint(legal.min_to, legal.max_to)))
                options.append((kind, legal.max_to))
        weights = [4 if k in (ActionKind.CHECK, ActionKind.CALL) else 2 for k, _ in options]
        kind, to = rng.choices(options, weights)[0]
        hand.act(legal.seat, kind, to, at_ms=0)
        recorded = hand.events[-1]
        actions.append((legal.seat, recorded.kind, recorded.to))  # type: ignore[attr-defined]
        if reference is not None:
            act(reference, recorded.kind, recorded.to)  # type: ignore[attr-defined]
    return HandSpec(seats, stacks, stakes, tuple(actions))


def test_reference_replays_a_called_all_in_with_the_same_side_pot() -> None:
    """Applewood, Gameplay Rules 15 shape in PokerKit: the all-in caps the main pot."""
    spec = HandSpec(
        (1, 2, 3),
        (5500, 3500, 5500),
        Stakes(50, 100),
        (
            (3, ActionKind.RAISE, 5500),
            (1, ActionKind.CALL, None),
            (2, ActionKind.CALL, None),
        ),
    )
    outcome = play_pokerkit(spec)
    assert outcome.pots == ((10500, frozenset({1, 2, 3})), (4000, frozenset({1, 3})))
    ours = play_ours(spec)
    assert [(p.amount, frozenset(p.eligible)) for p in ours.pots()] == list(outcome.pots)


def test_generator_plays_hands_to_the_end_of_betting() -> None:
    rng = random.Random(7)
    for _ in range(20):
        spec = generate(rng)
        hand = play_ours(spec)
        assert hand.state.phase is Phase.SHOWDOWN
        assert len(spec.actions) == hand.state.actions


__all__ = ["Action", "HandSpec", "generate", "play_ours", "play_pokerkit"]
