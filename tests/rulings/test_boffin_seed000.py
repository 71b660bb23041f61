"""The Boffin with Seed 000's good characters: "The Demon (even if drunk or poisoned) has a
not-in-play good character's ability. You both know which."

- Almanac (Boffin, Examples & Notes): a good ability that would make its own holder drunk or
  poisoned, such as the Sailor, makes only the Demon's good ability drunk, never the Demon
  (whose Demon ability goes on working). The same holds for an Innkeeper ability that picks
  the Demon itself as its drunk player.
- Almanac (Boffin): "If the Demon has an ability that modifies the setup ... these changes are
  made during setup, as normal." The Puzzlemaster's standing choice (one player drunk before
  the first night) is part of its ability: a Demon given the Puzzlemaster ability has the
  Storyteller make that choice when the ability is given.
"""

from typing import Any

from clocktower import rules
from clocktower.decisions import STORYTELLER
from clocktower.testing import advance, is_alive, learned, to_night

from ..characters.seed000_setup import day_talk, executing, seat000

# Seats: 0 Pukka, 1 Boffin, 2 Innkeeper, 3 Acrobat, 4 Courtier, 5 Minstrel, 6 Tea Lady.
SEATING = ["pukka", "boffin", "innkeeper", "acrobat", "courtier", "minstrel", "tealady"]
DEMON = 0


def sailor_demon() -> Any:
    game = seat000(SEATING)
    advance(game, [("boffin.ability", "sailor")], until="sailor")
    return game


def test_boffin_sailor_choosing_itself_drunks_only_the_sailor_ability() -> None:
    """The Demon with the Sailor ability chooses itself: only that Sailor ability is drunk; the
    Pukka's poison works, the Demon is not drunk, and without its sober Sailor ability it can die."""
    game = sailor_demon()
    d = game.pending
    assert d is not None and d.chooser == DEMON and DEMON in d.options
    game.answer(DEMON)
    assert rules.ability_functions(game.state, DEMON, "pukka")
    assert not rules.ability_functions(game.state, DEMON, "sailor")
    assert not rules.is_drunk(game.state, DEMON)
    advance(game, [("pukka", 3)], until=day_talk(1, game))
    assert rules.is_poisoned(game.state, 3)  # the Pukka's choice worked
    # Executed on day 1 while its Sailor ability is drunk: the Demon dies (good wins).
    advance(game, until=lambda d: game.over, policy=executing(game, 1, DEMON))
    assert not is_alive(game, DEMON) and game.winner == "good"


def test_boffin_sailor_storyteller_drunks_the_sailor_ability_not_the_demon() -> None:
    """The Demon-Sailor chooses a Townsfolk and the Storyteller makes the Sailor side drunk:
    again only the Sailor ability is drunk."""
    game = sailor_demon()
    d = advance(game, [("sailor", 3)], until="sailor.drunk")
    assert d.chooser == STORYTELLER and d.options == (3, DEMON)
    game.answer(DEMON)
    assert not rules.is_drunk(game.state, 3) and not rules.is_drunk(game.state, DEMON)
    assert not rules.ability_functions(game.state, DEMON, "sailor")
    assert rules.ability_functions(game.state, DEMON, "pukka")


def test_boffin_sailor_sober_sailor_ability_keeps_the_demon_alive() -> None:
    """Without the self-drunkenness, the Demon's Sailor ability works: executed, it survives."""
    game = sailor_demon()
    advance(game, [("sailor", 3), ("sailor.drunk", 3), ("pukka", 4)], until=day_talk(1, game))
    assert rules.is_drunk(game.state, 3)
    assert rules.ability_functions(game.state, DEMON, "sailor")
    advance(game, until=lambda d: game.state.night == 2, policy=executing(game, 1, DEMON))
    assert game.state.executions[-1][:2] == (1, DEMON) and is_alive(game, DEMON)


def test_boffin_innkeeper_picking_itself_as_the_drunk_one_drunks_only_that_ability() -> None:
    """The Demon with the Innkeeper ability protects itself and the Minstrel (the Pukka's victim), and the
    Storyteller makes the Demon the drunk one: its Innkeeper ability is drunk, so nobody is
    protected; its Pukka ability still works."""
    seating = ["pukka", "boffin", "sailor", "acrobat", "courtier", "minstrel", "tealady"]
    game = seat000(seating)
    advance(game, [("boffin.ability", "innkeeper"), ("sailor", 3), ("sailor.drunk", 3), ("pukka", 5)],
            until=day_talk(1, game))
    to_night(game, 2)
    d = advance(game, [("sailor", 3), ("sailor.drunk", 3), ("innkeeper", (DEMON, 5))], until="innkeeper.drunk")
    assert d.options == (DEMON, 5)
    game.answer(DEMON)
    assert not rules.is_drunk(game.state, DEMON)
    assert not rules.ability_functions(game.state, DEMON, "innkeeper")
    assert rules.ability_functions(game.state, DEMON, "pukka")
    # The Pukka's night-1 victim (the Minstrel), chosen by the drunk Innkeeper ability, is not
    # safe: it dies tonight, the Pukka ability working.
    advance(game, [("pukka", 6)], until=day_talk(2, game))
    assert not is_alive(game, 5)


