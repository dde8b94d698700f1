"""Balancing and breaking tables by the house book: the books' own words, then invariants."""

from __future__ import annotations

import random
from collections.abc import Mapping

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from msgspec.structs import replace

from dealer_assist.core.cards import Card, Suit, deal_one_each
from dealer_assist.core.rules.house_rules import (
    BalanceMethod,
    BreakSeating,
    Decision,
    HouseRules,
    HouseRulesError,
    load_house_rules,
)
from dealer_assist.core.seating.balancing import (
    BalancePlan,
    breaking_order,
    draw_for_button,
    rebalance,
    tables_to_deal,
    within_tolerance,
)
from dealer_assist.core.seating.seat_draw import draw_seats, table_capacity
from dealer_assist.core.seating.seating_plan import (
    MoveReason,
    SeatingError,
    SeatRef,
    TableSeats,
    apply_moves,
    hands_to_big_blind,
    moves_for_table,
)
from dealer_assist.house_books import BOOKS, house_rules
from dealer_assist.resources import resource_path
from dealer_assist.rulings.library import load_library

UBETCHA = house_rules("ubetcha")
APPLEWOOD = house_rules("applewood")
FOUNTAIN_VALLEY = house_rules("fountain-valley")
GENERAL = house_rules("general")


def table(
    number: int,
    seats: range | list[int] | tuple[int, ...],
    *,
    seat_count: int = 10,
    button: int | None = None,
    small_blind: int | None = None,
    big_blind: int | None = None,
) -> TableSeats:
    """A table whose player at seat s is called "t<number>s<s>"."""
    return TableSeats(
        number,
        seat_count,
        {s: f"t{number}s{s}" for s in seats},
        button=button,
        small_blind=small_blind,
        big_blind=big_blind,
    )


def counts(tables: tuple[TableSeats, ...] | list[TableSeats]) -> dict[int, int]:
    return {t.table: t.count for t in tables}


def seated(tables: tuple[TableSeats, ...] | list[TableSeats]) -> list[str]:
    return sorted(p for t in tables for p in t.players.values())


# --- where a seat stands relative to the blinds ---------------------------------------------


def test_hands_to_big_blind_counts_the_players_before_the_seat() -> None:
    """The big blind moves forward one player a hand: the player after last hand's big blind
    posts it next (0), last hand's big blind is the furthest away; an empty seat gets the
    place a newcomer there would have (Ubetcha SEATING 8: a transferred player is dealt in
    at once "including the big blind")."""
    t = table(1, [1, 2, 3, 5, 8], button=1, small_blind=2, big_blind=3)
    assert [hands_to_big_blind(t, s) for s in (5, 8, 1, 2, 3)] == [0, 1, 2, 3, 4]
    assert hands_to_big_blind(t, 4) == 0  # a newcomer in seat 4 posts the next big blind
    assert hands_to_big_blind(t, 6) == 1 and hands_to_big_blind(t, 10) == 2
    # Before the first hand, from the button: small blind seat 2, big blind seat 3.
    fresh = table(1, [1, 2, 3, 5, 8], button=1)
    assert hands_to_big_blind(fresh, 3) == 0 and hands_to_big_blind(fresh, 2) == 4
    # Nothing known: seat 1's player is first.
    assert hands_to_big_blind(table(1, [1, 2, 3]), 1) == 0


# --- the tolerance ----------------------------------------------------------------------------


def test_applewood_reseating_2_tables_within_2_of_each_other() -> None:
    """Applewood, Moving Players / Reseating 2: "Tables will have evenly distributed players
    (within 2) of each other." Ten and eight stand; ten and seven move one player."""
    assert APPLEWOOD.table_balance_tolerance == 2
    assert rebalance([table(1, range(1, 11)), table(2, range(1, 9))], APPLEWOOD).moves == ()
    plan = rebalance(
        [table(1, range(1, 11), big_blind=3), table(2, range(1, 8), big_blind=2)], APPLEWOOD
    )
    assert len(plan.moves) == 1
    (move,) = plan.moves
    assert (move.origin.table, move.destination.table) == (1, 2)
    assert counts(plan.tables) == {1: 9, 2: 8}
    assert move.reason is MoveReason.BALANCE
    assert APPLEWOOD.cite(Decision.TABLE_BALANCE) in move.also
    assert move.also[0].label == "Applewood, Moving Players / Reseating 2"
    assert "within 2" in move.why


