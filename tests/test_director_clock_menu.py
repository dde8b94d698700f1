"""The Clock menu's exact controls: set the time left, go to any period, restart a level."""

from __future__ import annotations

import re

import pytest
from helpers.director import FakeClock, clock, window  # noqa: F401 - fixtures
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dealer_assist.core.tournament import ClockAdjusted, PeriodJumped
from dealer_assist.ui.director.clock_controls import ClockAction
from dealer_assist.ui.director.director_window import DirectorWindow, parse_time_left


@pytest.mark.parametrize(
    ("typed", "ms"),
    [("12:30", 750_000), (" 7 ", 420_000), ("0:05", 5_000), ("1:05:00", 3_900_000)],
)
def test_time_left_is_typed_as_minutes_and_seconds(typed: str, ms: int) -> None:
    assert parse_time_left(typed) == ms


@pytest.mark.parametrize(
    ("typed", "says"),
    [
        ("", "Type the time left, e.g. 12:30"),
        ("ten", "'ten' is not a time: type the time left as 12:30"),
        ("1:2:3:4", "is not a time"),
        ("-5", "is not a time"),
        ("12.5", "is not a time"),
        ("12:75", "'12:75': minutes and seconds go up to 59"),
        ("1230", "'1230' is more than 6 hours; for twelve and a half minutes type 12:30"),
        ("7:00:00", "'7:00:00' is more than 6 hours"),
    ],
)
def test_a_time_that_is_not_one_is_refused_saying_why(typed: str, says: str) -> None:
    with pytest.raises(ValueError, match=re.escape(says)):
        parse_time_left(typed)


def test_set_time_left_through_ctrl_l(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Space)
    clock.ms += 10_000
    asked: list[str] = []
    window.ask_time_left = lambda shown: asked.append(shown) or "1:23"
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert asked == ["1:50"]  # the dialog starts from what the clock shows
    assert window.reading().remaining_ms == 83_000
    assert isinstance(window.state().undo_top.command, ClockAdjusted)
    assert "Time left set to 1:23" in window.statusBar().currentMessage()
    undo_tip = window.controls.action(ClockAction.UNDO).toolTip()
    assert undo_tip.startswith("Undo time left set to 1:23")  # what was typed, not a delta
    window.undo()
    assert window.reading().remaining_ms == 110_000


def test_a_mistyped_time_changes_nothing(window: DirectorWindow, clock: FakeClock) -> None:
    window.set_time_left("5:00")  # refused: not started
    assert "start it first" in window.statusBar().currentMessage()
    window.clock_action(ClockAction.TOGGLE)
    before = window.reading().remaining_ms
    assert not window.set_time_left("12:75")
    assert window.reading().remaining_ms == before
    assert "minutes and seconds go up to 59" in window.statusBar().currentMessage()


def test_go_to_any_period_and_restart_it(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Space)
    offered: list[list[str]] = []

    def choose(labels: list[str], current: int) -> int:
        offered.append(labels)
        assert current == 0
        return 4  # level 4 (after the colour-up break)

    window.ask_period = choose
    qtbot.keyClick(window, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert offered[0][:3] == [
        "Level 1:  25 / 50",
        "Level 2:  50 / 100",
        "Break 1:  Colour-up break 1 min",
    ]
    reading = window.reading()
    assert (reading.level_number, reading.remaining_ms) == (4, reading.duration_ms)
    clock.ms += 45_000
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    reading = window.reading()
    assert (reading.level_number, reading.remaining_ms) == (4, reading.duration_ms)
    jumps = [e for e in window.qsession.session.journal.events() if isinstance(e, PeriodJumped)]
    assert [e.period_index for e in jumps] == [4, 4]


def test_cancelled_questions_do_nothing(window: DirectorWindow) -> None:
    window.clock_action(ClockAction.TOGGLE)
    count = len(window.qsession.session.journal.events())
    window.ask_time_left = lambda shown: None
    window.ask_period = lambda labels, current: None
    assert not window.set_time_left()
    assert not window.go_to_period()
    assert len(window.qsession.session.journal.events()) == count


def test_the_sound_check_uses_the_tv_clocks_player_and_reports_silence(
    window: DirectorWindow,
) -> None:
    player = window.alert_player()
    player.set_muted(True)
    assert not window.test_alert_sound()
    assert window.statusBar().currentMessage() == "The TV clock's alerts are silent: muted."
    tv = window.open_tv_clock()
    assert tv.player is player  # one player: the check tests what the TV will play
    assert "alerts will be silent: muted" in window.statusBar().currentMessage()
    tv.close()


def test_refusals_read_as_sentences_and_moves_say_where_the_clock_is(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    assert not window.restart_period()
    assert window.statusBar().currentMessage() == "The clock has not started yet; start it first."
    window.clock_action(ClockAction.TOGGLE)
    assert window.go_to_period(2)
    assert window.statusBar().currentMessage() == "Now at break 1, at full time."
    clock.ms += 20_000
    assert window.restart_period()
    assert window.statusBar().currentMessage() == "Break 1 restarted at full time."
    assert window.reading().remaining_ms == window.reading().duration_ms


def test_ctrl_m_mutes_the_tv_clocks_sounds_and_again_brings_them_back(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    player = window.alert_player()
    player.set_muted(False)  # as with an audio device
    qtbot.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert player.muted and window.menus.mute_action.isChecked()
    assert "Alert sounds muted" in window.statusBar().currentMessage()
    assert not window.test_alert_sound()  # the check says why it is silent
    assert window.statusBar().currentMessage().endswith("silent: muted.")
    qtbot.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert not player.muted and not window.menus.mute_action.isChecked()
    assert window.statusBar().currentMessage() == "Alert sounds on."


def test_undo_names_each_clock_move_as_it_was_asked(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    window.clock_action(ClockAction.TOGGLE)
    labels: list[str] = []
    for move in (
        lambda: window.clock_action(ClockAction.NEXT),
        window.restart_period,
        lambda: window.clock_action(ClockAction.PREVIOUS),
        lambda: window.clock_action(ClockAction.BREAK_NOW),
        lambda: window.go_to_period(4),
    ):
        clock.ms += 1000
        assert move()
        labels.append(window.controls.action(ClockAction.UNDO).toolTip().split("  (")[0])
    assert labels == [
        "Undo go on to level 2",
        "Undo restart level 2",
        "Undo go back to level 1",
        "Undo break now (break 1)",
        "Undo jump to level 4",
    ]


def test_every_clock_key_says_where_the_clock_is_now(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    said: list[str] = []
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Plus, Qt.Key.Key_Space, Qt.Key.Key_Right):
        clock.ms += 10_000
        qtbot.keyClick(window, key)
        said.append(window.statusBar().currentMessage())
    assert said == [
        "Clock running: 2:00 left on level 1.",
        "2:50 left on level 1.",
        "Clock paused: 2:40 left on level 1.",
        "Now at level 2, at full time.",
    ]
