"""The director's window: the clock and its controls, the structure editor, tournament files.

The clock side is built first; the structure editor is built right after the window's first
paint (or on first use), so the director sees the clock without waiting for the table.

Every control builds an event through a core command (`cmd_*`) and executes it through the
session (journal first); the window never changes tournament state itself. A refusal from the
core (ClockError, StructureError) is shown in the status bar, never raised to Qt.

A journal that cannot be written (opened read-only, a full disk, a read-only folder) puts the
window in a read-only state: every command is disabled, and a red line at the top says why
(with Try again when space or permission may come back). Backups are taken in a worker
thread (`backup_runner`) as the clock moves on.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QMargins, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QMainWindow,
    QMenu,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.core.clock.clock import ClockError, ClockReading, format_clock
from dealer_assist.core.clock.structure import Level, Structure, StructureError, dump_structure
from dealer_assist.core.clock_commands import BY_ACTION, clock_words, make_event
from dealer_assist.core.events import Event
from dealer_assist.house_books import book_title
from dealer_assist.ui.common.clock_keys import clock_keys
from dealer_assist.ui.common.qt_session import QtSession
from dealer_assist.ui.common.shortcut_overlay import (
    show_shortcut_overlay,
    window_keys,
)
from dealer_assist.ui.common.store_bridge import (
    BackupSchedule,
    JournalBusy,
    JournalError,
    JournalUnwritable,
)
from dealer_assist.ui.common.tooltips import restore_tooltip
from dealer_assist.ui.common.wall_clock import NowMs
from dealer_assist.ui.common.window_fit import fit_into, keep_on_screen
from dealer_assist.ui.director import director_dialogs as dialogs
from dealer_assist.ui.director.clock_controls import ClockAction, ClockControls
from dealer_assist.ui.tv.clock_view import ClockView, blinds_text, break_text
from dealer_assist.wall_time import system_now_ms

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QPushButton

    from dealer_assist.core.clock_preview import PreviewedTournament
    from dealer_assist.core.tournament import Parts, TournamentState
    from dealer_assist.store.backups import Backup
    from dealer_assist.store.table_reports import TableReporter
    from dealer_assist.ui.common.module_loader import ModuleLoader
    from dealer_assist.ui.director.backup_runner import BackupJob, BackupRunner
    from dealer_assist.ui.director.charts_panel import ChartsPanel
    from dealer_assist.ui.director.director_menus import DirectorMenus
    from dealer_assist.ui.director.money_panel import MoneyPanel
    from dealer_assist.ui.director.payouts_panel import PayoutsPanel
    from dealer_assist.ui.director.players_panel import Build, PlayersPanel
    from dealer_assist.ui.director.structure_editor import StructureEditor
    from dealer_assist.ui.director.tables_panel import TablesPanel
    from dealer_assist.ui.director.tournament_files import TournamentFilesDialog, TournamentShelf
    from dealer_assist.ui.tv.alert_player import AlertPlayer

logger = logging.getLogger(__name__)

MAX_TIME_LEFT_MS = 6 * 3600_000  # more is a mistyped 1230 for 12:30, not a level
IMPORT_PROBLEMS_SHOWN = 6  # the rest: `dealer-assist structure check FILE` lists them all
STATUS_TIMEOUT_MS = 8000
# Core refusals shown to the director instead of crashing the event loop (TournamentError is
# a ValueError: named here, its module would load before the first paint).
REFUSALS = (ClockError, StructureError, ValueError)
ERROR_COLOUR = "#b3261e"
BACKUP_CHECK_MS = 30_000  # how often the backup schedule is asked (besides each change)
STATION_POLL_MS = 1000  # how often the stations' journals are read for their reports
TABLES_FOLDER = "tables"  # beside tournaments/ in the data folder: <stem>-table-<N>.journal
# The tabs' code, imported one module a turn once the window is up, so a first click on
# Players or Tables builds the tab without importing it (~60-100 ms of the click). Charts keeps
# numpy and pyqtgraph (~50 MiB) for its first showing.
CHART_MODULES = ("numpy", "pyqtgraph")  # the Charts tab's, imported in a worker thread
TAB_MODULES = (
    "dealer_assist.ui.director.players_panel",
    "dealer_assist.ui.director.payouts_panel",
    "dealer_assist.ui.director.money_panel",
    "dealer_assist.ui.director.tables_panel",
)


def unwritable_words(error: Exception) -> str:
    """Why the journal cannot be written and what to do, in the director's words."""
    if isinstance(error, JournalUnwritable):
        folder, reason = error.folder, error.reason
        if reason.startswith("the disk is "):
            state = reason.removeprefix("the disk is ")
            return f"the disk holding {folder} is {state}. Free some space, then press Try again."
        return f"{folder} cannot be written ({reason}). Make it writable, then press Try again."
    text = str(error).rstrip(".")
    return f"the last change could not be saved ({text}). Press Try again."


def backup_time(backup: Backup, now_ms: int) -> str:
    """ "21:04" (with the date when it is not today)."""
    from datetime import datetime

    taken = datetime.fromtimestamp(backup.taken_ms / 1000)
    if taken.date() == datetime.fromtimestamp(now_ms / 1000).date():
        return taken.strftime("%H:%M")
    return taken.strftime("%Y-%m-%d %H:%M")


def parse_time_left(text: str) -> int:
    """Milliseconds from what the director types: "12:30", "1:05:00", or "12" (minutes).
    ValueError says what is wrong and shows the form."""
    typed = text.strip()
    parts = typed.split(":")
    if not typed:
        raise ValueError("Type the time left, e.g. 12:30 (or 12 for minutes)")
    if not 1 <= len(parts) <= 3 or not all(p.isdigit() for p in parts):
        raise ValueError(f"{typed!r} is not a time: type the time left as 12:30 (or 12)")
    numbers = [int(p) for p in parts]
    if any(n >= 60 for n in numbers[1:]):
        raise ValueError(f"{typed!r}: minutes and seconds go up to 59 (e.g. 12:30)")
    seconds = 0
    for number in numbers if len(numbers) > 1 else [numbers[0], 0]:
        seconds = seconds * 60 + number
    if seconds * 1000 > MAX_TIME_LEFT_MS:
        hint = "" if len(parts) > 1 else "; for twelve and a half minutes type 12:30"
        raise ValueError(f"{typed!r} is more than {MAX_TIME_LEFT_MS // 3600_000} hours{hint}")
    return seconds * 1000


def describe_command(event: Event, structure: Structure, parts: Parts | None = None) -> str:
    """A command in the director's words, for Undo/Redo labels; `parts` (the state's parts
    beside the command) name the player of a player or money command."""
    from dealer_assist.core import tournament as t

    clock = clock_words(event, structure)  # the clock's commands say themselves
    if clock is not None:
        return clock
    if isinstance(event, t.StructureChanged):
        return "structure edit"
    if parts is not None:
        from dealer_assist.ui.director.entry_words import describe

        words = describe(event, parts.roster, parts.ledger)
        if words is not None:
            return words
    words = room_words(event, parts)
    if words is not None:
        return words
    return type(event).__name__


def room_words(event: Event, parts: Parts | None = None) -> str | None:
    """A room command for the Undo/Redo labels ("seat draw (30 players)"); None for others."""
    from dealer_assist.core.seating import room

    def name(player_id: str) -> str:
        player = None if parts is None else parts.roster.find(player_id)
        return player.label if player is not None else "a player"

    if isinstance(event, room.TablesSet):
        seats = sorted(set(event.tables.values()))
        each = f"{seats[0]} seats" if len(seats) == 1 else "seats"
        return f"tables set ({len(event.tables)} of {each})"
    if isinstance(event, room.SeatsAssigned):
        count = len(event.seats)
        return f"seat draw ({count} player{'s' if count != 1 else ''})"
    if isinstance(event, room.MovesMade):
        if event.broken:
            return f"table {' and '.join(map(str, event.broken))} breaking"
        count = len(event.moves)
        return f"balancing ({count} move{'s' if count != 1 else ''})"
    if isinstance(event, room.PlayerArrived):
        return f"{name(event.player_id)} arriving at table {event.table}"
    if isinstance(event, room.HandForHandSet):
        return "hand-for-hand on" if event.on else "hand-for-hand off"
    if isinstance(event, room.HandDone):
        return f"table {event.table}'s hand done"
    if isinstance(event, room.PositionsReported):
        return f"table {event.table}'s button and blinds"
    return None


class _SessionFeed:
    """The ClockFeed of the mini clock and the TV clock: whatever session the window holds."""

    def __init__(self, window: DirectorWindow) -> None:
        self._window = window

    def tournament(self) -> TournamentState | None:
        session = self._window.qsession
        if session is None:  # before the session opens: its summary (read as a state is)
            return cast("TournamentState | None", self._window.previewed)
        return session.state

    def now_ms(self) -> int:
        return self._window.now_ms()


# The menu bar, left to right (director_menus fills them in this order).
MENU_TITLES = ("&Tournament", "&Edit", "&Clock", "&View", "&Players", "&Help")

# The clock keys on a TV clock this window opened (its `on_key`).
TV_KEYS: dict[Qt.Key, ClockAction] = clock_keys()  # the one vocabulary: core.clock_commands


def tv_key_help() -> list[tuple[str, str]]:
    """TV_KEYS as (keys, what) for the TV clock's F1 list."""
    keys: dict[ClockAction, list[str]] = {}
    for key, kind in TV_KEYS.items():
        keys.setdefault(kind, []).append(QKeySequence(key).toString())
    return [(", ".join(k), BY_ACTION[kind].words) for kind, k in keys.items()]


