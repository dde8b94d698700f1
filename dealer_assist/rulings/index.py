"""The rulings index: SQLite FTS5 (porter, BM25) plus thesaurus, topic boost and typo help."""

from __future__ import annotations

import logging
import sqlite3
import time
from collections.abc import Mapping
from dataclasses import dataclass, field

from dealer_assist.core.rulebook import BOOK_ORDER, Library, Rule, Section, Topic
from dealer_assist.rulings.text import STOPWORDS, light_stem, words
from dealer_assist.rulings.thesaurus import Entry, Thesaurus
from dealer_assist.rulings.typo import Speller

log = logging.getLogger(__name__)

# Ranking weights (see docs/rulings.md). BM25 column weights: heading, text, topic words.
COLUMN_WEIGHTS = (0.8, 1.0, 0.5)
EXPANSION_WEIGHT = 0.6  # thesaurus words count less than the dealer's own words
NUMBER_WEIGHT = 0.3  # amounts in a question ("facing 300") rarely name the rule
EXPANSION_BUDGET = 8.0  # above this many thesaurus words, their weight is shared out
TOPIC_BOOST = 3.5  # per recognised topic the rule belongs to (at most MAX_TOPICS count)
MAX_TOPICS = 2
SINGLE_WORD_SHARE = 0.4  # topic boost share when a lone word named the topic
_CACHE_SIZE = 4096
IN_FORCE_FLOOR = 0.6  # book-in-force hits scoring at least this share of the best come first
# The longest question read: no one means more (a paragraph), and reading a pasted page costs
# seconds (typo and jargon lookups for every word). The command line refuses longer ones.
MAX_QUERY_CHARS = 500


@dataclass(frozen=True, slots=True)
class Hit:
    """One search result: the rule, its score (higher is better) and the query words it matched."""

    rule: Rule
    score: float
    matched_terms: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class QueryPlan:
    """How a question was read: its words, typo corrections, thesaurus words and topics."""

    terms: tuple[str, ...]
    corrections: Mapping[str, str]
    expansion: tuple[str, ...]
    topics: tuple[str, ...]
    phrases: tuple[str, ...]
    # per topic, the most content words of the phrase that named it (1 for a lone word)
    topic_words: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class TopicComparison:
    """One topic across the books: each book's rules and, where they differ, its stance."""

    topic: Topic
    rules: Mapping[str, tuple[Rule, ...]]
    positions: Mapping[str, str] = field(default_factory=dict)

    @property
    def disagree(self) -> bool:
        return self.topic.disagree


