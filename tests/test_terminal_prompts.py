"""What the assisted Storyteller's prompt says, rendered in-process."""

from __future__ import annotations

import io

from rich.console import Console

from clocktower.agents.registry import player_agents, storyteller_agent
from clocktower.decisions import STORYTELLER
from clocktower.engine import Game
from clocktower.terminal import HumanStoryteller, Keyboard


def _storyteller_prompt_when_the_truth_is_illegal(seed: int) -> str:
    """Play Seed 002 at 7 players with bots up to the first information the Vortox makes
    false, and return the assisted Storyteller's prompt for it."""
    game = Game("seed-002", 7)
    bots = player_agents("random", seed, 7)
    st = storyteller_agent("random", seed, game)
    while (d := game.pending) is not None:
        if d.chooser == STORYTELLER and d.truth and not any(t in d.options for t in d.truth):
            break
        game.answer(st.decide(None, d) if d.chooser == STORYTELLER else bots[d.chooser].decide(game.view(d.chooser), d))
    assert d is not None and d.why.startswith("Vortox")
    buf = io.StringIO()
    person = HumanStoryteller(game, Keyboard(Console(file=buf, width=200), lambda prompt: "1", 1))
    person.shown = len(game.events)
    person.decide(None, d)
    return buf.getvalue()


def test_a_truth_the_vortox_makes_illegal_is_still_shown_as_information() -> None:
    # Seed 20: the Chef's one true number (was "True answer: 0").
    text = _storyteller_prompt_when_the_truth_is_illegal(20)
    assert "True answer: There are 0 pairs of evil players. (none is legal now)" in text
    # Seed 22: the Dreamer's 17 true pairs; none is legal, so none is marked (true).
    text = _storyteller_prompt_when_the_truth_is_illegal(22)
    assert "True answers: 17 of them, such as " in text and "options marked (true)" not in text
    assert "(true)" not in text


def test_a_registration_at_night_marks_the_step_under_way() -> None:
    """A Recluse's registration is asked during another character's step (here the Knight's,
    Seed 002, seed 3): the night order marks that step and says who wakes for it."""
    game = Game("seed-002", 7)
    bots = player_agents("random", 3, 7)
    st = storyteller_agent("random", 3, game)
    while (d := game.pending) is not None:
        if d.chooser == STORYTELLER and d.step.startswith("register.") and game.state.phase == "night":
            break
        game.answer(st.decide(None, d) if d.chooser == STORYTELLER else bots[d.chooser].decide(game.view(d.chooser), d))
    assert d is not None and d.step == "register.recluse" and "to the Knight" in d.prompt
    buf = io.StringIO()
    person = HumanStoryteller(game, Keyboard(Console(file=buf, width=200), lambda prompt: "1", 1))
    person.shown = len(game.events)
    person.decide(None, d)
    text = buf.getvalue()
    assert "▶ Knight" in text and "Now: Knight, for " in text


def test_a_prompt_reads_as_a_sentence_before_how_many_to_pick() -> None:
    from clocktower.decisions import Decision, DecisionKind
    from clocktower.terminal import HumanPlayer

    game = Game("darkest-before-dawn", 5)
    view = game.view(0)
    for prompt, shown in (("Choose a player to kill", "Choose a player to kill. Choose one."),
                          ("Vote to execute Bob?", "Vote to execute Bob? Choose one."),
                          ("Choose a player (not yourself)", "Choose a player (not yourself). Choose one.")):
        buf = io.StringIO()
        person = HumanPlayer(0, Keyboard(Console(file=buf, width=200), lambda p: "1", 1))
        person.decide(view, Decision(DecisionKind.CHOOSE_PLAYERS, 0, "imp", prompt, (0, 1),
                                     labels={0: "Alice", 1: "Bob"}))
        assert shown in buf.getvalue()


def test_joining_a_cult_is_not_presented_as_an_execution_vote() -> None:
    """The Cult Leader's "Join X's cult?" is asked like a vote (hands go up one by one) but
    is no nomination: no votes-needed line, no hands of the day's last nomination."""
    from clocktower.decisions import Decision, DecisionKind
    from clocktower.terminal import HumanPlayer

    game = Game("darkest-before-dawn", 5)
    buf = io.StringIO()
    person = HumanPlayer(1, Keyboard(Console(file=buf, width=200), lambda p: "1", 1), lambda: (0, [2, 3]))
    person.decide(game.view(1), Decision(DecisionKind.VOTE, 1, "cultleader", "Join Alice's cult?", (False, True),
                                         labels={False: "do not join", True: "join the cult"}))
    text = buf.getvalue()
    assert "Join Alice's cult?" in text
    assert "votes are needed" not in text and "Hands raised" not in text


def test_the_amnesiac_guess_shows_the_storyteller_both_abilities_as_text() -> None:
    """Issue 17, item 9: the Storyteller judging an Amnesiac's guess sees the guess and the
    given ability as ability lines (the Storyteller's log, just before the question), never an
    engine id, and the Amnesiac's player does not see the ability."""
    game = Game("seed-000", 10)
    bots = player_agents("random", 0, 10)
    st = storyteller_agent("random", 0, game)
    while (d := game.pending) is not None:
        if "how accurate your guess is" in d.prompt:
            break
        game.answer(st.decide(None, d) if d.chooser == STORYTELLER else bots[d.chooser].decide(game.view(d.chooser), d))
    assert d is not None
    note = game.events[-1]
    assert note.kind == "grimoire" and "(the Amnesiac) guesses the ability" in note.text
    buf = io.StringIO()
    person = HumanStoryteller(game, Keyboard(Console(file=buf, width=400), lambda prompt: "1", 1))
    person.shown = len(game.events) - 1
    person.decide(None, d)
    text = buf.getvalue()
    assert "guesses the ability" in text and "their ability is" in text and "amnesiac:" not in text
    amnesiac = d.subject
    assert amnesiac is not None
    seen = [ev[1] for ev in game.view(amnesiac).events]
    assert seen and all("their ability is" not in t for t in seen)


def test_the_savant_statements_read_as_sentences_with_seat_names() -> None:
    """Issue 17, item 9: the Savant's hundreds of statement pairs are labelled as sentences
    naming the seats (they were raw tuples, seats counted from 0, past 400 options)."""
    game = Game("final-nail-boffin", 10)
    bots = player_agents("random", 2, 10)
    st = storyteller_agent("random", 2, game)
    while (d := game.pending) is not None:
        if d.chooser == STORYTELLER and d.step == "savant" and len(d.options) > 400:
            break
        game.answer(st.decide(None, d) if d.chooser == STORYTELLER else bots[d.chooser].decide(game.view(d.chooser), d))
    assert d is not None, "no Savant visit with more than 400 statement pairs in this game"
    names = [s.name for s in game.state.seats]
    labels = [d.label(o) for o in d.options]
    assert all(not label.startswith("((") for label in labels)
    assert any(name in label for label in labels for name in names)
    buf = io.StringIO()
    person = HumanStoryteller(game, Keyboard(Console(file=buf, width=200), lambda prompt: "1", 1))
    person.shown = len(game.events)
    person.decide(None, d)
    assert "(('" not in buf.getvalue()
