"""The encoded rulebooks quote their sources verbatim, lose no rule, and back every citation."""

from __future__ import annotations

import re

import pytest

from dealer_assist.core.rules.house_rules import Decision
from dealer_assist.core.rules.rulebook import (
    BOOK_ORDER,
    Library,
    RulebookError,
    normalise_space,
    parse_book,
    parse_topics,
    section_slug,
)
from dealer_assist.house_books import BOOKS, house_rules
from dealer_assist.rulings.library import load_library, source_text


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library()


def _source_lines(book: str) -> list[str]:
    """Non-blank source lines."""
    return [line.strip() for line in source_text(book).splitlines() if line.strip()]


@pytest.mark.parametrize("book", BOOK_ORDER)
def test_every_rule_text_occurs_verbatim_in_its_source(library: Library, book: str) -> None:
    source = normalise_space(source_text(book))
    for rule in library.books[book].rules():
        assert normalise_space(rule.text) in source, f"{rule.id} is not verbatim"


@pytest.mark.parametrize("book", BOOK_ORDER)
def test_rule_ids_are_book_section_number(library: Library, book: str) -> None:
    for rule in library.books[book].rules():
        assert rule.id == f"{book}/{rule.section}/{rule.number}"
        assert re.fullmatch(r"[a-z0-9-]+/[a-z0-9-]+/(\d+|intro-\d+)", rule.id)


def test_section_slugs_follow_the_heading_rule(library: Library) -> None:
    """Heading up to "(", lower-cased, non-alphanumeric runs -> "-". Three headings are named
    by the brief instead: PROCEDURES & RULES, and Fountain Valley's Basics and Misdeals."""
    named = {
        "ubetcha/procedures-and-rules",
        "fountain-valley/basics",
        "fountain-valley/misdeals",
    }
    assert section_slug("Heads Up Play (when only two players remain)") == "heads-up-play"
    assert section_slug("Misc. Tournament Info/Rules") == "misc-tournament-info-rules"
    for book in library.books.values():
        for section in book.sections:
            if f"{book.id}/{section.slug}" not in named:
                assert section.slug == section_slug(section.heading)


def test_general_rules_numbered_like_the_source(library: Library) -> None:
    """general-irregularities-betting-showdown.txt: each section's rules run 1..N, N = the
    highest "N. " the source line holds; the repeated fragment on line 5 is not a rule."""
    lines = source_text("general").splitlines()
    for line, section in zip(lines[:4], library.books["general"].sections, strict=True):
        assert line.startswith(section.heading + " 1. ")
        highest = max(int(n) for n in re.findall(r"(?:^|\s)(\d{1,2})\. (?=[A-Z(])", line))
        assert [r.number for r in section.rules] == [str(n) for n in range(1, highest + 1)]
    debris = normalise_space(lines[4])
    assert not any(normalise_space(r.text) == debris for r in library.books["general"].rules())


def test_ubetcha_sections_keep_the_books_numbers(library: Library) -> None:
    """Ubetcha: numbered rules "N)" keep N; unnumbered paragraphs before them are intro-K."""
    text = source_text("ubetcha")
    for section in library.books["ubetcha"].sections:
        start = text.find(section.heading + ":")
        if start < 0:
            continue  # the opening section has no "HEADING:" line
        end = text.find(":\n", start + len(section.heading) + 2)
        end = text.rfind("\n\n", start, end) if end > 0 else len(text)
        body = text[start:end]
        highest = max((int(n) for n in re.findall(r"^(\d+)\) ", body, re.M)), default=0)
        numbered = [r.number for r in section.rules if not r.number.startswith("intro-")]
        if highest:
            assert numbered == [str(n) for n in range(1, highest + 1)], section.slug


def test_applewood_one_rule_a_line(library: Library) -> None:
    """Applewood: every line under a heading is a rule, except numbered sub-lists ("1) ...")
    and the hand-ranking list, folded into the line that introduces them, and the cut-off
    contact lines at the end."""
    lines = _source_lines("applewood")
    ranking_start = next(i for i, line in enumerate(lines) if line == "Royal Flush")
    ranking = set(lines[ranking_start : ranking_start + 10])
    contact = next(i for i, line in enumerate(lines) if line.startswith("Contacting the NH"))
    counts: dict[str, int] = {}
    current = None
    for line in lines[:contact]:
        if line.endswith(":") and len(line) < 60 and not re.match(r"^\d\) ", line):
            if line.startswith(("Your hand is declared dead if", "To avoid confusion")):
                counts[current] += 1  # type: ignore[index]
                continue
            current = section_slug(line)
            counts[current] = 0
        elif not re.match(r"^\d\) ", line) and line not in ranking:
            counts[current] += 1  # type: ignore[index]
    got = {s.slug: len(s.rules) for s in library.books["applewood"].sections}
    assert got == counts


def test_fountain_valley_one_rule_a_bullet(library: Library) -> None:
    """Fountain Valley: one rule per bullet "•" (the numbered deal order stays in its bullet),
    plus the blind schedule as one rule."""
    bullets = source_text("fountain-valley").count("\u2022")
    book = library.books["fountain-valley"]
    assert sum(len(s.rules) for s in book.sections) == bullets + 1
    assert [s.slug for s in book.sections] == [
        "basics",
        "the-deal",
        "betting",
        "event-structure-blinds",
        "misdeals",
        "house-rules",
    ]


