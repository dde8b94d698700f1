"""Where Dealer Assist keeps its data: platformdirs, overridable for tests and second instances.

Precedence: an explicit `--data-dir`, then `DEALER_ASSIST_DATA_DIR`, then the platform's user
data directory. Nothing is created at import time.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "dealer-assist"
DATA_DIR_ENV = "DEALER_ASSIST_DATA_DIR"


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The data directory, created on first use."""
    if override is not None:
        path = Path(override)
    elif os.environ.get(DATA_DIR_ENV):
        path = Path(os.environ[DATA_DIR_ENV])
    else:
        import platformdirs  # only without an explicit data dir (start-up time)

        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def tournaments_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """Folder of tournament journals (one SQLite file per tournament)."""
    path = data_dir(override) / "tournaments"
    path.mkdir(parents=True, exist_ok=True)
    return path
