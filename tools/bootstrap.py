"""Set up a local virtual environment and run the app or the tests.

    python3 tools/bootstrap.py app [ARGS...]     # what ./run app does
    python3 tools/bootstrap.py tests [ARGS...]   # what ./run tests does

Standard library only, so it runs on a fresh machine with nothing but
python3 (3.11 or newer). It creates .venv (or reuses it), installs the
project with its test extras when pyproject.toml or setup.py changed since the
last install, checks the system libraries Qt needs (installing them with
apt-get when run as root, otherwise naming the command to run), then runs:
the app in the caller's folder (``--screenshot shots`` writes there), the tests
in the repository.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import urllib.request
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
PYTHON = VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
STAMP = VENV / ".boggle-desktop-installed"
PIP_INDEX_JSON = "https://pypi.org/pypi/pip/json"


def say(message: str) -> None:
    print(f"[setup] {message}", flush=True)


def fail(message: str) -> None:
    print(f"[setup] error: {message}", file=sys.stderr, flush=True)
    raise SystemExit(1)


def run(*command: str | Path, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([str(part) for part in command], check=False, **kwargs)


def venv_works() -> bool:
    return PYTHON.exists() and run(PYTHON, "-m", "pip", "--version", capture_output=True).returncode == 0


def bootstrap_pip_from_pypi() -> None:
    """For Pythons without ensurepip (Debian's python3 without python3-venv)."""
    say("this Python has no ensurepip; fetching pip from PyPI")
    with urllib.request.urlopen(PIP_INDEX_JSON, timeout=60) as response:
        release = json.load(response)
    wheel = next(item for item in release["urls"] if item["filename"].endswith(".whl"))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / wheel["filename"]
        with urllib.request.urlopen(wheel["url"], timeout=120) as response:
            data = response.read()
        if hashlib.sha256(data).hexdigest() != wheel["digests"]["sha256"]:
            fail("the downloaded pip wheel does not match PyPI's checksum")
        path.write_bytes(data)
        # A pip wheel can run itself to install itself.
        if run(PYTHON, f"{path}/pip", "install", "--quiet", str(path)).returncode != 0:
            fail("could not install pip into .venv")


def ensure_venv() -> None:
    if venv_works():
        return
    if VENV.exists():
        say("the existing .venv is broken; recreating it")
        shutil.rmtree(VENV)
    say(f"creating a virtual environment in {VENV}")
    try:
        venv.EnvBuilder(with_pip=True).create(VENV)
    except (subprocess.CalledProcessError, OSError):
        venv.EnvBuilder(with_pip=False, clear=True).create(VENV)
    if not venv_works():
        bootstrap_pip_from_pypi()


def install_fingerprint() -> str:
    digest = hashlib.sha256()
    for name in ("pyproject.toml", "setup.py"):
        digest.update((ROOT / name).read_bytes())
    digest.update(sys.version.encode())
    return digest.hexdigest()


def ensure_installed() -> None:
    fingerprint = install_fingerprint()
    if STAMP.exists() and STAMP.read_text() == fingerprint:
        return
    say("installing Boggle Desktop and its test tools into .venv (first run takes a minute)")
    command = [PYTHON, "-m", "pip", "install", "-q", "--disable-pip-version-check", "-e", f"{ROOT}[test]"]
    if run(*command).returncode != 0:
        fail("pip could not install the project; see the messages above")
    STAMP.write_text(fingerprint)


#: Commands the test suite runs, and the Debian package of each.
TEST_TOOLS = {"desktop-file-validate": "desktop-file-utils"}


def qt_packages(platform: str) -> list[str]:
    check = [PYTHON, "-m", "boggle_desktop.system_check", "--platform", platform, "--packages"]
    return run(*check, capture_output=True, text=True).stdout.split()


def apt_install(packages: list[str]) -> bool:
    """Install Debian packages when running as root with apt-get; False if that is not possible."""
    apt = shutil.which("apt-get")
    if not apt or os.geteuid() != 0:
        return False
    say(f"installing system packages: {' '.join(packages)}")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run(apt, "update", "-qq", env=env)
    return run(apt, "install", "-y", "-qq", *packages, env=env).returncode == 0


def ensure_system_libraries(platform: str) -> None:
    """Qt's shared libraries: install them with apt-get as root, else say what to install."""
    packages = qt_packages(platform)
    if packages and not apt_install(packages):
        check = [PYTHON, "-m", "boggle_desktop.system_check", "--platform", platform]
        fail(run(*check, capture_output=True, text=True).stdout.strip())


def ensure_test_tools() -> None:
    """Tools some tests run; without root they are named, and those tests say they need them."""
    missing = [package for tool, package in TEST_TOOLS.items() if shutil.which(tool) is None]
    if missing and not apt_install(missing):
        say(f"some tests need: sudo apt-get install {' '.join(missing)}")


def main(argv: list[str]) -> int:
    if sys.version_info < (3, 11):  # noqa: UP036 - this runs on whatever python3 the machine has
        fail(f"Python 3.11 or newer is needed; this is {sys.version.split()[0]}")
    if not argv or argv[0] not in ("app", "tests"):
        print(__doc__)
        return 2
    what, rest = argv[0], argv[1:]
    ensure_venv()
    ensure_installed()
    if what == "tests":
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        ensure_system_libraries("offscreen")
        ensure_test_tools()
        return run(PYTHON, "-m", "pytest", *rest, cwd=ROOT).returncode
    screenshot_only = "--screenshot" in rest and not os.environ.get("QT_QPA_PLATFORM")
    platform = "offscreen" if screenshot_only else None
    if platform is None:
        probe = [PYTHON, "-c", "from boggle_desktop.system_check import default_platform as p; print(p())"]
        platform = run(*probe, capture_output=True, text=True).stdout.strip() or "xcb"
    ensure_system_libraries(platform)
    return run(PYTHON, "-m", "boggle_desktop", *rest).returncode


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
