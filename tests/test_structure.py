"""Blind structures: the TOML format, every validation problem with its line, the built-ins."""

from __future__ import annotations

import pytest

from dealer_assist.core.clock.structure import (
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


def _line(text: str, exact: str) -> int:
    """1-based number of the first line that is exactly `exact`."""
    return text.splitlines().index(exact) + 1


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
    assert problem.period_index == 0


# --- validation, one rule at a time ---------------------------------------------------------


def _level_block(**fields: object) -> str:
    body = "\n".join(f"{k} = {_toml(v)}" for k, v in fields.items())
    return f'\n[[period]]\nkind = "level"\n{body}\n'


def _toml(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    return str(value)


HEAD = """\
schema_version = 1
name = "Rules"
starting_stack = 1000

[[chips]]
value = 25
colour = "green"

[[chips]]
value = 100
colour = "black"
"""


def test_break_duration_must_be_positive_named_by_break_number() -> None:
    text = (
        HEAD
        + _level_block(small_blind=25, big_blind=50, duration_min=10)
        + '\n[[period]]\nkind = "break"\nduration_min = 5\n'
        + _level_block(small_blind=25, big_blind=50, duration_min=10)
        + '\n[[period]]\nkind = "break"\nduration_s = -3\n'
        + _level_block(small_blind=50, big_blind=100, duration_min=10)
    )
    line = text.splitlines().index("duration_s = -3") + 1
    assert _problems(text) == [f"home.toml:{line}: break 2: duration must be positive"]


def test_blind_not_payable_with_chips_in_play() -> None:
    text = HEAD + _level_block(small_blind=30, big_blind=60, duration_min=10)
    problems = _problems(text)
    assert problems[0].endswith(
        "level 1: small blind 30 cannot be paid with the chips in play (smallest is 25)"
    )
    assert problems[1].endswith(
        "level 1: big blind 60 cannot be paid with the chips in play (smallest is 25)"
    )


def test_colour_up_of_unknown_and_already_removed_chips() -> None:
    text = (
        HEAD
        + _level_block(small_blind=25, big_blind=50, duration_min=10)
        + '\n[[period]]\nkind = "break"\nduration_min = 5\ncolour_up = [25]\n'
        + _level_block(small_blind=100, big_blind=200, duration_min=10)
        + '\n[[period]]\nkind = "break"\nduration_min = 5\ncolour_up = [25, 50]\n'
        + _level_block(small_blind=100, big_blind=200, duration_min=10)
    )
    problems = _problems(text)
    assert [p.split(": ", 1)[1] for p in problems] == [
        "break 2: colour-up removes the 25 chip, already removed at the colour-up after level 1",
        "break 2: colour-up names a 50 chip, which is not in the chip set (25, 100)",
    ]


def test_colour_up_may_not_remove_every_chip() -> None:
    text = (
        HEAD
        + _level_block(small_blind=25, big_blind=50, duration_min=10)
        + '\n[[period]]\nkind = "break"\nduration_min = 5\ncolour_up = [25, 100]\n'
        + _level_block(small_blind=100, big_blind=200, duration_min=10)
    )
    (problem,) = _problems(text)
    assert problem.endswith("break 1: colour-up would remove every chip in play; keep at least one")


def test_structure_needs_levels_chips_and_a_level_at_the_end() -> None:
    text = 'schema_version = 1\nname = "Empty"\nstarting_stack = 1000\n'
    problems = _problems(text)
    assert any("the chip set is empty" in p for p in problems)
    assert any("the structure has no levels" in p for p in problems)
    text = HEAD + _level_block(small_blind=25, big_blind=50, duration_min=10)
    text += '\n[[period]]\nkind = "break"\nduration_min = 5\n'
    (problem,) = _problems(text)
    assert "break 1: the last period must be a level" in problem


START_1930 = 'start_time = "19:30"'
START_7PM = 'start_time = "7pm"'


def test_start_times_must_be_clock_times_that_follow_the_durations() -> None:
    """Fountain Valley lists its levels by start time; a time that does not add up is refused."""
    text = (
        HEAD
        + _level_block(small_blind=25, big_blind=50, duration_min=60, start_time="18:00")
        + _level_block(small_blind=50, big_blind=100, duration_min=60, start_time="19:30")
        + _level_block(small_blind=100, big_blind=200, duration_min=60, start_time="7pm")
    )
    assert _problems(text) == [
        f"home.toml:{_line(text, START_1930)}: level 2: start time 19:30 does not "
        "follow level 1: its periods add up to 1 h 00 min, so it starts at 19:00",
        f"home.toml:{_line(text, START_7PM)}: level 3: start time '7pm' is not HH:MM (24-hour)",
    ]


def test_start_times_may_pass_midnight() -> None:
    text = (
        HEAD
        + _level_block(small_blind=25, big_blind=50, duration_min=30, start_time="23:45")
        + _level_block(small_blind=50, big_blind=100, duration_min=30, start_time="00:15")
    )
    assert parse_structure(text).levels[1].start_time == "00:15"


def test_shape_problems_name_field_and_line() -> None:
    text = (
        HEAD
        + _level_block(small_blind="25", big_blind=50, duration_min=10, big_bind=50)
        + '\n[[period]]\nkind = "pause"\nduration_min = 5\n'
        + _level_block(small_blind=25, big_blind=50)
    )
    problems = _problems(text)
    small, unknown, kind = (
        _line(text, 'small_blind = "25"'),
        _line(text, "big_bind = 50"),
        _line(text, 'kind = "pause"'),
    )
    assert f"home.toml:{small}: level 1: small_blind must be a whole number, not '25'" in problems
    assert any(
        p.startswith(f"home.toml:{unknown}: level 1: unknown field 'big_bind'") for p in problems
    )
    assert f'home.toml:{kind}: period 2: kind must be "level" or "break", not \'pause\'' in problems
    # the third period is level 2: numbering skips the unknown kind
    assert any(p.endswith("level 2: missing duration_min (or duration_s)") for p in problems)


def test_a_period_without_kind_says_what_to_add_on_its_line() -> None:
    text = HEAD + _level_block(small_blind=25, big_blind=50, duration_min=20)
    text += "\n[[period]]\nsmall_blind = 50\nbig_blind = 100\nduration_min = 20\n"
    block = text.splitlines().index("small_blind = 50")  # the [[period]] header above it
    assert f'home.toml:{block}: period 2: missing kind: add kind = "level" or kind = "break"' in (
        _problems(text)
    )


def test_invalid_toml_names_the_line() -> None:
    text = HEAD + "\n[[period]]\nkind = level\n"
    (problem,) = _problems(text)
    assert problem.startswith(f"home.toml:{len(text.splitlines())}: not valid TOML")


def test_schema_version_is_required_and_checked() -> None:
    assert "missing schema_version" in _problems(SMALL.replace("schema_version = 1\n", ""))[0]
    newer = _problems(SMALL.replace("schema_version = 1", "schema_version = 2"))[0]
    assert newer.startswith("home.toml:1: structure: schema_version 2 is newer")


def test_rebuy_and_add_on_are_checked_against_the_levels() -> None:
    text = (
        SMALL.replace("ante = 25\n", "") + "\n[rebuy]\nuntil_level = 9\nchips = 510\nprice = 20\n"
    )
    problems = _problems(text)
    assert any("rebuy: until_level 9 is not a level (1..2)" in p for p in problems)
    assert any(
        "rebuy: 510 chips cannot be made of the chip set (smallest is 25)" in p for p in problems
    )
    text = (
        SMALL.replace("ante = 25\n", "") + "\n[add_on]\nafter_level = 1\nchips = 1000\nprice = -1\n"
    )
    (problem,) = _problems(text)
    assert problem.endswith("add_on: price must be a whole number, 0 or more")


def test_big_blind_ante_needs_an_amount() -> None:
    text = HEAD + _level_block(small_blind=25, big_blind=50, duration_min=10, big_blind_ante=True)
    (problem,) = _problems(text)
    assert problem.endswith(
        "level 1: a big blind ante needs an ante amount (usually the big blind)"
    )


# --- the built-in structures follow their books ------------------------------------------------


def _built_in(name: str) -> Structure:
    path = resource_path("structures", f"{name}.toml")
    return parse_structure(path.read_text(encoding="utf-8"), path.name)


def test_fountain_valley_schedule_is_the_books_table() -> None:
    """Fountain Valley, "Event Structure & Blinds": small, big and round start time, with the
    15-minute break after the 8:00 level; every player starts with $1000 in chips."""
    s = _built_in("fountain-valley")
    table = (
        (25, 50, "6:00"), (50, 100, "7:00"), (100, 200, "8:00"), (200, 400, "8:45"),
        (400, 800, "9:00"), (500, 1000, "9:30"), (1000, 2000, "10:00"), (2000, 4000, "10:15"),
        (5000, 10000, "10:30"), (10000, 20000, "10:45"), (20000, 40000, "11:00"),
        (40000, 80000, "11:15"),
    )  # fmt: skip
    assert [(lv.small_blind, lv.big_blind) for lv in s.levels] == [r[:2] for r in table]
    pm = [f"{int(t.split(':')[0]) + 12}:{t.split(':')[1]}" for _, _, t in table]
    assert [lv.start_time for lv in s.levels] == pm
    break_index = s.period_index_of_level(3) + 1
    assert s.periods[break_index] == Break(15 * 60, colour_up=(25,))
    assert s.starting_stack == 1000
    assert s.rebuy is not None and (s.rebuy.chips, s.rebuy.price) == (500, 20)
    assert s.rebuy.only_below_starting_stack and s.rebuy.until_level == 2  # "up to 8pm"
    # "At 8pm all players will be allowed to purchase an additional $1,500 worth of chips for $40"
    assert s.add_on is not None
    assert (s.add_on.chips, s.add_on.price, s.add_on.after_level) == (1500, 40, 2)


def test_ubetcha_colour_ups_follow_procedures_and_rules_12() -> None:
    """Ubetcha PROCEDURES & RULES 12: first colour-up 100s and 500s into 1000s, second 1000s
    into 5000s."""
    s = _built_in("ubetcha")
    colour_ups = [b.colour_up for b in s.breaks if b.colour_up]
    assert colour_ups == [(100, 500), (1000,)]
    last = len(s.periods) - 1
    assert [c.value for c in s.chips_in_play(last)] == [5000]


def test_applewood_first_round_is_six_levels_and_six_hours_in_all() -> None:
    """Applewood Gameplay Rules: "before the first round (six levels)"; Misc.: "the full 6 hrs";
    a rebuy gives 5000 in chips."""
    s = _built_in("applewood")
    assert isinstance(s.periods[6], Break) and all(isinstance(p, Level) for p in s.periods[:6])
    assert s.total_duration_s == 6 * 3600
    assert s.rebuy is not None and s.rebuy.chips == 5000 and s.rebuy.until_level == 6


def test_home_game_lasts_two_hours_and_demo_changes_level_within_minutes() -> None:
    assert _built_in("home-2h").total_duration_s == 2 * 3600
    demo = _built_in("demo")
    assert demo.periods[0].duration_s <= 120
    assert any(isinstance(p, Break) and p.colour_up for p in demo.periods)


def test_the_documented_example_parses() -> None:
    """docs/structure-format.md shows a full file; it must stay valid."""
    import re

    doc = resource_path("..", "docs", "structure-format.md")
    if not doc.exists():
        pytest.skip("docs/ is not shipped in an installed wheel")
    example = re.search(r"```toml\n(.*?)```", doc.read_text(encoding="utf-8"), re.S)
    assert example is not None
    structure = parse_structure(example[1], "structure-format.md")
    assert structure.levels[2].big_blind_ante and structure.breaks[0].colour_up == (25,)


def test_fountain_valley_windows_by_clock_time_become_levels() -> None:
    """Fountain Valley: "$500 worth of additional chips may be bought for $20 up to 8pm ...
    At 8pm all players will be allowed to purchase an additional $1,500": the level starting
    at 20:00 is level 3, so rebuys run through level 2 and the add-on comes when it ends."""
    from dealer_assist.resources import resource_path

    text = resource_path("structures", "fountain-valley.toml").read_text(encoding="utf-8")
    assert 'until_time = "20:00"' in text
    structure = parse_structure(text, source="fv")
    assert structure.rebuy is not None and structure.rebuy.until_level == 2
    assert structure.add_on is not None and structure.add_on.after_level == 2


def test_a_window_at_a_time_no_level_starts_is_named_with_its_line() -> None:
    from dealer_assist.resources import resource_path

    text = resource_path("structures", "fountain-valley.toml").read_text(encoding="utf-8")
    bad = text.replace('until_time = "20:00"', 'until_time = "20:30"')
    with pytest.raises(StructureError, match=r"fv:\d+: rebuy: no level starts at .20:30."):
        parse_structure(bad, source="fv")
    both = text.replace('at_time = "20:00"', 'at_time = "20:00"\nafter_level = 2')
    with pytest.raises(StructureError, match="give after_level or at_time, not both"):
        parse_structure(both, source="fv")
