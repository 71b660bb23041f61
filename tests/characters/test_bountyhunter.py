"""Bounty Hunter: "You start knowing 1 evil player. If the player you know dies, you learn
another evil player tonight. [1 Townsfolk is evil]" (almanac, Seed 000).

Our reading: at setup the Storyteller turns one other good Townsfolk evil and tells them
(only that). The Bounty Hunter learns an alive evil player on the first night, and a new
one on the night after the known player dies; never the same player twice. Drunk or
poisoned when due, it may be shown any alive player not shown before, and that player then
counts as the one it knows. A Drunk who believes it is the Bounty Hunter makes nobody evil.
Ruling bounty-hunter-chain-and-drunk; jinx with the Kazali.
"""

import pytest

from clocktower.characters import behaviour
from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.state import DRUNK, EVIL, GOOD, POISONED, Effect
from clocktower.testing import advance, is_alive, last_learned, learned, seated

from .seed000_setup import day_talk, executing, seat000

# Seats: 0 Pukka, 1 Bounty Hunter, 2 Preacher, 3 Courtier, 4 Mastermind (a Minion),
# 5 Mutant (an Outsider), 6 Drunk (believes the Minstrel)
SEATING = ["pukka", "bountyhunter", "preacher", "courtier", "mastermind", "mutant", ("drunk", "minstrel")]


def sleepy_pukka(game):
    """Make the Pukka drunk for the game: it poisons and kills nobody."""
    game.state.effects.append(Effect(DRUNK, 0, None, None, None, needs_source=False))
    return game


def test_setup_turns_one_other_good_townsfolk_evil_and_tells_them() -> None:
    game = seated(SEATING, script="seed-000")
    d = game.pending
    assert d.step == "bountyhunter.evil" and d.chooser == STORYTELLER
    assert d.options == (2, 3)  # good Townsfolk; not the Bounty Hunter, an Outsider or the Drunk
    game.answer(3)
    assert game.state.seats[3].alignment == EVIL and game.view(3).alignment == EVIL
    assert game.state.seats[3].character == "courtier"  # still a Townsfolk
    told = [e for e in game.view(3).events if e.kind == "alignment_changed"]
    assert len(told) == 1 and told[0].data["alignment"] == EVIL
    assert not [e for e in game.view(1).events if e.kind == "alignment_changed"]


def test_evil_townsfolk_gets_no_minion_or_demon_info() -> None:
    game = seat000(SEATING, evil=3)
    advance(game, [("pukka", 5)], until=day_talk(1, game))
    kinds = {e.kind for e in game.view(3).events}
    assert "minion_info" not in kinds and "demon_info" not in kinds
    minion_info = [e for e in game.view(4).events if e.kind == "minion_info"]
    assert minion_info and 3 not in minion_info[0].data["minions"]


def test_first_night_learns_an_evil_player_the_evil_townsfolk_included() -> None:
    game = seat000(SEATING, evil=3)
    d = advance(game, [("pukka", 5)], until=("inform", "bountyhunter"))
    assert game.state.night == 1 and d.subject == 1
    assert d.options == (0, 3, 4) and d.truth == (0, 3, 4)
    game.answer(3)
    assert last_learned(game, 1) == 3 and learned(game, 1)[-1].text == "Dave is evil."


def test_learns_a_new_player_the_night_after_the_known_one_dies_never_the_same() -> None:
    game = seat000(SEATING, evil=3)
    advance(game, [("pukka", 5), (("inform", "bountyhunter"), 4)], until=day_talk(1, game))
    # Night 2: the known Minion is alive: the Bounty Hunter does not wake.
    seen = []
    advance(game, [("pukka", 2)], until=lambda d: seen.append(d.step) or (d.step == "talk" and game.state.day == 2))
    assert "bountyhunter" not in seen
    advance(game, until=lambda d: game.state.night == 3, policy=executing(game, 2, 4))
    assert not is_alive(game, 4)
    d = advance(game, [("pukka", 6)], until=("inform", "bountyhunter"))
    assert game.state.night == 3
    assert d.options == (0, 3)  # alive, evil, not shown before
    game.answer(0)
    assert [e.data["value"] for e in learned(game, 1)] == [4, 0]


