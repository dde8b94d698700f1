"""Colour-ups: for each player, the chips removed, the chips given and the change in value.

When small chips leave play, each player's removed chips are exchanged for the smallest chip
left (the "new chip"), by the book's rounding (`HouseRules.colour_up_rounding`):

- Ubetcha PROCEDURES & RULES 12: "players will make stacks of 1000 using all of their 100 & 500
  chips ... The tournament director will ROUND UP for a maximum of one partial stack per
  player": all the removed chips make one pile, paid in new chips, the partial stack rounded up
  to a whole one.
- Applewood Misc. Tournament Info/Rules 20-21: "simple rounding up to the next chip values";
  "Rounding up must get as close as possible and may sometimes need adding an 'in use' chip
  color from a player's stack ... (Example: having $875 in 25's, requires also adding a $100
  chip, in order to get a $1K chip)". The value is rounded up to the next multiple of the new
  chip, and it is paid in the fewest chips, adding in-use chips from the player's stack when
  that makes a bigger chip with fewer chips changing hands
  (`HouseRules.colour_up_in_use_chip`).
- A chip race (common practice; none of the four books describes one; the director's option):
  each player's full stacks are exchanged, his odd chips are raced: one card per odd chip,
  dealt from seat 1, each player his cards in turn; the highest cards (rank, then spades,
  hearts, diamonds, clubs) win the new chips, at most one each; as many new chips as the odd
  chips are worth, half or more rounding up. The race busts nobody: a player whose odd chips
  were all he had and who wins nothing gets one new chip. The cards are an input, so the result
  is the same every time it is worked out.

Stacks are seat -> {chip value: count}; chip values are the structure's denominations.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from itertools import product

from dealer_assist.core.cards import Card
from dealer_assist.core.rules.house_rules import Citation, ColourUpRounding, Decision, HouseRules

# No book describes a chip race: this citation says so. Its id is not a rule of the library.
CHIP_RACE_PRACTICE = Citation(
    "common-practice/colour-up/chip-race",
    "Common practice: a chip race (the director's option; none of the four books describes one)",
)
DECK_SIZE = 52

Chips = tuple[tuple[int, int], ...]  # (chip value, count), largest value first, counts > 0


class ColourUpError(ValueError):
    """A colour-up that cannot be worked out: the message names the seat or chip."""


def _chips(counts: Mapping[int, int]) -> Chips:
    return tuple(sorted(((v, c) for v, c in counts.items() if c), reverse=True))


def _value(counts: Mapping[int, int]) -> int:
    return sum(v * c for v, c in counts.items())


def _fewest(amount: int, values: Sequence[int]) -> dict[int, int]:
    """`amount` in the fewest chips of `values` (largest first: chip sets are canonical)."""
    out: dict[int, int] = {}
    for value in sorted(values, reverse=True):
        count, amount = divmod(amount, value)
        if count:
            out[value] = count
    if amount:
        raise ColourUpError(f"{amount:,} cannot be made from chips of {sorted(values)}")
    return out


def _describe(chips: Chips) -> str:
    return " + ".join(f"{c} x {v:,}" for v, c in chips) if chips else "nothing"


@dataclass(frozen=True, slots=True)
class PlayerColourUp:
    """One player's exchange: the chips taken (the removed chips and any in-use chips added),
    the chips given, and what he had before and after."""

    seat: int
    removed: Chips
    given: Chips
    stack_before: int
    stack_after: int
    note: str

    @property
    def value_change(self) -> int:
        return self.stack_after - self.stack_before


@dataclass(frozen=True, slots=True)
class RaceEntry:
    """One racing seat: the odd chips he put in, his best card, and what he won."""

    seat: int
    odd_chips: int
    odd_value: int
    best_card: Card
    won: bool
    protected: bool  # given a chip because the race would have busted him


@dataclass(frozen=True, slots=True)
class ChipRace:
    """The race: chips raced for and who won them, highest card first."""

    new_chip: int
    race_chips: int
    entries: tuple[RaceEntry, ...]  # highest card first

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(e.seat for e in self.entries if e.won)


@dataclass(frozen=True, slots=True)
class ColourUp:
    """A whole colour-up: every player's exchange and the chips in play before and after."""

    removed_values: tuple[int, ...]
    new_chip: int
    rounding: ColourUpRounding
    players: tuple[PlayerColourUp, ...]
    citation: Citation
    race: ChipRace | None = None

    @property
    def chips_before(self) -> int:
        return sum(p.stack_before for p in self.players)

    @property
    def chips_after(self) -> int:
        """The total chips in play after the colour-up."""
        return sum(p.stack_after for p in self.players)

    @property
    def value_change(self) -> int:
        return self.chips_after - self.chips_before

    def player(self, seat: int) -> PlayerColourUp:
        for p in self.players:
            if p.seat == seat:
                return p
        raise KeyError(seat)


