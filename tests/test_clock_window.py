"""The TV clock: change the tournament state or the time, then assert on what the view shows."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QRect, Qt

from dealer_assist.app_clock import JournalClockFeed, MemoryClockFeed, build_feed
from dealer_assist.core import tournament as t
from dealer_assist.core.clock_commands import ClockAction
from dealer_assist.ui.common.wall_clock import BOUNDARY_MARGIN_MS
from dealer_assist.ui.tv.alert_player import FLASH_DURATION_MS, AlertPlayer, SoundCue
from dealer_assist.ui.tv.clock_view import (
    EARLY_WAKE_MS,
    NO_VALUE,
    TITLE_MIN_SHARE,
    ClockView,
    title_fit,
)
from dealer_assist.ui.tv.clock_window import ClockWindow, choose_screen

T0 = 1_700_000_000_000

# Level 1 (0-120 s), level 2 with an ante (120-240 s), a colour-up break (240-300 s),
# level 3 with a big blind ante (300-420 s), level 4 (420-3 h 420 s, the last).
STRUCTURE = textwrap.dedent(
    """
    schema_version = 1
    name = "Test structure"
    starting_stack = 10000

    [[chips]]
    value = 25
    colour = "green"

    [[chips]]
    value = 100
    colour = "black"

    [[period]]
    kind = "level"
    small_blind = 50
    big_blind = 100
    duration_min = 2

    [[period]]
    kind = "level"
    small_blind = 100
    big_blind = 200
    ante = 25
    duration_min = 2

    [[period]]
    kind = "break"
    name = "Dinner"
    duration_min = 1
    colour_up = [25]

    [[period]]
    kind = "level"
    small_blind = 1000
    big_blind = 2000
    ante = 2000
    big_blind_ante = true
    duration_min = 2

    [[period]]
    kind = "level"
    small_blind = 2000
    big_blind = 4000
    duration_min = 180
    """
)


class Clock:
    """The injected time source: tests move it by hand."""

    def __init__(self, now_ms: int) -> None:
        self.now = now_ms

    def __call__(self) -> int:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock(T0)


@pytest.fixture
def feed(clock: Clock) -> MemoryClockFeed:
    return MemoryClockFeed.running("Friday Deepstack", STRUCTURE, clock)


def make_view(qtbot, feed, player: AlertPlayer | None = None, size=(1280, 720)) -> ClockView:
    view = ClockView(feed, player=player)
    qtbot.addWidget(view)
    view.resize(*size)
    feed.listeners.append(view.refresh)
    view.show()
    return view


def at(view: ClockView, clock: Clock, offset_ms: int) -> None:
    clock.now = T0 + offset_ms
    view.refresh()


def test_running_level_shows_time_level_blinds_and_what_comes_next(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed)
    at(view, clock, 35_000)
    face = view.face()
    assert face.level_text == "LEVEL 1"
    assert face.time_text == "1:25"
    assert face.blinds_text == "50 / 100"
    assert face.next_text == "NEXT  100 / 200  ante 25"
    assert face.next_break_text == "BREAK IN 3:25"
    assert face.banner_text == ""
    assert not face.paused


def test_time_rounds_up_and_changes_exactly_on_the_boundary(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed)
    at(view, clock, 35_001)
    assert view.face().time_text == "1:25"
    at(view, clock, 35_999)
    assert view.face().time_text == "1:25"
    at(view, clock, 36_000)
    assert view.face().time_text == "1:24"


def test_ante_and_big_blind_ante_are_labelled(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed)
    at(view, clock, 130_000)
    assert (view.face().level_text, view.face().blinds_text) == ("LEVEL 2", "100 / 200  ante 25")
    assert view.face().next_text == "NEXT  DINNER 1 MIN"
    at(view, clock, 310_000)
    assert view.face().blinds_text == "1,000 / 2,000  BB ante 2,000"


def test_under_a_minute_the_time_turns_amber(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed)
    at(view, clock, 59_000)
    calm = view.face().time_colour
    at(view, clock, 61_000)
    assert view.face().time_colour != calm


def test_break_shows_break_next_level_and_colour_up_banner(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed)
    at(view, clock, 200_000)
    at(view, clock, 250_000 + FLASH_DURATION_MS)  # after the break-start flash
    face = view.face()
    assert face.level_text == "DINNER"
    assert face.time_text == "0:42"
    assert face.blinds_text == "NEXT  1,000 / 2,000  BB ante 2,000"
    assert face.banner_text == "COLOUR UP: remove the 25 (green) chips"


def test_a_paused_colour_up_break_still_says_which_chips_go(qtbot, feed, clock) -> None:
    """Pausing a colour-up break (common: the race takes long) must not hide the colour-up."""
    view = make_view(qtbot, feed)
    at(view, clock, 200_000)
    at(view, clock, 250_000 + FLASH_DURATION_MS)
    clock.now = T0 + 250_000 + FLASH_DURATION_MS
    assert feed.command("toggle")
    face = view.face()
    assert face.paused and face.banner_text == "PAUSED"
    assert face.next_text == "COLOUR UP: remove the 25 (green) chips"
    clock.now += 1_000
    feed.command("toggle")
    assert view.face().next_text == ""


def test_over_an_hour_shows_hours(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed)
    at(view, clock, 420_000 + 5_000)
    assert view.face().time_text == "2:59:55"
    assert view.face().next_text == "LAST LEVEL"
    assert view.face().next_break_text == ""


def test_overtime_counts_up_on_the_last_level(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed)
    at(view, clock, 420_000 + 180 * 60_000 + 65_500)
    assert view.face().time_text == "+1:05"


def test_pause_shows_paused_and_freezes_the_time(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed)
    at(view, clock, 10_000)
    clock.now = T0 + 10_400
    assert feed.command("toggle")  # the feed tells the view
    face = view.face()
    assert face.paused and face.banner_text == "PAUSED"
    at(view, clock, 50_000)
    assert view.face().time_text == "1:50"
    clock.now = T0 + 60_000
    feed.command("toggle")
    assert not view.face().paused and view.face().banner_text == ""


def test_a_tournament_not_started_shows_level_one_at_full_time(qtbot, clock) -> None:
    state = t.apply(None, t.cmd_create("Later", "general", STRUCTURE, T0))
    view = make_view(qtbot, MemoryClockFeed(state, clock))
    at(view, clock, 5000)
    assert (view.face().level_text, view.face().time_text) == ("LEVEL 1", "2:00")
    assert view.face().banner_text == "NOT STARTED"


def _with_players(state, *, entries: int, busted: int):
    """`entries` buy-ins of 10,000 chips at $100 ($0 fee), the first `busted` out."""
    from dealer_assist.core.money.ledger import MoneySettingsChanged
    from dealer_assist.core.roster import EntryBought, PlayerEliminated, PlayerRegistered

    state = t.apply(state, MoneySettingsChanged(event_id="m", at_ms=T0, buy_in=100))
    for n in range(entries):
        state = t.apply(
            state, PlayerRegistered(event_id=f"r{n}", at_ms=T0, player_id=f"p{n}", name=f"P{n}")
        )
        state = t.apply(
            state,
            EntryBought(event_id=f"e{n}", at_ms=T0, player_id=f"p{n}", price=100, chips=10_000),
        )
    for n in range(busted):
        state = t.apply(state, PlayerEliminated(event_id=f"x{n}", at_ms=T0, player_id=f"p{n}"))
    return state


def test_roster_figures_show_dashes_until_known(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed)
    at(view, clock, 1000)
    assert [s.value for s in view.face().stats] == [NO_VALUE] * 4
    known = _with_players(feed.tournament(), entries=50, busted=10)
    view2 = make_view(qtbot, MemoryClockFeed(known, clock))
    view2.refresh()
    # Level 1 is 50/100: 12,500 chips is 125 big blinds.
    assert [(s.label, s.value) for s in view2.face().stats] == [
        ("PLAYERS", "40 / 50"),
        ("AVG STACK", "12,500 · 125 BB"),
        ("CHIPS", "500,000"),
        ("PRIZE POOL", "5,000"),
    ]


def test_repaints_only_when_the_shown_text_changes(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed)
    at(view, clock, 1000)
    changes: list[int] = []
    view.face_changed.connect(lambda: changes.append(clock.now))
    at(view, clock, 1200)
    at(view, clock, 1999)
    assert changes == []
    at(view, clock, 2000)
    assert changes == [T0 + 2000]


def test_timer_is_armed_once_for_the_next_second_boundary(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed)
    at(view, clock, 35_300)  # 84.7 s left: "1:25" until 84.000 s, in 700 ms
    assert view.timer().is_armed()
    assert 600 < view.timer().remaining_ms() <= 700 + BOUNDARY_MARGIN_MS


def test_timer_wakes_the_view_which_reads_the_injected_time(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed)
    at(view, clock, 35_990)  # due in 10 ms
    clock.now = T0 + 36_001  # the source has moved on by the time the timer fires
    with qtbot.waitSignal(view.face_changed, timeout=1000):
        pass
    assert view.face().time_text == "1:24"


def test_the_view_wakes_early_but_never_refreshes_before_the_change(qtbot, feed, clock) -> None:
    """Qt's timers wake late: the timer is set a few ms before the boundary and the view waits
    out the rest itself, so it never shows the new second early (never before `delay`)."""
    import time

    view = make_view(qtbot, feed)
    started_ns = time.monotonic_ns()
    at(view, clock, 35_980)  # due in 20 ms
    assert view.next_change_ms() == 20
    assert view.timer().remaining_ms() <= 20 - EARLY_WAKE_MS + BOUNDARY_MARGIN_MS
    clock.now = T0 + 36_000
    with qtbot.waitSignal(view.face_changed, timeout=1000):
        pass
    assert time.monotonic_ns() - started_ns >= 20_000_000
    assert view.face().time_text == "1:24"


def test_level_change_flashes_and_requests_one_sound(qtbot, feed, clock) -> None:
    player = AlertPlayer(start_ms=T0, enabled=False)
    view = make_view(qtbot, feed, player)
    at(view, clock, 119_900)
    player.requested.clear()  # the one-minute warning was heard in between
    at(view, clock, 119_999)
    assert player.requested == []
    at(view, clock, 120_100)
    assert player.requested == [SoundCue.LEVEL]
    flash = view.flash()
    assert flash is not None and flash.started_ms == T0 + 120_000
    face = view.face()
    assert face.banner_text == "LEVEL 2: NEW BLINDS NEXT DEAL" and face.banner_lit
    at(view, clock, 120_600)
    assert not view.face().banner_lit  # the blink's dark half
    at(view, clock, 120_000 + FLASH_DURATION_MS)
    assert view.face().banner_text == ""


def test_flash_blinks_on_the_same_single_timer(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed, AlertPlayer(start_ms=T0, enabled=False))
    at(view, clock, 119_000)
    at(view, clock, 120_250)  # 250 ms into the flash: it toggles in 250 ms, before the second
    assert 150 < view.timer().remaining_ms() <= 250 + BOUNDARY_MARGIN_MS


def test_one_minute_warning_sounds_once(qtbot, feed, clock) -> None:
    player = AlertPlayer(start_ms=T0, enabled=False)
    view = make_view(qtbot, feed, player)
    at(view, clock, 59_000)
    at(view, clock, 60_001)
    assert player.requested == [SoundCue.WARNING]
    assert view.face().banner_text == "ONE MINUTE LEFT"


def test_a_time_correction_ends_a_stale_one_minute_flash(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed, AlertPlayer(start_ms=T0, enabled=False))
    at(view, clock, 59_000)
    at(view, clock, 61_000)
    assert view.face().banner_text == "ONE MINUTE LEFT"
    for _ in range(9):  # nine more minutes on the level: no longer a minute left
        assert feed.command("plus_minute")
    at(view, clock, 62_000)
    assert view.face().banner_text == "" and view.face().time_text == "9:58"


class StateFeed:
    """A feed whose state the test replaces, as an undo (a replay without the last event) does."""

    def __init__(self, state: t.TournamentState | None, clock: Clock) -> None:
        self.state = state
        self.clock = clock
        self.listeners: list = []

    def tournament(self) -> t.TournamentState | None:
        return self.state

    def now_ms(self) -> int:
        return self.clock()


def test_no_repeat_after_rereading_the_same_interval(qtbot, feed, clock) -> None:
    player = AlertPlayer(start_ms=T0, enabled=False)
    view = make_view(qtbot, feed, player)
    at(view, clock, 119_000)
    at(view, clock, 121_000)
    assert player.requested == [SoundCue.LEVEL]
    # A reload: the same state replayed into a new object, read by a new view on the player.
    again = make_view(qtbot, StateFeed(msgspec.structs.replace(feed.tournament()), clock), player)
    at(again, clock, 121_000)
    at(view, clock, 121_500)
    assert player.requested == [SoundCue.LEVEL]


def test_time_source_stepping_back_does_not_repeat_a_sound(qtbot, feed, clock) -> None:
    # A replica's clock offset corrected backwards reads the same interval twice.
    player = AlertPlayer(start_ms=T0, enabled=False)
    view = make_view(qtbot, feed, player)
    at(view, clock, 119_000)
    at(view, clock, 121_000)
    at(view, clock, 119_500)
    at(view, clock, 120_500)
    assert player.requested == [SoundCue.LEVEL]


def test_a_manual_level_change_is_announced_once(qtbot, feed, clock) -> None:
    player = AlertPlayer(start_ms=T0, enabled=False)
    view = make_view(qtbot, feed, player)
    at(view, clock, 10_000)
    clock.now = T0 + 10_500
    feed.command("next")
    assert view.face().level_text == "LEVEL 2"
    assert view.face().banner_text == "LEVEL 2: NEW BLINDS NEXT DEAL"
    assert player.requested == [SoundCue.LEVEL]
    at(view, clock, 11_000)
    assert player.requested == [SoundCue.LEVEL]


def test_starting_the_clock_chimes_but_flashes_no_new_blinds(qtbot, clock) -> None:
    """Level 1 at the very start is not "new blinds": the chime says the clock started, the
    banner stays clear (it used to read "LEVEL 1: NEW BLINDS NEXT DEAL")."""
    player = AlertPlayer(start_ms=T0, enabled=False)
    feed = StateFeed(t.apply(None, t.cmd_create("Later", "general", STRUCTURE, T0)), clock)
    view = make_view(qtbot, feed, player)
    at(view, clock, 5000)
    feed.state = t.apply(feed.state, t.cmd_start(feed.state, T0 + 5000))
    at(view, clock, 5100)
    assert player.requested == [SoundCue.LEVEL]
    assert view.face().banner_text == ""
    assert view.face().level_text == "LEVEL 1"


def test_undo_of_a_level_change_makes_no_new_sound(qtbot, feed, clock) -> None:
    player = AlertPlayer(start_ms=T0, enabled=False)
    state_feed = StateFeed(feed.tournament(), clock)
    view = make_view(qtbot, state_feed, player)
    at(view, clock, 119_000)
    at(view, clock, 121_000)
    before = state_feed.state
    state_feed.state = t.apply(before, t.cmd_break_now(before, T0 + 130_000))
    at(view, clock, 130_100)
    assert view.face().level_text == "DINNER"
    assert player.requested == [SoundCue.LEVEL, SoundCue.BREAK]
    state_feed.state = before  # undo: the journal without the jump, replayed
    at(view, clock, 131_000)
    assert view.face().level_text == "LEVEL 2"
    assert player.requested == [SoundCue.LEVEL, SoundCue.BREAK]


def test_waking_from_sleep_shows_the_latest_alert_and_sounds_only_a_fresh_one(
    qtbot, feed, clock
) -> None:
    player = AlertPlayer(start_ms=T0, enabled=False)
    view = make_view(qtbot, feed, player)
    at(view, clock, 100_000)
    at(view, clock, 241_000)  # slept through level 2 and the one-minute warning
    assert player.requested == [SoundCue.BREAK]
    assert view.face().banner_text == "COLOUR UP: remove the 25 (green) chips"
    assert view.face().banner_lit


def test_a_view_without_a_player_still_flashes(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed)  # the director's mini clock
    at(view, clock, 299_000)
    at(view, clock, 300_100)
    assert view.face().banner_text == "LEVEL 3: NEW BLINDS NEXT DEAL"
    assert view.flash() is not None and view.flash().started_ms == T0 + 300_000


def test_font_grows_with_the_window(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed, size=(640, 360))
    at(view, clock, 1000)
    small = view.time_font().pixelSize()
    view.resize(1920, 1080)
    large = view.time_font().pixelSize()
    view.resize(3840, 2160)
    huge = view.time_font().pixelSize()
    assert small < large < huge
    assert large > 300  # a third of a 1080p screen: readable across a room


def test_the_time_fits_its_band_at_every_size(qtbot, feed, clock) -> None:
    from PySide6.QtGui import QFontMetricsF

    view = make_view(qtbot, feed)
    at(view, clock, 420_000 + 5_000)  # "2:59:55", the widest
    for size in ((480, 270), (1280, 720), (1920, 1080), (3840, 2160), (1080, 1920)):
        view.resize(*size)
        band = view.band_rects()["time"]
        width = QFontMetricsF(view.time_font()).horizontalAdvance(view.face().time_text)
        assert width <= band.width(), size


def test_view_paints_without_error_in_every_state(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed)
    for offset in (1000, 60_500, 120_100, 250_000, 310_000, 420_000 + 11_000_000):
        at(view, clock, offset)
        image = view.grab().toImage()
        assert not image.isNull() and image.width() == view.width()


class PaintedRegions:
    """Records the region of each paint event a view gets (from its event filter)."""

    def __init__(self, view: ClockView) -> None:
        from PySide6.QtCore import QObject

        self.regions: list = []
        recorder = self

        class Filter(QObject):
            def eventFilter(self, watched, event):  # noqa: N802
                from PySide6.QtCore import QEvent

                if event.type() == QEvent.Type.Paint:
                    recorder.regions.append(event.region())
                return False

        self._filter = Filter(view)
        view.installEventFilter(self._filter)

    def take(self, qtbot) -> list:
        qtbot.wait(1)  # let the update requests be delivered
        regions, self.regions = self.regions, []
        return regions


def test_a_new_second_repaints_only_the_digit_that_changed(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed, size=(1920, 1080))
    qtbot.waitExposed(view)
    painted = PaintedRegions(view)

    def boxes(before: str, after: str, index: int) -> QRect:
        return view.time_glyphs(before)[index][2].united(view.time_glyphs(after)[index][2])

    at(view, clock, 431_500)  # the last level: no break to count down to
    before = view.face().time_text
    painted.take(qtbot)
    at(view, clock, 432_000)
    after = view.face().time_text
    assert before[:-1] == after[:-1] and before[-1] != after[-1]
    (region,) = painted.take(qtbot)
    assert region.boundingRect() == boxes(before, after, -1)  # the old and new digit only
    assert region.boundingRect().width() * region.boundingRect().height() < 0.05 * 1920 * 1080
    at(view, clock, 439_000)
    before = view.face().time_text
    painted.take(qtbot)
    at(view, clock, 441_000)  # 2:59:41 -> 2:59:39: two digits
    (region,) = painted.take(qtbot)
    after = view.face().time_text
    assert region.boundingRect() == boxes(before, after, -2).united(boxes(before, after, -1))


def test_the_break_countdown_repaints_its_row_and_the_digit(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed, size=(1920, 1080))
    qtbot.waitExposed(view)
    at(view, clock, 31_500)  # level 1: the break is counted down too
    assert view.face().next_break_text.startswith("BREAK IN")
    painted = PaintedRegions(view)
    painted.take(qtbot)
    at(view, clock, 32_000)  # 1:29 -> 1:28
    (region,) = painted.take(qtbot)
    rects = view.band_rects()
    time_box = region.intersected(rects["time"].toAlignedRect()).boundingRect()
    assert region.boundingRect() == rects["next"].toAlignedRect().united(time_box)
    assert time_box.width() < rects["time"].width() / 4  # a digit, not the whole time
    assert not region.intersects(rects["level"].toAlignedRect())
    assert not region.intersects(rects["stats"].toAlignedRect())


def test_a_level_change_with_its_flash_repaints_the_whole_view(qtbot, feed, clock) -> None:
    view = make_view(qtbot, feed, AlertPlayer(start_ms=T0, enabled=False), size=(1920, 1080))
    qtbot.waitExposed(view)
    at(view, clock, 119_500)
    painted = PaintedRegions(view)
    painted.take(qtbot)
    at(view, clock, 120_000)  # level 2, its flash lit: the whole screen pulses
    (region,) = painted.take(qtbot)
    assert region.boundingRect() == view.rect()


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (480, 270)])
def test_partial_repaints_leave_the_pixels_a_full_paint_makes(qtbot, feed, clock, size) -> None:
    """What is on the screen after a night of partial repaints (the offscreen platform keeps
    the window's pixels) is a full paint of the same face: equal but for antialiasing (a
    window's pixels and a grab's, or text drawn before Qt cached its glyphs, differ by a few
    levels at glyph edges; a stale or missing character would differ by hundreds)."""
    import numpy as np
    from PySide6.QtGui import QGuiApplication, QImage

    def pixels(image: QImage) -> np.ndarray:
        image = image.convertToFormat(QImage.Format.Format_RGB32)
        return np.frombuffer(image.constBits(), np.uint8).astype(np.int16)

    player = AlertPlayer(start_ms=T0, enabled=False)
    view = make_view(qtbot, feed, player, size=size)
    qtbot.waitExposed(view)
    screen = QGuiApplication.primaryScreen()
    for step in (1000, 2000, 9_000, 10_000, 30_000, "pause", 31_000, "resume", 59_000, 60_000,
                 61_000, 119_000, 120_000, 120_500, 121_000, 129_000, 130_000, 239_000, 240_000,
                 250_000, "pause", 251_000, "resume", 299_000, 300_000, 310_000,
                 420_000 + 11_000_000):  # fmt: skip
        if step == "pause" or step == "resume":
            feed.command("toggle")  # PAUSED takes the banner, the time greys
            view.refresh()
        else:
            at(view, clock, step)
        qtbot.wait(1)
        shown = pixels(screen.grabWindow(view.winId()).toImage())
        full = pixels(view.grab().toImage())
        assert np.abs(shown - full).max() <= 40, (step, view.face().time_text)


def test_space_in_the_window_pauses_a_local_clock(qtbot, feed, clock) -> None:
    window = ClockWindow(feed)
    qtbot.addWidget(window)
    feed.listeners.append(window.view.refresh)
    window.on_command = feed.command
    window.show()
    clock.now = T0 + 5000
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.view.face().banner_text == "PAUSED"
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.view.face().level_text == "LEVEL 2"


def test_an_owner_key_hook_sees_keys_first(qtbot, feed) -> None:
    window = ClockWindow(feed)
    qtbot.addWidget(window)
    seen: list[int] = []
    window.on_key = lambda key: seen.append(key) or key == Qt.Key.Key_B
    window.on_command = lambda name: seen.append(name)
    window.show()
    qtbot.keyClick(window, Qt.Key.Key_B)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert seen == [Qt.Key.Key_B, Qt.Key.Key_Space, ClockAction.TOGGLE]


def test_f11_and_escape_toggle_fullscreen(qtbot, feed) -> None:
    window = ClockWindow(feed)
    qtbot.addWidget(window)
    window.show_on(window.screen(), fullscreen=False)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert window.isFullScreen()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isFullScreen()
    qtbot.keyClick(window, Qt.Key.Key_Escape)  # Esc never enters fullscreen
    assert not window.isFullScreen()


def test_choose_screen_prefers_the_second() -> None:
    assert choose_screen(["main"]) == "main"  # type: ignore[list-item]
    assert choose_screen(["main", "tv"]) == "tv"  # type: ignore[list-item]
    assert choose_screen(["main", "tv"], 0) == "main"  # type: ignore[list-item]
    assert choose_screen(["main", "tv"], 7) == "tv"  # type: ignore[list-item]
    with pytest.raises(RuntimeError):
        choose_screen([])


def test_choose_screen_follows_the_x_screen_display_names() -> None:
    """DISPLAY=:0.1 makes Qt list X screen 1 first: `--screen N` still means X screen N, and
    with no --screen the clock goes where DISPLAY points."""
    qt_order = ["x1", "x0", "x2"]  # what Qt lists under DISPLAY=:0.1
    assert choose_screen(qt_order, display_screen=1) == "x1"  # type: ignore[arg-type]
    for n in range(3):
        assert choose_screen(qt_order, n, display_screen=1) == f"x{n}"  # type: ignore[arg-type]
    # DISPLAY=:0.0 (or no screen named): the second screen, as before.
    assert choose_screen(["x0", "x1"], display_screen=0) == "x1"  # type: ignore[list-item]
    assert choose_screen(["x0", "x1"], display_screen=None) == "x1"  # type: ignore[list-item]


XVFB_SCRIPT = """
from PySide6.QtWidgets import QApplication
from dealer_assist.app_clock import MemoryClockFeed, _demo_toml
from dealer_assist.ui.tv.clock_window import ClockWindow, choose_screen
import sys

