"""The tournament clock face: one widget for the TV window and the director's mini clock.

The view reads a `ClockFeed` (the tournament state and a `now_ms()` time source), turns it
into a `ClockFace` (every string and colour shown) and repaints only when the face changes, and
only what changed: the bands whose text changed and, in the time, the characters that changed
(most seconds, one digit). A single-shot `RepaintTimer` wakes it just before the next second
boundary the core predicts, and the view waits out the last few milliseconds itself: Qt's
timers wake a few milliseconds late, and the room should see the new second on time.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any, Protocol

import msgspec
from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QRegion,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from dealer_assist.core.clock.clock import (
    ClockAnchor,
    ClockError,
    ClockReading,
    format_clock,
    ms_until_display_change,
    read_clock,
)
from dealer_assist.core.clock.sales import on_sale
from dealer_assist.core.clock.structure import Break, ChipDenomination, Level, Structure
from dealer_assist.ui.common import theme
from dealer_assist.ui.common.wall_clock import RepaintTimer

if TYPE_CHECKING:
    from dealer_assist.core.clock.alerts import Alert, AlertKind
    from dealer_assist.core.tournament import TournamentState
    from dealer_assist.ui.tv.alert_player import AlertPlayer, Flash

logger = logging.getLogger(__name__)

NO_VALUE = "—"


class ClockFeed(Protocol):
    """Where a clock display gets its state: a local session today, a LAN replica later.

    The owner calls `ClockView.refresh()` whenever `tournament()` may have changed.
    """

    def tournament(self) -> TournamentState | None: ...

    def now_ms(self) -> int: ...


class Stat(msgspec.Struct, frozen=True):
    label: str
    value: str


class ClockFace(msgspec.Struct, frozen=True):
    """Everything the clock shows; two equal faces paint the same pixels."""

    title: str = ""
    level_text: str = ""
    time_text: str = NO_VALUE
    time_colour: QColor = msgspec.field(default_factory=lambda: theme.copy_of(theme.TEXT))
    blinds_text: str = ""
    next_text: str = ""
    next_break_text: str = ""
    stats: tuple[Stat, ...] = ()
    banner_text: str = ""
    banner_colour: QColor | None = None
    banner_lit: bool = False
    paused: bool = False
    time_of_day: str = ""  # HH:MM, local: small in the title band's right corner


def feed_trouble(feed: ClockFeed) -> str:
    """What a feed says about itself (lost its journal, reconnecting); "" for feeds that
    cannot fail (a session in this process)."""
    trouble = getattr(feed, "trouble", None)
    return str(trouble()) if callable(trouble) else ""


SPEAK_STALE_MS = 5_000  # a moment older than this when first seen is shown, not said


def _default_spoken() -> Any:
    from dealer_assist.core.clock.announcements import DEFAULT_ON

    return DEFAULT_ON


def format_chips(value: int) -> str:
    return f"{value:,}"


def blinds_text(level: Level) -> str:
    """The blinds line: `100 / 200  ante 25` or `100 / 200  BB ante 200`."""
    text = f"{format_chips(level.small_blind)} / {format_chips(level.big_blind)}"
    if level.ante:
        text += f"  {'BB ante' if level.big_blind_ante else 'ante'} {format_chips(level.ante)}"
    return text


def break_text(period: Break) -> str:
    minutes = -(-period.duration_s // 60)
    return f"{period.name.upper() or 'BREAK'} {minutes} MIN"


def colour_up_text(chips: tuple[ChipDenomination, ...]) -> str:
    """The colour-up banner: `COLOUR UP: remove the 25 (green) chips`."""
    names = [str(chip) for chip in sorted(chips, key=lambda c: c.value)]
    joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f"COLOUR UP: remove the {joined} chips"


def _count(value: int | None) -> str:
    return format_chips(value) if value else NO_VALUE


def tournament_stats(
    state: TournamentState, reading: ClockReading | None = None
) -> tuple[Stat, ...]:
    """The room's figures: players left of the entries, the average stack in chips and big
    blinds, the chips in play, the prize pool, and while they are sold, rebuys or the add-on."""
    players = getattr(state, "players_left", None)
    entries = getattr(state, "entries", None)
    chips = getattr(state, "total_chips", None)
    pool = getattr(state, "prize_pool", None)
    average = chips // players if chips and players else None
    left = f"{format_chips(players)} / {format_chips(entries)}" if players and entries else NO_VALUE
    stack = _count(average)
    big_blind = _big_blind(state, reading)
    if average and big_blind:
        stack += f" · {average // big_blind} BB"
    stats = [
        Stat("PLAYERS", left),
        Stat("AVG STACK", stack),
        Stat("CHIPS", _count(chips)),
        Stat("PRIZE POOL", _count(pool)),
    ]
    selling = _on_sale(state, reading)
    if selling is not None:
        stats.append(selling)
    return tuple(stats)


def _big_blind(state: TournamentState, reading: ClockReading | None) -> int | None:
    if reading is None:
        return None
    period = reading.period
    level = period if isinstance(period, Level) else reading.next_level
    return level.big_blind if level is not None else None


def _on_sale(state: TournamentState, reading: ClockReading | None) -> Stat | None:
    """REBUYS TO LEVEL N, or ADD-ON NOW, while the structure sells them."""
    selling = None if reading is None else on_sale(state.structure, reading.period_index)
    if selling is None:
        return None
    kind, level = selling
    return Stat("ADD-ON", "NOW") if kind == "add_on" else Stat("REBUYS", f"TO LEVEL {level}")


# The stats band alternates between the room's figures and the payouts, this long each.
PANEL_MS = 10_000
# The payouts panel shows this many places; a longer table ends with how many are paid.
PANEL_PLACES = 7


def ordinal(place: int) -> str:
    """1ST, 2ND, 3RD, 4TH ... 11TH, 12TH, 13TH, 21ST."""
    suffix = "TH" if 10 <= place % 100 <= 20 else {1: "ST", 2: "ND", 3: "RD"}.get(place % 10, "TH")
    return f"{place}{suffix}"


def payout_stats(state: TournamentState) -> tuple[Stat, ...]:
    """The payouts panel: each paid place's prize (the ledger's kept table, or the preset for
    the field) over the whole pool; () while there is no pool or no table."""
    prizes = _prizes(state)
    shown = prizes if len(prizes) <= PANEL_PLACES else prizes[: PANEL_PLACES - 1]
    stats = [Stat(ordinal(place), format_chips(amount)) for place, amount in shown]
    if len(shown) < len(prizes):
        stats.append(Stat("PAID", f"{len(prizes)} PLACES"))
    return tuple(stats)


def _prizes(state: TournamentState) -> tuple[tuple[int, int], ...]:
    """(place, prize) each; a display joined over the network has the director's (its
    replica's `payouts`), the director's own clock works them out from the ledger."""
    carried = getattr(state, "payouts", None)
    if carried is not None:
        return tuple(carried)
    from dealer_assist.core.entries import payout_table_in_force

    if getattr(state, "ledger", None) is None or not getattr(state, "prize_pool", None):
        return ()
    table = payout_table_in_force(state)
    return () if table is None else tuple((p.place, p.amount) for p in table.prizes)


def payouts_shown(now_ms: int) -> bool:
    """Whether the rotating panel shows the payouts (else the room's figures) at `now_ms`."""
    return (now_ms // PANEL_MS) % 2 == 1


def ms_until_panel_change(now_ms: int) -> int:
    return PANEL_MS - now_ms % PANEL_MS


def time_of_day(now_ms: int) -> str:
    """HH:MM in the machine's local time."""
    return time.strftime("%H:%M", time.localtime(now_ms // 1000))


def ms_until_minute(now_ms: int) -> int:
    """Until the time of day next changes (local offsets are whole minutes)."""
    return 60_000 - time.localtime(now_ms // 1000).tm_sec * 1000 - now_ms % 1000


def alert_headline(structure: Structure, alert: Alert) -> str:
    """The few words a banner shows for an alert (the full sentence goes to the log)."""
    from dealer_assist.core.clock.alerts import AlertKind

    kind = alert.kind
    if kind is AlertKind.ONE_MINUTE_LEFT:
        return "ONE MINUTE LEFT"
    if kind is AlertKind.LEVEL_CHANGED:
        return f"LEVEL {structure.level_number(alert.period_index)}: NEW BLINDS NEXT DEAL"
    if kind is AlertKind.BREAK_STARTED:
        period = structure.periods[alert.period_index]
        return break_text(period) if isinstance(period, Break) else "BREAK"
    if kind is AlertKind.BREAK_ENDS_SOON:
        return "ONE MINUTE LEFT IN THE BREAK"
    if kind is AlertKind.BREAK_ENDED:
        return "BREAK IS OVER: TAKE YOUR SEATS"
    return colour_up_text(alert.colour_up)


def _background(face: ClockFace) -> QColor:
    """The whole view's background: dark, or a whole-screen pulse of a lit flash (the text
    still legible)."""
    if face.banner_lit and face.banner_colour is not None and not face.paused:
        return face.banner_colour.darker(400)
    return theme.BACKGROUND


def not_started_anchor(structure: Structure, now_ms: int) -> ClockAnchor:
    """A stopped clock on level 1 at full time, shown before the director starts play."""
    return ClockAnchor(0, structure.periods[0].duration_s * 1000, False, now_ms)


def clock_face(
    state: TournamentState,
    reading: ClockReading,
    flash: Flash | None,
    now_ms: int,
    *,
    payouts: bool = True,
) -> ClockFace:
    """The face for one reading: a pure function, tested without painting. `payouts`: the
    stats band alternates with the payouts every `PANEL_MS` (when there is a pool)."""
    structure = state.structure
    period = reading.period
    time_text = format_clock(reading.remaining_ms)
    if isinstance(period, Break):
        level_text = period.name.upper() or "BREAK"
        following = reading.next_level
        blinds = f"NEXT  {blinds_text(following)}" if following is not None else ""
        time_colour = theme.BREAK
    else:
        level_text = f"LEVEL {reading.level_number}"
        blinds = blinds_text(period)
        time_colour = theme.WARNING if reading.remaining_ms <= 60_000 else theme.TEXT
    if reading.overtime:
        # The last level ran out: play continues on it; show how long past the end.
        time_text = "+" + format_clock(reading.overtime_ms // 1000 * 1000)
        time_colour = theme.DANGER
    if not reading.running:
        time_colour = theme.MUTED

    next_text = ""
    upcoming = reading.next_period
    if reading.is_last_period:
        next_text = "LAST LEVEL"
    elif isinstance(upcoming, Break):
        next_text = f"NEXT  {break_text(upcoming)}"
    elif isinstance(upcoming, Level) and not isinstance(period, Break):
        next_text = f"NEXT  {blinds_text(upcoming)}"
    next_break_text = ""
    if reading.ms_to_next_break is not None and not isinstance(upcoming, Break):
        next_break_text = f"BREAK IN {format_clock(reading.ms_to_next_break)}"

    colour_up = ""
    if isinstance(period, Break) and period.colour_up:
        colour_up = colour_up_text(tuple(c for c in structure.chips if c.value in period.colour_up))
    flashing = flash is not None and flash.active(now_ms)
    banner_text, banner_colour, banner_lit = "", None, False
    if flashing and flash is not None:
        banner_text, banner_colour, banner_lit = flash.text, flash.colour(), flash.lit(now_ms)
    elif colour_up:
        banner_text, banner_colour = colour_up, theme.COLOUR_UP
    if state.anchor is None:
        banner_text, banner_colour, banner_lit = "NOT STARTED", theme.MUTED, False
    elif not reading.running:
        # PAUSED wins the banner: a stopped clock must be obvious from the back of the room.
        banner_text, banner_colour, banner_lit = "PAUSED", theme.PAUSED, True
    room = getattr(state, "room", None)
    if room is not None and room.hand_for_hand:
        # The clock is stopped for it: say why, so no one thinks the director forgot.
        banner_text, banner_colour, banner_lit = "HAND FOR HAND", theme.WARNING, True
    if flashing and flash is not None and flash.notice:
        # A notice (the sound check) answers someone at the clock now, stopped or not.
        banner_text, banner_colour, banner_lit = flash.text, flash.colour(), flash.lit(now_ms)
    if colour_up and banner_text != colour_up:
        next_text = colour_up  # whatever took the banner, the chips to remove stay shown

    return ClockFace(
        title=state.name,
        level_text=level_text,
        time_text=time_text,
        time_colour=QColor(time_colour),
        blinds_text=blinds,
        next_text=next_text,
        next_break_text=next_break_text,
        stats=_panel(state, reading, now_ms) if payouts else tournament_stats(state, reading),
        banner_text=banner_text,
        banner_colour=QColor(banner_colour) if banner_colour is not None else None,
        banner_lit=banner_lit,
        paused=not reading.running,
        time_of_day=time_of_day(now_ms),
    )


def _panel(state: TournamentState, reading: ClockReading, now_ms: int) -> tuple[Stat, ...]:
    """The stats band's content at `now_ms`: the payouts every other `PANEL_MS`."""
    if payouts_shown(now_ms):
        payouts = payout_stats(state)
        if payouts:
            return payouts
    return tournament_stats(state, reading)


# Share of the height given to each band, top to bottom (the rest is margin).
# The title never shrinks below this share of the level band's height (smaller cannot be read
# from across the room); a longer name is cut with an ellipsis instead.
TITLE_MIN_SHARE = 0.3


def title_fit(title: str, room: float, band_height: float) -> tuple[QFont, str]:
    """The corner title's font and text: shrunk to fit `room`, but not below a readable size."""
    fitted = theme.fitted_font(title, room, band_height * 0.45)
    floor = band_height * TITLE_MIN_SHARE
    if fitted.pixelSize() >= floor:
        return fitted, title
    readable = theme.font(floor)
    return readable, QFontMetricsF(readable).elidedText(title, Qt.TextElideMode.ElideRight, room)


# Qt's timers wake up to ~3 ms after the time asked (more under load): the view asks to be
# woken this much before a boundary and sleeps the rest (a few ms a second, on a display).
EARLY_WAKE_MS = 5
# Woken earlier than this before the boundary (a suspended machine, a stepped clock), the view
# arms the timer again instead of sleeping.
LONGEST_WAIT_MS = 50

_BANDS = (
    ("level", 0.10),
    ("time", 0.38),
    ("blinds", 0.13),
    ("next", 0.08),
    ("banner", 0.12),
    ("stats", 0.15),
)
# A portrait TV (taller than wide): the title and time of day get their own band, the time's
# band is as tall as its widest text at the full width needs, and the stats take two rows.
_PORTRAIT_BANDS = (
    ("title", 0.05),
    ("level", 0.08),
    ("time", 0.0),  # sized from the width (see band_rects)
    ("blinds", 0.08),
    ("next", 0.05),
    ("banner", 0.07),
    ("stats", 0.22),
)
# The time's band in portrait: this share of the width high (the "00:00" font fitted to the
# width is about this tall), but never more than this share of the height.
PORTRAIT_TIME_ASPECT = 0.42
PORTRAIT_TIME_MAX = 0.3


class ClockView(QWidget):
    """Paints a `ClockFace`; refreshes itself at each change the core predicts.

    `player` (optional) sounds alerts; give it to one view only (the TV), so the director's
    mini clock flashes silently.

    Signals:
        face_changed(): a new face was taken and a repaint requested (tests, benchmarks).
    """

    face_changed = Signal()

    def __init__(
        self,
        feed: ClockFeed,
        *,
        player: AlertPlayer | None = None,
        show_stats: bool = True,
        payouts_panel: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._feed = feed
        self._player = player
        # Spoken announcements (ui/speech.Speaker); None: silent. Which kinds are said: the
        # default until set (read when first asked: a first paint says nothing).
        self.speaker: Any = None
        self._spoken_kinds: Any = None
        self._show_stats = show_stats
        # The stats band alternates with the payouts (the TV window's; a replica fed over the
        # network carries the director's payouts).
        self._payouts_panel = payouts_panel and show_stats
        self._face = ClockFace()
        self._reading: ClockReading | None = None
        self._unsounded: list[Alert] = []  # the last alerts taken while there was no player
        self._flash: Flash | None = None
        self._last_checked_ms: int | None = None
        self._seen_anchor: ClockAnchor | None = None
        self._next_change_ms: int | None = None
        self._due_ns: int | None = None  # time.monotonic_ns() of the next change, when armed
        self._timer = RepaintTimer(self)
        self._timer.due.connect(self._woken)
        self._fonts: dict[tuple[str, str, int, int], QFont] = {}
        self._warmed: QSize | None = None  # the size at which the time's glyphs were warmed
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(240, 135)

    # -- state -----------------------------------------------------------------------------

    def face(self) -> ClockFace:
        """What the view shows now."""
        return self._face

    def reading(self) -> ClockReading | None:
        return self._reading

    def flash(self) -> Flash | None:
        return self._flash

    def timer(self) -> RepaintTimer:
        return self._timer

    def player(self) -> AlertPlayer | None:
        return self._player

    def set_player(self, player: AlertPlayer | None) -> None:
        """Sound alerts through `player` from now on (set after the window's first paint, so
        audio is no part of it). Alerts of the last read, taken before it came, are handed to it:
        it sounds those it has not handled and that are not stale."""
        self._player = player
        if player is not None and self._unsounded:
            player.handle(self._unsounded, self._feed.now_ms())
        self._unsounded = []

    def set_payouts_panel(self, on: bool) -> None:
        """The payouts take turns with the room's figures, or not (a device setting)."""
        self._payouts_panel = on and self._show_stats
        if self.isVisible():
            self.refresh()

    def payouts_panel(self) -> bool:
        return self._payouts_panel

    def next_change_ms(self) -> int | None:
        """Milliseconds after the last refresh at which the face may next change."""
        return self._next_change_ms

    def _arm(self, delay_ms: int | None, read_ns: int) -> None:
        """Wake `delay_ms` after the time read at `read_ns` (time.monotonic_ns()): the timer a
        little before, the rest in `_woken`."""
        self._next_change_ms = delay_ms
        if delay_ms is None:
            self._due_ns = None
            self._timer.arm(None)
            return
        self._due_ns = read_ns + delay_ms * 1_000_000
        self._timer.arm(max(0, (self._due_ns - time.monotonic_ns()) // 1_000_000 - EARLY_WAKE_MS))

    def _woken(self) -> None:
        """The timer fired: wait out what is left to the boundary, then refresh.

        The delay was counted from a time read in whole milliseconds (rounded down), so the
        wait never ends before the boundary; the next read shows the new second."""
        if self._due_ns is not None:
            left_ns = self._due_ns - time.monotonic_ns()
            if left_ns > LONGEST_WAIT_MS * 1_000_000:
                self._timer.arm(left_ns // 1_000_000 - EARLY_WAKE_MS)  # woken far too soon
                return
            if left_ns > 0:
                time.sleep(left_ns / 1e9)
        self.refresh()

    def refresh(self) -> None:
        """Re-read the feed; repaint if the face changed; arm the timer for the next change."""
        now_ms = self._feed.now_ms()
        read_ns = time.monotonic_ns()
        state = self._feed.tournament()
        trouble = feed_trouble(self._feed)
        if state is None:
            self._set_face(
                ClockFace(
                    level_text="NO TOURNAMENT",
                    banner_text=trouble,
                    banner_colour=theme.copy_of(theme.DANGER) if trouble else None,
                    time_of_day=time_of_day(now_ms),
                )
            )
            self._arm(ms_until_minute(now_ms), read_ns)
            return
        anchor = state.anchor or not_started_anchor(state.structure, now_ms)
        reading = read_clock(state.structure, anchor, now_ms)
        self._take_alerts(state, anchor, now_ms)
        self._reading = reading
        face = clock_face(state, reading, self._flash, now_ms, payouts=self._payouts_panel)
        if trouble:  # the room must not trust a clock its feed has lost
            face = msgspec.structs.replace(
                face, banner_text=trouble, banner_colour=theme.copy_of(theme.DANGER)
            )
        self._set_face(face)
        delays: list[int | None] = [ms_until_display_change(reading), ms_until_minute(now_ms)]
        if self._payouts_panel and payout_stats(state):
            delays.append(ms_until_panel_change(now_ms))
        if self._flash is not None:
            delays.append(self._flash.ms_until_change(now_ms))
        due = [d for d in delays if d is not None]
        self._arm(min(due) if due else None, read_ns)

    def show_notice(self, text: str, kind: AlertKind) -> None:
        """Flash a banner that no clock moment caused (a sound check), coloured as `kind`."""
        from dealer_assist.ui.tv.alert_player import Flash

        self._flash = Flash(kind, text, self._feed.now_ms(), notice=True)
        self.refresh()

    def _take_alerts(self, state: TournamentState, anchor: ClockAnchor, now_ms: int) -> None:
        first_read = self._last_checked_ms is None
        # The clock's first start: level 1 is not "new blinds", so it is not flashed.
        opening = not first_read and self._seen_anchor is None
        alerts: list[Alert] = []
        if self.speaker is not None:
            self._speak(state, anchor, now_ms)
        if not first_read and state.anchor != self._seen_anchor:
            if self._flash is not None and not self._flash.notice:
                self._flash = None  # a command moved the clock: "ONE MINUTE LEFT" may be stale
            alerts += self._command_alerts(state)
        self._seen_anchor = state.anchor
        if self._last_checked_ms is None or now_ms < self._last_checked_ms:
            # First read (or the time source stepped back): alerts before now are old news.
            self._last_checked_ms = now_ms
        elif now_ms > self._last_checked_ms:
            if anchor.running:  # a stopped clock has no alerts (core.alerts says so too)
                # Imported here, not at the top: the window's first paint needs no alert.
                from dealer_assist.core.clock.alerts import alerts_between

                alerts += alerts_between(state.structure, anchor, self._last_checked_ms, now_ms)
            self._last_checked_ms = now_ms
        if not alerts:
            return
        from dealer_assist.ui.tv.alert_player import Flash, alert_time_ms

        alerts.sort(key=alert_time_ms)  # stable: same-instant alerts keep the core's order
        if self._player is not None:
            alerts = self._player.handle(alerts, now_ms)
        else:
            self._unsounded = list(alerts)
        for alert in alerts:
            logger.info("clock alert: %s", alert.text)
        from dealer_assist.core.clock.alerts import AlertKind

        flashed = [
            alert
            for alert in alerts
            if not (opening and alert.kind is AlertKind.LEVEL_CHANGED and alert.period_index == 0)
        ]
        if flashed:
            # Of the alerts sharing the last instant the last is the most specific (a
            # colour-up after its break, a new level after "break is over").
            latest = flashed[-1]
            headline = alert_headline(state.structure, latest)
            self._flash = Flash(latest.kind, headline, alert_time_ms(latest))

    def _speak(self, state: TournamentState, anchor: ClockAnchor, now_ms: int) -> None:
        """What the room hears for the moments since the last read (fresh ones only: a clock
        that wakes late shows what it missed, it does not read it all out)."""
        from dealer_assist.core.clock.announcements import (
            announcements_between,
            command_announcements,
        )

        last = self._last_checked_ms
        if last is None or now_ms < last or self.speaker is None:
            return
        said = []
        if state.anchor != self._seen_anchor and state.anchor is not None:
            said += command_announcements(
                state.structure,
                self._seen_anchor,
                state.anchor,
                state.anchor.anchored_at_ms,
                self.spoken_kinds,
            )
        if anchor.running and now_ms > last:
            said += announcements_between(state.structure, anchor, last, now_ms, self.spoken_kinds)
        fresh = [a for a in said if now_ms - a.at_ms <= SPEAK_STALE_MS]
        if fresh:
            self.speaker.announce(fresh)

    def _command_alerts(self, state: TournamentState) -> list[Alert]:
        """Alerts of a command that moved the clock (start, next level...), at its own time.

        Keyed to the anchor's time, so an undo (which restores an older anchor) or a replay
        brings back no new moment and no new sound.
        """
        after = state.anchor
        if after is None:
            return []
        from dealer_assist.core.clock.alerts import command_alerts

        try:
            return command_alerts(state.structure, self._seen_anchor, after, after.anchored_at_ms)
        except (ClockError, IndexError):  # the structure changed under the old anchor
            return []

    def _set_face(self, face: ClockFace) -> None:
        if face == self._face:
            return
        old, self._face = self._face, face
        if self.isVisible():
            self.update(self.changed_region(old, face))
        self.face_changed.emit()

    def changed_region(self, old: ClockFace, new: ClockFace) -> QRegion:
        """What must be repainted for `old` to show as `new`: the bands whose content changed,
        and of the time only the characters that changed (the whole view when the background
        changes, as a flash pulses)."""
        whole = QRegion(self.rect())
        if _background(old) != _background(new):
            return whole
        rects = self.band_rects()
        region = QRegion()

        def add(band: str) -> None:
            nonlocal region
            region = region.united(rects[band].toAlignedRect())

        if (old.title, old.level_text, old.time_of_day) != (
            new.title,
            new.level_text,
            new.time_of_day,
        ):
            add("level")
            if "title" in rects:
                add("title")
        if old.time_text != new.time_text or old.time_colour != new.time_colour:
            region = region.united(self._time_change(old, new))
        if old.blinds_text != new.blinds_text:
            add("blinds")
        if (old.next_text, old.next_break_text) != (new.next_text, new.next_break_text):
            add("next")
        if (old.banner_text, old.banner_colour, old.banner_lit) != (
            new.banner_text,
            new.banner_colour,
            new.banner_lit,
        ):
            add("banner")
        if old.stats != new.stats and self._show_stats:
            add("stats")
        return region.intersected(whole)

    def _time_change(self, old: ClockFace, new: ClockFace) -> QRegion:
        """The characters of the time that differ (a changed colour or size: all of them)."""
        before = self.time_glyphs(old.time_text)
        after = self.time_glyphs(new.time_text)
        region = QRegion()
        same_look = old.time_colour == new.time_colour and len(before) == len(after)
        for index in range(max(len(before), len(after))):
            if same_look and before[index] == after[index]:
                continue
            for glyphs in (before, after):
                if index < len(glyphs):
                    region = region.united(glyphs[index][2])
        return region

    def time_glyphs(self, text: str) -> list[tuple[str, QPointF, QRect]]:
        """Each character of `text` as the time draws it: its baseline origin and the box of
        the pixels it paints (its ink, two pixels wider each way for antialiasing)."""
        rect = self.band_rects()["time"]
        font = self._time_font(text)
        metrics = QFontMetricsF(font)
        left = rect.center().x() - metrics.horizontalAdvance(text) / 2
        top = rect.top() + (rect.height() - metrics.height()) / 2
        baseline = top + metrics.ascent()
        glyphs = []
        for index, char in enumerate(text):
            x = left + metrics.horizontalAdvance(text[:index])
            ink = metrics.boundingRectChar(char).translated(x, baseline)
            glyphs.append((char, QPointF(x, baseline), ink.adjusted(-2, -2, 2, 2).toAlignedRect()))
        return glyphs

    @property
    def spoken_kinds(self) -> Any:
        """The kinds of moment said aloud (core.clock.announcements.Spoken)."""
        if self._spoken_kinds is None:
            self._spoken_kinds = _default_spoken()
        return self._spoken_kinds

    @spoken_kinds.setter
    def spoken_kinds(self, kinds: Any) -> None:
        self._spoken_kinds = kinds

    # -- Qt --------------------------------------------------------------------------------

    def showEvent(self, event: object) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)  # type: ignore[arg-type]
        self.refresh()

    def hideEvent(self, event: object) -> None:  # noqa: N802
        super().hideEvent(event)  # type: ignore[arg-type]
        self._timer.stop()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fonts.clear()

    def band_rects(self) -> dict[str, QRectF]:
        """Where each band goes at the current size (public for tests of the scaling)."""
        width, height = float(self.width()), float(self.height())
        margin = min(width, height) * 0.03
        layout = _PORTRAIT_BANDS if self.portrait() else _BANDS
        bands = layout if self._show_stats else tuple(b for b in layout if b[0] != "stats")
        usable = height - 2 * margin
        shares = dict(bands)
        if self.portrait():
            time_height = min(
                (width - 2 * margin) * PORTRAIT_TIME_ASPECT, usable * PORTRAIT_TIME_MAX
            )
            rest = usable - time_height
        else:
            time_height, rest = None, usable
        total = sum(share for name, share in bands if not (time_height and name == "time"))
        rects, top = {}, margin
        for name, _share in bands:
            if name == "time" and time_height is not None:
                band_height = time_height
            else:
                band_height = rest * shares[name] / total
            rects[name] = QRectF(margin, top, width - 2 * margin, band_height)
            top += band_height
        return rects

    def portrait(self) -> bool:
        """Whether the view is laid out for a portrait TV (taller than wide)."""
        return self.height() > self.width()

    def time_font(self) -> QFont:
        """The font of the remaining time at the current size (fitted to the widest time)."""
        return self._time_font(self._face.time_text)

    def _time_font(self, time_text: str) -> QFont:
        rect = self.band_rects()["time"]
        # Fit the widest text of the same shape, so 10:00 -> 9:59 does not change the size.
        template = "".join("0" if ch.isdigit() else ch for ch in time_text)
        if len(template) < len("00:00"):
            template = "00:00"
        # Digits have no descenders: let the line box overhang the band's bottom a little.
        return self._font("time", template, rect.width() * 0.98, rect.height() * 1.2)

    def _font(self, key: str, text: str, width: float, height: float) -> QFont:
        cache_key = (key, text, round(width), round(height))
        cached = self._fonts.get(cache_key)
        if cached is None:
            if len(self._fonts) > 64:  # texts change every second: keep the cache small
                self._fonts.clear()
            cached = theme.fitted_font(text, width, height)
            self._fonts[cache_key] = cached
        return cached

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """Paint what lies in the event's region (Qt clips to it): the background there, then
        each band and each character of the time that reaches into it."""
        face = self._face
        region = event.region()
        rects = self.band_rects()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        theme.fill(painter, region.boundingRect(), _background(face))  # clipped to the region

        def due(band: str) -> bool:
            # A few pixels more: a band's rule or outline may straddle its edge.
            return region.intersects(rects[band].adjusted(0, -4, 0, 4).toAlignedRect())

        if due("level"):
            self._text(painter, "level", rects["level"], face.level_text, theme.TEXT, 0.8)
            if "title" not in rects:
                self._title(painter, rects["level"], face)
        if "title" in rects and due("title"):
            self._title(painter, rects["title"], face, level_text="")
        glyphs = [g for g in self.time_glyphs(face.time_text) if region.intersects(g[2])]
        if glyphs:
            painter.setFont(self.time_font())
            painter.setPen(face.time_colour)
            for char, origin, _box in glyphs:
                painter.drawText(origin, char)
        if due("blinds"):
            self._text(painter, "blinds", rects["blinds"], face.blinds_text, theme.TEXT, 0.9)
        if due("next"):
            self._next_row(painter, rects["next"], face)
        if due("banner"):
            self._banner(painter, rects["banner"], face)
        if self._show_stats and due("stats"):
            rows = 2 if self.portrait() and len(face.stats) > 3 else 1
            self._stats(painter, rects["stats"], face.stats, rows)
        painter.end()
        if self._warmed != self.size():
            self._warmed = self.size()
            QTimer.singleShot(0, self, self._warm_up)  # once this paint is on screen

    def _warm_up(self) -> None:
        """Ready the first new second after a paint at a new size: Qt draws a glyph of the time's
        size ~5 ms slower the first time (it outlines it, then caches), and the alerts module is
        imported on the first running read. Done here, after the paint, not at the boundary."""
        from PySide6.QtGui import QImage  # here: its type's enums cost ~0.5 ms at start

        from dealer_assist.core.clock import alerts  # noqa: F401 (imported for its first use)

        scratch = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(scratch)
        painter.setFont(self.time_font())
        for char in "0123456789:+":
            painter.drawText(QPointF(0, 0), char)
        painter.end()

    def _text(
        self,
        painter: QPainter,
        key: str,
        rect: QRectF,
        text: str,
        colour: QColor,
        fill: float,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    ) -> None:
        if not text:
            return
        painter.setFont(self._font(key, text, rect.width() * 0.98, rect.height() * fill))
        painter.setPen(colour)
        painter.drawText(rect, align, text)

    def _title(
        self, painter: QPainter, rect: QRectF, face: ClockFace, level_text: str | None = None
    ) -> None:
        """The tournament's name small in the top-left corner and the time of day in the
        top-right, clear of the level text (of `level_text`: "" for a band of their own)."""
        level_text = face.level_text if level_text is None else level_text
        level_width = 0.0
        if level_text:
            level_font = self._font("level", level_text, rect.width() * 0.98, rect.height() * 0.8)
            level_width = QFontMetricsF(level_font).horizontalAdvance(level_text)
        gap = rect.height() * 0.5 if level_text else rect.height() * 0.3
        room = (rect.width() - level_width) / 2 - gap
        if room < rect.width() * 0.1:
            return
        painter.setPen(theme.MUTED)
        clock_width = 0.0
        if face.time_of_day:
            clock_font = theme.font(rect.height() * 0.45)
            clock_width = QFontMetricsF(clock_font).horizontalAdvance(face.time_of_day)
            if clock_width <= room:
                painter.setFont(clock_font)
                area = QRectF(rect.right() - room, rect.top(), room, rect.height())
                align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight
                painter.drawText(area, align, face.time_of_day)
            else:
                clock_width = 0.0
        if not face.title:
            return
        if not level_text and clock_width:  # the band is theirs: the name stops short of it
            room = rect.width() - clock_width - gap
        area = QRectF(rect.left(), rect.top(), room, rect.height())
        title_font, text = title_fit(face.title, room, rect.height())
        painter.setFont(title_font)
        painter.drawText(area, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)

    def _next_row(self, painter: QPainter, rect: QRectF, face: ClockFace) -> None:
        if face.next_break_text:
            half = rect.width() / 2
            left = QRectF(rect.left(), rect.top(), half * 1.1, rect.height())
            right = QRectF(rect.left() + half * 1.1, rect.top(), half * 0.9, rect.height())
            # One size for both halves, so the row reads as one line.
            size = min(
                self._font(
                    "next", face.next_text, left.width() * 0.95, rect.height() * 0.85
                ).pixelSize(),
                self._font(
                    "next", face.next_break_text, right.width() * 0.95, rect.height() * 0.85
                ).pixelSize(),
            )
            painter.setFont(theme.font(size))
            painter.setPen(theme.MUTED)
            painter.drawText(
                left, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, face.next_text
            )
            painter.drawText(
                right,
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                face.next_break_text,
            )
        else:
            self._text(painter, "next", rect, face.next_text, theme.MUTED, 0.85)

    def _banner(self, painter: QPainter, rect: QRectF, face: ClockFace) -> None:
        if not face.banner_text or face.banner_colour is None:
            return
        rect = rect.adjusted(0, rect.height() * 0.08, 0, -rect.height() * 0.08)
        radius = rect.height() * 0.15
        if face.banner_lit:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(face.banner_colour)
            painter.drawRoundedRect(rect, radius, radius)
            text_colour = theme.BACKGROUND
        else:
            pen_width = max(2.0, rect.height() * 0.05)
            painter.setPen(theme.pen(face.banner_colour, pen_width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = pen_width / 2
            painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
            text_colour = face.banner_colour
        inner = rect.adjusted(rect.height() * 0.3, 0, -rect.height() * 0.3, 0)
        self._text(painter, "banner", inner, face.banner_text, text_colour, 0.7)

    def _stats(
        self, painter: QPainter, rect: QRectF, stats: tuple[Stat, ...], rows: int = 1
    ) -> None:
        if not stats:
            return
        painter.setPen(theme.pen(theme.RULE, max(1.0, rect.height() / rows * 0.02)))
        painter.drawLine(rect.topLeft(), rect.topRight())
        per_row = -(-len(stats) // rows)
        row_height = rect.height() / rows
        column = rect.width() / per_row
        label_height = row_height * 0.32
        value_height = row_height * 0.5
        label_size = min(
            self._font("stat-label", s.label, column * 0.9, label_height * 0.8).pixelSize()
            for s in stats
        )
        value_size = min(
            self._font("stat-value", s.value, column * 0.9, value_height * 0.9).pixelSize()
            for s in stats
        )
        for i, stat in enumerate(stats):
            row, index = divmod(i, per_row)
            in_row = min(per_row, len(stats) - row * per_row)
            left = rect.left() + (rect.width() - in_row * column) / 2 + index * column
            top = rect.top() + row * row_height + row_height * 0.1
            label_rect = QRectF(left, top, column, label_height)
            value_rect = QRectF(left, label_rect.bottom(), column, value_height)
            painter.setFont(theme.font(label_size))
            painter.setPen(theme.MUTED)
            painter.drawText(label_rect, Qt.AlignmentFlag.AlignCenter, stat.label)
            painter.setFont(theme.font(value_size))
            painter.setPen(theme.TEXT)
            painter.drawText(value_rect, Qt.AlignmentFlag.AlignCenter, stat.value)
