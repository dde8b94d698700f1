"""Each table's station receives its players and stacks from the director, shows the moves
pending to and from it and hand-for-hand, and seats or lets go the players moved (issue [9/13],
the station side)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from helpers.ticking import START_MS, Ticking

from dealer_assist import paths
from dealer_assist.core import entries as e
from dealer_assist.core import tournament
from dealer_assist.core.hand.hand_state import Stakes
from dealer_assist.core.seating import room as r
from dealer_assist.core.table.station_events import CommandStarted
from dealer_assist.core.table.station_level import fixed_level
from dealer_assist.core.table.table import LeaveReason, PlayerLeft, PlayerSeated, TableError
from dealer_assist.house_books import house_rules
from dealer_assist.resources import resource_path
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.store.session import Session
from dealer_assist.store.table_session import TableSession


def _empty_table(path: Path, seats: int = 9) -> TableSession:
    session = TableSession.open(
        path, house_rules("ubetcha"), now_ms=Ticking(), level=fixed_level(Stakes(100, 200))
    )
    session.open_table("Table 1", seats)
    return session


# -- the station's commands (store) -----------------------------------------------------------


def test_a_tournament_table_opens_empty_with_the_director_s_seats(tmp_path: Path) -> None:
    session = _empty_table(tmp_path / "t.journal", seats=8)
    try:
        assert session.table.name == "Table 1" and session.table.seat_count == 8
        assert session.table.occupied() == ()
        session.open_table("Table 1", 9)  # opened once: reopening keeps it as it is
        assert session.table.seat_count == 8
        assert not session.can_undo()  # opening the table is no dealer's step
    finally:
        session.close()


def test_the_players_placed_here_sit_down_in_one_undoable_command(tmp_path: Path) -> None:
    session = _empty_table(tmp_path / "t.journal")
    try:
        session.seat_player(3, "Cy", 5_000)  # seated by hand before: left alone
        change = session.seat_players(
            [(1, "Ann", 10_000), (2, "Bob", 12_000), (3, "Cy", 10_000), (5, "Dee", 10_000)]
        )
        table = session.table
        assert {s: (table.player(s).name, table.player(s).stack) for s in table.occupied()} == {
            1: ("Ann", 10_000),
            2: ("Bob", 12_000),
            3: ("Cy", 5_000),
            5: ("Dee", 10_000),
        }
        events = session.session.journal.events()
        marker = next(e for e in reversed(events) if isinstance(e, CommandStarted))
        assert marker.events == 3 and marker.label == change.label
        assert "3 players" in change.text and "Ann" in change.text
        assert session.undo_label() == change.label
        session.undo()
        assert session.table.occupied() == (3,)
        session.redo()
        assert session.table.occupied() == (1, 2, 3, 5)
        with pytest.raises(TableError, match="already seated"):
            session.seat_players([(1, "Ann", 10_000)])
    finally:
        session.close()


def test_a_placed_player_whose_seat_is_taken_is_named_and_the_rest_sit(tmp_path: Path) -> None:
    session = _empty_table(tmp_path / "t.journal")
    try:
        session.seat_player(4, "Zed", 5_000)
        change = session.seat_players([(4, "Eve", 10_000), (6, "Fay", 10_000)])
        assert session.table.player(6).name == "Fay"
        assert "Eve" in change.text and "seat 4 is taken by Zed" in change.text
        with pytest.raises(TableError, match="seat 4 is taken by Zed"):
            session.seat_players([(4, "Eve", 10_000)])
    finally:
        session.close()


def test_the_station_remembers_who_left_it_and_undo_forgets(tmp_path: Path) -> None:
    """`StationState.departed`: (name, why) for each bust-out and departure, in order; what
    the room's offers leave out until the director has caught up."""
    session = _empty_table(tmp_path / "t.journal")
    try:
        session.seat_players([(1, "Ann", 100), (2, "Bob", 5_000), (3, "Cy", 5_000)])
        session.leave(3, LeaveReason.LEAVING_EARLY)
        assert session.state.departed == (("Cy", "leaving_early"),)
        session.undo()
        assert session.state.departed == ()
        session.leave(3, LeaveReason.MOVED, to_table=2)
        session.move_button(1)
        session.deal()  # heads-up: Ann (100) is all in on the button, Bob calls
        from dealer_assist.core.hand.hand_events import ActionKind

        while session.hand.to_act is not None:
            session.act(ActionKind.ALL_IN if session.hand.to_act == 1 else ActionKind.CALL)
        session.award({0: [2]})
        session.settle()
        assert session.state.departed == (("Cy", "moved"), ("Ann", "busted"))
    finally:
        session.close()


