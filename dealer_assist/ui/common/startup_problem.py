"""Why a window did not open, told where the person is: the terminal, and a box on a screen.

A launch from a desktop icon or a tablet's home screen has no terminal, so a message on
stderr alone would look like nothing happened.
"""

from __future__ import annotations

import sys


def tell(text: str) -> None:
    """Print `text` to stderr and, when there is a screen to see it, show it in a box."""
    print(f"dealer-assist: {text}", file=sys.stderr)
    from PySide6.QtWidgets import QApplication, QMessageBox

    app = QApplication.instance() or QApplication(sys.argv[:1])
    if app.platformName() != "offscreen":  # nobody would see the box
        QMessageBox.warning(None, "Dealer Assist", text)
