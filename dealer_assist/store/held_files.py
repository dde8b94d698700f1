"""One descriptor per journal file for as long as this process has it open in SQLite.

POSIX record locks belong to the process, not the descriptor: closing *any* descriptor on a
file drops every lock this process holds on it, SQLite's included ("How to corrupt an SQLite
database file", 2.2). Another program then believes it is alone, checkpoints and deletes the
`-wal` while we keep committing into it. So nothing here ever opens and closes a journal
behind SQLite's back: headers are read, and the writer's flock is taken, through one
descriptor per file (dev, inode) that is closed only when no SQLite connection of this
process remains on it.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from pathlib import Path
from typing import Any

import msgspec

FileKey = tuple[int, int]


class _Held(msgspec.Struct):
    fd: int
    users: int = 0
    writer: bool = False


_held: dict[FileKey, _Held] = {}
# A descriptor opened while its file was being replaced, for a file already held: closing it
# would drop that file's locks, so it stays open for the life of the process (rare).
_kept_open: list[int] = []
_mutex = threading.Lock()


class WriterTaken(Exception):
    """Another writer holds the file: `here` is True when it is this very process."""

    def __init__(self, here: bool) -> None:
        super().__init__("held by this process" if here else "held by another process")
        self.here = here


def file_key(path: Path) -> FileKey:
    st = os.stat(path)
    return (st.st_dev, st.st_ino)


def hold(path: Path) -> FileKey:
    """Count one more user of `path` (a connection, a writer lock); its key for `release`.
    Raises OSError when the file cannot be opened."""
    flags = os.O_RDONLY | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    with _mutex:
        while True:
            key = file_key(path)
            entry = _held.get(key)
            if entry is not None:
                entry.users += 1
                return key
            fd = os.open(path, flags)
            st = os.fstat(fd)
            opened = (st.st_dev, st.st_ino)
            if opened == key:
                _held[key] = _Held(fd, users=1)
                return key
            # Replaced between stat and open: never close a descriptor of a held file.
            if opened in _held:
                _kept_open.append(fd)
            else:
                os.close(fd)


def release(key: FileKey) -> None:
    """One user fewer; the descriptor closes with the last one (no SQLite connection left)."""
    with _mutex:
        entry = _held.get(key)
        if entry is None:
            return
        entry.users -= 1
        if entry.users <= 0:
            del _held[key]
            os.close(entry.fd)


def is_held(path: Path) -> bool:
    try:
        key = file_key(path)
    except OSError:
        return False
    with _mutex:
        return key in _held


def read_head(path: Path, size: int) -> bytes:
    """The first `size` bytes of `path`, through the held descriptor when there is one, so
    reading never drops a lock. Raises OSError."""
    with _mutex:
        try:
            entry = _held.get(file_key(path))
        except OSError:
            entry = None
        if entry is not None:
            return _pread(entry.fd, size)
        with open(path, "rb") as f:  # not open in SQLite here: a plain read is harmless
            return f.read(size)


def _pread(fd: int, size: int) -> bytes:
    if hasattr(os, "pread"):
        return os.pread(fd, size, 0)
    os.lseek(fd, 0, os.SEEK_SET)  # Windows: no pread, and no POSIX locks to lose either
    return os.read(fd, size)


def take_writer(key: FileKey) -> bool:
    """Lock the held file for this writer (flock, dropped by the kernel if we die). False
    where the file system has no flock; raises WriterTaken when another writer has it."""
    with _mutex:
        entry = _held[key]
        if entry.writer:
            raise WriterTaken(here=True)
        try:
            import fcntl
        except ImportError:  # Windows: SQLite's own locking is all there is
            entry.writer = True
            return False
        try:
            fcntl.flock(entry.fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise WriterTaken(here=False) from None
        except OSError:
            entry.writer = True
            return False
        entry.writer = True
        return True


def drop_writer(key: FileKey) -> None:
    with _mutex:
        entry = _held.get(key)
        if entry is None or not entry.writer:
            return
        entry.writer = False
        try:
            import fcntl

            fcntl.flock(entry.fd, fcntl.LOCK_UN)
        except (ImportError, OSError):
            pass


class HeldConnection(sqlite3.Connection):
    """An sqlite3 connection that counts as a user of its file until closed."""

    held_key: FileKey | None = None

    def close(self) -> None:
        try:
            super().close()
        finally:
            key, self.held_key = self.held_key, None
            if key is not None:
                release(key)


def connect(path: Path, target: str, **kwargs: Any) -> HeldConnection:
    """sqlite3.connect(target, ...) for the file at `path`, holding it while connected."""
    key = hold(path)
    try:
        conn = sqlite3.connect(target, factory=HeldConnection, **kwargs)
    except BaseException:
        release(key)
        raise
    conn.held_key = key
    return conn
