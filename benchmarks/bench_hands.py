"""Hands per second and cost per betting action, the table station's path vs PokerKit.

Run: python benchmarks/bench_hands.py [--hands N] [--block N] [--seed S]

The same generated hands (2-10 seats, random stacks, antes, all-ins; the generator of
tests/test_pokerkit_reference.py) are played the way the table station plays them and in
PokerKit, from the blinds to the end of betting. Ours is the station's real path, all but the
journal's disk write: the deal's hand events (core.hand.start_hand) and each dealer's command
decided by core.table.station_decide (`act`: the action ruled and its event made, the command
labelled for Undo) then folded by core.table.station_fold (`apply_station`: the command's
bracket and undo step, the action applied to the hand). The same work on both sides:

- No card dealing is charged to either side. Our engine deals no cards (the dealer does, at the
  table). PokerKit runs without its dealing automations, its deck shuffle is replaced by a
  no-op, and the hole cards, burns and boards it then waits for are dealt between the timed
  steps. What is timed on both sides: starting the hand (antes and blinds posted) and each
  betting action (with PokerKit's bet collection at the end of a street). PokerKit opens a
  betting round inside the dealing call that completes the cards (`State._begin_betting`);
  that call alone is timed there and charged to it, to the action that closed the street
  before (as ours does it within that action) or to the start of the hand.
- The table's part, decided before a hand (who sits where, the button and blinds, the stacks
  by seat: our HandPositions and stacks, PokerKit's stacks tuple), is made before timing on
  both sides (ours used to build its positions and stacks inside the timed deal), for every
  hand at once, and frozen out of the collector with the hands.
- Timed step by step the same way (one perf_counter_ns pair per step on both sides).
- No results kept: each hand's state is dropped when played, so neither side's garbage
  collection scans the other's (or its own earlier) results. The generated hands are frozen
  out of the collector (gc.freeze) before timing.
- Interleaved: the hands run in blocks of `--block`; within a block both engines play the same
  hands, which one goes first alternates block by block. The ratio is taken per block; the
  figure is the median over the blocks, with its range.

Printed: hands per second and microseconds per action on each side, with the ratios (above 1:
ours is faster); the same with the legal actions asked at every decision (as a table panel
does); pot calculations per second. Finally every hand's pots are checked against PokerKit's
(played with its dealing, to its showdown).
"""

from __future__ import annotations

import argparse
import gc
import importlib.metadata
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import pokerkit.state  # noqa: E402
from helpers.pokerkit import act  # noqa: E402
from pokerkit import Automation, NoLimitTexasHoldem  # noqa: E402
from test_pokerkit_reference import HandSpec, generate, play_pokerkit  # noqa: E402

from dealer_assist.core.hand.hand import pots, start_hand  # noqa: E402
from dealer_assist.core.hand.hand_events import ActionKind  # noqa: E402
from dealer_assist.core.hand.positions import HandPositions  # noqa: E402
from dealer_assist.core.table import station_decide  # noqa: E402
from dealer_assist.core.table.station_fold import StationState, apply_station  # noqa: E402
from dealer_assist.house_books import house_rules  # noqa: E402

RULES = house_rules("general")
POKERKIT = f"PokerKit {importlib.metadata.version('pokerkit')}"
# PokerKit's automations for what our engine does too; it waits for the cards to be dealt.
NO_DEALING = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
)
now_ns = time.perf_counter_ns


@dataclass(frozen=True, slots=True)
class Cost:
    """Nanoseconds of one hand: the whole (start + actions) and its actions alone."""

    hand_ns: int
    actions_ns: int


EMPTY_STATION = StationState(RULES)


@dataclass(frozen=True, slots=True)
class Seating:
    """The table's part of a hand, decided before the hand (who sits where, the button and
    blinds, each seat's stack): worked out once per hand, before any timing."""

    positions: HandPositions
    stacks: dict[int, int]


