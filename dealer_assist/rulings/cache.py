"""The built rulings index, kept in the user cache folder and keyed by the rulebooks' content.

A query in a fresh process then costs reading one file: no TOML parsing, no index building.
The file is found by the package's location; it records which files it was built from and a
checksum of their content (CRC-32 and Adler-32 of each, 64 bits together), read and compared
on every load, so an edited book is never answered from a stale index. Writing is atomic (a
temporary file, then `os.replace`); a cache folder that cannot be written only costs the
build (~50 ms) on each start.

Only what answering needs is imported here: `os`, `sys`, `zlib`, `marshal` (all built in).
"""

from __future__ import annotations

import logging
import marshal
import os
import sys
import zlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dealer_assist.rulings.index import RulingsIndex

log = logging.getLogger(__name__)

APP_NAME = "dealer-assist"
CACHE_DIR_ENV = "DEALER_ASSIST_CACHE_DIR"
# Bump whenever build_data's layout or a build-time weight changes: old files are then ignored.
FORMAT = 1


def cache_dir() -> str:
    """The user cache folder: `DEALER_ASSIST_CACHE_DIR`, else platformdirs' user cache dir.

    On Linux that is `$XDG_CACHE_HOME/dealer-assist` or `~/.cache/dealer-assist`, worked out
    here without importing platformdirs, which costs ~13 ms (pathlib, tempfile): a third of the
    `rules` command's start-up budget. tests/test_rulings_cache.py checks both agree.
    """
    override = os.environ.get(CACHE_DIR_ENV)
    if override:
        return override
    if sys.platform.startswith("linux"):
        base = os.environ.get("XDG_CACHE_HOME", "").strip()
        return os.path.join(base or os.path.expanduser("~/.cache"), APP_NAME)
    import platformdirs

    return str(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def cache_file() -> str:
    """This installation's index file: one per package location, Python and format."""
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    tag = zlib.crc32(f"{package}|{sys.version_info[:2]}|{marshal.version}|{FORMAT}".encode())
    return os.path.join(cache_dir(), "rulings", f"index-{tag:08x}.marshal")


def checksum(files: list[str]) -> str:
    """The content key of the files, in order (OSError when one cannot be read)."""
    parts = []
    for path in files:
        with open(path, "rb") as f:
            data = f.read()
        parts.append(f"{len(data)}:{zlib.crc32(data):08x}{zlib.adler32(data):08x}")
    return " ".join(parts)


def load_index(use_cache: bool = True) -> RulingsIndex:
    """The shipped books' index: from the cache file when it matches the books' content,
    else built (and the cache file written)."""
    from dealer_assist.rulings.index import RulingsIndex

    path = cache_file()
    if use_cache:
        try:
            with open(path, "rb") as f:
                kept = marshal.loads(f.read())
            if kept["format"] == FORMAT and checksum(kept["files"]) == kept["content"]:
                return RulingsIndex.from_data(kept["index"])
        except FileNotFoundError:
            pass
        except (OSError, ValueError, EOFError, TypeError, KeyError) as exc:
            log.info("rulings cache %s unusable (%s): rebuilding", path, exc)
    from dealer_assist.rulings.library import (
        load_library,
        load_situations,
        load_thesaurus,
        source_files,
    )

    files = source_files()
    content = checksum(files)  # before reading them: an edit meanwhile is caught next time
    index = RulingsIndex(load_library(), load_thesaurus(), load_situations())
    if use_cache:
        _write(path, {"format": FORMAT, "files": files, "content": content, "index": index._data})
    return index


def _write(path: str, kept: dict[str, object]) -> None:
    temporary = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(temporary, "wb") as f:
            f.write(marshal.dumps(kept))
        os.replace(temporary, path)
    except OSError as exc:
        log.info("rulings cache %s not written: %s", path, exc)
        try:
            os.unlink(temporary)
        except OSError:
            pass
