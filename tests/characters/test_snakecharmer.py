"""Snake Charmer: "Each night, choose an alive player: a chosen Demon swaps characters &
alignments with you & is then poisoned." (almanac, Seed 000).

Our reading: every night (the first too) the Snake Charmer chooses an alive player (themself
allowed). Choosing anyone but the Demon does nothing. Choosing the Demon with a working
ability swaps their characters and alignments; both are told; the old Demon, now the Snake
Charmer, is poisoned for the rest of the game. Ruling snake-charmer-swap.
"""

from clocktower import rules
from clocktower.decisions import DecisionKind
from clocktower.state import EVIL, GOOD, POISONED, Effect
from clocktower.testing import advance, to_night

from .seed000_setup import day_talk, seat000

# Seats: 0 Pukka, 1 Snake Charmer, 2 Preacher, 3 Minstrel, 4 Mastermind (a Minion, off-script)
SEATING = ["pukka", "snakecharmer", "preacher", "minstrel", "mastermind"]


def characters(game) -> list[tuple[str, str]]:
    return [(s.character, s.alignment) for s in game.state.seats]


def test_chooses_an_alive_player_each_night_first_included() -> None:
    game = seat000(SEATING)
    d = advance(game, until="snakecharmer")
    assert game.state.night == 1 and d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 1
    assert d.options == (0, 1, 2, 3, 4)
    game.answer(2)
    game.state.seats[3].alive = False
    d = advance(game, [("pukka", 2)], until="snakecharmer")
    assert game.state.night == 2 and d.options == (0, 1, 2, 4)


def test_snake_charmer_swap() -> None:
    """Ruling snake-charmer-swap, game A: night 2 the sober Snake Charmer chooses the Pukka;
    the Snake Charmer becomes the evil Pukka, the old Pukka a good Snake Charmer, poisoned for
    the rest of the game; both are told their new character and alignment."""
    game = seat000(SEATING)
    advance(game, [("snakecharmer", 2), ("pukka", 3)], until=day_talk(1, game))
    advance(game, [("snakecharmer", 0)], until="pukka")
    assert game.state.seats[1].character == "pukka" and game.state.seats[1].alignment == EVIL
    assert game.state.seats[0].character == "snakecharmer" and game.state.seats[0].alignment == GOOD
    assert game.state.seats[0].believed == "snakecharmer" and game.state.seats[0].believed_alignment == GOOD
    assert game.state.seats[1].believed == "pukka" and game.state.seats[1].believed_alignment == EVIL
    for seat, character, alignment in ((1, "pukka", EVIL), (0, "snakecharmer", GOOD)):
        seen = game.view(seat).events
        assert any(e.kind == "character_changed" and e.data["character"] == character for e in seen)
        assert any(e.kind == "alignment_changed" and e.data["alignment"] == alignment for e in seen)
        assert game.view(seat).character == character and game.view(seat).alignment == alignment
    # Others are not told.
    assert not [e for e in game.view(2).events if e.kind in ("character_changed", "alignment_changed")]
    # The new Pukka acts tonight at the Pukka's place.
    d = game.pending
    assert d.step == "pukka" and d.chooser == 1
    game.answer(2)
    assert rules.is_poisoned(game.state, 0)
    # Still poisoned nights later, so the new Snake Charmer's choice of the Demon does nothing.
    advance(game, [("snakecharmer", 2), ("pukka", 4)], until=day_talk(3, game))
    advance(game, [("snakecharmer", 1), ("pukka", 3)], until=day_talk(4, game))
    assert rules.is_poisoned(game.state, 0)
    assert game.state.seats[1].character == "pukka" and game.state.seats[0].character == "snakecharmer"


def test_pukka_victim_of_the_old_pukka_dies_when_the_new_pukka_acts() -> None:
    """Our reading of How to Run (Snake Charmer: the tokens are swapped; Pukka: "the other
    player marked POISONED dies"): the Pukka's POISONED reminder stays in the Grimoire by its
    token. The old Pukka poisoned the Minstrel on night 1; on night 2 the Snake Charmer takes
    the Pukka before the Pukka's turn; the new Pukka chooses the Preacher and the Minstrel dies."""
    game = seat000(SEATING)
    advance(game, [("snakecharmer", 2), ("pukka", 3)], until=day_talk(1, game))
    assert rules.is_poisoned(game.state, 3)
    advance(game, [("snakecharmer", 0)], until="pukka")
    assert rules.is_poisoned(game.state, 3)  # still poisoned: the reminder is the new Pukka's
    game.answer(2)
    assert not game.state.seats[3].alive
    assert [d.seat for d in game.state.deaths_in("night", 2)] == [3]
    assert rules.is_poisoned(game.state, 2)
    advance(game, until=day_talk(2, game))
    # Night 3: the Preacher, the new Pukka's victim, dies in turn.
    advance(game, [("snakecharmer", 4), ("pukka", 4)], until=day_talk(3, game))
    assert not game.state.seats[2].alive


