"""Lord of Typhon: "Each night*, choose a player: they die. [Evil characters are in a line. You are
in the middle. +1 Minion. -? to +? Outsiders]" (almanac, Seed 004; ruling
lord-of-typhon-setup-line).

No Minion token goes in the bag; on the first night, before anyone else acts, the players
beside the Lord become the Minions due (one more than usual) so that every evil player sits in
one line with the Lord strictly inside it.
"""


from clocktower import rules
from clocktower.decisions import STORYTELLER
from clocktower.engine import Game
from clocktower.state import DRUNK, EVIL, GOOD, Effect
from clocktower.testing import advance, is_alive, learned, seated, to_day, to_night

TEN = ["lordoftyphon", "chef", "empath", "noble", "shugenja", "mayor", "oracle", "undertaker", "sweetheart",
       "mutant"]
LOT = 0


def evil_seats(g: Game) -> list[int]:
    return [s.index for s in g.state.seats if s.alignment == EVIL]


def is_one_line_with_lord_inside(g: Game) -> bool:
    n = len(g.state.seats)
    evil = set(evil_seats(g))
    lot = next(s.index for s in g.state.seats if s.character == "lordoftyphon")
    left, right = (lot - 1) % n, (lot + 1) % n
    if left not in evil or right not in evil:
        return False
    # Walk out from the Lord on both sides: every evil seat must be reached without a gap.
    reached = {lot}
    for step in (-1, 1):
        seat = (lot + step) % n
        while seat in evil and seat not in reached:
            reached.add(seat)
            seat = (seat + step) % n
    return reached == evil


def test_ruling_setup_line_ten_players() -> None:
    """Ruling lord-of-typhon-setup-line: 10 players (7/0/2/1) become 3 Minions; the bag holds the
    Lord and 9 good tokens, with any number of Outsiders; on night 1 the Lord's neighbours are
    made Minions in one unbroken line with the Lord inside."""
    g = Game("seed-004", 10)
    d = advance(g, [("setup.demon", "lordoftyphon")], until="setup.modifier.lordoftyphon")
    assert d is not None and d.chooser == STORYTELLER and d.options == (0, 1, 2, 3, 4)
    g.answer(3)
    advance(g, until="lordoftyphon.line")
    teams = [rules.team_of(s.character) for s in g.state.seats]
    assert teams.count("minion") == 0 and teams.count("demon") == 1 and teams.count("outsider") == 3
    assert g.state.setup_counts["minion"] == 0
    advance(g, until=lambda d: d.step == "talk")
    assert [rules.team_of(s.character) for s in g.state.seats].count("minion") == 3
    assert len(evil_seats(g)) == 4 and is_one_line_with_lord_inside(g)
    assert not g.state.deaths  # the Lord kills nobody on the first night


def test_line_options_keep_the_lord_strictly_inside() -> None:
    g = seated(TEN, script="seed-004")
    d = g.pending
    assert d is not None and d.step == "lordoftyphon.line" and d.chooser == STORYTELLER
    assert d.options == ((9, 1, 2), (8, 9, 1))  # never (1, 2, 3) nor (7, 8, 9)


def test_chef_learns_three_pairs() -> None:
    """Ruling lord-of-typhon-setup-line: four evil in a row make three pairs for a sober Chef."""
    seating = ["lordoftyphon", "empath", "noble", "shugenja", "mayor", "chef", "oracle", "undertaker",
               "sweetheart", "mutant"]
    g = seated(seating, script="seed-004")
    d = advance(g, [("lordoftyphon.line", (9, 1, 2)), ("lordoftyphon.marionette", None),
                    ("lordoftyphon.minion", "widow"), ("lordoftyphon.minion", "goblin"),
                    ("lordoftyphon.minion", "boffin"), ("widow", 6)], until=("inform", "chef"))
    assert evil_seats(g) == [0, 1, 2, 9]
    assert d is not None and d.options == (3,) and d.truth == (3,)


def test_converted_players_are_told_and_minion_info_follows() -> None:
    g = seated(TEN, script="seed-004")
    advance(g, [("lordoftyphon.line", (9, 1, 2)), ("lordoftyphon.marionette", None),
                ("lordoftyphon.minion", "widow"), ("lordoftyphon.minion", "goblin"),
                ("lordoftyphon.minion", "boffin")], until="boffin.ability")
    assert [g.state.seats[s].character for s in (9, 1, 2)] == ["widow", "goblin", "boffin"]
    for seat, character in ((9, "widow"), (1, "goblin"), (2, "boffin")):
        s = g.state.seats[seat]
        assert s.alignment == EVIL and s.believed == character and s.believed_alignment == EVIL
        assert g.view(seat).character == character and g.view(seat).alignment == EVIL
    advance(g, [("widow", 5)], until=lambda d: d.step == "talk")
    minion_info = [e for e in g.events if e.kind == "minion_info"]
    assert sorted(s for e in minion_info for s in e.seats) == [1, 2, 9]
    demon_info = [e for e in g.events if e.kind == "demon_info"][0]
    assert demon_info.seats == (LOT,) and sorted(demon_info.data["minions"]) == [1, 2, 9]


