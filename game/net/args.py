"""The command line's parser of ``tokenpoker-server`` and its subcommands (a refusal in German
and English, exit status 2) and a node's default name: shared by `game.net.server` and
`game.net.migrate`, which import it rather than each other."""

from __future__ import annotations

import argparse
import socket
from typing import NoReturn

__all__ = ["Parser", "default_node_name"]


class Parser(argparse.ArgumentParser):
    """An argument parser whose refusals are said in both languages."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: Fehler / error: {message}\n{self.format_usage()}")


def default_node_name() -> str:
    """A node's name when none is given: the computer's name."""
    return socket.gethostname() or "node"
