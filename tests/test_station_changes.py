"""The station's one change notice ([7/13]): every view redraws from `QtSession.changed`, one
notice a command, read from the state, never from another view's widgets or a hand-called
refresh."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

from dealer_assist.core.hand.hand_events import ActionKind
from dealer_assist.core.hand.hand_state import Stakes
from dealer_assist.core.table.station_events import CommandStarted
from dealer_assist.core.table.station_level import fixed_level
from dealer_assist.house_books import house_rules
from dealer_assist.store.table_session import TableSession
from dealer_assist.ui.common.qt_session import Change, QtSession
from dealer_assist.ui.station.action_panel import ActionPanel
from dealer_assist.ui.station.table_station import TableStation, centre_lines

START_MS = 1_700_000_000_000


def now() -> int:
    return START_MS


@pytest.fixture
def session(tmp_path: Path):
    station = TableSession.open(
        tmp_path / "t.journal",
        house_rules("ubetcha"),
        now_ms=now,
        level=fixed_level(Stakes(100, 200)),
    )
    station.open_demo()
    yield station
    station.close()


def notices(changes: QtSession) -> list[Change]:
    heard: list[Change] = []
    changes.changed.connect(heard.append)
    return heard


def test_a_command_sent_to_the_session_redraws_the_panel_and_the_ring(qtbot, session) -> None:
    window = TableStation(session, now)
    qtbot.addWidget(window)
    panel = window.panel
    assert panel.street.text() == "Between hands"
    assert window.ring.view.centre_text == "No hand in progress"
    session.deal()  # not through a widget: only the notice can tell the views
    assert panel.street.text() == "Preflop"
    hand = session.hand
    assert hand is not None and hand.to_act is not None
    assert panel.to_act.text().startswith(f"Seat {hand.to_act} ")
    assert window.ring.view.centre_text.startswith(f"Pot {hand.pot_total:,}")
    session.act(ActionKind.FOLD)
    assert not panel.to_act.text().startswith(f"Seat {hand.to_act} ")
    assert panel.undo_button.isEnabled() and "Fold" in panel.undo_button.toolTip()


def test_one_tap_is_one_notice_carrying_its_events(qtbot, session) -> None:
    window = TableStation(session, now)
    qtbot.addWidget(window)
    window.panel.deal_button.click()
    heard = notices(window.changes)
    window.panel.call_button.click()
    assert len(heard) == 1
    (change,) = heard
    assert change.state is session.state
    assert isinstance(change.events[0], CommandStarted) and change.events[0].events == 1
    assert change.events[1] is session.state.hand_events[-1]


def test_a_refusal_sends_no_notice_and_says_why(qtbot, session) -> None:
    panel = ActionPanel(session, now)
    qtbot.addWidget(panel)
    heard = notices(panel.changes)
    panel.undo()  # nothing to undo before the first deal
    assert heard == []
    assert "Nothing to undo" in panel.message.text()


def test_the_felt_centre_is_read_from_the_state_not_the_panel(session) -> None:
    assert centre_lines(session.state) == ("No hand in progress", [])
    session.deal()
    title, lines = centre_lines(session.state)
    hand = session.hand
    assert hand is not None and title == f"Pot {hand.pot_total:,}"
    assert lines == [("Main: " + " ".join(map(str, hand.positions.dealt_in)), hand.pot_total)]


def test_a_reread_redraws_with_no_event(qtbot, session) -> None:
    panel = ActionPanel(session, now)
    qtbot.addWidget(panel)
    heard = notices(panel.changes)
    panel.changes.reread()
    assert [c.events for c in heard] == [()] and heard[0].state is session.state


def test_a_bridge_gone_with_its_widget_stops_listening(qtbot, session) -> None:
    owner = QWidget()
    QtSession(session.session, owner)
    listening = len(session.session._listeners)
    owner.deleteLater()
    qtbot.waitUntil(lambda: len(session.session._listeners) == listening - 1)
    session.deal()  # no listener left on a deleted object: nothing logged, the deal stands
    assert session.hand is not None
