"""The undo property, for the table station and the director's tournament alike: after any
sequence of commands, Undo restores exactly the state before the last command and Redo the
state after it (compared without the undo and redo stacks themselves). Money moves once and
is put back whole: an award of every pot, a settlement, a stack correction are one command,
and so is a ruling given.
"""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest
from helpers.ticking import Ticking
from helpers.tournaments import DEMO, MIN
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.core import tournament as t
from dealer_assist.core.cards import full_deck
from dealer_assist.core.clock.clock import ClockError
from dealer_assist.core.clock.structure import StructureError
from dealer_assist.core.events import new_event_id
from dealer_assist.core.hand.betting import IllegalAction
from dealer_assist.core.hand.hand import pots
from dealer_assist.core.hand.hand_events import ActionKind
from dealer_assist.core.hand.hand_state import Phase, Stakes
from dealer_assist.core.rules.rulebook import Rule
from dealer_assist.core.table.station_decide import DEMO_PLAYERS
from dealer_assist.core.table.station_fold import StationState, apply_station, hand_finished
from dealer_assist.core.table.station_level import fixed_level
from dealer_assist.core.table.table import PlayerMarkedAbsent, PlayerMarkedPresent, TableError
from dealer_assist.house_books import house_rules
from dealer_assist.store.table_session import TableSession

START_MS = 1_700_000_000_000
DEMO_CHIPS = sum(stack for _name, stack in DEMO_PLAYERS)
RULE = Rule(
    "ubetcha/betting-and-raising/3",
    "ubetcha",
    "Ubetcha",
    "betting-and-raising",
    "BETTING AND RAISING",
    "3",
    "All raises must be equal to or greater than the size of the previous bet or raise ...",
)
# How many commands each property ran, by kind (printed with -s; reported with the issue).
SEEN: Counter[str] = Counter()


def bare(state: StationState) -> StationState:
    return state.without_undo()


def table_chips(state: StationState) -> int:
    table = state.table
    assert table is not None
    return sum(table.require_player(s).stack for s in table.occupied()) + state.carried_in


def _cards(rng: random.Random, used: set[str], count: int) -> list[str]:
    free = [str(c) for c in full_deck() if str(c) not in used]
    picked = rng.sample(free, count)
    used.update(picked)
    return picked


def station_command(session: TableSession, kind: str, rng: random.Random) -> str | None:
    """Run one dealer's command of `kind` if it can apply now; its name, or None."""
    hand = session.hand
    table = session.table
    assert table is not None
    if kind == "deal":
        if hand is not None and hand.phase is not Phase.VOIDED and not hand_finished(hand):
            return None
        session.deal(straddle=rng.random() < 0.2)
        return "deal"
    if kind == "act":
        legal = session.legal_actions()
        if legal is None:
            return None
        choices = [ActionKind.FOLD, ActionKind.FOLD, ActionKind.CALL, ActionKind.ALL_IN]
        if legal.min_to is not None and legal.max_to is not None:
            choices.append(ActionKind.RAISE)
        choice = rng.choice(choices)
        to = None
        if choice is ActionKind.RAISE:
            to = rng.randint(legal.min_to, legal.max_to)  # type: ignore[arg-type]
            choice = ActionKind.BET if legal.can_bet else ActionKind.RAISE
        session.act(choice, to)
        return "act"
    if kind == "board":
        due = session.next_board_street()
        if due is None or hand is None:
            return None
        session.deal_board(_cards(rng, set(hand.board), due[1]))
        return "board"
    if kind in ("award", "cards"):
        if hand is None or hand.phase is not Phase.SHOWDOWN or hand_finished(hand):
            return None
        if kind == "award":
            winners = {
                p.index: rng.sample(p.eligible, rng.randint(1, len(p.eligible))) for p in pots(hand)
            }
            session.award(winners)
            return "award"
        used = set(hand.board)
        board = list(hand.board) + _cards(rng, used, 5 - len(hand.board))
        shown = {seat: "".join(_cards(rng, used, 2)) for seat in hand.live_seats}
        session.award_by_cards(shown, " ".join(board))
        return "cards"
    if kind == "misdeal":
        if hand is None or hand.is_over or rng.random() < 0.7:
            return None
        session.misdeal()
        return "misdeal"
    if kind == "settle":
        if hand is None or not hand_finished(hand) or hand.phase is Phase.VOIDED:
            return None
        session.settle()
        return "settle"
    if kind == "button":
        if hand is not None and not hand_finished(hand):
            return None
        if rng.random() < 0.5:
            session.draw_for_button(rng, restart=True)
        else:
            session.move_button(rng.choice(table.occupied()), restart=True)
        return "button"
    if kind == "away":
        seat = rng.choice(table.occupied())
        player = table.require_player(seat)
        event_kind = PlayerMarkedPresent if player.absent else PlayerMarkedAbsent
        event = event_kind(event_id=new_event_id(), at_ms=session.now_ms(), seat=seat)
        session.table_command("away or back", event)
        return "away"
    if kind == "correct":
        if hand is not None:
            return None
        seat = rng.choice(table.occupied())
        stack = table.require_player(seat).stack
        session.correct_stack(seat, max(1, stack + rng.choice((-500, -25, 25, 1000))), "recount")
        return "correct"
    if kind == "ruling":  # during a hand or between hands alike
        session.give_ruling(rng.choice(("seat 4 acted out of turn", "chip fell over")), RULE)
        return "ruling"
    raise AssertionError(kind)


