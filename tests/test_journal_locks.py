"""No lock of a journal is ever dropped behind SQLite's back (issue [5/13], finding 1).

POSIX record locks belong to the process: if the director opened and closed a second
descriptor on its own journal (to read a header, say), any other SQLite client that then
opened and closed the file would believe itself the last one, checkpoint and delete the
`-wal`, and every later acknowledged event would go into an unlinked file, lost at the next
crash. These tests put a real second SQLite client beside a real director process.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest

from dealer_assist.app_clock import LibraryClockFeed
from dealer_assist.core import tournament
from dealer_assist.store.journal import Journal, wall_clock_ms
from dealer_assist.store.library import TournamentLibrary

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(sys.platform == "win32", reason="POSIX locks and SIGKILL"),
]

HELPER = Path(__file__).parent / "helpers" / "director_lister.py"


class Director:
    """The director's session in its own process (tests/helpers/director_lister.py)."""

    def __init__(self, data_dir: Path) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, str(HELPER), str(data_dir)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.acked: list[str] = []
        ready = self._line()
        assert ready.startswith("ready "), ready
        self.journal = Path(ready.split(" ", 1)[1])

    def _line(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            assert self.proc.stderr is not None
            raise AssertionError(f"director ended: {self.proc.stderr.read()}")
        return line.rstrip("\n")

    def send(self, command: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()

    def add(self, count: int) -> None:
        self.send(f"add {count}")
        for _ in range(count):
            line = self._line()
            assert line.startswith("ack "), line
            self.acked.append(line.split(" ", 1)[1])

    def list_library(self) -> None:
        self.send("list")
        assert self._line() == "listed"

    def close(self) -> None:
        self.send("close")
        assert self._line() == "closed"
        self.proc.wait(timeout=20)

    def kill(self) -> None:
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(timeout=20)


def _other_sqlite_client_opens_and_closes(path: Path) -> None:
    """What the `sqlite3` shell or a backup tool does: open, read, close, in its own process."""
    code = (
        "import sqlite3, sys\n"
        "c = sqlite3.connect(sys.argv[1])\n"
        "c.execute('SELECT count(*) FROM events').fetchone()\n"
        "c.close()\n"
    )
    subprocess.run([sys.executable, "-c", code, str(path)], check=True, timeout=30)


def _stored_ids(path: Path) -> set[str]:
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
        return {row[0] for row in conn.execute("SELECT event_id FROM events")}


def test_listing_the_library_then_another_sqlite_client_loses_no_acknowledged_event(
    tmp_path: Path,
) -> None:
    director = Director(tmp_path)
    try:
        director.add(3)
        director.list_library()  # Tournament > Recent: reads every journal, its own included
        _other_sqlite_client_opens_and_closes(director.journal)
        director.add(10)
        assert Path(f"{director.journal}-wal").exists()  # nobody deleted it under the director
    finally:
        director.kill()
    assert set(director.acked) <= _stored_ids(director.journal)
    assert len(director.acked) == 13


def test_the_tv_follower_keeps_up_across_twenty_director_restarts(tmp_path: Path) -> None:
    library = TournamentLibrary(tmp_path / "tournaments")
    first = Director(tmp_path)
    first.add(1)
    feed = LibraryClockFeed(library, wall_clock_ms)
    assert feed.followed == first.journal
    first.close()
    acked = list(first.acked)
    for restart in range(20):
        director = Director(tmp_path)
        director.add(2)
        acked += director.acked
        for _ in range(8):  # enough polls for the 2-second library check to run
            feed.poll()
        _other_sqlite_client_opens_and_closes(director.journal)
        director.close()
        feed.poll()
        with Journal.open(director.journal, read_only=True) as journal:
            expected = tournament.replay(journal.events())
        shown = feed.tournament()
        assert shown == expected, f"restart {restart}: the TV fell behind the journal"
    feed.close()
    assert set(acked) <= _stored_ids(first.journal)
