"""Computer levels Anfänger and Profi: registered, legal, seeded, sensible choices."""

from __future__ import annotations

import random

import pytest

from game.engine import (
    FULL_DECK,
    LEVELS,
    GameConfig,
    HandCategory,
    Mode,
    RuleSet,
    SeatConfig,
    SeatView,
    parse_cards,
    play_game,
    strategy_for,
)
from game.engine.token.strategies.profi import hold_chances


def view(
    hand: str,
    mode: Mode = Mode.DESCENDING,
    players: int = 3,
    exchanged: tuple[int | None, ...] | None = None,
    rules: RuleSet = RuleSet.ORIGINAL,
) -> SeatView:
    """Seat 0's view; with `exchanged`, seat 0 is the last to exchange."""
    order = tuple(range(1, players)) + (0,) if exchanged else tuple(range(players))
    return SeatView(
        seat=0,
        hand=tuple(parse_cards(hand)),
        rules=rules,
        mode=mode,
        target=6,
        tokens=(6,) * players,
        active=(True,) * players,
        order=order,
        exchanged=exchanged or (None,) * players,
        dealer=players - 1,
        round_no=1,
    )


def test_levels_are_registered_weakest_first() -> None:
    assert LEVELS.index("anfaenger") < LEVELS.index("normal") < LEVELS.index("profi")


@pytest.mark.parametrize("level", ["anfaenger", "profi"])
def test_choices_are_legal_cards_of_the_hand(level: str) -> None:
    strategy = strategy_for(level, random.Random(1))
    rng = random.Random(2)
    for _ in range(200):
        hand = " ".join(str(card) for card in rng.sample(FULL_DECK, 5))
        for mode in Mode:
            seat_view = view(hand, mode)
            exchange = strategy.choose_exchange(seat_view)
            assert set(exchange) <= set(seat_view.hand)
            assert len(set(exchange)) == len(exchange) <= 5


def test_anfaenger_slips_sometimes_and_replays_with_the_same_seed() -> None:
    hands = [" ".join(str(c) for c in random.Random(i).sample(FULL_DECK, 5)) for i in range(300)]
    normal = strategy_for("normal", random.Random(0))
    first = strategy_for("anfaenger", random.Random(9))
    again = strategy_for("anfaenger", random.Random(9))
    choices = [first.choose_exchange(view(hand)) for hand in hands]
    assert choices == [again.choose_exchange(view(hand)) for hand in hands]
    differ = sum(
        choice != normal.choose_exchange(view(hand)) for hand, choice in zip(hands, choices)
    )
    assert 0.3 * len(hands) < differ < 0.7 * len(hands)


def test_profi_draws_to_a_flush_when_it_must_be_highest() -> None:
    profi = strategy_for("profi", random.Random(0))
    hand = "2h 7h 9h Kh 4c"
    assert profi.choose_exchange(view(hand, Mode.ASCENDING, 5)) == tuple(parse_cards("4c"))


def test_profi_keeps_made_hands_and_pairs_where_normal_does() -> None:
    profi = strategy_for("profi", random.Random(0))
    for mode in Mode:
        assert profi.choose_exchange(view("9c Td Jh Qs Kc", mode)) == ()
        assert set(profi.choose_exchange(view("Jc Jd 3h 7s 9c", mode))) == set(
            parse_cards("3h 7s 9c")
        )


def test_profi_reads_the_public_exchange_counts() -> None:
    # Two seats before it stood pat (made hands): a pair will rarely be highest,
    # so the chance of keeping the pair drops against seats that drew four.
    hand = "Jc Jd 3h 7s 9c"
    pair = frozenset(parse_cards("Jc Jd"))
    strong = hold_chances(view(hand, Mode.ASCENDING, 3, exchanged=(None, 0, 0)))
    weak = hold_chances(view(hand, Mode.ASCENDING, 3, exchanged=(None, 4, 4)))
    assert strong[pair] < weak[pair]
    # More players still in: harder to be highest, easier not to be lowest.
    assert hold_chances(view(hand, Mode.ASCENDING, 5))[pair] < hold_chances(
        view(hand, Mode.ASCENDING, 3)
    )[pair]
    assert hold_chances(view(hand, Mode.DESCENDING, 5))[pair] > hold_chances(
        view(hand, Mode.DESCENDING, 3)
    )[pair]


def test_hold_chances_cover_all_holds_as_probabilities() -> None:
    chances = hold_chances(view("2h 7h 9h Kh 4c", Mode.ASCENDING, 4))
    assert len(chances) == 32
    assert all(0.0 <= value <= 1.0 for value in chances.values())


@pytest.mark.parametrize("level", ["anfaenger", "profi"])
def test_whole_games_finish_with_the_new_levels(level: str) -> None:
    seats = (
        SeatConfig("A", False, level),
        SeatConfig("B", False, "normal"),
        SeatConfig("C", False, level),
    )
    for mode in Mode:
        for rules in RuleSet:
            config = GameConfig(seats=seats, mode=mode, tokens=3, rules=rules)
            game = play_game(config, random.Random(4))
            assert game.is_over


def test_advice_matches_the_choice_and_explains_it() -> None:
    from game.engine.token.strategies.profi import advise

    profi = strategy_for("profi", random.Random(0))
    seat_view = view("Th Jh Qh Kh 2c", Mode.ASCENDING, 5)
    advice = advise(seat_view)
    assert advice.exchange == profi.choose_exchange(seat_view) == tuple(parse_cards("2c"))
    assert advice.keep == tuple(parse_cards("Th Jh Qh Kh"))
    assert advice.chance > advice.normal_chance
    assert advice.mode is Mode.ASCENDING
    assert advice.at_least[HandCategory.ROYAL_FLUSH] == pytest.approx(1 / 47)


def test_a_kept_second_high_card_wins_most_high_card_ties_under_standard() -> None:
    from game.engine.token.strategies.profi import _second_card_wins

    assert _second_card_wins(14, 5) == pytest.approx(0.5)  # no better than a drawn second card
    wins = [_second_card_wins(14, kicker) for kicker in range(5, 14)]
    assert wins == sorted(wins)
    assert wins[-1] > 0.8  # ace-king against another ace-high hand


def test_profi_keeps_ace_king_at_a_full_table_in_absteigend_standard_only() -> None:
    # Not to be the lowest of five, the kicker decides between ace-high hands
    # under STANDARD; under ORIGINAL the top card alone counts, so it keeps the ace.
    profi = strategy_for("profi", random.Random(0))
    hand = "5h Ac Kd 2s 3d"
    standard = view(hand, Mode.DESCENDING, 5, rules=RuleSet.STANDARD)
    original = view(hand, Mode.DESCENDING, 5, rules=RuleSet.ORIGINAL)
    assert set(profi.choose_exchange(standard)) == set(parse_cards("5h 2s 3d"))
    assert set(profi.choose_exchange(original)) == set(parse_cards("5h Kd 2s 3d"))
