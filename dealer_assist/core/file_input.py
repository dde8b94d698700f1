"""Values read from files people hand in (structures, table and hand histories), bounded so
that no number or text in them can crash what reads or prints them later.

Python refuses to turn more than 4,300 digits into an int or back (its int-string limit):
`json.loads` fails on such a number before any field is known, and a number that parsed (a
long hex TOML integer) fails in the error message that quotes it. No chip count, seat or time
needs more than MAX_DIGITS digits, so a longer number becomes a `TooLong` marker, and the
reader that wanted a number names the field.
"""

from __future__ import annotations

import json
import math
from typing import Any

import msgspec

MAX_DIGITS = 18  # a billion billion chips; a time in ms has 13 digits (TOML's own: 64 bits)
_BOUND = 10**MAX_DIGITS
SHOWN_CHARS = 40  # how much of a wrong value an error message quotes


class TooLong(msgspec.Struct, frozen=True):
    """A number of more than MAX_DIGITS digits, where the file had it."""

    digits: int

    def __repr__(self) -> str:
        return f"a {self.digits}-digit number"

    @property
    def problem(self) -> str:
        return f"a {self.digits}-digit number is too large"


def bounded(value: int) -> int | TooLong:
    """`value`, or TooLong when it has more than MAX_DIGITS digits."""
    if -_BOUND < value < _BOUND:
        return value
    return TooLong(_digits(abs(value)))


def _digits(value: int) -> int:
    try:
        return len(str(value))
    except ValueError:  # past the int-string limit: count from the bits instead of printing
        return math.floor(value.bit_length() * math.log10(2)) + 1


def bounded_data(data: Any) -> Any:
    """Decoded data (dicts, lists, scalars) with every int passed through `bounded`."""
    if isinstance(data, dict):
        return {key: bounded_data(value) for key, value in data.items()}
    if isinstance(data, list):
        return [bounded_data(value) for value in data]
    if isinstance(data, int) and not isinstance(data, bool):
        return bounded(data)
    return data


def load_json(text: str) -> Any:
    """Decode JSON text; integers longer than MAX_DIGITS come back as TooLong.

    Raises json.JSONDecodeError for bad JSON and RecursionError for nesting too deep.
    """
    return json.loads(text, parse_int=_parse_int)


def _parse_int(text: str) -> int | TooLong:
    digits = len(text) - text.startswith("-")
    return TooLong(digits) if digits > MAX_DIGITS else int(text)


def number_key(key: object) -> int | None:
    """An object key written as a whole number ("3"): that number; None for anything else,
    including digits int() refuses or would take long over (other scripts, thousands)."""
    if isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= MAX_DIGITS:
        return int(key)
    return None


def shown(value: object) -> str:
    """`repr(value)` for an error message, cut to SHOWN_CHARS (a 5,000-character name must
    not bury the message)."""
    text = repr(value)
    return text if len(text) <= SHOWN_CHARS else text[: SHOWN_CHARS - 3] + "..."
