"""Local security: the single-instance socket lives in a private folder; made folders are 0700.

Another user could otherwise squat on a predictable socket name under /tmp, so that a second
launch "brings forward" nobody's window. The socket now lives in `$XDG_RUNTIME_DIR/dealer-assist/`
(when that runtime folder is ours and 0700) or in `run/` inside the data folder; a folder that
is not ours or is writable by others is refused, never chmodded or trusted.
"""

from __future__ import annotations

import logging
import os
import shutil
import stat
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dealer_assist import paths
from dealer_assist.ui.director import single_instance
from dealer_assist.ui.director.single_instance import (
    DirectorBeacon,
    ask_to_come_forward,
    server_name,
)

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="Unix sockets and modes")

LOGGER = "dealer_assist.ui.director.single_instance"
OTHER_UID = 54321  # no such user: a folder chowned to it is "another user's"
needs_root = pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() != 0, reason="chown to another user needs root"
)


def _mode(path: Path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


@pytest.fixture(autouse=True)
def _no_runtime_dir(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test says which XDG_RUNTIME_DIR it has, if any (CI machines have none)."""
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)


@pytest.fixture
def data(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def umask_022() -> Iterator[None]:
    old = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(old)


@pytest.fixture
def short_dir() -> Iterator[Path]:
    """A folder with a short path, as /run/user/UID is (tmp_path is too long for a socket)."""
    path = Path(tempfile.mkdtemp(prefix="da-"))
    try:
        yield path
    finally:
        shutil.rmtree(path)


def _runtime_dir(path: Path, monkeypatch: pytest.MonkeyPatch, mode: int = 0o700) -> Path:
    path.mkdir(parents=True)
    os.chmod(path, mode)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(path))
    return path


def _round_trip(qtbot: QtBot, name: str) -> None:
    """A later launch asks to come forward and the listening director hears it."""
    beacon = DirectorBeacon(name)
    try:
        assert beacon.listening
        heard: list[bool] = []
        beacon.come_forward.connect(lambda: heard.append(True))
        assert ask_to_come_forward(name)
        qtbot.waitUntil(lambda: heard == [True])
    finally:
        beacon.close()
    assert not ask_to_come_forward(name, timeout_ms=200)


# The socket's folder ------------------------------------------------------------------------


def test_the_socket_lives_in_a_private_run_folder_of_the_data_folder(
    qtbot: QtBot, data: Path
) -> None:
    name = server_name(paths.tournaments_dir(data))
    socket = Path(name)
    assert socket.is_absolute()
    assert socket.parent == data / "run"
    assert socket.parent != Path(tempfile.gettempdir())  # not a predictable name under /tmp
    beacon = DirectorBeacon(name)
    try:
        assert beacon.listening
        assert stat.S_ISSOCK(os.lstat(socket).st_mode)
        folder = os.lstat(socket.parent)
        assert stat.S_IMODE(folder.st_mode) == 0o700
        assert folder.st_uid == os.getuid()
    finally:
        beacon.close()
    _round_trip(qtbot, name)


def test_a_private_runtime_dir_is_preferred(
    qtbot: QtBot, tmp_path: Path, data: Path, monkeypatch: pytest.MonkeyPatch, short_dir: Path
) -> None:
    runtime = _runtime_dir(short_dir / "runtime", monkeypatch)
    name = server_name(paths.tournaments_dir(data))
    assert Path(name).parent == runtime / "dealer-assist"
    _round_trip(qtbot, name)
    assert _mode(runtime / "dealer-assist") == 0o700
    assert not (data / "run").exists()


def test_each_data_folder_has_its_own_socket(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, short_dir: Path
) -> None:
    _runtime_dir(short_dir / "runtime", monkeypatch)
    one = server_name(paths.tournaments_dir(tmp_path / "one"))
    two = server_name(paths.tournaments_dir(tmp_path / "two"))
    assert one != two
    assert server_name(paths.tournaments_dir(tmp_path / "one")) == one  # the same every launch


def test_a_runtime_dir_open_to_others_is_not_used(
    qtbot: QtBot, tmp_path: Path, data: Path, monkeypatch: pytest.MonkeyPatch, short_dir: Path
) -> None:
    runtime = _runtime_dir(short_dir / "runtime", monkeypatch, mode=0o755)
    name = server_name(paths.tournaments_dir(data))
    assert Path(name).parent == data / "run"
    _round_trip(qtbot, name)
    assert not (runtime / "dealer-assist").exists()
    assert _mode(runtime) == 0o755  # not ours to change


def test_a_runtime_dir_that_is_not_a_folder_is_not_used(
    tmp_path: Path, data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path / "missing"))
    assert Path(server_name(paths.tournaments_dir(data))).parent == data / "run"
    monkeypatch.setenv("XDG_RUNTIME_DIR", "relative/runtime")
    assert Path(server_name(paths.tournaments_dir(data))).parent == data / "run"


@needs_root
def test_a_runtime_dir_of_another_user_is_not_used(
    tmp_path: Path, data: Path, monkeypatch: pytest.MonkeyPatch, short_dir: Path
) -> None:
    runtime = _runtime_dir(short_dir / "runtime", monkeypatch)
    os.chown(runtime, OTHER_UID, -1)
    assert Path(server_name(paths.tournaments_dir(data))).parent == data / "run"


# Squatters: folders and sockets that are not ours ---------------------------------------------


def test_a_run_folder_open_to_others_is_refused(
    data: Path, caplog: pytest.LogCaptureFixture
) -> None:
    name = server_name(paths.tournaments_dir(data))
    run = Path(name).parent
    run.mkdir()
    os.chmod(run, 0o777)
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        beacon = DirectorBeacon(name)
    assert not beacon.listening
    assert not Path(name).exists()
    assert _mode(run) == 0o777  # refused, not quietly "fixed"
    assert any(str(run) in r.getMessage() and "writable" in r.getMessage() for r in caplog.records)


def test_a_squatters_socket_is_not_trusted(
    qtbot: QtBot, data: Path, caplog: pytest.LogCaptureFixture
) -> None:
    from PySide6.QtNetwork import QLocalServer

    name = server_name(paths.tournaments_dir(data))
    run = Path(name).parent
    run.mkdir()
    os.chmod(run, 0o777)  # what another user could do with a folder open to all
    squatter = QLocalServer()
    assert squatter.listen(name)
    try:
        with caplog.at_level(logging.WARNING, logger=LOGGER):
            # A second launch does not take the squatter's answer for a director's.
            assert not ask_to_come_forward(name, timeout_ms=200)
            beacon = DirectorBeacon(name)
        assert not beacon.listening
        qtbot.wait(50)
        assert not squatter.hasPendingConnections()  # nobody even connected to it
        assert stat.S_ISSOCK(os.lstat(name).st_mode)  # and its socket was not ours to remove
    finally:
        squatter.close()


@needs_root
def test_a_run_folder_of_another_user_is_refused(
    data: Path, caplog: pytest.LogCaptureFixture
) -> None:
    name = server_name(paths.tournaments_dir(data))
    run = Path(name).parent
    run.mkdir(mode=0o700)
    os.chown(run, OTHER_UID, -1)
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        beacon = DirectorBeacon(name)
        assert not ask_to_come_forward(name, timeout_ms=200)
    assert not beacon.listening
    assert not Path(name).exists()
    assert os.lstat(run).st_uid == OTHER_UID
    assert any(str(OTHER_UID) in r.getMessage() for r in caplog.records)


def test_a_symlinked_run_folder_is_refused(
    tmp_path: Path, data: Path, caplog: pytest.LogCaptureFixture
) -> None:
    name = server_name(paths.tournaments_dir(data))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir(mode=0o700)
    Path(name).parent.symlink_to(elsewhere)
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        beacon = DirectorBeacon(name)
    assert not beacon.listening
    assert list(elsewhere.iterdir()) == []


def test_a_runtime_subfolder_open_to_others_is_refused(
    tmp_path: Path, data: Path, monkeypatch: pytest.MonkeyPatch, short_dir: Path
) -> None:
    runtime = _runtime_dir(short_dir / "runtime", monkeypatch)
    (runtime / "dealer-assist").mkdir()
    os.chmod(runtime / "dealer-assist", 0o777)
    name = server_name(paths.tournaments_dir(data))
    assert Path(name).parent == runtime / "dealer-assist"
    beacon = DirectorBeacon(name)
    assert not beacon.listening
    assert _mode(runtime / "dealer-assist") == 0o777


def test_a_stale_socket_file_in_our_own_folder_is_replaced(qtbot: QtBot, data: Path) -> None:
    name = server_name(paths.tournaments_dir(data))
    Path(name).parent.mkdir(mode=0o700)
    Path(name).write_text("left by a crashed director\n")
    _round_trip(qtbot, name)


# Unix socket path length --------------------------------------------------------------------


def _padded(base: Path, length: int) -> Path:
    """A folder under `base` whose path is exactly `length` characters long."""
    pad = length - len(str(base)) - 1
    assert 0 < pad < 250, "tmp_path is too long for this test"
    return base / ("p" * pad)


def test_a_too_long_path_takes_a_short_name_in_the_shortest_folder(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    limit = single_instance.MAX_SOCKET_PATH
    _runtime_dir(_padded(tmp_path, limit + 10), monkeypatch)  # far too long
    # run/ leaves room for a short name only: len(run) + 1 + len("director-" + 16 hex) > limit.
    data = _padded(tmp_path, limit - 18 - len("/run"))
    name = server_name(paths.tournaments_dir(data))
    assert Path(name).parent == data / "run"
    assert len(os.fsencode(name)) <= limit
    _round_trip(qtbot, name)


def test_no_folder_short_enough_refuses_to_listen(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    data = _padded(tmp_path, single_instance.MAX_SOCKET_PATH + 5)
    name = server_name(paths.tournaments_dir(data))
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        beacon = DirectorBeacon(name)
    assert not beacon.listening
    assert any("too long" in r.getMessage() for r in caplog.records)
    assert not ask_to_come_forward(name, timeout_ms=200)


def test_windows_keeps_a_plain_pipe_name(monkeypatch: pytest.MonkeyPatch, data: Path) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    name = server_name(data)
    assert name.startswith("dealer-assist-director-")
    assert "/" not in name and "\\" not in name


# Folders the app makes ----------------------------------------------------------------------


def test_made_data_folders_are_private(tmp_path: Path, umask_022: None) -> None:
    chosen = tmp_path / "new" / "data"
    tournaments = paths.tournaments_dir(chosen)
    assert tournaments == chosen / "tournaments"
    for folder in (tmp_path / "new", chosen, tournaments):
        assert _mode(folder) == 0o700, folder


def test_made_folders_are_private_whatever_the_umask(tmp_path: Path) -> None:
    old = os.umask(0o277)  # mkdir alone would give 0500
    try:
        made = paths.data_dir(tmp_path / "odd")
    finally:
        os.umask(old)
    assert _mode(made) == 0o700


def test_the_default_data_folder_is_made_private(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, umask_022: None
) -> None:
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "from-env"))
    assert _mode(paths.data_dir()) == 0o700
    assert _mode(paths.tournaments_dir()) == 0o700


def test_an_existing_chosen_folder_keeps_its_modes(tmp_path: Path, umask_022: None) -> None:
    chosen = tmp_path / "chosen"
    chosen.mkdir()
    os.chmod(chosen, 0o755)
    tournaments = paths.tournaments_dir(chosen)
    assert _mode(chosen) == 0o755
    assert _mode(tournaments) == 0o700  # made by the app
    os.chmod(tournaments, 0o755)
    paths.tournaments_dir(chosen)
    assert _mode(tournaments) == 0o755  # existing: the person's modes stay


def test_a_file_where_the_data_folder_should_be_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    with pytest.raises(FileExistsError):
        paths.data_dir(tmp_path / "file")