# Command kinds and how often each is drawn: mostly actions, so hands reach their award.
STATION_KINDS = {
    "deal": 3,
    "act": 12,
    "board": 1,
    "award": 3,
    "cards": 3,
    "misdeal": 1,
    "settle": 4,
    "button": 1,
    "away": 1,
    "correct": 2,
    "ruling": 1,
    "undo": 3,
    "redo": 2,
}


@pytest.fixture(scope="module")
def journals(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("undo-journals")


@settings(max_examples=100, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    book=st.sampled_from(("ubetcha", "applewood")),
    count=st.integers(1, 80),
)
def test_station_undo_restores_before_and_redo_after_every_command(
    journals: Path, seed: int, book: str, count: int
) -> None:
    rng = random.Random(seed)
    kinds = rng.choices(list(STATION_KINDS), list(STATION_KINDS.values()), k=count)
    session = TableSession.open(
        journals / f"{new_event_id()}.journal",
        house_rules(book),
        now_ms=Ticking(),
        level=fixed_level(Stakes(100, 200)),
    )
    session.open_demo()
    corrections = 0
    try:
        for kind in kinds:
            before = session.state
            if kind in ("undo", "redo"):
                if not (session.can_undo() if kind == "undo" else session.can_redo()):
                    continue
                (session.undo if kind == "undo" else session.redo)()
                SEEN[kind] += 1
                after = session.state
                # An undo is itself put back by Redo and taken back by Undo, and vice versa.
                (session.redo if kind == "undo" else session.undo)()
                assert bare(session.state) == bare(before)
                (session.undo if kind == "undo" else session.redo)()
                assert bare(session.state) == bare(after)
                continue
            try:
                ran = station_command(session, kind, rng)
            except (IllegalAction, TableError):
                assert session.state == before  # a refusal stores and changes nothing
                continue
            if ran is None:
                continue
            SEEN[ran] += 1
            after = session.state
            if ran == "deal":  # the deal is where a hand is final: nothing before it comes back
                assert not session.can_undo() and not session.can_redo()
                continue
            assert session.can_undo(), ran
            session.undo()
            assert bare(session.state) == bare(before), ran
            assert session.can_redo()
            session.redo()
            assert bare(session.state) == bare(after), ran
            assert session.state == after  # the stacks too, once redone
            corrections = len(session.state.corrections)
        # Chips at the table move only by a settlement and by a correction.
        fixes = sum(c.change for c in session.state.corrections)
        assert table_chips(session.state) == DEMO_CHIPS + fixes
        assert len(session.state.corrections) >= 0 <= corrections
        # The journal folds to the same state, stacks included.
        replayed = StationState(session.rules)
        for event in session.session.journal.events():
            replayed = apply_station(replayed, event)
        assert replayed == session.state
    finally:
        session.close()


# --- the director's tournament (core/tournament.py: cmd_undo, cmd_redo) --------------------

EDITED = DEMO.replace("small_blind = 300\nbig_blind = 600", "small_blind = 400\nbig_blind = 800")
TOURNAMENT_KINDS = ("toggle", "next", "previous", "plus", "minus", "break", "edit", "set")


def tournament_command(state: t.TournamentState, kind: str, now: int) -> t.Event:
    if kind == "toggle":
        reading = state.reading(now)
        if reading is None:
            return t.cmd_start(state, now)
        return t.cmd_pause(state, now) if reading.running else t.cmd_resume(state, now)
    makers = {
        "next": lambda: t.cmd_next_period(state, now),
        "previous": lambda: t.cmd_previous_period(state, now),
        "plus": lambda: t.cmd_adjust(state, now, MIN),
        "minus": lambda: t.cmd_adjust(state, now, -MIN),
        "break": lambda: t.cmd_break_now(state, now),
        "edit": lambda: t.cmd_change_structure(
            state, now, EDITED if state.structure_toml == DEMO else DEMO
        ),
        "set": lambda: t.cmd_set_remaining(state, now, 7 * MIN),
    }
    return makers[kind]()


def tournament_part(state: t.TournamentState) -> tuple:
    """The tournament without its undo and redo stacks (and the count of events folded)."""
    return (
        state.name,
        state.house_book,
        state.structure,
        state.structure_toml,
        state.anchor,
        state.players_left,
        state.entries,
        state.total_chips,
        state.prize_pool,
    )


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(0, 900_000), st.sampled_from((*TOURNAMENT_KINDS, "undo", "redo"))),
        min_size=1,
        max_size=50,
    )
)
def test_tournament_undo_restores_before_and_redo_after_every_command(steps: list) -> None:
    now = START_MS
    state = t.apply(None, t.cmd_create("Thursday", "ubetcha", DEMO, now))
    for gap, kind in steps:
        now += gap
        before = state
        try:
            if kind == "undo":
                event = t.cmd_undo(state, now)
            elif kind == "redo":
                event = t.cmd_redo(state, now)
            else:
                event = tournament_command(state, kind, now)
        except (ClockError, StructureError, t.TournamentError):
            continue
        state = t.apply(state, event)
        after = state
        SEEN[f"tournament {kind}"] += 1
        if kind == "undo":
            state = t.apply(state, t.cmd_redo(state, now))
            assert tournament_part(state) == tournament_part(before)
            state = t.apply(state, t.cmd_undo(state, now))
            assert tournament_part(state) == tournament_part(after)
            continue
        if kind == "redo":
            state = t.apply(state, t.cmd_undo(state, now))
            assert tournament_part(state) == tournament_part(before)
            state = t.apply(state, t.cmd_redo(state, now))
            assert tournament_part(state) == tournament_part(after)
            continue
        state = t.apply(state, t.cmd_undo(state, now))
        assert tournament_part(state) == tournament_part(before)
        state = t.apply(state, t.cmd_redo(state, now))
        assert tournament_part(state) == tournament_part(after)
        assert state.undo_top is not None and state.undo_top.command == event


def test_zz_report_example_counts(capsys: pytest.CaptureFixture[str]) -> None:
    """Prints how many commands of each kind the properties above ran (run with -s)."""
    with capsys.disabled():
        print("\nundo property commands:", dict(sorted(SEEN.items())))
