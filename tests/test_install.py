"""An installed copy is whole: the wheel built from this checkout, installed into a fresh venv.

The wheel is built the way pip and pipx build it (setuptools, without the
repository around it) and installed with ``--no-deps`` into a new venv that
has no pip and no project files; pygame-ce and websockets come from the
interpreter running the tests through a ``.pth`` line, so nothing is
downloaded (the build uses this interpreter's setuptools when it is new enough
for pyproject's ``license-files``, else pip's isolated build fetches it).
Everything is run from a folder outside the checkout, so nothing can be read
from it by accident.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import legal

REPO = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(os.name == "nt", reason="the venv layout below is the POSIX one")

#: What the wheel is built from: the files pyproject.toml names (package, readme, license files).
SOURCES = ("game", "pyproject.toml", "README.md", "License.md")


def _setuptools_is_new_enough() -> bool:
    try:
        import setuptools
    except ImportError:
        return False
    major = setuptools.__version__.split(".", 1)[0]
    return major.isdigit() and int(major) >= 77


def _site_dirs_of(*modules: str) -> list[str]:
    dirs: list[str] = []
    for name in modules:
        spec = importlib.util.find_spec(name)
        assert spec is not None and spec.origin is not None, f"{name} is not importable here"
        folder = str(Path(spec.origin).resolve().parent.parent)
        if folder not in dirs:
            dirs.append(folder)
    return dirs


def _clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON") and k != "VIRTUAL_ENV"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **extra)
    return env


class Installed:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.bin = root / "venv" / "bin"
        self.elsewhere = root / "elsewhere"
        self.elsewhere.mkdir()

    def run(self, *argv: str, **env: str) -> subprocess.CompletedProcess[str]:
        command = [str(self.bin / argv[0]), *argv[1:]]
        return subprocess.run(
            command, cwd=self.elsewhere, env=_clean_env(**env), capture_output=True, text=True, timeout=60
        )

    def python(self, code: str, **env: str) -> subprocess.CompletedProcess[str]:
        return self.run("python", "-c", code, **env)


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    root = tmp_path_factory.mktemp("installed")
    source = root / "source"
    source.mkdir()
    for name in SOURCES:
        path = REPO / name
        if path.is_dir():
            shutil.copytree(path, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(path, source / name)
    wheels = root / "wheels"
    build = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(wheels), str(source)]
    if _setuptools_is_new_enough():
        build.insert(4, "--no-build-isolation")
    built = subprocess.run(build, cwd=root, capture_output=True, text=True, timeout=180)
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = wheels.glob("tokenpoker-*.whl")

    venv = root / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=60)
    install = [sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"), "install",
               "--no-deps", "--no-index", "--quiet", str(wheel)]
    done = subprocess.run(install, cwd=root, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    (site,) = (venv / "lib").glob("python3*/site-packages")
    (site / "tokenpoker_test_deps.pth").write_text("\n".join(_site_dirs_of("pygame", "websockets")) + "\n")
    shutil.rmtree(source)  # from here on nothing of the checkout is on disk beside the install
    return Installed(root)


def test_the_installed_game_is_the_installed_copy(installed: Installed) -> None:
    result = installed.python("import game; print(game.__file__)")
    assert result.returncode == 0, result.stderr
    assert Path(result.stdout.strip()).is_relative_to(installed.root / "venv")


def test_the_installed_copy_reads_the_whole_license_and_the_warning(installed: Installed) -> None:
    code = (
        "import sys, game.legal as g; t = g.license_text(); "
        "sys.stdout.write('NONE' if t is None else t); sys.stdout.write('\\0' + g.WARNING_TEXT)"
    )
    result = installed.python(code, PYTHONIOENCODING="utf-8")
    assert result.returncode == 0, result.stderr
    text, warning = result.stdout.split("\0")
    # Complete: the supplementary terms first, then the whole Apache License 2.0.
    assert text == (REPO / "License.md").read_text(encoding="utf-8")
    assert "Apache License" in text and "Version 2.0, January 2004" in text
    assert "END OF TERMS AND CONDITIONS" in text
    assert legal.WARNING_TEXT in text and warning == legal.WARNING_TEXT


def test_the_first_start_screen_of_the_installed_copy_shows_the_license(installed: Installed) -> None:
    # A fresh player: the app's first screen asks to accept, and its text view holds License.md
    # (not the "License.md wurde nicht gefunden" note with the terms alone).
    code = (
        "from game.app import App, AppOptions\n"
        "from game.ui.settings_state import Settings\n"
        "app = App(AppOptions(windowed_size=(960, 540)), settings=Settings(license_accepted=False))\n"
        "app.push(app.first_scene()); app.step(1 / 60)\n"
        "screen = app.top\n"
        "print(type(screen).__name__, screen.first_start)\n"
        "print(screen.view.text == open(__import__('sys').argv[1], encoding='utf-8').read())\n"
        "app.close()\n"
    )
    license_copy = installed.root / "expected-License.md"
    shutil.copy2(REPO / "License.md", license_copy)
    home = str(installed.root / "home")
    result = installed.run("python", "-c", code, str(license_copy), TOKENPOKER_HOME=home)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-2:] == ["LicenseScene True", "True"], result.stdout


def test_both_installed_commands_tell_their_version(installed: Installed) -> None:
    version = (REPO / "pyproject.toml").read_text(encoding="utf-8").split('version = "', 1)[1].split('"')[0]
    for command, expected in (("tokenpoker-cli", f"tokenpoker {version}"),
                              ("tokenpoker-server", f"tokenpoker-server {version} (protocol 1)")):
        result = installed.run(command, "--version")
        assert result.returncode == 0, result.stderr
        assert result.stdout.splitlines() == [*legal.WARNING_LINES, expected]


def test_the_installed_menu_entry_starts_the_installed_launcher(installed: Installed) -> None:
    xdg = installed.root / "xdg"
    result = installed.run("tokenpoker-cli", "--install-desktop", XDG_DATA_HOME=str(xdg))
    assert result.returncode == 0, result.stderr
    entry = (xdg / "applications" / "tokenpoker.desktop").read_text(encoding="utf-8")
    assert f'\nExec="{installed.bin / "tokenpoker"}"\n' in entry
    assert (xdg / "icons" / "hicolor" / "256x256" / "apps" / "tokenpoker.png").stat().st_size > 1000
