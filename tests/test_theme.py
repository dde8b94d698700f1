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
