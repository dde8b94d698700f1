"""The yardsticks: FTS5's BM25 and a plain Okapi BM25 over the same rule texts (no thesaurus,
typo help, situations or topics)."""

from __future__ import annotations

import math
import sqlite3
from collections import Counter

from dealer_assist.core.rules.rulebook import Library, Rule
from dealer_assist.rulings.text import content_words, light_stem


class PlainIndex:
    """FTS5 with the porter tokenizer and default BM25; the question's words OR-ed together."""

    def __init__(self, library: Library) -> None:
        self._rules: list[Rule] = list(library.all_rules())
        self._db = sqlite3.connect(":memory:")
        self._db.execute("CREATE VIRTUAL TABLE rules USING fts5(body, tokenize='porter unicode61')")
        self._db.executemany(
            "INSERT INTO rules(rowid, body) VALUES (?, ?)",
            [(i, r.text) for i, r in enumerate(self._rules)],
        )

    def search(self, query: str, limit: int = 10) -> list[Rule]:
        terms = list(dict.fromkeys(content_words(query)))
        if not terms:
            return []
        rows = self._db.execute(
            "SELECT rowid FROM rules WHERE rules MATCH ? ORDER BY bm25(rules) LIMIT ?",
            (" OR ".join(f'"{t}"' for t in terms), limit),
        ).fetchall()
        return [self._rules[row] for (row,) in rows]


class PlainBM25:
    """Textbook Okapi BM25 (k1 1.2, b 0.75) over the rule texts' content words, lightly
    stemmed: what any search library would give out of the box."""

    K1 = 1.2
    B = 0.75

    def __init__(self, library: Library) -> None:
        self._rules: list[Rule] = list(library.all_rules())
        docs = [Counter(light_stem(w) for w in content_words(r.text)) for r in self._rules]
        self._lengths = [sum(d.values()) for d in docs]
        self._average = sum(self._lengths) / max(len(docs), 1)
        self._postings: dict[str, list[tuple[int, int]]] = {}
        for row, doc in enumerate(docs):
            for term, count in doc.items():
                self._postings.setdefault(term, []).append((row, count))
        n = len(docs)
        self._idf = {
            t: math.log(1 + (n - len(p) + 0.5) / (len(p) + 0.5)) for t, p in self._postings.items()
        }

    def search(self, query: str, limit: int = 10) -> list[Rule]:
        scores: dict[int, float] = {}
        for term in dict.fromkeys(light_stem(w) for w in content_words(query)):
            idf = self._idf.get(term)
            if idf is None:
                continue
            for row, count in self._postings[term]:
                norm = self.K1 * (1 - self.B + self.B * self._lengths[row] / self._average)
                scores[row] = scores.get(row, 0.0) + idf * count * (self.K1 + 1) / (count + norm)
        ranked = sorted(scores.items(), key=lambda rs: (-rs[1], rs[0]))
        return [self._rules[row] for row, _ in ranked[:limit]]
