"""Players and money under each house book ([8/13]): buy-ins, late entry, re-entry, rebuys,
add-ons, alternates, refunds, leaving early, and the prize pool they make. Every decision the
book takes is tested with the book's own words and example."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.core import entries as e
from dealer_assist.core import tournament as t
from dealer_assist.core.roster import PlayerStatus
from dealer_assist.core.rules.house_rules import HouseRules
from dealer_assist.house_books import house_rules
from dealer_assist.resources import resource_path

T0 = 1_800_000_000_000
MIN = 60_000


def _structure(name: str) -> str:
    return resource_path("structures", f"{name}.toml").read_text(encoding="utf-8")


def _new(book: str, structure: str, *, buy_in: int = 100, **settings: int) -> t.TournamentState:
    state = t.apply(None, t.cmd_create("Night", book, _structure(structure), T0))
    return t.apply(state, e.cmd_settings(state, T0, buy_in=buy_in, **settings))


def _register(state: t.TournamentState, name: str) -> tuple[t.TournamentState, str]:
    event = e.cmd_register(state, T0, name)
    return t.apply(state, event), event.player_id


def _at_level(state: t.TournamentState, level: int, now: int) -> t.TournamentState:
    """The clock started and moved to the start of `level` at `now`."""
    if state.anchor is None:
        state = t.apply(state, t.cmd_start(state, now))
    index = next(
        i for i, p in enumerate(state.structure.periods) if state.structure.level_number(i) == level
    )
    return t.apply(state, t.cmd_jump(state, now, index))


def _after_level(state: t.TournamentState, level: int, now: int) -> t.TournamentState:
    """At the first period after `level` (the break that follows it, or the next level)."""
    state = _at_level(state, level, now)
    index = next(
        i for i, p in enumerate(state.structure.periods) if state.structure.level_number(i) == level
    )
    return t.apply(state, t.cmd_jump(state, now, index + 1))


def _buy(state: t.TournamentState, rules: HouseRules, player_id: str, now: int = T0):
    event = e.cmd_buy_in(state, rules, now, player_id)
    return t.apply(state, event), event


# -- late entry ---------------------------------------------------------------------------------


def test_ubetcha_seating_3_late_entry_costs_three_big_blinds_until_level_4_ends() -> None:
    """Ubetcha SEATING 3: "Late players are allowed to enter a Regular tournament until the end
    of level 4. If a player is late to the event, they will be penalized an amount equal to
    three times the big blind." """
    rules = house_rules("ubetcha")
    state, ann = _register(_new("ubetcha", "ubetcha"), "Ann")
    state, bob = _register(state, "Bob")
    state = _at_level(state, 3, T0 + MIN)  # level 3: 300/600
    state, bought = _buy(state, rules, ann, T0 + MIN)
    assert bought.penalty_chips == 3 * 600 and bought.chips == 10_000 - 1800
    assert bought.rule == "Ubetcha, SEATING 3"
    assert state.roster.get(ann).chips == 8_200
    state = _after_level(state, 4, T0 + 2 * MIN)
    with pytest.raises(
        e.EntryRefused, match="late entry closed at the end of level 4: Ubetcha, SEATING 3"
    ):
        e.cmd_buy_in(state, rules, T0 + 2 * MIN, bob)


def test_on_time_entries_pay_no_penalty() -> None:
    rules = house_rules("ubetcha")
    state, ann = _register(_new("ubetcha", "ubetcha"), "Ann")
    state, bought = _buy(state, rules, ann)
    assert bought.penalty_chips == 0 and bought.chips == 10_000 and bought.rule == ""


def test_applewood_payment_everyone_pays_before_the_start() -> None:
    """Applewood Payment: "Players must pay the entry fee before drawing for a seat location
    and receiving chips" (no late entry in the book)."""
    rules = house_rules("applewood")
    state, ann = _register(_new("applewood", "applewood"), "Ann")
    state = t.apply(state, t.cmd_start(state, T0))
    with pytest.raises(e.EntryRefused, match="late entry closed before the start: Applewood"):
        e.cmd_buy_in(state, rules, T0 + 1000, ann)


# -- rebuys and add-ons -------------------------------------------------------------------------


