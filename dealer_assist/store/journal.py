"""The journal: one SQLite file of events per tournament, appended durably, read back in order.

An event is acknowledged only once its row is committed (WAL, `synchronous=FULL`), so a crash
or power cut loses at most events nobody was told about. Files that are damaged, belong to
another program or come from a newer Dealer Assist are refused before anything is written.
See docs/journal.md for the file layout and the schema version policy.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import logging
import os
import sqlite3
import struct
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from types import TracebackType
from typing import Any

from dealer_assist import __version__
from dealer_assist.core.events import (
    Event,
    EventCodecError,
    event_from_dict,
    event_to_dict,
    event_type_name,
)

logger = logging.getLogger(__name__)

SCHEMA_VERSION = 1
# "DAJ1" in the SQLite header: `file` and other tools can tell a journal from any database.
APPLICATION_ID = 0x44414A31
FORMAT_NAME = "dealer-assist-journal"
SQLITE_MAGIC = b"SQLite format 3\x00"
# Meta keys the journal owns; callers may add their own (the library stores name, archived...).
RESERVED_META_KEYS = frozenset({"format", "journal_id", "created_ms", "created_by", "written_by"})

_INSERT = (
    "INSERT INTO events (event_id, type, at_ms, payload) VALUES (?, ?, ?, ?) "
    "ON CONFLICT (event_id) DO NOTHING"
)


def _migrate_to_1(conn: sqlite3.Connection) -> None:
    conn.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    conn.execute(
        "CREATE TABLE events ("
        " seq INTEGER PRIMARY KEY,"
        " event_id TEXT NOT NULL UNIQUE,"
        " type TEXT NOT NULL,"
        " at_ms INTEGER NOT NULL,"
        " payload TEXT NOT NULL)"
    )


# MIGRATIONS[i] takes a journal from schema i to i + 1, inside one transaction. Append only:
# never edit or reorder a released step. `meta` and the events columns above are frozen (later
# steps may add, never rename or drop), so older and newer programs can still list a journal.
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_migrate_to_1,)


class JournalError(Exception):
    """A journal that cannot be opened, read or written; the message says which and why."""


class JournalBusy(JournalError):
    """Another open journal (this process or another) already writes this file."""


@dataclasses.dataclass(frozen=True, slots=True)
class JournalRecord:
    """One stored event with its position in the journal (seq starts at 1, no gaps promised)."""

    seq: int
    event: Event


@dataclasses.dataclass(frozen=True, slots=True)
class JournalInfo:
    """What a journal file says about itself, read without opening it for writing."""

    path: Path
    journal_id: str
    schema_version: int
    meta: Mapping[str, str]
    event_count: int
    last_seq: int
    last_event_at_ms: int | None

    @property
    def openable(self) -> bool:
        """False when a newer Dealer Assist wrote it: it can be listed but not opened."""
        return self.schema_version <= SCHEMA_VERSION


def wall_clock_ms() -> int:
    return time.time_ns() // 1_000_000


class Journal:
    """An open journal file. Not thread-safe: use it from the thread that opened it."""

    def __init__(
        self, path: Path, conn: sqlite3.Connection, *, read_only: bool, lock_fd: int | None = None
    ) -> None:
        # Use Journal.open; this only wraps a connection that was already checked.
        self._path = path
        self._conn: sqlite3.Connection | None = conn
        self._read_only = read_only
        self._lock_fd = lock_fd
        self._journal_id = self.meta["journal_id"]

    # -- opening -------------------------------------------------------------------------------

    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str],
        create: bool = False,
        *,
        read_only: bool = False,
        initial_meta: Mapping[str, str] | None = None,
        journal_id: str | None = None,
        now_ms: int | None = None,
    ) -> Journal:
        """Open the journal at `path`; with `create`, make it first if it does not exist.

        `initial_meta`, `journal_id` and `now_ms` only matter when creating: they are written
        in the same transaction as the schema, so a new journal never exists without them.
        Raises JournalError for a missing, damaged, foreign or newer file, before writing
        anything to it.
        """
        path = Path(path)
        if not path.exists():
            if not create:
                raise JournalError(f"there is no journal at {path}")
            if read_only:
                raise JournalError(f"cannot create journal {path} read-only")
            import uuid  # only to create a file: uuid loads `platform` (start-up time)

            _create(
                path,
                initial_meta or {},
                journal_id or uuid.uuid4().hex,
                now_ms if now_ms is not None else wall_clock_ms(),
            )
        version = _check_file(path, quick_check=True)
        if read_only:
            if version < SCHEMA_VERSION:
                raise JournalError(
                    f"journal {path} uses schema {version} and must be upgraded to {SCHEMA_VERSION}"
                    " first; open it for writing once (it was not changed)"
                )
            return cls(path, _connect_read_only(path), read_only=True)
        with contextlib.ExitStack() as undo:  # unwound only if opening fails
            lock_fd = _take_writer_lock(path)
            undo.callback(_release_writer_lock, lock_fd)
            conn = _connect_read_write(path)
            undo.callback(conn.close)
            _migrate(conn, path)
            journal = cls(path, conn, read_only=False, lock_fd=lock_fd)
            undo.pop_all()
        return journal

    # -- properties ----------------------------------------------------------------------------

    @property
    def path(self) -> Path:
        return self._path

    @property
    def journal_id(self) -> str:
        return self._journal_id

    @property
    def read_only(self) -> bool:
        return self._read_only

    @property
    def closed(self) -> bool:
        return self._conn is None

    @property
    def meta(self) -> dict[str, str]:
        rows = self._db().execute("SELECT key, value FROM meta").fetchall()
        return {str(k): str(v) for k, v in rows}

    @property
    def last_seq(self) -> int:
        """The seq of the newest event, 0 for an empty journal."""
        row = self._db().execute("SELECT max(seq) FROM events").fetchone()
        return int(row[0] or 0)

    @property
    def event_count(self) -> int:
        return int(self._db().execute("SELECT count(*) FROM events").fetchone()[0])

    # -- writing -------------------------------------------------------------------------------

    def append(self, event: Event) -> bool:
        """Commit one event: True once committed, False if its event_id is already stored."""
        row = _encode(event)
        conn = self._writable()
        try:
            # Autocommit: this statement is its own transaction, fsynced before execute returns.
            cursor = conn.execute(_INSERT, row)
        except sqlite3.Error as exc:
            raise JournalError(f"journal {self._path}: could not store {row[0]}: {exc}") from exc
        return cursor.rowcount == 1

    def append_many(self, events: Iterable[Event]) -> list[bool]:
        """Store events in one transaction (all or none); per event, True if newly stored."""
        rows = [_encode(event) for event in events]
        conn = self._writable()
        stored: list[bool] = []
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                for row in rows:
                    stored.append(conn.execute(_INSERT, row).rowcount == 1)
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise JournalError(f"journal {self._path}: could not store events: {exc}") from exc
        return stored

    def set_meta(self, key: str, value: str) -> None:
        """Durably set one caller-owned meta entry (e.g. the tournament's name)."""
        if key in RESERVED_META_KEYS:
            raise JournalError(f"meta key {key!r} belongs to the journal; use another key")
        conn = self._writable()
        try:
            conn.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, str(value)),
            )
        except sqlite3.Error as exc:
            raise JournalError(f"journal {self._path}: could not set {key!r}: {exc}") from exc

    # -- reading -------------------------------------------------------------------------------

    def records(self, since_seq: int = 0) -> Iterator[JournalRecord]:
        """Stored events after `since_seq`, oldest first, with their seq."""
        cursor = self._db().execute(
            "SELECT seq, payload FROM events WHERE seq > ? ORDER BY seq", (since_seq,)
        )
        path = self._path
        for seq, payload in cursor:
            yield JournalRecord(seq, _decode(path, seq, payload))

    def events(self) -> list[Event]:
        """Every stored event, oldest first."""
        return [record.event for record in self.records()]

    def events_since(self, seq: int) -> list[Event]:
        """Events stored after position `seq` (a value of `last_seq` seen earlier)."""
        return [record.event for record in self.records(seq)]

    # -- closing -------------------------------------------------------------------------------

    def close(self) -> None:
        if self._conn is not None:
            conn, self._conn = self._conn, None
            conn.close()
        lock_fd, self._lock_fd = self._lock_fd, None
        _release_writer_lock(lock_fd)

    def __enter__(self) -> Journal:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        state = "closed" if self._conn is None else ("read-only" if self._read_only else "open")
        return f"<Journal {self._path} {state}>"

    def _db(self) -> sqlite3.Connection:
        if self._conn is None:
            raise JournalError(f"journal {self._path} is closed")
        return self._conn

    def _writable(self) -> sqlite3.Connection:
        conn = self._db()
        if self._read_only:
            raise JournalError(f"journal {self._path} was opened read-only")
        return conn


