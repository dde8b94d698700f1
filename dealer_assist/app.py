"""Build one mode of Dealer Assist from the pieces: the only module that imports every layer."""

from __future__ import annotations

import logging
import os
import sqlite3
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import msgspec
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from shiboken6 import isValid

from dealer_assist import paths, start_up_collector
from dealer_assist.resources import resource_path
from dealer_assist.store.backups import Backup, latest_backup, list_backups, take_backup
from dealer_assist.store.journal import (
    Journal,
    JournalBusy,
    JournalError,
    JournalMissingEvents,
    JournalUnwritable,
    read_info,
)
from dealer_assist.store.library import NAME_KEY, TournamentInfo, TournamentLibrary
from dealer_assist.store.tournament_session import read_preview, tournament_session
from dealer_assist.ui.common.qt_session import QtSession
from dealer_assist.ui.common.wall_clock import NowMs
from dealer_assist.ui.director.director_window import DirectorWindow
from dealer_assist.wall_time import system_now_ms

if TYPE_CHECKING:
    from dealer_assist.core.events import Event
    from dealer_assist.core.rules.house_rules import HouseRules
    from dealer_assist.core.tournament import TournamentState
    from dealer_assist.store.session import Session
    from dealer_assist.store.table_reports import TableReporter
    from dealer_assist.ui.common.settings_store import SettingsStore
    from dealer_assist.ui.director.start_screen import StartScreen
    from dealer_assist.ui.director.tournament_files import TournamentEntry
    from dealer_assist.ui.director.welcome_screen import WelcomeScreen

logger = logging.getLogger(__name__)

DEMO_NAME = "Demo tournament"
DEMO_BOOK = "ubetcha"
DEMO_STRUCTURE = "demo"
# Set by benchmarks/bench_startup.py: print the time of the first paint and quit.
FIRST_PAINT_ENV = "DEALER_ASSIST_EXIT_AFTER_FIRST_PAINT"

HOUSE_BOOK_KEY = "house_book"
DEMO_KEY = "demo"  # meta of a demo tournament: a launch offers the welcome screen over it
# The new-tournament form's answers that are not money settings (core.new_tournament).
FORM_KEYS = ("players", "tables", "rebuys")

if TYPE_CHECKING:
    TournamentSession = Session[TournamentState | None]


def structure_names() -> list[str]:
    """The built-in structures (resources/structures/*.toml), demo first."""
    names = sorted(p.stem for p in resource_path("structures").glob("*.toml"))
    return sorted(names, key=lambda n: n != DEMO_STRUCTURE)


def structure_text(name: str) -> str:
    path: Path = resource_path("structures", f"{name}.toml")
    return path.read_text(encoding="utf-8")


def open_session(
    library: TournamentLibrary,
    id_or_path: str | Path,
    *,
    read_only: bool = False,
    accept_missing: bool = False,
) -> TournamentSession:
    """Open a tournament's journal (by id, or by path when known) and replay it; only then is
    anything written (the time it was opened). A full disk or a read-only folder does not stop
    it: the session opens unwritable and `session.journal.write_problem` says why."""
    journal = library.open(id_or_path, read_only=read_only, accept_missing=accept_missing)
    return _start_session(library, journal, read_only=read_only)


def _start_session(
    library: TournamentLibrary, journal: Journal, *, read_only: bool = False
) -> TournamentSession:
    """`journal`'s session (the journal closed if its replay fails), then the note that it
    was opened."""
    try:
        session = tournament_session(journal)
    except BaseException:
        journal.close()
        raise
    if not read_only and session.state is not None:
        try:
            library.note_opened(journal)
        except JournalUnwritable as exc:  # kept in journal.write_problem for the window
            logger.warning("tournament %s opened but cannot be written: %s", journal.path, exc)
    return session


def retry_writing(library: TournamentLibrary, session: TournamentSession) -> bool:
    """Try the first write again (after space was freed); True when the session can write."""
    try:
        library.note_opened(session.journal)
    except JournalUnwritable:
        return False
    return True


def create_tournament(
    library: TournamentLibrary,
    name: str,
    house_book: str,
    structure_toml: str,
    now_ms: int,
    settings: Mapping[str, int] | None = None,
    *,
    demo: bool = False,
) -> tuple[TournamentSession, str]:
    """A new tournament journal holding its TournamentCreated event (then its money settings,
    `core.entries.cmd_settings`'s fields, when given; then its tables); (session, id).

    `settings` may also hold the new-tournament form's "players", "tables" and "rebuys" (0 or
    1; `core.new_tournament`): checked together, rebuys written into the structure, the tables
    set with their seats."""
    from dealer_assist.core import tournament
    from dealer_assist.core.entries import cmd_settings

    money_settings = dict(settings or {})
    form = {key: money_settings.pop(key) for key in FORM_KEYS if key in money_settings}
    tables: Sequence[Event] = ()
    if form:
        structure_toml, tables = _form_parts(
            name, house_book, structure_toml, now_ms, money_settings, form
        )
    # Checked before any file exists: a refused structure or price leaves no journal behind.
    event = tournament.cmd_create(name, house_book, structure_toml, now_ms)
    money = None
    if money_settings:
        money = cmd_settings(tournament.apply(None, event), now_ms, **money_settings)
    info = library.create(name, {DEMO_KEY: "1"} if demo else None)
    session = open_session(library, info.id)
    session.execute(event)
    if money is not None:
        session.execute(money)
    for table_event in tables:
        session.execute(table_event)
    # Also in the file's meta, so the tournament list can show it without a replay.
    session.journal.set_meta(HOUSE_BOOK_KEY, house_book)
    return session, info.id


