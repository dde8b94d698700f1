"""The dealer's seat ring: an oval table with its seats, markers, bets and a centre for the pots.

Pure presentation: it draws a `RingView` (seat number -> `SeatView`) and reports taps on a
seat. It never decides where the button or the blinds go; the window passes them as `Markers`
(from the core's `HandPositions`: core/table/ring_markers.py).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from dealer_assist.core.table.ring_markers import Markers
from dealer_assist.ui.common import theme

FELT = QColor("#0d5c3a")
FELT_EDGE = QColor("#083d27")
RAIL = QColor("#5a3a1e")
SEAT_FILL = QColor("#1d232b")
SEAT_EMPTY = QColor("#10141a")
SELECTED = QColor("#4db8ff")
TO_ACT = theme.WARNING
BUTTON_FILL = QColor("#ffffff")
SMALL_BLIND_FILL = QColor("#3d7eff")
BIG_BLIND_FILL = QColor("#ff8a1f")
STRADDLE_FILL = QColor("#c45cff")
DEAD_FILL = QColor("#8a8f98")  # a dead button or a dead small blind, "DEAD" under it
EXPECTED = QColor("#4db8ff")  # a player the director sent, still to sit down
MIN_TOUCH_PX = 48
DEALER_GAP_RAD = 0.9  # the opening at the bottom where the dealer stands


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one seat shows. An empty `name` is an empty seat (it may still hold a dead button,
    or show, dimmed, the player the director sent there: `expected`, with his stack). `note`
    is a short tag from the room ("TO T2", "FROM T1", "PLACED")."""

    name: str = ""
    stack: int | None = None
    bet: int = 0
    button: bool = False
    dead_button: bool = False
    small_blind: bool = False
    dead_small_blind: bool = False  # due on this seat, posted by nobody (dead button rule)
    big_blind: bool = False
    straddle: bool = False
    absent: bool = False
    waiting: bool = False
    leaving: bool = False  # leaves when the hand is settled
    folded: bool = False
    all_in: bool = False
    to_act: bool = False
    selected: bool = False
    expected: str = ""
    expected_stack: int | None = None
    note: str = ""

    @property
    def empty(self) -> bool:
        return not self.name


@dataclass(frozen=True, slots=True)
class RingView:
    """The whole ring: seat count, the seats that show something, and the centre."""

    seat_count: int
    seats: Mapping[int, SeatView] = field(default_factory=dict)
    centre_text: str = ""
    pots: tuple[tuple[str, int], ...] = ()

    def seat(self, number: int) -> SeatView:
        return self.seats.get(number, SeatView())


@dataclass(frozen=True, slots=True)
class _Geometry:
    boxes: dict[int, QRectF]
    bets: dict[int, QPointF]
    table: QRectF
    centre: QRectF
    marker_px: float


