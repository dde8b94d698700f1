"""The director's Money tab: the prices and seats, the prize pool they make, bounties paid, and
the night's cash by payment method against what was paid out.

Settings are saved with one command (`cmd_settings`); the figures are the ledger's.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.core import entries
from dealer_assist.core.roster import PlayerStatus
from dealer_assist.core.tournament import TournamentState
from dealer_assist.ui.common.tooltips import describe, described
from dealer_assist.ui.director import player_dialogs as pd
from dealer_assist.ui.director.command_panel import CommandRunner
from dealer_assist.ui.director.entry_words import chips, money
from dealer_assist.ui.director.players_panel import (
    FIELD_HEIGHT,
    Execute,
    Tell,
    run_modal,
)
from dealer_assist.ui.director.results import cash_of
from dealer_assist.ui.director.revert_undo import (
    BRING_BACK,
    BROUGHT_BACK,
    FORGOTTEN,
    REVERT,
    hold_width,
    show_revert,
)

GOOD_COLOUR = "#1d5e20"
BAD_COLOUR = "#b3261e"

# (ledger field, label, most, tooltip)
SETTINGS: tuple[tuple[str, str, int, str], ...] = (
    ("buy_in", "Buy-in", 10_000_000, "What one entry costs, fee and bounty included"),
    ("fee", "House fee per entry", 10_000_000, "The house's fixed part of each entry"),
    ("fee_percent", "House share (%)", 100, "The house's percentage of the rest of the money in"),
    ("bounty", "Bounty per entry", 10_000_000, "Set aside for whoever knocks the player out"),
    (
        "capacity",
        "Seats (0: no limit)",
        10_000,
        "When every seat is taken, buy-ins wait as alternates",
    ),
    ("re_entries", "Re-entries allowed", 100, "How many times a busted player may buy in again"),
    ("payout_unit", "Round payouts to", 1_000_000, "Prizes are rounded down to this unit"),
)
REVERT_TIPS = {
    REVERT: "Forget the changes not yet saved",
    BRING_BACK: "Put back the changes Revert forgot",
}


class MoneyPanel(CommandRunner, QWidget):
    """Prices and seats (editable), the prize pool, bounties and the cash reconciliation."""

    def __init__(
        self,
        execute: Execute,
        tell: Tell,
        now_ms: Callable[[], int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._execute = execute
        self._tell = tell
        self._now_ms = now_ms
        self._state: TournamentState | None = None
        self._read_only: str | None = None
        self._loading = False
        self._dirty = False
        # What Revert forgot (the spins' values) and the settings then in force: brought back
        # until the next edit, a save, or other settings in force.
        self._forgotten: dict[str, int] | None = None
        self._forgotten_over: dict[str, int] | None = None
        self.run_dialog: Callable[[QDialog], bool] = run_modal

        settings = QGroupBox("Prices and seats", self)
        form = QFormLayout(settings)
        form.setVerticalSpacing(6)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.spins: dict[str, QSpinBox] = {}
        for field, label, most, tip in SETTINGS:
            spin = QSpinBox(settings)
            spin.setRange(1 if field == "payout_unit" else 0, most)
            spin.setGroupSeparatorShown(True)
            spin.setMinimumHeight(FIELD_HEIGHT)
            spin.setMinimumWidth(120)
            spin.setToolTip(tip)
            spin.setAlignment(Qt.AlignmentFlag.AlignRight)
            spin.valueChanged.connect(lambda *_: self._edited())
            form.addRow(pd.form_label(label, settings), spin)
            self.spins[field] = spin
        self.save_button = self._button("Save settings", self.save_settings)
        self.revert_button = self._button(REVERT, self._revert_clicked)
        hold_width(self.revert_button)
        describe(self.save_button, "Put these prices and seats in force (undoable with Ctrl+Z)")
        buttons = QHBoxLayout()
        buttons.addWidget(self.revert_button)
        buttons.addWidget(self.save_button)
        form.addRow(buttons)
        self.windows_label = QLabel("", settings)
        self.windows_label.setWordWrap(True)
        self.windows_label.setStyleSheet("font-size: 14px; color: #333333;")
        form.addRow(self.windows_label)

        pool = QGroupBox("Prize pool", self)
        self.pool_label = QLabel("", pool)
        self.pool_label.setWordWrap(True)
        self.pool_label.setTextFormat(Qt.TextFormat.RichText)
        self.pool_label.setStyleSheet("font-size: 15px;")
        pool_layout = QVBoxLayout(pool)
        pool_layout.addWidget(self.pool_label)

        cash = QGroupBox("Cash by payment method", self)
        self.cash_table = QTableWidget(0, 4, cash)
        self.cash_table.setHorizontalHeaderLabels(["Method", "In", "Out", "On hand"])
        self.cash_table.verticalHeader().hide()
        self.cash_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.cash_table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.cash_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.cash_table.verticalHeader().setDefaultSectionSize(30)
        self.cash_label = QLabel("", cash)
        self.cash_label.setWordWrap(True)
        self.cash_label.setStyleSheet("font-size: 15px;")
        cash_layout = QVBoxLayout(cash)
        cash_layout.addWidget(self.cash_table)
        cash_layout.addWidget(self.cash_label)
        cash_layout.addStretch(1)

        bounty = QGroupBox("Pay a bounty", self)
        self.bounty_player = QComboBox(bounty)
        self.bounty_player.setMinimumHeight(FIELD_HEIGHT)
        self.bounty_player.setMinimumWidth(160)
        self.bounty_amount = pd.count_edit(bounty, "", "amount")
        self.bounty_amount.setMaximumWidth(120)
        self.bounty_method = pd.method_combo(bounty)
        self.bounty_button = self._button("Pay bounty", self.pay_bounty)
        describe(self.bounty_button, "Record the bounty paid to this player (undoable)")
        describe(self.bounty_player, "Who collects the bounty")
        describe(self.bounty_amount, "The bounty paid, in money")
        describe(self.bounty_method, "How the bounty is paid")
        bounty_row = QGridLayout(bounty)
        bounty_row.addWidget(QLabel("To", bounty), 0, 0)
        bounty_row.addWidget(self.bounty_player, 0, 1, 1, 3)
        bounty_row.addWidget(self.bounty_amount, 1, 1)
        bounty_row.addWidget(self.bounty_method, 1, 2)
        bounty_row.addWidget(self.bounty_button, 1, 3)
        bounty_row.setColumnStretch(1, 1)
        self.bounty_box = bounty

        self.message_label = QLabel("", self)
        self.message_label.setWordWrap(True)

        content = QWidget(self)
        grid = QGridLayout(content)
        grid.setContentsMargins(8, 8, 8, 8)
        grid.setHorizontalSpacing(12)
        grid.addWidget(settings, 0, 0, 3, 1)
        grid.addWidget(pool, 0, 1)
        grid.addWidget(cash, 1, 1)
        grid.addWidget(bounty, 2, 1)
        grid.addWidget(self.message_label, 3, 0, 1, 2)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(1, 1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(content)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)
        self._update_buttons()

    # --- public ------------------------------------------------------------------------
    def show_state(self, state: TournamentState) -> None:
        self._state = state
        ledger = state.ledger
        if self._forgotten is not None and _settings(state) != self._forgotten_over:
            self._forgotten = None  # the forgotten edits were changes to settings now gone
        if not self._dirty:
            self._load(state)
        self._show_windows(state)
        roster = state.roster
        rebuys = sum(p.rebuys for p in roster.players)
        add_ons = sum(p.add_ons for p in roster.players)
        counts = [("Entries", f"{roster.entries:,}"), ("Rebuys", f"{rebuys:,}"),
                  ("Add-ons", f"{add_ons:,}"), ("", ""), ("", "")]  # fmt: skip
        amounts = [
            ("Money in", money(ledger.money_in)),
            ("House fee", money(ledger.fees)),
            ("Bounties (kept out)", money(ledger.bounties)),
            ("<b>Prize pool</b>", f"<b>{money(ledger.prize_pool)}</b>"),
            ("Paid out", money(ledger.paid_out)),
        ]
        self.pool_label.setText(
            "<table cellspacing='3'>"
            + "".join(
                f"<tr><td>{a}</td><td align='right'>&nbsp;{b}</td><td>&nbsp;&nbsp;&nbsp;&nbsp;</td>"
                f"<td>{c}</td><td align='right'>&nbsp;{d}</td></tr>"
                for (a, b), (c, d) in zip(counts, amounts, strict=True)
            )
            + "</table>"
        )
        self._show_cash(state)
        selected = self.bounty_player.currentData()
        self.bounty_player.clear()
        for player in roster.players:
            if player.status is not PlayerStatus.REGISTERED:
                self.bounty_player.addItem(player.label, player.player_id)
        index = self.bounty_player.findData(selected)
        if index >= 0:
            self.bounty_player.setCurrentIndex(index)
        if not self.bounty_amount.text() or not self.bounty_amount.hasFocus():
            self.bounty_amount.setText(f"{ledger.bounty:,}" if ledger.bounty else "")
        self._update_buttons()

    def set_read_only(self, reason: str | None) -> None:
        self._read_only = reason
        self._update_buttons()

    def command_buttons(self) -> list[QPushButton]:
        return [self.save_button, self.revert_button, self.bounty_button]

    def is_dirty(self) -> bool:
        return self._dirty

    # --- commands ------------------------------------------------------------------------
    def save_settings(self) -> bool:
        values = {field: spin.value() for field, spin in self.spins.items()}
        done = self._did(lambda state, now: entries.cmd_settings(state, now, **values))
        if done:
            self._dirty = False
            self._forgotten = None
            if self._state is not None:
                self._load(self._state)
        return done

    def revert(self) -> None:
        """Show the settings in force again; the edits are kept for Bring back changes."""
        if self._dirty and self._state is not None:
            self._forgotten = {field: spin.value() for field, spin in self.spins.items()}
            self._forgotten_over = _settings(self._state)
            self._show(FORGOTTEN)
        self._dirty = False
        if self._state is not None:
            self._load(self._state)
        self._update_buttons()

    def bring_back(self) -> None:
        """Put back in the spins the edits the last Revert forgot."""
        values, self._forgotten = self._forgotten, None
        if values is None:
            return
        self._loading = True
        try:
            for field, value in values.items():
                self.spins[field].setValue(value)
        finally:
            self._loading = False
        self._edited()
        self._show(BROUGHT_BACK)

    def pay_bounty(self) -> bool:
        player_id = self.bounty_player.currentData()
        try:
            amount = pd.parse_count(self.bounty_amount.text())
        except ValueError as exc:
            self._show(f"{exc}.", error=True)
            return False
        if player_id is None or not amount:
            self._show("Choose who knocked the player out and the bounty's amount.", error=True)
            return False
        method = self.bounty_method.currentText()
        return self._did(
            lambda state, now: entries.cmd_pay(
                state, now, str(player_id), amount, what="bounty", method=method
            )
        )

    # --- internals -----------------------------------------------------------------------
    def _load(self, state: TournamentState) -> None:
        self._loading = True
        try:
            for field, spin in self.spins.items():
                spin.setValue(int(getattr(state.ledger, field)))
        finally:
            self._loading = False
        self._dirty = False
        self._update_buttons()

    def _revert_clicked(self) -> None:
        if self._forgotten is not None:
            self.bring_back()
        else:
            self.revert()

    def _edited(self) -> None:
        if self._loading:
            return
        self._forgotten = None  # a new edit: what Revert forgot is gone
        state = self._state
        self._dirty = state is None or any(
            spin.value() != getattr(state.ledger, field) for field, spin in self.spins.items()
        )
        self._update_buttons()

    def _show_windows(self, state: TournamentState) -> None:
        structure = state.structure
        lines = [f"Starting stack {chips(structure.starting_stack)} chips."]
        if structure.rebuy is not None:
            r = structure.rebuy
            only = " to a player under the starting stack" if r.only_below_starting_stack else ""
            lines.append(
                f"Rebuy: {chips(r.chips)} chips for {money(r.price)}{only}, until the end of"
                f" level {r.until_level}."
            )
        if structure.add_on is not None:
            a = structure.add_on
            lines.append(
                f"Add-on: {chips(a.chips)} chips for {money(a.price)}, once, from the end of"
                f" level {a.after_level}."
            )
        if structure.rebuy is None and structure.add_on is None:
            lines.append("This structure has no rebuys or add-on.")
        self.windows_label.setText(" ".join(lines))

    def _show_cash(self, state: TournamentState) -> None:
        cash = cash_of(state.ledger)
        self.cash_table.setRowCount(len(cash.methods))
        rows = max(1, len(cash.methods))
        header = self.cash_table.horizontalHeader().sizeHint().height()
        self.cash_table.setFixedHeight(header + 30 * rows + 4)
        for row, method in enumerate(cash.methods):
            values = (method.method, money(method.taken_in), money(method.paid_out),
                      money(method.on_hand))  # fmt: skip
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.cash_table.setItem(row, column, item)
        if not cash.methods:
            self.cash_label.setText("No money in or out yet.")
            self.cash_label.setStyleSheet("font-size: 15px;")
            return
        if cash.over_short > 0:
            verdict, colour = f"{money(cash.over_short)} over", BAD_COLOUR
        elif cash.over_short < 0:
            verdict, colour = f"{money(-cash.over_short)} short", BAD_COLOUR
        else:
            verdict, colour = "balanced", GOOD_COLOUR
        self.cash_label.setText(
            f"In {money(cash.taken_in)}, out {money(cash.paid_out)}: {money(cash.on_hand)} on"
            f" hand. Expected {money(cash.expected_on_hand)} (the house's"
            f" {money(cash.house_fee)} and {money(cash.still_owed)} still owed in prizes and"
            f" bounties): {verdict}."
        )
        self.cash_label.setStyleSheet(f"font-size: 15px; color: {colour};")

    def _update_buttons(self) -> None:
        reason = self._read_only
        state = self._state
        show_revert(self.revert_button, self._forgotten is not None, REVERT_TIPS)
        enabled = {
            self.save_button: self._dirty,
            self.revert_button: self._dirty or self._forgotten is not None,
            self.bounty_button: state is not None and self.bounty_player.count() > 0,
        }
        for button, on in enabled.items():
            button.setEnabled(reason is None and on)
            button.setToolTip(reason or described(button))
        for spin in self.spins.values():
            spin.setReadOnly(reason is not None)
        self.save_button.setDefault(self._dirty)


def _settings(state: TournamentState) -> dict[str, int]:
    """The prices and seats in force, by field."""
    return {field: int(getattr(state.ledger, field)) for field, *_ in SETTINGS}
