"""`dealer-assist rules "QUESTION"`: search the house rulebooks from the command line."""

from __future__ import annotations

import argparse
import sys

BOOK_CHOICES = ("ubetcha", "applewood", "fountain-valley", "general")
EXIT_DONE = 0
EXIT_NOTHING_FOUND = 1  # no rule matches, in text and --json alike
EXIT_BAD_INPUT = 2


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "question",
        nargs="?",
        help='what happened, e.g. "boxed card on the flop" (at most 500 characters)',
    )
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

    problem = _bad_question(args)
    if problem is not None:
        return _refuse(problem, args.json)
    index = RulingsIndex.load()
    if args.rule:
        try:
            rule = index.rule(args.rule)
        except KeyError as exc:
            return _refuse(exc.args[0], args.json)
        print(_to_json([(rule, None)]) if args.json else rule.citation)
        return EXIT_DONE
    if args.topic:
        return _compare(index, args.topic, args.json)
    hits = index.search(args.question, book=args.book, limit=args.limit)
    if args.json:
        print(_to_json([(h.rule, h.score) for h in hits]))
        return EXIT_DONE if hits else EXIT_NOTHING_FOUND
    if not hits:
        print("No rule matches. Try other words (e.g. 'misdeal', 'odd chip', 'string bet').")
        return EXIT_NOTHING_FOUND
    plan = index.plan(args.question)
    if plan.corrections:
        fixed = ", ".join(f"{a} -> {b}" for a, b in plan.corrections.items())
        print(f"(read as: {fixed})")
    import textwrap

    for hit in hits:
        rule = hit.rule
        marker = "*" if args.book and rule.book == args.book else " "
        print(f"{marker} {rule.label}  [{rule.id}]  score {hit.score:.1f}")
        print(textwrap.indent(textwrap.fill(" ".join(rule.text.split()), width=88), "    "))
        print()
    return EXIT_DONE


def _bad_question(args: argparse.Namespace) -> str | None:
    """What is wrong with the question or --limit, checked before the books load; None if
    nothing (--rule and --topic need no question)."""
    from dealer_assist.rulings.index import MAX_QUERY_CHARS

    if args.rule or args.topic:
        return None
    question = args.question or ""
    if not question.strip():
        return 'give a question, e.g. dealer-assist rules "odd chip in a split pot"'
    if len(question) > MAX_QUERY_CHARS:
        # No one means a longer question, and reading one costs seconds.
        return (
            f"the question is {len(question)} characters long; ask in at most "
            f"{MAX_QUERY_CHARS} characters"
        )
    if args.limit < 1:
        return "--limit must be at least 1"
    return None


def _refuse(message: str, as_json: bool) -> int:
    """Bad input: a JSON error object on stdout under --json (a script reads one document),
    else the message on stderr."""
    if as_json:
        import json

        print(json.dumps({"error": message}))
    else:
        print(message, file=sys.stderr)
    return EXIT_BAD_INPUT


def _compare(index, topic: str, as_json: bool) -> int:  # type: ignore[no-untyped-def]
    try:
        comparison = index.topic(topic)
    except KeyError as exc:
        return _refuse(exc.args[0], as_json)
    if as_json:
        import json

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
        return EXIT_DONE
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
    return EXIT_DONE


def _to_json(items) -> str:  # type: ignore[no-untyped-def]
    import json  # only under --json (start-up time)

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
