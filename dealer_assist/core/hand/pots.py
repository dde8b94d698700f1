"""Main and side pots from what each seat put in, and the uncalled chips to give back."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Contribution:
    """What one seat put in this hand, whether it still holds cards and whether it is all-in."""

    seat: int
    chips: int
    folded: bool = False
    all_in: bool = False


@dataclass(frozen=True, slots=True)
class Pot:
    """One pot: its chips and the seats that may win it (deal order). Index 0 is the main pot."""

    index: int
    amount: int
    eligible: tuple[int, ...]

    @property
    def name(self) -> str:
        return "main pot" if self.index == 0 else f"side pot {self.index}"


def build_pots(contributions: Iterable[Contribution], dead_money: int = 0) -> tuple[Pot, ...]:
    """Layer the contributions into a main pot and side pots.

    Each all-in seat's total caps a layer (and the largest live total caps the last one), so
    bets still being made on a street stay in one pot; folded seats' chips are dead money in
    the layers they reach but win nothing. `dead_money` (big-blind ante, chips carried in)
    goes to the main pot. Adjacent layers with the same eligible seats are one pot (Applewood,
    Gameplay Rules 15: 8 bets 5500, 9 all-in 3500, 10 calls: main 10500 for 8, 9, 10; side
    4000 for 8 and 10).
    """
    return layer_pots([(c.seat, c.chips, c.folded, c.all_in) for c in contributions], dead_money)


def layer_pots(entries: list[tuple[int, int, bool, bool]], dead_money: int = 0) -> tuple[Pot, ...]:
    """`build_pots` on plain (seat, chips, folded, all_in) rows, for the hot path."""
    live = [e for e in entries if not e[2]]
    top = max((e[1] for e in live), default=0)
    levels = sorted({e[1] for e in live if e[3] and 0 < e[1] < top} | ({top} if top else set()))
    amounts: list[int] = []  # one per pot, bottom first
    eligibles: list[tuple[int, ...]] = []
    previous = 0
    for level in levels:
        amount = 0
        for e in entries:
            chips = e[1]
            if chips > previous:
                amount += (level if chips > level else chips) - previous
        # A seat not all-in can still match any wager, so it stays in every pot.
        eligible = tuple(e[0] for e in live if e[1] >= level or not e[3])
        if eligibles and eligibles[-1] == eligible:
            amounts[-1] += amount
        else:
            amounts.append(amount)
            eligibles.append(eligible)
        previous = level
    # Chips above every live seat's total (a folded seat's unmatched blind) join the top pot.
    excess = sum(e[1] - previous for e in entries if e[1] > previous)
    if not amounts:
        everyone = tuple(e[0] for e in live)
        return (Pot(0, dead_money + excess, everyone),) if dead_money + excess else ()
    amounts[-1] += excess
    amounts[0] += dead_money
    return tuple(
        Pot(i, amount, eligible)
        for i, (amount, eligible) in enumerate(zip(amounts, eligibles, strict=True))
    )


def uncalled(contributions: Iterable[Contribution]) -> tuple[int, int] | None:
    """(seat, chips) of a wager no other seat matched, to be returned; None if all is matched."""
    entries = sorted(contributions, key=lambda c: c.chips, reverse=True)
    if len(entries) < 2:
        return None
    top, second = entries[0], entries[1]
    if top.chips > second.chips:
        return top.seat, top.chips - second.chips
    return None
