"""Load the shipped house-rules profiles by book name (the I/O side of core.house_rules)."""

from __future__ import annotations

import json
import re
from functools import cache
from typing import TYPE_CHECKING

from dealer_assist.resources import resource_path

if TYPE_CHECKING:
    from dealer_assist.core.rules.house_rules import HouseRules

BOOKS = ("ubetcha", "applewood", "fountain-valley", "general")
DEFAULT_BOOK = "ubetcha"


@cache
def house_rules(book: str) -> HouseRules:
    """The profile of one of the four books, e.g. house_rules("applewood")."""
    if book not in BOOKS:
        raise KeyError(f"unknown house book {book!r}; choose one of {', '.join(BOOKS)}")
    # Loaded with the first profile asked for: a window's first paint shows only the title.
    from dealer_assist.core.rules.house_rules import load_house_rules

    path = resource_path("house_rules", f"{book}.toml")
    return load_house_rules(path.read_text(encoding="utf-8"), source=str(path))


@cache
def book_title(book: str) -> str:
    """A shipped book's title ("Ubetcha house rules"), or its name if it has none. Read from
    the file's `title` line alone: a window's title line should not wait for the whole profile
    (nor for tomllib: the director's first paint shows it)."""
    if book not in BOOKS:
        return book  # not a shipped book (an older tournament's)
    try:
        text = resource_path("house_rules", f"{book}.toml").read_text(encoding="utf-8")
    except (OSError, ValueError):
        return book
    return _title_line(text) or _title_parsed(text) or book


# `title = "..."` before the first table, a basic string; anything else goes to tomllib.
# (Patterns: compiled, and cached by `re`, when a title is first read.)
_FIRST_TABLE = r"(?m)^[ \t]*\["
_TITLE = r'(?m)^title[ \t]*=[ \t]*("(?:[^"\\\n]|\\.)*")[ \t]*(?:#.*)?$'


def _title_line(text: str) -> str:
    head = re.split(_FIRST_TABLE, text, maxsplit=1)[0]
    found = re.search(_TITLE, head)
    if found is None:
        return ""
    try:
        return str(json.loads(found.group(1)))  # TOML's basic-string escapes, but \U and \e
    except ValueError:
        return ""


def _title_parsed(text: str) -> str:
    import tomllib

    try:
        return str(tomllib.loads(text).get("title", ""))
    except ValueError:
        return ""
