"""How far a display's clock is from the director's, NTP style.

A display sends its time t0; the director answers with t0, the time it received the request
(t1) and the time it answered (t2); the display notes when the answer came (t3). Then
offset = ((t1 - t0) + (t2 - t3)) / 2 and the round trip = (t3 - t0) - (t2 - t1). The sample
with the shortest round trip among the recent ones is the most trustworthy (the least
queueing), so that one sets the offset. Times are milliseconds; the caller passes them in.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

SAMPLES_KEPT = 8
SAMPLES_NEEDED = 3
OFFLINE_AFTER_MS = 10_000  # no answer for this long: the display says it is offline


@dataclass(frozen=True, slots=True)
class Sample:
    t0: int  # the display sent
    t1: int  # the director received
    t2: int  # the director answered
    t3: int  # the display received

    @property
    def offset_ms(self) -> float:
        return ((self.t1 - self.t0) + (self.t2 - self.t3)) / 2

    @property
    def round_trip_ms(self) -> int:
        return (self.t3 - self.t0) - (self.t2 - self.t1)


class OffsetEstimator:
    """The director's time as a display should read it: `director_ms(local_now)`."""

    def __init__(self) -> None:
        self._samples: deque[Sample] = deque(maxlen=SAMPLES_KEPT)
        self._last_answer_ms: int | None = None

    def add(self, sample: Sample) -> None:
        if sample.round_trip_ms < 0 or sample.t3 < sample.t0:
            return  # a clock that jumped while the request was out: not a measurement
        self._samples.append(sample)
        self._last_answer_ms = sample.t3

    @property
    def synced(self) -> bool:
        return len(self._samples) >= SAMPLES_NEEDED

    @property
    def best(self) -> Sample | None:
        return min(self._samples, key=lambda s: s.round_trip_ms, default=None)

    @property
    def offset_ms(self) -> float:
        best = self.best
        return 0.0 if best is None else best.offset_ms

    @property
    def uncertainty_ms(self) -> float:
        """Half the best round trip: the offset is right within this."""
        best = self.best
        return float("inf") if best is None else best.round_trip_ms / 2

    def director_ms(self, local_now_ms: int) -> int:
        return round(local_now_ms + self.offset_ms)

    def offline(self, local_now_ms: int) -> bool:
        """No answer for a while: keep counting on the last offset, and say so."""
        return (
            self._last_answer_ms is None or local_now_ms - self._last_answer_ms > OFFLINE_AFTER_MS
        )
