"""The new-tournament form's answers (core.new_tournament) and what creating one records."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_assist.app import create_tournament, structure_text
from dealer_assist.core.clock.structure import parse_structure
from dealer_assist.core.new_tournament import (
    PlanRefused,
    TournamentPlan,
    check_plan,
    seats_per_table,
    tables_needed,
    with_rebuys,
)
from dealer_assist.core.seating.room import TablesSet
from dealer_assist.house_books import house_rules
from dealer_assist.store.library import TournamentLibrary

NOW_MS = 1_800_000_000_000
UBETCHA = house_rules("ubetcha")
FOUNTAIN_VALLEY = house_rules("fountain-valley")


def plan(**changes: object) -> TournamentPlan:
    answers: dict[str, object] = {
        "name": "Friday",
        "house_book": "ubetcha",
        "structure_name": "home-2h",
    }
    answers.update(changes)
    return TournamentPlan(**answers)  # type: ignore[arg-type]


def test_tables_seat_a_full_table_or_the_book_s_most() -> None:
    assert seats_per_table(UBETCHA) == 10
    assert seats_per_table(FOUNTAIN_VALLEY) == 9  # Basics 8: up to 9 a table
    assert tables_needed(30, UBETCHA) == 3
    assert tables_needed(30, FOUNTAIN_VALLEY) == 4
    assert tables_needed(0, UBETCHA) == 0


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"name": "   "}, "the tournament needs a name"),
        ({"players": 30, "tables": 0}, "0 tables cannot seat 30 players: 3 tables of 10 seats"),
        ({"players": 3, "tables": 4}, "4 tables for 3 players: every table needs players; use 1"),
        ({"players": 30, "tables": 3, "house_book": "fountain-valley"}, "30 players do not fit"),
        ({"tables": -1}, "the number of tables is from 0 to 200"),
        ({"buy_in": -5}, "cannot be negative"),
    ],
)
def test_answers_that_cannot_make_a_tournament_say_what_to_change(
    changes: dict[str, object], words: str
) -> None:
    answers = plan(**changes)
    with pytest.raises(PlanRefused, match=words):
        check_plan(answers, house_rules(answers.house_book))


def test_good_answers_pass_and_only_what_was_given_is_a_setting() -> None:
    check_plan(plan(players=30, tables=3, buy_in=40), UBETCHA)
    check_plan(plan(), UBETCHA)  # nothing known yet: the Tables tab later
    assert plan().settings() == {}
    assert plan(players=30, tables=3, buy_in=40, rebuys=False).settings() == {
        "buy_in": 40,
        "capacity": 0,
        "players": 30,
        "tables": 3,
        "rebuys": 0,
    }


def test_rebuys_off_drop_the_window_and_on_add_one_at_the_buy_in_s_price() -> None:
    applewood = parse_structure(structure_text("applewood"))
    home = parse_structure(structure_text("home-2h"))
    assert applewood.rebuy is not None and home.rebuy is None
    assert with_rebuys(applewood, None, 40, UBETCHA) is applewood
    off = with_rebuys(applewood, False, 40, UBETCHA)
    assert off.rebuy is None and off.add_on == applewood.add_on  # the add-on stays
    on = with_rebuys(home, True, 40, UBETCHA)
    assert on.rebuy is not None
    # Ubetcha SEATING 3: late entry closes at the end of level 4; the rebuys with it.
    assert (on.rebuy.until_level, on.rebuy.chips, on.rebuy.price) == (4, home.starting_stack, 40)
    assert with_rebuys(home, True, 40, house_rules("general")).rebuy.until_level == 4  # type: ignore[union-attr]


def test_creating_with_the_form_s_answers_sets_the_tables_and_the_rebuys(tmp_path: Path) -> None:
    library = TournamentLibrary(tmp_path)
    session, _ = create_tournament(
        library,
        "Friday",
        "fountain-valley",
        structure_text("fountain-valley"),
        NOW_MS,
        {"buy_in": 40, "capacity": 0, "players": 30, "tables": 4, "rebuys": 0},
    )
    state = session.state
    assert state is not None
    assert state.ledger.buy_in == 40
    assert state.structure.rebuy is None  # the book's structure sells them: the form said no
    assert {t.table: t.seat_count for t in state.room.tables} == {1: 9, 2: 9, 3: 9, 4: 9}
    assert not state.roster.players  # each is named and bought in as they arrive
    assert any(isinstance(e, TablesSet) for e in session.journal.events())
    session.close()


def test_answers_that_do_not_fit_make_no_file(tmp_path: Path) -> None:
    library = TournamentLibrary(tmp_path)
    with pytest.raises(PlanRefused, match="every table needs players"):
        create_tournament(
            library,
            "Friday",
            "ubetcha",
            structure_text("ubetcha"),
            NOW_MS,
            {"players": 2, "tables": 3},
        )
    assert library.list() == []
