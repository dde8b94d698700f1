"""The director's Players tab: register, buy in, rebuys and add-ons, refunds, bust-outs,
leaving early, alternates and chip counts, each through the core command the book decides.

The panel builds commands and hands them to `execute` (the window's session: journal first);
it shows the state it is given and never changes it. A refusal comes back in the core's words,
rule included, and is shown under the buttons.
"""

from __future__ import annotations

import enum
import logging
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.core import entries
from dealer_assist.core.money.places import Exit, Finish, places_text
from dealer_assist.core.money.standings import finishes
from dealer_assist.core.roster import Player, PlayerStatus
from dealer_assist.core.rules.house_rules import Decision, HouseRules
from dealer_assist.core.tournament import TournamentState
from dealer_assist.house_books import house_rules
from dealer_assist.ui.common.tooltips import describe, described
from dealer_assist.ui.director import player_dialogs as pd
from dealer_assist.ui.director.command_panel import (
    BUTTON_HEIGHT,
    DONE_STYLE,
    ERROR_STYLE,
    Build,
    CommandRunner,
    Execute,
    Tell,
)
from dealer_assist.ui.director.entry_words import chips, sentence

logger = logging.getLogger(__name__)

FIELD_HEIGHT = 40
OUT_FOREGROUND = QColor("#6b6b6b")
ALTERNATE_BACKGROUND = QColor("#fff4d6")


class Column:
    NAME = 0
    STATUS = 1
    TABLE = 2
    ENTRIES = 3
    REBUYS = 4
    ADD_ONS = 5
    CHIPS = 6
    CONTACT = 7


HEADERS = ("Player", "Status", "Table", "Entries", "Rebuys", "Add-ons", "Chips", "Contact")


class SortBy(enum.Enum):
    """The orders of the list: who is in first (the default), by table and seat, by stack
    (the last count, largest first), by name."""

    STATUS = "Status"
    TABLE = "Table"
    STACK = "Stack"
    NAME = "Name"


def run_modal(dialog: QDialog) -> bool:
    return dialog.exec() == QDialog.DialogCode.Accepted


def rules_of(state: TournamentState) -> HouseRules:
    return house_rules(state.house_book)


