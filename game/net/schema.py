"""The published JSON Schema of the protocol: the messages (`protocol.json_schema`) and the payloads
of the variants that define theirs (`european_wire.wire_schema`, `holdem_wire.wire_schema`), as
``docs/protocol.schema.json``.

``python -m game.net.schema > docs/protocol.schema.json`` writes it; a test keeps it current.
"""

from __future__ import annotations

import json
from typing import Any

from .european.wire import wire_schema
from .holdem.wire import wire_schema as holdem_wire_schema
from .protocol import json_schema

__all__ = ["published_schema"]


def published_schema() -> dict[str, Any]:
    """The protocol's schema with the variants' payloads under ``$defs``."""
    schema = json_schema()
    schema["$defs"].update(wire_schema())
    schema["$defs"].update(holdem_wire_schema())
    return schema


if __name__ == "__main__":
    print(json.dumps(published_schema(), indent=2, ensure_ascii=False))
