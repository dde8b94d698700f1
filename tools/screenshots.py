"""Regenerate the README's screenshots from the real app: each window is launched by the
`dealer-assist` command under Xvfb (with openbox, so title bars are real) on a fresh demo
tournament in a temporary data folder, driven by keys, and the screen saved as a small PNG.

    python tools/screenshots.py [--out docs/screenshots] [--only NAME ...] [--keep-data]

Needs the Debian packages xvfb, openbox and xdotool (chromium for the browser page, which is
skipped without it). Prints each file written with its size.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "docs" / "screenshots"
WAIT_S = 40.0  # a window must show within this (a cold start under Xvfb takes a few seconds)


# A step after the window shows: ("key", "ctrl+space"), ("type", "text"), ("click", (x, y))
# with x and y as fractions of the screen, or ("wait", seconds).
Step = tuple[str, object]
PLAYERS = ("Ana Silva", "Ben Okafor", "Chloe Martin", "Dev Patel", "Eun-ji Park", "Femi Adeyemi")


def _register(names: tuple[str, ...]) -> tuple[Step, ...]:
    """Ctrl+P, a name, then "Add and buy in" (top right of the Players tab at 1280x720): a
    player registered and paid, as the director does at the desk."""
    steps: list[Step] = []
    for name in names:
        steps += [("key", "ctrl+p"), ("type", name), ("click", (0.94, 0.214)), ("wait", 0.4)]
    return tuple(steps)


@dataclass(frozen=True)
class Shot:
    """One picture: the screen size, the app's command line and what is done before it."""

    name: str
    size: tuple[int, int]
    command: tuple[str, ...]
    title: str  # a window whose title contains this must show first
    steps: tuple[Step, ...] = ()
    settle_s: float = 2.0  # time for the window to redraw after the last step


