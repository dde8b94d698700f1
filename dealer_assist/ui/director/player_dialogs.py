"""The questions behind the Players buttons: a bust-out's hand, a departing stack, a refund,
chip counts, a player's details. Each dialog only collects answers; the panel runs the command.

Every dialog has big OK/Cancel buttons (`ok_button`), keeps OK off until its answers make
sense, and says why under the fields.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QRegularExpressionValidator, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.ui.common.tooltips import describe, tip_form_fields
from dealer_assist.ui.director.entry_words import PAYMENT_METHODS, money

FIELD_HEIGHT = 40
BUTTON_HEIGHT = 48
NOTE_STYLE = "font-size: 14px; color: #333333;"
PROBLEM_STYLE = "font-size: 14px; color: #b3261e; font-weight: bold;"


def parse_count(text: str) -> int | None:
    """Chips or money typed as 1000, 1,000 or 1 000; None when blank. ValueError otherwise."""
    cleaned = text.replace(",", "").replace(" ", "").replace("_", "")
    if not cleaned:
        return None
    if not cleaned.isdigit():
        raise ValueError(f"{text.strip()!r} is not a whole number")
    return int(cleaned)


def count_edit(parent: QWidget, text: str = "", placeholder: str = "") -> QLineEdit:
    """A line edit for a whole number (digits, commas and spaces)."""
    edit = QLineEdit(text, parent)
    edit.setValidator(QRegularExpressionValidator(r"[0-9][0-9, ]{0,14}", edit))
    edit.setPlaceholderText(placeholder)
    edit.setMinimumHeight(FIELD_HEIGHT)
    edit.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return edit


def form_label(text: str, parent: QWidget) -> QLabel:
    """A form's label, centred on its (tall, touch-sized) field."""
    label = QLabel(text, parent)
    label.setMinimumHeight(FIELD_HEIGHT)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    return label


def fit_to_content(dialog: QWidget) -> None:
    """Never smaller than what its layout holds at its width. A layout's minimum counts one line
    for a word-wrapped label, so a long note would push the buttons out of the dialog."""
    layout = dialog.layout()
    if layout is None:
        return
    layout.activate()
    width = max(dialog.width(), layout.totalMinimumSize().width())
    height = max(layout.totalMinimumSize().height(), layout.totalHeightForWidth(width))
    dialog.setMinimumSize(layout.totalMinimumSize().width(), height)
    if dialog.height() < height:
        dialog.resize(width, height)


def method_combo(parent: QWidget, current: str = "cash") -> QComboBox:
    combo = QComboBox(parent)
    combo.addItems(list(PAYMENT_METHODS))
    if current in PAYMENT_METHODS:
        combo.setCurrentText(current)
    combo.setMinimumHeight(FIELD_HEIGHT)
    return combo


class FormDialog(QDialog):
    """A title, a note, a form and OK/Cancel; `check()` says what is wrong (or "")."""

    def __init__(self, title: str, note: str, ok_text: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.note_label = QLabel(note, self)
        self.note_label.setMinimumWidth(460)
        self.note_label.setWordWrap(True)
        self.note_label.setStyleSheet(NOTE_STYLE)
        self.note_label.setVisible(bool(note))
        self.form = QFormLayout()
        self.form.setVerticalSpacing(10)
        self.form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.problem_label = QLabel("", self)
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet(PROBLEM_STYLE)
        self.ok_button = QPushButton(ok_text, self)
        self.ok_button.setDefault(True)
        self.cancel_button = QPushButton("Cancel", self)
        for button in (self.ok_button, self.cancel_button):
            button.setMinimumHeight(BUTTON_HEIGHT)
            button.setMinimumWidth(120)
        self.ok_button.clicked.connect(self.accept)
        self.cancel_button.clicked.connect(self.reject)
        describe(self.ok_button, f"{ok_text}: one command, Ctrl+Z in the window takes it back")
        describe(self.cancel_button, "Close without changing anything  (Esc)")
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.ok_button)
        self.layout_ = QVBoxLayout(self)
        self.layout_.addWidget(self.note_label)
        self.layout_.addLayout(self.form)
        self.layout_.addWidget(self.problem_label)
        self.layout_.addLayout(buttons)

    def check(self) -> str:
        return ""

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        fit_to_content(self)

    def refresh(self) -> None:
        tip_form_fields(self)  # the subclasses' rows are made by now (each calls refresh)
        problem = self.check()
        self.problem_label.setText(problem)
        self.problem_label.setVisible(bool(problem))
        self.ok_button.setEnabled(not problem)
        if self.isVisible():
            fit_to_content(self)

    def accept(self) -> None:
        self.refresh()
        if self.ok_button.isEnabled():
            super().accept()


