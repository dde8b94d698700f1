"""The journal stores events durably, in order, once each, and refuses files it must not touch."""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from pathlib import Path

import msgspec
import pytest
from helpers.journal_events import Note, Suit, numbered_note
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.store import journal as journal_module
from dealer_assist.store.journal import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    Journal,
    JournalError,
    read_info,
)


def _new(tmp_path: Path, name: str = "t.sqlite") -> Journal:
    return Journal.open(tmp_path / name, create=True)


def _snapshot(path: Path) -> dict[str, bytes]:
    """Every byte of the journal and its companion files."""
    files = [path, Path(f"{path}-wal"), Path(f"{path}-shm"), Path(f"{path}-journal")]
    return {p.name: p.read_bytes() for p in files if p.exists()}


# -- storing and reading ------------------------------------------------------------------------


def test_events_come_back_in_append_order_after_reopening(tmp_path: Path) -> None:
    notes = [numbered_note(n) for n in range(20)]
    with _new(tmp_path) as journal:
        for note in notes:
            assert journal.append(note) is True
        assert journal.last_seq == 20
    with Journal.open(tmp_path / "t.sqlite") as journal:
        assert journal.events() == notes
        assert [r.seq for r in journal.records()] == list(range(1, 21))
        assert journal.events_since(15) == notes[15:]
        assert journal.event_count == 20


def test_an_empty_journal_has_last_seq_zero_and_no_events(tmp_path: Path) -> None:
    with _new(tmp_path) as journal:
        assert journal.last_seq == 0
        assert journal.events() == []


def test_append_is_idempotent_by_event_id(tmp_path: Path) -> None:
    note = numbered_note(1)
    with _new(tmp_path) as journal:
        assert journal.append(note) is True
        assert journal.append(note) is False
        # Same id, different content: still the first one wins; ids are the identity.
        assert journal.append(msgspec.structs.replace(note, text="changed")) is False
        assert journal.events() == [note]


def test_append_many_is_one_transaction_and_reports_each_event(tmp_path: Path) -> None:
    with _new(tmp_path) as journal:
        journal.append(numbered_note(0))
        stored = journal.append_many([numbered_note(0), numbered_note(1), numbered_note(1)])
        assert stored == [False, True, False]
        bad = Note(event_id="bad", at_ms=1, n="seven")  # type: ignore[arg-type]
        with pytest.raises(JournalError, match="declared types|cannot be journaled"):
            journal.append_many([numbered_note(2), bad])
        # Nothing of the refused batch was stored, not even the good event before it.
        assert [e.event_id for e in journal.events()] == ["e-000000", "e-000001"]


def test_an_event_that_would_not_read_back_is_refused_before_writing(tmp_path: Path) -> None:
    with _new(tmp_path) as journal:
        with pytest.raises(JournalError):
            journal.append(Note(event_id="x", at_ms=1, n=1, text=5))  # type: ignore[arg-type]
        with pytest.raises(JournalError, match="event_id"):
            journal.append(Note(event_id="", at_ms=1, n=1))
        assert journal.event_count == 0


