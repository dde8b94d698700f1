"""The start screen: a most recent tournament that cannot be opened is named with its problem,
and each thing that can be done about it works (or says why it did not)."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from dealer_assist import paths
from dealer_assist.app import DEMO_NAME, build_director, create_tournament, structure_text
from dealer_assist.core import tournament
from dealer_assist.store.backups import take_backup
from dealer_assist.store.journal import Journal, wall_clock_ms
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.ui.director.clock_controls import ClockAction
from dealer_assist.ui.director.director_window import DirectorWindow
from dealer_assist.ui.director.start_screen import Choice, StartScreen
from dealer_assist.ui.director.tournament_files import PROBLEM_COLOUR, TournamentFilesDialog


def library_of(data_dir: Path) -> TournamentLibrary:
    return TournamentLibrary(paths.tournaments_dir(data_dir))


def make_tournament(data_dir: Path, name: str = "Friday", commands: int = 4) -> Path:
    """A closed tournament journal holding its creation and `commands` clock commands."""
    session, _ = create_tournament(
        library_of(data_dir), name, "ubetcha", structure_text("demo"), wall_clock_ms()
    )
    for _ in range(commands):
        state, now = session.state, wall_clock_ms()
        if state.anchor is None:
            session.execute(tournament.cmd_start(state, now))
        else:
            session.execute(tournament.cmd_adjust(state, now, 1000))
    path = session.journal.path
    session.close()
    return path


def damage(path: Path) -> None:
    """Garbage over the journal's second page: it can be neither opened nor read."""
    with open(path, "r+b") as f:
        f.seek(4096)
        f.write(b"\xa5" * 4096)


def drop_last_event(path: Path) -> None:
    """The journal comes back one event shorter than was saved (as after -wal damage)."""
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("DELETE FROM events WHERE seq = (SELECT max(seq) FROM events)")
        conn.commit()


def event_count(path: Path) -> int:
    with Journal.open(path, read_only=True) as journal:
        return journal.event_count


@pytest.fixture
def opened(qtbot: QtBot) -> Iterator[list[DirectorWindow]]:
    """Director windows a test got from a start screen; closed with their sessions after."""
    windows: list[DirectorWindow] = []
    yield windows
    for window in windows:
        window.ask_discard = lambda: True
        window.close()
        if window.qsession is not None:
            window.qsession.close()


def start_screen(qtbot: QtBot, data_dir: Path) -> StartScreen:
    screen = build_director(data_dir)
    assert isinstance(screen, StartScreen), "expected the start screen, got a director window"
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def director_of(screen: StartScreen, opened: list[DirectorWindow]) -> DirectorWindow:
    window = screen.director
    assert isinstance(window, DirectorWindow)
    opened.append(window)
    return window


