"""Typo correction for the rulings search: our speller against rapidfuzz, quality and time.

Run: python benchmarks/bench_rulings_typos.py [--rounds 3]
(rapidfuzz is no dependency: install it where this Python finds it to compare, e.g.
`pip install --target /tmp/rf rapidfuzz` and `PYTHONPATH=/tmp/rf`.)

Three measures, the same typos for each corrector:
- words: every index word of 5+ letters given one slip (a letter dropped, doubled, swapped with
  its neighbour or replaced; never a known word), the share corrected back to it (or a word of
  the same stem), and the time per word, rounds alternated;
- questions: every tuning question with its longest unknown-to-be word slipped, hit@1 / hit@3
  / MRR of the search with each corrector behind it;
- start-up: importing rapidfuzz's matcher in a fresh process, against a bare `python -c pass`;
- the everyday-English guard (resources/rulebooks/english.txt), with and without it: the typos
  the search's reading of a question still fixes, and the plain English words it leaves alone
  (without the guard the speller "corrects" "hall" to "shall"). Needs no rapidfuzz.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
import tomllib
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dealer_assist.rulings import RulingsIndex  # noqa: E402
from dealer_assist.rulings.quality import Question, evaluate, load_questions  # noqa: E402
from dealer_assist.rulings.text import STOPWORDS, light_stem, words  # noqa: E402

FIXTURES = ROOT / "tests" / "fixtures"
TUNING = ["rulings_questions.toml", "rulings_questions_blind.toml"]
TUNING += ["rulings_questions_sealed.toml", "rulings_questions_fresh.toml"]
TUNING += ["rulings_questions_dealers.toml"]  # never sealed2
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def slip(word: str, rng: random.Random, kind: int) -> str:
    """One typing slip of `kind` 0-3: drop, double, swap, replace a letter (not the first)."""
    i = rng.randrange(1, len(word) - 1)
    if kind == 0:
        return word[:i] + word[i + 1 :]
    if kind == 1:
        return word[:i] + word[i] + word[i:]
    if kind == 2:
        return word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    return word[:i] + rng.choice(LETTERS.replace(word[i], "")) + word[i + 1 :]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    index = RulingsIndex.load()
    speller = index.speller
    vocabulary = sorted(speller.vocabulary)
    known = set(vocabulary)
    rng = random.Random(11)
    pairs = []
    for n, word in enumerate(w for w in vocabulary if len(w) >= 5 and w.isalpha()):
        typo = slip(word, rng, n % 4)
        if typo != word and typo not in known and not speller.knows(typo):
            pairs.append((typo, word))
    _english_guard(index, pairs)
    try:
        from rapidfuzz import fuzz, process
        from rapidfuzz.distance import DamerauLevenshtein
    except ImportError:
        print("\nrapidfuzz is not installed here: nothing to compare (see the docstring)")
        return 1

    original = speller.correct

    def ours(typo: str) -> str | None:
        speller._cache.clear()  # every word fresh, as in a new process
        return original(typo)

    def rf(scorer: Callable[..., float], cutoff: float) -> Callable[[str], str | None]:
        def correct(typo: str) -> str | None:
            if len(typo) < 4 or typo.isdigit():
                return None  # as ours: too many near neighbours
            found = process.extractOne(typo, vocabulary, scorer=scorer, score_cutoff=cutoff)
            return None if found is None else found[0]

        return correct

    correctors = {
        "ours (trigrams + difflib)": ours,
        "rapidfuzz fuzz.ratio >= 78": rf(fuzz.ratio, 78),
        "rapidfuzz Damerau-Lev. >= 0.75": rf(DamerauLevenshtein.normalized_similarity, 0.75),
    }
    print(f"{len(pairs)} one-slip typos of index words (5+ letters)")
    print(f"{'corrector':34}{'right':>7}{'us/word':>10}")
    times: dict[str, list[float]] = {name: [] for name in correctors}
    right: dict[str, float] = {}
    for _ in range(args.rounds):
        for name, correct in correctors.items():  # alternated, round after round
            t0 = time.perf_counter()
            got = [correct(typo) for typo, _ in pairs]
            times[name].append((time.perf_counter() - t0) / len(pairs) * 1e6)
            right[name] = sum(
                1
                for g, (_, w) in zip(got, pairs, strict=True)
                if g is not None and (g == w or light_stem(g) == light_stem(w))
            ) / len(pairs)
    for name in correctors:
        print(f"{name:34}{right[name]:7.3f}{statistics.median(times[name]):10.1f}")

    questions = [
        q for f in TUNING for q in load_questions(tomllib.loads((FIXTURES / f).read_text()))
    ]
    slipped = []
    for n, q in enumerate(questions):
        content = [w for w in words(q.ask) if w not in STOPWORDS and w.isalpha() and len(w) >= 5]
        if not content:
            continue
        word = max(content, key=len)
        typo = slip(word, rng, n % 4)
        slipped.append(Question(q.ask.lower().replace(word, typo, 1), q.answers, q.book))
    print(f"\n{len(slipped)} tuning questions, the longest word of each slipped (no sealed2)")
    print(f"{'corrector':34}  hit@1  hit@3    MRR")
    for name, correct in correctors.items():
        speller.correct = lambda w, c=correct: w if speller.knows(w) else c(w)  # type: ignore[method-assign]
        q = evaluate(slipped, lambda q: [h.rule.id for h in index.search(q.ask, q.book, 10)])
        print(f"{name:34}  {q.hit_at_1:.3f}  {q.hit_at_3:.3f}  {q.mrr:.3f}")
    speller.correct = original  # type: ignore[method-assign]

    bare, imported = [], []
    for _ in range(10):
        for runs, code in ((bare, "pass"), (imported, "import rapidfuzz.process")):
            t0 = time.perf_counter()
            subprocess.run([sys.executable, "-c", code], check=True)
            runs.append((time.perf_counter() - t0) * 1000)
    print(
        f"\nstart-up: python -c pass {statistics.median(bare):.1f} ms; importing "
        f"rapidfuzz.process {statistics.median(imported):.1f} ms (10 rounds alternated)"
    )
    return 0


def _english_guard(index: RulingsIndex, pairs: list[tuple[str, str]]) -> None:
    """Typos the search's reading fixes, and everyday words it leaves as said, with the
    English list and without it (the list emptied)."""
    from dealer_assist.rulings.library import load_english

    plain = sorted(w for w in load_english() if len(w) >= 4 and not index._knows(w))
    kept_list = index._english
    print(f"{'reading of a question':34}{'typos fixed':>12}{'plain words kept':>18}")
    for name, english in (("with the English list", kept_list), ("without it", " ")):
        index._english = english
        index.speller._cache.clear()
        fixed = sum(
            any(light_stem(t) == light_stem(word) for t in index.plan(typo).terms)
            for typo, word in pairs
        )
        kept = sum(not index.plan(w).corrections for w in plain)
        print(f"{name:34}{fixed / len(pairs):12.3f}{kept / len(plain):18.3f}")
    index._english = kept_list
    print(f"({len(pairs)} typos; {len(plain)} English words of 4+ letters the index lacks)\n")


if __name__ == "__main__":
    raise SystemExit(main())
