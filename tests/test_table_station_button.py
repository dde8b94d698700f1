"""The button draw at the table station (Ubetcha SEATING 5; general TIES 1 and 2): the app draws,
the dealer enters the cards drawn, or moves the button; journaled, undone, refused mid-hand."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from helpers.ticking import Ticking as FakeClock
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut

from dealer_assist.core.cards import Card
from dealer_assist.core.hand.hand_state import Phase, Stakes
from dealer_assist.core.table.station_fold import hand_finished
from dealer_assist.core.table.station_level import fixed_level
from dealer_assist.core.table.table import ButtonMethod, ButtonPlaced, TableError
from dealer_assist.house_books import house_rules
from dealer_assist.store.table_session import TableSession
from dealer_assist.ui.station.table_station import TableStation

START_MS = 1_700_000_000_000
SUITS_HIGH_TO_LOW = "shdc"  # Ubetcha SEATING 5 / general TIES 1
RANKS_LOW_TO_HIGH = "23456789TJQKA"


class StackedDeck(random.Random):
    """A random source whose shuffle puts `top` first: the app's draw is then known."""

    def __init__(self, top: list[str]) -> None:
        super().__init__(0)
        self.top = [Card.parse(c) for c in top]

    def shuffle(self, x: list) -> None:  # type: ignore[override]
        rest = [c for c in x if c not in self.top]
        x[:] = self.top + rest


class Answers:
    """The dealer's answers to the redraw question, and the questions asked."""

    def __init__(self, answer: bool) -> None:
        self.answer = answer
        self.asked: list[str] = []

    def __call__(self, question: str) -> bool:
        self.asked.append(question)
        return self.answer


def open_station(qtbot, path: Path, *, rng=None, confirm=None, book: str = "ubetcha"):
    clock = FakeClock()
    session = TableSession.open(
        path, house_rules(book), now_ms=clock, level=fixed_level(Stakes(100, 200))
    )
    session.open_demo()
    window = TableStation(session, clock, rng=rng, confirm=confirm)
    qtbot.addWidget(window)
    return session, window


def drawn_seat(draw: tuple[tuple[int, str], ...]) -> int:
    """The high card by rank, then suit, computed here independently of core/cards.py."""

    def strength(card: str) -> tuple[int, int]:
        return RANKS_LOW_TO_HIGH.index(card[0]), -SUITS_HIGH_TO_LOW.index(card[1])

    return max(draw, key=lambda pair: strength(pair[1]))[0]


def shown(window: TableStation) -> str:
    """The draw result as the dealer reads it (rich-text tags removed)."""
    return re.sub(r"<[^>]+>", " ", window.draw_result.text()).replace("  ", " ")


def button_events(session: TableSession) -> list[ButtonPlaced]:
    return [r.event for r in session.session.journal.records() if isinstance(r.event, ButtonPlaced)]


def finish_hand_by_folds(window: TableStation) -> None:
    window.panel.deal_button.click()
    while window.session.hand.phase is Phase.BETTING:
        window.panel.fold_button.click()
    if window.session.hand.phase is Phase.SHOWDOWN:
        window.panel.open_award()  # the last player left takes the pot
    assert hand_finished(window.session.hand)


@pytest.fixture
def paths(tmp_path: Path) -> Path:
    return tmp_path / "table.journal"


def test_app_draw_on_a_tie_of_kings_gives_the_button_to_spades_ubetcha_seating_5(
    qtbot, paths
) -> None:
    deck = StackedDeck(["Kh", "2c", "Ks", "9d", "Kd", "3s"])
    session, window = open_station(qtbot, paths, rng=deck)
    assert window.draw_for_button()
    assert session.table.button_set == 3
    assert window.ring.view.seat(3).button and not window.ring.view.seat(1).button
    text = shown(window)
    assert window.draw_result.isVisibleTo(window)
    for seat, card in ((1, "K♥"), (2, "2♣"), (3, "K♠"), (4, "9♦"), (5, "K♦"), (6, "3♠")):
        assert f"{seat} {session.table.require_player(seat).name} {card}" in text
    assert "Ubetcha, SEATING 5" in text and "Button: seat 3 Chloe, K♠ high" in text
    assert window.ring.view.centre_text.startswith("Button: seat 3")
    (placed,) = button_events(session)[-1:]
    assert placed.method is ButtonMethod.DRAW_BY_APP and dict(placed.draw)[3] == "Ks"
    session.close()


