"""The main window: one tab per puzzle, menus, and the status bar."""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QByteArray, QStandardPaths, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QMoveEvent, QResizeEvent
from PySide6.QtWidgets import QFileDialog, QLabel, QMainWindow, QMessageBox, QTabWidget, QWidget

from boggle_desktop.accessibility import HISTORY_KEYS
from boggle_desktop.app import APPLICATION
from boggle_desktop.context import AppContext
from boggle_desktop.dialogs import AboutDialog, HelpDialog, PreferencesDialog, resize_within_screen
from boggle_desktop.lexicon_service import LexiconService
from boggle_desktop.saved_settings import (
    keep_garbled_settings,
    read_setting,
    report_unusable_settings,
    save_setting,
    settings_watch,
    stored_text,
)
from boggle_desktop.tabs import TABS, document_path
from boggle_desktop.task_status import ElidingStatusBar, TaskStatusWidget
from boggle_desktop.undo_history import edit_history
from boggle_desktop.work import Task, TaskManager
from solvers.lexicon import BUNDLED_LISTS, bundled_sizes

_GEOMETRY = "window/geometry"
_TAB = "window/tab"
#: How long the window must stay put after a resize or move before its geometry is saved.
GEOMETRY_DELAY_MS = 500


def default_data_dir() -> Path:
    """The user's data folder, created if need be. One that cannot be created (a file in its place,
    a read-only parent) is still returned: what is kept there (the round history) then says it
    cannot be used and lives in memory for the session."""
    path = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def _shortcut(standard: QKeySequence.StandardKey, fallback: str) -> list[QKeySequence]:
    """The platform's standard key, or ``fallback`` where the platform defines none."""
    keys = QKeySequence.keyBindings(standard)
    return keys or [QKeySequence(fallback)]