app = QApplication([])
feed = MemoryClockFeed.running("X screens", _demo_toml(), lambda: 1_700_000_000_000)
requested = None if sys.argv[1] == "default" else int(sys.argv[1])
window = ClockWindow(feed)
window.show_on(choose_screen(app.screens(), requested))
app.processEvents()
print(window.screen().geometry().width(), window.isFullScreen())
"""


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb")
@pytest.mark.parametrize(
    ("display", "requested", "width"),
    [(".0", "1", 1024), (".0", "default", 1024), (".1", "default", 1024), (".1", "0", 1280)],
)
def test_the_clock_lands_on_the_x_screen_asked_for_under_xvfb(
    tmp_path: Path, display: str, requested: str, width: int
) -> None:
    """Xvfb with two X screens: 0 is 1280 wide, 1 (the TV) 1024."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x720x24"]
        + ["-screen", "1", "1024x600x24"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        pass_fds=(write_end,),
    )
    os.close(write_end)
    try:
        with os.fdopen(read_end) as ready:  # Xvfb writes its display number once it listens
            number = ready.readline().strip()
        env = dict(os.environ, QT_QPA_PLATFORM="xcb", DISPLAY=f":{number}{display}")
        done = subprocess.run(
            [sys.executable, "-c", XVFB_SCRIPT, requested],
            capture_output=True,
            text=True,
            env=env,
            timeout=60,
            cwd=Path(__file__).resolve().parent.parent,
        )
    finally:
        server.terminate()
        server.wait(timeout=10)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [str(width), "True"]


