"""Colour-ups by the book (Ubetcha's partial stack, Applewood's in-use chip) and a chip race."""

from __future__ import annotations

import random
from collections.abc import Mapping

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_assist.core.cards import Card, full_deck
from dealer_assist.core.clock.colour_up import (
    CHIP_RACE_PRACTICE,
    ColourUpError,
    PlayerColourUp,
    colour_up,
    race_cards_needed,
)
from dealer_assist.core.clock.structure import Break, parse_structure
from dealer_assist.core.rules.house_rules import ColourUpRounding, Decision, HouseRules
from dealer_assist.house_books import house_rules
from dealer_assist.resources import resource_path

UBETCHA = house_rules("ubetcha")
APPLEWOOD = house_rules("applewood")
RACE = ColourUpRounding.CHIP_RACE


def _structure_colour_ups(name: str) -> tuple[list[int], list[list[int]]]:
    """The chip set and the colour-ups of a shipped structure, in order."""
    path = resource_path("structures", f"{name}.toml")
    structure = parse_structure(path.read_text(encoding="utf-8"), str(path))
    removals = [
        list(p.colour_up) for p in structure.periods if isinstance(p, Break) and p.colour_up
    ]
    return [c.value for c in structure.chips], removals


def _cards(*text: str) -> list[Card]:
    return [Card.parse(t) for t in text]


# -- Ubetcha: stacks of the new chip, one partial stack rounded up --------------------------------


def test_the_shipped_structures_colour_up_as_the_books_say() -> None:
    chips, removals = _structure_colour_ups("ubetcha")
    assert chips == [100, 500, 1000, 5000] and removals == [[100, 500], [1000]]
    chips, removals = _structure_colour_ups("applewood")
    assert chips == [25, 100, 500, 1000] and removals == [[25], [100]]


def test_ubetcha_procedures_12_first_colour_up_stacks_of_1000_one_partial_stack_rounded_up() -> (
    None
):
    """Ubetcha PROCEDURES & RULES 12: "At the first color-up players will make stacks of 1000
    using all of their 100 & 500 chips ... The tournament director will ROUND UP for a maximum of
    one partial stack per player." 22 x 100 + 3 x 500 = 3,700: three stacks and a partial stack
    of 700, rounded up: four 1,000 chips."""
    result = colour_up(
        {1: {100: 22, 500: 3, 1000: 5}, 2: {100: 10, 1000: 2}, 3: {1000: 9}},
        [100, 500],
        [100, 500, 1000, 5000],
        UBETCHA,
    )
    first, second, third = result.players
    assert first.removed == ((500, 3), (100, 22)) and first.given == ((1000, 4),)
    assert (first.stack_before, first.stack_after, first.value_change) == (8700, 9000, 300)
    assert "3 stack(s) of 1,000 and a partial stack of 700, rounded up to 4,000" in first.note
    assert second.given == ((1000, 1),) and second.value_change == 0  # no partial stack
    assert third.removed == () and third.value_change == 0
    assert result.new_chip == 1000
    assert (result.chips_before, result.chips_after) == (8700 + 3000 + 9000, 9000 + 3000 + 9000)
    assert result.citation == UBETCHA.cite(Decision.COLOUR_UP)
    assert result.citation.rule_id == "ubetcha/procedures-and-rules/12"


def test_ubetcha_procedures_12_second_colour_up_stacks_of_5000() -> None:
    """ "At the second color-up players will make stacks of 5000 using all their 1000 chips.\""""
    result = colour_up({4: {1000: 7, 5000: 3}}, [1000], [1000, 5000], UBETCHA)
    (player,) = result.players
    assert player.given == ((5000, 2),) and player.value_change == 3000
    assert result.chips_after == 25000


def test_ubetcha_a_lone_small_chip_still_rounds_up_to_a_whole_stack() -> None:
    """The book rounds up any partial stack: one 100 left becomes a 1,000 chip."""
    (player,) = colour_up({7: {100: 1}}, [100, 500], [100, 500, 1000], UBETCHA).players
    assert player.given == ((1000, 1),) and player.value_change == 900


