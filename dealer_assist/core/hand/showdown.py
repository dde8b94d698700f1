"""Showdown: who shows first, reading hands (cards speak) and splitting a pot with the odd chip."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from dealer_assist.core.hand.hand_state import HandState, Phase
from dealer_assist.core.hand.pots import Pot
from dealer_assist.core.rules.house_rules import Citation, Decision, HouseRules, OddChip


@dataclass(frozen=True, slots=True)
class ShowdownOrder:
    """The order in which live hands are shown, why, and whether all go face up at once."""

    seats: tuple[int, ...]
    first: int | None
    all_face_up: bool
    citation: Citation
    reason: str


@dataclass(frozen=True, slots=True)
class Split:
    """One pot divided among its winners: chips per seat and any odd chip kept for next hand."""

    payouts: tuple[tuple[int, int], ...]
    left_in_pot: int
    citation: Citation


def clockwise_from_button(seats: Iterable[int], deal_order: Sequence[int]) -> tuple[int, ...]:
    """`seats` sorted clockwise from the first seat left of the button (button last)."""
    rank = {seat: i for i, seat in enumerate(deal_order)}
    return tuple(sorted(seats, key=lambda seat: rank[seat]))


def split_pot(
    amount: int,
    winners: Sequence[int],
    rules: HouseRules,
    deal_order: Sequence[int],
    smallest_chip: int = 1,
) -> Split:
    """Divide a pot evenly, in chips of `smallest_chip`; the odd chips go by the house rule.

    The odd chip is broken down to the smallest chip in play (general TIES 3). Ubetcha leaves
    it in the pot (TIES 1); Applewood and the general rules give it to the first winner
    clockwise from the button (TIES 5a); Fountain Valley to the winner closest to the dealer's
    left. No winner gets more than one odd chip (general TIES 4).
    """
    if not winners:
        raise ValueError("a pot needs at least one winner")
    if smallest_chip <= 0:
        raise ValueError(f"smallest chip must be positive, got {smallest_chip}")
    ordered = clockwise_from_button(set(winners), deal_order)
    unit_share = amount // (len(ordered) * smallest_chip)
    share = unit_share * smallest_chip
    remainder = amount - share * len(ordered)
    paid = {seat: share for seat in ordered}
    kept = 0
    if remainder:
        if rules.odd_chip is OddChip.LEFT_IN_POT:
            kept = remainder
        else:
            # Applewood and general TIES 5a: from the first winner clockwise from the button;
            # Fountain Valley: from the winner closest to the dealer's left, the same seat.
            # One odd chip each in every book (general TIES 4).
            odd_chips, below_unit = divmod(remainder, smallest_chip)
            for seat in ordered[:odd_chips]:
                paid[seat] += smallest_chip
            if below_unit:  # chips smaller than the unit (should not be in play) go with the first
                paid[ordered[0]] += below_unit
    return Split(
        payouts=tuple((seat, paid[seat]) for seat in ordered),
        left_in_pot=kept,
        citation=rules.cite(Decision.ODD_CHIP),
    )


def showdown_order(state: HandState, pots: Sequence[Pot]) -> ShowdownOrder:
    """Who shows first: the last to bet or raise on the river, else the first live seat left of
    the button; seats in a side pot show before a seat all-in for the main pot only (general
    SHOWDOWN 7, Ubetcha SHOWDOWN 7 and 8). After an all-in with no more betting possible,
    every hand goes face up at once (Ubetcha SHOWDOWN 5)."""
    rules = state.rules
    live = state.live_seats
    deal_order = tuple(s.seat for s in state.seats)
    aggressor = state.river_aggressor if state.river_aggressor in live else None
    start = aggressor if aggressor is not None else (live[0] if live else None)
    if start is None:
        return ShowdownOrder((), None, False, rules.cite(Decision.SHOWDOWN_ORDER), "no live hands")
    pivot = deal_order.index(start)
    around = [deal_order[(pivot + i) % len(deal_order)] for i in range(len(deal_order))]
    around = [seat for seat in around if seat in live]
    # Deepest side pot first: a seat shows with the highest pot it can win.
    depth = {seat: 0 for seat in live}
    for pot in pots:
        for seat in pot.eligible:
            if seat in depth:
                depth[seat] = max(depth[seat], pot.index)
    ordered = tuple(sorted(around, key=lambda seat: -depth[seat]))
    if state.ran_out and len(live) > 1:
        return ShowdownOrder(
            ordered,
            ordered[0],
            True,
            rules.cite(Decision.ALL_IN_SHOWDOWN),
            "a player is all-in and no more betting is possible",
        )
    # The reason names the seat that shows first, so it never contradicts the order: when a
    # side pot puts other seats ahead of `start`, it says so and where the order began.
    if aggressor is not None:
        why = f"seat {aggressor} made the last bet or raise on the river"
    else:
        why = (
            f"no bet on the river, so the order starts at seat {start}, "
            "the first live seat left of the button"
        )
    if ordered[0] == start:
        reason = (
            why
            if aggressor is not None
            else ("no bet on the river: the first live seat left of the button shows first")
        )
    else:
        reason = f"the seats in a side pot show before a seat all-in for the main pot only; {why}"
    return ShowdownOrder(ordered, ordered[0], False, rules.cite(Decision.SHOWDOWN_ORDER), reason)


def tabled_seats(state: HandState) -> tuple[int, ...]:
    """The live seats whose hands must be turned face up: all of them once a player is all-in
    and no more betting is possible, i.e. betting is over and at most one live player has chips
    behind (Applewood, Misc. 17: "All active hands must be turned face up promptly, whenever a
    player is all-in and no further betting is possible"; Ubetcha SHOWDOWN 5: "ALL players must
    show their cards face up"). Empty otherwise: a losing hand may be mucked."""
    if state.phase is not Phase.SHOWDOWN:
        return ()
    live = [s for s in state.seats if not s.folded]
    if len(live) < 2 or not any(s.stack == 0 for s in live):
        return ()
    if sum(1 for s in live if s.stack > 0) > 1:
        return ()
    return tuple(s.seat for s in live)


@dataclass(frozen=True, slots=True)
class ShowdownReading:
    """Cards speak, read before the award is final: each shown hand in words, the live hands
    with no cards (mucked), and the winners of each pot contested."""

    hands: tuple[tuple[int, str], ...]  # (seat, "three nines"), in the order given
    mucked: tuple[int, ...]
    winners: tuple[tuple[int, tuple[int, ...]], ...]  # (pot index, winning seats)

    def description(self, seat: int) -> str:
        return dict(self.hands).get(seat, "mucked")


_RANK_WORDS = {
    "2": ("two", "twos"),
    "3": ("three", "threes"),
    "4": ("four", "fours"),
    "5": ("five", "fives"),
    "6": ("six", "sixes"),
    "7": ("seven", "sevens"),
    "8": ("eight", "eights"),
    "9": ("nine", "nines"),
    "T": ("ten", "tens"),
    "J": ("jack", "jacks"),
    "Q": ("queen", "queens"),
    "K": ("king", "kings"),
    "A": ("ace", "aces"),
}
_ORDER = "23456789TJQKA"


def describe_hand(value: object) -> str:
    """A best hand in words, as a dealer reads it out: "three nines", "a pair of kings",
    "two pair, kings and nines", "a straight, five high", "a full house, nines full of kings"."""
    from pokerkit.lookups import Label

    label = value.entry.label  # type: ignore[attr-defined]
    ranks = [str(card.rank.value) for card in value.cards]  # type: ignore[attr-defined]
    counts: dict[str, int] = {}
    for rank in ranks:
        counts[rank] = counts.get(rank, 0) + 1
    grouped = sorted(counts, key=lambda r: (-counts[r], -_ORDER.index(r)))
    one = {rank: words[0] for rank, words in _RANK_WORDS.items()}
    many = {rank: words[1] for rank, words in _RANK_WORDS.items()}
    top = grouped[0]
    if label in (Label.STRAIGHT, Label.STRAIGHT_FLUSH):
        high = "5" if set(ranks) == {"A", "2", "3", "4", "5"} else max(ranks, key=_ORDER.index)
        if label is Label.STRAIGHT_FLUSH:
            return "a royal flush" if high == "A" else f"a straight flush, {one[high]} high"
        return f"a straight, {one[high]} high"
    if label is Label.FOUR_OF_A_KIND:
        return f"four {many[top]}"
    if label is Label.FULL_HOUSE:
        return f"a full house, {many[top]} full of {many[grouped[1]]}"
    if label is Label.FLUSH:
        return f"a flush, {one[top]} high"
    if label is Label.THREE_OF_A_KIND:
        return f"three {many[top]}"
    if label is Label.TWO_PAIR:
        return f"two pair, {many[top]} and {many[grouped[1]]}"
    if label is Label.ONE_PAIR:
        return f"a pair of {many[top]}"
    return f"{one[top]} high"


def best_hands(
    hole_cards: Mapping[int, str | Sequence[str]], board: str | Sequence[str]
) -> dict[int, object]:
    """Each seat's best five-card high hand (pokerkit values, comparable with < and ==)."""
    from pokerkit import StandardHighHand  # import here: the evaluator loads lookup tables

    board_text = board if isinstance(board, str) else "".join(board)
    hands: dict[int, object] = {}
    for seat, cards in hole_cards.items():
        text = cards if isinstance(cards, str) else "".join(cards)
        hands[seat] = StandardHighHand.from_game(text, board_text)
    return hands


def pot_winners(pot: Pot, hands: Mapping[int, object]) -> tuple[int, ...]:
    """The eligible seats holding the best hand for this pot (ties included; cards speak)."""
    contenders = [seat for seat in pot.eligible if seat in hands]
    if not contenders:
        raise ValueError(f"no cards entered for any seat eligible for the {pot.name}")
    best = max(hands[seat] for seat in contenders)  # type: ignore[type-var]
    return tuple(seat for seat in contenders if hands[seat] == best)
