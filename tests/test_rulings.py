"""Rulings search: jargon, typos, topics, book in force, quality on the question set, CLI."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.commands import rules as rules_command
from dealer_assist.rulings import RulingsIndex
from dealer_assist.rulings.baseline import PlainIndex
from dealer_assist.rulings.library import load_thesaurus
from dealer_assist.rulings.quality import evaluate, load_questions
from dealer_assist.rulings.text import light_stem, words
from dealer_assist.rulings.typo import Speller

FIXTURES = Path(__file__).parent / "fixtures"
QUESTIONS = FIXTURES / "rulings_questions.toml"
# Old set (80, 60 used while writing the thesaurus), blind held-out set (124, written before
# reading the thesaurus), sealed set (43, written before any change of the search) and fresh
# set (40, written before the last ranking changes): all used for tuning since issue [11/13];
# and [11/13]'s own tuning sets in dealers' words (108, 50 and 96).
QUESTION_SETS = (
    QUESTIONS,
    FIXTURES / "rulings_questions_blind.toml",
    FIXTURES / "rulings_questions_sealed.toml",
    FIXTURES / "rulings_questions_fresh.toml",
    FIXTURES / "rulings_questions_dealers.toml",
    FIXTURES / "rulings_questions_dealers2.toml",
    FIXTURES / "rulings_questions_dealers3.toml",
)
# Issue [11/13]'s sealed set: its figures are the ones that count, so no test asserts them
# (a test that fails on it would make it a tuning set); only that it is well formed.
SEALED2 = FIXTURES / "rulings_questions_sealed2.toml"


def all_questions():  # type: ignore[no-untyped-def]
    return [
        q
        for path in QUESTION_SETS
        for q in load_questions(tomllib.loads(path.read_text(encoding="utf-8")))
    ]


@pytest.fixture(scope="module")
def index() -> RulingsIndex:
    return RulingsIndex.load()


def ids(hits) -> list[str]:  # type: ignore[no-untyped-def]
    return [h.rule.id for h in hits]


def test_quality_on_the_combined_question_sets_hit_at_3_at_least_0_9(
    index: RulingsIndex,
) -> None:
    questions = all_questions()
    assert len(questions) >= 200
    ours = evaluate(questions, lambda q: ids(index.search(q.ask, q.book, 10)))
    plain_index = PlainIndex(index.library)
    plain = evaluate(questions, lambda q: [r.id for r in plain_index.search(q.ask, 10)])
    assert ours.hit_at_3 >= 0.9
    assert ours.mrr > plain.mrr + 0.15  # the thesaurus, typo help and topics must earn their keep


def test_question_set_answers_are_real_rules(index: RulingsIndex) -> None:
    sealed2 = load_questions(tomllib.loads(SEALED2.read_text(encoding="utf-8")))
    for q in all_questions() + sealed2:
        for rule_id in q.answers:
            index.rule(rule_id)
        assert q.book in (None, *index.books())
        for book, own in q.by_book.items():
            assert all(index.rule(rule_id).book == book for rule_id in own)


def test_the_sealed2_set_is_the_one_whose_hash_was_committed() -> None:
    """Written and hashed before the search of issue [11/13] changed; never edited since."""
    import hashlib

    recorded = (FIXTURES / "rulings_questions_sealed2.sha256").read_text().split()[0]
    assert hashlib.sha256(SEALED2.read_bytes()).hexdigest() == recorded
    assert len(load_questions(tomllib.loads(SEALED2.read_text(encoding="utf-8")))) >= 60


@pytest.mark.parametrize("book", ["ubetcha", "applewood", "fountain-valley", "general"])
def test_where_the_books_disagree_the_book_in_force_has_its_own_rule_in_the_top_three(
    index: RulingsIndex, book: str
) -> None:
    """Odd chip: each book's own rule within the first three when that book is in force."""
    own = {r.id for r in index.topic("odd-chip").rules[book]}
    top = ids(index.search("split pot and a chip left over, who gets it", book=book, limit=3))
    assert own & set(top), (book, top)


def test_a_card_named_twice_is_a_duplicate_card(index: RulingsIndex) -> None:
    """'two jacks of diamonds' is no jargon phrase, but the shape of the question says it."""
    plan = index.plan("there are two jacks of diamonds out on this hand")
    assert "deck-defect" in plan.topics
    top = ids(index.search("there are two jacks of diamonds out on this hand", limit=3))
    assert {"applewood/dealing-dealers/5", "general/irregularities/4"} & set(top)
    assert "deck-defect" not in index.plan("the jack of diamonds came on the river").topics


def test_acting_before_another_player_is_acting_out_of_turn(index: RulingsIndex) -> None:
    assert "out-of-turn" in index.plan("seat 2 bet before seat 9 had acted").topics
    assert "out-of-turn" in index.plan("he folded before the big blind acted").topics
    assert "out-of-turn" not in index.plan("before the flop he raised").topics


