"""The director window's standard questions: Qt's own dialogs, each imported on first use."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget

STRUCTURE_FILES = "Blind structures (*.toml);;All files (*)"


def discard_edits(parent: QWidget) -> bool:
    """Drop unsaved structure edits?"""
    return confirm(parent, "Unsaved structure", "The structure has unsaved edits. Discard them?")


def confirm(parent: QWidget, title: str, question: str) -> bool:
    """Yes or no to a change that takes effect at once."""
    from PySide6.QtWidgets import QMessageBox

    answer = QMessageBox.question(parent, title, question)
    return answer == QMessageBox.StandardButton.Yes


def time_left(parent: QWidget, shown: str) -> str | None:
    """The time left the director types, starting from what the clock shows; None: cancelled."""
    from PySide6.QtWidgets import QInputDialog

    text, ok = QInputDialog.getText(
        parent, "Set time left", "Time left on the clock (minutes:seconds):", text=shown
    )
    return text if ok else None


def period(parent: QWidget, labels: list[str], current: int) -> int | None:
    """The index of the level or break chosen; None: cancelled."""
    from PySide6.QtWidgets import QInputDialog

    chosen, ok = QInputDialog.getItem(
        parent, "Go to level or break", "Start at full time:", labels, current, False
    )
    return labels.index(chosen) if ok and chosen in labels else None


def import_path(parent: QWidget) -> str | None:
    """A structure file to import; None: cancelled."""
    from PySide6.QtWidgets import QFileDialog

    path, _ = QFileDialog.getOpenFileName(
        parent, "Import a blind structure", str(Path.home()), STRUCTURE_FILES
    )
    return path or None


def export_path(parent: QWidget, structure_name: str) -> str | None:
    """Where to export the structure, suggested from its name; None: cancelled."""
    from PySide6.QtWidgets import QFileDialog

    from dealer_assist.ui.common.store_bridge import slug

    suggested = Path.home() / f"{slug(structure_name, 'structure')}.toml"
    path, _ = QFileDialog.getSaveFileName(
        parent, "Export the blind structure", str(suggested), STRUCTURE_FILES
    )
    return path or None


def warn(parent: QWidget, title: str, text: str) -> None:
    """Tell something that went wrong and needs the director (a full disk); one OK button."""
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.warning(parent, title, text)


def choose(parent: QWidget, title: str, text: str, labels: list[str]) -> int | None:
    """One of `labels` as buttons under `text` (plus Cancel): its index; None: cancelled."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=parent)
    buttons = [box.addButton(label, QMessageBox.ButtonRole.AcceptRole) for label in labels]
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    clicked = box.clickedButton()
    return buttons.index(clicked) if clicked in buttons else None


def backup_folder(parent: QWidget) -> str | None:
    """A folder to copy a backup to (a USB stick); None: cancelled."""
    from PySide6.QtWidgets import QFileDialog

    start = "/media" if Path("/media").is_dir() else str(Path.home())
    path = QFileDialog.getExistingDirectory(parent, "Copy a backup to this folder", start)
    return path or None


def backup(parent: QWidget, labels: list[str]) -> int | None:
    """The index of the backup chosen (newest first); None: cancelled."""
    from PySide6.QtWidgets import QInputDialog

    chosen, ok = QInputDialog.getItem(
        parent, "Restore a backup", "Backups of this tournament, newest first:", labels, 0, False
    )
    return labels.index(chosen) if ok and chosen in labels else None


def save_path(parent: QWidget, title: str, suggested: str, filter_text: str) -> str | None:
    """Where to write a file (a save dialog in the home folder); None when cancelled."""
    from pathlib import Path

    from PySide6.QtWidgets import QFileDialog

    path, _filter = QFileDialog.getSaveFileName(
        parent, title, str(Path.home() / suggested), filter_text
    )
    return path or None