_SEATINGS: dict[int, tuple[HandSpec, Seating]] = {}


def seating(spec: HandSpec) -> Seating:
    kept = _SEATINGS.get(id(spec))
    if kept is None or kept[0] is not spec:
        kept = _SEATINGS[id(spec)] = (
            spec,
            Seating(spec.positions, dict(zip(spec.seats, spec.stacks, strict=True))),
        )
    return kept[1]


def station_deal(spec: HandSpec, seated: Seating) -> StationState:
    """The station with the hand dealt: its blinds and antes posted."""
    state = EMPTY_STATION
    for event in start_hand(
        hand_id="generated",
        positions=seated.positions,
        stacks=seated.stacks,
        stakes=spec.stakes,
        rules=RULES,
        at_ms=0,
    ):
        state = apply_station(state, event)
    return state


def station_act(state: StationState, kind: ActionKind, to: int | None) -> StationState:
    """One dealer's tap as the station runs it: decided, bracketed as a command, folded."""
    command = station_decide.act(state, kind, to, at_ms=0)
    for event in station_decide.command_events(command.label, command.events, 0):
        state = apply_station(state, event)
    return state


def station_play(spec: HandSpec) -> StationState:
    state = station_deal(spec, seating(spec))
    for seat, kind, to in spec.actions:
        hand = state.hand
        assert hand is not None and hand.to_act == seat, (spec, seat)
        state = station_act(state, kind, to)
    return state


def ours(spec: HandSpec) -> Cost:
    seated = seating(spec)  # the table's, not timed (as PokerKit's stacks, given as they are)
    begun = now_ns()
    state = station_deal(spec, seated)
    spent = now_ns() - begun
    actions = 0
    for _seat, kind, to in spec.actions:
        begun = now_ns()
        state = station_act(state, kind, to)
        actions += now_ns() - begun
    return Cost(spent + actions, actions)


def ours_asking(spec: HandSpec) -> Cost:
    """As `ours`, asking the legal actions (call, min and max raise) before each action, as
    the station's panel does to draw its buttons."""
    seated = seating(spec)
    begun = now_ns()
    state = station_deal(spec, seated)
    spent = now_ns() - begun
    actions = 0
    for _seat, kind, to in spec.actions:
        begun = now_ns()
        station_decide.current_legal_actions(state)
        state = station_act(state, kind, to)
        actions += now_ns() - begun
    return Cost(spent + actions, actions)


class _BettingOpened:
    """Times PokerKit's `State._begin_betting` (a betting round opened) while installed."""

    def __init__(self) -> None:
        self.spent_ns = 0
        self._original = pokerkit.state.State._begin_betting

    def __enter__(self) -> _BettingOpened:
        original = self._original

        def timed(state: pokerkit.state.State) -> None:
            begun = now_ns()
            try:
                original(state)
            finally:
                self.spent_ns += now_ns() - begun

        pokerkit.state.State._begin_betting = timed  # type: ignore[method-assign]
        return self

    def __exit__(self, *_: object) -> None:
        pokerkit.state.State._begin_betting = self._original  # type: ignore[method-assign]


BETTING_OPENED = _BettingOpened()


def _deal_waiting_cards(state: pokerkit.state.State) -> int:
    """Deal what PokerKit waits for before betting goes on (hole cards, burn, board), not
    timed; returns the nanoseconds it spent opening a betting round meanwhile (timed)."""
    before = BETTING_OPENED.spent_ns
    while True:
        if state.can_burn_card():
            state.burn_card()
        elif state.can_deal_hole():
            state.deal_hole()
        elif state.can_deal_board():
            state.deal_board()
        else:
            return BETTING_OPENED.spent_ns - before


