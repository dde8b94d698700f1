"""The table station window: ring, action panel and rulings together, journaled and restored."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.colours import colours_of, is_dark
from PySide6.QtCore import QPoint, QRect

from dealer_assist import paths
from dealer_assist.app_station import open_station_session
from dealer_assist.core import tournament
from dealer_assist.core.hand.hand_state import Phase, Stakes
from dealer_assist.core.table.station_decide import DEMO_PLAYERS
from dealer_assist.core.table.station_level import CurrentLevel, fixed_level
from dealer_assist.core.table.table import PlayerMarkedAbsent
from dealer_assist.house_books import house_rules
from dealer_assist.resources import resource_path
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.store.session import Session
from dealer_assist.store.table_session import TableSession
from dealer_assist.ui.station.action_panel import PAGE_PAD
from dealer_assist.ui.station.table_station import TableStation

START_MS = 1_700_000_000_000


class FakeClock:
    def __init__(self) -> None:
        self.now = START_MS

    def __call__(self) -> int:
        return self.now


def station(qtbot, path: Path, clock: FakeClock) -> tuple[TableSession, TableStation]:
    session = TableSession.open(
        path, house_rules("ubetcha"), now_ms=clock, level=fixed_level(Stakes(100, 200))
    )
    session.open_demo()
    window = TableStation(session, clock)
    qtbot.addWidget(window)
    return session, window


@pytest.fixture
def demo(qtbot, tmp_path: Path):
    session, window = station(qtbot, tmp_path / "t.journal", FakeClock())
    yield session, window
    session.close()


def test_the_demo_table_shows_six_players_and_deals_at_once(demo) -> None:
    session, window = demo
    view = window.ring.view
    for seat, (name, stack) in enumerate(DEMO_PLAYERS, start=1):
        assert (view.seat(seat).name, view.seat(seat).stack) == (name, stack)
    assert view.seat(7).empty and view.seat(1).button
    assert window.panel.deal_button.text() == "Deal next hand\n100/200"
    window.panel.deal_button.click()
    view = window.ring.view
    assert view.seat(2).small_blind and view.seat(2).bet == 100
    assert view.seat(3).big_blind and view.seat(3).bet == 200
    assert view.seat(4).to_act and not view.seat(5).to_act
    assert view.centre_text == "Pot 300" and view.pots == (("Main: 2 3 4 5 6 1", 300),)


def test_the_seat_to_act_moves_on_the_ring_with_each_click(demo) -> None:
    session, window = demo
    panel = window.panel
    panel.deal_button.click()
    panel.call_button.click()
    assert window.ring.view.seat(5).to_act and not window.ring.view.seat(4).to_act
    assert window.ring.view.seat(4).bet == 200
    panel.fold_button.click()
    assert window.ring.view.seat(5).folded and window.ring.view.seat(6).to_act


def test_a_side_pot_shows_its_eligible_seats_in_the_centre(demo) -> None:
    session, window = demo
    panel = window.panel
    panel.deal_button.click()
    panel.all_in_button.click()  # seat 4: 30,000
    panel.call_button.click()  # seat 5: 4,200, all-in
    panel.call_button.click()  # seat 6: 15,000, all-in
    for _ in range(3):  # seats 1, 2, 3
        panel.fold_button.click()
    assert session.hand.phase is Phase.SHOWDOWN
    # Seat 4's 15,000 above seat 6's all-in is uncalled and goes back to it.
    assert session.hand.returned == ((4, 30000 - 15000),)
    assert dict(window.ring.view.pots) == {
        "Main: 4 5 6": 3 * 4200 + 300,
        "Side 1: 4 6": 2 * (15000 - 4200),
    }
    assert window.ring.view.seat(5).all_in and window.ring.view.seat(5).bet == 0


def test_reopening_the_station_restores_the_hand_and_the_ring(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "t.journal"
    clock = FakeClock()
    session, window = station(qtbot, path, clock)
    window.panel.deal_button.click()
    window.panel.call_button.click()
    window.panel.call_button.click()
    before = window.ring.view
    session.close()
    window.close()
    again, window2 = station(qtbot, path, clock)
    assert window2.ring.view == before
    assert again.hand.to_act == 6
    again.close()


def test_the_rulings_pane_opens_with_the_house_book_and_closes(demo) -> None:
    _session, window = demo
    window.panel.deal_button.click()
    window.panel.ruling_actions["lookup"].trigger()
    assert window.side.currentWidget() is window.rulings_page
    assert window.rulings_pane is not None and window.rulings_pane.book_in_force == "ubetcha"
    window.back_button.click()
    assert window.side.currentWidget() is window.panel


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_everything_fits_and_targets_stay_big(qtbot, tmp_path: Path, size) -> None:
    session, window = station(qtbot, tmp_path / "t.journal", FakeClock())
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    panel = window.panel
    panel.deal_button.click()
    panel.raise_button.click()
    for key in "300":
        panel.pad.digit_buttons[key].click()
    panel.pad.confirm_button.click()  # refused: the message and the fix button appear too
    assert panel.pages.currentIndex() == PAGE_PAD and panel.message_box.isVisible()
    qtbot.wait(10)
    frame = QRect(QPoint(0, 0), window.size())
    buttons = [
        *panel.pad.digit_buttons.values(),
        *panel.pad.quick_buttons.values(),
        panel.pad.confirm_button,
        panel.pad.back_button,
        panel.fix_button,
    ]
    for button in buttons:
        rect = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
        assert frame.contains(rect), f"{button.text()!r} is cut off at {size}"
        assert button.height() >= 64, button.text()
    session.close()


def test_a_tapped_seat_offers_away_and_back(demo) -> None:
    session, window = demo
    menu = window.seat_menu(2)
    away = next(a for a in menu.actions() if "away" in a.text())
    away.trigger()
    assert session.table.player(2).absent and window.ring.view.seat(2).absent
    assert isinstance(session.session.journal.events()[-1], PlayerMarkedAbsent)
    back = next(a for a in window.seat_menu(2).actions() if "back" in a.text())
    back.trigger()
    assert not session.table.player(2).absent
    empty = window.seat_menu(8).actions()
    assert [a.text() for a in empty] == ["Seat a player in seat 8…"]


def test_a_bust_out_is_reported_on_the_station(demo) -> None:
    session, window = demo
    panel = window.panel
    panel.deal_button.click()
    panel.fold_button.click()  # seat 4
    panel.all_in_button.click()  # seat 5
    panel.call_button.click()  # seat 6
    for _ in range(3):
        panel.fold_button.click()
    dialog = panel.open_award()
    dialog.pick(0, 6)
    dialog.award_button.click()
    # The award updates the ring at once: the winner's stack holds both all-ins and the blinds.
    assert window.ring.view.seat(6).stack == DEMO_PLAYERS[5][1] + DEMO_PLAYERS[4][1] + 300
    assert window.ring.view.seat(5).stack == 0 and not window.ring.view.seat(6).all_in
    panel.next_button.click()  # settles (its own step since issue [6/13])
    # Named, so the director knows who to pay or move (seat 5 is empty by now).
    assert window.busts.isVisibleTo(window) and window.busts.text() == "Busted: seat 5 Eun"
    assert window.ring.view.seat(5).empty
    # It stays through the hand dealt with the settlement and goes when another is dealt;
    # the settled hand's history still names the bust.
    bust_history = session.last_hand_history()
    panel.deal_button.click()
    assert window.busts.isVisibleTo(window)
    panel.fold_button.click()
    while panel.fold_button.isEnabled() and session.hand.to_act is not None:
        panel.fold_button.click()
    assert window.busts.isVisibleTo(window)
    if session.hand.phase is Phase.SHOWDOWN:
        panel.open_award()
    panel.next_button.click()
    panel.deal_button.click()
    assert session.hand is not None and session.hand.hand_id != bust_history["hand_id"]
    assert not window.busts.isVisibleTo(window) and window.busts.text() == ""
    assert bust_history["busted"] == [5]


def test_without_a_tournament_the_station_opens_the_demo_table(tmp_path: Path) -> None:
    session, follower = open_station_session(str(tmp_path), None, FakeClock())
    assert follower is None
    assert session.table.name == "Demo table" and len(session.table.occupied()) == 6
    assert session.next_level().stakes == Stakes(100, 200)
    assert session.session.journal.path.parent == paths.data_dir(str(tmp_path)) / "tables"
    session.close()


def test_with_a_tournament_the_blinds_and_book_come_from_it(tmp_path: Path) -> None:
    """The running clock gives the level; the station plays under the tournament's book."""
    text = resource_path("structures", "demo.toml").read_text(encoding="utf-8")
    library = TournamentLibrary(paths.tournaments_dir(str(tmp_path)))
    info = library.create("Friday")
    with Session(library.open(info.id), tournament.apply, None) as director:
        director.execute(tournament.cmd_create("Friday", "applewood", text, START_MS))
        director.execute(tournament.cmd_start(director.state, START_MS))
        structure = director.state.structure
    clock = FakeClock()
    session, follower = open_station_session(str(tmp_path), None, clock)
    assert follower is not None and session.rules.book == "applewood"
    first = structure.levels[0]
    assert session.next_level().stakes == Stakes(
        first.small_blind, first.big_blind, first.ante, first.big_blind_ante
    )
    assert session.next_level().number == 1
    session.close()
    follower.close()