def _form_parts(
    name: str,
    house_book: str,
    structure_toml: str,
    now_ms: int,
    money: Mapping[str, int],
    form: Mapping[str, int],
) -> tuple[str, Sequence[Event]]:
    """The structure as the form's rebuys answer says, and the event setting its tables;
    PlanRefused for answers that do not fit together (nothing is made)."""
    from dealer_assist.core.clock.structure import dump_structure, parse_structure
    from dealer_assist.core.new_tournament import (
        TournamentPlan,
        check_plan,
        table_seats,
        with_rebuys,
    )
    from dealer_assist.core.seating.room import Room, cmd_set_tables
    from dealer_assist.house_books import house_rules

    rebuys = form.get("rebuys")
    plan = TournamentPlan(
        name,
        house_book,
        "",
        players=form.get("players", 0),
        tables=form.get("tables", 0),
        buy_in=money.get("buy_in", 0),
        seats=money.get("capacity", 0),
        rebuys=None if rebuys is None else bool(rebuys),
    )
    rules = house_rules(house_book)
    check_plan(plan, rules)
    if plan.rebuys is not None:
        structure = parse_structure(structure_toml)
        changed = with_rebuys(structure, plan.rebuys, plan.buy_in, rules)
        if changed != structure:
            structure_toml = dump_structure(changed)
    seats = table_seats(plan, rules)
    # A new tournament's room is empty: the tables are set on it.
    tables = [cmd_set_tables(Room(), now_ms, seats)] if seats else []
    return structure_toml, tables


class OpenProblem(msgspec.Struct, frozen=True):
    """Why the most recent tournament could not be opened, and what can be done about it.

    `readable`: it can be opened read-only; `backup`: the newest healthy backup, if any;
    `missing`: set when the journal is intact but shorter than what was saved (then going on
    with what it holds is also a choice)."""

    info: TournamentInfo
    message: str
    readable: bool
    backup: Backup | None
    missing: JournalMissingEvents | None = None


class CannotOpen(JournalError):
    """The most recent tournament cannot be opened; `problem` is what the start screen shows."""

    def __init__(self, problem: OpenProblem) -> None:
        super().__init__(problem.message)
        self.problem = problem


def director_session(
    library: TournamentLibrary,
    *,
    demo: bool,
    now_ms: int,
    recent: TournamentInfo | None = None,
) -> tuple[TournamentSession, str]:
    """The most recent tournament (`recent` when the caller has just listed the library: the
    listing reads every tournament's header), or a new demo one when there is none (or `demo`).

    A most recent tournament that cannot be opened raises CannotOpen: it is never passed over
    for an older one or a demo, where nobody would notice it."""
    if not demo:
        info = recent or library.most_recent()
        if info is not None:
            try:
                if info.problem:
                    raise JournalError(info.problem)
                # By path: an id would make the library read every journal's header again.
                session = open_session(library, info.path)
            except JournalBusy as exc:  # open in another window: never start a demo beside it
                raise _busy(info, exc) from exc
            except JournalError as exc:  # damaged, newer, shorter than saved, a bad event
                logger.warning("cannot reopen %s: %s", info.name, exc)
                raise CannotOpen(open_problem(info, exc)) from exc
            if session.state is not None:
                return session, info.id
            session.close()  # created but never written (a crash): not a tournament
    return create_tournament(
        library, DEMO_NAME, DEMO_BOOK, structure_text(DEMO_STRUCTURE), now_ms, demo=True
    )


def open_problem(info: TournamentInfo, error: JournalError) -> OpenProblem:
    """What the start screen offers for a tournament that failed to open with `error`."""
    from dealer_assist.core import tournament

    readable = True
    try:
        with Journal.open(info.path, read_only=True) as journal:
            tournament.replay(journal.events())
    except Exception:  # noqa: BLE001 (any failure means: not even read-only)
        readable = False
    missing = error if isinstance(error, JournalMissingEvents) else None
    backup = latest_backup(info.path)
    if backup is not None and info.name == info.path.stem:
        # The journal cannot say its own name: its backup can ("Friday Deepstack", not a slug).
        try:
            name = read_info(backup.path).meta.get(NAME_KEY) or info.name
        except JournalError:
            name = info.name
        info = msgspec.structs.replace(info, name=name)
    return OpenProblem(info, str(error), readable, backup, missing)


def _house_book(info: TournamentInfo) -> str:
    if info.problem:
        return ""
    try:
        return read_info(info.path).meta.get(HOUSE_BOOK_KEY, "")
    except JournalError:
        return ""


def _players(library: TournamentLibrary, info: TournamentInfo) -> int | None:
    """How many players a tournament registered (a read-only replay), None if unknown."""
    if info.problem:
        return None
    try:
        session = open_session(library, info.path, read_only=True)
    except Exception:  # noqa: BLE001 (the list shows the tournament without its count)
        return None
    try:
        return None if session.state is None else len(session.state.roster.players)
    finally:
        session.close()


