"""Duchess (Fabled): "Each day, 3 players may choose to visit you. At night*, each visitor
learns how many visitors are evil, but 1 gets false info." (almanac, Seed 000).

Our reading: the Duchess is the Storyteller's, announced at setup. Each day every player
says publicly whether they volunteer; with exactly three volunteers, the Storyteller
secretly picks one for false information, and that night (first in the night order) each
visitor learns how many of the three are evil, themself included; the picked one gets any
other number. With more or fewer volunteers nobody visits.
"""

from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.state import DRUNK, EVIL, Effect
from clocktower.testing import advance

from .seed000_setup import day_talk, seat000

# Seats: 0 Pukka, 1 Mastermind (a Minion), 2 Preacher, 3 Courtier, 4 Mutant, 5 Sailor
SEATING = ["pukka", "mastermind", "preacher", "courtier", "mutant", "sailor"]


def visiting(game, visitors, false=None):
    """Plan items: on day 1 exactly ``visitors`` volunteer (others say no); the Storyteller
    gives ``false`` (default: the first visitor) the false information."""
    plan = [(("duchess", s), s in visitors) for s in range(len(game.state.seats))]
    if len(visitors) == 3:
        plan.append(("duchess.false", visitors[0] if false is None else false))
    return plan


def quiet_pukka(game):
    game.state.effects.append(Effect(DRUNK, 0, None, None, None, needs_source=False))
    return game


def test_announced_at_setup_to_everyone() -> None:
    game = seat000(SEATING)
    assert game.state.storyteller_characters == ["duchess", "hellslibrarian", "stormcatcher", "djinn"]
    for seat in range(6):
        shown = [e.data["character"] for e in game.view(seat).events if e.kind == "storyteller_character"]
        assert shown == ["duchess", "hellslibrarian", "stormcatcher", "djinn"]


def test_every_player_is_asked_publicly_whether_they_visit() -> None:
    game = quiet_pukka(seat000(SEATING))
    game.state.seats[4].alive = False  # dead players may visit too
    advance(game, until=day_talk(1, game))
    asked = []
    d = advance(game, until=lambda d: d.step == "duchess")
    while d.step == "duchess":
        assert d.kind == DecisionKind.DAY_ABILITY and d.options == (False, True)
        asked.append(d.chooser)
        game.answer(d.chooser in (1, 4))
        d = game.pending
    assert asked == [0, 1, 2, 3, 4, 5]
    seen = [e.data["seat"] for e in game.view(5).events if e.kind == "duchess_volunteer"]
    assert seen == [1, 4]
    assert not any(d.step == "duchess.false" for d in game.decisions)


def test_three_visitors_learn_the_evil_count_and_one_gets_false_info() -> None:
    game = quiet_pukka(seat000(SEATING))
    advance(game, until=day_talk(1, game))
    d = advance(game, visiting(game, (0, 2, 3))[:-1], until="duchess.false")
    assert d.chooser == STORYTELLER and d.options == (0, 2, 3)
    game.answer(3)
    assert [e.data["visitors"] for e in game.view(4).events if e.kind == "duchess_visitors"] == [[0, 2, 3]]
    # Night 2: the Duchess's visitors are told before anybody acts (the Sailor comes later).
    d = advance(game, until=lambda d: game.state.night == 2)
    infos = []
    while d.step == "duchess":
        assert d.kind == DecisionKind.INFORM
        infos.append((d.subject, d.options))
        game.answer(d.options[0])
        d = game.pending
    assert infos == [(0, (1,)), (2, (1,)), (3, (0, 2, 3))]
    assert d.step == "sailor"
    told = [e for e in game.view(2).events if e.kind == "learned"]
    assert told[-1].data["value"] == 1


def test_evil_count_counts_the_visitor_themself_and_an_evil_townsfolk() -> None:
    game = quiet_pukka(seat000(["pukka", "mastermind", "preacher", "courtier", "bountyhunter", "sailor"], evil=2))
    advance(game, until=day_talk(1, game))
    advance(game, visiting(game, (1, 2, 5), false=5), until=lambda d: game.state.night == 2)
    d = game.pending
    assert d.step == "duchess" and d.subject == 1 and d.options == (2,)


def test_drunk_visitor_still_learns_the_truth() -> None:
    game = quiet_pukka(seat000(SEATING))
    game.state.effects.append(Effect(DRUNK, 2, None, None, None, needs_source=False))
    advance(game, until=day_talk(1, game))
    advance(game, visiting(game, (2, 3, 4), false=4), until=lambda d: game.state.night == 2)
    d = game.pending
    assert d.subject == 2 and d.options == (0,)


def test_not_exactly_three_volunteers_means_no_visit() -> None:
    """Almanac, Duchess, How to Run: "If more or less than three players volunteer to visit, do
    not add these reminders" (and "If exactly three visitors cannot be decided upon, then the
    Duchess does not act tonight"): with four volunteers the Storyteller picks no three."""
    for visitors in ((), (2, 3), (0, 2, 3, 5)):
        game = quiet_pukka(seat000(SEATING))
        advance(game, until=day_talk(1, game))
        seen = []
        advance(game, visiting(game, visitors), until=lambda d: seen.append(d.step) or (
            d.step == "talk" and game.state.day == 2))
        assert "duchess.false" not in seen
        assert not any(d.kind == DecisionKind.INFORM and d.step == "duchess" for d in game.decisions)


def test_no_visit_on_the_first_night() -> None:
    game = quiet_pukka(seat000(SEATING))
    advance(game, until=day_talk(1, game))
    assert not any(d.step == "duchess" for d in game.decisions)


def test_a_recluse_visitor_may_register_as_evil() -> None:
    game = quiet_pukka(seat000(["pukka", "mastermind", "preacher", "courtier", "recluse", "sailor"]))
    advance(game, until=day_talk(1, game))
    advance(game, visiting(game, (2, 3, 4), false=2), until="register.recluse")
    game.answer(EVIL)
    d = game.pending
    assert d.step == "duchess" and d.subject == 2 and d.options == (0, 2, 3)  # the false one
    game.answer(0)
    assert game.pending.subject == 3 and game.pending.options == (1,)


def test_poisoned_and_dead_visitors_are_told_like_the_others() -> None:
    """A poisoned visitor, like a drunk one, learns the true count (the Duchess's ability
    speaks, not the visitor's), and a dead player may visit and is woken to learn it too."""
    from clocktower.state import POISONED

    game = quiet_pukka(seat000(SEATING))
    game.state.effects.append(Effect(POISONED, 2, None, None, None, needs_source=False))
    game.state.seats[4].alive = False
    advance(game, until=day_talk(1, game))
    advance(game, visiting(game, (1, 2, 4), false=1), until=lambda d: game.state.night == 2)
    infos = []
    d = game.pending
    while d.step == "duchess":
        infos.append((d.subject, d.options))
        game.answer(d.options[0])
        d = game.pending
    assert infos == [(1, (0, 2, 3)), (2, (1,)), (4, (1,))]  # the Mastermind is the one evil visitor
    assert [e.data["value"] for e in game.view(4).events if e.kind == "learned"] == [1]
