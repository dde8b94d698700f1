"""No input crashes a command, and no input is slow (issue [5/13] section 5).

Each test is one finding of fuzzing `structure check`, `table replay`, `hand replay` and
`rules`: the input gets a clear message and exit status 2 (or output that does not crash),
never a traceback.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from dealer_assist import cli
from dealer_assist.core.clock.structure import StructureError, parse_structure
from dealer_assist.core.table.seating_history import HistoryError, parse_history, replay_history
from dealer_assist.house_books import house_rules
from dealer_assist.resources import resource_path
from dealer_assist.rulings import RulingsIndex
from dealer_assist.rulings.index import MAX_QUERY_CHARS

FIXTURES = Path(__file__).parent / "fixtures"
ROOT = Path(__file__).resolve().parents[1]
HUGE = "9" * 4301  # one digit past Python's int-string limit
DEMO_TOML = resource_path("structures", "demo.toml").read_text(encoding="utf-8")


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        code = cli.main(argv)
    except SystemExit as exc:  # argparse usage errors
        code = int(exc.code or 0)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _table_text(stack: str = "5000", name: str = "Ann") -> str:
    return (
        '{"schema_version": 1, "seats": 9, "button": 1, "hands": [{}], "players": ['
        f'{{"seat": 1, "name": "{name}", "stack": {stack}}},'
        '{"seat": 2, "name": "Bob", "stack": 5000}]}'
    )


def _hand_text(small_blind: str = "50", hand_id: str = "h1") -> str:
    return (
        '{"format": "dealer-assist-hand", "schema_version": 1, "book": "applewood", '
        f'"hand_id": "{hand_id}", "button": 1, '
        f'"level": {{"small_blind": {small_blind}, "big_blind": 100}}, '
        '"seats": [{"seat": 1, "stack": 1000}, {"seat": 2, "stack": 1000}], '
        '"actions": [{"seat": 1, "kind": "fold"}]}'
    )


def _write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


# -- integers past Python's int-string limit ----------------------------------------------------


def test_table_replay_of_a_4301_digit_stack_names_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    file = _write(tmp_path, "t.json", _table_text(stack=HUGE))
    code, out, err = _run(["table", "replay", file], capsys)
    assert code == 2 and out == ""
    assert "players[0].stack" in err and "4301-digit number is too large" in err
    assert "Traceback" not in err


def test_a_table_draw_keyed_by_a_4301_digit_seat_names_the_field() -> None:
    text = _table_text().replace('"button": 1', f'"draw": {{"{HUGE}": "As", "2": "Kd"}}')
    data = parse_history(text)
    with pytest.raises(HistoryError, match="draw") as info:
        replay_history(data, house_rules)
    assert "not a seat number" in str(info.value)


def test_hand_replay_of_a_4301_digit_blind_names_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    file = _write(tmp_path, "h.json", _hand_text(small_blind=HUGE))
    code, out, err = _run(["hand", "replay", file], capsys)
    assert code == 2 and out == ""
    assert "level.small_blind" in err and "4301-digit number is too large" in err


def test_hand_replay_of_stacks_whose_pot_passes_the_limit_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two 4,300-digit stacks parse, but their pot would have 4,301 digits: print nothing
    unprintable, name the first number no one means."""
    all_in = '"actions": [{"seat": 1, "kind": "allin"}, {"seat": 2, "kind": "call"}], '
    text = (
        _hand_text()
        .replace('"stack": 1000', '"stack": ' + "9" * 4300)
        .replace('"actions": [{"seat": 1, "kind": "fold"}]', all_in + '"winners": {"0": [1]}')
        .replace('"button": 1,', '"button": 1, "board": ["Ah", "Kd", "7c", "7s", "2d"],')
    )
    file = _write(tmp_path, "h.json", text)
    code, _out, err = _run(["hand", "replay", file], capsys)
    assert code == 2 and "seats[0].stack" in err and "Traceback" not in err


def test_hand_replay_winners_keyed_by_a_huge_pot_index_names_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads((FIXTURES / "hands" / "applewood-odd-chip.json").read_text())
    del data["cards"]
    data["winners"] = {HUGE: [2]}
    file = _write(tmp_path, "h.json", json.dumps(data))
    code, _out, err = _run(["hand", "replay", file], capsys)
    assert code == 2 and "winners key" in err and "not a pot index" in err


def test_structure_check_of_a_4301_digit_value_names_the_line_and_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = DEMO_TOML.replace("starting_stack = 5000", f"starting_stack = {HUGE}")
    line = text.splitlines().index(f"starting_stack = {HUGE}") + 1
    file = _write(tmp_path, "home.toml", text)
    code, out, err = _run(["structure", "check", file], capsys)
    assert code == 2 and out == ""
    assert f"home.toml:{line}: starting_stack: a 4301-digit number is too large" in err


