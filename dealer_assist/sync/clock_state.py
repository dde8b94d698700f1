"""The tournament as displays receive it: a JSON view for `state` messages, and its replica.

The director sends what a clock needs and nothing more (no player names, no money detail):
the name, the structure (its TOML, and the periods already worded for the browser page, which
parses no TOML), the clock's anchor, the room's figures and the payouts (each paid place's
prize, from the table in force: the TV's payouts panel). A TV display turns the view back
into a `ClockReplica`, which answers what the clock view reads of a `TournamentState` (name,
structure, anchor, figures, `reading(now)`), so the same view draws a local or a remote clock.
Qt-free; a view that does not check out raises ValueError (a StructureError is one).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from dealer_assist.core.clock import clock
from dealer_assist.core.clock.clock import ClockAnchor
from dealer_assist.core.clock.structure import Break, Level, Structure, parse_structure
from dealer_assist.core.entries import payout_table_in_force
from dealer_assist.core.tournament import TournamentState

FIGURES = ("players_left", "entries", "chips_in_play", "prize_pool")
MAX_PAID_PLACES = 1_000  # more than any field pays; a view claiming more is refused


def tournament_view(state: TournamentState) -> dict[str, Any]:
    """The `tournament` object of a `state` message."""
    anchor = state.anchor
    return {
        "name": state.name,
        "house_book": state.house_book,
        "structure_toml": state.structure_toml,
        "periods": _periods(state.structure),
        "anchor": None
        if anchor is None
        else {
            "period_index": anchor.period_index,
            "remaining_ms": anchor.remaining_ms,
            "running": anchor.running,
            "anchored_at_ms": anchor.anchored_at_ms,
        },
        "figures": {
            "players_left": state.players_left,
            "entries": state.entries,
            "chips_in_play": state.total_chips,
            "prize_pool": state.prize_pool,
        },
        "payouts": _payouts(state),
    }


def _payouts(state: TournamentState) -> list[list[int]]:
    """[[place, prize], ...] of the payout table in force; [] while there is none."""
    table = payout_table_in_force(state)
    return [] if table is None else [[p.place, p.amount] for p in table.prizes]


def _periods(structure: Structure) -> list[dict[str, Any]]:
    """Each period as the browser page shows it (it does the clock's arithmetic, not TOML)."""
    out: list[dict[str, Any]] = []
    for index, period in enumerate(structure.periods):
        if isinstance(period, Level):
            out.append(
                {
                    "kind": "level",
                    "duration_ms": period.duration_s * 1000,
                    "title": f"LEVEL {structure.level_number(index)}",
                    "blinds": blinds_text(period),
                }
            )
        else:
            out.append(
                {
                    "kind": "break",
                    "duration_ms": period.duration_s * 1000,
                    "title": break_title(period),
                    "blinds": "",
                }
            )
    return out


def blinds_text(level: Level) -> str:
    """`100 / 200  ante 25`, as the TV clock words it."""
    text = f"{level.small_blind:,} / {level.big_blind:,}"
    if level.ante:
        text += f"  {'BB ante' if level.big_blind_ante else 'ante'} {level.ante:,}"
    return text


def break_title(period: Break) -> str:
    minutes = -(-period.duration_s // 60)
    return f"{period.name.upper() or 'BREAK'} {minutes} MIN"


@dataclass(frozen=True, slots=True)
class ClockReplica:
    """What a display knows of the director's tournament (read by the clock view)."""

    name: str
    house_book: str
    structure: Structure
    structure_toml: str
    anchor: ClockAnchor | None
    players_left: int | None
    entries: int | None
    total_chips: int | None
    prize_pool: int | None
    payouts: tuple[tuple[int, int], ...] = ()  # (place, prize), places in order

    @property
    def started(self) -> bool:
        return self.anchor is not None

    def reading(self, now_ms: int) -> clock.ClockReading | None:
        return (
            None if self.anchor is None else clock.read_clock(self.structure, self.anchor, now_ms)
        )


def replica_of(view: Mapping[str, Any]) -> ClockReplica:
    """The replica of a received view; ValueError naming the field that does not fit."""
    name = _field(view, "name", str)
    house_book = _field(view, "house_book", str)
    toml = _field(view, "structure_toml", str)
    structure = _parse(toml)
    raw_anchor = view.get("anchor")
    anchor: ClockAnchor | None = None
    if raw_anchor is not None:
        if not isinstance(raw_anchor, Mapping):
            raise ValueError("tournament.anchor: expected an object or null")
        anchor = ClockAnchor(
            period_index=_field(raw_anchor, "period_index", int, "anchor."),
            remaining_ms=_field(raw_anchor, "remaining_ms", int, "anchor."),
            running=_field(raw_anchor, "running", bool, "anchor."),
            anchored_at_ms=_field(raw_anchor, "anchored_at_ms", int, "anchor."),
        )
        if not 0 <= anchor.period_index < len(structure.periods):
            raise ValueError(f"tournament.anchor.period_index: no period {anchor.period_index}")
    figures = view.get("figures", {})
    if not isinstance(figures, Mapping):
        raise ValueError("tournament.figures: expected an object")
    players_left, entries, total_chips, prize_pool = (_figure(figures, key) for key in FIGURES)
    return ClockReplica(
        name,
        house_book,
        structure,
        toml,
        anchor,
        players_left,
        entries,
        total_chips,
        prize_pool,
        payouts=_payouts_of(view.get("payouts", [])),  # a version-1 director sends none
    )


def _payouts_of(raw: Any) -> tuple[tuple[int, int], ...]:
    if not isinstance(raw, list) or len(raw) > MAX_PAID_PLACES:
        raise ValueError(f"tournament.payouts: expected at most {MAX_PAID_PLACES} places")
    out: list[tuple[int, int]] = []
    for item in raw:
        if (
            not isinstance(item, list)
            or len(item) != 2
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in item)
            or item[1] < 0
            or item[0] != len(out) + 1
        ):
            raise ValueError("tournament.payouts: expected [place, prize] for places 1, 2, 3...")
        out.append((item[0], item[1]))
    return tuple(out)


@lru_cache(maxsize=4)
def _parse(toml: str) -> Structure:
    # Every state message carries the structure: parse each text once.
    return parse_structure(toml, source="the director's structure")


def _field(view: Mapping[str, Any], key: str, kind: type, where: str = "") -> Any:
    value = view.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ValueError(f"tournament.{where}{key}: expected {kind.__name__}")
    return value


def _figure(figures: Mapping[str, Any], key: str) -> int | None:
    value = figures.get(key)
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"tournament.figures.{key}: expected a count or null")
    return value
