"""Finishing places: bust-outs (several on one hand), leaving early, a time-limit end, by book.

Every place is decided by the house book in force and carries the rule it applied:

- Several players broke on one hand: "the player starting the hand with the larger amount of
  chips finishes in the higher place"; equal starting stacks tie and share, "with the best hand
  on that deal receiving any non-divisible award" (Ubetcha PROCEDURES & RULES 14). The other
  books and the general rules are silent: common practice is the same rule, and the citation
  says so.
- Leaving early: Applewood blinds the stack off before "the first round (six levels)" and
  removes it after (Gameplay Rules 4); Ubetcha removes it and the player "signs out as if
  eliminated at that time" (PROCEDURES & RULES 15). Where a book removes the chips without
  placing the player, he finishes as if eliminated then (common practice, as Ubetcha).
- A time-limit end: "the player with the most chips will be declared the winner. 2nd place
  and lower will also be based on chip totals. Ties will split the money from both places"
  (Applewood Misc. Tournament Info/Rules 28; called off early: 18). Elsewhere, common practice.

A place counts the players who outlasted you, so it is final once no more players can enter.
`Standings` is an immutable record of who is still in and who went out in what order; each
change returns a new one. Player ids are strings (the roster's `player_id`).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import groupby

from dealer_assist.core.rules.house_rules import Citation, Decision, HouseRules, LeavingEarly


class PlacesError(ValueError):
    """An elimination, departure or end that does not fit the standings."""


class Exit(enum.Enum):
    """How a finish was decided."""

    BUST = "bust"  # out of chips
    LEFT_EARLY = "left_early"  # chips removed from play; signs out as if eliminated then
    CHIP_COUNT = "chip_count"  # the game was stopped: placed by chips
    WON = "won"  # the last player with chips


def ordinal(place: int) -> str:
    """1 -> '1st', 2 -> '2nd', 11 -> '11th', 23 -> '23rd'."""
    if 10 <= place % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def places_text(first: int, last: int) -> str:
    """'3rd' or '2nd-3rd'."""
    return ordinal(first) if first == last else f"{ordinal(first)}-{ordinal(last)}"


@dataclass(frozen=True, slots=True)
class Bust:
    """One player out of chips on a hand: his chips at the start of that hand and how good his
    hand was on that deal (higher is better; it only decides a non-divisible award)."""

    player: str
    start_chips: int
    hand_rank: int = 0


@dataclass(frozen=True, slots=True)
class Out:
    """Players who went out together and share their places (one player, usually).

    `odd_award_to` takes whatever part of the shared prize does not divide (Ubetcha
    PROCEDURES & RULES 14: the best hand on that deal); None when nothing decides it.
    """

    players: tuple[str, ...]
    exit: Exit
    citation: Citation
    reason: str
    odd_award_to: str | None = None


@dataclass(frozen=True, slots=True)
class Finish:
    """A decided place: `place` is the best of the places the players share."""

    place: int
    players: tuple[str, ...]
    exit: Exit
    citation: Citation
    reason: str
    odd_award_to: str | None = None

    @property
    def last_place(self) -> int:
        return self.place + len(self.players) - 1

    @property
    def shared(self) -> bool:
        return len(self.players) > 1

    def __str__(self) -> str:
        return (
            f"{places_text(self.place, self.last_place)}: {', '.join(self.players)}: "
            f"{self.reason} ({self.citation.label})"
        )


@dataclass(frozen=True, slots=True)
class LeavingRuling:
    """What the book does with the chips of a player who leaves now."""

    handling: LeavingEarly  # BLINDED_OFF or REMOVED, never the combined value
    citation: Citation
    reason: str


@dataclass(frozen=True, slots=True)
class Departure:
    """A player who left: what happened to his chips and, if they were removed, his place."""

    player: str
    handling: LeavingEarly
    chips_removed: int
    citation: Citation
    reason: str
    finish: Finish | None  # None while his stack is blinded off: he busts when it is gone


def leaving_early(rules: HouseRules, *, levels_completed: int) -> LeavingRuling:
    """The book's handling of a player who must leave with `levels_completed` blind levels done.

    Applewood Gameplay Rules 4: "If they leave before the first round (six levels), then their
    chips will be blinded out by the dealer. ... after the first round, then their remaining
    chips will be removed from play". Ubetcha PROCEDURES & RULES 15: "their chips must be
    picked up and removed from play". Fountain Valley and the general rules are silent: the
    profiles remove the chips, as Ubetcha (common practice), and the citation says so.
    """
    if levels_completed < 0:
        raise PlacesError(f"levels completed cannot be negative, got {levels_completed}")
    rule = rules.cite(Decision.LEAVING_EARLY)
    kind = rules.leaving_early
    if kind is LeavingEarly.BLINDED_OFF_THEN_REMOVED:
        first_round = rules.leaving_early_blinded_off_levels
        if levels_completed < first_round:
            return LeavingRuling(
                LeavingEarly.BLINDED_OFF,
                rule,
                f"{levels_completed} of the first {first_round} levels complete: the stack "
                "stays and is blinded off; the player is out when it is gone",
            )
        return LeavingRuling(
            LeavingEarly.REMOVED,
            rule,
            f"the first {first_round} levels are complete: the chips are removed from play",
        )
    if kind is LeavingEarly.BLINDED_OFF:
        return LeavingRuling(
            LeavingEarly.BLINDED_OFF,
            rule,
            "the stack stays and is blinded off; the player is out when it is gone",
        )
    return LeavingRuling(
        LeavingEarly.REMOVED,
        rule,
        "the chips are removed from play; the player signs out as if eliminated now",
    )


def _check_busts(busts: Sequence[Bust], players_in: int) -> None:
    if not busts:
        raise PlacesError("a bust-out needs at least one player")
    names = [b.player for b in busts]
    if len(set(names)) != len(names):
        raise PlacesError("a player is listed twice on one hand")
    for b in busts:
        if b.start_chips <= 0:
            raise PlacesError(
                f"{b.player}: chips at the start of the hand must be positive, got {b.start_chips}"
            )
    if len(busts) >= players_in:
        raise PlacesError(
            f"{len(busts)} players cannot all go broke on one hand with {players_in} in: "
            "someone wins the pot"
        )


def _bust_outs(busts: Sequence[Bust], rules: HouseRules) -> tuple[Out, ...]:
    """The groups of one hand's bust-outs, lowest place first."""
    rule = rules.cite(Decision.FINISHING_ORDER)
    several = len(busts) > 1
    ordered = sorted(busts, key=lambda b: b.start_chips)
    outs: list[Out] = []
    for chips, members in groupby(ordered, key=lambda b: b.start_chips):
        group = tuple(members)
        names = tuple(b.player for b in group)
        if len(group) == 1:
            reason = (
                f"started the hand with {chips:,} chips: the larger stack finishes higher"
                if several
                else "out of chips"
            )
            outs.append(Out(names, Exit.BUST, rule, reason))
            continue
        best_rank = max(b.hand_rank for b in group)
        best = [b.player for b in group if b.hand_rank == best_rank]
        odd_to = best[0] if len(best) == 1 else None
        reason = f"all started the hand with {chips:,} chips: they tie and share"
        if odd_to is not None:
            reason += f"; {odd_to} had the best hand on the deal and takes what does not divide"
        outs.append(Out(names, Exit.BUST, rule, reason, odd_to))
    return tuple(outs)


