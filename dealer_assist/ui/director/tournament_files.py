"""The tournament files dialog: start a new tournament, open, restore or archive one."""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.ui.common.tooltips import describe
from dealer_assist.ui.director.new_tournament_form import (
    NewTournamentForm,
    book_title,
)

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class TournamentEntry:
    """One tournament on the shelf, as the dialog lists it."""

    tournament_id: str
    name: str
    house_book: str
    detail: str = ""
    problem: str | None = None  # why it cannot be opened, if so
    backup: str | None = None  # its latest backup ("21:04, 57 events"), offered to restore
    players: int | None = None  # registered players, where the list read them (welcome screen)


PROBLEM_COLOUR = QColor("#b3261e")


class TournamentShelf(Protocol):
    """What the windows need from the tournament library (app.py supplies it)."""

    def entries(self) -> Sequence[TournamentEntry]: ...

    def structure_names(self) -> Sequence[str]: ...

    def house_books(self) -> Sequence[str]: ...

    def create(
        self,
        name: str,
        house_book: str,
        structure_name: str,
        settings: Mapping[str, int] | None = None,
    ) -> tuple[Any, str]:
        """A new tournament's (Session, id); `settings` (buy_in, capacity, ...) are its money
        settings (`core.entries.cmd_settings`), recorded when given."""
        ...

    def open(
        self, tournament_id: str, *, read_only: bool = False, accept_missing: bool = False
    ) -> tuple[Any, str]:
        """An existing tournament's (Session, id), by id or journal path. JournalError when
        it cannot be opened (`problem` then says what can be done)."""
        ...

    def problem(self, tournament_id: str, error: Exception) -> Any:
        """What can be done about a tournament that failed to open (app.OpenProblem)."""
        ...

    def restore(self, backup: Path) -> tuple[Any, str]:
        """A new tournament made from a backup file, opened: (Session, id)."""
        ...

    def restore_latest(self, tournament_id: str) -> tuple[Any, str]:
        """A new tournament made from this one's latest healthy backup, opened."""
        ...

    def backups(self, journal_path: Path) -> Sequence[Any]:
        """The rolling backups of a journal (store.backups.Backup), newest first."""
        ...

    def take_backup(self, journal_path: Path, folder: Path | None, *, keep: int | None) -> Any:
        """Back up a journal into its rolling folder (the newest `keep` kept), or copy it into
        `folder`: the Backup. Runs in the window's worker thread (its own connection)."""
        ...

    def table_reporter(self, path: Path, table: int, rules: Any) -> Any:
        """A reader of table `table`'s station journal at `path` (store.table_reports): its
        `poll(state, has_seen, now_ms)` gives the events the station reports."""
        ...

    def retry_writing(self, session: Any) -> bool:
        """Try writing to a session's journal again (space freed?); True when it can."""
        ...

    def archive(self, tournament_id: str) -> None: ...

    def unarchive(self, tournament_id: str) -> None: ...


