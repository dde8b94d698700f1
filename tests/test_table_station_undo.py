"""Undo and redo at the table station: every dealer's command (an award of any number of pots,
cards speak with the board typed in, a settlement) is one step, taken back and put back whole.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from test_action_panel import FakeClock, click, open_panel

from dealer_assist.core.hand.hand_events import ActionKind, PotAwarded
from dealer_assist.core.hand.hand_state import Phase
from dealer_assist.ui.station.action_panel import PAGE_DONE, PAGE_SHOWDOWN


@pytest.fixture
def table(qtbot, tmp_path: Path):
    clock = FakeClock()
    session, panel = open_panel(qtbot, tmp_path / "table.journal", clock)
    yield session, panel
    session.close()


def three_pots(session) -> None:  # noqa: ANN001 - a TableSession
    """Demo table, button 1: Dev (4) all-in 30,000, Eun (5) calls all-in 4,200, Femi (6) calls
    all-in 15,000, Ana (1) and Ben (2) fold, Chloe (3) calls all-in 8,000: three pots."""
    session.deal()
    for kind in (
        ActionKind.ALL_IN,
        ActionKind.CALL,
        ActionKind.CALL,
        ActionKind.FOLD,
        ActionKind.FOLD,
        ActionKind.CALL,
    ):
        session.act(kind)
    assert session.hand.phase is Phase.SHOWDOWN


def paid(session) -> dict[int, tuple[int, ...]]:  # noqa: ANN001
    return {e.pot: e.winners for e in session.state.hand_events if isinstance(e, PotAwarded)}


def test_one_undo_takes_back_a_three_pot_award_and_a_new_award_pays_the_new_winners(
    table,
) -> None:
    session, panel = table
    three_pots(session)
    panel.refresh()
    before = session.state.hand
    click(panel.award_button)
    dialog = panel.award_dialog
    assert set(dialog.winner_buttons) == {0, 1, 2}
    dialog.pick(0, 5)
    dialog.pick(1, 3)
    dialog.pick(2, 6)
    click(dialog.award_button)
    assert paid(session) == {0: (5,), 1: (3,), 2: (6,)}
    assert panel.pages.currentIndex() == PAGE_DONE

    click(panel.undo_button)  # once
    assert session.hand == before  # every pot unpaid, as the screen shows
    assert paid(session) == {}
    assert panel.pages.currentIndex() == PAGE_SHOWDOWN

    click(panel.award_button)
    dialog = panel.award_dialog
    for pot in (0, 1, 2):
        dialog.pick(pot, 4)
    click(dialog.award_button)
    assert paid(session) == {0: (4,), 1: (4,), 2: (4,)}  # no old side-pot winner kept
    assert session.hand.phase is Phase.COMPLETE


def test_one_undo_takes_back_cards_speak_with_the_board_typed_in(table) -> None:
    """Cards speak with the board typed in the dialog records the streets, shows the cards
    and pays three pots: one command, one Undo (it took seven presses)."""
    session, panel = table
    three_pots(session)
    before = session.state
    session.award_by_cards({3: "9h9d", 4: "2c3d", 5: "KsKd", 6: "AsAd"}, "9c 2s 5d Kh Qc")
    assert session.hand.phase is Phase.COMPLETE and len(session.hand.board) == 5
    panel.refresh()
    click(panel.undo_button)
    assert session.state.hand == before.hand
    assert session.state.hand_events == before.hand_events
    assert not panel.undo_button.isEnabled() or session.can_undo()


def test_redo_puts_the_award_back_whole_by_button_and_by_ctrl_shift_z(qtbot, table) -> None:
    session, panel = table
    three_pots(session)
    panel.refresh()
    session.award({0: [5], 1: [3], 2: [6]})
    after = session.state.hand
    panel.refresh()
    assert not panel.redo_button.isEnabled()
    click(panel.undo_button)
    assert session.hand.awarded == ()
    click(panel.redo_button)
    assert session.hand == after
    assert panel.pages.currentIndex() == PAGE_DONE

    from dealer_assist.ui.station.table_station import TableStation

    station = TableStation(session, FakeClock(), rulings_factory=lambda: None)
    qtbot.addWidget(station)
    qtbot.keyClick(station, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.hand.awarded == ()
    qtbot.keyClick(
        station,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert session.hand == after


def test_undo_and_redo_survive_a_restart(qtbot, tmp_path: Path) -> None:
    clock = FakeClock()
    session, _panel = open_panel(qtbot, tmp_path / "t.journal", clock)
    three_pots(session)
    session.award({0: [5], 1: [3], 2: [6]})
    after = session.state.hand
    session.undo()
    session.close()
    session, _panel = open_panel(qtbot, tmp_path / "t.journal", clock)
    assert session.hand.awarded == () and session.can_redo()
    session.redo()
    assert session.hand == after
    session.close()


def test_journals_of_older_versions_still_replay(tmp_path: Path) -> None:
    """Before commands were grouped, each step was journaled bare and undone by
    station.hand_undone (one event per pot) or station.button_undone: those journals fold as
    they did, and nothing in them can be undone by the new Undo."""
    from dealer_assist.core.events import new_event_id
    from dealer_assist.core.hand import hand as hand_engine
    from dealer_assist.core.hand.hand_state import Stakes
    from dealer_assist.core.table.station_events import ButtonPlacementUndone, HandStepsUndone
    from dealer_assist.core.table.station_fold import StationState, apply_station
    from dealer_assist.core.table.station_level import fixed_level
    from dealer_assist.core.table.table import ButtonMethod, ButtonPlaced
    from dealer_assist.house_books import house_rules
    from dealer_assist.store.table_session import TableSession

    session = TableSession.open(
        tmp_path / "old.journal",
        house_rules("ubetcha"),
        now_ms=FakeClock(),
        level=fixed_level(Stakes(100, 200)),
    )
    session.open_demo()
    placed = ButtonPlaced(event_id=new_event_id(), at_ms=0, seat=3, method=ButtonMethod.PLACED)
    session.execute((placed,))
    session.execute(
        (ButtonPlacementUndone(event_id=new_event_id(), at_ms=0, undone=placed.event_id),)
    )
    assert session.table.button_set == 1
    three_pots(session)
    hand = session.hand
    for event in hand_engine.award(hand, {0: [5], 1: [3], 2: [6]}, at_ms=0):
        session.execute((event,))  # one bare event per pot, as older versions wrote them
    last = session.state.hand_events[-1]
    session.execute(
        (
            HandStepsUndone(
                event_id=new_event_id(), at_ms=0, hand_id=hand.hand_id, undone=(last.event_id,)
            ),
        )
    )
    assert len(session.hand.awarded) == 2  # the older behaviour, kept for its journals
    replayed = StationState(session.rules)
    for event in session.session.journal.events():
        replayed = apply_station(replayed, event)
    assert replayed == session.state
    assert not session.can_undo()
    session.close()
