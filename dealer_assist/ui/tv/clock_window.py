"""The TV clock window: a `ClockView` fullscreen on the chosen screen (the second by default)."""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeyEvent, QKeySequence, QScreen
from PySide6.QtWidgets import QMainWindow, QWidget

from dealer_assist.core.clock_commands import BY_ACTION, ClockAction
from dealer_assist.ui.common.clock_keys import clock_keys
from dealer_assist.ui.common.shortcut_overlay import install_shortcut_overlay
from dealer_assist.ui.common.window_fit import fit_into, keep_on_screen
from dealer_assist.ui.tv.clock_view import ClockFeed, ClockView

if TYPE_CHECKING:
    from dealer_assist.device_settings import DeviceSettings
    from dealer_assist.ui.tv.alert_player import AlertPlayer

logger = logging.getLogger(__name__)

WINDOWED_SIZE = (1280, 720)


def choose_screen(
    screens: Sequence[QScreen],
    requested: int | None = None,
    *,
    display_screen: int | None | Literal["auto"] = "auto",
) -> QScreen:
    """Screen `requested` (0-based) if it exists, else the second screen, else the first.

    A TV is usually plugged in as the second screen while the director works on the first.
    Under X with several X screens, `display_screen` is the one DISPLAY names (`:0.1` is 1;
    "auto" reads it): Qt lists that screen first, so it is put back at its X number for
    `requested`, and it is the default when it is not screen 0 (DISPLAY=:0.1 means "there").
    """
    if not screens:
        raise RuntimeError("no screen to show the clock on")
    if display_screen == "auto":
        display_screen = x_display_screen()
    ordered = list(screens)
    if display_screen is not None and 0 < display_screen < len(ordered):
        ordered.insert(display_screen, ordered.pop(0))
    if requested is not None:
        if 0 <= requested < len(ordered):
            return ordered[requested]
        logger.warning(
            "there is no screen %d (screens 0..%d); using the default", requested, len(ordered) - 1
        )
    if display_screen is not None and 0 < display_screen < len(ordered):
        return ordered[display_screen]
    return ordered[1] if len(ordered) > 1 else ordered[0]


def screen_named(screens: Sequence[QScreen], name: str) -> int | None:
    """The index of the screen called `name` (the settings' TV screen), None when it is not
    plugged in (then the default screen is used)."""
    names = [screen.name() for screen in screens]
    return names.index(name) if name and name in names else None


def x_display_screen() -> int | None:
    """The X screen DISPLAY names (":0.1" is 1) when Qt runs on X, else None."""
    if QGuiApplication.platformName() != "xcb":
        return None
    match = re.fullmatch(r"[^:]*:\d+\.(\d+)", os.environ.get("DISPLAY", ""))
    return int(match.group(1)) if match else None


# Keys that drive a clock run in this process, as the clock commands for `on_command`: the
# same keys as the director's clock (core.clock_commands).
KEY_COMMANDS: dict[Qt.Key, ClockAction] = clock_keys()
# The window's own keys (keyPressEvent), for the F1 list.
WINDOW_KEYS: tuple[tuple[str, str], ...] = (
    ("F11", "Fullscreen on or off"),
    ("Esc", "Leave fullscreen"),
    ("S", "Test the alert sound (the banner says why when it is silent)"),
)


