"""Prize money: the prize pool, the payout table, prizes for places (ties share) and the cash count.

Money is an `int` in the smallest unit the tournament counts (the ledger counts whole currency
units; cents work the same way). Percentages are exact `Decimal`s, never floats.

- Prize pool: what came in for entries, rebuys and add-ons, less the bounties (kept out of the
  pool and paid to whoever knocks a player out) and less the house's fee: a fixed part and a
  percentage of the rest, rounded down for the house (as `core.ledger` does).
- Payout table: a preset by field size (`PRESETS`) or edited shares, each place a percentage or
  a fixed amount. Every percentage prize is rounded down to the unit (say $5); what the rounding
  leaves goes to one place, the caller's choice (1st by default), and the table says how much
  went there. The prizes always add up to the pool.
- Ties: players who share places share the money of all those places, split evenly
  (Applewood Misc. Tournament Info/Rules 28: "2nd and 3rd tie, then the money from second and
  third place will be combined and split evenly"); the part that does not divide into units
  goes to the best hand on the deal (Ubetcha PROCEDURES & RULES 14), or, when no hand decides
  (a tie on chips), one smallest unit each in the order the players are listed.
- Reconciliation: money in by payment method against money out, what is on hand, and whether
  it matches the house's fee plus what is still owed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from fractions import Fraction

from dealer_assist.core.money.places import Finish, places_text
from dealer_assist.core.rules.house_rules import Citation, Decision, HouseRules

HUNDRED = Decimal(100)


class PayoutError(ValueError):
    """Money figures that do not fit together; the message says which."""


def _percent(value: Decimal | int | str) -> Decimal:
    try:
        percent = Decimal(value)
    except (InvalidOperation, ValueError):
        raise PayoutError(f"{value!r} is not a percentage") from None
    if not percent.is_finite() or percent < 0:
        raise PayoutError(f"a percentage must be 0 or more, got {value}")
    return percent


def _floor_to(amount: Fraction | int, unit: int) -> int:
    """`amount` rounded down to a whole number of `unit`s."""
    return int(amount // unit) * unit


# -- the prize pool -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PrizePool:
    """Where the money in goes: bounties, the house, the prize pool."""

    entries: int
    rebuys: int
    add_ons: int
    bounties: int  # kept out of the pool
    fee_fixed: int
    fee_percent: Decimal
    fee: int  # the house's whole part: fixed plus percentage
    pool: int

    @property
    def money_in(self) -> int:
        return self.entries + self.rebuys + self.add_ons

    def describe(self) -> str:
        parts = [f"{self.money_in:,} in"]
        if self.bounties:
            parts.append(f"less {self.bounties:,} in bounties (kept out of the pool)")
        if self.fee:
            how = []
            if self.fee_fixed:
                how.append(f"{self.fee_fixed:,} fixed")
            if self.fee_percent:
                how.append(f"{self.fee_percent}% of the rest")
            parts.append(f"less the house's {self.fee:,} ({' and '.join(how)})")
        return ", ".join(parts) + f": a prize pool of {self.pool:,}"


def prize_pool(
    *,
    entries: int = 0,
    rebuys: int = 0,
    add_ons: int = 0,
    bounties: int = 0,
    fee_fixed: int = 0,
    fee_percent: Decimal | int | str = 0,
) -> PrizePool:
    """The prize pool from the money taken for entries, rebuys and add-ons (totals, refunds
    already taken off). The house takes `fee_fixed` (say its part of every entry, added up, or
    a room charge) and `fee_percent` of what is left after the fixed fee and the bounties,
    rounded down; bounties never enter the pool."""
    for name, value in (
        ("entries", entries),
        ("rebuys", rebuys),
        ("add-ons", add_ons),
        ("bounties", bounties),
        ("the fixed fee", fee_fixed),
    ):
        if value < 0:
            raise PayoutError(f"{name} cannot be negative, got {value:,}")
    percent = _percent(fee_percent)
    if percent > HUNDRED:
        raise PayoutError(f"the house's percentage is 0 to 100, got {percent}")
    money_in = entries + rebuys + add_ons
    rest = money_in - bounties - fee_fixed
    if rest < 0:
        raise PayoutError(
            f"the bounties ({bounties:,}) and fixed fee ({fee_fixed:,}) are more than the "
            f"{money_in:,} taken in"
        )
    fee = fee_fixed + _floor_to(Fraction(rest) * Fraction(percent) / 100, 1)
    return PrizePool(
        entries, rebuys, add_ons, bounties, fee_fixed, percent, fee, money_in - bounties - fee
    )


# -- the payout table ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Share:
    """What one place is paid: a percentage of the pool or a fixed amount (exactly one)."""

    percent: Decimal | None = None
    amount: int | None = None

    def __post_init__(self) -> None:
        if (self.percent is None) == (self.amount is None):
            raise PayoutError("a place is paid a percentage or a fixed amount, not both or neither")
        if self.amount is not None and self.amount < 0:
            raise PayoutError(f"a fixed prize cannot be negative, got {self.amount:,}")
        if self.percent is not None:
            _percent(self.percent)

    @classmethod
    def of_percent(cls, value: Decimal | int | str) -> Share:
        return cls(percent=_percent(value))

    @classmethod
    def of_amount(cls, amount: int) -> Share:
        return cls(amount=amount)

    def __str__(self) -> str:
        return f"{self.percent}%" if self.percent is not None else f"{self.amount:,}"


@dataclass(frozen=True, slots=True)
class PayoutPreset:
    """Percentages for places 1, 2, ... for fields of `min_entries` to `max_entries`."""

    min_entries: int
    max_entries: int | None  # None: and up
    percents: tuple[Decimal, ...]

    @property
    def label(self) -> str:
        top = f"{self.max_entries}" if self.max_entries is not None else "+"
        sep = "-" if self.max_entries is not None else ""
        return f"{self.min_entries}{sep}{top} entries: " + " / ".join(
            f"{p}%" for p in self.percents
        )


def _preset(low: int, high: int | None, *percents: str) -> PayoutPreset:
    return PayoutPreset(low, high, tuple(Decimal(p) for p in percents))


# None of the four books sets a payout table. These defaults have the shape card rooms and
# home-game guides publish for small events: one full table pays three (50/30/20, the most
# common single-table split), a short-handed one two (65/35), and bigger fields pay roughly one
# player in six to ten, first about 1.5 to 1.8 times second. A director edits them freely.
PRESETS: tuple[PayoutPreset, ...] = (
    _preset(1, 3, "100"),
    _preset(4, 6, "65", "35"),
    _preset(7, 10, "50", "30", "20"),
    _preset(11, 20, "45", "27", "18", "10"),
    _preset(21, 30, "40", "25", "17", "11", "7"),
    _preset(31, 45, "37", "23", "15", "10", "8", "7"),
    _preset(46, 60, "33", "21", "14", "10", "8", "6", "5", "3"),
    _preset(61, 100, "30", "20", "12", "9", "7.5", "6", "5", "4", "3.5", "3"),
    _preset(
        101, None, "27", "17", "11.5", "8.5", "7", "6", "5", "4", "3.5", "3", "2.5", "2",
        "1.5", "1.5",
    ),
)  # fmt: skip


def parse_share(text: str) -> Share:
    """A share as a person types it: "30%" (or "30 %") of the pool, "250" a fixed amount.
    PayoutError says what is wrong."""
    typed = text.strip().replace(",", "")
    if typed.endswith("%"):
        return Share.of_percent(typed[:-1].strip())
    if not typed.isdigit():
        raise PayoutError(
            f"{text.strip()!r}: type a share of the pool as 30% or a fixed amount as 250"
        )
    return Share.of_amount(int(typed))


def share_text(share: Share) -> str:
    """The text `parse_share` reads back to the same share."""
    return f"{share.percent}%" if share.percent is not None else str(share.amount)


def preset_for(entries: int) -> PayoutPreset:
    """The preset for a field of `entries` (every entry counts: re-entries too)."""
    if entries < 1:
        raise PayoutError(f"a payout needs at least one entry, got {entries}")
    for preset in PRESETS:
        if entries >= preset.min_entries and (
            preset.max_entries is None or entries <= preset.max_entries
        ):
            return preset
    raise AssertionError("PRESETS cover every field size")  # pragma: no cover


@dataclass(frozen=True, slots=True)
class PlacePrize:
    """One place's prize: what its share comes to exactly, and what is paid."""

    place: int
    share: Share
    exact: Fraction
    amount: int


