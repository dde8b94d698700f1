"""Where the button and blinds go each hand (dead button, heads-up, newcomers) and who acts when.

The dead-button rule (Applewood, Gameplay Rules: "DEAD BUTTON"): the big blind moves forward
exactly one player every hand; the small blind is the player who had the big blind last hand,
or nobody when that player is gone; the button goes to the seat the small blind held last
hand, even if that seat is now empty. So no player skips a blind or pays one twice in a row.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

from dealer_assist.core.cards import Card, CardError, deal_one_each, high_card_seat
from dealer_assist.core.events import new_event_id
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.core.rules.house_rules import Citation, Decision, HouseRules
from dealer_assist.core.table.table import (
    ButtonMethod,
    ButtonPlaced,
    HandStarted,
    Table,
    TableError,
)


@dataclass(frozen=True, slots=True)
class Ruling:
    """One decision taken for a hand, in words, with the rule behind it."""

    text: str
    citation: Citation

    def __str__(self) -> str:
        return f"{self.text} ({self.citation.label})"


@dataclass(frozen=True, slots=True)
class HandPlan:
    """The positions of the next hand plus what the journal and the dealer need to know.

    `small_blind_seat` is where the small blind is due even when nobody posts it (the button
    goes there next hand).
    """

    positions: HandPositions
    small_blind_seat: int
    rulings: tuple[Ruling, ...]


def clockwise_after(seat: int, seat_count: int) -> Iterator[int]:
    """Seats clockwise after `seat`, ending with `seat` itself."""
    for step in range(1, seat_count + 1):
        yield (seat - 1 + step) % seat_count + 1


def _between(seat: int, start: int, end: int, seat_count: int) -> bool:
    """True when `seat` lies strictly between `start` and `end` going clockwise."""
    for s in clockwise_after(start, seat_count):
        if s == end:
            return False
        if s == seat:
            return True
    return False


def plan_hand(table: Table, rules: HouseRules, *, straddle: bool = False) -> HandPlan:
    """Decide the next hand's button, blinds, who is dealt in and who waits."""
    occupied = table.occupied()
    if len(occupied) < 2:
        raise TableError(
            f"a hand needs two players, the table has {len(occupied)}",
            legal="seat another player or move this one",
        )
    n = table.seat_count
    rulings: list[Ruling] = []
    jumped: frozenset[int] = frozenset()  # seats the button jumps over coming out of heads-up

    def next_player(after: int) -> int:
        return next(s for s in clockwise_after(after, n) if table.seats[s - 1] is not None)

    def describe(seat: int) -> str:
        player = table.seats[seat - 1]
        return f"seat {seat} ({player.name})" if player else f"seat {seat} (empty)"

    if table.last is None:
        if table.button_set is None:
            raise TableError(
                "the button has not been placed",
                legal="draw for the button first",
                citation=rules.cite(Decision.BUTTON_DRAW),
            )
        button = table.button_set
        sb_seat = next_player(button)
        # Two seats left of the button (heads-up, `_heads_up` decides from the button instead).
        big_blind = next_player(sb_seat)
        candidate = table.seats[sb_seat - 1]
        small_blind: int | None = None if candidate is None or candidate.waiting else sb_seat
        rulings.append(
            Ruling(f"Button placed on {describe(button)}", rules.cite(Decision.BUTTON_DRAW))
        )
    else:
        last = table.last
        # The big blind moves forward exactly one player; nobody is skipped.
        big_blind = next_player(last.positions.big_blind)
        sb_seat = last.positions.big_blind
        occupant = table.seats[sb_seat - 1]
        # A player who left and came back (even to the same seat) is a newcomer: no blind yet.
        posts = (
            occupant is not None and not occupant.waiting and occupant.name == last.big_blind_name
        )
        small_blind = sb_seat if posts else None
        button = last.small_blind_seat
        if not _between(button, big_blind, sb_seat, n):
            # Coming out of heads-up the last small blind was also the button and may now sit
            # past the blinds: put the button right of the small blind's seat instead. The seats
            # it jumps over on the way (the big blind's apart) are treated like the button's.
            due, button = button, (sb_seat - 2) % n + 1
            jumped = frozenset(
                s for s in occupied if s != big_blind and _between(s, due, button, n)
            )
        if small_blind is None:
            rulings.append(
                Ruling(
                    f"No small blind: last hand's big blind (seat {sb_seat}) is gone",
                    rules.cite(Decision.DEAD_BUTTON),
                )
            )

    placed = table.button_set if table.last is None else None
    if len(occupied) == 2:
        return _heads_up(table, rules, big_blind, rulings, straddle, placed=placed)

    def zone(seat: int) -> bool:
        # The button, the small blind and the seats between them: newcomers there wait.
        return seat in (button, sb_seat) or _between(seat, button, sb_seat, n) or seat in jumped

    waiting = tuple(
        s
        for s in occupied
        if table.seats[s - 1].waiting and zone(s)  # type: ignore[union-attr]
    )
    dealt = [s for s in clockwise_after(button, n) if s in occupied and s not in waiting]
    if len(dealt) < 2:
        # Only newcomers besides the big blind: dealing them in is the only way to play.
        waiting, dealt = (), [s for s in clockwise_after(button, n) if s in occupied]
    for seat in waiting:
        rulings.append(_waits(rules, describe(seat), jumped=seat in jumped))
    if len(dealt) == 2:
        return _heads_up(table, rules, big_blind, rulings, straddle, waiting=waiting, placed=placed)

    button_is_dead = button not in dealt
    if button_is_dead:
        rulings.append(
            Ruling(f"Dead button on {describe(button)}", rules.cite(Decision.DEAD_BUTTON))
        )
    rulings.append(Ruling(f"Big blind: {describe(big_blind)}", rules.cite(Decision.DEAD_BUTTON)))
    straddle_seat = _straddle(table, rules, big_blind, dealt, straddle, heads_up=False)
    if straddle_seat is not None:
        rulings.append(
            Ruling(f"Live straddle: {describe(straddle_seat)}", rules.cite(Decision.STRADDLE))
        )
    positions = HandPositions(
        button=button,
        button_is_dead=button_is_dead,
        small_blind=small_blind,
        big_blind=big_blind,
        dealt_in=tuple(dealt),
        waiting=waiting,
        absent=_absent(table, dealt),
        straddle=straddle_seat,
        heads_up=False,
    )
    return HandPlan(positions, sb_seat, _finish(table, rules, positions, rulings))


