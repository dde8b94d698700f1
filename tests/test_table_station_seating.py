"""Seats change between any two hands, all night: a player leaves early, is moved to another
table or to another seat, is disqualified, or is marked "leaves after this hand"; a moved
player arrives under the newcomer rules. Each change is one undoable station command
(issue [6/13], "Every table can change, all night")."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.ticking import Ticking

from dealer_assist.core.events import event_from_dict, event_to_dict
from dealer_assist.core.hand.hand_events import ActionKind
from dealer_assist.core.hand.hand_state import Stakes
from dealer_assist.core.rules.house_rules import Decision
from dealer_assist.core.table.station_events import CommandStarted
from dealer_assist.core.table.station_level import CurrentLevel, fixed_level
from dealer_assist.core.table.table import (
    LeaveReason,
    PlayerLeavingAfterHand,
    PlayerLeft,
    PlayerMarkedAbsent,
    PlayerSeated,
    PlayerStays,
    TableError,
    TableOpened,
    apply,
    disqualification_citation,
    leaving_early_removes,
)
from dealer_assist.house_books import house_rules
from dealer_assist.store.table_session import TableSession

START_MS = 1_700_000_000_000
UBETCHA = house_rules("ubetcha")
APPLEWOOD = house_rules("applewood")


def open_table(path: Path, book: str = "ubetcha", level=None) -> TableSession:
    session = TableSession.open(
        path,
        house_rules(book),
        now_ms=Ticking(),
        level=level or fixed_level(Stakes(100, 200)),
    )
    session.open_demo()
    return session


def play_walk(session: TableSession) -> None:
    """Deal a hand, everyone folds to the big blind, pay it and settle it."""
    session.deal()
    while session.hand.to_act is not None:
        session.act(ActionKind.FOLD)
    session.award({})
    session.settle()


def last_command(session: TableSession) -> tuple[CommandStarted, list]:
    events = session.session.journal.events()
    index = max(i for i, e in enumerate(events) if isinstance(e, CommandStarted))
    return events[index], events[index + 1 :]


# -- the core --------------------------------------------------------------------------------


def test_the_core_marks_a_player_leaving_after_the_hand_and_back() -> None:
    table = apply(None, TableOpened(event_id="o", at_ms=0, seat_count=6))
    table = apply(table, PlayerSeated(event_id="s", at_ms=0, seat=2, name="Bob", stack=900))
    mark = PlayerLeavingAfterHand(
        event_id="m", at_ms=0, seat=2, reason=LeaveReason.MOVED, to_table=3
    )
    assert event_from_dict(event_to_dict(mark)) == mark
    marked = apply(table, mark)
    assert marked.require_player(2).leaving is LeaveReason.MOVED
    assert marked.require_player(2).leaving_to_table == 3
    stays = apply(marked, PlayerStays(event_id="k", at_ms=0, seat=2))
    assert stays.require_player(2).leaving is None
    with pytest.raises(TableError, match="is not leaving"):
        apply(stays, PlayerStays(event_id="k2", at_ms=0, seat=2))
    gone = apply(table, PlayerLeft(event_id="l", at_ms=0, seat=2, reason=LeaveReason.DISQUALIFIED))
    assert gone.player(2) is None


@pytest.mark.parametrize(
    ("book", "level", "removed"),
    [
        ("ubetcha", 2, True),  # Ubetcha PROCEDURES & RULES 15: chips removed
        ("applewood", 6, False),  # Applewood Gameplay Rules 4 (1): blinded out before round 1 ends
        ("applewood", 7, True),  # Applewood Gameplay Rules 4 (2): removed after it
        ("general", None, True),
    ],
)
def test_leaving_early_follows_the_book(book: str, level: int | None, removed: bool) -> None:
    rules = house_rules(book)
    assert leaving_early_removes(rules, level) == (removed, rules.cite(Decision.LEAVING_EARLY))


def test_disqualification_cites_ubetcha_proper_behaviour() -> None:
    """Ubetcha, PROPER BEHAVIOR: 'Chips from a disqualified participant will be removed from
    play.' The other books are silent and the citation says so."""
    assert disqualification_citation(UBETCHA).rule_id == "ubetcha/proper-behavior/intro-2"
    assert "silent" not in disqualification_citation(UBETCHA).label
    assert "Applewood is silent" in disqualification_citation(APPLEWOOD).label


# -- between any two hands, all night --------------------------------------------------------


