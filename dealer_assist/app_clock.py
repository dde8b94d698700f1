"""The TV clock, composed: its feed (a clock run here, a followed journal, the network) and window.

Sources, in order: `join` (host, port) shows the clock of a director serving the room on the
network (`director --serve`), in step with the director's own clock; `structure` or `demo`
run a clock in this process (keys drive it); otherwise the most recent tournament's journal
is followed read-only (the director's window owns it), switching when the director opens or
creates another; with no tournament at all, the demo runs from now until one appears.
`commands/clock.py` parses the options and calls `run_clock`.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dealer_assist.core.clock_commands import ClockAction
    from dealer_assist.core.tournament import TournamentState
    from dealer_assist.store.follower import JournalFollower
    from dealer_assist.store.library import TournamentInfo, TournamentLibrary
    from dealer_assist.sync.ws_client import NetworkClockFeed

logger = logging.getLogger(__name__)

# `--join` with no address: look for the director on the network. Not a string: argparse runs
# a string `const` through --join's address type.
FIND_DIRECTOR = ("", 0)
DEMO_STRUCTURE = "demo.toml"
DEMO_NAME = "Demo tournament"
DEFAULT_HOUSE_BOOK = "general"
JOURNAL_POLL_MS = 250  # how soon a pause in the director's window shows on the TV
LIBRARY_CHECK_POLLS = 8  # every 2 s: has the director opened or created another tournament?


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

    def command(self, name: ClockAction | str) -> bool:
        """Run a clock command (core.clock_commands: a ClockAction or its name, e.g. "next");
        False (with a log line) when the core refuses it."""
        from dealer_assist.core import tournament as t
        from dealer_assist.core.clock.clock import ClockError
        from dealer_assist.core.clock_commands import clock_action, make_event

        action = clock_action(name)  # an unknown name is a ValueError, refused or not
        state = self._state
        try:
            event = make_event(action, state, self._now_ms())
        except (ClockError, t.TournamentError) as error:
            logger.warning("clock: %s", error)
            return False
        self._state = t.apply(state, event)
        for listener in list(self.listeners):
            listener()
        return True


class JournalClockFeed:
    """Follows a tournament journal read-only: replays it, then folds in what others append.
    When the director's files change under it (a restore, a -wal gone), it reconnects and
    replays; while it cannot read, `trouble()` says so and the last state stays shown."""

    def __init__(self, follower: JournalFollower, now_ms: Callable[[], int]) -> None:
        from dealer_assist.core import tournament as t
        from dealer_assist.store.fold_version import fold_version

        self._follower = follower
        self._now_ms = now_ms
        self._fold = fold_version(t.apply)
        # From the director's newest snapshot: a long night opens as fast as a short one.
        state, self.replayed = follower.start(self._fold, t.apply, None)
        if state is None:
            state = t.replay(())  # raises: no tournament in this journal
        self._state = state
        self._trouble = ""
        self.listeners: list[Callable[[], None]] = []

    def tournament(self) -> TournamentState:
        return self._state

    def now_ms(self) -> int:
        return self._now_ms()

    def trouble(self) -> str:
        """What the room should know about the feed itself ("" when all is well)."""
        return self._trouble

    def poll(self) -> bool:
        """Fold in events appended since the last poll; True (and listeners told) if any, or
        if the feed lost or found its journal."""
        from dealer_assist.core import tournament as t
        from dealer_assist.store.journal import JournalError

        try:
            update = self._follower.poll()
            state = self._follower.fold_update(update, self._fold, t.apply, self._state, None)
        except (JournalError, ValueError) as error:  # ValueError: a fold that refuses
            return self._set_trouble(RECONNECTING, error)
        changed = self._set_trouble("", None)
        if not update.records and not update.restart:
            return changed
        if state is not None:
            self._state = state
        self._tell()
        return True

    def close(self) -> None:
        self._follower.close()

    def _set_trouble(self, text: str, error: Exception | None) -> bool:
        if text == self._trouble:
            return False
        if error is not None:
            logger.warning("cannot follow %s: %s", self._follower.path, error)
        self._trouble = text
        self._tell()
        return True

    def _tell(self) -> None:
        for listener in list(self.listeners):
            listener()


RECONNECTING = "RECONNECTING TO THE TOURNAMENT…"


class LibraryClockFeed:
    """Follows the tournament the director uses now: the library's most recent one (opening,
    creating or playing a tournament makes it that). When the director switches, so does the
    clock; with no tournament yet it runs the demo until one appears. When the most recent
    tournament cannot be read, the clock shows no blinds, only which tournament and why.

    `poll()` folds in new events a few times a second; every LIBRARY_CHECK_POLLS polls it also
    looks whether the library changed, first by the files' modification times only (a stat
    each), so a TV machine with many old tournaments stays idle.
    """

    def __init__(self, library: TournamentLibrary, now_ms: Callable[[], int]) -> None:
        self._library = library
        self._now_ms = now_ms
        self.listeners: list[Callable[[], None]] = []
        self._inner: JournalClockFeed | MemoryClockFeed | None = None
        self._followed: Path | None = None
        self._unreadable = ""
        info = library.most_recent()
        if info is None:
            self._inner = MemoryClockFeed.running(DEMO_NAME, _demo_toml(), now_ms)
        else:
            self._follow(info)
        self._polls = 0
        # Taken after opening: a reader may create the journal's -wal file, which is no news.
        self._files_seen_ns = self._library.last_change_ns()

    @property
    def followed(self) -> Path | None:
        """The journal followed, or None while the demo runs (or nothing can be read)."""
        return self._followed

    def tournament(self) -> TournamentState | None:
        return None if self._inner is None else self._inner.tournament()

    def now_ms(self) -> int:
        return self._now_ms()

    def trouble(self) -> str:
        if self._unreadable:
            return self._unreadable
        return self._inner.trouble() if isinstance(self._inner, JournalClockFeed) else ""

    def command(self, name: ClockAction | str) -> bool:
        """Keys drive the demo shown while there is no tournament; a followed one is the
        director's to change."""
        return isinstance(self._inner, MemoryClockFeed) and self._inner.command(name)

    def poll(self) -> bool:
        """New events, or another tournament to follow: True (and listeners told) if so."""
        changed = isinstance(self._inner, JournalClockFeed) and self._inner.poll()
        self._polls += 1
        if self._polls % LIBRARY_CHECK_POLLS == 0 and self._switch_to_most_recent():
            self._tell()
            changed = True
        return changed

    def close(self) -> None:
        if isinstance(self._inner, JournalClockFeed):
            self._inner.close()

    def _follow(self, info: TournamentInfo) -> bool:
        """Follow `info`'s journal, or show why it cannot be read; True if what is shown changed."""
        feed, problem = _journal_feed(info, self._now_ms)
        if feed is None:
            unreadable = f"CANNOT READ “{info.name}”: SEE THE DIRECTOR"
            if unreadable == self._unreadable and self._followed == info.path:
                return False
            logger.warning("cannot follow tournament %s: %s", info.name, problem)
            self._replace(None, info.path)
            self._unreadable = unreadable
            return True
        self._unreadable = ""
        self._replace(feed, info.path)
        return True

    def _replace(self, feed: JournalClockFeed | None, path: Path) -> None:
        old, self._inner, self._followed = self._inner, feed, path
        if feed is not None:
            feed.listeners = self.listeners  # the views hear the inner feed directly
        if isinstance(old, JournalClockFeed):
            old.close()

    def _switch_to_most_recent(self) -> bool:
        """Follow the most recent tournament if it is another one (or a file that could not be
        read changed); True when what is shown changed."""
        newest = self._library.last_change_ns()
        if newest == self._files_seen_ns:
            return False
        self._files_seen_ns = newest
        info = self._library.most_recent()
        if info is None:
            return False
        if info.path == self._followed and not self._unreadable:
            return False
        switched = self._follow(info)
        self._files_seen_ns = self._library.last_change_ns()
        return switched

    def _tell(self) -> None:
        for listener in list(self.listeners):
            listener()


