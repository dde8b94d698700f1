"""AlertPlayer sounds each alert once (silent without audio); Flash blinks as a function of time."""

from __future__ import annotations

import importlib.util
import logging
import wave
from pathlib import Path

import pytest

from dealer_assist.core.clock.alerts import Alert, AlertKind
from dealer_assist.resources import resource_path
from dealer_assist.ui.tv.alert_player import (
    FLASH_DURATION_MS,
    FLASH_HALF_PERIOD_MS,
    STALE_SOUND_MS,
    AlertPlayer,
    Flash,
    SoundCue,
)

T0 = 1_700_000_000_000


def alert(kind: AlertKind, at_ms: int) -> Alert:
    return Alert(kind=kind, at_ms=at_ms, period_index=0, text=kind.value)


@pytest.fixture
def player(qtbot: object) -> AlertPlayer:
    # enabled=False: no QSoundEffect; requests are still recorded (the state under test).
    return AlertPlayer(start_ms=T0, enabled=False)


def test_an_alert_requests_its_cue_once(player: AlertPlayer, qtbot) -> None:
    with qtbot.waitSignal(player.sound_requested) as blocker:
        new = player.handle([alert(AlertKind.LEVEL_CHANGED, T0 + 1000)], T0 + 1001)
    assert blocker.args == ["level"]
    assert [a.kind for a in new] == [AlertKind.LEVEL_CHANGED]
    assert player.requested == [SoundCue.LEVEL]


def test_the_same_alert_handed_again_is_not_sounded_again(player: AlertPlayer) -> None:
    # An undo or a reload re-reads the same interval: the alert comes back, the sound does not.
    first = alert(AlertKind.ONE_MINUTE_LEFT, T0 + 5000)
    player.handle([first], T0 + 5001)
    assert player.handle([first], T0 + 5002) == []
    assert player.handle([alert(AlertKind.ONE_MINUTE_LEFT, T0 + 5000)], T0 + 9000) == []
    assert player.requested == [SoundCue.WARNING]
    assert player.last_handled_ms == T0 + 5000


def test_alerts_before_the_player_started_are_ignored(player: AlertPlayer) -> None:
    assert player.handle([alert(AlertKind.BREAK_STARTED, T0 - 1)], T0 + 10) == []
    assert player.requested == []


def test_simultaneous_alerts_make_one_sound_the_most_important(player: AlertPlayer) -> None:
    # A break starting with a colour-up: one chime, the break's.
    batch = [alert(AlertKind.BREAK_STARTED, T0 + 100), alert(AlertKind.COLOUR_UP_DUE, T0 + 100)]
    assert len(player.handle(batch, T0 + 200)) == 2
    assert player.requested == [SoundCue.BREAK]


def test_after_a_sleep_only_the_fresh_alert_is_sounded(player: AlertPlayer) -> None:
    now = T0 + 600_000
    batch = [
        alert(AlertKind.ONE_MINUTE_LEFT, now - 120_000),  # long past: shown, not sounded
        alert(AlertKind.LEVEL_CHANGED, now - STALE_SOUND_MS - 1),
        alert(AlertKind.ONE_MINUTE_LEFT, now - 1000),
    ]
    assert len(player.handle(batch, now)) == 3
    assert player.requested == [SoundCue.WARNING]


def test_only_stale_alerts_make_no_sound(player: AlertPlayer) -> None:
    now = T0 + 600_000
    assert len(player.handle([alert(AlertKind.LEVEL_CHANGED, now - 60_000)], now)) == 1
    assert player.requested == []


@pytest.mark.parametrize(
    ("kind", "cue"),
    [
        (AlertKind.ONE_MINUTE_LEFT, SoundCue.WARNING),
        (AlertKind.BREAK_ENDS_SOON, SoundCue.WARNING),
        (AlertKind.LEVEL_CHANGED, SoundCue.LEVEL),
        (AlertKind.BREAK_ENDED, SoundCue.LEVEL),
        (AlertKind.BREAK_STARTED, SoundCue.BREAK),
        (AlertKind.COLOUR_UP_DUE, SoundCue.BREAK),
    ],
)
def test_every_alert_kind_has_a_cue(player: AlertPlayer, kind: AlertKind, cue: SoundCue) -> None:
    player.handle([alert(kind, T0 + 1)], T0 + 2)
    assert player.requested == [cue]