def test_fountain_valley_rebuy_only_under_the_starting_stack_until_8pm() -> None:
    """Fountain Valley: "$500 worth of additional chips may be bought for $20 up to 8pm if the
    player is under their original $1,000 starting amount." (8pm: the start of level 3)"""
    rules = house_rules("fountain-valley")
    state, ann = _register(_new("fountain-valley", "fountain-valley", buy_in=40), "Ann")
    state, _ = _buy(state, rules, ann)
    state = _at_level(state, 1, T0)
    with pytest.raises(e.EntryRefused, match="has 1,000: only a player under the starting 1,000"):
        e.cmd_rebuy(state, T0, ann, stack_now=1000)
    rebuy = e.cmd_rebuy(state, T0, ann, stack_now=700)
    assert (rebuy.chips, rebuy.price) == (500, 20)
    state = t.apply(state, rebuy)
    state = _at_level(state, 3, T0 + MIN)
    with pytest.raises(e.EntryRefused, match="rebuys closed at the end of level 2"):
        e.cmd_rebuy(state, T0 + MIN, ann, stack_now=100)


def test_fountain_valley_add_on_at_8pm_to_every_player_once() -> None:
    """Fountain Valley: "At 8pm all players will be allowed to purchase an additional $1,500
    worth of chips for $40." """
    rules = house_rules("fountain-valley")
    state, ann = _register(_new("fountain-valley", "fountain-valley", buy_in=40), "Ann")
    state, _ = _buy(state, rules, ann)
    state = _at_level(state, 2, T0)
    with pytest.raises(e.EntryRefused, match="opens at the end of level 2"):
        e.cmd_add_on(state, T0, ann)
    state = _at_level(state, 3, T0 + MIN)
    add_on = e.cmd_add_on(state, T0 + MIN, ann)
    assert (add_on.chips, add_on.price) == (1500, 40)
    state = t.apply(state, add_on)
    assert state.roster.get(ann).chips == 2500 and state.roster.chips_in_play == 2500
    with pytest.raises(e.EntryRefused, match="already took the add-on"):
        e.cmd_add_on(state, T0 + MIN, ann)


def test_applewood_rebuy_gives_5000() -> None:
    """Applewood Misc.: the director will "mark on the tourney roster each rebuy for each
    player, and provide 5000 worth in chips." """
    rules = house_rules("applewood")
    state, ann = _register(_new("applewood", "applewood"), "Ann")
    state, _ = _buy(state, rules, ann)
    state = _at_level(state, 2, T0)
    state = t.apply(state, e.cmd_rebuy(state, T0, ann))
    player = state.roster.get(ann)
    assert player.rebuys == 1 and player.chips_bought == state.structure.starting_stack + 5000


# -- seats, re-entry, refunds ---------------------------------------------------------------------


def test_a_full_room_puts_buy_ins_on_the_alternates_list_until_a_seat_frees() -> None:
    rules = house_rules("ubetcha")
    state = _new("ubetcha", "ubetcha", capacity=2)
    ids = []
    for name in ("Ann", "Bob", "Cy"):
        state, pid = _register(state, name)
        state, _ = _buy(state, rules, pid)
        ids.append(pid)
    assert [p.status for p in state.roster.players] == [
        PlayerStatus.PLAYING,
        PlayerStatus.PLAYING,
        PlayerStatus.ALTERNATE,
    ]
    with pytest.raises(e.EntryRefused, match="all 2 seats are taken"):
        e.cmd_seat_alternate(state, T0)
    state = t.apply(state, e.cmd_eliminate(state, T0, ids[0]))
    state = t.apply(state, e.cmd_seat_alternate(state, T0))
    assert state.roster.get(ids[2]).status is PlayerStatus.PLAYING
    assert state.players_left == 2 and state.entries == 3


def test_re_entry_only_when_allowed_and_only_after_busting() -> None:
    rules = house_rules("ubetcha")
    state, ann = _register(_new("ubetcha", "ubetcha", re_entries=1), "Ann")
    state, _ = _buy(state, rules, ann)
    with pytest.raises(e.EntryRefused, match="already bought in"):
        e.cmd_buy_in(state, rules, T0, ann)
    state = t.apply(state, e.cmd_eliminate(state, T0, ann))
    state, again = _buy(state, rules, ann)
    assert again.re_entry and state.roster.get(ann).entries == 2
    state = t.apply(state, e.cmd_eliminate(state, T0, ann))
    with pytest.raises(e.EntryRefused, match="allows 1 re-entries"):
        e.cmd_buy_in(state, rules, T0, ann)


