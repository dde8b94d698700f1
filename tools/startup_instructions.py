"""Instructions to the director's first paint, phase by phase, counted by valgrind (callgrind).

Wall time on these machines varies by a third from run to run; the instructions a start runs
vary by well under 1% (the hash seed fixed). So a change to the start-up is judged here first,
then confirmed in benchmarks/bench_startup.py's paired runs. Each phase boundary calls
os.getpgrp(), and callgrind (--dump-before=getpgrp) writes the count so far: no Python-level
profiler runs, nothing but the marks is added.

    python tools/startup_instructions.py [--checkout DIR] [--floor]

`--checkout DIR`: the director of another checkout (e.g. `git archive COMMIT | tar -x -C DIR`).
`--floor`: bench_startup's floor program instead, as a whole (both carry bench_startup's probe,
so their totals compare). Needs valgrind (Debian package).
Each run takes ~20 s. Prints millions of instructions per phase and in all, on the main thread
(callgrind --separate-threads; other threads' work is printed apart).
"""

from __future__ import annotations

import argparse
import glob
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

# Run in the child: a mark on each side of the director's phases (those its code has: another
# checkout may lack some), each named in the file $MARKS_FILE in order, then the CLI.
CHILD = r"""
import builtins, importlib.abc, importlib.util, os, sys
sys.path.insert(0, os.getcwd())
names = open(os.environ["MARKS_FILE"], "w", buffering=1)
def mark(name):
    names.write(name + "\n")
    os.getpgrp()
WRAP = {
    "dealer_assist.commands.director": ["run"],
    "dealer_assist.qt_import": ["load_qt"],
    "dealer_assist.app": ["build_director"],
    "dealer_assist.ui.director.director_window": [("DirectorWindow", "__init__")],
    "dealer_assist.ui.tv.clock_view": [("ClockView", "paintEvent")],
}
def wrap(owner, name):
    real = getattr(owner, name, None)
    if real is None:
        return
    def marked(*args, **kwargs):
        mark(">" + name)
        try:
            return real(*args, **kwargs)
        finally:
            mark("<" + name)
    setattr(owner, name, marked)
class Marks(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name not in WRAP:
            return None
        sys.meta_path.remove(self)
        try:
            spec = importlib.util.find_spec(name)
        finally:
            sys.meta_path.insert(0, self)
        load = spec.loader.exec_module
        def exec_module(module):
            if name == "dealer_assist.app":
                mark(">app")
            load(module)
            if name == "dealer_assist.app":
                mark("<app")
            for item in WRAP[name]:
                if isinstance(item, tuple):
                    wrap(getattr(module, item[0]), item[1])
                else:
                    wrap(module, item)
        spec.loader.exec_module = exec_module
        return spec
sys.meta_path.insert(0, Marks())
real_print = builtins.print
def print_then_exit(*args, **kwargs):
    if args and str(args[0]).startswith("first-paint"):
        os._exit(0)
    return real_print(*args, **kwargs)
builtins.print = print_then_exit
mark("start")
from dealer_assist.cli import main
sys.exit(main(sys.argv[1:]))
"""

# Each phase ends at the first of its marks met (a mark's first crossing), in this order; a
# phase whose mark is not met is folded into the next one.
PHASES = (
    ("python", "start", "the interpreter and site"),
    ("cli", ">run", "the command line, msgspec"),
    ("core", ">load_qt", "the Qt-free layers loaded before Qt"),
    ("pyside", "<load_qt", "PySide6's QtCore, QtGui, QtWidgets"),
    ("window modules", "<app", "dealer_assist.app and the window's modules (Qt's namespace too)"),
    ("qapplication", ">build_director", "QApplication, signals"),
    ("open", ">__init__", "the tournament opened (its session, or its summary)"),
    ("window", "<__init__", "DirectorWindow built"),
    ("show", ">paintEvent", "shown, laid out, polished, until its clock paints"),
    ("paint", "<paintEvent", "the clock's paint"),
)


