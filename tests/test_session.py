"""A Session replays its journal, then journals, applies and notifies each new event once."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

import pytest
from helpers.journal_events import Note, OutOfOrder, count_in_order, numbered_note

from dealer_assist.core.events import Event
from dealer_assist.store.journal import Journal, JournalBusy, JournalError
from dealer_assist.store.session import ReplayError, Session


def _ids(state: tuple[str, ...], event: Event) -> tuple[str, ...]:
    return (*state, event.event_id)


def _session(tmp_path: Path) -> Session[int]:
    return Session.open(tmp_path / "s.sqlite", count_in_order, 0, create=True)


def test_opening_replays_the_journal_into_state(tmp_path: Path) -> None:
    with Journal.open(tmp_path / "s.sqlite", create=True) as journal:
        journal.append_many(numbered_note(n) for n in range(7))
    with Session.open(tmp_path / "s.sqlite", _ids, ()) as session:
        assert session.state == tuple(numbered_note(n).event_id for n in range(7))
        assert session.has_seen("e-000003")


def test_execute_journals_before_the_state_changes_and_listeners_hear(tmp_path: Path) -> None:
    heard: list[tuple[int, tuple[Event, ...], int]] = []
    with _session(tmp_path) as session:
        reader = Journal.open(session.journal.path, read_only=True)

        def listener(state: int, events: tuple[Event, ...]) -> None:
            # By the time anyone hears of it, the event is in the file and in the state.
            heard.append((state, events, reader.event_count))
            assert session.state == state

        session.subscribe(listener)
        assert session.execute(numbered_note(0)) == 1
        assert session.execute(numbered_note(1)) == 2
        reader.close()
    assert heard == [(1, (numbered_note(0),), 1), (2, (numbered_note(1),), 2)]


def test_an_event_id_seen_before_is_ignored(tmp_path: Path) -> None:
    heard: list[int] = []
    with _session(tmp_path) as session:
        session.subscribe(lambda state, events: heard.append(state))
        session.execute(numbered_note(0))
        assert session.execute(numbered_note(0)) == 1
        assert session.journal.event_count == 1
    # ...also after a restart: the replayed ids count as seen.
    with Session.open(tmp_path / "s.sqlite", count_in_order, 0) as session:
        session.subscribe(lambda state, events: heard.append(state))
        assert session.execute(numbered_note(0)) == 1
        assert session.execute(numbered_note(1)) == 2
    assert heard == [1, 2]


def test_an_event_the_fold_refuses_is_never_stored(tmp_path: Path) -> None:
    heard: list[int] = []
    with _session(tmp_path) as session:
        session.subscribe(lambda state, events: heard.append(state))
        session.execute(numbered_note(0))
        with pytest.raises(OutOfOrder):
            session.execute(numbered_note(5))
        assert session.state == 1
        assert session.journal.events() == [numbered_note(0)]
        assert not session.has_seen("e-000005")
    assert heard == [1]


def test_a_failed_write_leaves_the_state_and_listeners_alone(tmp_path: Path) -> None:
    with Journal.open(tmp_path / "s.sqlite", create=True):
        pass
    journal = Journal.open(tmp_path / "s.sqlite", read_only=True)
    heard: list[int] = []
    with Session(journal, count_in_order, 0) as session:
        session.subscribe(lambda state, events: heard.append(state))
        with pytest.raises(JournalError, match="read-only"):
            session.execute(numbered_note(0))
        assert session.state == 0
        assert not session.has_seen("e-000000")
    assert heard == []


def test_execute_many_is_one_change_and_drops_repeated_ids(tmp_path: Path) -> None:
    heard: list[tuple[int, tuple[Event, ...]]] = []
    with _session(tmp_path) as session:
        session.execute(numbered_note(0))
        session.subscribe(lambda state, events: heard.append((state, events)))
        notes = [numbered_note(0), numbered_note(1), numbered_note(2), numbered_note(1)]
        assert session.execute_many(notes) == 3
        assert session.journal.event_count == 3
    assert heard == [(3, (numbered_note(1), numbered_note(2)))]


def test_execute_many_stores_nothing_if_the_fold_refuses_one(tmp_path: Path) -> None:
    with _session(tmp_path) as session:
        with pytest.raises(OutOfOrder):
            session.execute_many([numbered_note(0), numbered_note(1), numbered_note(3)])
        assert session.state == 0
        assert session.journal.event_count == 0


def test_unsubscribe_and_a_failing_listener_does_not_silence_the_others(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    heard: list[str] = []

    def broken(state: int, events: tuple[Event, ...]) -> None:
        raise RuntimeError("view bug")

    with _session(tmp_path) as session:
        session.subscribe(broken)
        stop = session.subscribe(lambda state, events: heard.append(f"a{state}"))
        session.subscribe(lambda state, events: heard.append(f"b{state}"))
        with caplog.at_level(logging.ERROR, logger="dealer_assist.store.session"):
            session.execute(numbered_note(0))
        stop()
        stop()  # twice is harmless
        session.execute(numbered_note(1))
        assert session.journal.event_count == 2
    assert heard == ["a1", "b1", "b2"]
    assert "view bug" in caplog.text


def test_a_stored_event_the_fold_refuses_on_replay_names_its_seq(tmp_path: Path) -> None:
    with Journal.open(tmp_path / "s.sqlite", create=True) as journal:
        journal.append_many([numbered_note(0), numbered_note(1), numbered_note(3)])
    with pytest.raises(ReplayError, match=r"event #3 \(Note e-000003\) cannot be applied"):
        Session.open(tmp_path / "s.sqlite", count_in_order, 0)
    with Journal.open(tmp_path / "s.sqlite") as journal:  # the journal is still fine
        assert journal.event_count == 3


def test_a_second_writer_is_refused_until_the_first_closes(tmp_path: Path) -> None:
    first = _session(tmp_path)
    first.execute(numbered_note(0))
    # Two writers, each folding only its own events, could store a history the fold refuses.
    with pytest.raises(JournalBusy, match="already open in another Dealer Assist window"):
        Session.open(tmp_path / "s.sqlite", count_in_order, 0)
    with Journal.open(tmp_path / "s.sqlite", read_only=True) as reader:  # readers are welcome
        assert reader.event_count == 1
    first.close()
    with Session.open(tmp_path / "s.sqlite", count_in_order, 0) as second:
        second.execute(numbered_note(1))
        assert second.state == 2


def test_a_killed_writer_leaves_no_lock_behind(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    Journal.open(path, create=True).close()
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time\n"
            "from dealer_assist.store.journal import Journal\n"
            "journal = Journal.open(sys.argv[1])\n"
            "print('open', flush=True)\n"
            "time.sleep(60)\n",
            str(path),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "open\n"
        with pytest.raises(JournalBusy):
            Journal.open(path)
    finally:
        holder.kill()  # SIGKILL: no clean-up code runs
        holder.wait(timeout=10)
    with Journal.open(path) as journal:  # the kernel dropped the dead writer's lock
        assert journal.event_count == 0


def test_the_state_type_is_the_callers(tmp_path: Path) -> None:
    def total(state: dict[str, int], event: Event) -> dict[str, int]:
        assert isinstance(event, Note)
        return {**state, "chips": state["chips"] + sum(event.stacks)}

    with Session.open(tmp_path / "s.sqlite", total, {"chips": 0}, create=True) as session:
        session.execute(Note(event_id="a", at_ms=1, n=0, stacks=(100, 250)))
        assert session.state == {"chips": 350}


def test_a_file_system_without_flock_still_opens_with_a_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    import errno
    import fcntl

    Journal.open(tmp_path / "s.sqlite", create=True).close()

    def no_locks(_fd: int, _op: int) -> None:
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(fcntl, "flock", no_locks)
    with caplog.at_level(logging.WARNING), Journal.open(tmp_path / "s.sqlite") as journal:
        assert journal.event_count == 0
    assert "cannot be locked" in caplog.text
