"""Clock alerts a room notices: one sound per alert (QSoundEffect) and a timed colour flash.

The flash is a pure function of the alert's time and `now_ms`, so it needs no timer of its
own: the view asks `Flash.ms_until_change` and folds it into its single repaint timer.
"""

from __future__ import annotations

import enum
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QUrl, Signal
from PySide6.QtGui import QColor

from dealer_assist.core.clock.alerts import Alert, AlertKind
from dealer_assist.resources import resource_path
from dealer_assist.ui.common import theme

logger = logging.getLogger(__name__)

FLASH_DURATION_MS = 8_000
FLASH_HALF_PERIOD_MS = 500
# An alert older than this when first seen (the machine slept, the window opened late) is
# shown but not sounded: a chime for something that happened minutes ago misleads the room.
STALE_SOUND_MS = 5_000


class SoundCue(enum.Enum):
    """The three sounds, one WAV each in resources/sounds/."""

    WARNING = "warning"
    LEVEL = "level"
    BREAK = "break"


CUE_FOR_KIND: dict[AlertKind, SoundCue] = {
    AlertKind.ONE_MINUTE_LEFT: SoundCue.WARNING,
    AlertKind.BREAK_ENDS_SOON: SoundCue.WARNING,
    AlertKind.LEVEL_CHANGED: SoundCue.LEVEL,
    AlertKind.BREAK_ENDED: SoundCue.LEVEL,
    AlertKind.BREAK_STARTED: SoundCue.BREAK,
    AlertKind.COLOUR_UP_DUE: SoundCue.BREAK,
}

# When several alerts share an instant (a break starts and a colour-up is due), one sound
# plays: the most important.
_CUE_PRIORITY = {SoundCue.BREAK: 3, SoundCue.LEVEL: 2, SoundCue.WARNING: 1}

FLASH_COLOUR_FOR_KIND: dict[AlertKind, QColor] = {
    AlertKind.ONE_MINUTE_LEFT: theme.WARNING,
    AlertKind.BREAK_ENDS_SOON: theme.WARNING,
    AlertKind.LEVEL_CHANGED: theme.GOOD,
    AlertKind.BREAK_ENDED: theme.GOOD,
    AlertKind.BREAK_STARTED: theme.BREAK,
    AlertKind.COLOUR_UP_DUE: theme.COLOUR_UP,
}


