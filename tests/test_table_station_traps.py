"""The station's traps (issue [7/13]): misdeal confirmed after the flop, all-in disabled where the
betting is not reopened, a straddle toggle that says its state, one showdown sentence, quick sizes
in the smallest chip, and the hand's running action log."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from dealer_assist.core.hand.hand_state import Phase, Stakes
from dealer_assist.core.table.station_level import fixed_level
from dealer_assist.house_books import house_rules
from dealer_assist.store.table_session import TableSession
from dealer_assist.ui.common.tooltips import described
from dealer_assist.ui.station.action_panel import ActionPanel, smallest_chip_in_play
from dealer_assist.ui.station.table_station import TableStation

START_MS = 1_700_000_000_000


class FakeClock:
    def __init__(self) -> None:
        self.now = START_MS

    def __call__(self) -> int:
        return self.now


@pytest.fixture
def demo(qtbot, tmp_path: Path):
    session = TableSession.open(
        tmp_path / "t.journal",
        house_rules("ubetcha"),
        now_ms=FakeClock(),
        level=fixed_level(Stakes(100, 200)),
    )
    session.open_demo()
    window = TableStation(session, FakeClock())
    qtbot.addWidget(window)
    yield session, window
    session.close()


def click(button) -> None:
    assert button.isEnabled(), f"{button.text()!r} is disabled"
    button.click()


def pad_bet(panel: ActionPanel, amount: int) -> None:
    click(panel.raise_button)
    click(panel.pad.digit_buttons["C"])
    for key in str(amount):
        click(panel.pad.digit_buttons[key])
    click(panel.pad.confirm_button)


def to_the_flop(panel: ActionPanel) -> None:
    """Button 1, blinds 2 and 3: seats 4, 5, 6, 1 and 2 call, the big blind checks."""
    click(panel.deal_button)
    for _ in range(6):
        click(panel.call_button)


# -- (1) misdeal ----------------------------------------------------------------------------


def test_misdeal_before_the_flop_is_one_tap(demo) -> None:
    session, window = demo
    panel = window.panel
    asked: list[str] = []
    panel.confirm = lambda question: asked.append(question) or False
    click(panel.deal_button)
    click(panel.call_button)
    click(panel.misdeal_button)
    assert session.hand.phase is Phase.VOIDED and asked == []


def test_misdeal_after_the_flop_is_confirmed_first(demo) -> None:
    session, window = demo
    panel = window.panel
    asked: list[str] = []
    answer = [False]
    panel.confirm = lambda question: asked.append(question) or answer[0]
    to_the_flop(panel)
    assert session.hand.street.value == "flop"
    click(panel.misdeal_button)
    assert len(asked) == 1 and "flop" in asked[0].lower()
    assert session.hand.phase is Phase.BETTING  # "No": nothing happened
    answer[0] = True
    click(panel.misdeal_button)
    assert session.hand.phase is Phase.VOIDED and len(asked) == 2


# -- (2) all-in where the betting is not reopened -------------------------------------------------


def test_all_in_is_disabled_after_an_incomplete_all_in_raise(demo) -> None:
    """Seat 4 raises to 3,000; seat 5 moves in for 4,200 (1,200 more: less than a full raise),
    seat 6 calls, the blinds and seat 1 fold: seat 4 may call or fold, not raise again."""
    session, window = demo
    panel = window.panel
    click(panel.deal_button)
    pad_bet(panel, 3000)
    click(panel.all_in_button)  # seat 5
    click(panel.call_button)  # seat 6
    for _ in range(3):
        click(panel.fold_button)  # seats 1, 2, 3
    legal = session.legal_actions()
    assert legal.seat == 4 and legal.max_to is None and legal.closed_reason
    assert not panel.all_in_button.isEnabled()
    assert "less than a full raise" in panel.all_in_button.toolTip()
    assert not panel.raise_button.isEnabled()
    assert panel.call_button.isEnabled()
    # The desk key A says why instead of sending a refused action.
    assert panel.handle_key(Qt.Key.Key_A, "a")
    assert "less than a full raise" in panel.message.text()
    assert session.hand.to_act == 4


def test_all_in_stays_enabled_when_it_is_a_legal_raise_or_call(demo) -> None:
    session, window = demo
    panel = window.panel
    click(panel.deal_button)
    # Enabled, its tooltip is its own words, not a refusal.
    assert panel.all_in_button.isEnabled()
    assert panel.all_in_button.toolTip() == described(panel.all_in_button)


# -- (3) straddle toggle --------------------------------------------------------------------------


def test_the_straddle_toggle_says_on_and_off(demo) -> None:
    _session, window = demo
    panel = window.panel
    toggle = panel.straddle_buttons[0]
    assert toggle.text().startswith("Straddle: off")
    toggle.click()
    assert toggle.isChecked() and toggle.text().startswith("Straddle: on")
    assert "seat 4 Dev" in toggle.text()
    toggle.click()
    assert not toggle.isChecked() and toggle.text().startswith("Straddle: off")


# -- (4) showdown order ---------------------------------------------------------------------------


def test_the_showdown_order_is_one_consistent_sentence(demo) -> None:
    """Seat 3 (first live seat left of the button) is all-in for the main pot only; seats 4 and 1
    have a side pot, so they show first (Ubetcha THE SHOWDOWN 7 and 8)."""
    session, window = demo
    panel = window.panel
    click(panel.deal_button)
    click(panel.call_button)  # 4
    click(panel.fold_button)  # 5
    click(panel.fold_button)  # 6
    click(panel.call_button)  # 1
    click(panel.call_button)  # 2 completes
    click(panel.all_in_button)  # 3: 8,000
    click(panel.call_button)  # 4
    click(panel.call_button)  # 1
    click(panel.fold_button)  # 2
    pad_bet(panel, 1000)  # flop: seat 4 bets, a side pot with seat 1
    click(panel.call_button)
    for _ in range(4):
        click(panel.call_button)  # checks on the turn and the river
    hand = session.hand
    assert hand.phase is Phase.SHOWDOWN
    text = panel.showdown_text.text()
    assert text.startswith("Seat 4 shows first, then seats 1 and 3"), text
    assert "seat 3 shows" not in text.lower() and "Show:" not in text


# -- (5) quick sizes ------------------------------------------------------------------------------


def test_quick_sizes_round_to_the_smallest_chip_in_play(demo) -> None:
    """Blinds 100/200, stacks in hundreds: the smallest chip is 100. Seat 4 calls; seat 5's
    half pot is 200 + (500 + 200) / 2 = 550: 600 in chips; never below the minimum raise."""
    session, window = demo
    panel = window.panel
    assert panel.smallest_chip() == 100
    click(panel.deal_button)
    click(panel.call_button)
    click(panel.raise_button)
    quick = {key: button.text() for key, button in panel.pad.quick_buttons.items()}
    assert quick["half"] == "½ Pot\n600"
    assert quick["pot"] == "Pot\n900"
    assert quick["min"] == "Min\n400"
    panel.smallest_chip = lambda: 500
    panel.open_pad()
    assert panel.pad.quick_buttons["half"].text() == "½ Pot\n500"  # 550 -> 500
    assert panel.pad.quick_buttons["min"].text() == "Min\n400"  # the minimum stays legal


def test_smallest_chip_in_play_divides_blinds_ante_and_stacks() -> None:
    assert smallest_chip_in_play(Stakes(100, 200), (20000, 4200)) == 100
    assert smallest_chip_in_play(Stakes(25, 50), (10000,)) == 25
    assert smallest_chip_in_play(Stakes(100, 200), (4250,)) == 25
    assert smallest_chip_in_play(Stakes(1000, 2000, 2000), (100000,)) == 1000
    assert smallest_chip_in_play(Stakes(3, 6), (997,)) == 1


# -- (6) the running action log -------------------------------------------------------------------


def test_the_action_log_runs_street_by_street(demo) -> None:
    session, window = demo
    log = window.action_log
    assert log.text() == ""
    click(window.panel.deal_button)
    assert "seat 2 Ben posts the small blind 100" in log.text()
    click(window.panel.call_button)  # 4
    pad_bet(window.panel, 600)  # 5
    click(window.panel.fold_button)  # 6
    text = log.text()
    assert "Preflop" in text and "Dev calls 200" in text and "Eun raises to 600" in text
    assert "Femi folds" in text
    for _ in range(3):
        click(window.panel.fold_button)  # 1, 2, 3
    click(window.panel.call_button)  # 4 calls
    assert "Flop" in log.text()
    click(window.panel.call_button)  # 4 checks on the flop
    assert "Dev checks" in log.text().split("Flop")[1]
    window.resize(1024, 600)
    window.show()
    assert log.isVisible()
    for control in (window.panel.undo_button, window.panel.misdeal_button, log):
        top_left = control.mapTo(window, control.rect().topLeft())
        bottom_right = control.mapTo(window, control.rect().bottomRight())
        assert window.rect().contains(top_left) and window.rect().contains(bottom_right)
    click(window.panel.undo_button)
    assert "Dev checks" not in log.text().split("Flop")[-1] or "Flop" not in log.text()
