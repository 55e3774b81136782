"""Table behaviour the mutation audit found unguarded, driven as a person would: header clicks and buttons."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from boggle_desktop.boggle.tab import BoggleTab
from boggle_desktop.voting.tab import VotingTab
from tests.conftest import TEST_WORDS
from tests.gui.shown_tab import shown_tab
from tests.gui.test_boggle_gui import end_turn_with_enter, play_board
from tests.gui.test_boggle_players_gui import click_header
from tests.gui.test_voting_gui import choose_example, open_editor, press_return

# q i n x     QUINTETS (11 points) runs Qu I N T E T S; QUINT, QUITE and QUITS are worth 2,
# x s t e     NETS, STET, TENT and (from the shared list) QUIT 1.
# x x t x
# x x x x
QUINTETS_BOARD = "qinx xste xxtx xxxx"
QUINTETS_WORDS = ("quintets", "quint", "quite", "quits", "nets", "stet", "tent")


@pytest.fixture
def word_file(tmp_path):
    """The shared test list with the words of QUINTETS_BOARD added."""
    path = tmp_path / "words.txt"
    path.write_text("\n".join([*TEST_WORDS, *QUINTETS_WORDS]) + "\n", encoding="utf-8")
    return path


def test_a_click_on_points_sorts_the_words_by_their_value_not_as_text(qtbot, context, settings_reset):
    tab = shown_tab(qtbot, BoggleTab(context))
    qtbot.waitUntil(lambda: tab.round is not None and tab.round.playing, timeout=10000)
    play_board(qtbot, tab, QUINTETS_BOARD)
    end_turn_with_enter(qtbot, tab)
    view = tab.round_panel.computer_view
    shown = view.model()
    assert shown.rowCount() == len(QUINTETS_WORDS) + 1  # and quit

    def column(number: int) -> list[str]:
        return [shown.index(row, number).data() for row in range(shown.rowCount())]

    header = view.horizontalHeader()
    for _ in range(2):  # one click sorts by points, the next the other way round
        click_header(qtbot, header, 1)
        assert header.sortIndicatorSection() == 1
        descending = header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
        points = [int(text) for text in column(1)]
        assert points == sorted(points, reverse=descending)
        # 11 points: at the top (or bottom) of the table, not between the 1s and the 2s as text.
        assert column(0)[0 if descending else -1] == "quintets"


@pytest.fixture
def voting_tab(qtbot, context, settings_reset):
    yield shown_tab(qtbot, VotingTab(context))
    context.tasks.shutdown()


def add_block(qtbot, tab: VotingTab) -> str:
    """Click Add and keep the name it offers (Enter in the name's editor); that name."""
    view = tab.blocks_panel.table
    qtbot.mouseClick(tab.blocks_panel.add_button, Qt.MouseButton.LeftButton)
    editor = open_editor(view)
    offered = editor.text()
    press_return(qtbot, view, editor)
    return offered


def test_blocks_added_to_an_empty_table_are_named_from_b1(qtbot, voting_tab):
    qtbot.mouseClick(voting_tab.blocks_panel.new_button, Qt.MouseButton.LeftButton)
    assert voting_tab.blocks.rowCount() == 0
    assert [add_block(qtbot, voting_tab), add_block(qtbot, voting_tab)] == ["B1", "B2"]
    assert voting_tab.blocks.names() == ["B1", "B2"]


def test_a_block_added_after_two_named_ones_is_b3(qtbot, voting_tab):
    choose_example(qtbot, voting_tab, "lions-tigers-bears")
    view = voting_tab.blocks_panel.table
    view.selectRow(2)
    qtbot.mouseClick(voting_tab.blocks_panel.remove_button, Qt.MouseButton.LeftButton)
    assert voting_tab.blocks.names() == ["Lions", "Tigers"]
    view.setCurrentIndex(voting_tab.blocks.index(1, 0))
    assert add_block(qtbot, voting_tab) == "B3"
    assert voting_tab.blocks.names() == ["Lions", "Tigers", "B3"]
