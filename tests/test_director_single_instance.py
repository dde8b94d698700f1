"""Launched again, Dealer Assist brings the running director forward instead of a refusal."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from pytestqt.qtbot import QtBot

from dealer_assist import paths
from dealer_assist.app import build_director, create_tournament, structure_text
from dealer_assist.store.journal import wall_clock_ms
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.ui.director.single_instance import (
    DirectorBeacon,
    ask_to_come_forward,
    server_name,
)


def test_a_later_launch_brings_the_window_forward(qtbot: QtBot, tmp_path: Path) -> None:
    window = build_director(tmp_path)
    qtbot.addWidget(window)
    name = server_name(paths.tournaments_dir(tmp_path))
    beacon = DirectorBeacon(name, window)
    beacon.come_forward.connect(window.come_forward)
    assert beacon.listening
    window.showMinimized()
    assert ask_to_come_forward(name)
    qtbot.waitUntil(lambda: "already running" in window.statusBar().currentMessage())
    assert not window.isMinimized()
    window.qsession.close()
    beacon.close()
    assert not ask_to_come_forward(name, timeout_ms=200)  # nobody answers any more


def test_a_second_beacon_of_the_same_folder_stays_quiet(qtbot: QtBot, tmp_path: Path) -> None:
    name = server_name(tmp_path)
    first = DirectorBeacon(name)
    heard: list[str] = []
    first.come_forward.connect(lambda: heard.append("first"))
    second = DirectorBeacon(name)  # e.g. a --demo director beside the first
    assert first.listening and not second.listening
    qtbot.wait(50)
    assert heard == []  # checking for a listener is not a request to come forward
    first.close()


def test_the_second_launch_of_a_real_director_exits_0(tmp_path: Path) -> None:
    # A tournament of the director's own (an empty library opens the welcome screen instead).
    session, _ = create_tournament(
        TournamentLibrary(paths.tournaments_dir(tmp_path)),
        "Friday",
        "ubetcha",
        structure_text("demo"),
        wall_clock_ms(),
    )
    session.close()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    command = [sys.executable, "-m", "dealer_assist", "--data-dir", str(tmp_path), "director"]
    first = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        socket = Path(server_name(paths.tournaments_dir(tmp_path)))  # in a private folder
        deadline = time.monotonic() + 30
        while not socket.exists():  # the beacon listens once the window is painted
            assert first.poll() is None, first.stderr.read() if first.stderr else ""
            assert time.monotonic() < deadline, "the first director never listened"
            time.sleep(0.05)
        second = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
        assert second.returncode == 0, second.stderr
        assert "already running; its window was brought forward" in second.stdout
        assert first.poll() is None  # the first keeps running
    finally:
        first.kill()
        first.wait(timeout=10)
    assert len(TournamentLibrary(paths.tournaments_dir(tmp_path)).list()) == 1
