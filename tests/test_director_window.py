"""The director's window: keys and buttons drive the clock through the journal, never directly."""

from __future__ import annotations

from helpers.director import START_MS, FakeClock, clock, window  # noqa: F401 - fixtures
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dealer_assist.app import build_director
from dealer_assist.core.tournament import (
    ClockAdjusted,
    ClockPaused,
    ClockStarted,
    PeriodJumped,
    StructureChanged,
    replay,
)
from dealer_assist.store.journal import Journal
from dealer_assist.ui.director.director_window import MENU_TITLES, DirectorWindow
from dealer_assist.ui.director.structure_editor import Column


def journal_events(window: DirectorWindow) -> list[object]:
    """The tournament's events as stored on disk, read through a second connection."""
    path = window.qsession.session.journal.path
    with Journal.open(path, read_only=True) as journal:
        return journal.events()


def test_space_starts_then_pauses_and_the_journal_says_paused(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    assert window.controls.toggle_text() == "Start"
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.reading().running
    assert window.controls.toggle_text() == "Pause"
    clock.ms += 30_000
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.controls.toggle_text() == "Resume"
    events = journal_events(window)
    assert [type(e) for e in events[1:]] == [ClockStarted, ClockPaused]
    stored = replay(events)  # a fresh fold of the file, not the window's state
    assert stored.anchor is not None and not stored.anchor.running
    assert stored.anchor.remaining_ms == 120_000 - 30_000  # demo level 1 lasts 2 minutes
    assert "paused" in window.detail_label.text().lower()


def test_arrows_move_between_levels(qtbot: QtBot, window: DirectorWindow) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.reading().level_number == 2
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.reading().level_number == 1
    assert [type(e) for e in journal_events(window)[-2:]] == [PeriodJumped, PeriodJumped]


def test_plus_and_minus_adjust_a_minute(qtbot: QtBot, window: DirectorWindow) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.keyClick(window, Qt.Key.Key_Space)  # paused: remaining time stands still
    before = window.reading().remaining_ms
    qtbot.keyClick(window, Qt.Key.Key_Plus)
    assert window.reading().remaining_ms == before + 60_000
    qtbot.keyClick(window, Qt.Key.Key_Minus)
    qtbot.keyClick(window, Qt.Key.Key_Minus)
    assert window.reading().remaining_ms == before - 60_000
    deltas = [e.delta_ms for e in journal_events(window) if isinstance(e, ClockAdjusted)]
    assert deltas == [60_000, -60_000, -60_000]


def test_b_starts_the_next_break_now(qtbot: QtBot, window: DirectorWindow) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.keyClick(window, Qt.Key.Key_B)
    reading = window.reading()
    assert reading.is_break
    assert reading.remaining_ms == reading.duration_ms


def test_buttons_do_what_the_keys_do(qtbot: QtBot, window: DirectorWindow) -> None:
    from dealer_assist.ui.director.clock_controls import ClockAction

    qtbot.mouseClick(window.controls.buttons[ClockAction.TOGGLE], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.controls.buttons[ClockAction.NEXT], Qt.MouseButton.LeftButton)
    assert window.reading().level_number == 2 and window.reading().running


def test_a_refused_command_shows_in_the_status_bar(qtbot: QtBot, window: DirectorWindow) -> None:
    count = len(journal_events(window))
    qtbot.keyClick(window, Qt.Key.Key_Right)  # the clock has not started
    assert "not started" in window.statusBar().currentMessage()
    assert len(journal_events(window)) == count  # nothing was stored


def test_saving_the_structure_appends_structure_changed(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    model = window.editor.model
    model.setData(model.index(6, Column.BIG_BLIND), "1200")
    window.editor.save_button.click()
    last = journal_events(window)[-1]
    assert isinstance(last, StructureChanged)
    assert window.qsession.state.structure.periods[6].big_blind == 1200
    assert not window.editor.is_dirty()
    assert "saved" in window.statusBar().currentMessage().lower()


def test_editing_a_played_level_shows_the_core_refusal(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Space)
    clock.ms += 150_000  # into level 2: level 1 is played
    model = window.editor.model
    model.setData(model.index(0, Column.MINUTES), "3")
    count = len(journal_events(window))
    window.editor.save_button.click()
    assert window.editor.status.text().startswith("Level 1 has already been played")
    assert "already been played" in window.statusBar().currentMessage()
    assert len(journal_events(window)) == count
    assert window.editor.is_dirty()  # the edit is kept for the director to correct


def test_space_while_typing_in_a_cell_types_instead(qtbot: QtBot, window: DirectorWindow) -> None:
    from PySide6.QtWidgets import QLineEdit

    table = window.editor.table
    index = window.editor.model.index(1, Column.SMALL_BLIND)
    table.setCurrentIndex(index)
    table.edit(index)
    line = table.findChild(QLineEdit)
    assert line is not None
    line.setFocus()
    qtbot.keyClick(line, Qt.Key.Key_Space)
    assert window.reading() is None  # the clock did not start


def test_tv_clock_shows_the_same_tournament(qtbot: QtBot, window: DirectorWindow) -> None:
    tv = window.open_tv_clock()
    qtbot.addWidget(tv)
    assert tv.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert tv.view.face().level_text == "LEVEL 1"
    assert not tv.view.face().paused
    # Keys pressed on the TV drive the same clock.
    tv.on_key(Qt.Key.Key_Space)
    assert not window.reading().running
    tv.close()


def test_new_tournament_from_the_files_dialog(qtbot: QtBot, window: DirectorWindow) -> None:
    first_id = window.tournament_id
    dialog = window.show_files()
    assert dialog is not None
    assert dialog.list.count() == 1
    dialog.name_edit.setText("Friday freezeout")
    dialog.book_combo.setCurrentText("Applewood Charity Tournament")  # titles, not file names
    dialog.structure_combo.setCurrentText("Home game (2 hours)")
    dialog.create_button.click()
    state = window.qsession.state
    assert (state.name, state.house_book) == ("Friday freezeout", "applewood")
    assert window.tournament_id != first_id
    assert window.editor.model.rowCount() == len(state.structure.periods)
    assert "House rules: Applewood Charity Tournament" in window.detail_label.text()
    assert "applewood" not in window.detail_label.text()
    listed = window.show_files()
    texts = [listed.list.item(i).text() for i in range(listed.list.count())]
    assert any(t.startswith("Friday freezeout  ·  Applewood Charity Tournament") for t in texts)
    assert any(t.startswith("Demo tournament  ·  Ubetcha Poker Tour") for t in texts)
    listed.close()
    # The first one is still on the shelf and opens again.
    assert window.open_tournament(first_id)
    assert window.qsession.state.name == "Demo tournament"


def test_archive_hides_a_tournament(qtbot: QtBot, window: DirectorWindow) -> None:
    first_id = window.tournament_id
    window.new_tournament("Second", "general", "demo")
    dialog = window.show_files()
    ids = [dialog.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dialog.list.count())]
    assert set(ids) == {first_id, window.tournament_id}
    dialog.list.setCurrentRow(ids.index(first_id))
    dialog.archive_button.click()
    assert dialog.list.count() == 1
    dialog.close()


def test_an_archive_is_undone_from_the_bar_it_leaves(qtbot: QtBot, window: DirectorWindow) -> None:
    """No question first: the dialog says what it archived and one tap puts it back."""
    first_id = window.tournament_id
    first_name = window.qsession.state.name
    window.new_tournament("Second", "general", "demo")
    dialog = window.show_files()
    qtbot.waitExposed(dialog)
    assert not dialog.archived_bar.isVisible()
    ids = [dialog.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dialog.list.count())]
    dialog.list.setCurrentRow(ids.index(first_id))
    dialog.archive_button.click()
    assert dialog.list.count() == 1
    assert dialog.archived_bar.isVisible()
    assert dialog.archived_label.text() == f"Archived: {first_name}"
    assert dialog.undo_button.height() >= 48
    dialog.undo_button.click()
    assert not dialog.archived_bar.isVisible() and dialog.list.count() == 2
    assert dialog.selected_id() == first_id
    dialog.close()
    # Back on the shelf for good: a new dialog lists it too.
    again = window.show_files()
    ids = [again.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(again.list.count())]
    assert first_id in ids
    again.close()


