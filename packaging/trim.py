"""What the packaged app leaves out (used by dealer-assist.spec; see packaging/README.md).

Three kinds of trimming, each of something the app never uses:

1. Python modules it never imports, passed to Analysis(excludes=...): Qt bindings such as
   QtTest, QtDBus and QtQml (pyqtgraph imports QtTest when it exists and does without it),
   WebEngine, Quick, 3D, Charts, Pdf and the rest; pyqtgraph's optional parts (opengl,
   examples, flowchart, console, canvas, dockarea, jupyter); numpy's f2py and testing.
2. Files dropped by path (DROPPED_FILES): Qt's translations (the app is in English and loads
   none), Qt plugins that drag in modules the app does not use (the virtual keyboard brings
   QtQuick and QtQml, the PDF image format brings QtPdf, the GTK theme brings GTK 3, Cairo and
   Pango), embedded-device platforms and input drivers (eglfs, linuxfb, vnc, evdev), rare image
   formats, pyqtgraph's own logo.
3. Shared libraries that only the dropped files needed: found by following what every binary
   imports (ELF, PE or Mach-O, through PyInstaller's bindepend), so a library that anything
   kept still needs is kept, whatever its name.

And on Linux, the debugging symbols of the binaries that do not come from a wheel (the Python
interpreter's own library and extension modules; system libraries): `strip_debug`. Wheels'
libraries are left alone: those auditwheel patched (numpy's OpenBLAS) no longer load once
stripped (PyInstaller's strip=True breaks them so).

Kept on purpose: QtMultimedia (QSoundEffect and the audio devices; not its FFmpeg backend),
QtTextToSpeech (speechd and mock engines), QtWebSockets, QtHttpServer, QtNetwork (with its TLS
plugins), QtSvg, the xcb, Wayland, offscreen and minimal platforms.
"""

from __future__ import annotations

import fnmatch
import os
from collections.abc import Callable, Iterable

QT_MODULES_NOT_USED = (
    "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender",
    "QtAxContainer", "QtBluetooth", "QtCanvasPainter", "QtCharts", "QtDataVisualization",
    "QtDBus", "QtDesigner", "QtGraphs", "QtGraphsWidgets", "QtHelp", "QtLocation",
    "QtMultimediaWidgets", "QtNetworkAuth", "QtNfc", "QtPdf",
    "QtPdfWidgets", "QtPositioning", "QtPrintSupport", "QtQml", "QtQuick", "QtQuick3D",
    "QtQuickControls2", "QtQuickTest", "QtQuickWidgets", "QtRemoteObjects", "QtScxml",
    "QtSensors", "QtSerialBus", "QtSerialPort", "QtSpatialAudio", "QtSql", "QtStateMachine",
    "QtTest", "QtUiTools", "QtWebChannel", "QtWebEngineCore", "QtWebEngineQuick",
    "QtWebEngineWidgets", "QtWebView", "QtXml",
)  # fmt: skip
# Needed and kept (tests/test_packaging.py checks none is also excluded). QtOpenGL and
# QtOpenGLWidgets: pyqtgraph's curves import them whether or not OpenGL is used; QtConcurrent:
# QtHttpServer imports it.
QT_MODULES_KEPT = (
    "QtCore", "QtGui", "QtWidgets", "QtNetwork", "QtMultimedia", "QtTextToSpeech",
    "QtWebSockets", "QtHttpServer", "QtConcurrent", "QtSvg", "QtOpenGL", "QtOpenGLWidgets",
)  # fmt: skip

EXCLUDED_MODULES = [
    *(f"PySide6.{name}" for name in QT_MODULES_NOT_USED),
    # Other Qt bindings pyqtgraph would try.
    "PyQt5", "PyQt6", "PySide2",
    # pyqtgraph's optional parts (3D needs PyOpenGL; the rest are tools of its own).
    "pyqtgraph.opengl", "pyqtgraph.examples", "pyqtgraph.jupyter", "pyqtgraph.flowchart",
    "pyqtgraph.console", "pyqtgraph.canvas", "pyqtgraph.dockarea",
    # Optional accelerators and exporters pyqtgraph looks for: not installed, never wanted.
    "OpenGL", "cupy", "numba", "h5py", "matplotlib", "scipy", "IPython",
    # numpy's test and build tooling.
    "numpy.f2py", "numpy.testing", "numpy.distutils", "numpy._pyinstaller",
    "tkinter",
]  # fmt: skip

# Destination paths inside the bundle (fnmatch, '/' separated, case-insensitive; '*' also
# matches '/'). PySide6 keeps Qt under PySide6/Qt/ on Linux and macOS, PySide6/ on Windows.
DROPPED_FILES = (
    "PySide6/*translations/*.qm",
    "PySide6/*plugins/platforminputcontexts/*virtualkeyboard*",
    "PySide6/*plugins/imageformats/*qpdf*",
    "PySide6/*plugins/imageformats/*qtiff*",
    "PySide6/*plugins/imageformats/*qwebp*",
    "PySide6/*plugins/imageformats/*qtga*",
    "PySide6/*plugins/imageformats/*qwbmp*",
    "PySide6/*plugins/platformthemes/*gtk3*",
    "PySide6/*plugins/platforms/*eglfs*",
    "PySide6/*plugins/platforms/*minimalegl*",
    "PySide6/*plugins/platforms/*linuxfb*",
    "PySide6/*plugins/platforms/*vnc*",
    "PySide6/*plugins/platforms/*vkkhrdisplay*",
    "PySide6/*plugins/egldeviceintegrations/*",
    "PySide6/*plugins/generic/*",
    # QtMultimedia's FFmpeg backend is for QMediaPlayer, video and compressed audio; it links
    # QtQuick and QtQml and brings FFmpeg (~40 MB in all). The alerts are WAV files played by
    # QSoundEffect, which QtMultimedia plays with no backend plugin (Qt says so: "No
    # QtMultimedia backends found. Only QMediaDevices, QAudioDevice, QSoundEffect, QAudioSink,
    # and QAudioSource are available."); the self-test loads one for the audio output.
    "PySide6/*plugins/multimedia/*ffmpeg*",
    "pyqtgraph/icons/peegee/*",  # pyqtgraph's logo, for its own mkQApp only
)