def test_jargon_absent_from_the_books_still_finds_the_rule(index: RulingsIndex) -> None:
    """'chop' is not a word of any book; the thesaurus maps it to split / tied pots."""
    assert not PlainIndex(index.library).search("chop")
    top = index.search("chop", limit=3)
    assert any(h.rule.id in ("ubetcha/ties/1", "applewood/gameplay-rules/14") for h in top)


def test_boxed_card_is_general_irregularities_7(index: RulingsIndex) -> None:
    """General rules, IRREGULARITIES 7: a card face up in the deck is a scrap of paper."""
    assert index.search("boxed card")[0].rule.id == "general/irregularities/7"


def test_typo_is_corrected_and_reported(index: RulingsIndex) -> None:
    plan = index.plan("stradle alowed")
    assert plan.corrections == {"stradle": "straddle", "alowed": "allowed"}
    assert index.search("stradle")[0].rule.id == "ubetcha/rules-for-using-blinds/5"


def test_speller_leaves_known_short_and_numeric_words_alone() -> None:
    speller = Speller(["raises", "straddle", "cut"])
    assert speller.correct("rasies") == "raises"
    assert speller.correct("cutting") == "cutting"  # an inflection of a known word
    assert speller.correct("zzz") is None and speller.correct("1000") is None
    assert speller.correct("qwertyuiop") is None


def test_thesaurus_longest_phrase_wins_and_inflections_match_only_themselves() -> None:
    thesaurus = load_thesaurus()
    expansion = thesaurus.expand("he called out of turn".split())
    assert "out of turn" in expansion.phrases and "called out" not in expansion.phrases
    assert "out-of-turn" in expansion.topics
    # "shorted" (a short call) must not fire on "short stack".
    assert "undersized-bet" not in thesaurus.expand("short stack".split()).topics
    assert "splashing" in thesaurus.expand("he splashes chips".split()).topics
    assert light_stem("splashing") == light_stem("splashed") == "splash"


def test_thesaurus_phrase_still_matches_with_other_little_words() -> None:
    """A jargon phrase of three or more content words matches across different stop words."""
    thesaurus = load_thesaurus()
    assert "dead-button" in thesaurus.expand(words("the button is on an empty seat now")).topics
    # short phrases stay strict: "two players" alone is not "two players left"
    assert "heads-up" not in thesaurus.expand(words("the two players soft play")).topics


def test_button_on_an_empty_seat_is_the_dead_button_rule(index: RulingsIndex) -> None:
    """Applewood, Gameplay Rules 16 (DEAD BUTTON), not the absent-player rules."""
    for query in ("button on an empty seat", "the button is on an empty seat now"):
        assert ids(index.search(query, limit=1)) == ["applewood/gameplay-rules/16"]


def test_words_run_together_are_split_and_swapped_letters_fixed(index: RulingsIndex) -> None:
    """'deadbutton' finds Applewood Gameplay Rules 16; 'shwo' is 'show', 'raize' is 'raise'."""
    plan = index.plan("deadbutton")
    assert plan.terms == ("dead", "button") and plan.corrections == {"deadbutton": "dead button"}
    assert ids(index.search("deadbutton", limit=1)) == ["applewood/gameplay-rules/16"]
    assert index.plan("shwo").corrections == {"shwo": "show"}
    assert index.plan("raize").corrections == {"raize": "raise"}


def test_all_in_alone_finds_all_in_rules(index: RulingsIndex) -> None:
    """'all in' is two stop words; the thesaurus phrase 'all-in' still matches the books."""
    for query in ("all in", "allin"):
        hits = index.search(query, limit=3)
        assert hits and all("all in" in " ".join(words(h.rule.text)) for h in hits)


def test_word_split_in_two_is_rejoined(index: RulingsIndex) -> None:
    """'mis deal' reads as 'misdeal' (Fountain Valley MISDEALS); two known words stay apart."""
    plan = index.plan("mis deal")
    assert plan.terms == ("misdeal",) and "misdeal" in plan.topics
    assert any(h.rule.section == "misdeals" for h in index.search("mis deal", limit=3))
    assert index.plan("side pot").terms == ("side", "pot")


