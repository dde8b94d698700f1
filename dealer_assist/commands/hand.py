"""`dealer-assist hand replay FILE`: replay a hand history (JSON or PHH); print pots, payouts,
stacks. `dealer-assist hand export --phh FILE.json`: write a hand history as PHH."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dealer_assist.core.hand.hand_history import Replayed
    from dealer_assist.core.hand.phh import PhhHand
    from dealer_assist.core.rules.house_rules import HouseRules

EXIT_OK = 0
EXIT_ILLEGAL = 2  # an illegal action or award, or a file that cannot be read (field named)
EXIT_BAD_FILE = EXIT_ILLEGAL
EXIT_NOT_OVER = 4  # legal so far but not over: the hand waits for an action or its result
HOUSE_HELP = (
    "the house rules to apply: ubetcha, applewood, fountain-valley or general (default: the "
    "file's book, else ubetcha)"
)


def configure(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="hand_action", metavar="ACTION", required=True)
    replay = actions.add_parser(
        "replay",
        help="replay a hand history (JSON or PHH); print pots, returned chips, payouts and "
        "final stacks",
        description="Replay a hand history under a house's rules: our JSON format (see "
        "docs/hand-history.md) or, for a file named .phh, a No-Limit Hold'em hand in PHH, the "
        "format of PokerKit and public hand data sets. Prints the pots with their eligible "
        "seats, returned uncalled chips, payouts and final stacks, or the first illegal action "
        "and why.",
        epilog="exit status: 0 the hand replayed to its end; 2 an illegal action or award, or "
        "a file that is not a hand history (the message names the action and field); 4 the "
        "hand is legal so far but not over: it waits for an action, or for its result "
        "(winners or cards).",
    )
    replay.add_argument("file", help="the hand history (.json, or .phh)")
    replay.add_argument("--house", help=HOUSE_HELP)
    replay.add_argument(
        "--json",
        action="store_true",
        help="print the replayed hand as JSON, in our format (a .phh file too)",
    )
    export = actions.add_parser(
        "export",
        help="write a hand history (JSON) in another format: --phh",
        description="Write a hand history in our JSON format (each hand the table station "
        "exports) in another format. --phh: PHH (https://phh.readthedocs.io), which PokerKit "
        "and other poker software read; what PHH has no field for (the book, a dead button, "
        "absent players, winners named without cards) goes in fields starting with '_'.",
        epilog="exit status: 0 written; 2 the file is not a hand history, an action in it is "
        "illegal, or the output cannot be written.",
    )
    formats = export.add_mutually_exclusive_group(required=True)
    formats.add_argument("--phh", action="store_true", help="write PHH")
    export.add_argument("file", help="the hand history (.json)")
    export.add_argument(
        "-o", "--output", metavar="OUT", help="write to this file (default: standard output)"
    )
    export.add_argument("--house", help=HOUSE_HELP)


def run(args: argparse.Namespace) -> int:
    if args.hand_action == "export":
        return _export(args)
    return _replay(args)


def _read_text(name: str) -> str | None:
    """The file's text (UTF-8, a BOM allowed), or None after saying why not."""
    try:
        return Path(name).read_text(encoding="utf-8-sig")  # -sig: Notepad's BOM too
    except OSError as exc:
        print(f"{name}: cannot read: {exc.strerror or exc}", file=sys.stderr)
    except UnicodeDecodeError as exc:
        print(f"{name}: not UTF-8 text (byte {exc.start})", file=sys.stderr)
    return None


