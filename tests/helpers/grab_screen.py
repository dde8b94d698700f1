"""Wait until the X screen shows a painted window, then save it as PNG (run under Xvfb).

Usage: python grab_screen.py OUT.png TIMEOUT_S. Exit 0 once the screen holds more than a few
colours (a real window has painted), 1 on timeout.
"""

from __future__ import annotations

import sys
import time

from PySide6.QtGui import QGuiApplication


def main() -> int:
    out, timeout_s = sys.argv[1], float(sys.argv[2])
    app = QGuiApplication([])
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        app.processEvents()
        image = app.primaryScreen().grabWindow(0).toImage()
        step = max(1, image.width() // 64)
        colours = {
            image.pixel(x, y)
            for x in range(0, image.width(), step)
            for y in range(0, image.height(), step)
        }
        if len(colours) > 8:
            time.sleep(1.0)  # let the window finish its first layout passes
            app.primaryScreen().grabWindow(0).save(out)
            return 0
        time.sleep(0.25)
    return 1


if __name__ == "__main__":
    sys.exit(main())
