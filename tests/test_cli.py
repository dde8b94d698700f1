"""The command line: help, wrong input and a missing display give messages, not tracebacks."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers.fresh_process import run_probe

from dealer_assist import cli

FIXTURES = Path(__file__).parent / "fixtures"
ROOT = Path(__file__).resolve().parents[1]


def test_help_lists_every_mode_and_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    for name, _module, _help in cli.COMMANDS:
        assert name in out


def test_a_mode_help_shows_that_mode_s_options(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["clock", "--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    assert "--windowed" in out and "--structure FILE" in out


def test_help_and_text_modes_load_neither_qt_nor_other_modes() -> None:
    code = (
        "import sys\n"
        "from dealer_assist import cli\n"
        "try:\n"
        "    cli.main(['--help'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "names = ('PySide6', 'dealer_assist.commands.')\n"
        "loaded = sorted(m for m in sys.modules if m.startswith(names))\n"
        "print(loaded, file=sys.stderr)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr.strip().splitlines()[-1] == "[]"


def test_an_unknown_option_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["--no-such-option"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "unrecognized arguments: --no-such-option" in err
    assert "usage: dealer-assist" in err and "Traceback" not in err


def test_an_unknown_mode_option_names_the_mode(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["clock", "--screen", "two"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "dealer-assist clock: error: argument --screen: invalid int value: 'two'" in err


def test_an_unknown_house_book_lists_the_books(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["rules", "--book", "hoyle", "odd chip"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "invalid choice: 'hoyle'" in err and "applewood" in err


def test_an_unknown_house_for_a_hand_replay_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    hand = FIXTURES / "hands" / "ubetcha-odd-chip.json"
    assert cli.main(["hand", "replay", str(hand), "--house", "hoyle"]) != 0
    err = capsys.readouterr().err
    assert "unknown house 'hoyle'" in err and "ubetcha" in err


@pytest.mark.parametrize(
    ("environ", "platform", "missing"),
    [
        ({}, "linux", True),
        ({"DISPLAY": ""}, "linux", True),
        ({"DISPLAY": ":0"}, "linux", False),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
        ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
        ({}, "freebsd14", True),
        ({}, "win32", False),
        ({}, "darwin", False),
    ],
)
def test_missing_display(environ: dict[str, str], platform: str, missing: bool) -> None:
    assert (cli.missing_display(environ, platform) is not None) is missing


def _without_display(tmp_path: Path) -> dict[str, str]:
    keep = ("PATH", "HOME", "LANG", "VIRTUAL_ENV", "PYTHONPATH")
    env = {name: os.environ[name] for name in keep if name in os.environ}
    env["DEALER_ASSIST_DATA_DIR"] = str(tmp_path)
    return env


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland platforms only")
@pytest.mark.parametrize("mode", [[], ["clock", "--demo"], ["table", "--demo"]])
def test_gui_modes_without_a_display_explain_and_exit_2(tmp_path: Path, mode: list[str]) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "dealer_assist", *mode],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=_without_display(tmp_path),
        timeout=60,
    )
    assert result.returncode == cli.EXIT_NO_DISPLAY
    assert "no display found" in result.stderr
    assert "xvfb-run -a dealer-assist" in result.stderr
    assert "QT_QPA_PLATFORM=offscreen" in result.stderr
    assert "Traceback" not in result.stderr
    assert not any(tmp_path.iterdir())  # refused before any tournament file was made


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland platforms only")
def test_text_modes_work_without_a_display(tmp_path: Path) -> None:
    table = FIXTURES / "tables" / "applewood-dead-button.json"
    result = subprocess.run(
        [sys.executable, "-m", "dealer_assist", "table", "replay", str(table)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=_without_display(tmp_path),
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert "button" in result.stdout.lower()


@pytest.mark.parametrize(
    ("argv", "data_dir"),
    [
        (["table", "--data-dir", "/tmp/d1", "--book", "applewood"], "/tmp/d1"),
        (["clock", "--data-dir=/tmp/d2"], "/tmp/d2"),
        (["--data-dir", "/tmp/d3", "director", "--demo"], "/tmp/d3"),
        (["--data-dir", "/tmp/d4", "director", "--data-dir", "/tmp/d5"], "/tmp/d5"),
        (["director", "--demo"], None),
    ],
)
def test_data_dir_is_taken_before_or_after_the_mode(argv: list[str], data_dir: str | None) -> None:
    """`dealer-assist table --data-dir D` is how a volunteer types it: not a usage error."""
    args = cli.build_parser(argv[argv.index(next(a for a in argv if a in cli.MODES))]).parse_args(
        argv
    )
    assert args.data_dir == data_dir


def test_building_every_mode_s_parser_loads_no_shutil() -> None:
    """argparse, left to find the help width itself, imports shutil (bz2, lzma: ~4 ms of every
    start) for each argument added; the parsers are told the width instead. (The self-test's
    own module needs tempfile, and shutil with it.)"""
    code = (
        "import sys\n"
        "from dealer_assist import cli\n"
        "for mode in (None, *sorted(cli.MODES - {'self-test'})):\n"
        "    cli.build_parser(mode)\n"
        "print([m for m in ('shutil', 'bz2', 'lzma') if m in sys.modules])\n"
    )
    assert run_probe(code)[0] == "[]"


@pytest.mark.parametrize(
    ("columns", "width"), [("50", 48), ("132", 130), ("", 78), ("wide", 78), ("-3", 78)]
)
def test_help_width_is_argparse_s_own(columns: str, width: int) -> None:
    """$COLUMNS less 2, as argparse would find it; without a terminal (this test's stdout is
    captured) 80 less 2."""
    assert cli.help_width({"COLUMNS": columns}) == width


def test_help_wraps_at_the_terminal_s_width() -> None:
    code = "from dealer_assist.cli import main\nmain(['table', 'replay', '--help'])\n"
    widths = [len(line) for line in run_probe(code, env={"COLUMNS": "50"})]
    assert 40 < max(widths) <= 50  # wrapped, and near 50
