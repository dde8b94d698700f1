"""The tournament library: one journal file per tournament in a folder, listed from the files.

There is no separate index to lose: every fact the list shows (name, created, last opened,
archived) lives in the journal's own `meta` table, so the folder alone is the library.
"""

from __future__ import annotations

import builtins
import logging
import os
import re
from collections.abc import Callable, Mapping
from pathlib import Path

import msgspec

from dealer_assist.store.ack_mark import mark_path
from dealer_assist.store.journal import (
    SCHEMA_VERSION,
    Journal,
    JournalError,
    read_info,
    wall_clock_ms,
)

logger = logging.getLogger(__name__)

JOURNAL_SUFFIX = ".sqlite"
SHORT_ID_LENGTH = 8
MIN_ID_PREFIX = 4
NAME_KEY = "name"
ARCHIVED_KEY = "archived"
OPENED_KEY = "opened_ms"
RESTORED_FROM_KEY = "restored_from"


class TournamentInfo(msgspec.Struct, frozen=True):
    """One tournament as the library lists it. `problem` says why it cannot be opened, if so."""

    id: str
    name: str
    path: Path
    created_ms: int | None
    opened_ms: int | None
    updated_ms: int | None
    archived: bool
    event_count: int
    problem: str | None = None
    meta: Mapping[str, str] = msgspec.field(default_factory=dict)

    @property
    def last_used_ms(self) -> int:
        """The latest of created, opened and last event: the list's sort key."""
        times = (self.created_ms, self.opened_ms, self.updated_ms)
        return max((t for t in times if t is not None), default=0)


