"""packaging/trim.py: what the packaged app leaves out, and that it keeps what the app needs.

The build itself (packaging/build.sh, run by .ci/run after the tests) proves the trimmed app
works: its `--self-test` opens every window, replays a hand, answers a ruling and loads sound,
speech, WebSockets and the HTTP server. These tests pin the trimming rules without building.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("trim", ROOT / "packaging" / "trim.py")
assert _spec is not None and _spec.loader is not None
trim = importlib.util.module_from_spec(_spec)
sys.modules["trim"] = trim
_spec.loader.exec_module(trim)


def test_the_modules_the_app_needs_are_never_excluded() -> None:
    needed = {
        "PySide6.QtMultimedia",
        "PySide6.QtTextToSpeech",
        "PySide6.QtWebSockets",
        "PySide6.QtHttpServer",
        "PySide6.QtNetwork",
        "PySide6.QtOpenGL",  # pyqtgraph's curves import it
        "PySide6.QtOpenGLWidgets",
    }
    assert needed <= {f"PySide6.{name}" for name in trim.QT_MODULES_KEPT}
    excluded = set(trim.EXCLUDED_MODULES)
    assert not needed & excluded
    assert not {f"PySide6.{name}" for name in trim.QT_MODULES_KEPT} & excluded
    for unused in ("QtWebEngineCore", "QtQuick", "QtQml", "Qt3DCore", "QtCharts", "QtPdf"):
        assert f"PySide6.{unused}" in excluded
    assert {"pyqtgraph.opengl", "pyqtgraph.examples", "numpy.f2py"} <= excluded


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/translations/qtbase_de.qm",  # Linux and macOS layout
        "PySide6\\translations\\qt_fr.qm",  # Windows layout
        "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
        "PySide6/plugins/imageformats/qpdf.dll",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so",
        "pyqtgraph/icons/peegee/peegee_128px.png",
    ],
)
def test_unused_files_are_dropped(dest: str) -> None:
    assert trim.is_dropped(dest)


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/plugins/platforms/qwindows.dll",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "PySide6/Qt/plugins/texttospeech/libqtexttospeech_speechd.so",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
        "PySide6/plugins/multimedia/windowsmediaplugin.dll",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/lib/libQt6Multimedia.so.6",
        "dealer_assist/resources/sounds/level.wav",
        "dealer_assist/resources/hands/self-test.json",
        "pyqtgraph/icons/auto.png",
    ],
)
def test_what_the_app_uses_is_kept(dest: str) -> None:
    assert not trim.is_dropped(dest)


def _binaries(tmp_path: Path, *dests: str) -> list[tuple[str, str, str]]:
    entries = []
    for dest in dests:
        source = tmp_path / "src" / dest
        source.parent.mkdir(parents=True, exist_ok=True)
        source.write_bytes(b"\0" * 10)
        entries.append((dest, str(source), "BINARY"))
    return entries


def test_a_library_only_dropped_plugins_need_goes_and_a_shared_one_stays(
    tmp_path: Path,
) -> None:
    vk = "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so"
    gtk = "PySide6/Qt/plugins/platformthemes/libqgtk3.so"
    xcb = "PySide6/Qt/plugins/platforms/libqxcb.so"
    binaries = _binaries(
        tmp_path,
        vk,
        gtk,
        xcb,
        "PySide6/Qt/lib/libQt6Quick.so.6",
        "PySide6/Qt/lib/libQt6Qml.so.6",
        "libgtk-3.so.0",
        "libglib-2.0.so.0",  # needed by the GTK theme and by xcb
        "libctypes-only.so",  # nothing imports it (found by ctypes): never a suspect
    )
    binaries.append(("libgtk-3.so", "libgtk-3.so.0", "SYMLINK"))
    source = {dest: src for dest, src, _ in binaries}
    imports = {
        vk: ["PySide6/Qt/lib/libQt6Quick.so.6"],
        "PySide6/Qt/lib/libQt6Quick.so.6": ["PySide6/Qt/lib/libQt6Qml.so.6"],
        gtk: ["libgtk-3.so.0", "libglib-2.0.so.0"],
        xcb: ["libglib-2.0.so.0"],
    }
    by_source = {
        source[dest]: [(Path(d).name, source[d]) for d in deps] for dest, deps in imports.items()
    }

    kept, datas, report = trim.trim(
        binaries,
        [("PySide6/Qt/translations/qt_de.qm", str(tmp_path / "qt_de.qm"), "DATA")],
        imports_of=lambda src: by_source.get(src, []),
    )

    names = {dest for dest, _, _ in kept}
    assert names == {xcb, "libglib-2.0.so.0", "libctypes-only.so"}
    assert datas == []
    assert report["libraries"] == sorted(
        ["PySide6/Qt/lib/libQt6Quick.so.6", "PySide6/Qt/lib/libQt6Qml.so.6", "libgtk-3.so.0"]
    )
    assert vk in report["files"] and "PySide6/Qt/translations/qt_de.qm" in report["files"]


def test_an_import_known_only_by_name_keeps_the_library(tmp_path: Path) -> None:
    # On Windows and macOS an import may not resolve to a path: its name alone keeps it.
    vk = "PySide6/plugins/platforminputcontexts/qtvirtualkeyboardplugin.dll"
    binaries = _binaries(tmp_path, vk, "PySide6/Qt6Qml.dll", "PySide6/QtQml.pyd")
    source = {dest: src for dest, src, _ in binaries}
    imports = {
        source[vk]: [("Qt6Qml.dll", source["PySide6/Qt6Qml.dll"])],
        source["PySide6/QtQml.pyd"]: [("QT6QML.DLL", None)],
    }
    kept, _, report = trim.trim(binaries, [], imports_of=lambda src: imports.get(src, []))
    assert {dest for dest, _, _ in kept} == {"PySide6/Qt6Qml.dll", "PySide6/QtQml.pyd"}
    assert report["libraries"] == []