def test_ubetcha_seating_7_reasonably_balanced_within_one() -> None:
    """Ubetcha SEATING 7: "The number of players at each table will be kept reasonably
    balanced by the transfer of a player as needed." The profile keeps tables within one."""
    assert UBETCHA.table_balance_tolerance == 1
    assert rebalance([table(1, range(1, 10)), table(2, range(1, 9))], UBETCHA).moves == ()
    plan = rebalance([table(1, range(1, 10)), table(2, range(1, 8))], UBETCHA)
    assert counts(plan.tables) == {1: 8, 2: 8}
    assert [m.rule for m in plan.moves] == [UBETCHA.cite(Decision.BALANCE_MOVE)]
    assert plan.moves[0].rule.label == "Ubetcha, SEATING 7"


def test_the_table_with_the_most_players_gives_to_the_one_with_the_fewest() -> None:
    tables = [table(1, range(1, 8)), table(2, range(1, 10)), table(3, range(1, 6))]
    plan = rebalance(tables, UBETCHA)
    assert [(m.origin.table, m.destination.table) for m in plan.moves] == [(2, 3), (2, 3)]
    assert counts(plan.tables) == {1: 7, 2: 7, 3: 7}


# --- who moves, and to which seat ---------------------------------------------------------


def test_ubetcha_seating_7a_the_next_big_blind_goes_to_the_next_big_blind() -> None:
    """Ubetcha SEATING 7 a): "The tournament director will choose and move a player from a
    similar seat position in relation to the dealer and blinds from one table to another as
    to leave the player in as close to the same position on the new table." The player due
    the big blind at table 1 (seat 4) takes the seat due the big blind at table 2 (seat 6)."""
    long = table(1, range(1, 10), button=1, small_blind=2, big_blind=3)
    short = table(2, [1, 2, 3, 4, 5, 7, 8], button=3, small_blind=4, big_blind=5)
    (move,) = rebalance([long, short], UBETCHA).moves
    assert move.origin == SeatRef(1, 4) and move.destination == SeatRef(2, 6)
    assert move.player == "t1s4"
    assert "next to post the big blind there, next to post the big blind here" in move.why


def test_ubetcha_seating_7a_no_seat_due_the_big_blind_then_the_nearest_place() -> None:
    """When the short table has no seat due the big blind, the player whose place matches an
    open seat moves: seat 7 at table 2 is one hand from the big blind (9 and 10 are two),
    so the player one hand from it at table 1 (seat 5) takes it."""
    long = table(1, range(1, 10), button=1, small_blind=2, big_blind=3)
    short = table(2, [1, 2, 3, 4, 5, 6, 8], big_blind=5)
    plan = rebalance([long, short], UBETCHA)
    (move,) = plan.moves
    assert move.origin == SeatRef(1, 5) and move.destination == SeatRef(2, 7)
    assert "1 hand before the big blind there, 1 hand before the big blind here" in move.why


def test_applewood_reseating_3_a_player_who_just_paid_the_blinds_does_not_start_at_them() -> None:
    """Applewood, Moving Players / Reseating 3: "Players will be moved based on location from
    blinds. i.e. a player on table 4 who just finished being the small and big blind will
    not be seated on another table where they will start at the blinds again." Table 4
    breaks; its small and big blind get seats at least two hands from the big blind."""
    tables = [
        table(1, [1, 2, 3, 4, 5, 7, 8, 9], button=2, small_blind=3, big_blind=4),
        table(2, [1, 2, 4, 5, 6, 7, 8, 10], button=5, small_blind=6, big_blind=7),
        table(3, [2, 3, 4, 5, 6, 8, 9, 10], button=8, small_blind=9, big_blind=10),
        table(4, [1, 2, 3, 4, 5], button=3, small_blind=4, big_blind=5),
    ]
    plan = rebalance(tables, APPLEWOOD)
    assert plan.broken == (4,)
    assert plan.break_seating is BreakSeating.SAME_POSITION
    after = {t.table: t for t in plan.tables}
    for move in plan.moves:
        new = hands_to_big_blind(after[move.destination.table], move.destination.seat)
        if move.player in ("t4s4", "t4s5"):  # just paid the small and the big blind
            assert new >= 2, move
        assert move.rule == APPLEWOOD.cite(Decision.TABLE_BREAK)
        assert APPLEWOOD.cite(Decision.BALANCE_MOVE) in move.also
        assert move.seat_choices == ()
    # The player due the big blind at table 4 takes the one seat due it (table 3, seat 1).
    by_player = {m.player: m for m in plan.moves}
    assert by_player["t4s1"].destination == SeatRef(3, 1)


