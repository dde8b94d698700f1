"""What the value classes the director imports before its first paint cost to define.

Each of them (the clock's structure, anchor and reading, house rules, seating, the journal's
and library's records...) is defined again from its own source, two ways:
- as the frozen slotted dataclass it was (the same body under `@dataclass`: the baseline);
- as the frozen msgspec Struct it is now.
Rounds alternate which goes first; milliseconds for the whole set, the ratio per round and its
median.

    python benchmarks/bench_state_classes.py [--rounds 7]
"""

from __future__ import annotations
import __future__

import argparse
import dataclasses
import inspect
import re
import statistics
import sys
import textwrap
import time
from pathlib import Path
from types import CodeType
from typing import Any

import msgspec

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout

from dealer_assist import device_settings  # noqa: E402
from dealer_assist.core import cards, clock_commands, file_input  # noqa: E402
from dealer_assist.core.clock import alerts, announcements, clock, structure  # noqa: E402
from dealer_assist.core.rules import house_rules  # noqa: E402
from dealer_assist.core.seating import balancing, seating_plan  # noqa: E402
from dealer_assist.store import ack_mark, backups, held_files, journal, library  # noqa: E402

CLASSES: tuple[type[msgspec.Struct], ...] = (
    *(structure.ChipDenomination, structure.Level, structure.Break, structure.RebuyWindow),
    *(structure.AddOnWindow, structure.Structure, clock.ClockAnchor, clock.ClockReading),
    *(alerts.Alert, announcements.Announcement, clock_commands.ClockCommand),
    *(house_rules.Citation, house_rules.HouseRules, cards.Card, file_input.TooLong),
    *(seating_plan.SeatRef, seating_plan.TableSeats, seating_plan.Move, seating_plan.SeatingPlan),
    *(balancing.FinalTable, balancing.BalancePlan, balancing.ButtonDraw),
    *(device_settings.DeviceSettings, ack_mark.AckMark, held_files._Held),
    *(journal.JournalRecord, journal.JournalInfo, library.TournamentInfo, backups.Backup),
)


_HEADER = re.compile(r"^class (\w+)\(msgspec\.Struct((?:, \w+=True)*)\):", re.MULTILINE)


def _sources(cls: type) -> tuple[CodeType, CodeType]:
    """The class statement as written (a Struct), and the same body as the frozen slotted
    dataclass it was; both compiled as its module is (postponed annotations)."""
    struct_source = textwrap.dedent(inspect.getsource(cls))
    header = _HEADER.search(struct_source)
    assert header is not None, cls
    options = header.group(2)  # ", frozen=True, order=True" or none
    dataclass_source = _HEADER.sub(
        f"@dataclasses.dataclass(slots=True{options})\nclass \\1:",
        struct_source,
        count=1,
    ).replace("msgspec.field(", "dataclasses.field(")
    flags = __future__.annotations.compiler_flag
    return (
        compile(dataclass_source, f"<{cls.__name__} as a dataclass>", "exec", flags, True),
        compile(struct_source, f"<{cls.__name__} as a Struct>", "exec", flags, True),
    )


def _define_all(codes: list[tuple[CodeType, dict[str, Any]]]) -> float:
    start = time.perf_counter()
    for code, namespace in codes:
        exec(code, namespace)  # noqa: S102 (our own classes' source)
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    dataclasses_codes, struct_codes = [], []
    for cls in CLASSES:
        # A copy of its module's names: the class defined again does not replace the real one.
        namespace = {**vars(sys.modules[cls.__module__]), "dataclasses": dataclasses}
        as_dataclass, as_struct = _sources(cls)
        dataclasses_codes.append((as_dataclass, namespace))
        struct_codes.append((as_struct, namespace))
    _define_all(dataclasses_codes)  # warm: first use of each code path
    _define_all(struct_codes)
    print(f"{len(CLASSES)} class statements per round, ms for the set")
    ratios = []
    for number in range(args.rounds):
        if number % 2:
            struct_ms = _define_all(struct_codes)
            dataclass_ms = _define_all(dataclasses_codes)
        else:
            dataclass_ms = _define_all(dataclasses_codes)
            struct_ms = _define_all(struct_codes)
        ratios.append(dataclass_ms / struct_ms)
        print(
            f"round {number + 1}: dataclasses {dataclass_ms:6.2f} ms, "
            f"Structs {struct_ms:5.2f} ms, {ratios[-1]:4.1f}x"
        )
    print(f"median: Structs define {statistics.median(ratios):.1f}x faster than the dataclasses")


if __name__ == "__main__":
    main()
