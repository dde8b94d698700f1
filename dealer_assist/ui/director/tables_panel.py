"""The director's Tables tab: the tables and their seats, the seat draw, seat cards, the moves
pending between tables (balancing and breaking tables), hand-for-hand, and the stations.

Every button builds a core command from `core/seating/room.py` (the house book decides the draw, who
moves where and which table breaks) and hands it to `execute` (the window's session: journal
first, one undoable step). The panel shows the state it is given and never changes it.
"""

from __future__ import annotations

import logging
import random
import re
import secrets
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
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

from dealer_assist.core.events import Event, new_event_id
from dealer_assist.core.rules.house_rules import BalanceMethod, Decision, HouseRules
from dealer_assist.core.seating import room as core_room
from dealer_assist.core.seating.balancing import rebalance
from dealer_assist.core.seating.room import PendingMove, Room
from dealer_assist.core.seating.seating_plan import SeatingPlan, SeatRef
from dealer_assist.core.tournament import TournamentState
from dealer_assist.ui.director.command_panel import CommandRunner
from dealer_assist.ui.director.entry_words import chips, sentence
from dealer_assist.ui.director.players_panel import (
    BUTTON_HEIGHT,
    Build,
    Execute,
    Tell,
    rules_of,
)
from dealer_assist.ui.director.seat_cards import SeatCard, cards_from_plan, seat_cards_pdf

logger = logging.getLogger(__name__)

DEFAULT_SEATS = 9
MOST_TABLES = 200
STRETCHED_TABLES = 6  # more tables than this: columns as wide as their names, a scroll bar
OFFER_STYLE = (
    "QFrame#balanceOffer { background: #fff4d6; border: 1px solid #e0b84a; border-radius: 6px; }"
)
HAND_FOR_HAND_STYLE = "font-size: 16px; font-weight: bold; color: #8a4b00;"
NOTE_STYLE = "font-size: 15px;"
MOVING_FOREGROUND = QColor("#8a4b00")
NO_SEAT_BACKGROUND = QColor("#e4e4e4")
PROBLEM_COLOUR = "#b3261e"
# Ubetcha SEATING 7 leaves the director the choice of a) or b); other books decide it.
DIRECTORS_CHOICE_RULES = ("ubetcha/seating/7",)
# (in the box, in full)
METHOD_WORDS = {
    BalanceMethod.SAME_POSITION: (
        "a) same position",
        "a) the same position relative to the blinds",
    ),
    BalanceMethod.LOWEST_CARD: (
        "b) lowest card",
        "b) one card dealt to each player: the lowest moves",
    ),
}


class MoveColumn:
    PLAYER = 0
    FROM = 1
    TO = 2
    REASON = 3
    RULE = 4


MOVE_HEADERS = ("Player", "From", "To", "Reason", "Rule")


def system_rng() -> random.Random:
    """A generator seeded from the system's randomness: nobody can predict the draw."""
    return random.Random(secrets.randbits(128))


def director_chooses(rules: HouseRules) -> bool:
    """True when the book leaves the director the choice of who moves to balance the tables."""
    return rules.cite(Decision.BALANCE_MOVE).rule_id in DIRECTORS_CHOICE_RULES


def seat_text(table: int, seat: int) -> str:
    return f"table {table} seat {seat}"


def reason_words(move: PendingMove) -> str:
    """The first clause of the core's why: "table 4 breaks: ..." or "table 1 has 9 players..."."""
    return move.why.split(";")[0]


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-") or "tournament"


def ask_cards_path(parent: QWidget, suggested: str) -> str | None:
    from PySide6.QtWidgets import QFileDialog

    path, _ = QFileDialog.getSaveFileName(
        parent, "Save the seat cards (PDF)", str(Path.home() / suggested), "PDF files (*.pdf)"
    )
    return path or None


def _write_bytes(path: Path, data: bytes) -> None:
    path.write_bytes(data)


