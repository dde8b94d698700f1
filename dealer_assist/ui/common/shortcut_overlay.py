"""The keyboard-shortcut overlay (F1 or ?): every key of a window, read from the window itself.

The list is built when it opens, from the window's menus, its QActions and QShortcuts, and the
keys its key handler declares (`key_help()`), so it cannot drift from what the keys do.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import msgspec
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMainWindow,
    QMenu,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.ui.common.tooltips import describe

OVERLAY_KEYS = ("F1", "?")
# A QShortcut that is another way to reach an action names it with this property; its key is
# then listed on the action's line ("Right (on the clock), Ctrl+Right").
FOR_ACTION = "shortcut_for_action"
WHERE = "shortcut_where"
GROUP = "shortcut_group"  # an action or shortcut outside the menus names its group
OTHER_GROUP = "This window"
NATIVE = QKeySequence.SequenceFormat.NativeText


class KeyEntry(msgspec.Struct, frozen=True):
    """One line of the overlay: the keys, then what they do."""

    group: str
    keys: str
    what: str


def link_shortcut(shortcut: QShortcut, action: QAction, where: str) -> None:
    """Mark `shortcut` as another key for `action`, active only `where` ("on the clock")."""
    shortcut.setProperty(FOR_ACTION, action)
    shortcut.setProperty(WHERE, where)


def window_keys(window: QWidget) -> list[KeyEntry]:
    """Every key of `window`: its menus' actions (by menu), other actions and shortcuts, then
    the keys its own handler declares through `key_help() -> [(group, keys, what)]`."""
    lines: dict[QAction, tuple[str, str, str]] = {}  # action -> (group, keys, what)
    local: dict[QAction, tuple[list[str], str]] = {}  # action -> (its keys in one place, where)

    def add(action: QAction, group: str) -> None:
        if action in lines or action.isSeparator() or action.menu() is not None:
            return
        keys = ", ".join(k.toString(NATIVE) for k in action.shortcuts() if not k.isEmpty())
        lines[action] = (group, keys, _plain(action.text()))

    if isinstance(window, QMainWindow) and window.menuWidget() is not None:
        for top in window.menuBar().actions():
            if top.menu() is not None:
                for action, title in _menu_actions(top.menu(), _plain(top.text())):
                    add(action, title)
    for action in [*window.actions(), *window.findChildren(QAction)]:
        if action.shortcuts() and action.associatedObjects():  # only an added action has keys
            add(action, str(action.property(GROUP) or OTHER_GROUP))

    extra: list[KeyEntry] = []
    for shortcut in window.findChildren(QShortcut):
        if not shortcut.isEnabled() or shortcut.key().isEmpty():
            continue
        key = shortcut.key().toString(NATIVE)
        target = shortcut.property(FOR_ACTION)
        if isinstance(target, QAction) and target in lines:
            local.setdefault(target, ([], str(shortcut.property(WHERE) or "")))[0].append(key)
        elif shortcut.whatsThis():
            group = str(shortcut.property(GROUP) or OTHER_GROUP)
            extra.append(KeyEntry(group, key, shortcut.whatsThis()))

    entries = []
    for action, (group, keys, what) in lines.items():
        if action in local:
            bare, where = local[action]
            here = ", ".join(dict.fromkeys(bare)) + (f" ({where})" if where else "")
            keys = f"{here}, {keys}" if keys else here
        if keys:
            entries.append(KeyEntry(group, keys, what))
    entries += _merge_same(extra)
    key_help: Callable[[], Iterable[tuple[str, str, str]]] | None = getattr(
        window, "key_help", None
    )
    if key_help is not None:
        entries += _merge_same([KeyEntry(*row) for row in key_help()])  # one line a command
    return sorted(entries, key=lambda entry: entry.group == "Help")  # how to get here: last


def grouped(entries: Sequence[KeyEntry]) -> list[tuple[str, list[KeyEntry]]]:
    """The entries by group, groups in order of first appearance."""
    groups: dict[str, list[KeyEntry]] = {}
    for entry in entries:
        groups.setdefault(entry.group, []).append(entry)
    return list(groups.items())


# Its own colours, whatever the window's style sheet says (the station's dark theme made the
# text white on the scroll area's light grey), and one look on every window.
OVERLAY_STYLE = """
QDialog, QScrollArea, QScrollArea > QWidget > QWidget { background: #15181d; border: none; }
QLabel { color: #f2f2f2; background: transparent; }
QScrollBar:vertical { background: #15181d; width: 14px; border: none; margin: 0; }
QScrollBar::handle:vertical { background: #4a5563; border-radius: 6px; min-height: 40px; }
QScrollBar::add-line, QScrollBar::sub-line { height: 0; border: none; }
QPushButton { color: #ffffff; background: #2a3038; border: 1px solid #4a5563;
              border-radius: 6px; padding: 8px 22px; min-height: 32px; font-size: 16px; }
"""
KEY_COLOUR, GROUP_COLOUR = "#8cc8ff", "#ffd166"


class ShortcutOverlay(QDialog):
    """The keys of a window, grouped, over the window; Esc or Close closes it."""

    def __init__(self, entries: Sequence[KeyEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = parent.windowTitle() if parent is not None else ""
        self.setWindowTitle(f"Keyboard shortcuts: {title}" if title else "Keyboard shortcuts")
        self.setStyleSheet(OVERLAY_STYLE)
        self.entries = list(entries)
        self.text = QLabel(_html(self.entries))
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setContentsMargins(16, 8, 16, 8)
        font = self.text.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.text.setFont(font)
        scroll = QScrollArea()
        scroll.setWidget(self.text)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        describe(close, "Close this list (Esc)")
        close.setIcon(QIcon())  # the style's dark icon is lost on the dark overlay
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        screen = parent.screen() if parent is not None else None
        area = screen.availableGeometry() if screen is not None else None
        width = min(760, area.width() - 40) if area is not None else 760
        self.text.setFixedWidth(width - 40)  # wrapped to the dialog: no sideways scrolling
        height = self.text.heightForWidth(width - 40) + 90
        self.resize(width, min(height, area.height() - 60) if area is not None else height)


def show_shortcut_overlay(window: QWidget) -> ShortcutOverlay:
    """Open the overlay on `window` (modeless, so the window stays live behind it)."""
    overlay = ShortcutOverlay(window_keys(window), window)
    overlay.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    overlay.show()
    overlay.raise_()
    overlay.activateWindow()
    window.setProperty("shortcut_overlay_open", True)
    overlay.finished.connect(lambda _r: window.setProperty("shortcut_overlay_open", False))
    return overlay


def install_shortcut_overlay(window: QWidget, keys: Sequence[str] = OVERLAY_KEYS) -> QAction:
    """A window-wide "Keyboard shortcuts" action on `keys` that opens the overlay."""
    action = QAction("Keyboard shortcuts", window)
    action.setShortcuts([QKeySequence(k) for k in keys])
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.setProperty(GROUP, "Help")
    describe(action, "List every key of this window")
    action.triggered.connect(lambda _checked=False: show_shortcut_overlay(window))
    window.addAction(action)
    return action


def _menu_actions(menu: QMenu, title: str) -> list[tuple[QAction, str]]:
    found: list[tuple[QAction, str]] = []
    for action in menu.actions():
        sub = action.menu()
        if sub is not None:
            found += _menu_actions(sub, title)
        else:
            found.append((action, title))
    return found


def _merge_same(entries: list[KeyEntry]) -> list[KeyEntry]:
    """One line per (group, what), its keys joined."""
    merged: dict[tuple[str, str], list[str]] = {}
    for entry in entries:
        merged.setdefault((entry.group, entry.what), []).append(entry.keys)
    return [KeyEntry(g, ", ".join(k), w) for (g, w), k in merged.items()]


def _plain(text: str) -> str:
    """A menu text as read: no mnemonic "&", no decorative arrows."""
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.strip(" ◀▶↶↷")


def _html(entries: Sequence[KeyEntry]) -> str:
    import html  # here: its entity table is not worth loading before a window's first paint

    rows = []
    for group, items in grouped(entries):
        rows.append(
            f"<tr><td colspan='2' style='padding-top:10px; color:{GROUP_COLOUR}'>"
            f"<b>{html.escape(group)}</b></td></tr>"
        )
        for entry in items:
            rows.append(
                f"<tr><td style='padding-right:18px; color:{KEY_COLOUR}' width='40%'>"
                f"<b>{html.escape(entry.keys)}</b></td>"
                f"<td>{html.escape(entry.what)}</td></tr>"
            )
    return "<table cellspacing='2'>" + "".join(rows) + "</table>"
