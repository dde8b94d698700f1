"""The tournament's players: who registered, who plays, who waits, who is out, and the chips
each was given. A part of the tournament's state with its own events and fold.

The fold takes no rules: the commands (`core/entries.py`) decide with the house book and the
events record what was decided (chips, penalties, the rule cited), so a journal replays the
same whatever the book's profile says later.
"""

from __future__ import annotations

import enum

import msgspec
from msgspec.structs import replace

from dealer_assist.core.events import Event


class RosterError(ValueError):
    """A roster event that does not fit: an unknown player, a second elimination..."""


class PlayerStatus(enum.StrEnum):
    REGISTERED = "registered"  # known, not paid yet
    ALTERNATE = "alternate"  # paid or waiting for a seat: the room is full
    PLAYING = "playing"
    ELIMINATED = "eliminated"
    LEFT = "left"  # left early: out, as the book says (blinded off or chips removed)


class PlayerRegistered(Event, tag="roster.player_registered", frozen=True, kw_only=True):
    player_id: str
    name: str
    nickname: str = ""
    contact: str = ""


class PlayerUpdated(Event, tag="roster.player_updated", frozen=True, kw_only=True):
    player_id: str
    name: str
    nickname: str = ""
    contact: str = ""


class EntryBought(Event, tag="money.entry_bought", frozen=True, kw_only=True):
    """A buy-in (or a re-entry) paid: `chips` is the stack given, the late penalty already
    taken off (`penalty_chips`, with the rule in `rule`). `alternate`: no seat is free, the
    player waits on the alternates list with the stack until one is."""

    player_id: str
    price: int
    fee: int = 0
    bounty: int = 0
    method: str = "cash"
    chips: int
    penalty_chips: int = 0
    re_entry: bool = False
    alternate: bool = False
    rule: str = ""


class RebuyBought(Event, tag="money.rebuy_bought", frozen=True, kw_only=True):
    player_id: str
    price: int
    method: str = "cash"
    chips: int
    rule: str = ""


class AddOnBought(Event, tag="money.add_on_bought", frozen=True, kw_only=True):
    player_id: str
    price: int
    method: str = "cash"
    chips: int
    rule: str = ""


class PaymentRefunded(Event, tag="money.payment_refunded", frozen=True, kw_only=True):
    """The payment made by `payment_event_id` given back (its chips leave play with it)."""

    payment_event_id: str
    amount: int
    method: str = "cash"
    reason: str = ""


class AlternateSeated(Event, tag="roster.alternate_seated", frozen=True, kw_only=True):
    player_id: str


class PlayerEliminated(Event, tag="roster.player_eliminated", frozen=True, kw_only=True):
    """Out of the tournament on `hand` (an id or number, "" if unknown) at `table`, having
    started that hand with `start_chips` (None if unknown): what orders several bust-outs on
    one hand (Ubetcha PROCEDURES & RULES 14). `best_hand_rank`: higher is better, for the
    non-divisible part of a shared prize."""

    player_id: str
    hand: str = ""
    table: int | None = None
    start_chips: int | None = None
    best_hand_rank: int = 0


class EliminationWithdrawn(Event, tag="roster.elimination_withdrawn", frozen=True, kw_only=True):
    """An elimination taken back (the station undid the hand that recorded it, or the director
    recorded the wrong player): he plays on."""

    player_id: str
    reason: str = ""


class PlayerLeft(Event, tag="roster.player_left", frozen=True, kw_only=True):
    """Left before the end. `chips` is the stack he left behind; `handling` is what the book
    does with it ("blinded_off": dealt in and blinded until gone; "removed": out of play now)."""

    player_id: str
    chips: int
    handling: str
    rule: str = ""


class TournamentEndedOnChips(Event, tag="roster.ended_on_chips", frozen=True, kw_only=True):
    """Play stopped (a time limit, or called off): every player still in is placed by these
    counts, player_id -> chips (Applewood Misc.: "award prizes based on chip counts")."""

    counts: dict[str, int]


class ColourUpDone(Event, tag="roster.coloured_up", frozen=True, kw_only=True):
    """Chip values `removed` left play; `changes` is each player's stack change in value
    (rounding up adds a little: Ubetcha PROCEDURES & RULES 12, Applewood Misc.)."""

    removed: tuple[int, ...]
    changes: dict[str, int]
    rule: str = ""


