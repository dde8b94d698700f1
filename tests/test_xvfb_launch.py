"""The real program, launched as a user would, paints its windows on an X server (Xvfb).

Offscreen tests cover the widgets; this covers the xcb platform plugin, the system libraries
CI installs, and the console entry point. The screenshots land in tmp for a person to look at.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="needs xvfb-run (Xvfb)"),
]

GRAB = Path(__file__).parent / "helpers" / "grab_screen.py"


@pytest.mark.parametrize(
    "mode",
    [["--demo"], ["clock", "--demo", "--windowed"], ["table", "--demo"], ["director"]],
    ids=["director", "tv-clock", "table-station", "director-reopening"],
)
def test_mode_paints_a_real_window_under_xvfb(mode: list[str], tmp_path: Path) -> None:
    if mode == ["director"]:  # a night of the director's own: painted from its summary
        from dealer_assist import paths
        from dealer_assist.app import create_tournament, structure_text
        from dealer_assist.store.library import TournamentLibrary

        library = TournamentLibrary(paths.tournaments_dir(tmp_path / "data"))
        session, _ = create_tournament(
            library, "Friday night", "ubetcha", structure_text("demo"), 1_800_000_000_000
        )
        session.close()
    shot = tmp_path / "screen.png"
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY")}
    env["QT_QPA_PLATFORM"] = "xcb"
    app = [sys.executable, "-m", "dealer_assist", "--data-dir", str(tmp_path / "data"), *mode]
    script = (
        f"{' '.join(map(_quote, app))} > {_quote(str(tmp_path / 'app.log'))} 2>&1 & "
        f"pid=$!; {_quote(sys.executable)} {_quote(str(GRAB))} {_quote(str(shot))} 30; rc=$?; "
        "kill $pid 2>/dev/null; wait $pid 2>/dev/null; exit $rc"
    )
    result = subprocess.run(
        ["xvfb-run", "-a", "-s", "-screen 0 1280x720x24", "sh", "-c", script],
        env=env,
        capture_output=True,
        text=True,
        timeout=90,
    )
    log_path = tmp_path / "app.log"
    log = log_path.read_text(errors="replace") if log_path.exists() else ""
    assert result.returncode == 0, f"no window painted; app log:\n{log}\n{result.stderr}"
    assert shot.stat().st_size > 5_000  # a real picture, not an empty screen
    assert "Traceback" not in log, log


def _quote(text: str) -> str:
    return "'" + text.replace("'", "'\\''") + "'"
