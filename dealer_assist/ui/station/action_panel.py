"""The dealer's action panel: big buttons for the seat to act, the amount pad, pots, award, undo.

The panel presents a `TableSession` and forwards the dealer's taps to it; the core decides.
A refusal (IllegalAction) is shown with its rule and, where the engine names the legal
amount, a button that sends the corrected action.

Keys (forwarded by the owner, see `handle_key`): F fold, C check or call, R bet or raise, A all-in;
on the pad digits, Backspace, Enter, Esc; on the board picker ranks, suits, Backspace, Enter.

The panel redraws on the station's one change notice (`QtSession.changed`, the owner's or
its own), never after each command by hand.

Signals:
    busted(object): a tuple of seats that busted when a finished hand was settled.
    rulings_requested(): the dealer wants the rulebooks (the owner shows its rulings pane).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.core.hand import chip_rulings
from dealer_assist.core.hand.betting import Action, IllegalAction, LegalActions
from dealer_assist.core.hand.hand import pots as hand_pots
from dealer_assist.core.hand.hand_events import ActionKind, PotAwarded, Street
from dealer_assist.core.hand.hand_state import HandState, Phase, Stakes
from dealer_assist.core.hand.player_clock import clock_total_s
from dealer_assist.core.rules.house_rules import Decision
from dealer_assist.core.table.station_fold import StationState, hand_finished
from dealer_assist.core.table.table import TableError
from dealer_assist.ui.common.qt_session import Change, QtSession
from dealer_assist.ui.common.store_bridge import write_json_atomic, write_text_atomic
from dealer_assist.ui.common.tooltips import describe, described
from dealer_assist.ui.common.wall_clock import NowMs
from dealer_assist.ui.station.amount_pad import AmountPad, touch_button
from dealer_assist.ui.station.award_dialog import AwardDialog
from dealer_assist.ui.station.card_picker import STYLE as PICKER_STYLE
from dealer_assist.ui.station.card_picker import CardPicker, card_text
from dealer_assist.ui.station.player_clock import STYLE as PLAYER_CLOCK_STYLE
from dealer_assist.ui.station.player_clock import PlayerClockView
from dealer_assist.ui.station.pot_view import STYLE as POT_STYLE
from dealer_assist.ui.station.pot_view import PotView

if TYPE_CHECKING:
    from dealer_assist.store.table_session import TableSession

log = logging.getLogger(__name__)

STYLE = """
ActionPanel { background: #0b0d10; }
ActionPanel QLabel { color: #ffffff; }
QLabel#street { font-size: 26px; font-weight: bold; color: #4db8ff; }
QLabel#level { font-size: 20px; font-weight: bold; color: #b8c0cc; }
QLabel#levelClock { font-size: 20px; font-weight: bold; color: #ffffff; }
QLabel#levelClock[paused="true"] { color: #ff4d4d; }
QLabel#notice { font-size: 17px; color: #ffc400; }
QLabel#toAct { font-size: 21px; font-weight: bold; color: #ffffff; }
QLabel#message { font-size: 17px; font-weight: bold; color: #ffffff; background: #5a1d1d;
    border: 2px solid #ff4d4d; border-radius: 8px; padding: 6px; }
QLabel#message[kind="ruling"] { background: #1d3550; border-color: #4db8ff; }
QLabel#result { font-size: 19px; color: #ffffff; }
QLabel#padDisplay { font-size: 40px; font-weight: bold; color: #ffffff; background: #000000;
    border: 2px solid #4a5260; border-radius: 8px; padding: 0 10px; }
QLabel#padLimits { font-size: 17px; color: #b8c0cc; }
QPushButton, QToolButton { font-size: 22px; font-weight: bold; color: #ffffff;
    background: #2a3039; border: 2px solid #4a5260; border-radius: 10px; padding: 0 10px; }
QPushButton:disabled, QToolButton:disabled { color: #6b7380; background: #1a1d22;
    border-color: #2a3039; }
QPushButton:pressed { border-color: #ffffff; }
QPushButton[role="fold"] { background: #8f2a2a; border-color: #d94a4a; }
QPushButton[role="call"] { background: #1f7a45; border-color: #33dd77; }
QPushButton[role="raise"] { background: #9a6a0c; border-color: #ffc400; }
QPushButton[role="allin"] { background: #6b3fa0; border-color: #b98cff; }
QPushButton[role="call"]:disabled { color: #6b7380; background: #1a1d22; border-color: #2a3039; }
QPushButton[role="digit"] { font-size: 30px; }
QPushButton[role="quick"] { font-size: 18px; background: #24415f; border-color: #4d86c4; }
QPushButton[role="deal"] { background: #1f5fa8; border-color: #4db8ff; font-size: 26px; }
QPushButton[role="deal"][waiting="true"] { background: #5c4300; border-color: #ffc400;
    font-size: 22px; }
QPushButton[role="fix"] { background: #1f7a45; border-color: #33dd77; }
QPushButton[role="clock"] { font-size: 18px; }
QPushButton[role="board"] { font-size: 20px; background: #24415f; border-color: #4d86c4; }
QPushButton[role="straddle"] { font-size: 20px; color: #b8c0cc; background: #1a1d22;
    border: 2px dashed #4a5260; }
QPushButton[role="straddle"]:checked { color: #000000; background: #ffc400;
    border: 4px solid #ffffff; }
QLabel#straddleRule { font-size: 16px; color: #b8c0cc; }
QLabel#pickerTitle { font-size: 21px; font-weight: bold; color: #4db8ff; }
QMenu { font-size: 20px; background: #15181d; color: #ffffff; }
QMenu::item { padding: 14px 20px; }
QMenu::item:selected { background: #24415f; }
"""

PAGE_IDLE, PAGE_ACTIONS, PAGE_PAD, PAGE_SHOWDOWN, PAGE_DONE, PAGE_BOARD = range(6)
RANK_KEYS = set("23456789TJQKA1")  # "1" for a ten ("10" typed)
SUIT_KEYS = set("shdc")
# The keys `handle_key` reads, as (group, keys, what), for the shortcut overlay (?).
DESK_KEYS: tuple[tuple[str, str, str], ...] = (
    ("Actions (seat to act)", "F", "Fold"),
    ("Actions (seat to act)", "C", "Check or call"),
    ("Actions (seat to act)", "R", "Raise or bet: opens the amount pad"),
    ("Actions (seat to act)", "A", "All-in (or why it is not allowed)"),
    ("Amount pad", "0-9", "Type the amount"),
    ("Amount pad", "Backspace", "Remove the last digit"),
    ("Amount pad", "Del, C", "Clear the amount"),
    ("Amount pad", "Enter", "Confirm the bet or raise"),
    ("Amount pad", "Esc", "Back to the actions"),
    ("Board cards", "2-9, T (or 10), J, Q, K, A", "Rank of the next card"),
    ("Board cards", "S, H, D, C", "Suit of the next card"),
    ("Board cards", "Backspace", "Remove the last card"),
    ("Board cards", "Enter", "Record the board"),
    ("Board cards", "Esc", "Close the board picker"),
)
ChoosePath = Callable[[str, str], "str | None"]  # (title, suggested file name) -> path or None
_FONT_SIZE = re.compile(r"(font-size|min-height):\s*(\d+)px")


def scaled_style(style: str, factor: float) -> str:
    """The style sheet with every font size and minimum height multiplied (big screens)."""
    return _FONT_SIZE.sub(lambda m: f"{m.group(1)}: {round(int(m.group(2)) * factor)}px", style)


@dataclass(frozen=True, slots=True)
class Correction:
    """The legal action the panel offers after a refusal, with its button text."""

    text: str
    kind: ActionKind
    to: int | None = None


def correction_for(refusal: IllegalAction, kind: ActionKind, to: int | None) -> Correction | None:
    """The action the engine's refusal points to (its legal minimum, all-in or a call)."""
    legal = refusal.legal
    word = "Bet" if legal is not None and legal.facing == 0 else "Raise"
    if refusal.legal_min_to is not None and (to is None or to < refusal.legal_min_to):
        if legal is not None and refusal.legal_min_to >= legal.all_in_to:
            return Correction(f"All-in to {legal.all_in_to:,}", ActionKind.ALL_IN)
        min_to = refusal.legal_min_to
        return Correction(
            f"{word} to {min_to:,}", ActionKind.BET if word == "Bet" else ActionKind.RAISE, min_to
        )
    if legal is None:
        return None
    if to is not None and legal.max_to is not None and to > legal.max_to:
        return Correction(f"All-in to {legal.max_to:,}", ActionKind.ALL_IN)
    if kind in (ActionKind.CHECK, ActionKind.BET, ActionKind.RAISE, ActionKind.ALL_IN):
        if legal.can_call:
            return Correction(f"Call {legal.call_amount:,}", ActionKind.CALL)
        if legal.can_check:
            return Correction("Check", ActionKind.CHECK)
    return None


# Chips a table without a chip list (the demo, a practice table) is taken to play with.
STANDARD_CHIPS = (1, 5, 25, 100, 500, 1000, 5000, 25000, 100000)


def smallest_chip_in_play(stakes: Stakes, stacks: Iterable[int] = ()) -> int:
    """The smallest chip a table with no chip list must have: the biggest standard chip that
    makes up the blinds, the ante and every stack (100 for 100/200 with stacks in hundreds)."""
    amounts = [stakes.small_blind, stakes.big_blind, stakes.ante, *stacks]
    fitting = [c for c in STANDARD_CHIPS if all(a % c == 0 for a in amounts if a > 0)]
    return max(fitting, default=1)


def quick_sizes(hand: HandState, legal: LegalActions, chip: int = 1) -> dict[str, int | None]:
    """Min, half pot, pot and all-in as totals for this street, kept within the legal range.

    A pot-sized raise is the call plus the pot after the call (a sizing aid, not a rule). Half
    pot and pot are rounded to the nearest `chip` (the smallest chip in play: a dealer cannot
    push 3,062 in 25s), then kept between the minimum raise and all-in, so a size is always an
    amount the engine takes.
    """
    if legal.min_to is None or legal.max_to is None:
        return {"min": None, "half": None, "pot": None, "max": None}
    pot_after_call = hand.pot_total + legal.call_amount
    chip = max(1, chip)

    def within(to: int) -> int:
        rounded = (to + chip // 2) // chip * chip  # to the nearest chip, halves up
        return max(legal.min_to or 0, min(legal.max_to or 0, rounded))

    return {
        "min": legal.min_to,
        "half": within(legal.facing + pot_after_call // 2),
        "pot": within(legal.facing + pot_after_call),
        "max": legal.max_to,
    }


def _seat_list(seats: Sequence[int]) -> str:
    words = [str(seat) for seat in seats]
    listed = words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
    return ("seat " if len(words) == 1 else "seats ") + listed


def showdown_sentence(seats: Sequence[int], all_face_up: bool, reason: str, rule: str) -> str:
    """The showdown order in one sentence, the seats in the order the core gives them:
    "Seat 4 shows first, then seats 1 and 3: <why> (<rule>)"."""
    if not seats:
        return f"No hand to show ({rule})"
    if all_face_up:
        return f"All hands face up now, {_seat_list(seats)}: {reason} ({rule})"
    then = f", then {_seat_list(seats[1:])}" if len(seats) > 1 else ""
    return f"Seat {seats[0]} shows first{then}: {reason} ({rule})"


def describe_action(action: Action, legal: LegalActions) -> str:
    kind = action.kind
    if kind is ActionKind.CALL:
        return f"Call {legal.call_amount:,}"
    if kind is ActionKind.ALL_IN:
        return f"All-in to {legal.all_in_to:,}"
    if kind in (ActionKind.BET, ActionKind.RAISE):
        return f"{kind.value.capitalize()} to {action.to:,}"
    return kind.value.capitalize()


def position_notes(hand: HandState, waiting: tuple[int, ...] = ()) -> list[str]:
    """Why this hand's blinds or button look unusual (no small blind, dead button, a newcomer
    sitting out), with the rule: a volunteer dealer otherwise takes it for a fault. `waiting`
    are the newcomers the table's plan left out (the hand itself knows only who is dealt in)."""
    cite = hand.rules.cite
    p = hand.positions
    notes: list[str] = []
    if p.small_blind is None:
        notes.append(f"No small blind this hand ({cite(Decision.DEAD_BUTTON).label})")
    if p.button_is_dead:
        notes.append(f"Dead button on seat {p.button} ({cite(Decision.DEAD_BUTTON).label})")
    for seat in p.waiting or waiting:
        notes.append(
            f"Seat {seat} waits for the button to pass ({cite(Decision.NEW_PLAYER_WAITS).label})"
        )
    return notes


class ActionPanel(QWidget):
    """Fold, check or call, bet or raise with the pad, all-in; pots, clock, award, undo, misdeal."""

    busted = Signal(object)
    rulings_requested = Signal()

    def __init__(
        self,
        session: TableSession,
        now_ms: NowMs,
        *,
        show_pots: bool = True,
        choose_path: ChoosePath | None = None,
        confirm: Callable[[str], bool] | None = None,
        changes: QtSession | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        # The one change notice the panel redraws on (the station's, shared with the ring).
        self.changes = changes if changes is not None else QtSession(session.session, self)
        self.changes.changed.connect(self._changed)
        # The page to show with the redraw a command's notice brings (None: as the hand says).
        self._page_after: int | None = None
        # Asks the dealer a yes/no question (a misdeal after the flop); tests inject an answer.
        self.confirm: Callable[[str], bool] = confirm or self._ask_confirm
        # The smallest chip in play, for the quick sizes; a station following a tournament sets
        # it from the structure's chips (the colour-ups done), else it is read off the stakes.
        self.smallest_chip: Callable[[], int] = self._smallest_chip_of_the_table
        # Asks where to export a history; tests inject one (the default is a file dialog).
        self.choose_path: ChoosePath = choose_path or self._ask_path
        self.straddle_wanted = False
        self._rules_shown = session.rules  # the book the straddle control and clock show
        self.straddle_buttons: list[QPushButton] = []
        self.straddle_notes: list[QLabel] = []
        self.setStyleSheet(STYLE)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.correction: Correction | None = None
        self._fix_action: Callable[[], None] | None = None
        self.award_dialog: AwardDialog | None = None
        # The other tables the next deal waits for (hand-for-hand), asked at each refresh; the
        # station following a tournament sets it. `tables_text` says them ("tables 2 and 3").
        self.deal_waits_for: Callable[[], str] = lambda: ""

        # Header: street, level, level-change notice
        self.street = QLabel("")
        self.street.setObjectName("street")
        self.level = QLabel("")
        self.level.setObjectName("level")
        self.level.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.notice = QLabel("")
        self.notice.setObjectName("notice")
        self.notice.setWordWrap(True)
        self.notice.hide()
        # The tournament clock's time left in the level (a station following a tournament).
        self.level_clock = QLabel("")
        self.level_clock.setObjectName("levelClock")
        self.level_clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.level_clock.hide()
        header = QHBoxLayout()
        header.addWidget(self.street)
        header.addWidget(self.level, 1)
        header.addWidget(self.level_clock)

        self.pot_view = PotView()
        self.to_act = QLabel("")
        self.to_act.setObjectName("toAct")
        self.to_act.setWordWrap(True)
        self.clock = PlayerClockView(session.rules, now_ms)
        self.clock.expired.connect(self._clock_expired)

        # Refusals and rulings, with the button that applies the legal alternative
        self.message = QLabel("")
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.fix_button = touch_button("", role="fix")
        self.fix_button.setMinimumWidth(200)
        self.fix_button.clicked.connect(self.apply_fix)
        message_row = QHBoxLayout()
        message_row.addWidget(self.message, 1)
        message_row.addWidget(self.fix_button)
        self.message_box = QWidget()
        self.message_box.setLayout(message_row)
        message_row.setContentsMargins(0, 0, 0, 0)
        self.message_box.hide()

        self.pages = QStackedWidget()
        self.pages.addWidget(self._idle_page())
        self.pages.addWidget(self._actions_page())
        self.pages.addWidget(self._pad_page())
        self.pages.addWidget(self._showdown_page())
        self.pages.addWidget(self._done_page())
        self.pages.addWidget(self._board_page())

        self.undo_button = touch_button("Undo", role="edit")
        self.undo_button.clicked.connect(self.undo)
        self.redo_button = touch_button("Redo", role="edit")
        self.redo_button.clicked.connect(self.redo)
        self.misdeal_button = touch_button("Misdeal", role="edit")
        self.misdeal_button.clicked.connect(self.misdeal)
        describe(self.misdeal_button, "Call a misdeal: the hand is void, the cards redealt")
        self.ruling_button = QToolButton()
        self.ruling_button.setText("Ruling ▾")
        self.ruling_button.setMinimumHeight(64)
        self.ruling_button.setSizePolicy(self.undo_button.sizePolicy())
        self.ruling_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.ruling_menu = self._ruling_menu()
        self.ruling_button.setMenu(self.ruling_menu)
        self.hands_button = QToolButton()
        self.hands_button.setText("Hands ▾")
        self.hands_button.setMinimumHeight(64)
        self.hands_button.setSizePolicy(self.undo_button.sizePolicy())
        self.hands_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.hands_menu = QMenu(self)
        self.export_last_action = self.hands_menu.addAction(
            "Export hand history: last hand…", self.export_last_hand
        )
        self.export_all_action = self.hands_menu.addAction(
            "Export hand history: all hands of this session…", self.export_all_hands
        )
        self.export_phh_action = self.hands_menu.addAction(
            "Export the last hand as PHH (PokerKit, research tools)…", self.export_last_hand_phh
        )
        self.hands_button.setMenu(self.hands_menu)
        describe(self.ruling_button, "A ruling for the seat to act (chips pushed, a word said)")
        describe(self.hands_button, "Hand histories, corrections, the book and the station")
        describe(self.export_last_action, "Save the last hand as a JSON hand history")
        describe(self.export_all_action, "Save every hand of this session as JSON hand histories")
        describe(self.export_phh_action, "Save the last hand in PHH, the format PokerKit reads")
        self.hands_menu.setToolTipsVisible(True)
        bottom = QHBoxLayout()
        bottom.setSpacing(6)
        for widget in (
            self.undo_button,
            self.redo_button,
            self.misdeal_button,
            self.ruling_button,
        ):
            bottom.addWidget(widget)
        bottom.addWidget(self.hands_button)

        self.bottom_row = QWidget()
        self.bottom_row.setLayout(bottom)
        bottom.setContentsMargins(0, 0, 0, 0)
        self.board_button = touch_button("Flop…", role="board")
        self.board_button.setMinimumWidth(120)
        self.board_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.board_button.clicked.connect(self.open_board)
        act_row = QHBoxLayout()
        act_row.addWidget(self.to_act, 1)
        act_row.addWidget(self.board_button)
        act_row.addWidget(self.clock)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(6)
        layout.addLayout(header)
        layout.addWidget(self.notice)
        layout.addWidget(self.pot_view)
        self._show_pots = show_pots
        layout.addLayout(act_row)
        layout.addWidget(self.message_box)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.bottom_row)
        self.pages.currentChanged.connect(self._page_changed)
        self._page_changed(self.pages.currentIndex())
        self.refresh()

    def _ask_confirm(self, question: str) -> bool:
        answer = QMessageBox.question(self, "Misdeal", question)
        return answer == QMessageBox.StandardButton.Yes

    def _smallest_chip_of_the_table(self) -> int:
        hand = self.session.hand
        if hand is not None:
            return smallest_chip_in_play(hand.stakes, (s.stack + s.street_bet for s in hand.seats))
        table = self.session.table
        stacks = (
            [] if table is None else [p.stack for s in table.occupied() if (p := table.player(s))]
        )
        try:
            stakes = self.session.next_level().stakes
        except TableError:
            return 1
        return smallest_chip_in_play(stakes, stacks)

    def _quick_sizes(self, hand: HandState, legal: LegalActions) -> dict[str, int | None]:
        return quick_sizes(hand, legal, self.smallest_chip())

    def _page_changed(self, index: int) -> None:
        # The pad needs the whole height of a 600 px tablet: pots and the bottom row make room.
        self.bottom_row.setVisible(index not in (PAGE_PAD, PAGE_BOARD))
        self.pot_view.setVisible(self._show_pots and index in (PAGE_ACTIONS, PAGE_SHOWDOWN))

    def set_scale(self, factor: float) -> None:
        """Grow the text and targets on a big screen (1.0 at 1024x600)."""
        factor = max(1.0, factor)
        self.setStyleSheet(scaled_style(STYLE, factor))
        self.clock.setStyleSheet(scaled_style(PLAYER_CLOCK_STYLE, factor))
        self.pot_view.setStyleSheet(scaled_style(POT_STYLE, factor))
        self.picker.setStyleSheet(scaled_style(PICKER_STYLE, factor))
        for button in (self.clock.call_button, self.board_button):
            button.setMinimumHeight(round(64 * factor))

    # -- pages ----------------------------------------------------------------------------------

    def _idle_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        self.idle_layout = layout
        self.deal_button = touch_button("Deal", role="deal", height=96)
        self.deal_button.clicked.connect(self.deal)
        describe(self.deal_button, "Start the next hand: blinds posted, the first seat to act lit")
        layout.addWidget(self.deal_button, 1)
        layout.addWidget(self._straddle_control())
        return page

    def add_idle_widget(self, widget: QWidget) -> None:
        """Show `widget` between hands, above Deal (the station's players and moves from the
        director)."""
        self.idle_layout.insertWidget(0, widget)

    def set_level_clock(self, text: str, *, paused: bool = False) -> None:
        """The tournament level's time left in the header ("14:59 left"); "" hides it."""
        if self.level_clock.text() != text:
            self.level_clock.setText(text)
        if bool(self.level_clock.property("paused")) != paused:
            self.level_clock.setProperty("paused", paused)
            self.level_clock.style().unpolish(self.level_clock)
            self.level_clock.style().polish(self.level_clock)
        self.level_clock.setVisible(bool(text))
        # The level's blinds are in the title above the ring and on Deal: the header keeps
        # its room for the time left.
        self.level.setVisible(not text)

    def _straddle_control(self) -> QWidget:
        """The straddle toggle where the house allows one, else the rule that forbids it."""
        rules = self.session.rules
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        button = touch_button(
            f"Straddle: off\n{rules.straddle_multiple}× BB, left of the big blind",
            role="straddle",
        )
        button.setCheckable(True)
        button.toggled.connect(self._straddle_toggled)
        describe(button, "A straddle on the next hand (tap again to take it back)")
        note = QLabel(
            f"No straddle here: a bet before the flop is an ordinary opening bet "
            f"({rules.cite(Decision.STRADDLE).label})"
        )
        note.setObjectName("straddleRule")
        note.setWordWrap(True)
        row.addWidget(button)
        row.addWidget(note, 1)
        button.setVisible(rules.straddle_allowed)
        note.setVisible(not rules.straddle_allowed)
        self.straddle_buttons.append(button)
        self.straddle_notes.append(note)
        return box

    def _straddle_text(self) -> str:
        """Who would straddle and how much, from the button plan (core.button) when known."""
        rules = self.session.rules
        state = "on" if self.straddle_wanted else "off"
        generic = f"Straddle: {state}\n{rules.straddle_multiple}× BB, left of the big blind"
        table = self.state.table
        if self.state.hand is not None or table is None or not rules.straddle_allowed:
            return generic
        from dealer_assist.core.table.button import plan_hand

        try:
            seat = plan_hand(table, rules, straddle=True).positions.straddle
            chips = rules.straddle_multiple * self.session.next_level().stakes.big_blind
        except TableError as refusal:
            if "straddle" not in str(refusal):
                # No hand can be planned yet (no button, fewer than two players): Deal says
                # why when tapped; the toggle keeps its own words.
                return generic
            why = str(refusal).split(";")[0].replace(" and cannot straddle", "")
            return f"Straddle: {state}\nnone possible: {why}"
        player = table.player(seat) if seat is not None else None
        who = f"seat {seat} {player.name}" if player is not None else f"seat {seat}"
        verb = "posts" if self.straddle_wanted else "would post"
        return f"Straddle: {state}\n{who} {verb} {chips:,}"

    def _straddle_toggled(self, on: bool) -> None:
        self.straddle_wanted = on
        text = self._straddle_text()
        for button in self.straddle_buttons:
            if button.isChecked() != on:
                button.setChecked(on)
            button.setText(text)

    def _actions_page(self) -> QWidget:
        page = QWidget()
        grid = QVBoxLayout(page)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(8)
        self.fold_button = touch_button("Fold", role="fold", height=80)
        self.call_button = touch_button("Call", role="call", height=80)
        self.raise_button = touch_button("Raise…", role="raise", height=80)
        self.all_in_button = touch_button("All-in", role="allin", height=80)
        self.fold_button.clicked.connect(lambda: self._act(ActionKind.FOLD))
        self.call_button.clicked.connect(self.check_or_call)
        self.raise_button.clicked.connect(self.open_pad)
        self.all_in_button.clicked.connect(lambda: self._act(ActionKind.ALL_IN))
        describe(self.fold_button, "The seat to act folds  (F)")
        describe(self.call_button, "The seat to act checks or calls  (C)")
        describe(self.raise_button, "Bet or raise: type the amount on the pad  (R)")
        describe(self.all_in_button, "The seat to act puts in every chip  (A)")
        top = QHBoxLayout()
        top.setSpacing(8)
        top.addWidget(self.fold_button)
        top.addWidget(self.call_button)
        bottom = QHBoxLayout()
        bottom.setSpacing(8)
        bottom.addWidget(self.raise_button)
        bottom.addWidget(self.all_in_button)
        grid.addLayout(top, 1)
        grid.addLayout(bottom, 1)
        return page

    def _pad_page(self) -> QWidget:
        self.pad = AmountPad()
        self.pad.confirmed.connect(self.wager)
        self.pad.back_button.clicked.connect(lambda: self.pages.setCurrentIndex(PAGE_ACTIONS))
        return self.pad

    def _showdown_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        self.showdown_text = QLabel("")
        self.showdown_text.setObjectName("result")
        self.showdown_text.setWordWrap(True)
        self.award_button = touch_button("Award the pots", role="deal", height=96)
        self.award_button.clicked.connect(self.open_award)
        describe(self.award_button, "Choose who wins each pot (or enter the cards shown)")
        layout.addWidget(self.showdown_text)
        layout.addWidget(self.award_button, 1)
        return page

    def _done_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        self.result = QLabel("")
        self.result.setObjectName("result")
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        self.next_button = touch_button("Settle the hand", role="deal", height=80)
        self.next_button.clicked.connect(self.next_hand)
        describe(self.next_button, "Close this hand: the stacks are paid and the button moves")
        self.result.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.result, 1)
        layout.addWidget(self._straddle_control())
        layout.addWidget(self.next_button)
        return page

    def _board_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.picker_title = QLabel("")
        self.picker_title.setObjectName("pickerTitle")
        self.picker = CardPicker()
        self.picker.cards_changed.connect(lambda _cards: self._board_changed())
        self.board_back = touch_button("Back", role="edit")
        self.board_back.clicked.connect(self.close_board)
        self.board_erase = touch_button("⌫", role="edit")
        self.board_erase.clicked.connect(self.picker.remove_last)
        self.board_confirm = touch_button("Record", role="call")
        self.board_confirm.clicked.connect(self.record_board)
        describe(self.board_back, "Back to the actions without recording cards  (Esc)")
        describe(self.board_erase, "Remove the last card picked  (Backspace)")
        describe(self.board_confirm, "Record these board cards  (Enter)")
        row = QHBoxLayout()
        row.setSpacing(6)
        row.addWidget(self.board_back, 1)
        row.addWidget(self.board_erase, 1)
        row.addWidget(self.board_confirm, 2)
        layout.addWidget(self.picker_title)
        layout.addWidget(self.picker, 1)
        layout.addLayout(row)
        return page

    def _ruling_menu(self) -> QMenu:
        menu = QMenu(self)
        self.ruling_actions = {
            "one_chip": menu.addAction("One chip pushed, no word (value on the pad)"),
            "chips": menu.addAction("Several chips pushed, no word (total on the pad)"),
            "said_raise": menu.addAction("Said “raise”, no amount (chips pushed on the pad)"),
            "lookup": menu.addAction("Look up a rule…"),
        }
        self.ruling_actions["one_chip"].triggered.connect(lambda: self.rule_chips(1))
        self.ruling_actions["chips"].triggered.connect(lambda: self.rule_chips(2))
        self.ruling_actions["said_raise"].triggered.connect(self.rule_said_raise)
        self.ruling_actions["lookup"].triggered.connect(self.rulings_requested)
        tips = {
            "one_chip": "One oversized chip without a word is a call: the book's ruling",
            "chips": "Several chips without a word: call or raise by the book",
            "said_raise": "Said raise with no amount: the smallest raise or what was pushed",
            "lookup": "Search the house book for a rule  (F1)",
        }
        for key, tip in tips.items():
            describe(self.ruling_actions[key], tip)
        menu.setToolTipsVisible(True)
        return menu

    # -- presenting -----------------------------------------------------------------------------

    @property
    def state(self) -> StationState:
        return self.session.state

    def names(self) -> dict[int, str]:
        table = self.state.table
        if table is None:
            return {}
        return {seat: p.name for seat in table.occupied() if (p := table.player(seat))}

    def _changed(self, _change: Change) -> None:
        if self._page_after is not None:
            self.pages.setCurrentIndex(self._page_after)
            self._page_after = None
        self.refresh()

    def refresh(self) -> None:
        """Redraw everything from the session's state (on each change notice; by hand only
        for what the panel shows of its own: its pages, the straddle asked)."""
        hand = self.state.hand
        names = self.names()
        legal = self.session.legal_actions()
        if hand is None:
            level = self.session.next_level()
            self.street.setText("Between hands")
            self.level.setText(level.text)
            self.pot_view.show_pots((), names, "No hand in progress")
            self.to_act.setText("")
            waits = self.deal_waits_for()
            # Hand-for-hand: this table is done and others are not; the dealer waits for them.
            self.deal_button.setText(
                f"Deal next hand\nwaits for {waits} (hand for hand)\n{level.text}"
                if waits
                else f"Deal next hand\n{level.text}"
            )
            if bool(self.deal_button.property("waiting")) != bool(waits):
                self.deal_button.setProperty("waiting", bool(waits))
                self.deal_button.style().unpolish(self.deal_button)
                self.deal_button.style().polish(self.deal_button)
            self.pages.setCurrentIndex(PAGE_IDLE)
        else:
            self._show_hand(hand, legal, names)
        self._follow_rules()
        notes = []
        if hand is not None and hand.phase is Phase.BETTING and hand.street is Street.PREFLOP:
            table = self.state.table
            waiting = table.last.positions.waiting if table and table.last else ()
            notes = position_notes(hand, waiting)
        if hand is None or hand_finished(hand):
            on_break = self._next_level_or_none()
            if on_break is not None and on_break.on_break:
                notes.append(
                    f"The tournament is on a break ({on_break.on_break}): deal when play resumes."
                )
        pending = self.session.level_change_pending()
        if pending is not None:
            notes.append(
                f"Next hand: {self.session.next_level().text}. This hand keeps its blinds "
                f"({pending.label})."
            )
        self.notice.setText("\n".join(notes))
        self.notice.setVisible(bool(notes))
        due = self.session.next_board_street()
        self.board_button.setVisible(due is not None and self.pages.currentIndex() != PAGE_BOARD)
        if due is not None:
            self.board_button.setText(f"{due[0].capitalize()}…")
        for button in self.straddle_buttons:
            button.setChecked(self.straddle_wanted)
            button.setText(self._straddle_text())
        self.clock.set_seat(hand.to_act if hand is not None and legal is not None else None)
        self.clock.setVisible(legal is not None)
        # Every command since the last deal is one step back (and forward): store/table_session.
        undo, redo = self.session.undo_label(), self.session.redo_label()
        self.undo_button.setEnabled(undo is not None)
        self.undo_button.setToolTip(f"Undo: {undo}" if undo else "Nothing to undo")
        self.redo_button.setEnabled(redo is not None)
        self.redo_button.setToolTip(f"Redo: {redo}" if redo else "Nothing to redo")
        self.misdeal_button.setEnabled(hand is not None and not hand.is_over)
        for key in ("one_chip", "chips", "said_raise"):  # the rulebooks stay open always
            self.ruling_actions[key].setEnabled(legal is not None)

    def _follow_rules(self) -> None:
        """The house book in force changed (a director's change, or its undo): the straddle
        control and the player clock follow it."""
        rules = self.session.rules
        if rules is self._rules_shown:
            return
        self._rules_shown = rules
        self.clock.set_rules(rules)
        for button, note in zip(self.straddle_buttons, self.straddle_notes, strict=True):
            button.setVisible(rules.straddle_allowed)
            note.setVisible(not rules.straddle_allowed)
            note.setText(
                f"No straddle here: a bet before the flop is an ordinary opening bet "
                f"({rules.cite(Decision.STRADDLE).label})"
            )
        if not rules.straddle_allowed:
            self.straddle_wanted = False

    def _next_level_or_none(self) -> Any:
        try:
            return self.session.next_level()
        except TableError:  # no level to deal at: the deal button says so when tapped
            return None

    def _show_hand(
        self, hand: HandState, legal: LegalActions | None, names: dict[int, str]
    ) -> None:
        s = hand.stakes
        self.level.setText(
            f"Blinds {s.small_blind:,}/{s.big_blind:,}" + (f" ante {s.ante:,}" if s.ante else "")
        )
        if hand.phase is Phase.VOIDED:
            self.street.setText("Misdeal")
        elif hand.phase is Phase.BETTING:
            self.street.setText(hand.street.value.capitalize())
        else:
            self.street.setText("Showdown" if hand.phase is Phase.SHOWDOWN else "Hand over")
        board = " ".join(card_text(c) for c in hand.board)
        self.pot_view.show_pots(
            hand_pots(hand), names, f"Pot {hand.pot_total:,}" + (f"  ·  {board}" if board else "")
        )
        if legal is not None:
            seat = legal.seat
            who = f"Seat {seat} {names.get(seat, '')}".strip()
            facing = f"to call {legal.call_amount:,}" if legal.can_call else "may check"
            # One fact a line: "may check · stack 3,800" wrapped mid-phrase beside the clock.
            self.to_act.setText(f"{who} to act\n{facing}\nstack {legal.stack:,}")
            self._set_action_buttons(hand, legal)
            if self.pages.currentIndex() not in (PAGE_ACTIONS, PAGE_PAD, PAGE_BOARD):
                self.pages.setCurrentIndex(PAGE_ACTIONS)
        elif hand.phase is Phase.SHOWDOWN and not hand_finished(hand):
            self.to_act.setText("Betting is over")
            order = (
                self.session_showdown_text(hand)
                if len(hand.live_seats) > 1
                else "Everyone else folded: no hand is shown."
            )
            self.showdown_text.setText(order)
            alone = {seat for p in hand_pots(hand) for seat in p.eligible}
            if len(alone) == 1:
                seat = next(iter(alone))
                who = f"seat {seat} {names.get(seat, '')}".strip()
                self.award_button.setText(f"Pot to {who}")
            else:
                self.award_button.setText("Award the pots")
            if self.pages.currentIndex() != PAGE_BOARD:
                self.pages.setCurrentIndex(PAGE_SHOWDOWN)
        else:
            self.to_act.setText("")
            self.result.setText(self.result_html(hand, names))
            self.next_button.setText(
                "Redeal (same button)" if hand.phase is Phase.VOIDED else "Settle the hand"
            )
            self.pages.setCurrentIndex(PAGE_DONE)

    def session_showdown_text(self, hand: HandState) -> str:
        from dealer_assist.core.hand.hand import showdown_order

        order = showdown_order(hand)
        return showdown_sentence(order.seats, order.all_face_up, order.reason, order.citation.label)

    def _set_action_buttons(self, hand: HandState, legal: LegalActions) -> None:
        self.fold_button.setEnabled(legal.can_fold)
        if legal.can_check:
            self.call_button.setText("Check")
        elif legal.call_to == legal.all_in_to:
            self.call_button.setText(f"Call {legal.call_amount:,}\n(all-in)")
        else:
            self.call_button.setText(f"Call {legal.call_amount:,}")
        verb = "Bet" if legal.facing == 0 else "Raise"
        self.raise_button.setText(f"{verb}…")
        self.raise_button.setEnabled(legal.min_to is not None)
        # All-in is a call when it does not cover the bet; above it, it is a raise, which the
        # engine refuses where the betting was not reopened (an incomplete all-in raise).
        closed = legal.max_to is None and legal.all_in_to > legal.call_to
        self.all_in_button.setEnabled(not closed)
        if closed:
            self.all_in_button.setText("All-in\nnot open")
            self.all_in_button.setToolTip(self._all_in_refusal(legal))
        else:
            self.all_in_button.setText(f"All-in\n{legal.all_in_to:,}")
            self.all_in_button.setToolTip(described(self.all_in_button))
        if self.pages.currentIndex() != PAGE_PAD:
            self.pad.configure(
                verb=verb,
                min_to=legal.min_to,
                max_to=legal.max_to,
                quick=self._quick_sizes(hand, legal),
            )

    def _all_in_refusal(self, legal: LegalActions) -> str:
        """Why all-in (a raise) is not open to the seat to act, with the rule."""
        reason = legal.closed_reason or "the betting is not open to a raise"
        return (
            f"No all-in raise for seat {legal.seat}: {reason}; call or fold "
            f"({legal.min_citation.label})"
        )

    def result_html(self, hand: HandState, names: dict[int, str]) -> str:
        """Where each pot went, with the rules applied (odd chip, side pots first)."""
        rules = self.session.rules
        if hand.phase is Phase.VOIDED:
            return (
                f"<b>{hand.void_reason or 'Misdeal'}</b><br>Every bet went back as posted; "
                "the hand is redealt with the same button and blinds."
            )
        lines: list[str] = []
        awards = [e for e in self.state.hand_events if isinstance(e, PotAwarded)]
        for award in sorted(awards, key=lambda a: a.pot):
            name = "Main pot" if award.pot == 0 else f"Side pot {award.pot}"
            paid = ", ".join(
                f"seat {seat} {names.get(seat, '')} {chips:,}".replace("  ", " ")
                for seat, chips in award.payouts
            )
            line = f"<b>{name} {award.amount:,}</b> → {paid}"
            if len(award.payouts) > 1:
                line += f" (split; {award.odd_chip_rule or rules.cite(Decision.ODD_CHIP).label})"
            if award.left_in_pot:
                line += f"; {award.left_in_pot} left in the pot for the next hand"
            lines.append(line)
        if len(awards) > 1:
            lines.append(
                f"<span style='color:#b8c0cc'>Side pots settled first, each on its own "
                f"({rules.cite(Decision.SIDE_POT_ORDER).label}; "
                f"{rules.cite(Decision.SPLIT_POTS_SEPARATELY).label})</span>"
            )
        if not awards:
            lines.append("<b>No pot to award</b>: everyone folded to the big blind.")
        if hand.shown and len(hand.board) == 5:  # cards speak: the hands as they were read
            from dealer_assist.core.hand.showdown import best_hands, describe_hand

            read = best_hands(dict(hand.shown), hand.board)
            lines.append(
                " · ".join(
                    f"{names.get(seat) or f'Seat {seat}'}: {describe_hand(value)}"
                    for seat, value in read.items()
                )
            )
        for seat, chips in hand.returned:
            lines.append(f"Uncalled {chips:,} returned to seat {seat}")
        finals = {s.seat: s.stack for s in hand.seats}
        for _index, paid, _left in hand.awarded:
            for seat, chips in paid:
                finals[seat] += chips
        busted = [seat for seat, chips in finals.items() if chips == 0]
        if busted:
            lines.append(
                "<b style='color:#ff8080'>Busted: "
                + ", ".join(f"seat {s} {names.get(s, '')}".strip() for s in busted)
                + "</b>"
            )
        return "<br>".join(lines)

    # -- forwarding -----------------------------------------------------------------------------

    def _run(
        self,
        what: str,
        command: Callable[[], object],
        kind: ActionKind | None = None,
        to: int | None = None,
    ) -> bool:
        """Send one command; on refusal show the rule and the corrected action. What it
        changed comes back as the change notice (the redraw); a refusal changes nothing."""
        self.clear_message()
        try:
            command()
        except IllegalAction as refusal:
            correction = correction_for(refusal, kind, to) if kind is not None else None
            self.show_message(f"{refusal.reason}. {refusal.citation.label}", correction=correction)
            return False
        except TableError as refusal:
            self.show_message(str(refusal))
            return False
        finally:
            self._page_after = None
        log.debug("%s done", what)
        return True

    def _act(self, kind: ActionKind, to: int | None = None) -> bool:
        self._page_after = PAGE_ACTIONS  # back from the pad with the redraw
        return self._run(kind.value, lambda: self.session.act(kind, to), kind, to)

    def check_or_call(self) -> None:
        legal = self.session.legal_actions()
        self._act(ActionKind.CHECK if legal is not None and legal.can_check else ActionKind.CALL)

    def open_pad(self) -> None:
        legal = self.session.legal_actions()
        hand = self.state.hand
        if legal is None or hand is None:
            return
        verb = "Bet" if legal.facing == 0 else "Raise"
        self.pad.configure(
            verb=verb,
            min_to=legal.min_to,
            max_to=legal.max_to,
            quick=self._quick_sizes(hand, legal),
        )
        self.pages.setCurrentIndex(PAGE_PAD)

    def wager(self, to: int) -> None:
        legal = self.session.legal_actions()
        kind = ActionKind.BET if legal is not None and legal.facing == 0 else ActionKind.RAISE
        self._act(kind, to)

    def deal(self) -> None:
        straddle = self.straddle_wanted
        self.straddle_wanted = False  # one hand only: the next straddle is asked again
        if not self._run("deal", lambda: self.session.deal(straddle=straddle)):
            self.straddle_wanted = straddle  # refused: still asked for

    def next_hand(self) -> None:
        """The finished hand's "Next hand": settle it (stacks and bust-outs to the table), its
        own step, undoable until the next deal; the deal is the next tap. A misdealt hand is
        redealt at once (nothing to settle)."""
        hand = self.state.hand
        if hand is not None and hand.phase is Phase.VOIDED:
            self.deal()
            return
        if hand is None or not hand_finished(hand):
            return
        try:
            settlement = self.session.settle()
        except (IllegalAction, TableError) as refusal:
            self.show_message(str(refusal))
            return
        if settlement.busted:
            self.busted.emit(settlement.busted)
        if self.session.write_error:
            self.show_message(self.session.write_error)
        table = self.state.table
        if table is None or len(table.occupied()) < 2:
            self.show_message("Fewer than two players are left at this table.")

    def undo(self) -> None:
        self._leave_pad()
        self._run("undo", self.session.undo)

    def redo(self) -> None:
        self._leave_pad()
        self._run("redo", self.session.redo)

    def _leave_pad(self) -> None:
        """The amount typed was for the step now taken back (or put back): the redraw shows
        the actions."""
        if self.pages.currentIndex() == PAGE_PAD:
            self._page_after = PAGE_ACTIONS

    def misdeal(self) -> None:
        """Void the hand. Before the flop it is one tap; once a board card is out it voids more
        (the cards seen, the bets of two or more streets), so the dealer confirms it first."""
        hand = self.state.hand
        if hand is not None and hand.street is not Street.PREFLOP and not hand.is_over:
            street = hand.street.value
            question = (
                f"Call a misdeal on the {street}? Every bet of this hand goes back as posted and "
                f"the hand is redealt ({self.session.rules.cite(Decision.MISDEAL).label})."
            )
            if not self.confirm(question):
                return
        self._run("misdeal", self.session.misdeal)

    def open_award(self) -> AwardDialog | None:
        hand = self.state.hand
        if hand is None or hand.phase is not Phase.SHOWDOWN:
            return None
        if all(len(p.eligible) == 1 for p in hand_pots(hand)):
            # Nobody contests any pot (all folded to one player): the engine pays it as is.
            self._run("award", lambda: self.session.award({}))
            return None
        dialog = AwardDialog(
            hand_pots(hand),
            self.names(),
            hand.live_seats,
            hand.board,
            submit_winners=lambda winners: self.session.award(winners),
            submit_cards=lambda cards, board: self.session.award_by_cards(cards, board),
            read_cards=lambda cards, board: self.session.read_by_cards(cards, board),
            parent=self,
        )
        dialog.finished.connect(lambda _result: self._award_closed())
        self.award_dialog = dialog
        dialog.open()
        return dialog

    def _award_closed(self) -> None:
        self.award_dialog = None  # the award itself came back as the change notice
        self.clear_message()

    # -- the board ------------------------------------------------------------------------------

    def open_board(self) -> None:
        """Show the card picker for the street due (flop three cards, turn and river one)."""
        due = self.session.next_board_street()
        hand = self.state.hand
        if due is None or hand is None:
            return
        name, count = due
        self._board_return = self.pages.currentIndex()
        self.picker.configure(count, hand.board)
        self.picker_title.setText(
            f"The {name}: pick {count} card{'s' if count > 1 else ''} (rank, then suit)"
        )
        self.pages.setCurrentIndex(PAGE_BOARD)
        self._board_changed()
        self.board_button.hide()

    def _board_changed(self) -> None:
        due = self.session.next_board_street()
        name = due[0] if due else "board"
        self.board_confirm.setText(f"Record the {name}")
        self.board_confirm.setEnabled(self.picker.complete)

    def record_board(self) -> bool:
        cards = tuple(self.picker.picked)
        self._page_after = self._page_before_board()
        return self._run("board", lambda: self.session.deal_board(cards))

    def close_board(self) -> None:
        """Back from the picker with no card recorded (Esc, Cancel)."""
        self.pages.setCurrentIndex(self._page_before_board())
        self.refresh()

    def _page_before_board(self) -> int:
        back = getattr(self, "_board_return", PAGE_ACTIONS)
        return back if back != PAGE_BOARD else PAGE_ACTIONS

    # -- hand histories -------------------------------------------------------------------------

    def export_last_hand(self) -> Path | None:
        data = self.session.last_hand_history()
        if data is None:
            self.show_message("No hand has finished yet at this table: nothing to export.")
            return None
        return self._export(data, f"hand-{data.get('hand_number', 'last')}.json")

    def export_all_hands(self) -> Path | None:
        data = self.session.session_history()
        if not data["hands"]:
            self.show_message("No hand has finished yet at this table: nothing to export.")
            return None
        return self._export(data, "hands.json")

    def export_last_hand_phh(self) -> Path | None:
        """The last hand in the Poker Hand History format (phh.readthedocs.io)."""
        from dealer_assist.core.hand.hand_history import HistoryError
        from dealer_assist.core.hand.phh import to_phh

        data = self.session.last_hand_history()
        if data is None:
            self.show_message("No hand has finished yet at this table: nothing to export.")
            return None
        try:
            text = to_phh(data, self.session.rules)
        except HistoryError as error:
            self.show_message(f"This hand cannot be written as PHH: {error}")
            return None
        chosen = self.choose_path(
            "Export hand as PHH", f"hand-{data.get('hand_number', 'last')}.phh"
        )
        if not chosen:
            return None
        path = Path(chosen)
        try:
            write_text_atomic(path, text)
        except OSError as error:
            self.show_message(f"Could not write {path}: {error.strerror or error}")
            return None
        self.show_message(f"Exported to {path}", kind="ruling")
        return path

    def _export(self, data: dict[str, Any], suggested: str) -> Path | None:
        chosen = self.choose_path("Export hand history", suggested)
        if not chosen:
            return None
        path = Path(chosen)
        try:
            write_json_atomic(path, data)
        except OSError as error:
            self.show_message(f"Could not write {path}: {error.strerror or error}")
            return None
        self.show_message(f"Exported to {path}", kind="ruling")
        return path

    def _ask_path(self, title: str, suggested: str) -> str | None:
        from PySide6.QtWidgets import QFileDialog

        path, _filter = QFileDialog.getSaveFileName(
            self, title, str(Path.home() / suggested), "Hand history (*.json)"
        )
        return path or None

    # -- keys -----------------------------------------------------------------------------------

    def handle_key(self, key: int, text: str) -> bool:
        """A key from the owner's window: actions on the buttons page, typing on the pad and
        the board picker (where a letter is a digit, a rank or a suit, never an action)."""
        page = self.pages.currentIndex()
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if page == PAGE_PAD:
            if text.isdigit():
                self.pad.press(text)
            elif key == Qt.Key.Key_Backspace:
                self.pad.press("⌫")
            elif key == Qt.Key.Key_Delete or text.upper() == "C":
                self.pad.press("C")
            elif enter and self.pad.confirm_button.isEnabled():
                self.wager(self.pad.amount)
            elif key == Qt.Key.Key_Escape:
                self.pages.setCurrentIndex(PAGE_ACTIONS)
            else:
                return False
            return True
        if page == PAGE_BOARD:
            letter = text.upper()
            if letter in RANK_KEYS:
                self.picker.press_rank("T" if letter in ("T", "1") else letter)
            elif text.lower() in SUIT_KEYS:
                self.picker.press_suit(text.lower())
            elif text == "0":
                pass  # the "0" of a "10" typed: "1" already chose the ten
            elif key == Qt.Key.Key_Backspace:
                self.picker.remove_last()
            elif enter and self.board_confirm.isEnabled():
                self.record_board()
            elif key == Qt.Key.Key_Escape:
                self.close_board()
            else:
                return False
            return True
        if page != PAGE_ACTIONS or self.session.legal_actions() is None:
            return False
        letter = text.upper()
        if letter == "F" and self.fold_button.isEnabled():
            self._act(ActionKind.FOLD)
        elif letter == "C":
            self.check_or_call()
        elif letter == "R" and self.raise_button.isEnabled():
            self.open_pad()
        elif letter == "A":
            if self.all_in_button.isEnabled():
                self._act(ActionKind.ALL_IN)
            else:
                self.show_message(self.all_in_button.toolTip())
        else:
            return False
        return True

    # -- rulings --------------------------------------------------------------------------------

    def rule_chips(self, chip_count: int) -> None:
        hand = self.state.hand
        pushed = self.pad.amount
        if hand is None or self.session.legal_actions() is None:
            return
        if pushed <= 0:
            self.open_pad()
            self.pad.set_amount(0)
            self.show_message(
                "Enter the chips pushed out on the pad, then choose the ruling again.",
                kind="ruling",
            )
            return
        ruling = chip_rulings.rule_chips(hand, pushed, chip_count=chip_count)
        self._offer_ruling(ruling)

    def rule_said_raise(self) -> None:
        hand = self.state.hand
        legal = self.session.legal_actions()
        if hand is None or legal is None:
            return
        try:
            ruling = chip_rulings.rule_verbal(
                hand, Action(legal.seat, ActionKind.RAISE), pushed=self.pad.amount or None
            )
        except IllegalAction as refusal:
            self.show_message(f"{refusal.reason}. {refusal.citation.label}")
            return
        self._offer_ruling(ruling)

    def _offer_ruling(self, ruling: chip_rulings.ChipRuling) -> None:
        legal = self.session.legal_actions()
        assert legal is not None
        action = ruling.action
        text = describe_action(action, legal)
        self.show_message(
            f"{ruling.reason[0].upper()}{ruling.reason[1:]}. {ruling.citation.label}",
            correction=Correction(text, action.kind, action.to),
            kind="ruling",
        )

    # -- messages -------------------------------------------------------------------------------

    def show_message(
        self, text: str, *, correction: Correction | None = None, kind: str = "refusal"
    ) -> None:
        self.message.setText(text)
        self.message.setProperty("kind", kind)
        self.message.style().unpolish(self.message)
        self.message.style().polish(self.message)
        self.correction = correction
        self.fix_button.setVisible(correction is not None)
        if correction is not None:
            self.fix_button.setText(correction.text)
        self.message_box.show()

    def clear_message(self) -> None:
        self.correction = None
        self.message.setText("")
        self.message_box.hide()

    def apply_fix(self) -> None:
        fix = self.correction
        if fix is not None:
            self._act(fix.kind, fix.to)

    def _clock_expired(self, seat: int) -> None:
        rules = self.session.rules
        self.show_message(
            f"Time: seat {seat} did not act in {clock_total_s(rules)} s "
            f"({rules.player_clock_s} s + {rules.player_clock_final_count_s} s count); "
            f"the hand is dead. {self.clock.citation.label}",
            correction=Correction(f"Fold seat {seat}", ActionKind.FOLD),
        )
