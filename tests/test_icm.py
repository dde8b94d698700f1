"""Final-table deals: ICM (Malmuth-Harville) beside chip chops, rounded with nothing lost."""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_assist.core.money.icm import (
    MAX_PLAYERS,
    DealError,
    DealMethod,
    DealSheet,
    chip_chop,
    deal_sheet,
    icm_equities,
    lowest_prize_first,
    round_split,
)


def _brute_force_icm(stacks: list[int], prizes: list[int]) -> list[Fraction]:
    """Malmuth-Harville by its definition: the probability of every finishing order."""
    n = len(stacks)
    padded = prizes + [0] * (n - len(prizes))
    equity = [Fraction(0)] * n
    for order in permutations(range(n)):
        probability = Fraction(1)
        left = sum(stacks)
        for player in order:
            probability *= Fraction(stacks[player], left)
            left -= stacks[player]
        for place, player in enumerate(order):
            equity[player] += probability * padded[place]
    return equity


def test_the_textbook_three_handed_example() -> None:
    """5,000 / 3,000 / 2,000 chips for 500 / 300 / 200: the first player wins 1st half the time;
    2nd with 0.3 x 5/7 + 0.2 x 5/8; so 250 + 101.79 + 32.14 = 383.93."""
    equities = icm_equities([5000, 3000, 2000], [500, 300, 200])
    assert equities == (Fraction(5375, 14), Fraction(655, 2), Fraction(2020, 7))
    assert [round(float(e), 2) for e in equities] == [383.93, 327.5, 288.57]


def test_icm_matches_every_finishing_order_counted_one_by_one() -> None:
    stacks, prizes = [7, 1, 3, 3, 12], [40, 25, 15, 5]
    assert list(icm_equities(stacks, prizes)) == _brute_force_icm(stacks, prizes)


def test_heads_up_icm_is_the_lower_prize_plus_the_rest_by_chips() -> None:
    assert icm_equities([3, 1], [700, 300]) == lowest_prize_first([3, 1], [700, 300])
    assert lowest_prize_first([3, 1], [700, 300]) == (Fraction(600), Fraction(400))


def test_a_chip_chop_is_in_proportion_to_chips() -> None:
    chop = tuple(Fraction(v) for v in (600, 300, 100))
    assert chip_chop([6000, 3000, 1000], 1000) == chop
    # Fewer prizes than players: the lowest still to be won is 0, so it is a plain chop.
    assert lowest_prize_first([6000, 3000, 1000], [700, 300]) == chop


def test_the_deal_sheet_side_by_side_rounded_to_5() -> None:
    sheet = deal_sheet({"Ann": 5000, "Bob": 3000, "Cy": 2000}, [500, 300, 200], unit=5)
    assert sheet.money_left == 1000
    rows = {line.player: line for line in sheet.lines()}
    # ICM 383.93 / 327.50 / 288.57: down to 380 / 325 / 285, the 10 left one unit each to the
    # largest rounding losses (Ann's 3.93, Cy's 3.57).
    assert (rows["Ann"].icm, rows["Bob"].icm, rows["Cy"].icm) == (385, 325, 290)
    assert (rows["Ann"].chip_chop, rows["Bob"].chip_chop, rows["Cy"].chip_chop) == (500, 300, 200)
    # Everyone first gets 200 (the lowest prize left), the other 400 goes by chips.
    assert [rows[p].lowest_prize_first for p in ("Ann", "Bob", "Cy")] == [400, 320, 280]
    assert sheet.icm.remainder == 0 and sheet.icm.remainder_to == "Ann"
    assert sheet.shares(DealMethod.ICM) == {"Ann": 385, "Bob": 325, "Cy": 290}
    assert sheet.split(DealMethod.CHIP_CHOP) is sheet.chip_chop


def test_what_rounding_cannot_share_goes_to_the_chip_leader_or_whoever_is_named() -> None:
    sheet = deal_sheet({"A": 1, "B": 1, "C": 1}, [600, 400, 1], unit=5)
    # 1001 three ways: 333.67 each, 330 each after rounding down; 11 left cannot go to all
    # three equally, so it goes to the chip leader (the first of the equal stacks).
    assert sheet.icm.amounts == (341, 330, 330)
    assert (sheet.icm.remainder, sheet.icm.remainder_to) == (11, "A")
    named = deal_sheet({"A": 1, "B": 1, "C": 1}, [600, 400, 1], unit=5, remainder_to="C")
    assert named.icm.amounts == (330, 330, 341)


def test_round_split_keeps_equal_shares_equal_and_the_total() -> None:
    exact = [Fraction(21, 2), Fraction(21, 2), Fraction(9)]
    # 10.5 and 10.5 round down to 10; the 1 left cannot go to both, so it goes to the player
    # named to take the remainder.
    assert round_split(exact, 1, 2) == ((10, 10, 10), 1)
    assert round_split(exact, 1, 0) == ((11, 10, 9), 1)
    with pytest.raises(DealError, match="whole amount"):
        round_split([Fraction(1, 2)], 1, 0)


