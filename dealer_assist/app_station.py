"""The table station, composed: its journal and session, the tournament it follows, its window.

`commands/table.py` parses the options and calls `run_station` (or `run_seats_window`); the
window (`ui/station/table_station.py`) gets a session that is already open. Opening reads the
most recent tournament (its clock gives the blinds, its director the seats), else the demo
table; each table has its own journal.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dealer_assist import paths
from dealer_assist.core import tournament
from dealer_assist.core.director_pin import DirectorPin
from dealer_assist.core.table.station_level import DEMO_STAKES, fixed_level, tournament_level
from dealer_assist.house_books import DEFAULT_BOOK, house_rules
from dealer_assist.store.follower import JournalFollower
from dealer_assist.store.journal import JournalError
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.store.table_session import BookMismatch, TableSession, table_slug

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from dealer_assist.ui.common.wall_clock import NowMs

log = logging.getLogger(__name__)


class TournamentFollower:
    """The most recent tournament's journal, read-only, re-read before each level lookup.

    The director's window owns the tournament; the station only needs its clock's level.
    When the journal's files change under it, the follower reconnects and replays; while it
    cannot read, the last state read stays (and the problem is logged once).
    """

    def __init__(self, follower: Any) -> None:
        self._follower = follower
        self.state = tournament.replay(r.event for r in follower.records())

    def read(self) -> Any:
        try:
            update = self._follower.poll()
        except JournalError as error:
            log.warning("cannot read the tournament (%s); showing its last level", error)
            return self.state
        state = None if update.restart else self.state
        for record in update.records:
            state = tournament.apply(state, record.event)
        if state is not None:
            self.state = state
        return self.state

    def close(self) -> None:
        self._follower.close()


def table_journal_name(stem: str, table: int | None, tables: Path) -> str:
    """The journal of table `table` (None: 1) of the tournament `stem`, in `tables`: each table
    has its own (`<stem>-table-<N>.journal`), so stations on other tables run side by side. A
    journal written before tables were numbered (`<stem>-table.journal`) goes on as table 1."""
    number = table or 1
    name = f"{stem}-table-{number}.journal"
    legacy = f"{stem}-table.journal"
    if number == 1 and not (tables / name).exists() and (tables / legacy).exists():
        return legacy
    return name


def open_station_session(
    data_dir: str | None,
    book: str | None,
    now_ms: NowMs,
    *,
    demo: bool = False,
    table: int | None = None,
) -> tuple[TableSession, TournamentFollower | None]:
    """The station's session: blinds and book from the most recent tournament when there is
    one (and `demo` is not asked), else the demo table at 100/200. `table` is the table this
    station runs (None: table 1), each with its own journal. A tournament's table opens empty,
    with the seats the director gave it: its players come from him (`station_room`); the demo
    table seats its six."""
    tables = paths.make_private_dir(paths.data_dir(data_dir) / "tables")
    follower: TournamentFollower | None = None
    if not demo:
        info = TournamentLibrary(paths.tournaments_dir(data_dir)).most_recent()
        if info is not None:
            try:
                follower = TournamentFollower(JournalFollower(info.path))
            except (JournalError, ValueError) as error:
                log.warning("cannot follow tournament %s: %s; opening the demo", info.name, error)
    seats = 0
    if follower is not None:
        state = follower.state
        rules = house_rules(book or state.house_book)
        stem = info.path.stem  # type: ignore[union-attr]
        path = tables / table_journal_name(stem, table, tables)
        level = tournament_level(follower.read)
        name = f"Table {table or 1}"
        seats = director_seat_count(state, table or 1, rules.max_seats)
    else:
        rules = house_rules(book or DEFAULT_BOOK)
        number = "" if table in (None, 1) else f"{table}-"
        path = tables / f"demo-table-{number}{rules.book}.journal"
        level = fixed_level(DEMO_STAKES)
        name = "Demo table" if not number else f"Demo table {table}"
    # Each finished hand also goes to hands/<table>/<n>.json (docs/hand-history.md).
    hands_dir = paths.data_dir(data_dir) / "hands" / table_slug(path.stem.removesuffix("-table"))
    session = TableSession.open(
        path, rules, now_ms=now_ms, level=level, hands_dir=hands_dir, book_chosen=book is not None
    )
    if follower is not None:
        # A tournament's table opens empty: its players come from the director.
        session.open_table(name, seats)
    else:
        session.open_demo(name)
    return session, follower


def director_seat_count(state: Any, table: int, default: int) -> int:
    """The seats the director gave table `table` (2 to 10), else `default` (the book's most)."""
    from dealer_assist.core.seating.room import RoomError
    from dealer_assist.core.table.table import MAX_SEATS, MIN_SEATS

    try:
        count = int(state.room.table(table).seat_count)
    except (AttributeError, RoomError):
        count = default
    return max(MIN_SEATS, min(MAX_SEATS, count))


class StationOpenError(Exception):
    """The station's data cannot be opened (a data directory that is a file, a bad journal)."""


def station_title(table: int | None, follower: TournamentFollower | None) -> str | None:
    """What the station is titled by: its table, and the tournament it belongs to ("Table 2 ·
    Friday"); None for the demo table (titled by its own name)."""
    if follower is None:
        return None
    tournament = getattr(follower.state, "name", "")
    return f"Table {table or 1}" + (f" · {tournament}" if tournament else "")


def join_director(
    window: QMainWindow,
    session: TableSession,
    data_dir: str | None,
    table: int | None,
    join: tuple[str, int],
    pair: str | None,
) -> Any:
    """Start the station's link to the director; its status line ("offline, N queued") shows
    at the right of the window's status bar."""
    from PySide6.QtWidgets import QLabel

    from dealer_assist.sync.station_link import StationLink

    host, port = join
    link = StationLink(
        session.session.journal,
        host,
        port,
        table=table or 1,
        folder=paths.data_dir(data_dir),
        pair_code=pair,
        name=f"Table {table or 1}",
        parent=window,
    )
    line = QLabel(link.status())
    window.statusBar().addPermanentWidget(line)
    link.status_changed.connect(line.setText)
    link.start()
    return link


def run_station(
    data_dir: str | None,
    book: str | None,
    *,
    demo: bool = False,
    pin: str | None = None,
    table: int | None = None,
    join: tuple[str, int] | None = None,
    pair: str | None = None,
) -> int:
    """Open the station window on table `table` (None: 1) and run the event loop (the `table`
    command's default). With `join` (host, port), its events also go to the director there
    (`sync/station_link`; `pair`: the director's pairing code, the first time).

    `pin` (the `--pin` option), else `DEALER_ASSIST_PIN`, is the director's PIN asked before
    quitting, changing the book, moving or disqualifying a player and correcting a stack; with
    neither, nothing asks for one."""
    from PySide6.QtWidgets import QApplication

    from dealer_assist.ui.common.theme import set_app_icon
    from dealer_assist.ui.common.wall_clock import system_now_ms
    from dealer_assist.ui.station.table_station import LEVEL_POLL_MS, TableStation, present

    try:
        director_pin = DirectorPin.from_settings(pin, os.environ)
    except ValueError as error:
        raise StationOpenError(f"the director's PIN cannot be used: {error}") from error
    try:
        session, follower = open_station_session(
            data_dir, book, system_now_ms, demo=demo, table=table
        )
    except BookMismatch as error:
        raise StationOpenError(str(error)) from error
    except (OSError, JournalError) as error:
        where = data_dir or "the data directory"
        raise StationOpenError(
            f"cannot open the table in {where}: {getattr(error, 'strerror', None) or error}"
            + (f" ({error.filename})" if getattr(error, "filename", None) else "")
        ) from error
    app = QApplication.instance() or QApplication(sys.argv[:1])
    set_app_icon(app)
    try:
        window = TableStation(
            session,
            system_now_ms,
            level_poll_ms=LEVEL_POLL_MS if follower else None,
            follower=follower,
            pin=director_pin,
            title=station_title(table, follower),
            table=table,
        )
        present(window)  # the screen's available area, its title bar included
        link = None if join is None else join_director(window, session, data_dir, table, join, pair)
        try:
            return int(app.exec())  # type: ignore[union-attr]
        finally:
            if link is not None:
                link.close()
    finally:
        session.close()
        if follower is not None:
            follower.close()


def run_seats_window(book: str, seat_count: int, *, demo: bool) -> int:
    """The seats-and-button window (`table seats`) on `seat_count` seats under `book`, until
    it is closed. Raises KeyError (an unknown book) or TableError (a seat count out of range)
    before any window opens."""
    from dealer_assist.core.table.table import Table

    rules = house_rules(book)
    Table.empty(seat_count)

    from PySide6.QtWidgets import QApplication

    from dealer_assist.ui.station.table_window import TableWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = TableWindow(rules, seat_count=seat_count, demo=demo)
    window.resize(1024, 600)
    window.show()
    return int(app.exec())  # type: ignore[union-attr]
