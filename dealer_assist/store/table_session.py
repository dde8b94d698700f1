"""A table station's journal and session: the station's fold kept current, every step stored.

The rules live in the core: `core.table.station_fold` folds the table and the hand in progress
from one journal, `core.table.station_decide` turns each dealer's command into its events (or
refuses it, with the rule). `TableSession` opens the journal, replays it through the fold,
journals what the core decided (journal first, then apply, then notify) and writes each
finished hand's history file.
"""

from __future__ import annotations

import logging
import os
import random
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dealer_assist.core.events import Event, new_event_id
from dealer_assist.core.hand.betting import LegalActions
from dealer_assist.core.hand.hand_events import ActionKind
from dealer_assist.core.hand.hand_state import HandState
from dealer_assist.core.hand.showdown import ShowdownReading
from dealer_assist.core.rules.house_rules import Citation, HouseRules
from dealer_assist.core.table import station_decide as decide
from dealer_assist.core.table import station_history
from dealer_assist.core.table.station_decide import (
    ButtonResult,
    Command,
    SeatChange,
    Settlement,
)
from dealer_assist.core.table.station_events import BookBound, BookChanged, RulingGiven
from dealer_assist.core.table.station_fold import ClosedHand, StationState, apply_station
from dealer_assist.core.table.station_level import CurrentLevel, LevelProvider
from dealer_assist.core.table.table import (
    LeaveReason,
    StackCorrected,
    Table,
    TableError,
    TableOpened,
)
from dealer_assist.store.files import slug, write_json_atomic
from dealer_assist.store.fold_version import fold_version
from dealer_assist.store.session import Session

if TYPE_CHECKING:
    from dealer_assist.core.rules.rulebook import Rule

logger = logging.getLogger(__name__)

NowMs = Callable[[], int]


class BookMismatch(TableError):
    """A table journal bound to one house book, asked to open under another."""

    def __init__(self, path: Path, bound: str, asked: str) -> None:
        super().__init__(
            f"this table's journal ({path.name}) is bound to the {bound} book: its hands were "
            f"dealt under it and replay under it, so it cannot open with --book {asked}",
            legal=f"open it without --book (or with --book {bound}); a director changes a "
            "table's book at the station (Hands, director's PIN)",
        )
        self.bound = bound
        self.asked = asked


