"""What the assisted Storyteller's prompt says, rendered in-process."""

from __future__ import annotations

import io
import re

from rich.console import Console

from clocktower.agents.registry import player_agents, storyteller_agent
from clocktower.decisions import STORYTELLER, DecisionKind
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


def _setup_with(lines: list[str], seed: int = 3) -> tuple[Game, list[str], str]:
    """Seed 000 at 7 players: the assisted Storyteller answers the setup reading ``lines``
    (one per prompt); returns the game after the setup, the prompts asked and the output."""
    game = Game("seed-000", 7)
    buf = io.StringIO()
    asked: list[str] = []
    feed = iter(lines)

    def read(prompt: str) -> str:
        asked.append(str(game.pending.step if game.pending else ""))
        return next(feed)

    person = HumanStoryteller(game, Keyboard(Console(file=buf, width=200), read, 1))
    person.rng.seed(seed)
    while (d := game.pending) is not None and d.kind == DecisionKind.SETUP:
        game.answer(person.decide(None, d))
    return game, asked, buf.getvalue()


def test_several_bag_picks_typed_at_once_answer_the_successive_townsfolk_decisions() -> None:
    game, asked, text = _setup_with(["Yaggababble", "Poisoner",
                                     "Sailor, Preacher, Innkeeper, Acrobat, Exorcist", "random setup"])
    assert asked.count("setup.townsfolk") == 1
    assert "Choose a Townsfolk character for the bag (2 of 5) → Preacher" in text
    assert "Choose a Townsfolk character for the bag (5 of 5) → Exorcist" in text
    in_play = {s.character for s in game.state.seats}
    assert {"sailor", "preacher", "innkeeper", "acrobat", "exorcist"} <= in_play
    assert [d.step for d in game.decisions].count("setup.townsfolk") == 5
    # The record replays: the same answers give the same game.
    again = Game("seed-000", 7)
    for answer in game.answers:
        again.answer(answer)
    assert [s.character for s in again.state.seats] == [s.character for s in game.state.seats]


def test_a_bad_pick_in_a_list_is_refused_and_the_decision_asked_again() -> None:
    _game, asked, text = _setup_with(["Yaggababble", "Poisoner", "Sailor, Nobody", "random setup"])
    assert "'Nobody'" in text and asked[:4] == ["setup.demon", "setup.minion", "setup.townsfolk", "setup.townsfolk"]


def test_random_at_a_bag_step_picks_the_rest_of_that_step_and_then_asks_again() -> None:
    # Seed 3 picks the Village Idiot first: its own setup question comes in between, is
    # asked, and 'random' then goes on with the rest of the Townsfolk.
    game, asked, text = _setup_with(["Yaggababble", "Poisoner", "random", "1", "random setup"])
    assert asked[:4] == ["setup.demon", "setup.minion", "setup.townsfolk", "setup.modifier.villageidiot"]
    townsfolk = [i for i, d in enumerate(game.decisions) if d.step == "setup.townsfolk"]
    last_asked = [i for i, d in enumerate(game.decisions) if d.step == asked[-1]][0]
    assert len(townsfolk) >= 2 and townsfolk[-1] < last_asked  # all picked before the last question
    assert asked.count("setup.townsfolk") == 1
    assert re.search(r"Choose a Townsfolk character for the bag \(\d of \d\) → [A-Za-z ]+ \(at random\)", text)


def test_the_deal_seat_by_seat_in_one_line_and_random_for_the_rest_of_the_deal() -> None:
    game = Game("seed-000", 7)
    rng_answers = ["Yaggababble", "Poisoner", "Sailor, Preacher, Innkeeper, Acrobat, Exorcist"]
    lines = iter(rng_answers)
    asked: list[str] = []
    buf = io.StringIO()

    def read(prompt: str) -> str:
        d = game.pending
        assert d is not None
        asked.append(d.step)
        if d.step.startswith("setup.deal."):
            return "Alice, Bob, random" if asked.count(d.step) == 1 and not any(
                a.startswith("setup.deal.") for a in asked[:-1]) else "random"
        try:
            return next(lines)
        except StopIteration:
            return "1" if d.step != "setup.bluffs" else "1, 2, 3"

    person = HumanStoryteller(game, Keyboard(Console(file=buf, width=200), read, 1))
    while (d := game.pending) is not None and d.kind == DecisionKind.SETUP:
        game.answer(person.decide(None, d))
    text = buf.getvalue()
    deals = [a for a in asked if a.startswith("setup.deal.")]
    # "Alice, Bob, random" is not a list of seats: refused, then asked again with 'random'.
    assert "'random'" in text
    assert len(deals) == 2 and deals[0] == deals[1]
    assert text.count("token? → ") >= 6 and "(at random)" in text


