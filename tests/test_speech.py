"""Spoken announcements ([9/13]): said in order after the chime with Qt's mock engine; a
machine with no engine says why, in words a director can act on."""

from __future__ import annotations

from dealer_assist.core.clock.announcements import Announcement, Spoken
from dealer_assist.ui.tv.speech import Speaker


def _said(texts: list[str]) -> list[Announcement]:
    return [Announcement(Spoken.LEVEL, n, text) for n, text in enumerate(texts)]


def test_announcements_are_said_in_order_after_the_chime(qtbot) -> None:
    speaker = Speaker("mock")
    assert speaker.available and speaker.problem is None
    heard: list[str] = []
    speaker.spoken.connect(heard.append)
    speaker.announce(
        _said(["Level 2. Blinds 50 and 100.", "Rebuys close at the end of this level."])
    )
    assert heard == []  # the chime rings first
    qtbot.waitUntil(lambda: len(heard) == 2, timeout=15_000)
    assert heard == ["Level 2. Blinds 50 and 100.", "Rebuys close at the end of this level."]


def test_switched_off_it_says_nothing(qtbot) -> None:
    speaker = Speaker("mock")
    speaker.enabled = False
    heard: list[str] = []
    speaker.spoken.connect(heard.append)
    speaker.announce(_said(["Level 2."]), after_chime=False)
    qtbot.wait(300)
    assert heard == []


def test_no_engine_is_told_with_what_to_install(qtbot) -> None:
    speaker = Speaker("no-such-engine")
    assert not speaker.available
    assert "no speech engine is installed" in (speaker.problem or "")
    speaker.announce(_said(["Level 2."]))  # nothing happens, nothing breaks


def test_the_tv_clock_speaks_its_moments_once_and_not_stale_ones(qtbot) -> None:
    """A ClockView with a speaker says a level change as it happens, once."""
    import textwrap

    from dealer_assist.app_clock import MemoryClockFeed
    from dealer_assist.ui.tv.clock_view import ClockView

    structure = textwrap.dedent(
        """
        schema_version = 1
        name = "Night"
        starting_stack = 5000

        [[chips]]
        value = 25
        colour = "green"

        [[period]]
        kind = "level"
        small_blind = 25
        big_blind = 50
        duration_min = 2

        [[period]]
        kind = "level"
        small_blind = 50
        big_blind = 100
        duration_min = 2
        """
    )
    now = [1_800_000_000_000]
    feed = MemoryClockFeed.running("Night", structure, lambda: now[0])
    view = ClockView(feed)
    qtbot.addWidget(view)

    class Ear:
        heard: list[str] = []

        def announce(self, announcements) -> None:
            self.heard += [a.words for a in announcements]

    view.speaker = Ear()
    view.refresh()
    now[0] += 119_000
    view.refresh()
    assert Ear.heard == []
    now[0] += 2_000  # level 2 began a second ago
    view.refresh()
    view.refresh()
    assert Ear.heard == ["Level 2. Blinds 50 and 100, from the next deal."]
    now[0] += 10 * 60_000  # woken long after the last level's moments: nothing read out
    view.refresh()
    assert Ear.heard == ["Level 2. Blinds 50 and 100, from the next deal."]


def test_the_director_turns_spoken_announcements_on_for_the_tv(qtbot, tmp_path) -> None:
    from dealer_assist.app import build_director

    window = build_director(tmp_path, demo=True)
    qtbot.addWidget(window)
    window.speech_engine = "no-such-engine"
    assert not window.toggle_speech(True)
    assert not window.menus.speech_action.isChecked()
    assert "no speech engine is installed" in window.statusBar().currentMessage()
    window.speech_engine = "mock"
    assert window.toggle_speech(True)
    tv = window.open_tv_clock()
    assert tv.view.speaker is not None
    window.toggle_speech(False)
    assert tv.view.speaker is None
    tv.close()
    window.qsession.close()


def test_each_kind_of_announcement_is_chosen_on_or_off_in_the_director(qtbot, tmp_path) -> None:
    from dealer_assist.app import build_director
    from dealer_assist.core.clock.announcements import DEFAULT_ON, Spoken

    window = build_director(tmp_path, demo=True)
    qtbot.addWidget(window)
    window.speech_engine = "mock"
    window.toggle_speech(True)
    tv = window.open_tv_clock()
    assert tv.view.spoken_kinds == DEFAULT_ON
    window.menus.spoken_actions[Spoken.ONE_MINUTE].setChecked(True)
    window.menus.spoken_actions[Spoken.LEVEL].setChecked(False)
    assert Spoken.ONE_MINUTE in tv.view.spoken_kinds and Spoken.LEVEL not in tv.view.spoken_kinds
    tv.close()
    window.qsession.close()
