"""Search-quality measures over a question set: hit@k, mean reciprocal rank, book coverage."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Question:
    """A situation as a dealer would ask it, and the rule ids that answer it."""

    ask: str
    answers: frozenset[str]
    book: str | None = None
    split: str = "dev"  # "dev": used while building the thesaurus; "holdout": never tuned on
    # where the books disagree: each book's own rules that settle the question
    by_book: Mapping[str, frozenset[str]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Quality:
    """Ranks of the first right answer (None: not in the results) and their summaries."""

    ranks: tuple[int | None, ...]

    def hit_at(self, k: int) -> float:
        return sum(1 for r in self.ranks if r is not None and r <= k) / len(self.ranks)

    @property
    def hit_at_1(self) -> float:
        return self.hit_at(1)

    @property
    def hit_at_3(self) -> float:
        return self.hit_at(3)

    @property
    def mrr(self) -> float:
        return sum(1 / r for r in self.ranks if r is not None) / len(self.ranks)


def load_questions(data: Mapping[str, object]) -> list[Question]:
    """Questions from the parsed fixture (`[[question]]` with ask, answers, optional book)."""
    raw = data.get("question")
    if not isinstance(raw, list) or not raw:
        raise ValueError("question set: no [[question]] entries")
    return [
        Question(
            str(q["ask"]),
            frozenset(q["answers"]),
            q.get("book"),
            str(q.get("set", "dev")),
            {book: frozenset(ids) for book, ids in q.get("by_book", {}).items()},
        )
        for q in raw
    ]


def evaluate(questions: list[Question], search: Callable[[Question], list[str]]) -> Quality:
    """Rank of the first answer in each question's results (1-based)."""
    ranks: list[int | None] = []
    for question in questions:
        ids = search(question)
        rank = next((i for i, rid in enumerate(ids, start=1) if rid in question.answers), None)
        ranks.append(rank)
    return Quality(tuple(ranks))


def coverage(
    questions: list[Question], search: Callable[[str, str], list[str]], k: int = 3
) -> float | None:
    """Where the books disagree: the share of (question, book) pairs where the question, asked
    with that book in force, has one of that book's own rules in its top `k`. `search(ask,
    book)` returns rule ids best first. None when no question carries `by_book`."""
    pairs = hits = 0
    for question in questions:
        for book, own in question.by_book.items():
            pairs += 1
            hits += any(rule_id in own for rule_id in search(question.ask, book)[:k])
    return hits / pairs if pairs else None


def derive_by_book(
    question: Question, topics: Iterable[tuple[bool, Mapping[str, Iterable[str]]]]
) -> Question:
    """A question written without `by_book`, given it from the topics where the books
    disagree (`(disagree, {book: rule ids})`): when all its answers are rules of one such
    topic, each book's rules on that topic. Otherwise the question as it is."""
    if question.by_book:
        return question
    for disagree, rules in topics:
        every = {rule_id for ids in rules.values() for rule_id in ids}
        if disagree and question.answers <= every:
            by_book = {book: frozenset(ids) for book, ids in rules.items() if ids}
            return Question(question.ask, question.answers, question.book, question.split, by_book)
    return question
