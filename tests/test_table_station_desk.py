"""The station on a real night: desk keys, straddle, board entry, export, a 1024x600 tablet."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QLineEdit

from dealer_assist import cli
from dealer_assist.core.hand.hand_events import ActionKind
from dealer_assist.core.hand.hand_state import Phase, Stakes
from dealer_assist.core.rules.house_rules import Decision
from dealer_assist.core.table.station_level import fixed_level
from dealer_assist.house_books import house_rules
from dealer_assist.store.table_session import TableSession
from dealer_assist.ui.station.action_panel import (
    PAGE_ACTIONS,
    PAGE_BOARD,
    PAGE_DONE,
    PAGE_IDLE,
    PAGE_PAD,
    PAGE_SHOWDOWN,
)
from dealer_assist.ui.station.table_station import TableStation

START_MS = 1_700_000_000_000


class FakeClock:
    def __init__(self) -> None:
        self.now = START_MS

    def __call__(self) -> int:
        return self.now


def open_station(qtbot, tmp_path: Path, book: str = "ubetcha", **panel: object):
    session = TableSession.open(
        tmp_path / "t.journal",
        house_rules(book),
        now_ms=FakeClock(),
        level=fixed_level(Stakes(100, 200)),
        hands_dir=tmp_path / "hands" / "demo",
    )
    session.open_demo()
    window = TableStation(session, session.now_ms, rulings_factory=QLineEdit)
    qtbot.addWidget(window)
    return session, window


@pytest.fixture
def demo(qtbot, tmp_path: Path):
    session, window = open_station(qtbot, tmp_path)
    yield session, window
    session.close()


def key(qtbot, window: TableStation, text: str) -> None:
    qt_key = {"\r": Qt.Key.Key_Return, "\b": Qt.Key.Key_Backspace}.get(text)
    if qt_key is None:
        qt_key = getattr(Qt.Key, f"Key_{text.upper()}")
    qtbot.keyClick(window, qt_key)


def to_the_flop(session: TableSession) -> None:
    """Everyone calls, the big blind checks: the flop betting begins."""
    for _ in range(5):
        session.act(ActionKind.CALL)
    session.act(ActionKind.CHECK)


# -- desk keys ----------------------------------------------------------------------------------


def test_desk_keys_fold_call_raise_and_all_in(qtbot, demo) -> None:
    session, window = demo
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    panel = window.panel
    panel.deal_button.click()
    key(qtbot, window, "f")  # seat 4 folds
    assert session.hand.seat(4).folded and session.hand.to_act == 5
    key(qtbot, window, "c")  # seat 5 calls 200
    assert session.hand.seat(5).street_bet == 200
    key(qtbot, window, "r")  # seat 6: the pad
    assert panel.pages.currentIndex() == PAGE_PAD
    for text in "c1500":  # on the pad, C clears: it is not check/call
        key(qtbot, window, text)
    assert panel.pad.amount == 1500 and session.hand.to_act == 6
    key(qtbot, window, "\b")
    assert panel.pad.amount == 150
    key(qtbot, window, "0")
    key(qtbot, window, "\r")
    assert session.hand.seat(6).street_bet == 1500 and panel.pages.currentIndex() == PAGE_ACTIONS
    key(qtbot, window, "a")  # seat 1 all-in
    assert session.hand.seat(1).all_in
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not session.hand.seat(1).all_in and session.hand.to_act == 1


def test_letters_typed_in_the_rulings_search_never_act(qtbot, demo) -> None:
    session, window = demo
    window.panel.deal_button.click()
    window.show_rulings()
    search = window.rulings_pane
    assert isinstance(search, QLineEdit)
    qtbot.keyClicks(search, "fold")
    key(qtbot, window, "f")  # the rulings page is up: the window ignores it too
    assert search.text() == "fold"
    assert not session.hand.seat(4).folded and session.hand.to_act == 4


def test_between_hands_the_action_keys_do_nothing(qtbot, demo) -> None:
    session, window = demo
    for text in "fcra":
        key(qtbot, window, text)
    assert session.hand is None and window.panel.pages.currentIndex() == PAGE_IDLE


# -- straddle -----------------------------------------------------------------------------------


def test_ubetcha_straddle_marked_before_the_deal(qtbot, demo) -> None:
    """Ubetcha RULES FOR USING BLINDS 5: live straddle of 2x the big blind, left of the big blind,
    for one hand: the toggle is off again for the next deal."""
    session, window = demo
    panel = window.panel
    toggle = panel.straddle_buttons[0]
    assert toggle.isVisibleTo(panel) and not panel.straddle_notes[0].isVisibleTo(panel)
    toggle.click()
    panel.deal_button.click()
    assert session.hand.positions.straddle == 4
    view = window.ring.view
    assert view.seat(4).bet == 400 and view.seat(5).to_act
    assert "Seat 5" in panel.to_act.text() and "to call 400" in panel.to_act.text()
    assert not panel.straddle_wanted and not toggle.isChecked()


def test_applewood_explains_there_is_no_straddle(qtbot, tmp_path: Path) -> None:
    """Applewood BETTING 1: no straddling; the control is replaced by the rule."""
    session, window = open_station(qtbot, tmp_path, "applewood")
    panel = window.panel
    label = house_rules("applewood").cite(Decision.STRADDLE).label
    assert label == "Applewood, BETTING 1"
    for button, note in zip(panel.straddle_buttons, panel.straddle_notes, strict=True):
        assert not button.isVisibleTo(panel)
        assert label in note.text()
    assert panel.straddle_notes[0].isVisibleTo(panel)
    session.close()


def test_a_straddle_the_plan_refuses_is_shown_with_its_rule(qtbot, demo) -> None:
    """Ubetcha: the seat left of the big blind is away, so no straddle; nothing is dealt."""
    session, window = demo
    panel = window.panel
    menu = window.seat_menu(4)
    next(a for a in menu.actions() if "away" in a.text()).trigger()
    panel.straddle_buttons[0].click()
    panel.deal_button.click()
    assert session.hand is None
    assert "absent and cannot straddle" in panel.message.text()
    assert house_rules("ubetcha").cite(Decision.STRADDLE).label in panel.message.text()


# -- the board ----------------------------------------------------------------------------------


def test_the_flop_and_turn_picked_with_rank_and_suit_buttons(qtbot, demo) -> None:
    session, window = demo
    panel = window.panel
    panel.deal_button.click()
    assert not panel.board_button.isVisibleTo(panel)  # preflop: no board
    to_the_flop(session)
    panel.refresh()
    assert panel.board_button.isVisibleTo(panel) and panel.board_button.text() == "Flop…"
    panel.board_button.click()
    assert panel.pages.currentIndex() == PAGE_BOARD
    picker = panel.picker
    picker.rank_buttons["A"].click()
    picker.suit_buttons["h"].click()
    picker.pick("Kd")
    assert not panel.board_confirm.isEnabled()
    assert "A♥ is picked already" in picker.pick("Ah")
    picker.pick("7c")
    assert picker.display.text() == "A♥  K♦  7♣" and panel.board_confirm.isEnabled()
    panel.board_confirm.click()
    assert session.hand.board == ("Ah", "Kd", "7c")
    assert panel.pages.currentIndex() == PAGE_ACTIONS
    assert "A♥ K♦ 7♣" in panel.pot_view.title.text()
    for _ in range(6):
        session.act(ActionKind.CHECK)
    panel.refresh()
    assert panel.board_button.text() == "Turn…"
    panel.board_button.click()
    assert "K♦ is already on the board" in picker.pick("Kd")
    for text in "ts\r":  # the keyboard picks too: T, then spades, Enter records
        key(qtbot, window, text)
    assert session.hand.board == ("Ah", "Kd", "7c", "Ts")


def test_cards_speak_uses_the_board_as_dealt(qtbot, demo) -> None:
    session, window = demo
    panel = window.panel
    panel.deal_button.click()
    session.act(ActionKind.CALL)  # seat 4
    for _ in range(4):
        session.act(ActionKind.FOLD)
    session.act(ActionKind.CHECK)  # big blind
    for street in (["Ah", "Kd", "7c"], ["7s"], ["2d"]):
        session.deal_board(street)
        session.act(ActionKind.CHECK)
        session.act(ActionKind.CHECK)
    panel.refresh()
    assert panel.pages.currentIndex() == PAGE_SHOWDOWN
    dialog = panel.open_award()
    assert dialog is not None
    assert not dialog.board_edit.isVisibleTo(dialog)
    assert dialog.board_label.text().startswith("A♥  K♦  7♣  7♠  2♦")
    dialog.card_edits[3].setText("Ad Qc")  # the ace of hearts is on the board: refused
    dialog.card_edits[4].setText("Ah Qs")
    dialog.award_by_cards()
    assert "Ah is already on the board" in dialog.error.text()
    dialog.card_edits[4].setText("Kh Qs")
    dialog.award_by_cards()
    dialog.confirm_button.click()  # the reading confirmed (issue [6/13])
    assert session.hand.phase is Phase.COMPLETE
    ((_pot, payouts, _left),) = session.hand.awarded
    assert [seat for seat, _chips in payouts] == [3]  # aces and sevens beat kings and sevens


def test_hole_cards_and_the_rest_of_the_board_picked_by_touch(qtbot, demo) -> None:
    """All-in before the flop with no board entered: the picker fills the board and the hands,
    refusing a card already used; the hands are read and the board is recorded."""
    session, window = demo
    panel = window.panel
    panel.deal_button.click()
    session.act(ActionKind.ALL_IN)  # seat 4
    session.act(ActionKind.CALL)  # seat 5, all-in for 4,200
    for _ in range(4):
        session.act(ActionKind.FOLD)
    panel.refresh()
    dialog = panel.open_award()
    dialog.tabs.setCurrentIndex(1)
    board = dialog.pick_cards(None)
    for card in ("Ah", "Kd", "7c", "7s", "2d"):
        board.picker.pick(card)
    board.ok.click()
    assert dialog.board_edit.text() == "Ah Kd 7c 7s 2d"
    seat5 = dialog.pick_cards(5)
    assert "already on the table" in seat5.picker.pick("Kd")
    seat5.picker.pick("As")
    seat5.picker.pick("Ad")
    seat5.ok.click()
    seat4 = dialog.pick_cards(4)
    assert "A♠ is already on the table" in seat4.picker.pick("As")
    assert not seat4.ok.isEnabled()
    seat4.picker.pick("2s")
    seat4.picker.pick("3s")
    seat4.ok.click()
    assert dialog.card_edits[4].text() == "2s 3s" and dialog.card_edits[5].text() == "As Ad"
    dialog.read_button.click()
    dialog.confirm_button.click()  # the reading confirmed (issue [6/13])
    assert session.hand.phase is Phase.COMPLETE
    assert session.hand.board == ("Ah", "Kd", "7c", "7s", "2d")


# -- hand histories -----------------------------------------------------------------------------


def test_export_last_and_all_hands_replay_to_the_same_payouts(
    qtbot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    chosen: list[tuple[str, str]] = []
    target = {"hand-1.json": tmp_path / "out" / "last.json", "hands.json": tmp_path / "all.json"}

    def choose(title: str, suggested: str) -> str:
        chosen.append((title, suggested))
        return str(target[suggested])

    session, window = open_station(qtbot, tmp_path)
    panel = window.panel
    panel.choose_path = choose
    assert panel.export_last_hand() is None and "nothing to export" in panel.message.text()
    panel.deal_button.click()
    session.act(ActionKind.ALL_IN)  # seat 4, 30,000
    session.act(ActionKind.ALL_IN)  # seat 5, 4,200
    session.act(ActionKind.CALL)  # seat 6, 15,000 all-in
    for _ in range(3):
        session.act(ActionKind.FOLD)
    panel.refresh()
    session.award_by_cards({4: "AsAd", 5: "KhKc", 6: "QsQd"}, "2c 3d 8h 9s Jc")
    panel.refresh()
    assert panel.pages.currentIndex() == PAGE_DONE
    panel.next_button.click()  # settles hand 1 (written to disk) and deals hand 2
    auto = tmp_path / "hands" / "demo" / "1.json"
    assert auto.is_file()
    last = panel.export_last_hand()
    assert last == target["hand-1.json"] and "Exported to" in panel.message.text()
    data = json.loads(last.read_text(encoding="utf-8"))
    assert data == json.loads(auto.read_text(encoding="utf-8"))
    assert cli.main(["hand", "replay", str(last), "--json"]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["payouts"] == data["payouts"] and len(data["pots"]) == 2
    assert replayed["final_stacks"] == data["final_stacks"]
    everything = panel.export_all_hands()
    assert everything is not None
    assert [h["hand_number"] for h in json.loads(everything.read_text())["hands"]] == [1]
    assert [s for _t, s in chosen] == ["hand-1.json", "hands.json"]
    session.close()


def test_an_export_cancelled_writes_nothing(qtbot, tmp_path: Path) -> None:
    session, window = open_station(qtbot, tmp_path)
    panel = window.panel
    panel.choose_path = lambda _title, _name: None
    panel.deal_button.click()
    for _ in range(5):
        session.act(ActionKind.FOLD)
    panel.refresh()
    panel.open_award()
    panel.next_button.click()
    assert panel.export_last_hand() is None
    assert list(tmp_path.rglob("*.json")) == [tmp_path / "hands" / "demo" / "1.json"]
    session.close()


# -- a 1024x600 tablet --------------------------------------------------------------------------


def visible_buttons(window: TableStation) -> list[QAbstractButton]:
    return [b for b in window.findChildren(QAbstractButton) if b.isVisible()]


def check_targets(window: TableStation, where: str) -> None:
    frame = QRect(QPoint(0, 0), window.size())
    for button in visible_buttons(window):
        rect = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
        name = button.text() or button.accessibleName() or type(button).__name__
        assert frame.contains(rect), f"{name!r} is cut off ({where})"
        assert button.height() >= 48 and button.width() >= 48, f"{name!r} too small ({where})"


@pytest.mark.parametrize("book", ["ubetcha", "applewood"])
def test_every_page_fits_a_1024x600_tablet_with_big_targets(
    qtbot, tmp_path: Path, book: str
) -> None:
    session, window = open_station(qtbot, tmp_path, book)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    panel = window.panel
    check_targets(window, "between hands")
    panel.deal_button.click()
    qtbot.wait(1)
    check_targets(window, "actions")
    for button in (panel.fold_button, panel.call_button, panel.raise_button, panel.all_in_button):
        assert button.height() >= 64, button.text()
    panel.raise_button.click()
    qtbot.wait(1)
    check_targets(window, "pad")
    panel.pad.back_button.click()
    to_the_flop(session)
    panel.refresh()
    panel.board_button.click()
    qtbot.wait(1)
    assert panel.pages.currentIndex() == PAGE_BOARD
    check_targets(window, "board picker")
    panel.board_back.click()
    while session.legal_actions() is not None:  # checked down; the board is optional
        session.act(ActionKind.CHECK)
    panel.refresh()
    qtbot.wait(1)
    assert panel.pages.currentIndex() == PAGE_SHOWDOWN
    check_targets(window, "showdown")
    dialog = panel.open_award()
    dialog.pick(0, 1)
    dialog.award_picked()
    qtbot.wait(1)
    assert panel.pages.currentIndex() == PAGE_DONE
    check_targets(window, "hand over")
    session.close()


def test_the_last_hand_exports_as_phh_that_replays_to_the_same_payouts(
    qtbot, tmp_path: Path, capsys
) -> None:
    """[6/13]: the station's Hands menu writes any hand as PHH; `hand replay FILE.phh` reads it."""
    target = tmp_path / "hand-1.phh"
    session, window = open_station(qtbot, tmp_path)
    panel = window.panel
    panel.choose_path = lambda _title, suggested: str(target) if suggested == "hand-1.phh" else None
    assert panel.export_last_hand_phh() is None and "nothing to export" in panel.message.text()
    panel.deal_button.click()
    session.act(ActionKind.ALL_IN)
    session.act(ActionKind.ALL_IN)
    session.act(ActionKind.CALL)
    for _ in range(3):
        session.act(ActionKind.FOLD)
    panel.refresh()
    session.award_by_cards({4: "AsAd", 5: "KhKc", 6: "QsQd"}, "2c 3d 8h 9s Jc")
    panel.refresh()
    panel.next_button.click()
    json_history = session.last_hand_history()
    exported = panel.export_last_hand_phh()
    assert exported == target, panel.message.text()
    text = target.read_text(encoding="utf-8")
    assert "variant = 'NT'" in text or 'variant = "NT"' in text
    assert cli.main(["hand", "replay", str(target), "--json"]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["final_stacks"] == json_history["final_stacks"]
    session.close()
