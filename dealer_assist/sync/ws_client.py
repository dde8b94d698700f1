"""A TV display joined to the director over the network: `NetworkClockFeed` (QtWebSockets).

It is a clock feed like the journal's (`tournament()`, `now_ms()`, `trouble()`, `listeners`),
so the same clock window shows it. `now_ms()` is the director's time: the local clock plus
the offset estimated NTP style (`clock_offset`: a burst of samples on each connection, then
one every few seconds; the sample with the shortest round trip wins). The tournament is the
replica of the latest `state` message (`clock_state`).

When the network goes, the clock keeps counting on the last offset and `trouble()` says it is
offline; the feed reconnects with a growing, jittered delay (half a second up to ten) and
re-syncs. A new connection measures its offset afresh but the old one stays in use until the
new one has enough samples, so the shown second never jumps back to the local clock. Until the
first sync the feed shows no tournament: a display whose clock is minutes off must not show
(or sound) those minutes.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, QUrl
from PySide6.QtWebSockets import QWebSocket

from dealer_assist.sync.address import DEFAULT_PORT
from dealer_assist.sync.clock_offset import OFFLINE_AFTER_MS, OffsetEstimator, Sample
from dealer_assist.sync.clock_state import ClockReplica, replica_of
from dealer_assist.sync.protocol import (
    MAX_MESSAGE_BYTES,
    ProtocolError,
    Role,
    decode,
    encode,
)
from dealer_assist.sync.weak_slot import weak_slot
from dealer_assist.sync.web_page import WEBSOCKET_PATH
from dealer_assist.wall_time import system_now_ms

logger = logging.getLogger(__name__)

BURST_SAMPLES = 8  # on each connection: enough for the best of eight
BURST_SPACING_MS = 40
SAMPLE_EVERY_MS = 5_000
WATCH_EVERY_MS = 1_000
CONNECT_TIMEOUT_MS = 5_000  # connected and welcomed within this, or the attempt is dropped
FIRST_RETRY_MS = 500
LONGEST_RETRY_MS = 10_000
OFFSET_NEWS_MS = 2  # an offset change this large is news for the view (it re-reads the time)

OFFLINE = "OFFLINE: reconnecting…"


def open_socket(
    owner: QObject,
    old: QWebSocket | None,
    address: str,
    connected: Callable[[QWebSocket], None],
    disconnected: Callable[[QWebSocket], None],
    received: Callable[[QWebSocket, str], None],
) -> QWebSocket:
    """A new connection to the director at `address` in place of `old` (deleted later),
    its signals wired through weak slots: a socket never keeps its owner alive."""
    if old is not None:
        old.deleteLater()
    ws = QWebSocket(parent=owner)
    ws.setMaxAllowedIncomingMessageSize(2 * MAX_MESSAGE_BYTES)
    ws.connected.connect(weak_slot(connected, ws))
    ws.disconnected.connect(weak_slot(disconnected, ws))
    ws.textMessageReceived.connect(weak_slot(received, ws))
    ws.open(QUrl(f"ws://{address}{WEBSOCKET_PATH}"))
    return ws


def next_retry(retry_ms: int, longest_ms: int) -> tuple[int, int]:
    """(this retry's delay with jitter, the next retry's base): doubled up to `longest_ms`, so
    displays cut off together do not all come back in the same millisecond."""
    delay = int(retry_ms * random.uniform(0.8, 1.2))  # noqa: S311 (jitter, not secrecy)
    return delay, min(longest_ms, retry_ms * 2)


class NetworkClockFeed(QObject):
    """The director's tournament and time, as a display sees them over the network.

    `local_ms` is this machine's clock (injected: tests give it minutes of skew).
    """

    def __init__(
        self,
        host: str,
        port: int = DEFAULT_PORT,
        *,
        local_ms: Callable[[], int] = system_now_ms,
        role: Role = Role.DISPLAY,
        name: str = "",
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.listeners: list[Callable[[], None]] = []
        self._host, self._port = host, port
        self._local_ms = local_ms
        self._role = role
        self._name = name
        self._replica: ClockReplica | None = None
        self._estimator = OffsetEstimator()  # in use
        self._fresh = OffsetEstimator()  # this connection's samples
        self._told_offset_ms = 0.0
        self._socket: QWebSocket | None = None
        self._online = False  # connected and welcomed
        self._last_answer_ms: int | None = None  # local time of this connection's last reply
        self._retry_ms = FIRST_RETRY_MS
        self._burst_left = 0
        self._attempt_started_ns = 0  # time.monotonic_ns() of the latest connection attempt
        self._attempt_over = True  # its disconnection was handled (a retry is due)
        self._closed = False
        self._shown_trouble = ""
        self.connections = 0  # how many times it was welcomed (tests, the Devices view)
        self.seq = 0

        self._sampler = QTimer(self)
        self._sampler.setTimerType(Qt.TimerType.PreciseTimer)
        self._sampler.timeout.connect(self._sample)
        self._watch = QTimer(self)
        self._watch.setInterval(WATCH_EVERY_MS)
        self._watch.timeout.connect(self._check)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._connect)

    # -- the feed ----------------------------------------------------------------------------
    def tournament(self) -> ClockReplica | None:
        """The director's tournament; None until the clock is in sync with the director."""
        return self._replica if self._estimator.synced else None

    def now_ms(self) -> int:
        """The director's time now."""
        return self._estimator.director_ms(self._local_ms())

    def trouble(self) -> str:
        if self._closed:
            return OFFLINE
        if not self._estimator.synced:
            return f"CONNECTING TO THE DIRECTOR AT {self.address}…"
        if not self._online or self._estimator.offline(self._local_ms()):
            return OFFLINE
        return ""

    def command(self, name: str) -> bool:
        """Keys cannot drive a clock that belongs to the director."""
        return False

    @property
    def address(self) -> str:
        host = f"[{self._host}]" if ":" in self._host else self._host
        return f"{host}:{self._port}"

    @property
    def online(self) -> bool:
        return self._online

    @property
    def estimator(self) -> OffsetEstimator:
        return self._estimator

    # -- life --------------------------------------------------------------------------------
    def start(self) -> None:
        self._closed = False
        self._watch.start()
        self._connect()

    def close(self) -> None:
        self._closed = True
        self._watch.stop()
        self._sampler.stop()
        self._retry.stop()
        if self._socket is not None:
            self._socket.close()

    def reconnect_now(self) -> None:
        """Drop the connection and connect again (as a lost network would)."""
        if self._socket is not None:
            self._socket.abort()

    def _connect(self) -> None:
        if self._closed:
            return
        self._fresh = OffsetEstimator()
        self._last_answer_ms = None
        self._attempt_started_ns = time.monotonic_ns()
        self._attempt_over = False
        self._socket = open_socket(
            self, self._socket, self.address, self._connected, self._disconnected, self._received
        )

    def _connected(self, ws: QWebSocket) -> None:
        if ws is not self._socket:
            return
        ws.sendTextMessage(encode("hello", role=self._role.value, name=self._name))
        self._burst_left = BURST_SAMPLES
        self._sampler.start(BURST_SPACING_MS)
        self._sample()

    def _disconnected(self, ws: QWebSocket) -> None:
        if ws is not self._socket or self._attempt_over:
            return
        self._attempt_over = True
        was_online, self._online = self._online, False
        self._sampler.stop()
        if self._closed:
            return  # closed here: nobody is told (its views may be gone)
        if was_online:
            logger.warning("lost the director at %s: reconnecting", self.address)
        self._tell_if_trouble_changed()
        delay, self._retry_ms = next_retry(self._retry_ms, LONGEST_RETRY_MS)
        self._retry.start(delay)

    # -- messages ----------------------------------------------------------------------------
    def _sample(self) -> None:
        ws = self._socket
        if ws is None or not ws.isValid():
            return
        ws.sendTextMessage(encode("time", t0=self._local_ms()))
        if self._burst_left > 0:
            self._burst_left -= 1
            if self._burst_left == 0:
                self._sampler.start(SAMPLE_EVERY_MS)

    def _received(self, ws: QWebSocket, text: str) -> None:
        t3 = self._local_ms()
        if ws is not self._socket:
            return
        try:
            message = decode(text, sender=Role.DIRECTOR)
        except ProtocolError as error:
            logger.warning("ignored a message from the director: %s", error)
            return
        kind = message.type
        if kind == "time_reply":
            self._time_reply(Sample(message["t0"], message["t1"], message["t2"], t3))
        elif kind == "welcome":
            self._online = True
            self._retry_ms = FIRST_RETRY_MS
            self.connections += 1
            self._tell_if_trouble_changed()
        elif kind == "state":
            try:
                replica = replica_of(message["tournament"])
            except ValueError as error:
                logger.warning("ignored the director's state %s: %s", message["seq"], error)
                return
            self._replica, self.seq = replica, message["seq"]
            ws.sendTextMessage(encode("ack", upto=self.seq))
            self._tell()
        elif kind == "error":
            logger.warning("the director refused: %s (%s)", message["message"], message["code"])

    def _time_reply(self, sample: Sample) -> None:
        self._fresh.add(sample)
        self._last_answer_ms = sample.t3
        if self._fresh is not self._estimator and (
            self._fresh.synced or not self._estimator.synced
        ):
            self._estimator = self._fresh  # this connection's offset takes over
        if abs(self._estimator.offset_ms - self._told_offset_ms) >= OFFSET_NEWS_MS:
            self._told_offset_ms = self._estimator.offset_ms
            self._tell()  # the view reads the time again and re-arms its timer
        else:
            self._tell_if_trouble_changed()

    def _check(self) -> None:
        """Once a second: a connection that stopped answering is dropped (a Wi-Fi that went
        without a goodbye), and so is an attempt that hangs (a network that takes the
        connection and then swallows everything); the view hears when the trouble changes."""
        ws = self._socket
        if ws is not None and not self._attempt_over:
            if (
                self._online
                and self._last_answer_ms is not None
                and self._local_ms() - self._last_answer_ms > OFFLINE_AFTER_MS
            ):
                logger.warning("the director at %s stopped answering", self.address)
                self._give_up(ws)
            elif (
                not self._online
                and time.monotonic_ns() - self._attempt_started_ns > CONNECT_TIMEOUT_MS * 10**6
            ):
                logger.info("no answer from the director at %s yet: trying again", self.address)
                self._give_up(ws)
        self._tell_if_trouble_changed()

    def _give_up(self, ws: QWebSocket) -> None:
        ws.abort()
        self._disconnected(ws)  # once: whether or not the abort says so itself

    def _tell_if_trouble_changed(self) -> None:
        if self.trouble() != self._shown_trouble:
            self._tell()

    def _tell(self) -> None:
        self._shown_trouble = self.trouble()
        for listener in list(self.listeners):
            listener()
