"""Finishing places: several bust-outs on one hand, leaving early, a time-limit end, per book."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_assist.core.money.places import (
    Bust,
    Exit,
    PlacesError,
    Standings,
    bust_places,
    leaving_early,
    ordinal,
)
from dealer_assist.core.rules.house_rules import Decision, HouseRules, LeavingEarly
from dealer_assist.core.rules.rulebook import Library
from dealer_assist.house_books import BOOKS, house_rules
from dealer_assist.rulings.library import load_library

UBETCHA = house_rules("ubetcha")
APPLEWOOD = house_rules("applewood")
FOUNTAIN_VALLEY = house_rules("fountain-valley")
GENERAL = house_rules("general")
TEN = tuple("ABCDEFGHIJ")


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library()


def _places(standings: Standings) -> dict[str, tuple[int, int]]:
    return {p: (f.place, f.last_place) for f in standings.finishes() for p in f.players}


# -- the profiles ---------------------------------------------------------------------------------


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    "decision",
    [
        Decision.FINISHING_ORDER,
        Decision.TIED_PLACES,
        Decision.TIME_LIMIT_END,
        Decision.LEAVING_EARLY_PLACE,
        Decision.LEAVING_EARLY,
    ],
)
def test_place_citations_name_a_real_rule_and_say_when_borrowed(
    library: Library, book: str, decision: Decision
) -> None:
    """Each citation is a rule of the library, labelled by it; a rule borrowed from another
    book says why in brackets (the book silent: the general rules, then common practice)."""
    citation = house_rules(book).cite(decision)
    rule = library.rule(citation.rule_id)
    assert citation.label.startswith(rule.label)
    if rule.book != book:
        assert "silent" in citation.label or "plays to one winner" in citation.label


def test_the_cited_rules_say_what_the_profiles_do(library: Library) -> None:
    text = library.rule(UBETCHA.cite(Decision.FINISHING_ORDER).rule_id).text
    assert "the player starting the hand with the larger amount of chips" in text
    assert "best hand on that deal receiving any non-divisible award" in text
    assert "Ties will split the money from both places" in (
        library.rule(APPLEWOOD.cite(Decision.TIED_PLACES).rule_id).text
    )
    assert "full 6 hrs" in library.rule(APPLEWOOD.cite(Decision.TIME_LIMIT_END).rule_id).text
    assert APPLEWOOD.time_limit_min == 6 * 60
    assert "(six levels)" in library.rule(APPLEWOOD.cite(Decision.LEAVING_EARLY).rule_id).text
    assert APPLEWOOD.leaving_early_blinded_off_levels == 6
    assert "as if they were eliminated at that time" in (
        library.rule(UBETCHA.cite(Decision.LEAVING_EARLY_PLACE).rule_id).text
    )
    for rules in (UBETCHA, FOUNTAIN_VALLEY, GENERAL):
        assert rules.time_limit_min is None and rules.leaving_early_blinded_off_levels == 0


def test_silent_books_fall_back_to_common_practice_and_say_so() -> None:
    """Applewood, Fountain Valley and the general rules say nothing of several bust-outs on one
    hand: common practice (as Ubetcha PROCEDURES & RULES 14), and the label says which."""
    for rules in (APPLEWOOD, FOUNTAIN_VALLEY, GENERAL):
        citation = rules.cite(Decision.FINISHING_ORDER)
        assert citation.rule_id == "ubetcha/procedures-and-rules/14"
        assert "common practice" in citation.label
    assert UBETCHA.cite(Decision.FINISHING_ORDER).label == "Ubetcha, PROCEDURES & RULES 14"
    assert "plays to one winner" in FOUNTAIN_VALLEY.cite(Decision.TIME_LIMIT_END).label


# -- several bust-outs on one hand ----------------------------------------------------------------


def test_ubetcha_procedures_14_the_larger_starting_stack_finishes_higher() -> None:
    """Ubetcha PROCEDURES & RULES 14: "If multiple players go broke on the same hand, the
    player starting the hand with the larger amount of chips finishes in the higher place"."""
    standings = Standings.of(TEN).bust([Bust("A", 3000), Bust("B", 8000)], UBETCHA)
    finishes = {f.players: f for f in standings.finishes()}
    assert finishes[("B",)].place == 9
    assert finishes[("A",)].place == 10
    assert finishes[("B",)].citation.rule_id == "ubetcha/procedures-and-rules/14"
    assert "8,000" in finishes[("B",)].reason
    assert standings.remaining == TEN[2:]


