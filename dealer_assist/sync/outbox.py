"""A station's outbox: what it still has to deliver to the director after an outage.

The station's own table journal is the queue (it journals every event locally first, online
or not); the outbox only remembers the last journal position the director accepted. On
reconnect everything after it is sent again in batches; the director stores events by id, so
an event delivered twice (the acknowledgement lost with the Wi-Fi) is recorded once.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol

from dealer_assist.core.events import Event
from dealer_assist.sync.protocol import MAX_EVENTS_PER_MESSAGE


class Record(Protocol):
    @property
    def seq(self) -> int: ...

    @property
    def event(self) -> Event: ...


@dataclass(frozen=True, slots=True)
class Batch:
    upto_seq: int  # acknowledge this once the director accepted the batch
    events: tuple[Event, ...]


class Outbox:
    def __init__(self, accepted_seq: int = 0) -> None:
        self.accepted_seq = accepted_seq

    def batches(
        self, records: Iterable[Record], size: int = MAX_EVENTS_PER_MESSAGE
    ) -> Iterator[Batch]:
        """The records after the accepted position, `size` events at most per batch."""
        chunk: list[Record] = []
        for record in records:
            if record.seq <= self.accepted_seq:
                continue
            chunk.append(record)
            if len(chunk) == size:
                yield _batch(chunk)
                chunk = []
        if chunk:
            yield _batch(chunk)

    def accept(self, upto_seq: int) -> None:
        """The director stored everything up to `upto_seq` (acknowledgements never go back)."""
        self.accepted_seq = max(self.accepted_seq, upto_seq)

    def queued(self, last_seq: int) -> int:
        """How many events wait ("offline, N queued")."""
        return max(0, last_seq - self.accepted_seq)


def _batch(records: Sequence[Record]) -> Batch:
    return Batch(records[-1].seq, tuple(r.event for r in records))
