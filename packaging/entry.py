"""Entry script for the frozen app (PyInstaller needs a file, not a console-script).

`--self-test` (first) is the same as `self-test`: the packaged app checks itself with either.
"""

import sys

from dealer_assist.cli import main

args = sys.argv[1:]
if args[:1] == ["--self-test"]:
    args[0] = "self-test"
sys.exit(main(args))
