"""The blinds a station deals at: a fixed table's, or the running tournament clock's level."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from dealer_assist.core.hand.hand_state import Stakes
from dealer_assist.core.table.table import TableError


@dataclass(frozen=True, slots=True)
class CurrentLevel:
    """The level the next hand is dealt at: its number (None: a fixed table) and its stakes."""

    number: int | None
    stakes: Stakes
    on_break: str | None = None  # the break the tournament is on now (its name), if any

    @property
    def text(self) -> str:
        s = self.stakes
        limits = f"{s.small_blind}/{s.big_blind}"
        if s.ante:
            limits += f" BB ante {s.ante}" if s.big_blind_ante else f" ante {s.ante}"
        return limits if self.number is None else f"Level {self.number}: {limits}"


LevelProvider = Callable[[int], CurrentLevel]


def fixed_level(stakes: Stakes) -> LevelProvider:
    """The same stakes for every hand (the demo table, a cash-style practice table)."""
    level = CurrentLevel(None, stakes)
    return lambda _now_ms: level


def tournament_level(read_state: Callable[[], object]) -> LevelProvider:
    """The running tournament clock's level (on a break: the level that follows it).

    `read_state()` returns the current `TournamentState` (or None before one exists).
    """

    def provide(now_ms: int) -> CurrentLevel:
        state = read_state()
        reading = None if state is None else state.reading(now_ms)  # type: ignore[attr-defined]
        if reading is None:
            structure = getattr(state, "structure", None)
            if structure is None or not structure.levels:
                raise TableError("no tournament level to deal at", legal="start the clock")
            first = structure.levels[0]
            return CurrentLevel(1, _stakes(first))
        if reading.level is not None:
            return CurrentLevel(reading.level_number, _stakes(reading.level))
        if reading.next_level is None:
            raise TableError("the tournament clock has no level left", legal="edit the structure")
        on_break = getattr(reading.period, "name", "") or "Break"
        return CurrentLevel(
            reading.next_level_number, _stakes(reading.next_level), on_break=on_break
        )

    return provide


def _stakes(level: object) -> Stakes:
    return Stakes(
        level.small_blind,  # type: ignore[attr-defined]
        level.big_blind,  # type: ignore[attr-defined]
        level.ante,  # type: ignore[attr-defined]
        level.big_blind_ante,  # type: ignore[attr-defined]
    )


DEMO_STAKES = Stakes(100, 200)
