"""`dealer-assist table`: the table station window; `table replay FILE` replays a history."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dealer_assist.core.table.seating_history import TableReplay

EXIT_OK = 0
EXIT_BAD_FILE = 2
DEFAULT_BOOK = "ubetcha"
FIND_DIRECTOR = ""  # `--join` with no address: look for the director on the network


def configure(parser: argparse.ArgumentParser) -> None:
    from dealer_assist.house_books import BOOKS  # a tuple of names: no Qt, no file read

    parser.add_argument(
        "--book",
        default=None,
        metavar="BOOK",
        help=f"house rules in force: {', '.join(BOOKS)} (default: the book the table's journal "
        "is bound to, else the tournament's, else ubetcha; a journal bound to another book is "
        "refused)",
    )
    parser.add_argument(
        "--demo", action="store_true", help="open the demo table (six seated players)"
    )
    parser.add_argument(
        "--table",
        type=_table_number,
        default=None,
        metavar="N",
        help="run table N of the tournament, with its own journal (default: table 1); "
        "stations on other tables run side by side",
    )
    parser.add_argument(
        "--join",
        nargs="?",
        const=FIND_DIRECTOR,
        default=None,
        metavar="HOST[:PORT]",
        help="also send the table's events to the director serving the room there "
        "(`director --serve`); the station keeps dealing and queues them while offline. "
        "With no HOST: find the director on the network (or choose, or type its address)",
    )
    parser.add_argument(
        "--pair",
        default=None,
        metavar="CODE",
        help="with --join, the first time: the pairing code the director shows for this table",
    )
    parser.add_argument(
        "--pin",
        default=None,
        metavar="PIN",
        help="the director's PIN (4 to 12 digits) asked before quitting, changing the book, "
        "moving a player or correcting a stack (default: $DEALER_ASSIST_PIN, else none)",
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
    seats = actions.add_parser(
        "seats",
        help="the table station on a practice table of --seats seats, outside any tournament",
        description="Practise a table's seats, button and hands at the table station, at "
        "100/200 outside any tournament: the table opens empty (tap a seat to seat a player, "
        "draw for the button, deal), or with the demo's players with --demo. Each seat count "
        "keeps its own practice table.",
    )
    seats.add_argument("--seats", type=int, default=9, help="seats at the table, 2 to 10")
    parser.epilog = "With no action: the table station (seat ring and betting panel)."


def _table_number(text: str) -> int:
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a table number, got {text!r}") from None
    if not 1 <= number <= 999:
        raise argparse.ArgumentTypeError(f"tables are numbered 1 to 999, got {number}")
    return number


def run(args: argparse.Namespace) -> int:
    from dealer_assist.house_books import BOOKS

    if args.book is not None and args.book not in BOOKS:
        books = ", ".join(BOOKS)
        print(f"--book: unknown house book {args.book!r}; choose one of {books}", file=sys.stderr)
        return EXIT_BAD_FILE
    action = getattr(args, "table_action", None)
    join = None
    if getattr(args, "join", None) not in (None, FIND_DIRECTOR):
        from dealer_assist.sync.address import parse_address

        try:
            join = parse_address(args.join)
        except ValueError as error:
            print(f"--join: {error}", file=sys.stderr)
            return EXIT_BAD_FILE
    if action == "replay":
        return _replay(args.file, as_json=args.json)
    if getattr(args, "join", None) == FIND_DIRECTOR and action is None:
        # A given address is not checked first: a station deals through an outage and its
        # link joins when the director answers; only finding the director needs the dialog.
        from dealer_assist.app_station import find_director

        join = find_director()
        if join is None:
            print("dealer-assist table: no director chosen", file=sys.stderr)
            return 1
    from dealer_assist.app_station import StationOpenError, run_station, tell_not_opened
    from dealer_assist.core.table.table import TableError

    try:
        return int(
            run_station(
                getattr(args, "data_dir", None),
                args.book,
                demo=args.demo,
                pin=getattr(args, "pin", None),
                table=getattr(args, "table", None),
                join=join,
                pair=getattr(args, "pair", None),
                seats=args.seats if action == "seats" else None,
            )
        )
    except TableError as exc:  # a practice table's seat count, before any file is made
        print(f"--seats: {exc}", file=sys.stderr)
        return EXIT_BAD_FILE
    except StationOpenError as exc:
        tell_not_opened(exc)
        return EXIT_BAD_FILE


def _replay(path: Path, *, as_json: bool) -> int:
    from dealer_assist.core.table.seating_history import (
        HistoryError,
        parse_history,
        plan_rows,
        replay_history,
    )
    from dealer_assist.house_books import house_rules

    try:
        raw = path.read_bytes()
    except OSError as exc:
        print(f"{path}: cannot read: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_BAD_FILE
    try:
        result = replay_history(parse_history(raw), house_rules, DEFAULT_BOOK)
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
