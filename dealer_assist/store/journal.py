"""The journal: one SQLite file of events per tournament, appended durably, read back in order.

An event is acknowledged only once its row is committed (WAL, `synchronous=FULL`), so a crash
or power cut loses at most events nobody was told about. Files that are damaged, belong to
another program or come from a newer Dealer Assist are refused before anything is written.
See docs/journal.md for the file layout and the schema version policy.
"""

from __future__ import annotations

import contextlib
import gc
import json
import logging
import operator
import os
import sqlite3
import struct
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from types import TracebackType
from typing import Any

import msgspec

from dealer_assist import __version__
from dealer_assist.core.events import (
    Event,
    EventCodecError,
    event_from_dict,
    event_to_dict,
    event_type_name,
    json_event_decoder,
    json_events_decoder,
)
from dealer_assist.store import held_files
from dealer_assist.store.ack_mark import AckWriter, read_mark

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


# From how many rows on a read decodes with msgspec (json_event_decoder): below, importing
# it and building its decoders costs more than it saves (a replay after a snapshot).
FAST_DECODE_ROWS = 2000


class JournalError(Exception):
    """A journal that cannot be opened, read or written; the message says which and why."""


class JournalBusy(JournalError):
    """Another open journal (this process or another) already writes this file."""


class JournalUnwritable(JournalError):
    """The journal can be read but not written: a full disk, a read-only folder or file.

    `folder` is where space or permission is missing; `reason` says which in a few words."""

    def __init__(self, message: str, folder: Path, reason: str) -> None:
        super().__init__(message)
        self.folder = folder
        self.reason = reason


class JournalMissingEvents(JournalError):
    """The journal holds fewer events than were acknowledged from it (damage SQLite repaired
    silently, or an older copy put in its place). `saved_wal` is the copy of the `-wal` file
    taken before this open, if there was one."""

    def __init__(
        self, message: str, *, acknowledged: int, found: int, saved_wal: Path | None
    ) -> None:
        super().__init__(message)
        self.acknowledged = acknowledged
        self.found = found
        self.saved_wal = saved_wal

    @property
    def missing(self) -> int:
        return self.acknowledged - self.found


class JournalRecord(msgspec.Struct, frozen=True):
    """One stored event with its position in the journal (seq starts at 1, no gaps promised)."""

    seq: int
    event: Event


