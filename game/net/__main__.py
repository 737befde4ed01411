"""``python -m game.net``: the network server (same as ``tokenpoker-server``)."""

import sys

from game.net.server import main

sys.exit(main())
