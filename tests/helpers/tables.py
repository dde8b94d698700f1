"""A test table driven by `table.*` events, the way the station drives it."""

from __future__ import annotations

from dealer_assist.core.events import Event
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.core.rules.house_rules import HouseRules
from dealer_assist.core.table.button import start_hand
from dealer_assist.core.table.table import (
    ButtonMethod,
    ButtonPlaced,
    LeaveReason,
    PlayerBusted,
    PlayerLeft,
    PlayerMarkedAbsent,
    PlayerMarkedPresent,
    PlayerSeated,
    Table,
    TableOpened,
    apply,
)
from dealer_assist.house_books import house_rules

APPLEWOOD = house_rules("applewood")


class Dealer:
    """A table driven the way the station drives it: events in, positions out."""

    def __init__(
        self,
        seats: dict[int, str],
        seat_count: int = 9,
        button: int | None = None,
        *,
        stack: int = 5000,
    ) -> None:
        self.count = 0
        self.stack = stack
        self.table: Table = apply(
            None, TableOpened(event_id="open", at_ms=0, seat_count=seat_count)
        )
        for seat, name in seats.items():
            self.arrive(seat, name)
        if button is not None:
            self.place(button)

    def id(self) -> str:
        self.count += 1
        return f"e{self.count}"

    def do(self, event: Event) -> None:
        self.table = apply(self.table, event)

    def place(self, seat: int) -> None:
        self.do(ButtonPlaced(event_id=self.id(), at_ms=0, seat=seat, method=ButtonMethod.PLACED))

    def arrive(self, seat: int, name: str) -> None:
        self.do(PlayerSeated(event_id=self.id(), at_ms=0, seat=seat, name=name, stack=self.stack))

    def bust(self, *seats: int) -> None:
        for seat in seats:
            self.do(PlayerBusted(event_id=self.id(), at_ms=0, seat=seat))

    def leave(self, seat: int, reason: LeaveReason) -> None:
        self.do(PlayerLeft(event_id=self.id(), at_ms=0, seat=seat, reason=reason))

    def mark_absent(self, seat: int, absent: bool = True) -> None:
        kind = PlayerMarkedAbsent if absent else PlayerMarkedPresent
        self.do(kind(event_id=self.id(), at_ms=0, seat=seat))

    def hand(self, rules: HouseRules = APPLEWOOD, *, straddle: bool = False) -> HandPositions:
        """Start the next hand under `rules` and return where the button and blinds are."""
        event, plan = start_hand(self.table, rules, at_ms=0, straddle=straddle, event_id=self.id())
        self.do(event)
        return plan.positions
