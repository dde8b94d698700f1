"""Event ids: version 4 UUIDs from the system's random bytes, read many at a time, never the
same twice: not across threads, nor in a forked child and its parent."""

from __future__ import annotations

import os
import threading
import uuid

from dealer_assist.core.events import new_event_id


def test_ids_are_version_4_uuids_in_hex_and_never_repeat() -> None:
    ids = [new_event_id() for _ in range(5000)]  # many reads of the random source
    assert len(set(ids)) == len(ids)
    for made in ids[:300]:
        parsed = uuid.UUID(made)
        assert parsed.hex == made and parsed.version == 4
        assert parsed.variant == uuid.RFC_4122


def test_threads_take_different_ids() -> None:
    taken: list[list[str]] = [[] for _ in range(4)]

    def take(into: list[str]) -> None:
        into.extend(new_event_id() for _ in range(3000))

    threads = [threading.Thread(target=take, args=(into,)) for into in taken]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    every = [made for into in taken for made in into]
    assert len(set(every)) == len(every) == 12000


def test_a_forked_child_does_not_repeat_its_parents_next_ids() -> None:
    new_event_id()  # the parent holds unread random bytes now
    read, write = os.pipe()
    child = os.fork()
    if child == 0:  # the child: its next ids, to the parent
        os.close(read)
        os.write(write, "".join(new_event_id() for _ in range(10)).encode())
        os._exit(0)
    os.close(write)
    with os.fdopen(read) as pipe:
        text = pipe.read()
    os.waitpid(child, 0)
    childs = {text[at : at + 32] for at in range(0, len(text), 32)}
    parents = {new_event_id() for _ in range(10)}
    assert len(childs) == 10 and not childs & parents
