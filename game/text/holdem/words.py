"""What the Hold'em screens say: actions, the computers' reasons, pots and their winners.

Pure functions from engine records to catalogue strings (``t`` is the app's
translator), shared by the table, its history and the end of a sit-and-go:

- `say(line, name, t)`: one betting step as a sentence - "Anna erhöht auf
  60", "Computer 2 geht mit (20)", "Bert passt", "Zeit abgelaufen für Cleo".
- `status(line, t)`: the same, short, for the line under a seat's plate.
- `reason_words(reason, t)`: a computer's one-line reason in the player's
  language. The engine gives it in plain English ("call 20: equity 45% vs
  2 opp, pot odds 20%"); its form is read here and said again, and anything
  that does not match is shown as the engine said it.
- `pot_name`, `pot_result`: "Hauptpot", "Nebenpot 1"; who won a pot, a
  split with the odd chip's receiver named.
- `street_name`, `structure_name`, `format_name`: the table's words.
- `street_words`, `result_words`: a finished hand's betting on one street
  and its result (pots, mucked hands, each seat's chips won or lost) as the
  history screen and its text export say them, with the names of whoever
  played each seat in that hand.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from game.engine.betting import PotAwarded
from game.engine.holdem import Street, Structure, TableFormat
from game.engine.holdem.record import ActionKind, ActionLine, HandRecord
from game.text.i18n import TFunc, plural

__all__ = [
    "say",
    "status",
    "reason_words",
    "pot_name",
    "pot_result",
    "street_name",
    "structure_name",
    "format_name",
    "chips",
    "street_words",
    "result_words",
]


def chips(amount: int, t: TFunc) -> str:
    """An amount of chips with the language's thousands mark (1.240 / 1,240)."""
    return f"{amount:,}".replace(",", t("holdem.thousands"))


def say(line: ActionLine, name: str, t: TFunc) -> str:
    """One betting step of the table as a sentence."""
    n = chips(line.to if line.kind in (ActionKind.BET, ActionKind.RAISE) else line.added, t)
    kind = line.kind
    if kind in (ActionKind.CALL, ActionKind.BET, ActionKind.RAISE) and line.all_in:
        return t(f"holdem.say.{kind}_all_in", name=name, n=n)
    return t(f"holdem.say.{kind}", name=name, n=n)


def status(line: ActionLine, t: TFunc) -> str:
    """A seat's last betting step, short (under its plate)."""
    if line.all_in and line.kind not in (ActionKind.FOLD, ActionKind.CHECK, ActionKind.TIMEOUT):
        return t("holdem.status.all_in")
    # the seat's bet after the step, as its chips in front of it show (a return: what came back)
    n = chips(line.added if line.kind == ActionKind.RETURNED else line.to, t)
    return t(f"holdem.status.{line.kind}", n=n)


_REASON = re.compile(
    r"^(?:(?P<bet>bet) (?P<bet_n>\d+) for value|(?P<bluff>bet) (?P<bluff_n>\d+) as a bluff, they fold often"
    r"|(?P<raise>raise) (?P<raise_n>\d+) for value|(?P<open>raise) (?P<open_n>\d+)"
    r"|(?P<all_in>all in) (?P<all_in_n>\d+)"
    r"|(?P<check>check)(?:, nothing to call)?|(?P<call>call) (?P<call_n>\d+)"
    r"|(?P<fold>fold) to (?P<fold_n>\d+))"
    r"(?:: equity (?P<equity>\d+)%(?: \(ranges (?P<ranges>\d+%(?:, \d+%)*)\))?"
    r"(?: \((?:(?P<last>last to act)|(?P<after>\d+) act after), read (?P<read>-?\d+)%\))?"
    r" vs (?P<opp>\d+) opp, pot odds (?P<odds>\d+)%"
    r"|: (?P<hand>[2-9TJQKA]{2}[so]?), top (?P<top>\d+)% of hands by the (?P<chart>opening|push) chart)$"
)
_KINDS = ("bet", "bluff", "raise", "open", "all_in", "check", "call", "fold")


