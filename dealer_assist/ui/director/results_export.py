"""Results and payouts as files a person keeps: CSV for a spreadsheet, PDF to print or send.

Both are written whole or not at all (a temporary file beside the target, then a rename). The
PDF is an HTML page laid out by QTextDocument and printed by QPdfWriter (in QtGui).
"""

from __future__ import annotations

import csv
import html
import io
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from dealer_assist.core.tournament import TournamentState
from dealer_assist.ui.common.store_bridge import write_bytes_atomic, write_text_atomic
from dealer_assist.ui.director.entry_words import money
from dealer_assist.ui.director.results import Results, cash_of

CSV_HEADER = ("place", "places", "player", "nickname", "contact", "prize", "paid_as", "paid",
              "still_due", "how", "rule")  # fmt: skip


def results_csv(state: TournamentState, results: Results) -> str:
    """One row per finished player (or deal share), then one per paid place still open."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_HEADER)
    roster = state.roster
    decided: set[int] = set()
    for line in results.lines:
        player = roster.find(line.player_id)
        writer.writerow(
            (
                line.place or "",
                line.places,
                "" if player is None else player.name,
                "" if player is None else player.nickname,
                "" if player is None else player.contact,
                line.amount,
                line.what,
                line.paid,
                line.due,
                line.reason,
                line.rule,
            )
        )
        decided.update(range(line.place, line.last_place + 1) if line.place else ())
    if results.table is not None:
        for prize in results.table.prizes:
            if prize.place not in decided:
                writer.writerow(
                    (
                        prize.place,
                        _ordinal(prize.place),
                        "",
                        "",
                        "",
                        prize.amount,
                        "prize",
                        0,
                        prize.amount,
                        f"not decided yet ({prize.share})",
                        "",
                    )  # fmt: skip
                )
    return out.getvalue()


def results_html(state: TournamentState, results: Results, now_ms: int) -> str:
    """The results page: the prize pool, the payout table, the places and the cash."""
    ledger = state.ledger
    when = datetime.fromtimestamp(now_ms / 1000).strftime("%Y-%m-%d %H:%M")
    e = html.escape
    parts = [
        "<html><body style='font-family: DejaVu Sans, sans-serif; font-size: 10pt;'>",
        f"<h1>{e(state.name)}</h1>",
        f"<p>House rules: {e(state.house_book)} · {e(state.structure.name)} · {e(when)}</p>",
        "<h2>Prize pool</h2><table cellpadding='3'>",
    ]
    for name, value in (
        ("Entries", f"{state.roster.entries:,}"),
        ("Money in", money(ledger.money_in)),
        ("House fee", money(ledger.fees)),
        ("Bounties (kept out)", money(ledger.bounties)),
        ("Prize pool", money(ledger.prize_pool)),
        ("Paid out", money(ledger.paid_out)),
    ):
        parts.append(f"<tr><td>{e(name)}</td><td align='right'>{e(value)}</td></tr>")
    parts.append("</table>")
    parts.append("<h2>Payouts</h2>")
    if results.table is None:
        parts.append(f"<p>{e(results.problem)}</p>")
    else:
        parts.append(
            f"<p>{e(results.table.source.capitalize())}. {e(results.remainder_words())}</p>"
        )
        parts.append(_table(("Place", "Share", "Prize"), [
            (_ordinal(p.place), str(p.share), money(p.amount)) for p in results.table.prizes
        ], right=(2,)))  # fmt: skip
    parts.append("<h2>Results</h2>")
    rows = [
        (
            line.places,
            line.player,
            money(line.amount),
            money(line.paid),
            f"{line.reason}" + (f" ({line.rule})" if line.rule else ""),
        )  # fmt: skip
        for line in results.lines
    ]
    decided = {p for line in results.lines if line.place
               for p in range(line.place, line.last_place + 1)}  # fmt: skip
    if results.table is not None:
        open_places = [
            (_ordinal(prize.place), "", money(prize.amount), "", "not decided yet")
            for prize in results.table.prizes
            if prize.place not in decided
        ]
        rows = open_places + rows if results.players_left else rows
    if rows:
        parts.append(_table(("Place", "Player", "Prize", "Paid", "How"), rows, right=(2, 3)))
    else:
        parts.append("<p>Nobody has finished yet.</p>")
    cash = cash_of(ledger)
    if cash.methods:
        parts.append("<h2>Cash by payment method</h2>")
        rows = [
            (m.method, money(m.taken_in), money(m.paid_out), money(m.on_hand)) for m in cash.methods
        ]
        rows.append(("total", money(cash.taken_in), money(cash.paid_out), money(cash.on_hand)))
        parts.append(_table(("Method", "In", "Out", "On hand"), rows, right=(1, 2, 3)))
        parts.append(f"<p>{e(cash.describe()[-2])}: {e(cash.describe()[-1])}.</p>")
    parts.append("</body></html>")
    return "".join(parts)


def _table(headers: tuple[str, ...], rows: list[tuple[str, ...]], right: tuple[int, ...]) -> str:
    e = html.escape
    head = "".join(f"<th align='left'>{e(h)}</th>" for h in headers)
    body = "".join(
        "<tr>"
        + "".join(
            f"<td{' align=right' if i in right else ''}>{e(cell)}</td>"
            for i, cell in enumerate(row)
        )
        + "</tr>"
        for row in rows
    )
    return (
        "<table border='1' cellspacing='0' cellpadding='4' width='100%'>"
        f"<tr>{head}</tr>{body}</table>"
    )


def _ordinal(place: int) -> str:
    from dealer_assist.core.money.places import ordinal

    return ordinal(place)


def pdf_bytes(page_html: str, title: str) -> bytes:
    """An A4 PDF of the page."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(title)
    writer.setCreator("Dealer Assist")
    writer.setResolution(300)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(15, 15, 15, 15),
            QPageLayout.Unit.Millimeter,
        )
    )
    document = QTextDocument()
    document.setHtml(page_html)
    document.print_(writer)
    del writer  # ends the PDF (flushes it into the buffer)
    buffer.close()
    return bytes(data.data())


def export_csv(path: Path, state: TournamentState, results: Results) -> None:
    write_text_atomic(path, results_csv(state, results))


def export_pdf(path: Path, state: TournamentState, results: Results, now_ms: int) -> None:
    write_bytes_atomic(path, pdf_bytes(results_html(state, results, now_ms), state.name))