def _savant_information() -> Game:
    """A game (Seed 002, a Savant in seat 3) waiting for the Savant's two statements."""
    from clocktower.testing import advance, seated, to_day

    game = seated(["imp", "poisoner", "savant", "recluse", "chef", ("drunk", "knight")], script="seed-002")
    to_day(game, 1, [("poisoner", 4)])
    advance(game, until="savant")
    game.answer(True)
    advance(game, until=lambda d: d.kind == DecisionKind.INFORM and d.step == "savant")
    return game


def test_the_savant_pair_is_built_statement_by_statement() -> None:
    game = _savant_information()
    d = game.pending
    assert d is not None and len(d.options) > 100
    buf = io.StringIO()
    lines = iter(["build", "a player is a Minion", "Alice is a Minion.", "1", "Bob is a Minion."])
    person = HumanStoryteller(game, Keyboard(Console(file=buf, width=200), lambda prompt: next(lines), 1))
    person.shown = len(game.events)
    answer = person.decide(None, d)
    text = buf.getvalue()
    assert "pairs of statements: type 'build'" in text and "First statement: which kind?" in text
    assert "('minion', 0)" not in text  # no raw statement tuples
    assert "Second statement: which kind?" in text and "how many Outsiders are in play" in text
    assert answer == (("minion", 0), ("minion", 1)) and answer in d.options
    game.answer(answer)  # the engine's decision is unchanged: the pair is one of its options


def test_the_savant_builder_cancels_back_to_the_list() -> None:
    game = _savant_information()
    d = game.pending
    assert d is not None
    buf = io.StringIO()
    lines = iter(["build", "cancel", "build", "1", "1", "1", "1"])
    person = HumanStoryteller(game, Keyboard(Console(file=buf, width=200), lambda prompt: next(lines), 1))
    answer = person.decide(None, d)
    assert answer in d.options
    assert buf.getvalue().count("First statement: which kind?") == 2


def test_picks_typed_at_once_go_on_after_a_setup_question_in_between() -> None:
    # The Village Idiot's own setup question is asked between the picks; the list goes on.
    game, asked, text = _setup_with(["Yaggababble", "Poisoner", "Village Idiot, Sailor, Preacher", "1",
                                     "random setup"])
    assert asked[:4] == ["setup.demon", "setup.minion", "setup.townsfolk", "setup.modifier.villageidiot"]
    # The extra Village Idiot is pick 2; the list answers picks 3 and 4; pick 5 is asked.
    assert "(3 of 5) → Sailor" in text and "(4 of 5) → Preacher" in text
    assert asked[4] == "setup.townsfolk" and asked.count("setup.townsfolk") == 2
    assert {"villageidiot", "sailor", "preacher"} <= {s.character for s in game.state.seats}


def test_the_storyteller_states_their_own_savant_pair() -> None:
    """Issue 17, item 9: 'own' at the Savant's information: the first statement in the
    Storyteller's words, then (the engine's next questions) the second and which is true."""
    game = _savant_information()
    buf = io.StringIO()
    lines = iter(["Some words", "own", "", "Alice is kind.", "  alice IS kind. ", "Bob is a Minion", "2"])
    person = HumanStoryteller(game, Keyboard(Console(file=buf, width=200), lambda prompt: next(lines), 1))
    person.shown = len(game.events)
    answers = []
    while (d := game.pending) is not None and d.step.startswith("savant"):
        answers.append(person.decide(None, d))
        game.answer(answers[-1])
    text = buf.getvalue()
    # Typed words that are no pair are not taken as a statement by mistake.
    assert "'Some words' is not one of the pairs" in text and "'own' to state your own pair" in text
    assert "Not accepted:" in text and "same as the text written before" in text
    assert "Write it (or type a number to use one of these sentences)" in text
    # "Bob is a Minion" (no full stop) is the Storyteller's own text, not the suggestion.
    assert answers == ["Alice is kind.", "Bob is a Minion", "second"]
    assert [e for e in game.view(2).events if e.kind == "learned"][-1].text == "Alice is kind. / Bob is a Minion"
    assert any(e.kind == "grimoire" and e.text.endswith("the second is true.") for e in game.events)


def test_own_pair_can_be_cancelled_back_to_the_pairs() -> None:
    game = _savant_information()
    d = game.pending
    assert d is not None
    buf = io.StringIO()
    lines = iter(["own", "cancel", "1"])
    person = HumanStoryteller(game, Keyboard(Console(file=buf, width=200), lambda prompt: next(lines), 1))
    assert person.decide(None, d) == d.options[0]