class SeatRing(QWidget):
    """An oval table with 2 to 10 seats, drawn to fit any size from 1024x600 up.

    Seat 1 sits at the dealer's left (bottom left) and seats go clockwise.

    Signals:
        seat_clicked(int): a seat (occupied or empty) was tapped.
    """

    seat_clicked = Signal(int)

    def __init__(self, seat_count: int = 9, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._view = RingView(seat_count)
        self._geometry: _Geometry | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(420, 300)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    # -- the view-model ------------------------------------------------------------------------

    @property
    def view(self) -> RingView:
        return self._view

    def set_view(self, view: RingView) -> None:
        if not 2 <= view.seat_count <= 10:
            raise ValueError(f"a ring has 2 to 10 seats, not {view.seat_count}")
        if view.seat_count != self._view.seat_count:
            self._geometry = None
        self._view = view
        self.update()

    def set_centre(self, text: str, pots: Sequence[tuple[str, int]] = ()) -> None:
        """Text and pots ("Main pot", 1200) shown in the middle of the felt."""
        self._view = replace(self._view, centre_text=text, pots=tuple(pots))
        self.update()

    def show_station(
        self,
        seats: Mapping[int, Mapping[str, Any]],
        *,
        button: int | None,
        to_act: int | None,
        expected: Mapping[int, tuple[str, int | None, str]] | None = None,
        notes: Mapping[int, str] | None = None,
        markers: Markers | None = None,
    ) -> None:
        """Show plain per-seat dicts (name, stack, in_front, absent, folded, all_in, ...).
        `expected`: empty seats the director sent a player to, (name, stack, tag); `notes`:
        a tag on an occupied seat (a player the director moves away); `markers`: the button
        and the blinds (then `button` and the dicts' blind flags are not read)."""
        views = {}
        for number, info in seats.items():
            views[number] = SeatView(
                name=str(info.get("name", "")),
                stack=info.get("stack"),
                bet=int(info.get("in_front", info.get("bet", 0)) or 0),
                button=number == button,
                dead_button=bool(info.get("dead_button", False)),
                small_blind=bool(info.get("small_blind", False)),
                big_blind=bool(info.get("big_blind", False)),
                straddle=bool(info.get("straddle", False)),
                absent=bool(info.get("absent", False)),
                waiting=bool(info.get("waiting", False)),
                leaving=bool(info.get("leaving", False)),
                folded=bool(info.get("folded", False)),
                all_in=bool(info.get("all_in", False)),
                to_act=number == to_act,
                note=(notes or {}).get(number, ""),
            )
        for number, (name, stack, tag) in (expected or {}).items():
            if number not in views and 1 <= number <= self._view.seat_count:
                views[number] = SeatView(expected=name, expected_stack=stack, note=tag)
        if markers is not None:
            views = _with_markers(views, markers)
        elif button is not None:
            base = views.get(button)
            if base is None or base.empty:
                views[button] = replace(base or SeatView(), dead_button=True)
        self.set_view(replace(self._view, seats=views))

    # -- geometry --------------------------------------------------------------------------------

    def seat_rect(self, seat: int) -> QRectF:
        """Where a seat's box is drawn (tests and hit-testing)."""
        return self._layout().boxes[seat]

    def seat_at(self, point: QPointF) -> int | None:
        for seat, box in self._layout().boxes.items():
            if box.contains(point):
                return seat
        return None

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(900, 600)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt name)
        self._geometry = None
        super().resizeEvent(event)

    def _layout(self) -> _Geometry:
        if self._geometry is None:
            self._geometry = _compute_layout(self._view.seat_count, self.width(), self.height())
        return self._geometry

    # -- input -----------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt name)
        seat = self.seat_at(event.position())
        if seat is not None and event.button() == Qt.MouseButton.LeftButton:
            self.seat_clicked.emit(seat)
            event.accept()
            return
        super().mousePressEvent(event)

    # -- painting --------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        geo = self._layout()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme.fill(painter, self.rect(), theme.BACKGROUND)
        self._paint_table(painter, geo)
        self._paint_centre(painter, geo)
        self._paint_dealer(painter, geo)
        for seat in range(1, self._view.seat_count + 1):
            self._paint_seat(painter, geo, seat, self._view.seat(seat))
        painter.end()

    def _paint_table(self, painter: QPainter, geo: _Geometry) -> None:
        rail = geo.table.adjusted(
            -geo.marker_px * 0.35, -geo.marker_px * 0.35, geo.marker_px * 0.35, geo.marker_px * 0.35
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(RAIL)
        painter.drawRoundedRect(rail, rail.height() / 2, rail.height() / 2)
        painter.setBrush(FELT)
        painter.setPen(theme.pen(FELT_EDGE, max(2.0, geo.marker_px * 0.08)))
        painter.drawRoundedRect(geo.table, geo.table.height() / 2, geo.table.height() / 2)

    def _paint_dealer(self, painter: QPainter, geo: _Geometry) -> None:
        # Where the dealer stands: the gap at the bottom of the ring.
        size = geo.marker_px
        rect = QRectF(
            geo.table.center().x() - size * 2,
            geo.table.bottom() + size * 0.45,
            size * 4,
            size * 0.8,
        )
        painter.setPen(theme.MUTED)
        painter.setFont(theme.fitted_font("DEALER", rect.width(), rect.height(), bold=False))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "DEALER")

    def _paint_centre(self, painter: QPainter, geo: _Geometry) -> None:
        # The centre text may hold several lines (the pot, then the board).
        lines = self._view.centre_text.splitlines() if self._view.centre_text else []
        lines += [f"{label}  {amount:,}" for label, amount in self._view.pots]
        if not lines:
            return
        rect = geo.centre
        line_h = min(rect.height() / len(lines), geo.marker_px * 0.9)
        top = rect.center().y() - line_h * len(lines) / 2
        for i, text in enumerate(lines):
            box = QRectF(rect.left(), top + i * line_h, rect.width(), line_h)
            painter.setFont(
                theme.fitted_font(
                    text, box.width(), box.height() * 0.8, bold=i > 0 or not self._view.pots
                )
            )
            painter.setPen(theme.TEXT)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_seat(self, painter: QPainter, geo: _Geometry, seat: int, view: SeatView) -> None:
        box = geo.boxes[seat]
        radius = box.height() * 0.18
        if view.empty:
            painter.setBrush(SEAT_EMPTY)
            pen = theme.pen(EXPECTED if view.expected else theme.RULE, 2.0)
            pen.setStyle(Qt.PenStyle.DashLine)
        else:
            fill = QColor(SEAT_FILL)
            if view.absent or view.waiting or view.folded:
                fill = QColor("#14181e")
            painter.setBrush(fill)
            pen = theme.pen(theme.RULE, 2.0)
        if view.selected:
            pen = theme.pen(SELECTED, max(3.0, box.height() * 0.06))
        if view.to_act:
            pen = theme.pen(TO_ACT, max(4.0, box.height() * 0.09))
        painter.setPen(pen)
        painter.drawRoundedRect(box, radius, radius)

        inner = box.adjusted(
            box.width() * 0.06, box.height() * 0.05, -box.width() * 0.06, -box.height() * 0.05
        )
        # Three rows: seat number and tag, name, stack.
        top_row = QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.27)
        name_row = QRectF(inner.left(), top_row.bottom(), inner.width(), inner.height() * 0.4)
        stack_row = QRectF(inner.left(), name_row.bottom(), inner.width(), inner.height() * 0.33)
        painter.setPen(theme.MUTED)
        painter.setFont(theme.font(top_row.height() * 0.95))
        left_top = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(top_row, left_top, str(seat))
        if view.empty and view.expected:
            # The director sent him here: his name and stack, dimmed, until he sits down.
            if view.note:
                painter.setPen(EXPECTED)
                painter.setFont(theme.fitted_font(view.note, inner.width() * 0.6, top_row.height()))
                painter.drawText(
                    top_row, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, view.note
                )
            painter.setPen(theme.MUTED)
            painter.setFont(
                theme.fitted_font(view.expected, name_row.width(), name_row.height(), bold=False)
            )
            painter.drawText(name_row, Qt.AlignmentFlag.AlignCenter, view.expected)
            if view.expected_stack is not None:
                text = f"{view.expected_stack:,}"
                painter.setFont(
                    theme.fitted_font(text, stack_row.width() * 0.9, stack_row.height(), bold=False)
                )
                painter.drawText(stack_row, Qt.AlignmentFlag.AlignCenter, text)
        elif view.empty:
            painter.setFont(
                theme.fitted_font("empty", inner.width() * 0.5, name_row.height() * 0.7, bold=False)
            )
            painter.drawText(name_row, Qt.AlignmentFlag.AlignCenter, "empty")
        else:
            tag = _tag(view)
            if tag is not None:
                label, colour = tag
                painter.setPen(colour)
                painter.setFont(theme.fitted_font(label, inner.width() * 0.6, top_row.height()))
                painter.drawText(
                    top_row, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label
                )
            dim = view.absent or view.waiting or view.folded
            painter.setPen(theme.MUTED if dim else theme.TEXT)
            painter.setFont(theme.fitted_font(view.name, name_row.width(), name_row.height()))
            painter.drawText(name_row, Qt.AlignmentFlag.AlignCenter, view.name)
            stack_text = (
                "ALL-IN" if view.all_in else ("" if view.stack is None else f"{view.stack:,}")
            )
            if stack_text:
                painter.setPen(theme.DANGER if view.all_in else theme.MUTED)
                painter.setFont(
                    theme.fitted_font(
                        stack_text, stack_row.width() * 0.9, stack_row.height(), bold=False
                    )
                )
                painter.drawText(stack_row, Qt.AlignmentFlag.AlignCenter, stack_text)
        self._paint_markers(painter, geo, seat, view)

    def _paint_markers(self, painter: QPainter, geo: _Geometry, seat: int, view: SeatView) -> None:
        anchor = geo.bets[seat]
        size = geo.marker_px
        markers: list[tuple[str, QColor, QColor]] = []
        if view.button or view.dead_button:
            fill = BUTTON_FILL if not view.dead_button else DEAD_FILL
            markers.append(("D", fill, QColor("#000000")))
        if view.small_blind:
            markers.append(("SB", SMALL_BLIND_FILL, QColor("#ffffff")))
        if view.dead_small_blind:
            markers.append(("SB", DEAD_FILL, QColor("#000000")))
        if view.big_blind:
            markers.append(("BB", BIG_BLIND_FILL, QColor("#000000")))
        if view.straddle:
            markers.append(("ST", STRADDLE_FILL, QColor("#ffffff")))
        items: list[tuple[str, Any]] = [("m", m) for m in markers]
        if view.bet:
            items.append(("bet", f"{view.bet:,}"))
        if not items:
            return
        # Lay the markers and the bet side by side, centred on the seat's bet spot.
        widths = []
        for kind, item in items:
            if kind == "m":
                widths.append(size)
            else:
                bet_font = theme.font(size * 0.62)
                painter.setFont(bet_font)
                widths.append(painter.fontMetrics().horizontalAdvance(item) + size * 0.6)
        gap = size * 0.15
        total = sum(widths) + gap * (len(widths) - 1)
        x = anchor.x() - total / 2
        for (kind, item), width in zip(items, widths, strict=True):
            rect = QRectF(x, anchor.y() - size / 2, width, size)
            if kind == "m":
                label, fill, ink = item
                painter.setPen(theme.pen(QColor("#000000"), 1.5))
                painter.setBrush(QBrush(fill))
                painter.drawEllipse(rect)
                painter.setPen(ink)
                painter.setFont(theme.fitted_font(label, size * 0.7, size * 0.55))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
                if fill == DEAD_FILL:
                    under = QRectF(rect.left() - size * 0.4, rect.bottom(), size * 1.8, size * 0.45)
                    painter.setPen(theme.MUTED)
                    painter.setFont(theme.fitted_font("DEAD", under.width(), under.height()))
                    painter.drawText(under, Qt.AlignmentFlag.AlignCenter, "DEAD")
            else:
                painter.setPen(QPen(QColor("#000000"), 1.0))
                painter.setBrush(QColor("#f2f2f2"))
                painter.drawRoundedRect(rect, size / 2, size / 2)
                painter.setPen(QColor("#000000"))
                painter.setFont(theme.font(size * 0.62))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, item)
            x += width + gap


