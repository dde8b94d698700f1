"""The encoded rulebooks: books, sections, rules with stable ids, and cross-book topics.

Books and topics are TOML files in `resources/rulebooks/` (format in docs/rulings.md).
Parsing takes the text, so this module stays free of I/O; `dealer_assist.rulings.library`
reads the files. A rule id is `<book>/<section slug>/<number>`, e.g. `ubetcha/ties/1`.

The value types here are written out by hand (`Frozen`) instead of with `@dataclass`: the
`rules` command must start within 3.5x a bare Python, and importing `dataclasses` alone costs
about 10 ms (it pulls in `inspect`), a third of that budget. tomllib is imported only to parse.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from types import MappingProxyType

SCHEMA_VERSION = 1
BOOK_ORDER = ("ubetcha", "applewood", "fountain-valley", "general")
_SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_NUMBER = re.compile(r"^(?:\d+|intro-\d+)$")


class RulebookError(ValueError):
    """An encoded book or topics file that cannot be used; the message names the place."""


class Frozen:
    """A value: its `__slots__` are set once (by `_fill`, in slot order), then read-only; equal,
    hashed and shown by value, like a frozen slotted dataclass."""

    __slots__: tuple[str, ...] = ()

    def _fill(self, *values: object) -> None:
        for name, value in zip(self.__slots__, values, strict=True):
            object.__setattr__(self, name, value)

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, Frozen)
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        fields = ", ".join(f"{n}={getattr(self, n)!r}" for n in self.__slots__)
        return f"{type(self).__name__}({fields})"


def section_slug(heading: str) -> str:
    """Heading text up to any "(", lower-cased, runs of non-alphanumerics -> "-", trimmed."""
    return re.sub(r"[^a-z0-9]+", "-", heading.split("(")[0].lower()).strip("-")


def normalise_space(text: str) -> str:
    """Collapse every run of whitespace to one space (how quotes are compared to sources)."""
    return " ".join(text.split())


class Rule(Frozen):
    """One rule, verbatim from its book."""

    __slots__ = ("id", "book", "book_short", "section", "heading", "number", "text", "topics")
    id: str
    book: str
    book_short: str
    section: str
    heading: str
    number: str
    text: str
    topics: tuple[str, ...]

    def __init__(
        self,
        id: str,  # noqa: A002 (the rule id)
        book: str,
        book_short: str,
        section: str,
        heading: str,
        number: str,
        text: str,
        topics: tuple[str, ...] = (),
    ) -> None:
        self._fill(id, book, book_short, section, heading, number, text, topics)

    @property
    def label(self) -> str:
        """How a person cites it: "Ubetcha, TIES 1" or "Ubetcha, PROPER BEHAVIOR intro 2"."""
        number = self.number.replace("intro-", "intro ")
        return f"{self.book_short}, {self.heading.split('(')[0].strip()} {number}"

    @property
    def citation(self) -> str:
        """Label, id and quoted text: what "copy citation" puts on the clipboard."""
        return f"{self.label} [{self.id}]: \u201c{normalise_space(self.text)}\u201d"


class Section(Frozen):
    """A headed section of a book and its rules in book order."""

    __slots__ = ("book", "slug", "heading", "rules")
    book: str
    slug: str
    heading: str
    rules: tuple[Rule, ...]

    def __init__(self, book: str, slug: str, heading: str, rules: tuple[Rule, ...]) -> None:
        self._fill(book, slug, heading, rules)


class Book(Frozen):
    """One encoded rulebook."""

    __slots__ = ("id", "title", "short", "source", "sections")
    id: str
    title: str
    short: str
    source: str
    sections: tuple[Section, ...]

    def __init__(
        self,
        id: str,  # noqa: A002 (the book id)
        title: str,
        short: str,
        source: str,
        sections: tuple[Section, ...],
    ) -> None:
        self._fill(id, title, short, source, sections)

    def rules(self) -> Iterator[Rule]:
        for section in self.sections:
            yield from section.rules


class Topic(Frozen):
    """A subject several books rule on, with each book's rules and (if they differ) stance."""

    __slots__ = ("slug", "title", "terms", "disagree", "rules", "positions")
    slug: str
    title: str
    terms: tuple[str, ...]
    disagree: bool
    rules: Mapping[str, tuple[str, ...]]
    positions: Mapping[str, str]

    def __init__(
        self,
        slug: str,
        title: str,
        terms: tuple[str, ...],
        disagree: bool,
        rules: Mapping[str, tuple[str, ...]],
        positions: Mapping[str, str] | None = None,
    ) -> None:
        self._fill(
            slug,
            title,
            terms,
            disagree,
            MappingProxyType(dict(rules)),
            MappingProxyType(dict(positions or {})),
        )

    def __hash__(self) -> int:  # its mappings are not hashable: the slug names it
        return hash(self.slug)


