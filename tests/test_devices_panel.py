"""The director's Devices tab against a real server on 127.0.0.1: the room's pairing code (its
countdown, a new one after each pairing, none after an expiry or wrong guesses), the TVs,
browsers and stations with their role, table, address, connection, clock offset and queue,
and a revocation that is asked first and then cuts the station off for good."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from helpers.tournaments import DEMO
from helpers.ws_peers import Peer, night, peers, serving
from PySide6.QtWidgets import QTableWidgetItem
from pytestqt.qtbot import QtBot

from dealer_assist.core import tournament as t
from dealer_assist.core.events import event_to_dict
from dealer_assist.sync.devices import CODE_LIFETIME_MS, MAX_CODE_TRIES
from dealer_assist.sync.hub import Hub
from dealer_assist.sync.room_devices import RoomDevices
from dealer_assist.sync.ws_server import DirectorServer
from dealer_assist.ui.director.devices_panel import (
    COLUMNS,
    DevicesPanel,
    ago,
    offset_text,
)
from dealer_assist.wall_time import system_now_ms as wall_ms

Connect = Callable[..., Peer]


class Clock:
    """The director's time, moved by the test (pairing codes expire)."""

    def __init__(self) -> None:
        self.ms = wall_ms()

    def __call__(self) -> int:
        return self.ms


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def server(qtbot: QtBot, clock: Clock) -> Iterator[DirectorServer]:
    hub = Hub(event_sink=lambda _peer, events: [e.event_id for e in events])
    yield from serving(qtbot, hub, now_ms=clock)


@pytest.fixture
def connect(qtbot: QtBot) -> Iterator[Connect]:
    yield from peers(qtbot)


@pytest.fixture
def panel(qtbot: QtBot, server: DirectorServer, clock: Clock) -> DevicesPanel:
    model = RoomDevices(server.hub, now_ms=clock, revoke=server.revoke)
    widget = DevicesPanel(model, f"127.0.0.1:{server.port}", now_ms=clock)
    qtbot.addWidget(widget)
    widget.resize(1100, 600)
    return widget


def _cells(panel: DevicesPanel) -> list[dict[str, str]]:
    panel.refresh()
    table = panel.table
    return [
        {name: _text(table.item(row, column)) for column, name in enumerate(COLUMNS[:-1])}
        for row in range(table.rowCount())
    ]


def _text(item: QTableWidgetItem | None) -> str:
    return "" if item is None else item.text()


def _code(panel: DevicesPanel) -> str:
    panel.refresh()
    return panel.code_label.text().replace(" ", "")


def _pair(connect: Connect, server: DirectorServer, code: str, table: int, name: str) -> Peer:
    station = connect(server)
    station.send("pair", code=code, table=table, name=name)
    station.wait_for("welcome")
    return station


def test_the_code_pairs_a_station_and_the_next_code_shows_at_once(
    qtbot: QtBot, panel: DevicesPanel, server: DirectorServer, connect: Connect
) -> None:
    assert panel.model.pairing()[0] is None
    assert "No device yet" in panel.summary.text()
    panel.new_code_button.click()
    first = _code(panel)
    assert first.isdigit() and len(first) == 6
    assert panel.expiry_label.text() == "Expires in 3:00"

    station = _pair(connect, server, first, 3, "Tablet three")
    assert station.wait_for("paired")["table"] == 3
    qtbot.waitUntil(lambda: _code(panel) != first)
    second = _code(panel)
    assert second.isdigit() and len(second) == 6
    (row,) = _cells(panel)
    assert row["Name"] == "Tablet three" and row["Role"] == "station, table 3"
    assert row["Address"] == "127.0.0.1" and row["Connection"].startswith("connected since")
    assert panel.revoke_button(0) is not None

    # The first code was used once: a second station cannot reuse it.
    again = connect(server)
    again.send("pair", code=first, table=4, name="copycat")
    assert again.wait_for("error")["code"] == "unauthorized"


def test_tvs_browsers_and_stations_are_listed_with_offset_and_queue(
    qtbot: QtBot, panel: DevicesPanel, server: DirectorServer, connect: Connect, clock: Clock
) -> None:
    server.publish(night())
    tv = connect(server)
    tv.hello("display", name="TV left")
    tv.sync(clock.ms + 7 * 60_000)  # a TV whose clock is seven minutes ahead
    browser = connect(server)
    browser.hello("browser", name="")
    station = _pair(connect, server, panel.model.new_code().code, 2, "Table two")
    event = t.cmd_create("x", "ubetcha", DEMO, clock.ms)
    station.send("events", events=[event_to_dict(event)], queued=7)
    station.wait_for("accepted")

    qtbot.waitUntil(lambda: len(_cells(panel)) == 3)
    rows = _cells(panel)
    assert [r["Role"] for r in rows] == ["station, table 2", "TV", "browser"]  # stations first
    assert rows[0]["Queued"] == "7"
    assert rows[1]["Name"] == "TV left" and rows[1]["Clock"].startswith("+7 min")
    assert rows[1]["Queued"] == "1"  # the state it has not acknowledged
    tv.send("ack", upto=server.hub.seq)
    qtbot.waitUntil(lambda: _cells(panel)[1]["Queued"] == "0")
    assert panel.revoke_button(1) is None and panel.revoke_button(2) is None  # readers only
    assert "3 connected (1 station)" in panel.summary.text()

    # The station goes: it stays in the list, away, with when it was last seen.
    station.close()
    qtbot.waitUntil(lambda: len(_cells(panel)) == 3 and _cells(panel)[2]["Address"] == "—")
    away = _cells(panel)[2]
    assert away["Name"] == "Table two" and away["Connection"] == "last seen just now"
    clock.ms += 5 * 60_000
    assert _cells(panel)[2]["Connection"] == "last seen 5 min ago"


