"""Snapshots ([12/13]): opening a long journal replays only what came after the last snapshot,
the state equals a full replay (undo history included), and a snapshot that cannot be trusted
is ignored, never believed."""

from __future__ import annotations

import os
import pickle
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest

from dealer_assist.app import create_tournament, open_session, structure_text
from dealer_assist.core import tournament as t
from dealer_assist.store import snapshots
from dealer_assist.store.fold_version import fold_version, module_fold_version
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.store.session import Session
from dealer_assist.store.snapshots import SnapshotError, load_state

T0 = 1_800_000_000_000


def _long_night(library: TournamentLibrary, commands: int) -> Path:
    session, _ = create_tournament(library, "Long", "ubetcha", structure_text("demo"), T0)
    now = T0
    session.execute(t.cmd_start(session.state, now))
    for n in range(commands):
        now += 1000
        state = session.state
        event = t.cmd_pause(state, now) if n % 2 == 0 else t.cmd_resume(state, now)
        session.execute(event)
    path = session.journal.path
    session.close()
    return path


def test_reopening_replays_only_after_the_snapshot_and_equals_a_full_replay(tmp_path) -> None:
    library = TournamentLibrary(tmp_path)
    path = _long_night(library, 1200)
    session = open_session(library, path)
    try:
        assert session.replayed == 0  # the close kept a snapshot of the very end
        assert session.verify()
        full = Session(session.journal, t.apply, None)  # no fold version: a full replay
        assert full.state == session.state
        assert full.state.undo_top == session.state.undo_top  # Undo after a reopen still works
        undone = session.execute(t.cmd_undo(session.state, T0 + 10_000_000))
        assert undone.anchor == full.state.undo_top.anchor
    finally:
        session.close()


def test_players_money_and_seats_reopen_from_the_snapshot(tmp_path) -> None:
    """The roster, ledger and room (msgspec Structs, as the events) survive the snapshot."""
    import random

    from dealer_assist.core import entries
    from dealer_assist.core.seating import room as room_commands
    from dealer_assist.house_books import house_rules

    rules = house_rules("ubetcha")
    library = TournamentLibrary(tmp_path)
    session, _ = create_tournament(library, "Full", "ubetcha", structure_text("demo"), T0)
    session.execute(entries.cmd_settings(session.state, T0, buy_in=100, fee=10))
    for n in range(6):
        session.execute(entries.cmd_register(session.state, T0 + n, f"Player {n}"))
        player_id = session.state.roster.players[-1].player_id
        session.execute(entries.cmd_buy_in(session.state, rules, T0 + n, player_id))
    session.execute(room_commands.cmd_set_tables(session.state.room, T0 + 10, {1: 9}))
    players = [p.player_id for p in session.state.roster.playing]
    draw = room_commands.cmd_draw_seats(
        session.state.room, rules, T0 + 11, players, random.Random(3)
    )
    session.execute(draw)
    before = session.state
    path = session.journal.path
    session.close()
    session = open_session(library, path)
    try:
        assert session.replayed == 0 and session.verify()
        assert session.state == before
        assert session.state.ledger.money_in == 600 and len(session.state.roster.playing) == 6
        assert {session.state.room.seat_of(p) for p in players} == set(draw.seats.values())
    finally:
        session.close()


def test_a_crash_replays_from_the_last_periodic_snapshot(tmp_path, monkeypatch) -> None:
    library = TournamentLibrary(tmp_path)
    session, _ = create_tournament(library, "Crash", "ubetcha", structure_text("demo"), T0)
    session.execute(t.cmd_start(session.state, T0))
    for n in range(snapshots.SNAPSHOT_EVERY + 30):
        event = (
            t.cmd_pause(session.state, T0 + n)
            if n % 2 == 0
            else t.cmd_resume(session.state, T0 + n)
        )
        session.execute(event)
    path = session.journal.path
    session.journal.close()  # a crash: Session.close (and its snapshot) never runs
    again = open_session(library, path)
    try:
        assert 0 < again.replayed <= 40
        assert again.verify()
    finally:
        again.close()


def test_a_changed_fold_ignores_old_snapshots(tmp_path) -> None:
    library = TournamentLibrary(tmp_path)
    path = _long_night(library, 50)
    journal = library.open(path)
    with Session(journal, t.apply, None, fold_version="another program") as session:
        assert session.replayed == 52  # created, started and 50 commands: all replayed


