"""Prize pool, payout tables (presets, edits, rounding), shared places and the cash count."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_assist.core.money.payouts import (
    PRESETS,
    Movement,
    PayoutError,
    Share,
    award,
    payout_table,
    preset_for,
    preset_table,
    prize_pool,
    reconcile,
)
from dealer_assist.core.money.places import Bust, Exit, Finish, Standings
from dealer_assist.core.rules.house_rules import Decision
from dealer_assist.house_books import house_rules

UBETCHA = house_rules("ubetcha")
APPLEWOOD = house_rules("applewood")


def _percents(*values: int | str) -> list[Share]:
    return [Share.of_percent(v) for v in values]


# -- the prize pool -------------------------------------------------------------------------------


def test_prize_pool_less_bounties_and_the_house_fee() -> None:
    """30 entries of 50 (10 of each a bounty), 12 rebuys of 40, 20 add-ons of 20; the house
    takes 100 for the room and 10% of the rest, rounded down for the house."""
    pool = prize_pool(
        entries=30 * 50, rebuys=12 * 40, add_ons=20 * 20, bounties=30 * 10, fee_fixed=100,
        fee_percent=10,
    )  # fmt: skip
    assert pool.money_in == 2380
    rest = 2380 - 300 - 100
    assert pool.fee == 100 + rest // 10 == 298
    assert pool.pool == 2380 - 300 - 298 == 1782
    assert "bounties (kept out of the pool)" in pool.describe()


def test_applewood_misc_1_no_rake_means_the_whole_take_is_the_pool() -> None:
    """Applewood Misc. Tournament Info/Rules 1: "Location of the game is not taking a rake"."""
    pool = prize_pool(entries=40 * 25, rebuys=15 * 25)
    assert pool.fee == 0 and pool.pool == 1375


def test_a_fractional_fee_rounds_down_for_the_house() -> None:
    pool = prize_pool(entries=333, fee_percent=Decimal("7.5"))
    assert pool.fee == 24 and pool.pool == 309  # 24.975 -> 24


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"entries": -1}, "negative"),
        ({"entries": 100, "fee_percent": 101}, "0 to 100"),
        ({"entries": 100, "fee_percent": "lots"}, "not a percentage"),
        ({"entries": 100, "bounties": 60, "fee_fixed": 50}, "more than the 100 taken in"),
    ],
)
def test_impossible_pools_are_refused(kwargs: dict[str, int | str], message: str) -> None:
    with pytest.raises(PayoutError, match=message):
        prize_pool(**kwargs)  # type: ignore[arg-type]


@given(
    st.integers(0, 10**6),
    st.integers(0, 10**5),
    st.integers(0, 10**5),
    st.integers(0, 100),
    st.integers(0, 1000),
)
def test_the_money_in_is_the_pool_plus_the_fee_plus_the_bounties(
    entries: int, rebuys: int, bounties: int, percent: int, fixed: int
) -> None:
    bounties = min(bounties, entries)
    fixed = min(fixed, entries - bounties)
    pool = prize_pool(
        entries=entries, rebuys=rebuys, bounties=bounties, fee_fixed=fixed, fee_percent=percent
    )
    assert pool.pool + pool.fee + pool.bounties == pool.money_in
    assert pool.pool >= 0 and pool.fee >= fixed


# -- presets --------------------------------------------------------------------------------------


def test_presets_cover_every_field_size_add_up_to_100_and_fall_by_place() -> None:
    previous_max = 0
    for preset in PRESETS:
        assert preset.min_entries == previous_max + 1
        assert sum(preset.percents) == 100
        assert list(preset.percents) == sorted(preset.percents, reverse=True)
        assert len(preset.percents) <= preset.min_entries
        previous_max = preset.max_entries or 10**9
    assert PRESETS[-1].max_entries is None


def test_a_full_table_pays_three_50_30_20() -> None:
    assert preset_for(9).percents == tuple(Decimal(p) for p in (50, 30, 20))
    assert preset_for(2).percents == (Decimal(100),)
    assert len(preset_for(30).percents) == 5
    assert len(preset_for(500).percents) == 14
    with pytest.raises(PayoutError, match="at least one entry"):
        preset_for(0)


# -- the payout table -----------------------------------------------------------------------------


def test_rounding_to_5_the_remainder_goes_to_first_and_the_table_says_so() -> None:
    table = payout_table(1237, _percents(50, 30, 20), unit=5)
    # 618.5 -> 615, 371.1 -> 370, 247.4 -> 245: 7 left by rounding goes to 1st.
    assert [table.amount(p) for p in (1, 2, 3, 4)] == [622, 370, 245, 0]
    assert table.remainder == 7 and table.remainder_place == 1
    assert sum(p.amount for p in table.prizes) == 1237
    assert "1st: 622 (50%), including 7 left by rounding" in table.describe()


def test_the_caller_chooses_where_the_remainder_goes() -> None:
    table = payout_table(1237, _percents(50, 30, 20), unit=5, remainder_place=3)
    assert [table.amount(p) for p in (1, 2, 3)] == [615, 370, 252]


def test_fixed_prizes_come_first_and_percentages_share_the_rest() -> None:
    """A bar-league table: 4th gets the buy-in back (20), the rest 50/30/20 in units of 5."""
    shares = [*_percents(50, 30, 20), Share.of_amount(20)]
    table = payout_table(1020, shares, unit=5)
    assert [table.amount(p) for p in (1, 2, 3, 4)] == [500, 300, 200, 20]
    assert table.remainder == 0


def test_fixed_prizes_alone_leave_the_rest_to_the_remainder_place() -> None:
    table = payout_table(1000, [Share.of_amount(500), Share.of_amount(300)], unit=5)
    assert [table.amount(1), table.amount(2)] == [700, 300] and table.remainder == 200


def test_preset_table_names_its_source() -> None:
    table = preset_table(2000, 25, unit=5)
    assert table.paid_places == 5
    assert table.source == "preset for 21-30 entries: 40% / 25% / 17% / 11% / 7%"
    assert sum(p.amount for p in table.prizes) == 2000


@pytest.mark.parametrize(
    ("shares", "kwargs", "message"),
    [
        (_percents(50, 30), {}, "add up to 80, not 100"),
        ([Share.of_amount(2000)], {}, "more than the pool"),
        (_percents(100), {"remainder_place": 2}, "paid place"),
        (_percents(100), {"unit": 0}, "unit of at least 1"),
        ([], {}, "at least one place"),
    ],
)
def test_tables_that_cannot_pay_are_refused(
    shares: list[Share], kwargs: dict[str, int], message: str
) -> None:
    with pytest.raises(PayoutError, match=message):
        payout_table(1000, shares, **kwargs)  # type: ignore[arg-type]


def test_a_share_is_a_percentage_or_an_amount() -> None:
    with pytest.raises(PayoutError, match="not both or neither"):
        Share()
    with pytest.raises(PayoutError, match="not both or neither"):
        Share(percent=Decimal(5), amount=5)
    with pytest.raises(PayoutError, match="negative"):
        Share.of_amount(-1)
    assert str(Share.of_percent("12.5")) == "12.5%"


# -- places share their prizes --------------------------------------------------------------------


def test_applewood_misc_28_second_and_third_tie_split_their_combined_money_evenly() -> None:
    """Applewood Misc. Tournament Info/Rules 28: "Ties will split the money from both places
    (i.e. 2nd and 3rd tie, then the money from second and third place will be combined and split
    evenly)"."""
    table = payout_table(1000, _percents(50, 30, 20))
    standings = Standings.of("ABCD").end_on_chips(
        {"A": 9000, "B": 3000, "C": 3000, "D": 100}, APPLEWOOD
    )
    awards = {a.player: a for a in award(table, standings.finishes(), APPLEWOOD)}
    assert awards["A"].amount == 500
    assert awards["B"].amount == awards["C"].amount == (300 + 200) // 2
    assert awards["D"].amount == 0
    assert awards["B"].citation == APPLEWOOD.cite(Decision.TIED_PLACES)
    assert awards["B"].citation.rule_id == "applewood/misc-tournament-info-rules/28"
    assert "the 500 of 2nd-3rd split 2 ways" in awards["B"].reason