def jumped_seat_citation(rules: HouseRules) -> Citation:
    """The rule applied to a newcomer on a seat the button jumps over coming out of heads-up:
    the books are silent, so the documented rule (docs/table-replay.md) treats the seat like
    the button's, and the new-player rule of the house is cited for it."""
    base = rules.cite(Decision.NEW_PLAYER_WAITS)
    return Citation(
        base.rule_id,
        f"the books are silent on a seat the button jumps over; applied as on the button: "
        f"{base.label}",
    )


def _waits(rules: HouseRules, who: str, *, jumped: bool) -> Ruling:
    if jumped:
        return Ruling(
            f"{who[:1].upper()}{who[1:]} is new to the table on a seat the button jumps over "
            "(out of heads-up) and waits for the button to pass",
            jumped_seat_citation(rules),
        )
    return Ruling(
        f"{who[:1].upper()}{who[1:]} is new to the table and waits for the button to pass",
        rules.cite(Decision.NEW_PLAYER_WAITS),
    )


def _heads_up(
    table: Table,
    rules: HouseRules,
    big_blind: int,
    rulings: list[Ruling],
    straddle: bool,
    *,
    waiting: tuple[int, ...] = (),
    placed: int | None = None,
) -> HandPlan:
    """Two players dealt in: the other player has the button and posts the small blind.

    On the first hand after the button is placed (`placed`), the button's player keeps it and
    posts the small blind; when that seat is empty or waiting, the button moves on to the next
    player dealt in, and the other is the big blind, as he would have been with the seat
    filled (Applewood, Heads Up Play 1).
    """
    players = [s for s in table.occupied() if s not in waiting]
    if placed is not None:
        other = next(s for s in clockwise_after(placed - 1, table.seat_count) if s in players)
        big_blind = next(s for s in players if s != other)
    else:
        other = next(s for s in players if s != big_blind)
    rulings = [r for r in rulings if r.citation != rules.cite(Decision.DEAD_BUTTON)]
    rulings.append(
        Ruling(
            f"Heads-up: seat {other} has the button and posts the small blind; "
            f"seat {big_blind} has the big blind",
            rules.cite(Decision.HEADS_UP),
        )
    )
    if straddle:
        _straddle(table, rules, big_blind, [big_blind, other], straddle, heads_up=True)
    dealt = (big_blind, other)  # deal order: the player without the button gets the first card
    positions = HandPositions(
        button=other,
        button_is_dead=False,
        small_blind=other,
        big_blind=big_blind,
        dealt_in=dealt,
        waiting=waiting,
        absent=_absent(table, dealt),
        straddle=None,
        heads_up=True,
    )
    return HandPlan(positions, other, _finish(table, rules, positions, rulings))


def _straddle(
    table: Table,
    rules: HouseRules,
    big_blind: int,
    dealt: list[int],
    wanted: bool,
    *,
    heads_up: bool,
) -> int | None:
    if not wanted:
        return None
    citation = rules.cite(Decision.STRADDLE)
    if not rules.straddle_allowed:
        raise TableError(
            "this house does not allow a straddle",
            legal="a bet before the flop is an ordinary opening bet",
            citation=citation,
        )
    if heads_up:
        raise TableError("no straddle heads-up", legal="post the blinds only", citation=citation)
    index = dealt.index(big_blind)
    seat = dealt[(index + 1) % len(dealt)]
    player = table.seats[seat - 1]
    if player is not None and player.absent:
        raise TableError(
            f"seat {seat} is absent and cannot straddle", legal="no straddle", citation=citation
        )
    return seat


