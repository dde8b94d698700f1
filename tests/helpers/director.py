"""Director-window fixtures shared by the director tests: a hand-moved wall clock and a window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dealer_assist.app import build_director
from dealer_assist.ui.director.director_window import DirectorWindow

START_MS = 1_800_000_000_000


class FakeClock:
    """Wall time the test moves by hand."""

    def __init__(self) -> None:
        self.ms = START_MS

    def __call__(self) -> int:
        return self.ms


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, clock: FakeClock) -> Iterator[DirectorWindow]:
    win = build_director(tmp_path, now_ms=clock)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    win.ask_discard = lambda: True  # no modal question when the test closes the window
    win.ask_change_in_play = lambda _question: True  # tests that care replace it
    win.ask_undo_back = lambda _question: True  # tests that care replace it
    yield win
    win.close()
    win.qsession.close()
