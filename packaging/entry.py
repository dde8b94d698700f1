"""Entry script for the frozen app (PyInstaller needs a file, not a console-script).

`--self-test` (first) is the same as `self-test`: the packaged app checks itself with either.
A windowed build (dealer-assist-gui.exe on Windows, the macOS .app) starts with no console:
sys.stdout and sys.stderr are None there, so they are pointed at the null device first (what
the app prints then goes nowhere instead of failing).
"""

import os
import sys

for _name in ("stdout", "stderr"):
    if getattr(sys, _name) is None:
        setattr(sys, _name, open(os.devnull, "w", encoding="utf-8"))  # open for the run

from dealer_assist.cli import main  # noqa: E402 (after the streams exist)

args = sys.argv[1:]
if args[:1] == ["--self-test"]:
    args[0] = "self-test"
sys.exit(main(args))
