"""The dealer button and the blinds on the station's seat ring at every moment of a night:
before the first hand, in a hand, between hands, after a bust-out (dead button, dead small
blind), after a restart, after an undo. Read from the ring's view-model (what it paints), and
between hands compared with what the next deal then does."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_assist.core.hand.hand_events import ActionKind
from dealer_assist.core.hand.hand_state import Phase, Stakes
from dealer_assist.core.table.station_level import fixed_level
from dealer_assist.core.table.table import LeaveReason
from dealer_assist.house_books import house_rules
from dealer_assist.store.table_session import TableSession
from dealer_assist.ui.station.seat_ring import Markers, SeatRing, SeatView
from dealer_assist.ui.station.table_station import TableStation

START_MS = 1_700_000_000_000


def now() -> int:
    return START_MS


def open_session(path: Path) -> TableSession:
    session = TableSession.open(
        path, house_rules("ubetcha"), now_ms=now, level=fixed_level(Stakes(100, 200))
    )
    session.open_demo()  # six players on seats 1-6, the button placed on seat 1
    return session


@pytest.fixture
def journal(tmp_path: Path) -> Path:
    return tmp_path / "t.journal"


@pytest.fixture
def session(journal: Path):
    station = open_session(journal)
    yield station
    station.close()


def station(qtbot, session: TableSession) -> TableStation:
    window = TableStation(session, now)
    qtbot.addWidget(window)
    return window


def shown(window: TableStation) -> dict[str, object]:
    """The seat of each marker the ring paints (None: nowhere), and the dead ones."""
    seats = window.ring.view.seats

    def where(flag: str) -> int | tuple[int, ...] | None:
        found = tuple(n for n, view in sorted(seats.items()) if getattr(view, flag))
        return found[0] if len(found) == 1 else (found or None)

    return {
        "button": where("button"),
        "dead_button": where("dead_button"),
        "small_blind": where("small_blind"),
        "dead_small_blind": where("dead_small_blind"),
        "big_blind": where("big_blind"),
    }


def marks(
    button: int | None = None,
    small_blind: int | None = None,
    big_blind: int | None = None,
    *,
    dead_button: int | None = None,
    dead_small_blind: int | None = None,
) -> dict[str, object]:
    return {
        "button": button,
        "dead_button": dead_button,
        "small_blind": small_blind,
        "dead_small_blind": dead_small_blind,
        "big_blind": big_blind,
    }


def of_hand(session: TableSession) -> dict[str, object]:
    """The markers of the hand in progress, as the core placed them."""
    p = session.hand.positions
    return marks(
        None if p.button_is_dead else p.button,
        p.small_blind,
        p.big_blind,
        dead_button=p.button if p.button_is_dead else None,
    )


def walk(session: TableSession) -> None:
    """Everyone folds to the big blind, who takes the pot."""
    while session.hand.to_act is not None:
        session.act(ActionKind.FOLD)
    session.award({})


def next_hand(window: TableStation) -> None:
    """The dealer's "Next hand" tap on a finished hand: settled, the table between hands."""
    window.panel.next_hand()
    assert window.session.hand is None


def bust_the_big_blind(session: TableSession, window: TableStation) -> None:
    """Button 1, small blind 2, big blind 3 (Chloe, 8,000): seat 4 puts Chloe all in and
    wins; the station goes on to the next hand."""
    session.deal()
    session.act(ActionKind.ALL_IN)  # seat 4
    for _ in range(4):  # seats 5, 6, 1, 2
        session.act(ActionKind.FOLD)
    session.act(ActionKind.CALL)  # seat 3 all-in
    session.award({0: (4,)})
    next_hand(window)


def test_before_the_first_hand_the_ring_shows_the_placed_button_and_the_blinds_due(
    qtbot, session
) -> None:
    window = station(qtbot, session)
    assert shown(window) == marks(1, 2, 3)


def test_in_a_hand_the_ring_shows_the_hands_button_and_blinds(qtbot, session) -> None:
    window = station(qtbot, session)
    window.panel.deal_button.click()
    assert shown(window) == of_hand(session) == marks(1, 2, 3)
    session.act(ActionKind.CALL)
    assert shown(window) == marks(1, 2, 3)


def test_between_hands_the_ring_shows_where_the_next_deal_puts_them(qtbot, session) -> None:
    window = station(qtbot, session)
    window.panel.deal_button.click()
    walk(session)
    assert shown(window) == marks(1, 2, 3)  # finished, not settled yet: still this hand's
    next_hand(window)
    assert shown(window) == marks(2, 3, 4)
    session.deal()
    assert shown(window) == of_hand(session) == marks(2, 3, 4)
    walk(session)
    next_hand(window)
    assert shown(window) == marks(3, 4, 5)


def test_a_bust_out_leaves_a_dead_button_on_the_empty_seat(qtbot, session) -> None:
    window = station(qtbot, session)
    session.deal()  # button 1, small blind 2 (Ben, 12,500), big blind 3
    session.act(ActionKind.ALL_IN)  # seat 4, 30,000
    for _ in range(3):  # seats 5, 6, 1
        session.act(ActionKind.FOLD)
    session.act(ActionKind.CALL)  # seat 2 all-in
    session.act(ActionKind.FOLD)  # seat 3
    session.award({0: (4,)})
    next_hand(window)
    assert session.table.player(2) is None
    # Applewood dead button: the button goes to the seat the small blind held, now empty.
    assert shown(window) == marks(None, 3, 4, dead_button=2)
    assert window.ring.view.seat(2).empty
    session.deal()
    assert session.hand.positions.button_is_dead
    assert shown(window) == of_hand(session) == marks(None, 3, 4, dead_button=2)


