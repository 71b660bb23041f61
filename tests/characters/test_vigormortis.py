"""Vigormortis: "Each night*, choose a player: they die. Minions you kill keep their ability &
poison 1 Townsfolk neighbor. [-1 Outsider]" (almanac, Vigormortis; jinx Mastermind)."""

from clocktower.characters import hook
from clocktower.invariants import play_checked
from clocktower.testing import advance, is_alive, to_day

from .snv_helpers import SCRIPT_PATH, game_of, steps

# Seats: 0 Savant, 1 Poisoner, 2 Klutz, 3 Evil Twin, 4 Empath, 5 Oracle, 6 Vigormortis, 7 Chef.
SEATING = ["savant", "poisoner", "klutz", "eviltwin", "empath", "oracle", "vigormortis", "chef"]
POISONER, KLUTZ, TWIN, EMPATH, VIG = 1, 2, 3, 4, 6


def test_kills_from_night_two() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    assert "vigormortis" not in steps(game)
    to_day(game, 2, [("vigormortis", 5)])
    assert not is_alive(game, 5)


def test_example_killed_minion_poisons_the_closest_townsfolk_either_way() -> None:
    # Almanac: the Evil Twin between a Klutz and a Flowergirl (here the Empath), the Sage (here
    # the Savant... no: the Poisoner is beside the Klutz, so the next Townsfolk is the Savant).
    game = game_of(SEATING)
    to_day(game, 1)
    d = advance(game, [("vigormortis", TWIN)], until="vigormortis.poison")
    assert d is not None and d.chooser == -1 and d.options == (0, EMPATH)
    game.answer(0)
    to_day(game, 2)
    assert not is_alive(game, TWIN) and game.ctx(0).is_poisoned(0) and not game.ctx(EMPATH).is_poisoned(EMPATH)
    assert game.ctx(TWIN).functions(TWIN)  # keeps its ability


def test_example_dead_poisoner_keeps_acting() -> None:
    # Almanac: the killed Witch's curse stays; here the killed Poisoner keeps poisoning each night.
    game = game_of(SEATING)
    to_day(game, 1)
    advance(game, [("poisoner", 7), ("vigormortis", POISONER)], until=lambda d: game.state.day == 2)
    assert not is_alive(game, POISONER) and game.ctx(7).is_poisoned(7)  # tonight's poison stands
    advance(game, [("poisoner", EMPATH), ("vigormortis", 5)], until=lambda d: game.state.day == 3)
    assert [d.chooser for d in game.decisions if d.step == "poisoner"][-1] == POISONER
    assert game.ctx(EMPATH).is_poisoned(EMPATH)


def test_non_minion_victim_keeps_nothing() -> None:
    game = game_of(SEATING)
    to_day(game, 2, [("vigormortis", KLUTZ), ("klutz", 0)])
    assert not is_alive(game, KLUTZ) and "vigormortis.poison" not in steps(game)


def test_drunk_or_poisoned_vigormortis_kills_nobody() -> None:
    for kwargs in ({"poisoned": [VIG]}, {"drunk": [VIG]}):
        game = game_of(SEATING, **kwargs)
        to_day(game, 2, [("vigormortis", TWIN)])
        assert is_alive(game, TWIN)


def test_jinx_mastermind_vigormortis_minions_lose_their_ability_but_the_mastermind_keeps_it() -> None:
    game = game_of(["savant", "mastermind", "klutz", "eviltwin", "empath", "oracle", "vigormortis", "chef"])
    to_day(game, 1)
    advance(game, [("vigormortis", TWIN), ("vigormortis.poison", 0)], until=lambda d: game.state.day == 2)
    advance(game, [("vigormortis", 1), ("vigormortis.poison", 0)], until=lambda d: game.state.day == 3)
    assert game.ctx(TWIN).functions(TWIN) and game.ctx(1).functions(1)
    game.state.seats[VIG].alive = False
    assert not game.ctx(TWIN).functions(TWIN) and not game.ctx(0).is_poisoned(0)
    assert game.ctx(1).functions(1)  # Mastermind-Vigormortis jinx


def test_registration_a_recluse_may_register_as_a_minion() -> None:
    game = game_of(["savant", "poisoner", "recluse", "eviltwin", "empath", "oracle", "vigormortis", "chef"])
    to_day(game, 1)
    d = advance(game, [("vigormortis", 2)], until=lambda d: d.step == "register.recluse")
    assert d is not None and "minion" in d.options


def test_setup_has_one_outsider_fewer_if_there_is_one() -> None:
    assert hook("vigormortis", "setup_bag") is not None
    for players, base in ((9, 2), (10, 0), (12, 2)):
        game = play_checked(str(SCRIPT_PATH), players, 1, demon="vigormortis", probe_every=0)
        counts = game.state.setup_counts
        baron = 2 if any(s.character == "baron" for s in game.state.seats) else 0
        assert counts["outsider"] == max(base - 1, 0) + baron, (players, counts)


def test_example_pithag_chain() -> None:
    # Almanac: the Vigormortis kills the Pit-Hag, who keeps its ability; the Pit-Hag makes the
    # Savant a Poisoner (for the Witch); the Vigormortis kills that Poisoner; the Pit-Hag turns
    # the dead Poisoner into the Oracle (no ability: dead); then the Vigormortis into the
    # Vortox: the Pit-Hag has no ability any more.
    game = game_of(["savant", "pithag", "klutz", "empath", "seamstress", "chef", "vigormortis", "fortuneteller"])
    to_day(game, 1)
    advance(game, [("pithag", 5), ("pithag", "chef"), ("vigormortis", 1), ("vigormortis.poison", 3)],
            until=lambda d: game.state.day == 2)
    assert not is_alive(game, 1) and game.ctx(1).functions(1)
    advance(game, [("pithag", 0), ("pithag", "poisoner"), ("vigormortis", 0),
                   ("vigormortis.poison", 7)], until=lambda d: game.state.day == 3)
    assert game.state.seats[0].character == "poisoner" and not is_alive(game, 0) and game.ctx(0).functions(0)
    advance(game, [("pithag", 0), ("pithag", "oracle")], until=lambda d: game.state.day == 4)
    assert game.state.seats[0].character == "oracle" and not game.ctx(0).functions(0)
    advance(game, [("pithag", VIG), ("pithag", "vortox")], until=lambda d: game.state.day == 5)
    assert game.state.seats[VIG].character == "vortox" and not game.ctx(1).functions(1)