def test_a_neighbour_may_become_the_marionette_unknowing() -> None:
    g = seated(TEN, script="seed-004")
    d = advance(g, [("lordoftyphon.line", (9, 1, 2))], until="lordoftyphon.marionette")
    assert d is not None and d.options == (9, 1, None)  # next to the Lord only
    g.answer(1)
    d = advance(g, until="lordoftyphon.minion")
    assert set(d.options) == {"widow", "goblin", "boffin"}
    advance(g, [("lordoftyphon.minion", "widow"), ("lordoftyphon.minion", "boffin"), ("widow", 5)],
            until=lambda d: d.step == "talk")
    puppet = g.state.seats[1]
    assert puppet.character == "marionette" and puppet.believed == "chef" and puppet.alignment == EVIL
    assert g.view(1).character == "chef" and g.view(1).alignment == GOOD
    assert not any(e.kind in ("character_changed", "alignment_changed", "minion_info") for e in g.view(1).events)
    assert any(e.data.get("what") == "marionette" and e.data.get("value") == 1 for e in learned(g, LOT))
    assert is_one_line_with_lord_inside(g)


def test_thirteen_players_need_the_marionette() -> None:
    """13 players: 3 Minions + 1 = 4, all of the script's Minions: one neighbour must be the Marionette."""
    seating = ["lordoftyphon", "chef", "empath", "noble", "shugenja", "mayor", "oracle", "undertaker",
               "nightwatchman", "dreamer", "towncrier", "sweetheart", "mutant"]
    g = seated(seating, script="seed-004")
    d = g.pending
    assert d is not None and d.step == "lordoftyphon.line" and len(d.options) == 3
    g.answer(d.options[0])
    d = advance(g, until="lordoftyphon.marionette")
    assert None not in d.options and set(d.options) == {1, 12}
    advance(g, until=lambda d: d.step == "talk")
    assert len(evil_seats(g)) == 5 and is_one_line_with_lord_inside(g)
    assert sorted(rules.team_of(s.character) for s in g.state.seats).count("minion") == 4


def test_five_players_one_line() -> None:
    g = seated(["chef", "lordoftyphon", "empath", "noble", "mutant"], script="seed-004")
    d = g.pending
    assert d is not None and d.options == ((0, 2),)


def test_seated_minions_count_and_stay_in_the_line() -> None:
    # 7 players need 2 Minions; the Widow sits next to the Lord already: one more is made.
    g = seated(["widow", "lordoftyphon", "chef", "empath", "noble", "mayor", "mutant"], script="seed-004")
    d = g.pending
    assert d is not None and d.step == "lordoftyphon.line" and d.options == ((2,),)
    g.answer((2,))
    d = advance(g, until="lordoftyphon.minion")
    assert set(d.options) == {"goblin", "boffin"}  # a Minion not in play


def test_no_conversion_when_the_minions_are_seated() -> None:
    g = seated(["widow", "lordoftyphon", "goblin", "empath", "noble", "mayor", "mutant"], script="seed-004")
    assert g.pending is not None and g.pending.step == "widow"


def test_kills_from_night_two() -> None:
    g = seated(["widow", "lordoftyphon", "goblin", "empath", "noble", "mayor", "mutant"], script="seed-004")
    to_night(g, 2, [("widow", 0)])
    d = advance(g, until="lordoftyphon")
    assert d.chooser == 1 and d.options == tuple(range(7))
    g.answer(4)
    assert not is_alive(g, 4)


def test_drunk_lord_kills_nobody() -> None:
    g = seated(["widow", "lordoftyphon", "goblin", "empath", "noble", "mayor", "mutant"], script="seed-004")
    to_night(g, 2, [("widow", 0)])
    g.state.effects.append(Effect(DRUNK, 1, None, None, None, needs_source=False))
    to_day(g, 2, [("lordoftyphon", 4)])
    assert is_alive(g, 4)


def test_lunatic_believing_the_lord_makes_no_minions() -> None:
    g = seated([("lunatic", "lordoftyphon"), "chef", "nodashii", "widow", "empath", "noble", "mutant"],
               script="seed-004")
    advance(g, [("widow", 3)], until=lambda d: d.step == "talk")
    assert "lordoftyphon.line" not in [d.step for d in g.decisions]
    assert evil_seats(g) == [2, 3]


def test_made_boffin_acts_the_same_night() -> None:
    """The Lord (first night 6) acts before the Boffin (12): a Boffin it makes gives the ability."""
    g = seated(TEN, script="seed-004")
    advance(g, [("lordoftyphon.line", (9, 1, 2)), ("lordoftyphon.marionette", None),
                ("lordoftyphon.minion", "boffin")], until="boffin.ability")
    assert g.state.seats[9].character == "boffin"
