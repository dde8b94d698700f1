"""The seat ring draws any table from 2 to 10 seats with touch-sized seats and reports taps."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from dealer_assist.ui.station.seat_ring import BIG_BLIND_FILL, RingView, SeatRing, SeatView


def _ring(qtbot, seat_count: int, width: int = 720, height: int = 340) -> SeatRing:  # type: ignore[no-untyped-def]
    ring = SeatRing(seat_count)
    qtbot.addWidget(ring)
    ring.resize(width, height)
    seats = {s: SeatView(name=f"Player {s}", stack=1000 * s) for s in range(1, seat_count + 1)}
    ring.set_view(RingView(seat_count, seats))
    return ring


@pytest.mark.parametrize("seat_count", range(2, 11))
@pytest.mark.parametrize("size", [(720, 340), (1400, 820)])
def test_seats_fit_do_not_overlap_and_are_touch_sized(
    qtbot, seat_count: int, size: tuple[int, int]
) -> None:  # type: ignore[no-untyped-def]
    ring = _ring(qtbot, seat_count, *size)
    boxes = [ring.seat_rect(s) for s in range(1, seat_count + 1)]
    for i, box in enumerate(boxes):
        assert box.height() >= 48 and box.width() >= 90
        assert ring.rect().toRectF().contains(box)
        for other in boxes[i + 1 :]:
            assert not box.intersects(other)


def test_seat_one_is_at_the_dealers_left_and_seats_go_clockwise(qtbot) -> None:  # type: ignore[no-untyped-def]
    ring = _ring(qtbot, 6)
    centre = ring.rect().center().toPointF()
    one, three, four = (ring.seat_rect(s).center() for s in (1, 3, 4))
    assert one.x() < centre.x() and one.y() > centre.y()  # bottom left
    assert three.y() < centre.y() and four.y() < centre.y()  # across the top
    assert three.x() < four.x()  # left to right along the top: clockwise


def test_tapping_a_seat_emits_its_number(qtbot) -> None:  # type: ignore[no-untyped-def]
    ring = _ring(qtbot, 9)
    target = ring.seat_rect(7).center().toPoint()
    with qtbot.waitSignal(ring.seat_clicked) as blocker:
        qtbot.mouseClick(ring, Qt.MouseButton.LeftButton, pos=target)
    assert blocker.args == [7]
    assert ring.seat_at(QPointF(ring.width() / 2, ring.height() / 2)) is None


def test_more_than_ten_seats_is_refused(qtbot) -> None:  # type: ignore[no-untyped-def]
    ring = _ring(qtbot, 9)
    with pytest.raises(ValueError, match="2 to 10 seats"):
        ring.set_view(RingView(11))


def test_markers_are_painted_at_the_seats_bet_spot(qtbot) -> None:  # type: ignore[no-untyped-def]
    ring = _ring(qtbot, 6)
    ring.set_view(RingView(6, {3: SeatView(name="Cy", stack=500, big_blind=True)}))
    geometry = ring._layout()
    # Below the "BB" label, inside the disc.
    spot = geometry.bets[3] + QPointF(0, geometry.marker_px * 0.38)
    image = ring.grab().toImage()
    colour = image.pixelColor(spot.toPoint())
    assert abs(colour.red() - BIG_BLIND_FILL.red()) < 30
    assert abs(colour.green() - BIG_BLIND_FILL.green()) < 30
    ring.set_view(RingView(6, {3: SeatView(name="Cy", stack=500)}))
    assert ring.grab().toImage().pixelColor(spot.toPoint()) != colour


def test_show_station_marks_a_button_on_an_empty_seat_dead(qtbot) -> None:  # type: ignore[no-untyped-def]
    ring = _ring(qtbot, 6)
    seats = {
        1: {"name": "Ann", "stack": 900, "in_front": 200, "absent": True},
        4: {"name": "Dee", "stack": 1200},
    }
    ring.show_station(seats, button=2, to_act=4)
    view = ring.view
    assert view.seat(2).dead_button and view.seat(2).empty
    assert view.seat(1).bet == 200 and view.seat(1).absent
    assert view.seat(4).to_act and not view.seat(1).to_act


def test_centre_text_and_pots(qtbot) -> None:  # type: ignore[no-untyped-def]
    ring = _ring(qtbot, 6)
    blank = ring.grab().toImage()
    ring.set_centre("Hand 12", [("Main pot", 12400), ("Side pot 1", 3000)])
    assert ring.view.centre_text == "Hand 12"
    assert ring.view.pots == (("Main pot", 12400), ("Side pot 1", 3000))
    assert ring.grab().toImage() != blank
    ring.set_centre("")
    assert ring.grab().toImage() == blank


def test_a_player_leaving_after_the_hand_is_tagged(qtbot) -> None:  # type: ignore[no-untyped-def]
    """ "Leaves after this hand" shows on his seat until the settlement takes him off."""
    from dealer_assist.ui.station.seat_ring import _tag

    ring = _ring(qtbot, 6)
    ring.show_station(
        {2: {"name": "Ben", "stack": 900, "leaving": True}, 3: {"name": "Cy", "stack": 800}},
        button=2,
        to_act=3,
    )
    assert ring.view.seat(2).leaving and not ring.view.seat(3).leaving
    assert _tag(ring.view.seat(2))[0] == "LEAVES"
    ring.grab()  # paints without a warning


def test_players_the_director_sent_show_dimmed_on_their_empty_seats(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A placed or arriving player shows on his empty seat (name, stack, tag) until he sits
    down; a player moved away is tagged on his own seat; a dead button keeps the expected."""
    from dealer_assist.ui.station.seat_ring import EXPECTED, _tag

    ring = _ring(qtbot, 6)
    blank = ring.grab().toImage()
    ring.show_station(
        {2: {"name": "Ben", "stack": 900}, 3: {"name": "Cy", "stack": 800}},
        button=5,
        to_act=None,
        expected={5: ("Eve", 10_000, "FROM T1"), 6: ("Fay", 12_000, "PLACED")},
        notes={2: "TO T2"},
    )
    view = ring.view
    assert view.seat(5).empty and view.seat(5).dead_button
    assert (view.seat(5).expected, view.seat(5).expected_stack, view.seat(5).note) == (
        "Eve",
        10_000,
        "FROM T1",
    )
    assert view.seat(6).empty and view.seat(6).expected == "Fay"
    assert _tag(view.seat(2)) == ("TO T2", EXPECTED) and not view.seat(3).note
    assert ring.grab().toImage() != blank  # paints without a warning