class DirectorWindow(QMainWindow):
    """The director's control window over one tournament session at a time.

    `shelf` (from app.py) lists, creates, opens and archives tournaments; `now_ms` is the wall
    clock (injected so tests drive time without patching).

    Without a session, the window shows `preview` (core.clock_preview: the tournament's
    summary) and opens the session with `session_due` on its first turn after the first paint:
    the clock is painted before the core is loaded.

    Signals:
        first_painted(): the window is on screen with its session; work that can wait for it
            may start.
        session_failed(object): `session_due` raised this exception; the window goes on
            showing the summary, commands refused, until the app puts the start screen in
            its place.
    """

    first_painted = Signal()
    session_failed = Signal(object)
    settings_link: Any = None  # this device's settings (settings_dialog.SettingsLink, app.py)

    def __init__(
        self,
        qsession: QtSession | None,
        *,
        preview: PreviewedTournament | None = None,
        tournament_id: str | None = None,
        shelf: TournamentShelf | None = None,
        now_ms: NowMs = system_now_ms,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._now_ms = now_ms
        self._shelf = shelf
        self._tournament_id = tournament_id
        self.qsession: QtSession | None = None
        self.previewed = preview if qsession is None else None
        self.session_due: Callable[[], tuple[QtSession, str]] | None = None
        self.replaced_by: QWidget | None = None  # the start screen, when session_due failed
        self._tv_window: Any = None
        self._alert_player: AlertPlayer | None = None
        self._feed = _SessionFeed(self)
        # The window's questions (director_dialogs); replaceable (tests, kiosk use).
        self.ask_discard: Callable[[], bool] = lambda: dialogs.discard_edits(self)
        self.ask_change_in_play: Callable[[str], bool] = lambda text: dialogs.confirm(
            self, "Change the period in play?", text
        )
        self.ask_time_left: Callable[[str], str | None] = lambda shown: dialogs.time_left(
            self, shown
        )
        self.ask_period: Callable[[list[str], int], int | None] = lambda labels, current: (
            dialogs.period(self, labels, current)
        )
        self.choose_import_path: Callable[[], str | None] = lambda: dialogs.import_path(self)
        self.choose_export_path: Callable[[str], str | None] = lambda name: dialogs.export_path(
            self, name
        )
        self.tell_write_problem: Callable[[str], None] = lambda text: dialogs.warn(
            self, "Changes cannot be saved", text
        )
        self.ask_choice: Callable[[str, str, list[str]], int | None] = lambda title, text, labels: (
            dialogs.choose(self, title, text, labels)
        )
        self.choose_backup_folder: Callable[[], str | None] = lambda: dialogs.backup_folder(self)
        self.ask_backup: Callable[[list[str]], int | None] = lambda labels: dialogs.backup(
            self, labels
        )
        self.ask_restore: Callable[[str], bool] = lambda text: dialogs.confirm(
            self, "Restore a backup?", text
        )
        self.ask_undo_back: Callable[[str], bool] = lambda text: dialogs.confirm(
            self, "Take the room back?", text
        )
        # A write that failed for a reason the journal does not keep (write_problem does).
        self._write_error: JournalError | None = None
        self._write_problem_told = False  # the dialog is shown once, not on every key
        self._read_only_shown = False
        self._backup_schedule = BackupSchedule()
        self._backup_runner: BackupRunner | None = None
        self._backups_started = False
        self._last_backup: Backup | None = None
        self._last_copy: tuple[Path, Backup] | None = None
        self._backup_failure: str | None = None
        self.backup_timer = QTimer(self)
        self.backup_timer.setInterval(BACKUP_CHECK_MS)
        self.backup_timer.timeout.connect(self.check_backups)
        self.first_painted.connect(self._start_backups)
        self.speech_engine: str | None = None  # None: the system's (tests use "mock")
        self.run_colour_up: Callable[[Any], bool] = lambda dialog: dialog.exec() == 1
        self.choose_log_path: Callable[[str], str | None] = lambda name: dialogs.save_path(
            self, "Export the event log", name, "JSON lines (*.jsonl)"
        )
        self._speaker: Any = None
        # No fixed minimum size: the layouts' own decide (one of 800x480, below their 880x523,
        # squeezed the editor's buttons and scrolled the tabs); theirs fits 1024x600.

        self.title_label = QLabel(self)
        self.title_label.setWordWrap(True)
        self.title_label.setStyleSheet("font-size: 20px; font-weight: bold;")
        self.detail_label = QLabel(self)
        self.detail_label.setWordWrap(True)
        self.detail_label.setStyleSheet("font-size: 15px;")
        self.clock_view = ClockView(self._feed, show_stats=False, parent=self)
        self.clock_view.setMinimumSize(300, 150)
        # The clock moves on by itself: the editor greys each period as it starts.
        self.clock_view.face_changed.connect(self._sync_played)
        self.controls = ClockControls(self)
        self.controls.triggered.connect(self.clock_action)
        for action in self.controls.all_actions():
            self.addAction(action)

        clock_side = QWidget(self)
        self.clock_side = clock_side
        # Both sides join the splitter empty: it measures what it is given (their least sizes,
        # ~1 ms filled), and they are measured once anyway when the window is first laid out.
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(clock_side)
        # The bare clock keys (Space, arrows, +, -, B) act only here: a click on the mini clock
        # gives it the focus; elsewhere they belong to the table or field, and Ctrl+ works.
        self.clock_view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.clock_view.setToolTip(
            "Clock keys act here: Space, ← →, + −, B. Elsewhere hold Ctrl (Ctrl+Space, Ctrl+→)."
        )
        self._clock_keys = self.controls.bind_clock_area(clock_side)
        left = QVBoxLayout(clock_side)
        left.setContentsMargins(12, 12, 12, 12)
        left.setSpacing(10)
        left.addWidget(self.title_label)
        left.addWidget(self.detail_label)
        left.addWidget(self.clock_view, 1)
        left.addWidget(self.controls)
        left.addStretch(0)

        self._editor: StructureEditor | None = None
        self._editor_scheduled = False
        editor_side = QFrame(self)
        self._editor_layout = QVBoxLayout(editor_side)
        self._editor_layout.setContentsMargins(12, 12, 12, 12)
        self._editor_layout.addStretch(1)  # the editor's place until it is built

        # Beside the clock: the structure, then the players and the money (built when first
        # shown, so they are not part of the first paint).
        self.tabs = QTabWidget(self)
        self.splitter.addWidget(self.tabs)
        self.tabs.setDocumentMode(True)
        self.tabs.setUsesScrollButtons(False)  # the window is never narrower than its tabs
        # On the bar alone: on the tab widget, every page's widgets went through the style
        # sheet's rules too (none of which is theirs).
        self.tabs.tabBar().setStyleSheet(
            "QTabBar::tab { font-size: 16px; min-height: 36px; padding: 0 14px; }"
        )
        self.tabs.addTab(editor_side, "Blind structure")
        self._players_panel: PlayersPanel | None = None
        self._payouts_panel: PayoutsPanel | None = None
        self._money_panel: MoneyPanel | None = None
        self._tables_panel: TablesPanel | None = None
        self._charts_panel: ChartsPanel | None = None
        self._charts_loading: QLabel | None = None  # on the Charts tab while numpy loads
        self._charts_loader: ModuleLoader | None = None
        pages: dict[str, QWidget] = {}
        for title in ("Players", "Payouts", "Money", "Tables", "Charts"):
            page = QWidget(self.tabs)
            QVBoxLayout(page).setContentsMargins(0, 0, 0, 0)
            pages[title] = page
            self.tabs.addTab(page, title)
        self._panel_pages = [pages["Players"], pages["Payouts"], pages["Money"]]
        self._tables_page, self._charts_page = pages["Tables"], pages["Charts"]
        self.tabs.currentChanged.connect(self._tab_shown)
        # The stations' reports (store/table_reports), one reporter per table journal found.
        self._reporters: dict[int, TableReporter] = {}
        self._station_problems: dict[int, str] = {}
        self._refused_reports: set[str] = set()
        self._players_left_seen: int | None = None
        self._chart_seq = 0  # the journal's events the charts have folded
        self.station_folder: Path | None = None  # None: `tables/` beside the tournaments
        self.station_timer = QTimer(self)
        self.station_timer.setInterval(STATION_POLL_MS)
        self.station_timer.timeout.connect(self.poll_stations)
        self.first_painted.connect(self.station_timer.start)
        self.first_painted.connect(lambda: self._import_tabs(list(TAB_MODULES)))

        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 3)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.splitterMoved.connect(lambda *_: self._hold_clock_side())

        central = QWidget(self)
        self._central_layout = QVBoxLayout(central)
        self._central_layout.setContentsMargins(0, 0, 0, 0)
        self._central_layout.setSpacing(0)
        self._central_layout.addWidget(self.splitter, 1)
        self.setCentralWidget(central)
        self.statusBar().setStyleSheet("QStatusBar { font-size: 15px; min-height: 32px; }")
        # Built when first needed: neither is part of the first paint.
        self._problem_bar: QFrame | None = None
        self._backup_label: QLabel | None = None
        # Tooltips as built, put back when a read-only spell ends.
        self._tooltips = {action: action.toolTip() for action in self.controls.all_actions()}
        # The menu bar's titles now (they are part of the first paint), their commands just
        # after it (director_menus): nobody can have opened a menu before it.
        self._top_menus = [self.menuBar().addMenu(title) for title in MENU_TITLES]
        self._menus: DirectorMenus | None = None
        self.first_painted.connect(self.ensure_menus)
        if qsession is not None:
            self.set_session(qsession, tournament_id)
        elif preview is not None:
            self._show_preview(preview)
        # Last: its Python filter would be called for every event of the building above.
        keep_on_screen(self)  # inside the screen, title bar included

    # --- public ------------------------------------------------------------------------
    @property
    def editor(self) -> StructureEditor:
        """The structure editor, built now if the first paint has not built it yet."""
        return self.ensure_editor()

    def ensure_editor(self) -> StructureEditor:
        if self._editor is None:
            from dealer_assist.ui.director.structure_editor import StructureEditor

            state = self.state()
            assert state is not None  # a window always holds a session
            editor = StructureEditor(state.structure, self._editor_layout.parentWidget())
            editor.set_played(self._played(state), self._current_period(state))
            editor.save_requested.connect(self.save_structure)
            # The placeholder stretch (last item) gives way to the editor.
            self._editor_layout.takeAt(self._editor_layout.count() - 1)
            self._editor_layout.addWidget(editor, 1)
            editor.show()  # a child added to a shown window stays hidden until told
            self._editor = editor
            self._edit_triggers = editor.table.editTriggers()
            # After the editor's own updates of its buttons: a read-only window keeps them off.
            editor.model.structure_edited.connect(lambda *_: self._apply_editor_writable())
            editor.model.problems_changed.connect(lambda *_: self._apply_editor_writable())
            editor.table.selectionModel().currentRowChanged.connect(
                lambda *_: self._apply_editor_writable()
            )
            self._apply_editor_writable()
        return self._editor

    @property
    def menus(self) -> DirectorMenus:
        """The menus' commands, made now if the first paint has not made them yet."""
        return self.ensure_menus()

    def ensure_menus(self) -> DirectorMenus:
        if self._menus is None:
            from dealer_assist.ui.director.director_menus import DirectorMenus

            self._menus = DirectorMenus(self, self._top_menus)
            self._tooltips.update({a: a.toolTip() for a in self._menus.command_actions})
            state = self.state()
            if state is not None:
                self._show_controls(state)  # a read-only window disables the new commands too
        return self._menus

    def now_ms(self) -> int:
        return self._now_ms()

    @property
    def tournament_id(self) -> str | None:
        return self._tournament_id

    def set_session(self, qsession: QtSession, tournament_id: str | None = None) -> None:
        """Show another tournament (opened from the files dialog)."""
        if self.qsession is not None:
            self.qsession.state_changed.disconnect(self._state_changed)
        self.qsession = qsession
        self.previewed = None
        self._tournament_id = tournament_id
        self._write_error = None
        self._write_problem_told = False
        self._backup_schedule = BackupSchedule()
        self._last_backup = None
        self._last_copy = None
        self._backup_failure = None
        qsession.state_changed.connect(self._state_changed)
        state = qsession.state
        if self._payouts_panel is not None:
            self._payouts_panel.reset()  # an edited payout table belongs to the one left
        self._close_reporters()  # the stations of the tournament left
        self._players_left_seen = None
        self._chart_seq = 0
        if self._charts_panel is not None:
            self._charts_panel.reset()
        if self._editor is not None:
            self._editor.set_structure(state.structure, self._played(state))
        if self._backups_started:
            self._find_last_backup()
        self._state_changed(state)
        self.clock_view.setFocus()  # a tournament opens with Space and the arrows on its clock

    def reading(self) -> ClockReading | None:
        state = self.state()
        return None if state is None else state.reading(self._now_ms())

    def state(self) -> TournamentState | None:
        return None if self.qsession is None else self.qsession.state

    def show_status(self, text: str, error: bool = False) -> None:
        colour = "#b3261e" if error else "#1d5e20"
        self.statusBar().setStyleSheet(
            f"QStatusBar {{ font-size: 15px; min-height: 32px; color: {colour}; }}"
        )
        self.statusBar().showMessage(text, STATUS_TIMEOUT_MS * (2 if error else 1))

    def show_devices(self, panel: QWidget) -> None:
        """The Devices tab, when the room is served (`director --serve`): one, the last."""
        for index in range(self.tabs.count()):
            if self.tabs.tabText(index) == "Devices":
                self.tabs.removeTab(index)
                break
        self.tabs.addTab(panel, "Devices")

    def clock_action(self, kind: ClockAction) -> bool:
        """Run one clock action through the core and the journal; False if it was refused."""
        before = self.state()
        if kind == ClockAction.UNDO and before is not None and self.read_only_reason() is None:
            question = self._undo_back_question(before)
            if question is not None and not self.ask_undo_back(question):
                self.show_status("Not undone: the room stays where it is.")
                return False
        done = self._execute(lambda state, now: self._clock_event(kind, state, now))
        if done and before is not None and kind in (ClockAction.UNDO, ClockAction.REDO):
            step = before.undo_top if kind == ClockAction.UNDO else before.redo_top
            if step is not None:
                verb = "Undone" if kind == ClockAction.UNDO else "Redone"
                words = describe_command(step.command, step.structure, step.parts)
                self.show_status(f"{verb}: {words}.")
        elif done:
            self.show_status(self._clock_now_line(kind))
        return done

    def _undo_back_question(self, state: TournamentState) -> str | None:
        """What to ask before an undo that takes the clock back across a period change the
        room has seen (announced on the TV); None when the undo stays within the period."""
        from dealer_assist.core import tournament as core_tournament

        now = self._now_ms()
        step = state.undo_top
        reading = state.reading(now)
        if step is None or reading is None:
            return None
        try:
            after = core_tournament.apply(state, core_tournament.cmd_undo(state, now))
        except REFUSALS:
            return None  # refused anyway: the status bar will say why
        back = after.reading(now)
        if back is not None and back.period_index >= reading.period_index:
            return None

        def shown(index: int) -> str:
            period = state.structure.periods[index]
            limits = blinds_text(period) if isinstance(period, Level) else break_text(period)
            return f"{state.structure.period_name(index)} ({limits})"

        where = (
            "to before the clock started"
            if back is None
            else f"back to {shown(back.period_index)} with {format_clock(back.remaining_ms)} left"
        )
        words = describe_command(step.command, step.structure, step.parts)
        return (
            f"The room is on {shown(reading.period_index)}, already announced. "
            f"Undo {words} takes the clock {where}, and the TV shows it at once "
            "(without a sound).\n\nTake the room back?"
        )

    def _clock_now_line(self, kind: ClockAction) -> str:
        """The status line after a clock action: where the clock is now."""
        reading = self.reading()
        if reading is None:
            return ""
        left = f"{format_clock(reading.remaining_ms)} left on {self._period_now()}"
        if kind == ClockAction.TOGGLE:
            return f"Clock running: {left}." if reading.running else f"Clock paused: {left}."
        if kind in (ClockAction.PLUS_MINUTE, ClockAction.MINUS_MINUTE):
            return f"{left[0].upper()}{left[1:]}."
        return f"Now at {self._period_now()}, at full time."

    def undo(self) -> bool:
        """Ctrl+Z: take back the latest clock or structure command (an event in the journal)."""
        return self.clock_action(ClockAction.UNDO)

    def redo(self) -> bool:
        """Ctrl+Shift+Z: put back what the latest undo took back."""
        return self.clock_action(ClockAction.REDO)

    def save_structure(self, structure: Structure) -> bool:
        """Apply an edited structure as a StructureChanged event (the core guards played levels).
        New limits for the period in play take effect at once, so that is asked first."""
        from dealer_assist.core import tournament as core_tournament

        read_only = self.read_only_reason()
        if read_only is not None:
            self.editor.show_message(f"Not saved: {read_only}", error=True)
            return False
        change = self._change_in_play(structure)
        if change is not None and not self.ask_change_in_play(change):
            self.editor.show_message("Not saved: the period in play keeps its limits.")
            return False
        done = self._execute(
            lambda state, now: core_tournament.cmd_change_structure(
                state, now, dump_structure(structure)
            )
        )
        if done:
            self.editor.mark_saved(self.qsession.state.structure)  # type: ignore[union-attr]
            self.show_status("Structure saved.")
        else:
            self.editor.show_message(self.statusBar().currentMessage(), error=True)
        return done

    def set_time_left(self, text: str | None = None) -> bool:
        """Set the current period's time left, typed as 12:30 (or 12): one undoable command."""
        from dealer_assist.core import tournament as core_tournament

        reading = self.reading()
        if reading is None:
            self.show_status("The clock has not started yet; start it first.", error=True)
            return False
        if text is None:
            text = self.ask_time_left(format_clock(reading.remaining_ms))
        if text is None:
            return False
        try:
            remaining_ms = parse_time_left(text)
        except ValueError as exc:
            self.show_status(str(exc), error=True)
            return False
        done = self._execute(
            lambda state, now: core_tournament.cmd_set_remaining(state, now, remaining_ms)
        )
        if done:
            self.show_status(f"Time left set to {format_clock(remaining_ms)}.")
        return done

    def go_to_period(self, index: int | None = None) -> bool:
        """Start any level or break now at its full time (e.g. to match the room's old clock)."""
        from dealer_assist.core import tournament as core_tournament

        state = self.state()
        reading = self.reading()
        if state is None or reading is None:
            self.show_status("The clock has not started yet; start it first.", error=True)
            return False
        if index is None:
            periods = state.structure.periods
            labels = [
                f"{label.capitalize()}:  "
                + (blinds_text(p) if isinstance(p, Level) else break_text(p).capitalize())
                for label, p in zip(state.structure.period_names(), periods, strict=True)
            ]
            index = self.ask_period(labels, reading.period_index)
        if index is None:
            return False
        done = self._execute(lambda state, now: core_tournament.cmd_jump(state, now, index))
        if done:
            self.show_status(f"Now at {self._period_now()}, at full time.")
        return done

    def restart_period(self) -> bool:
        """Start the current level (or break) again at its full time."""
        from dealer_assist.core import tournament as core_tournament

        done = self._execute(core_tournament.cmd_restart_period)
        if done:
            self.show_status(f"{self._period_now().capitalize()} restarted at full time.")
        return done

    def import_structure(self, path: str | None = None) -> bool:
        """Load a structure file into the editor as unsaved edits; a file with problems changes
        nothing and its problems are listed, each with its line."""
        from dealer_assist.core import tournament as core_tournament
        from dealer_assist.ui.common.store_bridge import read_structure_file

        read_only = self.read_only_reason()
        if read_only is not None:
            self.show_status(f"Not imported: {read_only}", error=True)
            return False
        path = path if path is not None else self.choose_import_path()
        if not path or not self._confirm_discard():
            return False
        name = Path(path).name
        try:
            structure = read_structure_file(Path(path))
        except StructureError as exc:
            count = len(exc.problems)
            shown = [str(p) for p in exc.problems[:IMPORT_PROBLEMS_SHOWN]]
            if count > len(shown):
                shown.append(f"... and {count - len(shown)} more (`dealer-assist structure check`)")
            self.editor.show_message("Nothing imported:\n" + "\n".join(shown), error=True)
            problems = f"{count} problem{'s' if count != 1 else ''}"
            self.show_status(f"Nothing imported: {name} has {problems}.", error=True)
            return False
        state = self.state()
        try:  # a dry run of Save: a file that rewrites played levels could never be saved
            if state is not None:
                core_tournament.cmd_change_structure(
                    state, self._now_ms(), dump_structure(structure)
                )
        except REFUSALS as exc:
            self.editor.show_message(f"Nothing imported from {name}: {exc}.", error=True)
            self.show_status(f"Nothing imported: {name} cannot replace this structure.", error=True)
            return False
        self.editor.load_edits(
            structure, f"Imported {name}: Save structure applies it, Revert drops it."
        )
        self.show_status(f"Imported {name} into the editor (not saved yet).")
        return True

    def export_structure(self, path: str | None = None) -> bool:
        """Save the structure shown in the editor (edits included) as a TOML file."""
        from dealer_assist.ui.common.store_bridge import write_structure_file

        editor = self.editor
        if editor.model.has_problems():
            self.show_status("Fix the highlighted cells before exporting.", error=True)
            return False
        structure = editor.model.structure
        path = path if path is not None else self.choose_export_path(structure.name)
        if not path:
            return False
        target = Path(path) if Path(path).suffix else Path(path).with_suffix(".toml")
        try:
            write_structure_file(target, structure)
        except OSError as exc:
            self.show_status(f"Cannot export to {target}: {exc.strerror or exc}", error=True)
            return False
        unsaved = " (with its unsaved edits)" if editor.is_dirty() else ""
        self.show_status(f"Structure exported to {target}{unsaved}.")
        return True

    def open_tv_clock(self, screen_index: int | None = None, placement: Any = None) -> Any:
        """Show the TV clock on the chosen screen (the second one by default): fullscreen on a
        screen other than the director's; on his own screen beside his clock (never over its
        buttons), or as a centred window (`placement`, a tv_placement.Placement)."""
        from dealer_assist.ui.director.tv_placement import Placement
        from dealer_assist.ui.tv.clock_window import ClockWindow, choose_screen

        if self._tv_window is None:
            player = self.alert_player()
            self._tv_window = ClockWindow(self._feed, player=player)
            self._tv_window.on_key = self._tv_key
            self._tv_window.on_key_help = tv_key_help()
            self.attach_speaker()
            if self.settings_link is not None:
                self._tv_window.apply_settings(self.settings_link.settings)
            if player.silent_reason is not None:
                self.show_status(
                    f"The TV clock's alerts will be silent: {player.silent_reason}.", error=True
                )
        screens = QGuiApplication.screens()
        if screen_index is None and self.settings_link is not None:  # the device's TV screen
            from dealer_assist.ui.tv.clock_window import screen_named

            screen_index = screen_named(screens, self.settings_link.settings.tv_screen)
        # The menu numbers Qt's own list, and the default is a screen other than the director's.
        screen = choose_screen(screens, screen_index, display_screen=None)
        if placement is None:
            # Fullscreen only on a screen other than the director's: never hide the controls.
            mine = len(screens) < 2 or screen == self.screen()
            placement = Placement.BESIDE if mine else Placement.FULLSCREEN
        if placement is not Placement.BESIDE or not self._place_tv_beside(screen):
            self._tv_window.show_on(screen, fullscreen=placement is Placement.FULLSCREEN)
        self._tv_window.view.refresh()
        return self._tv_window

    def _place_tv_beside(self, screen: Any) -> bool:
        """Show the TV window beside the clock column; False when there is no room."""
        from dealer_assist.ui.director.tv_placement import beside

        clock = self.clock_side
        keep_clear = QRect(clock.mapToGlobal(QPoint(0, 0)), clock.size())
        # The TV window is framed as this one is (same window manager).
        frame, inner = self.frameGeometry(), self.geometry()
        margins = QMargins(
            inner.left() - frame.left(),
            inner.top() - frame.top(),
            frame.right() - inner.right(),
            frame.bottom() - inner.bottom(),
        )
        place = beside(screen.availableGeometry(), frame, keep_clear, margins)
        if place is None:
            self.show_status("No room beside the director's clock: the TV clock is a window.")
            return False
        tv = self._tv_window
        if tv.isFullScreen():
            tv.show_on(screen, fullscreen=False)  # its cursor back, out of full screen
        # One geometry before it is mapped: a window manager may honour an earlier request.
        tv.setScreen(screen)
        tv.setGeometry(place)
        tv.showNormal()
        return True

    def tv_clock_menu(self) -> QMenu:
        """Ctrl+T: where the TV clock opens (each other screen fullscreen, beside the director's
        clock, a window); the likeliest first, so Enter takes it."""
        from dealer_assist.ui.director.tv_placement import choices

        screens = QGuiApplication.screens()
        mine = screens.index(self.screen()) if self.screen() in screens else 0
        menu = QMenu(self)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.addSection("Open the TV clock")
        for choice in choices(screens, mine):
            action = menu.addAction(choice.text)
            action.triggered.connect(
                lambda _c=False, ch=choice: self.open_tv_clock(ch.screen_index, ch.placement)
            )
        first = [a for a in menu.actions() if not a.isSeparator()][0]
        menu.setActiveAction(first)
        self.tv_menu = menu
        menu.popup(self.clock_side.mapToGlobal(QPoint(self.clock_side.width() // 2, 0)))
        return menu

    def tv_window(self) -> Any:
        return self._tv_window

    def show_settings(self) -> Any:
        """Edit > Settings: this device's settings (the TV clock, sound, the default book)."""
        from dealer_assist.ui.director.settings_dialog import show_settings

        return show_settings(self)

    def colour_up(self) -> bool:
        """The colour-up: what every player brings and gets, by the book; one command."""
        from dealer_assist.house_books import house_rules
        from dealer_assist.ui.director.colour_up_dialog import ColourUpDialog

        state = self.state()
        if state is None:
            return False
        if not state.roster.playing:
            self.show_status("Nobody is playing: there are no chips to colour up.", error=True)
            return False
        dialog = ColourUpDialog(state, house_rules(state.house_book), self._now_ms(), self)
        if not dialog.removed:
            self.show_status("No break takes chips off from here on.", error=True)
            return False
        if not self.run_colour_up(dialog):
            return False
        event = dialog.colour_up_event()
        if event is None:
            return False
        done = self._execute(lambda _state, _now: event)
        if done:
            change = sum(event.changes.values())
            self.show_status(f"Coloured up: the chips in play change by {change:+,}.")
        return done

    def export_event_log(self, path: str | None = None) -> bool:
        """The whole event log of the tournament as JSON lines (for the record, other tools)."""
        from dealer_assist.ui.common.store_bridge import export_event_log, slug

        if self.qsession is None:
            return False
        name = f"{slug(self.qsession.state.name, 'tournament')}-events.jsonl"
        chosen = path if path is not None else self.choose_log_path(name)
        if not chosen:
            return False
        try:
            count = export_event_log(self.qsession.session.journal, Path(chosen))
        except (OSError, JournalError) as exc:
            self.show_status(f"Cannot export the event log: {exc}", error=True)
            return False
        self.show_status(f"{count:,} events written to {chosen}.")
        return True

    def toggle_speech(self, on: bool | None = None) -> bool:
        """Spoken announcements on the TV clock on or off; says why when no engine speaks."""
        on = self.menus.speech_action.isChecked() if on is None else on
        self.menus.speech_action.setChecked(on)
        if not on:
            self._speaker = None
            self.attach_speaker()
            self.show_status("Spoken announcements off.")
            return False
        from dealer_assist.ui.tv.speech import Speaker

        speaker = Speaker(self.speech_engine, self)
        if speaker.problem is not None:
            self.menus.speech_action.setChecked(False)
            self.show_status(f"{speaker.problem[:1].upper()}{speaker.problem[1:]}.", error=True)
            return False
        self._speaker = speaker
        self.attach_speaker()
        self.show_status("Spoken announcements on: the TV clock says its moments after the chime.")
        return True

    def spoken_kinds(self) -> frozenset[Any]:
        """The kinds of announcement chosen in View > What is spoken."""
        return frozenset(k for k, a in self.menus.spoken_actions.items() if a.isChecked())

    def attach_speaker(self) -> None:
        if self._tv_window is not None:
            self._tv_window.view.speaker = getattr(self, "_speaker", None)
            self._tv_window.view.spoken_kinds = self.spoken_kinds()

    def alert_player(self) -> AlertPlayer:
        """The player of the TV clock's sounds (one, made on first use: the TV window or a
        sound check)."""
        if self._alert_player is None:
            from dealer_assist.ui.tv.alert_player import AlertPlayer

            self._alert_player = AlertPlayer(start_ms=self._now_ms(), parent=self)
        return self._alert_player

    def set_alerts_muted(self, muted: bool) -> None:
        """Silence the TV clock's sounds (an announcement, a quiet room); it still flashes."""
        self.menus.mute_action.setChecked(muted)
        self.alert_player().set_muted(muted)
        if muted:
            self.show_status("Alert sounds muted: the TV clock still flashes (Ctrl+M for sound).")
        else:
            self.show_status("Alert sounds on.")

    def mute_changed(self) -> None:
        self.set_alerts_muted(self.menus.mute_action.isChecked())

    def test_alert_sound(self) -> bool:
        """View > Test the alert sound: play it where the TV clock sounds; say where, or why
        it is silent."""
        player = self.alert_player()
        reason = player.test_sound()
        if reason is not None:
            self.show_status(f"The TV clock's alerts are silent: {reason}.", error=True)
            return False
        self.show_status(f"Alert sound played on {player.output_name()}.")
        return True

    # --- players and money ---------------------------------------------------------------
    @property
    def players_panel(self) -> PlayersPanel:
        """The Players tab (built now if it was never shown)."""
        self.ensure_panels()
        assert self._players_panel is not None
        return self._players_panel

    @property
    def payouts_panel(self) -> PayoutsPanel:
        self.ensure_panels()
        assert self._payouts_panel is not None
        return self._payouts_panel

    @property
    def money_panel(self) -> MoneyPanel:
        self.ensure_panels()
        assert self._money_panel is not None
        return self._money_panel

    def ensure_panels(self) -> None:
        """Build the Players, Payouts and Money tabs (on first use: not at the first paint)."""
        if self._players_panel is not None:
            return
        from dealer_assist.ui.director.money_panel import MoneyPanel
        from dealer_assist.ui.director.payouts_panel import PayoutsPanel
        from dealer_assist.ui.director.players_panel import PlayersPanel

        def tell(text: str, error: bool) -> None:
            self.show_status(text, error=error)

        made = (
            PlayersPanel(self._panel_execute, tell, self._now_ms),
            PayoutsPanel(self._panel_execute, tell, self._now_ms),
            MoneyPanel(self._panel_execute, tell, self._now_ms),
        )
        self._players_panel, self._payouts_panel, self._money_panel = made
        state = self.state()
        reason = self.read_only_reason()
        for page, panel in zip(self._panel_pages, made, strict=True):
            layout = page.layout()
            assert layout is not None
            layout.addWidget(panel)
            panel.show()  # a child added to a shown page stays hidden until told
            if state is not None:
                panel.show_state(state)
            panel.set_read_only(reason)

    def add_player(self) -> None:
        """Ctrl+P: the Players tab, with the name field ready for typing."""
        self.show_tab("Players")
        self.players_panel.focus_add()

    def show_tab(self, title: str) -> None:
        for index in range(self.tabs.count()):
            if self.tabs.tabText(index) == title:
                self.tabs.setCurrentIndex(index)
                return

    def _import_tabs(self, names: list[str]) -> None:
        """Import `names` one a turn, from the next (clicks and paints go between)."""
        if not names:
            return

        def next_one() -> None:
            import_module(names[0])
            self._import_tabs(names[1:])

        QTimer.singleShot(0, self, next_one)

    def _tab_shown(self, index: int) -> None:
        page = self.tabs.widget(index)
        if page in self._panel_pages:
            self.ensure_panels()
        elif page is self._tables_page:
            self.ensure_tables()
        elif page is self._charts_page:
            self._show_charts_soon()

    def _panels(self) -> list[Any]:
        panels = (self._players_panel, self._payouts_panel, self._money_panel, self._tables_panel)
        return [panel for panel in panels if panel is not None]

    def _panel_execute(self, build: Build) -> str | None:
        """A panel's command through the session: None when done, else why it was refused
        (the status bar's words: the core's reason and rule)."""
        if self._execute(build):
            return None
        return self.statusBar().currentMessage() or "Not done."

    # --- tables, stations and charts ------------------------------------------------------
    @property
    def tables_panel(self) -> TablesPanel:
        """The Tables tab (built now if it was never shown)."""
        return self.ensure_tables()

    def ensure_tables(self) -> TablesPanel:
        """Build the Tables tab (on first use, or at the first bust-out with tables set)."""
        if self._tables_panel is None:
            from dealer_assist.ui.common.store_bridge import write_bytes_atomic
            from dealer_assist.ui.director.tables_panel import TablesPanel

            panel = TablesPanel(
                self._panel_execute,
                lambda text, error: self.show_status(text, error=error),
                self._now_ms,
            )
            panel.write_file = write_bytes_atomic  # whole or not at all
            panel.balance_offered.connect(self._balance_offered)
            layout = self._tables_page.layout()
            assert layout is not None
            layout.addWidget(panel)
            panel.show()  # a child added to a shown page stays hidden until told
            self._tables_panel = panel
            state = self.state()
            if state is not None:
                panel.show_state(state)
            panel.set_read_only(self.read_only_reason())
            self._show_stations()
        return self._tables_panel

    @property
    def charts_panel(self) -> ChartsPanel:
        """The Charts tab (built, and pyqtgraph imported, now if it was never shown)."""
        return self.ensure_charts()

    def _show_charts_soon(self) -> None:
        """The Charts tab shown: the first time, numpy and pyqtgraph (about half a second) are
        imported in a worker thread while the tab says they are loading, so the window keeps
        answering; the charts are built once they are in."""
        if self._charts_panel is not None or self._charts_loader is not None:
            return
        if all(name in sys.modules for name in CHART_MODULES):
            self.ensure_charts()
            return
        from dealer_assist.ui.common.module_loader import ModuleLoader

        label = QLabel("Loading the charts…", self._charts_page)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setStyleSheet("font-size: 16px; color: #555555;")
        layout = self._charts_page.layout()
        assert layout is not None
        layout.addWidget(label)
        label.show()
        self._charts_loading = label
        # No parent: the worker thread holds it until it has said so (a closed window cannot
        # pull it from under the thread).
        self._charts_loader = ModuleLoader(CHART_MODULES)
        self._charts_loader.loaded.connect(self.ensure_charts)
        self._charts_loader.start()

    def ensure_charts(self) -> ChartsPanel:
        """Build the Charts tab: pyqtgraph and numpy are imported here (or by the tab's
        loader), not at start."""
        if self._charts_loading is not None:  # the charts take its place at once
            self._charts_loading.hide()
            self._charts_page.layout().removeWidget(self._charts_loading)  # type: ignore[union-attr]
            self._charts_loading.deleteLater()
            self._charts_loading = None
        if self._charts_panel is None:
            from dealer_assist.ui.common.store_bridge import write_bytes_atomic
            from dealer_assist.ui.director.charts_panel import ChartsPanel

            panel = ChartsPanel(
                lambda text, error: self.show_status(text, error=error), self._now_ms
            )
            panel.write_file = write_bytes_atomic
            layout = self._charts_page.layout()
            assert layout is not None
            layout.addWidget(panel)
            panel.show()
            self._charts_panel = panel
            self._feed_charts()
        return self._charts_panel

    def _feed_charts(self) -> None:
        """The journal's events the charts have not folded yet."""
        panel = self._charts_panel
        if panel is None or self.qsession is None:
            return
        try:
            records = list(self.qsession.session.journal.records(self._chart_seq))
        except (JournalError, ValueError) as exc:  # the next change tries again
            logger.warning("the charts cannot read the journal: %s", exc)
            return
        if records:
            self._chart_seq = records[-1].seq
            panel.add_events(record.event for record in records)

    def _balance_offered(self, text: str) -> None:
        """The Tables tab's title turns orange while balancing is due."""
        index = self.tabs.indexOf(self._tables_page)
        colour = QColor("#c25e00") if text else QColor()
        self.tabs.tabBar().setTabTextColor(index, colour)

    def station_journal(self, table: int) -> Path | None:
        """Where table `table`'s station keeps its journal (`<data>/tables/<stem>-table-N`)."""
        if self.qsession is None:
            return None
        journal = self.qsession.session.journal.path
        folder = self.station_folder or journal.parent.parent / TABLES_FOLDER
        path = folder / f"{journal.stem}-table-{table}.journal"
        legacy = folder / f"{journal.stem}-table.journal"  # before tables were numbered
        if table == 1 and not path.exists() and legacy.exists():
            return legacy
        return path

    def poll_stations(self) -> int:
        """Read each station's journal (every second) and record what it reports: bust-outs,
        hands done, the button's place. Each report has its own id, so it is recorded once
        however often it is read. Returns how many events were recorded."""
        if self.qsession is None or self._shelf is None or self.read_only_reason() is not None:
            return 0
        state = self.qsession.state
        numbers = sorted({t.table for t in state.room.tables} | set(state.room.broken))
        recorded = 0
        for number in numbers:
            try:
                recorded += self._poll_station(number)
            except JournalError as exc:  # the tournament journal cannot be written
                self._write_failed(exc)
                break
        self._show_stations()
        return recorded

    def _poll_station(self, number: int) -> int:
        from dealer_assist.house_books import house_rules

        assert self.qsession is not None and self._shelf is not None
        session = self.qsession.session
        reporter = self._reporters.get(number)
        try:
            if reporter is None:
                path = self.station_journal(number)
                if path is None or not path.exists():
                    self._station_problems.pop(number, None)
                    return 0  # no station at this table (yet), or its file taken away
                rules = house_rules(self.qsession.state.house_book)
                reporter = self._shelf.table_reporter(path, number, rules)
                self._reporters[number] = reporter
            events = reporter.poll(self.qsession.state, session.has_seen, self._now_ms())
        except Exception as exc:  # noqa: BLE001 (a station's file must never stop the director)
            self._station_failed(number, exc)
            return 0
        if self._station_problems.pop(number, None) is not None:
            logger.info("table %s's station can be read again", number)
        recorded = 0
        for event in events:
            if session.has_seen(event.event_id) or event.event_id in self._refused_reports:
                continue
            try:
                self.qsession.execute(event)
            except REFUSALS as exc:  # e.g. a player the director put out by hand meanwhile
                self._refused_reports.add(event.event_id)
                logger.warning("table %s's report %s not recorded: %s", number, event, exc)
                continue
            recorded += 1
        return recorded

    def _station_failed(self, number: int, error: Exception) -> None:
        words = str(error) or type(error).__name__
        if self._station_problems.get(number) != words:
            logger.warning("table %s's station journal cannot be read: %s", number, words)
        self._station_problems[number] = words
        reporter = self._reporters.pop(number, None)
        if reporter is not None:  # opened afresh next time (a file replaced or repaired)
            try:
                reporter.close()
            except Exception:  # noqa: BLE001
                logger.debug("closing table %s's reporter", number, exc_info=True)

    def station_lines(self) -> list[tuple[str, bool]]:
        """The stations as the Tables tab shows them: (words, fine) for the tables reporting,
        those without a station, and each journal that cannot be read."""
        from dealer_assist.core.table.station_room import tables_text

        state = self.state()
        if state is None:
            return []
        reporting: list[int] = []
        silent: list[int] = []
        problems: list[tuple[str, bool]] = []
        for table in state.room.tables:
            number = table.table
            problem = self._station_problems.get(number)
            if problem is not None:  # the file's name, not its path (the tooltip has it all)
                path = self.station_journal(number)
                words = problem if path is None else problem.replace(str(path), path.name)
                words = words.split("; ")[0]
                problems.append((f"table {number}'s journal cannot be read: {words}", False))
            elif number in self._reporters:
                reporting.append(number)
            else:
                silent.append(number)
        lines: list[tuple[str, bool]] = []
        if reporting:
            lines.append((f"{tables_text(reporting)} reporting", True))
        if silent:
            lines.append((f"no station at {tables_text(silent)}", True))
        return lines + problems

    def _show_stations(self) -> None:
        if self._tables_panel is not None:
            self._tables_panel.show_stations(self.station_lines())
            problems = sorted(self._station_problems.items())
            self._tables_panel.stations_label.setToolTip(
                "\n".join(f"Table {number}: {words}" for number, words in problems)
            )

    def _close_reporters(self) -> None:
        for reporter in self._reporters.values():
            try:
                reporter.close()
            except Exception:  # noqa: BLE001
                logger.debug("closing a reporter", exc_info=True)
        self._reporters.clear()
        self._station_problems.clear()
        self._refused_reports.clear()

    # --- internals ---------------------------------------------------------------------
    def _clock_event(self, kind: ClockAction, state: TournamentState, now_ms: int) -> Event:
        return make_event(kind, state, now_ms)  # the table of clock commands makes it

    def _execute(self, build: Callable[[TournamentState, int], Event]) -> bool:
        if self.qsession is None:
            return False
        read_only = self.read_only_reason()
        if read_only is not None:  # keys of the TV window, or a call from code
            self.show_status(f"Not done: {read_only}", error=True)
            return False
        now = self._now_ms()
        try:
            event = build(self.qsession.state, now)
            self.qsession.execute(event)
        except REFUSALS as exc:
            logger.info("refused: %s", exc)
            reason = str(exc)
            self.show_status(f"{reason[:1].upper()}{reason[1:].rstrip('.')}.", error=True)
            return False
        except JournalError as exc:  # nothing was stored, so nothing changed: say so at once
            self._write_failed(exc)
            return False
        return True

    # --- read-only state ---------------------------------------------------------------
    @property
    def problem_bar(self) -> QFrame:
        """The red line at the top: why nothing can be changed (persistent, unlike the status
        bar's messages), with Try again when the cause may go away."""
        return self._build_problem_bar()

    @property
    def problem_label(self) -> QLabel:
        self._build_problem_bar()
        return self._problem_label

    @property
    def try_again_button(self) -> QPushButton:
        self._build_problem_bar()
        return self._try_again_button

    def _build_problem_bar(self) -> QFrame:
        if self._problem_bar is None:
            # Qt's classes for it made when first needed (a first paint needs neither).
            from PySide6.QtWidgets import QHBoxLayout, QPushButton

            bar = QFrame(self)
            bar.setObjectName("problemBar")
            bar.setStyleSheet(
                f"QFrame#problemBar {{ background: {ERROR_COLOUR}; }}"
                " QLabel { color: white; font-size: 16px; font-weight: bold; }"
                " QPushButton { font-size: 16px; font-weight: bold; padding: 0 20px; }"
            )
            self._problem_label = QLabel(bar)
            self._problem_label.setWordWrap(True)
            self._problem_label.setTextInteractionFlags(
                Qt.TextInteractionFlag.TextSelectableByMouse
            )
            self._try_again_button = QPushButton("Try again", bar)
            self._try_again_button.setMinimumHeight(44)
            self._try_again_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self._try_again_button.clicked.connect(lambda _checked=False: self.try_writing_again())
            row = QHBoxLayout(bar)
            row.setContentsMargins(12, 8, 12, 8)
            row.addWidget(self._problem_label, 1)
            row.addWidget(self._try_again_button)
            bar.hide()
            self._central_layout.insertWidget(0, bar)
            self._problem_bar = bar
        return self._problem_bar

    @property
    def backup_label(self) -> QLabel:
        """The last backup and copy, at the status bar's right end."""
        if self._backup_label is None:
            self._backup_label = QLabel(self)
            self.statusBar().addPermanentWidget(self._backup_label)
        return self._backup_label

    def read_only_reason(self) -> str | None:
        """Why nothing can be changed now (the red line at the top), or None."""
        if self.qsession is None:
            return None
        journal = self.qsession.session.journal
        if journal.read_only:
            return (
                f"Read-only: {journal.path} is open to look at; nothing can be changed. To go on,"
                " restore a backup (Tournament > Restore a backup…) or open another tournament."
            )
        problem = journal.write_problem or self._write_error
        if problem is None:
            return None
        return f"Read-only: {unwritable_words(problem)}"

    def can_try_again(self) -> bool:
        """True when the read-only state comes from a write that failed (not a choice)."""
        if self.qsession is None or self.qsession.session.journal.read_only:
            return False
        return self.read_only_reason() is not None

    def try_writing_again(self) -> bool:
        """Try again: write to the journal (after space was freed or the folder made writable);
        on success every command works again."""
        if self.qsession is None or not self.can_try_again():
            return self.read_only_reason() is None
        session = self.qsession.session
        try:
            if self._shelf is not None:
                ok = self._shelf.retry_writing(session)
            else:
                session.journal.ensure_writable()
                ok = session.journal.write_problem is None
        except JournalError as exc:
            self._write_error = exc
            ok = False
        if ok:
            self._write_error = None
            self._write_problem_told = False
            self._apply_writable()
            self.show_status("The journal can be written again: every command works again.")
            self.check_backups()
            return True
        self._apply_writable()
        self.show_status(f"Still cannot save: {self.read_only_reason()}", error=True)
        return False

    def _write_failed(self, error: JournalError) -> None:
        """A write failed (a full disk mid-tournament): say so at once in red, in the line at
        the top, and once in a dialog; the window goes read-only until Try again works."""
        journal = self.qsession.session.journal  # type: ignore[union-attr]
        if journal.write_problem is None:
            self._write_error = error
        logger.warning("a command could not be saved: %s", error)
        self._apply_writable()
        reason = self.read_only_reason() or str(error)
        words = reason.removeprefix("Read-only: ")
        self.show_status(f"Not saved: {words}", error=True)
        if not self._write_problem_told:
            self._write_problem_told = True
            self.tell_write_problem(
                f"The last command was not saved, and nothing after it can be: {words}\n\n"
                "Until then the window is read-only: the clock goes on as it was."
            )

    def _apply_writable(self) -> None:
        """Enable every command, or disable them all with the reason (line and tooltips)."""
        reason = self.read_only_reason()
        if reason is None:
            if self._problem_bar is not None:
                self._problem_bar.hide()
        else:
            self.problem_label.setText(reason)
            self.try_again_button.setVisible(self.can_try_again())
            self.problem_bar.show()
        if reason is not None or self._read_only_shown:
            state = self.state()
            if state is not None:
                self._show_controls(state)
        self._read_only_shown = reason is not None
        self._apply_editor_writable()
        for panel in self._panels():
            panel.set_read_only(reason)

    def _show_controls(self, state: TournamentState) -> None:
        """The clock buttons for this state, all disabled with the reason when read-only."""
        reason = self.read_only_reason()
        menus = self._menus  # the menus' commands once made (ensure_menus applies this)
        actions = [*self.controls.all_actions(), *(menus.command_actions if menus else ())]
        if reason is None:
            for action in actions:
                action.setEnabled(True)
                action.setToolTip(self._tooltips.get(action, ""))
        reading = state.reading(self._now_ms())
        self.controls.set_clock_state(
            started=reading is not None, running=bool(reading and reading.running)
        )
        undo, redo = state.undo_top, state.redo_top
        self.controls.set_undo_state(
            None if undo is None else describe_command(undo.command, undo.structure, undo.parts),
            None if redo is None else describe_command(redo.command, redo.structure, redo.parts),
        )
        if reason is not None:
            for action in actions:
                action.setEnabled(False)
                action.setToolTip(reason)
            # Its colours would make a disabled Start/Pause look pressable: greyed like the rest.
            self.controls.buttons[ClockAction.TOGGLE].setStyleSheet(
                "QToolButton { background: #ececec; color: #9a9a9a;"
                " border: 1px solid #c8c8c8; border-radius: 6px; }"
            )

    def _apply_editor_writable(self) -> None:
        editor = self._editor
        if editor is None:
            return
        from PySide6.QtWidgets import QAbstractItemView  # with the editor, after the first paint

        reason = self.read_only_reason()
        buttons = (
            editor.add_level_button,
            editor.add_break_button,
            editor.remove_button,
            editor.up_button,
            editor.down_button,
            editor.colour_up_button,
            editor.save_button,
        )
        if reason is None:
            if editor.table.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers:
                editor.table.setEditTriggers(self._edit_triggers)
                for button in buttons:
                    restore_tooltip(button)
                editor._update_buttons()  # the editor's own rule for its buttons
            return
        editor.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for button in buttons:
            button.setEnabled(False)
            button.setToolTip(reason)

    def _period_now(self) -> str:
        """ "level 4" or "break 1": where the clock is now, for status lines."""
        state, reading = self.state(), self.reading()
        if state is None or reading is None:
            return "the first level"
        return state.structure.period_name(reading.period_index)

    def _state_changed(self, state: TournamentState) -> None:
        self._show_headline(state, self.reading())
        self._show_controls(state)
        self._hold_clock_side()
        editor = self._editor  # None until built; it then starts from the state of that moment
        if editor is not None and not editor.is_dirty():
            editor.set_structure(state.structure, self._played(state))
        if editor is not None:
            editor.set_played(self._played(state), self._current_period(state))
        for panel in self._panels():
            panel.show_state(state)
        self._feed_charts()
        left = state.players_left or 0
        out = self._players_left_seen is not None and left < self._players_left_seen
        self._players_left_seen = left
        if out and state.room.tables and self.read_only_reason() is None:
            self.ensure_tables().after_bust_out()  # balancing offered, never forced
        self.clock_view.refresh()
        if self._tv_window is not None:
            self._tv_window.view.refresh()
        self._apply_writable()
        self.check_backups()

    def _show_headline(
        self, state: TournamentState | PreviewedTournament, reading: ClockReading | None
    ) -> None:
        """The window's title and the line over the clock: the rules, the structure, the clock."""
        self.title_label.setText(state.name or "Tournament")
        self.setWindowTitle(f"Dealer Assist - {state.name}")
        # The mini clock names the tournament: the title above it is not shown (twice read
        # "Demo tournament"); the line gives the rules and the structure by their titles.
        self.title_label.hide()
        book = state.house_book
        detail = [f"House rules: {book_title(book)}" if book else "", state.structure.name]
        if reading is None:
            detail.append("Clock not started: press Space")
        elif reading.running:
            detail.append("Clock running")
        else:
            detail.append("Clock paused: Space resumes")
        self.detail_label.setText("  ·  ".join(d for d in detail if d))

    def _show_preview(self, preview: PreviewedTournament) -> None:
        """The tournament as its summary shows it until `session_due` opens the session: the
        headline, buttons and clock the session will show (their tooltips come with it)."""
        reading = preview.reading(self._now_ms())
        self._show_headline(preview, reading)
        self.controls.set_clock_state(
            started=reading is not None, running=bool(reading and reading.running)
        )
        step = "the latest command"  # named once the session is open
        self.controls.set_undo_state(
            step if preview.can_undo else None, step if preview.can_redo else None
        )
        self._hold_clock_side()
        self.clock_view.refresh()
        self.clock_view.setFocus()

    def _change_in_play(self, structure: Structure) -> str | None:
        """The question to ask before saving `structure`, if it changes the limits in play."""
        from dealer_assist.core import tournament as core_tournament

        state = self.state()
        change = (
            None
            if state is None
            else core_tournament.limits_change_in_play(state, self._now_ms(), structure)
        )
        if change is None:
            return None

        def limits(period: Any) -> str:
            if period is None:
                return "gone"
            return blinds_text(period) if isinstance(period, Level) else break_text(period)

        now, after = change
        return (
            f"{self._period_now().capitalize()} is being played at {limits(now)}. "
            f"Saving changes it to {limits(after)} at once, mid-period. Save?"
        )

    def _sync_played(self) -> None:
        state = self.state()
        if self._editor is not None and state is not None:
            self._editor.set_played(self._played(state), self._current_period(state))

    def _current_period(self, state: TournamentState) -> int | None:
        """The period in play (marked in the editor); None before the clock starts."""
        reading = state.reading(self._now_ms())
        return None if reading is None else reading.period_index

    def _played(self, state: TournamentState) -> int:
        """Periods already played (greyed in the editor); the core refuses edits to them."""
        reading = state.reading(self._now_ms())
        return 0 if reading is None else reading.period_index

    def _tv_key(self, key: int) -> bool:
        kind = TV_KEYS.get(Qt.Key(key))
        return kind is not None and self.clock_action(kind)

    def fill_recent(self) -> None:
        self.menus.recent_menu.clear()
        if self._shelf is None:
            return
        for entry in list(self._shelf.entries())[:8]:
            text = f"{entry.name}  (cannot be opened)" if entry.problem else entry.name
            action = self.menus.recent_menu.addAction(text)
            action.setEnabled(entry.tournament_id != self._tournament_id)
            action.setToolTip("This tournament is open" if not action.isEnabled() else "Open it")
            action.triggered.connect(
                lambda _checked=False, tid=entry.tournament_id: self.open_tournament(tid)
            )

    def fill_screens(self) -> None:
        self.menus.screens_menu.clear()
        for index, screen in enumerate(QGuiApplication.screens()):
            size = screen.geometry()
            action = self.menus.screens_menu.addAction(
                f"{index + 1}: {screen.name()} ({size.width()}×{size.height()})"
            )
            action.triggered.connect(lambda _checked=False, i=index: self.open_tv_clock(i))
            action.setToolTip(f"Show the TV clock on screen {index + 1}")

    def show_files(self) -> TournamentFilesDialog | None:
        if self._shelf is None:
            return None
        from dealer_assist.ui.director.tournament_files import (
            TournamentFilesDialog,  # not needed at start
        )

        dialog = TournamentFilesDialog(self._shelf, self._tournament_id, self)
        dialog.open_requested.connect(self.open_tournament)
        dialog.restore_requested.connect(self.restore_latest_of)
        dialog.archive_requested.connect(self._archive)
        dialog.unarchive_requested.connect(self._unarchive)
        dialog.new_requested.connect(self.new_tournament)
        dialog.open()
        return dialog

    def open_tournament(self, tournament_id: str) -> bool:
        """Switch to another tournament. One that cannot be opened is named with its problem,
        and what can be done about it is offered (restore its backup, open it read-only, go
        on with what it holds); the current one stays open until one of those works."""
        if self._shelf is None or not self._confirm_discard():
            return False
        return self._open(tournament_id, offer=True)

    def _open(
        self,
        tournament_id: str,
        *,
        offer: bool,
        read_only: bool = False,
        accept_missing: bool = False,
    ) -> bool:
        assert self._shelf is not None
        try:
            session, opened_id = self._shelf.open(
                tournament_id, read_only=read_only, accept_missing=accept_missing
            )
        except JournalBusy as exc:
            self.show_status(f"Cannot open that tournament: {exc}", error=True)
            return False
        except JournalError as exc:  # damaged, newer, shorter than saved: say what can be done
            logger.warning("cannot open %s: %s", tournament_id, exc)
            self.show_status(f"Cannot open that tournament: {exc}", error=True)
            return offer and self._offer_choices(tournament_id, exc)
        except Exception as exc:  # noqa: BLE001 (e.g. a file that holds no tournament yet)
            logger.warning("cannot open %s: %s", tournament_id, exc)
            self.show_status(f"Cannot open that tournament: {exc}", error=True)
            return False
        self._switch(session, opened_id)
        return True

    def _offer_choices(self, tournament_id: str, error: JournalError) -> bool:
        from dealer_assist.ui.director.start_screen import Choice, problem_choices, problem_words

        assert self._shelf is not None
        try:
            problem = self._shelf.problem(tournament_id, error)
        except Exception:  # noqa: BLE001 (the status bar already says it cannot be opened)
            logger.exception("cannot describe the problem of %s", tournament_id)
            return False
        choices = problem_choices(problem, self._now_ms())
        text = f"{problem.info.path}\n\n{problem_words(problem)}"
        if choices:
            text += "\n\n" + "\n".join(f"{label}: {why}" for _, label, why in choices)
        chosen = self.ask_choice(
            f"{problem.info.name} cannot be opened", text, [label for _, label, _ in choices]
        )
        if chosen is None or not 0 <= chosen < len(choices):
            return False
        choice = choices[chosen][0]
        path = str(problem.info.path)
        if choice == Choice.RESTORE and problem.backup is not None:
            return self._restore_file(problem.backup.path)
        if choice == Choice.ACCEPT_MISSING:
            return self._open(path, offer=False, accept_missing=True)
        return self._open(path, offer=False, read_only=True)

    def restore_latest_of(self, tournament_id: str) -> bool:
        """Make a tournament again from its latest backup (the files dialog's Restore)."""
        if self._shelf is None or not self._confirm_discard():
            return False
        try:
            session, restored_id = self._shelf.restore_latest(tournament_id)
        except Exception as exc:  # noqa: BLE001
            logger.warning("cannot restore %s: %s", tournament_id, exc)
            self.show_status(f"Not restored: {exc}", error=True)
            return False
        self._switch(session, restored_id)
        return True

    def new_tournament(
        self,
        name: str,
        house_book: str,
        structure_name: str,
        settings: dict[str, int] | None = None,
    ) -> bool:
        """Create a tournament and open it; `settings` (buy-in, seats...) are recorded with it."""
        if self._shelf is None or not self._confirm_discard():
            return False
        try:
            if settings:
                session, tournament_id = self._shelf.create(
                    name, house_book, structure_name, settings
                )
            else:
                session, tournament_id = self._shelf.create(name, house_book, structure_name)
        except Exception as exc:
            logger.warning("cannot create %r: %s", name, exc)
            self.show_status(f"Cannot create the tournament: {exc}", error=True)
            return False
        self._switch(session, tournament_id)
        return True

    def _archive(self, tournament_id: str) -> None:
        self._mark_archived(tournament_id, True, "Tournament archived.")

    def _unarchive(self, tournament_id: str) -> None:
        self._mark_archived(tournament_id, False, "Tournament back on the list.")

    def _mark_archived(self, tournament_id: str, archived: bool, done: str) -> None:
        if self._shelf is None:
            return
        change = self._shelf.archive if archived else self._shelf.unarchive
        try:
            change(tournament_id)
        except JournalError as exc:  # e.g. open in another window: left as it was
            self.show_status(f"Not changed: {exc}", error=True)
            return
        self.show_status(done)

    def _switch(self, session: Any, tournament_id: str) -> None:
        old = self.qsession
        self.set_session(QtSession(session, self), tournament_id)
        if old is not None:
            old.close()
        name = self.qsession.state.name  # type: ignore[union-attr]
        if self.read_only_reason() is not None:
            self.show_status(f"Opened {name}, read-only: the line at the top says why.", error=True)
        else:
            self.show_status(f"Opened {name}.")

    # --- backups -----------------------------------------------------------------------
    def backup_runner(self) -> BackupRunner:
        """The worker that takes backups through the shelf (made on first use)."""
        if self._backup_runner is None:
            from dealer_assist.ui.director.backup_runner import BackupRunner

            assert self._shelf is not None, "backups are the library's: a shelf takes them"
            self._backup_runner = BackupRunner(self._shelf.take_backup, parent=self)
            self._backup_runner.finished.connect(self._backup_finished)
            self._backup_runner.failed.connect(self._backup_failed)
        return self._backup_runner

    def check_backups(self) -> bool:
        """Ask the schedule (at each change and every 30 s) and start a backup when one is due;
        it runs in the worker thread. True when one was started."""
        if not self._backups_started or self.qsession is None:
            return False
        if self.read_only_reason() is not None:
            return False  # nothing new is written; a damaged file must not push out good backups
        from dealer_assist.ui.director.backup_runner import BackupJob

        journal = self.qsession.session.journal
        reading = self.reading()
        period = None if reading is None else reading.period_index
        now = self._now_ms()
        try:
            last_seq = journal.last_seq
        except JournalError:
            return False
        if not self._backup_schedule.due(now, last_seq, period):
            return False
        runner = self.backup_runner()
        if runner.busy():
            return False  # asked again at the next change or tick
        job = BackupJob(journal.path, asked_ms=now, last_seq=last_seq, period_index=period)
        return runner.start(job)

    def copy_backup(self, folder: str | None = None) -> bool:
        """Tournament > Copy a backup to another folder (a USB stick): taken in the worker
        thread; the status bar says when it is there."""
        if self.qsession is None or self._shelf is None:
            return False
        from dealer_assist.ui.director.backup_runner import BackupJob

        folder = folder if folder is not None else self.choose_backup_folder()
        if not folder:
            return False
        journal = self.qsession.session.journal
        job = BackupJob(journal.path, Path(folder), keep=None, asked_ms=self._now_ms())
        if self.backup_runner().start(job):
            self.show_status(f"Copying a backup to {folder}…")
        else:
            self.show_status(f"A backup is being taken; the copy to {folder} follows it…")
        return True

    def restore_backup(self) -> bool:
        """Tournament > Restore a backup: pick one of this tournament's backups; it becomes a new
        tournament (this one stays listed as it is) and opens."""
        if self.qsession is None or self._shelf is None:
            return False
        journal_path = self.qsession.session.journal.path
        backups = list(self._shelf.backups(journal_path))
        if not backups:
            self.show_status("There is no backup of this tournament yet.", error=True)
            return False
        now = self._now_ms()
        labels = [
            f"{backup_time(b, now)} · {b.last_seq} event{'s' if b.last_seq != 1 else ''}"
            for b in backups
        ]
        index = self.ask_backup(labels)
        if index is None or not 0 <= index < len(backups):
            return False
        chosen = backups[index]
        name = self.qsession.state.name
        question = (
            f"Restore the backup of {labels[index]} as a new tournament, “{name} (restored)”?"
            f" “{name}” stays on the list as it is."
        )
        if not self.ask_restore(question) or not self._confirm_discard():
            return False
        return self._restore_file(chosen.path)

    def _restore_file(self, backup_path: Path) -> bool:
        assert self._shelf is not None
        try:
            session, restored_id = self._shelf.restore(backup_path)
        except Exception as exc:  # noqa: BLE001
            logger.warning("cannot restore %s: %s", backup_path, exc)
            self.show_status(f"Not restored: {exc}", error=True)
            return False
        self._switch(session, restored_id)
        return True

    def last_backup(self) -> Backup | None:
        return self._last_backup

    def _start_backups(self) -> None:
        """After the first paint: backups are not part of the window's start. The shelf
        (app.py) takes them: a window without one (no library) takes none."""
        if self._backups_started or self._shelf is None:
            return
        self._backups_started = True
        self._find_last_backup()
        self.backup_timer.start()
        self.check_backups()

    def _find_last_backup(self) -> None:
        """The newest backup already there; when it holds every event, none is due yet."""
        if self.qsession is None or self._shelf is None:
            return
        journal = self.qsession.session.journal
        try:
            found = list(self._shelf.backups(journal.path))
            last_seq = journal.last_seq
        except (OSError, JournalError) as exc:
            logger.warning("cannot list the backups of %s: %s", journal.path, exc)
            found, last_seq = [], -1
        self._last_backup = found[0] if found else None
        if self._last_backup is not None and self._last_backup.last_seq == last_seq:
            reading = self.reading()
            period = None if reading is None else reading.period_index
            self._backup_schedule.done(self._now_ms(), last_seq, period)
        self._show_backups()

    def _backup_finished(self, job: BackupJob, backup: Backup) -> None:
        journal = None if self.qsession is None else self.qsession.session.journal
        if job.folder is not None:
            self._last_copy = (job.folder, backup)
            self.show_status(f"Backup copied to {job.folder} ({backup.path.name}).")
        elif journal is not None and journal.path == job.journal_path:
            self._backup_schedule.done(job.asked_ms, job.last_seq, job.period_index)
            self._last_backup = backup
            if self._backup_failure is not None:
                self.show_status("Backups work again.")
            self._backup_failure = None
        self._show_backups()
        # A change made while this one ran (a new level) may be due its own backup now.
        QTimer.singleShot(0, self, self.check_backups)

    def _backup_failed(self, job: BackupJob, error: Exception) -> None:
        words = unwritable_words(error) if isinstance(error, JournalUnwritable) else str(error)
        words = words.removesuffix(" Free some space, then press Try again.")
        words = words.removesuffix(" Make it writable, then press Try again.")
        if job.folder is not None:  # asked for by the director: always answered
            self.show_status(f"No backup copied to {job.folder}: {words}", error=True)
            return
        text = f"Backup failed: {words}"
        if text != self._backup_failure:  # once, not at every tick
            self.show_status(text, error=True)
        self._backup_failure = text
        self._show_backups()

    def _show_backups(self) -> None:
        now = self._now_ms()
        if self._backup_failure is not None:
            text, colour = self._backup_failure, ERROR_COLOUR
        elif self._last_backup is not None:
            text, colour = f"Backed up {backup_time(self._last_backup, now)}", "#1d5e20"
        else:
            text, colour = "Not backed up yet", "#555555"
        if self._last_copy is not None:
            folder, copy = self._last_copy
            text += f"  ·  copied to {folder} {backup_time(copy, now)}"
        self.backup_label.setText(text)
        self.backup_label.setStyleSheet(
            f"font-size: 14px; padding-right: 8px; color: {colour};"
            + (" font-weight: bold;" if colour == ERROR_COLOUR else "")
        )

    def shut_down(self) -> None:
        """Stop what runs beside the window (timers, the backup worker, the TV clock) before
        its session is closed; waits for a backup being written."""
        self.backup_timer.stop()
        self.station_timer.stop()
        self._close_reporters()
        if self._backup_runner is not None:
            self._backup_runner.shut_down(wait=True)
        if self._tv_window is not None:
            self._tv_window.close()
        self.clock_view.timer().stop()

    def _confirm_discard(self) -> bool:
        return self._editor is None or not self._editor.is_dirty() or self.ask_discard()

    def shortcut_lines(self) -> list[str]:
        """Every key of the window as "keys<TAB>what", read from its actions (the F1 overlay)."""
        return [f"{entry.keys}\t{entry.what}" for entry in window_keys(self)]

    def show_shortcuts(self) -> None:
        show_shortcut_overlay(self)

    def fit_into(self, area: QRect) -> None:
        """Resize and move the window so all of it, title bar included, lies inside `area` (a
        screen's available geometry): it used to open taller than a 720-pixel screen, hiding
        the status bar where refusals are said."""
        fit_into(self, area)

    def showEvent(self, event: Any) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        if self._editor is None and not self._editor_scheduled:
            # The editor is not built yet, so its size hint cannot share out the width:
            # give the clock a third and the editor the rest, as its hint used to.
            width = max(self.splitter.width(), self.width())
            self.splitter.setSizes([width // 3, width - width // 3])
            # Lay the clock side out now: the first frame shows the clock at its height (from
            # its width), not at its least width's until a later resize (it grew after).
            self.clock_side.layout().activate()
            self._fit_clock_height()

    def paintEvent(self, event: Any) -> None:  # noqa: N802 (Qt name)
        super().paintEvent(event)
        if self._editor is None and not self._editor_scheduled:
            self._editor_scheduled = True
            if self.qsession is None and self.session_due is not None:
                QTimer.singleShot(0, self, self._take_session)  # then the rest, as below
                return
            # The clock is on screen: build the editor (its table and model) on the next turn.
            QTimer.singleShot(0, self, self.ensure_editor)
            QTimer.singleShot(0, self, self.first_painted.emit)

    def _take_session(self) -> None:
        """Open the session the preview stood for; then what a first paint starts."""
        due, self.session_due = self.session_due, None
        if due is None:
            return
        try:
            qsession, tournament_id = due()
        except Exception as exc:  # noqa: BLE001 (the app shows the start screen for it)
            logger.warning("the tournament shown did not open: %s", exc)
            self.session_failed.emit(exc)
            return
        self.set_session(qsession, tournament_id)
        QTimer.singleShot(0, self, self.ensure_editor)
        QTimer.singleShot(0, self, self.first_painted.emit)

    def come_forward(self) -> None:
        """Dealer Assist was launched again: show this window in front instead."""
        if self.isMinimized():
            self.showNormal()
        self.raise_()
        self.activateWindow()
        self.show_status("Dealer Assist is already running: this is its window.")

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self._fit_clock_height()
        self._hold_clock_side()

    def _fit_clock_height(self) -> None:
        # Keep the mini clock near the TV's 16:9 (a tall black column wastes the screen).
        self.clock_view.setMaximumHeight(max(150, int(self.clock_view.width() * 0.7)))

    def _hold_clock_side(self) -> None:
        """The clock side at least as tall as its width needs: Qt's minimum sizes do not count
        the rules line wrapping (three lines at its narrowest), and the window's smallest size
        squeezed the clock buttons over one another."""
        side = self.clock_side
        width = max(side.width(), side.minimumSizeHint().width())  # not yet laid out: its least
        side.setMinimumHeight(side.layout().totalHeightForWidth(width))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt name)
        if not self._confirm_discard():
            event.ignore()
            return
        self.shut_down()
        super().closeEvent(event)
