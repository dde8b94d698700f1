"""The seat-and-button window: the ring, big buttons for seating changes, and why the button moved.

Commands become `table.*` events; the core folds them (`core.table.apply`) and decides the
next hand (`core.button.start_hand`). Undo replays the events minus the last. The right side
of the splitter is free for a betting panel (`set_side_panel`).
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.core.events import Event, new_event_id
from dealer_assist.core.rules.house_rules import HouseRules
from dealer_assist.core.table.button import (
    HandPlan,
    button_from_cards,
    draw_button,
    preflop_order,
    start_hand,
)
from dealer_assist.core.table.table import (
    ButtonMethod,
    ButtonPlaced,
    HandStarted,
    PlayerBusted,
    PlayerMarkedAbsent,
    PlayerMarkedPresent,
    PlayerSeated,
    Table,
    TableError,
    TableOpened,
    apply,
    replay,
)
from dealer_assist.ui.station.seat_ring import RingView, SeatRing, SeatView

log = logging.getLogger(__name__)

DEMO_PLAYERS = (
    ("Ana", 20000),
    ("Ben", 12500),
    ("Chloe", 8000),
    ("Dev", 30000),
    ("Eun", 4200),
    ("Femi", 15000),
)
BUTTON_HEIGHT_PX = 64

STYLE = """
TableWindow, QWidget#ringSide, QWidget#sidePanel { background: #0b0d10; }
QLabel { color: #ffffff; }
QLabel#status { font-size: 20px; font-weight: bold; }
QLabel#reasons { color: #b8c0cc; font-size: 15px; }
QLabel#error { color: #ff4d4d; font-size: 17px; font-weight: bold; }
QLabel#sideHint { color: #5d6672; font-size: 18px; }
QPushButton { font-size: 19px; font-weight: bold; color: #ffffff; background: #2a3039;
    border: 2px solid #4a5260; border-radius: 10px; padding: 0 10px; }
QPushButton:pressed { background: #3a4250; }
QPushButton:disabled { color: #5d6672; border-color: #2a3039; }
QPushButton#nextHand { background: #145c36; border-color: #33dd77; }
"""


def _wall_ms() -> int:
    return time.time_ns() // 1_000_000


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
        from PySide6.QtWidgets import QComboBox

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


class ButtonDrawDialog(QDialog):
    """The cards the dealer drew for the button, one per seated player (e.g. As, Kh, Td)."""

    def __init__(self, seats: Sequence[tuple[int, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Cards drawn for the button")
        self.setStyleSheet(
            "QWidget { font-size: 20px; } QLineEdit { min-height: 48px; }"
            " QPushButton { min-height: 52px; min-width: 120px; }"
        )
        self.cards: dict[int, QLineEdit] = {}
        form = QFormLayout(self)
        for seat, name in seats:
            edit = QLineEdit()
            edit.setPlaceholderText("As")
            edit.setMaxLength(3)
            self.cards[seat] = edit
            form.addRow(f"Seat {seat} {name}", edit)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def values(self) -> dict[int, str]:
        return {seat: edit.text().strip() for seat, edit in self.cards.items()}


class TableWindow(QMainWindow):
    """Ring | free side area; buttons: draw, dealer drew, next hand, seat, bust, absent, undo.

    `rng` draws the button (injected so tests are repeatable); `now_ms` stamps the events.
    """

    def __init__(
        self,
        rules: HouseRules,
        *,
        seat_count: int = 9,
        demo: bool = False,
        events: Sequence[Event] | None = None,
        rng: random.Random | None = None,
        now_ms: Callable[[], int] = _wall_ms,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.rules = rules
        self._rng = rng or random.Random()
        self._now_ms = now_ms
        self._plans: dict[str, HandPlan] = {}
        self.selected: int | None = None
        self.setWindowTitle("Dealer Assist: seats and button")
        self.setStyleSheet(STYLE)
        self.setMinimumSize(1024, 600)
        if events:
            self.events: list[Event] = list(events)
        else:
            Table.empty(seat_count)  # a clear error for an impossible size, before any widget
            self.events = [self._stamp(TableOpened, seat_count=seat_count)]
        self.table: Table = replay(self.events)

        self.ring = SeatRing(self.table.seat_count)
        self.ring.seat_clicked.connect(self.select)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.reasons = QLabel()
        self.reasons.setObjectName("reasons")
        self.reasons.setWordWrap(True)
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)

        # One slot for the three ways to place the button: keeps the row wide enough at 1024 px.
        self.draw_button = self._button("Button", lambda: None)
        self.draw_menu = QMenu(self.draw_button)
        self.draw_menu.setStyleSheet(
            "QMenu { font-size: 20px; } QMenu::item { padding: 14px 24px; }"
        )
        self.draw_menu.addAction("App draws the cards", self.draw_for_button)
        self.draw_menu.addAction("Dealer drew the cards…", self.ask_dealer_cards)
        self.draw_menu.addAction(
            "Put it on the tapped seat", lambda: self._on_selected(self.place_button)
        )
        self.draw_button.setMenu(self.draw_menu)
        self.next_button = self._button("Next hand", self.next_hand)
        self.next_button.setObjectName("nextHand")
        self.seat_button = self._button("Seat player", self.ask_seat_player)
        self.bust_button = self._button("Bust", lambda: self._on_selected(self.bust))
        self.absent_button = self._button("Absent", lambda: self._on_selected(self.toggle_absent))
        self.undo_button = self._button("Undo", self.undo)
        row = QHBoxLayout()
        for button in (
            self.draw_button,
            self.next_button,
            self.seat_button,
            self.bust_button,
            self.absent_button,
            self.undo_button,
        ):
            row.addWidget(button)

        ring_side = QWidget()
        ring_side.setObjectName("ringSide")
        left = QVBoxLayout(ring_side)
        left.setContentsMargins(6, 6, 6, 6)
        left.addWidget(self.ring, 1)
        left.addWidget(self.status)
        left.addWidget(self.reasons)
        left.addWidget(self.error)
        left.addLayout(row)

        self.side_panel = QWidget()
        self.side_panel.setObjectName("sidePanel")
        side = QVBoxLayout(self.side_panel)
        hint = QLabel("Betting panel")
        hint.setObjectName("sideHint")
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        side.addWidget(hint)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(ring_side)
        self.splitter.addWidget(self.side_panel)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([700, 300])
        self.setCentralWidget(self.splitter)

        if demo and not events:
            self._seat_demo()
        self.refresh()

    # -- layout helpers ------------------------------------------------------------------------

    def _button(self, text: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        button.setMinimumHeight(BUTTON_HEIGHT_PX)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def set_side_panel(self, widget: QWidget) -> None:
        """Put a panel (the betting actions) beside the ring, replacing the placeholder."""
        self.splitter.replaceWidget(1, widget)
        self.side_panel.deleteLater()
        self.side_panel = widget

    # -- commands --------------------------------------------------------------------------------

    def _stamp(self, kind: type[Event], **fields: object) -> Event:
        return kind(event_id=new_event_id(), at_ms=self._now_ms(), **fields)

    def execute(self, event: Event) -> bool:
        """Apply one event through the core; on a refusal show it and keep the state."""
        try:
            self.table = apply(self.table, event)
        except TableError as exc:
            self.error.setText(str(exc))
            return False
        self.events.append(event)
        self.error.setText("")
        self.refresh()
        return True

    def _refuse(self, exc: TableError) -> bool:
        self.error.setText(str(exc))
        return False

    def seat_player(self, seat: int, name: str, stack: int) -> bool:
        return self.execute(self._stamp(PlayerSeated, seat=seat, name=name, stack=stack))

    def bust(self, seat: int) -> bool:
        return self.execute(self._stamp(PlayerBusted, seat=seat))

    def toggle_absent(self, seat: int) -> bool:
        try:
            player = self.table.require_player(seat)
        except TableError as exc:
            return self._refuse(exc)
        kind = PlayerMarkedPresent if player.absent else PlayerMarkedAbsent
        return self.execute(self._stamp(kind, seat=seat))

    def place_button(self, seat: int) -> bool:
        return self.execute(self._stamp(ButtonPlaced, seat=seat, method=ButtonMethod.PLACED))

    def draw_for_button(self) -> bool:
        try:
            event = draw_button(self.table, self.rules, self._rng, at_ms=self._now_ms())
        except TableError as exc:
            return self._refuse(exc)
        return self.execute(event)

    def dealer_drew(self, cards: Mapping[int, str]) -> bool:
        """The button from the cards the dealer drew (highest by rank, then suit)."""
        try:
            event = button_from_cards(self.table, self.rules, cards, at_ms=self._now_ms())
        except TableError as exc:
            return self._refuse(exc)
        return self.execute(event)

    def ask_dealer_cards(self) -> None:
        seats = [(s, self.table.require_player(s).name) for s in self.table.occupied()]
        dialog = ButtonDrawDialog(seats, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.dealer_drew(dialog.values())

    def next_hand(self) -> bool:
        try:
            event, plan = start_hand(self.table, self.rules, at_ms=self._now_ms())
        except TableError as exc:
            return self._refuse(exc)
        self._plans[event.event_id] = plan
        return self.execute(event)

    def undo(self) -> bool:
        """Replay the table's events without the last one (never the opening)."""
        if len(self.events) <= 1:
            self.error.setText("Nothing to undo")
            return False
        self.events.pop()
        self.table = replay(self.events)
        self.error.setText("")
        self.refresh()
        return True

    def select(self, seat: int) -> None:
        self.selected = None if self.selected == seat else seat
        self.refresh()

    def _on_selected(self, action: Callable[[int], bool]) -> None:
        if self.selected is None:
            self.error.setText("Tap a seat first")
            return
        action(self.selected)

    def ask_seat_player(self) -> None:
        free = self.table.free_seats()
        if not free:
            self.error.setText("The table is full")
            return
        seat = self.selected if self.selected in free else free[0]
        stacks = [p.stack for p in self.table.seats if p is not None]
        dialog = SeatPlayerDialog(self.table.seat_count, seat, max(stacks, default=0), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.seat_player(*dialog.values())

    def _seat_demo(self) -> None:
        for seat, (name, stack) in enumerate(DEMO_PLAYERS, start=1):
            if seat <= self.table.seat_count:
                self.seat_player(seat, name, stack)
        self.place_button(1)

    # -- presentation ----------------------------------------------------------------------------

    def current_plan(self) -> HandPlan | None:
        """The plan of the hand in progress (re-planned if it came from a loaded history)."""
        last = next((e for e in reversed(self.events) if isinstance(e, HandStarted)), None)
        if last is None or self.table.last is None:
            return None
        return self._plans.get(last.event_id)

    def ring_view(self) -> RingView:
        table = self.table
        positions = table.last.positions if table.last is not None else None
        to_act = preflop_order(positions)[0] if positions is not None else None
        seats: dict[int, SeatView] = {}
        for number in range(1, table.seat_count + 1):
            player = table.seats[number - 1]
            view = SeatView(selected=number == self.selected)
            if player is not None:
                view = SeatView(
                    name=player.name,
                    stack=player.stack,
                    absent=player.absent,
                    waiting=player.waiting
                    or (positions is not None and number in positions.waiting),
                    selected=number == self.selected,
                )
            if positions is not None:
                on_button = number == positions.button
                dead = on_button and (positions.button_is_dead or player is None)
                view = replace(
                    view,
                    button=on_button and not dead,
                    dead_button=dead,
                    small_blind=number == positions.small_blind,
                    big_blind=number == positions.big_blind,
                    straddle=number == positions.straddle,
                    to_act=number == to_act,
                )
            elif table.button_set == number:
                view = replace(view, button=True)
            seats[number] = view
        return RingView(table.seat_count, seats, self._centre_text())

    def _centre_text(self) -> str:
        if self.table.last is not None:
            return f"Hand {self.table.hand_number}"
        if self.table.button_set is not None:
            return "Ready: Next hand"
        return "Seat players, then draw for the button"

    def refresh(self) -> None:
        view = self.ring_view()
        self.ring.set_view(
            RingView(view.seat_count, view.seats, view.centre_text, self.ring.view.pots)
        )
        self.status.setText(self._status_text())
        plan = self.current_plan()
        self.reasons.setText("\n".join(str(r) for r in plan.rulings) if plan else "")
        self.bust_button.setEnabled(self.selected is not None)
        self.absent_button.setEnabled(self.selected is not None)
        player = self.table.player(self.selected) if self.selected is not None else None
        self.absent_button.setText("Present" if player is not None and player.absent else "Absent")
        self.undo_button.setEnabled(len(self.events) > 1)

    def _status_text(self) -> str:
        table = self.table
        if table.last is None:
            if table.button_set is not None:
                return f"Button on seat {table.button_set}. Press Next hand to deal."
            return f"{len(table.occupied())} seated. Draw for the button to start."
        p = table.last.positions

        def who(seat: int | None) -> str:
            if seat is None:
                return "none"
            player = table.seats[seat - 1]
            return f"seat {seat} {player.name}" if player else f"seat {seat}"

        button = who(p.button) + (" (dead)" if p.button_is_dead else "")
        parts = [
            f"Hand {table.hand_number}",
            f"Button {button}",
            f"SB {who(p.small_blind)}",
            f"BB {who(p.big_blind)}",
        ]
        if p.heads_up:
            parts.append("heads-up")
        return "  ·  ".join(parts)