class PlayerDetailsDialog(FormDialog):
    """A player's name, nickname and contact."""

    def __init__(self, name: str, nickname: str, contact: str, parent: QWidget | None = None):
        super().__init__("Player details", "", "Save", parent)
        self.name_edit = QLineEdit(name, self)
        self.nickname_edit = QLineEdit(nickname, self)
        self.contact_edit = QLineEdit(contact, self)
        for edit in (self.name_edit, self.nickname_edit, self.contact_edit):
            edit.setMinimumHeight(FIELD_HEIGHT)
            edit.textChanged.connect(lambda *_: self.refresh())
        self.form.addRow(form_label("Name", self), self.name_edit)
        self.form.addRow(form_label("Nickname", self), self.nickname_edit)
        self.form.addRow(form_label("Contact", self), self.contact_edit)
        self.refresh()

    def check(self) -> str:
        return "" if self.name_edit.text().strip() else "A player needs a name."

    def values(self) -> tuple[str, str, str]:
        return self.name_edit.text(), self.nickname_edit.text(), self.contact_edit.text()


class EliminateDialog(FormDialog):
    """A bust-out: the hand (number or id), the table, the chips at the start of that hand.
    All optional; the chips decide who finishes higher when several go out on one hand."""

    def __init__(self, player: str, parent: QWidget | None = None) -> None:
        super().__init__(
            f"{player} is out",
            "Several players out on one hand: give each one's chips at the start of that hand"
            " (the larger stack finishes higher; equal stacks tie and share).",
            "Out",
            parent,
        )
        self.hand_edit = QLineEdit(self)
        self.hand_edit.setPlaceholderText("e.g. 57 (optional)")
        self.hand_edit.setMinimumHeight(FIELD_HEIGHT)
        self.table_edit = count_edit(self, placeholder="optional")
        self.chips_edit = count_edit(self, placeholder="optional")
        for edit in (self.hand_edit, self.table_edit, self.chips_edit):
            edit.textChanged.connect(lambda *_: self.refresh())
        self.form.addRow(form_label("Hand", self), self.hand_edit)
        self.form.addRow(form_label("Table", self), self.table_edit)
        self.form.addRow(form_label("Chips at the start of the hand", self), self.chips_edit)
        self.refresh()

    def check(self) -> str:
        try:
            table = parse_count(self.table_edit.text())
            chips = parse_count(self.chips_edit.text())
        except ValueError as exc:
            return f"{exc}."
        if table == 0:
            return "Tables are numbered from 1."
        if chips == 0:
            return "A player out on a hand started it with chips."
        return ""

    def values(self) -> tuple[str, int | None, int | None]:
        """(hand, table, chips at the start of the hand)."""
        return (
            self.hand_edit.text().strip(),
            parse_count(self.table_edit.text()),
            parse_count(self.chips_edit.text()),
        )


