"""The table station's journal (store/table_session.py): one fold of the table and the hand in
progress, restored after a restart, with undo, misdeal, settling and the level in force."""

from __future__ import annotations

import random
from pathlib import Path

import msgspec
import pytest
from helpers.ticking import START_MS, Ticking
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer_assist.core import tournament
from dealer_assist.core.events import new_event_id
from dealer_assist.core.hand.betting import IllegalAction
from dealer_assist.core.hand.hand import pots
from dealer_assist.core.hand.hand_events import ActionKind
from dealer_assist.core.hand.hand_state import Phase, Stakes
from dealer_assist.core.rules.house_rules import Decision
from dealer_assist.core.table.station_decide import DEMO_PLAYERS
from dealer_assist.core.table.station_events import HandClosed, HandStepsUndone
from dealer_assist.core.table.station_fold import StationState, apply_station, hand_finished
from dealer_assist.core.table.station_level import fixed_level, tournament_level
from dealer_assist.core.table.table import TableError
from dealer_assist.core.tournament import cmd_create
from dealer_assist.house_books import house_rules
from dealer_assist.resources import resource_path
from dealer_assist.store.table_session import TableSession

DEMO_CHIPS = sum(stack for _name, stack in DEMO_PLAYERS)


DEMO_LEVEL = Stakes(100, 200)


def open_session(path: Path, book: str = "ubetcha", stakes: Stakes = DEMO_LEVEL):
    session = TableSession.open(
        path, house_rules(book), now_ms=Ticking(), level=fixed_level(stakes)
    )
    session.open_demo()
    return session


def replayed(session: TableSession) -> StationState:
    """The state a fresh fold of the journal gives."""
    state = StationState(session.rules)
    for event in session.session.journal.events():
        state = apply_station(state, event)
    return state


def chips_at_table(session: TableSession) -> int:
    table = session.table
    return sum(table.player(s).stack for s in table.occupied()) + session.state.carried_in


def test_the_hand_in_progress_survives_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "t.journal"
    session = open_session(path)
    session.deal()
    session.act(ActionKind.CALL)
    session.act(ActionKind.RAISE, 900)
    session.undo()
    session.act(ActionKind.RAISE, 700)
    before = session.state
    session.close()
    again = open_session(path)
    assert again.state == before
    assert again.hand.bet_to == 700 and again.hand.to_act == 6
    again.close()


def test_undo_must_name_the_last_steps(tmp_path: Path) -> None:
    session = open_session(tmp_path / "t.journal")
    session.deal()
    session.act(ActionKind.CALL)
    session.act(ActionKind.FOLD)
    wrong = session.state.hand_events[-2].event_id  # not the last step
    bad = HandStepsUndone(
        event_id=new_event_id(), at_ms=START_MS, hand_id=session.hand.hand_id, undone=(wrong,)
    )
    with pytest.raises(TableError):
        session.execute((bad,))
    assert session.hand.actions == 2  # nothing stored, nothing changed
    session.close()


def test_undo_stops_at_the_posted_blinds(tmp_path: Path) -> None:
    session = open_session(tmp_path / "t.journal")
    session.deal()
    assert not session.can_undo()
    with pytest.raises(IllegalAction) as refusal:
        session.undo()
    assert "Nothing to undo" in str(refusal.value)
    session.close()


def test_a_hand_cannot_be_closed_before_it_is_over(tmp_path: Path) -> None:
    session = open_session(tmp_path / "t.journal")
    session.deal()
    early = HandClosed(event_id=new_event_id(), at_ms=START_MS, hand_id=session.hand.hand_id)
    with pytest.raises(TableError):
        session.execute((early,))
    with pytest.raises(IllegalAction) as refusal:
        session.deal()  # the next deal needs this one finished
    assert refusal.value.citation == session.rules.cite(Decision.ACTION_ORDER)
    session.close()


def test_settling_writes_stacks_and_bust_outs_to_the_table(tmp_path: Path) -> None:
    session = open_session(tmp_path / "t.journal")
    session.deal()
    session.act(ActionKind.FOLD)  # seat 4
    session.act(ActionKind.ALL_IN)  # seat 5, 4,200
    session.act(ActionKind.CALL)  # seat 6
    for _ in range(3):  # seats 1, 2, 3 fold
        session.act(ActionKind.FOLD)
    assert session.hand.phase is Phase.SHOWDOWN
    session.award({0: (6,)})
    settlement = session.settle()
    assert settlement.busted == (5,)
    assert session.table.player(5) is None
    assert session.table.player(6).stack == DEMO_PLAYERS[5][1] + DEMO_PLAYERS[4][1] + 300
    assert session.hand is None and session.state.hands_closed == 1
    assert chips_at_table(session) == DEMO_CHIPS
    session.close()


