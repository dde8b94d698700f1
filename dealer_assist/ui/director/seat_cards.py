"""Printable seat cards: one card per player (name, table, seat), eight to an A4 page, as PDF.

Drawn with QPainter on a QPdfWriter (QtGui), so the cards are the same size whatever the
names: a long name is set smaller until it fits, never cut. Dashed lines show where to cut.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from dealer_assist.core.seating.seating_plan import SeatingPlan

COLUMNS = 2
ROWS = 4
RESOLUTION_DPI = 300
NAME_POINTS = 26.0
SMALLEST_NAME_POINTS = 10.0


@dataclass(frozen=True, slots=True)
class SeatCard:
    name: str
    table: int
    seat: int


def cards_from_plan(plan: SeatingPlan, names: dict[str, str]) -> list[SeatCard]:
    """The plan's cards (by table, then seat), each with the player's name from `names`
    (player id -> name; the id itself when unknown)."""
    return [
        SeatCard(names.get(player, player), ref.table, ref.seat) for ref, player in plan.cards()
    ]


def seat_cards_pdf(title: str, cards: Sequence[SeatCard]) -> bytes:
    """An A4 PDF of the cards, COLUMNS x ROWS to a page, in the order given."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(f"Seat cards: {title}")
    writer.setCreator("Dealer Assist")
    writer.setResolution(RESOLUTION_DPI)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(10, 10, 10, 10),
            QPageLayout.Unit.Millimeter,
        )
    )
    painter = QPainter(writer)
    try:
        page = QRectF(writer.pageLayout().paintRectPixels(RESOLUTION_DPI))
        page.moveTo(0, 0)
        width, height = page.width() / COLUMNS, page.height() / ROWS
        per_page = COLUMNS * ROWS
        for index, card in enumerate(cards):
            if index and index % per_page == 0:
                writer.newPage()
            slot = index % per_page
            box = QRectF((slot % COLUMNS) * width, (slot // COLUMNS) * height, width, height)
            _draw_card(painter, box, card, title)
    finally:
        painter.end()
    buffer.close()
    return bytes(data.data())


def _points_to_pixels(points: float) -> float:
    return points * RESOLUTION_DPI / 72


def _draw_card(painter: QPainter, box: QRectF, card: SeatCard, title: str) -> None:
    cut = QPen(QColor("#9a9a9a"))
    cut.setStyle(Qt.PenStyle.DashLine)
    cut.setWidthF(_points_to_pixels(0.5))
    painter.setPen(cut)
    painter.drawRect(box)
    inner = box.adjusted(
        _points_to_pixels(14), _points_to_pixels(12), -_points_to_pixels(14), -_points_to_pixels(12)
    )
    painter.setPen(QColor("#000000"))

    small = QFont("DejaVu Sans")
    small.setPixelSize(round(_points_to_pixels(10)))
    painter.setFont(small)
    top = QRectF(inner.left(), inner.top(), inner.width(), _points_to_pixels(16))
    painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)

    name_font = QFont("DejaVu Sans")
    name_font.setBold(True)
    points = NAME_POINTS
    while True:
        name_font.setPixelSize(round(_points_to_pixels(points)))
        fits = QFontMetricsF(name_font).horizontalAdvance(card.name) <= inner.width()
        if fits or points <= SMALLEST_NAME_POINTS:
            break
        points -= 1
    painter.setFont(name_font)
    name_box = QRectF(inner.left(), top.bottom(), inner.width(), inner.height() * 0.42)
    painter.drawText(
        name_box,
        Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
        card.name,
    )

    big = QFont("DejaVu Sans")
    big.setBold(True)
    big.setPixelSize(round(_points_to_pixels(30)))
    label = QFont("DejaVu Sans")
    label.setPixelSize(round(_points_to_pixels(11)))
    half = inner.width() / 2
    bottom = QRectF(
        inner.left(), name_box.bottom(), inner.width(), inner.bottom() - name_box.bottom()
    )
    for column, (word, number) in enumerate((("TABLE", card.table), ("SEAT", card.seat))):
        cell = QRectF(bottom.left() + column * half, bottom.top(), half, bottom.height())
        painter.setFont(label)
        painter.drawText(
            QRectF(cell.left(), cell.top(), cell.width(), cell.height() * 0.3),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
            word,
        )
        painter.setFont(big)
        painter.drawText(
            QRectF(
                cell.left(), cell.top() + cell.height() * 0.3, cell.width(), cell.height() * 0.7
            ),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            str(number),
        )


__all__ = ["SeatCard", "cards_from_plan", "seat_cards_pdf"]
