"""The table station, composed: its journal and session, the tournament it follows, its window.

`commands/table.py` parses the options and calls `run_station` (`table seats` too: a practice
table); the window (`ui/station/table_station.py`) gets a session that is already open.
Opening reads the most recent tournament (its clock gives the blinds, its director the seats),
else the demo table; each table has its own journal. Joined to a director over the network
(`--join`), the station opens his table instead (`open_joined_station`): his tournament, as
received or as kept from the last connection, gives its journal, seats, players and blinds.
"""

from __future__ import annotations

import logging
import os
import re
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dealer_assist import paths
from dealer_assist.core import tournament
from dealer_assist.core.director_pin import DirectorPin
from dealer_assist.core.table.station_level import DEMO_STAKES, fixed_level, tournament_level
from dealer_assist.core.table.table import Table
from dealer_assist.house_books import DEFAULT_BOOK, house_rules
from dealer_assist.store.fold_version import fold_version
from dealer_assist.store.follower import JournalFollower
from dealer_assist.store.journal import JournalError
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.store.table_session import BookMismatch, TableSession, table_slug
from dealer_assist.wall_time import system_now_ms

if TYPE_CHECKING:
    from dealer_assist.sync.station_link import StationLink
    from dealer_assist.sync.tournament_replica import ReplicaFollower
    from dealer_assist.ui.common.wall_clock import NowMs

log = logging.getLogger(__name__)

DEMO_SEATS = 9


class TournamentFollower:
    """The most recent tournament's journal, read-only, re-read before each level lookup.

    The director's window owns the tournament; the station only needs its clock's level.
    When the journal's files change under it, the follower reconnects and replays; while it
    cannot read, the last state read stays (and the problem is logged once).
    """

    def __init__(self, follower: Any) -> None:
        self._follower = follower
        self._fold = fold_version(tournament.apply)
        # From the director's newest snapshot: a long night opens as fast as a short one.
        state, _ = follower.start(self._fold, tournament.apply, None)
        self.state = state if state is not None else tournament.replay(())  # raises: empty

    def read(self) -> Any:
        try:
            update = self._follower.poll()
            state = self._follower.fold_update(
                update, self._fold, tournament.apply, self.state, None
            )
        except (JournalError, ValueError) as error:  # ValueError: a fold that refuses
            log.warning("cannot read the tournament (%s); showing its last level", error)
            return self.state
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
    seats: int | None = None,
) -> tuple[TableSession, TournamentFollower | None]:
    """The station's session: blinds and book from the most recent tournament when there is
    one (and `demo` is not asked), else the demo table at 100/200. `table` is the table this
    station runs (None: table 1), each with its own journal. A tournament's table opens empty,
    with the seats the director gave it: its players come from him (`station_room`); the demo
    table seats its six. `seats` (`table seats`) opens a practice table of that many seats at
    100/200, outside any tournament: empty, or with the demo's players when `demo`."""
    tables = paths.make_private_dir(paths.data_dir(data_dir) / "tables")
    follower: TournamentFollower | None = None
    if seats is not None:
        Table.empty(seats)  # 2 to 10 seats, refused before any file is made
    if not demo and seats is None:
        info = TournamentLibrary(paths.tournaments_dir(data_dir)).most_recent()
        if info is not None:
            try:
                follower = TournamentFollower(JournalFollower(info.path))
            except (JournalError, ValueError) as error:
                log.warning("cannot follow tournament %s: %s; opening the demo", info.name, error)
    director_seats = 0
    if follower is not None:
        state = follower.state
        rules = house_rules(book or state.house_book)
        stem = info.path.stem  # type: ignore[union-attr]
        path = tables / table_journal_name(stem, table, tables)
        level = tournament_level(follower.read)
        name = f"Table {table or 1}"
        director_seats = director_seat_count(state, table or 1, rules.max_seats)
    elif seats is not None:
        rules = house_rules(book or DEFAULT_BOOK)
        path = tables / f"practice-table-{seats}-seats-{rules.book}.journal"
        level = fixed_level(DEMO_STAKES)
        name = "Practice table"
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
        session.open_table(name, director_seats)
    elif seats is not None and not demo:
        session.open_table(name, seats)  # the dealer seats the players by tapping the seats
    else:
        session.open_demo(name, seat_count=seats or DEMO_SEATS)
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


# The first join (no tournament kept from an earlier one): how long the station waits for the
# director's tournament before it says it cannot reach him.
JOIN_WAIT_S = 20.0
_SAFE_ID = re.compile(r"[0-9A-Za-z_-]{1,64}")
LINK_OK, LINK_ALERT = "#b8c0cc", "#ffc400"  # the link's line on the station's dark window