class PlayersPanel(CommandRunner, QWidget):
    """Players: who registered, who plays, who waits, who is out, and the buttons that change it.

    `execute` runs a command through the window's session (None: done; else the refusal),
    `tell` puts a line in the window's status bar, `now_ms` is the wall clock. `run_dialog`
    shows a question and says whether it was answered (tests answer it themselves).
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
        self._row_ids: list[str] = []
        self.run_dialog: Callable[[QDialog], bool] = run_modal

        # Registration: the name first (Ctrl+P comes here), then what is optional.
        self.name_edit = self._field("Name (Ctrl+P)")
        self.nickname_edit = self._field("Nickname (optional)")
        self.contact_edit = self._field("Phone or e-mail (optional)")
        self.name_edit.returnPressed.connect(self.add_player)
        self.name_edit.textChanged.connect(lambda *_: self._update_buttons())
        self.add_button = self._button("Add player", self.add_player)
        self.add_buy_button = self._button("Add and buy in", lambda: self.add_player(buy=True))
        self.method_combo = pd.method_combo(self)
        self.method_combo.setToolTip("How the buy-in, rebuy or add-on is paid")
        register = QGridLayout()
        register.setHorizontalSpacing(8)
        register.addWidget(self.name_edit, 0, 0)
        register.addWidget(self.nickname_edit, 0, 1)
        register.addWidget(self.contact_edit, 0, 2)
        register.addWidget(QLabel("Pay by", self), 1, 0, Qt.AlignmentFlag.AlignRight)
        register.addWidget(self.method_combo, 1, 1)
        adds = QHBoxLayout()
        adds.addWidget(self.add_button)
        adds.addWidget(self.add_buy_button)
        register.addLayout(adds, 1, 2)
        for column in range(3):
            register.setColumnStretch(column, 1)

        self.search_edit = self._field("Search by name, nickname or contact")
        self.search_edit.setClearButtonEnabled(True)
        describe(self.search_edit, "Show only the players whose name, nickname or contact match")
        describe(self.name_edit, "The new player's name, as called at the table")
        describe(self.nickname_edit, "A nickname to tell two players of the same name apart")
        describe(self.contact_edit, "A phone number or e-mail, for the results or a prize")
        self.search_edit.textChanged.connect(lambda *_: self._filter())
        self.summary_label = QLabel("", self)
        self.summary_label.setStyleSheet("font-size: 15px;")
        self.sort_combo = QComboBox(self)
        self.sort_combo.setMinimumHeight(FIELD_HEIGHT)
        self.sort_combo.setStyleSheet("font-size: 15px;")
        self.sort_combo.setToolTip("The order of the list")
        for order in SortBy:
            self.sort_combo.addItem(f"Sort: {order.value.lower()}", order)
        self.sort_combo.currentIndexChanged.connect(lambda *_: self._resort())
        search_row = QHBoxLayout()
        search_row.addWidget(self.search_edit, 1)
        search_row.addWidget(self.sort_combo)
        search_row.addWidget(self.summary_label)

        self.table = QTableWidget(0, len(HEADERS), self)
        self.table.setHorizontalHeaderLabels(list(HEADERS))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(36)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(Column.NAME, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        self.table.setStyleSheet("QTableWidget { font-size: 15px; }")
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.itemDoubleClicked.connect(lambda *_: self.edit_player())

        self.alternates_label = QLabel("", self)
        self.alternates_label.setWordWrap(True)
        self.alternates_label.setStyleSheet("font-size: 15px;")
        self.buy_in_button = self._button("Buy in", self.buy_in)
        self.rebuy_button = self._button("Rebuy", self.rebuy)
        self.add_on_button = self._button("Add-on", self.add_on)
        self.refund_button = self._button("Refund…", self.refund)
        self.edit_button = self._button("Details…", self.edit_player)
        self.eliminate_button = self._button("Out…", self.eliminate)
        self.leave_button = self._button("Leaves early…", self.leave_early)
        self.seat_button = self._button("Seat next alternate", self.seat_alternate)
        self.counts_button = self._button("Chip counts…", self.count_chips)
        self.end_button = self._button("End on chip counts…", self.end_on_chips)
        actions = QGridLayout()
        actions.setHorizontalSpacing(8)
        first = (self.buy_in_button, self.rebuy_button, self.add_on_button, self.refund_button,
                 self.edit_button)  # fmt: skip
        second = (self.eliminate_button, self.leave_button, self.seat_button,
                  self.counts_button, self.end_button)  # fmt: skip
        for row, buttons in enumerate((first, second)):
            for column, button in enumerate(buttons):
                actions.addWidget(button, row, column)

        self.message_label = QLabel("", self)
        self.message_label.setWordWrap(True)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(8)
        layout.addLayout(register)
        layout.addLayout(search_row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.alternates_label)
        layout.addLayout(actions)
        layout.addWidget(self.message_label)
        self._update_buttons()

    # --- public ------------------------------------------------------------------------
    def show_state(self, state: TournamentState) -> None:
        """Show the roster as `state` has it (after every command, undo and redo)."""
        self._state = state
        selected = self.selected_id()
        roster = state.roster
        try:
            placed = finishes(roster, rules_of(state))
        except (ValueError, KeyError) as exc:  # never block the list on a place it cannot work out
            logger.warning("places cannot be worked out: %s", exc)
            placed = ()
        finish_of = {p: f for f in placed for p in f.players}
        rank_of = {p: f.place for f in placed for p in f.players}
        alternates = roster.alternates
        # Who is in first, then who waits, who has not paid, and who is out (best place first).
        group = {PlayerStatus.PLAYING: 0, PlayerStatus.ALTERNATE: 1, PlayerStatus.REGISTERED: 2}
        order = {p.player_id: i for i, p in enumerate(alternates)}

        def in_first(p: Player) -> tuple[int, int, int, int]:
            return (
                group.get(p.status, 3),
                order.get(p.player_id, 0),
                rank_of.get(p.player_id, 10**9),
                -p.out_order,
            )

        seats = {
            player_id: (table.table, seat)
            for table in state.room.tables
            for seat, player_id in table.players.items()
        }
        moving = {m.player_id for m in state.room.pending}
        sort_by = self.sort_combo.currentData()
        if sort_by is SortBy.TABLE:  # the seated by table and seat, then everyone else
            players = sorted(
                roster.players,
                key=lambda p: (seats.get(p.player_id, (10**9, 0)), in_first(p)),
            )
        elif sort_by is SortBy.STACK:  # the last counts, largest first, then everyone else
            players = sorted(
                roster.players,
                key=lambda p: (p.chips is None or not p.in_play, -(p.chips or 0), in_first(p)),
            )
        elif sort_by is SortBy.NAME:
            players = sorted(roster.players, key=lambda p: (p.label.casefold(), in_first(p)))
        else:
            players = sorted(roster.players, key=in_first)
        self._row_ids = [p.player_id for p in players]
        self.table.setRowCount(len(players))
        for row, player in enumerate(players):
            status = _status_text(player, finish_of.get(player.player_id), alternates)
            seat = seats.get(player.player_id)
            where = "" if seat is None else f"{seat[0]} / {seat[1]}"
            if where and player.player_id in moving:
                where = f"→ {where}"
            values = (
                player.label,
                status,
                where,
                str(player.entries),
                str(player.rebuys),
                str(player.add_ons),
                "" if player.chips is None else chips(player.chips),
                player.contact,
            )
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column in (Column.ENTRIES, Column.REBUYS, Column.ADD_ONS, Column.CHIPS):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                elif column == Column.TABLE:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    if seat is not None:
                        moved = " (moving there)" if player.player_id in moving else ""
                        item.setToolTip(f"table {seat[0]}, seat {seat[1]}{moved}")
                if player.status in (PlayerStatus.ELIMINATED, PlayerStatus.LEFT):
                    item.setForeground(QBrush(OUT_FOREGROUND))
                elif player.status is PlayerStatus.ALTERNATE:
                    item.setBackground(QBrush(ALTERNATE_BACKGROUND))
                self.table.setItem(row, column, item)
        if selected in self._row_ids:
            self.table.selectRow(self._row_ids.index(selected))
        if alternates:
            names = ", ".join(f"{i}. {p.label}" for i, p in enumerate(alternates, 1))
            self.alternates_label.setText(f"Alternates, in order: {names}")
        else:
            self.alternates_label.setText("")
        self.alternates_label.setVisible(bool(alternates))
        playing = len(roster.playing)
        out = sum(p.status in (PlayerStatus.ELIMINATED, PlayerStatus.LEFT) for p in roster.players)
        parts = [f"{playing} playing"]
        if alternates:
            parts.append(f"{len(alternates)} waiting")
        parts += [f"{out} out", f"{roster.entries} entries"]
        self.summary_label.setText("  ·  ".join(parts))
        self._filter()
        self._update_buttons()

    def set_read_only(self, reason: str | None) -> None:
        """Disable every command with the reason as its tooltip (None: enable them again)."""
        self._read_only = reason
        self._update_buttons()

    def sort_by(self, order: SortBy) -> None:
        """Order the list (the Sort box): by status, table and seat, stack or name."""
        self.sort_combo.setCurrentIndex(self.sort_combo.findData(order))

    def _resort(self) -> None:
        if self._state is not None:
            self.show_state(self._state)

    def focus_add(self) -> None:
        """Ctrl+P: type a new player's name."""
        self.name_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.name_edit.selectAll()

    def selected_id(self) -> str | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or not 0 <= rows[0].row() < len(self._row_ids):
            return None
        return self._row_ids[rows[0].row()]

    def select(self, player_id: str) -> None:
        if player_id in self._row_ids:
            self.table.selectRow(self._row_ids.index(player_id))

    def selected_player(self) -> Player | None:
        player_id = self.selected_id()
        if player_id is None or self._state is None:
            return None
        return self._state.roster.find(player_id)

    def command_buttons(self) -> list[QPushButton]:
        """Every button that changes the tournament (disabled while read-only)."""
        return [
            self.add_button,
            self.add_buy_button,
            self.buy_in_button,
            self.rebuy_button,
            self.add_on_button,
            self.refund_button,
            self.edit_button,
            self.eliminate_button,
            self.leave_button,
            self.seat_button,
            self.counts_button,
            self.end_button,
        ]

    # --- commands ------------------------------------------------------------------------
    def add_player(self, buy: bool = False) -> bool:
        """Register the player typed in (and take the buy-in, with `buy`)."""
        if not self._writable():
            return False
        name = self.name_edit.text()
        nickname, contact = self.nickname_edit.text(), self.contact_edit.text()
        registered = self._record(
            lambda state, now: entries.cmd_register(
                state, now, name, nickname=nickname, contact=contact
            )
        )
        if registered is None:
            return False
        player_id = registered.player_id  # type: ignore[attr-defined]
        for edit in (self.name_edit, self.nickname_edit, self.contact_edit):
            edit.clear()
        self.search_edit.clear()
        self.select(player_id)
        self.name_edit.setFocus()
        if buy:
            return self._buy(player_id)
        return True

    def buy_in(self) -> bool:
        player = self._require_selected()
        return player is not None and self._buy(player.player_id)

    def _buy(self, player_id: str) -> bool:
        method = self.method_combo.currentText()
        return self._did(
            lambda state, now: entries.cmd_buy_in(
                state, rules_of(state), now, player_id, method=method
            )
        )

    def rebuy(self) -> bool:
        player = self._require_selected()
        state = self._state
        if player is None or state is None:
            return False
        stack: int | None = None
        window = state.structure.rebuy
        if window is not None and window.only_below_starting_stack:
            try:  # refused whatever the stack (closed, not started)? Say so before asking it
                entries.cmd_rebuy(state, self._now_ms(), player.player_id, stack_now=0)
            except ValueError as exc:
                self._show(sentence(str(exc)), error=True)
                return False
            start = state.structure.starting_stack
            dialog = pd.StackDialog(
                f"Rebuy for {player.label}",
                f"Only a player under the starting {chips(start)} may rebuy: count the stack.",
                "Chips now",
                player.chips,
                self,
            )
            if not self.run_dialog(dialog):
                return False
            stack = dialog.chips()
        method = self.method_combo.currentText()
        player_id = player.player_id
        return self._did(
            lambda state, now: entries.cmd_rebuy(
                state, now, player_id, stack_now=stack, method=method
            )
        )

    def add_on(self) -> bool:
        player = self._require_selected()
        if player is None:
            return False
        method, player_id = self.method_combo.currentText(), player.player_id
        return self._did(
            lambda state, now: entries.cmd_add_on(state, now, player_id, method=method)
        )

    def refund(self) -> bool:
        player = self._require_selected()
        state = self._state
        if player is None or state is None:
            return False
        kinds = {"entry": "buy-in", "rebuy": "rebuy", "add_on": "add-on"}
        payments = [
            (p.event_id, kinds[p.kind], p.amount, p.method)
            for p in state.ledger.payments
            if p.player_id == player.player_id and p.kind in kinds and not p.refunded
        ]
        if not payments:
            self._show(f"{player.label} has paid nothing that can be refunded.", error=True)
            return False
        dialog = pd.RefundDialog(player.label, payments, self)
        if not self.run_dialog(dialog):
            return False
        payment_id, amount, method, reason = dialog.values()
        return self._did(
            lambda state, now: entries.cmd_refund(
                state, now, payment_id, amount=amount, method=method, reason=reason
            )
        )

    def edit_player(self) -> bool:
        player = self._require_selected()
        if player is None:
            return False
        dialog = pd.PlayerDetailsDialog(player.name, player.nickname, player.contact, self)
        if not self.run_dialog(dialog):
            return False
        name, nickname, contact = dialog.values()
        player_id = player.player_id
        return self._did(
            lambda state, now: entries.cmd_update_player(
                state, now, player_id, name, nickname, contact
            )
        )

    def eliminate(self) -> bool:
        player = self._require_selected()
        if player is None:
            return False
        dialog = pd.EliminateDialog(player.label, self)
        if not self.run_dialog(dialog):
            return False
        hand, table, start_chips = dialog.values()
        player_id = player.player_id
        return self._did(
            lambda state, now: entries.cmd_eliminate(
                state, now, player_id, hand=hand, table=table, start_chips=start_chips
            )
        )

    def leave_early(self) -> bool:
        """Ask the stack left behind, saying first what the book does with it."""
        player = self._require_selected()
        state = self._state
        if player is None or state is None:
            return False
        rules = rules_of(state)
        handling, rule = entries.leaving_handling(state, rules, self._now_ms())
        if handling == "blinded_off":
            ruling = (
                "The book blinds the stack off: it stays at the table and is dealt in until it"
                f" is gone; the player is out then ({rule.label})."
            )
        else:
            ruling = (
                "The book removes the chips from play now; the player signs out as if"
                f" eliminated now ({rule.label})."
            )
        dialog = pd.LeaveDialog(player.label, ruling, player.chips, self)
        if not self.run_dialog(dialog):
            return False
        stack, player_id = dialog.chips(), player.player_id
        return self._did(
            lambda state, now: entries.cmd_leave_early(
                state, rules_of(state), now, player_id, chips=stack
            )
        )

    def seat_alternate(self) -> bool:
        if not self._writable():
            return False
        return self._did(lambda state, now: entries.cmd_seat_alternate(state, now))

    def count_chips(self) -> bool:
        """Record the counts typed (a break, a colour-up); blank ones stay as they were."""
        if not self._writable():
            return False
        state = self._state
        if state is None:
            return False
        players = [(p.player_id, p.label, p.chips) for p in state.roster.playing]
        if not players:
            self._show("Nobody is playing: there are no chips to count.", error=True)
            return False
        dialog = pd.ChipCountsDialog(
            "Chip counts",
            "Type the stacks counted; blank ones keep their last count.",
            "Record",
            players,
            every=False,
            parent=self,
        )
        if not self.run_dialog(dialog):
            return False
        counts = dialog.counts()
        return self._did(lambda state, now: entries.cmd_count_chips(state, now, counts))

    def end_on_chips(self) -> bool:
        """Stop play and place everyone still in by the counts typed (a time limit)."""
        if not self._writable():
            return False
        state = self._state
        if state is None:
            return False
        players = [(p.player_id, p.label, p.chips) for p in state.roster.playing]
        if not players:
            self._show("Nobody is playing: there is nobody to place.", error=True)
            return False
        rule = rules_of(state).cite(Decision.TIME_LIMIT_END)
        dialog = pd.ChipCountsDialog(
            "End on chip counts",
            "Play stops now (a time limit, or called off). Everyone still in is placed by these"
            f" counts, the most chips first; equal counts tie and share ({rule.label}).",
            "Stop play and place",
            players,
            every=True,
            parent=self,
        )
        if not self.run_dialog(dialog):
            return False
        counts = dialog.counts()
        return self._did(lambda state, now: entries.cmd_end_on_chips(state, now, counts))

    # --- internals -----------------------------------------------------------------------
    def _writable(self) -> bool:
        if self._read_only is not None:
            self._show(f"Not done: {self._read_only}", error=True)
            return False
        return True

    def _require_selected(self) -> Player | None:
        if not self._writable():
            return None
        player = self.selected_player()
        if player is None:
            self._show("Select a player in the list first.", error=True)
        return player

    def _filter(self) -> None:
        words = self.search_edit.text().casefold().split()
        state = self._state
        if state is None:
            return
        for row, player_id in enumerate(self._row_ids):
            player = state.roster.find(player_id)
            text = "" if player is None else f"{player.name} {player.nickname} {player.contact}"
            hay = text.casefold()
            self.table.setRowHidden(row, not all(word in hay for word in words))

    def _update_buttons(self) -> None:
        reason = self._read_only
        player = self.selected_player()
        state = self._state
        status = None if player is None else player.status
        out = (PlayerStatus.ELIMINATED, PlayerStatus.LEFT)
        playing = status is PlayerStatus.PLAYING
        anyone_playing = state is not None and bool(state.roster.playing)
        enabled = {
            self.add_button: bool(self.name_edit.text().strip()),
            self.add_buy_button: bool(self.name_edit.text().strip()),
            self.buy_in_button: status is PlayerStatus.REGISTERED or status in out,
            self.rebuy_button: playing,
            self.add_on_button: playing,
            self.refund_button: player is not None
            and player.entries + player.rebuys + player.add_ons > 0,
            self.edit_button: player is not None,
            self.eliminate_button: playing,
            self.leave_button: playing and not (player is not None and player.leaving),
            self.seat_button: state is not None and bool(state.roster.alternates),
            self.counts_button: anyone_playing,
            self.end_button: anyone_playing,
        }
        if status in out:
            self.buy_in_button.setText("Re-enter")
        else:
            self.buy_in_button.setText("Buy in")
        for button, on in enabled.items():
            button.setEnabled(reason is None and on)
            button.setToolTip(reason or _TIPS.get(button.text(), ""))
        for edit in (self.name_edit, self.nickname_edit, self.contact_edit):
            edit.setReadOnly(reason is not None)
            edit.setToolTip(reason or described(edit))

    def _field(self, placeholder: str) -> QLineEdit:
        edit = QLineEdit(self)
        edit.setPlaceholderText(placeholder)
        edit.setMinimumHeight(FIELD_HEIGHT)
        edit.setStyleSheet("font-size: 15px;")
        return edit


