"""The tournament fold: commands give events, replay reproduces the state."""

from __future__ import annotations

from dealer_assist.core import tournament as t
from dealer_assist.resources import resource_path

T0 = 1_700_000_000_000


def test_create_start_pause_replay() -> None:
    toml = resource_path("structures", "demo.toml").read_text(encoding="utf-8")
    created = t.cmd_create("Friday", "ubetcha", toml, T0)
    state = t.apply(None, created)
    events = [created]
    for make in (lambda s: t.cmd_start(s, T0 + 1000), lambda s: t.cmd_pause(s, T0 + 61_000)):
        event = make(state)
        state = t.apply(state, event)
        events.append(event)
    assert t.replay(events) == state
    reading = state.reading(T0 + 10**7)
    assert reading is not None and not reading.running and reading.remaining_ms == 60_000
