"""The TV clock is heard: a real `dealer-assist clock` process plays its level-change sound
into a PulseAudio null sink, and the sink's monitor records it.

The rest of the suite checks which cue is requested and when (test_alert_player.py); this one
checks that a requested cue reaches an audio device as sound. The control is the same clock with
no alert due while it runs: its recording stays silent.

Needs `pulseaudio` and `parec` (`packaging/setup-linux.sh --test` installs them); skipped without.
"""

from __future__ import annotations

import array
import contextlib
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from dealer_assist import paths
from dealer_assist.app import create_tournament, structure_text
from dealer_assist.core import tournament
from dealer_assist.store.library import TournamentLibrary

SINK = "dealer_assist_test"
RATE = 22_050
LEVEL_MS = 120_000  # the demo structure's first level
SECONDS_BEFORE_CHANGE = 2.0
RECORD_SECONDS = 5.0
# s16 peak: a played WAV peaks far above this; a silent sink records zeros.
AUDIBLE_PEAK = 2_000

pytestmark = pytest.mark.skipif(
    not (shutil.which("pulseaudio") and shutil.which("parec") and shutil.which("pactl")),
    reason="needs pulseaudio and pulseaudio-utils (setup-linux.sh --test installs them)",
)


@pytest.fixture
def pulse_env(tmp_path: Path) -> Iterator[dict[str, str]]:
    """A private PulseAudio server with one null sink; the environment that reaches it."""
    runtime = tmp_path / "pulse"
    runtime.mkdir()
    socket = runtime / "native"
    log = runtime / "pulseaudio.log"
    env = dict(
        os.environ,
        XDG_RUNTIME_DIR=str(runtime),
        PULSE_RUNTIME_PATH=str(runtime),
        PULSE_STATE_PATH=str(runtime / "state"),
        PULSE_SERVER=f"unix:{socket}",
    )
    server_log = log.open("w")
    server = subprocess.Popen(
        [
            "pulseaudio",
            "-n",  # no default.pa: only the modules below
            "--daemonize=no",
            "--exit-idle-time=-1",
            "--use-pid-file=no",
            "-L",
            f"module-null-sink sink_name={SINK} rate={RATE}",
            "-L",
            f"module-native-protocol-unix socket={socket} auth-anonymous=1",
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=server_log,  # a file, not a pipe: reading it can never wait on the server
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 10
        while subprocess.run(["pactl", "info"], env=env, capture_output=True).returncode != 0:
            if server.poll() is not None or time.monotonic() > deadline:
                # The machine cannot run a sound server: nothing here says the app is silent.
                said = log.read_text(errors="replace").strip()[-300:]
                pytest.skip(f"pulseaudio did not start here: {said}")
            time.sleep(0.1)
        yield env
    finally:
        with contextlib.suppress(ProcessLookupError):  # it may have exited already
            os.killpg(server.pid, signal.SIGKILL)  # the server and anything it started
        server.wait(timeout=10)
        server_log.close()


def _tournament_changing_level_in(data_dir: Path, *, seconds: float) -> None:
    """The demo tournament, its clock started so that level 1 ends `seconds` from now (the TV
    clock follows this journal)."""
    library = TournamentLibrary(paths.tournaments_dir(data_dir))
    now_ms = time.time_ns() // 1_000_000
    session, _ = create_tournament(
        library, "Sound check", "ubetcha", structure_text("demo"), now_ms
    )
    try:
        started_ms = now_ms - LEVEL_MS + int(seconds * 1000)
        session.execute(tournament.cmd_start(session.state, started_ms))
    finally:
        session.close()


def _record(env: dict[str, str], recording: Path, program: list[str]) -> array.array[int]:
    """Run `program` (offscreen) for RECORD_SECONDS while recording the sink: the samples."""
    with recording.open("wb") as sink_file:
        recorder = subprocess.Popen(
            [
                "parec",
                "--raw",
                "--format=s16le",
                f"--rate={RATE}",
                "--channels=1",
                "-d",
                f"{SINK}.monitor",
            ],
            env=env,
            stdout=sink_file,
        )
        running = subprocess.Popen(
            program,
            env=dict(env, QT_QPA_PLATFORM="offscreen"),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            time.sleep(RECORD_SECONDS)
            assert running.poll() is None, f"it exited early: {running.stderr.read()}"  # type: ignore[union-attr]
        finally:
            running.terminate()
            running.wait(timeout=10)
            recorder.terminate()
            recorder.wait(timeout=10)
    raw = recording.read_bytes()
    samples = array.array("h")
    samples.frombytes(raw[: len(raw) // 2 * 2])
    assert len(samples) > RATE, "parec recorded less than a second"
    return samples


def _record_clock(env: dict[str, str], data_dir: Path) -> array.array[int]:
    """The TV clock following data_dir's tournament, recorded."""
    program = [sys.executable, "-m", "dealer_assist", "--data-dir", str(data_dir), "clock"]
    return _record(env, data_dir / "monitor.raw", [*program, "--windowed"])


# The director's View > Test the alert sound, then the window stays up while it plays.
SOUND_CHECK = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from dealer_assist.app import build_director
window = build_director(sys.argv[1])
window.show()
print("played" if window.test_alert_sound() else "silent", flush=True)
app.exec()
"""


def _first_loud_second(samples: array.array[int]) -> float | None:
    """Seconds into the recording of the first audible sample; None if all is quiet. (Not a
    time on the clock: the null sink's monitor starts recording when a stream opens.)"""
    for index, sample in enumerate(samples):
        if abs(sample) >= AUDIBLE_PEAK:
            return index / RATE
    return None


def test_a_level_change_is_heard_on_the_audio_device(
    pulse_env: dict[str, str], tmp_path: Path
) -> None:
    quiet_dir, heard_dir = tmp_path / "quiet", tmp_path / "heard"
    # The control: the same clock with no alert due while it runs stays silent, so the sound
    # below comes from the level change, not from opening the window or the device.
    _tournament_changing_level_in(quiet_dir, seconds=60)
    quiet = _record_clock(pulse_env, quiet_dir)
    _tournament_changing_level_in(heard_dir, seconds=SECONDS_BEFORE_CHANGE)
    heard = _record_clock(pulse_env, heard_dir)
    assert _first_loud_second(quiet) is None, f"sound with no alert due (peak {max(quiet)})"
    assert _first_loud_second(heard) is not None, f"the level change was silent ({max(heard)})"


def test_the_directors_sound_check_is_heard(pulse_env: dict[str, str], tmp_path: Path) -> None:
    heard = _record(
        pulse_env, tmp_path / "monitor.raw", [sys.executable, "-c", SOUND_CHECK, str(tmp_path)]
    )
    assert _first_loud_second(heard) is not None, f"the sound check was silent ({max(heard)})"
