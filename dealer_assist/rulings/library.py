"""Read the encoded rulebooks, topics, thesaurus and situations from resources/rulebooks/."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from dealer_assist.core.rules.rulebook import (
    BOOK_ORDER,
    SCHEMA_VERSION,
    Library,
    RulebookError,
    parse_book,
    parse_topics,
)
from dealer_assist.resources import resource_path
from dealer_assist.rulings.thesaurus import Thesaurus, parse_thesaurus

OTHER_FILES = ("topics.toml", "thesaurus.toml", "situations.toml", "english.txt")


def source_files() -> list[str]:
    """Every file the index is built from (its cache is keyed by their content)."""
    names = [f"{book}.toml" for book in BOOK_ORDER] + list(OTHER_FILES)
    return [str(resource_path("rulebooks", name)) for name in names]


@cache
def load_library() -> Library:
    """The four shipped books and their topics, cross-checked."""
    books = []
    for book in BOOK_ORDER:
        path = resource_path("rulebooks", f"{book}.toml")
        books.append(parse_book(path.read_text(encoding="utf-8"), source=str(path)))
    topics_path = resource_path("rulebooks", "topics.toml")
    topics = parse_topics(topics_path.read_text(encoding="utf-8"), source=str(topics_path))
    return Library(books, topics)


@cache
def load_thesaurus() -> Thesaurus:
    """The shipped poker-jargon thesaurus."""
    path = resource_path("rulebooks", "thesaurus.toml")
    return parse_thesaurus(path.read_text(encoding="utf-8"), source=str(path))


@cache
def load_english() -> frozenset[str]:
    """Common English words the speller leaves alone (resources/rulebooks/english.txt)."""
    path = resource_path("rulebooks", "english.txt")
    return parse_english(path.read_text(encoding="utf-8"))


def parse_english(text: str) -> frozenset[str]:
    """Whitespace-separated lower-case words; `#` starts a comment line."""
    lines = (line for line in text.splitlines() if not line.lstrip().startswith("#"))
    return frozenset(w for line in lines for w in line.lower().split())


@cache
def load_situations() -> Mapping[str, tuple[str, ...]]:
    """What each shipped rule settles, in dealers' words (checked against the books)."""
    path = resource_path("rulebooks", "situations.toml")
    return parse_situations(path.read_text(encoding="utf-8"), load_library(), source=str(path))


def parse_situations(
    text: str, library: Library, source: str = "<situations>"
) -> Mapping[str, tuple[str, ...]]:
    """`[situations]` maps rule ids to lists of phrases; every id must be a rule of `library`."""
    import tomllib

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RulebookError(f"{source}: {exc}") from exc
    if data.get("schema_version") != SCHEMA_VERSION:
        raise RulebookError(f"{source}: schema_version must be {SCHEMA_VERSION}")
    raw = data.get("situations")
    if not isinstance(raw, dict):
        raise RulebookError(f"{source}: needs a [situations] table")
    out: dict[str, tuple[str, ...]] = {}
    for rule_id, phrases in raw.items():
        if rule_id not in library.rules:
            raise RulebookError(f"{source}: {rule_id!r} is no rule of the books")
        if not isinstance(phrases, list) or not all(isinstance(p, str) for p in phrases):
            raise RulebookError(f"{source}: {rule_id}: situations must be a list of strings")
        out[rule_id] = tuple(dict.fromkeys(p for p in phrases if p.strip()))  # each once
    return out


def source_text(book: str) -> str:
    """The plain-text source a book was encoded from (for checking quotes)."""
    lib = load_library()
    return resource_path("rulebooks", lib.books[book].source).read_text(encoding="utf-8")
