"""A table view that sorts its model when a column header is clicked and copies its rows, shared by
the tabs."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractItemDelegate, QAbstractItemView, QApplication, QTableView, QWidget

from boggle_desktop.table_model import COPY_ROLE, SORT_ROLE


def sortable_table(model: QAbstractItemModel, parent: QWidget, sort_column: int = -1) -> QTableView:
    """A view of ``model`` through a proxy (``view.model()``) that sorts by SORT_ROLE, so numbers
    sort as numbers; sorted by ``sort_column`` at first (-1: the model's own order)."""
    proxy = QSortFilterProxyModel(parent)
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    view = QTableView(parent)
    # QTableView moves from cell to cell on Tab by default, so Tab could never leave a table: the
    # arrow keys move inside it, Tab and Shift+Tab go on to the next and the previous widget.
    view.setTabKeyNavigation(False)
    view.setModel(proxy)
    view.setSortingEnabled(True)
    view.sortByColumn(sort_column, Qt.SortOrder.AscendingOrder)
    copies_rows(view)
    return view


def copies_rows(view: QTableView) -> None:
    """Copy (Ctrl+C, and the right-click menu) puts the selected rows on the clipboard as they are
    shown, headers first, as tab-separated text: cells in a spreadsheet.
    *Copy Whole Table* copies every row. (The view's own Copy took only the current cell.)"""
    selected = _CopyRows("&Copy", view, whole=False)
    selected.setShortcut(QKeySequence.StandardKey.Copy)
    selected.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
    view.addActions([selected, _CopyRows("Copy &Whole Table", view, whole=True)])
    view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)


class _CopyRows(QAction):
    """An action of a table that copies its rows. The table is its parent, not held in a Python
    closure, which would make a reference cycle of the table, its action and the closure."""

    def __init__(self, text: str, view: QTableView, whole: bool) -> None:
        super().__init__(text, view)
        self.whole = whole
        self.triggered.connect(self.copy)

    def copy(self) -> None:
        copy_rows(self.parent(), self.whole)


def copy_rows(view: QTableView, whole: bool) -> None:
    """The selected rows of ``view`` (every row when ``whole`` or when none is selected) to the
    clipboard, in the order and with the columns shown."""
    model = view.model()
    header = view.horizontalHeader()
    columns = [
        header.logicalIndex(visual)
        for visual in range(header.count())
        if not view.isColumnHidden(header.logicalIndex(visual))
    ]
    rows = sorted({index.row() for index in view.selectionModel().selectedIndexes()})
    if whole or not rows:
        rows = list(range(model.rowCount()))
    table = [[model.headerData(c, Qt.Orientation.Horizontal) for c in columns]]
    table += [[_copied(model.index(r, c)) for c in columns] for r in rows]
    # One line per row: a header's line break ("Shapley-\nShubik") or a tab inside a cell goes.
    table = [[" ".join(str(cell or "").replace("-\n", "-").split()) for cell in line] for line in table]
    # Plain text only: PySide 6.11 leaves a QMimeData set on the clipboard to be deleted twice, and
    # the process crashed as it quit after any copy (an HTML table for word processors needs one).
    QApplication.clipboard().setText("".join("\t".join(line) + "\n" for line in table))


def commit_editor(view: QAbstractItemView) -> None:
    """Keep what is typed in ``view``'s open cell editor, as leaving the cell would, and close it:
    before an action that undoes or replaces the table's rows, which would otherwise drop the typing
    (a tool button or a shortcut takes no focus from the editor, so nothing commits it)."""
    if view.state() != QAbstractItemView.State.EditingState:
        return
    editor = view.indexWidget(view.currentIndex())
    if editor is not None:
        view.commitData(editor)
        view.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)


def compact_rows(view: QTableView) -> None:
    """Rows one line of text high, with a little room (the style's default is about twice that)."""
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 6)


def _copied(index: QModelIndex) -> object:
    """A cell's text as copied: its COPY_ROLE text if the model gives one (a number in full), else
    what it shows."""
    exact = index.data(COPY_ROLE)
    return index.data() if exact is None else exact
