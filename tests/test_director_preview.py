"""Reopening a tournament, the director's window is painted from its summary and opens its
session on the next turn ([12/13]): the first frame is the one the session gives, and a summary
that cannot stand for the journal is never used (the window opens the usual way, or the start
screen names the problem)."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from dealer_assist import paths
from dealer_assist.app import build_director, create_tournament, structure_text
from dealer_assist.core import entries as e
from dealer_assist.core import tournament as t
from dealer_assist.core.clock.clock import read_clock
from dealer_assist.core.clock_preview import previewed, summary_of
from dealer_assist.house_books import house_rules
from dealer_assist.store.journal import Journal, JournalBusy
from dealer_assist.store.library import OPENED_KEY, TournamentLibrary
from dealer_assist.store.session import Session
from dealer_assist.store.tournament_session import read_preview
from dealer_assist.ui.director.clock_controls import ClockAction
from dealer_assist.ui.director.director_window import DirectorWindow
from dealer_assist.ui.director.start_screen import StartScreen
from dealer_assist.ui.tv.clock_view import clock_face, not_started_anchor

T0 = 1_800_000_000_000
MINUTE = 60_000
SIZE = (1280, 720)


def library_of(data_dir: Path) -> TournamentLibrary:
    return TournamentLibrary(paths.tournaments_dir(data_dir))


def a_night(data_dir: Path, *, started: bool = True) -> Path:
    """A closed tournament with players, its clock started and paused once (undoable)."""
    session, _ = create_tournament(
        library_of(data_dir), "Friday night", "ubetcha", structure_text("demo"), T0
    )
    rules = house_rules("ubetcha")
    session.execute(e.cmd_settings(session.state, T0, buy_in=20))
    for n in range(6):
        registered = e.cmd_register(session.state, T0 + n, f"Player {n}")
        session.execute(registered)
        session.execute(e.cmd_buy_in(session.state, rules, T0 + n, registered.player_id))
    if started:
        session.execute(t.cmd_start(session.state, T0 + MINUTE))
        session.execute(t.cmd_pause(session.state, T0 + 3 * MINUTE))
    path = session.journal.path
    session.close()
    return path


@pytest.fixture
def windows(qtbot: QtBot) -> Iterator[list[DirectorWindow]]:
    made: list[DirectorWindow] = []
    yield made
    for window in made:
        window.ask_discard = lambda: True
        window.close()
        if window.qsession is not None:
            window.qsession.close()


def shown(qtbot: QtBot, window: object, made: list[DirectorWindow]) -> DirectorWindow:
    assert isinstance(window, DirectorWindow)
    made.append(window)
    qtbot.addWidget(window)
    window.resize(*SIZE)
    return window


def frame(window: DirectorWindow) -> QImage:
    return window.grab().toImage()


@pytest.mark.parametrize("started", [True, False])
def test_the_first_frame_is_the_sessions_and_the_session_opens_on_the_next_turn(
    qtbot: QtBot, tmp_path: Path, windows: list[DirectorWindow], started: bool
) -> None:
    a_night(tmp_path / "a", started=started)
    shutil.copytree(tmp_path / "a", tmp_path / "b")
    now = lambda: T0 + 10 * MINUTE  # noqa: E731
    early = shown(qtbot, build_director(tmp_path / "a", now_ms=now, preview=True), windows)
    usual = shown(qtbot, build_director(tmp_path / "b", now_ms=now), windows)
    assert early.qsession is None and early.previewed is not None
    assert usual.qsession is not None and usual.previewed is None
    early.show()
    usual.show()
    frame(usual)  # the process's first paint of a clock draws its glyphs a little apart
    first = frame(early)  # painted before any turn of the event loop: from the summary
    assert early.qsession is None
    assert first == frame(usual)
    assert early.controls.toggle_text() == usual.controls.toggle_text()
    assert early.windowTitle() == usual.windowTitle()
    qtbot.waitUntil(lambda: early.qsession is not None, timeout=5000)
    assert early.previewed is None
    assert early.state() == usual.state()
    assert early.tournament_id == usual.tournament_id
    # Then what follows a first paint, as the other window had it: the editor, the menus.
    for window in (early, usual):
        qtbot.waitUntil(lambda w=window: w._editor is not None and w._menus is not None)
    qtbot.waitUntil(lambda: frame(early) == frame(usual), timeout=3000)  # a status line goes
    assert (
        early.controls.action(ClockAction.UNDO).toolTip()
        == usual.controls.action(ClockAction.UNDO).toolTip()
    )


def test_the_clock_faces_of_the_summary_and_the_state_are_the_same_at_any_time(
    tmp_path: Path,
) -> None:
    """Through levels, breaks (colour-ups) and past the last level's end."""
    session, _ = create_tournament(
        library_of(tmp_path), "Friday night", "ubetcha", structure_text("demo"), T0
    )
    state = session.state
    for step in (None, "start", "pause", "resume"):
        if step == "start":
            state = t.apply(state, t.cmd_start(state, T0 + MINUTE))
        elif step == "pause":
            state = t.apply(state, t.cmd_pause(state, T0 + 90 * MINUTE))
        elif step == "resume":
            state = t.apply(state, t.cmd_resume(state, T0 + 95 * MINUTE))
        assert state is not None
        preview = previewed(summary_of(state))
        for minutes in range(0, 24 * 60, 7):
            now = T0 + minutes * MINUTE
            anchor = state.anchor or not_started_anchor(state.structure, now)
            reading = read_clock(state.structure, anchor, now)
            assert clock_face(preview, reading, None, now, payouts=False) == clock_face(  # type: ignore[arg-type]
                state, reading, None, now, payouts=False
            )
    session.close()


