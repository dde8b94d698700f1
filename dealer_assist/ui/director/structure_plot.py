"""A pyqtgraph plot of the big blind against elapsed time, breaks shaded; imported lazily."""

from __future__ import annotations

import logging

# PySide6 before pyqtgraph, so pyqtgraph binds PySide6 (it prefers PyQt6 when both exist).
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QVBoxLayout, QWidget

# isort: split
import pyqtgraph as pg

from dealer_assist.core.clock.structure import Break, Level, Structure

logger = logging.getLogger(__name__)

BREAK_BRUSH = QColor(70, 130, 200, 60)
LINE_COLOUR = "#b3261e"


def blind_steps(
    structure: Structure, unit_s: int = 3600
) -> tuple[list[float], list[float], list[tuple[float, float]]]:
    """Step-plot data: x edges (in `unit_s`), the big blind of each period, the break spans.

    A break keeps the big blind of the level before it, so the line stays continuous.
    """
    edges: list[float] = [0.0]
    blinds: list[float] = []
    breaks: list[tuple[float, float]] = []
    elapsed_s = 0
    current = 0.0
    for period in structure.periods:
        start_s = elapsed_s
        elapsed_s += period.duration_s
        if isinstance(period, Level):
            current = float(period.big_blind)
        elif isinstance(period, Break):
            breaks.append((start_s / unit_s, elapsed_s / unit_s))
        edges.append(elapsed_s / unit_s)
        blinds.append(current)
    return edges, blinds, breaks


class StructurePlot(QWidget):
    """Big blind over elapsed time; items are built once and updated with setData."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot_widget = pg.PlotWidget(parent=self, background="w")
        self.plot_widget.setMenuEnabled(False)
        self.plot_widget.setMouseEnabled(x=False, y=False)
        self.plot_widget.hideButtons()
        item = self.plot_widget.getPlotItem()
        item.setLabel("bottom", "hours")
        item.getAxis("bottom").enableAutoSIPrefix(False)
        item.setLabel("left", "big blind")
        item.setLogMode(x=False, y=False)
        item.showGrid(x=True, y=True, alpha=0.25)
        item.getAxis("left").enableAutoSIPrefix(False)
        self.curve = pg.PlotDataItem(
            stepMode="center", pen=pg.mkPen(LINE_COLOUR, width=3), connect="all"
        )
        item.addItem(self.curve)
        self._break_regions: list[pg.LinearRegionItem] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot_widget)

    def set_structure(self, structure: Structure) -> None:
        # Short structures read better in minutes than in fractions of an hour.
        in_minutes = structure.total_duration_s <= 3 * 3600
        unit_s = 60 if in_minutes else 3600
        self.plot_widget.getPlotItem().setLabel("bottom", "minutes" if in_minutes else "hours")
        edges, blinds, breaks = blind_steps(structure, unit_s)
        # A level with no big blind yet shows as a gap until corrected.
        self.curve.setData(edges, [b if b > 0 else float("nan") for b in blinds])
        self._set_break_regions(breaks)

    def _set_break_regions(self, breaks: list[tuple[float, float]]) -> None:
        item = self.plot_widget.getPlotItem()
        # Reuse region items; only the count of breaks changes how many exist.
        while len(self._break_regions) < len(breaks):
            region = pg.LinearRegionItem(brush=BREAK_BRUSH, movable=False, pen=pg.mkPen(None))
            region.setZValue(-10)
            item.addItem(region)
            self._break_regions.append(region)
        for index, region in enumerate(self._break_regions):
            if index < len(breaks):
                region.setRegion(breaks[index])
                region.show()
            else:
                region.hide()

    def break_spans(self) -> list[tuple[float, float]]:
        return [
            tuple(region.getRegion())  # type: ignore[misc]
            for region in self._break_regions
            if region.isVisible()
        ]