def _with_markers(views: Mapping[int, SeatView], markers: Markers) -> dict[int, SeatView]:
    """The seats with the button and the blinds put where `markers` says (and only there);
    a button on an empty seat is dead whatever the plan says."""
    out = {
        number: replace(
            view,
            button=False,
            dead_button=False,
            small_blind=False,
            dead_small_blind=False,
            big_blind=False,
            straddle=False,
        )
        for number, view in views.items()
    }

    def mark(seat: int | None, **flags: bool) -> None:
        if seat is not None:
            out[seat] = replace(out.get(seat, SeatView()), **flags)

    if markers.button is not None:
        dead = markers.button_dead or out.get(markers.button, SeatView()).empty
        mark(markers.button, button=not dead, dead_button=dead)
    mark(markers.small_blind, small_blind=True)
    mark(markers.small_blind_dead, dead_small_blind=True)
    mark(markers.big_blind, big_blind=True)
    mark(markers.straddle, straddle=True)
    return out


def _tag(view: SeatView) -> tuple[str, QColor] | None:
    if view.waiting:
        return "WAITING", theme.WARNING
    if view.leaving:
        return "LEAVES", theme.WARNING
    if view.note:
        return view.note, EXPECTED
    if view.absent:
        return "ABSENT", theme.DANGER
    if view.folded:
        return "FOLDED", theme.MUTED
    return None


