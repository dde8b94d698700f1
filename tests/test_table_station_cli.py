"""`dealer-assist table`: every option wrong gives a clear message and exit status 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_assist.cli import main
from dealer_assist.house_books import BOOKS


@pytest.mark.parametrize(
    "argv",
    [
        ["table", "--book", "xyz"],
        ["table", "--book", "xyz", "--demo"],
        ["table", "--book", "xyz", "seats"],
        ["table", "--book", "Ubetcha"],
    ],
)
def test_an_unknown_book_lists_the_books(argv: list[str], capsys: pytest.CaptureFixture) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "unknown house book" in err
    assert all(book in err for book in BOOKS)


def test_a_data_dir_that_is_a_file_is_named(tmp_path: Path, capsys) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    assert main(["--data-dir", str(blocker), "table", "--demo"]) == 2
    err = capsys.readouterr().err
    assert "cannot open the table" in err and str(blocker) in err


def test_a_damaged_table_journal_is_named_and_left_alone(tmp_path: Path, capsys) -> None:
    journal = tmp_path / "tables" / "demo-table-ubetcha.journal"
    journal.parent.mkdir(parents=True)
    journal.write_bytes(b"not a journal at all")
    assert main(["--data-dir", str(tmp_path), "table", "--demo"]) == 2
    assert "demo-table-ubetcha.journal" in capsys.readouterr().err
    assert journal.read_bytes() == b"not a journal at all"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["table", "seats", "--seats", "abc"], "invalid int value"),
        (["table", "--book"], "expected one argument"),
        (["table", "bogus"], "invalid choice"),
    ],
)
def test_argparse_refusals_exit_2(argv: list[str], message: str, capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2 and message in capsys.readouterr().err


def test_seats_out_of_range(capsys) -> None:
    assert main(["table", "seats", "--seats", "11"]) == 2
    assert "2 to 10 seats" in capsys.readouterr().err


def test_replay_of_a_missing_file(tmp_path: Path, capsys) -> None:
    assert main(["table", "replay", str(tmp_path / "none.json")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_a_table_open_in_another_station_is_named_not_opened_twice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from dealer_assist.app_station import open_station_session
    from dealer_assist.wall_time import system_now_ms

    session, follower = open_station_session(str(tmp_path), None, system_now_ms, demo=True)
    try:
        assert main(["--data-dir", str(tmp_path), "table", "--demo"]) == 2
    finally:
        session.close()
        if follower is not None:
            follower.close()
    err = capsys.readouterr().err
    assert "The table station did not open" in err
    assert "already open in another Dealer Assist window" in err
