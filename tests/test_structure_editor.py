"""The structure editor: edits revalidate through the core and land on the right cell."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from dealer_assist.core.clock.structure import (
    Break,
    ChipDenomination,
    Level,
    Structure,
    parse_structure,
)
from dealer_assist.resources import resource_path
from dealer_assist.ui.director.structure_editor import (
    PROBLEM_BACKGROUND,
    Column,
    StructureEditor,
    StructureModel,
    format_minutes,
    parse_minutes,
)

BG = Qt.ItemDataRole.BackgroundRole


def small_structure() -> Structure:
    return Structure(
        name="Editor test",
        chips=(
            ChipDenomination(25, "green"),
            ChipDenomination(100, "black"),
            ChipDenomination(500, "purple"),
        ),
        periods=(
            Level(small_blind=25, big_blind=50, duration_s=1200),
            Level(small_blind=50, big_blind=100, duration_s=1200),
            Break(duration_s=600, colour_up=(25,), name="Colour-up"),
            Level(small_blind=100, big_blind=200, duration_s=1200),
            Level(small_blind=200, big_blind=400, duration_s=1200),
        ),
        starting_stack=5000,
    )


@pytest.fixture
def editor(qtbot: QtBot) -> StructureEditor:
    widget = StructureEditor(small_structure())
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    return widget


def test_a_valid_structure_shows_no_problem(editor: StructureEditor) -> None:
    assert editor.model.problems == []
    assert editor.problem_list.count() == 0
    assert not editor.is_dirty()


def test_blind_using_a_coloured_up_chip_is_flagged_on_that_cell(editor: StructureEditor) -> None:
    # Level 3 comes after the break that removes the 25 chips: 75 cannot be paid any more.
    model = editor.model
    assert model.setData(model.index(3, Column.SMALL_BLIND), "75")
    cell = model.index(3, Column.SMALL_BLIND)
    assert model.data(cell, BG).color() == PROBLEM_BACKGROUND
    message = model.data(cell, Qt.ItemDataRole.ToolTipRole)
    assert "25 chip" in message
    # Only that cell is highlighted: its neighbours are clean.
    assert model.data(model.index(3, Column.BIG_BLIND), BG) is None
    assert model.data(model.index(1, Column.SMALL_BLIND), BG) is None
    assert editor.problem_list.count() == 1
    assert editor.problem_list.item(0).text().startswith("Level 3, small blind:")
    # Correcting it clears the highlight and the list.
    model.setData(cell, "100")
    assert model.data(cell, BG) is None
    assert editor.problem_list.count() == 0


def test_text_that_is_not_chips_stays_visible_with_its_problem(editor: StructureEditor) -> None:
    model = editor.model
    cell = model.index(0, Column.BIG_BLIND)
    model.setData(cell, "5o")
    assert model.data(cell, Qt.ItemDataRole.DisplayRole) == "5o"
    assert "not a whole number" in model.data(cell, Qt.ItemDataRole.ToolTipRole)
    assert model.structure.periods[0].big_blind == 50  # the core Structure never holds text
    assert model.has_problems()
    model.setData(cell, "60")
    assert model.structure.periods[0].big_blind == 60
    assert model.entry_problems() == {}


def test_validation_follows_typing_before_enter(editor: StructureEditor, qtbot: QtBot) -> None:
    editor.show()
    qtbot.waitExposed(editor)
    index = editor.model.index(0, Column.BIG_BLIND)
    editor.table.setCurrentIndex(index)
    editor.table.edit(index)
    line = editor.table.findChild(QLineEdit)
    assert line is not None
    line.selectAll()
    qtbot.keyClicks(line, "1")  # big blind 1 is below the small blind of 25
    assert editor.model.structure.periods[0].big_blind == 1
    assert editor.model.data(index, BG) is not None
    qtbot.keyClicks(line, "00")
    assert editor.model.structure.periods[0].big_blind == 100
    assert editor.model.data(index, BG) is None


def test_minutes_column_edits_duration(editor: StructureEditor) -> None:
    model = editor.model
    model.setData(model.index(1, Column.MINUTES), "12:30")
    assert model.structure.periods[1].duration_s == 750
    assert model.data(model.index(1, Column.MINUTES)) == "12:30"
    # Start times of later periods follow.
    assert model.data(model.index(2, Column.STARTS)) == "0:32"


def test_add_level_doubles_the_previous_blinds(editor: StructureEditor) -> None:
    editor.table.setCurrentIndex(editor.model.index(4, 0))
    editor.add_level_button.click()
    added = editor.model.structure.periods[5]
    assert added == Level(small_blind=400, big_blind=800, duration_s=1200)
    assert editor.selected_row() == 5
    assert editor.is_dirty()


def test_break_as_last_period_is_a_problem_on_its_row(editor: StructureEditor) -> None:
    editor.table.setCurrentIndex(editor.model.index(4, 0))
    editor.add_break_button.click()
    model = editor.model
    assert isinstance(model.structure.periods[5], Break)
    assert model.data(model.index(5, Column.PERIOD), BG).color() == PROBLEM_BACKGROUND
    assert any("last period must be a level" in m for m in model.cell_messages(5, Column.PERIOD))


def test_remove_and_move_rows(editor: StructureEditor) -> None:
    model = editor.model
    editor.table.setCurrentIndex(model.index(2, 0))
    editor.up_button.click()
    assert isinstance(model.structure.periods[1], Break)
    assert editor.selected_row() == 1
    editor.remove_button.click()
    assert len(model.structure.periods) == 4
    assert not any(isinstance(p, Break) for p in model.structure.periods)


def test_colour_up_dialog_sets_the_break_chips(editor: StructureEditor) -> None:
    dialog = editor.colour_up_dialog(2)
    assert dialog is not None
    assert dialog.chosen() == (25,)
    dialog.set_chosen((25, 100))
    editor.model.set_colour_up(2, dialog.chosen())
    assert editor.model.structure.periods[2].colour_up == (25, 100)
    # Level 3 (100/200) now needs the 100 chip, which is gone.
    assert editor.model.cell_messages(3, Column.SMALL_BLIND)
    assert editor.colour_up_dialog(0) is None  # levels have no colour-up


def test_save_emits_the_edited_structure(editor: StructureEditor, qtbot: QtBot) -> None:
    model = editor.model
    model.setData(model.index(4, Column.BIG_BLIND), "500")
    with qtbot.waitSignal(editor.save_requested) as blocker:
        editor.save_button.click()
    assert blocker.args[0].periods[4].big_blind == 500


def test_save_with_problems_is_held_back(editor: StructureEditor, qtbot: QtBot) -> None:
    model = editor.model
    model.setData(model.index(4, Column.BIG_BLIND), "x")
    with qtbot.assertNotEmitted(editor.save_requested):
        editor.save_button.click()
    assert "Fix the highlighted" in editor.status.text()


def test_played_periods_are_greyed(editor: StructureEditor) -> None:
    editor.set_played(2)
    model = editor.model
    assert "Already played" in model.data(
        model.index(1, Column.BIG_BLIND), Qt.ItemDataRole.ToolTipRole
    )
    assert model.data(model.index(2, Column.MINUTES), Qt.ItemDataRole.ToolTipRole) is None


@pytest.mark.parametrize("name", ["demo", "home-2h", "ubetcha", "applewood", "fountain-valley"])
def test_built_in_structures_open_without_problems(qtbot: QtBot, name: str) -> None:
    path = resource_path("structures", f"{name}.toml")
    structure = parse_structure(path.read_text(encoding="utf-8"), str(path))
    model = StructureModel(structure)
    assert model.all_messages() == []
    assert model.rowCount() == len(structure.periods)


def test_labels_and_minutes_helpers() -> None:
    structure = small_structure()  # the editor names rows with the core's period names
    assert structure.period_names() == ["level 1", "level 2", "break 1", "level 3", "level 4"]
    assert [structure.period_name(i) for i in range(5)] == structure.period_names()
    assert parse_minutes("20") == 1200
    assert parse_minutes("0:45") == 45
    assert format_minutes(750) == "12:30"
    with pytest.raises(ValueError, match="minutes"):
        parse_minutes("twenty")


def test_the_plot_is_built_only_when_first_shown(editor: StructureEditor, qtbot: QtBot) -> None:
    editor.show()
    qtbot.waitExposed(editor)
    qtbot.wait(20)  # whatever the window defers to after its first paint
    assert editor._plot is None and not editor.plot_shown()
    assert editor.plot_button.text() == "Show plot"
    editor.plot_button.click()
    assert editor.plot_shown() and editor.plot_button.text() == "Hide plot"
    plot = editor.ensure_plot()
    assert plot.isVisible()
    assert plot.break_spans() == [(40.0, 50.0)]  # minutes: the break after two 20-minute levels
    editor.model.remove_row(2)
    assert plot.break_spans() == []
    x, y = plot.curve.getData()
    assert list(y) == [50, 100, 200, 400]
    editor.plot_button.click()
    assert not editor.plot_shown() and editor.plot_button.text() == "Show plot"
    editor.show_plot()
    assert editor.plot_shown() and editor.ensure_plot() is plot  # built once


def test_a_hidden_plot_follows_edits_once_shown(editor: StructureEditor, qtbot: QtBot) -> None:
    editor.show()
    editor.show_plot()
    editor.show_plot(False)
    editor.model.remove_row(2)  # edited while hidden
    editor.show_plot()
    x, y = editor.ensure_plot().curve.getData()
    assert list(y) == [50, 100, 200, 400]


def test_clicking_a_problem_selects_its_row(editor: StructureEditor, qtbot: QtBot) -> None:
    model = editor.model
    model.setData(model.index(4, Column.SMALL_BLIND), "500")  # small blind above the big blind
    assert editor.problem_list.count() >= 1
    item = editor.problem_list.item(0)
    assert item.text().startswith("Level 4")
    editor.problem_list.itemClicked.emit(item)
    assert editor.selected_row() == 4


def test_a_break_in_a_timed_schedule_shows_its_clock_time(qtbot: QtBot) -> None:
    """Fountain Valley prints its levels by clock time: the 15-minute break after the 8:00
    level reads 20:30 like the rows around it, not only its elapsed time."""
    structure = parse_structure(resource_path("structures", "fountain-valley.toml").read_text())
    widget = StructureEditor(structure)
    qtbot.addWidget(widget)
    model = widget.model
    row = next(i for i, p in enumerate(structure.periods) if isinstance(p, Break))
    assert model.data(model.index(row - 1, Column.STARTS)) == "20:00 (2:00)"
    assert model.data(model.index(row, Column.STARTS)) == "20:30 (2:30)"
    assert model.data(model.index(row + 1, Column.STARTS)) == "20:45 (2:45)"


def test_text_that_is_not_a_number_leaves_no_half_typed_value(
    editor: StructureEditor, qtbot: QtBot
) -> None:
    """Typing "12x0" over 50: the "12" typed on the way must not stay in the structure (its
    plot and its problems); only the not-a-number problem is listed."""
    editor.show()
    qtbot.waitExposed(editor)
    index = editor.model.index(0, Column.BIG_BLIND)
    editor.table.setCurrentIndex(index)
    editor.table.edit(index)
    line = editor.table.findChild(QLineEdit)
    assert line is not None
    line.selectAll()
    qtbot.keyClicks(line, "12x0")
    assert editor.model.structure.periods[0].big_blind == 50
    assert editor.model.data(index) == "12x0"
    assert editor.model.all_messages() == [
        "Level 1, big blind: '12x0' is not a whole number of chips"
    ]
    line.selectAll()
    qtbot.keyClicks(line, "100")
    assert editor.model.structure.periods[0].big_blind == 100
    assert editor.model.all_messages() == []


def test_the_period_in_play_is_marked_in_the_structure_table(editor: StructureEditor) -> None:
    """[7/13]: the director sees where the room is: the current period has its own band and
    says so; before the start nothing is marked."""
    from dealer_assist.ui.director.structure_editor import CURRENT_BACKGROUND

    model = editor.model
    role = Qt.ItemDataRole.BackgroundRole
    assert all(
        model.data(model.index(r, 1), role) != QBrush(CURRENT_BACKGROUND)
        for r in range(model.rowCount())
    )
    editor.set_played(2, 2)
    assert model.data(model.index(2, 1), role).color() == CURRENT_BACKGROUND
    assert model.data(model.index(2, 1), Qt.ItemDataRole.ToolTipRole) == "In play now"
    assert model.data(model.index(1, 1), role) != QBrush(CURRENT_BACKGROUND)
