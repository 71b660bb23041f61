"""Village Idiot: "Each night, choose a player: you learn their alignment. [+0 to +2 Village
Idiots. 1 of the extras is drunk]" (almanac, Seed 000; the page is in Korean).

From the page, in our words: 1 to 3 Village Idiots may be in play at any player count;
extras replace other Townsfolk at setup; with two or more, the Storyteller picks at setup
which one is drunk, and it stays drunk all game (even once the sober ones are gone); a
lone Village Idiot is sober; a drunk one may still be told the truth; they act one at a
time.
"""

from collections import Counter

from clocktower import rules
from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.engine import Game
from clocktower.script import parse_script
from clocktower.state import EVIL, GOOD, POISONED, Effect
from clocktower.testing import advance, last_learned, to_night

from .seed000_setup import day_talk, seat000

SMALL = parse_script([{"id": "_meta", "name": "village idiot test"}, "villageidiot", "bountyhunter", "sailor",
                      "tealady", "acrobat", "snakecharmer", "minstrel", "preacher", "drunk", "sweetheart",
                      "pukka", "mastermind"])


def bag_game(players: int, picks: dict) -> tuple[Game, list]:
    """Run a real setup, answering ``picks`` (step -> list of answers); returns the game at
    night 1 and every setup decision seen."""
    game = Game(SMALL, players)
    queue = {k: list(v) for k, v in picks.items()}
    seen = []
    while game.state.phase == "setup":
        d = game.pending
        seen.append(d)
        if queue.get(d.step):
            game.answer(queue[d.step].pop(0))
        else:
            game.answer(d.options[: d.count[0]] if d.count else d.options[0])
    return game, seen


def test_setup_offers_zero_to_two_extra_village_idiots_replacing_townsfolk() -> None:
    game, seen = bag_game(7, {"setup.demon": ["pukka"], "setup.minion": ["mastermind"],
                              "setup.townsfolk": ["villageidiot"], "setup.modifier.villageidiot": [2]})
    offer = next(d for d in seen if d.step == "setup.modifier.villageidiot")
    assert offer.chooser == STORYTELLER and offer.options == (0, 1, 2)
    tokens = Counter(s.character for s in game.state.seats)
    assert tokens["villageidiot"] == 3
    assert sum(1 for s in game.state.seats if rules.team_of(s.character) == "townsfolk") == 5
    # Three Village Idiots: the Storyteller marks one of them drunk for the game.
    drunk_choice = next(d for d in seen if d.step == "villageidiot.drunk")
    idiots = [s.index for s in game.state.seats if s.character == "villageidiot"]
    assert drunk_choice.options == tuple(idiots)
    assert [s for s in idiots if rules.is_drunk(game.state, s)] == [idiots[0]]


def test_extras_never_exceed_the_townsfolk_places_left() -> None:
    # 5 players, 3 Townsfolk places: the Bounty Hunter (a setup character, kept) takes one,
    # the Village Idiot another, so only one extra fits.
    _, seen = bag_game(5, {"setup.demon": ["pukka"], "setup.minion": ["mastermind"],
                           "setup.townsfolk": ["bountyhunter", "villageidiot"]})
    offer = next(d for d in seen if d.step == "setup.modifier.villageidiot")
    assert offer.options == (0, 1)


def test_a_lone_village_idiot_is_sober() -> None:
    game, seen = bag_game(7, {"setup.demon": ["pukka"], "setup.minion": ["mastermind"],
                              "setup.townsfolk": ["villageidiot"], "setup.modifier.villageidiot": [0]})
    assert not any(d.step == "villageidiot.drunk" for d in seen)
    idiot = next(s.index for s in game.state.seats if s.character == "villageidiot")
    assert not rules.is_drunk(game.state, idiot)


# Seats: 0 Pukka, 1 Village Idiot, 2 Village Idiot, 3 Minstrel, 4 Mastermind (a Minion)
TWO = ["pukka", "villageidiot", "villageidiot", "minstrel", "mastermind"]


