"""The rulings index: BM25F over each rule's situations, heading and text, with jargon, typo
help and topics. Built once per content of the rulebooks and cached (`rulings/cache.py`), so a
query needs no SQLite, TOML or parsing: plain dictionaries of precomputed per-word scores."""

from __future__ import annotations

import gc
import heapq
import marshal
import math
import time
from array import array
from collections.abc import Iterable, Mapping

from dealer_assist.core.rules.rulebook import BOOK_ORDER, Frozen, Library, Rule, Section, Topic
from dealer_assist.rulings.cues import read_cues
from dealer_assist.rulings.text import STOPWORDS, joined, light_stem, terms, words
from dealer_assist.rulings.thesaurus import Entry, Thesaurus
from dealer_assist.rulings.typo import Speller

TYPE_CHECKING = False  # typing's, without importing typing (~3 ms of start-up)
if TYPE_CHECKING:
    from typing import Any

# Build-time weights (a change of this file rebuilds the cached index: rulings/cache.py).
# BM25F field weights: what the rule settles (situations, in dealers' words), the section
# heading, the rule's text, and its topics' titles and terms.
FIELD_WEIGHTS = {"situations": 1.5, "heading": 0.8, "text": 0.5, "topics": 0.5}
FIELD_B = {"situations": 0.75, "heading": 0.3, "text": 0.75, "topics": 0.5}
K1 = 1.2
SITUATION_K1 = 1.2
SITUATION_B = 0.5

# Query-time weights (docs/rulings.md).
SITUATION_WEIGHT = 0.5  # the best single situation of a rule, on top of the fields' sum
SITUATION_CANDIDATES = 12  # ... for this many of the best-scoring rules
EXPANSION_WEIGHT = 0.45  # thesaurus words count less than the dealer's own words
NUMBER_WEIGHT = 0.3  # amounts in a question ("facing 300") rarely name the rule
EXPANSION_BUDGET = 8.0  # above this many thesaurus words, their weight is shared out
TOPIC_BOOST = 3.5  # per recognised topic the rule belongs to (at most MAX_TOPICS count)
MAX_TOPICS = 2
SINGLE_WORD_SHARE = 0.4  # topic boost share when a lone word named the topic
IN_FORCE_FLOOR = 0.4  # book-in-force hits scoring at least this share of the best come first
# ... and so do its rules on a topic the question names, from this share of the best: the
# house book's own answer first, where the books may differ
IN_FORCE_TOPIC_FLOOR = 0.3
# With a book in force, the disputed topics of the best LEAD_HITS answers (whatever their book)
# bring that book's own rules on them forward: where the books differ, the house answer.
LEAD_HITS = 3
# The longest question read: no one means more (a paragraph), and reading a pasted page costs
# seconds (typo and jargon lookups for every word). The command line refuses longer ones.
MAX_QUERY_CHARS = 500


class Hit(Frozen):
    """One search result: the rule, its score (higher is better), the query words it matched,
    and the situation it settles that matched the question best (or "")."""

    __slots__ = ("rule", "score", "matched_terms", "situation")
    rule: Rule
    score: float
    matched_terms: tuple[str, ...]
    situation: str

    def __init__(
        self, rule: Rule, score: float, matched_terms: tuple[str, ...], situation: str = ""
    ) -> None:
        self._fill(rule, score, matched_terms, situation)


class QueryPlan(Frozen):
    """How a question was read: its words, typo corrections, thesaurus words and topics."""

    __slots__ = ("terms", "corrections", "expansion", "topics", "phrases", "topic_words")
    terms: tuple[str, ...]
    corrections: Mapping[str, str]
    expansion: tuple[str, ...]
    topics: tuple[str, ...]
    phrases: tuple[str, ...]
    # per topic, the most content words of the phrase that named it (1 for a lone word)
    topic_words: Mapping[str, int]

    def __init__(
        self,
        terms: tuple[str, ...],
        corrections: Mapping[str, str],
        expansion: tuple[str, ...],
        topics: tuple[str, ...],
        phrases: tuple[str, ...],
        topic_words: Mapping[str, int] | None = None,
    ) -> None:
        self._fill(terms, dict(corrections), expansion, topics, phrases, dict(topic_words or {}))

    def __hash__(self) -> int:
        return hash((self.terms, self.expansion, self.topics, self.phrases))


