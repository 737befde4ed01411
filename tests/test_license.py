"""License.md and game.legal against the verbatim texts of the license spec.

The license requires that every derived work carries its text and shows the
warning unchanged, so these tests compare character for character: the
supplementary terms from ``shared/spec/license-terms.md`` (found beside the
repository, skipped on a bare clone without it) and the Apache License 2.0
text, identified by the SHA-256 of the official ``LICENSE-2.0.txt``.
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


def _find_spec() -> Path | None:
    # The spec lives in ../shared beside the main checkout; worktrees sit one
    # level deeper, so look in every ancestor rather than only the parent.
    for folder in REPO.parents:
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


def test_license_md_starts_with_the_supplementary_terms_verbatim() -> None:
    block = _spec_block("LICENSE")
    text = _license_text()
    assert text.startswith(block)
    # The warning quoted inside the terms is the one the game shows.
    assert legal.WARNING_TEXT in text


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
    end_of_terms = text.index("Jede abgeleitete Software muss diesen Lizenztext enthalten.")
    assert end_of_terms < text.index("Version 2.0, January 2004")


def test_legal_module_matches_the_spec_blocks() -> None:
    assert legal.WARNING_TEXT == _spec_block("WARNING")
    assert legal.TERMS_TEXT == _spec_block("TERMS")
    assert legal.WARNING_TEXT == "\n".join(legal.WARNING_LINES)
    assert len(legal.WARNING_LINES) == 2
