"""The high-contrast dark theme shared by the windows: colours, fonts and text fitting."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPen

if TYPE_CHECKING:
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QPainter

# Sans faces with tabular digits, so the running time never jitters sideways.
FONT_FAMILIES = ("DejaVu Sans", "Nimbus Sans", "Noto Sans", "Arial", "Helvetica")

BACKGROUND = QColor("#000000")
PANEL = QColor("#15181d")
TEXT = QColor("#ffffff")
MUTED = QColor("#b8c0cc")  # secondary text: still 10:1 on black
RULE = QColor("#3a404a")
WARNING = QColor("#ffc400")  # amber: under one minute, break ending soon
DANGER = QColor("#ff4d4d")
GOOD = QColor("#33dd77")  # a new level has started
BREAK = QColor("#4db8ff")  # break time
PAUSED = QColor("#ff4d4d")
COLOUR_UP = QColor("#d9a6ff")

# The dark table station's dialogs, menus and fields (the station's own sheet adds this), so a
# dialog opened over the dark table is not a white flash. Text is white or MUTED on #15181d.
DARK_CONTROLS_STYLE = """
QDialog, QMessageBox { background: #15181d; }
QDialog QLabel, QMessageBox QLabel { color: #ffffff; font-size: 20px; }
QLineEdit, QSpinBox, QComboBox { color: #ffffff; background: #0b0d10;
    border: 2px solid #4a5260; border-radius: 6px; padding: 0 8px;
    selection-background-color: #1f5fa8; selection-color: #ffffff; }
QLineEdit:focus, QSpinBox:focus, QComboBox:focus { border-color: #4db8ff; }
QAbstractItemView { color: #ffffff; background: #0b0d10; alternate-background-color: #15181d;
    selection-background-color: #24415f; selection-color: #ffffff; }
QComboBox QAbstractItemView { background: #15181d; }
QHeaderView::section { color: #b8c0cc; background: #1a1d22; border: 1px solid #3a404a;
    padding: 4px; }
QMenu { background: #15181d; color: #ffffff; border: 1px solid #4a5260; }
QMenu::item:selected { background: #24415f; }
QMenu::item:disabled { color: #8a93a0; }
QToolTip { color: #ffffff; background: #15181d; border: 1px solid #4a5260; }
"""


def font(pixel_size: float, *, bold: bool = True) -> QFont:
    """A theme font at a pixel size (pixels, not points: the layout is computed in pixels)."""
    result = QFont()
    result.setFamilies(list(FONT_FAMILIES))
    result.setPixelSize(max(1, int(pixel_size)))
    result.setBold(bold)
    return result


# Text is measured at this pixel size and scaled: a font's metrics grow with its pixel size, so
# one font engine per weight measures every text, and only the size chosen loads another (each
# engine costs a fontconfig substitution: the TV clock's first paint loaded twice as many).
REFERENCE_PIXELS = 100


def fitted_font(text: str, max_width: float, max_height: float, *, bold: bool = True) -> QFont:
    """The largest theme font whose line box for `text` fits inside max_width x max_height."""
    reference = QFontMetricsF(font(REFERENCE_PIXELS, bold=bold))
    scale = min(
        max_height / reference.height(),
        max_width / max(1e-3, reference.horizontalAdvance(text)),
    )
    size = max(1.0, REFERENCE_PIXELS * scale)
    candidate = font(size, bold=bold)
    # Hinting can add a pixel or two at the new size: step down until it fits.
    while size > 1 and QFontMetricsF(candidate).horizontalAdvance(text) > max_width:
        size -= max(1.0, size * 0.02)
        candidate = font(size, bold=bold)
    return candidate


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG contrast of two colours: 1 (same) to 21 (black on white); text wants >= 4.5."""

    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        r, g, b = channel(c.redF()), channel(c.greenF()), channel(c.blueF())
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def copy_of(colour: QColor) -> QColor:
    """A colour of one's own (QColor is mutable). Not QColor(colour): choosing among that
    constructor's overloads loads QByteArray's type (~0.4 ms of a first paint)."""
    return QColor.fromRgba(colour.rgba())


def fill(painter: QPainter, rect: QRect, colour: QColor) -> None:
    """Fill `rect` with `colour`: fillRect's pixels, antialiased or not. Not fillRect(rect,
    colour) itself: PySide's overload resolution for it builds QGradient's type (its ~180
    presets), ~2 ms of a window's first paint."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRect(rect)
    painter.restore()


def pen(colour: QColor, width: float) -> QPen:
    result = QPen(colour)
    result.setWidthF(width)
    return result


def set_app_icon(app: object) -> None:
    """The app's icon on every window and in the task bar (resources/icons)."""
    from PySide6.QtGui import QIcon

    from dealer_assist.resources import resource_path

    path = resource_path("icons", "dealer-assist.png")
    if path.exists():
        app.setWindowIcon(QIcon(str(path)))  # type: ignore[attr-defined]
