"""The director's Charts tab ([9/13]): players left and the average stack in big blinds over
time, from the journal's events, following each new one; pyqtgraph loaded only when the tab
is first shown; both charts saved as one PNG."""

from __future__ import annotations

from pathlib import Path

from helpers.director import START_MS, FakeClock, clock, window  # noqa: F401 - fixtures
from helpers.fresh_process import run_probe
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from dealer_assist.core import entries as e
from dealer_assist.house_books import house_rules
from dealer_assist.ui.director.director_window import DirectorWindow

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier
MINUTE = 60_000


def open_tab(qtbot: QtBot, window: DirectorWindow, title: str) -> None:
    tab_bar = window.tabs.tabBar()
    index = next(i for i in range(window.tabs.count()) if window.tabs.tabText(i) == title)
    qtbot.mouseClick(tab_bar, LEFT, pos=tab_bar.tabRect(index).center())
    assert window.tabs.currentIndex() == index


def enter(window: DirectorWindow, clock: FakeClock, count: int) -> list[str]:
    rules = house_rules(window.state().house_book)
    ids = []
    for n in range(count):
        registered = e.cmd_register(window.state(), clock(), f"Player {n + 1}")
        window.qsession.execute(registered)
        window.qsession.execute(e.cmd_buy_in(window.state(), rules, clock(), registered.player_id))
        ids.append(registered.player_id)
    return ids


# The director on a demo tournament with players, idle after its first paint; which heavy
# modules are loaded before the Tables tab, after it, and after the Charts tab is shown.
# The director on the demo tournament in a fresh process, shown, its editor built.
OPENED = """
import sys, time
from PySide6.QtWidgets import QApplication
app = QApplication([])
from dealer_assist.app import build_director
window = build_director(sys.argv[1], demo=True)
window.resize(1280, 720)
window.show()
deadline = time.monotonic() + 10
while window._editor is None and time.monotonic() < deadline:
    app.processEvents()
"""
CHARTS_PROBE = (
    OPENED
    + """
for _ in range(50):
    app.processEvents()
    time.sleep(0.002)
def loaded():
    return "pyqtgraph" in sys.modules, "numpy" in sys.modules
print("start", *loaded())
window.show_tab("Tables")
app.processEvents()
print("tables", window.tables_panel.isVisible(), *loaded())
window.show_tab("Charts")
app.processEvents()
print("charts", window.charts_panel.isVisible(), *loaded())
window.shut_down()
window.qsession.close()
"""
)


def test_pyqtgraph_loads_only_when_the_charts_tab_is_first_shown(tmp_path: Path) -> None:
    """In a fresh process: sys.modules is shared by every test in this one."""
    assert run_probe(CHARTS_PROBE, str(tmp_path))[:3] == [
        "start False False",
        "tables True False False",
        "charts True True True",
    ]


# The first showing of the Charts tab in a fresh process: the tab says the charts are loading
# and the window goes on handling events (a zero timer set just after the click) while numpy
# and pyqtgraph are imported in a worker thread; then the charts replace the words.
CHARTS_LOADING_PROBE = (
    OPENED
    + """
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel
order = []
window.show_tab("Charts")
QTimer.singleShot(0, lambda: order.append("event handled"))
page = window.tabs.currentWidget()
def words():
    return [w.text() for w in page.findChildren(QLabel) if w.isVisible() and "Loading" in w.text()]
print("loading", words(), window._charts_panel is None)
deadline = time.monotonic() + 30
while window._charts_panel is None and time.monotonic() < deadline:
    app.processEvents()
    if window._charts_panel is not None:
        order.append("charts built")
    time.sleep(0.002)
app.processEvents()
print("built", window._charts_panel.isVisible(), words(), "pyqtgraph" in sys.modules)
print("order", *order)
window.shut_down()
window.qsession.close()
"""
)


def test_the_first_charts_load_in_the_background_while_the_window_answers(
    tmp_path: Path,
) -> None:
    assert run_probe(CHARTS_LOADING_PROBE, str(tmp_path), timeout=90)[:3] == [
        "loading ['Loading the charts…'] True",
        "built True [] True",
        "order event handled charts built",
    ]


def test_the_charts_show_players_left_and_the_average_in_big_blinds_and_follow_each_change(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock
) -> None:
    ids = enter(window, clock, 10)
    qtbot.keyClick(window, Qt.Key.Key_Space)  # the clock starts: level 1, 25/50
    open_tab(qtbot, window, "Charts")
    panel = window.charts_panel
    assert panel.isVisible()
    assert panel.summary_label.text() == (
        "10 players left of 10 entries  ·  average stack 5,000 chips, 100.0 big blinds"
    )
    xs, ys = panel.series().players_left()
    assert ys == list(range(1, 11)) and xs[-1] == START_MS
    # A bust-out three minutes later, at level 2 (50/100): both lines follow.
    clock.ms += 3 * MINUTE
    window.qsession.execute(e.cmd_eliminate(window.state(), clock(), ids[0]))
    assert panel.summary_label.text() == (
        "9 players left of 10 entries  ·  average stack 5,555 chips, 55.6 big blinds"
    )
    players = panel.series().players_left()
    averages = panel.series().average_stack_bb()
    assert players[1][-2:] == [10, 9] and players[0][-1] == START_MS + 3 * MINUTE
    # Level 2 began at 2 minutes (10 players, 50 big blinds each), then the bust-out.
    assert averages[0][-2:] == [START_MS + 2 * MINUTE, START_MS + 3 * MINUTE]
    assert [round(v, 1) for v in averages[1][-3:]] == [100.0, 50.0, 55.6]
    # The curves drawn are steps through those points, in seconds for the time axis.
    x, y = panel.players_curve.getData()
    assert list(y[-2:]) == [10, 9] and x[-1] == (START_MS + 3 * MINUTE) / 1000
    assert x[-2] == x[-1]  # a step: down at the bust-out, not a slope
    # Undo: no dip left in the line.
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert panel.series().players_left()[1][-1] == 10


def test_the_charts_are_saved_as_one_png(
    qtbot: QtBot, window: DirectorWindow, clock: FakeClock, tmp_path: Path
) -> None:
    ids = enter(window, clock, 6)
    open_tab(qtbot, window, "Charts")
    panel = window.charts_panel
    clock.ms += 5 * MINUTE
    window.qsession.execute(e.cmd_eliminate(window.state(), clock(), ids[0]))
    asked: list[str] = []
    target = tmp_path / "night"
    panel.choose_png_path = lambda suggested: asked.append(suggested) or str(target)
    qtbot.mouseClick(panel.save_button, LEFT)
    assert len(asked) == 1
    assert asked[0].startswith("demo-tournament-charts-") and asked[0].endswith(".png")
    saved = tmp_path / "night.png"
    data = saved.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    image = QImage(str(saved))
    assert (image.width(), image.height()) == (panel.charts.width(), panel.charts.height())
    colours = {
        QColor(image.pixel(x, y)).name()
        for x in range(0, image.width(), 3)
        for y in range(0, image.height(), 3)
    }
    assert "#1f5fa8" in colours and "#b3261e" in colours  # both lines are drawn
    assert panel.message_label.text() == f"Charts saved to {saved}."
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix == ".png") == ["night.png"]


def test_the_charts_start_empty_and_say_why(qtbot: QtBot, window: DirectorWindow) -> None:
    open_tab(qtbot, window, "Charts")
    panel = window.charts_panel
    assert panel.summary_label.text().startswith("No players have bought in yet")
    assert not panel.save_button.isEnabled()
