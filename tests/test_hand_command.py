"""`dealer-assist hand replay`: text and JSON output; exit status 2 on an illegal action or a
malformed file, naming the action index and field."""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.commands import hand as hand_command

FIXTURES = Path(__file__).parent / "fixtures" / "hands"


def _run(*argv: str) -> int:
    parser = argparse.ArgumentParser()
    hand_command.configure(parser)
    return hand_command.run(parser.parse_args(list(argv)))


def test_replay_prints_pots_payouts_and_final_stacks(capsys: pytest.CaptureFixture[str]) -> None:
    assert _run("replay", str(FIXTURES / "applewood-side-pot.json")) == 0
    out = capsys.readouterr().out
    assert "main pot        10500  seats 8, 9, 10" in out
    assert "side pot 1       4000  seats 8, 10" in out
    assert "seat 8           0  busted" in out
    assert out.index("side pot 1       4000  seat 10 4000") < out.index(
        "main pot        10500  seat 9"
    )


def test_replay_reports_the_odd_chip_left_in_the_pot(capsys: pytest.CaptureFixture[str]) -> None:
    assert _run("replay", str(FIXTURES / "ubetcha-odd-chip.json")) == 0
    assert "2  left in the pot for the next hand (Ubetcha, TIES 1)" in capsys.readouterr().out


