"""The director's Money and Payouts tabs, driven as a person would: prices typed and saved, the
payout table read and edited, places with ties and their prizes paid, a final-table deal, the
cash by method, and the results exported ([8/13])."""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

from helpers.director import START_MS, FakeClock, clock, window  # noqa: F401 - fixtures
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QSpinBox
from pytestqt.qtbot import QtBot
from test_director_players import (
    CTRL,
    LEFT,
    add,
    answer,
    click,
    players,
    select,
    stored_events,
    type_into,
)

from dealer_assist import paths
from dealer_assist.app import LibraryShelf, build_director
from dealer_assist.core import roster as r
from dealer_assist.core.money.icm import DealMethod, deal_sheet
from dealer_assist.core.money.ledger import DealTaken, MoneySettingsChanged, PrizePaid
from dealer_assist.core.tournament import CommandUndone, replay
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.ui.common.qt_session import QtSession
from dealer_assist.ui.director.director_window import DirectorWindow
from dealer_assist.ui.director.money_panel import MoneyPanel
from dealer_assist.ui.director.payouts_panel import PayoutsPanel

# --- helpers -------------------------------------------------------------------------------


def open_tab(qtbot: QtBot, window: DirectorWindow, title: str) -> None:
    bar = window.tabs.tabBar()
    index = next(i for i in range(window.tabs.count()) if window.tabs.tabText(i) == title)
    qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(index).center())
    assert window.tabs.currentIndex() == index


def money_tab(qtbot: QtBot, window: DirectorWindow) -> MoneyPanel:
    open_tab(qtbot, window, "Money")
    return window.money_panel


def payouts_tab(qtbot: QtBot, window: DirectorWindow) -> PayoutsPanel:
    open_tab(qtbot, window, "Payouts")
    return window.payouts_panel


def type_number(qtbot: QtBot, spin: QSpinBox, value: int) -> None:
    edit = spin.lineEdit()
    qtbot.mouseClick(edit, LEFT)
    edit.selectAll()
    qtbot.keyClicks(edit, str(value))
    assert spin.value() == value


def save_settings(qtbot: QtBot, window: DirectorWindow, **values: int) -> MoneyPanel:
    panel = money_tab(qtbot, window)
    for field, value in values.items():
        type_number(qtbot, panel.spins[field], value)
    click(qtbot, panel.save_button)
    return panel


def field_of(qtbot: QtBot, window: DirectorWindow, names: list[str], **settings: int) -> dict:
    save_settings(qtbot, window, **settings)
    panel = players(qtbot, window)
    return {name: add(qtbot, panel, name) for name in names}


def bust(qtbot: QtBot, window: DirectorWindow, name: str, hand: str, chips: str = "") -> None:
    panel = players(qtbot, window)
    select(qtbot, panel, name)

    def fill(dialog: Any) -> None:
        qtbot.keyClicks(dialog.hand_edit, hand)
        qtbot.keyClicks(dialog.chips_edit, chips)

    panel.run_dialog = answer(qtbot, fill)
    click(qtbot, panel.eliminate_button)
    assert isinstance(stored_events(window)[-1], r.PlayerEliminated), panel.message_label.text()


def payout_rows(panel: PayoutsPanel) -> list[tuple[str, str, str]]:
    table = panel.payout_table
    return [tuple(table.item(row, c).text() for c in range(3)) for row in range(table.rowCount())]


def place_rows(panel: PayoutsPanel) -> list[tuple[str, ...]]:
    table = panel.places_table
    return [tuple(table.item(row, c).text() for c in range(4)) for row in range(table.rowCount())]


def select_place(qtbot: QtBot, panel: PayoutsPanel, player: str) -> None:
    table = panel.places_table
    row = next(r for r in range(table.rowCount()) if table.item(r, 1).text() == player)
    rect = table.visualItemRect(table.item(row, 1))
    qtbot.mouseClick(table.viewport(), LEFT, pos=rect.center())
    assert panel.selected_line().player == player


def edit_share(qtbot: QtBot, panel: PayoutsPanel, row: int, text: str) -> None:
    """Double-click the Share cell, type, press Return."""
    table = panel.payout_table
    rect = table.visualItemRect(table.item(row, 1))
    qtbot.mouseClick(table.viewport(), LEFT, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), LEFT, pos=rect.center())
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit), editor
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.item(row, 1).text() == text)  # the view commits queued


