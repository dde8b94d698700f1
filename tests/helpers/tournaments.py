"""A tournament driven by commands and folded in memory, the way a session does without the disk."""

from __future__ import annotations

from typing import Any

from dealer_assist.core import tournament as t
from dealer_assist.core.events import Event
from dealer_assist.resources import resource_path

T0 = 1_700_000_000_000
MIN = 60_000
DEMO = resource_path("structures", "demo.toml").read_text(encoding="utf-8")


class Journal:
    """Commands in, events appended and folded: what a session does, without the disk."""

    def __init__(self, toml: str = DEMO) -> None:
        created = t.cmd_create("Friday", "ubetcha", toml, T0)
        self.events: list[Event] = [created]
        self.state = t.apply(None, created)

    def do(self, command: Any, *args: Any) -> Any:
        event = command(self.state, *args)
        self.events.append(event)
        self.state = t.apply(self.state, event)
        return event
