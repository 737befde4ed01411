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


# The README is the newcomer's guide; the reference lives in docs/ (issue 25, item 17).
GUIDE_DOCS = ("docs/cli.md", "docs/benchmarks.md", "docs/design.md", "docs/network.md")
FIRST_SECTIONS = ("## Set-up", "## Keys", "## Play online")


def _headings(text: str) -> list[str]:
    inside_fence = False
    found = []
    for line in text.splitlines():
        if line.startswith("```"):
            inside_fence = not inside_fence
        elif not inside_fence and line.startswith("#"):
            found.append(line.strip())
    return found


def _slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes."""
    title = heading.lstrip("#").strip().lower()
    return re.sub(r"[^\w\- ]", "", title).replace(" ", "-")


def test_readme_opens_with_what_a_newcomer_needs() -> None:
    second_level = [h for h in _headings(_read("README.md")) if h.startswith("## ")]
    assert tuple(second_level[: len(FIRST_SECTIONS)]) == FIRST_SECTIONS, second_level
    # The keys and how to play online come before any of the games' rules.
    top = _read("README.md").split("## The games", 1)[0]
    assert "<!-- play-command -->" in top and "<!-- test-command -->" in top
    assert "Auf diesem Computer hosten" in top and "| Action | Mouse | Keys |" in top


def test_reference_lives_in_docs_and_the_readme_links_it() -> None:
    readme = _read("README.md")
    for name in GUIDE_DOCS:
        assert f"]({name})" in readme, f"README.md does not link {name}"
    assert "## Benchmarks" not in readme and "## Project layout" not in readme
    assert "## Command line" not in readme
    assert "profi_edge_over_normal_pp" in _read("docs/benchmarks.md")
    assert "## Project layout" in _read("docs/design.md")
    assert "--simulate N --game holdem" in _read("docs/cli.md")
    assert "--max-connections N" in _read("docs/cli.md")


def test_every_relative_link_of_readme_and_docs_resolves() -> None:
    for name in ("README.md", "CHANGELOG.md", *GUIDE_DOCS):
        source = REPO / name
        for target in re.findall(r"\]\(([^)\s]+)\)", source.read_text(encoding="utf-8")):
            if re.match(r"[a-z]+:", target):
                continue
            path, _, anchor = target.partition("#")
            resolved = (source.parent / path).resolve() if path else source
            assert resolved.exists(), f"{name}: link {target} points nowhere"
            if anchor:
                slugs = {_slug(h) for h in _headings(resolved.read_text(encoding="utf-8"))}
                assert anchor in slugs, f"{name}: link {target} names no heading of {path or name}"
