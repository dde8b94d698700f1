"""Python's cycle collector paused while a window starts, and resumed once it has painted.

A window's start-up makes a few hundred thousand objects (modules, classes, Qt wrappers, the
tournament's state) that live for the whole run and hold almost no cyclic garbage; collecting
meanwhile only walks them again and again: 63 young and 6 middle collections, about 18 ms of
the director's 330 ms to first paint (benchmarks/bench_startup.py). On resuming, what start-up
made is frozen (`gc.freeze`), so later collections skip it too.

Resumed by whichever comes first: the window's first paint (its composition root calls
`resume`), the command returning, or `LONGEST_PAUSE_S` (a window that never paints: hidden,
or a dialog waiting for an answer before it).
"""

from __future__ import annotations

import gc
import threading

LONGEST_PAUSE_S = 5.0

_deadline: threading.Timer | None = None


def pause() -> None:
    """Pause the collector (if it runs) until `resume` or `LONGEST_PAUSE_S`, whichever first."""
    global _deadline
    if _deadline is not None or not gc.isenabled():
        return  # already paused here, or switched off by someone else: theirs to switch on
    gc.disable()
    _deadline = threading.Timer(LONGEST_PAUSE_S, resume)
    _deadline.daemon = True
    _deadline.start()


def resume() -> None:
    """Freeze what start-up made and switch the collector back on; nothing if not paused."""
    global _deadline
    deadline, _deadline = _deadline, None
    if deadline is None:
        return
    deadline.cancel()
    gc.freeze()
    gc.enable()


def is_paused() -> bool:
    return _deadline is not None
