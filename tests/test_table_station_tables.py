"""Several tables per tournament: `dealer-assist table --table N` runs table N with its own
journal (tables/<tournament>-table-<N>.journal), so two stations work side by side on one
machine; the station is titled by its table; `--pin` gives the director's PIN (issue [6/13])."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers.ticking import START_MS, Ticking

from dealer_assist import paths
from dealer_assist.cli import main
from dealer_assist.core import tournament
from dealer_assist.core.hand.hand_events import HandDealt
from dealer_assist.resources import resource_path
from dealer_assist.store.journal import JournalError, read_info
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.store.session import Session


def make_tournament(data_dir: Path, name: str = "Friday", book: str = "ubetcha") -> Path:
    text = resource_path("structures", "demo.toml").read_text(encoding="utf-8")
    library = TournamentLibrary(paths.tournaments_dir(str(data_dir)))
    info = library.create(name)
    with Session(library.open(info.id), tournament.apply, None) as director:
        director.execute(tournament.cmd_create(name, book, text, START_MS))
        director.execute(tournament.cmd_start(director.state, START_MS))
    return info.path


def test_two_tables_of_one_tournament_open_side_by_side_and_both_write(tmp_path: Path) -> None:
    from dealer_assist.app_station import open_station_session

    stem = make_tournament(tmp_path).stem
    one, follow_one = open_station_session(str(tmp_path), None, Ticking(), table=1)
    two, follow_two = open_station_session(str(tmp_path), None, Ticking(), table=2)
    try:
        tables = paths.data_dir(str(tmp_path)) / "tables"
        assert one.session.journal.path == tables / f"{stem}-table-1.journal"
        assert two.session.journal.path == tables / f"{stem}-table-2.journal"
        assert (one.table.name, two.table.name) == ("Table 1", "Table 2")
        assert one.hands_dir != two.hands_dir
        for session in (one, two):  # a tournament's table opens empty: seat two, deal
            assert session.table.occupied() == ()
            session.seat_players([(1, "Ann", 5_000), (2, "Bob", 5_000)])
            session.move_button(1)
            session.deal()
        for session in (one, two):
            assert any(isinstance(e, HandDealt) for e in session.session.journal.events())
        with pytest.raises(JournalError):  # one table is still run by one station
            open_station_session(str(tmp_path), None, Ticking(), table=2)
    finally:
        for session, follower in ((one, follow_one), (two, follow_two)):
            session.close()
            follower.close()


def test_an_older_tournament_table_journal_is_table_one(tmp_path: Path) -> None:
    """Journals written before --table (<tournament>-table.journal) go on as table 1."""
    from dealer_assist.app_station import open_station_session

    stem = make_tournament(tmp_path).stem
    tables = paths.make_private_dir(paths.data_dir(str(tmp_path)) / "tables")
    old, follower = open_station_session(str(tmp_path), None, Ticking(), table=1)
    old.close()
    follower.close()
    (tables / f"{stem}-table-1.journal").rename(tables / f"{stem}-table.journal")
    for extra in tables.glob(f"{stem}-table-1.journal*"):
        extra.unlink()
    again, follower = open_station_session(str(tmp_path), None, Ticking())
    assert again.session.journal.path == tables / f"{stem}-table.journal"
    again.close()
    follower.close()


def test_the_table_option_and_the_pin_reach_the_station(monkeypatch, tmp_path: Path) -> None:
    calls: list[tuple] = []

    def fake(data_dir, book, *, demo=False, pin=None, table=None, join=None, pair=None, seats=None):  # type: ignore[no-untyped-def]
        calls.append((data_dir, book, demo, pin, table))
        assert join is None and pair is None  # no --join: no network link
        assert seats is None  # a tournament's table, not a practice table
        return 0

    monkeypatch.setattr("dealer_assist.app_station.run_station", fake)
    assert main(["--data-dir", str(tmp_path), "table", "--table", "2", "--pin", "2468"]) == 0
    assert calls == [(str(tmp_path), None, False, "2468", 2)]


@pytest.mark.parametrize("value", ["0", "-1", "x"])
def test_a_table_number_below_one_is_refused(value: str, capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["table", "--table", value])
    assert stop.value.code == 2 and "--table" in capsys.readouterr().err


def test_a_pin_that_is_not_digits_stops_the_station_with_the_reason(tmp_path: Path, capsys) -> None:
    assert main(["--data-dir", str(tmp_path), "table", "--demo", "--pin", "12ab"]) == 2
    err = capsys.readouterr().err
    assert "PIN" in err and "4 to 12 digits" in err and "12ab" not in err


def test_the_station_is_titled_by_its_table(qtbot, monkeypatch, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from dealer_assist.app_station import run_station
    from dealer_assist.ui.station.table_station import TableStation

    make_tournament(tmp_path, "Friday")
    monkeypatch.setattr(QApplication, "exec", lambda *_args: 0)
    before = set(QApplication.topLevelWidgets())
    assert run_station(str(tmp_path), None, table=3) == 0
    (window,) = [
        w for w in QApplication.topLevelWidgets() if isinstance(w, TableStation) and w not in before
    ]
    qtbot.addWidget(window)
    assert window.windowTitle().startswith("Dealer Assist: Table 3 · Friday")
    assert window.title.text().startswith("Table 3 · Friday")
    window.pin_guard.ask = lambda _what: None  # the pin is not set: closing asks nothing


@pytest.mark.slow
def test_two_station_processes_run_tables_1_and_2_of_one_tournament(tmp_path: Path) -> None:
    """Two `dealer-assist table` processes on one machine, tables 1 and 2: neither is refused,
    both write their own journal."""
    stem = make_tournament(tmp_path).stem
    tables = paths.data_dir(str(tmp_path)) / "tables"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("DEALER_ASSIST_PIN", None)
    stations = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "dealer_assist",
                "--data-dir",
                str(tmp_path),
                "table",
                "--table",
                str(n),
            ],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        for n in (1, 2)
    ]
    try:
        journals = [tables / f"{stem}-table-{n}.journal" for n in (1, 2)]
        deadline = time.monotonic() + 60
        counts = [0, 0]
        while time.monotonic() < deadline:
            assert all(p.poll() is None for p in stations), [p.communicate() for p in stations]
            counts = [read_info(j).event_count if j.exists() else 0 for j in journals]
            if all(counts):
                break
            time.sleep(0.2)
        assert all(count >= 2 for count in counts), counts  # bound, opened (empty: the
        # players come from the director)
        time.sleep(0.5)
        assert all(p.poll() is None for p in stations)  # both still running, side by side
    finally:
        for process in stations:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
