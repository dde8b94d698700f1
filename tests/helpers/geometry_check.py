"""Does a window fit? Checks by widget geometry (not pixels) what a person would see as broken:

- the window, its frame (title bar) included, lies inside its screen's available area;
- every visible control (button, label, input, tab bar, menu bar) is fully in view: inside the
  window and inside each ancestor that clips it (a control in a scroll area counts as in view
  when it is inside the scrolled content; `scroll_ok=False` reports any scroll bar instead);
- no two visible controls overlap, unless one holds the other;
- no text is clipped: a label's size hint fits its size (a wrapped label: its longest word and
  its height for its width), a button's text fits its contents, a tab bar's and a menu bar's
  items fit their bar.

Used by the screenshot tests under Xvfb (tests/helpers/window_probe.py) and offscreen tests.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QMenuBar,
    QPushButton,
    QScrollArea,
    QScrollBar,
    QStyle,
    QStyleOptionButton,
    QStyleOptionToolButton,
    QTabBar,
    QTextEdit,
    QToolButton,
    QWidget,
)

CONTROLS = (
    QAbstractButton,
    QLabel,
    QLineEdit,
    QAbstractSpinBox,
    QComboBox,
    QTextEdit,
    QAbstractItemView,
    QTabBar,
    QMenuBar,
)
SLACK_PX = 1  # rounding in layouts and font metrics


def describe(widget: QWidget) -> str:
    name = widget.objectName() or type(widget).__name__
    text = getattr(widget, "text", None)
    words = text() if callable(text) else ""
    words = str(words).replace("\n", " / ")
    return f"{name} {words[:60]!r}" if words else name


def rect_in(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def controls(window: QWidget) -> list[QWidget]:
    """The window's visible controls; the parts of a composite control (a table's viewport, a
    tab bar's scroll buttons, a combo box's line edit, a spin box's) are the control itself."""
    parts = (QAbstractItemView, QTabBar, QComboBox, QAbstractSpinBox, QTextEdit, QScrollBar)
    found = []
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, CONTROLS) or widget.window() is not window:
            continue
        if not widget.isVisibleTo(window) or widget.width() <= 0 or widget.height() <= 0:
            continue
        if any(isinstance(a, parts) for a in _ancestors(widget, window)):
            continue
        found.append(widget)
    return found


def _ancestors(widget: QWidget, window: QWidget) -> list[QWidget]:
    chain = []
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        chain.append(parent)
        parent = parent.parentWidget()
    return chain


def _in_view(widget: QWidget, window: QWidget, scroll_ok: bool) -> QRect:
    """The part of the window that `widget` may show in: narrowed by each ancestor up to the
    window; with `scroll_ok`, a scroll area's content counts as in view (it scrolls there)."""
    visible = QRect(-(10**6), -(10**6), 2 * 10**6, 2 * 10**6)
    for ancestor in _ancestors(widget, window):
        parent = ancestor.parentWidget()
        if scroll_ok and isinstance(parent, QAbstractScrollArea) and ancestor is parent.viewport():
            return visible
        visible = visible.intersected(rect_in(ancestor, window))
    return visible.intersected(window.rect())


def text_problem(widget: QWidget) -> str | None:
    """Why the widget's text does not fit it (None: it fits)."""
    if isinstance(widget, QLabel):
        if not widget.text() or widget.pixmap() is not None and not widget.pixmap().isNull():
            return None
        if widget.wordWrap():
            need_w = widget.minimumSizeHint().width()
            need_h = widget.heightForWidth(widget.width())
            if need_w > widget.width() + SLACK_PX or need_h > widget.height() + SLACK_PX:
                return f"wrapped text needs {need_w} wide, {need_h} high in {_s(widget.size())}"
            return None
        return _hint_problem(widget)
    if isinstance(widget, QPushButton) and widget.text():
        option = QStyleOptionButton()
        widget.initStyleOption(option)
        contents = widget.style().subElementRect(
            QStyle.SubElement.SE_PushButtonContents, option, widget
        )
        lines = widget.text().split("\n")
        metrics = widget.fontMetrics()
        need_w = max(metrics.horizontalAdvance(line.replace("&&", "&")) for line in lines)
        if not widget.icon().isNull():
            need_w += widget.iconSize().width() + 4
        need_h = metrics.height() * len(lines)
        if need_w > contents.width() + SLACK_PX or need_h > contents.height() + SLACK_PX:
            return f"text needs {need_w}x{need_h} in its contents {_s(contents)}"
        return None
    if isinstance(widget, QToolButton) and widget.text():
        return _tool_button_problem(widget)
    if isinstance(widget, QAbstractButton) and widget.text():  # check boxes, radio buttons
        return _hint_problem(widget)
    if isinstance(widget, QTabBar):
        for index in range(widget.count()):
            tab = widget.tabRect(index)
            need = widget.fontMetrics().horizontalAdvance(widget.tabText(index))
            if not widget.rect().contains(tab) or tab.width() < need:
                return f"tab {widget.tabText(index)!r} cut ({tab.width()} px for {need} px text)"
        return None
    if isinstance(widget, QMenuBar):
        for action in widget.actions():
            if action.isVisible() and not widget.rect().contains(widget.actionGeometry(action)):
                return f"menu {action.text()!r} pushed off the bar"
        return None
    return None


