"""What every director panel does with a command: run it through the window's session, say
what it did (or why it was refused) in its message line and the status bar, and make its
buttons alike (tall enough for a finger, reachable by Tab, never the default)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from dealer_assist.core.events import Event
from dealer_assist.core.tournament import TournamentState
from dealer_assist.ui.director.entry_words import done_line

BUTTON_HEIGHT = 48
DONE_STYLE = "font-size: 15px; color: #1d5e20;"
ERROR_STYLE = "font-size: 15px; color: #b3261e; font-weight: bold;"

Build = Callable[[TournamentState, int], Event]
# Runs a command through the window's session; returns the refusal's words, or None when done.
Execute = Callable[[Build], "str | None"]
Tell = Callable[[str, bool], None]


class CommandRunner:
    """Mixed into a panel (a QWidget) that has `message_label`, `_execute`, `_tell` and
    `_state`."""

    message_label: QLabel
    _execute: Execute
    _tell: Tell
    _state: TournamentState | None

    def _record(self, build: Build, done: str | None = None) -> Event | None:
        """Run one command; show what it did (`done`, or the core's words for it) or why it
        was refused. The event, or None."""
        made: list[Event] = []

        def recorded(state: TournamentState, now: int) -> Event:
            event = build(state, now)
            made.append(event)
            return event

        refusal = self._execute(recorded)
        if refusal is not None or not made:
            self._show(refusal or "Not done.", error=True)
            return None
        state = self._state
        line = (
            done
            if done is not None
            else (done_line(made[0], state.roster) if state is not None else "Done.")
        )
        self._show(line)
        self._tell(line, False)
        return made[0]

    def _did(self, build: Build) -> bool:
        """Run one command (as `_record`); whether it was done."""
        return self._record(build) is not None

    def _show(self, text: str, *, error: bool = False) -> None:
        self.message_label.setText(text)
        self.message_label.setStyleSheet(ERROR_STYLE if error else DONE_STYLE)

    def _button(self, text: str, slot: Callable[[], object]) -> QPushButton:
        assert isinstance(self, QWidget)
        button = QPushButton(text, self)
        button.setMinimumHeight(BUTTON_HEIGHT)
        button.setStyleSheet("font-size: 15px; padding: 0 4px;")  # five to a row at 1024 px
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.clicked.connect(lambda _checked=False: slot())
        return button
