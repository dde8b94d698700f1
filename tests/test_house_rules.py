"""House-rules profiles load, cite every decision, and encode the books' known differences."""

from __future__ import annotations

import pytest

from dealer_assist.core.rules.house_rules import (
    Decision,
    HouseRulesError,
    OddChip,
    load_house_rules,
)
from dealer_assist.house_books import BOOKS, house_rules


@pytest.mark.parametrize("book", BOOKS)
def test_every_profile_cites_every_decision(book: str) -> None:
    rules = house_rules(book)
    for decision in Decision:
        citation = rules.cite(decision)
        assert citation.rule_id.count("/") == 2
        assert citation.label


def test_odd_chip_differs_by_book() -> None:
    """README 'Where they disagree': Ubetcha ties 1, Applewood, Fountain Valley basics."""
    assert house_rules("ubetcha").odd_chip is OddChip.LEFT_IN_POT
    assert house_rules("applewood").odd_chip is OddChip.FIRST_CLOCKWISE_FROM_BUTTON
    assert house_rules("general").odd_chip is OddChip.FIRST_CLOCKWISE_FROM_BUTTON
    assert house_rules("fountain-valley").odd_chip is OddChip.CLOSEST_TO_DEALER_LEFT


def test_straddle_ubetcha_live_applewood_forbidden() -> None:
    assert house_rules("ubetcha").straddle_allowed
    assert house_rules("ubetcha").straddle_multiple == 2
    assert not house_rules("applewood").straddle_allowed


def test_player_clock_30s_plus_final_10() -> None:
    for book in ("ubetcha", "applewood"):
        rules = house_rules(book)
        assert (rules.player_clock_s, rules.player_clock_final_count_s) == (30, 10)


def test_ubetcha_late_entry_until_level_4_with_three_big_blinds_penalty() -> None:
    """Ubetcha SEATING 3."""
    rules = house_rules("ubetcha")
    assert rules.late_entry_until_level == 4
    assert rules.late_entry_penalty_big_blinds == 3


def test_custom_profile_derives_from_a_book() -> None:
    custom = house_rules("applewood").derive("our-league", "Our league", straddle_allowed=True)
    assert custom.straddle_allowed and custom.derived_from == "applewood"
    assert custom.cite(Decision.ODD_CHIP) == house_rules("applewood").cite(Decision.ODD_CHIP)


def test_broken_profile_names_the_field() -> None:
    with pytest.raises(HouseRulesError, match="odd_chip"):
        load_house_rules('schema_version = 1\nbook = "x"\ntitle = "x"\nodd_chip = "coin flip"\n')
    with pytest.raises(HouseRulesError, match="schema_version"):
        load_house_rules("schema_version = 99\n")


@pytest.mark.parametrize("book", BOOKS)
def test_book_title_read_from_its_line_is_the_profiles_title(book: str) -> None:
    import tomllib

    from dealer_assist.house_books import book_title
    from dealer_assist.resources import resource_path

    text = resource_path("house_rules", f"{book}.toml").read_text(encoding="utf-8")
    assert book_title(book) == tomllib.loads(text)["title"]


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            '# a comment\ntitle = "Ubetcha \\"Big\\" Game \\u00e9" # kept\n[cite]\n',
            'Ubetcha "Big" Game é',
        ),
        ("title = 'Literal string'\n", "Literal string"),  # not a basic string: tomllib reads it
        ('title = "Tab\\U0001F0A1"\n', "Tab\U0001f0a1"),  # \U is TOML's, not JSON's
        ('[cite]\ntitle = "a table\'s key, not the title"\n', ""),
        ('  [cite]\ntitle = "indented table"\n', ""),
        ("title = 'broken\n", ""),  # not TOML at all: no title, the caller shows the book's name
    ],
)
def test_book_title_line_and_its_fallback(text: str, title: str) -> None:
    from dealer_assist.house_books import _title_line, _title_parsed

    assert (_title_line(text) or _title_parsed(text)) == title