def test_known_player_dying_at_night_counts_too() -> None:
    game = seat000(SEATING, evil=2)
    advance(game, [("pukka", 2), (("inform", "bountyhunter"), 2)], until=day_talk(1, game))
    d = advance(game, [("pukka", 6)], until=("inform", "bountyhunter"))
    assert game.state.night == 2 and not is_alive(game, 2)
    assert d.options == (0, 4)


def test_bounty_hunter_chain_and_drunk_poisoned_when_due() -> None:
    """Ruling bounty-hunter-chain-and-drunk, game A: night 1 the Bounty Hunter learns a
    Minion; day 3 it is executed; night 4 the Bounty Hunter is poisoned before it acts and may
    be shown a good player; when that player dies it learns yet another, never one shown
    before."""
    game = sleepy_pukka(seat000(SEATING, evil=3))
    advance(game, [(("inform", "bountyhunter"), 4)], until=day_talk(3, game))
    advance(game, until=lambda d: game.state.night == 4, policy=executing(game, 3, 4))
    assert not is_alive(game, 4)
    game.state.effects.append(Effect(POISONED, 1, None, None, ("dawn", 4), needs_source=False))
    d = advance(game, until=("inform", "bountyhunter"))
    assert d.options == (0, 2, 3, 5, 6) and "poisoned" in d.why  # alive, not shown before
    assert d.truth == (0, 3)
    game.answer(2)  # the good Preacher
    advance(game, until=day_talk(4, game))
    advance(game, until=lambda d: game.state.night == 5, policy=executing(game, 4, 2))
    assert not is_alive(game, 2)
    d = advance(game, until=("inform", "bountyhunter"))
    assert game.state.night == 5 and d.options == (0, 3) and not d.why  # sober again: evil only
    game.answer(3)
    advance(game, until=day_talk(5, game))
    advance(game, until=lambda d: game.state.night == 6, policy=executing(game, 5, 3))
    d = advance(game, until=("inform", "bountyhunter"))
    assert d.options == (0,)
    game.answer(0)
    assert [e.data["value"] for e in learned(game, 1)] == [4, 2, 3, 0]


def test_drunk_believing_bounty_hunter_makes_nobody_evil_and_may_see_good_players() -> None:
    """Ruling bounty-hunter-chain-and-drunk, game B."""
    seating = ["pukka", ("drunk", "bountyhunter"), "preacher", "courtier", "mastermind"]
    game = seated(seating, script="seed-000")
    assert game.pending.step != "bountyhunter.evil"
    game = seat000(seating)
    assert [s.alignment for s in game.state.seats] == [EVIL, GOOD, GOOD, GOOD, EVIL]
    d = advance(game, [("pukka", 3)], until=("inform", "bountyhunter"))
    assert d.subject == 1 and set(d.options) == {0, 2, 3, 4} and set(d.truth) == {0, 4}


def test_dead_bounty_hunter_learns_nothing() -> None:
    game = seat000(SEATING, evil=3)
    advance(game, [("pukka", 5), (("inform", "bountyhunter"), 4)], until=day_talk(1, game))
    game.state.seats[1].alive = False
    advance(game, until=lambda d: game.state.night == 3, policy=executing(game, 1, 4))
    assert not any(d.step == "bountyhunter" for d in game.decisions[-40:])
    advance(game, [("pukka", 2)], until=day_talk(3, game))
    assert [e.data["value"] for e in learned(game, 1)] == [4]


