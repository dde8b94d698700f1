"""Hand histories, schema version 2 (strict) beside version 1 (read with its old meaning).

Version 2 refuses unknown fields with their path, checks `to` on calls and all-ins, refuses a
call with nothing to call and a bet where a raise is needed, and checks an action's `street`.
A file without `schema_version` is read as version 2.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import pytest

from dealer_assist.commands import hand as hand_command
from dealer_assist.core.hand.hand import hand_result
from dealer_assist.core.hand.hand_history import (
    SCHEMA_VERSION,
    HistoryError,
    export_history,
    replay_history,
)
from dealer_assist.house_books import house_rules

FIXTURES = Path(__file__).parent / "fixtures" / "hands"
RULES = house_rules("general")

# Three seats, button 3: seat 1 small blind, 2 big blind, 3 acts first.
BASE: dict[str, Any] = {
    "format": "dealer-assist-hand",
    "schema_version": 2,
    "book": "general",
    "button": 3,
    "level": {"small_blind": 50, "big_blind": 100},
    "seats": [{"seat": 1, "stack": 1000}, {"seat": 2, "stack": 1000}, {"seat": 3, "stack": 1000}],
    "actions": [],
}
# Preflop called round, the big blind checks: the flop is next, seat 1 first.
LIMPED = [
    {"seat": 3, "kind": "call"},
    {"seat": 1, "kind": "call"},
    {"seat": 2, "kind": "check"},
]


def _hand(version: int | None = 2, **changes: Any) -> dict[str, Any]:
    data = json.loads(json.dumps(BASE))
    if version is None:
        del data["schema_version"]
    else:
        data["schema_version"] = version
    data.update(changes)
    return data


def _run(*argv: str) -> int:
    parser = argparse.ArgumentParser()
    hand_command.configure(parser)
    return hand_command.run(parser.parse_args(list(argv)))


def test_the_export_writes_the_current_version() -> None:
    assert SCHEMA_VERSION == 2
    replayed = replay_history(_hand(actions=[{"seat": 3, "kind": "fold"}]), RULES)
    assert export_history(replayed.events, replayed.state)["schema_version"] == 2


# -- unknown fields ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "path"),
    [
        ({"acitons": []}, "acitons"),
        ({"level": {"small_blind": 50, "big_blind": 100, "antes": 5}}, "level.antes"),
        (
            {"seats": [{"seat": 1, "stack": 1000, "name": "Ann"}, {"seat": 2, "stack": 5}]},
            "seats[0].name",
        ),
        ({"actions": [{"seat": 3, "kind": "raise", "amount": 300}]}, "actions[0].amount"),
        ({"positions": {"big_blind": 2, "dead": True}}, "positions.dead"),
        ({"posts": [{"seat": 1, "kind": "small_blind", "amount": 50, "x": 1}]}, "posts[0].x"),
    ],
)
def test_version_2_refuses_an_unknown_field_naming_its_path(change: dict, path: str) -> None:
    with pytest.raises(HistoryError, match=rf"^{__import__('re').escape(path)}: unknown field"):
        replay_history(_hand(**change), RULES)


def test_a_file_without_schema_version_is_version_2() -> None:
    with pytest.raises(HistoryError, match="acitons: unknown field"):
        replay_history(_hand(None, acitons=[]), RULES)


def test_version_1_still_ignores_unknown_fields() -> None:
    replayed = replay_history(
        _hand(1, acitons=[], actions=[{"seat": 3, "kind": "fold", "x": 1}]), RULES
    )
    assert replayed.refused is None


def test_unsupported_versions_are_refused() -> None:
    for version in (0, 3, "2", True):
        with pytest.raises(HistoryError, match="schema_version"):
            replay_history(_hand(version=None, schema_version=version), RULES)


def test_the_fields_the_export_and_the_station_write_are_known() -> None:
    """An exported hand (with the station's hand_number and table) replays under version 2."""
    data = json.loads((FIXTURES / "general-cards-speak-side-pots.json").read_text("utf-8"))
    first = replay_history(data, RULES)
    exported = json.loads(json.dumps(export_history(first.events, first.state)))
    exported.update(hand_number=4, table="Table 2")
    second = replay_history(exported, RULES)
    assert second.refused is None and second.state.awarded == first.state.awarded


RULING = {
    "question": "seat 3 all-in for less; can seat 1 raise",
    "rule": "general/betting-and-raising/5",
    "book": "general",
    "label": "General rules, BETTING AND RAISING 5",
    "text": "...",
    "at_ms": 1_700_000_000_000,
}


def test_the_rulings_given_in_a_hand_are_a_known_field_read_and_not_replayed() -> None:
    """The station writes the rulings given during a hand; a replay reads past them."""
    data = json.loads((FIXTURES / "general-cards-speak-side-pots.json").read_text("utf-8"))
    first = replay_history(data, RULES)
    exported = json.loads(json.dumps(export_history(first.events, first.state)))
    exported.update(
        hand_number=4, table="Table 2", rulings=[RULING, {"question": "q", "rule": "r"}]
    )
    second = replay_history(exported, RULES)
    assert second.refused is None and second.state.awarded == first.state.awarded


@pytest.mark.parametrize(
    ("rulings", "message"),
    [
        ({"question": "q"}, r"^rulings must be a list"),
        (["q"], r"^rulings\[0\] must be an object"),
        ([{**RULING, "seat": 3}], r"^rulings\[0\]\.seat: unknown field"),
        ([{"rule": "r"}], r"^rulings\[0\]\.question must be text"),
        ([{**RULING, "rule": 5}], r"^rulings\[0\]\.rule must be text"),
        ([{**RULING, "at_ms": "soon"}], r"^rulings\[0\]\.at_ms must be a whole number"),
    ],
)
def test_a_ruling_of_the_wrong_shape_is_refused_naming_its_field(
    rulings: Any, message: str
) -> None:
    with pytest.raises(HistoryError, match=message):
        replay_history(_hand(rulings=rulings), RULES)


def test_version_1_ignores_the_rulings_as_any_other_field() -> None:
    assert replay_history(_hand(1, rulings={"x": 1}), RULES).waiting == "action"


# -- calls, all-ins, bets and raises -------------------------------------------------------


def _refusal(data: dict[str, Any]) -> tuple[int | None, str | None, str]:
    replayed = replay_history(data, RULES)
    assert replayed.refused is not None
    return replayed.refused_at, replayed.refused_field, replayed.refused.reason


def test_a_call_with_nothing_to_call_is_refused_in_version_2() -> None:
    data = _hand(actions=[*LIMPED[:2], {"seat": 2, "kind": "call"}])
    at, field, reason = _refusal(data)
    assert (at, field) == (2, "kind")
    assert "nothing to call" in reason and "check" in reason


def test_a_call_with_nothing_to_call_is_a_check_in_version_1() -> None:
    data = _hand(1, actions=[*LIMPED[:2], {"seat": 2, "kind": "call"}])
    replayed = replay_history(data, RULES)
    assert replayed.refused is None and replayed.state.street.value == "flop"


def test_the_to_of_a_call_is_checked_and_the_expected_amount_named() -> None:
    data = _hand(
        actions=[{"seat": 3, "kind": "raise", "to": 300}, {"seat": 1, "kind": "call", "to": 250}]
    )
    at, field, reason = _refusal(data)
    assert (at, field) == (1, "to")
    assert "the call is to 300" in reason
    good = _hand(
        actions=[{"seat": 3, "kind": "raise", "to": 300}, {"seat": 1, "kind": "call", "to": 300}]
    )
    assert replay_history(good, RULES).refused is None
    # Version 1 never looked at it.
    assert replay_history({**data, "schema_version": 1}, RULES).refused is None


def test_the_to_of_an_all_in_is_checked() -> None:
    data = _hand(actions=[{"seat": 3, "kind": "allin", "to": 900}])
    at, field, reason = _refusal(data)
    assert (at, field) == (0, "to")
    assert "all-in is to 1000" in reason
    assert (
        replay_history(_hand(actions=[{"seat": 3, "kind": "allin", "to": 1000}]), RULES).refused
        is None
    )


def test_an_all_in_flag_that_does_not_match_is_refused() -> None:
    data = _hand(actions=[{"seat": 3, "kind": "call", "to": 100, "all_in": True}])
    at, field, reason = _refusal(data)
    assert (at, field) == (0, "all_in")
    assert "not all-in" in reason


def test_a_bet_where_a_raise_is_needed_is_refused() -> None:
    flop_bet = {"seat": 1, "kind": "bet", "to": 200}
    data = _hand(actions=[*LIMPED, flop_bet, {"seat": 2, "kind": "bet", "to": 400}])
    at, field, reason = _refusal(data)
    assert (at, field) == (4, "kind")
    assert "faces a bet of 200" in reason and "raise" in reason
    preflop = _hand(actions=[{"seat": 3, "kind": "bet", "to": 300}])
    assert _refusal(preflop)[:2] == (0, "kind")  # the big blind is the bet before the flop
    # Version 1 took the bet for a raise.
    assert replay_history({**data, "schema_version": 1}, RULES).refused is None


def test_a_raise_with_nothing_to_raise_is_refused() -> None:
    data = _hand(actions=[*LIMPED, {"seat": 1, "kind": "raise", "to": 200}])
    at, field, reason = _refusal(data)
    assert (at, field) == (3, "kind")
    assert "nobody has bet" in reason


def test_a_check_or_fold_has_no_amount() -> None:
    with pytest.raises(HistoryError, match=r"actions\[0\]\.to: a fold has no amount"):
        replay_history(_hand(actions=[{"seat": 3, "kind": "fold", "to": 0}]), RULES)


# -- streets -------------------------------------------------------------------------------


def test_the_street_of_an_action_is_checked() -> None:
    marked = [{**a, "street": "preflop"} for a in LIMPED]
    good = _hand(actions=[*marked, {"seat": 1, "kind": "check", "street": "flop"}])
    assert replay_history(good, RULES).refused is None
    early = _hand(actions=[*marked[:2], {"seat": 2, "kind": "check", "street": "flop"}])
    at, field, reason = _refusal(early)
    assert (at, field) == (2, "street")
    assert "preflop" in reason
    with pytest.raises(HistoryError, match=r"actions\[0\]\.street 'floop' is not one of"):
        replay_history(_hand(actions=[{"seat": 3, "kind": "fold", "street": "floop"}]), RULES)


def test_the_export_marks_each_action_with_its_street() -> None:
    data = _hand(actions=[*LIMPED, {"seat": 1, "kind": "check"}], board=["Ah", "Kd", "7c"])
    replayed = replay_history(data, RULES)
    exported = export_history(replayed.events, replayed.state)
    assert [a["street"] for a in exported["actions"]] == ["preflop"] * 3 + ["flop"]


# -- fold-wins and hands waiting for their result ------------------------------------------


@pytest.mark.parametrize("version", [1, 2])
def test_a_fold_win_with_cards_does_not_need_five_board_cards(version: int) -> None:
    data = _hand(
        version,
        actions=[
            {"seat": 3, "kind": "raise", "to": 300},
            {"seat": 1, "kind": "fold"},
            {"seat": 2, "kind": "fold"},
        ],
        cards={"3": "AhAd"},
    )
    replayed = replay_history(data, RULES)
    assert replayed.refused is None
    assert hand_result(replayed.state).final_stacks == {1: 950, 2: 900, 3: 1150}


def test_a_hand_waiting_for_its_result_exits_4(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "hand.json"
    allin = [
        {"seat": 3, "kind": "allin"},
        {"seat": 1, "kind": "allin"},
        {"seat": 2, "kind": "fold"},
    ]
    path.write_text(json.dumps(_hand(actions=allin)), encoding="utf-8")
    assert _run("replay", str(path)) == hand_command.EXIT_NOT_OVER == 4
    out = capsys.readouterr().out
    assert "waits for its result" in out
    assert _run("replay", str(path), "--json") == 4
    data = json.loads(capsys.readouterr().out)
    assert data["waiting"] == "result" and "final_stacks" not in data
    # The same hand with its winner is over.
    path.write_text(json.dumps(_hand(actions=allin, winners={"0": [1]})), encoding="utf-8")
    assert _run("replay", str(path)) == 0


def test_a_hand_waiting_for_an_action_exits_4(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(_hand(actions=LIMPED[:1])), encoding="utf-8")
    assert _run("replay", str(path), "--json") == 4
    data = json.loads(capsys.readouterr().out)
    assert data["waiting"] == "action" and data["to_act"] == 1


def test_the_exit_statuses_are_in_the_help() -> None:
    from dealer_assist.cli import EXIT_CODES

    assert "4 a replayed hand is not over" in EXIT_CODES