def test_tournament_level_follows_the_clock_and_a_break_shows_the_next_level() -> None:
    text = resource_path("structures", "demo.toml").read_text(encoding="utf-8")
    state = tournament.apply(None, cmd_create("T", "ubetcha", text, START_MS))
    structure = state.structure
    provider = tournament_level(lambda: state)
    first = structure.levels[0]
    assert provider(START_MS).stakes == Stakes(
        first.small_blind, first.big_blind, first.ante, first.big_blind_ante
    )
    started = tournament.apply(state, tournament.cmd_start(state, START_MS))
    provider = tournament_level(lambda: started)
    second_at = START_MS + structure.periods[0].duration_s * 1000
    reading = started.reading(second_at)
    level = provider(second_at)
    if reading.level is not None:
        assert level.number == reading.level_number
    else:  # a break: the blinds of the level after it
        assert level.number == reading.next_level_number


def test_tournament_level_on_a_break_names_the_break() -> None:
    """The station is told the tournament is on a break (not only the level after it)."""
    text = resource_path("structures", "demo.toml").read_text(encoding="utf-8")
    state = tournament.apply(None, cmd_create("T", "ubetcha", text, START_MS))
    started = tournament.apply(state, tournament.cmd_start(state, START_MS))
    periods = started.structure.periods
    row = next(i for i, p in enumerate(periods) if not hasattr(p, "big_blind"))
    break_at = START_MS + sum(p.duration_s for p in periods[:row]) * 1000 + 1000
    level = tournament_level(lambda: started)(break_at)
    assert level.on_break == (periods[row].name or "Break")
    assert level.number == started.reading(break_at).next_level_number
    assert tournament_level(lambda: started)(START_MS + 1000).on_break is None


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    seed=st.integers(min_value=0, max_value=10_000), book=st.sampled_from(["ubetcha", "applewood"])
)
def test_random_hands_conserve_chips_and_the_journal_replays_to_the_same_state(
    tmp_path_factory: pytest.TempPathFactory, seed: int, book: str
) -> None:
    """Chips are conserved across deals, undos, misdeals and awards; a replay equals the state."""
    rng = random.Random(seed)
    session = open_session(tmp_path_factory.mktemp("h") / "t.journal", book, Stakes(100, 200))
    for _hand in range(3):
        if len(session.table.occupied()) < 2:
            break
        session.deal()
        steps = 0
        while session.hand.phase is Phase.BETTING and steps < 40:
            steps += 1
            roll = rng.random()
            if roll < 0.08 and session.can_undo():
                session.undo(rng.randint(1, 3))
                continue
            if roll < 0.1:
                session.misdeal()
                session.deal()  # redeal
                continue
            legal = session.legal_actions()
            choices = [ActionKind.FOLD, ActionKind.CALL, ActionKind.ALL_IN]
            if legal.min_to is not None:
                choices.append(ActionKind.RAISE)
            kind = rng.choice(choices)
            to = None
            if kind is ActionKind.RAISE:
                to = rng.randint(legal.min_to, legal.max_to)
                kind = ActionKind.BET if legal.facing == 0 else ActionKind.RAISE
            try:
                session.act(kind, to)
            except IllegalAction:
                session.act(ActionKind.CALL)
        if session.hand.phase is Phase.BETTING:
            session.misdeal()
            session.close()
            return
        winners = {pot.index: (rng.choice(pot.eligible),) for pot in pots(session.hand)}
        if winners:  # no pot when all fold to a lone big blind: its blind goes back
            session.award(winners)
        session.settle()
        assert chips_at_table(session) == DEMO_CHIPS
        assert replayed(session) == session.state
    session.close()


def test_a_walk_to_a_lone_big_blind_needs_no_award(tmp_path: Path) -> None:
    """Applewood dead button: the big blind busts, so next hand has no small blind. All fold
    to the new big blind: its blind is uncalled and returned, no pot exists, and the hand
    still closes."""
    session = open_session(tmp_path / "t.journal")
    session.deal()  # button 1, small blind 2, big blind 3 (Chloe, 8,000)
    session.act(ActionKind.ALL_IN)  # seat 4
    for _ in range(4):  # seats 5, 6, 1, 2
        session.act(ActionKind.FOLD)
    session.act(ActionKind.CALL)  # seat 3 calls all-in
    session.award({0: (4,)})
    assert session.settle().busted == (3,)
    hand = session.deal()
    assert hand.positions.small_blind is None and hand.positions.big_blind == 4
    for _ in range(len(hand.seats) - 1):
        session.act(ActionKind.FOLD)
    hand = session.hand
    # Over (or at a showdown with nothing to award, depending on the engine's fold).
    assert hand.phase in (Phase.SHOWDOWN, Phase.COMPLETE) and not pots(hand)
    assert hand_finished(hand)
    assert hand.stacks == {s.seat: s.starting_stack for s in hand.seats}
    session.settle()
    assert session.hand is None and chips_at_table(session) == DEMO_CHIPS
    session.close()


def test_a_session_refuses_a_hand_event_of_another_hand(tmp_path: Path) -> None:
    session = open_session(tmp_path / "t.journal")
    session.deal()
    event = session.state.hand_events[-1]
    stray = msgspec.structs.replace(event, event_id=new_event_id(), hand_id="not-this-hand")
    with pytest.raises(TableError):
        session.execute((stray,))
    session.close()