def test_a_damaged_snapshot_is_ignored_and_the_journal_replayed(tmp_path) -> None:
    library = TournamentLibrary(tmp_path)
    path = _long_night(library, 60)
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("UPDATE snapshots SET state = X'00010203'")
        conn.commit()
    session = open_session(library, path)
    try:
        assert session.replayed == 62 and session.verify()
    finally:
        session.close()


class Boom:
    def __reduce__(self):
        return (print, ("a snapshot ran code",))


def test_a_snapshot_that_would_run_code_is_refused(tmp_path, capsys) -> None:
    with pytest.raises(SnapshotError, match="may not hold builtins.print"):
        load_state(pickle.dumps(Boom()))
    assert "ran code" not in capsys.readouterr().out
    library = TournamentLibrary(tmp_path)
    path = _long_night(library, 10)
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("UPDATE snapshots SET state = ?", (pickle.dumps(Boom()),))
        conn.commit()
    session = open_session(library, path)
    try:
        assert session.replayed == 12 and session.verify()
    finally:
        session.close()
    assert "ran code" not in capsys.readouterr().out


def test_the_fold_version_follows_the_code() -> None:
    assert fold_version(t.apply) == fold_version(t.apply)
    assert fold_version(t.apply) != fold_version(t.replay)


def test_the_sources_digest_changes_with_any_name_size_or_time(tmp_path) -> None:
    """As Python tells a source from its cached bytecode: by its size and modification time."""
    from dealer_assist.store.fold_version import sources_digest

    first, second = tmp_path / "a.py", tmp_path / "b.py"
    first.write_text("x = 1\n")
    second.write_text("y = 2\n")
    written = 1_700_000_000_000_000_000

    def stamp(path: Path, ns: int = written) -> None:
        os.utime(path, ns=(ns, ns))

    stamp(first)
    stamp(second)
    files = [first, second]
    before = sources_digest("apply", files)
    assert sources_digest("apply", files) == before
    assert sources_digest("replay", files) != before
    stamp(first, written + 1)  # saved again a nanosecond later, same bytes
    assert sources_digest("apply", files) != before
    first.write_text("x = 10\n")  # a byte more, the time put back
    stamp(first)
    assert sources_digest("apply", files) != before
    first.write_text("x = 1\n")
    stamp(first)
    assert sources_digest("apply", files) == before
    # Same size, same time (only by setting it back): Python runs its cached bytecode of the
    # old text too, so the digest follows what runs.
    first.write_text("x = 2\n")
    stamp(first)
    assert sources_digest("apply", files) == before
    assert sources_digest("apply", [first]) != before  # a file gone
    assert sources_digest("apply", [second, first]) != before  # another order
    assert sources_digest("apply", [*files, tmp_path / "missing.py"]) == before  # not found


def test_the_fold_version_reads_no_source(monkeypatch) -> None:
    """Only the files' status: reading ~0.6 MB of sources cost ~2.7 ms of every start."""
    from dealer_assist.store import fold_version as versions

    def no_reading(*args, **kwargs):
        raise AssertionError("a source was read")

    versions.module_fold_version.cache_clear()
    monkeypatch.setattr(Path, "read_bytes", no_reading)
    monkeypatch.setattr("builtins.open", no_reading)
    try:
        version = versions.fold_version(t.apply)
    finally:
        versions.module_fold_version.cache_clear()
    assert version.startswith(f"{versions.__version__}:")