def test_ubetcha_procedures_14_the_best_hand_takes_the_non_divisible_award() -> None:
    """Ubetcha PROCEDURES & RULES 14: equal starting stacks broke on the same deal "receive
    equal points, prizes, or awards, with the best hand on that deal receiving any non-divisible
    award". Three tie for 2nd-4th: 270 + 180 + 100 = 550 in units of 5: 180 each, 10 to the
    best hand."""
    table = payout_table(1000, _percents(45, 27, 18, 10), unit=5)
    assert [table.amount(p) for p in (1, 2, 3, 4)] == [450, 270, 180, 100]
    busts = [Bust("B", 2000, 1), Bust("C", 2000, 7), Bust("D", 2000, 3)]
    standings = Standings.of("ABCD").bust(busts, UBETCHA)
    awards = {a.player: a.amount for a in award(table, standings.finishes(), UBETCHA)}
    assert awards == {"A": 450, "B": 180, "C": 190, "D": 180}


def test_a_tie_on_chips_splits_to_the_last_unit_one_each_in_the_order_listed() -> None:
    table = payout_table(1000, _percents(50, 30, 20))
    finish = Finish(
        2, ("B", "C", "D"), Exit.CHIP_COUNT, APPLEWOOD.cite(Decision.TIME_LIMIT_END), ""
    )
    awards = award(table, [finish], APPLEWOOD)
    assert [(a.player, a.amount) for a in awards] == [("B", 167), ("C", 167), ("D", 166)]
    assert awards[0].place == 2 and awards[0].last_place == 4


