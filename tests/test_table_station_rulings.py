"""A ruling given at the station is one journaled command (undoable, restored on reopening),
listed with its hand in "Hands played…", in the hand's history file and the session export.
Qt-free: through `TableSession` (the button and the pane: test_table_station_ruling_button)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers.ticking import Ticking

from dealer_assist import cli
from dealer_assist.core.hand.hand_events import ActionKind
from dealer_assist.core.hand.hand_history import replay_history
from dealer_assist.core.hand.hand_state import Phase, Stakes
from dealer_assist.core.table.station_events import RulingGiven
from dealer_assist.core.table.station_level import fixed_level
from dealer_assist.core.table.table import TableError
from dealer_assist.house_books import house_rules
from dealer_assist.rulings import RulingsIndex
from dealer_assist.store.table_session import TableSession

START_MS = 1_700_000_000_000
QUESTION = "seat 5 all-in for less than a raise; can seat 4 raise again"


@pytest.fixture(scope="module")
def index() -> RulingsIndex:
    return RulingsIndex.load()


@pytest.fixture(scope="module")
def rule(index: RulingsIndex):  # type: ignore[no-untyped-def]
    return index.rule("ubetcha/betting-and-raising/3")


def open_session(path: Path, *, hands: bool = True) -> TableSession:
    session = TableSession.open(
        path / "t.journal",
        house_rules("ubetcha"),
        now_ms=Ticking(),
        level=fixed_level(Stakes(100, 200)),
        hands_dir=path / "hands" / "demo-table" if hands else None,
    )
    session.open_demo()
    return session


def finish_by_folds(session: TableSession) -> None:
    while session.legal_actions() is not None:
        session.act(ActionKind.FOLD)
    if session.hand.phase is Phase.SHOWDOWN and session.hand.awarded == ():
        session.award({})


# -- the journal ---------------------------------------------------------------------------


def test_a_ruling_given_in_a_hand_is_one_command_undone_redone_and_kept(
    tmp_path: Path, rule
) -> None:  # type: ignore[no-untyped-def]
    session = open_session(tmp_path)
    session.deal()  # demo table, button 1: seat 4 first
    session.act(ActionKind.RAISE, 600)
    given = session.give_ruling(f"  {QUESTION} ", rule)
    assert isinstance(given, RulingGiven)
    assert (given.question, given.rule_id, given.book, given.label, given.text) == (
        QUESTION,
        "ubetcha/betting-and-raising/3",
        "ubetcha",
        "Ubetcha, BETTING AND RAISING 3",
        rule.text,
    )
    assert (given.hand_number, given.hand_id) == (1, session.hand.hand_id)
    assert session.state.rulings == (given,)
    assert session.undo_label() == "Ruling given: Ubetcha, BETTING AND RAISING 3"
    session.undo()
    assert session.state.rulings == () and session.hand.to_act == 5  # the raise stays
    session.redo()
    assert session.state.rulings == (given,)
    session.close()
    reopened = open_session(tmp_path)
    assert reopened.state.rulings == (given,)
    reopened.close()


def test_a_ruling_needs_its_question(tmp_path: Path, rule) -> None:  # type: ignore[no-untyped-def]
    session = open_session(tmp_path)
    with pytest.raises(TableError, match="question"):
        session.give_ruling("   ", rule)
    assert session.state.rulings == () and not session.can_undo()
    session.close()


def test_the_hands_history_lists_its_rulings_and_still_replays(
    tmp_path: Path, rule, capsys: pytest.CaptureFixture[str]
) -> None:  # type: ignore[no-untyped-def]
    session = open_session(tmp_path)
    session.deal()
    session.act(ActionKind.FOLD)
    given = session.give_ruling(QUESTION, rule)
    finish_by_folds(session)
    session.settle()
    written = tmp_path / "hands" / "demo-table" / "1.json"
    data = json.loads(written.read_text(encoding="utf-8"))
    assert data["rulings"] == [
        {
            "question": QUESTION,
            "rule": "ubetcha/betting-and-raising/3",
            "book": "ubetcha",
            "label": "Ubetcha, BETTING AND RAISING 3",
            "text": rule.text,
            "at_ms": given.at_ms,
        }
    ]
    assert replay_history(data, session.rules).refused is None
    assert cli.main(["hand", "replay", str(written)]) == 0  # the file replays as before
    capsys.readouterr()
    assert session.session_history()["hands"][0]["rulings"] == data["rulings"]
    log = session.hand_log()
    assert log[0].startswith("Hand 1: ")
    assert log[1] == (
        "Hand 1, ruling: Ubetcha, BETTING AND RAISING 3 (ubetcha/betting-and-raising/3) on "
        f"\u201c{QUESTION}\u201d"
    )
    session.close()


def test_a_ruling_between_hands_is_listed_after_its_hand_and_in_the_session_export(
    tmp_path: Path, rule
) -> None:  # type: ignore[no-untyped-def]
    session = open_session(tmp_path)
    session.deal()
    finish_by_folds(session)
    session.settle()
    before = session.give_ruling("player wants to leave early", rule)
    session.deal()
    now = session.give_ruling("seat 4 acted out of turn", rule)
    assert (before.hand_number, before.hand_id) == (1, None)
    assert (now.hand_number, now.hand_id) == (2, session.hand.hand_id)
    log = session.hand_log()
    assert log[1] == (
        "After hand 1, ruling: Ubetcha, BETTING AND RAISING 3 (ubetcha/betting-and-raising/3) "
        "on \u201cplayer wants to leave early\u201d"
    )
    assert log[2].startswith("Hand 2 (in progress), ruling: ") and "out of turn" in log[2]
    export = session.session_history()
    assert [r["question"] for r in export["rulings"]] == ["player wants to leave early"]
    assert export["rulings"][0]["after_hand"] == 1
    assert "rulings" not in export["hands"][0]  # the hand itself had none
    session.close()


def test_a_ruling_in_a_misdealt_hand_goes_with_the_hand_dealt_again(tmp_path: Path, rule) -> None:  # type: ignore[no-untyped-def]
    """Two aces of spades: the ruling is a misdeal, and the hand is dealt again (hand 1)."""
    session = open_session(tmp_path)
    session.deal()
    session.give_ruling("two aces of spades in the deck", rule)
    session.misdeal()
    assert session.hand_log()[0].startswith("Hand 1 (in progress), ruling: ")
    session.deal()  # the same hand dealt again
    finish_by_folds(session)
    session.settle()
    log = session.hand_log()
    assert log[0].startswith("Hand 1: ") and log[1].startswith("Hand 1, ruling: ")
    history = session.last_hand_history()
    assert [r["question"] for r in history["rulings"]] == ["two aces of spades in the deck"]
    session.close()
