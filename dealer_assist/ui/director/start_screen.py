"""The start screen: the tournament to reopen cannot be opened; say which, why, and what to do.

One of the two screens shown before the director's window (`FrontScreen`, shared with the
welcome screen of a first launch, `welcome_screen.py`). It names the file and the problem in
plain words and offers what can be done (open it read-only, restore its latest backup, go on
with what it holds, open another tournament, start a new one, quit). A choice that works
replaces this window with the director's; one that fails says why here and the screen stays.
"""

from __future__ import annotations

import enum
import logging
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.ui.common.wall_clock import NowMs
from dealer_assist.ui.director.tournament_files import TournamentFilesDialog, TournamentShelf
from dealer_assist.wall_time import system_now_ms

if TYPE_CHECKING:
    from dealer_assist.store.backups import Backup
    from dealer_assist.store.journal import JournalMissingEvents
    from dealer_assist.store.library import TournamentInfo

logger = logging.getLogger(__name__)

ERROR_COLOUR = "#b3261e"


class Problem(Protocol):
    """Why a tournament could not be opened (app.OpenProblem)."""

    @property
    def info(self) -> TournamentInfo: ...

    @property
    def message(self) -> str: ...

    @property
    def readable(self) -> bool: ...

    @property
    def backup(self) -> Backup | None: ...

    @property
    def missing(self) -> JournalMissingEvents | None: ...


class Choice(enum.Enum):
    """What can be done about a tournament that cannot be opened."""

    READ_ONLY = "read_only"
    RESTORE = "restore"
    ACCEPT_MISSING = "accept_missing"


