"""Player and money commands in the director's words: undo labels, status lines, amounts."""

from __future__ import annotations

from dealer_assist.core.events import Event
from dealer_assist.core.money.ledger import (
    DealTaken,
    Ledger,
    LedgerError,
    MoneySettingsChanged,
    PayoutTableChanged,
    PrizePaid,
)
from dealer_assist.core.roster import (
    AddOnBought,
    AlternateSeated,
    ChipsCounted,
    EntryBought,
    PaymentRefunded,
    PlayerEliminated,
    PlayerLeft,
    PlayerRegistered,
    PlayerUpdated,
    RebuyBought,
    Roster,
    TournamentEndedOnChips,
)

# The payment methods the director picks from (the ledger takes any word).
PAYMENT_METHODS = ("cash", "card", "transfer", "other")


def money(amount: int) -> str:
    """1200 -> '1,200' (the ledger counts whole currency units; no symbol is assumed)."""
    return f"{amount:,}"


def chips(amount: int) -> str:
    return f"{amount:,}"


def sentence(reason: str) -> str:
    """A core refusal as the status bar shows it: a capital and a full stop."""
    return f"{reason[:1].upper()}{reason[1:].rstrip('.')}."


def player_name(roster: Roster, player_id: str) -> str:
    """The player's label ("Ann (Red cap)"), or the id of a player the roster no longer has."""
    player = roster.find(player_id)
    return player.label if player is not None else player_id


def describe(event: Event, roster: Roster, ledger: Ledger) -> str | None:
    """A player or money command for the Undo/Redo labels ("buy-in of Ann"); None for others.

    `roster` and `ledger` are the state just before or just after the command: either names
    the player (a refund finds its player through the payment it gives back)."""
    if isinstance(event, PlayerRegistered):
        return f"register {event.name}"
    if isinstance(event, PlayerUpdated):
        return f"edit {event.name}"
    if isinstance(event, MoneySettingsChanged):
        return "money settings"
    if isinstance(event, ChipsCounted):
        return "chip counts"
    if isinstance(event, TournamentEndedOnChips):
        return "end on chip counts"
    if isinstance(event, DealTaken):
        return f"deal ({event.method})"
    if isinstance(event, PaymentRefunded):
        try:
            player_id = ledger.payment(event.payment_event_id).player_id
        except LedgerError:
            return "refund"
        return f"refund to {player_name(roster, player_id)}"
    player_id = getattr(event, "player_id", None)
    if not isinstance(player_id, str):
        return None
    name = player_name(roster, player_id)
    if isinstance(event, EntryBought):
        return f"{'re-entry' if event.re_entry else 'buy-in'} of {name}"
    if isinstance(event, RebuyBought):
        return f"rebuy of {name}"
    if isinstance(event, AddOnBought):
        return f"add-on of {name}"
    if isinstance(event, AlternateSeated):
        return f"seat {name}"
    if isinstance(event, PlayerEliminated):
        return f"elimination of {name}"
    if isinstance(event, PlayerLeft):
        return f"{name} leaving early"
    if isinstance(event, PrizePaid):
        return f"{event.what} of {money(event.amount)} paid to {name}"
    return None


def done_line(event: Event, roster: Roster) -> str:
    """What a command did, for the status bar and the panel ("Ann bought in: 5,000 chips")."""
    name = player_name(roster, getattr(event, "player_id", ""))
    if isinstance(event, PayoutTableChanged):
        kept = ", ".join(event.shares) if event.shares else "the preset for the field size"
        return f"Payout table kept: {kept}; rounding leftovers to place {event.remainder_place}."
    if isinstance(event, PlayerRegistered):
        return f"{event.name} registered."
    if isinstance(event, PlayerUpdated):
        return f"{event.name}'s details saved."
    if isinstance(event, EntryBought):
        what = "re-entered" if event.re_entry else "bought in"
        line = f"{name} {what}: {money(event.price)} by {event.method}, {chips(event.chips)} chips"
        if event.penalty_chips:
            line += f" (late: {chips(event.penalty_chips)} taken off, {event.rule})"
        if event.alternate:
            line += "; every seat is taken, so on the alternates list"
        return line + "."
    if isinstance(event, RebuyBought):
        return (
            f"{name} rebought: {money(event.price)} by {event.method}, {chips(event.chips)} chips."
        )
    if isinstance(event, AddOnBought):
        paid = f"{money(event.price)} by {event.method}"
        return f"{name} took the add-on: {paid}, {chips(event.chips)} chips."
    if isinstance(event, PaymentRefunded):
        reason = f" ({event.reason})" if event.reason else ""
        return f"Refunded {money(event.amount)} by {event.method}{reason}."
    if isinstance(event, AlternateSeated):
        return f"{name} seated from the alternates list."
    if isinstance(event, PlayerEliminated):
        where = f" on hand {event.hand}" if event.hand else ""
        return f"{name} is out{where}."
    if isinstance(event, PlayerLeft):
        if event.handling == "blinded_off":
            return (
                f"{name} left: the {chips(event.chips)} chips left are blinded off ({event.rule})."
            )
        left = chips(event.chips)
        return f"{name} left: the {left} chips left are removed from play ({event.rule})."
    if isinstance(event, ChipsCounted):
        count = len(event.counts)
        return f"Chip counts recorded for {count} player{'s' if count != 1 else ''}."
    if isinstance(event, TournamentEndedOnChips):
        return "Play stopped: everyone still in is placed by chips."
    if isinstance(event, MoneySettingsChanged):
        return "Money settings saved."
    if isinstance(event, PrizePaid):
        return f"Paid {money(event.amount)} to {name} by {event.method} ({event.what})."
    if isinstance(event, DealTaken):
        return f"Deal recorded ({event.method}): pay each share from Payouts."
    return "Done."
