"""`python -m dealer_assist` runs the command line."""

import sys

from dealer_assist.cli import main

sys.exit(main())
