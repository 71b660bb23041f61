"""Savant: "Each day, you may visit the Storyteller to learn 2 things in private: 1 is true & 1 is
false." (almanac, Seed 002).

The two things are a pair of statements from the documented catalogue
:mod:`clocktower.characters.townsfolk._savant_statements`, judged on what each seat registers as. Sober and healthy:
exactly one is true. Drunk or poisoned: any pair (both true, both false, or one of each).
Under the Vortox: both false. The visit is private and optional, once a day.
"""

from clocktower.characters.townsfolk import _savant_statements as cat
from clocktower.decisions import DecisionKind
from clocktower.testing import advance, is_alive, last_learned, learned, seated, to_day, to_night

# Seats: 0 Imp, 1 Poisoner, 2 Savant, 3 Recluse, 4 Chef, 5 Drunk (believes Knight)
SEATING = ["imp", "poisoner", "savant", "recluse", "chef", ("drunk", "knight")]
SAVANT = 2
SCRIPT = ("steward", "knight", "chef", "general", "cultleader", "dreamer", "fortuneteller", "oracle", "savant",
          "nightwatchman", "slayer", "seamstress", "poppygrower", "recluse", "klutz", "drunk", "lunatic", "baron",
          "poisoner", "scarletwoman", "marionette", "imp", "vortox", "legion", "riot")
TYPES = {c: ("demon" if c in ("imp", "vortox", "legion", "riot") else
             "minion" if c in ("baron", "poisoner", "scarletwoman", "marionette") else
             "outsider" if c in ("recluse", "klutz", "drunk", "lunatic") else "townsfolk") for c in SCRIPT}


def facts(alive=(True,) * 6):
    return cat.Facts(team=("demon", "minion", "townsfolk", "outsider", "townsfolk", "outsider"),
                     minion=(False, True, False, False, False, False),
                     alignment=("evil", "evil", "good", "good", "good", "good"),
                     character=("imp", "poisoner", "savant", "recluse", "chef", "drunk"),
                     alive=alive, script=SCRIPT, types=TYPES)


def test_catalogue_truth_functions() -> None:
    f = facts(alive=(True, False, True, True, False, True))
    assert cat.is_true(f, ("minion", 1)) and not cat.is_true(f, ("minion", 0))
    assert cat.is_true(f, ("outsiders", 2)) and not cat.is_true(f, ("outsiders", 1))
    assert cat.is_true(f, ("same_alignment", 0, 1)) and not cat.is_true(f, ("same_alignment", 1, 2))
    assert cat.is_true(f, ("demon_near", 2)) and cat.is_true(f, ("demon_near", 4))  # 2 seats either way
    assert not cat.is_true(f, ("demon_near", 0)) and not cat.is_true(f, ("demon_near", 3))  # not itself; 3 away
    assert cat.is_true(f, ("in_play", "drunk")) and not cat.is_true(f, ("in_play", "knight"))
    assert cat.is_true(f, ("dead_evil", 1)) and not cat.is_true(f, ("dead_evil", 2))


def test_catalogue_has_no_demon_statements_and_always_a_true_and_a_false_one() -> None:
    f = facts()
    statements = cat.statements(f)
    assert ("in_play", "imp") not in statements and ("in_play", "poisoner") in statements
    assert [s for s in statements if s[0] == "outsiders"] == [("outsiders", k) for k in range(5)]
    assert [s for s in statements if s[0] == "dead_evil"] == [("dead_evil", 0)]
    values = [cat.is_true(f, s) for s in statements]
    assert any(values) and not all(values)
    sets = cat.pairs(f)
    assert len(sets.domain) == len(statements) * (len(statements) - 1) // 2
    assert all(cat.is_true(f, a) != cat.is_true(f, b) for a, b in sets.truth)
    assert all(not cat.is_true(f, a) and not cat.is_true(f, b) for a, b in sets.false)
    assert cat.render(("demon_near", 2), "ABCDEF".__getitem__, str.title) == "A Demon sits within 2 seats of C."


def visit(game, plan=(), poison=4):
    """Run to day 1's talk (the Poisoner picks ``poison``), then make the Savant visit;
    returns the information decision."""
    to_day(game, 1, [("poisoner", poison)])
    d = advance(game, until="savant")
    assert d.kind == DecisionKind.DAY_ABILITY and d.chooser == SAVANT and d.options == (False, True)
    game.answer(True)
    return advance(game, plan, until=lambda d: d.kind == DecisionKind.INFORM and d.step == "savant")


