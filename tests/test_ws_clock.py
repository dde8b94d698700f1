"""A TV display joined over the network (`NetworkClockFeed`): the director's second despite a
skewed clock, offline and still counting, back after the director restarts or the Wi-Fi
returns. Real loopback sockets; the display's clock skew is injected, never patched."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from helpers.relay import Relay
from helpers.ws_peers import LOOPBACK, night, serving, start_server, wall_ms
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from dealer_assist.core import tournament as t
from dealer_assist.core.clock.clock import format_clock, read_clock
from dealer_assist.sync.clock_offset import OFFLINE_AFTER_MS
from dealer_assist.sync.ws_client import CONNECT_TIMEOUT_MS, OFFLINE, NetworkClockFeed
from dealer_assist.sync.ws_server import DirectorServer
from dealer_assist.ui.tv.clock_view import ClockView

MIN = 60_000
WITHIN_MS = 50  # the display shows the director's second within this (issue [10/13])


@pytest.fixture
def server(qtbot: QtBot) -> Iterator[DirectorServer]:
    yield from serving(qtbot)


@pytest.fixture
def display(qtbot: QtBot) -> Iterator[Callable[..., NetworkClockFeed]]:
    made: list[NetworkClockFeed] = []

    def make(port: int, skew_ms: int = 0) -> NetworkClockFeed:
        feed = NetworkClockFeed(LOOPBACK, port, local_ms=lambda: wall_ms() + skew_ms)
        made.append(feed)
        feed.start()
        return feed

    yield make
    for feed in made:
        feed.close()
    qtbot.wait(20)


class _Local:
    """The director's own feed of a tournament (no network)."""

    def __init__(self, state: t.TournamentState) -> None:
        self.state = state

    def tournament(self) -> t.TournamentState:
        return self.state

    def now_ms(self) -> int:
        return wall_ms()


def _shown_seconds(text: str) -> int:
    minutes, seconds = text.split(":")
    return int(minutes) * 60 + int(seconds)


@pytest.mark.parametrize("skews", [(7 * MIN, -3 * 60 * MIN)], ids=["+7min,-3h"])
def test_displays_show_the_directors_second_despite_their_skewed_clocks(
    qtbot: QtBot,
    server: DirectorServer,
    display: Callable[..., NetworkClockFeed],
    skews: tuple[int, int],
    tmp_path: Path,
) -> None:
    state = night(3)
    server.publish(state)
    feeds = [display(server.port, skew) for skew in skews]
    views = []
    for feed in feeds:
        view = ClockView(feed)
        view.resize(960, 540)
        qtbot.addWidget(view)
        feed.listeners.append(view.refresh)
        view.refresh()
        views.append(view)
    qtbot.waitUntil(lambda: all(f.tournament() is not None and not f.trouble() for f in feeds))
    for feed in feeds:
        assert abs(feed.now_ms() - wall_ms()) <= WITHIN_MS
        assert feed.estimator.uncertainty_ms < WITHIN_MS

    # Each time a display's second changes, how long after the director's own change was it?
    anchor = state.anchor
    assert anchor is not None
    changes: list[tuple[int, int, str]] = []
    # Only the time's changes: the face also changes when the time of day in its corner turns
    # to the next minute (a CI run once caught that at 651 ms past a second's change).
    shown = [view.face().time_text for view in views]

    def record(index: int, view: ClockView) -> None:
        text = view.face().time_text
        if text != shown[index]:
            shown[index] = text
            changes.append((index, wall_ms(), text))

    for index, view in enumerate(views):
        view.face_changed.connect(lambda i=index, v=view: record(i, v))
    qtbot.wait(2_600)
    ticks = [(i, at, text) for i, at, text in changes if ":" in text]
    assert {i for i, _, _ in ticks} == {0, 1} and len(ticks) >= 4
    for _index, at, text in ticks:
        director_changed_at = (
            anchor.anchored_at_ms + anchor.remaining_ms - 1000 * _shown_seconds(text)
        )
        assert -WITHIN_MS < at - director_changed_at < WITHIN_MS, (text, at - director_changed_at)
        director_text = format_clock(read_clock(state.structure, anchor, at).remaining_ms)
        assert director_text == text or at - director_changed_at < WITHIN_MS

    # Everything but the time reads as the director's own view of the same tournament.
    director_view = ClockView(_Local(state))
    qtbot.addWidget(director_view)
    director_view.refresh()
    for part in ("title", "level_text", "blinds_text", "next_text", "stats", "banner_text"):
        assert getattr(views[0].face(), part) == getattr(director_view.face(), part), part
    assert views[0].face().title == "Friday night"
    shot = views[0].grab()
    shot.save(str(tmp_path / "tv-joined.png"))
    if os.environ.get("DEALER_ASSIST_SCREENSHOTS"):
        shot.save(os.path.join(os.environ["DEALER_ASSIST_SCREENSHOTS"], "tv-joined.png"))