def test_ubetcha_procedures_14_equal_stacks_tie_and_the_best_hand_takes_the_odd_award() -> None:
    """Ubetcha PROCEDURES & RULES 14: "Players eliminated on the same deal who start their final
    hand with an equal amount of chips receive equal points, prizes, or awards, with the best
    hand on that deal receiving any non-divisible award"."""
    busts = [Bust("C", 4000, hand_rank=2), Bust("D", 4000, hand_rank=5), Bust("E", 9000)]
    standings = Standings.of(TEN).bust(busts, UBETCHA)
    top, tie = standings.finishes()
    assert (top.players, top.place) == (("E",), 8)
    assert (tie.place, tie.last_place, set(tie.players)) == (9, 10, {"C", "D"})
    assert tie.shared and tie.exit is Exit.BUST
    assert tie.odd_award_to == "D"
    assert "D had the best hand" in tie.reason


def test_equal_stacks_and_equal_hands_leave_the_odd_award_undecided() -> None:
    standings = Standings.of(TEN).bust([Bust("C", 4000), Bust("D", 4000)], UBETCHA)
    (tie,) = standings.finishes()
    assert tie.odd_award_to is None and (tie.place, tie.last_place) == (9, 10)


def test_applewood_same_hand_bust_outs_follow_common_practice_and_say_so() -> None:
    standings = Standings.of(TEN).bust([Bust("A", 3000), Bust("B", 8000)], APPLEWOOD)
    assert _places(standings) == {"B": (9, 9), "A": (10, 10)}
    assert "Applewood and the general rules are silent" in standings.finishes()[0].citation.label


def test_the_last_bust_makes_the_winner() -> None:
    standings = Standings.of("XYZ").bust([Bust("X", 500), Bust("Y", 700)], UBETCHA)
    assert standings.over and standings.remaining == ()
    first, second, third = standings.finishes()
    assert (first.place, first.players, first.exit) == (1, ("Z",), Exit.WON)
    assert (second.place, second.players) == (2, ("Y",))
    assert (third.place, third.players) == (3, ("X",))
    assert str(first).startswith("1st: Z:")


def test_bust_places_without_standings() -> None:
    finishes = bust_places([Bust("A", 3000), Bust("B", 8000), Bust("C", 3000)], 10, UBETCHA)
    assert [(f.place, f.players) for f in finishes] == [(8, ("B",)), (9, ("A", "C"))]
    assert finishes[1].last_place == 10


@pytest.mark.parametrize(
    ("busts", "message"),
    [
        ([], "at least one"),
        ([Bust("A", 100), Bust("A", 200)], "twice"),
        ([Bust("A", 0)], "positive"),
        ([Bust("Q", 100)], "not in the tournament"),
        ([Bust(p, 100) for p in "ABC"], "someone wins the pot"),
    ],
)
def test_impossible_bust_outs_are_refused(busts: list[Bust], message: str) -> None:
    with pytest.raises(PlacesError, match=message):
        Standings.of("ABC").bust(busts, UBETCHA)


def test_a_player_cannot_bust_twice() -> None:
    standings = Standings.of("ABC").bust([Bust("A", 100)], UBETCHA)
    with pytest.raises(PlacesError, match="already out"):
        standings.bust([Bust("A", 100)], UBETCHA)


# -- entries after bust-outs ----------------------------------------------------------------------


def test_a_late_entry_moves_earlier_bust_outs_down() -> None:
    """A place counts everyone who outlasted the player: a late entry who plays on does."""
    standings = Standings.of("ABCD").bust([Bust("A", 100)], UBETCHA)
    assert standings.finish_of("A").place == 4  # type: ignore[union-attr]
    standings = standings.enter("E")
    assert standings.finish_of("A").place == 5  # type: ignore[union-attr]


def test_a_re_entry_finishes_once_where_his_last_entry_ends() -> None:
    standings = Standings.of("ABCD").bust([Bust("A", 100), Bust("B", 100)], UBETCHA)
    standings = standings.enter("A")
    (tie,) = standings.finishes()
    assert tie.players == ("B",) and tie.place == 4
    standings = standings.bust([Bust("C", 300)], UBETCHA).bust([Bust("A", 50)], UBETCHA)
    assert _places(standings) == {"D": (1, 1), "A": (2, 2), "C": (3, 3), "B": (4, 4)}


def test_entering_twice_or_after_the_end_is_refused() -> None:
    with pytest.raises(PlacesError, match="already in"):
        Standings.of("AB").enter("A")
    with pytest.raises(PlacesError, match="over"):
        Standings.of("AB").bust([Bust("A", 1)], UBETCHA).enter("C")