class TopicComparison(Frozen):
    """One topic across the books: each book's rules and, where they differ, its stance."""

    __slots__ = ("topic", "rules", "positions")
    topic: Topic
    rules: Mapping[str, tuple[Rule, ...]]
    positions: Mapping[str, str]

    def __init__(
        self,
        topic: Topic,
        rules: Mapping[str, tuple[Rule, ...]],
        positions: Mapping[str, str] | None = None,
    ) -> None:
        self._fill(topic, rules, dict(positions or {}))

    def __hash__(self) -> int:
        return hash(self.topic.slug)

    @property
    def disagree(self) -> bool:
        return self.topic.disagree


class Postings:
    """Per term, the numbers (rows, or situations) that hold it with a score; packed in three
    arrays, so the cache keeps and loads them as three byte strings and a list of terms."""

    def __init__(self, terms: list[str], offsets: bytes, numbers: bytes, scores: bytes) -> None:
        self._index = {term: i for i, term in enumerate(terms)}
        self._offsets = array("I", offsets)
        self._numbers = array("H", numbers)
        self._scores = array("f", scores)

    @staticmethod
    def pack(postings: Mapping[str, Mapping[int, float]]) -> tuple[list[str], bytes, bytes, bytes]:
        """`(terms, offsets, numbers, scores)` for `Postings(*packed)`, terms sorted."""
        terms = sorted(postings)
        offsets, numbers, scores = array("I", [0]), array("H"), array("f")
        for term in terms:
            for number, score in sorted(postings[term].items()):
                numbers.append(number)
                scores.append(score)
            offsets.append(len(numbers))
        return terms, offsets.tobytes(), numbers.tobytes(), scores.tobytes()

    def __contains__(self, term: str) -> bool:
        return term in self._index

    def get(self, term: str) -> Iterable[tuple[int, float]]:
        i = self._index.get(term)
        if i is None:
            return ()
        start, end = self._offsets[i], self._offsets[i + 1]
        return zip(self._numbers[start:end], self._scores[start:end], strict=True)


