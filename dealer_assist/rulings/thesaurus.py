"""Poker-jargon thesaurus: what dealers say mapped to the words and topics the books use."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field

from dealer_assist.core.rulebook import RulebookError
from dealer_assist.rulings.text import STOPWORDS, inflected, light_stem, words

SCHEMA_VERSION = 1


@dataclass(frozen=True, slots=True)
class Entry:
    """One jargon concept: its spoken forms, the book words it stands for, its topics."""

    match: tuple[tuple[str, ...], ...]  # phrases as word tuples: stems, or "=word" for exact
    expand: tuple[str, ...]
    topics: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Expansion:
    """What a query gained from the thesaurus."""

    terms: tuple[str, ...]
    topics: tuple[str, ...]
    phrases: tuple[str, ...]  # the spoken forms recognised, for explaining a result
    # per topic, the most content words of a phrase that named it ("bust" 1, "dead button" 2)
    topic_words: Mapping[str, int] = field(default_factory=dict)


class Thesaurus:
    """Finds jargon phrases in a query (longest match first) and returns their expansions."""

    def __init__(self, entries: tuple[Entry, ...]) -> None:
        self.entries = entries
        self._by_first: dict[str, list[tuple[tuple[str, ...], Entry]]] = {}
        for entry in entries:
            for phrase in entry.match:
                self._by_first.setdefault(phrase[0], []).append((phrase, entry))
        # the same phrases without their little words, so "button is on an empty seat"
        # still meets "button on an empty seat"
        self._loose: dict[str, list[tuple[tuple[str, ...], Entry]]] = {}
        for entry in entries:
            for phrase in entry.match:
                core = tuple(k for k in phrase if not _is_stop(k))
                if len(core) >= 3 and len(core) < len(phrase):
                    self._loose.setdefault(core[0], []).append((core, entry))
        for table in (self._by_first, self._loose):
            for candidates in table.values():
                candidates.sort(key=lambda pe: -len(pe[0]))

    def vocabulary(self) -> set[str]:
        """Every word the thesaurus recognises (for the typo corrector)."""
        return {w.lstrip("=") for e in self.entries for p in e.match for w in p} | {
            w for e in self.entries for t in e.expand for w in words(t)
        }

    def expand(self, query_words: list[str]) -> Expansion:
        """Jargon found in the query: longest phrases win, matches never overlap."""
        stems = [light_stem(w) for w in query_words]
        found: list[tuple[int, int, Entry]] = []
        for i, stem in enumerate(stems):
            for key in (stem, "=" + query_words[i]):
                for phrase, entry in self._by_first.get(key, ()):
                    if _matches(phrase, query_words[i:], stems[i:]):
                        found.append((i, len(phrase), entry))
        kept = [i for i, w in enumerate(query_words) if w not in STOPWORDS]
        k_words = [query_words[i] for i in kept]
        k_stems = [stems[i] for i in kept]
        for j, stem in enumerate(k_stems):
            for key in (stem, "=" + k_words[j]):
                for phrase, entry in self._loose.get(key, ()):
                    if _matches(phrase, k_words[j:], k_stems[j:]):
                        start, end = kept[j], kept[j + len(phrase) - 1] + 1
                        found.append((start, end - start, entry))
        found.sort(key=lambda f: (-f[1], f[0]))
        taken: set[int] = set()
        chosen: list[tuple[int, int, Entry]] = []
        for start, length, entry in found:
            span = set(range(start, start + length))
            if not span & taken:
                taken |= span
                chosen.append((start, length, entry))
        chosen.sort(key=lambda f: f[0])
        terms: list[str] = []
        topics: list[str] = []
        phrases: list[str] = []
        strength: dict[str, int] = {}
        for start, length, entry in chosen:
            spoken = query_words[start : start + length]
            phrases.append(" ".join(spoken))
            terms.extend(t for t in entry.expand if t not in terms)
            topics.extend(t for t in entry.topics if t not in topics)
            content = max(1, sum(1 for w in spoken if w not in STOPWORDS))
            for topic in entry.topics:
                strength[topic] = max(strength.get(topic, 0), content)
        return Expansion(tuple(terms), tuple(topics), tuple(phrases), strength)


def _matches(phrase: tuple[str, ...], surface: list[str], stems: list[str]) -> bool:
    if len(phrase) > len(surface):
        return False
    for key, word, stem in zip(phrase, surface, stems, strict=False):
        if key != ("=" + word if key.startswith("=") else stem):
            return False
    return True


def _is_stop(key: str) -> bool:
    return key.lstrip("=") in STOPWORDS


def _key(word: str) -> str:
    return "=" + word if inflected(word) else light_stem(word)


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
        phrases = tuple(tuple(_key(w) for w in words(m)) for m in match)
        # "all-in" stays one phrase: its halves alone are stop words and would match nothing
        expansion = tuple(" ".join(words(e)) for e in expand if words(e))
        entries.append(Entry(phrases, expansion, tuple(raw.get("topics", ()))))
    return Thesaurus(tuple(entries))
