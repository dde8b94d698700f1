"""The director's PIN: the check behind what a volunteer dealer must not do by accident.

Qt-free and I/O-free: the PIN comes from the station's option (`--pin`) or the environment
(`DEALER_ASSIST_PIN`, passed in as a mapping), and only a digest of it is kept, so the PIN is
never shown in a log or a traceback. `ui.station_pin.PinGuard` asks for it.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Mapping
from dataclasses import dataclass

PIN_ENV = "DEALER_ASSIST_PIN"
MIN_DIGITS, MAX_DIGITS = 4, 12
_SALT = b"dealer-assist director pin"


def _digest(pin: str) -> str:
    return hashlib.sha256(_SALT + pin.encode("ascii")).hexdigest()


@dataclass(frozen=True, slots=True)
class DirectorPin:
    """The director's PIN, kept as a digest ("" when no PIN is set: nothing is guarded)."""

    digest: str = ""

    @classmethod
    def of(cls, pin: str | None) -> DirectorPin:
        """The PIN given as text (None or blank: no PIN). Raises ValueError unless it is
        4 to 12 digits, the size a dealer types on the touch pad."""
        text = (pin or "").strip()
        if not text:
            return cls()
        if not (text.isascii() and text.isdigit() and MIN_DIGITS <= len(text) <= MAX_DIGITS):
            raise ValueError(
                f"a director's PIN is {MIN_DIGITS} to {MAX_DIGITS} digits (0-9), "
                f"got {len(text)} character(s)"
            )
        return cls(_digest(text))

    @classmethod
    def from_settings(cls, given: str | None, environ: Mapping[str, str]) -> DirectorPin:
        """The PIN from the station's option, else from `DEALER_ASSIST_PIN`, else none."""
        return cls.of(given if given is not None else environ.get(PIN_ENV))

    @property
    def is_set(self) -> bool:
        return bool(self.digest)

    def check(self, entered: str | None) -> bool:
        """True when `entered` is the PIN (compared in constant time); False if none is set."""
        if not self.is_set or not entered:
            return False
        text = entered.strip()
        if not (text.isascii() and text.isdigit()):
            return False
        return hmac.compare_digest(_digest(text), self.digest)

    def __repr__(self) -> str:
        return f"DirectorPin({'set' if self.is_set else 'not set'})"
