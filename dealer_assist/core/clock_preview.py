"""What the director's window shows of a tournament before its session is open.

The director's session keeps this summary in the journal with each snapshot and when it
closes (`store.session`, `Journal.write_summary`): the name, the structure, the clock's
anchor, the room's figures, whether there is something to undo or redo. Reopening, the window
paints its clock from it while the core (the fold, its events, the snapshot's classes) is not
loaded yet, then opens the session on its next turn; a summary is used only when it describes
the journal's newest event, and the faces it and the session give are the same
(tests/test_clock_preview.py).

Qt-free; the wire form is JSON decoded by msgspec into these types, so a damaged summary is
refused (ValueError) and the session is opened the usual way instead. (No `from __future__
import annotations` here: msgspec would compile each field's annotation from its text, ~1 ms of
a first paint.)
"""

from typing import TYPE_CHECKING

import msgspec

from dealer_assist.core.clock import clock
from dealer_assist.core.clock.clock import ClockAnchor
from dealer_assist.core.clock.structure import (
    AddOnWindow,
    Break,
    ChipDenomination,
    Level,
    RebuyWindow,
    Structure,
)

if TYPE_CHECKING:
    from dealer_assist.core.tournament import TournamentState


class PreviewPeriod(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One period of the structure: a level or a break (JSON cannot tell them apart alone)."""

    level: Level | None = None
    pause: Break | None = None


class RoomFlags(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What the clock shows of the room: hand-for-hand stops it."""

    hand_for_hand: bool = False


class ClockPreview(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The summary as kept: the structure's fields with its periods tagged."""

    name: str
    house_book: str
    structure_name: str
    chips: tuple[ChipDenomination, ...]
    periods: tuple[PreviewPeriod, ...]
    starting_stack: int
    rebuy: RebuyWindow | None
    add_on: AddOnWindow | None
    anchor: ClockAnchor | None
    players_left: int | None
    entries: int | None
    total_chips: int | None
    prize_pool: int | None
    payouts: tuple[tuple[int, int], ...]
    hand_for_hand: bool
    can_undo: bool
    can_redo: bool


class PreviewedTournament(ClockPreview, frozen=True):
    """What the clock view and the window's headline read of a tournament (as they read a
    TournamentState): the kept summary with its structure rebuilt."""

    structure: Structure

    @property
    def room(self) -> RoomFlags:
        return RoomFlags(self.hand_for_hand)

    @property
    def started(self) -> bool:
        return self.anchor is not None

    def reading(self, now_ms: int) -> clock.ClockReading | None:
        if self.anchor is None:
            return None
        return clock.read_clock(self.structure, self.anchor, now_ms)


def summary_of(state: "TournamentState | None") -> str:
    """The summary of `state` as the journal keeps it (JSON); ValueError for no state."""
    if state is None:
        raise ValueError("no tournament to summarise")
    from dealer_assist.core.entries import payout_table_in_force

    structure = state.structure
    table = payout_table_in_force(state)
    preview = ClockPreview(
        name=state.name,
        house_book=state.house_book,
        structure_name=structure.name,
        chips=structure.chips,
        periods=tuple(
            PreviewPeriod(level=p) if isinstance(p, Level) else PreviewPeriod(pause=p)
            for p in structure.periods
        ),
        starting_stack=structure.starting_stack,
        rebuy=structure.rebuy,
        add_on=structure.add_on,
        anchor=state.anchor,
        players_left=state.players_left,
        entries=state.entries,
        total_chips=state.total_chips,
        prize_pool=state.prize_pool,
        payouts=() if table is None else tuple((p.place, p.amount) for p in table.prizes),
        hand_for_hand=state.room.hand_for_hand,
        can_undo=state.undo_top is not None,
        can_redo=state.redo_top is not None,
    )
    return msgspec.json.encode(preview).decode("utf-8")


def previewed(text: str) -> PreviewedTournament:
    """The tournament a kept summary shows; ValueError naming what does not fit."""
    try:
        preview = msgspec.json.decode(text, type=ClockPreview)
    except msgspec.DecodeError as exc:  # ValidationError is one
        raise ValueError(f"the summary cannot be read: {exc}") from exc
    periods: list[Level | Break] = []
    for period in preview.periods:
        if (period.level is None) == (period.pause is None):
            raise ValueError("the summary's periods: each one is a level or a break")
        periods.append(period.level if period.level is not None else period.pause)  # type: ignore[arg-type]
    if not periods:
        raise ValueError("the summary's structure has no periods")
    anchor = preview.anchor
    if anchor is not None and not 0 <= anchor.period_index < len(periods):
        raise ValueError(f"the summary's clock is on period {anchor.period_index}: no such one")
    structure = Structure(
        name=preview.structure_name,
        chips=preview.chips,
        periods=tuple(periods),
        starting_stack=preview.starting_stack,
        rebuy=preview.rebuy,
        add_on=preview.add_on,
    )
    return PreviewedTournament(**msgspec.structs.asdict(preview), structure=structure)
