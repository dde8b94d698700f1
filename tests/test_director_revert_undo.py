"""Revert is undoable, never asked about: the Money tab's and the structure editor's Revert
forget the unsaved edits, and the same button then reads "Bring back changes" and puts them
back, until the next edit, a save, or other settings in force (issue 17)."""

from __future__ import annotations

import msgspec
from helpers.director import FakeClock, clock, window  # noqa: F401 - fixtures
from helpers.geometry_check import problems
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_director_money import money_tab, save_settings, type_number
from test_director_players import CTRL, LEFT, add, click, players
from test_structure_editor import editor, small_structure  # noqa: F401 - fixture

from dealer_assist.ui.director.director_window import DirectorWindow
from dealer_assist.ui.director.money_panel import MoneyPanel
from dealer_assist.ui.director.structure_editor import Column, StructureEditor

SMALLEST = QRect(0, 0, 1024, 600 - 30)  # a 1024x600 screen less the title bar


def spin_values(panel: MoneyPanel) -> dict[str, int]:
    return {field: spin.value() for field, spin in panel.spins.items()}


# --- the Money tab ---------------------------------------------------------------------------


def test_money_revert_forgets_the_edits_and_brings_them_back(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    panel = save_settings(qtbot, window, buy_in=40)
    saved = spin_values(panel)
    assert panel.revert_button.text() == "Revert" and not panel.revert_button.isEnabled()
    type_number(qtbot, panel.spins["buy_in"], 55)
    type_number(qtbot, panel.spins["bounty"], 10)
    edited = spin_values(panel)
    assert panel.is_dirty() and panel.revert_button.isEnabled()

    click(qtbot, panel.revert_button)
    assert spin_values(panel) == saved and not panel.is_dirty()
    assert panel.message_label.text() == "Changes forgotten."
    assert panel.revert_button.text() == "Bring back changes"
    assert panel.revert_button.isEnabled()
    assert "Put back the changes" in panel.revert_button.toolTip()
    assert not panel.save_button.isEnabled()

    click(qtbot, panel.revert_button)
    assert spin_values(panel) == edited and panel.is_dirty()
    assert panel.message_label.text() == "Changes brought back."
    assert panel.revert_button.text() == "Revert" and panel.revert_button.isEnabled()
    assert "Forget the changes" in panel.revert_button.toolTip()
    assert window.state().ledger.buy_in == 40  # nothing saved on the way

    click(qtbot, panel.save_button)
    assert window.state().ledger.buy_in == 55 and window.state().ledger.bounty == 10


def test_money_an_edit_after_revert_drops_the_forgotten_edits(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    panel = money_tab(qtbot, window)
    type_number(qtbot, panel.spins["buy_in"], 30)
    click(qtbot, panel.revert_button)
    assert panel.revert_button.text() == "Bring back changes"
    type_number(qtbot, panel.spins["fee"], 5)
    assert panel.revert_button.text() == "Revert"
    click(qtbot, panel.revert_button)  # forgets the fee, not the buy-in typed before
    click(qtbot, panel.revert_button)
    assert panel.spins["fee"].value() == 5 and panel.spins["buy_in"].value() == 0


def test_money_other_settings_in_force_drop_the_forgotten_edits(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    panel = save_settings(qtbot, window, buy_in=40)
    type_number(qtbot, panel.spins["fee"], 4)
    click(qtbot, panel.revert_button)
    add(qtbot, players(qtbot, window), "Ann")  # a new state, the same settings: kept
    panel = money_tab(qtbot, window)
    assert panel.revert_button.text() == "Bring back changes"

    for _ in range(3):  # undo the name, the buy-in, then the settings: the buy-in was 0
        qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert window.state().ledger.buy_in == 0
    assert panel.spins["buy_in"].value() == 0
    assert panel.revert_button.text() == "Revert" and not panel.revert_button.isEnabled()


# --- the structure editor ---------------------------------------------------------------------


def test_structure_revert_forgets_the_edits_and_brings_them_back(
    editor: StructureEditor, qtbot: QtBot
) -> None:
    saved = editor.model.structure
    model = editor.model
    model.setData(model.index(0, Column.BIG_BLIND), "60")
    editor.table.setCurrentIndex(model.index(1, 0))
    editor.add_break_button.click()
    last = model.rowCount() - 1  # a level
    model.setData(model.index(last, Column.SMALL_BLIND), "5o")  # not a number: an entry problem
    edited = model.structure
    assert edited != saved and model.entry_problems()
    assert editor.revert_button.text() == "Revert" and editor.revert_button.isEnabled()

    qtbot.mouseClick(editor.revert_button, LEFT)
    assert model.structure == saved and not editor.is_dirty()
    assert model.entry_problems() == {} and editor.problem_list.count() == 0
    assert editor.status.text() == "Changes forgotten."
    assert editor.revert_button.text() == "Bring back changes"
    assert editor.revert_button.isEnabled() and not editor.save_button.isEnabled()
    assert "Put back the edits" in editor.revert_button.toolTip()

    qtbot.mouseClick(editor.revert_button, LEFT)
    assert model.structure == edited and editor.is_dirty()
    cell = model.index(last, Column.SMALL_BLIND)
    assert model.data(cell, Qt.ItemDataRole.DisplayRole) == "5o"
    assert "not a whole number" in model.data(cell, Qt.ItemDataRole.ToolTipRole)
    assert editor.problem_list.count() == len(model.all_messages()) > 0
    assert editor.status.text() == "Changes brought back."
    assert editor.revert_button.text() == "Revert"
    assert "Forget the edits" in editor.revert_button.toolTip()
    assert editor.save_button.isEnabled()


def test_structure_an_edit_after_revert_drops_the_forgotten_edits(
    editor: StructureEditor, qtbot: QtBot
) -> None:
    model = editor.model
    model.setData(model.index(0, Column.BIG_BLIND), "60")
    qtbot.mouseClick(editor.revert_button, LEFT)
    model.setData(model.index(1, Column.BIG_BLIND), "120")
    assert editor.revert_button.text() == "Revert"
    qtbot.mouseClick(editor.revert_button, LEFT)
    qtbot.mouseClick(editor.revert_button, LEFT)
    assert [p.big_blind for p in model.structure.periods[:2]] == [50, 120]

    qtbot.mouseClick(editor.revert_button, LEFT)
    model.setData(model.index(0, Column.BIG_BLIND), "x")  # typing that is not a number yet
    assert editor.revert_button.text() == "Revert"


def test_structure_save_or_a_new_structure_drops_the_forgotten_edits(
    editor: StructureEditor, qtbot: QtBot
) -> None:
    model = editor.model
    model.setData(model.index(0, Column.BIG_BLIND), "60")
    qtbot.mouseClick(editor.revert_button, LEFT)
    editor.set_structure(small_structure(), played=1)  # the same structure in force: kept
    assert editor.revert_button.text() == "Bring back changes"

    other = msgspec.structs.replace(small_structure(), name="Another")
    editor.set_structure(other)
    assert editor.revert_button.text() == "Revert" and not editor.revert_button.isEnabled()

    model.setData(model.index(0, Column.BIG_BLIND), "60")
    edited = model.structure
    qtbot.mouseClick(editor.revert_button, LEFT)
    editor.mark_saved(edited)  # saved from elsewhere (the window's Ctrl+Z redo, a file)
    assert editor.revert_button.text() == "Revert"


def test_bring_back_changes_fits_the_smallest_screen(qtbot: QtBot, window: DirectorWindow) -> None:
    panel = money_tab(qtbot, window)
    type_number(qtbot, panel.spins["buy_in"], 30)
    click(qtbot, panel.revert_button)
    table = window.editor
    table.model.setData(table.model.index(0, Column.BIG_BLIND), "60")
    table.revert()
    assert table.revert_button.text() == panel.revert_button.text() == "Bring back changes"
    window.resize(1024, 570)
    window.fit_into(SMALLEST)
    qtbot.waitUntil(lambda: not window.backup_runner().busy())
    QApplication.processEvents()
    assert problems(window, area=SMALLEST) == []
    window.resize(1, 1)  # the narrowest the director can drag it
    QApplication.processEvents()
    assert problems(window, area=SMALLEST) == []
