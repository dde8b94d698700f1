"""The director's tournament as a joined station holds it: kept in its data folder (read back
after a restart, set aside when damaged) and read as the window's follower on the station's own
clock (its offset to the director's)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import msgspec
import pytest
from pytestqt.qtbot import QtBot
from test_ws_station_join import Director

from dealer_assist.core.table.station_level import tournament_level
from dealer_assist.sync.protocol import Message, Role, decode, journal_messages
from dealer_assist.sync.tournament_replica import ReplicaFollower, TournamentReplica
from dealer_assist.wall_time import system_now_ms as wall_ms

SKEW_MS = 90_000  # the station's clock runs 90 s fast (the demo's levels last 2 minutes)


@pytest.fixture
def director(qtbot: QtBot, tmp_path: Path) -> Iterator[Director]:
    made = Director(tmp_path / "director")
    yield made
    made.close()


def _messages(director: Director, after: int = 0) -> list[Message]:
    journal = director.session.journal
    records = [(r.seq, r.event) for r in journal.records(after)]
    texts = journal_messages(journal.journal_id, after, records)
    return [decode(text, sender=Role.DIRECTOR) for text in texts]


def test_a_kept_tournament_reads_back_and_goes_on(director: Director, tmp_path: Path) -> None:
    keep = tmp_path / "station" / "kept.jsonl"
    replica = TournamentReplica.kept(keep)  # nothing kept yet
    assert replica.state is None and not keep.exists()
    for message in _messages(director):
        replica.apply(message)
    held = director.session.journal.last_seq
    assert keep.stat().st_mode & 0o777 == 0o600  # player names: this user's only

    director.move("Lena", 1, 3)
    for message in _messages(director, held):
        replica.apply(message)  # appended

    again = TournamentReplica.kept(keep)
    assert again.state == director.state
    assert (again.journal_id, again.seq) == (replica.journal_id, replica.seq)
    assert again.moved_at == replica.moved_at  # the conflicts still know when he was moved


def test_a_damaged_kept_tournament_is_set_aside(director: Director, tmp_path: Path) -> None:
    keep = tmp_path / "kept.jsonl"
    replica = TournamentReplica(keep)
    for message in _messages(director):
        replica.apply(message)
    keep.write_text(keep.read_text() + '{"v":2,"type":"journal"\n')
    again = TournamentReplica.kept(keep)
    assert again.state is None and again.seq == 0  # the next hello asks for everything
    assert not keep.exists() and keep.with_name("kept.jsonl.bad").exists()
    for message in _messages(director):
        again.apply(message)  # kept afresh
    assert TournamentReplica.kept(keep).state == director.state


def test_the_follower_reads_the_directors_clock_on_the_stations(director: Director) -> None:
    replica = TournamentReplica()
    for message in _messages(director):
        replica.apply(message)
    offset = [SKEW_MS]
    follower = ReplicaFollower(replica, lambda: offset[0])
    level = tournament_level(follower.read)
    director_now = wall_ms() + 60_000  # a minute into the first level
    station_now = director_now + SKEW_MS
    shown = follower.state
    assert shown is not None
    expected = director.state.reading(director_now)
    assert shown.reading(station_now) == msgspec.structs.replace(expected, at_ms=station_now)
    assert level(station_now).text == tournament_level(lambda: director.state)(director_now).text
    # Read on the station's clock as it is, the level would already be over.
    naive = director.state.reading(station_now)
    assert naive.period_index != expected.period_index

    offset[0] = 0  # a new welcome measured it again
    assert (
        follower.state.reading(director_now).remaining_ms
        == director.state.reading(director_now).remaining_ms
    )
    replica._forget()  # starting over after a broken message: the last state stays
    assert follower.state is not None and follower.read() is follower.state