def test_a_player_is_moved_away_after_hands_were_played_as_one_undoable_command(
    tmp_path: Path,
) -> None:
    session = open_table(tmp_path / "t.journal")
    for _ in range(3):
        play_walk(session)
    assert session.table.hand_number == 3 and session.hand is None
    before = session.state.without_undo()
    change = session.leave(5, LeaveReason.MOVED, to_table=2)
    marker, events = last_command(session)
    assert marker.events == 1 and events == [
        PlayerLeft(
            event_id=events[0].event_id,
            at_ms=events[0].at_ms,
            seat=5,
            reason=LeaveReason.MOVED,
            to_table=2,
        )
    ]
    assert "Eun" in change.label and "table 2" in change.label
    assert change.citation == UBETCHA.cite(Decision.TABLE_BALANCE)
    assert session.table.player(5) is None
    session.undo()
    assert session.state.without_undo() == before
    session.redo()
    assert session.table.player(5) is None
    # The dead-button rule goes on without him: hand 3 had seat 4 on the big blind.
    session.deal()
    assert 5 not in session.hand.positions.dealt_in
    session.close()


def test_a_player_in_the_hand_leaves_when_it_is_settled(tmp_path: Path) -> None:
    session = open_table(tmp_path / "t.journal")
    play_walk(session)
    session.deal()  # hand 2: seat 3 small blind, seat 4 big blind, seat 5 first to act
    with pytest.raises(TableError, match="leaves after this hand"):
        session.leave(4, LeaveReason.DISQUALIFIED)
    change = session.leave_after_hand(4, LeaveReason.DISQUALIFIED)
    assert change.citation == disqualification_citation(UBETCHA)
    assert session.table.require_player(4).leaving is LeaveReason.DISQUALIFIED
    assert session.hand is not None and 4 in session.hand.positions.dealt_in  # plays on
    while session.hand.to_act is not None:
        session.act(ActionKind.FOLD)
    session.award({})
    paid = sum(c for _i, pots, _l in session.hand.awarded for s, c in pots if s == 4)
    assert session.hand.seat(4).stack + paid > 0
    session.settle()
    assert session.table.player(4) is None  # gone with the settlement, in the same command
    marker, events = last_command(session)
    assert marker.label == "Settle the hand"
    assert isinstance(events[-1], PlayerLeft) and events[-1].reason is LeaveReason.DISQUALIFIED
    session.undo()  # the settlement comes back whole, the mark with it
    assert session.table.require_player(4).leaving is LeaveReason.DISQUALIFIED
    session.close()


def test_leaves_after_this_hand_can_be_taken_back(tmp_path: Path) -> None:
    session = open_table(tmp_path / "t.journal")
    session.deal()
    session.leave_after_hand(2, LeaveReason.LEAVING_EARLY)
    session.act(ActionKind.FOLD)
    session.stay(2)
    assert session.table.require_player(2).leaving is None
    while session.hand.to_act is not None:
        session.act(ActionKind.FOLD)
    session.award({})
    session.settle()
    assert session.table.player(2) is not None
    with pytest.raises(TableError, match="leaves now"):
        session.leave_after_hand(2, LeaveReason.LEAVING_EARLY)  # between hands: he leaves now
    session.close()


def test_leaving_early_under_applewood_in_round_one_is_blinded_off(tmp_path: Path) -> None:
    """Applewood Gameplay Rules 4 (1): before the first six levels his chips are blinded out:
    he stays seated, absent, and posts his blinds."""
    level = lambda _now: CurrentLevel(3, Stakes(100, 200))  # noqa: E731
    session = open_table(tmp_path / "t.journal", "applewood", level)
    play_walk(session)
    change = session.leave(6, LeaveReason.LEAVING_EARLY)
    assert change.citation == APPLEWOOD.cite(Decision.LEAVING_EARLY)
    assert "blinded off" in change.text
    assert session.table.require_player(6).absent
    _marker, events = last_command(session)
    assert [type(e) for e in events] == [PlayerMarkedAbsent]
    session.close()


def test_a_moved_player_arrives_under_the_newcomer_rules(tmp_path: Path) -> None:
    """Ubetcha SEATING 8 and RULES FOR USING BLINDS 4, at a table that has played: Ben is moved
    away; Gus, moved in from table 3, takes his seat, where the (dead) button goes next, and
    waits for the button to pass; Hal, moved in on seat 7, plays at once."""
    session = open_table(tmp_path / "t.journal")
    play_walk(session)  # hand 1: button 1, small blind 2, big blind 3
    session.leave(2, LeaveReason.MOVED, to_table=3)
    change = session.seat_player(2, "Gus", 9000, from_table=3)
    _marker, events = last_command(session)
    assert events[0].from_table == 3 and "from table 3" in change.label
    assert change.citation == UBETCHA.cite(Decision.NEW_PLAYER_WAITS)
    session.seat_player(7, "Hal", 9000, from_table=3)
    session.deal()  # hand 2: the button on seat 2, Chloe (3) small blind, Dev (4) big blind
    p = session.table.last.positions  # the table's plan of the hand (HandStarted)
    assert (p.button, p.small_blind, p.big_blind) == (2, 3, 4)
    assert p.waiting == (2,) and 7 in p.dealt_in and 2 not in session.hand.positions.dealt_in
    session.close()