class TournamentLibrary:
    """The tournaments in `root` (normally `paths.tournaments_dir()`)."""

    def __init__(self, root: Path, *, clock_ms: Callable[[], int] = wall_clock_ms) -> None:
        self._root = Path(root)
        self._clock_ms = clock_ms

    @property
    def root(self) -> Path:
        return self._root

    def create(self, name: str, extra_meta: Mapping[str, str] | None = None) -> TournamentInfo:
        """A new, empty tournament journal named `name` (file name: slug + short id).

        `extra_meta` (e.g. {"house_book": "applewood"}) is stored with the name, for lists.
        """
        name = " ".join(name.split())
        if not name:
            raise ValueError("a tournament needs a name, e.g. 'Friday Deepstack'")
        import uuid  # only to create a file: uuid loads `platform` (start-up time)

        self._root.mkdir(parents=True, exist_ok=True)
        while True:
            journal_id = uuid.uuid4().hex
            path = self._root / f"{slugify(name)}-{journal_id[:SHORT_ID_LENGTH]}{JOURNAL_SUFFIX}"
            if not path.exists():
                break
        now = self._clock_ms()
        with Journal.open(
            path,
            create=True,
            initial_meta={**(extra_meta or {}), NAME_KEY: name, ARCHIVED_KEY: "0"},
            journal_id=journal_id,
            now_ms=now,
        ):
            pass
        logger.info("created tournament %r at %s", name, path)
        return self._describe(path)

    def list(self, include_archived: bool = False) -> builtins.list[TournamentInfo]:
        """Tournaments, most recently used first. Files that cannot be read are listed with a
        `problem` rather than hidden, so a damaged or newer journal is never silently lost."""
        infos = [self._describe(path) for path in self._journal_files()]
        if not include_archived:
            infos = [info for info in infos if not info.archived]
        infos.sort(key=lambda i: (-i.last_used_ms, i.name.casefold(), str(i.path)))
        return infos

    def most_recent(self) -> TournamentInfo | None:
        """The most recently used tournament that is not archived, even one that cannot be
        opened (its `problem` says why): a damaged journal is never passed over for an older
        tournament or a demo, where nobody would notice it."""
        return next(iter(self.list()), None)

    def find(self, id_or_path: str | Path) -> TournamentInfo:
        """The tournament with this id (or an unambiguous id prefix), file name or path."""
        path = self._resolve(id_or_path)
        return self._describe(path)

    def open(
        self, id_or_path: str | Path, *, read_only: bool = False, accept_missing: bool = False
    ) -> Journal:
        """Open a tournament's journal (for writing unless `read_only`). Nothing is written:
        replay it, then `note_opened`, so a journal whose replay fails keeps its bytes."""
        path = self._resolve(id_or_path)
        return Journal.open(path, read_only=read_only, accept_missing=accept_missing)

    def note_opened(self, journal: Journal) -> None:
        """Record that the tournament was opened now (it becomes the most recent). The first
        write: JournalUnwritable on a full disk or a read-only folder."""
        journal.set_meta(OPENED_KEY, str(self._clock_ms()), durable=False)  # before first paint

    def restore(self, backup: Path) -> TournamentInfo:
        """A new tournament made from a backup file (the damaged journal stays listed with its
        problem). It gets its own id, a name saying it was restored, and becomes the most
        recent; its meta keeps the id it came from (`restored_from`)."""
        import shutil
        import sqlite3
        import uuid

        source = read_info(backup)  # refuses a damaged or foreign backup before any copy
        name = source.meta.get(NAME_KEY) or backup.stem
        journal_id = uuid.uuid4().hex
        self._root.mkdir(parents=True, exist_ok=True)
        path = self._root / f"{slugify(name)}-{journal_id[:SHORT_ID_LENGTH]}{JOURNAL_SUFFIX}"
        tmp = path.with_name(path.name + ".creating")
        try:
            shutil.copyfile(backup, tmp)
            os.chmod(tmp, 0o600)
            conn = sqlite3.connect(tmp, isolation_level=None)
            try:
                conn.execute("BEGIN IMMEDIATE")
                for key, value in (
                    ("journal_id", journal_id),
                    (NAME_KEY, f"{name} (restored)"),
                    (RESTORED_FROM_KEY, source.journal_id),
                    (OPENED_KEY, str(self._clock_ms())),
                    (ARCHIVED_KEY, "0"),
                ):
                    conn.execute(
                        "INSERT INTO meta (key, value) VALUES (?, ?) "
                        "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                        (key, value),
                    )
                conn.execute("COMMIT")
                conn.execute("PRAGMA journal_mode = WAL")
            finally:
                conn.close()
            with open(tmp, "rb+") as f:  # not open in SQLite any more: a plain fsync is safe
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except (OSError, sqlite3.Error) as exc:
            raise JournalError(f"cannot restore {backup.name} into {self._root}: {exc}") from exc
        finally:
            tmp.unlink(missing_ok=True)
        logger.info("restored %s from %s as %s", name, backup, path)
        return self._describe(path)

    def archive(self, id_or_path: str | Path) -> TournamentInfo:
        """Hide a tournament from the default list; its journal is kept unchanged otherwise."""
        return self._set_archived(id_or_path, True)

    def unarchive(self, id_or_path: str | Path) -> TournamentInfo:
        return self._set_archived(id_or_path, False)

    def _set_archived(self, id_or_path: str | Path, archived: bool) -> TournamentInfo:
        path = self._resolve(id_or_path)
        with Journal.open(path) as journal:
            journal.set_meta(ARCHIVED_KEY, "1" if archived else "0")
        return self._describe(path)

    def last_change_ns(self) -> int:
        """The latest modification time among the journals and their WAL files (0 if none):
        a stat each, so a follower can tell the library changed without reading any."""
        if not self._root.is_dir():
            return 0
        newest = 0
        with os.scandir(self._root) as entries:
            for entry in entries:
                if entry.name.endswith((JOURNAL_SUFFIX, f"{JOURNAL_SUFFIX}-wal")):
                    newest = max(newest, entry.stat().st_mtime_ns)
        return newest

    def _journal_files(self) -> builtins.list[Path]:
        if not self._root.is_dir():
            return []
        return sorted(p for p in self._root.glob(f"*{JOURNAL_SUFFIX}") if p.is_file())

    def _resolve(self, id_or_path: str | Path) -> Path:
        text = str(id_or_path)
        candidate = Path(id_or_path)
        looks_like_path = text.endswith(JOURNAL_SUFFIX) or len(candidate.parts) > 1
        if isinstance(id_or_path, Path) or looks_like_path:
            if not candidate.is_absolute() and not candidate.exists():
                candidate = self._root / candidate
            if candidate.is_file():
                return candidate
            raise JournalError(f"there is no tournament journal at {candidate}")
        key = text.strip().lower()
        if len(key) < MIN_ID_PREFIX:
            raise JournalError(
                f"tournament id {text!r} is too short; give at least {MIN_ID_PREFIX} characters"
            )
        matches = [
            info
            for info in (self._describe(p) for p in self._journal_files())
            if info.id.lower().startswith(key)
        ]
        if len(matches) == 1:
            return matches[0].path
        if not matches:
            raise JournalError(f"no tournament with id {text!r} in {self._root}")
        names = ", ".join(f"{m.id[:12]} ({m.name})" for m in matches)
        raise JournalError(f"tournament id {text!r} is ambiguous: {names}; give more characters")

    def _describe(self, path: Path) -> TournamentInfo:
        try:
            info = read_info(path)
        except JournalError as exc:
            logger.warning("tournament file %s cannot be read: %s", path, exc)
            return TournamentInfo(
                id=path.stem,
                name=path.stem,
                path=path,
                created_ms=None,
                opened_ms=None,
                updated_ms=_last_written_ms(path),
                archived=False,
                event_count=0,
                problem=str(exc),
            )
        meta = info.meta
        problem = None
        if not info.openable:
            problem = (
                f"written by a newer Dealer Assist (schema {info.schema_version},"
                f" this is {SCHEMA_VERSION})"
            )
        return TournamentInfo(
            id=info.journal_id or path.stem,
            name=meta.get(NAME_KEY) or path.stem,
            path=path,
            created_ms=_int_or_none(meta.get("created_ms")),
            opened_ms=_int_or_none(meta.get(OPENED_KEY)),
            updated_ms=info.last_event_at_ms,
            archived=meta.get(ARCHIVED_KEY) == "1",
            event_count=info.event_count,
            problem=problem,
            meta=dict(meta),
        )


def slugify(name: str, max_length: int = 40) -> str:
    """A file-name-safe form of a tournament name: 'Friday Deepstack #3' -> 'friday-deepstack-3'."""
    import unicodedata  # only when a tournament is created (start-up time)

    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")
    return slug[:max_length].rstrip("-") or "tournament"


def _int_or_none(text: str | None) -> int | None:
    try:
        return int(text) if text is not None else None
    except ValueError:
        return None


def _last_written_ms(path: Path) -> int | None:
    """When a journal that cannot be read was last written: its own file, its -wal or its
    acknowledgement mark (written with each event), whichever is newest."""
    times = []
    for candidate in (path, Path(f"{path}-wal"), mark_path(path)):
        try:
            times.append(candidate.stat().st_mtime_ns // 1_000_000)
        except OSError:
            continue
    return max(times, default=None)
