"""``python -m pycards`` runs the command line (same as ``pycards``)."""

import sys

from pycards.cli import main

sys.exit(main())
