"""`dealer-assist hand replay FILE.json`: replay a hand history; print pots, payouts, stacks."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dealer_assist.core.hand_history import Replayed
    from dealer_assist.core.house_rules import HouseRules

EXIT_OK = 0
EXIT_ILLEGAL = 2  # an illegal action or award, or a file that cannot be read (field named)
EXIT_BAD_FILE = EXIT_ILLEGAL
EXIT_NOT_OVER = 4  # legal so far but not over: the hand waits for an action or its result


def configure(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="hand_action", metavar="ACTION", required=True)
    replay = actions.add_parser(
        "replay",
        help="replay a hand history; print pots, returned chips, payouts and final stacks",
        description="Replay a hand history (JSON, see docs/hand-history.md) under a house's "
        "rules. Prints the pots with their eligible seats, returned uncalled chips, payouts and "
        "final stacks, or the first illegal action and why.",
        epilog="exit status: 0 the hand replayed to its end; 2 an illegal action or award, or "
        "a file that is not a hand history (the message names the action and field); 4 the "
        "hand is legal so far but not over: it waits for an action, or for its result "
        "(winners or cards).",
    )
    replay.add_argument("file", help="the hand history (.json)")
    replay.add_argument(
        "--house",
        help="the house rules to apply: ubetcha, applewood, fountain-valley or general "
        "(default: the file's book)",
    )
    replay.add_argument("--json", action="store_true", help="print the replayed history as JSON")


def run(args: argparse.Namespace) -> int:
    from dealer_assist.core.file_input import load_json
    from dealer_assist.core.hand_history import HistoryError, export_history, replay_history
    from dealer_assist.house_books import BOOKS, DEFAULT_BOOK, house_rules

    path = Path(args.file)
    try:
        data = load_json(path.read_text(encoding="utf-8-sig"))  # -sig: Notepad's BOM too
    except OSError as exc:
        print(f"{args.file}: cannot read: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_BAD_FILE
    except UnicodeDecodeError as exc:
        print(f"{args.file}: not UTF-8 text (byte {exc.start})", file=sys.stderr)
        return EXIT_BAD_FILE
    except (json.JSONDecodeError, RecursionError) as exc:
        print(f"{args.file}: not JSON: {exc}", file=sys.stderr)
        return EXIT_BAD_FILE
    if not isinstance(data, dict):
        print(f"{args.file}: a hand history is a JSON object", file=sys.stderr)
        return EXIT_BAD_FILE
    book = args.house or data.get("book") or DEFAULT_BOOK
    if not isinstance(book, str) or book not in BOOKS:
        print(
            f"{args.file}: book: unknown house {book!r}; choose one of {', '.join(BOOKS)}",
            file=sys.stderr,
        )
        return EXIT_BAD_FILE
    rules = house_rules(book)
    hand_id = data.get("hand_id")
    where = f"{args.file}: hand {hand_id}" if isinstance(hand_id, str) else args.file
    try:
        replayed = replay_history(data, rules)
    except (HistoryError, ValueError, KeyError, TypeError) as exc:
        # HistoryError names the field; anything else is still the file's fault, not a crash.
        print(f"{where}: {exc}", file=sys.stderr)
        return EXIT_BAD_FILE
    if args.json:
        out = export_history(replayed.events, replayed.state)
        out["book"] = rules.book
        if replayed.refused is not None:
            out["refused"] = _refusal(replayed)
        if replayed.waiting is not None:
            out["waiting"] = replayed.waiting
            if replayed.state.to_act is not None:
                out["to_act"] = replayed.state.to_act
        print(json.dumps(out, indent=2))
    else:
        print(format_replay(replayed, rules))
    if replayed.refused is not None:
        if not args.json:
            print(_refusal_line(replayed), file=sys.stderr)
        return EXIT_ILLEGAL
    if replayed.waiting is not None:
        return EXIT_NOT_OVER
    return EXIT_OK


def _refusal(replayed: Replayed) -> dict[str, Any]:
    assert replayed.refused is not None
    return {
        "action_index": replayed.refused_at,
        "action": replayed.refused_action,
        "field": _refused_field(replayed) if replayed.refused_at is not None else None,
        "reason": replayed.refused.reason,
        "rule": replayed.refused.citation.label,
        "legal_min_to": replayed.refused.legal_min_to,
    }


def _refusal_line(replayed: Replayed) -> str:
    assert replayed.refused is not None
    if replayed.refused_at is None:
        return f"Award refused: {replayed.refused}"
    action = replayed.refused_action or {}
    to = f" to {action['to']}" if action.get("to") is not None else ""
    return (
        f"Action {replayed.refused_at + 1} (seat {action.get('seat')} {action.get('kind')}{to}) "
        f"is illegal [actions[{replayed.refused_at}].{_refused_field(replayed)}]. "
        f"{replayed.refused}"
    )


def _refused_field(replayed: Replayed) -> str:
    """The field of the refused action at fault: the seat (out of turn), the amount, or the
    kind of action."""
    assert replayed.refused is not None
    if replayed.refused_field is not None:
        return replayed.refused_field
    action = replayed.refused_action or {}
    if replayed.refused.reason.startswith(f"Seat {action.get('seat')} may not act"):
        return "seat"
    if action.get("kind") in ("bet", "raise") and replayed.refused.legal_min_to is not None:
        return "to"
    return "kind"


def format_replay(replayed: Replayed, rules: HouseRules) -> str:
    """The replay as plain text: pots, returned chips, payouts, final stacks."""
    from dealer_assist.core.hand import hand_result, pots
    from dealer_assist.core.hand_events import PotAwarded
    from dealer_assist.core.hand_state import Phase

    state = replayed.state
    lines = [f"Hand {state.hand_id} under {rules.title} ({rules.book})"]
    if state.board:
        lines.append("Board: " + " ".join(state.board))
    lines.append("Pots:")
    for pot in pots(state):
        seats = ", ".join(map(str, pot.eligible))
        lines.append(f"  {pot.name:<11} {pot.amount:>9}  seats {seats}")
    if state.returned:
        lines.append("Returned (uncalled):")
        for seat, chips in state.returned:
            lines.append(f"  seat {seat:<3} {chips:>9}")
    awards = [e for e in replayed.events if isinstance(e, PotAwarded)]
    if awards:
        lines.append("Payouts:")
        for award in awards:
            name = "main pot" if award.pot == 0 else f"side pot {award.pot}"
            paid = ", ".join(f"seat {seat} {chips}" for seat, chips in award.payouts)
            lines.append(f"  {name:<11} {award.amount:>9}  {paid}")
            odd = award.amount % len(award.winners) if award.winners else 0
            if odd and not award.left_in_pot and award.odd_chip_rule:
                lines.append(f"  {'':<11} {'':>9}  odd chip(s) by {award.odd_chip_rule}")
            if award.left_in_pot:
                lines.append(
                    f"  {'':<11} {award.left_in_pot:>9}  left in the pot for the next hand "
                    f"({award.odd_chip_rule})"
                )
    if state.phase in (Phase.COMPLETE, Phase.VOIDED):
        result = hand_result(state)
        lines.append("Final stacks:")
        for seat, chips in result.final_stacks.items():
            mark = "  busted" if seat in result.busted else ""
            lines.append(f"  seat {seat:<3} {chips:>9}{mark}")
    elif replayed.waiting == "action":
        lines.append(f"The hand is not over: seat {state.to_act} is to act ({state.street.value}).")
    elif replayed.waiting == "result":
        contested = [p for p in pots(state) if len(p.eligible) > 1]
        names = "; ".join(
            f"the {p.name} (seats {', '.join(map(str, p.eligible))})" for p in contested
        )
        lines.append(
            f"The hand is not over: it waits for its result. Name the winners of {names} "
            'under "winners", or give the hands shown under "cards".'
        )
    return "\n".join(lines)
