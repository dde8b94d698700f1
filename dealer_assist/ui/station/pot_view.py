"""The pots in the middle: main and side pots with the seats eligible for each."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from dealer_assist.core.hand.pots import Pot

STYLE = """
PotView { background: #101418; border: 2px solid #3a404a; border-radius: 10px; }
QLabel#potTitle { color: #ffd54a; font-size: 22px; font-weight: bold; }
QLabel#potRow { color: #ffffff; font-size: 19px; font-weight: bold; }
QLabel#potSeats { color: #b8c0cc; font-size: 17px; }
"""


class PotView(QFrame):
    """One line per pot: name, chips and eligible seats (names when known)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(STYLE)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(10, 6, 10, 6)
        self._layout.setSpacing(2)
        self.title = QLabel("No hand")
        self.title.setObjectName("potTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self.title)
        self.rows: list[QLabel] = []
        self.pots: tuple[Pot, ...] = ()

    def show_pots(
        self, pots: Sequence[Pot], names: Mapping[int, str] | None = None, title: str = ""
    ) -> None:
        """Replace the pots shown; `title` heads the view (e.g. the street)."""
        self.pots = tuple(pots)
        names = names or {}
        total = sum(p.amount for p in self.pots)
        self.title.setText(title or (f"Pot {total:,}" if self.pots else "No chips in the pot"))
        while len(self.rows) < len(self.pots):  # labels are reused: no flicker, no stale rows
            row = QLabel()
            row.setObjectName("potRow")
            row.setTextFormat(Qt.TextFormat.RichText)
            row.setAlignment(Qt.AlignmentFlag.AlignCenter)
            row.setWordWrap(True)
            self._layout.addWidget(row)
            self.rows.append(row)
        for row, pot in zip(self.rows, self.pots, strict=False):
            # Names help with a few seats; with many, numbers keep the line short.
            with_names = len(pot.eligible) <= 3
            seats = " · ".join(
                f"{seat}" + (f" {names[seat]}" if with_names and seat in names else "")
                for seat in pot.eligible
            )
            row.setText(
                f"{pot.name.capitalize()} {pot.amount:,}"
                f"<span style='color:#b8c0cc;font-weight:normal'> · seats {seats}</span>"
            )
            row.show()
        for row in self.rows[len(self.pots) :]:
            row.hide()

    def row_texts(self) -> list[str]:
        """The rows as plain text (for tests and accessibility)."""
        return [
            f"{pot.name} {pot.amount} seats {' '.join(map(str, pot.eligible))}" for pot in self.pots
        ]
