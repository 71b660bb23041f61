"""Setup through the real bag: ``Game('darkest-before-dawn', n)`` answering the Storyteller's
setup decisions (bag, setup modifiers, covers, deal, bluffs).

Rule source: /work/shared/RULES.md "Setup" (the count table; the Drunk and the Marionette
are never in the bag, their players draw a good token not in play); almanac pages of the
Godfather ("[-1 or +1 Outsider]"), the Drunk and the Marionette ("[You neighbor the
Demon]", "draws either a Townsfolk or an Outsider token").
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from clocktower.decisions import STORYTELLER, DecisionKind, IllegalAnswer
from clocktower.engine import Game, SetupError
from clocktower.record import dumps
from clocktower.rules import team_of

SCRIPT = "darkest-before-dawn"

TABLE = {  # players: (Townsfolk, Outsiders, Minions, Demons), RULES.md "Setup"
    5: (3, 0, 1, 1), 6: (3, 1, 1, 1), 7: (5, 0, 1, 1), 8: (5, 1, 1, 1), 9: (5, 2, 1, 1),
    10: (7, 0, 2, 1), 11: (7, 1, 2, 1), 12: (7, 2, 2, 1), 13: (9, 0, 3, 1), 14: (9, 1, 3, 1),
    15: (9, 2, 3, 1),
}
TEAMS = ("townsfolk", "outsider", "minion", "demon")

def default(d: Any) -> Any:
    return d.options[: d.count[0]] if d.count else d.options[0]


def set_up(n: int, picks: dict[str, Any] | None = None, *, seen: list | None = None) -> Game:
    """A game of ``n`` players, answering every setup decision.

    ``picks`` maps a step to an answer, a list of answers (used in order) or a callable of
    the decision. Other steps take the first legal option(s). Stops at the first
    non-setup decision; ``seen`` collects every setup decision asked.
    """
    game = Game(SCRIPT, n)
    queue = {k: list(v) if isinstance(v, list) else [v] for k, v in (picks or {}).items()}
    while game.pending is not None and game.pending.kind == DecisionKind.SETUP:
        d = game.pending
        assert d.chooser == STORYTELLER and d.options
        if seen is not None:
            seen.append(d)
        choices = queue.get(d.step)
        if choices:
            pick = choices.pop(0)
            game.answer(pick(d) if callable(pick) else pick)
        else:
            game.answer(default(d))
    assert all(not v for v in queue.values()), f"unused picks: {queue}"
    return game


def seat_counts(game: Game) -> tuple[int, ...]:
    c = Counter(team_of(s.character) for s in game.state.seats)
    return tuple(c[t] for t in TEAMS)


def setup_counts(game: Game) -> tuple[int, ...]:
    return tuple(game.state.setup_counts[t] for t in TEAMS)


NO_MODIFIER = {"setup.minion": ["assassin", "mastermind", "marionette"]}
"""Minion picks without the Godfather, whose modifier would change the counts."""


@pytest.mark.parametrize("n", range(5, 16))
def test_counts_follow_the_table(n: int) -> None:
    game = set_up(n, {"setup.minion": NO_MODIFIER["setup.minion"][: TABLE[n][2]]})
    assert setup_counts(game) == TABLE[n]
    assert seat_counts(game) == TABLE[n]
    assert len({s.character for s in game.state.seats}) == n  # no character twice
    for s in game.state.seats:
        assert s.character == s.believed or s.character in ("drunk", "marionette")
    assert game.pending is not None and game.state.phase == "night" and game.state.night == 1


@pytest.mark.parametrize("n", range(5, 16))
def test_bag_asks_for_exactly_the_table(n: int) -> None:
    seen: list = []
    set_up(n, {"setup.minion": NO_MODIFIER["setup.minion"][: TABLE[n][2]]}, seen=seen)
    steps = Counter(d.step for d in seen)
    t, o, m, dm = TABLE[n]
    assert (steps["setup.townsfolk"], steps["setup.outsider"], steps["setup.minion"],
            steps["setup.demon"]) == (t, o, m, dm)
    assert sum(1 for s in steps if s.startswith("setup.deal.")) == n
    assert steps["setup.bluffs"] == 1


@pytest.mark.parametrize("n", [8, 9, 11, 12, 14, 15])
@pytest.mark.parametrize("delta", [-1, 1])
def test_godfather_changes_the_outsider_count(n: int, delta: int) -> None:
    seen: list = []
    game = set_up(n, {"setup.minion": "godfather", "setup.modifier.godfather": delta}, seen=seen)
    modifier = [d for d in seen if d.step == "setup.modifier.godfather"]
    assert len(modifier) == 1 and set(modifier[0].options) == {-1, 1}
    t, o, m, dm = TABLE[n]
    assert setup_counts(game) == (t - delta, o + delta, m, dm)
    assert seat_counts(game) == (t - delta, o + delta, m, dm)
    assert any(s.character == "godfather" for s in game.state.seats)


@pytest.mark.parametrize("n", [5, 7, 10, 13])
def test_godfather_with_no_outsiders_can_only_add_one(n: int) -> None:
    seen: list = []
    game = set_up(n, {"setup.minion": "godfather"}, seen=seen)
    assert not any(d.step == "setup.modifier.godfather" for d in seen)  # no choice: only +1 fits
    t, o, m, dm = TABLE[n]
    assert seat_counts(game) == (t - 1, o + 1, m, dm)


def test_illegal_modifier_answer_raises_and_changes_nothing() -> None:
    game = Game(SCRIPT, 8)
    game.answer("imp")
    game.answer("godfather")
    d = game.pending
    assert d.step == "setup.modifier.godfather"
    before = dumps(game)
    for bad in (2, 0, -2, "+1", None):
        with pytest.raises(IllegalAnswer):
            game.answer(bad)
        assert game.pending is d and dumps(game) == before


def drunk_game(n: int = 9) -> tuple[Game, list]:
    seen: list = []
    game = set_up(n, {"setup.outsider": "drunk"}, seen=seen)
    return game, seen


def test_drunk_cover_is_a_townsfolk_not_in_play() -> None:
    game, seen = drunk_game(9)
    cover = [d for d in seen if d.step == "setup.cover.drunk"]
    assert len(cover) == 1
    in_bag = {s.character for s in game.state.seats}
    townsfolk = {c for c in game.script_characters("townsfolk")}
    assert set(cover[0].options) == townsfolk - in_bag
    drunk = next(s for s in game.state.seats if s.character == "drunk")
    assert team_of(drunk.believed) == "townsfolk" and drunk.believed not in in_bag
    assert drunk.alignment == "good" and drunk.believed_alignment == "good"


def test_drunk_cover_cannot_be_an_in_play_townsfolk() -> None:
    game = Game(SCRIPT, 9)
    while game.pending.step != "setup.cover.drunk":
        d = game.pending
        game.answer("drunk" if d.step == "setup.outsider" and "drunk" in d.options else default(d))
    in_bag_townsfolk = [c for c in game.script_characters("townsfolk") if c not in game.pending.options]
    assert len(in_bag_townsfolk) == 5
    before = dumps(game)
    for bad in in_bag_townsfolk + ["drunk", "goon", "imp"]:
        with pytest.raises(IllegalAnswer):
            game.answer(bad)
        assert dumps(game) == before and game.pending.step == "setup.cover.drunk"


def test_drunk_seat_view_shows_the_cover_never_the_drunk() -> None:
    game, _ = drunk_game(9)
    drunk = next(s for s in game.state.seats if s.character == "drunk")
    view = game.view(drunk.index)
    assert view.character == drunk.believed != "drunk"
    assert view.alignment == "good"
    dealt = [e for e in view.events if e.kind == "dealt"]
    assert len(dealt) == 1 and dealt[0].data["character"] == drunk.believed
    for e in view.events:
        assert "drunk" not in str(e.data).lower() and "Drunk" not in e.text
    # The deal decision names the token the player draws (the cover), for the Storyteller.
    deal = [d for d in game.decisions if d.step == "setup.deal.drunk"]
    assert len(deal) == 1


def test_drunk_token_not_counted_twice_with_its_cover() -> None:
    # The cover stands in for the Drunk: 9 players still hold 9 different true characters,
    # and the cover is nobody's true character.
    game, _ = drunk_game(9)
    drunk = next(s for s in game.state.seats if s.character == "drunk")
    assert sum(1 for s in game.state.seats if s.character == drunk.believed) == 0
    assert seat_counts(game) == TABLE[9]


def marionette_game(n: int, demon_seat: int) -> tuple[Game, list]:
    seen: list = []
    game = set_up(n, {"setup.minion": "marionette", "setup.deal.imp": demon_seat}, seen=seen)
    return game, seen


@pytest.mark.parametrize("n,demon_seat", [(7, 0), (7, 3), (7, 6), (10, 9), (15, 7)])
def test_marionette_sits_next_to_the_demon(n: int, demon_seat: int) -> None:
    game, seen = marionette_game(n, demon_seat)
    deal = [d for d in seen if d.step == "setup.deal.marionette"]
    assert len(deal) == 1
    assert set(deal[0].options) == {(demon_seat - 1) % n, (demon_seat + 1) % n}
    seat = next(s for s in game.state.seats if s.character == "marionette")
    assert seat.index in ((demon_seat - 1) % n, (demon_seat + 1) % n)
    assert game.state.seats[demon_seat].character == "imp"


def test_marionette_cannot_be_dealt_away_from_the_demon() -> None:
    game = Game(SCRIPT, 7)
    while game.pending.step != "setup.deal.marionette":
        d = game.pending
        if d.step == "setup.minion":
            game.answer("marionette")
        elif d.step == "setup.deal.imp":
            game.answer(3)
        else:
            game.answer(default(d))
    before = dumps(game)
    for bad in (0, 1, 3, 5, 6):
        with pytest.raises(IllegalAnswer):
            game.answer(bad)
        assert dumps(game) == before
    assert set(game.pending.options) == {2, 4}


def test_marionette_believes_a_good_character_not_in_play() -> None:
    game, seen = marionette_game(9, 4)
    cover = [d for d in seen if d.step == "setup.cover.marionette"]
    assert len(cover) == 1
    in_bag = {s.character for s in game.state.seats}
    good = {c for c in game.script_characters() if team_of(c) in ("townsfolk", "outsider")}
    assert set(cover[0].options) == good - in_bag
    seat = next(s for s in game.state.seats if s.character == "marionette")
    assert team_of(seat.believed) in ("townsfolk", "outsider") and seat.believed not in in_bag
    assert seat.alignment == "evil" and seat.believed_alignment == "good"
    view = game.view(seat.index)
    assert view.character == seat.believed and view.alignment == "good"
    for e in view.events:
        assert "marionette" not in str(e.data).lower() and "Marionette" not in e.text


def test_marionette_may_believe_an_outsider() -> None:
    # 7 players have no Outsider in the bag, so every Outsider is a legal cover.
    game = set_up(7, {"setup.minion": "marionette", "setup.cover.marionette": "goon"})
    seat = next(s for s in game.state.seats if s.character == "marionette")
    assert seat.believed == "goon" and game.view(seat.index).character == "goon"


def test_drunk_and_marionette_covers_differ() -> None:
    seen: list = []
    game = set_up(12, {"setup.minion": ["marionette", "assassin"], "setup.outsider": "drunk"}, seen=seen)
    drunk = next(s for s in game.state.seats if s.character == "drunk")
    mario = next(s for s in game.state.seats if s.character == "marionette")
    assert drunk.believed != mario.believed
    covers = [d for d in seen if d.step.startswith("setup.cover.")]
    assert sorted(d.step for d in covers) == ["setup.cover.drunk", "setup.cover.marionette"]
    first, second = covers
    first_cover = next(s.believed for s in game.state.seats if s.character == first.step.split(".")[-1])
    assert first_cover not in second.options  # the second cover may not reuse the first


@pytest.mark.parametrize("n", [5, 9, 15])
def test_bluffs_are_three_good_characters_not_in_play(n: int) -> None:
    seen: list = []
    game = set_up(n, {"setup.outsider": "drunk"} if TABLE[n][1] else {}, seen=seen)
    bluffs = [d for d in seen if d.step == "setup.bluffs"][0]
    in_play = {s.character for s in game.state.seats}
    good = {c for c in game.script_characters() if team_of(c) in ("townsfolk", "outsider")}
    assert bluffs.count == (3, 3)
    # The Drunk is never offered: nobody can see themselves as the Drunk, so it is no bluff.
    assert set(bluffs.options) == good - in_play - {"drunk"}
    assert len(game.state.bluffs) == 3 and not set(game.state.bluffs) & in_play
    assert all(team_of(b) in ("townsfolk", "outsider") for b in game.state.bluffs)


def test_illegal_bluffs_raise_and_change_nothing() -> None:
    game = Game(SCRIPT, 7)
    while game.pending.step != "setup.bluffs":
        game.answer(default(game.pending))
    d = game.pending
    in_play = [s.character for s in game.state.seats]
    legal = list(d.options)
    before = dumps(game)
    bad_answers = [
        (in_play[0], legal[0], legal[1]),     # an in-play character
        (legal[0], legal[1]),                  # too few
        (legal[0], legal[1], legal[2], legal[3]),  # too many
        (legal[0], legal[0], legal[1]),        # the same twice
        ("imp", legal[0], legal[1]),           # evil
        legal[0],                              # not a tuple
    ]
    for bad in bad_answers:
        with pytest.raises(IllegalAnswer):
            game.answer(bad)
        assert game.pending is d and dumps(game) == before and game.state.bluffs == ()
    game.answer(tuple(legal[:3]))
    assert game.state.bluffs == tuple(legal[:3])


@pytest.mark.parametrize("step,bad", [
    ("setup.demon", "assassin"),
    ("setup.demon", "soldier"),
    ("setup.demon", "nobody"),
    ("setup.minion", "imp"),
    ("setup.townsfolk", "drunk"),
    ("setup.deal.imp", 7),
    ("setup.deal.imp", -1),
])
def test_illegal_setup_answers_raise_and_change_nothing(step: str, bad: Any) -> None:
    game = Game(SCRIPT, 7)
    while game.pending.step != step:
        game.answer(default(game.pending))
    d = game.pending
    before, answers = dumps(game), list(game.answers)
    seats = [(s.character, s.believed) for s in game.state.seats]
    with pytest.raises(IllegalAnswer):
        game.answer(bad)
    assert game.pending is d and game.answers == answers and dumps(game) == before
    assert [(s.character, s.believed) for s in game.state.seats] == seats


def test_townsfolk_already_chosen_is_not_offered_again() -> None:
    game = Game(SCRIPT, 7)
    game.answer("imp")
    game.answer("assassin")
    first = game.pending
    assert first.step == "setup.townsfolk"
    game.answer("soldier")
    assert "soldier" not in game.pending.options
    with pytest.raises(IllegalAnswer):
        game.answer("soldier")


def test_deal_options_shrink_as_seats_fill() -> None:
    seen: list = []
    set_up(7, seen=seen)
    deals = [d for d in seen if d.step.startswith("setup.deal.")]
    assert deals[0].step == "setup.deal.imp"  # the Demon is dealt first
    assert [len(d.options) for d in deals] == [7, 6, 5, 4, 3, 2, 1]


@pytest.mark.parametrize("n", [0, 4, 16, 20])
def test_player_counts_outside_five_to_fifteen_raise(n: int) -> None:
    with pytest.raises(SetupError):
        Game(SCRIPT, n)


@pytest.mark.parametrize("n", [4, 16])
def test_named_players_outside_five_to_fifteen_raise(n: int) -> None:
    with pytest.raises(SetupError):
        Game(SCRIPT, [f"P{i}" for i in range(n)])


def test_duplicate_names_raise() -> None:
    with pytest.raises(SetupError):
        Game(SCRIPT, ["A", "B", "C", "D", "A"])
