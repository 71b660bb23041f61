"""Noble: "You start knowing 3 players, 1 and only 1 of which is evil." (almanac, Seed 004).

On the first night the Noble is shown three other players of whom exactly one is (registers
as) evil: never two or three evil players, never three good ones. A drunk or poisoned Noble
(or a Marionette that believes it is the Noble) may be shown any three players. The ability
runs on the first night only.
"""

from itertools import combinations

import pytest

from clocktower.decisions import IllegalAnswer
from clocktower.testing import advance, learned, to_day

from .seed004_helpers import game_of, steps

# Seats: 0 Imp, 1 Noble, 2 Shugenja, 3 Empath, 4 Marionette (believes the Mayor), 5 Zealot,
# 6 Sweetheart, 7 Undertaker.
SEATING = ["imp", "noble", "shugenja", "empath", ("marionette", "mayor"), "zealot", "sweetheart", "undertaker"]
NOBLE = 1
OTHERS = [0, 2, 3, 4, 5, 6, 7]
EVIL = {0, 4}


def exactly_one_evil(evil: set[int], others: list[int] = OTHERS) -> tuple[tuple[int, ...], ...]:
    return tuple(t for t in combinations(others, 3) if len(set(t) & evil) == 1)


def test_healthy_noble_is_shown_exactly_one_evil_player() -> None:
    game = game_of(SEATING)
    d = advance(game, until=("inform", "noble"))
    assert d.subject == NOBLE and d.why == ""
    assert d.options == exactly_one_evil(EVIL) and d.truth == d.options
    assert len(d.options) == 2 * 10  # one of the 2 evil players with 2 of the 5 other good ones
    assert (0, 2, 4) not in d.options and (0, 4, 5) not in d.options  # two evil players
    assert (2, 3, 5) not in d.options  # three good players
    assert all(NOBLE not in t for t in d.options)
    game.answer((0, 2, 3))
    assert [e.text for e in learned(game, NOBLE)] == ["Exactly one of Alice, Carol and Dave is evil."]
    assert sorted(r.target for r in game.state.reminders if r.character == "noble") == [0, 2, 3]
    # Nobody else saw it.
    assert not any("Exactly one" in e.text for s in OTHERS for e in game.view(s).events)


def test_illegal_triple_is_refused() -> None:
    game = game_of(SEATING)
    advance(game, until=("inform", "noble"))
    with pytest.raises(IllegalAnswer):
        game.answer((0, 3, 4))
    assert game.pending is not None and game.pending.step == "noble"


def test_poisoned_noble_may_be_shown_any_three() -> None:
    game = game_of(SEATING, poisoned=[NOBLE])
    d = advance(game, until=("inform", "noble"))
    assert d.options == tuple(combinations(OTHERS, 3)) and "poisoned" in d.why
    assert d.truth == exactly_one_evil(EVIL)
    game.answer((0, 2, 4))  # two evil players: a lie the poisoned Noble may be told
    assert "Exactly one of Alice, Carol and Eve is evil." in [e.text for e in learned(game, NOBLE)]


def test_drunk_noble_may_be_shown_any_three() -> None:
    game = game_of(SEATING, drunk=[NOBLE])
    d = advance(game, until=("inform", "noble"))
    assert d.options == tuple(combinations(OTHERS, 3)) and "drunk" in d.why


def test_marionette_believing_noble_wakes_and_may_be_shown_anything() -> None:
    # Seats: 0 Imp, 1 Marionette (believes the Noble), 2 Shugenja, 3 Empath, 4 Zealot.
    game = game_of(["imp", ("marionette", "noble"), "shugenja", "empath", "zealot"])
    d = advance(game, until=("inform", "noble"))
    assert d.subject == 1 and d.options == tuple(combinations([0, 2, 3, 4], 3))
    assert d.truth == exactly_one_evil({0}, [0, 2, 3, 4])  # the Marionette itself is not among them


def test_first_night_only() -> None:
    game = game_of(SEATING)
    to_day(game, 3)
    assert steps(game).count("noble") == 1
    assert len(learned(game, NOBLE)) == 1


def test_dead_noble_learns_nothing() -> None:
    game = game_of(SEATING)
    game.state.seats[NOBLE].alive = False
    to_day(game, 1)
    assert "noble" not in steps(game) and learned(game, NOBLE) == []


def test_ruling_noble_exactly_one_evil() -> None:
    """Ruling noble-exactly-one-evil (Seed 004 itself): the Marionette is evil, the Lunatic (who
    believes it is the No Dashii) and the Mutant are good, so Marionette + Lunatic + Mutant is
    legal; Marionette + No Dashii + anyone (two evil) and three good players are not."""
    # Seats: 0 No Dashii, 1 Marionette (believes the Oracle), 2 Empath, 3 Lunatic (believes the
    # No Dashii), 4 Mutant, 5 Noble, 6 Undertaker. The No Dashii poisons the Empath and the
    # Undertaker (its nearest Townsfolk), not the Noble.
    game = game_of(["nodashii", ("marionette", "oracle"), "empath", ("lunatic", "nodashii"), "mutant", "noble",
                    "undertaker"], script="seed-004")
    d = advance(game, until=("inform", "noble"))
    assert d.why == "" and d.options == exactly_one_evil({0, 1}, [0, 1, 2, 3, 4, 6])
    assert (1, 3, 4) in d.options
    assert not any({0, 1} <= set(t) for t in d.options)
    assert (2, 3, 4) not in d.options and (3, 4, 6) not in d.options
    game.answer((1, 3, 4))
    assert learned(game, 5)[-1].text == "Exactly one of Bob, Dave and Eve is evil."


def test_recluse_may_register_as_evil() -> None:
    # Seats: 0 Imp, 1 Noble, 2 Recluse, 3 Mutant, 4 Zealot, 5 Sweetheart.
    seating = ["imp", "noble", "recluse", "mutant", "zealot", "sweetheart"]
    game = game_of(seating)
    d = advance(game, until="register.recluse")
    assert d.options == ("good", "evil")
    game.answer("evil")
    d = advance(game, until=("inform", "noble"))
    assert d.options == exactly_one_evil({0, 2}, [0, 2, 3, 4, 5])
    # Registering as good, the Recluse is one of the good players.
    game = game_of(seating)
    d = advance(game, [("register.recluse", "good")], until=("inform", "noble"))
    assert d.options == exactly_one_evil({0}, [0, 2, 3, 4, 5])


def test_no_fitting_triple_storyteller_shows_any_three() -> None:
    """Our ruling: when no three other players hold exactly one evil one (here three of the four
    are evil), the rule cannot be met and the Storyteller may show any three."""
    # Seats: 0 Imp, 1 Noble, 2 Marionette (believes the Mayor), 3 Goblin, 4 Zealot.
    game = game_of(["imp", "noble", ("marionette", "mayor"), "goblin", "zealot"])
    d = advance(game, until=("inform", "noble"))
    assert d.options == tuple(combinations([0, 2, 3, 4], 3))