class MainWindow(QMainWindow):
    def __init__(self, context: AppContext | None = None) -> None:
        super().__init__()
        # The geometry is saved once a resize or move has settled, not only on close: a crash
        # keeps it too.
        self._geometry_timer = QTimer(self, singleShot=True, interval=GEOMETRY_DELAY_MS)
        self._geometry_timer.timeout.connect(self._save_geometry)
        # Before the tabs, which save settings as they restore them.
        settings_watch().unwritable.connect(self._on_settings_unwritable)
        settings_watch().check()
        if context is None:
            tasks = TaskManager(self)
            context = AppContext(tasks, LexiconService(tasks, self), default_data_dir())
        self.context = context
        garbled = keep_garbled_settings(context.data_dir)  # before the tabs save settings
        if garbled is not None:
            self._warn("settings_damaged", "Settings damaged", garbled)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tab_keys: list[str] = []
        for spec in TABS:
            self.tabs.addTab(spec.create(context), spec.title)
            self.tab_keys.append(spec.key)
        self.setCentralWidget(self.tabs)
        self._build_status_bar()
        self._build_menus()
        context.lexicon.changed.connect(self._on_lexicon_changed)
        context.lexicon.loading.connect(self._on_lexicon_loading)
        context.lexicon.failed.connect(self._on_lexicon_failed)
        context.lexicon.cancelled.connect(self._show_word_list)
        context.tasks.task_failed.connect(self._on_task_failed)
        context.tasks.task_started.connect(self._on_task_started)
        self._restore_state()
        self.tabs.currentChanged.connect(self._remember_tab)
        self._follow_documents()

    # -- construction -------------------------------------------------------------------------

    def _build_status_bar(self) -> None:
        self.status_bar = ElidingStatusBar()
        self.setStatusBar(self.status_bar)
        #: The kind of task (see work.job_kind) whose failure the status bar shows, and the message.
        self._failure: tuple[str, str] | None = None
        self.word_list_label = QLabel("No word list loaded")
        self.task_status = TaskStatusWidget(self.context.tasks)
        self.status_bar.addPermanentWidget(self.task_status)
        self.tabs.currentChanged.connect(self.task_status.choose)  # the work of the tab on screen
        self.status_bar.addPermanentWidget(self.word_list_label)
        self.tabs.currentChanged.connect(self._show_word_list_label)
        self._show_word_list_label()

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        self.open_word_list_action = self._action(
            "Open &Word List...", self.open_word_list, [QKeySequence("Ctrl+Shift+O")]
        )
        file_menu.addAction(self.open_word_list_action)
        lists_menu = file_menu.addMenu("Bundled Word &Lists")
        file_menu.addSeparator()
        # The tab on screen's own files (a grid, a position, blocks), named for what it opens.
        self.open_action = self._action(
            "&Open...", self._open_file, _shortcut(QKeySequence.StandardKey.Open, "Ctrl+O")
        )
        self.save_action = self._action(
            "&Save...", self._save_file, _shortcut(QKeySequence.StandardKey.Save, "Ctrl+S")
        )
        file_menu.addAction(self.open_action)
        file_menu.addAction(self.save_action)
        self.tabs.currentChanged.connect(self._update_file_actions)
        self._update_file_actions()
        self.word_list_actions = QActionGroup(self)
        for name in BUNDLED_LISTS:
            action = QAction(self, checkable=True)
            action.setData(name)
            self.word_list_actions.addAction(action)
            lists_menu.addAction(action)
        self._label_bundled_lists()
        self.word_list_actions.triggered.connect(self._choose_bundled_list)
        file_menu.addSeparator()
        quit_action = self._action("&Quit", self.close, _shortcut(QKeySequence.StandardKey.Quit, "Ctrl+Q"))
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        file_menu.addAction(quit_action)

        edit_menu = self.menuBar().addMenu("&Edit")
        self.undo_action = self._action("&Undo", self._undo, QKeySequence.keyBindings(HISTORY_KEYS[0]))
        self.redo_action = self._action("&Redo", self._redo, QKeySequence.keyBindings(HISTORY_KEYS[1]))
        for action in (self.undo_action, self.redo_action):
            # The menu shows the keys, but they stay the tabs' own (a text field keeps them for its
            # typing): here they act only while the menu is open.
            action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            edit_menu.addAction(action)
        for index in range(self.tabs.count()):
            history = edit_history(self.tabs.widget(index))
            if history is not None:
                history.history_changed.connect(self._update_edit_actions)  # type: ignore[attr-defined]
        self.tabs.currentChanged.connect(self._update_edit_actions)
        self._update_edit_actions()
        edit_menu.addSeparator()
        preferences = self._action(
            "&Preferences...",
            self.show_preferences,
            _shortcut(QKeySequence.StandardKey.Preferences, "Ctrl+,"),
        )
        preferences.setMenuRole(QAction.MenuRole.PreferencesRole)
        edit_menu.addAction(preferences)

        view_menu = self.menuBar().addMenu("&View")
        for index, spec in enumerate(TABS):
            action = self._action(
                f"&{index + 1} {spec.title}", self._show_tab, [QKeySequence(f"Ctrl+{index + 1}")]
            )
            action.setData(index)
            view_menu.addAction(action)
        view_menu.addSeparator()
        full_screen = self._action(
            "&Full Screen", self.toggle_full_screen, _shortcut(QKeySequence.StandardKey.FullScreen, "F11")
        )
        view_menu.addAction(full_screen)

        help_menu = self.menuBar().addMenu("&Help")
        help_menu.addAction(
            self._action(
                "Boggle Desktop &Help", self.show_help, _shortcut(QKeySequence.StandardKey.HelpContents, "F1")
            )
        )
        about = self._action("&About Boggle Desktop", self.show_about, [])
        about.setMenuRole(QAction.MenuRole.AboutRole)
        help_menu.addAction(about)

    def _follow_documents(self) -> None:
        """The title names the tab on screen and its document, whenever either changes."""
        self.tabs.currentChanged.connect(self._show_document)
        for index in range(self.tabs.count()):
            changed = getattr(self.tabs.widget(index), "document_changed", None)
            if changed is not None:
                changed.connect(self._show_document)
        self._show_document()

    def _action(self, text: str, slot, shortcuts: list[QKeySequence]) -> QAction:
        action = QAction(text, self)
        action.setShortcuts(shortcuts)
        action.triggered.connect(slot)
        return action

    # -- settings -----------------------------------------------------------------------------

    def _restore_state(self) -> None:
        """The window's size, place and tab of last time; then what the tabs could not use of the
        settings they read is reported (read last)."""
        if not read_setting(_GEOMETRY, self._restore_geometry, False):
            resize_within_screen(self, 1180, 800)
        key = stored_text(_TAB, "", self.tab_keys)
        if key:
            self.tabs.setCurrentIndex(self.tab_keys.index(key))
        self.context.lexicon.read_settings()
        unusable = report_unusable_settings(self.context.data_dir)
        if unusable is not None:
            self._warn("settings_damaged", "Settings damaged", unusable)

    def _restore_geometry(self, saved: object) -> bool:
        if not isinstance(saved, QByteArray) or not self.restoreGeometry(saved):
            raise ValueError("not a window geometry")
        return True

    def _remember_tab(self, index: int) -> None:
        save_setting(_TAB, self.tab_keys[index])

    def _save_geometry(self) -> None:
        save_setting(_GEOMETRY, self.saveGeometry())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._geometry_timer.start()

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        self._geometry_timer.start()

    def closeEvent(self, event: QCloseEvent) -> None:
        for index in range(self.tabs.count()):
            closing = getattr(self.tabs.widget(index), "window_closing", None)
            if closing is not None:  # a tab with work to keep (a Boggle round under way)
                closing()
        self._geometry_timer.stop()
        self._save_geometry()
        self.context.tasks.shutdown()
        super().closeEvent(event)

    # -- actions ------------------------------------------------------------------------------

    def open_word_list(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Open Word List", str(Path.home()), "Word lists (*.txt *.lst *.dic);;All files (*)"
        )
        if path:
            self.context.lexicon.load_file(path)

    def _label_bundled_lists(self) -> None:
        """Each bundled list's menu entry with its size as it loads: British spellings counted when they
        are on, offensive words not when they are left out."""
        service = self.context.lexicon
        sizes = bundled_sizes(service.british_spellings, service.leave_out_offensive)
        for action in self.word_list_actions.actions():
            name = str(action.data())
            action.setText(f"&{name.capitalize()} ({sizes[name]:,} words)")

    def _choose_bundled_list(self, action: QAction) -> None:
        self.context.lexicon.load_bundled(str(action.data()))

    def show_preferences(self) -> None:
        service = self.context.lexicon
        current = service.source if service.source in BUNDLED_LISTS else ""
        dialog = PreferencesDialog(
            current,
            self,
            leave_out_offensive=service.leave_out_offensive,
            british_spellings=service.british_spellings,
        )
        if not dialog.exec():
            return
        words_changed = (dialog.leaves_out_offensive(), dialog.takes_british_spellings()) != (
            service.leave_out_offensive,
            service.british_spellings,
        )
        service.leave_out_offensive = dialog.leaves_out_offensive()
        service.british_spellings = dialog.takes_british_spellings()
        self._label_bundled_lists()
        if dialog.chosen_list() != current:
            service.load_bundled(dialog.chosen_list())
        elif words_changed:
            service.reload()

    def show_help(self) -> None:
        HelpDialog(self, topic=self.tab_keys[self.tabs.currentIndex()]).exec()

    def show_about(self) -> None:
        AboutDialog(self).exec()

    def _undo(self) -> None:
        history = edit_history(self.current_tab())
        if history is not None:
            history.undo()

    def _redo(self) -> None:
        history = edit_history(self.current_tab())
        if history is not None:
            history.redo()

    def _update_file_actions(self) -> None:
        """File > Open and Save name what the tab on screen opens and saves (disabled on a tab with none)."""
        names = getattr(self.current_tab(), "FILE_ACTIONS", None)
        for action, name, default in zip(
            (self.open_action, self.save_action), names or ("", ""), ("&Open...", "&Save...")
        ):
            action.setText(name or default)
            action.setEnabled(names is not None)

    def _open_file(self) -> None:
        self._tab_file("open_file")

    def _save_file(self) -> None:
        self._tab_file("save_file")

    def _tab_file(self, method: str) -> None:
        """The tab on screen's ``open_file`` or ``save_file``, if it names its files in ``FILE_ACTIONS``."""
        tab = self.current_tab()
        if getattr(tab, "FILE_ACTIONS", None):
            getattr(tab, method)()

    def _update_edit_actions(self) -> None:
        """Edit > Undo and Redo reach the tab on screen, when it keeps a history of its edits."""
        history = edit_history(self.current_tab())
        self.undo_action.setEnabled(history is not None and history.can_undo)
        self.redo_action.setEnabled(history is not None and history.can_redo)

    def _show_document(self) -> None:
        """``<file name> — <tab> — Boggle Desktop``, or without the file name when the tab's puzzle came
        from none; the full path goes to setWindowFilePath (the title bar's file icon on macOS)."""
        path = document_path(self.current_tab())
        parts = [TABS[self.tabs.currentIndex()].title, APPLICATION]
        if path is not None:
            parts.insert(0, path.name.replace("[*]", "[*][*]"))  # Qt reads a lone [*] as the modified mark
        self.setWindowTitle(" — ".join(parts))
        self.setWindowFilePath("" if path is None else str(path))

    def _show_tab(self) -> None:
        action = self.sender()
        if isinstance(action, QAction):
            self.tabs.setCurrentIndex(int(action.data()))

    def toggle_full_screen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def current_tab(self) -> QWidget:
        return self.tabs.currentWidget()

    # -- word list and task feedback ----------------------------------------------------------

    def _show_word_list_label(self) -> None:
        """The word list in use is named on the tabs that play with words (``USES_WORD_LIST``)."""
        self.word_list_label.setVisible(getattr(self.current_tab(), "USES_WORD_LIST", False))

    def _on_lexicon_loading(self, title: str) -> None:
        self.word_list_label.setText(f"{title}...")

    def _on_lexicon_changed(self) -> None:
        self._show_word_list()
        lexicon = self.context.lexicon.current
        if lexicon is not None and lexicon.report.details():
            self.status_bar.showMessage(lexicon.report.summary(), 15000)

    def _show_word_list(self) -> None:
        """The list in use, in the status bar and ticked in the menu (also after a load that was
        cancelled or failed, which leaves the list in use as it was)."""
        service = self.context.lexicon
        lexicon = service.current
        for action in self.word_list_actions.actions():
            action.setChecked(action.data() == service.source)
        if lexicon is None:
            self.word_list_label.setText("No word list loaded")
            return
        report = lexicon.report
        left_out = f" ({report.left_out:,} {report.left_out_kind} left out)" if report.left_out else ""
        self.word_list_label.setText(f"Word list: {lexicon.name}, {len(lexicon):,} words{left_out}")
        self.word_list_label.setToolTip(report.summary())

    def _on_lexicon_failed(self, message: str) -> None:
        self._show_word_list()
        self._warn("word_list_error", "Word list not loaded", message)

    def _on_settings_unwritable(self, message: str) -> None:
        self._warn("settings_error", "Settings not saved", message)

    def _warn(self, name: str, title: str, message: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, title, message, parent=self)
        box.setObjectName(name)
        box.open()

    def report_unexpected(self, message: str) -> None:
        """An error the app did not expect (see error_report), in the status bar for a minute."""
        self.status_bar.showMessage(message, 60000)

    def _on_task_failed(self, task: Task, message: str) -> None:
        text = f"{task.title} failed: {message}"
        self._failure = (task.kind, text)
        self.status_bar.showMessage(text, 15000)

    def _on_task_started(self, task: Task) -> None:
        """A new run of the computation that failed makes its failure old news."""
        if self._failure is not None and self._failure[0] == task.kind:
            if self.status_bar.full_message() == self._failure[1]:
                self.status_bar.clearMessage()
            self._failure = None
