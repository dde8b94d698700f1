"""`dealer-assist structure check FILE`: validate a blind structure and print it as a table."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dealer_assist.core.clock.structure import Structure

EXIT_OK = 0
EXIT_PROBLEMS = 2


def configure(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="structure_action", metavar="ACTION", required=True)
    check = actions.add_parser(
        "check",
        help="validate a structure file; print its levels, or every problem with its line",
        description="Validate a blind structure (TOML, see docs/structure-format.md). Prints the "
        "levels, breaks and colour-ups with their start times, or every problem found. Exit "
        "status 2 when the file has problems.",
    )
    check.add_argument("file", help="the structure file, or the name of a built-in (e.g. demo)")


def run(args: argparse.Namespace) -> int:
    from dealer_assist.core.clock.structure import StructureError
    from dealer_assist.store.files import read_structure_file

    path = _resolve(args.file)
    try:
        structure = read_structure_file(path)
    except StructureError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        count = len(exc.problems)
        print(f"{count} problem{'s' if count != 1 else ''} in {path.name}", file=sys.stderr)
        return EXIT_PROBLEMS
    print(format_structure_table(structure))
    return EXIT_OK


def _resolve(name: str) -> Path:
    """A path as given; failing that, a built-in structure by name."""
    path = Path(name)
    if path.exists() or path.suffix:
        return path
    from dealer_assist.resources import resource_path

    built_in = resource_path("structures", f"{name}.toml")
    return built_in if built_in.exists() else path


def format_structure_table(structure: Structure) -> str:
    """The structure as a plain-text table: level, blinds, ante, duration, start offset and,
    when the structure has a clock-time schedule, the clock time of every period."""
    from dealer_assist.core.clock.structure import Break, Level

    clock_times = _clock_times(structure)
    offsets = structure.period_start_offsets_s()
    names = structure.period_names()  # "level 7", "break 2": counted once, not once a row
    header = ("level", "blinds", "ante", "duration", "starts", "clock")
    rows: list[tuple[str, ...]] = []
    for index, period in enumerate(structure.periods):
        common = (_duration(period.duration_s), _hm(offsets[index]), clock_times[index])
        if isinstance(period, Level):
            ante = ""
            if period.ante:
                ante = f"{period.ante} (BB)" if period.big_blind_ante else str(period.ante)
            level = names[index].removeprefix("level ")
            rows.append((level, f"{period.small_blind}/{period.big_blind}", ante, *common))
        else:
            assert isinstance(period, Break)
            label = period.name or names[index]
            if period.colour_up:
                removed = ", ".join(str(structure.chip(v) or v) for v in period.colour_up)
                label += f"; colour up {removed}"
            rows.append(("--", label, "", *common))
    show = [True, True, any(r[2] for r in rows), True, True, any(r[5] for r in rows)]
    level_rows = [r for r in rows if r[0] != "--"] + [header, ("break",)]
    widths = [max(len(r[i]) for r in level_rows if i < len(r)) for i in range(len(header))]

    def line(cells: tuple[str, ...]) -> str:
        if cells[0] == "--":  # a break: its label goes after the columns
            label = cells[1]
            cells = ("break", "", "", *cells[3:])
        else:
            label = ""
        parts = [c.ljust(widths[i]) if i == 0 else c.rjust(widths[i]) for i, c in enumerate(cells)]
        text = "  ".join(p for i, p in enumerate(parts) if show[i])
        return (text + "  " + label).rstrip()

    out = [structure.name, ""]
    chips = ", ".join(str(c) for c in sorted(structure.chips, key=lambda c: c.value))
    out.append(f"starting stack {structure.starting_stack}; chips {chips}")
    if structure.rebuy:
        r = structure.rebuy
        extra = " (only below the starting stack)" if r.only_below_starting_stack else ""
        out.append(f"rebuy: {r.chips} chips for {r.price} through level {r.until_level}{extra}")
    if structure.add_on:
        a = structure.add_on
        out.append(f"add-on: {a.chips} chips for {a.price} when level {a.after_level} ends")
    out += ["", line(header), "  ".join("-" * w for i, w in enumerate(widths) if show[i])]
    out += [line(row) for row in rows]
    levels, breaks = len(structure.levels), len(structure.breaks)
    out += [
        "",
        f"{levels} level{'s' if levels != 1 else ''}, {breaks} break{'s' if breaks != 1 else ''}, "
        f"{_duration(structure.total_duration_s)} in all; play continues on the last level",
    ]
    return "\n".join(out)


def _clock_times(structure: Structure) -> list[str]:
    """Clock time of each period, from the first level that gives a start time ("" if none)."""
    offsets = structure.period_start_offsets_s()
    for index, period in enumerate(structure.periods):
        start_time = getattr(period, "start_time", None)
        if start_time:
            hours, minutes = map(int, start_time.split(":"))
            base = hours * 3600 + minutes * 60 - offsets[index]
            return [_hm((base + offset) % 86400, clock=True) for offset in offsets]
    return [""] * len(structure.periods)


def _hm(seconds: int, clock: bool = False) -> str:
    hours, rest = divmod(seconds, 3600)
    text = f"{hours:02d}:{rest // 60:02d}" if clock else f"{hours}:{rest // 60:02d}"
    return text + (f":{rest % 60:02d}" if rest % 60 else "")


def _duration(seconds: int) -> str:
    if seconds % 60:
        return f"{seconds // 60} min {seconds % 60} s" if seconds >= 60 else f"{seconds} s"
    hours, minutes = divmod(seconds // 60, 60)
    if not hours:
        return f"{minutes} min"
    return f"{hours} h {minutes} min" if minutes else f"{hours} h"
