"""The command line's parser of ``tokenpoker-server`` and its subcommands (a refusal in German
and English, exit status 2), the database options and a node's default name: shared by
`game.net.server`, `game.net.admin` and `game.net.migrate`, which import it rather than each other."""

from __future__ import annotations

import argparse
import socket
from pathlib import Path
from typing import NoReturn

__all__ = ["Parser", "add_database_options", "default_node_name"]


class Parser(argparse.ArgumentParser):
    """An argument parser whose refusals are said in both languages."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: Fehler / error: {message}\n{self.format_usage()}")


def default_node_name() -> str:
    """A node's name when none is given: the computer's name."""
    return socket.gethostname() or "node"


def add_database_options(parser: argparse.ArgumentParser, postgres_help: str) -> None:
    """``--db FILE`` (SQLite, the default) and ``--postgres URL`` (a room of several nodes), as the
    server and its admin command both take them."""
    parser.add_argument(
        "--db",
        type=Path,
        default=None,
        help="SQLite database file (default: server.sqlite3 in the data folder)",
    )
    parser.add_argument("--postgres", default=None, metavar="URL", help=postgres_help)
