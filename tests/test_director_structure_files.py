"""Importing and exporting structure files from the director's window (Tournament menu)."""

from __future__ import annotations

from pathlib import Path

from helpers.director import FakeClock, clock, window  # noqa: F401 - fixtures
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dealer_assist.core.clock.structure import Level, dump_structure, parse_structure
from dealer_assist.resources import resource_path
from dealer_assist.ui.director.director_window import DirectorWindow


def _built_in(name: str) -> Path:
    return resource_path("structures", f"{name}.toml")


def _menu_action(window: DirectorWindow, text: str):  # noqa: ANN202 - a QAction
    for action in window.menuBar().actions():
        for item in action.menu().actions():
            if item.text().replace("&", "") == text:
                return item
    raise AssertionError(f"no menu item {text!r}")


def test_import_fills_the_editor_unsaved_then_save_applies_it(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    window.choose_import_path = lambda: str(_built_in("ubetcha"))
    _menu_action(window, "Import structure file…").trigger()
    imported = parse_structure(_built_in("ubetcha").read_text(encoding="utf-8"))
    editor = window.editor
    assert editor.model.structure == imported
    assert editor.is_dirty()  # shown, not yet the tournament's
    assert window.state().structure != imported
    assert "Imported ubetcha.toml" in editor.status.text()
    editor.save_button.click()
    assert window.state().structure == imported
    assert not editor.is_dirty()


def test_a_broken_file_changes_nothing_and_lists_its_lines(
    qtbot: QtBot, window: DirectorWindow, tmp_path: Path
) -> None:
    before = window.editor.model.structure
    broken = tmp_path / "broken.toml"
    text = _built_in("demo").read_text(encoding="utf-8")
    broken.write_text(text.replace("big_blind = 100", "big_blind = 10", 1), encoding="utf-8")
    line = text.splitlines().index("big_blind = 100") + 1
    assert not window.import_structure(str(broken))
    assert window.editor.model.structure == before
    assert not window.editor.is_dirty()
    message = window.editor.status.text()
    assert message.startswith("Nothing imported:")
    assert f"broken.toml:{line}: level 2: big blind 10 is less than small blind 50" in message
    assert "problem" in window.statusBar().currentMessage()


def test_import_asks_before_dropping_unsaved_edits(qtbot: QtBot, window: DirectorWindow) -> None:
    model = window.editor.model
    model.setData(model.index(0, 2), "75", Qt.ItemDataRole.EditRole)  # level 1 big blind
    assert window.editor.is_dirty()
    edited = model.structure
    window.ask_discard = lambda: False
    assert not window.import_structure(str(_built_in("ubetcha")))
    assert model.structure == edited


def test_export_writes_what_the_editor_shows(
    qtbot: QtBot, window: DirectorWindow, tmp_path: Path
) -> None:
    model = window.editor.model
    model.setData(model.index(0, 2), "75", Qt.ItemDataRole.EditRole)
    suggested: list[str] = []

    def choose(name: str) -> str:
        suggested.append(name)
        return str(tmp_path / "tonight")  # no suffix given: .toml is added

    window.choose_export_path = choose
    _menu_action(window, "Export structure file…").trigger()
    written = tmp_path / "tonight.toml"
    assert written.read_text(encoding="utf-8") == dump_structure(model.structure)
    first = parse_structure(written.read_text(encoding="utf-8")).periods[0]
    assert isinstance(first, Level) and first.big_blind == 75
    assert suggested == [model.structure.name]
    assert "unsaved edits" in window.statusBar().currentMessage()


def test_export_refuses_while_a_cell_is_wrong_and_reports_unwritable_places(
    qtbot: QtBot, window: DirectorWindow, tmp_path: Path
) -> None:
    model = window.editor.model
    model.setData(model.index(0, 2), "ten", Qt.ItemDataRole.EditRole)
    assert not window.export_structure(str(tmp_path / "x.toml"))
    assert not (tmp_path / "x.toml").exists()
    assert "Fix the highlighted cells" in window.statusBar().currentMessage()
    window.editor.revert()
    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    assert not window.export_structure(str(blocker / "inside.toml"))  # a file, not a folder
    assert window.statusBar().currentMessage().startswith("Cannot export to")


def test_f1_lists_the_menu_keys_as_well_as_the_clock_keys(window: DirectorWindow) -> None:
    lines = window.shortcut_lines()
    assert "Space (on the clock), Ctrl+Space\tStart" in lines
    assert "Ctrl+I\tImport structure file…" in lines
    assert "Ctrl+E\tExport structure file…" in lines
    assert "Ctrl+T\tTV clock…" in lines
    assert len(lines) == len(set(lines))


def test_a_file_that_rewrites_played_levels_is_refused_at_import(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Space)
    clock.ms += 3 * 60_000  # level 1 (2 minutes) has been played
    before = window.editor.model.structure
    assert not window.import_structure(str(_built_in("ubetcha")))  # another level 1
    assert window.editor.model.structure == before and not window.editor.is_dirty()
    message = window.editor.status.text()
    assert message.startswith("Nothing imported from ubetcha.toml: level 1 has already been played")
    assert "cannot replace this structure" in window.statusBar().currentMessage()


def test_the_editors_message_is_cleared_when_another_tournament_opens(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    first = window.tournament_id
    model = window.editor.model
    model.setData(model.index(0, 2), "75", Qt.ItemDataRole.EditRole)
    window.editor.save_button.click()
    assert window.editor.status.text() == "Structure saved."
    assert window.new_tournament("Second", "general", "home-2h")
    assert window.editor.status.text() == ""  # it spoke of the other tournament's table
    assert window.open_tournament(first)
    assert window.editor.status.text() == ""


def test_periods_grey_out_as_the_clock_reaches_them_without_a_command(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Space)
    model = window.editor.model

    def played(row: int) -> bool:  # shown in grey italics: the core refuses edits to it
        return bool(model.data(model.index(row, 0), Qt.ItemDataRole.FontRole).italic())

    assert not played(0) and not played(1)  # level 1 is in play, not yet played
    clock.ms += 2 * 60_000 + 500  # level 2 starts by itself: no command, no journal event
    window.clock_view.refresh()  # what the mini clock's own timer does each second
    assert played(0) and not played(1)


def test_new_limits_for_the_period_in_play_are_asked_first(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    asked: list[str] = []
    answer = [False]
    window.ask_change_in_play = lambda question: asked.append(question) or answer[0]
    qtbot.keyClick(window, Qt.Key.Key_Space)  # level 1 (25/50) in play
    model = window.editor.model
    model.setData(model.index(2, 5), "3", Qt.ItemDataRole.EditRole)  # a later break: no question
    model.setData(model.index(0, 5), "5", Qt.ItemDataRole.EditRole)  # its length: no question
    window.editor.save_button.click()
    assert asked == [] and window.state().structure == model.structure
    model.setData(model.index(0, 2), "75", Qt.ItemDataRole.EditRole)  # its big blind
    window.editor.save_button.click()
    assert asked == [
        "Level 1 is being played at 25 / 50. Saving changes it to 25 / 75 at once, "
        "mid-period. Save?"
    ]
    assert window.state().structure != model.structure  # refused: nothing stored
    assert window.editor.status.text() == "Not saved: the period in play keeps its limits."
    answer[0] = True
    window.editor.save_button.click()
    assert window.state().structure == model.structure
