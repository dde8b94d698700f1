"""Blind structures: chips, levels and breaks, their TOML format and every check on them.

A structure is an ordered list of periods (levels and breaks) with the chip set. Breaks may
colour up (remove) small denominations; every blind and ante after that must be payable with
the chips still in play. `parse_structure` reports every problem at once, each naming the file,
line, level or break, and field; `validate_structure` gives the same checks without lines, for
an editor. The file format is documented in docs/structure-format.md.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

SCHEMA_VERSION = 1
_TIME_RE = re.compile(r"^([01]\d|2[0-3]):([0-5]\d)$")
_MINUTES_PER_DAY = 24 * 60


@dataclass(frozen=True, slots=True)
class ChipDenomination:
    """One chip of the set: its value in tournament chips and the colour players see."""

    value: int
    colour: str

    def __str__(self) -> str:
        return f"{self.value} ({self.colour})" if self.colour else str(self.value)


@dataclass(frozen=True, slots=True)
class Level:
    """A blind level. `start_time` ("HH:MM") is a wall-clock schedule some books print."""

    small_blind: int
    big_blind: int
    duration_s: int
    ante: int = 0
    big_blind_ante: bool = False
    start_time: str | None = None

    def limits_text(self) -> str:
        """ "100/200", "100/200 ante 25" or "100/200 big blind ante 200"."""
        text = f"{self.small_blind}/{self.big_blind}"
        if self.ante:
            text += f" big blind ante {self.ante}" if self.big_blind_ante else f" ante {self.ante}"
        return text


@dataclass(frozen=True, slots=True)
class Break:
    """A pause in play; `colour_up` lists the chip values removed from play at this break."""

    duration_s: int
    colour_up: tuple[int, ...] = ()
    name: str = ""


Period = Level | Break


@dataclass(frozen=True, slots=True)
class RebuyWindow:
    """Rebuys are sold through the end of level `until_level`.

    `only_below_starting_stack`: only a player under the starting stack may rebuy (Fountain
    Valley). `price` is in whole currency units.
    """

    until_level: int
    chips: int
    price: int
    only_below_starting_stack: bool = False


@dataclass(frozen=True, slots=True)
class AddOnWindow:
    """One add-on, offered to every player when level `after_level` ends.

    Anchored to a level rather than a break because Fountain Valley sells it "at 8pm", which
    is a level change, not a break; most books' "add-on at the first break" is the level before
    that break.
    """

    after_level: int
    chips: int
    price: int


@dataclass(frozen=True, slots=True)
class Structure:
    """A whole blind structure. Periods are indexed from 0; levels are numbered from 1."""

    name: str
    chips: tuple[ChipDenomination, ...]
    periods: tuple[Period, ...]
    starting_stack: int
    rebuy: RebuyWindow | None = None
    add_on: AddOnWindow | None = None

    @property
    def levels(self) -> tuple[Level, ...]:
        return tuple(p for p in self.periods if isinstance(p, Level))

    @property
    def breaks(self) -> tuple[Break, ...]:
        return tuple(p for p in self.periods if isinstance(p, Break))

    def level_number(self, period_index: int) -> int | None:
        """1-based number of the level at `period_index` among levels; None for a break."""
        self._check_index(period_index)
        if not isinstance(self.periods[period_index], Level):
            return None
        return sum(1 for p in self.periods[: period_index + 1] if isinstance(p, Level))

    def break_number(self, period_index: int) -> int | None:
        """1-based number of the break at `period_index` among breaks; None for a level."""
        self._check_index(period_index)
        if not isinstance(self.periods[period_index], Break):
            return None
        return sum(1 for p in self.periods[: period_index + 1] if isinstance(p, Break))

    def period_index_of_level(self, level_number: int) -> int:
        """The period index of level `level_number` (1-based); IndexError if there is none."""
        seen = 0
        for index, period in enumerate(self.periods):
            if isinstance(period, Level):
                seen += 1
                if seen == level_number:
                    return index
        raise IndexError(f"there is no level {level_number}; the structure has {seen} levels")

    def chips_in_play(self, period_index: int) -> tuple[ChipDenomination, ...]:
        """Denominations still in play during this period, smallest first.

        A break's own colour-up already applies during that break (the chips come off then).
        """
        self._check_index(period_index)
        removed = {
            v for p in self.periods[: period_index + 1] if isinstance(p, Break) for v in p.colour_up
        }
        return tuple(
            sorted((c for c in self.chips if c.value not in removed), key=lambda c: c.value)
        )

    def chip(self, value: int) -> ChipDenomination | None:
        return next((c for c in self.chips if c.value == value), None)

    def period_start_offsets_s(self) -> tuple[int, ...]:
        """Seconds from the start of play to the start of each period, by the full durations."""
        offsets, total = [], 0
        for period in self.periods:
            offsets.append(total)
            total += period.duration_s
        return tuple(offsets)

    @property
    def total_duration_s(self) -> int:
        return sum(p.duration_s for p in self.periods)

    def _check_index(self, period_index: int) -> None:
        if not 0 <= period_index < len(self.periods):
            raise IndexError(
                f"period index {period_index} is out of range 0..{len(self.periods) - 1}"
            )


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a structure.

    `where` is "level 7", "break 2", "chip 3", "rebuy", "add_on" or "structure"; `field` the
    TOML key. `line` and `source` are set only when the problem comes from a parsed file.
    """

    where: str
    field: str
    message: str
    line: int | None = None
    source: str = ""
    block: tuple[str, int] | None = field(default=None, compare=False, repr=False)

    def __str__(self) -> str:
        prefix = ""
        if self.source:
            prefix = f"{self.source}:{self.line}: " if self.line else f"{self.source}: "
        where = f"{self.where}: " if self.where else ""
        return f"{prefix}{where}{self.message}"


