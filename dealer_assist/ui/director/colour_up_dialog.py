"""The director's colour-up: the small chips each player brings, and what each one gets back.

The counts go in a row per player; the book (core/clock/colour_up.py, through core/entries.py)
works out the exchange as they are typed, with the rule it follows; Record journals it as one
command (the chips in play follow, Ctrl+Z takes it back).
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.core import entries
from dealer_assist.core.cards import Card, CardError, full_deck
from dealer_assist.core.clock.colour_up import ColourUp, race_cards_needed
from dealer_assist.core.roster import ColourUpDone
from dealer_assist.core.rules.house_rules import ColourUpRounding, HouseRules
from dealer_assist.core.tournament import TournamentState
from dealer_assist.ui.common.tooltips import describe
from dealer_assist.ui.director.entry_words import chips

COUNT_STYLE = "QTableWidget { font-size: 15px; }"


class ColourUpDialog(QDialog):
    """Counts of the chips coming off, per player in play; `colour_up_event()` once they make
    sense."""

    def __init__(
        self,
        state: TournamentState,
        rules: HouseRules,
        now_ms: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._state, self._rules, self._now_ms = state, rules, now_ms
        self.removed = entries.colour_up_due(state, now_ms)
        self._players = list(state.roster.playing)
        self._event: ColourUpDone | None = None
        self.plan: ColourUp | None = None
        values = ", ".join(f"{v:,}" for v in self.removed)
        self.setWindowTitle("Colour up")
        self.heading = QLabel(
            f"Chips coming off: {values}. Type how many of each every player brings; what he"
            " gets back is worked out by the book as you type.",
            self,
        )
        self.heading.setWordWrap(True)
        self.heading.setStyleSheet("font-size: 15px;")
        headers = ["Player", *(f"{v:,} chips" for v in self.removed), "Gets", "Change", "Cards"]
        self.table = QTableWidget(len(self._players), len(headers), self)
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(36)
        self.table.setStyleSheet(COUNT_STYLE)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for row, player in enumerate(self._players):
            name = QTableWidgetItem(player.label)
            name.setFlags(name.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.table.setItem(row, 0, name)
            for column in range(len(self.removed)):
                self.table.setItem(row, 1 + column, QTableWidgetItem("0"))
            for column in (len(self.removed) + 1, len(self.removed) + 2):
                item = QTableWidgetItem("")
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.table.setItem(row, column, item)
            self.table.setItem(row, self._cards_column, QTableWidgetItem(""))
        self.table.itemChanged.connect(lambda *_: self._work_out())
        # A chip race (the option most tours use): a card per odd chip, highest cards win.
        self.race_box = QCheckBox("Chip race instead of the book's rounding", self)
        self.race_box.setStyleSheet("font-size: 15px;")
        self.race_box.toggled.connect(lambda *_: self._race_toggled())
        describe(self.race_box, "Race off the odd chips with a card each, highest cards win")
        self.deal_button = QPushButton("Deal the race cards", self)
        self.deal_button.setMinimumHeight(40)
        self.deal_button.setAutoDefault(False)
        self.deal_button.clicked.connect(self.deal_race_cards)
        self.rule_label = QLabel("", self)
        self.rule_label.setWordWrap(True)
        self.rule_label.setStyleSheet("font-size: 14px; color: #555;")
        self.problem_label = QLabel("", self)
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("font-size: 15px; color: #b3261e; font-weight: bold;")
        buttons = QDialogButtonBox(self)
        self.record_button = buttons.addButton("Record", QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.record_button.setAutoDefault(False)
        describe(self.record_button, "Record the colour-up as one command (Ctrl+Z takes it back)")
        cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        describe(cancel, "Close without recording  (Esc)")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.table, 1)
        race_row = QHBoxLayout()
        race_row.addWidget(self.race_box, 1)
        race_row.addWidget(self.deal_button)
        layout.addLayout(race_row)
        layout.addWidget(self.rule_label)
        layout.addWidget(self.problem_label)
        layout.addWidget(buttons)
        self.resize(760, 440)
        self._race_toggled()

    def set_count(self, row: int, value: int, count: int) -> None:
        """Type `count` chips of `value` for the player on `row` (as a person would)."""
        self.table.item(row, 1 + self.removed.index(value)).setText(str(count))

    @property
    def _cards_column(self) -> int:
        return len(self.removed) + 3

    def _race_toggled(self) -> None:
        racing = self.race_box.isChecked()
        self.table.setColumnHidden(self._cards_column, not racing)
        self.deal_button.setVisible(racing)
        self._work_out()

    def needed_cards(self) -> dict[str, int]:
        """How many race cards each player is dealt (one per odd chip)."""
        try:
            stacks = self._counts()
        except ValueError:
            return {}
        order = list(stacks)
        in_play = [c.value for c in entries.chips_before_colour_up(self._state, self._now_ms)]
        seats = {n: stacks[pid] for n, pid in enumerate(order)}
        return {order[seat]: n for seat, n in race_cards_needed(seats, self.removed, in_play)}

    def deal_race_cards(self, rng: random.Random | None = None) -> None:
        """Deal each player his race cards from a shuffled deck (or type the cards dealt)."""
        deck = list(full_deck())
        (rng or random.Random()).shuffle(deck)
        needed = self.needed_cards()
        self.table.blockSignals(True)
        try:
            for row, player in enumerate(self._players):
                count = needed.get(player.player_id, 0)
                dealt = [deck.pop() for _ in range(count)]
                self.table.item(row, self._cards_column).setText(" ".join(map(str, dealt)))
        finally:
            self.table.blockSignals(False)
        self._work_out()

    def _race_cards(self) -> dict[str, list[Card]]:
        cards: dict[str, list[Card]] = {}
        needed = self.needed_cards()
        for row, player in enumerate(self._players):
            text = (self.table.item(row, self._cards_column) or QTableWidgetItem("")).text()
            if player.player_id not in needed:
                continue
            try:
                cards[player.player_id] = [Card.parse(t) for t in text.replace(",", " ").split()]
            except CardError as exc:
                raise ValueError(f"{player.label}: {exc}") from None
        return cards

    def colour_up_event(self) -> ColourUpDone | None:
        return self._event

    def _counts(self) -> dict[str, dict[int, int]]:
        stacks: dict[str, dict[int, int]] = {}
        for row, player in enumerate(self._players):
            stack = {}
            for column, value in enumerate(self.removed):
                text = (self.table.item(row, 1 + column) or QTableWidgetItem("0")).text()
                typed = text.strip().replace(",", "") or "0"
                if not typed.isdigit():
                    raise ValueError(f"{player.label}: type a number of {value:,} chips")
                stack[value] = int(typed)
            stacks[player.player_id] = stack
        return stacks

    def _work_out(self) -> None:
        self._event, self.plan = None, None
        self.record_button.setEnabled(False)
        if not self.removed:
            self.problem_label.setText("No break takes chips off from here on.")
            return
        racing = self.race_box.isChecked()
        try:
            event, plan = entries.cmd_colour_up(
                self._state,
                self._rules,
                self._now_ms,
                self._counts(),
                removed=self.removed,
                rounding=ColourUpRounding.CHIP_RACE if racing else None,
                race_cards=self._race_cards() if racing else None,
            )
        except ValueError as exc:
            self.problem_label.setText(str(exc))
            return
        self._event, self.plan = event, plan
        self.problem_label.setText("")
        self.rule_label.setText(
            f"{plan.citation.label}. Chips in play change by {chips(plan.value_change)}."
        )
        self.table.blockSignals(True)
        try:
            gets = len(self.removed) + 1
            for row, exchange in enumerate(plan.players):
                given = ", ".join(f"{count} × {value:,}" for value, count in exchange.given)
                self.table.item(row, gets).setText(given or "—")
                self.table.item(row, gets + 1).setText(f"{exchange.value_change:+,}")
        finally:
            self.table.blockSignals(False)
        self.record_button.setEnabled(True)