def append_without_summary(path: Path) -> None:
    """One more event, by a program that keeps no summary (as an older one): the kept summary
    no longer stands for the journal."""
    with Journal.open(path) as journal:
        session = Session(journal, t.apply, None)
        session.execute(t.cmd_adjust(session.state, T0 + 4 * MINUTE, 1000))
        session.close()


def test_a_summary_older_than_the_newest_event_is_not_used(
    qtbot: QtBot, tmp_path: Path, windows: list[DirectorWindow]
) -> None:
    path = a_night(tmp_path)
    append_without_summary(path)
    with Journal.open(path, read_only=True) as journal:
        assert read_preview(journal) is None
    window = shown(qtbot, build_director(tmp_path, preview=True), windows)
    assert window.qsession is not None  # opened the usual way, before its first paint
    assert window.state().anchor is not None  # type: ignore[union-attr]
    window.close()
    window.qsession.close()
    windows.clear()
    # Closing it kept a summary of the journal as it is: the next launch uses it.
    with Journal.open(path, read_only=True) as journal:
        assert read_preview(journal) is not None


def test_a_session_that_does_not_open_brings_the_start_screen_and_writes_nothing(
    qtbot: QtBot, tmp_path: Path, windows: list[DirectorWindow]
) -> None:
    """A kept summary of the newest event, but the snapshot and an event damaged: the window
    painted from the summary gives way to the start screen naming the problem."""
    path = a_night(tmp_path)
    with closing(sqlite3.connect(path)) as conn:
        opened_before = conn.execute(
            "SELECT value FROM meta WHERE key = ?", (OPENED_KEY,)
        ).fetchone()
        conn.execute("UPDATE snapshots SET state = x'00'")
        conn.execute("UPDATE events SET payload = '{\"type\": 7}' WHERE seq = 3")
        conn.commit()
    window = shown(qtbot, build_director(tmp_path, preview=True), windows)
    assert window.qsession is None
    window.show()
    qtbot.waitUntil(lambda: window.replaced_by is not None, timeout=5000)
    screen = window.replaced_by
    assert isinstance(screen, StartScreen)
    qtbot.addWidget(screen)
    qtbot.waitUntil(screen.isVisible, timeout=5000)
    assert not window.isVisible()
    assert "#3 cannot be read" in screen.problem_label.text()
    with closing(sqlite3.connect(path)) as conn:
        opened_after = conn.execute(
            "SELECT value FROM meta WHERE key = ?", (OPENED_KEY,)
        ).fetchone()
    assert opened_after == opened_before  # nothing written to a journal that did not open
    screen.close()


