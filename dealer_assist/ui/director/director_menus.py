"""The director window's menus and their commands.

The menu bar's titles are part of the first paint (they set its height); the commands under
them are made just after it (`DirectorWindow.menus`), when nobody can have opened a menu yet:
~50 actions, their shortcuts and tooltips took ~2 ms of every start.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from dealer_assist.core.clock.announcements import DEFAULT_ON, Spoken
from dealer_assist.ui.common.shortcut_overlay import OVERLAY_KEYS
from dealer_assist.ui.common.tooltips import describe
from dealer_assist.ui.director.clock_controls import ClockAction

if TYPE_CHECKING:
    from dealer_assist.ui.director.director_window import DirectorWindow

SPOKEN_WORDS = {
    Spoken.LEVEL: "A new level and its blinds",
    Spoken.BREAK: "A break starts or ends",
    Spoken.COLOUR_UP: "Chips to colour up",
    Spoken.ONE_MINUTE: "One minute left",
    Spoken.TEN_TO_BREAK: "Ten minutes to the break",
    Spoken.REBUYS_CLOSING: "Rebuys close at the end of this level",
}


class DirectorMenus:
    """The commands of the director's menus; the actions other parts of the window use."""

    def __init__(self, window: DirectorWindow, menus: Sequence[QMenu]) -> None:
        """Fill the window's menus, given in MENU_TITLES' order (director_window)."""
        self._window = window
        tournament, edit, clock, view, players, help_menu = menus
        self._build_tournament(window, tournament)
        self._build_edit(window, edit)
        self._build_clock(window, clock)
        self._build_view(window, view)
        self._build_players(window, players)
        self._build_help(window, help_menu)
        # The commands that change the tournament: disabled while it cannot be written.
        self.command_actions = [
            self.import_action,
            *self.clock_commands,
            self.add_player_action,
            self.deal_action,
            self.colour_up_action,
        ]

    def _add(
        self, menu: QMenu, text: str, slot: Callable[[], Any], keys: Any = None, tip: str = ""
    ) -> QAction:
        action = QAction(self._window)  # not QAction(text, parent): that overload loads QIcon
        action.setText(text)
        if keys is not None:
            action.setShortcut(QKeySequence(keys))
        if tip:
            describe(action, tip)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        return action

    def _build_tournament(self, window: DirectorWindow, menu: QMenu) -> None:
        add = self._add
        add(
            menu,
            "&Tournaments…",
            window.show_files,
            QKeySequence.StandardKey.Open,
            tip="Every tournament on this computer: open, restore, archive or start one",
        )
        add(
            menu,
            "&New tournament…",
            window.show_files,
            QKeySequence.StandardKey.New,
            tip="Start a new tournament (book, structure, players, buy-in)",
        )
        menu.addSeparator()
        self.import_action = add(
            menu,
            "&Import structure file…",
            window.import_structure,
            "Ctrl+I",
            tip="Load a blind structure from a TOML file into this tournament (undoable)",
        )
        add(
            menu,
            "&Export structure file…",
            window.export_structure,
            "Ctrl+E",
            tip="Save this tournament's blind structure as a TOML file",
        )
        self.recent_menu = menu.addMenu("&Recent")
        self.recent_menu.aboutToShow.connect(window.fill_recent)
        menu.addSeparator()
        self.copy_backup_action = add(
            menu,
            "&Copy a backup to another folder…",
            window.copy_backup,
            tip="Save a copy of the latest backup elsewhere (a USB stick, another laptop)",
        )
        self.restore_backup_action = add(
            menu,
            "Re&store a backup…",
            window.restore_backup,
            tip="Open one of this tournament's backups as a new tournament (this one is kept)",
        )
        menu.addSeparator()
        add(
            menu,
            "&Quit",
            window.close,
            QKeySequence.StandardKey.Quit,
            tip="Close Dealer Assist; every command is already saved in the journal",
        )
        menu.setToolTipsVisible(True)  # a disabled command says why

    def _build_edit(self, window: DirectorWindow, menu: QMenu) -> None:
        menu.addAction(window.controls.action(ClockAction.UNDO))
        menu.addAction(window.controls.action(ClockAction.REDO))
        menu.addSeparator()
        self._add(
            menu,
            "&Settings…",
            window.show_settings,
            "Ctrl+,",
            tip="This computer's settings: TV theme and screen, sounds, speech, default book",
        )
        menu.setToolTipsVisible(True)

    def _build_clock(self, window: DirectorWindow, menu: QMenu) -> None:
        for kind in ClockAction:
            if kind not in (ClockAction.UNDO, ClockAction.REDO):
                menu.addAction(window.controls.action(kind))
        menu.addSeparator()
        commands = (
            (
                "Set time &left…",
                window.set_time_left,
                "Ctrl+L",
                "Set the minutes and seconds left in this level or break (undoable)",
            ),
            (
                "&Go to level or break…",
                window.go_to_period,
                "Ctrl+G",
                "Move the clock to any level or break (undoable)",
            ),
            (
                "&Restart this level",
                window.restart_period,
                "Ctrl+R",
                "Put the clock back to the start of this level or break (undoable)",
            ),
        )
        self.clock_commands = [
            self._add(menu, text, slot, keys, tip=tip) for text, slot, keys, tip in commands
        ]
        menu.setToolTipsVisible(True)

    def _build_view(self, window: DirectorWindow, menu: QMenu) -> None:
        add = self._add
        add(
            menu,
            "TV clock…",
            window.tv_clock_menu,
            "Ctrl+T",
            tip="Open the room's clock: fullscreen on another screen, or beside this clock",
        )
        add(
            menu,
            "Test the alert sound",
            window.test_alert_sound,
            tip="Play the level-change chime on the TV clock, to check the speakers",
        )
        self.mute_action = add(
            menu,
            "Mute alert sounds",
            window.mute_changed,
            "Ctrl+M",
            tip="Silence the TV clock's chimes (tick again to hear them)",
        )
        self.mute_action.setCheckable(True)
        self.speech_action = add(menu, "Spoken announcements on the TV", window.toggle_speech)
        self.speech_action.setCheckable(True)
        self.speech_action.setToolTip(
            "Say level changes, breaks, colour-ups, ten minutes to the break and the last rebuy"
            " level aloud, after the chime"
        )
        self.spoken_menu = menu.addMenu("What is spoken")
        self.spoken_actions: dict[Spoken, QAction] = {}
        for kind, text in SPOKEN_WORDS.items():
            action = self.spoken_menu.addAction(text)
            action.setCheckable(True)
            action.setChecked(kind in DEFAULT_ON)
            action.toggled.connect(lambda _on=False: window.attach_speaker())
            describe(action, f"Say “{text.lower()}” aloud on the TV clock (tick to turn on or off)")
            self.spoken_actions[kind] = action
        self.screens_menu = menu.addMenu("TV clock on screen")
        self.screens_menu.aboutToShow.connect(window.fill_screens)
        menu.setToolTipsVisible(True)

    def _build_players(self, window: DirectorWindow, menu: QMenu) -> None:
        add = self._add
        self.add_player_action = add(
            menu,
            "&Add player…",
            window.add_player,
            "Ctrl+P",
            tip="Register a player: name, buy-in and how it was paid (undoable)",
        )
        self.deal_action = add(
            menu,
            "Final table &deal…",
            lambda: window.payouts_panel.deal(),
            tip="Share the prize pool among the players left by chip count or ICM",
        )
        self.colour_up_action = add(
            menu,
            "&Colour up…",
            window.colour_up,
            tip="Colour up the small chips: what each player receives (undoable)",
        )
        menu.addSeparator()
        add(
            menu,
            "Export results as &CSV…",
            lambda: window.payouts_panel.export("csv"),
            tip="Save the places and prizes as a CSV spreadsheet",
        )
        add(
            menu,
            "Export results as &PDF…",
            lambda: window.payouts_panel.export("pdf"),
            tip="Save the places and prizes as a PDF to print or post",
        )
        add(
            menu,
            "Export the event &log (JSON lines)…",
            window.export_event_log,
            tip="Save every journaled command of the night as JSON lines, for an audit",
        )
        menu.setToolTipsVisible(True)

    def _build_help(self, window: DirectorWindow, menu: QMenu) -> None:
        menu.setToolTipsVisible(True)
        keys_action = self._add(menu, "Keyboard shortcuts", window.show_shortcuts)
        keys_action.setShortcuts([QKeySequence(k) for k in OVERLAY_KEYS])
        describe(keys_action, "List every key of this window, grouped")
