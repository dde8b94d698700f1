"""Read the encoded rulebooks, topics and thesaurus from resources/rulebooks/."""

from __future__ import annotations

from functools import cache

from dealer_assist.core.rulebook import BOOK_ORDER, Library, parse_book, parse_topics
from dealer_assist.resources import resource_path
from dealer_assist.rulings.thesaurus import Thesaurus, parse_thesaurus


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


def source_text(book: str) -> str:
    """The plain-text source a book was encoded from (for checking quotes)."""
    lib = load_library()
    return resource_path("rulebooks", lib.books[book].source).read_text(encoding="utf-8")
