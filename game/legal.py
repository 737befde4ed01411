"""The warning and the terms of use, verbatim from the license (never reword them).

The license's Warnhinweis-Pflicht asks that `WARNING_TEXT` is shown on every
screen and printed by every command-line entry point; `TERMS_TEXT` is the
Nutzungsbedingungen of README and the license screen. This module has no
dependencies, so the command line and the screens share the one copy.

`license_text` finds License.md itself wherever the game runs from: a source
checkout (beside the package), or an installed wheel (pip, pipx), where the
license travels in the distribution's metadata (``.dist-info/licenses``; see
`game.meta`, imported only when the license is read: main.py prints the
warning from this module before anything else of the game can be imported).
"""

from __future__ import annotations

__all__ = ["WARNING_LINES", "WARNING_TEXT", "TERMS_TEXT", "LICENSE_FILE", "license_text"]

#: The license file: at the repository root, listed in pyproject's license-files.
LICENSE_FILE = "License.md"

# One source line per text line, so a grep for the verbatim text finds it.
WARNING_LINES: tuple[str, str] = (
    "Poker ist ein rundenbasiertes Spiel, bei welchem der Erfolg in hohem Maße vom Zufall abhängt. Mit diesem Programm darf nicht um Geld oder andere Wertgegenstände gespielt werden.",  # noqa: E501
    "Glücksbasiertes Spielen kann süchtig machen; Infos unter https://www.buwei.de - kostenfrei und anonym.",  # noqa: E501
)

#: The two lines with the line break after "werden." that belongs to the text.
WARNING_TEXT = "\n".join(WARNING_LINES)

TERMS_TEXT = "Mit diesem Programm darf nicht um Geld oder andere Wertgegenstände gespielt werden. Im Übrigen gelten die Bedingungen der Lizenz und die im Programm angezeigten Hinweise."  # noqa: E501


def license_text() -> str | None:
    """The full text of License.md, or None if this copy of the game does not carry it.

    A source checkout (also an editable install) reads the file beside the package,
    an installed wheel its own distribution's license file.
    """
    from game.meta import beside_package, own_distribution

    try:
        beside = beside_package(LICENSE_FILE)
        if beside is not None:
            return beside.read_text(encoding="utf-8")
        dist = own_distribution()
        if dist is not None:
            # PEP 639 (setuptools 77+) puts license files under licenses/, older tools beside METADATA.
            for name in (f"licenses/{LICENSE_FILE}", LICENSE_FILE):
                text = dist.read_text(name)
                if text:
                    return text
    except (OSError, UnicodeDecodeError):
        pass
    return None
