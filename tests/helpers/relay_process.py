"""A venue's Wi-Fi as its own process (`relay.Relay` on loopback), for the network night.

Usage: python relay_process.py TARGET_PORT. Commands: `cut` (nothing goes through, nothing is
closed), `restore`, `quit`. Ready answers with the port to connect to instead of the target.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parents[1])]

from PySide6.QtCore import QCoreApplication  # noqa: E402

from helpers.line_process import serve  # noqa: E402
from helpers.relay import Relay  # noqa: E402


def main() -> int:
    QCoreApplication(sys.argv[:1])
    relay = Relay(int(sys.argv[1]))

    def handle(line: str) -> dict[str, Any]:
        if line not in ("cut", "restore"):
            raise ValueError(f"unknown command {line!r}")
        relay.cut = line == "cut"
        return {"cut": relay.cut}

    try:
        return serve(handle, {"port": relay.port})
    finally:
        relay.close()


if __name__ == "__main__":
    sys.exit(main())