class TablesPanel(CommandRunner, QWidget):
    """Tables: how many and their seats, who sits where, the moves pending, hand-for-hand.

    `execute` runs a command through the window's session (None: done; else the refusal),
    `tell` puts a line in the status bar, `now_ms` is the wall clock. Replaceable: `make_rng`
    (the draw's and the lowest card's randomness), `offer_balance(text)` (the prompt after a
    bust-out: by default a line with Balance now / Not now at the top of the tab, never a
    modal box), `choose_cards_path(suggested)` and `write_file(path, data)` (seat cards).

    Signals:
        balance_offered(str): balancing is due (the words), or no longer ("").
    """

    balance_offered = Signal(str)

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
        self._tables_shown: tuple[tuple[int, int], ...] | None = None
        self._move_ids: list[str] = []
        self.make_rng: Callable[[], random.Random] = system_rng
        self.offer_balance: Callable[[str], None] = self.show_offer
        self.choose_cards_path: Callable[[str], str | None] = lambda suggested: ask_cards_path(
            self, suggested
        )
        self.write_file: Callable[[Path, bytes], None] = _write_bytes

        # The tables: how many, their seats, the draw and the seat cards.
        self.count_spin = self._spin(1, MOST_TABLES, "How many tables are in play")
        self.seats_spin = self._spin(2, 10, "Seats at each table")
        self.seats_spin.setValue(DEFAULT_SEATS)
        self.set_button = self._button("Set tables", self.set_tables)
        self.draw_button = self._button("Draw seats", self.draw_seats)
        self.cards_button = self._button("Seat cards (PDF)…", self.save_seat_cards)
        setup = QHBoxLayout()
        setup.setSpacing(8)
        setup.addWidget(self._label("Tables"))
        setup.addWidget(self.count_spin)
        setup.addWidget(self._label("Seats each"))
        setup.addWidget(self.seats_spin)
        setup.addWidget(self.set_button)
        setup.addStretch(1)
        setup.addWidget(self.draw_button)
        setup.addWidget(self.cards_button)

        self.summary_label = self._label("")
        self.summary_label.setWordWrap(True)

        # The prompt after a bust-out (not a modal box: the director may be typing elsewhere).
        self.offer_bar = QFrame(self)
        self.offer_bar.setObjectName("balanceOffer")
        self.offer_bar.setStyleSheet(OFFER_STYLE)
        self.offer_label = self._label("")
        self.offer_label.setWordWrap(True)
        self.offer_balance_button = self._button("Balance now", self.balance)
        self.offer_dismiss_button = self._button("Not now", self.dismiss_offer)
        offer_row = QHBoxLayout(self.offer_bar)
        offer_row.setContentsMargins(10, 6, 10, 6)
        offer_row.addWidget(self.offer_label, 1)
        offer_row.addWidget(self.offer_balance_button)
        offer_row.addWidget(self.offer_dismiss_button)
        self.offer_bar.hide()

        # The plan: a column per table, a row per seat.
        self.plan_table = QTableWidget(0, 0, self)
        self.plan_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.plan_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.plan_table.verticalHeader().setDefaultSectionSize(28)
        self.plan_table.setStyleSheet("QTableWidget { font-size: 15px; }")
        self.plan_table.horizontalHeader().setStyleSheet("font-size: 15px; font-weight: bold;")

        # The moves pending until each player sits down at his new table.
        self.moves_title = self._label("Pending moves")
        self.moves_title.setStyleSheet("font-size: 15px; font-weight: bold;")
        self.moves_title.setToolTip(
            "Each move waits until the player sits down at his new table: select it, then Arrived"
        )
        self.moves_table = QTableWidget(0, len(MOVE_HEADERS), self)
        self.moves_table.setHorizontalHeaderLabels(list(MOVE_HEADERS))
        self.moves_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.moves_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.moves_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.moves_table.verticalHeader().hide()
        self.moves_table.verticalHeader().setDefaultSectionSize(28)
        self.moves_table.setStyleSheet("QTableWidget { font-size: 15px; }")
        header = self.moves_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(MoveColumn.REASON, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(MoveColumn.RULE, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(MoveColumn.RULE, 190)
        self.moves_table.itemSelectionChanged.connect(self._update_buttons)
        self.method_label = self._label("Who moves")
        self.method_combo = QComboBox(self)
        self.method_combo.setMinimumHeight(BUTTON_HEIGHT - 8)
        self.method_combo.setStyleSheet("font-size: 15px;")
        for method, (short, words) in METHOD_WORDS.items():
            self.method_combo.addItem(short, method)
            self.method_combo.setItemData(
                self.method_combo.count() - 1, words, Qt.ItemDataRole.ToolTipRole
            )
        self.balance_button = self._button("Balance now", self.balance)
        self.arrived_button = self._button("Arrived", self.arrived)
        # The title, the choice and the buttons on one line: the lists keep the height.
        moves_row = QHBoxLayout()
        moves_row.setSpacing(8)
        moves_row.addWidget(self.moves_title, 1)
        moves_row.addWidget(self.method_label)
        moves_row.addWidget(self.method_combo)
        moves_row.addWidget(self.balance_button)
        moves_row.addWidget(self.arrived_button)

        moves_side = QWidget(self)
        moves_layout = QVBoxLayout(moves_side)
        moves_layout.setContentsMargins(0, 0, 0, 0)
        moves_layout.setSpacing(6)
        moves_layout.addLayout(moves_row)
        moves_layout.addWidget(self.moves_table, 1)
        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.addWidget(self.plan_table)
        self.splitter.addWidget(moves_side)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setStretchFactor(0, 3)  # the plan first: the moves are a few lines
        self.splitter.setStretchFactor(1, 1)
        self.moves_table.setMinimumHeight(28 * 3)

        # Hand-for-hand near the money.
        self.hand_for_hand_button = self._button("Hand-for-hand", self.toggle_hand_for_hand)
        self.hand_for_hand_button.setCheckable(True)
        self.hand_for_hand_label = self._label("")
        self.hand_for_hand_label.setWordWrap(True)
        hand_row = QHBoxLayout()
        hand_row.setSpacing(8)
        hand_row.addWidget(self.hand_for_hand_button)
        hand_row.addWidget(self.hand_for_hand_label, 1)

        self.stations_label = self._label("")
        self.stations_label.setWordWrap(True)
        self.stations_label.setTextFormat(Qt.TextFormat.RichText)
        self.message_label = self._label("")
        self.message_label.setWordWrap(True)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(8)
        layout.addLayout(setup)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.offer_bar)
        layout.addWidget(self.splitter, 1)
        layout.addLayout(hand_row)
        layout.addWidget(self.stations_label)
        layout.addWidget(self.message_label)
        self._update_buttons()

    # --- public ------------------------------------------------------------------------
    def show_state(self, state: TournamentState) -> None:
        """Show the room as `state` has it (after every command, undo, redo and report)."""
        self._state = state
        room = state.room
        rules = rules_of(state)
        shown = tuple((t.table, t.seat_count) for t in room.tables)
        if shown != self._tables_shown:  # the spin boxes follow the tables, not the typing
            self._tables_shown = shown
            if room.tables:
                self.count_spin.setValue(len(room.tables))
                self.seats_spin.setValue(room.tables[0].seat_count)
        self.summary_label.setText(self._summary(state, rules))
        self._show_plan(state)
        self._show_moves(state)
        choose = director_chooses(rules)
        self.method_label.setVisible(choose)
        self.method_combo.setVisible(choose)
        if choose:
            rule = rules.cite(Decision.BALANCE_MOVE).label
            self.method_label.setText("Who moves")
            choices = "; ".join(words for _short, words in METHOD_WORDS.values())
            tip = f"{rule} leaves the director the choice: {choices}"
            self.method_label.setToolTip(tip)
            self.method_combo.setToolTip(tip)
            if self.method_combo.property("book") != rules.book:  # the book's default first
                self.method_combo.setProperty("book", rules.book)
                index = self.method_combo.findData(rules.balance_method)
                self.method_combo.setCurrentIndex(max(0, index))
        self.hand_for_hand_button.setChecked(room.hand_for_hand)
        self.hand_for_hand_label.setText(hand_for_hand_words(room))
        self.hand_for_hand_label.setStyleSheet(
            HAND_FOR_HAND_STYLE if room.hand_for_hand else NOTE_STYLE
        )
        unseated = len(_unseated(state))
        seated = any(t.players for t in room.tables)
        if seated and unseated:  # after the draw: late entries, each at the table with fewest
            self.draw_button.setText(f"Seat {unseated} late entr{'y' if unseated == 1 else 'ies'}")
        else:
            self.draw_button.setText("Draw seats")
        if self.offer_shown() and self.balance_plan_text(state) is None:
            self.dismiss_offer()  # balanced meanwhile (moves made, a bust-out undone)
        self._update_buttons()

    def set_read_only(self, reason: str | None) -> None:
        """Disable every command with the reason as its tooltip (None: enable them again)."""
        self._read_only = reason
        self._update_buttons()

    def command_buttons(self) -> list[QPushButton]:
        """Every button that changes the tournament (disabled while read-only)."""
        return [
            self.set_button,
            self.draw_button,
            self.balance_button,
            self.arrived_button,
            self.hand_for_hand_button,
            self.offer_balance_button,
        ]

    def show_stations(self, lines: Sequence[tuple[str, bool]]) -> None:
        """What the stations report: (words, fine) per table; a problem shows in red."""
        parts = [
            text
            if fine
            else f'<span style="color:{PROBLEM_COLOUR}; font-weight:bold">{text}</span>'
            for text, fine in lines
        ]
        self.stations_label.setText("Stations: " + " · ".join(parts) if parts else "")
        self.stations_label.setVisible(bool(parts))

    def after_bust_out(self) -> bool:
        """A player went out: offer to balance the tables when the book calls for it."""
        state = self._state
        if state is None or self._read_only is not None:
            return False
        text = self.balance_plan_text(state)
        if text is None:
            return False
        self.offer_balance(text)
        return True

    def balance_plan_text(self, state: TournamentState) -> str | None:
        """What balancing would do now, in words (None: nothing to do)."""
        room = state.room
        if len(room.tables) < 2 or not any(t.players for t in room.tables):
            return None
        try:
            plan = rebalance(
                room.tables, rules_of(state), method=self._method(state), rng=random.Random(0)
            )
        except ValueError as exc:
            logger.info("balancing cannot be worked out: %s", exc)
            return None
        if not plan.moves and not plan.broken:
            return None
        count = len(plan.moves)
        moves = f"{count} move{'s' if count != 1 else ''}"
        if plan.broken:
            tables = " and ".join(str(t) for t in plan.broken)
            left = sum(t.count for t in room.tables)
            return (
                f"Table {tables} can break: the {left} players fit at "
                f"{len(room.tables) - len(plan.broken)} tables ({moves})."
            )
        first = plan.moves[0].why.split(";")[0]
        return f"Balancing is due: {first} ({moves})."

    def show_offer(self, text: str) -> None:
        """The default prompt: a line at the top of the tab and in the status bar."""
        self.offer_label.setText(text)
        self.offer_bar.show()
        self._tell(f"{text} Tables tab: Balance now.", False)
        self.balance_offered.emit(text)

    def dismiss_offer(self) -> None:
        if not self.offer_bar.isHidden():
            self.offer_bar.hide()
            self.balance_offered.emit("")

    def offer_shown(self) -> bool:
        return not self.offer_bar.isHidden()

    def selected_move(self) -> PendingMove | None:
        state = self._state
        rows = self.moves_table.selectionModel().selectedRows()
        if state is None:
            return None
        pending = state.room.pending
        if rows and 0 <= rows[0].row() < len(pending):
            return pending[rows[0].row()]
        return pending[0] if len(pending) == 1 else None

    # --- commands ------------------------------------------------------------------------
    def set_tables(self) -> bool:
        """The tables in play: the spin boxes' count, each with the seats typed. Tables are
        added after the highest number and removed from it (a table with players is refused:
        move them first)."""
        if not self._writable():
            return False
        state = self._state
        if state is None:
            return False
        count, seats = self.count_spin.value(), self.seats_spin.value()
        numbers = [t.table for t in state.room.tables]
        if count >= len(numbers):
            first_free = max(numbers, default=0) + 1
            numbers += list(range(first_free, first_free + count - len(numbers)))
        else:
            numbers = sorted(numbers)[:count]
        tables = dict.fromkeys(sorted(numbers), seats)
        done = self._run(
            lambda state, now: core_room.cmd_set_tables(state.room, now, tables),
            f"{count} table{'s' if count != 1 else ''} of {seats} seats.",
        )
        return done is not None

    def draw_seats(self) -> bool:
        """Seats for every playing player without one: the draw over empty tables, or each late
        entry at the table with the fewest. One command (one Undo)."""
        if not self._writable():
            return False
        state = self._state
        if state is None:
            return False
        players = _unseated(state)
        if not players:
            self._show("Everyone playing has a seat.")
            return False
        rng = self.make_rng()
        event = self._run(
            lambda state, now: core_room.cmd_draw_seats(
                state.room, rules_of(state), now, players, rng
            )
        )
        if event is None:
            return False
        assert isinstance(event, core_room.SeatsAssigned)
        count = len(event.seats)
        self._show_done(
            f"Seats drawn for {count} player{'s' if count != 1 else ''} ({event.rule}): "
            "Seat cards (PDF)… prints them."
        )
        return True

    def balance(self) -> bool:
        """Balance the tables and break those no longer needed, by the book: the moves wait
        until each player arrives at his new table."""
        if not self._writable():
            return False
        state = self._state
        if state is None:
            return False
        rules = rules_of(state)
        method = self._method(state)
        rng = self.make_rng()
        try:
            preview = core_room.cmd_balance(
                state.room, rules, self._now_ms(), method=method, rng=rng
            )
        except ValueError as exc:
            self._show(sentence(str(exc)), error=True)
            return False
        if preview is None:
            self.dismiss_offer()
            tolerance = rules.table_balance_tolerance
            rule = rules.cite(Decision.TABLE_BALANCE).label
            self._show_done(f"The tables are balanced: within {tolerance} of each other ({rule}).")
            return False
        event = self._run(lambda _state, _now: preview)
        if event is None:
            return False
        self.dismiss_offer()
        assert isinstance(event, core_room.MovesMade)
        self._show_done(moves_words(event, state))
        return True

    def arrived(self) -> bool:
        """The selected moved player sat down at his new table."""
        if not self._writable():
            return False
        move = self.selected_move()
        if move is None:
            self._show("Select a pending move first.", error=True)
            return False
        name = _name(self._state, move.player_id)
        done = self._run(
            lambda _state, now: core_room.PlayerArrived(
                event_id=new_event_id(), at_ms=now, player_id=move.player_id, table=move.to_table
            ),
            f"{name} sat down at {seat_text(move.to_table, move.to_seat)}.",
        )
        return done is not None

    def toggle_hand_for_hand(self) -> bool:
        """Hand-for-hand on (each table plays one hand, then waits for the others) or off."""
        state = self._state
        if not self._writable() or state is None:
            if state is not None:
                self.hand_for_hand_button.setChecked(state.room.hand_for_hand)
            return False
        on = not state.room.hand_for_hand
        done = self._run(
            lambda _state, now: core_room.HandForHandSet(event_id=new_event_id(), at_ms=now, on=on),
            "Hand-for-hand on: every table plays one hand, then waits for the others."
            if on
            else "Hand-for-hand off: the tables deal on.",
        )
        if done is None and self._state is not None:
            self.hand_for_hand_button.setChecked(self._state.room.hand_for_hand)
        return done is not None

    def save_seat_cards(self) -> bool:
        """Seat cards as PDF, one per seated player (name, table, seat), by table then seat."""
        state = self._state
        if state is None:
            return False
        cards = seat_cards(state)
        if not cards:
            self._show("Nobody has a seat yet: draw the seats first.", error=True)
            return False
        chosen = self.choose_cards_path(f"{slug(state.name)}-seat-cards.pdf")
        if not chosen:
            return False
        path = Path(chosen)
        if not path.suffix:
            path = path.with_suffix(".pdf")
        try:
            self.write_file(path, seat_cards_pdf(state.name, cards))
        except OSError as exc:
            text = f"Cannot save the seat cards to {path}: {exc.strerror or exc}."
            self._show(text, error=True)
            self._tell(text, True)
            return False
        self._show_done(f"{len(cards)} seat cards saved to {path}.")
        return True

    # --- internals -----------------------------------------------------------------------
    def _method(self, state: TournamentState) -> BalanceMethod | None:
        if not director_chooses(rules_of(state)):
            return None  # the book's own
        method = self.method_combo.currentData()
        return method if isinstance(method, BalanceMethod) else None

    def _run(self, build: Build, done: str | None = None) -> Event | None:
        made: list[Event] = []

        def recorded(state: TournamentState, now: int) -> Event:
            event = build(state, now)
            made.append(event)
            return event

        refusal = self._execute(recorded)
        if refusal is not None or not made:
            self._show(refusal or "Not done.", error=True)
            return None
        if done is not None:
            self._show_done(done)
        return made[0]

    def _show_done(self, text: str) -> None:
        self._show(text)
        self._tell(text, False)

    def _writable(self) -> bool:
        if self._read_only is not None:
            self._show(f"Not done: {self._read_only}", error=True)
            return False
        return True

    def _summary(self, state: TournamentState, rules: HouseRules) -> str:
        room = state.room
        if not room.tables:
            return "No tables yet: choose how many and their seats, then Set tables and Draw seats."
        counts = [t.count for t in room.tables]
        seated = sum(counts)
        parts = [
            f"{seated} player{'s' if seated != 1 else ''} at {len(room.tables)} "
            f"table{'s' if len(room.tables) != 1 else ''} ({', '.join(map(str, counts))})"
        ]
        unseated = len(_unseated(state))
        if unseated:
            parts.append(f"{unseated} playing without a seat")
        if room.broken:
            parts.append(f"broken: {', '.join(map(str, room.broken))}")
        if len(room.tables) == 1 and room.broken:
            rule = rules.cite(Decision.BUTTON_DRAW).label
            parts.append(
                f"Final table (table {room.tables[0].table}): every player draws a card for "
                f"the button ({rule})"
            )
        elif len(room.tables) > 1:
            spread = max(counts) - min(counts)
            tolerance = rules.table_balance_tolerance
            rule = rules.cite(Decision.TABLE_BALANCE).label
            if spread > tolerance:
                parts.append(
                    f"out of balance: {spread} apart, the book allows {tolerance} ({rule})"
                )
            else:
                parts.append(f"balanced within {tolerance} ({rule})")
        return "  ·  ".join(parts)

    def _show_plan(self, state: TournamentState) -> None:
        room, roster = state.room, state.roster
        tables = room.tables
        rows = max((t.seat_count for t in tables), default=0)
        self.plan_table.setColumnCount(len(tables))
        self.plan_table.setRowCount(rows)
        self.plan_table.setHorizontalHeaderLabels([f"Table {t.table} ({t.count})" for t in tables])
        self.plan_table.setVerticalHeaderLabels([f"Seat {s}" for s in range(1, rows + 1)])
        header = self.plan_table.horizontalHeader()
        if len(tables) <= STRETCHED_TABLES:
            header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        else:  # a scroll bar rather than names cut short
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        arriving = {m.player_id: m for m in room.pending}
        italic = QFont()
        italic.setItalic(True)
        for column, table in enumerate(tables):
            marks = {
                table.button: "D",
                table.small_blind: "SB",
                table.big_blind: "BB",
            }
            for row in range(rows):
                seat = row + 1
                item = QTableWidgetItem("")
                if seat > table.seat_count:
                    item.setBackground(QBrush(NO_SEAT_BACKGROUND))
                    item.setToolTip(f"Table {table.table} has {table.seat_count} seats")
                player_id = table.players.get(seat)
                if player_id is not None:
                    player = roster.find(player_id)
                    name = player.label if player is not None else player_id
                    text = name
                    if player is not None and player.chips is not None:
                        text += f"  {chips(player.chips)}"
                    mark = marks.get(seat)
                    if mark:
                        text = f"{mark}  {text}"
                    tip = f"{name}: {seat_text(table.table, seat)}"
                    move = arriving.get(player_id)
                    if move is not None and move.to_table == table.table:
                        text = f"→ {text}"
                        item.setForeground(QBrush(MOVING_FOREGROUND))
                        item.setFont(italic)
                        tip += f", moving from {seat_text(move.from_table, move.from_seat)}"
                    item.setText(text)
                    item.setToolTip(tip)
                    item.setData(Qt.ItemDataRole.UserRole, player_id)
                self.plan_table.setItem(row, column, item)

    def _show_moves(self, state: TournamentState) -> None:
        selected = self.selected_move()
        pending = state.room.pending
        self._move_ids = [m.player_id for m in pending]
        self.moves_table.setRowCount(len(pending))
        for row, move in enumerate(pending):
            values = (
                _name(state, move.player_id),
                f"{move.from_table} / {move.from_seat}",
                f"{move.to_table} / {move.to_seat}",
                reason_words(move),
                move.rule,
            )
            tips = (
                "",
                seat_text(move.from_table, move.from_seat),
                seat_text(move.to_table, move.to_seat),
                move.why,
                move.rule,
            )
            for column, (value, tip) in enumerate(zip(values, tips, strict=True)):
                item = QTableWidgetItem(value)
                item.setToolTip(tip)
                self.moves_table.setItem(row, column, item)
        if selected is not None and selected.player_id in self._move_ids:
            self.moves_table.selectRow(self._move_ids.index(selected.player_id))
        count = len(pending)
        self.moves_title.setText(f"Pending moves ({count})" if count else "Pending moves: none")

    def _update_buttons(self) -> None:
        reason = self._read_only
        state = self._state
        room = state.room if state is not None else Room()
        seated = any(t.players for t in room.tables)
        enabled = {
            self.set_button: state is not None,
            self.draw_button: bool(room.tables) and (not seated or bool(_unseated(state))),
            self.balance_button: len(room.tables) > 1 and seated,
            self.arrived_button: bool(room.pending),
            self.hand_for_hand_button: bool(room.tables),
            self.offer_balance_button: True,
        }
        for button, on in enabled.items():
            button.setEnabled(reason is None and on)
            button.setToolTip(reason or _TIPS.get(button.text().split(" ")[0], ""))
        self.cards_button.setEnabled(seated)
        self.cards_button.setToolTip("One card per seated player: name, table and seat")
        for spin in (self.count_spin, self.seats_spin):
            spin.setReadOnly(reason is not None)

    def _label(self, text: str) -> QLabel:
        label = QLabel(text, self)
        label.setStyleSheet(NOTE_STYLE)
        return label

    def _spin(self, low: int, high: int, tip: str) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(low, high)
        spin.setMinimumHeight(BUTTON_HEIGHT - 8)
        spin.setMinimumWidth(70)
        spin.setStyleSheet("font-size: 15px;")
        spin.setToolTip(tip)
        return spin


_TIPS = {
    "Set": "Set the tables in play: how many, and the seats at each",
    "Draw": "Draw seats for every playing player without one (random, balanced over the tables)",
    "Seat": "Seat each late entry at the table with the fewest players",
    "Balance": "Balance the tables and break those no longer needed, by the house book",
    "Arrived": "The selected player sat down at his new table",
    "Hand-for-hand": "Each table plays one hand, then waits until every table has finished it",
}


def _unseated(state: TournamentState | None) -> list[str]:
    """Playing players without a seat, in registration order."""
    if state is None:
        return []
    room = state.room
    return [p.player_id for p in state.roster.playing if room.seat_of(p.player_id) is None]


def _name(state: TournamentState | None, player_id: str) -> str:
    player = None if state is None else state.roster.find(player_id)
    return player.label if player is not None else player_id


def hand_for_hand_words(room: Room) -> str:
    if not room.hand_for_hand:
        return "Off: the tables deal at their own pace."
    waiting = room.waiting_for
    everyone = len(waiting) == len(room.tables)
    if everyone:
        return "On: every table is playing this hand."
    tables = ", ".join(map(str, waiting))
    word = "table" if len(waiting) == 1 else "tables"
    return f"On: waiting for {word} {tables} to finish the hand; the others wait."


def moves_words(event: core_room.MovesMade, state: TournamentState) -> str:
    """The moves made, in the director's words: "Ann: table 4 seat 2 to table 1 seat 7"."""
    moves = "; ".join(
        f"{_name(state, player)}: {seat_text(from_t, from_s)} to {seat_text(to_t, to_s)}"
        for player, from_t, from_s, to_t, to_s, _why in event.moves
    )
    broken = ""
    if event.broken:
        broken = f"Table {' and '.join(map(str, event.broken))} breaks. "
    return f"{broken}{moves} ({event.rule}). Each move waits until the player sits down."


def seat_cards(state: TournamentState) -> list[SeatCard]:
    """The cards of every seated player, by table then seat."""
    seats = {
        player_id: SeatRef(table.table, seat)
        for table in state.room.tables
        for seat, player_id in table.players.items()
    }
    if not seats:
        return []
    plan = SeatingPlan(seats, rules_of(state).cite(Decision.SEAT_DRAW))
    names = {p.player_id: p.label for p in state.roster.players}
    return cards_from_plan(plan, names)


__all__ = ["TablesPanel", "director_chooses", "hand_for_hand_words", "seat_cards"]
