"""The tournament's money: its prices, every payment in and out with its method, and the prize
pool they make. A part of the tournament's state with its own events and fold.

Amounts are whole currency units. Money in is the entries, rebuys and add-ons paid (refunds
taken off); the prize pool is that less the house's fee and the bounties, which are paid to
whoever knocks a player out and never enter the pool.
"""

from __future__ import annotations

import msgspec
from msgspec.structs import replace

from dealer_assist.core.events import Event
from dealer_assist.core.roster import (
    AddOnBought,
    EntryBought,
    PaymentRefunded,
    RebuyBought,
)


class LedgerError(ValueError):
    """A money event that does not fit: a negative price, a refund of nothing..."""


class MoneySettingsChanged(Event, tag="money.settings_changed", frozen=True, kw_only=True):
    """The prices and the room. `fee` is the house's part of each entry (a fixed amount) and
    `fee_percent` its share of all money in (0-100); `bounty` the part of each entry set aside
    for the player who knocks its owner out; `capacity` the seats (0: no limit)."""

    buy_in: int
    fee: int = 0
    fee_percent: int = 0
    bounty: int = 0
    capacity: int = 0
    re_entries: int = 0  # how many re-entries a player may buy (0: none)
    payout_unit: int = 1


class PayoutTableChanged(Event, tag="money.payout_table_changed", frozen=True, kw_only=True):
    """The director's payout table: each place's share as typed ("30%", or "250" fixed), and
    the place that takes what rounding leaves. No shares: the preset for the field size."""

    shares: tuple[str, ...]
    remainder_place: int = 1


class PrizePaid(Event, tag="money.prize_paid", frozen=True, kw_only=True):
    """Money paid out: a place's prize, a bounty, a deal's share."""

    player_id: str
    amount: int
    method: str = "cash"
    what: str = "prize"  # "prize", "bounty", "deal"


class DealTaken(Event, tag="money.deal_taken", frozen=True, kw_only=True):
    """The players left agreed to split what is left: player_id -> amount, and how it was
    worked out ("icm", "chip chop", or "custom"). Recorded; paid with PrizePaid."""

    shares: dict[str, int]
    method: str
    kept_for_winner: int = 0


LEDGER_EVENTS: tuple[type[Event], ...] = (
    MoneySettingsChanged,
    PayoutTableChanged,
    EntryBought,
    RebuyBought,
    AddOnBought,
    PaymentRefunded,
    PrizePaid,
    DealTaken,
)


class Payment(msgspec.Struct, frozen=True):
    """One payment in (an entry, rebuy or add-on) or out (a refund, a prize)."""

    event_id: str
    player_id: str
    kind: str  # "entry", "rebuy", "add_on", "refund", "prize", "bounty", "deal"
    amount: int  # positive in, negative out
    method: str
    fee: int = 0
    bounty: int = 0
    refunded: bool = False
    refund_of: str = ""  # on a refund: the payment it gave back


class Ledger(msgspec.Struct, frozen=True):
    buy_in: int = 0
    fee: int = 0
    fee_percent: int = 0
    bounty: int = 0
    capacity: int = 0
    re_entries: int = 0
    payout_unit: int = 1
    payments: tuple[Payment, ...] = ()
    deal: DealTaken | None = None
    payout_shares: tuple[str, ...] = ()  # () : the preset for the field size
    remainder_place: int = 1

    @property
    def money_in(self) -> int:
        """Paid for entries, rebuys and add-ons, refunds taken off."""
        return sum(
            p.amount for p in self.payments if p.kind in ("entry", "rebuy", "add_on", "refund")
        )

    @property
    def fees(self) -> int:
        """The house's part: each kept payment's fixed fee, the percentage of what is left of
        them, and whatever a partial refund kept back."""
        kept = [
            p for p in self.payments if p.kind in ("entry", "rebuy", "add_on") and not p.refunded
        ]
        fixed = sum(p.fee for p in kept)
        paid = sum(p.amount for p in kept) - fixed - sum(p.bounty for p in kept)
        withheld = sum(
            self.payment(p.refund_of).amount + p.amount for p in self.payments if p.kind == "refund"
        )
        return fixed + paid * self.fee_percent // 100 + withheld

    @property
    def bounties(self) -> int:
        return sum(p.bounty for p in self.payments if p.kind == "entry" and not p.refunded)

    @property
    def prize_pool(self) -> int:
        return self.money_in - self.fees - self.bounties

    @property
    def paid_out(self) -> int:
        return -sum(p.amount for p in self.payments if p.kind in ("prize", "bounty", "deal"))

    def by_method(self) -> dict[str, int]:
        """Net money per payment method (in less out): the night's cash reconciliation."""
        totals: dict[str, int] = {}
        for p in self.payments:
            totals[p.method] = totals.get(p.method, 0) + p.amount
        return totals

    def payment(self, event_id: str) -> Payment:
        for p in self.payments:
            if p.event_id == event_id:
                return p
        raise LedgerError(f"there is no payment {event_id!r}")


