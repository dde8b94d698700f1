"""A journal's summary of its state (store: Journal.read_summary / write_summary, the session's
`summarize`): a cache like the snapshots, read only when it stands for the newest event of this
program's fold, kept at each snapshot and at close, never at the session's cost."""

from __future__ import annotations

import logging
import sqlite3
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
