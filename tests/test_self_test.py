"""`dealer-assist self-test`: every step passes here, and a failing step is named (exit 1)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from dealer_assist.commands import selftest

ROOT = Path(__file__).resolve().parents[1]
STEPS = (
    "resources",
    "hand replay",
    "ruling",
    "offscreen Qt",
    "director window",
    "TV clock",
    "table station",
    "sound",
    "speech",
    "websockets",
    "http server",
    "chart",
)


@pytest.mark.slow
def test_self_test_passes_as_a_command_and_leaves_the_data_folder_alone(tmp_path: Path) -> None:
    # As a person runs it (a process of its own, ~4 s), with a display variable set that it
    # must not use and a data folder it must not touch: it forces offscreen and a scratch one.
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "DEALER_ASSIST_DATA_DIR": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-m", "dealer_assist", "self-test", "--timeout", "30"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert all(line.startswith("ok    ") for line in lines[:-1]), result.stdout
    assert [line[6:].split("  ")[0] for line in lines[:-1]] == list(STEPS)
    assert lines[-1].startswith("self-test passed: 12 steps")
    assert list(tmp_path.iterdir()) == []


def test_a_failing_step_is_named_and_exits_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(selftest, "EXPECTED_PAYOUTS", {(0, 1, 1)})
    before = dict(os.environ)
    assert selftest.self_test(timeout_s=5) == selftest.EXIT_FAILED
    captured = capsys.readouterr()
    assert captured.out.splitlines()[0].startswith("ok    resources")
    assert captured.out.splitlines()[-1].startswith("FAIL  hand replay: payouts [(0, 1, 1502)")
    assert "self-test failed at step 'hand replay'" in captured.err
    assert dict(os.environ) == before  # the scratch folder and offscreen Qt were only for the run