def read_info(path: str | os.PathLike[str]) -> JournalInfo:
    """Describe a journal without writing to it; works for journals of newer schemas too.

    Skips the page-by-page check that `Journal.open` does, so listing many journals is quick.
    """
    path = Path(path)
    version = _check_file(path, quick_check=False, allow_newer=True)
    conn = _connect_peek(path)
    try:
        meta = {str(k): str(v) for k, v in conn.execute("SELECT key, value FROM meta")}
        count, last_seq = conn.execute("SELECT count(*), max(seq) FROM events").fetchone()
        last = conn.execute("SELECT at_ms FROM events ORDER BY seq DESC LIMIT 1").fetchone()
    except sqlite3.Error as exc:
        raise _damaged(path, exc) from exc
    finally:
        conn.close()
    return JournalInfo(
        path=path,
        journal_id=meta.get("journal_id", ""),
        schema_version=version,
        meta=meta,
        event_count=int(count),
        last_seq=int(last_seq or 0),
        last_event_at_ms=int(last[0]) if last is not None else None,
    )


# -- encoding ----------------------------------------------------------------------------------


def _encode(event: Event) -> tuple[str, str, int, str]:
    """The row for an event, refused unless it decodes back to an equal event.

    Checking here means every stored row can be replayed: a field of the wrong type fails at
    the call that made it, not at the next start.
    """
    data = event_to_dict(event)
    try:
        payload = json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        back = event_from_dict(json.loads(payload))
    except (ValueError, TypeError) as exc:
        raise JournalError(f"event {event!r} cannot be journaled: {exc}") from exc
    if back != event:
        raise JournalError(
            f"event {event!r} would be read back as {back!r}; give its fields their declared types"
        )
    if not isinstance(event.event_id, str) or not event.event_id:
        raise JournalError(f"event {event!r} needs a non-empty text event_id")
    return event.event_id, event_type_name(event), event.at_ms, payload