SCREENS = {
    "synchronousWindowSystemEvents": False,
    "windowFrameMargins": False,
    "screens": [
        {"name": "MAIN", "x": 0, "y": 0, "width": 1920, "height": 1080,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
        {"name": "TV", "x": 1920, "y": 0, "width": 1280, "height": 720,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
    ],
}  # fmt: skip

TWO_SCREEN_SCRIPT = """
import sys
from PySide6.QtWidgets import QApplication
from dealer_assist.app_clock import MemoryClockFeed, _demo_toml
from dealer_assist.ui.tv.clock_window import ClockWindow, choose_screen

app = QApplication([])
feed = MemoryClockFeed.running("Two screens", _demo_toml(), lambda: 1_700_000_000_000)
requested = None if sys.argv[1] == "default" else int(sys.argv[1])
window = ClockWindow(feed)
window.show_on(choose_screen(app.screens(), requested))
app.processEvents()
g = window.geometry()
print(len(app.screens()), window.screen().name(), window.isFullScreen(), g.x(), g.y(), g.width(),
      g.height(), window.view.width(), window.view.height())
"""


@pytest.mark.slow
@pytest.mark.parametrize(
    ("requested", "expected"),
    [("default", "2 TV True 1920 0 1280 720"), ("0", "2 MAIN True 0 0 1920 1080")],
)
def test_fullscreen_on_the_second_of_two_screens(tmp_path: Path, requested, expected) -> None:
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(SCREENS), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    done = subprocess.run(
        [sys.executable, "-c", TWO_SCREEN_SCRIPT, requested],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        cwd=Path(__file__).resolve().parent.parent,
    )
    assert done.returncode == 0, done.stderr
    fields = done.stdout.split()
    assert " ".join(fields[:7]) == expected
    # The clock face fills the whole screen.
    assert fields[7:] == fields[5:7]


# The `clock` command as `dealer-assist clock --demo` runs it, with a probe that notes, at the
# first paint and once the first paint is done, whether the window has its alert player yet.
AUDIO_AFTER_PAINT_SCRIPT = """
import argparse, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
from dealer_assist.commands import clock
from dealer_assist.ui.tv.clock_window import ClockWindow

def window():
    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, ClockWindow))

class Probe(QObject):
    seen = False
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not self.seen:
            self.seen = True
            print("at-first-paint", window().player is None, window().view.player() is None)
            QTimer.singleShot(200, self.later)
        return False
    def later(self):
        print("after", window().player is not None, window().view.player() is window().player)
        QApplication.exit(0)

app = QApplication([])
probe = Probe()
app.installEventFilter(probe)
parser = argparse.ArgumentParser()
parser.add_argument("--data-dir")
clock.configure(parser)
sys.exit(clock.run(parser.parse_args(["--demo", "--windowed", "--muted"])))
"""


@pytest.mark.slow
def test_the_clock_command_sets_up_audio_after_the_first_paint() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", AUDIO_AFTER_PAINT_SCRIPT],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        cwd=Path(__file__).resolve().parent.parent,
    )
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stdout.splitlines() if line.startswith(("at-", "after"))]
    assert lines == ["at-first-paint True True", "after True True"]


