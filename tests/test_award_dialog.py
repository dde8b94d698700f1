"""The award dialog's cards speak: a blank hand of an all-in showdown is refused with the rule
(Applewood Misc. 17, line 91; Ubetcha SHOWDOWN 5), any other blank is asked about, the hands
are read out with their names before the award is final, and no key submits it by accident."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from test_action_panel import FakeClock, open_panel

from dealer_assist.core.hand.hand_events import ActionKind
from dealer_assist.core.hand.hand_state import Phase


@pytest.fixture
def all_in(qtbot, tmp_path: Path):
    """Demo table, button 1: Dev (4) all-in, Eun (5) calls all-in for 4,200, the rest fold.
    The board is recorded: Eun holds a set of nines."""
    session, panel = open_panel(qtbot, tmp_path / "t.journal", FakeClock())
    session.deal()
    session.act(ActionKind.ALL_IN)
    session.act(ActionKind.CALL)
    for _ in range(4):
        session.act(ActionKind.FOLD)
    for street in (["9c", "2s", "5d"], ["Kh"], ["Qc"]):
        session.deal_board(street)
    panel.refresh()
    dialog = panel.open_award()
    dialog.tabs.setCurrentIndex(1)
    yield session, panel, dialog
    session.close()


def test_a_blank_for_an_all_in_hand_is_refused_with_the_rule(all_in) -> None:
    """Applewood line 91 / Ubetcha SHOWDOWN 5: every live hand is turned face up once a player
    is all-in and no more betting is possible. Eun's winning set left blank was taken as
    mucked and the pot paid to Dev."""
    session, _panel, dialog = all_in
    dialog.card_edits[4].setText("Ah Ad")  # Dev's aces; Eun's 9h 9d left blank
    dialog.read_button.click()
    assert session.hand.phase is Phase.SHOWDOWN  # nothing paid
    assert "Seat 5 cannot be mucked" in dialog.error.text()
    assert "Ubetcha, THE SHOWDOWN 5" in dialog.error.text()
    assert dialog.isVisible()


def test_the_hands_are_read_out_with_names_before_the_award_is_final(all_in) -> None:
    session, _panel, dialog = all_in
    dialog.card_edits[4].setText("Ah Ad")
    dialog.card_edits[5].setText("9h 9d")
    dialog.read_button.click()
    assert session.hand.phase is Phase.SHOWDOWN  # not yet: the dealer checks the reading
    text = dialog.reading_text()
    assert "Dev: a pair of aces" in text and "Eun: three nines" in text
    assert "Main pot 8,700 → Eun (three nines)" in text
    dialog.back_button.click()  # back to the cards, nothing paid
    assert dialog.card_edits[5].text() == "9h 9d" and session.hand.phase is Phase.SHOWDOWN
    dialog.read_button.click()
    dialog.confirm_button.click()
    assert session.hand.phase is Phase.COMPLETE
    assert dict(session.hand.awarded[0][1]) == {5: 8700}


def test_tab_then_space_or_enter_never_submits_the_dialog(qtbot, all_in) -> None:
    """Tab then Space used to press "Read the hands and award" and pay the pot."""
    session, _panel, dialog = all_in
    dialog.card_edits[4].setText("Ah Ad")
    dialog.card_edits[5].setText("9h 9d")
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    dialog.card_edits[5].setFocus()
    for _ in range(6):  # every stop of the focus chain
        qtbot.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Tab)
        qtbot.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Space)
        qtbot.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Return)
        assert session.hand.phase is Phase.SHOWDOWN
    dialog.card_edits[4].setText("Ah Ad")
    dialog.card_edits[5].setText("9h 9d")
    dialog.read_button.click()  # on the reading page too
    for _ in range(6):
        qtbot.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Tab)
        qtbot.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Space)
        qtbot.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Return)
        assert session.hand.phase is Phase.SHOWDOWN
    for button in dialog.findChildren(QPushButton):
        assert not button.autoDefault() and not button.isDefault(), button.text()


@pytest.fixture
def checked_down(qtbot, tmp_path: Path):
    """Three players check to the river, nobody all-in: a losing hand may be mucked."""
    session, panel = open_panel(qtbot, tmp_path / "t.journal", FakeClock())
    session.deal()
    session.act(ActionKind.CALL)  # seat 4
    for _ in range(3):  # seats 5, 6, 1
        session.act(ActionKind.FOLD)
    session.act(ActionKind.CALL)  # seat 2
    session.act(ActionKind.CHECK)  # seat 3
    for street in (["9c", "2s", "5d"], ["Kh"], ["Qc"]):
        session.deal_board(street)
        for _ in range(3):
            session.act(ActionKind.CHECK)
    panel.refresh()
    dialog = panel.open_award()
    dialog.tabs.setCurrentIndex(1)
    yield session, panel, dialog
    session.close()


def test_a_blank_hand_is_asked_about_before_it_counts_as_mucked(checked_down) -> None:
    session, _panel, dialog = checked_down
    dialog.card_edits[2].setText("Kd Ks")  # Ben: three kings
    dialog.card_edits[3].setText("9h 8h")  # Chloe: a pair of nines; Dev's hand left blank
    dialog.read_button.click()
    assert "Dev: no cards entered" in dialog.reading_text()
    assert not dialog.confirm_button.isEnabled()  # asked first
    assert session.hand.phase is Phase.SHOWDOWN
    dialog.muck_buttons[4].click()  # yes, Dev mucked
    assert dialog.confirm_button.isEnabled()
    dialog.confirm_button.click()
    assert session.hand.phase is Phase.COMPLETE
    assert [seat for seat, _ in session.hand.awarded[0][1]] == [2]


def test_the_result_names_the_hands_read(all_in) -> None:
    session, panel, dialog = all_in
    dialog.card_edits[4].setText("Ah Ad")
    dialog.card_edits[5].setText("9h 9d")
    dialog.read_button.click()
    dialog.confirm_button.click()
    assert "Dev: a pair of aces · Eun: three nines" in panel.result.text()
