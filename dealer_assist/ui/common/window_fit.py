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
GIVE_UP_MS = 3000  # a window manager frames a window well within this


class _KeepOnScreen(QObject):
    """Watches its window until it is fitted with its frame, then stops: a filter left on a
    window crashed Python's exit when the window outlived it."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.shown = False
        self.handle: QWindow | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        window = self.window
        kind = event.type()
        if kind in (QEvent.Type.Hide, QEvent.Type.Close) or window.isFullScreen():
            self.stop()
        elif watched is window and kind == QEvent.Type.Show and not self.shown:
            self.shown = True  # fitted once the window manager has placed it
            self.handle = window.windowHandle()
            if self.handle is not None:
                self.handle.installEventFilter(self)  # its Expose: mapped, frame and all
            QTimer.singleShot(0, window, self.fit)
            QTimer.singleShot(GIVE_UP_MS, window, self.stop)  # no window manager: no frame
        elif kind in FRAMED_AFTER and self.shown and window.frameGeometry() != window.geometry():
            self.stop()  # the title bar is on: fit again, frame included
            QTimer.singleShot(0, window, self.fit)
        return False

    def stop(self) -> None:
        self.window.removeEventFilter(self)
        if self.handle is not None:
            self.handle.removeEventFilter(self)
            self.handle = None

    def fit(self) -> None:
        window = self.window
        screen = window.screen()
        if screen is not None and not window.isFullScreen() and not window.isMaximized():
            fit_into(window, screen.availableGeometry())


def keep_on_screen(window: QWidget) -> None:
    """Fit `window` into its screen's available area when first shown, and again once the
    window manager's frame (title bar) is on it."""
    window.installEventFilter(_KeepOnScreen(window))
