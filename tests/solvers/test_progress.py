import pytest

from solvers.progress import Cancelled, Progress, Step, drive


def test_reports_fraction_and_message():
    seen = []
    progress = Progress(lambda fraction, message: seen.append((fraction, message)))
    progress.report(1, 4, "a quarter")
    progress.report(3, None, "unknown total")
    assert seen == [(0.25, "a quarter"), (None, "unknown total")]


def test_throttles_but_always_sends_first_and_last(monkeypatch):
    clock = iter([0.0, 0.01, 0.02, 0.5, 0.51])
    monkeypatch.setattr("solvers.progress.time.monotonic", lambda: next(clock))
    seen = []
    progress = Progress(lambda fraction, message: seen.append(fraction), min_interval=0.1)
    for done in (1, 2, 10, 11, 12):  # out of 12
        progress.report(done, 12)
    # t=0 first, t=0.01 and 0.02 throttled, t=0.5 due, t=0.51 is completion
    assert seen == [pytest.approx(1 / 12), pytest.approx(11 / 12), 1.0]


def test_a_forced_report_goes_past_the_throttle(monkeypatch):
    clock = iter([0.0, 0.01, 0.02])
    monkeypatch.setattr("solvers.progress.time.monotonic", lambda: next(clock))
    seen = []
    progress = Progress(lambda fraction, message: seen.append(message), min_interval=0.1)
    progress.report(1, 12, "first")
    progress.report(2, 12, "throttled")
    progress.report(3, 12, "a long step starts", force=True)
    assert seen == ["first", "a long step starts"]


def test_cancel_raises_at_next_checkpoint():
    progress = Progress()
    progress.report(1, 10)
    progress.cancel()
    assert progress.cancel_requested
    with pytest.raises(Cancelled):
        progress.check()
    with pytest.raises(Cancelled):
        progress.report(2, 10)


def test_drive_plain_call():
    assert drive(lambda progress: 42, Progress()) == 42


def test_drive_generator_reports_each_yield_and_returns_its_value():
    seen = []

    def job(progress):
        yield Step(1, 3, "one")
        yield (2, 3, "two")
        yield None
        return "done"

    assert drive(job, Progress(lambda f, m: seen.append((f, m)))) == "done"
    assert seen == [(pytest.approx(1 / 3), "one"), (pytest.approx(2 / 3), "two"), (None, "")]


def test_drive_generator_stops_and_closes_on_cancel():
    progress = Progress()
    closed = []

    def job(_):
        try:
            for i in range(100):
                if i == 3:
                    progress.cancel()
                yield (i, 100, "")
        finally:
            closed.append(True)

    with pytest.raises(Cancelled):
        drive(job, progress)
    assert closed == [True]


def test_drive_rejects_a_bad_yield():
    def job(_):
        yield "half"

    with pytest.raises(TypeError, match="expected a Step"):
        drive(job, Progress())
