"""The hands closed at a station (core/table/closed_hands.py): the list grows without copying,
a snapshot keeps the older hands packed, decoded (and checked) only when listed, and the hand files
are written once per hand closed (a walk as far as the lists differ, not over the night)."""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest

from dealer_assist.core.events import EventCodecError
from dealer_assist.core.hand.hand_events import ActionKind
from dealer_assist.core.hand.hand_state import Stakes
from dealer_assist.core.table.closed_hands import NO_HANDS, ClosedHand, ClosedHands
from dealer_assist.core.table.station_level import fixed_level
from dealer_assist.house_books import house_rules
from dealer_assist.store.snapshots import dump_state, load_state
from dealer_assist.store.table_session import TableSession

T0 = 1_800_000_000_000
RULES = house_rules("ubetcha")


def _open(path: Path, hands_dir: Path) -> TableSession:
    clock = iter(range(T0, T0 + 10**9, 1000))
    return TableSession.open(
        path,
        RULES,
        now_ms=lambda: next(clock),
        level=fixed_level(Stakes(100, 200)),
        hands_dir=hands_dir,
    )


def _play(session: TableSession, hands: int) -> None:
    for number in range(hands):
        session.deal()
        while session.legal_actions() is not None:
            session.act(ActionKind.FOLD if number % 2 else ActionKind.CALL)
        if session.next_board_street() is not None:
            session.award({0: (session.hand.live_seats[0],)})  # type: ignore[union-attr]
        else:
            session.award()
        session.settle()


def test_a_reopened_station_lists_its_hands_from_the_snapshot_only_when_asked(tmp_path) -> None:
    hands_dir = tmp_path / "hands"
    session = _open(tmp_path / "t.journal", hands_dir)
    session.open_demo()
    _play(session, 6)
    before = session.state.history
    listed_before = tuple(before)
    session.close()

    again = _open(tmp_path / "t.journal", hands_dir)
    try:
        assert again.session.replayed == 0
        history = again.state.history
        assert len(history) == 6 and bool(history)
        assert history[-1] == listed_before[-1]
        assert history._all is None  # the older hands are still packed
        assert history._older is not None and len(history._older._packs) == 5
        assert tuple(history) == listed_before
        assert [closed.number for closed in history] == [1, 2, 3, 4, 5, 6]
        assert again.session.verify()  # equal to a full replay of the journal
        written = sorted(p.name for p in hands_dir.iterdir())
        for path in hands_dir.iterdir():
            path.unlink()
        _play(again, 1)
        assert sorted(p.name for p in hands_dir.iterdir()) == ["7.json"]  # only the new one
        assert len(written) == 6
    finally:
        again.close()


def test_a_hand_settled_again_after_an_undo_is_written_again(tmp_path) -> None:
    hands_dir = tmp_path / "hands"
    session = _open(tmp_path / "t.journal", hands_dir)
    try:
        session.open_demo()
        _play(session, 2)
        first = session.state.history[-1]
        (hands_dir / "2.json").unlink()
        session.undo()  # the settlement
        assert len(session.state.history) == 1
        session.settle()
        assert (hands_dir / "2.json").exists()
        assert session.state.history[-1] == first and session.state.history[-1] is not first
        assert json.loads((hands_dir / "2.json").read_text())["hand_number"] == 2
    finally:
        session.close()


def _hands(count: int, tmp_path: Path) -> ClosedHands:
    session = _open(tmp_path / "h.journal", tmp_path / "h")
    try:
        session.open_demo()
        _play(session, count)
        return session.state.history
    finally:
        session.close()


def test_the_list_behaves_as_the_tuple_it_replaced(tmp_path) -> None:
    history = _hands(3, tmp_path)
    hands = tuple(history)
    assert NO_HANDS == () and not NO_HANDS and len(NO_HANDS) == 0
    assert history == hands and history == list(hands) and history != hands[:2]
    assert history[0] == hands[0] and history[-1] is hands[-1]
    assert hash(history) == hash(hands)
    grown = history.plus(ClosedHand(9, hands[0].events))
    assert len(history) == 3 and len(grown) == 4  # the old list is unchanged
    assert grown.added_since(history) == (grown[-1],)
    assert history.added_since(grown) == () and grown.added_since(grown) == ()
    assert grown.added_since(NO_HANDS) == tuple(grown)
    restored = load_state(dump_state(grown))
    assert isinstance(restored, ClosedHands) and restored == grown
    assert restored.added_since(grown) == tuple(grown)  # shares nothing: every hand
    again = load_state(dump_state(restored))  # the packs are kept as they were read
    assert again == grown and tuple(again) == tuple(grown)


def _damaged(history: ClosedHands, change: Callable[[str], str]) -> ClosedHands:
    packs, last = history.__getstate__()
    first = change(zlib.decompress(packs[0]).decode())
    damaged = ClosedHands.__new__(ClosedHands)
    damaged.__setstate__(((zlib.compress(first.encode()), *packs[1:]), last))
    return damaged


@pytest.mark.parametrize(
    "change",
    [
        lambda text: text.replace("hand.", "nothing.", 1),  # an event type nobody registered
        lambda text: text.replace('"seat":', '"chair":', 1),  # a field the event has not
        lambda text: "#one" + text[2:],  # a hand number that is no number
    ],
)
def test_a_damaged_pack_is_refused_by_the_events_codec_when_listed(
    tmp_path, change: Callable[[str], str]
) -> None:
    history = _hands(2, tmp_path)
    damaged = _damaged(history, change)
    assert damaged[-1] == history[-1]  # the newest hand needs no decoding
    with pytest.raises(EventCodecError):
        tuple(damaged)


def test_a_snapshot_state_that_is_not_packed_hands_is_refused() -> None:
    for state in [("text", None), ((b"x", "y"), None), ((), "a hand")]:
        with pytest.raises(EventCodecError):
            ClosedHands.__new__(ClosedHands).__setstate__(state)
    with pytest.raises(EventCodecError):
        tuple(_restored((b"not zlib",)))


def _restored(packs: tuple[bytes, ...]) -> ClosedHands:
    restored = ClosedHands.__new__(ClosedHands)
    restored.__setstate__((packs, None))
    return restored
