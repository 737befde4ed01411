"""README and CHANGELOG: the commands, texts and disclosures others rely on.

`.ci/run` and `main.py` take the set-up commands from README.md, and the
license requires the terms, the warning and the random generator's change log
to be present verbatim, so these tests pin them.
"""

from __future__ import annotations

import re
from pathlib import Path

from game import legal

REPO = Path(__file__).resolve().parent.parent

PLAY_COMMAND = "python3 -m venv .venv && .venv/bin/pip install -e . && .venv/bin/python main.py"
TEST_COMMAND = (
    "python3 -m venv .venv && .venv/bin/pip install -e '.[test]' && .venv/bin/python -m pytest"
)


def _read(name: str) -> str:
    return (REPO / name).read_text(encoding="utf-8")


def _marked_block(marker: str) -> str:
    """The fenced block right after ``<!-- marker -->`` (the form `.ci/run` parses)."""
    match = re.search(rf"<!-- {marker} -->\n```[a-z]*\n(.*?)\n```", _read("README.md"), re.S)
    assert match is not None, f"README.md lacks the <!-- {marker} --> block"
    return match.group(1)


def test_readme_has_exactly_the_two_setup_commands() -> None:
    assert _marked_block("play-command") == PLAY_COMMAND
    assert _marked_block("test-command") == TEST_COMMAND


def test_readme_quotes_terms_and_warning_verbatim() -> None:
    readme = _read("README.md")
    assert legal.TERMS_TEXT in readme
    assert legal.WARNING_TEXT in readme
    assert "[License.md](License.md)" in readme


def test_changelog_discloses_the_random_generator() -> None:
    changelog = _read("CHANGELOG.md")
    section = changelog.split("## Zufallsgenerator / Random generator", 1)
    assert len(section) == 2, "CHANGELOG.md lacks the random generator section"
    assert "game/engine/deck.py" in section[1]
    assert "- 0.1.0: first implementation." in section[1]


def test_readme_claims_of_the_save_checksum_are_what_it_gives() -> None:
    # A save edited with a recomputed SHA-256 loads (tests/storage: "recomputed checksum"),
    # so the README may promise protection against damage only, and must say so.
    text = " ".join(_read("README.md").split())
    assert "damaged or edited save is refused" not in text
    assert "accidental damage" in text
    assert "not against a deliberate edit" in text