def _journal_feed(
    info: TournamentInfo, now_ms: Callable[[], int]
) -> tuple[JournalClockFeed | None, str]:
    """A read-only feed of a tournament's journal, or None and the reason it cannot be read."""
    from dealer_assist.store.follower import JournalFollower
    from dealer_assist.store.journal import JournalError

    if info.problem:
        return None, info.problem
    try:
        follower = JournalFollower(info.path)
    except JournalError as error:
        return None, str(error)
    try:
        feed = JournalClockFeed(follower, now_ms)
    except Exception as error:  # an empty or unreadable journal
        follower.close()
        return None, str(error)
    logger.info("following tournament %r (%s)", info.name, info.path)
    return feed, ""


def _demo_toml() -> str:
    from dealer_assist.resources import resource_path

    return resource_path("structures", DEMO_STRUCTURE).read_text(encoding="utf-8")


def build_feed(
    args: argparse.Namespace, now_ms: Callable[[], int]
) -> MemoryClockFeed | LibraryClockFeed | NetworkClockFeed:
    """The feed the arguments ask for (see the module docstring for the order). A network
    feed needs a QApplication (its socket); it starts connecting at once."""
    from dealer_assist import paths

    if getattr(args, "join", None) is not None:
        from dealer_assist.sync.ws_client import NetworkClockFeed

        host, port = args.join
        feed = NetworkClockFeed(host, port, local_ms=now_ms)
        feed.start()
        return feed
    if args.structure is not None:
        from dealer_assist.core.clock.structure import dump_structure
        from dealer_assist.store.files import read_structure_file

        # As the director's import reads it: an unreadable or binary file is a StructureError.
        structure = read_structure_file(args.structure)  # errors name file and line
        return MemoryClockFeed.running(structure.name, dump_structure(structure), now_ms)
    if args.demo:
        return MemoryClockFeed.running(DEMO_NAME, _demo_toml(), now_ms)
    from dealer_assist.store.library import TournamentLibrary

    return LibraryClockFeed(TournamentLibrary(paths.tournaments_dir(args.data_dir)), now_ms)