def test_a_refund_is_an_event_and_the_player_is_registered_again() -> None:
    rules = house_rules("ubetcha")
    state, ann = _register(_new("ubetcha", "ubetcha", buy_in=100, fee=10), "Ann")
    state, bought = _buy(state, rules, ann)
    assert state.ledger.prize_pool == 90
    state = t.apply(state, e.cmd_refund(state, T0, bought.event_id, reason="went home sick"))
    assert state.roster.get(ann).status is PlayerStatus.REGISTERED
    assert state.ledger.money_in == 0 and state.ledger.prize_pool == 0
    assert state.roster.chips_in_play == 0
    with pytest.raises(t.TournamentError, match="refunded already"):
        e.cmd_refund(state, T0, bought.event_id)


def test_prize_pool_less_the_house_fee_and_the_bounties_and_the_cash_by_method() -> None:
    rules = house_rules("ubetcha")
    state = _new("ubetcha", "ubetcha", buy_in=120, fee=10, fee_percent=5, bounty=20)
    for name, method in (("Ann", "cash"), ("Bob", "card"), ("Cy", "cash")):
        state, pid = _register(state, name)
        state = t.apply(state, e.cmd_buy_in(state, rules, T0, pid, method=method))
    ledger = state.ledger
    assert ledger.money_in == 360
    assert ledger.bounties == 60
    assert ledger.fees == 30 + (360 - 30 - 60) * 5 // 100
    assert ledger.prize_pool == 360 - ledger.fees - 60
    assert ledger.by_method() == {"cash": 240, "card": 120}


# -- leaving early ------------------------------------------------------------------------------


def test_applewood_leaving_before_six_levels_is_blinded_off_after_removed() -> None:
    """Applewood Gameplay Rules: "1) If they leave before the first round (six levels), then
    their chips will be blinded out by the dealer. 2) If the leave after the first round, then
    their remaining chips will be removed from play." """
    rules = house_rules("applewood")
    state = _new("applewood", "applewood")
    state, ann = _register(state, "Ann")
    state, _ = _buy(state, rules, ann)
    state, bob = _register(state, "Bob")
    state, _ = _buy(state, rules, bob)
    state = _at_level(state, 3, T0)
    early = e.cmd_leave_early(state, rules, T0, ann, chips=4000)
    assert early.handling == "blinded_off" and early.rule.startswith("Applewood")
    state = t.apply(state, early)
    assert state.roster.chips_in_play == 2 * state.structure.starting_stack  # still in play
    state = _after_level(state, 6, T0 + MIN)
    late = e.cmd_leave_early(state, rules, T0 + MIN, bob, chips=9000)
    assert late.handling == "removed"
    state = t.apply(state, late)
    assert state.roster.chips_in_play == 2 * state.structure.starting_stack - 9000


def test_ubetcha_procedures_15_leaving_removes_the_chips_and_counts_as_eliminated() -> None:
    """Ubetcha PROCEDURES & RULES 15: "their chips must be picked up and removed from play.
    They are entitled to sign out of the tournament as if they were eliminated at that time." """
    rules = house_rules("ubetcha")
    state, ann = _register(_new("ubetcha", "ubetcha"), "Ann")
    state, _ = _buy(state, rules, ann)
    left = e.cmd_leave_early(state, rules, T0 + 5, ann, chips=6000)
    assert left.handling == "removed" and left.rule == "Ubetcha, PROCEDURES & RULES 15"
    state = t.apply(state, left)
    player = state.roster.get(ann)
    assert player.status is PlayerStatus.LEFT and player.out_order == 1
    assert player.out_at_ms == T0 + 5 and state.players_left == 0


# -- undo restores whatever the command changed ---------------------------------------------------


