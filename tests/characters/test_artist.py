"""Artist: "Once per game, during the day, privately ask the Storyteller any yes/no question."
(almanac, Artist).

The first almanac example (bluffing the Artist's chat) is a play tip and is not a test.
"""

from typing import Any

from clocktower.decisions import DecisionKind
from clocktower.testing import advance, learned, make_drunk, to_day

from .bmr_snv_helpers import execute, game_of

# Seats: 0 Imp (Alice), 1 Artist (Bob), 2 Recluse (Carol), 3 Baron (Dave), 4 Chef (Eve), 5 Empath (Frank).
SEATING: list[Any] = ["imp", "artist", "recluse", "baron", "chef", "empath"]
ARTIST = 1
ALL = ("yes", "no", "dont_know", "again")


def _ask(game, question: str, *, day: int = 1) -> Any:
    """Run to ``day``'s talk, use the ability, write ``question``; return the Storyteller's decision."""
    to_day(game, day, plan=[("register.recluse", "good")] if day == 1 else [])
    return advance(game, [("artist", True), ("artist.question", question)], until=("inform", "artist"))


def test_offered_privately_in_the_talk() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("register.recluse", "good")])
    d = advance(game, until="artist")
    assert d.kind == DecisionKind.DAY_ABILITY and d.chooser == ARTIST and d.options == (False, True)
    game.answer(True)
    d = game.pending
    assert d is not None and d.kind == DecisionKind.TEXT and d.step == "artist.question" and d.free_text
    assert "Is Alice the Imp?" in d.options and "Is Dave a Minion?" in d.options and "Is Carol evil?" in d.options


def test_example_question_of_its_own_words_storyteller_judges() -> None:
    """Almanac: "Is the Demon sitting in a brown chair?" - "No" (the chair is black)."""
    game = game_of(SEATING)
    question = "Is the Demon sitting in a brown chair?"
    d = _ask(game, question)
    assert d.chooser == -1 and d.subject == ARTIST and d.options == ALL and d.truth == ALL and d.why == ""
    assert question in d.prompt
    game.answer("no")
    assert [e.text for e in learned(game, ARTIST)] == [f'The Storyteller answers "{question}": No.']
    for seat in (0, 2, 3, 4, 5):
        assert not any(question in e.text for e in game.view(seat).events)  # only the Artist knows
    assert any(r.character == "artist" and r.token == "No Ability" for r in game.state.reminders)


def test_example_factual_question_is_answered_truly() -> None:
    """Almanac: "Is David the Evil Twin?" - "Yes", because he is (here: Alice, the Imp)."""
    game = game_of(SEATING)
    d = _ask(game, "Is Alice the Imp?")
    assert d.options == ("yes",) and d.truth == ("yes",)
    game.answer("yes")
    assert learned(game, ARTIST)[-1].data["value"] == "yes"


def test_example_unanswerable_question_is_asked_again() -> None:
    """Almanac: "How many Minions are alive?" - the Storyteller asks for another question; the
    ability is not used until one is answered."""
    game = game_of(SEATING)
    d = _ask(game, "How many Minions are alive?")
    game.answer("again")
    assert "ask another question" in learned(game, ARTIST)[-1].text
    d = advance(game, [("artist.question", "Is Frank a Minion?")], until=("inform", "artist"))
    assert d.options == ("no",)
    game.answer("no")
    assert len(learned(game, ARTIST)) == 2


def test_asking_again_is_limited() -> None:
    game = game_of(SEATING)
    _ask(game, "How many?")
    game.answer("again")
    advance(game, [("artist.question", "How many now?"), (("inform", "artist"), "again")],
            until="artist.question")
    d = advance(game, [("artist.question", "Still how many?")], until=("inform", "artist"))
    assert d.options == ("yes", "no", "dont_know")


def test_example_i_dont_know() -> None:
    """Almanac: "Are we winning?" - "I don't know"."""
    game = game_of(SEATING)
    d = _ask(game, "Are we winning?")
    assert "dont_know" in d.options
    game.answer("dont_know")
    assert learned(game, ARTIST)[-1].text == 'The Storyteller answers "Are we winning?": I don\'t know.'


def test_once_per_game() -> None:
    game = game_of(SEATING)
    _ask(game, "Is Alice the Imp?")
    game.answer("yes")
    execute(game, 0, 3)
    to_day(game, 2, plan=[("imp", 5)])
    advance(game, until=lambda d: d.step == "nominate")
    assert [d.step for d in game.decisions if d.kind == DecisionKind.DAY_ABILITY].count("artist") == 1


def test_not_today_keeps_the_ability() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("register.recluse", "good")])
    advance(game, [("artist", False)], until=lambda d: d.step == "nominate")
    execute(game, 0, 3)
    d = advance(game, [("imp", 5)], until="artist")
    assert d.options == (False, True)


def test_poisoned_artist_may_get_any_answer() -> None:
    game = game_of(SEATING, poisoned=[ARTIST])
    d = _ask(game, "Is Alice the Imp?")
    assert d.options == ("yes", "no", "dont_know") and d.truth == ("yes",) and "poisoned" in d.why


def test_drunk_artist_may_get_any_answer() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("register.recluse", "good")])
    make_drunk(game, ARTIST)
    d = advance(game, [("artist", True), ("artist.question", "Is Alice the Imp?")], until=("inform", "artist"))
    assert d.options == ("yes", "no", "dont_know") and "drunk" in d.why


def test_dead_artist_is_not_offered() -> None:
    game = game_of(SEATING)
    game.state.seats[ARTIST].alive = False
    to_day(game, 1, plan=[("register.recluse", "good")])
    advance(game, until=lambda d: d.step == "nominate")
    assert "artist" not in [d.step for d in game.decisions]


def test_registration_recluse_may_register_as_evil() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("register.recluse", "good")])
    d = advance(game, [("artist", True), ("artist.question", "Is Carol evil?")],
                until=lambda d: d.step == "register.recluse" and "Artist" in d.prompt)
    assert d.options == ("good", "evil") and d.truth == ("good",) and d.why == "registration"
    game.answer("evil")
    d = advance(game, until=("inform", "artist"))
    assert d.options == ("yes",)


def test_vortox_makes_the_answer_false() -> None:
    game = game_of(["vortox", "artist", "chef", "baron", "empath"])
    to_day(game, 1)
    d = advance(game, [("artist", True), ("artist.question", "Is Alice the Vortox?")], until=("inform", "artist"))
    assert d.options == ("no",) and d.truth == ("yes",) and "Vortox" in d.why
