"""Table stations on the demo table at 100/200: shown at 1024x600 (fixture `station`), or
behind the director's PIN with the dialogs' answers given (`open_pin_station`)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from dealer_assist.core.director_pin import DirectorPin
from dealer_assist.core.hand.hand_state import Stakes
from dealer_assist.core.table.station_level import fixed_level
from dealer_assist.house_books import house_rules
from dealer_assist.store.table_session import TableSession
from dealer_assist.ui.station.table_station import TableStation
from helpers.ticking import Ticking

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


class Asked:
    """The PIN dialog hook: answers with the PIN the test gives, and records the questions."""

    def __init__(self, answer: str | None) -> None:
        self.answer = answer
        self.questions: list[str] = []

    def __call__(self, what: str) -> str | None:
        self.questions.append(what)
        return self.answer


def open_pin_station(
    qtbot: QtBot, path: Path, *, pin: str | None, answer: str | None, **hooks: Any
) -> tuple[TableSession, TableStation, Asked]:
    """The demo table behind the director's PIN `pin`, its PIN dialog answering `answer` and
    the station's other dialogs answered by `hooks` (ask_table=..., ask_correction=...)."""
    session = TableSession.open(
        path, house_rules("ubetcha"), now_ms=Ticking(), level=fixed_level(Stakes(100, 200))
    )
    session.open_demo()
    asked = Asked(answer)
    window = TableStation(session, Ticking(), pin=DirectorPin.of(pin), ask_pin=asked, **hooks)
    qtbot.addWidget(window)
    return session, window, asked