# -- the director's tournament and two stations on one data folder ----------------------------

UBETCHA = house_rules("ubetcha")
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eva", "Fin", "Gus", "Hal", "Ida", "Jo", "Kit")


def director(data_dir: Path, *, tables: dict[int, int] | None = None) -> Session:
    """The director's tournament journal, written with the core commands: Friday under
    Ubetcha, eleven players bought in, seated by the draw at tables 1 and 2, the clock running."""
    text = resource_path("structures", "demo.toml").read_text(encoding="utf-8")
    library = TournamentLibrary(paths.tournaments_dir(str(data_dir)))
    info = library.create("Friday")
    session = Session(library.open(info.id), tournament.apply, None)
    session.execute(tournament.cmd_create("Friday", "ubetcha", text, START_MS))
    session.execute(e.cmd_settings(session.state, START_MS, buy_in=20))
    for name in NAMES:
        registered = e.cmd_register(session.state, START_MS, name)
        session.execute(registered)
        session.execute(e.cmd_buy_in(session.state, UBETCHA, START_MS, registered.player_id))
    session.execute(r.cmd_set_tables(session.state.room, START_MS, tables or {1: 9, 2: 9}))
    playing = [p.player_id for p in session.state.roster.playing]
    session.execute(
        r.cmd_draw_seats(session.state.room, UBETCHA, START_MS, playing, random.Random(7))
    )
    session.execute(tournament.cmd_start(session.state, START_MS))
    return session


def test_a_station_following_a_tournament_opens_its_table_empty(tmp_path: Path) -> None:
    """No demo players at a tournament's table: its players come from the director, and the
    table has the seats the director gave it (the book's most when he has not set it)."""
    from dealer_assist.app_station import open_station_session

    with director(tmp_path, tables={1: 9, 2: 8}):
        pass
    two, follower = open_station_session(str(tmp_path), None, Ticking(), table=2)
    seven, follower_7 = open_station_session(str(tmp_path), None, Ticking(), table=7)
    try:
        assert two.table.name == "Table 2" and two.table.seat_count == 8
        assert two.table.occupied() == ()
        assert seven.table.seat_count == UBETCHA.max_seats and seven.table.occupied() == ()
    finally:
        for session, follows in ((two, follower), (seven, follower_7)):
            session.close()
            follows.close()


# -- the stations' windows ----------------------------------------------------------------------


class Clock:
    """The stations' wall clock: still unless a test moves it."""

    def __init__(self, now: int = START_MS + 61_000) -> None:
        self.now = now

    def __call__(self) -> int:
        return self.now


def station(qtbot, data_dir: Path, number: int, clock: Clock):
    from dealer_assist.app_station import open_station_session, station_title
    from dealer_assist.ui.station.table_station import TableStation

    session, follower = open_station_session(str(data_dir), None, clock, table=number)
    window = TableStation(
        session, clock, follower=follower, table=number, title=station_title(number, follower)
    )
    qtbot.addWidget(window)
    return window


def close(*windows) -> None:
    for window in windows:
        window.close()
        window.session.close()
        window.follower.close()


def placed_at(state, number: int) -> dict[int, str]:
    return {
        seat: state.roster.get(pid).name for seat, pid in state.room.table(number).players.items()
    }


def seated(window) -> dict[int, tuple[str, int]]:
    table = window.session.table
    return {s: (table.player(s).name, table.player(s).stack) for s in table.occupied()}