class LibraryShelf:
    """The tournament library as the director window's files dialog sees it."""

    def __init__(
        self,
        library: TournamentLibrary,
        now_ms: NowMs = system_now_ms,
        *,
        load_settings: Callable[[], SettingsStore] | None = None,
    ) -> None:
        self._library = library
        self._now_ms = now_ms
        self._settings: SettingsStore | None = None
        self._load_settings = load_settings  # read when first asked: not before a first paint

    @property
    def settings(self) -> SettingsStore | None:
        """This device's settings (the default house book of a new tournament, the director's
        sounds and speech), read from their file when first asked."""
        if self._settings is None and self._load_settings is not None:
            self._settings, self._load_settings = self._load_settings(), None
        return self._settings

    def entries(self) -> list[TournamentEntry]:
        now = self._now_ms()
        return [self._entry(info, now) for info in self._library.list()]

    def recent(self, limit: int = 8) -> list[TournamentEntry]:
        """The most recently used tournaments with their players (the welcome screen's list):
        each read without writing to it; a count that cannot be read is left out."""
        now = self._now_ms()
        return [
            self._entry(info, now, _players(self._library, info))
            for info in self._library.list()[:limit]
        ]

    def create_demo(self) -> tuple[TournamentSession, str]:
        """A fresh copy of the demo tournament."""
        return create_tournament(
            self._library,
            DEMO_NAME,
            DEMO_BOOK,
            structure_text(DEMO_STRUCTURE),
            self._now_ms(),
            demo=True,
        )

    def _entry(self, info: TournamentInfo, now: int, players: int | None = None) -> TournamentEntry:
        # Imported on first use: the files dialog is not part of the window's first paint.
        from datetime import datetime

        from dealer_assist.ui.director.start_screen import backup_words
        from dealer_assist.ui.director.tournament_files import TournamentEntry

        when = datetime.fromtimestamp(info.last_used_ms / 1000).strftime("%Y-%m-%d %H:%M")
        detail = f"last used {when}"
        backup = None
        if info.problem:  # offered to restore where there is a backup
            found = latest_backup(info.path)
            backup = None if found is None else backup_words(found, now)
        return TournamentEntry(
            info.id, info.name, _house_book(info), detail, info.problem, backup, players
        )

    def structure_names(self) -> list[str]:
        return structure_names()

    def house_books(self) -> Sequence[str]:
        from dealer_assist.house_books import BOOKS

        return BOOKS

    def default_house_book(self) -> str | None:
        return None if self.settings is None else self.settings.current.house_book

    def create(
        self,
        name: str,
        house_book: str,
        structure_name: str,
        settings: Mapping[str, int] | None = None,
    ) -> tuple[TournamentSession, str]:
        return create_tournament(
            self._library,
            name,
            house_book,
            structure_text(structure_name),
            self._now_ms(),
            settings,
        )

    def open(
        self, tournament_id: str, *, read_only: bool = False, accept_missing: bool = False
    ) -> tuple[TournamentSession, str]:
        """A tournament by id or journal path. A file listed with a problem is refused with
        that problem (`problem()` then says what can be done)."""
        session = open_session(
            self._library, tournament_id, read_only=read_only, accept_missing=accept_missing
        )
        if session.state is None:
            session.close()
            raise ValueError("this tournament file holds no tournament yet")
        return session, session.journal.journal_id

    def problem(self, tournament_id: str, error: Exception) -> OpenProblem:
        info = self._library.find(tournament_id)
        cause = error if isinstance(error, JournalError) else JournalError(str(error))
        return open_problem(info, cause)

    def restore(self, backup: Path) -> tuple[TournamentSession, str]:
        """A new tournament made from `backup` (the damaged one stays listed), opened."""
        info = self._library.restore(Path(backup))
        return self.open(str(info.path))

    def restore_latest(self, tournament_id: str) -> tuple[TournamentSession, str]:
        info = self._library.find(tournament_id)
        backup = latest_backup(info.path)
        if backup is None:
            raise JournalError(f"there is no healthy backup of {info.name}")
        return self.restore(backup.path)

    def backups(self, journal_path: Path) -> list[Backup]:
        return list_backups(Path(journal_path))

    def take_backup(self, journal_path: Path, folder: Path | None, *, keep: int | None) -> Backup:
        return take_backup(journal_path, folder, keep=keep)

    def table_reporter(self, path: Path, table: int, rules: HouseRules) -> TableReporter:
        from dealer_assist.store.table_reports import TableReporter

        return TableReporter(path, table, rules)

    def retry_writing(self, session: TournamentSession) -> bool:
        return retry_writing(self._library, session)

    def archive(self, tournament_id: str) -> None:
        self._library.archive(tournament_id)

    def unarchive(self, tournament_id: str) -> None:
        self._library.unarchive(tournament_id)


def build_director(
    data_dir: str | os.PathLike[str] | None = None,
    *,
    demo: bool = False,
    now_ms: NowMs = system_now_ms,
    welcome: bool = False,
    preview: bool = False,
) -> DirectorWindow | StartScreen | WelcomeScreen:
    """The director's window on the most recent tournament (or the demo). Needs a QApplication.

    When the most recent tournament cannot be opened, the start screen instead: it names the
    file and the problem and offers what can be done; the director's window replaces it once
    a choice works. A tournament that opens but cannot be written (a full disk, a read-only
    folder) opens in the window's read-only state. With `welcome` (a launch), the welcome
    screen when there is no tournament to reopen (none yet, or the demo was the last used).
    With `preview` (a launch), the window may come without its session, painted from the
    tournament's summary, and open it on its first turn after that paint (`_previewed`)."""
    library = TournamentLibrary(paths.tournaments_dir(data_dir))
    shelf = LibraryShelf(library, now_ms, load_settings=lambda: _device_settings(data_dir))
    recent = None if demo else library.most_recent()
    if welcome and not demo and _nothing_to_reopen(library, recent):
        _check_writable(library.root)  # a welcome where nothing can be made helps nobody
        return _welcome_screen(shelf, now_ms)
    if preview and recent is not None:
        window = _previewed(library, recent, shelf, now_ms, data_dir)
        if window is not None:
            return window
    try:
        session, tournament_id = director_session(
            library, demo=demo, now_ms=now_ms(), recent=recent
        )
    except CannotOpen as exc:
        return _start_screen(exc.problem, shelf, now_ms)
    except JournalBusy:
        raise
    except (JournalError, sqlite3.Error, OSError) as exc:  # e.g. the disk gave way mid-open
        problem = _unforeseen_problem(library, exc)
        if problem is None:
            raise
        return _start_screen(problem, shelf, now_ms)
    return _director_window(session, tournament_id, shelf, now_ms)


