"""Dealer Assist ends cleanly when told to stop early or late: exit code 0 (or the signal's own
for the clock and the station, which leave SIGTERM to its default), never a crash (-11), a
hang, a traceback or a RuntimeError.

It used to crash at exit (-11) when SIGTERM came while the director's window was being built:
window_fit's filter, left on a window never shown, was called by Qt while PySide deleted that
window at Python's exit and raised; and a SIGTERM just before the event loop started was lost
(the program ran on). The first tests place the signal at those exact moments (from inside
the process); the others send real signals at spread-out moments from outside."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from dealer_assist import paths
from dealer_assist.app import FIRST_PAINT_ENV, create_tournament, structure_text
from dealer_assist.store.library import TournamentLibrary

REPO = Path(__file__).resolve().parent.parent
EXIT_TIMEOUT_S = 30
BAD_WORDS = ("Traceback", "RuntimeError", "Fatal Python error")
EARLY_S = (0.3, 0.5, 0.7, 0.9, 1.2)  # while Python, Qt and the window are still starting
LATE_S = 4.0  # the window is up and its first fitting is over (window_fit.GIVE_UP_MS is 3 s)

# The director as `dealer-assist director --demo` runs it, with SIGTERM sent to itself at the
# moment argv[2] names: as its window is built, or as it is shown (just before app.exec()).
AT_A_MOMENT_SCRIPT = """
import os, signal, sys
import dealer_assist.app as app
from dealer_assist.ui.director.director_window import DirectorWindow

def then_stop(run):
    def wrapped(*args, **kwargs):
        result = run(*args, **kwargs)
        os.kill(os.getpid(), signal.SIGTERM)
        return result
    return wrapped

if sys.argv[2] == "built":
    DirectorWindow.__init__ = then_stop(DirectorWindow.__init__)
else:
    app._present = then_stop(app._present)
sys.exit(app.run_director(sys.argv[1], demo=True))
"""


def _env() -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop(FIRST_PAINT_ENV, None)
    env.pop("DEALER_ASSIST_DATA_DIR", None)
    return env


def _finish(proc: subprocess.Popen[str]) -> tuple[int | None, str]:
    """The exit code and the standard error; None for a process that did not end (killed)."""
    try:
        _out, err = proc.communicate(timeout=EXIT_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        proc.kill()
        _out, err = proc.communicate()
        return None, err
    return proc.returncode, err


def _assert_clean(code: int | None, err: str, allowed: tuple[int, ...], what: str) -> None:
    assert code is not None, f"{what}: still running {EXIT_TIMEOUT_S} s after SIGTERM\n{err}"
    assert code in allowed, f"{what}: exit code {code}\n{err}"
    found = [word for word in BAD_WORDS if word in err]
    assert not found, f"{what}: {found} on stderr\n{err}"


@pytest.mark.slow
@pytest.mark.parametrize("moment", ["built", "shown"])
def test_a_signal_as_the_director_starts_ends_it_cleanly(tmp_path: Path, moment: str) -> None:
    for run in range(2):
        data_dir = tmp_path / str(run)
        proc = subprocess.Popen(
            [sys.executable, "-c", AT_A_MOMENT_SCRIPT, str(data_dir), moment],
            env=_env(),
            cwd=REPO,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        code, err = _finish(proc)
        _assert_clean(code, err, (0,), f"SIGTERM as the window is {moment}, run {run}")


def _damaged_tournament(data_dir: Path) -> None:
    """A most recent tournament that cannot be read: the start screen opens on it."""
    session, _ = create_tournament(
        TournamentLibrary(paths.tournaments_dir(data_dir)),
        "Friday",
        "ubetcha",
        structure_text("demo"),
        1_700_000_000_000,
    )
    path = session.journal.path
    session.close()
    with open(path, "r+b") as journal:
        journal.seek(4096)
        journal.write(b"\xa5" * 4096)


LAUNCHES = {
    # name: (command-line arguments after the data folder, exit codes SIGTERM may give)
    "director": (["director", "--demo"], (0,)),
    "welcome screen": (["director"], (0,)),
    "start screen": (["director"], (0,)),
    "first-paint probe": (["--demo"], (0,)),
    # The clock and the station leave SIGTERM to its default action: no clean-up to do.
    "clock": (["clock", "--demo", "--windowed"], (0, -signal.SIGTERM)),
    "table": (["table", "--demo"], (0, -signal.SIGTERM)),
}


def _launch(name: str, data_dir: Path) -> subprocess.Popen[str]:
    arguments, _codes = LAUNCHES[name]
    env = _env()
    if name == "first-paint probe":
        env[FIRST_PAINT_ENV] = "1"  # as tests/test_app.py's paint test: it quits once painted
    if name == "start screen":
        _damaged_tournament(data_dir)
    return subprocess.Popen(
        [sys.executable, "-m", "dealer_assist", "--data-dir", str(data_dir), *arguments],
        env=env,
        cwd=REPO,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.slow
@pytest.mark.parametrize("name", list(LAUNCHES))
def test_sigterm_early_and_late_ends_each_window_cleanly(tmp_path: Path, name: str) -> None:
    """Five launches stopped at spread-out early moments and two once the window is up. A
    signal before the director's handler is in place (Python still importing: nothing open
    yet) ends it by the signal's default, so early stops also allow -SIGTERM."""
    _arguments, codes = LAUNCHES[name]
    moments = [(delay, (*codes, -signal.SIGTERM)) for delay in EARLY_S]
    moments += [(LATE_S, codes)] * 2
    for run, (delay, allowed) in enumerate(moments):
        data_dir = tmp_path / str(run)
        data_dir.mkdir()
        proc = _launch(name, data_dir)
        time.sleep(delay)
        if proc.poll() is None:  # the first-paint probe may have quit by itself
            proc.send_signal(signal.SIGTERM)
        code, err = _finish(proc)
        _assert_clean(code, err, allowed, f"{name}, SIGTERM after {delay} s")
        shutil.rmtree(data_dir, ignore_errors=True)
