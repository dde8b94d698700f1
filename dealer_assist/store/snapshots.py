"""Snapshots of a fold's state, so opening a long journal replays only what came after.

A snapshot is the state after event `seq`, stored in the journal's own `snapshots` table with
the fold's version: a different program (or a changed fold) has another version and ignores
it, and a snapshot that cannot be read is ignored too (the journal is still the truth; the
full replay is always there). The table is a cache: created when first needed, never part of
the schema version, ignored by older programs.

States are frozen dataclasses and msgspec Structs, named tuples, enums and plain values; they
are pickled (which keeps the structure they share, e.g. the undo history's parts) and
unpickled with only the classes of Dealer Assist's own state allowed: a journal from elsewhere
cannot make this program run anything.
"""

from __future__ import annotations

import copyreg
import enum
import io
import logging
import pickle
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from types import MappingProxyType
from typing import Any

import msgspec

logger = logging.getLogger(__name__)

SNAPSHOT_EVERY = 500  # events between snapshots while a session runs (and one at close)
_SAFE_BUILTINS = {("builtins", "frozenset"), ("builtins", "set"), ("builtins", "slice")}
_SAFE_CLASSES = {
    ("fractions", "Fraction"),
    ("decimal", "Decimal"),
    # Read-only views the core hands out (house rules' citations), rebuilt from a dict.
    ("dealer_assist.store.snapshots", "read_only_view"),
    # How a msgspec Struct (an event, a state) is rebuilt: its class (checked below) called
    # with its fields by name.
    ("msgspec._utils", "rebuild"),
}


class SnapshotError(Exception):
    """A snapshot that cannot be made or read; the caller replays the journal instead."""


class _StateUnpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str) -> Any:
        if (module, name) in _SAFE_BUILTINS | _SAFE_CLASSES:
            return super().find_class(module, name)
        if module.startswith("dealer_assist.") and "." not in name:
            found = super().find_class(module, name)
            if isinstance(found, type) and _is_state_class(found):
                return found
        raise SnapshotError(f"a snapshot may not hold {module}.{name}")


def _is_state_class(cls: type) -> bool:
    # hasattr, as dataclasses.is_dataclass does: that module loads nowhere else before a paint.
    if hasattr(cls, "__dataclass_fields__") or issubclass(cls, enum.Enum | msgspec.Struct):
        return True
    if cls.__dict__.get("__snapshot_state__") is True:  # restores itself from checked data
        return True
    return issubclass(cls, tuple) and hasattr(cls, "_fields")  # a NamedTuple


@contextmanager
def _deep() -> Iterator[None]:
    # The undo history is a linked list a few hundred steps deep.
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 20_000))
    try:
        yield
    finally:
        sys.setrecursionlimit(limit)


def read_only_view(items: dict[Any, Any]) -> MappingProxyType[Any, Any]:
    return MappingProxyType(items)


def _proxy(view: MappingProxyType[Any, Any]) -> tuple[Any, ...]:
    return (read_only_view, (dict(view),))


def dump_state(state: object) -> bytes:
    out = io.BytesIO()
    pickler = pickle.Pickler(out, protocol=5)
    pickler.dispatch_table = {**copyreg.dispatch_table, MappingProxyType: _proxy}
    try:
        with _deep():
            pickler.dump(state)
            return out.getvalue()
    except (pickle.PicklingError, TypeError, AttributeError, RecursionError) as exc:
        raise SnapshotError(f"the state cannot be kept: {exc}") from exc


def load_state(data: bytes) -> object:
    try:
        with _deep():
            return _StateUnpickler(io.BytesIO(data)).load()
    except SnapshotError:
        raise
    except Exception as exc:  # noqa: BLE001 (any damage means: replay instead)
        raise SnapshotError(f"the snapshot cannot be read: {exc}") from exc