class StructureError(ValueError):
    """A structure with problems; `.problems` lists every one of them."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems: tuple[Problem, ...] = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


# ---------------------------------------------------------------------------------------------
# Validation (no line numbers: usable by an editor while the director types)
# ---------------------------------------------------------------------------------------------


def validate_structure(structure: Structure) -> list[Problem]:
    """Every problem of a structure, in order of appearance; empty when it is usable."""
    return _validate(structure)


def _period_where(structure: Structure, index: int) -> tuple[str, tuple[str, int]]:
    period = structure.periods[index]
    if isinstance(period, Level):
        return f"level {structure.level_number(index)}", ("period", index)
    return f"break {structure.break_number(index)}", ("period", index)


def _is_positive_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


def _validate(structure: Structure) -> list[Problem]:
    problems: list[Problem] = []

    def add(where: str, fld: str, message: str, block: tuple[str, int] | None = None) -> None:
        problems.append(Problem(where, fld, message, block=block))

    if not structure.name.strip():
        add("structure", "name", "name must not be empty")
    chip_values = [c.value for c in structure.chips]
    if not structure.chips:
        add("structure", "chips", "the chip set is empty: add at least one [[chips]] entry")
    for i, chip in enumerate(structure.chips):
        where = f"chip {i + 1}"
        if not _is_positive_int(chip.value):
            add(
                where,
                "value",
                f"value must be a positive whole number, not {chip.value!r}",
                ("chips", i),
            )
        elif chip_values.count(chip.value) > 1 and chip_values.index(chip.value) != i:
            add(where, "value", f"the {chip.value} chip is listed twice", ("chips", i))
        if not chip.colour.strip():
            add(where, "colour", "colour must not be empty", ("chips", i))
    smallest_chip = min((v for v in chip_values if _is_positive_int(v)), default=None)
    if not _is_positive_int(structure.starting_stack):
        add("structure", "starting_stack", "starting stack must be a positive whole number")
    elif smallest_chip and structure.starting_stack % smallest_chip:
        add(
            "structure",
            "starting_stack",
            f"starting stack {structure.starting_stack} cannot be made of the chips "
            f"(smallest is {smallest_chip})",
        )

    if not structure.levels:
        add(
            "structure",
            "period",
            'the structure has no levels: add a [[period]] with kind = "level"',
        )
    elif isinstance(structure.periods[-1], Break):
        where, block = _period_where(structure, len(structure.periods) - 1)
        add(
            where,
            "kind",
            "the last period must be a level (play continues on it when time runs out)",
            block,
        )

    # Chips removed so far: value -> description of where it came off.
    removed: dict[int, str] = {}
    last_level_desc = "the start"
    previous_timed: tuple[int, int, str] | None = None  # (minutes of day, seconds since, where)
    for index, period in enumerate(structure.periods):
        where, block = _period_where(structure, index)
        if not _is_positive_int(period.duration_s):
            add(where, "duration_s", "duration must be positive", block)
        in_play = [v for v in chip_values if _is_positive_int(v) and v not in removed]
        if isinstance(period, Level):
            _check_level(structure, period, where, block, in_play, removed, add)
            if period.start_time is not None:
                match = _TIME_RE.match(period.start_time)
                if not match:
                    add(
                        where,
                        "start_time",
                        f"start time {period.start_time!r} is not HH:MM (24-hour)",
                        block,
                    )
                    previous_timed = None
                else:
                    minutes = int(match[1]) * 60 + int(match[2])
                    if previous_timed is not None:
                        prev_minutes, seconds, prev_where = previous_timed
                        gap = (minutes - prev_minutes) % _MINUTES_PER_DAY
                        if gap * 60 != seconds:
                            expected = (prev_minutes + seconds // 60) % _MINUTES_PER_DAY
                            add(
                                where,
                                "start_time",
                                f"start time {period.start_time} does not follow {prev_where}: "
                                f"its periods add up to {_fmt_duration(seconds)}, so it starts at "
                                f"{expected // 60:02d}:{expected % 60:02d}",
                                block,
                            )
                    previous_timed = (minutes, 0, where)
            last_level_desc = f"level {structure.level_number(index)}"
        else:
            for value in period.colour_up:
                if value not in chip_values:
                    listed = ", ".join(str(v) for v in chip_values)
                    add(
                        where,
                        "colour_up",
                        f"colour-up names a {value} chip, which is not in the chip set ({listed})",
                        block,
                    )
                elif value in removed:
                    add(
                        where,
                        "colour_up",
                        f"colour-up removes the {value} chip, already removed {removed[value]}",
                        block,
                    )
            if period.colour_up and not [v for v in in_play if v not in period.colour_up]:
                add(
                    where,
                    "colour_up",
                    "colour-up would remove every chip in play; keep at least one",
                    block,
                )
            for value in period.colour_up:
                if value in chip_values and value not in removed:
                    removed[value] = f"at the colour-up after {last_level_desc}"
        if previous_timed is not None and isinstance(period.duration_s, int):
            previous_timed = (
                previous_timed[0],
                previous_timed[1] + period.duration_s,
                previous_timed[2],
            )

    level_count = len(structure.levels)
    if structure.rebuy is not None:
        r = structure.rebuy
        if not 1 <= r.until_level <= max(level_count, 1):
            add(
                "rebuy",
                "until_level",
                f"until_level {r.until_level} is not a level (1..{level_count})",
                ("rebuy", 0),
            )
        if not _is_positive_int(r.chips):
            add("rebuy", "chips", "chips must be a positive whole number", ("rebuy", 0))
        elif smallest_chip and r.chips % smallest_chip:
            add(
                "rebuy",
                "chips",
                f"{r.chips} chips cannot be made of the chip set (smallest is {smallest_chip})",
                ("rebuy", 0),
            )
        if not isinstance(r.price, int) or r.price < 0:
            add("rebuy", "price", "price must be a whole number, 0 or more", ("rebuy", 0))
    if structure.add_on is not None:
        a = structure.add_on
        if not 1 <= a.after_level <= max(level_count, 1):
            add(
                "add_on",
                "after_level",
                f"after_level {a.after_level} is not a level (1..{level_count})",
                ("add_on", 0),
            )
        if not _is_positive_int(a.chips):
            add("add_on", "chips", "chips must be a positive whole number", ("add_on", 0))
        elif smallest_chip and a.chips % smallest_chip:
            add(
                "add_on",
                "chips",
                f"{a.chips} chips cannot be made of the chip set (smallest is {smallest_chip})",
                ("add_on", 0),
            )
        if not isinstance(a.price, int) or a.price < 0:
            add("add_on", "price", "price must be a whole number, 0 or more", ("add_on", 0))
    return problems


def _check_level(
    structure: Structure,
    level: Level,
    where: str,
    block: tuple[str, int],
    in_play: list[int],
    removed: Mapping[int, str],
    add: Any,
) -> None:
    small_ok = _is_positive_int(level.small_blind)
    big_ok = _is_positive_int(level.big_blind)
    if not small_ok:
        add(
            where,
            "small_blind",
            f"small blind must be a positive whole number, not {level.small_blind!r}",
            block,
        )
    if not big_ok:
        add(
            where,
            "big_blind",
            f"big blind must be a positive whole number, not {level.big_blind!r}",
            block,
        )
    if small_ok and big_ok and level.big_blind < level.small_blind:
        add(
            where,
            "big_blind",
            f"big blind {level.big_blind} is less than small blind {level.small_blind}",
            block,
        )
    ante_ok = isinstance(level.ante, int) and not isinstance(level.ante, bool) and level.ante >= 0
    if not ante_ok:
        add(where, "ante", f"ante must be a whole number, 0 or more, not {level.ante!r}", block)
    if level.big_blind_ante and ante_ok and level.ante == 0:
        add(where, "ante", "a big blind ante needs an ante amount (usually the big blind)", block)
    if not in_play:
        return
    smallest = min(in_play)
    for fld, label, amount, ok in (
        ("small_blind", "small blind", level.small_blind, small_ok),
        ("big_blind", "big blind", level.big_blind, big_ok),
        ("ante", "ante", level.ante, ante_ok and level.ante > 0),
    ):
        if not ok or amount % smallest == 0:
            continue
        gone = sorted(v for v in removed if amount % v == 0)
        if gone:
            chip = gone[-1]
            add(
                where, fld, f"{label} {amount} uses the {chip} chip, removed {removed[chip]}", block
            )
        else:
            add(
                where,
                fld,
                f"{label} {amount} cannot be paid with the chips in play (smallest is {smallest})",
                block,
            )


def _fmt_duration(seconds: int) -> str:
    minutes, secs = divmod(seconds, 60)
    hours, minutes = divmod(minutes, 60)
    if hours:
        return (
            f"{hours} h {minutes:02d} min" if not secs else f"{hours} h {minutes:02d} min {secs} s"
        )
    return f"{minutes} min" if not secs else f"{minutes} min {secs} s"


# ---------------------------------------------------------------------------------------------
# TOML: parse with line numbers, dump
# ---------------------------------------------------------------------------------------------

_TOP_KEYS = {"schema_version", "name", "starting_stack", "chips", "period", "rebuy", "add_on"}
_CHIP_KEYS = {"value", "colour"}
_LEVEL_KEYS = {
    "kind",
    "small_blind",
    "big_blind",
    "ante",
    "big_blind_ante",
    "start_time",
    "duration_min",
    "duration_s",
}
_BREAK_KEYS = {"kind", "name", "colour_up", "duration_min", "duration_s"}
_REBUY_KEYS = {"until_level", "chips", "price", "only_below_starting_stack"}
_ADD_ON_KEYS = {"after_level", "chips", "price"}

_HEADER_RE = re.compile(r"^\s*(\[\[?)\s*([A-Za-z0-9_\-\.\"' ]+?)\s*\]\]?\s*(#.*)?$")
_KEY_RE = re.compile(r"^\s*([A-Za-z0-9_\-]+)\s*=")


class _LineMap:
    """Where each table and key sits in the text (tomllib keeps no line numbers)."""

    def __init__(self, text: str) -> None:
        # (table name, occurrence) -> (header line, {key: line})
        self.blocks: dict[tuple[str, int], tuple[int, dict[str, int]]] = {("", 0): (1, {})}
        counts: dict[str, int] = {}
        current = ("", 0)
        for number, line in enumerate(text.splitlines(), start=1):
            header = _HEADER_RE.match(line)
            if header:
                name = header[2].strip()
                if header[1] == "[[":
                    occurrence = counts.get(name, 0)
                    counts[name] = occurrence + 1
                else:
                    occurrence = 0
                current = (name, occurrence)
                self.blocks[current] = (number, {})
                continue
            key = _KEY_RE.match(line)
            if key:
                self.blocks.setdefault(current, (number, {}))[1].setdefault(key[1], number)

    def line(self, block: tuple[str, int] | None, key: str | None = None) -> int | None:
        block = block or ("", 0)
        found = self.blocks.get(block)
        if found is None:
            return None
        header_line, keys = found
        if key and key in keys:
            return keys[key]
        return header_line


def parse_structure(text: str, source: str = "<structure>") -> Structure:
    """Parse a structure from TOML text; raise StructureError listing every problem."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        line = _toml_error_line(str(exc))
        raise StructureError(
            [Problem("", "", f"not valid TOML: {exc}", line=line, source=source)]
        ) from exc
    lines = _LineMap(text)
    problems: list[Problem] = []

    def add(
        where: str, fld: str, message: str, block: tuple[str, int] | None, key: str | None = None
    ) -> None:
        problems.append(
            Problem(
                where, fld, message, line=lines.line(block, key or fld), source=source, block=block
            )
        )

    version = data.get("schema_version")
    if version != SCHEMA_VERSION:
        if version is None:
            add(
                "structure",
                "schema_version",
                f"missing schema_version (this program reads schema_version = {SCHEMA_VERSION})",
                None,
            )
        elif (
            isinstance(version, int) and not isinstance(version, bool) and version > SCHEMA_VERSION
        ):
            add(
                "structure",
                "schema_version",
                f"schema_version {version} is newer than this program reads "
                f"({SCHEMA_VERSION}); update Dealer Assist",
                None,
            )
        else:
            add(
                "structure",
                "schema_version",
                f"schema_version must be {SCHEMA_VERSION}, not {version!r}",
                None,
            )
    for key in sorted(set(data) - _TOP_KEYS):
        add(
            "structure",
            key,
            f"unknown field {key!r} (expected one of {', '.join(sorted(_TOP_KEYS))})",
            None,
        )

    reader = _Reader(add)
    name = reader.text(data, "name", "structure", None, required=True) or ""
    starting_stack = reader.integer(data, "starting_stack", "structure", None, required=True) or 0

    chips: list[ChipDenomination] = []
    raw_chips = data.get("chips", [])
    if not isinstance(raw_chips, list):
        add("structure", "chips", "chips must be a list of [[chips]] tables", None)
        raw_chips = []
    for i, raw in enumerate(raw_chips):
        block = ("chips", i)
        where = f"chip {i + 1}"
        if not isinstance(raw, dict):
            add(where, "chips", "each chip must be a [[chips]] table", block)
            continue
        reader.unknown(raw, _CHIP_KEYS, where, block)
        value = reader.integer(raw, "value", where, block, required=True)
        colour = reader.text(raw, "colour", where, block, required=True)
        chips.append(ChipDenomination(value if value is not None else 0, colour or "?"))

    periods: list[Period] = []
    kept: list[int] = []  # file position of each period that has a known kind
    raw_periods = data.get("period", [])
    if not isinstance(raw_periods, list):
        add("structure", "period", "periods must be a list of [[period]] tables", None)
        raw_periods = []
    level_count = break_count = 0
    for i, raw in enumerate(raw_periods):
        block = ("period", i)
        kind = raw.get("kind") if isinstance(raw, dict) else None
        if kind == "level":
            level_count += 1
            where = f"level {level_count}"
        elif kind == "break":
            break_count += 1
            where = f"break {break_count}"
        else:
            where = f"period {i + 1}"
            add(where, "kind", f'kind must be "level" or "break", not {kind!r}', block)
            continue
        reader.unknown(raw, _LEVEL_KEYS if kind == "level" else _BREAK_KEYS, where, block)
        duration_s = reader.duration(raw, where, block)
        if kind == "level":
            small = reader.integer(raw, "small_blind", where, block, required=True)
            big = reader.integer(raw, "big_blind", where, block, required=True)
            ante = reader.integer(raw, "ante", where, block)
            bba = reader.boolean(raw, "big_blind_ante", where, block)
            start = reader.text(raw, "start_time", where, block)
            period: Period = Level(
                small_blind=small or 0,
                big_blind=big or 0,
                duration_s=duration_s or 0,
                ante=ante or 0,
                big_blind_ante=bool(bba),
                start_time=start,
            )
        else:
            colour_up = reader.int_list(raw, "colour_up", where, block)
            label = reader.text(raw, "name", where, block)
            period = Break(duration_s=duration_s or 0, colour_up=colour_up, name=label or "")
        periods.append(period)
        kept.append(i)

    rebuy = None
    if "rebuy" in data:
        raw = data["rebuy"]
        block = ("rebuy", 0)
        if not isinstance(raw, dict):
            add("rebuy", "rebuy", "rebuy must be a [rebuy] table", block)
        else:
            reader.unknown(raw, _REBUY_KEYS, "rebuy", block)
            rebuy = RebuyWindow(
                until_level=reader.integer(raw, "until_level", "rebuy", block, required=True) or 0,
                chips=reader.integer(raw, "chips", "rebuy", block, required=True) or 0,
                price=reader.integer(raw, "price", "rebuy", block, required=True) or 0,
                only_below_starting_stack=bool(
                    reader.boolean(raw, "only_below_starting_stack", "rebuy", block)
                ),
            )
    add_on = None
    if "add_on" in data:
        raw = data["add_on"]
        block = ("add_on", 0)
        if not isinstance(raw, dict):
            add("add_on", "add_on", "add_on must be an [add_on] table", block)
        else:
            reader.unknown(raw, _ADD_ON_KEYS, "add_on", block)
            add_on = AddOnWindow(
                after_level=reader.integer(raw, "after_level", "add_on", block, required=True) or 0,
                chips=reader.integer(raw, "chips", "add_on", block, required=True) or 0,
                price=reader.integer(raw, "price", "add_on", block, required=True) or 0,
            )

    structure = Structure(
        name=name,
        chips=tuple(chips),
        periods=tuple(periods),
        starting_stack=starting_stack,
        rebuy=rebuy,
        add_on=add_on,
    )
    reported = {(p.block, p.field) for p in problems}
    for problem in _validate(structure):
        if problem.block and problem.block[0] == "period":
            # Periods of unknown kind were left out: map back to the position in the file.
            problem = replace(problem, block=("period", kept[problem.block[1]]))
        key = problem.field
        if key == "duration_s" and problem.block and problem.block[0] == "period":
            raw = raw_periods[problem.block[1]]
            key = (
                "duration_min" if isinstance(raw, dict) and "duration_min" in raw else "duration_s"
            )
        if (problem.block, key) in reported and problem.block is not None:
            continue  # already reported as a shape problem of the same field
        problems.append(
            Problem(
                problem.where,
                key,
                problem.message,
                line=lines.line(problem.block, key),
                source=source,
                block=problem.block,
            )
        )
    if problems:
        raise StructureError(problems)
    return structure