def _load_history(name: str) -> dict[str, Any] | None:
    """The hand history in a JSON file, or None after saying why not."""
    from dealer_assist.core.file_input import load_json

    text = _read_text(name)
    if text is None:
        return None
    try:
        data = load_json(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        hint = ""
        if text.lstrip().startswith(("variant", "#")) or "\nvariant" in text:
            hint = " (a PHH hand? name the file .phh)"
        print(f"{name}: not JSON: {exc}{hint}", file=sys.stderr)
        return None
    if not isinstance(data, dict):
        print(f"{name}: a hand history is a JSON object", file=sys.stderr)
        return None
    if data.get("format") == "dealer-assist-hands":
        count = len(data["hands"]) if isinstance(data.get("hands"), list) else "several"
        print(
            f"{name}: holds {count} hands (a session export); give one hand: the table station "
            "also writes each hand to hands/<table>/<n>.json",
            file=sys.stderr,
        )
        return None
    return data


def _rules(name: str, book: object) -> HouseRules | None:
    from dealer_assist.house_books import BOOKS, house_rules

    if not isinstance(book, str) or book not in BOOKS:
        print(
            f"{name}: book: unknown house {book!r}; choose one of {', '.join(BOOKS)}",
            file=sys.stderr,
        )
        return None
    return house_rules(book)


def _replay(args: argparse.Namespace) -> int:
    from dealer_assist.core.hand.hand_history import HistoryError, export_history, replay_history
    from dealer_assist.house_books import DEFAULT_BOOK

    phh: PhhHand | None = None
    if Path(args.file).suffix.lower() == ".phh":
        loaded = _load_phh(args)
        if loaded is None:
            return EXIT_BAD_FILE
        phh, rules = loaded
        data = phh.history
    else:
        history = _load_history(args.file)
        if history is None:
            return EXIT_BAD_FILE
        data = history
        found = _rules(args.file, args.house or data.get("book") or DEFAULT_BOOK)
        if found is None:
            return EXIT_BAD_FILE
        rules = found
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
            out["refused"] = _refusal(replayed, phh)
        if replayed.waiting is not None:
            out["waiting"] = replayed.waiting
            if replayed.state.to_act is not None:
                out["to_act"] = replayed.state.to_act
        print(json.dumps(out, indent=2))
    else:
        print(format_replay(replayed, rules))
        if phh is not None:
            note = _finishing_stacks_note(replayed, phh)
            if note:
                print(note)
    if replayed.refused is not None:
        if not args.json:
            print(_refusal_line(replayed, phh), file=sys.stderr)
        return EXIT_ILLEGAL
    if replayed.waiting is not None:
        return EXIT_NOT_OVER
    return EXIT_OK


def _load_phh(args: argparse.Namespace) -> tuple[PhhHand, HouseRules] | None:
    """The PHH hand as one of our histories, and the rules to replay it under."""
    from dealer_assist.core.hand.hand_history import HistoryError
    from dealer_assist.core.hand.phh import phh_history, read_phh
    from dealer_assist.house_books import DEFAULT_BOOK

    text = _read_text(args.file)
    if text is None:
        return None
    try:
        phh = read_phh(text)
    except HistoryError as exc:
        print(f"{args.file}: {exc}", file=sys.stderr)
        return None
    rules = _rules(args.file, args.house or phh.book or DEFAULT_BOOK)
    if rules is None:
        return None
    try:
        return phh_history(phh, rules), rules
    except (HistoryError, ValueError, KeyError, TypeError) as exc:
        print(f"{args.file}: {exc}", file=sys.stderr)
        return None


def _finishing_stacks_note(replayed: Replayed, phh: PhhHand) -> str | None:
    """Whether the stacks the PHH file gives at the end are the replay's."""
    from dealer_assist.core.hand.hand import hand_result

    listed = phh.phh.fields.get("finishing_stacks")
    if not isinstance(listed, list) or not replayed.state.is_over:
        return None
    final = hand_result(replayed.state).final_stacks
    seats = phh.phh.seats
    if len(listed) != len(seats):
        return None
    differ = [
        f"seat {seat} {given} in the file, {final[seat]} here"
        for seat, given in zip(seats, listed, strict=True)
        if given != final.get(seat)
    ]
    if not differ:
        return "The file's finishing_stacks agree."
    return (
        "The file's finishing_stacks differ: "
        + "; ".join(differ)
        + " (the house's odd-chip and betting rules may differ from the file's)"
    )


def _export(args: argparse.Namespace) -> int:
    from dealer_assist.core.hand.hand_history import HistoryError
    from dealer_assist.core.hand.phh import to_phh
    from dealer_assist.house_books import DEFAULT_BOOK
    from dealer_assist.store.files import write_text_atomic

    data = _load_history(args.file)
    if data is None:
        return EXIT_BAD_FILE
    rules = _rules(args.file, args.house or data.get("book") or DEFAULT_BOOK)
    if rules is None:
        return EXIT_BAD_FILE
    try:
        text = to_phh(data, rules)
    except (HistoryError, ValueError, KeyError, TypeError) as exc:
        print(f"{args.file}: {exc}", file=sys.stderr)
        return EXIT_BAD_FILE
    if args.output is None:
        sys.stdout.write(text)
        return EXIT_OK
    try:
        write_text_atomic(Path(args.output), text)
    except OSError as exc:
        print(f"{args.output}: cannot write: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_BAD_FILE
    return EXIT_OK


def _refusal(replayed: Replayed, phh: PhhHand | None = None) -> dict[str, Any]:
    assert replayed.refused is not None
    refusal = {
        "action_index": replayed.refused_at,
        "action": replayed.refused_action,
        "field": _refused_field(replayed) if replayed.refused_at is not None else None,
        "reason": replayed.refused.reason,
        "rule": replayed.refused.citation.label,
        "legal_min_to": replayed.refused.legal_min_to,
    }
    if phh is not None:
        refusal["phh_action"] = phh.source_of(replayed.refused_at)
    return refusal


def _refusal_line(replayed: Replayed, phh: PhhHand | None = None) -> str:
    assert replayed.refused is not None
    if replayed.refused_at is None:
        return f"Award refused: {replayed.refused}"
    action = replayed.refused_action or {}
    to = f" to {action['to']}" if action.get("to") is not None else ""
    what = f"seat {action.get('seat')} {action.get('kind')}{to}"
    source = phh.source_of(replayed.refused_at) if phh is not None else None
    if source is not None:  # a PHH file: name the action as the file writes it
        return f"Action {source} ({what}) is illegal. {replayed.refused}"
    return (
        f"Action {replayed.refused_at + 1} ({what}) "
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
    from dealer_assist.core.hand.hand import hand_result, pots
    from dealer_assist.core.hand.hand_events import PotAwarded
    from dealer_assist.core.hand.hand_state import Phase

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