def parse_book(text: str, source: str = "<book>") -> Book:
    """Parse one encoded book; errors name the source and the section or rule."""
    data = _load_toml(text, source)
    book_id = _need(data, "book", str, source)
    short = _need(data, "short", str, source)
    if book_id not in BOOK_ORDER and not _SLUG.match(book_id):
        raise RulebookError(f"{source}: book id {book_id!r} must be a slug")
    sections: list[Section] = []
    seen_ids: set[str] = set()
    for s_index, raw_section in enumerate(_need(data, "section", list, source), start=1):
        where = f"{source}: section {s_index}"
        slug = _need(raw_section, "slug", str, where)
        heading = _need(raw_section, "heading", str, where)
        if not _SLUG.match(slug):
            raise RulebookError(f"{where}: slug {slug!r} must be lower-case words joined by '-'")
        rules: list[Rule] = []
        for r_index, raw_rule in enumerate(_need(raw_section, "rule", list, where), start=1):
            rwhere = f"{where} ({slug}) rule {r_index}"
            number = _need(raw_rule, "number", str, rwhere)
            if not _NUMBER.match(number):
                raise RulebookError(f"{rwhere}: number {number!r} must be digits or intro-N")
            rule_text = _need(raw_rule, "text", str, rwhere).strip()
            if not rule_text:
                raise RulebookError(f"{rwhere}: empty text")
            topics = raw_rule.get("topics", [])
            if not isinstance(topics, list) or not all(isinstance(t, str) for t in topics):
                raise RulebookError(f"{rwhere}: topics must be a list of topic slugs")
            rule_id = f"{book_id}/{slug}/{number}"
            if rule_id in seen_ids:
                raise RulebookError(f"{rwhere}: duplicate rule id {rule_id}")
            seen_ids.add(rule_id)
            rules.append(
                Rule(rule_id, book_id, short, slug, heading, number, rule_text, tuple(topics))
            )
        sections.append(Section(book_id, slug, heading, tuple(rules)))
    return Book(
        id=book_id,
        title=_need(data, "title", str, source),
        short=short,
        source=_need(data, "source", str, source),
        sections=tuple(sections),
    )


def parse_topics(text: str, source: str = "<topics>") -> tuple[Topic, ...]:
    """Parse the topics file (rule ids are checked later, against the books, by `Library`)."""
    data = _load_toml(text, source)
    topics: list[Topic] = []
    for slug, raw in _need(data, "topic", dict, source).items():
        where = f"{source}: topic {slug}"
        if not isinstance(raw, dict):
            raise RulebookError(f"{where}: must be a table")
        rules = _need(raw, "rules", dict, where)
        positions = raw.get("positions", {})
        disagree = _need(raw, "disagree", bool, where)
        if disagree and set(positions) != set(BOOK_ORDER):
            raise RulebookError(f"{where}: a disagreement gives a position for every book")
        terms = _need(raw, "terms", list, where)
        topics.append(
            Topic(
                slug=slug,
                title=_need(raw, "title", str, where),
                terms=tuple(str(t) for t in terms),
                disagree=disagree,
                rules=MappingProxyType({b: tuple(ids) for b, ids in rules.items()}),
                positions=MappingProxyType(dict(positions)),
            )
        )
    return tuple(topics)


class Library:
    """All books and topics, cross-checked: every topic names real rules, and agrees with the
    `topics` listed on those rules."""

    def __init__(self, books: Iterable[Book], topics: Iterable[Topic]) -> None:
        self.books: Mapping[str, Book] = MappingProxyType({b.id: b for b in books})
        self.topics: Mapping[str, Topic] = MappingProxyType({t.slug: t for t in topics})
        self.rules: Mapping[str, Rule] = MappingProxyType(
            {r.id: r for b in self.books.values() for r in b.rules()}
        )
        self._check()

    def _check(self) -> None:
        from_topics: set[tuple[str, str]] = set()
        for topic in self.topics.values():
            for book, ids in topic.rules.items():
                for rule_id in ids:
                    if rule_id not in self.rules:
                        raise RulebookError(f"topic {topic.slug}: unknown rule {rule_id}")
                    if not rule_id.startswith(book + "/"):
                        raise RulebookError(f"topic {topic.slug}: {rule_id} is not in {book}")
                    from_topics.add((topic.slug, rule_id))
        from_rules = {(t, r.id) for r in self.rules.values() for t in r.topics}
        for slug, rule_id in sorted(from_rules - from_topics):
            raise RulebookError(f"rule {rule_id} names topic {slug}, which does not list it")
        for slug, rule_id in sorted(from_topics - from_rules):
            raise RulebookError(f"topic {slug} lists {rule_id}, whose topics omit it")

    def rule(self, rule_id: str) -> Rule:
        try:
            return self.rules[rule_id]
        except KeyError:
            raise KeyError(f"no rule {rule_id!r}; ids look like 'ubetcha/ties/1'") from None

    def all_rules(self) -> Iterator[Rule]:
        """Every rule, books in BOOK_ORDER (others after), each in book order."""
        order = {b: i for i, b in enumerate(BOOK_ORDER)}
        for book in sorted(self.books.values(), key=lambda b: (order.get(b.id, 99), b.id)):
            yield from book.rules()


def _load_toml(text: str, source: str) -> dict[str, object]:
    import tomllib  # only to parse: a cached index never needs it (start-up time)

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RulebookError(f"{source}: {exc}") from exc
    version = data.get("schema_version")
    if version != SCHEMA_VERSION:
        raise RulebookError(
            f"{source}: schema_version {version!r} is not supported (expected {SCHEMA_VERSION})"
        )
    return data


def _need(data: Mapping[str, object], key: str, kind: type, where: str):  # type: ignore[no-untyped-def]
    if key not in data:
        raise RulebookError(f"{where}: missing field {key!r}")
    value = data[key]
    if not isinstance(value, kind):
        raise RulebookError(f"{where}: field {key!r} must be {kind.__name__}, got {value!r}")
    return value