@dataclass(frozen=True, slots=True)
class Flash:
    """A banner with the alert's text, its background blinking for FLASH_DURATION_MS."""

    kind: AlertKind
    text: str
    started_ms: int
    notice: bool = False  # not a clock moment (a sound check): shown even when stopped

    def active(self, now_ms: int) -> bool:
        return self.started_ms <= now_ms < self.started_ms + FLASH_DURATION_MS

    def lit(self, now_ms: int) -> bool:
        """True in the bright half of each blink."""
        return self.active(now_ms) and ((now_ms - self.started_ms) // FLASH_HALF_PERIOD_MS) % 2 == 0

    def colour(self) -> QColor:
        return FLASH_COLOUR_FOR_KIND[self.kind]

    def ms_until_change(self, now_ms: int) -> int | None:
        """Milliseconds until the blink next toggles or ends; None once it is over."""
        if not self.active(now_ms):
            return None if now_ms >= self.started_ms else self.started_ms - now_ms
        elapsed_ms = now_ms - self.started_ms
        return FLASH_HALF_PERIOD_MS - elapsed_ms % FLASH_HALF_PERIOD_MS


def alert_time_ms(alert: Alert) -> int:
    return int(alert.at_ms)


class AlertPlayer(QObject):
    """Plays each alert's cue once, on the one window that owns the sound.

    It remembers the time of the last alert handled, so an alert is never sounded twice, even
    when the clock is re-read over the same interval after an undo or a reload of the state.
    Without an audio device (or without QtMultimedia) it stays silent, logs one warning and
    keeps counting requests.

    Signals:
        sound_requested(str): a cue was due (its SoundCue value), audible or not.
    """

    sound_requested = Signal(str)

    def __init__(
        self,
        *,
        start_ms: int,
        sounds_dir: Path | None = None,
        enabled: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._last_handled_ms = start_ms
        self._muted = not enabled
        self._effects: dict[SoundCue, object] = {}
        self._silence: str | None = None  # why sounds cannot play, once known
        self.requested: list[SoundCue] = []
        if enabled:
            self._load_effects(sounds_dir or resource_path("sounds"))

    @property
    def available(self) -> bool:
        """True when sounds can be heard (effects loaded and an output device exists)."""
        return bool(self._effects)

    @property
    def muted(self) -> bool:
        return self._muted

    @property
    def silent_reason(self) -> str | None:
        """Why alerts cannot be heard here ("muted", "no audio output device"...); None when
        they can."""
        if self._muted:
            return "muted"
        if not self._effects:
            return self._silence or "the alert sounds are not loaded"
        return None

    def test_sound(self) -> str | None:
        """Play the level-change sound now, to check the room's speakers before play: None
        when it played, else why it cannot be heard."""
        reason = self.silent_reason
        if reason is None:
            self._effects[SoundCue.LEVEL].play()  # type: ignore[attr-defined]
        return reason

    @staticmethod
    def output_name() -> str:
        """The audio output sounds go to (the system default), for the director to check."""
        try:
            from PySide6.QtMultimedia import QMediaDevices
        except ImportError:
            return "none"
        return QMediaDevices.defaultAudioOutput().description() or "the default output"

    def set_muted(self, muted: bool) -> None:
        self._muted = muted

    @property
    def last_handled_ms(self) -> int:
        return self._last_handled_ms

    def handle(self, alerts: Sequence[Alert], now_ms: int) -> list[Alert]:
        """Take the alerts of one clock read; sound at most one cue; return the new ones."""
        new = [a for a in alerts if alert_time_ms(a) > self._last_handled_ms]
        if not new:
            return []
        self._last_handled_ms = max(alert_time_ms(a) for a in new)
        fresh = [a for a in new if now_ms - alert_time_ms(a) <= STALE_SOUND_MS]
        if fresh:
            latest_ms = max(alert_time_ms(a) for a in fresh)
            cue = max(
                (CUE_FOR_KIND[a.kind] for a in fresh if alert_time_ms(a) == latest_ms),
                key=_CUE_PRIORITY.__getitem__,
            )
            self._play(cue)
        else:
            logger.info("%d stale alert(s) shown without sound", len(new))
        return new

    def _play(self, cue: SoundCue) -> None:
        self.requested.append(cue)
        self.sound_requested.emit(cue.value)
        effect = self._effects.get(cue)
        if effect is None or self._muted:
            return
        effect.play()  # type: ignore[attr-defined]

    def _load_effects(self, sounds_dir: Path) -> None:
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except ImportError as error:  # e.g. libpulse0 missing
            self._warn_silent(f"QtMultimedia unavailable ({error})")
            return
        if not QMediaDevices.audioOutputs():
            self._warn_silent("no audio output device")
            return
        for cue in SoundCue:
            path = sounds_dir / f"{cue.value}.wav"
            if not path.is_file():
                self._warn_silent(f"missing sound file {path}")
                self._effects.clear()
                return
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(1.0)
            effect.statusChanged.connect(lambda e=effect: self._on_status(e))
            self._effects[cue] = effect

    def _on_status(self, effect: object) -> None:
        from PySide6.QtMultimedia import QSoundEffect

        if effect.status() == QSoundEffect.Status.Error:  # type: ignore[attr-defined]
            self._warn_silent("a sound failed to load or play")
            self._effects.clear()

    def _warn_silent(self, reason: str) -> None:
        if self._silence is None:
            logger.warning("clock alerts will be silent: %s", reason)
            self._silence = reason
