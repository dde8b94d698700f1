"""The built rulings index, kept in the user cache folder and keyed by the rulebooks' content.

A query in a fresh process then costs reading one file: no TOML parsing, no index building.
The file is found by the package's location; it records which files it was built from and a
checksum of their content (CRC-32 and Adler-32 of each, 64 bits together), read and compared
on every load, so an edited book is never answered from a stale index. Writing is atomic (a
temporary file, then `os.replace`); a cache folder that cannot be written only costs the
build (~50 ms) on each start.

Only what answering needs is imported here: `gc`, `os`, `sys`, `zlib`, `marshal` (built in).
"""

from __future__ import annotations

import gc
import marshal
import os
import sys
import zlib
from collections.abc import Mapping

TYPE_CHECKING = False  # typing's, without importing typing (~3 ms of start-up)
if TYPE_CHECKING:
    import logging
    from typing import Any

APP_NAME = "dealer-assist"
CACHE_DIR_ENV = "DEALER_ASSIST_CACHE_DIR"
# Bump whenever build_data's layout or a build-time weight changes: old files are then ignored.
FORMAT = 5
HEADER = "dealer-assist rulings index"
STALE_TEMPORARY_S = 3600  # a writer's temporary file this old was left by a crash


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
    """This installation's index file: one per package location, Python, byte order (the
    index packs numbers in arrays) and format."""
    package, runtime = _installation()
    tag = zlib.crc32(f"{package}|{runtime}|{FORMAT}".encode())
    return os.path.join(cache_dir(), "rulings", f"index-{tag:08x}.marshal")


def _installation() -> tuple[str, str]:
    """(the package's folder, the Python and byte order that read its files)."""
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    major, minor = sys.version_info[:2]
    return package, f"{major}.{minor}-{marshal.version}-{sys.byteorder}"


def _header(fmt: int, runtime: str, package: str) -> bytes:
    """The file's first line: what built it, so a later write can tell a stale file."""
    return f"{HEADER}|{fmt}|{runtime}|{package}\n".encode()


BUILDER_MODULES = ("index", "text", "thesaurus", "typo")  # the code that builds the index


def code_files() -> list[str]:
    """The modules that build the index, where their sources ship (a checkout, a wheel): an
    edit of the build rebuilds the cache without a FORMAT bump."""
    here = os.path.dirname(os.path.abspath(__file__))
    paths = [os.path.join(here, f"{name}.py") for name in BUILDER_MODULES]
    return [path for path in paths if os.path.exists(path)]


def checksum(files: list[str]) -> str:
    """The content key of the files, in order (OSError when one cannot be read)."""
    parts = []
    for path in files:
        with open(path, "rb") as f:
            data = f.read()
        parts.append(f"{len(data)}:{zlib.crc32(data):08x}{zlib.adler32(data):08x}")
    return " ".join(parts)


def read(path: str) -> Mapping[str, Any] | None:
    """The index data kept at `path` if it was built from the source files as they are now;
    None when there is none, it is of another format, or a source file changed."""
    enabled = gc.isenabled()
    gc.disable()  # unpacking makes ~20,000 objects: collecting meanwhile would double the cost
    try:
        with open(path, "rb") as f:
            raw = f.read()
        end = raw.find(b"\n")
        if end < 0 or raw[:end] + b"\n" != _header(FORMAT, *reversed(_installation())):
            raise ValueError("not this installation's index")
        kept = marshal.loads(memoryview(raw)[end + 1 :])
        if (
            kept["format"] == FORMAT
            and checksum(kept["files"]) == kept["content"]
            and checksum(code_files()) == kept["code"]
        ):
            data: Mapping[str, Any] = kept["index"]
            return data
    except FileNotFoundError:
        pass
    except (OSError, ValueError, EOFError, TypeError, KeyError) as exc:
        _log().info("rulings cache %s unusable (%s): rebuilding", path, exc)
    finally:
        if enabled:
            gc.enable()
    return None


def write(
    path: str, files: list[str], content: str, data: Mapping[str, Any], code: str | None = None
) -> None:
    """Keep the index data built from `files` (whose checksum was `content`) by the builder
    modules whose checksum was `code` (taken before the build: an edit meanwhile must not
    label an index built by the old code as the new code's), atomically; a folder that
    cannot be written is logged and otherwise ignored."""
    kept = {
        "format": FORMAT,
        "files": files,
        "content": content,
        "code": checksum(code_files()) if code is None else code,
        "index": dict(data),
    }
    temporary = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(temporary, "wb") as f:
            f.write(_header(FORMAT, *reversed(_installation())))
            f.write(marshal.dumps(kept))
        os.replace(temporary, path)
        prune(path)
    except OSError as exc:
        _log().info("rulings cache %s not written: %s", path, exc)
        try:
            os.unlink(temporary)
        except OSError:
            pass


def prune(current: str) -> list[str]:
    """Remove the stale index files beside `current` (which stays), and return them: files of
    an older layout (no header, or another format for this same installation), of a package
    folder that is gone (an uninstalled or moved copy), and temporary files left by a crashed
    writer. Another live installation's index (another checkout, another Python) is kept."""
    folder = os.path.dirname(current)
    package, runtime = _installation()
    removed = []
    for name in os.listdir(folder):
        path = os.path.join(folder, name)
        if path == current or not name.startswith("index-"):
            continue
        try:
            if name.endswith(".tmp"):
                import time

                stale = time.time() - os.path.getmtime(path) > STALE_TEMPORARY_S
            elif name.endswith(".marshal"):
                stale = _stale(path, package, runtime)
            else:
                continue
            if stale:
                os.unlink(path)
                removed.append(path)
        except OSError:
            continue  # another process's business (removed or written meanwhile)
    return removed


def _stale(path: str, package: str, runtime: str) -> bool:
    with open(path, "rb") as f:
        line = f.readline(4096)
    parts = line.rstrip(b"\n").decode("utf-8", "replace").split("|", 3)
    if len(parts) != 4 or parts[0] != HEADER or not line.endswith(b"\n"):
        return True  # written before files had a header, or not ours at all
    _, fmt, its_runtime, its_package = parts
    if not os.path.isdir(its_package):
        return True
    return its_package == package and its_runtime == runtime and fmt != str(FORMAT)


def _log() -> logging.Logger:
    import logging  # only when there is something to say (start-up time)

    return logging.getLogger(__name__)
