"""What the room hears ([9/13]): the clock's moments in words that read aloud, plus ten
minutes to the break and the last rebuy level; each kind on or off."""

from __future__ import annotations

import textwrap

from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.core.clock import clock
from dealer_assist.core.clock.announcements import (
    DEFAULT_ON,
    Spoken,
    announcements_between,
    command_announcements,
)
from dealer_assist.core.clock.structure import parse_structure

MIN = 60_000
T0 = 1_800_000_000_000
STRUCTURE = parse_structure(
    textwrap.dedent(
        """
        schema_version = 1
        name = "Night"
        starting_stack = 5000

        [rebuy]
        until_level = 2
        chips = 5000
        price = 20

        [[chips]]
        value = 25
        colour = "green"

        [[chips]]
        value = 100
        colour = "black"

        [[period]]
        kind = "level"
        small_blind = 25
        big_blind = 50
        duration_min = 20

        [[period]]
        kind = "level"
        small_blind = 50
        big_blind = 100
        ante = 25
        duration_min = 20

        [[period]]
        kind = "break"
        duration_min = 15
        colour_up = [25]

        [[period]]
        kind = "level"
        small_blind = 100
        big_blind = 200
        duration_min = 20
        """
    ),
    source="test",
)


def _night(enabled=DEFAULT_ON):
    anchor = clock.start(STRUCTURE, T0)
    return announcements_between(STRUCTURE, anchor, T0, T0 + 200 * MIN, enabled)


def test_a_night_is_announced_in_words_in_order() -> None:
    said = [(a.kind, (a.at_ms - T0) // MIN, a.words) for a in _night()]
    assert said == [
        (Spoken.LEVEL, 20, "Level 2. Blinds 50 and 100, ante 25, from the next deal."),
        (Spoken.REBUYS_CLOSING, 20, "Rebuys close at the end of this level."),
        (Spoken.TEN_TO_BREAK, 30, "Ten minutes to the break, a 15-minute break."),
        (Spoken.BREAK, 40, said[3][2]),
        (
            Spoken.COLOUR_UP,
            40,
            "Colour up: the 25 chips come off. Please change them at your table.",
        ),
        (Spoken.BREAK, 55, said[5][2]),
        (Spoken.LEVEL, 55, "Level 3. Blinds 100 and 200, from the next deal."),
    ]
    assert "15 minutes" in said[3][2] and "over" in said[5][2]


def test_each_kind_can_be_switched_off_and_one_minute_is_off_by_default() -> None:
    assert not any(a.kind is Spoken.ONE_MINUTE for a in _night())
    only = _night({Spoken.ONE_MINUTE})
    assert only and all(a.kind is Spoken.ONE_MINUTE for a in only)
    assert _night(set()) == []


def test_the_start_is_announced_by_its_command() -> None:
    anchor = clock.start(STRUCTURE, T0)
    (first,) = command_announcements(STRUCTURE, None, anchor, T0)
    assert first.words == "Level 1. Blinds 25 and 50, from the next deal."


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(1, 30 * MIN), min_size=1, max_size=20))
def test_split_into_any_slices_the_night_says_the_same_once(cuts: list[int]) -> None:
    """A display that wakes at any moments neither misses nor repeats an announcement."""
    anchor = clock.start(STRUCTURE, T0)
    whole = announcements_between(STRUCTURE, anchor, T0, T0 + 200 * MIN)
    moments = sorted({T0 + c for c in cuts} | {T0 + 200 * MIN})
    pieces, last = [], T0
    for moment in moments:
        pieces += announcements_between(STRUCTURE, anchor, last, moment)
        last = moment
    assert pieces == whole