@pytest.mark.skipif(behaviour("kazali") is None, reason="the Kazali is not implemented")
def test_jinx_bountyhunter_kazali_evil_townsfolk_only_if_the_bounty_hunter_is_still_in_play() -> None:
    """Jinx Bounty Hunter-Kazali: no setup choice; once the Kazali has chosen its Minions,
    a Townsfolk is turned evil only if the Bounty Hunter is still the Bounty Hunter."""
    seating = ["kazali", "bountyhunter", "preacher", "courtier", "sailor"]
    game = seated(seating, script="seed-000")
    assert all(d.step != "bountyhunter.evil" for d in [game.pending])
    advance(game, [("kazali", 2), (lambda d: d.kind == DecisionKind.CHOOSE_CHARACTER, "poisoner")],
            until="bountyhunter.evil")
    assert game.state.night == 1 and game.pending.options == (3, 4)
    game = seated(seating, script="seed-000")
    seen = []
    advance(game, [("kazali", 1), (lambda d: d.kind == DecisionKind.CHOOSE_CHARACTER, "poisoner")],
            until=lambda d: seen.append(d.step) or d.step == "talk")
    assert "bountyhunter.evil" not in seen
    assert [s.alignment for s in game.state.seats] == [EVIL, EVIL, GOOD, GOOD, GOOD]


def test_jinx_bountyhunter_philosopher_gained_ability_may_turn_a_townsfolk_evil() -> None:
    """Jinx Bounty Hunter-Philosopher: "If the Philosopher gains the Bounty Hunter ability, a
    Townsfolk might turn evil": the Storyteller chooses one, or nobody."""
    seating = ["pukka", "philosopher", "preacher", "courtier", "mastermind"]
    game = sleepy_pukka(seat000(seating))
    d = advance(game, [("philosopher", "bountyhunter")], until="bountyhunter.evil")
    assert game.state.night == 1 and d.chooser == STORYTELLER and d.options == (None, 2, 3)
    game.answer(3)
    assert game.state.seats[3].alignment == EVIL and game.view(3).alignment == EVIL
    d = game.pending
    assert d.kind == DecisionKind.INFORM and d.step == "bountyhunter" and d.subject == 1
    assert d.options == (0, 3, 4)
    # The Storyteller may also decline.
    game = sleepy_pukka(seat000(seating))
    advance(game, [("philosopher", "bountyhunter"), ("bountyhunter.evil", None)], until=day_talk(1, game))
    assert [s.alignment for s in game.state.seats] == [EVIL, GOOD, GOOD, GOOD, EVIL]
    assert learned(game, 1)[-1].data["value"] in (0, 4)


def test_philosopher_gaining_it_later_starts_knowing_that_night() -> None:
    seating = ["pukka", "philosopher", "preacher", "courtier", "mastermind"]
    game = sleepy_pukka(seat000(seating))
    advance(game, [("philosopher", None)], until=day_talk(1, game))
    d = advance(game, [("philosopher", "bountyhunter"), ("bountyhunter.evil", None)],
                until=("inform", "bountyhunter"))
    assert game.state.night == 2 and d.subject == 1 and d.options == (0, 4)


def test_drunk_philosopher_gains_nothing_and_turns_nobody_evil() -> None:
    seating = ["pukka", "philosopher", "preacher", "courtier", "mastermind"]
    game = sleepy_pukka(seat000(seating))
    game.state.effects.append(Effect(POISONED, 1, None, None, None, needs_source=False))
    seen = []
    advance(game, [("philosopher", "bountyhunter")], until=lambda d: seen.append(d) or d.step == "talk")
    assert not any(d.step == "bountyhunter.evil" for d in seen)
    assert [s.alignment for s in game.state.seats] == [EVIL, GOOD, GOOD, GOOD, EVIL]


def test_recluse_registering_evil_may_be_the_known_player_and_its_death_counts() -> None:
    seating = ["pukka", "bountyhunter", "recluse", "courtier", "mastermind"]
    game = sleepy_pukka(seat000(seating, evil=3))
    d = advance(game, [(lambda d: d.step == "register.recluse", EVIL)], until=("inform", "bountyhunter"))
    assert d.options == (0, 2, 3, 4)
    game.answer(2)
    advance(game, until=day_talk(1, game))
    advance(game, until=lambda d: game.state.night == 2, policy=executing(game, 1, 2))
    d = advance(game, until=("inform", "bountyhunter"))
    assert game.state.night == 2 and d.options == (0, 3, 4)  # the dead Recluse is not asked about