def test_undo_of_a_buy_in_takes_back_the_player_the_chips_and_the_money_as_one() -> None:
    rules = house_rules("ubetcha")
    state, ann = _register(_new("ubetcha", "ubetcha"), "Ann")
    before = state
    state, _ = _buy(state, rules, ann)
    undone = t.apply(state, t.cmd_undo(state, T0))
    assert (undone.roster, undone.ledger) == (before.roster, before.ledger)
    redone = t.apply(undone, t.cmd_redo(undone, T0))
    assert (redone.roster, redone.ledger) == (state.roster, state.ledger)


COMMANDS = ("register", "buy", "rebuy", "bust", "leave", "refund", "undo", "redo", "start")


def _command(kind, state, rules, now, target, payments, pick):  # noqa: ANN001 (test helper)
    if kind == "register":
        return e.cmd_register(state, now, f"P{len(state.roster.players)}")
    if kind == "buy":
        return e.cmd_buy_in(state, rules, now, target)
    if kind == "rebuy":
        return e.cmd_rebuy(state, now, target)
    if kind == "bust":
        return e.cmd_eliminate(state, now, target)
    if kind == "leave":
        return e.cmd_leave_early(state, rules, now, target, chips=1000)
    if kind == "refund":
        return e.cmd_refund(state, now, payments[pick % len(payments)])
    return {"undo": t.cmd_undo, "redo": t.cmd_redo, "start": t.cmd_start}[kind](state, now)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(COMMANDS), st.integers(0, 7)), max_size=40))
def test_chips_and_money_always_add_up(steps: list[tuple[str, int]]) -> None:
    """Whatever the commands (refused ones change nothing): the chips in play are every chip
    given less those removed, and the pool is the money in less fees and bounties."""
    rules = house_rules("ubetcha")
    state = _new("ubetcha", "applewood", buy_in=50, fee=5, bounty=5, re_entries=2)
    now = T0
    for kind, pick in steps:
        now += MIN
        players = state.roster.players
        target = players[pick % len(players)].player_id if players else ""
        payments = [p.event_id for p in state.ledger.payments if p.kind == "entry"]
        try:
            event = _command(kind, state, rules, now, target, payments, pick)
        except (t.TournamentError, ValueError, IndexError, ZeroDivisionError):
            continue
        state = t.apply(state, event)
        roster, ledger = state.roster, state.ledger
        seated = (PlayerStatus.PLAYING, PlayerStatus.ELIMINATED, PlayerStatus.LEFT)
        given_chips = sum(p.chips_bought for p in roster.players if p.status in seated)
        assert roster.chips_in_play == given_chips - roster.chips_removed
        assert ledger.prize_pool == ledger.money_in - ledger.fees - ledger.bounties
        assert ledger.money_in == sum(
            p.amount
            for p in ledger.payments
            if p.kind in ("entry", "rebuy", "add_on") and not p.refunded
        ) + sum(
            p.amount + ledger.payment(p.refund_of).amount
            for p in ledger.payments
            if p.kind == "refund"
        )
        assert all(p.entries >= 0 and p.chips_bought >= 0 for p in roster.players)


def test_ubetcha_12_a_colour_up_rounds_up_and_the_chips_in_play_follow() -> None:
    """Ubetcha PROCEDURES & RULES 12: "At the first color-up players will make stacks of 1000
    using all of their 100 & 500 chips... The tournament director will ROUND UP for a maximum
    of one partial stack per player." """
    rules = house_rules("ubetcha")
    state = _new("ubetcha", "ubetcha")
    ids = []
    for name in ("Ann", "Bob"):
        state, pid = _register(state, name)
        state, _ = _buy(state, rules, pid)
        ids.append(pid)
    before = state.roster.chips_in_play
    stacks = {
        ids[0]: {100: 7, 500: 1, 1000: 8},  # 1,200 in 100s and 500s: one partial stack, 2,000
        ids[1]: {100: 10, 1000: 9},  # exactly 1,000: no change
    }
    event, plan = e.cmd_colour_up(state, rules, T0, stacks, removed=(100, 500))
    assert event.changes == {ids[0]: 800, ids[1]: 0}
    assert event.rule.startswith("Ubetcha, PROCEDURES & RULES 12")
    state = t.apply(state, event)
    assert state.roster.chips_in_play == before + 800
    assert plan.chips_after == plan.chips_before + 800
    undone = t.apply(state, t.cmd_undo(state, T0))
    assert undone.roster.chips_in_play == before
