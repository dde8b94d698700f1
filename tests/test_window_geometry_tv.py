"""Ctrl+T asks where the TV clock opens, and with one screen it opens beside the director's
clock: never over its buttons (it used to open centred on the screen, covering them)."""

from __future__ import annotations

import pytest
from helpers.director import FakeClock, clock, window  # noqa: F401 - fixtures
from PySide6.QtCore import QMargins, QPoint, QRect, Qt
from pytestqt.qtbot import QtBot

from dealer_assist.ui.director.director_window import DirectorWindow
from dealer_assist.ui.director.tv_placement import Placement, beside, choices

OPENBOX = QMargins(1, 20, 1, 5)  # its title bar and borders


class FakeScreen:
    def __init__(self, name: str, width: int, height: int) -> None:
        self._name, self._size = name, QRect(0, 0, width, height)

    def name(self) -> str:
        return self._name

    def geometry(self) -> QRect:
        return self._size


def test_one_screen_offers_beside_the_clock_first_then_a_window() -> None:
    offered = choices([FakeScreen("eDP-1", 1280, 720)], 0)
    assert [c.placement for c in offered] == [Placement.BESIDE, Placement.WINDOW]
    assert offered[0].text == "On this screen, beside the director's clock"


def test_a_second_screen_is_offered_fullscreen_first() -> None:
    screens = [FakeScreen("eDP-1", 1280, 720), FakeScreen("HDMI-1", 1920, 1080)]
    offered = choices(screens, 0)
    assert offered[0].text == "Fullscreen on screen 2: HDMI-1 (1920×1080)"
    assert (offered[0].screen_index, offered[0].placement) == (1, Placement.FULLSCREEN)
    assert [c.placement for c in offered[1:]] == [Placement.BESIDE, Placement.WINDOW]
    # The director's own screen is never offered fullscreen (it would hide his controls).
    assert all(c.screen_index == 0 for c in offered if c.placement is not Placement.FULLSCREEN)


def test_beside_keeps_clear_of_the_clock_and_inside_the_screen() -> None:
    area = QRect(0, 0, 1024, 600)
    director = QRect(0, 0, 1024, 600)  # the whole screen, as it opens at 1024x600
    clock_column = QRect(1, 45, 330, 520)  # the mini clock and its buttons
    place = beside(area, director, clock_column, OPENBOX)
    assert place is not None
    framed = place.marginsAdded(OPENBOX)
    assert area.contains(framed) and not framed.intersects(clock_column)
    assert abs(place.width() / place.height() - 16 / 9) < 0.02
    assert place.width() >= 600  # the rest of the screen, not a stamp


def test_beside_prefers_free_screen_beside_the_window_when_it_is_larger() -> None:
    area = QRect(0, 0, 2560, 1440)
    director = QRect(0, 0, 1200, 900)
    clock_column = QRect(10, 40, 400, 700)
    place = beside(area, director, clock_column, OPENBOX)
    assert place is not None and place.left() > director.right()  # over nothing of his


def test_no_room_beside_says_none() -> None:
    area = QRect(0, 0, 800, 480)
    assert beside(area, QRect(0, 0, 800, 480), QRect(0, 0, 700, 480), OPENBOX) is None


@pytest.mark.qt_log_ignore("does not support grabbing the keyboard")  # a menu, offscreen
def test_ctrl_t_asks_and_beside_leaves_the_clock_buttons_in_view(
    qtbot: QtBot,
    window: DirectorWindow,  # noqa: F811 - the fixture
) -> None:
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    menu = window.tv_menu
    qtbot.waitUntil(menu.isVisible)
    texts = [a.text() for a in menu.actions() if not a.isSeparator() and a.text()]
    assert texts[-2:] == [
        "On this screen, beside the director's clock",
        "On this screen, as a window to move",
    ]
    assert menu.activeAction().text() == texts[0]  # Enter takes the likeliest
    assert window.tv_window() is None  # nothing opens before the choice
    qtbot.keyClick(menu, Qt.Key.Key_Return)
    tv = window.tv_window()
    qtbot.addWidget(tv)
    qtbot.waitExposed(tv)
    buttons = window.controls
    clear = QRect(buttons.mapToGlobal(QPoint(0, 0)), buttons.size())
    assert not tv.isFullScreen() and not tv.frameGeometry().intersects(clear)
    assert window.screen().availableGeometry().contains(tv.frameGeometry())
    tv.close()


def test_open_as_a_window_is_still_offered(
    qtbot: QtBot,
    window: DirectorWindow,  # noqa: F811 - the fixture
) -> None:
    tv = window.open_tv_clock(None, Placement.WINDOW)
    qtbot.addWidget(tv)
    assert tv.isVisible() and not tv.isFullScreen()
    tv.close()
