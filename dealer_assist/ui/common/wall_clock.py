"""The time source for displays, and the one timer that wakes a display when its text changes.

Displays never count timer ticks: QTimer firing times are unreliable (QTBUG-124496), so a
timeout only means "look at the clock again". The view reads `now_ms()` from an injected
source, asks the core how long until the shown text changes, and arms `RepaintTimer` once
for that delay. No free-running 1000 ms timer anywhere.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal

NowMs = Callable[[], int]

# Fire just after the boundary, not on it: a timer that fires a hair early would show the
# old second for one more second. One millisecond is enough with a precise timer.
BOUNDARY_MARGIN_MS = 1


class RepaintTimer(QObject):
    """A single-shot precise timer armed for the next display change.

    Signals:
        due: the armed delay has passed; the owner re-reads the clock and re-arms.
    """

    due = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self.due)

    def arm(self, delay_ms: int | None) -> None:
        """Wake once after `delay_ms` (+ margin); None means nothing will change: stay asleep."""
        if delay_ms is None:
            self._timer.stop()
            return
        self._timer.start(max(0, int(delay_ms)) + BOUNDARY_MARGIN_MS)

    def stop(self) -> None:
        self._timer.stop()

    def is_armed(self) -> bool:
        return self._timer.isActive()

    def remaining_ms(self) -> int:
        """Milliseconds until the armed wake-up, -1 when not armed (for tests and benchmarks)."""
        return self._timer.remainingTime()
