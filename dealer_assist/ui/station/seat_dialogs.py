"""The station's seat dialogs: a player who sits down, and a director's stack correction."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)


class SeatPlayerDialog(QDialog):
    """Seat, name and stack for a player who sits down (touch-sized fields)."""

    def __init__(
        self, seat_count: int, seat: int, stack: int = 0, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Seat a player")
        self.setStyleSheet(
            "QWidget { font-size: 20px; } QLineEdit, QSpinBox { min-height: 48px; }"
            " QPushButton { min-height: 52px; min-width: 120px; }"
        )
        self.seat = QSpinBox()
        self.seat.setRange(1, seat_count)
        self.seat.setValue(seat)
        self.name = QLineEdit()
        self.name.setPlaceholderText("Name")
        self.stack = QSpinBox()
        self.stack.setRange(0, 1_000_000_000)
        self.stack.setSingleStep(100)
        self.stack.setGroupSeparatorShown(True)
        self.stack.setValue(stack)
        # A player moved in from another table: the table he comes from (0: not moved).
        self.from_table = QSpinBox()
        self.from_table.setRange(0, 999)
        self.from_table.setSpecialValueText("not moved")
        form = QFormLayout(self)
        form.addRow("Seat", self.seat)
        form.addRow("Name", self.name)
        form.addRow("Stack", self.stack)
        form.addRow("Moved from table", self.from_table)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def values(self) -> tuple[int, str, int]:
        return self.seat.value(), self.name.text().strip(), self.stack.value()

    def moved_from(self) -> int | None:
        """The table the player was moved from, None when he was not moved."""
        return self.from_table.value() or None


class CorrectStackDialog(QDialog):
    """A director's stack correction: the seat, the stack it should be, and why (required)."""

    def __init__(
        self,
        players: Sequence[tuple[int, str, int]],
        seat: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Correct a stack")
        self.setStyleSheet(
            "QWidget { font-size: 20px; } QLineEdit, QSpinBox, QComboBox { min-height: 48px; }"
            " QPushButton { min-height: 52px; min-width: 120px; }"
        )
        self.players = {number: (name, stack) for number, name, stack in players}
        self.seat = QComboBox()
        for number, name, stack in players:
            self.seat.addItem(f"Seat {number} {name} ({stack:,})", number)
        if seat in self.players:
            self.seat.setCurrentIndex(list(self.players).index(seat))
        self.stack = QSpinBox()
        self.stack.setRange(1, 1_000_000_000)
        self.stack.setSingleStep(25)
        self.stack.setGroupSeparatorShown(True)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText("Why (e.g. miscounted at the colour-up)")
        self.seat.currentIndexChanged.connect(self._seat_changed)
        self._seat_changed()
        form = QFormLayout(self)
        form.addRow("Seat", self.seat)
        form.addRow("Stack", self.stack)
        form.addRow("Reason", self.reason)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.reason.textChanged.connect(lambda text: self.ok_button.setEnabled(bool(text.strip())))
        self.ok_button.setEnabled(False)
        form.addRow(buttons)

    def _seat_changed(self) -> None:
        number = self.seat.currentData()
        if number in self.players:
            self.stack.setValue(self.players[number][1])

    def values(self) -> tuple[int, int, str]:
        return int(self.seat.currentData()), self.stack.value(), self.reason.text().strip()