def _decode(path: Path, seq: int, payload: Any) -> Event:
    try:
        if not isinstance(payload, str):
            raise EventCodecError(f"payload is {type(payload).__name__}, not JSON text")
        return event_from_dict(json.loads(payload))
    except (ValueError, RecursionError) as exc:  # EventCodecError and JSONDecodeError included
        raise JournalError(f"journal {path}: event #{seq} cannot be read: {exc}") from exc


# -- files -------------------------------------------------------------------------------------


def _check_file(path: Path, *, quick_check: bool, allow_newer: bool = False) -> int:
    """Refuse anything but a healthy Dealer Assist journal this program can read; return its
    schema version (newer ones only with `allow_newer`, for listing). Never writes to the file.

    The SQLite header is read as bytes first, so a foreign or newer file is refused without
    SQLite touching it at all.
    """
    if not path.is_file():
        raise JournalError(f"there is no journal at {path}")
    try:
        with path.open("rb") as f:
            header = f.read(100)
    except OSError as exc:
        raise JournalError(f"journal {path} cannot be read: {exc}") from exc
    if len(header) < 100 or not header.startswith(SQLITE_MAGIC):
        raise JournalError(
            f"{path} is not a Dealer Assist journal (not an SQLite database); it was not changed"
        )
    version: int
    app_id: int
    (version,) = struct.unpack(">i", header[60:64])  # PRAGMA user_version
    (app_id,) = struct.unpack(">i", header[68:72])  # PRAGMA application_id
    if app_id != APPLICATION_ID:
        raise JournalError(
            f"{path} is an SQLite database of another program, not a Dealer Assist journal;"
            " it was not changed"
        )
    if version > SCHEMA_VERSION:  # versions only grow, so a newer header is the truth
        if allow_newer:
            return version
        raise JournalError(_newer_message(path, version))
    # The header can be older than the -wal file beside it: ask SQLite for the truth.
    conn = _connect_peek(path)
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version > SCHEMA_VERSION:
            if allow_newer:
                return version
            raise JournalError(_newer_message(path, version))
        if version < 1 or _meta_value(conn, "format") != FORMAT_NAME:
            raise JournalError(
                f"journal {path} is incomplete or damaged (no Dealer Assist header);"
                " it was not changed"
            )
        if quick_check:
            problems = [str(r[0]) for r in conn.execute("PRAGMA quick_check(5)")]
            if problems != ["ok"]:
                raise _damaged(path, "; ".join(problems))
    except sqlite3.Error as exc:
        raise _damaged(path, exc) from exc
    finally:
        conn.close()
    return version


