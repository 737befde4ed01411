"""Where this copy of the game comes from: a source checkout or an installed distribution.

A checkout (also an editable install) has its project files beside the package:
pyproject.toml, License.md. An installed wheel (pip, pipx) has them in its
distribution's metadata (``.dist-info``: the version, ``licenses/``). The
installed distribution answers only if it is the one this very package was
installed from, so a second copy of the game elsewhere on the path never
answers for this one. No dependencies beyond the standard library.
"""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

__all__ = ["DISTRIBUTION", "PACKAGE_DIR", "beside_package", "own_distribution", "version"]

#: The name the project is installed under (pyproject.toml [project] name).
DISTRIBUTION = "tokenpoker"
#: The folder of the `game` package of this copy.
PACKAGE_DIR = Path(__file__).resolve().parent


def beside_package(name: str) -> Path | None:
    """The project file ``name`` of a source checkout (beside the package), or None."""
    path = PACKAGE_DIR.parent / name
    return path if path.is_file() else None


def own_distribution() -> metadata.Distribution | None:
    """The installed distribution this package belongs to, or None (a checkout, or not installed)."""
    try:
        dist = metadata.distribution(DISTRIBUTION)
        if Path(str(dist.locate_file("game/__init__.py"))).resolve() != PACKAGE_DIR / "__init__.py":
            return None
        return dist
    except (metadata.PackageNotFoundError, OSError):
        return None


def version() -> str:
    """This copy's version: pyproject.toml's in a checkout, else the installed distribution's."""
    pyproject = beside_package("pyproject.toml")
    if pyproject is not None:
        try:
            project = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("project", {})
            if project.get("name") == DISTRIBUTION and isinstance(project.get("version"), str):
                return str(project["version"])
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            pass
    dist = own_distribution()
    return dist.version if dist is not None else "unknown"