def test_a_fold_version_is_known_by_its_module_name_without_importing_it() -> None:
    """What the director's first paint asks (its summary's fold) before the core is loaded."""
    assert module_fold_version("dealer_assist.core.tournament", "apply") == fold_version(t.apply)
    assert module_fold_version("dealer_assist.core.tournament", "replay") == fold_version(t.replay)
    probe = (
        "import sys; from dealer_assist.store.fold_version import module_fold_version; "
        "module_fold_version('dealer_assist.core.tournament', 'apply'); "
        "print('dealer_assist.core.tournament' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.strip() == "False"


def test_a_station_reopens_from_its_snapshot(tmp_path) -> None:
    from dealer_assist.core.hand.hand_events import ActionKind
    from dealer_assist.core.hand.hand_state import Stakes
    from dealer_assist.core.table.station_level import fixed_level
    from dealer_assist.house_books import house_rules
    from dealer_assist.store.table_session import TableSession

    path = tmp_path / "t.journal"
    clock = iter(range(T0, T0 + 10**9, 1000))
    rules = house_rules("ubetcha")
    session = TableSession.open(
        path, rules, now_ms=lambda: next(clock), level=fixed_level(Stakes(100, 200))
    )
    session.open_demo()
    for _ in range(5):
        session.deal()
        while session.hand is not None and session.legal_actions() is not None:
            session.act(ActionKind.FOLD)
        session.award()
        session.settle()
    before = session.state
    session.close()
    again = TableSession.open(
        path, rules, now_ms=lambda: next(clock), level=fixed_level(Stakes(100, 200))
    )
    try:
        assert again.session.replayed == 0
        assert again.session.verify()
        assert again.state == before
    finally:
        again.close()


def test_the_tv_starts_from_the_directors_snapshot(tmp_path) -> None:
    """[12/13]: the TV clock following a long night replays only the events after the last
    snapshot, and shows the same tournament as a full replay."""
    from dealer_assist.app_clock import JournalClockFeed
    from dealer_assist.store.follower import JournalFollower

    library = TournamentLibrary(tmp_path)
    path = _long_night(library, 600)
    follower = JournalFollower(path)
    start, folded = follower.start(fold_version(t.apply), t.apply, None)
    assert start is not None and folded == 0  # the close kept a snapshot of the very end
    follower.close()
    feed = JournalClockFeed(JournalFollower(path), lambda: T0)
    assert feed.replayed == 0
    with Session(library.open(path), t.apply, None) as full:
        assert feed.tournament() == full.state
    feed.close()


def _count_follower_replays(monkeypatch) -> list[int]:
    """How many events each of the followers' replays folds (after its snapshot), in order."""
    from dealer_assist.store import follower as follower_module

    folded: list[int] = []
    replay = follower_module.replay_journal

    def counting(journal, apply, state, since):  # type: ignore[no-untyped-def]
        state, last = replay(journal, apply, state, since)
        folded.append(last - since)
        return state, last

    monkeypatch.setattr(follower_module, "replay_journal", counting)
    return folded


def test_a_station_follows_the_tournament_from_the_directors_snapshot(
    tmp_path, monkeypatch
) -> None:
    """[12/13]: a table station beside the director reads the tournament's level from the
    newest snapshot (it replayed the whole journal event by event), and after a restore too."""
    import os

    from dealer_assist.app_station import TournamentFollower
    from dealer_assist.store.follower import JournalFollower

    library = TournamentLibrary(tmp_path / "now")
    path = _long_night(library, 600)
    folded = _count_follower_replays(monkeypatch)
    station = TournamentFollower(JournalFollower(path))
    with Session(library.open(path), t.apply, None) as full:
        assert station.state == full.state
    os.replace(_long_night(TournamentLibrary(tmp_path / "backup"), 300), path)
    restored = station.read()
    with Session(library.open(path), t.apply, None) as full:
        assert restored == full.state
    assert folded == [0, 0]
    station.close()


def _restore(source: Path, path: Path) -> None:
    """`source` put in place of the journal at `path`, with its -wal and -shm (as a copy of a
    journal in WAL mode is taken): no stale -wal left beside it."""
    import os

    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(f"{source}{suffix}"):
            os.replace(f"{source}{suffix}", f"{path}{suffix}")
        elif suffix:
            Path(f"{path}{suffix}").unlink(missing_ok=True)


@pytest.mark.parametrize("snapshot", ["none", "damaged"])
def test_a_damaged_journal_restored_under_the_readers_keeps_their_last_state(
    tmp_path, snapshot: str
) -> None:
    """Attack: the journal replaced under the TV and a station by one that opens but holds a
    row of garbage, with no usable snapshot before it: both keep showing the night they had
    (the station crashed on it), and take the journal once it is good again."""
    import shutil
    import sqlite3

    from dealer_assist.app_clock import JournalClockFeed
    from dealer_assist.app_station import TournamentFollower
    from dealer_assist.store.follower import JournalFollower

    path = _long_night(TournamentLibrary(tmp_path / "now"), 40)
    good = _long_night(TournamentLibrary(tmp_path / "good"), 80)
    feed = JournalClockFeed(JournalFollower(path), lambda: T0)
    station = TournamentFollower(JournalFollower(path))
    before = feed.tournament()
    bad = tmp_path / "bad.sqlite"
    shutil.copy(good, bad)
    with sqlite3.connect(bad) as conn:
        if snapshot == "damaged":
            conn.execute("UPDATE snapshots SET state = X'00'")
        else:
            conn.execute("DELETE FROM snapshots")
        # Early in the night: before the seq the readers had read up to.
        conn.execute("UPDATE events SET payload = '{\"type\": 1}' WHERE seq = 10")
    _restore(bad, path)
    assert feed.poll()  # it says it lost the journal
    assert feed.trouble() and feed.tournament() == before
    assert station.read() == before
    feed.poll()  # and again: never the rows after the seq it had, on the night it had
    assert feed.trouble() and feed.tournament() == before
    assert station.read() == before
    shutil.copy(good, tmp_path / "again.sqlite")
    _restore(tmp_path / "again.sqlite", path)
    feed.poll()
    with Session(TournamentLibrary(tmp_path / "now").open(path), t.apply, None) as full:
        assert feed.tournament() == full.state and not feed.trouble()
        assert station.read() == full.state
    feed.close()
    station.close()


def test_the_tv_reopens_a_restored_night_from_its_snapshot(tmp_path, monkeypatch) -> None:
    """[12/13]: a journal replaced under the TV (a restored backup) is read again from its
    newest snapshot, not event by event, and shows what a full replay of it shows."""
    import os

    from dealer_assist.app_clock import JournalClockFeed
    from dealer_assist.store.follower import JournalFollower

    library = TournamentLibrary(tmp_path / "now")
    path = _long_night(library, 50)
    restored = _long_night(TournamentLibrary(tmp_path / "backup"), 600)
    feed = JournalClockFeed(JournalFollower(path), lambda: T0)
    folded = _count_follower_replays(monkeypatch)
    os.replace(restored, path)
    assert feed.poll()
    assert folded == [0]  # the restored journal's close kept a snapshot of its very end
    with Session(library.open(path), t.apply, None) as full:
        assert feed.tournament() == full.state
    feed.close()


@pytest.mark.parametrize(
    ("damage", "logged"),
    [
        ("DELETE FROM snapshots", ""),  # an older program's journal, or another fold's
        ("UPDATE snapshots SET state = X'00010203'", "snapshot ignored"),
    ],
)
def test_the_tv_without_a_usable_snapshot_replays_the_whole_night_as_a_session_does(
    tmp_path, caplog, damage: str, logged: str
) -> None:
    """[12/13]: the TV folds the whole journal at once, as the director's Session does: the
    same tournament."""
    import sqlite3

    from dealer_assist.app_clock import JournalClockFeed
    from dealer_assist.store.follower import JournalFollower

    library = TournamentLibrary(tmp_path)
    path = _long_night(library, 600)
    with sqlite3.connect(path) as db:
        db.execute(damage)
    feed = JournalClockFeed(JournalFollower(path), lambda: T0)
    with Session(library.open(path), t.apply, None) as full:
        assert feed.replayed == full.replayed > 600
        assert feed.tournament() == full.state
    feed.close()
    assert logged in caplog.text


def test_the_fold_version_reads_every_core_source_and_only_those(tmp_path) -> None:
    """The files the fold version digests: every .py under core/ (its rooms too), sorted as
    sorted(rglob) sorts them, no bytecode caches, no other files."""
    from pathlib import Path

    from dealer_assist.store.fold_version import _python_files

    (tmp_path / "room" / "__pycache__").mkdir(parents=True)
    for name in ("b.py", "a.py", "room/z.py", "room/a.txt", "room/__pycache__/z.cpython-311.py"):
        (tmp_path / name).write_text("")
    assert _python_files(str(tmp_path)) == [
        str(p) for p in sorted(tmp_path.rglob("*.py")) if "__pycache__" not in p.parts
    ]
    assert [Path(p).name for p in _python_files(str(tmp_path))] == ["a.py", "b.py", "z.py"]
    core = Path(t.__file__).parent
    assert _python_files(str(core)) == [
        str(p) for p in sorted(core.rglob("*.py")) if "__pycache__" not in p.parts
    ]


def test_a_build_without_sources_has_a_fold_version(tmp_path, monkeypatch) -> None:
    """A packaged build keeps no core/ folder: no files to digest (found by CI: the director
    of the PyInstaller build did not start), and the version still names the program."""
    from dealer_assist.store import fold_version as versions

    assert versions._python_files(str(tmp_path / "missing")) == []
    monkeypatch.setattr(versions, "__file__", str(tmp_path / "store" / "fold_version.py"))
    version = versions.module_fold_version.__wrapped__(t.apply.__module__, "apply")
    assert version.startswith(f"{versions.__version__}:")