def _director_window(
    session: TournamentSession, tournament_id: str, shelf: LibraryShelf, now_ms: NowMs
) -> DirectorWindow:
    window = DirectorWindow(
        QtSession(session), tournament_id=tournament_id, shelf=shelf, now_ms=now_ms
    )
    # Just after the first paint, with the menus: the link ticks their sound and speech
    # commands (a voice chosen loads the speech engine), none of which the paint shows.
    window.first_painted.connect(lambda: _attach_settings(window, shelf))
    return window


def _previewed(
    library: TournamentLibrary,
    info: TournamentInfo,
    shelf: LibraryShelf,
    now_ms: NowMs,
    data_dir: str | os.PathLike[str] | None,
) -> DirectorWindow | None:
    """The window on `info` painted from its summary (core.clock_preview), its session opened
    on the window's first turn after that paint: the first paint loads neither the fold nor
    the snapshot's classes. None when the usual way must open it, and say what is wrong if
    anything is: no summary of the newest event, the demo (the welcome screen's), a journal
    held elsewhere, damaged, or not writable here."""
    if info.problem or info.meta.get(DEMO_KEY) == "1":
        return None
    try:
        journal = library.open(info.path)
    except (JournalError, sqlite3.Error, OSError):
        return None
    writable = not journal.read_only and all(
        os.access(path, os.W_OK) for path in (journal.path, journal.path.parent)
    )
    shown = read_preview(journal) if writable else None
    if shown is None:
        journal.close()
        return None
    try:
        window = DirectorWindow(
            None, preview=shown, tournament_id=info.id, shelf=shelf, now_ms=now_ms
        )
    except Exception:  # a cache never costs the launch: the usual way opens it
        logger.exception("tournament %s: its summary could not be shown", info.name)
        journal.close()
        return None
    window.session_due = _PendingSession(library, journal, info.id)
    window.session_failed.connect(
        lambda error: _previewed_failed(window, library, info, error, shelf, now_ms, data_dir)
    )
    window.first_painted.connect(lambda: _attach_settings(window, shelf))
    return window


class _PendingSession:
    """The session a window painted from the summary opens on its next turn (`DirectorWindow.
    session_due`); `close` lets go of its journal if that turn never came (a signal ended
    the program first)."""

    def __init__(self, library: TournamentLibrary, journal: Journal, tournament_id: str) -> None:
        self._library = library
        self._journal: Journal | None = journal
        self._tournament_id = tournament_id

    def __call__(self) -> tuple[QtSession, str]:
        journal, self._journal = self._journal, None
        if journal is None:
            raise JournalError("the tournament's journal was closed before its session opened")
        return QtSession(_start_session(self._library, journal)), self._tournament_id

    def close(self) -> None:
        journal, self._journal = self._journal, None
        if journal is not None:
            journal.close()


def _previewed_failed(
    window: DirectorWindow,
    library: TournamentLibrary,
    info: TournamentInfo,
    error: Exception,
    shelf: LibraryShelf,
    now_ms: NowMs,
    data_dir: str | os.PathLike[str] | None,
) -> None:
    """The session the window was painted for did not open (a snapshot and an event both
    damaged): the start screen takes the window's place, as it would have at launch."""
    if isinstance(error, JournalError):
        problem: OpenProblem | None = open_problem(info, error)
    else:
        problem = _unforeseen_problem(library, error)
    if problem is None:
        problem = open_problem(info, JournalError(f"{info.path} could not be opened: {error}"))
    screen = _start_screen(problem, shelf, now_ms)
    window.replaced_by = screen
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    _show_start_screen(app, screen, data_dir)
    screen.show()
    window.close()


def _device_settings(data_dir: str | os.PathLike[str] | None) -> SettingsStore:
    from dealer_assist.ui.common.settings_store import device_settings

    return device_settings(data_dir)


def _attach_settings(window: DirectorWindow, shelf: LibraryShelf) -> None:
    settings = shelf.settings
    if settings is not None:
        from dealer_assist.ui.director.settings_link import attach_settings

        attach_settings(window, settings)


def _nothing_to_reopen(library: TournamentLibrary, info: TournamentInfo | None) -> bool:
    """No tournament of the director's own was used last (`info`, the library's most recent):
    none at all, one created but never written (a crash), or the demo. A demo open in another
    window raises JournalBusy (that window comes forward instead)."""
    if info is None:
        return True
    if info.problem:
        return False  # the start screen says what is wrong with it
    if info.meta.get(DEMO_KEY) != "1":
        return info.event_count == 0
    try:
        library.open(info.path).close()  # nothing written: is it held elsewhere?
    except JournalBusy as exc:
        raise _busy(info, exc) from exc
    except JournalError:
        return False  # the start screen's business
    return True


def _check_writable(folder: Path) -> None:
    """OSError (told at launch, exit 2) when no tournament could be made in `folder`."""
    import tempfile

    with tempfile.TemporaryFile(dir=folder):
        pass


