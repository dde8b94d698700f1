"""The `dealer-assist` command line: one sub-command per mode, each in dealer_assist.commands.

Only the chosen mode's command module is imported and its parser built (start-up time); no
command module imports Qt at its top, so `--help` and the text tools never load it. GUI modes
first check that a display exists, so a machine without one gets a clear message instead of Qt
aborting the process.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping, Sequence
from importlib import import_module

TYPE_CHECKING = False  # typing itself is not imported: the text tools' start-up does without it
if TYPE_CHECKING:
    from typing import Any

# (name, module in dealer_assist.commands, help)
COMMANDS: tuple[tuple[str, str, str], ...] = (
    ("director", "director", "the director's window (default): clock, structure, players"),
    ("clock", "clock", "the fullscreen TV clock alone"),
    ("table", "table", "a dealer's table station; `table replay FILE` replays a table history"),
    (
        "hand",
        "hand",
        "`hand replay FILE`: replay a hand history (JSON or PHH), print pots and payouts; "
        "`hand export --phh FILE`: write it as PHH",
    ),
    ("structure", "structure", "`structure check FILE`: validate and print a blind structure"),
    (
        "tournament",
        "tournament",
        "`tournament replay FILE`: replay a scripted night: prize pool, payouts, places",
    ),
    ("rules", "rules", 'search the house rulebooks: rules "QUESTION"'),
    ("self-test", "selftest", "check this installation offscreen: each window, a hand, a ruling"),
)
MODES = frozenset(name for name, _, _ in COMMANDS)
EXIT_BAD_INPUT = 2
EXIT_NO_DISPLAY = EXIT_BAD_INPUT
EXIT_BROKEN_PIPE = 141  # what a shell reports for a tool killed by SIGPIPE (128 + 13)
# Every mode and tool exits with one of these (README.md's command-line tools say the same).
EXIT_CODES = (
    "exit status: 0 done; 1 nothing found (e.g. no rule matches, text or --json); 2 bad input "
    "(a wrong option, file or question: the message names what and where); 3 the tournament "
    "is held by another window; 4 a replayed hand is not over (`hand replay`: it waits for an "
    "action or its result); 141 the reader of the output went away (| head)."
)


def help_width(environ: Mapping[str, str] = os.environ) -> int:
    """The width argparse gives help text: the terminal's columns ($COLUMNS first, 80 when
    there is no terminal) less 2, found as shutil.get_terminal_size finds them."""
    try:
        columns = int(environ.get("COLUMNS", ""))
    except ValueError:
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return (columns or 80) - 2


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's own, told the width: left to find it, argparse imports shutil (and with it bz2
    and lzma, ~4 ms of every start) for each argument added, help shown or not."""

    def __init__(self, prog: str, **options: Any) -> None:
        options.setdefault("width", help_width())
        super().__init__(prog, **options)


class _Parser(argparse.ArgumentParser):
    """argparse's parser with `_HelpFormatter`; the modes' parsers are made of this class too."""

    def __init__(self, *args: Any, **options: Any) -> None:
        options.setdefault("formatter_class", _HelpFormatter)
        super().__init__(*args, **options)


