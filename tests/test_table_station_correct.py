"""After "Next hand": settling is its own step, undoable until the next deal; after that a
director corrects a stack (amount, seat, reason) behind the director's PIN, as one journaled
command that Undo takes back and the hand list shows."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.station_desk import open_pin_station
from helpers.ticking import Ticking as FakeClock
from PySide6.QtWidgets import QLabel, QLineEdit

from dealer_assist.core.director_pin import PIN_ENV, DirectorPin
from dealer_assist.core.hand.hand_events import ActionKind
from dealer_assist.core.hand.hand_state import Phase, Stakes
from dealer_assist.core.table.station_decide import DEMO_PLAYERS
from dealer_assist.core.table.station_level import fixed_level
from dealer_assist.core.table.table import StackCorrected, TableError
from dealer_assist.house_books import house_rules
from dealer_assist.store.table_session import TableSession
from dealer_assist.ui.station.action_panel import PAGE_DONE, PAGE_IDLE
from dealer_assist.ui.station.station_pin import PinDialog
from dealer_assist.ui.station.table_station import TableStation

START_MS = 1_700_000_000_000
STACKS = {seat: stack for seat, (_name, stack) in enumerate(DEMO_PLAYERS, start=1)}


def open_station(qtbot, path: Path, *, pin: str | None = "2468", answer: str | None = "2468"):
    return open_pin_station(
        qtbot,
        path,
        pin=pin,
        answer=answer,
        ask_correction=lambda _table, _seat: (2, 12_000, "miscounted at the colour-up"),
    )


@pytest.fixture
def station(qtbot, tmp_path: Path):
    session, window, asked = open_station(qtbot, tmp_path / "t.journal")
    yield session, window, asked
    session.close()


def play_a_walk(window: TableStation) -> None:
    """Deal, everyone folds to the big blind (seat 3), pot paid."""
    panel = window.panel
    panel.deal_button.click()
    for _ in range(5):
        panel.fold_button.click()
    panel.award_button.click()  # uncontested: paid at once
    assert panel.pages.currentIndex() == PAGE_DONE


def test_next_hand_settles_only_and_the_settlement_is_undone_whole_until_the_deal(station) -> None:
    session, window, _asked = station
    panel = window.panel
    play_a_walk(window)
    finished = session.hand
    panel.next_button.click()
    assert session.hand is None and panel.pages.currentIndex() == PAGE_IDLE
    assert session.table.player(3).stack == STACKS[3] + 100  # the small blind won
    assert session.table.player(2).stack == STACKS[2] - 100
    assert panel.undo_button.isEnabled()

    panel.undo_button.click()  # the settlement, whole: stacks back, the hand on the panel
    assert session.hand == finished and panel.pages.currentIndex() == PAGE_DONE
    assert session.table.player(3).stack == STACKS[3] and session.state.history == ()
    panel.redo_button.click()
    assert session.hand is None and session.table.player(3).stack == STACKS[3] + 100

    panel.deal_button.click()  # the deal makes the last hand final
    assert not panel.undo_button.isEnabled() and not session.can_undo()


def test_a_stack_is_corrected_after_the_next_deal_behind_the_directors_pin(station) -> None:
    session, window, asked = station
    panel = window.panel
    play_a_walk(window)
    panel.next_button.click()
    panel.deal_button.click()
    for _ in range(5):
        panel.fold_button.click()
    panel.award_button.click()
    panel.next_button.click()  # hand 2 settled; hand 1 can no longer be undone
    ben = session.table.player(2).stack

    assert window.correct_stack()
    assert asked.questions == ["Correct a stack"]
    assert session.table.player(2).stack == 12_000
    fix = session.state.corrections[-1]
    assert (fix.seat, fix.previous, fix.stack, fix.reason) == (
        2,
        ben,
        12_000,
        "miscounted at the colour-up",
    )
    assert "12,000" in panel.message.text() and "miscounted" in panel.message.text()
    listed = session.hand_log()
    assert any(
        "seat 2 Ben" in line and "12,000" in line and "miscounted" in line for line in listed
    )
    assert session.session_history()["corrections"][0]["reason"] == "miscounted at the colour-up"

    panel.undo_button.click()  # one command: undone whole
    assert session.table.player(2).stack == ben and session.state.corrections == ()


def test_a_wrong_pin_refuses_with_a_message_and_changes_nothing(qtbot, tmp_path: Path) -> None:
    session, window, asked = open_station(qtbot, tmp_path / "t.journal", answer="1111")
    before = session.state
    assert not window.correct_stack()
    assert asked.questions == ["Correct a stack"]
    assert session.state == before
    assert "Wrong PIN" in window.panel.message.text()
    assert not any(isinstance(e, StackCorrected) for e in session.session.journal.events())
    session.close()


def test_a_cancelled_pin_changes_nothing(qtbot, tmp_path: Path) -> None:
    session, window, _asked = open_station(qtbot, tmp_path / "t.journal", answer=None)
    before = session.state
    assert not window.correct_stack()
    assert session.state == before
    session.close()


def test_a_stack_is_not_corrected_during_a_hand(station) -> None:
    session, window, asked = station
    window.panel.deal_button.click()
    assert not window.correct_stack()
    assert asked.questions == []  # refused before the PIN is asked
    assert "between hands" in window.panel.message.text()
    with pytest.raises(TableError):
        session.correct_stack(2, 1000, "recount")


def test_a_correction_needs_a_reason(station) -> None:
    session, _window, _asked = station
    with pytest.raises(TableError, match="reason"):
        session.correct_stack(2, 1000, "  ")
    assert session.state.corrections == ()


# -- the PIN itself (Qt-free) ------------------------------------------------------------------


def test_the_directors_pin_checks_the_pin_and_never_shows_it() -> None:
    pin = DirectorPin.of("2468")
    assert pin.is_set and pin.check("2468") and not pin.check("2469")
    assert not pin.check("") and not pin.check(None)
    assert "2468" not in repr(pin)
    assert not DirectorPin.of(None).is_set and not DirectorPin.of("").is_set


def test_the_pin_comes_from_the_option_or_the_environment() -> None:
    assert DirectorPin.from_settings(None, {PIN_ENV: "1357"}).check("1357")
    assert DirectorPin.from_settings("2468", {PIN_ENV: "1357"}).check("2468")
    assert not DirectorPin.from_settings(None, {}).is_set


def test_a_pin_that_is_not_4_to_12_digits_is_refused() -> None:
    for bad in ("12", "abcd", "1234567890123"):
        with pytest.raises(ValueError, match="4 to 12 digits"):
            DirectorPin.of(bad)


def test_without_a_pin_set_the_guard_lets_the_director_through(qtbot, tmp_path: Path) -> None:
    session, window, asked = open_station(qtbot, tmp_path / "t.journal", pin=None)
    assert window.correct_stack()
    assert asked.questions == []
    session.close()


def test_the_settlement_of_a_hand_is_one_command(tmp_path: Path) -> None:
    """Stacks and bust-outs of a settlement move at once and come back at once."""
    session = TableSession.open(
        tmp_path / "t.journal",
        house_rules("ubetcha"),
        now_ms=FakeClock(),
        level=fixed_level(Stakes(100, 200)),
    )
    session.open_demo()
    session.deal()
    session.act(ActionKind.FOLD)  # seat 4
    session.act(ActionKind.ALL_IN)  # seat 5
    session.act(ActionKind.CALL)  # seat 6
    for _ in range(3):
        session.act(ActionKind.FOLD)
    session.award({0: [6]})
    before = session.state
    settlement = session.settle()
    assert settlement.busted == (5,) and session.table.player(5) is None
    session.undo()
    assert session.state.without_undo() == before.without_undo()
    assert session.hand.phase is Phase.COMPLETE and session.table.player(5) is not None
    session.close()


def test_the_hand_list_shows_the_hands_and_the_corrections(station) -> None:
    session, window, _asked = station
    play_a_walk(window)
    window.panel.next_button.click()
    assert window.correct_stack(2)
    dialog = window.show_hand_log()
    text = dialog.findChild(QLabel).text()
    assert "Hand 1: main pot 200 → seat 3 Chloe" in text
    assert "After hand 1: seat 2 Ben's stack corrected 12,400 → 12,000" in text
    dialog.close()


def test_undoing_a_settlement_takes_its_bust_notice_back(station) -> None:
    session, window, _asked = station
    panel = window.panel
    panel.deal_button.click()
    session.act(ActionKind.FOLD)  # seat 4
    session.act(ActionKind.ALL_IN)  # seat 5
    session.act(ActionKind.CALL)  # seat 6
    for _ in range(3):
        session.act(ActionKind.FOLD)
    session.award({0: [6]})
    panel.refresh()
    panel.next_button.click()
    assert window.busts.isVisibleTo(window) and window.busts.text() == "Busted: seat 5 Eun"
    panel.undo_button.click()
    assert not window.busts.isVisibleTo(window)
    assert session.table.player(5) is not None
    panel.redo_button.click()
    assert window.busts.text() == "Busted: seat 5 Eun"


def test_the_pin_pad_types_digits_without_showing_them(qtbot) -> None:
    dialog = PinDialog("Correct a stack")
    qtbot.addWidget(dialog)
    for key in "24689⌫":
        dialog.digit_buttons[key].click()
    assert dialog.entered() == "2468"
    assert dialog.field.echoMode() == QLineEdit.EchoMode.Password
    assert all(
        b.minimumHeight() >= 64 or b.sizeHint().height() >= 48
        for b in dialog.digit_buttons.values()
    )
    dialog.digit_buttons["C"].click()
    assert dialog.entered() == ""


def test_a_pin_that_cannot_be_used_stops_the_station_with_the_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_assist.app_station import StationOpenError, run_station

    monkeypatch.setenv(PIN_ENV, "abc")
    with pytest.raises(StationOpenError, match="4 to 12 digits"):
        run_station(str(tmp_path), None, demo=True)
    assert not (tmp_path / "tables").exists()  # refused before anything was opened