def test_a_tournament_open_elsewhere_is_refused_as_before(qtbot: QtBot, tmp_path: Path) -> None:
    path = a_night(tmp_path)
    with library_of(tmp_path).open(path):
        with pytest.raises(JournalBusy):
            build_director(tmp_path, preview=True)


def test_a_journal_this_user_cannot_write_opens_the_usual_way(
    qtbot: QtBot, tmp_path: Path, windows: list[DirectorWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The summary's window would show every command enabled: a journal (or its folder) this
    user may not write opens with its session, read-only from its first frame. (Asked of
    os.access: CI runs as root, who may write anything.)"""
    import dealer_assist.app

    path = a_night(tmp_path)
    asked: list[str] = []

    def no_writing(where: object, mode: int) -> bool:
        asked.append(str(where))
        return False

    monkeypatch.setattr(dealer_assist.app.os, "access", no_writing)
    window = shown(qtbot, build_director(tmp_path, preview=True), windows)
    assert window.qsession is not None
    assert str(path) in asked


def test_a_program_ended_before_the_session_opened_lets_go_of_the_journal(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A signal can end the director between its first paint and its next turn: the journal
    held for the session is closed (run_director's end does this), and the lock is free."""
    from dealer_assist.store.journal import JournalError

    path = a_night(tmp_path)
    window = build_director(tmp_path, preview=True)
    assert isinstance(window, DirectorWindow) and window.qsession is None
    qtbot.addWidget(window)
    pending = window.session_due
    assert pending is not None
    with pytest.raises(JournalBusy):
        Journal.open(path)  # held for the session to come
    pending.close()  # type: ignore[attr-defined]
    with Journal.open(path) as journal:
        assert journal.last_seq > 0
    with pytest.raises(JournalError, match="closed before its session opened"):
        pending()


def test_a_summary_the_window_cannot_show_costs_nothing_but_the_head_start(
    qtbot: QtBot,
    tmp_path: Path,
    windows: list[DirectorWindow],
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Whatever goes wrong painting from the summary (a bug, say), the launch goes on the usual
    way: the journal let go of first, the error logged."""
    a_night(tmp_path)

    def broken(self: DirectorWindow, preview: object) -> None:
        raise RuntimeError("cannot show it")

    monkeypatch.setattr(DirectorWindow, "_show_preview", broken)
    window = shown(qtbot, build_director(tmp_path, preview=True), windows)
    assert window.qsession is not None
    assert "could not be shown" in caplog.text


def test_commands_before_the_session_opens_are_refused_then_undo_twice_works(
    qtbot: QtBot, tmp_path: Path, windows: list[DirectorWindow]
) -> None:
    """Keys pressed in the instant between the first paint and the session change nothing
    (there is no state to change yet); once it is open, Undo twice takes back the pause, then
    the start, as the session would have before a reopen."""
    path = a_night(tmp_path)
    with Journal.open(path, read_only=True) as journal:
        events = journal.last_seq
    window = shown(qtbot, build_director(tmp_path, preview=True), windows)
    window.ask_undo_back = lambda text: True
    assert window.qsession is None
    assert window.clock_action(ClockAction.UNDO) is False
    assert window.clock_action(ClockAction.UNDO) is False
    assert window.clock_action(ClockAction.TOGGLE) is False
    window.show()
    qtbot.waitUntil(lambda: window.qsession is not None, timeout=5000)
    assert window.qsession.session.journal.last_seq == events  # nothing written meanwhile
    assert window.clock_action(ClockAction.UNDO) is True  # the pause
    assert window.clock_action(ClockAction.UNDO) is True  # the start
    assert window.state().anchor is None  # type: ignore[union-attr]
    assert window.controls.toggle_text() == "Start"
