"""`dealer-assist table replay`: golden outputs for the books' situations; bad files exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.cli import main
from dealer_assist.core.table.seating_history import HistoryError, parse_history, replay_history
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
        "schema_version": 2,
        "table_size": 6,
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
        ({"hands": [{}, {"busted": [2, 3]}]}, 2, "busted[1]"),
        ({"book": "hoyle"}, None, "book"),
        ({"table_size": 11}, None, "table_size"),
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


# --- malformed files: the hand number and the field, exit 2, never a traceback -----------


MALFORMED = [
    # wrong types
    ({"table_size": "6"}, None, "table_size", "expected a whole number, got '6'"),
    ({"players": {"1": "A"}}, None, "players", "give a list"),
    ({"hands": [{}, {"busted": "2"}]}, 2, "busted", "expected a list"),
    ({"hands": [{}, {"busted": [True]}]}, 2, "busted[0]", "expected a whole number"),
    ({"hands": [{}, {"left": ["2"]}]}, 2, "left[0]", "expected a seat or {seat, reason}"),
    ({"hands": [{}, {"absent": [2.0]}]}, 2, "absent[0]", "expected a whole number"),
    ({"hands": [["busted", 2]]}, 1, "(entry)", "expected an object"),
    ({"hands": [{}, {"straddle": "yes"}]}, 2, "straddle", "expected true or false"),
    ({"schema_version": True}, None, "schema_version", "not supported"),
    ({"schema_version": "1"}, None, "schema_version", "not supported"),
    # unknown seats
    ({"hands": [{}, {"busted": [7]}]}, 2, "busted[0]", "seat 7 does not exist; seats are 1 to 6"),
    ({"hands": [{}, {"button": 0}]}, 2, "button", "seat 0 does not exist"),
    ({"hands": [{}, {"absent": [11]}]}, 2, "absent[0]", "seat 11 does not exist"),
    # duplicate seats and names
    (
        {
            "players": [
                {"seat": 1, "name": "A", "stack": 1},
                {"seat": 1, "name": "B", "stack": 1},
            ]
        },
        None,
        "players[1]",
        "seat 1 is taken by A; free seats: 2, 3, 4, 5, 6",
    ),
    (
        {"hands": [{}, {"arrived": [{"seat": 4, "name": "B", "stack": 5}]}]},
        2,
        "arrived[0]",
        "B already sits in seat 2",
    ),
    # an arrival on an occupied seat, twice on one free seat
    (
        {"hands": [{}, {"arrived": [{"seat": 2, "name": "Z", "stack": 5}]}]},
        2,
        "arrived[0]",
        "seat 2 is taken by B; free seats: 4, 5, 6",
    ),
    (
        {
            "hands": [
                {},
                {
                    "arrived": [
                        {"seat": 4, "name": "Z", "stack": 5},
                        {"seat": 4, "name": "Y", "stack": 5},
                    ]
                },
            ]
        },
        2,
        "arrived[1]",
        "seat 4 is taken by Z",
    ),
    (
        {"hands": [{}, {"arrived": [{"seat": 4, "name": "Z", "stack": -5}]}]},
        2,
        "arrived[0].stack",
        "-5 chips",
    ),
    # the bust of an empty seat, or of one seat twice
    ({"hands": [{}, {"busted": [5]}]}, 2, "busted[0]", "seat 5 is empty; occupied seats: 1, 2, 3"),
    ({"hands": [{}, {"busted": [2, 2]}]}, 2, "busted[1]", "seat 2 is empty"),
    ({"hands": [{}, {"left": [{"seat": 6}]}]}, 2, "left[0]", "seat 6 is empty"),
    ({"hands": [{}, {"busted": [1, 2, 3]}]}, 2, "busted[2]", "two players and nobody is seated"),
    ({"hands": [{}, {"busted": [2, 3]}]}, 2, "busted[1]", "and only seat 1 (A) is seated"),
    ({"hands": [{}, {"left": [1, 3]}]}, 2, "left[1]", "and only seat 2 (B) is seated"),
    # the draw
    ({"button": None}, None, "button", "expected a whole number, got None"),
    ({"draw": {"1": "As", "2": 14, "3": "Kd"}}, None, "draw.2", "expected a card"),
    ({"draw": {"one": "As", "2": "Kd", "3": "Qc"}}, None, "draw", "'one' is not a seat number"),
    ({"draw": {"1": "As", "2": "Kd"}}, None, "draw", "missing [3]"),
]


@pytest.mark.parametrize(("changes", "hand", "field", "message"), MALFORMED)
def test_malformed_histories_name_the_hand_and_the_field(
    changes: dict, hand: int | None, field: str, message: str
) -> None:
    data = _history(**changes)
    if "draw" in changes:
        del data["button"]
    with pytest.raises(HistoryError) as info:
        replay_history(data, house_rules)
    assert (info.value.hand, info.value.field) == (hand, field)
    assert message in str(info.value)
    assert str(info.value).startswith(f"hand {hand}: {field}: " if hand else f"{field}: ")


@pytest.mark.parametrize(("changes", "hand", "field", "message"), MALFORMED[::3])
def test_malformed_files_exit_2_with_one_line(
    changes: dict,
    hand: int | None,
    field: str,
    message: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    data = _history(**changes)
    if "draw" in changes:
        del data["button"]
    path = tmp_path / "history.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = _run(capsys, str(path))
    assert code == 2 and out == ""
    assert err.strip().count("\n") == 0 and message in err and "Traceback" not in err
    assert err.startswith(f"history.json: hand {hand}: {field}: " if hand else "history.json: ")


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        (b'{"seats": 6,', "not JSON: line 1 column 13"),
        (b"\xff\xfe{}", "not UTF-8 text (byte 0)"),
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        ("seats = 6", "not JSON: line 1 column 1"),
    ],
)
def test_parse_history_refuses_what_is_not_utf8_json(raw: bytes | str, message: str) -> None:
    with pytest.raises(HistoryError) as info:
        parse_history(raw)
    assert info.value.hand is None and info.value.field == "(file)"
    assert message in str(info.value)


def test_parse_history_reads_a_fixture_with_a_byte_order_mark() -> None:
    raw = (FIXTURES / "applewood-dead-button.json").read_bytes()
    assert parse_history(b"\xef\xbb\xbf" + raw) == json.loads(raw)


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 12)
    | st.floats(allow_nan=True)
    | st.sampled_from(["", "As", "Kd", "moved", "3", "x"]),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(
            st.sampled_from(["seat", "name", "stack", "reason", "1", "2", "3", "busted"]),
            inner,
            max_size=3,
        )
    ),
    max_leaves=6,
)


def _paths(value: object, prefix: tuple = ()) -> list[tuple]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += _paths(item, (*prefix, i))
    return found


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_any_corrupted_history_is_a_history_error_or_replays(data: st.DataObject) -> None:
    """Replace any part of a valid history (or add a field to a hand) with any JSON value:
    the replay either works or fails with a HistoryError, never anything else."""
    name = data.draw(st.sampled_from(GOLDEN))
    history = json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(_paths(history)[1:]))
        value = data.draw(JSON_VALUES)
        target = history
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        if data.draw(st.booleans()) and isinstance(history.get("hands"), list):
            hands = [h for h in history["hands"] if isinstance(h, dict)]
            if hands:
                key = data.draw(st.sampled_from(["busted", "left", "arrived", "absent", "draw"]))
                data.draw(st.sampled_from(hands))[key] = data.draw(JSON_VALUES)
    try:
        replay_history(history, house_rules)
    except HistoryError as exc:
        assert str(exc).split(":")[0]  # names where


# --- schema_version 2: table_size, and absent for this hand only; version 1 still read ----


def _v1(data: dict) -> dict:
    """The same history written as version 1 (the table size was `seats`)."""
    old = {**data, "schema_version": 1}
    if "table_size" in old:
        old["seats"] = old.pop("table_size")
    return old


def test_absent_lists_who_is_absent_this_hand_only() -> None:
    data = _history(hands=[{"absent": [2]}, {}, {"absent": [3]}])
    absent = [h.plan.positions.absent for h in replay_history(data, house_rules).hands]
    assert absent == [(2,), (), (3,)]


def test_version_1_carries_absences_over_to_later_hands() -> None:
    data = _v1(_history(hands=[{"absent": [2]}, {}, {"absent": [3]}]))
    absent = [h.plan.positions.absent for h in replay_history(data, house_rules).hands]
    assert absent == [(2,), (2,), (3,)]


def test_the_table_size_is_table_size_and_seats_is_refused_with_the_new_name() -> None:
    result = replay_history(_history(table_size=4), house_rules)
    assert result.table.seat_count == 4
    data = _history()
    data["seats"] = data.pop("table_size")
    with pytest.raises(HistoryError) as info:
        replay_history(data, house_rules)
    assert info.value.field == "seats"
    assert "table_size" in str(info.value) and '"schema_version": 1' in str(info.value)


def test_version_1_reads_seats_and_refuses_table_size() -> None:
    result = replay_history(_v1(_history(table_size=4)), house_rules)
    assert result.table.seat_count == 4
    with pytest.raises(HistoryError) as info:
        replay_history({**_history(), "schema_version": 1}, house_rules)
    assert info.value.field == "table_size"


def test_a_file_without_schema_version_is_version_2() -> None:
    data = _history(hands=[{"absent": [2]}, {"absent": []}])
    del data["schema_version"]
    assert replay_history(data, house_rules).hands[1].plan.positions.absent == ()


def test_a_file_without_schema_version_that_relies_on_carried_absences_is_refused() -> None:
    """Read as version 2, hand 2 would seat Bob again where a version 1 file kept him away:
    the file must say which it means."""
    data = _history(hands=[{"absent": [2]}, {}])
    del data["schema_version"]
    with pytest.raises(HistoryError) as info:
        replay_history(data, house_rules)
    assert (info.value.hand, info.value.field) == (2, "absent")
    assert "schema_version" in str(info.value)


@pytest.mark.parametrize("version", [0, 3, "2", None, 2.0])
def test_unsupported_schema_versions_are_refused(version: object) -> None:
    with pytest.raises(HistoryError) as info:
        replay_history(_history(schema_version=version), house_rules)
    assert info.value.field == "schema_version" and "use 1 or 2" in str(info.value)


@pytest.mark.parametrize("name", GOLDEN)
def test_the_golden_files_read_the_same_as_version_1(name: str) -> None:
    data = json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))
    assert data["schema_version"] == 2
    new = replay_history(data, house_rules)
    old = replay_history(_v1(data), house_rules)
    assert [h.plan for h in old.hands] == [h.plan for h in new.hands]