def test_each_station_shows_and_seats_the_players_the_director_placed_there(
    qtbot, tmp_path: Path
) -> None:
    d = director(tmp_path)
    one, two = station(qtbot, tmp_path, 1, Clock()), station(qtbot, tmp_path, 2, Clock())
    try:
        starting = d.state.structure.starting_stack
        for number, window in ((1, one), (2, two)):
            placed = placed_at(d.state, number)
            assert window.windowTitle().startswith(f"Dealer Assist: Table {number} · Friday")
            assert window.title.text().startswith(f"Table {number} · Friday")
            assert "Demo" not in window.title.text()
            view = window.ring.view
            # The ring shows each placed player on his seat, still to sit down, with his stack.
            for seat, name in placed.items():
                assert (view.seat(seat).expected, view.seat(seat).expected_stack) == (
                    name,
                    starting,
                )
                assert view.seat(seat).empty
            button = window.room_panel.seat_placed_button
            assert button.isVisibleTo(window)
            assert button.text() == (
                f"Seat the players the director placed here\n{len(placed)} players, each at his "
                "seat with his stack"
            )
            button.click()
            assert seated(window) == {seat: (name, starting) for seat, name in placed.items()}
            assert window.session.undo_label() == "Seat the players the director placed here"
            assert not button.isVisibleTo(window)
            assert not any(window.ring.view.seat(s).expected for s in placed)
        # Each station seated its own: no name at both tables.
        assert not {n for n, _ in seated(one).values()} & {n for n, _ in seated(two).values()}
        # Undo takes the whole seating back, and the offer comes back with it.
        one.panel.undo_button.click()
        assert seated(one) == {} and one.room_panel.seat_placed_button.isVisibleTo(one)
    finally:
        close(one, two)
        d.close()


def test_a_player_seated_by_name_is_left_alone_by_the_offer(qtbot, tmp_path: Path) -> None:
    d = director(tmp_path)
    one = station(qtbot, tmp_path, 1, Clock())
    try:
        placed = placed_at(d.state, 1)
        seat, name = next(iter(sorted(placed.items())))
        one.session.seat_player(seat, name, 1_234)
        one.panel.refresh()
        button = one.room_panel.seat_placed_button
        assert button.text().startswith(
            f"Seat the players the director placed here\n{len(placed) - 1} players"
        )
        button.click()
        assert seated(one)[seat] == (name, 1_234)
        assert len(seated(one)) == len(placed)
    finally:
        close(one)
        d.close()


def play_a_bust(window) -> str:
    """At `window`'s table: the first to act goes all-in, the next calls him, the rest fold;
    the caller wins and the hand is settled. Returns the busted player's name."""
    from dealer_assist.core.hand.hand_events import ActionKind

    session = window.session
    if session.table.button_set is None and session.table.last is None:
        session.move_button(session.table.occupied()[0])
    session.deal()
    shover = caller = None
    while (hand := session.hand) is not None and hand.to_act is not None:
        seat = hand.to_act
        if shover is None:
            shover, kind = seat, ActionKind.ALL_IN
        elif caller is None:
            caller, kind = seat, ActionKind.CALL
        else:
            kind = ActionKind.FOLD
        session.act(kind)
    name = session.table.player(shover).name
    session.award({0: [caller]})
    session.settle()
    window.panel.refresh()
    return name


def report(d: Session, window) -> list:
    """The director records what the station's journal says (TableReporter)."""
    from dealer_assist.store.table_reports import TableReporter

    reporter = TableReporter(window.session.session.journal.path, window.table_number, UBETCHA)
    try:
        events = reporter.poll(d.state, d.has_seen)
        for event in events:
            d.execute(event)
        return events
    finally:
        reporter.close()