@pytest.mark.parametrize("seed", [1, 7, 42])
def test_a_seeded_app_draw_deals_six_different_cards_and_the_highest_gets_the_button(
    qtbot, paths, seed
) -> None:
    session, window = open_station(qtbot, paths, rng=random.Random(seed), book="general")
    assert window.draw_for_button()
    placed = button_events(session)[-1]
    cards = [card for _seat, card in placed.draw]
    assert [seat for seat, _card in placed.draw] == [1, 2, 3, 4, 5, 6]
    assert len(set(cards)) == 6
    assert session.table.button_set == drawn_seat(placed.draw) == placed.seat
    assert "General rules, TIES" in shown(window)
    session.close()


def test_cards_entered_in_the_picker_place_the_button_and_a_card_twice_is_refused(
    qtbot, paths
) -> None:
    session, window = open_station(qtbot, paths)
    dialog = window.ask_drawn_cards()
    assert dialog is not None and dialog.isVisible()
    assert "Seat 1 Ana" in dialog.picker.note.text()
    for card in ("7h", "Qd", "2s"):
        dialog.picker.pick(card)
    assert "Seat 4 Dev" in dialog.picker.note.text()
    assert "picked already" in dialog.picker.pick("Qd")
    assert dialog.cards == ("7h", "Qd", "2s") and not dialog.ok.isEnabled()
    for card in ("Qc", "Qh", "5d"):
        dialog.picker.pick(card)
    assert dialog.ok.isEnabled()
    dialog.ok.click()
    # Three queens: hearts beats diamonds and clubs (Ubetcha SEATING 5).
    assert session.table.button_set == 5
    placed = button_events(session)[-1]
    assert placed.method is ButtonMethod.DRAW_BY_DEALER
    assert placed.draw == ((1, "7h"), (2, "Qd"), (3, "2s"), (4, "Qc"), (5, "Qh"), (6, "5d"))
    assert "Cards drawn" in shown(window)
    session.close()


def test_the_session_refuses_the_same_card_twice_with_the_rule(paths) -> None:
    session = TableSession.open(
        paths, house_rules("ubetcha"), now_ms=FakeClock(), level=fixed_level(Stakes(100, 200))
    )
    session.open_demo()
    cards = {1: "Ah", 2: "Ah", 3: "2c", 4: "3c", 5: "4c", 6: "5c"}
    with pytest.raises(TableError, match=r"drawn twice.*Ubetcha, SEATING 5"):
        session.button_from_cards(cards)
    assert session.table.button_set == 1 and len(button_events(session)) == 1
    session.close()


def test_the_drawn_button_survives_reopening_and_the_first_hand_deals_from_it(qtbot, paths) -> None:
    deck = StackedDeck(["2c", "3c", "4c", "Ac", "5c", "6c"])
    session, window = open_station(qtbot, paths, rng=deck)
    window.draw_for_button()
    session.close()
    window.close()
    session, window = open_station(qtbot, paths)
    assert session.table.button_set == 4 and window.ring.view.seat(4).button
    window.panel.deal_button.click()
    positions = session.hand.positions
    assert (positions.button, positions.small_blind, positions.big_blind) == (4, 5, 6)
    session.close()


def test_undo_restores_the_previous_button_and_survives_reopening(qtbot, paths) -> None:
    deck = StackedDeck(["2c", "3c", "4c", "5c", "Ad", "6c"])
    session, window = open_station(qtbot, paths, rng=deck)
    window.draw_for_button()
    assert session.table.button_set == 5 and window.panel.undo_button.isEnabled()
    window.panel.undo_button.click()
    assert session.table.button_set == 1 and window.ring.view.seat(1).button
    assert not window.draw_result.isVisibleTo(window)
    session.close()
    session, window = open_station(qtbot, paths)
    assert session.table.button_set == 1
    session.close()