def test_healthy_savant_hears_one_true_and_one_false() -> None:
    game = seated(SEATING, script="seed-002")
    d = visit(game)
    asked = [x for x in game.decisions if x.step == "register.recluse" and "Savant" in x.prompt]
    assert len(asked) == 3  # character type, alignment and character, each once
    assert d.options == d.truth and len(d.options) > 100
    f = facts()
    assert all(cat.is_true(f, a) != cat.is_true(f, b) for a, b in d.options)
    pair = (("minion", 0), ("minion", 1))
    assert pair in d.options
    game.answer(pair)
    assert last_learned(game, SAVANT) == pair
    assert learned(game, SAVANT)[-1].text == "Alice is a Minion. / Bob is a Minion."
    told = [e for e in game.events if e.data.get("what") == "two things, one true and one false"]
    assert len(told) == 1 and told[0].seats == (SAVANT,) and not told[0].public  # private


def test_savant_may_decline_the_visit() -> None:
    game = seated(SEATING, script="seed-002")
    to_day(game, 1, [("poisoner", 4)])
    advance(game, [("savant", False)], until=lambda d: d.step == "nominate")
    assert not learned(game, SAVANT)
    assert not [d for d in game.decisions if d.kind == DecisionKind.INFORM and d.step == "savant"]


def test_recluse_registration_is_used() -> None:
    game = seated(SEATING, script="seed-002")
    d = visit(game, [(lambda d: d.step == "register.recluse" and d.prompt.endswith("(team) to the Savant?"),
                      "minion")])
    assert (("minion", 0), ("minion", 3)) in d.options  # "the Recluse is a Minion" is now true
    assert (("minion", 1), ("minion", 3)) not in d.options


def test_recluse_registers_once_per_aspect_in_a_visit() -> None:
    """One visit asks each seat's registration once per aspect: a Recluse registering as a
    Demon is not asked again whether it is a Minion, so it cannot be both in one visit and
    the two statements cannot rest on contradicting registrations (review of issue 3)."""
    game = seated(SEATING, script="seed-002")
    is_team = lambda d: d.step == "register.recluse" and d.prompt.endswith("(team) to the Savant?")  # noqa: E731
    d = visit(game, [(is_team, "demon")])
    asked = [x for x in game.decisions if x.step == "register.recluse" and "Savant" in x.prompt]
    assert len(asked) == 3 and sum(1 for x in asked if is_team(x)) == 1
    # Registered as a Demon only: "Dave is a Minion" is false, "a Demon sits within 2 seats
    # of Eve" is true through the Recluse.
    assert (("minion", 3), ("demon_near", 4)) in d.options
    assert (("minion", 3), ("minion", 1)) not in d.options


def test_poisoned_savant_may_hear_two_true_or_two_false_things() -> None:
    game = seated(SEATING, script="seed-002")
    d = visit(game, poison=SAVANT)
    assert "poisoned" in d.why and len(d.options) > len(d.truth)
    assert (("minion", 1), ("outsiders", 2)) in d.options  # both true
    assert (("minion", 0), ("outsiders", 0)) in d.options  # both false


def test_drunk_savant_may_hear_anything() -> None:
    game = seated(["imp", "poisoner", ("drunk", "savant"), "chef", "steward"], script="seed-002")
    to_day(game, 1, [("poisoner", 4)])
    advance(game, [("savant", True)], until=lambda d: d.kind == DecisionKind.INFORM)
    d = game.pending
    assert d is not None and d.step == "savant" and "Drunk" in d.why
    assert (("minion", 1), ("minion", 0)) not in d.options and (("minion", 0), ("minion", 1)) in d.options


def test_dead_savant_cannot_visit() -> None:
    game = seated(SEATING, script="seed-002")
    to_night(game, 2, [("poisoner", 4)])
    mark = len(game.decisions)
    advance(game, [("poisoner", 4), ("imp", SAVANT)], until=lambda d: d.step == "nominate")
    assert not is_alive(game, SAVANT)
    assert not [d for d in game.decisions[mark:] if d.step == "savant"]


