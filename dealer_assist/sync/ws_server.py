"""The director's server: WebSocket connections for displays, browsers and stations, and the
browser's clock page, on one port (QtNetwork and QtWebSockets; the one Qt module of sync/
beside the display's client, `ws_client`).

A QTcpServer accepts every connection and reads (without consuming) its request head: a
WebSocket upgrade is handed to a QWebSocketServer (`handleConnection`), anything else is
answered as plain HTTP (the page on `GET /`). One port means one thing to type and one
firewall opening, and the page can reach the WebSocket at its own address. What a peer may
do and what to answer is the Qt-free `Hub`'s business; this module moves text, enforces the
connection limits and pushes each new state to every reader.

Limits: `max_connections` sockets at once (more are answered 503 and closed); a request head
within HEADER_TIMEOUT_MS and MAX_HEADER_BYTES; a WebSocket message over the protocol's limit
is refused with `too_large`, and one over twice that closes its connection (Qt stops reading
it: never buffered); a peer silent (no message, no pong) for IDLE_TIMEOUT_MS is closed.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QByteArray, QObject, QTimer, Signal
from PySide6.QtNetwork import (
    QAbstractSocket,
    QHostAddress,
    QNetworkInterface,
    QTcpServer,
    QTcpSocket,
)
from PySide6.QtWebSockets import QWebSocket, QWebSocketProtocol, QWebSocketServer
from shiboken6 import isValid

from dealer_assist.core.tournament import TournamentState
from dealer_assist.sync.address import DEFAULT_PORT
from dealer_assist.sync.clock_state import tournament_view
from dealer_assist.sync.hub import DeviceRow, Hub
from dealer_assist.sync.protocol import MAX_MESSAGE_BYTES, ProtocolError
from dealer_assist.sync.weak_slot import weak_slot
from dealer_assist.sync.web_page import WEBSOCKET_PATH, page_html
from dealer_assist.wall_time import system_now_ms

logger = logging.getLogger(__name__)

MAX_CONNECTIONS = 512
MAX_HEADER_BYTES = 8 * 1024
HEADER_TIMEOUT_MS = 5_000
# Qt closes a connection whose message passes this; below it (and over the protocol's limit)
# the hub answers `too_large` and the connection stays.
QT_MESSAGE_LIMIT = 2 * MAX_MESSAGE_BYTES
PING_EVERY_MS = 20_000
IDLE_TIMEOUT_MS = 90_000

NowMs = Callable[[], int]


class Announcement(Protocol):
    """The server's announcement on the network (`discovery.DirectorAnnouncer`): withdrawn
    when the server closes."""

    def close(self) -> None: ...


@dataclass(slots=True)
class _Connection:
    socket: QWebSocket
    tcp: QTcpSocket | None  # under the WebSocket, deleted first (see _forget)
    last_heard_ms: int
    closing: bool = False

    def close(self, code: QWebSocketProtocol.CloseCode, reason: str) -> None:
        self.closing = True
        self.socket.close(code, reason)


class DirectorServer(QObject):
    """Serves the tournament to the room. `listen()`, then `publish(state)` at each change.

    Signals:
        devices_changed(): a peer connected, said hello, paired or left (`devices()`).
    """

    devices_changed = Signal()

    def __init__(
        self,
        hub: Hub | None = None,
        *,
        host: str | None = None,
        port: int = DEFAULT_PORT,
        max_connections: int = MAX_CONNECTIONS,
        now_ms: NowMs = system_now_ms,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.hub = hub if hub is not None else Hub()
        self._host = host
        self._port = port
        self._max = max_connections
        self._now_ms = now_ms
        self._page = page_html()
        self._tcp = QTcpServer(self)
        self._tcp.setMaxPendingConnections(64)
        self._tcp.newConnection.connect(self._accept)
        self._wss = QWebSocketServer("dealer-assist", QWebSocketServer.SslMode.NonSecureMode, self)
        self._wss.setHandshakeTimeout(HEADER_TIMEOUT_MS)
        self._wss.newConnection.connect(self._ws_connected)
        self._sniffing: dict[QTcpSocket, Callable[[], None]] = {}
        self._handshaking: dict[tuple[str, int], QTcpSocket] = {}
        self._connections: dict[int, _Connection] = {}
        self._next_id = 1
        self._sweep = QTimer(self)
        self._sweep.setInterval(PING_EVERY_MS)
        self._sweep.timeout.connect(self.sweep)
        self.error = ""
        self.announcement: Announcement | None = None  # set by whoever announces the server

    # -- life --------------------------------------------------------------------------------
    def listen(self) -> bool:
        """Start serving; False (and `error` says why) when the address cannot be bound."""
        address = (
            QHostAddress(QHostAddress.SpecialAddress.Any)
            if not self._host
            else QHostAddress(self._host)
        )
        if not self._tcp.listen(address, self._port):
            self.error = self._tcp.errorString()
            logger.warning("cannot serve on %s:%s: %s", self._host or "*", self._port, self.error)
            return False
        self.error = ""
        self._sweep.start()
        logger.info("serving the room on port %d", self.port)
        return True

    @property
    def port(self) -> int:
        """The port listened on (the one chosen by the system when asked for 0)."""
        return int(self._tcp.serverPort()) if self._tcp.isListening() else self._port

    def host_for_others(self) -> str:
        """The address to give the room: the one bound, or this machine's first LAN IPv4."""
        return self.addresses_for_others()[0]

    def addresses_for_others(self) -> list[str]:
        """Every address the room may reach this server at: the one bound, else this machine's
        LAN IPv4 addresses (loopback when it has none)."""
        if self._host and self._host not in ("0.0.0.0", "::"):
            return [self._host]
        found = [
            str(address.toString())
            for address in QNetworkInterface.allAddresses()
            if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
            and not address.isLoopback()
            and not address.isLinkLocal()
        ]
        return found or ["127.0.0.1"]

    @property
    def listening(self) -> bool:
        return bool(self._tcp.isListening())

    def close(self) -> None:
        """Stop listening, withdraw the announcement and say goodbye to every peer (displays
        reconnect on their own)."""
        if self.announcement is not None:
            self.announcement.close()
            self.announcement = None
        self._sweep.stop()
        self._tcp.close()
        for sock in list(self._sniffing):
            self._drop_sniffing(sock)
            sock.abort()
        for sock in list(self._handshaking.values()):
            sock.abort()
        self._handshaking.clear()
        for conn_id, conn in list(self._connections.items()):
            conn.close(QWebSocketProtocol.CloseCode.CloseCodeGoingAway, "director stopped")
            self._forget(conn_id)
        self.devices_changed.emit()

    def connection_count(self) -> int:
        return len(self._sniffing) + len(self._handshaking) + len(self._connections)

    # -- the room's state --------------------------------------------------------------------
    def publish(self, state: TournamentState | None) -> None:
        """Send `state` to every reader (and keep it for those who connect later)."""
        if state is None:
            return
        try:
            text = self.hub.publish(tournament_view(state))
        except ProtocolError as error:  # a structure too large for one message
            logger.error("the tournament cannot be sent to displays: %s", error)
            return
        for conn_id in self.hub.readers():
            conn = self._connections.get(conn_id)
            if conn is not None:
                conn.socket.sendTextMessage(text)
        # Stations also follow the tournament's journal (seat moves, roster): what is new.
        for conn_id, texts in self.hub.journal_feed().items():
            conn = self._connections.get(conn_id)
            if conn is not None:
                for journal_text in texts:
                    conn.socket.sendTextMessage(journal_text)

    def devices(self) -> list[DeviceRow]:
        return self.hub.devices()

    def now_ms(self) -> int:
        """The director's time, as the server reckons it (the Devices panel's "ago")."""
        return self._now_ms()

    def revoke(self, device_id: str) -> None:
        """Revoke a station's token and close its connections now."""
        for conn_id in self.hub.revoke(device_id, self._now_ms()):
            conn = self._connections.get(conn_id)
            if conn is not None:
                conn.close(QWebSocketProtocol.CloseCode.CloseCodePolicyViolated, "device revoked")
        self.devices_changed.emit()

    # -- accepting: HTTP or WebSocket --------------------------------------------------------
    def _accept(self) -> None:
        while self._tcp.hasPendingConnections():
            sock = self._tcp.nextPendingConnection()
            if self.connection_count() >= self._max:
                _respond(sock, "503 Service Unavailable", b"the director is full\n")
                continue

            sniff = weak_slot(self._sniff, sock)
            self._sniffing[sock] = sniff
            sock.readyRead.connect(sniff)
            sock.disconnected.connect(weak_slot(self._gone_before_head, sock))
            QTimer.singleShot(HEADER_TIMEOUT_MS, sock, weak_slot(self._too_slow, sock))

    def _sniff(self, sock: QTcpSocket) -> None:
        head = bytes(sock.peek(MAX_HEADER_BYTES + 1).data())
        end = head.find(b"\r\n\r\n")
        if end < 0:
            if len(head) > MAX_HEADER_BYTES:
                self._drop_sniffing(sock)
                _respond(sock, "431 Request Header Fields Too Large", b"")
            return
        self._drop_sniffing(sock)
        lines = head[:end].decode("latin-1").split("\r\n")
        headers = {
            k.strip().lower(): v.strip().lower()
            for k, sep, v in (line.partition(":") for line in lines[1:])
            if sep
        }
        if headers.get("upgrade") == "websocket":
            key = (sock.peerAddress().toString(), int(sock.peerPort()))
            self._handshaking[key] = sock
            sock.disconnected.connect(weak_slot(self._handshake_failed, key))
            self._wss.handleConnection(sock)
            return
        self._serve_http(sock, lines[0])

    def _too_slow(self, sock: QTcpSocket) -> None:
        if sock in self._sniffing:
            self._drop_sniffing(sock)
            _respond(sock, "408 Request Timeout", b"")

    def _gone_before_head(self, sock: QTcpSocket) -> None:
        if sock in self._sniffing:
            self._drop_sniffing(sock)
            if isValid(sock):  # not when the server is being deleted with its sockets
                sock.deleteLater()

    def _drop_sniffing(self, sock: QTcpSocket) -> None:
        sniff = self._sniffing.pop(sock, None)
        if sniff is not None and isValid(sock):
            sock.readyRead.disconnect(sniff)

    def _serve_http(self, sock: QTcpSocket, request_line: str) -> None:
        sock.readAll()  # the head was only peeked
        method, _, rest = request_line.partition(" ")
        path = rest.partition(" ")[0].partition("?")[0]
        if method not in ("GET", "HEAD"):
            _respond(sock, "405 Method Not Allowed", b"", extra="Allow: GET, HEAD\r\n")
        elif path in ("/", "/index.html", "/clock"):
            body = self._page if method == "GET" else b""
            _respond(
                sock,
                "200 OK",
                body,
                content_type="text/html; charset=utf-8",
                length=len(self._page),
                extra=(
                    "Cache-Control: no-store\r\n"
                    "Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; "
                    "script-src 'unsafe-inline'; connect-src 'self'\r\n"
                    "X-Content-Type-Options: nosniff\r\n"
                ),
            )
        elif path == WEBSOCKET_PATH:
            _respond(
                sock,
                "426 Upgrade Required",
                b"a WebSocket address\n",
                extra="Upgrade: websocket\r\n",
            )
        else:
            _respond(sock, "404 Not Found", b"not here: the clock is at /\n")

    # -- WebSocket peers ---------------------------------------------------------------------
    def _ws_connected(self) -> None:
        while self._wss.hasPendingConnections():
            ws = self._wss.nextPendingConnection()
            address = ws.peerAddress().toString()
            tcp = self._handshaking.pop((address, int(ws.peerPort())), None)
            address = address.removeprefix("::ffff:")  # an IPv4 peer on a dual-stack socket
            ws.setParent(self)
            ws.setMaxAllowedIncomingMessageSize(QT_MESSAGE_LIMIT)
            ws.setMaxAllowedIncomingFrameSize(QT_MESSAGE_LIMIT)
            conn_id = self._next_id
            self._next_id += 1
            now = self._now_ms()
            self._connections[conn_id] = _Connection(ws, tcp, now)
            self.hub.open(conn_id, address, now)
            # Weak slots: a socket's connections never keep the server alive (weak_slot).
            ws.textMessageReceived.connect(weak_slot(self._received, conn_id))
            ws.binaryMessageReceived.connect(weak_slot(self._received, conn_id))
            ws.pong.connect(weak_slot(self._ponged, conn_id))
            ws.disconnected.connect(weak_slot(self._disconnected, conn_id))
            ws.aboutToClose.connect(weak_slot(self._closed_by_qt, conn_id))
            self.devices_changed.emit()

    def _received(self, conn_id: int, text: str | QByteArray) -> None:
        conn = self._connections.get(conn_id)
        if conn is None:
            return
        # A binary message is checked as UTF-8 text.
        data = bytes(text.data()) if isinstance(text, QByteArray) else text
        now = self._heard(conn_id)
        outcome = self.hub.receive(conn_id, data, now)
        for reply in outcome.replies:
            conn.socket.sendTextMessage(reply)
        if outcome.close is not None:
            code, reason = outcome.close
            logger.warning("closing %s: %s", conn.socket.peerAddress().toString(), reason)
            conn.close(QWebSocketProtocol.CloseCode(code), reason)
        if outcome.changed:
            self.devices_changed.emit()

    def _closed_by_qt(self, conn_id: int) -> None:
        """Qt closes a connection itself on a message over its limit, and then goes on parsing
        the rest of that message, one new QTimer per two bytes (QtWebSockets 6.11): cut the
        socket at once (the close frame is already sent)."""
        conn = self._connections.get(conn_id)
        if conn is None or conn.closing:
            return
        conn.closing = True  # before abort(): it emits aboutToClose again
        if conn.tcp is not None and isValid(conn.tcp):
            conn.tcp.abort()

    def _ponged(self, conn_id: int, *_pong: object) -> None:
        self._heard(conn_id)

    def _handshake_failed(self, key: tuple[str, int]) -> None:
        self._handshaking.pop(key, None)

    def _heard(self, conn_id: int) -> int:
        now = self._now_ms()
        conn = self._connections.get(conn_id)
        if conn is not None:
            conn.last_heard_ms = now
        return now

    def _disconnected(self, conn_id: int) -> None:
        if self._forget(conn_id) and isValid(self):
            self.devices_changed.emit()

    def _forget(self, conn_id: int) -> bool:
        conn = self._connections.pop(conn_id, None)
        self.hub.close(conn_id, self._now_ms())
        if conn is None:
            return False
        # The TCP socket first: a QWebSocket deleted with its socket alive disconnects every
        # signal of it, `destroyed` included, which Qt warns about (QtWebSockets 6.11).
        if conn.tcp is not None and isValid(conn.tcp):
            conn.tcp.deleteLater()
        if isValid(conn.socket):  # not when the server itself is being deleted
            conn.socket.deleteLater()
        return True

    def sweep(self) -> None:
        """Close peers silent for too long (a Wi-Fi gone without a goodbye); ping the rest,
        whose browsers answer even from a throttled background tab."""
        now = self._now_ms()
        for conn in list(self._connections.values()):
            if now - conn.last_heard_ms > IDLE_TIMEOUT_MS:
                conn.close(QWebSocketProtocol.CloseCode.CloseCodeGoingAway, "silent")
            else:
                conn.socket.ping()


def _respond(
    sock: QTcpSocket,
    status: str,
    body: bytes,
    *,
    content_type: str = "text/plain; charset=utf-8",
    length: int | None = None,
    extra: str = "",
) -> None:
    """A whole HTTP/1.1 response, then close (one request a connection)."""
    head = (
        f"HTTP/1.1 {status}\r\n"
        f"Content-Type: {content_type}\r\n"
        f"Content-Length: {len(body) if length is None else length}\r\n"
        f"{extra}Connection: close\r\n\r\n"
    )
    sock.write(head.encode("latin-1") + body)
    if sock.state() == QAbstractSocket.SocketState.ConnectedState:
        sock.disconnected.connect(sock.deleteLater)
        sock.disconnectFromHost()  # after what was written is sent
    else:
        sock.deleteLater()