def test_a_display_waits_for_its_clock_before_showing_a_tournament(
    qtbot: QtBot, server: DirectorServer, display: Callable[..., NetworkClockFeed]
) -> None:
    feed = display(server.port, 5 * MIN)
    assert feed.tournament() is None
    assert feed.trouble().startswith("CONNECTING TO THE DIRECTOR AT 127.0.0.1:")
    qtbot.waitUntil(lambda: feed.online)
    assert feed.tournament() is None  # no tournament served yet
    server.publish(night(0))
    qtbot.waitUntil(lambda: feed.tournament() is not None)
    assert feed.trouble() == ""
    (row,) = server.devices()
    assert row.role == "display" and abs((row.clock_offset_ms or 0) - 5 * MIN) < WITHIN_MS
    assert feed.command("next") is False  # the director's clock: keys do nothing here


def test_the_director_restarted_mid_stream_the_display_counts_on_and_comes_back(
    qtbot: QtBot, display: Callable[..., NetworkClockFeed]
) -> None:
    first = start_server(qtbot)
    port = first.port
    state = night(2)
    current = [first]
    stream = QTimer()
    stream.timeout.connect(lambda: current[0].publish(state))
    stream.start(50)  # the director publishing all along
    try:
        feed = display(port, -2 * MIN)
        qtbot.waitUntil(lambda: feed.tournament() is not None and not feed.trouble())

        first.close()
        qtbot.waitUntil(lambda: feed.trouble() == OFFLINE)
        assert feed.tournament() is not None  # the last state stays shown
        for _ in range(3):  # still counting, on the director's time
            qtbot.wait(100)
            assert abs(feed.now_ms() - wall_ms()) <= WITHIN_MS

        paused = t.apply(state, t.cmd_pause(state, wall_ms()))
        second = start_server(qtbot, port=port)
        current[0] = second
        state = paused
        stream.timeout.disconnect()
        stream.timeout.connect(lambda: second.publish(paused))
        qtbot.waitUntil(lambda: feed.connections == 2 and not feed.trouble(), timeout=8_000)
        qtbot.waitUntil(lambda: feed.tournament().anchor.running is False)  # type: ignore[union-attr]
        assert abs(feed.now_ms() - wall_ms()) <= WITHIN_MS
        second.close()
    finally:
        stream.stop()
        first.close()
        qtbot.wait(20)


@pytest.mark.slow
def test_a_wifi_cut_without_goodbye_is_noticed_and_the_display_resyncs(
    qtbot: QtBot, server: DirectorServer, display: Callable[..., NetworkClockFeed]
) -> None:
    relay = Relay(server.port)
    try:
        state = night(1)
        server.publish(state)
        feed = display(relay.port, 90_000)
        qtbot.waitUntil(lambda: feed.tournament() is not None and not feed.trouble())
        relay.cut = True  # the Wi-Fi goes: nothing arrives, nothing is closed
        qtbot.waitUntil(lambda: feed.trouble() == OFFLINE, timeout=OFFLINE_AFTER_MS + 3_000)
        assert abs(feed.now_ms() - wall_ms()) <= WITHIN_MS  # kept counting meanwhile
        qtbot.waitUntil(lambda: not feed.online)  # it gave up on the silent connection
        qtbot.waitUntil(lambda: relay.accepted >= 2, timeout=5_000)  # a new attempt hangs
        server.publish(t.apply(state, t.cmd_pause(state, wall_ms())))  # missed while cut
        relay.cut = False  # back: the hung attempt times out, the next one goes through
        qtbot.waitUntil(
            lambda: feed.connections >= 2 and not feed.trouble(),
            timeout=CONNECT_TIMEOUT_MS + 10_000,
        )
        qtbot.waitUntil(lambda: feed.tournament().anchor.running is False)  # type: ignore[union-attr]
        assert relay.accepted >= 2
        assert abs(feed.now_ms() - wall_ms()) <= WITHIN_MS
    finally:
        relay.close()
