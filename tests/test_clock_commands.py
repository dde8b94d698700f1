"""One vocabulary of clock commands ([7/13]): the director's buttons and keys, the TV window's
keys (the director's TV and a clock run in a TV process), the clock feed and the Undo labels
all read `core.clock_commands`."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dealer_assist.app_clock import DEMO_NAME, MemoryClockFeed, _demo_toml
from dealer_assist.core import tournament as t
from dealer_assist.core.clock_commands import (
    BY_ACTION,
    COMMANDS,
    ClockAction,
    clock_words,
    make_event,
)
from dealer_assist.ui.director.clock_controls import CLOCK_AREA_KEYS, LABELS
from dealer_assist.ui.director.director_window import TV_KEYS, tv_key_help
from dealer_assist.ui.tv.clock_window import KEY_COMMANDS, ClockWindow

T0 = 1_700_000_000_000


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> int:
        return self.now


def test_every_action_is_named_once_with_its_words() -> None:
    assert [c.action for c in COMMANDS] == list(ClockAction)
    assert all(c.label and c.words for c in COMMANDS)
    assert LABELS == {c.action: c.label for c in COMMANDS}


def test_a_key_asks_the_same_on_the_directors_clock_and_on_both_tvs() -> None:
    assert TV_KEYS == KEY_COMMANDS
    from_area = {key for keys in CLOCK_AREA_KEYS.values() for key in keys}
    assert from_area == {key for c in COMMANDS for key in c.keys}
    # Up and + both add a minute, Down and - both take one off, wherever the clock is driven.
    for key, action in (
        (Qt.Key.Key_Up, ClockAction.PLUS_MINUTE),
        (Qt.Key.Key_Plus, ClockAction.PLUS_MINUTE),
        (Qt.Key.Key_Down, ClockAction.MINUS_MINUTE),
        (Qt.Key.Key_Minus, ClockAction.MINUS_MINUTE),
    ):
        assert KEY_COMMANDS[key] is action and TV_KEYS[key] is action
    assert CLOCK_AREA_KEYS[ClockAction.PLUS_MINUTE] == ("+", "=", "Up")
    listed = {keys for keys, _what in tv_key_help()}
    assert "+, =, Up" in listed and "-, _, Down" in listed


def test_each_command_makes_its_event_and_its_undo_label() -> None:
    clock = Clock()
    feed = MemoryClockFeed.running(DEMO_NAME, _demo_toml(), clock)
    state = feed.tournament()
    expected = {
        ClockAction.TOGGLE: (t.ClockPaused, "pause"),
        ClockAction.NEXT: (t.PeriodJumped, "go on to level 2"),
        ClockAction.PLUS_MINUTE: (t.ClockAdjusted, "+1 minute"),
        ClockAction.MINUS_MINUTE: (t.ClockAdjusted, "−1 minute"),
        ClockAction.BREAK_NOW: (t.PeriodJumped, None),
    }
    for action, (kind, words) in expected.items():
        event = make_event(action, state, T0 + 1000)
        assert isinstance(event, kind), action
        label = clock_words(event, state.structure)
        if words is not None:
            assert label == words
        else:
            assert label is not None and label.startswith("break now")
    assert clock_words(t.cmd_undo(t.apply(state, event), T0 + 2000), state.structure) is None


def test_the_feed_takes_the_commands_by_their_names_and_refuses_others() -> None:
    clock = Clock()
    feed = MemoryClockFeed.running(DEMO_NAME, _demo_toml(), clock)
    assert feed.command("toggle") and not feed.tournament().anchor.running
    assert feed.command(ClockAction.TOGGLE) and feed.tournament().anchor.running
    with pytest.raises(ValueError, match="unknown clock command 'add_minute'; use one of toggle"):
        feed.command("add_minute")


def test_up_on_a_clock_run_in_the_tv_process_adds_a_minute_as_plus_does(qtbot) -> None:
    clock = Clock()
    feed = MemoryClockFeed.running(DEMO_NAME, _demo_toml(), clock)
    window = ClockWindow(feed)
    qtbot.addWidget(window)
    window.on_command = feed.command
    window.show()
    clock.now = T0 + 5000
    left = feed.tournament().reading(clock.now).remaining_ms
    for key in (Qt.Key.Key_Up, Qt.Key.Key_Plus):
        qtbot.keyClick(window, key)
    assert feed.tournament().reading(clock.now).remaining_ms == left + 2 * 60_000
    qtbot.keyClick(window, Qt.Key.Key_Down)
    assert feed.tournament().reading(clock.now).remaining_ms == left + 60_000
    assert BY_ACTION[ClockAction.BREAK_NOW].keys == ("B",)
    qtbot.keyClick(window, Qt.Key.Key_B)
    assert feed.tournament().reading(clock.now).level is None  # on the break
