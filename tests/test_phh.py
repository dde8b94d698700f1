"""PHH: hands written by hand and by PokerKit replayed like our JSON; our hands written as PHH
that PokerKit reads to the same stacks; `hand export --phh`; every bad file named."""

from __future__ import annotations

import json
import warnings
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pokerkit import Automation, HandHistory, NoLimitTexasHoldem

from dealer_assist.cli import main
from dealer_assist.core.hand.hand import hand_result
from dealer_assist.core.hand.hand_events import PotAwarded
from dealer_assist.core.hand.hand_history import HistoryError, replay_history
from dealer_assist.core.hand.phh import PhhError, phh_history, read_phh, to_phh
from dealer_assist.house_books import house_rules

PHH = Path(__file__).parent / "fixtures" / "phh"
HANDS = Path(__file__).parent / "fixtures" / "hands"
PAIRS = sorted(p.stem for p in PHH.glob("*.phh") if p.with_suffix(".json").exists())


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _pokerkit(text: str) -> list[int]:
    """PokerKit's final stacks reading PHH text (any unknown field would warn: an error)."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        steps = list(HandHistory.loads(text).state_actions)
    state = steps[-1][0]
    assert not state.status
    return list(state.stacks)


def _replay_phh(text: str, book: str = "general") -> Any:
    rules = house_rules(book)
    return replay_history(phh_history(read_phh(text), rules).history, rules)


def _payouts(replayed: Any) -> list[tuple[int, tuple[tuple[int, int], ...]]]:
    return [(e.pot, e.payouts) for e in replayed.events if isinstance(e, PotAwarded)]


# -- hands written by hand: the same pots and payouts as the JSON, PokerKit's stacks ----------


def test_there_are_phh_fixtures() -> None:
    assert len(PAIRS) >= 4


@pytest.mark.parametrize("name", PAIRS)
def test_replay_of_a_phh_prints_what_the_json_prints(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Antes, big-blind ante, live straddle, all-in and side pot, heads-up, a mucked hand."""
    code, phh_out, err = _cli(capsys, "hand", "replay", str(PHH / f"{name}.phh"))
    assert code == 0, err
    code, json_out, err = _cli(capsys, "hand", "replay", str(PHH / f"{name}.json"))
    assert code == 0, err
    lines = [line for line in phh_out.splitlines() if not line.startswith("The file's")]
    assert lines == json_out.splitlines()
    assert "Final stacks:" in json_out


@pytest.mark.parametrize("name", PAIRS)
def test_pokerkit_reads_the_phh_fixtures_to_our_final_stacks(name: str) -> None:
    text = (PHH / f"{name}.phh").read_text(encoding="utf-8")
    data = json.loads((PHH / f"{name}.json").read_text(encoding="utf-8"))
    replayed = replay_history(data, house_rules(data.get("book", "ubetcha")))
    final = hand_result(replayed.state).final_stacks
    assert _pokerkit(text) == [final[s["seat"]] for s in data["seats"]]


