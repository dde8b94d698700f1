"""The keyboard-shortcut overlay (F1 or ?): it lists the keys each window really has, and every
key it lists does something."""

from __future__ import annotations

import pytest
from helpers.director import clock, window  # noqa: F401 - fixtures
from helpers.station_desk import station  # noqa: F401 - fixture
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from pytestqt.qtbot import QtBot

from dealer_assist.app_clock import MemoryClockFeed
from dealer_assist.resources import resource_path
from dealer_assist.ui.common.shortcut_dialog import ShortcutOverlay
from dealer_assist.ui.common.shortcut_overlay import grouped, window_keys
from dealer_assist.ui.director.director_window import TV_KEYS, DirectorWindow, tv_key_help
from dealer_assist.ui.station.action_panel import PAGE_ACTIONS, PAGE_PAD
from dealer_assist.ui.station.table_station import TableStation
from dealer_assist.ui.tv.clock_window import KEY_COMMANDS, ClockWindow

T0 = 1_700_000_000_000
NATIVE = QKeySequence.SequenceFormat.NativeText


def _overlay(qtbot: QtBot, parent) -> ShortcutOverlay:
    qtbot.waitUntil(lambda: parent.findChild(ShortcutOverlay) is not None, timeout=2000)
    overlay = parent.findChild(ShortcutOverlay)
    assert overlay.isVisible()
    return overlay


def _close_with_escape(qtbot: QtBot, overlay: ShortcutOverlay) -> None:
    qtbot.waitUntil(overlay.isActiveWindow, timeout=2000)  # it takes the keys once shown
    qtbot.waitUntil(overlay.isActiveWindow, timeout=2000)  # it takes the keys once shown
    qtbot.keyClick(overlay, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not overlay.isVisible(), timeout=2000)


def _key(text: str) -> QKeySequence:
    return QKeySequence.fromString(text, QKeySequence.SequenceFormat.PortableText)


def test_f1_and_question_mark_open_the_directors_keys_and_esc_closes_them(
    qtbot: QtBot,
    window: DirectorWindow,  # noqa: F811 - the fixture
) -> None:
    for key in (Qt.Key.Key_F1, Qt.Key.Key_Question):
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        qtbot.keyClick(window, key)
        overlay = _overlay(qtbot, window)
        text = overlay.text.text()
        assert "Ctrl+G" in text and "Go to level or break" in text
        assert "Space (on the clock), Ctrl+Space" in text
        _close_with_escape(qtbot, overlay)
        overlay.deleteLater()
        qtbot.waitUntil(lambda: window.findChild(ShortcutOverlay) is None)


def test_every_menu_key_of_the_director_is_listed_under_its_menu(
    window: DirectorWindow,  # noqa: F811 - the fixture
) -> None:
    listed = {(e.group, e.what): e.keys for e in window_keys(window)}
    count = 0
    for top in window.menuBar().actions():
        for action in top.menu().actions():
            keys = [k.toString(NATIVE) for k in action.shortcuts() if not k.isEmpty()]
            if action.menu() is None and keys:
                line = listed[
                    (top.text().replace("&", ""), action.text().replace("&", "").strip(" ◀▶↶↷"))
                ]
                assert all(k in line for k in keys), (action.text(), line)
                count += 1
    assert count >= 15
    groups = [group for group, _entries in grouped(window_keys(window))]
    assert groups[:4] == ["Tournament", "Edit", "Clock", "View"]


def test_a_key_added_to_a_menu_shows_in_the_list_at_once(
    window: DirectorWindow,  # noqa: F811 - the fixture
) -> None:
    # The list is read from the window when it opens: nothing to keep in step by hand.
    menu = window.menuBar().actions()[0].menu()
    action = QAction("Print seat cards", window)
    action.setShortcut(QKeySequence("Ctrl+Shift+P"))
    menu.addAction(action)
    assert "Ctrl+Shift+P\tPrint seat cards" in window.shortcut_lines()
    menu.removeAction(action)
    assert "Ctrl+Shift+P\tPrint seat cards" not in window.shortcut_lines()


@pytest.fixture
def tv(qtbot: QtBot) -> ClockWindow:
    toml = resource_path("structures", "demo.toml").read_text(encoding="utf-8")
    feed = MemoryClockFeed.running("Demo", toml, lambda: T0)
    tv_window = ClockWindow(feed)
    qtbot.addWidget(tv_window)
    tv_window.show_on(tv_window.screen(), fullscreen=False)
    qtbot.waitExposed(tv_window)
    return tv_window


