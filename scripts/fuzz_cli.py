"""Fuzz the command-line tools by the thousand (tests/test_cli_fuzz.py runs a few dozen).

    python scripts/fuzz_cli.py                  # 2,000 cases of each tool
    python scripts/fuzz_cli.py --count 500 --tool rules --tool hand

Each case must end with exit status 0, 1 or 2, no traceback, output that decodes (and parses
under --json); the structure import must give a structure or a StructureError. A failing case
is shrunk and printed; the exit status is 1 if any tool failed.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))  # tests/helpers

from helpers.fuzz_inputs import (  # noqa: E402
    file_problems,
    hand_histories,
    parse_problems,
    rules_arguments,
    run_cli,
    structure_files,
    table_histories,
)
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


def _check_structure(data: bytes) -> None:
    assert file_problems(["structure", "check"], data, ".toml") == []


def _check_table(case: tuple[bytes, bool]) -> None:
    assert file_problems(["table", "replay"], case[0], ".json", case[1]) == []


def _check_hand(case: tuple[bytes, bool]) -> None:
    assert file_problems(["hand", "replay"], case[0], ".json", case[1]) == []


def _check_rules(argv: list[str]) -> None:
    assert run_cli(argv).problems(json_output="--json" in argv) == []


def _check_parse(data: bytes) -> None:
    assert parse_problems(data) == []


# tool -> (its inputs, the check of one input)
TOOLS: dict[str, tuple[st.SearchStrategy[Any], Callable[[Any], None]]] = {
    "structure": (structure_files(), _check_structure),
    "table": (st.tuples(table_histories(), st.booleans()), _check_table),
    "hand": (st.tuples(hand_histories(), st.booleans()), _check_hand),
    "rules": (rules_arguments(), _check_rules),
    "parse": (structure_files(), _check_parse),
}


def fuzz(tool: str, count: int) -> bool:
    """Run `count` cases of one tool; print the figures, or the shrunk failing case."""
    inputs, check = TOOLS[tool]
    test = settings(
        max_examples=count,
        deadline=None,
        database=None,  # a run leaves no files behind
        suppress_health_check=list(HealthCheck),
        print_blob=True,
    )(given(inputs)(check))
    started = time.perf_counter()
    try:
        test()
    except Exception as failure:  # hypothesis has printed the shrunk input
        print(f"{tool}: FAILED\n{failure}", flush=True)
        return False
    seconds = time.perf_counter() - started
    print(f"{tool:<9} {count:>6} cases  {seconds:6.1f} s  ok", flush=True)
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=2000, help="cases per tool (2000)")
    parser.add_argument(
        "--tool", action="append", choices=sorted(TOOLS), help="only this tool (repeatable)"
    )
    args = parser.parse_args(argv)
    if args.count < 1:
        parser.error("--count must be at least 1")
    results = [fuzz(tool, args.count) for tool in args.tool or TOOLS]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
