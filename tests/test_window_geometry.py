"""Every window fits the screens it is made for, checked on a real X server with a window
manager's title bars (Xvfb + openbox) at 1024x600, 1280x720 and 1920x1080.

Each size runs the real program three times (`tests/helpers/window_probe.py`: the director with
each main tab and Ctrl+T's TV clock beside it; the TV clock as a window and full screen; the
table station between hands, with a hand in progress, its amount pad, the rulings pane, the
award dialog with five pots and six hands, full screen). At every state the window is checked
by widget geometry (`tests/helpers/geometry_check.py`): inside the screen's available area,
every control whole and in view, none over another, no text cut. The screenshots are kept
(in $DEALER_ASSIST_SCREENSHOTS, else pytest's tmp folder) for a person to look at.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        shutil.which("xvfb-run") is None or shutil.which("openbox") is None,
        reason="needs xvfb-run and openbox (sh packaging/setup-linux.sh --test installs them)",
    ),
]

PROBE = Path(__file__).parent / "helpers" / "window_probe.py"
SCENES = ("director", "clock", "station")
# Each scene's shots, so a scene that stopped early cannot pass by saying nothing.
SHOTS = {
    "director": {"tab-0-blind", "tab-5-charts", "tv-menu", "tv-beside"},
    "clock": {"window", "fullscreen"},
    "station": {"idle", "hand", "amount-pad", "rulings", "award-winners", "award-cards"},
}
# Start openbox, wait until it manages the screen, then run each scene's probe in turn.
SCRIPT = """
openbox >/dev/null 2>&1 &
wm=$!
i=0
until xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q window; do
  i=$((i + 1)); [ $i -gt 100 ] && break; sleep 0.1
done
for scene in {scenes}; do
  timeout 90 "{python}" "{probe}" $scene "{out}" >"{out}/$scene.log" 2>&1
done
kill $wm
"""


@pytest.mark.parametrize("size", ["1024x600", "1280x720", "1920x1080"])
def test_every_window_fits_a_real_screen_with_title_bars(size: str, tmp_path: Path) -> None:
    out = Path(os.environ.get("DEALER_ASSIST_SCREENSHOTS") or tmp_path) / size
    out.mkdir(parents=True, exist_ok=True)
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY")}
    env["QT_QPA_PLATFORM"] = "xcb"
    script = SCRIPT.format(scenes=" ".join(SCENES), python=sys.executable, probe=PROBE, out=out)
    subprocess.run(
        ["xvfb-run", "-a", "-s", f"-screen 0 {size}x24", "sh", "-c", script],
        env=env,
        capture_output=True,
        timeout=300,
        check=False,
    )
    width, height = map(int, size.split("x"))
    problems = {}
    for scene in SCENES:
        found = out / f"{scene}.json"
        log = (out / f"{scene}.log").read_text(errors="replace")[-3000:]
        assert found.exists(), f"the {scene} probe wrote nothing:\n{log}"
        result = json.loads(found.read_text())
        assert result["error"] == "", f"{scene}: {result['error']}\n{log}"
        assert result["screen"] == [width, height]
        assert SHOTS[scene] <= set(result["shots"]), (scene, sorted(result["shots"]))
        for shot, said in result["shots"].items():
            assert (out / f"{scene}-{shot}.png").stat().st_size > 5_000  # a real picture
            if said:
                problems[f"{scene} {shot}"] = said
    assert problems == {}, f"screenshots in {out}"
