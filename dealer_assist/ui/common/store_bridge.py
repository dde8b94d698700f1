"""The UI's one door to the store, beside the sessions (`qt_session` carries their changes).

import-linter lets no other UI module import `dealer_assist.store` (pyproject.toml), so this
file is the whole list of what a widget itself does with it: catch the journal's errors, ask
the backup schedule, and write the files a person keeps (whole or not at all, the store's
rule for every file). What the app owns comes from app.py instead: the shelf takes and lists
backups and reads the stations' journals. Store types a widget only names in annotations are
imported under TYPE_CHECKING where they are used.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from dealer_assist.store.backups import BackupSchedule
from dealer_assist.store.files import (
    read_structure_file,
    slug,
    write_bytes_atomic,
    write_json_atomic,
    write_structure_file,
    write_text_atomic,
)
from dealer_assist.store.journal import (
    JournalBusy,
    JournalError,
    JournalUnwritable,
)

if TYPE_CHECKING:
    from dealer_assist.store.journal import Journal

__all__ = [
    "BackupSchedule",
    "JournalBusy",
    "JournalError",
    "JournalUnwritable",
    "export_event_log",
    "read_structure_file",
    "slug",
    "write_bytes_atomic",
    "write_json_atomic",
    "write_structure_file",
    "write_text_atomic",
]


def export_event_log(journal: Journal, path: Path) -> int:
    """The journal's events as JSON lines at `path`, whole or not at all: how many. The
    event log's module loads here, on the first export, not with the window."""
    from dealer_assist.store import event_log

    return event_log.export_event_log(journal, path)
