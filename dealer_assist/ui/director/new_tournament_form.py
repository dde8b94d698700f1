"""The New tournament form: name, house book, structure, players and tables, buy-in, rebuys.

One form, in the Tournaments dialog and on the welcome screen. It checks the answers with
`core.new_tournament` before asking for anything to be made, says what to change in plain
words, and only reports the choice: the window or screen holding it creates the tournament.
"""

from __future__ import annotations

import functools
from typing import Any, Protocol

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from dealer_assist.core.new_tournament import (
    MOST_PLAYERS,
    MOST_TABLES,
    PlanRefused,
    TournamentPlan,
    check_plan,
    seats_per_table,
    tables_needed,
    with_rebuys,
)
from dealer_assist.house_books import book_title

ERROR_COLOUR = "#b3261e"
FIELD_HEIGHT = 36  # a touch target, and seven rows still fit a 600-pixel screen


class FormShelf(Protocol):
    """What the form reads from the tournament library (app.LibraryShelf)."""

    def structure_names(self) -> Any: ...

    def house_books(self) -> Any: ...


class NewTournamentForm(QGroupBox):
    """Describe a new tournament; `submit()` (the button, or Enter in a field) checks it.

    The structure follows the house book (a book that ships one brings it) and the rebuys box
    follows the structure, the tables follow the players (the fewest that seat them), each
    until the director sets it.

    Signals:
        new_requested(str, str, str, object): name, house book and structure of a new
            tournament, and its settings ({"buy_in": 40, "capacity": 0, "players": 30,
            "tables": 3, "rebuys": 1}: only what was given).
    """

    new_requested = Signal(str, str, str, object)

    def __init__(
        self,
        shelf: FormShelf,
        parent: QWidget | None = None,
        *,
        default_book: str | None = None,
    ) -> None:
        super().__init__("New tournament", parent)
        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText("e.g. Friday night freezeout")
        self.name_edit.setToolTip("The tournament's name, as shown on the TV and the results")
        self.name_edit.setMinimumHeight(FIELD_HEIGHT)
        # Shown by their titles; the file name each stands for is the item's data.
        self.book_combo = QComboBox(self)
        for book in shelf.house_books():
            self.book_combo.addItem(book_title(book), book)
        if default_book is not None and self.book_combo.findData(default_book) >= 0:
            self.book_combo.setCurrentIndex(self.book_combo.findData(default_book))
        self.book_combo.setToolTip("The house rules that decide late entry, seating and rulings")
        self.structure_combo = QComboBox(self)
        for structure in shelf.structure_names():
            self.structure_combo.addItem(structure_title(structure), structure)
        self.structure_combo.setToolTip("The blind structure (edit it once the tournament is open)")
        for combo in (self.book_combo, self.structure_combo):
            combo.setMinimumHeight(FIELD_HEIGHT)

        self.players_spin = _spin(
            self, MOST_PLAYERS, "Players expected (0: not known yet); the tables follow"
        )
        self.players_spin.setSpecialValueText("not known")
        self.tables_spin = _spin(
            self, MOST_TABLES, "Tables in play (0: set them on the Tables tab)"
        )
        self.tables_spin.setSpecialValueText("later")
        # The money: the rest (fees, bounties, re-entries) is on the Money tab.
        self.buy_in_spin = _spin(self, 10_000_000, "What one entry costs (0: free or not decided)")
        self.buy_in_spin.setGroupSeparatorShown(True)
        self.seats_spin = _spin(
            self, 10_000, "Seats in the room; 0: no limit (beyond it, buy-ins wait as alternates)"
        )
        self.rebuys_check = QCheckBox("Rebuys", self)
        self.rebuys_check.setMinimumHeight(FIELD_HEIGHT)
        self.error_label = QLabel("", self)
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {ERROR_COLOUR}; font-weight: bold;")
        self.error_label.hide()
        self.create_button = QPushButton("Start new tournament", self)
        self.create_button.setMinimumHeight(48)
        self.create_button.setMinimumWidth(120)
        self.create_button.setDefault(True)
        self.create_button.clicked.connect(lambda _checked=False: self.submit())

        form = QFormLayout(self)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        form.addRow("Name", self.name_edit)
        form.addRow("House rules", self.book_combo)
        form.addRow("Blind structure", self.structure_combo)
        room_row = QHBoxLayout()
        room_row.addWidget(self.players_spin, 1)
        room_row.addWidget(QLabel("Tables", self))
        room_row.addWidget(self.tables_spin, 1)
        form.addRow("Players", room_row)
        money_row = QHBoxLayout()
        money_row.addWidget(self.buy_in_spin, 1)
        money_row.addWidget(QLabel("Seat limit", self))
        money_row.addWidget(self.seats_spin, 1)
        form.addRow("Buy-in", money_row)
        form.addRow(self.error_label)
        # Rebuys beside the button: one row less, so the Tournaments dialog fits 1024x600.
        last_row = QHBoxLayout()
        last_row.addWidget(self.rebuys_check)
        last_row.addWidget(self.create_button, 1)
        form.addRow("", last_row)

        # What follows what, until the director sets it.
        self._structure_picked = False
        self._tables_typed = False
        self._following = False  # the form itself is setting the tables
        self._rebuys_ticked = False
        self.structure_combo.activated.connect(self._structure_chosen)
        self.book_combo.currentIndexChanged.connect(lambda _index: self._book_changed())
        self.structure_combo.currentIndexChanged.connect(lambda _index: self._follow_structure())
        self.players_spin.valueChanged.connect(lambda _value: self._follow_players())
        self.tables_spin.valueChanged.connect(self._tables_changed)
        self.rebuys_check.clicked.connect(self._rebuys_clicked)
        self.buy_in_spin.valueChanged.connect(lambda _value: self._follow_structure())
        self.name_edit.textChanged.connect(lambda _text: self._update())
        for field in (self.name_edit, self.players_spin, self.tables_spin, self.buy_in_spin):
            _on_enter(field, self.submit)
        self._book_changed()
        self._update()

    # --- public ------------------------------------------------------------------------
    def house_book(self) -> str:
        return str(self.book_combo.currentData())

    def structure_name(self) -> str:
        return str(self.structure_combo.currentData())

    def plan(self) -> TournamentPlan:
        """The answers as typed."""
        return TournamentPlan(
            name=self.name_edit.text().strip(),
            house_book=self.house_book(),
            structure_name=self.structure_name(),
            players=self.players_spin.value(),
            tables=self.tables_spin.value(),
            buy_in=self.buy_in_spin.value(),
            seats=self.seats_spin.value(),
            rebuys=self._rebuys_answer(),
        )

    def settings(self) -> dict[str, int]:
        """The new tournament's settings as typed (empty when nothing was)."""
        return self.plan().settings()

    def submit(self) -> bool:
        """Check the answers; report them (True), or say what to change (False)."""
        plan = self.plan()
        try:
            check_plan(plan, _rules(plan.house_book))
        except PlanRefused as exc:
            self.show_error(f"{_sentence(str(exc))}")
            _field_for(self, str(exc)).setFocus()
            return False
        self.error_label.hide()
        self.new_requested.emit(plan.name, plan.house_book, plan.structure_name, plan.settings())
        return True

    def show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.show()

    # --- what follows what -------------------------------------------------------------
    def _structure_chosen(self, _index: int) -> None:
        self._structure_picked = True

    def _book_changed(self) -> None:
        book = self.house_book()
        found = self.structure_combo.findData(book)
        if not self._structure_picked and found >= 0:
            self.structure_combo.setCurrentIndex(found)
        self._follow_players()  # a book's tables may seat fewer
        self._follow_structure()

    def _follow_players(self) -> None:
        players = self.players_spin.value()
        if not self._tables_typed:
            self._following = True
            self.tables_spin.setValue(tables_needed(players, _rules(self.house_book())))
            self._following = False
        seats = seats_per_table(_rules(self.house_book()))
        self.tables_spin.setToolTip(
            f"Tables in play, {seats} seats each (0: set them on the Tables tab)"
        )

    def _tables_changed(self, _value: int) -> None:
        if not self._following:
            self._tables_typed = True

    def _rebuys_clicked(self, _checked: bool) -> None:
        self._rebuys_ticked = True
        self._follow_structure()

    def _follow_structure(self) -> None:
        structure = _structure(self.structure_name())
        if structure is None:
            self.rebuys_check.setToolTip("Whether rebuys are sold")
            return
        if not self._rebuys_ticked:
            self.rebuys_check.setChecked(structure.rebuy is not None)
        rebuy = with_rebuys(
            structure,
            self.rebuys_check.isChecked(),
            self.buy_in_spin.value(),
            _rules(self.house_book()),
        ).rebuy
        self.rebuys_check.setToolTip(
            "No rebuys are sold"
            if rebuy is None
            else f"Rebuys of {rebuy.chips:,} chips for {rebuy.price:,}, through level"
            f" {rebuy.until_level}"
        )

    def _rebuys_answer(self) -> bool | None:
        """None while the box still says what the structure says."""
        if not self._rebuys_ticked:
            return None
        structure = _structure(self.structure_name())
        if structure is not None and self.rebuys_check.isChecked() == (structure.rebuy is not None):
            return None
        return self.rebuys_check.isChecked()

    def _update(self) -> None:
        named = bool(self.name_edit.text().strip())
        self.create_button.setEnabled(named)
        self.create_button.setToolTip(
            "Create it and open its clock" if named else "Type the tournament's name first"
        )


