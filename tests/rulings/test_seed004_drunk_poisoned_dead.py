"""Seed 004 evil characters and the Lunatic, drunk, poisoned or dead (review of issue 4:
missing states). Seated on Seed 004 (its own Demons)."""

from __future__ import annotations

from clocktower import rules
from clocktower.state import DRUNK, EVIL, POISONED, Effect
from clocktower.testing import advance, is_alive, learned, seated, to_day, to_night


def spoil(game, seat: int, kind: str = POISONED) -> None:  # type: ignore[no-untyped-def]
    game.state.effects.append(Effect(kind, seat, None, None, None, needs_source=False))


def test_poisoned_lord_of_typhon_still_makes_its_line_but_kills_nobody() -> None:
    """The line of evil is the Lord's setup rule (its bracket), made before anyone acts: a
    poisoned Lord still has its Minions (almanac, Lord of Typhon: "evil characters are in a
    line"). Its nightly kill is its ability: poisoned, nobody dies."""
    g = seated(["chef", "lordoftyphon", "empath", "noble", "mayor", "mutant", "oracle"], script="seed-004")
    spoil(g, 1)
    advance(g, [("lordoftyphon.line", (0, 2))], until=lambda d: d.step == "talk")
    assert [s.index for s in g.state.seats if s.alignment == EVIL] == [0, 1, 2]
    to_night(g, 2)
    to_day(g, 2, [("lordoftyphon", 4)])
    assert is_alive(g, 4)


def test_dead_lord_of_typhon_good_wins() -> None:
    g = seated(["widow", "lordoftyphon", "goblin", "empath", "noble", "mayor", "mutant"], script="seed-004")
    to_day(g, 1, [("widow", 0)])
    nominate = [(("nominate", g.state.day - 1), 1)] + [(("vote", v), True) for v in range(7)]
    advance(g, nominate)
    assert not is_alive(g, 1) and g.winner == "good"


def test_drunk_lunatic_the_demon_may_be_shown_other_choices() -> None:
    """The Lunatic's "the Demon knows who you choose" is its ability: drunk, the Storyteller
    may show the Demon other picks (as for a poisoned Lunatic)."""
    g = seated(["nodashii", "widow", ("lunatic", "nodashii"), "chef", "empath", "mutant", "noble"],
               script="seed-004")
    to_night(g, 2, [("widow", 1)])
    spoil(g, 2, DRUNK)
    d = advance(g, [("nodashii", 5)], until=("inform", "lunatic"))
    assert d is not None and len(d.options) > 1 and "drunk" in d.why


def test_poisoned_marionette_is_still_the_demons_known_marionette() -> None:
    """The Marionette has no ability of its own to lose: poisoned, the Demon still learns it on
    the first night (start information) and it still counts as an evil Minion; its believed
    Empath may be shown anything, as always."""
    g = seated(["nodashii", ("marionette", "empath"), "chef", "noble", "widow", "mutant", "oracle"],
               script="seed-004")
    spoil(g, 1)
    d = advance(g, [("widow", 2)], until=("inform", "empath"))
    assert d is not None and d.subject == 1 and len(d.options) > 1
    g.answer(d.options[-1])
    to_day(g, 1)
    assert [e.data.get("value") for e in learned(g, 0) if e.data.get("what") == "marionette"] == [1]
    assert rules.team_of(g.state.seats[1].character) == "minion" and g.state.seats[1].alignment == EVIL