# -- leaving early --------------------------------------------------------------------------------


def test_applewood_gameplay_rules_4_leaving_before_six_levels_is_blinded_off() -> None:
    """Applewood Gameplay Rules 4 (1): "If they leave before the first round (six levels), then
    their chips will be blinded out by the dealer." He stays in until the stack is gone."""
    standings, departure = Standings.of("ABCD").leave_early(
        "B", 2500, APPLEWOOD, levels_completed=5
    )
    assert departure.handling is LeavingEarly.BLINDED_OFF
    assert departure.chips_removed == 0 and departure.finish is None
    assert departure.citation.rule_id == "applewood/gameplay-rules/4"
    assert "B" in standings.remaining and standings.blinded_off == ("B",)
    standings = standings.bust([Bust("A", 900)], APPLEWOOD)
    standings = standings.bust([Bust("B", 150)], APPLEWOOD)  # blinded away
    assert standings.finish_of("B").place == 3  # type: ignore[union-attr]
    assert standings.blinded_off == ()


def test_applewood_gameplay_rules_4_leaving_after_six_levels_removes_the_chips() -> None:
    """Applewood Gameplay Rules 4 (2): "If the leave after the first round, then their remaining
    chips will be removed from play". Where he finishes the book does not say: as if eliminated
    then (Ubetcha PROCEDURES & RULES 15, common practice), and the citation says so."""
    standings, departure = Standings.of("ABCD").leave_early(
        "B", 2500, APPLEWOOD, levels_completed=6
    )
    assert departure.handling is LeavingEarly.REMOVED and departure.chips_removed == 2500
    assert departure.finish is not None and departure.finish.place == 4
    assert departure.finish.exit is Exit.LEFT_EARLY
    assert departure.finish.citation.rule_id == "ubetcha/procedures-and-rules/15"
    assert "Applewood, Gameplay Rules 4 does not place the player" in (
        departure.finish.citation.label
    )
    assert standings.remaining == ("A", "C", "D")


def test_ubetcha_procedures_15_the_leaver_signs_out_as_if_eliminated_at_that_time() -> None:
    """Ubetcha PROCEDURES & RULES 15: "their chips must be picked up and removed from play. They
    are entitled to sign out of the tournament as if they were eliminated at that time.\""""
    standings = Standings.of(TEN).bust([Bust("J", 100)], UBETCHA)
    standings, departure = standings.leave_early("C", 4000, UBETCHA, levels_completed=1)
    assert departure.handling is LeavingEarly.REMOVED and departure.chips_removed == 4000
    assert departure.citation.label == "Ubetcha, PROCEDURES & RULES 15"
    assert departure.finish is not None and departure.finish.place == 9
    standings = standings.bust([Bust("A", 100)], UBETCHA)
    assert _places(standings) == {"A": (8, 8), "C": (9, 9), "J": (10, 10)}


@pytest.mark.parametrize("rules", [FOUNTAIN_VALLEY, GENERAL])
def test_silent_books_remove_a_leavers_chips_as_ubetcha_and_say_so(rules: HouseRules) -> None:
    ruling = leaving_early(rules, levels_completed=0)
    assert ruling.handling is LeavingEarly.REMOVED
    assert ruling.citation.rule_id == "ubetcha/procedures-and-rules/15"
    assert "silent" in ruling.citation.label
    assert "common practice" in rules.cite(Decision.LEAVING_EARLY_PLACE).label


def test_the_last_leaver_leaves_a_winner() -> None:
    standings, departure = Standings.of("AB").leave_early("A", 10, UBETCHA, levels_completed=9)
    assert departure.finish is not None and departure.finish.place == 2
    assert standings.over and standings.finish_of("B").exit is Exit.WON  # type: ignore[union-attr]


def test_leaving_twice_is_refused() -> None:
    standings, _ = Standings.of("ABC").leave_early("A", 10, APPLEWOOD, levels_completed=0)
    with pytest.raises(PlacesError, match="already left"):
        standings.leave_early("A", 10, APPLEWOOD, levels_completed=7)
    with pytest.raises(PlacesError, match="negative"):
        leaving_early(APPLEWOOD, levels_completed=-1)


# -- a time-limit end -----------------------------------------------------------------------------


