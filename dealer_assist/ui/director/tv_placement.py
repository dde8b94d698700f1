"""Where Ctrl+T opens the TV clock: the director chooses, and nothing covers his clock buttons.

With one screen the TV clock used to open as a window centred on it, over the director's clock
and its buttons. `choices` lists the places (fullscreen on each other screen first, then beside
the director's clock on this screen, or a window there); `beside` finds the largest 16:9
rectangle on the screen that keeps clear of the director's clock column.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QMargins, QRect

ASPECT = 16 / 9
MIN_WIDTH_PX = 320  # narrower, the TV clock's numbers are too small to be worth it
OUTSIDE_ENOUGH_PX = 640  # free screen beside the director's window this wide is used first


class Placement(enum.Enum):
    FULLSCREEN = "fullscreen"
    BESIDE = "beside"  # a window on the director's screen, clear of his clock column
    WINDOW = "window"  # a window centred on the director's screen, for him to move


class Screen(Protocol):
    def name(self) -> str: ...
    def geometry(self) -> QRect: ...


@dataclass(frozen=True, slots=True)
class Choice:
    text: str
    screen_index: int
    placement: Placement


def choices(screens: Sequence[Screen], director_screen: int) -> list[Choice]:
    """The places offered, the likeliest first: a TV plugged in as another screen, else beside
    the director's clock."""
    offered = []
    for index, screen in enumerate(screens):
        if index != director_screen:
            size = screen.geometry()
            offered.append(
                Choice(
                    f"Fullscreen on screen {index + 1}: {screen.name()} "
                    f"({size.width()}×{size.height()})",
                    index,
                    Placement.FULLSCREEN,
                )
            )
    offered.append(
        Choice("On this screen, beside the director's clock", director_screen, Placement.BESIDE)
    )
    offered.append(Choice("On this screen, as a window to move", director_screen, Placement.WINDOW))
    return offered


def beside(area: QRect, director: QRect, keep_clear: QRect, frame: QMargins) -> QRect | None:
    """The TV window's client rectangle on `area` (the screen's available geometry), its frame
    (`frame`: the title bar and borders) included, clear of `keep_clear` (the director's clock
    and its buttons, screen coordinates): the largest near-16:9 rectangle in a band beside the
    director's window when it is wide enough (OUTSIDE_ENOUGH_PX), else beside his clock
    column, over his tabs. None when no band is wide enough."""
    outside = _largest(_bands(area, director), area, frame)  # over nothing of his
    if outside is not None and outside.width() >= OUTSIDE_ENOUGH_PX:
        return outside.marginsRemoved(frame)
    best = _largest([*_bands(area, director), *_bands(area, keep_clear)], area, frame)
    return None if best is None else best.marginsRemoved(frame)


def _bands(area: QRect, edge: QRect) -> list[QRect]:
    """The screen's full-height bands right and left of `edge`."""
    right = QRect(edge.right() + 1, area.top(), area.right() - edge.right(), area.height())
    left = QRect(area.left(), area.top(), edge.left() - area.left(), area.height())
    return [right, left]


def _largest(bands: list[QRect], area: QRect, frame: QMargins) -> QRect | None:
    best: QRect | None = None
    for band in bands:
        outer = _sixteen_nine(band.intersected(area), frame)
        if outer is None:
            continue
        if best is None or outer.width() * outer.height() > best.width() * best.height():
            best = outer
    return best


def _sixteen_nine(band: QRect, frame: QMargins) -> QRect | None:
    """The largest frame rectangle in `band` whose client area is 16:9, at the band's top,
    centred across it."""
    extra_w = frame.left() + frame.right()
    extra_h = frame.top() + frame.bottom()
    width = band.width() - extra_w
    height = round(width / ASPECT)
    if height > band.height() - extra_h:
        height = band.height() - extra_h
        width = round(height * ASPECT)
    if width < MIN_WIDTH_PX or height <= 0:
        return None
    x = band.left() + (band.width() - width - extra_w) // 2
    return QRect(x, band.top(), width + extra_w, height + extra_h)
