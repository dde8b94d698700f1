"""Situations read from the shape of a question rather than from its words: a card named by
rank and suit, the same card twice, a player acting before another. Each cue adds the books'
words and a topic, as a jargon phrase of the thesaurus does."""

from __future__ import annotations

import re

_RANK = r"(?:aces?|kings?|queens?|jacks?|tens?|nines?|eights?|sevens?|sixes|six|fives?|fours?"
_RANK += r"|threes?|deuces?|twos?|[2-9]s?|10s?|[akqjt])"
_CARD = _RANK + r" of (?:spades|hearts|diamonds|clubs)\b"

# (pattern over the lower-case question, the books' words it stands for, its topics)
CUES: tuple[tuple[re.Pattern[str], tuple[str, ...], tuple[str, ...]], ...] = (
    # "the queen of hearts" is a card, whatever the books call it
    (re.compile(r"\b" + _CARD), ("card",), ()),
    # "two kings of clubs", "a second ace of spades": one card twice in the deck
    (
        re.compile(r"\b(?:two|2|another|second|both|duplicate) " + _CARD),
        ("two", "same", "rank", "suit", "deck"),
        ("deck-defect",),
    ),
    # "checked before seat 5 had acted", "bet before the big blind acted"
    (
        re.compile(
            r"\bbefore (?:seat \d+|the \w+(?: \w+)?|him|her|them|\w+) (?:had |has |could |got to )?"
            r"(?:acted|act|acts|decided|spoke|spoken)\b"
        ),
        ("out", "turn", "action"),
        ("out-of-turn",),
    ),
)


def read_cues(question: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The books' words and topics the question's shape stands for (first found first)."""
    text = " ".join(re.findall(r"[a-z0-9]+", question.lower().replace("'", "")))
    words: list[str] = []
    topics: list[str] = []
    for pattern, adds, names in CUES:
        if pattern.search(text):
            words.extend(w for w in adds if w not in words)
            topics.extend(t for t in names if t not in topics)
    return tuple(words), tuple(topics)
