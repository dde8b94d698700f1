"""The clock commands' bare keys as Qt keys, for every window that drives a clock by key."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from dealer_assist.core.clock_commands import COMMANDS, ClockAction


def clock_keys() -> dict[Qt.Key, ClockAction]:
    """Each bare key of the clock commands (core.clock_commands) and what it asks, in the
    table's order: Space, Left, Right, -, _, Down, +, =, Up, B."""
    keys: dict[Qt.Key, ClockAction] = {}
    for command in COMMANDS:
        for text in command.keys:
            keys[QKeySequence(text)[0].key()] = command.action
    return keys


def key_help() -> list[tuple[str, str]]:
    """(keys, what) for each clock command with keys, for a window's F1 list."""
    return [(", ".join(c.keys), c.words) for c in COMMANDS if c.keys]
