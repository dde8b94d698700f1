"""Colours of a widget as drawn: its background and the best text contrast on it."""

from __future__ import annotations

from collections import Counter

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from dealer_assist.ui.common.theme import contrast_ratio

BLACK = QColor("#000000")
WHITE = QColor("#ffffff")


def colours_of(widget: QWidget) -> tuple[QColor, float]:
    """The commonest colour (the background) and the best contrast of any drawn colour on it
    (the text's own colour, whatever anti-aliasing does to the edges)."""
    image = widget.grab().toImage()
    counts: Counter[int] = Counter(
        image.pixel(x, y) for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)
    )
    background = QColor.fromRgb(counts.most_common(1)[0][0])
    best = max(contrast_ratio(background, QColor.fromRgb(rgb)) for rgb in counts)
    return background, best


def is_dark(colour: QColor) -> bool:
    return contrast_ratio(colour, BLACK) < 1.6
