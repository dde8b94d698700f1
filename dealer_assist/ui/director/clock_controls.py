"""The director's clock buttons and their keyboard shortcuts; they only report what was asked."""

from __future__ import annotations

import logging

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QGridLayout, QSizePolicy, QToolButton, QWidget

from dealer_assist.core.clock_commands import COMMANDS, ClockAction
from dealer_assist.ui.common.shortcut_overlay import link_shortcut

logger = logging.getLogger(__name__)


__all__ = ["ClockAction", "ClockControls"]  # ClockAction: the one vocabulary, core.clock_commands

# Shortcut texts, first one shown in menus and tooltips. Window-wide, so they carry a modifier:
# a bare arrow or Space belongs to the table or list that has the focus (Right in the structure
# table must never jump the room a level). A line edit still claims its own keys first.
SHORTCUTS: dict[ClockAction, tuple[QKeySequence | QKeySequence.StandardKey | str, ...]] = {
    ClockAction.TOGGLE: ("Ctrl+Space",),
    ClockAction.PREVIOUS: ("Ctrl+Left",),
    ClockAction.NEXT: ("Ctrl+Right",),
    ClockAction.MINUS_MINUTE: ("Ctrl+-",),
    ClockAction.PLUS_MINUTE: ("Ctrl++", "Ctrl+="),
    ClockAction.BREAK_NOW: ("Ctrl+B",),
    ClockAction.UNDO: (QKeySequence.StandardKey.Undo,),
    # Ctrl+Shift+Z everywhere, plus the platform's own redo key (Ctrl+Y on Windows).
    ClockAction.REDO: ("Ctrl+Shift+Z", QKeySequence.StandardKey.Redo),
}

# The bare keys (the same on every clock): they act only while the clock area (the mini clock,
# its buttons) has the focus.
CLOCK_AREA_KEYS: dict[ClockAction, tuple[str, ...]] = {c.action: c.keys for c in COMMANDS if c.keys}

LABELS = {c.action: c.label for c in COMMANDS}

TOGGLE_STYLES = {
    "Start": "background: #1d7a33; color: white;",
    "Pause": "background: #b3261e; color: white;",
    "Resume": "background: #1d7a33; color: white;",
}


class ClockControls(QWidget):
    """Big touch buttons over window-wide QActions (add `actions()` to the main window).

    Signals:
        triggered(ClockAction): a button or a shortcut asked for this clock action.
    """

    triggered = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._actions: dict[ClockAction, QAction] = {}
        self.buttons: dict[ClockAction, QToolButton] = {}
        for action_kind in ClockAction:
            action = QAction(self)  # QAction(text, parent) would load QIcon (~2 ms at start)
            action.setText(LABELS[action_kind])
            keys = _unique([QKeySequence(k) for k in SHORTCUTS[action_kind]])
            action.setShortcuts(keys)
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            bare = CLOCK_AREA_KEYS.get(action_kind, ())
            where = f"{bare[0]} on the clock, " if bare else ""
            action.setToolTip(f"{LABELS[action_kind]}  ({where}{keys[0].toString()})")
            action.triggered.connect(lambda _checked=False, k=action_kind: self.triggered.emit(k))
            self._actions[action_kind] = action
            button = QToolButton(self)
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setMinimumHeight(44)  # a touch target; 5 rows fit beside a 600-pixel screen
            # Buttons never take focus: Space must reach the shortcut, not "click" a button.
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.buttons[action_kind] = button

        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        for button in self.buttons.values():
            button.setFont(font)
        self.buttons[ClockAction.TOGGLE].setMinimumHeight(52)

        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(8)
        grid.addWidget(self.buttons[ClockAction.TOGGLE], 0, 0, 1, 2)
        grid.addWidget(self.buttons[ClockAction.PREVIOUS], 1, 0)
        grid.addWidget(self.buttons[ClockAction.NEXT], 1, 1)
        grid.addWidget(self.buttons[ClockAction.MINUS_MINUTE], 2, 0)
        grid.addWidget(self.buttons[ClockAction.PLUS_MINUTE], 2, 1)
        grid.addWidget(self.buttons[ClockAction.BREAK_NOW], 3, 0, 1, 2)
        grid.addWidget(self.buttons[ClockAction.UNDO], 4, 0)
        grid.addWidget(self.buttons[ClockAction.REDO], 4, 1)
        self.set_clock_state(started=False, running=False)
        self.set_undo_state(None, None)

    def bind_clock_area(self, area: QWidget) -> list[QShortcut]:
        """The bare keys (Space, the arrows, +, -, B) for while `area` or a child has the focus."""
        shortcuts: list[QShortcut] = []
        for kind, texts in CLOCK_AREA_KEYS.items():
            keys = [QKeySequence(text) for text in texts]
            if kind == ClockAction.PLUS_MINUTE:
                keys.append(QKeySequence(Qt.KeyboardModifier.KeypadModifier | Qt.Key.Key_Plus))
            if kind == ClockAction.MINUS_MINUTE:
                keys.append(QKeySequence(Qt.KeyboardModifier.KeypadModifier | Qt.Key.Key_Minus))
            for key in keys:
                shortcut = QShortcut(key, area)
                shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                # Through the action: disabled (read-only) means the key does nothing too.
                shortcut.activated.connect(self._actions[kind].trigger)
                link_shortcut(shortcut, self._actions[kind], "on the clock")  # for the F1 list
                shortcuts.append(shortcut)
        return shortcuts

    def area_keys(self, kind: ClockAction) -> str:
        """The bare keys of `kind` as shown in lists ("Right"), or "" if it has none."""
        return ", ".join(CLOCK_AREA_KEYS.get(kind, ()))

    def action(self, kind: ClockAction) -> QAction:
        return self._actions[kind]

    def all_actions(self) -> list[QAction]:
        return list(self._actions.values())

    def toggle_text(self) -> str:
        return self._actions[ClockAction.TOGGLE].text()

    def set_undo_state(self, undo_what: str | None, redo_what: str | None) -> None:
        """Name what Undo and Redo would take back or put back; None disables the action."""
        for kind, what in ((ClockAction.UNDO, undo_what), (ClockAction.REDO, redo_what)):
            action = self._actions[kind]
            action.setEnabled(what is not None)
            verb = "Undo" if kind == ClockAction.UNDO else "Redo"
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(
                f"{verb} {what}  ({keys})" if what else f"Nothing to {verb.lower()}  ({keys})"
            )
            action.setStatusTip(f"{verb} {what}" if what else "")

    def set_clock_state(self, *, started: bool, running: bool) -> None:
        """Label the toggle for what Space would do now; nothing here decides legality."""
        text = "Pause" if running else ("Resume" if started else "Start")
        toggle = self._actions[ClockAction.TOGGLE]
        toggle.setText(text)
        toggle.setToolTip(f"{text}  (Space on the clock, Ctrl+Space anywhere)")
        self.buttons[ClockAction.TOGGLE].setStyleSheet(
            f"QToolButton {{ {TOGGLE_STYLES[text]} border-radius: 6px; }}"
        )


def _unique(keys: list[QKeySequence]) -> list[QKeySequence]:
    """Keys without repeats (a platform's standard key may equal one named explicitly)."""
    result: list[QKeySequence] = []
    for key in keys:
        if not key.isEmpty() and key not in result:
            result.append(key)
    return result
