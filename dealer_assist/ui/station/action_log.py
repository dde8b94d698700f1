"""The running action log of the hand in progress: who did what, street by street."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent, QShowEvent, QTextCursor
from PySide6.QtWidgets import QFrame, QPlainTextEdit, QWidget

from dealer_assist.core.events import Event
from dealer_assist.core.hand.hand_events import (
    ActionKind,
    ActionTaken,
    BlindPosted,
    CardsShown,
    HandDealt,
    HandVoided,
    PostKind,
    PotAwarded,
    Street,
    StreetDealt,
)
from dealer_assist.core.hand.hand_fold import apply
from dealer_assist.core.hand.hand_state import HandState, Phase
from dealer_assist.core.rules.house_rules import HouseRules
from dealer_assist.ui.station.card_picker import card_text

log = logging.getLogger(__name__)

STYLE = """
QPlainTextEdit#actionLog { font-size: 17px; color: #d8dee8; background: #101318;
    border: 1px solid #2a3039; border-radius: 6px; padding: 2px 4px; }
"""

LOG_LINES = 3  # lines kept in view at 1024x600; the rest scrolls (the latest stays in sight)

_POSTS = {
    PostKind.ANTE: "posts the ante",
    PostKind.BIG_BLIND_ANTE: "posts the big blind ante",
    PostKind.SMALL_BLIND: "posts the small blind",
    PostKind.BIG_BLIND: "posts the big blind",
    PostKind.STRADDLE: "straddles",
}
_DEAD_POSTS = (PostKind.ANTE, PostKind.BIG_BLIND_ANTE)  # dead money: not a wager to call


def action_log_lines(
    events: Iterable[Event], names: Mapping[int, str], rules: HouseRules
) -> list[str]:
    """One line per street of the hand's events ("Flop K♦ 7♣ 2♠: seat 4 Dev checks; ...").

    The events are folded as they go (`core.hand_fold.apply`), so a street starts where the
    betting round closed even when its cards were not entered. A call says the chips it adds,
    a bet or raise the total it goes to, as the dealer says them.
    """
    sections: list[tuple[Street, list[str]]] = []
    cards: dict[Street, str] = {}
    in_front: dict[int, int] = {}  # chips each seat has wagered on this street
    state: HandState | None = None

    def who(seat: int) -> str:
        return f"seat {seat} {names.get(seat, '')}".strip()

    def say(street: Street, words: str) -> None:
        if not sections or sections[-1][0] is not street:
            sections.append((street, []))
            in_front.clear()
        sections[-1][1].append(words)

    for event in events:
        street = state.street if state is not None else Street.PREFLOP
        if isinstance(event, HandDealt):
            sections.clear()
            cards.clear()
            in_front.clear()
        elif isinstance(event, BlindPosted):
            say(Street.PREFLOP, f"{who(event.seat)} {_POSTS[event.kind]} {event.amount:,}")
            if event.kind not in _DEAD_POSTS:
                in_front[event.seat] = in_front.get(event.seat, 0) + event.amount
        elif isinstance(event, ActionTaken):
            if not sections or sections[-1][0] is not street:
                sections.append((street, []))
                in_front.clear()
            before = in_front.get(event.seat, 0)
            if event.kind is ActionKind.CALL:
                words = f"calls {event.to - before:,}"
            elif event.kind in (ActionKind.BET, ActionKind.RAISE):
                words = f"{'bets' if event.kind is ActionKind.BET else 'raises to'} {event.to:,}"
            else:
                words = {ActionKind.FOLD: "folds", ActionKind.CHECK: "checks"}.get(
                    event.kind, event.kind.value
                )
            if event.kind not in (ActionKind.FOLD, ActionKind.CHECK):
                in_front[event.seat] = event.to
            say(street, f"{who(event.seat)} {words}" + (" (all-in)" if event.all_in else ""))
        elif isinstance(event, StreetDealt):
            cards[event.street] = " ".join(card_text(c) for c in event.cards)
            if not any(s is event.street for s, _ in sections):
                sections.append((event.street, []))
                in_front.clear()
        elif isinstance(event, CardsShown):
            shown = " ".join(card_text(c) for c in event.cards)
            say(sections[-1][0] if sections else street, f"{who(event.seat)} shows {shown}")
        elif isinstance(event, PotAwarded):
            pot = "main pot" if event.pot == 0 else f"side pot {event.pot}"
            paid = ", ".join(who(seat) for seat, _chips in event.payouts)
            say(sections[-1][0] if sections else street, f"{pot} {event.amount:,} to {paid}")
        elif isinstance(event, HandVoided):
            words = f"misdeal ({event.reason})" if event.reason else "misdeal"
            say(sections[-1][0] if sections else street, words)
        try:
            state = apply(state, event, rules)
        except (ValueError, KeyError, IndexError) as problem:  # a log must not stop the hand
            log.debug("action log: %s", problem)
    if state is not None and state.phase is Phase.BETTING and sections:
        if sections[-1][0] is not state.street:  # the round closed: the next street is open
            sections.append((state.street, []))
    lines = []
    for street, said in sections:
        label = street.value.capitalize() + (f" {cards[street]}" if cards.get(street) else "")
        lines.append(f"{label}: " + "; ".join(said) if said else label)
    return lines


class ActionLog(QPlainTextEdit):
    """The hand's action log, the latest line in sight; read-only and never takes a key (the
    station's letters act on the hand)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionLog")
        self.setReadOnly(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setStyleSheet(STYLE)
        self._fit_lines()

    def _fit_lines(self) -> None:
        self.ensurePolished()  # the style sheet's font, not the default one
        line = self.fontMetrics().lineSpacing()
        self.setFixedHeight(LOG_LINES * line + 14)

    def set_scale(self, factor: float) -> None:
        """Grow the text on a big screen, like the rest of the station."""
        from dealer_assist.ui.station.action_panel import scaled_style

        self.setStyleSheet(scaled_style(STYLE, max(1.0, factor)))
        self._fit_lines()

    def show_events(
        self, events: Iterable[Event], names: Mapping[int, str], rules: HouseRules
    ) -> None:
        text = "\n".join(action_log_lines(events, names, rules))
        if text != self.toPlainText():
            self.setPlainText(text)
            self._show_latest()

    def _show_latest(self) -> None:
        self.moveCursor(QTextCursor.MoveOperation.End)
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self._show_latest()  # rewrapped at the new width: the latest line stays in sight

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        self._show_latest()

    def text(self) -> str:
        return self.toPlainText()
