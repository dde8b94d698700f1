"""Take journal backups in a worker thread, one at a time, and report back on the GUI thread.

The shelf's `take_backup` (app.py: the store's) opens its own read-only connection, so it
may run in another thread while the window keeps writing through its own. The window never
waits for it: a backup of a large journal on a slow USB stick must not freeze the clock.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal

if TYPE_CHECKING:
    from dealer_assist.store.backups import Backup

logger = logging.getLogger(__name__)

TakeBackup = Callable[..., "Backup"]


@dataclasses.dataclass(frozen=True, slots=True)
class BackupJob:
    """One backup to take. `folder` None: the journal's rolling backups (the newest `keep`
    kept); a folder: a copy there (a USB stick), `keep` None so nothing there is deleted.
    `asked_ms`, `last_seq` and `period_index` are what the schedule saw when it asked."""

    journal_path: Path
    folder: Path | None = None
    keep: int | None = 5
    asked_ms: int = 0
    last_seq: int = 0
    period_index: int | None = None

    @property
    def is_copy(self) -> bool:
        return self.folder is not None


class BackupRunner(QObject):
    """Runs BackupJobs in one worker thread, one at a time.

    A rolling backup asked for while another job runs is skipped (the schedule asks again
    later); a copy asked for then waits for its turn (the last one asked wins).

    Signals:
        finished(BackupJob, Backup): the job's backup file is complete.
        failed(BackupJob, Exception): it was not taken; the error says why (a full disk is a
            JournalUnwritable naming the folder).
    """

    finished = Signal(object, object)
    failed = Signal(object, object)
    # From the worker thread to this object's (the GUI) thread.
    _completed = Signal(object, object, object)

    def __init__(self, take: TakeBackup, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.take = take  # replaceable (tests)
        self._pool: ThreadPoolExecutor | None = None
        self._running: BackupJob | None = None
        self._waiting: BackupJob | None = None
        self._completed.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def busy(self) -> bool:
        return self._running is not None

    def running(self) -> BackupJob | None:
        return self._running

    def start(self, job: BackupJob) -> bool:
        """Start `job` now; False when another job runs (a copy then waits its turn)."""
        if self._running is not None:
            if job.is_copy:
                self._waiting = job
            return False
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="backup")
        self._running = job
        future = self._pool.submit(self.take, job.journal_path, job.folder, keep=job.keep)
        future.add_done_callback(lambda done, j=job: self._report(j, done))
        return True

    def shut_down(self, wait: bool = True) -> None:
        """Let the running backup finish (a half-written backup is never left: the store
        writes it under a temporary name), drop the waiting one, stop the thread."""
        self._waiting = None
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=wait)
        self._running = None

    def _report(self, job: BackupJob, done: Future[Backup]) -> None:
        # Worker thread: only hand the outcome over.
        error = done.exception()
        self._completed.emit(job, None if error is not None else done.result(), error)

    def _deliver(self, job: BackupJob, backup: Backup | None, error: Any) -> None:
        if self._running is not job:
            return  # shut down meanwhile
        self._running = None
        if error is not None:
            logger.warning("backup of %s failed: %s", job.journal_path, error)
            self.failed.emit(job, error)
        else:
            self.finished.emit(job, backup)
        waiting, self._waiting = self._waiting, None
        if waiting is not None and self._pool is not None:
            self.start(waiting)