def test_the_window_says_when_its_first_paint_is_done(qtbot, feed) -> None:
    window = ClockWindow(feed)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.first_painted, timeout=2000):
        window.show()
    player = AlertPlayer(start_ms=T0, enabled=False)
    window.set_player(player)
    assert window.player is player and window.view.player() is player
    assert window.test_sound() == "muted"  # it answers the sound check now


def test_a_player_set_later_sounds_what_the_view_took_without_it(qtbot, feed, clock) -> None:
    """The TV's player comes after the first paint: a level change read before it came is
    still sounded once it comes (once only), unless it has gone stale."""
    view = make_view(qtbot, feed)
    at(view, clock, 119_900)
    at(view, clock, 120_100)  # level 2, read with no player yet
    player = AlertPlayer(start_ms=T0, enabled=False)
    view.set_player(player)
    assert player.requested == [SoundCue.LEVEL]
    at(view, clock, 120_200)
    view.set_player(player)
    assert player.requested == [SoundCue.LEVEL]
    clock.now = T0
    late = make_view(qtbot, MemoryClockFeed.running("Late", STRUCTURE, clock))
    at(late, clock, 119_900)
    at(late, clock, 120_100)
    clock.now += 10_000  # the player comes 10 s after the change: too late to chime
    stale = AlertPlayer(start_ms=T0, enabled=False)
    late.set_player(stale)
    assert stale.requested == [] and stale.last_handled_ms == T0 + 120_000