def _busy(info: TournamentInfo, error: JournalBusy) -> JournalBusy:
    return JournalBusy(
        f"the tournament {info.name!r} is already open in another Dealer Assist "
        "window (it may be behind others): use that window, or close it first"
    )


def _welcome_screen(shelf: LibraryShelf, now_ms: NowMs) -> WelcomeScreen:
    from dealer_assist.ui.director.welcome_screen import WelcomeScreen

    def open_window(session: Any, tournament_id: str) -> DirectorWindow:
        return _director_window(session, tournament_id, shelf, now_ms)

    return WelcomeScreen(shelf, open_window, now_ms=now_ms)


def _start_screen(problem: OpenProblem, shelf: LibraryShelf, now_ms: NowMs) -> StartScreen:
    from dealer_assist.ui.director.start_screen import StartScreen

    def open_window(session: Any, tournament_id: str) -> DirectorWindow:
        return _director_window(session, tournament_id, shelf, now_ms)

    return StartScreen(problem, shelf, open_window, now_ms=now_ms)


def _unforeseen_problem(library: TournamentLibrary, error: Exception) -> OpenProblem | None:
    """The start screen's problem for a failure director_session did not word (a raw SQLite
    or OS error), or None when there is no tournament to name."""
    import shutil

    try:
        info = library.most_recent()
    except Exception:  # noqa: BLE001 (the caller re-raises the first error)
        return None
    if info is None or (info.event_count == 0 and not info.problem):
        return None
    message = f"{info.path} could not be opened: {error}"
    try:
        if shutil.disk_usage(info.path.parent).free < 1024 * 1024:
            message += ". The disk holding it is full: free some space, then start again"
    except OSError:
        pass
    logger.warning("cannot reopen %s: %s", info.name, error)
    return open_problem(info, JournalError(message))


class _FirstPaintProbe(QObject):
    """Prints the wall-clock times of the window's first paint and of its structure editor
    being built (it is built just after the first paint), then quits (start-up benchmark).

    Its window is its parent (no Python reference: one kept the window alive until Python's
    exit, which then crashed); `stop` takes it off the application before the program ends."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._seen = False

    def _window(self) -> QWidget | None:
        window = self.parent() if isValid(self) else None
        return window if isinstance(window, QWidget) and isValid(window) else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() != QEvent.Type.Paint or self._seen:
            return False
        window = self._window()
        if window is not None and (
            watched is window or (isinstance(watched, QWidget) and watched.window() is window)
        ):
            self._seen = True
            QTimer.singleShot(0, self, self._report)
        return False

    def stop(self) -> None:
        """Watch nothing more: an application-wide filter left on is called for every object
        Python deletes at its exit."""
        app = QApplication.instance()
        if app is not None and isValid(self):
            app.removeEventFilter(self)
            if (window := self._window()) is not None:
                window.removeEventFilter(self)

    def _report(self) -> None:
        self.stop()
        print("first-paint-ns", time.time_ns(), flush=True)  # read by the benchmark
        window = self._window()
        if not isinstance(window, DirectorWindow):  # the welcome screen has no editor
            QApplication.exit(0)
            return
        # Queued after the window's own editor timer: runs once the editor is in place.
        QTimer.singleShot(0, self, self._report_editor)

    def _report_editor(self) -> None:
        window = self._window()
        assert isinstance(window, DirectorWindow)
        window.ensure_editor()  # already built by now; never skipped
        print("editor-built-ns", time.time_ns(), flush=True)
        QApplication.exit(0)  # not quit(): that would ask each window to close


EXIT_ALREADY_OPEN = 3
FRAMED_WITHIN_MS = 500  # a window manager puts its title bar on a new window well within this


def _already_open(message: str) -> int:
    """A second launch on a tournament another window holds: say so and leave it alone."""
    from dealer_assist.ui.common.startup_problem import tell

    tell(f"Dealer Assist did not open: {message}.")
    return EXIT_ALREADY_OPEN


def _listen_for_later_launches(
    window: DirectorWindow, data_dir: str | os.PathLike[str] | None
) -> None:
    """Answer later launches (see single_instance)."""
    from dealer_assist.ui.director.single_instance import DirectorBeacon, server_name

    beacon = DirectorBeacon(server_name(paths.tournaments_dir(data_dir)), window)
    beacon.come_forward.connect(window.come_forward)


EXIT_CANNOT_START = 2
# Signals that end the director as its window's Quit does (without the questions): the
# journal is closed cleanly. SIGINT too: Ctrl+C in the terminal it was started from.
CLOSING_SIGNALS = ("SIGTERM", "SIGHUP", "SIGINT")


class _CloseOnSignals:
    """SIGTERM, SIGHUP and SIGINT leave the event loop, so `run_director` closes the journal.

    Python runs a signal handler only when the interpreter gets control, and Qt's event loop
    may sleep in C for minutes: the C-level handler writes the signal number to a pipe (a
    socket on Windows; `signal.set_wakeup_fd`) that a QSocketNotifier watches, which wakes
    the loop and lets the Python handler run. A signal before the loop runs (while the
    window is built) is remembered in `requested`."""

    def __init__(self, app: QApplication) -> None:
        import signal
        import threading

        self.requested: int | None = None
        self._previous: dict[int, Any] = {}
        self._wakeup_previous: int | None = None
        self._wakeup: _WakeupPair | None = None
        self._notifier: Any = None
        if threading.current_thread() is not threading.main_thread():
            return  # only the main thread may set handlers (an embedding program's choice)
        from PySide6.QtCore import QSocketNotifier

        self._wakeup = _WakeupPair()
        self._wakeup_previous = signal.set_wakeup_fd(
            self._wakeup.write_fd, warn_on_full_buffer=False
        )
        self._notifier = QSocketNotifier(self._wakeup.read_fd, QSocketNotifier.Type.Read, app)
        self._notifier.activated.connect(self._drain)
        for name in CLOSING_SIGNALS:
            number = getattr(signal, name, None)
            if number is not None:
                self._previous[number] = signal.signal(number, self._handle)

    def _drain(self) -> None:
        # Reading the bytes is all: the Python handler runs as this slot gives control back.
        if self._wakeup is not None:
            self._wakeup.drain()

    def _handle(self, signum: int, _frame: object) -> None:
        import signal

        logger.warning("%s received: closing the tournament", signal.Signals(signum).name)
        self.requested = signum
        QApplication.exit(0)  # every event loop, modal questions included; no close events
        # A signal just before app.exec() starts (the window being shown) was lost, and the
        # program ran on: the loop leaves at its first turn too.
        QTimer.singleShot(0, lambda: QApplication.exit(0))

    def restore(self) -> None:
        import signal

        for number, handler in self._previous.items():
            signal.signal(number, handler)
        self._previous.clear()
        if self._wakeup is not None:
            signal.set_wakeup_fd(-1 if self._wakeup_previous is None else self._wakeup_previous)
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._wakeup.close()
            self._wakeup = None


class _WakeupPair:
    """A non-blocking read end and write end for signal.set_wakeup_fd: a pipe, or on Windows
    (whose set_wakeup_fd takes only a socket) a socket pair. The pipe spares the director's
    start importing `socket` (its enums cost 5-10 ms before the first paint)."""

    def __init__(self) -> None:
        self._sockets: tuple[Any, Any] | None = None
        if os.name != "nt":
            self.read_fd, self.write_fd = os.pipe()
            os.set_blocking(self.read_fd, False)
            os.set_blocking(self.write_fd, False)
            return
        import socket

        self._sockets = socket.socketpair()
        for end in self._sockets:
            end.setblocking(False)
        self.read_fd, self.write_fd = (end.fileno() for end in self._sockets)

    def drain(self) -> None:
        """Read what the signals wrote (reading is all: the handler runs after)."""
        try:
            if self._sockets is None:
                os.read(self.read_fd, 512)
            else:
                self._sockets[0].recv(512)
        except OSError:
            pass

    def close(self) -> None:
        if self._sockets is None:
            os.close(self.read_fd)
            os.close(self.write_fd)
        else:
            for end in self._sockets:
                end.close()


def _present(app: QApplication, window: DirectorWindow, data_dir: Any) -> None:
    """Size the director's window for the screen and answer later launches once it is up."""
    window.first_painted.connect(start_up_collector.resume)
    # A turn after the window is complete (editor included): QtNetwork costs ~11 ms.
    window.first_painted.connect(
        lambda: QTimer.singleShot(0, window, lambda: _listen_for_later_launches(window, data_dir))
    )
    screen = app.primaryScreen()
    if screen is not None:
        area = screen.availableGeometry()
        window.resize(min(1600, area.width()), min(960, area.height()))


