"""Balancing the tables as players bust, and breaking them, by the house book; each move cites it.

`rebalance` takes the tables between hands and returns the pending moves. First, while the
players fit at one table fewer, the next table in the breaking order breaks (the books do not
say which: the highest-numbered first is common practice, or the director's `break_order`)
and its players go to the open seats, each to the table with the fewest players, by a draw
or by their place relative to the blinds (`BreakSeating`). Then, while the tables are further
apart than the book allows (`table_balance_tolerance`: Applewood "within 2"), a player moves
from the table with the most players to the one with the fewest, chosen by the book
(`BalanceMethod`, Ubetcha SEATING 7 a or b). Every move is needed (no player moves twice, the
number of moves is the fewest that balance the tables) and none fills a seat past the book's
`max_seats`. When one table is left it is the final table, with a new draw for the button.

A seat's place relative to the blinds is how many hands pass before it posts the big blind
(`hands_to_big_blind`): the next big blind goes to the seat that posts the big blind next,
and a player who has just paid the blinds goes to a seat far from them (Applewood, Moving
Players / Reseating 3), never into a seat that posts the big blind sooner than his own would
have, within his first two hands, while another seat is open.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from types import MappingProxyType

import msgspec

from dealer_assist.core.cards import Card, CardError, deal_one_each, high_card_seat
from dealer_assist.core.rules.house_rules import (
    BalanceMethod,
    BreakSeating,
    Citation,
    Decision,
    HouseRules,
)
from dealer_assist.core.seating.seat_draw import table_capacity
from dealer_assist.core.seating.seating_plan import (
    Move,
    MoveReason,
    SeatingError,
    SeatRef,
    TableSeats,
    clockwise_from,
    hands_to_big_blind,
)

# A newcomer whose seat posts the big blind within his first two hands "starts at the blinds".
BLIND_HANDS = 2


class FinalTable(msgspec.Struct, frozen=True):
    """The table left when every other has broken: its players draw for the button anew
    (Ubetcha SEATING 5: "at the start of the final table, active players will draw a card
    for the button position")."""

    table: int
    why: str
    rule: Citation

    def __str__(self) -> str:
        return f"{self.why} ({self.rule.label})"


class BalancePlan(msgspec.Struct, frozen=True):
    """The moves that balance the room, and the room once they are made.

    `tables` are the tables left (broken ones removed), each with its positions as before;
    `broken` the tables that break, in order; `cards` the cards dealt at each table for the
    lowest-card method (table -> seat -> card), for the stations to show.
    """

    moves: tuple[Move, ...]
    tables: tuple[TableSeats, ...]
    broken: tuple[int, ...]
    method: BalanceMethod
    break_seating: BreakSeating
    final_table: FinalTable | None = None
    cards: Mapping[int, Mapping[int, Card]] = msgspec.field(default_factory=dict)

    def for_table(self, table: int) -> tuple[Move, ...]:
        """The moves a table's station shows: players leaving it and players joining it."""
        return tuple(m for m in self.moves if m.involves(table))


def within_tolerance(tables: Sequence[TableSeats], rules: HouseRules) -> bool:
    """True when no move can bring the tables closer than the book asks: the most players at
    a table and the fewest at a table with a seat free are at most the tolerance apart."""
    capacity = {t.table: table_capacity(t.seat_count, rules) for t in tables}
    return _next_transfer({t.table: t.count for t in tables}, capacity, rules, {}) is None


def breaking_order(
    tables: Sequence[TableSeats], break_order: Sequence[int] = ()
) -> tuple[int, ...]:
    """The order tables break in: the director's `break_order` first, then the
    highest-numbered table first (common practice: the books do not say)."""
    numbers = {t.table for t in tables}
    unknown = sorted(set(break_order) - numbers)
    if unknown:
        raise SeatingError(f"break order names tables that are not open: {unknown}")
    given = list(dict.fromkeys(break_order))
    return (*given, *sorted(numbers - set(given), reverse=True))


def tables_to_deal(
    tables: Sequence[TableSeats], rules: HouseRules, *, break_order: Sequence[int] = ()
) -> tuple[int, ...]:
    """The tables that give a player to balance the room, in order: under the lowest-card
    method (Ubetcha SEATING 7 b) their dealers deal one card face up to each player."""
    _check_room(tables)
    _, transfers = _count_plan(tables, rules, breaking_order(tables, break_order))
    return tuple(dict.fromkeys(donor for donor, _ in transfers))


def rebalance(
    tables: Sequence[TableSeats],
    rules: HouseRules,
    *,
    method: BalanceMethod | None = None,
    break_seating: BreakSeating | None = None,
    break_order: Sequence[int] = (),
    rng: random.Random | None = None,
    cards: Mapping[int, Mapping[int, Card | str]] | None = None,
) -> BalancePlan:
    """The moves that break the tables the room no longer needs and balance the rest.

    `method` and `break_seating` default to the book's (`rules.balance_method`,
    `rules.table_break_seating`); Ubetcha SEATING 7 leaves the director the choice of a) the
    same position or b) the lowest card. The lowest card needs the cards dealt at each table
    that gives a player (`cards`, table -> seat -> card; see `tables_to_deal`) or `rng` to
    deal them; a redraw for a broken table's seats needs `rng`.
    """
    _check_room(tables)
    method = method or rules.balance_method
    break_seating = break_seating or rules.table_break_seating
    order = breaking_order(tables, break_order)
    breaks, transfers = _count_plan(tables, rules, order)
    room = {t.table: t for t in tables}
    moved: set[str] = set()
    moves: list[Move] = []
    dealt: dict[int, dict[int, Card]] = {}

    players = sum(t.count for t in tables)
    survivors = len(tables) - len(breaks)
    for broken, receivers in breaks:
        table = room.pop(broken)
        quotas = Counter(receivers)
        why = f"table {broken} breaks: the {players} players fit at {survivors} tables"
        if break_seating is BreakSeating.REDRAW:
            new = _redraw(table, room, quotas, rules, why, rng)
        else:
            new = _by_position(table, room, quotas, rules, why)
        for move in new:
            _make(room, move)
            moved.add(move.player)
        moves.extend(new)

    for donor, receiver in transfers:
        before = (room[donor].count, room[receiver].count)
        why = (
            f"table {donor} has {before[0]} players and table {receiver} {before[1]}: "
            f"tables are kept within {rules.table_balance_tolerance}"
        )
        if method is BalanceMethod.LOWEST_CARD:
            if donor not in dealt:
                dealt[donor] = _cards_for(tables, donor, cards, rng, rules)
            move = _lowest_card_move(room[donor], room[receiver], dealt[donor], moved, rules, why)
        else:
            move = _same_position_move(room[donor], room[receiver], moved, rules, why)
        _make(room, move)
        moved.add(move.player)
        moves.append(move)

    final = None
    if breaks and len(room) == 1:
        (last,) = room.values()
        final = FinalTable(
            last.table,
            f"Final table (table {last.table}): every player draws a card for the button, "
            "the highest card by suit (spades, hearts, diamonds, clubs) takes it",
            rules.cite(Decision.BUTTON_DRAW),
        )
    return BalancePlan(
        moves=tuple(moves),
        tables=tuple(room[t.table] for t in tables if t.table in room),
        broken=tuple(b for b, _ in breaks),
        method=method,
        break_seating=break_seating,
        final_table=final,
        cards=MappingProxyType({t: MappingProxyType(c) for t, c in dealt.items()}),
    )


class ButtonDraw(msgspec.Struct, frozen=True):
    """A draw for the button at one table: the cards and who won it."""

    table: int
    cards: Mapping[int, Card]
    seat: int
    player: str
    rule: Citation

    def __str__(self) -> str:
        return (
            f"Table {self.table}: the button goes to seat {self.seat} ({self.player}, "
            f"{self.cards[self.seat]}) ({self.rule.label})"
        )


def draw_for_button(
    table: TableSeats,
    rules: HouseRules,
    *,
    rng: random.Random | None = None,
    cards: Mapping[int, Card | str] | None = None,
) -> ButtonDraw:
    """The button draw at the start of the final table (or of any table): one card to each
    player, the highest by rank then suit (spades, hearts, diamonds, clubs) takes it."""
    rule = rules.cite(Decision.BUTTON_DRAW)
    if table.count < 2:
        raise SeatingError(f"table {table.table}: a draw for the button needs two players")
    if cards is None:
        if rng is None:
            raise SeatingError(f"table {table.table}: give the cards drawn, or let the app deal")
        drawn = deal_one_each(_deal_order(table), rng)
    else:
        drawn = _parse_cards(table, cards)
    try:
        seat = high_card_seat(drawn)
    except CardError as exc:
        raise SeatingError(f"table {table.table}: {exc}") from None
    return ButtonDraw(table.table, MappingProxyType(drawn), seat, table.players[seat], rule)


def _check_room(tables: Sequence[TableSeats]) -> None:
    numbers = [t.table for t in tables]
    if len(set(numbers)) != len(numbers):
        raise SeatingError("a table is listed twice")
    seen: dict[str, int] = {}
    for table in tables:
        for player in table.players.values():
            if player in seen:
                raise SeatingError(f"{player} is at table {seen[player]} and table {table.table}")
            seen[player] = table.table


def _count_plan(
    tables: Sequence[TableSeats], rules: HouseRules, order: Sequence[int]
) -> tuple[list[tuple[int, list[int]]], list[tuple[int, int]]]:
    """Counts only: which tables break (and where each of their players goes), then the
    balancing transfers (donor, receiver), one player each."""
    if rules.table_balance_tolerance < 1:
        raise SeatingError("the balance tolerance must be at least one player")
    counts = {t.table: t.count for t in tables}
    capacity = {t.table: table_capacity(t.seat_count, rules) for t in tables}
    over = sorted(t for t in counts if counts[t] > capacity[t])
    if over:
        raise SeatingError(f"tables {over} seat more than {rules.max_seats} players")
    rank = {t: i for i, t in enumerate(order)}  # 0 breaks first
    # Which tables break is settled first, so that nobody is sent to a table breaking too.
    total = sum(counts.values())
    breaking: list[int] = []
    while len(counts) > 1:
        candidate = min(counts, key=lambda t: rank[t])
        if total > sum(capacity[t] for t in counts if t != candidate):
            break
        breaking.append(candidate)
        del counts[candidate]
    breaks: list[tuple[int, list[int]]] = []
    for broken in breaking:
        receivers: list[int] = []
        for _ in range(next(t.count for t in tables if t.table == broken)):
            # Each to the table with the fewest players; of equals, the one breaking last.
            target = min(
                (t for t in counts if counts[t] < capacity[t]),
                key=lambda t: (counts[t], -rank[t]),
            )
            counts[target] += 1
            receivers.append(target)
        breaks.append((broken, receivers))
    transfers: list[tuple[int, int]] = []
    while (pair := _next_transfer(counts, capacity, rules, rank)) is not None:
        donor, receiver = pair
        counts[donor] -= 1
        counts[receiver] += 1
        transfers.append(pair)
    return breaks, transfers


def _next_transfer(
    counts: Mapping[int, int],
    capacity: Mapping[int, int],
    rules: HouseRules,
    rank: Mapping[int, int],
) -> tuple[int, int] | None:
    """One player from the table with the most players to the one with the fewest (with a
    seat free), while they are more than the tolerance apart. Of equal tables, the one that
    breaks first gives and the one that breaks last takes."""
    room = [t for t in counts if counts[t] < capacity[t]]
    if not room:
        return None
    receiver = min(room, key=lambda t: (counts[t], -rank.get(t, -t)))
    donor = max(counts, key=lambda t: (counts[t], -rank.get(t, -t)))
    if counts[donor] - counts[receiver] <= rules.table_balance_tolerance:
        return None
    return donor, receiver


def _make(room: dict[int, TableSeats], move: Move) -> None:
    origin, target = room.get(move.origin.table), room[move.destination.table]
    if origin is not None:
        left = {s: p for s, p in origin.players.items() if s != move.origin.seat}
        room[origin.table] = origin.with_players(left)
    room[target.table] = target.with_players({**target.players, move.destination.seat: move.player})


def _position_words(hands: int) -> str:
    if hands == 0:
        return "next to post the big blind"
    return f"{hands} hand{'s' if hands > 1 else ''} before the big blind"


def _position_cost(old: int, new: int) -> tuple[bool, int, bool]:
    """How far a seat `new` hands from the big blind is from the player's `old` place: never
    into the blinds sooner than at his own table (within his first two hands) when avoidable,
    then the nearest place, then on equal distance the later big blind."""
    into_blinds = new < min(old, BLIND_HANDS)
    return into_blinds, abs(old - new), new < old


def _best_seat(
    old: int, target: TableSeats, capacity: int
) -> tuple[tuple[bool, int, bool], int, int] | None:
    """The best open seat at `target` for a player `old` hands from his big blind:
    (cost, seat, hands from the big blind there)."""
    if target.count >= capacity:
        return None
    options = [
        (_position_cost(old, hands_to_big_blind(target, seat)), seat)
        for seat in target.open_seats()
    ]
    if not options:
        return None
    cost, seat = min(options)
    return cost, seat, hands_to_big_blind(target, seat)


def _same_position_move(
    donor: TableSeats, receiver: TableSeats, moved: set[str], rules: HouseRules, why: str
) -> Move:
    """Ubetcha SEATING 7 a): the player and seat whose places relative to the dealer and
    blinds are nearest; of equally good pairs, the donor's next big blind moves (common
    practice), to the seat that posts the big blind next."""
    capacity = table_capacity(receiver.seat_count, rules)
    best: tuple[tuple[bool, int, bool], int, int, int] | None = None
    chosen: tuple[int, str, int, int, int] | None = None
    for seat, player in donor.players.items():
        if player in moved:
            continue
        old = hands_to_big_blind(donor, seat)
        found = _best_seat(old, receiver, capacity)
        if found is None:
            continue
        cost, to_seat, new = found
        key = (cost, old, seat, to_seat)
        if best is None or key < best:
            best, chosen = key, (seat, player, old, to_seat, new)
    if chosen is None:  # pragma: no cover (the count plan gives a donor an unmoved player)
        raise SeatingError(f"nobody at table {donor.table} can move to table {receiver.table}")
    seat, player, old, to_seat, new = chosen
    return Move(
        player=player,
        origin=SeatRef(donor.table, seat),
        destination=SeatRef(receiver.table, to_seat),
        reason=MoveReason.BALANCE,
        why=f"{why}; {_position_words(old)} there, {_position_words(new)} here",
        rule=_method_rule(rules, BalanceMethod.SAME_POSITION),
        also=(rules.cite(Decision.TABLE_BALANCE),),
    )


def _lowest_card_move(
    donor: TableSeats,
    receiver: TableSeats,
    cards: Mapping[int, Card],
    moved: set[str],
    rules: HouseRules,
    why: str,
) -> Move:
    """Ubetcha SEATING 7 b): the lowest card moves "and may choose their own seat from those
    available at the time"; the seat nearest his place relative to the blinds is suggested.
    A second player from the same table is the next lowest card of the same deal."""
    eligible = {s: cards[s] for s, p in donor.players.items() if p not in moved}
    seat = min(eligible, key=lambda s: eligible[s])
    player = donor.players[seat]
    old = hands_to_big_blind(donor, seat)
    found = _best_seat(old, receiver, table_capacity(receiver.seat_count, rules))
    if found is None:  # pragma: no cover (the count plan only sends players where seats are free)
        raise SeatingError(f"table {receiver.table} has no seat free")
    _, to_seat, _ = found
    return Move(
        player=player,
        origin=SeatRef(donor.table, seat),
        destination=SeatRef(receiver.table, to_seat),
        reason=MoveReason.BALANCE,
        why=f"{why}; the lowest card at table {donor.table} ({cards[seat]}) moves",
        rule=_method_rule(rules, BalanceMethod.LOWEST_CARD),
        also=(rules.cite(Decision.TABLE_BALANCE),),
        seat_choices=receiver.open_seats(),
        card=cards[seat],
    )


def _method_rule(rules: HouseRules, method: BalanceMethod) -> Citation:
    """The book's rule for choosing who moves; when the director picked the other method,
    the citation says so."""
    base = rules.cite(Decision.BALANCE_MOVE)
    if method is rules.balance_method:
        return base
    words = (
        "the same position relative to the blinds"
        if method is BalanceMethod.SAME_POSITION
        else "the lowest card moves"
    )
    return Citation(base.rule_id, f"{base.label}; the director's choice: {words}")


def _deal_order(table: TableSeats) -> list[int]:
    """General rules TIES 2: "the order is clockwise starting with the first player on the
    dealer's left (the button position is irrelevant)"."""
    start = table.button if table.button is not None else table.seat_count
    return [s for s in clockwise_from(start, table.seat_count) if s in table.players]


def _parse_cards(table: TableSeats, cards: Mapping[int, Card | str]) -> dict[int, Card]:
    missing = sorted(set(table.players) - set(cards))
    extra = sorted(set(cards) - set(table.players))
    if missing or extra:
        raise SeatingError(
            f"table {table.table}: one card to each player (missing seats {missing}, "
            f"empty seats {extra})"
        )
    try:
        parsed = {s: c if isinstance(c, Card) else Card.parse(c) for s, c in cards.items()}
    except CardError as exc:
        raise SeatingError(f"table {table.table}: {exc}") from None
    if len(set(parsed.values())) != len(parsed):
        raise SeatingError(f"table {table.table}: the same card was dealt twice: deal again")
    return parsed


def _cards_for(
    tables: Sequence[TableSeats],
    donor: int,
    cards: Mapping[int, Mapping[int, Card | str]] | None,
    rng: random.Random | None,
    rules: HouseRules,
) -> dict[int, Card]:
    table = next(t for t in tables if t.table == donor)
    if cards is not None and donor in cards:
        return _parse_cards(table, cards[donor])
    if rng is None:
        raise SeatingError(
            f"table {donor} deals one card face up to each player and the lowest card moves "
            f"({_method_rule(rules, BalanceMethod.LOWEST_CARD).label}): give the cards, or "
            "let the app deal"
        )
    return deal_one_each(_deal_order(table), rng)


def _by_position(
    broken: TableSeats,
    room: Mapping[int, TableSeats],
    quotas: Counter[int],
    rules: HouseRules,
    why: str,
) -> list[Move]:
    """A broken table's players by their place relative to the blinds (Applewood, Moving
    Players / Reseating 3). The seats: the best remaining pair of player and open seat, one
    at a time, each table taking its share (of equal pairs, the next big blind first). Then,
    the seats taken, two players trade seats while that brings them nearer their places taken
    together (a seat's place counts every newcomer seated before it)."""
    tables = dict(room)
    places = {seat: hands_to_big_blind(broken, seat) for seat in broken.players}
    left = set(broken.players)
    quotas = Counter(quotas)
    chosen: list[tuple[int, SeatRef]] = []  # (seat at the broken table, new seat)
    while left:
        best: tuple[tuple[bool, int, bool], int, int, int, int] | None = None
        for seat in sorted(left):
            old = places[seat]
            for number, share in sorted(quotas.items()):
                if share <= 0:
                    continue
                target = tables[number]
                for to_seat in target.open_seats():
                    new = hands_to_big_blind(target, to_seat)
                    key = (_position_cost(old, new), old, seat, number, to_seat)
                    if best is None or key < best:
                        best = key
        if best is None:  # pragma: no cover (quotas never exceed the open seats)
            raise SeatingError(f"no seat left for the players of table {broken.table}")
        _, _, seat, number, to_seat = best
        left.discard(seat)
        chosen.append((seat, SeatRef(number, to_seat)))
        tables[number] = tables[number].with_players(
            {**tables[number].players, to_seat: broken.players[seat]}
        )
        quotas[number] -= 1

    # Every seat's place is now fixed (the set of seats taken is); trade seats while it helps.
    final = {ref: hands_to_big_blind(tables[ref.table], ref.seat) for _, ref in chosen}
    origins = [seat for seat, _ in chosen]
    targets = [ref for _, ref in chosen]

    def cost(i: int, j: int) -> tuple[int, int, int]:
        blinds, distance, earlier = _position_cost(places[origins[i]], final[targets[j]])
        # Squared: two players each a hand off beat one player off by two.
        return int(blinds), distance * distance, int(earlier)

    def pair(i: int, j: int, a: int, b: int) -> tuple[int, ...]:
        return tuple(x + y for x, y in zip(cost(i, a), cost(j, b), strict=True))

    improved = True
    while improved:
        improved = False
        for i in range(len(chosen)):
            for j in range(i + 1, len(chosen)):
                if pair(i, j, j, i) < pair(i, j, i, j):
                    targets[i], targets[j] = targets[j], targets[i]
                    improved = True
    return [
        Move(
            player=broken.players[seat],
            origin=SeatRef(broken.table, seat),
            destination=ref,
            reason=MoveReason.TABLE_BROKEN,
            why=f"{why}; {_position_words(places[seat])} there, {_position_words(final[ref])} here",
            rule=rules.cite(Decision.TABLE_BREAK),
            also=(rules.cite(Decision.BALANCE_MOVE),),
        )
        for seat, ref in zip(origins, targets, strict=True)
    ]


def _redraw(
    broken: TableSeats,
    room: Mapping[int, TableSeats],
    quotas: Counter[int],
    rules: HouseRules,
    why: str,
    rng: random.Random | None,
) -> list[Move]:
    """A draw for the open seats (general rules TIES 2: "Drawing a card is used to determine
    things like ... seating order coming from a broken game"): each table's share of seats
    drawn from its open seats, the players shuffled over them."""
    if rng is None:
        raise SeatingError(
            f"table {broken.table} breaks and its players draw for their seats "
            f"({rules.cite(Decision.TABLE_BREAK).label}): let the app draw"
        )
    seats = [
        SeatRef(number, seat)
        for number in sorted(quotas)
        for seat in sorted(rng.sample(room[number].open_seats(), quotas[number]))
    ]
    players = sorted(broken.players.items())
    rng.shuffle(players)
    return [
        Move(
            player=player,
            origin=SeatRef(broken.table, seat),
            destination=to,
            reason=MoveReason.TABLE_BROKEN,
            why=f"{why}; seats drawn",
            rule=rules.cite(Decision.TABLE_BREAK),
        )
        for (seat, player), to in zip(players, seats, strict=True)
    ]