class RulingsIndex:
    """Search the books. `RulingsIndex.load()` gives the shipped books' index (cached);
    `RulingsIndex(library, thesaurus, situations)` builds one from parsed files."""

    def __init__(
        self,
        library: Library,
        thesaurus: Thesaurus,
        situations: Mapping[str, tuple[str, ...]] | None = None,
        english: Iterable[str] = (),
    ) -> None:
        """`english`: everyday words the speller must leave alone (a real word it does not
        know is no typo of one it does: "hall" is not "shall")."""
        started = time.perf_counter()
        data = build_data(library, thesaurus, situations or {}, english)
        self._setup(data)
        self._library: Library | None = library
        self.thesaurus = thesaurus
        self.build_ms = (time.perf_counter() - started) * 1000
        self.origin = "built"

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> RulingsIndex:
        """The index from `build_data`'s plain data (as the cache keeps it)."""
        started = time.perf_counter()
        index = cls.__new__(cls)
        enabled = gc.isenabled()
        gc.disable()  # only new objects that live on: collecting meanwhile is wasted time
        try:
            index._setup(data)
            index.thesaurus = Thesaurus.from_data(data["thesaurus"])
        finally:
            if enabled:
                gc.enable()
        index._library = None
        index.build_ms = (time.perf_counter() - started) * 1000
        index.origin = "cached"
        return index

    @classmethod
    def load(cls, use_cache: bool = True) -> RulingsIndex:
        """The index over the shipped books (resources/rulebooks/), from the user cache when
        the books are unchanged since it was built (rulings/cache.py), else built and kept."""
        from dealer_assist.rulings import cache

        path = cache.cache_file()
        if use_cache:
            data = cache.read(path)
            if data is not None:
                return cls.from_data(data)
        from dealer_assist.rulings.library import (
            load_english,
            load_library,
            load_situations,
            load_thesaurus,
            source_files,
        )

        files = source_files()
        content = cache.checksum(files)  # before reading them: an edit meanwhile shows next time
        code = cache.checksum(cache.code_files())  # likewise for the code that builds it
        index = cls(load_library(), load_thesaurus(), load_situations(), load_english())
        if use_cache:
            cache.write(path, files, content, index._data, code)
        return index

    def _setup(self, data: Mapping[str, Any]) -> None:
        self._data = data
        self._rule_fields: list[tuple[Any, ...]] = data["rules"]
        self._made: list[Rule | None] = [None] * len(self._rule_fields)
        self._row_of = {fields[0]: row for row, fields in enumerate(self._rule_fields)}
        self._book_of = [fields[1] for fields in self._rule_fields]
        self._postings = Postings(*data["postings"])
        # per rule, its situations' numbers run from row_situations[row] to [row + 1]; per
        # situation, its terms (spaced) and their scores from situation_offsets[number]
        self._row_situations = array("I", data["row_situations"])
        self._situation_terms: list[str] = data["situation_terms"]
        self._situation_offsets = array("I", data["situation_offsets"])
        self._situation_scores = array("f", data["situation_scores"])
        self._situation_texts: list[str] = data["situation_texts"]
        self._rule_stems: list[str] = data["rule_stems"]
        self._topic_rows: dict[str, tuple[int, ...]] = data["topic_rows"]
        self._disputed = frozenset(t[0] for t in data["topics"] if t[3])
        self._topic_terms = Thesaurus.from_data(data["topic_terms"])
        self._vocabulary: frozenset[str] = frozenset(data["vocabulary"])
        self._speller: Speller | None = None
        self._english: str = data["english"]  # " word word ... " (see _plain)
        self._cache: dict[str, object] = {}  # kept for benchmarks that clear it

    def _rule(self, row: int) -> Rule:
        made = self._made[row]
        if made is None:
            made = self._made[row] = Rule(*self._rule_fields[row])
        return made

    # -- lookups ---------------------------------------------------------------------------

    @property
    def library(self) -> Library:
        """Books and topics (rebuilt from the cached data on first use)."""
        if self._library is None:
            self._library = _library_from_data(self._data, self.rules())
        return self._library

    @property
    def speller(self) -> Speller:
        """The typo corrector over every word the index knows (made on first use)."""
        if self._speller is None:
            grams, stems = self._data["speller"]
            tables = (lambda: marshal.loads(grams)), stems  # the trigrams only to correct
            ordered = self._data["vocabulary"]  # sorted
            self._speller = Speller(self._vocabulary, tables=tables, ordered=ordered)
        return self._speller

    def rule(self, rule_id: str) -> Rule:
        row = self._row_of.get(rule_id)
        if row is None:
            raise KeyError(f"no rule {rule_id!r}; ids look like 'ubetcha/ties/1'")
        return self._rule(row)

    def rules(self) -> tuple[Rule, ...]:
        return tuple(self._rule(row) for row in range(len(self._rule_fields)))

    def books(self) -> tuple[str, ...]:
        order = {b: i for i, b in enumerate(BOOK_ORDER)}
        present = dict.fromkeys(self._book_of)
        return tuple(sorted(present, key=lambda b: (order.get(b, 99), b)))

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
            book: tuple(self.rule(i) for i in found.rules.get(book, ())) for book in self.books()
        }
        return TopicComparison(found, rules, found.positions)

    def topics(self, disagree_only: bool = False) -> tuple[Topic, ...]:
        return tuple(t for t in self.library.topics.values() if t.disagree or not disagree_only)

    def topics_of(self, rule: Rule, disagree_only: bool = False) -> tuple[Topic, ...]:
        """The topics a rule belongs to (those where the books disagree, with the flag)."""
        topics = self.library.topics
        found = (topics[s] for s in rule.topics if s in topics)
        return tuple(t for t in found if t.disagree or not disagree_only)

    # -- search ----------------------------------------------------------------------------

    def plan(self, query: str) -> QueryPlan:
        """Read a question (its first MAX_QUERY_CHARS characters): correct typos, find jargon
        and topics, keep the content words."""
        query = query[:MAX_QUERY_CHARS]
        corrections: dict[str, str] = {}
        corrected: list[str] = []
        for word in self._rejoined(words(query)):
            if word in STOPWORDS or word.isdigit() or self._knows(word) or self._plain(word):
                corrected.append(word)  # a plain English word is no typo: it stays as said
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
        cue_words, cue_topics = read_cues(query)  # as asked: "kings" may be no word of ours
        topics = tuple(dict.fromkeys(cue_topics + expansion.topics + topic_hits.topics))
        own = tuple(dict.fromkeys(w for w in joined(corrected) if w not in STOPWORDS))
        stems = {light_stem(t) for t in own}
        extra = tuple(
            t
            for t in dict.fromkeys(expansion.terms + cue_words)
            if light_stem(t) not in stems and t not in STOPWORDS
        )
        strength = dict(topic_hits.topic_words)
        for slug in cue_topics:
            strength[slug] = 2  # a cue is a phrase, not a lone word
        for slug, n in expansion.topic_words.items():
            strength[slug] = max(strength.get(slug, 0), n)
        return QueryPlan(own, corrections, extra, topics, expansion.phrases, strength)

    def search(self, query: str, book: str | None = None, limit: int = 10) -> list[Hit]:
        """The best rules for a question (its first MAX_QUERY_CHARS characters, as `plan`
        reads it); with `book` (the book in force) its relevant rules come first, then the
        other books'."""
        if book is not None and book not in self.books():
            raise KeyError(f"unknown book {book!r}; choose one of {', '.join(self.books())}")
        plan = self.plan(query)
        weights = self._term_weights(plan)
        scores: dict[int, float] = {}
        for term, weight in weights.items():
            for row, value in self._postings.get(term):
                scores[row] = scores.get(row, 0.0) + weight * value
        on_topic: set[int] = set()
        for slug in plan.topics[:MAX_TOPICS]:
            # one word ("bust", "cap", "uneven") names a topic less surely than a phrase
            single = plan.topic_words.get(slug, 1) < 2
            boost = TOPIC_BOOST * (SINGLE_WORD_SHARE if single else 1.0)
            for row in self._topic_rows.get(slug, ()):
                scores[row] = scores.get(row, 0.0) + boost
                on_topic.add(row)
        # the best single situation counts on top, for the likely answers (it costs a look at
        # each of their situations, so not for every rule that shares a word)
        likely = heapq.nlargest(SITUATION_CANDIDATES, scores.items(), key=lambda rs: rs[1])
        best_situation = self._best_situations([row for row, _ in likely], weights)
        for row, (value, _) in best_situation.items():
            scores[row] += SITUATION_WEIGHT * value
        ranked = sorted(scores.items(), key=lambda rs: (-rs[1], rs[0]))
        if book is not None and ranked:
            best = ranked[0][1]
            lead = {
                r
                for row, _ in ranked[:LEAD_HITS]
                for slug in self._rule_fields[row][7]
                if slug in self._disputed
                for r in self._topic_rows.get(slug, ())
                if self._book_of[r] == book
            }
            first = [
                (row, score)
                for row, score in ranked
                if self._book_of[row] == book
                and (
                    score >= best * IN_FORCE_FLOOR
                    or (row in on_topic and score >= best * IN_FORCE_TOPIC_FLOOR)
                    or row in lead
                )
            ]
            first += [(row, 0.0) for row in sorted(lead - scores.keys())]
            chosen = {row for row, _ in first}
            ranked = first + [rs for rs in ranked if rs[0] not in chosen]
        # each query term as the stems a rule's text must hold for it to count as matched
        query_terms = [
            (t, [light_stem(w) for w in joined(t.split())]) for t in plan.terms + plan.expansion
        ]
        shown = ranked[:limit]
        best_situation.update(
            self._best_situations([r for r, _ in shown if r not in best_situation], weights)
        )
        hits = []
        for row, score in shown:
            situation = best_situation.get(row, (0.0, -1))[1]
            hits.append(
                Hit(
                    self._rule(row),
                    round(score, 4),
                    self._matched(row, query_terms),
                    self._situation_texts[situation] if situation >= 0 else "",
                )
            )
        return hits

    def _term_weights(self, plan: QueryPlan) -> dict[str, float]:
        """Each index term of the question with its weight: the dealer's own words in full,
        numbers and thesaurus words less."""
        weights: dict[str, float] = {}
        for word in plan.terms:
            stem = light_stem(word)
            weight = NUMBER_WEIGHT if word.isdigit() else 1.0
            weights[stem] = max(weights.get(stem, 0.0), weight)
        # many thesaurus words must not outvote the dealer's own few words
        spread = EXPANSION_WEIGHT * min(1.0, EXPANSION_BUDGET / max(len(plan.expansion), 1))
        for phrase in plan.expansion:
            for stem in terms(phrase):
                weights[stem] = weights.get(stem, 0.0) + spread
        return weights

    def _best_situations(
        self, rows: Iterable[int], weights: Mapping[str, float]
    ) -> dict[int, tuple[float, int]]:
        """Per rule of `rows`, its best-matching situation: (score, situation number)."""
        best: dict[int, tuple[float, int]] = {}
        offsets, scores = self._situation_offsets, self._situation_scores
        for row in rows:
            for number in range(self._row_situations[row], self._row_situations[row + 1]):
                value = 0.0
                start = offsets[number]
                for i, term in enumerate(self._situation_terms[number].split()):
                    weight = weights.get(term)
                    if weight is not None:
                        value += weight * scores[start + i]
                if value > 0 and (row not in best or value > best[row][0]):
                    best[row] = (value, number)
        return best

    def _knows(self, word: str) -> bool:
        """A word of the index (or its stem) or of the thesaurus: no typo."""
        return word in self._vocabulary or light_stem(word) in self._postings

    def _plain(self, word: str) -> bool:
        """An everyday English word the index does not hold ("hall", "meant", "charity"):
        looked up in the words run together (a set of them would cost ~0.3 ms to make at a
        cold start; a substring search costs microseconds)."""
        english = self._english
        return f" {word} " in english or f" {light_stem(word)} " in english

    def _rejoined(self, spoken: list[str]) -> list[str]:
        """Rejoin a word typed in two ("mis deal" -> "misdeal") when the halves are not both
        known words and the whole is."""
        out: list[str] = []
        i = 0
        while i < len(spoken):
            if i + 1 < len(spoken):
                a, b = spoken[i], spoken[i + 1]
                whole = a + b
                if (
                    not (self._knows(a) and self._knows(b))
                    and not whole.isdigit()
                    and whole in self._vocabulary
                ):
                    out.append(whole)
                    i += 2
                    continue
            out.append(spoken[i])
            i += 1
        return out

    def _matched(self, row: int, query_terms: list[tuple[str, list[str]]]) -> tuple[str, ...]:
        stems = set(self._rule_stems[row].split())
        return tuple(t for t, needed in query_terms if all(w in stems for w in needed))