class ClockWindow(QMainWindow):
    """The room's clock. F11 toggles fullscreen; Esc leaves it.

    The window only presents; whoever owns the clock sets one of two hooks (neither for a
    display that follows the director):
    - `on_key(key) -> bool`: sees every other key first and says whether it used it;
    - `on_command(action)`: gets the ClockAction of a clock key (KEY_COMMANDS).

    Signals:
        first_painted(): the clock is on screen (its first paint done); work that can wait for
            it, such as setting up audio, may start.
    """

    first_painted = Signal()

    def __init__(
        self,
        feed: ClockFeed,
        *,
        player: AlertPlayer | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Dealer Assist - Clock")
        self.view = ClockView(feed, player=player, payouts_panel=True, parent=self)
        self.player = player
        self.setCentralWidget(self.view)
        self.on_key: Callable[[int], bool] | None = None
        self.on_command: Callable[[ClockAction], object] | None = None
        # Whoever sets `on_key` names its keys here, as (keys, what), for the F1 list.
        self.on_key_help: list[tuple[str, str]] = []
        self._painted = False
        install_shortcut_overlay(self)
        keep_on_screen(self)  # a window (not fullscreen) stays inside its screen, title bar too
        self.view.installEventFilter(self)
        self.resize(*WINDOWED_SIZE)

    def apply_settings(self, settings: DeviceSettings) -> None:
        """This device's TV settings: the payouts panel on or off (the dark theme is the only
        one; portrait or landscape follows the screen)."""
        self.view.set_payouts_panel(settings.tv_payouts)

    def set_player(self, player: AlertPlayer | None) -> None:
        """The player of the alert sounds (the `clock` command sets it after the first paint)."""
        self.player = player
        self.view.set_player(player)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if not self._painted and watched is self.view and event.type() == QEvent.Type.Paint:
            self._painted = True
            self.view.removeEventFilter(self)
            QTimer.singleShot(0, self, self.first_painted.emit)  # once the paint is done
        return False

    def show_on(self, screen: QScreen, *, fullscreen: bool = True) -> None:
        """Show on `screen`, fullscreen or as a window centred on it."""
        self.setScreen(screen)
        if fullscreen:
            # Without a window manager showFullScreen() keeps the size hint: set the geometry.
            self.setGeometry(screen.geometry())
            self.showFullScreen()
        else:
            area = screen.availableGeometry()
            width = min(WINDOWED_SIZE[0], area.width())
            height = min(WINDOWED_SIZE[1], area.height())
            self.setGeometry(
                area.x() + (area.width() - width) // 2,
                area.y() + (area.height() - height) // 2,
                width,
                height,
            )
            self.showNormal()
            fit_into(self, area)  # title bar included (once the window manager's is known)
        self._update_cursor()

    def toggle_fullscreen(self) -> None:
        screen = self.screen() or QGuiApplication.primaryScreen()
        self.show_on(screen, fullscreen=not self.isFullScreen())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt name)
        key = event.key()
        if key == Qt.Key.Key_F11:
            self.toggle_fullscreen()
        elif key == Qt.Key.Key_Escape and self.isFullScreen():
            self.toggle_fullscreen()
        elif key == Qt.Key.Key_S:
            self.test_sound()
        elif self.on_key is not None and self.on_key(key):
            self.view.refresh()
        elif self.on_command is not None and key in KEY_COMMANDS:
            self.on_command(KEY_COMMANDS[Qt.Key(key)])
        else:
            super().keyPressEvent(event)

    def key_help(self) -> list[tuple[str, str, str]]:
        """The keys keyPressEvent handles, as (group, keys, what), for the shortcut overlay."""
        rows = [("Screen", keys, what) for keys, what in WINDOW_KEYS]
        if self.on_key is not None:
            rows += [("Clock", keys, what) for keys, what in self.on_key_help]
        elif self.on_command is not None:
            for key, command in KEY_COMMANDS.items():
                rows.append(("Clock", QKeySequence(key).toString(), BY_ACTION[command].words))
        return rows

    def test_sound(self) -> str | None:
        """S: play the level-change sound and say so on the banner (or why it is silent),
        so whoever sets up the room hears the speakers work. None when it played."""
        from dealer_assist.core.clock.alerts import AlertKind

        reason = "this clock plays no sounds" if self.player is None else self.player.test_sound()
        if reason is None:
            self.view.show_notice("SOUND CHECK", AlertKind.LEVEL_CHANGED)
        else:
            self.view.show_notice(f"NO SOUND: {reason}".upper(), AlertKind.ONE_MINUTE_LEFT)
        return reason

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.view.timer().stop()
        super().closeEvent(event)

    def _update_cursor(self) -> None:
        # A mouse pointer parked on a TV is noise; hide it only while fullscreen.
        if self.isFullScreen():
            self.setCursor(Qt.CursorShape.BlankCursor)
        else:
            self.unsetCursor()
