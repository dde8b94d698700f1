"""The `dealer-assist` command line: one sub-command per mode, each in dealer_assist.commands.

Command modules are imported lazily so `--help` and the text tools never load Qt.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# (name, module in dealer_assist.commands, help)
COMMANDS: tuple[tuple[str, str, str], ...] = (
    ("director", "director", "the director's window (default): clock, structure, players"),
    ("clock", "clock", "the fullscreen TV clock alone"),
    ("table", "table", "a dealer's table station; `table replay FILE` replays a table history"),
    ("hand", "hand", "`hand replay FILE`: replay a hand history, print pots and payouts"),
    ("structure", "structure", "`structure check FILE`: validate and print a blind structure"),
    ("rules", "rules", "search the house rulebooks: rules \"QUESTION\""),
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dealer-assist",
        description="Run a live No-Limit Hold'em tournament. With no mode, opens the director's "
        "window on the last tournament, or on the built-in demo tournament.",
    )
    parser.add_argument(
        "--data-dir", help="keep tournaments here instead of the user data directory"
    )
    modes = parser.add_subparsers(dest="mode", metavar="MODE", title="modes")
    for name, module_name, help_text in COMMANDS:
        sub = modes.add_parser(name, help=help_text, description=help_text)
        module = importlib.import_module(f"dealer_assist.commands.{module_name}")
        module.configure(sub)
        sub.set_defaults(run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    args = parser.parse_args(_with_default_mode(args_list))
    return int(args.run(args) or 0)


def _with_default_mode(args: list[str]) -> list[str]:
    """Insert the `director` mode when none is named (`dealer-assist --demo`)."""
    modes = {name for name, _, _ in COMMANDS}
    index = 0
    while index < len(args):
        token = args[index]
        if token in modes or token in ("-h", "--help"):
            return args
        if token == "--data-dir":
            index += 2
        elif token.startswith("--data-dir="):
            index += 1
        else:
            break
    return [*args[:index], "director", *args[index:]]
