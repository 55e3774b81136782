#!/bin/sh
# Build the double-click bundle: dist/boggle-desktop/boggle-desktop, a folder that runs without Python.
#
#   packaging/build.sh [--dist DIR] [--work DIR]
#
# Works from a clean clone: it sets up .venv the way ./run does (tools/bootstrap.py), checks the
# system libraries Qt's X11 platform needs (installing them with apt-get as root, as ./run app does),
# installs PyInstaller into .venv (the "bundle" extra of pyproject.toml), then runs
# packaging/boggle-desktop.spec. It fails if PyInstaller could not find a library to bundle.
# On Linux it needs binutils (objdump, strip).
# Everything it writes goes to DIR (default dist/) and to the work folder (default build/pyinstaller/,
# which also holds PyInstaller's cache of stripped libraries); both defaults are ignored by git.
set -eu

ROOT=$(cd "$(dirname "$0")/.." && pwd)
DIST="$ROOT/dist"
WORK="$ROOT/build/pyinstaller"
while [ $# -gt 0 ]; do
    case "$1" in
        --dist) DIST=$2; shift 2 ;;
        --work) WORK=$2; shift 2 ;;
        -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "build.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
    esac
done
PYTHON="$ROOT/.venv/bin/python"
FALLBACK_REQUIREMENT="pyinstaller>=6.10,<7"

say() { echo "[build] $*"; }
fail() { echo "[build] error: $*" >&2; exit 1; }

if [ "$(uname -s)" = Linux ]; then
    for tool in objdump strip; do
        command -v "$tool" >/dev/null 2>&1 ||
            fail "PyInstaller needs $tool to build on Linux; install binutils (sudo apt-get install binutils)"
    done
fi

say "setting up .venv (as ./run does) and checking the libraries of Qt's X11 platform"
python3 - "$ROOT" <<'PY'
import sys
sys.path.insert(0, f"{sys.argv[1]}/tools")
import bootstrap
bootstrap.ensure_venv()
bootstrap.ensure_installed()
bootstrap.ensure_system_libraries("xcb")  # the bundle carries them: the build machine needs them all
PY

# The PyInstaller requirement: pyproject.toml's "bundle" extra, once it is there.
REQUIREMENTS=$("$PYTHON" - "$ROOT/pyproject.toml" "$FALLBACK_REQUIREMENT" <<'PY'
import sys, tomllib
with open(sys.argv[1], "rb") as file:
    extras = tomllib.load(file)["project"].get("optional-dependencies", {})
print("\n".join(extras.get("bundle", [sys.argv[2]])))
PY
)
say "installing $(echo "$REQUIREMENTS" | tr '\n' ' ')into .venv"
set --
while IFS= read -r requirement; do set -- "$@" "$requirement"; done <<LIST
$REQUIREMENTS
LIST
"$PYTHON" -m pip install -q --disable-pip-version-check "$@"

say "building with PyInstaller (about half a minute)"
mkdir -p "$WORK"
LOG="$WORK/pyinstaller.log"
BUNDLE="$DIST/boggle-desktop"
# PyInstaller's cache (stripped copies of the libraries) stays in the work folder.
STATUS=0
PYINSTALLER_CONFIG_DIR="$WORK/cache" "$PYTHON" -m PyInstaller --noconfirm --log-level WARN \
    --distpath "$DIST" --workpath "$WORK" "$ROOT/packaging/boggle-desktop.spec" >"$LOG" 2>&1 || STATUS=$?
cat "$LOG"
[ "$STATUS" -eq 0 ] || fail "PyInstaller failed (exit status $STATUS); its messages are above and in $LOG"
# A library PyInstaller cannot find is left out of the bundle, which then may not start elsewhere.
if grep -q "Library not found" "$LOG"; then
    rm -rf "$BUNDLE"
    fail "PyInstaller could not find these libraries, so the bundle would lack them:
$(grep "Library not found" "$LOG" | sed "s/.*could not resolve '\([^']*\)'.*/    \1/" | sort -u)
Install them (.venv/bin/python -m boggle_desktop.system_check --platform xcb names the Debian
packages) and build again."
fi

say "built $BUNDLE/boggle-desktop ($(du -sh "$BUNDLE" | cut -f1))"
say "try it: $BUNDLE/boggle-desktop; add it to the desktop menu: packaging/install-launcher.sh"