def test_the_phh_replay_checks_the_files_finishing_stacks(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = str(PHH / "antes-all-in-side-pot.phh")
    assert _cli(capsys, "hand", "replay", path)[1].endswith("finishing_stacks agree.\n")
    text = (PHH / "antes-all-in-side-pot.phh").read_text(encoding="utf-8")
    replayed = _replay_phh(text.replace("[3000, 4000, 2000]", "[3000, 4001, 1999]"))
    assert hand_result(replayed.state).final_stacks == {1: 3000, 2: 4000, 3: 2000}


@pytest.mark.filterwarnings("ignore:A card being dealt")
def test_a_phh_written_by_pokerkit_replays_to_pokerkits_stacks() -> None:
    automations = (
        Automation.ANTE_POSTING,
        Automation.BET_COLLECTION,
        Automation.BLIND_OR_STRADDLE_POSTING,
        Automation.CARD_BURNING,
        Automation.HAND_KILLING,
        Automation.CHIPS_PUSHING,
        Automation.CHIPS_PULLING,
    )
    # (Burnt cards are drawn at random: PokerKit may warn that a card we deal was burnt.)
    game = NoLimitTexasHoldem(automations, True, 5, (25, 50), 50)
    state = game((1500, 900, 2000, 1200), 4)
    for cards in ("AsKs", "7h7d", "QcJc", "2d3d"):
        state.deal_hole(cards)
    state.complete_bet_or_raise_to(150)
    state.fold()
    state.complete_bet_or_raise_to(500)
    state.complete_bet_or_raise_to(895)  # p2 all-in
    state.check_or_call()
    state.check_or_call()
    for street in ("Kd9h2c", "Jd", "4s"):
        state.deal_board(street)
        if street == "Kd9h2c":
            state.complete_bet_or_raise_to(300)
            state.check_or_call()
        else:
            state.check_or_call()
            state.check_or_call()
    while state.can_show_or_muck_hole_cards():
        state.show_or_muck_hole_cards(True)
    text = HandHistory.from_game_state(game, state).dumps()
    replayed = _replay_phh(text)
    assert replayed.refused is None and replayed.state.is_over
    final = hand_result(replayed.state).final_stacks
    assert [final[seat] for seat in (1, 2, 3, 4)] == list(state.stacks)


# -- our hands written as PHH -------------------------------------------------------------------

GOLDEN = sorted(HANDS.glob("*.json"))


def _legal(path: Path) -> bool:
    data = json.loads(path.read_text(encoding="utf-8"))
    return "refused" not in data["expected"]


@pytest.mark.parametrize("path", [p for p in GOLDEN if _legal(p)], ids=lambda p: p.stem)
def test_a_hand_written_as_phh_and_read_back_pays_the_same(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    rules = house_rules(data["book"])
    first = replay_history(data, rules)
    back = _replay_phh(to_phh(data, rules), data["book"])
    assert back.refused is None
    assert hand_result(back.state).final_stacks == hand_result(first.state).final_stacks
    assert _payouts(back) == _payouts(first)
    assert back.state.returned == first.state.returned


@pytest.mark.parametrize("path", [p for p in GOLDEN if _legal(p)], ids=lambda p: p.stem)
def test_pokerkit_reads_every_hand_we_write(path: Path) -> None:
    """PokerKit reaches the end of each file; where every hand was shown and no odd chip was
    split by a book rule, it gives our final stacks."""
    data = json.loads(path.read_text(encoding="utf-8"))
    rules = house_rules(data["book"])
    ours = replay_history(data, rules)
    stacks = _pokerkit(to_phh(data, rules))
    if path.stem in ("general-cards-speak-side-pots", "ubetcha-live-straddle"):
        final = hand_result(ours.state).final_stacks
        assert stacks == [final[s["seat"]] for s in data["seats"]]


def _hand(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": "dealer-assist-hand",
        "schema_version": 2,
        "hand_id": "h",
        "book": "general",
        "button": 4,
        "level": {"small_blind": 50, "big_blind": 100},
        "seats": [{"seat": s, "stack": 2000} for s in (1, 2, 3, 4)],
        "actions": [],
    }
    data.update(changes)
    return data


def test_absent_players_are_written_with_the_folds_and_checks_the_engine_made() -> None:
    """Seat 4 (the button) and seat 2 (the big blind) are absent: their hands check when they
    can and are folded facing a bet, with no action in the history; PHH lists them."""
    data = _hand(
        positions={"absent": [2, 4]},
        actions=[
            {"seat": 3, "kind": "call"},
            {"seat": 1, "kind": "call"},
            {"seat": 1, "kind": "check"},
            {"seat": 3, "kind": "bet", "to": 100},
            {"seat": 1, "kind": "call"},
            {"seat": 1, "kind": "check"},
            {"seat": 3, "kind": "check"},
            {"seat": 1, "kind": "bet", "to": 300},
            {"seat": 3, "kind": "fold"},
        ],
        board=["2c", "7d", "9h", "Js", "3s"],
    )
    rules = house_rules("general")
    text = to_phh(data, rules)
    assert "_absent = [2, 4]" in text
    actions = read_phh(text).actions
    assert actions[4:9] == ("p3 cc", "p4 f", "p1 cc", "p2 cc", "d db 2c7d9h")
    assert actions[9:14] == ("p1 cc", "p2 cc", "p3 cbr 100", "p1 cc", "p2 f")
    replayed = replay_history(data, rules)
    back = _replay_phh(text)
    assert back.state.positions.absent == (2, 4)
    assert hand_result(back.state).final_stacks == hand_result(replayed.state).final_stacks
    final = hand_result(replayed.state).final_stacks
    assert _pokerkit(text) == [final[s] for s in (1, 2, 3, 4)]
    # A file whose absent player calls a bet is refused: the engine folds that hand.
    with pytest.raises(PhhError, match="seat 4 is absent .* here it was folded"):
        _replay_phh(text.replace('"p4 f"', '"p4 cc"', 1))


def test_a_dead_button_and_no_small_blind_are_kept() -> None:
    data = _hand(
        button=3,
        seats=[{"seat": s, "stack": 2000} for s in (1, 2, 4)],
        positions={"small_blind": None, "big_blind": 4, "button_is_dead": True},
        actions=[{"seat": 1, "kind": "raise", "to": 300}, {"seat": 2, "kind": "fold"}],
    )
    data["actions"].append({"seat": 4, "kind": "fold"})
    rules = house_rules("general")
    text = to_phh(data, rules)
    assert "blinds_or_straddles = [100, 0, 0]" in text and "_button = 3" in text
    back = _replay_phh(text)
    assert back.state.positions.button == 3 and back.state.positions.small_blind is None
    assert hand_result(back.state).final_stacks == {4: 1900, 1: 2100, 2: 2000}
    assert _pokerkit(text) == [1900, 2100, 2000]


def test_winners_named_without_cards_are_kept_and_the_losers_muck() -> None:
    data = _hand(
        actions=[
            {"seat": 3, "kind": "raise", "to": 2000},
            {"seat": 4, "kind": "call"},
            {"seat": 1, "kind": "fold"},
            {"seat": 2, "kind": "fold"},
        ],
        winners={"0": [4]},
    )
    rules = house_rules("general")
    text = to_phh(data, rules)
    assert "_winners = {0 = [4]}" in text
    # No board was entered: the hand stops before the run-out (PokerKit cannot read hands
    # against unknown cards); we read the result from _winners.
    assert read_phh(text).actions[-1] == "p2 f" and "d db" not in text
    back = _replay_phh(text)
    assert hand_result(back.state).final_stacks == {1: 1950, 2: 1900, 3: 0, 4: 4150}
    # With the board entered, the hand that won nothing is mucked and PokerKit pays seat 4.
    data["board"] = ["2c", "7d", "9h", "Js", "3s"]
    text = to_phh(data, rules)
    assert read_phh(text).actions[-1] == "p3 sm"
    assert _pokerkit(text) == [1950, 1900, 0, 4150]


def test_a_board_not_entered_is_dealt_as_unknown_cards() -> None:
    data = _hand(
        actions=[
            {"seat": 3, "kind": "call"},
            {"seat": 4, "kind": "call"},
            {"seat": 1, "kind": "call"},
            {"seat": 2, "kind": "check"},
            {"seat": 1, "kind": "check"},
            {"seat": 2, "kind": "check"},
            {"seat": 3, "kind": "bet", "to": 200},
            {"seat": 4, "kind": "fold"},
            {"seat": 1, "kind": "fold"},
            {"seat": 2, "kind": "call"},
            {"seat": 2, "kind": "bet", "to": 300},
            {"seat": 3, "kind": "fold"},
        ]
    )
    rules = house_rules("general")
    text = to_phh(data, rules)
    actions = read_phh(text).actions
    assert actions[8] == "d db ??????" and actions[15] == "d db ??"
    back = _replay_phh(text)
    want = hand_result(replay_history(data, rules).state).final_stacks
    assert hand_result(back.state).final_stacks == want == {1: 1900, 2: 2500, 3: 1700, 4: 1900}
    assert back.state.board == ()
    assert _pokerkit(text) == [1900, 2500, 1700, 1900]


def test_the_station_fields_name_the_hand_and_the_table() -> None:
    data = _hand(actions=[{"seat": 3, "kind": "fold"}], hand_number=12, table="Table 3")
    data["actions"] += [{"seat": 4, "kind": "fold"}, {"seat": 1, "kind": "fold"}]
    data["smallest_chip"] = 25
    text = to_phh(data, house_rules("general"))
    assert "hand = 12" in text and 'table = "Table 3"' in text and '_hand_id = "h"' in text
    back = phh_history(read_phh(text), house_rules("general")).history
    assert back["hand_id"] == "h" and back["smallest_chip"] == 25


def test_an_illegal_hand_is_not_written() -> None:
    data = json.loads((HANDS / "applewood-min-reraise-refused.json").read_text("utf-8"))
    with pytest.raises(HistoryError, match=r"actions\[5\] is illegal"):
        to_phh(data, house_rules("applewood"))


def test_text_that_toml_cannot_hold_is_escaped() -> None:
    data = _hand(hand_id='say "hi"\\\n\udcff', actions=[{"seat": 3, "kind": "fold"}])
    text = to_phh(data, house_rules("general"))
    assert read_phh(text).fields["hand"] == 'say "hi"\\\n\ufffd'


# -- `hand export --phh` ------------------------------------------------------------------------


def test_export_writes_phh_to_a_file_or_standard_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = str(HANDS / "general-cards-speak-side-pots.json")
    out = tmp_path / "hand.phh"
    assert _cli(capsys, "hand", "export", "--phh", source, "-o", str(out)) == (0, "", "")
    code, printed, _ = _cli(capsys, "hand", "export", "--phh", source)
    assert code == 0 and printed == out.read_text(encoding="utf-8")
    code, replayed, err = _cli(capsys, "hand", "replay", str(out))
    assert code == 0, err
    assert "seat 3        7499" in replayed and "finishing_stacks agree" in replayed


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        ("illegal", "actions[5] is illegal"),
        ("session", "holds 1 hands (a session export)"),
        ("phh", "not JSON"),
        ("unwritable", "cannot write"),
        ("book", "book: unknown house"),
    ],
)
def test_export_errors_exit_2_with_the_reason(
    setup: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "hand.json"
    argv = ["hand", "export", "--phh", str(source)]
    good = json.loads((HANDS / "general-cards-speak-side-pots.json").read_text("utf-8"))
    if setup == "illegal":
        source.write_text((HANDS / "applewood-min-reraise-refused.json").read_text("utf-8"))
    elif setup == "session":
        source.write_text(json.dumps({"format": "dealer-assist-hands", "hands": [good]}))
    elif setup == "phh":
        source.write_text((PHH / "straddle.phh").read_text("utf-8"))
    elif setup == "unwritable":
        source.write_text(json.dumps(good))
        argv += ["-o", str(tmp_path / "no" / "such" / "folder.phh")]
    else:
        source.write_text(json.dumps({**good, "book": "hoyle"}))
    code, out, err = _cli(capsys, *argv)
    assert code == 2 and out == "" and message in err and "Traceback" not in err


def test_export_needs_a_format(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["hand", "export", str(HANDS / "applewood-side-pot.json")])
    assert exit_info.value.code == 2
    assert "--phh" in capsys.readouterr().err


# -- PHH files that cannot be replayed ------------------------------------------------------------

BASE = (PHH / "antes-all-in-side-pot.phh").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('variant = "NT"', 'variant = "PO"', "variant: 'PO' is not read"),
        ('variant = "NT"', 'variant = "NT"\nfoo = 1', "foo: unknown field"),
        ('variant = "NT"', 'variant = "NT"\nbring_in = 1', "bring_in: not a field"),
        ("min_bet = 100\n", "", "min_bet is missing"),
        ("[1000, 3000, 5000]", "[1000, 3000]", "antes has 3 entries for 2 players"),
        ("[1000, 3000, 5000]", "[1000, 3000, inf]", "starting_stacks[2]: an unknown amount (inf)"),
        ("[1000, 3000, 5000]", "[1000, 3000, 5000.5]", "not a whole number of chips"),
        ("[10, 10, 10]", "[0, 0, 10]", "neither the same ante for everyone nor"),
        ("[50, 100, 0]", "[50, 100, 300]", "a straddle is 200"),
        ("[50, 100, 0]", "[50, 60, 0]", "no blind of min_bet 100"),
        ('"p3 cbr 300"', '"p3 cbr lots"', "actions[3] 'p3 cbr lots': 'lots' is not"),
        ('"p3 cbr 300"', '"p7 cbr 300"', "'p7' is not a player (p1 to p3)"),
        ('"p3 cbr 300"', '"p3 pb"', "not an action of No-Limit Hold'em"),
        ('"p3 cbr 300"', '"p3 raise 300"', "not a PHH action"),
        ('"d db Js"', '"d db JsQs"', "three cards, then one, then one"),
        ('"d dh p1 AhAd"', '"d dh p1 AhA"', "is not cards like"),
        ('"p1 sm AhAd"', '"p1 sm -"', ""),  # shows the cards dealt: fine
        ('"d dh p1 AhAd"', '"d dh p1 ????"', ""),
        ("actions = [", 'actions = "p1 f"\n_x = [', "actions must be a list"),
        ('variant = "NT"', "[1]\nvariant = 'NT'", "holds 1 hands"),
        ('variant = "NT"', 'variant = "NT', "not TOML"),
        ("seats", "seats", ""),
    ],
)
def test_a_bad_phh_file_names_the_field_or_action(old: str, new: str, message: str) -> None:
    assert old in BASE or old == "seats"
    text = BASE.replace(old, new, 1)
    if not message:
        _replay_phh(text)
        return
    if message == "holds 1 hands":
        text = "[1]\n" + BASE
    with pytest.raises(PhhError, match=None) as info:
        _replay_phh(text)
    assert message in str(info.value)


