"""Colours and legends under display conditions the tests otherwise miss: a dark desktop theme,
colour-blind eyes (deuteranopia, simulated), a double scale and a large font."""

from __future__ import annotations

import itertools
import math
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPalette
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from boggle_desktop.crossword.views import COUNT_COLOURS, GridView, Legend, count_colour
from boggle_desktop.minesweeper.views import HIDDEN_COLOUR, BoardView, heat_colour
from boggle_desktop.stones import heatmap
from boggle_desktop.stones.heatmap import LOSE_COLOR, HeatMapView, win_color
from boggle_desktop.voting import chart as chart_module
from boggle_desktop.voting.chart import PowerChart
from solvers.crossword.grid import grid_from_rows
from solvers.minesweeper.position import HIDDEN
from solvers.stones import build_table

#: A dark desktop theme's palette, as the display tester set it (their shoot.py --dark).
DARK = {
    QPalette.ColorRole.Window: "#2b2b2b",
    QPalette.ColorRole.WindowText: "#e6e6e6",
    QPalette.ColorRole.Base: "#1e1e1e",
    QPalette.ColorRole.AlternateBase: "#262626",
    QPalette.ColorRole.Text: "#e6e6e6",
    QPalette.ColorRole.Button: "#353535",
    QPalette.ColorRole.ButtonText: "#e6e6e6",
    QPalette.ColorRole.PlaceholderText: "#8c8c8c",
    QPalette.ColorRole.Light: "#4a4a4a",
    QPalette.ColorRole.Midlight: "#404040",
    QPalette.ColorRole.Mid: "#303030",
    QPalette.ColorRole.Dark: "#1a1a1a",
    QPalette.ColorRole.Highlight: "#3d7cc9",
    QPalette.ColorRole.HighlightedText: "#ffffff",
}
#: Deuteranopia at full severity (Machado, Oliveira and Fernandes 2009), on linear RGB.
DEUTAN = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)


@pytest.fixture
def dark_palette(qapp):
    """The application in a dark palette, restored after the test."""
    before = QPalette(qapp.palette())
    palette = QPalette()
    for role, colour in DARK.items():
        palette.setColor(role, QColor(colour))
    qapp.setPalette(palette)
    yield palette
    qapp.setPalette(before)


def linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def luminance(colour: QColor) -> float:
    """WCAG relative luminance."""
    r, g, b = (linear(c) for c in colour.getRgbF()[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio, 1 to 21."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def lab(colour: QColor, deutan: bool = False) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of ``colour``, as seen with deuteranopia when ``deutan``."""
    rgb = [linear(c) for c in colour.getRgbF()[:3]]
    if deutan:
        rgb = [min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb, strict=True)))) for row in DEUTAN]
    r, g, b = rgb
    xyz = (
        (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505,
        0.2126 * r + 0.7152 * g + 0.0722 * b,
        (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089,
    )
    fx, fy, fz = (t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in xyz)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: QColor, b: QColor) -> float:
    """How far apart ``a`` and ``b`` look with deuteranopia (CIE76)."""
    return math.dist(lab(a, deutan=True), lab(b, deutan=True))


def region(image: QImage, widget: QWidget, top: QWidget) -> list[QColor]:
    corner = widget.mapTo(top, QPoint(0, 0))
    return [
        image.pixelColor(x, y)
        for y in range(corner.y(), corner.y() + widget.height())
        for x in range(corner.x(), corner.x() + widget.width())
    ]


def shown_contrast(label: QWidget, top: QWidget | None = None) -> float:
    """The contrast of ``label``'s text as drawn in ``top`` (its window): its most frequent pixel is
    the background, the one farthest from it the text."""
    top = top or label.window()
    pixels = region(top.grab().toImage(), label, top)
    background = QColor(Counter(colour.rgb() for colour in pixels).most_common(1)[0][0])
    return max(contrast(colour, background) for colour in pixels)


def tab_named(window, key: str):
    tab = window.tabs.widget(window.tab_keys.index(key))
    window.tabs.setCurrentWidget(tab)
    return tab


def enter(qtbot, edit, text: str) -> None:
    edit.clear()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def test_every_tabs_messages_read_on_a_dark_window(qtbot, dark_palette, main_window, tmp_path: Path):
    readable = {}
    boggle = tab_named(main_window, "boggle")
    boggle.custom_edit.setText("cats xoxx xfex xxlt")
    qtbot.mouseClick(boggle.custom_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: boggle.round is not None and boggle.round.playing, timeout=10000)
    panel = boggle.round_panel
    enter(qtbot, panel.entry, "zzqx")
    assert panel.message_label.text().startswith("Refused")
    readable["boggle refused"] = shown_contrast(panel.message_label)
    enter(qtbot, panel.entry, "cat")
    assert "1 point" in panel.message_label.text()
    readable["boggle accepted"] = shown_contrast(panel.message_label)
    panel.set_notice("This replay is not compared with the earlier attempts.")
    readable["boggle notice"] = shown_contrast(panel.notice_label)
    qtbot.mouseClick(boggle.end_button, Qt.MouseButton.LeftButton)
    assert boggle.clock_label.text() == "Round over"
    readable["boggle clock"] = shown_contrast(boggle.clock_label)

    minesweeper = tab_named(main_window, "minesweeper")
    qtbot.waitUntil(lambda: "39/80" in minesweeper.panel.win_label.text(), timeout=20000)
    readable["minesweeper status"] = shown_contrast(minesweeper.message)
    readable["minesweeper analysis"] = shown_contrast(minesweeper.panel.status_label)
    bad = tmp_path / "bad.mine"
    bad.write_text("this is not a board\n", encoding="utf-8")
    minesweeper.open_path(bad)
    assert "bad.mine" in minesweeper.message.text()
    readable["minesweeper error"] = shown_contrast(minesweeper.message)

    voting = tab_named(main_window, "voting")
    enter(qtbot, voting.blocks_panel.quota_edit, "9999")
    qtbot.waitUntil(lambda: "9999" in voting.blocks_panel.message_label.text(), timeout=10000)
    readable["voting error"] = shown_contrast(voting.blocks_panel.message_label)

    stones = tab_named(main_window, "stones")
    qtbot.waitUntil(lambda: stones.play_panel.take_edit.isEnabled(), timeout=10000)
    enter(qtbot, stones.play_panel.take_edit, "99")
    qtbot.waitUntil(lambda: "99" in stones.play_panel.message_label.text(), timeout=10000)
    readable["stones move refused"] = shown_contrast(stones.play_panel.message_label)
    enter(qtbot, stones.answer_panel.n_edit, "abc")
    qtbot.waitUntil(lambda: stones.answer_panel.error_label.isVisible(), timeout=10000)
    readable["stones N refused"] = shown_contrast(stones.answer_panel.error_label)

    assert {name: ratio for name, ratio in readable.items() if ratio < 4.5} == {}


def test_the_candidate_legend_sets_its_words_apart_from_its_swatches(qtbot, dark_palette):
    legend = Legend()
    qtbot.addWidget(legend)
    legend.show()
    qtbot.waitExposed(legend)
    swatches = [label for label in legend.findChildren(QLabel) if label.text() != "Candidates left:"]
    assert [swatch.text() for swatch in swatches] == [text for _, _, text in COUNT_COLOURS]
    for swatch, (bound, _, _) in zip(swatches, COUNT_COLOURS, strict=True):
        text_colour = swatch.palette().color(swatch.foregroundRole())
        assert contrast(text_colour, count_colour(bound)) >= 4.5, swatch.text()


def test_candidate_colours_grow_lighter_with_the_count_and_a_dead_end_is_hatched(qtbot):
    lightness = [lab(QColor(colour))[0] for _, colour, _ in COUNT_COLOURS]
    assert all(b - a >= 4 for a, b in itertools.pairwise(lightness)), lightness
    view = GridView()
    qtbot.addWidget(view)
    view.resize(200, 200)
    view.set_grid(grid_from_rows(["...", "...", "..."]))
    view.set_counts([0 if slot.index == 0 else 200 for slot in view.grid.slots])
    image = view.grab().toImage()
    dead_end = view.cell_rect(0, 1).adjusted(4, 4, -4, -4)  # 1 Across, whose count is 0
    shades = {
        image.pixelColor(x, y).rgb()
        for x in range(int(dead_end.left()), int(dead_end.right()))
        for y in range(int(dead_end.top()), int(dead_end.bottom()))
    }
    fill = QColor(COUNT_COLOURS[0][1])
    assert max(contrast(QColor(shade), fill) for shade in shades) >= 2, "hatched, not only red"
    clear = view.cell_rect(2, 1).adjusted(4, 4, -4, -4)
    assert (
        len(
            {
                image.pixelColor(x, int(clear.center().y())).rgb()
                for x in range(int(clear.left()), int(clear.right()))
            }
        )
        == 1
    )


def test_the_crossword_grid_is_framed_against_a_dark_window(qtbot, dark_palette):
    view = GridView()
    qtbot.addWidget(view)
    view.resize(200, 200)
    view.set_grid(grid_from_rows(["#..", "...", "..#"]))
    view.show()
    qtbot.waitExposed(view)
    image = view.grab().toImage()
    block = view.cell_rect(0, 0)
    row = int(block.center().y())
    window = QColor(DARK[QPalette.ColorRole.Window])
    edge = [image.pixelColor(x, row) for x in range(0, int(block.center().x()))]
    assert max(contrast(colour, window) for colour in edge) >= 3, "the corner block's edge is drawn"


def test_the_stone_heat_map_tells_losing_from_winning_for_colour_blind_eyes():
    for most in (2, 3, 6):
        wins = [win_color(count, most) for count in range(1, most + 1)]
        assert min(delta_e(LOSE_COLOR, win) for win in wins) >= 40, most
        lightness = [lab(win, deutan=True)[0] for win in wins]
        assert all(a - b >= 8 for a, b in itertools.pairwise(lightness)), lightness
    # The legend names every count: test_stones_gui's test that every green is explained.


def test_the_minesweeper_overlay_darkens_as_the_risk_grows():
    """Each shade as drawn, over a hidden cell: darker at every step, not only redder."""

    def shown(p: float) -> QColor:
        image = QImage(1, 1, QImage.Format.Format_RGB32)
        image.fill(HIDDEN_COLOUR)
        painter = QPainter(image)
        painter.fillRect(0, 0, 1, 1, heat_colour(p))
        painter.end()
        return image.pixelColor(0, 0)

    risks = (0.0, 0.1, 0.25, 0.35, 0.5, 0.75, 1.0)
    shades = [shown(p) for p in risks]
    assert all(luminance(a) > luminance(b) for a, b in itertools.pairwise(shades))
    steps = {p: contrast(shown(p), shown(q)) for p, q in ((0.25, 0.35), (0.35, 0.5), (0.5, 0.75))}
    assert min(steps.values()) >= 1.15, steps
    assert all(contrast(shade, QColor("#101010")) >= 4.5 for shade in shades), "the values stay readable"


def test_the_minesweeper_board_leaves_no_stray_pixels_at_double_scale(qtbot, monkeypatch):
    """At a double scale the cells do not reach the picture's last device column and row: they show
    the window behind, not whatever the memory held."""
    monkeypatch.setattr(BoardView, "devicePixelRatioF", lambda self: 2.0)
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(300, 260)
    view.set_board(9, 9, [HIDDEN] * 81, set(), None)
    image = QImage(view.size() * 2, QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(2)
    image.fill(QColor("#ff00ff"))
    view.render(image)
    corner = view.cell_rect(8, 8)
    right, bottom = 2 * (corner.x() + corner.width()) + 1, 2 * (corner.y() + corner.height()) + 1
    behind = image.pixelColor(right + 3, bottom + 3)
    assert {image.pixelColor(right, 2 * corner.y() + y).rgb() for y in range(2 * corner.height())} == {
        behind.rgb()
    }
    assert {image.pixelColor(2 * corner.x() + x, bottom).rgb() for x in range(2 * corner.width())} == {
        behind.rgb()
    }


def test_the_analysis_panel_fits_the_smallest_window(qtbot, main_window):
    tab = tab_named(main_window, "minesweeper")
    qtbot.waitUntil(lambda: "39/80" in tab.panel.win_label.text(), timeout=20000)
    main_window.resize(main_window.minimumSizeHint())
    qtbot.waitUntil(lambda: main_window.size() == main_window.minimumSizeHint())
    qtbot.wait(100)
    viewport = tab.panel.parentWidget()
    assert tab.panel.width() <= viewport.width()
    for widget in tab.panel.findChildren(QLabel) + tab.panel.findChildren(QPushButton):
        if widget.isVisible():
            right = widget.mapTo(viewport, QPoint(widget.width(), 0)).x()
            assert right <= viewport.width(), widget.text()


#: The texts a RecordingPainter drew in a box: (box, text, the font's metrics).
drawn: list[tuple[QRectF, str, QFontMetricsF]] = []


class RecordingPainter(QPainter):
    def drawText(self, *args) -> None:
        if len(args) == 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
            drawn.append((QRectF(args[0]), args[2], QFontMetricsF(self.font())))
        super().drawText(*args)


def assert_legend_fits(widget: QWidget, words: list[str]) -> None:
    """Each of ``words`` drawn whole, in a box that holds it, inside ``widget`` and apart from the
    others."""
    boxes = {text: (box, metrics) for box, text, metrics in drawn if text in words}
    assert sorted(boxes) == sorted(words)
    for text, (box, metrics) in boxes.items():
        assert box.width() >= metrics.horizontalAdvance(text) and box.height() >= metrics.height(), text
        assert (
            box.bottom() <= widget.height() and box.left() + metrics.horizontalAdvance(text) <= widget.width()
        )
    tight = [QRectF(box.topLeft(), metrics.size(0, text)) for text, (box, metrics) in boxes.items()]
    assert not any(a.intersects(b) for i, a in enumerate(tight) for b in tight[i + 1 :])


@pytest.fixture
def large_font(monkeypatch) -> QFont:
    """A 16 pt font, and the texts the legends draw recorded in ``drawn``."""
    drawn.clear()
    monkeypatch.setattr(heatmap, "QPainter", RecordingPainter)
    monkeypatch.setattr(chart_module, "QPainter", RecordingPainter)
    font = QFont()
    font.setPointSizeF(16)
    return font


def test_the_stone_legend_makes_room_for_a_large_font(qtbot, large_font):
    view = HeatMapView()
    qtbot.addWidget(view)
    view.setFont(large_font)
    view.resize(520, 560)
    view.set_table(build_table(13))
    view.grab()
    assert_legend_fits(view, [label for _, label in view.legend()])


def test_the_voting_legend_makes_room_for_a_large_font(qtbot, large_font):
    chart = PowerChart()
    qtbot.addWidget(chart)
    chart.setFont(large_font)
    chart.set_data(["Lions", "Tigers", "Bears"], [0.6, 0.2, 0.2], [0.667, 0.167, 0.167])
    chart.resize(520, chart.sizeHint().height())
    chart.grab()
    assert_legend_fits(chart, ["Banzhaf", "Shapley-Shubik", "share of power; the figure is the Banzhaf %"])
