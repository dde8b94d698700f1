"""`dealer-assist clock`: the fullscreen TV clock alone, on a tournament, a structure or the demo.

Sources, in order: `--structure FILE` or `--demo` run a clock in this process (keys drive it);
otherwise the most recent tournament's journal is followed read-only (the director's window
owns it), switching when the director opens or creates another; with no tournament at all, the
demo runs from now until one appears.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dealer_assist.core.events import Event
    from dealer_assist.core.tournament import TournamentState
    from dealer_assist.store.journal import Journal
    from dealer_assist.store.library import TournamentInfo, TournamentLibrary

logger = logging.getLogger(__name__)

DEMO_STRUCTURE = "demo.toml"
DEMO_NAME = "Demo tournament"
DEFAULT_HOUSE_BOOK = "general"
JOURNAL_POLL_MS = 250  # how soon a pause in the director's window shows on the TV
LIBRARY_CHECK_POLLS = 8  # every 2 s: has the director opened or created another tournament?


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--screen",
        type=int,
        default=None,
        metavar="N",
        help="show on screen N (0 = first); default: the second screen if there is one",
    )
    parser.add_argument("--windowed", action="store_true", help="a normal window, not fullscreen")
    source = parser.add_mutually_exclusive_group()
    source.add_argument(
        "--structure",
        type=Path,
        metavar="FILE",
        help="run this structure file's clock here, starting now (no tournament is saved)",
    )
    source.add_argument(
        "--demo", action="store_true", help="run the demo structure (2-minute levels) from now"
    )
    parser.add_argument("--muted", action="store_true", help="no alert sounds")
    parser.epilog = (
        "Keys: F11 fullscreen on/off, Esc leave fullscreen, S sound check. When the clock "
        "runs here (--structure, --demo): Space pause/resume, Right/Left next/previous "
        "period, Up/Down add/take off a minute."
    )


class MemoryClockFeed:
    """A tournament kept in memory: the clock of `--structure` and `--demo`.

    Commands go through the core (`cmd_*`, then `apply`), exactly as a journal would fold them.
    """

    def __init__(self, state: TournamentState, now_ms: Callable[[], int]) -> None:
        self._state = state
        self._now_ms = now_ms
        self.listeners: list[Callable[[], None]] = []

    @classmethod
    def running(cls, name: str, structure_toml: str, now_ms: Callable[[], int]) -> MemoryClockFeed:
        from dealer_assist.core import tournament as t

        at = now_ms()
        created = t.cmd_create(name, DEFAULT_HOUSE_BOOK, structure_toml, at)
        state = t.apply(None, created)
        state = t.apply(state, t.cmd_start(state, at))
        return cls(state, now_ms)

    def tournament(self) -> TournamentState:
        return self._state

    def now_ms(self) -> int:
        return self._now_ms()

    def command(self, name: str) -> bool:
        """Run a named clock command; False (with a log line) when the core refuses it."""
        from dealer_assist.core import tournament as t
        from dealer_assist.core.clock import ClockError

        now = self._now_ms()
        state = self._state
        makers: dict[str, Callable[[], Event]] = {
            "toggle_run": lambda: (
                t.cmd_start(state, now)
                if state.anchor is None
                else t.cmd_pause(state, now)
                if state.anchor.running
                else t.cmd_resume(state, now)
            ),
            "next": lambda: t.cmd_next_period(state, now),
            "previous": lambda: t.cmd_previous_period(state, now),
            "add_minute": lambda: t.cmd_adjust(state, now, 60_000),
            "remove_minute": lambda: t.cmd_adjust(state, now, -60_000),
        }
        if name not in makers:
            raise ValueError(f"unknown clock command {name!r}; use one of {sorted(makers)}")
        try:
            event = makers[name]()
        except (ClockError, t.TournamentError) as error:
            logger.warning("clock: %s", error)
            return False
        self._state = t.apply(state, event)
        for listener in list(self.listeners):
            listener()
        return True


class JournalClockFeed:
    """Follows a tournament journal read-only: replays it, then folds in what others append."""

    def __init__(self, journal: Journal, now_ms: Callable[[], int]) -> None:
        from dealer_assist.core import tournament as t

        self._journal = journal
        self._now_ms = now_ms
        records = list(journal.records())
        self._state = t.replay(r.event for r in records)
        self._last_seq = records[-1].seq if records else 0
        self.listeners: list[Callable[[], None]] = []

    def tournament(self) -> TournamentState:
        return self._state

    def now_ms(self) -> int:
        return self._now_ms()

    def poll(self) -> bool:
        """Fold in events appended since the last poll; True (and listeners told) if any."""
        from dealer_assist.core import tournament as t

        records = list(self._journal.records(self._last_seq))
        if not records:
            return False
        state = self._state
        for record in records:
            state = t.apply(state, record.event)
        self._state = state
        self._last_seq = records[-1].seq
        for listener in list(self.listeners):
            listener()
        return True

    def close(self) -> None:
        self._journal.close()


class LibraryClockFeed:
    """Follows the tournament the director uses now: the library's most recent one (opening,
    creating or playing a tournament makes it that). When the director switches, so does the
    clock; with no tournament yet it runs the demo until one appears.

    `poll()` folds in new events a few times a second; every LIBRARY_CHECK_POLLS polls it also
    looks whether the library changed, first by the files' modification times only (a stat
    each), so a TV machine with many old tournaments stays idle.
    """

    def __init__(self, library: TournamentLibrary, now_ms: Callable[[], int]) -> None:
        self._library = library
        self._now_ms = now_ms
        self.listeners: list[Callable[[], None]] = []
        info = library.most_recent()
        feed = _journal_feed(info, now_ms) if info is not None else None
        self._inner: JournalClockFeed | MemoryClockFeed
        if feed is None or info is None:
            self._inner = MemoryClockFeed.running(DEMO_NAME, _demo_toml(), now_ms)
            self._followed: Path | None = None
        else:
            self._inner, self._followed = feed, info.path
        self._inner.listeners = self.listeners  # the views hear the inner feed directly
        self._polls = 0
        # Taken after opening: a reader may create the journal's -wal file, which is no news.
        self._files_seen_ns = self._library.last_change_ns()

    @property
    def followed(self) -> Path | None:
        """The journal followed, or None while the demo runs."""
        return self._followed

    def tournament(self) -> TournamentState:
        return self._inner.tournament()

    def now_ms(self) -> int:
        return self._now_ms()

    def command(self, name: str) -> bool:
        """Keys drive the demo shown while there is no tournament; a followed one is the
        director's to change."""
        return isinstance(self._inner, MemoryClockFeed) and self._inner.command(name)

    def poll(self) -> bool:
        """New events, or another tournament to follow: True (and listeners told) if so."""
        changed = isinstance(self._inner, JournalClockFeed) and self._inner.poll()
        self._polls += 1
        if self._polls % LIBRARY_CHECK_POLLS == 0 and self._switch_to_most_recent():
            for listener in list(self.listeners):
                listener()
            changed = True
        return changed

    def close(self) -> None:
        if isinstance(self._inner, JournalClockFeed):
            self._inner.close()

    def _switch_to_most_recent(self) -> bool:
        """Follow the most recent tournament if it is another one; True when switched."""
        newest = self._library.last_change_ns()
        if newest == self._files_seen_ns:
            return False
        self._files_seen_ns = newest
        info = self._library.most_recent()
        if info is None or info.path == self._followed:
            return False
        feed = _journal_feed(info, self._now_ms)
        if feed is None:
            return False  # keep showing what is shown
        old, self._inner, self._followed = self._inner, feed, info.path
        feed.listeners = self.listeners
        if isinstance(old, JournalClockFeed):
            old.close()
        self._files_seen_ns = self._library.last_change_ns()
        return True


