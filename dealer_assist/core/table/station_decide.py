"""The dealer's decisions at a table station: a command and the station's state give its events.

Each function here is pure: it takes the state (`core.table.station_fold`), the command's data
and the time, and returns the events to journal (as a `Command`: its label, what Undo names)
or raises `TableError` / `IllegalAction` with the rule and what is legal instead. The store's
`TableSession` journals what comes back; nothing here writes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dealer_assist.core.cards import Card, CardError
from dealer_assist.core.drafts import slot_maker
from dealer_assist.core.events import Event, new_event_id
from dealer_assist.core.hand import hand as hand_engine
from dealer_assist.core.hand.betting import IllegalAction, LegalActions, legal_actions
from dealer_assist.core.hand.hand_events import ActionKind, HandDealt
from dealer_assist.core.hand.hand_state import HandState, Phase
from dealer_assist.core.hand.showdown import ShowdownReading
from dealer_assist.core.rules.house_rules import Citation, Decision, HouseRules
from dealer_assist.core.table import button as button_rules
from dealer_assist.core.table import table as table_fold
from dealer_assist.core.table.station_events import (
    MAX_QUESTION_CHARS,
    BookChanged,
    CommandStarted,
    HandClosed,
    RulingGiven,
    StationRedone,
    StationUndone,
)
from dealer_assist.core.table.station_fold import (
    StationState,
    apply_station,
    hand_finished,
    in_hand,
    rules_for_book,
    settled_result,
)
from dealer_assist.core.table.station_level import CurrentLevel, LevelProvider
from dealer_assist.core.table.table import (
    ButtonMethod,
    ButtonPlaced,
    LeaveReason,
    PlayerBusted,
    PlayerLeavingAfterHand,
    PlayerLeft,
    PlayerMarkedAbsent,
    PlayerSeated,
    PlayerStays,
    StackCorrected,
    StackSet,
    Table,
    TableError,
    TableOpened,
    disqualification_citation,
    leaving_early_removes,
)

if TYPE_CHECKING:
    from dealer_assist.core.rules.rulebook import Rule


@dataclass(frozen=True, slots=True)
class Command:
    """One dealer's command as decided: what Undo calls it and the events it journals."""

    label: str
    events: tuple[Event, ...]


@dataclass(frozen=True, slots=True)
class Settlement:
    """What closing a hand told the table: final stacks and the seats that busted."""

    final_stacks: Mapping[int, int]
    busted: tuple[int, ...]
    left_in_pot: int


@dataclass(frozen=True, slots=True)
class SeatChange:
    """A seating change journaled as one command: its label (what Undo names), what the dealer
    is told, and the rule behind it (None where no rule decides)."""

    label: str
    text: str
    citation: Citation | None = None


@dataclass(frozen=True, slots=True)
class ButtonResult:
    """A button placed between hands: the journaled event (its `draw` holds every seat's card),
    the rule, and the settlement of the finished hand it closed first (None if none was open)."""

    placed: ButtonPlaced
    citation: Citation
    settlement: Settlement | None = None


def command_events(label: str, events: Sequence[Event], at_ms: int) -> tuple[Event, ...]:
    """A command's events behind its CommandStarted, so undo and redo take them whole."""
    if not events:
        return ()
    marker = CommandStarted(event_id=new_event_id(), at_ms=at_ms, label=label, events=len(events))
    return (marker, *events)


def _stamp(kind: type[Event], at_ms: int, **fields: Any) -> Event:
    return kind(event_id=new_event_id(), at_ms=at_ms, **fields)


def _with_rule(text: str, citation: Citation | None) -> str:
    return f"{text} ({citation.label})" if citation is not None else text


# --- reading the state --------------------------------------------------------------------


def current_legal_actions(state: StationState) -> LegalActions | None:
    """What the seat to act may do now (None: no one is to act)."""
    hand = state.hand
    if hand is None or hand.phase is not Phase.BETTING or hand.to_act is None:
        return None
    return legal_actions(hand)