def test_a_bust_at_table_2_and_the_balancing_move_show_at_both_stations(
    qtbot, tmp_path: Path
) -> None:
    from dealer_assist.core.roster import PlayerStatus

    d = director(tmp_path)
    assert (d.state.room.table(1).count, d.state.room.table(2).count) == (6, 5)
    one, two = station(qtbot, tmp_path, 1, Clock()), station(qtbot, tmp_path, 2, Clock())
    try:
        for window in (one, two):
            window.room_panel.seat_placed_button.click()
        busted = play_a_bust(two)
        # Settled here, not yet read by the director: his seat is not offered back to him.
        two.poll_room()
        assert not two.room_panel.seat_placed_button.isVisibleTo(two)
        assert busted not in {two.ring.view.seat(s).expected for s in range(1, 10)}
        report(d, two)
        out = next(p for p in d.state.roster.players if p.name == busted)
        assert out.status is PlayerStatus.ELIMINATED and out.bust_hand == "1"
        moves = r.cmd_balance(d.state.room, UBETCHA, START_MS, rng=random.Random(3))
        assert moves is not None and len(moves.moves) == 1  # 6 against 4: Ubetcha keeps 1
        d.execute(moves)
        (move,) = d.state.room.pending
        name = d.state.roster.get(move.player_id).name
        assert (move.from_table, move.to_table) == (1, 2)
        for window in (one, two):
            window.poll_room()  # the level timer's tick: the followed tournament read again

        # Table 1: he is leaving, with the reason and the rule, tagged on the ring.
        (leave_button,) = one.room_panel.move_buttons
        assert leave_button.text() == (
            f"{name} (seat {move.from_seat}) goes to table 2 seat {move.to_seat}"
        )
        (why,) = one.room_panel.move_reasons
        assert move.why in why.text() and "Ubetcha, SEATING 7" in why.text()
        assert one.ring.view.seat(move.from_seat).note == "TO T2"
        assert one.room_panel.isVisibleTo(one)
        # Table 2: he is arriving from table 1, shown on the seat he was given.
        (arrive_button,) = two.room_panel.move_buttons
        assert arrive_button.text().startswith(f"Seat {name} in seat {move.to_seat}: from table 1")
        assert "Ubetcha, SEATING 7" in two.room_panel.move_reasons[0].text()
        assert two.ring.view.seat(move.to_seat).expected == name
        assert two.ring.view.seat(move.to_seat).note == "FROM T1"

        # A tap at each station: he leaves table 1 for table 2, and sits down at table 2.
        leave_button.click()
        left = one.session.session.journal.events()[-1]
        assert isinstance(left, PlayerLeft)
        assert (left.seat, left.reason, left.to_table) == (move.from_seat, LeaveReason.MOVED, 2)
        assert one.session.undo_label() == f"Seat {move.from_seat} {name} is moved to table 2"
        assert "table 2 seat" in one.panel.message.text()
        assert one.room_panel.move_buttons == [] and not one.room_panel.isVisibleTo(one)
        arrive_button.click()
        sat = two.session.session.journal.events()[-1]
        assert isinstance(sat, PlayerSeated)
        assert (sat.seat, sat.name, sat.from_table) == (move.to_seat, name, 1)
        assert two.session.undo_label().startswith(f"Seat {move.to_seat} {name} sits down")
        assert "Ubetcha" in two.panel.message.text()  # a newcomer: the rule is named
        assert two.ring.view.seat(move.to_seat).name == name
        assert not two.room_panel.isVisibleTo(two)
        # Undo brings the offer back.
        two.panel.undo_button.click()
        assert two.room_panel.move_buttons and two.room_panel.isVisibleTo(two)
        # Seated again; the director reads table 2: the move is done, no longer pending.
        two.room_panel.move_buttons[0].click()
        report(d, two)
        assert d.state.room.pending == ()
    finally:
        close(one, two)
        d.close()


def test_the_seat_menu_offers_the_director_s_move_and_arrival(qtbot, tmp_path: Path) -> None:
    d = director(tmp_path)
    one, two = station(qtbot, tmp_path, 1, Clock()), station(qtbot, tmp_path, 2, Clock())
    try:
        for window in (one, two):
            window.room_panel.seat_placed_button.click()
        play_a_bust(two)
        report(d, two)
        d.execute(r.cmd_balance(d.state.room, UBETCHA, START_MS, rng=random.Random(3)))
        (move,) = d.state.room.pending
        name = d.state.roster.get(move.player_id).name
        for window in (one, two):
            window.poll_room()
        texts = [a.text() for a in one.seat_menu(move.from_seat).actions()]
        offer = f"{name} goes to table 2 seat {move.to_seat} (the director's move)"
        assert offer in texts
        texts = [a.text() for a in two.seat_menu(move.to_seat).actions()]
        assert any(t.startswith(f"Seat {name} here, moved from table 1") for t in texts)
        # During a hand he is in, he goes after it.
        one.session.move_button(one.session.table.occupied()[0])
        one.panel.deal_button.click()
        texts = [a.text() for a in one.seat_menu(move.from_seat).actions()]
        assert (
            f"{name} goes to table 2 seat {move.to_seat} after this hand (the director's move)"
            in texts
        )
        next(
            a for a in one.seat_menu(move.from_seat).actions() if "director's move" in a.text()
        ).trigger()
        assert one.session.table.player(move.from_seat).leaving is LeaveReason.MOVED
    finally:
        close(one, two)
        d.close()


