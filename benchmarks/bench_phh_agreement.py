"""Benchmark: generated hands written as PHH; how many PokerKit reads to the same result.

Run: python benchmarks/bench_phh_agreement.py [--hands N] [--seed S]

Each hand is a random legal No-Limit Hold'em hand (2-10 seats, antes, big-blind antes, live
straddles, dead small blinds and buttons, absent players, short stacks and all-ins, shown and
mucked hands; tests/helpers/phh_hands.py) played in our engine. It is exported as PHH
(core.phh.to_phh), then read back by `hand replay` (core.phh) and by PokerKit 0.7.7, and the
final stacks and each seat's winnings from the pots are compared. A difference must be one of
the book rules PokerKit does not share (tests/test_pokerkit_agreement.py); any other exits 1.
The suite runs the same check on 50 hands (tests/test_phh_agreement.py).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from helpers.phh_hands import run  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300, help="hands to generate (300)")
    parser.add_argument("--seed", type=int, default=20260601, help="random seed")
    args = parser.parse_args(argv)
    begun = time.perf_counter()
    tally = run(args.hands, args.seed)
    spent = time.perf_counter() - begun
    n = tally.hands
    documented = sum(tally.documented.values())
    print(f"PHH agreement: {n} generated No-Limit Hold'em hands (seed {args.seed})")
    print(
        f"  read back by Dealer Assist (JSON -> PHH -> replay): {tally.round_trip}/{n} "
        "same final stacks and payouts"
    )
    print(
        f"  read by PokerKit 0.7.7: {tally.agree}/{n} same final stacks and pot payouts; "
        f"{documented} differ where the books rule otherwise, {len(tally.unexplained)} "
        "unexplained"
    )
    for why, count in tally.documented.most_common():
        print(f"    {count:5d}  {why}")
    print(f"  final stacks alone: {tally.same_stacks}/{n} the same in PokerKit")
    print(
        "  deals: " + ", ".join(f"{name} {count}" for name, count in sorted(tally.features.items()))
    )
    print(f"  {spent:.1f} s ({1000 * spent / max(n, 1):.1f} ms a hand)")
    for line in tally.unexplained[:5]:
        print("  !", line)
    ok = not tally.unexplained and tally.round_trip == n
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