def test_the_new_tournament_form_starts_empty_with_the_book_s_own_structure(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    """Not the two-minute demo structure: each book that ships a structure brings it along,
    until the director picks another one."""
    dialog = window.show_files()
    assert dialog.name_edit.text() == "" and not dialog.create_button.isEnabled()
    books = [dialog.book_combo.itemText(i) for i in range(dialog.book_combo.count())]
    assert books == [  # by their titles, not their file names
        "Ubetcha Poker Tour",
        "Applewood Charity Tournament",
        "Fountain Valley Hold'em",
        "General card-room rules",
    ]
    structures = [dialog.structure_combo.itemText(i) for i in range(dialog.structure_combo.count())]
    assert "Demo (2-minute levels)" in structures and "demo" not in structures
    assert dialog.book_combo.currentData() == "ubetcha"
    assert dialog.structure_combo.currentData() == "ubetcha"
    dialog.book_combo.setCurrentIndex(dialog.book_combo.findData("applewood"))
    assert dialog.structure_combo.currentData() == "applewood"
    home = dialog.structure_combo.findData("home-2h")
    dialog.structure_combo.setCurrentIndex(home)
    dialog.structure_combo.activated.emit(home)  # what a pick by hand sends
    dialog.book_combo.setCurrentIndex(dialog.book_combo.findData("fountain-valley"))
    assert dialog.structure_combo.currentText() == "Home game (2 hours)"
    dialog.close()


def test_closing_with_unsaved_edits_asks_first(qtbot: QtBot, window: DirectorWindow) -> None:
    asked: list[bool] = []

    def refuse() -> bool:
        asked.append(True)
        return False

    window.ask_discard = refuse
    model = window.editor.model
    model.setData(model.index(6, Column.BIG_BLIND), "1200")
    window.close()
    assert asked and window.isVisible()
    window.editor.revert()
    window.close()
    assert len(asked) == 1 and not window.isVisible()


def test_a_tournament_open_in_another_window_is_not_archived(
    qtbot: QtBot, window: DirectorWindow
) -> None:
    first_id = window.tournament_id
    first_path = window.qsession.session.journal.path
    window.new_tournament("Second", "general", "demo")
    dialog = window.show_files()
    qtbot.waitExposed(dialog)
    ids = [dialog.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dialog.list.count())]
    dialog.list.setCurrentRow(ids.index(first_id))
    with Journal.open(first_path):  # another window writes it now
        dialog.archive_button.click()
    assert dialog.list.count() == 2  # still listed
    assert not dialog.archived_bar.isVisible()
    message = window.statusBar().currentMessage()
    assert message.startswith("Not changed:") and "already open in another" in message
    dialog.close()