def _spin(parent: QWidget, most: int, tip: str) -> QSpinBox:
    spin = QSpinBox(parent)
    spin.setRange(0, most)
    spin.setMinimumHeight(FIELD_HEIGHT)
    spin.setToolTip(tip)
    _SelectOnClick(spin)
    return spin


class _SelectOnClick(QObject):
    """A click into a spin box selects its number, so typing replaces it ("not known", 0)
    rather than mixing with it, as Tab already does."""

    def __init__(self, spin: QSpinBox) -> None:
        super().__init__(spin)
        self._spin = spin
        self._entered = False
        spin.installEventFilter(self)  # the focus comes to the spin box (its text's proxy)
        spin.lineEdit().installEventFilter(self)  # the click to its text

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.FocusIn:
            self._entered = True
        elif event.type() == QEvent.Type.MouseButtonRelease and self._entered:
            self._entered = False
            self._spin.selectAll()
        return False


def _on_enter(field: QWidget, submit: Any) -> None:
    """Enter in a field submits the form (a spin box or line edit keeps Enter otherwise)."""
    edit = field if isinstance(field, QLineEdit) else field.findChild(QLineEdit)  # type: ignore[union-attr]
    if edit is not None:
        edit.returnPressed.connect(lambda: submit())


def _field_for(form: NewTournamentForm, message: str) -> QWidget:
    """The field a refusal is about, to put the cursor in."""
    if "name" in message:
        return form.name_edit
    if "table" in message:
        return form.tables_spin
    if "player" in message:
        return form.players_spin
    return form.buy_in_spin


def _sentence(text: str) -> str:
    text = text.strip()
    return (text[:1].upper() + text[1:]).rstrip(".") + "." if text else text


@functools.cache
def _rules(book: str) -> Any:
    from dealer_assist.house_books import DEFAULT_BOOK, house_rules

    try:
        return house_rules(book)
    except KeyError:  # a book this copy does not ship: the default's seats and late entry
        return house_rules(DEFAULT_BOOK)


@functools.cache
def _structure(name: str) -> Any:
    from dealer_assist.core.clock.structure import parse_structure
    from dealer_assist.resources import resource_path

    try:
        text = resource_path("structures", f"{name}.toml").read_text(encoding="utf-8")
        return parse_structure(text, source=name)
    except (OSError, ValueError):
        return None


@functools.cache
def structure_title(name: str) -> str:
    """A shipped structure's title (its `name`), or the file name if it cannot be read."""
    structure = _structure(name)
    return (structure.name if structure is not None else "") or name


__all__ = ["NewTournamentForm", "book_title", "structure_title"]