def _newer_message(path: Path, version: int) -> str:
    written_by = None
    with contextlib.suppress(JournalError, sqlite3.Error):
        conn = _connect_peek(path)
        try:
            written_by = _meta_value(conn, "written_by")
        finally:
            conn.close()
    use = f"Dealer Assist {written_by} or later" if written_by else "a newer Dealer Assist"
    return (
        f"journal {path} was written by a newer Dealer Assist (schema {version}, this is"
        f" {SCHEMA_VERSION}); it was not changed. Open it with {use}."
    )


def _damaged(path: Path, cause: object) -> JournalError:
    return JournalError(
        f"journal {path} is damaged ({cause}); it was not changed. Keep the file and its -wal"
        " file together and restore them from a backup copy."
    )


def _meta_value(conn: sqlite3.Connection, key: str) -> str | None:
    try:
        row = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    except sqlite3.Error:
        return None
    return None if row is None else str(row[0])


def _connect_peek(path: Path) -> sqlite3.Connection:
    """A short look that leaves no trace: with no -wal file beside the journal, `immutable`
    keeps SQLite from creating -wal/-shm files (which plain read-only mode would leave behind)."""
    if Path(f"{path}-wal").exists():
        return _connect_read_only(path)
    return _connect_uri(path, "mode=ro&immutable=1")


def _connect_read_only(path: Path) -> sqlite3.Connection:
    # mode=ro: SQLite itself refuses every write, so a refused file keeps its bytes.
    return _connect_uri(path, "mode=ro")


def _connect_uri(path: Path, query: str) -> sqlite3.Connection:
    uri = f"{path.resolve().as_uri()}?{query}"
    try:
        conn = sqlite3.connect(uri, uri=True, isolation_level=None)
        conn.execute("PRAGMA trusted_schema = OFF")
    except sqlite3.Error as exc:
        raise _damaged(path, exc) from exc
    return conn


def _connect_read_write(path: Path) -> sqlite3.Connection:
    try:
        conn = sqlite3.connect(path, isolation_level=None, timeout=5.0)
        conn.execute("PRAGMA trusted_schema = OFF")
        mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        # FULL: in WAL mode, NORMAL would not sync each commit and could lose acknowledged events.
        conn.execute("PRAGMA synchronous = FULL")
    except sqlite3.Error as exc:
        raise _damaged(path, exc) from exc
    if str(mode).lower() != "wal":
        conn.close()
        raise JournalError(f"journal {path} could not be switched to WAL mode (got {mode})")
    return conn