def _show_start_screen(app: QApplication, front: QWidget, data_dir: Any) -> bool:
    """Ready the start or welcome screen to be shown (the caller shows it): its icon, its
    answer to later launches, the window that replaces it, its size; False when an earlier
    launch shows one already (it was asked to come forward instead)."""
    from dealer_assist.ui.common.theme import set_app_icon

    set_app_icon(app)
    if not _front_answers_later_launches(front, data_dir):
        return False
    front.opened.connect(lambda window: _present(app, window, data_dir))  # type: ignore[attr-defined]
    _fit_front(app, front)
    return True


def _front_answers_later_launches(front: QWidget, data_dir: Any) -> bool:
    """The welcome or start screen comes forward when Dealer Assist is launched again, as the
    director's window does (until the window replaces it, which then answers); False when an
    earlier launch already shows one (it was asked to come forward instead)."""
    from dealer_assist.ui.director.single_instance import (
        DirectorBeacon,
        ask_to_come_forward,
        server_name,
    )

    name = server_name(paths.tournaments_dir(data_dir))
    if ask_to_come_forward(name):
        return False
    beacon = DirectorBeacon(name, front)

    def come_forward() -> None:
        front.showNormal()
        front.raise_()
        front.activateWindow()

    beacon.come_forward.connect(come_forward)
    front.opened.connect(lambda _window: beacon.close())  # type: ignore[attr-defined]
    return True


def _fit_front(app: QApplication, front: QWidget) -> None:
    """The start or welcome screen at a comfortable size, inside the screen with its title
    bar: fitted as shown, and again once the window manager has framed it. (Timers, not
    window_fit.keep_on_screen's event filter: that filter, still watching when a signal ends
    the program early, crashed its exit.)"""
    from dealer_assist.ui.common.window_fit import fit_into

    front.resize(1100, 720)
    screen = app.primaryScreen()
    if screen is None:
        return
    area = screen.availableGeometry()
    # After it is shown: the window manager places it first (a move before would pin it).
    for delay_ms in (0, FRAMED_WITHIN_MS):
        QTimer.singleShot(delay_ms, front, lambda: fit_into(front, area))


def _director_of(front: QWidget | None) -> DirectorWindow | None:
    while isinstance(front, DirectorWindow) and front.replaced_by is not None:
        front = front.replaced_by  # its session did not open: the start screen took over
    if isinstance(front, DirectorWindow):
        return front
    director = getattr(front, "director", None)  # the start screen, once a choice worked
    return director if isinstance(director, DirectorWindow) else None


