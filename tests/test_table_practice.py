"""`table seats` is the station on a practice table ([7/13]: the old seats-and-button window is
folded into the station), and the station's seat dialogs (ui/station/seat_dialogs)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from test_table_station_tables import make_tournament

from dealer_assist.app_station import open_station_session
from dealer_assist.cli import main
from dealer_assist.ui.station.seat_dialogs import CorrectStackDialog, SeatPlayerDialog
from dealer_assist.ui.station.table_station import TableStation

START_MS = 1_700_000_000_000


def now() -> int:
    return START_MS


def test_table_seats_opens_the_station_on_an_empty_practice_table(
    qtbot, monkeypatch, tmp_path: Path
) -> None:
    make_tournament(tmp_path, "Friday")  # a tournament exists: practice stays out of it
    monkeypatch.setattr(QApplication, "exec", lambda *_args: 0)
    before = set(QApplication.topLevelWidgets())
    assert main(["--data-dir", str(tmp_path), "table", "seats", "--seats", "6"]) == 0
    (window,) = [
        w for w in QApplication.topLevelWidgets() if isinstance(w, TableStation) and w not in before
    ]
    qtbot.addWidget(window)
    table = window.session.table
    assert table is not None and table.name == "Practice table" and table.seat_count == 6
    assert table.occupied() == ()  # the dealer seats them
    assert window.session.next_level().stakes.big_blind == 200  # not Friday's clock
    assert window.follower is None
    assert (tmp_path / "tables" / "practice-table-6-seats-ubetcha.journal").exists()


def test_a_practice_table_with_demo_seats_the_demo_players_it_has_room_for(tmp_path: Path) -> None:
    session, follower = open_station_session(str(tmp_path), "general", now, demo=True, seats=4)
    try:
        table = session.table
        assert follower is None and table is not None and table.seat_count == 4
        assert [table.require_player(s).name for s in table.occupied()] == [
            "Ana",
            "Ben",
            "Chloe",
            "Dev",
        ]
    finally:
        session.close()
    again, _ = open_station_session(str(tmp_path), "general", now, demo=True, seats=4)
    try:
        assert again.table is not None and again.table.seat_count == 4  # its own journal, kept
    finally:
        again.close()


def test_a_seat_count_out_of_range_makes_no_file(tmp_path: Path, capsys) -> None:
    assert main(["--data-dir", str(tmp_path), "table", "seats", "--seats", "1"]) == 2
    assert "2 to 10 seats" in capsys.readouterr().err
    assert not list((tmp_path / "tables").glob("practice-*"))


def test_seat_player_dialog_values(qtbot) -> None:
    dialog = SeatPlayerDialog(9, 4, 5000)
    qtbot.addWidget(dialog)
    dialog.name.setText("  Gus ")
    dialog.stack.setValue(7500)
    assert dialog.values() == (4, "Gus", 7500)
    assert dialog.seat.maximum() == 9 and dialog.moved_from() is None
    dialog.from_table.setValue(3)
    assert dialog.moved_from() == 3


def test_a_stack_correction_needs_its_reason(qtbot) -> None:
    dialog = CorrectStackDialog([(2, "Ben", 12_500), (5, "Eun", 4_200)], seat=5)
    qtbot.addWidget(dialog)
    assert dialog.stack.value() == 4_200 and not dialog.ok_button.isEnabled()
    dialog.stack.setValue(4_700)
    dialog.reason.setText("  miscounted at the colour-up ")
    assert dialog.ok_button.isEnabled()
    assert dialog.values() == (5, 4_700, "miscounted at the colour-up")