def _take_writer_lock(path: Path) -> int | None:
    """Lock the file for this writer while it is open: two writers, each folding only its own
    events, could store a history the fold refuses. The kernel drops the lock when the
    process dies, so a crash leaves none behind. None where flock does not exist (Windows)."""
    try:
        import fcntl
    except ImportError:
        return None
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError as exc:
        raise JournalError(f"cannot open journal {path}: {exc.strerror or exc}") from exc
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        raise JournalBusy(
            f"{path.name} is already open in another Dealer Assist window (it may be behind "
            "this one): use that window, or close it first"
        ) from None
    except OSError as exc:  # a file system without flock (some network shares): go on
        os.close(fd)
        logger.warning("journal %s cannot be locked (%s); only SQLite guards it", path, exc)
        return None
    return fd


def _release_writer_lock(fd: int | None) -> None:
    if fd is not None:
        os.close(fd)  # closing the descriptor drops its flock


def _migrate(conn: sqlite3.Connection, path: Path) -> None:
    """Bring the journal up to SCHEMA_VERSION, all steps in one transaction."""
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    if version == SCHEMA_VERSION:
        _note_writer(conn, path)
        return
    try:
        conn.execute("BEGIN IMMEDIATE")
        try:
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            if version > SCHEMA_VERSION:
                raise JournalError(
                    f"journal {path} was upgraded to schema {version} by a newer Dealer Assist"
                    " meanwhile; it was not changed"
                )
            start = version
            for step in MIGRATIONS[version:SCHEMA_VERSION]:
                step(conn)
                version += 1
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            conn.execute(
                "INSERT INTO meta (key, value) VALUES ('written_by', ?) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (__version__,),
            )
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
    except sqlite3.Error as exc:
        message = f"journal {path} could not be upgraded ({exc}); it was not changed"
        raise JournalError(message) from exc
    logger.info("journal %s upgraded from schema %d to %d", path, start, SCHEMA_VERSION)


def _note_writer(conn: sqlite3.Connection, path: Path) -> None:
    # Remember the newest program that wrote here, for the "open it with version X" message.
    if _meta_value(conn, "written_by") == __version__:
        return
    try:
        conn.execute(
            "INSERT INTO meta (key, value) VALUES ('written_by', ?) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (__version__,),
        )
    except sqlite3.Error as exc:
        raise JournalError(f"journal {path} cannot be written: {exc}") from exc


def _create(path: Path, meta: Mapping[str, str], journal_id: str, now_ms: int) -> None:
    """Build the journal under a temporary name, then rename it: it appears whole or not at all."""
    clash = RESERVED_META_KEYS.intersection(meta)
    if clash:
        raise JournalError(f"meta keys {sorted(clash)} belong to the journal; use other keys")
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".creating")
    for leftover in (tmp, Path(f"{tmp}-journal"), Path(f"{tmp}-wal"), Path(f"{tmp}-shm")):
        leftover.unlink(missing_ok=True)
    try:
        conn = sqlite3.connect(tmp, isolation_level=None)
        try:
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("BEGIN IMMEDIATE")
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            for step in MIGRATIONS[:SCHEMA_VERSION]:
                step(conn)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            own = {
                "format": FORMAT_NAME,
                "journal_id": journal_id,
                "created_ms": str(now_ms),
                "created_by": __version__,
                "written_by": __version__,
            }
            conn.executemany(
                "INSERT INTO meta (key, value) VALUES (?, ?)",
                [*own.items(), *((k, str(v)) for k, v in meta.items())],
            )
            conn.execute("COMMIT")
            conn.execute("PRAGMA journal_mode = WAL")  # persistent; recorded in the header
        finally:
            conn.close()
        _fsync_file(tmp)
        if path.exists():
            raise JournalError(f"cannot create journal {path}: a file of that name exists")
        os.replace(tmp, path)
        _fsync_dir(path.parent)
    except sqlite3.Error as exc:
        raise JournalError(f"cannot create journal {path}: {exc}") from exc
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)


def _fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _fsync_dir(path: Path) -> None:
    if sys.platform == "win32":  # directories cannot be opened for fsync there; NTFS journals
        return
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