def sentence(text: str) -> str:
    """A store message as a sentence: capital first letter, one full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def backup_words(backup: Backup, now_ms: int) -> str:
    """ "21:04, 57 events" (the date too when it is not today)."""
    taken = datetime.fromtimestamp(backup.taken_ms / 1000)
    today = datetime.fromtimestamp(now_ms / 1000).date()
    when = taken.strftime("%H:%M") if taken.date() == today else taken.strftime("%Y-%m-%d %H:%M")
    events = f"{backup.last_seq} event{'s' if backup.last_seq != 1 else ''}"
    return f"{when}, {events}"


def problem_words(problem: Problem) -> str:
    """The problem in plain words, with what was kept."""
    missing = problem.missing
    if missing is None:
        return sentence(problem.message)
    where = (
        f" The -wal file as it was found is kept at {missing.saved_wal}."
        if missing.saved_wal is not None
        else ""
    )
    count = missing.missing
    return (
        f"{count} saved event{'s are' if count != 1 else ' is'} missing: the journal holds "
        f"events up to #{missing.found}, but #{missing.acknowledged} was saved (damage in its "
        f"-wal file, or an older copy put in its place). The file was not changed.{where}"
    )


def problem_choices(problem: Problem, now_ms: int) -> list[tuple[Choice, str, str]]:
    """(choice, button text, what it does) for what this problem allows, best first."""
    result = []
    if problem.backup is not None:
        result.append(
            (
                Choice.RESTORE,
                f"Restore the latest backup ({backup_words(problem.backup, now_ms)})",
                "A new tournament is made from the backup; this file stays as it is.",
            )
        )
    missing = problem.missing
    if missing is not None:
        count = missing.missing
        kept = f" (the -wal copy is at {missing.saved_wal})" if missing.saved_wal else ""
        result.append(
            (
                Choice.ACCEPT_MISSING,
                f"Go on with what it holds ({count} event{'s' if count != 1 else ''} missing)",
                f"Events up to #{missing.found} are kept; {count} after them are lost{kept}.",
            )
        )
    if problem.readable:
        result.append(
            (
                Choice.READ_ONLY,
                "Open read-only",
                "Look at the tournament as it is; nothing can be changed.",
            )
        )
    return result


class FrontScreen(QMainWindow):
    """A screen shown before the director's window: what both the start and the welcome
    screens do with a choice (open, restore, create), and how they say it did not work.

    `shelf` opens, restores and creates tournaments (app.LibraryShelf); `open_window(session,
    tournament_id)` builds the director's window for a session a choice opened.

    Signals:
        opened(object): the window that replaces this screen (already built, shown next).
    """

    opened = Signal(object)

    def __init__(
        self,
        shelf: TournamentShelf,
        open_window: Callable[[Any, str], QWidget],
        *,
        now_ms: NowMs = system_now_ms,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._shelf = shelf
        self._open_window = open_window
        self._now_ms = now_ms
        self.director: QWidget | None = None  # the window that replaced this screen
        self.error_label = QLabel("", self)
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(
            f"font-size: 16px; font-weight: bold; color: {ERROR_COLOUR};"
        )
        self.error_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error_label.hide()

    def open_other(self, tournament_id: str) -> bool:
        return self._try("Open", lambda: self._shelf.open(tournament_id))

    def restore_other(self, tournament_id: str) -> bool:
        return self._try("Restore", lambda: self._shelf.restore_latest(tournament_id))

    def create(
        self,
        name: str,
        house_book: str,
        structure_name: str,
        settings: dict[str, int] | None = None,
    ) -> bool:
        """A new tournament, with the buy-in, players, tables and rebuys the form asked for."""
        return self._try(
            "New tournament",
            lambda: self._shelf.create(name, house_book, structure_name, settings),
        )

    def show_files(self, new: bool = False) -> TournamentFilesDialog:
        """The tournaments dialog (open another, restore one, start a new one)."""
        dialog = TournamentFilesDialog(self._shelf, None, self)
        dialog.open_requested.connect(self.open_other)
        dialog.restore_requested.connect(self.restore_other)
        dialog.new_requested.connect(self.create)
        dialog.archive_requested.connect(self._archive)
        dialog.unarchive_requested.connect(self._unarchive)
        dialog.open()
        if new:
            dialog.name_edit.setFocus()
        return dialog

    def show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.show()

    # --- internals ---------------------------------------------------------------------
    def _try(self, what: str, run: Callable[[], tuple[Any, str]]) -> bool:
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            session, tournament_id = run()
        except Exception as exc:  # noqa: BLE001 (any failure is told here; the screen stays)
            logger.warning("%s failed: %s", what, exc)
            self.show_error(f"{what} did not work: {sentence(str(exc))}")
            return False
        finally:
            QApplication.restoreOverrideCursor()
        try:
            window = self._open_window(session, tournament_id)
        except Exception as exc:  # noqa: BLE001
            session.close()
            logger.exception("the director's window could not be built")
            self.show_error(f"{what} did not work: {sentence(str(exc))}")
            return False
        self.director = window
        self.opened.emit(window)
        window.show()
        self.close()
        return True

    def _archive(self, tournament_id: str) -> None:
        self._change_archived(self._shelf.archive, tournament_id)

    def _unarchive(self, tournament_id: str) -> None:
        self._change_archived(self._shelf.unarchive, tournament_id)

    def _change_archived(self, change: Callable[[str], None], tournament_id: str) -> None:
        try:
            change(tournament_id)
        except Exception as exc:  # noqa: BLE001
            self.show_error(f"Not changed: {sentence(str(exc))}")

    def _button(
        self, text: str, slot: Callable[[], Any], layout: QVBoxLayout, explanation: str | None
    ) -> QPushButton:
        button = QPushButton(text, self)
        button.setMinimumHeight(52)
        button.setStyleSheet("QPushButton { font-size: 17px; text-align: left; padding: 0 16px; }")
        button.clicked.connect(lambda _checked=False: slot())
        layout.addWidget(button)
        if explanation:
            button.setToolTip(explanation)
            note = QLabel(explanation, self)
            note.setWordWrap(True)
            note.setStyleSheet("font-size: 14px; color: #555; margin-left: 16px;")
            layout.addWidget(note)
        return button


class StartScreen(FrontScreen):
    """Shown instead of the director's window when the tournament to reopen cannot be opened."""

    def __init__(
        self,
        problem: Problem,
        shelf: TournamentShelf,
        open_window: Callable[[Any, str], QWidget],
        *,
        now_ms: NowMs = system_now_ms,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(shelf, open_window, now_ms=now_ms, parent=parent)
        self._problem = problem
        info = problem.info
        self.setWindowTitle(f"Dealer Assist - {info.name} cannot be opened")
        self.setMinimumSize(720, 560)

        self.title_label = QLabel(f"“{info.name}” cannot be opened", self)
        self.title_label.setWordWrap(True)
        self.title_label.setStyleSheet(
            f"font-size: 24px; font-weight: bold; color: {ERROR_COLOUR};"
        )
        self.path_label = QLabel(str(info.path), self)
        self.path_label.setWordWrap(True)
        self.path_label.setStyleSheet("font-size: 15px; font-family: monospace;")
        self.path_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem_label = QLabel(problem_words(problem), self)
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("font-size: 17px;")
        self.problem_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.setSpacing(10)
        layout.addWidget(self.title_label)
        layout.addWidget(self.path_label)
        layout.addWidget(self.problem_label)
        layout.addSpacing(8)
        heading = QLabel("What would you like to do?", body)
        heading.setStyleSheet("font-size: 18px; font-weight: bold;")
        layout.addWidget(heading)

        self.buttons: dict[Choice, QPushButton] = {}
        runs = {
            Choice.READ_ONLY: self.open_read_only,
            Choice.RESTORE: self.restore_latest,
            Choice.ACCEPT_MISSING: self.go_on_with_what_it_holds,
        }
        for choice, text, explanation in problem_choices(problem, now_ms()):
            button = self._button(text, runs[choice], layout, explanation)
            self.buttons[choice] = button
        self.other_button = self._button(
            "Open another tournament…", self.show_files, layout, "The tournaments on this computer."
        )
        self.new_button = self._button(
            "New tournament…", lambda: self.show_files(new=True), layout, None
        )
        self.quit_button = self._button("Quit", self.close, layout, None)
        layout.addWidget(self.error_label)
        layout.addStretch(1)
        self.setCentralWidget(body)

    # --- the choices -------------------------------------------------------------------
    def open_read_only(self) -> bool:
        return self._try(
            "Open read-only",
            lambda: self._shelf.open(str(self._problem.info.path), read_only=True),
        )

    def restore_latest(self) -> bool:
        backup = self._problem.backup
        if backup is None:
            return False
        return self._try("Restore the latest backup", lambda: self._shelf.restore(backup.path))

    def go_on_with_what_it_holds(self) -> bool:
        return self._try(
            "Go on with what it holds",
            lambda: self._shelf.open(str(self._problem.info.path), accept_missing=True),
        )
