"""Inputs no one should type, for fuzzing the command-line tools (tests/test_cli_fuzz.py and
scripts/fuzz_cli.py): valid files with one field swapped for something nasty, broken bytes,
odd questions. `run_cli` runs `dealer-assist` in this process and returns what it did.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import tempfile
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from dealer_assist import cli
from dealer_assist.core.clock.structure import StructureError, parse_structure
from dealer_assist.resources import resource_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
# 4: `hand replay` of a legal hand that is not over (it waits for an action or its result).
ALLOWED_EXIT_CODES = frozenset({0, 1, 2, 4})

# Raw JSON text for one value: past the int-string limit, just under it, deep, unencodable.
NASTY_JSON = (
    "9" * 4301,
    "-" + "9" * 4301,
    "9" * 4300,
    "99999999999999999999",
    "1e999",
    "-0",
    "0",
    "-1",
    "2.5",
    "true",
    "null",
    '""',
    '"\\ud800"',
    '"Ann \\udcff"',
    '"' + "x" * 5000 + '"',
    "[" * 600 + "]" * 600,
    '{"a": ' * 600 + "1" + "}" * 600,
    "{}",
    "[]",
    "[1, 2, 3]",
    '{"seat": 1}',
    "NaN",
    "Infinity",
)

# Raw TOML text for one value.
NASTY_TOML = (
    "9" * 4301,
    "9_" * 2200 + "9",
    "9" * 4300,
    "0x" + "f" * 5000,
    "[" * 600 + "]" * 600,
    "{ a = " * 600 + "1" + " }" * 600,
    '"\\ud800"',
    '"x"',
    '""',
    "-5",
    "0",
    "1.5",
    "inf",
    "nan",
    "true",
    "[25, 100]",
    "[]",
    "{}",
    "1979-05-27",
    '"25:00"',
    '"12:00"',
    '"level"',
    '"break"',
)

JARGON = (
    "boxed card misdeal odd chip string bet dead button straddle side pot all in splash "
    "rabbit hunt muck cards speak chop heads up colour up rebuy add on clock"
).split()
TYPOS = ("misdeel", "strnig", "sidepot", "deadbutton", "mis deal", "raize", "shwo", "bbbbbbbb")
BOOKS = ("ubetcha", "applewood", "fountain-valley", "general")

_HOLE = "@@nasty{}@@"


@dataclass(frozen=True)
class Outcome:
    code: int | None  # None: an exception escaped (its traceback is in `err`)
    out: bytes
    err: str

    def problems(self, *, json_output: bool = False) -> list[str]:
        """What the run did wrong: an exit code outside ALLOWED_EXIT_CODES, a traceback, undecodable
        output, or (with --json) output that is not JSON."""
        found = []
        if self.code not in ALLOWED_EXIT_CODES:
            found.append(f"exit code {self.code}")
        if "Traceback" in self.err:
            found.append("traceback:\n" + self.err[-3000:])
        try:
            text = self.out.decode("utf-8")
        except UnicodeDecodeError as exc:
            found.append(f"stdout is not UTF-8: {exc}")
        else:
            if json_output and text.strip():
                try:
                    json.loads(text)
                except ValueError as exc:
                    found.append(f"--json output is not JSON: {exc}: {text[:200]!r}")
        return found


def run_cli(argv: list[str]) -> Outcome:
    """`dealer-assist ARGV` in this process, stdout a strict UTF-8 stream as a terminal's is."""
    out, err = io.BytesIO(), io.StringIO()
    stdout = io.TextIOWrapper(out, encoding="utf-8", errors="strict", write_through=True)
    code: int | None
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(err):
        try:
            code = cli.main(argv)
        except SystemExit as exc:  # argparse's usage errors
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
        except Exception:
            traceback.print_exc()
            code = None
    stdout.flush()
    return Outcome(code, out.getvalue(), err.getvalue())