def seat_angle(seat: int, seat_count: int) -> float:
    """Angle of a seat from the bottom (the dealer), clockwise on screen, in radians."""
    span = 2 * math.pi - DEALER_GAP_RAD
    return DEALER_GAP_RAD / 2 + (seat - 0.5) * span / seat_count


def _compute_layout(seat_count: int, width: int, height: int) -> _Geometry:
    """Seat boxes on an ellipse around the felt; sizes scale with the widget."""
    w, h = float(max(width, 1)), float(max(height, 1))
    margin = max(4.0, min(w, h) * 0.01)
    # Box size from the spacing between neighbours on a first guess of the ellipse.
    rx0, ry0 = w * 0.40, h * 0.38
    perimeter = math.pi * (3 * (rx0 + ry0) - math.sqrt((3 * rx0 + ry0) * (rx0 + 3 * ry0)))
    spacing = perimeter * (1 - DEALER_GAP_RAD / (2 * math.pi)) / seat_count
    box_w = max(96.0, min(w * 0.2, spacing * 0.92, 300.0))
    box_h = max(float(MIN_TOUCH_PX) + 12, min(box_w * 0.56, h * 0.17))
    # Fit the seats' actual spread (the dealer's gap leaves the bottom lower than the top).
    angles = [seat_angle(seat, seat_count) for seat in range(1, seat_count + 1)]
    # With few seats they do not span the height: keep the table oval anyway.
    cos_low = min(-0.75, *(math.cos(t) for t in angles))
    cos_high = max(0.75, *(math.cos(t) for t in angles))
    sin_span = max(abs(math.sin(t)) for t in angles)
    rx = (w / 2 - box_w / 2 - margin) / max(sin_span, 0.5)
    ry = (h - 2 * margin - box_h - marker_room(box_h)) / (cos_high - cos_low)
    cx = w / 2
    cy = margin + box_h / 2 - ry * cos_low
    boxes: dict[int, QRectF] = {}
    bets: dict[int, QPointF] = {}
    marker = max(26.0, min(box_h * 0.42, 56.0))
    table = QRectF(cx - rx * 0.78, cy - ry * 0.66, rx * 1.56, ry * 1.32)
    for seat in range(1, seat_count + 1):
        t = seat_angle(seat, seat_count)
        sx, sy = cx - rx * math.sin(t), cy + ry * math.cos(t)
        box = QRectF(sx - box_w / 2, sy - box_h / 2, box_w, box_h)
        boxes[seat] = box
        # The bet and markers sit on the felt between the seat and the centre.
        inward = QPointF(cx - sx, cy - sy)
        length = math.hypot(inward.x(), inward.y()) or 1.0
        reach = _box_reach(box_w, box_h, inward.x() / length, inward.y() / length) + marker * 0.9
        bets[seat] = QPointF(sx + inward.x() / length * reach, sy + inward.y() / length * reach)
    centre = QRectF(cx - rx * 0.42, cy - ry * 0.3, rx * 0.84, ry * 0.6)
    return _Geometry(boxes, bets, table, centre, marker)


def marker_room(box_h: float) -> float:
    """Room kept under the bottom seats for the dealer's label."""
    return box_h * 0.25


def _box_reach(box_w: float, box_h: float, dx: float, dy: float) -> float:
    """Distance from a box's centre to its edge along a unit direction."""
    reach_x = (box_w / 2) / abs(dx) if dx else math.inf
    reach_y = (box_h / 2) / abs(dy) if dy else math.inf
    return min(reach_x, reach_y)