class JournalInfo(msgspec.Struct, frozen=True):
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
    """An open journal file. Not thread-safe: use it from the thread that opened it.

    A journal opened for writing reads through a read-only connection and writes nothing
    until its first write: a file whose replay fails is refused with its bytes unchanged.
    """

    def __init__(
        self,
        path: Path,
        conn: sqlite3.Connection,
        *,
        read_only: bool,
        held_key: held_files.FileKey,
        saved_wal: Path | None = None,
    ) -> None:
        # Use Journal.open; this only wraps a connection that was already checked.
        self._path = path
        self._conn: sqlite3.Connection | None = conn
        self._read_only = read_only
        self._writing = False  # True once the read-write connection replaced the reader
        self._held_key: held_files.FileKey | None = held_key
        self._ack: AckWriter | None = None
        self.saved_wal = saved_wal  # the -wal copied aside before this open, if any
        # The last write refused for want of space or permission; None once a write succeeds.
        self.write_problem: JournalUnwritable | None = None
        self._journal_id = self.meta["journal_id"]

    # -- opening -------------------------------------------------------------------------------

    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str],
        create: bool = False,
        *,
        read_only: bool = False,
        accept_missing: bool = False,
        initial_meta: Mapping[str, str] | None = None,
        journal_id: str | None = None,
        now_ms: int | None = None,
    ) -> Journal:
        """Open the journal at `path`; with `create`, make it first if it does not exist.

        `initial_meta`, `journal_id` and `now_ms` only matter when creating: they are written
        in the same transaction as the schema, so a new journal never exists without them.
        Raises JournalError for a missing, damaged, foreign or newer file, before writing
        anything to it; JournalMissingEvents (for writing, unless `accept_missing`) when it
        holds fewer events than were acknowledged from it.
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
        with contextlib.ExitStack() as undo:  # unwound only if opening fails
            key = _hold(path)
            undo.callback(held_files.release, key)
            saved_wal = None
            if not read_only:
                _take_writer_lock(path, key)
                undo.callback(held_files.drop_writer, key)
                saved_wal = save_wal_aside(path)
            version = _check_file(path, quick_check=True)
            if read_only and version < SCHEMA_VERSION:
                raise JournalError(
                    f"journal {path} uses schema {version} and must be upgraded to {SCHEMA_VERSION}"
                    " first; open it for writing once (it was not changed)"
                )
            # A writer holds the lock, so until its first write it may read the file as
            # immutable when there is no -wal: the reader then leaves no -wal or -shm behind.
            conn = _connect_follower(path) if read_only else _connect_peek(path)
            undo.callback(conn.close)
            journal = cls(path, conn, read_only=read_only, held_key=key, saved_wal=saved_wal)
            if not read_only:
                if version < SCHEMA_VERSION:
                    journal._become_writer()  # the reader cannot read an old schema
                if not accept_missing:
                    journal._check_acknowledged()
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

    def ensure_writable(self) -> None:
        """Become the writer now (the first write would); JournalUnwritable on a full disk
        or a read-only folder, and the journal stays readable."""
        self._writable()

    # -- writing -------------------------------------------------------------------------------

    def append(self, event: Event) -> bool:
        """Commit one event: True once committed, False if its event_id is already stored."""
        row = _encode(event)
        conn = self._writable()
        try:
            # Autocommit: this statement is its own transaction, fsynced before execute returns.
            cursor = conn.execute(_INSERT, row)
        except sqlite3.Error as exc:
            raise self._write_error(f"could not store {row[0]}", exc) from exc
        if cursor.rowcount != 1:
            return False
        self._acknowledge(int(cursor.lastrowid or 0))
        return True

    def append_many(self, events: Iterable[Event]) -> list[bool]:
        """Store events in one transaction (all or none); per event, True if newly stored."""
        rows = [_encode(event) for event in events]
        conn = self._writable()
        stored: list[bool] = []
        last = 0
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                for row in rows:
                    cursor = conn.execute(_INSERT, row)
                    stored.append(cursor.rowcount == 1)
                    if cursor.rowcount == 1:
                        last = int(cursor.lastrowid or 0)
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise self._write_error("could not store events", exc) from exc
        if last:
            self._acknowledge(last)
        return stored

    def set_meta(self, key: str, value: str, *, durable: bool = True) -> None:
        """Durably set one caller-owned meta entry (e.g. the tournament's name).

        `durable=False` skips the fsync of this one commit (10-25 ms here): for a note a power
        cut may lose without harm, such as when the file was last opened, written before a
        window's first paint. The next durable commit syncs it along; events stay durable."""
        if key in RESERVED_META_KEYS:
            raise JournalError(f"meta key {key!r} belongs to the journal; use another key")
        conn = self._writable()
        try:
            if not durable:
                conn.execute("PRAGMA synchronous = NORMAL")  # WAL: no fsync at this commit
            try:
                conn.execute(
                    "INSERT INTO meta (key, value) VALUES (?, ?) "
                    "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                    (key, str(value)),
                )
            finally:
                if not durable:
                    conn.execute("PRAGMA synchronous = FULL")
        except sqlite3.Error as exc:
            raise self._write_error(f"could not set {key!r}", exc) from exc
        self.write_problem = None

    # -- reading -------------------------------------------------------------------------------

    def records(self, since_seq: int = 0) -> Iterator[JournalRecord]:
        """Stored events after `since_seq`, oldest first, with their seq."""
        for seq, event in self.numbered_events(since_seq):
            yield JournalRecord(seq, event)

    def numbered_events(self, since_seq: int = 0) -> Iterator[tuple[int, Event]]:
        """(seq, event) after `since_seq`, oldest first: `records` without a record per row,
        for a replay's 100,000s of events."""
        db = self._db()
        fast = None
        if self.last_seq - since_seq >= FAST_DECODE_ROWS:
            fast = json_event_decoder()  # msgspec's; a row it refuses is decoded by ours
        cursor = db.execute(
            "SELECT seq, payload FROM events WHERE seq > ? ORDER BY seq", (since_seq,)
        )
        path = self._path
        if fast is None:
            for seq, payload in cursor:
                yield seq, _decode(path, seq, payload)
            return
        for seq, payload in cursor:
            event = fast(payload) if type(payload) is str else None
            yield seq, (_decode(path, seq, payload) if event is None else event)

    def read_since(
        self, since_seq: int = 0, up_to_seq: int | None = None
    ) -> tuple[list[Event], int]:
        """Every event after `since_seq`, oldest first, and the seq of the last (`since_seq`
        if none): for a replay that folds them all at once, every row fetched in one call.
        With `up_to_seq`, the events up to that seq only, and that seq read up to."""
        db = self._db()
        with collection_paused():
            # The payloads alone (a seq per row costs a fifth of the fetch), up to the last seq
            # now: rows a writer appends meanwhile come after it (seqs only grow). A payload
            # that is not text reads as NULL, which msgspec refuses (it would read bytes).
            last = self.last_seq if up_to_seq is None else up_to_seq
            query = (
                "SELECT CASE WHEN typeof(payload) = 'text' THEN payload END FROM events"
                " WHERE seq > ? AND seq <= ? ORDER BY seq"
            )
            payloads = list(map(_first, db.execute(query, (since_seq, last)).fetchall()))
            events = _read_in_c(payloads)
            if events is None:  # a row msgspec refuses: ours decides, and names the row
                query = "SELECT seq, payload FROM events WHERE seq > ? AND seq <= ? ORDER BY seq"
                rows = db.execute(query, (since_seq, last)).fetchall()
                events = [_decode(self._path, seq, payload) for seq, payload in rows]
            return events, max(last, since_seq)

    def events(self) -> list[Event]:
        """Every stored event, oldest first."""
        return self.read_since()[0]

    def events_since(self, seq: int) -> list[Event]:
        """Events stored after position `seq` (a value of `last_seq` seen earlier)."""
        return self.read_since(seq)[0]

    def contains(self, event_id: str) -> bool:
        """True when an event with this id is stored (an indexed look-up)."""
        row = self._db().execute("SELECT 1 FROM events WHERE event_id = ?", (event_id,)).fetchone()
        return row is not None

    # -- snapshots (a cache of a fold's state: see store/snapshots.py) ---------------------------

    def read_snapshot(self, fold: str, up_to_seq: int) -> tuple[int, bytes] | None:
        """The newest snapshot of `fold` at or before `up_to_seq`: (seq, data), or None."""
        try:
            row = (
                self._db()
                .execute(
                    "SELECT seq, state FROM snapshots WHERE fold = ? AND seq <= ?"
                    " ORDER BY seq DESC LIMIT 1",
                    (fold, up_to_seq),
                )
                .fetchone()
            )
        except sqlite3.Error:  # no table yet (or an older program's journal): no snapshot
            return None
        if row is None or not isinstance(row[1], bytes):
            return None
        return int(row[0]), row[1]

    def write_snapshot(
        self,
        fold: str,
        seq: int,
        at_ms: int,
        data: bytes,
        keep: int = 2,
        *,
        summary: str | None = None,
    ) -> None:
        """Keep `data` as the state of `fold` after event `seq`; older ones beyond `keep` go.
        With its `summary` (see `write_summary`). One transaction: a crash leaves the previous
        snapshots as they were."""
        conn = self._writable()
        try:
            with _one_transaction(conn):
                conn.execute(
                    "CREATE TABLE IF NOT EXISTS snapshots (seq INTEGER NOT NULL,"
                    " fold TEXT NOT NULL, at_ms INTEGER NOT NULL, state BLOB NOT NULL,"
                    " PRIMARY KEY (fold, seq))"
                )
                conn.execute(
                    "INSERT OR REPLACE INTO snapshots (seq, fold, at_ms, state)"
                    " VALUES (?, ?, ?, ?)",
                    (seq, fold, at_ms, data),
                )
                conn.execute(
                    "DELETE FROM snapshots WHERE fold != ? OR seq NOT IN"
                    " (SELECT seq FROM snapshots WHERE fold = ? ORDER BY seq DESC LIMIT ?)",
                    (fold, fold, keep),
                )
                if summary is not None:
                    _keep_summary(conn, fold, seq, summary)
        except sqlite3.Error as exc:
            raise self._write_error("could not keep a snapshot", exc) from exc

    # -- summaries (what a program shows of the state before it opens a session) -------------

    def read_summary(self, fold: str) -> str | None:
        """The summary of `fold`'s state after the newest event, or None: none kept, or kept
        before the newest event (a crash, another program's events) and so out of date."""
        try:
            row = (
                self._db()
                .execute(
                    "SELECT seq, text, (SELECT max(seq) FROM events) FROM summaries WHERE fold = ?",
                    (fold,),
                )
                .fetchone()
            )
        except sqlite3.Error:  # no table yet (or an older program's journal): no summary
            return None
        if row is None or not isinstance(row[1], str) or row[0] != (row[2] or 0):
            return None
        return row[1]

    def write_summary(self, fold: str, seq: int, text: str) -> None:
        """Keep `text` as what `fold`'s state after event `seq` shows (e.g. the director's
        clock, painted before the core is loaded). Like snapshots, a cache: the journal stays
        the truth, and a summary older than the newest event is never read."""
        conn = self._writable()
        try:
            with _one_transaction(conn):
                _keep_summary(conn, fold, seq, text)
        except sqlite3.Error as exc:
            raise self._write_error("could not keep a summary", exc) from exc

    def backup_to(
        self, target: str | os.PathLike[str], *, pages: int = 256, sleep_s: float = 0.002
    ) -> None:
        """Copy this journal, consistent as of now, to `target` (a new file) with SQLite's
        online backup, `pages` at a time so a writer is never held up for long. Use a journal
        opened read-only in another thread to keep a window responsive."""
        target = Path(target)
        if target.exists():
            raise JournalError(f"cannot back up to {target}: a file of that name exists")
        tmp = target.with_name(f"{target.name}.{os.getpid()}-{threading.get_ident()}.creating")
        tmp.unlink(missing_ok=True)
        try:
            dest = sqlite3.connect(tmp, isolation_level=None)
            try:
                self._db().backup(dest, pages=pages, sleep=sleep_s)
                dest.execute("PRAGMA journal_mode = DELETE")  # one self-contained file
            finally:
                dest.close()
            _fsync_file(tmp)
            os.chmod(tmp, 0o600)
            os.replace(tmp, target)
            _fsync_dir(target.parent)
        except (sqlite3.Error, OSError) as exc:
            tmp.unlink(missing_ok=True)
            reason = _write_failure(exc)
            if reason is not None:
                raise JournalUnwritable(
                    f"cannot back up {self._path.name} to {target.parent}: {reason}",
                    target.parent,
                    reason,
                ) from exc
            raise JournalError(f"cannot back up {self._path.name} to {target}: {exc}") from exc

    # -- closing -------------------------------------------------------------------------------

    def close(self) -> None:
        if self._conn is not None:
            conn, self._conn = self._conn, None
            conn.close()
        if self._ack is not None:
            self._ack.close()
            self._ack = None
        key, self._held_key = self._held_key, None
        if key is not None:
            if not self._read_only:
                held_files.drop_writer(key)
            held_files.release(key)  # last: our SQLite connection is already closed

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
        if not self._writing:
            self._become_writer()
            conn = self._db()
        return conn

    def _become_writer(self) -> None:
        """Swap the reader for the read-write connection (WAL, synchronous=FULL)."""
        path = self._path
        try:
            writer = _connect_read_write(path)
        except sqlite3.Error as exc:
            raise self._write_error("cannot be opened for writing", exc) from exc
        try:
            _migrate(writer, path)
            self._ack = AckWriter(path, self._journal_id)
        except (sqlite3.Error, OSError) as exc:
            writer.close()
            raise self._write_error("cannot be written", exc) from exc
        except BaseException:
            writer.close()
            raise
        reader, self._conn = self._conn, writer
        self._writing = True
        if reader is not None:
            reader.close()

    def _acknowledge(self, seq: int) -> None:
        self.write_problem = None
        if self._ack is None:
            return
        try:
            self._ack.write(seq)
        except OSError as exc:  # the event is committed; only the damage check gets weaker
            logger.warning(
                "journal %s: the acknowledgement mark was not written: %s", self._path, exc
            )

    def _check_acknowledged(self) -> None:
        mark = read_mark(self._path)
        if mark is None or mark.journal_id != self._journal_id:
            return
        found = self.last_seq
        if mark.seq <= found:
            return
        where = f" The -wal file as found was kept at {self.saved_wal}." if self.saved_wal else ""
        raise JournalMissingEvents(
            f"journal {self._path} holds events up to #{found}, but #{mark.seq} was saved:"
            f" {mark.seq - found} saved events are missing (damage in its -wal file, or an older"
            f" copy put in its place); it was not changed.{where} Restore a backup, open it"
            " read-only, or go on with what it holds.",
            acknowledged=mark.seq,
            found=found,
            saved_wal=self.saved_wal,
        )

    def _write_error(self, what: str, exc: BaseException) -> JournalError:
        reason = _write_failure(exc)
        if reason is not None:
            self.write_problem = JournalUnwritable(
                f"{self._path.name} {what}: {reason} ({self._path.parent})",
                self._path.parent,
                reason,
            )
            return self.write_problem
        return JournalError(f"journal {self._path}: {what}: {exc}")


@contextlib.contextmanager
def _one_transaction(conn: sqlite3.Connection) -> Iterator[None]:
    """The block's writes as one transaction: committed as it ends, rolled back if it raises."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


def _keep_summary(conn: sqlite3.Connection, fold: str, seq: int, text: str) -> None:
    """Within the caller's transaction: `fold`'s one summary is `text`, after event `seq`;
    other folds' summaries (an older program's) go. A table of another shape is a cache no
    program of ours made as it is: made again."""
    columns = [row[1] for row in conn.execute("PRAGMA table_info(summaries)")]
    if columns and columns != ["fold", "seq", "text"]:
        conn.execute("DROP TABLE summaries")
    conn.execute(
        "CREATE TABLE IF NOT EXISTS summaries (fold TEXT PRIMARY KEY, seq INTEGER NOT NULL,"
        " text TEXT NOT NULL)"
    )
    conn.execute(
        "INSERT OR REPLACE INTO summaries (fold, seq, text) VALUES (?, ?, ?)", (fold, seq, text)
    )
    conn.execute("DELETE FROM summaries WHERE fold != ?", (fold,))


def read_info(path: str | os.PathLike[str]) -> JournalInfo:
    """Describe a journal without writing to it; works for journals of newer schemas too.

    Skips the page-by-page check that `Journal.open` does, so listing many journals is quick.
    """
    path = Path(path)
    version = _check_file(path, quick_check=False, allow_newer=True)
    conn = _connect_peek(path)
    try:
        meta = {str(k): str(v) for k, v in conn.execute("SELECT key, value FROM meta")}
        # max(seq), not count(*) (which reads the whole table): events are never deleted and
        # a failed insert takes no seq, so they are the same.
        (last_seq,) = conn.execute("SELECT max(seq) FROM events").fetchone()
        count = last_seq or 0
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


# json.loads without its wrapping (argument checks, two whitespace matches): the C scanner
# itself. A row it does not read whole as one object goes through json.loads for the verdict.
_ScanJson = Callable[[str, int], tuple[Any, int]]
_scan_json: _ScanJson = json.JSONDecoder().scan_once  # type: ignore[attr-defined]


@contextlib.contextmanager
def collection_paused() -> Iterator[None]:
    """Python's cycle collector paused while a replay makes its 100,000s of objects, which only
    live on (rows, events: no cycles to find); collecting meanwhile cost about as much as
    decoding them (benchmarks/bench_replay.py). Put back as it was after."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