@dataclass(frozen=True, slots=True)
class PayoutTable:
    """The prize of every paid place; the amounts add up to `pool`. Rounding to `unit` left
    `remainder`, which is included in the prize of `remainder_place`."""

    pool: int
    unit: int
    prizes: tuple[PlacePrize, ...]
    remainder_place: int
    remainder: int
    source: str

    @property
    def paid_places(self) -> int:
        return len(self.prizes)

    def amount(self, place: int) -> int:
        """The prize of `place` (0 for a place that is not paid)."""
        if 1 <= place <= len(self.prizes):
            return self.prizes[place - 1].amount
        return 0

    def describe(self) -> tuple[str, ...]:
        lines = [f"{self.source}: a pool of {self.pool:,} in units of {self.unit:,}"]
        for prize in self.prizes:
            line = f"{places_text(prize.place, prize.place)}: {prize.amount:,} ({prize.share})"
            if prize.place == self.remainder_place and self.remainder:
                line += f", including {self.remainder:,} left by rounding"
            lines.append(line)
        return tuple(lines)


def payout_table(
    pool: int,
    shares: Sequence[Share],
    *,
    unit: int = 1,
    remainder_place: int = 1,
    source: str = "custom",
) -> PayoutTable:
    """Prizes for places 1, 2, ... from `shares`.

    Fixed amounts are paid as given; the percentages share what the fixed amounts leave and
    must add up to 100. Each percentage prize is rounded down to `unit`; what that leaves (and
    anything fixed amounts alone do not pay) goes to `remainder_place`.
    """
    if pool < 0:
        raise PayoutError(f"the pool cannot be negative, got {pool:,}")
    if unit < 1:
        raise PayoutError(f"payouts are rounded to a unit of at least 1, got {unit}")
    if not shares:
        raise PayoutError("a payout table pays at least one place")
    if not 1 <= remainder_place <= len(shares):
        raise PayoutError(
            f"the rounding remainder goes to a paid place (1 to {len(shares)}), "
            f"not {remainder_place}"
        )
    fixed = sum(s.amount for s in shares if s.amount is not None)
    if fixed > pool:
        raise PayoutError(f"the fixed prizes ({fixed:,}) are more than the pool ({pool:,})")
    percents = [s.percent for s in shares if s.percent is not None]
    if percents and sum(percents) != HUNDRED:
        raise PayoutError(f"the percentages add up to {sum(percents)}, not 100")
    rest = pool - fixed
    exact: list[Fraction] = []
    amounts: list[int] = []
    for share in shares:
        if share.amount is not None:
            exact.append(Fraction(share.amount))
            amounts.append(share.amount)
        else:
            value = Fraction(rest) * Fraction(share.percent or 0) / 100
            exact.append(value)
            amounts.append(_floor_to(value, unit))
    remainder = pool - sum(amounts)
    amounts[remainder_place - 1] += remainder
    prizes = tuple(
        PlacePrize(place, share, value, amount)
        for place, (share, value, amount) in enumerate(zip(shares, exact, amounts, strict=True), 1)
    )
    return PayoutTable(pool, unit, prizes, remainder_place, remainder, source)


