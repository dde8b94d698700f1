"""One director per data folder: launched again, Dealer Assist brings the running window forward.

The running director listens on a local socket named after the user and the data folder. A
second launch that finds its tournament held (JournalBusy) asks that socket to come forward
and exits, as desktop programs do when their icon is clicked twice. The socket is only a
courtesy: the journal's writer lock is what keeps two writers apart.

On Unix the socket is a file in a private folder, never a predictable name under /tmp where
another user could take it first (a second launch would then "bring forward" nobody's window):
`$XDG_RUNTIME_DIR/dealer-assist/` when that runtime folder is ours and 0700, else `run/` in
the data folder. Either is made 0700; a folder that is not ours, not a real folder, or
writable by group or others is refused (no listening, no asking), never chmodded. On Windows
the name stays a plain named-pipe name.
"""

from __future__ import annotations

import hashlib
import logging
import os
import stat
import sys
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from dealer_assist import paths

logger = logging.getLogger(__name__)

REQUEST = b"come-forward\n"
CONNECT_TIMEOUT_MS = 1000
RUNTIME_SUBDIR = "dealer-assist"
RUN_DIR_NAME = "run"
# sockaddr_un.sun_path holds 108 bytes on Linux, 104 on macOS and the BSDs, NUL included.
MAX_SOCKET_PATH = 107 if sys.platform.startswith("linux") else 103


def server_name(data_dir: Path) -> str:
    """The socket for the director of `data_dir` (per user: users never share one).

    `data_dir` is the folder a director writes to, as `app.py` passes it: the tournaments
    folder. On Unix the answer is a full path (QLocalServer and QLocalSocket take one) in the
    private folder `DirectorBeacon` makes and checks; the same folder gives the same path on
    every launch.
    """
    folder = data_dir.resolve()
    digest = hashlib.sha256(str(folder).encode()).hexdigest()
    if sys.platform == "win32":
        user = os.environ.get("USERNAME", "")
        return f"dealer-assist-director-{user}-{digest[:16]}"
    options = _private_folder_options(folder)
    for option in options:
        name = str(option / f"director-{digest[:16]}")
        if _fits(name):
            return name
    # Too long everywhere for a socket: a shorter name in the shortest folder. If even that is
    # too long, DirectorBeacon refuses it and says so.
    return str(min(options, key=lambda option: len(str(option))) / digest[:12])


def _private_folder_options(folder: Path) -> list[Path]:
    """The private folders the socket may live in, best first."""
    data = folder.parent if folder.name == paths.TOURNAMENTS_DIR_NAME else folder
    options = [data / RUN_DIR_NAME]
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime and os.path.isabs(runtime) and _runtime_dir_is_private(Path(runtime)):
        options.insert(0, Path(runtime) / RUNTIME_SUBDIR)
    return options


def _runtime_dir_is_private(path: Path) -> bool:
    """XDG_RUNTIME_DIR as the XDG spec has it: a folder of ours with mode 0700."""
    try:
        info = os.stat(path)
    except OSError:
        return False
    return (
        stat.S_ISDIR(info.st_mode)
        and info.st_uid == os.getuid()
        and stat.S_IMODE(info.st_mode) == 0o700
    )


def _fits(name: str) -> bool:
    return len(os.fsencode(name)) <= MAX_SOCKET_PATH


def _is_socket_path(name: str) -> bool:
    return sys.platform != "win32" and os.path.isabs(name)


def _folder_problem(folder: Path) -> str | None:
    """Why `folder` cannot hold our socket (None when it is ours and closed to others)."""
    try:
        info = os.lstat(folder)  # lstat: a symbolic link is not trusted, wherever it points
    except FileNotFoundError:
        return "it does not exist"
    except OSError as exc:
        return f"it cannot be checked ({exc.strerror})"
    if not stat.S_ISDIR(info.st_mode):
        return "it is not a folder"
    if info.st_uid != os.getuid():
        return f"it belongs to user id {info.st_uid}, not {os.getuid()}"
    if info.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        return f"it is writable by others (mode {stat.S_IMODE(info.st_mode):04o})"
    return None


def _socket_problem(name: str, make_folder: bool) -> str | None:
    """Why the socket `name` must not be used (None on Windows and for a fine path)."""
    if not _is_socket_path(name):
        return None
    if not _fits(name):
        return f"the socket path is too long for this system ({MAX_SOCKET_PATH} bytes at most)"
    folder = Path(name).parent
    if make_folder and not os.path.lexists(folder):
        try:
            paths.make_private_dir(folder)
        except OSError as exc:
            return f"its folder {folder} cannot be made ({exc.strerror})"
    problem = _folder_problem(folder)
    if problem is not None:
        return f"its folder {folder} is not private: {problem}"
    return None


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
        problem = _socket_problem(name, make_folder=True)
        if problem is not None:
            logger.warning("will not listen on %s: %s", name, problem)
            return
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
    """Ask the director listening on `name` to come forward; False when none answers.

    A socket in a folder that is not private is not asked: whoever listens there is not known
    to be a director of ours.
    """
    from PySide6.QtNetwork import QLocalSocket

    if _is_socket_path(name) and not os.path.lexists(Path(name).parent):
        return False  # no director has listened there
    problem = _socket_problem(name, make_folder=False)
    if problem is not None:
        logger.warning("will not ask %s to come forward: %s", name, problem)
        return False

    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(timeout_ms):
        return False
    socket.write(REQUEST)
    sent = socket.waitForBytesWritten(timeout_ms)
    socket.disconnectFromServer()
    return sent
