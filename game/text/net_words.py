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

from .i18n import TFunc, plural

__all__ = ["connection_text", "error_text", "chat_text", "variant_name", "table_options"]


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
    """A table's options in a few words (token game: mode, tokens, computers)."""
    if variant != "token":
        return ""
    parts = []
    if "mode" in options:
        parts.append(t(f"mode.{options['mode']}"))
    tokens = options.get("tokens")
    if isinstance(tokens, int):
        parts.append(plural("net.lobby.tokens", tokens, t))
    computers = options.get("computers")
    if isinstance(computers, int) and computers:
        parts.append(plural("net.lobby.computers", computers, t))
    return ", ".join(parts)
