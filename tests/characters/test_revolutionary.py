"""Revolutionary (Fabled): "2 neighboring players are known to be the same alignment. Once
per game, 1 of them registers falsely." (almanac).

Our reading: every player is asked (the same private question) whether they would agree to
be a Revolutionary; the Storyteller pairs two neighbouring players who agreed and were dealt
the same alignment (or nobody), and announces them. Once per game either may register, to
any ability, as a character, type or alignment of the other side; the first false
registration spends it. A Fabled: never drunk or poisoned.
"""

from clocktower.decisions import STORYTELLER
from clocktower.script import parse_script
from clocktower.testing import advance, seated

SCRIPT = parse_script([{"id": "_meta", "name": "revolutionary test"}, "empath", "chef", "ravenkeeper",
                       "fortuneteller", "soldier", "saint", "poisoner", "imp", "revolutionary"],
                      source="revolutionary-test")
# Seats: 0 Empath, 1 Chef, 2 Imp, 3 Poisoner, 4 Ravenkeeper, 5 Fortune Teller, 6 Soldier
SEATING = ["empath", "chef", "imp", "poisoner", "ravenkeeper", "fortuneteller", "soldier"]


def _consent(refuse=()):
    return [(("revolutionary.consent", s), s not in refuse) for s in range(7)]


def _rev(game):
    return game.ctx(STORYTELLER, "revolutionary")


def test_everyone_is_asked_the_same_question_then_the_pairs_offered() -> None:
    game = seated(SEATING, SCRIPT)
    prompts = set()
    d = advance(game, until="revolutionary.consent")
    while d.step == "revolutionary.consent":
        prompts.add(d.prompt)
        assert d.options == (True, False)
        game.answer(True)
        d = game.pending
    assert len(prompts) == 1
    assert d.step == "revolutionary.pair" and d.chooser == STORYTELLER
    assert set(d.options) == {(0, 1), (2, 3), (4, 5), (5, 6), (0, 6), None}


def test_the_pair_is_announced_to_everyone() -> None:
    game = seated(SEATING, SCRIPT)
    advance(game, [*_consent(), ("revolutionary.pair", (0, 1))], until=lambda d: d.step != "revolutionary.pair")
    for seat in range(7):
        texts = [e.text for e in game.view(seat).events if e.kind == "revolutionary"]
        assert texts == ["Alice and Bob are the Revolutionaries: they are the same alignment."]


def test_registers_falsely_once() -> None:
    game = seated(SEATING, SCRIPT)
    # The Chef (seat 1, a Revolutionary, next to the Imp) counts evil pairs: both
    # Revolutionaries may register as evil to it. The Empath is left true, the Chef
    # registers evil: two evil pairs (Chef and Imp, Imp and Poisoner) instead of one.
    plan = [*_consent(), ("revolutionary.pair", (0, 1)), ("poisoner", 6)]
    d = advance(game, plan, until="register.empath")
    assert d.options == ("good", "evil") and d.chooser == STORYTELLER
    game.answer("good")
    d = advance(game, until="register.chef")
    game.answer("evil")
    d = advance(game, until=("inform", "chef"))
    assert d.truth == (2,)
    assert _rev(game).memory["spent"][0] == 1 and _rev(game).reminded("Register Falsely?") == []
    # Spent: the Empath's look at the Chef asks nothing, and sees the truth.
    mark = len(game.decisions)
    d = advance(game, until=("inform", "empath"))
    assert d.truth == (0,)
    assert not [x.step for x in game.decisions[mark:] if x.step.startswith("register.")]


def test_true_registration_keeps_it() -> None:
    game = seated(SEATING, SCRIPT)
    advance(game, [*_consent(), ("revolutionary.pair", (0, 1)), ("poisoner", 6), ("register.empath", "good"),
                   ("register.chef", "good"), ("register.chef", "good")], until=("inform", "empath"))
    assert not _rev(game).memory.get("spent")


def test_no_pair() -> None:
    game = seated(SEATING, SCRIPT)
    advance(game, [*_consent(), ("revolutionary.pair", None)], until=lambda d: d.step != "revolutionary.pair")
    assert [e.text for e in game.view(3).events if e.kind == "revolutionary"] == [
        "The Revolutionary pairs nobody this game."]


def test_not_drunk_or_poisoned() -> None:
    game = seated(SEATING, SCRIPT)
    plan = [*_consent(), ("revolutionary.pair", (0, 1)), ("poisoner", 1)]
    d = advance(game, plan, until="register.chef")  # a poisoned Revolutionary still may register falsely
    assert "evil" in d.options and _rev(game).functioning


def test_almanac_consent_a_player_who_refuses_is_never_paired() -> None:
    game = seated(SEATING, SCRIPT)
    d = advance(game, _consent(refuse={1}), until="revolutionary.pair")
    assert all(p is None or 1 not in p for p in d.options)


def test_almanac_deaf_player_teams_up_with_the_imp() -> None:
    # Mathew draws the Poisoner and Davo the Imp: the evil neighbours are paired.
    game = seated(SEATING, SCRIPT)
    d = advance(game, _consent(), until="revolutionary.pair")
    assert (2, 3) in d.options
    game.answer((2, 3))
    assert [e.data["pair"] for e in game.events if e.kind == "revolutionary"] == [[2, 3]]


def test_almanac_young_ravenkeeper_teams_up_with_the_fortune_teller() -> None:
    game = seated(SEATING, SCRIPT)
    d = advance(game, _consent(), until="revolutionary.pair")
    assert (4, 5) in d.options
    game.answer((4, 5))
    assert _rev(game).reminded("Aligned") == [4, 5]
