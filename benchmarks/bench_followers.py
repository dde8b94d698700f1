"""A reader of the director's journal opening a long night: a table station beside the director
(its tournament level) and the TV clock, from the director's newest snapshot, against the whole
journal folded event by event (how the station read it, and how both read a restored journal,
before [12/13]'s fourth round).

Each round alternates which side goes first; the ratio (ours / event by event) is taken per
round and the median printed with its range. Both sides must end on the same state.

    python benchmarks/bench_followers.py [--rounds 5] [--events 100000]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(CHECKOUT))  # run from a checkout
sys.path.insert(0, str(CHECKOUT / "benchmarks"))

from bench_startup import make_tournament  # noqa: E402

from dealer_assist.app_clock import JournalClockFeed  # noqa: E402
from dealer_assist.app_station import TournamentFollower  # noqa: E402
from dealer_assist.core import tournament  # noqa: E402
from dealer_assist.store.follower import JournalFollower  # noqa: E402


def event_by_event(path: Path) -> object:
    follower = JournalFollower(path)
    try:
        return tournament.replay(record.event for record in follower.records())
    finally:
        follower.close()


def station(path: Path) -> object:
    follower = TournamentFollower(JournalFollower(path))
    try:
        return follower.state
    finally:
        follower.close()


def tv(path: Path) -> object:
    feed = JournalClockFeed(JournalFollower(path), lambda: 0)
    try:
        return feed.tournament()
    finally:
        feed.close()


def timed(open_night: Callable[[Path], object], path: Path) -> tuple[float, object]:
    start = time.perf_counter()
    state = open_night(path)
    return time.perf_counter() - start, state


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--events", type=int, default=100_000)
    options = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="bench-followers-"))
    try:
        path = make_tournament(scratch, options.events, running=False)
        print(f"a night of {options.events:,} events ending on the director's snapshot")
        for name, ours in (("station beside the director", station), ("TV clock", tv)):
            ratios, ours_s, base_s = [], [], []
            for round_number in range(options.rounds):
                pair = [(ours, ours_s), (event_by_event, base_s)]
                if round_number % 2:
                    pair.reverse()
                states = []
                for open_night, times in pair:
                    seconds, state = timed(open_night, path)
                    times.append(seconds)
                    states.append(state)
                if states[0] != states[1]:
                    raise SystemExit(f"{name}: not the state a full replay makes")
                ratios.append(ours_s[-1] / base_s[-1])
            print(
                f"  {name}: {1000 * statistics.median(ours_s):.1f} ms against "
                f"{1000 * statistics.median(base_s):.0f} ms event by event: "
                f"{statistics.median(ratios):.3f}x (range {min(ratios):.3f}-{max(ratios):.3f}, "
                f"{options.rounds} rounds)"
            )
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
