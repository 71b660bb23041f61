"""Hidden information: what a seat's view may hold (DESIGN property 3)."""

from clocktower.testing import advance, seated, to_night


def test_night_deaths_are_not_public_until_dawn() -> None:
    game = seated(["imp", "assassin", "chambermaid", "soldier", "professor", "gambler", "juggler", "innkeeper"])
    to_night(game, 2)
    # The Imp kills the Gambler (seat 5); later tonight the Professor must not be offered
    # the Gambler, and no seat's view may show the Gambler dead before dawn.
    d = advance(game, [("imp", 5)], until="professor")
    assert d is not None and 5 not in d.options
    assert not game.state.seats[5].alive
    for seat in range(8):
        view = game.view(seat)
        assert view.players[5].alive
    assert game.view(5).alive
    advance(game, until="talk")
    assert not game.view(0).players[5].alive and not game.view(5).alive


def test_view_of_a_missing_seat_raises() -> None:
    game = seated(["imp", "assassin", "chambermaid", "soldier", "professor"])
    for bad in (-1, 5):
        try:
            game.view(bad)
        except IndexError:
            continue
        raise AssertionError(f"view({bad}) did not raise")


def test_view_events_are_read_only() -> None:
    game = seated(["imp", "assassin", "chambermaid", "soldier", "professor"])
    events = game.view(0).events
    assert not hasattr(events, "append")
