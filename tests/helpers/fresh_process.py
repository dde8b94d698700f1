"""Run a probe script in a fresh offscreen Python process and return what it printed: for
tests about what a start-up imports (sys.modules is shared by every test in this one)."""

from __future__ import annotations

import os
import subprocess
import sys


def run_probe(source: str, *args: str, timeout: float = 60) -> list[str]:
    """The probe's printed lines; fails the test, with its stderr, if it exits non-zero."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYQTGRAPH_QT_LIB="PySide6")
    result = subprocess.run(
        [sys.executable, "-c", source, *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.split("\n")
