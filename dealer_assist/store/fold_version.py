"""The version of a fold: which snapshots and summaries of a journal this program may use.

A fold's version names the program and digests the core's sources and the module defining
the fold, so any change to the code that folds makes older snapshots be ignored. Its own
module (not snapshots'), so a program can ask for a fold's version by the module's name,
before importing it: the director's first paint reads its summary without loading the core.
"""

from __future__ import annotations

import os
import sys
import zlib
from collections.abc import Callable
from functools import cache
from pathlib import Path

from dealer_assist import __version__


def fold_version(apply: Callable[..., object]) -> str:
    """The version of the fold `apply` (the program's version and the sources' digest)."""
    return module_fold_version(apply.__module__, apply.__qualname__)


@cache
def module_fold_version(module: str, qualname: str) -> str:
    """The version of the fold `qualname` of `module`, which need not be imported: the same
    as `fold_version` of that function. (A build without sources digests no files and falls
    back to the program's version.)"""
    core = Path(__file__).resolve().parents[1] / "core"
    files = [Path(found) for found in _python_files(str(core))]  # its rooms too (core/hand...)
    source = _source_of(module)
    if source is not None:
        files.append(Path(source))
    return f"{__version__}:{sources_digest(qualname, files)}"


def _source_of(module: str) -> str | None:
    """The source file of `module` (found, not imported), None when it has none."""
    loaded = sys.modules.get(module)
    spec = getattr(loaded, "__spec__", None)
    if spec is None:
        from importlib.util import find_spec

        try:
            spec = find_spec(module)
        except (ImportError, ValueError):
            return None
    origin = getattr(spec, "origin", None)
    return origin if isinstance(origin, str) and origin.endswith(".py") else None


def _python_files(folder: str) -> list[str]:
    """The .py files under `folder`, sorted by path (what sorted(rglob("*.py")) gives, in a
    tenth of its time: pathlib's glob machinery took ~1 ms of every window's start)."""
    found: list[str] = []
    pending = [folder]
    while pending:
        try:
            entries = os.scandir(pending.pop())
        except OSError:  # no such folder: a packaged build keeps no sources (as rglob, none)
            continue
        with entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    if entry.name != "__pycache__":
                        pending.append(entry.path)
                elif entry.name.endswith(".py"):
                    found.append(entry.path)
    return sorted(found)


def sources_digest(name: str, files: list[Path]) -> str:
    """16 hex digits that change with `name` and with any file's name, size or modification
    time (a file not found is skipped). Those are what Python checks to run a source or its
    cached bytecode, so the digest follows the code that runs; reading and digesting every
    byte instead took ~2.7 ms of every window's start. zlib's CRC-32 and Adler-32 side by
    side: this tells a changed program from the same one, it guards against no one (whoever
    can edit the sources runs any code); hashlib would load OpenSSL (~3 ms)."""
    stamps = [name]
    for path in files:
        try:
            status = os.stat(path)
        except OSError:
            continue
        stamps.append(f"{path.name}\0{status.st_size}\0{status.st_mtime_ns}")
    data = "\n".join(stamps).encode("utf-8", "surrogateescape")
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"