def fold_ledger(ledger: Ledger, event: Event) -> Ledger:
    """The ledger after `event`; LedgerError when it does not fit."""
    if isinstance(event, MoneySettingsChanged):
        if min(event.buy_in, event.fee, event.bounty, event.capacity, event.re_entries) < 0:
            raise LedgerError("prices, fees, bounties and seats cannot be negative")
        if not 0 <= event.fee_percent <= 100:
            raise LedgerError("the house's share is a percentage from 0 to 100")
        if event.fee + event.bounty > event.buy_in:
            raise LedgerError(
                f"the fee ({event.fee}) and bounty ({event.bounty}) cannot exceed the buy-in"
                f" ({event.buy_in})"
            )
        if event.payout_unit < 1:
            raise LedgerError("payouts are rounded to a unit of at least 1")
        return replace(
            ledger,
            buy_in=event.buy_in,
            fee=event.fee,
            fee_percent=event.fee_percent,
            bounty=event.bounty,
            capacity=event.capacity,
            re_entries=event.re_entries,
            payout_unit=event.payout_unit,
        )
    if isinstance(event, PayoutTableChanged):
        if event.remainder_place < 1:
            raise LedgerError("the remainder goes to a place from 1st")
        if event.shares and event.remainder_place > len(event.shares):
            raise LedgerError(
                f"the table pays {len(event.shares)} places, not place {event.remainder_place}"
            )
        return replace(ledger, payout_shares=event.shares, remainder_place=event.remainder_place)
    if isinstance(event, EntryBought | RebuyBought | AddOnBought):
        if event.price < 0:
            raise LedgerError("a price cannot be negative")
        fee = event.fee if isinstance(event, EntryBought) else 0
        bounty = event.bounty if isinstance(event, EntryBought) else 0
        if fee + bounty > event.price:
            raise LedgerError("the fee and bounty cannot exceed the price paid")
        kind = (
            "entry"
            if isinstance(event, EntryBought)
            else ("rebuy" if isinstance(event, RebuyBought) else "add_on")
        )
        payment = Payment(
            event.event_id, event.player_id, kind, event.price, event.method, fee, bounty
        )
        return replace(ledger, payments=(*ledger.payments, payment))
    if isinstance(event, PaymentRefunded):
        paid = ledger.payment(event.payment_event_id)
        if paid.refunded or paid.kind not in ("entry", "rebuy", "add_on"):
            raise LedgerError(f"payment {paid.event_id} cannot be refunded ({paid.kind})")
        if not 0 <= event.amount <= paid.amount:
            raise LedgerError(f"a refund is between 0 and the {paid.amount} paid")
        payments = tuple(
            replace(p, refunded=True) if p.event_id == paid.event_id else p for p in ledger.payments
        )
        refund = Payment(
            event.event_id,
            paid.player_id,
            "refund",
            -event.amount,
            event.method,
            refund_of=paid.event_id,
        )
        return replace(ledger, payments=(*payments, refund))
    if isinstance(event, PrizePaid):
        if event.amount <= 0:
            raise LedgerError("a payout is a positive amount")
        if event.what not in ("prize", "bounty", "deal"):
            raise LedgerError(f"unknown payout {event.what!r}")
        out = Payment(event.event_id, event.player_id, event.what, -event.amount, event.method)
        return replace(ledger, payments=(*ledger.payments, out))
    if isinstance(event, DealTaken):
        if ledger.deal is not None:
            raise LedgerError("a deal was already taken; undo it to take another")
        if any(v < 0 for v in event.shares.values()) or event.kept_for_winner < 0:
            raise LedgerError("a deal's shares cannot be negative")
        return replace(ledger, deal=event)
    raise LedgerError(f"{type(event).__name__} is not a money event")
