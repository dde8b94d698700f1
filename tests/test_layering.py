"""The Qt-free layers (core, store, sync) import no Qt: checked in a fresh interpreter."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import dealer_assist

QT_FREE_PACKAGES = ("dealer_assist.core", "dealer_assist.store", "dealer_assist.sync")
QT_MODULE_PREFIXES = ("PySide6", "shiboken6", "pyqtgraph", "PyQt5", "PyQt6")


def _modules_of(package: str) -> list[str]:
    module = __import__(package, fromlist=["__path__"])
    names = [package]
    for info in pkgutil.walk_packages(module.__path__, prefix=package + "."):
        names.append(info.name)
    return names


def test_qt_free_layers_import_no_qt() -> None:
    modules = [m for p in QT_FREE_PACKAGES for m in _modules_of(p)]
    script = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        f"bad = sorted(m for m in sys.modules if m.split('.')[0] in {QT_MODULE_PREFIXES!r})\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out == "", f"Qt imported by the Qt-free layers: {out}"
    assert "dealer_assist.core.house_rules" in modules  # the walk really found the core


def test_core_does_not_import_outer_layers() -> None:
    # Dependencies point inwards: core imports none of store, sync, ui.
    core_files = list(
        (__import__("pathlib").Path(dealer_assist.__file__).parent / "core").rglob("*.py")
    )
    assert core_files
    for path in core_files:
        text = path.read_text(encoding="utf-8")
        for outer in (
            "dealer_assist.store",
            "dealer_assist.sync",
            "dealer_assist.ui",
            "dealer_assist.app",
        ):
            assert outer not in text, f"{path.name} imports {outer}"