def level_change_pending(state: StationState, level: CurrentLevel) -> Citation | None:
    """The rule when the clock moved on but the hand in progress keeps its blinds."""
    hand = state.hand
    if hand is None or hand.is_over:
        return None
    if level.stakes != hand.stakes:
        return state.rules.cite(Decision.LEVEL_CHANGE)
    return None


def button_draw_restarts(state: StationState) -> bool:
    """True when hands were played here: a draw (a final-table redraw) restarts the
    rotation, so the dealer confirms it first."""
    table = state.table
    return table is not None and table.last is not None


def next_board_street(state: StationState) -> tuple[str, int] | None:
    """The board cards the dealer may enter now: (street name, card count), or None.

    During a betting round the cards of that round; once betting is over with two or more
    hands live, the rest of the board (a run-out) one street at a time."""
    hand = state.hand
    if hand is None or hand.phase not in (Phase.BETTING, Phase.SHOWDOWN):
        return None
    shown = len(hand.board)
    if hand.phase is Phase.BETTING:
        due = hand.street.board_cards
    else:
        due = 5 if len(hand.live_seats) > 1 and hand_engine.pots(hand) else 0
    if shown >= due:
        return None
    for name, before, after in (("flop", 0, 3), ("turn", 3, 4), ("river", 4, 5)):
        if shown == before:
            return name, after - before
    return None


def require_hand(state: StationState) -> HandState:
    hand = state.hand
    if hand is None:
        raise IllegalAction(
            "No hand in progress: deal one first",
            citation=state.rules.cite(Decision.ACTION_ORDER),
        )
    return hand


def _player(state: StationState, seat: int) -> table_fold.SeatedPlayer:
    table = state.table
    if table is None:
        raise TableError("no table is open")
    return table.require_player(seat)


# --- opening a table ----------------------------------------------------------------------

DEMO_PLAYERS = (
    ("Ana", 20_000),
    ("Ben", 12_500),
    ("Chloe", 8_000),
    ("Dev", 30_000),
    ("Eun", 4_200),
    ("Femi", 15_000),
)


def demo_table_events(
    at_ms: int, seat_count: int = 9, name: str = "Demo table"
) -> tuple[Event, ...]:
    """A demo table: six players with varied stacks (as many as there are seats), the button
    placed on seat 1."""
    events: list[Event] = [
        TableOpened(event_id=new_event_id(), at_ms=at_ms, seat_count=seat_count, name=name)
    ]
    for seat, (name, stack) in enumerate(DEMO_PLAYERS[:seat_count], start=1):
        events.append(
            PlayerSeated(event_id=new_event_id(), at_ms=at_ms, seat=seat, name=name, stack=stack)
        )
    events.append(
        ButtonPlaced(event_id=new_event_id(), at_ms=at_ms, seat=1, method=ButtonMethod.PLACED)
    )
    return tuple(events)


# --- seats, all night (between any two hands, or after the hand in progress) ---------------


def seat_player(
    state: StationState,
    seat: int,
    name: str,
    stack: int,
    *,
    at_ms: int,
    from_table: int | None = None,
) -> tuple[Command, SeatChange]:
    """A player sits down (moved in from `from_table`, a late entry...). At a table that
    has played he is a newcomer: core.button deals him in at once unless he sits on the
    button, the small blind or between them (he waits for the button to pass)."""
    event = PlayerSeated(
        event_id=new_event_id(),
        at_ms=at_ms,
        seat=seat,
        name=name.strip(),
        stack=stack,
        from_table=from_table,
    )
    where = f" (moved from table {from_table})" if from_table is not None else ""
    label = f"Seat {seat} {name.strip()} sits down{where}"
    citation = state.rules.cite(Decision.NEW_PLAYER_WAITS)
    table = state.table
    started = table is not None and table.started  # a seat taken does not start the table
    text = (
        f"{label}: new to the table, dealt in at once unless on the button, the small "
        f"blind or between them ({citation.label})"
        if started
        else label
    )
    return Command(label, (event,)), SeatChange(label, text, citation if started else None)