def run_clock(args: argparse.Namespace) -> int:
    """Build the TV clock the parsed `clock` options ask for and run the event loop."""
    from dealer_assist.qt_import import load_qt

    load_qt()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from dealer_assist import start_up_collector
    from dealer_assist.core.clock.structure import StructureError
    from dealer_assist.ui.common.settings_store import device_settings
    from dealer_assist.ui.tv.alert_player import AlertPlayer
    from dealer_assist.ui.tv.clock_window import ClockWindow, choose_screen, screen_named
    from dealer_assist.wall_time import system_now_ms

    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from dealer_assist.ui.common.theme import set_app_icon

    set_app_icon(app)
    if getattr(args, "join", None) is not None:
        from dealer_assist.ui.common.find_director import join_address

        wanted = None if args.join == FIND_DIRECTOR else args.join
        args.join = join_address(wanted)
        if args.join is None:
            print("dealer-assist clock: no director chosen", file=sys.stderr)
            return 1
    try:
        feed = build_feed(args, system_now_ms)
    except (OSError, StructureError) as error:
        print(f"dealer-assist clock: {error}", file=sys.stderr)
        return 2

    started_ms = system_now_ms()
    window = ClockWindow(feed)
    # This computer's settings (Edit > Settings in the director's window): layout, screen, sound.
    store = device_settings(getattr(args, "data_dir", None))
    if store.problem is not None:
        print(f"dealer-assist clock: {store.problem}", file=sys.stderr)
    settings = store.current
    window.apply_settings(settings)
    sound = not args.muted and settings.sounds
    # Audio (QtMultimedia, ~30 ms) after the first paint: the room sees the clock first. Alerts
    # from `started_ms` on still sound (the view hands over what it took before).
    window.first_painted.connect(start_up_collector.resume)
    window.first_painted.connect(
        lambda: window.set_player(AlertPlayer(start_ms=started_ms, enabled=sound))
    )
    feed.listeners.append(window.view.refresh)
    window.on_command = feed.command
    poll_timer = None
    if isinstance(feed, LibraryClockFeed):
        # The director's process writes the journal: look for new events a few times a second.
        poll_timer = QTimer(window)
        poll_timer.timeout.connect(feed.poll)
        poll_timer.start(JOURNAL_POLL_MS)
    screen = args.screen
    if screen is None:  # the settings' TV screen, when it is plugged in
        screen = screen_named(app.screens(), settings.tv_screen)
    window.show_on(choose_screen(app.screens(), screen), fullscreen=not args.windowed)
    code = app.exec()
    if poll_timer is not None:
        poll_timer.stop()
    if isinstance(feed, LibraryClockFeed):
        feed.close()
    return int(code)
