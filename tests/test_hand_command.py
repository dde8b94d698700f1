"""`dealer-assist hand replay`: text and JSON output, exit status 2 on an illegal action."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from dealer_assist.commands import hand as hand_command

FIXTURES = Path(__file__).parent / "fixtures" / "hands"


def _run(*argv: str) -> int:
    parser = argparse.ArgumentParser()
    hand_command.configure(parser)
    return hand_command.run(parser.parse_args(list(argv)))


def test_replay_prints_pots_payouts_and_final_stacks(capsys: pytest.CaptureFixture[str]) -> None:
    assert _run("replay", str(FIXTURES / "applewood-side-pot.json")) == 0
    out = capsys.readouterr().out
    assert "main pot        10500  seats 8, 9, 10" in out
    assert "side pot 1       4000  seats 8, 10" in out
    assert "seat 8           0  busted" in out
    assert out.index("side pot 1       4000  seat 10 4000") < out.index(
        "main pot        10500  seat 9"
    )


def test_replay_reports_the_odd_chip_left_in_the_pot(capsys: pytest.CaptureFixture[str]) -> None:
    assert _run("replay", str(FIXTURES / "ubetcha-odd-chip.json")) == 0
    assert "2  left in the pot for the next hand (Ubetcha, TIES 1)" in capsys.readouterr().out


def test_house_option_overrides_the_files_book(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(FIXTURES / "ubetcha-odd-chip.json")
    assert _run("replay", path, "--house", "applewood", "--json") == 0
    data = json.loads(capsys.readouterr().out)
    assert data["book"] == "applewood"
    assert data["left_in_pot"] == 0
    assert data["final_stacks"] == {"1": 950, "2": 1017, "3": 1017, "4": 1016}


def test_illegal_action_exits_2_with_the_reason_and_rule(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert _run("replay", str(FIXTURES / "applewood-min-reraise-refused.json")) == 2
    err = capsys.readouterr().err
    assert "Action 6 (seat 3 raise to 300) is illegal" in err
    assert "the minimum raise is to 350 (the last raise was 150): Applewood, BETTING 9" in err


def test_illegal_action_in_json_mode(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(FIXTURES / "ubetcha-short-all-in-no-reraise.json")
    assert _run("replay", path, "--json") == 2
    refused = json.loads(capsys.readouterr().out)["refused"]
    assert refused["action_index"] == 6
    assert refused["rule"] == "Ubetcha, BETTING AND RAISING 3"


def test_unreadable_file_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert _run("replay", str(bad)) == 1
    assert "not JSON" in capsys.readouterr().err
    assert _run("replay", str(tmp_path / "missing.json")) == 1
