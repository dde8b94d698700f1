"""Poker-jargon thesaurus: what dealers say mapped to the words and topics the books use."""

from __future__ import annotations

from collections.abc import Mapping

from dealer_assist.core.rules.rulebook import Frozen, RulebookError
from dealer_assist.rulings.text import STOPWORDS, inflected, light_stem, words

SCHEMA_VERSION = 1


class Entry(Frozen):
    """One jargon concept: its spoken forms, the book words it stands for, its topics."""

    __slots__ = ("match", "expand", "topics")
    match: tuple[tuple[str, ...], ...]  # phrases as word tuples: stems, or "=word" for exact
    expand: tuple[str, ...]
    topics: tuple[str, ...]

    def __init__(
        self, match: tuple[tuple[str, ...], ...], expand: tuple[str, ...], topics: tuple[str, ...]
    ) -> None:
        self._fill(match, expand, topics)


class Expansion(Frozen):
    """What a query gained from the thesaurus."""

    __slots__ = ("terms", "topics", "phrases", "topic_words", "spans")
    terms: tuple[str, ...]
    topics: tuple[str, ...]
    phrases: tuple[str, ...]  # the spoken forms recognised, for explaining a result
    # per topic, the most content words of a phrase that named it ("bust" 1, "dead button" 2)
    topic_words: Mapping[str, int]
    spans: tuple[tuple[int, int], ...]  # (first word, word count) of each phrase found

    def __init__(
        self,
        terms: tuple[str, ...],
        topics: tuple[str, ...],
        phrases: tuple[str, ...],
        topic_words: Mapping[str, int] | None = None,
        spans: tuple[tuple[int, int], ...] = (),
    ) -> None:
        self._fill(terms, topics, phrases, dict(topic_words or {}), spans)

    def __hash__(self) -> int:
        return hash((self.terms, self.topics, self.phrases, self.spans))


class Thesaurus:
    """Finds jargon phrases in a query (longest match first) and returns their expansions."""

    def __init__(self, entries: tuple[Entry, ...], tables: Tables | None = None) -> None:
        self.entries = entries
        # by a phrase's first key: (phrase, entry number), longest first; and the same
        # phrases without their little words, so "button is on an empty seat" still meets
        # "button on an empty seat". Kept by the index cache (`data`), so loading skips this.
        self._by_first, self._loose = tables if tables is not None else _tables(entries)

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
                for phrase, number in self._by_first.get(key, ()):
                    if _matches(phrase, query_words[i:], stems[i:]):
                        found.append((i, len(phrase), self.entries[number]))
        kept = [i for i, w in enumerate(query_words) if w not in STOPWORDS]
        k_words = [query_words[i] for i in kept]
        k_stems = [stems[i] for i in kept]
        for j, stem in enumerate(k_stems):
            for key in (stem, "=" + k_words[j]):
                for phrase, number in self._loose.get(key, ()):
                    if _matches(phrase, k_words[j:], k_stems[j:]):
                        start, end = kept[j], kept[j + len(phrase) - 1] + 1
                        found.append((start, end - start, self.entries[number]))
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
        spans = tuple((start, length) for start, length, _ in chosen)
        return Expansion(tuple(terms), tuple(topics), tuple(phrases), strength, spans)

    def data(self) -> tuple[list[tuple[object, ...]], Tables]:
        """The entries as plain tuples and the phrase tables (for the index cache;
        `from_data` reads them back)."""
        return [(e.match, e.expand, e.topics) for e in self.entries], (self._by_first, self._loose)

    @classmethod
    def from_data(cls, data: tuple[list[tuple[object, ...]], Tables]) -> Thesaurus:
        entries, tables = data
        return cls(tuple(Entry(*entry) for entry in entries), tables)  # type: ignore[arg-type]


Table = dict[str, list[tuple[tuple[str, ...], int]]]
Tables = tuple[Table, Table]


def _tables(entries: tuple[Entry, ...]) -> Tables:
    by_first: Table = {}
    loose: Table = {}
    for number, entry in enumerate(entries):
        for phrase in entry.match:
            by_first.setdefault(phrase[0], []).append((phrase, number))
            core = tuple(k for k in phrase if not _is_stop(k))
            if len(core) >= 3 and len(core) < len(phrase):
                loose.setdefault(core[0], []).append((core, number))
    for table in (by_first, loose):
        for candidates in table.values():
            candidates.sort(key=lambda pn: -len(pn[0]))
    return by_first, loose


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
    import tomllib  # only to parse: a cached index never needs it (start-up time)

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
