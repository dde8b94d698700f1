"""The director's player and money commands, decided by the house book in force.

Each `cmd_*` checks a request against the tournament's state and the book's profile and returns
the event to journal, with the decision written into it (the chips given, a late penalty, the
rule cited): the fold then replays the same whatever the profile says later. A refusal raises
EntryRefused with the reason, the rule, and what would be allowed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from dealer_assist.core.cards import Card
from dealer_assist.core.clock.colour_up import ColourUp, colour_up
from dealer_assist.core.clock.sales import levels_done, on_sale
from dealer_assist.core.clock.structure import Break, ChipDenomination, Level
from dealer_assist.core.events import Event, new_event_id
from dealer_assist.core.money.ledger import (
    DealTaken,
    MoneySettingsChanged,
    PayoutTableChanged,
    PrizePaid,
)
from dealer_assist.core.money.payouts import (
    PayoutError,
    PayoutTable,
    Share,
    parse_share,
    payout_table,
    preset_table,
    share_text,
)
from dealer_assist.core.money.places import leaving_early
from dealer_assist.core.roster import (
    AddOnBought,
    AlternateSeated,
    ChipsCounted,
    ColourUpDone,
    EntryBought,
    PaymentRefunded,
    PlayerEliminated,
    PlayerLeft,
    PlayerRegistered,
    PlayerStatus,
    PlayerUpdated,
    RebuyBought,
    TournamentEndedOnChips,
)
from dealer_assist.core.rules.house_rules import (
    Citation,
    ColourUpRounding,
    Decision,
    HouseRules,
    LeavingEarly,
)
from dealer_assist.core.tournament import TournamentError, TournamentState, apply


class EntryRefused(TournamentError):
    """A player or money command the rules refuse; `rule` is the citation, if a book decides."""

    def __init__(self, message: str, rule: Citation | None = None) -> None:
        super().__init__(f"{message}: {rule.label}" if rule is not None else message)
        self.rule = rule


def _checked(state: TournamentState, event: Event) -> None:
    apply(state, event)  # raises with the fold's reason


def _level_now(state: TournamentState, now_ms: int) -> tuple[int, Level | None]:
    """(levels completed, the level in play or next after a break); (0, None) before the
    start."""
    reading = state.reading(now_ms)
    if reading is None:
        return 0, None
    structure = state.structure
    done = levels_done(structure, reading.period_index)
    period = structure.periods[reading.period_index]
    if isinstance(period, Level):
        return done, period
    return done, reading.next_level


def payout_table_in_force(state: TournamentState) -> PayoutTable | None:
    """The payout table over the whole pool: the one the director kept, else the preset for
    the field; None without a pool, entries or a table that pays it out."""
    ledger = state.ledger
    pool = ledger.prize_pool
    if pool <= 0:
        return None
    try:
        if ledger.payout_shares:
            shares = [parse_share(text) for text in ledger.payout_shares]
            place = min(max(1, ledger.remainder_place), len(shares))
            return payout_table(pool, shares, unit=ledger.payout_unit, remainder_place=place)
        if state.roster.entries:
            return preset_table(pool, state.roster.entries, unit=ledger.payout_unit)
    except PayoutError:
        return None
    return None


# -- settings and players -----------------------------------------------------------------------


def cmd_settings(
    state: TournamentState,
    now_ms: int,
    *,
    buy_in: int,
    fee: int = 0,
    fee_percent: int = 0,
    bounty: int = 0,
    capacity: int = 0,
    re_entries: int = 0,
    payout_unit: int = 1,
) -> MoneySettingsChanged:
    event = MoneySettingsChanged(
        event_id=new_event_id(),
        at_ms=now_ms,
        buy_in=buy_in,
        fee=fee,
        fee_percent=fee_percent,
        bounty=bounty,
        capacity=capacity,
        re_entries=re_entries,
        payout_unit=payout_unit,
    )
    _checked(state, event)
    return event


def cmd_register(
    state: TournamentState, now_ms: int, name: str, *, nickname: str = "", contact: str = ""
) -> PlayerRegistered:
    name = " ".join(name.split())
    if not name:
        raise EntryRefused("a player needs a name")
    taken = [p for p in state.roster.players if p.name.casefold() == name.casefold()]
    if taken and not nickname:
        raise EntryRefused(
            f"{name} is already registered; give this player a nickname to tell them apart"
        )
    event = PlayerRegistered(
        event_id=new_event_id(),
        at_ms=now_ms,
        player_id=new_event_id()[:12],
        name=name,
        nickname=nickname.strip(),
        contact=contact.strip(),
    )
    _checked(state, event)
    return event


def cmd_update_player(
    state: TournamentState, now_ms: int, player_id: str, name: str, nickname: str, contact: str
) -> PlayerUpdated:
    event = PlayerUpdated(
        event_id=new_event_id(),
        at_ms=now_ms,
        player_id=player_id,
        name=" ".join(name.split()),
        nickname=nickname.strip(),
        contact=contact.strip(),
    )
    _checked(state, event)
    return event


# -- buying in -----------------------------------------------------------------------------------


def late_entry(state: TournamentState, rules: HouseRules, now_ms: int) -> tuple[int, Citation]:
    """The late penalty in chips for a buy-in now (0 before the start), or EntryRefused when
    late entry has closed (Ubetcha SEATING 3: until the end of level 4, three big blinds)."""
    rule = rules.cite(Decision.LATE_ENTRY)
    done, level = _level_now(state, now_ms)
    if level is None:  # not started: on time
        return 0, rule
    until = rules.late_entry_until_level
    if until is not None and done >= until:
        closed = "before the start" if until == 0 else f"at the end of level {until}"
        raise EntryRefused(f"late entry closed {closed}", rule)
    return rules.late_entry_penalty_big_blinds * level.big_blind, rule


def cmd_buy_in(
    state: TournamentState, rules: HouseRules, now_ms: int, player_id: str, *, method: str = "cash"
) -> EntryBought:
    """A buy-in (or re-entry) at the tournament's price: the starting stack less any late
    penalty; on the alternates list when every seat is taken."""
    player = state.roster.get(player_id)
    ledger = state.ledger
    re_entry = player.status in (PlayerStatus.ELIMINATED, PlayerStatus.LEFT)
    if re_entry:
        used = player.entries - 1
        if used >= ledger.re_entries:
            allowed = (
                "no re-entries" if ledger.re_entries == 0 else f"{ledger.re_entries} re-entries"
            )
            raise EntryRefused(f"{player.label} cannot re-enter: this tournament allows {allowed}")
    elif player.status is not PlayerStatus.REGISTERED:
        raise EntryRefused(f"{player.label} has already bought in")
    penalty, rule = late_entry(state, rules, now_ms)
    starting = state.structure.starting_stack
    seated = len(state.roster.playing) + len(state.roster.alternates)
    alternate = bool(ledger.capacity) and seated >= ledger.capacity
    event = EntryBought(
        event_id=new_event_id(),
        at_ms=now_ms,
        player_id=player_id,
        price=ledger.buy_in,
        fee=ledger.fee,
        bounty=ledger.bounty,
        method=method,
        chips=max(starting - penalty, _smallest_chip(state)),
        penalty_chips=min(penalty, starting - _smallest_chip(state)),
        re_entry=re_entry,
        alternate=alternate,
        rule=rule.label if penalty else "",
    )
    _checked(state, event)
    return event


def _smallest_chip(state: TournamentState) -> int:
    chips = state.structure.chips
    return min((c.value for c in chips), default=1)


def cmd_seat_alternate(
    state: TournamentState, now_ms: int, player_id: str | None = None
) -> AlternateSeated:
    """Give a free seat to the first alternate (or `player_id`)."""
    waiting = state.roster.alternates
    if not waiting:
        raise EntryRefused("nobody is on the alternates list")
    capacity = state.ledger.capacity
    if capacity and len(state.roster.playing) >= capacity:
        raise EntryRefused(f"all {capacity} seats are taken; an alternate is seated when one frees")
    chosen = waiting[0] if player_id is None else state.roster.get(player_id)
    event = AlternateSeated(event_id=new_event_id(), at_ms=now_ms, player_id=chosen.player_id)
    _checked(state, event)
    return event


def cmd_rebuy(
    state: TournamentState,
    now_ms: int,
    player_id: str,
    *,
    stack_now: int | None = None,
    method: str = "cash",
) -> RebuyBought:
    """A rebuy in the structure's window (through the end of level `until_level`), only below
    the starting stack where the structure says so (Fountain Valley: "if the player is under
    their original $1,000 starting amount"); `stack_now` is the player's count, when known."""
    window = state.structure.rebuy
    player = state.roster.get(player_id)
    if window is None:
        raise EntryRefused("this tournament has no rebuys")
    done, level = _level_now(state, now_ms)
    if level is None:
        raise EntryRefused("rebuys open when the clock starts")
    if done >= window.until_level:
        raise EntryRefused(f"rebuys closed at the end of level {window.until_level}")
    if player.status is not PlayerStatus.PLAYING:
        raise EntryRefused(f"{player.label} is not playing ({player.status.value})")
    stack = stack_now if stack_now is not None else player.chips
    starting = state.structure.starting_stack
    if window.only_below_starting_stack:
        if stack is None:
            raise EntryRefused(
                f"a rebuy needs {player.label}'s stack now: only a player under the starting"
                f" {starting:,} may rebuy"
            )
        if stack >= starting:
            raise EntryRefused(
                f"{player.label} has {stack:,}: only a player under the starting {starting:,}"
                " may rebuy"
            )
    event = RebuyBought(
        event_id=new_event_id(),
        at_ms=now_ms,
        player_id=player_id,
        price=window.price,
        method=method,
        chips=window.chips,
    )
    _checked(state, event)
    return event


def cmd_add_on(
    state: TournamentState, now_ms: int, player_id: str, *, method: str = "cash"
) -> AddOnBought:
    """The add-on, once per player, from the end of level `after_level` until the end of the
    next level (Fountain Valley: "At 8pm all players will be allowed to purchase...")."""
    window = state.structure.add_on
    player = state.roster.get(player_id)
    if window is None:
        raise EntryRefused("this tournament has no add-on")
    done, _level = _level_now(state, now_ms)
    if done < window.after_level:
        raise EntryRefused(f"the add-on opens at the end of level {window.after_level}")
    if done > window.after_level:
        raise EntryRefused(f"the add-on closed at the end of level {window.after_level + 1}")
    if player.status is not PlayerStatus.PLAYING:
        raise EntryRefused(f"{player.label} is not playing ({player.status.value})")
    if player.add_ons:
        raise EntryRefused(f"{player.label} already took the add-on")
    event = AddOnBought(
        event_id=new_event_id(),
        at_ms=now_ms,
        player_id=player_id,
        price=window.price,
        method=method,
        chips=window.chips,
    )
    _checked(state, event)
    return event


def cmd_refund(
    state: TournamentState,
    now_ms: int,
    payment_event_id: str,
    *,
    amount: int | None = None,
    method: str | None = None,
    reason: str = "",
) -> PaymentRefunded:
    paid = state.ledger.payment(payment_event_id)
    event = PaymentRefunded(
        event_id=new_event_id(),
        at_ms=now_ms,
        payment_event_id=payment_event_id,
        amount=paid.amount if amount is None else amount,
        method=method or paid.method,
        reason=reason,
    )
    _checked(state, event)
    return event


# -- out of the tournament -----------------------------------------------------------------------


def cmd_eliminate(
    state: TournamentState,
    now_ms: int,
    player_id: str,
    *,
    hand: str = "",
    table: int | None = None,
    start_chips: int | None = None,
    best_hand_rank: int = 0,
) -> PlayerEliminated:
    """A bust-out. Several on one hand are placed by their chips at its start (Ubetcha
    PROCEDURES & RULES 14), so a second bust-out on the same hand needs them for both."""
    last = state.roster.timeline[-1] if state.roster.timeline else None
    if hand and last is not None and last[0] == "bust" and last[2] == hand:
        if start_chips is None or not last[3]:
            raise EntryRefused(
                f"two players out on hand {hand}: give each one's chips at the start of that"
                " hand, which decide who finishes higher (Ubetcha PROCEDURES & RULES 14)"
            )
    event = PlayerEliminated(
        event_id=new_event_id(),
        at_ms=now_ms,
        player_id=player_id,
        hand=hand,
        table=table,
        start_chips=start_chips,
        best_hand_rank=best_hand_rank,
    )
    _checked(state, event)
    return event


def leaving_handling(
    state: TournamentState, rules: HouseRules, now_ms: int
) -> tuple[str, Citation]:
    """What the book does with the chips of a player who leaves now: "blinded_off" or
    "removed" (`core/places.leaving_early`: Applewood Gameplay Rules 4, Ubetcha PROCEDURES &
    RULES 15)."""
    done, _level = _level_now(state, now_ms)
    ruling = leaving_early(rules, levels_completed=done)
    handling = "blinded_off" if ruling.handling is LeavingEarly.BLINDED_OFF else "removed"
    return handling, ruling.citation


def cmd_leave_early(
    state: TournamentState, rules: HouseRules, now_ms: int, player_id: str, *, chips: int
) -> PlayerLeft:
    handling, rule = leaving_handling(state, rules, now_ms)
    event = PlayerLeft(
        event_id=new_event_id(),
        at_ms=now_ms,
        player_id=player_id,
        chips=chips,
        handling=handling,
        rule=rule.label,
    )
    _checked(state, event)
    return event


def cmd_count_chips(state: TournamentState, now_ms: int, counts: Mapping[str, int]) -> ChipsCounted:
    event = ChipsCounted(event_id=new_event_id(), at_ms=now_ms, counts=dict(counts))
    _checked(state, event)
    return event


def colour_up_due(state: TournamentState, now_ms: int) -> tuple[int, ...]:
    """The chip values the break in play removes, or else the next break that removes any
    (what the director's Colour up screen works on); () when none is left."""
    reading = state.reading(now_ms)
    start = 0 if reading is None else reading.period_index
    for period in state.structure.periods[start:]:
        if isinstance(period, Break) and period.colour_up:
            return period.colour_up
    return ()


def chips_before_colour_up(state: TournamentState, now_ms: int) -> tuple[ChipDenomination, ...]:
    """The chips in play before the break that comes (or is on) now takes any off."""
    reading = state.reading(now_ms)
    index = 0 if reading is None else reading.period_index
    gone = {v for p in state.structure.periods[:index] if isinstance(p, Break) for v in p.colour_up}
    return tuple(c for c in state.structure.chips if c.value not in gone)


def cmd_colour_up(
    state: TournamentState,
    rules: HouseRules,
    now_ms: int,
    stacks: Mapping[str, Mapping[int, int]],
    *,
    removed: Sequence[int],
    rounding: ColourUpRounding | None = None,
    race_cards: Mapping[str, Sequence[Card]] | None = None,
) -> tuple[ColourUpDone, ColourUp]:
    """Remove the chip values `removed`: what every player gets (`stacks`: player_id ->
    {chip value: count}), by the book or a chip race, and the event that records the change
    of value. Returns (event, the plan to show)."""
    order = list(stacks)
    in_play = [c.value for c in chips_before_colour_up(state, now_ms)]
    plan = colour_up(
        {seat: stacks[pid] for seat, pid in enumerate(order)},
        removed,
        in_play,
        rules,
        rounding=rounding,
        race_cards=None
        if race_cards is None
        else {order.index(pid): cards for pid, cards in race_cards.items()},
    )
    event = ColourUpDone(
        event_id=new_event_id(),
        at_ms=now_ms,
        removed=tuple(sorted(removed)),
        changes={order[p.seat]: p.value_change for p in plan.players},
        rule=plan.citation.label,
    )
    _checked(state, event)
    return event, plan


def cmd_end_on_chips(
    state: TournamentState, now_ms: int, counts: Mapping[str, int]
) -> TournamentEndedOnChips:
    """Stop play and place everyone still in by chips (a time limit, or called off early)."""
    event = TournamentEndedOnChips(event_id=new_event_id(), at_ms=now_ms, counts=dict(counts))
    _checked(state, event)
    return event


# -- paying out ----------------------------------------------------------------------------------


def cmd_payout_table(
    state: TournamentState,
    now_ms: int,
    shares: Sequence[Share] | None,
    *,
    remainder_place: int = 1,
) -> PayoutTableChanged:
    """Keep the director's payout table (None: back to the preset). Refused unless it pays
    out exactly the pool (percentages adding up to 100 of what fixed amounts leave)."""
    if shares:
        try:
            payout_table(
                max(state.ledger.prize_pool, 0),
                shares,
                unit=state.ledger.payout_unit,
                remainder_place=remainder_place,
            )
        except PayoutError as exc:
            raise EntryRefused(str(exc)) from None
    event = PayoutTableChanged(
        event_id=new_event_id(),
        at_ms=now_ms,
        shares=tuple(share_text(s) for s in shares or ()),
        remainder_place=remainder_place,
    )
    _checked(state, event)
    return event


def cmd_pay(
    state: TournamentState,
    now_ms: int,
    player_id: str,
    amount: int,
    *,
    what: str = "prize",
    method: str = "cash",
) -> PrizePaid:
    state.roster.get(player_id)
    event = PrizePaid(
        event_id=new_event_id(),
        at_ms=now_ms,
        player_id=player_id,
        amount=amount,
        method=method,
        what=what,
    )
    _checked(state, event)
    return event


def cmd_deal(
    state: TournamentState,
    now_ms: int,
    shares: Mapping[str, int],
    *,
    method: str,
    kept_for_winner: int = 0,
) -> DealTaken:
    """Record a deal among the players left: every one of them gets a share."""
    playing = {p.player_id for p in state.roster.playing}
    if set(shares) != playing:
        raise EntryRefused("a deal shares among exactly the players still in")
    left = state.ledger.prize_pool - state.ledger.paid_out
    total = sum(shares.values()) + kept_for_winner
    if total > left:
        raise EntryRefused(f"the deal shares {total:,} but only {left:,} is left to pay")
    event = DealTaken(
        event_id=new_event_id(),
        at_ms=now_ms,
        shares=dict(shares),
        method=method,
        kept_for_winner=kept_for_winner,
    )
    _checked(state, event)
    return event


__all__ = [
    "EntryRefused",
    "cmd_add_on",
    "chips_before_colour_up",
    "colour_up_due",
    "levels_done",
    "on_sale",
    "payout_table_in_force",
    "cmd_buy_in",
    "cmd_colour_up",
    "cmd_count_chips",
    "cmd_deal",
    "cmd_eliminate",
    "cmd_end_on_chips",
    "cmd_leave_early",
    "cmd_pay",
    "cmd_payout_table",
    "cmd_rebuy",
    "cmd_refund",
    "cmd_register",
    "cmd_seat_alternate",
    "cmd_settings",
    "cmd_update_player",
    "late_entry",
    "leaving_handling",
]