def test_applewood_misc_28_after_six_hours_places_go_by_chips_and_ties_share() -> None:
    """Applewood Misc. Tournament Info/Rules 28: "If the tournament goes the full 6 hrs, the
    player with the most chips will be declared the winner. 2nd place and lower will also be
    based on chip totals. Ties will split the money from both places (i.e. 2nd and 3rd tie...)"."""
    standings = Standings.of(TEN[:6]).bust([Bust("F", 2000)], APPLEWOOD)
    counts = {"A": 41000, "B": 12000, "C": 12000, "D": 3000, "E": 500}
    standings = standings.end_on_chips(counts, APPLEWOOD)
    assert standings.over
    places = _places(standings)
    assert places == {
        "A": (1, 1),
        "B": (2, 3),
        "C": (2, 3),
        "D": (4, 4),
        "E": (5, 5),
        "F": (6, 6),
    }
    first, tie = standings.finishes()[:2]
    assert "the winner" in first.reason and first.exit is Exit.CHIP_COUNT
    assert tie.shared and tie.odd_award_to is None  # no hand decides a tie on chips
    assert tie.citation.rule_id == "applewood/misc-tournament-info-rules/28"


def test_a_tie_for_the_most_chips_shares_first_and_second() -> None:
    standings = Standings.of("ABC").end_on_chips({"A": 500, "B": 500, "C": 20}, APPLEWOOD)
    assert _places(standings) == {"A": (1, 2), "B": (1, 2), "C": (3, 3)}


def test_ubetcha_stopped_early_places_by_chips_as_common_practice() -> None:
    standings = Standings.of("AB").end_on_chips({"A": 1, "B": 2}, UBETCHA)
    first = standings.finishes()[0]
    assert first.players == ("B",)
    assert "Ubetcha and the general rules are silent: common practice" in first.citation.label


@pytest.mark.parametrize(
    ("counts", "message"),
    [
        ({"A": 5}, "no count for B"),
        ({"A": 5, "B": 5, "Z": 1}, "Z not in"),
        ({"A": -1, "B": 1}, "negative"),
    ],
)
def test_chip_counts_must_cover_the_players_left(counts: dict[str, int], message: str) -> None:
    with pytest.raises(PlacesError, match=message):
        Standings.of("AB").end_on_chips(counts, APPLEWOOD)


def test_ordinals() -> None:
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th",
    ]  # fmt: skip


# -- properties -----------------------------------------------------------------------------------


@st.composite
def nights(draw: st.DrawFn) -> tuple[Standings, list[tuple[list[Bust], set[str]]]]:
    """A random night under a random book: hands with bust-outs, departures, maybe a stop."""
    size = draw(st.integers(2, 12))
    players = [f"P{i}" for i in range(size)]
    rules = house_rules(draw(st.sampled_from(BOOKS)))
    standings = Standings.of(players)
    hands: list[tuple[list[Bust], set[str]]] = []
    while standings.remaining:
        left = list(standings.remaining)
        action = draw(st.sampled_from(["bust", "bust", "leave", "stop"]))
        if action == "stop":
            counts = {p: draw(st.integers(0, 5)) * 1000 for p in left}
            standings = standings.end_on_chips(counts, rules)
            break
        if action == "leave":
            player = draw(st.sampled_from(left))
            if player in standings.blinded_off:
                continue
            standings, _ = standings.leave_early(
                player, 100, rules, levels_completed=draw(st.integers(0, 10))
            )
            continue
        out = draw(st.lists(st.sampled_from(left), min_size=1, max_size=len(left) - 1, unique=True))
        busts = [Bust(p, draw(st.integers(1, 4)) * 1000, draw(st.integers(0, 2))) for p in out]
        hands.append((busts, set(left) - set(out)))
        standings = standings.bust(busts, rules)
    return standings, hands


@given(nights())
def test_every_player_finishes_once_and_places_are_1_to_n(
    night: tuple[Standings, list[tuple[list[Bust], set[str]]]],
) -> None:
    standings, _ = night
    assert standings.over
    finishes = standings.finishes()
    players = [p for f in finishes for p in f.players]
    assert len(players) == len(set(players))
    covered = [place for f in finishes for place in range(f.place, f.last_place + 1)]
    assert covered == list(range(1, len(players) + 1))


@given(nights())
def test_on_one_hand_more_chips_finish_higher_equal_chips_tie_and_survivors_finish_above(
    night: tuple[Standings, list[tuple[list[Bust], set[str]]]],
) -> None:
    standings, hands = night
    places = _places(standings)
    for busts, survivors in hands:
        for a in busts:
            for b in busts:
                if a.start_chips > b.start_chips:
                    assert places[a.player][1] < places[b.player][0]
                elif a.start_chips == b.start_chips:
                    assert places[a.player] == places[b.player]
            for survivor in survivors:
                if survivor in places:
                    assert places[survivor][1] < places[a.player][0]
