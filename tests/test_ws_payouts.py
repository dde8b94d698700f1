"""The network TV's payouts panel: the director's `state` carries the payout table in force
(protocol 2), a display joined over the network shows the same places and prizes as the
director's own clock, and a view with payouts that do not check out is refused."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from helpers.ws_peers import LOOPBACK, night, serving, wall_ms
from pytestqt.qtbot import QtBot

from dealer_assist.core.entries import payout_table_in_force
from dealer_assist.sync.clock_state import MAX_PAID_PLACES, replica_of, tournament_view
from dealer_assist.sync.ws_client import NetworkClockFeed
from dealer_assist.sync.ws_server import DirectorServer
from dealer_assist.ui.tv.clock_view import PANEL_MS, PANEL_PLACES, clock_face, payout_stats


@pytest.fixture
def server(qtbot: QtBot) -> Iterator[DirectorServer]:
    yield from serving(qtbot)


@pytest.fixture
def display(qtbot: QtBot) -> Iterator[Callable[[int], NetworkClockFeed]]:
    made: list[NetworkClockFeed] = []

    def make(port: int) -> NetworkClockFeed:
        feed = NetworkClockFeed(LOOPBACK, port, local_ms=wall_ms)
        made.append(feed)
        feed.start()
        return feed

    yield make
    for feed in made:
        feed.close()
    qtbot.wait(20)


def test_the_view_carries_the_payout_table_in_force() -> None:
    state = night(90)  # a field that pays more places than the panel shows
    table = payout_table_in_force(state)
    assert table is not None and len(table.prizes) > PANEL_PLACES
    view = tournament_view(state)
    assert view["payouts"] == [[p.place, p.amount] for p in table.prizes]
    assert sum(amount for _, amount in view["payouts"]) == state.prize_pool
    replica = replica_of(view)
    assert payout_stats(replica) == payout_stats(state)  # the same panel as the director's
    assert payout_stats(replica)[-1].label == "PAID"


def test_no_pool_no_payouts_and_a_version_1_view_still_reads() -> None:
    empty = night(0, started=False)
    assert tournament_view(empty)["payouts"] == []
    view = tournament_view(night(5))
    del view["payouts"]  # what a version-1 director sends
    replica = replica_of(view)
    assert replica.payouts == () and payout_stats(replica) == ()


@pytest.mark.parametrize(
    "payouts",
    [
        [[2, 100]],  # places start at 1
        [[1, 100], [3, 50]],  # and go on without a gap
        [[1, -5]],
        [[1, True]],
        [[1, 100, 7]],
        [[1, "100"]],
        {"1": 100},
        [[n + 1, 1] for n in range(MAX_PAID_PLACES + 1)],
    ],
)
def test_payouts_that_do_not_check_out_are_refused(payouts: object) -> None:
    view = tournament_view(night(5))
    view["payouts"] = payouts
    with pytest.raises(ValueError, match="tournament.payouts"):
        replica_of(view)


def test_a_tv_joined_over_the_network_shows_the_payouts(
    qtbot: QtBot, server: DirectorServer, display: Callable[[int], NetworkClockFeed]
) -> None:
    state = night(12)
    server.publish(state)
    feed = display(server.port)
    qtbot.waitUntil(lambda: feed.tournament() is not None, timeout=10_000)
    joined = feed.tournament()
    assert joined is not None
    expected = payout_table_in_force(state)
    assert expected is not None
    assert joined.payouts == tuple((p.place, p.amount) for p in expected.prizes)

    # The rotating panel: in its payouts turn the face shows the places, as the director's.
    now = (wall_ms() // (2 * PANEL_MS)) * 2 * PANEL_MS + PANEL_MS + 1  # a payouts turn
    reading = joined.reading(now)
    face = clock_face(joined, reading, None, now, payouts=True)
    assert face.stats == payout_stats(state) and face.stats[0].label == "1ST"
    own = clock_face(state, state.reading(now), None, now, payouts=True)
    assert face.stats == own.stats
