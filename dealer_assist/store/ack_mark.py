"""The last acknowledged event's seq, kept beside a journal in a file of its own.

SQLite drops WAL frames after a bad checksum by design, so a damaged `-wal` makes a journal
come back shorter with no error. This mark, written after each commit, is how the next open
knows how many acknowledged events it should find.

It is written after the journal's fsync and not synced itself: a crash can only leave it
behind the journal (harmless), never ahead of it. A torn or foreign mark fails its checksum
and is ignored.
"""

from __future__ import annotations

import os
import zlib
from pathlib import Path

import msgspec

SUFFIX = "-ack"
RECORD_SIZE = 96  # fixed: one pwrite, well inside a disk sector


class AckMark(msgspec.Struct, frozen=True):
    journal_id: str
    seq: int


def mark_path(journal_path: Path) -> Path:
    return Path(f"{journal_path}{SUFFIX}")


def _record(mark: AckMark) -> bytes:
    body = f"dealer-assist-ack {mark.journal_id} {mark.seq}"
    line = f"{body} {zlib.crc32(body.encode()):08x}\n".encode()
    return line.ljust(RECORD_SIZE, b" ")


def read_mark(journal_path: Path) -> AckMark | None:
    """The mark beside the journal, or None if there is none or it cannot be trusted."""
    try:
        with open(mark_path(journal_path), "rb") as f:  # a file of its own: no SQLite locks
            data = f.read(RECORD_SIZE)
    except OSError:
        return None
    try:
        tag, journal_id, seq_text, crc_text = data.decode("ascii").split()
        seq = int(seq_text)
    except ValueError:
        return None
    body = f"{tag} {journal_id} {seq_text}"
    if tag != "dealer-assist-ack" or f"{zlib.crc32(body.encode()):08x}" != crc_text:
        return None
    return AckMark(journal_id, seq)


class AckWriter:
    """Keeps the mark file open for one writer: each acknowledgement is a single pwrite."""

    def __init__(self, journal_path: Path, journal_id: str) -> None:
        self._journal_id = journal_id
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
        self._fd: int | None = os.open(mark_path(journal_path), flags, 0o600)

    def write(self, seq: int) -> None:
        if self._fd is None:
            return
        record = _record(AckMark(self._journal_id, seq))
        if hasattr(os, "pwrite"):
            os.pwrite(self._fd, record, 0)
        else:
            os.lseek(self._fd, 0, os.SEEK_SET)
            os.write(self._fd, record)

    def close(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            os.close(fd)