# -- Applewood: rounding up to the next chip value, adding an in-use chip -------------------------


def test_applewood_misc_21_875_in_25s_adds_a_100_chip_to_get_a_1k_chip() -> None:
    """Applewood Misc. Tournament Info/Rules 21: "Rounding up must get as close as possible and
    may sometimes need adding an 'in use' chip color from a player's stack to do so. (Example:
    having $875 in 25's, requires also adding a $100 chip, in order to get a $1K chip)"."""
    result = colour_up(
        {5: {25: 35, 100: 3, 500: 2, 1000: 4}}, [25], [25, 100, 500, 1000], APPLEWOOD
    )
    (player,) = result.players
    assert player.removed == ((100, 1), (25, 35))
    assert player.given == ((1000, 1),)
    assert player.value_change == 25  # 875 rounds up to 900
    assert "1 x 100 added from the stack" in player.note
    assert result.citation.rule_id == "applewood/misc-tournament-info-rules/20"


def test_applewood_misc_20_simple_rounding_up_to_the_next_chip_value() -> None:
    """Applewood Misc. Tournament Info/Rules 20: "simple rounding up to the next chip values
    will be used". Three 25s become a 100; 875 with no 100 to add is paid 500 + 4 x 100."""
    result = colour_up({1: {25: 3, 500: 1}, 2: {25: 35}}, [25], [25, 100, 500, 1000], APPLEWOOD)
    three, alone = result.players
    assert three.given == ((100, 1),) and three.value_change == 25
    assert alone.given == ((500, 1), (100, 4)) and alone.value_change == 25


def test_applewood_second_colour_up_removes_the_100s() -> None:
    """The shipped Applewood structure removes the 100s next: 1,400 in 100s rounds to 1,500."""
    result = colour_up({3: {100: 14, 1000: 2}}, [100], [100, 500, 1000], APPLEWOOD)
    (player,) = result.players
    assert player.value_change == 100
    assert player.given == ((1000, 1), (500, 1))


def test_a_custom_profile_can_round_to_the_nearest_chip_but_never_busts_a_player() -> None:
    nearest = APPLEWOOD.derive(
        "ours", "Our league", colour_up_rounding=ColourUpRounding.ROUND_NEAREST
    )
    result = colour_up({1: {25: 1, 100: 5}, 2: {25: 2}, 3: {25: 1}}, [25], [25, 100, 500], nearest)
    lost, half, alone = result.players
    assert lost.given == () and lost.value_change == -25  # under half a chip: lost
    assert half.given == ((100, 1),) and half.value_change == 50  # half rounds up
    assert alone.given == ((100, 1),)  # all he had: kept in the game


# -- a chip race ----------------------------------------------------------------------------------


def test_chip_race_cards_per_odd_chip_highest_cards_win_one_chip_each() -> None:
    """Common practice (no book describes one): full stacks of 25s become 100s; the odd 25s
    race, one card each, seat 1 first; 75 + 75 + 50 = 200 in odd chips: two 100s, to the two
    highest cards (spades over diamonds on equal rank)."""
    stacks = {1: {25: 7, 100: 2}, 2: {25: 3, 500: 1}, 3: {25: 2, 500: 1}}
    assert race_cards_needed(stacks, [25], [25, 100, 500]) == ((1, 3), (2, 3), (3, 2))
    cards = {
        1: _cards("2c", "3c", "Kd"),
        2: _cards("Ks", "4d", "5d"),
        3: _cards("Ac", "9s"),
    }
    result = colour_up(stacks, [25], [25, 100, 500], UBETCHA, rounding=RACE, race_cards=cards)
    assert result.race is not None and result.race.race_chips == 2
    assert result.race.winners == (3, 2)  # Ac, then Ks beats Kd
    one, two, three = result.players
    assert one.given == ((100, 1),) and one.value_change == -75
    assert two.given == ((100, 1),) and two.value_change == 25
    assert three.given == ((100, 1),) and three.value_change == 50
    assert result.chips_after == result.chips_before
    assert result.rounding is RACE and result.citation == CHIP_RACE_PRACTICE
    assert "best card Kd: won nothing" in one.note


