"""A scroll area for a panel of controls that may need more height than a small screen has."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QScrollArea, QWidget

from boggle_desktop.accessibility import focus_frame_style


class UpDownScrollArea(QScrollArea):
    """Scrolls its widget up and down only: never narrower than the widget's narrowest, which grows
    with its texts (a longer figure, a button shown), so that nothing is cut off on the right."""

    def minimumSizeHint(self) -> QSize:
        bar = self.verticalScrollBar().sizeHint().width()
        width = self.widget().minimumSizeHint().width() + bar + 2 * self.frameWidth()
        return QSize(width, super().minimumSizeHint().height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)


def scrolling(panel: QWidget, name: str) -> QScrollArea:
    """``panel`` in a scroll area that scrolls up and down: at the smallest window size its wrapped
    texts need more height than there is, and a layout short of height squeezes every line.
    ``name`` is what a screen reader calls the area."""
    area = UpDownScrollArea()
    area.setAccessibleName(name)
    area.setWidget(panel)
    area.setWidgetResizable(True)
    area.setStyleSheet(focus_frame_style("QScrollArea"))
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    # A tab stop only when there is something to scroll with the keys: otherwise the panel's own
    # controls take the focus.
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    area.verticalScrollBar().rangeChanged.connect(
        lambda low, high: area.setFocusPolicy(
            Qt.FocusPolicy.StrongFocus if high > low else Qt.FocusPolicy.NoFocus
        )
    )
    return area
