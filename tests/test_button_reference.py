"""An independent model of the dead button, compared with core.button over random histories.

`Reference` restates the rule from first principles on its own plain state, without
core.button or core.table: the dead-button ("moving big blind") method of Robert's Rules and
the TDA, as the books put it (Applewood, Gameplay Rules DEAD BUTTON and Heads Up Play; Ubetcha,
SEATING 8 and RULES FOR USING BLINDS 3, 4, 6; general rules IRREGULARITIES 1):

- the big blind moves to the next seated player after last hand's big blind (a newcomer there
  is dealt in at once, as big blind); nobody is skipped, nobody posts it twice in a row;
- the small blind is posted by last hand's big blind if he is still seated, else it is dead;
- the button goes to the seat that had the small blind last hand, empty or not (coming out of
  heads-up that seat is the new big blind: the button then sits right of the small blind);
- a newcomer on the button, on the small blind or on a seat between them waits, and so does
  one on a seat the button jumps over when it is put right of the small blind (the books are
  silent; the documented rule of docs/table-replay.md);
- an absent player is dealt in and posts;
- two players: the player who would have been the next big blind is the big blind; the other
  has the button, posts the small blind, is dealt last and acts first before the flop.

`DEALER_ASSIST_REFERENCE_HISTORIES=20000 pytest tests/test_button_reference.py` runs a larger
comparison and prints its size; by default a few hundred seeded histories run in seconds.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from dataclasses import dataclass, field

import pytest
from helpers.tables import Dealer

from dealer_assist.core.table.button import postflop_order, preflop_order, start_hand
from dealer_assist.core.table.table import (
    LeaveReason,
    TableError,
)
from dealer_assist.house_books import house_rules

UBETCHA = house_rules("ubetcha")  # allows the live straddle
APPLEWOOD = house_rules("applewood")  # does not


class RefError(Exception):
    """The model refuses the hand (the engine must refuse it too)."""


@dataclass
class RefPlayer:
    name: str
    new: bool  # arrived at a running table and not dealt in yet
    absent: bool = False


@dataclass(frozen=True)
class RefHand:
    button: int
    button_is_dead: bool
    small_blind: int | None
    big_blind: int
    dealt_in: tuple[int, ...]
    waiting: tuple[int, ...]
    absent: tuple[int, ...]
    straddle: int | None
    heads_up: bool
    preflop: tuple[int, ...]


@dataclass
class Reference:
    """The seats of one table and the dead-button state, kept as plain data."""

    seat_count: int
    players: dict[int, RefPlayer] = field(default_factory=dict)
    placed: int | None = None
    running: bool = False
    # (big blind seat, big blind name, seat where the small blind was due) of last hand
    last: tuple[int, str, int] | None = None

    # --- seating ----------------------------------------------------------------------------

    def arrive(self, seat: int, name: str) -> None:
        self.players[seat] = RefPlayer(name, new=self.running)

    def remove(self, seat: int) -> None:
        del self.players[seat]

    def mark_absent(self, seat: int, absent: bool) -> None:
        self.players[seat].absent = absent

    def place_button(self, seat: int) -> None:
        self.placed, self.running, self.last = seat, True, None
        for player in self.players.values():
            player.new = False  # a draw deals everybody in

    # --- geometry ---------------------------------------------------------------------------

    def ring(self, start: int) -> list[int]:
        """Every seat clockwise after `start`, `start` last."""
        return [(start + k - 1) % self.seat_count + 1 for k in range(1, self.seat_count + 1)]

    def first_after(self, seat: int, among: set[int]) -> int:
        return next(s for s in self.ring(seat) if s in among)

    def inside(self, seat: int, start: int, end: int) -> bool:
        """`seat` lies strictly between `start` and `end`, going clockwise."""
        steps = (end - start) % self.seat_count
        return 0 < (seat - start) % self.seat_count < steps

    # --- the rule ---------------------------------------------------------------------------

    def plan(self, *, straddle: bool, straddle_allowed: bool) -> tuple[RefHand, int]:
        """The next hand, and the seat where its small blind is due (the next button)."""
        seated = set(self.players)
        if len(seated) < 2:
            raise RefError("a hand needs two players")
        jumped: set[int] = set()
        if self.last is None:
            if self.placed is None:
                raise RefError("no button")
            button = self.placed
            sb_seat = self.first_after(button, seated)
            big_blind = self.first_after(sb_seat, seated)
            small = None if self.players[sb_seat].new else sb_seat
        else:
            last_bb, last_bb_name, last_sb_seat = self.last
            big_blind = self.first_after(last_bb, seated)
            sb_seat = last_bb
            occupant = self.players.get(sb_seat)
            posts = occupant is not None and occupant.name == last_bb_name and not occupant.new
            small = sb_seat if posts else None
            button = last_sb_seat
            if not self.inside(button, big_blind, sb_seat):
                due, button = button, (sb_seat - 2) % self.seat_count + 1
                # The books are silent; the documented rule: a seat it jumps over is as the
                # button's (the big blind's apart).
                jumped = {s for s in seated if s != big_blind and self.inside(s, due, button)}
        zone = {button, sb_seat} | {s for s in seated if self.inside(s, button, sb_seat)} | jumped
        waiting = {s for s in seated if self.players[s].new and s in zone}
        dealt = seated - waiting
        if len(dealt) < 2:
            waiting, dealt = set(), seated
        if len(dealt) == 2:
            return self._heads_up(dealt, waiting, straddle, straddle_allowed)
        order = tuple(s for s in self.ring(button) if s in dealt)
        straddle_seat = self._straddle(order, big_blind, straddle, straddle_allowed)
        hand = RefHand(
            button=button,
            button_is_dead=button not in dealt,
            small_blind=small,
            big_blind=big_blind,
            dealt_in=order,
            waiting=tuple(sorted(waiting)),
            absent=tuple(s for s in order if self.players[s].absent),
            straddle=straddle_seat,
            heads_up=False,
            preflop=self._preflop(order, straddle_seat or big_blind),
        )
        return hand, sb_seat

    def _heads_up(
        self, dealt: set[int], waiting: set[int], straddle: bool, allowed: bool
    ) -> tuple[RefHand, int]:
        if self.last is None:
            # The button posts the small blind; on an empty seat it moves on to the next player.
            assert self.placed is not None
            button = self.placed if self.placed in dealt else self.first_after(self.placed, dealt)
            big_blind = next(s for s in dealt if s != button)
        else:
            big_blind = self.first_after(self.last[0], dealt)
            button = next(s for s in dealt if s != big_blind)
        if straddle:
            raise RefError("straddle not allowed" if not allowed else "no straddle heads-up")
        order = (big_blind, button)
        hand = RefHand(
            button=button,
            button_is_dead=False,
            small_blind=button,
            big_blind=big_blind,
            dealt_in=order,
            waiting=tuple(sorted(waiting)),
            absent=tuple(s for s in order if self.players[s].absent),
            straddle=None,
            heads_up=True,
            preflop=(button, big_blind),
        )
        return hand, button

    def _straddle(
        self, order: tuple[int, ...], big_blind: int, wanted: bool, allowed: bool
    ) -> int | None:
        if not wanted:
            return None
        if not allowed:
            raise RefError("straddle not allowed")
        seat = order[(order.index(big_blind) + 1) % len(order)]
        if self.players[seat].absent:
            raise RefError("absent straddler")
        return seat

    @staticmethod
    def _preflop(order: tuple[int, ...], last_to_act: int) -> tuple[int, ...]:
        i = order.index(last_to_act) + 1
        return order[i:] + order[:i]

    def deal(self, hand: RefHand, sb_seat: int) -> None:
        for seat in hand.dealt_in:
            self.players[seat].new = False
        self.last = (hand.big_blind, self.players[hand.big_blind].name, sb_seat)


# --- random histories driven through both ---------------------------------------------------


@dataclass
class Comparison:
    histories: int = 0
    hands: int = 0
    refused: int = 0
    differences: Counter[str] = field(default_factory=Counter)
    examples: dict[str, str] = field(default_factory=dict)
    situations: Counter[str] = field(default_factory=Counter)


class Twin(Dealer):
    """One table driven through the engine's events and the model at the same time."""

    def __init__(self, seat_count: int) -> None:
        self.model = Reference(seat_count)
        self.log: list[str] = [f"seats={seat_count}"]
        super().__init__({}, seat_count, stack=100)

    def arrive(self, seat: int, name: str) -> None:
        super().arrive(seat, name)
        self.model.arrive(seat, name)
        self.log.append(f"arrive {seat} {name}")

    def bust(self, *seats: int) -> None:
        super().bust(*seats)
        for seat in seats:
            self.model.remove(seat)
            self.log.append(f"bust {seat}")

    def leave(self, seat: int, reason: LeaveReason) -> None:
        super().leave(seat, reason)
        self.model.remove(seat)
        self.log.append(f"leave {seat}")

    def mark_absent(self, seat: int, absent: bool = True) -> None:
        super().mark_absent(seat, absent)
        self.model.mark_absent(seat, absent)
        self.log.append(f"{'absent' if absent else 'present'} {seat}")

    def place(self, seat: int) -> None:
        super().place(seat)
        self.model.place_button(seat)
        self.log.append(f"button {seat}")