def build_parser(mode: str | None = None) -> argparse.ArgumentParser:
    """The parser for one mode (with all its options), or with mode None the top-level parser
    whose `--help` lists every mode (without importing any command module)."""
    parser = _Parser(
        prog="dealer-assist",
        description="Run a live No-Limit Hold'em tournament. With no mode, opens the director's "
        "window on the last tournament, or a welcome screen to start one (or run the demo).",
        epilog=EXIT_CODES,
    )
    parser.add_argument(
        "--data-dir", help="keep tournaments here instead of the user data directory"
    )
    modes = parser.add_subparsers(dest="mode", metavar="MODE", title="modes")
    for name, module_name, help_text in COMMANDS:
        if mode is not None and name != mode:
            continue
        sub = modes.add_parser(name, help=help_text, description=help_text)
        # Also after the mode (`dealer-assist table --data-dir D`); SUPPRESS keeps the value
        # given before the mode when it is not repeated here.
        sub.add_argument("--data-dir", default=argparse.SUPPRESS, help=argparse.SUPPRESS)
        if mode is None:
            continue
        module = import_module(f"dealer_assist.commands.{module_name}")
        module.configure(sub)
        sub.set_defaults(run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    _tolerant_output()
    try:
        code = _run(list(sys.argv[1:] if argv is None else argv))
        if sys.stdout is not None:  # None under pythonw (the GUI entry point on Windows)
            sys.stdout.flush()  # inside the try: a reader gone during the last write shows here
    except BrokenPipeError:
        _discard_stdout()
        return EXIT_BROKEN_PIPE
    return code


def _run(argv: list[str]) -> int:
    args_list, mode = _with_default_mode(argv)
    args = director_launch(args_list) if mode == "director" else None
    if args is None:
        # A named mode needs only its own parser; the top-level --help lists them all.
        args = build_parser(mode).parse_args(args_list)
    if not needs_display(args):
        return int(args.run(args) or 0)
    problem = missing_display(os.environ, sys.platform)
    if problem is not None:
        print(f"dealer-assist {args.mode}: {problem}", file=sys.stderr)
        return EXIT_NO_DISPLAY
    if keeps_tournaments(args):
        problem = data_dir_problem(getattr(args, "data_dir", None))
        if problem is not None:
            from dealer_assist.ui.common.startup_problem import (
                tell,  # a box too: icons have no terminal
            )

            tell(f"The {args.mode} did not open: {problem}.")
            return EXIT_BAD_INPUT
    from dealer_assist import start_up_collector

    # A window starts without the cycle collector until its first paint (its composition
    # root resumes it; so does the command's end).
    start_up_collector.pause()
    try:
        _import_msgspec_as_installed()
        return int(args.run(args) or 0)
    finally:
        start_up_collector.resume()


# The director's own options that director_launch reads: a flag, or an option and its value.
_LAUNCH_FLAGS = {"--demo": "demo", "--no-announce": "no_announce"}


def director_launch(args: list[str]) -> argparse.Namespace | None:
    """The director's everyday launches (`[--data-dir D] director [--demo] [--no-announce]`,
    the mode named or inserted by _with_default_mode) read without argparse's parsers, or None
    for anything else (help, other options, a mistake), which argparse reads. Building them
    took ~2.5 ms of every start: each message goes through gettext, which imports `locale` and
    looks for catalogues. The namespace is the one argparse gives (tests/test_cli_launch)."""
    values: dict[str, object] = {"data_dir": None, "demo": False, "no_announce": False}
    index, seen_mode = 0, False
    while index < len(args):
        token = args[index]
        if token == "--data-dir" and index + 1 < len(args) and not args[index + 1].startswith("-"):
            values["data_dir"] = args[index + 1]
            index += 2
            continue
        if token.startswith("--data-dir=") and not token.startswith("--data-dir=-"):
            values["data_dir"] = token[len("--data-dir=") :]
        elif token == "director" and not seen_mode:
            seen_mode = True
        elif token in _LAUNCH_FLAGS and seen_mode:
            values[_LAUNCH_FLAGS[token]] = True
        else:
            return None
        index += 1
    if not seen_mode:
        return None
    from dealer_assist.commands import director

    return argparse.Namespace(mode="director", serve=None, bind=None, run=director.run, **values)


def _import_msgspec_as_installed() -> None:
    """Import msgspec as a user's install has it: without typing_extensions, which msgspec
    takes up whenever it is importable (for hints Dealer Assist's types never use) and which
    only the test tools bring (mypy, pytest-qt); importing it cost ~10 ms of every start."""
    if "msgspec" in sys.modules or "typing_extensions" in sys.modules:
        return
    sys.modules["typing_extensions"] = None  # type: ignore[assignment]  # "not installed"
    try:
        import msgspec  # noqa: F401
    finally:
        del sys.modules["typing_extensions"]  # anything else may still import it


def _tolerant_output() -> None:
    """Print any text: a name read from a file may hold a lone surrogate ("\\ud800" in JSON) or
    letters the console's encoding lacks; they print as backslash escapes, never a crash."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")


def _discard_stdout() -> None:
    """The reader went away (`dealer-assist ... | head`): point stdout at /dev/null so the
    flush at exit cannot fail again, as Python's documentation advises for SIGPIPE."""
    try:
        fd = sys.stdout.fileno()
    except (OSError, ValueError):  # not a real file (in-process callers, tests)
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fd)
    os.close(devnull)


def keeps_tournaments(args: argparse.Namespace) -> bool:
    """True when the mode keeps or follows tournaments in the data directory: the director,
    the clock following one. (The table station names a bad folder itself.)"""
    if args.mode == "director":
        return True
    return args.mode == "clock" and args.structure is None and not args.demo


def data_dir_problem(override: str | None) -> str | None:
    """Why tournaments cannot be kept in the data directory (made here if missing), or None."""
    from dealer_assist import paths

    given = override or os.environ.get(paths.DATA_DIR_ENV)
    try:
        paths.tournaments_dir(override)
    except OSError as exc:
        where = given or exc.filename
        if given and os.path.exists(given) and not os.path.isdir(given):
            return f"cannot keep tournaments in {given}: it is a file, not a folder"
        return f"cannot keep tournaments in {where}: {exc.strerror or exc}"
    return None


def needs_display(args: argparse.Namespace) -> bool:
    """True when the chosen mode opens a window (`table replay` prints text only)."""
    if args.mode in ("director", "clock"):
        return True
    return args.mode == "table" and getattr(args, "table_action", None) != "replay"


def missing_display(environ: Mapping[str, str], platform: str) -> str | None:
    """Why Qt could not open a window here, or None when it can (checked before QApplication).

    On Linux and the BSDs Qt needs an X11 or Wayland display unless a platform plugin is named
    (QT_QPA_PLATFORM=offscreen, vnc, eglfs...); without one it aborts the whole process.
    """
    if platform.startswith(("win", "darwin", "cygwin")):
        return None
    if any(environ.get(name) for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")):
        return None
    return (
        "no display found (neither DISPLAY nor WAYLAND_DISPLAY is set). Run it on a desktop, "
        "or under a virtual display: `xvfb-run -a dealer-assist ...`, or set "
        "QT_QPA_PLATFORM=offscreen to run without showing anything."
    )


def _with_default_mode(args: list[str]) -> tuple[list[str], str | None]:
    """The arguments with `director` inserted when no mode is named (`dealer-assist --demo`),
    and the mode (None for a top-level `--help`)."""
    index = 0
    while index < len(args):
        token = args[index]
        if token in MODES:
            return args, token
        if token in ("-h", "--help"):
            return args, None
        if token == "--data-dir":
            index += 2
        elif token.startswith("--data-dir="):
            index += 1
        else:
            break
    return [*args[:index], "director", *args[index:]], "director"
