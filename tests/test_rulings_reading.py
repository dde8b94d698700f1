"""How the rulings search reads a dealer's situation (issue [11/13]): cues from the question's
shape, irregular verbs, the packed speller table, the house book's own rule where the books
differ, and the situation shown under each answer."""

from __future__ import annotations

from array import array

import pytest

from dealer_assist.rulings import RulingsIndex
from dealer_assist.rulings.cues import read_cues
from dealer_assist.rulings.text import light_stem
from dealer_assist.rulings.typo import Speller, Trigrams


@pytest.fixture(scope="module")
def index() -> RulingsIndex:
    return RulingsIndex.load()


def ids(hits) -> list[str]:  # type: ignore[no-untyped-def]
    return [h.rule.id for h in hits]


@pytest.mark.parametrize(
    "question",
    [
        "at the end he flashed his cards to the guy next to him",
        "she showed her hand to a spectator",
        "he showed one card to his neighbour",
    ],
)
def test_cards_shown_to_someone_is_show_one_show_all(question: str) -> None:
    assert "show-one-show-all" in read_cues(question)[1]


def test_cards_shown_at_the_showdown_are_no_showing_to_someone() -> None:
    assert "show-one-show-all" not in read_cues("he showed down the winner on the river")[1]


def test_player_counts_of_tables_read_as_balancing() -> None:
    assert read_cues("table 1 has nine and table 3 is down to six")[1] == ("table-balancing",)
    assert read_cues("our table is down to 5 players")[1] == ("table-balancing",)
    assert read_cues("table 2 has 3 chips on the felt")[1] == ()  # chips, not players


def test_chips_named_by_value_at_a_colour_up() -> None:
    assert read_cues("time to get rid of the 25s")[1] == ("colour-up",)
    assert read_cues("he has 25 chips")[1] == ()


@pytest.mark.parametrize(
    ("question", "topics", "word"),
    [
        ("it was 200 to go and he put out 300", (), "half"),
        ("facing 1,000 he put out 1,500 without a word", (), "half"),
        ("short stack shoved for 250 on top of a 200 bet", ("short-all-in",), "reopen"),
        ("blinds are 200/400 and he made it 600", (), "half"),  # the big blind is the bet
    ],
)
def test_amounts_short_of_a_full_raise(question: str, topics: tuple[str, ...], word: str) -> None:
    words, found = read_cues(question)
    assert found == topics
    assert word in words


def test_amounts_of_a_full_raise_or_a_call_are_no_cue() -> None:
    assert read_cues("it was 200 to go and he put out 400") == ((), ())
    assert read_cues("facing 300 he put out 300") == ((), ())
    assert read_cues("blinds are 200/400 and he made it 800") == ((), ())


@pytest.mark.parametrize(
    "question",
    [
        "seat 9 never got a card and the flop is already out",
        "she didn't get a second card",
        "the dealer went round and seat 2 has not been dealt any cards",
    ],
)
def test_a_player_missed_in_the_deal_reads_as_a_misdeal(question: str) -> None:
    assert read_cues(question)[1] == ("misdeal",)


def test_not_getting_to_act_is_no_missed_deal() -> None:
    assert read_cues("he never got to act before the flop came") == ((), ())


def test_irregular_verbs_meet_their_regular_forms() -> None:
    assert light_stem("threw") == light_stem("throwing") == light_stem("throw")
    assert light_stem("hidden") == light_stem("hiding") == light_stem("hide")
    assert light_stem("dealt") == light_stem("deal")
    assert light_stem("took") == light_stem("taking") == light_stem("take")


def test_words_a_final_e_tells_apart_stay_apart() -> None:
    assert light_stem("site") != light_stem("sit")
    assert light_stem("wine") != light_stem("won")
    assert light_stem("went") != light_stem("gone")  # "went all in" is no absence


def test_trigram_table_round_trip() -> None:
    table = {"abc": array("H", [1, 4]), " ab": array("H", [0]), "bca": array("H", [2, 3, 5])}
    packed = Trigrams(*Trigrams.pack(table))
    for gram, numbers in table.items():
        assert packed.get(gram) == numbers
    assert packed.get("xyz") == array("H")
    assert packed.get("bcb") == array("H")  # "bc"+"b" spans two keys: no match


def test_speller_from_packed_tables_corrects_as_a_built_one() -> None:
    words = ["straddle", "showdown", "misdeal", "rabbit", "splashing", "button"]
    built = Speller(words)
    grams, stems = built.tables()
    loaded = Speller(words, tables=(lambda: grams, stems), ordered=sorted(words))
    for typo in ("straddel", "shwodown", "misdeel", "rabit", "splahsing", "buton", "zzzzzz"):
        assert loaded.correct(typo) == built.correct(typo)
    assert loaded.correct("straddel") == "straddle"


def test_speller_splits_without_decoding_the_trigram_table() -> None:
    decoded = []

    def table() -> tuple[str, bytes, bytes]:
        decoded.append(1)
        return Speller(["side", "pot"]).tables()[0]

    speller = Speller(["side", "pot"], tables=(table, "side pot"))
    assert speller.split("sidepot") == ("side", "pot")
    assert decoded == []
    speller.correct("sidd")
    assert decoded == [1]


def test_the_house_book_s_own_rule_on_the_best_answers_disputed_topic(
    index: RulingsIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The best answers are other books' rules on blind levels, where the books differ;
    Fountain Valley's own (its schedule) scores far below them but comes within three."""
    from dealer_assist.rulings import index as index_module

    question = "blinds changed mid hand, which blinds apply"
    own = {r.id for r in index.topic("blind-levels").rules["fountain-valley"]}
    assert own & set(ids(index.search(question, book="fountain-valley", limit=3)))
    monkeypatch.setattr(index_module, "LEAD_HITS", 0)  # without: it is not
    assert not own & set(ids(index.search(question, book="fountain-valley", limit=3)))


def test_every_answer_shown_carries_the_situation_it_settles(index: RulingsIndex) -> None:
    hits = index.search("dealer flipped a card face up while pitching", book="general")
    assert len(hits) == 10
    matched = [h for h in hits if h.situation]
    assert len(matched) >= 8  # the rules with a word of the question in a situation
    for hit in matched:
        assert hit.situation in index._situation_texts


@pytest.mark.parametrize("word", ["hall", "meant", "charity", "cable", "thousand", "slipped"])
def test_everyday_english_words_are_no_typos(index: RulingsIndex, word: str) -> None:
    plan = index.plan(f"the player at the {word} table")
    assert word not in plan.corrections
    assert word in plan.terms


@pytest.mark.parametrize(("typo", "meant"), [("stradle", "straddle"), ("misdael", "misdeal")])
def test_real_typos_are_still_corrected_beside_the_english_list(
    index: RulingsIndex, typo: str, meant: str
) -> None:
    assert index.plan(f"he made a {typo} in the hall").corrections == {typo: meant}


def test_without_the_english_list_a_real_word_is_read_as_another() -> None:
    from dealer_assist.rulings.library import load_library, load_situations, load_thesaurus

    bare = RulingsIndex(load_library(), load_thesaurus(), load_situations())
    assert bare.plan("a cable in the hall").corrections  # what the list is there to stop


def test_a_situation_written_twice_counts_once() -> None:
    from dealer_assist.rulings.library import load_library, parse_situations

    text = 'schema_version = 1\n[situations]\n"ubetcha/ties/1" = ["odd chip", "odd chip", "tie"]\n'
    assert parse_situations(text, load_library())["ubetcha/ties/1"] == ("odd chip", "tie")
