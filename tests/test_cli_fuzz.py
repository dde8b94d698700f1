"""Fuzz the command-line tools: whatever the file or question, each ends with 0, 1 or 2, no
traceback, and output that decodes (and parses, under --json).

Bounded example counts keep this file to a few seconds; `python scripts/fuzz_cli.py` runs the
same inputs by the thousand.
"""

from __future__ import annotations

import pytest
from helpers.fuzz_inputs import (
    file_problems,
    hand_histories,
    parse_problems,
    rules_arguments,
    run_cli,
    structure_files,
    table_histories,
)
from hypothesis import given, settings
from hypothesis import strategies as st

FILE_EXAMPLES = 60
RULES_EXAMPLES = 40
PARSE_EXAMPLES = 150


@settings(max_examples=FILE_EXAMPLES)
@given(structure_files())
def test_structure_check_never_crashes(data: bytes) -> None:
    assert file_problems(["structure", "check"], data, ".toml") == []


@settings(max_examples=FILE_EXAMPLES)
@given(table_histories(), st.booleans())
def test_table_replay_never_crashes(data: bytes, json_output: bool) -> None:
    assert file_problems(["table", "replay"], data, ".json", json_output) == []


@settings(max_examples=FILE_EXAMPLES)
@given(hand_histories(), st.booleans())
def test_hand_replay_never_crashes(data: bytes, json_output: bool) -> None:
    assert file_problems(["hand", "replay"], data, ".json", json_output) == []


@settings(max_examples=RULES_EXAMPLES)
@given(rules_arguments())
def test_rules_never_crashes(argv: list[str]) -> None:
    assert run_cli(argv).problems(json_output="--json" in argv) == []


@settings(max_examples=PARSE_EXAMPLES)
@given(structure_files())
def test_structure_import_parse_gives_a_structure_or_a_structure_error(data: bytes) -> None:
    """What the director's Ctrl+I and `clock --structure` read, after decoding."""
    assert parse_problems(data) == []


@pytest.mark.parametrize(
    "argv",
    [
        ["rules", "\udcff misdeal"],
        ["rules", "--topic", "\ud800"],
        ["rules", "--rule", "\ud800/x/1", "--json"],
        ["rules", "b" * 100_000, "--json"],
    ],
)
def test_unencodable_and_huge_arguments_never_crash(argv: list[str]) -> None:
    assert run_cli(argv).problems(json_output="--json" in argv) == []
