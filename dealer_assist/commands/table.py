"""`dealer-assist table`: the table station window; `table replay FILE` replays a history."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dealer_assist.core.seating_history import TableReplay

EXIT_OK = 0
EXIT_BAD_FILE = 2
DEFAULT_BOOK = "ubetcha"


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--book", default=DEFAULT_BOOK, help="house rules in force (default ubetcha)"
    )
    parser.add_argument(
        "--seats", type=int, default=9, help="seats at the table, 2 to 10 (default 9)"
    )
    parser.add_argument(
        "--demo", action="store_true", help="start with six seated players and the button placed"
    )
    actions = parser.add_subparsers(dest="table_action", metavar="ACTION")
    replay = actions.add_parser(
        "replay",
        help="print the button, blinds and who is dealt in for each hand of a table history",
        description="Replay a table history (JSON, see docs/table-replay.md): for each hand "
        "print the button (and whether it is dead), the small blind (or none), the big blind, "
        "who is dealt in, who waits and who is absent, with the rules applied. Exit status 2 "
        "when the file is wrong (the message names the hand and the field).",
    )
    replay.add_argument("file", type=Path, help="the table history (.json)")
    replay.add_argument("--json", action="store_true", help="print the result as JSON")


def run(args: argparse.Namespace) -> int:
    if getattr(args, "table_action", None) == "replay":
        return _replay(args.file, as_json=args.json)
    return _station(args)


def _replay(path: Path, *, as_json: bool) -> int:
    from dealer_assist.core.seating_history import HistoryError, plan_rows, replay_history
    from dealer_assist.house_books import house_rules

    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        print(f"{path}: cannot read: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_BAD_FILE
    except json.JSONDecodeError as exc:
        print(
            f"{path.name}: not JSON: line {exc.lineno} column {exc.colno}: {exc.msg}",
            file=sys.stderr,
        )
        return EXIT_BAD_FILE
    try:
        result = replay_history(data, house_rules, DEFAULT_BOOK)
    except HistoryError as exc:
        print(f"{path.name}: {exc}", file=sys.stderr)
        return EXIT_BAD_FILE
    if as_json:
        print(json.dumps({"book": result.book, "hands": plan_rows(result)}, indent=2))
    else:
        print(format_replay(result))
    return EXIT_OK


def format_replay(result: TableReplay) -> str:
    """The replay as text, one block per hand."""
    lines = [f"House rules: {result.book}"]
    for hand in result.hands:
        p = hand.plan.positions
        names = dict(hand.names)

        def who(seat: int | None, names: dict[int, str] = names) -> str:
            if seat is None:
                return "none"
            name = names.get(seat)
            return f"seat {seat} {name}" if name else f"seat {seat} (empty)"

        def seats(values: tuple[int, ...], names: dict[int, str] = names) -> str:
            return ", ".join(f"{s} {names[s]}" for s in values) or "-"

        button = who(p.button) + (" (dead)" if p.button_is_dead else "")
        lines.append("")
        lines.append(f"Hand {hand.number}" + (" (heads-up)" if p.heads_up else ""))
        lines.append(f"  button:       {button}")
        lines.append(f"  small blind:  {who(p.small_blind)}")
        lines.append(f"  big blind:    {who(p.big_blind)}")
        if p.straddle is not None:
            lines.append(f"  straddle:     {who(p.straddle)}")
        lines.append(f"  dealt in:     {seats(p.dealt_in)}")
        lines.append(f"  waiting:      {seats(p.waiting)}")
        lines.append(f"  absent:       {seats(p.absent)}")
        lines.append(f"  first to act: {who(hand.first_to_act)}")
        for i, ruling in enumerate(hand.plan.rulings):
            lines.append(("  rules:        " if i == 0 else "                ") + str(ruling))
    return "\n".join(lines)


def _station(args: argparse.Namespace) -> int:
    from PySide6.QtWidgets import QApplication

    from dealer_assist.house_books import house_rules
    from dealer_assist.ui.table_window import TableWindow

    try:
        rules = house_rules(args.book)
    except KeyError as exc:
        print(str(exc).strip("'\""), file=sys.stderr)
        return EXIT_BAD_FILE
    app = QApplication.instance() or QApplication(sys.argv[:1])
    try:
        window = TableWindow(rules, seat_count=args.seats, demo=args.demo)
    except ValueError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_BAD_FILE
    window.show()
    return int(app.exec())
