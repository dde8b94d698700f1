"""`dealer-assist director`: the director's window on the last tournament (or the demo)."""

from __future__ import annotations

import argparse


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--demo",
        action="store_true",
        help="start a fresh copy of the demo tournament instead of reopening the last one",
    )


def run(args: argparse.Namespace) -> int:
    # Qt loads only when the window is really wanted (not for --help).
    from dealer_assist.app import run_director

    return run_director(data_dir=getattr(args, "data_dir", None), demo=bool(args.demo))
