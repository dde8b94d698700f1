"""Plain BM25 over the same rule texts (FTS5, no thesaurus, typo help or topics): the yardstick."""

from __future__ import annotations

import sqlite3

from dealer_assist.core.rulebook import Library, Rule
from dealer_assist.rulings.text import content_words


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
