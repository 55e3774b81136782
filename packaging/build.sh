#!/bin/sh
# Build the double-click bundle: dist/boggle-desktop/boggle-desktop, a folder that runs without Python.
#
#   packaging/build.sh [--dist DIR] [--work DIR]
#
# Works from a clean clone: it sets up .venv the way ./run does (tools/bootstrap.py), installs
# PyInstaller into it (the "bundle" extra of pyproject.toml), then runs packaging/boggle-desktop.spec.
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
        -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "build.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
    esac
done
PYTHON="$ROOT/.venv/bin/python"
FALLBACK_REQUIREMENT="pyinstaller>=6.10,<7"

say() { echo "[build] $*"; }

say "setting up .venv (as ./run does)"
python3 - "$ROOT" <<'PY'
import sys
sys.path.insert(0, f"{sys.argv[1]}/tools")
import bootstrap
bootstrap.ensure_venv()
bootstrap.ensure_installed()
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
# PyInstaller's cache (stripped copies of the libraries) stays in the work folder.
PYINSTALLER_CONFIG_DIR="$WORK/cache" "$PYTHON" -m PyInstaller --noconfirm --log-level WARN \
    --distpath "$DIST" --workpath "$WORK" "$ROOT/packaging/boggle-desktop.spec"

BUNDLE="$DIST/boggle-desktop"
say "built $BUNDLE/boggle-desktop ($(du -sh "$BUNDLE" | cut -f1))"
say "try it: $BUNDLE/boggle-desktop; add it to the desktop menu: packaging/install-launcher.sh"