def test_vortox_savant_hears_two_false_things() -> None:
    """Ruling (savant.py): under the Vortox both statements are false
    (https://botc.guide/characters/savant: "receives two false statements instead of one
    true/one false")."""
    game = seated(["vortox", "poisoner", "savant", "chef", "steward"], script="seed-002")
    to_day(game, 1, [("poisoner", 4)])
    advance(game, [("savant", True)], until=lambda d: d.kind == DecisionKind.INFORM and d.step == "savant")
    d = game.pending
    assert d is not None and "Vortox" in d.why
    assert (("minion", 0), ("minion", 2)) in d.options  # both false
    assert (("minion", 1), ("minion", 2)) not in d.options  # one true
    assert (("minion", 1), ("outsiders", 0)) not in d.options  # both true


def test_base_two_alive_demon_alive_evil_wins() -> None:
    # 3 alive: Imp, Chef, Savant. The Savant is executed: evil wins at once, before any night.
    game = seated(["imp", "chef", "savant", "steward", "knight"], script="seed-002")
    for s in (3, 4):
        game.state.seats[s].alive = False
    to_day(game, 1)
    advance(game, [("savant", False), (("nominate", 0), SAVANT), (("vote", 1), True), (("vote", 3), True)])
    assert game.winner == "evil" and game.state.win_condition == "two-alive" and game.state.night == 1


def test_legion_is_a_minion_too() -> None:
    game = seated(["legion", "legion", "legion", "savant", "chef"], script="seed-002")
    to_day(game, 1)
    advance(game, [("savant", True)], until=lambda d: d.kind == DecisionKind.INFORM and d.step == "savant")
    d = game.pending
    assert d is not None
    assert (("minion", 0), ("minion", 3)) in d.options  # "Alice is a Minion" is true
    assert (("minion", 0), ("minion", 1)) not in d.options  # both true
    assert not [x for x in game.decisions if x.step.startswith("register")]


# ------------------------------------------------------------------ the Storyteller's own pair
# Issue 17, item 9: besides the catalogue's pairs the Storyteller may state two statements in
# their own words and say which one is true (savant.py: "Statements of the Storyteller's own").

OWN_FIRST, OWN_SECOND = "Alice has never lied to you.", "Two of your neighbours share a secret."


def own_pair(game, which="first", first=OWN_FIRST, second=OWN_SECOND):
    """Answer the pending Savant information with the Storyteller's own pair; returns the
    three decisions asked (the information, the second statement, which is true)."""
    asked = [game.pending]
    game.answer(first)
    asked.append(game.pending)
    game.answer(second)
    asked.append(game.pending)
    game.answer(which)
    return asked


def test_the_storyteller_may_state_their_own_pair() -> None:
    game = seated(SEATING, script="seed-002")
    d = visit(game)
    assert d.free_text > 0 and d.kind == DecisionKind.INFORM
    info, text, which = own_pair(game, "second")
    assert text.kind == DecisionKind.TEXT and text.step == "savant.own" and text.chooser < 0
    assert text.refused_texts == (OWN_FIRST,) and OWN_FIRST in text.prompt
    # The suggestions are the catalogue's sentences (never the first statement again).
    assert "Alice is a Minion." in text.options and OWN_FIRST not in text.options
    # A working Savant: one true and one false, so "the first" or "the second" is true.
    assert which.step == "savant.own.true" and which.options == ("first", "second") == which.truth
    assert not which.why
    # The Savant hears exactly the two sentences, in the order written, and nothing else.
    told = learned(game, SAVANT)[-1]
    assert told.text == f"{OWN_FIRST} / {OWN_SECOND}" and told.seats == (SAVANT,) and not told.public
    assert told.data["value"] == [OWN_FIRST, OWN_SECOND]
    # The Storyteller's log knows which was true.
    log = [e for e in game.events if e.kind == "grimoire" and "own words" in e.text]
    assert len(log) == 1 and log[0].text.endswith("the second is true.") and log[0].seats == ()
    assert not log[0].public


