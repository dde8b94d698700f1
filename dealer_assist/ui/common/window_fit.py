"""Keep a top-level window, its title bar included, inside its screen's available area.

A window sized for a 1024x600 tablet opened 1024x600 under a window manager's title bar, which
pushed its bottom row off the screen; the director's opened taller than a 720-pixel screen.
`fit_into` sizes and moves a window into an area; `keep_on_screen` fits it when it is first
shown and once more when the window manager's frame is known (its size is unknown before).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QTimer
from PySide6.QtGui import QWindow
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid


def fit_into(window: QWidget, area: QRect) -> None:
    """Resize and move `window` so all of it, frame included, lies inside `area` (a screen's
    available geometry); never below its minimum size."""
    frame = window.frameGeometry()
    extra_w = max(0, frame.width() - window.width())
    extra_h = max(0, frame.height() - window.height())
    width = max(window.minimumWidth(), min(window.width(), area.width() - extra_w))
    height = max(window.minimumHeight(), min(window.height(), area.height() - extra_h))
    window.resize(width, height)
    x = min(max(frame.x(), area.left()), area.right() + 1 - width - extra_w)
    y = min(max(frame.y(), area.top()), area.bottom() + 1 - height - extra_h)
    window.move(max(area.left(), x), max(area.top(), y))


# Events after which the window manager's frame may be known: the window moved (placed), or
# its native window was exposed (a window framed where it asked to be is not moved).
FRAMED_AFTER = (QEvent.Type.Move, QEvent.Type.Expose)
# The only events the filter looks at: Qt also calls it while deleting the window (ChildRemoved
# as its layout goes, a property PySide sets), when the window must not be touched.
WATCHED = frozenset((QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.Close, *FRAMED_AFTER))
GIVE_UP_MS = 3000  # a window manager frames a window well within this


class _KeepOnScreen(QObject):
    """Watches its parent window until it is fitted with its frame, then stops.

    It keeps no Python reference to the window: one kept a window nobody else held alive until
    Python's exit, where PySide deletes what is left, and the filter, called on the half-deleted
    window (its wrapper gone), raised RuntimeError and the exit crashed (exit code -11)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.shown = False
        self.handle: QWindow | None = None

    def _window(self) -> QWidget | None:
        window = self.parent() if isValid(self) else None
        return window if isinstance(window, QWidget) and isValid(window) else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        kind = event.type()
        if kind not in WATCHED:
            return False
        window = self._window()
        if window is None:
            return False
        if kind in (QEvent.Type.Hide, QEvent.Type.Close) or window.isFullScreen():
            self.stop()
        elif watched is window and kind == QEvent.Type.Show and not self.shown:
            self.shown = True  # fitted once the window manager has placed it
            self.handle = window.windowHandle()
            if self.handle is not None:
                self.handle.installEventFilter(self)  # its Expose: mapped, frame and all
            QTimer.singleShot(0, self, self.fit)
            QTimer.singleShot(GIVE_UP_MS, self, self.stop)  # no window manager: no frame
        elif kind in FRAMED_AFTER and self.shown and window.frameGeometry() != window.geometry():
            self.stop()  # the title bar is on: fit again, frame included
            QTimer.singleShot(0, self, self.fit)
        return False

    def stop(self) -> None:
        window = self._window()
        if window is not None:
            window.removeEventFilter(self)
        if self.handle is not None and isValid(self.handle):
            self.handle.removeEventFilter(self)
        self.handle = None

    def fit(self) -> None:
        window = self._window()
        if window is None:
            return
        screen = window.screen()
        if screen is not None and not window.isFullScreen() and not window.isMaximized():
            fit_into(window, screen.availableGeometry())


def keep_on_screen(window: QWidget) -> None:
    """Fit `window` into its screen's available area when first shown, and again once the
    window manager's frame (title bar) is on it."""
    window.installEventFilter(_KeepOnScreen(window))