class LeaveDialog(FormDialog):
    """A player leaving early: the stack in front of him, and what the book does with it."""

    def __init__(
        self, player: str, ruling: str, stack: int | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(f"{player} leaves early", ruling, "Leaves", parent)
        self.chips_edit = count_edit(self, "" if stack is None else f"{stack:,}", "count it")
        self.chips_edit.textChanged.connect(lambda *_: self.refresh())
        self.form.addRow(form_label("Chips left behind", self), self.chips_edit)
        self.refresh()

    def check(self) -> str:
        try:
            chips = parse_count(self.chips_edit.text())
        except ValueError as exc:
            return f"{exc}."
        return "Count the stack the player leaves behind." if chips is None else ""

    def chips(self) -> int:
        return parse_count(self.chips_edit.text()) or 0


class StackDialog(FormDialog):
    """One number: a player's stack now (a rebuy only under the starting stack)."""

    def __init__(
        self, title: str, note: str, label: str, stack: int | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(title, note, "OK", parent)
        self.chips_edit = count_edit(self, "" if stack is None else f"{stack:,}", "count it")
        self.chips_edit.textChanged.connect(lambda *_: self.refresh())
        self.form.addRow(form_label(label, self), self.chips_edit)
        self.refresh()

    def check(self) -> str:
        try:
            chips = parse_count(self.chips_edit.text())
        except ValueError as exc:
            return f"{exc}."
        return "Type the stack." if chips is None else ""

    def chips(self) -> int:
        return parse_count(self.chips_edit.text()) or 0


class RefundDialog(FormDialog):
    """Give back one payment (or part of it): which, how much, how, and why."""

    def __init__(
        self,
        player: str,
        payments: Sequence[tuple[str, str, int, str]],
        parent: QWidget | None = None,
    ) -> None:
        """`payments`: (payment event id, what it was, amount, method), newest last."""
        super().__init__(
            f"Refund to {player}",
            "A refund gives the money back and takes the chips it bought out of play.",
            "Refund",
            parent,
        )
        self._payments = list(payments)
        self.payment_combo = QComboBox(self)
        for _pid, what, amount, method in self._payments:
            self.payment_combo.addItem(f"{what}: {money(amount)} by {method}")
        self.payment_combo.setCurrentIndex(len(self._payments) - 1)
        self.payment_combo.setMinimumHeight(FIELD_HEIGHT)
        self.amount_edit = count_edit(self)
        self.method_combo = method_combo(self)
        self.reason_edit = QLineEdit(self)
        self.reason_edit.setPlaceholderText("e.g. went home sick before the start")
        self.reason_edit.setMinimumHeight(FIELD_HEIGHT)
        self.payment_combo.currentIndexChanged.connect(lambda *_: self._payment_chosen())
        for edit in (self.amount_edit, self.reason_edit):
            edit.textChanged.connect(lambda *_: self.refresh())
        self.form.addRow(form_label("Payment", self), self.payment_combo)
        self.form.addRow(form_label("Amount given back", self), self.amount_edit)
        self.form.addRow(form_label("Given back by", self), self.method_combo)
        self.form.addRow(form_label("Reason", self), self.reason_edit)
        self._payment_chosen()

    def _payment_chosen(self) -> None:
        index = self.payment_combo.currentIndex()
        if 0 <= index < len(self._payments):
            _pid, _what, amount, method = self._payments[index]
            self.amount_edit.setText(f"{amount:,}")
            self.method_combo.setCurrentText(method)
        self.refresh()

    def check(self) -> str:
        index = self.payment_combo.currentIndex()
        if not 0 <= index < len(self._payments):
            return "Nothing to refund."
        try:
            amount = parse_count(self.amount_edit.text())
        except ValueError as exc:
            return f"{exc}."
        paid = self._payments[index][2]
        if amount is None or amount > paid:
            return f"Give back between 0 and the {money(paid)} paid."
        if not self.reason_edit.text().strip():
            return "Say why (it is kept with the refund)."
        return ""

    def values(self) -> tuple[str, int, str, str]:
        """(payment event id, amount, method, reason)."""
        payment_id = self._payments[self.payment_combo.currentIndex()][0]
        return (
            payment_id,
            parse_count(self.amount_edit.text()) or 0,
            self.method_combo.currentText(),
            self.reason_edit.text().strip(),
        )


class ChipCountsDialog(FormDialog):
    """A chip count for each player still in. `every`: all must be counted (an end on chips);
    otherwise blank ones are left as they were."""

    def __init__(
        self,
        title: str,
        note: str,
        ok_text: str,
        players: Sequence[tuple[str, str, int | None]],
        *,
        every: bool,
        parent: QWidget | None = None,
    ) -> None:
        """`players`: (player id, label, last count or None)."""
        super().__init__(title, note, ok_text, parent)
        self._every = every
        self.edits: dict[str, QLineEdit] = {}
        self._labels: dict[str, str] = {}
        rows = QWidget(self)
        rows_form = QFormLayout(rows)
        rows_form.setVerticalSpacing(6)
        for player_id, label, count in players:
            edit = count_edit(rows, "" if count is None else f"{count:,}", "chips")
            edit.textChanged.connect(lambda *_: self.refresh())
            rows_form.addRow(form_label(label, rows), edit)
            describe(edit, f"{label}: chips counted now")
            self.edits[player_id] = edit
            self._labels[player_id] = label
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(rows)
        scroll.setMinimumHeight(min(330, 46 * max(1, len(players)) + 12))
        self.form.addRow(scroll)
        self.refresh()

    def check(self) -> str:
        counted = 0
        for player_id, edit in self.edits.items():
            try:
                count = parse_count(edit.text())
            except ValueError as exc:
                return f"{self._labels[player_id]}: {exc}."
            if count is None and self._every:
                return f"Count {self._labels[player_id]}'s chips: everyone still in is placed."
            counted += count is not None
        return "" if counted else "Type at least one count."

    def counts(self) -> dict[str, int]:
        result = {}
        for player_id, edit in self.edits.items():
            count = parse_count(edit.text())
            if count is not None:
                result[player_id] = count
        return result