class ChipsCounted(Event, tag="roster.chips_counted", frozen=True, kw_only=True):
    """Chip counts reported (a break, a time-limit end, a station): player_id -> chips."""

    counts: dict[str, int]


PAYMENT_KINDS: dict[type[Event], str] = {
    EntryBought: "entry",
    RebuyBought: "rebuy",
    AddOnBought: "add_on",
}

ROSTER_EVENTS: tuple[type[Event], ...] = (
    PlayerRegistered,
    PlayerUpdated,
    EntryBought,
    RebuyBought,
    AddOnBought,
    PaymentRefunded,
    AlternateSeated,
    PlayerEliminated,
    EliminationWithdrawn,
    PlayerLeft,
    TournamentEndedOnChips,
    ColourUpDone,
    ChipsCounted,
)


class Player(msgspec.Struct, frozen=True):
    player_id: str
    name: str
    nickname: str = ""
    contact: str = ""
    status: PlayerStatus = PlayerStatus.REGISTERED
    entries: int = 0
    rebuys: int = 0
    add_ons: int = 0
    chips_bought: int = 0  # every stack, rebuy and add-on given, refunds taken off
    chips: int | None = None  # last count reported (None: unknown)
    out_at_ms: int | None = None  # eliminated or left
    out_order: int = 0  # 1 for the first out, 2 for the next...; 0 while in
    bust_hand: str = ""
    bust_start_chips: int | None = None
    bust_hand_rank: int = 0
    leaving: bool = False  # left early; his stack is blinded off until it is gone
    out_event_id: str = ""  # the elimination that put him out (a station's report, say)

    @property
    def label(self) -> str:
        return f"{self.name} ({self.nickname})" if self.nickname else self.name

    @property
    def in_play(self) -> bool:
        return self.status is PlayerStatus.PLAYING


class Roster(msgspec.Struct, frozen=True):
    """Players by id, in registration order; `outs` counts eliminations and departures."""

    players: tuple[Player, ...] = ()
    outs: int = 0
    chips_removed: int = 0  # stacks of players who left, taken out of play
    chips_adjusted: int = 0  # what colour-ups added (rounding up) or took off
    # (payment event id, player id, chips, kind: "entry", "rebuy", "add_on"), not refunded
    payments: tuple[tuple[str, str, int, str], ...] = ()
    # Who came in and went out, in order: what the finishing places are worked out from
    # (core/money/standings.py). ("enter", id) ("bust", id, hand, start chips, hand rank)
    # ("leave", id, handling, chips) ("end", counts as (id, chips) pairs)
    timeline: tuple[tuple[object, ...], ...] = ()

    def get(self, player_id: str) -> Player:
        for player in self.players:
            if player.player_id == player_id:
                return player
        raise RosterError(f"there is no player {player_id!r}")

    def find(self, player_id: str) -> Player | None:
        return next((p for p in self.players if p.player_id == player_id), None)

    @property
    def playing(self) -> tuple[Player, ...]:
        return tuple(p for p in self.players if p.status is PlayerStatus.PLAYING)

    @property
    def alternates(self) -> tuple[Player, ...]:
        return tuple(p for p in self.players if p.status is PlayerStatus.ALTERNATE)

    @property
    def players_left(self) -> int:
        return len(self.playing)

    @property
    def entries(self) -> int:
        return sum(p.entries for p in self.players)

    @property
    def chips_in_play(self) -> int:
        """Every chip given, less those removed from play (a departure's stack), with what
        colour-ups changed."""
        seated = (PlayerStatus.PLAYING, PlayerStatus.ELIMINATED, PlayerStatus.LEFT)
        given = sum(p.chips_bought for p in self.players if p.status in seated)
        return given - self.chips_removed + self.chips_adjusted


def _put(roster: Roster, player: Player) -> Roster:
    players = tuple(player if p.player_id == player.player_id else p for p in roster.players)
    return replace(roster, players=players)


def _add_payment(roster: Roster, event: Event, player_id: str, chips: int) -> Roster:
    kind = PAYMENT_KINDS[type(event)]
    return replace(roster, payments=(*roster.payments, (event.event_id, player_id, chips, kind)))


