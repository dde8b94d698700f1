"""The director's charts as data: players left and the average stack in big blinds over time,
folded from the tournament's events.

A point is taken whenever the figures change: a buy-in, a bust-out, a rebuy, a chip count, and
each new level the clock reaches between two events (the average in big blinds steps down as
the blinds go up, with no event to say so). A break shows the big blind of the level after it
(what the stacks will face), before the clock starts the first level's. An undone command
leaves no point (a bust-out recorded by mistake is no dip in the line); redone, its point comes
back at its own time. Time is the events' own (`at_ms`), never read here.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from dealer_assist.core.clock.structure import Level
from dealer_assist.core.events import Event
from dealer_assist.core.tournament import CommandUndone, TournamentState, apply


@dataclass(frozen=True, slots=True)
class ChartPoint:
    """The figures from `at_ms` on; `event_id` is the command that changed them ("" for a
    new level reached by the clock)."""

    at_ms: int
    players_left: int
    chips_in_play: int
    big_blind: int | None
    event_id: str = ""

    @property
    def average_stack_bb(self) -> float | None:
        """The average stack in big blinds (a ratio, so a float), None without players or
        blinds."""
        if self.players_left <= 0 or not self.big_blind:
            return None
        return self.chips_in_play / self.players_left / self.big_blind

    def figures(self) -> tuple[int, int, int | None]:
        return self.players_left, self.chips_in_play, self.big_blind


@dataclass(frozen=True, slots=True)
class ChartSeries:
    """The points in time order; each series as (times in epoch ms, values) for a step plot
    (a value holds until the next point)."""

    points: tuple[ChartPoint, ...] = ()

    def players_left(self) -> tuple[list[int], list[int]]:
        return [p.at_ms for p in self.points], [p.players_left for p in self.points]

    def average_stack_bb(self) -> tuple[list[int], list[float]]:
        xs: list[int] = []
        ys: list[float] = []
        for point in self.points:
            value = point.average_stack_bb
            if value is not None:
                xs.append(point.at_ms)
                ys.append(value)
        return xs, ys


def big_blind_at(state: TournamentState, at_ms: int) -> int | None:
    """The big blind the stacks face at `at_ms`: the level in play, on a break the next one,
    before the start the first one (None: a structure without levels)."""
    periods = state.structure.periods
    reading = state.reading(at_ms)
    if reading is None:
        level = next((p for p in periods if isinstance(p, Level)), None)
    elif reading.level is not None:
        level = reading.level
    elif reading.next_level is not None:
        level = reading.next_level
    else:  # a break after the last level
        before = periods[: reading.period_index]
        level = next((p for p in reversed(before) if isinstance(p, Level)), None)
    return None if level is None else level.big_blind


def _period_starts(state: TournamentState, after_ms: int, until_ms: int) -> Iterator[int]:
    """When the running clock enters each new period in (after_ms, until_ms]."""
    anchor = state.anchor
    if anchor is None or not anchor.running:
        return
    periods = state.structure.periods
    start = anchor.anchored_at_ms + anchor.remaining_ms  # the end of the anchored period
    for index in range(anchor.period_index + 1, len(periods)):
        if start > until_ms:
            return
        if start > after_ms:
            yield start
        start += periods[index].duration_s * 1000


class ChartFold:
    """The chart points of a journal, fed event by event (`add`), so a window showing the
    charts folds only what is new. `state` is the tournament the events made."""

    def __init__(self) -> None:
        self.state: TournamentState | None = None
        self._points: list[ChartPoint] = []
        self._time_ms = 0  # the latest time folded: points never go back in time
        self._undone: dict[str, list[ChartPoint]] = {}  # undo's event id -> points it took away

    def add_all(self, events: Iterable[Event]) -> None:
        for event in events:
            self.add(event)

    def add(self, event: Event) -> None:
        before = self.state
        if before is not None:
            self._reach(before, event.at_ms, self._points)
        self.state = state = apply(before, event)
        self._time_ms = max(self._time_ms, event.at_ms)
        if isinstance(event, CommandUndone) and before is not None:
            target = event.target_event_id
            undo = before.undo_top
            if undo is not None and undo.command.event_id == target:
                self._undone[event.event_id] = [p for p in self._points if p.event_id == target]
                self._points = [p for p in self._points if p.event_id != target]
            else:  # a redo: the points of the command it puts back, at their own time
                self._points.extend(self._undone.pop(target, []))
                self._points.sort(key=lambda p: p.at_ms)
        point = self._point(state, self._time_ms, event.event_id)
        if point is not None and not self._same(point):
            self._points.append(point)

    def series(self, until_ms: int | None = None) -> ChartSeries:
        """The points so far; with `until_ms`, the levels the clock reaches until then and a
        last point there, so the lines run up to now."""
        points = list(self._points)
        if until_ms is not None and self.state is not None and until_ms > self._time_ms:
            self._reach(self.state, until_ms, points)
            if points and until_ms > points[-1].at_ms:
                last = points[-1]
                points.append(
                    ChartPoint(until_ms, last.players_left, last.chips_in_play, last.big_blind)
                )
        return ChartSeries(tuple(points))

    def _reach(self, state: TournamentState, until_ms: int, points: list[ChartPoint]) -> None:
        """Points for the new levels the clock enters after the latest time, up to `until_ms`."""
        for start in _period_starts(state, self._time_ms, until_ms):
            point = self._point(state, start, "")
            if point is not None and (not points or points[-1].figures() != point.figures()):
                points.append(point)

    @staticmethod
    def _point(state: TournamentState, at_ms: int, event_id: str) -> ChartPoint | None:
        players = state.players_left
        chips = state.total_chips
        if players is None or chips is None:
            return None  # before the first buy-in: nothing to draw yet
        return ChartPoint(at_ms, players, chips, big_blind_at(state, at_ms), event_id)

    def _same(self, point: ChartPoint) -> bool:
        return bool(self._points) and self._points[-1].figures() == point.figures()


def chart_series(events: Iterable[Event], until_ms: int | None = None) -> ChartSeries:
    """The chart points of a whole journal (see `ChartFold`)."""
    fold = ChartFold()
    fold.add_all(events)
    return fold.series(until_ms)
