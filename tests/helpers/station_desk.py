"""A table station on the demo table at 100/200, shown at 1024x600 (fixture `station`)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dealer_assist.core.hand.hand_state import Stakes
from dealer_assist.core.table.station_level import fixed_level
from dealer_assist.house_books import house_rules
from dealer_assist.store.table_session import TableSession
from dealer_assist.ui.station.table_station import TableStation

T0 = 1_700_000_000_000


@pytest.fixture
def station(qtbot: QtBot, tmp_path: Path) -> Iterator[TableStation]:
    session = TableSession.open(
        tmp_path / "t.journal",
        house_rules("ubetcha"),
        now_ms=lambda: T0,
        level=fixed_level(Stakes(100, 200)),
    )
    session.open_demo()
    desk = TableStation(session, lambda: T0)
    qtbot.addWidget(desk)
    desk.resize(1024, 600)
    desk.show()
    qtbot.waitExposed(desk)
    yield desk
    session.close()