def test_the_savant_never_sees_which_of_the_own_pair_is_true() -> None:
    game = seated(SEATING, script="seed-002")
    visit(game)
    own_pair(game, "first")
    for seat in range(len(game.state.seats)):
        texts = [e.text for e in game.view(seat).events]
        assert not any("is true" in t or "own words" in t for t in texts)
        if seat == SAVANT:
            assert f"{OWN_FIRST} / {OWN_SECOND}" in texts
        else:
            assert not any(OWN_FIRST in t or OWN_SECOND in t for t in texts)


def test_own_pair_legal_answers_follow_the_information_rules() -> None:
    # Poisoned: two true or two false statements are legal too.
    game = seated(SEATING, script="seed-002")
    visit(game, poison=SAVANT)
    game.answer(OWN_FIRST)
    game.answer(OWN_SECOND)
    d = game.pending
    assert d is not None and d.step == "savant.own.true"
    assert set(d.options) == {"first", "second", "both", "neither"} and "poisoned" in d.why
    game.answer("both")
    assert any(e.kind == "grimoire" and e.text.endswith("both are true.") for e in game.events)
    # The Vortox: only two false statements.
    game = seated(["vortox", "poisoner", "savant", "chef", "steward"], script="seed-002")
    to_day(game, 1, [("poisoner", 4)])
    advance(game, [("savant", True)], until=lambda d: d.kind == DecisionKind.INFORM and d.step == "savant")
    game.answer(OWN_FIRST)
    game.answer(OWN_SECOND)
    d = game.pending
    assert d is not None and d.options == ("neither",) and "Vortox" in d.why


def test_own_pair_bad_answers_are_refused_and_change_nothing() -> None:
    import pytest

    from clocktower.ability.decisions import OWN_STATEMENT_LENGTH
    from clocktower.decisions import IllegalAnswer

    game = seated(SEATING, script="seed-002")
    visit(game)

    def refused(value, words):
        before = (len(game.answers), list(game.events), game.pending)
        with pytest.raises(IllegalAnswer, match=words):
            game.answer(value)
        assert (len(game.answers), list(game.events), game.pending) == before

    refused("", "text of 1 to")
    refused("   ", "text of 1 to")
    refused("x" * (OWN_STATEMENT_LENGTH + 1), f"1 to {OWN_STATEMENT_LENGTH} characters")
    refused("two\nlines", "one line")
    refused(["Alice", "Bob"], "not a legal answer")
    game.answer(OWN_FIRST)
    refused(OWN_FIRST, "same as the text written before")
    refused(f"  {OWN_FIRST.upper()} ", "same as the text written before")
    refused("", "text of 1 to")
    game.answer(OWN_SECOND)
    refused("both", "not a legal answer")  # a working Savant: one is true
    refused(True, "not a legal answer")
    game.answer("first")
    assert learned(game, SAVANT)[-1].text == f"{OWN_FIRST} / {OWN_SECOND}"


def test_own_pair_a_catalogue_sentence_may_be_the_second() -> None:
    game = seated(SEATING, script="seed-002")
    visit(game)
    game.answer(OWN_FIRST)
    game.answer("Bob is a Minion.")  # a suggestion
    game.answer("second")
    assert learned(game, SAVANT)[-1].text == f"{OWN_FIRST} / Bob is a Minion."


def test_own_pair_false_information_counts_as_abnormal() -> None:
    """Two false statements for a poisoned Savant are false information (the Mathematician
    counts it), as for the catalogue's pairs; one true and one false is not."""
    game = seated(SEATING, script="seed-002")
    visit(game, poison=SAVANT)
    before = len(game.state.abnormal)
    own_pair(game, "neither")
    assert [a[0] for a in game.state.abnormal[before:]] == [SAVANT]
    game = seated(SEATING, script="seed-002")
    visit(game, poison=SAVANT)
    before = len(game.state.abnormal)
    own_pair(game, "first")
    assert game.state.abnormal[before:] == []


def test_own_pair_replays_exactly() -> None:
    from clocktower.record import dumps, replay

    game = seated(SEATING, script="seed-002")
    visit(game)
    own_pair(game, "second")
    advance(game, until="nominate")
    lines = [__import__("json").loads(x) for x in dumps(game).splitlines()]
    again = replay(lines)  # (checks every event too)
    assert again.answers == game.answers and list(again.events) == list(game.events)
    assert OWN_FIRST in again.answers and "second" in again.answers
