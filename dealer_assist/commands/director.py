"""`dealer-assist director`: the director's window on the last tournament (or the demo)."""

from __future__ import annotations

import argparse
import os
from importlib import import_module

# Loaded before Qt: PySide6 reads the source of every module imported after it (the import hook
# of its __feature__ support), which costs about 7 ms of start-up for these and what they import.
QT_FREE_FIRST = (
    "dealer_assist.paths",
    "dealer_assist.resources",
    "dealer_assist.core.tournament",
    "dealer_assist.store.library",
    "dealer_assist.store.session",
)


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--demo",
        action="store_true",
        help="start a fresh copy of the demo tournament instead of reopening the last one",
    )


def run(args: argparse.Namespace) -> int:
    for name in QT_FREE_FIRST:
        import_module(name)
    from dealer_assist import paths

    data_dir = getattr(args, "data_dir", None)
    if data_dir is None and not os.environ.get(paths.DATA_DIR_ENV):
        import_module("platformdirs")  # paths needs it for the user data dir: also before Qt
    # Qt loads only when the window is really wanted (not for --help).
    from dealer_assist.app import run_director

    return run_director(data_dir=data_dir, demo=bool(args.demo))