def test_places_given_twice_or_an_odd_award_outside_the_tie_are_refused() -> None:
    table = payout_table(1000, _percents(50, 30, 20))
    rule = UBETCHA.cite(Decision.FINISHING_ORDER)
    twice = [Finish(2, ("B", "C"), Exit.BUST, rule, ""), Finish(3, ("D",), Exit.BUST, rule, "")]
    with pytest.raises(PayoutError, match="given twice"):
        award(table, twice, UBETCHA)
    stranger = [Finish(2, ("B", "C"), Exit.BUST, rule, "", odd_award_to="Z")]
    with pytest.raises(PayoutError, match="not among"):
        award(table, stranger, UBETCHA)


# -- the night's cash -----------------------------------------------------------------------------


def test_cash_reconciliation_by_method() -> None:
    money_in = [
        *[Movement("cash", 50, "entry")] * 20,
        *[Movement("card", 50, "entry")] * 10,
        Movement("cash", 40, "rebuy"),
    ]
    money_out = [
        Movement("cash", 50, "refund"),
        Movement("cash", 600, "1st"),
        Movement("card", 300, "2nd"),
    ]
    night = reconcile(money_in, money_out, house_fee=140, still_owed=450)
    cash, card = night.methods
    assert (cash.method, cash.taken_in, cash.paid_out, cash.on_hand) == ("cash", 1040, 650, 390)
    assert (card.method, card.taken_in, card.paid_out, card.on_hand) == ("card", 500, 300, 200)
    assert night.on_hand == 590 and night.expected_on_hand == 590 and night.over_short == 0
    assert night.describe()[-1] == "balanced"
    short = reconcile(money_in, money_out, house_fee=140, still_owed=500)
    assert short.over_short == -50 and short.describe()[-1] == "50 short"
    over = reconcile(money_in, money_out, house_fee=100, still_owed=450)
    assert over.describe()[-1] == "40 over"


def test_negative_movements_are_refused() -> None:
    with pytest.raises(PayoutError, match="positive"):
        reconcile([Movement("cash", -5, "entry")], [])
    with pytest.raises(PayoutError, match="negative"):
        reconcile([], [], still_owed=-1)