def _tool_button_problem(button: QToolButton) -> str | None:
    """The text against the button less its border and padding (the menu arrow is drawn in a
    corner, over the padding, so it is not counted)."""
    lines = button.text().split("\n")
    metrics = button.fontMetrics()
    text = QSize(
        max(metrics.horizontalAdvance(line) for line in lines), metrics.height() * len(lines)
    )
    option = QStyleOptionToolButton()
    button.initStyleOption(option)
    option.features &= ~QStyleOptionToolButton.ToolButtonFeature.HasMenu
    option.features &= ~QStyleOptionToolButton.ToolButtonFeature.MenuButtonPopup
    need = button.style().sizeFromContents(QStyle.ContentsType.CT_ToolButton, option, text, button)
    if need.width() > button.width() + SLACK_PX or need.height() > button.height() + SLACK_PX:
        return f"text needs {_s(need)} in {_s(button.size())}"
    return None


def _hint_problem(widget: QWidget) -> str | None:
    hint = widget.sizeHint()
    if hint.width() > widget.width() + SLACK_PX or hint.height() > widget.height() + SLACK_PX:
        return f"text needs {_s(hint)} in {_s(widget.size())}"
    return None


def scroll_bars(window: QWidget) -> list[str]:
    """The scroll bars in view (a window that must fit without scrolling shows none)."""
    return [
        f"a {'horizontal' if bar.orientation().value == 1 else 'vertical'} scroll bar in "
        f"{describe(bar.parentWidget().parentWidget() or bar)}"
        for bar in window.findChildren(QScrollBar)
        if bar.isVisibleTo(window)
        and bar.maximum() > bar.minimum()
        and isinstance(bar.parentWidget() and bar.parentWidget().parentWidget(), QScrollArea)
    ]


def problems(window: QWidget, *, area: QRect | None = None, scroll_ok: bool = True) -> list[str]:
    """Everything about `window` that does not fit, one sentence each ([] when it all fits).

    `area`: where the window must lie (its frame included), by default its screen's available
    geometry."""
    found: list[str] = []
    screen = window.screen()
    if area is None and screen is not None:
        area = screen.availableGeometry()
    # A full-screen window has no frame (Qt may still report the one it had).
    outer = window.geometry() if window.isFullScreen() else window.frameGeometry()
    if window.isFullScreen() and screen is not None:
        area = screen.geometry()
    if area is not None and not area.contains(outer):
        found.append(f"the window {_r(outer)} is not inside the screen's {_r(area)}")
    shown = controls(window)
    seen = {}  # what of each control is on screen now (scrolled content clipped)
    for widget in shown:
        rect = rect_in(widget, window)
        view = _in_view(widget, window, scroll_ok)
        if not view.adjusted(-SLACK_PX, -SLACK_PX, SLACK_PX, SLACK_PX).contains(rect):
            found.append(f"{describe(widget)} at {_r(rect)} is cut off (in view: {_r(view)})")
        why = text_problem(widget)
        if why is not None:
            found.append(f"{describe(widget)}: {why}")
        seen[id(widget)] = rect.intersected(_in_view(widget, window, scroll_ok=False))
    for i, a in enumerate(shown):
        for b in shown[i + 1 :]:
            if a.isAncestorOf(b) or b.isAncestorOf(a):
                continue
            overlap = seen[id(a)].intersected(seen[id(b)])
            if overlap.width() > SLACK_PX and overlap.height() > SLACK_PX:
                found.append(
                    f"{describe(a)} {_r(seen[id(a)])} overlaps {describe(b)} {_r(seen[id(b)])}"
                )
    if not scroll_ok:
        found += scroll_bars(window)
    return found


def _r(rect: QRect) -> str:
    return f"{rect.width()}x{rect.height()}+{rect.x()}+{rect.y()}"


def _s(size: QSize | QRect) -> str:
    return f"{size.width()}x{size.height()}"