def preset_table(
    pool: int, entries: int, *, unit: int = 1, remainder_place: int = 1
) -> PayoutTable:
    """The payout table of the preset for `entries` (see `PRESETS`)."""
    preset = preset_for(entries)
    return payout_table(
        pool,
        [Share(percent=p) for p in preset.percents],
        unit=unit,
        remainder_place=remainder_place,
        source=f"preset for {preset.label}",
    )


# -- prizes for the places ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Award:
    """What one player wins for his place (or his share of tied places)."""

    player: str
    place: int
    last_place: int  # == place unless tied
    amount: int
    reason: str
    citation: Citation | None  # the rule for a shared prize; None for a place alone


def award(table: PayoutTable, finishes: Iterable[Finish], rules: HouseRules) -> tuple[Award, ...]:
    """Each finished player's prize, best place first. Tied players share the money of every
    place they cover, split evenly in units of the table's unit; the part that does not divide
    goes to the finish's `odd_award_to` (Ubetcha PROCEDURES & RULES 14: the best hand on the
    deal) or, when none is named, the split goes down to the smallest unit and the last
    units go one each in the order the players are listed."""
    ordered = sorted(finishes, key=lambda f: f.place)
    taken: set[int] = set()
    result: list[Award] = []
    for finish in ordered:
        places = range(finish.place, finish.last_place + 1)
        if taken.intersection(places):
            raise PayoutError(f"{places_text(finish.place, finish.last_place)} is given twice")
        taken.update(places)
        combined = sum(table.amount(p) for p in places)
        where = places_text(finish.place, finish.last_place)
        players = finish.players
        if len(players) == 1:
            result.append(Award(players[0], finish.place, finish.last_place, combined, where, None))
            continue
        n = len(players)
        if combined == 0:  # tied below the money: nothing to split, nothing to explain
            result.extend(
                Award(p, finish.place, finish.last_place, 0, where, None) for p in players
            )
            continue
        rule = rules.cite(Decision.TIED_PLACES)
        odd_to = finish.odd_award_to
        if odd_to is not None and odd_to not in players:
            raise PayoutError(f"{odd_to} is not among the players tied for {where}")
        amounts: dict[str, int]
        if odd_to is not None:
            share = _floor_to(Fraction(combined, n), table.unit)
            odd = combined - share * n
            amounts = {p: share for p in players}
            amounts[odd_to] += odd
            note = f"the {combined:,} of {where} split {n} ways"
            if odd:
                note += f"; {odd_to} (best hand on the deal) takes the {odd:,} that does not divide"
        else:
            share, extra = divmod(combined, n)
            amounts = {p: share + (1 if i < extra else 0) for i, p in enumerate(players)}
            note = f"the {combined:,} of {where} split {n} ways"
            if extra:
                note += f"; the last {extra:,} one unit each, in the order listed"
        for player in players:
            result.append(
                Award(player, finish.place, finish.last_place, amounts[player], note, rule)
            )
    return tuple(result)