def test_a_busted_big_blind_leaves_a_dead_small_blind_on_his_seat(qtbot, session) -> None:
    window = station(qtbot, session)
    bust_the_big_blind(session, window)
    # Nobody posts the small blind (last hand's big blind is gone): it is dead on seat 3.
    assert shown(window) == marks(2, None, 4, dead_small_blind=3)
    session.deal()
    hand = session.hand.positions
    assert (hand.button, hand.small_blind, hand.big_blind) == (2, None, 4)
    assert shown(window) == marks(2, None, 4, dead_small_blind=3)


def test_a_restarted_station_shows_the_markers_between_hands_and_in_a_hand(qtbot, journal) -> None:
    first = open_session(journal)
    window = station(qtbot, first)
    first.deal()
    walk(first)
    next_hand(window)
    window.close()
    first.close()

    again = open_session(journal)
    try:
        window = station(qtbot, again)
        assert shown(window) == marks(2, 3, 4)
        again.deal()
        window.close()
    finally:
        again.close()
    again = open_session(journal)
    try:
        window = station(qtbot, again)  # reopened in the middle of hand 2
        assert shown(window) == of_hand(again) == marks(2, 3, 4)
    finally:
        again.close()


def test_undoing_a_hands_last_action_and_its_settlement_puts_its_markers_back(
    qtbot, session
) -> None:
    window = station(qtbot, session)
    session.deal()
    walk(session)
    assert session.hand.phase is not Phase.BETTING
    next_hand(window)
    assert shown(window) == marks(2, 3, 4)
    window.panel.undo_button.click()  # the settlement: hand 1 is back, paid
    assert session.hand is not None and session.hand.awarded
    assert shown(window) == marks(1, 2, 3)
    window.panel.undo_button.click()  # the award
    assert shown(window) == marks(1, 2, 3)
    window.panel.undo_button.click()  # its last fold: hand 1 is back in play
    assert session.hand.phase is Phase.BETTING and session.hand.to_act is not None
    assert shown(window) == marks(1, 2, 3)
    for _ in range(3):
        window.panel.redo_button.click()
    assert session.hand is None
    assert shown(window) == marks(2, 3, 4)


def test_a_button_placed_again_shows_at_once_between_hands(qtbot, session) -> None:
    asked: list[str] = []
    window = TableStation(session, now, confirm=lambda question: asked.append(question) or True)
    qtbot.addWidget(window)
    session.deal()
    walk(session)
    next_hand(window)
    assert window.move_button(5)
    assert asked  # hands were played: a new button restarts the rotation
    assert shown(window) == marks(5, 6, 1)


def test_markers_follow_the_plan_and_a_dead_button_is_dead_even_on_a_seated_newcomer(
    qtbot,
) -> None:
    ring = SeatRing(6)
    qtbot.addWidget(ring)
    seats = {n: {"name": f"P{n}", "stack": 1000, "small_blind": n == 1} for n in (1, 2, 4, 5)}
    markers = Markers(button=2, button_dead=True, small_blind_dead=3, big_blind=4)
    ring.show_station(seats, button=None, to_act=None, markers=markers)
    view = ring.view
    assert view.seat(2).dead_button and not view.seat(2).button and not view.seat(2).empty
    assert view.seat(3) == SeatView(dead_small_blind=True)
    assert view.seat(4).big_blind
    # The markers replace the seats' own flags: one small blind, where the plan puts it.
    assert not any(view.seat(n).small_blind for n in range(1, 7))
    ring.show_station(seats, button=None, to_act=None, markers=Markers(button=3))
    assert ring.view.seat(3).dead_button  # an empty seat's button is dead whatever it says


def test_heads_up_the_button_posts_the_small_blind_on_one_seat(qtbot, session) -> None:
    window = station(qtbot, session)
    session.deal()  # button 1, small blind 2, big blind 3
    walk(session)
    next_hand(window)
    for seat in (3, 4, 5, 6):
        session.leave(seat, LeaveReason.MOVED, to_table=2)
    assert shown(window) == marks(2, 2, 1)
    session.deal()
    assert session.hand.positions.heads_up
    assert shown(window) == of_hand(session) == marks(2, 2, 1)


def test_a_newcomer_on_the_button_seat_waits_and_the_button_on_him_is_dead(qtbot, session) -> None:
    window = station(qtbot, session)
    session.deal()  # button 1, small blind 2, big blind 3
    walk(session)
    next_hand(window)
    session.leave(2, LeaveReason.MOVED, to_table=2)
    session.seat_player(2, "Gus", 10_000)  # new to the table, where the button is due
    assert shown(window) == marks(None, 3, 4, dead_button=2)
    assert window.ring.view.seat(2).name == "Gus"
    session.deal()
    assert session.table.last.positions.waiting == (2,)
    assert window.ring.view.seat(2).waiting
    assert shown(window) == of_hand(session) == marks(None, 3, 4, dead_button=2)


def test_a_newcomer_on_the_dead_small_blinds_seat_waits_and_the_blind_stays_dead(
    qtbot, session
) -> None:
    window = station(qtbot, session)
    bust_the_big_blind(session, window)
    session.seat_player(3, "Gus", 10_000)  # new, on the seat the small blind is due on
    assert shown(window) == marks(2, None, 4, dead_small_blind=3)
    session.deal()
    assert session.table.last.positions.waiting == (3,)
    assert shown(window) == marks(2, None, 4, dead_small_blind=3)