def file_problems(
    argv: list[str], data: bytes, suffix: str, json_output: bool = False
) -> list[str]:
    """`problems()` of running `dealer-assist ARGV FILE` on a file holding `data`."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"input{suffix}"
        path.write_bytes(data)
        outcome = run_cli([*argv, str(path)] + (["--json"] if json_output else []))
    return outcome.problems(json_output=json_output)


def parse_problems(data: bytes) -> list[str]:
    """What the structure import (director's Ctrl+I, `clock --structure`) did wrong with the
    file's text: anything but a Structure or a StructureError naming the file."""
    text = data.decode("utf-8", errors="replace")
    try:
        parse_structure(text, source="fuzz.toml")
    except StructureError as exc:
        if not exc.problems or not all(str(p).startswith("fuzz.toml") for p in exc.problems):
            return [f"problems without the file name: {exc.problems}"]
    except Exception:
        return ["traceback:\n" + traceback.format_exc()[-3000:]]
    return []


def structure_toml(periods: int) -> str:
    """A valid structure of `periods` periods (a break every tenth, a level last)."""
    out = [
        "schema_version = 1",
        'name = "Marathon"',
        "starting_stack = 10000",
        "",
        "[[chips]]",
        "value = 25",
        'colour = "green"',
    ]
    for i in range(periods):
        out += ["", "[[period]]"]
        if i % 10 == 9 and i != periods - 1:
            out += ['kind = "break"', "duration_min = 10"]
        else:
            blind = 25 * (i + 1)
            out += ['kind = "level"', f"small_blind = {blind}", f"big_blind = {2 * blind}"]
            out.append("duration_min = 20")
    return "\n".join(out) + "\n"


# -- JSON documents ------------------------------------------------------------------------------


def _paths(doc: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a decoded document, containers before their contents."""
    found = [prefix]
    if isinstance(doc, dict):
        for key, value in doc.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(doc, list):
        for index, value in enumerate(doc):
            found += _paths(value, (*prefix, index))
    return found


def _set(doc: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = value
    return doc


def _delete(doc: Any, path: tuple[Any, ...]) -> None:
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    del parent[path[-1]]


json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**20), max_value=10**20),
    st.floats(allow_nan=False),
    st.text(st.characters(codec=None, exclude_categories=()), max_size=20),
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=8,
)


_ACTIONS = ("nasty",) * 3 + ("number",) * 3 + ("value",) * 2 + ("delete", "unknown key")


@st.composite
def mutated_json(draw: st.DrawFn, base: dict[str, Any]) -> bytes:
    """`base` with one to three places replaced, removed or given an unknown key, as file
    bytes (sometimes not UTF-8)."""
    doc: Any = copy.deepcopy(base)
    holes: list[str] = []
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        paths = _paths(doc)
        path = draw(st.sampled_from(paths[1:] or paths))  # the whole document: see "nasty"
        action = draw(st.sampled_from(_ACTIONS))
        if action == "nasty":
            path = () if draw(st.sampled_from((False,) * 19 + (True,))) else path
            doc = _set(doc, path, _HOLE.format(len(holes)))
            holes.append(draw(st.sampled_from(NASTY_JSON)))
        elif action == "number":  # near what the field holds: deeper into the replay
            doc = _set(doc, path, draw(st.integers(min_value=-2, max_value=12) | st.just(10**4)))
        elif action == "value":
            doc = _set(doc, path, draw(json_values))
        elif action == "delete" and path:
            _delete(doc, path)
        elif action == "unknown key" and isinstance(_get(doc, path), dict):
            _get(doc, path)[draw(st.sampled_from(("zz", "seat", "kind", "1", "")))] = 1
    text = json.dumps(doc)
    for number, raw in enumerate(holes):
        text = text.replace(json.dumps(_HOLE.format(number)), raw)
    return draw(_as_bytes(text))


def _get(doc: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        doc = doc[key]
    return doc


@st.composite
def _as_bytes(draw: st.DrawFn, text: str) -> bytes:
    """Mostly UTF-8; sometimes with a BOM, cut short, or a stray byte no decoder takes."""
    data = text.encode("utf-8", errors="surrogatepass")
    how = draw(st.sampled_from(("utf-8",) * 16 + ("bom", "cut", "stray", "latin-1")))
    if how == "bom":
        return b"\xef\xbb\xbf" + data
    if how == "cut":
        return data[: draw(st.integers(min_value=0, max_value=len(data)))]
    if how == "stray":
        at = draw(st.integers(min_value=0, max_value=len(data)))
        return data[:at] + b"\xff" + data[at:]
    if how == "latin-1":
        return ("\u00e9" + text).encode("latin-1", errors="replace")
    return data


def table_histories() -> st.SearchStrategy[bytes]:
    base = json.loads((FIXTURES / "tables" / "ubetcha-new-players.json").read_text("utf-8"))
    return mutated_json(base)


def hand_histories() -> st.SearchStrategy[bytes]:
    names = ("applewood-side-pot.json", "general-cards-speak-side-pots.json")
    bases = [json.loads((FIXTURES / "hands" / n).read_text("utf-8")) for n in names]
    for base in bases:
        base.pop("expected", None)
    return st.one_of(*(mutated_json(base) for base in bases))


# -- TOML structures -----------------------------------------------------------------------------


@st.composite
def structure_files(draw: st.DrawFn) -> bytes:
    """A shipped structure with a few lines changed, dropped, repeated or made up."""
    name = draw(st.sampled_from(("demo.toml", "ubetcha.toml", "home-2h.toml")))
    lines = resource_path("structures", name).read_text(encoding="utf-8").splitlines()
    for _ in range(draw(st.integers(min_value=1, max_value=4))):
        at = draw(st.integers(min_value=0, max_value=len(lines) - 1))
        action = draw(st.sampled_from(("value", "drop", "repeat", "line")))
        if action == "value" and "=" in lines[at]:
            key = lines[at].split("=", 1)[0]
            lines[at] = f"{key}= {draw(st.sampled_from(NASTY_TOML))}"
        elif action == "drop":
            del lines[at]
        elif action == "repeat":
            lines[at:at] = lines[at : at + draw(st.integers(min_value=1, max_value=8))]
        else:
            lines.insert(at, draw(st.text(st.characters(codec=None, exclude_categories=()))))
    return draw(_as_bytes("\n".join(lines) + "\n"))


# -- questions -----------------------------------------------------------------------------------


_any_text = st.text(st.characters(codec=None, exclude_categories=()), max_size=40)
questions = st.one_of(
    _any_text,
    st.lists(st.sampled_from(JARGON + list(TYPOS)), max_size=120).map(" ".join),
    st.integers(min_value=490, max_value=520).map(lambda n: ("misdeal " * 80)[:n]),
    st.sampled_from(("", " ", "-", "b" * 501, "b" * 500, "\udcff", "a\x00b")),
)


@st.composite
def rules_arguments(draw: st.DrawFn) -> list[str]:
    """`rules` arguments: a question (or none), and any of --json, --limit, --book, --topic,
    --rule."""
    argv = ["rules"]
    question = draw(st.none() | questions)
    if question is not None:
        argv.append(question)
    if draw(st.booleans()):
        argv.append("--json")
    if draw(st.booleans()):
        argv += ["--limit", str(draw(st.integers(min_value=-2, max_value=40)))]
    if draw(st.booleans()):
        argv += ["--book", draw(st.sampled_from(BOOKS))]
    extra = draw(st.sampled_from((None, "--topic", "--rule")))
    if extra == "--topic":
        argv += ["--topic", draw(st.sampled_from(("odd-chip", "misdeal", "nope")) | _any_text)]
    elif extra == "--rule":
        argv += ["--rule", draw(st.sampled_from(("ubetcha/ties/1", "x/y/1")) | _any_text)]
    return argv
