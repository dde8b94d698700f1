"""A second director on the tournament another window holds: refused with a clear message, and
no demo tournament made beside it (two writers could store a history the fold refuses)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dealer_assist import paths
from dealer_assist.app import EXIT_ALREADY_OPEN, build_director
from dealer_assist.store.journal import JournalBusy
from dealer_assist.store.library import TournamentLibrary


def test_a_second_window_on_the_held_tournament_is_refused(qtbot: QtBot, tmp_path: Path) -> None:
    first = build_director(tmp_path)
    qtbot.addWidget(first)
    library = TournamentLibrary(paths.tournaments_dir(tmp_path))
    before = [info.id for info in library.list()]
    with pytest.raises(JournalBusy, match="'Demo tournament' is already open in another"):
        build_director(tmp_path)
    assert [info.id for info in library.list()] == before  # no second demo appeared
    first.qsession.close()
    second = build_director(tmp_path)  # once the first lets go, it opens as usual
    qtbot.addWidget(second)
    assert second.tournament_id == before[0]
    second.qsession.close()


# Another program holding the tournament's journal, as the first director window does.
HOLDER = """
import sys, time
from dealer_assist.store.journal import Journal
journal = Journal.open(sys.argv[1])
print("open", flush=True)
time.sleep(120)
"""


def test_the_second_launch_exits_with_the_reason(qtbot: QtBot, tmp_path: Path) -> None:
    first = build_director(tmp_path)  # creates the demo tournament, then lets it go
    qtbot.addWidget(first)
    journal_path = first.qsession.session.journal.path
    first.qsession.close()
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(journal_path)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "open\n"
        second = subprocess.run(
            [sys.executable, "-m", "dealer_assist", "--data-dir", str(tmp_path), "director"],
            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
            capture_output=True,
            text=True,
            timeout=60,
        )
    finally:
        holder.kill()
        holder.wait(timeout=10)
    assert second.returncode == EXIT_ALREADY_OPEN
    assert "Dealer Assist did not open: the tournament 'Demo tournament' is already open" in (
        second.stderr
    )
    assert len(TournamentLibrary(paths.tournaments_dir(tmp_path)).list()) == 1
