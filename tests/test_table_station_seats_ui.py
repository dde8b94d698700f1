"""The station's seat menu all night: between any two hands a tapped player leaves early, is
moved to another table or seat, or is disqualified; during a hand he "leaves after this hand".
Moves, disqualification, a change of house book and quitting ask for the director's PIN; the
rest stays one tap (issue [6/13], "Every table can change, all night")."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.station_desk import open_pin_station

from dealer_assist.core.rules.house_rules import Decision
from dealer_assist.core.table.station_events import BookChanged
from dealer_assist.core.table.table import LeaveReason, PlayerLeft
from dealer_assist.house_books import house_rules
from dealer_assist.ui.station.action_panel import PAGE_DONE
from dealer_assist.ui.station.seat_dialogs import SeatPlayerDialog
from dealer_assist.ui.station.table_station import TableStation

START_MS = 1_700_000_000_000
PIN = "2468"


def open_station(qtbot, path: Path, *, answer: str | None = PIN, pin: str | None = PIN):
    return open_pin_station(
        qtbot,
        path,
        pin=pin,
        answer=answer,
        ask_table=lambda _who: 3,
        ask_seat=lambda _table, _seat: 8,
        ask_book=lambda _current: "applewood",
    )


@pytest.fixture
def station(qtbot, tmp_path: Path):
    session, window, asked = open_station(qtbot, tmp_path / "t.journal")
    yield session, window, asked
    session.close()


def play_walk(window: TableStation) -> None:
    """Deal, everyone folds to the big blind, pot paid and settled."""
    panel = window.panel
    panel.deal_button.click()
    while window.session.hand.to_act is not None:
        panel.fold_button.click()
    panel.award_button.click()
    assert panel.pages.currentIndex() == PAGE_DONE
    panel.next_button.click()
    assert window.session.hand is None


def action(window: TableStation, seat: int, text: str):
    texts = [a.text() for a in window.seat_menu(seat).actions()]
    matches = [a for a in window.last_menu.actions() if a.text() == text]
    assert matches, f"{text!r} not in {texts}"
    return matches[0]


def test_after_hands_a_player_leaves_early_in_one_tap_and_undo_brings_him_back(station) -> None:
    session, window, asked = station
    for _ in range(2):
        play_walk(window)
    action(window, 2, "Ben leaves early").trigger()
    assert session.table.player(2) is None and window.ring.view.seat(2).empty
    rule = house_rules("ubetcha").cite(Decision.LEAVING_EARLY).label
    assert rule in window.panel.message.text()
    assert window.panel.undo_button.toolTip() == "Undo: Seat 2 Ben leaves early"
    assert asked.questions == []  # one tap: no PIN
    window.panel.undo_button.click()
    assert session.table.require_player(2).name == "Ben"


def test_moved_to_another_table_and_disqualified_ask_the_pin(station) -> None:
    session, window, asked = station
    play_walk(window)
    action(window, 5, "Eun is moved to another table… (director's PIN)").trigger()
    left = session.session.journal.events()[-1]
    assert isinstance(left, PlayerLeft) and (left.seat, left.reason, left.to_table) == (
        5,
        LeaveReason.MOVED,
        3,
    )
    action(window, 6, "Femi is disqualified (director's PIN)").trigger()
    assert session.table.player(6) is None
    assert asked.questions == ["Move a player to another table", "Disqualify a player"]


def test_a_wrong_pin_moves_nobody(qtbot, tmp_path: Path) -> None:
    session, window, asked = open_station(qtbot, tmp_path / "t.journal", answer="1111")
    play_walk(window)
    before = session.state
    action(window, 2, "Move Ben to another seat… (director's PIN)").trigger()
    assert session.state == before
    assert "Wrong PIN: Move a player to another seat is for the tournament director" in (
        window.panel.message.text()
    )
    session.close()


def test_a_reseat_moves_the_player_with_his_stack(station) -> None:
    session, window, asked = station
    play_walk(window)
    stack = session.table.require_player(2).stack
    action(window, 2, "Move Ben to another seat… (director's PIN)").trigger()
    assert session.table.player(2) is None
    assert (session.table.require_player(8).name, session.table.require_player(8).stack) == (
        "Ben",
        stack,
    )
    assert asked.questions == ["Move a player to another seat"]
    assert window.panel.undo_button.toolTip() == "Undo: Move seat 2 Ben to seat 8"


def test_during_a_hand_a_player_leaves_after_it(station) -> None:
    session, window, asked = station
    play_walk(window)
    window.panel.deal_button.click()
    texts = [a.text() for a in window.seat_menu(3).actions()]
    assert "Chloe leaves early" not in texts
    action(window, 3, "Chloe leaves early after this hand").trigger()
    assert session.table.require_player(3).leaving is LeaveReason.LEAVING_EARLY
    assert window.ring.view.seat(3).leaving
    assert "Chloe stays" in [a.text() for a in window.seat_menu(3).actions()]
    while session.hand.to_act is not None:
        window.panel.fold_button.click()
    window.panel.award_button.click()
    window.panel.next_button.click()  # the settlement takes her off the table
    assert session.table.player(3) is None and window.ring.view.seat(3).empty
    assert asked.questions == []


def test_the_seat_dialog_names_the_table_a_moved_player_comes_from(station) -> None:
    session, window, _asked = station
    play_walk(window)
    action(window, 2, "Ben leaves early").trigger()
    dialog = window.seat_dialog(2)
    assert isinstance(dialog, SeatPlayerDialog)
    dialog.name.setText("Gus")
    dialog.from_table.setValue(4)
    assert dialog.values() == (2, "Gus", dialog.stack.value())
    assert dialog.moved_from() == 4
    window.seat_from_dialog(dialog)
    assert session.session.journal.events()[-1].from_table == 4
    window.panel.deal_button.click()  # Gus sits where the button goes next: he waits
    assert 2 not in session.hand.positions.dealt_in and window.ring.view.seat(2).waiting
    assert "Seat 2 waits for the button to pass" in window.panel.notice.text()


def test_the_house_book_is_changed_behind_the_pin_between_hands_only(station) -> None:
    session, window, asked = station
    panel = window.panel
    assert panel.straddle_buttons[0].isVisibleTo(panel)
    panel.deal_button.click()
    assert not window.change_book()
    assert "between hands" in panel.message.text() and session.rules.book == "ubetcha"
    while session.hand.to_act is not None:
        panel.fold_button.click()
    panel.award_button.click()
    panel.next_button.click()
    assert window.change_book()
    assert session.rules.book == "applewood" and window.book == "applewood"
    assert isinstance(session.session.journal.events()[-1], BookChanged)
    assert asked.questions == ["Change the house book"]
    assert not panel.straddle_buttons[0].isVisibleTo(panel)  # Applewood, BETTING 1: none
    assert panel.straddle_notes[0].isVisibleTo(panel)
    assert "Applewood" in window.title.text() or "applewood" in window.windowTitle().lower()
    panel.undo_button.click()
    assert session.rules.book == "ubetcha" and panel.straddle_buttons[0].isVisibleTo(panel)


def test_quitting_asks_the_pin_and_a_wrong_one_keeps_the_station_open(
    qtbot, tmp_path: Path
) -> None:
    session, window, asked = open_station(qtbot, tmp_path / "t.journal", answer="1111")
    window.show()
    assert not window.close()
    assert window.isVisible() and asked.questions == ["Quit the station"]
    assert "Wrong PIN: Quit the station" in window.panel.message.text()
    asked.answer = PIN
    assert window.close() and not window.isVisible()
    session.close()


def test_without_a_pin_quitting_is_one_tap(qtbot, tmp_path: Path) -> None:
    session, window, asked = open_station(qtbot, tmp_path / "t.journal", pin=None)
    window.show()
    assert window.close() and asked.questions == []
    session.close()
