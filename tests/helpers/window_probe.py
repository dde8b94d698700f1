"""Launch a real window as a user would (the `dealer-assist` command line, xcb, under the X
server and window manager of DISPLAY), bring it to the states a person sees, and at each one
check its geometry (helpers/geometry_check.py) and save a screenshot of the whole screen.

Usage: python window_probe.py SCENE OUT_DIR   (SCENE: director, clock, station)

Writes OUT_DIR/SCENE.json: {"screen": [w, h], "shots": {name: [problem, ...]}, "error": str}
and OUT_DIR/SCENE-NAME.png for each shot. Exit 0 once the file is written.
"""

from __future__ import annotations

import json
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

# The checkout (for dealer_assist) and tests/ (for helpers.*), as pytest would have them.
sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parents[1])]

from PySide6.QtCore import QRect, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from helpers import geometry_check  # noqa: E402

SETTLE_MS = 400  # layout passes and a repaint after a state change
RECHECK_S = 4.0  # how long a problem found may take to go away before it counts
TIMEOUT_S = 20.0


class Probe:
    def __init__(self, scene: str, out: Path) -> None:
        self.scene = scene
        self.out = out
        self.shots: dict[str, list[str]] = {}
        self.error = ""

    def wait_for(self, found: Callable[[], Any], what: str) -> Any:
        deadline = time.monotonic() + TIMEOUT_S
        while time.monotonic() < deadline:
            value = found()
            if value:
                return value
            QTest.qWait(50)
        raise TimeoutError(f"no {what} after {TIMEOUT_S:.0f} s")

    def top(self, kind: str) -> QWidget | None:
        for widget in QApplication.topLevelWidgets():
            if type(widget).__name__ == kind and widget.isVisible():
                return widget
        return None

    def framed(self, window: QWidget) -> QWidget:
        """The window once shown and placed (the window manager's frame on it, if it adds one),
        and its fitting done."""
        self.wait_for(lambda: window.isVisible() and window.windowHandle().isExposed(), "exposure")
        deadline = time.monotonic() + 2.0
        while window.frameGeometry() == window.geometry() and time.monotonic() < deadline:
            QTest.qWait(50)
        QTest.qWait(SETTLE_MS)
        return window

    def shot(self, name: str, window: QWidget, **options: Any) -> None:
        """Check and photograph `window` once it has settled: a window manager's answers and
        the layout passes after a restyle come in their own time on a busy machine, so what
        is found is looked at again for a while (a lasting problem stays)."""
        deadline = time.monotonic() + RECHECK_S
        while True:
            QTest.qWait(SETTLE_MS)
            found = geometry_check.problems(window, **options)
            if not found or time.monotonic() > deadline:
                break
        screen = QApplication.primaryScreen()
        screen.grabWindow(0).save(str(self.out / f"{self.scene}-{name}.png"))
        self.shots[name] = found

    def write(self) -> None:
        size = QApplication.primaryScreen().geometry().size()
        result = {"screen": [size.width(), size.height()], "shots": self.shots}
        result["error"] = self.error
        (self.out / f"{self.scene}.json").write_text(json.dumps(result, indent=1))

    def run(self) -> None:
        try:
            getattr(self, f"scene_{self.scene}")()
        except Exception:  # noqa: BLE001 - the test reads what went wrong from the file
            self.error = traceback.format_exc()
        self.write()
        QApplication.exit(0)

    # -- the scenes -----------------------------------------------------------------------------

    def scene_director(self) -> None:
        window = self.framed(self.wait_for(lambda: self.top("DirectorWindow"), "director"))
        window.ask_discard = lambda: True
        self.wait_for(lambda: window._editor is not None, "structure editor")
        for index in range(window.tabs.count()):
            window.tabs.setCurrentIndex(index)
            name = window.tabs.tabText(index).split()[0].lower()
            self.shot(f"tab-{index}-{name}", window)
        window.tabs.setCurrentIndex(0)
        # Ctrl+T with one screen: the TV clock beside the director, never over its clock.
        QTest.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
        menu = self.wait_for(lambda: getattr(window, "tv_menu", None), "Ctrl+T menu")
        self.wait_for(menu.isVisible, "Ctrl+T menu shown")
        self.shot("tv-menu", window)
        QTest.keyClick(menu, Qt.Key.Key_Return)  # the first choice: beside the director
        tv = self.framed(self.wait_for(lambda: self.top("ClockWindow"), "TV clock"))
        self.shot("tv-beside", tv)
        buttons = QRect(
            window.controls.mapToGlobal(window.controls.rect().topLeft()), window.controls.size()
        )
        if tv.isFullScreen() or tv.frameGeometry().intersects(buttons):
            self.shots["tv-beside"].append(
                f"the TV clock {tv.frameGeometry()} covers the director's clock buttons {buttons}"
            )

    def scene_clock(self) -> None:
        window = self.framed(self.wait_for(lambda: self.top("ClockWindow"), "TV clock"))
        self.shot("window", window)
        QTest.keyClick(window, Qt.Key.Key_F11)
        self.wait_for(window.isFullScreen, "fullscreen")
        self.shot("fullscreen", window)

    def scene_station(self) -> None:
        window = self.framed(self.wait_for(lambda: self.top("TableStation"), "station"))
        self.shot("idle", window)
        _hand_in_progress(window)
        self.shot("hand", window)
        QTest.keyClick(window, Qt.Key.Key_R)  # the amount pad, as a raise is being typed
        self.shot("amount-pad", window)
        window.show_rulings()
        self.wait_for(lambda: window.rulings_pane is not None, "rulings pane")
        self.shot("rulings", window)
        window.show_panel()
        dialog = _everyone_all_in(window)
        self.framed(dialog)
        self.shot("award-winners", dialog, scroll_ok=False)
        if dialog.width() < 0.9 * window.width():  # a small box in the middle
            self.shots["award-winners"].append(
                f"the award dialog is {dialog.width()} px wide in a {window.width()} px station"
            )
        dialog.tabs.setCurrentIndex(1)
        self.shot("award-cards", dialog, scroll_ok=False)
        dialog.reject()
        window.activateWindow()
        self.wait_for(window.isActiveWindow, "the station active again")
        QTest.keyClick(window, Qt.Key.Key_F11)
        self.wait_for(window.isFullScreen, "fullscreen")
        self.shot("fullscreen", window)


