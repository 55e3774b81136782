"""A long Boggle History stays quick: a round that ends adds its row (the others are not read,
formatted and sorted again), and a sort formats each round once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from boggle_desktop.boggle.history import HistoryStore
from boggle_desktop.boggle.models import HistoryModel
from tests.gui.test_boggle_gui import enter, play_board, tab  # noqa: F401 (tab: the fixture)
from tests.gui.test_boggle_history import record

ROUNDS = 300


@pytest.fixture
def rounds(context) -> int:
    """ROUNDS rounds in History before the tab opens, their scores 0-9 (many equal)."""
    store = HistoryStore(context.data_dir)
    for number in range(ROUNDS):
        store.add(record(human_score=number * 7 % 10, played_at=f"2024-01-01T00:{number % 60:02d}:00+00:00"))
    store.close()
    return ROUNDS


def shown(view, column: int) -> list:
    """What the rows show in ``column``, top to bottom."""
    model = view.model()
    return [model.index(row, column).data() for row in range(model.rowCount())]


def ids(view) -> list[int]:
    return [int(text.split()[0][1:]) for text in shown(view, 0)]


def count_cells(monkeypatch) -> list[int]:
    """Count the cells HistoryModel formats (a call to its _cell)."""
    calls = [0]
    cell = HistoryModel._cell

    def counted(model, item, column):
        calls[0] += 1
        return cell(model, item, column)

    monkeypatch.setattr(HistoryModel, "_cell", counted)
    return calls


def click_header(qtbot, view, column: int) -> None:
    header = view.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))


def test_an_ended_round_adds_one_row_without_reloading_the_history(qtbot, rounds, tab):  # noqa: F811
    view, model = tab.history_panel.view, tab.history_panel.model
    assert model.rowCount() == rounds and ids(view) == list(range(rounds, 0, -1))
    tab.pages.setCurrentIndex(1)
    view.selectRow(3)
    assert tab.history_panel.replay_button.isEnabled()
    resets, inserted = [], []
    model.modelReset.connect(lambda: resets.append(True))
    model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    tab.pages.setCurrentIndex(0)
    play_board(qtbot, tab)
    enter(qtbot, tab, "cat")
    qtbot.mouseClick(tab.end_button, Qt.MouseButton.LeftButton)
    assert not resets and inserted == [(0, 0)]
    # As when the whole history was read again: newest first, and no round selected.
    assert ids(view) == list(range(rounds + 1, 0, -1))
    assert not view.selectionModel().hasSelection() and not tab.history_panel.replay_button.isEnabled()


def test_rounds_another_copy_stored_show_when_a_round_ends(qtbot, tab, tmp_path):  # noqa: F811
    other = HistoryStore(tab.context.data_dir)  # another copy of the app, sharing the history
    other.add(record(board="cats" * 4))
    other.close()
    play_board(qtbot, tab)
    enter(qtbot, tab, "cat")
    qtbot.mouseClick(tab.end_button, Qt.MouseButton.LeftButton)
    # Only this copy's round was added: the other's showed after a restart.
    assert tab.history_panel.model.rowCount() == 2 == tab.store.count()


def test_a_sort_formats_each_round_once_and_keeps_equal_scores_newest_first(
    qtbot,
    monkeypatch,
    rounds,
    tab,  # noqa: F811
):
    calls = count_cells(monkeypatch)
    view = tab.history_panel.view
    tab.pages.setCurrentIndex(1)
    view.selectRow(0)  # round #300
    you = HistoryModel.headers.index("You")
    click_header(qtbot, view, you)
    # A proxy's sort asks for both cells of every comparison, each formatting the round again.
    assert calls[0] <= 2 * rounds
    scores = [int(text) for text in shown(view, you)]
    assert scores == sorted(scores)
    by_score = sorted(range(rounds, 0, -1), key=lambda number: (number - 1) * 7 % 10)
    assert ids(view) == by_score  # equal scores newest first, as the proxy sorted them
    assert view.selectionModel().selectedRows()[0].data() == "#300"  # the selection stays on its round
    click_header(qtbot, view, you)
    assert ids(view) == sorted(by_score, key=lambda number: -((number - 1) * 7 % 10))

    # A round that ends (1 point) goes where the sort puts it: first among the equal scores.
    tab.pages.setCurrentIndex(0)
    play_board(qtbot, tab)
    enter(qtbot, tab, "cat")
    qtbot.mouseClick(tab.end_button, Qt.MouseButton.LeftButton)
    assert shown(view, you).index("1") == ids(view).index(rounds + 1)


def test_a_cell_asked_for_again_is_not_formatted_again(monkeypatch, rounds, tab):  # noqa: F811
    calls = count_cells(monkeypatch)
    index = tab.history_panel.view.model().index(5, HistoryModel.headers.index("Played"))
    texts = {index.data() for _ in range(20)}
    assert len(texts) == 1 and calls[0] <= len(HistoryModel.headers)


def test_opening_the_history_reads_its_rounds_once(tmp_path, monkeypatch):
    from boggle_desktop.boggle import history

    first = HistoryStore(tmp_path)
    first.add(record())
    first.add(record())
    first.close()
    read = []
    real = history._record
    monkeypatch.setattr(history, "_record", lambda row: read.append(row[0]) or real(row))
    store = HistoryStore(tmp_path)  # its check reads each round: the first rounds() asks no more
    assert [r.id for r in store.rounds()] == [2, 1] and read == [2, 1]
    store.add(record())
    assert [r.id for r in store.rounds()] == [3, 2, 1] and read == [2, 1, 3, 2, 1]
    store.close()