def _setup(
    stacks: Mapping[int, Mapping[int, int]], removed: Collection[int], in_play: Collection[int]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(removed values, values left, smallest first), checked."""
    gone = tuple(sorted(set(removed)))
    chips = set(in_play)
    if not gone:
        raise ColourUpError("a colour-up removes at least one chip value")
    unknown = [v for v in gone if v not in chips]
    if unknown:
        raise ColourUpError(f"chip {unknown[0]:,} is not in play")
    left = tuple(sorted(chips - set(gone)))
    if not left:
        raise ColourUpError("a colour-up must leave at least one chip value in play")
    if gone[-1] > left[0]:
        raise ColourUpError(
            f"chip {gone[-1]:,} is removed while the smaller {left[0]:,} stays: "
            "a colour-up removes the smallest chips"
        )
    if left[0] % gone[0]:
        raise ColourUpError(f"the new chip {left[0]:,} is not a multiple of {gone[0]:,}")
    for seat, stack in stacks.items():
        for value, count in stack.items():
            if value not in chips:
                raise ColourUpError(f"seat {seat}: chip {value:,} is not in play")
            if count < 0:
                raise ColourUpError(f"seat {seat}: a chip count cannot be negative")
    return gone, left


def _round(value: int, unit: int, rounding: ColourUpRounding) -> int:
    if rounding is ColourUpRounding.ROUND_NEAREST:
        return (2 * value + unit) // (2 * unit) * unit
    return -(-value // unit) * unit


def _exchange_in_use(
    target: int, in_use: Mapping[int, int], left: Sequence[int]
) -> tuple[dict[int, int], dict[int, int]]:
    """(in-use chips added, chips given) paying `target` with the fewest chips changing hands:
    in-use chips from the stack may be added to make a bigger chip (Applewood Misc. 21)."""
    # Fewer than the next bigger chip's worth of each value: more would be an exchange of its
    # own, not a top-up.
    bigger = [*left[1:], left[-1]]
    options = [
        range(min(in_use.get(v, 0), big // v - 1) + 1) if big > v else range(1)
        for v, big in zip(left, bigger, strict=True)
    ]
    best: tuple[int, int, dict[int, int], dict[int, int]] | None = None
    for counts in product(*options):
        added = {v: c for v, c in zip(left, counts, strict=True) if c}
        extra = _value(added)
        given = _fewest(target + extra, left)
        # Giving back chips of a value taken makes no sense: only real exchanges count.
        if any(v in given for v in added):
            continue
        cost = (sum(added.values()) + sum(given.values()), extra)
        if best is None or cost < best[:2]:
            best = (*cost, added, given)
    assert best is not None  # taking nothing is always an option
    return best[2], best[3]


def colour_up(
    stacks: Mapping[int, Mapping[int, int]],
    removed: Collection[int],
    in_play: Collection[int],
    rules: HouseRules,
    *,
    rounding: ColourUpRounding | None = None,
    race_cards: Mapping[int, Sequence[Card]] | None = None,
) -> ColourUp:
    """Every player's exchange when the chip values `removed` leave play.

    `in_play` is every chip value in play before (the structure's chips still used); the new
    chip is the smallest value left. `rounding` overrides the book's (say CHIP_RACE, the
    director's option); a chip race needs `race_cards`: seat -> the cards dealt to him, one per
    odd chip (`race_cards_needed` says how many).
    """
    gone, left = _setup(stacks, removed, in_play)
    how = rounding or rules.colour_up_rounding
    if how is ColourUpRounding.CHIP_RACE:
        return _chip_race(stacks, gone, left, race_cards or {})
    if race_cards:
        raise ColourUpError("cards are dealt only for a chip race")
    new_chip = left[0]
    in_use_chip = rules.colour_up_in_use_chip
    players: list[PlayerColourUp] = []
    for seat in sorted(stacks):
        stack = stacks[seat]
        before = _value(stack)
        taken = {v: c for v, c in stack.items() if v in gone and c}
        value = _value(taken)
        if not value:
            players.append(PlayerColourUp(seat, (), (), before, before, "no chips to change"))
            continue
        rounded = _round(value, new_chip, how)
        keeps = before - value
        if rounded == 0 and keeps == 0:
            rounded = new_chip  # rounding never busts a player
        if in_use_chip:
            in_use = {v: c for v, c in stack.items() if v not in gone}
            added, given = _exchange_in_use(rounded, in_use, left)
        else:
            added, given = {}, ({new_chip: rounded // new_chip} if rounded else {})
        for v, c in added.items():
            taken[v] = taken.get(v, 0) + c
        after = before - _value(taken) + _value(given)
        names = "s and ".join(f"{v:,}" for v in sorted({v for v in stack if v in gone}))
        note = f"{value:,} in {names}s"
        full, partial = divmod(value, new_chip)
        if partial:
            pile = f"a partial stack of {partial:,}"
            if full:
                pile = f"{full} stack(s) of {new_chip:,} and " + pile
            verb = "rounded up" if how is ColourUpRounding.ROUND_UP else "rounded"
            note += f": {pile}, {verb} to {rounded:,}"
        if added:
            note += f"; {_describe(_chips(added))} added from the stack"
        note += f": gets {_describe(_chips(given))} ({after - before:+,})"
        players.append(PlayerColourUp(seat, _chips(taken), _chips(given), before, after, note))
    return ColourUp(gone, new_chip, how, tuple(players), rules.cite(Decision.COLOUR_UP), race=None)


def _odd(value: int, new_chip: int, gone: Sequence[int]) -> tuple[int, int, dict[int, int]]:
    """(new chips for the full stacks, odd value, odd chips after changing up among the
    removed values)."""
    full, odd = divmod(value, new_chip)
    return full, odd, _fewest(odd, gone)


def race_cards_needed(
    stacks: Mapping[int, Mapping[int, int]], removed: Collection[int], in_play: Collection[int]
) -> tuple[tuple[int, int], ...]:
    """(seat, cards) for a chip race, in dealing order: seat 1 first, each player all his cards
    before the next; one card per odd chip (after changing up what can be changed up)."""
    gone, left = _setup(stacks, removed, in_play)
    needed: list[tuple[int, int]] = []
    for seat in sorted(stacks):
        value = _value({v: c for v, c in stacks[seat].items() if v in gone})
        _, _, odd_chips = _odd(value, left[0], gone)
        if odd_chips:
            needed.append((seat, sum(odd_chips.values())))
    total = sum(n for _, n in needed)
    if total > DECK_SIZE:
        raise ColourUpError(
            f"the race needs {total} cards, more than a deck: race one chip value at a time"
        )
    return tuple(needed)


def _chip_race(
    stacks: Mapping[int, Mapping[int, int]],
    gone: tuple[int, ...],
    left: tuple[int, ...],
    cards: Mapping[int, Sequence[Card]],
) -> ColourUp:
    new_chip = left[0]
    needed = dict(race_cards_needed(stacks, gone, (*gone, *left)))
    if set(cards) != set(needed):
        missing = sorted(set(needed) - set(cards))
        extra = sorted(set(cards) - set(needed))
        if missing:
            raise ColourUpError(
                f"seat {missing[0]} races {needed[missing[0]]} odd chip(s): deal its cards"
            )
        raise ColourUpError(f"seat {extra[0]} has no odd chips to race")
    dealt: list[Card] = []
    for seat, count in needed.items():
        if len(cards[seat]) != count:
            raise ColourUpError(
                f"seat {seat} gets one card per odd chip: {count}, not {len(cards[seat])}"
            )
        dealt.extend(cards[seat])
    if len(set(dealt)) != len(dealt):
        twice = sorted({str(c) for c in dealt if dealt.count(c) > 1})
        raise ColourUpError(f"the same card was dealt twice ({', '.join(twice)}): deal again")

    total_odd = 0
    plans: dict[int, tuple[int, int, int, int]] = {}  # seat -> (before, full, odd, keeps)
    for seat in sorted(stacks):
        stack = stacks[seat]
        before = _value(stack)
        value = _value({v: c for v, c in stack.items() if v in gone})
        full, odd, _ = _odd(value, new_chip, gone)
        plans[seat] = (before, full, odd, before - value)
        total_odd += odd
    race_chips = min(len(needed), (2 * total_odd + new_chip) // (2 * new_chip))
    by_card = sorted(needed, key=lambda seat: max(cards[seat]), reverse=True)
    winners = set(by_card[:race_chips])
    entries: list[RaceEntry] = []
    for seat in by_card:
        _, full, odd, keeps = plans[seat]
        protected = seat not in winners and full == 0 and keeps == 0
        odd_chips = needed[seat]
        entries.append(
            RaceEntry(seat, odd_chips, odd, max(cards[seat]), seat in winners, protected)
        )
    race = ChipRace(new_chip, race_chips, tuple(entries))
    won = {e.seat: e.won or e.protected for e in entries}
    players: list[PlayerColourUp] = []
    for seat in sorted(stacks):
        before, full, odd, _keeps = plans[seat]
        taken = {v: c for v, c in stacks[seat].items() if v in gone and c}
        count = full + (1 if won.get(seat) else 0)
        given = {new_chip: count} if count else {}
        after = before - _value(taken) + _value(given)
        if not taken:
            note = "no chips to change"
        else:
            note = f"{_value(taken):,} removed: {full} x {new_chip:,} for full stacks"
            if seat in needed:
                entry = next(e for e in entries if e.seat == seat)
                outcome = (
                    "won a chip"
                    if entry.won
                    else "kept in the game with one chip"
                    if entry.protected
                    else "won nothing"
                )
                note += (
                    f"; {odd:,} in {entry.odd_chips} odd chip(s) raced, best card "
                    f"{entry.best_card}: {outcome}"
                )
            note += f" ({after - before:+,})"
        players.append(PlayerColourUp(seat, _chips(taken), _chips(given), before, after, note))
    return ColourUp(
        gone, new_chip, ColourUpRounding.CHIP_RACE, tuple(players), CHIP_RACE_PRACTICE, race
    )