def test_a_lone_word_names_a_topic_less_surely_than_a_phrase(
    index: RulingsIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    """'bust' alone is weak evidence for the dead-button topic; 'dead button' is strong."""
    from dealer_assist.rulings import index as index_module

    assert index.plan("he bust").topic_words["dead-button"] == 1
    assert index.plan("is it a dead button").topic_words["dead-button"] == 2

    def score(query: str) -> float:
        hits = {h.rule.id: h.score for h in index.search(query, limit=50)}
        return hits["general/irregularities/1"]  # in the dead-button topic

    weak, strong = score("bust"), score("dead button")
    share = index_module.SINGLE_WORD_SHARE
    assert share < 1.0
    monkeypatch.setattr(index_module, "SINGLE_WORD_SHARE", 1.0)
    full = index_module.TOPIC_BOOST
    assert score("bust") - weak == pytest.approx(full * (1 - share), abs=1e-3)
    assert score("dead button") == pytest.approx(strong)


def test_book_in_force_comes_first(index: RulingsIndex) -> None:
    """Odd chip: Fountain Valley basics 2 under Fountain Valley, Ubetcha TIES 1 under Ubetcha."""
    assert index.search("odd chip", book="fountain-valley")[0].rule.id == "fountain-valley/basics/2"
    assert index.search("odd chip", book="ubetcha")[0].rule.id == "ubetcha/ties/1"
    hits = index.search("odd chip", book="applewood", limit=10)
    books = [h.rule.book for h in hits]
    assert books[0] == "applewood" and set(books) > {"applewood"}  # the others follow


def test_unknown_book_names_the_choices(index: RulingsIndex) -> None:
    with pytest.raises(KeyError, match="ubetcha"):
        index.search("odd chip", book="wsop")


def test_matched_terms_are_words_of_the_rule(index: RulingsIndex) -> None:
    for hit in index.search("player splashed the pot", limit=5):
        stems = {light_stem(w) for w in words(hit.rule.text)}
        for term in hit.matched_terms:
            assert any(s.startswith(light_stem(term)) for s in stems), (hit.rule.id, term)


def test_topic_comparison_where_books_disagree(index: RulingsIndex) -> None:
    straddle = index.topic("straddle")
    assert straddle.disagree
    assert [r.id for r in straddle.rules["ubetcha"]] == ["ubetcha/rules-for-using-blinds/5"]
    assert [r.id for r in straddle.rules["applewood"]] == ["applewood/betting/1"]
    assert straddle.rules["fountain-valley"] == ()
    assert "Silent" in straddle.positions["general"]
    with pytest.raises(KeyError, match="odd-chip"):
        index.topic("no-such-topic")
    assert {t.slug for t in index.topics(disagree_only=True)} >= {"odd-chip", "straddle"}


def test_rule_and_sections_lookups(index: RulingsIndex) -> None:
    rule = index.rule("applewood/betting/9")
    assert rule.label == "Applewood, BETTING 9"
    assert rule.text.startswith("All re-raises must add")
    sections = index.sections("ubetcha")
    assert sections[0].slug == "official-rulebook-policies"
    assert [r.number for r in sections[1].rules][:3] == ["intro-1", "intro-2", "1"]
    with pytest.raises(KeyError, match="ids look like"):
        index.rule("ubetcha/ties/99")


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=80), st.integers(min_value=1, max_value=12))
def test_any_text_searches_without_error(query: str, limit: int) -> None:
    index = _shared_index()
    hits = index.search(query, limit=limit)
    assert len(hits) <= limit
    scores = [h.score for h in hits]
    assert scores == sorted(scores, reverse=True)


_INDEX: list[RulingsIndex] = []


def _shared_index() -> RulingsIndex:
    if not _INDEX:
        _INDEX.append(RulingsIndex.load())
    return _INDEX[0]


def _run_cli(*argv: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    parser = argparse.ArgumentParser()
    rules_command.configure(parser)
    code = rules_command.run(parser.parse_args(list(argv)))
    return code, capsys.readouterr().out


def test_cli_json_lists_book_section_number_id_text_score(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out = _run_cli("boxed card", "--json", "--limit", "2", capsys=capsys)
    data = json.loads(out)
    assert code == 0 and len(data) == 2
    first = data[0]
    assert first["id"] == "general/irregularities/7"
    assert (first["book"], first["section"], first["number"]) == ("general", "irregularities", "7")
    assert "scrap of paper" in first["text"] and first["score"] > 0


def test_cli_text_marks_the_book_in_force(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _run_cli("odd chip", "--book", "applewood", "--limit", "3", capsys=capsys)
    assert code == 0
    assert out.startswith("* Applewood, Gameplay Rules 14  [applewood/gameplay-rules/14]")
    assert "first hand clockwise from the button" in " ".join(out.split())


def test_cli_topic_and_rule_and_errors(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _run_cli("--topic", "player-clock", capsys=capsys)
    assert code == 0 and "DISAGREE" in out and "40 s" in out
    code, out = _run_cli("--rule", "ubetcha/ties/1", capsys=capsys)
    assert code == 0 and "splashed pot" in out
    assert _run_cli("--rule", "nope/x/1", capsys=capsys)[0] == 2
    assert _run_cli(capsys=capsys)[0] == 2


def test_rulings_package_imports_no_qt() -> None:
    script = (
        "import sys, dealer_assist.rulings, dealer_assist.commands.rules\n"
        "dealer_assist.rulings.RulingsIndex.load().search('misdeal')\n"
        "print(','.join(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
