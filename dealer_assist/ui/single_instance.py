"""One director per data folder: launched again, Dealer Assist brings the running window forward.

The running director listens on a local socket named after the user and the data folder. A
second launch that finds its tournament held (JournalBusy) asks that socket to come forward
and exits, as desktop programs do when their icon is clicked twice. The socket is only a
courtesy: the journal's writer lock is what keeps two writers apart.
"""

from __future__ import annotations

import hashlib
import logging
import os
from pathlib import Path

from PySide6.QtCore import QObject, Signal

logger = logging.getLogger(__name__)

REQUEST = b"come-forward\n"
CONNECT_TIMEOUT_MS = 1000


def server_name(data_dir: Path) -> str:
    """The socket name for the director of `data_dir` (per user: users never share one)."""
    digest = hashlib.sha256(str(data_dir.resolve()).encode()).hexdigest()[:16]
    user = os.getuid() if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    return f"dealer-assist-director-{user}-{digest}"


class DirectorBeacon(QObject):
    """Listens for later launches; `come_forward` when one asks.

    Signals:
        come_forward(): another launch wants this window in front.
    """

    come_forward = Signal()

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        from PySide6.QtNetwork import QLocalServer

        super().__init__(parent)
        self.name = name
        self._server = QLocalServer(self)
        self.listening = False
        if _answered(name):
            # Another director of this folder (on another tournament) already answers.
            logger.info("another director answers %s; this one will not", name)
            return
        QLocalServer.removeServer(name)  # a crashed director's socket file
        self.listening = self._server.listen(name)
        if not self.listening:
            logger.warning("cannot listen on %s: %s", name, self._server.errorString())
            return
        self._server.newConnection.connect(self._accept)

    def close(self) -> None:
        self._server.close()

    def _accept(self) -> None:
        while (connection := self._server.nextPendingConnection()) is not None:
            connection.readyRead.connect(lambda c=connection: self._read(c))
            connection.disconnected.connect(connection.deleteLater)

    def _read(self, connection: object) -> None:
        data = bytes(connection.readAll().data())  # type: ignore[attr-defined]
        if REQUEST.strip() in data:
            self.come_forward.emit()


def _answered(name: str) -> bool:
    """Someone listens on `name` (a connection without a request changes nothing there)."""
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(name)
    answered = socket.waitForConnected(CONNECT_TIMEOUT_MS)
    socket.abort()
    return answered


def ask_to_come_forward(name: str, timeout_ms: int = CONNECT_TIMEOUT_MS) -> bool:
    """Ask the director listening on `name` to come forward; False when none answers."""
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(timeout_ms):
        return False
    socket.write(REQUEST)
    sent = socket.waitForBytesWritten(timeout_ms)
    socket.disconnectFromServer()
    return sent
