"""The structure editor: a table of levels and breaks, validated inline, with a blinds plot.

The plot (pyqtgraph and numpy: about 0.3 s and 50 MiB) is built the first time the director
asks to see it (Show plot), never before: the director's window opens as light as a table
station's.
"""

from __future__ import annotations

import dataclasses
import enum
import logging
from collections.abc import Sequence
from typing import Any

import msgspec
from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.core.clock.structure import Break, Level, Problem, Structure, validate_structure
from dealer_assist.ui.common.tooltips import describe
from dealer_assist.ui.director.revert_undo import (
    BRING_BACK,
    BROUGHT_BACK,
    FORGOTTEN,
    REVERT,
    hold_width,
    show_revert,
)

logger = logging.getLogger(__name__)

AnyIndex = QModelIndex | QPersistentModelIndex
PROBLEM_BACKGROUND = QColor("#f8c9c4")
PROBLEM_FOREGROUND = QColor("#7a1208")
CURRENT_BACKGROUND = QColor("#d9f2dc")  # the period in play: a light green band
PLAYED_FOREGROUND = QColor("#8a8a8a")
BREAK_BACKGROUND = QColor("#dbe9f6")


class Column(enum.IntEnum):
    """The editor's columns; `field` names the core attribute each one edits."""

    PERIOD = 0
    SMALL_BLIND = 1
    BIG_BLIND = 2
    ANTE = 3
    BIG_BLIND_ANTE = 4
    MINUTES = 5
    STARTS = 6
    COLOUR_UP = 7


HEADERS = {
    Column.PERIOD: "Period",
    Column.SMALL_BLIND: "Small blind",
    Column.BIG_BLIND: "Big blind",
    Column.ANTE: "Ante",
    Column.BIG_BLIND_ANTE: "BB ante",
    Column.MINUTES: "Minutes",
    Column.STARTS: "Starts",
    Column.COLOUR_UP: "Colour-up",
}
# Core field name -> column, to place validation problems on the right cell.
FIELD_COLUMNS = {
    "small_blind": Column.SMALL_BLIND,
    "big_blind": Column.BIG_BLIND,
    "ante": Column.ANTE,
    "big_blind_ante": Column.BIG_BLIND_ANTE,
    "duration_s": Column.MINUTES,
    "duration_min": Column.MINUTES,
    "start_time": Column.STARTS,
    "kind": Column.PERIOD,
    "colour_up": Column.COLOUR_UP,
    "name": Column.PERIOD,
}
INT_COLUMNS = {
    Column.SMALL_BLIND: "small_blind",
    Column.BIG_BLIND: "big_blind",
    Column.ANTE: "ante",
}


def format_minutes(duration_s: int) -> str:
    minutes, seconds = divmod(duration_s, 60)
    return f"{minutes}" if seconds == 0 else f"{minutes}:{seconds:02d}"


def parse_minutes(text: str) -> int:
    """'20' or '12:30' -> seconds; raises ValueError with a readable message."""
    text = text.strip()
    try:
        if ":" in text:
            minutes, seconds = text.split(":", 1)
            value = int(minutes) * 60 + int(seconds)
        else:
            value = int(text) * 60
    except ValueError:
        raise ValueError(f"{text!r} is not a number of minutes (e.g. 20 or 12:30)") from None
    return value


def format_elapsed(total_s: int) -> str:
    hours, rest = divmod(total_s, 3600)
    return f"{hours}:{rest // 60:02d}"


_ROLES = frozenset(
    {
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.EditRole,
        Qt.ItemDataRole.CheckStateRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.BackgroundRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.FontRole,
        Qt.ItemDataRole.TextAlignmentRole,
    }
)
_MESSAGE_ROLES = frozenset(
    {Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole}
)


@dataclasses.dataclass(frozen=True)
class Edits:
    """The table as edited: its structure and the typed text that is not a number yet."""

    structure: Structure
    entry_problems: dict[tuple[int, int], str]
    entry_texts: dict[tuple[int, int], str]


