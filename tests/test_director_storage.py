"""The director when its journal cannot be written (chosen read-only, a full disk, a read-only
folder), when it is told to stop (SIGTERM, SIGHUP), and its backups."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from helpers.director import START_MS, FakeClock, clock, window  # noqa: F401 - fixtures
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dealer_assist import paths
from dealer_assist.app import LibraryShelf, build_director, create_tournament, structure_text
from dealer_assist.core.tournament import replay
from dealer_assist.store.backups import list_backups, take_backup
from dealer_assist.store.journal import Journal, JournalUnwritable
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.ui.common.qt_session import QtSession
from dealer_assist.ui.director.clock_controls import TOGGLE_STYLES, ClockAction
from dealer_assist.ui.director.director_window import ERROR_COLOUR, DirectorWindow

SQLITE_FULL = 13


# --- helpers -------------------------------------------------------------------------------


def stored_events(window: DirectorWindow) -> list[object]:
    """The events committed to the window's journal (read through its own connection: on a
    full disk a second one cannot even make its shared-memory file)."""
    return window.qsession.session.journal.events()


def open_window(qtbot: QtBot, data_dir: Path, clock: FakeClock) -> DirectorWindow:
    win = build_director(data_dir, now_ms=clock)
    assert isinstance(win, DirectorWindow), "expected the director's window"
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    win.ask_discard = lambda: True
    return win


def close_window(window: DirectorWindow) -> None:
    window.close()
    if window.qsession is not None:
        window.qsession.close()


def command_actions(window: DirectorWindow) -> list[Any]:
    """Every action that would change the tournament."""
    return [*window.controls.all_actions(), *window.menus.command_actions]


def assert_read_only(window: DirectorWindow, qtbot: QtBot, *words: str) -> str:
    """Every command is disabled with the reason; the red line says it; keys change nothing."""
    reason = window.read_only_reason()
    assert reason is not None and reason.startswith("Read-only: ")
    for word in words:
        assert word in reason
    assert not window.problem_bar.isHidden()
    assert window.problem_label.text() == reason
    for action in command_actions(window):
        assert not action.isEnabled(), action.text()
        assert action.toolTip() == reason
    toggle_style = window.controls.buttons[ClockAction.TOGGLE].styleSheet()
    assert not any(style in toggle_style for style in TOGGLE_STYLES.values())  # greyed too
    editor = window.editor
    for button in (editor.save_button, editor.add_level_button, editor.remove_button):
        assert not button.isEnabled() and button.toolTip() == reason
    before = len(stored_events(window))
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Plus, Qt.Key.Key_B):
        qtbot.keyClick(window, key)
    assert not window.clock_action(ClockAction.NEXT)
    assert not window.set_time_left("5:00")
    assert not window.restart_period()
    assert not window.undo()
    assert len(stored_events(window)) == before
    return reason


def assert_writable(window: DirectorWindow) -> None:
    assert window.read_only_reason() is None
    assert window.problem_bar.isHidden()
    for action in command_actions(window):
        if action not in (
            window.controls.action(ClockAction.UNDO),
            window.controls.action(ClockAction.REDO),
        ):
            assert action.isEnabled(), action.text()
        assert "Read-only" not in action.toolTip()


def fill(folder: Path) -> Path:
    """Fill the file system holding `folder` to the last byte."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    try:
        for size in (65536, 4096, 512, 1):
            try:
                while True:
                    os.write(fd, b"\0" * size)
            except OSError:
                continue
    finally:
        os.close(fd)
    return filler


@contextmanager
def small_disk(tmp_path: Path, size: str = "2m") -> Iterator[Path]:
    """A real small file system (tmpfs) mounted in tmp_path; skips where mount is refused."""
    point = tmp_path / "disk"
    point.mkdir()
    if os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root")
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size},mode=0700", "tmpfs", str(point)],
        capture_output=True,
        text=True,
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.strip()}")
    try:
        yield point
    finally:
        if subprocess.run(["umount", str(point)], capture_output=True).returncode != 0:
            subprocess.run(["umount", "-l", str(point)], check=False)


def remount(point: Path, mode: str) -> None:
    subprocess.run(["mount", "-o", f"remount,{mode}", str(point)], check=True)


