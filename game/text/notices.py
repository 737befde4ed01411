"""The notices about stored files (`game.storage.notices.Notice`) as text, German and English.

Loaders return a `Notice` (a key plus an English detail for logs); the
screens show `notice_text(notice.key, language)`.
"""

from __future__ import annotations

__all__ = ["MESSAGES", "notice_text"]

MESSAGES: dict[str, dict[str, str]] = {
    "de": {
        "settings_reset": "Einstellungen teilweise ungültig - Standardwerte verwendet",
        "stats_reset": "Statistik beschädigt - ungültige Einträge verworfen",
        "save_corrupt": "Spielstand beschädigt - neues Spiel wird gestartet",
        "save_edited": "Spielstand verändert (Prüfsumme falsch) - neues Spiel wird gestartet",
        "save_unknown_version": "Spielstand aus einer anderen Version - neues Spiel wird gestartet",
        "save_write_failed": "Spielstand konnte nicht gespeichert werden",
        "save_write_ok": "Spielstand wird wieder gespeichert",
        "file_write_failed": "Datei konnte nicht geschrieben werden",
        "known_hosts_reset": "Liste vertrauter Zertifikate beschädigt - beiseitegelegt, ungültige verworfen",
    },
    "en": {
        "settings_reset": "Settings partly invalid - defaults used",
        "stats_reset": "Statistics damaged - invalid entries dropped",
        "save_corrupt": "Saved game damaged - starting a new game",
        "save_edited": "Saved game was changed (checksum wrong) - starting a new game",
        "save_unknown_version": "Saved game from another version - starting a new game",
        "save_write_failed": "The game could not be saved",
        "save_write_ok": "The game is being saved again",
        "file_write_failed": "The file could not be written",
        "known_hosts_reset": "List of trusted certificates damaged - kept aside, invalid ones dropped",
    },
}


def notice_text(key: str, language: str = "de") -> str:
    """The text for a notice key; German when the language is unknown, the key if all fails."""
    catalogue = MESSAGES.get(language, MESSAGES["de"])
    return catalogue.get(key) or MESSAGES["de"].get(key, key)
