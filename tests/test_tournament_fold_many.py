"""`tournament.fold_many`, the replay's fold of a whole journal at once, leaves the same state
as `apply` event by event (undo and redo history included), and a journal `apply` refuses is
refused with `apply`'s words and the event's seq."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers.tournaments import DEMO, MIN, T0, Journal
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.core import tournament as t
from dealer_assist.core.clock.clock import ClockError
from dealer_assist.core.clock.structure import StructureError
from dealer_assist.core.events import Event, event_to_dict, json_events_decoder
from dealer_assist.core.roster import PlayerRegistered
from dealer_assist.store import session as session_module
from dealer_assist.store.journal import Journal as Disk
from dealer_assist.store.session import ReplayError, Session

EDITED = DEMO.replace("duration_minutes = 20", "duration_minutes = 25", 1)


def one_by_one(
    events: list[Event], state: t.TournamentState | None = None
) -> t.TournamentState | None:
    for event in events:
        state = t.apply(state, event)
    return state


def _command(state: t.TournamentState, kind: str, now: int, n: int) -> Event:
    reading = state.reading(now)
    makers = {
        "toggle": lambda: (
            t.cmd_start(state, now)
            if reading is None
            else (t.cmd_pause if reading.running else t.cmd_resume)(state, now)
        ),
        "plus": lambda: t.cmd_adjust(state, now, MIN),
        "minus": lambda: t.cmd_adjust(state, now, -7 * MIN),
        "set": lambda: t.cmd_set_remaining(state, now, 1000),
        "next": lambda: t.cmd_next_period(state, now),
        "previous": lambda: t.cmd_previous_period(state, now),
        "jump": lambda: t.cmd_jump(state, now, n % len(state.structure.periods)),
        "edit": lambda: t.cmd_change_structure(
            state, now, EDITED if state.structure_toml == DEMO else DEMO
        ),
        "player": lambda: PlayerRegistered(
            event_id=f"p{n}", at_ms=now, player_id=f"p{n}", name=f"Player {n}"
        ),
        "undo": lambda: t.cmd_undo(state, now),
        "redo": lambda: t.cmd_redo(state, now),
    }
    return makers[kind]()


KINDS = ("toggle", "toggle", "plus", "minus", "set", "next", "previous", "jump", "edit")
KINDS += ("player", "undo", "redo")


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(
            # Gaps from none to past a level's end (overtime on the last), and back in time.
            st.integers(-5_000, 3_600_000),
            st.sampled_from(KINDS),
            st.integers(1, 120),  # how many times in a row (runs past the undo depth)
        ),
        max_size=25,
    )
)
def test_fold_many_leaves_the_state_apply_leaves(steps: list[tuple[int, str, int]]) -> None:
    j = Journal()
    now, n = T0, 0
    for gap, kind, repeat in steps:
        for _ in range(repeat if kind in ("toggle", "plus", "minus", "next") else 1):
            now, n = now + gap, n + 1
            try:
                j.do(_command, kind, now, n)
            except (ClockError, StructureError, t.TournamentError):
                break  # refused: nothing appended
    assert t.fold_many(None, j.events) == j.state == one_by_one(j.events)
    assert t.fold_many(None, checked(j.events)) == j.state  # a journal's replay
    assert t.replay(j.events) == j.state


def checked(events: list[Event]) -> list[Event]:
    """The events as a journal's replay reads them: checked and built in C from their JSON."""
    return json_events_decoder()([json.dumps(event_to_dict(event)) for event in events])


@pytest.mark.parametrize("depth", [1, 2, 99, 100, 101, 150, 199, 200])
@pytest.mark.parametrize("run", [0, 1, 99, 100, 101, 102, 200, 201, 202, 302, 303, 1000])
def test_a_run_of_clock_commands_keeps_the_undo_steps_apply_keeps(depth: int, run: int) -> None:
    """The undo history is cut back to UNDO_DEPTH when it passes twice that: a run folded at
    once keeps the same steps, numbered the same, wherever it starts and however long."""
    j = Journal()
    j.do(t.cmd_start, T0)
    for i in range(depth - 1):
        j.do(t.cmd_adjust, T0 + i, 1000)
    assert j.state.undo_top is not None and j.state.undo_top.depth == depth
    clock = [t.ClockAdjusted(event_id=f"a{i}", at_ms=T0 + i, delta_ms=1000) for i in range(run)]
    assert t.fold_many(j.state, clock) == one_by_one(clock, j.state)
    assert t.fold_many(j.state, checked(clock)) == one_by_one(clock, j.state)


def test_a_journal_apply_refuses_is_refused_with_its_words() -> None:
    j = Journal()
    j.do(t.cmd_start, T0)
    j.do(t.cmd_pause, T0 + MIN)
    again = t.ClockPaused(event_id="again", at_ms=T0 + 2 * MIN)
    with pytest.raises(ClockError, match="already paused"):
        t.replay([*j.events, again])


def test_a_session_names_the_event_its_fold_refuses(tmp_path: Path) -> None:
    j = Journal()
    j.do(t.cmd_start, T0)
    for i in range(3000):  # enough rows for the journal's fast read
        j.do(t.cmd_adjust, T0 + i, 1000)
    j.do(t.cmd_pause, T0 + MIN)
    path = tmp_path / "t.sqlite"
    with Disk.open(path, create=True) as disk:
        disk.append_many(j.events)
    with Session.open(path, t.apply, None) as session:
        assert session.state == j.state
        session.journal.append(t.ClockPaused(event_id="again", at_ms=T0 + 2 * MIN))
    with pytest.raises(ReplayError, match=r"event #3004 \(ClockPaused again\).*already paused"):
        Session.open(path, t.apply, None)


def test_a_fold_at_once_that_refuses_what_apply_takes_is_logged_and_not_trusted(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    def count(n: int, event: Event) -> int:
        return n + 1

    def broken(n: int, events: object) -> int:
        raise RuntimeError("a bug")

    count.fold_many = broken  # type: ignore[attr-defined]
    path = tmp_path / "t.sqlite"
    with Disk.open(path, create=True) as disk:
        disk.append_many(Journal().events)
    with Session.open(path, count, 0) as session:
        assert session.state == 1
    assert "refused what its fold takes" in caplog.text


@pytest.mark.parametrize("chunk", [1, 7, 1000, 2048, 100_000])
def test_a_replay_read_in_chunks_leaves_the_state_apply_leaves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, chunk: int
) -> None:
    """However the journal is cut into reads, runs split across them included."""
    monkeypatch.setattr(session_module, "REPLAY_CHUNK", chunk)
    j = Journal()
    j.do(t.cmd_start, T0)
    for i in range(2500):
        now = T0 + i * MIN
        if i % 97 == 96:
            j.do(t.cmd_undo, now)
        elif i % 211 == 0:
            j.do(_command, "player", now, i)
        else:
            j.do(_command, ("toggle", "plus", "minus")[i % 3], now, i)
    path = tmp_path / "t.sqlite"
    with Disk.open(path, create=True) as disk:
        disk.append_many(j.events)
    with Session.open(path, t.apply, None) as session:
        assert session.state == j.state
    assert "refused what its fold takes" not in caplog.text  # folded at once, not one by one
