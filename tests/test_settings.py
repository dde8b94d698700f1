"""This device's settings: their checks (Qt-free), where they live, and the INI file."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dealer_assist import paths
from dealer_assist.core.clock.announcements import DEFAULT_ON, Spoken
from dealer_assist.device_settings import (
    KEYS,
    SETTINGS_FILE_NAME,
    DeviceSettings,
    from_text,
    to_text,
)
from dealer_assist.house_books import BOOKS
from dealer_assist.ui.common.settings_store import SettingsStore

CHANGED = DeviceSettings(
    tv_payouts=False,
    sounds=False,
    speech=True,
    spoken=frozenset({"level", "one_minute"}),
    tv_screen="HDMI-1",
    house_book="applewood",
)


# --- the settings' names, defaults and checks (Qt-free) ------------------------------------


def test_the_defaults_are_what_the_app_did_before_there_were_settings() -> None:
    settings = DeviceSettings()
    assert (settings.sounds, settings.speech, settings.tv_payouts) == (True, False, True)
    assert settings.spoken_kinds() == DEFAULT_ON
    assert (settings.tv_screen, settings.house_book, settings.language) == ("", "ubetcha", "en")


def test_settings_go_to_text_and_back() -> None:
    text = to_text(CHANGED)
    assert text["sound/alerts"] == "false" and text["sound/spoken"] == "level,one_minute"
    assert text["schema_version"] == "1"
    assert from_text(text, BOOKS) == (CHANGED, [])
    # QSettings hands a comma list back as a list, and may give real booleans.
    raw: dict[str, object] = {
        **text,
        "sound/spoken": ["level", "one_minute"],
        "tv/payouts_panel": False,
    }
    assert from_text(raw, BOOKS) == (CHANGED, [])


def test_each_bad_value_is_named_and_left_at_its_default_the_good_ones_kept() -> None:
    raw = {
        "tv/payouts_panel": "maybe",
        "sound/spoken": "level,shout",
        "new_tournament/house_book": "poker-stars",
        "sound/language": "fr",
        "tv/theme": "pink",
        "sound/alerts": "off",  # good
        "tv/screen": "DP-2",  # good: any name
        "favourite": "yes",
    }
    settings, problems = from_text(raw, BOOKS)
    assert settings == DeviceSettings(sounds=False, tv_screen="DP-2")
    assert "tv/payouts_panel = 'maybe': not true or false" in problems
    assert "sound/spoken = 'level,shout': unknown announcement shout" in problems
    assert any(
        p.startswith("new_tournament/house_book = 'poker-stars': not a house book")
        for p in problems
    )
    assert "sound/language = 'fr': not one of en" in problems  # English only: no translations
    assert "tv/theme = 'pink': not one of dark" in problems
    assert "'favourite' is not a setting (ignored)" in problems
    assert len(problems) == 6


def test_a_file_from_a_newer_version_is_not_read() -> None:
    settings, problems = from_text({"schema_version": "9", "sound/alerts": "false"})
    assert settings == DeviceSettings()
    assert problems == ["schema_version = '9': written by a newer Dealer Assist"]


def test_every_setting_has_one_key() -> None:
    assert set(KEYS) == set(DeviceSettings.__struct_fields__)
    assert len(set(KEYS.values())) == len(KEYS)
    assert {kind.value for kind in Spoken} >= DeviceSettings().spoken


def test_the_settings_module_loads_no_qt() -> None:
    script = (
        "import sys, dealer_assist.device_settings, dealer_assist.core.new_tournament\n"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# --- where they live ----------------------------------------------------------------------------


def test_the_config_folder_follows_the_overrides(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(paths.CONFIG_DIR_ENV, raising=False)
    monkeypatch.delenv(paths.DATA_DIR_ENV, raising=False)
    assert paths.config_dir(tmp_path / "data") == tmp_path / "data" / "config"  # --data-dir
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "env-data"))
    assert paths.config_dir() == tmp_path / "env-data" / "config"
    monkeypatch.setenv(paths.CONFIG_DIR_ENV, str(tmp_path / "conf"))
    assert paths.config_dir(tmp_path / "data") == tmp_path / "conf"
    assert not (tmp_path / "conf").exists()  # nothing made until a save


def test_without_overrides_the_platform_s_user_config_folder(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import platformdirs

    monkeypatch.delenv(paths.CONFIG_DIR_ENV, raising=False)
    monkeypatch.delenv(paths.DATA_DIR_ENV, raising=False)
    expected = Path(platformdirs.user_config_dir("dealer-assist", appauthor=False))
    assert paths.config_dir() == expected


# --- the INI file through QSettings ---------------------------------------------------------


def store(folder: Path) -> SettingsStore:
    return SettingsStore.in_folder(folder, tuple(BOOKS))


def test_no_file_is_the_defaults_and_nothing_is_written(qtbot: QtBot, tmp_path: Path) -> None:
    kept = store(tmp_path / "config")
    assert kept.load() == DeviceSettings()
    assert kept.problem is None and kept.writable
    assert not (tmp_path / "config").exists()


def test_saved_settings_come_back_in_an_ini_file(qtbot: QtBot, tmp_path: Path) -> None:
    kept = store(tmp_path / "config")
    kept.load()
    kept.save(CHANGED)
    path = tmp_path / "config" / SETTINGS_FILE_NAME
    text = path.read_text()
    assert "[sound]" in text and "alerts=false" in text and "house_book=applewood" in text
    again = store(tmp_path / "config")
    assert again.load() == CHANGED and again.problem is None


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"[tv]\npayouts_panel=maybe\n[sound]\nalerts=false\n", "tv/payouts_panel = 'maybe'"),
        (b"\x00\xff\xfe[[[not settings\n", "it is not text"),
        (b"[General]\nschema_version=7\n", "written by a newer Dealer Assist"),
    ],
    ids=["bad-value", "binary", "newer"],
)
def test_a_file_that_cannot_be_used_is_told_and_kept_until_the_person_saves(
    qtbot: QtBot, tmp_path: Path, content: bytes, words: str
) -> None:
    folder = tmp_path / "config"
    folder.mkdir()
    path = folder / SETTINGS_FILE_NAME
    path.write_bytes(content)
    kept = store(folder)
    settings = kept.load()
    assert kept.problem is not None and words in kept.problem
    assert str(path) in kept.problem and "kept as it is until you save" in kept.problem
    if words.startswith("tv/"):
        assert settings == DeviceSettings(sounds=False)  # the good value still counts
    else:
        assert settings == DeviceSettings()
    # A menu change is in force, but does not overwrite the file.
    kept.keep(DeviceSettings(speech=True))
    assert kept.current.speech and path.read_bytes() == content
    # The person's own save replaces it.
    kept.save(CHANGED)
    assert kept.problem is None
    assert store(folder).load() == CHANGED


def test_a_folder_in_the_file_s_place_is_told_and_a_save_says_why_not(
    qtbot: QtBot, tmp_path: Path
) -> None:
    (tmp_path / "config" / SETTINGS_FILE_NAME).mkdir(parents=True)
    kept = store(tmp_path / "config")
    assert kept.load() == DeviceSettings()
    assert kept.problem is not None and "cannot be read" in kept.problem
    with pytest.raises(OSError):
        kept.save(CHANGED)
    assert kept.current == DeviceSettings()  # not in force when it was not saved
