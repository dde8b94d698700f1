"""Find the shipped resources the same way in a checkout, a wheel and a frozen app."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path


@cache
def resources_dir() -> Path:
    """The `resources/` folder: inside the package when installed, beside it in a checkout."""
    package_dir = Path(__file__).resolve().parent
    candidates = [package_dir / "resources", package_dir.parent / "resources"]
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        candidates.insert(0, Path(frozen_root) / "dealer_assist" / "resources")
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(
        "resources folder not found; looked in " + ", ".join(map(str, candidates))
    )


def resource_path(*parts: str) -> Path:
    """A path under `resources/`, e.g. resource_path("structures", "home-2h.toml")."""
    return resources_dir().joinpath(*parts)