def _toml_error_line(message: str) -> int | None:
    match = re.search(r"line (\d+)", message)
    return int(match[1]) if match else None


class _Reader:
    """Typed access to a TOML table that reports, rather than raises, on a wrong type."""

    def __init__(self, add: Any) -> None:
        self.add = add

    def unknown(
        self, raw: Mapping[str, Any], allowed: set[str], where: str, block: tuple[str, int]
    ) -> None:
        for key in sorted(set(raw) - allowed):
            self.add(
                where,
                key,
                f"unknown field {key!r} (expected one of {', '.join(sorted(allowed))})",
                block,
            )

    def integer(
        self,
        raw: Mapping[str, Any],
        key: str,
        where: str,
        block: tuple[str, int] | None,
        required: bool = False,
    ) -> int | None:
        if key not in raw:
            if required:
                self.add(where, key, f"missing {key}", block)
            return None
        value = raw[key]
        if not isinstance(value, int) or isinstance(value, bool):
            self.add(where, key, f"{key} must be a whole number, not {value!r}", block)
            return None
        return value

    def boolean(
        self, raw: Mapping[str, Any], key: str, where: str, block: tuple[str, int] | None
    ) -> bool | None:
        if key not in raw:
            return None
        value = raw[key]
        if not isinstance(value, bool):
            self.add(where, key, f"{key} must be true or false, not {value!r}", block)
            return None
        return value

    def text(
        self,
        raw: Mapping[str, Any],
        key: str,
        where: str,
        block: tuple[str, int] | None,
        required: bool = False,
    ) -> str | None:
        if key not in raw:
            if required:
                self.add(where, key, f"missing {key}", block)
            return None
        value = raw[key]
        if not isinstance(value, str):
            self.add(where, key, f"{key} must be text in quotes, not {value!r}", block)
            return None
        return value

    def int_list(
        self, raw: Mapping[str, Any], key: str, where: str, block: tuple[str, int]
    ) -> tuple[int, ...]:
        if key not in raw:
            return ()
        value = raw[key]
        if not isinstance(value, list) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in value
        ):
            self.add(
                where,
                key,
                f"{key} must be a list of chip values like [25, 100], not {value!r}",
                block,
            )
            return ()
        return tuple(value)

    def duration(self, raw: Mapping[str, Any], where: str, block: tuple[str, int]) -> int | None:
        has_min, has_s = "duration_min" in raw, "duration_s" in raw
        if has_min and has_s:
            self.add(where, "duration_s", "give duration_min or duration_s, not both", block)
            return None
        if not has_min and not has_s:
            self.add(where, "duration_min", "missing duration_min (or duration_s)", block)
            return None
        if has_min:
            minutes = self.integer(raw, "duration_min", where, block)
            if minutes is not None and minutes <= 0:
                self.add(where, "duration_min", "duration must be positive", block)
                return None
            return None if minutes is None else minutes * 60
        seconds = self.integer(raw, "duration_s", where, block)
        if seconds is not None and seconds <= 0:
            self.add(where, "duration_s", "duration must be positive", block)
            return None
        return seconds


