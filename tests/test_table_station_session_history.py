"""The station's hand histories on disk, the straddle and the board, through `TableSession`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers.ticking import Ticking

from dealer_assist import cli
from dealer_assist.core.hand.hand_events import ActionKind, PostKind
from dealer_assist.core.hand.hand_state import Phase, Stakes
from dealer_assist.core.rules.house_rules import Decision
from dealer_assist.core.table.station_history import HANDS_FORMAT
from dealer_assist.core.table.station_level import fixed_level
from dealer_assist.core.table.table import TableError
from dealer_assist.house_books import house_rules
from dealer_assist.store.files import write_json_atomic
from dealer_assist.store.table_session import TableSession, table_slug


def open_session(tmp_path: Path, book: str = "ubetcha", *, hands: bool = True) -> TableSession:
    session = TableSession.open(
        tmp_path / "t.journal",
        house_rules(book),
        now_ms=Ticking(),
        level=fixed_level(Stakes(100, 200)),
        hands_dir=tmp_path / "hands" / "demo-table" if hands else None,
    )
    session.open_demo()
    return session


def play_side_pot_hand(session: TableSession) -> None:
    """Demo table, button 1: Dev (4) raises, Eun (5, 4,200) all-in, Femi (6) calls; a side pot."""
    session.deal()  # small blind 2, big blind 3; seat 4 first
    session.act(ActionKind.RAISE, 600)  # seat 4
    session.act(ActionKind.ALL_IN)  # seat 5, 4,200
    session.act(ActionKind.CALL)  # seat 6
    for _ in range(3):  # seats 1, 2, 3
        session.act(ActionKind.FOLD)
    session.act(ActionKind.CALL)  # seat 4 calls the all-in
    session.deal_board(["Ah", "Kd", "7c"])
    session.act(ActionKind.BET, 1000)  # seat 4: the side pot between 4 and 6
    session.act(ActionKind.CALL)  # seat 6
    session.deal_board(["7s"])
    session.act(ActionKind.CHECK)
    session.act(ActionKind.CHECK)
    session.deal_board(["2d"])
    session.act(ActionKind.CHECK)
    session.act(ActionKind.CHECK)


def replay_payouts(path: Path, capsys: pytest.CaptureFixture[str]) -> list[dict[str, int]]:
    """`dealer-assist hand replay FILE --json`: the payouts it computes."""
    assert cli.main(["hand", "replay", str(path), "--json"]) == 0
    return json.loads(capsys.readouterr().out)["payouts"]


def test_each_finished_hand_is_written_and_replays_to_the_same_payouts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue [3/7]: every hand journaled and exportable; the file replays to the same payouts."""
    session = open_session(tmp_path)
    play_side_pot_hand(session)
    session.award_by_cards({4: "AsAd", 5: "KhKc", 6: "QsQd"})
    session.settle()
    written = tmp_path / "hands" / "demo-table" / "1.json"
    data = json.loads(written.read_text(encoding="utf-8"))
    assert data["hand_number"] == 1 and data["board"] == ["Ah", "Kd", "7c", "7s", "2d"]
    assert len(data["pots"]) == 2  # Eun's all-in made a side pot
    assert replay_payouts(written, capsys) == data["payouts"]
    assert [p["seat"] for p in data["payouts"]] == [4, 4]  # aces full win both pots
    assert not [p for p in written.parent.iterdir() if p.name.startswith(".")]  # no temp left


def test_a_walk_and_the_next_hand_are_numbered_files(tmp_path: Path) -> None:
    session = open_session(tmp_path)
    for _ in range(2):
        session.deal()
        while session.legal_actions() is not None:
            session.act(ActionKind.FOLD)
        if session.hand.phase is Phase.SHOWDOWN and session.hand.awarded == ():
            session.award({})
    session.deal()  # settles hand 2 on the way
    names = sorted(p.name for p in (tmp_path / "hands" / "demo-table").iterdir())
    assert names == ["1.json", "2.json"]
    assert [h["hand_number"] for h in session.session_history()["hands"]] == [1, 2]


def test_the_session_export_lists_every_hand_and_each_replays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    session = open_session(tmp_path, hands=False)
    play_side_pot_hand(session)
    session.award({0: (5,), 1: (6,)})
    session.settle()
    session.deal()
    session.act(ActionKind.FOLD)
    export = session.session_history()
    assert export["format"] == HANDS_FORMAT and len(export["hands"]) == 1  # hand 2 is not over
    one = tmp_path / "one.json"
    write_json_atomic(one, export["hands"][0])
    assert replay_payouts(one, capsys) == export["hands"][0]["payouts"]
    assert not (tmp_path / "hands").exists()  # no hands_dir: the journal only


def test_the_history_survives_a_restart(tmp_path: Path) -> None:
    session = open_session(tmp_path, hands=False)
    play_side_pot_hand(session)
    session.award({0: (5,), 1: (6,)})
    session.settle()
    before = session.last_hand_history()
    session.close()
    again = open_session(tmp_path, hands=False)
    assert again.last_hand_history() == before
    again.close()


