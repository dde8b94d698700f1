"""The director's everyday launches are read without argparse, and read as argparse reads them."""

from __future__ import annotations

import argparse
import contextlib
import io

import pytest
from helpers.fresh_process import run_probe
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist import cli

# Words a command line might hold: the launch's own, near misses, other modes and options.
WORDS = [
    "director",
    "--data-dir",
    "--data-dir=",
    "--data-dir=folder",
    "--data-dir=-x",
    "folder",
    "other folder",
    "",
    "-x",
    "-1",
    "--demo",
    "--no-announce",
    "--dem",
    "--no-ann",
    "--data",
    "--serve",
    "7777",
    "--bind",
    "--",
    "-h",
    "--help",
    "clock",
    "table",
    "--structure",
]


def argparse_reads(args: list[str]) -> argparse.Namespace | None:
    """What argparse makes of a director launch, or None when it refuses it."""
    try:
        with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()):
            return cli.build_parser("director").parse_args(args)
    except SystemExit:
        return None


# The launch's own words and the values next to them: most lists then read without argparse.
LAUNCH_WORDS = [
    "director",
    "--data-dir",
    "--data-dir=a",
    "a",
    "-x",
    "-1",
    "--demo",
    "--no-announce",
]


@settings(max_examples=400, deadline=None)
@given(
    argv=st.lists(st.sampled_from(WORDS), max_size=7)
    | st.lists(st.sampled_from(LAUNCH_WORDS), max_size=6)
)
def test_a_launch_read_without_argparse_is_read_as_argparse_reads_it(argv: list[str]) -> None:
    args, mode = cli._with_default_mode(argv)
    if mode != "director":
        return
    fast = cli.director_launch(args)
    if fast is not None:
        assert fast == argparse_reads(args)


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["--demo"],
        ["director"],
        ["--data-dir", "/tmp/x"],
        ["--data-dir=/tmp/x", "director", "--demo", "--no-announce"],
        ["--data-dir", "a", "director", "--data-dir", "b"],
        ["director", "--data-dir", "b", "--demo"],
    ],
)
def test_everyday_launches_skip_argparse(argv: list[str]) -> None:
    args, _mode = cli._with_default_mode(argv)
    fast = cli.director_launch(args)
    assert fast is not None and fast == argparse_reads(args)


@pytest.mark.parametrize(
    "argv",
    [
        ["--help"],
        ["director", "--help"],
        ["--serve"],
        ["director", "--serve", "7777", "--bind", "127.0.0.1"],
        ["--dem"],  # argparse's abbreviation: argparse decides
        ["--data-dir"],  # no value: argparse says so
        ["--data-dir", "-x"],
        ["--demo", "director"],
        ["director", "director"],
        ["director", "--", "--demo"],
    ],
)
def test_anything_else_is_left_to_argparse(argv: list[str]) -> None:
    args, mode = cli._with_default_mode(argv)
    assert mode != "director" or cli.director_launch(args) is None


def test_a_launch_loads_neither_locale_nor_the_parsers() -> None:
    """In a fresh process, `dealer-assist --data-dir D director --demo` reads its options
    without gettext's `locale` (argparse's messages are translated when a parser is built)."""
    lines = run_probe(
        "import sys\n"
        "from dealer_assist import cli\n"
        "args, mode = cli._with_default_mode(['--data-dir', 'D', 'director', '--demo'])\n"
        "ns = cli.director_launch(args)\n"
        "print(ns.mode, ns.data_dir, ns.demo, 'locale' in sys.modules)\n"
    )
    assert lines[0] == "director D True False"
