"""The rulings index cache: keyed by the books' content, never stale, never in the way; and a
`rules` process imports only what answering needs."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import platformdirs
import pytest

from dealer_assist.rulings import RulingsIndex, cache
from dealer_assist.rulings.library import load_situations, source_files

QUESTIONS = ("boxed card", "who gets the odd chip when we chop", "strddle", "mis deal")


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(cache.CACHE_DIR_ENV, str(tmp_path / "cache"))
    return tmp_path / "cache"


def answers(index: RulingsIndex) -> list[list[tuple[str, float]]]:
    return [[(h.rule.id, h.score) for h in index.search(q, limit=5)] for q in QUESTIONS]


def test_the_cache_dir_is_platformdirs_user_cache_dir(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(cache.CACHE_DIR_ENV, raising=False)
    for xdg in (None, "/tmp/xdg-cache-test", "  "):
        if xdg is None:
            monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
        else:
            monkeypatch.setenv("XDG_CACHE_HOME", xdg)
        expected = platformdirs.user_cache_dir("dealer-assist", appauthor=False)
        assert cache.cache_dir() == expected
    monkeypatch.setenv(cache.CACHE_DIR_ENV, "/somewhere/else")
    assert cache.cache_dir() == "/somewhere/else"


def test_a_second_load_reads_the_cache_and_answers_the_same(cache_home: Path) -> None:
    built = RulingsIndex.load()
    assert built.origin == "built"
    assert Path(cache.cache_file()).is_file()
    kept = RulingsIndex.load()
    assert kept.origin == "cached"
    assert answers(kept) == answers(built)
    assert kept.library.rules.keys() == built.library.rules.keys()
    assert kept.topic("straddle") == built.topic("straddle")
    assert kept.sections("applewood") == built.sections("applewood")
    assert kept.plan("stradle alowed") == built.plan("stradle alowed")


def test_an_edited_book_is_never_answered_from_the_old_index(
    cache_home: Path, tmp_path: Path
) -> None:
    """The cache records its source files and their content; change one and it is refused."""
    copies = []
    for path in source_files():
        copy = tmp_path / "books" / Path(path).name
        copy.parent.mkdir(exist_ok=True)
        shutil.copy(path, copy)
        copies.append(str(copy))
    index = RulingsIndex.load(use_cache=False)
    target = str(cache_home / "index.marshal")
    cache.write(target, copies, cache.checksum(copies), index._data)
    assert cache.read(target) is not None
    book = Path(copies[0])
    book.write_text(book.read_text(encoding="utf-8") + "\n# an edit\n", encoding="utf-8")
    assert cache.read(target) is None
    book.unlink()
    assert cache.read(target) is None  # a source gone: rebuilt, never a crash


def test_a_damaged_or_foreign_cache_file_is_rebuilt(cache_home: Path) -> None:
    path = Path(cache.cache_file())
    path.parent.mkdir(parents=True)
    for junk in (b"", b"not marshal at all", b"\xe9" * 100):
        path.write_bytes(junk)
        index = RulingsIndex.load()
        assert index.origin == "built" and answers(index)
        assert RulingsIndex.load().origin == "cached"  # and the good one was written back


def test_a_cache_folder_that_cannot_be_written_only_costs_the_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way", encoding="utf-8")
    monkeypatch.setenv(cache.CACHE_DIR_ENV, str(blocker / "cache"))
    assert RulingsIndex.load().origin == "built"
    assert RulingsIndex.load().origin == "built"
    assert not list(tmp_path.glob("**/*.tmp"))


def test_every_rule_that_settles_something_carries_its_situations() -> None:
    index = RulingsIndex.load()
    situations = load_situations()
    bare = {r.id for r in index.rules() if not situations.get(r.id)}
    assert bare == {"ubetcha/final-words/2"}  # "Good Luck & Good Cards!"


@pytest.mark.slow
def test_a_rules_process_imports_only_what_answering_needs(cache_home: Path) -> None:
    """No TOML parser, SQLite, dataclasses, typing, pathlib, platformdirs or logging once the
    index is cached: together they would double the `rules` command's start-up."""
    script = (
        "import sys\n"
        "from dealer_assist.cli import main\n"
        "code = main(['rules', 'he splashed the pot', '--book', 'ubetcha'])\n"
        "heavy = ('tomllib', 'sqlite3', 'dataclasses', 'typing', 'pathlib', 'platformdirs',\n"
        "         'logging', 'json', 'difflib', 'PySide6')\n"
        "print('LOADED', ','.join(m for m in heavy if m in sys.modules), code)\n"
    )
    env = dict(os.environ, **{cache.CACHE_DIR_ENV: str(cache_home)})
    run = [sys.executable, "-c", script]
    first = subprocess.run(run, env=env, capture_output=True, text=True, check=True)
    assert first.stdout.strip().endswith(" 0")  # the first run builds (and may import more)
    second = subprocess.run(run, env=env, capture_output=True, text=True, check=True)
    loaded = second.stdout.strip().splitlines()[-1]
    assert loaded == "LOADED  0", second.stdout


def test_an_index_built_while_its_code_changed_is_not_kept_as_the_new_code_s(
    cache_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The code's checksum is taken before the build: an edit meanwhile rebuilds next time."""
    from dealer_assist.rulings import index as index_module

    code = tmp_path / "builder.py"
    code.write_text("first")
    monkeypatch.setattr(cache, "code_files", lambda: [str(code)])
    build = index_module.build_data

    def edited_during_the_build(*args):  # type: ignore[no-untyped-def]
        code.write_text("edited during the build")
        return build(*args)

    monkeypatch.setattr(index_module, "build_data", edited_during_the_build)
    RulingsIndex.load()
    assert cache.read(cache.cache_file()) is None
    monkeypatch.setattr(index_module, "build_data", build)
    RulingsIndex.load()  # built by the code as it is now: kept
    assert cache.read(cache.cache_file()) is not None


def test_writing_an_index_removes_the_stale_ones_beside_it(
    cache_home: Path, tmp_path: Path
) -> None:
    """Old layouts, other formats of this installation, copies whose package is gone and a
    crashed writer's leftovers go; the current index and another live installation's stay."""
    folder = cache_home / "rulings"
    folder.mkdir(parents=True)
    package, runtime = cache._installation()
    elsewhere = tmp_path / "another-checkout"
    elsewhere.mkdir()

    def kept_file(name: str, header: bytes) -> Path:
        path = folder / name
        path.write_bytes(header + b"marshalled index")
        return path

    stale = [
        kept_file("index-00000001.marshal", b""),  # before files had a header
        kept_file("index-00000002.marshal", cache._header(cache.FORMAT - 1, runtime, package)),
        kept_file("index-00000003.marshal", cache._header(cache.FORMAT, runtime, "/gone/pkg")),
    ]
    crashed = folder / "index-00000004.marshal.123.tmp"
    crashed.write_bytes(b"half")
    os.utime(crashed, (0, 0))
    live = [
        kept_file("index-00000005.marshal", cache._header(cache.FORMAT, runtime, str(elsewhere))),
        kept_file("index-00000006.marshal", cache._header(3, "3.99-4-big", package)),
    ]
    writing = folder / "index-00000007.marshal.456.tmp"  # another writer, just now
    writing.write_bytes(b"half")
    unrelated = folder / "notes.txt"
    unrelated.write_text("not ours")

    assert RulingsIndex.load().origin == "built"
    left = set(folder.iterdir())
    assert not left & {*stale, crashed}
    assert {*live, writing, unrelated, Path(cache.cache_file())} == left
    assert RulingsIndex.load().origin == "cached"
