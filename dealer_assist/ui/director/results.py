"""The night's results as the Payouts tab and the exports show them: the payout table, every
finished player's place and prize (a deal's shares instead where one was taken), what is paid,
and the cash by method. Worked out from the state by the core (`standings`, `payouts`); no Qt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dealer_assist.core.money.ledger import Ledger
from dealer_assist.core.money.payouts import (
    Movement,
    PayoutError,
    PayoutTable,
    Reconciliation,
    Share,
    award,
    payout_table,
    preset_for,
    reconcile,
)
from dealer_assist.core.money.payouts import parse_share as parse_share  # where the panel finds it
from dealer_assist.core.money.places import PlacesError, places_text
from dealer_assist.core.money.standings import finishes
from dealer_assist.core.rules.house_rules import HouseRules
from dealer_assist.core.tournament import TournamentState
from dealer_assist.ui.director.entry_words import money, player_name

PAID_OUT_KINDS = ("prize", "deal")


@dataclass(frozen=True, slots=True)
class ResultLine:
    """One player's place and prize. `place` is 0 for a player still in who shares a deal."""

    place: int
    last_place: int
    player_id: str
    player: str
    amount: int  # the prize (or the deal's share) for the place
    what: str  # "prize" or "deal": how it is paid
    paid: int  # prizes and deal shares paid to this player so far
    reason: str
    rule: str

    @property
    def places(self) -> str:
        return "in play" if self.place == 0 else places_text(self.place, self.last_place)

    @property
    def due(self) -> int:
        return max(0, self.amount - self.paid)


@dataclass(frozen=True, slots=True)
class Results:
    """The payout table (None with `problem` when there is none yet) and the result lines."""

    pool: int
    entries: int
    players_left: int
    table: PayoutTable | None
    problem: str
    lines: tuple[ResultLine, ...]
    custom: bool  # the table was edited (not the preset)

    def remainder_words(self) -> str:
        """Where the rounding goes, said plainly."""
        table = self.table
        if table is None:
            return ""
        unit = f"Prizes are rounded down to units of {money(table.unit)}"
        where = places_text(table.remainder_place, table.remainder_place)
        if table.remainder:
            return f"{unit}; the {money(table.remainder)} left by rounding goes to {where}."
        return f"{unit}; nothing is left by rounding (it would go to {where})."

    def prizes_left(self) -> list[int]:
        """The prizes still to be won by the players left, 1st first (a deal shares them)."""
        if self.table is None:
            return []
        return [self.table.amount(place) for place in range(1, self.players_left + 1)]


def preset_shares(entries: int) -> tuple[Share, ...]:
    """The preset's percentages for a field of `entries`."""
    return tuple(Share(percent=p) for p in preset_for(entries).percents)


def results_of(
    state: TournamentState,
    rules: HouseRules,
    *,
    shares: Sequence[Share] | None = None,
    remainder_place: int = 1,
) -> Results:
    """Places, prizes and payments as they stand. `shares`: an edited table (None: the
    preset for the field); the rounding unit is the tournament's payout unit."""
    ledger, roster = state.ledger, state.roster
    pool, field = ledger.prize_pool, roster.entries
    players_left = len(roster.playing)
    custom = shares is not None
    table: PayoutTable | None = None
    problem = ""
    try:
        if shares is None:
            if field < 1:
                raise PayoutError("no entries yet: the payout table follows the field size")
            preset = preset_for(field)
            shares = preset_shares(field)
            source = f"preset for {preset.label.split(':')[0]}"
        else:
            source = "edited table"
        place = min(max(1, remainder_place), max(1, len(shares)))
        table = payout_table(
            pool, list(shares), unit=ledger.payout_unit, remainder_place=place, source=source
        )
    except PayoutError as exc:
        problem = str(exc)
    lines: list[ResultLine] = []
    paid = _paid(ledger)
    deal = ledger.deal
    try:
        finished = finishes(roster, rules)
    except PlacesError as exc:
        finished = ()
        problem = problem or f"places cannot be worked out: {exc}"
    placed: set[str] = set()
    if table is not None:
        try:
            awards = award(table, finished, rules)
        except PayoutError as exc:
            awards = ()
            problem = str(exc)
        for a in awards:
            finish = next(f for f in finished if a.player in f.players)
            amount, what = a.amount, "prize"
            if deal is not None and a.player in deal.shares:
                amount = deal.shares[a.player] + (deal.kept_for_winner if a.place == 1 else 0)
                what = "deal"
            rule = (a.citation or finish.citation).label
            reason = finish.reason if a.citation is None else f"{finish.reason}; {a.reason}"
            lines.append(
                ResultLine(
                    a.place,
                    a.last_place,
                    a.player,
                    player_name(roster, a.player),
                    amount,
                    what,
                    paid.get(a.player, 0),
                    reason,
                    rule,
                )
            )
            placed.add(a.player)
    else:
        for finish in finished:
            for player in finish.players:
                lines.append(
                    ResultLine(
                        finish.place,
                        finish.last_place,
                        player,
                        player_name(roster, player),
                        0,
                        "prize",
                        paid.get(player, 0),
                        finish.reason,
                        finish.citation.label,
                    )
                )
                placed.add(player)
    if deal is not None:  # shares of a deal among players still in: payable now
        for player, share in deal.shares.items():
            if player not in placed:
                lines.append(
                    ResultLine(
                        0,
                        0,
                        player,
                        player_name(roster, player),
                        share,
                        "deal",
                        paid.get(player, 0),
                        f"deal ({deal.method})"
                        + (
                            f"; {money(deal.kept_for_winner)} more to the winner"
                            if deal.kept_for_winner
                            else ""
                        ),
                        "",
                    )
                )
    lines.sort(key=lambda line: (line.place != 0, line.place))  # still in (a deal) first
    return Results(pool, field, players_left, table, problem, tuple(lines), custom)


def _paid(ledger: Ledger) -> dict[str, int]:
    paid: dict[str, int] = {}
    for p in ledger.payments:
        if p.kind in PAID_OUT_KINDS:
            paid[p.player_id] = paid.get(p.player_id, 0) - p.amount
    return paid


def cash_of(ledger: Ledger) -> Reconciliation:
    """Money in by method against what was paid out (refunds, prizes, bounties, deals); what
    should be on hand is the house's fee plus what is still owed (prizes and bounties)."""
    taken: list[Movement] = []
    out: list[Movement] = []
    for p in ledger.payments:
        if p.amount >= 0:
            taken.append(Movement(p.method, p.amount, p.kind))
        else:
            out.append(Movement(p.method, -p.amount, p.kind))
    owed = max(0, ledger.prize_pool + ledger.bounties - ledger.paid_out)
    return reconcile(taken, out, house_fee=ledger.fees, still_owed=owed)
