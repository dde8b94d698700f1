"""Properties of structures: dump then parse gives the same structure; valid ones validate.

`structures()` is also the strategy the clock properties draw from.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from msgspec.structs import replace

from dealer_assist.core.clock.structure import (
    AddOnWindow,
    Break,
    ChipDenomination,
    Level,
    Period,
    RebuyWindow,
    Structure,
    dump_structure,
    parse_structure,
    validate_structure,
)

NAMES = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=20
).filter(lambda s: s.strip() != "")


@st.composite
def structures(draw: st.DrawFn, max_periods: int = 10, max_duration_s: int = 3600) -> Structure:
    """A valid structure: blinds payable with the chips in play, colour-ups of chips in play."""
    smallest = draw(st.sampled_from([1, 5, 25, 100]))
    multipliers = draw(st.sets(st.sampled_from([2, 4, 5, 10, 20, 40, 100]), max_size=4))
    values = [smallest * k for k in sorted({1, *multipliers})]
    chips = tuple(ChipDenomination(v, draw(NAMES)) for v in values)
    timed = draw(st.booleans())
    in_play = list(values)
    periods: list[Period] = []
    count = draw(st.integers(1, max_periods))
    for position in range(count):
        is_last = position == count - 1
        if timed:
            duration_s = 60 * draw(st.integers(1, max(1, max_duration_s // 60)))
        else:
            duration_s = draw(st.integers(1, max_duration_s))
        if not is_last and len(in_play) > 1 and draw(st.integers(0, 3)) == 0:
            removed = tuple(in_play[: draw(st.integers(0, len(in_play) - 1))])
            in_play = in_play[len(removed) :]
            periods.append(Break(duration_s, removed, draw(st.one_of(st.just(""), NAMES))))
            continue
        unit = in_play[0]
        small = unit * draw(st.integers(1, 50))
        big = small + unit * draw(st.integers(0, 50))
        ante = unit * draw(st.integers(0, 10))
        periods.append(Level(small, big, duration_s, ante, ante > 0 and draw(st.booleans())))
    if timed:
        minute = draw(st.integers(0, 24 * 60 - 1))
        timed_periods: list[Period] = []
        for period in periods:
            if isinstance(period, Level):
                start_time = f"{minute // 60 % 24:02d}:{minute % 60:02d}"
                period = replace(period, start_time=start_time)
            timed_periods.append(period)
            minute += period.duration_s // 60
        periods = timed_periods
    level_count = sum(isinstance(p, Level) for p in periods)
    rebuy = draw(
        st.none()
        | st.builds(
            RebuyWindow,
            st.integers(1, level_count),
            st.integers(1, 100).map(lambda k: k * smallest),
            st.integers(0, 500),
            st.booleans(),
        )
    )
    add_on = draw(
        st.none()
        | st.builds(
            AddOnWindow,
            st.integers(1, level_count),
            st.integers(1, 100).map(lambda k: k * smallest),
            st.integers(0, 500),
        )
    )
    return Structure(
        name=draw(NAMES),
        chips=tuple(draw(st.permutations(chips))),
        periods=tuple(periods),
        starting_stack=smallest * draw(st.integers(1, 10_000)),
        rebuy=rebuy,
        add_on=add_on,
    )


@settings(max_examples=150, deadline=None)
@given(structures())
def test_dump_then_parse_gives_an_equal_structure(structure: Structure) -> None:
    assert validate_structure(structure) == []
    assert parse_structure(dump_structure(structure), "generated.toml") == structure


@settings(max_examples=100, deadline=None)
@given(structures(), st.data())
def test_blind_below_smallest_chip_in_play_is_always_reported(
    structure: Structure, data: st.DataObject
) -> None:
    """Making any level's big blind unpayable (not a multiple of the smallest chip in play)
    gives a problem on that level's big_blind, whatever else the structure holds."""
    level_indexes = [i for i, p in enumerate(structure.periods) if isinstance(p, Level)]
    index = data.draw(st.sampled_from(level_indexes))
    smallest = structure.chips_in_play(index)[0].value
    if smallest == 1:
        return  # every amount is payable with 1-chips
    level = structure.periods[index]
    assert isinstance(level, Level)
    broken = replace(level, big_blind=level.big_blind + 1)
    periods = structure.periods[:index] + (broken,) + structure.periods[index + 1 :]
    changed = Structure(structure.name, structure.chips, periods, structure.starting_stack)
    problems = validate_structure(changed)
    where = f"level {structure.level_number(index)}"
    assert any(p.where == where and p.field == "big_blind" for p in problems)
