"""The director's Charts tab: players left and the average stack in big blinds over the night.

pyqtgraph and numpy (about 0.3 s and 50 MiB) come with this module, which the window imports
only when the tab is first shown. The figures are folded from the tournament's events by
`core/charts_data.py`; this panel draws them (items built once, `setData` after) and saves the
two charts as one PNG.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from pathlib import Path

# PySide6 before pyqtgraph, so pyqtgraph binds PySide6 (it prefers PyQt6 when both exist).
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt, QTimer
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

# isort: split
import pyqtgraph as pg

from dealer_assist.core.charts_data import ChartFold, ChartSeries
from dealer_assist.core.events import Event
from dealer_assist.ui.common.tooltips import describe
from dealer_assist.ui.director.players_panel import BUTTON_HEIGHT, DONE_STYLE, ERROR_STYLE, Tell

logger = logging.getLogger(__name__)

REFRESH_MS = 30_000  # the lines run on to now while the tab is shown
PLAYERS_COLOUR = "#1f5fa8"
AVERAGE_COLOUR = "#b3261e"
EMPTY_TEXT = "No players have bought in yet: the charts start with the first buy-in."


def steps(xs: Sequence[float], ys: Sequence[float]) -> tuple[list[float], list[float]]:
    """A step line: each value holds until the next point, then the line drops or climbs."""
    out_x: list[float] = []
    out_y: list[float] = []
    for index, (x, y) in enumerate(zip(xs, ys, strict=True)):
        if index:
            out_x.append(x)
            out_y.append(out_y[-1])
        out_x.append(x)
        out_y.append(y)
    return out_x, out_y


def _png(widget: QWidget) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    widget.grab().save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ask_png_path(parent: QWidget, suggested: str) -> str | None:
    from PySide6.QtWidgets import QFileDialog

    path, _ = QFileDialog.getSaveFileName(
        parent, "Save the charts (PNG)", str(Path.home() / suggested), "PNG images (*.png)"
    )
    return path or None


def _write_bytes(path: Path, data: bytes) -> None:
    path.write_bytes(data)


class ChartsPanel(QWidget):
    """Players left and the average stack in big blinds, against the time of day.

    `add_events(events)` folds the journal's new events; `refresh()` redraws up to now
    (`now_ms`, the wall clock). Replaceable: `choose_png_path(suggested)` and
    `write_file(path, data)` (Save as PNG).
    """

    def __init__(
        self, tell: Tell, now_ms: Callable[[], int], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._tell = tell
        self._now_ms = now_ms
        self._fold = ChartFold()
        self._series = ChartSeries()
        self.choose_png_path: Callable[[str], str | None] = lambda suggested: ask_png_path(
            self, suggested
        )
        self.write_file: Callable[[Path, bytes], None] = _write_bytes

        self.summary_label = QLabel(EMPTY_TEXT, self)
        self.summary_label.setWordWrap(True)
        self.summary_label.setStyleSheet("font-size: 15px;")
        self.save_button = QPushButton("Save as PNG…", self)
        self.save_button.setMinimumHeight(BUTTON_HEIGHT)
        self.save_button.setStyleSheet("font-size: 15px; padding: 0 10px;")
        self.save_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.save_button.clicked.connect(lambda _checked=False: self.save_png())
        describe(self.save_button, "Save both charts as one PNG picture")
        top = QHBoxLayout()
        top.addWidget(self.summary_label, 1)
        top.addWidget(self.save_button)

        # The two charts in one widget: what Save as PNG grabs.
        self.charts = QWidget(self)
        self.charts.setStyleSheet("background: white;")
        self.players_plot = self._plot("Players left", "players")
        self.average_plot = self._plot("Average stack", "big blinds")
        self.average_plot.setXLink(self.players_plot)
        self.players_curve = self.players_plot.plot(
            [], [], pen=pg.mkPen(PLAYERS_COLOUR, width=3), name="players left"
        )
        self.average_curve = self.average_plot.plot(
            [], [], pen=pg.mkPen(AVERAGE_COLOUR, width=3), name="average stack (big blinds)"
        )
        charts_layout = QVBoxLayout(self.charts)
        charts_layout.setContentsMargins(4, 4, 4, 4)
        charts_layout.setSpacing(6)
        charts_layout.addWidget(self.players_plot, 1)
        charts_layout.addWidget(self.average_plot, 1)

        self.message_label = QLabel("", self)
        self.message_label.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(8)
        layout.addLayout(top)
        layout.addWidget(self.charts, 1)
        layout.addWidget(self.message_label)

        self.refresh_timer = QTimer(self)
        self.refresh_timer.setInterval(REFRESH_MS)
        self.refresh_timer.timeout.connect(self.refresh)

    # --- public ------------------------------------------------------------------------
    def reset(self) -> None:
        """Forget the events folded (another tournament is shown)."""
        self._fold = ChartFold()
        self.refresh()

    def add_events(self, events: Iterable[Event]) -> None:
        """Fold the journal's new events, then redraw."""
        self._fold.add_all(events)
        self.refresh()

    def series(self) -> ChartSeries:
        """The points drawn (up to the last refresh)."""
        return self._series

    def refresh(self) -> None:
        self._series = series = self._fold.series(until_ms=self._now_ms())
        px, py = series.players_left()
        ax, ay = series.average_stack_bb()
        self.players_curve.setData(*steps([x / 1000 for x in px], [float(y) for y in py]))
        self.average_curve.setData(*steps([x / 1000 for x in ax], ay))
        self.summary_label.setText(self._summary(series))
        self.save_button.setEnabled(bool(series.points))

    def save_png(self) -> bool:
        """Save both charts as one PNG where the director chooses."""
        state = self._fold.state
        name = state.name if state is not None else "tournament"
        stamp = datetime.fromtimestamp(self._now_ms() / 1000).strftime("%Y-%m-%d-%H%M")
        suggested = f"{_slug(name)}-charts-{stamp}.png"
        chosen = self.choose_png_path(suggested)
        if not chosen:
            return False
        path = Path(chosen)
        if not path.suffix:
            path = path.with_suffix(".png")
        self.refresh()
        try:
            self.write_file(path, _png(self.charts))
        except OSError as exc:
            text = f"Cannot save the charts to {path}: {exc.strerror or exc}."
            self._show(text, error=True)
            self._tell(text, True)
            return False
        text = f"Charts saved to {path}."
        self._show(text)
        self._tell(text, False)
        return True

    def showEvent(self, event: object) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)  # type: ignore[arg-type]
        self.refresh()
        self.refresh_timer.start()

    def hideEvent(self, event: object) -> None:  # noqa: N802 (Qt name)
        super().hideEvent(event)  # type: ignore[arg-type]
        self.refresh_timer.stop()

    # --- internals -----------------------------------------------------------------------
    def _plot(self, title: str, unit: str) -> pg.PlotWidget:
        plot = pg.PlotWidget(
            parent=self.charts, background="w", axisItems={"bottom": pg.DateAxisItem()}
        )
        plot.setMenuEnabled(False)
        plot.hideButtons()
        plot.setMinimumHeight(160)
        item = plot.getPlotItem()
        item.setTitle(f'<span style="color:#202020; font-size:14pt">{title}</span>')
        item.setLabel("left", unit, **{"font-size": "13px"})
        item.getAxis("left").enableAutoSIPrefix(False)
        item.showGrid(x=True, y=True, alpha=0.25)
        ticks = QFont()
        ticks.setPixelSize(13)  # pyqtgraph's default is smaller than the window's text
        for side in ("left", "bottom"):
            axis = item.getAxis(side)
            axis.setPen(pg.mkPen(QColor("#404040")))
            axis.setTextPen(pg.mkPen(QColor("#202020")))
            axis.setStyle(tickFont=ticks)
        return plot

    def _summary(self, series: ChartSeries) -> str:
        if not series.points:
            return EMPTY_TEXT
        last = series.points[-1]
        state = self._fold.state
        entries = state.entries if state is not None else None
        text = f"{last.players_left} players left"
        if entries:
            text += f" of {entries} entries"
        average = last.average_stack_bb
        if average is not None and last.players_left:
            text += (
                f"  ·  average stack {last.chips_in_play // last.players_left:,} chips, "
                f"{average:.1f} big blinds"
            )
        return text

    def _show(self, text: str, *, error: bool = False) -> None:
        self.message_label.setText(text)
        self.message_label.setStyleSheet(ERROR_STYLE if error else DONE_STYLE)


def _slug(name: str) -> str:
    import re

    return re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-") or "tournament"


__all__ = ["ChartsPanel", "steps"]
