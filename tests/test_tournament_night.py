"""A 30-player night under Applewood, from registration to the winner, through the director's
own commands ([8/13] "Done means"): buy-ins, rebuys, the add-on, a colour-up, bust-outs (several
on one hand), a player leaving early, refusals by the book, and a final-table deal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dealer_assist.cli import main

NAMES = [f"Player {n:02d}" for n in range(1, 31)]


def night_script() -> dict:
    entries: list[dict] = [
        {"at": "0:00", "register": n, "buy_in": "cash" if i % 3 else "card"}
        for i, n in enumerate(NAMES)
    ]
    entries.append({"at": "0:00", "clock": "start"})
    # Rebuys in the first round (Applewood: 5000 chips for 20 through level 6).
    entries += [{"at": "0:30", "rebuy": n} for n in NAMES[:6]]
    # A late arrival is refused: Applewood pays before the start.
    entries.append({"at": "0:35", "register": "Latecomer", "buy_in": "cash"})
    # Bust-outs in the first round, one hand with two of them.
    entries.append({"at": "0:50", "bust": "Player 30"})
    entries.append(
        {
            "at": "1:10",
            "bust": ["Player 29", "Player 28"],
            "hand": "t3-h41",
            "table": 3,
            "chips": {"Player 29": 2500, "Player 28": 6000},
        }
    )
    # A player leaves in round 1: blinded off, out when his stack is gone.
    entries.append({"at": "1:15", "leave": "Player 27", "chips": 3000})
    entries.append({"at": "1:45", "bust": "Player 27"})
    # The add-on when level 6 ends (the break at 2:00), to most players.
    entries += [{"at": "2:02", "add_on": n} for n in NAMES[:20]]
    # A second add-on for one player is refused.
    entries.append({"at": "2:03", "add_on": "Player 01"})
    # Colour up the 25s at the break (Applewood: round up to the next chip value).
    entries.append(
        {
            "at": "2:05",
            "colour_up": [25],
            "stacks": {
                "Player 01": {"25": 7, "100": 40, "500": 10},
                "Player 02": {"25": 35, "100": 12},
                "Player 03": {"25": 4, "1000": 5},
            },
        }
    )
    # A rebuy after the first round is refused.
    entries.append({"at": "2:20", "rebuy": "Player 01"})
    # Bust-outs down to the final table of 9, then to 4.
    busted = NAMES[8:26][::-1]
    for i, name in enumerate(busted):
        entries.append({"at": f"{2 + (20 + i * 5) // 60}:{(20 + i * 5) % 60:02d}", "bust": name})
    for i, name in enumerate(["Player 08", "Player 07", "Player 06", "Player 05"]):
        entries.append({"at": f"4:{10 + i * 5:02d}", "bust": name})
    # Four left make a deal on chips, then play on for the title.
    entries.append(
        {
            "at": "4:40",
            "deal": {
                "Player 01": 90_000,
                "Player 02": 60_000,
                "Player 03": 45_000,
                "Player 04": 30_000,
            },
            "method": "icm",
        }
    )
    entries += [
        {"at": "4:50", "bust": "Player 04"},
        {
            "at": "5:00",
            "bust": ["Player 03", "Player 02"],
            "hand": "ft-h9",
            "chips": {"Player 03": 40_000, "Player 02": 40_000},
        },
    ]
    return {
        "format": "dealer-assist-tournament",
        "schema_version": 1,
        "name": "Applewood Charity Night",
        "book": "applewood",
        "structure": "applewood",
        "settings": {"buy_in": 40, "fee": 0, "fee_percent": 10, "payout_unit": 5},
        "entries": entries,
    }


def _replay(tmp_path: Path, capsys, data: dict) -> tuple[int, dict]:
    path = tmp_path / "night.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code = main(["tournament", "replay", str(path), "--json"])
    out = capsys.readouterr().out
    return code, (json.loads(out) if code == 0 else {})


def test_a_thirty_player_night_from_registration_to_the_winner(tmp_path, capsys) -> None:
    code, result = _replay(tmp_path, capsys, night_script())
    assert code == 0
    # Money: 30 buy-ins of 40, 6 rebuys and 20 add-ons of 20; Applewood keeps 10% here.
    assert result["money_in"] == 30 * 40 + 6 * 20 + 20 * 20
    assert result["prize_pool"] == result["money_in"] - result["fees"]
    assert sum(result["awards"].values()) == result["prize_pool"]
    # Every player finishes exactly once; the winner is alone in first.
    placed = [p for f in result["places"] for p in f["players"]]
    assert sorted(placed) == sorted(NAMES) and result["still_in"] == []
    first = result["places"][0]
    assert first["place"] == 1 and first["players"] == ["Player 01"]
    # Players 03 and 02 went out on one hand with equal stacks: they share 2nd and 3rd.
    tie = next(f for f in result["places"] if f["place"] == 2)
    assert tie["last_place"] == 3 and sorted(tie["players"]) == ["Player 02", "Player 03"]
    # On one hand, the bigger starting stack finished higher (Player 28 above Player 29).
    order = {p: f["place"] for f in result["places"] for p in f["players"]}
    assert order["Player 28"] < order["Player 29"]
    # The deal paid the four; the final places did not pay them again.
    assert set(result["awards"]) >= {"Player 01", "Player 02", "Player 03", "Player 04"}
    # The book's refusals, each with its rule.
    refused = {r["what"]: r["reason"] for r in result["refused"]}
    assert "late entry closed before the start: Applewood" in refused["register"]
    assert "already took the add-on" in refused["add_on"]
    assert "rebuys closed at the end of level 6" in refused["rebuy"]
    # Chips in play: stacks, rebuys and add-ons, with what the colour-up rounded up.
    assert result["chips_in_play"] >= 30 * 5000 + 6 * 5000 + 20 * 5000


def test_the_text_report_lists_pool_payouts_places_and_refusals(tmp_path, capsys) -> None:
    path = tmp_path / "night.json"
    path.write_text(json.dumps(night_script()), encoding="utf-8")
    assert main(["tournament", "replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "prize pool" in out and "payouts:" in out and "places:" in out
    assert "refused:" in out and "Applewood" in out


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (lambda d: d["entries"].append({"at": "9:99", "bust": "Player 01"}), "entries[".rjust(1)),
        (lambda d: d["entries"].append({"at": "5:00", "bust": "Nobody"}), "no player 'Nobody'"),
        (lambda d: d["entries"].append({"at": "5:00", "jump": 3}), "say what happened"),
        (lambda d: d["settings"].update(buy_in=-5), "settings.buy_in"),
        (lambda d: d.update(colour="red"), "unknown field 'colour'"),
        (lambda d: d.update(book="monaco"), "book"),
    ],
)
def test_a_bad_script_names_the_entry_and_field_and_exits_2(
    tmp_path, capsys, change, where
) -> None:
    data = night_script()
    change(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["tournament", "replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert where in err and "Traceback" not in err