def seat_players(
    state: StationState, players: Sequence[tuple[int, str, int]], label: str, *, at_ms: int
) -> tuple[Command, SeatChange]:
    """The players the director placed at this table sit down, (seat, name, stack) each,
    as one command (one Undo). A name already seated here is left alone; a player whose
    seat someone else holds is named in the text and not seated. Refused when nobody is
    left to seat."""
    table = state.table
    if table is None:
        raise TableError("no table is open")
    events: list[Event] = []
    seated: list[str] = []
    refused: list[str] = []
    taken = {s: p.name for s in table.occupied() if (p := table.player(s)) is not None}
    for seat, name, stack in players:
        name = name.strip()
        if name in taken.values():
            continue
        if seat in taken:
            refused.append(f"{name} not seated: seat {seat} is taken by {taken[seat]}")
            continue
        events.append(_stamp(PlayerSeated, at_ms, seat=seat, name=name, stack=stack))
        seated.append(f"{seat} {name}")
        taken[seat] = name
    if not events:
        reason = "; ".join(refused) or "everyone the director placed here is already seated"
        raise TableError(reason, legal="seat a player in a free seat by tapping it")
    count = f"{len(events)} player{'s' if len(events) != 1 else ''}"
    text = f"{label}: {count} ({', '.join(seated)})"
    if refused:
        text += ". " + "; ".join(refused)
    citation = None
    if table.started:
        citation = state.rules.cite(Decision.NEW_PLAYER_WAITS)
        text += (
            ". New to a running table: dealt in at once unless on the button, the small "
            f"blind or between them ({citation.label})"
        )
    return Command(label, tuple(events)), SeatChange(label, text, citation)


def leave(
    state: StationState,
    seat: int,
    reason: LeaveReason,
    *,
    at_ms: int,
    level_number: int | None,
    to_table: int | None = None,
) -> tuple[Command, SeatChange]:
    """A player leaves now: between hands, or not dealt into the hand in progress (one in
    it is marked with `leave_after_hand`). Leaving early follows the book at `level_number`
    (chips removed, or blinded off: he stays seated, absent)."""
    player = _player(state, seat)
    who = f"Seat {seat} {player.name}"
    if reason is LeaveReason.LEAVING_EARLY:
        removed, citation = leaving_early_removes(state.rules, level_number)
        if not removed:
            label = f"{who} leaves early: blinded off"
            marked = () if player.absent else (_stamp(PlayerMarkedAbsent, at_ms, seat=seat),)
            text = (
                f"{label}: his chips stay and are blinded out; he is absent, dealt in and "
                f"posts his blinds ({citation.label})"
            )
            return Command(label, marked), SeatChange(label, text, citation)
    if in_hand(state, seat):
        raise TableError(
            f"{who} is in the hand: he leaves after this hand, when it is settled",
            legal="mark him: leaves after this hand",
        )
    label, rule = _departure(state.rules, who, reason, to_table)
    event = _stamp(PlayerLeft, at_ms, seat=seat, reason=reason, to_table=to_table)
    return Command(label, (event,)), SeatChange(label, _with_rule(label, rule), rule)


def leave_after_hand(
    state: StationState,
    seat: int,
    reason: LeaveReason,
    *,
    at_ms: int,
    level_number: int | None,
    to_table: int | None = None,
) -> tuple[Command, SeatChange]:
    """A player in the hand in progress leaves when it is settled (the settlement writes
    his departure in the same command). Leaving early that the book blinds off is marked
    at once (he stays seated, absent)."""
    player = _player(state, seat)
    who = f"Seat {seat} {player.name}"
    if reason is LeaveReason.LEAVING_EARLY:
        removed, _citation = leaving_early_removes(state.rules, level_number)
        if not removed:
            return leave(state, seat, reason, at_ms=at_ms, level_number=level_number)
    if not in_hand(state, seat):
        raise TableError(f"{who} is not in a hand: he leaves now", legal="let him leave the table")
    left, citation = _departure(state.rules, who, reason, to_table)
    label = f"{left} after this hand"
    event = _stamp(PlayerLeavingAfterHand, at_ms, seat=seat, reason=reason, to_table=to_table)
    return Command(label, (event,)), SeatChange(label, _with_rule(label, citation), citation)


