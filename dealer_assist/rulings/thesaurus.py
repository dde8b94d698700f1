"""Poker-jargon thesaurus: what dealers say mapped to the words and topics the books use."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass

from dealer_assist.core.rulebook import RulebookError
from dealer_assist.rulings.text import light_stem, words

SCHEMA_VERSION = 1


@dataclass(frozen=True, slots=True)
class Entry:
    """One jargon concept: its spoken forms, the book words it stands for, its topics."""

    match: tuple[tuple[str, ...], ...]  # phrases as light-stemmed word tuples
    expand: tuple[str, ...]
    topics: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Expansion:
    """What a query gained from the thesaurus."""

    terms: tuple[str, ...]
    topics: tuple[str, ...]
    phrases: tuple[str, ...]  # the spoken forms recognised, for explaining a result


class Thesaurus:
    """Finds jargon phrases in a query (longest match first) and returns their expansions."""

    def __init__(self, entries: tuple[Entry, ...]) -> None:
        self.entries = entries
        self._by_first: dict[str, list[tuple[tuple[str, ...], Entry]]] = {}
        for entry in entries:
            for phrase in entry.match:
                self._by_first.setdefault(phrase[0], []).append((phrase, entry))
        for candidates in self._by_first.values():
            candidates.sort(key=lambda pe: -len(pe[0]))

    def vocabulary(self) -> set[str]:
        """Every word the thesaurus recognises (surface forms, for the typo corrector)."""
        return {w for e in self.entries for p in e.match for w in p} | {
            w for e in self.entries for t in e.expand for w in words(t)
        }

    def expand(self, query_words: list[str]) -> Expansion:
        stems = [light_stem(w) for w in query_words]
        terms: list[str] = []
        topics: list[str] = []
        phrases: list[str] = []
        i = 0
        while i < len(stems):
            for phrase, entry in self._by_first.get(stems[i], ()):
                if tuple(stems[i : i + len(phrase)]) == phrase:
                    phrases.append(" ".join(query_words[i : i + len(phrase)]))
                    terms.extend(t for t in entry.expand if t not in terms)
                    topics.extend(t for t in entry.topics if t not in topics)
                    i += len(phrase)
                    break
            else:
                i += 1
        return Expansion(tuple(terms), tuple(topics), tuple(phrases))


def parse_thesaurus(text: str, source: str = "<thesaurus>") -> Thesaurus:
    """Parse the thesaurus TOML; errors name the entry."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RulebookError(f"{source}: {exc}") from exc
    if data.get("schema_version") != SCHEMA_VERSION:
        raise RulebookError(f"{source}: schema_version must be {SCHEMA_VERSION}")
    entries = []
    for n, raw in enumerate(data.get("entry", []), start=1):
        match = raw.get("match")
        expand = raw.get("expand")
        if not match or not expand:
            raise RulebookError(f"{source}: entry {n} needs `match` and `expand` lists")
        phrases = tuple(tuple(light_stem(w) for w in words(m)) for m in match)
        expansion = tuple(w for e in expand for w in words(e))
        entries.append(Entry(phrases, expansion, tuple(raw.get("topics", ()))))
    return Thesaurus(tuple(entries))
