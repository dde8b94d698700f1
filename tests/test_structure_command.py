"""`dealer-assist structure check FILE`: the table on success, every problem and status 2."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from dealer_assist.commands import structure as command
from dealer_assist.resources import resource_path


def _check(file: str) -> int:
    parser = argparse.ArgumentParser()
    command.configure(parser)
    return command.run(parser.parse_args(["check", file]))


def test_check_prints_levels_breaks_colour_ups_and_clock_times(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert _check(str(resource_path("structures", "fountain-valley.toml"))) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Fountain Valley"
    rows = [line.split() for line in out]
    assert ["3", "100/200", "30", "min", "2:00", "20:00"] in rows
    colour_up = ["break", "1;", "colour", "up", "25", "(green)"]
    assert ["break", "15", "min", "2:30", "20:30", *colour_up] in rows
    assert ["12", "40000/80000", "15", "min", "5:15", "23:15"] in rows
    assert out[-1] == "12 levels, 1 break, 5 h 30 min in all; play continues on the last level"


def test_check_finds_a_built_in_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert _check("demo") == 0
    assert capsys.readouterr().out.startswith("Demo (2-minute levels)")


def test_check_lists_every_problem_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = resource_path("structures", "demo.toml").read_text(encoding="utf-8")
    text = text.replace("big_blind = 200", "big_blind = 150").replace(
        "duration_min = 1\n", "duration_min = 0\n"
    )
    path = tmp_path / "home.toml"
    path.write_text(text, encoding="utf-8")
    assert _check(str(path)) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    errors = captured.err.splitlines()
    lines = text.splitlines()
    duration = lines.index("duration_min = 0") + 1
    assert f"home.toml:{duration}: break 1: duration must be positive" in errors
    big = lines.index("big_blind = 150") + 1
    removed = "removed at the colour-up after level 2"
    assert f"home.toml:{big}: level 3: big blind 150 uses the 25 chip, {removed}" in errors
    assert errors[-1] == "2 problems in home.toml"


def test_check_of_a_missing_file_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _check(str(tmp_path / "nope.toml")) == 2
    assert "cannot read" in capsys.readouterr().err


def test_check_of_a_binary_file_says_so_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    picture = tmp_path / "photo.toml"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe\x00")
    assert _check(str(picture)) == 2  # not a UnicodeDecodeError traceback
    assert "photo.toml: cannot read: not a text file" in capsys.readouterr().err
