"""Load Qt for a window, then give Python its own import back.

Importing PySide6 replaces `builtins.__import__` with its `__feature_import__`, which serves
`from __feature__ import snake_case, true_property` and, to learn which modules might use that,
reads the source of every module imported after it (`inspect.getsource`: a file read and the
whole text kept in `linecache`). Dealer Assist uses no `__feature__` (tests/test_qt_import.py
checks), so once Qt is in, the import PySide6 saved as `__orig_import__` goes back: the
director's window modules then import 3-5% sooner and ~2 MiB of source text is never read.
"""

from __future__ import annotations

import builtins


def load_qt() -> None:
    """Import QtCore, QtGui and QtWidgets, and undo PySide6's import hook (if it is in place)."""
    import PySide6.QtWidgets  # noqa: F401  (QtCore and QtGui come with it)

    feature_import = getattr(builtins, "__feature_import__", None)
    original = getattr(builtins, "__orig_import__", None)
    if original is not None and builtins.__import__ is feature_import:
        builtins.__import__ = original