class RulingsIndex:
    """Search the books. Build with `RulingsIndex.load()` (shipped books) or from a `Library`."""

    def __init__(self, library: Library, thesaurus: Thesaurus) -> None:
        started = time.perf_counter()
        self.library = library
        self.thesaurus = thesaurus
        self._rules: list[Rule] = list(library.all_rules())
        self._row_of = {r.id: i for i, r in enumerate(self._rules)}
        self._stems = [frozenset(light_stem(w) for w in words(r.text)) for r in self._rules]
        self._topic_terms = Thesaurus(
            tuple(
                Entry(
                    match=tuple(tuple(light_stem(w) for w in words(t)) for t in topic.terms),
                    expand=(),
                    topics=(topic.slug,),
                )
                for topic in library.topics.values()
            )
        )
        vocabulary = {w for r in self._rules for w in words(r.text + " " + r.heading)}
        vocabulary |= thesaurus.vocabulary()
        vocabulary |= {w for t in library.topics.values() for term in t.terms for w in words(term)}
        self.speller = Speller(w for w in vocabulary if not w.isdigit())
        self._db = sqlite3.connect(":memory:", check_same_thread=False)
        self._db.execute(
            "CREATE VIRTUAL TABLE rules USING fts5(heading, body, topics,"
            " tokenize='porter unicode61')"
        )
        self._db.executemany(
            "INSERT INTO rules(rowid, heading, body, topics) VALUES (?, ?, ?, ?)",
            [
                (i, r.heading, r.text, " ".join(self._topic_words(r)))
                for i, r in enumerate(self._rules)
            ],
        )
        self._cache: dict[str, dict[int, float]] = {}
        self.build_ms = (time.perf_counter() - started) * 1000
        log.debug("rulings index: %d rules in %.1f ms", len(self._rules), self.build_ms)

    @classmethod
    def load(cls) -> RulingsIndex:
        """The index over the shipped books (resources/rulebooks/)."""
        from dealer_assist.rulings.library import load_library, load_thesaurus

        return cls(load_library(), load_thesaurus())

    # -- lookups ---------------------------------------------------------------------------

    def rule(self, rule_id: str) -> Rule:
        return self.library.rule(rule_id)

    def books(self) -> tuple[str, ...]:
        order = {b: i for i, b in enumerate(BOOK_ORDER)}
        return tuple(sorted(self.library.books, key=lambda b: (order.get(b, 99), b)))

    def sections(self, book: str) -> tuple[Section, ...]:
        try:
            return self.library.books[book].sections
        except KeyError:
            raise KeyError(
                f"unknown book {book!r}; choose one of {', '.join(self.books())}"
            ) from None

    def topic(self, topic: str) -> TopicComparison:
        """The rules of every book on one topic, with each book's stance if they disagree."""
        try:
            found = self.library.topics[topic]
        except KeyError:
            known = ", ".join(sorted(self.library.topics))
            raise KeyError(f"unknown topic {topic!r}; topics: {known}") from None
        rules = {
            book: tuple(self.library.rule(i) for i in found.rules.get(book, ()))
            for book in self.books()
        }
        return TopicComparison(found, rules, found.positions)

    def topics(self, disagree_only: bool = False) -> tuple[Topic, ...]:
        return tuple(t for t in self.library.topics.values() if t.disagree or not disagree_only)

    # -- search ----------------------------------------------------------------------------

    def plan(self, query: str) -> QueryPlan:
        """Read a question (its first MAX_QUERY_CHARS characters): correct typos, find jargon
        and topics, keep the content words."""
        query = query[:MAX_QUERY_CHARS]
        corrections: dict[str, str] = {}
        corrected: list[str] = []
        for word in self._joined(words(query)):
            if word in STOPWORDS or word.isdigit():
                corrected.append(word)
                continue
            if self._indexed(word):
                corrected.append(word)
                continue
            halves = self.speller.split(word)
            if halves is not None:  # "sidepot" -> "side pot"
                corrections[word] = " ".join(halves)
                corrected.extend(halves)
                continue
            fixed = self.speller.correct(word)
            if fixed is None:
                continue  # unknown and nothing close: it cannot match anything
            if fixed != word:
                corrections[word] = fixed
            corrected.append(fixed)
        expansion = self.thesaurus.expand(corrected)
        topic_hits = self._topic_terms.expand(corrected)
        topics = tuple(dict.fromkeys(expansion.topics + topic_hits.topics))
        terms = tuple(dict.fromkeys(w for w in corrected if w not in STOPWORDS))
        stems = {light_stem(t) for t in terms}
        extra = tuple(
            t for t in expansion.terms if light_stem(t) not in stems and t not in STOPWORDS
        )
        strength = dict(topic_hits.topic_words)
        for slug, n in expansion.topic_words.items():
            strength[slug] = max(strength.get(slug, 0), n)
        return QueryPlan(terms, corrections, extra, topics, expansion.phrases, strength)

    def search(self, query: str, book: str | None = None, limit: int = 10) -> list[Hit]:
        """The best rules for a question (its first MAX_QUERY_CHARS characters, as `plan`
        reads it); with `book` (the book in force) its relevant rules come first, then the
        other books'."""
        if book is not None and book not in self.library.books:
            raise KeyError(f"unknown book {book!r}; choose one of {', '.join(self.books())}")
        plan = self.plan(query)
        lexical: dict[int, float] = {}
        own = [(t, self._weight(t)) for t in plan.terms]
        for term, weight in own:
            for row, value in self._term_scores(term).items():
                lexical[row] = lexical.get(row, 0.0) + weight * value
        # many thesaurus words must not outvote the dealer's own few words
        spread = EXPANSION_WEIGHT * min(1.0, EXPANSION_BUDGET / max(len(plan.expansion), 1))
        for term in plan.expansion:
            for row, value in self._term_scores(term).items():
                lexical[row] = lexical.get(row, 0.0) + spread * value
        scores = lexical
        for slug in plan.topics[:MAX_TOPICS]:
            topic = self.library.topics.get(slug)
            if topic is None:
                continue
            # one word ("bust", "cap", "uneven") names a topic less surely than a phrase
            single = plan.topic_words.get(slug, 1) < 2
            boost = TOPIC_BOOST * (SINGLE_WORD_SHARE if single else 1.0)
            for ids in topic.rules.values():
                for rule_id in ids:
                    row = self._row_of[rule_id]
                    scores[row] = scores.get(row, 0.0) + boost
        ranked = sorted(scores.items(), key=lambda rs: (-rs[1], rs[0]))
        if book is not None and ranked:
            floor = ranked[0][1] * IN_FORCE_FLOOR
            first = [rs for rs in ranked if self._rules[rs[0]].book == book and rs[1] >= floor]
            chosen = {row for row, _ in first}
            ranked = first + [rs for rs in ranked if rs[0] not in chosen]
        query_terms = plan.terms + plan.expansion
        return [
            Hit(self._rules[row], round(score, 4), self._matched(row, query_terms))
            for row, score in ranked[:limit]
        ]

    def _weight(self, term: str) -> float:
        """A question word's weight (IDF already discounts words found in many rules)."""
        if term.isdigit():
            return NUMBER_WEIGHT
        return 1.0

    def _term_scores(self, term: str) -> dict[int, float]:
        """BM25 of one word per row; cached, since the index never changes."""
        cached = self._cache.get(term)
        if cached is not None:
            return cached
        rows = self._db.execute(
            "SELECT rowid, bm25(rules, ?, ?, ?) FROM rules WHERE rules MATCH ?",
            (*COLUMN_WEIGHTS, f'"{term}"'),
        ).fetchall()
        found = {row: -value for row, value in rows}
        if len(self._cache) < _CACHE_SIZE:
            self._cache[term] = found
        return found

    def _joined(self, spoken: list[str]) -> list[str]:
        """Rejoin a word typed in two ("mis deal" -> "misdeal") when the halves are not both
        known words and the whole is."""
        out: list[str] = []
        i = 0
        while i < len(spoken):
            if i + 1 < len(spoken):
                a, b = spoken[i], spoken[i + 1]
                whole = a + b
                if (
                    not (self.speller.knows(a) and self.speller.knows(b))
                    and not whole.isdigit()
                    and self.speller.knows(whole)
                ):
                    out.append(whole)
                    i += 2
                    continue
            out.append(spoken[i])
            i += 1
        return out

    def _indexed(self, word: str) -> bool:
        """The index holds the word (after porter stemming): it is no typo."""
        row = self._db.execute("SELECT 1 FROM rules WHERE rules MATCH ? LIMIT 1", (f'"{word}"',))
        return row.fetchone() is not None

    def _matched(self, row: int, terms: tuple[str, ...]) -> tuple[str, ...]:
        stems = self._stems[row]
        return tuple(t for t in terms if all(light_stem(w) in stems for w in t.split()))

    def _topic_words(self, rule: Rule) -> list[str]:
        out: list[str] = []
        for slug in rule.topics:
            topic = self.library.topics.get(slug)
            if topic is not None:
                out.append(topic.title)
                out.extend(topic.terms)
        return out
