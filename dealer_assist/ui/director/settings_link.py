"""The link that keeps a director window and this device's settings in step.

Made with every director window (app.py), so it loads before the first paint: the Settings
dialog itself (settings_dialog, its widgets) loads when first opened.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from dealer_assist.device_settings import DeviceSettings
from dealer_assist.ui.common.settings_store import SettingsStore


class SettingsLink(QObject):
    """Keeps a director window and this device's settings in step (made by app.py)."""

    def __init__(self, window: Any, store: SettingsStore) -> None:
        super().__init__(window)
        self.window = window
        self.store = store
        self._applying = False
        window.menus.mute_action.toggled.connect(lambda _on: self._menu_changed())
        window.menus.speech_action.toggled.connect(lambda _on: self._menu_changed())
        for action in window.menus.spoken_actions.values():
            action.toggled.connect(lambda _on: self._menu_changed())

    @property
    def settings(self) -> DeviceSettings:
        return self.store.current

    def apply(self, settings: DeviceSettings) -> None:
        """Put the settings in force on the window (and its TV clock, if open)."""
        window = self.window
        self._applying = True
        try:
            for kind, action in window.menus.spoken_actions.items():
                action.setChecked(kind.value in settings.spoken)
            # Only what differs: the sound and speech engines load when first needed.
            if window.menus.mute_action.isChecked() == settings.sounds:
                window.set_alerts_muted(not settings.sounds)
            if window.menus.speech_action.isChecked() != settings.speech:
                window.toggle_speech(settings.speech)
            tv = window.tv_window()
            if tv is not None:
                tv.apply_settings(settings)
        finally:
            self._applying = False

    def save(self, settings: DeviceSettings) -> str | None:
        """The dialog's Save: written, then in force; or why it could not be written."""
        try:
            self.store.save(settings)
        except OSError as exc:
            return str(exc)
        self.apply(settings)
        self.window.show_status(f"Settings saved in {self.store.path}.")
        return None

    def _menu_changed(self) -> None:
        if self._applying:
            return
        window = self.window
        current = self.store.current
        changed = DeviceSettings(
            tv_theme=current.tv_theme,
            tv_payouts=current.tv_payouts,
            sounds=not window.menus.mute_action.isChecked(),
            speech=window.menus.speech_action.isChecked(),
            spoken=frozenset(
                k.value for k, a in window.menus.spoken_actions.items() if a.isChecked()
            ),
            tv_screen=current.tv_screen,
            house_book=current.house_book,
            language=current.language,
        )
        if changed != current:
            self.store.keep(changed)


def attach_settings(window: Any, store: SettingsStore) -> SettingsLink:
    """Put the device's settings (loaded) on a new director window; a file that could not be
    used is told once, on the status line."""
    link = SettingsLink(window, store)
    window.settings_link = link
    link.apply(store.current)
    if store.problem is not None:
        window.show_status(store.problem, error=True)
    return link
