"""The About, Help and Preferences dialogs."""

from __future__ import annotations

import platform
from importlib import metadata, resources
from itertools import takewhile

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import (
    QGuiApplication,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
    QTextLength,
    QTextTable,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from boggle_desktop import __version__
from boggle_desktop.focus_wheel import ChoiceBox
from solvers.lexicon import BUNDLED_LISTS, bundled_sizes

_LICENCE_MARKERS = ("COPYRIGHT", "LICENSE", "LICENCE", "NOTICE")
#: The sample crossword grids, whose notice heads the file.
_GRID_SAMPLES = ("crossword", "vanbeek-samples.txt")
CREDITS = (
    "Boggle Desktop is free software under the MIT licence (the file LICENSE that comes with it).\n\n"
    "Qt and PySide6 (Qt for Python) are used under the GNU Lesser General Public License v3 "
    "(LGPL-3.0). Its text, and that of the GPL-3.0 it builds on, are at "
    "https://www.gnu.org/licenses/ (the double-click bundle carries them in _internal/licences); "
    "their source code is at https://download.qt.io/official_releases/QtForPython/.\n\n"
    "The sample crossword grids are from van Beek's benchmark set as transcribed in Gecode's "
    "examples (Copyright (c) 2004-2019 Gecode authors), under the MIT licence quoted below.\n\n"
    "Word lists are derived from SCOWL (Debian package scowl) and keep its notice, below.\n"
)


def _package_version(name: str) -> str:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "not installed"


def licence_files() -> list[tuple[str, str]]:
    """(path inside resources, text) of every licence or copyright notice shipped with the data."""
    found: list[tuple[str, str]] = []
    root = resources.files("boggle_resources")
    for folder in sorted(root.iterdir(), key=lambda item: item.name):
        if not folder.is_dir():
            continue
        for item in sorted(folder.iterdir(), key=lambda entry: entry.name):
            if item.is_file() and any(marker in item.name.upper() for marker in _LICENCE_MARKERS):
                found.append((f"{folder.name}/{item.name}", item.read_text(encoding="utf-8")))
    return found


def grid_notice() -> tuple[str, str]:
    """(path inside resources, text) of the sample grids' notice: the comment lines heading their file."""
    folder, name = _GRID_SAMPLES
    lines = (resources.files("boggle_resources") / folder / name).read_text(encoding="utf-8").splitlines()
    header = takewhile(lambda line: line.startswith(";"), lines)
    return f"{folder}/{name}", "".join(line.removeprefix(";").removeprefix(" ") + "\n" for line in header)


def versions_text() -> str:
    return (
        f"Boggle Desktop {__version__}\n"
        f"Python {platform.python_version()}, Qt {qVersion()}, PySide6 {pyside_version}, "
        f"pyahocorasick {_package_version('pyahocorasick')}"
    )


def resize_within_screen(window: QWidget, width: int, height: int) -> None:
    """Give ``window`` its size, or less where the screen is smaller (a 1366x768 laptop, a
    1024x600 netbook): at most 90% of the screen's room, beside its panels and task bar."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        room = screen.availableGeometry()
        width, height = min(width, room.width() * 9 // 10), min(height, room.height() * 9 // 10)
    window.resize(width, height)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("About Boggle Desktop")
        resize_within_screen(self, 640, 520)
        heading = QLabel(
            "<h2>Boggle Desktop</h2><p>Play and solve classic search puzzles: Boggle, crosswords, "
            "Minesweeper, voting power and the stone game.</p>"
        )
        heading.setWordWrap(True)
        versions = QLabel(versions_text().replace("\n", "<br>"))
        versions.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.licences = QTextBrowser()
        parts = [CREDITS]
        for name, text in [grid_notice(), *licence_files()]:
            parts.append(f"===== {name} =====\n{text}")
        self.licences.setPlainText("\n".join(parts))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(versions)
        layout.addWidget(QLabel("<b>Licences and credits</b>"))
        layout.addWidget(self.licences)
        layout.addWidget(buttons)


class HelpDialog(QDialog):
    """The user guide: one page per topic, from resources/help/*.md, opened at ``topic``."""

    def __init__(self, parent: QWidget | None = None, topic: str = "overview") -> None:
        super().__init__(parent)
        self.setWindowTitle("Boggle Desktop Help")
        resize_within_screen(self, 900, 640)
        folder = resources.files("boggle_resources") / "help"
        pages = sorted((item for item in folder.iterdir() if item.name.endswith(".md")), key=_page_order)
        self._pages = [item.read_text(encoding="utf-8") for item in pages]
        self.topic_keys = [item.name.removesuffix(".md") for item in pages]
        self.topics = QListWidget()
        for text in self._pages:
            self.topics.addItem(text.splitlines()[0].lstrip("# ").strip())
        # As wide as the longest title, so that none is cut off behind a scroll bar.
        self.topics.setFixedWidth(self.topics.sizeHintForColumn(0) + 2 * self.topics.frameWidth() + 8)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.topics.currentRowChanged.connect(self._show_page)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        body = QHBoxLayout()
        body.addWidget(self.topics)
        body.addWidget(self.browser, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body)
        layout.addWidget(buttons)
        self.topics.setCurrentRow(self.topic_keys.index(topic) if topic in self.topic_keys else 0)

    def _show_page(self, row: int) -> None:
        if 0 <= row < len(self._pages):
            self.browser.setMarkdown(self._pages[row])
            fit_to_width(self.browser.document())


def fit_to_width(document: QTextDocument) -> None:
    """Make the Markdown of ``document`` wrap to the page: its code blocks keep their lines whole
    (a long command or JSON line made the page scroll sideways), and a table squeezed into the page
    came out a pixel or two wider than it. Tables take just under the page's width instead."""
    wrapping = QTextBlockFormat()
    wrapping.setNonBreakableLines(False)
    cursor = QTextCursor(document)
    block = document.begin()
    while block.isValid():
        if block.blockFormat().nonBreakableLines():
            cursor.setPosition(block.position())
            cursor.mergeBlockFormat(wrapping)
        block = block.next()
    for frame in document.rootFrame().childFrames():
        if isinstance(frame, QTextTable):
            table = frame.format().toTableFormat()
            table.setWidth(QTextLength(QTextLength.Type.PercentageLength, 99))
            frame.setFormat(table)


def _page_order(item) -> tuple[int, str]:
    order = ["overview", "boggle", "crossword", "minesweeper", "voting", "stones"]
    stem = item.name.removesuffix(".md")
    return (order.index(stem) if stem in order else len(order), stem)


class PreferencesDialog(QDialog):
    """Settings that apply to the whole app (each puzzle keeps its own in its tab)."""

    def __init__(
        self,
        current_list: str,
        parent: QWidget | None = None,
        *,
        leave_out_offensive: bool = True,
        british_spellings: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Preferences")
        self.word_list = ChoiceBox()
        for name in BUNDLED_LISTS:
            self.word_list.addItem("", name)
        # None chosen while your own file is in use: OK then keeps it.
        self.word_list.setPlaceholderText("your own list")
        self.word_list.setCurrentIndex(self.word_list.findData(current_list))
        note = QLabel("To use your own list, choose File > Open Word List...")
        note.setWordWrap(True)
        self.offensive_box = QCheckBox("&Leave out offensive words")
        self.offensive_box.setChecked(leave_out_offensive)
        self.offensive_box.setToolTip(
            "Slurs, obscenities and sexual terms from a list shipped with the app are left out of every "
            "word list, yours included: they are not accepted, scored, claimed by the computer or used "
            "in a crossword fill. Help > Boggle Desktop Help says what the list holds."
        )
        self.british_box = QCheckBox("Accept &British spellings too (colour, centre, realise)")
        self.british_box.setChecked(british_spellings)
        self.british_box.toggled.connect(self._label_lists)
        self.offensive_box.toggled.connect(self._label_lists)
        self._label_lists()
        self.british_box.setToolTip(
            "The lists that ship with the app are in American spelling (SCOWL's American list); this "
            "adds SCOWL's British spellings at their commonness levels. Your own list keeps its own."
        )
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow("Word list:", self.word_list)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.offensive_box)
        layout.addWidget(self.british_box)
        layout.addWidget(buttons)

    def chosen_list(self) -> str:
        """The bundled list chosen; "" for none (the list in use is not a bundled one)."""
        data = self.word_list.currentData()
        return "" if data is None else str(data)

    def leaves_out_offensive(self) -> bool:
        return self.offensive_box.isChecked()

    def _label_lists(self) -> None:
        """Each list with its size, as the boxes say: British spellings counted, offensive words not."""
        sizes = bundled_sizes(self.british_box.isChecked(), self.offensive_box.isChecked())
        for index, (name, level) in enumerate(BUNDLED_LISTS.items()):
            self.word_list.setItemText(index, f"{name}: {sizes[name]:,} words (SCOWL levels up to {level})")

    def takes_british_spellings(self) -> bool:
        return self.british_box.isChecked()


def end_question(parent: QWidget, title: str, text: str, end: str, name: str) -> QMessageBox:
    """The question before a round or game under way is ended for a new one: ``end`` (the new one)
    or *Keep playing*, the default, so that a stray Enter loses nothing. Window-modal and not
    blocking (the caller connects ``finished`` and calls ``open``); deleted once answered."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        title,
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        parent,
    )
    box.setObjectName(name)
    box.button(QMessageBox.StandardButton.Yes).setText(end)
    box.button(QMessageBox.StandardButton.No).setText("Keep playing")
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    return box
