"""The director's Players tab, driven as a person would: names typed, buttons clicked, the
dialogs answered; the journal and the screen are checked after each step ([8/13])."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from helpers.director import START_MS, FakeClock, clock, window  # noqa: F401 - fixtures
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLineEdit
from pytestqt.qtbot import QtBot

from dealer_assist import paths
from dealer_assist.app import LibraryShelf, build_director
from dealer_assist.core import roster as r
from dealer_assist.core.roster import PlayerStatus
from dealer_assist.core.tournament import CommandUndone, replay
from dealer_assist.store.journal import Journal
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.ui.common.qt_session import QtSession
from dealer_assist.ui.director.clock_controls import ClockAction
from dealer_assist.ui.director.director_window import DirectorWindow
from dealer_assist.ui.director.players_panel import Column, PlayersPanel

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


# --- helpers -------------------------------------------------------------------------------


def stored_events(window: DirectorWindow) -> list[Any]:
    with Journal.open(window.qsession.session.journal.path, read_only=True) as journal:
        return journal.events()


def players(qtbot: QtBot, window: DirectorWindow) -> PlayersPanel:
    """The Players tab, opened by clicking it."""
    tab_bar = window.tabs.tabBar()
    index = next(i for i in range(window.tabs.count()) if window.tabs.tabText(i) == "Players")
    qtbot.mouseClick(tab_bar, LEFT, pos=tab_bar.tabRect(index).center())
    panel = window.players_panel
    assert window.tabs.currentIndex() == index and panel.isVisible()
    return panel


def type_into(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(edit, text)


def add(qtbot: QtBot, panel: PlayersPanel, name: str, *, buy: bool = True, **more: str) -> str:
    qtbot.mouseClick(panel.name_edit, LEFT)
    type_into(qtbot, panel.name_edit, name)
    if "nickname" in more:
        type_into(qtbot, panel.nickname_edit, more["nickname"])
    if "contact" in more:
        type_into(qtbot, panel.contact_edit, more["contact"])
    if "method" in more:
        panel.method_combo.setCurrentText(more["method"])
    qtbot.mouseClick(panel.add_buy_button if buy else panel.add_button, LEFT)
    player = next(p for p in panel._state.roster.players if p.name == name)
    return player.player_id


def row_of(panel: PlayersPanel, name: str) -> int:
    for row in range(panel.table.rowCount()):
        if panel.table.item(row, Column.NAME).text().startswith(name):
            return row
    raise AssertionError(f"{name} is not listed")


def cell(panel: PlayersPanel, name: str, column: int) -> str:
    return panel.table.item(row_of(panel, name), column).text()


def select(qtbot: QtBot, panel: PlayersPanel, name: str) -> None:
    row = row_of(panel, name)
    rect = panel.table.visualItemRect(panel.table.item(row, Column.NAME))
    qtbot.mouseClick(panel.table.viewport(), LEFT, pos=rect.center())
    assert panel.selected_player().name == name


def click(qtbot: QtBot, button: Any) -> None:
    assert button.isEnabled(), f"{button.text()} is disabled: {button.toolTip()}"
    qtbot.mouseClick(button, LEFT)


def answer(qtbot: QtBot, fill: Callable[[Any], None]) -> Callable[[QDialog], bool]:
    """A person at the dialog: it shows, `fill` types the answers, OK is clicked."""

    def run(dialog: QDialog) -> bool:
        qtbot.addWidget(dialog)
        dialog.show()
        fill(dialog)
        click(qtbot, dialog.ok_button)
        return dialog.result() == QDialog.DialogCode.Accepted

    return run


def start_clock_at_level(qtbot: QtBot, window: DirectorWindow, level: int) -> None:
    # Ctrl+Space: the focus may be in the Players tab, where a bare Space is not the clock's.
    qtbot.keyClick(window, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    structure = window.state().structure
    index = next(i for i in range(len(structure.periods)) if structure.level_number(i) == level)
    assert window.go_to_period(index)


# --- registering and buying in -------------------------------------------------------------


def test_a_name_typed_and_add_and_buy_in_records_the_player_and_the_payment(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    panel = players(qtbot, window)
    ann = add(qtbot, panel, "Ann Lee", nickname="Red cap", contact="555-0100", method="card")
    events = stored_events(window)
    registered, bought = events[-2], events[-1]
    assert isinstance(registered, r.PlayerRegistered) and registered.name == "Ann Lee"
    assert (registered.nickname, registered.contact) == ("Red cap", "555-0100")
    assert isinstance(bought, r.EntryBought) and bought.player_id == ann
    assert bought.method == "card" and bought.chips == 5000
    assert replay(events) == window.state()  # the file agrees with the screen
    assert cell(panel, "Ann Lee", Column.NAME) == "Ann Lee (Red cap)"
    assert cell(panel, "Ann Lee", Column.STATUS) == "playing"
    assert cell(panel, "Ann Lee", Column.CHIPS) == "5,000"
    assert cell(panel, "Ann Lee", Column.ENTRIES) == "1"
    assert "1 playing" in panel.summary_label.text()
    assert "Ann Lee (Red cap) bought in: 0 by card, 5,000 chips." in panel.message_label.text()
    assert panel.name_edit.text() == "" and panel.name_edit.hasFocus()  # ready for the next
    # The TV's figures follow.
    assert window.state().players_left == 1 and window.state().entries == 1


def test_ctrl_p_opens_the_players_tab_ready_to_type_and_return_registers(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    assert window.tabs.currentIndex() == 0
    qtbot.keyClick(window, Qt.Key.Key_P, CTRL)
    panel = window.players_panel
    assert window.tabs.tabText(window.tabs.currentIndex()) == "Players"
    assert panel.name_edit.hasFocus()
    # Window-wide clock keys (Space, B, +) type into the name field instead.
    qtbot.keyClicks(panel.name_edit, "Bob B+")
    qtbot.keyClick(panel.name_edit, Qt.Key.Key_Return)
    assert window.reading() is None  # the clock was not started by the space
    assert cell(panel, "Bob B+", Column.STATUS) == "registered, not paid"
    assert isinstance(stored_events(window)[-1], r.PlayerRegistered)
    assert any("Ctrl+P" in line for line in window.shortcut_lines())


def test_the_same_name_twice_is_refused_until_a_nickname_tells_them_apart(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    panel = players(qtbot, window)
    add(qtbot, panel, "Sam", buy=False)
    before = len(stored_events(window))
    qtbot.mouseClick(panel.name_edit, LEFT)
    qtbot.keyClicks(panel.name_edit, "sam")
    qtbot.mouseClick(panel.add_button, LEFT)
    assert "Sam is already registered; give this player a nickname" in panel.message_label.text()
    assert len(stored_events(window)) == before
    assert panel.name_edit.text() == "sam"  # kept, to add the nickname
    qtbot.keyClicks(panel.nickname_edit, "Tall")
    qtbot.mouseClick(panel.add_button, LEFT)
    assert cell(panel, "sam", Column.NAME) == "sam (Tall)"


def test_ctrl_z_undoes_a_buy_in_as_one_step_and_ctrl_shift_z_puts_it_back(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    panel = players(qtbot, window)
    add(qtbot, panel, "Ann", buy=False)
    select(qtbot, panel, "Ann")
    click(qtbot, panel.buy_in_button)
    assert cell(panel, "Ann", Column.STATUS) == "playing"
    bought = stored_events(window)[-1]
    assert isinstance(bought, r.EntryBought)

    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    undone = stored_events(window)[-1]
    assert isinstance(undone, CommandUndone) and undone.target_event_id == bought.event_id
    state = window.state()
    assert state.roster.get(bought.player_id).status is PlayerStatus.REGISTERED
    assert state.ledger.payments == () and state.roster.chips_in_play == 0  # money and chips
    assert cell(panel, "Ann", Column.STATUS) == "registered, not paid"
    assert window.statusBar().currentMessage() == "Undone: buy-in of Ann."
    assert "Redo buy-in of Ann" in window.controls.action(ClockAction.REDO).toolTip()

    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL | SHIFT)
    assert cell(panel, "Ann", Column.STATUS) == "playing"
    assert window.state().ledger.money_in == window.state().ledger.buy_in
    assert replay(stored_events(window)) == window.state()


def test_late_entry_costs_the_books_penalty_and_a_closed_entry_shows_the_rule(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    """Ubetcha SEATING 3: late players until the end of level 4, penalised three big blinds."""
    panel = players(qtbot, window)
    start_clock_at_level(qtbot, window, 3)  # 100 / 200
    add(qtbot, panel, "Late Larry")
    assert cell(panel, "Late Larry", Column.CHIPS) == "4,400"
    assert "(late: 600 taken off, Ubetcha, SEATING 3)" in panel.message_label.text()
    start = window.state().structure
    level_5 = next(i for i in range(len(start.periods)) if start.level_number(i) == 5)
    assert window.go_to_period(level_5)
    before = len(stored_events(window))
    add(qtbot, panel, "Later Lou")
    refusal = "Late entry closed at the end of level 4: Ubetcha, SEATING 3."
    assert panel.message_label.text() == refusal
    assert window.statusBar().currentMessage() == refusal
    assert "b3261e" in panel.message_label.styleSheet()  # in red
    events = stored_events(window)
    assert len(events) == before + 1 and isinstance(events[-1], r.PlayerRegistered)  # no payment
    assert cell(panel, "Later Lou", Column.STATUS) == "registered, not paid"


def test_search_filters_the_list_by_name_nickname_or_contact(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    panel = players(qtbot, window)
    add(qtbot, panel, "Ann Archer", contact="555-0100")
    add(qtbot, panel, "Bob Baker", nickname="Red cap")
    add(qtbot, panel, "Cy Cole")

    def shown() -> list[str]:
        return [
            panel.table.item(row, Column.NAME).text()
            for row in range(panel.table.rowCount())
            if not panel.table.isRowHidden(row)
        ]

    qtbot.keyClicks(panel.search_edit, "red")
    assert shown() == ["Bob Baker (Red cap)"]
    type_into(qtbot, panel.search_edit, "0100")
    assert shown() == ["Ann Archer"]
    type_into(qtbot, panel.search_edit, "ER")  # any case, anywhere in the name
    assert shown() == ["Ann Archer", "Bob Baker (Red cap)"]
    type_into(qtbot, panel.search_edit, "cap bob")  # every word must match
    assert shown() == ["Bob Baker (Red cap)"]
    panel.search_edit.clear()
    assert len(shown()) == 3


# --- seats and alternates ------------------------------------------------------------------


def test_a_full_room_lists_alternates_and_seat_next_alternate_fills_a_freed_seat(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    money = window.money_panel
    type_into(qtbot, money.spins["capacity"].lineEdit(), "3")
    click(qtbot, money.save_button)
    assert window.state().ledger.capacity == 3
    panel = players(qtbot, window)
    for name in ("Ann", "Bob", "Cy", "Dee", "Eve"):
        add(qtbot, panel, name)
    assert cell(panel, "Dee", Column.STATUS) == "alternate 1"
    assert cell(panel, "Eve", Column.STATUS) == "alternate 2"
    assert "every seat is taken, so on the alternates list" in panel.message_label.text()
    assert panel.alternates_label.text() == "Alternates, in order: 1. Dee, 2. Eve"
    click(qtbot, panel.seat_button)
    assert panel.message_label.text() == (
        "All 3 seats are taken; an alternate is seated when one frees."
    )
    select(qtbot, panel, "Ann")
    panel.run_dialog = answer(qtbot, lambda d: qtbot.keyClicks(d.hand_edit, "12"))
    click(qtbot, panel.eliminate_button)
    out = stored_events(window)[-1]
    assert isinstance(out, r.PlayerEliminated) and out.hand == "12"
    click(qtbot, panel.seat_button)
    assert isinstance(stored_events(window)[-1], r.AlternateSeated)
    assert cell(panel, "Dee", Column.STATUS) == "playing"
    # Dee and Eve paid and wait for seats: in the tournament, so Ann is out 5th of 5.
    assert cell(panel, "Ann", Column.STATUS) == "out: 5th"
    assert panel.alternates_label.text() == "Alternates, in order: 1. Eve"
    assert "3 playing" in panel.summary_label.text()


# --- rebuys and add-ons (Fountain Valley) --------------------------------------------------


def test_fountain_valley_rebuy_asks_the_stack_and_the_add_on_opens_at_8pm(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    """Fountain Valley: "$500 worth of additional chips may be bought for $20 up to 8pm if the
    player is under their original $1,000 starting amount. At 8pm all players will be allowed
    to purchase an additional $1,500 worth of chips for $40." """
    assert window.new_tournament(
        "Fountain", "fountain-valley", "fountain-valley", {"buy_in": 40, "capacity": 0}
    )
    panel = players(qtbot, window)
    ann = add(qtbot, panel, "Ann")
    select(qtbot, panel, "Ann")
    click(qtbot, panel.rebuy_button)
    assert panel.message_label.text() == "Rebuys open when the clock starts."
    start_clock_at_level(qtbot, window, 1)

    def stack(chips: str) -> Callable[[Any], None]:
        return lambda d: type_into(qtbot, d.chips_edit, chips)

    panel.run_dialog = answer(qtbot, stack("1,000"))
    click(qtbot, panel.rebuy_button)
    assert panel.message_label.text() == (
        "Ann has 1,000: only a player under the starting 1,000 may rebuy."
    )
    panel.run_dialog = answer(qtbot, stack("700"))
    click(qtbot, panel.rebuy_button)
    rebuy = stored_events(window)[-1]
    assert isinstance(rebuy, r.RebuyBought) and (rebuy.chips, rebuy.price) == (500, 20)
    assert cell(panel, "Ann", Column.REBUYS) == "1"

    click(qtbot, panel.add_on_button)
    assert panel.message_label.text() == "The add-on opens at the end of level 2."
    start_clock_at_level(qtbot, window, 3)
    panel.method_combo.setCurrentText("transfer")
    click(qtbot, panel.add_on_button)
    add_on = stored_events(window)[-1]
    assert isinstance(add_on, r.AddOnBought) and add_on.method == "transfer"
    assert cell(panel, "Ann", Column.ADD_ONS) == "1"
    player = window.state().roster.get(ann)
    assert player.chips_bought == 1000 + 500 + 1500
    assert window.state().ledger.money_in == 40 + 20 + 40


