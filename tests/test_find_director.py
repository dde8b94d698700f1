"""The "find the director" dialog and `join_address` (`ui/common/find_director.py`), fed by a
fake browser and a fake probe: no network."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from dealer_assist.sync.discovery import FoundDirector
from dealer_assist.sync.protocol import PROTOCOL_VERSION
from dealer_assist.ui.common.find_director import (
    NONE_FOUND,
    SEVERAL,
    FindDirectorDialog,
    join_address,
)

FRIDAY = FoundDirector(
    "Friday on hall-pc", "Friday night", "t1", "192.168.1.20", 8765, PROTOCOL_VERSION
)
SUNDAY = FoundDirector(
    "Sunday on bar-pc", "Sunday deepstack", "t2", "192.168.1.31", 9000, PROTOCOL_VERSION
)
OLD = FoundDirector("Old on attic", "Old game", "t3", "192.168.1.40", 8765, PROTOCOL_VERSION + 1)


class FakeDirectors:
    """A browser whose network is the test: `announce` and `withdraw` directors."""

    def __init__(self, *found: FoundDirector, error: str = "") -> None:
        self._found = {d.address: d for d in found}
        self.changes = 0
        self.error = error
        self.started = self.restarted = self.closed = 0

    def announce(self, director: FoundDirector) -> None:
        self._found[director.address] = director
        self.changes += 1

    def withdraw(self, director: FoundDirector) -> None:
        del self._found[director.address]
        self.changes += 1

    def start(self) -> bool:
        self.started += 1
        return not self.error

    def found(self) -> list[FoundDirector]:
        return sorted(self._found.values(), key=lambda d: d.name)

    def restart(self) -> bool:
        self.restarted += 1
        self._found.clear()
        self.changes += 1
        return not self.error

    def close(self) -> None:
        self.closed += 1


class FakeProbe:
    """Directors that answer at `up`; every call is kept."""

    def __init__(self, *up: tuple[str, int]) -> None:
        self.up = set(up)
        self.calls: list[tuple[str, int]] = []
        self._lock = threading.Lock()

    def __call__(self, host: str, port: int) -> str:
        with self._lock:
            self.calls.append((host, port))
            return "" if (host, port) in self.up else "connection refused"


def _dialog(qtbot: QtBot, source: FakeDirectors, probe: FakeProbe, **kwargs: object):  # type: ignore[no-untyped-def]
    dialog = FindDirectorDialog(source, probe=probe, **kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _rows(dialog: FindDirectorDialog) -> list[str]:
    return [dialog.directors.item(i).text() for i in range(dialog.directors.count())]


def test_the_list_follows_directors_as_they_come_and_go(qtbot: QtBot) -> None:
    source = FakeDirectors()
    dialog = _dialog(qtbot, source, FakeProbe())
    assert _rows(dialog) == []
    source.announce(FRIDAY)
    qtbot.waitUntil(lambda: len(_rows(dialog)) == 1)
    assert "Friday night" in _rows(dialog)[0] and "192.168.1.20:8765" in _rows(dialog)[0]
    source.announce(SUNDAY)
    qtbot.waitUntil(lambda: len(_rows(dialog)) == 2)
    assert dialog.status.text() == SEVERAL
    source.withdraw(FRIDAY)
    qtbot.waitUntil(lambda: len(_rows(dialog)) == 1)
    assert "Sunday deepstack" in _rows(dialog)[0]


def test_choosing_a_director_and_join_checks_it_answers(qtbot: QtBot) -> None:
    probe = FakeProbe(("192.168.1.31", 9000))
    dialog = _dialog(qtbot, FakeDirectors(FRIDAY, SUNDAY), probe)
    dialog.directors.item(1).setSelected(True)  # Sunday (the list is by name)
    assert dialog.field.text() == "192.168.1.31:9000"
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert dialog.chosen == ("192.168.1.31", 9000)
    assert probe.calls == [("192.168.1.31", 9000)]


def test_a_director_that_does_not_answer_is_said_and_the_dialog_stays(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, FakeDirectors(FRIDAY), FakeProbe())
    dialog.directors.item(0).setSelected(True)
    dialog.join()
    qtbot.waitUntil(lambda: "Cannot reach" in dialog.status.text())
    assert "192.168.1.20:8765: connection refused" in dialog.status.text()
    assert dialog.isVisible() and dialog.chosen is None
    assert dialog.join_button.isEnabled()  # can try again


def test_another_version_is_greyed_and_cannot_be_chosen(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, FakeDirectors(OLD), FakeProbe())
    item = dialog.directors.item(0)
    assert "another version of Dealer Assist (protocol" in item.text()
    assert not item.flags() & Qt.ItemFlag.ItemIsEnabled
    qtbot.mouseClick(
        dialog.directors.viewport(),
        Qt.MouseButton.LeftButton,
        pos=dialog.directors.visualItemRect(item).center(),
    )
    assert dialog.field.text() == "" and not dialog.join_button.isEnabled()


@pytest.mark.parametrize(
    ("typed", "problem"),
    [("host:99999", "the port is a number from 1 to 65535"), ("two words", "not a host")],
)
def test_a_typed_address_is_checked_as_it_is_typed(qtbot: QtBot, typed: str, problem: str) -> None:
    probe = FakeProbe(("10.0.0.5", 9000))
    dialog = _dialog(qtbot, FakeDirectors(), probe)
    qtbot.keyClicks(dialog.field, typed)
    assert problem in dialog.field_problem.text()
    assert not dialog.join_button.isEnabled()
    dialog.join()  # Enter in a wrong field does nothing
    assert probe.calls == []
    dialog.field.clear()
    qtbot.keyClicks(dialog.field, "10.0.0.5:9000")
    assert dialog.field_problem.text() == "" and dialog.join_button.isEnabled()
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    assert dialog.chosen == ("10.0.0.5", 9000)


def test_none_found_says_so_and_retry_listens_again(qtbot: QtBot) -> None:
    source = FakeDirectors()
    dialog = _dialog(qtbot, source, FakeProbe(), message=NONE_FOUND)
    assert "No director found" in dialog.status.text()
    qtbot.mouseClick(dialog.retry_button, Qt.MouseButton.LeftButton)
    assert source.restarted == 1
    assert "Looking for directors" in dialog.status.text()
    source.announce(FRIDAY)
    qtbot.waitUntil(lambda: dialog.directors.count() == 1)
    assert dialog.status.text() == SEVERAL


def test_cancel_chooses_nothing(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, FakeDirectors(FRIDAY), FakeProbe(("192.168.1.20", 8765)))
    with qtbot.waitSignal(dialog.rejected):
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.chosen is None


# -- join_address: what `--join` does before the window opens ------------------------------------
def _never_asked(dialog: FindDirectorDialog) -> None:
    raise AssertionError(f"the dialog was shown: {dialog.status.text()}")


def test_one_director_found_is_joined_without_a_dialog(qtbot: QtBot) -> None:
    source = FakeDirectors(FRIDAY)
    address = join_address(
        None, source, probe=FakeProbe(("192.168.1.20", 8765)), listen_ms=10, ask=_never_asked
    )
    assert address == ("192.168.1.20", 8765)
    assert (source.started, source.closed) == (1, 1)


def test_a_given_address_that_answers_is_joined_without_listening(qtbot: QtBot) -> None:
    source = FakeDirectors(FRIDAY)
    probe = FakeProbe(("10.0.0.5", 8765))
    assert join_address(("10.0.0.5", 8765), source, probe=probe, ask=_never_asked) == (
        "10.0.0.5",
        8765,
    )
    assert source.started == 0


class Asked:
    """Plays the person at the dialog: records what it said, then does `then`."""

    def __init__(self, qtbot: QtBot, then: str = "cancel", row: int = 0) -> None:
        self.qtbot, self.then, self.row = qtbot, then, row
        self.status = ""
        self.rows: list[str] = []
        self.field = ""

    def __call__(self, dialog: FindDirectorDialog) -> None:
        self.qtbot.addWidget(dialog)
        dialog.show()
        self.status, self.rows, self.field = (
            dialog.status.text(),
            _rows(dialog),
            dialog.field.text(),
        )
        if self.then == "cancel":
            dialog.reject()
            return
        dialog.directors.item(self.row).setSelected(True)
        dialog.join()
        self.qtbot.waitUntil(lambda: dialog.result() == QDialog.DialogCode.Accepted)


@pytest.mark.parametrize(
    ("found", "said"),
    [
        ((), "No director found on this network"),
        ((FRIDAY, SUNDAY), SEVERAL),
        ((OLD,), "runs another version of Dealer Assist"),
    ],
)
def test_none_several_or_another_version_shows_the_dialog(
    qtbot: QtBot, found: tuple[FoundDirector, ...], said: str
) -> None:
    source = FakeDirectors(*found)
    asked = Asked(qtbot)
    assert join_address(None, source, probe=FakeProbe(), listen_ms=10, ask=asked) is None
    assert said in asked.status
    assert len(asked.rows) == len(found)
    assert source.closed == 1


def test_several_found_the_one_chosen_is_joined(qtbot: QtBot) -> None:
    probe = FakeProbe(("192.168.1.31", 9000))
    asked = Asked(qtbot, then="join", row=1)
    address = join_address(
        None, FakeDirectors(FRIDAY, SUNDAY), probe=probe, listen_ms=10, ask=asked
    )
    assert address == ("192.168.1.31", 9000)


def test_one_found_that_does_not_answer_shows_the_dialog(qtbot: QtBot) -> None:
    asked = Asked(qtbot)
    assert (
        join_address(None, FakeDirectors(FRIDAY), probe=FakeProbe(), listen_ms=10, ask=asked)
        is None
    )
    assert "Found Friday on hall-pc, but cannot reach it: connection refused" in asked.status


def test_a_browser_that_cannot_start_says_why(qtbot: QtBot) -> None:
    asked = Asked(qtbot)
    source = FakeDirectors(error="cannot look for directors: no network")
    assert join_address(None, source, probe=FakeProbe(), listen_ms=10, ask=asked) is None
    assert asked.status == "cannot look for directors: no network"


def test_a_given_address_that_fails_opens_the_dialog_and_is_tried_again(qtbot: QtBot) -> None:
    """The TV started before the director: the dialog joins by itself once it answers."""
    probe = FakeProbe()
    seen: list[str] = []

    def director_starts_later(dialog: FindDirectorDialog) -> None:
        qtbot.addWidget(dialog)
        dialog.show()
        seen.extend([dialog.status.text(), dialog.field.text()])
        probe.up.add(("10.0.0.5", 8765))  # the director starts serving
        qtbot.waitUntil(lambda: dialog.result() == QDialog.DialogCode.Accepted)

    address = join_address(
        ("10.0.0.5", 8765),
        FakeDirectors(),
        probe=probe,
        retry_every_ms=50,
        ask=director_starts_later,
    )
    assert address == ("10.0.0.5", 8765)
    assert seen == [
        "Cannot reach the director at 10.0.0.5:8765: connection refused. Trying again every "
        "few seconds; or choose or type another.",
        "10.0.0.5:8765",
    ]
    assert len(probe.calls) >= 2
