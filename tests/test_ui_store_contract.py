"""The import contract "the UI reaches the store only through its bridge" has teeth.

A copy of the package gets one more UI module; lint-imports, run on the copy with the
project's pyproject.toml, must refuse it when it imports the store at run time, and accept it
when the store's type is only named under TYPE_CHECKING or reached through the bridge.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import dealer_assist

ROOT = Path(dealer_assist.__file__).resolve().parents[1]
VERDICT = re.compile(r"The UI reaches the store only through its bridge.*?\b(KEPT|BROKEN)\b", re.S)


@pytest.fixture(scope="module")
def copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("tree")
    shutil.copytree(
        ROOT / "dealer_assist",
        root / "dealer_assist",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    shutil.copy(ROOT / "pyproject.toml", root / "pyproject.toml")
    return root


def lint(copy: Path, module: str) -> subprocess.CompletedProcess[str]:
    """lint-imports on the copy with `module` as dealer_assist/ui/director/probe.py."""
    (copy / "dealer_assist" / "ui" / "director" / "probe.py").write_text(module)
    tool = shutil.which("lint-imports") or str(Path(sys.executable).with_name("lint-imports"))
    env = {**os.environ, "PYTHONPATH": str(copy)}  # the copy, not the installed package
    return subprocess.run(
        [tool, "--no-cache"], capture_output=True, text=True, cwd=copy, env=env, timeout=120
    )


def verdict(result: subprocess.CompletedProcess[str]) -> str:
    """The UI contract's line in the report: KEPT or BROKEN."""
    found = VERDICT.search(result.stdout)
    assert found is not None, result.stdout[-3000:]
    return found.group(1)


def test_a_widget_that_imports_the_store_breaks_the_contract(copy: Path) -> None:
    result = lint(copy, "from dealer_assist.store.files import slug\n")
    assert result.returncode != 0
    assert "dealer_assist.ui.director.probe -> dealer_assist.store.files" in result.stdout
    assert verdict(result) == "BROKEN"


def test_a_lazy_import_inside_a_function_breaks_it_too(copy: Path) -> None:
    result = lint(copy, "def name() -> str:\n    from dealer_assist.store import files\n")
    assert verdict(result) == "BROKEN"
    assert "dealer_assist.ui.director.probe -> dealer_assist.store.files" in result.stdout


def test_a_type_named_under_type_checking_and_the_bridge_are_allowed(copy: Path) -> None:
    module = (
        "from __future__ import annotations\n"
        "from typing import TYPE_CHECKING\n"
        "from dealer_assist.ui.common.store_bridge import slug\n"
        "if TYPE_CHECKING:\n"
        "    from dealer_assist.store.backups import Backup\n"
        "def name(backup: Backup) -> str:\n"
        "    return slug(backup.path.name, 'backup')\n"
    )
    result = lint(copy, module)
    assert result.returncode == 0, result.stdout[-3000:]
    assert verdict(result) == "KEPT"