def test_a_damaged_most_recent_tournament_is_named_never_hidden_behind_a_demo(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = make_tournament(tmp_path)
    damage(path)
    before = path.read_bytes()
    screen = start_screen(qtbot, tmp_path)
    assert screen.path_label.text() == str(path)
    assert "damaged" in screen.problem_label.text()
    assert "cannot be opened" in screen.title_label.text()
    # Unreadable and no backup: only another tournament, a new one, or Quit.
    assert screen.buttons == {}
    assert screen.other_button.isVisible() and screen.new_button.isVisible()
    assert screen.quit_button.isVisible()
    assert [info.path for info in library_of(tmp_path).list()] == [path]  # no demo made
    assert path.read_bytes() == before  # nothing written to the refused file


def test_open_read_only_replaces_the_screen_with_a_window_that_changes_nothing(
    qtbot: QtBot, tmp_path: Path, opened: list[DirectorWindow]
) -> None:
    path = make_tournament(tmp_path)
    drop_last_event(path)
    screen = start_screen(qtbot, tmp_path)
    assert "1 saved event is missing" in screen.problem_label.text()
    assert set(screen.buttons) == {Choice.READ_ONLY, Choice.ACCEPT_MISSING}
    qtbot.mouseClick(screen.buttons[Choice.READ_ONLY], Qt.MouseButton.LeftButton)
    window = director_of(screen, opened)
    qtbot.waitExposed(window)
    assert not screen.isVisible()
    assert window.qsession.session.journal.read_only
    assert not window.problem_bar.isHidden()
    assert str(path) in window.problem_label.text()
    assert not window.try_again_button.isVisible()  # chosen: nothing to try again
    count = event_count(path)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert event_count(path) == count


def test_go_on_with_what_it_holds_says_how_many_are_missing_and_where_the_wal_copy_is(
    qtbot: QtBot, tmp_path: Path, opened: list[DirectorWindow]
) -> None:
    path = make_tournament(tmp_path)
    # Dropped through a connection left open: a -wal file is there when the director opens.
    conn = sqlite3.connect(path)
    conn.execute("DELETE FROM events WHERE seq = (SELECT max(seq) FROM events)")
    conn.commit()
    try:
        screen = start_screen(qtbot, tmp_path)
    finally:
        conn.close()
    button = screen.buttons[Choice.ACCEPT_MISSING]
    assert "1 event missing" in button.text()
    assert "recovery" in screen.problem_label.text()  # where the -wal copy was kept
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    window = director_of(screen, opened)
    assert window.read_only_reason() is None
    count = event_count(path)
    assert window.clock_action(ClockAction.TOGGLE)
    assert event_count(path) == count + 1  # it goes on, in the same file


def test_restore_the_latest_backup_makes_a_new_tournament_and_opens_it(
    qtbot: QtBot, tmp_path: Path, opened: list[DirectorWindow]
) -> None:
    path = make_tournament(tmp_path)
    backup = take_backup(path)
    damage(path)
    screen = start_screen(qtbot, tmp_path)
    button = screen.buttons[Choice.RESTORE]
    assert button.text().startswith("Restore the latest backup (")
    assert f"{backup.last_seq} events)" in button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    window = director_of(screen, opened)
    journal = window.qsession.session.journal
    assert journal.meta["name"] == "Friday (restored)"
    assert journal.path != path
    assert journal.event_count == backup.last_seq
    assert window.read_only_reason() is None
    listed = {info.path: info for info in library_of(tmp_path).list()}
    assert listed[path].problem  # the damaged one stays listed, with its problem
    assert len(listed) == 2


def test_a_choice_that_fails_says_why_and_keeps_the_screen(
    qtbot: QtBot, tmp_path: Path, opened: list[DirectorWindow]
) -> None:
    path = make_tournament(tmp_path)
    backup = take_backup(path)
    damage(path)
    screen = start_screen(qtbot, tmp_path)
    backup.path.unlink()  # gone between the screen and the click
    qtbot.mouseClick(screen.buttons[Choice.RESTORE], Qt.MouseButton.LeftButton)
    assert screen.director is None
    assert screen.isVisible()
    assert screen.error_label.isVisible()
    assert screen.error_label.text().startswith("Restore the latest backup did not work:")


def test_open_another_tournament_from_the_start_screen(
    qtbot: QtBot, tmp_path: Path, opened: list[DirectorWindow]
) -> None:
    make_tournament(tmp_path, "Thursday")
    friday = make_tournament(tmp_path, "Friday")
    damage(friday)
    screen = start_screen(qtbot, tmp_path)
    dialog = screen.show_files()
    assert isinstance(dialog, TournamentFilesDialog)
    texts = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    damaged_row = next(i for i, text in enumerate(texts) if "cannot be opened" in text)
    damaged_item = dialog.list.item(damaged_row)
    assert damaged_item.foreground().color() == QColor(PROBLEM_COLOUR)
    other_row = next(i for i, text in enumerate(texts) if text.startswith("Thursday"))
    dialog.list.setCurrentRow(damaged_row)
    assert dialog.problem_label.isVisible() and "cannot be opened" in dialog.problem_label.text()
    assert not dialog.restore_button.isEnabled()  # no backup of it
    dialog.list.setCurrentRow(other_row)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    window = director_of(screen, opened)
    assert window.qsession.state.name == "Thursday"


def test_new_tournament_from_the_start_screen(
    qtbot: QtBot, tmp_path: Path, opened: list[DirectorWindow]
) -> None:
    damage(make_tournament(tmp_path))
    screen = start_screen(qtbot, tmp_path)
    qtbot.mouseClick(screen.new_button, Qt.MouseButton.LeftButton)
    dialog = screen.findChild(TournamentFilesDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.name_edit.setText("Saturday")
    dialog.buy_in_spin.setValue(40)
    dialog.seats_spin.setValue(27)
    qtbot.mouseClick(dialog.create_button, Qt.MouseButton.LeftButton)
    window = director_of(screen, opened)
    assert window.qsession.state.name == "Saturday"
    ledger = window.qsession.state.ledger  # the form's money comes along
    assert (ledger.buy_in, ledger.capacity) == (40, 27)
    assert not screen.isVisible()


def test_quit_closes_the_start_screen(qtbot: QtBot, tmp_path: Path) -> None:
    damage(make_tournament(tmp_path))
    screen = start_screen(qtbot, tmp_path)
    qtbot.mouseClick(screen.quit_button, Qt.MouseButton.LeftButton)
    assert not screen.isVisible() and screen.director is None


def test_the_files_dialog_offers_to_restore_a_damaged_tournament_with_a_backup(
    qtbot: QtBot, tmp_path: Path, opened: list[DirectorWindow]
) -> None:
    friday = make_tournament(tmp_path, "Friday")
    take_backup(friday)
    damage(friday)
    make_tournament(tmp_path, "Saturday")  # the most recent, healthy: the window opens on it
    window = build_director(tmp_path)
    assert isinstance(window, DirectorWindow)
    opened.append(window)
    qtbot.addWidget(window)
    dialog = window.show_files()
    assert dialog is not None
    rows = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    row = next(i for i, text in enumerate(rows) if "cannot be opened" in text)
    dialog.list.setCurrentRow(row)
    assert dialog.restore_button.isEnabled()
    assert "Restore latest backup (" in dialog.problem_label.text()
    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)
    assert window.qsession.session.journal.meta["name"] == "Friday (restored)"
    assert window.read_only_reason() is None


def test_opening_a_damaged_tournament_from_the_window_offers_what_can_be_done(
    qtbot: QtBot, tmp_path: Path, opened: list[DirectorWindow]
) -> None:
    friday = make_tournament(tmp_path, "Friday")
    take_backup(friday)
    drop_last_event(friday)
    make_tournament(tmp_path, "Saturday")
    window = build_director(tmp_path)
    assert isinstance(window, DirectorWindow)
    opened.append(window)
    qtbot.addWidget(window)
    asked: list[tuple[str, str, list[str]]] = []

    def choose(title: str, text: str, labels: list[str]) -> int | None:
        asked.append((title, text, labels))
        return next(i for i, label in enumerate(labels) if label == "Open read-only")

    window.ask_choice = choose
    friday_id = next(e.tournament_id for e in window._shelf.entries() if e.name == "Friday")
    assert window.open_tournament(friday_id)
    [(title, text, labels)] = asked
    assert title == "Friday cannot be opened"
    assert str(friday) in text and "1 saved event is missing" in text
    assert labels[0].startswith("Restore the latest backup (")
    assert "Go on with what it holds (1 event missing)" in labels
    assert window.qsession.state.name == "Friday"
    assert window.qsession.session.journal.read_only
    assert not window.problem_bar.isHidden()


def test_a_healthy_most_recent_tournament_still_opens_the_window_directly(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = build_director(tmp_path)
    qtbot.addWidget(window)
    assert isinstance(window, DirectorWindow)
    assert window.qsession.state.name == DEMO_NAME
    assert window.read_only_reason() is None and not window.problem_bar.isVisible()
    window.qsession.close()


@pytest.mark.slow
def test_the_command_line_shows_the_start_screen_and_a_signal_ends_it_quietly(
    tmp_path: Path,
) -> None:
    """`dealer-assist` on a damaged most recent tournament: no traceback, no demo, nothing
    written; SIGTERM ends it with status 0."""
    path = make_tournament(tmp_path)
    damage(path)
    before = path.read_bytes()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DEALER_ASSIST_DATA_DIR=str(tmp_path))
    env.pop("DEALER_ASSIST_EXIT_AFTER_FIRST_PAINT", None)
    proc = subprocess.Popen(
        [sys.executable, "-m", "dealer_assist", "--data-dir", str(tmp_path)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    lines: list[str] = []
    told = threading.Event()

    def read() -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            lines.append(line)
            if "cannot reopen" in line:
                told.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        assert told.wait(60), "".join(lines)
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    reader.join(5)
    assert proc.returncode == 0, "".join(lines)
    assert "Traceback" not in "".join(lines)
    assert path.read_bytes() == before
    assert [info.path for info in library_of(tmp_path).list()] == [path]


def test_a_damaged_journal_is_named_by_its_backup_when_it_cannot_name_itself(tmp_path) -> None:
    from dealer_assist.app import CannotOpen, create_tournament, director_session, structure_text
    from dealer_assist.store.backups import take_backup
    from dealer_assist.store.library import TournamentLibrary

    library = TournamentLibrary(tmp_path / "tournaments")
    session, _ = create_tournament(
        library, "Friday Deepstack", "ubetcha", structure_text("demo"), 1
    )
    path = session.journal.path
    take_backup(path)
    session.close()
    with open(path, "r+b") as f:
        f.seek(4096)
        f.write(b"\xde\xad" * 2000)
    with pytest.raises(CannotOpen) as caught:
        director_session(library, demo=False, now_ms=2)
    assert caught.value.problem.info.name == "Friday Deepstack"
    assert caught.value.problem.info.path == path
