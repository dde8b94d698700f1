"""The director's charts as data ([9/13]): players left and the average stack in big blinds
over time, folded from the tournament journal's events without Qt."""

from __future__ import annotations

import pytest

from dealer_assist.core import charts_data as cd
from dealer_assist.core import entries as e
from dealer_assist.core import tournament as t
from dealer_assist.core.events import Event
from dealer_assist.house_books import house_rules
from dealer_assist.resources import resource_path

T0 = 1_800_000_000_000
MINUTE = 60_000
RULES = house_rules("ubetcha")


class Night:
    """A tournament built event by event, as the journal would hold it."""

    def __init__(self) -> None:
        toml = resource_path("structures", "demo.toml").read_text(encoding="utf-8")
        created = t.cmd_create("Night", "ubetcha", toml, T0)
        self.events: list[Event] = [created]
        self.state = t.apply(None, created)
        self.record(e.cmd_settings(self.state, T0, buy_in=20))

    def record(self, event: Event) -> Event:
        self.state = t.apply(self.state, event)
        self.events.append(event)
        return event

    def enter(self, name: str, at_ms: int = T0) -> str:
        registered = self.record(e.cmd_register(self.state, at_ms, name))
        self.record(e.cmd_buy_in(self.state, RULES, at_ms, registered.player_id))
        return registered.player_id  # type: ignore[attr-defined]


def test_nothing_to_chart_before_the_first_buy_in() -> None:
    night = Night()
    series = cd.chart_series(night.events)
    assert series.points == ()
    assert series.players_left() == ([], [])


def test_each_buy_in_and_bust_out_is_a_point_of_players_left() -> None:
    night = Night()
    ids = [night.enter(f"P{n}", T0 + n * 1000) for n in range(4)]
    night.record(e.cmd_eliminate(night.state, T0 + 10 * MINUTE, ids[0]))
    series = cd.chart_series(night.events)
    xs, ys = series.players_left()
    assert ys == [1, 2, 3, 4, 3]
    assert xs[-1] == T0 + 10 * MINUTE
    # 4 x 5,000 chips over 3 players at 25/50 before the clock starts: 133.3 big blinds.
    last = series.points[-1]
    assert last.chips_in_play == 20_000 and last.big_blind == 50
    assert last.average_stack_bb == pytest.approx(20_000 / 3 / 50)


def test_the_average_in_big_blinds_steps_down_at_each_new_level_between_events() -> None:
    night = Night()
    for n in range(4):
        night.enter(f"P{n}")
    night.record(t.cmd_start(night.state, T0 + MINUTE))
    # The demo's levels last 2 minutes: 25/50, 50/100, a break, 100/200...
    # The start keeps level 1 (no point of its own); the break shows the next level's big
    # blind, so 100/200 starting after it changes nothing; the last point carries the line on.
    series = cd.chart_series(night.events, until_ms=T0 + 7 * MINUTE)
    xs, ys = series.average_stack_bb()
    assert xs[-4:] == [T0, T0 + 3 * MINUTE, T0 + 5 * MINUTE, T0 + 7 * MINUTE]
    assert ys[-4:] == [100.0, 50.0, 25.0, 25.0]  # 5,000 a player: 100 big blinds, then 50...
    assert [p.big_blind for p in series.points[-3:]] == [100, 200, 200]


def test_a_paused_clock_keeps_its_level() -> None:
    night = Night()
    night.enter("Ann")
    night.record(t.cmd_start(night.state, T0))
    night.record(t.cmd_pause(night.state, T0 + MINUTE))
    series = cd.chart_series(night.events, until_ms=T0 + 30 * MINUTE)
    assert {p.big_blind for p in series.points} == {50}


def test_an_undone_bust_out_leaves_no_dip_and_a_redo_puts_it_back() -> None:
    night = Night()
    ids = [night.enter(f"P{n}") for n in range(3)]
    bust = night.record(e.cmd_eliminate(night.state, T0 + MINUTE, ids[0]))
    assert [p.players_left for p in cd.chart_series(night.events).points][-1] == 2
    undo = night.record(t.cmd_undo(night.state, T0 + 2 * MINUTE))
    series = cd.chart_series(night.events)
    assert [p.players_left for p in series.points] == [1, 2, 3]
    assert all(p.event_id != bust.event_id for p in series.points)
    night.record(t.cmd_redo(night.state, T0 + 3 * MINUTE))
    series = cd.chart_series(night.events)
    assert [p.players_left for p in series.points] == [1, 2, 3, 2]
    assert series.points[-1].at_ms == T0 + MINUTE  # the bust-out, when it happened
    assert undo.event_id not in {p.event_id for p in series.points}


def test_the_fold_goes_on_from_where_it_stopped() -> None:
    night = Night()
    ids = [night.enter(f"P{n}") for n in range(5)]
    fold = cd.ChartFold()
    fold.add_all(night.events)
    before = fold.series().points
    night.record(e.cmd_eliminate(night.state, T0 + MINUTE, ids[1]))
    fold.add_all(night.events[-1:])
    after = fold.series().points
    assert after[: len(before)] == before and after[-1].players_left == 4
    assert fold.series() == cd.chart_series(night.events)
    assert fold.state == night.state


def test_average_stack_without_players_or_blinds_is_none() -> None:
    point = cd.ChartPoint(at_ms=T0, players_left=0, chips_in_play=10_000, big_blind=50)
    assert point.average_stack_bb is None
    assert cd.ChartPoint(T0, 2, 10_000, None).average_stack_bb is None
