"""Load the shipped house-rules profiles by book name (the I/O side of core.house_rules)."""

from __future__ import annotations

from functools import cache

from dealer_assist.core.rules.house_rules import HouseRules, load_house_rules
from dealer_assist.resources import resource_path

BOOKS = ("ubetcha", "applewood", "fountain-valley", "general")
DEFAULT_BOOK = "ubetcha"


@cache
def house_rules(book: str) -> HouseRules:
    """The profile of one of the four books, e.g. house_rules("applewood")."""
    if book not in BOOKS:
        raise KeyError(f"unknown house book {book!r}; choose one of {', '.join(BOOKS)}")
    path = resource_path("house_rules", f"{book}.toml")
    return load_house_rules(path.read_text(encoding="utf-8"), source=str(path))


@cache
def book_title(book: str) -> str:
    """A shipped book's title ("Ubetcha house rules"), or its name if it has none. Read from
    the file's `title` alone: a window's title line should not wait for the whole profile."""
    import tomllib

    if book not in BOOKS:
        return book  # not a shipped book (an older tournament's)
    try:
        text = resource_path("house_rules", f"{book}.toml").read_text(encoding="utf-8")
        return str(tomllib.loads(text).get("title", "")) or book
    except (OSError, ValueError):
        return book
