"""ruff, run on every test run (CI included): the lint rules and the format of pyproject.toml,
kept by a tool rather than by review ([7/13])."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHECKED = ["dealer_assist", "tests", "benchmarks", "scripts"]


def _ruff() -> str:
    return shutil.which("ruff") or str(Path(sys.executable).with_name("ruff"))


def test_ruff_finds_nothing_to_say() -> None:
    result = subprocess.run(
        [_ruff(), "check", "--no-cache", *CHECKED], capture_output=True, text=True, cwd=ROOT
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-1000:]


def test_the_code_is_formatted() -> None:
    result = subprocess.run(
        [_ruff(), "format", "--check", "--no-cache", *CHECKED],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-1000:]
