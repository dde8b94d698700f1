"""The keyboard-shortcuts overlay (F1 or ?): a window's keys, grouped, over the window.

Loaded when first opened (shortcut_overlay.show_shortcut_overlay), not with the window.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QScrollArea, QVBoxLayout, QWidget

from dealer_assist.ui.common.shortcut_overlay import KeyEntry, grouped
from dealer_assist.ui.common.tooltips import describe

# Its own colours, whatever the window's style sheet says (the station's dark theme made the
# text white on the scroll area's light grey), and one look on every window.
OVERLAY_STYLE = """
QDialog, QScrollArea, QScrollArea > QWidget > QWidget { background: #15181d; border: none; }
QLabel { color: #f2f2f2; background: transparent; }
QScrollBar:vertical { background: #15181d; width: 14px; border: none; margin: 0; }
QScrollBar::handle:vertical { background: #4a5563; border-radius: 6px; min-height: 40px; }
QScrollBar::add-line, QScrollBar::sub-line { height: 0; border: none; }
QPushButton { color: #ffffff; background: #2a3038; border: 1px solid #4a5563;
              border-radius: 6px; padding: 8px 22px; min-height: 32px; font-size: 16px; }
"""
KEY_COLOUR, GROUP_COLOUR = "#8cc8ff", "#ffd166"


class ShortcutOverlay(QDialog):
    """The keys of a window, grouped, over the window; Esc or Close closes it."""

    def __init__(self, entries: Sequence[KeyEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = parent.windowTitle() if parent is not None else ""
        self.setWindowTitle(f"Keyboard shortcuts: {title}" if title else "Keyboard shortcuts")
        self.setStyleSheet(OVERLAY_STYLE)
        self.entries = list(entries)
        self.text = QLabel(_html(self.entries))
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setContentsMargins(16, 8, 16, 8)
        font = self.text.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.text.setFont(font)
        scroll = QScrollArea()
        scroll.setWidget(self.text)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        describe(close, "Close this list (Esc)")
        close.setIcon(QIcon())  # the style's dark icon is lost on the dark overlay
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        screen = parent.screen() if parent is not None else None
        area = screen.availableGeometry() if screen is not None else None
        width = min(760, area.width() - 40) if area is not None else 760
        self.text.setFixedWidth(width - 40)  # wrapped to the dialog: no sideways scrolling
        height = self.text.heightForWidth(width - 40) + 90
        self.resize(width, min(height, area.height() - 60) if area is not None else height)


def _html(entries: Sequence[KeyEntry]) -> str:
    import html  # here: its entity table is not worth loading before a window's first paint

    rows = []
    for group, items in grouped(entries):
        rows.append(
            f"<tr><td colspan='2' style='padding-top:10px; color:{GROUP_COLOUR}'>"
            f"<b>{html.escape(group)}</b></td></tr>"
        )
        for entry in items:
            rows.append(
                f"<tr><td style='padding-right:18px; color:{KEY_COLOUR}' width='40%'>"
                f"<b>{html.escape(entry.keys)}</b></td>"
                f"<td>{html.escape(entry.what)}</td></tr>"
            )
    return "<table cellspacing='2'>" + "".join(rows) + "</table>"
