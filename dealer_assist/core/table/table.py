"""One poker table's seats as a fold over `table.*` events: who sits where, absent, waiting.

The table only records facts (seated, busted, left, absent, button placed, hand started).
Where the button and blinds go next is decided by `core.button.plan_hand`, which reads this
state; its answer is journalled as a `HandStarted` event so a replay never re-decides.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import reduce

from dealer_assist.core.events import Event
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.core.rules.house_rules import Citation, Decision, HouseRules, LeavingEarly

MIN_SEATS = 2
MAX_SEATS = 10


class TableError(ValueError):
    """An impossible seating change; carries the legal alternative and the rule if one applies."""

    def __init__(self, message: str, *, legal: str = "", citation: Citation | None = None) -> None:
        text = (
            message + (f"; {legal}" if legal else "") + (f" ({citation.label})" if citation else "")
        )
        super().__init__(text)
        self.legal = legal
        self.citation = citation


class LeaveReason(enum.Enum):
    """Why a player left the table without busting."""

    MOVED = "moved"  # balanced or broken table, or another seat at this one
    LEAVING_EARLY = "leaving_early"  # quits the tournament; chips removed
    DISQUALIFIED = "disqualified"  # by the director; chips removed from play
    OTHER = "other"


def leaving_early_removes(rules: HouseRules, level_number: int | None) -> tuple[bool, Citation]:
    """Whether the chips of a player who quits now leave the table (True) or stay to be blinded
    off (False), and the rule. Applewood, Gameplay Rules 4: blinded out during the first round
    (`leaving_early_blinded_off_levels`, six levels), removed after; Ubetcha, PROCEDURES &
    RULES 15 (and the books that cite it): removed. An unknown level (a practice table) counts
    as the first."""
    citation = rules.cite(Decision.LEAVING_EARLY)
    if rules.leaving_early is LeavingEarly.BLINDED_OFF:
        return False, citation
    if rules.leaving_early is LeavingEarly.REMOVED:
        return True, citation
    return (level_number or 1) > rules.leaving_early_blinded_off_levels, citation


def disqualification_citation(rules: HouseRules) -> Citation:
    """Ubetcha, PROPER BEHAVIOR: "Chips from a disqualified participant will be removed from
    play." The only book that says so; under another book the citation names its silence."""
    label = "Ubetcha, PROPER BEHAVIOR (chips of a disqualified player are removed from play)"
    if rules.book != "ubetcha":
        label += f" ({_SHORT_NAMES.get(rules.book, rules.title)} is silent)"
    return Citation("ubetcha/proper-behavior/intro-2", label)


_SHORT_NAMES = {
    "applewood": "Applewood",
    "fountain-valley": "Fountain Valley",
    "general": "General rules",
}


class ButtonMethod(enum.Enum):
    """How the button got where it is."""

    DRAW_BY_APP = "draw_by_app"  # the app dealt the cards (random source injected)
    DRAW_BY_DEALER = "draw_by_dealer"  # the dealer drew and typed the cards in
    PLACED = "placed"  # set by hand: a correction or a table that joins a running event


# --- events -------------------------------------------------------------------------------


class TableOpened(Event, tag="table.opened", frozen=True, kw_only=True):
    seat_count: int
    name: str = ""


class PlayerSeated(Event, tag="table.player_seated", frozen=True, kw_only=True):
    """A player sits down; `from_table` names the table he was moved from, if any. At a running
    table he is a newcomer either way (core.button decides whether he waits)."""

    seat: int
    name: str
    stack: int
    from_table: int | None = None


class PlayerBusted(Event, tag="table.player_busted", frozen=True, kw_only=True):
    seat: int


class PlayerLeft(Event, tag="table.player_left", frozen=True, kw_only=True):
    """A player leaves without busting; `to_table` is where a moved player goes, if known."""

    seat: int
    reason: LeaveReason
    to_table: int | None = None


class PlayerLeavingAfterHand(Event, tag="table.player_leaving", frozen=True, kw_only=True):
    """The player in the hand leaves when it is settled ("leaves after this hand")."""

    seat: int
    reason: LeaveReason
    to_table: int | None = None


class PlayerStays(Event, tag="table.player_stays", frozen=True, kw_only=True):
    """A player marked "leaves after this hand" stays after all."""

    seat: int


class PlayerMarkedAbsent(Event, tag="table.player_marked_absent", frozen=True, kw_only=True):
    seat: int


class PlayerMarkedPresent(Event, tag="table.player_marked_present", frozen=True, kw_only=True):
    seat: int


class StackSet(Event, tag="table.stack_set", frozen=True, kw_only=True):
    """A counted or corrected stack (the betting engine reports its own results elsewhere)."""

    seat: int
    stack: int


class StackCorrected(Event, tag="table.stack_corrected", frozen=True, kw_only=True):
    """A director's correction of a stack after its hand can no longer be undone: the stack
    was `previous`, it is `stack`, and why (`reason`, never empty). `after_hand` is the number
    of the last hand dealt at the table when it was made."""

    seat: int
    name: str
    stack: int
    previous: int
    reason: str
    after_hand: int = 0

    @property
    def change(self) -> int:
        return self.stack - self.previous


