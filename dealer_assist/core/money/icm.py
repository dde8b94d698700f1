"""A final-table deal: ICM (Malmuth-Harville) equities beside a chip chop, rounded to a unit.

None of the four books mentions deals; these are the calculations most rooms show.

- ICM: a player finishes first with the probability of his share of the chips; then, among the
  players left, second with his share of theirs, and so on (Malmuth-Harville). His equity is
  each remaining prize times the probability of finishing in that place. Computed exactly
  (`Fraction`) for up to `MAX_PLAYERS`, over every subset of players once (memoized by the set
  of players already placed), so equal stacks get exactly equal equities.
- Chip chop: the money left shared in proportion to chips.
- Chip chop after the lowest prize: everyone first gets the lowest prize still to be won
  (what the next player out would get), then the rest goes by chips.

Every split is rounded to a unit: each amount rounded down; whole units left over go one each
to the players whose amounts lost the most in rounding (a group of equal stacks only as a
whole, so equal stacks stay equal); whatever is left after that goes to one player (the chip
leader unless the caller names another) and the split says who and how much. The amounts
always add up to the money left.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

MAX_PLAYERS = 10


class DealError(ValueError):
    """Stacks or prizes a deal cannot be worked out from."""


class DealMethod(enum.Enum):
    """How a deal shares the money left (values as the ledger records them)."""

    ICM = "icm"
    CHIP_CHOP = "chip chop"
    LOWEST_PRIZE_FIRST = "chip chop after the lowest prize"


def _check(stacks: Sequence[int], prizes: Sequence[int]) -> None:
    if not stacks:
        raise DealError("a deal needs at least one player")
    if len(stacks) > MAX_PLAYERS:
        raise DealError(
            f"a deal is worked out for {MAX_PLAYERS} players at most, not {len(stacks)}"
        )
    if any(s <= 0 for s in stacks):
        raise DealError("every player in a deal has chips")
    if len(prizes) > len(stacks):
        raise DealError(
            f"{len(prizes)} prizes for {len(stacks)} players: only the places still to be "
            "decided are dealt"
        )
    if any(p < 0 for p in prizes):
        raise DealError("a prize cannot be negative")


def icm_equities(stacks: Sequence[int], prizes: Sequence[int]) -> tuple[Fraction, ...]:
    """Each player's exact ICM equity in `prizes` (1st, 2nd, ...; places beyond pay 0)."""
    _check(stacks, prizes)
    n = len(stacks)
    total = sum(stacks)
    paid = max((i + 1 for i, prize in enumerate(prizes) if prize), default=0)
    chips_of = [0] * (1 << n)  # chips of every subset, by bitmask
    for mask in range(1, 1 << n):
        low = (mask & -mask).bit_length() - 1
        chips_of[mask] = chips_of[mask & (mask - 1)] + stacks[low]
    equities = [Fraction(0)] * n
    # reach[mask]: the probability that the players in `mask` took places 1..len(mask), in
    # any order. Each place extends every set reached so far by one player.
    reach: dict[int, Fraction] = {0: Fraction(1)}
    for place in range(paid):
        prize = prizes[place]
        following: dict[int, Fraction] = {}
        for mask, probability in reach.items():
            left = total - chips_of[mask]
            for i in range(n):
                bit = 1 << i
                if mask & bit:
                    continue
                p = probability * stacks[i] / left
                equities[i] += p * prize
                if place + 1 < paid:
                    following[mask | bit] = following.get(mask | bit, Fraction(0)) + p
        reach = following
    return tuple(equities)


def chip_chop(stacks: Sequence[int], money: int) -> tuple[Fraction, ...]:
    """`money` shared in proportion to chips."""
    _check(stacks, ())
    total = sum(stacks)
    return tuple(Fraction(money * s, total) for s in stacks)


def lowest_prize_first(stacks: Sequence[int], prizes: Sequence[int]) -> tuple[Fraction, ...]:
    """Everyone gets the lowest prize still to be won, then the rest goes by chips."""
    _check(stacks, prizes)
    padded = list(prizes) + [0] * (len(stacks) - len(prizes))
    floor = min(padded)
    rest = sum(padded) - floor * len(stacks)
    return tuple(floor + share for share in chip_chop(stacks, rest))


