"""The README stays true: it opens with the two commands, every file it links exists, its
screenshots are the ones the script takes (and small), and the options it shows exist."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
SHOTS = ROOT / "docs" / "screenshots"
COMMANDS = (
    "sh packaging/setup-linux.sh && .venv/bin/dealer-assist --demo",
    "sh packaging/setup-linux.sh --test && .venv/bin/python -m pytest",
)


def test_the_readme_opens_with_the_title_a_paragraph_and_the_two_commands() -> None:
    blocks = README.split("\n\n")
    assert blocks[0] == "# Dealer Assist"
    assert not blocks[1].startswith(("#", "```")) and len(blocks[1]) > 100  # what it is
    assert blocks[2] == f"```sh\n{COMMANDS[0]}\n```"
    assert blocks[3] == f"```sh\n{COMMANDS[1]}\n```"


def test_every_linked_file_and_named_doc_exists() -> None:
    links = re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", README)
    local = [link for link in links if not link.startswith(("http://", "https://"))]
    named = re.findall(r"`((?:docs|packaging|tools|benchmarks|resources)/[^`\s*<]+)`", README)
    assert len(local) >= 10 and len(named) >= 5
    missing = sorted({path for path in [*local, *named] if not (ROOT / path).exists()})
    assert not missing, f"the README names files that do not exist: {missing}"


def test_the_screenshots_shown_are_the_ones_the_script_takes_and_are_small() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    import screenshots

    shown = set(re.findall(r"\(docs/screenshots/([\w-]+\.png)\)", README))
    taken = {f"{shot.name}.png" for shot in screenshots.SHOTS} | {"browser.png"}
    on_disk = {path.name for path in SHOTS.glob("*.png")}
    assert shown == taken == on_disk  # none stale, none missing, none left unshown
    total = sum((SHOTS / name).stat().st_size for name in on_disk)
    assert total < 1_500_000, f"screenshots take {total:,} bytes"


def _sh_lines(section: str) -> list[list[str]]:
    body = README.split(f"## {section}\n", 1)[1].split("\n## ", 1)[0]
    block = body.split("```sh\n", 1)[1].split("```", 1)[0]
    return [line.split("#")[0].split() for line in block.splitlines() if line.strip()]


@pytest.mark.parametrize("section", ["A room on the network"])
def test_each_option_the_network_guide_shows_is_one_the_command_takes(section: str) -> None:
    checked = 0
    for words in _sh_lines(section):
        assert words[0] == "dealer-assist"
        mode = words[1]
        helped = subprocess.run(
            [sys.executable, "-m", "dealer_assist", mode, "--help"],
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        ).stdout
        for option in (w for w in words[2:] if w.startswith("--")):
            assert option in helped, f"`dealer-assist {mode}` has no {option}"
            checked += 1
    assert checked >= 6


def _slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    kept = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return kept.replace(" ", "-")


def test_every_link_within_the_readme_finds_its_heading() -> None:
    anchors = {_slug(h) for h in re.findall(r"^#+ (.+)$", README, flags=re.MULTILINE)}
    targets = re.findall(r"\]\(#([^)]+)\)", README)
    assert len(targets) >= 5
    assert not sorted(set(targets) - anchors)
