"""Headless Chromium driven over its DevTools protocol from the test's own Qt event loop (a
QWebSocket), so a server in the test process keeps serving while the page is read.

`--dump-dom` and `--screenshot` take the page at its load event, before a WebSocket page has
heard from its server; DevTools lets the test wait until the page shows what it should.
"""

from __future__ import annotations

import base64
import json
import shutil
import socket
import subprocess
import time
import urllib.request
from pathlib import Path
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtWebSockets import QWebSocket
from pytestqt.qtbot import QtBot

FLAGS = (
    "--headless",
    "--no-sandbox",  # as root (CI) Chromium refuses to start without it
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--window-size=1280,720",
    "--remote-debugging-address=127.0.0.1",
)


def chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class HeadlessPage:
    def __init__(self, qtbot: QtBot, url: str, profile: Path) -> None:
        binary = chromium()
        assert binary is not None
        self.qtbot = qtbot
        port = _free_port()
        self.process = subprocess.Popen(
            [binary, *FLAGS, f"--remote-debugging-port={port}", f"--user-data-dir={profile}", url],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        target = self._page_target(port)
        self._replies: dict[int, dict[str, Any]] = {}
        self._next = 0
        self.ws = QWebSocket()
        self.ws.textMessageReceived.connect(self._received)
        self.ws.open(QUrl(target["webSocketDebuggerUrl"]))
        qtbot.waitUntil(self.ws.isValid, timeout=10_000)
        self.call(
            "Emulation.setDeviceMetricsOverride",
            width=1280,
            height=720,
            deviceScaleFactor=1,
            mobile=False,
        )

    def _page_target(self, port: int) -> dict[str, Any]:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=1) as r:
                    pages = [p for p in json.load(r) if p.get("type") == "page"]
                if pages:
                    return pages[0]
            except OSError:
                pass
            self.qtbot.wait(100)
        raise TimeoutError("Chromium's DevTools did not answer")

    def _received(self, text: str) -> None:
        message = json.loads(text)
        if "id" in message:
            self._replies[message["id"]] = message

    def call(self, method: str, **params: Any) -> dict[str, Any]:
        self._next += 1
        ident = self._next
        self.ws.sendTextMessage(json.dumps({"id": ident, "method": method, "params": params}))
        self.qtbot.waitUntil(lambda: ident in self._replies, timeout=10_000)
        reply = self._replies.pop(ident)
        assert "error" not in reply, reply
        return dict(reply["result"])

    def text(self, element_id: str) -> str:
        result = self.call(
            "Runtime.evaluate",
            expression=f"document.getElementById({json.dumps(element_id)}).textContent",
        )
        return str(result["result"].get("value", ""))

    def screenshot(self, path: Path) -> Path:
        data = self.call("Page.captureScreenshot", format="png")["data"]
        path.write_bytes(base64.b64decode(data))
        return path

    def close(self) -> None:
        self.ws.abort()
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