class StructureModel(QAbstractTableModel):
    """A Qt table over a core Structure; every edit makes a new Structure and revalidates it.

    Text that is not a number cannot reach the core Structure: it is kept as an entry problem on
    its cell until corrected, so the table never silently drops what was typed.

    Signals:
        structure_edited(object): the edited Structure (also emitted on add/remove/move).
        problems_changed(list): the current problems, core ones and entry ones.
    """

    structure_edited = Signal(object)
    problems_changed = Signal(list)

    def __init__(self, structure: Structure, parent: Any = None) -> None:
        super().__init__(parent)
        self._structure = structure
        self._played = 0
        self._current: int | None = None  # the period in play (None: the clock has not started)
        self._entry_problems: dict[tuple[int, int], str] = {}
        self._entry_texts: dict[tuple[int, int], str] = {}
        # The row as it was when its cell editor opened: text that is not a number puts it
        # back, so no half-typed value ("12" of "12x0") lingers in the structure or its problems.
        self._entry_start: dict[tuple[int, int], Level | Break] = {}
        self._cell_problems: dict[tuple[int, int], list[str]] = {}
        self._row_problems: dict[int, list[str]] = {}
        self._problems: list[Problem] = []
        self._revalidate()

    # --- state -------------------------------------------------------------------------
    @property
    def structure(self) -> Structure:
        return self._structure

    @property
    def problems(self) -> list[Problem]:
        return list(self._problems)

    def entry_problems(self) -> dict[tuple[int, int], str]:
        return dict(self._entry_problems)

    def has_problems(self) -> bool:
        return bool(self._problems or self._entry_problems)

    def set_structure(self, structure: Structure) -> None:
        self._reset(Edits(structure, {}, {}))

    def edits(self) -> Edits:
        """The table as it stands, entry problems included (to be put back by `restore`)."""
        return Edits(self._structure, dict(self._entry_problems), dict(self._entry_texts))

    def restore(self, edits: Edits) -> None:
        """Put back edits taken by `edits()`: an edit, so `structure_edited` follows."""
        self._reset(edits)
        self.structure_edited.emit(self._structure)

    def set_played(self, count: int) -> None:
        """How many periods have started: shown greyed (the core refuses to change them)."""
        if count != self._played:
            self._played = count
            if self.rowCount():
                self._refresh_all()

    def set_current(self, row: int | None) -> None:
        """The period in play now: marked, so the director sees where the room is."""
        if row != self._current:
            self._current = row
            if self.rowCount():
                self._refresh_all()

    @property
    def current(self) -> int | None:
        return self._current

    def period(self, row: int) -> Level | Break:
        return self._structure.periods[row]

    def cell_messages(self, row: int, column: int) -> list[str]:
        messages = list(self._cell_problems.get((row, column), ()))
        if (row, column) in self._entry_problems:
            messages.insert(0, self._entry_problems[(row, column)])
        return messages

    def all_messages(self) -> list[str]:
        labels = self._structure.period_names()
        entries = [
            f"{labels[row].capitalize()}, {HEADERS[Column(col)].lower()}: {message}"
            for (row, col), message in sorted(self._entry_problems.items())
        ]
        return entries + [_problem_text(p) for p in self._problems]

    # --- Qt model ----------------------------------------------------------------------
    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._structure.periods)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(Column)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if orientation == Qt.Orientation.Horizontal:
                return HEADERS[Column(section)]
            return str(section + 1)
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        column = Column(index.column())
        period = self.period(index.row())
        if isinstance(period, Break):
            if column in (Column.PERIOD, Column.MINUTES):
                return base | Qt.ItemFlag.ItemIsEditable
            return base
        if column == Column.BIG_BLIND_ANTE:
            return base | Qt.ItemFlag.ItemIsUserCheckable
        if column in INT_COLUMNS or column == Column.MINUTES:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role not in _ROLES:
            return None  # size hints, decorations...: asked for every cell, never used here
        row, column = index.row(), Column(index.column())
        period = self.period(row)
        messages = self.cell_messages(row, column) if role in _MESSAGE_ROLES else []
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._text(row, column, period, role == Qt.ItemDataRole.EditRole)
        if role == Qt.ItemDataRole.CheckStateRole and column == Column.BIG_BLIND_ANTE:
            if isinstance(period, Level):
                checked = period.big_blind_ante
                return Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            if messages:
                return "\n".join(messages)
            if row == self._current:
                return "In play now"
            if row < self._played:
                return "Already played: the clock has passed this period."
            if column == Column.COLOUR_UP and isinstance(period, Break):
                return "Double-click to choose the chips to colour up"
            return None
        if role == Qt.ItemDataRole.BackgroundRole:
            if messages:
                return QBrush(PROBLEM_BACKGROUND)
            if row in self._row_problems and column == Column.PERIOD:
                return QBrush(PROBLEM_BACKGROUND)
            if row == self._current:
                return QBrush(CURRENT_BACKGROUND)
            if isinstance(period, Break):
                return QBrush(BREAK_BACKGROUND)
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            if messages:
                return QBrush(PROBLEM_FOREGROUND)
            if row < self._played:
                return QBrush(PLAYED_FOREGROUND)
            return None
        if role == Qt.ItemDataRole.FontRole and column == Column.PERIOD:
            font = QFont()
            font.setBold(True)
            font.setItalic(row < self._played)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column not in (
            Column.PERIOD,
            Column.COLOUR_UP,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def setData(self, index: AnyIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid():
            return False
        row, column = index.row(), Column(index.column())
        period = self.period(row)
        if role == Qt.ItemDataRole.CheckStateRole and column == Column.BIG_BLIND_ANTE:
            if not isinstance(period, Level):
                return False
            checked = Qt.CheckState(value) == Qt.CheckState.Checked
            return self._replace_period(
                row, msgspec.structs.replace(period, big_blind_ante=checked)
            )
        if role != Qt.ItemDataRole.EditRole:
            return False
        text = "" if value is None else str(value)
        key = (row, int(column))
        try:
            new_period = self._edited(period, column, text)
        except ValueError as exc:
            self._entry_problems[key] = str(exc)
            self._entry_texts[key] = text
            start = self._entry_start.get(key)
            if start is not None and start != period and type(start) is type(period):
                return self._replace_period(row, start)
            self._emit_row(row)
            self.problems_changed.emit(self.all_messages())
            return True
        had_entry_problem = self._entry_problems.pop(key, None) is not None
        self._entry_texts.pop(key, None)
        if new_period == period:
            if had_entry_problem:
                self._emit_row(row)
                self.problems_changed.emit(self.all_messages())
            return True
        return self._replace_period(row, new_period)

    def begin_entry(self, index: AnyIndex) -> None:
        """A cell editor opens: remember its row to fall back on while the text is not valid."""
        if index.isValid():
            self._entry_start[(index.row(), index.column())] = self.period(index.row())

    # --- structure edits ---------------------------------------------------------------
    def insert_level(self, row: int) -> int:
        """A level after `row` (or at the end), copying its neighbour's blinds doubled."""
        periods = list(self._structure.periods)
        row = len(periods) if row < 0 or row >= len(periods) else row + 1
        previous = next((p for p in reversed(periods[:row]) if isinstance(p, Level)), None)
        if previous is None:
            level = Level(small_blind=25, big_blind=50, duration_s=20 * 60)
        else:
            level = Level(
                small_blind=previous.small_blind * 2,
                big_blind=previous.big_blind * 2,
                duration_s=previous.duration_s,
                ante=previous.ante * 2,
                big_blind_ante=previous.big_blind_ante,
            )
        return self._insert(row, level)

    def insert_break(self, row: int) -> int:
        periods = self._structure.periods
        row = len(periods) if row < 0 or row >= len(periods) else row + 1
        return self._insert(row, Break(duration_s=10 * 60))

    def remove_row(self, row: int) -> None:
        if not 0 <= row < self.rowCount():
            return
        self.beginRemoveRows(QModelIndex(), row, row)
        periods = list(self._structure.periods)
        del periods[row]
        self._structure = msgspec.structs.replace(self._structure, periods=tuple(periods))
        self._shift_entry_problems(row, -1)
        self.endRemoveRows()
        self._changed()

    def move_row(self, row: int, delta: int) -> int:
        target = row + delta
        if not (0 <= row < self.rowCount() and 0 <= target < self.rowCount()):
            return row
        periods = list(self._structure.periods)
        periods[row], periods[target] = periods[target], periods[row]
        self.beginResetModel()
        self._structure = msgspec.structs.replace(self._structure, periods=tuple(periods))
        self._entry_problems.clear()
        self._entry_texts.clear()
        self.endResetModel()
        self._changed()
        return target

    def set_colour_up(self, row: int, values: Sequence[int]) -> bool:
        period = self.period(row)
        if not isinstance(period, Break):
            return False
        return self._replace_period(row, msgspec.structs.replace(period, colour_up=tuple(values)))

    # --- internals ---------------------------------------------------------------------
    def _reset(self, edits: Edits) -> None:
        self.beginResetModel()
        self._structure = edits.structure
        self._entry_problems = dict(edits.entry_problems)
        self._entry_texts = dict(edits.entry_texts)
        self._revalidate(emit=False)
        self.endResetModel()
        self.problems_changed.emit(self.all_messages())

    def _text(self, row: int, column: Column, period: Level | Break, editing: bool) -> str:
        typed = self._entry_texts.get((row, int(column)))
        if typed is not None:
            return typed  # what was typed stays visible until it is corrected
        if column == Column.PERIOD:
            if isinstance(period, Break):
                return period.name if editing else (period.name or "Break")
            return f"Level {self._structure.period_names()[row].split()[1]}"
        if column == Column.MINUTES:
            return format_minutes(period.duration_s)
        if column == Column.STARTS:
            return self._start_text(row, period)
        if isinstance(period, Break):
            if column == Column.COLOUR_UP:
                return _colour_up_text(self._structure, period.colour_up)
            return ""
        if column in INT_COLUMNS:
            value = getattr(period, INT_COLUMNS[column])
            if column == Column.ANTE and value == 0 and not editing:
                return ""
            return str(value) if editing else f"{value:,}"
        return ""

    def _start_text(self, row: int, period: Level | Break) -> str:
        start_time = getattr(period, "start_time", None) or self._scheduled_start(row)
        elapsed = sum(p.duration_s for p in self._structure.periods[:row])
        text = format_elapsed(elapsed)
        return f"{start_time} ({text})" if start_time else text

    def _scheduled_start(self, row: int) -> str | None:
        """A row without its own start time (a break) follows the last timed one, so a
        schedule printed by clock time reads on every row."""
        periods = self._structure.periods
        for before in range(row - 1, -1, -1):
            timed = getattr(periods[before], "start_time", None)
            if timed:
                hours, minutes = (int(part) for part in timed.split(":"))
                after_s = sum(p.duration_s for p in periods[before:row])
                total_min = (hours * 60 + minutes + after_s // 60) % (24 * 60)
                return f"{total_min // 60:02d}:{total_min % 60:02d}"
        return None

    def _edited(self, period: Level | Break, column: Column, text: str) -> Level | Break:
        if column == Column.MINUTES:
            return msgspec.structs.replace(period, duration_s=parse_minutes(text))
        if isinstance(period, Break) and column == Column.PERIOD:
            return msgspec.structs.replace(period, name=text.strip())
        if isinstance(period, Level) and column in INT_COLUMNS:
            cleaned = text.strip().replace(",", "").replace("_", "")
            if cleaned == "" and column == Column.ANTE:
                cleaned = "0"
            try:
                chips = int(cleaned)
            except ValueError:
                raise ValueError(f"{text!r} is not a whole number of chips") from None
            return msgspec.structs.replace(period, **{INT_COLUMNS[column]: chips})
        return period

    def _insert(self, row: int, period: Level | Break) -> int:
        self.beginInsertRows(QModelIndex(), row, row)
        periods = list(self._structure.periods)
        periods.insert(row, period)
        self._structure = msgspec.structs.replace(self._structure, periods=tuple(periods))
        self._shift_entry_problems(row, +1)
        self.endInsertRows()
        self._changed()
        return row

    def _shift_entry_problems(self, row: int, delta: int) -> None:
        def shift(cells: dict[tuple[int, int], str]) -> dict[tuple[int, int], str]:
            return {
                (r + delta if r >= row else r, c): value
                for (r, c), value in cells.items()
                if not (delta < 0 and r == row)
            }

        self._entry_problems = shift(self._entry_problems)
        self._entry_texts = shift(self._entry_texts)

    def _replace_period(self, row: int, period: Level | Break) -> bool:
        periods = list(self._structure.periods)
        periods[row] = period
        self._structure = msgspec.structs.replace(self._structure, periods=tuple(periods))
        self._changed()
        return True

    def _changed(self) -> None:
        self._revalidate()
        self._refresh_all()
        self.structure_edited.emit(self._structure)

    def _refresh_all(self) -> None:
        if self.rowCount():
            self.dataChanged.emit(
                self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1)
            )

    def _emit_row(self, row: int) -> None:
        self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))

    def _revalidate(self, emit: bool = True) -> None:
        self._problems = list(validate_structure(self._structure))
        self._cell_problems = {}
        self._row_problems = {}
        labels = {label: row for row, label in enumerate(self._structure.period_names())}
        for problem in self._problems:
            row = labels.get(str(getattr(problem, "where", "")).lower())
            if row is None:
                continue
            column = FIELD_COLUMNS.get(str(getattr(problem, "field", "") or ""))
            if column is None:
                self._row_problems.setdefault(row, []).append(problem.message)
                column = Column.PERIOD
            self._cell_problems.setdefault((row, int(column)), []).append(problem.message)
        if emit:
            self.problems_changed.emit(self.all_messages())


