"""Run a probe script in a fresh offscreen Python process and return what it printed: for
tests about what a start-up imports (sys.modules is shared by every test in this one)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping


def run_probe(
    source: str, *args: str, timeout: float = 60, env: Mapping[str, str] | None = None
) -> list[str]:
    """The probe's printed lines; fails the test, with its stderr, if it exits non-zero.
    `env`: variables to set on top of this process's (and offscreen Qt)."""
    variables = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYQTGRAPH_QT_LIB="PySide6")
    variables.update(env or {})
    result = subprocess.run(
        [sys.executable, "-c", source, *args],
        env=variables,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.split("\n")
