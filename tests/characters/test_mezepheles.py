"""Mezepheles: "You start knowing a secret word. The 1st good player to say this word becomes
evil that night." (almanac, Mezepheles).

The Storyteller writes the word on the first night and the Mezepheles is shown it. The word
is heard in the free talk (said aloud or whispered: the ``on_said`` hook of clocktower.talk);
a whole-word match counts at once, a match inside a longer word is the Storyteller's call.
The first good speaker, while the ability works, turns evil that night if it still works
then; the ability is then spent. Rulings: docs/rulings/carousel-outsiders-minions.md.
"""

from typing import Any

from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.talk import TalkRules
from clocktower.testing import advance, learned, poison, to_day

from .carousel_outsiders_helpers import game_of, to_night

# Seats: 0 Imp, 1 Mezepheles, 2 Chef, 3 Mayor, 4 Empath, 5 Soldier, 6 Courtier.
SEATING: list[Any] = ["imp", "mezepheles", "chef", "mayor", "empath", "soldier", "courtier"]
MEZ = 1
TALK = TalkRules(free_text=200, whispers=True)
WORD = "Rumplestiltskin"


def _game(**kw: Any) -> Any:
    return game_of(SEATING, talk=TALK, **kw)


def _say(game: Any, seat: int, text: str) -> None:
    """Run to day 1's talk; ``seat`` says ``text`` aloud."""
    to_day(game, 1, plan=[("mezepheles.word", WORD)])
    advance(game, [(("talk", seat), text)], until=lambda d: d.step == "nominate")


def _alignment(game: Any, seat: int) -> tuple[str, str]:
    s = game.state.seats[seat]
    return s.alignment, s.believed_alignment


def test_healthy_storyteller_writes_the_word_and_the_mezepheles_learns_it() -> None:
    game = _game()
    d = advance(game, until="mezepheles.word")
    assert d is not None and d.chooser == STORYTELLER and d.kind == DecisionKind.TEXT and d.free_text
    game.answer("two words")  # not a single word: asked again
    d = advance(game, until="mezepheles.word")
    assert d is not None
    game.answer(WORD)
    to_day(game, 1)
    assert [e.data["value"] for e in learned(game, MEZ) if e.data.get("what") == "secret word"] == [WORD]
    for seat in (0, 2, 3, 4, 5, 6):
        assert not any(WORD in e.text for e in game.view(seat).events)


def test_healthy_first_good_player_to_say_it_turns_evil_that_night() -> None:
    game = _game()
    _say(game, 2, f"This reminds me of {WORD.lower()}!")
    assert _alignment(game, 2) == ("good", "good")  # not before the night
    to_night(game, 2)
    advance(game, [("courtier", "chef"), ("imp", 5)], until="talk")
    assert _alignment(game, 2) == ("evil", "evil")
    assert "You are evil." in [e.text for e in learned(game, 2)]
    assert game.state.seats[2].character == "chef"
    assert (MEZ, "No ability") in [(r.target, r.token) for r in game.state.reminders]


def test_only_the_first_good_speaker_counts() -> None:
    game = _game()
    to_day(game, 1, plan=[("mezepheles.word", WORD)])
    advance(game, [(("talk", 2), WORD), (("talk", 3), WORD)], until=lambda d: d.step == "nominate")
    to_night(game, 2)
    advance(game, [("courtier", "chef"), ("imp", 5)], until="talk")
    assert _alignment(game, 2)[0] == "evil" and _alignment(game, 3)[0] == "good"


def test_an_evil_player_saying_it_does_not_count() -> None:
    game = _game()
    to_day(game, 1, plan=[("mezepheles.word", WORD)])
    advance(game, [(("talk", 0), WORD), (("talk", 3), WORD)], until=lambda d: d.step == "nominate")
    to_night(game, 2)
    advance(game, [("courtier", "chef"), ("imp", 5)], until="talk")
    assert _alignment(game, 3)[0] == "evil"


def test_a_whisper_counts() -> None:
    game = _game()
    to_day(game, 1, plan=[("mezepheles.word", WORD)])
    advance(game, [(("whisper", 4), 5), (("whisper.text", 4), f"psst, {WORD}")],
            until=lambda d: d.step == "nominate")
    to_night(game, 2)
    advance(game, [("courtier", "chef"), ("imp", 5)], until="talk")
    assert _alignment(game, 4)[0] == "evil"


def test_inside_a_longer_word_the_storyteller_judges() -> None:
    game = _game()
    to_day(game, 1, plan=[("mezepheles.word", "Zeppelin")])
    d = advance(game, [(("talk", 2), "I love zeppelins.")], until="mezepheles.heard")
    assert d is not None and d.chooser == STORYTELLER and d.options == (False, True)
    game.answer(False)
    advance(game, until=lambda d: d.step == "nominate")
    to_night(game, 2)
    advance(game, [("courtier", "chef"), ("imp", 5)], until="talk")
    assert _alignment(game, 2)[0] == "good"