def phase_totals(marks: list[str], counts: list[int]) -> dict[str, int] | None:
    """Instructions per phase: dump i is the work before mark i (callgrind dumps before each
    mark), the last dump the work after the last mark (the rest of the paint)."""
    if len(counts) != len(marks) + 1 or "<paintEvent" not in marks:
        return None
    ends: dict[str, int] = {}
    for index, name in enumerate(marks):
        ends.setdefault(name, index)
    totals: dict[str, int] = {}
    done = 0
    for phase, end_mark, _ in PHASES:
        end = ends.get(end_mark)
        if end is None or end < done:
            continue
        totals[phase] = sum(counts[done : end + 1])
        done = end + 1
    totals["after the clock"] = sum(counts[done:])
    return totals


def summary(path: str) -> int:
    with open(path, encoding="utf-8") as dump:
        for line in dump:
            if line.startswith("summary:"):
                return int(line.split()[1])
    return 0


def count(
    command: list[str], cwd: Path, env: dict[str, str], folder: Path
) -> tuple[list[int], int]:
    """The main thread's instructions between the marks, and all other threads' in all (work
    another core may do meanwhile, off the way to the paint)."""
    out = folder / "cg"
    subprocess.run(
        ["valgrind", "--tool=callgrind", "--separate-threads=yes", "--dump-before=getpgrp",
         f"--callgrind-out-file={out}"]
        + command,
        cwd=cwd,
        env=env,
        check=False,
        capture_output=True,
    )  # fmt: skip

    def dump_number(path: str) -> int:  # cg.N-TT is dump N; cg-TT, the last, after every mark
        name = Path(path).name
        return int(name.split(".")[1].split("-")[0]) if "." in name else 1 << 30

    main_thread = sorted(glob.glob(f"{out}*-01"), key=dump_number)
    others = [p for p in glob.glob(f"{out}*-*") if not p.endswith("-01")]
    return [summary(p) for p in main_thread], sum(summary(p) for p in others)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--checkout", type=Path, default=ROOT)
    parser.add_argument("--floor", action="store_true", help="the floor program instead")
    options = parser.parse_args()
    import bench_startup as bench

    with tempfile.TemporaryDirectory() as scratch_name:
        scratch = Path(scratch_name)
        journal = bench.make_tournament(scratch / "data", 0, False)
        env = bench.env_for(scratch)
        env.update(PYTHONHASHSEED="0", DEALER_ASSIST_EXIT_AFTER_FIRST_PAINT="1")
        if options.floor:
            floor = bench.FLOOR_WINDOW.replace("painter.end()", "painter.end(); os._exit(0)")
            command = [sys.executable, "-c", "import os\n" + floor, str(journal)]
            counts, elsewhere = count(command, options.checkout, env, scratch)
            print(f"floor program to its paint: {sum(counts) / 1e6:,.1f} M instructions")
            print(f"{elsewhere / 1e6:9,.1f} M  on other threads")
            return 0
        data_dir = str(scratch / "data")
        # bench_startup's probe too, as the floor program has it: the two totals compare.
        child = bench.PROBE + CHILD
        command = [sys.executable, "-c", child, "--data-dir", data_dir, "director"]
        # Once as a person would, first: the checkout writes its bytecode, and on closing its
        # own snapshot (another checkout's fold version ignores the one the journal was made
        # with, and would replay it all in the count).
        warm_up = [sys.executable, "-m", "dealer_assist", "--data-dir", data_dir, "director"]
        subprocess.run(warm_up, cwd=options.checkout, env=env, capture_output=True, timeout=120)
        env["MARKS_FILE"] = str(scratch / "marks")
        counts, elsewhere = count(command, options.checkout.resolve(), env, scratch)
        marks = (scratch / "marks").read_text(encoding="utf-8").split()
    totals = phase_totals(marks, counts)
    if totals is None:
        print(f"the director did not reach its first paint ({len(counts)} dumps)")
        return 1
    words = {phase: text for phase, _, text in PHASES}
    words["after the clock"] = "the rest of the window's paint"
    for phase, value in totals.items():
        print(f"{value / 1e6:9,.1f} M  {phase:16s} {words.get(phase, '')}")
    print(f"{sum(counts) / 1e6:9,.1f} M  in all, to the first paint (the main thread)")
    print(f"{elsewhere / 1e6:9,.1f} M  on other threads meanwhile (another core's)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
