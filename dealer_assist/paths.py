"""Where Dealer Assist keeps its data: platformdirs, overridable for tests and second instances.

Precedence: an explicit `--data-dir`, then `DEALER_ASSIST_DATA_DIR`, then the platform's user
data directory. Nothing is created at import time.

Folders the app makes are private (0700: tournaments are nobody else's business); a folder that
already exists, e.g. a `--data-dir` the person chose, keeps its own modes.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "dealer-assist"
DATA_DIR_ENV = "DEALER_ASSIST_DATA_DIR"
CONFIG_DIR_ENV = "DEALER_ASSIST_CONFIG_DIR"
CONFIG_DIR_NAME = "config"
TOURNAMENTS_DIR_NAME = "tournaments"
PRIVATE_DIR_MODE = 0o700


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The data directory, created (private) on first use."""
    if override is not None:
        path = Path(override)
    elif os.environ.get(DATA_DIR_ENV):
        path = Path(os.environ[DATA_DIR_ENV])
    else:
        import platformdirs  # only without an explicit data dir (start-up time)

        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    return make_private_dir(path)


def config_dir(data_override: str | os.PathLike[str] | None = None) -> Path:
    """Where this device's settings live (not created here: only a save makes it).

    `DEALER_ASSIST_CONFIG_DIR`, else `config/` in a data directory given by `--data-dir` or
    `DEALER_ASSIST_DATA_DIR` (a second instance or a test keeps its own), else the platform's
    user config directory."""
    if os.environ.get(CONFIG_DIR_ENV):
        return Path(os.environ[CONFIG_DIR_ENV])
    if data_override is not None:
        return Path(data_override) / CONFIG_DIR_NAME
    if os.environ.get(DATA_DIR_ENV):
        return Path(os.environ[DATA_DIR_ENV]) / CONFIG_DIR_NAME
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def tournaments_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """Folder of tournament journals (one SQLite file per tournament)."""
    return make_private_dir(data_dir(override) / TOURNAMENTS_DIR_NAME)


def make_private_dir(path: Path) -> Path:
    """`path` as a folder: each folder made here (missing parents too) gets mode 0700.

    Folders that already exist keep their modes. mkdir's mode is masked by the umask, so each
    made folder is chmodded after it is made (from at most 0700, so it is never wider meanwhile).
    A file in the way raises FileExistsError, as `Path.mkdir(exist_ok=True)` does.
    """
    missing: list[Path] = []
    folder = path
    while not os.path.lexists(folder) and folder.parent != folder:
        missing.append(folder)
        folder = folder.parent
    for folder in reversed(missing):
        try:
            folder.mkdir(mode=PRIVATE_DIR_MODE)
        except FileExistsError:
            continue  # made meanwhile by someone else: not ours to chmod (checked below)
        os.chmod(folder, PRIVATE_DIR_MODE)
    path.mkdir(parents=True, exist_ok=True)  # raises when something other than a folder is there
    return path
