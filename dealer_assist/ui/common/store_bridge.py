"""The UI's one door to the store, beside the sessions (`qt_session` carries their changes).

import-linter lets no other UI module import `dealer_assist.store` (pyproject.toml), so this
file is the whole list of what the windows do with it outside a session's commands: the
journal errors they catch, backups, the stations' reports, and files a person keeps (written
whole or not at all). Types the windows only name are imported under TYPE_CHECKING where
they are used. The heavier store modules load on first use, not with the window.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from dealer_assist.store.backups import BackupSchedule, list_backups, take_backup
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
    JournalMissingEvents,
    JournalUnwritable,
)

if TYPE_CHECKING:
    from dealer_assist.core.rules.house_rules import HouseRules
    from dealer_assist.store.journal import Journal
    from dealer_assist.store.table_reports import TableReporter

__all__ = [
    "BackupSchedule",
    "JournalBusy",
    "JournalError",
    "JournalMissingEvents",
    "JournalUnwritable",
    "export_event_log",
    "list_backups",
    "read_structure_file",
    "slug",
    "table_reporter",
    "take_backup",
    "write_bytes_atomic",
    "write_json_atomic",
    "write_structure_file",
    "write_text_atomic",
]


def export_event_log(journal: Journal, path: Path) -> int:
    """The journal's events as JSON lines at `path`, whole or not at all: how many."""
    from dealer_assist.store import event_log

    return event_log.export_event_log(journal, path)


def table_reporter(path: Path, table: int, rules: HouseRules) -> TableReporter:
    """A reader of table `table`'s station journal at `path`, for the director's polls."""
    from dealer_assist.store.table_reports import TableReporter

    return TableReporter(path, table, rules)