def test_structure_check_of_a_long_hex_value_names_the_line_and_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """tomllib reads hex of any length; quoting it in a message must not fail (found by
    tests/test_cli_fuzz.py)."""
    text = DEMO_TOML.replace("small_blind = 25\n", "small_blind = 0x" + "f" * 5000 + "\n", 1)
    file = _write(tmp_path, "home.toml", text)
    code, _out, err = _run(["structure", "check", file], capsys)
    assert code == 2
    assert "level 1: small_blind: a 6021-digit number is too large" in err


def test_a_colour_up_of_a_zero_chip_is_a_problem_not_a_crash() -> None:
    text = (
        DEMO_TOML.replace("value = 25\n", "value = 0\n")
        .replace("colour_up = [25]", "colour_up = [0]")
        .replace("small_blind = 100\nbig_blind = 200", "small_blind = 150\nbig_blind = 200")
    )  # 150 is not a multiple of the 100 chip: the check looks for a removed chip that paid it
    with pytest.raises(StructureError) as info:
        parse_structure(text, source="zero.toml")
    messages = [str(p) for p in info.value.problems]
    assert any("chip 1: value must be a positive whole number" in m for m in messages)
    assert any("colour-up names a 0 chip, which is not in the chip set" in m for m in messages)


# -- nesting -------------------------------------------------------------------------------------


