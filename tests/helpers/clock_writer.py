"""Subprocess for the crash test: create a tournament, start its clock (and maybe pause it).

Usage: python clock_writer.py JOURNAL running|paused
Prints "ack <what> <at_ms>" after each `execute` returned, then "idle" and waits to be killed.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

# The checkout, for dealer_assist, as pytest would have it.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from dealer_assist.core import tournament  # noqa: E402
from dealer_assist.core.events import Event  # noqa: E402
from dealer_assist.resources import resource_path  # noqa: E402
from dealer_assist.store.session import Session  # noqa: E402

STRUCTURE = "demo.toml"


def wall_ms() -> int:
    return time.time_ns() // 1_000_000


def main() -> int:
    path, mode = Path(sys.argv[1]), sys.argv[2]
    session = Session.open(path, tournament.apply, None, create=True)
    toml = resource_path("structures", STRUCTURE).read_text(encoding="utf-8")
    out = sys.stdout

    def run(what: str, event: Event) -> None:
        session.execute(event)
        out.write(f"ack {what} {event.at_ms}\n")
        out.flush()

    run("created", tournament.cmd_create("Crash Cup", "general", toml, wall_ms()))
    run("started", tournament.cmd_start(session.state, wall_ms()))
    if mode == "paused":
        time.sleep(0.25)
        run("paused", tournament.cmd_pause(session.state, wall_ms()))
    out.write("idle\n")
    out.flush()
    time.sleep(60)  # the test kills it long before
    return 0


if __name__ == "__main__":
    sys.exit(main())