def stay(state: StationState, seat: int, *, at_ms: int) -> tuple[Command, SeatChange]:
    """Take back "leaves after this hand"."""
    player = _player(state, seat)
    label = f"Seat {seat} {player.name} stays"
    return Command(label, (_stamp(PlayerStays, at_ms, seat=seat),)), SeatChange(label, label)


def reseat(
    state: StationState, seat: int, to_seat: int, *, at_ms: int
) -> tuple[Command, SeatChange]:
    """Move a player to another seat of this table, between hands: he leaves his seat and
    sits on the other with his stack, one command. At the new seat he is a newcomer (he
    waits on the button, the small blind or between them: Ubetcha RULES FOR USING BLINDS 4;
    Applewood, Moving Players)."""
    player = _player(state, seat)
    if state.hand is not None:
        raise TableError("a player changes seats between hands", legal="settle the hand first")
    table = state.table
    assert table is not None
    table.check_seat_number(to_seat)
    taken = table.player(to_seat)
    if taken is not None:
        free = ", ".join(map(str, table.free_seats())) or "none"
        raise TableError(f"seat {to_seat} is taken by {taken.name}", legal=f"free seats: {free}")
    label = f"Move seat {seat} {player.name} to seat {to_seat}"
    events = (
        _stamp(PlayerLeft, at_ms, seat=seat, reason=LeaveReason.MOVED),
        _stamp(PlayerSeated, at_ms, seat=to_seat, name=player.name, stack=player.stack),
    )
    citation = state.rules.cite(Decision.NEW_PLAYER_WAITS)
    text = _with_rule(f"{label}: new to that seat", citation)
    return Command(label, events), SeatChange(label, text, citation)


def _departure(
    rules: HouseRules, who: str, reason: LeaveReason, to_table: int | None
) -> tuple[str, Citation | None]:
    if reason is LeaveReason.MOVED:
        where = f" to table {to_table}" if to_table is not None else ""
        return f"{who} is moved{where}", rules.cite(Decision.TABLE_BALANCE)
    if reason is LeaveReason.DISQUALIFIED:
        return f"{who} is disqualified", disqualification_citation(rules)
    if reason is LeaveReason.LEAVING_EARLY:
        return f"{who} leaves early", rules.cite(Decision.LEAVING_EARLY)
    return f"{who} leaves the table", None


# --- the hand -----------------------------------------------------------------------------


def settle_events(state: StationState, at_ms: int) -> list[Event]:
    """Close the finished hand: new stacks and bust-outs to the table, the hand closed, and
    those marked "leaves after this hand" gone."""
    hand = require_hand(state)
    table = state.table
    assert table is not None
    events: list[Event] = []
    if hand.phase is Phase.VOIDED:
        left = state.hand_events[0].carried_in  # type: ignore[attr-defined]
        busted: tuple[int, ...] = ()
        finals = {s.seat: s.starting_stack for s in hand.seats}
    else:
        result = settled_result(hand)
        left, busted, finals = result.left_in_pot, result.busted, dict(result.final_stacks)
    for seat, chips in finals.items():
        player = table.player(seat)
        if player is None or seat in busted or player.stack == chips:
            continue
        events.append(StackSet(event_id=new_event_id(), at_ms=at_ms, seat=seat, stack=chips))
    for seat in busted:
        events.append(PlayerBusted(event_id=new_event_id(), at_ms=at_ms, seat=seat))
    events.append(
        HandClosed(event_id=new_event_id(), at_ms=at_ms, hand_id=hand.hand_id, left_in_pot=left)
    )
    # "Leaves after this hand": gone with the settlement, once the hand is closed.
    for seat in table.occupied():
        player = table.require_player(seat)
        if player.leaving is not None and seat not in busted:
            events.append(
                PlayerLeft(
                    event_id=new_event_id(),
                    at_ms=at_ms,
                    seat=seat,
                    reason=player.leaving,
                    to_table=player.leaving_to_table,
                )
            )
    return events


