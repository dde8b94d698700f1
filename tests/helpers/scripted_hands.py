"""A hand played by script at a table station: who shoves, who calls, everyone else checks or
folds; the pots go to the caller; the hand is settled. Shared by the in-process night test and
the station process."""

from __future__ import annotations

from dealer_assist.core.hand import hand as hand_engine
from dealer_assist.core.hand.hand_events import ActionKind
from dealer_assist.core.hand.hand_state import Phase
from dealer_assist.store.table_session import TableSession


def play_and_settle(
    station: TableSession, shoves: dict[int, ActionKind], caller: int | None
) -> None:
    while (hand := station.hand) is not None and hand.to_act is not None:
        seat = hand.to_act
        legal = station.legal_actions()
        assert legal is not None
        if seat in shoves:
            station.act(shoves[seat])
        elif seat == caller:
            station.act(ActionKind.CALL if legal.can_call else ActionKind.CHECK)
        else:
            station.act(ActionKind.CHECK if legal.can_check else ActionKind.FOLD)
    hand = station.hand
    assert hand is not None
    if hand.phase is Phase.SHOWDOWN:
        winners = {
            pot.index: [caller]
            for pot in hand_engine.pots(hand)
            if caller in pot.eligible and len(pot.eligible) > 1
        }
        station.award(winners)
    station.settle()