# -- properties -----------------------------------------------------------------------------------


@st.composite
def tables(draw: st.DrawFn) -> tuple[int, list[int], int, int]:
    """(pool, whole percentages adding to 100 and falling by place, unit, remainder place)."""
    places = draw(st.integers(1, 12))
    cuts = sorted(draw(st.lists(st.integers(1, 99), min_size=places - 1, max_size=places - 1)))
    percents = sorted((b - a for a, b in zip([0, *cuts], [*cuts, 100], strict=True)), reverse=True)
    return (
        draw(st.integers(0, 10**6)),
        percents,
        draw(st.sampled_from([1, 5, 10, 25, 100])),
        draw(st.integers(1, places)),
    )


@given(tables())
def test_a_table_pays_exactly_the_pool_in_units_but_for_the_remainder_place(
    table_args: tuple[int, list[int], int, int],
) -> None:
    pool, percents, unit, remainder_place = table_args
    table = payout_table(pool, _percents(*percents), unit=unit, remainder_place=remainder_place)
    assert sum(p.amount for p in table.prizes) == pool
    for prize in table.prizes:
        assert prize.amount >= 0
        if prize.place != remainder_place:
            assert prize.amount % unit == 0
            assert prize.exact - unit < prize.amount <= prize.exact
    assert 0 <= table.remainder < unit * len(percents)
    if remainder_place == 1:
        amounts = [p.amount for p in table.prizes]
        assert amounts == sorted(amounts, reverse=True)


@st.composite
def tied_finishes(draw: st.DrawFn) -> list[Finish]:
    """Places 1..n cut into tied groups, some with a best hand named."""
    n = draw(st.integers(1, 14))
    players = [f"P{i}" for i in range(n)]
    rule = UBETCHA.cite(Decision.FINISHING_ORDER)
    finishes: list[Finish] = []
    place = 1
    while place <= n:
        size = draw(st.integers(1, n - place + 1))
        group = tuple(players[place - 1 : place - 1 + size])
        odd = draw(st.none() | st.sampled_from(group))
        finishes.append(Finish(place, group, Exit.BUST, rule, "", odd))
        place += size
    return finishes


@given(tables(), tied_finishes())
def test_shared_places_conserve_the_money_and_tied_players_get_equal_shares(
    table_args: tuple[int, list[int], int, int], finishes: list[Finish]
) -> None:
    pool, percents, unit, remainder_place = table_args
    table = payout_table(pool, _percents(*percents), unit=unit, remainder_place=remainder_place)
    awards = award(table, finishes, UBETCHA)
    n = sum(len(f.players) for f in finishes)
    assert sum(a.amount for a in awards) == sum(table.amount(p) for p in range(1, n + 1))
    by_player = {a.player: a.amount for a in awards}
    for finish in finishes:
        amounts = [by_player[p] for p in finish.players if p != finish.odd_award_to]
        if finish.odd_award_to is None:
            assert max(amounts) - min(amounts) <= 1  # split to the smallest unit
        else:
            assert len(set(amounts)) <= 1
            assert all(by_player[finish.odd_award_to] >= a for a in amounts)


def test_a_tie_below_the_money_gets_no_split_note() -> None:
    """Nothing to share: no "the 0 of 10th-11th split 2 ways"."""
    from dealer_assist.core.money.payouts import Share, award, payout_table
    from dealer_assist.core.money.places import Bust, Standings
    from dealer_assist.house_books import house_rules

    rules = house_rules("ubetcha")
    standings = Standings.of(["a", "b", "c", "d"]).bust([Bust("c", 100), Bust("d", 100)], rules)
    table = payout_table(100, [Share.of_percent(100)])
    tied = [a for a in award(table, standings.finishes(), rules) if a.player in ("c", "d")]
    assert [(a.amount, a.reason, a.citation) for a in tied] == [(0, "3rd-4th", None)] * 2