class ButtonPlaced(Event, tag="table.button_placed", frozen=True, kw_only=True):
    """The button for the next hand, by draw or by hand; `draw` holds (seat, card) pairs."""

    seat: int
    method: ButtonMethod
    draw: tuple[tuple[int, str], ...] = ()


class HandStarted(Event, tag="table.hand_started", frozen=True, kw_only=True):
    """The positions of a hand as decided; `small_blind_seat` is kept even if the blind is dead."""

    hand_number: int
    button: int
    button_is_dead: bool
    small_blind: int | None
    small_blind_seat: int
    big_blind: int
    big_blind_name: str
    dealt_in: tuple[int, ...]
    waiting: tuple[int, ...] = ()
    absent: tuple[int, ...] = ()
    straddle: int | None = None
    heads_up: bool = False

    @property
    def positions(self) -> HandPositions:
        return HandPositions(
            button=self.button,
            button_is_dead=self.button_is_dead,
            small_blind=self.small_blind,
            big_blind=self.big_blind,
            dealt_in=self.dealt_in,
            waiting=self.waiting,
            absent=self.absent,
            straddle=self.straddle,
            heads_up=self.heads_up,
        )


TABLE_EVENTS = (
    TableOpened,
    PlayerSeated,
    PlayerBusted,
    PlayerLeft,
    PlayerLeavingAfterHand,
    PlayerStays,
    PlayerMarkedAbsent,
    PlayerMarkedPresent,
    StackSet,
    StackCorrected,
    ButtonPlaced,
    HandStarted,
)


# --- state --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeatedPlayer:
    """A player in a seat. `waiting`: new to the table, not dealt in until the button passes.
    `leaving`: he leaves when the hand in progress is settled (why, and where to if moved)."""

    name: str
    stack: int
    absent: bool = False
    waiting: bool = False
    leaving: LeaveReason | None = None
    leaving_to_table: int | None = None


@dataclass(frozen=True, slots=True)
class LastHand:
    """What the next hand's positions depend on: last hand's blinds and button."""

    positions: HandPositions
    small_blind_seat: int
    big_blind_name: str


@dataclass(frozen=True, slots=True)
class Table:
    """The seats of one table (index 0 is seat 1) and what the button rule needs to go on.

    `button_set` is the button placed for the next hand (draw or correction); `last` is the
    previous hand, None before the first hand or after the button is placed again.
    """

    seats: tuple[SeatedPlayer | None, ...]
    name: str = ""
    button_set: int | None = None
    last: LastHand | None = None
    hand_number: int = 0

    @classmethod
    def empty(cls, seat_count: int, name: str = "") -> Table:
        if not MIN_SEATS <= seat_count <= MAX_SEATS:
            raise TableError(
                f"a table of {seat_count} seats is not possible",
                legal=f"a table has {MIN_SEATS} to {MAX_SEATS} seats",
            )
        return cls(seats=(None,) * seat_count, name=name)

    @property
    def seat_count(self) -> int:
        return len(self.seats)

    @property
    def started(self) -> bool:
        """Once the button is placed, newcomers are new to a running table (Ubetcha SEATING 8)."""
        return self.button_set is not None or self.last is not None

    def player(self, seat: int) -> SeatedPlayer | None:
        self.check_seat_number(seat)
        return self.seats[seat - 1]

    def occupied(self) -> tuple[int, ...]:
        """Seat numbers holding a player, in seat order."""
        return tuple(i + 1 for i, p in enumerate(self.seats) if p is not None)

    def free_seats(self) -> tuple[int, ...]:
        return tuple(i + 1 for i, p in enumerate(self.seats) if p is None)

    def seat_of(self, name: str) -> int | None:
        for i, p in enumerate(self.seats):
            if p is not None and p.name == name:
                return i + 1
        return None

    def check_seat_number(self, seat: int) -> None:
        if not 1 <= seat <= self.seat_count:
            raise TableError(
                f"seat {seat} does not exist", legal=f"seats are 1 to {self.seat_count}"
            )

    def require_player(self, seat: int) -> SeatedPlayer:
        player = self.player(seat)
        if player is None:
            taken = ", ".join(map(str, self.occupied())) or "none"
            raise TableError(f"seat {seat} is empty", legal=f"occupied seats: {taken}")
        return player

    def with_player(self, seat: int, player: SeatedPlayer | None) -> Table:
        seats = list(self.seats)
        seats[seat - 1] = player
        return replace(self, seats=tuple(seats))


# --- the fold -----------------------------------------------------------------------------


