"""The [10/13] night on a network, every part its own process on one machine (loopback): a
director serving the room, two TV displays (one with its clock 7 minutes wrong, one behind the
venue's Wi-Fi), three stations each with its own data folder (table 1 behind the Wi-Fi), a
browser fetching the clock page, and the Wi-Fi (a relay) cut mid-night.

Through the cut table 1 keeps dealing and queues its hands; the director balances the room,
moving a player away from table 1, who goes on playing there. When the Wi-Fi returns the
station delivers its hands once each (its bust-out is recorded), the move reaches it, the
conflict shows on both sides, the player moves, and the room, the stations and the TVs agree.
"""

from __future__ import annotations

import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.line_process import Child

HOST = "127.0.0.1"
PLAYERS = 27
SKEW_MS = 7 * 60_000


@pytest.fixture
def children() -> Iterator[list[Child]]:
    made: list[Child] = []
    yield made
    for child in reversed(made):
        child.close()


def _seconds(clock: str) -> int:
    minutes, seconds = clock.split(":")
    return int(minutes) * 60 + int(seconds)


def _victim(stacks: dict[str, int], spare: str = "") -> str:
    """The shortest stack (ties by name), other than `spare`."""
    return min((n for n in stacks if n != spare), key=lambda n: (stacks[n], n))


@pytest.mark.slow
def test_a_network_night_with_a_wifi_cut(tmp_path: Path, children: list[Child]) -> None:
    def start(script: str, *args: object) -> Child:
        child = Child(script, *args)
        children.append(child)
        return child

    director = start("net_director_process.py", tmp_path / "director", PLAYERS)
    port = director.ready["port"]
    assert director.ready["players_left"] == PLAYERS
    assert sorted(map(len, director.ready["tables"].values())) == [9, 9, 9]
    wifi = start("relay_process.py", port)

    # Two TVs: one on the wire with a clock 7 minutes fast, one behind the Wi-Fi.
    tv_wired = start("net_tv_process.py", HOST, port, SKEW_MS)
    tv_wifi = start("net_tv_process.py", HOST, wifi.ready["port"], 0)
    wired, over_wifi = tv_wired.send("show"), tv_wifi.send("show")
    for shown in (wired, over_wifi):
        assert shown["tournament"] == "Network night" and shown["online"]
        assert shown["players_left"] == PLAYERS and shown["paid"] > 0
        assert shown["period"] == 0
    # The same second as each other (each in the director's time), whatever their clocks say.
    assert (
        abs(_seconds(wired["clock"]) - _seconds(over_wifi["clock"]))
        <= 1 + abs(wired["director_ms"] - over_wifi["director_ms"]) // 1000
    )

    # A phone's browser: the clock page on the same port.
    with urllib.request.urlopen(f"http://{HOST}:{port}/", timeout=10) as page:  # noqa: S310
        assert page.status == 200 and b"<html" in page.read().lower()

    # Three stations, each paired with the code the director shows; table 1 on the Wi-Fi.
    stations: dict[int, Child] = {}
    for table in (1, 2, 3):
        code = director.send(f"code {table}")["code"]
        to = wifi.ready["port"] if table == 1 else port
        stations[table] = start(
            "net_station_process.py", tmp_path / f"station-{table}", HOST, to, table, code
        )
    room = director.send("state")
    assert room["devices"] == ["display", "display", "station", "station", "station"]
    for table, station in stations.items():
        seated = station.send("follow")["stacks"]
        assert sorted(seated) == room["tables"][str(table)]  # the director's seats, over the air

    # Busts at tables 2 (two) and 3 (one): 9 / 7 / 8, table 1 the one to give a player.
    left = PLAYERS
    for table in (2, 2, 3):
        station = stations[table]
        victim = _victim(station.send("follow")["stacks"])
        assert station.send(f"bust {victim}")["busted"] == victim
        left -= 1
        assert director.send(f"poll_until_left {left}")["players_left"] == left
    assert tv_wired.send(f"wait_left {left}")["players_left"] == left

    # The Wi-Fi goes. The director balances: a player leaves table 1 for table 2.
    wifi.send("cut")
    room = director.send("balance")
    (moved,) = room["pending"]
    name, from_table, to_table = moved
    assert (from_table, to_table) == (1, 2)
    # Table 1 does not know: it deals on, the moved player in its hands, and busts another.
    # (Not in the same few milliseconds as the move: each side's estimate of the other's clock
    # is right within the network's delay, and a real hand is minutes, not milliseconds.)
    time.sleep(0.3)
    one = stations[1]
    one.send("fold")
    stacks = one.send("follow")["stacks"]
    assert name in stacks  # still there: the move has not arrived
    out = _victim(stacks, spare=name)
    answer = one.send(f"bust {out}")
    assert answer["busted"] == out
    assert tv_wifi.send("wait_offline")["online"] is False  # the TV says so (10 s unheard)
    queued = one.send("status")["line"]
    assert queued.startswith("offline, ") and not queued.startswith("offline, 0 ")
    assert director.send("state")["players_left"] == left  # nothing arrived yet

    # The Wi-Fi returns: table 1's hands arrive once each, the move reaches it.
    wifi.send("restore")
    seq = director.send("state")["seq"]
    one.send(f"sync {seq}")
    left -= 1
    assert director.send(f"poll_until_left {left}")["players_left"] == left
    # The conflict, alike on both sides: he played at table 1 after the move.
    at_station = one.send("status")
    ((who, where, hands),) = at_station["conflicts"]
    assert (who, where) == (name, 2) and hands >= 1
    assert director.send("conflicts")["conflicts"] == [[who, where, hands]]
    assert name in at_station["line"] and "the hands stand" in at_station["line"]
    # The move is applied after the hands: he leaves table 1 and sits at table 2.
    assert name not in one.send("follow")["stacks"]
    stations[2].send(f"sync {director.send('state')['seq']}")
    assert name in stations[2].send("follow")["stacks"]
    room = director.send("poll_until_settled")
    assert room["pending"] == []
    assert director.send("conflicts")["conflicts"] == []  # settled: nothing left to confirm

    # Everyone agrees: the stations' tables are the director's, the TVs show who is left.
    seq = room["seq"]
    for table, station in stations.items():
        station.send(f"sync {seq}")
        assert sorted(station.send("follow")["stacks"]) == room["tables"][str(table)]
    assert tv_wifi.send("wait_online")["online"] is True
    for tv in (tv_wired, tv_wifi):
        assert tv.send(f"wait_left {left}")["players_left"] == left
    # Every station event reached the director once, in the station's order.
    for table, station in stations.items():
        ids = station.send("ids")["ids"]
        assert director.send(f"mirror {table}")["ids"] == ids and len(set(ids)) == len(ids)
