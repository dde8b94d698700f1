"""A helper process driven one line at a time, with its Qt event loop running throughout (its
sockets stay alive while the test waits on other processes).

The process side: `serve(handle, ready)` reads commands on stdin (in a thread), hands each to
`handle` on the Qt thread and writes its answer as one line of JSON: {"ok": true, ...} or
{"ok": false, "error": "..."}; `quit` ends it. `pump_until(done)` runs the loop until `done()`.
The test side: `Child(script, *args)` starts one, `send(command)` answers (failing the test on
an error), `close()` stops it.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HELPERS = Path(__file__).resolve().parent
ANSWER_TIMEOUT_S = 60.0


# -- the process side ------------------------------------------------------------------------------
def pump_until(done: Callable[[], bool], timeout_s: float = 20.0) -> None:
    """Run the Qt event loop until `done()`; TimeoutError after `timeout_s`."""
    from PySide6.QtCore import QCoreApplication

    deadline = time.monotonic() + timeout_s
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError("not done in time")
        QCoreApplication.processEvents()
        time.sleep(0.005)


def serve(handle: Callable[[str], dict[str, Any]], ready: dict[str, Any]) -> int:
    from PySide6.QtCore import QCoreApplication

    lines: queue.Queue[str | None] = queue.Queue()

    def read() -> None:
        for line in sys.stdin:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=read, daemon=True).start()
    _answer({"ok": True, **ready})
    while True:
        QCoreApplication.processEvents()
        try:
            line = lines.get(timeout=0.005)
        except queue.Empty:
            continue
        if line is None or line.strip() == "quit":
            return 0
        try:
            answer = {"ok": True, **handle(line.strip())}
        except Exception as exc:  # noqa: BLE001 (reported to the test, which fails on it)
            answer = {"ok": False, "error": f"{type(exc).__name__}: {exc}"}
        _answer(answer)


def _answer(answer: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(answer) + "\n")
    sys.stdout.flush()


# -- the test side ---------------------------------------------------------------------------------
class Child:
    def __init__(self, script: str, *args: object) -> None:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
        self.name = f"{script} {' '.join(map(str, args))}"
        self._errors = tempfile.TemporaryFile(mode="w+")  # a pipe could fill and block it
        self.process = subprocess.Popen(
            [sys.executable, str(HELPERS / script), *map(str, args)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._errors,
            text=True,
            env=env,
        )
        self._answers: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.ready = self._answer()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self._answers.put(line)
        self._answers.put("")

    def _answer(self) -> dict[str, Any]:
        try:
            line = self._answers.get(timeout=ANSWER_TIMEOUT_S)
        except queue.Empty:
            raise AssertionError(f"{self.name}: no answer in {ANSWER_TIMEOUT_S} s") from None
        if not line:
            raise AssertionError(f"{self.name} stopped: {self.errors()[-3000:]}")
        answer: dict[str, Any] = json.loads(line)
        assert answer["ok"], f"{self.name}: {answer.get('error')}"
        return answer

    def errors(self) -> str:
        self._errors.seek(0)
        return self._errors.read()

    def send(self, command: str) -> dict[str, Any]:
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        return self._answer()

    def close(self) -> None:
        if self.process.poll() is None:
            try:
                assert self.process.stdin is not None
                self.process.stdin.write("quit\n")
                self.process.stdin.close()
            except OSError:
                pass
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self.process.stdout is not None:
            self.process.stdout.close()
        self._errors.close()
