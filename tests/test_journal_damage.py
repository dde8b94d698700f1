"""Fault injection on real journal files (issue [5/13]): truncation, byte flips, -wal damage,
read-only files and folders, a newer schema, a full disk.

For each case: no acknowledged event whose bytes survive is lost; a file that is refused keeps
every byte; and the refusal is a message a person can act on (never a traceback, never a
silent demo). Writers run in child processes and are SIGKILLed, so the -wal is left as a
crash leaves it.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest
from helpers.journal_events import count_in_order, numbered_note

from dealer_assist.store.ack_mark import mark_path, read_mark
from dealer_assist.store.journal import (
    RECOVERY_FOLDER,
    SCHEMA_VERSION,
    Journal,
    JournalError,
    JournalMissingEvents,
    JournalUnwritable,
    read_info,
)
from dealer_assist.store.session import Session

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL and POSIX file modes"),
]

HELPERS = Path(__file__).parent / "helpers"
WAL_HEADER = 32
WAL_FRAME_HEADER = 24
PAGE = 4096


def _killed_writer(path: Path, acks: int) -> list[str]:
    """A writer appends numbered notes; SIGKILL after `acks` acknowledgements. Its acks."""
    proc = subprocess.Popen(
        [sys.executable, str(HELPERS / "journal_writer.py"), str(path), "0", str(acks + 1000)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    acked: list[str] = []
    while len(acked) < acks:
        line = proc.stdout.readline()
        assert line, proc.communicate(timeout=10)[1]
        if line.startswith("ack "):
            acked.append(line.split()[1])
    os.kill(proc.pid, signal.SIGKILL)
    proc.communicate(timeout=10)
    return acked


def _bytes(path: Path) -> dict[str, bytes]:
    """The journal's own bytes and its -wal's: what a refusal must leave alone."""
    return {p.name: p.read_bytes() for p in (path, Path(f"{path}-wal")) if p.exists()}


def _ids_in(path: Path) -> list[str]:
    with Journal.open(path, read_only=True) as journal:
        return [e.event_id for e in journal.events()]


def _flip(path: Path, offset: int) -> None:
    data = bytearray(path.read_bytes())
    data[offset] ^= 0x5A
    path.write_bytes(bytes(data))


def _wal_frames(wal: Path) -> int:
    return (wal.stat().st_size - WAL_HEADER) // (WAL_FRAME_HEADER + PAGE)


# -- the -wal: damage SQLite repairs silently is reported -------------------------------------


@pytest.mark.parametrize("seed", range(6))
def test_a_flipped_byte_in_the_wal_is_reported_with_the_count_of_missing_events(
    tmp_path: Path, seed: int
) -> None:
    path = tmp_path / "t.sqlite"
    acked = _killed_writer(path, 30)
    wal = Path(f"{path}-wal")
    assert _wal_frames(wal) > 2
    rng = random.Random(seed)
    frame = rng.randrange(_wal_frames(wal))
    offset = WAL_HEADER + frame * (WAL_FRAME_HEADER + PAGE) + rng.randrange(WAL_FRAME_HEADER + PAGE)
    _flip(wal, offset)
    damaged = wal.read_bytes()
    before = _bytes(path)

    try:
        journal = Journal.open(path)
    except JournalMissingEvents as exc:
        assert exc.acknowledged == len(acked) and exc.found < len(acked)
        assert f"{exc.missing} saved events are missing" in str(exc)
        assert exc.saved_wal is not None and exc.saved_wal.read_bytes() == damaged
        assert exc.saved_wal.parent == tmp_path / RECOVERY_FOLDER
        assert _bytes(path) == before  # refused: nothing written, the -wal kept as found
        # What survives is still readable, in order, as a prefix of what was acknowledged.
        assert _ids_in(path) == acked[: exc.found]
    else:  # the flip hit a frame no commit needed: every event is there
        with journal:
            assert [e.event_id for e in journal.events()] == acked


def test_a_truncated_wal_is_reported_and_going_on_keeps_what_survived(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite"
    acked = _killed_writer(path, 40)
    wal = Path(f"{path}-wal")
    with open(wal, "r+b") as f:
        f.truncate(WAL_HEADER + (_wal_frames(wal) // 2) * (WAL_FRAME_HEADER + PAGE) + 100)
    with pytest.raises(JournalMissingEvents) as caught:
        Journal.open(path)
    found = caught.value.found
    assert 0 < found < len(acked)
    # The person chose to go on: the survivors replay, new events follow them.
    with Session(Journal.open(path, accept_missing=True), count_in_order, 0) as session:
        assert session.state == found
        session.execute(numbered_note(found))
    assert _ids_in(path) == [numbered_note(n).event_id for n in range(found + 1)]
    mark = read_mark(path)
    assert mark is not None and mark.seq == found + 1  # the mark follows the journal again
    Journal.open(path).close()  # and no longer reports anything missing


def test_an_older_copy_put_in_place_of_the_journal_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite"
    with Session.open(path, count_in_order, 0, create=True) as session:
        for n in range(5):
            session.execute(numbered_note(n))
    old_copy = path.read_bytes()
    with Session.open(path, count_in_order, 0) as session:
        for n in range(5, 9):
            session.execute(numbered_note(n))
    path.write_bytes(old_copy)
    with pytest.raises(JournalMissingEvents, match="holds events up to #5, but #9 was saved"):
        Journal.open(path)


def test_a_torn_or_foreign_acknowledgement_mark_is_ignored(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite"
    with Session.open(path, count_in_order, 0, create=True) as session:
        session.execute(numbered_note(0))
    mark_path(path).write_bytes(b"dealer-assist-ack abc 99 00000000\n")
    assert read_mark(path) is None
    with Journal.open(path) as journal:
        assert journal.event_count == 1


# -- the main file ---------------------------------------------------------------------------


@pytest.mark.parametrize("cut", [0, 50, 100, 1024, PAGE, PAGE * 2 + 7])
def test_a_truncated_journal_is_refused_with_a_message_and_unchanged(
    tmp_path: Path, cut: int
) -> None:
    path = tmp_path / "t.sqlite"
    with Session.open(path, count_in_order, 0, create=True) as session:
        for n in range(30):
            session.execute(numbered_note(n))
    with open(path, "r+b") as f:
        f.truncate(cut)
    before = _bytes(path)
    with pytest.raises(JournalError) as caught:
        with Session(Journal.open(path), count_in_order, 0):
            pass
    assert "not changed" in str(caught.value) or "cannot be" in str(caught.value)
    assert _bytes(path) == before


@pytest.mark.parametrize("seed", range(12))
def test_a_flipped_byte_in_the_journal_loses_no_event_whose_bytes_survive(
    tmp_path: Path, seed: int
) -> None:
    path = tmp_path / "t.sqlite"
    notes = [numbered_note(n) for n in range(30)]
    with Session.open(path, count_in_order, 0, create=True) as session:
        for note in notes:
            session.execute(note)
    data = path.read_bytes()
    offset = random.Random(seed).randrange(len(data))
    _flip(path, offset)
    before = _bytes(path)
    try:
        with Session(Journal.open(path), count_in_order, 0) as session:
            events = session.journal.events()
    except JournalError as exc:  # refused, with the file named and left alone
        assert str(path) in str(exc) or path.name in str(exc)
        assert _bytes(path) == before
        return
    # Opened: every event whose row the flip missed is there, unchanged and in order.
    assert len(events) == len(notes)
    changed = [e for e, n in zip(events, notes, strict=True) if e != n]
    assert len(changed) <= 1  # at most the row the flipped byte sits in


def test_a_bad_event_row_is_refused_and_the_file_is_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite"
    with Session.open(path, count_in_order, 0, create=True) as session:
        for n in range(3):
            session.execute(numbered_note(n))
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("UPDATE events SET payload = '{\"type\": 1}' WHERE seq = 2")
        conn.commit()
    before = _bytes(path)
    with pytest.raises(JournalError, match="event #2 cannot be read"):
        with Session(Journal.open(path), count_in_order, 0):
            pass
    assert _bytes(path) == before


def test_an_event_the_fold_refuses_leaves_the_file_unchanged(tmp_path: Path) -> None:
    """Before [5/13] the library wrote `opened_ms` before the replay failed."""
    path = tmp_path / "t.sqlite"
    with Session.open(path, count_in_order, 0, create=True) as session:
        session.execute(numbered_note(0))
    with closing(sqlite3.connect(path)) as conn:
        conn.execute(
            "UPDATE events SET payload = ? WHERE seq = 1",
            (__import__("json").dumps(_note_payload(5)),),
        )
        conn.commit()
    before = _bytes(path)
    with pytest.raises(JournalError, match="cannot be applied"):
        with Session(Journal.open(path), count_in_order, 0):
            pass
    assert _bytes(path) == before


def _note_payload(n: int) -> dict[str, object]:
    from dealer_assist.core.events import event_to_dict

    return event_to_dict(numbered_note(n))


def test_a_newer_schema_is_refused_unchanged_even_with_events_in_its_wal(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite"
    _killed_writer(path, 3)
    with closing(sqlite3.connect(path)) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
        conn.commit()
    _killed_writer_leaves = _bytes(path)
    with pytest.raises(JournalError, match="newer Dealer Assist"):
        Journal.open(path)
    assert _bytes(path) == _killed_writer_leaves


# -- no room to write --------------------------------------------------------------------------


def test_a_read_only_journal_opens_and_reads_but_refuses_writes_by_name(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite"
    with Session.open(path, count_in_order, 0, create=True) as session:
        session.execute(numbered_note(0))
    os.chmod(path, 0o444)
    if os.access(path, os.W_OK):
        pytest.skip("root writes to read-only files; see the full-disk tests")
    before = _bytes(path)
    with Session(Journal.open(path), count_in_order, 0) as session:
        assert session.state == 1
        with pytest.raises(JournalUnwritable) as caught:
            session.execute(numbered_note(1))
        assert caught.value.reason == "the folder or file is read-only"
        assert session.journal.write_problem is caught.value
    assert _bytes(path) == before


_FULL_DISK_CHILD = r"""
import resource, signal, sys
from pathlib import Path
sys.path[:0] = sys.argv[3:5]
from dealer_assist.store.journal import JournalUnwritable
from dealer_assist.store.session import Session
from helpers.journal_events import count_in_order, numbered_note

signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG
path = Path(sys.argv[1])
session = Session.open(path, count_in_order, 0)
limit = int(sys.argv[2])
resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
n = session.state
while True:
    try:
        session.execute(numbered_note(n))
    except JournalUnwritable as exc:
        print("full", exc.reason, exc.folder, flush=True)
        try:
            session.execute(numbered_note(n))  # a second try is refused the same way
        except JournalUnwritable:
            print("still-full", flush=True)
        break
    print("ack", numbered_note(n).event_id, flush=True)
    n += 1
session.close()
print("closed", flush=True)
"""


def test_a_full_disk_refuses_with_the_folder_named_and_loses_no_acknowledged_event(
    tmp_path: Path,
) -> None:
    """A child under RLIMIT_FSIZE: its writes past the limit fail as on a full disk."""
    path = tmp_path / "t.sqlite"
    with Session.open(path, count_in_order, 0, create=True) as session:
        session.execute(numbered_note(0))
    root = str(Path(__file__).resolve().parents[1])
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            _FULL_DISK_CHILD,
            str(path),
            str(200_000),
            root,
            str(HELPERS.parent),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    lines = proc.stdout.splitlines()
    acked = [numbered_note(0).event_id] + [
        line.split()[1] for line in lines if line.startswith("ack")
    ]
    full = [line for line in lines if line.startswith("full")]
    assert full, proc.stdout + proc.stderr
    assert full[0].startswith("full the disk is full") and full[0].endswith(str(tmp_path))
    assert "still-full" in lines and "Traceback" not in proc.stderr
    assert _ids_in(path) == acked  # every acknowledged event, nothing else
    with Session.open(path, count_in_order, 0) as session:  # and with room again, it goes on
        session.execute(numbered_note(len(acked)))


def test_a_real_full_disk_on_a_small_tmpfs(tmp_path: Path) -> None:
    mount_point = tmp_path / "small"
    mount_point.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mount_point)],
        capture_output=True,
        text=True,
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.strip()}")
    try:
        path = mount_point / "t.sqlite"
        acked: list[str] = []
        with Session.open(path, count_in_order, 0, create=True) as session:
            with pytest.raises(JournalUnwritable) as caught:
                for n in range(10_000):
                    session.execute(numbered_note(n))
                    acked.append(numbered_note(n).event_id)
            assert caught.value.reason.startswith("the disk is full")
            assert caught.value.folder == mount_point
            # While the disk is full, a look at the open journal never calls it damaged.
            try:
                read_info(path)
            except JournalError as exc:
                assert "disk holding it is full" in str(exc) and "damaged" not in str(exc)
        assert _ids_in(path) == acked
    finally:
        subprocess.run(["umount", str(mount_point)], check=False)


def test_a_read_only_file_system_opens_for_reading_and_names_the_problem(tmp_path: Path) -> None:
    mount_point = tmp_path / "ro"
    mount_point.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(mount_point)],
        capture_output=True,
        text=True,
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.strip()}")
    try:
        path = mount_point / "t.sqlite"
        with Session.open(path, count_in_order, 0, create=True) as session:
            for n in range(3):
                session.execute(numbered_note(n))
        subprocess.run(["mount", "-o", "remount,ro", str(mount_point)], check=True)
        before = _bytes(path)
        with Session(Journal.open(path), count_in_order, 0) as session:
            assert session.state == 3
            with pytest.raises(JournalUnwritable) as caught:
                session.execute(numbered_note(3))
            assert caught.value.reason == "the folder or file is read-only"
            assert caught.value.folder == mount_point
        with Journal.open(path, read_only=True) as reader:  # the TV and "Open read-only"
            assert len(reader.events()) == 3
        assert _bytes(path) == before
    finally:
        subprocess.run(["umount", str(mount_point)], check=False)


def test_the_director_writes_nothing_to_a_tournament_whose_replay_fails(tmp_path: Path) -> None:
    """Before [5/13] the library wrote `opened_ms` first, then the replay failed (11 cases)."""
    from dealer_assist.app import create_tournament, open_session, structure_text
    from dealer_assist.core import tournament
    from dealer_assist.store.library import TournamentLibrary

    library = TournamentLibrary(tmp_path)
    session, _ = create_tournament(library, "Friday", "ubetcha", structure_text("demo"), 1000)
    session.execute(tournament.cmd_start(session.state, 2000))
    path = session.journal.path
    session.close()
    with closing(sqlite3.connect(path)) as conn:  # a resume where no pause came before
        conn.execute(
            "UPDATE events SET payload = replace(payload, 'tournament.clock_started',"
            " 'tournament.clock_resumed'), type = 'tournament.clock_resumed' WHERE seq = 2"
        )
        # The snapshot kept at close would start the replay after the edited row.
        conn.execute("DELETE FROM snapshots")
        conn.commit()
    before = _bytes(path)
    with pytest.raises(JournalError, match="cannot be applied"):
        open_session(library, path)
    assert _bytes(path) == before
