"""The warning and the terms of use, verbatim from the license (never reword them).

The license's Warnhinweis-Pflicht asks that `WARNING_TEXT` is shown on every
screen and printed by every command-line entry point; `TERMS_TEXT` is the
Nutzungsbedingungen of README and the license screen. This module has no
dependencies, so the command line and the screens share the one copy.
"""

__all__ = ["WARNING_LINES", "WARNING_TEXT", "TERMS_TEXT"]

# One source line per text line, so a grep for the verbatim text finds it.
WARNING_LINES: tuple[str, str] = (
    "Poker ist ein rundenbasiertes Spiel, bei welchem der Erfolg in hohem Maße vom Zufall abhängt. Mit diesem Programm darf nicht um Geld oder andere Wertgegenstände gespielt werden.",  # noqa: E501
    "Glücksbasiertes Spielen kann süchtig machen; Infos unter https://www.buwei.de - kostenfrei und anonym.",  # noqa: E501
)

#: The two lines with the line break after "werden." that belongs to the text.
WARNING_TEXT = "\n".join(WARNING_LINES)

TERMS_TEXT = "Mit diesem Programm darf nicht um Geld oder andere Wertgegenstände gespielt werden. Im Übrigen gelten die Bedingungen der Lizenz und die im Programm angezeigten Hinweise."  # noqa: E501
