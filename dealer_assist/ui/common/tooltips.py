"""Tooltips that say what a control does, with its keys read from the control itself."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QWidget

# Where a control keeps its own words, so a tooltip borrowed for a moment (a reason it is
# disabled) can be put back without each owner remembering the text.
HELP_PROPERTY = "dealer_assist_help"


def shortcut_text(target: QWidget | QAction) -> str:
    """The control's keys as shown to the user ("Ctrl+L, F5"), or "" when it has none."""
    if isinstance(target, QAbstractButton):
        default = getattr(target, "defaultAction", lambda: None)()
        if default is not None:
            return shortcut_text(default)
        keys = [target.shortcut()]
    elif isinstance(target, QAction):
        keys = list(target.shortcuts())
    else:
        return ""
    native = QKeySequence.SequenceFormat.NativeText
    return ", ".join(k.toString(native) for k in keys if not k.isEmpty())


def with_keys(target: QWidget | QAction, text: str) -> str:
    """`text` followed by the control's keys in brackets (unless it names them already)."""
    keys = shortcut_text(target)
    return f"{text}  ({keys})" if keys and keys not in text else text


def describe(target: QWidget | QAction, text: str) -> str:
    """Give `target` its tooltip: `text` says what it does; its shortcut is added. Returns it."""
    target.setProperty(HELP_PROPERTY, text)
    tip = with_keys(target, text)
    target.setToolTip(tip)
    return tip


def described(target: QWidget | QAction) -> str:
    """The tooltip `describe` gave `target` (keys read again), or "" if it was never described."""
    text = target.property(HELP_PROPERTY)
    return with_keys(target, text) if text else ""


def restore_tooltip(target: QWidget | QAction) -> None:
    """Put back the control's own tooltip after a borrowed one (such as a refusal's reason)."""
    target.setToolTip(described(target))


def tip_form_fields(root: QWidget) -> None:
    """Each field of the forms under `root` without a tooltip says what its label says (the
    label names what to type; the tooltip stays when the label is off screen)."""
    from PySide6.QtWidgets import QFormLayout, QLabel

    for form in root.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            words = label.widget() if label is not None else None
            widget = field.widget() if field is not None else None
            if isinstance(words, QLabel) and widget is not None and not widget.toolTip():
                describe(widget, words.text().rstrip(":"))


def automatic_tooltip(action: QAction) -> bool:
    """True when the action's tooltip is only Qt's default (its text without & and "…")."""
    tip = action.toolTip().strip()
    text = action.text().replace("&", "").strip()
    for ellipsis in ("…", "..."):
        text = text.removesuffix(ellipsis).strip()
        tip = tip.removesuffix(ellipsis).strip()
    return not tip or tip == text
