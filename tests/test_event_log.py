"""The event log export: every event once, in order, readable back through the codec."""

from __future__ import annotations

import json
from pathlib import Path

from helpers.journal_events import count_in_order, numbered_note

from dealer_assist.core.events import event_from_dict
from dealer_assist.store.event_log import export_event_log
from dealer_assist.store.session import Session


def test_the_event_log_is_every_event_as_a_json_line_in_order(tmp_path: Path) -> None:
    notes = [numbered_note(n) for n in range(12)]
    with Session.open(tmp_path / "j.sqlite", count_in_order, 0, create=True) as session:
        for note in notes:
            session.execute(note)
        out = tmp_path / "log.jsonl"
        assert export_event_log(session.journal, out) == 12
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [r.pop("seq") for r in rows] == list(range(1, 13))
    assert [event_from_dict(r) for r in rows] == notes
