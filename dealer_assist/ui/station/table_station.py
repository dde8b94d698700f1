"""The table station: the seat ring with the pots in its centre, the action panel, the rulebooks.

One window for a dealer's tablet (1024x600 up to 1920x1080). Every command goes through the
station's `TableSession`, so the journal holds the table and the hand in progress; reopening
restores both. The rulings pane (the tournament's house book first) slides over the panel,
opening on the hand in progress in dealers' words; a ruling given there is journaled with it.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.core.director_pin import DirectorPin
from dealer_assist.core.events import Event, new_event_id
from dealer_assist.core.hand.hand import pots as hand_pots
from dealer_assist.core.hand.hand_state import HandState, Phase
from dealer_assist.core.rules.house_rules import Decision
from dealer_assist.core.table.ring_markers import ring_markers
from dealer_assist.core.table.station_decide import ButtonResult, SeatChange
from dealer_assist.core.table.station_fold import ClosedHand, StationState, hand_finished
from dealer_assist.core.table.station_room import (
    Arrival,
    Departure,
    StationRoom,
    station_room,
    tables_text,
)
from dealer_assist.core.table.table import (
    LeaveReason,
    PlayerLeft,
    PlayerMarkedAbsent,
    PlayerMarkedPresent,
    PlayerSeated,
    Table,
    TableError,
)
from dealer_assist.rulings.situation import situation_query
from dealer_assist.ui.common.qt_session import Change, QtSession
from dealer_assist.ui.common.shortcut_overlay import install_shortcut_overlay
from dealer_assist.ui.common.theme import DARK_CONTROLS_STYLE
from dealer_assist.ui.common.tooltips import describe
from dealer_assist.ui.common.wall_clock import NowMs
from dealer_assist.ui.common.window_fit import fit_into, keep_on_screen
from dealer_assist.ui.station.action_log import ActionLog
from dealer_assist.ui.station.action_panel import DESK_KEYS, ActionPanel, scaled_style
from dealer_assist.ui.station.amount_pad import touch_button
from dealer_assist.ui.station.card_picker import CardPickDialog, card_text
from dealer_assist.ui.station.station_pin import AskPin, PinGuard

if TYPE_CHECKING:
    from dealer_assist.store.table_session import TableSession

log = logging.getLogger(__name__)

# (table, seat tapped or None) -> (seat, stack, reason), None: cancelled
AskCorrection = Callable[[Table, "int | None"], "tuple[int, int, str] | None"]
AskTable = Callable[[str], "int | None"]  # (who is moved) -> the table he goes to, None: cancel
AskSeat = Callable[[Table, int], "int | None"]  # (table, seat of the player) -> his new seat
AskBook = Callable[[str], "str | None"]  # (the book in force) -> the new book, None: cancel

MIN_WIDTH_PX, MIN_HEIGHT_PX = 1024, 600  # the tablet it is made for: text at 1.0 there
# Smaller still, so a 1024x600 screen's title bar and panel leave it whole (it is fitted into
# the screen's available area, frame included; F11 for the whole screen).
SMALLEST_PX = (960, 520)
LEVEL_POLL_MS = 2000  # a new level shows within two seconds; the hand in progress keeps its own
CLOCK_REPAINT_MS = 250  # the header's time left is read from the tournament clock this often
HAND_FOR_HAND_TEXT = "HAND FOR HAND: wait for every table before dealing"
NBSP = "\u00a0"
PANEL_SHARE = 0.55  # of the width at 1024 px; the ring keeps the rest

STYLE = (
    """
TableStation, QWidget#ringSide { background: #0b0d10; }
QLabel#tableTitle { color: #ffffff; font-size: 20px; font-weight: bold; }
QLabel#busts { color: #ff8080; font-size: 17px; font-weight: bold; }
QLabel#handForHand { color: #000000; background: #ffc400; font-size: 19px; font-weight: bold;
    border-radius: 8px; padding: 4px 8px; }
QLabel#drawResult { color: #ffffff; font-size: 17px; background: #1d3550;
    border: 2px solid #4db8ff; border-radius: 8px; padding: 4px 8px; }
QToolButton#buttonMenu { font-size: 18px; font-weight: bold; color: #ffffff; background: #2a3039;
    border: 2px solid #4a5260; border-radius: 10px; padding: 0 12px; min-height: 48px; }
