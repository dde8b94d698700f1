"""The director's Settings dialog (Ctrl+,); settings_link keeps the device's settings in force.

The settings are the device's (`device_settings`): the TV clock's theme, layout and screen,
its sounds and speech (and which announcements are said), the house book a new tournament
starts from, the announcements' language. The dialog edits them; Save writes the file and
applies them at once. Changes made from the View menu (mute, speech, what is spoken) are kept
too, except while a settings file that could not be used waits for the person's own save.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.device_settings import LANGUAGES, THEMES, DeviceSettings
from dealer_assist.ui.director.settings_link import SettingsLink

logger = logging.getLogger(__name__)

ERROR_COLOUR = "#b3261e"
DEFAULT_SCREEN = ""  # the TV's default: the second screen, else the only one


class SettingsDialog(QDialog):
    """Edit the device's settings; `save(settings)` returns None when saved, else why not."""

    def __init__(
        self,
        settings: DeviceSettings,
        save: Callable[[DeviceSettings], str | None],
        *,
        spoken_words: Mapping[str, str],
        screens: Sequence[tuple[str, str]],
        books: Sequence[tuple[str, str]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self._save = save

        self.theme_combo = _combo(self, THEMES.items(), settings.tv_theme)
        self.theme_combo.setToolTip("The TV clock's colours (one theme so far)")
        self.payouts_check = QCheckBox("Payouts take turns with the room's figures", self)
        self.payouts_check.setChecked(settings.tv_payouts)
        self.payouts_check.setToolTip(
            "The TV clock's bottom band shows the prize of each place every few seconds"
        )
        choices = [(DEFAULT_SCREEN, "The second screen, or the only one")]
        choices += list(screens)
        if settings.tv_screen and settings.tv_screen not in dict(screens):
            choices.append((settings.tv_screen, f"{settings.tv_screen} (not plugged in now)"))
        self.screen_combo = _combo(self, choices, settings.tv_screen)
        self.screen_combo.setToolTip("Where Ctrl+T shows the TV clock")
        tv = QGroupBox("TV clock", self)
        tv_form = QFormLayout(tv)
        tv_form.addRow("Theme", self.theme_combo)
        tv_form.addRow("Layout", self.payouts_check)
        tv_form.addRow("Screen", self.screen_combo)

        self.sounds_check = QCheckBox("Alert sounds (the chime at each level and break)", self)
        self.sounds_check.setChecked(settings.sounds)
        self.sounds_check.setToolTip("Off: the TV clock only flashes (View > Mute, Ctrl+M)")
        self.speech_check = QCheckBox("Spoken announcements, after the chime", self)
        self.speech_check.setChecked(settings.speech)
        self.speech_check.setToolTip("The TV clock says its moments aloud after the chime")
        self.sounds_check.setToolTip("The TV clock plays a chime at each new level and break")
        self.speech_check.setToolTip("The TV clock says what changed aloud, after the chime")
        self.spoken_checks: dict[str, QCheckBox] = {}
        kinds = QWidget(self)
        kinds_layout = QVBoxLayout(kinds)
        kinds_layout.setContentsMargins(24, 0, 0, 0)
        for value, words in spoken_words.items():
            check = QCheckBox(words, kinds)
            check.setChecked(value in settings.spoken)
            check.setToolTip("Said aloud when spoken announcements are on")
            check.setToolTip(f"Say “{words.lower()}” aloud (with spoken announcements on)")
            kinds_layout.addWidget(check)
            self.spoken_checks[value] = check
        self.speech_check.toggled.connect(kinds.setEnabled)
        kinds.setEnabled(settings.speech)
        self.language_combo = _combo(self, LANGUAGES.items(), settings.language)
        self.language_combo.setToolTip("The announcements are in English only for now")
        sound = QGroupBox("Sound", self)
        sound_form = QFormLayout(sound)
        sound_form.addRow(self.sounds_check)
        sound_form.addRow(self.speech_check)
        sound_form.addRow(kinds)
        sound_form.addRow("Language", self.language_combo)

        self.book_combo = _combo(self, books, settings.house_book)
        self.book_combo.setToolTip("The house rules the New tournament form starts with")
        new = QGroupBox("New tournaments", self)
        QFormLayout(new).addRow("House rules", self.book_combo)

        self.error_label = QLabel("", self)
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {ERROR_COLOUR}; font-weight: bold;")
        self.error_label.hide()
        self.save_button = QPushButton("Save", self)
        self.save_button.setDefault(True)
        self.save_button.setMinimumHeight(44)
        self.save_button.setToolTip("Keep these settings on this computer and use them now")
        self.save_button.clicked.connect(lambda _checked=False: self.save())
        self.cancel_button = QPushButton("Cancel", self)
        self.cancel_button.setMinimumHeight(44)
        self.cancel_button.setToolTip("Close without changing anything")
        self.cancel_button.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        for group in (tv, sound, new):
            layout.addWidget(group)
        layout.addWidget(self.error_label)
        layout.addLayout(buttons)

    def settings(self) -> DeviceSettings:
        """The settings as the dialog shows them."""
        return DeviceSettings(
            tv_theme=str(self.theme_combo.currentData()),
            tv_payouts=self.payouts_check.isChecked(),
            sounds=self.sounds_check.isChecked(),
            speech=self.speech_check.isChecked(),
            spoken=frozenset(v for v, check in self.spoken_checks.items() if check.isChecked()),
            tv_screen=str(self.screen_combo.currentData()),
            house_book=str(self.book_combo.currentData()),
            language=str(self.language_combo.currentData()),
        )

    def save(self) -> bool:
        problem = self._save(self.settings())
        if problem is not None:
            self.error_label.setText(f"Not saved: {problem}.")
            self.error_label.show()
            return False
        self.accept()
        return True


def show_settings(window: Any) -> SettingsDialog | None:
    """The Settings dialog over the director's window (None without a settings link)."""
    link: SettingsLink | None = getattr(window, "settings_link", None)
    if link is None:
        return None
    from dealer_assist.house_books import BOOKS
    from dealer_assist.ui.director.new_tournament_form import book_title

    screens = [
        (screen.name(), f"{screen.name()} ({screen.size().width()}×{screen.size().height()})")
        for screen in QGuiApplication.screens()
    ]
    dialog = SettingsDialog(
        link.settings,
        link.save,
        spoken_words={k.value: a.text() for k, a in window.menus.spoken_actions.items()},
        screens=screens,
        books=[(book, book_title(book)) for book in BOOKS],
        parent=window,
    )
    if link.store.problem is not None:
        dialog.error_label.setText(link.store.problem)
        dialog.error_label.show()
    dialog.open()
    return dialog


def _combo(parent: QWidget, choices: Any, current: str) -> QComboBox:
    combo = QComboBox(parent)
    combo.setMinimumHeight(36)
    for value, text in choices:
        combo.addItem(text, value)
    found = combo.findData(current)
    combo.setCurrentIndex(max(found, 0))
    return combo
