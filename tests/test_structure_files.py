"""Structure files on disk: read with every problem named by line, written whole or not at all."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from dealer_assist.core.clock.structure import StructureError, parse_structure
from dealer_assist.resources import resource_path
from dealer_assist.store.files import (
    read_structure_file,
    slug,
    write_structure_file,
    write_text_atomic,
)


def test_a_written_structure_reads_back_equal(tmp_path: Path) -> None:
    original = parse_structure(resource_path("structures", "ubetcha.toml").read_text("utf-8"))
    (tmp_path / "sub").mkdir()
    target = tmp_path / "sub" / "ubetcha-copy.toml"
    write_structure_file(target, original)
    assert read_structure_file(target) == original
    assert [p.name for p in target.parent.iterdir()] == ["ubetcha-copy.toml"]  # no temp left


def test_problems_name_the_file_and_line(tmp_path: Path) -> None:
    broken = tmp_path / "broken.toml"
    broken.write_text(
        'schema_version = 1\nname = "B"\nstarting_stack = 1000\n'
        '[[chips]]\nvalue = 25\ncolour = "green"\n'
        '[[period]]\nkind = "level"\nsmall_blind = 200\nbig_blind = 150\nduration_min = 20\n',
        encoding="utf-8",
    )
    with pytest.raises(StructureError) as caught:
        read_structure_file(broken)
    assert "broken.toml:10: level 1: big blind 150 is less than small blind 200" in [
        str(p) for p in caught.value.problems
    ]


def test_missing_and_binary_files_are_one_clear_problem(tmp_path: Path) -> None:
    with pytest.raises(StructureError, match=r"^gone\.toml: cannot read: No such file"):
        read_structure_file(tmp_path / "gone.toml")
    image = tmp_path / "photo.toml"
    image.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe\x00")
    with pytest.raises(StructureError, match=r"^photo\.toml: cannot read: not a text file"):
        read_structure_file(image)


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "keep.toml"
    target.write_text("old contents\n", encoding="utf-8")

    def disk_full(_fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError, match="No space left"):
        write_text_atomic(target, "new contents\n")
    assert target.read_text(encoding="utf-8") == "old contents\n"
    assert [p.name for p in tmp_path.iterdir()] == ["keep.toml"]


def test_slug_makes_a_file_name() -> None:
    assert slug("Home game (2 h)", "structure") == "home-game-2-h"
    assert slug("!!!", "structure") == "structure"


def test_files_get_the_mode_a_plain_write_gives_and_folders_are_not_invented(
    tmp_path: Path,
) -> None:
    umask = os.umask(0o022)
    try:
        fresh = tmp_path / "fresh.toml"
        write_text_atomic(fresh, "x\n")
        assert fresh.stat().st_mode & 0o777 == 0o644  # not mkstemp's 0600
        fresh.chmod(0o640)
        write_text_atomic(fresh, "y\n")
        assert fresh.stat().st_mode & 0o777 == 0o640  # a replaced file keeps its mode
    finally:
        os.umask(umask)
    with pytest.raises(FileNotFoundError, match="No such folder"):
        write_text_atomic(tmp_path / "not" / "here.toml", "x\n")
    assert not (tmp_path / "not").exists()
