"""Find the system libraries Qt needs before Qt is loaded.

A missing library makes Qt abort the process with a terse message (or an
ImportError deep in PySide6), so the launcher and the set-up script ask
``ldd`` about Qt's libraries and the platform plugin first and name the
Debian/Ubuntu packages to install.  Imports nothing from Qt.

    python -m boggle_desktop.system_check [--platform xcb|offscreen|wayland] [--packages]
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

#: Shared library -> Debian/Ubuntu package providing it.
PACKAGES = {
    "libGL.so.1": "libgl1",
    "libGLX.so.0": "libglx0",
    "libGLdispatch.so.0": "libglvnd0",
    "libOpenGL.so.0": "libopengl0",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libpng16.so.16": "libpng16-16",
    "libz.so.1": "zlib1g",
    "libexpat.so.1": "libexpat1",
}

_PLATFORM_PLUGINS = {"xcb": "libqxcb.so", "offscreen": "libqoffscreen.so", "wayland": "libqwayland.so"}


def qt_platforms() -> list[str]:
    """The platform plugins Qt tries in turn, by name: QT_QPA_PLATFORM's list when it is set, else
    Qt's own order on Linux, Wayland first when WAYLAND_DISPLAY is set (GNOME and KDE Wayland
    sessions set DISPLAY too, for XWayland), then X11."""
    chosen = os.environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return [entry.split(":")[0] for entry in chosen.split(";") if entry]
    return ["wayland", "xcb"] if os.environ.get("WAYLAND_DISPLAY") else ["xcb"]


def default_platform() -> str:
    """The platform Qt will start on, as far as the environment and the libraries tell: the first
    it tries that has a display and every library, else the first with a display (what to
    install), else the first of all (which has no display)."""
    platforms = qt_platforms()
    displayed = [platform for platform in platforms if no_display_message(platform) is None]
    return next(
        (platform for platform in displayed if not missing_libraries(platform)), (displayed or platforms)[0]
    )


def qt_directory() -> Path | None:
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations))) / "Qt"


def missing_libraries(platform: str) -> list[str]:
    """Shared libraries that Qt's widgets and the platform plugin need but cannot find."""
    if not sys.platform.startswith("linux") or shutil.which("ldd") is None:
        return []
    qt = qt_directory()
    if qt is None:
        return []
    files = [qt / "lib" / "libQt6Widgets.so.6", qt / "lib" / "libQt6Gui.so.6"]
    plugin = _PLATFORM_PLUGINS.get(platform)
    if plugin:
        files.append(qt / "plugins" / "platforms" / plugin)
    missing: list[str] = []
    for file in files:
        if not file.exists():
            continue
        output = subprocess.run(["ldd", str(file)], capture_output=True, text=True, check=False).stdout
        for line in output.splitlines():
            if "not found" in line:
                library = line.split("=>")[0].strip()
                if library not in missing:
                    missing.append(library)
    return missing


def packages_for(libraries: list[str]) -> list[str]:
    return sorted({PACKAGES.get(library, library) for library in libraries})


def no_display_message(platform: str) -> str | None:
    """Why no window can open here, or None if a display seems available."""
    if platform == "xcb" and not os.environ.get("DISPLAY"):
        return (
            "No desktop display found (DISPLAY is not set). Start Boggle Desktop from a desktop "
            "session; to render the tabs without a display use --screenshot DIR."
        )
    if platform == "wayland" and not os.environ.get("WAYLAND_DISPLAY"):
        return "No Wayland display found (WAYLAND_DISPLAY is not set)."
    return None


def explain_missing(platform: str) -> str | None:
    """A message naming the missing libraries and the packages to install, or None."""
    missing = missing_libraries(platform)
    if not missing:
        return None
    packages = " ".join(packages_for(missing))
    return (
        f"Qt cannot start the {platform!r} platform: these system libraries are missing: "
        f"{', '.join(missing)}.\nOn Debian or Ubuntu install them with:\n"
        f"    sudo apt-get install {packages}"
    )


def startup_problem() -> str | None:
    """Why Qt can start none of the platforms it would try here, or None."""
    platform = default_platform()
    return no_display_message(platform) or explain_missing(platform)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--platform", default=None, help="Qt platform plugin (default: what Qt would pick)")
    parser.add_argument("--packages", action="store_true", help="print only the packages to install")
    args = parser.parse_args(argv)
    platform = args.platform or default_platform()
    missing = missing_libraries(platform)
    if args.packages:
        print(" ".join(packages_for(missing)))
        return 0
    message = explain_missing(platform)
    print(message or f"Qt has every library it needs for the {platform!r} platform.")
    return 1 if message else 0


if __name__ == "__main__":
    raise SystemExit(main())