_first = operator.itemgetter(0)


def _read_in_c(payloads: list[Any]) -> list[Event] | None:
    """The events of many rows' payloads, read by msgspec; None if one is refused (or too few
    rows to be worth building msgspec's decoders)."""
    if len(payloads) < FAST_DECODE_ROWS:
        return None
    try:
        return json_events_decoder()(payloads)
    except (ValueError, TypeError):
        return None


def _decode(path: Path, seq: int, payload: Any) -> Event:
    try:
        if type(payload) is not str:
            raise EventCodecError(f"payload is {type(payload).__name__}, not JSON text")
        try:
            data, end = _scan_json(payload, 0)
        except StopIteration:
            end = -1
        if end != len(payload):
            data = json.loads(payload)
        return event_from_dict(data)
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
        header = held_files.read_head(path, 100)  # never a second descriptor on a held file
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
        if quick_check and _file_size(path) <= QUICK_CHECK_MAX_BYTES:
            # A larger journal is checked page by page on its backup copy, in the director's
            # worker thread, so opening stays as quick as for a small one ([12/13]).
            problems = integrity_problems(conn)
            if problems:
                raise _damaged(path, "; ".join(problems))
    except sqlite3.Error as exc:
        raise _damaged(path, exc) from exc
    finally:
        conn.close()
    return version


