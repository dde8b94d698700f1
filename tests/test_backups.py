"""Rolling backups, a copy to another folder, and restoring one as a new tournament ([5/13])."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from helpers.journal_events import count_in_order, numbered_note

from dealer_assist.store.backups import (
    BackupSchedule,
    latest_backup,
    list_backups,
    take_backup,
)
from dealer_assist.store.journal import Journal, JournalError, JournalUnwritable, read_info
from dealer_assist.store.library import RESTORED_FROM_KEY, TournamentLibrary
from dealer_assist.store.session import Session


@pytest.fixture
def library(tmp_path: Path) -> TournamentLibrary:
    return TournamentLibrary(tmp_path / "tournaments")


def _session(library: TournamentLibrary, name: str = "Friday") -> Session[int]:
    info = library.create(name)
    return Session(library.open(info.path), count_in_order, 0)


def test_a_backup_is_a_whole_journal_as_of_its_moment(library: TournamentLibrary) -> None:
    with _session(library) as session:
        for n in range(5):
            session.execute(numbered_note(n))
        backup = take_backup(session.journal.path)
        session.execute(numbered_note(5))  # after the backup: not in it
        assert backup.last_seq == 5
        assert not Path(f"{backup.path}-wal").exists()  # self-contained
        with Journal.open(backup.path, read_only=True) as copy:
            assert copy.events() == [numbered_note(n) for n in range(5)]
        assert backup.path.stat().st_mode & 0o777 == 0o600


def test_backups_roll_keeping_the_newest(library: TournamentLibrary) -> None:
    with _session(library) as session:
        for n in range(8):
            session.execute(numbered_note(n))
            take_backup(session.journal.path, keep=3)
        kept = list_backups(session.journal.path)
    assert [b.last_seq for b in kept] == [8, 7, 6]
    assert latest_backup(session.journal.path) == kept[0]


def test_a_backup_runs_in_another_thread_while_the_director_writes(
    library: TournamentLibrary,
) -> None:
    with _session(library) as session:
        for n in range(200):
            session.execute(numbered_note(n))
        results: list[object] = []
        worker = threading.Thread(
            target=lambda: results.append(take_backup(session.journal.path, keep=None))
        )
        worker.start()
        for n in range(200, 220):  # the writer is never blocked by the backup
            session.execute(numbered_note(n))
        worker.join(timeout=60)
        assert session.state == 220
    (backup,) = results
    with Journal.open(backup.path, read_only=True) as copy:  # type: ignore[attr-defined]
        events = copy.events()
    assert 200 <= len(events) <= 220
    assert events == [numbered_note(n) for n in range(len(events))]


def test_a_copy_to_another_folder_keeps_every_copy(
    library: TournamentLibrary, tmp_path: Path
) -> None:
    stick = tmp_path / "usb"
    with _session(library) as session:
        for n in range(3):
            session.execute(numbered_note(n))
            take_backup(session.journal.path, stick, keep=None)
        assert len(list_backups(session.journal.path, stick)) == 3


def test_a_backup_to_a_full_disk_names_the_folder(
    library: TournamentLibrary, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import errno

    from dealer_assist.store import journal as journal_module

    with _session(library) as session:
        session.execute(numbered_note(0))

        def no_room(path: Path) -> None:
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(journal_module, "_fsync_file", no_room)
        stick = tmp_path / "usb"
        with pytest.raises(JournalUnwritable) as caught:
            take_backup(session.journal.path, stick)
        assert caught.value.folder == stick and "full" in str(caught.value)
        assert list(stick.iterdir()) == []  # no half backup left


def test_restoring_makes_a_new_tournament_and_leaves_the_damaged_one_listed(
    library: TournamentLibrary,
) -> None:
    with _session(library) as session:
        for n in range(4):
            session.execute(numbered_note(n))
        path, old_id = session.journal.path, session.journal.journal_id
        take_backup(path)
    path.write_bytes(b"\0" * 4096)  # the journal is destroyed
    backup = latest_backup(path)
    assert backup is not None
    restored = library.restore(backup.path)
    assert restored.problem is None and restored.name == "Friday (restored)"
    assert restored.id != old_id and restored.meta[RESTORED_FROM_KEY] == old_id
    listed = library.list()
    assert listed[0].path == restored.path  # the most recent now
    damaged = [i for i in listed if i.path == path]
    assert damaged and damaged[0].problem  # still there, with its problem
    with Session(library.open(restored.path), count_in_order, 0) as session:
        assert session.state == 4
        session.execute(numbered_note(4))  # and it goes on


def test_a_damaged_backup_is_not_offered_and_cannot_be_restored(
    library: TournamentLibrary,
) -> None:
    with _session(library) as session:
        session.execute(numbered_note(0))
        good = take_backup(session.journal.path)
        session.execute(numbered_note(1))
        bad = take_backup(session.journal.path)
    bad.path.write_bytes(b"garbage")
    assert latest_backup(session.journal.path) == good
    with pytest.raises(JournalError):
        library.restore(bad.path)
    assert read_info(good.path).event_count == 1


def test_the_schedule_backs_up_at_each_new_period_and_every_few_minutes() -> None:
    schedule = BackupSchedule(every_ms=300_000)
    assert schedule.due(0, last_seq=1, period_index=0)  # the first one at once
    schedule.done(0, 1, 0)
    assert not schedule.due(10_000, last_seq=1, period_index=0)  # nothing new
    assert not schedule.due(10_000, last_seq=2, period_index=0)  # too soon
    assert schedule.due(10_000, last_seq=2, period_index=1)  # a new level
    schedule.done(10_000, 2, 1)
    assert schedule.due(310_000, last_seq=3, period_index=1)  # five minutes on
    assert not schedule.due(900_000, last_seq=2, period_index=1)  # idle: no copies of the same


def test_a_large_journal_is_checked_on_its_backup_copy_not_when_it_opens(
    library: TournamentLibrary,
) -> None:
    """[12/13]: opening never reads a whole large journal; the backup taken right after (in
    the director's worker) reads every page and reports damage, keeping no damaged copy."""
    from dealer_assist.store.journal import QUICK_CHECK_MAX_BYTES

    with _session(library) as session:
        take_backup(session.journal.path)  # an earlier, healthy backup
        session.journal.append_many(numbered_note(n) for n in range(1200))
        path = session.journal.path
    assert path.stat().st_size > QUICK_CHECK_MAX_BYTES
    good = list_backups(path)
    with open(path, "r+b") as f:  # zero a page in the middle of the file
        f.seek(path.stat().st_size // 2 // 4096 * 4096)
        f.write(bytes(4096))
    with Journal.open(path, read_only=True) as journal:  # opens at once
        assert journal.last_seq == 1200
    with pytest.raises(JournalError, match="is damaged"):
        take_backup(path)
    assert list_backups(path) == good  # the damaged copy was not kept
