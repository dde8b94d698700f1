"""The director's window fits the screens it is used on: at 1024x600, 1280x720 and 1920x1080,
and at its narrowest, every control is whole and in view, none overlaps another, no text or
tab is cut (the shared checker, tests/helpers/geometry_check.py); it opens inside its screen."""

from __future__ import annotations

import pytest
from helpers.director import FakeClock, clock, window  # noqa: F401 - fixtures
from helpers.geometry_check import problems
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dealer_assist.ui.director.director_window import DirectorWindow

# A title bar and frame a window manager adds (openbox: about 25 px), so the client is smaller.
FRAME_H = 30
SMALLEST = QRect(0, 0, 1024, 600 - FRAME_H)  # a 1024x600 tablet, less the title bar


def _settled(qtbot: QtBot, window: DirectorWindow) -> None:
    """The first backup's line is in the status bar and every layout has caught up."""
    window.editor  # noqa: B018 - the structure editor is built, as after the first paint
    qtbot.waitUntil(lambda: not window.backup_runner().busy())
    QApplication.processEvents()


@pytest.mark.parametrize(("width", "height"), [(1024, 600), (1280, 720), (1920, 1080)])
def test_every_director_control_fits_without_overlap(
    qtbot: QtBot, window: DirectorWindow, width: int, height: int
) -> None:
    area = QRect(0, 0, width, height - FRAME_H)
    window.resize(min(1600, width), min(960, height))  # as app._present sizes it
    window.fit_into(area)
    _settled(qtbot, window)
    assert area.contains(window.geometry())
    assert window.statusBar().isVisible()
    assert problems(window, area=area) == []


def test_the_narrowest_window_fits_everything_and_the_smallest_screen(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    window.resize(1, 1)  # as narrow and short as the director can drag it
    _settled(qtbot, window)
    assert window.width() < SMALLEST.width() and window.height() <= SMALLEST.height()
    window.move(0, 0)
    assert problems(window, area=SMALLEST) == []


def test_the_window_opens_inside_its_screen(qtbot: QtBot, window: DirectorWindow) -> None:
    area = QRect(0, 0, 1280, 720 - FRAME_H)
    window.resize(1600, 960)  # what a larger screen's last size would ask
    window.fit_into(area)
    QApplication.processEvents()
    assert area.contains(QRect(window.pos(), window.size()))
