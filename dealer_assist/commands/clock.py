"""`dealer-assist clock`: the fullscreen TV clock alone, on a tournament, a structure or the demo.

Sources, in order: `--join HOST[:PORT]` shows the clock of a director serving the room on the
network (`director --serve`), in step with the director's own clock (`--join` alone finds it
on the network, `ui/common/find_director`); `--structure FILE` or
`--demo` run a clock in this process (keys drive it); otherwise the most recent tournament's
journal is followed read-only (the director's window owns it), switching when the director
opens or creates another; with no tournament at all, the demo runs from now until one appears.
This module parses the options; `app_clock` builds the clock they ask for.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from dealer_assist.app_clock import FIND_DIRECTOR  # Qt-free: the window loads in run_clock


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--screen",
        type=int,
        default=None,
        metavar="N",
        help="show on screen N (0 = first); default: the second screen if there is one",
    )
    parser.add_argument("--windowed", action="store_true", help="a normal window, not fullscreen")
    source = parser.add_mutually_exclusive_group()
    source.add_argument(
        "--structure",
        type=Path,
        metavar="FILE",
        help="run this structure file's clock here, starting now (no tournament is saved)",
    )
    source.add_argument(
        "--demo", action="store_true", help="run the demo structure (2-minute levels) from now"
    )
    source.add_argument(
        "--join",
        nargs="?",
        const=FIND_DIRECTOR,
        type=_director_address,
        metavar="HOST[:PORT]",
        help="show the clock of the director serving the room at HOST (director --serve; "
        "port 8765 unless given); keeps counting and reconnects when the network drops. "
        "With no HOST: find the director on the network (or choose, or type its address)",
    )
    parser.add_argument("--muted", action="store_true", help="no alert sounds")
    parser.epilog = (
        "Keys: F11 fullscreen on/off, Esc leave fullscreen, S sound check. When the clock "
        "runs here (--structure, --demo): Space pause/resume, Right/Left next/previous "
        "period, Up or + add a minute, Down or - take one off, B break now (the director's "
        "clock keys)."
    )


def _director_address(text: str) -> tuple[str, int]:
    """`--join`'s value: (host, port); argparse names the option when it is not one."""
    from dealer_assist.sync.address import parse_address

    try:
        return parse_address(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def run(args: argparse.Namespace) -> int:
    from dealer_assist.app_clock import run_clock  # Qt and the store load only now

    return run_clock(args)
