"""The player clock: the house's seconds then a final count, read from an injected time."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.core.hand.player_clock import clock_total_s, read_player_clock
from dealer_assist.core.rules.house_rules import Decision
from dealer_assist.house_books import house_rules
from dealer_assist.ui.station.player_clock import PlayerClockView

START_MS = 1_700_000_000_000


class FakeClock:
    def __init__(self) -> None:
        self.now = START_MS

    def __call__(self) -> int:
        return self.now


@pytest.mark.parametrize("book", ["ubetcha", "applewood"])
def test_thirty_seconds_then_a_ten_second_count_forty_in_all(book: str) -> None:
    """Applewood Misc. Tournament Info/Rules 26 and Dead Hands 3: 30 seconds plus a 10-second
    countdown, 40 seconds in all. Ubetcha BETTING AND RAISING 16: 30 seconds, then a
    ten-second warning, after which the hand is dead."""
    rules = house_rules(book)
    clock, final = rules.player_clock_s, rules.player_clock_final_count_s
    assert (clock, final, clock_total_s(rules)) == (30, 10, 40)

    def at(ms: int):
        return read_player_clock(START_MS, START_MS + ms, clock, final)

    assert at(0).seconds_shown == 40 and not at(0).final_count
    assert at(1).seconds_shown == 40  # 39.999 s left still shows the full count
    assert at(30_000 - 1).seconds_shown == 11 and not at(30_000 - 1).final_count
    assert at(30_000).final_count and at(30_000).seconds_shown == 10
    assert at(40_000 - 1).seconds_shown == 1 and not at(40_000 - 1).expired
    assert at(40_000).expired and at(40_000).ms_to_next_change is None
    assert at(45_000).remaining_ms == 0


@settings(max_examples=200)
@given(
    elapsed_ms=st.integers(min_value=0, max_value=90_000),
    duration_s=st.integers(min_value=1, max_value=60),
    final_s=st.integers(min_value=0, max_value=20),
)
def test_the_display_changes_exactly_when_it_says_it_will(
    elapsed_ms: int, duration_s: int, final_s: int
) -> None:
    now = START_MS + elapsed_ms
    reading = read_player_clock(START_MS, now, duration_s, final_s)
    assert 0 <= reading.remaining_ms <= (duration_s + final_s) * 1000
    assert reading.final_count == (not reading.expired and reading.seconds_shown <= final_s)
    if reading.ms_to_next_change is None:
        assert reading.expired
        return
    assert 1 <= reading.ms_to_next_change <= 1000
    just_before = read_player_clock(
        START_MS, now + reading.ms_to_next_change - 1, duration_s, final_s
    )
    at_change = read_player_clock(START_MS, now + reading.ms_to_next_change, duration_s, final_s)
    assert just_before.seconds_shown == reading.seconds_shown
    assert at_change.seconds_shown == reading.seconds_shown - 1 or at_change.expired


def test_the_view_counts_with_an_injected_time_and_sounds_once(qtbot) -> None:
    rules = house_rules("applewood")
    clock = FakeClock()
    view = PlayerClockView(rules, clock)
    qtbot.addWidget(view)
    finals: list[int] = []
    expired: list[int] = []
    view.final_count_started.connect(finals.append)
    view.expired.connect(expired.append)
    view.set_seat(4)
    view.call_button.click()
    assert view.text.text() == "40 s"
    assert rules.cite(Decision.PLAYER_CLOCK).label in view.call_button.toolTip()
    clock.now += 400
    view.refresh()
    # Wakes at the next second boundary only (plus the timer's 1 ms margin), never sooner.
    assert view.timer.is_armed() and view.timer.remaining_ms() <= 601
    normal_ms = rules.player_clock_s * 1000
    clock.now = START_MS + normal_ms - 1
    view.refresh()
    assert finals == [] and view.text.property("phase") == "normal"
    clock.now = START_MS + normal_ms
    view.refresh()
    view.refresh()  # reading the same moment again does not sound again
    assert finals == [4] and view.sound.requested == 1
    assert view.text.text() == f"{rules.player_clock_final_count_s} s"
    assert view.text.property("phase") == "final"
    clock.now = START_MS + clock_total_s(rules) * 1000 - 1
    view.refresh()
    assert expired == [] and view.text.text() == "1 s"
    clock.now = START_MS + clock_total_s(rules) * 1000
    view.refresh()
    assert expired == [4] and view.text.text() == "Time!" and not view.timer.is_armed()


def test_a_new_seat_to_act_stops_the_clock(qtbot) -> None:
    clock = FakeClock()
    view = PlayerClockView(house_rules("ubetcha"), clock)
    qtbot.addWidget(view)
    view.set_seat(2)
    view.start()
    assert view.running
    view.set_seat(3)
    assert not view.running and not view.timer.is_armed() and view.text.text() == ""
    view.set_seat(None)
    assert not view.call_button.isEnabled()
