"""A journal's summary of its state (store: Journal.read_summary / write_summary, the session's
`summarize`): a cache like the snapshots, read only when it stands for the newest event of this
program's fold, kept at each snapshot and at close, never at the session's cost."""

from __future__ import annotations

import logging
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest

from dealer_assist.core import tournament as t
from dealer_assist.core.clock_preview import previewed
from dealer_assist.resources import resource_path
from dealer_assist.store.journal import Journal, JournalError
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.store.session import Session
from dealer_assist.store.snapshots import SNAPSHOT_EVERY
from dealer_assist.store.tournament_session import read_preview, tournament_session

T0 = 1_800_000_000_000


def a_night(tmp_path: Path, pauses: int = 3) -> Path:
    """A closed tournament as the director leaves it (Qt-free: this file runs without Qt too)."""
    info = TournamentLibrary(tmp_path).create("Friday")
    toml = resource_path("structures", "demo.toml").read_text(encoding="utf-8")
    session = tournament_session(Journal.open(info.path))
    session.execute(t.cmd_create("Friday", "ubetcha", toml, T0))
    session.execute(t.cmd_start(session.state, T0))
    for n in range(pauses):
        now = T0 + 1000 * (n + 1)
        state = session.state
        session.execute(t.cmd_pause(state, now) if n % 2 == 0 else t.cmd_resume(state, now))
    path = session.journal.path
    session.close()
    return path


def test_a_summary_stands_only_for_the_newest_event_of_its_fold(tmp_path: Path) -> None:
    path = a_night(tmp_path)
    with Journal.open(path) as journal:
        newest = journal.last_seq
        assert journal.read_summary("fold A") is None  # none kept for this fold
        journal.write_summary("fold A", newest, "as it is")
        assert journal.read_summary("fold A") == "as it is"
        assert journal.read_summary("fold B") is None
        journal.write_summary("fold A", newest - 1, "one event behind")
        assert journal.read_summary("fold A") is None
        journal.write_summary("fold B", newest, "another program's")
        assert journal.read_summary("fold A") is None  # one fold's summary is kept
        assert journal.read_summary("fold B") == "another program's"
        session = Session(journal, t.apply, None)  # keeps no summary
        session.execute(t.cmd_adjust(session.state, T0 + 60_000, 1000))
        assert journal.read_summary("fold B") is None  # out of date: an event came after


def test_an_older_programs_journal_has_no_summary_and_no_table(tmp_path: Path) -> None:
    path = a_night(tmp_path)
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("DROP TABLE summaries")
        conn.commit()
    with Journal.open(path) as journal:
        assert read_preview(journal) is None
        # The director's session keeps one at close, though nothing happened.
        tournament_session(journal).close()
    with Journal.open(path, read_only=True) as journal:
        shown = read_preview(journal)
        assert shown is not None and shown.name == "Friday"


def test_the_session_keeps_the_summary_with_each_snapshot(tmp_path: Path) -> None:
    path = a_night(tmp_path, pauses=0)
    with Journal.open(path) as journal:
        session = tournament_session(journal)
        for n in range(SNAPSHOT_EVERY):
            state = session.state
            now = T0 + 1000 * (n + 1)
            session.execute(t.cmd_pause(state, now) if n % 2 == 0 else t.cmd_resume(state, now))
        # The snapshot at SNAPSHOT_EVERY events came with its summary, before any close.
        shown = read_preview(journal)
        assert shown is not None
        assert shown.anchor == session.state.anchor
        session.close()


def test_a_read_only_session_writes_no_summary(tmp_path: Path) -> None:
    path = a_night(tmp_path)
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("DELETE FROM summaries")
        conn.commit()
    with Journal.open(path, read_only=True) as journal:
        tournament_session(journal).close()
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("SELECT count(*) FROM summaries").fetchone() == (0,)