def open_joined_station(
    data_dir: str | None,
    book: str | None,
    now_ms: NowMs,
    *,
    table: int | None,
    join: tuple[str, int],
    pair: str | None,
    wait_s: float = JOIN_WAIT_S,
) -> tuple[TableSession, ReplicaFollower, StationLink]:
    """A station joined to the director at `join` (host, port) on table `table` (None: 1),
    its link started. The table is the director's: its journal is named by the director's
    tournament journal (`tables/<journal id>-table-N.journal`), opened with his seat count and
    his players for it seated, and the window follows his tournament as received.

    The director's tournament as last heard is kept in the data folder: with it, the table
    opens at once, reachable or not (a station restarted during an outage keeps dealing at the
    blinds it knew), and the link catches up in the background. Without it (the first join)
    the station must hear the director first, for it cannot know its players otherwise: it
    waits up to `wait_s` and raises StationOpenError if he cannot be reached or refuses.
    Needs a Qt application (the link's socket)."""
    from dealer_assist.sync.station_link import StationLink
    from dealer_assist.sync.tournament_replica import ReplicaFollower

    number = table or 1
    folder = paths.make_private_dir(paths.data_dir(data_dir))
    host, port = join
    link = StationLink(
        None, host, port, table=number, folder=folder, pair_code=pair, name=f"Table {number}"
    )
    try:
        link.start()
        if link.tournament.state is None:
            _wait_for_tournament(link, wait_s)
        follower = ReplicaFollower(link.tournament, lambda: link.director_offset_ms)
        session = _open_director_table(data_dir, book, now_ms, follower, link, number)
    except BaseException:
        link.close()
        raise
    link.bind_journal(session.session.journal, follower.journal_id)
    return session, follower, link


def _wait_for_tournament(link: StationLink, wait_s: float) -> None:
    from PySide6.QtCore import QCoreApplication, QEventLoop

    deadline = time.monotonic() + wait_s
    if link.tournament.state is None and not link.refused:
        # The only words a dealer sees before the window: he is waiting, not stuck.
        log.warning("joining the director at %s: waiting for his tournament", link.address)
    while link.tournament.state is None:
        if link.refused:
            raise StationOpenError(f"the director at {link.address} refused: {link.refused}")
        if time.monotonic() > deadline:
            raise StationOpenError(
                f"cannot reach the director at {link.address}, and this station has not joined "
                "him before, so it does not know its players: check the address (and the "
                "pairing code), and that the director is serving the room"
            )
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        time.sleep(0.01)


def _open_director_table(
    data_dir: str | None,
    book: str | None,
    now_ms: NowMs,
    follower: ReplicaFollower,
    link: StationLink,
    number: int,
) -> TableSession:
    """Table `number` of the director's tournament: opened empty with his seat count, then his
    players for it seated (one command the dealer can undo); a journal that has its table
    already goes on as it was."""
    from dealer_assist.core.table.station_room import station_room
    from dealer_assist.core.table.table import TableError

    state = follower.state
    assert state is not None
    rules = house_rules(book or state.house_book)
    tables = paths.make_private_dir(paths.data_dir(data_dir) / "tables")
    path = tables / table_journal_name(journal_stem(link.tournament.journal_id), number, tables)
    hands_dir = paths.data_dir(data_dir) / "hands" / table_slug(path.stem)
    session = TableSession.open(
        path,
        rules,
        now_ms=now_ms,
        level=tournament_level(follower.read),
        hands_dir=hands_dir,
        book_chosen=book is not None,
    )
    try:
        if session.table is None:
            session.open_table(
                f"Table {number}", director_seat_count(state, number, rules.max_seats)
            )
            placed = station_room(state, number, session.table).to_seat
            if placed:
                session.seat_players([(p.seat, p.name, p.stack) for p in placed])
    except TableError as error:  # his seats do not fit: the room panel still offers them
        log.warning("cannot seat the director's players at table %s: %s", number, error)
    except BaseException:
        session.close()
        raise
    return session


def journal_stem(journal_id: str) -> str:
    """A file-name-safe stem for the director's journal id (it came over the network)."""
    if _SAFE_ID.fullmatch(journal_id):
        return journal_id
    import hashlib

    return "director-" + hashlib.sha256(journal_id.encode("utf-8")).hexdigest()[:32]


