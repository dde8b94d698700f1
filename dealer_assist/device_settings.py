"""What one device remembers between launches: each setting's key, default and check, Qt-free.

Only this computer's choices (how its TV clock looks and sounds, where it shows, what a new
tournament starts from); a tournament's own data stays in its journal. The values are read
and written as text (an INI file through QSettings, `ui/common/settings_store.py`): a value
that cannot be understood is named in `problems` and its default used instead.
"""

from __future__ import annotations

from collections.abc import Mapping

import msgspec

from dealer_assist.core.clock.announcements import DEFAULT_ON, Spoken

SCHEMA_VERSION = 1
SETTINGS_FILE_NAME = "settings.ini"

# What the TV clock can show today: one theme, and the payouts panel taking turns with the
# room's figures or not (portrait or landscape follows the screen by itself).
THEMES: Mapping[str, str] = {"dark": "Dark, high contrast"}
# The announcer speaks English only: the language is kept for when it speaks more.
LANGUAGES: Mapping[str, str] = {"en": "English"}


def _default_spoken() -> frozenset[str]:
    return frozenset(kind.value for kind in DEFAULT_ON)


class DeviceSettings(msgspec.Struct, frozen=True):
    """The device's settings. `tv_screen`: the TV's screen by name ("" : the second one);
    `spoken`: the kinds of announcement said aloud (`core.clock.announcements.Spoken` values)."""

    tv_theme: str = "dark"
    tv_payouts: bool = True
    sounds: bool = True
    speech: bool = False
    spoken: frozenset[str] = msgspec.field(default_factory=_default_spoken)
    tv_screen: str = ""
    house_book: str = "ubetcha"
    language: str = "en"

    def spoken_kinds(self) -> frozenset[Spoken]:
        return frozenset(Spoken(value) for value in self.spoken)


# Field -> key in the file (QSettings groups by the part before the slash).
KEYS: Mapping[str, str] = {
    "tv_theme": "tv/theme",
    "tv_payouts": "tv/payouts_panel",
    "tv_screen": "tv/screen",
    "sounds": "sound/alerts",
    "speech": "sound/speech",
    "spoken": "sound/spoken",
    "language": "sound/language",
    "house_book": "new_tournament/house_book",
}
VERSION_KEY = "schema_version"


def to_text(settings: DeviceSettings) -> dict[str, str]:
    """Every setting as its key and text, with the schema version."""
    result = {VERSION_KEY: str(SCHEMA_VERSION)}
    for name, key in KEYS.items():
        value = getattr(settings, name)
        if isinstance(value, bool):
            result[key] = "true" if value else "false"
        elif isinstance(value, frozenset):
            result[key] = ",".join(sorted(value))
        else:
            result[key] = str(value)
    return result


def from_text(
    raw: Mapping[str, object], books: tuple[str, ...] = ()
) -> tuple[DeviceSettings, list[str]]:
    """The settings in `raw` (key -> value as read), each bad one at its default; and what
    was wrong, one line each, in words a person can act on. `books`: the house books this
    copy ships (a default book among them), when known."""
    defaults = DeviceSettings()
    values: dict[str, object] = {}
    problems: list[str] = []
    version = raw.get(VERSION_KEY)
    if version is not None and _text(version) not in {str(v) for v in range(1, SCHEMA_VERSION + 1)}:
        problems.append(f"{VERSION_KEY} = {_text(version)!r}: written by a newer Dealer Assist")
        return defaults, problems
    unknown = sorted(key for key in raw if key not in KEYS.values() and key != VERSION_KEY)
    if unknown:
        named = ", ".join(repr(key) for key in unknown if key)
        problems.append(
            f"{named or 'lines'} {'are' if len(unknown) > 1 else 'is'} not a setting (ignored)"
            if named
            else "it holds lines that are not settings (ignored)"
        )
    for name in DeviceSettings.__struct_fields__:
        key = KEYS[name]
        if key not in raw:
            continue
        text = _text(raw[key])
        try:
            values[name] = _parse(name, text, books)
        except ValueError as exc:
            problems.append(f"{key} = {text!r}: {exc}")
    return DeviceSettings(**values), problems  # type: ignore[arg-type]


def _parse(name: str, text: str, books: tuple[str, ...]) -> object:
    if name in ("tv_payouts", "sounds", "speech"):
        lowered = text.strip().lower()
        if lowered in ("true", "1", "yes", "on"):
            return True
        if lowered in ("false", "0", "no", "off"):
            return False
        raise ValueError("not true or false")
    if name == "spoken":
        known = {kind.value for kind in Spoken}
        chosen = frozenset(part.strip() for part in text.split(",") if part.strip())
        unknown = sorted(chosen - known)
        if unknown:
            raise ValueError(f"unknown announcement {', '.join(unknown)}")
        return chosen
    if name == "tv_theme":
        return _one_of(text, THEMES)
    if name == "language":
        return _one_of(text, LANGUAGES)
    if name == "house_book":
        if books and text not in books:
            raise ValueError(f"not a house book (one of {', '.join(books)})")
        return text
    return text  # tv_screen: any name (a screen not plugged in falls back to the default)


def _one_of(text: str, choices: Mapping[str, str]) -> str:
    if text not in choices:
        raise ValueError(f"not one of {', '.join(choices)}")
    return text


def _text(value: object) -> str:
    """A value as QSettings hands it back: text, a bool, or a list (a comma in an INI value)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list | tuple):
        return ",".join(str(part) for part in value)
    return "" if value is None else str(value)
