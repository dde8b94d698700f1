"""`dealer-assist structure check FILE`: validate a blind structure and print it as a table."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

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
    from dealer_assist.core.structure import StructureError, parse_structure

    path = _resolve(args.file)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        print(f"{args.file}: cannot read: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_PROBLEMS
    try:
        structure = parse_structure(text, source=path.name)
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


def format_structure_table(structure: object) -> str:
    """The structure as a plain-text table: level, blinds, ante, duration, start."""
    from dealer_assist.core.structure import Break, Level, Structure

    assert isinstance(structure, Structure)
    rows: list[tuple[str, ...]] = [("level", "blinds", "ante", "duration", "starts", "clock")]
    offsets = structure.period_start_offsets_s()
    for index, period in enumerate(structure.periods):
        start = _hm(offsets[index])
        if isinstance(period, Level):
            ante = ""
            if period.ante:
                ante = f"{period.ante} (BB)" if period.big_blind_ante else str(period.ante)
            rows.append(
                (
                    str(structure.level_number(index)),
                    f"{period.small_blind}/{period.big_blind}",
                    ante,
                    _duration(period.duration_s),
                    start,
                    period.start_time or "",
                )
            )
        else:
            assert isinstance(period, Break)
            label = period.name or f"break {structure.break_number(index)}"
            if period.colour_up:
                removed = ", ".join(str(structure.chip(v) or v) for v in period.colour_up)
                label += f"; colour up {removed}"
            rows.append(("--", label, "", _duration(period.duration_s), start, ""))
    widths = [max(len(row[i]) for row in rows if len(row) > 1) for i in range(len(rows[0]))]
    lines = [structure.name, ""]
    chips = ", ".join(str(c) for c in structure.chips)
    lines.append(f"starting stack {structure.starting_stack}; chips {chips}")
    if structure.rebuy:
        r = structure.rebuy
        extra = " (only below the starting stack)" if r.only_below_starting_stack else ""
        lines.append(f"rebuy: {r.chips} chips for {r.price} through level {r.until_level}{extra}")
    if structure.add_on:
        a = structure.add_on
        lines.append(f"add-on: {a.chips} chips for {a.price} when level {a.after_level} ends")
    lines.append("")
    for number, row in enumerate(rows):
        if row[0] == "--":
            # A break row spans the blinds and ante columns.
            label_width = widths[1] + 2 + widths[2]
            cells = [
                row[0].ljust(widths[0]),
                row[1].ljust(label_width),
                row[3].rjust(widths[3]),
                row[4].rjust(widths[4]),
            ]
            lines.append("  ".join(cells).rstrip())
            continue
        cells = [row[i].rjust(widths[i]) if i else row[i].ljust(widths[i]) for i in range(len(row))]
        lines.append("  ".join(cells).rstrip())
        if number == 0:
            lines.append("  ".join("-" * w for w in widths))
    lines.append("")
    total = _duration(structure.total_duration_s)
    lines.append(f"{len(structure.levels)} levels, {len(structure.breaks)} breaks, {total} in all")
    return "\n".join(lines)


def _hm(seconds: int) -> str:
    hours, rest = divmod(seconds, 3600)
    return f"{hours}:{rest // 60:02d}" + (f":{rest % 60:02d}" if rest % 60 else "")


def _duration(seconds: int) -> str:
    if seconds % 60:
        return f"{seconds} s"
    minutes = seconds // 60
    return f"{minutes} min" if minutes < 60 or minutes % 60 else f"{minutes // 60} h"
