"""What the director's first paint does without: each of these loaded before it cost start-up
time ([12/13]), and each is there once the window is up."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.fresh_process import run_probe

# Made or read just after the first paint: the menus' commands, this device's settings and
# their link.
AFTER_THE_PAINT = (
    "dealer_assist.ui.director.director_menus",
    "dealer_assist.ui.common.settings_store",
    "dealer_assist.ui.director.settings_link",
)
# argparse's catalogue lookup imports locale (the director's launch is read without it); the
# dataclass decorator compiles the methods it writes; the book's decisions (and tomllib, which
# reads them): the window shows only the book's title, read from its title line; what the clock
# says aloud (nothing, at a first paint); the network's default port (for --serve's help); the
# fold, its session and the snapshot's classes and pickle: the window is painted from the
# tournament's summary (core.clock_preview), its session opened on the next turn.
NOT_BEFORE = (
    "locale",
    "dataclasses",
    "dealer_assist.core.rules.house_rules",
    "tomllib",
    "dealer_assist.core.clock.announcements",
    "dealer_assist.sync.address",
    "dealer_assist.core.tournament",
    "dealer_assist.core.roster",
    "dealer_assist.core.seating.room",
    "dealer_assist.store.session",
    "dealer_assist.store.snapshots",
    "pickle",
)

SCRIPT = """
import sys
from dealer_assist.cli import main
from dealer_assist.ui.tv.clock_view import ClockView

WATCHED = sys.argv[2].split(",")
at_paint = []
real_paint = ClockView.paintEvent

def paint(self, event):  # the director's first paint starts with its clock
    if not at_paint:
        at_paint.append([name for name in WATCHED if name in sys.modules])
    real_paint(self, event)

ClockView.paintEvent = paint
code = main(["--data-dir", sys.argv[1], "director"])
print("at-paint", *at_paint[0])
print("at-exit", *[name for name in WATCHED if name in sys.modules])
"""


def a_tournament(data_dir: Path) -> None:
    """A tournament of the director's own to reopen (the demo would open the welcome screen)."""
    from dealer_assist import paths
    from dealer_assist.app import create_tournament, structure_text
    from dealer_assist.store.library import TournamentLibrary

    library = TournamentLibrary(paths.tournaments_dir(data_dir))
    session, _id = create_tournament(
        library, "Friday night", "ubetcha", structure_text("demo"), 1_800_000_000_000
    )
    session.close()


@pytest.mark.slow
def test_the_first_paint_comes_before_the_menus_the_settings_and_locale(tmp_path: Path) -> None:
    a_tournament(tmp_path)
    printed = run_probe(
        SCRIPT,
        str(tmp_path),
        ",".join(AFTER_THE_PAINT + NOT_BEFORE),
        env={"DEALER_ASSIST_EXIT_AFTER_FIRST_PAINT": "1"},
    )
    lines = [line for line in printed if line.startswith(("at-paint", "at-exit"))]
    assert lines[0] == "at-paint"  # none of them
    assert lines[1].startswith("at-exit " + " ".join(AFTER_THE_PAINT))