def test_without_an_audio_device_it_is_silent_and_warns_once(qtbot, caplog) -> None:
    from PySide6.QtMultimedia import QMediaDevices

    if QMediaDevices.audioOutputs():
        pytest.skip("this machine has an audio output")
    with caplog.at_level(logging.WARNING, logger="dealer_assist.ui.tv.alert_player"):
        player = AlertPlayer(start_ms=T0)
        player.handle([alert(AlertKind.LEVEL_CHANGED, T0 + 1)], T0 + 2)
        player.handle([alert(AlertKind.BREAK_STARTED, T0 + 3)], T0 + 4)
    assert not player.available
    assert player.requested == [SoundCue.LEVEL, SoundCue.BREAK]
    warnings = [r for r in caplog.records if "silent" in r.getMessage()]
    assert len(warnings) == 1


def test_a_missing_sound_folder_leaves_the_player_silent(qtbot, tmp_path: Path) -> None:
    player = AlertPlayer(start_ms=T0, sounds_dir=tmp_path)
    assert not player.available
    player.handle([alert(AlertKind.LEVEL_CHANGED, T0 + 1)], T0 + 2)
    assert player.requested == [SoundCue.LEVEL]


def test_muting_keeps_counting_requests(player: AlertPlayer) -> None:
    player.set_muted(True)
    player.handle([alert(AlertKind.LEVEL_CHANGED, T0 + 1)], T0 + 2)
    assert player.muted
    assert player.requested == [SoundCue.LEVEL]


# -- Flash: a pure function of the alert's time -------------------------------------------------


def test_flash_blinks_then_ends() -> None:
    flash = Flash(AlertKind.LEVEL_CHANGED, "LEVEL 2", T0)
    assert flash.lit(T0)
    assert not flash.lit(T0 + FLASH_HALF_PERIOD_MS)
    assert flash.lit(T0 + 2 * FLASH_HALF_PERIOD_MS)
    assert flash.active(T0 + FLASH_DURATION_MS - 1)
    assert not flash.active(T0 + FLASH_DURATION_MS)
    assert not flash.lit(T0 + FLASH_DURATION_MS)


def test_flash_says_when_it_next_changes() -> None:
    flash = Flash(AlertKind.ONE_MINUTE_LEFT, "ONE MINUTE LEFT", T0)
    assert flash.ms_until_change(T0 + 100) == FLASH_HALF_PERIOD_MS - 100
    assert flash.ms_until_change(T0 + FLASH_HALF_PERIOD_MS) == FLASH_HALF_PERIOD_MS
    assert flash.ms_until_change(T0 + FLASH_DURATION_MS) is None


def test_flash_colour_follows_the_kind() -> None:
    level = Flash(AlertKind.LEVEL_CHANGED, "", T0).colour()
    warning = Flash(AlertKind.ONE_MINUTE_LEFT, "", T0).colour()
    break_ = Flash(AlertKind.BREAK_STARTED, "", T0).colour()
    assert len({level.name(), warning.name(), break_.name()}) == 3


# -- The committed WAVs --------------------------------------------------------------------------


@pytest.mark.parametrize("cue", list(SoundCue))
def test_each_cue_has_a_short_mono_wav(cue: SoundCue) -> None:
    with wave.open(str(resource_path("sounds", f"{cue.value}.wav"))) as wav:
        seconds = wav.getnframes() / wav.getframerate()
        assert (wav.getnchannels(), wav.getsampwidth()) == (1, 2)
        assert 0.3 < seconds < 2.0


def test_committed_wavs_are_what_the_generator_makes(tmp_path: Path) -> None:
    script = resource_path("sounds", "make_sounds.py")
    spec = importlib.util.spec_from_file_location("make_sounds", script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    written = module.write_all(tmp_path)
    assert {p.stem for p in written} == {c.value for c in SoundCue}
    contents = set()
    for path in written:
        committed = resource_path("sounds", path.name).read_bytes()
        assert path.read_bytes() == committed, f"{path.name} differs: regenerate the sounds"
        contents.add(committed)
    assert len(contents) == 3  # three distinct cues


def test_a_silent_player_says_why_and_its_sound_check_plays_nothing(
    player: AlertPlayer, tmp_path: Path
) -> None:
    assert player.silent_reason == player.test_sound() == "muted"
    assert player.requested == []  # a sound check is not an alert
    no_files = AlertPlayer(start_ms=T0, sounds_dir=tmp_path)  # no WAVs (or no device) here
    reason = no_files.silent_reason
    assert reason is not None and no_files.test_sound() == reason
    no_files.set_muted(True)
    assert no_files.silent_reason == "muted"