def test_applewood_reseating_3_the_blinds_only_when_no_other_seat_is_open() -> None:
    """A player far from the big blind is not seated where he posts it on his first hands
    while another seat is open; when only such a seat is open, he takes it (Reseating 4: "A
    player must accept the position given at the new table")."""
    cards: dict[int, Mapping[int, Card | str]] = {
        1: {s: Card(s + 4, Suit.SPADES) for s in range(1, 11)} | {3: Card.parse("2c")}
    }  # last hand's big blind at table 1 (seat 3) draws the lowest card
    long = table(1, range(1, 11), button=1, small_blind=2, big_blind=3)
    # Open seats at table 2: 6 (posts the big blind next), 8 (the hand after), 10 (2 hands).
    short = table(2, [1, 2, 3, 4, 5, 7, 9], big_blind=5)
    assert [hands_to_big_blind(short, s) for s in (6, 8, 10)] == [0, 1, 2]
    plan = rebalance([long, short], APPLEWOOD, method=BalanceMethod.LOWEST_CARD, cards=cards)
    (move,) = plan.moves
    assert move.player == "t1s3" and move.destination == SeatRef(2, 10)
    only_blinds = table(2, [1, 2, 3, 4, 5, 7, 8], seat_count=8, big_blind=5)
    plan = rebalance([long, only_blinds], APPLEWOOD, method=BalanceMethod.LOWEST_CARD, cards=cards)
    (move,) = plan.moves
    assert move.destination == SeatRef(2, 6)  # the only open seat: he posts the big blind


def _suit(seat: int) -> Suit:
    return Suit((seat % 4) + 1)


def test_applewood_reseating_4_the_position_is_given_not_chosen() -> None:
    """Applewood, Moving Players / Reseating 4: "A player must accept the position given at
    the new table." A move by position offers no choice of seats."""
    plan = rebalance([table(1, range(1, 11), big_blind=1), table(2, range(1, 8))], APPLEWOOD)
    assert plan.method is BalanceMethod.SAME_POSITION
    assert all(m.seat_choices == () and m.card is None for m in plan.moves)


def test_ubetcha_seating_7b_the_lowest_card_moves_and_chooses_a_seat() -> None:
    """Ubetcha SEATING 7 b): "The tournament director will instruct the dealer at a table to
    deal one card face up to each player. The lowest card will need to move to the new table
    and may choose their own seat from those available at the time. Once again the suit
    order in highest to lowest is Spades, Hearts, Diamonds, Clubs." Two deuces: the club is
    lower than the diamond."""
    long = table(1, range(1, 10), button=1, small_blind=2, big_blind=3)
    short = table(2, [1, 2, 3, 4, 5, 6, 8], big_blind=5)
    assert tables_to_deal([long, short], UBETCHA) == (1,)
    dealt = {1: "As", 2: "Kh", 3: "2d", 4: "9s", 5: "2c", 6: "Jd", 7: "Tc", 8: "3s", 9: "4h"}
    plan = rebalance([long, short], UBETCHA, method=BalanceMethod.LOWEST_CARD, cards={1: dealt})
    (move,) = plan.moves
    assert move.player == "t1s5" and move.card == Card.parse("2c")
    assert move.seat_choices == (7, 9, 10)
    assert move.destination.seat in move.seat_choices
    assert move.rule.rule_id == "ubetcha/seating/7"
    assert "the director's choice: the lowest card moves" in move.rule.label
    assert plan.cards[1][5] == Card.parse("2c")
    assert "(2c) moves" in move.why
    assert "or any of seats 7, 9, 10" in str(move)


def test_ubetcha_seating_7b_a_table_giving_two_players_moves_the_two_lowest_cards() -> None:
    long = table(1, range(1, 11))
    short = table(2, range(1, 7))
    dealt = {s: Card(s + 3, _suit(s)) for s in range(1, 11)}
    plan = rebalance([long, short], UBETCHA, method=BalanceMethod.LOWEST_CARD, cards={1: dealt})
    assert [m.player for m in plan.moves] == ["t1s1", "t1s2"]
    assert plan.moves[1].seat_choices == tuple(
        s for s in range(7, 11) if s != plan.moves[0].destination.seat
    )