# -- Feeds ---------------------------------------------------------------------------------------


def test_journal_feed_follows_what_the_director_appends(qtbot, clock, tmp_path) -> None:
    from dealer_assist.store.follower import JournalFollower
    from dealer_assist.store.session import Session

    path = tmp_path / "friday.sqlite"
    created = t.cmd_create("Friday", "general", STRUCTURE, T0)
    with Session.open(path, t.apply, None, create=True) as director:
        director.execute(created)
        director.execute(t.cmd_start(director.state, T0))
        feed = JournalClockFeed(JournalFollower(path), clock)
        view = make_view(qtbot, feed)
        at(view, clock, 30_000)
        assert view.face().time_text == "1:30"
        director.execute(t.cmd_pause(director.state, T0 + 30_000))
        assert not view.face().paused  # not seen until the feed polls
        assert feed.poll()
        assert view.face().banner_text == "PAUSED"
        assert not feed.poll()  # nothing new
        feed.close()


def _args(**overrides) -> argparse.Namespace:
    values = {"structure": None, "demo": False, "data_dir": None}
    values.update(overrides)
    return argparse.Namespace(**values)


def test_without_a_tournament_the_demo_runs_from_now(clock) -> None:
    feed = build_feed(_args(), clock)
    state = feed.tournament()
    assert state.anchor is not None and state.anchor.anchored_at_ms == T0
    assert state.anchor.running and state.structure.name.startswith("Demo")


