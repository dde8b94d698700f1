"""The largest inputs the command line accepts stay cheap: a 500-character question (the most
`rules` takes) and `structure check` of 8,000 periods.

Run: python benchmarks/bench_input_sizes.py [--rounds N]

Each figure is compared with a baseline measured in the same run, alternated round by round,
and the ratio is taken per round (median, then the range):
- questions: a 500-character question against a typical one ("boxed card on the flop"),
  caches emptied before every search (the worst case: nothing seen before); and a 100,000-
  character question through the search API (the GUI's rulings pane), which reads only the
  first 500 characters, against the 500-character one;
- structures: `structure check` of 8,000 periods against 80 periods times 100 (1.0 is linear
  growth), and against tomllib alone reading the same file.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import statistics
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dealer_assist import cli  # noqa: E402
from dealer_assist.rulings import RulingsIndex  # noqa: E402
from dealer_assist.rulings.index import MAX_QUERY_CHARS  # noqa: E402

TYPICAL = "boxed card on the flop"
JARGON = "dead button straddle odd chip side pot string bet boxed card misdeal rabbit hunt "
TYPOS = "misdeel strnig sidepot deadbutton raize shwo chopp splashd oversize chipp "
LARGE, SMALL = 8000, 80
REPEATS = 5  # timings per figure per round; the round keeps their median


def main() -> int:
    parser = argparse.ArgumentParser(description="largest accepted inputs vs baselines")
    parser.add_argument("--rounds", type=int, default=7, help="alternated rounds (7)")
    rounds = parser.parse_args().rounds
    questions(rounds)
    print()
    structures(rounds)
    return 0


# -- questions -----------------------------------------------------------------------------------


def questions(rounds: int) -> None:
    index = RulingsIndex.load()
    cases = {
        "typical question": TYPICAL,
        "500 chars of jargon": (JARGON * 10)[:MAX_QUERY_CHARS],
        "500 chars of typos": (TYPOS * 10)[:MAX_QUERY_CHARS],
        "one 500-char word": "b" * MAX_QUERY_CHARS,
        "100,000 chars (API)": JARGON * 1300,
    }
    assert len(cases["100,000 chars (API)"]) > 100_000

    def cold(query: str) -> Callable[[], object]:
        def search() -> object:
            index._cache.clear()  # the worst case: no word seen before
            index.speller._cache.clear()
            return index.search(query, limit=5)

        return search

    times = _alternate({name: cold(query) for name, query in cases.items()}, rounds)
    _print_times(times, "search, cold caches")
    base = times["typical question"]
    for name in ("500 chars of jargon", "500 chars of typos", "one 500-char word"):
        _print_ratio(f"{name} / typical question", times[name], base)
    _print_ratio(
        "100,000 chars (API) / 500 chars of jargon",
        times["100,000 chars (API)"],
        times["500 chars of jargon"],
    )


# -- structures ----------------------------------------------------------------------------------


def structures(rounds: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        large = Path(folder) / "large.toml"
        small = Path(folder) / "small.toml"
        large.write_text(structure_toml(LARGE), encoding="utf-8")
        small.write_text(structure_toml(SMALL), encoding="utf-8")
        text = large.read_text(encoding="utf-8")
        times = _alternate(
            {
                f"check {SMALL} periods": lambda: _check(small),
                f"check {LARGE:,} periods": lambda: _check(large),
                f"tomllib {LARGE:,} periods": lambda: tomllib.loads(text),
            },
            rounds,
        )
    _print_times(times, f"`structure check` in process ({len(text) // 1024} KiB file)")
    check_large = times[f"check {LARGE:,} periods"]
    scaled = [t * LARGE / SMALL for t in times[f"check {SMALL} periods"]]
    _print_ratio(f"check {LARGE:,} / ({SMALL} x {LARGE // SMALL})", check_large, scaled)
    bare = times[f"tomllib {LARGE:,} periods"]
    _print_ratio(f"check {LARGE:,} / tomllib alone", check_large, bare)


def _check(path: Path) -> None:
    """`dealer-assist structure check FILE`, its table printed to nowhere."""
    with contextlib.redirect_stdout(io.StringIO()):
        code = cli.main(["structure", "check", str(path)])
    assert code == 0, code


def structure_toml(periods: int) -> str:
    """A valid structure of `periods` periods (a break every tenth, a level last)."""
    out = ["schema_version = 1", 'name = "Marathon"', "starting_stack = 10000"]
    out += ["", "[[chips]]", "value = 25", 'colour = "green"']
    for i in range(periods):
        out += ["", "[[period]]"]
        if i % 10 == 9 and i != periods - 1:
            out += ['kind = "break"', "duration_min = 10"]
        else:
            blind = 25 * (i + 1)
            out += ['kind = "level"', f"small_blind = {blind}", f"big_blind = {2 * blind}"]
            out.append("duration_min = 20")
    return "\n".join(out) + "\n"


# -- timing --------------------------------------------------------------------------------------


def _alternate(runs: dict[str, Callable[[], object]], rounds: int) -> dict[str, list[float]]:
    """Seconds per run: each round times every case in turn (median of REPEATS), so a busy
    moment of the machine falls on all of them alike."""
    times: dict[str, list[float]] = {name: [] for name in runs}
    for _ in range(rounds):
        for name, run in runs.items():
            samples = []
            for _ in range(REPEATS):
                started = time.perf_counter()
                run()
                samples.append(time.perf_counter() - started)
            times[name].append(statistics.median(samples))
    return times


def _print_times(times: dict[str, list[float]], title: str) -> None:
    print(f"{title}: median ms over {len(next(iter(times.values())))} rounds")
    for name, samples in times.items():
        print(f"  {name:<26} {statistics.median(samples) * 1000:10.2f} ms")


def _print_ratio(label: str, numerator: list[float], denominator: list[float]) -> None:
    ratios = [n / d for n, d in zip(numerator, denominator, strict=True)]
    print(
        f"  ratio {label:<44} x{statistics.median(ratios):7.2f}"
        f"  (rounds: {min(ratios):.2f}..{max(ratios):.2f})"
    )


if __name__ == "__main__":
    raise SystemExit(main())
