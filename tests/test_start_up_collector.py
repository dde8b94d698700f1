"""The cycle collector paused during a window's start-up and resumed at its first paint."""

from __future__ import annotations

import gc
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.fresh_process import run_probe

from dealer_assist import start_up_collector


@pytest.fixture(autouse=True)
def collector_as_it_was() -> Iterator[None]:
    was_enabled = gc.isenabled()
    yield
    start_up_collector.resume()
    gc.unfreeze()  # the test process keeps collecting what it made
    if was_enabled:
        gc.enable()
    else:
        gc.disable()


def test_pause_stops_collections_and_resume_freezes_what_start_up_made() -> None:
    gc.enable()
    collections: list[int] = []

    def count(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            collections.append(info["generation"])

    gc.callbacks.append(count)
    try:
        start_up_collector.pause()
        assert start_up_collector.is_paused() and not gc.isenabled()
        made = [[object()] for _ in range(50_000)]  # would set off young collections
        assert collections == []
        start_up_collector.resume()
    finally:
        gc.callbacks.remove(count)
    assert gc.isenabled() and not start_up_collector.is_paused()
    assert gc.get_freeze_count() >= len(made)


def test_resume_without_a_pause_changes_nothing() -> None:
    gc.enable()
    start_up_collector.resume()
    assert gc.isenabled() and gc.get_freeze_count() == 0


def test_a_collector_switched_off_by_someone_else_stays_off() -> None:
    gc.disable()
    start_up_collector.pause()
    assert not start_up_collector.is_paused()
    start_up_collector.resume()
    assert not gc.isenabled()  # theirs to switch on


def test_a_second_pause_keeps_the_first_deadline() -> None:
    gc.enable()
    start_up_collector.pause()
    first = start_up_collector._deadline
    start_up_collector.pause()
    assert start_up_collector._deadline is first
    start_up_collector.resume()
    assert gc.isenabled()


def test_a_window_that_never_paints_has_its_collector_back_after_the_longest_pause(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(start_up_collector, "LONGEST_PAUSE_S", 0.05)
    gc.enable()
    start_up_collector.pause()
    deadline = time.monotonic() + 5
    while start_up_collector.is_paused() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert gc.isenabled() and not start_up_collector.is_paused()


DIRECTOR_SCRIPT = r"""
import gc, sys
from dealer_assist import start_up_collector
from dealer_assist.cli import main

collections = []
# Collections while paused (the options are read before the pause).
def count(phase, info):
    if phase == "start" and start_up_collector.is_paused():
        collections.append(1)

gc.callbacks.append(count)
first = []
real_resume = start_up_collector.resume

def resume():
    if not first:
        from PySide6.QtWidgets import QApplication
        from dealer_assist.ui.director.director_window import DirectorWindow
        painted = [w._editor_scheduled for w in QApplication.topLevelWidgets()
                   if isinstance(w, DirectorWindow)]
        first.append((len(collections), painted, gc.isenabled()))
    real_resume()

start_up_collector.resume = resume
code = main(["--data-dir", sys.argv[1], "director", "--demo"])
print("first-resume", *first[0])
print("after", gc.isenabled(), gc.get_freeze_count() > 0, code)
from PySide6.QtWidgets import QApplication
print("icon-after-paint", not QApplication.windowIcon().isNull())  # set once painted
"""


@pytest.mark.slow
def test_the_director_starts_without_collections_and_collects_again_once_painted(
    tmp_path: Path,
) -> None:
    printed = run_probe(
        DIRECTOR_SCRIPT, str(tmp_path), env={"DEALER_ASSIST_EXIT_AFTER_FIRST_PAINT": "1"}
    )
    wanted = ("first-resume", "after", "icon-")
    lines = [line for line in printed if line.startswith(wanted)]
    # Resumed by the first paint (the window has painted), not by the command's end; no
    # collection ran before it; the collector runs afterwards, start-up's objects frozen.
    assert lines == ["first-resume 0 [True] False", "after True True 0", "icon-after-paint True"]