def test_general_ties_2_cards_are_dealt_clockwise_from_the_dealers_left() -> None:
    """General rules TIES 2: "Dealing a card to each player is used to determine things like
    who moves to another table. If the cards are dealt, the order is clockwise starting with
    the first player on the dealer's left (the button position is irrelevant)." The general
    profile balances by the card; the app deals when no cards are given."""
    assert GENERAL.balance_method is BalanceMethod.LOWEST_CARD
    long = table(1, range(1, 10), button=6, big_blind=8)
    short = table(2, range(1, 8))
    plan = rebalance([long, short], GENERAL, rng=random.Random(11))
    expected = deal_one_each([7, 8, 9, 1, 2, 3, 4, 5, 6], random.Random(11))
    assert dict(plan.cards[1]) == expected
    (move,) = plan.moves
    assert move.card == min(expected.values())
    assert move.rule == GENERAL.cite(Decision.BALANCE_MOVE)
    assert move.rule.label.startswith("General rules, TIES 2")
    with pytest.raises(SeatingError, match="General rules, TIES 2"):
        rebalance([long, short], GENERAL)


def test_cards_dealt_must_cover_the_table_once_each() -> None:
    long = table(1, range(1, 10))
    short = table(2, range(1, 8))
    method = BalanceMethod.LOWEST_CARD
    with pytest.raises(SeatingError, match="missing seats \\[9\\]"):
        rebalance([long, short], UBETCHA, method=method, cards={1: {s: "As" for s in range(1, 9)}})
    twice = {s: Card(s + 2, _suit(s)) for s in range(1, 10)} | {2: Card(3, _suit(1))}
    with pytest.raises(SeatingError, match="dealt twice"):
        rebalance([long, short], UBETCHA, method=method, cards={1: twice})
    with pytest.raises(SeatingError, match="not a card"):
        rebalance(
            [long, short], UBETCHA, method=method, cards={1: dict.fromkeys(range(1, 10), "x")}
        )


def test_fountain_valley_basics_7_reassigned_at_the_directors_discretion() -> None:
    """Fountain Valley, No Limit Hold 'em Basics 7: "... will be reassigned to any other table
    as players drop out of the tournament at the discretion of the tournament director." The
    profile moves by position (common practice, as Ubetcha SEATING 7 a) and says so."""
    plan = rebalance([table(1, range(1, 10)), table(2, range(1, 8))], FOUNTAIN_VALLEY)
    (move,) = plan.moves
    assert move.rule.rule_id == "fountain-valley/basics/7"
    assert "common practice" in move.rule.label


# --- breaking tables ------------------------------------------------------------------------


def test_the_highest_numbered_table_breaks_first_by_common_practice() -> None:
    """No book says which table breaks: the highest-numbered first (common practice, and the
    citation says so), or the director's own order."""
    tables = [table(1, range(1, 8)), table(2, range(1, 8)), table(3, range(1, 7))]
    assert breaking_order(tables) == (3, 2, 1)
    plan = rebalance(tables, UBETCHA, rng=random.Random(0))  # 20 players fit at two tables
    assert plan.broken == (3,)
    assert counts(plan.tables) == {1: 10, 2: 10}
    assert all(m.reason is MoveReason.TABLE_BROKEN for m in plan.moves)
    assert {m.origin.table for m in plan.moves} == {3}
    assert "common practice" in plan.moves[0].rule.label
    assert "table 3 breaks: the 20 players fit at 2 tables" in plan.moves[0].why
    chosen = rebalance(tables, UBETCHA, rng=random.Random(0), break_order=[1])
    assert chosen.broken == (1,) and counts(chosen.tables) == {2: 10, 3: 10}
    with pytest.raises(SeatingError, match="not open"):
        rebalance(tables, UBETCHA, break_order=[9])


def test_no_table_breaks_while_the_players_do_not_fit_at_one_table_fewer() -> None:
    tables = [table(1, range(1, 9)), table(2, range(1, 9)), table(3, range(1, 6))]  # 21 > 20
    plan = rebalance(tables, UBETCHA)
    assert plan.broken == () and plan.final_table is None
    assert counts(plan.tables) == {1: 7, 2: 7, 3: 7}