def test_a_hand_that_cannot_be_written_does_not_stop_the_table(tmp_path: Path) -> None:
    (tmp_path / "hands").write_text("a file where the folder should be", encoding="utf-8")
    session = open_session(tmp_path)
    session.deal()
    while session.legal_actions() is not None:
        session.act(ActionKind.FOLD)
    session.award({})  # the big blind's pot, uncontested
    session.settle()
    assert session.hand is None and session.write_error is not None
    assert "Hand 1 not written" in session.write_error


def test_table_slug() -> None:
    assert table_slug("Demo table") == "demo-table"
    assert table_slug("Table 3 / Final!") == "table-3-final"
    assert table_slug("***") == "table"


# -- straddle ----------------------------------------------------------------------------------


def test_ubetcha_live_straddle_left_of_the_big_blind_posts_twice_the_big_blind(
    tmp_path: Path,
) -> None:
    """Ubetcha RULES FOR USING BLINDS 5: a live straddle, twice the big blind, by the player to
    the left of the big blind; the action starts left of the straddle, who acts last."""
    session = open_session(tmp_path)
    hand = session.deal(straddle=True)
    assert hand.positions.straddle == 4
    assert hand.seat(4).street_bet == 400
    assert hand.to_act == 5
    history = [e for e in session.state.hand_events if getattr(e, "kind", None)]
    assert any(getattr(e, "kind", None) is PostKind.STRADDLE for e in history)


def test_applewood_refuses_a_straddle_citing_betting_1(tmp_path: Path) -> None:
    """Applewood BETTING 1: no straddling; the deal is refused and nothing is recorded."""
    session = open_session(tmp_path, "applewood")
    with pytest.raises(TableError) as refusal:
        session.deal(straddle=True)
    assert refusal.value.citation == house_rules("applewood").cite(Decision.STRADDLE)
    assert "Applewood, BETTING 1" in str(refusal.value)
    assert session.hand is None


# -- the board ---------------------------------------------------------------------------------


def test_the_board_street_by_street_and_duplicates_refused(tmp_path: Path) -> None:
    session = open_session(tmp_path)
    session.deal()
    assert session.next_board_street() is None  # preflop: no board yet
    session.act(ActionKind.CALL)
    for _ in range(4):
        session.act(ActionKind.CALL)
    session.act(ActionKind.CHECK)  # big blind: the flop
    assert session.next_board_street() == ("flop", 3)
    with pytest.raises(TableError, match="picked twice"):
        session.deal_board(["Ah", "ah", "7c"])
    with pytest.raises(TableError, match="not a card"):
        session.deal_board(["Ah", "Kd", "Xx7"])
    session.deal_board(["Ah", "Kd", "7c"])
    assert session.next_board_street() is None  # the flop is out; the turn after the betting
    for _ in range(6):
        session.act(ActionKind.CHECK)
    assert session.next_board_street() == ("turn", 1)
    with pytest.raises(TableError, match="already on the board"):
        session.deal_board(["Kd"])
    assert session.hand.board == ("Ah", "Kd", "7c")


def test_cards_speak_uses_the_recorded_board_and_refuses_a_card_seen_twice(
    tmp_path: Path,
) -> None:
    session = open_session(tmp_path)
    play_side_pot_hand(session)
    with pytest.raises(TableError, match="Ah is already on the board"):
        session.award_by_cards({4: "AhAd", 5: "KhKc", 6: "QsQd"})
    with pytest.raises(TableError, match="As is already in another hand"):
        session.award_by_cards({4: "AsAd", 5: "AsKc", 6: "QsQd"})
    with pytest.raises(TableError, match="recorded as"):
        session.award_by_cards({4: "AsAd", 5: "KhKc", 6: "QsQd"}, "2c3c4c5c6c")
    assert session.hand.phase is Phase.SHOWDOWN  # nothing was awarded
    session.award_by_cards({4: "AsAd", 5: "KhKc", 6: "QsQd"})
    assert session.hand.phase is Phase.COMPLETE


def test_a_board_finished_at_the_award_is_recorded_street_by_street(tmp_path: Path) -> None:
    """All-in before the flop, no board entered: the award's board is dealt as the streets, so
    the exported history carries it and replays by cards."""
    session = open_session(tmp_path)
    session.deal()
    session.act(ActionKind.ALL_IN)  # seat 4, 30,000
    session.act(ActionKind.CALL)  # seat 5, 4,200 all-in
    for _ in range(4):
        session.act(ActionKind.FOLD)
    assert session.next_board_street() == ("flop", 3)
    session.award_by_cards({4: "2s3d", 5: "AsAd"}, "Ah Kd 7c 7s 2d")
    assert session.hand.board == ("Ah", "Kd", "7c", "7s", "2d")
    assert session.last_hand_history() is None  # not settled yet
    session.settle()
    data = session.last_hand_history()
    assert data is not None and data["cards"] == {"4": "2s3d", "5": "AsAd"}
    assert data["board"] == ["Ah", "Kd", "7c", "7s", "2d"]
