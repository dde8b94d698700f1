"""A new tournament as the director describes it on one form, checked before any file exists.

The form asks the name, the house book, the structure, the players expected and the tables,
the buy-in and whether rebuys are sold. The players are not registered here: each is named
and bought in at the desk as they arrive (a buy-in is money in the prize pool, so no entry is
made up in advance); the count sizes the room, the tables are set with their seats, and the
draw seats whoever has bought in.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import msgspec

from dealer_assist.core.clock.structure import RebuyWindow, Structure
from dealer_assist.core.rules.house_rules import HouseRules
from dealer_assist.core.seating.seat_draw import table_capacity
from dealer_assist.core.tournament import TournamentError

FULL_TABLE = 10  # a poker table's seats, unless the book seats fewer (Fountain Valley: 9)
MOST_TABLES = 200  # the Tables tab's own limit
MOST_PLAYERS = 10_000
# Rebuys added to a structure that has none: through this level, unless the book's late entry
# closes at another one (Ubetcha SEATING 3: level 4).
DEFAULT_REBUY_LEVELS = 4


class PlanRefused(TournamentError):
    """The form's answers cannot make a tournament; the message says what to change."""


@dataclass(frozen=True, slots=True)
class TournamentPlan:
    """The form's answers. `players` and `tables` 0: not known yet (set on the Tables tab);
    `seats` is the room's seat limit (beyond it buy-ins wait as alternates; 0: none);
    `rebuys` None: as the structure says."""

    name: str
    house_book: str
    structure_name: str
    players: int = 0
    tables: int = 0
    buy_in: int = 0
    seats: int = 0
    rebuys: bool | None = None

    def settings(self) -> dict[str, int]:
        """The plan as the shelf's `settings` mapping (only what was given)."""
        result = {}
        if self.buy_in or self.seats:  # none typed: no money settings recorded
            result = {"buy_in": self.buy_in, "capacity": self.seats}
        if self.players:
            result["players"] = self.players
        if self.tables:
            result["tables"] = self.tables
        if self.rebuys is not None:
            result["rebuys"] = int(self.rebuys)
        return result


def seats_per_table(rules: HouseRules) -> int:
    """The seats each new table gets: a full table, at most the book's `max_seats`."""
    return table_capacity(FULL_TABLE, rules)


def tables_needed(players: int, rules: HouseRules) -> int:
    """The fewest tables that seat `players` (0 for none)."""
    return math.ceil(max(0, players) / seats_per_table(rules))


def check_plan(plan: TournamentPlan, rules: HouseRules) -> None:
    """PlanRefused naming the first answer to change, in the form's words."""
    if not " ".join(plan.name.split()):
        raise PlanRefused("the tournament needs a name, e.g. 'Friday Deepstack'")
    for what, value, most in (
        ("players", plan.players, MOST_PLAYERS),
        ("tables", plan.tables, MOST_TABLES),
    ):
        if not 0 <= value <= most:
            raise PlanRefused(f"the number of {what} is from 0 to {most:,}, not {value:,}")
    if plan.buy_in < 0 or plan.seats < 0:
        raise PlanRefused("the buy-in and the seats cannot be negative")
    seats = seats_per_table(rules)
    if plan.players and not plan.tables:
        need = tables_needed(plan.players, rules)
        raise PlanRefused(
            f"0 tables cannot seat {plan.players} players: {need} table{_s(need)} of {seats}"
            " seats would"
        )
    if plan.players and plan.tables > plan.players:
        raise PlanRefused(
            f"{plan.tables} tables for {plan.players} player{_s(plan.players)}: every table needs"
            f" players; use {tables_needed(plan.players, rules)}"
        )
    if plan.tables and plan.players > plan.tables * seats:
        need = tables_needed(plan.players, rules)
        raise PlanRefused(
            f"{plan.players} players do not fit {plan.tables} table{_s(plan.tables)} of {seats}"
            f" seats ({rules.title}: at most {rules.max_seats} a table): {need} tables would"
        )


def table_seats(plan: TournamentPlan, rules: HouseRules) -> dict[int, int]:
    """The tables to set (number -> seats), numbered from 1; empty when none were given."""
    return dict.fromkeys(range(1, plan.tables + 1), seats_per_table(rules))


def with_rebuys(
    structure: Structure, allowed: bool | None, buy_in: int, rules: HouseRules
) -> Structure:
    """The structure with rebuys as the form says. Off: its rebuy window goes (its add-on
    stays). On, for a structure that sells none: rebuys of a starting stack at the buy-in's
    price, through the level the book's late entry closes (else level 4, or the last)."""
    if allowed is None or allowed == (structure.rebuy is not None):
        return structure
    if not allowed:
        return msgspec.structs.replace(structure, rebuy=None)
    until = rules.late_entry_until_level or DEFAULT_REBUY_LEVELS
    window = RebuyWindow(
        until_level=max(1, min(until, len(structure.levels))),
        chips=structure.starting_stack,
        price=buy_in,
    )
    return msgspec.structs.replace(structure, rebuy=window)


def _s(count: int) -> str:
    return "" if count == 1 else "s"
