"""`dealer-assist rules "QUESTION"`: search the house rulebooks from the command line."""

from __future__ import annotations

import argparse
import json
import textwrap

BOOK_CHOICES = ("ubetcha", "applewood", "fountain-valley", "general")


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("question", nargs="?", help='what happened, e.g. "boxed card on the flop"')
    parser.add_argument(
        "--book", choices=BOOK_CHOICES, help="the book in force: its rules are listed first"
    )
    parser.add_argument("--limit", type=int, default=5, metavar="N", help="at most N rules (5)")
    parser.add_argument("--json", action="store_true", help="print a JSON list instead of text")
    parser.add_argument(
        "--topic", metavar="TOPIC", help="compare the books on a topic (e.g. odd-chip) instead"
    )
    parser.add_argument("--rule", metavar="ID", help="print one rule by id (e.g. ubetcha/ties/1)")


def run(args: argparse.Namespace) -> int:
    from dealer_assist.rulings import RulingsIndex

    index = RulingsIndex.load()
    if args.rule:
        try:
            rule = index.rule(args.rule)
        except KeyError as exc:
            print(exc.args[0])
            return 2
        print(_to_json([(rule, None)]) if args.json else rule.citation)
        return 0
    if args.topic:
        return _compare(index, args.topic, args.json)
    if not args.question:
        print('give a question, e.g. dealer-assist rules "odd chip in a split pot"')
        return 2
    if args.limit < 1:
        print("--limit must be at least 1")
        return 2
    hits = index.search(args.question, book=args.book, limit=args.limit)
    if args.json:
        print(_to_json([(h.rule, h.score) for h in hits]))
        return 0
    if not hits:
        print("No rule matches. Try other words (e.g. 'misdeal', 'odd chip', 'string bet').")
        return 1
    plan = index.plan(args.question)
    if plan.corrections:
        fixed = ", ".join(f"{a} -> {b}" for a, b in plan.corrections.items())
        print(f"(read as: {fixed})")
    for hit in hits:
        rule = hit.rule
        marker = "*" if args.book and rule.book == args.book else " "
        print(f"{marker} {rule.label}  [{rule.id}]  score {hit.score:.1f}")
        print(textwrap.indent(textwrap.fill(" ".join(rule.text.split()), width=88), "    "))
        print()
    return 0


def _compare(index, topic: str, as_json: bool) -> int:  # type: ignore[no-untyped-def]
    try:
        comparison = index.topic(topic)
    except KeyError as exc:
        print(exc.args[0])
        return 2
    if as_json:
        data = {
            "topic": topic,
            "title": comparison.topic.title,
            "disagree": comparison.disagree,
            "books": {
                book: {
                    "position": comparison.positions.get(book),
                    "rules": [r.id for r in rules],
                }
                for book, rules in comparison.rules.items()
            },
        }
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return 0
    verdict = "the books DISAGREE" if comparison.disagree else "the books agree"
    print(f"{comparison.topic.title}: {verdict}")
    for book, rules in comparison.rules.items():
        short = index.library.books[book].short
        position = comparison.positions.get(book)
        print(f"\n{short}: {position or ''}")
        for rule in rules:
            print(f"  {rule.label} [{rule.id}]")
        if not rules:
            print("  (no rule)")
    return 0


def _to_json(items) -> str:  # type: ignore[no-untyped-def]
    return json.dumps(
        [
            {
                "book": rule.book,
                "section": rule.section,
                "number": rule.number,
                "id": rule.id,
                "label": rule.label,
                "text": rule.text,
                "score": score,
            }
            for rule, score in items
        ],
        indent=2,
        ensure_ascii=False,
    )
