"""The rulings pane: search as you type, book in force first, compare view, browse, copy."""

from __future__ import annotations

import pytest
from helpers.colours import WHITE, colours_of, is_dark
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication

from dealer_assist.rulings import RulingsIndex
from dealer_assist.ui.common.theme import contrast_ratio
from dealer_assist.ui.station.rulings_pane import DARK_MARKS, RuleCard, RulingsPane, highlight


@pytest.fixture(scope="module")
def index() -> RulingsIndex:
    return RulingsIndex.load()


@pytest.fixture
def pane(qtbot, index: RulingsIndex) -> RulingsPane:  # type: ignore[no-untyped-def]
    widget = RulingsPane(index, book_in_force="applewood")
    qtbot.addWidget(widget)
    widget.resize(500, 800)
    widget.show()
    return widget


def test_typing_a_question_lists_book_in_force_first_with_matches_highlighted(qtbot, pane) -> None:  # type: ignore[no-untyped-def]
    """Applewood, Gameplay Rules 14: the leftover chip goes clockwise from the button."""
    qtbot.keyClicks(pane.search_box, "odd chip when we chop")
    qtbot.waitUntil(lambda: len(pane.result_cards()) > 0, timeout=2000)
    cards = pane.result_cards()
    assert cards[0].rule.id == "applewood/gameplay-rules/14"
    assert cards[0].property("inForce") is True
    headers = [w.text() for w in pane.results.widgets() if w.objectName() == "groupHeader"]
    assert headers == ["In force: Applewood", "Other books"]
    assert {c.rule.book for c in cards[1:]} > {"applewood"}  # the other books follow
    assert '<b style="background-color:#ffe58a">' in cards[0].text.text()
    assert cards[0].title.text() == "Applewood, Gameplay Rules 14"


def test_search_waits_for_a_typing_pause(qtbot, pane) -> None:  # type: ignore[no-untyped-def]
    pane.search_box.setText("misdeal")
    assert pane.result_cards() == []  # debounced: nothing yet
    qtbot.waitUntil(lambda: len(pane.result_cards()) > 0, timeout=2000)


def test_typo_is_shown_as_read(qtbot, pane) -> None:  # type: ignore[no-untyped-def]
    pane.search_box.setText("stradle")
    qtbot.keyClick(pane.search_box, Qt.Key.Key_Return)
    assert "\u201cstradle\u201d as \u201cstraddle\u201d" in pane.status.text()
    assert pane.result_cards()[0].rule.id == "applewood/betting/1"


def test_compare_view_shows_each_books_position(pane) -> None:  # type: ignore[no-untyped-def]
    pane.show_topic("odd-chip")
    assert pane.tabs.currentIndex() == 1
    assert "DISAGREE" in pane.compare_verdict.text()
    positions = pane.comparison_positions()
    assert len(positions) == 4
    assert positions[0].startswith("The leftover chip goes to the first winner clockwise")
    ids = [c.rule.id for c in pane.comparison_cards()]
    assert ids[0] == "applewood/gameplay-rules/14" and "ubetcha/ties/1" in ids


def test_where_the_books_differ_the_comparison_stands_beside_the_answer(qtbot, pane) -> None:  # type: ignore[no-untyped-def]
    """Applewood in force, a straddle: Applewood BETTING 1 first, in its own words, then each
    book's stance (Applewood's first); its button opens the full comparison."""
    pane.search_box.setText("no straddling")
    pane.run_search()
    card = pane.result_cards()[0]
    assert card.rule.id == "applewood/betting/1"
    assert card.text.text().startswith("No ")  # the rule's own words
    box = pane.comparison_box()
    assert box is not None
    widgets = pane.results.widgets()
    assert widgets.index(box) == widgets.index(card) + 1  # right beside the answer
    rows = [row.text() for row in box.rows]
    assert rows[0].startswith("<b>Applewood (in force)</b>: No straddling")
    assert any(row.startswith("<b>Ubetcha</b>: A live straddle") for row in rows)
    assert card.compare_button is not None and card.compare_button.isHidden()
    qtbot.mouseClick(box.open_button, Qt.MouseButton.LeftButton)
    assert pane.tabs.currentIndex() == 1
    assert pane.topic_box.currentData() == "straddle"


def test_the_situation_a_rule_settles_shows_with_the_matched_words(pane) -> None:  # type: ignore[no-untyped-def]
    pane.search_box.setText("a player shows one card and mucks the other")
    pane.run_search()
    card = next(c for c in pane.result_cards() if c.situation is not None)
    text = card.situation.text()
    assert text.startswith("Settles: ")
    assert '<b style="background-color:#ffe58a">' in text  # the question's own words


def test_no_comparison_where_the_books_agree(pane) -> None:  # type: ignore[no-untyped-def]
    pane.search_box.setText("put a card protector on your cards")
    pane.run_search()
    assert pane.result_cards()[0].rule.id == "applewood/misc-tournament-info-rules/9"
    assert pane.comparison_box() is None


def test_copy_citation_puts_label_id_and_text_on_the_clipboard(qtbot, pane) -> None:  # type: ignore[no-untyped-def]
    pane.search_box.setText("boxed card")
    pane.run_search()
    card = next(c for c in pane.result_cards() if c.rule.id == "general/irregularities/7")
    with qtbot.waitSignal(pane.citation_copied) as blocker:
        qtbot.mouseClick(card.copy_button, Qt.MouseButton.LeftButton)
    text = QGuiApplication.clipboard().text()
    assert text == blocker.args[0]
    assert text.startswith(
        "General rules, IRREGULARITIES 7 [general/irregularities/7]: \u201cA card"
    )


