"""What opening a journal writes before a window's first paint: the "opened" note without
its own fsync (events stay durable), and the -wal copies kept after a crash."""

from __future__ import annotations

import os
from pathlib import Path

from helpers.journal_events import numbered_note

from dealer_assist.store import journal as journal_module
from dealer_assist.store.journal import KEEP_SAVED_WALS, RECOVERY_FOLDER, Journal, save_wal_aside

FULL = 2  # PRAGMA synchronous


def _synchronous(journal: Journal) -> int:
    return int(journal._db().execute("PRAGMA synchronous").fetchone()[0])


def test_a_note_without_fsync_is_kept_and_events_stay_fully_synced(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite"
    with Journal.open(path, create=True) as journal:
        journal.set_meta("opened_ms", "1", durable=False)
        assert _synchronous(journal) == FULL
        journal.append(numbered_note(0))
        assert _synchronous(journal) == FULL
        journal.set_meta("opened_ms", "2", durable=False)
    with Journal.open(path) as journal:
        assert journal.meta["opened_ms"] == "2"
        assert journal.events() == [numbered_note(0)]


def test_a_refused_note_leaves_the_connection_fully_synced(tmp_path: Path) -> None:
    with Journal.open(tmp_path / "t.sqlite", create=True) as journal:
        journal.append(numbered_note(0))
        journal._db().execute("CREATE TRIGGER no_meta BEFORE INSERT ON meta BEGIN"
                              " SELECT RAISE(ABORT, 'refused'); END")  # fmt: skip
        try:
            journal.set_meta("opened_ms", "1", durable=False)
        except journal_module.JournalError as exc:
            assert "refused" in str(exc)
        else:
            raise AssertionError("the trigger should refuse the note")
        assert _synchronous(journal) == FULL


def test_only_the_newest_wal_copies_of_this_journal_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite"
    folder = tmp_path / RECOVERY_FOLDER
    folder.mkdir()
    other = folder / "t.sqlite-old.1000-wal"  # another journal's copy: never touched
    other.write_bytes(b"x")
    for stamp in range(1000, 1000 + KEEP_SAVED_WALS + 2):
        (folder / f"t.sqlite.{stamp}-wal").write_bytes(b"x")
    Path(f"{path}-wal").write_bytes(b"wal frames")
    saved = save_wal_aside(path)
    assert saved is not None and saved.read_bytes() == b"wal frames"
    kept = sorted(p.name for p in folder.iterdir() if p.name.startswith("t.sqlite."))
    assert len(kept) == KEEP_SAVED_WALS
    assert saved.name in kept
    assert other.exists()
    assert oct(os.stat(saved).st_mode & 0o777) == oct(0o600)
