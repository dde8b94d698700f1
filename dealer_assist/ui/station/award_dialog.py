"""The award dialog: per pot pick the winner(s) among its eligible seats, or enter the cards.

The dialog only collects the dealer's choice; the engine splits ties with the house odd-chip
rule, reads the hands when cards are entered, and refuses an impossible award with its rule.
Cards speak has a second page: the hands read out with their names and who wins each pot,
and a tap to confirm every live hand left blank is mucked, before the award is final. No key
submits the dialog: its buttons take no focus and none is a default button (Tab then Space or
Enter in a card field once paid a pot), so only a tap awards.

It covers the station's window, fonts and targets growing with it as the station's do: five
pots or six hands fit a 1024x600 tablet without scrolling (a pot to a row, two hands to a
row, Cancel beside the tabs), and nothing ever scrolls sideways.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.core.hand.betting import IllegalAction
from dealer_assist.core.hand.pots import Pot
from dealer_assist.core.hand.showdown import ShowdownReading
from dealer_assist.ui.common.tooltips import describe
from dealer_assist.ui.common.window_fit import keep_on_screen
from dealer_assist.ui.station.card_picker import CardPickDialog, card_text

log = logging.getLogger(__name__)

SubmitWinners = Callable[[dict[int, tuple[int, ...]]], None]
SubmitCards = Callable[[dict[int, str], str | None], None]
ReadCards = Callable[[dict[int, str], str | None], ShowdownReading]

STYLE = """
QWidget { background: #15181d; color: #ffffff; }
QTabWidget::pane, QScrollArea { border: 1px solid #3a404a; }
QLabel { color: #ffffff; font-size: 20px; }
QLabel#potHeader { color: #ffd54a; font-size: 22px; font-weight: bold; }
QLabel#error { color: #ff8080; font-size: 19px; font-weight: bold; }
QLabel#boardCards { font-size: 30px; font-weight: bold; color: #ffffff; }
QPushButton { min-height: 60px; font-size: 20px; font-weight: bold; color: #ffffff;
    background: #2a3039; border: 2px solid #4a5260; border-radius: 10px; padding: 0 12px; }
QPushButton:checked { background: #1f7a45; border-color: #33dd77; }
QPushButton:disabled { color: #6b7380; background: #1a1d22; border-color: #2a3039; }
QLabel#reading { font-size: 21px; }
QPushButton[role="award"] { background: #1f5fa8; border-color: #4db8ff; }
QLineEdit { min-height: 52px; font-size: 22px; padding: 0 8px; color: #ffffff;
    background: #0b0d10; border: 2px solid #4a5260; border-radius: 8px; }
QLabel#hint { color: #b8c0cc; font-size: 17px; }
QPushButton#cornerCancel { min-height: 44px; margin-bottom: 2px; }
QTabBar::tab { min-height: 48px; min-width: 180px; font-size: 19px; font-weight: bold;
    padding: 0 12px; background: #2a3039; color: #b8c0cc; border: 1px solid #4a5260; }
QTabBar::tab:selected { background: #1f5fa8; color: #ffffff; }
"""
# The station's own sizes (table_station): text at 1.0 at 1024x600, growing to 1.6.
DESIGN_SIZE = QSize(1024, 600)
MAX_SCALE = 1.6
SHARE = 0.96  # of the station's window the dialog covers (its edges show it is a dialog)
SEATS_A_ROW = 6  # winner buttons on one pot's row, where the width allows
SEAT_PX, POT_NAME_PX = 110, 220  # a winner button's and the pot names' share of the width
TWO_COLUMNS_FROM = 4  # live hands: two to a row from this many


class AwardDialog(QDialog):
    """Pick winners per pot, or enter the board and the shown hands (cards speak)."""

    def __init__(
        self,
        pots: Sequence[Pot],
        names: Mapping[int, str],
        live_seats: Sequence[int],
        board: Sequence[str],
        *,
        submit_winners: SubmitWinners,
        submit_cards: SubmitCards,
        read_cards: ReadCards,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Award the pots")
        room = _room(parent or self)
        scale = _scale(room)
        self.setStyleSheet(_scaled(STYLE, scale))
        # Fewer seats to a row on a narrow screen: the rows wrap, never scroll sideways.
        fits = int((room.width() * SHARE - POT_NAME_PX * scale) // (SEAT_PX * scale))
        self.seats_a_row = max(2, min(SEATS_A_ROW, fits))
        self.setModal(True)
        self._submit_winners = submit_winners
        self._submit_cards = submit_cards
        self._read_cards = read_cards
        self.names = dict(names)
        self.pots = tuple(pots)
        self.winner_buttons: dict[int, dict[int, QPushButton]] = {}
        self.muck_buttons: dict[int, QPushButton] = {}
        self._read: tuple[dict[int, str], str | None] | None = None  # the cards on the page

        self.tabs = QTabWidget()
        self.tabs.addTab(self._winners_tab(names), "Pick the winners")
        self.tabs.addTab(self._cards_tab(names, live_seats, board), "Cards speak")
        self.pages = QStackedWidget()
        self.pages.addWidget(self.tabs)
        self.pages.addWidget(self._reading_page())
        self.error = QLabel("")
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.hide()
        # Cancel beside the tabs: a row of the tablet's height saved for the pots.
        cancel = _button("Cancel")
        cancel.setObjectName("cornerCancel")  # as tall as the tabs
        cancel.clicked.connect(self.reject)
        describe(cancel, "Close without awarding: the hand waits at the showdown")
        self.tabs.setCornerWidget(cancel, Qt.Corner.TopRightCorner)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.error)
        # The station's window, less its title bar: no taller than the screen, so Award and
        # Cancel stay in view (a night's nine all-in hands scroll, never sideways).
        self.setMaximumSize(room)
        self.resize(
            max(self.minimumSizeHint().width(), round(room.width() * SHARE)),
            min(room.height(), max(self.sizeHint().height(), round(room.height() * SHARE))),
        )
        keep_on_screen(self)  # centred on the station, title bar included

    # -- pick winners ---------------------------------------------------------------------------

    def _winners_tab(self, names: Mapping[int, str]) -> QWidget:
        """A row a pot: its name and amount, then its seats to tap (the biggest pot last)."""
        body = QWidget()
        grid = QGridLayout(body)
        grid.setColumnStretch(1, 1)
        hint = QLabel("Tap the winner of each pot; tap more than one for a split")
        hint.setObjectName("hint")
        hint.setWordWrap(True)
        grid.addWidget(hint, 0, 0, 1, 2)
        row = 1
        for pot in sorted(self.pots, key=lambda p: -p.index):
            header = QLabel(f"{pot.name.capitalize()}\n{pot.amount:,}")
            header.setObjectName("potHeader")
            grid.addWidget(header, row, 0, Qt.AlignmentFlag.AlignVCenter)
            if len(pot.eligible) == 1:
                only = pot.eligible[0]
                alone = QLabel(f"Goes to seat {only} {names.get(only, '')}: alone in it")
                alone.setWordWrap(True)
                grid.addWidget(alone, row, 1)
                row += 1
                continue
            seats = QGridLayout()
            buttons: dict[int, QPushButton] = {}
            for i, seat in enumerate(pot.eligible):
                button = _button(f"Seat {seat}\n{names.get(seat, '')}".strip())
                button.setCheckable(True)
                describe(button, f"Seat {seat} wins this pot (tap two or more for a split)")
                seats.addWidget(button, i // self.seats_a_row, i % self.seats_a_row)
                buttons[seat] = button
            self.winner_buttons[pot.index] = buttons
            grid.addLayout(seats, row, 1)
            row += 1
        grid.setRowStretch(row, 1)
        self.award_button = _button("Award")
        self.award_button.setProperty("role", "award")
        self.award_button.clicked.connect(self.award_picked)
        describe(self.award_button, "Pay each pot to the seats picked (Undo takes it back)")
        tab = QWidget()
        layout = QVBoxLayout(tab)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addWidget(_scroller(body), 1)
        layout.addWidget(self.award_button)
        return tab

    def pick(self, pot_index: int, *seats: int) -> None:
        """Check the given seats' buttons for one pot (as a tap would)."""
        for seat, button in self.winner_buttons[pot_index].items():
            button.setChecked(seat in seats)

    def picked(self) -> dict[int, tuple[int, ...]]:
        return {
            index: tuple(seat for seat, b in buttons.items() if b.isChecked())
            for index, buttons in self.winner_buttons.items()
            if any(b.isChecked() for b in buttons.values())
        }

    def award_picked(self) -> None:
        self._try(lambda: self._submit_winners(self.picked()))

    # -- cards speak ----------------------------------------------------------------------------

    def _cards_tab(
        self, names: Mapping[int, str], live_seats: Sequence[int], board: Sequence[str]
    ) -> QWidget:
        """The board, then each live hand (two to a row from four hands): its name, its two
        cards typed or picked with Pick…"""
        body = QWidget()
        layout = QGridLayout(body)
        columns = 2 if len(live_seats) >= TWO_COLUMNS_FROM else 1
        hint = QLabel("Two cards a hand, e.g. As Qs; a hand left blank is asked about")
        hint.setObjectName("hint")
        hint.setWordWrap(True)
        layout.addWidget(hint, 0, 0, 1, 3 * columns)
        layout.addWidget(QLabel("Board"), 1, 0)
        self.board = tuple(board)
        # The board the dealer recorded street by street is used as dealt; only the cards
        # still missing are typed here (they are recorded as the streets before the award).
        self.board_edit = QLineEdit(" ".join(board))
        self.board_edit.setPlaceholderText("e.g. Ah Kd 7c 7s 2h")
        self.board_label = QLabel("  ".join(card_text(c) for c in board) + "   (as dealt)")
        self.board_label.setObjectName("boardCards")
        complete = len(self.board) == 5
        self.board_edit.setVisible(not complete)
        self.board_label.setVisible(complete)
        span = 3 * columns - 2
        layout.addWidget(self.board_edit if not complete else self.board_label, 1, 1, 1, span)
        self.pick_buttons: dict[int | None, QPushButton] = {}
        if not complete:
            layout.addWidget(self._pick_button(None), 1, 3 * columns - 1)
        self.card_edits: dict[int, QLineEdit] = {}
        for i, seat in enumerate(live_seats):
            row, column = 2 + i // columns, 3 * (i % columns)
            name = QLabel(f"Seat {seat}\n{names.get(seat, '')}".strip())
            layout.addWidget(name, row, column)
            edit = QLineEdit()
            edit.setPlaceholderText("As Qs")
            edit.setMinimumWidth(0)  # the cells share the width; nothing scrolls sideways
            self.card_edits[seat] = edit
            layout.addWidget(edit, row, column + 1)
            layout.addWidget(self._pick_button(seat), row, column + 2)
        for column in range(columns):
            layout.setColumnStretch(3 * column + 1, 1)
        layout.setRowStretch(2 + (len(live_seats) + columns - 1) // columns, 1)
        self.read_button = _button("Read the hands")
        self.read_button.setProperty("role", "award")
        self.read_button.clicked.connect(self.award_by_cards)
        tab = QWidget()
        column = QVBoxLayout(tab)
        column.setContentsMargins(0, 6, 0, 0)
        column.addWidget(_scroller(body), 1)
        column.addWidget(self.read_button)
        return tab

    def _pick_button(self, seat: int | None) -> QPushButton:
        button = _button("Pick…")
        button.clicked.connect(lambda: self.pick_cards(seat))
        self.pick_buttons[seat] = button
        return button

    def pick_cards(self, seat: int | None) -> CardPickDialog:
        """Tap the cards of a seat (None: the rest of the board) with the touch picker; the
        cards already on the board or entered for another seat cannot be picked again."""
        edit = self.board_edit if seat is None else self.card_edits[seat]
        board = self.board if seat is None else _cards_in(self.board_edit.text())
        others = [
            card
            for other, field in self.card_edits.items()
            if other != seat
            for card in _cards_in(field.text())
        ]
        needed = 5 - len(self.board) if seat is None else 2
        title = "The rest of the board" if seat is None else f"Seat {seat}: two cards"
        dialog = CardPickDialog(title, needed, (*board, *others), self)

        def done() -> None:
            picked = " ".join(dialog.cards)
            edit.setText(picked if seat is not None else " ".join((*self.board, picked)))

        dialog.accepted.connect(done)
        dialog.open()
        return dialog

    def award_by_cards(self) -> None:
        """Read the hands ("Read the hands"): refusals show here with their rule; a reading
        opens the page where the dealer checks it and confirms any hand left blank is mucked."""
        cards = {
            seat: edit.text().replace(" ", "")
            for seat, edit in self.card_edits.items()
            if edit.text().strip()
        }
        if len(self.board) == 5:
            board = None  # the recorded board
        else:
            board = self.board_edit.text().replace(" ", "") or None
        try:
            reading = self._read_cards(cards, board)
        except IllegalAction as refusal:
            self._show_error(f"{refusal.reason}. {refusal.citation.label}")
            return
        except ValueError as error:  # unreadable cards
            self._show_error(str(error))
            return
        self.error.hide()
        self._read = (cards, board)
        self._show_reading(reading)

    # -- the reading, confirmed before the award ------------------------------------------------

    def _reading_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        title = QLabel("Check the hands: the award is final once confirmed")
        title.setObjectName("potHeader")
        title.setWordWrap(True)
        self.reading = QLabel("")
        self.reading.setObjectName("reading")
        self.reading.setWordWrap(True)
        self.muck_box = QVBoxLayout()
        body = QWidget()
        column = QVBoxLayout(body)
        column.addWidget(self.reading)
        column.addLayout(self.muck_box)
        column.addStretch(1)
        self.back_button = _button("◀ Back to the cards")
        self.back_button.clicked.connect(self.back_to_cards)
        cancel = _button("Cancel")  # the tabs' Cancel is on the page before
        cancel.clicked.connect(self.reject)
        describe(cancel, "Close without awarding: the hand waits at the showdown")
        describe(self.back_button, "Back to the cards, to change them")
        self.confirm_button = _button("Award")
        self.confirm_button.setProperty("role", "award")
        self.confirm_button.clicked.connect(self.confirm_cards)
        describe(self.confirm_button, "Pay the pots as the cards read (Undo takes it back)")
        row = QHBoxLayout()
        row.addWidget(self.back_button, 2)
        row.addWidget(cancel, 1)
        row.addWidget(self.confirm_button, 3)
        layout.addWidget(title)
        layout.addWidget(_scroller(body), 1)
        layout.addLayout(row)
        return page

    def _who(self, seat: int) -> str:
        return self.names.get(seat) or f"Seat {seat}"

    def _show_reading(self, reading: ShowdownReading) -> None:
        words = dict(reading.hands)
        lines = [f"{self._who(seat)}: {text}  (seat {seat})" for seat, text in reading.hands]
        by_index = {p.index: p for p in self.pots}
        for index, winners in sorted(reading.winners, key=lambda w: -w[0]):
            pot = by_index.get(index)
            name = (pot.name if pot is not None else f"pot {index}").capitalize()
            amount = f" {pot.amount:,}" if pot is not None else ""
            who = ", ".join(f"{self._who(seat)} ({words.get(seat, '')})" for seat in winners)
            split = " split" if len(winners) > 1 else ""
            lines.append(f"<b>{name}{amount} → {who}{split}</b>")
        for seat in reading.mucked:
            lines.append(f"{self._who(seat)}: no cards entered (seat {seat})")
        self.reading.setText("<br>".join(lines))
        while self.muck_box.count():
            item = self.muck_box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.muck_buttons = {}
        for seat in reading.mucked:
            button = _button(f"Yes: {self._who(seat)} (seat {seat}) mucked, no claim to the pot")
            button.setCheckable(True)
            button.toggled.connect(lambda _on: self._update_confirm())
            describe(button, "Confirm this hand was mucked: it has no claim to the pot")
            self.muck_box.addWidget(button)
            self.muck_buttons[seat] = button
        self._update_confirm()
        self.pages.setCurrentIndex(1)

    def _update_confirm(self) -> None:
        self.confirm_button.setEnabled(all(b.isChecked() for b in self.muck_buttons.values()))

    def reading_text(self) -> str:
        """The reading as the dealer sees it (tags removed)."""
        return self.reading.text().replace("<br>", "\n").replace("<b>", "").replace("</b>", "")

    def back_to_cards(self) -> None:
        self._read = None
        self.pages.setCurrentIndex(0)

    def confirm_cards(self) -> None:
        """Award as read; every blank live hand was confirmed mucked."""
        if self._read is None or not self.confirm_button.isEnabled():
            return
        cards, board = self._read
        self._try(lambda: self._submit_cards(cards, board))

    # -- submit ---------------------------------------------------------------------------------

    def _try(self, submit: Callable[[], None]) -> None:
        try:
            submit()
        except IllegalAction as refusal:
            self._show_error(f"{refusal.reason}. {refusal.citation.label}")
            return
        except ValueError as error:  # unreadable cards
            self._show_error(str(error))
            return
        self.accept()

    def _show_error(self, text: str) -> None:
        log.info("award refused: %s", text)
        self.error.setText(text)
        self.error.show()


def _button(text: str) -> QPushButton:
    """A dialog button only a tap presses: no keyboard focus, never the default button."""
    button = QPushButton(text)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    button.setAutoDefault(False)
    button.setDefault(False)
    return button


def _scroller(body: QWidget) -> QScrollArea:
    """`body` scrolling up and down only: its cells shrink to the width rather than scroll."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setWidget(body)
    return scroll


def _room(parent: QWidget) -> QSize:
    """The station window's size, no larger than its screen's available area (the room the
    dialog has, title bar aside); the design size when there is no window yet."""
    window = parent.window()
    size = window.size() if window.isVisible() else QSize(DESIGN_SIZE)
    screen = window.screen()
    if screen is not None:
        size = size.boundedTo(screen.availableGeometry().size())
    return size


def _scale(room: QSize) -> float:
    """The station's factor: 1.0 at 1024x600, up to 1.6 on a bigger window, never smaller."""
    factor = min(room.width() / DESIGN_SIZE.width(), room.height() / DESIGN_SIZE.height())
    return max(1.0, min(factor, MAX_SCALE))


def _scaled(style: str, factor: float) -> str:
    # action_panel imports this module: its style scaler is taken when a dialog is built.
    from dealer_assist.ui.station.action_panel import scaled_style

    return scaled_style(style, factor)


def _cards_in(text: str) -> tuple[str, ...]:
    """Two-character cards in a typed field ("Ah Kd", "AhKd"), spaces ignored."""
    flat = text.replace(" ", "").replace(",", "")
    return tuple(flat[i].upper() + flat[i + 1].lower() for i in range(0, len(flat) - 1, 2))
