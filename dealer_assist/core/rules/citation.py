"""A pointer to one rule of a book, as every ruling and refusal names it.

Its own module (house_rules re-exports it): the seating plan's moves carry citations, and a
reopened night's first paint needs them without loading every book's decisions.
"""

from __future__ import annotations

import msgspec


class Citation(msgspec.Struct, frozen=True):
    """A pointer to one rule: its stable id and how a person reads it ("Ubetcha, TIES 1")."""

    rule_id: str
    label: str

    def __str__(self) -> str:
        return self.label
