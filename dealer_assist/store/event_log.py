"""The whole event log of a journal as JSON lines: one event a line, with its position, in the
journal's own codec (`event_to_dict`), for other programs and for the record."""

from __future__ import annotations

import json
from pathlib import Path

from dealer_assist.core.events import event_to_dict
from dealer_assist.store.files import write_text_atomic
from dealer_assist.store.journal import Journal


def event_log_lines(journal: Journal) -> list[str]:
    """{"seq": n, **event} per event, oldest first."""
    return [
        json.dumps({"seq": r.seq, **event_to_dict(r.event)}, ensure_ascii=False, sort_keys=True)
        for r in journal.records()
    ]


def export_event_log(journal: Journal, path: Path) -> int:
    """Write the log to `path` whole or not at all; returns the number of events."""
    lines = event_log_lines(journal)
    write_text_atomic(path, "".join(f"{line}\n" for line in lines))
    return len(lines)
