"""Import heavy modules (numpy, pyqtgraph) in a worker thread, so the window keeps answering.

An import on the GUI thread freezes the window for as long as it takes (numpy and pyqtgraph:
about half a second). In a worker thread the GUI thread still gets the interpreter every few
milliseconds (paints, clicks and keys go on) and is told when the modules are in. The modules
must create no Qt object when imported (numpy and pyqtgraph do not); the widgets that use them
are built on the GUI thread afterwards. An import the GUI thread needs sooner simply waits for
the worker's (Python's per-module import locks).
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Sequence
from importlib import import_module

from PySide6.QtCore import QObject, Signal

logger = logging.getLogger(__name__)


class ModuleLoader(QObject):
    """Imports `names` in a worker thread once `start()` is called.

    Signals:
        loaded(): every module was tried (delivered on the loader's thread, the GUI's); an
            import that failed is logged, and fails again where the module is used.
    """

    loaded = Signal()

    def __init__(self, names: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.names = tuple(names)
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if self._thread is not None:
            return
        if all(name in sys.modules for name in self.names):
            self.loaded.emit()
            return
        # Not a daemon: an exit while it imports waits for the import, never kills it midway.
        self._thread = threading.Thread(target=self._run, name="module-loader")
        self._thread.start()

    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _run(self) -> None:
        for name in self.names:
            try:
                import_module(name)
            except Exception:  # noqa: BLE001 (said where it is used: the GUI thread imports it)
                logger.warning("cannot import %s in the background", name, exc_info=True)
        self.loaded.emit()  # queued to the GUI thread: the receiver lives there
