"""Finishing places from the tournament's own roster, under each book ([8/13])."""

from __future__ import annotations

from dealer_assist.core import entries as e
from dealer_assist.core import tournament as t
from dealer_assist.core.money.standings import finishes
from dealer_assist.house_books import house_rules
from dealer_assist.resources import resource_path

T0 = 1_800_000_000_000


def _night(book: str, names: list[str]) -> tuple[t.TournamentState, dict[str, str]]:
    toml = resource_path("structures", f"{book}.toml").read_text(encoding="utf-8")
    state = t.apply(None, t.cmd_create("Night", book, toml, T0))
    state = t.apply(state, e.cmd_settings(state, T0, buy_in=100))
    ids = {}
    for name in names:
        event = e.cmd_register(state, T0, name)
        state = t.apply(state, event)
        ids[name] = event.player_id
        state = t.apply(state, e.cmd_buy_in(state, house_rules(book), T0, event.player_id))
    return state, ids


def _names(state: t.TournamentState, players: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(state.roster.get(p).name for p in players)


def test_ubetcha_14_two_busts_on_one_hand_the_bigger_starting_stack_finishes_higher() -> None:
    """Ubetcha PROCEDURES & RULES 14: "If multiple players go broke on the same hand, the
    player starting the hand with the larger amount of chips finishes in the higher place." """
    rules = house_rules("ubetcha")
    state, ids = _night("ubetcha", ["Ann", "Bob", "Cy", "Dee"])
    state = t.apply(state, e.cmd_eliminate(state, T0, ids["Bob"], hand="h7", start_chips=3000))
    state = t.apply(state, e.cmd_eliminate(state, T0, ids["Cy"], hand="h7", start_chips=5000))
    places = {f.place: _names(state, f.players) for f in finishes(state.roster, rules)}
    assert places == {3: ("Cy",), 4: ("Bob",)}


def test_ubetcha_14_equal_starting_stacks_tie_and_share_the_places() -> None:
    rules = house_rules("ubetcha")
    state, ids = _night("ubetcha", ["Ann", "Bob", "Cy", "Dee"])
    state = t.apply(state, e.cmd_eliminate(state, T0, ids["Bob"], hand="h9", start_chips=4000))
    state = t.apply(state, e.cmd_eliminate(state, T0, ids["Cy"], hand="h9", start_chips=4000))
    (tie,) = finishes(state.roster, rules)
    assert (
        tie.place == 3
        and tie.last_place == 4
        and sorted(_names(state, tie.players)) == ["Bob", "Cy"]
    )
    assert "Ubetcha" in tie.citation.label


def test_the_last_player_standing_wins_and_every_player_finishes_once() -> None:
    rules = house_rules("ubetcha")
    state, ids = _night("ubetcha", ["Ann", "Bob", "Cy"])
    for name in ("Cy", "Bob"):
        state = t.apply(state, e.cmd_eliminate(state, T0, ids[name]))
    result = {f.place: _names(state, f.players) for f in finishes(state.roster, rules)}
    assert result == {1: ("Ann",), 2: ("Bob",), 3: ("Cy",)}


def test_applewood_time_limit_places_by_chips_and_ties_share() -> None:
    """Applewood Misc.: "If the tournament goes the full 6 hrs, the player with the most chips
    will be declared the winner. 2nd place and lower will also be based on chip totals. Ties
    will split the money from both places." """
    rules = house_rules("applewood")
    state, ids = _night("applewood", ["Ann", "Bob", "Cy", "Dee"])
    state = t.apply(state, e.cmd_eliminate(state, T0, ids["Dee"]))
    counts = {ids["Ann"]: 40_000, ids["Bob"]: 25_000, ids["Cy"]: 25_000}
    state = t.apply(state, e.cmd_end_on_chips(state, T0, counts))
    result = {
        (f.place, f.last_place): sorted(_names(state, f.players))
        for f in finishes(state.roster, rules)
    }
    assert result == {(1, 1): ["Ann"], (2, 3): ["Bob", "Cy"], (4, 4): ["Dee"]}
    assert state.players_left == 0


def test_a_late_entry_pushes_earlier_bust_outs_down() -> None:
    rules = house_rules("ubetcha")
    state, ids = _night("ubetcha", ["Ann", "Bob", "Cy"])
    state = t.apply(state, e.cmd_eliminate(state, T0, ids["Cy"]))
    late = e.cmd_register(state, T0, "Dee")
    state = t.apply(state, late)
    state = t.apply(state, e.cmd_buy_in(state, rules, T0, late.player_id))
    (cy,) = finishes(state.roster, rules)
    assert cy.place == 4  # three still in above him


def test_ubetcha_15_a_player_who_leaves_signs_out_as_eliminated_then() -> None:
    rules = house_rules("ubetcha")
    state, ids = _night("ubetcha", ["Ann", "Bob", "Cy"])
    state = t.apply(state, e.cmd_leave_early(state, rules, T0, ids["Bob"], chips=7000))
    (bob,) = finishes(state.roster, rules)
    assert bob.place == 3 and _names(state, bob.players) == ("Bob",)


def test_applewood_an_early_leaver_is_blinded_off_and_placed_when_his_stack_is_gone() -> None:
    rules = house_rules("applewood")
    state, ids = _night("applewood", ["Ann", "Bob", "Cy"])
    state = t.apply(state, t.cmd_start(state, T0))
    state = t.apply(state, e.cmd_leave_early(state, rules, T0, ids["Bob"], chips=7000))
    assert finishes(state.roster, rules) == ()  # still in: his chips play on
    assert state.players_left == 3
    state = t.apply(state, e.cmd_eliminate(state, T0, ids["Bob"]))
    (bob,) = finishes(state.roster, rules)
    assert bob.place == 3


def test_the_last_seated_player_is_no_winner_while_alternates_wait() -> None:
    """An alternate has paid and is in the tournament: places stay open until he plays."""
    rules = house_rules("ubetcha")
    toml = resource_path("structures", "ubetcha.toml").read_text(encoding="utf-8")
    state = t.apply(None, t.cmd_create("Night", "ubetcha", toml, T0))
    state = t.apply(state, e.cmd_settings(state, T0, buy_in=10, capacity=2))
    ids = []
    for name in ("Ann", "Bob", "Cy"):
        event = e.cmd_register(state, T0, name)
        state = t.apply(state, event)
        state = t.apply(state, e.cmd_buy_in(state, rules, T0, event.player_id))
        ids.append(event.player_id)
    state = t.apply(state, e.cmd_eliminate(state, T0, ids[0]))
    assert [f.place for f in finishes(state.roster, rules)] == [3]  # Ann third, nobody first
    state = t.apply(state, e.cmd_seat_alternate(state, T0))
    state = t.apply(state, e.cmd_eliminate(state, T0, ids[1]))
    result = {f.place: _names(state, f.players) for f in finishes(state.roster, rules)}
    assert result == {1: ("Cy",), 2: ("Bob",), 3: ("Ann",)}
