"""SIGKILL a real writer at random moments: every acknowledged event survives, once, in order,
and a tournament clock reads after the restart as if the app had never stopped.

The writer (tests/helpers/journal_writer.py) prints "ack <id>" only after `Session.execute`
returned. Each round restarts it from the first unacknowledged note, so a note that was
committed but not yet acknowledged when the kill came is retried and must not be stored twice.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

import pytest
from helpers.journal_events import count_in_order, numbered_note

from dealer_assist.core import tournament
from dealer_assist.core.clock import clock
from dealer_assist.store.journal import Journal, wall_clock_ms
from dealer_assist.store.session import Session

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX"),
]

HELPERS = Path(__file__).parent / "helpers"
ROUNDS = 10


def _spawn(script: str, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(HELPERS / script), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _kill_and_collect(proc: subprocess.Popen[str], lines: list[str]) -> list[str]:
    """SIGKILL, then every complete line it printed (the pipe keeps what was written)."""
    os.kill(proc.pid, signal.SIGKILL)
    assert proc.stdout is not None and proc.stderr is not None
    # Read through the text stream, not communicate(): readline() may already hold acks it read
    # ahead, and communicate() reads the raw pipe past them (seen on a loaded machine).
    rest = proc.stdout.read()
    proc.stderr.read()
    proc.wait(timeout=10)
    assert proc.returncode == -signal.SIGKILL
    complete = rest.split("\n")[:-1]  # a line without its newline was not fully written
    return lines + complete


def _read_line(proc: subprocess.Popen[str]) -> str:
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if not line:
        raise AssertionError(f"writer ended early: {proc.communicate(timeout=10)[1]}")
    return line.rstrip("\n")


def _acks(lines: list[str]) -> list[str]:
    return [line.split(" ", 1)[1] for line in lines if line.startswith("ack ")]


def _check_journal(path: Path, acked: list[str], context: str) -> int:
    """The journal opens cleanly and holds e-0, e-1, ... with every acked id; returns its size."""
    with Journal.open(
        path, read_only=True
    ) as journal:  # read-only: leave the WAL as the kill left it
        events = journal.events()
        integrity = journal._db().execute("PRAGMA integrity_check").fetchone()[0]
    assert integrity == "ok", context
    ids = [e.event_id for e in events]
    assert len(ids) == len(set(ids)), f"duplicated events; {context}"
    assert events == [numbered_note(n) for n in range(len(events))], f"out of order; {context}"
    assert set(acked) <= set(ids), f"acknowledged but lost: {set(acked) - set(ids)}; {context}"
    # At most the one note in flight when the kill came may be stored without its ack.
    assert len(ids) - len(set(acked)) <= 1, context
    return len(ids)


def test_sigkilled_writer_loses_no_acknowledged_event(tmp_path: Path) -> None:
    seed = random.randrange(2**32)
    rng = random.Random(seed)
    path = tmp_path / "crash.sqlite"
    acked: list[str] = []
    for round_no in range(ROUNDS):
        context = f"round {round_no}, seed {seed}"
        start = len(set(acked))
        proc = _spawn("journal_writer.py", str(path), str(start))
        lines: list[str] = []
        if round_no % 3 == 2:
            # A kill at any moment: while starting, replaying, or between and inside writes.
            time.sleep(rng.uniform(0.0, 0.6))
        else:
            # A kill right after an ack, while the next note is being written.
            wanted = rng.randrange(1, 40)
            while len(_acks(lines)) < wanted:
                lines.append(_read_line(proc))
            time.sleep(rng.uniform(0.0, 0.004))
        lines = _kill_and_collect(proc, lines)
        round_acks = _acks(lines)
        expected = [numbered_note(n).event_id for n in range(start, start + len(round_acks))]
        assert round_acks == expected, context
        acked.extend(round_acks)
        _check_journal(path, acked, context)

    # The journal is still appendable: a last writer runs to the end and exits cleanly.
    start = len(set(acked))
    proc = _spawn("journal_writer.py", str(path), str(start), "25")
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert out.splitlines()[-1] == "done"
    acked.extend(_acks(out.splitlines()))
    size = _check_journal(path, acked, f"final, seed {seed}")
    assert size == start + 25
    with Session.open(path, count_in_order, 0) as session:
        assert session.state == size
    with closing(sqlite3.connect(path)) as conn:  # and SQLite's own full check passes
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def _run_clock_writer_then_kill(path: Path, mode: str) -> dict[str, int]:
    """The at_ms of each acknowledged tournament event, after the writer was SIGKILLed."""
    proc = _spawn("clock_writer.py", str(path), mode)
    lines: list[str] = []
    while not lines or lines[-1] != "idle":
        lines.append(_read_line(proc))
    lines = _kill_and_collect(proc, lines)
    return {line.split()[1]: int(line.split()[2]) for line in lines if line.startswith("ack ")}


def test_a_running_clock_keeps_running_while_the_app_is_down(tmp_path: Path) -> None:
    path = tmp_path / "clock.sqlite"
    acked = _run_clock_writer_then_kill(path, "running")
    time.sleep(0.2)  # the app stays down a moment
    with Session.open(path, tournament.apply, None) as session:
        state = session.state
    assert state is not None and state.anchor is not None
    structure, started = state.structure, acked["started"]
    first_ms = structure.periods[0].duration_s * 1000
    second_ms = structure.periods[1].duration_s * 1000
    never_stopped = clock.ClockAnchor(0, first_ms, True, started)
    now = wall_clock_ms()
    assert 200 <= now - started < first_ms
    for at in (now, started + first_ms + 30_000, started + 10 * 3_600_000):
        assert state.reading(at) == clock.read_clock(structure, never_stopped, at)
    reading = state.reading(now)
    assert reading is not None and reading.running
    assert (reading.period_index, reading.remaining_ms) == (0, first_ms - (now - started))
    later = state.reading(started + first_ms + 30_000)
    assert later is not None
    assert (later.period_index, later.remaining_ms) == (1, second_ms - 30_000)


def test_a_paused_clock_stays_where_it_was_paused(tmp_path: Path) -> None:
    path = tmp_path / "clock.sqlite"
    acked = _run_clock_writer_then_kill(path, "paused")
    with Session.open(path, tournament.apply, None) as session:
        state = session.state
        assert state is not None
        first_ms = state.structure.periods[0].duration_s * 1000
        left_ms = first_ms - (acked["paused"] - acked["started"])
        assert 0 < left_ms < first_ms
        for at in (wall_clock_ms(), acked["paused"] + 3_600_000):
            reading = state.reading(at)
            assert reading is not None and not reading.running
            assert (reading.period_index, reading.remaining_ms) == (0, left_ms)
        # The director resumes after the restart; the clock counts down from the paused time.
        resumed_at = wall_clock_ms()
        state = session.execute(tournament.cmd_resume(state, resumed_at))
    reading = state.reading(resumed_at + 5_000)
    assert reading is not None and reading.running
    assert reading.remaining_ms == left_ms - 5_000
