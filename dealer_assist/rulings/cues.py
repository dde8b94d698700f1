"""Situations read from the shape of a question rather than from its words: a card named by
rank and suit, the same card twice, a player acting before another. Each cue adds the books'
words and a topic, as a jargon phrase of the thesaurus does."""

from __future__ import annotations

import re

_RANK = r"(?:aces?|kings?|queens?|jacks?|tens?|nines?|eights?|sevens?|sixes|six|fives?|fours?"
_RANK += r"|threes?|deuces?|twos?|[2-9]s?|10s?|[akqjt])"
_CARD = _RANK + r" of (?:spades|hearts|diamonds|clubs)\b"
_COUNT = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)"

_SUITS = (" of spades", " of hearts", " of diamonds", " of clubs")
_DIGITS = tuple("0123456789")

# (words one of which the question must hold, the pattern over the lower-case question, the
# books' words it stands for, its topics). A pattern is compiled (and cached by `re`) only
# when a question holds one of its words: a `rules` process pays for none it does not need.
CUES: tuple[tuple[tuple[str, ...], str, tuple[str, ...], tuple[str, ...]], ...] = (
    # "the queen of hearts" is a card, whatever the books call it
    (_SUITS, r"\b" + _CARD, ("card",), ()),
    # "two kings of clubs", "a second ace of spades": one card twice in the deck
    (
        _SUITS,
        r"\b(?:two|2|another|second|both|duplicate) " + _CARD,
        ("two", "same", "rank", "suit", "deck"),
        ("deck-defect",),
    ),
    # "checked before seat 5 had acted", "bet before the big blind acted"
    (
        ("before ",),
        r"\bbefore (?:seat \d+|the \w+(?: \w+)?|him|her|them|\w+) (?:had |has |could |got to )?"
        r"(?:acted|act|acts|decided|spoke|spoken)\b",
        ("out", "turn", "action"),
        ("out-of-turn",),
    ),
    # "flashed his cards to the guy next to him", "showed her hand to a spectator": cards
    # shown to someone, whoever it was
    (
        ("show", "flash"),
        r"\b(?:show|shows|showed|shown|showing|flash|flashes|flashed|flashing)"
        r"(?: (?:his|her|their|the|both|one|a|its))?(?: (?:cards?|hand|hole cards?))?"
        r" to (?:the|his|her|a|an|another|someone|somebody|everyone|seat|player)\b",
        ("shown", "show", "another", "player"),
        ("show-one-show-all",),
    ),
    # "table 1 has nine and table 3 is down to six": how many players sit at each table
    (
        ("table",),
        r"\btables?(?: \w+)? (?:has|have|is down to|are down to|is at|only has|got) "
        + _COUNT
        + r"(?: (?:players?|handed|left|people|seated|each|and|but|while|now)\b|$)",
        ("players", "table", "balanced", "move"),
        ("table-balancing",),
    ),
    # "seat 9 never got cards", "she didn't get a second card": a player missed in the deal
    (
        ("never ", "didnt ", "did not ", "hasnt ", "has not ", "without "),
        r"\b(?:never|didnt|did not|hasnt|has not|without) (?:got|gotten|get|getting|received"
        r"|receiving|been dealt|dealt)(?: (?:a|any|his|her|their|the|two|2|one|1|second)){0,2}"
        r" (?:cards?|hole cards?|hand)\b",
        ("dealt", "misdeal", "sequence", "cards"),
        ("misdeal",),
    ),
    # "get rid of the 25s", "the 100s come off": chips named by their value
    (
        _DIGITS,
        r"\b(?:rid of|remove|removing|take off|taking off|come off|coming off"
        r"|colou?r(?:ing)? up)(?: the| all the| his| her)? \d+s\b",
        ("color", "rounding", "chip", "removing"),
        ("colour-up",),
    ),
)


# Amounts: what the player faced ("200 to go", "facing 300", "on top of a 200 bet") and what
# he put in ("put out 300", "shoved for 250"). More than the bet but less than twice it is a
# raise short of a full one: an all-in that may not reopen the betting, or, with chips behind,
# a raise to be completed.
_FACING = (
    r"\b(?:(\d+) to (?:go|call|him|her)|facing (?:a |an )?(\d+)|bet (?:of )?(\d+)"
    r"|(?:on top of|over|into) (?:a |an |the )?(\d+)(?: bet| raise| open)?)\b"
)
_PUT = (
    r"\b(put out|put in|threw in|threw out|pushed out|made it|raised to|raise to|shoved for"
    r"|shoves for|all in for|jammed for|went all in for|moved in for) (\d+)\b"
)
_ALL_IN = r"\b(?:all in|allin|shoved?|shoves|jam|jammed|moved in)\b"


# "blinds are 200/400": before any bet, what a player faces is the big blind
_BLINDS = r"\bblinds? (?:are |at |of |is )?\d+ (?:and )?(\d+)\b"


def _amounts(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    if not any(d in text for d in _DIGITS):
        return (), ()
    put = re.search(_PUT, text)
    faced = re.search(_FACING, text) or re.search(_BLINDS, text)
    if put is None or faced is None:
        return (), ()
    x = int(next(g for g in faced.groups() if g))
    y = int(put.group(2))
    if not x < y < 2 * x:
        return (), ()
    if re.search(_ALL_IN, text):
        return ("all in", "less", "reopen", "full", "raise"), ("short-all-in",)
    return ("half", "raise", "completed", "full", "minimum"), ()


def read_cues(question: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The books' words and topics the question's shape stands for (first found first)."""
    lowered = re.sub(r"(?<=\d),(?=\d{3}\b)", "", question.lower().replace("'", ""))
    text = " ".join(re.findall(r"[a-z0-9]+", lowered))
    words: list[str] = []
    topics: list[str] = []
    for needles, pattern, adds, names in CUES:
        if any(n in text for n in needles) and re.search(pattern, text):
            words.extend(w for w in adds if w not in words)
            topics.extend(t for t in names if t not in topics)
    adds, names = _amounts(text)
    words.extend(w for w in adds if w not in words)
    topics.extend(t for t in names if t not in topics)
    return tuple(words), tuple(topics)