def test_enums_and_tuples_survive_the_journal(tmp_path: Path) -> None:
    note = Note(event_id="a", at_ms=5, n=0, suit=Suit.HEARTS, stacks=(1, 2, 3))
    with _new(tmp_path) as journal:
        journal.append(note)
    with Journal.open(tmp_path / "t.sqlite") as journal:
        assert journal.events() == [note]


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(0, 12), max_size=25))
def test_stored_events_are_the_first_occurrence_of_each_id_in_order(ns: list[int]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        with Journal.open(Path(tmp) / "p.sqlite", create=True) as journal:
            results = [journal.append(numbered_note(n)) for n in ns]
            first_seen = list(dict.fromkeys(ns))
            assert [e.n for e in journal.events()] == first_seen
            assert results == [i == ns.index(n) for i, n in enumerate(ns)]


# -- acknowledged means committed ---------------------------------------------------------------


def test_an_acknowledged_event_is_in_the_files_on_disk_at_that_moment(tmp_path: Path) -> None:
    """Copy the files while the writer still has them open, as a crash would leave them: every
    event whose append returned is in the copy, without close() or a checkpoint."""
    journal = _new(tmp_path)
    try:
        for n in range(5):
            journal.append(numbered_note(n))
            crash = tmp_path / f"crash{n}"
            crash.mkdir()
            for name, data in _snapshot(journal.path).items():
                (crash / name).write_bytes(data)
            with Journal.open(crash / "t.sqlite", read_only=True) as copy:
                assert copy.events() == [numbered_note(i) for i in range(n + 1)]
    finally:
        journal.close()


def test_the_writer_commits_with_full_sync_in_wal_mode(tmp_path: Path) -> None:
    # FULL is what makes a commit survive a power cut in WAL mode (NORMAL would not sync it).
    with _new(tmp_path) as journal:
        journal.ensure_writable()  # a writer reads through a reader until it first writes
        conn = journal._db()
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert conn.in_transaction is False
        journal.append(numbered_note(0))
        assert conn.in_transaction is False  # nothing left pending after an acknowledgement


def test_a_second_reader_sees_an_event_as_soon_as_append_returns(tmp_path: Path) -> None:
    with _new(tmp_path) as writer, Journal.open(tmp_path / "t.sqlite", read_only=True) as reader:
        for n in range(3):
            writer.append(numbered_note(n))
            assert reader.last_seq == n + 1


# -- the file ----------------------------------------------------------------------------------


def test_a_new_journal_is_marked_as_ours_and_versioned(tmp_path: Path) -> None:
    with Journal.open(tmp_path / "t.sqlite", create=True, initial_meta={"name": "Sunday"}) as j:
        meta = j.meta
    conn = sqlite3.connect(tmp_path / "t.sqlite")
    try:
        assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    finally:
        conn.close()
    assert meta["format"] == "dealer-assist-journal"
    assert meta["name"] == "Sunday"
    assert len(meta["journal_id"]) == 32
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.sqlite"]  # no temp files left


def test_creating_needs_create_and_never_overwrites(tmp_path: Path) -> None:
    with pytest.raises(JournalError, match="no journal"):
        Journal.open(tmp_path / "missing.sqlite")
    assert not (tmp_path / "missing.sqlite").exists()
    with _new(tmp_path) as journal:
        journal.append(numbered_note(0))
    with Journal.open(tmp_path / "t.sqlite", create=True) as again:
        assert again.event_count == 1


def test_meta_keys_of_the_journal_cannot_be_overwritten(tmp_path: Path) -> None:
    with pytest.raises(JournalError, match="journal_id"):
        Journal.open(tmp_path / "t.sqlite", create=True, initial_meta={"journal_id": "x"})
    with _new(tmp_path) as journal:
        with pytest.raises(JournalError, match="format"):
            journal.set_meta("format", "other")
        journal.set_meta("name", "Friday")
        journal.set_meta("name", "Saturday")
        assert journal.meta["name"] == "Saturday"


def test_a_read_only_or_closed_journal_refuses_writes(tmp_path: Path) -> None:
    _new(tmp_path).close()
    with Journal.open(tmp_path / "t.sqlite", read_only=True) as journal:
        with pytest.raises(JournalError, match="read-only"):
            journal.append(numbered_note(0))
    journal = Journal.open(tmp_path / "t.sqlite")
    journal.close()
    with pytest.raises(JournalError, match="closed"):
        journal.append(numbered_note(0))


# -- refusing files -----------------------------------------------------------------------------


def _assert_refused_untouched(path: Path, match: str) -> None:
    before = _snapshot(path)
    for read_only in (False, True):
        with pytest.raises(JournalError, match=match):
            Journal.open(path, read_only=read_only)
        with pytest.raises(JournalError, match=match):
            Journal.open(path, create=True)
    assert _snapshot(path) == before


@pytest.mark.parametrize(
    "content",
    [b"", b"hello, this is a text file\n", b"SQLite format 3\x00", bytes(range(256)) * 16],
    ids=["empty", "text", "truncated-header", "binary"],
)
def test_a_file_that_is_not_a_database_is_refused_unchanged(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "x.sqlite"
    path.write_bytes(content)
    _assert_refused_untouched(path, "not a Dealer Assist journal|damaged")


def test_a_database_of_another_program_is_refused_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE events (x)")
    conn.commit()
    conn.close()
    _assert_refused_untouched(path, "another program")


def _make_newer(path: Path, version: int) -> None:
    with Journal.open(path, create=True) as journal:
        journal.append(numbered_note(0))
    conn = sqlite3.connect(path)
    conn.execute("UPDATE meta SET value = '0.9.0' WHERE key = 'written_by'")
    conn.execute(f"PRAGMA user_version = {version}")
    conn.commit()
    conn.close()


def test_a_journal_from_a_newer_version_is_refused_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "newer.sqlite"
    _make_newer(path, SCHEMA_VERSION + 2)
    message = (
        rf"journal .*newer\.sqlite was written by a newer Dealer Assist \(schema"
        rf" {SCHEMA_VERSION + 2}, this is {SCHEMA_VERSION}\); it was not changed\."
        r" Open it with Dealer Assist 0\.9\.0 or later\."
    )
    _assert_refused_untouched(path, message)


def test_a_newer_version_still_in_the_wal_is_refused_too(tmp_path: Path) -> None:
    """A newer program upgraded the journal and crashed before a checkpoint: the file's own
    header still says the old version, only the -wal file knows better."""
    live = tmp_path / "live.sqlite"
    Journal.open(live, create=True).close()
    conn = sqlite3.connect(live, isolation_level=None)
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 2}")
    crashed = tmp_path / "crashed"
    crashed.mkdir()
    for name, data in _snapshot(live).items():
        (crashed / name.replace("live", "t")).write_bytes(data)
    conn.close()
    path = crashed / "t.sqlite"
    assert path.read_bytes()[60:64] == SCHEMA_VERSION.to_bytes(4, "big")
    before = {k: v for k, v in _snapshot(path).items() if not k.endswith("-shm")}
    with pytest.raises(JournalError, match=f"schema {SCHEMA_VERSION + 2}, this is"):
        Journal.open(path)
    after = {k: v for k, v in _snapshot(path).items() if not k.endswith("-shm")}
    assert after == before and "t.sqlite-wal" in after


def test_read_info_describes_a_newer_journal_without_opening_it(tmp_path: Path) -> None:
    path = tmp_path / "newer.sqlite"
    _make_newer(path, SCHEMA_VERSION + 1)
    before = _snapshot(path)
    info = read_info(path)
    assert info.schema_version == SCHEMA_VERSION + 1
    assert not info.openable
    assert info.event_count == 1
    assert _snapshot(path) == before


def test_a_damaged_journal_is_refused_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite"
    with Journal.open(path, create=True) as journal:
        journal.append_many(numbered_note(n) for n in range(200))
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 6 * page
    data[3 * page : 5 * page] = bytes([0xA5]) * (2 * page)  # two pages of the events b-tree
    path.write_bytes(bytes(data))
    _assert_refused_untouched(path, "is damaged")


def test_a_truncated_journal_is_refused_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite"
    with Journal.open(path, create=True) as journal:
        journal.append_many(numbered_note(n) for n in range(200))
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    _assert_refused_untouched(path, "is damaged")


def test_an_undecodable_row_is_reported_by_its_seq(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite"
    with Journal.open(path, create=True) as journal:
        journal.append_many(numbered_note(n) for n in range(5))
    conn = sqlite3.connect(path)
    conn.execute('UPDATE events SET payload = \'{"type": "test.store.note"\' WHERE seq = 3')
    conn.execute('UPDATE events SET payload = \'{"type": "no.such"}\' WHERE seq = 4')
    conn.commit()
    conn.close()
    with Journal.open(path) as journal:
        assert journal.events_since(4) == [numbered_note(4)]
        with pytest.raises(JournalError, match=r"event #3 cannot be read"):
            journal.events()
        with pytest.raises(JournalError, match=r"event #4 cannot be read: unknown event type"):
            journal.events_since(3)


# -- schema versions ----------------------------------------------------------------------------


def test_an_older_journal_is_upgraded_in_order_and_then_refused_by_the_older_program(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "t.sqlite"
    with Journal.open(path, create=True) as journal:
        journal.append(numbered_note(0))
    old_copy = tmp_path / "old-copy.sqlite"
    shutil.copy(path, old_copy)

    def add_tags(conn: sqlite3.Connection) -> None:
        conn.execute("CREATE TABLE tags (seq INTEGER, tag TEXT)")

    upgraded = (*journal_module.MIGRATIONS, add_tags)
    with monkeypatch.context() as m:
        m.setattr(journal_module, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
        m.setattr(journal_module, "MIGRATIONS", upgraded)
        with pytest.raises(JournalError, match="must be upgraded"):
            Journal.open(path, read_only=True)
        with Journal.open(path) as journal:
            assert journal.events() == [numbered_note(0)]
            assert journal._db().execute("SELECT count(*) FROM tags").fetchone() == (0,)
    # Back to this program's schema: the upgraded file is now "newer" and left alone.
    with pytest.raises(JournalError, match="newer Dealer Assist"):
        Journal.open(path)
    with Journal.open(old_copy) as journal:  # the untouched copy still opens
        assert journal.event_count == 1


def test_a_failed_upgrade_changes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "t.sqlite"
    with Journal.open(path, create=True) as journal:
        journal.append(numbered_note(0))

    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("CREATE TABLE half_done (x)")
        conn.execute("SELECT * FROM no_such_table")

    with monkeypatch.context() as m:
        m.setattr(journal_module, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
        m.setattr(journal_module, "MIGRATIONS", (*journal_module.MIGRATIONS, broken))
        with pytest.raises(JournalError, match="could not be upgraded"):
            Journal.open(path)
    with Journal.open(path) as journal:
        tables = {r[0] for r in journal._db().execute("SELECT name FROM sqlite_master")}
        assert "half_done" not in tables
        assert journal.events() == [numbered_note(0)]


def test_a_journal_and_its_companion_files_are_private(tmp_path: Path) -> None:
    """[5/13] 6: other users could read journals, or `flock -s` one to stop the director."""
    path = tmp_path / "t.sqlite"
    with Journal.open(path, create=True) as journal:
        journal.append(numbered_note(0))
        for companion in (path, Path(f"{path}-wal"), Path(f"{path}-shm"), Path(f"{path}-ack")):
            assert companion.stat().st_mode & 0o777 == 0o600, companion.name
