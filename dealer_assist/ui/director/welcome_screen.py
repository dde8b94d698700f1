"""The welcome screen: no tournament to reopen yet, so start one, open one, or run the demo.

Shown by a launch when the library holds no tournament, or only the demo was last used (a
tournament that cannot be opened gets the start screen instead, `start_screen.py`; both are a
`FrontScreen`). The New tournament form is the Tournaments dialog's own, with the cursor in
its name: type a name and press Enter, and the director's window opens on the new
tournament's clock, ready to start (Space). The list shows the tournaments used most
recently (name, when, players, and what is wrong with one that cannot be opened).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.ui.common.wall_clock import NowMs
from dealer_assist.ui.director.new_tournament_form import NewTournamentForm, book_title
from dealer_assist.ui.director.start_screen import FrontScreen
from dealer_assist.ui.director.tournament_files import TournamentEntry, TournamentShelf
from dealer_assist.wall_time import system_now_ms

PROBLEM_COLOUR = QColor("#b3261e")


class WelcomeShelf(TournamentShelf, Protocol):
    """The shelf with what only the welcome screen asks (app.LibraryShelf)."""

    def recent(self, limit: int = 8) -> Sequence[TournamentEntry]: ...

    def create_demo(self) -> tuple[Any, str]: ...


def entry_line(entry: TournamentEntry) -> str:
    """The name, then "Ubetcha Poker Tour  ·  last used 2026-12-04 21:04  ·  30 players" (or
    what is wrong with it) on a second line."""
    if entry.problem:
        return f"{entry.name}\ncannot be opened: {entry.problem.rstrip('.')}"
    count = entry.players
    players = "" if count is None else f"{count}\u00a0player{'' if count == 1 else 's'}"
    book = book_title(entry.house_book) if entry.house_book else ""
    return entry.name + "\n" + "  ·  ".join(t for t in (book, entry.detail, players) if t)


class WelcomeScreen(FrontScreen):
    """New tournament, open a recent one, or the demo. `shelf` is app.LibraryShelf."""

    def __init__(
        self,
        shelf: WelcomeShelf,
        open_window: Callable[[Any, str], QWidget],
        *,
        now_ms: NowMs = system_now_ms,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(shelf, open_window, now_ms=now_ms, parent=parent)
        self._welcome_shelf = shelf
        self.setWindowTitle("Dealer Assist - Welcome")
        self.setMinimumSize(760, 460)

        title = QLabel("Welcome to Dealer Assist", self)
        title.setStyleSheet("font-size: 22px; font-weight: bold;")
        intro = QLabel("Start tonight's tournament, open one from before, or try the demo.", self)
        intro.setWordWrap(True)
        intro.setStyleSheet("font-size: 15px;")

        default = getattr(shelf, "default_house_book", None)
        self.form = NewTournamentForm(
            shelf, self, default_book=default() if callable(default) else None
        )
        self.form.new_requested.connect(self.create)

        self.recent_list = QListWidget(self)
        self.recent_list.setAlternatingRowColors(True)
        self.recent_list.setStyleSheet("QListWidget::item { padding: 4px 2px; }")
        self.recent_list.setWordWrap(True)  # a long name or problem wraps, never scrolls sideways
        self.recent_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.recent_list.setToolTip("Double-click or press Enter to open")
        self.recent_list.itemActivated.connect(lambda _item: self.open_selected())
        self.recent_list.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.empty_label = QLabel("No tournaments on this computer yet.", self)
        self.empty_label.setStyleSheet("color: #555;")
        self.open_button = QPushButton("Open", self)
        self.open_button.setToolTip("Open the selected tournament")
        self.open_button.clicked.connect(lambda _checked=False: self.open_selected())
        self.restore_button = QPushButton("Restore latest backup", self)
        self.restore_button.setToolTip(
            "Make the selected tournament again from its latest backup (the damaged file stays)"
        )
        self.restore_button.clicked.connect(lambda _checked=False: self.restore_selected())
        self.others_button = QPushButton("All tournaments…", self)
        self.others_button.setToolTip(
            "The Tournaments dialog: every tournament, to open or archive"
        )
        self.others_button.clicked.connect(lambda _checked=False: self.show_files())
        for button in (self.open_button, self.restore_button, self.others_button):
            button.setMinimumHeight(44)
        recent = QGroupBox("Open a recent one", self)
        recent_layout = QVBoxLayout(recent)
        recent_layout.addWidget(self.recent_list, 1)
        recent_layout.addWidget(self.empty_label)
        recent_row = QHBoxLayout()
        recent_row.addWidget(self.others_button)
        recent_row.addStretch(1)
        recent_row.addWidget(self.restore_button)
        recent_row.addWidget(self.open_button)
        recent_layout.addLayout(recent_row)

        self.demo_button = QPushButton("Run the demo", self)
        self.demo_button.setMinimumHeight(48)
        self.demo_button.setToolTip(
            "A practice tournament with two-minute levels: try the clock, players and tables"
        )
        self.demo_button.clicked.connect(lambda _checked=False: self.run_demo())
        self.quit_button = QPushButton("Quit", self)
        self.quit_button.setMinimumHeight(48)
        self.quit_button.setToolTip("Close Dealer Assist (Ctrl+Q)")
        self.quit_button.clicked.connect(lambda _checked=False: self.close())
        QShortcut(QKeySequence(QKeySequence.StandardKey.Quit), self, activated=self.close)

        right = QVBoxLayout()
        right.addWidget(recent, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.demo_button, 1)
        bottom.addWidget(self.quit_button)
        right.addLayout(bottom)
        left = QVBoxLayout()
        left.addWidget(self.form)
        left.addStretch(1)  # the form keeps its height; the list takes the rest
        columns = QHBoxLayout()
        columns.addLayout(left, 3)
        columns.addLayout(right, 2)

        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(20, 14, 20, 14)
        layout.addWidget(title)
        layout.addWidget(intro)
        layout.addLayout(columns, 1)
        layout.addWidget(self.error_label)
        # A small screen scrolls rather than cutting the form off.
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(body)
        self.setCentralWidget(scroll)
        self.refresh()
        self.form.name_edit.setFocus()

    def refresh(self) -> None:
        """The recent tournaments, most recent first, the first selected."""
        self.recent_list.clear()
        self._entries = {e.tournament_id: e for e in self._welcome_shelf.recent()}
        for entry in self._entries.values():
            item = QListWidgetItem(entry_line(entry), self.recent_list)
            item.setData(Qt.ItemDataRole.UserRole, entry.tournament_id)
            if entry.problem:
                item.setForeground(QBrush(PROBLEM_COLOUR))
                backup = f" Latest backup: {entry.backup}." if entry.backup else ""
                item.setToolTip(f"Cannot be opened: {entry.problem.rstrip('.')}.{backup}")
        if self.recent_list.count():
            self.recent_list.setCurrentRow(0)
        self.recent_list.setVisible(bool(self._entries))
        self.empty_label.setVisible(not self._entries)
        self._update_buttons()

    def selected(self) -> TournamentEntry | None:
        item = self.recent_list.currentItem()
        return None if item is None else self._entries.get(item.data(Qt.ItemDataRole.UserRole))

    def open_selected(self) -> bool:
        entry = self.selected()
        return entry is not None and self.open_other(entry.tournament_id)

    def restore_selected(self) -> bool:
        entry = self.selected()
        return entry is not None and bool(entry.backup) and self.restore_other(entry.tournament_id)

    def run_demo(self) -> bool:
        return self._try("Run the demo", self._welcome_shelf.create_demo)

    def _update_buttons(self) -> None:
        entry = self.selected()
        self.open_button.setEnabled(entry is not None)
        self.restore_button.setVisible(entry is not None and bool(entry.backup))
