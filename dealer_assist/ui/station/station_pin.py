"""The director's PIN at the table station: one small gate for what a volunteer must not do by
accident (correct a stack; quit, change the book and reseat can stand behind it too).

`PinGuard.allow(what)` asks for the PIN through `ask(what)` (a touch dialog by default; tests
give their own) and checks it with `core.director_pin.DirectorPin`. With no PIN set the gate is
open. The station otherwise stays one tap.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.core.director_pin import MAX_DIGITS, DirectorPin
from dealer_assist.ui.common.tooltips import describe

log = logging.getLogger(__name__)

AskPin = Callable[[str], "str | None"]  # (what is guarded) -> the PIN typed, None: cancelled

STYLE = """
QDialog { background: #15181d; }
QLabel { color: #ffffff; font-size: 20px; }
QLineEdit { min-height: 56px; font-size: 28px; color: #ffffff; background: #0b0d10;
    border: 2px solid #4a5260; border-radius: 8px; padding: 0 8px; }
QPushButton { min-height: 64px; min-width: 80px; font-size: 24px; font-weight: bold;
    color: #ffffff; background: #2a3039; border: 2px solid #4a5260; border-radius: 10px; }
QPushButton[role="ok"] { background: #1f7a45; border-color: #33dd77; }
"""


@dataclass(frozen=True, slots=True)
class PinDecision:
    """Whether the guarded step may go on, and what to tell the dealer when it may not."""

    allowed: bool
    message: str = ""


class PinGuard:
    """Asks for the director's PIN before a guarded step; a wrong PIN refuses with a message."""

    def __init__(
        self, pin: DirectorPin, ask: AskPin | None = None, parent: QWidget | None = None
    ) -> None:
        self.pin = pin
        self._parent = parent
        self.ask: AskPin = ask or self._ask_dialog

    def allow(self, what: str) -> PinDecision:
        if not self.pin.is_set:
            return PinDecision(True)
        entered = self.ask(what)
        if entered is None:
            return PinDecision(False, f"{what}: cancelled, the director's PIN was not entered.")
        if self.pin.check(entered):
            return PinDecision(True)
        log.info("wrong director's PIN for %s", what)
        return PinDecision(False, f"Wrong PIN: {what} is for the tournament director.")

    def _ask_dialog(self, what: str) -> str | None:
        dialog = PinDialog(what, self._parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.entered()


PIN_TIPS = {"C": "Clear the PIN typed", "⌫": "Remove the last digit"}


class PinDialog(QDialog):
    """A touch digit pad for the PIN (the digits are not shown)."""

    def __init__(self, what: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Director's PIN")
        self.setModal(True)
        self.setStyleSheet(STYLE)
        self.field = QLineEdit()
        self.field.setEchoMode(QLineEdit.EchoMode.Password)
        self.field.setMaxLength(MAX_DIGITS)
        self.field.setAlignment(Qt.AlignmentFlag.AlignCenter)
        grid = QGridLayout()
        self.digit_buttons: dict[str, QPushButton] = {}
        for i, key in enumerate("123456789C0⌫"):
            button = QPushButton(key)
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _c=False, k=key: self.press(k))
            describe(button, PIN_TIPS.get(key, f"Type {key}"))
            grid.addWidget(button, i // 3, i % 3)
            self.digit_buttons[key] = button
        cancel = QPushButton("Cancel")
        cancel.setAutoDefault(False)
        cancel.clicked.connect(self.reject)
        self.ok_button = QPushButton("OK")
        self.ok_button.setProperty("role", "ok")
        self.ok_button.setAutoDefault(False)
        self.ok_button.clicked.connect(self.accept)
        describe(cancel, "Close without the PIN: nothing is done  (Esc)")
        describe(self.ok_button, "Check the PIN  (Enter)")
        describe(self.field, "The director's PIN (the digits are not shown)")
        grid.addWidget(cancel, 4, 0)
        grid.addWidget(self.ok_button, 4, 1, 1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(f"{what}: the director's PIN"))
        layout.addWidget(self.field)
        layout.addLayout(grid)

    def press(self, key: str) -> None:
        text = self.field.text()
        if key == "C":
            self.field.clear()
        elif key == "⌫":
            self.field.setText(text[:-1])
        elif len(text) < MAX_DIGITS:
            self.field.setText(text + key)

    def entered(self) -> str:
        return self.field.text()
