"""The player clock a dealer calls on a slow player: the house's seconds, then a final count.

The time is `player_clock_s` plus `player_clock_final_count_s` (30 + 10 = 40 s in the books).

`core.player_clock.read_player_clock` does the arithmetic; `PlayerClockView` shows it and
wakes only on second boundaries (RepaintTimer), sounding once when the final count begins.

Signals (PlayerClockView):
    final_count_started(int): the seat whose final count began (a sound is played).
    expired(int): the seat whose time ran out (the dealer rules the hand dead).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QUrl, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.core.hand.player_clock import (
    PlayerClockReading,
    clock_total_s,
    read_player_clock,
)
from dealer_assist.core.rules.house_rules import Citation, Decision, HouseRules
from dealer_assist.resources import resource_path
from dealer_assist.ui.common.wall_clock import NowMs, RepaintTimer

log = logging.getLogger(__name__)


class FinalCountSound(QObject):
    """One short sound at the final count (silent without an audio device; requests counted)."""

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.requested = 0
        self._effect: object | None = None
        self._path = path or resource_path("sounds", "warning.wav")

    def play(self) -> None:
        self.requested += 1
        if self._effect is None:
            self._effect = self._load()
        if self._effect:
            self._effect.play()  # type: ignore[attr-defined]

    def _load(self) -> object:
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except ImportError as error:  # libpulse0 missing
            log.warning("player clock will be silent: %s", error)
            return False
        if not QMediaDevices.audioOutputs() or not self._path.is_file():
            log.info("player clock will be silent: no audio output or sound file")
            return False
        effect = QSoundEffect(self)
        effect.setSource(QUrl.fromLocalFile(str(self._path)))
        return effect


STYLE = """
PlayerClockView QLabel#clockText { font-size: 24px; font-weight: bold; color: #ffffff; }
PlayerClockView QLabel#clockText[phase="final"] { color: #ff4d4d; font-size: 30px; }
PlayerClockView QProgressBar { min-height: 14px; max-height: 14px; border: 1px solid #3a404a;
    border-radius: 6px; background: #15181d; }
PlayerClockView QProgressBar::chunk { background: #33dd77; border-radius: 5px; }
PlayerClockView QProgressBar[phase="final"]::chunk { background: #ff4d4d; }
"""


class PlayerClockView(QWidget):
    """A "Clock" button, the seconds left and a bar; the seat it runs on is set by the owner."""

    final_count_started = Signal(int)
    expired = Signal(int)

    def __init__(
        self,
        rules: HouseRules,
        now_ms: NowMs,
        *,
        sound: FinalCountSound | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setStyleSheet(STYLE)
        self._rules = rules
        self._now_ms = now_ms
        self.sound = sound or FinalCountSound(parent=self)
        self.seat: int | None = None
        self.started_ms: int | None = None
        self._final_announced = False
        self._expired_announced = False
        self.reading: PlayerClockReading | None = None

        self.call_button = QPushButton("Clock")
        self.call_button.setMinimumSize(96, 64)
        self.call_button.setProperty("role", "clock")
        self.call_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.call_button.clicked.connect(self._toggle)
        self.text = QLabel("")
        self.text.setObjectName("clockText")
        self.text.setMinimumWidth(72)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.bar = QProgressBar()
        self.bar.setTextVisible(False)
        self.bar.setRange(0, max(1, clock_total_s(rules) * 1000))
        self.bar.hide()
        # The bar sits under the seconds, not beside them: the row it shares on a 1024 px
        # tablet must leave room for "Seat N Name to act" on one line.
        readout = QVBoxLayout()
        readout.setContentsMargins(0, 0, 0, 0)
        readout.setSpacing(2)
        readout.addWidget(self.text)
        readout.addWidget(self.bar)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.call_button)
        layout.addLayout(readout)
        self.bar.setFixedWidth(72)
        self.timer = RepaintTimer(self)
        self.timer.due.connect(self.refresh)
        self.set_rules(rules)

    @property
    def citation(self) -> Citation:
        return self._rules.cite(Decision.PLAYER_CLOCK)

    @property
    def running(self) -> bool:
        return self.started_ms is not None

    def set_rules(self, rules: HouseRules) -> None:
        self._rules = rules
        self.bar.setRange(0, max(1, clock_total_s(rules) * 1000))
        self.call_button.setToolTip(
            f"{rules.player_clock_s} s, then {rules.player_clock_final_count_s} s counted down: "
            f"{clock_total_s(rules)} s in all ({self.citation.label})"
        )

    def set_seat(self, seat: int | None) -> None:
        """The seat to act; a new seat (or none) stops a running clock."""
        if seat != self.seat:
            self.stop()
        self.seat = seat
        self.call_button.setEnabled(seat is not None)

    def start(self) -> None:
        if self.seat is None:
            return
        self.started_ms = self._now_ms()
        self._final_announced = False
        self._expired_announced = False
        self.call_button.setText("Stop")
        self.bar.show()
        self.refresh()

    def stop(self) -> None:
        self.started_ms = None
        self.reading = None
        self.timer.stop()
        self.call_button.setText("Clock")
        self.text.setText("")
        self.bar.hide()

    def refresh(self) -> None:
        """Read the injected time, redraw, announce the final count once, arm the next wake."""
        if self.started_ms is None or self.seat is None:
            return
        rules = self._rules
        reading = read_player_clock(
            self.started_ms,
            self._now_ms(),
            rules.player_clock_s,
            rules.player_clock_final_count_s,
        )
        self.reading = reading
        phase = "final" if reading.final_count or reading.expired else "normal"
        self.text.setProperty("phase", phase)
        self.bar.setProperty("phase", phase)
        for widget in (self.text, self.bar):
            widget.style().unpolish(widget)
            widget.style().polish(widget)
        self.bar.setValue(reading.remaining_ms)
        if reading.expired:
            self.text.setText("Time!")
            if not self._expired_announced:
                self._expired_announced = True
                self.expired.emit(self.seat)
        else:
            self.text.setText(f"{reading.seconds_shown} s")
        if reading.final_count and not self._final_announced:
            self._final_announced = True
            self.sound.play()
            self.final_count_started.emit(self.seat)
        self.timer.arm(reading.ms_to_next_change)

    def _toggle(self) -> None:
        if self.running:
            self.stop()
        else:
            self.start()
