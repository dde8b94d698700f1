"""The wall clock every mode reads (Qt-free, so a refusal before any window needs no Qt)."""

from __future__ import annotations

import time


def system_now_ms() -> int:
    """Wall-clock epoch milliseconds, the time base of event `at_ms` and clock anchors."""
    return time.time_ns() // 1_000_000