def test_ten_players_exact_and_conserved() -> None:
    stacks = [
        1_250_000,
        980_000,
        610_000,
        555_000,
        402_000,
        300_000,
        150_000,
        90_000,
        40_000,
        5_000,
    ]
    prizes = [3000, 1900, 1300, 950, 700, 520, 400, 300, 230]
    sheet = deal_sheet({f"P{i}": s for i, s in enumerate(stacks)}, prizes, unit=5)
    for split in (sheet.icm, sheet.chip_chop, sheet.lowest_prize_first):
        assert sum(split.exact) == sum(split.amounts) == sum(prizes)
        assert list(split.amounts) == sorted(split.amounts, reverse=True)


@pytest.mark.parametrize(
    ("stacks", "prizes", "message"),
    [
        ({}, [1], "at least one player"),
        ({f"P{i}": 1 for i in range(MAX_PLAYERS + 1)}, [1], "10 players at most"),
        ({"A": 1, "B": 0}, [1], "has chips"),
        ({"A": 1}, [2, 1], "only the places still to be decided"),
        ({"A": 1, "B": 2}, [5, -1], "negative"),
    ],
)
def test_deals_that_cannot_be_worked_out_are_refused(
    stacks: dict[str, int], prizes: list[int], message: str
) -> None:
    with pytest.raises(DealError, match=message):
        deal_sheet(stacks, prizes)


def test_the_remainder_goes_to_a_player_in_the_deal() -> None:
    with pytest.raises(DealError, match="not in the deal"):
        deal_sheet({"A": 1, "B": 2}, [5, 1], remainder_to="Z")
    with pytest.raises(DealError, match="unit of at least 1"):
        deal_sheet({"A": 1, "B": 2}, [5, 1], unit=0)


# -- properties -----------------------------------------------------------------------------------


@st.composite
def tables(draw: st.DrawFn) -> tuple[list[int], list[int], int]:
    """(stacks, prizes still to be won, falling by place, unit): up to 7 players (10 is slow
    for hundreds of examples; a 10-player case is tested above)."""
    n = draw(st.integers(1, 7))
    stacks = draw(st.lists(st.integers(1, 60).map(lambda k: k * 500), min_size=n, max_size=n))
    prizes = sorted(draw(st.lists(st.integers(0, 5000), min_size=0, max_size=n)), reverse=True)
    return stacks, prizes, draw(st.sampled_from([1, 5, 10, 20, 100]))


def _sheet(args: tuple[list[int], list[int], int]) -> DealSheet:
    stacks, prizes, unit = args
    return deal_sheet({f"P{i}": s for i, s in enumerate(stacks)}, prizes, unit=unit)


@given(tables())
def test_every_split_pays_exactly_the_money_left(args: tuple[list[int], list[int], int]) -> None:
    sheet = _sheet(args)
    for method in DealMethod:
        split = sheet.split(method)
        assert sum(split.exact) == sheet.money_left
        assert sum(split.amounts) == sheet.money_left
        assert all(a >= 0 for a in split.amounts)


@given(tables())
def test_equal_stacks_get_equal_shares(args: tuple[list[int], list[int], int]) -> None:
    sheet = _sheet(args)
    for method in DealMethod:
        split = sheet.split(method)
        taker = sheet.players.index(split.remainder_to)
        for i, a in enumerate(sheet.chips):
            for j, b in enumerate(sheet.chips):
                if a == b:
                    assert split.exact[i] == split.exact[j]
                    if taker not in (i, j):
                        assert split.amounts[i] == split.amounts[j]


@given(tables())
def test_more_chips_never_less_money(args: tuple[list[int], list[int], int]) -> None:
    sheet = _sheet(args)
    for method in DealMethod:
        split = sheet.split(method)
        for i, a in enumerate(sheet.chips):
            for j, b in enumerate(sheet.chips):
                if a > b:
                    assert split.exact[i] >= split.exact[j]
                    assert split.amounts[i] >= split.amounts[j]


@given(tables())
def test_icm_lies_between_the_lowest_and_the_highest_prize(
    args: tuple[list[int], list[int], int],
) -> None:
    stacks, prizes, unit = args
    padded = prizes + [0] * (len(stacks) - len(prizes))
    sheet = _sheet(args)
    taker = sheet.players.index(sheet.icm.remainder_to)
    for i, (exact, amount) in enumerate(zip(sheet.icm.exact, sheet.icm.amounts, strict=True)):
        assert min(padded) <= exact <= max(padded)
        assert exact - unit < amount
        if i != taker:
            assert amount < exact + unit


@given(
    st.lists(st.integers(1, 9), min_size=1, max_size=5), st.lists(st.integers(0, 50), max_size=5)
)
def test_icm_agrees_with_counting_every_finishing_order(
    stacks: list[int], prizes: list[int]
) -> None:
    prizes = prizes[: len(stacks)]
    assert list(icm_equities(stacks, prizes)) == _brute_force_icm(stacks, prizes)
