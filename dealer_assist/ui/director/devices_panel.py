"""The director's Devices tab (when serving the room): the pairing code, and every TV, browser
and station, connected or known, with its address, last sign of life, clock offset and queue.

It reads a Qt-free `RoomDevices` model (sync/room_devices) and asks it for a new code or a
revocation; it never touches the server. A revocation cannot be undone (the station must pair
again with a new code), so it is asked first.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.sync.room_devices import DeviceLine, RoomDevices
from dealer_assist.ui.director import director_dialogs

COLUMNS = ("Name", "Role", "Address", "Connection", "Clock", "Queued", "")
REVOKE_COLUMN = len(COLUMNS) - 1
AWAY = QColor("#6b7280")
REVOKED = QColor("#b91c1c")
ROW_HEIGHT = 40
CONFLICT_EVERY = 5  # refreshes (seconds) between looks for seat-move conflicts

Confirm = Callable[[QWidget, str, str], bool]


class DevicesPanel(QWidget):
    """`address` is what a station types to join ("192.168.1.20:8765")."""

    def __init__(
        self,
        model: RoomDevices,
        address: str = "",
        *,
        now_ms: Callable[[], int] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self._now_ms = now_ms or (lambda: time.time_ns() // 1_000_000)
        self._keys: list[str] = []
        self._scheduled = False
        self._ticks = 0

        code_box = QFrame(self)
        code_box.setObjectName("pairingBox")
        code_box.setStyleSheet(
            "QFrame#pairingBox { border: 1px solid #9ca3af; border-radius: 8px; }"
        )
        self.code_label = QLabel(code_box)
        self.code_label.setObjectName("pairingCode")
        code_font = QFont("DejaVu Sans Mono")
        code_font.setPixelSize(52)
        code_font.setBold(True)
        code_font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 4)
        self.code_label.setFont(code_font)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.expiry_label = QLabel(code_box)
        self.expiry_label.setStyleSheet("font-size: 16px;")
        self.new_code_button = QPushButton("New code", code_box)
        self.new_code_button.setMinimumHeight(ROW_HEIGHT)
        self.new_code_button.clicked.connect(self.new_code)
        self.new_code_button.setToolTip("Withdraw this pairing code and show a fresh one")
        how = QLabel(code_box)
        how.setWordWrap(True)
        how.setStyleSheet("font-size: 14px;")
        join = f" --join {address}" if address else " --join"
        how.setText(
            "Pair a station: on it, <b>dealer-assist table"
            f"{join} --table N --pair CODE</b>. One code for any table, used once, "
            "three minutes; the next one shows after each pairing."
        )
        side = QVBoxLayout()
        side.addWidget(self.expiry_label)
        side.addWidget(self.new_code_button)
        side.addStretch(1)
        box = QHBoxLayout(code_box)
        box.setContentsMargins(16, 10, 16, 10)
        box.addWidget(self.code_label)
        box.addSpacing(16)
        box.addLayout(side)
        box.addSpacing(16)
        box.addWidget(how, 1)

        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setHorizontalHeaderLabels(list(COLUMNS))
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.summary = QLabel(self)
        self.summary.setStyleSheet("font-size: 14px;")

        # Seat moves that crossed a station's outage: shown until the director confirms.
        self.conflict_box = QFrame(self)
        self.conflict_box.setObjectName("conflictBox")
        self.conflict_box.setStyleSheet(
            "QFrame#conflictBox { background: #fff4d6; border: 1px solid #e0b84a;"
            " border-radius: 6px; }"
        )
        self._conflict_rows = QVBoxLayout(self.conflict_box)
        self._conflict_rows.setContentsMargins(12, 8, 12, 8)
        self._conflict_keys: list[str] = []
        self.conflict_box.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.addWidget(code_box)
        layout.addWidget(self.conflict_box)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)

        self._ticker = QTimer(self)  # the countdown, "last seen" and offsets move each second
        self._ticker.setInterval(1000)
        self._ticker.timeout.connect(self.refresh)
        self._ticker.start()
        listener = self._schedule
        model.listeners.append(listener)
        self.destroyed.connect(lambda *_: _forget(model, listener))
        self.refresh()

    # -- actions -----------------------------------------------------------------------------
    def new_code(self) -> None:
        self.model.new_code()
        self.refresh()

    def revoke(self, line: DeviceLine, confirm: Confirm | None = None) -> bool:
        """Ask, then revoke `line`'s device; True when revoked."""
        ask = confirm or director_dialogs.confirm
        where = f" at table {line.table}" if line.table is not None else ""
        question = (
            f"Revoke {line.name or 'this device'}{where}? It is disconnected now and cannot "
            "send anything again. To use it again, pair it with a new code. "
            "This cannot be undone."
        )
        if not ask(self, "Revoke device", question):
            return False
        self.model.revoke(line.device_id)
        self.refresh()
        return True

    # -- showing -----------------------------------------------------------------------------
    def _schedule(self) -> None:
        """The hub changes many times in a burst (a room of TVs reconnecting): draw once."""
        if not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self, self.refresh)

    def refresh(self) -> None:
        self._scheduled = False
        now = self._now_ms()
        self._show_code()
        self._ticks += 1
        if (self._ticks - 1) % CONFLICT_EVERY == 0:
            self.show_conflicts()  # reads journals: not every second
        lines = self.model.lines()
        keys = [line.key for line in lines]
        if keys != self._keys:
            self.table.setRowCount(0)
            self.table.setRowCount(len(lines))
            self._keys = keys
        for row, line in enumerate(lines):
            self._show_line(row, line, now)
        connected = sum(line.connected for line in lines)
        stations = sum(line.connected and line.role == "station" for line in lines)
        self.summary.setText(
            f"{connected} connected ({stations} station{'s' if stations != 1 else ''}), "
            f"{len(lines) - connected} known away"
            if lines
            else "No device yet: TVs and browsers join without a code, stations pair."
        )

    def show_conflicts(self) -> None:
        conflicts = self.model.conflicts()
        keys = [c.key for c in conflicts]
        if keys == self._conflict_keys:
            return
        self._conflict_keys = keys
        while self._conflict_rows.count():
            item = self._conflict_rows.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
            elif item.layout() is not None:
                _clear(item.layout())
        for conflict in conflicts:
            words = QLabel(conflict.words() + ".", self.conflict_box)
            words.setWordWrap(True)
            words.setStyleSheet("font-size: 15px;")
            button = QPushButton("Confirm", self.conflict_box)
            button.setMinimumHeight(ROW_HEIGHT)
            button.clicked.connect(lambda _=False, key=conflict.key: self.confirm(key))
            button.setToolTip("Seen: the hands stand, the move comes after them; the note goes")
            row = QHBoxLayout()
            row.addWidget(words, 1)
            row.addWidget(button)
            self._conflict_rows.addLayout(row)
        self.conflict_box.setVisible(bool(conflicts))

    def confirm(self, key: str) -> None:
        self.model.confirm(key)
        self.show_conflicts()

    def confirm_buttons(self) -> list[QPushButton]:
        return self.conflict_box.findChildren(QPushButton)

    def _show_code(self) -> None:
        code, why = self.model.pairing()
        if code is None:
            self.code_label.setText("––– –––")
            self.code_label.setStyleSheet("color: #9ca3af;")
            self.expiry_label.setText(why.capitalize() + ".")
            self.new_code_button.setText("New code")
            return
        self.code_label.setText(f"{code.code[:3]} {code.code[3:]}")
        self.code_label.setStyleSheet("")
        left = self.model.seconds_left(code)
        self.expiry_label.setText(f"Expires in {left // 60}:{left % 60:02d}")
        self.new_code_button.setText("New code")

    def _show_line(self, row: int, line: DeviceLine, now: int) -> None:
        texts = (
            line.name or "—",
            line.role_text,
            line.address or "—",
            connection_text(line, now),
            offset_text(line.clock_offset_ms),
            "—" if line.queued is None else str(line.queued),
        )
        colour = REVOKED if line.revoked_ms is not None else None if line.connected else AWAY
        for column, text in enumerate(texts):
            item = self.table.item(row, column)
            if item is None:
                item = QTableWidgetItem()
                self.table.setItem(row, column, item)
            if item.text() != text:
                item.setText(text)
            if colour is not None:
                item.setForeground(colour)
        if line.device_id and line.revoked_ms is None:
            if self.table.cellWidget(row, REVOKE_COLUMN) is None:
                button = QPushButton("Revoke…", self.table)
                button.clicked.connect(lambda _=False, key=line.key: self._revoke_key(key))
                button.setToolTip("Cut this device off for good (asked first: it cannot be undone)")
                self.table.setCellWidget(row, REVOKE_COLUMN, button)
        elif self.table.cellWidget(row, REVOKE_COLUMN) is not None:
            self.table.removeCellWidget(row, REVOKE_COLUMN)

    def _revoke_key(self, key: str) -> None:
        line = next((x for x in self.model.lines() if x.key == key), None)
        if line is not None and line.device_id:
            self.revoke(line)

    def revoke_button(self, row: int) -> QPushButton | None:
        widget = self.table.cellWidget(row, REVOKE_COLUMN)
        return widget if isinstance(widget, QPushButton) else None


