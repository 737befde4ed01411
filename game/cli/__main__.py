"""``python -m game.cli``: the command line (`game.cli.main`)."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