class FullConnection:
    """A journal connection whose writes fail as SQLite's do on a full disk (SQLITE_FULL)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def execute(self, sql: str, *args: Any) -> Any:
        if sql.lstrip().upper().startswith(("INSERT", "BEGIN", "UPDATE")):
            error = sqlite3.OperationalError("database or disk is full")
            error.sqlite_errorcode = SQLITE_FULL  # type: ignore[attr-defined]
            raise error
        return self.conn.execute(sql, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.conn, name)


# --- read-only, chosen -------------------------------------------------------------------


def test_a_journal_opened_read_only_disables_every_command_and_says_why(
    qtbot: QtBot, tmp_path: Path, clock: FakeClock
) -> None:
    first = open_window(qtbot, tmp_path, clock)
    qtbot.keyClick(first, Qt.Key.Key_Space)
    path = first.qsession.session.journal.path
    close_window(first)

    library = TournamentLibrary(paths.tournaments_dir(tmp_path))
    shelf = LibraryShelf(library, clock)
    session, tournament_id = shelf.open(str(path), read_only=True)
    window = DirectorWindow(
        QtSession(session), tournament_id=tournament_id, shelf=shelf, now_ms=clock
    )
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    reason = assert_read_only(window, qtbot, str(path))
    assert window.try_again_button.isHidden()  # a choice, not a failure: nothing to try again
    assert window.editor.table.editTriggers() == window.editor.table.EditTrigger.NoEditTriggers
    # Selecting a row (the editor's own button update) keeps its buttons off.
    window.editor.table.selectRow(2)
    assert not window.editor.remove_button.isEnabled()
    assert not window.import_structure(str(tmp_path / "x.toml"))
    assert "Read-only" in window.statusBar().currentMessage()
    assert (
        window.menus.copy_backup_action.isEnabled()
        and window.menus.restore_backup_action.isEnabled()
    )
    assert reason in window.problem_label.text()
    close_window(window)


# --- a failed write mid-run ----------------------------------------------------------------


def test_a_failed_write_mid_run_is_told_at_once_once_in_a_dialog_and_try_again_recovers(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    journal = window.qsession.session.journal
    told: list[str] = []
    window.tell_write_problem = told.append
    qtbot.keyClick(window, Qt.Key.Key_Space)  # started: the journal is a writer now
    stored = stored_events(window)
    real = journal._conn
    journal._conn = FullConnection(real)  # the disk fills up
    try:
        qtbot.keyClick(window, Qt.Key.Key_Right)
        message = window.statusBar().currentMessage()
        assert message.startswith("Not saved: the disk holding") and "is full" in message
        assert str(journal.path.parent) in message
        assert ERROR_COLOUR in window.statusBar().styleSheet()
        assert window.reading().level_number == 1  # nothing changed: nothing was stored
        assert len(told) == 1 and str(journal.path.parent) in told[0]
        assert_read_only(window, qtbot, "is full", str(journal.path.parent))
        assert not window.try_again_button.isHidden()
        assert len(told) == 1  # not on every key
        assert not window.try_writing_again()  # still full
        assert "Still cannot save" in window.statusBar().currentMessage()
    finally:
        journal._conn = real  # space freed
    assert stored_events(window) == stored
    qtbot.mouseClick(window.try_again_button, Qt.MouseButton.LeftButton)
    assert_writable(window)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.reading().level_number == 2
    assert len(stored_events(window)) == len(stored) + 1


def test_a_real_full_disk_mid_run_reaches_the_director_and_loses_nothing_acknowledged(
    qtbot: QtBot, tmp_path: Path, clock: FakeClock
) -> None:
    with small_disk(tmp_path) as disk:
        window = open_window(qtbot, disk, clock)
        told: list[str] = []
        window.tell_write_problem = told.append
        try:
            qtbot.keyClick(window, Qt.Key.Key_Space)
            qtbot.waitUntil(lambda: not window.backup_runner().busy())
            filler = fill(disk)
            for _ in range(500):  # pages SQLite already holds may take a few more
                qtbot.keyClick(window, Qt.Key.Key_Plus)
                if window.read_only_reason() is not None:
                    break
            folder = str(window.qsession.session.journal.path.parent)
            assert "Not saved: the disk holding" in window.statusBar().currentMessage()
            assert_read_only(window, qtbot, "full", folder)
            assert len(told) == 1 and folder in told[0]
            # What the window shows is exactly what the journal holds.
            assert replay(stored_events(window)) == window.qsession.state
            filler.unlink()
            assert window.try_writing_again()
            assert_writable(window)
            shown = window.reading().remaining_ms
            qtbot.keyClick(window, Qt.Key.Key_Plus)
            assert window.reading().remaining_ms == shown + 60_000
            assert replay(stored_events(window)) == window.qsession.state
        finally:
            close_window(window)


# --- relaunch ------------------------------------------------------------------------------


def test_relaunch_on_a_full_disk_opens_read_only_with_try_again(
    qtbot: QtBot, tmp_path: Path, clock: FakeClock
) -> None:
    with small_disk(tmp_path) as disk:
        first = open_window(qtbot, disk, clock)
        qtbot.keyClick(first, Qt.Key.Key_Space)
        close_window(first)
        filler = fill(disk)
        window = build_director(disk, now_ms=clock)  # no traceback, no start screen
        assert isinstance(window, DirectorWindow)
        qtbot.addWidget(window)
        try:
            window.show()
            qtbot.waitExposed(window)
            window.activateWindow()
            qtbot.waitUntil(window.isActiveWindow)
            assert window.reading().running  # the clock as it was
            assert_read_only(window, qtbot, "full")
            assert not window.try_again_button.isHidden()
            filler.unlink()
            qtbot.mouseClick(window.try_again_button, Qt.MouseButton.LeftButton)
            assert_writable(window)
            qtbot.keyClick(window, Qt.Key.Key_Space)
            assert not window.reading().running
        finally:
            close_window(window)


def test_relaunch_on_a_read_only_folder_opens_read_only_with_try_again(
    qtbot: QtBot, tmp_path: Path, clock: FakeClock
) -> None:
    """chmod 0555 where permissions hold; as root (which ignores them) a read-only mount."""
    if os.geteuid() == 0:
        context: Any = small_disk(tmp_path)
    else:
        (tmp_path / "disk").mkdir()
        context = _nothing(tmp_path / "disk")
    with context as data:
        tournaments = paths.tournaments_dir(data)
        first = open_window(qtbot, data, clock)
        qtbot.keyClick(first, Qt.Key.Key_Space)
        close_window(first)

        def make_read_only(yes: bool) -> None:
            if os.geteuid() == 0:
                remount(data, "ro" if yes else "rw")
            else:
                tournaments.chmod(0o555 if yes else 0o700)

        make_read_only(True)
        try:
            window = build_director(data, now_ms=clock)
            assert isinstance(window, DirectorWindow)
            qtbot.addWidget(window)
            window.show()
            qtbot.waitExposed(window)
            window.activateWindow()
            qtbot.waitUntil(window.isActiveWindow)
            assert_read_only(window, qtbot, "cannot be written", str(tournaments))
            assert not window.try_again_button.isHidden()
            assert not window.try_writing_again()
        finally:
            make_read_only(False)
        try:
            assert window.try_writing_again()
            assert_writable(window)
            qtbot.keyClick(window, Qt.Key.Key_Right)
            assert window.reading().level_number == 2
        finally:
            close_window(window)


@contextmanager
def _nothing(path: Path) -> Iterator[Path]:
    yield path


# --- signals -------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
def test_a_signal_closes_the_journal_cleanly(tmp_path: Path, signum: int) -> None:
    from dealer_assist.ui.director.single_instance import server_name

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DEALER_ASSIST_DATA_DIR=str(tmp_path))
    env.pop("DEALER_ASSIST_EXIT_AFTER_FIRST_PAINT", None)
    tournaments = paths.tournaments_dir(tmp_path)
    # A tournament to reopen (an empty library opens the welcome screen instead).
    session, _ = create_tournament(
        TournamentLibrary(tournaments), "Friday", "ubetcha", structure_text("demo"), START_MS
    )
    session.close()
    # The running window answers later launches on this socket: it is up, in its event loop.
    beacon = Path(server_name(tournaments))
    proc = subprocess.Popen(
        [sys.executable, "-m", "dealer_assist", "--data-dir", str(tmp_path)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 60
        while not beacon.exists():
            assert proc.poll() is None, proc.communicate()
            assert time.monotonic() < deadline, "the director did not come up"
            time.sleep(0.05)
        [journal] = tournaments.glob("*.sqlite")
        assert Path(f"{journal}-wal").exists()  # open, as a writer
        proc.send_signal(signum)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, err
    assert "Traceback" not in err
    assert not Path(f"{journal}-wal").exists()  # closed cleanly: checkpointed and removed
    with Journal.open(journal, read_only=True) as reopened:
        assert reopened.event_count >= 1


# --- backups -------------------------------------------------------------------------------


def wait_idle(qtbot: QtBot, window: DirectorWindow) -> None:
    qtbot.waitUntil(lambda: not window.backup_runner().busy())


def test_backups_run_in_a_worker_thread_and_never_block_the_window(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    assert window.backup_timer.isActive() and window.backup_timer.interval() == 30_000
    runner = window.backup_runner()
    wait_idle(qtbot, window)  # the one taken when the window came up
    gate = threading.Event()
    threads: list[int] = []

    def slow(path: Path, folder: Path | None = None, *, keep: int | None = 5) -> Any:
        threads.append(threading.get_ident())
        gate.wait(20)
        return take_backup(path, folder, keep=keep)

    runner.take = slow
    try:
        qtbot.keyClick(window, Qt.Key.Key_Space)
        qtbot.keyClick(window, Qt.Key.Key_Right)  # a new level: a backup is due
        qtbot.waitUntil(lambda: len(threads) == 1)
        assert runner.busy()
        # The window goes on while the backup waits.
        qtbot.keyClick(window, Qt.Key.Key_Right)
        assert window.reading().period_index == 2
        assert not window.check_backups()  # one at a time
        assert len(threads) == 1
    finally:
        gate.set()
    qtbot.waitUntil(lambda: not runner.busy())
    assert threads[0] != threading.get_ident()
    last = window.last_backup()
    assert last is not None and last.path.exists()
    assert window.backup_label.text().startswith("Backed up ")


def test_a_backup_is_taken_at_each_level_change(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    wait_idle(qtbot, window)
    path = window.qsession.session.journal.path
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.keyClick(window, Qt.Key.Key_Right)  # while the start's backup may still run
    last_seq = window.qsession.session.journal.last_seq

    def backed_up() -> bool:
        last = window.last_backup()
        return last is not None and last.last_seq == last_seq

    qtbot.waitUntil(backed_up)
    assert list_backups(path)[0] == window.last_backup()


def test_copy_a_backup_to_another_folder(
    qtbot: QtBot, window: DirectorWindow, tmp_path: Path
) -> None:
    usb = tmp_path / "usb"
    usb.mkdir()
    window.choose_backup_folder = lambda: str(usb)
    wait_idle(qtbot, window)
    with qtbot.waitSignal(window.backup_runner().finished, timeout=10_000):
        window.menus.copy_backup_action.trigger()
    [copy] = usb.glob("*.sqlite")
    with Journal.open(copy, read_only=True) as journal:
        assert journal.event_count == window.qsession.session.journal.event_count
    assert f"copied to {usb} " in window.backup_label.text()
    assert str(usb) in window.statusBar().currentMessage()


def test_a_failed_backup_is_shown_in_red_once_not_every_30_seconds(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    runner = window.backup_runner()
    wait_idle(qtbot, window)
    folder = window.qsession.session.journal.path.parent / "backups"

    def full(path: Path, folder_: Path | None = None, *, keep: int | None = 5) -> Any:
        raise JournalUnwritable("cannot back up: the disk is full", folder, "the disk is full")

    runner.take = full
    shown: list[str] = []
    show = window.show_status

    def record(text: str, error: bool = False) -> None:
        shown.append(text)
        show(text, error)

    window.show_status = record  # type: ignore[method-assign]
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.keyClick(window, Qt.Key.Key_Right)  # due: a new level
    qtbot.waitUntil(lambda: window._backup_failure is not None)
    for _ in range(3):  # the 30-second checks go on trying, and say nothing new
        clock.ms += 30_000
        wait_idle(qtbot, window)
        window.check_backups()
        wait_idle(qtbot, window)
    failures = [text for text in shown if text.startswith("Backup failed")]
    assert failures == [f"Backup failed: the disk holding {folder} is full."]
    assert window.backup_label.text() == failures[0]
    assert ERROR_COLOUR in window.backup_label.styleSheet()
    runner.take = take_backup  # space again
    clock.ms += 30_000
    window.check_backups()
    qtbot.waitUntil(lambda: window.backup_label.text().startswith("Backed up"))
    assert "Backups work again." in shown


def test_restore_a_backup_from_the_tournament_menu(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    wait_idle(qtbot, window)
    path = window.qsession.session.journal.path
    qtbot.keyClick(window, Qt.Key.Key_Space)
    wait_idle(qtbot, window)
    backup = take_backup(path)
    qtbot.keyClick(window, Qt.Key.Key_Plus)  # after the backup: not in it
    offered: list[list[str]] = []
    questions: list[str] = []
    window.ask_backup = lambda labels: offered.append(labels) or 0
    window.ask_restore = lambda text: questions.append(text) or True
    window.menus.restore_backup_action.trigger()
    assert offered and offered[0][0].endswith(f"{backup.last_seq} events")
    assert "(restored)" in questions[0]
    journal = window.qsession.session.journal
    assert journal.path != path and journal.meta["name"].endswith("(restored)")
    assert journal.event_count == backup.last_seq
    assert window.read_only_reason() is None
    # The original is untouched and still listed.
    names = [i.name for i in TournamentLibrary(path.parent).list()]
    assert len(names) == 2


@pytest.mark.slow
def test_no_tournament_and_a_read_only_folder_is_told_without_a_traceback(tmp_path: Path) -> None:
    with small_disk(tmp_path) as disk:
        tournaments = paths.tournaments_dir(disk)
        remount(disk, "ro")
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DEALER_ASSIST_DATA_DIR=str(disk))
        result = subprocess.run(
            [sys.executable, "-m", "dealer_assist", "--data-dir", str(disk)],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert f"no tournament can be started in {tournaments}: read-only file system" in (
        result.stderr
    )
