"""A touch card picker: a rank button and a suit button make one card; duplicates refused.

The picker only collects cards; the table session checks them again before recording.

Signals:
    cards_changed(object): the tuple of cards picked so far ("Ah", "Td").
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.core.cards import RANKS
from dealer_assist.ui.common.tooltips import describe
from dealer_assist.ui.station.amount_pad import touch_button

log = logging.getLogger(__name__)

SUITS = (("s", "♠"), ("h", "♥"), ("d", "♦"), ("c", "♣"))
SUIT_SYMBOL = dict(SUITS)
SUIT_NAMES = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}
RED_SUITS = ("h", "d")
RANK_COLUMNS = 7
STYLE = """
QLabel#pickedCards { font-size: 34px; font-weight: bold; color: #ffffff; background: #000000;
    border: 2px solid #4a5260; border-radius: 8px; padding: 0 10px; }
QLabel#pickerNote { font-size: 17px; font-weight: bold; color: #ffc400; }
QPushButton[role="rank"] { font-size: 26px; }
QPushButton[role="suit"] { font-size: 34px; background: #f2f2f2; color: #101010; }
QPushButton[role="suit"][red="true"] { color: #d01818; }
QPushButton[role="rank"]:checked, QPushButton[role="suit"]:checked {
    background: #1f7a45; border-color: #33dd77; color: #ffffff; }
"""


DIALOG_STYLE = """
QDialog { background: #15181d; }
QLabel#pickerTitle { font-size: 21px; font-weight: bold; color: #4db8ff; }
QPushButton { font-size: 22px; font-weight: bold; color: #ffffff; background: #2a3039;
    border: 2px solid #4a5260; border-radius: 10px; padding: 0 10px; }
QPushButton:disabled { color: #6b7380; background: #1a1d22; border-color: #2a3039; }
QPushButton[role="ok"] { background: #1f7a45; border-color: #33dd77; }
QPushButton[role="ok"]:disabled { color: #6b7380; background: #1a1d22; border-color: #2a3039; }
"""


def card_text(card: str) -> str:
    """'Ah' shown as 'A♥' ('T' as '10' reads better at arm's length)."""
    rank = "10" if card[0] == "T" else card[0]
    return rank + SUIT_SYMBOL.get(card[1], card[1])


class CardPicker(QWidget):
    """Thirteen rank buttons, four suit buttons; tap a rank and a suit (either order)."""

    cards_changed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(STYLE)
        self.needed = 0
        self.taken: tuple[str, ...] = ()
        self.what = "board"
        self.picked: list[str] = []
        self._rank: str | None = None
        self._suit: str | None = None

        self.display = QLabel("")
        self.display.setObjectName("pickedCards")
        self.display.setMinimumHeight(52)
        self.display.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note = QLabel("")
        self.note.setObjectName("pickerNote")
        self.note.setWordWrap(True)

        self.rank_buttons: dict[str, QPushButton] = {}
        ranks = QGridLayout()
        ranks.setSpacing(6)
        for index, rank in enumerate(reversed(RANKS)):  # A K Q ... 2: the way dealers read
            button = touch_button("10" if rank == "T" else rank, role="rank", height=56)
            button.setCheckable(True)
            button.clicked.connect(lambda _=False, r=rank: self.press_rank(r))
            shown = "10" if rank == "T" else rank
            describe(button, f"Rank {shown} for the next card  ({'T' if rank == 'T' else shown})")
            self.rank_buttons[rank] = button
            ranks.addWidget(button, index // RANK_COLUMNS, index % RANK_COLUMNS)
        suits = QHBoxLayout()
        suits.setSpacing(6)
        self.suit_buttons: dict[str, QPushButton] = {}
        for letter, symbol in SUITS:
            button = touch_button(symbol, role="suit", height=64)
            button.setCheckable(True)
            button.setProperty("red", "true" if letter in RED_SUITS else "false")
            button.setAccessibleName(SUIT_NAMES[letter])
            button.clicked.connect(lambda _=False, s=letter: self.press_suit(s))
            describe(
                button, f"{SUIT_NAMES[letter].capitalize()} for the next card  ({letter.upper()})"
            )
            self.suit_buttons[letter] = button
            suits.addWidget(button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.display)
        layout.addWidget(self.note)
        layout.addLayout(ranks)
        layout.addLayout(suits)
        self._refresh()

    # -- state ----------------------------------------------------------------------------------

    def configure(self, needed: int, taken: Sequence[str] = (), what: str = "board") -> None:
        """Start over: pick `needed` cards, none of `taken` (already on the table)."""
        self.needed = needed
        self.taken = tuple(taken)
        self.what = what
        self.picked = []
        self._rank = self._suit = None
        self.note.setText("")
        self._refresh()

    @property
    def complete(self) -> bool:
        return len(self.picked) == self.needed

    def press_rank(self, rank: str) -> None:
        self._rank = rank
        self._try_card()

    def press_suit(self, suit: str) -> None:
        self._suit = suit
        self._try_card()

    def pick(self, card: str) -> str:
        """Tap the rank then the suit of `card` ("Ah"); returns the note shown ("" if taken)."""
        self.press_rank(card[0].upper())
        self.press_suit(card[1].lower())
        return self.note.text()

    def remove_last(self) -> None:
        if self._rank or self._suit:
            self._rank = self._suit = None
        elif self.picked:
            self.picked.pop()
        self.note.setText("")
        self._refresh()
        self.cards_changed.emit(tuple(self.picked))

    def _try_card(self) -> None:
        if self._rank is None or self._suit is None:
            self._refresh()
            return
        card = self._rank + self._suit
        self._rank = self._suit = None
        if card in self.taken:
            self.note.setText(f"{card_text(card)} is already on the {self.what}: pick another card")
        elif card in self.picked:
            self.note.setText(f"{card_text(card)} is picked already: pick another card")
        elif self.complete:
            self.note.setText(f"{self.needed} card(s) picked: ⌫ removes the last one to change it")
        else:
            self.picked.append(card)
            self.note.setText("")
            self.cards_changed.emit(tuple(self.picked))
        self._refresh()

    def _refresh(self) -> None:
        shown = [card_text(c) for c in self.picked]
        if self._rank and len(shown) < self.needed:
            shown.append(("10" if self._rank == "T" else self._rank) + "?")
        elif self._suit and len(shown) < self.needed:
            shown.append("?" + SUIT_SYMBOL[self._suit])
        shown += ["__"] * max(0, self.needed - len(shown))
        self.display.setText("  ".join(shown))
        for rank, button in self.rank_buttons.items():
            button.setChecked(rank == self._rank)
        for suit, button in self.suit_buttons.items():
            button.setChecked(suit == self._suit)


class CardPickDialog(QDialog):
    """The picker in a dialog: a player's two hole cards, or the rest of the board."""

    def __init__(
        self, title: str, needed: int, taken: Sequence[str] = (), parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setModal(True)
        self.setStyleSheet(DIALOG_STYLE + STYLE)
        heading = QLabel(title)
        heading.setObjectName("pickerTitle")
        self.picker = CardPicker()
        self.picker.configure(needed, taken, what="table")
        self.back = touch_button("Cancel", role="edit")
        self.back.clicked.connect(self.reject)
        self.erase = touch_button("⌫", role="edit")
        self.erase.clicked.connect(self.picker.remove_last)
        self.ok = touch_button("OK", role="ok")
        self.ok.clicked.connect(self.accept)
        self.picker.cards_changed.connect(lambda _c: self.ok.setEnabled(self.picker.complete))
        self.ok.setEnabled(False)
        describe(self.back, "Close without choosing cards  (Esc)")
        describe(self.erase, "Remove the last card picked  (Backspace)")
        describe(self.ok, "These are the cards  (Enter)")
        row = QHBoxLayout()
        for button, stretch in ((self.back, 1), (self.erase, 1), (self.ok, 2)):
            row.addWidget(button, stretch)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.picker, 1)
        layout.addLayout(row)

    @property
    def cards(self) -> tuple[str, ...]:
        return tuple(self.picker.picked)