def test_a_revocation_is_asked_first_then_cuts_the_station_off_for_good(
    qtbot: QtBot, panel: DevicesPanel, server: DirectorServer, connect: Connect
) -> None:
    station = _pair(connect, server, panel.model.new_code().code, 5, "Table five")
    token = station.wait_for("paired")["token"]
    qtbot.waitUntil(lambda: panel.revoke_button(0) is not None)
    line = panel.model.lines()[0]

    asked: list[str] = []

    def no(_parent, _title, question: str) -> bool:
        asked.append(question)
        return False

    assert not panel.revoke(line, confirm=no)
    assert "cannot be undone" in asked[0] and "table 5" in asked[0]
    assert not station.disconnected and not server.hub.registry.devices[0].revoked

    assert panel.revoke(line, confirm=lambda *_: True)
    qtbot.waitUntil(lambda: station.disconnected)
    rows = _cells(panel)
    assert rows[0]["Connection"].startswith("revoked") and panel.revoke_button(0) is None

    again = connect(server)
    refused = again.hello("station", token=token, table=5)
    assert refused["code"] == "unauthorized" and "revoked" in refused["message"]


def test_the_revoke_button_asks_the_director(
    qtbot: QtBot,
    panel: DevicesPanel,
    server: DirectorServer,
    connect: Connect,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from dealer_assist.ui.director import director_dialogs

    questions: list[str] = []
    monkeypatch.setattr(director_dialogs, "confirm", lambda _p, _t, q: questions.append(q) or True)
    station = _pair(connect, server, panel.model.new_code().code, 1, "Table one")
    qtbot.waitUntil(lambda: panel.revoke_button(0) is not None)
    panel.revoke_button(0).click()  # type: ignore[union-attr]
    assert len(questions) == 1
    qtbot.waitUntil(lambda: station.disconnected)
    assert server.hub.registry.devices[0].revoked


def test_an_expired_or_withdrawn_code_is_not_renewed_by_itself(
    qtbot: QtBot, panel: DevicesPanel, server: DirectorServer, connect: Connect, clock: Clock
) -> None:
    panel.new_code()
    clock.ms += CODE_LIFETIME_MS - 61_000
    assert _code(panel).isdigit() and panel.expiry_label.text() == "Expires in 1:01"
    clock.ms += 61_000
    assert not _code(panel).isdigit()
    assert panel.expiry_label.text() == "The code expired."

    code = panel.model.new_code().code
    guesser = connect(server)
    wrong = "000000" if code != "000000" else "111111"
    for count in range(1, MAX_CODE_TRIES + 1):
        guesser.send("pair", code=wrong, table=1, name="guess")
        guesser.wait_for("error", count)
    assert not _code(panel).isdigit()
    assert "withdrawn" in panel.expiry_label.text()
    late = connect(server)
    late.send("pair", code=code, table=1, name="late")
    assert late.wait_for("error")["code"] == "unauthorized"


def test_words_for_times_and_offsets() -> None:
    assert ago(2_000) == "just now" and ago(42_000) == "42 s ago"
    assert ago(3 * 60_000) == "3 min ago" and ago(2 * 3_600_000 + 5 * 60_000) == "2 h 05 min ago"
    assert offset_text(None) == "—" and offset_text(12) == "+12 ms"
    assert offset_text(-1_500) == "−1.5 s" and offset_text(7 * 60_000 + 3) == "+7 min"
    assert offset_text(-3 * 3_600_000) == "−3 h 00 min"
    assert offset_text(5 * 60_000 - 40) == "+5 min"  # less the delay: still five minutes
    assert offset_text(2 * 3_600_000 - 200) == "+2 h 00 min"


def test_screenshot_of_the_panel(
    qtbot: QtBot, panel: DevicesPanel, server: DirectorServer, connect: Connect
) -> None:
    """Kept where a person looks at it (DEALER_ASSIST_SCREENSHOTS); always drawn."""
    panel.new_code()
    tv = connect(server)
    tv.hello("display", name="TV by the bar")
    _pair(connect, server, panel.model.new_code().code, 1, "Table 1 tablet")
    qtbot.waitUntil(lambda: len(_cells(panel)) == 2)
    shot = panel.grab()
    assert not shot.isNull()
    folder = os.environ.get("DEALER_ASSIST_SCREENSHOTS")
    if folder:
        shot.save(str(Path(folder) / "devices-panel.png"))