QUICK_CHECK_MAX_BYTES = 2 * 1024 * 1024


def _file_size(path: Path) -> int:
    try:
        return path.stat().st_size + Path(f"{path}-wal").stat().st_size
    except OSError:
        return path.stat().st_size if path.exists() else 0


def integrity_problems(conn: sqlite3.Connection) -> list[str]:
    """What SQLite's page-by-page check finds wrong ([] when healthy)."""
    problems = [str(r[0]) for r in conn.execute("PRAGMA quick_check(5)")]
    return [] if problems == ["ok"] else problems


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
    if _disk_full(path):  # SQLite says "disk I/O error" when it cannot even make its index
        return JournalError(
            f"journal {path} cannot be read while the disk holding it is full ({cause}); it was"
            " not changed. Free some space, then open it again."
        )
    return JournalError(
        f"journal {path} is damaged ({cause}); it was not changed. Keep the file and its -wal"
        " file together and restore them from a backup copy."
    )


def _disk_full(path: Path) -> bool:
    try:
        stats = os.statvfs(path.parent)
    except (OSError, AttributeError):  # AttributeError: no statvfs on Windows
        return False
    return stats.f_bavail * stats.f_frsize < 64 * 1024


def _connect_follower(path: Path) -> sqlite3.Connection:
    """A reader that sees what a writer appends later (mode=ro). On a read-only file system
    with no -wal SQLite cannot make its index files: nobody can write there either, so the
    file is read as it stands (immutable)."""
    conn = _connect_read_only(path)
    try:
        conn.execute("SELECT 1 FROM sqlite_schema LIMIT 1").fetchall()
    except sqlite3.Error as exc:
        conn.close()
        if not Path(f"{path}-wal").exists() and not os.access(path.parent, os.W_OK):
            return _connect_uri(path, "mode=ro&immutable=1")
        raise _damaged(path, exc) from exc
    return conn


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
        conn = held_files.connect(path, uri, uri=True, isolation_level=None)
    except OSError as exc:
        raise JournalError(f"journal {path} cannot be read: {exc.strerror or exc}") from exc
    except sqlite3.Error as exc:
        raise _damaged(path, exc) from exc
    try:
        conn.execute("PRAGMA trusted_schema = OFF")
    except sqlite3.Error as exc:
        conn.close()
        raise _damaged(path, exc) from exc
    return conn