def test_a_chip_race_busts_nobody() -> None:
    """A player whose only chips were odd chips and who wins nothing keeps one new chip."""
    stacks = {1: {25: 1}, 2: {25: 3, 100: 4}}
    cards = {1: _cards("2c"), 2: _cards("As", "Ah", "Ad")}
    result = colour_up(stacks, [25], [25, 100], UBETCHA, rounding=RACE, race_cards=cards)
    assert result.race is not None and result.race.race_chips == 1  # 100 in odd chips
    assert result.race.winners == (2,)
    loser = result.player(1)
    assert loser.given == ((100, 1),) and "kept in the game with one chip" in loser.note
    assert result.race.entries[-1].protected


def test_odd_chips_under_half_a_new_chip_race_for_nothing() -> None:
    stacks = {1: {25: 1, 100: 3}, 2: {25: 4, 100: 1}}
    result = colour_up(
        stacks, [25], [25, 100], UBETCHA, rounding=RACE, race_cards={1: _cards("Ah")}
    )
    assert result.race is not None and result.race.race_chips == 0
    assert result.player(1).value_change == -25  # 25 in odd chips: under half a 100
    assert result.player(2).given == ((100, 1),)  # four 25s make a full 100


def test_two_chip_values_race_after_changing_up_among_them() -> None:
    """Ubetcha's 100s and 500s raced for 1,000s: 9 x 100 is first changed to 500 + 4 x 100, so
    five cards, not nine."""
    stacks = {1: {100: 9, 1000: 3}, 2: {500: 1, 1000: 1}}
    assert race_cards_needed(stacks, [100, 500], [100, 500, 1000]) == ((1, 5), (2, 1))


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ({1: ["2c"]}, "seat 2 races 3 odd chip"),
        ({1: ["2c"], 2: ["3c", "4c"]}, "one card per odd chip: 3, not 2"),
        ({1: ["2c"], 2: ["3c", "4c", "2c"]}, "dealt twice"),
        ({1: ["2c"], 2: ["3c", "4c", "5c"], 3: ["6c"]}, "seat 3 has no odd chips"),
    ],
)
def test_a_chip_race_needs_the_right_cards(cards: dict[int, list[str]], message: str) -> None:
    stacks = {1: {25: 1, 100: 1}, 2: {25: 3}, 3: {100: 4}}
    dealt = {seat: _cards(*texts) for seat, texts in cards.items()}
    with pytest.raises(ColourUpError, match=message):
        colour_up(stacks, [25], [25, 100], UBETCHA, rounding=RACE, race_cards=dealt)


def test_a_race_bigger_than_a_deck_is_refused() -> None:
    stacks = {seat: {25: 3, 100: 4, 500: 1} for seat in range(1, 11)}
    with pytest.raises(ColourUpError, match="more than a deck"):
        race_cards_needed(stacks, [25, 100, 500], [25, 100, 500, 1000])


# -- what cannot be done --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("stacks", "removed", "in_play", "message"),
    [
        ({1: {25: 1}}, [], [25, 100], "at least one"),
        ({1: {25: 1}}, [50], [25, 100], "50 is not in play"),
        ({1: {25: 1}}, [25, 100], [25, 100], "at least one chip value in play"),
        ({1: {25: 1}}, [100], [25, 100, 500], "removes the smallest chips"),
        ({1: {10: 1}}, [25], [25, 100], "seat 1: chip 10 is not in play"),
        ({1: {25: -1}}, [25], [25, 100], "negative"),
        ({1: {40: 1}}, [40], [40, 100], "not a multiple"),
    ],
)
def test_impossible_colour_ups_are_refused(
    stacks: dict[int, dict[int, int]], removed: list[int], in_play: list[int], message: str
) -> None:
    with pytest.raises(ColourUpError, match=message):
        colour_up(stacks, removed, in_play, UBETCHA)