def _situation(twin: Twin, was_heads_up: bool) -> str:
    """A coarse label of what the hand is about to test, for the comparison's report."""
    model = twin.model
    seated = len(model.players)
    news = sum(p.new for p in model.players.values())
    if model.last is None:
        return "first hand after the button is placed"
    bits = ["heads-up" if seated == 2 else "3 seated" if seated == 3 else "4+ seated"]
    if was_heads_up and seated > 2:
        bits.append("out of heads-up")
    elif not was_heads_up and seated == 2:
        bits.append("into heads-up")
    bb_seat, bb_name, _ = model.last
    if bb_seat not in model.players or model.players[bb_seat].name != bb_name:
        bits.append("last big blind gone")
    if news:
        bits.append("newcomers")
    return ", ".join(bits)


def _differences(engine: object, ref: RefHand) -> list[str]:
    fields = (
        "button",
        "button_is_dead",
        "small_blind",
        "big_blind",
        "dealt_in",
        "waiting",
        "absent",
        "straddle",
        "heads_up",
    )
    return [f for f in fields if getattr(engine, f) != getattr(ref, f)]


def run_history(rng: random.Random, report: Comparison) -> None:
    """One random history: busts (often of the button or a blind), departures, arrivals at
    any free seat (some by players who left earlier), absences, redraws, straddle requests."""
    seat_count = rng.randint(2, 10)
    twin = Twin(seat_count)
    names = iter(f"P{i}" for i in range(10_000))
    gone: list[str] = []
    for seat in rng.sample(range(1, seat_count + 1), rng.randint(2, seat_count)):
        twin.arrive(seat, next(names))
    twin.place(rng.choice(twin.table.occupied()))
    last_positions: tuple[int, ...] = ()
    was_heads_up = False
    report.histories += 1
    for _ in range(rng.randint(1, 50)):
        for _ in range(rng.choice((0, 0, 0, 1, 1, 2, 3))):
            occupied = twin.table.occupied()
            kinds = ["bust", "bust", "leave", "arrive", "arrive", "absent", "redraw"]
            if len(occupied) <= 3:
                kinds += ["arrive"] * 3  # climb back from heads-up often
            kind = rng.choice(kinds)
            if kind in ("bust", "leave") and len(occupied) > 2:
                targets = [s for s in last_positions if s in occupied]
                seat = rng.choice(targets if targets and rng.random() < 0.6 else occupied)
                gone.append(twin.table.require_player(seat).name)
                if kind == "bust":
                    twin.bust(seat)
                else:
                    twin.leave(seat, rng.choice(list(LeaveReason)))
            elif kind == "arrive" and twin.table.free_seats():
                seated = {p.name for p in twin.table.seats if p is not None}
                back = [n for n in gone if n not in seated]
                name = rng.choice(back) if back and rng.random() < 0.3 else next(names)
                twin.arrive(rng.choice(twin.table.free_seats()), name)
            elif kind == "absent":
                seat = rng.choice(occupied)
                twin.mark_absent(seat, not twin.table.require_player(seat).absent)
            elif kind == "redraw" and rng.random() < 0.15:
                twin.place(rng.choice(occupied))
        rules = UBETCHA if rng.random() < 0.5 else APPLEWOOD
        straddle = rng.random() < 0.15
        situation = _situation(twin, was_heads_up)
        try:
            ref, sb_seat = twin.model.plan(
                straddle=straddle, straddle_allowed=rules.straddle_allowed
            )
        except RefError:
            ref = None
        try:
            event, plan = start_hand(twin.table, rules, at_ms=0, event_id=f"h{twin.count}")
            if straddle:
                event, plan = start_hand(
                    twin.table, rules, at_ms=0, straddle=True, event_id=f"h{twin.count}"
                )
        except TableError:
            event = None
        report.hands += 1
        report.situations[situation] += 1
        if (ref is None) != (event is None):
            key = f"{situation}: {'model' if ref is None else 'engine'} refuses the hand"
            report.differences[key] += 1
            report.examples.setdefault(key, "\n".join(twin.log))
        if ref is None or event is None:
            report.refused += 1
            if event is None and straddle:  # play the hand without the straddle
                straddle = False
                ref, sb_seat = twin.model.plan(straddle=False, straddle_allowed=True)
                event, plan = start_hand(twin.table, rules, at_ms=0, event_id=f"h{twin.count}")
            else:
                return
        positions = plan.positions
        diff = _differences(positions, ref)
        if not diff:
            if preflop_order(positions) != ref.preflop:
                diff = ["preflop order"]
            elif postflop_order(positions, positions.dealt_in) != positions.dealt_in:
                diff = ["postflop order"]
        if diff:
            key = f"{situation}: {', '.join(diff)}"
            report.differences[key] += 1
            report.examples.setdefault(
                key, "\n".join([*twin.log, f"engine {positions}", f"model  {ref}"])
            )
            return  # the two now disagree on the state; the rest of this history is moot
        twin.log.append(f"hand {positions.button}/{positions.small_blind}/{positions.big_blind}")
        twin.do(event)
        twin.model.deal(ref, sb_seat)
        last_positions = (positions.button, sb_seat, positions.big_blind)
        was_heads_up = positions.heads_up


