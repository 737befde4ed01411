"""The betting package's shape: small pure modules that import only each other and the engine's errors."""

from __future__ import annotations

import ast
import importlib
import pathlib

PACKAGE = pathlib.Path(__file__).resolve().parents[3] / "game" / "engine" / "betting"
STANDARD = {"__future__", "collections.abc", "dataclasses", "enum", "typing"}


def _modules() -> list[pathlib.Path]:
    return sorted(PACKAGE.glob("*.py"))


def test_betting_imports_nothing_above_itself_but_the_errors() -> None:
    offenders = []
    for path in _modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                offenders += [f"{path.name}: import {a.name}" for a in node.names if a.name not in STANDARD]
            elif isinstance(node, ast.ImportFrom):
                allowed = (node.level == 1) or (node.level == 2 and node.module == "errors")
                if node.level == 0:
                    allowed = node.module in STANDARD
                if not allowed:
                    offenders.append(f"{path.name}: from {'.' * node.level}{node.module}")
    assert offenders == []


def test_every_module_says_what_it_owns_and_lists_its_public_names() -> None:
    for path in _modules():
        module = importlib.import_module(f"game.engine.betting.{path.stem}" if path.stem != "__init__" else
                                         "game.engine.betting")
        assert module.__doc__ and len(module.__doc__.split()) > 20, path.name
        if path.stem != "__init__":
            public = getattr(module, "__all__", None)
            assert public, path.name
            for name in public:
                assert hasattr(module, name), f"{path.name}: {name}"
                import game.engine.betting as package

                assert name in package.__all__ or name == "Action", f"{name} not re-exported"
