"""The rulings pane: search the rulebooks as you type, compare the books, browse, copy a citation.

Fits a dealer's table panel (~500 px wide) and the director's window. It only presents what
`RulingsIndex` finds; it decides nothing. At the table station each answer also offers "Give
this ruling", which the station records.

Signals:
    citation_copied(str): a rule's citation was put on the clipboard.
    ruling_chosen(str, str): "Give this ruling" on an answer: its rule id, and the question
        that found it (as searched).
"""

from __future__ import annotations

import html
import logging
import re

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.core.rules.rulebook import Rule
from dealer_assist.rulings import Hit, RulingsIndex
from dealer_assist.rulings.text import light_stem

log = logging.getLogger(__name__)

DEBOUNCE_MS = 180  # typing pause before searching: a query costs < 1 ms, repainting more
RESULT_LIMIT = 12
_TOKEN = re.compile(r"[A-Za-z0-9\u2019']+|[^A-Za-z0-9\u2019']+")

STYLE = """
RulingsPane { font-size: 17px; }
QLineEdit#search { font-size: 20px; min-height: 48px; padding: 0 10px; }
QPushButton, QComboBox { min-height: 48px; font-size: 16px; padding: 0 12px; }
QTabBar::tab { min-height: 44px; min-width: 90px; font-size: 16px; padding: 0 10px; }
QFrame#card { border: 1px solid #b9c0c8; border-radius: 8px; background: #ffffff; }
QFrame#card[inForce="true"] { border: 2px solid #2b6cb0; }
QLabel#cardTitle { font-size: 16px; font-weight: bold; color: #1a365d; }
QLabel#cardText { font-size: 17px; color: #111111; }
QLabel#cardSituation { font-size: 15px; color: #2d3748; font-style: italic; }
QFrame#comparisonBox { border: 2px solid #c05621; border-radius: 8px; background: #fffaf0; }
QLabel#comparisonTitle { font-size: 16px; font-weight: bold; color: #7b341e; }
QLabel#comparisonRow { font-size: 16px; color: #111111; }
QLabel#groupHeader { font-size: 15px; font-weight: bold; color: #4a5568; padding-top: 6px; }
QLabel#position { font-size: 17px; font-weight: bold; color: #742a2a; }
QLabel#status { font-size: 15px; color: #4a5568; }
QPushButton#giveButton { background: #e6f4ea; border: 2px solid #2f855a; border-radius: 8px;
    color: #1c4532; font-weight: bold; }
"""

# The same pane over the dark table station (theme.py colours); later rules win.
DARK_STYLE = (
    STYLE
    + """
RulingsPane, QTabWidget::pane, QScrollArea, QScrollArea > QWidget > QWidget {
    background: #0b0d10; color: #ffffff; }
QTabWidget::pane { border: 1px solid #3a404a; }
QTabBar::tab { color: #b8c0cc; background: #1a1d22; border: 1px solid #3a404a; }
QTabBar::tab:selected { color: #ffffff; background: #24415f; border-color: #4db8ff; }
QLineEdit#search { color: #ffffff; background: #15181d; border: 2px solid #4a5260;
    border-radius: 6px; }
QLineEdit#search:focus { border-color: #4db8ff; }
QPushButton, QComboBox { color: #ffffff; background: #2a3039; border: 2px solid #4a5260;
    border-radius: 8px; font-weight: bold; }
QPushButton#giveButton { color: #ffffff; background: #1f7a45; border-color: #33dd77; }
QComboBox QAbstractItemView { color: #ffffff; background: #15181d;
    selection-background-color: #24415f; }
QFrame#card { border: 1px solid #4a5260; background: #15181d; }
QFrame#card[inForce="true"] { border: 2px solid #4db8ff; }
QLabel#cardTitle { color: #8cc8ff; }
QLabel#cardText { color: #ffffff; }
QLabel#cardSituation { color: #d8dee9; }
QFrame#comparisonBox { border: 2px solid #f6ad55; background: #1d1710; }
QLabel#comparisonTitle { color: #fbd38d; }
QLabel#comparisonRow { color: #ffffff; }
QLabel#groupHeader, QLabel#status { color: #b8c0cc; }
QLabel#position { color: #ffb3b3; }
QScrollBar:vertical { background: #15181d; width: 16px; border: none; }
QScrollBar::handle:vertical { background: #4a5260; border-radius: 7px; min-height: 48px; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }
"""
)

