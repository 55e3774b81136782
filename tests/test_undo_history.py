from boggle_desktop.undo_history import UndoHistory


def test_undo_redo_and_a_new_step_clearing_the_redo():
    history = UndoHistory("a")
    history.record("b")
    history.record("c")
    assert history.undo() == "b" and history.undo() == "a" and history.undo() is None
    assert history.redo() == "b" and history.can_redo
    history.record("d")
    assert not history.can_redo and history.undo() == "b"


def test_a_run_of_one_merge_kind_is_one_step_and_the_limit_drops_the_oldest():
    history = UndoHistory("", limit=3)
    for text in ("q", "qu", "quo"):
        history.record(text, merge="typing")
    history.record("x")
    assert history.undo() == "quo" and history.undo() == "" and not history.can_undo
    for state in "abcdef":
        history.record(state)
    assert [history.undo() for _ in range(4)] == ["e", "d", "c", None]


def test_forget_keeps_only_the_current_state():
    history = UndoHistory(1)
    history.record(2)
    history.forget()
    assert history.current == 2 and not history.can_undo and history.undo() is None


def test_previous_is_what_undo_brings_back_without_undoing():
    history = UndoHistory("a")
    assert history.previous is None
    history.record("b")
    history.record("c")
    assert history.previous == "b" and history.current == "c" and not history.can_redo
    assert history.undo() == "b" and history.previous == "a"


def test_end_run_makes_the_next_step_of_the_same_kind_one_of_its_own():
    history = UndoHistory(17)
    history.record(18, merge="mines")
    history.end_run()
    history.record(19, merge="mines")
    history.record(20, merge="mines")  # a new run: one step with 19
    assert history.undo() == 18 and history.undo() == 17 and not history.can_undo