def test_a_station_following_a_tournament_shows_a_new_level_without_a_tap(
    qtbot, tmp_path: Path
) -> None:
    """Ubetcha RULES FOR USING BLINDS 8: the notice appears while the hand keeps its blinds."""
    levels = {"now": Stakes(100, 200)}
    session = TableSession.open(
        tmp_path / "t.journal",
        house_rules("ubetcha"),
        now_ms=FakeClock(),
        level=lambda _now: CurrentLevel(1, levels["now"]),
    )
    session.open_demo()
    window = TableStation(session, FakeClock(), level_poll_ms=20)
    qtbot.addWidget(window)
    window.panel.deal_button.click()
    assert not window.panel.notice.isVisibleTo(window)
    levels["now"] = Stakes(200, 400)
    qtbot.waitUntil(lambda: window.panel.notice.isVisibleTo(window), timeout=2000)
    assert session.hand.stakes == Stakes(100, 200)
    window.close()
    assert not window.level_timer.isActive()
    session.close()


def test_the_seat_to_act_reads_on_one_line_with_the_clock_and_board_button(
    qtbot, tmp_path: Path
) -> None:
    """1024x600, flop not yet entered (its button shows) and the player clock running: the
    "Seat N Name to act" line still fits beside them instead of breaking word by word."""
    session, window = station(qtbot, tmp_path / "t.journal", FakeClock())
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    panel = window.panel
    panel.deal_button.click()
    for _ in range(5):  # seats 4, 5, 6, 1, 2 call; the big blind checks
        panel.call_button.click()
    panel.call_button.click()
    assert panel.board_button.isVisible()
    panel.clock.call_button.click()
    assert panel.clock.running
    qtbot.wait(10)
    first_line = panel.to_act.text().split("\n")[0]
    assert first_line == "Seat 2 Ben to act"
    assert panel.to_act.width() >= panel.to_act.fontMetrics().horizontalAdvance(first_line)
    session.close()