def _problem_text(problem: Problem) -> str:
    where = str(getattr(problem, "where", "") or "structure").capitalize()
    field = getattr(problem, "field", None)
    column = FIELD_COLUMNS.get(str(field)) if field else None
    label = HEADERS[column].lower() if column is not None else (str(field) if field else "")
    return f"{where}, {label}: {problem.message}" if label else f"{where}: {problem.message}"


EDITOR_TIPS = {
    "Add level": "Add a level after the selected row (the blinds follow on)",
    "Insert break": "Insert a break after the selected row",
    "Remove": "Remove the selected level or break (not one already played)",
    "Move up": "Move the selected level or break one row up",
    "Move down": "Move the selected level or break one row down",
    "Colour-up…": "Choose the chips removed at the selected break",
    REVERT: "Forget the edits not yet saved",
    BRING_BACK: "Put back the edits Revert forgot",
    "Save structure": "Put these levels in force (Ctrl+Z in the window undoes it)",
}


def _colour_up_text(structure: Structure, values: Sequence[int]) -> str:
    if not values:
        return ""
    colours = {chip.value: chip.colour for chip in structure.chips}
    return ", ".join(
        f"{value:,} ({colours[value]})" if value in colours else f"{value:,}" for value in values
    )


class LiveTextDelegate(QStyledItemDelegate):
    """Commits every keystroke, so validation follows the typing, not just Enter."""

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: AnyIndex
    ) -> QWidget:
        editor = super().createEditor(parent, option, index)
        model = index.model()
        if isinstance(model, StructureModel):
            model.begin_entry(index)
        if isinstance(editor, QLineEdit):
            editor.textEdited.connect(lambda _text, e=editor: self.commitData.emit(e))
        return editor