_TIPS = {
    "Buy in": "Take the selected player's buy-in (late entry as the book says)",
    "Re-enter": "A re-entry for the selected player (if the tournament allows them)",
    "Rebuy": "A rebuy in the structure's window",
    "Add-on": "The structure's add-on, once per player",
    "Refund…": "Give back a payment, with the reason",
    "Details…": "Change the selected player's name, nickname or contact",
    "Leaves early…": "The player must leave: what the book does with the stack",
    "Seat next alternate": "Give a free seat to the first player on the alternates list",
    "Chip counts…": "Record the stacks counted",
    "Out…": "The selected player is out of chips (a bust-out)",
    "End on chip counts…": "Stop play (a time limit, or called off): place everyone still in"
    " by chips",
    "Add player": "Register the name typed (Return)",
    "Add and buy in": "Register the name typed and take the buy-in",
}


def _status_text(player: Player, finish: Finish | None, alternates: tuple[Player, ...]) -> str:
    status = player.status
    place = None if finish is None else places_text(finish.place, finish.last_place)
    if status is PlayerStatus.REGISTERED:
        return "registered, not paid"
    if status is PlayerStatus.ALTERNATE:
        number = next(
            (i for i, p in enumerate(alternates, 1) if p.player_id == player.player_id), 0
        )
        return f"alternate {number}"
    if finish is not None and finish.exit in (Exit.WON, Exit.CHIP_COUNT):
        return f"finished: {place}"  # the last one in, or placed by chips at a stop
    if status is PlayerStatus.PLAYING:
        return "playing, leaving (blinded off)" if player.leaving else "playing"
    word = "left" if status is PlayerStatus.LEFT else "out"
    if place is not None:
        return f"{word}: {place}"
    if status is PlayerStatus.ELIMINATED and player.chips:
        return f"stopped on {chips(player.chips)}"  # a chip-count end not placed yet
    return word


__all__ = [
    "BUTTON_HEIGHT",
    "DONE_STYLE",
    "ERROR_STYLE",
    "Build",
    "Execute",
    "PlayersPanel",
    "SortBy",
    "Tell",
]