# -- building ------------------------------------------------------------------------------


def build_data(
    library: Library,
    thesaurus: Thesaurus,
    situations: Mapping[str, tuple[str, ...]],
    english: Iterable[str] = (),
) -> dict[str, Any]:
    """Everything a query needs, as plain data (dicts, lists, tuples, numbers and strings):
    per index term, its BM25F score in every rule that holds it; per situation phrase, its
    BM25 score; the vocabulary for the typo corrector; topics; the books' structure."""
    rules = list(library.all_rules())
    row_of = {r.id: i for i, r in enumerate(rules)}
    fields: dict[str, list[list[str]]] = {
        "situations": [terms(" ".join(situations.get(r.id, ()))) for r in rules],
        "heading": [terms(r.heading) for r in rules],
        "text": [terms(r.text) for r in rules],
        "topics": [terms(" ".join(_topic_words(library, r))) for r in rules],
    }
    postings = _bm25f(fields, len(rules))
    phrases = [(row_of[rid], p) for rid, ps in situations.items() for p in ps]
    phrases.sort()
    situation_postings = _bm25([terms(p) for _, p in phrases], SITUATION_K1, SITUATION_B)
    vocabulary = {
        w
        for r in rules
        for w in words(f"{r.text} {r.heading} {' '.join(situations.get(r.id, ()))}")
    }
    vocabulary |= thesaurus.vocabulary()
    vocabulary |= {w for t in library.topics.values() for term in t.terms for w in words(term)}
    vocabulary = {w for w in vocabulary if not w.isdigit()}
    rule_stems = [" ".join(sorted({light_stem(w) for w in joined(words(r.text))})) for r in rules]
    plain = {form for w in english for form in (w, light_stem(w))} - vocabulary
    topic_rows = {
        slug: tuple(row_of[i] for ids in topic.rules.values() for i in ids)
        for slug, topic in library.topics.items()
    }
    topic_terms = Thesaurus(
        tuple(
            Entry(tuple(tuple(light_stem(w) for w in words(t)) for t in topic.terms), (), (slug,))
            for slug, topic in library.topics.items()
        )
    )
    return {
        "rules": [
            (r.id, r.book, r.book_short, r.section, r.heading, r.number, r.text, r.topics)
            for r in rules
        ],
        "postings": Postings.pack(postings),
        **_situation_tables(situation_postings, [row for row, _ in phrases], len(rules)),
        "situation_texts": [text for _, text in phrases],
        "rule_stems": rule_stems,
        "vocabulary": sorted(vocabulary),
        # decoded at the first unknown word only
        "speller": _speller_tables(Speller(vocabulary)),
        "english": f" {' '.join(sorted(plain))} ",  # one string, searched as it is
        "thesaurus": thesaurus.data(),
        "topic_rows": topic_rows,
        "topic_terms": topic_terms.data(),
        "books": [
            (b.id, b.title, b.short, b.source, [(s.slug, s.heading) for s in b.sections])
            for b in library.books.values()
        ],
        "topics": [
            (t.slug, t.title, t.terms, t.disagree, dict(t.rules), dict(t.positions))
            for t in library.topics.values()
        ],
    }


