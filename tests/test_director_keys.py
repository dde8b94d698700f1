"""The director's clock keys only act where they were meant: a table keeps its arrows; an undo that
takes the room back across an announced level change says so and asks first."""

from __future__ import annotations

from helpers.director import FakeClock, clock, window  # noqa: F401 - fixtures
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dealer_assist.ui.director.clock_controls import ClockAction
from dealer_assist.ui.director.director_window import DirectorWindow

CTRL = Qt.KeyboardModifier.ControlModifier


def _period(window: DirectorWindow) -> int:
    reading = window.reading()
    return -1 if reading is None else reading.period_index


def test_arrows_in_the_structure_table_move_its_cursor_not_the_clock(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    assert window.clock_action(ClockAction.TOGGLE)
    table = window.editor.table
    table.setFocus()
    table.setCurrentIndex(table.model().index(0, 1))
    qtbot.waitUntil(table.hasFocus)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Down)
    qtbot.keyClick(table, Qt.Key.Key_Left)
    assert _period(window) == 0  # the room stays on level 1
    assert table.currentIndex().row() == 1  # the table's cursor moved instead
    assert table.currentIndex().column() == 1
    qtbot.keyClick(table, Qt.Key.Key_B)
    qtbot.keyClick(table, Qt.Key.Key_Space)
    assert _period(window) == 0 and window.reading().running


def test_clock_keys_work_where_the_clock_has_focus_and_with_ctrl_anywhere(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    window.clock_view.setFocus()
    qtbot.waitUntil(window.clock_view.hasFocus)
    qtbot.keyClick(window.clock_view, Qt.Key.Key_Space)
    assert window.reading().running
    qtbot.keyClick(window.clock_view, Qt.Key.Key_Right)
    assert _period(window) == 1
    table = window.editor.table
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    qtbot.keyClick(table, Qt.Key.Key_Right, CTRL)
    assert _period(window) == 2
    qtbot.keyClick(table, Qt.Key.Key_Left, CTRL)
    assert _period(window) == 1
    qtbot.keyClick(table, Qt.Key.Key_Space, CTRL)
    assert not window.reading().running
    lines = "\n".join(window.shortcut_lines())
    assert "Ctrl+Right" in lines and "Ctrl+Left" in lines and "Ctrl+Space" in lines
    assert "Right (on the clock)" in lines


def _to_level_2_after_minus_minute(window: DirectorWindow, clock: FakeClock) -> None:
    assert window.clock_action(ClockAction.TOGGLE)  # level 1, two minutes
    assert window.clock_action(ClockAction.MINUS_MINUTE)  # one minute left
    clock.ms += 70_000  # level 2 starts by itself and is announced to the room
    assert _period(window) == 1


def test_an_undo_that_would_take_the_room_back_a_level_asks_first(
    window: DirectorWindow, clock: FakeClock
) -> None:
    _to_level_2_after_minus_minute(window, clock)
    asked: list[str] = []
    window.ask_undo_back = lambda text: asked.append(text) or False
    assert not window.undo()
    assert len(asked) == 1
    assert "level 2" in asked[0] and "level 1" in asked[0]
    assert "−1 minute" in asked[0] or "-1 minute" in asked[0] or "minute" in asked[0]
    assert _period(window) == 1  # nothing changed
    assert "Not undone" in window.statusBar().currentMessage()
    window.ask_undo_back = lambda text: asked.append(text) or True
    assert window.undo()
    assert _period(window) == 0  # back on level 1, as asked


def test_an_undo_within_the_level_asks_nothing(window: DirectorWindow, clock: FakeClock) -> None:
    assert window.clock_action(ClockAction.TOGGLE)
    assert window.clock_action(ClockAction.PLUS_MINUTE)
    window.ask_undo_back = lambda text: (_ for _ in ()).throw(AssertionError(text))
    assert window.undo()
    assert _period(window) == 0