def test_a_summary_that_fails_costs_neither_the_snapshot_nor_the_session(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = a_night(tmp_path, pauses=0)

    def failing(state: object) -> str:
        raise RuntimeError("no words")

    with Journal.open(path) as journal:
        session = Session(journal, t.apply, None, fold_version="fold", summarize=failing)
        session.execute(t.cmd_pause(session.state, T0 + 1000))
        with caplog.at_level(logging.ERROR):
            session.close()
    assert "no summary of the state" in caplog.text
    with Journal.open(path) as journal:
        assert journal.read_snapshot("fold", journal.last_seq) is not None
        assert journal.read_summary("fold") is None


@pytest.mark.parametrize(
    "damage",
    [
        "UPDATE summaries SET text = 'not a summary'",
        "UPDATE summaries SET text = x'00ff'",
        "UPDATE summaries SET seq = 'many'",
        "DROP TABLE summaries; CREATE TABLE summaries (fold TEXT)",
    ],
)
def test_a_damaged_summary_is_ignored_and_the_session_opens(
    tmp_path: Path, damage: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = a_night(tmp_path)
    with closing(sqlite3.connect(path)) as conn:
        conn.executescript(damage)
    with Journal.open(path) as journal:
        assert read_preview(journal) is None
        session = tournament_session(journal)
        assert session.state is not None and session.state.name == "Friday"
        session.close()
    with Journal.open(path) as journal:
        shown = read_preview(journal)  # the close kept a good one again
        assert shown is not None and shown == previewed(journal.read_summary(_fold()) or "")


def _fold() -> str:
    from dealer_assist.store.fold_version import fold_version

    return fold_version(t.apply)


def test_writing_a_summary_to_a_read_only_journal_is_refused(tmp_path: Path) -> None:
    path = a_night(tmp_path)
    with Journal.open(path, read_only=True) as journal, pytest.raises(JournalError):
        journal.write_summary("fold", journal.last_seq, "text")


_FULL_AT_CLOSE = r"""
import os, resource, signal, sys
from pathlib import Path
sys.path[:0] = [sys.argv[2]]
from dealer_assist.core import tournament as t
from dealer_assist.store.journal import Journal
from dealer_assist.store.session import Session
from dealer_assist.store.tournament_session import tournament_session

signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG
path = Path(sys.argv[1])
session = tournament_session(Journal.open(path))
session.execute(t.cmd_adjust(session.state, 1_800_000_100_000, 1000))  # acknowledged
session._summarize = lambda state: "x" * 4_000_000  # a summary no disk left can hold
size = os.path.getsize(path) + os.path.getsize(str(path) + "-wal")
resource.setrlimit(resource.RLIMIT_FSIZE, (size + 65_536, size + 65_536))
session.close()
print("closed", flush=True)
"""


def test_a_full_disk_at_close_loses_no_event_and_no_summary_is_trusted(tmp_path: Path) -> None:
    """The disk fills while the closing session keeps its snapshot and summary (a child under
    RLIMIT_FSIZE): the close ends cleanly, the acknowledged event is there, and no summary of
    an older state stands for the journal."""
    path = a_night(tmp_path)
    with Journal.open(path) as journal:
        events_before = journal.last_seq
    root = str(Path(__file__).resolve().parents[1])
    done = subprocess.run(
        [sys.executable, "-c", _FULL_AT_CLOSE, str(path), root],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert "closed" in done.stdout, done.stdout + done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    assert "no snapshot kept" in done.stderr
    with Journal.open(path) as journal:
        assert journal.last_seq == events_before + 1  # the acknowledged adjustment
        assert read_preview(journal) is None  # the old summary is out of date, never shown
        session = tournament_session(journal)
        assert session.verify()
        session.close()  # with room again: the close keeps a summary of the newest state
    with Journal.open(path, read_only=True) as journal:
        shown = read_preview(journal)
        assert shown is not None and shown.anchor is not None


_KEEPS_SUMMARIES = r"""
import sys
from pathlib import Path
sys.path[:0] = [sys.argv[2]]
from dealer_assist.core import tournament as t
from dealer_assist.store.journal import Journal
from dealer_assist.store.tournament_session import tournament_session

path = Path(sys.argv[1])
now = 1_800_000_100_000
while True:  # each round: one acknowledged command, then a close keeping snapshot and summary
    session = tournament_session(Journal.open(path))
    now += 1000
    session.execute(t.cmd_adjust(session.state, now, 1000))
    print("ack", session.journal.last_seq, flush=True)
    session.close()
"""


@pytest.mark.slow
@pytest.mark.parametrize("after_s", [0.3, 0.55, 0.8, 1.1])
def test_killed_while_keeping_its_summary_the_journal_shows_only_the_truth(
    tmp_path: Path, after_s: float
) -> None:
    """SIGKILL at any moment of a run of commands and closes: every acknowledged event is
    there, and a summary, if one is read, is the state's at the newest event."""
    import signal
    import time

    from dealer_assist.core.clock_preview import summary_of

    path = a_night(tmp_path)
    root = str(Path(__file__).resolve().parents[1])
    child = subprocess.Popen(
        [sys.executable, "-c", _KEEPS_SUMMARIES, str(path), root],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    time.sleep(after_s)
    child.send_signal(signal.SIGKILL)
    out, _ = child.communicate(timeout=30)
    acked = [int(line.split()[1]) for line in out.splitlines() if line.startswith("ack")]
    with Journal.open(path) as journal:
        assert journal.last_seq >= max(acked, default=0)
        kept = journal.read_summary(_fold())
        session = tournament_session(journal)
        assert session.verify()
        if kept is not None:  # only ever the newest state's
            assert kept == summary_of(session.state)
        session.close()
