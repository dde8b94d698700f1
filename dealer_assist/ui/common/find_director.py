"""Find the director: the directors announced on the network, or an address typed by hand.

`join_address()` is what `clock --join` and `table --join` do before their window opens: with
no address it listens a few seconds, joins the one director found, and otherwise shows
`FindDirectorDialog` (several found, none, or one of another version); with an address it
checks the director answers there and shows the dialog when it does not (a typo, the
director not started yet: the dialog tries that address again every few seconds).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Protocol

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.sync.address import parse_address
from dealer_assist.sync.discovery import DirectorBrowser, FoundDirector, interfaces_from, reach

logger = logging.getLogger(__name__)

LISTEN_MS = 3_000  # how long to listen before deciding (mDNS answers within about a second)
POLL_MS = 250  # the list is read from the browser's thread this often
RETRY_ADDRESS_MS = 5_000  # a typed address that did not answer is tried again this often

Address = tuple[str, int]
Probe = Callable[[str, int], str]  # "" when the director answers there, else why not


class DirectorSource(Protocol):
    """What the dialog reads of a browser (`sync.discovery.DirectorBrowser`; a fake in tests)."""

    changes: int
    error: str

    def start(self) -> bool: ...
    def found(self) -> list[FoundDirector]: ...
    def restart(self) -> bool: ...
    def close(self) -> None: ...


LOOKING = "Looking for directors on this network…"
NONE_FOUND = (
    "No director found on this network. Is the director serving the room (--serve)? "
    "Type its address below, or Retry."
)
SEVERAL = "Choose your director, or type its address below."


def item_text(director: FoundDirector) -> str:
    text = f"{director.tournament} · {director.name} · {director.address}"
    if not director.compatible:
        text += f" · another version of Dealer Assist (protocol {director.version})"
    return text


class FindDirectorDialog(QDialog):
    """A live list of the directors found, a HOST[:PORT] field, and Retry, Join, Cancel.

    Choosing a director in the list puts its address in the field; Join checks the director
    answers there (off the UI thread) and closes with `chosen` set. A director of another
    protocol version is listed greyed and cannot be chosen.
    """

    def __init__(
        self,
        source: DirectorSource,
        *,
        probe: Probe = reach,
        message: str = "",
        address: str = "",
        retry_address: bool = False,
        retry_every_ms: int = RETRY_ADDRESS_MS,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Find the director")
        self.setMinimumWidth(560)
        self.chosen: Address | None = None
        self._source = source
        self._probe = probe
        self._seen_changes = -1
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="reach")
        self._trying: tuple[Address, Future[str]] | None = None
        self._quiet_try = False

        title = QLabel("Find the director")
        title.setStyleSheet("font-size: 20px; font-weight: bold;")
        self.status = QLabel(message or LOOKING)
        self.status.setWordWrap(True)
        self.status.setStyleSheet("font-size: 15px;")
        self.directors = QListWidget()
        self.directors.setMinimumHeight(140)
        self.directors.setWordWrap(True)  # a long tournament name wraps, never scrolls sideways
        self.directors.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.directors.setStyleSheet(
            "QListWidget { font-size: 15px; } QListWidget::item { padding: 6px; }"
        )
        self.directors.itemSelectionChanged.connect(self._picked)
        self.directors.itemActivated.connect(lambda _item: self.join())
        self.field = QLineEdit(address)
        self.field.setMinimumHeight(36)
        self.field.setPlaceholderText("HOST or HOST:PORT, e.g. 192.168.1.20 or 192.168.1.20:8765")
        self.field.textEdited.connect(self._typed)
        self.field.returnPressed.connect(self.join)
        self.field_problem = QLabel("")
        self.field_problem.setStyleSheet("color: #b3261e;")

        # Retry apart on the left; Join (the default, Enter) and Cancel on the right.
        buttons = QHBoxLayout()
        self.retry_button = QPushButton("Retry")
        self.join_button = QPushButton("Join")
        self.cancel_button = QPushButton("Cancel")
        for button in (self.retry_button, self.join_button, self.cancel_button):
            button.setAutoDefault(False)
            button.setMinimumSize(110, 40)  # a finger on a table's tablet
        self.join_button.setDefault(True)
        buttons.addWidget(self.retry_button)
        buttons.addStretch(1)
        buttons.addWidget(self.join_button)
        buttons.addWidget(self.cancel_button)
        self.retry_button.clicked.connect(self.retry)
        self.join_button.clicked.connect(self.join)
        self.cancel_button.clicked.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.status)
        layout.addWidget(QLabel("Directors found:"))
        layout.addWidget(self.directors, 1)
        layout.addWidget(QLabel("Or type the director's address:"))
        layout.addWidget(self.field)
        layout.addWidget(self.field_problem)
        layout.addLayout(buttons)

        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._refresh)
        self._poll.start()
        self._none_yet = QTimer(self)
        self._none_yet.setSingleShot(True)
        self._none_yet.setInterval(LISTEN_MS)
        self._none_yet.timeout.connect(self._say_if_none)
        self._retry_address = QTimer(self)
        self._retry_address.setInterval(retry_every_ms)
        self._retry_address.timeout.connect(self._try_again_quietly)
        if retry_address:
            self._retry_address.start()
        if not message:
            self._none_yet.start()
        self._refresh()
        self._check_field()

    # -- the list ----------------------------------------------------------------------------
    def _refresh(self) -> None:
        if self._source.changes == self._seen_changes:
            self._finish_try()
            return
        self._seen_changes = self._source.changes
        selected = self._selected_address()
        self.directors.clear()
        for director in self._source.found():
            item = QListWidgetItem(item_text(director))
            item.setData(Qt.ItemDataRole.UserRole, director.address)
            if not director.compatible:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)  # greyed, not chosen
            self.directors.addItem(item)
            if director.address == selected:
                item.setSelected(True)
        if self.directors.count() and self.status.text() in (LOOKING, NONE_FOUND):
            self.status.setText(SEVERAL)
        self._finish_try()

    def _say_if_none(self) -> None:
        if self.directors.count() == 0 and self.status.text() == LOOKING:
            self.status.setText(self._source.error or NONE_FOUND)

    def _selected_address(self) -> str | None:
        items = self.directors.selectedItems()
        return str(items[0].data(Qt.ItemDataRole.UserRole)) if items else None

    def _picked(self) -> None:
        address = self._selected_address()
        if address is not None:
            self.field.setText(address)
            self._retry_address.stop()  # another director chosen: not the failed one
            self._check_field()

    def _typed(self) -> None:
        self.directors.clearSelection()
        self._retry_address.stop()
        self._check_field()

    def _check_field(self) -> Address | None:
        text = self.field.text()
        if not text.strip():
            self.field_problem.setText("")
            self.join_button.setEnabled(False)
            return None
        try:
            address = parse_address(text)
        except ValueError as error:
            self.field_problem.setText(str(error))
            self.join_button.setEnabled(False)
            return None
        self.field_problem.setText("")
        self.join_button.setEnabled(self._trying is None)
        return address

    # -- the buttons -------------------------------------------------------------------------
    def retry(self) -> None:
        """Forget the list and listen again (and try a typed address again)."""
        self._source.restart()
        self._seen_changes = -1
        self.status.setText(LOOKING)
        self._none_yet.start()
        self._refresh()

    def join(self) -> None:
        """Join the address in the field once the director answers there."""
        address = self._check_field()
        if address is None or self._trying is not None:
            return
        self._start_try(address, quiet=False)

    def _try_again_quietly(self) -> None:
        address = self._check_field()
        if address is not None and self._trying is None:
            self._start_try(address, quiet=True)

    def _start_try(self, address: Address, *, quiet: bool) -> None:
        self._trying = (address, self._pool.submit(self._probe, *address))
        self._quiet_try = quiet
        self.join_button.setEnabled(False)
        if not quiet:
            self.status.setText(f"Trying the director at {_shown(address)}…")

    def _finish_try(self) -> None:
        if self._trying is None or not self._trying[1].done():
            return
        address, future = self._trying
        self._trying = None
        try:
            problem = future.result()
        except Exception as error:  # a probe that raised: said, not fatal
            problem = str(error)
        if not problem:
            self.chosen = address
            self.accept()
            return
        if not self._quiet_try:
            self.status.setText(f"Cannot reach the director at {_shown(address)}: {problem}.")
        self._check_field()

    def done(self, result: int) -> None:
        # Every way out (Join, Cancel, Escape, closing the window) stops the timers.
        self._poll.stop()
        self._none_yet.stop()
        self._retry_address.stop()
        self._pool.shutdown(wait=False, cancel_futures=True)
        super().done(result)


def _shown(address: Address) -> str:
    host, port = address
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def _listen(ms: int) -> None:
    """Run the event loop for `ms` (the browser hears answers on its own thread meanwhile)."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def join_address(
    wanted: Address | None,
    source: DirectorSource | None = None,
    *,
    probe: Probe = reach,
    listen_ms: int = LISTEN_MS,
    retry_every_ms: int = RETRY_ADDRESS_MS,
    ask: Callable[[FindDirectorDialog], object] = FindDirectorDialog.exec,
) -> Address | None:
    """The director to join: `wanted` if it answers, else the one found, else the person's
    choice in the dialog; None when they cancel. `source` (default: a `DirectorBrowser` on
    every interface, or those of DEALER_ASSIST_MDNS_INTERFACES) is closed before returning."""
    if source is None:
        source = DirectorBrowser(interfaces=interfaces_from(os.environ))
    try:
        if wanted is not None:
            problem = probe(*wanted)
            if not problem:
                return wanted
            source.start()
            message = (
                f"Cannot reach the director at {_shown(wanted)}: {problem}. Trying again every "
                "few seconds; or choose or type another."
            )
            dialog = FindDirectorDialog(
                source,
                probe=probe,
                message=message,
                address=_shown(wanted),
                retry_address=True,
                retry_every_ms=retry_every_ms,
            )
        else:
            if source.start():
                logger.info("looking for the director on the network…")
                _listen(listen_ms)
            found = source.found()
            if len(found) == 1 and found[0].compatible:
                director = found[0]
                address = (director.host, director.port)
                problem = probe(*address)
                if not problem:
                    logger.info("joining %s (%s)", director.name, director.address)
                    return address
                message = f"Found {director.name}, but cannot reach it: {problem}."
            elif len(found) == 1:
                message = (
                    f"Found {found[0].name}, but it runs another version of Dealer Assist "
                    f"(protocol {found[0].version}): update this one or the director's."
                )
            elif found:
                message = SEVERAL
            else:
                message = source.error or NONE_FOUND
            dialog = FindDirectorDialog(source, probe=probe, message=message)
        ask(dialog)
        return dialog.chosen
    finally:
        source.close()
