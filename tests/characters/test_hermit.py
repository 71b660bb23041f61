"""Hermit: "You have all Outsider abilities. [-0 or -1 Outsider]" (almanac, Hermit).

Before the first night the Hermit is granted the ability of every other Outsider on the
script (not the Drunk's or the Lunatic's, which are beliefs), and each works as it does for
that Outsider: it wakes as the Butler, registers as the Recluse, chooses as the Klutz...
The Storyteller may take an Outsider out at setup. Rulings:
docs/rulings/carousel-outsiders-minions.md.
"""

from typing import Any

from clocktower import rules
from clocktower.characters import behaviour
from clocktower.decisions import STORYTELLER
from clocktower.script import parse_script
from clocktower.testing import advance, to_day

from .carousel_outsiders_helpers import execute, game_of, to_night

HERMIT = 2


def _script(*outsiders: str) -> Any:
    return parse_script([{"id": "_meta", "name": "hermit test"}, "chef", "empath", "monk", "soldier",
                         "ravenkeeper", "investigator", "washerwoman", "exorcist", "hermit", *outsiders,
                         "poisoner", "pithag", "imp", "lordoftyphon"], source="hermit-test")


KBR = _script("klutz", "butler", "recluse")
# Seats: 0 Imp, 1 Poisoner, 2 Hermit, 3 Chef, 4 Empath, 5 Soldier, 6 Ravenkeeper.
SEATING: list[Any] = ["imp", "poisoner", "hermit", "chef", "empath", "soldier", "ravenkeeper"]


def _granted(game: Any) -> list[str]:
    return sorted(g.character for g in game.state.granted.get(HERMIT, ()))


def test_healthy_has_every_other_outsider_ability_of_the_script() -> None:
    game = game_of(SEATING, script=KBR)
    assert _granted(game) == ["butler", "klutz", "recluse"]
    d = advance(game, [("poisoner", 3)], until="butler")
    assert d is not None and d.chooser == HERMIT  # wakes as the Butler


def test_drunk_and_lunatic_abilities_are_not_granted() -> None:
    game = game_of(SEATING, script=_script("drunk", "lunatic", "saint"))
    assert _granted(game) == ["saint"]


def test_setup_may_take_one_outsider_out() -> None:
    assert behaviour("hermit").SETUP_OUTSIDERS == (0, -1)
    assert rules.team_of("hermit") == "outsider"


def test_healthy_saint_ability_executed_hermit_loses_the_game() -> None:
    game = game_of(SEATING, script=_script("saint"))
    to_day(game, 1, plan=[("poisoner", 3)])
    execute(game, 3, HERMIT)
    assert game.winner == "evil"


def test_drunk_hermit_saint_ability_does_nothing() -> None:
    game = game_of(SEATING, script=_script("saint"), drunk=[HERMIT])
    to_day(game, 1, plan=[("poisoner", 3)])
    execute(game, 3, HERMIT)
    assert game.winner is None


def test_poisoned_hermit_saint_ability_does_nothing() -> None:
    game = game_of(SEATING, script=_script("saint"))
    to_day(game, 1, plan=[("poisoner", HERMIT)])
    execute(game, 3, HERMIT)
    assert game.winner is None


def test_dead_hermit_klutz_ability_chooses() -> None:
    game = game_of(SEATING, script=KBR)
    to_day(game, 1, plan=[("poisoner", 3), ("butler", 3)])
    d = advance(game, [(("nominate", 3), HERMIT)] + [(("vote", s), True) for s in range(7)], until="klutz")
    assert d is not None and d.chooser == HERMIT and HERMIT not in d.options


def test_registration_recluse_ability_may_register_as_evil_and_a_demon() -> None:
    game = game_of(SEATING, script=KBR)
    chef = game.ctx(3)
    assert chef.registration_options(HERMIT, "alignment") == ("good", "evil")
    assert "imp" in chef.registration_options(HERMIT, "character")
    plain = game_of(SEATING, script=_script("saint"))
    assert plain.ctx(3).registration_options(HERMIT, "alignment") == ("good",)


def test_a_player_made_the_hermit_gains_the_abilities() -> None:
    game = game_of(["imp", "pithag", "chef", "empath", "soldier", "monk", "ravenkeeper"], script=KBR)
    to_night(game, 2)
    advance(game, [("pithag", 3), ("pithag", "hermit")], until=lambda d: d.step == "imp")
    assert sorted(g.character for g in game.state.granted.get(3, ())) == ["butler", "klutz", "recluse"]


def test_almanac_butler_zealot_clash_must_vote_with_the_zealot_rule() -> None:
    """Almanac: for a Hermit-Butler-Zealot the Storyteller makes a rule for the clash. The
    engine's: voting rules intersect, so with 5 or more alive the Hermit votes yes."""
    game = game_of(SEATING, script=_script("butler", "zealot"))
    to_day(game, 1, plan=[("poisoner", 3), ("butler", 3)])
    d = advance(game, [(("nominate", 4), 5), (("vote", 3), True)],
                until=lambda d: d.step == "vote" and d.chooser == HERMIT)
    assert d is not None and d.options == (True,)


def test_almanac_marianna_klutz_butler_recluse_good_loses() -> None:
    """Almanac: Marianna the Hermit has the Klutz, Butler and Recluse abilities: she picks a
    master each night (Butler); the Ravenkeeper dies and learns she is the Lord of Typhon
    (Recluse); executed, she chooses an evil player (Klutz): good loses."""
    game = game_of(SEATING, script=KBR)
    to_day(game, 1, plan=[("poisoner", 3), ("butler", 3)])
    to_night(game, 2)
    d = advance(game, [("poisoner", 3), ("imp", 6), ("ravenkeeper", HERMIT)], until="register.hermit")
    assert d is not None and d.chooser == STORYTELLER and "lordoftyphon" in d.options
    game.answer("lordoftyphon")
    d = advance(game, until=("inform", "ravenkeeper"))
    assert d is not None and d.options == ("lordoftyphon",)
    to_day(game, 2, plan=[("butler", 4)])
    assert sum(1 for x in game.decisions if x.step == "butler" and x.chooser == HERMIT) == 2
    advance(game, [(("nominate", 3), HERMIT)] + [(("vote", s), True) for s in range(6)], until="klutz")
    game.answer(0)
    assert game.winner == "evil"


def test_almanac_lewis_mutant_and_sweetheart_abilities() -> None:
    """Almanac: Lewis the Hermit has the Drunk, Mutant and Sweetheart abilities. The Drunk's
    is not granted (ruling: a belief, see the module), so Lewis knows he is the Hermit. He
    claims an Outsider (the Drunk): the Storyteller may execute him (Mutant); as he dies a
    player is made drunk (Sweetheart; there the Alchemist, here the Chef)."""
    game = game_of(SEATING, script=_script("drunk", "mutant", "sweetheart"))
    assert _granted(game) == ["mutant", "sweetheart"]
    to_day(game, 1, plan=[("poisoner", 4)])
    d = advance(game, [(("talk", HERMIT), ("claim", "drunk"))], until="mutant")
    assert d is not None and d.chooser == STORYTELLER
    game.answer(True)
    d = advance(game, until="sweetheart.drunk")
    assert d is not None
    game.answer(3)
    assert not game.state.seats[HERMIT].alive and rules.is_drunk(game.state, 3)