def test_a_reseat_moves_a_player_to_another_seat_as_one_command(tmp_path: Path) -> None:
    session = open_table(tmp_path / "t.journal")
    play_walk(session)
    stack = session.table.require_player(2).stack
    session.reseat(2, 8)
    marker, events = last_command(session)
    assert marker.events == 2 and marker.label == "Move seat 2 Ben to seat 8"
    assert session.table.player(2) is None
    moved = session.table.require_player(8)
    assert (moved.name, moved.stack, moved.waiting) == ("Ben", stack, True)
    session.undo()
    assert session.table.require_player(2).name == "Ben" and session.table.player(8) is None
    with pytest.raises(TableError, match="taken"):
        session.reseat(2, 3)
    session.close()


# -- the undo property with seats changing -----------------------------------------------------

SEAT_KINDS = ("leave", "leave_after", "stay", "reseat", "arrive", "book")


def seat_command(session: TableSession, kind: str, rng) -> str | None:
    """One seating change of `kind` if it can apply now; its name, or None."""
    table = session.table
    hand = session.hand
    occupied = table.occupied()
    in_hand = set(hand.positions.dealt_in) if hand is not None else set()
    if kind == "leave":
        free = [s for s in occupied if s not in in_hand]
        if len(occupied) <= 2 or not free:
            return None
        reason = rng.choice(list(LeaveReason))
        session.leave(rng.choice(free), reason, to_table=rng.choice((None, 2)))
    elif kind == "leave_after":
        marked = [s for s in in_hand if table.require_player(s).leaving is None]
        if len(occupied) <= 3 or not marked:
            return None
        session.leave_after_hand(rng.choice(sorted(marked)), rng.choice(list(LeaveReason)))
    elif kind == "stay":
        marked = [s for s in occupied if table.require_player(s).leaving is not None]
        if not marked:
            return None
        session.stay(rng.choice(marked))
    elif kind == "reseat":
        if hand is not None or not table.free_seats():
            return None
        session.reseat(rng.choice(occupied), rng.choice(table.free_seats()))
    elif kind == "arrive":
        if not table.free_seats():
            return None
        name = f"New{rng.randrange(10**6)}"
        seat = rng.choice(table.free_seats())
        session.seat_player(seat, name, 5000, from_table=rng.choice((None, 4)))
    elif kind == "book":
        if hand is not None:
            return None
        session.change_book("applewood" if session.rules.book == "ubetcha" else "ubetcha")
    return kind


def test_undo_restores_before_and_redo_after_every_seat_change(tmp_path: Path) -> None:
    """The undo property of tests/test_undo_properties.py with the seats changing all night:
    random hands (the same dealer's commands) mixed with departures, marks, reseats, arrivals
    and changes of book; the journal folds again to the same state."""
    import random

    from test_undo_properties import STATION_KINDS, bare, station_command

    from dealer_assist.core.hand.betting import IllegalAction
    from dealer_assist.core.table.station_fold import StationState, apply_station

    kinds = {**STATION_KINDS, **dict.fromkeys(SEAT_KINDS, 1)}
    kinds.pop("undo"), kinds.pop("redo")
    seen: set[str] = set()
    for seed in range(40):
        rng = random.Random(seed)
        session = open_table(tmp_path / f"{seed}.journal")
        try:
            for kind in rng.choices(list(kinds), list(kinds.values()), k=60):
                before = session.state
                try:
                    if kind in SEAT_KINDS:
                        ran = seat_command(session, kind, rng)
                    else:
                        ran = station_command(session, kind, rng)
                except (IllegalAction, TableError):
                    assert session.state == before
                    continue
                if ran is None or ran == "deal" or session.state is before:
                    continue  # nothing to undo (a deal, or a change with nothing to write)
                seen.add(ran)
                after = session.state
                session.undo()
                assert bare(session.state) == bare(before), ran
                session.redo()
                assert session.state == after, ran
            replayed = StationState(UBETCHA)
            for event in session.session.journal.events():
                replayed = apply_station(replayed, event)
            assert replayed == session.state
        finally:
            session.close()
    assert set(SEAT_KINDS) <= seen
