"""Qt loaded for a window, and Python's own import given back (dealer_assist/qt_import.py)."""

from __future__ import annotations

import ast
from pathlib import Path

from helpers.fresh_process import run_probe

PACKAGE = Path(__file__).resolve().parent.parent / "dealer_assist"

AFTER_LOAD_SCRIPT = r"""
import builtins, linecache, sys
sys.path.insert(0, sys.argv[1])
from dealer_assist.qt_import import load_qt

load_qt()
assert "PySide6.QtWidgets" in sys.modules
print("own import", builtins.__import__ is builtins.__orig_import__)
import module_after_qt  # a module imported after Qt: nobody reads its source
print("source read", any(name.endswith("module_after_qt.py") for name in linecache.cache))
load_qt()  # a second window's start: nothing changes
print("still", builtins.__import__ is builtins.__orig_import__)
"""


def test_no_module_asks_for_pyside_features() -> None:
    """The hook `load_qt` undoes serves only `from __feature__ import ...`: none is used."""
    users = []
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            if any(name.split(".")[0] == "__feature__" for name in names):
                users.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert users == []


def test_after_load_qt_modules_import_without_their_source_being_read(tmp_path: Path) -> None:
    (tmp_path / "module_after_qt.py").write_text("VALUE = 1\n", encoding="utf-8")
    lines = run_probe(AFTER_LOAD_SCRIPT, str(tmp_path))
    assert lines[:3] == ["own import True", "source read False", "still True"]