def test_general_ties_2_a_draw_seats_the_players_of_a_broken_game() -> None:
    """General rules TIES 2: "Drawing a card is used to determine things like who gets the
    button in a new game, or seating order coming from a broken game." The seats are drawn
    (the same rng draws the same seats), each table taking players in turn."""
    tables = [table(1, [1, 3, 5, 7, 9]), table(2, [2, 4, 6, 8]), table(3, [1, 2, 3, 4, 5, 6])]
    first = rebalance(tables, GENERAL, rng=random.Random(5))
    assert first == rebalance(tables, GENERAL, rng=random.Random(5))
    draws = {
        tuple(m.destination for m in rebalance(tables, GENERAL, rng=random.Random(s)).moves)
        for s in range(10)
    }
    assert len(draws) > 1
    assert first.broken == (3,) and counts(first.tables) == {1: 8, 2: 7}
    assert all(m.rule == GENERAL.cite(Decision.TABLE_BREAK) for m in first.moves)
    with pytest.raises(SeatingError, match="draw for their seats"):
        rebalance(tables, GENERAL)


def test_fountain_valley_basics_8_breaking_never_seats_a_tenth_player() -> None:
    """Fountain Valley, No Limit Hold 'em Basics 8: "Up to 9 players will be seated at a
    table." Eighteen players on three ten-seat tables break to two tables of nine."""
    tables = [table(1, range(1, 8)), table(2, range(1, 7)), table(3, range(1, 6))]
    plan = rebalance(tables, FOUNTAIN_VALLEY, rng=random.Random(2))
    assert plan.broken == (3,) and counts(plan.tables) == {1: 9, 2: 9}
    with pytest.raises(SeatingError, match="more than 9"):
        rebalance([table(1, range(1, 11))], FOUNTAIN_VALLEY)


def test_ubetcha_seating_5_the_final_table_draws_for_the_button() -> None:
    """Ubetcha SEATING 5: "When a tournament starts, and at the start of the final table,
    active players will draw a card for the button position. The button will be awarded to
    the highest card by suit. Suit order in highest to lowest is Spades, Hearts, Diamonds,
    Clubs." Down to ten players, table 2 breaks and table 1 is the final table."""
    tables = [table(1, range(1, 7), big_blind=2), table(2, [2, 5, 8, 9], big_blind=5)]
    plan = rebalance(tables, UBETCHA, rng=random.Random(1))
    assert plan.broken == (2,)
    assert plan.final_table is not None and plan.final_table.table == 1
    assert plan.final_table.rule == UBETCHA.cite(Decision.BUTTON_DRAW)
    assert plan.final_table.rule.label == "Ubetcha, SEATING 5"
    (final,) = plan.tables
    cards = {seat: "Ah" for seat in final.players}
    seats = sorted(final.players)
    cards.update({seats[0]: "Ks", seats[1]: "As", seats[2]: "Ad", seats[3]: "2c"})
    for seat, card in zip(seats[4:], ["3c", "4c", "5c", "6c", "7c", "8c"], strict=True):
        cards[seat] = card
    draw = draw_for_button(final, UBETCHA, cards=cards)
    assert draw.seat == seats[1] and draw.player == final.players[seats[1]]
    assert str(draw).startswith(f"Table 1: the button goes to seat {seats[1]}")
    by_app = draw_for_button(final, UBETCHA, rng=random.Random(4))
    assert by_app.cards[by_app.seat] == max(by_app.cards.values())
    with pytest.raises(SeatingError, match="same card was dealt twice"):
        draw_for_button(final, UBETCHA, cards=dict.fromkeys(final.players, "As"))
    with pytest.raises(SeatingError, match="let the app deal"):
        draw_for_button(final, UBETCHA)


def test_two_tables_that_stay_two_are_not_a_final_table() -> None:
    plan = rebalance([table(1, range(1, 10)), table(2, range(1, 4))], UBETCHA)
    assert plan.final_table is None and plan.broken == ()


# --- pending moves as data ------------------------------------------------------------------


def test_pending_moves_say_from_where_to_where_who_why_and_the_rule() -> None:
    """What the director's screen and both stations show."""
    tables = [table(1, range(1, 11), big_blind=1), table(2, range(1, 6)), table(3, range(1, 9))]
    plan = rebalance(tables, APPLEWOOD)
    assert len(plan.moves) == 2
    first = plan.moves[0]
    text = str(first)
    assert text.startswith(f"{first.player}: table 1 seat {first.origin.seat} to table 2 seat")
    assert "Applewood, Moving Players / Reseating 3" in text
    assert "Applewood, Moving Players / Reseating 2" in text
    assert first.citations == (first.rule, *first.also)
    assert plan.for_table(3) == ()
    assert plan.for_table(2) == plan.moves == moves_for_table(plan.moves, 1)
    assert apply_moves(tables, plan.moves) == (*plan.tables,)


