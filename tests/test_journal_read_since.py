"""`Journal.read_since`, the replay's read of every row at once: the events `numbered_events`
gives, a bad row refused by its seq in our words, and Python's cycle collector left as it was."""

from __future__ import annotations

import gc
import shutil
import sqlite3
from pathlib import Path

import pytest
from helpers.journal_events import numbered_note

from dealer_assist.store.journal import FAST_DECODE_ROWS, Journal, JournalError

COUNT = FAST_DECODE_ROWS + 10  # long enough for the decoder in C


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("written") / "t.sqlite"
    with Journal.open(path, create=True) as journal:
        journal.append_many(numbered_note(n) for n in range(COUNT))
    return path


@pytest.fixture
def long_journal(written: Path, tmp_path: Path) -> Path:
    """A copy of the journal for each test to spoil."""
    path = tmp_path / written.name
    shutil.copyfile(written, path)
    return path


def _set_payload(path: Path, seq: int, payload: object) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE events SET payload = ? WHERE seq = ?", (payload, seq))
    conn.close()


def test_it_reads_what_numbered_events_reads(long_journal: Path) -> None:
    with Journal.open(long_journal, read_only=True) as journal:
        for since in (0, 5, COUNT - 3, COUNT):
            events, last = journal.read_since(since)
            numbered = list(journal.numbered_events(since))
            assert events == [event for _, event in numbered]
            assert last == (numbered[-1][0] if numbered else since)
        assert journal.events() == [numbered_note(n) for n in range(COUNT)]


@pytest.mark.parametrize(("since", "up_to"), [(3, 2500), (0, COUNT), (2500, 2499), (10, 11)])
def test_events_read_up_to_a_seq_are_those_numbered_up_to_it(
    long_journal: Path, since: int, up_to: int
) -> None:
    with Journal.open(long_journal, read_only=True) as journal:
        events, last = journal.read_since(since, up_to)
        numbered = [event for seq, event in journal.numbered_events(since) if seq <= up_to]
    assert events == numbered
    assert last == max(up_to, since)


@pytest.mark.parametrize(
    ("payload", "words"),
    [
        ('{"type":"test.store.note","event_id":"x","at_ms":1,"n":1,"evil":0}', "unknown fields"),
        (
            '{"type":"test.store.note","event_id":"x","at_ms":"1","n":1}',
            "at_ms: expected an integer, got '1'",
        ),
        ('{"type":"no.such.event","event_id":"x","at_ms":1}', "unknown event type"),
        ('{"type":"test.store.note"', "Expecting"),
        # Valid JSON, but stored as bytes: not a row this program wrote.
        (b'{"type":"test.store.note","event_id":"x","at_ms":1,"n":1}', "not JSON text"),
    ],
)
def test_a_bad_row_is_refused_by_its_seq(long_journal: Path, payload: object, words: str) -> None:
    _set_payload(long_journal, 1500, payload)
    with Journal.open(long_journal, read_only=True) as journal:
        for up_to in (None, 2000):  # every row, and a chunk of them as the session reads
            with pytest.raises(JournalError, match=f"event #1500 cannot be read: .*{words}"):
                journal.read_since(0, up_to)


@pytest.mark.parametrize("enabled", [True, False])
def test_the_collector_is_left_as_it_was(long_journal: Path, enabled: bool) -> None:
    was = gc.isenabled()
    try:
        (gc.enable if enabled else gc.disable)()
        with Journal.open(long_journal, read_only=True) as journal:
            journal.read_since()
            assert gc.isenabled() is enabled
            _set_payload(long_journal, 7, "{")
            with pytest.raises(JournalError):
                journal.read_since()
            assert gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()
