"""The start-up check looks at the platforms Qt would try, in Qt's order, before Qt loads."""

import pytest

from boggle_desktop import system_check

XCB_ONLY_MISSING = {"xcb": ["libxcb-icccm.so.4"], "wayland": []}


@pytest.fixture
def session(monkeypatch):
    """A desktop session's display variables, with Qt's own left unset; returns a function that
    sets which libraries each platform lacks."""
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)

    def lacking(missing: dict[str, list[str]]) -> None:
        monkeypatch.setattr(system_check, "missing_libraries", lambda platform: missing.get(platform, []))

    return lacking


def test_a_wayland_session_with_xwayland_starts_on_wayland_without_the_xcb_libraries(session, monkeypatch):
    # GNOME and KDE on Wayland set both; Qt tries wayland first, so missing xcb helpers do not matter.
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")
    session(XCB_ONLY_MISSING)
    assert system_check.qt_platforms() == ["wayland", "xcb"]
    assert system_check.default_platform() == "wayland"
    assert system_check.startup_problem() is None


def test_xwayland_is_the_fallback_when_wayland_lacks_a_library(session, monkeypatch):
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")
    session({"wayland": ["libwayland-cursor.so.0"]})
    assert system_check.default_platform() == "xcb"
    assert system_check.startup_problem() is None


def test_when_no_platform_can_start_the_message_names_what_qt_tries_first(session, monkeypatch):
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")
    session({"wayland": ["libwayland-cursor.so.0"], "xcb": ["libxcb-cursor.so.0"]})
    problem = system_check.startup_problem()
    assert "'wayland'" in problem and "libwayland-cursor.so.0" in problem
    assert "sudo apt-get install libwayland-cursor0" in problem


def test_an_x11_session_needs_the_xcb_libraries(session, monkeypatch):
    monkeypatch.setenv("DISPLAY", ":0")
    session(XCB_ONLY_MISSING)
    assert system_check.qt_platforms() == ["xcb"]
    assert "libxcb-icccm.so.4" in system_check.startup_problem()


def test_wayland_alone_is_checked_without_x11(session, monkeypatch):
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")
    session(XCB_ONLY_MISSING)
    assert system_check.default_platform() == "wayland"
    assert system_check.startup_problem() is None


def test_without_any_display_the_check_says_so(session):
    session({})
    assert "DISPLAY is not set" in system_check.startup_problem()


def test_qt_qpa_platform_decides_and_may_list_fallbacks(session, monkeypatch):
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb;wayland")
    session(XCB_ONLY_MISSING)
    assert system_check.qt_platforms() == ["xcb", "wayland"]
    assert system_check.default_platform() == "wayland"
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    assert "libxcb-icccm.so.4" in system_check.startup_problem()
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen:configfile=/tmp/screen.json")
    assert system_check.qt_platforms() == ["offscreen"]
    assert system_check.startup_problem() is None


def test_the_command_reports_the_platform_qt_would_start_on(session, monkeypatch, capsys):
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")
    session(XCB_ONLY_MISSING)
    assert system_check.main([]) == 0
    assert "'wayland'" in capsys.readouterr().out
    assert system_check.main(["--platform", "xcb", "--packages"]) == 0
    assert capsys.readouterr().out.split() == ["libxcb-icccm4"]
