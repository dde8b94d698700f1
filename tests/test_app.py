"""App wiring: the director opens the last tournament, or creates the demo on first start."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dealer_assist import paths
from dealer_assist.app import (
    DEMO_BOOK,
    DEMO_NAME,
    FIRST_PAINT_ENV,
    build_director,
    structure_names,
    structure_text,
)
from dealer_assist.core.clock.structure import parse_structure
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.ui.director.director_window import DirectorWindow

START_MS = 1_800_000_000_000


def open_window(qtbot: QtBot, data_dir: Path, **kwargs: object) -> DirectorWindow:
    window = build_director(data_dir, now_ms=lambda: START_MS, **kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    return window


def test_first_start_on_an_empty_data_dir_creates_the_demo(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    state = window.qsession.state
    demo = parse_structure(structure_text("demo"))
    assert (state.name, state.house_book) == (DEMO_NAME, DEMO_BOOK)
    assert state.structure == demo
    assert state.anchor is None
    listed = TournamentLibrary(paths.tournaments_dir(tmp_path)).list()
    assert [info.id for info in listed] == [window.tournament_id]
    window.qsession.close()


def test_reopening_shows_the_same_tournament_and_clock(qtbot: QtBot, tmp_path: Path) -> None:
    from dealer_assist.ui.director.clock_controls import ClockAction

    first = open_window(qtbot, tmp_path)
    assert first.clock_action(ClockAction.TOGGLE)
    first_id = first.tournament_id
    first.qsession.close()

    second = open_window(qtbot, tmp_path)
    assert second.tournament_id == first_id
    assert second.qsession.state.anchor is not None
    assert second.reading().running
    second.qsession.close()


def test_demo_flag_forces_a_fresh_demo(qtbot: QtBot, tmp_path: Path) -> None:
    first = open_window(qtbot, tmp_path)
    first.qsession.close()
    again = open_window(qtbot, tmp_path, demo=True)
    assert again.tournament_id != first.tournament_id
    assert again.qsession.state.name == DEMO_NAME
    assert len(TournamentLibrary(paths.tournaments_dir(tmp_path)).list()) == 2
    again.qsession.close()


def test_an_empty_journal_is_skipped_for_the_demo(qtbot: QtBot, tmp_path: Path) -> None:
    # A crash between creating the file and writing TournamentCreated leaves an empty journal.
    library = TournamentLibrary(paths.tournaments_dir(tmp_path))
    empty = library.create("Half made")
    window = open_window(qtbot, tmp_path)
    assert window.tournament_id != empty.id
    assert window.qsession.state.name == DEMO_NAME
    window.qsession.close()


def test_built_in_structures_are_offered_demo_first() -> None:
    names = structure_names()
    assert names[0] == "demo"
    assert {"home-2h", "ubetcha", "applewood", "fountain-valley"} <= set(names)


def test_director_command_parses_demo_flag() -> None:
    import argparse

    from dealer_assist.commands import director

    parser = argparse.ArgumentParser()
    director.configure(parser)
    assert parser.parse_args(["--demo"]).demo is True
    assert parser.parse_args([]).demo is False


@pytest.mark.slow
def test_cli_opens_the_director_and_paints(tmp_path: Path) -> None:
    """`dealer-assist --data-dir D --demo` (no mode) opens the director window on the demo
    (without --demo, an empty data dir shows the welcome screen: tests/test_welcome_screen.py)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **{FIRST_PAINT_ENV: "1"})
    result = subprocess.run(
        [sys.executable, "-m", "dealer_assist", "--data-dir", str(tmp_path), "--demo"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.split()
    # The editor is built after the first paint, and the probe waits for it before quitting.
    assert lines.index("first-paint-ns") < lines.index("editor-built-ns")
    names = [info.name for info in TournamentLibrary(paths.tournaments_dir(tmp_path)).list()]
    assert names == [DEMO_NAME]


def test_the_structure_editor_fills_in_right_after_the_first_paint(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from dealer_assist.ui.director.structure_editor import StructureEditor

    window = open_window(qtbot, tmp_path)
    assert window.findChild(StructureEditor) is None  # not part of the first paint
    window.show()
    qtbot.waitUntil(lambda: window.findChild(StructureEditor) is not None)
    editor = window.findChild(StructureEditor)
    assert editor is window.editor and editor.isVisible()
    assert editor.model.structure == window.qsession.state.structure
    window.qsession.close()