def test_a_structure_file_runs_locally(clock, tmp_path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(STRUCTURE, encoding="utf-8")
    feed = build_feed(_args(structure=path), clock)
    assert isinstance(feed, MemoryClockFeed)
    assert feed.tournament().structure.name == "Test structure"


def _director_creates(library, name: str, *, start_at: int | None = None) -> None:
    """What the director's window does: create a journal, write its tournament, let it go."""
    from dealer_assist.store.session import Session

    info = library.create(name)
    with Session(library.open(info.path), t.apply, None) as director:
        director.execute(t.cmd_create(name, "general", STRUCTURE, T0))
        if start_at is not None:
            director.execute(t.cmd_start(director.state, start_at))


def _poll_library(feed) -> bool:
    """Poll as the TV's timer does until the feed has looked at the library once."""
    from dealer_assist.app_clock import LIBRARY_CHECK_POLLS

    return any([feed.poll() for _ in range(LIBRARY_CHECK_POLLS)])


def test_the_most_recent_tournament_is_followed(clock, tmp_path) -> None:
    from dealer_assist import paths
    from dealer_assist.app_clock import LibraryClockFeed
    from dealer_assist.store.library import TournamentLibrary

    library = TournamentLibrary(paths.tournaments_dir(tmp_path))
    _director_creates(library, "Sunday Special")
    feed = build_feed(_args(data_dir=str(tmp_path)), clock)
    try:
        assert isinstance(feed, LibraryClockFeed)
        assert feed.tournament().name == "Sunday Special"
        assert feed.tournament().anchor is None
        assert not feed.command("toggle")  # the director's tournament: keys do nothing
    finally:
        feed.close()


def test_the_tv_switches_when_the_director_opens_another_tournament(qtbot, clock, tmp_path) -> None:
    from dealer_assist import paths
    from dealer_assist.store.library import TournamentLibrary

    library = TournamentLibrary(paths.tournaments_dir(tmp_path))
    feed = build_feed(_args(data_dir=str(tmp_path)), clock)
    view = make_view(qtbot, feed)
    try:
        assert feed.followed is None and feed.tournament().name == "Demo tournament"
        assert feed.command("toggle")  # the demo's keys work until a tournament appears
        _director_creates(library, "Friday", start_at=T0)
        assert _poll_library(feed)
        assert feed.tournament().name == "Friday" and view.face().title == "Friday"
        _director_creates(library, "Saturday")
        assert _poll_library(feed)
        assert feed.tournament().name == "Saturday"
        # The director goes back to Friday: opening it makes it the most recent.
        friday = next(i for i in library.list() if i.name == "Friday")
        with library.open(friday.path) as journal:
            library.note_opened(journal)
        assert _poll_library(feed)
        assert feed.tournament().name == "Friday" and view.face().title == "Friday"
    finally:
        feed.close()


def test_an_unchanged_library_costs_a_stat_not_a_listing(clock, tmp_path, monkeypatch) -> None:
    from dealer_assist import paths
    from dealer_assist.store.library import TournamentLibrary

    library = TournamentLibrary(paths.tournaments_dir(tmp_path))
    for name in ("One", "Two", "Three"):
        _director_creates(library, name)
    feed = build_feed(_args(data_dir=str(tmp_path)), clock)
    listings: list[int] = []
    original = TournamentLibrary.most_recent
    monkeypatch.setattr(
        TournamentLibrary, "most_recent", lambda self: listings.append(1) or original(self)
    )
    try:
        for _ in range(5):
            assert not _poll_library(feed)
        assert listings == []  # no journal changed: not one tournament was read
    finally:
        feed.close()


def test_an_illegal_key_command_is_refused_not_raised(feed, clock) -> None:
    clock.now = T0 + 1000
    assert not feed.command("previous")  # already on the first period
    assert feed.tournament().anchor.period_index == 0
    with pytest.raises(ValueError, match="unknown clock command"):
        feed.command("explode")


def test_the_clock_command_module_imports_no_qt() -> None:
    # `dealer-assist --help` builds every sub-command's parser: Qt must wait for `run`.
    script = (
        "import sys, argparse\n"
        "from dealer_assist.commands import clock\n"
        "clock.configure(argparse.ArgumentParser())\n"
        "print(sorted(m for m in sys.modules if m.startswith('PySide6')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).resolve().parent.parent,
    )
    assert done.stdout.strip() == "[]"


# Period ends and one-minute marks of STRUCTURE: where alerts, flashes and overtime begin.
_MOMENTS_MS = (60_000, 120_000, 180_000, 240_000, 300_000, 360_000, 420_000, 11_160_000, 11_220_000)
_OFFSETS = st.one_of(
    st.integers(min_value=-5_000, max_value=11_400_000),
    st.builds(
        lambda moment, delta: moment + delta,
        st.sampled_from(_MOMENTS_MS),
        st.integers(min_value=-1_500, max_value=FLASH_DURATION_MS + 1_500),
    ),
)


@settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(offset_ms=_OFFSETS)
def test_nothing_shown_changes_before_the_timer_wakes(qtbot, offset_ms: int) -> None:
    # The view sleeps until `next_change_ms`: a face computed just before then must be the
    # same face (no missed second, no missed blink), and the sleep is at most one second.
    clock = Clock(T0)
    feed = MemoryClockFeed.running("Property", STRUCTURE, clock)
    view = ClockView(feed, player=None)
    qtbot.addWidget(view)
    at(view, clock, offset_ms - 30_000)  # an earlier read, so alerts and flashes are live
    at(view, clock, offset_ms)
    before = view.face()
    delay = view.next_change_ms()
    assert delay is not None and 1 <= delay <= 1000
    at(view, clock, offset_ms + delay - 1)
    assert view.face() == before


def test_a_long_tournament_name_is_cut_not_shrunk_out_of_sight(qtbot) -> None:
    """A 1280x720 TV: the level band is about 68 px high and the corner has about 300 px. A
    short name fits whole; a long one keeps a readable size and ends with an ellipsis."""
    band, room = 68.0, 300.0
    font, text = title_fit("Friday", room, band)
    assert text == "Friday" and font.pixelSize() >= band * TITLE_MIN_SHARE
    name = "Fountain Valley Friday Night Freezeout, Autumn Series"
    font, text = title_fit(name, room, band)
    assert font.pixelSize() >= int(band * TITLE_MIN_SHARE)
    assert text.endswith("…") and name.startswith(text[:-1])


def test_s_plays_the_sound_check_and_the_banner_says_so(qtbot, feed, clock) -> None:
    player = AlertPlayer(start_ms=T0, enabled=False)
    player.test_sound = lambda: None  # as when an output device exists
    window = ClockWindow(feed, player=player)
    qtbot.addWidget(window)
    window.show()
    qtbot.keyClick(window, Qt.Key.Key_S)
    assert window.view.face().banner_text == "SOUND CHECK"
    clock.now = T0 + 9000
    window.view.refresh()
    assert window.view.face().banner_text == ""  # a flash: gone after a few seconds


def test_s_on_a_silent_clock_says_why_on_the_banner(qtbot, feed) -> None:
    muted = ClockWindow(feed, player=AlertPlayer(start_ms=T0, enabled=False))
    soundless = ClockWindow(feed)
    for window in (muted, soundless):
        qtbot.addWidget(window)
        window.show()
        qtbot.keyClick(window, Qt.Key.Key_S)
    assert muted.view.face().banner_text == "NO SOUND: MUTED"
    assert soundless.view.face().banner_text == "NO SOUND: THIS CLOCK PLAYS NO SOUNDS"


def test_the_sound_check_shows_before_the_start_and_while_paused(qtbot, feed, clock) -> None:
    """The moment a director checks the speakers is before play or at a pause: the notice
    must win the NOT STARTED / PAUSED banner for its few seconds, then give it back."""
    not_started = MemoryClockFeed(
        t.apply(None, t.cmd_create("Early", "general", STRUCTURE, T0)), clock
    )
    for shown_feed in (not_started, feed):
        window = ClockWindow(shown_feed, player=AlertPlayer(start_ms=T0, enabled=False))
        qtbot.addWidget(window)
        shown_feed.listeners.append(window.view.refresh)
        window.show()
        if shown_feed is feed:
            clock.now = T0 + 250_000 + FLASH_DURATION_MS  # in the colour-up break
            assert feed.command("toggle")  # paused
        stopped_banner = window.view.face().banner_text
        assert stopped_banner in ("NOT STARTED", "PAUSED")
        qtbot.keyClick(window, Qt.Key.Key_S)
        assert window.view.face().banner_text == "NO SOUND: MUTED"
        if shown_feed is feed:  # the chips to remove stay on screen under the notice
            assert window.view.face().next_text == "COLOUR UP: remove the 25 (green) chips"
        clock.now += FLASH_DURATION_MS
        window.view.refresh()
        assert window.view.face().banner_text == stopped_banner


def test_in_a_running_colour_up_break_any_banner_leaves_the_chips_line(qtbot, feed, clock) -> None:
    window = ClockWindow(feed, player=AlertPlayer(start_ms=T0, enabled=False))
    qtbot.addWidget(window)
    feed.listeners.append(window.view.refresh)
    window.show()
    clock.now = T0 + 250_000 + FLASH_DURATION_MS  # in the colour-up break, running
    window.view.refresh()
    chips = "COLOUR UP: remove the 25 (green) chips"
    assert window.view.face().banner_text == chips and window.view.face().next_text == ""
    qtbot.keyClick(window, Qt.Key.Key_S)
    assert window.view.face().banner_text == "NO SOUND: MUTED"
    assert window.view.face().next_text == chips


def test_the_tv_says_while_rebuys_and_the_add_on_are_sold() -> None:
    """Fountain Valley: rebuys until 8 pm (through level 2), the add-on at 8 pm (level 3)."""
    from dealer_assist.resources import resource_path
    from dealer_assist.ui.tv.clock_view import tournament_stats

    toml = resource_path("structures", "fountain-valley.toml").read_text(encoding="utf-8")
    state = t.apply(None, t.cmd_create("FV", "fountain-valley", toml, T0))
    state = t.apply(state, t.cmd_start(state, T0))

    def sale_at(level: int) -> tuple[str, str] | None:
        index = next(
            i
            for i in range(len(state.structure.periods))
            if state.structure.level_number(i) == level
        )
        moved = t.apply(state, t.cmd_jump(state, T0 + level, index))
        stats = tournament_stats(moved, moved.reading(T0 + level))
        extra = [s for s in stats if s.label in ("REBUYS", "ADD-ON")]
        return (extra[0].label, extra[0].value) if extra else None

    assert sale_at(1) == ("REBUYS", "TO LEVEL 2")
    assert sale_at(3) == ("ADD-ON", "NOW")
    assert sale_at(4) is None


# -- what the room sees: the time of day, the payouts panel, a portrait TV --------------------


def test_the_clock_shows_the_time_of_day_and_wakes_when_the_minute_turns(qtbot, clock) -> None:
    import time

    from dealer_assist.ui.tv.clock_view import ms_until_minute, time_of_day

    not_started = MemoryClockFeed(
        t.apply(None, t.cmd_create("Early", "general", STRUCTURE, T0)), clock
    )
    view = make_view(qtbot, not_started)
    clock.now = T0 + 12_345
    view.refresh()
    expected = time.strftime("%H:%M", time.localtime((T0 + 12_345) // 1000))
    assert view.face().time_of_day == expected == time_of_day(T0 + 12_345)
    # The view wakes for the minute's turn, whatever else it waits for.
    delay = ms_until_minute(T0 + 12_345)
    assert 0 < view.next_change_ms() <= delay <= 60_000
    clock.now += delay - 1
    view.refresh()
    assert view.face().time_of_day == expected
    clock.now += 1
    view.refresh()
    assert view.face().time_of_day != expected


def test_the_stats_band_alternates_with_the_payouts_every_ten_seconds(clock) -> None:
    from dealer_assist.core.money.ledger import PayoutTableChanged
    from dealer_assist.core.money.payouts import preset_table
    from dealer_assist.ui.tv.clock_view import PANEL_MS, clock_face, payout_stats

    feed = MemoryClockFeed.running("Friday Deepstack", STRUCTURE, clock)
    state = _with_players(feed.tournament(), entries=20, busted=5)  # a pool of 2,000
    start = T0 - T0 % (2 * PANEL_MS)  # the room's figures from here, the payouts 10 s on

    def stats_at(shown, offset_ms: int) -> tuple:
        now = start + offset_ms
        return clock_face(shown, shown.reading(now), None, now).stats

    room = stats_at(state, 0)
    assert [s.label for s in room][:4] == ["PLAYERS", "AVG STACK", "CHIPS", "PRIZE POOL"]
    assert stats_at(state, PANEL_MS - 1) == room
    preset = preset_table(2_000, 20)
    payouts = stats_at(state, PANEL_MS)
    assert payouts == payout_stats(state)
    assert [(s.label, s.value) for s in payouts][:3] == [
        ("1ST", f"{preset.amount(1):,}"),
        ("2ND", f"{preset.amount(2):,}"),
        ("3RD", f"{preset.amount(3):,}"),
    ]
    assert sum(int(s.value.replace(",", "")) for s in payouts) == 2_000
    assert stats_at(state, 2 * PANEL_MS - 1) == payouts
    assert stats_at(state, 2 * PANEL_MS) == room
    # The ledger's kept table wins over the preset.
    kept = t.apply(
        state,
        PayoutTableChanged(
            event_id="pt", at_ms=T0, shares=("50%", "30%", "20%"), remainder_place=1
        ),
    )
    assert [(s.label, s.value) for s in stats_at(kept, PANEL_MS)] == [
        ("1ST", "1,000"),
        ("2ND", "600"),
        ("3RD", "400"),
    ]
    # No pool: no panel, the room's figures stay.
    assert [s.label for s in stats_at(feed.tournament(), PANEL_MS)] == [
        "PLAYERS",
        "AVG STACK",
        "CHIPS",
        "PRIZE POOL",
    ]


def test_the_panel_turns_on_the_clocks_own_time_and_repaints_only_then(qtbot, clock) -> None:
    from dealer_assist.ui.tv.clock_view import PANEL_MS

    feed = MemoryClockFeed.running("Friday Deepstack", STRUCTURE, clock)
    state = _with_players(feed.tournament(), entries=20, busted=5)
    paused = t.apply(state, t.cmd_pause(state, T0 + 1_000))  # nothing else changes
    window = ClockWindow(MemoryClockFeed(paused, clock))  # the TV window turns the panel on
    qtbot.addWidget(window)
    window.show()
    view = window.view
    start = T0 - T0 % (2 * PANEL_MS) + 2 * PANEL_MS
    clock.now = start + 3_000
    view.refresh()
    assert view.face().stats[0].label == "PLAYERS"
    assert view.next_change_ms() <= PANEL_MS - 3_000
    changes: list[int] = []
    view.face_changed.connect(lambda: changes.append(clock.now))
    clock.now = start + PANEL_MS - 1
    view.refresh()
    assert view.face().stats[0].label == "PLAYERS"
    clock.now = start + PANEL_MS
    view.refresh()
    assert view.face().stats[0].label == "1ST"
    assert view.next_change_ms() <= PANEL_MS
    assert changes[-1] == start + PANEL_MS


def test_a_portrait_tv_stacks_the_bands_without_overlap_and_the_time_fits(
    qtbot, feed, clock
) -> None:
    from PySide6.QtGui import QFontMetricsF

    state = _with_players(feed.tournament(), entries=50, busted=10)
    view = make_view(qtbot, MemoryClockFeed(state, clock), size=(1080, 1920))
    at(view, clock, 420_000 + 5_000)  # "2:59:55", the widest time
    assert view.portrait()
    rects = view.band_rects()
    assert "title" in rects  # the name and the time of day get a band of their own
    names = list(rects)
    for i, a in enumerate(names):
        assert view.rect().toRectF().contains(rects[a]), a
        for b in names[i + 1 :]:
            overlap = rects[a].intersected(rects[b])
            assert overlap.isEmpty() or overlap.height() < 1e-6, (a, b)
    band = rects["time"]
    metrics = QFontMetricsF(view.time_font())
    assert metrics.horizontalAdvance(view.face().time_text) <= band.width()
    assert metrics.height() <= band.height() * 1.2
    # As large as the width allows: the widest time fills most of the width.
    assert metrics.horizontalAdvance(view.face().time_text) > 0.8 * band.width()
    image = view.grab().toImage()
    assert not image.isNull() and image.height() == 1920
    # A landscape view keeps the title in the level band.
    view.resize(1920, 1080)
    assert not view.portrait() and "title" not in view.band_rects()