SHOTS = (
    # In an empty data folder the director opens on the welcome screen.
    Shot("welcome", (1280, 720), ("director",), "Dealer Assist - "),
    Shot("shortcuts", (1280, 720), ("director", "--demo"), "Dealer Assist - ", (("key", "F1"),)),
    # The newest demo: players registered and its clock started, so the TV, the browser and
    # the station that follow show a running level.
    Shot(
        "director",
        (1280, 720),
        ("director", "--demo"),
        "Dealer Assist - ",
        (*_register(PLAYERS), ("key", "ctrl+space")),
    ),
    Shot("tv-clock", (1920, 1080), ("clock",), "Clock", settle_s=3.0),
    # The demo table: Deal (the big button), then the seat to act calls (C).
    Shot(
        "station",
        (1024, 600),
        ("table", "--demo"),
        "Dealer Assist: ",
        (("click", (0.71, 0.45)), ("wait", 1.0), ("key", "c")),
    ),
    Shot(
        "ruling",
        (1024, 600),
        ("table", "--demo"),
        "Dealer Assist: ",
        # F1 opens the rulings with the hand's situation typed in: the dealer's own words instead.
        (
            ("key", "F1"),
            ("wait", 1.0),
            ("key", "ctrl+a"),
            ("type", "player acted out of turn"),
            ("key", "Return"),
        ),
        settle_s=4.0,
    ),
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--only", nargs="*", help="shot names (default: all, and the browser)")
    parser.add_argument("--keep-data", action="store_true", help="keep the data folder")
    parser.add_argument("--inner", help=argparse.SUPPRESS)  # one shot, inside Xvfb
    parser.add_argument("--data-dir", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.inner:
        return _inner(_shot(args.inner), args.data_dir, args.out)

    missing = [tool for tool in ("xvfb-run", "openbox", "xdotool") if shutil.which(tool) is None]
    if missing:
        print(f"screenshots need {', '.join(missing)} (apt-get install xvfb openbox xdotool)")
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    data = Path(tempfile.mkdtemp(prefix="dealer-assist-shots-"))
    wanted = set(args.only or [s.name for s in SHOTS] + ["browser"])
    failed = []
    try:
        for shot in SHOTS:
            if shot.name in wanted and not _run_in_xvfb(shot, data, args.out):
                failed.append(shot.name)
        if "browser" in wanted and not _browser_page(data, args.out):
            failed.append("browser")
    finally:
        if args.keep_data:
            print(f"data folder kept: {data}")
        else:
            shutil.rmtree(data, ignore_errors=True)
    for name in sorted(p.name for p in args.out.glob("*.png")):
        print(f"{name:24} {(args.out / name).stat().st_size / 1024:7.1f} KiB")
    if failed:
        print(f"not taken: {', '.join(failed)}")
    return 1 if failed else 0


def _shot(name: str) -> Shot:
    return next(s for s in SHOTS if s.name == name)


def _run_in_xvfb(shot: Shot, data: Path, out: Path) -> bool:
    width, height = shot.size
    command = [
        "xvfb-run",
        "-a",
        "-s",
        f"-screen 0 {width}x{height}x24",
        sys.executable,
        str(Path(__file__).resolve()),
        "--inner",
        shot.name,
        "--data-dir",
        str(data),
        "--out",
        str(out),
    ]
    try:
        done = subprocess.run(command, timeout=WAIT_S + 60, check=False)
    except subprocess.TimeoutExpired:
        print(f"{shot.name}: timed out")
        return False
    return done.returncode == 0


def _inner(shot: Shot, data: Path, out: Path) -> int:
    """Inside Xvfb: window manager, the app, the keys, the picture."""
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb"}
    env.pop("DEALER_ASSIST_PIN", None)
    wm = subprocess.Popen(["openbox"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    app = None
    try:
        time.sleep(0.5)
        app = subprocess.Popen(
            [sys.executable, "-m", "dealer_assist", "--data-dir", str(data), *shot.command],
            env=env,
            cwd=ROOT,
        )
        window = _wait_for_window(shot.title, lambda: app.poll() is None)
        if window is None:
            print(f"{shot.name}: no window titled {shot.title!r} showed")
            return 1
        time.sleep(2.0)  # the first layout passes and the clock's first tick
        subprocess.run(["xdotool", "windowactivate", "--sync", window], check=False)
        for kind, value in shot.steps:
            _step(kind, value, shot.size)
        time.sleep(shot.settle_s)
        path = out / f"{shot.name}.png"
        _grab_screen(path)
        print(f"{shot.name}: {path}")
        return 0
    finally:
        if app is not None and app.poll() is None:
            app.send_signal(signal.SIGTERM)
            try:
                app.wait(timeout=10)
            except subprocess.TimeoutExpired:
                app.kill()
        wm.terminate()
        wm.wait(timeout=5)


def _step(kind: str, value: object, size: tuple[int, int]) -> None:
    if kind == "key":
        subprocess.run(["xdotool", "key", "--clearmodifiers", str(value)], check=False)
        time.sleep(0.6)
    elif kind == "type":
        subprocess.run(["xdotool", "type", "--delay", "30", str(value)], check=False)
    elif kind == "click":
        fx, fy = value  # type: ignore[misc]
        x, y = round(fx * size[0]), round(fy * size[1])
        subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "1"], check=False)
        time.sleep(0.6)
    elif kind == "wait":
        time.sleep(float(value))  # type: ignore[arg-type]


def _wait_for_window(title: str, alive: Callable[[], bool]) -> str | None:
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline and alive():
        found = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--name", title],
            capture_output=True,
            text=True,
            check=False,
        ).stdout.split()
        if found:
            return found[-1]
        time.sleep(0.3)
    return None


def _grab_screen(path: Path) -> None:
    """The whole X screen as a PNG, compressed hardest (flat colours and text: about 100 KiB;
    a 256-colour palette only made Qt dither, three times larger)."""
    from PySide6.QtGui import QGuiApplication, QImage

    QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    image = QGuiApplication.primaryScreen().grabWindow(0).toImage()
    image.convertToFormat(QImage.Format.Format_RGB888).save(str(path), "PNG", 0)


def _browser_page(data: Path, out: Path) -> bool:
    """The read-only clock page a phone or laptop on the room's network sees (director
    --serve), as headless Chromium draws it at 1280x720. Skipped without Chromium."""
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        print("browser: skipped (no chromium)")
        return True
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    director = subprocess.Popen(
        [sys.executable, "-m", "dealer_assist", "--data-dir", str(data)]
        + ["director", "--demo", "--serve", str(port)],
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        if not _wait_for_port(port, director):
            print("browser: the director did not serve")
            return False
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtGui import QGuiApplication, QImage

        QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
        sys.path.insert(0, str(ROOT / "tests"))
        from helpers.headless_chromium import HeadlessPage  # the tests' DevTools driver

        waiter = _EventWaiter()
        raw = out / "browser.raw.png"
        with tempfile.TemporaryDirectory() as profile:
            page = HeadlessPage(waiter, f"http://127.0.0.1:{port}/", Path(profile))  # type: ignore[arg-type]
            try:
                waiter.wait(5000)  # the page hears the director's state over its WebSocket
                page.screenshot(raw)
            finally:
                page.close()
        QImage(str(raw)).convertToFormat(QImage.Format.Format_RGB888).save(
            str(out / "browser.png"), "PNG", 0
        )
        raw.unlink()
        print(f"browser: {out / 'browser.png'}")
        return True
    finally:
        director.terminate()
        try:
            director.wait(timeout=10)
        except subprocess.TimeoutExpired:
            director.kill()


class _EventWaiter:
    """The two qtbot calls HeadlessPage makes, for a script: Qt's events run while waiting."""

    def wait(self, ms: int) -> None:
        from PySide6.QtCore import QCoreApplication

        deadline = time.monotonic() + ms / 1000
        while time.monotonic() < deadline:
            QCoreApplication.processEvents()
            time.sleep(0.01)

    def waitUntil(self, done: Callable[[], bool], timeout: int = 5000) -> None:  # noqa: N802
        deadline = time.monotonic() + timeout / 1000
        while not done():
            if time.monotonic() > deadline:
                raise TimeoutError("Chromium did not answer")
            self.wait(10)


def _wait_for_port(port: int, process: subprocess.Popen[bytes]) -> bool:
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline and process.poll() is None:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                time.sleep(1.0)  # serving: let the clock page's state be ready
                return True
        except OSError:
            time.sleep(0.3)
    return False


if __name__ == "__main__":
    sys.exit(main())