def test_a_move_made_twice_or_into_a_taken_seat_is_refused() -> None:
    tables = [table(1, range(1, 11)), table(2, range(1, 6))]
    plan = rebalance(tables, APPLEWOOD)
    after = apply_moves(tables, plan.moves)
    with pytest.raises(SeatingError, match="is not at"):
        apply_moves(after, plan.moves)
    taken = replace(plan.moves[0], destination=SeatRef(2, 1))
    with pytest.raises(SeatingError, match="taken"):
        apply_moves(tables, [taken])
    with pytest.raises(SeatingError, match="no table 7"):
        apply_moves(tables, [replace(plan.moves[0], destination=SeatRef(7, 1))])


def test_a_room_listed_wrong_is_refused() -> None:
    with pytest.raises(SeatingError, match="listed twice"):
        rebalance([table(1, [1]), table(1, [2])], UBETCHA)
    with pytest.raises(SeatingError, match="at table 1 and table 2"):
        rebalance([TableSeats(1, 9, {1: "ann"}), TableSeats(2, 9, {1: "ann"})], UBETCHA)
    with pytest.raises(SeatingError, match="not between 1 and 9"):
        TableSeats(1, 9, {10: "ann"})
    with pytest.raises(SeatingError, match="button seat 12"):
        TableSeats(1, 9, {1: "ann"}, button=12)


# --- the profiles and the books -------------------------------------------------------------


@pytest.mark.parametrize("book", BOOKS)
def test_the_new_citations_are_real_rules_labelled_by_them(book: str) -> None:
    """Seat draw, balance move and table break cite a rule of the library; a borrowed rule
    says why in brackets; the choice of table to break is named common practice."""
    library = load_library()
    rules = house_rules(book)
    for decision in (Decision.SEAT_DRAW, Decision.BALANCE_MOVE, Decision.TABLE_BREAK):
        citation = rules.cite(decision)
        rule = library.rule(citation.rule_id)
        assert citation.label.startswith(rule.label)
        if rule.book != book:
            assert "silent" in citation.label
    assert "common practice" in rules.cite(Decision.TABLE_BREAK).label


def test_the_cited_rules_say_what_the_profiles_do() -> None:
    library = load_library()

    def text(rules: HouseRules, decision: Decision) -> str:
        return library.rule(rules.cite(decision).rule_id).text

    assert "location from blinds" in text(APPLEWOOD, Decision.BALANCE_MOVE)
    assert "reseating players as tables become empty" in text(APPLEWOOD, Decision.TABLE_BREAK)
    assert APPLEWOOD.table_break_seating is BreakSeating.SAME_POSITION
    assert "The lowest card will need to move" in text(UBETCHA, Decision.BALANCE_MOVE)
    assert "similar seat position" in text(UBETCHA, Decision.BALANCE_MOVE)
    assert "random manner" in text(UBETCHA, Decision.SEAT_DRAW)
    assert "seating order coming from a broken game" in text(GENERAL, Decision.TABLE_BREAK)
    assert "who moves to another table" in text(GENERAL, Decision.BALANCE_MOVE)
    assert "at the discretion of the tournament director" in text(
        FOUNTAIN_VALLEY, Decision.BALANCE_MOVE
    )
    assert "at the start of the final table" in text(UBETCHA, Decision.BUTTON_DRAW)


def test_a_profile_without_the_balancing_fields_takes_the_defaults() -> None:
    """Fields added to schema 1 later are optional: an older file still loads."""
    source = resource_path("house_rules", "ubetcha.toml").read_text(encoding="utf-8")
    older = "\n".join(
        line
        for line in source.splitlines()
        if not line.startswith(("balance_method", "table_break_seating"))
    )
    rules = load_house_rules(older)
    assert rules.balance_method is BalanceMethod.SAME_POSITION
    assert rules.table_break_seating is BreakSeating.REDRAW
    with pytest.raises(HouseRulesError, match="balance_method"):
        load_house_rules(
            source.replace('balance_method = "same_position"', 'balance_method = "dice"')
        )


# --- invariants -----------------------------------------------------------------------------


def fewest_moves(remaining: list[int], from_broken: int, capacity: int, tolerance: int) -> int:
    """The fewest moves that leave `remaining` tables within the tolerance, every player of
    the broken tables seated: for a final range [low, low + tolerance], the players over the
    range must leave their tables and the tables under it must be filled; each move moves
    one player once (independent of the greedy in core/seating/balancing.py)."""
    total = sum(remaining) + from_broken
    options = []
    for low in range(capacity + 1):
        high = min(low + tolerance, capacity)
        if not len(remaining) * low <= total <= len(remaining) * high:
            continue
        leave = sum(max(0, c - high) for c in remaining)
        fill = sum(max(0, low - c) for c in remaining)
        options.append(max(from_broken + leave, fill))
    return min(options)


