"""Slots that do not keep their owner alive (for connections to the owner's own children).

A lambda that captures `self`, connected to a child socket's signal, is owned by that
connection: when the child is deleted the lambda goes, and if it held the last reference to
the owner, the owner (and so the child, again) is deleted from inside the child's destructor,
which crashes. `weak_slot(self._method, *args)` calls the method while its owner lives and
does nothing after.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any


def weak_slot(method: Callable[..., Any], *args: Any) -> Callable[..., None]:
    """`method(*args, *signal_args)` while the method's object lives."""
    ref = weakref.WeakMethod(method)

    def slot(*signal_args: Any) -> None:
        bound = ref()
        if bound is not None:
            bound(*args, *signal_args)

    return slot
