"""License.md, README and game.legal carry the license's verbatim texts.

The license requires that every derived work carries its text and shows the
warning unchanged, so these tests compare character for character. The
project's own copies are checked against SHA-256 digests pinned here (the
warning, the terms of use, the supplementary terms, and the official Apache
``LICENSE-2.0.txt``) and against each other, so they run on any clone. Where
``shared/spec/license-terms.md`` sits beside the repository, the
``*_against_the_spec`` tests also compare with it (and with the pins); only
those skip without it.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest

from game import legal

REPO = Path(__file__).resolve().parent.parent
LICENSE_MD = REPO / "License.md"

#: SHA-256 of https://www.apache.org/licenses/LICENSE-2.0.txt (the plain text
#: shipped unchanged by many packages, e.g. trio and sniffio).
APACHE_SHA256 = "cfc7749b96f63bd31c3c42b5c471bf756814053e847c10f3eb003417bc523d30"

#: SHA-256 of the spec's blocks WARNING, TERMS and LICENSE (UTF-8), i.e. of
#: legal.WARNING_TEXT, legal.TERMS_TEXT and the supplementary terms that open License.md.
WARNING_SHA256 = "44ebe8975b09d658c3e010e33aca1b3b56aacc511b028aed5181471b8f959c58"
TERMS_SHA256 = "707d781360cf338316898423cf0a6fc456e45482a1115d8e9d99aa49e34178fd"
SUPPLEMENTARY_SHA256 = "de9aedf8480efc0c86a68e88e80824d0ee649066acfbf7a750bc6ab04fb6c3bb"
END_OF_TERMS = "Jede abgeleitete Software muss diesen Lizenztext enthalten."


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _find_spec() -> Path | None:
    return _find_spec_from(REPO)


def _find_spec_from(repo: Path) -> Path | None:
    # The spec lives in ../shared beside the main checkout; worktrees sit one
    # level deeper, so look in every ancestor rather than only the parent.
    for folder in repo.parents:
        candidate = folder / "shared" / "spec" / "license-terms.md"
        if candidate.is_file():
            return candidate
    return None


def _spec_block(name: str) -> str:
    spec = _find_spec()
    if spec is None:
        pytest.skip("shared/spec/license-terms.md is not beside this checkout")
    text = spec.read_text(encoding="utf-8")
    match = re.search(rf"<<<{name}\n(.*?)\n{name}>>>", text, re.S)
    assert match is not None, f"block {name} missing from {spec}"
    return match.group(1)


def _license_text() -> str:
    return LICENSE_MD.read_text(encoding="utf-8")


def _apache_part() -> str:
    # The Apache text sits in a fenced block so Markdown shows it as written.
    match = re.search(r"\n```text\n(.*)```\n\Z", _license_text(), re.S)
    assert match is not None, "License.md must end with the Apache text in a ```text fence"
    return match.group(1)


def _supplementary_part() -> str:
    text = _license_text()
    return text[: text.index(END_OF_TERMS) + len(END_OF_TERMS)]


def test_license_md_starts_with_the_supplementary_terms_verbatim() -> None:
    assert _sha256(_supplementary_part()) == SUPPLEMENTARY_SHA256
    # The warning quoted inside the terms is the one the game shows.
    assert legal.WARNING_TEXT in _supplementary_part()


def test_license_md_starts_with_the_supplementary_terms_against_the_spec() -> None:
    assert _license_text().startswith(_spec_block("LICENSE"))


def test_license_md_contains_the_full_apache_license_verbatim() -> None:
    apache = _apache_part()
    assert hashlib.sha256(apache.encode("ascii")).hexdigest() == APACHE_SHA256
    for marker in (
        "Apache License\n                           Version 2.0, January 2004",
        "TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION",
        "END OF TERMS AND CONDITIONS",
        "APPENDIX: How to apply the Apache License to your work.",
    ):
        assert marker in apache


def test_supplementary_terms_come_before_the_apache_text() -> None:
    text = _license_text()
    end_of_terms = text.index(END_OF_TERMS)
    assert end_of_terms < text.index("Version 2.0, January 2004")


def test_legal_module_holds_the_verbatim_texts() -> None:
    assert _sha256(legal.WARNING_TEXT) == WARNING_SHA256
    assert _sha256(legal.TERMS_TEXT) == TERMS_SHA256
    assert legal.WARNING_TEXT == "\n".join(legal.WARNING_LINES)
    assert len(legal.WARNING_LINES) == 2


def test_readme_quotes_the_warning_and_the_terms_of_legal() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert f"```text\n{legal.WARNING_TEXT}\n```" in readme
    assert legal.TERMS_TEXT in readme


def test_legal_module_matches_the_spec_blocks_against_the_spec() -> None:
    assert legal.WARNING_TEXT == _spec_block("WARNING")
    assert legal.TERMS_TEXT == _spec_block("TERMS")
    # The pins above are the spec's texts.
    assert _sha256(_spec_block("WARNING")) == WARNING_SHA256
    assert _sha256(_spec_block("TERMS")) == TERMS_SHA256
    assert _sha256(_spec_block("LICENSE")) == SUPPLEMENTARY_SHA256


def test_the_license_checks_run_on_a_plain_clone(tmp_path: Path) -> None:
    """Copy what the license tests read into a folder with no shared/spec beside it: nothing skips."""
    import subprocess
    import sys

    for name in ("License.md", "README.md", "pyproject.toml", "game/__init__.py", "game/legal.py",
                 "tests/__init__.py", "tests/conftest.py", "tests/test_license.py"):
        target = tmp_path / "clone" / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes((REPO / name).read_bytes())
    if _find_spec_from(tmp_path / "clone") is not None:
        pytest.skip("a shared/spec folder sits above the temporary folder")
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-o", "addopts=", "-v", "-p", "no:cacheprovider",
         "tests/test_license.py", "-k", "not plain_clone"],
        cwd=tmp_path / "clone", capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert " PASSED" in result.stdout
    # Only the comparisons with the spec itself may skip; every check of the project's own copies runs.
    skipped = [line for line in result.stdout.splitlines() if " SKIPPED" in line]
    own = [line for line in skipped if "against_the_spec" not in line]
    assert not own, own
