"""A scripted tournament night, replayed through the director's own commands.

The script (JSON, see docs/tournament-replay.md) lists what happened, in order, with the time
into the night: registrations and buy-ins, the clock, rebuys, add-ons, bust-outs with their
hand, table and chips at the start of that hand, players leaving early, colour-ups, a
time-limit end with chip counts, a deal. Each entry is run through the same `cmd_*` the
director's buttons call, so a refused entry is refused with the same reason and rule. The
result is the prize pool, the payouts, the places (with ties) and every refusal.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from dealer_assist.core import entries as e
from dealer_assist.core import tournament as t
from dealer_assist.core.clock.clock import ClockError
from dealer_assist.core.clock.structure import StructureError
from dealer_assist.core.events import Event
from dealer_assist.core.money.icm import DealMethod, deal_sheet
from dealer_assist.core.money.payouts import PayoutTable, Share, award, payout_table, preset_table
from dealer_assist.core.money.places import Finish
from dealer_assist.core.money.standings import finishes
from dealer_assist.core.rules.house_rules import HouseRules

FORMAT = "dealer-assist-tournament"
SCHEMA_VERSION = 1
T0_MS = 1_800_000_000_000  # an arbitrary epoch for "0:00": times in a script are offsets

_TOP = {"format", "schema_version", "name", "book", "structure", "settings", "payouts", "entries"}
_SETTINGS = {"buy_in", "fee", "fee_percent", "bounty", "capacity", "re_entries", "payout_unit"}
_PAYOUTS = {"percent", "amounts", "remainder_place"}
_ACTIONS = {
    "register": {"register", "nickname", "buy_in"},
    "buy_in": {"buy_in"},
    "clock": {"clock"},
    "rebuy": {"rebuy", "stack", "method"},
    "add_on": {"add_on", "method"},
    "refund": {"refund", "reason"},
    "bust": {"bust", "hand", "table", "chips"},
    "leave": {"leave", "chips"},
    "colour_up": {"colour_up", "stacks"},
    "end_on_chips": {"end_on_chips"},
    "deal": {"deal", "method"},
}
_CLOCK = {
    "start": t.cmd_start,
    "pause": t.cmd_pause,
    "resume": t.cmd_resume,
    "next": t.cmd_next_period,
    "previous": t.cmd_previous_period,
    "break": t.cmd_break_now,
}
_TIME = re.compile(r"^(\d{1,2}):([0-5]\d)(?::([0-5]\d))?$")


class ScriptError(ValueError):
    """A script that cannot be read: the message names the entry and the field."""


@dataclass(frozen=True, slots=True)
class Refusal:
    index: int  # the entry's position in `entries`, from 0
    what: str
    reason: str


@dataclass(frozen=True, slots=True)
class NightResult:
    state: t.TournamentState
    rules: HouseRules
    payouts: PayoutTable
    places: tuple[Finish, ...]
    awards: dict[str, int]  # player name -> prize
    refusals: tuple[Refusal, ...]
    names: dict[str, str] = field(default_factory=dict)  # player id -> name


def _fail(where: str, message: str) -> ScriptError:
    return ScriptError(f"{where}: {message}")


def _keys(data: Mapping[str, Any], allowed: set[str], where: str) -> None:
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise _fail(where, f"unknown field {unknown[0]!r} (allowed: {', '.join(sorted(allowed))})")


def _int(value: Any, where: str, *, low: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise _fail(where, f"expected a whole number of at least {low}, got {value!r}")
    return value


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise _fail(where, f"expected text, got {value!r}")
    return value.strip()


def _offset_ms(value: Any, where: str) -> int:
    """ "1:05" (hours:minutes) or "1:05:30" into the night."""
    match = _TIME.match(value) if isinstance(value, str) else None
    if match is None:
        raise _fail(where, f"expected a time into the night like 1:05, got {value!r}")
    hours, minutes, seconds = int(match[1]), int(match[2]), int(match[3] or 0)
    return ((hours * 60 + minutes) * 60 + seconds) * 1000


def run_script(
    data: Any,
    rules_for: Callable[[str], HouseRules],
    structure_for: Callable[[str], str],
) -> NightResult:
    """Replay a parsed script. `rules_for(book)` and `structure_for(name)` supply the house
    rules and the structure's TOML (the caller's I/O). ScriptError for a malformed script;
    a refused entry is recorded, not raised."""
    if not isinstance(data, Mapping):
        raise ScriptError("a tournament script is a JSON object")
    _keys(data, _TOP, "script")
    if data.get("format", FORMAT) != FORMAT:
        raise _fail("format", f"expected {FORMAT!r}")
    if data.get("schema_version", SCHEMA_VERSION) != SCHEMA_VERSION:
        raise _fail("schema_version", f"this program reads version {SCHEMA_VERSION}")
    book = _text(data.get("book"), "book")
    try:
        rules = rules_for(book)
    except KeyError as exc:
        raise _fail("book", str(exc).strip("'\"")) from None
    name = _text(data.get("name", "Tournament"), "name")
    try:
        toml = structure_for(_text(data.get("structure"), "structure"))
        state = t.apply(None, t.cmd_create(name, book, toml, T0_MS))
    except (OSError, StructureError, t.TournamentError) as exc:
        raise _fail("structure", str(exc)) from None
    settings = data.get("settings", {})
    if not isinstance(settings, Mapping):
        raise _fail("settings", "expected an object")
    _keys(settings, _SETTINGS, "settings")
    values = {k: _int(v, f"settings.{k}") for k, v in settings.items()}
    try:
        state = t.apply(state, e.cmd_settings(state, T0_MS, **values))
    except t.TournamentError as exc:
        raise _fail("settings", str(exc)) from None
    entries = data.get("entries", [])
    if not isinstance(entries, list):
        raise _fail("entries", "expected a list")
    run = _Night(state, rules)
    for index, entry in enumerate(entries):
        run.step(index, entry)
    state = run.state
    places = finishes(state.roster, rules)
    table = _payouts(data.get("payouts"), state)
    names = {p.player_id: p.name for p in state.roster.players}
    deal = state.ledger.deal
    dealt = dict(deal.shares) if deal is not None else {}
    awards = {}
    # Players in a deal are paid their share, whatever place they finish in afterwards; the
    # places below them are paid from the table.
    paid = [f for f in places if not set(f.players) & set(dealt)]
    for prize in award(table, paid, rules):
        awards[names.get(prize.player, prize.player)] = prize.amount
    for player_id, amount in dealt.items():
        awards[names.get(player_id, player_id)] = amount
    return NightResult(state, rules, table, places, awards, tuple(run.refusals), names)


def _payouts(raw: Any, state: t.TournamentState) -> PayoutTable:
    pool = state.ledger.prize_pool - state.ledger.paid_out
    unit = state.ledger.payout_unit
    if raw is None:
        return preset_table(pool, max(state.roster.entries, 1), unit=unit)
    if not isinstance(raw, Mapping):
        raise _fail("payouts", "expected an object")
    _keys(raw, _PAYOUTS, "payouts")
    remainder = _int(raw.get("remainder_place", 1), "payouts.remainder_place", low=1)
    shares: Sequence[Share]
    if "percent" in raw:
        percents = raw["percent"]
        if not isinstance(percents, list) or not percents:
            raise _fail("payouts.percent", "expected a list of percentages")
        shares = [
            Share.of_percent(_number(p, f"payouts.percent[{i}]")) for i, p in enumerate(percents)
        ]
    elif "amounts" in raw:
        amounts = raw["amounts"]
        if not isinstance(amounts, list) or not amounts:
            raise _fail("payouts.amounts", "expected a list of amounts")
        shares = [Share.of_amount(_int(a, f"payouts.amounts[{i}]")) for i, a in enumerate(amounts)]
    else:
        raise _fail("payouts", "give percent or amounts")
    try:
        return payout_table(pool, shares, unit=unit, remainder_place=remainder, source="script")
    except ValueError as exc:
        raise _fail("payouts", str(exc)) from None


def _number(value: Any, where: str) -> str:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise _fail(where, f"expected a number, got {value!r}")
    return str(value)


class _Night:
    """Runs the entries one by one through the director's commands."""

    def __init__(self, state: t.TournamentState, rules: HouseRules) -> None:
        self.state = state
        self.rules = rules
        self.refusals: list[Refusal] = []
        self.ids: dict[str, str] = {}  # name -> player id

    def step(self, index: int, entry: Any) -> None:
        where = f"entries[{index}]"
        if not isinstance(entry, Mapping):
            raise _fail(where, "expected an object")
        now = T0_MS + _offset_ms(entry.get("at"), f"{where}.at")
        body = {k: v for k, v in entry.items() if k != "at"}
        kind = next((k for k in _ACTIONS if k in body), None)
        if kind is None:
            raise _fail(where, f"say what happened: one of {', '.join(_ACTIONS)}")
        _keys(body, _ACTIONS[kind], where)
        try:
            for event in self._events(kind, body, now, where):
                self.state = t.apply(self.state, event)
        except (t.TournamentError, ClockError, ValueError) as exc:
            if isinstance(exc, ScriptError):
                raise
            self.refusals.append(Refusal(index, kind, str(exc)))

    def _player(self, value: Any, where: str) -> str:
        name = _text(value, where)
        if name not in self.ids:
            raise _fail(where, f"no player {name!r} was registered before this entry")
        return self.ids[name]

    def _events(self, kind: str, body: Mapping[str, Any], now: int, where: str) -> list[Event]:
        state, rules = self.state, self.rules
        if kind == "register":
            name = _text(body["register"], f"{where}.register")
            event = e.cmd_register(state, now, name, nickname=str(body.get("nickname", "")))
            self.ids[name] = event.player_id
            events: list[Event] = [event]
            if "buy_in" in body:
                after = t.apply(state, event)
                method = _text(body["buy_in"], f"{where}.buy_in")
                events.append(e.cmd_buy_in(after, rules, now, event.player_id, method=method))
            return events
        if kind == "buy_in":
            return [
                e.cmd_buy_in(state, rules, now, self._player(body["buy_in"], f"{where}.buy_in"))
            ]
        if kind == "clock":
            command = body["clock"]
            if command not in _CLOCK:
                raise _fail(f"{where}.clock", f"one of {', '.join(_CLOCK)}")
            return [_CLOCK[command](state, now)]
        if kind == "rebuy":
            player = self._player(body["rebuy"], f"{where}.rebuy")
            stack = body.get("stack")
            stack_now = None if stack is None else _int(stack, f"{where}.stack")
            return [e.cmd_rebuy(state, now, player, stack_now=stack_now)]
        if kind == "add_on":
            return [e.cmd_add_on(state, now, self._player(body["add_on"], f"{where}.add_on"))]
        if kind == "bust":
            return self._busts(body, now, where)
        if kind == "leave":
            player = self._player(body["leave"], f"{where}.leave")
            chips = _int(body.get("chips"), f"{where}.chips")
            return [e.cmd_leave_early(state, rules, now, player, chips=chips)]
        if kind == "colour_up":
            return [self._colour_up(body, now, where)]
        if kind == "end_on_chips":
            counts = _counts(body["end_on_chips"], f"{where}.end_on_chips", self)
            return [e.cmd_end_on_chips(state, now, counts)]
        if kind == "deal":
            return [self._deal(body, now, where)]
        raise _fail(where, f"{kind} is not supported yet")

    def _busts(self, body: Mapping[str, Any], now: int, where: str) -> list[Event]:
        raw = body["bust"]
        names = [raw] if isinstance(raw, str) else raw
        if not isinstance(names, list) or not names:
            raise _fail(f"{where}.bust", "a player's name, or a list of them out on one hand")
        players = [self._player(n, f"{where}.bust[{i}]") for i, n in enumerate(names)]
        chips = body.get("chips", {})
        if not isinstance(chips, Mapping):
            raise _fail(f"{where}.chips", "expected an object: name -> chips at the hand's start")
        hand = str(body.get("hand", ""))
        if len(players) > 1 and not hand:
            hand = f"entry-{where}"  # one hand, even when the script does not name it
        table = body.get("table")
        events: list[Event] = []
        state = self.state
        for name, player in zip(names, players, strict=True):
            start = chips.get(name)
            event = e.cmd_eliminate(
                state,
                now,
                player,
                hand=hand,
                table=None if table is None else _int(table, f"{where}.table", low=1),
                start_chips=None if start is None else _int(start, f"{where}.chips.{name}", low=1),
            )
            state = t.apply(state, event)
            events.append(event)
        return events

    def _colour_up(self, body: Mapping[str, Any], now: int, where: str) -> Event:
        removed = body["colour_up"]
        if not isinstance(removed, list) or not removed:
            raise _fail(f"{where}.colour_up", "the chip values removed, e.g. [25]")
        values = [_int(v, f"{where}.colour_up[{i}]", low=1) for i, v in enumerate(removed)]
        raw = body.get("stacks")
        if not isinstance(raw, Mapping):
            raise _fail(f"{where}.stacks", 'name -> {"chip value": count}')
        stacks: dict[str, dict[int, int]] = {}
        for name, chips in raw.items():
            player = self._player(name, f"{where}.stacks")
            if not isinstance(chips, Mapping):
                raise _fail(f"{where}.stacks.{name}", '{"chip value": count}')
            stacks[player] = {
                _int(int(v) if str(v).isdigit() else v, f"{where}.stacks.{name}", low=1): _int(
                    c, f"{where}.stacks.{name}.{v}"
                )
                for v, c in chips.items()
            }
        event, _plan = e.cmd_colour_up(self.state, self.rules, now, stacks, removed=values)
        return event

    def _deal(self, body: Mapping[str, Any], now: int, where: str) -> Event:
        raw = body["deal"]
        if not isinstance(raw, Mapping):
            raise _fail(f"{where}.deal", "name -> chips of every player still in")
        method = body.get("method", "icm")
        if method not in ("icm", "chip_chop"):
            raise _fail(f"{where}.method", "icm or chip_chop")
        counts = _counts(raw, f"{where}.deal", self)
        state = self.state
        left = state.ledger.prize_pool - state.ledger.paid_out
        table = preset_table(left, max(state.roster.entries, 1), unit=state.ledger.payout_unit)
        prizes = [p.amount for p in table.prizes][: len(counts)]
        prizes += [0] * (len(counts) - len(prizes))
        sheet = deal_sheet(counts, prizes, unit=state.ledger.payout_unit)
        shares = sheet.shares(DealMethod.ICM if method == "icm" else DealMethod.CHIP_CHOP)
        return e.cmd_deal(state, now, shares, method=method)


def _counts(raw: Any, where: str, night: _Night) -> dict[str, int]:
    if not isinstance(raw, Mapping):
        raise _fail(where, "expected an object: name -> chips")
    return {night._player(n, where): _int(c, f"{where}.{n}") for n, c in raw.items()}
