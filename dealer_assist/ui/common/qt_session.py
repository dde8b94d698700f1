"""Adapt a store Session's notifications into one Qt signal: the only place store meets Qt."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, Signal

logger = logging.getLogger(__name__)


class QtSession(QObject):
    """Forward every state change of a Session as `state_changed`, on the GUI thread.

    Widgets never talk to the Session's callbacks directly: they connect to this signal and
    send events through `execute`, so one mutation path (journal, apply, notify) stays in store.

    Signals:
        state_changed(object): the new state, after an event was journaled and applied.
    """

    state_changed = Signal(object)

    def __init__(self, session: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        # Queued by Qt when a notification comes from another thread.
        self._unsubscribe = session.subscribe(self._notify)

    @property
    def session(self) -> Any:
        return self._session

    @property
    def state(self) -> Any:
        return self._session.state

    def execute(self, event: Any) -> Any:
        """Journal then apply one event; listeners hear of it through `state_changed`."""
        return self._session.execute(event)

    def close(self) -> None:
        """Stop listening and close the session (and its journal)."""
        self._unsubscribe()
        self._session.close()

    def _notify(self, *args: Any) -> None:
        # Sessions may pass (state) or (state, event); the signal always carries the state.
        self.state_changed.emit(self._session.state)