def _bm25f(fields: Mapping[str, list[list[str]]], n: int) -> dict[str, dict[int, float]]:
    """BM25F: each field's term frequency, length-normalised and weighted, summed before the
    saturation; one IDF over all fields."""
    averages = {f: (sum(map(len, docs)) / n or 1.0) for f, docs in fields.items()}
    pseudo: dict[str, dict[int, float]] = {}
    for name, docs in fields.items():
        weight, b = FIELD_WEIGHTS[name], FIELD_B[name]
        for row, doc in enumerate(docs):
            norm = 1 - b + b * len(doc) / averages[name]
            counts: dict[str, int] = {}
            for term in doc:
                counts[term] = counts.get(term, 0) + 1
            for term, count in counts.items():
                per_row = pseudo.setdefault(term, {})
                per_row[row] = per_row.get(row, 0.0) + weight * count / norm
    postings: dict[str, dict[int, float]] = {}
    for term, per_row in pseudo.items():
        idf = math.log(1 + (n - len(per_row) + 0.5) / (len(per_row) + 0.5))
        postings[term] = {
            row: round(idf * tf * (K1 + 1) / (K1 + tf), 5) for row, tf in per_row.items()
        }
    return postings


def _bm25(docs: list[list[str]], k1: float, b: float) -> dict[str, dict[int, float]]:
    """Plain BM25 of each term in each short document (a situation phrase)."""
    n = max(len(docs), 1)
    average = sum(map(len, docs)) / n or 1.0
    df: dict[str, int] = {}
    for doc in docs:
        for term in set(doc):
            df[term] = df.get(term, 0) + 1
    postings: dict[str, dict[int, float]] = {}
    for number, doc in enumerate(docs):
        norm = k1 * (1 - b + b * len(doc) / average)
        counts: dict[str, int] = {}
        for term in doc:
            counts[term] = counts.get(term, 0) + 1
        for term, count in counts.items():
            idf = math.log(1 + (n - df[term] + 0.5) / (df[term] + 0.5))
            postings.setdefault(term, {})[number] = round(
                idf * count * (k1 + 1) / (count + norm), 5
            )
    return postings


