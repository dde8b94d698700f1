"""The Qt-free packages stay clean under `mypy --strict` (STYLE; config in pyproject.toml)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("mypy")

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_qt_free_packages_pass_mypy_strict() -> None:
    # No arguments: the files, strictness and Python version come from [tool.mypy].
    # cache-dir os.devnull: write no cache into the checkout, and check as CI does, cold.
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", os.devnull, "--no-color-output"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=110,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Success: no issues found" in result.stdout
