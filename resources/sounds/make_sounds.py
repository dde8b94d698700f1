"""Generate the alert WAVs: `python resources/sounds/make_sounds.py [FOLDER]` (default: here).

Three distinct cues a room can tell apart without looking: a double beep for a warning, a
rising chime for a new level, a falling chime for a break. Standard library only, so the
committed files can be rebuilt anywhere and stay byte-for-byte reproducible.
"""

from __future__ import annotations

import math
import struct
import sys
import wave
from pathlib import Path

RATE_HZ = 22_050
PEAK = 0.7  # of full scale: loud, with headroom for the harmonic

# (frequency Hz, duration s, gap after s)
Note = tuple[float, float, float]

CUES: dict[str, tuple[Note, ...]] = {
    "warning": (
        (1046.5, 0.14, 0.08),
        (1046.5, 0.14, 0.22),
        (1046.5, 0.14, 0.08),
        (1046.5, 0.14, 0.0),
    ),
    "level": ((523.25, 0.22, 0.02), (659.25, 0.22, 0.02), (783.99, 0.45, 0.0)),
    "break": ((783.99, 0.3, 0.03), (659.25, 0.3, 0.03), (523.25, 0.6, 0.0)),
}


def note_samples(frequency_hz: float, duration_s: float) -> list[float]:
    count = int(RATE_HZ * duration_s)
    attack = int(RATE_HZ * 0.01)
    samples = []
    for i in range(count):
        t = i / RATE_HZ
        # Fundamental plus a quieter octave: carries across a noisy room.
        tone = math.sin(2 * math.pi * frequency_hz * t) + 0.3 * math.sin(
            4 * math.pi * frequency_hz * t
        )
        envelope = min(1.0, i / attack) * math.exp(-3.0 * t / duration_s)
        samples.append(tone * envelope / 1.3)
    return samples


def cue_samples(notes: tuple[Note, ...]) -> list[float]:
    samples: list[float] = []
    for frequency_hz, duration_s, gap_s in notes:
        samples += note_samples(frequency_hz, duration_s)
        samples += [0.0] * int(RATE_HZ * gap_s)
    return samples


def write_wav(path: Path, samples: list[float]) -> None:
    frames = b"".join(
        struct.pack("<h", int(max(-1.0, min(1.0, s)) * PEAK * 32767)) for s in samples
    )
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE_HZ)
        out.writeframes(frames)


def write_all(folder: Path) -> list[Path]:
    """Write every cue's WAV into `folder`; returns the paths."""
    written = []
    for name, notes in CUES.items():
        path = folder / f"{name}.wav"
        write_wav(path, cue_samples(notes))
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else Path(__file__).resolve().parent
    for path in write_all(folder):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
