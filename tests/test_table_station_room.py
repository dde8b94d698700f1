"""Each table's station receives its players and stacks from the director, shows the moves
pending to and from it and hand-for-hand, and seats or lets go the players moved (issue [9/13],
the station side)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from dealer_assist import paths
from dealer_assist.core import entries as e
from dealer_assist.core import room as r
from dealer_assist.core import tournament
from dealer_assist.core.hand_state import Stakes
from dealer_assist.core.table import TableError
from dealer_assist.house_books import house_rules
from dealer_assist.resources import resource_path
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.store.session import Session
from dealer_assist.store.table_session import CommandStarted, TableSession, fixed_level

START_MS = 1_700_000_000_000


class Ticking:
    def __init__(self) -> None:
        self.now = START_MS

    def __call__(self) -> int:
        self.now += 1000
        return self.now


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
    from dealer_assist.ui.table_station import open_station_session

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
