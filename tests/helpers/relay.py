"""A TCP relay on loopback that a test can cut like a venue's Wi-Fi: while cut, bytes go
nowhere in either direction and no connection is closed (no goodbye, no reset)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket


class Relay(QObject):
    def __init__(self, target_port: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.target_port = target_port
        self.cut = False
        self.accepted = 0
        self._server = QTcpServer(self)
        assert self._server.listen(QHostAddress("127.0.0.1"), 0)
        self._server.newConnection.connect(self._accept)
        self._pending: dict[QTcpSocket, list[bytes]] = {}

    @property
    def port(self) -> int:
        return int(self._server.serverPort())

    def close(self) -> None:
        self._server.close()
        for sock in self.findChildren(QTcpSocket):
            sock.abort()

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            inner = self._server.nextPendingConnection()
            inner.setParent(self)
            self.accepted += 1
            outer = QTcpSocket(self)
            self._pending[outer] = []
            inner.readyRead.connect(lambda i=inner, o=outer: self._forward(i, o))
            outer.readyRead.connect(lambda i=inner, o=outer: self._forward(o, i))
            outer.connected.connect(lambda o=outer: self._flush(o))
            inner.disconnected.connect(lambda o=outer: o.disconnectFromHost())
            outer.disconnected.connect(lambda i=inner: i.disconnectFromHost())
            outer.connectToHost(QHostAddress("127.0.0.1"), self.target_port)

    def _forward(self, source: QTcpSocket, target: QTcpSocket) -> None:
        data = bytes(source.readAll().data())
        if self.cut:
            return  # the air swallowed it
        if target.state() != QAbstractSocket.SocketState.ConnectedState:
            self._pending.setdefault(target, []).append(data)
            return
        target.write(data)

    def _flush(self, outer: QTcpSocket) -> None:
        for data in self._pending.pop(outer, []):
            outer.write(data)