def test_hand_for_hand_shows_a_banner_and_the_deal_waits_for_the_other_tables(
    qtbot, tmp_path: Path
) -> None:
    d = director(tmp_path)
    one, two = station(qtbot, tmp_path, 1, Clock()), station(qtbot, tmp_path, 2, Clock())
    try:
        for window in (one, two):
            window.room_panel.seat_placed_button.click()
            assert not window.hand_for_hand.isVisibleTo(window)
        d.execute(r.HandForHandSet(event_id="hfh", at_ms=START_MS, on=True))
        for window in (one, two):
            window.poll_room()
            assert window.hand_for_hand.isVisibleTo(window)
            assert window.hand_for_hand.text() == (
                "HAND FOR HAND: wait for every table before dealing"
            )
            assert window.panel.deal_button.text().startswith("Deal next hand\nLevel 1")
        d.execute(r.HandDone(event_id="done-1", at_ms=START_MS, table=1, hand="1"))
        for window in (one, two):
            window.poll_room()
        assert one.panel.deal_button.text().startswith(
            "Deal next hand\nwaits for table 2 (hand for hand)\nLevel 1"
        )
        assert one.panel.deal_button.property("waiting") is True
        assert "waits" not in two.panel.deal_button.text()  # table 2 plays its hand
        d.execute(r.HandDone(event_id="done-2", at_ms=START_MS, table=2, hand="1"))
        one.poll_room()
        assert "waits" not in one.panel.deal_button.text()  # every table done: deal
        d.execute(r.HandForHandSet(event_id="hfh-off", at_ms=START_MS, on=False))
        one.poll_room()
        assert not one.hand_for_hand.isVisibleTo(one)
    finally:
        close(one, two)
        d.close()


def test_the_header_shows_the_time_left_in_the_tournament_level(qtbot, tmp_path: Path) -> None:
    from dealer_assist.core.clock.clock import format_clock

    d = director(tmp_path)
    clock = Clock(START_MS + 61_000)
    one = station(qtbot, tmp_path, 1, clock)
    try:
        reading = d.state.reading(clock.now)
        assert one.panel.level_clock.isVisibleTo(one)
        assert one.panel.level_clock.text() == f"Level 1: {format_clock(reading.remaining_ms)} left"
        assert not one.panel.level.isVisibleTo(one)  # the blinds are above the ring
        clock.now += 5_000
        qtbot.waitUntil(
            lambda: (
                one.panel.level_clock.text()
                == f"Level 1: {format_clock(reading.remaining_ms - 5_000)} left"
            ),
            timeout=2_000,
        )
        d.execute(tournament.cmd_pause(d.state, clock.now))
        one.poll_room()
        assert one.panel.level_clock.text().endswith(" paused")
        assert one.panel.level_clock.property("paused") is True
    finally:
        close(one)
        d.close()


def _fits(widget) -> bool:
    metrics = widget.fontMetrics()
    return all(
        metrics.horizontalAdvance(line) <= widget.width() for line in widget.text().split("\n")
    )


def test_the_room_fits_a_1024x600_tablet(qtbot, tmp_path: Path) -> None:
    """Hand-for-hand's banner, the wait on Deal, a move with its rule and the time left: each
    line fits its widget, and the window stays on the tablet's screen."""
    d = director(tmp_path)
    one, two = station(qtbot, tmp_path, 1, Clock()), station(qtbot, tmp_path, 2, Clock())
    try:
        # Nobody seated yet: the straddle toggle keeps its words (Deal says why it cannot).
        assert one.panel.straddle_buttons[0].text() == "Straddle: off\n2× BB, left of the big blind"
        for window in (one, two):
            window.room_panel.seat_placed_button.click()
        play_a_bust(two)
        report(d, two)
        d.execute(r.cmd_balance(d.state.room, UBETCHA, START_MS, rng=random.Random(3)))
        d.execute(r.HandForHandSet(event_id="hfh", at_ms=START_MS, on=True))
        d.execute(r.HandDone(event_id="done-1", at_ms=START_MS, table=1, hand="1"))
        for window in (one, two):
            window.poll_room()
            window.resize(1024, 600)
            window.show()
            qtbot.waitExposed(window)
            assert (window.width(), window.height()) == (1024, 600)
            panel = window.panel
            assert window.hand_for_hand.isVisible()
            for widget in (panel.deal_button, panel.level_clock, panel.street):
                assert _fits(widget), widget.text()
            assert window.room_panel.move_buttons
            for button in window.room_panel.move_buttons:
                assert button.isVisible() and _fits(button), button.text()
            for reason in window.room_panel.move_reasons:
                assert "Ubetcha, SEATING 7" in reason.text()
        assert "waits for table 2" in one.panel.deal_button.text()
    finally:
        close(one, two)
        d.close()