def settle(state: StationState, *, at_ms: int) -> tuple[Command, Settlement]:
    """Close a finished hand: new stacks and bust-outs go to the table (core.table events),
    as one command: undoable until the next deal."""
    result = settled_result(require_hand(state))
    command = Command("Settle the hand", tuple(settle_events(state, at_ms)))
    return command, Settlement(dict(result.final_stacks), result.busted, result.left_in_pot)


def deal(
    state: StationState, *, at_ms: int, level: LevelProvider, straddle: bool = False
) -> tuple[Event, ...]:
    """The events of the next deal, journaled outside any command (a deal is where undo
    stops): a finished hand settled first (as its own command), the blinds placed
    (core.button) and posted at the level in force now (the hand keeps them). A misdealt
    hand is redealt with the same button and blinds (and straddle). `straddle`: the player
    left of the big blind posts a live straddle; core.button refuses it, with the rule,
    where the house has none."""
    events: list[Event] = []
    hand = state.hand
    rules = state.rules
    if hand is not None and hand.phase is Phase.VOIDED:
        first = state.hand_events[0]
        assert isinstance(first, HandDealt)
        stacks = {s.seat: s.starting_stack for s in hand.seats}
        return tuple(
            hand_engine.start_hand(
                hand_id=new_event_id(),
                positions=hand.positions,
                stacks=stacks,
                stakes=hand.stakes,
                rules=rules,
                at_ms=at_ms,
                carried_in=first.carried_in,
            )
        )
    if hand is not None:
        if not hand_finished(hand):
            raise IllegalAction(
                f"The hand is still at {hand.phase.value}: finish it or call a misdeal",
                citation=rules.cite(Decision.ACTION_ORDER),
            )
        # Settled as its own command first (the panel settles with its own tap).
        events += command_events("Settle the hand", settle_events(state, at_ms), at_ms)
    for event in events:
        state = apply_station(state, event)
    table = state.table
    if table is None:
        raise TableError("no table is open", legal="open the demo table or seat players")
    started, _plan = button_rules.start_hand(table, rules, at_ms=at_ms, straddle=straddle)
    stacks = {seat: table.require_player(seat).stack for seat in started.dealt_in}
    events.append(started)
    events += hand_engine.start_hand(
        hand_id=new_event_id(),
        positions=started.positions,
        stacks=stacks,
        stakes=level(at_ms).stakes,
        rules=rules,
        at_ms=at_ms,
        carried_in=state.carried_in,
    )
    return tuple(events)


ButtonMaker = Callable[[Table, int], ButtonPlaced]


def draw_button(rng: random.Random, rules: HouseRules) -> ButtonMaker:
    """The app deals one card to each seated player; the highest takes the button (Ubetcha
    SEATING 5: high card by rank, then spades, hearts, diamonds, clubs)."""
    return lambda table, at_ms: button_rules.draw_button(table, rules, rng, at_ms=at_ms)


def button_by_cards(cards: Mapping[int, str], rules: HouseRules) -> ButtonMaker:
    """The cards the dealer drew, one per seated player; the core refuses a card twice."""
    return lambda table, at_ms: button_rules.button_from_cards(table, rules, cards, at_ms=at_ms)


def button_on_seat(seat: int) -> ButtonMaker:
    """The button put on a seat by hand (a correction, or a table joining a running event)."""

    def place(table: Table, at_ms: int) -> ButtonPlaced:
        table.require_player(seat)
        return ButtonPlaced(
            event_id=new_event_id(), at_ms=at_ms, seat=seat, method=ButtonMethod.PLACED
        )

    return place