def _pokerkit(spec: HandSpec, asking: bool) -> Cost:
    stakes = spec.stakes
    begun = now_ns()
    state = NoLimitTexasHoldem.create_state(
        NO_DEALING,
        True,
        stakes.ante,
        (stakes.small_blind, stakes.big_blind),
        stakes.big_blind,
        spec.stacks,
        len(spec.seats),
    )
    spent = now_ns() - begun
    spent += _deal_waiting_cards(state)
    actions = 0
    for _, kind, to in spec.actions:
        begun = now_ns()
        if asking:
            _ = (
                state.checking_or_calling_amount,
                state.min_completion_betting_or_raising_to_amount,
                state.max_completion_betting_or_raising_to_amount,
            )
        act(state, kind, to)
        actions += now_ns() - begun
        actions += _deal_waiting_cards(state)
    return Cost(spent + actions, actions)


def theirs(spec: HandSpec) -> Cost:
    return _pokerkit(spec, asking=False)


def theirs_asking(spec: HandSpec) -> Cost:
    return _pokerkit(spec, asking=True)


@dataclass
class Side:
    hand_ns: int = 0
    actions_ns: int = 0

    def add(self, cost: Cost) -> None:
        self.hand_ns += cost.hand_ns
        self.actions_ns += cost.actions_ns


@dataclass
class Comparison:
    """Per block: each side's totals and the ratios (PokerKit's time / ours: above 1 is ours
    faster)."""

    ours: list[Side]
    theirs: list[Side]

    def hand_ratios(self) -> list[float]:
        return [t.hand_ns / o.hand_ns for o, t in zip(self.ours, self.theirs, strict=True)]

    def action_ratios(self) -> list[float]:
        return [t.actions_ns / o.actions_ns for o, t in zip(self.ours, self.theirs, strict=True)]


def play_blocks(
    blocks: list[list[HandSpec]],
    our_play: Callable[[HandSpec], Cost],
    their_play: Callable[[HandSpec], Cost],
) -> Comparison:
    result = Comparison([], [])
    for index, block in enumerate(blocks):
        sides = {"ours": Side(), "theirs": Side()}
        runs = [("ours", our_play), ("theirs", their_play)]
        if index % 2:
            runs.reverse()
        for name, play in runs:
            for spec in block:
                sides[name].add(play(spec))  # the hand's state is dropped here
        result.ours.append(sides["ours"])
        result.theirs.append(sides["theirs"])
    return result


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):.2f}x (range {min(values):.2f}-{max(values):.2f})"


def report(title: str, comparison: Comparison, hands: int, actions: int) -> None:
    our_hand = sum(s.hand_ns for s in comparison.ours)
    their_hand = sum(s.hand_ns for s in comparison.theirs)
    our_act = sum(s.actions_ns for s in comparison.ours)
    their_act = sum(s.actions_ns for s in comparison.theirs)
    print(title)
    print(
        f"  {'ours':<16} {hands / our_hand * 1e9:>9,.0f} hands/s  "
        f"{our_act / actions / 1000:6.2f} µs/action"
    )
    print(
        f"  {POKERKIT:<16} {hands / their_hand * 1e9:>9,.0f} hands/s  "
        f"{their_act / actions / 1000:6.2f} µs/action"
    )
    print(f"  hands/s, ours / PokerKit (per block):           {spread(comparison.hand_ratios())}")
    print(f"  per action, PokerKit's cost / ours (per block): {spread(comparison.action_ratios())}")


