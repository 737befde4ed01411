"""The engine and storage hand out codes, `game.text` renders them: every code has its words.

A computer player's `Reason` and a stored file's `Notice` carry only a key; the German and
English lines live in `game.text.reasons` and `game.text.notices`.
"""

from __future__ import annotations

from game.engine.reasons import REASON_KEYS, Reason
from game.text.notices import MESSAGES, notice_text
from game.text.reasons import REASON_TEXT, reason_text


def test_every_reason_code_has_a_line_in_both_languages() -> None:
    assert set(REASON_TEXT) == REASON_KEYS
    for key in sorted(REASON_KEYS):
        german, english = reason_text(Reason(key, 42, 7), "de"), reason_text(Reason(key, 42, 7), "en")
        assert german and english and german != english, key
        assert "{" not in german + english, key


def test_a_reason_line_carries_its_figures() -> None:
    assert reason_text(Reason("call-odds", 35, 12), "de") == "Geht mit: 35 % reichen für 12 Chips"
    assert reason_text(Reason("call-odds", 35, 12), "en") == "Calls: 35% is enough for 12 chips"


def test_every_notice_has_its_words_in_both_languages() -> None:
    assert set(MESSAGES["de"]) == set(MESSAGES["en"])
    for key in MESSAGES["de"]:
        assert notice_text(key, "de") != notice_text(key, "en"), key
    assert notice_text("save_corrupt", "fr") == MESSAGES["de"]["save_corrupt"]  # unknown language: German
    assert notice_text("no-such-notice", "en") == "no-such-notice"


def test_the_chat_commands_named_are_known_and_in_the_language_shown() -> None:
    """The English screens named the German chat commands (/ignorieren, /zulassen, /entfernen ...):
    every /word a catalogue names is a command the chat knows, and the English one names the
    English words only."""
    import re

    from game.scenes.net.commands import COMMANDS
    from game.text.strings_de import STRINGS as GERMAN
    from game.text.strings_en import STRINGS as ENGLISH

    english_words = {"m", "msg", "ignore", "unignore", "invite", "kick", "vote", "yes", "no", "away", "back"}
    english_words.add("profile")
    assert english_words <= set(COMMANDS)
    for catalogue, allowed in ((GERMAN, set(COMMANDS)), (ENGLISH, english_words)):
        named = {
            (key, word)
            for key, words in catalogue.items()
            if key.startswith(("net.", "rules."))
            for word in re.findall(r"(?:^|[\s(])/([a-zäöü]+)\b", words)
        }
        assert named, "no command named at all"
        wrong = {(key, word) for key, word in named if word not in allowed}
        assert not wrong, wrong
