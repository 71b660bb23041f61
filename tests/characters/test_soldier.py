"""Soldier: "You are safe from the Demon." (almanac, Darkest Before Dawn).

The Demon's ability cannot kill the Soldier, nor harm them otherwise (the Pukka cannot poison
them); nobody dies in the Soldier's place. Execution, the Assassin and other non-Demon kills still
work. A drunk, poisoned or dead Soldier is not safe (the Drunk who believes they are the Soldier
never was).
"""

from clocktower.state import DRUNK, POISONED, Effect
from clocktower.testing import advance, is_alive, seated, to_day, to_night

SOLDIER = 1


def dawn_deaths(game):
    dawn = [e for e in game.view(SOLDIER).events if e.kind == "dawn"][-1]
    return dawn.data["died"]


def test_imp_attack_on_the_soldier_kills_nobody() -> None:
    game = seated(["chambermaid", "soldier", "imp", "assassin", "exorcist"])
    to_night(game, 2)
    d = advance(game, [("exorcist", 3)], until="imp")
    assert SOLDIER in d.options  # the Imp may choose the Soldier
    game.answer(SOLDIER)
    # No other choice for the Imp: the next decision is the Assassin's.
    assert game.pending.step == "assassin"
    to_day(game, 2)
    assert is_alive(game, SOLDIER) and dawn_deaths(game) == []


def test_po_and_shabaloth_kill_the_others_but_not_the_soldier() -> None:
    game = seated(["chambermaid", "soldier", "po", "assassin", "exorcist", "gambler"])
    to_day(game, 3, [("exorcist", 3), ("po", None), ("exorcist", 5), ("po", (1, 0, 5))])
    assert is_alive(game, SOLDIER) and not is_alive(game, 0) and not is_alive(game, 5)
    game = seated(["chambermaid", "soldier", "shabaloth", "assassin", "exorcist", "gambler"])
    to_day(game, 2, [("exorcist", 3), ("shabaloth", (1, 5))])
    assert is_alive(game, SOLDIER) and not is_alive(game, 5) and dawn_deaths(game) == [5]


def test_pukka_cannot_poison_or_kill_the_soldier() -> None:
    game = seated(["chambermaid", "soldier", "pukka", "assassin", "exorcist"])
    to_day(game, 1, [("pukka", SOLDIER)])
    assert not any(e.kind == POISONED and e.target == SOLDIER for e in game.state.effects)
    d = advance(game, [("exorcist", 3), ("pukka", 4), ("chambermaid", (SOLDIER, 2))],
                until=("inform", "chambermaid"))
    assert d.options == d.truth  # nobody was poisoned in the Soldier's place
    to_day(game, 2)
    assert is_alive(game, SOLDIER) and dawn_deaths(game) == []


def test_execution_kills_the_soldier_even_when_the_demon_nominates() -> None:
    game = seated(["imp", "soldier", "chambermaid", "assassin", "exorcist"])
    to_day(game, 1)
    advance(game, [(("nominate", 0), SOLDIER), (("vote", 2), True), (("vote", 3), True), (("vote", 4), True)],
            until=lambda d: game.state.phase == "night")
    assert not is_alive(game, SOLDIER)


def test_assassin_kills_the_soldier() -> None:
    game = seated(["chambermaid", "soldier", "imp", "assassin", "exorcist"])
    to_day(game, 2, [("exorcist", 3), ("imp", SOLDIER), ("assassin", SOLDIER)])
    assert not is_alive(game, SOLDIER)


def test_non_demon_kills_still_work() -> None:
    """The Gossip's kill is not the Demon's ability."""
    game = seated(["chambermaid", "soldier", "imp", "assassin", "gossip"])
    to_day(game, 1)
    advance(game, [("gossip", ("is", 2, "imp")), ("imp", 0), ("gossip.kill", SOLDIER)],
            until=lambda d: game.state.day == 2)
    assert not is_alive(game, SOLDIER) and not is_alive(game, 0)


def test_grandmother_survives_when_the_demon_attacks_a_soldier_grandchild() -> None:
    game = seated(["chambermaid", "soldier", "imp", "assassin", "grandmother"])
    to_day(game, 2, [("grandmother.grandchild", SOLDIER), ("imp", SOLDIER)])
    assert is_alive(game, SOLDIER) and is_alive(game, 4)


def test_drunk_believing_soldier_dies_to_the_demon() -> None:
    game = seated(["chambermaid", ("drunk", "soldier"), "imp", "assassin", "exorcist"])
    assert game.view(SOLDIER).character == "soldier"
    to_day(game, 2, [("exorcist", 3), ("imp", SOLDIER)])
    assert not is_alive(game, SOLDIER) and dawn_deaths(game) == [SOLDIER]


def test_soldier_made_drunk_by_the_courtier_dies_to_the_demon() -> None:
    game = seated(["chambermaid", "soldier", "imp", "assassin", "courtier"])
    to_day(game, 2, [("courtier", "soldier"), ("imp", SOLDIER)])
    assert not is_alive(game, SOLDIER)


def test_poisoned_soldier_dies_to_the_demon() -> None:
    game = seated(["chambermaid", "soldier", "imp", "assassin", "exorcist"])
    game.state.effects.append(Effect(POISONED, SOLDIER, None, None, None, needs_source=False))
    to_day(game, 2, [("exorcist", 3), ("imp", SOLDIER)])
    assert not is_alive(game, SOLDIER)


def test_sober_again_the_soldier_is_safe_again() -> None:
    game = seated(["chambermaid", "soldier", "imp", "assassin", "exorcist"])
    game.state.effects.append(Effect(DRUNK, SOLDIER, None, None, ("dusk", 1), needs_source=False))
    to_day(game, 2, [("exorcist", 3), ("imp", SOLDIER)])
    assert is_alive(game, SOLDIER)


def test_dead_soldier_is_not_safe_from_a_regurgitating_shabaloth_choice() -> None:
    """A dead Soldier has no ability; once the Shabaloth brings them back, they are safe again."""
    game = seated(["chambermaid", "soldier", "shabaloth", "assassin", "exorcist", "gambler"])
    to_day(game, 1)
    votes = [(("vote", s), True) for s in (2, 3, 4)]
    advance(game, [(("nominate", 0), SOLDIER), *votes], until=lambda d: game.state.phase == "night")
    assert not is_alive(game, SOLDIER)
    # Night 2: the Shabaloth chooses the dead Soldier and the Gambler. Night 3: regurgitates them.
    to_day(game, 3, [("exorcist", 3), ("shabaloth", (SOLDIER, 5)), ("shabaloth.regurgitate", SOLDIER),
                     ("exorcist", 0), ("shabaloth", (SOLDIER, 0))])
    assert is_alive(game, SOLDIER) and not is_alive(game, 0)
