"""`dealer-assist tournament replay FILE.json`: replay a scripted night through the director's
own commands and print the prize pool, the payouts, the places and every refused entry."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dealer_assist.core.night_script import NightResult

EXIT_OK = 0
EXIT_BAD_FILE = 2


def configure(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="tournament_action", metavar="ACTION", required=True)
    replay = actions.add_parser(
        "replay",
        help="replay a scripted night: prize pool, payouts, places, refusals",
        description="Replay a tournament script (JSON, see docs/tournament-replay.md) through "
        "the director's own commands: entries, rebuys, add-ons, bust-outs, leaving early, "
        "colour-ups, a time-limit end, a deal. Prints the prize pool, the payouts, the places "
        "(ties share) and every refused entry with its reason and rule. Exit status 2 when "
        "the file cannot be read (the message names the entry and field).",
    )
    replay.add_argument("file", type=Path)
    replay.add_argument("--json", action="store_true", help="print the result as JSON")


def run(args: argparse.Namespace) -> int:
    from dealer_assist.core.file_input import load_json
    from dealer_assist.core.night_script import ScriptError, run_script
    from dealer_assist.house_books import house_rules

    path: Path = args.file
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        reason = "not a UTF-8 text file" if isinstance(exc, UnicodeDecodeError) else exc.strerror
        print(f"{path}: cannot read: {reason}", file=sys.stderr)
        return EXIT_BAD_FILE
    try:
        data = load_json(text)
    except ValueError as exc:
        print(f"{path.name}: not JSON: {exc}", file=sys.stderr)
        return EXIT_BAD_FILE
    try:
        result = run_script(data, house_rules, _structure_text)
    except ScriptError as exc:
        print(f"{path.name}: {exc}", file=sys.stderr)
        return EXIT_BAD_FILE
    if args.json:
        print(json.dumps(as_json(result), indent=2, ensure_ascii=False))
    else:
        print(as_text(result))
    return EXIT_OK


def _structure_text(name: str) -> str:
    from dealer_assist.resources import resource_path

    built_in = resource_path("structures", f"{name}.toml")
    path = built_in if built_in.exists() else Path(name)
    return path.read_text(encoding="utf-8")


def still_in(result: NightResult) -> list[str]:
    """Players with no place yet (a winner is placed once he is the last one in)."""
    placed = {p for f in result.places for p in f.players}
    return [p.name for p in result.state.roster.playing if p.player_id not in placed]


def as_json(result: NightResult) -> dict[str, Any]:
    ledger, roster = result.state.ledger, result.state.roster
    return {
        "prize_pool": ledger.prize_pool,
        "money_in": ledger.money_in,
        "fees": ledger.fees,
        "bounties": ledger.bounties,
        "entries": roster.entries,
        "chips_in_play": roster.chips_in_play,
        "payouts": [{"place": p.place, "amount": p.amount} for p in result.payouts.prizes],
        "payout_remainder": {
            "amount": result.payouts.remainder,
            "to_place": result.payouts.remainder_place,
        },
        "places": [
            {
                "place": f.place,
                "last_place": f.last_place,
                "players": [result.names.get(p, p) for p in f.players],
                "reason": f.reason,
                "rule": f.citation.label,
            }
            for f in result.places
        ],
        "awards": result.awards,
        "still_in": still_in(result),
        "refused": [
            {"entry": r.index, "what": r.what, "reason": r.reason} for r in result.refusals
        ],
    }


def as_text(result: NightResult) -> str:
    from dealer_assist.core.money.places import Exit

    ledger, roster = result.state.ledger, result.state.roster
    lines = [
        f"{result.state.name} ({result.rules.title})",
        f"entries {roster.entries}, money in {ledger.money_in:,}, fees {ledger.fees:,}, "
        f"bounties {ledger.bounties:,}, prize pool {ledger.prize_pool:,}",
        "",
        "payouts:",
    ]
    for prize in result.payouts.prizes:
        lines.append(f"  {prize.place:>3}.  {prize.amount:>10,}")
    if result.payouts.remainder:
        lines.append(
            f"  (rounding left {result.payouts.remainder:,}: paid to place "
            f"{result.payouts.remainder_place})"
        )
    lines += ["", "places:"]
    for finish in result.places:
        where = (
            f"{finish.place}"
            if finish.place == finish.last_place
            else f"{finish.place}-{finish.last_place}"
        )
        names = ", ".join(result.names.get(p, p) for p in finish.players)
        won = ", ".join(
            f"{name} {result.awards[name]:,}"
            for name in (result.names.get(p, p) for p in finish.players)
            if result.awards.get(name)
        )
        lines.append(f"  {where:>7}  {names}" + (f"  (won {won})" if won else ""))
        if finish.shared or finish.exit not in (Exit.BUST, Exit.WON):
            # The ordinary case (one player out of chips) needs no rule; the rest say theirs.
            lines.append(f"           {finish.reason}: {finish.citation.label}")
    if still_in(result):
        lines.append("  still in: " + ", ".join(still_in(result)))
    if ledger.deal is not None:
        lines += ["", f"deal ({ledger.deal.method}):"]
        for player_id, amount in ledger.deal.shares.items():
            lines.append(f"  {result.names.get(player_id, player_id)}: {amount:,}")
    if result.refusals:
        lines += ["", "refused:"]
        for refusal in result.refusals:
            lines.append(f"  entry {refusal.index} ({refusal.what}): {refusal.reason}")
    return "\n".join(lines)
