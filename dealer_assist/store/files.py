"""Files a person keeps or shares: written whole or not at all, read with a clear error."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from dealer_assist.core.clock.structure import Problem, Structure, StructureError, parse_structure
from dealer_assist.core.clock.structure import dump_structure as structure_toml


def slug(name: str, fallback: str) -> str:
    """A file-name-safe form of a name ("Home game (2 h)" -> "home-game-2-h")."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or fallback


def write_text_atomic(path: Path, text: str, *, create_folders: bool = False) -> None:
    """Write to a temporary file beside `path`, sync it, then replace `path`: a crash or a
    full disk leaves the old file (or none), never half a new one. The file gets the mode a
    plain write would give (the old file's, or the umask's); a missing folder is an error
    unless `create_folders`."""
    write_bytes_atomic(path, text.encode("utf-8"), create_folders=create_folders)


def write_bytes_atomic(path: Path, data: bytes, *, create_folders: bool = False) -> None:
    """As `write_text_atomic`, for bytes (a PDF, an image)."""
    if create_folders:
        path.parent.mkdir(parents=True, exist_ok=True)
    elif not path.parent.is_dir():
        raise FileNotFoundError(2, "No such folder", str(path.parent))
    import tempfile  # on the first save, not at start-up (it loads random, weakref...)

    mode = _mode_for(path)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.chmod(temp, mode)  # mkstemp makes 0600: a shared file must stay readable
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def _mode_for(path: Path) -> int:
    try:
        return path.stat().st_mode & 0o777
    except FileNotFoundError:
        umask = os.umask(0)  # read it: Python 3.11 has no os.get_umask
        os.umask(umask)
        return 0o666 & ~umask


def write_json_atomic(path: Path, data: Mapping[str, Any]) -> None:
    """JSON (indented, as people read it) written as write_text_atomic does, folders made."""
    write_text_atomic(path, json.dumps(data, indent=2) + "\n", create_folders=True)


def read_structure_file(path: Path) -> Structure:
    """The structure in a TOML file. StructureError lists every problem with the file's name
    and line; a file that cannot be read is one problem saying why."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        reason = "not a text file (a structure is UTF-8 TOML)"
        raise StructureError([Problem("", "", f"cannot read: {reason}", source=path.name)]) from exc
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise StructureError([Problem("", "", f"cannot read: {reason}", source=path.name)]) from exc
    return parse_structure(text, source=path.name)


def write_structure_file(path: Path, structure: Structure) -> None:
    """Save a structure as its documented TOML (docs/structure-format.md)."""
    write_text_atomic(path, structure_toml(structure))