def test_ctrl_z_undoes_a_button_move_by_tap(qtbot, paths) -> None:
    session, window = open_station(qtbot, paths)
    window.start_moving_button()
    assert "Tap the seat" in window.panel.message.text()
    window.ring.seat_clicked.emit(5)
    assert session.table.button_set == 5 and window.last_menu is None
    assert "Button moved to seat 5 Eun (Ubetcha, SEATING 5)" in shown(window)
    assert button_events(session)[-1].method is ButtonMethod.PLACED
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.table.button_set == 1
    session.close()


def test_a_button_moved_to_an_empty_seat_is_refused(qtbot, paths) -> None:
    session, window = open_station(qtbot, paths)
    window.start_moving_button()
    window.ring.seat_clicked.emit(8)
    assert session.table.button_set == 1
    assert "seat 8 is empty" in window.panel.message.text()
    session.close()


def test_the_button_is_refused_during_a_hand(qtbot, paths) -> None:
    session, window = open_station(qtbot, paths, rng=random.Random(3))
    window.panel.deal_button.click()
    assert not window.button_tool.isEnabled()
    before = len(button_events(session))
    assert not window.draw_for_button()
    assert "between hands" in window.panel.message.text()
    assert window.ask_drawn_cards() is None
    with pytest.raises(TableError, match="between hands"):
        session.move_button(4, restart=True)
    assert len(button_events(session)) == before and session.hand.positions.button == 1
    session.close()


def test_a_final_table_redraw_asks_first_then_settles_and_restarts_the_rotation(
    qtbot, paths
) -> None:
    deck = StackedDeck(["2c", "Ks", "4c", "5c", "3d", "6c"])
    refuse = Answers(False)
    session, window = open_station(qtbot, paths, rng=deck, confirm=refuse)
    finish_hand_by_folds(window)
    assert window.button_tool.isEnabled()  # the hand is over: between hands
    assert not window.draw_for_button()
    assert "restarts the rotation" in refuse.asked[0] and "Ubetcha, SEATING 5" in refuse.asked[0]
    assert session.hand is not None and len(button_events(session)) == 1
    window.confirm = Answers(True)
    assert window.draw_for_button()
    assert session.hand is None and session.table.button_set == 2
    assert session.table.last is None  # the rotation starts afresh from the draw
    window.panel.deal_button.click()
    assert session.hand.positions.button == 2 and session.hand.positions.big_blind == 4
    session.close()


def test_the_session_refuses_a_redraw_without_the_restart_confirmed(paths) -> None:
    session = TableSession.open(
        paths, house_rules("ubetcha"), now_ms=FakeClock(), level=fixed_level(Stakes(100, 200))
    )
    session.open_demo()
    session.deal()
    session.misdeal()
    with pytest.raises(TableError, match="restarts the rotation.*confirm the redraw"):
        session.draw_for_button(random.Random(1))
    result = session.draw_for_button(random.Random(1), restart=True)
    assert result.settlement is None  # a misdealt hand settles with nothing won or lost
    assert session.hand is None and session.table.button_set == result.placed.seat
    session.close()


def test_a_tapped_seat_offers_the_button_between_hands_only(qtbot, paths) -> None:
    session, window = open_station(qtbot, paths)
    menu = window.seat_menu(4)
    move = next(a for a in menu.actions() if a.text() == "Move the button to Dev")
    move.trigger()
    assert session.table.button_set == 4
    window.panel.deal_button.click()
    texts = [a.text() for a in window.seat_menu(4).actions()]
    assert not any(t.startswith("Move the button") for t in texts)
    session.close()


def test_escape_leaves_the_move_the_button_mode(qtbot, paths) -> None:
    session, window = open_station(qtbot, paths)
    window.start_moving_button()
    (escape,) = [s for s in window.findChildren(QShortcut) if s.key() == QKeySequence("Escape")]
    escape.activated.emit()  # offscreen windows are never active, so the key cannot reach it
    assert not window.panel.message_box.isVisibleTo(window)
    assert not window.moving_button  # a seat tap now opens the seat's menu again
    assert session.table.button_set == 1
    session.close()
