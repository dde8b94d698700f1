"""Writable copies of frozen slotted dataclasses, for folds that make a new state per event.

A draft class is a subclass with the same slots whose attributes may be assigned
(core.hand.hand_state explains the pattern). `draft_copier` writes the copy function once per
pair of classes: plain slot stores, one per field, as fast as a hand-written copy and never
missing a field added later.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any, TypeVar

Frozen = TypeVar("Frozen")
Draft = TypeVar("Draft")


def draft_copier(frozen: type[Frozen], draft: type[Draft]) -> Callable[[Frozen], Draft]:
    """`copy(value)`: a `draft` holding every field of `value` (a `frozen` dataclass)."""
    names = [field.name for field in fields(frozen)]  # type: ignore[arg-type]
    body = "\n".join(f"    new.{name} = value.{name}" for name in names)
    source = f"def copy(value):\n    new = _new(_draft)\n{body}\n    return new\n"
    scope: dict[str, Any] = {"_new": object.__new__, "_draft": draft}
    exec(source, scope)  # noqa: S102 (field names of our own classes, not input)
    copy: Callable[[Frozen], Draft] = scope["copy"]
    copy.__qualname__ = f"copy_{frozen.__name__}_to_{draft.__name__}"
    return copy