class TableSession:
    """The dealer's commands on one table, each decided by the core and journaled.

    Not thread-safe. `now_ms` and `level` are injected: time and the blinds in force come from
    outside (the tournament clock), so tests drive both.
    """

    def __init__(
        self,
        session: Session[StationState],
        *,
        now_ms: NowMs,
        level: LevelProvider,
        hands_dir: Path | None = None,
    ) -> None:
        self.session = session
        self.now_ms = now_ms
        self.level = level
        # Each finished hand is also written here as <n>.json (None: the journal only).
        self.hands_dir = hands_dir
        self.write_error: str | None = None

    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str],
        rules: HouseRules,
        *,
        now_ms: NowMs,
        level: LevelProvider,
        create: bool = True,
        hands_dir: Path | None = None,
        book_chosen: bool = False,
    ) -> TableSession:
        """Open (or create) a table's journal. A new journal is bound to `rules`' book; one
        already bound replays under its own book, and when `book_chosen` (the station was asked
        for `rules` by name, `--book`) a journal bound to another book is refused with
        BookMismatch (nothing written)."""
        session = Session.open(
            path,
            apply_station,
            StationState(rules),
            create=create,
            fold_version=f"{fold_version(apply_station)}:{rules.book}",
        )
        try:
            bound = session.state.book_recorded
            if bound is None and not session.journal.event_count:
                session.execute(BookBound(event_id=new_event_id(), at_ms=now_ms(), book=rules.book))
            elif bound is not None and bound != rules.book and book_chosen:
                raise BookMismatch(Path(path), bound, rules.book)
        except BaseException:
            session.close()
            raise
        return cls(session, now_ms=now_ms, level=level, hands_dir=hands_dir)

    # -- reading -------------------------------------------------------------------------------

    @property
    def state(self) -> StationState:
        return self.session.state

    @property
    def rules(self) -> HouseRules:
        return self.state.rules

    @property
    def table(self) -> Table | None:
        return self.state.table

    @property
    def hand(self) -> HandState | None:
        return self.state.hand

    def legal_actions(self) -> LegalActions | None:
        return decide.current_legal_actions(self.state)

    def next_level(self) -> CurrentLevel:
        return self.level(self.now_ms())

    def level_change_pending(self) -> Citation | None:
        """The rule when the clock moved on but the hand in progress keeps its blinds."""
        hand = self.hand
        if hand is None or hand.is_over:
            return None  # no level asked for: a fixed or stopped clock is not consulted
        return decide.level_change_pending(self.state, self.next_level())

    def button_draw_restarts(self) -> bool:
        """True when hands were played here: a draw restarts the rotation (confirm first)."""
        return decide.button_draw_restarts(self.state)

    def next_board_street(self) -> tuple[str, int] | None:
        """The board cards the dealer may enter now: (street name, card count), or None."""
        return decide.next_board_street(self.state)

    def can_undo(self) -> bool:
        """A command since the last deal can be taken back."""
        return bool(self.state.undo_stack)

    def can_redo(self) -> bool:
        """The latest undo can be put back (no command came after it)."""
        return bool(self.state.redo_stack)

    def undo_label(self) -> str | None:
        """What Undo would take back ("Award the pots"), or None."""
        stack = self.state.undo_stack
        return stack[-1].label if stack else None

    def redo_label(self) -> str | None:
        stack = self.state.redo_stack
        return stack[-1].label if stack else None

    # -- writing -------------------------------------------------------------------------------

    def execute(self, events: Sequence[Event]) -> StationState:
        """Journal events as they are (outside any command: nothing before them can be undone
        after). Dealer's commands go through `run`."""
        before = self.state.history
        state = self.session.execute_many(events)
        # New hands, or settled again after an undo: a walk as far as the lists differ.
        for closed in state.history.added_since(before):
            self._write_hand(closed)
        return state

    def run(self, label: str, events: Sequence[Event]) -> StationState:
        """One dealer's command: its events are journaled in one transaction behind a
        CommandStarted, so undo takes them back and redo puts them back whole."""
        if not events:
            return self.state
        return self.execute(decide.command_events(label, events, self.now_ms()))

    def table_command(self, label: str, event: Event) -> StationState:
        """A seating change (seated, away, back, leaves) as one undoable command."""
        return self.run(label, (event,))

    def _journal(self, command: Command) -> StationState:
        return self.run(command.label, command.events)

    # -- seats, all night (core.table.station_decide) ------------------------------------------

    def seat_player(
        self, seat: int, name: str, stack: int, *, from_table: int | None = None
    ) -> SeatChange:
        command, change = decide.seat_player(
            self.state, seat, name, stack, at_ms=self.now_ms(), from_table=from_table
        )
        self._journal(command)
        return change

    def seat_players(
        self,
        players: Sequence[tuple[int, str, int]],
        label: str = "Seat the players the director placed here",
    ) -> SeatChange:
        command, change = decide.seat_players(self.state, players, label, at_ms=self.now_ms())
        self._journal(command)
        return change

    def leave(self, seat: int, reason: LeaveReason, *, to_table: int | None = None) -> SeatChange:
        command, change = decide.leave(
            self.state,
            seat,
            reason,
            at_ms=self.now_ms(),
            level_number=self._level_number(),
            to_table=to_table,
        )
        self._journal(command)
        return change

    def leave_after_hand(
        self, seat: int, reason: LeaveReason, *, to_table: int | None = None
    ) -> SeatChange:
        command, change = decide.leave_after_hand(
            self.state,
            seat,
            reason,
            at_ms=self.now_ms(),
            level_number=self._level_number(),
            to_table=to_table,
        )
        self._journal(command)
        return change

    def stay(self, seat: int) -> SeatChange:
        command, change = decide.stay(self.state, seat, at_ms=self.now_ms())
        self._journal(command)
        return change

    def reseat(self, seat: int, to_seat: int) -> SeatChange:
        command, change = decide.reseat(self.state, seat, to_seat, at_ms=self.now_ms())
        self._journal(command)
        return change

    def _level_number(self) -> int | None:
        try:
            return self.next_level().number
        except TableError:
            return None

    # -- hand histories (core.table.station_history) -------------------------------------------

    def hand_history(self, closed: ClosedHand) -> dict[str, Any]:
        """One finished hand in the hand-history format (docs/hand-history.md)."""
        return station_history.hand_history(self.state, closed)

    def last_hand_history(self) -> dict[str, Any] | None:
        return station_history.last_hand_history(self.state)

    def session_history(self) -> dict[str, Any]:
        """Every hand finished at this table, oldest first; each entry replays on its own."""
        return station_history.session_history(self.state)

    def hand_log(self) -> tuple[str, ...]:
        """The hands, corrections and rulings at this table, one line each, oldest first."""
        return station_history.hand_log(self.state)

    def _write_hand(self, closed: ClosedHand) -> None:
        if self.hands_dir is None:
            return
        try:
            write_json_atomic(self.hands_dir / f"{closed.number}.json", self.hand_history(closed))
        except OSError as error:
            # The journal has the hand; a full disk must not stop the table.
            self.write_error = f"Hand {closed.number} not written to {self.hands_dir}: {error}"
            logger.warning("%s", self.write_error)
        else:
            self.write_error = None

    # -- the table and the hand ----------------------------------------------------------------

    def open_table(self, name: str, seat_count: int) -> None:
        """Open the table empty (named `name`, `seat_count` seats) when the journal has none:
        a tournament's table, whose players come from the director."""
        if self.table is None:
            at_ms = self.now_ms()
            opened = TableOpened(
                event_id=new_event_id(), at_ms=at_ms, seat_count=seat_count, name=name
            )
            self.execute((opened,))

    def open_demo(self, name: str = "Demo table", *, seat_count: int = 9) -> None:
        """Seat the demo table (named `name`, `seat_count` seats) when the journal has no table
        yet."""
        if self.table is None:
            self.execute(decide.demo_table_events(self.now_ms(), seat_count, name=name))

    def deal(self, *, straddle: bool = False) -> HandState:
        """Start the next hand (core.table.station_decide.deal): a deal is where undo stops."""
        events = decide.deal(self.state, at_ms=self.now_ms(), level=self.level, straddle=straddle)
        self.execute(events)
        return self._hand()

    def draw_for_button(self, rng: random.Random, *, restart: bool = False) -> ButtonResult:
        """The app deals one card to each seated player; the highest takes the button."""
        return self._place_button(decide.draw_button(rng, self.rules), restart)

    def button_from_cards(self, cards: Mapping[int, str], *, restart: bool = False) -> ButtonResult:
        """The cards the dealer drew, one per seated player; the core refuses a card twice."""
        return self._place_button(decide.button_by_cards(cards, self.rules), restart)

    def move_button(self, seat: int, *, restart: bool = False) -> ButtonResult:
        """Put the button on a seat by hand (a correction, or a table joining a running event)."""
        return self._place_button(decide.button_on_seat(seat), restart)

    def _place_button(self, make: decide.ButtonMaker, restart: bool) -> ButtonResult:
        command, result = decide.place_button(
            self.state, make, at_ms=self.now_ms(), restart=restart
        )
        self._journal(command)
        return result

    def act(self, kind: ActionKind, to: int | None = None) -> HandState:
        """The seat to act folds, checks, calls, bets, raises (to a total) or goes all-in."""
        self._journal(decide.act(self.state, kind, to, at_ms=self.now_ms()))
        return self._hand()

    def deal_board(self, cards: Sequence[str]) -> HandState:
        """Record the next street's board cards; a card unreadable or already seen is refused."""
        self._journal(decide.deal_board(self.state, cards, at_ms=self.now_ms()))
        return self._hand()

    def award(self, winners: Mapping[int, Sequence[int]] | None = None) -> HandState:
        """Pay every pot at once: one command, undone and redone whole."""
        self._journal(decide.award(self.state, winners, at_ms=self.now_ms()))
        return self._hand()

    def read_by_cards(
        self, hole_cards: Mapping[int, str | Sequence[str]], board: str | None = None
    ) -> ShowdownReading:
        """Cards speak, read but not awarded: what the dealer confirms before the award."""
        return decide.read_by_cards(self.state, hole_cards, board, at_ms=self.now_ms())

    def award_by_cards(
        self, hole_cards: Mapping[int, str | Sequence[str]], board: str | None = None
    ) -> HandState:
        """Cards speak: the typed board, the cards shown and every pot as one command."""
        self._journal(decide.award_by_cards(self.state, hole_cards, board, at_ms=self.now_ms()))
        return self._hand()

    def misdeal(self) -> HandState:
        """Void the hand: every bet goes back as posted (the house's misdeal rule)."""
        self._journal(decide.misdeal(self.state, at_ms=self.now_ms()))
        return self._hand()

    def undo(self, steps: int = 1) -> StationState:
        """Take back the latest `steps` commands, each whole (an award with all its pots, a
        settlement...). The deal is where undo stops: the blinds posted stay."""
        for undone in decide.undo(self.state, steps, at_ms=self.now_ms()):
            self.execute((undone,))  # one step at a time: each is heard on its own
        return self.state

    def redo(self) -> StationState:
        """Put back the command the latest undo took back, whole."""
        self.execute((decide.redo(self.state, at_ms=self.now_ms()),))
        return self.state

    def settle(self) -> Settlement:
        """Close a finished hand as one command: undoable until the next deal."""
        command, settlement = decide.settle(self.state, at_ms=self.now_ms())
        self._journal(command)
        return settlement

    def correct_stack(self, seat: int, stack: int, reason: str) -> StackCorrected:
        """A director's correction of a stack, between hands, with its reason (the PIN is the
        caller's check: ui.station_pin)."""
        command, event = decide.correct_stack(self.state, seat, stack, reason, at_ms=self.now_ms())
        self._journal(command)
        return event

    def change_book(self, book: str) -> BookChanged:
        """A director's change of the table's house book, between hands."""
        command, event = decide.change_book(self.state, book, at_ms=self.now_ms())
        self._journal(command)
        return event

    def give_ruling(self, question: str, rule: Rule) -> RulingGiven:
        """The dealer gives `rule` as the answer to `question`, recorded with the hand."""
        command, event = decide.give_ruling(self.state, question, rule, at_ms=self.now_ms())
        self._journal(command)
        return event

    def close(self) -> None:
        self.session.close()

    def _hand(self) -> HandState:
        return decide.require_hand(self.state)


def table_slug(name: str) -> str:
    """A file-name-safe folder name for a table ("Demo table" -> "demo-table")."""
    return slug(name, "table")