# --- settings ------------------------------------------------------------------------------


def test_prices_typed_and_saved_are_one_command_that_ctrl_z_takes_back(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    panel = money_tab(qtbot, window)
    assert not panel.save_button.isEnabled()  # nothing edited yet
    for field, value in (("buy_in", 120), ("fee", 10), ("fee_percent", 5), ("bounty", 20),
                         ("capacity", 27), ("re_entries", 1), ("payout_unit", 5)):  # fmt: skip
        type_number(qtbot, panel.spins[field], value)
    assert panel.save_button.isEnabled() and panel.is_dirty()
    click(qtbot, panel.save_button)
    saved = stored_events(window)[-1]
    assert isinstance(saved, MoneySettingsChanged)
    assert (saved.buy_in, saved.fee, saved.fee_percent, saved.bounty) == (120, 10, 5, 20)
    assert (saved.capacity, saved.re_entries, saved.payout_unit) == (27, 1, 5)
    assert panel.message_label.text() == "Money settings saved."
    assert not panel.save_button.isEnabled()
    # Three entries: 360 in, the house's 30 fixed and 5% of the 270 after bounties (13), 60 in
    # bounties kept out of the pool.
    people = players(qtbot, window)
    for name in ("Ann", "Bob", "Cy"):
        add(qtbot, people, name)
    ledger = window.state().ledger
    assert (ledger.money_in, ledger.fees, ledger.bounties, ledger.prize_pool) == (360, 43, 60, 257)
    text = money_tab(qtbot, window).pool_label.text()
    for figure in ("360", "43", "60", "<b>257</b>"):
        assert figure in text

    for _ in range(7):  # three names, three buy-ins, then the settings: one step each
        qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert window.statusBar().currentMessage() == "Undone: money settings."
    assert window.state().ledger.buy_in == 0
    assert panel.spins["buy_in"].value() == 0  # the form shows the settings in force


def test_settings_the_core_refuses_say_why_and_change_nothing(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    before = len(stored_events(window))
    panel = save_settings(qtbot, window, buy_in=40, fee=50)
    assert panel.message_label.text() == (
        "The fee (50) and bounty (0) cannot exceed the buy-in (40)."
    )
    assert len(stored_events(window)) == before
    assert panel.is_dirty()  # the typing is kept, to be corrected
    click(qtbot, panel.revert_button)
    assert panel.spins["fee"].value() == 0 and not panel.is_dirty()


def test_the_new_tournament_form_asks_the_buy_in_and_the_seats(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    dialog = window.show_files()
    qtbot.addWidget(dialog)
    assert dialog.buy_in_spin.value() == 0 and dialog.seats_spin.value() == 0
    qtbot.keyClicks(dialog.name_edit, "Friday")
    type_number(qtbot, dialog.buy_in_spin, 40)
    type_number(qtbot, dialog.seats_spin, 27)
    qtbot.mouseClick(dialog.create_button, LEFT)
    state = window.state()
    assert state.name == "Friday"
    assert (state.ledger.buy_in, state.ledger.capacity) == (40, 27)
    events = stored_events(window)
    assert isinstance(events[1], MoneySettingsChanged) and len(events) == 2
    assert money_tab(qtbot, window).spins["buy_in"].value() == 40

    dialog = window.show_files()
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.name_edit, "Free roll")
    qtbot.mouseClick(dialog.create_button, LEFT)
    assert window.state().name == "Free roll"
    assert len(stored_events(window)) == 1  # nothing typed: no settings recorded


# --- the payout table ----------------------------------------------------------------------


def test_the_preset_table_rounds_to_the_unit_and_says_where_the_remainder_goes(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]
    field_of(qtbot, window, names, buy_in=100, fee=10, payout_unit=5)
    panel = payouts_tab(qtbot, window)
    assert panel.source_label.text() == "Preset for 7-10 entries: a pool of 720"
    # 50/30/20 of 720: 360, 216 and 144 rounded down to 5s; the 5 left goes to 1st.
    assert payout_rows(panel) == [("1st", "50%", "365"), ("2nd", "30%", "215"),
                                  ("3rd", "20%", "140")]  # fmt: skip
    assert panel.remainder_label.text() == (
        "Prizes are rounded down to units of 5; the 5 left by rounding goes to 1st."
    )
    panel.remainder_spin.stepUp()
    assert payout_rows(panel)[:2] == [("1st", "50%", "360"), ("2nd", "30%", "220")]
    assert "goes to 2nd" in panel.remainder_label.text()


def test_shares_are_edited_as_percentages_or_amounts_and_must_add_up(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    field_of(qtbot, window, ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"],
             buy_in=100, fee=10, payout_unit=5)  # fmt: skip
    panel = payouts_tab(qtbot, window)
    edit_share(qtbot, panel, 0, "60%")
    assert panel.table_problem_label.text() == "The percentages add up to 110, not 100."
    edit_share(qtbot, panel, 2, "100")  # a fixed amount
    edit_share(qtbot, panel, 0, "70%")
    # 100 fixed; 70% and 30% of the 620 left: 434 and 186, rounded down to 430 and 185.
    assert payout_rows(panel) == [("1st", "70%", "435"), ("2nd", "30%", "185"),
                                  ("3rd", "100", "100")]  # fmt: skip
    assert panel.source_label.text() == "Edited table: a pool of 720"
    assert panel.table_problem_label.isHidden()
    edit_share(qtbot, panel, 1, "thirty")
    assert "type a share of the pool as 30% or a fixed amount as 250" in (
        panel.table_problem_label.text()
    )
    click(qtbot, panel.add_place_button)
    assert len(payout_rows(panel)) == 4
    click(qtbot, panel.preset_button)
    assert [row[1] for row in payout_rows(panel)] == ["50%", "30%", "20%"]


def test_an_edited_table_is_kept_with_the_tournament_and_ctrl_z_takes_it_back(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    """A payout table that pays out the pool is journaled: it survives a reopen, and undo
    takes the edit back as one step."""
    from dealer_assist.core.money.ledger import PayoutTableChanged

    field_of(qtbot, window, ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"],
             buy_in=100, fee=10, payout_unit=5)  # fmt: skip
    panel = payouts_tab(qtbot, window)
    edit_share(qtbot, panel, 0, "60%")  # 110%: shown, not kept
    assert not any(isinstance(e, PayoutTableChanged) for e in stored_events(window))
    edit_share(qtbot, panel, 1, "20%")  # 60/20/20: kept
    kept = [e for e in stored_events(window) if isinstance(e, PayoutTableChanged)]
    assert [k.shares for k in kept] == [("60%", "20%", "20%")]
    assert window.state().ledger.payout_shares == ("60%", "20%", "20%")
    panel.reset()  # as when the tournament is opened again: the table comes from the journal
    panel.show_state(window.state())
    assert [row[1] for row in payout_rows(panel)] == ["60%", "20%", "20%"]
    window.undo()
    assert window.state().ledger.payout_shares == ()
    panel.show_state(window.state())
    assert [row[1] for row in payout_rows(panel)] == ["50%", "30%", "20%"]


# --- places, prizes, paying ----------------------------------------------------------------


def test_tied_places_share_their_prizes_and_a_prize_marked_paid_is_undoable(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    """Applewood Misc. 28 / Ubetcha PROCEDURES & RULES 14: players who tie share the money of
    their places; equal starting stacks on one hand tie."""
    field_of(qtbot, window, ["Ann", "Bob", "Cy", "Dee"], buy_in=100)
    bust(qtbot, window, "Dee", "1")
    bust(qtbot, window, "Cy", "2", "3000")
    bust(qtbot, window, "Bob", "2", "3000")
    panel = payouts_tab(qtbot, window)
    # 4 entries: 65% / 35% of 400.
    assert place_rows(panel) == [
        ("1st", "Ann", "260", ""),
        ("2nd-3rd", "Cy", "70", ""),
        ("2nd-3rd", "Bob", "70", ""),
        ("4th", "Dee", "0", ""),
    ]
    tie_how = panel.places_table.item(1, 4).text()
    assert "they tie and share" in tie_how and "the 140 of 2nd-3rd split 2 ways" in tie_how
    assert window.state().house_book == "ubetcha" and "Ubetcha" in tie_how

    select_place(qtbot, panel, "Dee")
    assert not panel.pay_button.isEnabled()  # 4th pays nothing
    assert not panel.pay_selected() and "pays nothing" in panel.message_label.text()
    select_place(qtbot, panel, "Ann")
    assert "Ann</b>, 1st: the last player with chips" in panel.detail_label.text()
    panel.pay_method.setCurrentText("card")
    click(qtbot, panel.pay_button)
    paid = stored_events(window)[-1]
    assert isinstance(paid, PrizePaid)
    assert (paid.amount, paid.method, paid.what) == (260, "card", "prize")
    assert place_rows(panel)[0] == ("1st", "Ann", "260", "260 ✓")
    assert not panel.pay_button.isEnabled()  # paid in full
    cash = money_tab(qtbot, window)
    assert cash.cash_table.item(0, 0).text() == "cash"
    assert window.state().ledger.by_method() == {"cash": 400, "card": -260}

    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert window.statusBar().currentMessage() == "Undone: prize of 260 paid to Ann."
    assert isinstance(stored_events(window)[-1], CommandUndone)
    assert place_rows(window.payouts_panel)[0] == ("1st", "Ann", "260", "")


def test_the_cash_by_method_and_a_bounty_paid(qtbot: QtBot, window: DirectorWindow) -> None:
    save_settings(qtbot, window, buy_in=100, bounty=20)
    people = players(qtbot, window)
    add(qtbot, people, "Ann", method="cash")
    add(qtbot, people, "Bob", method="card")
    add(qtbot, people, "Cy", method="transfer")
    bust(qtbot, window, "Cy", "9")
    panel = money_tab(qtbot, window)
    panel.bounty_player.setCurrentText("Ann")
    assert panel.bounty_amount.text() == "20"  # the tournament's bounty
    click(qtbot, panel.bounty_button)
    paid = stored_events(window)[-1]
    assert isinstance(paid, PrizePaid) and (paid.what, paid.amount) == ("bounty", 20)
    rows = [
        tuple(panel.cash_table.item(row, c).text() for c in range(4))
        for row in range(panel.cash_table.rowCount())
    ]
    assert rows == [("cash", "100", "20", "80"), ("card", "100", "0", "100"),
                    ("transfer", "100", "0", "100")]  # fmt: skip
    assert panel.cash_label.text().endswith("balanced.")
    assert "280 on hand" in panel.cash_label.text()


# --- the deal ------------------------------------------------------------------------------


def test_a_final_table_deal_shows_icm_beside_the_chip_chop_and_records_the_one_taken(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    ids = field_of(qtbot, window, ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"], buy_in=100)
    for hand, name in enumerate(("Gus", "Fay", "Eve", "Dee"), 1):
        bust(qtbot, window, name, str(hand))
    panel = payouts_tab(qtbot, window)
    assert panel.results().prizes_left() == [350, 210, 140]
    seen: dict[str, Any] = {}

    def run(dialog: Any) -> bool:
        qtbot.addWidget(dialog)
        dialog.show()
        for name, chips in (("Ann", "20,000"), ("Bob", "10000"), ("Cy", "5000")):
            type_into(qtbot, dialog.chip_edits[ids[name]], chips)
        seen["icm"] = [dialog.table.item(row, 2).text() for row in range(3)]
        seen["chop"] = [dialog.table.item(row, 3).text() for row in range(3)]
        click(qtbot, dialog.take_buttons[DealMethod.ICM])
        return dialog.result() == dialog.DialogCode.Accepted

    panel.run_dialog = run
    click(qtbot, panel.deal_button)
    sheet = deal_sheet({ids["Ann"]: 20000, ids["Bob"]: 10000, ids["Cy"]: 5000}, [350, 210, 140])
    assert seen["icm"] == [f"{a:,}" for a in sheet.icm.amounts]
    assert seen["chop"] == ["400", "200", "100"]  # 700 by chips: 4 / 2 / 1
    deal = stored_events(window)[-1]
    assert isinstance(deal, DealTaken) and deal.method == "icm"
    assert deal.shares == sheet.shares(DealMethod.ICM)
    assert not panel.deal_button.isEnabled()  # one deal; undo it to take another
    rows = place_rows(panel)
    assert [row[0] for row in rows[:3]] == ["in play"] * 3
    select_place(qtbot, panel, "Bob")
    click(qtbot, panel.pay_button)
    paid = stored_events(window)[-1]
    assert isinstance(paid, PrizePaid) and paid.what == "deal"
    assert paid.amount == deal.shares[ids["Bob"]]
    assert replay(stored_events(window)) == window.state()
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert window.statusBar().currentMessage() == "Undone: deal (icm)."
    assert window.state().ledger.deal is None and panel.deal_button.isEnabled()


def test_a_deal_needs_every_players_chips(qtbot: QtBot, window: DirectorWindow) -> None:
    ids = field_of(qtbot, window, ["Ann", "Bob", "Cy"], buy_in=100)
    panel = payouts_tab(qtbot, window)
    states: list[tuple[bool, str]] = []

    def run(dialog: Any) -> bool:
        qtbot.addWidget(dialog)
        dialog.chip_edits[ids["Bob"]].clear()
        states.append((dialog.take_buttons[DealMethod.ICM].isEnabled(), dialog.note_label.text()))
        return False

    panel.run_dialog = run
    before = len(stored_events(window))
    click(qtbot, panel.deal_button)
    assert states == [(False, "Type Bob's chips.")]
    assert len(stored_events(window)) == before


# --- exports -------------------------------------------------------------------------------


def test_results_export_as_csv_and_pdf_written_whole(
    qtbot: QtBot, window: DirectorWindow, tmp_path: Path
) -> None:
    field_of(qtbot, window, ["Ann", "Bob", "Cy", "Dee"], buy_in=100)
    bust(qtbot, window, "Dee", "1")
    bust(qtbot, window, "Cy", "2")
    panel = payouts_tab(qtbot, window)
    out = tmp_path / "exports"
    out.mkdir()
    asked: list[tuple[str, str]] = []

    def choose(kind: str, suggested: str) -> str:
        asked.append((kind, suggested))
        return str(out / "friday")  # no extension: it is added

    panel.choose_export_path = choose
    click(qtbot, panel.csv_button)
    assert asked[-1] == ("csv", "demo-tournament-results.csv")
    rows = list(csv.DictReader(io.StringIO((out / "friday.csv").read_text(encoding="utf-8"))))
    assert [(row["places"], row["player"], row["prize"], row["still_due"]) for row in rows] == [
        ("3rd", "Cy", "0", "0"),
        ("4th", "Dee", "0", "0"),
        ("1st", "", "260", "260"),  # still to be decided: the place and its prize
        ("2nd", "", "140", "140"),
    ]
    assert rows[0]["rule"].startswith("Ubetcha")
    assert f"Results exported to {out / 'friday.csv'}." == panel.message_label.text()

    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Players")
    pdf_action = next(a for a in menu.actions() if "PDF" in a.text())
    pdf_action.trigger()
    data = (out / "friday.pdf").read_bytes()
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    assert sorted(p.name for p in out.iterdir()) == ["friday.csv", "friday.pdf"]  # no temp file

    panel.choose_export_path = lambda kind, suggested: str(tmp_path / "gone" / "x.csv")
    click(qtbot, panel.csv_button)
    assert panel.message_label.text().startswith(f"Cannot export to {tmp_path / 'gone'}")


# --- read-only -----------------------------------------------------------------------------


def test_read_only_turns_off_the_money_commands_but_not_the_exports(
    qtbot: QtBot, tmp_path: Path, clock: FakeClock
) -> None:
    first = build_director(tmp_path, now_ms=clock)
    qtbot.addWidget(first)
    first.money_panel.spins["buy_in"].setValue(50)
    first.money_panel.save_settings()
    for name in ("Ann", "Bob"):
        first.players_panel.name_edit.setText(name)
        first.players_panel.add_player(buy=True)
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
        money = money_tab(qtbot, viewer)
        assert all(spin.isReadOnly() for spin in money.spins.values())
        for button in (*money.command_buttons(), *viewer.payouts_panel.command_buttons()):
            assert not button.isEnabled(), button.text()
            assert button.toolTip() == reason
        assert (
            not viewer.menus.deal_action.isEnabled()
            and viewer.menus.deal_action.toolTip() == reason
        )
        payouts = payouts_tab(qtbot, viewer)
        assert payouts.csv_button.isEnabled()  # reading is not writing the journal
        payouts.choose_export_path = lambda kind, suggested: str(tmp_path / f"r.{kind}")
        click(qtbot, payouts.csv_button)
        assert (tmp_path / "r.csv").exists()
    finally:
        viewer.close()
        viewer.qsession.close()