# Highlight (background, text) for the asker's own words and for thesaurus words.
LIGHT_MARKS = (("#ffe58a", ""), ("#d6eaff", ""))
DARK_MARKS = (("#ffe58a", "#000000"), ("#24507a", "#ffffff"))


def highlight(
    text: str,
    terms: tuple[str, ...],
    related: tuple[str, ...] = (),
    marks: tuple[tuple[str, str], tuple[str, str]] = LIGHT_MARKS,
    *,
    bold_related: bool = False,
) -> str:
    """The rule text as HTML: the asker's own words bold on yellow, thesaurus words on blue
    (bold too with `bold_related`)."""
    (strong_bg, strong_fg), (light_bg, light_fg) = marks
    strong_style = f"background-color:{strong_bg}" + (f";color:{strong_fg}" if strong_fg else "")
    light_style = f"background-color:{light_bg}" + (f";color:{light_fg}" if light_fg else "")
    strong = {light_stem(t.lower()) for t in terms}
    light = {light_stem(t.lower()) for t in related} - strong
    out: list[str] = []
    for token in _TOKEN.findall(" ".join(text.split())):
        escaped = html.escape(token)
        stem = light_stem(token.lower().replace("\u2019", "")) if token[0].isalnum() else ""
        if stem in strong:
            out.append(f'<b style="{strong_style}">{escaped}</b>')
        elif stem in light:
            tag = "b" if bold_related else "span"
            out.append(f'<{tag} style="{light_style}">{escaped}</{tag}>')
        else:
            out.append(escaped)
    return "".join(out)


class RuleCard(QFrame):
    """One rule: citation label, its own words (matches highlighted), the situation it settles
    that the question matched (its matched words highlighted), copy and compare buttons, and
    with `give` a "Give this ruling" button."""

    copy_requested = Signal(str)
    compare_requested = Signal(str)
    give_requested = Signal(str)

    def __init__(
        self,
        rule: Rule,
        terms: tuple[str, ...] = (),
        in_force: bool = False,
        related: tuple[str, ...] = (),
        compare_topic: str | None = None,
        parent: QWidget | None = None,
        *,
        marks: tuple[tuple[str, str], tuple[str, str]] = LIGHT_MARKS,
        give: bool = False,
    ) -> None:
        super().__init__(parent)
        self.rule = rule
        self._marks = marks
        self.setObjectName("card")
        self.setProperty("inForce", in_force)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        self.title = QLabel(rule.label)
        self.title.setObjectName("cardTitle")
        self.title.setWordWrap(True)
        self.text = QLabel(highlight(rule.text, terms, related, marks))
        self.text.setObjectName("cardText")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        self.situation: QLabel | None = None
        buttons = QHBoxLayout()
        self.give_button: QPushButton | None = None
        if give:
            self.give_button = QPushButton("Give this ruling")
            self.give_button.setObjectName("giveButton")
            self.give_button.setToolTip("Record this rule as the ruling, with the hand")
            self.give_button.clicked.connect(lambda: self.give_requested.emit(rule.id))
            buttons.addWidget(self.give_button)
        self.copy_button = QPushButton("Copy citation")
        self.copy_button.clicked.connect(lambda: self.copy_requested.emit(rule.id))
        buttons.addWidget(self.copy_button)
        self.compare_button: QPushButton | None = None
        if compare_topic is not None:
            # Beside "Give this ruling" the short words keep the row within a table panel.
            self.compare_button = QPushButton("Compare books" if give else "Compare the books")
            self.compare_button.setToolTip(f"The books disagree on: {compare_topic}")
            self.compare_button.clicked.connect(lambda: self.compare_requested.emit(compare_topic))
            buttons.addWidget(self.compare_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)

    def add_situation(
        self, situation: str, terms: tuple[str, ...], related: tuple[str, ...] = ()
    ) -> None:
        """Show the situation this rule settles that the question matched, the question's
        words in it highlighted (under the rule's own words)."""
        text = highlight(situation, terms, related, self._marks, bold_related=True)
        self.situation = QLabel("Settles: " + text)
        self.situation.setObjectName("cardSituation")
        self.situation.setTextFormat(Qt.TextFormat.RichText)
        self.situation.setWordWrap(True)
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(2, self.situation)


