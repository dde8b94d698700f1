"""The seats-and-button window: next hand moves the markers, busts show the dead button, undo."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from dealer_assist.core.cards import deal_one_each, high_card_seat
from dealer_assist.house_books import house_rules
from dealer_assist.ui.station.table_window import ButtonDrawDialog, SeatPlayerDialog, TableWindow

RULES = house_rules("applewood")
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")


def _window(qtbot, *, button: int | None = 1) -> TableWindow:  # type: ignore[no-untyped-def]
    window = TableWindow(RULES, seat_count=9, rng=random.Random(5), now_ms=lambda: 1000)
    qtbot.addWidget(window)
    for seat, name in enumerate(NAMES, start=1):
        assert window.seat_player(seat, name, 5000)
    if button is not None:
        assert window.place_button(button)
    return window


def _markers(window: TableWindow) -> tuple[int | None, int | None, int | None, int | None]:
    seats = window.ring.view.seats
    find = lambda flag: next((s for s, v in seats.items() if getattr(v, flag)), None)  # noqa: E731
    return find("button"), find("dead_button"), find("small_blind"), find("big_blind")


def test_next_hand_moves_the_markers(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    assert _markers(window) == (1, None, 2, 3)
    assert window.ring.view.seat(4).to_act  # first left of the big blind
    assert "Hand 1" in window.status.text() and "BB seat 3 Cy" in window.status.text()
    qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    assert _markers(window) == (2, None, 3, 4)
    assert window.ring.view.centre_text == "Hand 2"


def test_bust_then_next_hand_shows_no_small_blind_then_a_dead_button(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Applewood DEAD BUTTON, as the dealer sees it on the ring."""
    window = _window(qtbot)
    window.next_hand()  # 1 D, 2 SB, 3 BB
    qtbot.mouseClick(
        window.ring, Qt.MouseButton.LeftButton, pos=window.ring.seat_rect(3).center().toPoint()
    )
    assert window.selected == 3
    qtbot.mouseClick(window.bust_button, Qt.MouseButton.LeftButton)
    assert window.ring.view.seat(3).empty
    window.next_hand()
    assert _markers(window) == (2, None, None, 4)
    assert "SB none" in window.status.text()
    assert "No small blind" in window.reasons.text()
    assert "Applewood, Gameplay Rules 16" in window.reasons.text()
    window.next_hand()
    assert _markers(window) == (None, 3, 4, 5)
    assert "Button seat 3 (dead)" in window.status.text()


def test_undo_restores_the_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    window.next_hand()
    window.bust(2)
    assert window.ring.view.seat(2).empty
    qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    assert window.ring.view.seat(2).name == "Bob"
    window.next_hand()
    assert _markers(window) == (2, None, 3, 4)
    window.undo()
    assert _markers(window) == (1, None, 2, 3)
    assert "Hand 1" in window.status.text()


def test_refusals_are_shown_with_the_legal_choice(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    events = len(window.events)
    assert not window.seat_player(2, "Zed", 100)
    assert "seat 2 is taken by Bob; free seats: 7, 8, 9" in window.error.text()
    assert len(window.events) == events
    assert window.seat_player(7, "Zed", 100)
    assert window.error.text() == ""


def test_absent_and_present(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    window.select(5)
    qtbot.mouseClick(window.absent_button, Qt.MouseButton.LeftButton)
    assert window.ring.view.seat(5).absent
    assert window.absent_button.text() == "Present"
    qtbot.mouseClick(window.absent_button, Qt.MouseButton.LeftButton)
    assert not window.ring.view.seat(5).absent


def test_newcomer_shows_waiting(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Ubetcha SEATING 8: a player seated on the button's next seat waits."""
    window = _window(qtbot)
    window.next_hand()  # 1 D, 2 SB, 3 BB
    window.bust(2)
    window.seat_player(2, "Gus", 4000)
    window.next_hand()
    assert window.ring.view.seat(2).waiting and window.ring.view.seat(2).dead_button


def test_the_app_draws_for_the_button(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, button=None)
    assert "Draw for the button" in window.status.text()
    window.draw_menu.actions()[0].trigger()  # App draws the cards
    expected = high_card_seat(deal_one_each(window.table.occupied(), random.Random(5)))
    assert window.table.button_set == expected
    assert window.ring.view.seat(expected).button


def test_seat_player_dialog_values(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = SeatPlayerDialog(9, 4, 5000)
    qtbot.addWidget(dialog)
    dialog.name.setText("  Gus ")
    dialog.stack.setValue(7500)
    assert dialog.values() == (4, "Gus", 7500)
    assert dialog.seat.maximum() == 9


def test_side_area_is_free_for_a_panel(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    panel = QLabel("actions")
    window.set_side_panel(panel)
    assert window.splitter.widget(1) is panel


def test_the_dealer_types_the_cards_drawn(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Ubetcha SEATING 5: highest card by suit; a bad card is refused with the rule."""
    window = _window(qtbot, button=None)
    cards = {1: "Kc", 2: "Kd", 3: "Kh", 4: "Ks", 5: "2c", 6: "Qs"}
    assert not window.dealer_drew({**cards, 6: "Zz"})
    assert "write cards as As, Kh, Td, 7c" in window.error.text()
    assert window.dealer_drew(cards)
    assert window.table.button_set == 4 and window.ring.view.seat(4).button
    window.select(2)
    window.draw_menu.actions()[2].trigger()  # a correction: put it on the tapped seat
    assert window.table.button_set == 2


def test_button_draw_dialog_values(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = ButtonDrawDialog([(1, "Ann"), (4, "Dee")])
    qtbot.addWidget(dialog)
    dialog.cards[1].setText("As ")
    dialog.cards[4].setText("kh")
    assert dialog.values() == {1: "As", 4: "kh"}
