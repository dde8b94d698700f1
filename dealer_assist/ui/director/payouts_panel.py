"""The director's Payouts tab: the payout table (the preset for the field, or edited), the
finishing places with ties and each player's prize, prizes marked paid, the final-table deal,
and the results exported as CSV or PDF.

Places come from `core.standings.finishes`, prizes from `core.payouts.award`; paying
(`cmd_pay`) and a deal (`cmd_deal`) go through the window's session like every command.
"""

from __future__ import annotations

import html
import logging
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.core import entries
from dealer_assist.core.money.payouts import PayoutError, Share, share_text
from dealer_assist.core.money.places import ordinal
from dealer_assist.core.tournament import TournamentState
from dealer_assist.ui.common.tooltips import describe, described
from dealer_assist.ui.director import player_dialogs as pd
from dealer_assist.ui.director.command_panel import CommandRunner
from dealer_assist.ui.director.entry_words import money, sentence
from dealer_assist.ui.director.players_panel import (
    Execute,
    Tell,
    rules_of,
    run_modal,
)
from dealer_assist.ui.director.results import (
    ResultLine,
    Results,
    parse_share,
    preset_shares,
    results_of,
)

logger = logging.getLogger(__name__)

PAID_BACKGROUND = QColor("#dff0d8")
PROBLEM_STYLE = "font-size: 14px; color: #b3261e; font-weight: bold;"
NOTE_STYLE = "font-size: 14px; color: #333333;"


def ask_export_path(parent: QWidget, kind: str, suggested: str) -> str | None:
    """Where to write the results ("csv" or "pdf"); None: cancelled."""
    from PySide6.QtWidgets import QFileDialog

    filters = {"csv": "CSV files (*.csv);;All files (*)", "pdf": "PDF files (*.pdf);;All files (*)"}
    path, _ = QFileDialog.getSaveFileName(
        parent, f"Export the results ({kind.upper()})", str(Path.home() / suggested), filters[kind]
    )
    return path or None