def station_window(
    session: TableSession,
    follower: Any,
    now_ms: NowMs,
    *,
    pin: DirectorPin | None = None,
    table: int | None = None,
    link: StationLink | None = None,
) -> Any:
    """The station's window on an open session (a `TableStation`), following `follower`'s
    tournament, with the link's line when joined to a director."""
    from dealer_assist.ui.station.table_station import LEVEL_POLL_MS, TableStation

    window = TableStation(
        session,
        now_ms,
        level_poll_ms=LEVEL_POLL_MS if follower else None,
        follower=follower,
        pin=pin,
        title=station_title(table, follower),
        table=table,
    )
    if link is not None:
        show_link(window, link)
    return window


def show_link(window: Any, link: StationLink) -> None:
    """The link's line ("offline, N queued", a seat-move conflict) at the right of the
    window's status bar; the room redrawn as soon as the director's tournament moves on."""
    from PySide6.QtWidgets import QLabel

    line = QLabel()
    line.setObjectName("linkLine")
    line.setWordWrap(True)
    window.statusBar().addPermanentWidget(line, 1)

    def show(status: str) -> None:
        # Online is quiet grey; offline, a conflict or a refusal is amber: the dealer looks.
        calm = status == "online" or (status.startswith("online, ") and " · " not in status)
        line.setStyleSheet(f"QLabel#linkLine {{ color: {LINK_OK if calm else LINK_ALERT}; "
                           "font-size: 15px; font-weight: bold; }")  # fmt: skip
        line.setText(status)

    show(link.status())
    link.status_changed.connect(show)
    link.tournament_changed.connect(window.poll_room)
    link.setParent(window)


def run_station(
    data_dir: str | None,
    book: str | None,
    *,
    demo: bool = False,
    pin: str | None = None,
    table: int | None = None,
    join: tuple[str, int] | None = None,
    pair: str | None = None,
    seats: int | None = None,
) -> int:
    """Open the station window on table `table` (None: 1) and run the event loop (the `table`
    command's default). With `join` (host, port), its events also go to the director there
    (`sync/station_link`; `pair`: the director's pairing code, the first time). With `seats`
    (`table seats`): a practice table of that many seats (TableError when out of range).

    `pin` (the `--pin` option), else `DEALER_ASSIST_PIN`, is the director's PIN asked before
    quitting, changing the book, moving or disqualifying a player and correcting a stack; with
    neither, nothing asks for one."""
    try:
        director_pin = DirectorPin.from_settings(pin, os.environ)
    except ValueError as error:
        raise StationOpenError(f"the director's PIN cannot be used: {error}") from error
    link: StationLink | None = None
    follower: TournamentFollower | ReplicaFollower | None
    try:
        if join is None:
            session, follower = open_station_session(
                data_dir, book, system_now_ms, demo=demo, table=table, seats=seats
            )
        else:  # the director's table: its link needs the Qt application first
            from dealer_assist.qt_import import load_qt

            load_qt()
            from PySide6.QtWidgets import QApplication

            QApplication.instance() or QApplication(sys.argv[:1])
            session, follower, link = open_joined_station(
                data_dir, book, system_now_ms, table=table, join=join, pair=pair
            )
    except BookMismatch as error:
        raise StationOpenError(str(error)) from error
    except (OSError, JournalError) as error:
        where = data_dir or "the data directory"
        raise StationOpenError(
            f"cannot open the table in {where}: {getattr(error, 'strerror', None) or error}"
            + (f" ({error.filename})" if getattr(error, "filename", None) else "")
        ) from error
    # Qt only once the table opened: a refusal (a bad seat count, a book mismatch) needs none.
    from dealer_assist.qt_import import load_qt

    load_qt()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from dealer_assist import start_up_collector
    from dealer_assist.ui.common.theme import set_app_icon
    from dealer_assist.ui.station.table_station import present

    app = QApplication.instance() or QApplication(sys.argv[:1])
    set_app_icon(app)
    try:
        window = station_window(
            session, follower, system_now_ms, pin=director_pin, table=table, link=link
        )
        present(window)  # the screen's available area, its title bar included
        QTimer.singleShot(0, start_up_collector.resume)  # the window's first turn
        try:
            return int(app.exec())  # type: ignore[union-attr]
        finally:
            if link is not None:
                link.close()
    finally:
        session.close()
        if follower is not None:
            follower.close()


def find_director() -> tuple[str, int] | None:
    """The director to join (`table --join` with no address), found on the network or chosen
    in the "find the director" dialog before the station opens; None when the dealer cancels."""
    from PySide6.QtWidgets import QApplication

    from dealer_assist.ui.common.find_director import join_address

    QApplication.instance() or QApplication(sys.argv[:1])  # the station window reuses it
    return join_address(None)


def tell_not_opened(error: StationOpenError) -> None:
    """Why the station did not open, where the dealer sees it (a terminal or a message box)."""
    from dealer_assist.ui.common.startup_problem import tell

    tell(f"The table station did not open: {error}.")