def fold_roster(roster: Roster, event: Event) -> Roster:
    """The roster after `event`; RosterError when it does not fit."""
    if isinstance(event, PlayerRegistered):
        if roster.find(event.player_id) is not None:
            raise RosterError(f"player {event.player_id!r} is already registered")
        if not event.name.strip():
            raise RosterError("a player needs a name")
        player = Player(event.player_id, event.name, event.nickname, event.contact)
        return replace(roster, players=(*roster.players, player))
    if isinstance(event, PlayerUpdated):
        player = roster.get(event.player_id)
        if not event.name.strip():
            raise RosterError("a player needs a name")
        return _put(
            roster, replace(player, name=event.name, nickname=event.nickname, contact=event.contact)
        )
    if isinstance(event, EntryBought):
        return _entry(roster, event)
    if isinstance(event, RebuyBought | AddOnBought):
        player = roster.get(event.player_id)
        if player.status is not PlayerStatus.PLAYING:
            raise RosterError(f"{player.label} is not playing ({player.status.value})")
        player = replace(
            player,
            chips_bought=player.chips_bought + event.chips,
            rebuys=player.rebuys + isinstance(event, RebuyBought),
            add_ons=player.add_ons + isinstance(event, AddOnBought),
            chips=None if player.chips is None else player.chips + event.chips,
        )
        return _add_payment(_put(roster, player), event, player.player_id, event.chips)
    if isinstance(event, PaymentRefunded):
        return _refund(roster, event)
    if isinstance(event, AlternateSeated):
        player = roster.get(event.player_id)
        if player.status is not PlayerStatus.ALTERNATE:
            raise RosterError(f"{player.label} is not on the alternates list")
        return _put(roster, replace(player, status=PlayerStatus.PLAYING))
    if isinstance(event, PlayerEliminated):
        player = _require_playing(roster, event.player_id)
        outs = roster.outs + 1
        player = replace(
            player,
            status=PlayerStatus.ELIMINATED,
            out_at_ms=event.at_ms,
            out_order=outs,
            bust_hand=event.hand,
            bust_start_chips=event.start_chips,
            bust_hand_rank=event.best_hand_rank,
            chips=0,
            out_event_id=event.event_id,
        )
        entry = ("bust", player.player_id, event.hand, event.start_chips or 0, event.best_hand_rank)
        return replace(_put(roster, player), outs=outs, timeline=(*roster.timeline, entry))
    if isinstance(event, EliminationWithdrawn):
        player = roster.get(event.player_id)
        if player.status is not PlayerStatus.ELIMINATED:
            raise RosterError(f"{player.label} is not eliminated ({player.status.value})")
        kept = list(roster.timeline)
        for index in range(len(kept) - 1, -1, -1):
            if kept[index][:2] == ("bust", player.player_id):
                del kept[index]
                break
        player = replace(
            player,
            status=PlayerStatus.PLAYING,
            out_at_ms=None,
            out_order=0,
            bust_hand="",
            bust_start_chips=None,
            chips=None,
            out_event_id="",
        )
        return replace(_put(roster, player), timeline=tuple(kept))
    if isinstance(event, PlayerLeft):
        player = _require_playing(roster, event.player_id)
        if event.chips < 0:
            raise RosterError("a stack cannot be negative")
        if event.handling not in ("blinded_off", "removed"):
            raise RosterError(f"unknown handling {event.handling!r}")
        if player.leaving:
            raise RosterError(f"{player.label} has already left; his stack is being blinded off")
        timeline = (*roster.timeline, ("leave", player.player_id, event.handling, event.chips))
        if event.handling == "blinded_off":  # still in until the stack is gone (a bust-out)
            player = replace(player, leaving=True, chips=event.chips)
            return replace(_put(roster, player), timeline=timeline)
        outs = roster.outs + 1
        player = replace(
            player, status=PlayerStatus.LEFT, out_at_ms=event.at_ms, out_order=outs, chips=0
        )
        return replace(
            _put(roster, player),
            outs=outs,
            chips_removed=roster.chips_removed + event.chips,
            timeline=timeline,
        )
    if isinstance(event, TournamentEndedOnChips):
        playing = {p.player_id for p in roster.playing}
        if set(event.counts) != playing:
            raise RosterError("the final chip counts must cover exactly the players still in")
        if any(c < 0 for c in event.counts.values()):
            raise RosterError("a count cannot be negative")
        counts = tuple(sorted(event.counts.items()))
        for player_id, chips in counts:
            player = replace(
                roster.get(player_id),
                status=PlayerStatus.ELIMINATED,
                chips=chips,
                out_at_ms=event.at_ms,
            )
            roster = _put(roster, player)
        return replace(roster, timeline=(*roster.timeline, ("end", counts)))
    if isinstance(event, ColourUpDone):
        total = 0
        for player_id, change in event.changes.items():
            player = _require_playing(roster, player_id)
            after = None if player.chips is None else player.chips + change
            if after is not None and after < 0:
                raise RosterError(f"{player.label}: a colour-up cannot leave a negative stack")
            roster = _put(roster, replace(player, chips=after))
            total += change
        return replace(roster, chips_adjusted=roster.chips_adjusted + total)
    if isinstance(event, ChipsCounted):
        for player_id, chips in event.counts.items():
            player = roster.get(player_id)
            if chips < 0:
                raise RosterError(f"{player.label}: a count cannot be negative")
            roster = _put(roster, replace(player, chips=chips))
        return roster
    raise RosterError(f"{type(event).__name__} is not a roster event")