def test_the_award_buttons_stay_on_screen_with_many_side_pots(qtbot, tmp_path: Path) -> None:
    """Everyone all-in with six different stacks: five pots. On the 1024x600 tablet the pot
    list scrolls and the Award button stays inside the screen (it was 754 px tall)."""
    session, window = station(qtbot, tmp_path / "t.journal", FakeClock())
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    panel = window.panel
    panel.deal_button.click()
    panel.all_in_button.click()  # seat 4
    for _ in range(5):  # seats 5, 6, 1, 2, 3 call all-in
        panel.call_button.click()
    dialog = panel.open_award()
    assert dialog is not None and len(dialog.pots) == 5
    qtbot.waitExposed(dialog)
    assert dialog.height() <= 600  # the tablet's screen, which the station fills
    button = dialog.award_button
    bottom = button.mapTo(dialog, button.rect().bottomLeft()).y()
    assert button.isVisibleTo(dialog) and bottom <= dialog.height()
    session.close()


def test_the_seat_dialog_starts_at_the_average_stack_and_stays_editable(demo) -> None:
    """A table without a tournament: the dealer expects a stack like the others, not 0."""
    session, window = demo
    stacks = [stack for _name, stack in DEMO_PLAYERS]
    dialog = window.seat_dialog(8)
    assert dialog.stack.value() == sum(stacks) // len(stacks) > 0
    dialog.stack.setValue(1234)
    dialog.name.setText("Ola")
    assert dialog.values() == (8, "Ola", 1234)


