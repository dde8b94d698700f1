"""The welcome screen of a launch with no tournament to reopen: new, recent, demo.

The launch-to-running-clock tests count what the director does (clicks and keystrokes) through
the two helpers below, and assert a bound: with the defaults, 3 clicks (the name field, Start
new tournament, Start) or none at all from the keyboard (a name, Enter, Space); with the
players and the buy-in typed, 5 clicks.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from dealer_assist import paths
from dealer_assist.app import DEMO_KEY, DEMO_NAME, build_director, create_tournament
from dealer_assist.app import structure_text as structure_toml
from dealer_assist.core.entries import cmd_register
from dealer_assist.store.journal import Journal
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.ui.director.clock_controls import ClockAction
from dealer_assist.ui.director.director_window import DirectorWindow
from dealer_assist.ui.director.start_screen import StartScreen
from dealer_assist.ui.director.welcome_screen import WelcomeScreen

START_MS = 1_800_000_000_000
LEFT = Qt.MouseButton.LeftButton


@dataclass
class Director:
    """The person at the keyboard: every click and key is counted."""

    qtbot: QtBot
    clicks: int = 0
    keys: int = 0
    windows: list[QWidget] = field(default_factory=list)

    def click(self, widget: QWidget) -> None:
        """A click in the middle of `widget`, landing on whatever is drawn there (a spin
        box's text field), as a real click does."""
        self.clicks += 1
        centre = QPoint(widget.width() // 2, widget.height() // 2)
        target = widget.childAt(centre) or widget
        self.qtbot.mouseClick(target, LEFT, pos=target.mapFrom(widget, centre))

    def type(self, text: str) -> None:
        """Keys go where the focus is, as on a real keyboard."""
        for char in text:
            self.keys += 1
            self.qtbot.keyClicks(QApplication.focusWidget(), char)

    def press(self, key: Qt.Key) -> None:
        self.keys += 1
        self.qtbot.keyClick(QApplication.focusWidget(), key)


@pytest.fixture
def opened() -> Iterator[list[QWidget]]:
    windows: list[QWidget] = []
    yield windows
    for window in windows:
        window.close()
        if isinstance(window, DirectorWindow) and window.qsession is not None:
            window.qsession.close()


def launch(qtbot: QtBot, data_dir: Path, opened: list[QWidget]) -> WelcomeScreen:
    """A launch as `dealer-assist` makes it, shown at 1280x720 and active."""
    front = build_director(data_dir, now_ms=lambda: START_MS, welcome=True)
    assert isinstance(front, WelcomeScreen), f"expected the welcome screen, got {front!r}"
    qtbot.addWidget(front)
    front.opened.connect(opened.append)
    front.resize(1280, 720)
    front.show()
    qtbot.waitExposed(front)
    front.activateWindow()
    qtbot.waitUntil(front.isActiveWindow)
    return front


def director_window(qtbot: QtBot, front: WelcomeScreen) -> DirectorWindow:
    window = front.director
    assert isinstance(window, DirectorWindow), front.error_label.text()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.ask_discard = lambda: True
    return window


def library(data_dir: Path) -> TournamentLibrary:
    return TournamentLibrary(paths.tournaments_dir(data_dir))


# --- launch -> welcome -> new tournament -> running clock, counted -------------------------


def test_from_the_keyboard_no_click_at_all(
    qtbot: QtBot, tmp_path: Path, opened: list[QWidget]
) -> None:
    front = launch(qtbot, tmp_path, opened)
    director = Director(qtbot)
    assert QApplication.focusWidget() is front.form.name_edit  # the cursor waits in the name
    director.type("Friday")
    director.press(Qt.Key.Key_Return)  # Start new tournament
    window = director_window(qtbot, front)
    assert not front.isVisible()
    assert not window.reading() or not window.reading().running  # ready, not yet running
    director.press(Qt.Key.Key_Space)  # the clock has the focus: Space starts it
    assert window.reading() is not None and window.reading().running
    assert window.qsession.state.name == "Friday"
    assert (director.clicks, director.keys) == (0, 8)


def test_with_the_mouse_and_the_defaults_three_clicks(
    qtbot: QtBot, tmp_path: Path, opened: list[QWidget]
) -> None:
    front = launch(qtbot, tmp_path, opened)
    director = Director(qtbot)
    director.click(front.form.name_edit)
    director.type("Friday")
    director.click(front.form.create_button)
    window = director_window(qtbot, front)
    director.click(window.controls.buttons[ClockAction.TOGGLE])  # Start
    assert window.reading().running
    state = window.qsession.state
    assert state.house_book == "ubetcha" and state.structure.name == "Ubetcha Poker Tour"
    assert director.clicks <= 3
    assert [i.name for i in library(tmp_path).list()] == ["Friday"]  # no demo made beside it


def test_players_tables_and_buy_in_in_five_clicks(
    qtbot: QtBot, tmp_path: Path, opened: list[QWidget]
) -> None:
    front = launch(qtbot, tmp_path, opened)
    form = front.form
    director = Director(qtbot)
    director.click(form.name_edit)
    director.type("Friday")
    director.click(form.players_spin)
    director.type("30")
    assert form.tables_spin.value() == 3  # the tables follow: 30 players, 10 seats each
    director.click(form.buy_in_spin)
    director.type("40")
    director.click(form.create_button)
    window = director_window(qtbot, front)
    director.click(window.controls.buttons[ClockAction.TOGGLE])
    assert window.reading().running
    state = window.qsession.state
    assert state.ledger.buy_in == 40
    assert {t.table: t.seat_count for t in state.room.tables} == {1: 10, 2: 10, 3: 10}
    assert state.structure.rebuy is None  # Ubetcha's structure sells none; the box said so
    assert not form.rebuys_check.isChecked()
    assert director.clicks <= 5


def test_rebuys_follow_the_structure_until_the_director_ticks_the_box(
    qtbot: QtBot, tmp_path: Path, opened: list[QWidget]
) -> None:
    front = launch(qtbot, tmp_path, opened)
    form = front.form
    form.book_combo.setCurrentIndex(form.book_combo.findData("applewood"))
    assert form.structure_combo.currentData() == "applewood" and form.rebuys_check.isChecked()
    qtbot.keyClicks(form.name_edit, "Charity night")
    form.rebuys_check.click()  # no rebuys tonight
    form.create_button.click()
    window = director_window(qtbot, front)
    structure = window.qsession.state.structure
    assert structure.rebuy is None and structure.add_on is not None  # the add-on stays


# --- bad answers: told, nothing made --------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "tables", "words", "field"),
    [
        (30, 0, "0 tables cannot seat 30 players: 3 tables of 10 seats would.", "tables_spin"),
        (3, 4, "4 tables for 3 players: every table needs players; use 1.", "tables_spin"),
        (31, 3, "31 players do not fit 3 tables of 10 seats", "tables_spin"),
    ],
    ids=["no-table", "more-tables-than-players", "too-many-players"],
)
def test_answers_that_do_not_fit_are_told_and_nothing_is_made(
    qtbot: QtBot,
    tmp_path: Path,
    opened: list[QWidget],
    players: int,
    tables: int,
    words: str,
    field: str,
) -> None:
    front = launch(qtbot, tmp_path, opened)
    form = front.form
    qtbot.keyClicks(form.name_edit, "Friday")
    form.players_spin.setValue(players)
    form.tables_spin.setValue(tables)
    qtbot.mouseClick(form.create_button, LEFT)
    assert form.error_label.isVisible() and words in form.error_label.text()
    assert QApplication.focusWidget() is getattr(form, field)  # where to put it right
    assert front.isVisible() and front.director is None
    assert library(tmp_path).list() == []


def test_an_empty_name_is_told_and_nothing_is_made(
    qtbot: QtBot, tmp_path: Path, opened: list[QWidget]
) -> None:
    front = launch(qtbot, tmp_path, opened)
    form = front.form
    assert not form.create_button.isEnabled()
    assert form.create_button.toolTip() == "Type the tournament's name first"
    qtbot.keyClicks(form.name_edit, "   ")
    qtbot.keyClick(form.name_edit, Qt.Key.Key_Return)
    assert form.error_label.text() == "The tournament needs a name, e.g. 'Friday Deepstack'."
    assert front.director is None and library(tmp_path).list() == []


# --- open a recent one, the demo -------------------------------------------------------------


def make(data_dir: Path, name: str, players: int, *, demo: bool = False, at_ms: int) -> str:
    books = library(data_dir)
    session, tournament_id = create_tournament(
        books, name, "ubetcha", structure_toml("demo"), at_ms, demo=demo
    )
    for number in range(players):
        state = session.state
        session.execute(cmd_register(state, at_ms, f"Player {number + 1}"))
    session.close()
    return tournament_id


def test_the_recent_list_names_each_with_its_players_and_opens_one(
    qtbot: QtBot, tmp_path: Path, opened: list[QWidget]
) -> None:
    make(tmp_path, "Thursday", 12, at_ms=START_MS - 86_400_000)
    make(tmp_path, DEMO_NAME, 2, demo=True, at_ms=START_MS)  # the demo was used last
    front = launch(qtbot, tmp_path, opened)
    lines = [front.recent_list.item(i).text() for i in range(front.recent_list.count())]
    assert len(lines) == 2
    assert lines[0].startswith("Demo tournament\nUbetcha Poker Tour  ·  last used ")
    assert lines[0].endswith("  ·  2\u00a0players")
    assert lines[1].startswith("Thursday\n") and lines[1].endswith("  ·  12\u00a0players")
    front.recent_list.setCurrentRow(1)
    qtbot.mouseClick(front.open_button, LEFT)
    window = director_window(qtbot, front)
    assert window.qsession.state.name == "Thursday"
    assert len(window.qsession.state.roster.players) == 12


def test_a_tournament_that_cannot_be_opened_is_listed_with_its_problem(
    qtbot: QtBot, tmp_path: Path, opened: list[QWidget]
) -> None:
    make(tmp_path, "Thursday", 3, at_ms=START_MS - 86_400_000)
    make(tmp_path, DEMO_NAME, 0, demo=True, at_ms=START_MS)
    thursday = next(i for i in library(tmp_path).list() if i.name == "Thursday")
    thursday.path.write_bytes(b"not a journal" * 100)
    front = launch(qtbot, tmp_path, opened)
    lines = [front.recent_list.item(i).text() for i in range(front.recent_list.count())]
    damaged = next(line for line in lines if "cannot be opened" in line)
    assert damaged.startswith("thursday-")  # its file name: the name was inside it
    row = lines.index(damaged)
    front.recent_list.setCurrentRow(row)
    assert not front.restore_button.isVisible()  # no backup of it
    qtbot.mouseClick(front.open_button, LEFT)
    assert "Open did not work" in front.error_label.text() and front.director is None


def test_run_the_demo(qtbot: QtBot, tmp_path: Path, opened: list[QWidget]) -> None:
    front = launch(qtbot, tmp_path, opened)
    assert front.empty_label.isVisible() and not front.recent_list.isVisible()
    qtbot.mouseClick(front.demo_button, LEFT)
    window = director_window(qtbot, front)
    assert window.qsession.state.name == DEMO_NAME
    (info,) = library(tmp_path).list()
    assert info.meta.get(DEMO_KEY) == "1"


# --- when the welcome is shown --------------------------------------------------------------


def test_a_tournament_of_the_director_s_own_reopens_directly(qtbot: QtBot, tmp_path: Path) -> None:
    make(tmp_path, "Friday", 3, at_ms=START_MS)
    window = build_director(tmp_path, now_ms=lambda: START_MS, welcome=True)
    qtbot.addWidget(window)
    assert isinstance(window, DirectorWindow) and window.qsession.state.name == "Friday"
    window.qsession.close()


def test_a_demo_open_in_another_window_is_not_passed_over(qtbot: QtBot, tmp_path: Path) -> None:
    from dealer_assist.store.journal import JournalBusy

    make(tmp_path, DEMO_NAME, 0, demo=True, at_ms=START_MS)
    (info,) = library(tmp_path).list()
    holder = Journal.open(info.path)
    try:
        with pytest.raises(JournalBusy, match="already open in another Dealer Assist window"):
            build_director(tmp_path, now_ms=lambda: START_MS, welcome=True)
    finally:
        holder.close()


def test_a_damaged_last_tournament_still_gets_the_start_screen(
    qtbot: QtBot, tmp_path: Path
) -> None:
    make(tmp_path, "Friday", 3, at_ms=START_MS)
    (info,) = library(tmp_path).list()
    info.path.write_bytes(b"not a journal" * 100)
    front = build_director(tmp_path, now_ms=lambda: START_MS, welcome=True)
    qtbot.addWidget(front)
    assert isinstance(front, StartScreen)


def test_demo_keeps_its_behaviour(qtbot: QtBot, tmp_path: Path) -> None:
    window = build_director(tmp_path, demo=True, now_ms=lambda: START_MS, welcome=True)
    qtbot.addWidget(window)
    assert isinstance(window, DirectorWindow) and window.qsession.state.name == DEMO_NAME
    window.qsession.close()


@pytest.mark.slow
def test_the_command_with_no_tournament_paints_the_welcome_and_makes_none(tmp_path: Path) -> None:
    """`dealer-assist --data-dir D` on an empty library: the welcome screen, no demo made."""
    import os
    import subprocess
    import sys

    from dealer_assist.app import FIRST_PAINT_ENV

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **{FIRST_PAINT_ENV: "1"})
    result = subprocess.run(
        [sys.executable, "-m", "dealer_assist", "--data-dir", str(tmp_path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert "first-paint-ns" in result.stdout and "editor-built-ns" not in result.stdout
    assert library(tmp_path).list() == []
    assert not (tmp_path / "config").exists()  # settings are written only by a save


@pytest.mark.slow
def test_a_second_launch_brings_the_welcome_screen_forward(tmp_path: Path) -> None:
    """Launched twice before a tournament exists (an icon clicked twice): one welcome screen."""
    import os
    import subprocess
    import sys
    import time

    from dealer_assist.ui.director.single_instance import server_name

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("DEALER_ASSIST_EXIT_AFTER_FIRST_PAINT", None)
    command = [sys.executable, "-m", "dealer_assist", "--data-dir", str(tmp_path)]
    first = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        socket = Path(server_name(paths.tournaments_dir(tmp_path)))
        deadline = time.monotonic() + 30
        while not socket.exists():
            assert first.poll() is None, first.stderr.read() if first.stderr else ""
            assert time.monotonic() < deadline, "the welcome screen never listened"
            time.sleep(0.05)
        second = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
        assert second.returncode == 0, second.stderr
        assert "already running; its window was brought forward" in second.stdout
        assert first.poll() is None
    finally:
        first.kill()
        first.wait(timeout=10)
    assert library(tmp_path).list() == []
