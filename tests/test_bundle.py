"""The double-click app: the PyInstaller bundle, its desktop entry, the launcher installer and the icon."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "boggle_desktop" / "icons"
TAB_FILES = ("boggle.png", "crossword.png", "minesweeper.png", "voting.png", "stones.png")
#: Libraries that must stay out of the bundle: Qt modules the app does not use, and GTK, which
#: only the GTK theme plugin would bring.
UNWANTED_LIBRARIES = ("Qt6Network", "Qt6Svg", "Qt6Pdf", "Qt6Qml", "Qt6Quick", "Qt6OpenGLWidgets", "libgtk-3")
#: Libraries the bundle leaves to the system (docs/packaging.md, "Which Linux it runs on"), as
#: PyInstaller's own list has them: the C library, OpenGL/EGL and libdrm, libxcb, Wayland's client.
SYSTEM_LIBRARIES = re.compile(
    r"linux-vdso\.so\.1|ld-linux.*"
    r"|lib(c|dl|m|pthread|rt|resolv|util|anl|crypt|nsl|thread_db|BrokenLocale|nss_.*)\.so(\..*)?"
    r"|lib(E?(Open)?GLX?(ESv1_CM|ESv2)?(dispatch)?|drm)\.so(\..*)?"
    r"|libxcb(-dri.*)?\.so(\..*)?|libwayland-(client|cursor|egl|server)\.so(\..*)?"
)
NEEDS_VALIDATOR = pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None,
    reason="desktop-file-validate is not installed (Debian package desktop-file-utils; "
    "./run tests installs it when run as root, otherwise: sudo apt-get install desktop-file-utils)",
)


def user_env(tmp_path: Path) -> dict[str, str]:
    """What a user's desktop session passes: no Python, Qt or XDG settings from this test run, no
    display (--screenshot must not need one), and private home and data folders."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "XDG_", "PYTHON", "VIRTUAL_ENV"))}
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    env.update(
        PATH="/usr/bin:/bin",
        HOME=str(tmp_path / "home"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    return env


def assert_not_blank(path: Path) -> None:
    image = QImage(str(path))
    assert image.width() >= 600 and image.height() >= 400, f"{path.name} is {image.width()}x{image.height()}"
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 4, f"{path.name} looks blank"


def assert_self_contained_and_lean(bundle: Path) -> None:
    internal = bundle / "_internal"
    files = [path for path in bundle.rglob("*") if not path.is_dir()]
    for path in files:
        if path.is_symlink():  # PyInstaller links some libraries; every link stays inside the bundle
            assert path.resolve().is_relative_to(bundle.resolve()), f"{path} points outside the bundle"
    names = [path.name for path in files]
    for unwanted in UNWANTED_LIBRARIES:
        assert not [name for name in names if unwanted in name], f"{unwanted} is in the bundle"
    assert not [path for path in files if path.suffix == ".qm"], "Qt translations are in the bundle"
    # every data file of resources/ ships, under the package name the code reads it by
    resources = ROOT / "resources"
    for path in resources.rglob("*"):
        if path.is_file() and path.suffix not in (".py", ".pyc"):
            assert (internal / "boggle_resources" / path.relative_to(resources)).is_file(), path
    for icon in ICONS.glob("*.png"):
        assert (internal / "boggle_desktop" / "icons" / icon.name).is_file(), icon


def assert_platform_plugins_resolve(bundle: Path) -> None:
    """Every library Qt's platform plugins load is in the bundle, but for those the system provides."""
    internal = bundle / "_internal"
    env = {**os.environ, "LD_LIBRARY_PATH": str(internal)}  # as the bundle's start-up sets it
    plugins = sorted((internal / "PySide6" / "Qt" / "plugins" / "platforms").glob("*.so"))
    assert {plugin.name for plugin in plugins} >= {"libqxcb.so", "libqwayland.so", "libqoffscreen.so"}
    for plugin in plugins:
        ldd = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, env=env, check=True)
        for line in ldd.stdout.splitlines():
            library, _, location = line.strip().partition(" => ")
            if SYSTEM_LIBRARIES.fullmatch(Path(library.split(" (")[0]).name):
                continue
            found = Path(location.split(" (")[0]).resolve()
            assert location != "not found" and found.is_relative_to(bundle.resolve()), (
                f"{plugin.name} needs {library}, which the bundle lacks ({location})"
            )


def assert_licences_ship(bundle: Path) -> None:
    internal = bundle / "_internal"
    assert (internal / "LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes()
    for text in ("LGPL-3.0.txt", "GPL-3.0.txt"):  # Qt's and PySide6's licence (their wheels carry none)
        assert (internal / "licences" / text).read_bytes() == (PACKAGING / "licences" / text).read_bytes()
    assert list(internal.glob("pyside6_essentials-*.dist-info/METADATA")), "PySide6's metadata is missing"


def test_build_says_it_needs_binutils(tmp_path):
    tools = tmp_path / "bin"  # a system without binutils: only what build.sh runs before it checks
    tools.mkdir()
    for tool in ("dirname", "uname"):
        (tools / tool).symlink_to(shutil.which(tool))
    result = subprocess.run(
        [str(PACKAGING / "build.sh"), "--dist", str(tmp_path / "dist"), "--work", str(tmp_path / "work")],
        capture_output=True,
        text=True,
        env={**os.environ, "PATH": str(tools)},
        timeout=60,
        check=False,
    )
    assert result.returncode == 1
    assert "objdump" in result.stderr and "install binutils" in result.stderr
    assert not (tmp_path / "dist").exists() and not (tmp_path / "work").exists()


@pytest.mark.slow
def test_bundle_builds_and_renders_every_tab(tmp_path):
    """packaging/build.sh, then the bundle's --screenshot run as a user would start it."""
    dist, work, shots = tmp_path / "dist", tmp_path / "work", tmp_path / "shots"
    try:
        build = subprocess.run(
            [str(PACKAGING / "build.sh"), "--dist", str(dist), "--work", str(work)],
            capture_output=True,
            text=True,
            timeout=1200,
            check=False,
        )
        assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-5000:]
        bundle = dist / "boggle-desktop"
        executable = bundle / "boggle-desktop"
        assert os.access(executable, os.X_OK)
        assert_self_contained_and_lean(bundle)
        assert_platform_plugins_resolve(bundle)
        assert_licences_ship(bundle)

        run = subprocess.run(
            [str(executable), "--screenshot", str(shots)],
            capture_output=True,
            text=True,
            env=user_env(tmp_path),
            cwd=tmp_path,
            timeout=600,
            check=False,
        )
        assert run.returncode == 0, run.stderr[-5000:]
        assert "Traceback" not in run.stderr, run.stderr[-5000:]
        assert sorted(path.name for path in shots.iterdir()) == sorted(TAB_FILES)
        for name in TAB_FILES:
            assert_not_blank(shots / name)
        # the screenshot run leaves the user's settings and data alone
        assert not (tmp_path / "config").exists() and not (tmp_path / "data").exists()
    finally:  # the bundle and PyInstaller's cache take a few hundred MB: keep none of it
        shutil.rmtree(dist, ignore_errors=True)
        shutil.rmtree(work, ignore_errors=True)


@NEEDS_VALIDATOR
def test_desktop_entry_is_valid():
    result = subprocess.run(
        ["desktop-file-validate", str(PACKAGING / "boggle-desktop.desktop")], capture_output=True, text=True
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_launcher_installs_for_the_user_and_uninstalls(tmp_path):
    bundle = tmp_path / "my apps & games" / "boggle-desktop"  # a path that needs quoting in Exec
    bundle.mkdir(parents=True)
    (bundle / "boggle-desktop").write_text("#!/bin/sh\nexit 0\n")
    (bundle / "boggle-desktop").chmod(0o755)
    env = {**os.environ, "HOME": str(tmp_path / "home"), "XDG_DATA_HOME": str(tmp_path / "share")}
    script = str(PACKAGING / "install-launcher.sh")

    installed = subprocess.run([script, "--bundle", str(bundle)], capture_output=True, text=True, env=env)
    assert installed.returncode == 0, installed.stderr
    entry = tmp_path / "share" / "applications" / "boggle-desktop.desktop"
    lines = entry.read_text().splitlines()
    assert f'Exec="{bundle}/boggle-desktop"' in lines
    assert f"TryExec={bundle}/boggle-desktop" in lines
    assert "Icon=boggle-desktop" in lines
    hicolor = tmp_path / "share" / "icons" / "hicolor"
    assert (hicolor / "scalable" / "apps" / "boggle-desktop.svg").is_file()
    for png in ICONS.glob("boggle-desktop-*.png"):
        size = png.stem.rsplit("-", 1)[1]
        assert (hicolor / f"{size}x{size}" / "apps" / "boggle-desktop.png").read_bytes() == png.read_bytes()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout

    removed = subprocess.run([script, "--uninstall"], capture_output=True, text=True, env=env)
    assert removed.returncode == 0, removed.stderr
    assert [path for path in (tmp_path / "share").rglob("*") if path.is_file()] == []


def test_launcher_explains_a_missing_bundle(tmp_path):
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "share")}
    result = subprocess.run(
        [str(PACKAGING / "install-launcher.sh"), "--bundle", str(tmp_path / "nowhere")],
        capture_output=True,
        text=True,
        env=env,
    )
    assert result.returncode == 1
    assert "no bundle at" in result.stderr and "packaging/build.sh" in result.stderr
    assert not (tmp_path / "share").exists()


def test_window_icon_has_every_rendered_size(qapp):
    from boggle_desktop.app import application_icon

    pngs = sorted(ICONS.glob("boggle-desktop-*.png"))
    assert len(pngs) >= 6
    for png in pngs:  # each file is the size its name says
        size = int(png.stem.rsplit("-", 1)[1])
        image = QImage(str(png))
        assert (image.width(), image.height()) == (size, size), png.name
    icon = application_icon()
    sizes = sorted(size.width() for size in icon.availableSizes())
    assert sizes == sorted(int(png.stem.rsplit("-", 1)[1]) for png in pngs)
