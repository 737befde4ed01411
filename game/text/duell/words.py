"""What the Duell says: called-out actions, the showdown's reason, the results of a deal.

Pure functions from engine records to catalogue strings (``t`` is the app's
translator, or a `Translator` of a language), shared by the table, its log,
the history, the end screen and the history's text export (storage):

- `say(line, ...)`: one betting action as a sentence - "Computer erhöht um
  20", "Anna geht mit", "Computer passt"; an opening bet is "setzt" for the
  seat that spoke first and "eröffnet mit" for the other (after WARTEN).
- `say_exchange`: "Computer tauscht 2 Karten".
- `showdown_reason(event, deck, ...)`: both hands named and why the winner
  won: the higher category, the higher values of the same combination, or
  the kicker, with the deciding values ("Dame vor 10"); a tie says the pot
  stays.
- `deal_result(record, ...)`: who won how much, or that the pot stays.
- `bar_name(kind, ...)`: which button of variants.md an action is in the
  situation (the action bar and the Tipp name actions alike).
"""

from __future__ import annotations

from game.engine import Card, evaluate
from game.engine.duell import BetLine, DealRecord, ExchangeMade, ShowdownShown
from game.engine.duell.record import BET, CALL, CHECK, FOLD, RAISE
from game.engine.hands import DUELL_32, DUELL_52, HandValue

from ..i18n import TFunc, describe_hand, plural, rank_name

__all__ = [
    "say",
    "say_exchange",
    "showdown_reason",
    "deal_result",
    "rated",
    "names_of",
    "bar_name",
    "counted",
]


def names_of(person: str, t: TFunc, opponent: str | None = None) -> tuple[str, str]:
    """The two seats' names: the person's, then the opponent's (None: the computer)."""
    return person, opponent if opponent is not None else t("duell.computer")


def rated(cards: tuple[Card, ...], deck: int) -> HandValue:
    """Five cards rated under the Duell scheme of the deck."""
    return evaluate(cards, DUELL_32 if deck == 32 else DUELL_52)


def bar_name(kind: str, facing_bet: bool, first: bool, before_exchange: bool) -> str:
    """The button of a betting action ``kind`` (raise, check, call or fold), variants.md's words.

    A bet or raise is SETZEN for the first speaker with no bet, ERÖFFNEN for
    the other after WARTEN, ERHÖHEN against a bet; a check is WARTEN for the
    first speaker, else (like a call) TAUSCHEN before the exchange and PRÜFEN
    after it. The names are the catalogue's ``duell.act.<name>``.
    """
    through = "draw" if before_exchange else "show"
    if kind == "raise":
        return "raise" if facing_bet else ("bet" if first else "open")
    if kind == "check":
        return "check" if first else through
    if kind == "call":
        return through
    return "fold"


def say(line: BetLine, first: int, names: tuple[str, str], t: TFunc) -> str:
    """One betting action as a sentence of the table."""
    name = names[line.seat]
    if line.kind == CHECK:
        return t("duell.say.check", name=name)
    if line.kind == FOLD:
        return t("duell.say.fold", name=name)
    if line.kind == CALL:
        if line.all_in:
            return t("duell.say.call_all_in", name=name, n=line.added)
        return t("duell.say.call", name=name)
    if line.kind == BET:
        key = "duell.say.bet" if line.seat == first else "duell.say.open"
        return t(key, name=name, n=line.by)
    assert line.kind == RAISE
    return t("duell.say.raise", name=name, n=line.by)


def counted(n: int, none: str, many: str, t: TFunc, **fmt: object) -> str:
    """A number of cards in words: ``none`` for 0, ``many`` + "_one" for 1, ``many`` with ``n``."""
    if n == 0:
        return t(none, **fmt)
    return plural(many, n, t, **fmt)


def say_exchange(event: ExchangeMade, names: tuple[str, str], t: TFunc) -> str:
    """An exchange as a sentence: how many cards (never which)."""
    return counted(event.count, "duell.say.keep", "duell.say.exchange", t, name=names[event.seat])


def _first_difference(mine: tuple[Card, ...], theirs: tuple[Card, ...]) -> tuple[Card, Card] | None:
    for a, b in zip(mine, theirs):
        if a.rank != b.rank:
            return a, b
    return None


def showdown_reason(event: ShowdownShown, deck: int, t: TFunc) -> str:
    """Both hands named and why the winner's is better (or that they tie)."""
    winner = 0 if event.winner is None else event.winner
    values = [rated(event.hands[0], deck), rated(event.hands[1], deck)]
    win, lose = values[winner], values[1 - winner]
    hands = {"win": describe_hand(win, t), "lose": describe_hand(lose, t)}
    if event.winner is None:
        return t("duell.why.tie", **hands)
    if event.reason == "category":
        return t("duell.why.category", **hands)
    if event.reason == "combination":
        pair = _first_difference(win.scoring_cards, lose.scoring_cards)
    else:
        pair = _first_difference(win.kickers, lose.kickers)
    if pair is None:  # cannot happen for a decided showdown; name the hands at least
        return t("duell.why.category", **hands)
    high, low = rank_name(pair[0].rank, t), rank_name(pair[1].rank, t)
    key = "duell.why.combination" if event.reason == "combination" else "duell.why.kicker"
    return t(key, high=high, low=low, **hands)


def deal_result(record: DealRecord, names: tuple[str, str], t: TFunc) -> str:
    """How the deal ended: who won how many chips, or the pot carried on."""
    if record.carried_out:
        return t("duell.say.tie", n=record.carried_out)
    shares = [(seat, chips) for seat, chips in record.awarded if chips]
    if len(shares) > 1:  # a tie nobody could carry on: the pot was split (variants.md)
        split = [t("duell.say.share", name=names[seat], n=chips) for seat, chips in shares]
        return " - ".join([t("duell.say.split"), *split])
    lines = [t("duell.say.wins", name=names[seat], n=chips) for seat, chips in shares]
    if record.folded is not None:
        lines.insert(0, t("duell.why.fold", name=names[record.folded]))
    return " - ".join(lines)
