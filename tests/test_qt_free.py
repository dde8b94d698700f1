"""The Qt-free tests run with PySide6 not importable (STYLE: one CI step proves it).

A child interpreter blocks PySide6, shiboken6, pyqtgraph and pytest-qt on its import path, then
runs every test module that names none of them (nor the UI, the app modules or a Qt helper):
the core, store, sync and rulings tests. A Qt import anywhere on their path, even a lazy one
deep in a function, fails them there. Properties run a few examples each (the full run checks
them at length), so the step stays near a minute.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# A test module that mentions any of these needs Qt (or may): it stays out of the run.
NEEDS_QT = re.compile(
    r"PySide6|shiboken6|pyqtgraph|pytestqt|qtbot"
    r"|dealer_assist\.ui\b|from dealer_assist import ui\b"
    r"|dealer_assist\.app(_\w+)?\b|from dealer_assist import app\b"
    r"|helpers\.(director|grab_screen|window_probe|geometry_check|headless_chromium)"
)

CHILD = r"""
import importlib.abc, sys

BLOCKED = {"PySide6", "shiboken6", "pyqtgraph", "pytestqt"}


class NoQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in BLOCKED:
            raise ModuleNotFoundError(f"{name} is blocked: this run has no Qt", name=name)
        return None


sys.meta_path.insert(0, NoQt())
from hypothesis import HealthCheck, settings  # noqa: E402
import pytest  # noqa: E402

settings.register_profile(
    "no-qt", max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
args = ["-q", "-p", "no:pytest-qt", "-p", "no:cacheprovider", "--hypothesis-profile=no-qt"]
args += ["-m", "not gui and not slow", "-W", "ignore::pytest.PytestConfigWarning"]
sys.exit(pytest.main(args + sys.argv[1:]))
"""


def qt_free_modules() -> list[str]:
    return sorted(
        str(path.relative_to(ROOT))
        for path in (ROOT / "tests").glob("test_*.py")
        if not NEEDS_QT.search(path.read_text(encoding="utf-8"))
        and path.name != Path(__file__).name
    )


def test_the_selection_keeps_the_qt_free_packages_tests_and_leaves_the_windows_out() -> None:
    chosen = set(qt_free_modules())
    for name in ("test_clock.py", "test_journal.py", "test_sync_protocol.py", "test_rulebook.py"):
        assert f"tests/{name}" in chosen, name
    for name in ("test_table_station.py", "test_clock_window.py", "test_director_window.py"):
        assert f"tests/{name}" not in chosen, name


@pytest.mark.slow
def test_the_qt_free_tests_pass_with_pyside6_not_importable() -> None:
    # pokerkit: the reference engine's agreement tests check hands, not Qt; the full run has them.
    done = subprocess.run(
        [sys.executable, "-c", CHILD, "-k", "not pokerkit", *qt_free_modules()],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    tail = (done.stdout + done.stderr)[-4000:]
    assert done.returncode == 0, tail
    assert re.search(r"\b\d{3,} passed\b", done.stdout), tail  # the tests ran, not a few
    assert "blocked: this run has no Qt" not in done.stdout, tail