def test_a_straddler_may_not_reraise_when_the_book_gives_no_option() -> None:
    text = (PHH / "straddle.phh").read_text(encoding="utf-8").replace('"p3 cc",', '"p3 cbr 400",')
    replayed = _replay_phh(text, "ubetcha")
    assert replayed.refused is not None


def test_an_illegal_phh_action_is_named_as_the_file_writes_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "hand.phh"
    path.write_text(BASE.replace('"p1 cbr 990  # all-in"', '"p1 cbr 400"'), encoding="utf-8")
    code, _, err = _cli(capsys, "hand", "replay", str(path))
    assert code == 2
    assert "Action actions[4] 'p1 cbr 400' (seat 1 raise to 400) is illegal." in err
    assert "the minimum raise is to 500" in err
    code, out, _ = _cli(capsys, "hand", "replay", str(path), "--json")
    assert code == 2 and json.loads(out)["refused"]["phh_action"] == "actions[4] 'p1 cbr 400'"


def test_a_phh_hand_with_no_hand_shown_waits_for_its_result(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "hand.phh"
    text = BASE
    for line in ('"p1 sm AhAd",', '"p2 sm KcKs",', '"p3 sm QhQd",'):
        text = text.replace(line, "")
    path.write_text(text, encoding="utf-8")
    code, out, _ = _cli(capsys, "hand", "replay", str(path))
    assert code == 4 and "waits for its result" in out


def test_a_board_dealt_before_the_betting_is_over_is_refused_at_that_street() -> None:
    text = BASE.replace(
        '"p2 cc",\n  "p3 cbr 2990",', '"d db 2c7d9h",\n  "p2 cc",\n  "p3 cbr 2990",'
    )
    text = text.replace('"p2 cc",\n  "d db 2c7d9h",\n', '"p2 cc",\n', 1)
    replayed = _replay_phh(text)
    assert replayed.refused is not None and "marked flop" in replayed.refused.reason


@settings(max_examples=150, deadline=None)
@given(
    line=st.integers(0, 40),
    junk=st.one_of(
        st.text(max_size=20),
        st.sampled_from(["p1 cc", "p2 f", "d db ??", "p9 cbr 1", "p1 sm", "= [", "inf", "-1"]),
    ),
    drop=st.booleans(),
)
def test_any_damaged_phh_replays_or_is_refused_never_crashes(
    line: int, junk: str, drop: bool
) -> None:
    lines = BASE.splitlines()
    at = line % len(lines)
    if drop:
        del lines[at]
    else:
        lines.insert(at, junk)
    try:
        _replay_phh("\n".join(lines))
    except HistoryError:
        pass


_TOML_VALUES = st.sampled_from(
    [
        "9" * 4301,
        "1e999999",
        "inf",
        "nan",
        "-5",
        "0",
        "1.5",
        "100.0",
        '"x"',
        '""',
        "[]",
        "[1, 2]",
        '["p1 f", 3]',
        "{a = 1}",
        "true",
        "1979-05-27",
        "[" * 300 + "]" * 300,
    ]
)


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_hand_replay_of_any_damaged_phh_file_exits_0_2_or_4_without_a_traceback(
    data: st.DataObject,
) -> None:
    from helpers.fuzz_inputs import file_problems

    lines = BASE.splitlines()
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.integers(0, len(lines) - 1))
        if "=" in lines[at] and data.draw(st.booleans()):
            lines[at] = lines[at].split("=", 1)[0] + "= " + data.draw(_TOML_VALUES)
        else:
            key = data.draw(st.sampled_from(["_button", "_absent", "_winners", "seats", "hand"]))
            lines.insert(at if lines[at] != "]" else at + 1, f"{key} = {data.draw(_TOML_VALUES)}")
    raw = "\n".join(lines).encode("utf-8", errors="surrogatepass")
    assert file_problems(["hand", "replay"], raw, ".phh", data.draw(st.booleans())) == []