def place_button(
    state: StationState, make: ButtonMaker, *, at_ms: int, restart: bool = False
) -> tuple[Command, ButtonResult]:
    """Between hands only. A finished hand is settled first, in the same command."""
    citation = state.rules.cite(Decision.BUTTON_DRAW)
    hand = state.hand
    if hand is not None and not hand_finished(hand):
        raise TableError(
            f"the hand is at {hand.phase.value}: the button is drawn between hands",
            legal="finish the hand (or call a misdeal) first",
            citation=citation,
        )
    if button_draw_restarts(state) and not restart:
        raise TableError(
            f"{state.table.hand_number} hand(s) were played here: a new button restarts "  # type: ignore[union-attr]
            "the rotation",
            legal="confirm the redraw (the final table, a new start)",
            citation=citation,
        )
    events: list[Event] = []
    settlement = None
    if hand is not None:
        result = settled_result(hand)
        events += settle_events(state, at_ms)
        for event in events:
            state = apply_station(state, event)
        if hand.phase is not Phase.VOIDED:
            settlement = Settlement(dict(result.final_stacks), result.busted, result.left_in_pot)
    table = state.table
    if table is None:
        raise TableError("no table is open", legal="open the demo table or seat players")
    placed = make(table, at_ms)
    events.append(placed)
    label = "Draw for the button" if placed.draw else "Move the button"
    return Command(label, tuple(events)), ButtonResult(placed, citation, settlement)


def act(state: StationState, kind: ActionKind, to: int | None, *, at_ms: int) -> Command:
    """The seat to act folds, checks, calls, bets, raises (to a total) or goes all-in."""
    hand = state.hand
    seat = hand.to_act if hand is not None else None
    if seat is None:
        hand = require_hand(state)
        raise IllegalAction(
            f"{kind.value.capitalize()} refused: no one is to act, the hand is at "
            f"{hand.phase.value}",
            citation=state.rules.cite(Decision.ACTION_ORDER),
        )
    assert hand is not None  # a seat is to act
    event = hand_engine.decide_seat(hand, seat, kind, to, at_ms)
    word = _ACTION_WORDS[event.kind._value_]  # by value: an Enum's own hash is Python code
    label = f"Seat {seat}: {word} to {event.to:,}" if event.to else f"Seat {seat}: {word}"
    return _command(label, (event,))


# A tap's every command: its slots set straight (core.drafts.slot_maker).
_command: Callable[[str, tuple[Event, ...]], Command] = slot_maker(Command)


_ACTION_WORDS = {kind.value: kind.value.capitalize() for kind in ActionKind}


def deal_board(state: StationState, cards: Sequence[str], *, at_ms: int) -> Command:
    """Record the next street's board cards; a card unreadable or already seen is refused."""
    hand = require_hand(state)
    picked = read_cards(cards)
    check_unique(picked, tuple(hand.board), state.rules, board=hand.board)
    street = hand_engine.deal_street(hand, picked, at_ms)
    return Command(f"Record the {street.street.value}", (street,))


def award(
    state: StationState, winners: Mapping[int, Sequence[int]] | None, *, at_ms: int
) -> Command:
    """Pay every pot at once: one command, undone and redone whole."""
    events = hand_engine.award(require_hand(state), winners, at_ms=at_ms)
    return Command("Award the pots", tuple(events))


def read_by_cards(
    state: StationState,
    hole_cards: Mapping[int, str | Sequence[str]],
    board: str | None,
    *,
    at_ms: int,
) -> ShowdownReading:
    """Cards speak, read but not awarded: what the dealer confirms before the award (each
    hand in words, the hands taken as mucked, each pot's winners). Refused as the award
    would be."""
    hand, hands, _events = _cards_speak(state, hole_cards, board, at_ms)
    return hand_engine.read_showdown(hand, hands)