def test_500_nested_arrays_in_a_structure_is_a_problem_not_a_crash(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = DEMO_TOML + "\nextra = " + "[" * 500 + "]" * 500 + "\n"
    with pytest.raises(StructureError, match="nested too deeply"):
        parse_structure(text, source="deep.toml")
    code, _out, err = _run(["structure", "check", _write(tmp_path, "deep.toml", text)], capsys)
    assert code == 2 and "deep.toml" in err and "nested too deeply" in err


def test_the_clock_reads_its_structure_file_through_the_same_checks(tmp_path: Path) -> None:
    from dealer_assist.app_clock import build_feed

    deep = tmp_path / "deep.toml"
    deep.write_text("a = " + "[" * 500 + "]" * 500 + "\n", encoding="utf-8")
    binary = tmp_path / "binary.toml"
    binary.write_bytes(b'name = "\xff\xfe"\n')
    parser = cli.build_parser("clock")
    for path, reason in ((deep, "nested too deeply"), (binary, "not a text file")):
        args = parser.parse_args(["clock", "--structure", str(path)])
        with pytest.raises(StructureError, match=reason):
            build_feed(args, lambda: 0)


@pytest.mark.slow
def test_clock_with_a_binary_structure_file_says_so_and_exits_2(tmp_path: Path) -> None:
    binary = tmp_path / "binary.toml"
    binary.write_bytes(b'name = "\xff\xfe"\n')
    result = _subprocess(["clock", "--structure", str(binary)], tmp_path)
    assert result.returncode == 2, result.stderr
    assert "binary.toml: cannot read: not a text file" in result.stderr
    assert "Traceback" not in result.stderr


# -- text that cannot be encoded -----------------------------------------------------------------


def test_a_lone_surrogate_in_a_player_name_is_printed_escaped(
    tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    file = _write(tmp_path, "t.json", _table_text(name="Ann\\ud800"))
    assert cli.main(["table", "replay", file]) == 0
    out = capsysbinary.readouterr().out.decode("utf-8")
    assert "seat 1 Ann\\ud800" in out


def test_a_lone_surrogate_in_a_hand_id_is_printed_escaped(
    tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    file = _write(tmp_path, "h.json", _hand_text(hand_id="\\udcff"))
    assert cli.main(["hand", "replay", file]) == 0
    assert "Hand \\udcff under" in capsysbinary.readouterr().out.decode("utf-8")


@pytest.mark.slow
def test_names_print_on_an_ascii_console_and_a_real_pipe(tmp_path: Path) -> None:
    file = _write(tmp_path, "t.json", _table_text(name="Zoë\\ud800"))
    result = _subprocess(["table", "replay", file], tmp_path, PYTHONIOENCODING="ascii")
    assert result.returncode == 0, result.stderr
    assert "seat 1 Zo\\xeb\\ud800" in result.stdout


# -- paths ---------------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(
    "argv",
    [["--data-dir", "{file}", "director"], ["clock", "--data-dir", "{file}"], ["clock"]],
    ids=["director", "clock", "clock-by-environment"],
)
def test_a_data_dir_naming_a_plain_file_is_refused(tmp_path: Path, argv: list[str]) -> None:
    """(The table station's own message: tests/test_table_station_cli.py.)"""
    plain = tmp_path / "plain"
    plain.write_text("not a folder\n", encoding="utf-8")
    argv = [a.replace("{file}", str(plain)) for a in argv]
    result = _subprocess(argv, tmp_path, DEALER_ASSIST_DATA_DIR=str(plain))
    assert result.returncode == 2, result.stderr
    assert f"cannot keep tournaments in {plain}: it is a file, not a folder" in result.stderr
    assert "Traceback" not in result.stderr


# -- a reader that goes away ----------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("periods", [5, 8000], ids=["buffered", "mid-write"])
def test_a_closed_pipe_ends_quietly_with_141(tmp_path: Path, periods: int) -> None:
    """`dealer-assist ... | head`: the reader is gone before (or while) the output is written."""
    from helpers.fuzz_inputs import structure_toml

    file = _write(tmp_path, "s.toml", structure_toml(periods))
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        result = subprocess.run(
            [sys.executable, "-m", "dealer_assist", "structure", "check", file],
            stdout=write_end,
            stderr=subprocess.PIPE,
            cwd=ROOT,
            timeout=60,
        )
    finally:
        os.close(write_end)
    assert result.stderr == b""
    assert result.returncode == cli.EXIT_BROKEN_PIPE == 141


# -- cost ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("query", ["b" * 501, "misdeal " * 63])
def test_a_query_over_500_characters_is_refused(
    query: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _run(["rules", query], capsys)
    assert code == 2 and out == ""
    assert f"at most {MAX_QUERY_CHARS} characters" in err
    code, out, _err = _run(["rules", query, "--json"], capsys)
    assert code == 2
    assert "at most 500 characters" in json.loads(out)["error"]


def test_the_search_api_reads_only_the_first_500_characters() -> None:
    """The GUI's rulings pane calls the index directly: a pasted novel stays fast."""
    index = RulingsIndex.load()
    jargon = "boxed card misdeal odd chip string bet " * 2600  # ~100,000 characters
    started = time.perf_counter()
    hits = index.search(jargon)
    index.search("b" * 100_000)
    assert time.perf_counter() - started < 2.0  # 28 s before the cap (the figure)
    assert hits == index.search(jargon[:MAX_QUERY_CHARS])


def test_the_speller_gives_up_at_once_on_a_word_longer_than_any_it_knows() -> None:
    from dealer_assist.rulings.typo import Speller

    started = time.perf_counter()
    assert Speller(["raise", "misdeal"]).correct("b" * 100_000) is None
    assert time.perf_counter() - started < 1.0  # 10 s of letter swaps before


def test_structure_check_time_grows_linearly_with_the_periods(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from helpers.fuzz_inputs import structure_toml

    small = _write(tmp_path, "small.toml", structure_toml(800))
    large = _write(tmp_path, "large.toml", structure_toml(8000))

    def best_of_two(file: str) -> float:
        times = []
        for _ in range(2):
            started = time.perf_counter()
            assert _run(["structure", "check", file], capsys)[0] == 0
            times.append(time.perf_counter() - started)
        return min(times)

    ratio = best_of_two(large) / best_of_two(small)
    assert ratio < 25, f"10x the periods took {ratio:.0f}x the time"  # ~100x when quadratic


def test_a_table_header_padded_with_spaces_is_read_in_linear_time() -> None:
    """`[add_on<100,000 spaces>.x]` is valid TOML; finding its line must not backtrack
    quadratically (15 s before)."""
    text = DEMO_TOML + "\n[add_on" + " " * 100_000 + ".x]\n"
    started = time.perf_counter()
    with pytest.raises(StructureError):  # add_on.x is no field
        parse_structure(text, source="wide.toml")
    assert time.perf_counter() - started < 2.0


# -- exit codes and JSON errors ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["rules", "", "--json"], "give a question"),
        (["rules", "--json"], "give a question"),
        (["rules", "odd chip", "--limit", "0", "--json"], "--limit must be at least 1"),
        (["rules", "--rule", "nope/x/1", "--json"], "nope/x/1"),
        (["rules", "--topic", "nope", "--json"], "unknown topic"),
    ],
)
def test_rules_errors_under_json_are_a_json_object(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _err = _run(argv, capsys)
    assert code == 2
    assert message in json.loads(out)["error"]


def test_rules_errors_in_text_go_to_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(["rules", "odd chip", "--limit", "0"], capsys)
    assert (code, out) == (2, "") and "--limit must be at least 1" in err


def test_rules_finding_nothing_exits_1_in_text_and_json(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _err = _run(["rules", "xyzzy"], capsys)
    assert code == 1 and "No rule matches" in out
    code, out, _err = _run(["rules", "xyzzy", "--json"], capsys)
    assert code == 1 and json.loads(out) == []


def test_help_documents_the_exit_codes(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = _run(["--help"], capsys)
    assert code == 0
    text = " ".join(out.split())
    for documented in (
        "0 done",
        "1 nothing found",
        "2 bad input",
        "3 the tournament is held by another window",
    ):
        assert documented in text


def _subprocess(argv: list[str], tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **env}
    environ.setdefault("DEALER_ASSIST_DATA_DIR", str(tmp_path / "data"))
    return subprocess.run(
        [sys.executable, "-m", "dealer_assist", *argv],
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="strict",
        cwd=ROOT,
        env=environ,
        timeout=60,
    )
