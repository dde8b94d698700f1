"""A wall clock for tests that moves one second each time it is read (Qt-free)."""

from __future__ import annotations

START_MS = 1_700_000_000_000


class Ticking:
    def __init__(self) -> None:
        self.now = START_MS

    def __call__(self) -> int:
        self.now += 1000
        return self.now