# --- refunds, details ------------------------------------------------------------------------


def test_a_refund_needs_a_reason_and_gives_the_buy_in_back(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    panel = players(qtbot, window)
    add(qtbot, panel, "Ann")
    select(qtbot, panel, "Ann")
    seen: list[bool] = []

    def fill(dialog: Any) -> None:
        seen.append(dialog.ok_button.isEnabled())  # no reason yet: OK is off, and says why
        assert "Say why" in dialog.problem_label.text()
        qtbot.keyClicks(dialog.reason_edit, "went home sick")

    panel.run_dialog = answer(qtbot, fill)
    click(qtbot, panel.refund_button)
    assert seen == [False]
    refund = stored_events(window)[-1]
    assert isinstance(refund, r.PaymentRefunded) and refund.reason == "went home sick"
    assert cell(panel, "Ann", Column.STATUS) == "registered, not paid"
    assert window.state().ledger.money_in == 0
    assert window.statusBar().currentMessage().startswith("Refunded 0 by cash (went home sick)")


def test_details_are_edited_from_a_double_click(qtbot: QtBot, window: DirectorWindow) -> None:
    panel = players(qtbot, window)
    add(qtbot, panel, "Ann", buy=False)
    panel.run_dialog = answer(qtbot, lambda d: qtbot.keyClicks(d.nickname_edit, "Ace"))
    row = row_of(panel, "Ann")
    rect = panel.table.visualItemRect(panel.table.item(row, Column.NAME))
    qtbot.mouseClick(panel.table.viewport(), LEFT, pos=rect.center())
    qtbot.mouseDClick(panel.table.viewport(), LEFT, pos=rect.center())
    updated = stored_events(window)[-1]
    assert isinstance(updated, r.PlayerUpdated) and updated.nickname == "Ace"
    assert cell(panel, "Ann", Column.NAME) == "Ann (Ace)"


# --- out of the tournament -------------------------------------------------------------------


def test_two_out_on_one_hand_need_their_starting_stacks_and_the_larger_finishes_higher(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    """Ubetcha PROCEDURES & RULES 14: the player starting the hand with more chips finishes
    higher."""
    panel = players(qtbot, window)
    for name in ("Ann", "Bob", "Cy", "Dee"):
        add(qtbot, panel, name)

    def out(hand: str, table: str, chips: str) -> Callable[[Any], None]:
        def fill(dialog: Any) -> None:
            qtbot.keyClicks(dialog.hand_edit, hand)
            qtbot.keyClicks(dialog.table_edit, table)
            qtbot.keyClicks(dialog.chips_edit, chips)

        return fill

    select(qtbot, panel, "Ann")
    panel.run_dialog = answer(qtbot, out("57", "2", "2,000"))
    click(qtbot, panel.eliminate_button)
    select(qtbot, panel, "Bob")
    panel.run_dialog = answer(qtbot, out("57", "2", ""))
    click(qtbot, panel.eliminate_button)
    assert panel.message_label.text() == (
        "Two players out on hand 57: give each one's chips at the start of that hand, which"
        " decide who finishes higher (Ubetcha PROCEDURES & RULES 14)."
    )
    panel.run_dialog = answer(qtbot, out("57", "2", "3000"))
    click(qtbot, panel.eliminate_button)
    busted = stored_events(window)[-1]
    assert isinstance(busted, r.PlayerEliminated)
    assert (busted.hand, busted.table, busted.start_chips) == ("57", 2, 3000)
    assert cell(panel, "Bob", Column.STATUS) == "out: 3rd"
    assert cell(panel, "Ann", Column.STATUS) == "out: 4th"
    # Who is in comes first, then who is out, best place first.
    names = [panel.table.item(row, 0).text() for row in range(panel.table.rowCount())]
    assert names == ["Cy", "Dee", "Bob", "Ann"]


def test_leaving_early_asks_the_stack_and_says_what_the_book_does(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    """Ubetcha PROCEDURES & RULES 15: the chips are removed from play, and the player signs out
    as if eliminated at that time."""
    panel = players(qtbot, window)
    for name in ("Ann", "Bob", "Cy"):
        add(qtbot, panel, name)
    select(qtbot, panel, "Ann")
    notes: list[str] = []

    def fill(dialog: Any) -> None:
        notes.append(dialog.note_label.text())
        type_into(qtbot, dialog.chips_edit, "3,250")

    panel.run_dialog = answer(qtbot, fill)
    click(qtbot, panel.leave_button)
    assert "removes the chips from play" in notes[0]
    assert "Ubetcha, PROCEDURES & RULES 15" in notes[0]
    left = stored_events(window)[-1]
    assert isinstance(left, r.PlayerLeft) and (left.chips, left.handling) == (3250, "removed")
    assert cell(panel, "Ann", Column.STATUS) == "left: 3rd"
    assert window.state().roster.chips_in_play == 3 * 5000 - 3250


def test_chip_counts_then_an_end_on_chips_places_everyone_still_in(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    panel = players(qtbot, window)
    for name in ("Ann", "Bob", "Cy"):
        add(qtbot, panel, name)
    ids = {p.name: p.player_id for p in window.state().roster.players}

    def counts(values: dict[str, str]) -> Callable[[Any], None]:
        def fill(dialog: Any) -> None:
            for name, text in values.items():
                type_into(qtbot, dialog.edits[ids[name]], text)

        return fill

    panel.run_dialog = answer(qtbot, counts({"Ann": "7,000", "Bob": ""}))
    click(qtbot, panel.counts_button)
    counted = stored_events(window)[-1]
    assert isinstance(counted, r.ChipsCounted)
    assert counted.counts == {ids["Ann"]: 7000, ids["Cy"]: 5000}  # blank: not counted
    assert cell(panel, "Ann", Column.CHIPS) == "7,000"

    panel.run_dialog = answer(qtbot, counts({"Ann": "7000", "Bob": "4000", "Cy": "4000"}))
    click(qtbot, panel.end_button)
    ended = stored_events(window)[-1]
    assert isinstance(ended, r.TournamentEndedOnChips)
    assert cell(panel, "Ann", Column.STATUS) == "finished: 1st"
    assert cell(panel, "Bob", Column.STATUS) == "finished: 2nd-3rd"  # tied on chips: share
    assert cell(panel, "Cy", Column.STATUS) == "finished: 2nd-3rd"
    assert not panel.end_button.isEnabled()  # nobody is left to place


def test_an_end_on_chips_asks_every_count(qtbot: QtBot, window: DirectorWindow) -> None:
    panel = players(qtbot, window)
    add(qtbot, panel, "Ann")
    add(qtbot, panel, "Bob")
    states: list[tuple[bool, str]] = []

    def run(dialog: Any) -> bool:
        qtbot.addWidget(dialog)
        states.append((dialog.ok_button.isEnabled(), dialog.problem_label.text()))  # last counts
        ann = next(p.player_id for p in window.state().roster.players if p.name == "Ann")
        dialog.edits[ann].clear()
        states.append((dialog.ok_button.isEnabled(), dialog.problem_label.text()))
        return False  # cancelled

    panel.run_dialog = run
    before = len(stored_events(window))
    click(qtbot, panel.end_button)
    assert states == [(True, ""), (False, "Count Ann's chips: everyone still in is placed.")]
    assert len(stored_events(window)) == before


# --- read-only -------------------------------------------------------------------------------


def test_a_read_only_tournament_disables_every_player_command_with_the_reason(
    qtbot: QtBot, tmp_path: Path, clock: FakeClock
) -> None:
    first = build_director(tmp_path, now_ms=clock)
    qtbot.addWidget(first)
    panel = first.players_panel
    add(qtbot, panel, "Ann")
    path = first.qsession.session.journal.path
    first.close()
    first.qsession.close()

    shelf = LibraryShelf(TournamentLibrary(paths.tournaments_dir(tmp_path)), clock)
    session, tournament_id = shelf.open(str(path), read_only=True)
    viewer = DirectorWindow(QtSession(session), tournament_id=tournament_id, shelf=shelf,
                            now_ms=clock)  # fmt: skip
    qtbot.addWidget(viewer)
    viewer.resize(1280, 720)
    viewer.show()
    qtbot.waitExposed(viewer)
    try:
        reason = viewer.read_only_reason()
        assert reason is not None
        panel = players(qtbot, viewer)
        select(qtbot, panel, "Ann")
        for button in panel.command_buttons():
            assert not button.isEnabled(), button.text()
            assert button.toolTip() == reason
        assert panel.name_edit.isReadOnly()
        assert not viewer.menus.add_player_action.isEnabled()
        assert viewer.menus.add_player_action.toolTip() == reason
        asked: list[QDialog] = []
        panel.run_dialog = lambda dialog: asked.append(dialog) or True
        assert not panel.eliminate() and not panel.buy_in()  # calls from code are refused too
        assert asked == [] and reason in panel.message_label.text()
        assert cell(panel, "Ann", Column.STATUS) == "playing"  # the list is still shown
        assert len(viewer.qsession.session.journal.events()) == len(session.journal.events())
    finally:
        viewer.close()
        viewer.qsession.close()


def test_a_write_that_fails_mid_buy_in_changes_nothing_and_turns_the_panel_off(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    """A full disk: the buy-in is not saved, so not applied; the window goes read-only."""
    import sqlite3

    panel = players(qtbot, window)
    add(qtbot, panel, "Ann", buy=False)
    window.tell_write_problem = lambda _text: None
    journal = window.qsession.session.journal
    real = journal._conn

    class Full:
        def execute(self, sql: str, *args: Any) -> Any:
            if sql.lstrip().upper().startswith(("INSERT", "BEGIN", "UPDATE")):
                error = sqlite3.OperationalError("database or disk is full")
                error.sqlite_errorcode = 13  # type: ignore[attr-defined]
                raise error
            return real.execute(sql, *args)

        def __getattr__(self, name: str) -> Any:
            return getattr(real, name)

    journal._conn = Full()
    try:
        select(qtbot, panel, "Ann")
        click(qtbot, panel.buy_in_button)
        assert panel.message_label.text().startswith("Not saved: the disk holding")
        assert cell(panel, "Ann", Column.STATUS) == "registered, not paid"
        assert window.state().ledger.payments == ()
        assert not panel.buy_in_button.isEnabled()
        assert panel.buy_in_button.toolTip() == window.read_only_reason()
    finally:
        journal._conn = real
    assert window.try_writing_again()
    assert panel.buy_in_button.isEnabled()