def time_pots(blocks: list[list[HandSpec]], rounds: int) -> list[tuple[float, float]]:
    """Pot calculations per block: (ours ns, PokerKit ns) over `rounds` passes of its states."""
    results = []
    for index, block in enumerate(blocks):
        our_states = [station_play(spec).hand for spec in block]
        their_states = []
        for spec in block:
            state = NoLimitTexasHoldem.create_state(
                NO_DEALING,
                True,
                spec.stakes.ante,
                (spec.stakes.small_blind, spec.stakes.big_blind),
                spec.stakes.big_blind,
                spec.stacks,
                len(spec.seats),
            )
            _deal_waiting_cards(state)
            for _, kind, to in spec.actions:
                act(state, kind, to)
                _deal_waiting_cards(state)
            their_states.append(state)
        timed = {}
        order: list[tuple[str, Callable[[object], object], list[object]]] = [
            ("ours", pots, our_states),  # type: ignore[list-item]
            ("theirs", lambda state: list(state.pots), their_states),  # type: ignore[attr-defined]
        ]
        if index % 2:
            order.reverse()
        for name, calculate, states in order:
            begun = now_ns()
            for _ in range(rounds):
                for state in states:
                    calculate(state)
            timed[name] = now_ns() - begun
        results.append((timed["ours"], timed["theirs"]))
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--block", type=int, default=100, help="hands per interleaved block")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    specs = [generate(rng) for _ in range(args.hands)]
    actions = sum(len(s.actions) for s in specs)
    blocks = [specs[i : i + args.block] for i in range(0, len(specs), args.block)]
    print(
        f"{len(specs):,} hands, {actions:,} actions, 2-10 seats, general rules; "
        f"{len(blocks)} blocks of {args.block}, alternated; no card dealing timed"
    )
    original_shuffle = pokerkit.state.shuffle
    pokerkit.state.shuffle = lambda cards: None  # the deck's order is no betting's business
    try:
        with BETTING_OPENED:
            for spec in specs[:50]:  # warm both (imports, caches) before timing
                station_play(spec)  # and check each action is the seat's to make
                ours(spec)
                theirs(spec)
            for spec in specs:  # made now and frozen below: no collector scans them later
                seating(spec)
            gc.collect()
            gc.freeze()
            played = play_blocks(blocks, ours, theirs)
            report(
                "Hands played (blinds and antes posted, every action to the end of betting):",
                played,
                len(specs),
                actions,
            )
            report(
                "The same, asking the legal actions (call, min and max raise) before each action:",
                play_blocks(blocks, ours_asking, theirs_asking),
                len(specs),
                actions,
            )
            rounds = 5
            pot_times = time_pots(blocks, rounds)
    finally:
        pokerkit.state.shuffle = original_shuffle
        gc.unfreeze()
    ours_ns = sum(o for o, _ in pot_times)
    theirs_ns = sum(t for _, t in pot_times)
    count = rounds * len(specs)
    print("Pot calculations (main and side pots of a finished betting):")
    print(f"  {'ours (core.hand.pots)':<24} {count / ours_ns * 1e9:>10,.0f} /s")
    print(f"  {POKERKIT + ' (State.pots)':<24} {count / theirs_ns * 1e9:>10,.0f} /s")
    print(f"  ours / PokerKit (per block): {spread([t / o for o, t in pot_times])}")
    hands_ratio = statistics.median(played.hand_ratios())
    action_ratio = statistics.median(played.action_ratios())
    print("Targets (medians of the per-block ratios):")
    print(
        f"  hands/s at least 1.5x PokerKit's: {hands_ratio:.2f}x "
        f"({'met' if hands_ratio >= 1.5 else 'NOT met'})"
    )
    print(
        f"  per action no slower than PokerKit: {action_ratio:.2f}x "
        f"({'met' if action_ratio >= 1.0 else 'NOT met'})"
    )

    disagreements = 0
    compared = 0
    for spec in specs:
        state = station_play(spec).hand
        assert state is not None
        if len(state.live_seats) < 2:
            continue  # PokerKit's pots leave out a bet won by folds (pinned in the tests)
        compared += 1
        mine = tuple((p.amount, frozenset(p.eligible)) for p in pots(state))
        if mine != play_pokerkit(spec).pots:
            disagreements += 1
    print(
        f"Pots agree with PokerKit on {compared - disagreements:,} of {compared:,} showdown hands"
    )
    return 1 if disagreements else 0


if __name__ == "__main__":
    raise SystemExit(main())