def _start_failure(data_dir: str | os.PathLike[str] | None, error: Exception) -> str:
    """Why not even a new tournament could be made, naming the folder."""
    if isinstance(error, OSError) and error.strerror:
        folder = paths.data_dir(data_dir) / paths.TOURNAMENTS_DIR_NAME
        return f"no tournament can be started in {folder}: {error.strerror.lower()}"
    return str(error).rstrip(".")


class _ServedRoom(QObject):
    """`director --serve`: the room's server, publishing the tournament the director's window
    shows (the window may switch tournaments: the one followed is checked every second)."""

    def __init__(self, server: Any, front: QWidget) -> None:
        super().__init__(server)
        self.server = server
        self._window: DirectorWindow | None = None
        self._followed: QtSession | None = None
        self.mirrors: Any = None  # the stations' table mirrors (closed with the room)
        self.announcer: Any = None  # sync.discovery.DirectorAnnouncer, when announced
        self._announced = ""  # the announcer's status last shown
        self.indicator: QLabel | None = None  # the status bar's lasting "serving" line
        self.devices: Any = None  # the Devices tab's model (sync/room_devices)
        self._check = QTimer(self)
        self._check.setInterval(1000)
        self._check.timeout.connect(self._follow)
        if isinstance(front, DirectorWindow):
            self._adopt(front)
        else:  # the start screen: once a choice worked
            front.opened.connect(self._adopt)  # type: ignore[attr-defined]

    def _adopt(self, window: DirectorWindow) -> None:
        from dealer_assist.sync.room_devices import RoomDevices
        from dealer_assist.ui.director.devices_panel import DevicesPanel

        self._window = window
        self._follow()
        self._check.start()
        if self.devices is None:  # one model for the server, whichever window shows it
            self.devices = RoomDevices(
                self.server.hub,
                now_ms=self.server.now_ms,
                revoke=self.server.revoke,
                conflicts=lambda: _move_conflicts(self._window, self.mirrors, self.server.hub),
            )
        address = f"{self.server.host_for_others()}:{self.server.port}"
        window.show_devices(DevicesPanel(self.devices, address))
        if self.server.listening:
            window.show_status(f"Serving the room: {self.where()}")
            self.indicator = QLabel()
            self._show_serving()
            window.statusBar().addPermanentWidget(self.indicator)
        else:
            window.show_status(f"Cannot serve the room: {self.server.error}", error=True)

    def serving_line(self) -> str:
        """The status bar's lasting line: where the room joins, and whether it is announced
        (short: the window's messages share the bar; its tooltip has the whole status)."""
        where = f"Serving {self.server.host_for_others()}:{self.server.port}"
        announcer = self.announcer
        if announcer is None:
            return f"{where} · not announced"
        if announcer.announced:
            return f"{where} · announced"
        return f"{where} · {announcer.status.split(':', 1)[0]}"

    def _show_serving(self) -> None:
        if self.indicator is not None:
            self.indicator.setText(self.serving_line())
            whole = "off (--no-announce)" if self.announcer is None else self.announcer.status
            self.indicator.setToolTip(f"On the network: {whole}")

    def where(self) -> str:
        host = self.server.host_for_others()
        return (
            f"TVs join {host}:{self.server.port}, browsers open http://{host}:{self.server.port}/"
        )

    def _follow(self) -> None:
        from shiboken6 import isValid

        self.announce()
        qsession = None if self._window is None else self._window.qsession
        if qsession is self._followed:
            return
        old, self._followed = self._followed, qsession
        if old is not None and isValid(old):
            old.state_changed.disconnect(self.server.publish)
        if qsession is not None:
            qsession.state_changed.connect(self.server.publish)
            self.server.publish(qsession.state)

    def announce(self) -> None:
        """The network hears of the tournament the window shows (its id and name); the
        status bar follows the announcement (checked with the tournament, every second)."""
        window, announcer = self._window, self.announcer
        state = None if window is None else window.state()
        if announcer is not None and window is not None and state is not None:
            tournament_id = window.tournament_id or "unsaved"
            if announcer.status == "not announced":
                announcer.start(tournament_id, state.name)
            else:
                announcer.update(tournament_id, state.name)
        if self.indicator is not None and announcer is not None:
            if announcer.status != self._announced:
                self._announced = announcer.status
                self._show_serving()

    def close(self) -> None:
        self._check.stop()
        self.server.close()  # withdraws the announcement too
        if self.mirrors is not None:
            self.mirrors.close()


def _journal_source(front: QWidget) -> Any:
    """The stations' feed of the director's tournament journal (the one its window shows)."""
    from dealer_assist.sync.tournament_replica import journal_source

    def journal() -> Any:
        director = _director_of(front)
        qsession = None if director is None else director.qsession
        return None if qsession is None else qsession.session.journal

    return journal_source(journal)


def _move_conflicts(window: DirectorWindow | None, mirrors: Any, hub: Any) -> list[Any]:
    """Seat moves that crossed a station's outage (sync/move_conflicts)."""
    from dealer_assist.house_books import house_rules
    from dealer_assist.sync.move_conflicts import director_conflicts

    state = None if window is None else window.state()
    if state is None or window is None or window.qsession is None or mirrors is None:
        return []
    journal = window.qsession.session.journal
    offsets = {  # each table's station clock against the director's, as last measured
        d.table: hub.device_offsets[d.device_id]
        for d in hub.registry.devices
        if d.device_id in hub.device_offsets
    }
    rules = house_rules(state.house_book)
    return director_conflicts(state, journal.events, mirrors.events, rules, offsets)


