"""Entry script for the frozen app (PyInstaller needs a file, not a console-script)."""

import sys

from dealer_assist.cli import main

sys.exit(main())
