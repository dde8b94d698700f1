"""The director's Tables tab, driven as a person would ([9/13]): the tables set and the seats
drawn (one Undo), the plan and the pending moves, balancing offered after a bust-out and made
by the book (Ubetcha SEATING 7 a or b), arrivals, hand-for-hand, seat cards as PDF, and the
stations followed: their bust-outs recorded from their journals, a journal that cannot be read
shown as such. Ends with a 30-player, 4-table night down to the final table."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from helpers.director import START_MS, FakeClock, clock, window  # noqa: F401 - fixtures
from helpers.scripted_hands import play_and_settle
from PySide6.QtCore import Qt
from PySide6.QtPdf import QPdfDocument
from PySide6.QtWidgets import QDialog, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from dealer_assist.core import entries as e
from dealer_assist.core.hand.hand_events import ActionKind
from dealer_assist.core.hand.hand_state import Stakes
from dealer_assist.core.roster import PlayerStatus
from dealer_assist.core.seating import room as r
from dealer_assist.core.table.station_level import fixed_level
from dealer_assist.core.table.station_room import station_room
from dealer_assist.core.table.table import LeaveReason
from dealer_assist.core.tournament import replay
from dealer_assist.house_books import house_rules
from dealer_assist.store.journal import Journal
from dealer_assist.store.table_session import TableSession
from dealer_assist.ui.director.director_window import DirectorWindow
from dealer_assist.ui.director.players_panel import Column, PlayersPanel, SortBy
from dealer_assist.ui.director.seat_cards import SeatCard
from dealer_assist.ui.director.tables_panel import MoveColumn, TablesPanel, seat_cards

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
NAMES = (
    "Ann Lee", "Bob Ray", "Cy Moss", "Dee Park", "Eun Cho", "Fay Lin", "Gus Holt", "Hal Bey",
    "Ida Kerr", "Jo Wynn", "Kai Dunn", "Lou Vail", "Mo Reid", "Ned Cole", "Oda Fenn",
    "Pia Roth", "Quin Abe", "Rex Hale", "Sue Ng", "Tom Pratt", "Uma Sole", "Vic Lowe",
    "Wes Orr", "Xia Mun", "Yul Bray", "Zoe Finch", "Al Gray", "Bea Stone", "Cal Voss",
    "Dot Hart",
)  # fmt: skip


# --- helpers -------------------------------------------------------------------------------


def stored_events(window: DirectorWindow) -> list[Any]:
    with Journal.open(window.qsession.session.journal.path, read_only=True) as journal:
        return journal.events()


def open_tab(qtbot: QtBot, window: DirectorWindow, title: str) -> QWidget:
    tab_bar = window.tabs.tabBar()
    index = next(i for i in range(window.tabs.count()) if window.tabs.tabText(i) == title)
    qtbot.mouseClick(tab_bar, LEFT, pos=tab_bar.tabRect(index).center())
    assert window.tabs.currentIndex() == index
    return window.tabs.widget(index)


def tables(qtbot: QtBot, window: DirectorWindow, seed: int = 7) -> TablesPanel:
    """The Tables tab, opened by clicking it; its draws seeded so the test can repeat them."""
    open_tab(qtbot, window, "Tables")
    panel = window.tables_panel
    assert panel.isVisible()
    rng = random.Random(seed)
    panel.make_rng = lambda: random.Random(rng.random())
    return panel


def players_tab(qtbot: QtBot, window: DirectorWindow) -> PlayersPanel:
    open_tab(qtbot, window, "Players")
    return window.players_panel


def enter(window: DirectorWindow, clock: FakeClock, names: tuple[str, ...]) -> list[str]:
    """Players registered and bought in (the Players tab's commands, through the session)."""
    rules = house_rules(window.state().house_book)
    ids = []
    for name in names:
        registered = e.cmd_register(window.state(), clock(), name)
        window.qsession.execute(registered)
        window.qsession.execute(e.cmd_buy_in(window.state(), rules, clock(), registered.player_id))
        ids.append(registered.player_id)
    return ids


def click(qtbot: QtBot, button: Any) -> None:
    assert button.isVisible(), f"{button.text()} is hidden"
    assert button.isEnabled(), f"{button.text()} is disabled: {button.toolTip()}"
    qtbot.mouseClick(button, LEFT)


def type_number(qtbot: QtBot, spin: QSpinBox, value: int) -> None:
    qtbot.mouseClick(spin.lineEdit(), LEFT)
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(spin.lineEdit(), str(value))
    assert spin.value() == value


def set_tables(qtbot: QtBot, panel: TablesPanel, count: int, seats: int) -> None:
    type_number(qtbot, panel.count_spin, count)
    type_number(qtbot, panel.seats_spin, seats)
    click(qtbot, panel.set_button)


def plan_names(panel: TablesPanel, column: int) -> list[str]:
    """The players shown in one table's column, seat by seat ("" for an empty seat)."""
    return [panel.plan_table.item(row, column).text() for row in range(panel.plan_table.rowCount())]


def counts(window: DirectorWindow) -> list[int]:
    return [t.count for t in window.state().room.tables]


def select_move(qtbot: QtBot, panel: TablesPanel, row: int) -> None:
    rect = panel.moves_table.visualItemRect(panel.moves_table.item(row, MoveColumn.PLAYER))
    qtbot.mouseClick(panel.moves_table.viewport(), LEFT, pos=rect.center())


def mark_arrivals(qtbot: QtBot, panel: TablesPanel, window: DirectorWindow) -> None:
    """The director marks each moved player seated at his new table."""
    while window.state().room.pending:
        before = len(window.state().room.pending)
        select_move(qtbot, panel, 0)
        click(qtbot, panel.arrived_button)
        assert len(window.state().room.pending) == before - 1


def bust_by_hand(qtbot: QtBot, window: DirectorWindow, player_id: str, table: int) -> None:
    """Out… on the Players tab, the table typed in its dialog."""
    panel = players_tab(qtbot, window)
    player = window.state().roster.get(player_id)
    row = next(
        row
        for row in range(panel.table.rowCount())
        if panel.table.item(row, Column.NAME).text() == player.label
    )
    rect = panel.table.visualItemRect(panel.table.item(row, Column.NAME))
    qtbot.mouseClick(panel.table.viewport(), LEFT, pos=rect.center())

    def answer(dialog: QDialog) -> bool:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.keyClicks(dialog.table_edit, str(table))
        click(qtbot, dialog.ok_button)
        return dialog.result() == QDialog.DialogCode.Accepted

    panel.run_dialog = answer
    click(qtbot, panel.eliminate_button)
    assert window.state().roster.get(player_id).status is PlayerStatus.ELIMINATED


class Station:
    """A table's station in this process, run as its dealer would: it seats the players the
    director placed there and the ones he moves in, sends off the ones he moves away, and
    plays hands (journaled in `<data>/tables/<stem>-table-N.journal`)."""

    def __init__(self, window: DirectorWindow, number: int, clock: FakeClock) -> None:
        self.number = number
        self.window = window
        path = window.station_journal(number)
        assert path is not None
        path.parent.mkdir(parents=True, exist_ok=True)
        self.session = TableSession.open(
            path,
            house_rules(window.state().house_book),
            now_ms=clock,
            level=fixed_level(Stakes(100, 200)),
        )
        seats = window.state().room.table(number).seat_count
        self.session.open_table(f"Table {number}", seats)
        self.rng = random.Random(number)

    def follow(self) -> None:
        """Do what the director's room asks of this table, between hands."""
        room = station_room(self.window.state(), self.number, self.session.table)
        for departure in room.leaving:
            assert departure.seat is not None
            self.session.leave(departure.seat, LeaveReason.MOVED, to_table=departure.move.to_table)
        sitting = [(p.seat, p.name, p.stack) for p in room.to_seat]
        sitting += [(a.seat, a.name, a.stack) for a in room.arriving]
        if sitting:
            self.session.seat_players(sitting)
        table = self.session.table
        if table is not None and not table.started and len(table.occupied()) >= 2:
            self.session.draw_for_button(self.rng)

    def names(self) -> dict[str, int]:
        table = self.session.table
        assert table is not None
        return {table.require_player(s).name: s for s in table.occupied()}

    def stack(self, seat: int) -> int:
        table = self.session.table
        assert table is not None
        return table.require_player(seat).stack

    def bust(self) -> str:
        """A hand in which the shortest stack dealt in goes all in and the biggest calls and
        wins (a newcomer waiting for the button to pass is not dealt in)."""
        self.follow()
        hand = self.session.deal()
        dealt = {s.seat: s.starting_stack for s in hand.seats}
        loser = min(dealt, key=lambda s: (dealt[s], s))
        winner = max((s for s in dealt if s != loser), key=lambda s: (dealt[s], -s))
        name = next(n for n, s in self.names().items() if s == loser)
        self._play({loser: ActionKind.ALL_IN}, winner)
        assert name not in self.names()
        return name

    def fold_to_big_blind(self) -> None:
        """A hand nobody plays: everyone folds to the big blind."""
        self.follow()
        self.session.deal()
        self._play({}, None)

    def _play(self, shoves: dict[int, ActionKind], caller: int | None) -> None:
        play_and_settle(self.session, shoves, caller)

    def close(self) -> None:
        self.session.close()


def wait_for_reports(qtbot: QtBot, window: DirectorWindow, done: Callable[[], bool]) -> None:
    """The director's timer reads the stations' journals: wait until it has."""
    assert window.station_timer.isActive()
    qtbot.waitUntil(done, timeout=5000)


# --- tables and the draw -------------------------------------------------------------------


def test_tables_set_then_seats_drawn_as_one_undoable_command_shown_by_table(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    enter(window, clock, NAMES[:12])
    panel = tables(qtbot, window)
    assert "No tables yet" in panel.summary_label.text()
    assert not panel.draw_button.isEnabled()  # no tables to draw for
    set_tables(qtbot, panel, 2, 9)
    assert isinstance(stored_events(window)[-1], r.TablesSet)
    assert [(t.table, t.seat_count) for t in window.state().room.tables] == [(1, 9), (2, 9)]
    assert panel.message_label.text() == "2 tables of 9 seats."

    click(qtbot, panel.draw_button)
    events = stored_events(window)
    assert isinstance(events[-1], r.SeatsAssigned) and len(events[-1].seats) == 12
    assert events[-1].rule == "Ubetcha, SEATING 1"
    assert replay(events) == window.state()  # the file agrees with the screen
    assert counts(window) == [6, 6]
    assert "Seats drawn for 12 players (Ubetcha, SEATING 1)" in panel.message_label.text()
    # The plan: a column per table, a row per seat, the players spread around each table.
    header = panel.plan_table.horizontalHeaderItem
    assert [header(c).text() for c in range(2)] == ["Table 1 (6)", "Table 2 (6)"]
    shown = [name for column in range(2) for name in plan_names(panel, column) if name]
    assert sorted(shown) == sorted(f"{name}  5,000" for name in NAMES[:12])  # with the chips
    seats_taken = [i + 1 for i, name in enumerate(plan_names(panel, 0)) if name]
    gaps = {b - a for a, b in itertools.pairwise(seats_taken)}
    assert gaps <= {1, 2}  # six players over nine seats: spread, not bunched
    assert "12 players at 2 tables (6, 6)" in panel.summary_label.text()
    assert "balanced within 1 (Ubetcha, SEATING 7)" in panel.summary_label.text()
    assert not panel.draw_button.isEnabled()  # everyone has a seat

    # Ctrl+Z takes the whole draw back in one step, Ctrl+Shift+Z puts it back.
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert counts(window) == [0, 0]
    assert window.statusBar().currentMessage() == "Undone: seat draw (12 players)."
    assert all(name == "" for name in plan_names(panel, 0))
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL | SHIFT)
    assert counts(window) == [6, 6]


def test_a_late_entry_is_seated_at_the_table_with_the_fewest(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    enter(window, clock, NAMES[:5])
    panel = tables(qtbot, window)
    set_tables(qtbot, panel, 2, 9)
    click(qtbot, panel.draw_button)
    assert counts(window) == [3, 2]
    (late,) = enter(window, clock, NAMES[5:6])
    assert panel.draw_button.text() == "Seat 1 late entry"
    click(qtbot, panel.draw_button)
    assert window.state().room.seat_of(late)[0] == 2
    assert counts(window) == [3, 3]


def test_tables_with_players_cannot_be_taken_away(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    enter(window, clock, NAMES[:4])
    panel = tables(qtbot, window)
    set_tables(qtbot, panel, 2, 9)
    click(qtbot, panel.draw_button)
    set_tables(qtbot, panel, 1, 9)
    assert "table 2 still has players: move them first" in panel.message_label.text().lower()
    assert len(window.state().room.tables) == 2
    set_tables(qtbot, panel, 3, 10)  # a table added after the highest, every table 10 seats
    assert [(t.table, t.seat_count) for t in window.state().room.tables] == [
        (1, 10),
        (2, 10),
        (3, 10),
    ]


# --- balancing -----------------------------------------------------------------------------


def _seated(window: DirectorWindow, table: int) -> list[str]:
    return list(window.state().room.table(table).players.values())


def test_a_bust_out_offers_balancing_and_balance_now_makes_the_moves_by_the_book(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    enter(window, clock, NAMES[:12])
    panel = tables(qtbot, window)
    set_tables(qtbot, panel, 2, 9)
    click(qtbot, panel.draw_button)
    offers: list[str] = []
    panel.offer_balance = lambda text: (offers.append(text), panel.show_offer(text))
    # Ubetcha SEATING 7 leaves the director the choice: the book's default is shown first.
    assert panel.method_combo.isVisible()
    assert panel.method_label.text() == "Who moves"
    assert panel.method_combo.toolTip().startswith("Ubetcha, SEATING 7 leaves the director")
    assert panel.method_combo.currentText() == "a) same position"

    first, second = _seated(window, 1)[:2]
    bust_by_hand(qtbot, window, first, 1)
    assert offers == []  # 5 and 6: within one
    bust_by_hand(qtbot, window, second, 1)
    assert offers == ["Balancing is due: table 2 has 6 players and table 1 4: tables are kept "
                      "within 1 (1 move)."]  # fmt: skip
    open_tab(qtbot, window, "Tables")
    assert panel.offer_shown() and panel.offer_label.text() == offers[0]
    tab = window.tabs.indexOf(window.tables_panel.parentWidget())
    assert window.tabs.tabBar().tabTextColor(tab).name() == "#c25e00"  # the tab says so

    click(qtbot, panel.offer_balance_button)
    made = stored_events(window)[-1]
    assert isinstance(made, r.MovesMade) and len(made.moves) == 1
    assert "Ubetcha, SEATING 7" in made.rule
    assert counts(window) == [5, 5]
    assert not panel.offer_shown()
    # The move waits for the player: listed with where from, where to, why and the rule.
    (move,) = window.state().room.pending
    name = window.state().roster.get(move.player_id).label
    row = [panel.moves_table.item(0, c).text() for c in range(panel.moves_table.columnCount())]
    assert row[MoveColumn.PLAYER] == name
    assert row[MoveColumn.FROM] == f"2 / {move.from_seat}"
    assert row[MoveColumn.TO] == f"1 / {move.to_seat}"
    assert row[MoveColumn.REASON].startswith("table 2 has 6 players and table 1 4")
    assert "Ubetcha, SEATING 7" in row[MoveColumn.RULE]
    assert plan_names(panel, 0)[move.to_seat - 1].startswith(f"→ {name}")
    assert panel.moves_title.text() == "Pending moves (1)"
    # The Players tab shows him on his way, and sorts by table.
    players = players_tab(qtbot, window)
    players.sort_by(SortBy.TABLE)
    first_rows = [players.table.item(row, Column.TABLE).text() for row in range(10)]
    assert first_rows == sorted(first_rows, key=lambda t: tuple(map(int, t.strip("→ ").split("/"))))
    assert f"→ 1 / {move.to_seat}" in first_rows

    # He sits down: the director marks him arrived.
    panel = tables(qtbot, window)
    select_move(qtbot, panel, 0)
    click(qtbot, panel.arrived_button)
    assert window.state().room.pending == ()
    assert isinstance(stored_events(window)[-1], r.PlayerArrived)
    assert panel.moves_title.text() == "Pending moves: none"
    assert window.statusBar().currentMessage() == f"{name} sat down at table 1 seat {move.to_seat}."


def test_the_lowest_card_is_the_directors_other_choice_under_ubetcha(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    enter(window, clock, NAMES[:12])
    panel = tables(qtbot, window)
    set_tables(qtbot, panel, 2, 9)
    click(qtbot, panel.draw_button)
    panel.offer_balance = lambda _text: None  # the offer is not wanted here
    for player_id in _seated(window, 1)[:2]:
        bust_by_hand(qtbot, window, player_id, 1)
    panel = tables(qtbot, window)
    panel.method_combo.setCurrentIndex(1)
    assert panel.method_combo.currentText() == "b) lowest card"
    click(qtbot, panel.balance_button)
    made = stored_events(window)[-1]
    assert isinstance(made, r.MovesMade)
    assert "the director's choice: the lowest card moves" in made.rule
    assert "the lowest card at table 2" in made.moves[0][5]
    # Balanced now: Balance now says so and changes nothing.
    before = len(stored_events(window))
    click(qtbot, panel.balance_button)
    assert panel.message_label.text() == (
        "The tables are balanced: within 1 of each other (Ubetcha, SEATING 7)."
    )
    assert len(stored_events(window)) == before


def test_a_table_breaks_when_the_players_fit_at_fewer_and_undo_takes_it_back(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    enter(window, clock, NAMES[:10])
    panel = tables(qtbot, window)
    set_tables(qtbot, panel, 2, 9)
    click(qtbot, panel.draw_button)
    bust_by_hand(qtbot, window, _seated(window, 2)[0], 2)  # 9 players fit at one table
    panel = tables(qtbot, window)
    assert panel.offer_label.text() == "Table 2 can break: the 9 players fit at 1 tables (4 moves)."
    click(qtbot, panel.offer_balance_button)
    assert [t.table for t in window.state().room.tables] == [1]
    assert window.state().room.broken == (2,)
    assert panel.message_label.text().startswith("Table 2 breaks. ")
    summary = panel.summary_label.text()
    assert "Final table (table 1): every player draws a card for the button" in summary
    assert len(window.state().room.pending) == 4
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert window.statusBar().currentMessage() == "Undone: table 2 breaking."
    assert [t.table for t in window.state().room.tables] == [1, 2]
    assert panel.moves_table.rowCount() == 0


def test_an_undone_bust_out_withdraws_the_offer(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    enter(window, clock, NAMES[:12])
    panel = tables(qtbot, window)
    set_tables(qtbot, panel, 2, 9)
    click(qtbot, panel.draw_button)
    for player_id in _seated(window, 1)[:2]:
        bust_by_hand(qtbot, window, player_id, 1)
    assert panel.offer_shown()
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)  # the second bust-out was a mistake
    assert not panel.offer_shown()


# --- hand-for-hand -------------------------------------------------------------------------


def test_hand_for_hand_shows_the_tables_still_playing_the_hand(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    enter(window, clock, NAMES[:12])
    panel = tables(qtbot, window)
    set_tables(qtbot, panel, 2, 9)
    click(qtbot, panel.draw_button)
    assert panel.hand_for_hand_label.text() == "Off: the tables deal at their own pace."
    click(qtbot, panel.hand_for_hand_button)
    assert window.state().room.hand_for_hand and panel.hand_for_hand_button.isChecked()
    assert panel.hand_for_hand_label.text() == "On: every table is playing this hand."
    window.qsession.execute(r.HandDone(event_id="t1-h1", at_ms=clock(), table=1, hand="1"))
    assert window.state().room.waiting_for == (2,)
    assert panel.hand_for_hand_label.text() == (
        "On: waiting for table 2 to finish the hand; the others wait."
    )
    window.qsession.execute(r.HandDone(event_id="t2-h1", at_ms=clock(), table=2, hand="1"))
    assert panel.hand_for_hand_label.text() == "On: every table is playing this hand."
    click(qtbot, panel.hand_for_hand_button)
    assert not window.state().room.hand_for_hand and not panel.hand_for_hand_button.isChecked()
    assert window.statusBar().currentMessage() == "Hand-for-hand off: the tables deal on."


# --- seat cards ----------------------------------------------------------------------------


def test_seat_cards_are_saved_as_a_pdf_one_card_per_player(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock, tmp_path: Path
) -> None:
    enter(window, clock, NAMES[:10])
    panel = tables(qtbot, window)
    assert not panel.cards_button.isEnabled()  # nobody seated yet
    set_tables(qtbot, panel, 2, 9)
    click(qtbot, panel.draw_button)
    asked: list[str] = []
    out = tmp_path / "out" / "cards"
    out.parent.mkdir()
    panel.choose_cards_path = lambda suggested: asked.append(suggested) or str(out)
    click(qtbot, panel.cards_button)
    assert asked == ["demo-tournament-seat-cards.pdf"]
    data = (out.parent / "cards.pdf").read_bytes()
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    document = QPdfDocument()
    assert document.load(str(out.parent / "cards.pdf")) == QPdfDocument.Error.None_
    assert document.pageCount() == 2  # eight cards to a page
    assert sorted(p.name for p in out.parent.iterdir()) == ["cards.pdf"]  # no temp file left
    cards = seat_cards(window.state())
    room = window.state().room
    expected = [
        SeatCard(window.state().roster.get(player).label, table.table, seat)
        for table in room.tables
        for seat, player in sorted(table.players.items())
    ]
    assert cards == expected and len(cards) == 10
    # What is printed, card by card: the tournament, the name, the table and the seat.
    text = "".join(document.getAllText(page).text() for page in range(2)).split()
    printed = " ".join(text)
    for card in cards:
        assert f"Demo tournament {card.name} TABLE {card.table} SEAT {card.seat}" in printed
    assert panel.message_label.text() == f"10 seat cards saved to {out.parent / 'cards.pdf'}."


# --- the players list ----------------------------------------------------------------------


def _column(panel: PlayersPanel, column: int) -> list[str]:
    return [panel.table.item(row, column).text() for row in range(panel.table.rowCount())]


def test_the_players_list_shows_each_seat_and_sorts_by_table_and_by_stack(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    ids = enter(window, clock, NAMES[:8])
    panel = tables(qtbot, window)
    set_tables(qtbot, panel, 2, 9)
    click(qtbot, panel.draw_button)
    state = window.state()
    stacks = {player_id: 1000 * (n + 1) for n, player_id in enumerate(ids)}
    window.qsession.execute(e.cmd_count_chips(state, clock(), stacks))
    bust_by_hand(qtbot, window, ids[0], state.room.seat_of(ids[0])[0])
    players = players_tab(qtbot, window)
    assert players.sort_combo.currentText() == "Sort: status"  # who is in first, as before

    players.sort_by(SortBy.TABLE)
    where = _column(players, Column.TABLE)
    seats = sorted(window.state().room.seat_of(p) for p in ids[1:])
    assert where[:7] == [f"{t} / {s}" for t, s in seats]
    assert where[7] == ""  # the player out has no seat, and comes last
    names = _column(players, Column.NAME)
    room = window.state().room
    assert names[0] == window.state().roster.get(room.tables[0].players[seats[0][1]]).label
    row = names.index(NAMES[1])
    tip = players.table.item(row, Column.TABLE).toolTip()
    table, seat = window.state().room.seat_of(ids[1])
    assert tip == f"table {table}, seat {seat}"

    players.sort_combo.setCurrentIndex(players.sort_combo.findText("Sort: stack"))
    chips_shown = _column(players, Column.CHIPS)
    assert _column(players, Column.NAME)[:7] == list(reversed(NAMES[1:8]))  # largest first
    assert chips_shown[:3] == ["8,000", "7,000", "6,000"]
    assert _column(players, Column.NAME)[7] == NAMES[0]  # out, whatever his last count

    players.sort_by(SortBy.NAME)
    assert _column(players, Column.NAME) == sorted(NAMES[:8], key=str.casefold)


# --- stations ------------------------------------------------------------------------------


def test_a_stations_bust_out_is_recorded_by_the_timer_and_balancing_offered(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    enter(window, clock, NAMES[:12])
    panel = tables(qtbot, window)
    set_tables(qtbot, panel, 2, 9)
    click(qtbot, panel.draw_button)
    station = Station(window, 1, clock)
    try:
        station.follow()
        assert sorted(station.names()) == sorted(
            window.state().roster.get(p).name for p in _seated(window, 1)
        )
        wait_for_reports(qtbot, window, lambda: "table 1 reporting" in panel.stations_label.text())
        assert "no station at table 2" in panel.stations_label.text()
        clock.ms += 60_000
        out = station.bust()
        wait_for_reports(qtbot, window, lambda: window.state().players_left == 11)
        player = next(p for p in window.state().roster.players if p.name == out)
        assert player.status is PlayerStatus.ELIMINATED and player.bust_hand == "1"
        assert player.bust_start_chips == 5000
        players = window.players_panel
        row = next(
            row for row in range(players.table.rowCount())
            if players.table.item(row, Column.NAME).text() == out
        )  # fmt: skip
        assert players.table.item(row, Column.STATUS).text() == "out: 12th"
        # A second bust at the same table: 4 against 6, balancing is offered.
        clock.ms += 60_000
        station.bust()
        wait_for_reports(qtbot, window, lambda: window.state().players_left == 10)
        qtbot.waitUntil(panel.offer_shown, timeout=2000)
        assert "table 2 has 6 players and table 1 4" in panel.offer_label.text()
        # The station's button and blinds reached the room (they place a moved player).
        assert window.state().room.table(1).button is not None
    finally:
        station.close()


def test_a_station_journal_that_cannot_be_read_is_shown_not_raised(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    enter(window, clock, NAMES[:4])
    panel = tables(qtbot, window)
    set_tables(qtbot, panel, 2, 9)
    path = window.station_journal(2)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"this is no journal" * 100)
    assert window.poll_stations() == 0
    text = panel.stations_label.text()
    assert f"table 2's journal cannot be read: {path.name} is not a Dealer Assist journal" in text
    assert "#b3261e" in text  # in red
    assert panel.stations_label.toolTip().startswith(f"Table 2: {path} is not a Dealer Assist")
    assert "no station at table 1" in text
    path.unlink()  # the file taken away: the problem goes
    window.poll_stations()
    assert "cannot be read" not in panel.stations_label.text()


def test_the_tables_commands_are_off_while_read_only(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    enter(window, clock, NAMES[:4])
    panel = tables(qtbot, window)
    set_tables(qtbot, panel, 2, 9)
    click(qtbot, panel.draw_button)
    window._write_error = OSError("the disk is full")  # as a failed write leaves it
    window._apply_writable()
    reason = window.read_only_reason()
    assert reason is not None
    for button in panel.command_buttons():
        assert not button.isEnabled() and button.toolTip() == reason, button.text()
    assert panel.cards_button.isEnabled()  # printing changes nothing
    assert not panel.balance() and reason in panel.message_label.text()
    assert window.poll_stations() == 0  # nothing recorded while nothing can be written


# --- the night -----------------------------------------------------------------------------


def test_a_thirty_player_four_table_night_down_to_the_final_table(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    """30 players, 4 tables of 9; tables 1 and 2 run stations in this process whose bust-outs
    reach the director through their journals, tables 3 and 4 are run by hand (Out… on the
    Players tab). Each offer to balance is taken, the stations carry out the moves and the
    director marks the arrivals; tables break from the highest number; hand-for-hand on the
    bubble; down to the final table."""
    window.station_timer.setInterval(20)  # the stations are read every 20 ms here
    rules = house_rules(window.state().house_book)
    enter(window, clock, NAMES)
    panel = tables(qtbot, window, seed=30)
    set_tables(qtbot, panel, 4, 9)
    click(qtbot, panel.draw_button)
    assert counts(window) == [8, 8, 7, 7]
    stations = {n: Station(window, n, clock) for n in (1, 2)}
    offers: list[str] = []
    panel.offer_balance = lambda text: (offers.append(text), panel.show_offer(text))
    balances = breaks = 0
    try:
        for station in stations.values():
            station.follow()
        order = itertools.cycle((1, 1, 3, 2, 2, 4, 3, 1, 4))
        while window.state().players_left > 9:
            left = window.state().players_left
            open_tables = [t.table for t in window.state().room.tables]
            if left == 10 and not window.state().room.hand_for_hand:
                # The bubble (a tenth place would be paid at ten): hand-for-hand.
                assert open_tables == [1, 2]
                panel = tables(qtbot, window)
                click(qtbot, panel.hand_for_hand_button)
                stations[1].fold_to_big_blind()
                wait_for_reports(qtbot, window, lambda: window.state().room.waiting_for == (2,))
                assert "waiting for table 2" in panel.hand_for_hand_label.text()
                table = 2
            else:
                table = next(t for t in order if t in open_tables)
            clock.ms += 90_000
            if table in stations:
                name = stations[table].bust()
                wait_for_reports(qtbot, window, lambda n=left - 1: window.state().players_left == n)
                player = next(p for p in window.state().roster.players if p.name == name)
                assert player.bust_hand and player.bust_start_chips  # as the station saw it
            else:
                victim = _seated(window, table)[0]
                bust_by_hand(qtbot, window, victim, table)
            if window.state().room.hand_for_hand and table == 2:
                assert window.state().room.waiting_for == (1, 2)  # both done: the next hand
            panel = tables(qtbot, window)
            if panel.offer_shown():
                broken_before = len(window.state().room.broken)
                click(qtbot, panel.offer_balance_button)
                balances += 1
                breaks += len(window.state().room.broken) - broken_before
                for station in stations.values():
                    if station.number in [t.table for t in window.state().room.tables] or (
                        station.number in window.state().room.broken
                    ):
                        station.follow()  # the moved players leave and sit down
                for move in window.state().room.pending:
                    if move.to_table in stations:
                        station = stations[move.to_table]
                        assert window.state().roster.get(move.player_id).name in station.names()
                mark_arrivals(qtbot, panel, window)
            seated = counts(window)
            assert sum(seated) == window.state().players_left  # everyone playing has a seat
            if len(seated) > 1:
                assert max(seated) - min(seated) <= rules.table_balance_tolerance
            # No table more than the players need: 9 seats each.
            assert len(seated) == -(-sum(seated) // 9)
        assert window.state().room.broken == (4, 3, 2)
        assert [t.table for t in window.state().room.tables] == [1]
        assert breaks == 3 and balances > breaks  # tables broke, and others were balanced
        assert sorted(stations[1].names()) == sorted(p.name for p in window.state().roster.playing)
        assert stations[2].names() == {}
        assert "Final table (table 1)" in panel.summary_label.text()
        assert window.state().room.pending == ()
        click(qtbot, panel.hand_for_hand_button)  # the final table deals on
        assert not window.state().room.hand_for_hand
        # Places: 21 players out, 10th to 30th, the stations' and the director's alike.
        assert sorted(p.out_order for p in window.state().roster.players if p.out_order) == list(
            range(1, 22)
        )
        assert replay(stored_events(window)) == window.state()
        assert any(o.startswith("Table 4 can break") for o in offers)
    finally:
        for station in stations.values():
            station.close()