def award_by_cards(
    state: StationState,
    hole_cards: Mapping[int, str | Sequence[str]],
    board: str | None,
    *,
    at_ms: int,
) -> Command:
    """Cards speak. `board` None uses the cards recorded street by street; a board given must
    start with them. The same card twice (board or hands) is refused before any award, and
    so is a blank for a hand that must be tabled (core.hand.read_showdown). One command:
    the board cards typed here, the cards shown and every pot."""
    hand, hands, events = _cards_speak(state, hole_cards, board, at_ms)
    events += hand_engine.award_by_cards(hand, hands, at_ms=at_ms)
    return Command("Award the pots (cards speak)", tuple(events))


def _cards_speak(
    state: StationState,
    hole_cards: Mapping[int, str | Sequence[str]],
    board: str | None,
    at_ms: int,
) -> tuple[HandState, dict[int, str], list[Event]]:
    """The hand with the typed board cards dealt as its streets (and their events), and the
    shown hands read and checked (blank ones left out)."""
    hand = require_hand(state)
    rules = state.rules
    recorded = tuple(hand.board)
    given = read_cards(_pairs(board)) if board else recorded
    if given[: len(recorded)] != recorded:
        raise TableError(
            f"the board was recorded as {' '.join(recorded)}, not {' '.join(given)}",
            legal="leave the recorded cards and add the rest",
        )
    hands = {
        seat: read_cards(_pairs(cards))
        for seat, cards in hole_cards.items()
        if "".join(_pairs(cards)).strip()
    }
    for seat, cards in hands.items():
        if len(cards) != 2:
            raise TableError(
                f"seat {seat} shows {len(cards)} card(s)", legal="two hole cards, e.g. As Qs"
            )
    check_unique(given[len(recorded) :], recorded, rules, board=recorded)
    seen: list[str] = list(given)
    for cards in hands.values():
        check_unique(cards, tuple(seen), rules, board=given)
        seen += cards
    # The cards not yet recorded are dealt as streets first, so the history has the board.
    events: list[Event] = []
    while len(hand.board) < len(given) and len(hand.board) < 5:
        count = 3 if not hand.board else 1
        street = hand_engine.deal_street(
            hand, given[len(hand.board) : len(hand.board) + count], at_ms
        )
        events.append(street)
        hand = hand_engine.apply(hand, street)
    return hand, {seat: "".join(cards) for seat, cards in hands.items()}, events


def misdeal(state: StationState, *, at_ms: int) -> Command:
    """Void the hand: every bet goes back as posted (the house's misdeal rule)."""
    citation = state.rules.cite(Decision.MISDEAL)
    event = hand_engine.void(require_hand(state), f"Misdeal ({citation.label})", at_ms)
    return Command("Misdeal", (event,))


# --- undo and redo ------------------------------------------------------------------------


def undo(state: StationState, steps: int, *, at_ms: int) -> tuple[StationUndone, ...]:
    """Take back the latest `steps` commands (as many as there are), newest first, each
    whole. The deal is where undo stops: the blinds posted stay."""
    stack = state.undo_stack[::-1][: max(steps, 0)]
    if not stack:
        raise IllegalAction(
            "Nothing to undo: the deal and the blinds stay, and a hand is final once the "
            "next one is dealt (a director corrects a stack after that)",
            citation=state.rules.cite(Decision.ACTION_ORDER),
        )
    return tuple(
        StationUndone(event_id=new_event_id(), at_ms=at_ms, command_id=step.command_id)
        for step in stack
    )


def redo(state: StationState, *, at_ms: int) -> StationRedone:
    """Put back the command the latest undo took back, whole."""
    stack = state.redo_stack
    if not stack:
        raise IllegalAction(
            "Nothing to redo: redo puts back an undone step, before any new one",
            citation=state.rules.cite(Decision.ACTION_ORDER),
        )
    return StationRedone(event_id=new_event_id(), at_ms=at_ms, command_id=stack[-1].command_id)


# --- a director's commands (the PIN is the caller's check: ui.station_pin) -----------------


