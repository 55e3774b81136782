from PySide6.QtWidgets import QLabel

from boggle_desktop.accessibility import announce


def test_an_announcement_reaches_the_accessibility_bridge_from_a_widget_in_sight(qtbot, announcements):
    label = QLabel("result")
    qtbot.addWidget(label)
    announce(label, "said while hidden")  # a tab in the background says nothing
    label.show()
    announce(label, "You won in 12 s!")
    announce(label, "A mine!", urgent=True)
    assert announcements == ["You won in 12 s!", "A mine!"]
