"""Undo in the director's window: Ctrl+Z / Ctrl+Shift+Z and the buttons append undo events."""

from __future__ import annotations

import msgspec
from helpers.director import START_MS, FakeClock, clock, window  # noqa: F401 - fixtures
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dealer_assist.core.tournament import CommandUndone, PeriodJumped, replay
from dealer_assist.store.journal import Journal
from dealer_assist.ui.director.clock_controls import ClockAction
from dealer_assist.ui.director.director_window import DirectorWindow


def stored_events(window: DirectorWindow) -> list[object]:
    with Journal.open(window.qsession.session.journal.path, read_only=True) as journal:
        return journal.events()


def test_ctrl_z_after_next_level_shows_the_previous_level_and_the_journal_agrees(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Space)
    clock.ms += 20_000
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.clock_view.face().level_text == "LEVEL 2"
    clock.ms += 5_000
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.clock_view.face().level_text == "LEVEL 1"
    # As if Next level had never been pressed: 25 s into the 2-minute level 1.
    assert window.reading().remaining_ms == 120_000 - 25_000
    assert "Undone: go on to level 2" in window.statusBar().currentMessage()
    events = stored_events(window)
    assert isinstance(events[-1], CommandUndone)
    assert isinstance(events[-2], PeriodJumped)
    assert events[-1].target_event_id == events[-2].event_id
    assert replay(events) == window.state()  # a fresh fold of the file agrees

    qtbot.keyClick(
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert window.clock_view.face().level_text == "LEVEL 2"
    assert replay(stored_events(window)) == window.state()


def test_undo_and_redo_buttons_say_what_they_would_do(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    undo = window.controls.action(ClockAction.UNDO)
    redo = window.controls.action(ClockAction.REDO)
    assert not undo.isEnabled() and not redo.isEnabled()  # creating cannot be undone
    qtbot.mouseClick(window.controls.buttons[ClockAction.TOGGLE], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.controls.buttons[ClockAction.PLUS_MINUTE], Qt.MouseButton.LeftButton)
    assert undo.isEnabled() and "Undo +1 minute" in undo.toolTip()
    qtbot.mouseClick(window.controls.buttons[ClockAction.UNDO], Qt.MouseButton.LeftButton)
    assert window.reading().remaining_ms == 120_000
    assert redo.isEnabled() and "Redo +1 minute" in redo.toolTip()
    assert "Undo start" in undo.toolTip()
    qtbot.mouseClick(window.controls.buttons[ClockAction.UNDO], Qt.MouseButton.LeftButton)
    assert window.reading() is None and window.controls.toggle_text() == "Start"
    assert not undo.isEnabled()


def test_a_structure_edit_can_be_undone_from_the_edit_menu(
    window: DirectorWindow, clock: FakeClock
) -> None:
    before = window.state().structure
    edited = msgspec.structs.replace(before, name=before.name + " (edited)")
    assert window.save_structure(edited)
    assert window.state().structure.name.endswith("(edited)")
    edit_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Edit")
    undo_item = next(a for a in edit_menu.actions() if "Undo" in a.text())
    undo_item.trigger()
    assert window.state().structure == before
    assert window.editor.model.structure == before  # the editor shows the old structure again


def test_tv_clock_does_not_sound_again_on_undo_or_redo(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    window.clock_action(ClockAction.TOGGLE)
    tv = window.open_tv_clock()
    qtbot.addWidget(tv)
    player = tv.view._player
    clock.ms += 10_000
    window.clock_action(ClockAction.NEXT)
    assert tv.view.face().level_text == "LEVEL 2"
    sounded = list(player.requested)
    assert sounded, "the new level is announced once"
    clock.ms += 1_000
    window.undo()
    assert tv.view.face().level_text == "LEVEL 1"
    clock.ms += 1_000
    window.redo()
    assert tv.view.face().level_text == "LEVEL 2"
    assert player.requested == sounded
    tv.close()
