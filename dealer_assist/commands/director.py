"""`dealer-assist director`: the director's window on the last tournament (or the demo)."""

from __future__ import annotations

import argparse
import os
from importlib import import_module

# Loaded before Qt (the window needs them anyway): loaded after it instead, the first paint came
# 3-6% later in an A/B of 24 and 30 rounds, for the same CPU time.
QT_FREE_FIRST = (
    "dealer_assist.paths",
    "dealer_assist.resources",
    "dealer_assist.store.library",
    "dealer_assist.store.tournament_session",
    "dealer_assist.core.clock_preview",
    "dealer_assist.house_books",
    # What the window's modules import of the Qt-free layers (else read by that hook too).
    "dealer_assist.core.clock_commands",
    "dealer_assist.core.clock.sales",
    "dealer_assist.store.backups",
    "dealer_assist.store.files",
    "dealer_assist.wall_time",
)


def configure(parser: argparse.ArgumentParser) -> None:
    # Here, not at the top: the everyday launch (cli.director_launch) builds no parser.
    from dealer_assist.sync.address import DEFAULT_PORT

    parser.add_argument(
        "--demo",
        action="store_true",
        help="start a fresh copy of the demo tournament instead of reopening the last one (or "
        "showing the welcome screen)",
    )
    parser.add_argument(
        "--serve",
        nargs="?",
        type=_port,
        const=DEFAULT_PORT,
        default=None,
        metavar="PORT",
        help=f"serve the room on the network (port {DEFAULT_PORT} unless given): TV clocks "
        "join with `clock --join HOST[:PORT]`, any browser opens http://HOST:PORT/",
    )
    parser.add_argument(
        "--bind",
        default=None,
        metavar="ADDRESS",
        help="with --serve: listen on this address only (default: every interface)",
    )
    parser.add_argument(
        "--no-announce",
        action="store_true",
        help="with --serve: do not announce the director on the network (zeroconf); TVs and "
        "stations then join by typing its address",
    )


def _port(text: str) -> int:
    if not text.isdigit() or not 0 < int(text) < 65536:
        raise argparse.ArgumentTypeError(f"{text!r}: a port is a number from 1 to 65535")
    return int(text)


def run(args: argparse.Namespace) -> int:
    for name in QT_FREE_FIRST:
        import_module(name)
    from dealer_assist import paths

    data_dir = getattr(args, "data_dir", None)
    if data_dir is None and not os.environ.get(paths.DATA_DIR_ENV):
        import_module("platformdirs")  # paths needs it for the user data dir: also before Qt
    # Qt loads only when the window is really wanted (not for --help).
    from dealer_assist.qt_import import load_qt

    load_qt()
    from dealer_assist.app import run_director

    return run_director(
        data_dir=data_dir,
        demo=bool(args.demo),
        serve_port=getattr(args, "serve", None),
        bind=getattr(args, "bind", None),
        announce=not getattr(args, "no_announce", False),
    )
