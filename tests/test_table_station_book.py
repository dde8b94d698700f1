"""A table journal is bound to its house book: its hands replay under the book they were dealt
under, whatever `--book` the station is started with, and a different `--book` is refused with
the reason (issue [6/13])."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.ticking import Ticking

from dealer_assist import paths
from dealer_assist.cli import main
from dealer_assist.core import tournament
from dealer_assist.core.hand.hand_events import ActionKind, HandDealt
from dealer_assist.core.hand.hand_state import Stakes
from dealer_assist.core.table.station_fold import StationState, apply_station
from dealer_assist.core.table.station_level import fixed_level
from dealer_assist.house_books import house_rules
from dealer_assist.resources import resource_path
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.store.session import Session
from dealer_assist.store.table_session import BookMismatch, TableSession

START_MS = 1_700_000_000_000


def open_table(path: Path, book: str, *, chosen: bool = False) -> TableSession:
    session = TableSession.open(
        path,
        house_rules(book),
        now_ms=Ticking(),
        level=fixed_level(Stakes(100, 200)),
        book_chosen=chosen,
    )
    session.open_demo()
    return session


def test_a_reopened_table_replays_its_hand_under_the_book_it_was_dealt_under(
    tmp_path: Path,
) -> None:
    path = tmp_path / "t.journal"
    session = open_table(path, "applewood")
    session.deal()
    session.act(ActionKind.CALL)
    before = session.state
    session.close()
    again = open_table(path, "ubetcha")  # the tournament's book, say: not asked for
    assert again.rules.book == "applewood" and again.hand.rules.book == "applewood"
    assert again.state == before
    again.act(ActionKind.FOLD)
    dealt = [e for e in again.session.journal.events() if isinstance(e, HandDealt)]
    assert {e.book for e in dealt} == {"applewood"}
    again.close()


def test_an_older_journal_replays_each_hand_under_the_book_it_records(tmp_path: Path) -> None:
    """Older journals name their book only in HandDealt.book: each hand folds under it."""
    session = open_table(tmp_path / "t.journal", "applewood")
    session.deal()
    events = [e for e in session.session.journal.events() if type(e).__name__ != "BookBound"]
    session.close()
    state = StationState(house_rules("ubetcha"))
    for event in events:
        state = apply_station(state, event)
    assert state.hand.rules.book == "applewood" and state.rules.book == "applewood"


def test_a_different_book_is_refused_with_the_reason(tmp_path: Path) -> None:
    path = tmp_path / "t.journal"
    session = open_table(path, "applewood")
    session.deal()
    count = len(session.session.journal.events())
    session.close()
    with pytest.raises(BookMismatch) as refusal:
        open_table(path, "ubetcha", chosen=True)
    text = str(refusal.value)
    assert "applewood" in text and "ubetcha" in text and "bound" in text
    again = open_table(path, "applewood", chosen=True)  # the same book is fine
    assert len(again.session.journal.events()) == count  # the refusal wrote nothing
    again.close()


def _tournament(data_dir: Path, book: str) -> None:
    text = resource_path("structures", "demo.toml").read_text(encoding="utf-8")
    library = TournamentLibrary(paths.tournaments_dir(str(data_dir)))
    info = library.create("Friday")
    with Session(library.open(info.id), tournament.apply, None) as director:
        director.execute(tournament.cmd_create("Friday", book, text, START_MS))


def test_the_cli_refuses_another_book_for_a_bound_table_with_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QApplication

    from dealer_assist.app_station import open_station_session

    # Were the station to open anyway, its event loop must not hold the test.
    monkeypatch.setattr(QApplication, "exec", lambda *_args: 0)

    _tournament(tmp_path, "ubetcha")
    session, follower = open_station_session(str(tmp_path), "applewood", Ticking())
    session.seat_players([(1, "Ann", 5_000), (2, "Bob", 5_000)])  # a tournament table opens empty
    session.move_button(1)
    session.deal()
    session.close()
    follower.close()
    assert main(["--data-dir", str(tmp_path), "table", "--book", "ubetcha"]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert "bound to the applewood book" in err and "--book ubetcha" in err
    # Without --book the table opens under the book its journal is bound to.
    session, follower = open_station_session(str(tmp_path), None, Ticking())
    assert session.rules.book == "applewood"
    session.close()
    follower.close()


def _walk(session: TableSession) -> None:
    session.deal()
    while session.hand.to_act is not None:
        session.act(ActionKind.FOLD)
    session.award({})
    session.settle()


def test_a_director_changes_the_book_between_hands_and_each_hand_keeps_its_own(
    tmp_path: Path,
) -> None:
    from dealer_assist.core.table.table import TableError

    path = tmp_path / "t.journal"
    session = open_table(path, "ubetcha")
    session.deal()
    with pytest.raises(TableError, match="between hands"):
        session.change_book("applewood")
    while session.hand.to_act is not None:
        session.act(ActionKind.FOLD)
    session.award({})
    session.settle()
    session.change_book("applewood")
    assert session.rules.book == "applewood" and session.undo_label() == (
        "Change the house book to Applewood Charity Tournament"
    )
    _walk(session)
    assert [session.hand_history(c)["book"] for c in session.state.history] == [
        "ubetcha",
        "applewood",
    ]
    session.close()
    again = open_table(path, "ubetcha")
    assert again.rules.book == "applewood"
    assert [again.hand_history(c)["book"] for c in again.state.history] == [
        "ubetcha",
        "applewood",
    ]
    again.close()
    with pytest.raises(BookMismatch, match="bound to the applewood book"):
        open_table(path, "ubetcha", chosen=True)