class ColourUpDialog(QDialog):
    """Pick the denominations removed from play at a break."""

    def __init__(self, structure: Structure, chosen: Sequence[int], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("Colour up at this break")
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Chips to take out of play:"))
        self._boxes: list[tuple[int, QCheckBox]] = []
        for chip in sorted(structure.chips, key=lambda c: c.value):
            box = QCheckBox(f"{chip.value:,}  ({chip.colour})")
            box.setChecked(chip.value in chosen)
            box.setMinimumHeight(40)
            layout.addWidget(box)
            self._boxes.append((chip.value, box))
        if not self._boxes:
            layout.addWidget(QLabel("This structure lists no chip denominations."))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def chosen(self) -> tuple[int, ...]:
        return tuple(value for value, box in self._boxes if box.isChecked())

    def set_chosen(self, values: Sequence[int]) -> None:
        for value, box in self._boxes:
            box.setChecked(value in values)


SHOW_PLOT = "Show plot"
HIDE_PLOT = "Hide plot"


class StructureEditor(QWidget):
    """Edit a tournament's levels and breaks; Save hands the new Structure to the window.

    Signals:
        save_requested(object): the edited Structure, when Save is pressed with no problems.
    """

    save_requested = Signal(object)

    def __init__(self, structure: Structure, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._saved = structure
        self._forgotten: Edits | None = None  # what Revert forgot, until the next edit or save
        self.model = StructureModel(structure, self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setItemDelegate(LiveTextDelegate(self.table))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(40)
        header = self.table.horizontalHeader()
        # Fitted once per structure, not ResizeToContents: that re-measures every cell on each
        # keystroke while the director types.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(Column.COLOUR_UP, QHeaderView.ResizeMode.Stretch)
        self.table.doubleClicked.connect(self._double_clicked)

        self.problem_list = QListWidget(self)
        self.problem_list.setStyleSheet(
            f"QListWidget {{ color: {PROBLEM_FOREGROUND.name()}; font-weight: bold; }}"
        )
        self.problem_list.itemActivated.connect(self._go_to_problem)
        self.problem_list.itemClicked.connect(self._go_to_problem)
        self.status = QLabel(self)
        self.status.setWordWrap(True)

        buttons = QHBoxLayout()
        self.add_level_button = self._button("Add level", self._add_level, buttons)
        self.add_break_button = self._button("Insert break", self._add_break, buttons)
        self.remove_button = self._button("Remove", self._remove, buttons)
        self.up_button = self._button("Move up", lambda: self._move(-1), buttons)
        self.down_button = self._button("Move down", lambda: self._move(+1), buttons)
        self.colour_up_button = self._button("Colour-up…", self._colour_up, buttons)
        buttons.addStretch(1)
        # Two rows, so the whole bar fits beside the clock down to a 1024-pixel-wide screen
        # (one row clipped Save structure at 1280x720).
        edit_row = buttons
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.plot_button = QPushButton(SHOW_PLOT, self)
        self.plot_button.setCheckable(True)
        self.plot_button.setMinimumHeight(40)
        self.plot_button.setToolTip("The big blind against elapsed time, breaks shaded")
        self.plot_button.toggled.connect(self.show_plot)
        buttons.addWidget(self.plot_button)
        self.revert_button = self._button(REVERT, self._revert_clicked, buttons)
        hold_width(self.revert_button)
        self.save_button = self._button("Save structure", self._save, buttons)
        self.save_button.setDefault(True)

        self._plot_host = QWidget(self)
        self._plot_host.setMinimumHeight(150)
        QVBoxLayout(self._plot_host).setContentsMargins(0, 0, 0, 0)
        self._plot_host.hide()  # until the director asks for the plot
        self._plot: Any = None

        table_side = QWidget(self)
        table_layout = QVBoxLayout(table_side)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addLayout(edit_row)
        table_layout.addLayout(buttons)
        table_layout.addWidget(self.table, 1)
        table_layout.addWidget(self.problem_list)
        table_layout.addWidget(self.status)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(table_side)
        splitter.addWidget(self._plot_host)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        self._splitter = splitter
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)

        self.model.problems_changed.connect(self._show_problems)
        self.model.structure_edited.connect(self._edited)
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._update_buttons())
        self._show_problems(self.model.all_messages())
        self._fit_columns()
        self._update_buttons()

    # --- public ------------------------------------------------------------------------
    def set_structure(self, structure: Structure, played: int = 0) -> None:
        """Show a saved structure (from the tournament); edits in progress are replaced."""
        if structure == self._saved and not self.is_dirty():
            self.model.set_played(played)  # same table: only the played rows may change
            return
        if structure != self._saved:
            self._forgotten = None  # edits to a structure no longer in force
        self._saved = structure
        self.model.set_structure(structure)
        self.model.set_played(played)
        self._fit_columns()
        self._update_plot()
        self._update_buttons()
        self.show_message("")  # what it said was about the table it replaced

    def set_played(self, played: int, current: int | None = None) -> None:
        """Periods already played (greyed) and the one in play (marked; None before the start)."""
        self.model.set_played(played)
        self.model.set_current(current)

    def load_edits(self, structure: Structure, note: str) -> None:
        """Show `structure` as unsaved edits (an imported file): Save applies, Revert drops."""
        self._forgotten = None
        self.model.set_structure(structure)
        self._fit_columns()
        self._update_plot()
        self._update_buttons()
        self.show_message(note)

    def is_dirty(self) -> bool:
        return self.model.structure != self._saved or bool(self.model.entry_problems())

    def show_message(self, text: str, error: bool = False) -> None:
        colour = PROBLEM_FOREGROUND.name() if error else "#1d5e20"
        self.status.setStyleSheet(f"color: {colour}; font-weight: bold;")
        self.status.setText(text)

    def revert(self) -> None:
        """Show the saved structure again; the edits are kept for Bring back changes."""
        edits = self.model.edits() if self.is_dirty() else None
        self.set_structure(self._saved, self.model._played)
        self._forgotten = edits
        self._update_buttons()
        self.show_message(FORGOTTEN if edits is not None else "")

    def bring_back(self) -> None:
        """Put back the edits the last Revert forgot, typed text that is not a number too."""
        edits, self._forgotten = self._forgotten, None
        if edits is None:
            return
        self.model.restore(edits)  # an edit: the plot and the buttons follow
        self._fit_columns()
        self.show_message(BROUGHT_BACK)

    def selected_row(self) -> int:
        index = self.table.currentIndex()
        return index.row() if index.isValid() else -1

    def colour_up_dialog(self, row: int) -> ColourUpDialog | None:
        period = self.model.period(row)
        if not isinstance(period, Break):
            return None
        return ColourUpDialog(self.model.structure, period.colour_up, self)

    def show_plot(self, shown: bool = True) -> None:
        """Show (building it the first time) or hide the blinds plot under the table."""
        if self.plot_button.isChecked() != shown:
            self.plot_button.setChecked(shown)  # comes back here through `toggled`
            return
        self.plot_button.setText(HIDE_PLOT if shown else SHOW_PLOT)
        if not shown:
            self._plot_host.hide()
            return
        self.ensure_plot()
        self._plot_host.show()
        total = sum(self._splitter.sizes())
        self._splitter.setSizes([total * 3 // 4, total - total * 3 // 4])

    def plot_shown(self) -> bool:
        return self._plot_host.isVisible()

    def ensure_plot(self) -> Any:
        """The blinds plot, created (and pyqtgraph imported) on first use."""
        if self._plot is None:
            from dealer_assist.ui.director.structure_plot import StructurePlot

            self._plot = StructurePlot(self._plot_host)
            self._plot_host.layout().addWidget(self._plot)
            self._update_plot()
        return self._plot

    # --- internals ---------------------------------------------------------------------
    def _fit_columns(self) -> None:
        self.table.resizeColumnsToContents()
        # Room for a typed number a digit longer than the widest shown.
        for column in (Column.SMALL_BLIND, Column.BIG_BLIND, Column.ANTE):
            self.table.setColumnWidth(column, self.table.columnWidth(column) + 12)

    def _revert_clicked(self) -> None:
        if self._forgotten is not None:
            self.bring_back()
        else:
            self.revert()

    def _button(self, text: str, slot: Any, layout: QHBoxLayout) -> QPushButton:
        button = QPushButton(text, self)
        button.setMinimumHeight(40)
        button.clicked.connect(slot)
        describe(button, EDITOR_TIPS[text])
        layout.addWidget(button)
        return button

    def _select(self, row: int, column: int = 0) -> None:
        if 0 <= row < self.model.rowCount():
            self.table.setCurrentIndex(self.model.index(row, column))

    def _add_level(self) -> None:
        self._select(self.model.insert_level(self.selected_row()), Column.BIG_BLIND)

    def _add_break(self) -> None:
        self._select(self.model.insert_break(self.selected_row()), Column.MINUTES)

    def _remove(self) -> None:
        row = self.selected_row()
        self.model.remove_row(row)
        self._select(min(row, self.model.rowCount() - 1))

    def _move(self, delta: int) -> None:
        self._select(self.model.move_row(self.selected_row(), delta))

    def _colour_up(self) -> None:
        row = self.selected_row()
        dialog = self.colour_up_dialog(row) if row >= 0 else None
        if dialog is not None and dialog.exec() == QDialog.DialogCode.Accepted:
            self.model.set_colour_up(row, dialog.chosen())

    def _double_clicked(self, index: QModelIndex) -> None:
        if index.column() == Column.COLOUR_UP and isinstance(self.model.period(index.row()), Break):
            self._colour_up()

    def _save(self) -> None:
        if self.model.has_problems():
            self.show_message("Fix the highlighted cells before saving.", error=True)
            return
        self.save_requested.emit(self.model.structure)

    def mark_saved(self, structure: Structure) -> None:
        self._saved = structure
        self._forgotten = None
        self.show_message("Structure saved.")
        self._update_buttons()

    def _edited(self, _structure: Structure) -> None:
        self._forgotten = None  # a new edit: what Revert forgot is gone
        self._update_plot()
        self._update_buttons()
        self.show_message("")

    def _show_problems(self, messages: list[str]) -> None:
        self.problem_list.clear()
        for message in messages:
            QListWidgetItem(message, self.problem_list)
        self.problem_list.setVisible(bool(messages))
        if messages:
            # As tall as its lines (up to four), so the table keeps the room.
            rows = min(4, len(messages))
            height = rows * self.problem_list.sizeHintForRow(0) + 2 * self.problem_list.frameWidth()
            self.problem_list.setFixedHeight(height + 4)
        self._update_buttons()

    def _go_to_problem(self, item: QListWidgetItem) -> None:
        row_of = {
            label.capitalize(): row for row, label in enumerate(self.model.structure.period_names())
        }
        head = item.text().split(",")[0].split(":")[0]
        if head in row_of:
            self._select(row_of[head])

    def _update_buttons(self) -> None:
        row = self.selected_row()
        is_break = row >= 0 and isinstance(self.model.period(row), Break)
        self.remove_button.setEnabled(row >= 0)
        self.up_button.setEnabled(row > 0)
        self.down_button.setEnabled(0 <= row < self.model.rowCount() - 1)
        self.colour_up_button.setEnabled(is_break)
        dirty = self.is_dirty()
        if dirty:
            self._forgotten = None  # typing that is not a number yet is an edit too
        self.save_button.setEnabled(dirty)
        self.revert_button.setEnabled(dirty or self._forgotten is not None)
        show_revert(self.revert_button, self._forgotten is not None, EDITOR_TIPS)

    def _update_plot(self) -> None:
        if self._plot is not None:
            self._plot.set_structure(self.model.structure)
