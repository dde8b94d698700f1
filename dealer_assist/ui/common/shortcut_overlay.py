"""The keyboard-shortcut overlay (F1 or ?): every key of a window, read from the window itself.

The list is built when it opens, from the window's menus, its QActions and QShortcuts, and the
keys its key handler declares (`key_help()`), so it cannot drift from what the keys do. The
dialog that shows it is shortcut_dialog's, loaded when first opened.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

import msgspec
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from dealer_assist.ui.common.tooltips import describe

if TYPE_CHECKING:
    from dealer_assist.ui.common.shortcut_dialog import ShortcutOverlay

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


def show_shortcut_overlay(window: QWidget) -> ShortcutOverlay:
    """Open the overlay on `window` (modeless, so the window stays live behind it)."""
    # The dialog's module when first asked for: its widgets are not part of a first paint.
    from dealer_assist.ui.common.shortcut_dialog import ShortcutOverlay

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
