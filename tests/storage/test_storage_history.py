"""The readable round history and its text export."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from game.engine import Game, GameConfig, HandValue, Mode, SeatConfig
from game.legal import WARNING_TEXT
from game.text.history import export_history, format_cards_as, history_lines
from tests.engine.rigging import RiggedRandom, deck_dealing
from tests.storage.scripted import CONFIG, play_scripted, scripted_rng


def scripted_game() -> Game:
    return play_scripted(Game.new(CONFIG, scripted_rng()))


def test_german_lines_of_the_scripted_game() -> None:
    lines = history_lines(scripted_game())
    assert lines[0] == "Runde 1 - Geber: Anna - Reihenfolge: Computer 1, Computer 2, Anna"
    assert lines[1] == (
        "  Computer 1: 2c 3d 7h 9s Jc  Höchste Karte (Bube) | tauscht 4 (2c 3d 7h 9s)"
    )
    assert lines[2] == (
        "              -> 4c 5d 8h Ts Jc  Höchste Karte (Bube) | Marken: 1 -> 0 (-1)"
        " | scheidet aus, Platz 3"
    )
    assert lines[5] == "  Anna:       Qs Qh Qd 3c 3s  Full House (Dame) | behält alle"
    assert lines[7] == "  Beste Hand: Anna. Schwächste Hand: Computer 1."
    assert lines[8].startswith("Runde 2 - Geber: Computer 2")
    assert "  Anna:       As Ad 9c 9d 4h  Zwei Paare (Ass) | tauscht 1 (4h)" in lines
    assert "              -> As Ad 9c 9d Ac  Full House (Ass) | Marken: 1" in lines
    assert lines[-1] == "Spielende: Anna gewinnt."


def test_english_with_symbols_and_custom_names() -> None:
    lines = history_lines(
        scripted_game(), "en", "symbols", describe=lambda v: f"<{v.category.name}>"
    )
    assert lines[0] == "Round 1 - dealer: Anna - order: Computer 1, Computer 2, Anna"
    assert lines[1] == (
        "  Computer 1: 2♣ 3♦ 7♥ 9♠ J♣  <HIGH_CARD> | exchanges 4 (2♣ 3♦ 7♥ 9♠)"
    )
    assert "is out, place 2" in lines[-3]
    assert lines[-1] == "Game over: Anna wins."


def test_card_styles() -> None:
    from game.engine import parse_cards

    cards = parse_cards("Th As 2d Kc")
    assert format_cards_as(cards) == "Th As 2d Kc"
    assert format_cards_as(cards, "symbols") == "10♥ A♠ 2♦ K♣"


def test_symbols_use_the_language_s_court_letters_like_the_cards_on_screen() -> None:
    from game.engine import parse_cards
    from game.ui.cards import rank_label

    cards = parse_cards("Jh Qs Kd Ac")
    assert format_cards_as(cards, "symbols", "de") == "B♥ D♠ K♦ A♣"
    assert format_cards_as(cards, "symbols", "en") == "J♥ Q♠ K♦ A♣"
    for language in ("de", "en"):
        on_screen = [rank_label(card.rank, language) for card in cards]
        assert [part[:-1] for part in format_cards_as(cards, "symbols", language).split()] == on_screen


def test_export_speaks_one_language(tmp_path: Path) -> None:
    german = export_history(scripted_game(), tmp_path / "de.txt", "de").read_text(encoding="utf-8")
    english = export_history(scripted_game(), tmp_path / "en.txt", "en").read_text(encoding="utf-8")
    assert "D♠ D♥ D♦" in german and "Q♠" not in german  # Anna's three queens
    assert "Q♠ Q♥ Q♦" in english and "D♠" not in english
    assert "Schwächste Hand" in german and "Schlechteste" not in german


def test_no_rounds_yet() -> None:
    game = Game.new(GameConfig.default())
    assert history_lines(game) == ["Noch keine Runde gespielt."]
    game.start_round()  # a round in progress is not shown
    assert history_lines(game, "en") == ["No round played yet."]


def test_all_equal_round_and_ascending_words() -> None:
    config = GameConfig((SeatConfig("Anna", True), SeatConfig("Ben", True)), Mode.ASCENDING, 1)
    rng = RiggedRandom(
        deck_dealing(["Ad 3c 5h 7s 9c", "As 2c 4d 6h 8s"]),  # both: high card Ass (Original)
        deck_dealing(["Kd Kc 5h 7s 9c", "As 2c 4d 6h 8s"]),  # round 2: dealer Ben, order Anna, Ben
    )
    game = Game.new(config, rng)
    for _ in range(2):
        game.start_round()
        while game.current is not None:
            game.exchange(game.current, [])
    lines = history_lines(game)
    assert "  Gleichstand - keine Wertung" in lines
    assert lines[5] == "  Gleichstand - keine Wertung"
    assert any(line.endswith("| ist fertig, Platz 1") for line in lines)
    assert lines[-1].startswith("Spielende:") and lines[-1].endswith("verliert.")


def test_export(tmp_path: Path) -> None:
    game = scripted_game()
    written = export_history(game, tmp_path / "out" / "verlauf", now=datetime(2026, 11, 22, 5, 0))
    assert written == tmp_path / "out" / "verlauf.txt"
    text = written.read_text(encoding="utf-8")
    assert text.startswith(WARNING_TEXT + "\n\n")
    assert "Verlauf: Anna, Computer 1, Computer 2 - absteigend, T = 1, Regeln: Original" in text
    assert "Exportiert am 2026-11-22 05:00" in text
    assert "  Computer 1: 2♣ 3♦ 7♥ 9♠ B♣  Höchste Karte (Bube)" in text  # German letters
    assert text.endswith("Spielende: Anna gewinnt.\n")
    assert [p.name for p in written.parent.iterdir()] == ["verlauf.txt"]
    english = export_history(game, tmp_path / "h.txt", "en")
    assert "History: Anna" in english.read_text(encoding="utf-8")


def test_describe_gets_hand_values() -> None:
    seen: list[HandValue] = []
    history_lines(scripted_game(), describe=lambda v: seen.append(v) or "")
    assert len(seen) == 2 * (3 + 2)  # dealt and final, 3 seats in round 1, 2 in round 2


def test_storage_does_not_import_the_ui() -> None:
    # storage sits below ui: the string catalogues it shares live in game.text.
    import subprocess
    import sys

    code = (
        "import sys, game.storage, game.text.history\n"
        "bad = sorted(m for m in sys.modules if m.startswith('game.ui') or m == 'pygame')\n"
        "sys.exit(', '.join(bad) or None)"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[2],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