def _journal_feed(info: TournamentInfo, now_ms: Callable[[], int]) -> JournalClockFeed | None:
    """A read-only feed of a tournament's journal, or None (logged) if it cannot be followed."""
    from dealer_assist.store.journal import Journal, JournalError

    try:
        journal = Journal.open(info.path, read_only=True)
    except JournalError as error:
        logger.warning("cannot open tournament %s: %s", info.name, error)
        return None
    try:
        feed = JournalClockFeed(journal, now_ms)
    except Exception as error:  # an empty or unreadable journal
        journal.close()
        logger.warning("cannot follow tournament %s: %s", info.name, error)
        return None
    logger.info("following tournament %r (%s)", info.name, info.path)
    return feed


def _demo_toml() -> str:
    from dealer_assist.resources import resource_path

    return resource_path("structures", DEMO_STRUCTURE).read_text(encoding="utf-8")


def build_feed(
    args: argparse.Namespace, now_ms: Callable[[], int]
) -> MemoryClockFeed | LibraryClockFeed:
    """The feed the arguments ask for (see the module docstring for the order)."""
    from dealer_assist import paths
    from dealer_assist.core.structure import parse_structure

    if args.structure is not None:
        text = args.structure.read_text(encoding="utf-8")
        structure = parse_structure(text, source=str(args.structure))  # errors name file and line
        return MemoryClockFeed.running(structure.name, text, now_ms)
    if args.demo:
        return MemoryClockFeed.running(DEMO_NAME, _demo_toml(), now_ms)
    from dealer_assist.store.library import TournamentLibrary

    return LibraryClockFeed(TournamentLibrary(paths.tournaments_dir(args.data_dir)), now_ms)


def run(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from dealer_assist.core.structure import StructureError
    from dealer_assist.ui.alert_player import AlertPlayer
    from dealer_assist.ui.clock_window import ClockWindow, choose_screen
    from dealer_assist.ui.wall_clock import system_now_ms

    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    try:
        feed = build_feed(args, system_now_ms)
    except (OSError, StructureError) as error:
        print(f"dealer-assist clock: {error}", file=sys.stderr)
        return 2

    player = AlertPlayer(start_ms=system_now_ms(), enabled=not args.muted)
    window = ClockWindow(feed, player=player)
    feed.listeners.append(window.view.refresh)
    window.on_command = feed.command
    poll_timer = None
    if isinstance(feed, LibraryClockFeed):
        # The director's process writes the journal: look for new events a few times a second.
        poll_timer = QTimer(window)
        poll_timer.timeout.connect(feed.poll)
        poll_timer.start(JOURNAL_POLL_MS)
    window.show_on(choose_screen(app.screens(), args.screen), fullscreen=not args.windowed)
    code = app.exec()
    if poll_timer is not None:
        poll_timer.stop()
    if isinstance(feed, LibraryClockFeed):
        feed.close()
    return int(code)
