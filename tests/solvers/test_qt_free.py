"""The engine never imports Qt: import every module under solvers/ in a fresh interpreter."""

import subprocess
import sys
from pathlib import Path

import solvers

ROOT = Path(solvers.__file__).parent

SCRIPT = """
import importlib, sys
for name in sys.argv[1:]:
    importlib.import_module(name)
qt = ("PySide6", "shiboken6", "PyQt5", "PyQt6")
print(" ".join(sorted(m for m in sys.modules if m.split(".")[0] in qt)))
"""


def module_names() -> list[str]:
    names = []
    for path in sorted(ROOT.rglob("*.py")):
        parts = ("solvers", *path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__main__":
            continue
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def test_no_module_under_solvers_imports_qt():
    names = module_names()
    assert "solvers.lexicon" in names and "solvers.progress" in names
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT, *names], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "", f"solvers imported Qt: {result.stdout.strip()}"
