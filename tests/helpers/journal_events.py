"""Events used only by the store tests, and a fold that checks they arrive in order."""

from __future__ import annotations

import enum
import random

from dealer_assist.core.events import Event


class Suit(enum.Enum):
    SPADES = "s"
    HEARTS = "h"


class Note(Event, tag="test.store.note", frozen=True, kw_only=True):
    """The n-th note of a run; `text` has a size that varies with n, so commits vary in size."""

    n: int
    text: str = ""
    suit: Suit | None = None
    stacks: tuple[int, ...] = ()


def numbered_note(n: int) -> Note:
    """The same event every time for the same n: a retried write is a true duplicate."""
    rng = random.Random(n)
    size = rng.choice((0, 10, 200, 3000, 9000))
    return Note(
        event_id=f"e-{n:06d}",
        at_ms=1_700_000_000_000 + n,
        n=n,
        text="".join(rng.choice("abcdefgh") for _ in range(size)),
        suit=rng.choice((None, Suit.SPADES, Suit.HEARTS)),
        stacks=tuple(rng.randrange(10**6) for _ in range(rng.randrange(4))),
    )


class OutOfOrder(ValueError):
    pass


def count_in_order(count: int, event: Event) -> int:
    """Fold for numbered notes: the state is how many arrived; one out of order is refused."""
    if not isinstance(event, Note):
        raise TypeError(f"unexpected event {event!r}")
    if event.n != count:
        raise OutOfOrder(f"note {event.n} arrived when {count} notes had arrived")
    return count + 1