def test_the_seat_dialog_starts_at_the_tournament_starting_stack(qtbot, tmp_path: Path) -> None:
    text = resource_path("structures", "demo.toml").read_text(encoding="utf-8")
    library = TournamentLibrary(paths.tournaments_dir(str(tmp_path)))
    info = library.create("Friday")
    with Session(library.open(info.id), tournament.apply, None) as director:
        director.execute(tournament.cmd_create("Friday", "applewood", text, START_MS))
        starting = director.state.structure.starting_stack
    clock = FakeClock()
    session, follower = open_station_session(str(tmp_path), None, clock)
    window = TableStation(session, clock, follower=follower)
    qtbot.addWidget(window)
    average = sum(s for _n, s in DEMO_PLAYERS) // len(DEMO_PLAYERS)
    assert starting != average and window.seat_dialog(8).stack.value() == starting
    window.close()
    session.close()
    follower.close()


@pytest.mark.parametrize("check", [True, False])
def test_to_call_or_check_and_the_stack_each_fit_their_line_at_1024x600(
    qtbot, tmp_path: Path, check: bool
) -> None:
    """ "may check · stack 12,300" wrapped mid-phrase beside the clock: each fact now has its
    own line, every line fits the label and none is drawn below 18 px."""
    session, window = station(qtbot, tmp_path / "t.journal", FakeClock())
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    panel = window.panel
    panel.deal_button.click()
    for _ in range(5 if check else 0):  # not check: seat 4 (five-figure stack) faces 200
        panel.call_button.click()
    if check:
        panel.call_button.click()  # the flop, not yet entered: its button takes room too
    panel.clock.call_button.click()
    qtbot.wait(10)
    lines = panel.to_act.text().split("\n")
    legal = session.legal_actions()
    assert lines[1] == ("may check" if check else f"to call {legal.call_amount:,}")
    assert lines[2] == f"stack {legal.stack:,}" and legal.stack >= 10_000
    metrics = panel.to_act.fontMetrics()
    assert all(metrics.horizontalAdvance(line) <= panel.to_act.width() for line in lines)
    assert panel.to_act.font().pixelSize() >= 18
    assert panel.to_act.height() >= len(lines) * metrics.height()  # no line is clipped
    session.close()


def test_the_rulings_pane_seat_dialog_and_menu_are_dark_like_the_station(demo) -> None:
    """No white flash over the dark table; every text still >= 7:1 on its background."""
    session, window = demo
    window.resize(1024, 600)
    window.show()
    window.show_rulings()
    pane = window.rulings_pane
    pane.search_box.setText("string bet")
    pane.run_search()
    dialog = window.seat_dialog(8)
    dialog.name.setText("Ola")
    dialog.show()
    menu = window.seat_menu(2)  # drawn without popping up (offscreen has no popups)
    for widget in (pane, pane.result_cards()[0], dialog, dialog.name, menu):
        background, best = colours_of(widget)
        assert is_dark(background) and best >= 7, widget
    dialog.close()
