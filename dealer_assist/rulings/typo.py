"""Typo tolerance: map an unknown query word to the closest word the index knows."""

from __future__ import annotations

from array import array
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping

from dealer_assist.rulings.text import light_stem

SWAP_RATIO = 0.9  # two neighbouring letters swapped: as good as a one-letter slip
FIRST_LETTER_BONUS = 0.02  # breaks "raize" towards "raise", not "prize"
MAX_LENGTH_GAP = 2  # a correction is at most this many letters longer or shorter


def _swaps(word: str) -> set[str]:
    return {word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(len(word) - 1)}


def _trigrams(word: str) -> set[str]:
    padded = f"  {word} "
    return {padded[i : i + 3] for i in range(len(padded) - 2)}


class Trigrams:
    """Trigram -> the numbers of the words holding it, as three flat values (every trigram has
    three characters): the trigrams sorted and run together, the numbers packed end to end,
    and where each trigram's numbers end. Decoding that is a copy, not 2,000 dictionary
    entries (~0.5 ms at a cold start)."""

    def __init__(self, keys: str, numbers: bytes, ends: bytes) -> None:
        self.keys, self._numbers, self._ends = keys, numbers, array("I", ends)

    @staticmethod
    def pack(table: Mapping[str, array[int]]) -> tuple[str, bytes, bytes]:
        keys = sorted(table)
        numbers, ends = array("H"), array("I")
        for key in keys:
            numbers.extend(table[key])
            ends.append(len(numbers))
        return "".join(keys), numbers.tobytes(), ends.tobytes()

    def get(self, gram: str) -> array[int]:
        at = self.keys.find(gram)
        while at >= 0 and at % 3:  # a match across two trigrams: look further
            at = self.keys.find(gram, at + 1)
        if at < 0:
            return array("H")
        i = at // 3
        start = self._ends[i - 1] if i else 0
        return array("H", self._numbers[2 * start : 2 * self._ends[i]])


class Speller:
    """Trigram candidates, then the best `SequenceMatcher` ratio above `cutoff`."""

    def __init__(
        self,
        vocabulary: Iterable[str],
        cutoff: float = 0.78,
        tables: tuple[
            tuple[str, bytes, bytes] | Callable[[], tuple[str, bytes, bytes]], Iterable[str]
        ]
        | None = None,
        ordered: list[str] | None = None,
    ) -> None:
        """`tables`: `self.tables()` of a speller over the same words (the index cache keeps
        them: making them costs ~10 ms); the trigram table may come as a function that gives
        it, called at the first word to correct (splitting "sidepot" needs none). `ordered`:
        the vocabulary sorted, if the caller has it (the table numbers words in that order)."""
        self.vocabulary = frozenset(vocabulary)
        self._ordered = ordered
        self._longest = max(map(len, self.vocabulary), default=0)
        self.cutoff = cutoff
        if tables is None:
            grams: dict[str, array[int]] = defaultdict(lambda: array("H"))
            for number, word in enumerate(self.ordered):
                for gram in _trigrams(word):
                    grams[gram].append(number)
            tables = Trigrams.pack(grams), (light_stem(w) for w in self.vocabulary)
        self._grams_source = tables[0]  # Trigrams' data (numbers in `ordered`), or its maker
        self._table: Trigrams | None = None
        stems = tables[1]
        self._stems = frozenset(stems.split() if isinstance(stems, str) else stems)
        self._cache: dict[str, str | None] = {}

    @property
    def ordered(self) -> list[str]:
        if self._ordered is None:
            self._ordered = sorted(self.vocabulary)
        return self._ordered

    @property
    def _grams(self) -> Trigrams:
        if self._table is None:
            source = self._grams_source
            self._table = Trigrams(*(source() if callable(source) else source))
        return self._table

    def tables(self) -> tuple[tuple[str, bytes, bytes], str]:
        """Its trigram table and stems as plain data, for `Speller(..., tables=...)`."""
        table = self._grams
        return (table.keys, table._numbers, table._ends.tobytes()), " ".join(sorted(self._stems))

    def knows(self, word: str) -> bool:
        return word in self.vocabulary or light_stem(word) in self._stems

    def split(self, word: str) -> tuple[str, str] | None:
        """Two known words run together ("sidepot", "deadbutton"), else None; the longest
        first half wins."""
        if self.knows(word) or word.isdigit() or len(word) < 5:
            return None
        for cut in range(len(word) - 2, 1, -1):
            head, tail = word[:cut], word[cut:]
            if (
                max(len(head), len(tail)) >= 3
                and head in self.vocabulary
                and tail in self.vocabulary
            ):
                return head, tail
        return None

    def correct(self, word: str) -> str | None:
        """The word itself if known, its correction if close enough, else None.

        Short words and numbers are never corrected: too many near neighbours.
        """
        if self.knows(word):
            return word
        if len(word) < 4 or word.isdigit() or len(word) > self._longest + MAX_LENGTH_GAP:
            return None  # a longer word has no candidate: it would only cost O(len²) swaps
        if word in self._cache:
            return self._cache[word]
        from difflib import SequenceMatcher  # only for an unknown word (start-up time)

        grams = _trigrams(word)
        swaps = _swaps(word)
        counts: dict[str, int] = defaultdict(int)
        ordered, table = self.ordered, self._grams
        for gram in grams:
            for number in table.get(gram):
                counts[ordered[number]] += 1
        best: str | None = None
        best_ratio = self.cutoff
        matcher = SequenceMatcher(None, "", word)  # word stays seq2: difflib caches its index
        for candidate, shared in counts.items():
            if shared < 2 or abs(len(candidate) - len(word)) > MAX_LENGTH_GAP:
                continue
            bonus = FIRST_LETTER_BONUS if candidate[0] == word[0] else 0.0  # rarely mistyped
            if candidate in swaps:
                ratio = SWAP_RATIO  # "shwo" is "show" with two letters swapped
            else:
                matcher.set_seq1(candidate)
                if matcher.quick_ratio() + bonus < best_ratio:
                    continue  # an upper bound already too low: skip the full comparison
                ratio = matcher.ratio()
            ratio += bonus
            if ratio > best_ratio or (
                ratio == best_ratio and best is not None and candidate < best
            ):
                best, best_ratio = candidate, ratio
        self._cache[word] = best
        return best
