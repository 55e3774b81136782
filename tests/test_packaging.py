"""The wheel carries both packages, the resources as package data, and the entry points."""

import subprocess
import sys
import zipfile
from pathlib import Path

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
    assert "solvers = solvers.cli:main" in text
