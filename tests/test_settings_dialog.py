"""The director's Settings dialog: edited, saved per device, applied live and at the next launch."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.director import FakeClock
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox
from pytestqt.qtbot import QtBot

from dealer_assist.app import build_director
from dealer_assist.core.clock.announcements import Spoken
from dealer_assist.device_settings import SETTINGS_FILE_NAME, DeviceSettings
from dealer_assist.ui.director.director_window import DirectorWindow
from dealer_assist.ui.director.settings_dialog import SettingsDialog
from dealer_assist.ui.tv.clock_window import screen_named

LEFT = Qt.MouseButton.LeftButton


def settings_file(data_dir: Path) -> Path:
    return data_dir / "config" / SETTINGS_FILE_NAME


def open_dialog(qtbot: QtBot, win: DirectorWindow) -> SettingsDialog:
    """Ctrl+, as the director presses it."""
    qtbot.keyClick(win, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    dialog = win.findChild(SettingsDialog)
    assert dialog is not None and dialog.isVisible()
    qtbot.addWidget(dialog)
    return dialog


def tick(qtbot: QtBot, check: QCheckBox) -> None:
    """A click on the box itself (its centre may lie past the end of its words)."""
    qtbot.mouseClick(check, LEFT, pos=QPoint(8, check.height() // 2))


def reopen(qtbot: QtBot, data_dir: Path) -> DirectorWindow:
    """The director's window as a launch opens it, shown and active (its shortcuts work)."""
    win = build_director(data_dir, now_ms=FakeClock())
    assert isinstance(win, DirectorWindow)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    return win


@pytest.fixture
def director(qtbot: QtBot, tmp_path: Path) -> Iterator[DirectorWindow]:
    win = reopen(qtbot, tmp_path)
    yield win
    win.close()
    if win.qsession is not None:
        win.qsession.close()


def test_the_dialog_shows_the_defaults_and_cancel_changes_nothing(
    qtbot: QtBot, director: DirectorWindow, tmp_path: Path
) -> None:
    dialog = open_dialog(qtbot, director)
    assert dialog.settings() == DeviceSettings()
    assert dialog.book_combo.currentText() == "Ubetcha Poker Tour"  # titles, not file names
    assert dialog.language_combo.count() == 1  # the announcer speaks English only
    dialog.sounds_check.setChecked(False)
    qtbot.mouseClick(dialog.cancel_button, LEFT)
    assert not director.menus.mute_action.isChecked()
    assert not settings_file(tmp_path).exists()


def test_saved_settings_apply_now_and_at_the_next_launch(
    qtbot: QtBot, director: DirectorWindow, tmp_path: Path
) -> None:
    director.speech_engine = "mock"
    dialog = open_dialog(qtbot, director)
    tick(qtbot, dialog.sounds_check)  # off
    tick(qtbot, dialog.speech_check)  # on
    tick(qtbot, dialog.spoken_checks["one_minute"])  # on (off by default)
    tick(qtbot, dialog.spoken_checks["break"])  # off
    tick(qtbot, dialog.payouts_check)  # off
    dialog.book_combo.setCurrentIndex(dialog.book_combo.findData("fountain-valley"))
    qtbot.mouseClick(dialog.save_button, LEFT)
    assert not dialog.isVisible()
    assert f"Settings saved in {settings_file(tmp_path)}" in director.statusBar().currentMessage()
    # In force at once.
    assert director.menus.mute_action.isChecked() and director.alert_player().muted
    assert director.menus.speech_action.isChecked()
    assert director.spoken_kinds() == {
        Spoken.LEVEL,
        Spoken.COLOUR_UP,
        Spoken.ONE_MINUTE,
        Spoken.TEN_TO_BREAK,
        Spoken.REBUYS_CLOSING,
    }
    tv = director.open_tv_clock()
    qtbot.addWidget(tv)
    assert not tv.view.payouts_panel()
    form = director.show_files()
    assert form.book_combo.currentData() == "fountain-valley"
    form.close()
    tv.close()
    assert "speech=true" in settings_file(tmp_path).read_text()
    # Speech off from the View menu (kept too): the next launch has no test engine to speak.
    director.menus.speech_action.trigger()
    assert "speech=false" in settings_file(tmp_path).read_text()
    director.qsession.close()

    # The next launch on this device starts from them (the demo reopens: no welcome here).
    again = reopen(qtbot, tmp_path)
    assert again.menus.mute_action.isChecked() and not again.menus.speech_action.isChecked()
    assert again.settings_link.settings == director.settings_link.settings
    assert again.settings_link.settings.house_book == "fountain-valley"
    assert again.spoken_kinds() == director.spoken_kinds()
    again.qsession.close()