def _connect_read_write(path: Path) -> sqlite3.Connection:
    """The writer's connection; sqlite3.Error (for the caller to word) if it cannot write."""
    try:
        conn = held_files.connect(path, str(path), isolation_level=None, timeout=5.0)
    except OSError as exc:
        raise sqlite3.OperationalError(str(exc)) from exc
    try:
        conn.execute("PRAGMA trusted_schema = OFF")
        mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        # FULL: in WAL mode, NORMAL would not sync each commit and could lose acknowledged events.
        conn.execute("PRAGMA synchronous = FULL")
        if str(mode).lower() != "wal":
            raise sqlite3.OperationalError(f"could not be switched to WAL mode (got {mode})")
    except BaseException:
        conn.close()
        raise
    return conn


def _hold(path: Path) -> held_files.FileKey:
    try:
        return held_files.hold(path)
    except OSError as exc:
        raise JournalError(f"cannot open journal {path}: {exc.strerror or exc}") from exc


# SQLite's primary result codes that mean "cannot write here" rather than "damaged".
_SQLITE_PERM, _SQLITE_READONLY, _SQLITE_FULL, _SQLITE_CANTOPEN = 3, 8, 13, 14


def _write_failure(exc: BaseException) -> str | None:
    """A few words for a write that failed for want of space or permission, else None."""
    import errno

    if isinstance(exc, OSError):
        if exc.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
            return "the disk is full"
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            return "the folder or file is read-only"
        return None
    code = getattr(exc, "sqlite_errorcode", None)
    if code is None:
        return None
    primary = int(code) & 0xFF
    if primary == _SQLITE_FULL:
        return "the disk is full"
    if primary in (_SQLITE_READONLY, _SQLITE_PERM, _SQLITE_CANTOPEN):
        return "the folder or file is read-only"
    if primary == 10 and "disk" in str(exc).lower():  # SQLITE_IOERR writing: often ENOSPC
        return "the disk is full or failing"
    return None


