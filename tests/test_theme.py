"""The theme's helpers."""

from __future__ import annotations

from PySide6.QtGui import QColor

from dealer_assist.ui.common import theme


def test_copy_of_gives_an_equal_colour_of_its_own() -> None:
    for colour in (theme.TEXT, theme.DANGER, theme.BREAK, QColor(10, 20, 30, 40)):
        copy = theme.copy_of(colour)
        assert copy == colour and copy.alpha() == colour.alpha()
        copy.setRed(255 - copy.red())  # changing the copy leaves the theme's colour alone
        assert copy != colour


def test_fill_paints_what_fillrect_paints(qapp) -> None:
    """Clipped, off the edge, translucent, antialiased or not: the same pixels as fillRect."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QImage, QPainter, QRegion

    cases = [
        (QRect(10, 10, 50, 30), QColor(200, 30, 30), None),
        (QRect(-5, -5, 40, 40), QColor(0, 120, 0, 128), QRegion(QRect(0, 0, 20, 60))),
        (QRect(30, 20, 1, 1), theme.BACKGROUND, None),
        (QRect(0, 0, 80, 60), QColor(0, 0, 0, 0), QRegion(QRect(5, 5, 10, 10))),
    ]
    for antialiased in (False, True):
        for rect, colour, clip in cases:
            images = []
            for use_fill in (False, True):
                image = QImage(80, 60, QImage.Format.Format_ARGB32_Premultiplied)
                image.fill(QColor("#336699"))
                painter = QPainter(image)
                painter.setRenderHint(QPainter.RenderHint.Antialiasing, antialiased)
                if clip is not None:
                    painter.setClipRegion(clip)
                if use_fill:
                    theme.fill(painter, rect, colour)
                else:
                    painter.fillRect(rect, colour)
                painter.end()
                images.append(image)
            assert images[0] == images[1], (rect, colour.name(), antialiased)
