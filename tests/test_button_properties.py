"""Hypothesis: over any run of hands with bust-outs, arrivals and departures the blinds are fair.

The invariant of the dead-button rule (Applewood, Gameplay Rules "DEAD BUTTON"): a player who
stays posts the big blind exactly once per orbit, never skips a blind and never pays the big
blind twice in a row; every hand has exactly one big blind; the button never moves backwards.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from helpers.tables import Dealer
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.core.table.button import start_hand
from dealer_assist.core.table.table import (
    LeaveReason,
)
from dealer_assist.house_books import house_rules

RULES = house_rules("applewood")


@dataclass
class Hand:
    positions: HandPositions
    names: dict[int, str]  # seat -> who sat there at the deal ("name#k": k-th time seated)
    seated: frozenset[str]
    seat_count: int

    def name(self, seat: int | None) -> str | None:
        return None if seat is None else self.names.get(seat)


class Run(Dealer):
    """A table played hand after hand, remembering who sat where at each deal."""

    def __init__(self, seat_count: int) -> None:
        super().__init__({}, seat_count, stack=1000)
        self.hands: list[Hand] = []
        self.first_names: frozenset[str] = frozenset()  # seated when the button was placed
        # A player who leaves and comes back is a new arrival: tell the two stays apart.
        self.who: dict[int, str] = {}
        self.arrivals = 0
        self.gone: list[str] = []

    def arrive(self, seat: int, name: str) -> None:
        super().arrive(seat, name)
        self.arrivals += 1
        self.who[seat] = f"{name}#{self.arrivals}"


def _play(data: st.DataObject) -> Run:
    seat_count = data.draw(st.integers(3, 10), label="seats")
    first = data.draw(
        st.lists(st.integers(1, seat_count), min_size=2, max_size=seat_count, unique=True),
        label="first seats",
    )
    run = Run(seat_count)
    names = iter(f"P{i}" for i in range(10_000))
    for seat in first:
        run.arrive(seat, next(names))
    run.place(data.draw(st.sampled_from(first)))
    run.first_names = frozenset(run.who.values())
    for _ in range(data.draw(st.integers(1, 40), label="hands")):
        for _ in range(data.draw(st.integers(0, 3), label="changes before the hand")):
            _change(run, data, names)
        event, plan = start_hand(run.table, RULES, at_ms=0)
        names_now = dict(run.who)
        run.hands.append(
            Hand(plan.positions, names_now, frozenset(names_now.values()), run.table.seat_count)
        )
        run.do(event)
    return run


def _change(run: Run, data: st.DataObject, names: Iterator[str]) -> None:
    """One bust-out, departure, arrival (new or returning) or absence between hands."""
    occupied = run.table.occupied()
    change = data.draw(
        st.sampled_from(["bust", "leave", "arrive", "arrive", "return", "absent", "present"])
    )
    if change in ("bust", "leave") and len(occupied) > 2:
        seat = data.draw(st.sampled_from(occupied))
        run.gone.append(run.table.require_player(seat).name)
        del run.who[seat]
        if change == "bust":
            run.bust(seat)
        else:
            run.leave(seat, LeaveReason.MOVED)
    elif change in ("arrive", "return") and run.table.free_seats():
        seat = data.draw(st.sampled_from(run.table.free_seats()))
        seated = {p.name for p in run.table.seats if p is not None}
        back = [n for n in run.gone if n not in seated]
        name = data.draw(st.sampled_from(back)) if change == "return" and back else next(names)
        run.arrive(seat, name)
    elif change in ("absent", "present"):
        seat = data.draw(st.sampled_from(occupied))
        run.mark_absent(seat, change == "absent")


def _distance(a: int, b: int, n: int) -> int:
    """Seats moved clockwise from a to b."""
    return (b - a) % n


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_blinds_are_fair_over_any_history(data: st.DataObject) -> None:
    """Applewood DEAD BUTTON + Heads Up Play; Ubetcha RULES FOR USING BLINDS 4 and 6."""
    run = _play(data)
    hands = run.hands
    bb_names = [h.name(h.positions.big_blind) for h in hands]

    for h in hands:
        p = h.positions
        # Exactly one big blind, a seated player who is dealt in.
        assert p.big_blind in p.dealt_in and p.big_blind in h.names
        assert p.small_blind is None or p.small_blind in p.dealt_in
        assert p.small_blind != p.big_blind
        assert not set(p.waiting) & set(p.dealt_in)
        assert set(p.dealt_in) | set(p.waiting) == set(h.names)
        assert p.dealt_in[-1] == p.button or p.button_is_dead  # the button is dealt last
        assert p.button != p.big_blind
        if p.heads_up:
            assert p.small_blind == p.button and len(p.dealt_in) == 2
        else:
            assert p.small_blind != p.button

    # A newcomer's first hand is never on the small blind or the button (Ubetcha SEATING 8),
    # unless fewer than two players were there before him (then nobody could play without him).
    seen = set(run.first_names)
    for h in hands:
        p = h.positions
        if len(h.seated & seen) < 2:
            seen |= {h.names[s] for s in p.dealt_in}
            continue
        for seat in p.dealt_in:
            if h.names[seat] not in seen:
                assert seat != p.small_blind and (seat != p.button or p.heads_up)
                seen.add(h.names[seat])

    for prev, cur, prev_bb, cur_bb in zip(hands, hands[1:], bb_names, bb_names[1:], strict=False):
        # Never the big blind twice in a row.
        assert prev_bb != cur_bb
        # The player who had the big blind and is still here posts the small blind next.
        if prev_bb in cur.seated:
            assert cur.name(cur.positions.small_blind) == prev_bb
        # Off heads-up, only last hand's big blind ever posts the small blind.
        if not cur.positions.heads_up and cur.positions.small_blind is not None:
            assert cur.name(cur.positions.small_blind) == prev_bb
        # The button never moves backwards: forward, and not past last hand's big blind.
        n = cur.seat_count
        moved = _distance(prev.positions.button, cur.positions.button, n)
        limit = _distance(prev.positions.button, prev.positions.big_blind, n)
        # Heads-up the button must be the player who is not the big blind (Applewood Heads Up
        # Play 1), which can move it anywhere; otherwise it moves forward, never past last
        # hand's big blind, and it stays put only when leaving heads-up.
        if not cur.positions.heads_up:
            assert 1 <= moved <= limit or (moved == 0 and prev.positions.heads_up)

    # Exactly one big blind per orbit for everyone who stays for the whole orbit.
    for i, name in enumerate(bb_names):
        later = [j for j in range(i + 1, len(hands)) if bb_names[j] == name]
        if not later:
            continue
        j = later[0]
        stayed = frozenset.intersection(*(h.seated for h in hands[i : j + 1]))
        if name not in stayed:
            continue
        for other in stayed - {name}:
            assert bb_names[i + 1 : j].count(other) == 1, (name, other, i, j)


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_everyone_who_stays_gets_the_big_blind(data: st.DataObject) -> None:
    """No one skips the big blind: who stays a lap of seats posts it (Applewood DEAD BUTTON)."""
    run = _play(data)
    hands = run.hands
    for i in range(len(hands)):
        # A window long enough for the big blind to visit every seat.
        window = hands[i : i + hands[i].seat_count]
        if len(window) < hands[i].seat_count:
            break
        stayed = frozenset.intersection(*(h.seated for h in window))
        posted = {h.name(h.positions.big_blind) for h in window}
        assert stayed <= posted