def compare(histories: int, seed: int = 2026) -> Comparison:
    report = Comparison()
    for i in range(histories):
        run_history(random.Random(seed * 1_000_003 + i), report)
    return report


def test_the_engine_agrees_with_the_reference_model() -> None:
    """Every hand of a few hundred random histories: same button, blinds, deal, waiting."""
    histories = int(os.environ.get("DEALER_ASSIST_REFERENCE_HISTORIES", "300"))
    report = compare(histories)
    if "DEALER_ASSIST_REFERENCE_HISTORIES" in os.environ:
        print(f"\n{report.histories} histories, {report.hands} hands, {report.refused} refused")
        for key, count in sorted(report.situations.items()):
            print(f"  {count:7d}  {key}")
    assert report.hands > histories  # the histories are not all trivial
    assert not report.differences, "\n\n".join(
        f"{key} ({count}x):\n{report.examples[key]}" for key, count in report.differences.items()
    )


@pytest.mark.parametrize(
    "situation",
    [
        "first hand",
        "into heads-up",
        "out of heads-up",
        "heads-up",
        "last big blind gone",
        "newcomers",
    ],
)
def test_the_random_histories_reach_the_hard_situations(situation: str) -> None:
    """The comparison is only worth something if it visits the cases the rule is about."""
    report = compare(60, seed=7)
    assert sum(n for key, n in report.situations.items() if situation in key) >= 5