QToolButton#buttonMenu:disabled { color: #6b7380; background: #1a1d22; border-color: #2a3039; }
QPushButton { font-size: 20px; font-weight: bold; color: #ffffff; background: #2a3039;
    border: 2px solid #4a5260; border-radius: 10px; padding: 0 12px; }
"""
    + DARK_CONTROLS_STYLE
)


class TableStation(QMainWindow):
    """Seat ring and pots | action panel, with the rulings pane a tap away.

    `rulings_factory` builds the rulings pane on first use (loading the index takes a moment);
    None builds a `RulingsPane` over the shipped books with `book` in force. `rng` shuffles the
    deck when the app draws for the button (tests seed it); `confirm(question)` asks the dealer
    before a redraw restarts the rotation (default: a message box).
    """

    def __init__(
        self,
        session: TableSession,
        now_ms: NowMs,
        *,
        book: str | None = None,
        rulings_factory: Any = None,
        level_poll_ms: int | None = None,
        follower: Any = None,  # app_station.TournamentFollower: its .state, .read()
        rng: random.Random | None = None,
        confirm: Callable[[str], bool] | None = None,
        pin: DirectorPin | None = None,
        ask_pin: AskPin | None = None,
        ask_correction: AskCorrection | None = None,
        ask_table: AskTable | None = None,
        ask_seat: AskSeat | None = None,
        ask_book: AskBook | None = None,
        title: str | None = None,
        table: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.now_ms = now_ms
        # The table this station runs in the followed tournament (None: 1), and what the
        # director's room says of it: players to seat, moves, hand-for-hand.
        self.table_number = table or 1
        self.room = StationRoom(self.table_number)
        self.rng = rng if rng is not None else random.SystemRandom()
        self.confirm: Callable[[str], bool] = confirm or self._ask_confirm
        # What only the director does asks for the PIN (a wrong one refuses with a message).
        self.pin_guard = PinGuard(pin or DirectorPin(), ask_pin, self)
        self.ask_correction: AskCorrection = ask_correction or self._ask_correction
        self.ask_table: AskTable = ask_table or self._ask_table
        self.ask_seat: AskSeat = ask_seat or self._ask_seat
        self.ask_book: AskBook = ask_book or self._ask_book
        # The table this station runs ("Table 2"); None: the table's own name.
        self.table_title = title
        self.hand_log_dialog: QDialog | None = None
        self.moving_button = False  # the next seat tap puts the button there
        self.cards_dialog: CardPickDialog | None = None
        self._draw_shown: str | None = None  # the ButtonPlaced whose draw the label shows
        self.follower = follower
        self.book = book or session.rules.book
        self._book_followed = session.rules.book
        self._rulings_factory = rulings_factory
        self.rulings_pane: QWidget | None = None
        # The situation the pane was last opened on: while the hand has not moved, the
        # dealer's own words in the search box stay.
        self._situation_asked: str | None = None
        self.setWindowTitle(f"Dealer Assist: {title or 'table'}")
        self.setStyleSheet(STYLE)
        self.setMinimumSize(*SMALLEST_PX)

        self.ring = self._make_ring()
        self.ring.seat_clicked.connect(self._seat_tapped)
        self.last_menu: QMenu | None = None
        self.title = QLabel("")
        self.title.setObjectName("tableTitle")
        # "Table 2 · Friday · Level 12: 1000/2000 ante 2000" wraps rather than widen the ring
        # side and squeeze the panel off a 1024 px screen.
        self.title.setWordWrap(True)
        self.busts = QLabel("")
        self.busts.setObjectName("busts")
        self.busts.setWordWrap(True)
        self.busts.hide()
        self._seat_names: dict[int, str] = {}
        # The last settled hand and the bust-outs it named (with the names of their seats).
        self._bust_cache: tuple[ClosedHand | None, str] = (None, "")
        ring_side = QWidget()
        ring_side.setObjectName("ringSide")
        ring_layout = QVBoxLayout(ring_side)
        ring_layout.setContentsMargins(6, 6, 6, 6)
        self.button_tool = self._button_tool()
        self.draw_result = QLabel("")
        self.draw_result.setObjectName("drawResult")
        self.draw_result.setWordWrap(True)
        self.draw_result.setTextFormat(Qt.TextFormat.RichText)
        self.draw_result.hide()
        title_row = QHBoxLayout()
        title_row.addWidget(self.title, 1)
        title_row.addWidget(self.button_tool)
        ring_layout.addLayout(title_row)
        self.hand_for_hand = QLabel(HAND_FOR_HAND_TEXT)
        self.hand_for_hand.setObjectName("handForHand")
        self.hand_for_hand.setWordWrap(True)
        self.hand_for_hand.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hand_for_hand.hide()
        ring_layout.addWidget(self.hand_for_hand)
        ring_layout.addWidget(self.ring, 1)
        # The hand's actions so far, street by street, under the ring (the panel keeps its
        # height for the buttons at 1024x600).
        self.action_log = ActionLog()
        ring_layout.addWidget(self.action_log)
        ring_layout.addWidget(self.draw_result)
        ring_layout.addWidget(self.busts)

        # The one change notice: every view (the panel, the ring, the log) redraws on it.
        self.changes = QtSession(session.session, self)
        self.panel = ActionPanel(session, now_ms, changes=self.changes)
        self.panel.deal_waits_for = self._deal_waits_for
        if follower is not None:
            fallback = self.panel.smallest_chip
            self.panel.smallest_chip = lambda: self._tournament_chip() or fallback()
        self.room_panel = RoomPanel()
        self.room_panel.seat_placed_requested.connect(self.seat_placed)
        self.room_panel.arrival_chosen.connect(self.seat_arrival)
        self.room_panel.departure_chosen.connect(self.send_departure)
        self.panel.add_idle_widget(self.room_panel)
        self.changes.changed.connect(self._changed)
        self.panel.rulings_requested.connect(self.show_rulings)
        self.panel.hands_menu.addSeparator()
        describe(
            self.panel.hands_menu.addAction(
                "Hands played, corrections and rulings…", self.show_hand_log
            ),
            "This session's hands, with every correction and ruling given",
        )
        self.correct_action = self.panel.hands_menu.addAction(
            "Correct a stack… (director's PIN)", self.correct_stack
        )
        self.book_action = self.panel.hands_menu.addAction(
            "Change the house book… (director's PIN)", self.change_book
        )
        self.quit_action = self.panel.hands_menu.addAction(
            "Quit the station (director's PIN)", self.close
        )
        self.fullscreen_action = self.panel.hands_menu.addAction(
            "Full screen on or off", self.toggle_fullscreen
        )
        self.fullscreen_action.setShortcut(QKeySequence("F11"))
        describe(self.fullscreen_action, "Fill the screen, or give it back")
        self.addAction(self.fullscreen_action)  # F11 anywhere in the window, menu closed
        for action, tip in (
            (self.correct_action, "Set a seat's stack right (asks the director's PIN)"),
            (self.book_action, "Play under another house book (asks the director's PIN)"),
            (self.quit_action, "Close the station; the hand in play is kept (director's PIN)"),
        ):
            describe(action, tip)

        self.rulings_page = QWidget()
        rulings_layout = QVBoxLayout(self.rulings_page)
        rulings_layout.setContentsMargins(0, 0, 0, 0)
        self.back_button = touch_button("◀ Back to the hand", role="deal")
        self.back_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.back_button.clicked.connect(self.show_panel)
        describe(self.back_button, "Close the rulings and go back to the hand  (Esc)")
        rulings_layout.addWidget(self.back_button)

        self.side = QStackedWidget()
        self.side.addWidget(self.panel)
        self.side.addWidget(self.rulings_page)

        central = QWidget()
        layout = QHBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(ring_side, round((1 - PANEL_SHARE) * 100))
        layout.addWidget(self.side, round(PANEL_SHARE * 100))
        self.setCentralWidget(central)

        # Following a tournament clock: look again now and then, so the deal button and the
        # "next hand" notice show a new level without waiting for a tap.
        self.level_timer = QTimer(self)
        self.level_timer.timeout.connect(self.poll_room)
        if level_poll_ms:
            self.level_timer.start(level_poll_ms)
        # The header's time left in the level (read from the followed clock, never counted).
        self.clock_timer = QTimer(self)
        self.clock_timer.timeout.connect(self.show_level_clock)
        if follower is not None:
            self.clock_timer.start(CLOCK_REPAINT_MS)

        QShortcut(QKeySequence("F1"), self, activated=self.show_rulings).setWhatsThis(
            "Rulings: search the house book"
        )
        QShortcut(QKeySequence("Escape"), self, activated=self._escape).setWhatsThis(
            "Back to the action panel (and drop a button move)"
        )
        install_shortcut_overlay(self, keys=("?",))  # F1 is the rulings, as at every desk
        self.show_state(session.state)

    # -- the ring -------------------------------------------------------------------------------

    def _make_ring(self) -> QWidget:
        from dealer_assist.ui.station.seat_ring import SeatRing

        table = self.session.table
        return SeatRing(table.seat_count if table is not None else 9)

    def _tournament_chip(self) -> int | None:
        """The smallest chip still in play in the followed tournament's period (after its
        colour-ups), or None when the clock or the structure cannot say."""
        state = self.follower.state if self.follower is not None else None
        structure = getattr(state, "structure", None)
        if state is None or structure is None:
            return None
        try:
            reading = state.reading(self.now_ms())
            period = 0 if reading is None else reading.period_index
            chips = structure.chips_in_play(period)
        except (IndexError, ValueError, AttributeError) as problem:
            log.debug("no chips in play from the tournament: %s", problem)
            return None
        values = [c.value for c in chips if isinstance(c.value, int) and c.value > 0]
        return min(values) if values else None

    def _changed(self, change: Change) -> None:
        self.show_state(change.state)

    def show_state(self, state: StationState) -> None:
        """Redraw the ring and the pots from the station state."""
        table = state.table
        hand = state.hand
        if table is not None:  # kept to name a player after the bust has emptied the seat
            self._seat_names.update(
                {seat: p.name for seat in table.occupied() if (p := table.player(seat))}
            )
        name = self.table_title or (table.name if table is not None else "") or "Table"
        level = self.session.next_level().text if hand is None else _stakes_text(hand)
        # Wrapped (a narrow ring side) between its parts, never inside "Level 1: 25/50".
        self.title.setText(f"{name}  ·  {level.replace(' ', NBSP)}")
        rules = state.rules
        self.setWindowTitle(f"Dealer Assist: {name} · {rules.title}")
        if rules.book != self.book and self._book_followed != rules.book:
            # A director's change of book (or its undo): the rulebooks open on it.
            self.book = rules.book
            if self.rulings_pane is not None and hasattr(self.rulings_pane, "book_in_force"):
                self.rulings_pane.book_in_force = rules.book
        self._book_followed = rules.book
        self.room = self._read_room(state)
        update_ring(self.ring, state, self.room)
        self.room_panel.show_room(self.room)
        self.hand_for_hand.setVisible(self.room.hand_for_hand)
        self.show_level_clock()
        # Read from the state, so an undone settlement takes its notice back with it.
        notice = self._bust_notice(state)
        self.busts.setText(notice)
        self.busts.setVisible(bool(notice))
        between = hand is None or hand_finished(hand)
        self.button_tool.setEnabled(between)
        if not between:
            self.moving_button = False
        undo = state.button_undo
        if self._draw_shown is not None and not (undo and undo[-1][0] == self._draw_shown):
            # Dealt, undone or placed again: the draw shown is history.
            self._draw_shown = None
            self.draw_result.hide()
        self.ring.set_centre(*centre_lines(state))
        self.action_log.show_events(
            state.hand_events if hand is not None else (), self._seat_names, state.rules
        )
        if self._draw_shown is not None and table is not None and table.button_set is not None:
            self.ring.set_centre(f"Button: seat {table.button_set}\nby the draw")

    # -- the button draw ----------------------------------------------------------------------

    def _button_tool(self) -> QToolButton:
        tool = QToolButton()
        tool.setObjectName("buttonMenu")
        tool.setText("Button ▾")
        tool.setMinimumHeight(48)
        tool.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.button_menu = QMenu(tool)
        self.button_menu.setStyleSheet(
            "QMenu { font-size: 20px; } QMenu::item { padding: 14px 24px; }"
        )
        for text, slot, tip in (
            ("Draw for the button", self.draw_for_button, "Deal each seat a card: high card"),
            ("Enter the cards drawn…", self.ask_drawn_cards, "Type the cards of a draw dealt"),
            ("Move the button to a seat…", self.start_moving_button, "Tap the seat to get it"),
        ):
            describe(self.button_menu.addAction(text, slot), tip)
        self.button_menu.setToolTipsVisible(True)
        tool.setMenu(self.button_menu)
        describe(tool, "Where the button is: draw for it, or move it")
        return tool

    def draw_for_button(self) -> bool:
        """The app deals one card to each seated player; every card and the winner are shown."""
        rng = self.rng
        return self._place_button(
            lambda restart: self.session.draw_for_button(rng, restart=restart)
        )

    def ask_drawn_cards(self) -> CardPickDialog | None:
        """The card picker for the cards the dealer drew, one per seated player in seat order
        (a card picked twice is refused by the picker). Opens non-modal-blocking; OK places."""
        table = self.session.table
        if table is None or not self._between_hands():
            return None
        seats = table.occupied()
        dialog = CardPickDialog("Cards drawn for the button", len(seats), parent=self)
        names = {s: table.require_player(s).name for s in seats}

        def prompt(cards: object = ()) -> None:
            picked = len(dialog.cards)
            done = " · ".join(
                f"{s} {names[s]} {card_text(c)}" for s, c in zip(seats, dialog.cards, strict=False)
            )
            nxt = (
                f"Seat {seats[picked]} {names[seats[picked]]}: tap the card drawn"
                if (picked < len(seats))
                else "All cards in: OK places the button"
            )
            dialog.picker.note.setText(f"{done}\n{nxt}" if done else nxt)

        dialog.picker.cards_changed.connect(prompt)
        prompt()
        dialog.accepted.connect(
            lambda: self.enter_drawn_cards(dict(zip(seats, dialog.cards, strict=True)))
        )
        self.cards_dialog = dialog
        dialog.resize(self.width() * 9 // 10, self.height() * 9 // 10)
        dialog.open()
        return dialog

    def enter_drawn_cards(self, cards: dict[int, str]) -> bool:
        """The button from the cards the dealer drew (highest rank, then suit)."""
        return self._place_button(
            lambda restart: self.session.button_from_cards(cards, restart=restart)
        )

    def start_moving_button(self) -> None:
        """The next seat tap puts the button there."""
        if not self._between_hands():
            return
        self.moving_button = True
        self.panel.show_message("Tap the seat that gets the button", kind="ruling")

    def move_button(self, seat: int) -> bool:
        self.moving_button = False
        return self._place_button(lambda restart: self.session.move_button(seat, restart=restart))

    def _between_hands(self) -> bool:
        hand = self.session.hand
        if hand is None or hand_finished(hand):
            return True
        self.panel.show_message(
            "The button is drawn between hands: finish the hand (or call a misdeal) first"
        )
        return False

    def _place_button(self, place: Callable[[bool], ButtonResult]) -> bool:
        """Run a placement; a table that played hands asks first (a redraw restarts the
        rotation, e.g. at the final table)."""
        if not self._between_hands():
            return False
        restart = False
        if self.session.button_draw_restarts():
            citation = self.session.rules.cite(Decision.BUTTON_DRAW)
            if not self.confirm(
                f"{self.session.table.hand_number} hand(s) have been played at this table. "  # type: ignore[union-attr]
                f"A new button restarts the rotation (a final-table redraw, {citation.label}). "
                "Go on?"
            ):
                return False
            restart = True
        try:
            result = place(restart)
        except TableError as refusal:
            self.panel.show_message(str(refusal))
            return False
        self.panel.clear_message()
        self.show_draw(result)
        if result.settlement is not None and result.settlement.busted:
            self.panel.busted.emit(result.settlement.busted)
        return True

    def show_draw(self, result: ButtonResult) -> None:
        """Every seat's card and the winner under the ring, with the rule; a move says so."""
        placed = result.placed
        name = self._seat_names.get(placed.seat, "")
        if placed.draw:
            cards = dict(placed.draw)
            parts = [
                (f"<b>{seat} {self._seat_names.get(seat, '')} {_card_html(card)}</b>")
                if seat == placed.seat
                else f"{seat} {self._seat_names.get(seat, '')} {_card_html(card)}"
                for seat, card in placed.draw
            ]
            how = "The app drew" if placed.method.value == "draw_by_app" else "Cards drawn"
            text = (
                f"{how} for the button ({result.citation.label}): "
                + " · ".join(parts)
                + f"<br><b>Button: seat {placed.seat} {name}, {_card_html(cards[placed.seat])}"
                " high</b>"
            )
        else:
            text = f"Button moved to seat {placed.seat} {name} ({result.citation.label})"
        self.draw_result.setText(text)
        self.draw_result.show()
        self._draw_shown = placed.event_id
        # The placement's change notice came first: the felt names the button now.
        self.ring.set_centre(f"Button: seat {placed.seat}\nby the draw")

    def _ask_confirm(self, question: str) -> bool:
        answer = QMessageBox.question(self, "Redraw for the button", question)
        return answer == QMessageBox.StandardButton.Yes

    def seat_menu(self, seat: int) -> QMenu:
        """What the dealer may do with a tapped seat; the table fold refuses what is impossible.

        Between hands (or for a player not in the hand) a player leaves now; one in the hand is
        marked "leaves after this hand" and the settlement takes him off. Moves and
        disqualification ask for the director's PIN; the rest is one tap."""
        menu = QMenu(self)
        menu.setStyleSheet("QMenu { font-size: 20px; } QMenu::item { padding: 14px 24px; }")
        table = self.session.table
        player = table.player(seat) if table is not None else None
        if player is None:
            for arrival in self.room.arriving:
                if arrival.seat == seat:
                    menu.addAction(
                        f"Seat {arrival.name} here, moved from table {arrival.move.from_table} "
                        f"({arrival.stack:,})",
                        lambda a=arrival: self.seat_arrival(a),
                    )
            for placed in self.room.to_seat:
                if placed.seat == seat:
                    menu.addAction(
                        f"Seat {placed.name} here, placed by the director ({placed.stack:,})",
                        lambda p=placed: self._seat_change(
                            lambda: self.session.seat_player(p.seat, p.name, p.stack)
                        ),
                    )
            menu.addAction(f"Seat a player in seat {seat}…", lambda: self.ask_seat_player(seat))
        else:
            name = player.name
            for departure in self.room.leaving:
                if departure.seat == seat and not departure.leaving:
                    menu.addAction(
                        f"{name} goes to {_destination(departure)}"
                        + (" after this hand" if self._in_hand(seat) else "")
                        + " (the director's move)",
                        lambda d=departure: self.send_departure(d),
                    )
            if player.absent:
                menu.addAction(
                    f"{name} is back",
                    lambda: self._table_event(PlayerMarkedPresent, seat=seat),
                )
            else:
                menu.addAction(
                    f"{name} is away",
                    lambda: self._table_event(PlayerMarkedAbsent, seat=seat),
                )
            hand = self.session.hand
            if hand is not None and seat in hand.positions.dealt_in:
                if player.leaving is not None:
                    menu.addAction(f"{name} stays", lambda: self.stay(seat))
                else:
                    menu.addAction(
                        f"{name} leaves early after this hand",
                        lambda: self.leave(seat, LeaveReason.LEAVING_EARLY, after=True),
                    )
                    menu.addAction(
                        f"{name} is moved to another table after this hand… (director's PIN)",
                        lambda: self.move_to_table(seat, after=True),
                    )
                    menu.addAction(
                        f"{name} is disqualified after this hand (director's PIN)",
                        lambda: self.disqualify(seat, after=True),
                    )
            else:
                menu.addAction(
                    f"{name} leaves early", lambda: self.leave(seat, LeaveReason.LEAVING_EARLY)
                )
                menu.addAction(
                    f"{name} is moved to another table… (director's PIN)",
                    lambda: self.move_to_table(seat),
                )
                reseat = menu.addAction(
                    f"Move {name} to another seat… (director's PIN)",
                    lambda: self.move_to_seat(seat),
                )
                reseat.setEnabled(hand is None)
                menu.addAction(
                    f"{name} is disqualified (director's PIN)", lambda: self.disqualify(seat)
                )
            if hand is None or hand_finished(hand):
                menu.addAction(f"Move the button to {name}", lambda: self.move_button(seat))
            if hand is None:
                menu.addAction(
                    f"Correct {name}'s stack… (director's PIN)",
                    lambda: self.correct_stack(seat),
                )
        self.last_menu = menu
        return menu

    # -- seats, all night -------------------------------------------------------------------------

    def leave(
        self,
        seat: int,
        reason: LeaveReason,
        *,
        after: bool = False,
        to_table: int | None = None,
        note: str = "",
    ) -> bool:
        """The player leaves now, or after the hand he is in (one command each)."""
        command = self.session.leave_after_hand if after else self.session.leave
        return self._seat_change(lambda: command(seat, reason, to_table=to_table), note=note)

    def stay(self, seat: int) -> bool:
        return self._seat_change(lambda: self.session.stay(seat))

    # -- the room: what the director sends this table -------------------------------------------

    def poll_room(self) -> None:
        """Read the followed tournament again (its level, seats, moves, hand-for-hand) and
        redraw: the level timer's tick."""
        if self.follower is not None:
            self.follower.read()
        self.changes.reread()  # no event: the views read the level and the room again

    def _read_room(self, state: StationState) -> StationRoom:
        tournament = self.follower.state if self.follower is not None else None
        return station_room(tournament, self.table_number, state.table, state.departed)

    def _deal_waits_for(self) -> str:
        """The other tables the next deal waits for in hand-for-hand ("" when none)."""
        waiting = self._read_room(self.session.state).waiting_for
        return tables_text(waiting) if waiting else ""

    def _in_hand(self, seat: int) -> bool:
        hand = self.session.hand
        return hand is not None and seat in hand.positions.dealt_in

    def seat_placed(self) -> bool:
        """Seat the players the director placed here, each at his seat with his stack: one
        command (Undo takes them all back). Those already seated by name are left alone."""
        players = [(p.seat, p.name, p.stack) for p in self.room.to_seat]
        if not players:
            return False
        if self.session.hand is not None:
            self.panel.show_message(
                "The director's players sit down between hands: settle the hand first."
            )
            return False
        return self._seat_change(lambda: self.session.seat_players(players))

    def seat_arrival(self, arrival: Arrival) -> bool:
        """A player the director moved here sits down at the seat he was given, with his
        stack, moved from his table: new to this one (he waits on the button, the small blind
        or between them)."""
        return self._seat_change(
            lambda: self.session.seat_player(
                arrival.seat, arrival.name, arrival.stack, from_table=arrival.move.from_table
            )
        )

    def send_departure(self, departure: Departure) -> bool:
        """A player the director moved away leaves for his new table: now, or after the hand
        he is in (one command)."""
        seat = departure.seat
        if seat is None:
            return False
        return self.leave(
            seat,
            LeaveReason.MOVED,
            after=self._in_hand(seat),
            to_table=departure.move.to_table,
            note=f"{departure.name} goes to {_destination(departure)}",
        )

    def show_level_clock(self) -> None:
        """The followed tournament's time left in the level, in the panel's header."""
        state = self.follower.state if self.follower is not None else None
        text, paused = level_clock_text(state, self.now_ms())
        self.panel.set_level_clock(text, paused=paused)

    def move_to_table(self, seat: int, *, after: bool = False) -> bool:
        """Moved to balance the tables (director's PIN): the table he goes to is asked."""
        player = self._guarded_player(seat, "Move a player to another table")
        if player is None:
            return False
        number = self.ask_table(f"Seat {seat} {player.name}")
        if number is None:
            return False
        return self.leave(seat, LeaveReason.MOVED, after=after, to_table=number)

    def disqualify(self, seat: int, *, after: bool = False) -> bool:
        if self._guarded_player(seat, "Disqualify a player") is None:
            return False
        return self.leave(seat, LeaveReason.DISQUALIFIED, after=after)

    def move_to_seat(self, seat: int) -> bool:
        """Reseat a player at this table, between hands (director's PIN)."""
        if self.session.hand is not None:
            self.panel.show_message("A player changes seats between hands: settle the hand first.")
            return False
        if self._guarded_player(seat, "Move a player to another seat") is None:
            return False
        table = self.session.table
        assert table is not None
        to_seat = self.ask_seat(table, seat)
        if to_seat is None:
            return False
        return self._seat_change(lambda: self.session.reseat(seat, to_seat))

    def _guarded_player(self, seat: int, what: str) -> Any:
        table = self.session.table
        player = table.player(seat) if table is not None else None
        if player is None:
            return None
        decision = self.pin_guard.allow(what)
        if not decision.allowed:
            self.panel.show_message(decision.message)
            return None
        return player

    def _seat_change(self, command: Callable[[], SeatChange], *, note: str = "") -> bool:
        try:
            change = command()
        except TableError as refusal:
            self.panel.show_message(str(refusal))
            return False
        self.panel.show_message(change.text + (f". {note}" if note else ""), kind="ruling")
        return True

    def _ask_table(self, who: str) -> int | None:
        from PySide6.QtWidgets import QInputDialog

        number, ok = QInputDialog.getInt(
            self, "Moved to another table", f"{who} goes to table", 1, 1
        )
        return number if ok else None

    def _ask_seat(self, table: Table, seat: int) -> int | None:
        from PySide6.QtWidgets import QInputDialog

        free = [str(s) for s in table.free_seats()]
        if not free:
            self.panel.show_message("The table is full: no seat to move to.")
            return None
        name = table.require_player(seat).name
        chosen, ok = QInputDialog.getItem(
            self, "Move to another seat", f"Seat {seat} {name} moves to seat", free, 0, False
        )
        return int(chosen) if ok else None

    def _ask_book(self, current: str) -> str | None:
        from PySide6.QtWidgets import QInputDialog

        from dealer_assist.house_books import BOOKS

        others = [b for b in BOOKS if b != current]
        question = f"In force: {current}. From the next hand:"
        chosen, ok = QInputDialog.getItem(self, "Change the house book", question, others, 0, False)
        return str(chosen) if ok else None

    def change_book(self) -> bool:
        """A director's change of the table's house book, between hands (director's PIN); one
        command, undoable until the next deal. Hands already played keep their book."""
        if self.session.hand is not None:
            self.panel.show_message(
                "The house book is changed between hands: finish and settle the hand first."
            )
            return False
        decision = self.pin_guard.allow("Change the house book")
        if not decision.allowed:
            self.panel.show_message(decision.message)
            return False
        book = self.ask_book(self.session.rules.book)
        if book is None or book == self.session.rules.book:
            return False
        try:
            self.session.change_book(book)
        except TableError as refusal:
            self.panel.show_message(str(refusal))
            return False
        self.panel.show_message(
            f"House book: {self.session.rules.title}, from the next hand; the hands played keep "
            "theirs. Undo takes it back until the next deal.",
            kind="ruling",
        )
        return True

    def correct_stack(self, seat: int | None = None) -> bool:
        """A director's correction of a stack between hands, behind the director's PIN: the
        seat, the stack and a reason, journaled as one command (Undo takes it back until the
        next deal) and listed with the hands."""
        table = self.session.table
        if table is None or self.session.hand is not None:
            self.panel.show_message(
                "A stack is corrected between hands: finish and settle the hand first."
            )
            return False
        decision = self.pin_guard.allow("Correct a stack")
        if not decision.allowed:
            self.panel.show_message(decision.message)
            return False
        values = self.ask_correction(table, seat)
        if values is None:
            return False
        number, stack, reason = values
        try:
            fix = self.session.correct_stack(number, stack, reason)
        except TableError as refusal:
            self.panel.show_message(str(refusal))
            return False
        self.panel.show_message(
            f"Seat {fix.seat} {fix.name}: stack corrected {fix.previous:,} → {fix.stack:,} "
            f"({fix.reason}). Undo takes it back until the next deal.",
            kind="ruling",
        )
        return True

    def _ask_correction(self, table: Table, seat: int | None) -> tuple[int, int, str] | None:
        from dealer_assist.ui.station.seat_dialogs import CorrectStackDialog

        players = [
            (s, table.require_player(s).name, table.require_player(s).stack)
            for s in table.occupied()
        ]
        dialog = CorrectStackDialog(players, seat, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.values()

    def show_hand_log(self) -> QDialog:
        """The hands played at this table, the stacks corrected and the rulings given, oldest
        first."""
        dialog = QDialog(self)
        dialog.setWindowTitle("Hands played, corrections and rulings")
        dialog.setStyleSheet(
            "QDialog, QScrollArea, QScrollArea > QWidget > QWidget { background: #15181d; }"
            " QScrollArea { border: none; } QLabel { color: #ffffff; font-size: 18px; }"
            " QPushButton { min-height: 64px; font-size: 20px; }"
        )
        lines = self.session.hand_log() or ("No hand has been played at this table yet.",)
        text = QLabel("\n".join(lines))
        text.setTextFormat(Qt.TextFormat.PlainText)  # a ruling quotes the dealer's question
        text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        text.setWordWrap(True)
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(text)
        close = touch_button("Close", role="edit")
        close.clicked.connect(dialog.accept)
        describe(close, "Back to the table")
        layout = QVBoxLayout(dialog)
        layout.addWidget(scroll, 1)
        layout.addWidget(close)
        dialog.resize(self.width() * 8 // 10, self.height() * 8 // 10)
        self.hand_log_dialog = dialog
        dialog.open()
        return dialog

    def _seat_tapped(self, seat: int) -> None:
        if self.moving_button:
            self.move_button(seat)
            return
        menu = self.seat_menu(seat)
        box = self.ring.seat_rect(seat)
        menu.popup(self.ring.mapToGlobal(box.center().toPoint()))

    def seat_dialog(self, seat: int) -> QDialog | None:
        """The seat-a-player dialog, its stack filled with what a dealer expects (editable)."""
        from dealer_assist.ui.station.seat_dialogs import SeatPlayerDialog

        table = self.session.table
        if table is None:
            return None
        starting = None
        if self.follower is not None:
            structure = getattr(self.follower.read(), "structure", None)
            starting = getattr(structure, "starting_stack", None)
        stack = starting if starting else average_stack(self.session.state)
        return SeatPlayerDialog(table.seat_count, seat, stack, self)

    def ask_seat_player(self, seat: int) -> None:
        dialog = self.seat_dialog(seat)
        if dialog is not None and dialog.exec():
            self.seat_from_dialog(dialog)

    def seat_from_dialog(self, dialog: Any) -> bool:
        """Seat the player the dialog names (moved in from another table, if it says so)."""
        number, name, stack = dialog.values()
        moved_from = dialog.moved_from()
        return self._seat_change(
            lambda: self.session.seat_player(number, name, stack, from_table=moved_from)
        )

    def _table_event(self, kind: type[Event], label: str = "", **fields: Any) -> bool:
        event = kind(event_id=new_event_id(), at_ms=self.session.now_ms(), **fields)
        try:
            self.session.table_command(label or _event_label(event, self._seat_names), event)
        except TableError as refusal:
            self.panel.show_message(str(refusal))
            return False
        return True

    def _bust_notice(self, state: StationState) -> str:
        """The notice "Busted: seat 5 Eun" of the last settled hand, from its settlement through the
        hand dealt after it (the hand's result and history keep it after that)."""
        table, history = state.table, state.history
        if table is None or not history:
            return ""
        last = history[-1]
        if last.number < table.hand_number - (0 if state.hand is None else 1):
            return ""
        closed, text = self._bust_cache
        if closed is not last:
            busted = bust_outs(last, state.rules)
            names = (f"seat {s} {self._seat_names.get(s, '')}".rstrip() for s in busted)
            text = "Busted: " + ", ".join(names) if busted else ""
            self._bust_cache = (last, text)
        return text

    # -- the rulings drawer ---------------------------------------------------------------------

    def show_rulings(self) -> None:
        """The rulebooks, opened on the hand in progress in dealers' words (street, pot, who
        is all-in, who acted, who is to act facing what): the search starts from it and the
        dealer adds what happened. Opened again on the same situation, his words stay."""
        if self.rulings_pane is None:
            self.rulings_pane = self._build_rulings()
            self.rulings_page.layout().addWidget(self.rulings_pane)
            self._scale_rulings()
            chosen = getattr(self.rulings_pane, "ruling_chosen", None)
            if chosen is not None:
                chosen.connect(self.give_ruling)
        self.side.setCurrentWidget(self.rulings_page)
        pane = self.rulings_pane
        if hasattr(pane, "set_question"):
            situation = situation_query(self.session.hand, self.session.state.hand_events)
            if situation != self._situation_asked:
                self._situation_asked = situation
                pane.set_question(situation)
            pane.search_box.setFocus()

    def give_ruling(self, rule_id: str, question: str) -> bool:
        """Record the rule the dealer gave as the answer to `question`, with the hand (one
        command: Undo takes it back), and go back to the hand."""
        pane = self.rulings_pane
        try:
            rule = pane.index.rule(rule_id)  # type: ignore[union-attr]
            given = self.session.give_ruling(question, rule)
        except TableError as refusal:
            self.show_panel()
            self.panel.show_message(str(refusal))
            return False
        self.show_panel()
        hand = (
            f"hand {given.hand_number}"
            if given.hand_id is not None
            else f"after hand {given.hand_number}"
        )
        self.panel.show_message(
            f"Ruling given: {given.label} ({given.rule_id}), recorded with {hand}. "
            "Undo takes it back.",
            kind="ruling",
        )
        return True

    def show_panel(self) -> None:
        self.side.setCurrentWidget(self.panel)

    def toggle_fullscreen(self) -> None:
        """F11: the whole screen (no title bar) or back to a window inside the screen."""
        if self.isFullScreen():
            self.showNormal()
            screen = self.screen()
            if screen is not None:
                fit_into(self, screen.availableGeometry())
        else:
            self.showFullScreen()

    def _escape(self) -> None:
        if self.moving_button:  # Esc drops the "tap the seat that gets the button" mode
            self.moving_button = False
            self.panel.clear_message()
        elif self.side.currentWidget() is self.panel:
            # This shortcut takes Esc before keyPressEvent: the pad and board pages close here.
            self.panel.handle_key(Qt.Key.Key_Escape, "")
        self.show_panel()

    def _build_rulings(self) -> QWidget:
        if self._rulings_factory is not None:
            return self._rulings_factory()
        from dealer_assist.rulings import RulingsIndex
        from dealer_assist.ui.station.rulings_pane import RulingsPane

        return RulingsPane(RulingsIndex.load(), self.book, dark=True, give_rulings=True)

    def key_help(self) -> list[tuple[str, str, str]]:
        """The keys keyPressEvent reads, as (group, keys, what), for the shortcut overlay."""
        undo = [
            ("Hand", "Ctrl+Z", "Undo the last action"),
            ("Hand", "Ctrl+Shift+Z", "Redo what was undone"),
        ]
        return undo + list(DESK_KEYS)

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802 (Qt name)
        """Desk keys (F, C, R, A, Ctrl+Z; digits on the pad; cards on the board). A focused text
        field (the rulings search) takes its keys first, so they never act while typing."""
        if self.side.currentWidget() is self.panel and event.key() == Qt.Key.Key_Z:
            # Ctrl+Z and Ctrl+Shift+Z: here, not QShortcuts, so a text field keeps its own undo.
            control = Qt.KeyboardModifier.ControlModifier
            shift = Qt.KeyboardModifier.ShiftModifier
            if event.modifiers() == control:
                self.panel.undo()
                event.accept()
                return
            if event.modifiers() == control | shift:
                self.panel.redo()
                event.accept()
                return
        if self.side.currentWidget() is self.panel and not event.modifiers() & ~(
            Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier
        ):
            if self.panel.handle_key(event.key(), event.text()):
                event.accept()
                return
        super().keyPressEvent(event)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        scale = min(self.width() / MIN_WIDTH_PX, self.height() / MIN_HEIGHT_PX)
        self.panel.set_scale(min(scale, 1.6))
        self.action_log.set_scale(min(scale, 1.6))
        self.setStyleSheet(scaled_style(STYLE, max(1.0, min(scale, 1.6))))
        self.room_panel.setStyleSheet(scaled_style(ROOM_STYLE, max(1.0, min(scale, 1.6))))
        self._scale_rulings()

    def _scale_rulings(self) -> None:
        """The rulings pane's text and targets grow with the window, as the panel's do."""
        if self.rulings_pane is None:
            return
        from dealer_assist.ui.station.rulings_pane import DARK_STYLE, RulingsPane

        if isinstance(self.rulings_pane, RulingsPane):
            scale = min(self.width() / MIN_WIDTH_PX, self.height() / MIN_HEIGHT_PX)
            self.rulings_pane.setStyleSheet(scaled_style(DARK_STYLE, max(1.0, min(scale, 1.6))))

    def closeEvent(self, event: Any) -> None:  # noqa: N802 (Qt name)
        # Quitting is for the director: a volunteer must not close the table by accident.
        decision = self.pin_guard.allow("Quit the station")
        if not decision.allowed:
            self.panel.show_message(decision.message)
            event.ignore()
            return
        self.panel.clock.stop()
        self.level_timer.stop()
        self.clock_timer.stop()
        super().closeEvent(event)


def present(window: TableStation) -> None:
    """Show the station as its screen allows: filling the screen's available area, title bar
    included once the window manager's is known (a 1024x600 window under a title bar hid
    Undo, Misdeal, Ruling and Hands); F11 for all of it."""
    screen = window.screen()
    if screen is not None:
        window.resize(screen.availableGeometry().size())
    keep_on_screen(window)
    window.show()


def bust_outs(closed: ClosedHand, rules: Any) -> tuple[int, ...]:
    """The seats a settled hand left with no chips."""
    from dealer_assist.core.hand import hand as hand_engine

    state = closed.replay(rules)  # under the book it was dealt under
    if state.phase is not Phase.COMPLETE:
        return ()
    return hand_engine.hand_result(state).busted


def _event_label(event: Event, names: dict[int, str]) -> str:
    """How Undo names a seating change ("Seat 3 Chloe is away")."""
    seat = getattr(event, "seat", 0)
    who = f"Seat {seat} {names.get(seat, getattr(event, 'name', ''))}".rstrip()
    words = {
        PlayerSeated: "sits down",
        PlayerMarkedAbsent: "is away",
        PlayerMarkedPresent: "is back",
        PlayerLeft: "leaves the table",
    }
    if isinstance(event, PlayerLeft) and event.reason is not LeaveReason.OTHER:
        return f"{who} leaves ({event.reason.value.replace('_', ' ')})"
    return f"{who} {words.get(type(event), type(event).__name__)}"


def centre_lines(state: StationState) -> tuple[str, list[tuple[str, int]]]:
    """The felt's centre: the pot title and one line per pot with its eligible seats."""
    hand = state.hand
    if hand is None:
        return "No hand in progress", []
    lines = [
        (
            ("Main" if p.index == 0 else f"Side {p.index}") + ": " + " ".join(map(str, p.eligible)),
            p.amount,
        )
        for p in hand_pots(hand)
    ]
    board = " ".join(card_text(c) for c in hand.board)
    return f"Pot {hand.pot_total:,}" + (f"\n{board}" if board else ""), lines


def _card_html(card: str) -> str:
    """A drawn card for the rich-text draw result: hearts and diamonds in red."""
    text = card_text(card)
    return f'<span style="color:#ff8080">{text}</span>' if card[1] in "hd" else text


def average_stack(state: StationState) -> int:
    """The average stack of the seated players (0 at an empty table), rounded down."""
    stacks = [info["stack"] or 0 for info in ring_seats(state).values()]
    return sum(stacks) // len(stacks) if stacks else 0


def _stakes_text(hand: HandState) -> str:
    s = hand.stakes
    return f"{s.small_blind:,}/{s.big_blind:,}" + (f" ante {s.ante:,}" if s.ante else "")


def ring_seats(state: StationState) -> dict[int, dict[str, Any]]:
    """What the ring shows per occupied seat: name, stack, absent, and in a hand: in front,
    folded, all-in. Stacks are the hand's while a hand is open (final after the award)."""
    table = state.table
    if table is None:
        return {}
    hand = state.hand
    seats: dict[int, dict[str, Any]] = {}
    paid: dict[int, int] = {}
    if hand is not None:
        for _index, payouts, _left in hand.awarded:
            for seat, chips in payouts:
                paid[seat] = paid.get(seat, 0) + chips
    for number in table.occupied():
        player = table.player(number)
        assert player is not None
        info: dict[str, Any] = {
            "name": player.name,
            "stack": player.stack,
            "absent": player.absent,
            "in_front": 0,
            "folded": False,
            "all_in": False,
            "dealt_in": False,
            # A newcomer the hand's plan left out (between hands nothing is decided yet).
            "waiting": (
                hand is not None
                and table.last is not None
                and number in table.last.positions.waiting
            ),
            "leaving": player.leaving is not None,
        }
        if hand is not None:
            try:
                seat = hand.seat(number)
            except KeyError:
                seat = None
            if seat is not None:
                voided = hand.phase is Phase.VOIDED
                positions = hand.positions
                info.update(
                    small_blind=number == positions.small_blind,
                    big_blind=number == positions.big_blind,
                    straddle=number == positions.straddle,
                    stack=seat.starting_stack if voided else seat.stack + paid.get(number, 0),
                    # Once betting ends the bets are in the pot; after the award stacks are final.
                    in_front=seat.street_bet if hand.phase is Phase.BETTING else 0,
                    folded=seat.folded,
                    all_in=seat.all_in and hand.phase in (Phase.BETTING, Phase.SHOWDOWN),
                    dealt_in=True,
                )
        seats[number] = info
    return seats


def update_ring(ring: Any, state: StationState, room: StationRoom | None = None) -> None:
    """Push the station state into the SeatRing (the one place that knows its API), with what
    the director's room sends: players still to sit down shown dimmed on their seats ("PLACED",
    "FROM T1"), players moved away tagged ("TO T2")."""
    hand = state.hand
    # The hand's button and blinds, between hands the next deal's (the table's button_set is
    # None once a hand was dealt: read alone, it lost the button after the first hand).
    markers = ring_markers(state)
    to_act = hand.to_act if hand is not None else None
    expected: dict[int, tuple[str, int | None, str]] = {}
    notes: dict[int, str] = {}
    if room is not None:
        for placed in room.to_seat:
            expected[placed.seat] = (placed.name, placed.stack, "PLACED")
        for arrival in room.arriving:
            expected[arrival.seat] = (
                arrival.name,
                arrival.stack,
                f"FROM T{arrival.move.from_table}",
            )
        for departure in room.leaving:
            if departure.seat is not None:
                notes[departure.seat] = f"TO T{departure.move.to_table}"
    ring.show_station(
        ring_seats(state),
        button=markers.button,
        to_act=to_act,
        expected=expected,
        notes=notes,
        markers=markers,
    )


def _destination(departure: Departure) -> str:
    return f"table {departure.move.to_table} seat {departure.move.to_seat}"


def level_clock_text(state: Any, now_ms: int) -> tuple[str, bool]:
    """The header's time left in the tournament's level ("Level 3: 14:59 left", "Break: 4:12
    paused", "Level 9: +1:05 over") and whether the clock is paused; ("", False) with no
    tournament or before its start."""
    from dealer_assist.core.clock.clock import format_clock

    reading = state.reading(now_ms) if state is not None else None
    if reading is None:
        return "", False
    period = "Break" if reading.is_break else f"Level {reading.level_number}"
    if reading.overtime:
        time = f"+{format_clock(reading.overtime_ms)} over"
    else:
        time = f"{format_clock(reading.remaining_ms)} {'left' if reading.running else 'paused'}"
    return f"{period}: {time}", not reading.running


ROOM_STYLE = """
QLabel#moveWhy { color: #b8c0cc; font-size: 17px; }
QPushButton[role="room"] { font-size: 19px; font-weight: bold; color: #ffffff; background: #1d3550;
    border: 2px solid #4db8ff; border-radius: 10px; padding: 4px 12px; text-align: left;
    min-height: 56px; }
QPushButton[role="room"]:pressed { border-color: #ffffff; }
QPushButton[role="room"]:disabled { color: #b8c0cc; background: #15181d; border-color: #2a3039; }
QScrollArea#roomScroll, QWidget#roomMoves { background: transparent; border: none; }
"""


class RoomPanel(QWidget):
    """What the director sends this table, between hands: the players he placed here (one tap
    seats them all) and the moves to and from it (one tap each), each move with its reason and
    rule. Hidden when there is nothing to do.

    Signals:
        seat_placed_requested(): seat the players the director placed here.
        arrival_chosen(object): an `Arrival` to seat.
        departure_chosen(object): a `Departure` to let go to his new table.
    """

    seat_placed_requested = Signal()
    arrival_chosen = Signal(object)
    departure_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(ROOM_STYLE)
        self._shown: tuple[object, ...] | None = None
        self.seat_placed_button = touch_button("", role="room")
        self.seat_placed_button.clicked.connect(self.seat_placed_requested)
        self.move_buttons: list[QPushButton] = []
        self.move_reasons: list[QLabel] = []
        self.moves = QWidget()
        self.moves.setObjectName("roomMoves")
        self.moves_layout = QVBoxLayout(self.moves)
        self.moves_layout.setContentsMargins(0, 0, 0, 0)
        self.moves_layout.setSpacing(4)
        self.scroll = QScrollArea()
        self.scroll.setObjectName("roomScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(self.moves)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.seat_placed_button)
        layout.addWidget(self.scroll, 1)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.hide()

    def show_room(self, room: StationRoom) -> None:
        """Offer what `room` asks of this table (nothing: hidden)."""
        to_seat, arriving, leaving = room.to_seat, room.arriving, room.leaving
        count = f"{len(to_seat)} player{'s' if len(to_seat) != 1 else ''}"
        self.seat_placed_button.setText(
            f"Seat the players the director placed here\n{count}, each at his seat with his stack"
        )
        self.seat_placed_button.setVisible(bool(to_seat))
        shown = (*arriving, *leaving)
        if shown != self._shown:
            self._shown = shown
            self._show_moves(arriving, leaving)
        self.scroll.setVisible(bool(shown))
        self.setVisible(bool(to_seat or shown))

    def _show_moves(self, arriving: tuple[Arrival, ...], leaving: tuple[Departure, ...]) -> None:
        while self.moves_layout.count():
            item = self.moves_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.move_buttons, self.move_reasons = [], []
        for arrival in arriving:
            move = arrival.move
            self._add_move(
                f"Seat {arrival.name} in seat {move.to_seat}: from table {move.from_table}, "
                f"{arrival.stack:,}",
                f"{move.why} ({move.rule})" if move.rule else move.why,
                lambda _checked=False, a=arrival: self.arrival_chosen.emit(a),
            )
        for departure in leaving:
            move = departure.move
            text = f"{departure.name} (seat {departure.seat}) goes to {_destination(departure)}"
            if departure.leaving:
                text += " after this hand"
            button = self._add_move(
                text,
                f"{move.why} ({move.rule})" if move.rule else move.why,
                lambda _checked=False, d=departure: self.departure_chosen.emit(d),
            )
            button.setEnabled(not departure.leaving)
        self.moves_layout.addStretch(1)

    def _add_move(self, text: str, why: str, chosen: Callable[..., None]) -> QPushButton:
        button = touch_button(text, role="room")
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        button.clicked.connect(chosen)
        reason = QLabel(why)
        reason.setObjectName("moveWhy")
        reason.setWordWrap(True)
        self.moves_layout.addWidget(button)
        self.moves_layout.addWidget(reason)
        self.move_buttons.append(button)
        self.move_reasons.append(reason)
        return button
