"""House-rules profiles: the machine-readable decisions of a rulebook, each citing its rule.

A tournament runs under one book. The engine asks the profile both *what* to do (odd chip,
straddle, player clock...) and *why* (`cite(key)` gives the rule id and a readable label),
so every refusal or ruling can name the rule it applied. Profiles are data files in
`resources/house_rules/<book>.toml`; parsing them is done by `load_house_rules`, which takes
the text so the core stays free of I/O.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from types import MappingProxyType
from typing import TypeVar

import msgspec

from dealer_assist.core.rules.citation import Citation as Citation  # re-exported: its home

SCHEMA_VERSION = 1
_V = TypeVar("_V")
_EnumT = TypeVar("_EnumT", bound=enum.Enum)


class OddChip(enum.Enum):
    """Who gets the chip that cannot be split evenly."""

    LEFT_IN_POT = "left_in_pot"  # Ubetcha ties 1: stays for the next hand
    FIRST_CLOCKWISE_FROM_BUTTON = "first_clockwise_from_button"  # Applewood, general ties 5a
    CLOSEST_TO_DEALER_LEFT = "closest_to_dealer_left"  # Fountain Valley basics


class ColourUpRounding(enum.Enum):
    """How a player's leftover small chips are exchanged when their denomination is removed."""

    ROUND_UP = "round_up"  # any remainder becomes one chip of the next denomination
    ROUND_NEAREST = "round_nearest"  # half or more rounds up, less is lost (chip race style)
    CHIP_RACE = "chip_race"  # odd chips raced off for the new chips (common practice, no book)


class LeavingEarly(enum.Enum):
    """What happens to the chips of a player who must quit before busting."""

    BLINDED_OFF = "blinded_off"  # stack stays and is blinded away
    REMOVED = "removed"  # chips are taken out of play
    BLINDED_OFF_THEN_REMOVED = "blinded_off_then_removed"  # Applewood: depends on the round


class BalanceMethod(enum.Enum):
    """How the player who moves to balance the tables is chosen (Ubetcha SEATING 7 a or b)."""

    SAME_POSITION = "same_position"  # a player moves to the same place relative to the blinds
    LOWEST_CARD = "lowest_card"  # one card dealt to each player: the lowest card moves


class BreakSeating(enum.Enum):
    """How the players of a broken table find their new seats."""

    SAME_POSITION = "same_position"  # each to the open seat nearest his place to the blinds
    REDRAW = "redraw"  # a draw for the open seats (general rules TIES 2)


class Decision(enum.StrEnum):
    """Keys of the decisions a profile cites. Every profile must cite every key."""

    ODD_CHIP = "odd_chip"
    SPLIT_POTS_SEPARATELY = "split_pots_separately"
    STRADDLE = "straddle"
    PLAYER_CLOCK = "player_clock"
    LATE_ENTRY = "late_entry"
    LEAVING_EARLY = "leaving_early"
    COLOUR_UP = "colour_up"
    TABLE_BALANCE = "table_balance"
    MIN_BET = "min_bet"
    MIN_RAISE = "min_raise"
    SHORT_ALL_IN_REOPEN = "short_all_in_reopen"
    SHORT_BIG_BLIND = "short_big_blind"
    ONE_CHIP_IS_CALL = "one_chip_is_call"
    HALF_RAISE_COMPLETES = "half_raise_completes"
    UNDERSIZED_BET = "undersized_bet"
    VERBAL_BINDING = "verbal_binding"
    PUT_YOU_ALL_IN = "put_you_all_in"
    DEAD_BUTTON = "dead_button"
    HEADS_UP = "heads_up"
    NEW_PLAYER_WAITS = "new_player_waits"
    BUTTON_DRAW = "button_draw"
    ABSENT_PLAYER = "absent_player"
    ACTION_ORDER = "action_order"
    SIDE_POT_ORDER = "side_pot_order"
    SHOWDOWN_ORDER = "showdown_order"
    ALL_IN_SHOWDOWN = "all_in_showdown"
    LEVEL_CHANGE = "level_change"
    MISDEAL = "misdeal"
    FINISHING_ORDER = "finishing_order"  # several bust-outs on one hand
    TIED_PLACES = "tied_places"  # tied players share the money of the places they cover
    TIME_LIMIT_END = "time_limit_end"  # the game is stopped: places by chip count
    LEAVING_EARLY_PLACE = "leaving_early_place"  # where a player whose chips are removed finishes
    SEAT_DRAW = "seat_draw"  # the random draw for the first seats
    BALANCE_MOVE = "balance_move"  # which player moves to balance the tables, and to which seat
    TABLE_BREAK = "table_break"  # which table breaks and how its players are reseated