def _require_playing(roster: Roster, player_id: str) -> Player:
    player = roster.get(player_id)
    if player.status is not PlayerStatus.PLAYING:
        raise RosterError(f"{player.label} is not playing ({player.status.value})")
    return player


def _entry(roster: Roster, event: EntryBought) -> Roster:
    player = roster.get(event.player_id)
    if event.chips <= 0 or event.price < 0:
        raise RosterError("an entry gives a positive stack for a price of 0 or more")
    if event.re_entry:
        if player.status not in (PlayerStatus.ELIMINATED, PlayerStatus.LEFT):
            raise RosterError(f"{player.label} is still in: a re-entry follows an elimination")
    elif player.status is not PlayerStatus.REGISTERED:
        raise RosterError(f"{player.label} has already bought in ({player.status.value})")
    status = PlayerStatus.ALTERNATE if event.alternate else PlayerStatus.PLAYING
    if event.re_entry:
        # A new life: the old stack is gone (counted in chips_bought already), the new one joins.
        player = replace(player, out_at_ms=None, out_order=0, bust_hand="", bust_start_chips=None)
    player = replace(
        player,
        status=status,
        entries=player.entries + 1,
        chips_bought=player.chips_bought + event.chips,
        chips=event.chips,
        leaving=False,
    )
    # An alternate has paid and is in the tournament, only waiting for a seat: he enters now
    # (so the last seated player is no winner while alternates wait).
    roster = replace(_put(roster, player), timeline=(*roster.timeline, ("enter", player.player_id)))
    return _add_payment(roster, event, player.player_id, event.chips)


def _refund(roster: Roster, event: PaymentRefunded) -> Roster:
    paid = next((p for p in roster.payments if p[0] == event.payment_event_id), None)
    if paid is None:
        raise RosterError(f"no payment {event.payment_event_id!r} to refund (or refunded already)")
    _, player_id, chips, kind = paid
    player = roster.get(player_id)
    payments = tuple(p for p in roster.payments if p[0] != event.payment_event_id)
    changes: dict[str, object] = {
        "chips_bought": player.chips_bought - chips,
        "chips": None if player.chips is None else max(0, player.chips - chips),
    }
    if kind == "entry":
        changes["entries"] = player.entries - 1
        if not any(p[1] == player_id and p[3] == "entry" for p in payments):
            changes["status"] = PlayerStatus.REGISTERED  # no buy-in left: not playing
            roster = replace(roster, timeline=_without_last_entry(roster.timeline, player_id))
    elif kind == "rebuy":
        changes["rebuys"] = player.rebuys - 1
    else:
        changes["add_ons"] = player.add_ons - 1
    player = replace(player, **changes)
    return replace(_put(roster, player), payments=payments)


def _without_last_entry(
    timeline: tuple[tuple[object, ...], ...], player_id: str
) -> tuple[tuple[object, ...], ...]:
    for index in range(len(timeline) - 1, -1, -1):
        if timeline[index] == ("enter", player_id):
            return timeline[:index] + timeline[index + 1 :]
    return timeline