# What lies outside the rules: each book's title lines, and the extraction debris at its end.
FRONT = {
    "ubetcha": "Ubetcha Inc. OFFICIAL RULEBOOK & POLICIES Ubetcha Poker Tour",
    "applewood": "",
    "fountain-valley": "Fountain Valley Poker Tournament Texas Hold\u2019em Rules",
    "general": "",
}
DEBRIS = {
    "ubetcha": "",
    "applewood": "Contacting the NH Gaming Comission: Players can contact the NH Gaming "
    "Comission with question or comments at:",
    "fountain-valley": "",
    "general": "to the players who wagered them (subject to next rule).",
}
# Source spellings of headings the encoding writes differently.
HEADING_VARIANTS = {
    "fountain-valley": ("No Limit Hold \u2018em Basics", "House Rules and Misdeals")
}


@pytest.mark.parametrize("book", BOOK_ORDER)
def test_no_source_text_lost(library: Library, book: str) -> None:
    """Walking the source, rule after rule: between two rules there is only a heading, a
    bullet or a rule number; before the first, the title; after the last, the debris."""
    source = normalise_space(source_text(book))
    headings = [s.heading for s in library.books[book].sections]
    headings += HEADING_VARIANTS.get(book, ())
    position = 0
    gaps: list[str] = []
    for rule in library.books[book].rules():
        text = normalise_space(rule.text)
        found = source.find(text, position)
        assert found >= 0, f"{rule.id} out of order or not in the source"
        gaps.append(source[position:found])
        position = found + len(text)
    assert gaps[0].startswith(FRONT[book])
    gaps[0] = gaps[0][len(FRONT[book]) :]
    assert normalise_space(source[position:]) == DEBRIS[book]
    for gap in gaps:
        rest = gap
        for heading in sorted(headings, key=len, reverse=True):
            rest = rest.replace(heading, "")
        rest = re.sub(r"\u2022|\b\d{1,2}[.)]|:", "", rest)
        assert not rest.strip(), f"{book}: text between rules is lost: {gap!r}"


def test_topics_link_real_rules_and_disagreements_cover_every_book(library: Library) -> None:
    for topic in library.topics.values():
        assert topic.terms, topic.slug
        for ids in topic.rules.values():
            for rule_id in ids:
                assert topic.slug in library.rule(rule_id).topics
        if topic.disagree:
            assert set(topic.positions) == set(BOOK_ORDER)
    disputed = {t.slug for t in library.topics.values() if t.disagree}
    # README "Where they disagree" names these.
    assert {"odd-chip", "straddle", "player-clock", "leaving-early", "late-entry"} <= disputed
    assert {"rebuys-add-ons", "colour-up", "showdown-order"} <= disputed


@pytest.mark.parametrize("book", BOOKS)
def test_every_house_rule_citation_exists_and_is_labelled_by_its_rule(
    library: Library, book: str
) -> None:
    rules = house_rules(book)
    for decision in Decision:
        citation = rules.cite(decision)
        rule = library.rule(citation.rule_id)
        assert citation.label.startswith(rule.label), (decision, citation)
        if rule.book != book:
            assert "(" in citation.label, f"{decision}: borrowed rule must say why"


def test_house_rules_quote_what_the_books_say(library: Library) -> None:
    """Spot checks that the cited rule really states the profile's value."""
    ubetcha, applewood = house_rules("ubetcha"), house_rules("applewood")
    assert "left in the pot" in library.rule(ubetcha.cite(Decision.ODD_CHIP).rule_id).text
    assert "level 4" in library.rule(ubetcha.cite(Decision.LATE_ENTRY).rule_id).text
    assert "(within 2)" in library.rule(applewood.cite(Decision.TABLE_BALANCE).rule_id).text
    assert applewood.table_balance_tolerance == 2
    assert "No straddling" in library.rule(applewood.cite(Decision.STRADDLE).rule_id).text
    clock = library.rule(applewood.cite(Decision.PLAYER_CLOCK).rule_id).text
    assert "30 seconds" in clock and "40 seconds total" in clock
    fv = house_rules("fountain-valley")
    assert "dealer\u2019s left" in library.rule(fv.cite(Decision.ODD_CHIP).rule_id).text
    assert fv.max_seats == 9
    assert "Up to 9 players" in library.rule("fountain-valley/basics/8").text


def test_broken_files_name_the_problem() -> None:
    with pytest.raises(RulebookError, match="schema_version"):
        parse_book("schema_version = 2\n")
    bad_number = (
        'schema_version = 1\nbook = "x"\ntitle = "X"\nshort = "X"\nsource = "x.txt"\n'
        '[[section]]\nslug = "s"\nheading = "S"\n[[section.rule]]\nnumber = "one"\ntext = "t"\n'
    )
    with pytest.raises(RulebookError, match="number 'one'"):
        parse_book(bad_number, "x.toml")
    topics = parse_topics(
        'schema_version = 1\n[topic.t]\ntitle = "T"\nterms = ["t"]\ndisagree = false\n'
        '[topic.t.rules]\nx = ["x/s/9"]\n'
    )
    book = parse_book(bad_number.replace('"one"', '"1"'))
    with pytest.raises(RulebookError, match="unknown rule x/s/9"):
        Library([book], topics)
