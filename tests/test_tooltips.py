"""Every visible button, menu command and input of the director, the TV clock and the table
station has a tooltip that says what it does, with its keys when it has any."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from helpers.director import clock, window  # noqa: F401 - fixtures
from helpers.station_desk import station  # noqa: F401 - fixture
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from dealer_assist.app_clock import MemoryClockFeed
from dealer_assist.resources import resource_path
from dealer_assist.ui.common.tooltips import automatic_tooltip, describe, shortcut_text
from dealer_assist.ui.director.director_window import DirectorWindow
from dealer_assist.ui.station.table_station import TableStation
from dealer_assist.ui.tv.clock_window import ClockWindow

T0 = 1_700_000_000_000


def _name(widget: QWidget | QAction) -> str:
    text = widget.text() if hasattr(widget, "text") else ""
    return f"{type(widget).__name__} {text or widget.objectName() or '(no text)'!r}"


def _first_key(control: QWidget | QAction) -> str:
    """The control's main key (the one a tooltip must name; others may follow)."""
    return shortcut_text(control).split(", ")[0]


def _qt_internal(button: QAbstractButton) -> bool:
    """Qt's own arrows and corners (a tab bar's scroll arrows, a table's corner button)."""
    return isinstance(button.parent(), QTabBar) or type(button) is QAbstractButton


def _action_problem(action: QAction) -> str | None:
    if action.isSeparator() or action.menu() is not None or not action.isVisible():
        return None
    if automatic_tooltip(action):
        return f"menu command {action.text()!r} has no tooltip"
    key = _first_key(action)
    if key and key not in action.toolTip():
        return f"menu command {action.text()!r}: its tooltip does not name {key}"
    return None


def _menus(root: QWidget) -> Iterator[QMenu]:
    seen: set[int] = set()
    stack: list[QMenu] = []
    if isinstance(root, QMainWindow) and root.menuWidget() is not None:
        stack += [a.menu() for a in root.menuBar().actions() if a.menu() is not None]
    for button in root.findChildren(QToolButton):
        if button.menu() is not None and button.isVisibleTo(root):
            stack.append(button.menu())
    while stack:
        menu = stack.pop()
        if id(menu) in seen:
            continue
        seen.add(id(menu))
        menu.aboutToShow.emit()  # menus filled when opened (recent files, screens)
        yield menu
        stack += [a.menu() for a in menu.actions() if a.menu() is not None]


def untipped(root: QWidget) -> list[str]:
    """What under `root` (visible) lacks a tooltip, or whose tooltip leaves out its keys."""
    problems: list[str] = []
    for button in root.findChildren(QAbstractButton):
        if not button.isVisibleTo(root) or _qt_internal(button):
            continue
        default = button.defaultAction() if isinstance(button, QToolButton) else None
        tip = button.toolTip() or (default.toolTip() if default is not None else "")
        if not tip.strip() or (default is not None and automatic_tooltip(default)):
            problems.append(f"{_name(button)} has no tooltip")
        elif _first_key(button) and _first_key(button) not in tip:
            problems.append(f"{_name(button)}: its tooltip does not name {_first_key(button)}")
    inputs = (QLineEdit, QAbstractSpinBox, QComboBox, QTextEdit, QPlainTextEdit)
    for field in root.findChildren(QWidget):
        if not isinstance(field, inputs) or not field.isVisibleTo(root):
            continue
        if isinstance(field.parent(), (QAbstractSpinBox, QComboBox)):
            continue  # the line edit inside a spin box or combo box
        if isinstance(field, (QTextEdit, QPlainTextEdit, QLineEdit)) and field.isReadOnly():
            continue  # text to read, not an input
        if not field.toolTip().strip():
            problems.append(f"input {_name(field)} in {type(field.parent()).__name__}: no tooltip")
    for menu in _menus(root):
        problems += [p for a in menu.actions() if (p := _action_problem(a))]
    return problems


def test_the_helper_adds_the_keys_and_puts_a_tooltip_back(qtbot: QtBot) -> None:
    from dealer_assist.ui.common.tooltips import restore_tooltip

    action = QAction("Set time &left…")
    assert automatic_tooltip(action)
    action.setShortcut("Ctrl+L")
    assert describe(action, "Set the minutes left") == "Set the minutes left  (Ctrl+L)"
    assert not automatic_tooltip(action)
    action.setToolTip("Read-only: another window holds the tournament")
    restore_tooltip(action)
    assert action.toolTip() == "Set the minutes left  (Ctrl+L)"
    # The walker itself catches a plain button (so an empty list below means something).
    root = QWidget()
    qtbot.addWidget(root)
    QToolButton(root).setText("Deal")
    assert untipped(root) == ["QToolButton 'Deal' has no tooltip"]


def test_every_tab_of_the_director_has_its_tooltips(
    window: DirectorWindow,  # noqa: F811 - the fixture
) -> None:
    problems = untipped(window)
    tabs = window.findChild(QTabWidget)
    for index in range(tabs.count()):
        tabs.setCurrentIndex(index)
        problems += [f"{tabs.tabText(index)} tab: {p}" for p in untipped(tabs.widget(index))]
    assert not problems, "\n".join(sorted(set(problems)))


