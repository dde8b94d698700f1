"""A TV display on its own machine for the network night ([10/13]): `NetworkClockFeed` joined
to the director, its clock skewed by SKEW_MS (a TV whose clock is wrong).

Usage: python net_tv_process.py HOST PORT SKEW_MS

Commands: `show` what the display shows now (in the director's time: its level, the clock,
the players left, the paid places, whether it says it is offline); `wait_left N` until it
shows N players left; `wait_offline`, `wait_online` until it says so; `quit`.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parents[1])]

from PySide6.QtCore import QCoreApplication  # noqa: E402

from dealer_assist.core.clock.clock import format_clock  # noqa: E402
from dealer_assist.sync.ws_client import NetworkClockFeed  # noqa: E402
from helpers.line_process import pump_until, serve  # noqa: E402


def main() -> int:
    QCoreApplication(sys.argv[:1])
    host, port, skew = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    feed = NetworkClockFeed(host, port, local_ms=lambda: time.time_ns() // 1_000_000 + skew)
    feed.start()

    def show() -> dict[str, Any]:
        replica = feed.tournament()
        if replica is None:
            return {"tournament": None, "online": feed.online, "trouble": feed.trouble()}
        now = feed.now_ms()
        reading = replica.reading(now)
        return {
            "tournament": replica.name,
            "online": feed.online,
            "trouble": feed.trouble(),
            "players_left": replica.players_left,
            "paid": len(replica.payouts),
            "period": None if reading is None else reading.period_index,
            "clock": None if reading is None else format_clock(reading.remaining_ms),
            "director_ms": now,
        }

    def handle(line: str) -> dict[str, Any]:
        command, _, argument = line.partition(" ")
        if command == "wait_left":
            pump_until(lambda: show().get("players_left") == int(argument), 30)
        elif command == "wait_online":
            pump_until(lambda: feed.online and feed.tournament() is not None, 30)
        elif command == "wait_offline":
            pump_until(lambda: not feed.online, 30)
        elif command != "show":
            raise ValueError(f"unknown command {command!r}")
        return show()

    try:
        pump_until(lambda: feed.tournament() is not None, 20)
        return serve(handle, {"ready": "tv"})
    finally:
        feed.close()


if __name__ == "__main__":
    sys.exit(main())