def test_view_menu_changes_are_kept(qtbot: QtBot, director: DirectorWindow, tmp_path: Path) -> None:
    director.menus.mute_action.trigger()  # View > Mute alert sounds
    director.menus.spoken_actions[Spoken.LEVEL].trigger()  # View > What is spoken: no more blinds
    text = settings_file(tmp_path).read_text()
    assert "alerts=false" in text
    assert "spoken=" in text and "level" not in text.split("spoken=")[1].splitlines()[0]


def test_a_bad_settings_file_is_told_once_and_kept_until_saved(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = settings_file(tmp_path)
    path.parent.mkdir(parents=True)
    content = b"[sound]\nalerts=loud\n"
    path.write_bytes(content)
    win = reopen(qtbot, tmp_path)
    message = win.statusBar().currentMessage()
    assert "sound/alerts = 'loud': not true or false" in message and str(path) in message
    win.menus.mute_action.trigger()  # in force, not written over the file
    assert win.menus.mute_action.isChecked() and path.read_bytes() == content
    dialog = open_dialog(qtbot, win)
    assert "sound/alerts" in dialog.error_label.text()  # the dialog says it again
    qtbot.mouseClick(dialog.save_button, LEFT)
    assert b"alerts=false" in path.read_bytes()
    assert win.settings_link.store.problem is None
    win.qsession.close()


class Screen:
    def __init__(self, name: str) -> None:
        self._name = name

    def name(self) -> str:
        return self._name


def test_the_tv_screen_is_found_by_name() -> None:
    screens = [Screen("eDP-1"), Screen("HDMI-1")]
    assert screen_named(screens, "HDMI-1") == 1  # type: ignore[arg-type]
    assert screen_named(screens, "DP-3") is None  # type: ignore[arg-type]  # not plugged in
    assert screen_named(screens, "") is None  # type: ignore[arg-type]  # the default screen


def test_the_tv_clock_mode_reads_this_computer_s_settings(
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`dealer-assist clock` on a TV computer: its own settings file decides the layout (and a
    bad value is said on stderr, the rest still used)."""
    from PySide6.QtWidgets import QApplication

    from dealer_assist import cli
    from dealer_assist.app_clock import run_clock
    from dealer_assist.ui.tv.clock_window import ClockWindow

    path = settings_file(tmp_path)
    path.parent.mkdir(parents=True)
    path.write_text("[tv]\npayouts_panel=false\n[sound]\nspoken=level,shout\n")
    seen: list[bool] = []

    def shown_then_closed(*_args: object) -> int:  # instead of the event loop
        tvs = [w for w in QApplication.topLevelWidgets() if isinstance(w, ClockWindow)]
        tv = next(w for w in tvs if w.isVisible())
        seen.append(tv.view.payouts_panel())
        tv.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", shown_then_closed)
    args = cli.build_parser("clock").parse_args(
        ["clock", "--demo", "--windowed", "--data-dir", str(tmp_path)]
    )
    assert run_clock(args) == 0
    assert seen == [False]
    assert "sound/spoken = 'level,shout'" in capsys.readouterr().err
