"""Subprocess for the lock tests: the director's tournament session, driven line by line.

Usage: python director_lister.py DATA_DIR
Opens the most recent tournament as the director does (creating a demo when there is none),
prints "ready <journal path>", then reads commands from stdin:
  add N    execute N clock adjustments, printing "ack <event_id>" after each returned
  list     what Tournament > Recent and the Tournaments dialog read (every journal's info)
  close    close the session cleanly and exit
The test SIGKILLs it at will.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parents[1])]

from dealer_assist.app import LibraryShelf, director_session  # noqa: E402
from dealer_assist.core import tournament  # noqa: E402
from dealer_assist.store.journal import wall_clock_ms  # noqa: E402
from dealer_assist.store.library import TournamentLibrary  # noqa: E402


def main() -> int:
    library = TournamentLibrary(Path(sys.argv[1]) / "tournaments")
    session, _ = director_session(library, demo=False, now_ms=wall_clock_ms())
    shelf = LibraryShelf(library)
    print(f"ready {session.journal.path}", flush=True)
    for line in sys.stdin:
        command, *rest = line.split()
        if command == "add":
            for _ in range(int(rest[0])):
                state, now = session.state, wall_clock_ms()
                if state.anchor is None:
                    event = tournament.cmd_start(state, now)
                else:
                    event = tournament.cmd_adjust(state, now, 1000)
                session.execute(event)
                print(f"ack {event.event_id}", flush=True)
        elif command == "list":
            shelf.entries()
            print("listed", flush=True)
        elif command == "close":
            session.close()
            print("closed", flush=True)
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
