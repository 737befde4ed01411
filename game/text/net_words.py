"""What the Netzwerk screens say: connection states, the server's refusals, chat lines.

Pure functions from the client's records to catalogue strings (``t`` is the
app's translator): `connection_text` (Verbinde ..., Verbunden, Verbindung
unterbrochen - neuer Versuch ..., Verbindung verloren: why), `error_text`
(an error code of the server, worded for a person), `chat_text` (a chat
line as ``[SYSTEM] ...``, ``[INFO] ...`` or ``[name] text``; a list among a
notice's arguments, such as the winners' names, is written ``A, B``) and
`variant_name`. Codes the catalogue does not know fall back to the
server's English message, never to a traceback.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.engine.european import ANTE as EUROPEAN_ANTE

from .i18n import TFunc, plural

__all__ = [
    "connection_text",
    "error_text",
    "chat_text",
    "variant_name",
    "table_options",
    "table_state",
    "is_cash",
]


def connection_text(
    state: str, t: TFunc, reason: str | None = None, code: str | None = None, seconds: int | None = None
) -> str:
    """The connection state ``state`` (connecting, connected, reconnecting, lost) as a line."""
    if state == "lost":
        return t("net.state.lost", why=error_text(code, reason or "", t, seconds))
    return t(f"net.state.{state}")


def error_text(code: str | None, message: str, t: TFunc, seconds: int | None = None) -> str:
    """A refusal of the server (or of the connection) in words for a person."""
    if code is None:
        if message in ("closed", ""):
            return t("net.error.closed")
        if message.startswith("not a server address"):
            return t("net.error.address")
        return t("net.error.unreachable")
    key = f"net.error.{code}"
    left = seconds if seconds is not None else 0
    reason = message.split(": ", 1)[1] if ": " in message else message  # banned: the operator's reason
    text = t(key, seconds=left, minutes=-(-left // 60), reason=reason)
    return text if text != key else message


def chat_text(
    kind: str, name: str | None, text: str | None, code: str | None, args: Mapping[str, object], t: TFunc
) -> str:
    """One chat line with its mark: ``[SYSTEM]``, ``[INFO]`` or ``[name]``."""
    if kind == "user":
        return f"[{name}] {text}"
    mark = "[SYSTEM]" if kind == "system" else "[INFO]"
    key = f"net.notice.{code}"
    fields = {k: ", ".join(map(str, v)) if isinstance(v, list) else v for k, v in args.items()}
    fields.setdefault("name", "?")
    try:
        words = t(key, **fields)
    except (KeyError, IndexError, ValueError):
        words = key
    if words == key:
        words = str(code)
    return f"{mark} {words}"


def variant_name(variant: str, t: TFunc) -> str:
    """The variant's name in the lobby."""
    key = f"net.variant.{variant}"
    name = t(key)
    return variant if name == key else name


def table_options(variant: str, options: Mapping[str, object], t: TFunc) -> str:
    """A table's options in a few words: the token game's mode, tokens and computers; a Hold'em
    sit-and-go's structure, blinds and their schedule, stack, buy-in and computers; a Duell's
    deck and stack; Europäisches Draw Poker's fixed stake."""
    parts = []

    def whole(key: str) -> int | None:
        value = options.get(key)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    if variant == "token":
        if "mode" in options:
            parts.append(t(f"mode.{options['mode']}"))
        tokens = whole("tokens")
        if tokens is not None:
            parts.append(plural("net.lobby.tokens", tokens, t))
    elif variant == "holdem" and is_cash(options):
        # as online rooms list them, short enough for the row: "Cash, NL 10/20, Buy-in 200-1000"
        parts.append(t("net.lobby.cash"))
        big, least, most = whole("big_blind"), whole("min_buy_in"), whole("max_buy_in")
        structure = options.get("structure", "no-limit")
        if big is not None:
            parts.append(t(f"net.lobby.cash_blinds.{structure}", small=big // 2, big=big))
        if least is not None and most is not None:
            parts.append(t("net.lobby.buy_in_range", least=least, most=most))
    elif variant == "holdem":
        if "structure" in options:
            parts.append(t(f"holdem.structure.{options['structure']}"))
        big, every = whole("big_blind"), whole("blind_hands")
        stack, buy_in = whole("stack"), whole("buy_in")
        if big is not None:
            parts.append(t("net.lobby.blinds", small=big // 2, big=big))
        if buy_in is not None:
            parts.append(t("net.lobby.buy_in", n=buy_in))
        if stack is not None:
            parts.append(t("net.lobby.stack", n=stack))
        if every is not None:
            parts.append(t("net.lobby.schedule", n=every))
    elif variant == "duell":
        deck, stack = whole("deck"), whole("stack")
        if deck is not None:
            parts.append(t("net.lobby.deck", n=deck))
        if stack is not None:
            parts.append(t("net.lobby.stack", n=stack))
    elif variant == "european":
        parts.append(t("net.lobby.european_stake", n=EUROPEAN_ANTE))
    computers = whole("computers")
    if computers:
        parts.append(plural("net.lobby.computers", computers, t))
    return ", ".join(parts)


def is_cash(options: Mapping[str, object]) -> bool:
    """Whether a Hold'em table's options make it a cash table (else a sit-and-go)."""
    return options.get("format") == "cash"


def table_state(
    variant: str, options: Mapping[str, object], running: bool, taken: int, seats: int, t: TFunc
) -> str:
    """Whether a table plays: running, or waiting - a sit-and-go counts who registered; a cash
    table (played hand after hand, people come and go) says how many seats are free."""
    if variant == "holdem" and is_cash(options):
        return t("net.lobby.free", n=seats - taken) if taken < seats else t("net.lobby.full")
    if running:
        return t("net.lobby.running")
    if variant == "holdem":
        return t("net.lobby.registered", taken=taken, max=seats)
    return t("net.lobby.waiting")