# Builds the director on a demo tournament, shows it until it is idle after its first paint
# (the structure editor built), then prints which heavy modules are loaded; then shows the plot.
PLOT_PROBE = """
import sys, time
from PySide6.QtWidgets import QApplication
app = QApplication([])
from dealer_assist.app import build_director
window = build_director(sys.argv[1], demo=True)
window.show()
deadline = time.monotonic() + 10
while window._editor is None and time.monotonic() < deadline:
    app.processEvents()
for _ in range(50):
    app.processEvents()
    time.sleep(0.002)
print("before", window.editor.isVisible(), "pyqtgraph" in sys.modules, "numpy" in sys.modules)
window.editor.plot_button.click()
app.processEvents()
print("after", window.editor.plot_shown(), "pyqtgraph" in sys.modules, "numpy" in sys.modules)
window.shut_down()
window.qsession.close()
"""


def test_pyqtgraph_and_numpy_load_only_when_the_plot_is_shown(tmp_path) -> None:
    """The director's window, its editor built, has not imported pyqtgraph or numpy (0.3 s,
    ~50 MiB); showing the plot does. In a fresh process: sys.modules is shared in this one."""
    from helpers.fresh_process import run_probe

    lines = run_probe(PLOT_PROBE, str(tmp_path))
    assert lines[:2] == ["before True False False", "after True True True"]


def test_the_tournament_is_named_once_and_its_rules_by_their_title(window: DirectorWindow) -> None:
    """The mini clock names the tournament; a title above it read "Demo tournament" twice."""
    shown = [w.text() for w in (window.title_label, window.detail_label) if w.isVisibleTo(window)]
    assert window.clock_view.face().title == "Demo tournament"
    assert not any("Demo tournament" in text for text in shown)
    assert "House rules: Ubetcha Poker Tour" in window.detail_label.text()


def test_the_menus_commands_are_made_just_after_the_first_paint(
    qtbot: QtBot, tmp_path, clock: FakeClock
) -> None:
    """The menu bar's titles are part of the first paint; the ~50 commands under them are made
    on the turn after it (start-up time), once, with their keys working."""
    win = build_director(tmp_path, now_ms=clock)
    qtbot.addWidget(win)
    bar = [action.menu() for action in win.menuBar().actions()]
    assert [menu.title() for menu in bar] == list(MENU_TITLES)
    assert all(menu.actions() == [] for menu in bar)  # the commands: not yet
    win.resize(1280, 720)
    with qtbot.waitSignal(win.first_painted, timeout=5000):
        win.show()
    made = [len(menu.actions()) for menu in bar]
    assert all(made) and "&Quit" in [a.text() for a in bar[0].actions()]
    assert win.menus is win.menus  # made once
    assert [len(menu.actions()) for menu in bar] == made
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    qtbot.keyClick(win, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert win.menus.mute_action.isChecked()
    win.close()
    win.qsession.close()


def test_menus_asked_for_before_the_first_paint_are_made_then(
    qtbot: QtBot, tmp_path, clock: FakeClock
) -> None:
    """Code (or a test) that needs a menu command before the window is painted gets it made
    on the spot, in the window's read-only state; the first paint does not make it again."""
    win = build_director(tmp_path, now_ms=clock)
    qtbot.addWidget(win)
    mute = win.menus.mute_action
    assert win.menus.add_player_action.isEnabled()  # a writable tournament
    count = len(win.menuBar().actions()[0].menu().actions())
    with qtbot.waitSignal(win.first_painted, timeout=5000):
        win.show()
    assert win.menus.mute_action is mute
    assert len(win.menuBar().actions()[0].menu().actions()) == count
    win.close()
    win.qsession.close()
