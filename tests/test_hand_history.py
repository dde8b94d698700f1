"""Hand histories: golden fixtures replayed under their book, and export/replay round trips."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_betting import play, table

from dealer_assist.core.hand.hand import ActionKind, hand_result, pots
from dealer_assist.core.hand.hand_history import HistoryError, export_history, replay_history
from dealer_assist.house_books import house_rules

FIXTURES = Path(__file__).parent / "fixtures" / "hands"
GOLDEN = sorted(FIXTURES.glob("*.json"))


def test_there_are_golden_hands() -> None:
    assert len(GOLDEN) >= 8


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_hand_replays_to_its_expected_outcome(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    expected = data["expected"]
    replayed = replay_history(data, house_rules(data["book"]))
    if "refused" in expected:
        want = expected["refused"]
        assert replayed.refused is not None
        assert replayed.refused_at == want["action_index"]
        assert replayed.refused.citation.label == want["rule"]
        assert replayed.refused.legal_min_to == want["legal_min_to"]
        if "reason" in want:
            assert replayed.refused.reason == want["reason"]
        return
    assert replayed.refused is None, str(replayed.refused)
    state = replayed.state
    assert [[p.amount, list(p.eligible)] for p in pots(state)] == expected["pots"]
    assert [list(r) for r in state.returned] == expected["returned"]
    result = hand_result(state)
    assert {str(k): v for k, v in result.final_stacks.items()} == expected["final_stacks"]
    assert result.left_in_pot == expected["left_in_pot"]


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_export_of_a_replayed_hand_replays_to_the_same_state(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    rules = house_rules(data["book"])
    first = replay_history(data, rules)
    exported = json.loads(json.dumps(export_history(first.events, first.state)))
    second = replay_history(exported, rules)
    assert second.refused is None
    assert second.state.seats == first.state.seats
    assert second.state.awarded == first.state.awarded


def test_export_carries_seats_level_actions_pots_winners_and_payouts() -> None:
    hand = play(
        table({1: 1000, 2: 3000, 3: 5000}, book="general"),
        (3, ActionKind.ALL_IN),
        (1, ActionKind.ALL_IN),
        (2, ActionKind.CALL),
    )
    hand.award({0: [1], 1: [2]}, at_ms=0)
    data = export_history(hand.events, hand.state)
    assert data["book"] == "general" and data["button"] == 3
    assert data["level"] == {
        "small_blind": 50,
        "big_blind": 100,
        "ante": 0,
        "big_blind_ante": False,
    }
    assert data["seats"] == [
        {"seat": 1, "stack": 1000},
        {"seat": 2, "stack": 3000},
        {"seat": 3, "stack": 5000},
    ]
    assert [a["kind"] for a in data["actions"]] == ["raise", "call", "call"]
    assert data["pots"][1] == {"pot": 1, "name": "side pot 1", "amount": 4000, "eligible": [2, 3]}
    assert data["winners"] == {"1": [2], "0": [1]}
    assert data["returned"] == [{"seat": 3, "chips": 2000}]
    assert data["final_stacks"] == {"1": 3000, "2": 4000, "3": 2000}
    assert data["busted"] == []


def test_a_history_under_another_house_applies_that_house() -> None:
    data = json.loads((FIXTURES / "ubetcha-odd-chip.json").read_text(encoding="utf-8"))
    replayed = replay_history(data, house_rules("general"))
    assert hand_result(replayed.state).left_in_pot == 0


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"seats": []}, "seats must be a non-empty list"),
        ({"level": None}, "level must be an object"),
        ({"actions": [{"seat": 3, "kind": "shove"}]}, "is not one of"),
        ({"actions": [{"seat": 3, "kind": "raise", "to": "lots"}]}, "whole number"),
        ({"posts": [{"seat": 1, "kind": "small_blind", "amount": 10}]}, "posts"),
    ],
)
def test_malformed_histories_name_the_field(change: dict, message: str) -> None:
    data = json.loads((FIXTURES / "ubetcha-odd-chip.json").read_text(encoding="utf-8"))
    data.update(change)
    with pytest.raises(HistoryError, match=message):
        replay_history(data, house_rules("ubetcha"))