# -- the night's cash ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Movement:
    """Money in (a buy-in, rebuy, add-on) or out (a refund, a prize, a bounty): always positive."""

    method: str  # "cash", "card", "transfer"...
    amount: int
    what: str = ""


@dataclass(frozen=True, slots=True)
class MethodTotals:
    """One payment method: in, out, and what should be on hand."""

    method: str
    taken_in: int
    paid_out: int

    @property
    def on_hand(self) -> int:
        return self.taken_in - self.paid_out


@dataclass(frozen=True, slots=True)
class Reconciliation:
    """The night's money by method. `over_short` is 0 when what is on hand is exactly the
    house's fee plus what is still owed; above 0 there is money over, below it is short."""

    methods: tuple[MethodTotals, ...]
    house_fee: int
    still_owed: int

    @property
    def taken_in(self) -> int:
        return sum(m.taken_in for m in self.methods)

    @property
    def paid_out(self) -> int:
        return sum(m.paid_out for m in self.methods)

    @property
    def on_hand(self) -> int:
        return self.taken_in - self.paid_out

    @property
    def expected_on_hand(self) -> int:
        return self.house_fee + self.still_owed

    @property
    def over_short(self) -> int:
        return self.on_hand - self.expected_on_hand

    def describe(self) -> tuple[str, ...]:
        lines = [
            f"{m.method}: {m.taken_in:,} in, {m.paid_out:,} out, {m.on_hand:,} on hand"
            for m in self.methods
        ]
        lines.append(
            f"total: {self.taken_in:,} in, {self.paid_out:,} out, {self.on_hand:,} on hand; "
            f"expected {self.expected_on_hand:,} (house {self.house_fee:,}, still owed "
            f"{self.still_owed:,})"
        )
        if self.over_short > 0:
            lines.append(f"{self.over_short:,} over")
        elif self.over_short < 0:
            lines.append(f"{-self.over_short:,} short")
        else:
            lines.append("balanced")
        return tuple(lines)


def reconcile(
    money_in: Iterable[Movement],
    money_out: Iterable[Movement],
    *,
    house_fee: int = 0,
    still_owed: int = 0,
) -> Reconciliation:
    """Money in and out by payment method (methods in the order first seen), against the
    house's fee and the prizes and bounties not paid yet."""
    totals: dict[str, list[int]] = {}
    for index, movements in enumerate((money_in, money_out)):
        for movement in movements:
            if movement.amount < 0:
                raise PayoutError(
                    f"{movement.what or 'a movement'} of {movement.amount:,}: amounts are "
                    "positive; say in or out by the list it is in"
                )
            totals.setdefault(movement.method, [0, 0])[index] += movement.amount
    if house_fee < 0 or still_owed < 0:
        raise PayoutError("the house's fee and what is still owed cannot be negative")
    methods = tuple(MethodTotals(method, t[0], t[1]) for method, t in totals.items())
    return Reconciliation(methods, house_fee, still_owed)
