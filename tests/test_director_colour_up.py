"""The director's colour-up screen and event-log export ([8/13])."""

from __future__ import annotations

import json
from pathlib import Path

from dealer_assist.app import create_tournament, structure_text
from dealer_assist.core import entries as e
from dealer_assist.core import tournament as t
from dealer_assist.core.roster import ColourUpDone
from dealer_assist.house_books import house_rules
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.ui.common.qt_session import QtSession
from dealer_assist.ui.director.director_window import DirectorWindow

T0 = 1_800_000_000_000


def _window(qtbot, tmp_path: Path) -> DirectorWindow:
    library = TournamentLibrary(tmp_path / "tournaments")
    session, tid = create_tournament(library, "Friday", "ubetcha", structure_text("ubetcha"), T0)
    rules = house_rules("ubetcha")
    session.execute(e.cmd_settings(session.state, T0, buy_in=50))
    for name in ("Ann", "Bob"):
        registered = e.cmd_register(session.state, T0, name)
        session.execute(registered)
        session.execute(e.cmd_buy_in(session.state, rules, T0, registered.player_id))
    session.execute(t.cmd_start(session.state, T0))
    window = DirectorWindow(QtSession(session), tournament_id=tid, now_ms=lambda: T0 + 60_000)
    qtbot.addWidget(window)
    return window


def test_the_colour_up_screen_works_out_each_exchange_and_records_one_command(
    qtbot, tmp_path: Path
) -> None:
    """Ubetcha PROCEDURES & RULES 12: stacks of 1000 from the 100s and 500s, rounded up."""
    window = _window(qtbot, tmp_path)
    before = window.state().roster.chips_in_play
    seen = []

    def answer(dialog) -> bool:
        assert dialog.removed == (100, 500)
        dialog.set_count(0, 100, 7)
        dialog.set_count(0, 500, 1)  # 1,200 in small chips: one partial stack, 2,000
        dialog.set_count(1, 100, 10)  # exactly 1,000: no change
        assert dialog.record_button.isEnabled()
        assert "Ubetcha, PROCEDURES & RULES 12" in dialog.rule_label.text()
        seen.append(dialog.table.item(0, 4).text())
        return True

    window.run_colour_up = answer
    assert window.colour_up()
    assert seen == ["+800"]
    assert isinstance(window.qsession.session.journal.events()[-1], ColourUpDone)
    assert window.state().roster.chips_in_play == before + 800
    window.undo()
    assert window.state().roster.chips_in_play == before
    window.qsession.close()


def test_the_event_log_exports_every_event_as_json_lines(qtbot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    out = tmp_path / "log.jsonl"
    assert window.export_event_log(str(out))
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert rows[0]["type"] == "tournament.created" and len(rows) == window.state().events_applied
    assert "events written" in window.statusBar().currentMessage()
    window.qsession.close()


def test_a_chip_race_deals_a_card_per_odd_chip_and_the_highest_cards_win(
    qtbot, tmp_path: Path
) -> None:
    """The option most tours use: one card per odd chip, at most one new chip per player."""
    import random

    window = _window(qtbot, tmp_path)
    seen = {}

    def answer(dialog) -> bool:
        dialog.set_count(0, 100, 3)  # 300 in 100s: odd chips, not a whole 1,000
        dialog.set_count(1, 100, 6)
        dialog.race_box.setChecked(True)
        assert not dialog.record_button.isEnabled()  # the cards are not dealt yet
        seen["needed"] = dialog.needed_cards()
        dialog.deal_race_cards(random.Random(4))
        assert dialog.record_button.isEnabled(), dialog.problem_label.text()
        seen["race"] = dialog.plan.race
        seen["changes"] = [p.value_change for p in dialog.plan.players]
        return True

    window.run_colour_up = answer
    assert window.colour_up()
    assert len(seen["needed"]) == 2 and all(n >= 1 for n in seen["needed"].values())
    assert seen["race"] is not None
    # At most one new chip each: every change is less than one 1,000 chip either way.
    assert all(abs(change) < 1000 for change in seen["changes"])
    window.qsession.close()