def test_boffin_puzzlemaster_makes_a_player_drunk_when_given() -> None:
    """The Demon given the Puzzlemaster ability: the Storyteller picks its drunk player then
    (any player but the Demon), who is drunk; the Demon and Boffin learn the ability."""
    game = seat000(SEATING)
    d = advance(game, [("boffin.ability", "puzzlemaster")], until="puzzlemaster.drunk")
    assert d.chooser == STORYTELLER and DEMON not in d.options and 2 in d.options
    game.answer(2)
    assert rules.is_drunk(game.state, 2)
    assert [e.data["value"] for e in learned(game, DEMON)] == ["puzzlemaster"]
    # The drunkenness is the Puzzlemaster ability's, which lasts while the Boffin's works.
    game.state.seats[1].alive = False
    assert not rules.is_drunk(game.state, 2)


def test_boffin_damsel_found_means_evil_loses() -> None:
    """Damsel: "If a Minion publicly guesses you (once), your team loses." Given to the Demon by
    the Boffin, "your team" is the Demon's: the Boffin guessing the Demon makes evil lose."""
    game = seat000(SEATING)
    advance(game, [("boffin.ability", "damsel"), ("pukka", 3)], until=day_talk(1, game))
    assert "damsel" in rules.abilities(game.state, DEMON)
    d = advance(game, until=lambda d: d.step == "damsel" and d.chooser == 1)
    assert d is not None and DEMON in d.options
    game.answer(DEMON)
    assert game.over and game.winner == "good" and game.state.win_condition == "damsel"


def test_boffin_offers_seed000_setup_characters_when_it_goes_in_the_bag() -> None:
    """Almanac, Boffin: a Demon ability that "modifies the setup ... these changes are made
    during setup, as normal". In Seed 000 the Bounty Hunter and the Huntsman may be chosen when
    the Boffin goes in the bag (or the choice may wait for the first night, None); the Village
    Idiot's bracket adds Village Idiots, which a Boffin-given one never does (jinx), so it is
    offered on the first night like the others. Here the Huntsman: the Damsel is added to the
    bag, the Huntsman stays out of play, and the Demon's Huntsman ability finds the Damsel."""
    from clocktower.decisions import DecisionKind

    from ..characters.nail_helpers import set_up
    seen: list[Any] = []
    game = set_up("seed-000", 8, {"setup.demon": "pukka", "setup.minion": "boffin",
                                  "setup.boffin.ability": "huntsman"}, seen=seen)
    offer = next(d for d in seen if d.step == "setup.boffin.ability")
    assert offer.options == (None, "bountyhunter", "huntsman")
    characters = [s.character for s in game.state.seats]
    assert "damsel" in characters and "huntsman" not in characters
    assert "huntsman" not in [s.believed for s in game.state.seats]
    demon, damsel = characters.index("pukka"), characters.index("damsel")
    advance(game, [("boffin.ability", "huntsman")],
            until=lambda d: d.step == "huntsman" and d.chooser == demon and d.kind == DecisionKind.CHOOSE_PLAYERS)
    game.answer(damsel)
    d = advance(game, until="huntsman.townsfolk")
    assert d.chooser == STORYTELLER
    game.answer(d.options[0])
    assert rules.team_of(game.state.seats[damsel].character) == "townsfolk"


def test_boffin_snake_charmer_swap_moves_the_good_ability_to_the_new_demon() -> None:
    """Almanac, Boffin ("If a new Demon is created ... this new Demon has an ability from the
    Boffin. This ability may be different"), here by the Snake Charmer's swap: the Pukka taken
    on night 2 becomes a poisoned Snake Charmer and loses
    the Minstrel ability; the Storyteller gives the new Pukka a not-in-play good ability (the
    Minstrel again is allowed; in-play ones, the swapped Snake Charmer's included, are not);
    the Boffin and the new Demon are told, nobody else."""
    # Seats: 0 Pukka, 1 Boffin, 2 Snake Charmer, 3 Tea Lady, 4 Exorcist, 5 Acrobat, 6 Preacher.
    game = seat000(["pukka", "boffin", "snakecharmer", "tealady", "exorcist", "acrobat", "preacher"])
    advance(game, [("boffin.ability", "minstrel"), ("pukka", 5), ("snakecharmer", 3), ("preacher", 3)],
            until=day_talk(1, game))
    assert rules.abilities(game.state, 0) == ["pukka", "minstrel"]
    to_night(game, 2)
    d = advance(game, [("snakecharmer", 0)], until="boffin.ability")
    assert [s.character for s in game.state.seats][:3] == ["snakecharmer", "boffin", "pukka"]
    assert d.chooser == STORYTELLER
    assert d.options == ("sailor", "villageidiot", "innkeeper", "courtier", "amnesiac", "minstrel", "sweetheart",
                         "damsel", "puzzlemaster")
    game.answer("sailor")
    assert rules.abilities(game.state, 0) == ["snakecharmer"] and rules.is_poisoned(game.state, 0)
    assert rules.abilities(game.state, 2) == ["pukka", "sailor"]
    assert [e.data["value"] for e in learned(game, 1)] == ["minstrel", "sailor"]
    assert [e.data["value"] for e in learned(game, 2)] == ["sailor"]
    assert [e.data["value"] for e in learned(game, 0)] == ["minstrel"]  # told on night 1 only
    assert all(learned(game, s) == [] for s in (3, 4, 5, 6))