Entry = tuple[str, str, str]  # PyInstaller's TOC entry: (destination, source, typecode)
NODE_KINDS = ("BINARY", "EXTENSION")


def _normal(dest: str) -> str:
    return dest.replace("\\", "/").lower()


def is_dropped(dest: str, patterns: Iterable[str] = DROPPED_FILES) -> bool:
    name = _normal(dest)
    return any(fnmatch.fnmatchcase(name, pattern.lower()) for pattern in patterns)


ImportsOf = Callable[[str], Iterable[tuple[str, str | None]]]


def _bindepend_imports(search_paths: list[str]) -> ImportsOf:
    from PyInstaller.depend import bindepend

    def imports_of(source: str) -> Iterable[tuple[str, str | None]]:
        return bindepend.get_imports(source, search_paths)

    return imports_of


def trim(
    binaries: list[Entry],
    datas: list[Entry],
    *,
    patterns: Iterable[str] = DROPPED_FILES,
    imports_of: ImportsOf | None = None,
) -> tuple[list[Entry], list[Entry], dict[str, list[str]]]:
    """(binaries, datas) without the dropped files and the libraries only they needed, and
    what went: {"files": [...], "libraries": [...]} (destinations)."""
    patterns = tuple(patterns)
    dropped_binaries = [entry for entry in binaries if is_dropped(entry[0], patterns)]
    kept = [entry for entry in binaries if not is_dropped(entry[0], patterns)]
    nodes = {dest: src for dest, src, kind in kept if kind in NODE_KINDS and os.path.isfile(src)}
    by_path = {os.path.realpath(src): dest for dest, src in nodes.items()}
    by_name: dict[str, set[str]] = {}
    for dest in nodes:
        by_name.setdefault(os.path.basename(dest).lower(), set()).add(dest)
    if imports_of is None:
        search = sorted({os.path.dirname(src) for _, src, _ in binaries if src})
        imports_of = _bindepend_imports(search)
    memo: dict[str, set[str]] = {}

    def needs(source: str) -> set[str]:
        """The kept binaries (destinations) that `source` imports directly."""
        if source not in memo:
            found: set[str] = set()
            for name, full in imports_of(source):
                if full and os.path.realpath(full) in by_path:
                    found.add(by_path[os.path.realpath(full)])
                else:  # unresolved here: anything of that name counts as needed
                    found |= by_name.get(os.path.basename(name.replace("\\", "/")).lower(), set())
            memo[source] = found
        return memo[source]

    def reach(sources: Iterable[str]) -> set[str]:
        seen: set[str] = set()
        todo = [dep for source in sources for dep in needs(source)]
        while todo:
            dest = todo.pop()
            if dest not in seen:
                seen.add(dest)
                todo.extend(needs(nodes[dest]))
        return seen

    suspects = reach(src for _, src, kind in dropped_binaries if kind in NODE_KINDS)
    roots = [dest for dest in nodes if dest not in suspects]
    needed = set(roots) | reach(nodes[dest] for dest in roots)
    unneeded = suspects - needed
    gone = {_normal(dest) for dest in unneeded} | {_normal(d) for d, _, _ in dropped_binaries}

    def keep(entry: Entry) -> bool:
        dest, src, kind = entry
        if _normal(dest) in gone or is_dropped(dest, patterns):
            return False
        return not (kind == "SYMLINK" and _normal(src) in gone)  # a link to what went

    new_binaries = [entry for entry in binaries if keep(entry)]
    new_datas = [entry for entry in datas if keep(entry)]
    report = {
        "files": sorted(d for d, _, _ in [*binaries, *datas] if is_dropped(d, patterns)),
        "libraries": sorted(unneeded),
    }
    return new_binaries, new_datas, report


def entry_bytes(entries: Iterable[Entry]) -> int:
    """What the entries' source files weigh (links and missing files count nothing)."""
    total = 0
    for _, src, kind in entries:
        if kind != "SYMLINK" and src and os.path.isfile(src):
            total += os.path.getsize(src)
    return total


def strip_debug(folder: str, binaries: Iterable[Entry]) -> tuple[int, int]:
    """Strip symbols not needed to run (`strip --strip-unneeded`) from the collected copies in
    `folder` of the binaries that do not come from a wheel (site-packages); Linux only.
    (bytes before, bytes after)."""
    import subprocess
    import sys

    if not sys.platform.startswith("linux"):
        return 0, 0
    before = after = 0
    for dest, src, kind in binaries:
        parts = src.replace("\\", "/").split("/")
        if kind not in NODE_KINDS or "site-packages" in parts or "dist-packages" in parts:
            continue
        path = os.path.join(folder, dest)
        if os.path.islink(path) or not os.path.isfile(path):
            continue
        before += os.path.getsize(path)
        subprocess.run(["strip", "--strip-unneeded", path], check=True)
        after += os.path.getsize(path)
    return before, after
