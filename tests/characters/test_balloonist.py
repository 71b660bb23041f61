"""Balloonist: "Each night, you learn a player of a different character type than last night.
[+0 or +1 Outsider]" (almanac page in seed 003, identified by its ability line).

Seats: 0 Balloonist, 1 Empath, 2 Imp, 3 Goblin, 4 Chef, 5 Sweetheart, 6 Fisherman. The Imp
kills the Fisherman each night (a dead player may still be shown).
"""

from collections import Counter

from clocktower import rules
from clocktower.decisions import DecisionKind
from clocktower.testing import advance, last_learned

from .nail_helpers import NAIL_PLUS_IMP, game_of, imp_kills, make_drunk, poison, set_up, with_characters

SEATING = ["balloonist", "empath", "imp", "goblin", "chef", "sweetheart", "fisherman"]
CALM = imp_kills(6)
ALL = (0, 1, 2, 3, 4, 5, 6)


def night(game, n: int, plan=()):  # type: ignore[no-untyped-def]
    """Run to the Balloonist's information on night ``n``."""
    return advance(game, plan, until=lambda d: d.kind == DecisionKind.INFORM and d.step == "balloonist"
                   and game.state.night == n, policy=CALM)


def test_first_night_any_player_itself_included() -> None:
    game = game_of(SEATING)
    d = night(game, 1)
    assert d.options == d.truth == ALL and d.subject == 0
    game.answer(2)
    assert last_learned(game, 0) == 2


def test_next_night_a_player_of_another_type_dead_ones_included() -> None:
    game = game_of(SEATING)
    night(game, 1)
    game.answer(5)  # the Sweetheart: an Outsider
    d = night(game, 2)
    assert not game.state.seats[6].alive
    assert d.options == d.truth == (0, 1, 2, 3, 4, 6)  # anyone but the only Outsider; the dead Fisherman too
    game.answer(3)  # the Goblin: a Minion
    d = night(game, 3)
    assert d.options == (0, 1, 2, 4, 5, 6)


def test_drunk_or_poisoned_may_repeat_a_type_and_sober_must_differ_from_it() -> None:
    for spoil in (make_drunk, poison):
        game = game_of(SEATING)
        night(game, 1)
        game.answer(2)  # the Imp
        effect = spoil(game, 0)
        d = night(game, 2)
        assert d.options == ALL and d.truth == (0, 1, 3, 4, 5, 6)
        game.answer(1)  # a Townsfolk, like... anyone: the Storyteller's pick
        game.state.effects.remove(effect)
        d = night(game, 3)
        assert d.options == (2, 3, 5)  # sober: a type other than the Empath's (Townsfolk)


def test_drunk_believing_balloonist_may_be_shown_anyone() -> None:
    game = game_of([("drunk", "balloonist"), *SEATING[1:]])
    night(game, 1)
    game.answer(4)
    d = night(game, 2)
    assert d.options == ALL and "is really the Drunk" in d.why


def test_dead_balloonist_learns_nothing() -> None:
    game = game_of(SEATING)
    night(game, 1)
    game.answer(2)
    game.state.seats[0].alive = False
    advance(game, until=lambda d: game.state.day == 3, policy=CALM)
    assert [d.step for d in game.decisions].count("balloonist") == 1


def test_recluse_type_is_asked_and_remembered_as_registered() -> None:
    script = with_characters("recluse")
    game = game_of(["balloonist", "empath", "imp", "goblin", "chef", "recluse", "fisherman"], script)

    def to_balloonist(d):  # type: ignore[no-untyped-def]
        return d.step == "register.recluse" and "Balloonist" in d.prompt

    d = advance(game, until=to_balloonist, policy=CALM)
    assert d.options == ("outsider", "demon", "minion") and d.truth == ("outsider",)
    game.answer("demon")
    d = night(game, 1)
    assert d.options == ALL
    game.answer(5)  # shown the Recluse, who registered as a Demon
    d = night(game, 2, [(to_balloonist, "demon")])
    assert d.options == (0, 1, 3, 4, 6)  # neither the Imp nor the Recluse registering as a Demon


def test_setup_may_add_an_outsider_or_not() -> None:
    for delta in (0, 1):
        seen: list = []
        game = set_up(NAIL_PLUS_IMP, 7, {"setup.demon": "imp", "setup.minion": "goblin",
                                          "setup.townsfolk": "balloonist", "setup.modifier.balloonist": delta},
                      seen=seen)
        modifier = [d for d in seen if d.step == "setup.modifier.balloonist"]
        assert len(modifier) == 1 and modifier[0].options == (0, 1)
        counts = Counter(rules.team_of(s.character) for s in game.state.seats)
        assert (counts["townsfolk"], counts["outsider"]) == (5 - delta, delta)


def test_jinx_marionette_balloonist_believed_balloonist_may_add_an_outsider() -> None:
    """Jinx Marionette/Balloonist: "If the Marionette thinks that they are the Balloonist, an
    Outsider might have been added" (official jinx list)."""
    seen: list = []
    game = set_up(NAIL_PLUS_IMP, 7, {"setup.demon": "imp", "setup.minion": "marionette",
                                      "setup.marionette.jinx": "balloonist", "setup.modifier.balloonist": 1},
                  seen=seen)
    jinx = next(d for d in seen if d.step == "setup.marionette.jinx")
    assert jinx.options == (None, "balloonist", "huntsman")
    assert all("balloonist" not in d.options for d in seen if d.step == "setup.townsfolk")
    cover = next(d for d in seen if d.step == "setup.cover.marionette")
    assert cover.options == ("balloonist",)
    marionette = next(s for s in game.state.seats if s.character == "marionette")
    assert marionette.believed == "balloonist"
    counts = Counter(rules.team_of(s.character) for s in game.state.seats)
    assert (counts["townsfolk"], counts["outsider"], counts["minion"]) == (4, 1, 1)


def test_marionette_decided_later_may_believe_balloonist_without_an_outsider() -> None:
    seen: list = []
    game = set_up(NAIL_PLUS_IMP, 7, {"setup.demon": "imp", "setup.minion": "marionette",
                                      "setup.marionette.jinx": None, "setup.cover.marionette": "balloonist",
                                      "setup.townsfolk": ["noble", "pixie", "fortuneteller", "oracle", "savant"]},
                  seen=seen)
    cover = next(d for d in seen if d.step == "setup.cover.marionette")
    assert "balloonist" in cover.options and "huntsman" not in cover.options  # no Damsel in the bag
    counts = Counter(rules.team_of(s.character) for s in game.state.seats)
    assert counts["outsider"] == 0