def reason_words(reason: str, t: TFunc) -> str:
    """A computer's reason in the player's language (as the engine said it if it is unknown)."""
    match = _REASON.match(reason)
    if match is None:
        return reason
    found = match.groupdict()
    kind = next(key for key in _KINDS if found[key])
    amount = found.get(f"{kind}_n")
    head = t(f"holdem.why.{kind}", n=chips(int(amount), t) if amount else "")
    if found["chart"] is not None:
        why = t(f"holdem.why.chart_{found['chart']}", hand=found["hand"], top=found["top"])
        return f"{head}: {why}"
    why = t("holdem.why.equity", equity=found["equity"], opp=found["opp"], odds=found["odds"])
    if found["ranges"] is not None:
        shares = ", ".join(share.rstrip("%") + "\u00a0%" for share in found["ranges"].split(", "))
        why += " " + t("holdem.why.ranges", ranges=shares)
    if found["read"] is not None:
        if found["last"]:
            place = t("holdem.why.last")
        else:
            place = plural("holdem.why.after", int(found["after"]), t)
        why += " " + t("holdem.why.read", place=place, read=found["read"])
    return f"{head}: {why}"


def pot_name(index: int, t: TFunc) -> str:
    """'Hauptpot' (index 0) or 'Nebenpot 1', 'Nebenpot 2' ..."""
    return t("holdem.pot.main") if index == 0 else t("holdem.pot.side", n=index)


def pot_result(pot: PotAwarded, names: Sequence[str], t: TFunc) -> str:
    """Who won a pot: one winner, or a split with the odd chips' receivers named."""
    head = t("holdem.pot.of", pot=pot_name(pot.index, t), n=chips(pot.amount, t))
    winners = [names[seat] for seat, _ in pot.shares]
    if len(winners) == 1:
        return t("holdem.pot.won", pot=head, name=winners[0])
    low = min(share for _, share in pot.shares)
    odd = [names[seat] for seat, share in pot.shares if share > low]
    text = t("holdem.pot.split", pot=head, names=", ".join(winners), n=chips(low, t))
    if odd:
        text += " " + t("holdem.pot.odd_chip", names=", ".join(odd))
    return text


def street_name(street: Street, t: TFunc) -> str:
    """Preflop, Flop, Turn, River."""
    return t(f"holdem.street.{street.value}")


def structure_name(structure: Structure, t: TFunc) -> str:
    """Limit, Pot-Limit, No-Limit."""
    return t(f"holdem.structure.{structure.value}")


def format_name(table_format: TableFormat, t: TFunc) -> str:
    """Cash-Tisch or Sit & Go."""
    return t(f"holdem.format.{table_format.value}")


def street_words(record: HandRecord, street: Street, t: TFunc) -> str:
    """'Flop: Anna checkt · Bert setzt 40 · ...': the betting of ``record`` on ``street``."""
    said = [say(line, record.name(line.seat), t) for line in record.lines if line.street is street]
    return street_name(street, t) + ": " + " · ".join(said)


def result_words(record: HandRecord, t: TFunc) -> tuple[str, str]:
    """A finished hand's result: its pots' winners (and the mucked hands), and each seat's chips
    won or lost ('Anna +40 · Bert -20')."""
    names = [record.name(seat) for seat in range(len(record.players))]
    pots = [pot_result(pot, names, t) for pot in record.awarded]
    if record.showdown is not None and record.showdown.mucked:
        mucked = ", ".join(names[seat] for seat in record.showdown.mucked)
        pots.append(t("holdem.history.mucked", names=mucked))
    nets = []
    for seat in record.seats:
        net = record.net(seat)
        nets.append(f"{names[seat]} {'+' if net > 0 else ''}{chips(net, t)}")
    return " · ".join(pots), " · ".join(nets)
