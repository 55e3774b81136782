"""The wheel and the sdist carry both packages, the resources as package data, the entry points
and the licence; both commands say their version."""

import subprocess
import sys
import tarfile
import zipfile
from importlib import metadata
from pathlib import Path

from tests.cli_helpers import run_solvers

ROOT = Path(__file__).resolve().parent.parent


def test_wheel_ships_code_resources_and_entry_points(tmp_path):
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(tmp_path),
            str(ROOT),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    (wheel,) = tmp_path.glob("boggle_desktop-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for required in (
        "boggle_resources/__init__.py",
        "boggle_resources/wordlists/scowl.txt",
        "boggle_resources/wordlists/SCOWL-COPYRIGHT",
        "boggle_resources/help/overview.md",
        "solvers/progress.py",
        "solvers/lexicon.py",
        "solvers/cli/__init__.py",
        "boggle_desktop/work.py",
        "boggle_desktop/main_window.py",
    ):
        assert required in names, required
    # every resource file in the checkout is in the wheel
    for path in (ROOT / "resources").rglob("*"):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
            assert f"boggle_resources/{path.relative_to(ROOT / 'resources').as_posix()}" in names, path
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "[gui_scripts]\nboggle-desktop = boggle_desktop.app:main" in text
    assert "solvers = solvers.cli:command" in text
    licence = next(n for n in names if n.endswith(".dist-info/licenses/LICENSE"))
    assert zipfile.ZipFile(wheel).read(licence) == (ROOT / "LICENSE").read_bytes()
    wheel_metadata = zipfile.ZipFile(wheel).read(next(n for n in names if n.endswith("/METADATA"))).decode()
    assert "License-Expression: MIT" in wheel_metadata and "License-File: LICENSE" in wheel_metadata


def test_sdist_carries_the_licence(tmp_path):
    build = "import sys, setuptools.build_meta as backend; print(backend.build_sdist(sys.argv[1]))"
    result = subprocess.run(
        [sys.executable, "-c", build, str(tmp_path)], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    with tarfile.open(tmp_path / result.stdout.split()[-1]) as sdist:
        (licence,) = [member for member in sdist.getmembers() if member.name.split("/")[1:] == ["LICENSE"]]
        assert sdist.extractfile(licence).read() == (ROOT / "LICENSE").read_bytes()
    assert "Copyright (c) 2026 the Boggle Desktop developers" in (ROOT / "LICENSE").read_text()


def test_solvers_says_its_version():
    result = run_solvers("--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"solvers (Boggle Desktop) {metadata.version('boggle-desktop')}"