class TournamentFilesDialog(QDialog):
    """Pick a tournament to open, archive one, or describe a new one.

    The dialog only reports the choice; the window does the work through the shelf.

    Archiving asks nothing: it is undone from the "Archived: X  Undo" bar it leaves.

    Signals:
        open_requested(str): the id of the tournament to open.
        restore_requested(str): the id of a tournament to make again from its latest backup.
        archive_requested(str): the id of the tournament to archive.
        unarchive_requested(str): the id of the tournament archived here, put back.
        new_requested(str, str, str, object): name, house book and structure of a new
            tournament, and its money settings ({"buy_in": 40, "capacity": 27}).
    """

    open_requested = Signal(str)
    restore_requested = Signal(str)
    archive_requested = Signal(str)
    unarchive_requested = Signal(str)
    new_requested = Signal(str, str, str, object)

    def __init__(
        self,
        shelf: TournamentShelf,
        current_id: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Tournaments")
        self.setMinimumSize(640, 560)
        self._shelf = shelf
        self._current_id = current_id
        self._entries: dict[str, TournamentEntry] = {}

        self.list = QListWidget(self)
        self.list.setAlternatingRowColors(True)
        self.list.setStyleSheet("QListWidget::item { min-height: 44px; }")
        self.list.itemDoubleClicked.connect(lambda _item: self._open())
        self.list.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.open_button = _big_button("Open", self._open)
        self.restore_button = _big_button("Restore latest backup", self._restore)
        self.archive_button = _big_button("Archive", self._archive)
        describe(self.open_button, "Open the selected tournament in this window")
        describe(
            self.archive_button, "Take the selected tournament off the list (Undo puts it back)"
        )
        self.problem_label = QLabel("", self)
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet(
            f"color: {PROBLEM_COLOUR.name()}; font-weight: bold; font-size: 14px;"
        )
        self.problem_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem_label.hide()
        existing = QGroupBox("Tournaments on this computer", self)
        existing_layout = QVBoxLayout(existing)
        existing_layout.addWidget(self.list)
        existing_layout.addWidget(self.problem_label)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.archive_button)
        row.addWidget(self.restore_button)
        row.addWidget(self.open_button)
        existing_layout.addLayout(row)
        self._archived: TournamentEntry | None = None  # the last one archived here (for Undo)
        self.archived_bar = QWidget(self)
        bar = QHBoxLayout(self.archived_bar)
        bar.setContentsMargins(0, 0, 0, 0)
        self.archived_label = QLabel("", self.archived_bar)
        self.undo_button = _big_button("Undo", self._undo_archive)
        describe(self.undo_button, "Put the archived tournament back on the list")
        bar.addWidget(self.archived_label, 1)
        bar.addWidget(self.undo_button)
        self.archived_bar.hide()
        existing_layout.addWidget(self.archived_bar)

        # The New tournament form (the welcome screen shows the same one).
        self.form = NewTournamentForm(shelf, self, default_book=_default_book(shelf))
        self.form.new_requested.connect(self._create)
        new = self.form
        self.name_edit = self.form.name_edit
        self.book_combo = self.form.book_combo
        self.structure_combo = self.form.structure_combo
        self.buy_in_spin = self.form.buy_in_spin
        self.seats_spin = self.form.seats_spin
        self.create_button = self.form.create_button

        close = _big_button("Close", self.reject)
        describe(close, "Close this list and go back to the tournament (Esc)")
        layout = QVBoxLayout(self)
        layout.addWidget(existing, 1)
        layout.addWidget(new)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(close)
        layout.addLayout(bottom)
        self.refresh()

    def refresh(self, select: str | None = None) -> None:
        self.list.clear()
        self._entries = {e.tournament_id: e for e in self._shelf.entries()}
        for entry in self._entries.values():
            detail = f"cannot be opened: {entry.problem}" if entry.problem else entry.detail
            book = book_title(entry.house_book) if entry.house_book else ""
            text = "  ·  ".join(t for t in (entry.name, book, detail) if t)
            if entry.tournament_id == self._current_id:
                text += "  (open now)"
            item = QListWidgetItem(text, self.list)
            item.setData(Qt.ItemDataRole.UserRole, entry.tournament_id)
            if entry.problem:
                item.setForeground(QBrush(PROBLEM_COLOUR))
                backup = f" Latest backup: {entry.backup}." if entry.backup else ""
                item.setToolTip(f"Cannot be opened: {entry.problem.rstrip('.')}.{backup}")
            if entry.tournament_id == select:
                self.list.setCurrentItem(item)
        if self.list.count() and self.list.currentItem() is None:
            self.list.setCurrentRow(0)
        self._update_buttons()

    def selected_id(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else str(item.data(Qt.ItemDataRole.UserRole))

    def selected_entry(self) -> TournamentEntry | None:
        selected = self.selected_id()
        return None if selected is None else self._entries.get(selected)

    def _open(self) -> None:
        tournament_id = self.selected_id()
        if tournament_id is not None:
            self.open_requested.emit(tournament_id)
            self.accept()

    def _restore(self) -> None:
        entry = self.selected_entry()
        if entry is not None and entry.backup:
            self.restore_requested.emit(entry.tournament_id)
            self.accept()

    def _archive(self) -> None:
        tournament_id = self.selected_id()
        if tournament_id is None:
            return
        if tournament_id == self._current_id:
            QMessageBox.information(
                self, "Archive", "Open another tournament before archiving this one."
            )
            return
        entry = next(e for e in self._shelf.entries() if e.tournament_id == tournament_id)
        self.archive_requested.emit(tournament_id)
        if any(e.tournament_id == tournament_id for e in self._shelf.entries()):
            return  # refused (open in another window): the director's status bar says why
        self._archived = entry
        self.archived_label.setText(f"Archived: {entry.name}")
        self.archived_bar.show()
        self.refresh()

    def _undo_archive(self) -> None:
        entry = self._archived
        if entry is None:
            return
        self.unarchive_requested.emit(entry.tournament_id)
        self._archived = None
        self.archived_bar.hide()
        self.refresh(select=entry.tournament_id)

    def _create(self, name: str, book: str, structure: str, settings: object) -> None:
        self.new_requested.emit(name, book, structure, settings)
        self.accept()

    def settings(self) -> dict[str, int]:
        """The new tournament's settings as typed (empty when none were)."""
        return self.form.settings()

    def _update_buttons(self) -> None:
        selected = self.selected_id()
        entry = self.selected_entry()
        self.open_button.setEnabled(selected is not None and selected != self._current_id)
        self.archive_button.setEnabled(selected is not None and selected != self._current_id)
        self.restore_button.setVisible(any(e.backup for e in self._entries.values()))
        self.restore_button.setEnabled(entry is not None and bool(entry.backup))
        self.restore_button.setToolTip(
            f"Make the tournament again from its latest backup ({entry.backup}); the damaged "
            "file stays as it is"
            if entry is not None and entry.backup
            else "No backup of this tournament"
        )
        if entry is not None and entry.problem:
            backup = (
                f" Restore latest backup ({entry.backup}) makes it again from its backup."
                if entry.backup
                else ""
            )
            self.problem_label.setText(
                f"{entry.name} cannot be opened: {entry.problem.rstrip('.')}.{backup}"
            )
            self.problem_label.show()
        else:
            self.problem_label.hide()


def _big_button(text: str, slot: Any) -> QPushButton:
    button = QPushButton(text)
    button.setMinimumHeight(48)
    button.setMinimumWidth(120)
    button.clicked.connect(slot)
    return button


def _default_book(shelf: TournamentShelf) -> str | None:
    """The device's default house book, where the shelf knows one (the settings)."""
    default = getattr(shelf, "default_house_book", None)
    return default() if callable(default) else None
