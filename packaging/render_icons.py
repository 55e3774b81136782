"""Render the hand-drawn icon boggle_desktop/icons/boggle-desktop.svg to the sizes the app and the
desktop need: PNGs next to the SVG (the window icon and the icon theme), and the Windows .ico and
macOS .icns in packaging/icons/ (the bundled executable's own icon on those systems).

    .venv/bin/python packaging/render_icons.py

Uses Qt's SVG renderer (QtSvg, part of PySide6-Essentials); run it after editing the SVG and
commit what it writes.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "boggle_desktop" / "icons" / "boggle-desktop.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
NATIVE = {"boggle-desktop.ico": 256, "boggle-desktop.icns": 512}


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"render_icons: {SVG} is not a valid SVG", file=sys.stderr)
        return 1
    targets = [(SVG.with_name(f"boggle-desktop-{size}.png"), size) for size in PNG_SIZES]
    targets += [(ROOT / "packaging" / "icons" / name, size) for name, size in NATIVE.items()]
    for path, size in targets:
        path.parent.mkdir(parents=True, exist_ok=True)
        if not render(renderer, size).save(str(path)):
            print(f"render_icons: could not write {path}", file=sys.stderr)
            return 1
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