class HouseRules(msgspec.Struct, frozen=True):
    """The decisions of one book. Build with `load_house_rules`; derive customs with `derive`."""

    book: str
    title: str
    odd_chip: OddChip
    straddle_allowed: bool
    straddle_multiple: int
    player_clock_s: int
    player_clock_final_count_s: int
    late_entry_until_level: int | None
    late_entry_penalty_big_blinds: int
    leaving_early: LeavingEarly
    colour_up_rounding: ColourUpRounding
    table_balance_tolerance: int
    max_seats: int
    # Levels that must be complete before a leaver's chips are removed rather than blinded off
    # (Applewood Gameplay Rules 4: "the first round (six levels)"); 0 when the book has no such
    # round.
    leaving_early_blinded_off_levels: int = 0
    # Colour-up: an in-use chip may be added from the player's stack to make a bigger chip
    # (Applewood Misc. 21: "$875 in 25's, requires also adding a $100 chip ... to get a $1K chip").
    colour_up_in_use_chip: bool = False
    # The game is stopped after this long and places go by chip count (Applewood Misc. 28: "the
    # full 6 hrs"); None when the book plays to one winner.
    time_limit_min: int | None = None
    # Balancing (Ubetcha SEATING 7 lets the director choose a or b: this is the default the
    # balancing takes when none is given) and how a broken table's players are reseated.
    balance_method: BalanceMethod = BalanceMethod.SAME_POSITION
    table_break_seating: BreakSeating = BreakSeating.REDRAW
    citations: Mapping[Decision, Citation] = msgspec.field(default_factory=dict)
    derived_from: str | None = None

    def cite(self, decision: Decision | str) -> Citation:
        """The rule behind a decision; every profile cites every `Decision`."""
        return self.citations[Decision(decision)]

    def derive(self, book: str, title: str, **changes: object) -> HouseRules:
        """A custom profile: a copy of this one with some decisions changed."""
        # arg-type: `changes` names any field, so its values cannot be typed per field here.
        return msgspec.structs.replace(
            self, book=book, title=title, derived_from=self.book, **changes
        )


class HouseRulesError(ValueError):
    """A profile file that cannot be used; the message names the field."""


def load_house_rules(text: str, source: str = "<profile>") -> HouseRules:
    """Parse a profile from TOML text. Errors name the source and the field."""
    import tomllib  # only to parse: the director's first paint needs none of it

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise HouseRulesError(f"{source}: {exc}") from exc
    version = data.get("schema_version")
    if version != SCHEMA_VERSION:
        raise HouseRulesError(
            f"{source}: schema_version {version!r} is not supported (expected {SCHEMA_VERSION})"
        )

    def need(key: str, kind: type[_V]) -> _V:
        if key not in data:
            raise HouseRulesError(f"{source}: missing field {key!r}")
        value = data[key]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise HouseRulesError(f"{source}: field {key!r} must be {kind.__name__}, got {value!r}")
        return value

    def choice(key: str, enum_type: type[_EnumT]) -> _EnumT:
        raw = need(key, str)
        try:
            return enum_type(raw)
        except ValueError:
            allowed = ", ".join(str(m.value) for m in enum_type)
            raise HouseRulesError(
                f"{source}: field {key!r}: {raw!r} is not one of {allowed}"
            ) from None

    def optional_choice(key: str, enum_type: type[_EnumT], default: _EnumT) -> _EnumT:
        return choice(key, enum_type) if key in data else default

    def optional_int(key: str, default: int | None) -> int | None:
        value = data.get(key, default)
        if value is not None and (
            not isinstance(value, int) or isinstance(value, bool) or value < 0
        ):
            raise HouseRulesError(f"{source}: field {key!r} must be a whole number, got {value!r}")
        return value

    late_until = data.get("late_entry_until_level")
    if late_until is not None and (not isinstance(late_until, int) or late_until < 0):
        raise HouseRulesError(f"{source}: late_entry_until_level must be a level number")
    # Fields added after schema 1 was first written: optional, so older files still load.
    blinded_off_levels = optional_int("leaving_early_blinded_off_levels", 0) or 0
    time_limit = optional_int("time_limit_min", None)
    in_use_chip = data.get("colour_up_in_use_chip", False)
    if not isinstance(in_use_chip, bool):
        raise HouseRulesError(f"{source}: field 'colour_up_in_use_chip' must be bool")

    # Citations go in last so the field errors come first, as the file reads.
    rules = HouseRules(
        book=str(need("book", str)),
        title=str(need("title", str)),
        odd_chip=choice("odd_chip", OddChip),
        straddle_allowed=bool(need("straddle_allowed", bool)),
        straddle_multiple=int(need("straddle_multiple", int)),
        player_clock_s=int(need("player_clock_s", int)),
        player_clock_final_count_s=int(need("player_clock_final_count_s", int)),
        late_entry_until_level=late_until,
        late_entry_penalty_big_blinds=int(need("late_entry_penalty_big_blinds", int)),
        leaving_early=choice("leaving_early", LeavingEarly),
        colour_up_rounding=choice("colour_up_rounding", ColourUpRounding),
        table_balance_tolerance=int(need("table_balance_tolerance", int)),
        max_seats=int(need("max_seats", int)),
        leaving_early_blinded_off_levels=blinded_off_levels,
        colour_up_in_use_chip=in_use_chip,
        time_limit_min=time_limit,
        balance_method=optional_choice(
            "balance_method", BalanceMethod, BalanceMethod.SAME_POSITION
        ),
        table_break_seating=optional_choice(
            "table_break_seating", BreakSeating, BreakSeating.REDRAW
        ),
        derived_from=data.get("derived_from"),
    )
    if rules.leaving_early is LeavingEarly.BLINDED_OFF_THEN_REMOVED and not blinded_off_levels:
        raise HouseRulesError(
            f"{source}: leaving_early {rules.leaving_early.value!r} needs "
            "leaving_early_blinded_off_levels (the levels after which chips are removed)"
        )
    raw_citations = need("cite", dict)
    citations: dict[Decision, Citation] = {}
    for decision in Decision:
        entry = raw_citations.get(decision.value)
        if not isinstance(entry, dict) or "rule" not in entry or "label" not in entry:
            raise HouseRulesError(
                f"{source}: cite.{decision.value} must give a rule id and a label"
            )
        citations[decision] = Citation(rule_id=str(entry["rule"]), label=str(entry["label"]))
    unknown = set(raw_citations) - {d.value for d in Decision}
    if unknown:
        raise HouseRulesError(f"{source}: cite has unknown decisions: {', '.join(sorted(unknown))}")

    return msgspec.structs.replace(rules, citations=MappingProxyType(citations))