def test_the_directors_tournaments_dialog_has_its_tooltips(
    window: DirectorWindow,  # noqa: F811 - the fixture
) -> None:
    dialog = window.show_files()
    assert dialog is not None
    problems = untipped(dialog)
    dialog.close()
    assert not problems, "\n".join(problems)


def test_the_tv_clock_has_its_tooltips(qtbot: QtBot) -> None:
    toml = resource_path("structures", "demo.toml").read_text(encoding="utf-8")
    tv = ClockWindow(MemoryClockFeed.running("Demo", toml, lambda: T0))
    qtbot.addWidget(tv)
    tv.show_on(tv.screen(), fullscreen=False)
    problems = untipped(tv)
    problems += [p for a in tv.actions() if (p := _action_problem(a))]
    assert not problems, "\n".join(problems)


def test_the_station_has_its_tooltips_between_hands_in_a_hand_and_on_the_pad(
    station: TableStation,
) -> None:
    panel = station.panel
    problems = [f"idle: {p}" for p in untipped(station)]
    panel.deal_button.click()
    problems += [f"in a hand: {p}" for p in untipped(station)]
    panel.raise_button.click()
    problems += [f"amount pad: {p}" for p in untipped(station)]
    problems += [p for a in station.actions() if (p := _action_problem(a))]
    assert not problems, "\n".join(sorted(set(problems)))


def test_the_welcome_screen_and_the_settings_dialog_have_their_tooltips(
    qtbot: QtBot,
    tmp_path: Path,
    window: DirectorWindow,  # noqa: F811 - the fixture
) -> None:
    from dealer_assist.app import build_director

    front = build_director(tmp_path / "empty", now_ms=lambda: T0, welcome=True)
    qtbot.addWidget(front)
    front.show()
    problems = [f"welcome: {p}" for p in untipped(front)]
    dialog = window.show_settings()
    assert dialog is not None
    problems += [f"settings: {p}" for p in untipped(dialog)]
    dialog.close()
    assert not problems, "\n".join(sorted(set(problems)))


def test_the_directors_dialogs_have_their_tooltips(
    window: DirectorWindow,  # noqa: F811 - the fixture
) -> None:
    walked: list[str] = []
    problems: list[str] = []

    def walk(dialog: QWidget) -> bool:  # instead of showing it: walk it, then cancel
        walked.append(type(dialog).__name__)
        problems.extend(f"{type(dialog).__name__}: {p}" for p in untipped(dialog))
        return False

    window.ensure_panels()
    players = window.players_panel
    for panel in (players, window.payouts_panel, window.money_panel):
        panel.run_dialog = walk
    window.run_colour_up = walk
    for name in ("Ann", "Bob", "Cy"):
        players.name_edit.setText(name)
        assert players.add_player(buy=True)
    players.select(window.state().roster.playing[0].player_id)
    for button in players.findChildren(QAbstractButton):
        if button.isEnabled() and button.isVisibleTo(players) and button.text().endswith("…"):
            button.click()
    window.payouts_panel.deal()
    window.colour_up()
    assert len(set(walked)) >= 5, walked  # the dialogs were opened, and walked
    assert not problems, "\n".join(sorted(set(problems)))


def test_the_stations_board_picker_award_pin_and_hand_log_have_their_tooltips(
    station: TableStation,
) -> None:
    from dealer_assist.core.hand.hand_events import ActionKind
    from dealer_assist.ui.station.station_pin import PinDialog

    session, panel = station.session, station.panel
    session.deal()
    session.act(ActionKind.ALL_IN)
    session.act(ActionKind.CALL)
    for _ in range(4):
        session.act(ActionKind.FOLD)
    panel.refresh()
    panel.open_board()  # the flop's card picker page
    problems = [f"board picker: {p}" for p in untipped(station)]
    for street in (["9c", "2s", "5d"], ["Kh"], ["Qc"]):
        session.deal_board(street)
    panel.refresh()
    award = panel.open_award()
    assert award is not None
    problems += [f"award: {p}" for p in untipped(award)]
    award.close()
    pin = PinDialog("Correct a stack", station)
    problems += [f"PIN: {p}" for p in untipped(pin)]
    log = station.show_hand_log()
    problems += [f"hand log: {p}" for p in untipped(log)]
    log.close()
    assert not problems, "\n".join(sorted(set(problems)))


def test_the_devices_tab_has_its_tooltips(qtbot: QtBot) -> None:
    from helpers.ws_peers import serving

    from dealer_assist.sync.hub import Hub
    from dealer_assist.sync.room_devices import RoomDevices
    from dealer_assist.ui.director.devices_panel import DevicesPanel

    hub = Hub(event_sink=lambda _peer, events: [e.event_id for e in events])
    for server in serving(qtbot, hub, now_ms=lambda: T0):
        model = RoomDevices(server.hub, now_ms=lambda: T0, revoke=server.revoke)
        panel = DevicesPanel(model, f"127.0.0.1:{server.port}", now_ms=lambda: T0)
        qtbot.addWidget(panel)
        panel.show()
        problems = untipped(panel)
        assert panel.new_code_button.isVisibleTo(panel)
        assert not problems, "\n".join(problems)
