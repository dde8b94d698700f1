"""Writable copies of frozen slotted dataclasses, for folds that make a new state per event,
and cheap makers of such values for the hot path.

A draft class is a subclass with the same slots whose attributes may be assigned
(core.hand.hand_state explains the pattern). `draft_copier` writes the copy function once per
pair of classes: plain slot stores, one per field, as fast as a hand-written copy and never
missing a field added later. `slot_maker` writes a maker the same way: the value built as a
draft, field by field, then turned into the frozen class (about a quarter of the cost of a
frozen dataclass's keyword constructor, which calls object.__setattr__ per field).
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


def slot_maker(frozen: type[Frozen]) -> Callable[..., Frozen]:
    """`make(*values)`: a `frozen` slotted dataclass with every field set from `values`, in
    field order, equal to the constructor's value. The constructor's own code is not run, so
    a class with a __post_init__ (a check it would skip) is refused."""
    if hasattr(frozen, "__post_init__"):
        raise TypeError(f"{frozen.__name__} checks its values in __post_init__: no maker")
    names = [field.name for field in fields(frozen)]  # type: ignore[arg-type]
    if {"made", "_new", "_draft", "_frozen"} & set(names):
        raise TypeError(f"{frozen.__name__} has a field named as the maker's own variables")
    # Writable for the maker only: object's own setattr lifts the frozen refusal; the layout
    # is the frozen class's (no slots added), so the value can become it.
    draft = type(
        f"_{frozen.__name__}Draft",
        (frozen,),
        {"__slots__": (), "__setattr__": object.__setattr__, "__delattr__": object.__delattr__},
    )
    body = "".join(f"    made.{name} = {name}\n" for name in names)
    source = (
        f"def make({', '.join(names)}):\n    made = _new(_draft)\n{body}"
        "    made.__class__ = _frozen\n    return made\n"
    )
    scope: dict[str, Any] = {"_new": object.__new__, "_draft": draft, "_frozen": frozen}
    exec(source, scope)  # noqa: S102 (field names of our own classes, not input)
    make: Callable[..., Frozen] = scope["make"]
    make.__qualname__ = f"make_{frozen.__name__}"
    return make