def dump_structure(structure: Structure) -> str:
    """TOML text for a structure; `parse_structure(dump_structure(s)) == s` for a valid one."""
    out = [
        f"schema_version = {SCHEMA_VERSION}",
        f"name = {_toml_str(structure.name)}",
        f"starting_stack = {structure.starting_stack}",
    ]
    if structure.rebuy is not None:
        r = structure.rebuy
        out += [
            "",
            "[rebuy]",
            f"until_level = {r.until_level}",
            f"chips = {r.chips}",
            f"price = {r.price}",
        ]
        if r.only_below_starting_stack:
            out.append("only_below_starting_stack = true")
    if structure.add_on is not None:
        a = structure.add_on
        out += [
            "",
            "[add_on]",
            f"after_level = {a.after_level}",
            f"chips = {a.chips}",
            f"price = {a.price}",
        ]
    for chip in structure.chips:
        out += ["", "[[chips]]", f"value = {chip.value}", f"colour = {_toml_str(chip.colour)}"]
    for period in structure.periods:
        out += ["", "[[period]]"]
        if isinstance(period, Level):
            out += [
                'kind = "level"',
                f"small_blind = {period.small_blind}",
                f"big_blind = {period.big_blind}",
            ]
            if period.ante:
                out.append(f"ante = {period.ante}")
            if period.big_blind_ante:
                out.append("big_blind_ante = true")
        else:
            out.append('kind = "break"')
            if period.name:
                out.append(f"name = {_toml_str(period.name)}")
        if period.duration_s % 60 == 0:
            out.append(f"duration_min = {period.duration_s // 60}")
        else:
            out.append(f"duration_s = {period.duration_s}")
        if isinstance(period, Level) and period.start_time is not None:
            out.append(f"start_time = {_toml_str(period.start_time)}")
        if isinstance(period, Break) and period.colour_up:
            out.append(f"colour_up = [{', '.join(str(v) for v in period.colour_up)}]")
    return "\n".join(out) + "\n"


def _toml_str(value: str) -> str:
    """A TOML basic string (quote, backslash and control characters escaped)."""
    parts = ['"']
    for char in value:
        if char in ('"', "\\"):
            parts.append("\\" + char)
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            parts.append(f"\\u{ord(char):04x}")
        else:
            parts.append(char)
    parts.append('"')
    return "".join(parts)


__all__ = [
    "SCHEMA_VERSION",
    "AddOnWindow",
    "Break",
    "ChipDenomination",
    "Level",
    "Period",
    "Problem",
    "RebuyWindow",
    "Structure",
    "StructureError",
    "dump_structure",
    "parse_structure",
    "validate_structure",
]
