"""A touch amount pad for a bet or raise: digits, clear, backspace and quick sizes.

It shows the legal minimum and maximum the engine gave but does not clamp: an amount out of
range is sent as typed, so the engine's refusal (with its rule) is what the dealer sees.

Signals:
    amount_changed(int): the amount on the display changed.
    confirmed(int): the dealer pressed the confirm button with the amount shown.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.ui.common.tooltips import describe

log = logging.getLogger(__name__)

MAX_DIGITS = 9  # a billion chips is more than any tournament has in play
TOUCH_HEIGHT_PX = 64


PAD_TIPS = {"⌫": "Remove the last digit  (Backspace)", "C": "Clear the amount  (Del or C)"}
QUICK_TIPS = {
    "min": "The smallest bet or raise allowed",
    "half": "Half the pot",
    "pot": "A pot-sized bet or raise",
    "max": "Every chip the seat has",
}


def touch_button(text: str, *, role: str = "", height: int = TOUCH_HEIGHT_PX) -> QPushButton:
    """A big button for one-hand use; `role` selects a colour in the panel's style sheet."""
    button = QPushButton(text)
    button.setMinimumHeight(height)
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    if role:
        button.setProperty("role", role)
    return button


class AmountPad(QWidget):
    """Digits 0-9, clear, backspace; quick sizes set by the owner; a confirm button."""

    amount_changed = Signal(int)
    confirmed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._digits = ""
        self._quick: dict[str, int | None] = {}

        self.display = QLabel("0")
        self.display.setObjectName("padDisplay")
        self.display.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.display.setMinimumHeight(56)
        self.limits = QLabel("")
        self.limits.setObjectName("padLimits")
        self.limits.setWordWrap(True)

        # Five columns: digits and edits on the left, quick sizes down the right edge, so the
        # whole pad is four rows of touch targets (fits a 600 px high tablet with the header).
        grid = QGridLayout()
        grid.setSpacing(6)
        grid.addWidget(self.limits, 0, 0, 1, 2)
        grid.addWidget(self.display, 0, 2, 1, 3)
        self.digit_buttons: dict[str, QPushButton] = {}
        layout_keys = (("1", "2", "3", "⌫"), ("4", "5", "6", "C"), ("7", "8", "9", "0"))
        for row, keys in enumerate(layout_keys, start=1):
            for column, key in enumerate(keys):
                button = touch_button(key, role="digit" if key.isdigit() else "edit")
                button.clicked.connect(lambda _=False, k=key: self.press(k))
                describe(button, PAD_TIPS.get(key, f"Type {key}  ({key})"))
                self.digit_buttons[key] = button
                grid.addWidget(button, row, column)
        self.quick_buttons: dict[str, QPushButton] = {}
        for row, (key, text) in enumerate(
            (("min", "Min"), ("half", "½ Pot"), ("pot", "Pot"), ("max", "All-in")), start=1
        ):
            button = touch_button(text, role="quick")
            button.clicked.connect(lambda _=False, k=key: self.use_quick(k))
            describe(button, QUICK_TIPS[key])
            self.quick_buttons[key] = button
            grid.addWidget(button, row, 4)
        self.back_button = touch_button("Back", role="edit")
        self.confirm_button = touch_button("Raise to 0", role="raise")
        self.confirm_button.clicked.connect(lambda: self.confirmed.emit(self.amount))
        describe(self.back_button, "Back to the actions without betting  (Esc)")
        describe(self.confirm_button, "Make this bet or raise  (Enter)")
        grid.addWidget(self.back_button, 4, 0)
        grid.addWidget(self.confirm_button, 4, 1, 1, 3)
        for column in range(5):
            grid.setColumnStretch(column, 1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(grid)
        # The first digit after the pad is primed (min or a quick size) replaces that amount.
        self._primed = False
        self._verb = "Raise"

    # -- state ----------------------------------------------------------------------------------

    @property
    def amount(self) -> int:
        return int(self._digits) if self._digits else 0

    def set_amount(self, amount: int) -> None:
        self._digits = str(max(0, int(amount))) if amount > 0 else ""
        self._refresh()

    def press(self, key: str) -> None:
        """One key: a digit appends, C clears, ⌫ deletes the last digit."""
        if key == "C":
            self._digits = ""
        elif key == "⌫":
            self._digits = self._digits[:-1]
        elif key.isdigit():
            if self._primed:
                self._digits = ""
            if len(self._digits) < MAX_DIGITS:
                self._digits = (self._digits + key).lstrip("0")
        self._primed = False
        self._refresh()

    def configure(
        self, *, verb: str, min_to: int | None, max_to: int | None, quick: dict[str, int | None]
    ) -> None:
        """Show the engine's limits and quick sizes (None disables a size); start at the min."""
        self._verb = verb
        self._quick = dict(quick)
        for key, button in self.quick_buttons.items():
            value = self._quick.get(key)
            button.setEnabled(value is not None)
            label = {"min": "Min", "half": "½ Pot", "pot": "Pot", "max": "All-in"}[key]
            button.setText(label if value is None else f"{label}\n{value:,}")
        if min_to is None or max_to is None:
            self.limits.setText("No bet or raise possible")
        else:
            self.limits.setText(f"{verb} to at least {min_to:,}\nat most {max_to:,} (all-in)")
        self.set_amount(min_to or 0)
        self._primed = True

    def use_quick(self, key: str) -> None:
        value = self._quick.get(key)
        if value is not None:
            self.set_amount(value)
            self._primed = True

    def _refresh(self) -> None:
        self.display.setText(f"{self.amount:,}")
        self.confirm_button.setText(f"{self._verb} to {self.amount:,}")
        self.confirm_button.setEnabled(self.amount > 0)
        self.amount_changed.emit(self.amount)
