"""Adapt a store Session's notifications into Qt signals: the only place store meets Qt."""

from __future__ import annotations

import logging
from typing import Any

import msgspec
from PySide6.QtCore import QObject, Signal

from dealer_assist.core.events import Event

logger = logging.getLogger(__name__)


class Change(msgspec.Struct, frozen=True):
    """One change notice: the state after it, and the events journaled for it (none when the
    state was only read again: a clock tick, news from the director's room)."""

    state: Any
    events: tuple[Event, ...] = ()


class QtSession(QObject):
    """Forward every state change of a Session as `changed` (and `state_changed`), on the GUI
    thread.

    Widgets never talk to the Session's callbacks directly: they connect to these signals and
    send commands through the session, so one mutation path (decide, journal, apply, notify)
    stays in the core and the store, and every view redraws from the one notice.

    Signals:
        changed(Change): the new state and the events that made it, after they were journaled
            and applied (or `reread()`: the same state, to be read again).
        state_changed(object): the new state alone (the director's views).
    """

    changed = Signal(object)
    state_changed = Signal(object)

    def __init__(self, session: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        # Queued by Qt when a notification comes from another thread.
        unsubscribe = session.subscribe(self._notify)
        self._unsubscribe = unsubscribe
        # A bridge that goes with its widget stops listening then (the session lives on).
        self.destroyed.connect(lambda *_args: unsubscribe())

    @property
    def session(self) -> Any:
        return self._session

    @property
    def state(self) -> Any:
        return self._session.state

    def execute(self, event: Any) -> Any:
        """Journal then apply one event; listeners hear of it through `changed`."""
        return self._session.execute(event)

    def reread(self) -> None:
        """Tell the views to read the state again though no event came (what they show also
        depends on the clock or the room)."""
        self.changed.emit(Change(self._session.state))

    def close(self) -> None:
        """Stop listening and close the session (and its journal)."""
        self._unsubscribe()
        self._session.close()

    def _notify(self, state: Any = None, events: Any = ()) -> None:
        # Sessions pass (state, events); the signals carry the state as it is now.
        state = self._session.state
        if isinstance(events, Event):
            events = (events,)
        self.changed.emit(Change(state, tuple(events or ())))
        self.state_changed.emit(state)
