"""The third sealed rulings set ([11/13]): well formed and unchanged since its hash was committed.

Nothing here runs the search on it (a test that fails on a miss would make it a tuning set);
the rule ids are checked against the encoded books read directly, not through the search.
"""

from __future__ import annotations

import hashlib
import tomllib
from collections import Counter
from pathlib import Path

import pytest

from dealer_assist.resources import resource_path

FIXTURES = Path(__file__).parent / "fixtures"
SEALED3 = FIXTURES / "rulings_questions_sealed3.toml"
BOOKS = ("general", "ubetcha", "applewood", "fountain-valley")


def book_rule_ids(book: str) -> set[str]:
    """Rule ids of one encoded book: `<book>/<section slug>/<number>`."""
    data = tomllib.loads(resource_path("rulebooks", f"{book}.toml").read_text(encoding="utf-8"))
    assert data["book"] == book
    return {
        f"{book}/{section['slug']}/{rule['number']}"
        for section in data["section"]
        for rule in section.get("rule", [])
    }


@pytest.fixture(scope="module")
def questions() -> list[dict]:
    data = tomllib.loads(SEALED3.read_text(encoding="utf-8"))
    assert data["schema_version"] == 1
    return data["question"]


def test_the_sealed3_set_is_the_one_whose_hash_was_committed() -> None:
    recorded = (FIXTURES / "rulings_questions_sealed3.sha256").read_text().split()
    assert recorded[1] == SEALED3.name
    assert hashlib.sha256(SEALED3.read_bytes()).hexdigest() == recorded[0]


def test_sealed3_has_enough_questions_and_disagreements_and_no_repeats(
    questions: list[dict],
) -> None:
    assert len(questions) >= 80
    assert sum(1 for q in questions if q.get("by_book")) >= 20
    repeated = [
        ask for ask, n in Counter(q["ask"].strip().lower() for q in questions).items() if n > 1
    ]
    assert repeated == []
    assert {q["set"] for q in questions} == {"sealed3"}


def test_sealed3_rule_ids_exist_and_belong_to_their_books(questions: list[dict]) -> None:
    known = {book: book_rule_ids(book) for book in BOOKS}
    every = set().union(*known.values())
    for q in questions:
        assert q["answers"], q["ask"]
        assert set(q["answers"]) <= every, sorted(set(q["answers"]) - every)
        assert q.get("book") in (None, *BOOKS)
        for book, own in q.get("by_book", {}).items():
            assert book in BOOKS
            assert own and set(own) <= known[book], (book, own)
            # answers lists every settling rule, so each book's own rules are among them
            assert set(own) <= set(q["answers"])