def _hand_in_progress(window: Any) -> None:
    """Deal, then the first to act calls (the keys a dealer's desk uses)."""
    window.panel.deal()
    QTest.keyClick(window, Qt.Key.Key_C)


def _everyone_all_in(window: Any) -> Any:
    """A new hand in which all six demo players go all in (five pots, six hands to read), the
    board recorded, and the award dialog open on it."""
    session, panel = window.session, window.panel
    QTest.keyClick(window, Qt.Key.Key_Escape)
    panel.misdeal()
    panel.deal()
    while session.hand is not None and session.hand.to_act is not None:
        QTest.keyClick(window, Qt.Key.Key_A)
    for cards in ("9c2s5d", "Kh", "Qc"):  # the board, as the dealer taps or types it
        panel.open_board()
        QTest.keyClicks(window, cards)
        QTest.keyClick(window, Qt.Key.Key_Return)
    dialog = panel.open_award()
    assert dialog is not None, "no award dialog at the showdown"
    return dialog


ARGS = {
    "director": ["--demo"],
    "clock": ["clock", "--demo", "--windowed"],
    "station": ["table", "--demo"],
}


def main() -> int:
    scene, out = sys.argv[1], Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    probe = Probe(scene, out)
    QTimer.singleShot(0, probe.run)
    from dealer_assist.cli import main as cli_main

    cli_main(["--data-dir", str(out / f"data-{scene}"), *ARGS[scene]])
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