def apply(table: Table | None, event: Event) -> Table:
    """The table after one event. Raises TableError when the event cannot apply (bad journal)."""
    if isinstance(event, TableOpened):
        if table is not None:
            raise TableError("the table is already open")
        return Table.empty(event.seat_count, event.name)
    if table is None:
        raise TableError(f"{type(event).__name__} before the table was opened")
    if isinstance(event, PlayerSeated):
        return _seat(table, event)
    if isinstance(event, PlayerBusted | PlayerLeft):
        table.require_player(event.seat)
        if isinstance(event, PlayerLeft):
            _check_table_number(event.to_table)
        return table.with_player(event.seat, None)
    if isinstance(event, PlayerLeavingAfterHand):
        player = table.require_player(event.seat)
        _check_table_number(event.to_table)
        return table.with_player(
            event.seat, replace(player, leaving=event.reason, leaving_to_table=event.to_table)
        )
    if isinstance(event, PlayerStays):
        player = table.require_player(event.seat)
        if player.leaving is None:
            raise TableError(f"seat {event.seat} ({player.name}) is not leaving")
        return table.with_player(event.seat, replace(player, leaving=None, leaving_to_table=None))
    if isinstance(event, PlayerMarkedAbsent | PlayerMarkedPresent):
        player = table.require_player(event.seat)
        absent = isinstance(event, PlayerMarkedAbsent)
        return table.with_player(event.seat, replace(player, absent=absent))
    if isinstance(event, StackSet):
        player = table.require_player(event.seat)
        _check_stack(event.stack)
        return table.with_player(event.seat, replace(player, stack=event.stack))
    if isinstance(event, StackCorrected):
        return _correct_stack(table, event)
    if isinstance(event, ButtonPlaced):
        table.require_player(event.seat)
        # A draw starts the table afresh (start of play, final table): everyone seated plays.
        seats = tuple(None if p is None else replace(p, waiting=False) for p in table.seats)
        return replace(table, seats=seats, button_set=event.seat, last=None)
    if isinstance(event, HandStarted):
        return _start_hand(table, event)
    raise TableError(f"{type(event).__name__} is not a table event")


def replay(events: Iterable[Event]) -> Table:
    """Fold a table's events from its `TableOpened`; undo is `replay(events[:-1])`."""
    table = reduce(apply, events, None)
    if table is None:
        raise TableError("no events: a table history starts with TableOpened")
    return table


def _check_table_number(number: int | None) -> None:
    if number is not None and number < 1:
        raise TableError(f"table {number} does not exist", legal="tables are numbered from 1")


def _check_stack(stack: int) -> None:
    if stack < 0:
        raise TableError(f"a stack of {stack} is not possible", legal="chips are 0 or more")


def _correct_stack(table: Table, event: StackCorrected) -> Table:
    player = table.require_player(event.seat)
    if not event.reason.strip():
        raise TableError("a stack correction needs a reason", legal="say what was wrong")
    if event.stack <= 0:
        raise TableError(
            f"a stack of {event.stack} cannot be set by a correction",
            legal="a corrected stack is 1 chip or more; a player with none has busted",
        )
    if player.name != event.name:
        raise TableError(f"seat {event.seat} is {player.name}, not {event.name}")
    if player.stack != event.previous:
        raise TableError(
            f"seat {event.seat} has {player.stack}, not {event.previous}",
            legal="correct the stack the table shows now",
        )
    if event.stack == event.previous:
        raise TableError(f"seat {event.seat} already has {event.stack}")
    if event.after_hand != table.hand_number:
        raise TableError(
            f"the correction names hand {event.after_hand}; the table is at hand "
            f"{table.hand_number}"
        )
    return table.with_player(event.seat, replace(player, stack=event.stack))


def _seat(table: Table, event: PlayerSeated) -> Table:
    table.check_seat_number(event.seat)
    current = table.player(event.seat)
    free = ", ".join(map(str, table.free_seats())) or "none (the table is full)"
    if current is not None:
        raise TableError(
            f"seat {event.seat} is taken by {current.name}", legal=f"free seats: {free}"
        )
    name = event.name.strip()
    if not name:
        raise TableError("a player needs a name")
    other = table.seat_of(name)
    if other is not None:
        raise TableError(f"{name} already sits in seat {other}", legal="give a distinct name")
    _check_stack(event.stack)
    _check_table_number(event.from_table)
    return table.with_player(event.seat, SeatedPlayer(name, event.stack, waiting=table.started))


def _start_hand(table: Table, event: HandStarted) -> Table:
    if event.hand_number != table.hand_number + 1:
        raise TableError(
            f"hand {event.hand_number} cannot follow hand {table.hand_number}",
            legal=f"the next hand is {table.hand_number + 1}",
        )
    for seat in (*event.dealt_in, event.big_blind):
        table.require_player(seat)
    seats = list(table.seats)
    for seat in event.dealt_in:
        player = seats[seat - 1]
        assert player is not None
        seats[seat - 1] = replace(player, waiting=False)
    big_blind = table.require_player(event.big_blind)
    if big_blind.name != event.big_blind_name:
        raise TableError(
            f"hand {event.hand_number}: the big blind is {big_blind.name}, "
            f"not {event.big_blind_name}"
        )
    last = LastHand(event.positions, event.small_blind_seat, big_blind.name)
    return replace(
        table, seats=tuple(seats), button_set=None, last=last, hand_number=event.hand_number
    )