def _speller_tables(speller: Speller) -> tuple[bytes, str]:
    """The speller's trigram table, packed (decoded at the first word to correct), and its
    stems."""
    grams, stems = speller.tables()
    return marshal.dumps(grams), stems


def _situation_tables(
    postings: Mapping[str, Mapping[int, float]], rows: list[int], n_rules: int
) -> dict[str, Any]:
    """The situations' scores per situation (postings turned round), in rule order."""
    per_situation: list[list[tuple[str, float]]] = [[] for _ in rows]
    for term, scores in postings.items():
        for number, score in scores.items():
            per_situation[number].append((term, score))
    offsets, values = array("I", [0]), array("f")
    texts = []
    for pairs in per_situation:
        pairs.sort()
        texts.append(" ".join(term for term, _ in pairs))
        values.extend(score for _, score in pairs)
        offsets.append(len(values))
    row_situations = array("I", [0] * (n_rules + 1))
    for row in rows:  # rows are sorted: each rule's situations run together
        row_situations[row + 1] += 1
    for row in range(n_rules):
        row_situations[row + 1] += row_situations[row]
    return {
        "row_situations": row_situations.tobytes(),
        "situation_terms": texts,
        "situation_offsets": offsets.tobytes(),
        "situation_scores": values.tobytes(),
    }


def _topic_words(library: Library, rule: Rule) -> Iterable[str]:
    for slug in rule.topics:
        topic = library.topics.get(slug)
        if topic is not None:
            yield topic.title
            yield from topic.terms


def _library_from_data(data: Mapping[str, Any], rules: Iterable[Rule]) -> Library:
    from dealer_assist.core.rules.rulebook import Book

    by_section: dict[tuple[str, str], list[Rule]] = {}
    for rule in rules:
        by_section.setdefault((rule.book, rule.section), []).append(rule)
    books = [
        Book(
            book_id,
            title,
            short,
            source,
            tuple(
                Section(book_id, slug, heading, tuple(by_section.get((book_id, slug), ())))
                for slug, heading in sections
            ),
        )
        for book_id, title, short, source, sections in data["books"]
    ]
    topics = [
        Topic(slug, title, tuple(terms_), disagree, {b: tuple(i) for b, i in ids.items()}, pos)
        for slug, title, terms_, disagree, ids, pos in data["topics"]
    ]
    return Library(books, topics)