def _raise_file_limit(wanted: int = 4096) -> None:
    """Each display is a file descriptor: lift the soft limit (1024 by default) toward the
    hard one, so hundreds of displays and browsers fit."""
    try:
        import resource
    except ImportError:  # not on this system
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))


def _serve_room(front: QWidget, port: int, bind: str | None, data_dir: Any = None) -> _ServedRoom:
    from dealer_assist.store.journal import Journal
    from dealer_assist.sync.device_store import FILE_NAME, DeviceStore
    from dealer_assist.sync.hub import Hub
    from dealer_assist.sync.table_mirror import TableMirrors
    from dealer_assist.sync.ws_server import DirectorServer

    _raise_file_limit()

    def station_journal(table: int) -> Path | None:  # the director's table follower reads it
        director = _director_of(front)
        return None if director is None else director.station_journal(table)

    # Stations' events land in the director's copy of their table's journal (by event id).
    mirrors = TableMirrors(station_journal, lambda path: Journal.open(path, create=True))
    # Paired stations keep their tokens across a restart (hashes only, in the data folder).
    devices = DeviceStore(paths.data_dir(data_dir) / FILE_NAME)
    hub = Hub(devices.load(), event_sink=mirrors, journal_source=_journal_source(front))
    server = DirectorServer(hub, host=bind, port=port)  # kept by the room
    listening = server.listen()
    room = _ServedRoom(server, front)  # says on the window whether it serves, and where
    room.mirrors = mirrors
    if devices.problem:
        print(f"dealer-assist: {devices.problem}", file=sys.stderr)
    if listening:
        print(f"dealer-assist: serving the room: {room.where()}", flush=True)
    else:
        print(
            f"dealer-assist: cannot serve the room on port {port}: {server.error}", file=sys.stderr
        )
    return room


def _announce_room(room: _ServedRoom, bind: str | None) -> None:
    """Announce the served room by zeroconf (`sync/discovery`): on the bound address's
    interface only, else on every one; withdrawn when the server closes."""
    from dealer_assist.sync.discovery import DirectorAnnouncer, interfaces_from

    server = room.server
    if not server.listening:
        return
    wildcard = bind in (None, "0.0.0.0", "::")
    announcer = DirectorAnnouncer(
        server.port,
        server.addresses_for_others(),
        interfaces=interfaces_from(os.environ) if wildcard else [bind],
    )
    server.announcement = announcer
    room.announcer = announcer
    room.announce()


def run_director(
    data_dir: str | os.PathLike[str] | None = None,
    demo: bool = False,
    *,
    serve_port: int | None = None,
    bind: str | None = None,
    announce: bool = True,
) -> int:
    """Run the director's window until it is closed; the exit code of the event loop.

    SIGTERM, SIGHUP and SIGINT close it cleanly (exit 0, the journal closed and checkpointed).
    A tournament that cannot be opened shows the start screen; one that cannot be written
    opens read-only; a data folder where not even a demo can be made is told, exit 2. With
    `serve_port`, the room is served on the network (`bind`: one address, else all) and
    announced by zeroconf unless `announce` is False."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from dealer_assist.ui.common.theme import set_app_icon

    app.setApplicationName("Dealer Assist")
    app.setOrganizationName("dealer-assist")
    signals = _CloseOnSignals(app)  # type: ignore[arg-type]
    front: QWidget | None = None
    room: _ServedRoom | None = None
    probe: _FirstPaintProbe | None = None
    try:
        try:
            # Served, the room's server follows the window's session from the start.
            front = build_director(data_dir, demo=demo, welcome=True, preview=serve_port is None)
        except JournalBusy as exc:
            from dealer_assist.ui.director.single_instance import ask_to_come_forward, server_name

            if ask_to_come_forward(server_name(paths.tournaments_dir(data_dir))):
                print("dealer-assist: already running; its window was brought forward.")
                return 0
            set_app_icon(app)
            return _already_open(str(exc))
        except (JournalError, sqlite3.Error, OSError) as exc:
            from dealer_assist.ui.common.startup_problem import tell

            set_app_icon(app)
            logger.warning("cannot start the director: %s", exc)
            tell(f"Dealer Assist did not open: {_start_failure(data_dir, exc)}.")
            return EXIT_CANNOT_START
        if signals.requested is not None:
            return 0
        if isinstance(front, DirectorWindow):
            # The task bar's icon once the window is painted: QIcon and its PNG took ~4 ms.
            front.first_painted.connect(lambda: set_app_icon(app))
            _present(app, front, data_dir)  # type: ignore[arg-type]
            if os.environ.get(FIRST_PAINT_ENV):
                probe = _FirstPaintProbe(front)
                front.installEventFilter(probe)
        else:
            if not _show_start_screen(app, front, data_dir):
                print("dealer-assist: already running; its window was brought forward.")
                return 0
            if os.environ.get(FIRST_PAINT_ENV):  # its children paint it: watch them all
                probe = _FirstPaintProbe(front)
                app.installEventFilter(probe)
        front.show()
        if serve_port is not None:
            room = _serve_room(front, serve_port, bind, data_dir)
            if announce:
                _announce_room(room, bind)
        code = int(app.exec())
        return 0 if signals.requested is not None else code
    finally:
        if probe is not None:
            probe.stop()
        if room is not None:
            room.close()
        director = _director_of(front)
        if director is not None:
            director.shut_down()
            if director.qsession is not None:
                director.qsession.close()
            elif isinstance(director.session_due, _PendingSession):
                director.session_due.close()  # ended before its session opened
        signals.restore()
