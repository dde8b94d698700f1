"""A Revert that can be taken back: after it the same button brings the forgotten edits back
(undo wherever an action can be wrong, never a question), until the next edit or save."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from dealer_assist.ui.common.tooltips import describe

REVERT = "Revert"
BRING_BACK = "Bring back changes"
FORGOTTEN = "Changes forgotten."
BROUGHT_BACK = "Changes brought back."


def hold_width(button: QPushButton) -> None:
    """The button as wide as its wider text, so its row does not shift when the text changes."""
    button.ensurePolished()  # a style sheet's font and padding count in the size hint
    shown = button.text()
    widest = 0
    for text in (REVERT, BRING_BACK):
        button.setText(text)
        widest = max(widest, button.sizeHint().width())
    button.setText(shown)
    button.setMinimumWidth(widest)


def show_revert(button: QPushButton, bring_back: bool, tips: dict[str, str]) -> None:
    """The button reads (and its tooltip tells) Revert, or Bring back changes after one."""
    text = BRING_BACK if bring_back else REVERT
    button.setText(text)
    describe(button, tips[text])
