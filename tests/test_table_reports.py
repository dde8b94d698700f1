"""Stations report to the director ([9/13]): a bust-out settled at a table becomes one
elimination in the tournament (with the hand, the table and the chips at its start), recorded
once however often it is read, withdrawn if the station takes the hand back."""

from __future__ import annotations

from pathlib import Path

from dealer_assist.app import create_tournament, structure_text
from dealer_assist.core import entries as e
from dealer_assist.core.hand.hand_events import ActionKind
from dealer_assist.core.hand.hand_state import Stakes
from dealer_assist.core.roster import ChipsCounted, PlayerStatus
from dealer_assist.core.seating import room as r
from dealer_assist.core.table.station_decide import DEMO_PLAYERS
from dealer_assist.core.table.station_level import fixed_level
from dealer_assist.house_books import house_rules
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.store.table_reports import TableReporter
from dealer_assist.store.table_session import TableSession

T0 = 1_800_000_000_000


def _director(tmp_path: Path):
    library = TournamentLibrary(tmp_path / "tournaments")
    session, _ = create_tournament(library, "Friday", "ubetcha", structure_text("demo"), T0)
    session.execute(e.cmd_settings(session.state, T0, buy_in=20))
    rules = house_rules("ubetcha")
    for name, _stack in DEMO_PLAYERS:
        registered = e.cmd_register(session.state, T0, name)
        session.execute(registered)
        session.execute(e.cmd_buy_in(session.state, rules, T0, registered.player_id))
    session.execute(r.cmd_set_tables(session.state.room, T0, {1: 9}))
    return session


def _station(tmp_path: Path) -> TableSession:
    clock = iter(range(T0, T0 + 10**9, 1000))
    station = TableSession.open(
        tmp_path / "tables" / "friday-table-1.journal",
        house_rules("ubetcha"),
        now_ms=lambda: next(clock),
        level=fixed_level(Stakes(100, 200)),
    )
    station.open_demo()
    return station


def _play_a_bust(station: TableSession) -> None:
    """Eun (seat 5, 4,200) all in, Dev (seat 4) calls, the rest fold; Dev wins."""
    station.deal()
    while (hand := station.hand) is not None and hand.to_act is not None:
        seat = hand.to_act
        kind = {5: ActionKind.ALL_IN, 4: ActionKind.CALL}.get(seat, ActionKind.FOLD)
        station.act(kind)
    station.award({0: [4]} if station.hand is not None else None)
    station.settle()


def _record(director, reporter: TableReporter) -> list:
    events = reporter.poll(director.state, director.has_seen)
    for event in events:
        director.execute(event)
    return events


def _eun(director):
    return next(p for p in director.state.roster.players if p.name == "Eun")


def test_a_bust_at_a_table_is_recorded_once_with_its_hand_and_chips(tmp_path) -> None:
    director = _director(tmp_path)
    station = _station(tmp_path)
    try:
        _play_a_bust(station)
        reporter = TableReporter(station.session.journal.path, 1, house_rules("ubetcha"))
        recorded = _record(director, reporter)
        eun = _eun(director)
        assert eun.status is PlayerStatus.ELIMINATED
        assert eun.bust_start_chips == 4_200 and eun.bust_hand == "1"
        assert any(getattr(ev, "table", None) == 1 for ev in recorded)
        assert director.state.players_left == 5
        # Read again, and by a new reporter after a restart: nothing more is recorded.
        assert [
            ev
            for ev in reporter.poll(director.state, director.has_seen)
            if not director.has_seen(ev.event_id)
        ] == []
        again = TableReporter(station.session.journal.path, 1, house_rules("ubetcha"))
        fresh = [
            ev
            for ev in again.poll(director.state, director.has_seen)
            if not director.has_seen(ev.event_id)
        ]
        assert fresh == []
        again.close()
        reporter.close()
    finally:
        station.close()
        director.close()


