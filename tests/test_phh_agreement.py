"""Generated hands written as PHH: read back by us and by PokerKit 0.7.7 to the same result.

A bounded run of benchmarks/bench_phh_agreement.py (which reports a few hundred hands): every
hand replays from its PHH to the same stacks and payouts here, and PokerKit's reading of the
same file agrees except where a book rule PokerKit does not share decides (odd chips; the pot
of a hand won by folds, with the same stacks).
"""

from __future__ import annotations

import random

from helpers.phh_hands import FOLD_POTS, ODD_CHIP, Tally, compare, generate, run
from hypothesis import given, settings
from hypothesis import strategies as st


def test_fifty_generated_hands_agree_with_pokerkit() -> None:
    tally = run(50, 20260601)
    assert not tally.unexplained, tally.unexplained[0]
    assert tally.round_trip == tally.hands == 50
    assert tally.agree + sum(tally.documented.values()) == 50
    assert set(tally.documented) <= {ODD_CHIP, FOLD_POTS}
    assert tally.agree >= 40
    wanted = {"antes", "big-blind ante", "straddle", "all-in", "side pots", "showdown"}
    assert wanted <= set(tally.features), tally.features


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_any_generated_hand_agrees_with_pokerkit(seed: int) -> None:
    tally = Tally()
    compare(generate(random.Random(seed), tally), tally)
    assert not tally.unexplained, tally.unexplained[0]
    assert tally.round_trip == 1