def correct_stack(
    state: StationState, seat: int, stack: int, reason: str, *, at_ms: int
) -> tuple[Command, StackCorrected]:
    """A correction of a stack, between hands, with its reason: one command (undoable until
    the next deal), listed with the hands."""
    table = state.table
    if table is None:
        raise TableError("no table is open")
    if state.hand is not None:
        raise TableError(
            "a stack is corrected between hands",
            legal="finish and settle the hand first",
        )
    player = table.require_player(seat)
    event = StackCorrected(
        event_id=new_event_id(),
        at_ms=at_ms,
        seat=seat,
        name=player.name,
        stack=stack,
        previous=player.stack,
        reason=reason.strip(),
        after_hand=table.hand_number,
    )
    table_fold.apply(table, event)  # refuses a bad amount or a missing reason first
    return Command(f"Correct seat {seat}'s stack", (event,)), event


def change_book(state: StationState, book: str, *, at_ms: int) -> tuple[Command, BookChanged]:
    """A change of the table's house book, between hands: one command, undoable until the
    next deal. The hands dealt after it are under `book`; those before keep theirs."""
    if state.hand is not None:
        raise TableError(
            "the house book is changed between hands", legal="finish and settle the hand first"
        )
    rules = rules_for_book(book, state.rules)
    event = BookChanged(event_id=new_event_id(), at_ms=at_ms, book=book, previous=state.rules.book)
    return Command(f"Change the house book to {rules.title}", (event,)), event


def give_ruling(
    state: StationState, question: str, rule: Rule, *, at_ms: int
) -> tuple[Command, RulingGiven]:
    """The dealer gives `rule` as the answer to `question`: recorded with the hand in
    progress (or after the last hand, between hands), one command undoable until the next
    deal, listed with the hand (`hand_log`, the hand's history)."""
    asked = " ".join(question.split())
    if not asked:
        raise TableError("a ruling records the question it answers", legal="say what happened")
    if len(asked) > MAX_QUESTION_CHARS:
        raise TableError(
            f"the question is {len(asked)} characters long",
            legal=f"say it in {MAX_QUESTION_CHARS} or fewer",
        )
    table = state.table
    hand = state.hand
    event = RulingGiven(
        event_id=new_event_id(),
        at_ms=at_ms,
        question=asked,
        rule_id=rule.id,
        book=rule.book,
        label=rule.label,
        text=rule.text,
        hand_number=table.hand_number if table is not None else 0,
        hand_id=hand.hand_id if hand is not None else None,
    )
    return Command(f"Ruling given: {rule.label}", (event,)), event


# --- cards ----------------------------------------------------------------------------------


def read_cards(cards: Sequence[str]) -> tuple[str, ...]:
    """Cards as the engine writes them ("Ah", "Td"); an unreadable one raises TableError."""
    try:
        return tuple(str(Card.parse(card)) for card in cards)
    except CardError as error:
        raise TableError(
            str(error), legal="a rank 2-9, T, J, Q, K, A and a suit s, h, d, c"
        ) from error


def check_unique(
    cards: Sequence[str], seen: Sequence[str], rules: HouseRules, *, board: Sequence[str] = ()
) -> None:
    """Refuse a card already on the board, in another hand or picked twice: one deck has one
    of each. `seen` is every card already placed, `board` those of them on the board."""
    taken = list(seen)
    for card in cards:
        if card in taken:
            if card in board:
                where = "on the board"
            elif card in seen:
                where = "in another hand"
            else:
                where = "picked twice"
            raise TableError(
                f"the {card} is already {where}: one deck has one of each card",
                legal="check the card and pick it again",
                citation=rules.cite(Decision.MISDEAL),
            )
        taken.append(card)


def _pairs(text: str | Sequence[str]) -> tuple[str, ...]:
    if not isinstance(text, str):
        return tuple(text)
    flat = text.replace(" ", "").replace(",", "")
    return tuple(flat[i : i + 2] for i in range(0, len(flat), 2))