def _winner(player: str, rules: HouseRules) -> Out:
    return Out(
        (player,), Exit.WON, rules.cite(Decision.FINISHING_ORDER), "the last player with chips"
    )


@dataclass(frozen=True, slots=True)
class Standings:
    """Who is still in, and who went out in what order (first out first)."""

    remaining: tuple[str, ...] = ()
    outs: tuple[Out, ...] = ()
    blinded_off: tuple[str, ...] = ()  # left early; their stacks are being blinded off

    @classmethod
    def of(cls, players: Iterable[str]) -> Standings:
        names = tuple(players)
        if len(set(names)) != len(names):
            raise PlacesError("a player is listed twice")
        return cls(remaining=names)

    @property
    def over(self) -> bool:
        return not self.remaining and bool(self.outs)

    def _out_players(self) -> set[str]:
        return {p for out in self.outs for p in out.players}

    def enter(self, player: str) -> Standings:
        """A late entry, or a re-entry: a re-entered player's earlier exit no longer places him
        (he finishes once, where his last entry ends)."""
        if player in self.remaining:
            raise PlacesError(f"{player} is already in")
        if self.over:
            raise PlacesError("the tournament is over")
        outs = tuple(
            replace(
                out,
                players=tuple(p for p in out.players if p != player),
                odd_award_to=None if out.odd_award_to == player else out.odd_award_to,
            )
            for out in self.outs
        )
        return replace(
            self,
            remaining=(*self.remaining, player),
            outs=tuple(out for out in outs if out.players),
        )

    def _check_in(self, players: Iterable[str]) -> None:
        for player in players:
            if player not in self.remaining:
                where = "already out" if player in self._out_players() else "not in the tournament"
                raise PlacesError(f"{player} is {where}")

    def _without(self, gone: Iterable[str], outs: Sequence[Out], rules: HouseRules) -> Standings:
        gone_set = set(gone)
        remaining = tuple(p for p in self.remaining if p not in gone_set)
        all_outs = (*self.outs, *outs)
        if len(remaining) == 1:
            all_outs = (*all_outs, _winner(remaining[0], rules))
            remaining = ()
        return replace(
            self,
            remaining=remaining,
            outs=all_outs,
            blinded_off=tuple(p for p in self.blinded_off if p in remaining),
        )

    def bust(self, busts: Sequence[Bust], rules: HouseRules) -> Standings:
        """The players who went broke on one hand (Ubetcha PROCEDURES & RULES 14). When one
        player is left, he is the winner."""
        _check_busts(busts, len(self.remaining))
        names = [b.player for b in busts]
        self._check_in(names)
        return self._without(names, _bust_outs(busts, rules), rules)

    def leave_early(
        self, player: str, chips: int, rules: HouseRules, *, levels_completed: int
    ) -> tuple[Standings, Departure]:
        """A player who must leave before the end, with `chips` in front of him."""
        self._check_in([player])
        if player in self.blinded_off:
            raise PlacesError(f"{player} has already left; his stack is being blinded off")
        if chips < 0:
            raise PlacesError(f"{player}: a stack cannot be negative")
        ruling = leaving_early(rules, levels_completed=levels_completed)
        if ruling.handling is LeavingEarly.BLINDED_OFF:
            after = replace(self, blinded_off=(*self.blinded_off, player))
            return after, Departure(
                player, ruling.handling, 0, ruling.citation, ruling.reason, None
            )
        out = Out(
            (player,),
            Exit.LEFT_EARLY,
            rules.cite(Decision.LEAVING_EARLY_PLACE),
            f"left with {chips:,} chips, removed from play: signs out as if eliminated now",
        )
        after = self._without([player], [out], rules)
        finish = after.finish_of(player)
        return after, Departure(
            player, ruling.handling, chips, ruling.citation, ruling.reason, finish
        )

    def end_on_chips(self, counts: Mapping[str, int], rules: HouseRules) -> Standings:
        """The game is stopped (a time limit, or called off): every player still in is placed by
        his chips, most chips first; equal counts tie and share (Applewood Misc. 28)."""
        if not self.remaining:
            raise PlacesError("nobody is left to place")
        if set(counts) != set(self.remaining):
            missing = sorted(set(self.remaining) - set(counts))
            extra = sorted(set(counts) - set(self.remaining))
            parts = []
            if missing:
                parts.append(f"no count for {', '.join(missing)}")
            if extra:
                parts.append(f"{', '.join(extra)} not in")
            raise PlacesError(
                "chip counts must cover exactly the players left: " + "; ".join(parts)
            )
        for player, chips in counts.items():
            if chips < 0:
                raise PlacesError(f"{player}: a count cannot be negative")
        rule = rules.cite(Decision.TIME_LIMIT_END)
        # Players listed in the order they are still in, so ties keep a stable order.
        ordered = sorted(self.remaining, key=lambda p: counts[p])
        groups = [tuple(g) for _, g in groupby(ordered, key=lambda p: counts[p])]
        outs: list[Out] = []
        for index, group in enumerate(groups):
            chips = counts[group[0]]
            top = index == len(groups) - 1
            if len(group) == 1:
                reason = (
                    f"the most chips ({chips:,}) when the game was stopped: the winner"
                    if top
                    else f"{chips:,} chips when the game was stopped"
                )
            else:
                reason = f"tied on {chips:,} chips when the game was stopped: they share"
            outs.append(Out(group, Exit.CHIP_COUNT, rule, reason))
        return replace(self, remaining=(), outs=(*self.outs, *outs), blinded_off=())

    def finishes(self) -> tuple[Finish, ...]:
        """The decided places, best first. A place counts everyone still in above it."""
        place = len(self.remaining) + 1
        result: list[Finish] = []
        for out in reversed(self.outs):
            result.append(
                Finish(place, out.players, out.exit, out.citation, out.reason, out.odd_award_to)
            )
            place += len(out.players)
        return tuple(result)

    def finish_of(self, player: str) -> Finish | None:
        """The player's place, or None while he is still in."""
        for finish in self.finishes():
            if player in finish.players:
                return finish
        return None


def bust_places(busts: Sequence[Bust], players_in: int, rules: HouseRules) -> tuple[Finish, ...]:
    """The places of one hand's bust-outs with `players_in` players in before the hand, best
    first (Ubetcha PROCEDURES & RULES 14): what `Standings.bust` decides, when only the count
    of players in is known."""
    _check_busts(busts, players_in)
    place = players_in - len(busts) + 1
    result: list[Finish] = []
    for out in reversed(_bust_outs(busts, rules)):
        result.append(
            Finish(place, out.players, out.exit, out.citation, out.reason, out.odd_award_to)
        )
        place += len(out.players)
    return tuple(result)