def round_split(
    exact: Sequence[Fraction], unit: int, remainder_to: int
) -> tuple[tuple[int, ...], int]:
    """Round exact shares to `unit` keeping their total; returns (amounts, remainder), where
    `remainder` is what went to the player at index `remainder_to` beyond his rounded share.

    Every share is rounded down. Whole units left go one each to the groups of equal shares
    that lost the most in rounding (larger shares first on a tie), a whole group at a time,
    stopping at the first group the units left cannot cover; the rest goes to `remainder_to`.
    So equal shares stay equal (but for `remainder_to`) and a larger share never ends smaller.
    """
    if unit < 1:
        raise DealError(f"a deal is rounded to a unit of at least 1, got {unit}")
    total = sum(exact)
    if total.denominator != 1:
        raise DealError("the shares must add up to a whole amount")
    amounts = [int(share // unit) * unit for share in exact]
    left = int(total) - sum(amounts)
    groups: dict[Fraction, list[int]] = {}
    for i, share in enumerate(exact):
        groups.setdefault(share, []).append(i)
    order = sorted(groups, key=lambda share: (share - (share // unit) * unit, share), reverse=True)
    for share in order:
        members = groups[share]
        if share - (share // unit) * unit == 0 or left < unit * len(members):
            break
        for i in members:
            amounts[i] += unit
        left -= unit * len(members)
    amounts[remainder_to] += left
    return tuple(amounts), left


@dataclass(frozen=True, slots=True)
class DealSplit:
    """One way of sharing the money left: exact shares and the rounded amounts paid."""

    method: DealMethod
    exact: tuple[Fraction, ...]
    amounts: tuple[int, ...]
    remainder: int  # what rounding left, included in remainder_to's amount
    remainder_to: str


@dataclass(frozen=True, slots=True)
class DealLine:
    """One player's row of the side-by-side sheet."""

    player: str
    chips: int
    icm: int
    chip_chop: int
    lowest_prize_first: int


@dataclass(frozen=True, slots=True)
class DealSheet:
    """ICM, chip chop and chip chop after the lowest prize, for the same players and money."""

    players: tuple[str, ...]
    chips: tuple[int, ...]
    prizes: tuple[int, ...]  # still to be won: 1st, 2nd, ...
    unit: int
    icm: DealSplit
    chip_chop: DealSplit
    lowest_prize_first: DealSplit

    @property
    def money_left(self) -> int:
        return sum(self.prizes)

    def split(self, method: DealMethod) -> DealSplit:
        return {
            DealMethod.ICM: self.icm,
            DealMethod.CHIP_CHOP: self.chip_chop,
            DealMethod.LOWEST_PRIZE_FIRST: self.lowest_prize_first,
        }[method]

    def shares(self, method: DealMethod) -> dict[str, int]:
        """player -> amount, as the ledger records a deal."""
        return dict(zip(self.players, self.split(method).amounts, strict=True))

    def lines(self) -> tuple[DealLine, ...]:
        return tuple(
            DealLine(player, chips, icm, chop, low)
            for player, chips, icm, chop, low in zip(
                self.players,
                self.chips,
                self.icm.amounts,
                self.chip_chop.amounts,
                self.lowest_prize_first.amounts,
                strict=True,
            )
        )


def deal_sheet(
    stacks: Mapping[str, int],
    prizes: Sequence[int],
    *,
    unit: int = 1,
    remainder_to: str | None = None,
) -> DealSheet:
    """The three splits side by side for the players left (`stacks`: player -> chips) and the
    prizes still to be won (1st first; places beyond them pay nothing)."""
    players = tuple(stacks)
    chips = tuple(stacks[p] for p in players)
    _check(chips, prizes)
    if remainder_to is None:
        leader = max(range(len(players)), key=lambda i: (chips[i], -i))
    elif remainder_to in stacks:
        leader = players.index(remainder_to)
    else:
        raise DealError(f"{remainder_to} is not in the deal")
    money = sum(prizes)

    def split(method: DealMethod, exact: tuple[Fraction, ...]) -> DealSplit:
        amounts, remainder = round_split(exact, unit, leader)
        return DealSplit(method, exact, amounts, remainder, players[leader])

    return DealSheet(
        players=players,
        chips=chips,
        prizes=tuple(prizes),
        unit=unit,
        icm=split(DealMethod.ICM, icm_equities(chips, prizes)),
        chip_chop=split(DealMethod.CHIP_CHOP, chip_chop(chips, money)),
        lowest_prize_first=split(DealMethod.LOWEST_PRIZE_FIRST, lowest_prize_first(chips, prizes)),
    )
