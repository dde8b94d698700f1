"""Rolling backups of a tournament journal, a copy to another folder, and restoring one.

Backups are made with SQLite's online backup API from a connection of their own, a few pages
at a time, so they can run in a worker thread while the director keeps writing. Each is a
complete, self-contained journal file (no -wal) named after its tournament, the time and the
last event it holds:

    <tournaments>/backups/<journal stem>/<journal stem>.<YYYYmmdd-HHMMSS>.<seq>.sqlite
"""

from __future__ import annotations

import logging
import re
import time
from pathlib import Path

import msgspec

from dealer_assist.store.journal import (
    Journal,
    JournalError,
    integrity_problems,
    read_info,
    wall_clock_ms,
)

logger = logging.getLogger(__name__)

BACKUPS_FOLDER = "backups"
KEEP_BACKUPS = 5
BACKUP_EVERY_MS = 5 * 60_000
_NAME = r"\.(\d{8}-\d{6})\.(\d+)\.sqlite$"  # compiled (and cached by `re`) on first use


class Backup(msgspec.Struct, frozen=True):
    """One backup file: when it was taken and the last event (seq) it holds."""

    path: Path
    taken_ms: int
    last_seq: int


def backups_folder(journal_path: Path) -> Path:
    return journal_path.parent / BACKUPS_FOLDER / journal_path.stem


def take_backup(
    journal_path: Path, folder: Path | None = None, *, keep: int | None = KEEP_BACKUPS
) -> Backup:
    """Back up the journal at `journal_path` into `folder` (its rolling folder by default),
    keeping the newest `keep` there (None: keep all, e.g. on a USB stick). Safe to call from
    a worker thread: it opens its own read-only connection. Raises JournalError (a full disk
    is JournalUnwritable, naming the folder)."""
    folder = folder if folder is not None else backups_folder(journal_path)
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError as exc:
        raise JournalError(f"cannot make the backup folder {folder}: {exc.strerror}") from exc
    taken_ms = wall_clock_ms() // 1000 * 1000  # to the second, as the file name says
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(taken_ms / 1000))
    with Journal.open(journal_path, read_only=True) as source:
        last_seq = source.last_seq
        target = folder / f"{journal_path.stem}.{stamp}.{last_seq}.sqlite"
        if target.exists():  # twice in one second with nothing new: that backup is this one
            return Backup(target, taken_ms, last_seq)
        source.backup_to(target)
    _check_copy(journal_path, target)
    if keep is not None:
        for stale in list_backups(journal_path, folder)[keep:]:
            stale.path.unlink(missing_ok=True)
    logger.info("backed up %s to %s", journal_path.name, target)
    return Backup(target, taken_ms, last_seq)


def _check_copy(journal_path: Path, copy: Path) -> None:
    """The copy is the journal page for page: a damaged copy means a damaged journal (a large
    journal is checked here, in the worker, not when it opens). Never kept as a backup."""
    import sqlite3

    try:
        conn = sqlite3.connect(f"{copy.resolve().as_uri()}?mode=ro", uri=True)
        try:
            problems = integrity_problems(conn)
        finally:
            conn.close()
    except sqlite3.Error as exc:
        problems = [str(exc)]
    if problems:
        copy.unlink(missing_ok=True)
        raise JournalError(
            f"journal {journal_path} is damaged ({'; '.join(problems)}); it was not changed."
            " The earlier backups are kept: restore one, or keep playing and export what you can."
        )


def list_backups(journal_path: Path, folder: Path | None = None) -> list[Backup]:
    """The backups of a journal, newest first (by name: time, then last event)."""
    folder = folder if folder is not None else backups_folder(journal_path)
    if not folder.is_dir():
        return []
    found = []
    for path in folder.glob(f"{_glob_escape(journal_path.stem)}.*.sqlite"):
        match = re.search(_NAME, path.name)
        if match is None:
            continue
        try:
            taken = time.mktime(time.strptime(match.group(1), "%Y%m%d-%H%M%S"))
        except ValueError:
            continue
        found.append(Backup(path, int(taken * 1000), int(match.group(2))))
    found.sort(key=lambda b: (b.taken_ms, b.last_seq, b.path.name), reverse=True)
    return found


def latest_backup(journal_path: Path) -> Backup | None:
    """The newest backup that reads as a healthy journal, or None."""
    for backup in list_backups(journal_path):
        try:
            read_info(backup.path)
        except JournalError as exc:
            logger.warning("backup %s cannot be read: %s", backup.path, exc)
            continue
        return backup
    return None


def _glob_escape(name: str) -> str:
    import glob

    return glob.escape(name)


class BackupSchedule:
    """When the director's journal is due a backup: at each new period, and every few minutes
    while events come in. Qt-free; the window asks it on each state change and on a timer."""

    def __init__(self, every_ms: int = BACKUP_EVERY_MS) -> None:
        self._every_ms = every_ms
        self._last_ms: int | None = None
        self._last_seq = -1
        self._last_period: int | None = None

    def due(self, now_ms: int, last_seq: int, period_index: int | None) -> bool:
        if last_seq == self._last_seq:
            return False  # nothing new since the last backup
        if self._last_ms is None or period_index != self._last_period:
            return True
        return now_ms - self._last_ms >= self._every_ms

    def done(self, now_ms: int, last_seq: int, period_index: int | None) -> None:
        self._last_ms, self._last_seq, self._last_period = now_ms, last_seq, period_index