def test_cards_only_for_a_race() -> None:
    with pytest.raises(ColourUpError, match="only for a chip race"):
        colour_up({1: {25: 1}}, [25], [25, 100], UBETCHA, race_cards={1: _cards("As")})


# -- properties -----------------------------------------------------------------------------------

CHIP_SETS = [(25, 100, 500, 1000), (100, 500, 1000, 5000), (25, 100, 500, 1000, 5000)]


@st.composite
def tables(draw: st.DrawFn) -> tuple[dict[int, dict[int, int]], list[int], list[int]]:
    chips = list(draw(st.sampled_from(CHIP_SETS)))
    cut = draw(st.integers(1, len(chips) - 1))
    removed = chips[:cut]
    seats = draw(st.lists(st.integers(1, 10), min_size=1, max_size=10, unique=True))
    stacks: dict[int, dict[int, int]] = {}
    for seat in seats:
        stack = {v: draw(st.integers(0, 12)) for v in chips}
        if not any(stack.values()):
            stack[chips[0]] = 1
        stacks[seat] = stack
    return stacks, removed, chips


def _check_common(
    stacks: Mapping[int, Mapping[int, int]],
    removed: list[int],
    result_players: tuple[PlayerColourUp, ...],
) -> None:
    for p in result_players:
        before = stacks[p.seat]
        assert p.stack_before == sum(v * c for v, c in before.items())
        assert p.stack_after > 0  # nobody is busted by a colour-up
        assert all(v not in removed for v, _ in p.given)
        assert dict(p.removed).keys() >= {v for v in removed if before.get(v)}
        assert all(before.get(v, 0) >= c for v, c in p.removed)
        after = p.stack_before - sum(v * c for v, c in p.removed) + sum(v * c for v, c in p.given)
        assert after == p.stack_after


@given(tables(), st.sampled_from([UBETCHA, APPLEWOOD]))
def test_rounding_up_never_loses_value_and_adds_less_than_a_new_chip(
    table: tuple[dict[int, dict[int, int]], list[int], list[int]], rules: HouseRules
) -> None:
    stacks, removed, chips = table
    result = colour_up(stacks, removed, chips, rules)
    _check_common(stacks, removed, result.players)
    for p in result.players:
        assert 0 <= p.value_change < result.new_chip
    assert result.chips_after == sum(p.stack_after for p in result.players)
    assert result.chips_after - result.chips_before == sum(p.value_change for p in result.players)


@given(tables(), st.randoms(use_true_random=False))
def test_a_chip_race_gives_one_chip_at_most_to_the_highest_cards_and_busts_nobody(
    table: tuple[dict[int, dict[int, int]], list[int], list[int]], rng: random.Random
) -> None:
    stacks, removed, chips = table
    try:
        needed = race_cards_needed(stacks, removed, chips)
    except ColourUpError:
        return  # more than a deck: refused, tested above
    deck = list(full_deck())
    rng.shuffle(deck)
    cards: dict[int, list[Card]] = {}
    for seat, count in needed:
        cards[seat], deck = deck[:count], deck[count:]
    result = colour_up(stacks, removed, chips, UBETCHA, rounding=RACE, race_cards=cards)
    _check_common(stacks, removed, result.players)
    race = result.race
    assert race is not None
    new = result.new_chip
    odd_total = sum(e.odd_value for e in race.entries)
    assert race.race_chips == (2 * odd_total + new) // (2 * new)
    assert len(race.winners) == race.race_chips
    best = [e.best_card for e in race.entries]
    assert best == sorted(best, reverse=True)  # winners are the highest cards
    for p in result.players:
        full = sum(v * c for v, c in stacks[p.seat].items() if v in removed) // new
        assert full <= dict(p.given).get(new, 0) <= full + 1  # one race chip at most
    protected = sum(1 for e in race.entries if e.protected)
    assert result.value_change == (race.race_chips + protected) * new - odd_total
