"""Word splitting, stop words and a light stemmer shared by the index and the thesaurus."""

from __future__ import annotations

import re

_WORD = re.compile(r"[a-z0-9]+")

# Function words plus filler that dealers say but rules do not use to mean anything.
STOPWORDS = frozenset(
    """a about after again all also am an and any are as at be because been before being both
    but by can could did do does doing down during each for from further had has have having he
    her here hers him his how i if in into is it its just me more most my no nor not now of off
    on once only or other our out over own same she should so some such than that the their them
    then there these they this those through to too under until up very was we were what when
    where which while who whom why will with would you your guy gal dude lady man woman someone
    somebody anyone anything something thing things what's whats ok okay like get got gets getting
    really just still happens happened happen do we what now theres heres hes shes im ive
    youre were weve thats its whos""".split()
)


def words(text: str) -> list[str]:
    """Lower-case alphanumeric words; apostrophes dropped ("doesn't" -> "doesnt")."""
    return _WORD.findall(text.lower().replace("\u2019", "").replace("'", ""))


def content_words(text: str) -> list[str]:
    """Words minus stop words: what a query asks about (phrases go to the thesaurus first)."""
    return [w for w in words(text) if w not in STOPWORDS]


# Irregular verbs as dealers tell a story ("he threw", "she saw", "the dealer dealt"), in the
# form the stemmer gives their regular forms ("throwing" -> "throw", "hiding" -> "hid").
IRREGULAR = dict(
    pair.split(":")
    for pair in """
    threw:throw thrown:throw saw:see seen:see took:tak taken:tak gave:giv given:giv drew:draw
    drawn:draw dealt:deal fell:fall fallen:fall shown:show hidden:hid told:tell spoke:speak
    spoken:speak broke:break broken:break bought:buy paid:pay came:com won:win
    lost:los held:hold kept:keep found:find sat:sit ran:run flung:fling stole:steal
    stolen:steal wrote:writ written:writ chose:choos chosen:choos stuck:stick knew:know
    known:know forgot:forget forgotten:forget flew:fly tore:tear torn:tear bent:bend
    swept:sweep
    """.split()
)

# Four-letter words whose final e tells them from another word ("site" is no "sit").
KEEP_E = frozenset({"site", "wine", "note", "here", "done"})


_STEMS: dict[str, str] = {}  # stems already worked out: a query stems its words many times


def light_stem(word: str) -> str:
    """Strip a common English suffix so "splashed", "splashing", "splashes" meet ("splash")."""
    stem = _STEMS.get(word)
    if stem is None:
        stem = _stem(word)
        if len(_STEMS) < 50_000:  # bounded: odd words from pasted text must not pile up
            _STEMS[word] = stem
    return stem


def _stem(word: str) -> str:
    irregular = IRREGULAR.get(word)
    if irregular is not None:
        return irregular
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            word = word[: -len(suffix)]
            if len(word) > 2 and word[-1] == word[-2] and word[-1] not in "aeiouls":
                word = word[:-1]  # "betting" -> "bett" -> "bet", "cutting" -> "cut"
            break
    if len(word) > 3 and word.endswith("e") and not word.endswith("ee") and word not in KEEP_E:
        word = word[:-1]  # "raise", "raised", "raising" all -> "rais"; "hide", "hiding" -> "hid"
    return word


def inflected(word: str) -> bool:
    """A word already carrying a suffix ("shorted"): in the thesaurus it matches only itself."""
    return word.endswith(("ed", "ing")) and len(word) > 5


# Two words that mean one thing and would be lost as words: "all in" (two stop words),
# "heads up", "add on", "re raise", "non player", "re buy", "re entry". Joined into one term
# wherever they appear, in the books and in questions alike ("all-in" reads as "all in").
COMPOUNDS = {
    ("all", "in"): "allin",
    ("heads", "up"): "headsup",
    ("add", "on"): "addon",
    ("re", "raise"): "reraise",
    ("re", "raised"): "reraise",
    ("non", "player"): "nonplayer",
    ("re", "buy"): "rebuy",
    ("re", "entry"): "reentry",
}


def joined(spoken: list[str]) -> list[str]:
    """Words with COMPOUNDS joined ("all", "in" -> "allin")."""
    out: list[str] = []
    i = 0
    while i < len(spoken):
        pair = COMPOUNDS.get((spoken[i], spoken[i + 1])) if i + 1 < len(spoken) else None
        if pair is not None:
            out.append(pair)
            i += 2
        else:
            out.append(spoken[i])
            i += 1
    return out


def terms(text: str) -> list[str]:
    """The index terms of a text: words, compounds joined, stop words dropped, stemmed."""
    return [light_stem(w) for w in joined(words(text)) if w not in STOPWORDS]