def test_the_tv_clocks_own_keys_each_do_what_the_list_says(qtbot: QtBot, tv: ClockWindow) -> None:
    commands: list[str] = []
    tv.on_command = commands.append
    entries = window_keys(tv)
    clock_rows = [e for e in entries if e.group == "Clock"]
    assert len(clock_rows) == len(set(KEY_COMMANDS.values()))  # a line per command
    for entry in clock_rows:
        for text in entry.keys.split(", "):
            qtbot.keyClick(tv, Qt.Key(_key(text)[0].key()))
    assert commands == list(KEY_COMMANDS.values())  # every key listed, each doing its command
    # F11 as listed: fullscreen and back.
    assert any(e.keys == "F11" for e in entries)
    qtbot.keyClick(tv, Qt.Key.Key_F11)
    qtbot.waitUntil(tv.isFullScreen)
    qtbot.keyClick(tv, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not tv.isFullScreen())


def test_the_tv_opened_by_the_director_lists_the_directors_clock_keys(
    qtbot: QtBot, tv: ClockWindow
) -> None:
    seen: list[int] = []
    tv.on_key = lambda key: seen.append(key) or True
    tv.on_key_help = tv_key_help()
    rows = [e for e in window_keys(tv) if e.group == "Clock"]
    for entry in rows:
        for text in entry.keys.split(", "):
            qtbot.keyClick(tv, Qt.Key(_key(text)[0].key()))
    assert sorted(seen) == sorted(TV_KEYS)  # every key listed, and no key left out


def test_question_mark_and_f1_open_the_tv_list(qtbot: QtBot, tv: ClockWindow) -> None:
    for key in (Qt.Key.Key_Question, Qt.Key.Key_F1):
        tv.activateWindow()
        qtbot.waitUntil(tv.isActiveWindow)
        qtbot.keyClick(tv, key)
        overlay = _overlay(qtbot, tv)
        assert "Fullscreen on or off" in overlay.text.text()
        _close_with_escape(qtbot, overlay)
        overlay.deleteLater()
        qtbot.waitUntil(lambda: tv.findChild(ShortcutOverlay) is None)


def test_question_mark_opens_the_stations_keys_f1_stays_the_rulings(
    qtbot: QtBot, station: TableStation
) -> None:
    station.activateWindow()
    qtbot.waitUntil(station.isActiveWindow)
    qtbot.keyClick(station, Qt.Key.Key_Question)
    overlay = _overlay(qtbot, station)
    text = overlay.text.text()
    for words in ("Rulings: search the house book", "Check or call", "Amount pad", "Ctrl+Z"):
        assert words in text
    assert "F1" in text and "?" in text
    _close_with_escape(qtbot, overlay)
    assert station.isVisible()


def test_each_listed_action_and_pad_key_does_what_it_says(
    qtbot: QtBot, station: TableStation
) -> None:
    panel = station.panel
    if station.session.legal_actions() is None:
        panel.deal_button.click()
    to_act = lambda: station.session.legal_actions().seat  # noqa: E731

    def press(text: str) -> None:
        qtbot.keyClick(station, Qt.Key(_key(text)[0].key()))

    def typed(digits: str, *keys: str) -> int:  # the amount after a clear, digits and keys
        panel.pad.press("C")
        qtbot.keyClicks(station, digits)
        for key in keys:
            press(key)
        return panel.pad.amount

    def acted(key: str) -> bool:  # the turn moves on
        seat = to_act()
        press(key)
        return to_act() != seat and panel.pages.currentIndex() == PAGE_ACTIONS

    def raised() -> bool:  # the pad opens at the smallest raise; Enter makes it
        legal = station.session.legal_actions()
        press("R")
        on_pad = panel.pages.currentIndex() == PAGE_PAD and panel.pad.amount == legal.min_to
        seat = to_act()
        press("Enter")
        return on_pad and to_act() != seat

    def escaped() -> bool:
        press("R")
        press("Esc")
        return panel.pages.currentIndex() == PAGE_ACTIONS

    checks = {
        ("Actions (seat to act)", "F"): lambda: acted("F"),
        ("Actions (seat to act)", "C"): lambda: acted("C"),
        ("Actions (seat to act)", "R"): raised,
        ("Actions (seat to act)", "A"): lambda: acted("A"),
        ("Amount pad", "0-9"): lambda: press("R") or typed("507") == 507,
        ("Amount pad", "Backspace"): lambda: typed("45", "Backspace") == 4,
        ("Amount pad", "Del, C"): lambda: typed("4", "Del") == 0 == typed("4", "C"),
        ("Amount pad", "Enter"): lambda: escaped() and raised(),
        ("Amount pad", "Esc"): escaped,
    }
    rows = [e for e in window_keys(station) if e.group in {g for g, _k in checks}]
    assert {(e.group, e.keys) for e in rows} == set(checks)  # a check for each key listed
    order = ["0-9", "Backspace", "Del, C", "Esc", "Enter", "R", "F", "C", "A"]
    for entry in sorted(rows, key=lambda e: order.index(e.keys)):
        assert checks[(entry.group, entry.keys)](), entry