@st.composite
def rooms(draw: st.DrawFn) -> tuple[HouseRules, list[TableSeats], list[int]]:
    rules = house_rules(draw(st.sampled_from(BOOKS)))
    if draw(st.booleans()):
        tolerance = draw(st.integers(1, 3))
        rules = rules.derive("custom", "Custom", table_balance_tolerance=tolerance)
    seat_count = draw(st.integers(3, 10))
    capacity = table_capacity(seat_count, rules)
    numbers = draw(st.lists(st.integers(1, 12), min_size=1, max_size=6, unique=True))
    tables = []
    for number in numbers:
        seats = draw(st.sets(st.integers(1, seat_count), max_size=capacity))
        positions = st.none() | st.integers(1, seat_count)
        tables.append(
            TableSeats(
                number,
                seat_count,
                {s: f"t{number}s{s}" for s in seats},
                button=draw(positions),
                small_blind=draw(positions),
                big_blind=draw(positions),
            )
        )
    order = draw(st.lists(st.sampled_from(numbers), unique=True)) if draw(st.booleans()) else []
    return rules, tables, order


def expected_breaks(tables: list[TableSeats], capacity: int, order: list[int]) -> list[int]:
    """Break in order while the players fit at one table fewer."""
    rest = [*order, *sorted({t.table for t in tables} - set(order), reverse=True)]
    total, open_tables, broken = sum(t.count for t in tables), len(tables), []
    for number in rest:
        if open_tables == 1 or total > (open_tables - 1) * capacity:
            break
        broken.append(number)
        open_tables -= 1
    return broken


def check_plan(
    rules: HouseRules, tables: list[TableSeats], order: list[int], plan: BalancePlan
) -> None:
    capacity = table_capacity(tables[0].seat_count, rules)
    after = apply_moves(tables, plan.moves)  # refuses a taken seat or a player not there
    assert plan.broken == tuple(expected_breaks(tables, capacity, order))
    left = [t for t in after if t.table not in plan.broken]
    assert left == list(plan.tables)
    assert all(t.count == 0 for t in after if t.table in plan.broken)
    # Every player seated exactly once, no seat holding two.
    assert seated(list(plan.tables)) == seated(tables)
    assert len({(t.table, s) for t in plan.tables for s in t.players}) == len(seated(tables))
    # No table over its seats or the book's max_seats.
    assert all(t.count <= capacity for t in plan.tables)
    # Within the tolerance.
    sizes = [t.count for t in plan.tables]
    assert max(sizes) - min(sizes) <= rules.table_balance_tolerance
    assert within_tolerance(plan.tables, rules)
    # No player moves twice; the fewest moves.
    movers = [m.player for m in plan.moves]
    assert len(set(movers)) == len(movers)
    before = {t.table: t.count for t in tables}
    from_broken = sum(before[b] for b in plan.broken)
    remaining = [before[t.table] for t in plan.tables]
    assert len(plan.moves) == fewest_moves(
        remaining, from_broken, capacity, rules.table_balance_tolerance
    )
    # Every move cites its rule.
    for move in plan.moves:
        expected = (
            Decision.TABLE_BREAK if move.origin.table in plan.broken else Decision.BALANCE_MOVE
        )
        assert move.rule.rule_id == rules.cite(expected).rule_id
        assert move.reason is (
            MoveReason.TABLE_BROKEN if move.origin.table in plan.broken else MoveReason.BALANCE
        )
    # Balanced stays balanced: asked again, nothing moves.
    again = rebalance(list(plan.tables), rules, rng=random.Random(0))
    assert again.moves == () and again.broken == ()
    assert (plan.final_table is not None) == (bool(plan.broken) and len(plan.tables) == 1)


@settings(max_examples=400, deadline=None)
@given(
    room=rooms(),
    method=st.sampled_from(BalanceMethod),
    seating=st.sampled_from(BreakSeating),
    seed=st.integers(0, 2**32 - 1),
)
def test_balancing_invariants(
    room: tuple[HouseRules, list[TableSeats], list[int]],
    method: BalanceMethod,
    seating: BreakSeating,
    seed: int,
) -> None:
    """No seat holds two players, every player is seated exactly once, every table is within
    the tolerance, the moves are the fewest (no player moves twice), no table is over
    max_seats, and a table breaks exactly when the players fit at one table fewer."""
    rules, tables, order = room
    plan = rebalance(
        tables,
        rules,
        method=method,
        break_seating=seating,
        break_order=order,
        rng=random.Random(seed),
    )
    check_plan(rules, tables, order, plan)


