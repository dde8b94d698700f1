"""Readers that follow another process's journal: they keep up, reconnect when the files under
them change, and the TV says so instead of freezing ([5/13] finding 1 and 2)."""

from __future__ import annotations

import argparse
import os
import shutil
import textwrap
from pathlib import Path

import pytest
from helpers.journal_events import count_in_order, numbered_note

from dealer_assist.store.follower import JournalFollower
from dealer_assist.store.journal import JournalError
from dealer_assist.store.session import Session


def _write(path: Path, numbers: range) -> None:
    with Session.open(path, count_in_order, 0, create=True) as session:
        for n in numbers:
            session.execute(numbered_note(n))


def _read_through(tmp_path: Path, count: int) -> tuple[Path, JournalFollower]:
    """A journal of `count` notes at tmp_path/j.sqlite and a follower that has read it all."""
    path = tmp_path / "j.sqlite"
    _write(path, range(count))
    follower = JournalFollower(path)
    follower.records()
    return path, follower


def test_a_follower_reads_what_the_writer_appends(tmp_path: Path) -> None:
    path = tmp_path / "j.sqlite"
    _write(path, range(3))
    follower = JournalFollower(path)
    assert [r.event for r in follower.records()] == [numbered_note(n) for n in range(3)]
    assert follower.poll().records == ()
    _write(path, range(3, 5))
    update = follower.poll()
    assert not update.restart
    assert [r.event for r in update.records] == [numbered_note(3), numbered_note(4)]
    follower.close()


def test_a_replaced_journal_is_reopened_and_replayed(tmp_path: Path) -> None:
    path, follower = _read_through(tmp_path, 5)
    other = tmp_path / "other.sqlite"
    _write(other, range(2))
    os.replace(other, path)  # a restore, or a copy put back
    update = follower.poll()
    assert update.restart and follower.reconnections == 1
    assert update.records == ()  # a restart is read again whole by who needs it
    assert [r.event for r in follower.records()] == [numbered_note(0), numbered_note(1)]
    assert follower.fold_update(update, "count", count_in_order, 5, 0) == 2
    follower.close()


def test_a_lost_journal_is_a_problem_until_it_comes_back(tmp_path: Path) -> None:
    path, follower = _read_through(tmp_path, 2)
    aside = tmp_path / "aside.sqlite"
    shutil.move(path, aside)
    with pytest.raises(JournalError):
        follower.poll()
    assert follower.problem
    shutil.move(aside, path)
    update = follower.poll()
    assert update.restart and follower.problem is None
    assert len(follower.records()) == 2
    follower.close()


STRUCTURE = textwrap.dedent(
    """
    schema_version = 1
    name = "Test"
    starting_stack = 10000

    [[chips]]
    value = 25
    colour = "green"

    [[period]]
    kind = "level"
    small_blind = 25
    big_blind = 50
    duration_min = 20
    """
)


def _tournament(library, name: str) -> Path:
    from dealer_assist.core import tournament as t

    info = library.create(name)
    with Session(library.open(info.path), t.apply, None) as director:
        director.execute(t.cmd_create(name, "general", STRUCTURE, 1_000))
        director.execute(t.cmd_start(director.state, 2_000))
    return info.path


def _feed(tmp_path: Path):
    from dealer_assist.app_clock import build_feed

    args = argparse.Namespace(structure=None, demo=False, data_dir=str(tmp_path))
    return build_feed(args, lambda: 3_000)


def test_the_tv_names_a_most_recent_tournament_it_cannot_read(qtbot, tmp_path: Path) -> None:
    from dealer_assist import paths
    from dealer_assist.store.library import TournamentLibrary
    from dealer_assist.ui.tv.clock_view import ClockView

    library = TournamentLibrary(paths.tournaments_dir(tmp_path))
    _tournament(library, "Older")
    newest = _tournament(library, "Friday Deepstack")
    with open(newest, "r+b") as f:  # damaged after it was last used
        f.seek(100)
        f.write(b"\xff" * 4000)
    os.utime(newest)
    feed = _feed(tmp_path)
    view = ClockView(feed)
    qtbot.addWidget(view)
    feed.listeners.append(view.refresh)
    view.refresh()
    # Not the older tournament, not a demo: which one, and that it cannot be read.
    assert feed.tournament() is None
    assert view.face().level_text == "NO TOURNAMENT"
    assert "CANNOT READ" in view.face().banner_text
    assert "friday-deepstack" in view.face().banner_text.lower()
    feed.close()


def test_the_tv_says_reconnecting_while_its_journal_is_gone(qtbot, tmp_path: Path) -> None:
    from dealer_assist import paths
    from dealer_assist.app_clock import RECONNECTING
    from dealer_assist.store.library import TournamentLibrary
    from dealer_assist.ui.tv.clock_view import ClockView

    library = TournamentLibrary(paths.tournaments_dir(tmp_path))
    path = _tournament(library, "Friday")
    feed = _feed(tmp_path)
    view = ClockView(feed)
    qtbot.addWidget(view)
    feed.listeners.append(view.refresh)
    view.refresh()
    assert view.face().title == "Friday" and view.face().banner_text != RECONNECTING
    aside = tmp_path / "aside"
    shutil.move(path, aside)
    assert feed.poll()
    assert view.face().banner_text == RECONNECTING
    assert view.face().title == "Friday"  # the last state stays, marked as not to be trusted
    shutil.move(aside, path)
    assert feed.poll()
    assert view.face().banner_text != RECONNECTING
    feed.close()


def test_a_replacement_it_cannot_read_is_started_over_not_read_on(tmp_path: Path) -> None:
    """Attack: the journal replaced by one with a row of garbage before the seq the reader had
    reached; reading it whole fails, and the next poll starts over (a restart) instead of
    reading on from the old seq, which would mix two journals."""
    import sqlite3

    path, follower = _read_through(tmp_path, 5)
    other = tmp_path / "other.sqlite"
    _write(other, range(8))
    conn = sqlite3.connect(other)
    with conn:
        conn.execute("UPDATE events SET payload = '{\"type\": 1}' WHERE seq = 2")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # the change in the file itself
    conn.close()
    os.replace(other, path)
    assert follower.poll().restart
    with pytest.raises(JournalError, match="event #2"):
        follower.records()
    assert follower.problem
    assert follower.poll().restart  # started over, not rows 6 to 8 read on
    follower.close()
