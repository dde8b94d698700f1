"""The director's window fits the screens it is used on: no control overlaps a sibling or falls
outside the window at 1024x600, 1280x720 and 1920x1080, and it opens inside its screen."""

from __future__ import annotations

import pytest
from helpers.director import FakeClock, clock, window  # noqa: F401 - fixtures
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QLabel,
    QStatusBar,
    QTabBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from dealer_assist.ui.director.director_window import DirectorWindow

CONTROLS = (QAbstractButton, QAbstractItemView, QTabBar, QLabel, QStatusBar)
# A title bar and frame a window manager adds (openbox: about 25 px), so the client is smaller.
FRAME_H = 30


def _controls(window: QWidget) -> list[QWidget]:
    return [
        w
        for w in window.findChildren(QWidget)
        if isinstance(w, CONTROLS)
        and w.isVisibleTo(window)
        and w.window() is window
        # A scroll area's view or a header's own buttons are parts of their control.
        and not isinstance(w.parentWidget(), (QAbstractItemView, QTabBar))
    ]


def _rect_in_window(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def _problems(window: QWidget) -> list[str]:
    problems = []
    inside = window.rect()
    controls = _controls(window)
    for widget in controls:
        rect = _rect_in_window(widget, window)
        if rect.width() <= 0 or rect.height() <= 0:
            continue
        if not inside.contains(rect):
            name = widget.objectName() or type(widget).__name__
            text = getattr(widget, "text", lambda: "")()
            problems.append(f"{name} {text!r} at {rect} is outside the window {inside}")
    by_parent: dict[int, list[QWidget]] = {}
    for widget in controls:
        by_parent.setdefault(id(widget.parentWidget()), []).append(widget)
    for siblings in by_parent.values():
        for i, a in enumerate(siblings):
            for b in siblings[i + 1 :]:
                if a.geometry().intersects(b.geometry()):
                    texts = [getattr(w, "text", lambda: "")() for w in (a, b)]
                    problems.append(
                        f"{texts[0]!r} {a.geometry()} overlaps {texts[1]!r} {b.geometry()}"
                    )
    return problems


@pytest.mark.parametrize(("width", "height"), [(1024, 600), (1280, 720), (1920, 1080)])
def test_every_director_control_fits_without_overlap(
    qtbot: QtBot, window: DirectorWindow, width: int, height: int
) -> None:
    window.editor  # noqa: B018 - the structure editor is built, as after the first paint
    window.fit_into(QRect(0, 0, width, height - FRAME_H))
    QApplication.processEvents()
    qtbot.waitUntil(lambda: window.height() <= height - FRAME_H)
    assert window.width() <= width and window.height() <= height - FRAME_H
    assert window.statusBar().isVisible()
    assert _problems(window) == []


def test_the_window_opens_inside_its_screen(qtbot: QtBot, window: DirectorWindow) -> None:
    area = QRect(0, 0, 1280, 720 - FRAME_H)
    window.resize(1600, 960)  # what a larger screen's last size would ask
    window.fit_into(area)
    QApplication.processEvents()
    assert area.contains(QRect(window.pos(), window.size()))
