"""The tournament library lists, opens and archives journals, using only the files themselves."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from helpers.journal_events import Note

from dealer_assist import paths
from dealer_assist.store.journal import SCHEMA_VERSION, Journal, JournalError
from dealer_assist.store.library import TournamentLibrary, slugify


class FakeClock:
    """Wall time for the library, moved by hand."""

    def __init__(self, now_ms: int = 1_000) -> None:
        self.now_ms = now_ms

    def __call__(self) -> int:
        self.now_ms += 1
        return self.now_ms


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def library(tmp_path: Path, clock: FakeClock) -> TournamentLibrary:
    return TournamentLibrary(tmp_path / "tournaments", clock_ms=clock)


def test_create_makes_a_journal_named_by_slug_and_short_id(library: TournamentLibrary) -> None:
    info = library.create("  Friday   Deepstack #3 ", {"house_book": "applewood"})
    assert info.name == "Friday Deepstack #3"
    assert info.path.parent == library.root
    assert info.path.name == f"friday-deepstack-3-{info.id[:8]}.sqlite"
    assert info.meta["house_book"] == "applewood"
    assert info.event_count == 0 and not info.archived and info.problem is None
    with library.open(info.id) as journal:
        assert journal.journal_id == info.id
        assert journal.meta["name"] == "Friday Deepstack #3"


def test_the_same_name_twice_gives_two_tournaments(library: TournamentLibrary) -> None:
    a = library.create("Sunday")
    b = library.create("Sunday")
    assert a.id != b.id and a.path != b.path
    assert len(library.list()) == 2


def test_a_tournament_needs_a_name(library: TournamentLibrary) -> None:
    with pytest.raises(ValueError, match="needs a name"):
        library.create("   ")


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("Friday Deepstack #3", "friday-deepstack-3"),
        ("Ünïcödé Cup", "unicode-cup"),
        ("###", "tournament"),
        ("a" * 80, "a" * 40),
        ("../../etc/passwd", "etc-passwd"),
    ],
)
def test_slugify_makes_safe_file_names(name: str, slug: str) -> None:
    assert slugify(name) == slug


def test_list_is_most_recently_used_first(library: TournamentLibrary, clock: FakeClock) -> None:
    a = library.create("Alpha")
    b = library.create("Bravo")
    assert [i.name for i in library.list()] == ["Bravo", "Alpha"]
    with library.open(a.id) as journal:  # opening counts as use, once replayed and noted
        library.note_opened(journal)
    assert [i.name for i in library.list()] == ["Alpha", "Bravo"]
    with library.open(b.id) as journal:  # so does a newer event
        journal.append(Note(event_id="x", at_ms=clock.now_ms + 1000, n=0))
    listed = library.list()
    assert [i.name for i in listed] == ["Bravo", "Alpha"]
    assert listed[0].updated_ms == clock.now_ms + 1000
    assert listed[0].event_count == 1
    assert library.most_recent() == listed[0]


def test_archived_tournaments_are_hidden_until_unarchived(library: TournamentLibrary) -> None:
    a = library.create("Alpha")
    b = library.create("Bravo")
    assert library.archive(b.id).archived
    assert [i.name for i in library.list()] == ["Alpha"]
    assert {i.name: i.archived for i in library.list(include_archived=True)} == {
        "Alpha": False,
        "Bravo": True,
    }
    assert library.most_recent() is not None and library.most_recent().id == a.id
    library.unarchive(b.id)
    assert {i.name for i in library.list()} == {"Alpha", "Bravo"}


def test_open_by_id_prefix_file_name_or_path(library: TournamentLibrary) -> None:
    info = library.create("Alpha")
    for key in (info.id, info.id[:6].upper(), info.path.name, info.path, str(info.path)):
        with library.open(key) as journal:
            assert journal.journal_id == info.id
    with pytest.raises(JournalError, match="too short"):
        library.open(info.id[:2])
    with pytest.raises(JournalError, match="no tournament with id"):
        library.open("ffffffffff" if not info.id.startswith("ff") else "0000000000")
    with pytest.raises(JournalError, match="no tournament journal at"):
        library.open("missing.sqlite")


def test_an_ambiguous_id_prefix_lists_the_candidates(library: TournamentLibrary) -> None:
    library.root.mkdir(parents=True)
    for journal_id, name in (("abcd1111" * 4, "One"), ("abcd2222" * 4, "Two")):
        meta = {"name": name}
        Journal.open(
            library.root / f"{name}.sqlite", True, initial_meta=meta, journal_id=journal_id
        ).close()
    with pytest.raises(JournalError, match=r"ambiguous: .*\(One\).*\(Two\)"):
        library.open("abcd")
    with library.open("abcd2") as journal:
        assert journal.meta["name"] == "Two"


def test_a_damaged_or_newer_file_is_listed_with_its_problem_not_hidden(
    library: TournamentLibrary,
) -> None:
    good = library.create("Good")
    broken = library.create("Broken")
    newer = library.create("Newer")
    broken.path.write_bytes(b"not a database any more")
    conn = sqlite3.connect(newer.path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    listed = {i.path.name: i for i in library.list()}
    assert len(listed) == 3
    assert listed[good.path.name].problem is None
    assert "not a Dealer Assist journal" in (listed[broken.path.name].problem or "")
    assert listed[newer.path.name].name == "Newer"
    assert "newer Dealer Assist" in (listed[newer.path.name].problem or "")
    # The damaged file was written last: it stays the most recent, never passed over for Good.
    assert library.most_recent() is not None and library.most_recent().path == broken.path
    with pytest.raises(JournalError, match="newer Dealer Assist"):
        library.open(newer.id)


def test_the_folder_is_the_library_no_index_to_lose(
    library: TournamentLibrary, tmp_path: Path, clock: FakeClock
) -> None:
    info = library.create("Travelling")
    library.archive(info.id)
    elsewhere = TournamentLibrary(tmp_path / "other", clock_ms=clock)
    elsewhere.root.mkdir()
    shutil.copy(info.path, elsewhere.root / info.path.name)
    (moved,) = elsewhere.list(include_archived=True)
    assert (moved.id, moved.name, moved.archived) == (info.id, "Travelling", True)
    assert not (library.root / "index").exists()


def test_a_missing_folder_is_an_empty_library(tmp_path: Path) -> None:
    library = TournamentLibrary(tmp_path / "nowhere")
    assert library.list() == []
    assert library.most_recent() is None


def test_the_default_root_is_the_data_dirs_tournaments_folder() -> None:
    library = TournamentLibrary(paths.tournaments_dir())
    info = library.create("Default")
    assert info.path.parent == paths.tournaments_dir()
    assert [i.id for i in library.list()] == [info.id]
    with Journal.open(info.path, read_only=True) as journal:
        assert journal.meta["name"] == "Default"