def test_house_option_overrides_the_files_book(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(FIXTURES / "ubetcha-odd-chip.json")
    assert _run("replay", path, "--house", "applewood", "--json") == 0
    data = json.loads(capsys.readouterr().out)
    assert data["book"] == "applewood"
    assert data["left_in_pot"] == 0
    assert data["final_stacks"] == {"1": 950, "2": 1017, "3": 1017, "4": 1016}


def test_illegal_action_exits_2_with_the_reason_and_rule(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert _run("replay", str(FIXTURES / "applewood-min-reraise-refused.json")) == 2
    err = capsys.readouterr().err
    assert "Action 6 (seat 3 raise to 300) is illegal" in err
    assert "the minimum raise is to 350 (the last raise was 150): Applewood, BETTING 9" in err


def test_illegal_action_in_json_mode(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(FIXTURES / "ubetcha-short-all-in-no-reraise.json")
    assert _run("replay", path, "--json") == 2
    refused = json.loads(capsys.readouterr().out)["refused"]
    assert refused["action_index"] == 6
    assert refused["rule"] == "Ubetcha, BETTING AND RAISING 3"


def test_unreadable_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert _run("replay", str(bad)) == 2
    assert "not JSON" in capsys.readouterr().err
    assert _run("replay", str(tmp_path / "missing.json")) == 2
    bad.write_bytes(b"\xff\xfe{}")
    assert _run("replay", str(bad)) == 2
    assert "not UTF-8" in capsys.readouterr().err


_BASE = {
    "hand_id": "malformed",
    "button": 3,
    "level": {"small_blind": 50, "big_blind": 100},
    "seats": [{"seat": 1, "stack": 1000}, {"seat": 2, "stack": 1000}, {"seat": 3, "stack": 1000}],
    "actions": [{"seat": 3, "kind": "call"}],
}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"seats": [{"seat": 1, "stack": "x"}, {"seat": 2, "stack": 10}]}, "seats[0].stack"),
        ({"seats": [{"seat": 1, "stack": 10}, {"seat": 1, "stack": 10}]}, "seats[1].seat 1"),
        ({"seats": [{"seat": 1, "stack": 0}, {"seat": 2, "stack": 10}]}, "seats[0].stack must"),
        ({"level": {"small_blind": 50}}, "level.big_blind is missing"),
        ({"level": {"small_blind": 50, "big_blind": 100, "ante": "x"}}, "level.ante"),
        ({"button": None}, "button is missing"),
        ({"actions": [{"seat": "three", "kind": "call"}]}, "actions[0].seat must be a seat"),
        ({"actions": [{"seat": 7, "kind": "call"}]}, "actions[0].seat: seat 7 is not dealt"),
        ({"actions": [{"seat": 3}]}, "actions[0].kind None is not one of"),
        ({"actions": [{"seat": 3, "kind": "raise", "to": "lots"}]}, "actions[0].to must be"),
        ({"actions": [3]}, "actions[0] must be an object"),
        ({"actions": {"seat": 3}}, "actions must be a list"),
        ({"positions": {"big_blind": 9}}, "positions.big_blind: seat 9"),
        ({"positions": {"absent": 5}}, "positions.absent must be a list"),
        ({"positions": {"straddle": "x"}}, "positions.straddle must be a seat"),
        ({"posts": 5}, "posts must be a list"),
        ({"posts": [{"seat": 1}]}, "posts[0].amount is missing"),
        ({"board": "AhKdQc"}, "board must be a list"),
        ({"board": ["Ah", "Zz"]}, "board[1] 'Zz' is not a card"),
        ({"winners": {"x": [1]}}, "winners key 'x'"),
        ({"winners": {"0": ["a"]}}, 'winners["0"][0] must be a seat'),
        ({"cards": {"9": "AhKd"}}, "cards key '9'"),
        ({"cards": {"1": "AhK"}}, 'cards["1"]'),
        ({"carried_in": -5}, "carried_in must be at least 0"),
        ({"smallest_chip": "x"}, "smallest_chip must be a whole number"),
        ({"book": 5}, "book: unknown house 5"),
    ],
)
def test_malformed_history_names_the_field_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: dict, message: str
) -> None:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps({**_BASE, **change}), encoding="utf-8")
    assert _run("replay", str(path)) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("actions", "message"),
    [
        ([{"seat": 1, "kind": "call"}], "Action 1 (seat 1 call) is illegal [actions[0].seat]"),
        (
            [{"seat": 3, "kind": "raise", "to": 150}],
            "Action 1 (seat 3 raise to 150) is illegal [actions[0].to]. Raise to 150 refused: "
            "the minimum raise is to 200",
        ),
        (
            [{"seat": 3, "kind": "call"}, {"seat": 1, "kind": "check"}],
            "Action 2 (seat 1 check) is illegal [actions[1].kind]. Check refused",
        ),
    ],
)
def test_illegal_action_names_its_index_and_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], actions: list, message: str
) -> None:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps({**_BASE, "actions": actions}), encoding="utf-8")
    assert _run("replay", str(path)) == 2
    assert message in capsys.readouterr().err


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5000) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=8,
)
_FIELDS = ("button", "level", "seats", "actions", "positions", "posts", "board", "winners")


@settings(max_examples=80, deadline=None)
@given(field=st.sampled_from(_FIELDS), value=_JSON, index=st.integers(0, 2))
def test_any_value_in_any_field_replays_exits_2_or_4_never_a_traceback(
    field: str, value: object, index: int
) -> None:
    data = json.loads(json.dumps(_BASE))
    if field in ("seats", "actions") and index < len(data[field]):
        data[field][index] = value  # one entry replaced
    else:
        data[field] = value
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "hand.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            assert _run("replay", str(path)) in (0, 2, 4)  # 4: legal so far, not over


def test_folds_to_a_lone_big_blind_with_no_small_blind_replay_to_the_end(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Dead small blind, no ante: all fold, the blind goes back, the hand is over (exit 0)."""
    data = {
        **_BASE,
        "positions": {"small_blind": None, "big_blind": 1},
        "actions": [{"seat": 2, "kind": "fold"}, {"seat": 3, "kind": "fold"}],
    }
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert _run("replay", str(path), "--json") == 0
    out = json.loads(capsys.readouterr().out)
    assert out["returned"] == [{"seat": 1, "chips": 100}]
    assert out["pots"] == []
    assert out["final_stacks"] == {"1": 1000, "2": 1000, "3": 1000}
