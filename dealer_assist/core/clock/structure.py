"""Blind structures: chips, levels and breaks, their TOML format and every check on them.

A structure is an ordered list of periods (levels and breaks) with the chip set. Breaks may
colour up (remove) small denominations; every blind and ante after that must be payable with
the chips still in play. `parse_structure` reports every problem at once, each naming the file,
line, level or break, and field; `validate_structure` gives the same checks without lines, for
an editor. The file format is documented in docs/structure-format.md.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Mapping
from typing import Any

import msgspec

from dealer_assist.core.file_input import TooLong, bounded_data, shown

SCHEMA_VERSION = 1
_TIME_RE = r"^([01]\d|2[0-3]):([0-5]\d)$"  # compiled (and cached by `re`) on first use
_MINUTES_PER_DAY = 24 * 60


class ChipDenomination(msgspec.Struct, frozen=True):
    """One chip of the set: its value in tournament chips and the colour players see."""

    value: int
    colour: str

    def __str__(self) -> str:
        return f"{self.value} ({self.colour})" if self.colour else str(self.value)


class Level(msgspec.Struct, frozen=True):
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


class Break(msgspec.Struct, frozen=True):
    """A pause in play; `colour_up` lists the chip values removed from play at this break."""

    duration_s: int
    colour_up: tuple[int, ...] = ()
    name: str = ""


Period = Level | Break


class RebuyWindow(msgspec.Struct, frozen=True):
    """Rebuys are sold through the end of level `until_level`.

    `only_below_starting_stack`: only a player under the starting stack may rebuy (Fountain
    Valley). `price` is in whole currency units.
    """

    until_level: int
    chips: int
    price: int
    only_below_starting_stack: bool = False


class AddOnWindow(msgspec.Struct, frozen=True):
    """One add-on, offered to every player when level `after_level` ends.

    Anchored to a level rather than a break because Fountain Valley sells it "at 8pm", which
    is a level change, not a break; most books' "add-on at the first break" is the level before
    that break.
    """

    after_level: int
    chips: int
    price: int


class Structure(msgspec.Struct, frozen=True):
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

    def period_name(self, period_index: int) -> str:
        """How people and messages name a period: "level 7" or "break 2"."""
        number = self.level_number(period_index)
        if number is not None:
            return f"level {number}"
        return f"break {self.break_number(period_index)}"

    def period_names(self) -> list[str]:
        """`period_name` of every period, in order, counted in one pass."""
        names: list[str] = []
        levels = breaks = 0
        for period in self.periods:
            if isinstance(period, Break):
                breaks += 1
                names.append(f"break {breaks}")
            else:
                levels += 1
                names.append(f"level {levels}")
        return names

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


class Problem(msgspec.Struct, frozen=True):
    """One thing wrong with a structure.

    `where` is "level 7", "break 2", "chip 3", "rebuy", "add_on" or "structure"; `field` the
    TOML key. `line` and `source` are set only when the problem comes from a parsed file.
    `block` (the [[period]] or [[chip]] it is in) is not part of what the problem says: two
    problems saying the same are equal wherever they were found.

    A Struct, not a dataclass: the dataclass decorator wrote and compiled its methods, and
    imported dataclasses and copy, before every window's first paint (~1.5 ms).
    """

    where: str
    field: str
    message: str
    line: int | None = None
    source: str = ""
    block: tuple[str, int] | None = None

    def _said(self) -> tuple[str, str, str, int | None, str]:
        return (self.where, self.field, self.message, self.line, self.source)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Problem):
            return NotImplemented
        return self._said() == other._said()

    def __hash__(self) -> int:
        return hash(self._said())

    @property
    def period_index(self) -> int | None:
        """Index in `Structure.periods` (or the file's [[period]] position when parsed)."""
        if self.block is not None and self.block[0] == "period":
            return self.block[1]
        return None

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
    check = _Checker(structure)
    check.top_level()
    check.periods()
    check.buy_ins()
    return check.problems


def _is_positive_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


def _is_amount(value: object) -> bool:
    """A whole number, 0 or more."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


class _Checker:
    """Collects the problems of one structure; each method checks one part."""

    def __init__(self, structure: Structure) -> None:
        self.structure = structure
        self.problems: list[Problem] = []
        self.chip_values = [c.value for c in structure.chips]
        # Only real chips can come off at a colour-up (a 0 "chip" would divide by zero).
        self.valid_chips = [v for v in self.chip_values if _is_positive_int(v)]
        self.chip_set = frozenset(self.valid_chips)
        self.smallest_chip = min(self.valid_chips, default=None)
        self.names = structure.period_names()  # one pass: naming each row alone is O(n) a row

    def add(self, where: str, fld: str, message: str, block: tuple[str, int] | None = None) -> None:
        self.problems.append(Problem(where, fld, message, block=block))

    def top_level(self) -> None:
        s = self.structure
        if not s.name.strip():
            self.add("structure", "name", "name must not be empty")
        if not s.chips:
            self.add(
                "structure", "chips", "the chip set is empty: add at least one [[chips]] entry"
            )
        seen: set[int] = set()
        for i, chip in enumerate(s.chips):
            where, block = f"chip {i + 1}", ("chips", i)
            if not _is_positive_int(chip.value):
                message = f"value must be a positive whole number, not {chip.value!r}"
                self.add(where, "value", message, block)
            elif chip.value in seen:
                self.add(where, "value", f"the {chip.value} chip is listed twice", block)
            else:
                seen.add(chip.value)
            if not chip.colour.strip():
                self.add(where, "colour", "colour must not be empty", block)
        if not _is_positive_int(s.starting_stack):
            self.add(
                "structure", "starting_stack", "starting stack must be a positive whole number"
            )
        elif self.smallest_chip and s.starting_stack % self.smallest_chip:
            message = (
                f"starting stack {s.starting_stack} cannot be made of the chips "
                f"(smallest is {self.smallest_chip})"
            )
            self.add("structure", "starting_stack", message)
        if not s.levels:
            message = 'the structure has no levels: add a [[period]] with kind = "level"'
            self.add("structure", "period", message)
        elif isinstance(s.periods[-1], Break):
            where, block = self.where(len(s.periods) - 1)
            message = "the last period must be a level (play continues on it when time runs out)"
            self.add(where, "kind", message, block)

    def where(self, index: int) -> tuple[str, tuple[str, int]]:
        """("level 7" or "break 2", the block that locates it in a file)."""
        return self.names[index], ("period", index)

    def periods(self) -> None:
        removed: dict[int, str] = {}  # chip value -> where it came off
        last_level = "the start"
        timed: tuple[int, int, str] | None = None  # (start minute of day, seconds since, where)
        # Smallest first; recounted only at a colour-up (once a row would be O(chips) a row).
        in_play = sorted(self.valid_chips)
        for index, period in enumerate(self.structure.periods):
            where, block = self.where(index)
            if not _is_positive_int(period.duration_s):
                self.add(where, "duration_s", "duration must be positive", block)
            if isinstance(period, Level):
                self.level(period, where, block, in_play, removed)
                timed = self.start_time(period, where, block, timed)
                last_level = where
            elif period.colour_up:
                self.colour_up(period, where, block, in_play, removed)
                for value in period.colour_up:
                    if value in self.chip_set and value not in removed:
                        removed[value] = f"at the colour-up after {last_level}"
                in_play = [v for v in in_play if v not in removed]
            if timed is not None and isinstance(period.duration_s, int):
                timed = (timed[0], timed[1] + period.duration_s, timed[2])

    def _chip_set_text(self) -> str:
        return ", ".join(str(v) for v in self.valid_chips)

    def level(
        self,
        level: Level,
        where: str,
        block: tuple[str, int],
        in_play: list[int],
        removed: Mapping[int, str],
    ) -> None:
        small_ok = _is_positive_int(level.small_blind)
        big_ok = _is_positive_int(level.big_blind)
        ante_ok = _is_amount(level.ante)
        if not small_ok:
            message = f"small blind must be a positive whole number, not {level.small_blind!r}"
            self.add(where, "small_blind", message, block)
        if not big_ok:
            message = f"big blind must be a positive whole number, not {level.big_blind!r}"
            self.add(where, "big_blind", message, block)
        if small_ok and big_ok and level.big_blind < level.small_blind:
            message = f"big blind {level.big_blind} is less than small blind {level.small_blind}"
            self.add(where, "big_blind", message, block)
        if not ante_ok:
            message = f"ante must be a whole number, 0 or more, not {level.ante!r}"
            self.add(where, "ante", message, block)
        elif level.big_blind_ante and level.ante == 0:
            message = "a big blind ante needs an ante amount (usually the big blind)"
            self.add(where, "ante", message, block)
        if not in_play:
            return
        smallest = in_play[0]  # in_play is sorted
        for fld, label, amount, ok in (
            ("small_blind", "small blind", level.small_blind, small_ok),
            ("big_blind", "big blind", level.big_blind, big_ok),
            ("ante", "ante", level.ante, ante_ok and level.ante > 0),
        ):
            if not ok or amount % smallest == 0:
                continue
            gone = sorted(v for v in removed if amount % v == 0)
            if gone:
                message = f"{label} {amount} uses the {gone[-1]} chip, removed {removed[gone[-1]]}"
            else:
                message = (
                    f"{label} {amount} cannot be paid with the chips in play "
                    f"(smallest is {smallest})"
                )
            self.add(where, fld, message, block)

    def start_time(
        self,
        level: Level,
        where: str,
        block: tuple[str, int],
        timed: tuple[int, int, str] | None,
    ) -> tuple[int, int, str] | None:
        """Check the level's clock time against the previous timed level; the new chain state."""
        if level.start_time is None:
            return timed
        match = re.match(_TIME_RE, level.start_time)
        if not match:
            message = f"start time {shown(level.start_time)} is not HH:MM (24-hour)"
            self.add(where, "start_time", message, block)
            return None
        minutes = int(match[1]) * 60 + int(match[2])
        if timed is not None:
            previous_minutes, seconds, previous_where = timed
            if (minutes - previous_minutes) % _MINUTES_PER_DAY * 60 != seconds:
                expected = (previous_minutes + seconds // 60) % _MINUTES_PER_DAY
                message = (
                    f"start time {level.start_time} does not follow {previous_where}: its periods "
                    f"add up to {_fmt_duration(seconds)}, so it starts at "
                    f"{expected // 60:02d}:{expected % 60:02d}"
                )
                self.add(where, "start_time", message, block)
        return (minutes, 0, where)

    def colour_up(
        self,
        brk: Break,
        where: str,
        block: tuple[str, int],
        in_play: list[int],
        removed: Mapping[int, str],
    ) -> None:
        listed = ""
        for value in brk.colour_up:
            if value not in self.chip_set:
                listed = listed or self._chip_set_text()
                message = f"colour-up names a {value} chip, which is not in the chip set ({listed})"
                self.add(where, "colour_up", message, block)
            elif value in removed:
                message = f"colour-up removes the {value} chip, already removed {removed[value]}"
                self.add(where, "colour_up", message, block)
        gone = set(brk.colour_up)
        if brk.colour_up and all(v in gone for v in in_play):
            message = "colour-up would remove every chip in play; keep at least one"
            self.add(where, "colour_up", message, block)

    def buy_ins(self) -> None:
        level_count = len(self.structure.levels)
        windows: list[tuple[str, str, int, int, int]] = []
        if self.structure.rebuy is not None:
            r = self.structure.rebuy
            windows.append(("rebuy", "until_level", r.until_level, r.chips, r.price))
        if self.structure.add_on is not None:
            a = self.structure.add_on
            windows.append(("add_on", "after_level", a.after_level, a.chips, a.price))
        for name, level_field, level, chips, price in windows:
            block = (name, 0)
            if not isinstance(level, int) or not 1 <= level <= max(level_count, 1):
                message = f"{level_field} {level} is not a level (1..{level_count})"
                self.add(name, level_field, message, block)
            if not _is_positive_int(chips):
                self.add(name, "chips", "chips must be a positive whole number", block)
            elif self.smallest_chip and chips % self.smallest_chip:
                message = (
                    f"{chips} chips cannot be made of the chip set "
                    f"(smallest is {self.smallest_chip})"
                )
                self.add(name, "chips", message, block)
            if not _is_amount(price):
                self.add(name, "price", "price must be a whole number, 0 or more", block)


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
_REBUY_KEYS = {"until_level", "until_time", "chips", "price", "only_below_starting_stack"}
_ADD_ON_KEYS = {"after_level", "at_time", "chips", "price"}

# The name starts and ends with a non-space (spaces only inside), so no run of spaces can be
# split two ways between it and the \s* around it: linear time even on a padded header.
_NAME_CHAR = r"[A-Za-z0-9_\-\.\"']"
_HEADER_RE = (
    rf"^\s*(\[\[?)\s*({_NAME_CHAR}(?:[A-Za-z0-9_\-\.\"' ]*{_NAME_CHAR})?)\s*\]\]?\s*(#.*)?$"
)
_KEY_RE = r"^\s*([A-Za-z0-9_\-]+)\s*="


class _LineMap:
    """Where each table and key sits in the text (tomllib keeps no line numbers)."""

    def __init__(self, text: str) -> None:
        # (table name, occurrence) -> (header line, {key: line})
        self.blocks: dict[tuple[str, int], tuple[int, dict[str, int]]] = {("", 0): (1, {})}
        counts: dict[str, int] = {}
        current = ("", 0)
        for number, line in enumerate(text.splitlines(), start=1):
            header = re.match(_HEADER_RE, line)
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
            key = re.match(_KEY_RE, line)
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
    """Parse a structure from TOML text; raise StructureError listing every problem.

    Each problem names `source`, the line, the level or break, and the field.
    """
    data = _decode_toml(text, source)
    parser = _Parser(text, source)
    structure = parser.structure(data)
    parser.add_validation(structure)
    if parser.problems:
        # In file order (stable: problems of one line keep the order they were found in).
        raise StructureError(sorted(parser.problems, key=lambda p: p.line or 0))
    return structure


def _decode_toml(text: str, source: str) -> dict[str, Any]:
    """tomllib's reading of the text; every way it can fail becomes one Problem."""
    import tomllib  # only to parse: the director's first paint reads a snapshot, not TOML

    try:
        # TOML integers are 64-bit, but tomllib reads any size: a long one is a TooLong.
        return dict(bounded_data(tomllib.loads(text)))
    except tomllib.TOMLDecodeError as exc:
        line = _toml_error_line(str(exc))
        problem = Problem("", "", f"not valid TOML: {exc}", line=line, source=source)
        raise StructureError([problem]) from exc
    except RecursionError:  # tomllib recurses once per nested array or inline table
        message = "not valid TOML: arrays or tables nested too deeply"
        raise StructureError([Problem("", "", message, source=source)]) from None
    except ValueError as exc:  # tomllib's int() past Python's int-string limit
        raise StructureError([_too_long_number(text, source, exc)]) from None


# A decimal integer as TOML writes it (underscores between digits); tomllib refuses it past
# Python's int-string limit.
_DIGITS_RE = r"\d[\d_]*"


def _too_long_number(text: str, source: str, error: ValueError) -> Problem:
    """The problem for the first number longer than Python reads, with its line and key."""
    limit = sys.get_int_max_str_digits()
    for number, line in enumerate(text.splitlines(), start=1):
        for run in re.finditer(_DIGITS_RE, line):
            digits = len(run[0].replace("_", ""))
            if limit and digits > limit:
                key = re.match(_KEY_RE, line)
                fld = key[1] if key else ""
                message = f"a {digits}-digit number is too large"
                return Problem("", fld, f"{fld}: {message}" if fld else message, number, source)
    return Problem("", "", f"not valid TOML: {error}", source=source)


def _toml_error_line(message: str) -> int | None:
    match = re.search(r"line (\d+)", message)
    return int(match[1]) if match else None


class _Parser:
    """Turns decoded TOML into a Structure, reporting (not raising) every shape problem."""

    def __init__(self, text: str, source: str) -> None:
        self.lines = _LineMap(text)
        self.source = source
        self.problems: list[Problem] = []
        self.kept: list[int] = []  # file position of each period of a known kind
        self.duration_keys: dict[int, str] = {}  # file position -> duration key it used
        self._periods_seen: list[Period] = []

    def add(self, where: str, fld: str, message: str, block: tuple[str, int] | None) -> None:
        line = self.lines.line(block, fld)
        self.problems.append(Problem(where, fld, message, line, self.source, block))

    def table(
        self, raw: object, where: str, block: tuple[str, int] | None, allowed: set[str]
    ) -> _Table | None:
        if not isinstance(raw, dict):
            self.add(where, block[0] if block else "", "expected a table of fields", block)
            return None
        for key in sorted(set(raw) - allowed):
            expected = ", ".join(sorted(allowed))
            self.add(where, key, f"unknown field {shown(key)} (expected one of {expected})", block)
        return _Table(self, raw, where, block)

    def structure(self, data: dict[str, Any]) -> Structure:
        top = self.table(data, "structure", None, _TOP_KEYS)
        assert top is not None
        version = data.get("schema_version")
        if version is None:
            message = f"missing schema_version (this program reads {SCHEMA_VERSION})"
            self.add("structure", "schema_version", message, None)
        elif (
            isinstance(version, int) and not isinstance(version, bool) and version > SCHEMA_VERSION
        ):
            message = (
                f"schema_version {version} is newer than this program reads "
                f"({SCHEMA_VERSION}); update Dealer Assist"
            )
            self.add("structure", "schema_version", message, None)
        elif version != SCHEMA_VERSION:
            message = f"schema_version must be {SCHEMA_VERSION}, not {shown(version)}"
            self.add("structure", "schema_version", message, None)
        return Structure(
            name=top.text("name", required=True) or "",
            chips=self.chips(top.array("chips")),
            periods=self.periods(top.array("period")),
            starting_stack=top.integer("starting_stack", required=True) or 0,
            rebuy=self.rebuy(data.get("rebuy")),
            add_on=self.add_on(data.get("add_on")),
        )

    def chips(self, raws: list[object]) -> tuple[ChipDenomination, ...]:
        chips = []
        for i, raw in enumerate(raws):
            table = self.table(raw, f"chip {i + 1}", ("chips", i), _CHIP_KEYS)
            if table is not None:
                value = table.integer("value", required=True)
                colour = table.text("colour", required=True)
                # Placeholders keep the set usable for the later checks; the field is reported.
                chips.append(ChipDenomination(0 if value is None else value, colour or "?"))
        return tuple(chips)

    def periods(self, raws: list[object]) -> tuple[Period, ...]:
        periods: list[Period] = []
        self._periods_seen = periods  # read by the windows that name a clock time
        levels = breaks = 0
        for i, raw in enumerate(raws):
            block = ("period", i)
            kind = raw.get("kind") if isinstance(raw, dict) else None
            if kind == "level":
                levels += 1
                table = self.table(raw, f"level {levels}", block, _LEVEL_KEYS)
            elif kind == "break":
                breaks += 1
                table = self.table(raw, f"break {breaks}", block, _BREAK_KEYS)
            elif kind is None:
                message = 'missing kind: add kind = "level" or kind = "break"'
                self.add(f"period {i + 1}", "kind", message, block)
                continue
            else:
                message = f'kind must be "level" or "break", not {shown(kind)}'
                self.add(f"period {i + 1}", "kind", message, block)
                continue
            assert table is not None
            duration_s = table.duration()
            self.duration_keys[i] = "duration_min" if "duration_min" in table.raw else "duration_s"
            if kind == "level":
                ante = table.integer("ante")
                periods.append(
                    Level(
                        small_blind=table.integer("small_blind", required=True) or 0,
                        big_blind=table.integer("big_blind", required=True) or 0,
                        duration_s=duration_s or 0,
                        ante=ante or 0,
                        big_blind_ante=bool(table.boolean("big_blind_ante")),
                        start_time=table.text("start_time"),
                    )
                )
            else:
                periods.append(
                    Break(
                        duration_s=duration_s or 0,
                        colour_up=table.int_list("colour_up"),
                        name=table.text("name") or "",
                    )
                )
            self.kept.append(i)
        return tuple(periods)

    def rebuy(self, raw: object) -> RebuyWindow | None:
        if raw is None:
            return None
        table = self.table(raw, "rebuy", ("rebuy", 0), _REBUY_KEYS)
        if table is None:
            return None
        until = self._level_or_time(table, "rebuy", "until_level", "until_time")
        return RebuyWindow(
            until_level=until,
            chips=table.integer("chips", required=True) or 0,
            price=table.integer("price", required=True) or 0,
            only_below_starting_stack=bool(table.boolean("only_below_starting_stack")),
        )

    def add_on(self, raw: object) -> AddOnWindow | None:
        if raw is None:
            return None
        table = self.table(raw, "add_on", ("add_on", 0), _ADD_ON_KEYS)
        if table is None:
            return None
        after = self._level_or_time(table, "add_on", "after_level", "at_time")
        return AddOnWindow(
            after_level=after,
            chips=table.integer("chips", required=True) or 0,
            price=table.integer("price", required=True) or 0,
        )

    def _level_or_time(self, table: Any, where: str, level_key: str, time_key: str) -> int:
        """A window's end by level number, or by the clock time a level starts (Fountain
        Valley: "up to 8pm", the 8:00 level's start): the window closes with the level before
        the one starting then."""
        at = table.text(time_key)
        if at is None:
            return table.integer(level_key, required=True) or 0
        if table.integer(level_key) is not None:
            self.add(where, time_key, f"give {level_key} or {time_key}, not both", (where, 0))
            return 0
        number = 0
        for period in self._periods_seen:
            if isinstance(period, Level):
                number += 1
                if period.start_time == at:
                    return number - 1
        self.add(where, time_key, f"no level starts at {shown(at)}", (where, 0))
        return 0

    def add_validation(self, structure: Structure) -> None:
        """Add the checks of `validate_structure`, located in the file; skip a field whose
        shape was already reported (its placeholder value would only repeat it)."""
        reported = {(p.block, p.field) for p in self.problems}
        for problem in validate_structure(structure):
            block, fld = problem.block, problem.field
            if block and block[0] == "period":
                # Periods of unknown kind were left out: map back to the position in the file.
                block = ("period", self.kept[block[1]])
                if fld == "duration_s":
                    fld = self.duration_keys[block[1]]
            if (block, fld) not in reported:
                line = self.lines.line(block, fld)
                self.problems.append(
                    Problem(problem.where, fld, problem.message, line, self.source, block)
                )


class _Table:
    """Typed access to one TOML table; a wrong or missing value is reported, and read as None."""

    def __init__(
        self, parser: _Parser, raw: dict[str, Any], where: str, block: tuple[str, int] | None
    ) -> None:
        self.parser, self.raw, self.where, self.block = parser, raw, where, block

    def _report(self, key: str, message: str) -> None:
        self.parser.add(self.where, key, message, self.block)

    def _get(self, key: str, required: bool) -> object:
        if key not in self.raw and required:
            self._report(key, f"missing {key}")
        return self.raw.get(key)

    def integer(self, key: str, required: bool = False) -> int | None:
        value = self._get(key, required)
        if value is None:
            return None
        if isinstance(value, TooLong):
            self._report(key, f"{key}: {value.problem}")
            return None
        if not isinstance(value, int) or isinstance(value, bool):
            self._report(key, f"{key} must be a whole number, not {shown(value)}")
            return None
        return value

    def boolean(self, key: str) -> bool | None:
        value = self._get(key, False)
        if value is not None and not isinstance(value, bool):
            self._report(key, f"{key} must be true or false, not {shown(value)}")
            return None
        return value

    def text(self, key: str, required: bool = False) -> str | None:
        value = self._get(key, required)
        if value is not None and not isinstance(value, str):
            self._report(key, f"{key} must be text in quotes, not {shown(value)}")
            return None
        return value

    def int_list(self, key: str) -> tuple[int, ...]:
        value = self._get(key, False)
        if value is None:
            return ()
        if not isinstance(value, list) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in value
        ):
            example = "a list of chip values like [25, 100]"
            self._report(key, f"{key} must be {example}, not {shown(value)}")
            return ()
        return tuple(value)

    def array(self, key: str) -> list[object]:
        """An array of tables ([[chips]], [[period]]); empty if absent."""
        value = self._get(key, False)
        if value is None:
            return []
        if not isinstance(value, list):
            self._report(key, f"{key} must be a list of [[{key}]] tables")
            return []
        return value

    def duration(self) -> int | None:
        """Seconds, from duration_min or duration_s (exactly one of them)."""
        has_min, has_s = "duration_min" in self.raw, "duration_s" in self.raw
        if has_min and has_s:
            self._report("duration_s", "give duration_min or duration_s, not both")
            return None
        if not has_min and not has_s:
            self._report("duration_min", "missing duration_min (or duration_s)")
            return None
        key, scale = ("duration_min", 60) if has_min else ("duration_s", 1)
        amount = self.integer(key)
        if amount is not None and amount <= 0:
            self._report(key, "duration must be positive")
            return None
        return None if amount is None else amount * scale


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
