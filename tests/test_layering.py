"""The Qt-free layers (core, store, sync) import no Qt: checked in a fresh interpreter."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import dealer_assist

QT_FREE_PACKAGES = (
    "dealer_assist.core",
    "dealer_assist.rulings",
    "dealer_assist.store",
    "dealer_assist.sync",
)
# sync's transport may use Qt's sockets (DESIGN.md: "one transport module of sync/").
QT_TRANSPORT_MODULES = (
    "dealer_assist.sync.ws_server",
    "dealer_assist.sync.ws_client",
    "dealer_assist.sync.station_link",
)
QT_MODULE_PREFIXES = ("PySide6", "shiboken6", "pyqtgraph", "PyQt5", "PyQt6")


def _modules_of(package: str) -> list[str]:
    module = __import__(package, fromlist=["__path__"])
    names = [package]
    for info in pkgutil.walk_packages(module.__path__, prefix=package + "."):
        names.append(info.name)
    return names


def test_qt_free_layers_import_no_qt() -> None:
    modules = [
        m
        for p in QT_FREE_PACKAGES
        for m in _modules_of(p)
        if not m.startswith(QT_TRANSPORT_MODULES)
    ]
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
    assert "dealer_assist.core.rules.house_rules" in modules  # the walk really found the core


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


def test_the_import_contracts_hold() -> None:
    """pyproject.toml's [tool.importlinter] contracts: the layers of DESIGN.md, by a tool."""
    import shutil
    from pathlib import Path

    tool = shutil.which("lint-imports") or str(Path(sys.executable).with_name("lint-imports"))
    result = subprocess.run(
        [tool, "--no-cache"],
        capture_output=True,
        text=True,
        cwd=Path(dealer_assist.__file__).parents[1],
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