class PayoutsPanel(CommandRunner, QWidget):
    """The payout table, the places and prizes, paying them, the deal, the exports.

    `choose_export_path(kind, suggested_name)` asks where to write an export (tests replace
    it); `run_dialog` shows the deal calculator.
    """

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
        self._results: Results | None = None
        self._shares: list[Share] | None = None  # None: the preset for the field
        self._typed: list[str] | None = None  # the cells as typed while one does not parse
        self._typed_problem = ""  # why they do not
        self._filling = False
        self.run_dialog: Callable[[QDialog], bool] = run_modal
        self.choose_export_path: Callable[[str, str], str | None] = lambda kind, suggested: (
            ask_export_path(self, kind, suggested)
        )

        table_box = QGroupBox("Payout table", self)
        self.source_label = QLabel("", table_box)
        self.source_label.setWordWrap(True)
        self.source_label.setStyleSheet("font-size: 15px; font-weight: bold;")
        self.payout_table = QTableWidget(0, 3, table_box)
        self.payout_table.setHorizontalHeaderLabels(["Place", "Share", "Prize"])
        self.payout_table.verticalHeader().hide()
        self.payout_table.verticalHeader().setDefaultSectionSize(34)
        self.payout_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.payout_table.setStyleSheet("QTableWidget { font-size: 15px; }")
        self.payout_table.itemChanged.connect(self._share_typed)
        self.payout_table.setToolTip("Type 30% for a share of the pool, or 250 for a fixed amount")
        self.add_place_button = self._button("Add place", self.add_place)
        self.remove_place_button = self._button("Remove last", self.remove_place)
        describe(self.add_place_button, "Pay one more place (its share starts at 0)")
        describe(self.remove_place_button, "Pay one place fewer")
        self.preset_button = self._button("Preset", self.back_to_preset)
        self.preset_button.setToolTip("Back to the preset for the field size")
        self.remainder_spin = QSpinBox(table_box)
        self.remainder_spin.setRange(1, 1)
        self.remainder_spin.setMinimumHeight(pd.FIELD_HEIGHT)
        self.remainder_spin.setPrefix("Remainder to place ")
        self.remainder_spin.valueChanged.connect(lambda *_: self._remainder_changed())
        self.remainder_label = QLabel("", table_box)
        self.remainder_label.setWordWrap(True)
        self.remainder_label.setStyleSheet(NOTE_STYLE)
        self.table_problem_label = QLabel("", table_box)
        self.table_problem_label.setWordWrap(True)
        self.table_problem_label.setStyleSheet(PROBLEM_STYLE)
        edit_rows = QGridLayout()
        edit_rows.addWidget(self.add_place_button, 0, 0)
        edit_rows.addWidget(self.remove_place_button, 0, 1)
        edit_rows.addWidget(self.preset_button, 1, 0)
        edit_rows.addWidget(self.remainder_spin, 1, 1)
        self.remainder_spin.setToolTip("The place that takes what rounding leaves")
        hint = QLabel("Edit a share: 30% of the pool, or 250 fixed.", table_box)
        hint.setWordWrap(True)
        hint.setStyleSheet(NOTE_STYLE)
        table_layout = QVBoxLayout(table_box)
        table_layout.addWidget(self.source_label)
        table_layout.addWidget(self.payout_table, 1)
        table_layout.addWidget(hint)
        table_layout.addLayout(edit_rows)
        table_layout.addWidget(self.remainder_label)
        table_layout.addWidget(self.table_problem_label)

        places_box = QGroupBox("Places and prizes", self)
        self.places_table = QTableWidget(0, 5, places_box)
        self.places_table.setHorizontalHeaderLabels(["Place", "Player", "Prize", "Paid", "How"])
        self.places_table.verticalHeader().hide()
        self.places_table.verticalHeader().setDefaultSectionSize(34)
        self.places_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.places_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.places_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.places_table.setWordWrap(False)
        header = self.places_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.places_table.setStyleSheet("QTableWidget { font-size: 15px; }")
        self.places_table.itemSelectionChanged.connect(self._selection_changed)
        self.pay_method = pd.method_combo(places_box)
        self.pay_button = self._button("Mark prize paid", self.pay_selected)
        self.deal_button = self._button("Final table deal…", self.deal)
        self.csv_button = self._button("Export CSV…", lambda: self.export("csv"))
        self.pdf_button = self._button("Export PDF…", lambda: self.export("pdf"))
        describe(self.pay_button, "Record the selected place's prize as paid (undoable)")
        describe(self.deal_button, "Share the pool among the players left by chips or ICM")
        describe(self.csv_button, "Save the places and prizes as a CSV spreadsheet")
        describe(self.pdf_button, "Save the places and prizes as a PDF to print or post")
        self.pay_method.setToolTip("How the prize is paid")
        places_buttons = QGridLayout()
        pay_by = QVBoxLayout()
        pay_by.setSpacing(0)
        pay_by.addWidget(QLabel("Paid by", places_box))
        pay_by.addWidget(self.pay_method)
        places_buttons.addLayout(pay_by, 0, 0)
        places_buttons.addWidget(self.pay_button, 0, 1)
        places_buttons.addWidget(self.deal_button, 0, 2)
        places_buttons.addWidget(self.csv_button, 1, 1)
        places_buttons.addWidget(self.pdf_button, 1, 2)
        for column in range(3):
            places_buttons.setColumnStretch(column, 1)
        self.places_note = QLabel("", places_box)
        self.places_note.setWordWrap(True)
        self.places_note.setStyleSheet(NOTE_STYLE)
        places_layout = QVBoxLayout(places_box)
        self.detail_label = QLabel("", places_box)
        self.detail_label.setWordWrap(True)
        self.detail_label.setStyleSheet("font-size: 14px;")
        self.detail_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        places_layout.addWidget(self.places_table, 1)
        places_layout.addWidget(self.detail_label)
        places_layout.addWidget(self.places_note)
        places_layout.addLayout(places_buttons)

        self.message_label = QLabel("", self)
        self.message_label.setWordWrap(True)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(table_box)
        self.splitter.addWidget(places_box)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 3)
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.message_label)
        self._update_buttons()

    # --- public ------------------------------------------------------------------------
    def show_state(self, state: TournamentState) -> None:
        self._state = state
        self._recompute()

    def set_read_only(self, reason: str | None) -> None:
        self._read_only = reason
        self._update_buttons()

    def reset(self) -> None:
        """Another tournament: back to the preset (edits belong to the tournament left)."""
        self._shares = None
        self._typed = None
        self._typed_problem = ""
        self.remainder_spin.setValue(1)

    def results(self) -> Results | None:
        return self._results

    def command_buttons(self) -> list[QPushButton]:
        return [self.pay_button, self.deal_button]

    def selected_line(self) -> ResultLine | None:
        rows = self.places_table.selectionModel().selectedRows()
        results = self._results
        if not rows or results is None or not 0 <= rows[0].row() < len(results.lines):
            return None
        return results.lines[rows[0].row()]

    def select_player(self, player_id: str) -> None:
        results = self._results
        if results is None:
            return
        for row, line in enumerate(results.lines):
            if line.player_id == player_id:
                self.places_table.selectRow(row)
                return

    # --- the payout table ---------------------------------------------------------------
    def set_shares(self, shares: Sequence[Share] | None) -> None:
        """Use an edited table (None: the preset for the field). A table that pays out exactly
        the pool is journaled (one undoable command, kept with the tournament); one that does
        not yet stays on screen with what is wrong until it does."""
        self._shares = None if shares is None else list(shares)
        self._typed = None
        self._typed_problem = ""
        self._keep_table()
        self._recompute()

    def _keep_table(self) -> None:
        state = self._state
        if state is None or self._read_only is not None:
            return
        wanted = tuple(share_text(s) for s in self._shares or ())
        place = self.remainder_spin.value()
        if (wanted, place) == (state.ledger.payout_shares, state.ledger.remainder_place):
            self._shares = None  # the journal holds it
            return
        shares = self._shares
        try:
            entries.cmd_payout_table(state, 0, shares, remainder_place=place)
        except entries.EntryRefused as exc:
            self.table_problem_label.setText(sentence(str(exc)))
            self.table_problem_label.show()
            return  # not yet a table that pays the pool: kept on screen only
        if self._did(
            lambda state, now: entries.cmd_payout_table(state, now, shares, remainder_place=place)
        ):
            self._shares = None

    def add_place(self) -> None:
        shares = self._current_shares()
        self.set_shares([*shares, Share.of_percent(0)])

    def remove_place(self) -> None:
        shares = self._current_shares()
        if len(shares) > 1:
            self.set_shares(shares[:-1])

    def back_to_preset(self) -> None:
        self.set_shares(None)

    def _current_shares(self) -> list[Share]:
        if self._shares is not None:
            return list(self._shares)
        results = self._results
        if results is not None and results.table is not None:
            return [p.share for p in results.table.prizes]
        return [Share.of_percent(100)]

    def _share_typed(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() != 1:
            return
        typed = [
            (self.payout_table.item(row, 1) or QTableWidgetItem("")).text()
            for row in range(self.payout_table.rowCount())
        ]
        try:
            shares = [parse_share(text) for text in typed]
        except PayoutError as exc:
            self._typed = typed
            self._typed_problem = sentence(str(exc))
            self.table_problem_label.setText(self._typed_problem)
            self.table_problem_label.show()
            return
        self.set_shares(shares)

    # --- commands ------------------------------------------------------------------------
    def pay_selected(self) -> bool:
        """Pay the selected player what is still due for the place (or the deal's share)."""
        line = self.selected_line()
        if line is None:
            self._show("Select a player in the places list first.", error=True)
            return False
        if line.amount == 0:
            self._show(f"{line.player} finished {line.places}, which pays nothing.", error=True)
            return False
        if line.due == 0:
            self._show(f"{line.player} has been paid in full ({money(line.paid)}).", error=True)
            return False
        method = self.pay_method.currentText()
        amount, what, player_id = line.due, line.what, line.player_id
        done = self._did(
            lambda state, now: entries.cmd_pay(
                state, now, player_id, amount, what=what, method=method
            )
        )
        if done:
            self.select_player(player_id)
        return done

    def deal(self) -> bool:
        """The deal calculator for the players still in; record the deal taken."""
        from dealer_assist.ui.director.deal_dialog import DealDialog

        state, results = self._state, self._results
        if state is None or results is None:
            return False
        playing = state.roster.playing
        if len(playing) < 2:
            self._show("A deal needs at least two players still in.", error=True)
            return False
        if results.table is None:
            self._show(f"No payout table: {results.problem}.", error=True)
            return False
        dialog = DealDialog(
            [(p.player_id, p.label, p.chips) for p in playing],
            results.prizes_left(),
            state.ledger.payout_unit,
            self,
        )
        if not self.run_dialog(dialog):
            return False
        taken = dialog.taken()
        if taken is None:
            return False
        shares, method, kept = taken
        return self._did(
            lambda state, now: entries.cmd_deal(
                state, now, shares, method=method, kept_for_winner=kept
            )
        )

    def export(self, kind: str) -> bool:
        """Write the results as CSV or PDF where the director chooses (written whole)."""
        from dealer_assist.ui.common.store_bridge import slug
        from dealer_assist.ui.director import results_export

        state, results = self._state, self._results
        if state is None or results is None:
            return False
        suggested = f"{slug(state.name, 'results')}-results.{kind}"
        chosen = self.choose_export_path(kind, suggested)
        if not chosen:
            return False
        path = Path(chosen)
        if not path.suffix:
            path = path.with_suffix(f".{kind}")
        try:
            if kind == "csv":
                results_export.export_csv(path, state, results)
            else:
                results_export.export_pdf(path, state, results, self._now_ms())
        except OSError as exc:
            text = f"Cannot export to {path}: {exc.strerror or exc}."
            self._show(text, error=True)
            self._tell(text, True)
            return False
        text = f"Results exported to {path}."
        self._show(text)
        self._tell(text, False)
        return True

    # --- internals -----------------------------------------------------------------------
    def _remainder_changed(self) -> None:
        if not self._filling:
            self._shares = self._shares if self._shares is not None else self._kept_shares()
            self._keep_table()
        self._recompute()

    def _kept_shares(self) -> list[Share] | None:
        """The table the tournament keeps (None: the preset)."""
        state = self._state
        if state is None or not state.ledger.payout_shares:
            return None
        return [parse_share(text) for text in state.ledger.payout_shares]

    def _recompute(self) -> None:
        state = self._state
        if state is None:
            return
        selected = self.selected_line()
        shares = self._shares if self._shares is not None else self._kept_shares()
        if self._shares is None and state.ledger.remainder_place != self.remainder_spin.value():
            self.remainder_spin.blockSignals(True)
            self.remainder_spin.setRange(1, max(1, len(shares or ()), state.ledger.remainder_place))
            self.remainder_spin.setValue(state.ledger.remainder_place)
            self.remainder_spin.blockSignals(False)
        try:
            results = results_of(
                state,
                rules_of(state),
                shares=shares,
                remainder_place=self.remainder_spin.value(),
            )
        except (ValueError, KeyError) as exc:
            logger.warning("results cannot be worked out: %s", exc)
            self.table_problem_label.setText(str(exc))
            return
        self._results = results
        self._fill_payout_table(results)
        self._fill_places(results)
        if selected is not None:
            self.select_player(selected.player_id)
        self._selection_changed()

    def _fill_payout_table(self, results: Results) -> None:
        table = results.table
        if self._shares is not None:
            shares = self._shares
        elif table is not None:
            shares = [p.share for p in table.prizes]
        elif results.entries:
            shares = list(preset_shares(results.entries))
        else:
            shares = []
        self._filling = True
        try:
            self.payout_table.setRowCount(len(shares))
            for row, share in enumerate(shares):
                place = QTableWidgetItem(ordinal(row + 1))
                place.setFlags(place.flags() & ~Qt.ItemFlag.ItemIsEditable)
                text = self._typed[row] if self._typed and row < len(self._typed) else str(share)
                share_item = QTableWidgetItem(text)
                share_item.setTextAlignment(
                    Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                )
                amount = "" if table is None else money(table.amount(row + 1))
                prize = QTableWidgetItem(amount)
                prize.setFlags(prize.flags() & ~Qt.ItemFlag.ItemIsEditable)
                prize.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                for column, item in enumerate((place, share_item, prize)):
                    self.payout_table.setItem(row, column, item)
        finally:
            self._filling = False
        self.remainder_spin.blockSignals(True)
        self.remainder_spin.setRange(1, max(1, len(shares)))
        self.remainder_spin.blockSignals(False)
        if table is None:
            self.source_label.setText("No payout table yet")
            self.remainder_label.setText("")
        else:
            words = "Edited table" if results.custom else table.source.capitalize()
            self.source_label.setText(f"{words}: a pool of {money(table.pool)}")
            self.remainder_label.setText(results.remainder_words())
        problem = self._typed_problem or (sentence(results.problem) if results.problem else "")
        self.table_problem_label.setText(problem)
        self.table_problem_label.setVisible(bool(problem))

    def _fill_places(self, results: Results) -> None:
        lines = results.lines
        self.places_table.setRowCount(len(lines))
        for row, line in enumerate(lines):
            how = line.reason + (f" ({line.rule})" if line.rule else "")
            paid = money(line.paid) if line.paid else ""
            if line.amount and line.due == 0:
                paid += " ✓"
            values = (line.places, line.player, money(line.amount), paid, how)
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column in (2, 3):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if column == 4:
                    item.setToolTip(how)
                if line.amount and line.due == 0:
                    item.setBackground(QBrush(PAID_BACKGROUND))
                self.places_table.setItem(row, column, item)
        owed = sum(line.due for line in lines)
        still_in = results.players_left
        note = [f"{still_in} still in." if still_in else "Every place is decided."]
        if owed:
            note.append(f"{money(owed)} decided and not paid yet.")
        deal = self._state.ledger.deal if self._state is not None else None
        if deal is not None:
            note.append(f"A deal was taken ({deal.method}): its shares replace those places.")
        self.places_note.setText(" ".join(note))

    def _selection_changed(self) -> None:
        line = self.selected_line()
        if line is None:
            self.detail_label.setText("")
        else:
            how = line.reason + (f" ({line.rule})" if line.rule else "")
            due = f"; {money(line.due)} still to pay" if line.due else ""
            self.detail_label.setText(
                f"<b>{html.escape(line.player)}</b>, {line.places}: {html.escape(how)}."
                f" Prize {money(line.amount)} ({line.what}), paid {money(line.paid)}{due}."
            )
        self._update_buttons()

    def _update_buttons(self) -> None:
        reason = self._read_only
        state = self._state
        line = self.selected_line()
        enabled = {
            self.pay_button: line is not None and line.due > 0,
            self.deal_button: state is not None
            and len(state.roster.playing) >= 2
            and state.ledger.deal is None,
        }
        for button, on in enabled.items():
            button.setEnabled(reason is None and on)
            button.setToolTip(reason or described(button))
        editable = reason is None
        self.payout_table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
            if editable
            else QAbstractItemView.EditTrigger.NoEditTriggers
        )