def _absent(table: Table, dealt: Iterable[int]) -> tuple[int, ...]:
    return tuple(s for s in dealt if table.seats[s - 1].absent)  # type: ignore[union-attr]


def _finish(
    table: Table, rules: HouseRules, positions: HandPositions, rulings: list[Ruling]
) -> tuple[Ruling, ...]:
    for seat in positions.absent:
        rulings.append(
            Ruling(
                f"Seat {seat} ({table.require_player(seat).name}) is absent: dealt in, "
                "posts blinds, hand folded in turn",
                rules.cite(Decision.ABSENT_PLAYER),
            )
        )
    first = preflop_order(positions)[0]
    rulings.append(Ruling(f"First to act: seat {first}", rules.cite(Decision.ACTION_ORDER)))
    return tuple(rulings)


def next_hand(table: Table, rules: HouseRules, *, straddle: bool = False) -> HandPositions:
    """The positions of the next hand (see `plan_hand` for the reasons)."""
    return plan_hand(table, rules, straddle=straddle).positions


def start_hand(
    table: Table,
    rules: HouseRules,
    *,
    at_ms: int,
    straddle: bool = False,
    event_id: str | None = None,
) -> tuple[HandStarted, HandPlan]:
    """The `HandStarted` event to journal for the next hand, and the plan behind it."""
    plan = plan_hand(table, rules, straddle=straddle)
    p = plan.positions
    big_blind = table.require_player(p.big_blind)
    event = HandStarted(
        event_id=event_id or new_event_id(),
        at_ms=at_ms,
        hand_number=table.hand_number + 1,
        button=p.button,
        button_is_dead=p.button_is_dead,
        small_blind=p.small_blind,
        small_blind_seat=plan.small_blind_seat,
        big_blind=p.big_blind,
        big_blind_name=big_blind.name,
        dealt_in=p.dealt_in,
        waiting=p.waiting,
        absent=p.absent,
        straddle=p.straddle,
        heads_up=p.heads_up,
    )
    return event, plan


def preflop_order(positions: HandPositions) -> tuple[int, ...]:
    """Action order before the flop: left of the big blind (or the straddle), blinds last.

    Absent players are included: their hands are folded in turn.
    """
    dealt = positions.dealt_in
    last = positions.straddle if positions.straddle is not None else positions.big_blind
    start = dealt.index(last) + 1
    return dealt[start:] + dealt[:start]


def postflop_order(positions: HandPositions, active: Iterable[int]) -> tuple[int, ...]:
    """Action order after the flop: the first active player left of the button, button last."""
    active_set = set(active)
    stray = active_set - set(positions.dealt_in)
    if stray:
        raise TableError(
            f"seats {sorted(stray)} were not dealt in",
            legal=f"active players come from {list(positions.dealt_in)}",
        )
    # dealt_in already starts left of the button and ends with it.
    return tuple(s for s in positions.dealt_in if s in active_set)


def button_from_cards(
    table: Table,
    rules: HouseRules,
    cards: Mapping[int, Card | str],
    *,
    at_ms: int,
    method: ButtonMethod = ButtonMethod.DRAW_BY_DEALER,
    event_id: str | None = None,
) -> ButtonPlaced:
    """The button after a draw: one card per seated player, highest by rank then suit."""
    citation = rules.cite(Decision.BUTTON_DRAW)
    occupied = set(table.occupied())
    if len(occupied) < 2:
        raise TableError("a draw needs two players", legal="seat players first", citation=citation)
    missing = sorted(occupied - set(cards))
    extra = sorted(set(cards) - occupied)
    if missing or extra:
        raise TableError(
            f"the draw must give one card to each seated player (missing {missing}, "
            f"empty seats {extra})",
            legal=f"cards for seats {sorted(occupied)}",
            citation=citation,
        )
    try:
        parsed = {s: c if isinstance(c, Card) else Card.parse(c) for s, c in cards.items()}
    except CardError as exc:
        raise TableError(
            str(exc), legal="write cards as As, Kh, Td, 7c", citation=citation
        ) from None
    try:
        seat = high_card_seat(parsed)
    except CardError as exc:
        raise TableError(str(exc), citation=citation) from None
    return ButtonPlaced(
        event_id=event_id or new_event_id(),
        at_ms=at_ms,
        seat=seat,
        method=method,
        draw=tuple((s, str(parsed[s])) for s in sorted(parsed)),
    )


def draw_button(
    table: Table,
    rules: HouseRules,
    rng: random.Random,
    *,
    at_ms: int,
    event_id: str | None = None,
) -> ButtonPlaced:
    """The app draws for the dealer: one card each from a shuffled deck (rng injected)."""
    cards = deal_one_each(table.occupied(), rng)
    return button_from_cards(
        table, rules, cards, at_ms=at_ms, method=ButtonMethod.DRAW_BY_APP, event_id=event_id
    )
