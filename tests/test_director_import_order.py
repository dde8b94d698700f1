"""The director command loads its Qt-free layers before PySide6 (measured faster that way):
none of them may bring Qt in early."""

from __future__ import annotations

import subprocess
import sys

CHILD = r"""
import sys
from importlib import import_module
from dealer_assist.commands.director import QT_FREE_FIRST
for name in QT_FREE_FIRST:
    import_module(name)
    if "PySide6" in sys.modules:
        sys.exit(f"{name} loads PySide6")
print(len(QT_FREE_FIRST))
"""


def test_the_modules_loaded_before_qt_load_no_qt() -> None:
    done = subprocess.run(
        [sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) >= 7