class ComparisonBox(QFrame):
    """Where the books differ on the answer's topic: each book's stance in one line, the
    book in force first, and a button that opens the full comparison."""

    compare_requested = Signal(str)

    def __init__(
        self,
        title: str,
        rows: list[tuple[str, str]],
        topic: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("comparisonBox")
        self.topic = topic
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        self.title = QLabel(f"\u2260 The books differ: {html.escape(title)}")
        self.title.setObjectName("comparisonTitle")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.rows: list[QLabel] = []
        for book, position in rows:
            row = QLabel(f"<b>{html.escape(book)}</b>: {html.escape(position)}")
            row.setObjectName("comparisonRow")
            row.setTextFormat(Qt.TextFormat.RichText)
            row.setWordWrap(True)
            layout.addWidget(row)
            self.rows.append(row)
        buttons = QHBoxLayout()
        self.open_button = QPushButton("Compare the books")
        self.open_button.clicked.connect(lambda: self.compare_requested.emit(topic))
        buttons.addWidget(self.open_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)


class _CardList(QScrollArea):
    """A vertical scrolling list of cards and group headers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._body = QWidget()
        self._layout = QVBoxLayout(self._body)
        self._layout.setContentsMargins(4, 4, 4, 4)
        self._layout.setSpacing(8)
        self._layout.addStretch(1)
        self.setWidget(self._body)

    def clear(self) -> None:
        while self._layout.count() > 1:
            item = self._layout.takeAt(0)
            widget = item.widget()
            if widget is not None:
                widget.hide()  # deleteLater waits for the event loop; never paint stale cards
                widget.deleteLater()

    def add(self, widget: QWidget) -> None:
        self._layout.insertWidget(self._layout.count() - 1, widget)

    def widgets(self) -> list[QWidget]:
        found = []
        for i in range(self._layout.count() - 1):
            widget = self._layout.itemAt(i).widget()
            if widget is not None:
                found.append(widget)
        return found


def _combo() -> QComboBox:
    """A combo box that does not widen the pane to its longest item (narrow table panels)."""
    box = QComboBox()
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(16)
    return box


class RulingsPane(QWidget):
    """Search, compare and browse the rulebooks; the book in force is listed first.

    `dark` matches the dark table station; the director's window keeps the light pane.
    `give_rulings` puts "Give this ruling" on each answer (the table station records it).
    """

    citation_copied = Signal(str)
    ruling_chosen = Signal(str, str)

    def __init__(
        self,
        index: RulingsIndex,
        book_in_force: str | None = None,
        parent: QWidget | None = None,
        *,
        dark: bool = False,
        give_rulings: bool = False,
    ) -> None:
        super().__init__(parent)
        self.index = index
        self.book_in_force = book_in_force
        self.give_rulings = give_rulings
        self.hits: list[Hit] = []
        self.query = ""  # the question the results answer (the search box may run ahead)
        self.marks = DARK_MARKS if dark else LIGHT_MARKS
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(DARK_STYLE if dark else STYLE)
        self.setMinimumWidth(380)

        self.tabs = QTabWidget()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.tabs)

        # Search tab
        search_tab = QWidget()
        search_layout = QVBoxLayout(search_tab)
        self.search_box = QLineEdit()
        self.search_box.setObjectName("search")
        self.search_box.setPlaceholderText("What happened? e.g. boxed card, odd chip, string bet")
        self.search_box.setClearButtonEnabled(True)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # it quotes the question as typed
        self.results = _CardList()
        search_layout.addWidget(self.search_box)
        search_layout.addWidget(self.status)
        search_layout.addWidget(self.results, 1)
        self.tabs.addTab(search_tab, "Search")

        # Compare tab
        compare_tab = QWidget()
        compare_layout = QVBoxLayout(compare_tab)
        self.topic_box = _combo()
        for topic in sorted(index.topics(), key=lambda t: (not t.disagree, t.title)):
            mark = "\u2260 " if topic.disagree else ""
            self.topic_box.addItem(mark + topic.title, topic.slug)
        self.compare_verdict = QLabel()
        self.compare_verdict.setObjectName("status")
        self.compare_verdict.setWordWrap(True)
        self.comparison = _CardList()
        compare_layout.addWidget(self.topic_box)
        compare_layout.addWidget(self.compare_verdict)
        compare_layout.addWidget(self.comparison, 1)
        self.tabs.addTab(compare_tab, "Compare the books")

        # Browse tab
        browse_tab = QWidget()
        browse_layout = QVBoxLayout(browse_tab)
        self.book_box = _combo()
        for book in index.books():
            self.book_box.addItem(index.library.books[book].title, book)
        self.section_box = _combo()
        self.section_rules = _CardList()
        browse_layout.addWidget(self.book_box)
        browse_layout.addWidget(self.section_box)
        browse_layout.addWidget(self.section_rules, 1)
        self.tabs.addTab(browse_tab, "Browse")

        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._debounce.timeout.connect(self.run_search)
        self.search_box.textChanged.connect(lambda _text: self._debounce.start())
        self.search_box.returnPressed.connect(self.run_search)
        self.topic_box.currentIndexChanged.connect(lambda _i: self._show_current_topic())
        self.book_box.currentIndexChanged.connect(lambda _i: self._fill_sections())
        self.section_box.currentIndexChanged.connect(lambda _i: self._show_current_section())

        if book_in_force is not None:
            self.book_box.setCurrentIndex(max(0, self.book_box.findData(book_in_force)))
        self._fill_sections()
        self._show_current_topic()
        self.status.setText(self._in_force_text())

    # -- search ----------------------------------------------------------------------------

    def set_book_in_force(self, book: str | None) -> None:
        """The tournament changed its house book: re-rank and re-order the comparison."""
        self.book_in_force = book
        self.run_search()
        self._show_current_topic()

    def set_question(self, text: str) -> None:
        """Start from `text` (the station's situation): searched at once, the cursor after it
        so the dealer's words add to it."""
        self.search_box.setText(text)
        self.search_box.setCursorPosition(len(text))
        self.run_search()

    def run_search(self) -> None:
        self._debounce.stop()
        query = self.search_box.text().strip()
        self.query = query
        self.results.clear()
        if not query:
            self.hits = []
            self.status.setText(self._in_force_text())
            return
        self.hits = self.index.search(query, book=self.book_in_force, limit=RESULT_LIMIT)
        plan = self.index.plan(query)
        notes = [f"{len(self.hits)} rule" + ("" if len(self.hits) == 1 else "s")]
        if plan.corrections:
            notes.append(
                "read "
                + ", ".join(
                    f"\u201c{a}\u201d as \u201c{b}\u201d" for a, b in plan.corrections.items()
                )
            )
        if self.give_rulings:
            # The whole question, wrapped: a situation is longer than the search box shows,
            # and it is what "Give this ruling" records.
            notes[0] += f" for \u201c{query}\u201d"
        missing = "No rule matches" + (f" \u201c{query}\u201d" if self.give_rulings else "")
        self.status.setText(" \u00b7 ".join(notes) if self.hits else f"{missing}; try other words.")
        # Hits arrive ranked, the book in force's relevant rules first: head that run.
        leading = 0
        while leading < len(self.hits) and self.hits[leading].rule.book == self.book_in_force:
            leading += 1
        if leading:
            self.results.add(self._header(f"In force: {self._short(self.book_in_force)}"))
        elif self.book_in_force is not None and self.hits:
            short = self._short(self.book_in_force)
            self.results.add(self._header(f"No close match in {short}; best from the others"))
        for i, hit in enumerate(self.hits):
            if i == leading and leading:
                self.results.add(self._header("Other books"))
            terms = tuple(t for t in hit.matched_terms if t in plan.terms)
            related = tuple(t for t in hit.matched_terms if t not in plan.terms)
            in_force = hit.rule.book == self.book_in_force
            self.results.add(
                self._card(
                    hit.rule,
                    terms,
                    in_force,
                    related=related,
                    situation=hit.situation,
                    situation_terms=(plan.terms, plan.expansion),
                    give=self.give_rulings,
                )
            )
            if i == 0:
                box = self._comparison_box(hit.rule, plan.topics)
                if box is not None:
                    self.results.add(box)  # it has its own button to the full comparison
                    first = self.result_cards()[0]
                    if first.compare_button is not None:
                        first.compare_button.hide()

    def result_cards(self) -> list[RuleCard]:
        return [w for w in self.results.widgets() if isinstance(w, RuleCard)]

    def comparison_box(self) -> ComparisonBox | None:
        """The books' stances beside the answer, when its topic is one they differ on."""
        return next((w for w in self.results.widgets() if isinstance(w, ComparisonBox)), None)

    def _comparison_box(self, rule: Rule, named: tuple[str, ...]) -> ComparisonBox | None:
        """For the first answer on a topic where the books disagree (the one the question
        named, if any): each book's stance, the book in force first."""
        disputed = self.index.topics_of(rule, disagree_only=True)
        if not disputed:
            return None
        topic = next((t for t in disputed if t.slug in named), disputed[0])
        books = list(self.index.books())
        if self.book_in_force in books:
            books.remove(self.book_in_force)
            books.insert(0, self.book_in_force)
        rows = []
        for book in books:
            label = self._short(book) + (" (in force)" if book == self.book_in_force else "")
            rows.append((label, topic.positions.get(book, "")))
        box = ComparisonBox(topic.title, rows, topic.slug)
        box.compare_requested.connect(self.show_topic)
        return box

    # -- compare ---------------------------------------------------------------------------

    def show_topic(self, topic: str) -> None:
        """Open the comparison of the books on one topic."""
        self.topic_box.setCurrentIndex(self.topic_box.findData(topic))
        self.tabs.setCurrentIndex(1)

    def _show_current_topic(self) -> None:
        slug = self.topic_box.currentData()
        self.comparison.clear()
        if slug is None:
            return
        comparison = self.index.topic(slug)
        self.compare_verdict.setText(
            f"{comparison.topic.title}: the books DISAGREE"
            if comparison.disagree
            else f"{comparison.topic.title}: the books agree"
        )
        books = list(comparison.rules)
        if self.book_in_force in books:
            books.remove(self.book_in_force)
            books.insert(0, self.book_in_force)
        for book in books:
            rules = comparison.rules[book]
            title = self._short(book) + ("  (in force)" if book == self.book_in_force else "")
            self.comparison.add(self._header(title))
            position = comparison.positions.get(book)
            if position:
                label = QLabel(position)
                label.setObjectName("position")
                label.setWordWrap(True)
                self.comparison.add(label)
            for rule in rules:
                self.comparison.add(
                    self._card(rule, (), in_force=book == self.book_in_force, compare=False)
                )

    def comparison_cards(self) -> list[RuleCard]:
        return [w for w in self.comparison.widgets() if isinstance(w, RuleCard)]

    def comparison_positions(self) -> list[str]:
        return [
            w.text()
            for w in self.comparison.widgets()
            if isinstance(w, QLabel) and w.objectName() == "position"
        ]

    # -- browse ----------------------------------------------------------------------------

    def _fill_sections(self) -> None:
        book = self.book_box.currentData()
        self.section_box.blockSignals(True)
        self.section_box.clear()
        for section in self.index.sections(book):
            self.section_box.addItem(f"{section.heading} ({len(section.rules)})", section.slug)
        self.section_box.blockSignals(False)
        self._show_current_section()

    def browse(self, book: str, section: str) -> None:
        self.book_box.setCurrentIndex(self.book_box.findData(book))
        self.section_box.setCurrentIndex(self.section_box.findData(section))
        self.tabs.setCurrentIndex(2)

    def _show_current_section(self) -> None:
        book, slug = self.book_box.currentData(), self.section_box.currentData()
        self.section_rules.clear()
        for section in self.index.sections(book):
            if section.slug == slug:
                for rule in section.rules:
                    self.section_rules.add(self._card(rule, (), book == self.book_in_force))

    def browse_cards(self) -> list[RuleCard]:
        return [w for w in self.section_rules.widgets() if isinstance(w, RuleCard)]

    # -- shared ----------------------------------------------------------------------------

    def copy_citation(self, rule_id: str) -> str:
        """Put "label [id]: "text"" on the clipboard and announce it."""
        citation = self.index.rule(rule_id).citation
        QGuiApplication.clipboard().setText(citation)
        self.citation_copied.emit(citation)
        return citation

    def _card(
        self,
        rule: Rule,
        terms: tuple[str, ...],
        in_force: bool,
        compare: bool = True,
        related: tuple[str, ...] = (),
        situation: str = "",
        situation_terms: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
        give: bool = False,
    ) -> RuleCard:
        topics = self.index.library.topics
        disputed = next((t for t in rule.topics if topics[t].disagree), None) if compare else None
        card = RuleCard(
            rule, terms, in_force, related, compare_topic=disputed, marks=self.marks, give=give
        )
        card.give_requested.connect(lambda rule_id: self.ruling_chosen.emit(rule_id, self.query))
        if situation:
            card.add_situation(situation, *situation_terms)
        card.copy_requested.connect(self.copy_citation)
        card.compare_requested.connect(self.show_topic)
        return card

    def _header(self, text: str) -> QLabel:
        label = QLabel(text)
        label.setObjectName("groupHeader")
        return label

    def _short(self, book: str | None) -> str:
        return self.index.library.books[book].short if book else ""

    def _in_force_text(self) -> str:
        if self.book_in_force is None:
            return "No book in force: all books ranked together."
        return f"Book in force: {self.index.library.books[self.book_in_force].title}"