def _clear(layout: QLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().deleteLater()


def _forget(model: RoomDevices, listener: Callable[[], None]) -> None:
    if listener in model.listeners:
        model.listeners.remove(listener)


def connection_text(line: DeviceLine, now_ms: int) -> str:
    if line.revoked_ms is not None:
        return f"revoked {_clock_time(line.revoked_ms)}"
    if line.connected:
        since = "" if line.since_ms is None else f" since {_clock_time(line.since_ms)}"
        return f"connected{since}"
    if line.since_ms is None:
        return "away"
    return f"last seen {ago(now_ms - line.since_ms)}"


def ago(ms: int) -> str:
    seconds = max(0, ms // 1000)
    if seconds < 60:
        return "just now" if seconds < 5 else f"{seconds} s ago"
    if seconds < 3600:
        return f"{seconds // 60} min ago"
    return f"{seconds // 3600} h {seconds % 3600 // 60:02d} min ago"


def offset_text(offset_ms: int | None) -> str:
    """The device's clock against the director's: what a TV must correct (it does)."""
    if offset_ms is None:
        return "—"
    sign = "+" if offset_ms >= 0 else "−"
    size = abs(offset_ms)
    if size < 1000:
        return f"{sign}{size} ms"
    if size < 60_000:
        return f"{sign}{size / 1000:.1f} s"
    minutes = round(size / 60_000)  # the estimate is right within the delay: round it
    if minutes < 60:
        return f"{sign}{minutes} min"
    return f"{sign}{minutes // 60} h {minutes % 60:02d} min"


def _clock_time(epoch_ms: int) -> str:
    return time.strftime("%H:%M", time.localtime(epoch_ms / 1000))
