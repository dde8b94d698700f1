"""`dealer-assist table replay`: golden outputs for the books' situations; bad files exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dealer_assist.cli import main
from dealer_assist.core.seating_history import HistoryError, replay_history
from dealer_assist.house_books import house_rules

FIXTURES = Path(__file__).parent / "fixtures" / "tables"
GOLDEN = [
    "applewood-dead-button",
    "applewood-heads-up",
    "ubetcha-new-players",
    "ubetcha-final-table-draw",
]


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["table", "replay", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("name", GOLDEN)
def test_json_output_matches_the_golden_file(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, str(FIXTURES / f"{name}.json"), "--json")
    assert code == 0 and err == ""
    expected = json.loads((FIXTURES / f"{name}.expected.json").read_text(encoding="utf-8"))
    assert json.loads(out) == expected


def _hands(name: str) -> list[dict]:
    return json.loads((FIXTURES / f"{name}.expected.json").read_text(encoding="utf-8"))["hands"]


def test_golden_dead_button_follows_applewood() -> None:
    """Applewood DEAD BUTTON: the big blind busts -> no small blind; then a dead button."""
    hands = _hands("applewood-dead-button")
    assert [(h["button"], h["small_blind"], h["big_blind"]) for h in hands] == [
        (1, 2, 3),
        (2, None, 4),
        (3, 4, 5),
        (4, None, 1),
        (5, 1, 2),
        (1, 2, 4),
    ]
    assert [h["button_is_dead"] for h in hands] == [False, False, True, False, True, False]


def test_golden_heads_up_follows_applewood() -> None:
    """Applewood Heads Up Play 1: Ann would have been the next big blind, so she is."""
    hand = _hands("applewood-heads-up")[1]
    assert (
        hand["heads_up"] and hand["big_blind"] == 2 and hand["button"] == hand["small_blind"] == 5
    )
    assert hand["first_to_act"] == 5


def test_golden_new_players_follow_ubetcha_seating_8() -> None:
    """Ubetcha SEATING 8: Hal (small blind seat) waits twice; Ida (big blind) plays at once."""
    hands = _hands("ubetcha-new-players")
    assert hands[1]["waiting"] == [4] and hands[1]["small_blind"] is None
    assert hands[2]["waiting"] == [4] and hands[2]["button"] == 4 and hands[2]["button_is_dead"]
    assert hands[2]["big_blind"] == 6 and 6 in hands[2]["dealt_in"]
    assert hands[3]["waiting"] == [] and 4 in hands[3]["dealt_in"]
    assert hands[3]["absent"] == [7] and hands[3]["big_blind"] == 7  # RULES FOR USING BLINDS 6


def test_golden_draw_follows_ubetcha_seating_5() -> None:
    """Ubetcha SEATING 5: three kings, the king of spades takes the button; BLINDS 5 straddle."""
    hands = _hands("ubetcha-final-table-draw")
    assert hands[0]["button"] == 4
    assert hands[1]["straddle"] == 3 and hands[1]["first_to_act"] == 4


def test_text_output_names_the_positions_and_the_rules(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, str(FIXTURES / "applewood-dead-button.json"))
    assert code == 0
    block = out.split("Hand 3\n")[1].split("\n\n")[0]
    assert "button:       seat 3 (empty) (dead)" in block
    assert "small blind:  seat 4 Dee" in block
    assert "Dead button on seat 3 (empty) (Applewood, Gameplay Rules 16)" in block
    assert "small blind:  none" in out.split("Hand 2\n")[1].split("\n\n")[0]


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("bad-seat-taken", "hand 3: arrived[0]: seat 2 is taken by Bob; free seats: 4, 5, 6"),
        ("bad-stack", "players[1].stack: expected a whole number, got 'lots'"),
        ("bad-straddle-applewood", "hand 2: straddle: this house does not allow a straddle"),
    ],
)
def test_bad_files_name_the_hand_and_field(
    name: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _run(capsys, str(FIXTURES / f"{name}.json"))
    assert code == 2 and out == ""
    assert message in err


def test_unreadable_and_non_json_files_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = _run(capsys, str(tmp_path / "missing.json"))
    assert code == 2 and "cannot read" in err
    broken = tmp_path / "broken.json"
    broken.write_text('{"seats": 6,', encoding="utf-8")
    code, _, err = _run(capsys, str(broken))
    assert code == 2 and "not JSON: line 1" in err


def _history(**changes: object) -> dict:
    data: dict = {
        "seats": 6,
        "players": [
            {"seat": s, "name": n, "stack": 100} for s, n in ((1, "A"), (2, "B"), (3, "C"))
        ],
        "button": 1,
        "hands": [{}, {}],
    }
    data.update(changes)
    return data


@pytest.mark.parametrize(
    ("changes", "hand", "field"),
    [
        ({"hands": [{}, {"busted": [5]}]}, 2, "busted[0]"),
        ({"hands": [{}, {"absent": [4]}]}, 2, "absent[0]"),
        ({"hands": [{"arived": []}]}, 1, "arived"),
        ({"hands": [{}, {"left": [{"seat": 2, "reason": "bored"}]}]}, 2, "left[0].reason"),
        ({"hands": [{}, {"busted": [2, 3]}]}, 2, "(hand)"),
        ({"book": "hoyle"}, None, "book"),
        ({"seats": 11}, None, "seats"),
        ({"button": 5}, None, "button"),
        ({"draw": {"1": "As", "2": "As", "3": "Kd"}, "button": None}, None, "button"),
        ({"hands": []}, None, "hands"),
    ],
)
def test_history_errors_point_at_the_field(changes: dict, hand: int | None, field: str) -> None:
    with pytest.raises(HistoryError) as info:
        replay_history(_history(**changes), house_rules)
    assert (info.value.hand, info.value.field) == (hand, field)


def test_a_final_table_redraw_inside_the_history() -> None:
    """Ubetcha SEATING 5: the draw again at the start of the final table."""
    data = _history(hands=[{}, {"draw": {"1": "2c", "2": "Ah", "3": "As"}}])
    result = replay_history(data, house_rules)
    assert result.hands[1].plan.positions.button == 3


def test_the_seats_window_refuses_an_impossible_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["table", "seats", "--seats", "11"]) == 2
    assert "a table has 2 to 10 seats" in capsys.readouterr().err
    assert main(["table", "--book", "hoyle", "seats"]) == 2
    assert "unknown house book" in capsys.readouterr().err
