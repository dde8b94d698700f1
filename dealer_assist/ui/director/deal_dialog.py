"""The final-table deal calculator: the chip counts in, ICM beside a chip chop (and a chip chop
after the lowest prize), each rounded to the unit; taking one returns its shares to record.

The sheet is `core.icm.deal_sheet`, worked out again at every keystroke. Nothing is recorded
here: the Payouts tab records the deal taken (`cmd_deal`) through the window's session.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.core.money.icm import DealError, DealMethod, DealSheet, deal_sheet
from dealer_assist.core.money.places import ordinal
from dealer_assist.ui.common.tooltips import describe
from dealer_assist.ui.director import player_dialogs as pd
from dealer_assist.ui.director.entry_words import money, sentence

COLUMNS = ("Player", "Chips", "ICM", "Chip chop", "Chip chop after\nthe lowest prize")
ROW_HEIGHT = 38
METHOD_COLUMN = {DealMethod.ICM: 2, DealMethod.CHIP_CHOP: 3, DealMethod.LOWEST_PRIZE_FIRST: 4}
LEADER = "the chip leader"


class DealDialog(QDialog):
    """Chip counts in; ICM and chip chops side by side; one of them taken.

    After `exec()` returns Accepted, `taken()` gives (shares by player id, method, kept for the
    winner) for `cmd_deal`.
    """

    def __init__(
        self,
        players: Sequence[tuple[str, str, int | None]],
        prizes_left: Sequence[int],
        unit: int,
        parent: QWidget | None = None,
    ) -> None:
        """`players`: (player id, label, last chip count or None); `prizes_left`: the prizes
        still to be won, 1st first."""
        super().__init__(parent)
        self.setWindowTitle("Final table deal")

        self._players = list(players)
        self._prizes = list(prizes_left)
        self._sheet: DealSheet | None = None
        self._taken: DealMethod | None = None

        places = ", ".join(f"{ordinal(i)} {money(p)}" for i, p in enumerate(self._prizes, 1) if p)
        self.prizes_label = QLabel(
            f"Still to be won: {places or 'nothing'} ({money(sum(self._prizes))} in all)."
            " Type each player's chips; every split adds up to the money left.",
            self,
        )
        self.prizes_label.setWordWrap(True)
        self.prizes_label.setStyleSheet("font-size: 15px;")

        self.table = QTableWidget(len(self._players), len(COLUMNS), self)
        self.table.setHorizontalHeaderLabels(list(COLUMNS))
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setStyleSheet("QTableWidget { font-size: 15px; }")
        self.chip_edits: dict[str, QLineEdit] = {}
        for row, (player_id, label, count) in enumerate(self._players):
            self.table.setItem(row, 0, QTableWidgetItem(label))
            edit = pd.count_edit(self.table, "" if count is None else f"{count:,}", "chips")
            edit.textChanged.connect(lambda *_: self.refresh())
            self.table.setCellWidget(row, 1, edit)
            describe(edit, f"{label}: chips counted now")
            self.chip_edits[player_id] = edit

        self.kept_edit = pd.count_edit(self, "0")
        self.kept_edit.setToolTip("Played for by the players left; not shared now")
        self.unit_spin = QSpinBox(self)
        self.unit_spin.setRange(1, 1_000_000)
        self.unit_spin.setValue(max(1, unit))
        self.unit_spin.setGroupSeparatorShown(True)
        self.unit_spin.setMinimumHeight(pd.FIELD_HEIGHT)
        self.odd_combo = QComboBox(self)
        self.odd_combo.addItem(LEADER, None)
        for player_id, label, _count in self._players:
            self.odd_combo.addItem(label, player_id)
        self.odd_combo.setMinimumHeight(pd.FIELD_HEIGHT)
        describe(self.unit_spin, "Each share is rounded down to this amount")
        describe(self.odd_combo, "Who takes what the rounding leaves over")
        for signal in (self.kept_edit.textChanged, self.unit_spin.valueChanged,
                       self.odd_combo.currentIndexChanged):  # fmt: skip
            signal.connect(lambda *_: self.refresh())
        options = QGridLayout()
        options.setHorizontalSpacing(8)
        for column, (text, field) in enumerate(
            (
                ("Kept for the winner", self.kept_edit),
                ("Round shares to", self.unit_spin),
                ("Rounding leftover to", self.odd_combo),
            )
        ):
            options.addWidget(QLabel(text, self), 0, column)
            options.addWidget(field, 1, column)
            options.setColumnStretch(column, 1)

        self.note_label = QLabel("", self)
        self.note_label.setWordWrap(True)
        self.note_label.setStyleSheet("font-size: 14px;")
        self.take_buttons: dict[DealMethod, QPushButton] = {}
        buttons = QGridLayout()
        for column, (method, text) in enumerate(
            (
                (DealMethod.ICM, "Take the ICM deal"),
                (DealMethod.CHIP_CHOP, "Take the chip chop"),
                (DealMethod.LOWEST_PRIZE_FIRST, "Take chop after lowest prize"),
            )
        ):
            button = QPushButton(text, self)
            button.setMinimumHeight(pd.BUTTON_HEIGHT)
            button.clicked.connect(lambda _checked=False, m=method: self.take(m))
            buttons.addWidget(button, 0, column)
            self.take_buttons[method] = button
            describe(button, f"{text}: these shares become the prizes (Ctrl+Z takes it back)")
        self.cancel_button = QPushButton("Cancel", self)
        self.cancel_button.setMinimumHeight(pd.BUTTON_HEIGHT)
        self.cancel_button.clicked.connect(self.reject)
        describe(self.cancel_button, "Close without a deal  (Esc)")
        buttons.addWidget(self.cancel_button, 0, 3)

        layout = QVBoxLayout(self)
        layout.addWidget(self.prizes_label)
        layout.addWidget(self.table, 1)
        layout.addLayout(options)
        layout.addWidget(self.note_label)
        layout.addLayout(buttons)
        # Every player in sight (10 at most), the header's two lines too.
        header = self.table.horizontalHeader().sizeHint().height()
        self.table.setMinimumHeight(header + ROW_HEIGHT * len(self._players) + 4)
        self.table.setMinimumWidth(840)
        self.note_label.setMinimumHeight(3 * self.note_label.fontMetrics().lineSpacing())
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        pd.fit_to_content(self)

    def sheet(self) -> DealSheet | None:
        return self._sheet

    def refresh(self) -> None:
        """Work the sheet out again from what is typed; say why when it cannot be."""
        self._sheet = None
        problem = ""
        try:
            stacks: dict[str, int] = {}
            for player_id, label, _count in self._players:
                typed = pd.parse_count(self.chip_edits[player_id].text())
                if not typed:
                    raise DealError(f"type {label}'s chips")
                stacks[player_id] = typed
            kept = pd.parse_count(self.kept_edit.text()) or 0
            prizes = list(self._prizes)
            if prizes and kept > prizes[0]:
                raise DealError(f"keep at most the 1st prize ({money(prizes[0])}) for the winner")
            if prizes:
                prizes[0] -= kept
            odd_to = self.odd_combo.currentData()
            self._sheet = deal_sheet(
                stacks, prizes, unit=self.unit_spin.value(), remainder_to=odd_to
            )
        except (DealError, ValueError) as exc:
            problem = str(exc)
        sheet = self._sheet
        for row in range(len(self._players)):
            for method, column in METHOD_COLUMN.items():
                text = "" if sheet is None else money(sheet.split(method).amounts[row])
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        for button in self.take_buttons.values():
            button.setEnabled(sheet is not None)
        if sheet is None:
            self.note_label.setText(sentence(problem))
            self.note_label.setStyleSheet(pd.PROBLEM_STYLE)
            return
        notes = []
        for method in METHOD_COLUMN:
            split = sheet.split(method)
            if split.remainder:
                name = self._label_of(split.remainder_to)
                notes.append(
                    f"{_method_words(method)}: the {money(split.remainder)} rounding leaves goes"
                    f" to {name}"
                )
        kept = pd.parse_count(self.kept_edit.text()) or 0
        if kept:
            notes.append(f"{money(kept)} stays on the table for the winner")
        self.note_label.setText(
            "ICM: what is left shared by each player's chances of each place"
            " (Malmuth-Harville). Chip chop: shared by chips. "
            + ("; ".join(notes) + "." if notes else "Every split divides exactly.")
        )
        self.note_label.setStyleSheet("font-size: 14px;")

    def take(self, method: DealMethod) -> None:
        if self._sheet is None:
            return
        self._taken = method
        self.accept()

    def taken(self) -> tuple[dict[str, int], str, int] | None:
        """(shares by player id, the method's name, kept for the winner) of the deal taken."""
        if self._sheet is None or self._taken is None:
            return None
        kept = pd.parse_count(self.kept_edit.text()) or 0
        return self._sheet.shares(self._taken), self._taken.value, kept

    def _label_of(self, player_id: str) -> str:
        return next((label for pid, label, _c in self._players if pid == player_id), player_id)


def _method_words(method: DealMethod) -> str:
    return {
        DealMethod.ICM: "ICM",
        DealMethod.CHIP_CHOP: "Chip chop",
        DealMethod.LOWEST_PRIZE_FIRST: "Chop after the lowest prize",
    }[method]