def test_pukka_taken_on_the_first_night_kills_its_victim_on_night_2() -> None:
    """The swap on night 1 (the Snake Charmer wakes before the Pukka): the new Pukka poisons on
    night 1, and that player dies on night 2."""
    game = seat000(SEATING)
    advance(game, [("snakecharmer", 0), ("pukka", 3)], until=day_talk(1, game))
    assert game.state.seats[1].character == "pukka" and rules.is_poisoned(game.state, 3)
    advance(game, [("snakecharmer", 2), ("pukka", 2)], until=day_talk(2, game))
    assert not game.state.seats[3].alive


def test_swap_on_the_first_night() -> None:
    game = seat000(SEATING)
    d = advance(game, [("snakecharmer", 0)], until="pukka")
    assert game.state.night == 1 and d.chooser == 1


def test_poisoned_snake_charmer_swaps_nothing() -> None:
    """Ruling snake-charmer-swap, game B."""
    game = seat000(SEATING)
    game.state.effects.append(Effect(POISONED, 1, None, None, None, needs_source=False))
    before = characters(game)
    advance(game, [("snakecharmer", 0), ("pukka", 3)], until=day_talk(1, game))
    assert characters(game) == before


def test_choosing_a_minion_or_themself_does_nothing() -> None:
    """Ruling snake-charmer-swap, game C."""
    for target in (4, 1, 2):
        game = seat000(SEATING)
        before = characters(game)
        advance(game, [("snakecharmer", target), ("pukka", 3)], until=day_talk(1, game))
        assert characters(game) == before
        assert not any(rules.is_poisoned(game.state, s) for s in (1, 2, 4))


def test_drunk_believing_snake_charmer_swaps_nothing() -> None:
    game = seat000(["pukka", ("drunk", "snakecharmer"), "preacher", "minstrel", "mastermind"])
    d = advance(game, until="snakecharmer")
    assert d.chooser == 1
    advance(game, [("snakecharmer", 0), ("pukka", 3)], until=day_talk(1, game))
    assert game.state.seats[0].character == "pukka" and game.state.seats[1].character == "drunk"


def test_evil_snake_charmer_swaps_alignments_as_they_are() -> None:
    # The Bounty Hunter's evil Townsfolk is the Snake Charmer: both end up evil.
    game = seat000(["pukka", "snakecharmer", "bountyhunter", "minstrel", "mastermind"], evil=1)
    assert game.state.seats[1].alignment == EVIL
    advance(game, [("snakecharmer", 0), ("pukka", 3)], until=day_talk(1, game))
    assert (game.state.seats[1].character, game.state.seats[1].alignment) == ("pukka", EVIL)
    assert (game.state.seats[0].character, game.state.seats[0].alignment) == ("snakecharmer", EVIL)


def test_dead_snake_charmer_does_not_wake() -> None:
    game = seat000(SEATING)
    advance(game, [("snakecharmer", 2), ("pukka", 3)], until=day_talk(1, game))
    game.state.seats[1].alive = False
    seen = []
    to_night(game, 2)
    advance(game, [("pukka", 2)], until=lambda d: seen.append(d.step) or (d.step == "talk" and game.state.day == 2))
    assert "snakecharmer" not in seen


def test_philosopher_snake_charmer_makes_the_demon_a_poisoned_philosopher() -> None:
    """Almanac note: "If the Philosopher has the Snake Charmer ability and becomes the Demon,
    the Demon becomes a poisoned Philosopher"."""
    game = seat000(["pukka", "philosopher", "preacher", "minstrel", "mastermind"])
    advance(game, [("philosopher", "snakecharmer"), ("snakecharmer", 2), ("pukka", 3)], until=day_talk(1, game))
    advance(game, [("snakecharmer", 0)], until="pukka")
    assert (game.state.seats[1].character, game.state.seats[1].alignment) == ("pukka", EVIL)
    assert (game.state.seats[0].character, game.state.seats[0].alignment) == ("philosopher", GOOD)
    assert rules.is_poisoned(game.state, 0)
    assert rules.abilities(game.state, 1) == ["pukka"]
    assert rules.abilities(game.state, 0) == ["philosopher", "snakecharmer"]
    assert not rules.ability_functions(game.state, 0, "snakecharmer")
