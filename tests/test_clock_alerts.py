"""Clock alerts: one minute left, level changed, breaks and colour-ups, from anchors alone."""

from __future__ import annotations

from dealer_assist.core.clock import clock
from dealer_assist.core.clock.alerts import AlertKind, alerts_between, command_alerts
from dealer_assist.core.clock.structure import Break, ChipDenomination, Level, Structure
from dealer_assist.house_books import house_rules

MIN = 60_000
T0 = 1_700_000_000_000

STRUCTURE = Structure(
    name="test",
    chips=(ChipDenomination(25, "green"), ChipDenomination(100, "black")),
    periods=(
        Level(25, 50, 20 * 60),
        Level(50, 100, 20 * 60, ante=25),
        Break(10 * 60, colour_up=(25,)),
        Level(100, 200, 20 * 60),
    ),
    starting_stack=1000,
)


def _kinds(alerts: list) -> list[tuple[AlertKind, int]]:
    return [(a.kind, (a.at_ms - T0) // 1000) for a in alerts]


def test_every_alert_of_a_running_clock_in_order() -> None:
    anchor = clock.start(STRUCTURE, T0)
    alerts = alerts_between(STRUCTURE, anchor, T0, T0 + 10 * 3600_000)
    assert _kinds(alerts) == [
        (AlertKind.ONE_MINUTE_LEFT, 19 * 60),
        (AlertKind.LEVEL_CHANGED, 20 * 60),
        (AlertKind.ONE_MINUTE_LEFT, 39 * 60),
        (AlertKind.BREAK_STARTED, 40 * 60),
        (AlertKind.COLOUR_UP_DUE, 40 * 60),
        (AlertKind.BREAK_ENDS_SOON, 49 * 60),
        (AlertKind.BREAK_ENDED, 50 * 60),
        (AlertKind.LEVEL_CHANGED, 50 * 60),
        (AlertKind.ONE_MINUTE_LEFT, 69 * 60),
    ]
    texts = [a.text for a in alerts]
    assert texts[0] == "One minute left in level 1. Next: level 2, 50/100 ante 25."
    assert texts[1] == "Level 2: 50/100 ante 25. New limits apply on the next deal."
    assert texts[2] == "One minute left in level 2. Next: break 1, 10 minutes."
    assert texts[3] == "Break 1: 10 minutes."
    assert texts[4] == "Colour up: the 25 (green) chips come off."
    assert alerts[4].colour_up == (ChipDenomination(25, "green"),)
    assert texts[5] == "One minute left in break 1. Next: level 3, 100/200."
    assert (
        texts[8]
        == "One minute left in level 3. It is the last level: play continues at these limits."
    )


def test_level_change_cites_ubetcha_rules_for_using_blinds_8() -> None:
    """Ubetcha RULES FOR USING BLINDS 8: the new limits apply on the next deal."""
    anchor = clock.start(STRUCTURE, T0)
    rules = house_rules("ubetcha")
    (changed,) = [
        a
        for a in alerts_between(STRUCTURE, anchor, T0, T0 + 21 * MIN, rules)
        if a.kind is AlertKind.LEVEL_CHANGED
    ]
    assert changed.citation is not None
    assert changed.citation.label == "Ubetcha, RULES FOR USING BLINDS 8"
    assert changed.text.endswith("New limits apply on the next deal.")


def test_interval_is_open_at_the_start_and_closed_at_the_end() -> None:
    anchor = clock.start(STRUCTURE, T0)
    at = T0 + 20 * MIN
    assert [a.kind for a in alerts_between(STRUCTURE, anchor, at - 1, at)] == [
        AlertKind.LEVEL_CHANGED
    ]
    assert alerts_between(STRUCTURE, anchor, at, at + MIN) == []


def test_paused_clock_has_no_alerts_and_resume_does_not_repeat_one() -> None:
    anchor = clock.start(STRUCTURE, T0)
    paused = clock.pause(STRUCTURE, anchor, T0 + 19 * MIN)  # exactly one minute left
    first = alerts_between(STRUCTURE, anchor, T0, T0 + 19 * MIN)
    assert [a.kind for a in first] == [AlertKind.ONE_MINUTE_LEFT]
    assert alerts_between(STRUCTURE, paused, T0 + 19 * MIN, T0 + 5 * 3600_000) == []
    resumed = clock.resume(STRUCTURE, paused, T0 + 30 * MIN)
    again = alerts_between(STRUCTURE, resumed, T0 + 30 * MIN, T0 + 31 * MIN)
    assert [a.kind for a in again] == [AlertKind.LEVEL_CHANGED]


def test_command_alerts_announce_a_jump_and_the_colour_ups_it_passes() -> None:
    anchor = clock.start(STRUCTURE, T0)
    assert [a.text for a in command_alerts(STRUCTURE, None, anchor, T0)] == [
        "Level 1: 25/50. New limits apply on the next deal."
    ]
    jumped = clock.jump_to(STRUCTURE, anchor, T0 + MIN, 3)
    kinds = [a.kind for a in command_alerts(STRUCTURE, anchor, jumped, T0 + MIN)]
    assert kinds == [AlertKind.LEVEL_CHANGED, AlertKind.COLOUR_UP_DUE]
    paused = clock.pause(STRUCTURE, anchor, T0 + MIN)
    assert command_alerts(STRUCTURE, anchor, paused, T0 + MIN) == []
    ended = clock.adjust(STRUCTURE, anchor, T0 + MIN, -30 * MIN)  # running to 0: next level now
    assert [a.kind for a in command_alerts(STRUCTURE, anchor, ended, T0 + MIN)] == [
        AlertKind.LEVEL_CHANGED
    ]
    brk = clock.break_now(STRUCTURE, anchor, T0 + MIN)
    back = clock.next_period(STRUCTURE, brk, T0 + 2 * MIN)
    assert [a.kind for a in command_alerts(STRUCTURE, brk, back, T0 + 2 * MIN)] == [
        AlertKind.BREAK_ENDED,
        AlertKind.LEVEL_CHANGED,
    ]


def test_a_short_level_gets_no_one_minute_warning_at_its_own_start() -> None:
    short = Structure("s", STRUCTURE.chips, (Level(25, 50, 60), Level(50, 100, 90)), 1000)
    alerts = alerts_between(short, clock.start(short, T0), T0, T0 + 10 * MIN)
    assert _kinds(alerts) == [(AlertKind.LEVEL_CHANGED, 60), (AlertKind.ONE_MINUTE_LEFT, 90)]
