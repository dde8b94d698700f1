"""Blind structures: the TOML format, every validation problem with its line, the built-ins."""

from __future__ import annotations

import pytest

from dealer_assist.core.structure import (
    Break,
    ChipDenomination,
    Level,
    Structure,
    StructureError,
    dump_structure,
    parse_structure,
    validate_structure,
)
from dealer_assist.resources import resource_path

BUILT_INS = ("fountain-valley", "ubetcha", "applewood", "home-2h", "demo")

SMALL = """\
schema_version = 1
name = "Small"
starting_stack = 1000

[[chips]]
value = 25
colour = "green"

[[chips]]
value = 100
colour = "black"

[[period]]
kind = "level"
small_blind = 25
big_blind = 50
duration_min = 20

[[period]]
kind = "break"
duration_min = 10
colour_up = [25]

[[period]]
kind = "level"
small_blind = 100
big_blind = 200
ante = 25
duration_min = 20
"""


def _problems(text: str, source: str = "home.toml") -> list[str]:
    with pytest.raises(StructureError) as caught:
        parse_structure(text, source)
    return [str(p) for p in caught.value.problems]


def test_parse_small_structure() -> None:
    text = SMALL.replace("ante = 25\n", "")
    s = parse_structure(text, "small.toml")
    assert s.name == "Small"
    assert s.chips == (ChipDenomination(25, "green"), ChipDenomination(100, "black"))
    assert s.periods == (
        Level(25, 50, 1200),
        Break(600, colour_up=(25,)),
        Level(100, 200, 1200),
    )
    assert s.level_number(0) == 1 and s.level_number(1) is None and s.level_number(2) == 2
    assert [c.value for c in s.chips_in_play(0)] == [25, 100]
    assert [c.value for c in s.chips_in_play(1)] == [100]
    assert s.period_start_offsets_s() == (0, 1200, 1800)


def test_ante_with_removed_chip_names_line_level_and_colour_up() -> None:
    problems = _problems(SMALL)
    line = SMALL.splitlines().index("ante = 25") + 1
    assert problems == [
        f"home.toml:{line}: level 2: ante 25 uses the 25 chip, "
        "removed at the colour-up after level 1"
    ]


def test_every_problem_is_listed_with_its_line() -> None:
    text = SMALL.replace("big_blind = 200", "big_blind = 50").replace(
        "duration_min = 10", "duration_min = 0"
    )
    problems = _problems(text)
    lines = text.splitlines()
    assert (
        f"home.toml:{lines.index('duration_min = 0') + 1}: break 1: duration must be positive"
        in problems
    )
    big = lines.index("big_blind = 50", 20) + 1
    assert f"home.toml:{big}: level 2: big blind 50 is less than small blind 100" in problems
    assert len(problems) == 4  # also the ante 25, and big blind 50 needing the 25 chip


@pytest.mark.parametrize("name", BUILT_INS)
def test_every_built_in_loads_and_round_trips(name: str) -> None:
    path = resource_path("structures", f"{name}.toml")
    structure = parse_structure(path.read_text(encoding="utf-8"), path.name)
    assert structure.levels
    assert validate_structure(structure) == []
    assert parse_structure(dump_structure(structure)) == structure


def test_validate_structure_reports_without_lines() -> None:
    s = Structure(
        name="x",
        chips=(ChipDenomination(25, "green"),),
        periods=(Level(200, 150, 600),),
        starting_stack=1000,
    )
    (problem,) = validate_structure(s)
    assert (problem.where, problem.field, problem.line) == ("level 1", "big_blind", None)
    assert problem.message == "big blind 150 is less than small blind 200"
