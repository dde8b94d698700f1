"""This device's settings in an INI file through QSettings (`store/device_settings` decides).

Nothing is written until `save()`: a file that cannot be read, or holds values that make no
sense, leaves the defaults in use and `problem` saying so (the window tells the person once),
and keeps its bytes until the person saves from the Settings dialog.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings

from dealer_assist.device_settings import (
    SETTINGS_FILE_NAME,
    DeviceSettings,
    from_text,
    to_text,
)

if TYPE_CHECKING:
    from os import PathLike

logger = logging.getLogger(__name__)


def device_settings(data_dir: str | PathLike[str] | None = None) -> SettingsStore:
    """This device's settings, loaded (`paths.config_dir`: beside a `--data-dir`, so a test or
    a second instance keeps its own)."""
    from dealer_assist import paths
    from dealer_assist.house_books import BOOKS

    store = SettingsStore.in_folder(paths.config_dir(data_dir), tuple(BOOKS))
    store.load()
    return store


class SettingsStore:
    """The settings file of this device; `current` is what is in force."""

    def __init__(self, path: Path, books: tuple[str, ...] = ()) -> None:
        self.path = Path(path)
        self._books = books
        self.current = DeviceSettings()
        self.problem: str | None = None  # why the file was not used as it is, once loaded

    @classmethod
    def in_folder(cls, folder: Path, books: tuple[str, ...] = ()) -> SettingsStore:
        return cls(Path(folder) / SETTINGS_FILE_NAME, books)

    def load(self) -> DeviceSettings:
        """Read the file (a missing one is the defaults, no problem); `current` becomes it."""
        self.current, problems = DeviceSettings(), []
        if self.path.exists():
            problems = _unreadable(self.path)
            if not problems:
                settings = QSettings(str(self.path), QSettings.Format.IniFormat)
                status = settings.status()
                if status != QSettings.Status.NoError:
                    problems = [f"it cannot be read ({status.name})"]
                else:
                    # An empty key is a line QSettings could not make sense of.
                    raw = {key: settings.value(key) if key else "" for key in settings.allKeys()}
                    self.current, problems = from_text(raw, self._books)
        self.problem = None
        if problems:
            self.problem = (
                f"The settings file {self.path} was not used as it is ({'; '.join(problems)}):"
                " the defaults stand in for what could not be used, and the file is kept as it"
                " is until you save from Edit > Settings."
            )
            logger.warning("%s", self.problem)
        return self.current

    @property
    def writable(self) -> bool:
        """False while a file that could not be used waits for the person's own save."""
        return self.problem is None

    def save(self, settings: DeviceSettings) -> None:
        """Write every setting; OSError when it cannot be written (`current` unchanged)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise OSError(f"cannot make {self.path.parent}: {exc.strerror or exc}") from exc
        if self.path.exists() and not os.access(self.path, os.W_OK):
            raise OSError(f"{self.path} cannot be written")
        if self.problem is not None and self.path.exists():
            self.path.unlink()  # the person chose to replace what could not be read
        file = QSettings(str(self.path), QSettings.Format.IniFormat)
        for key, text in to_text(settings).items():
            file.setValue(key, text)
        file.sync()
        if file.status() != QSettings.Status.NoError:
            raise OSError(f"{self.path} cannot be written ({file.status().name})")
        self.current = settings
        self.problem = None

    def keep(self, settings: DeviceSettings) -> None:
        """A change made from a menu: saved, unless the file waits for the person's save
        (then it is in force until the app closes)."""
        if not self.writable:
            self.current = settings
            return
        try:
            self.save(settings)
        except OSError as exc:
            logger.warning("settings not saved: %s", exc)
            self.current = settings


def _unreadable(path: Path) -> list[str]:
    """Why the file is not a settings file at all (empty when it may be one)."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        return [f"it cannot be read ({exc.strerror or exc})"]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return ["it is not text"]
    return ["it is not text"] if "\0" in text else []
