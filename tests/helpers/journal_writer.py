"""Subprocess for the crash test: append numbered notes through a Session, acking each one.

Usage: python journal_writer.py JOURNAL START [COUNT]
Prints "ready <count replayed>", then "ack <event_id>" (flushed) only after `execute` returned,
then "done" if COUNT notes were written. The test SIGKILLs it at random moments.
"""

from __future__ import annotations

import sys
from pathlib import Path

# The checkout (for dealer_assist) and tests/ (for helpers.*), as pytest would have them.
sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parents[1])]

from dealer_assist.store.session import Session  # noqa: E402
from helpers.journal_events import count_in_order, numbered_note  # noqa: E402


def main() -> int:
    path = Path(sys.argv[1])
    start = int(sys.argv[2])
    count = int(sys.argv[3]) if len(sys.argv) > 3 else None
    session = Session.open(path, count_in_order, 0, create=True)
    out = sys.stdout
    out.write(f"ready {session.state}\n")
    out.flush()
    n = start
    while count is None or n < start + count:
        event = numbered_note(n)
        session.execute(event)
        out.write(f"ack {event.event_id}\n")
        out.flush()
        n += 1
    session.close()
    out.write("done\n")
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
