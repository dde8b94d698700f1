"""Benchmark: hands replayed per second and pot calculations per second, ours vs PokerKit.

Run: python benchmarks/bench_hands.py [--hands N] [--seed S]

The same generated hands (2-10 seats, random stacks, all-ins; the generator of
tests/test_pokerkit_reference.py) are replayed in our engine and in PokerKit 0.7.7. Also checks
that every hand's pots agree (thousands of hands, where the test suite runs a few hundred).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from helpers.pokerkit import act  # noqa: E402
from test_pokerkit_reference import (  # noqa: E402
    HandSpec,
    generate,
    play_ours,
    play_pokerkit,
    pokerkit_state,
    replay_pokerkit,
    start,
)

from dealer_assist.core.hand import Hand, legal_actions, pots  # noqa: E402
from dealer_assist.house_books import house_rules  # noqa: E402

RULES = house_rules("general")


def replay_ours(spec: HandSpec) -> Hand:
    return play_ours(spec, RULES)


def query_ours(spec: HandSpec) -> None:
    """Replay with the legal actions asked at every decision, as a table panel does."""
    hand = start(spec, RULES)
    for seat, kind, to in spec.actions:
        legal_actions(hand.state)
        hand.act(seat, kind, to, at_ms=0)


def query_pokerkit(spec: HandSpec) -> None:
    state = pokerkit_state(spec)
    for _, kind, to in spec.actions:
        _ = (
            state.checking_or_calling_amount,
            state.min_completion_betting_or_raising_to_amount,
            state.max_completion_betting_or_raising_to_amount,
        )
        act(state, kind, to)


def timed(label: str, count: int, work) -> float:  # noqa: ANN001
    start = time.perf_counter()
    work()
    elapsed = time.perf_counter() - start
    rate = count / elapsed
    print(f"  {label:<34} {rate:>12,.0f} /s  ({elapsed:.2f} s for {count:,})")
    return rate


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    specs = [generate(rng) for _ in range(args.hands)]
    actions = sum(len(s.actions) for s in specs)
    print(f"{len(specs):,} hands, {actions:,} actions, 2-10 seats, general rules")

    print("Hands replayed (deal, post, every action to the end of betting):")
    ours_rate = timed(
        "ours (events + fold + checks)", len(specs), lambda: [replay_ours(s) for s in specs]
    )
    pk_rate = timed("PokerKit 0.7.7", len(specs), lambda: [replay_pokerkit(s) for s in specs])
    print(f"  ratio ours / PokerKit: {ours_rate / pk_rate:.2f}x")

    print("Hands replayed asking the legal actions (call, min and max raise) at each decision:")
    ours_q = timed("ours (legal_actions)", len(specs), lambda: [query_ours(s) for s in specs])
    pk_q = timed("PokerKit 0.7.7", len(specs), lambda: [query_pokerkit(s) for s in specs])
    print(f"  ratio ours / PokerKit: {ours_q / pk_q:.2f}x")

    our_states = [replay_ours(s).state for s in specs]
    pk_states = [replay_pokerkit(s) for s in specs]
    rounds = 5
    print("Pot calculations (main and side pots of a finished betting):")
    ours_pots = timed(
        "ours (core.hand.pots)",
        rounds * len(specs),
        lambda: [pots(state) for _ in range(rounds) for state in our_states],
    )
    pk_pots = timed(
        "PokerKit (State.pots)",
        rounds * len(specs),
        lambda: [list(state.pots) for _ in range(rounds) for state in pk_states],
    )
    print(f"  ratio ours / PokerKit: {ours_pots / pk_pots:.2f}x")

    disagreements = 0
    compared = 0
    for spec, state in zip(specs, our_states, strict=True):
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
