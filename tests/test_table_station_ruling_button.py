"""The Ruling button at the station: it opens the rulings pane on the hand in progress in
dealers' words (editable; a new situation replaces the old one, the dealer's words stay while
the hand has not moved), and "Give this ruling" journals it with the hand, undoably."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.colours import colours_of, is_dark
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from test_table_station_rulings import open_session

from dealer_assist.core.hand.hand_events import ActionKind
from dealer_assist.rulings.situation import situation_query
from dealer_assist.ui.station.rulings_pane import RulingsPane
from dealer_assist.ui.station.table_station import TableStation


@pytest.fixture
def station(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    session = open_session(tmp_path, hands=False)
    window = TableStation(session, session.now_ms)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    yield session, window
    session.close()


def test_the_ruling_button_opens_on_the_hand_in_dealers_words_editable(qtbot, station) -> None:  # type: ignore[no-untyped-def]
    session, window = station
    panel = window.panel
    panel.deal_button.click()
    session.act(ActionKind.RAISE, 600)
    session.act(ActionKind.ALL_IN)  # seat 5, Eun, 4,200
    panel.refresh()
    panel.ruling_actions["lookup"].trigger()
    pane = window.rulings_pane
    assert isinstance(pane, RulingsPane) and window.side.currentWidget() is window.rulings_page
    situation = situation_query(session.hand, session.state.hand_events)
    assert pane.search_box.text() == situation
    assert situation.startswith("preflop; pot 5,100; seat 4 raised to 600, seat 5 all-in for")
    assert situation.endswith("seat 6 to act facing an all-in raise to 4,200")
    assert pane.result_cards()  # searched at once, no typing pause
    assert pane.search_box.hasFocus() and pane.search_box.cursorPosition() == len(situation)

    qtbot.keyClicks(pane.search_box, "; seat 6 acted out of turn")  # the dealer's own words
    window.show_panel()
    window.show_rulings()  # the same hand, the same moment: his words stay
    assert pane.search_box.text() == situation + "; seat 6 acted out of turn"

    window.show_panel()
    panel.fold_button.click()  # seat 6 folds: a new situation replaces the old one
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert window.side.currentWidget() is window.rulings_page
    assert pane.search_box.text() == situation_query(session.hand, session.state.hand_events)
    assert pane.search_box.text().endswith("seat 1 to act facing an all-in raise to 4,200")


def test_between_hands_the_pane_opens_on_the_dealers_own_question(station) -> None:  # type: ignore[no-untyped-def]
    session, window = station
    window.show_rulings()
    pane = window.rulings_pane
    assert pane.search_box.text() == "" and pane.result_cards() == []
    pane.search_box.setText("player wants to leave early")
    window.show_panel()
    window.show_rulings()  # still between hands: his question stays
    assert pane.search_box.text() == "player wants to leave early"
    window.show_panel()
    window.panel.deal_button.click()
    window.show_rulings()
    assert pane.search_box.text().startswith("preflop; pot 300; seat 4 to act facing the big")


def test_give_this_ruling_records_it_with_the_hand_and_undo_takes_it_back(station) -> None:  # type: ignore[no-untyped-def]
    session, window = station
    panel = window.panel
    panel.deal_button.click()
    panel.ruling_actions["lookup"].trigger()
    pane = window.rulings_pane
    pane.search_box.setText("player raised all-in for less than a full raise")
    pane.run_search()
    card = pane.result_cards()[0]
    assert card.give_button is not None and card.give_button.text() == "Give this ruling"
    card.give_button.click()
    given = session.state.rulings[-1]
    assert (given.question, given.rule_id, given.hand_number) == (
        "player raised all-in for less than a full raise",
        card.rule.id,
        1,
    )
    assert window.side.currentWidget() is panel  # back to the hand
    assert card.rule.label in panel.message.text() and "hand 1" in panel.message.text()
    assert panel.undo_button.toolTip() == f"Undo: Ruling given: {card.rule.label}"
    dialog = window.show_hand_log()
    assert card.rule.id in dialog.findChild(QLabel).text()  # the in-progress hand
    dialog.close()
    panel.undo_button.click()
    assert session.state.rulings == ()


def test_the_station_with_the_rulings_pane_open_fits_a_tablet(qtbot, station) -> None:  # type: ignore[no-untyped-def]
    """At 1024x600 the answer's buttons, the search and the way back are whole on the page."""
    session, window = station
    window.panel.deal_button.click()
    window.show_rulings()
    pane = window.rulings_pane
    card = pane.result_cards()[0]
    page = window.rulings_page
    widgets = (card.give_button, card.copy_button, window.back_button, pane.search_box)

    def box(widget):  # type: ignore[no-untyped-def]
        return widget.rect().translated(widget.mapTo(page, widget.rect().topLeft()))

    qtbot.waitUntil(lambda: all(page.rect().contains(box(w)) for w in widgets), timeout=2000)
    assert all(widget.height() >= 48 for widget in widgets)
    assert pane.results.horizontalScrollBar().maximum() == 0
    # An answer on a topic the books disagree on carries three buttons in one row: it fits.
    pane.set_question("leaving early")
    results = pane.results
    # The list's width less its frame, its scroll bar (16 px) and its margins (4 px a side).
    room = results.width() - 2 * results.frameWidth() - 16 - 8
    cards = pane.result_cards()
    assert any(card.compare_button is not None for card in cards)
    for card in cards:
        assert card.minimumSizeHint().width() <= room, card.rule.id


def test_the_hand_list_is_dark_and_readable_like_the_station(qtbot, station) -> None:  # type: ignore[no-untyped-def]
    """The list of hands, corrections and rulings: light text on the station's dark, from the
    top (it was light grey under white text)."""
    session, window = station
    window.panel.deal_button.click()
    window.show_rulings()
    window.rulings_pane.result_cards()[0].give_button.click()
    dialog = window.show_hand_log()
    label = dialog.findChild(QLabel)
    qtbot.waitExposed(dialog)
    assert label.text().startswith("Hand 1 (in progress), ruling: ")
    for widget in (dialog, label):
        background, best = colours_of(widget)
        assert is_dark(background) and best >= 7, widget
    assert label.alignment() & Qt.AlignmentFlag.AlignTop
    dialog.close()