def test_drunk_mezepheles_hears_nothing() -> None:
    game = _game(drunk=[MEZ])
    _say(game, 2, WORD)
    to_night(game, 2)
    advance(game, [("courtier", "chef"), ("imp", 5)], until="talk")
    assert _alignment(game, 2)[0] == "good"


def test_poisoned_mezepheles_hears_nothing() -> None:
    game = _game(poisoned=[MEZ])
    _say(game, 2, WORD)
    to_night(game, 2)
    advance(game, [("courtier", "chef"), ("imp", 5)], until="talk")
    assert _alignment(game, 2)[0] == "good"


def test_dead_mezepheles_hears_nothing() -> None:
    game = _game()
    to_day(game, 1, plan=[("mezepheles.word", WORD)])
    game.state.seats[MEZ].alive = False  # (set by hand: the Mezepheles died)
    advance(game, [(("talk", 2), WORD)], until=lambda d: d.step == "nominate")
    to_night(game, 2)
    advance(game, [("courtier", "chef"), ("imp", 5)], until="talk")
    assert _alignment(game, 2)[0] == "good"


def test_almanac_choose_an_unusual_word() -> None:
    """Almanac: the word should be unusual, never said by accident: the Storyteller's
    suggestions are unusual words, and any single word may be written."""
    game = _game()
    d = advance(game, until="mezepheles.word")
    assert d is not None and "Constantinople" in d.options and "the" not in d.options
    game.answer("Snollygoster")
    assert game.ctx(MEZ).memory["word"] == "Snollygoster"


def test_almanac_barber_mentions_rumplestiltskin_and_turns_evil() -> None:
    """Almanac: told the word "Rumplestiltskin", the Barber (here the Chef) says it publicly in
    a sentence about the fairy tale; they turn evil that night."""
    game = _game()
    _say(game, 2, "This reminds me of the fairy tale where the Miller's daughter has to guess "
                  "Rumplestiltskin's name")
    to_night(game, 2)
    advance(game, [("courtier", "chef"), ("imp", 5)], until="talk")
    assert _alignment(game, 2) == ("evil", "evil")


def test_almanac_the_mayor_stays_good_by_outing_the_mezepheles() -> None:
    """Almanac: told the word, the Mayor tells the group who the Mezepheles is instead of
    saying it (an accusation): the Mayor stays good."""
    game = _game()
    to_day(game, 1, plan=[("mezepheles.word", WORD)])
    advance(game, [(("talk", 3), "Bob is the Mezepheles and told me the secret word!")],
            until=lambda d: d.step == "nominate")
    to_night(game, 2)
    advance(game, [("courtier", "chef"), ("imp", 5)], until="talk")
    assert _alignment(game, 3)[0] == "good"


def test_almanac_noble_says_constantinople_then_the_courtier_drunks_the_mezepheles() -> None:
    """Almanac: the Noble (here the Empath) says "Constantinople" in private (here a whisper);
    that night the Courtier makes the Mezepheles drunk: the Noble stays good, and the chance
    is spent."""
    game = _game()
    to_day(game, 1, plan=[("mezepheles.word", "Constantinople")])
    advance(game, [(("whisper", 4), 6), (("whisper.text", 4), "Constantinople")],
            until=lambda d: d.step == "nominate")
    to_night(game, 2)
    advance(game, [("courtier", "mezepheles"), ("imp", 5)], until="talk")
    assert _alignment(game, 4)[0] == "good"


def test_a_failed_turning_spends_the_chance() -> None:
    """The first good speaker was the one: when the Mezepheles was poisoned that night, a
    later good speaker (the Mezepheles healthy again) does not turn evil."""
    game = _game()
    to_day(game, 1, plan=[("mezepheles.word", WORD)])
    advance(game, [(("talk", 4), WORD)], until=lambda d: d.step == "nominate")
    to_night(game, 2)
    effect = poison(game, MEZ)
    advance(game, [("courtier", "chef"), ("imp", 5)], until="talk")
    game.state.effects.remove(effect)
    assert _alignment(game, 4)[0] == "good"
    advance(game, [(("talk", 3), WORD)], until=lambda d: d.step == "nominate")
    to_night(game, 3)
    advance(game, [("imp", 6)], until="talk")
    assert _alignment(game, 3)[0] == "good"
    assert (MEZ, "No ability") not in [(r.target, r.token) for r in game.state.reminders]
