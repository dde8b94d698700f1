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
    goes to the main pot.
    Adjacent layers with the same eligible seats are one pot (Applewood, Gameplay Rules 15:
    8 bets 5500, 9 all-in 3500, 10 calls: main 10500 for 8, 9, 10; side 4000 for 8 and 10).
    """
    entries = list(contributions)
    live = [c for c in entries if not c.folded]
    caps = {c.chips for c in live if c.all_in} | {max((c.chips for c in live), default=0)}
    levels = sorted(level for level in caps if level > 0)
    layers: list[tuple[int, tuple[int, ...]]] = []
    previous = 0
    for level in levels:
        amount = sum(min(c.chips, level) - min(c.chips, previous) for c in entries)
        # A seat not all-in can still match any wager, so it stays in every pot.
        eligible = tuple(c.seat for c in live if c.chips >= level or not c.all_in)
        if layers and layers[-1][1] == eligible:
            layers[-1] = (layers[-1][0] + amount, eligible)
        else:
            layers.append((amount, eligible))
        previous = level
    # Chips above every live seat's total (a folded seat's unmatched blind) join the top pot.
    excess = sum(max(0, c.chips - previous) for c in entries)
    if not layers:
        everyone = tuple(c.seat for c in live)
        return (Pot(0, dead_money + excess, everyone),) if dead_money + excess else ()
    top_amount, top_eligible = layers[-1]
    layers[-1] = (top_amount + excess, top_eligible)
    main_amount, main_eligible = layers[0]
    layers[0] = (main_amount + dead_money, main_eligible)
    return tuple(Pot(i, amount, eligible) for i, (amount, eligible) in enumerate(layers))


def uncalled(contributions: Iterable[Contribution]) -> tuple[int, int] | None:
    """(seat, chips) of a wager no other seat matched, to be returned; None if all is matched."""
    entries = sorted(contributions, key=lambda c: c.chips, reverse=True)
    if len(entries) < 2:
        return None
    top, second = entries[0], entries[1]
    if top.chips > second.chips:
        return top.seat, top.chips - second.chips
    return None