@settings(max_examples=150, deadline=None)
@given(room=rooms())
def test_position_moves_keep_the_place_when_a_seat_matches(
    room: tuple[HouseRules, list[TableSeats], list[int]],
) -> None:
    """By position, a single balancing move between two tables lands the player exactly at
    his place when some player's place matches some open seat (Ubetcha SEATING 7 a)."""
    rules, tables, _ = room
    plan = rebalance(tables, rules, method=BalanceMethod.SAME_POSITION, rng=random.Random(0))
    if plan.broken or len(plan.moves) != 1:
        return
    (move,) = plan.moves
    donor = next(t for t in tables if t.table == move.origin.table)
    receiver = next(t for t in tables if t.table == move.destination.table)
    places = {hands_to_big_blind(donor, s) for s in donor.players}
    open_places = {hands_to_big_blind(receiver, s) for s in receiver.open_seats()}
    if places & open_places:
        assert hands_to_big_blind(donor, move.origin.seat) == hands_to_big_blind(
            receiver, move.destination.seat
        )


# --- a night --------------------------------------------------------------------------------


def play_a_hand(t: TableSeats) -> TableSeats:
    """Button and blinds move on by the dead-button rule: the big blind to the next player,
    the small blind to last hand's big blind seat, the button to last hand's small blind."""
    if t.count < 2:
        return t
    occupied = sorted(t.players)

    def after(seat: int) -> int:
        return next((s for s in occupied if s > seat), occupied[0])

    if t.big_blind is None:
        assert t.button is not None
        small = after(t.button)
        return replace(t, small_blind=small, big_blind=after(small))
    small = t.big_blind if t.big_blind in t.players else None
    button = t.small_blind if t.small_blind is not None else t.button
    return replace(t, button=button, small_blind=small, big_blind=after(t.big_blind))


@pytest.mark.parametrize("book", BOOKS)
def test_thirty_players_four_tables_down_to_the_final_table(book: str) -> None:
    """A night: the draw (8, 8, 7, 7), a button draw at each table, then busts hand by hand;
    after each, the room is balanced by the book, tables break highest-numbered first, and
    at ten players (nine under Fountain Valley) table 1 is the final table with a new draw
    for the button."""
    rules = house_rules(book)
    rng = random.Random(2024)
    players = [f"player{i:02d}" for i in range(30)]
    draw = draw_seats(players, {1: 10, 2: 10, 3: 10, 4: 10}, rules, rng)
    assert {t: len(s) for t, s in draw.by_table().items()} == {1: 8, 2: 8, 3: 7, 4: 7}
    tables = [TableSeats(number, 10, seats) for number, seats in draw.by_table().items()]
    tables = [replace(t, button=draw_for_button(t, rules, rng=rng).seat) for t in tables]
    capacity = table_capacity(10, rules)
    busted: set[str] = set()

    broken: list[int] = []
    balance_moves = 0
    final_table = None
    hands = 0
    while final_table is None:
        hands += 1
        tables = [play_a_hand(t) for t in tables]
        # One or two players bust somewhere in the room.
        for _ in range(rng.choice((1, 1, 2))):
            victim_table = rng.choice([t for t in tables if t.count > 1])
            seat = rng.choice(sorted(victim_table.players))
            busted.add(victim_table.players[seat])
            left = {s: p for s, p in victim_table.players.items() if s != seat}
            tables = [victim_table.with_players(left) if t is victim_table else t for t in tables]
        before = list(tables)
        plan = rebalance(tables, rules, rng=rng)
        check_plan(rules, before, [], plan)
        broken.extend(plan.broken)
        balance_moves += sum(m.reason is MoveReason.BALANCE for m in plan.moves)
        if plan.final_table is not None:
            final_table = plan.final_table
        tables = list(plan.tables)
        assert hands < 100
    assert broken == [4, 3, 2]
    assert balance_moves > 0
    assert final_table.table == 1 and final_table.rule == rules.cite(Decision.BUTTON_DRAW)
    (last,) = tables
    assert 2 <= last.count <= capacity
    button = draw_for_button(last, rules, rng=rng)
    assert button.cards[button.seat] == max(button.cards.values())
    assert set(last.players.values()) == set(players) - busted
