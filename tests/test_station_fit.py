"""The station fits a 1024x600 tablet under a window manager's title bar, F11 gives it the whole
screen, and the award dialog shows five pots or six hands without scrolling.

Offscreen (no title bar): the window is fitted into 1024x575, what openbox leaves of a 1024x600
screen. The real screen, title bar and all, is tests/test_window_geometry.py's.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.geometry_check import problems
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QScrollArea
from pytestqt.qtbot import QtBot
from test_action_panel import FakeClock

from dealer_assist.core.hand.hand_state import Stakes
from dealer_assist.core.table.station_level import fixed_level
from dealer_assist.house_books import house_rules
from dealer_assist.store.table_session import TableSession
from dealer_assist.ui.common.shortcut_overlay import window_keys
from dealer_assist.ui.common.window_fit import fit_into
from dealer_assist.ui.station.table_station import TableStation

UNDER_A_TITLE_BAR = QRect(0, 0, 1024, 600 - 25)  # openbox's title bar is 20 px, its border 5


@pytest.fixture
def station(qtbot: QtBot, tmp_path: Path):
    session = TableSession.open(
        tmp_path / "t.journal",
        house_rules("ubetcha"),
        now_ms=FakeClock(),
        level=fixed_level(Stakes(100, 200)),
    )
    session.open_demo()
    window = TableStation(session, session.now_ms, rulings_factory=QLineEdit)
    qtbot.addWidget(window)
    window.resize(1024, 600)  # what it was: its minimum, so the title bar pushed it off
    window.show()
    qtbot.waitExposed(window)
    yield session, window
    session.close()


def settle(qtbot: QtBot) -> None:
    QApplication.processEvents()
    qtbot.wait(1)


def test_the_station_fits_under_a_title_bar_on_every_page(qtbot: QtBot, station) -> None:
    _session, window = station
    fit_into(window, UNDER_A_TITLE_BAR)
    settle(qtbot)
    # It used to refuse anything below 1024x600 (offscreen adds a frame of its own).
    assert UNDER_A_TITLE_BAR.contains(window.frameGeometry())
    panel = window.panel
    pages = {"between hands": lambda: None, "actions": panel.deal_button.click}
    pages["amount pad"] = panel.raise_button.click
    pages["back"] = panel.pad.back_button.click
    for page, go in pages.items():
        go()
        settle(qtbot)
        assert problems(window, area=UNDER_A_TITLE_BAR) == [], page
    for button in (panel.undo_button, panel.misdeal_button, panel.hands_button):
        assert button.isVisible() and window.rect().contains(
            QRect(button.mapTo(window, button.rect().topLeft()), button.size())
        ), button.text()


def test_f11_gives_the_station_the_whole_screen_and_back(qtbot: QtBot, station) -> None:
    _session, window = station
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    area = window.screen().availableGeometry()
    assert area.contains(window.frameGeometry()) or window.width() == window.minimumWidth()


def test_f11_is_listed_with_the_stations_keys_and_in_its_menu(station) -> None:
    _session, window = station
    keys = {entry.keys: entry.what for entry in window_keys(window)}
    assert any("F11" in k and "Full screen" in what for k, what in keys.items()), keys
    assert window.fullscreen_action in window.panel.hands_menu.actions()


def five_pots(window: TableStation):
    """Everyone all in with six different stacks: five pots, six hands to read."""
    panel = window.panel
    panel.deal_button.click()
    panel.all_in_button.click()
    for _ in range(5):
        panel.call_button.click()
    dialog = panel.open_award()
    assert dialog is not None and len(dialog.pots) == 5
    return dialog


def test_the_award_dialog_never_scrolls_sideways_even_on_a_narrow_screen(
    qtbot: QtBot, station
) -> None:
    """The offscreen screen is 800 px wide, narrower than the station's own minimum: the six
    hands still fit with their Pick… buttons, and the pots' seats wrap to more rows (which may
    scroll up and down) rather than hide sideways. At 1024x600 and up nothing scrolls at all
    (test_window_geometry.py)."""
    _session, window = station
    fit_into(window, UNDER_A_TITLE_BAR)
    settle(qtbot)
    dialog = five_pots(window)
    qtbot.waitExposed(dialog)
    screen = dialog.screen().availableGeometry()
    assert dialog.height() <= window.height()
    assert dialog.width() >= 0.9 * min(screen.width(), window.width())  # not a small box
    assert dialog.seats_a_row < 6  # 6 a row at 1024 px
    dialog.tabs.setCurrentIndex(0)
    settle(qtbot)
    assert problems(dialog, area=screen) == []
    dialog.tabs.setCurrentIndex(1)
    settle(qtbot)
    assert problems(dialog, area=screen, scroll_ok=False) == []
    assert all(
        area.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        for area in dialog.findChildren(QScrollArea)
    )
    assert all(button.isVisible() for button in dialog.pick_buttons.values())
    dialog.reject()


def test_the_rulings_pane_grows_with_the_station(qtbot: QtBot, tmp_path: Path) -> None:
    """At 1920x1080 the pane's text and targets grow as the panel's do (it stayed 1024x600
    sized, a small column of text on a big screen)."""
    session = TableSession.open(
        tmp_path / "t.journal",
        house_rules("ubetcha"),
        now_ms=FakeClock(),
        level=fixed_level(Stakes(100, 200)),
    )
    session.open_demo()
    window = TableStation(session, session.now_ms)  # the real rulings pane
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    window.show_rulings()
    settle(qtbot)
    box = window.rulings_pane.search_box
    small = (box.font().pixelSize(), box.height())
    window.resize(1920, 1080)
    settle(qtbot)
    big = (box.font().pixelSize(), box.height())
    assert big[0] >= round(small[0] * 1.5) and big[1] > small[1], (small, big)
    window.resize(1024, 600)
    settle(qtbot)
    assert (box.font().pixelSize(), box.height()) == small
    session.close()
