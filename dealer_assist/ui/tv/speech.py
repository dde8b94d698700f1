"""Spoken announcements through Qt's text to speech, after the chime.

Which engine: the one asked for (tests use Qt's "mock"), else the system's ("speechd" on
Linux, the platform's own elsewhere). When none works the speaker says why, in words a
director can act on, and stays silent; the screen still shows every alert.
"""

from __future__ import annotations

import logging
import sys
from collections import deque

from PySide6.QtCore import QObject, QTimer, Signal

from dealer_assist.core.clock.announcements import Announcement

logger = logging.getLogger(__name__)

CHIME_GAP_MS = 1200  # the chime sounds first; speech starts once it has rung


def _install_hint() -> str:
    if sys.platform.startswith("linux"):
        return (
            "install speech-dispatcher and espeak-ng (sudo apt install speech-dispatcher espeak-ng)"
        )
    return "turn on the system's speech in its settings"


class Speaker(QObject):
    """Says announcements one after another. `problem` is None when speech works.

    Signals:
        spoken(str): the words handed to the engine (what the room hears).
    """

    spoken = Signal(str)

    def __init__(self, engine: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[str] = deque()
        self._tts = None
        self.problem: str | None = None
        self.enabled = True
        try:
            from PySide6.QtTextToSpeech import QTextToSpeech
        except ImportError as exc:  # a build without the module, or libpulse missing
            self.problem = f"spoken announcements are off: Qt's speech module cannot load ({exc})"
            return
        engines = QTextToSpeech.availableEngines()
        chosen = engine or next((e for e in engines if e != "mock"), None)
        if chosen is None or chosen not in engines:
            self.problem = (
                f"spoken announcements are off: no speech engine is installed; {_install_hint()}"
            )
            return
        tts = QTextToSpeech(chosen, self)
        if tts.state() == QTextToSpeech.State.Error:
            self.problem = (
                f"spoken announcements are off: the speech engine ({chosen}) does not start;"
                f" {_install_hint()}"
            )
            return
        tts.stateChanged.connect(self._state_changed)
        self._tts = tts

    @property
    def available(self) -> bool:
        return self._tts is not None

    def announce(self, announcements: list[Announcement], *, after_chime: bool = True) -> None:
        """Queue the words; the first is said once the chime has rung."""
        if not self.enabled or self._tts is None or not announcements:
            return
        idle = not self._queue
        self._queue.extend(a.words for a in announcements)
        if idle:
            QTimer.singleShot(CHIME_GAP_MS if after_chime else 0, self, self._next)

    def _next(self) -> None:
        from PySide6.QtTextToSpeech import QTextToSpeech

        if self._tts is None or not self._queue:
            return
        if self._tts.state() == QTextToSpeech.State.Speaking:
            return  # _state_changed goes on when it is done
        words = self._queue.popleft()
        self._tts.say(words)
        self.spoken.emit(words)

    def _state_changed(self, state: object) -> None:
        from PySide6.QtTextToSpeech import QTextToSpeech

        if state == QTextToSpeech.State.Ready and self._queue:
            self._next()