def _take_writer_lock(path: Path, key: held_files.FileKey) -> None:
    """Lock the file for this writer while it is open: two writers, each folding only its own
    events, could store a history the fold refuses. The kernel drops the lock when the
    process dies, so a crash leaves none behind."""
    try:
        locked = held_files.take_writer(key)
    except held_files.WriterTaken:
        raise JournalBusy(
            f"{path.name} is already open in another Dealer Assist window (it may be behind "
            "this one): use that window, or close it first"
        ) from None
    if not locked and sys.platform != "win32":  # a file system without flock: go on
        logger.warning("journal %s cannot be locked; only SQLite guards it", path)


RECOVERY_FOLDER = "recovery"
KEEP_SAVED_WALS = 3


def save_wal_aside(path: Path) -> Path | None:
    """Copy a journal's `-wal` file to recovery/ before SQLite may roll it back (it drops frames
    after a bad checksum, then deletes the file on close). The last few copies are kept; None
    if nothing was copied."""
    wal = Path(f"{path}-wal")
    try:
        if wal.stat().st_size == 0:
            return None
    except OSError:
        return None
    folder = path.parent / RECOVERY_FOLDER
    target = folder / f"{path.name}.{wall_clock_ms()}-wal"
    try:
        folder.mkdir(mode=0o700, exist_ok=True)
        import shutil  # only after a crash (start-up time)

        shutil.copyfile(wal, target)
        os.chmod(target, 0o600)
    except OSError as exc:  # a full disk must not stop the open: say so and go on
        logger.warning("journal %s: its -wal file could not be copied aside: %s", path, exc)
        target.unlink(missing_ok=True)
        return None
    # By name, not glob(): the glob module compiles its patterns at import (start-up time).
    prefix = f"{path.name}."
    old = sorted(
        p for p in folder.iterdir() if p.name.startswith(prefix) and p.name.endswith("-wal")
    )
    for stale in old[:-KEEP_SAVED_WALS]:
        stale.unlink(missing_ok=True)
    return target


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
        # 0600: a tournament is nobody else's to read, nor to flock (which would block it).
        # SQLite gives its -wal and -shm files the mode of the database.
        os.close(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
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
    except (sqlite3.Error, OSError) as exc:
        reason = _write_failure(exc)
        if reason is not None:
            raise JournalUnwritable(
                f"cannot create journal {path.name}: {reason} ({path.parent})", path.parent, reason
            ) from exc
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
