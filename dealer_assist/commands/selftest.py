"""`dealer-assist self-test`: prove this installation works, without a screen or a sound card.

In a temporary data folder, with Qt forced offscreen, it replays a bundled hand history
through `hand replay` and checks the payouts, asks `rules` a question and checks a rule came
back, opens each window the way its mode does (the director on a fresh demo tournament, the
TV clock following it, the table station's demo table) and waits for its first paint, checks
the Qt modules the app needs beyond its windows (sound, speech, WebSockets, the HTTP server)
and draws a chart. It prints one line a step and exits 0, or 1 naming the first step that
failed. The packaged app (packaging/) runs it after each build; resources are found through
`dealer_assist.resources.resource_path`, as the app finds them.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from typing import Any

EXIT_PASSED = 0
EXIT_FAILED = 1
DEFAULT_TIMEOUT_S = 60.0
SETTLE_MS = 300  # after a window's first paint: what it defers to just after (editor, audio)
HAND_FILE = ("hands", "self-test.json")
# What `hand replay` must find in HAND_FILE: a side pot, chips returned, a split main pot
# with its odd chip (cards speak: the hands are read from the cards).
EXPECTED_PAYOUTS = {(1, 3, 3998), (0, 1, 1502), (0, 3, 1501)}  # (pot, seat, chips)
EXPECTED_RETURNED = [{"seat": 3, "chips": 2000}]
EXPECTED_STACKS = {"1": 1502, "2": 0, "3": 7499}
QUESTION = "boxed card on the flop"


class StepFailed(Exception):
    """A step found something wrong; the message says what."""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Check this installation: replay a bundled hand and check its payouts, answer a "
        "ruling, open the director's window, the TV clock and the table station offscreen "
        "(first paint), load sound, speech, WebSockets and the HTTP server, draw a chart. "
        "Uses a temporary data folder; the user's tournaments are not touched."
    )
    parser.epilog = "exit status: 0 every step passed; 1 a step failed (named on the last line)."
    parser.add_argument(
        "--timeout",
        type=float,
        default=DEFAULT_TIMEOUT_S,
        metavar="SECONDS",
        help=f"how long a window may take to paint ({DEFAULT_TIMEOUT_S:.0f})",
    )


def run(args: argparse.Namespace) -> int:
    return self_test(timeout_s=args.timeout)


def self_test(timeout_s: float = DEFAULT_TIMEOUT_S) -> int:
    """Run every step in order; 0 when all pass, else 1 after naming the first failure."""
    started = time.perf_counter()
    with _scratch_environment() as data_dir, _quiet() as heard:
        steps: list[tuple[str, Callable[[], str]]] = [
            ("resources", _resources),
            ("hand replay", _hand_replay),
            ("ruling", _ruling),
            ("offscreen Qt", _application),
            ("director window", lambda: _open_mode(data_dir, ["director", "--demo"], timeout_s)),
            ("TV clock", lambda: _open_mode(data_dir, ["clock", "--windowed"], timeout_s)),
            ("table station", lambda: _open_mode(data_dir, ["table", "--demo"], timeout_s)),
            ("sound", lambda: _sound(timeout_s)),
            ("speech", _speech),
            ("websockets", lambda: _websockets(timeout_s)),
            ("http server", _http_server),
            ("chart", lambda: _chart(timeout_s)),
        ]
        for name, step in steps:
            step_started = time.perf_counter()
            try:
                detail = step()
            except StepFailed as exc:
                return _failed(name, str(exc), heard)
            except Exception as exc:  # noqa: BLE001 (any error is this step's failure)
                traceback.print_exc()
                return _failed(name, f"{type(exc).__name__}: {exc}", heard)
            seconds = time.perf_counter() - step_started
            print(f"ok    {name:<16}{seconds:6.2f} s  {detail}", flush=True)
    print(f"self-test passed: {len(steps)} steps in {time.perf_counter() - started:.1f} s")
    return EXIT_PASSED


def _failed(step: str, reason: str, heard: list[str]) -> int:
    if heard:
        print("What Qt and the app logged (last 30 lines):", file=sys.stderr)
        for line in heard[-30:]:
            print(f"  {line}", file=sys.stderr)
    print(f"FAIL  {step}: {reason}", flush=True)
    print(f"self-test failed at step '{step}': {reason}", file=sys.stderr)
    return EXIT_FAILED


@contextlib.contextmanager
def _scratch_environment() -> Iterator[str]:
    """A temporary data folder (and cache and config) for the run; Qt forced offscreen."""
    from dealer_assist import paths

    # ignore_cleanup_errors: Windows keeps a file open a moment after it is closed.
    with tempfile.TemporaryDirectory(
        prefix="dealer-assist-self-test-", ignore_cleanup_errors=True
    ) as scratch:
        data_dir = os.path.join(scratch, "data")
        wanted = {
            "QT_QPA_PLATFORM": "offscreen",
            "PYQTGRAPH_QT_LIB": "PySide6",
            paths.DATA_DIR_ENV: data_dir,
            "DEALER_ASSIST_CACHE_DIR": os.path.join(scratch, "cache"),
            "XDG_CONFIG_HOME": os.path.join(scratch, "config"),
        }
        saved = {name: os.environ.get(name) for name in wanted}
        os.environ.update(wanted)
        try:
            yield data_dir
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


@contextlib.contextmanager
def _quiet() -> Iterator[list[str]]:
    """Qt's messages and the app's log records, kept instead of printed (a run on a machine
    without a sound card or a window manager says a lot that is fine); shown on a failure."""
    import logging

    heard: list[str] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            heard.append(f"{record.levelname} {record.name}: {record.getMessage()}")

    def keep_qt(_kind: Any, _context: Any, message: str) -> None:
        heard.append(f"Qt: {message}")

    root = logging.getLogger()
    handler = Keep(logging.INFO)
    saved_level = root.level
    root.addHandler(handler)  # the clock's logging.basicConfig then adds nothing
    root.setLevel(logging.INFO)
    install: Callable[[Any], Any] | None = None
    previous = None
    try:
        from PySide6.QtCore import qInstallMessageHandler as install

        previous = install(keep_qt)
    except ImportError:  # reported by the step that needs Qt
        pass
    try:
        yield heard
    finally:
        if install is not None:
            install(previous)
        root.removeHandler(handler)
        root.setLevel(saved_level)


def _cli(argv: Sequence[str]) -> tuple[int, str]:
    """Run a command as `dealer-assist ARGV` would, in this process: (exit code, stdout)."""
    from dealer_assist import cli

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        try:
            code = cli.main(list(argv))
        except SystemExit as exc:  # argparse refusing the arguments
            code = exc.code if isinstance(exc.code, int) else EXIT_FAILED
    return code, out.getvalue()


def _resources() -> str:
    from dealer_assist.resources import resource_path, resources_dir

    wanted = [
        ("structures", "demo.toml"),
        ("rulebooks", "general.toml"),
        ("house_rules", "general.toml"),
        ("sounds", "level.wav"),
        HAND_FILE,
    ]
    missing = [os.path.join(*parts) for parts in wanted if not resource_path(*parts).is_file()]
    if missing:
        raise StepFailed(f"missing from {resources_dir()}: {', '.join(missing)}")
    return str(resources_dir())


def _hand_replay() -> str:
    from dealer_assist.resources import resource_path

    path = resource_path(*HAND_FILE)
    code, out = _cli(["hand", "replay", str(path), "--json"])
    if code != 0:
        raise StepFailed(f"`hand replay {path.name}` exited {code}")
    replayed = json.loads(out)
    payouts = {(p["pot"], p["seat"], p["chips"]) for p in replayed.get("payouts", [])}
    if payouts != EXPECTED_PAYOUTS:
        raise StepFailed(f"payouts {sorted(payouts)}, expected {sorted(EXPECTED_PAYOUTS)}")
    if replayed.get("returned") != EXPECTED_RETURNED:
        raise StepFailed(f"returned {replayed.get('returned')}, expected {EXPECTED_RETURNED}")
    if replayed.get("final_stacks") != EXPECTED_STACKS:
        raise StepFailed(f"final stacks {replayed.get('final_stacks')}, expected {EXPECTED_STACKS}")
    return f"{len(payouts)} payouts, side pot and odd chip as expected"


def _ruling() -> str:
    code, out = _cli(["rules", QUESTION, "--json", "--limit", "3"])
    if code != 0:
        raise StepFailed(f'`rules "{QUESTION}"` exited {code}')
    hits = json.loads(out)
    if not hits or not all(hit.get("id") and hit.get("text") for hit in hits):
        raise StepFailed(f'`rules "{QUESTION}"` gave no rule')
    return f"{len(hits)} rules, first {hits[0]['id']}"


def _app() -> Any:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else "dealer-assist"])
    return app


def _application() -> str:
    app = _app()
    if app.platformName() != "offscreen":
        raise StepFailed(f"Qt runs on {app.platformName()!r}, not offscreen")
    from PySide6 import __version__ as pyside_version

    return f"PySide6 {pyside_version}"


class _PaintWatch:
    """Ends the event loop a moment after the first paint of a top-level window (or when the
    time is up), noting which window it was and whether it showed anything."""

    def __init__(self, timeout_s: float) -> None:
        from PySide6.QtCore import QObject, QTimer

        watch = self

        class Filter(QObject):
            def eventFilter(self, watched: Any, event: Any) -> bool:  # noqa: N802 (Qt name)
                watch.seen(watched, event)
                return False

        self.window: Any = None
        self.paint_s: float | None = None
        self.timed_out = False
        self.distinct_colours = 0
        self._started = time.perf_counter()
        self._filter = Filter()
        self._settle = QTimer()
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self._done)
        self._deadline = QTimer()
        self._deadline.setSingleShot(True)
        self._deadline.setInterval(int(timeout_s * 1000))
        self._deadline.timeout.connect(self._give_up)
        _app().installEventFilter(self._filter)
        self._deadline.start()

    def seen(self, watched: Any, event: Any) -> None:
        from PySide6.QtCore import QEvent
        from PySide6.QtWidgets import QWidget

        if self.window is not None or event.type() != QEvent.Type.Paint:
            return
        if isinstance(watched, QWidget) and watched.window().isVisible():
            self.window = watched.window()
            self.paint_s = time.perf_counter() - self._started
            self._settle.start()

    def _done(self) -> None:
        from PySide6.QtWidgets import QApplication

        if self.window is not None and self.window.isVisible():
            self.distinct_colours = _distinct_colours(self.window.grab().toImage())
        QApplication.exit(0)

    def _give_up(self) -> None:
        from PySide6.QtWidgets import QApplication

        self.timed_out = True
        QApplication.exit(EXIT_FAILED)

    def stop(self) -> None:
        self._deadline.stop()
        self._settle.stop()
        _app().removeEventFilter(self._filter)


def _distinct_colours(image: Any, grid: int = 24, enough: int = 3) -> int:
    """How many colours a grid of points across the image shows (up to `enough`): a window
    that painted only its background shows one."""
    colours: set[int] = set()
    if image.isNull():
        return 0
    for row in range(grid):
        for column in range(grid):
            x = (2 * column + 1) * image.width() // (2 * grid)
            y = (2 * row + 1) * image.height() // (2 * grid)
            colours.add(image.pixel(x, y))
            if len(colours) >= enough:
                return len(colours)
    return len(colours)


def _discard(window: Any) -> None:
    """Hide and delete a window a mode left behind: its timers go with it, so none fires into
    the closed session during a later step. (Only that window: other top-level widgets, such
    as pyqtgraph's menus, belong to their owners.)"""
    from PySide6.QtCore import QCoreApplication, QEvent

    window.hide()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _open_mode(data_dir: str, argv: list[str], timeout_s: float) -> str:
    """Run a window mode as its command does, until its first paint; check what painted."""
    _app()
    watch = _PaintWatch(timeout_s)
    try:
        code, _out = _cli(["--data-dir", data_dir, *argv])
    finally:
        watch.stop()
    try:
        command = f"`{' '.join(argv)}`"
        if watch.timed_out:
            raise StepFailed(f"{command}: no window painted within {timeout_s:.0f} s")
        if code != 0:
            raise StepFailed(f"{command} exited {code}")
        if watch.window is None:
            raise StepFailed(f"{command} ended without painting a window")
        shown = type(watch.window).__name__
        expected = {"director": "DirectorWindow", "clock": "ClockWindow", "table": "TableStation"}
        if shown != expected[argv[0]]:
            raise StepFailed(f"{command} showed a {shown}, not its {expected[argv[0]]}")
        if watch.distinct_colours < 2:
            raise StepFailed(f"{command}: the {shown} painted a blank window")
        title = watch.window.windowTitle()
        size = watch.window.size()
    finally:
        if watch.window is not None:
            _discard(watch.window)
    return f"first paint {watch.paint_s:.2f} s, {size.width()}x{size.height()}, {title!r}"


def _sound(timeout_s: float) -> str:
    """QtMultimedia loads; where there is an audio output, the level sound loads for it (it is
    not played)."""
    from PySide6.QtCore import QEventLoop, QTimer, QUrl
    from PySide6.QtMultimedia import QMediaDevices, QSoundEffect

    from dealer_assist.resources import resource_path

    outputs = QMediaDevices.audioOutputs()
    if not outputs:
        return "QtMultimedia loaded; no audio output here, so no sound loaded"
    effect = QSoundEffect()
    loop = QEventLoop()
    effect.statusChanged.connect(loop.quit)
    QTimer.singleShot(int(timeout_s * 1000), loop.quit)
    effect.setSource(QUrl.fromLocalFile(str(resource_path("sounds", "level.wav"))))
    if effect.status() not in (QSoundEffect.Status.Ready, QSoundEffect.Status.Error):
        loop.exec()
    status = effect.status()
    effect.deleteLater()
    device = QMediaDevices.defaultAudioOutput().description()
    if status != QSoundEffect.Status.Ready:
        raise StepFailed(f"the level sound does not load for {device!r} ({status.name})")
    return f"the level sound loaded for {device!r}"


def _speech() -> str:
    from PySide6.QtTextToSpeech import QTextToSpeech

    engines = QTextToSpeech.availableEngines()
    if not engines:
        raise StepFailed("QtTextToSpeech found no engine plugin")
    return f"QtTextToSpeech engines: {', '.join(engines)}"


def _websockets(timeout_s: float) -> str:
    """A WebSocket round trip on loopback: QtNetwork and QtWebSockets work."""
    from PySide6.QtCore import QEventLoop, QTimer, QUrl
    from PySide6.QtNetwork import QHostAddress
    from PySide6.QtWebSockets import QWebSocket, QWebSocketServer

    server = QWebSocketServer("dealer-assist-self-test", QWebSocketServer.SslMode.NonSecureMode)
    if not server.listen(QHostAddress.SpecialAddress.LocalHost, 0):
        raise StepFailed(f"cannot listen on loopback: {server.errorString()}")
    loop = QEventLoop()
    peers: list[Any] = []
    echoed: list[str] = []

    def accept() -> None:
        peer = server.nextPendingConnection()
        peers.append(peer)
        peer.textMessageReceived.connect(lambda text: peer.sendTextMessage(text))

    def received(text: str) -> None:
        echoed.append(text)
        loop.quit()

    server.newConnection.connect(accept)
    client = QWebSocket()
    client.connected.connect(lambda: client.sendTextMessage("ping"))
    client.textMessageReceived.connect(received)
    QTimer.singleShot(int(timeout_s * 1000), loop.quit)
    started = time.perf_counter()
    client.open(QUrl(f"ws://127.0.0.1:{server.serverPort()}"))
    if not echoed:
        loop.exec()
    round_trip_ms = (time.perf_counter() - started) * 1000
    client.close()
    for peer in peers:
        peer.close()
    server.close()
    if echoed != ["ping"]:
        raise StepFailed(f"no echo from the loopback WebSocket server within {timeout_s:.0f} s")
    return f"loopback echo in {round_trip_ms:.0f} ms"


def _http_server() -> str:
    from PySide6.QtHttpServer import QHttpServer

    server = QHttpServer()
    server.deleteLater()
    return "QtHttpServer loaded"


def _chart(timeout_s: float) -> str:
    """The blinds chart (pyqtgraph and numpy) drawn for the demo structure."""
    from dealer_assist.core.clock.structure import parse_structure
    from dealer_assist.resources import resource_path
    from dealer_assist.ui.director.structure_plot import StructurePlot

    demo = resource_path("structures", "demo.toml")
    plot = StructurePlot()
    plot.set_structure(parse_structure(demo.read_text(encoding="utf-8"), demo.name))
    plot.resize(640, 400)
    watch = _PaintWatch(timeout_s)
    try:
        plot.show()
        _app().exec()
    finally:
        watch.stop()
    if watch.timed_out or watch.window is None:
        raise StepFailed(f"the blinds chart did not paint within {timeout_s:.0f} s")
    colours = watch.distinct_colours
    plot.hide()  # not deleted here: pyqtgraph's items let go of it in their own order
    if colours < 2:
        raise StepFailed("the blinds chart drew nothing")
    import numpy
    import pyqtgraph

    return f"pyqtgraph {pyqtgraph.__version__}, numpy {numpy.__version__}"