def test_a_hand_the_station_takes_back_withdraws_the_bust_and_settling_again_records_it(
    tmp_path,
) -> None:
    director = _director(tmp_path)
    station = _station(tmp_path)
    try:
        _play_a_bust(station)
        reporter = TableReporter(station.session.journal.path, 1, house_rules("ubetcha"))
        _record(director, reporter)
        assert _eun(director).status is PlayerStatus.ELIMINATED
        station.undo()  # the settlement taken back, before the next deal
        _record(director, reporter)
        assert _eun(director).status is PlayerStatus.PLAYING
        assert director.state.players_left == 6
        station.redo()
        _record(director, reporter)
        assert _eun(director).status is PlayerStatus.ELIMINATED
        reporter.close()
    finally:
        station.close()
        director.close()


def test_hand_done_reports_move_hand_for_hand_along(tmp_path) -> None:
    director = _director(tmp_path)
    director.execute(r.cmd_set_tables(director.state.room, T0, {1: 9, 2: 9}))
    director.execute(r.HandForHandSet(event_id="hfh", at_ms=T0, on=True))
    station = _station(tmp_path)
    try:
        _play_a_bust(station)
        reporter = TableReporter(station.session.journal.path, 1, house_rules("ubetcha"))
        _record(director, reporter)
        assert director.state.room.waiting_for == (2,)
        reporter.close()
    finally:
        station.close()
        director.close()


def test_the_directors_undo_takes_back_his_command_and_keeps_the_stations_reports(
    tmp_path,
) -> None:
    """A report is no one's command: Ctrl+Z after it undoes the director's own last command,
    and the bust the station reported stays (folded again onto the state before)."""
    from dealer_assist.core import tournament as t

    director = _director(tmp_path)
    station = _station(tmp_path)
    try:
        late = e.cmd_register(director.state, T0, "Gus")
        director.execute(late)  # the director's last command
        _play_a_bust(station)
        reporter = TableReporter(station.session.journal.path, 1, house_rules("ubetcha"))
        _record(director, reporter)
        assert _eun(director).status is PlayerStatus.ELIMINATED
        assert director.state.undo_top.command == late
        director.execute(t.cmd_undo(director.state, T0 + 1))
        assert director.state.roster.find(late.player_id) is None  # his command undone
        assert _eun(director).status is PlayerStatus.ELIMINATED  # the report kept
        director.execute(t.cmd_redo(director.state, T0 + 2))
        assert director.state.roster.find(late.player_id) is not None
        assert _eun(director).status is PlayerStatus.ELIMINATED
        assert director.verify()
        reporter.close()
    finally:
        station.close()
        director.close()


def test_on_a_break_the_stations_stacks_become_the_chip_counts_once(tmp_path) -> None:
    """[9/13]: the director records each table's chip counts at a break, exactly once."""
    from dealer_assist.core import tournament as t
    from dealer_assist.core.clock.structure import Break

    director = _director(tmp_path)
    station = _station(tmp_path)
    try:
        director.execute(t.cmd_start(director.state, T0))
        _play_a_bust(station)
        reporter = TableReporter(station.session.journal.path, 1, house_rules("ubetcha"))
        playing = director.state
        assert not any(
            isinstance(ev, ChipsCounted) for ev in reporter.poll(playing, director.has_seen, T0)
        )
        periods = director.state.structure.periods
        first_break = next(i for i, p in enumerate(periods) if isinstance(p, Break))
        director.execute(t.cmd_jump(director.state, T0 + 1000, first_break))
        on_break = T0 + 2000
        events = reporter.poll(director.state, director.has_seen, on_break)
        for event in events:
            director.execute(event)
        (counted,) = [ev for ev in events if isinstance(ev, ChipsCounted)]
        dev = next(p for p in director.state.roster.players if p.name == "Dev")
        assert (
            counted.counts[dev.player_id] == dev.chips > 30_000 + 4_200
        )  # won Eun's stack and blinds
        again = reporter.poll(director.state, director.has_seen, on_break + 1000)
        assert [ev for ev in again if not director.has_seen(ev.event_id)] == []
        reporter.close()
    finally:
        station.close()
        director.close()