def test_each_village_idiot_chooses_anyone_and_learns_the_true_alignment() -> None:
    game = seat000(TWO, vi_drunk=2)
    d = advance(game, [("pukka", 3)], until="villageidiot")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 1 and d.options == (0, 1, 2, 3, 4)
    game.answer(4)
    d = game.pending
    assert d.kind == DecisionKind.INFORM and d.options == (EVIL,) and d.truth == (EVIL,)
    game.answer(EVIL)
    assert last_learned(game, 1) == EVIL
    d = game.pending  # then the second one, on its own
    assert d.step == "villageidiot" and d.chooser == 2


def test_the_drunk_extra_may_learn_either_alignment_for_the_whole_game() -> None:
    game = seat000(TWO, vi_drunk=2)
    assert rules.is_drunk(game.state, 2) and not rules.is_drunk(game.state, 1)
    d = advance(game, [("pukka", 3), ("villageidiot", 4), ("villageidiot", 3)],
                until=lambda d: d.kind == DecisionKind.INFORM and d.subject == 2)
    assert set(d.options) == {GOOD, EVIL} and d.truth == (GOOD,) and "drunk" in d.why
    game.answer(GOOD)  # a drunk Village Idiot may be told the truth
    # The sober one dies: the drunk one stays drunk.
    game.state.seats[1].alive = False
    advance(game, [("pukka", 3)], until=day_talk(3, game))
    assert rules.is_drunk(game.state, 2)


def test_sober_one_made_drunk_elsewhere_keeps_the_marked_one_drunk() -> None:
    game = seat000(TWO, vi_drunk=1)
    game.state.effects.append(Effect(POISONED, 2, None, None, None, needs_source=False))
    assert rules.is_drunk(game.state, 1) and rules.is_poisoned(game.state, 2)


def test_evil_townsfolk_registers_evil() -> None:
    game = seat000(["pukka", "villageidiot", "bountyhunter", "minstrel", "sweetheart"], evil=3)
    d = advance(game, [("pukka", 4), ("villageidiot", 3)], until=("inform", "villageidiot"))
    assert d.truth == (EVIL,) and d.options == (EVIL,)


def test_poisoned_or_drunk_believing_village_idiot_may_learn_either() -> None:
    game = seat000(["pukka", "villageidiot", "minstrel", "preacher", "sweetheart"])
    game.state.effects.append(Effect(POISONED, 1, None, None, None, needs_source=False))
    d = advance(game, [("pukka", 4), ("villageidiot", 0)], until=("inform", "villageidiot"))
    assert set(d.options) == {GOOD, EVIL} and "poisoned" in d.why
    game = seat000(["pukka", ("drunk", "villageidiot"), "minstrel", "preacher", "sweetheart"])
    d = advance(game, [("pukka", 4), ("villageidiot", 0)], until=("inform", "villageidiot"))
    assert set(d.options) == {GOOD, EVIL}


def test_dead_village_idiot_does_not_wake() -> None:
    game = seat000(["pukka", "villageidiot", "minstrel", "preacher", "sweetheart"])
    advance(game, [("pukka", 4)], until=day_talk(1, game))
    game.state.seats[1].alive = False
    seen = []
    to_night(game, 2)
    advance(game, [("pukka", 3)], until=lambda d: seen.append(d.step) or (d.step == "talk" and game.state.day == 2))
    assert "villageidiot" not in seen


def test_recluse_may_register_as_evil() -> None:
    game = seat000(["pukka", "villageidiot", "recluse", "minstrel", "preacher"])
    d = advance(game, [("pukka", 4), ("villageidiot", 2)], until="register.recluse")
    assert d.chooser == STORYTELLER and d.options == (GOOD, EVIL)
    game.answer(EVIL)
    d = game.pending
    assert d.kind == DecisionKind.INFORM and d.options == (EVIL,)


def test_storyteller_log_shows_the_drunk_village_idiot_and_nobody_else_sees_it() -> None:
    """Reviewer's note: the Storyteller's view must show who is drunk. The drunk Village Idiot
    is written in the Storyteller-only log (a ``grimoire`` event with no audience)."""
    game = seat000(TWO, vi_drunk=2)
    notes = [e for e in game.events if e.kind == "grimoire" and "drunk Village Idiot" in e.text]
    assert len(notes) == 1 and game.state.seats[2].name in notes[0].text
    assert not notes[0].public and notes[0].seats == ()
    for seat in range(len(game.state.seats)):
        assert notes[0] not in game.view(seat).events