def test_browse_by_section(pane) -> None:  # type: ignore[no-untyped-def]
    pane.browse("ubetcha", "ties")
    assert [c.rule.id for c in pane.browse_cards()] == ["ubetcha/ties/1", "ubetcha/ties/2"]
    assert pane.book_box.currentData() == "ubetcha"


def test_fits_a_500px_table_panel(qtbot, pane) -> None:  # type: ignore[no-untyped-def]
    pane.search_box.setText("string bet")
    pane.run_search()
    qtbot.waitExposed(pane)
    assert pane.minimumSizeHint().width() <= 500
    card: RuleCard = pane.result_cards()[0]
    assert card.copy_button.height() >= 48
    assert pane.results.horizontalScrollBar().maximum() == 0


def test_highlight_marks_inflections_and_escapes_html() -> None:
    out = highlight("Do not splash <chips> into the pot; splashing is rude.", ("splashed",))
    assert out.count("<b ") == 2 and "&lt;chips&gt;" in out


def test_changing_the_book_in_force_reorders_results_and_comparison(pane) -> None:  # type: ignore[no-untyped-def]
    """Ubetcha TIES 1 leads once Ubetcha is in force."""
    pane.search_box.setText("odd chip")
    pane.run_search()
    pane.show_topic("odd-chip")
    pane.set_book_in_force("ubetcha")
    assert pane.result_cards()[0].rule.id == "ubetcha/ties/1"
    assert pane.comparison_cards()[0].rule.id == "ubetcha/ties/1"


def test_the_dark_pane_draws_light_text_on_dark_cards(qtbot, index) -> None:  # type: ignore[no-untyped-def]
    """For the dark table station: cards, header and search field dark, text >= 7:1 (AAA)."""
    pane = RulingsPane(index, book_in_force="ubetcha", dark=True)
    qtbot.addWidget(pane)
    pane.resize(500, 800)
    pane.show()
    pane.search_box.setText("string bet")
    pane.run_search()
    card = pane.result_cards()[0]
    qtbot.waitUntil(lambda: card.text.height() > 40)
    for widget in (pane, card, pane.search_box):
        background, best = colours_of(widget)
        assert is_dark(background), widget
        assert best >= 7, widget
    pane.search_box.setText("straddle")
    pane.run_search()
    box = pane.comparison_box()
    assert box is not None
    qtbot.waitUntil(lambda: box.rows[0].height() > 20)
    background, best = colours_of(box)
    assert is_dark(background) and best >= 7
    # Matched words: yellow marks get black text, thesaurus marks white text on blue.
    for background, text in DARK_MARKS:
        assert contrast_ratio(QColor(background), QColor(text)) >= 7
    assert f"background-color:{DARK_MARKS[0][0]};color:{DARK_MARKS[0][1]}" in card.text.text()


def test_the_director_keeps_the_light_pane(qtbot, pane) -> None:  # type: ignore[no-untyped-def]
    pane.search_box.setText("string bet")
    pane.run_search()
    card = pane.result_cards()[0]
    qtbot.waitUntil(lambda: card.text.height() > 40)
    background, best = colours_of(card)
    assert contrast_ratio(background, WHITE) < 1.2 and best >= 7


def test_the_director_pane_gives_no_ruling(pane) -> None:  # type: ignore[no-untyped-def]
    pane.search_box.setText("string bet")
    pane.run_search()
    assert all(card.give_button is None for card in pane.result_cards())


def test_a_starting_question_is_searched_at_once_and_left_to_edit(qtbot, index) -> None:  # type: ignore[no-untyped-def]
    pane = RulingsPane(index, book_in_force="ubetcha", dark=True, give_rulings=True)
    qtbot.addWidget(pane)
    pane.resize(500, 600)
    pane.show()
    question = "turn; pot 11,600; seat 3 all-in for 2,400; seat 5 to act facing a raise to 6,000"
    pane.set_question(question)
    assert pane.search_box.text() == question and pane.result_cards()  # no typing pause
    assert pane.search_box.cursorPosition() == len(question)  # typing adds to it
    assert not pane.search_box.hasSelectedText()
    # The box shows the end of it; the whole question it answers is under it, wrapped.
    assert pane.status.text().endswith(f"rules for \u201c{question}\u201d")
    pane.set_question("<xkcdq> &amp;")
    assert pane.status.text() == "No rule matches \u201c<xkcdq> &amp;\u201d; try other words."


def test_give_this_ruling_names_the_rule_and_the_question_searched(qtbot, index) -> None:  # type: ignore[no-untyped-def]
    """The station's pane: every answer has "Give this ruling"; the pane decides nothing, it
    says which rule answered which question (the words searched, not half-typed ones)."""
    pane = RulingsPane(index, book_in_force="ubetcha", dark=True, give_rulings=True)
    qtbot.addWidget(pane)
    pane.resize(500, 600)
    pane.show()
    pane.search_box.setText("he went all in for less than a raise")
    pane.run_search()
    cards = pane.result_cards()
    assert cards and all(card.give_button is not None for card in cards)
    qtbot.waitExposed(pane)
    assert cards[0].give_button.height() >= 48
    pane.search_box.setText("he went all in for less than a raise and")  # not searched yet
    with qtbot.waitSignal(pane.ruling_chosen) as chosen:
        cards[1].give_button.click()
    assert chosen.args == [cards[1].rule.id, "he went all in for less than a raise"]
    assert all(card.give_button is None for card in pane.comparison_cards())  # answers only
