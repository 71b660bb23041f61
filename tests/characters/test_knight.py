"""Knight: "You start knowing 2 players that are not the Demon." (almanac, Seed 002).

On the first night the Knight is shown two other players, neither of whom registers as a
Demon; Minions are legal (ruling knight-normal-can-include-minion). A Recluse may register
as a Demon and then is left out. Drunk or poisoned, any two players. Under the Vortox the
pair must include the Demon (ruling vortox-knight-must-include-demon). Nothing on later
nights.
"""

from itertools import combinations

from clocktower.state import POISONED, Effect
from clocktower.testing import advance, last_learned, learned, seated, to_night

# Seats: 0 Imp, 1 Poisoner, 2 Knight, 3 Recluse, 4 Chef
SEATING = ["imp", "poisoner", "knight", "recluse", "chef"]
KNIGHT = 2


def to_knight(d):
    return d.step == "register.recluse" and "Knight" in d.prompt


def test_knight_normal_can_include_minion() -> None:
    game = seated(SEATING, script="seed-002")
    d = advance(game, [(to_knight, "outsider")], until=("inform", "knight"))
    assert d.options == ((1, 3), (1, 4), (3, 4)) and d.truth == d.options  # the Poisoner is fine
    game.answer((1, 4))
    assert last_learned(game, KNIGHT) == (1, 4)
    assert learned(game, KNIGHT)[-1].text == "Bob and Eve are not the Demon."
    assert sorted(r.target for r in game.state.reminders if r.token == "Know") == [1, 4]


def test_recluse_registering_as_demon_is_left_out() -> None:
    game = seated(SEATING, script="seed-002")
    d = advance(game, until=to_knight)
    assert set(d.options) == {"outsider", "minion", "demon"} and d.truth == ("outsider",)
    d = advance(game, [(to_knight, "demon")], until=("inform", "knight"))
    assert d.options == ((1, 4),)
    d = advance(seated(SEATING, script="seed-002"), [(to_knight, "minion")], until=("inform", "knight"))
    assert (1, 3) in d.options


def test_poisoned_may_be_shown_any_two_others() -> None:
    game = seated(SEATING, script="seed-002")
    game.state.effects.append(Effect(POISONED, KNIGHT, None, None, None, needs_source=False))
    d = advance(game, until=("inform", "knight"))
    assert d.options[:3] == ((0, 1), (0, 3), (0, 4)) and set(d.options) == set(combinations((0, 1, 3, 4), 2))
    assert "poisoned" in d.why
    game.answer((0, 1))
    assert last_learned(game, KNIGHT) == (0, 1)


def test_drunk_knight_may_be_shown_the_demon() -> None:
    game = seated(["imp", "poisoner", ("drunk", "knight"), "recluse", "chef"], script="seed-002")
    d = advance(game, until=("inform", "knight"))
    assert (0, 1) in d.options and "Drunk" in d.why


def test_dead_knight_learns_nothing_and_nothing_on_later_nights() -> None:
    game = seated(SEATING, script="seed-002")
    game.state.seats[KNIGHT].alive = False
    to_night(game, 2)
    assert not [d for d in game.decisions if d.step == "knight"]
    game = seated(SEATING, script="seed-002")
    advance(game, until=lambda d: game.state.night == 3)
    assert len([d for d in game.decisions if d.step == "knight"]) == 1


def test_vortox_knight_must_include_demon() -> None:
    # A poisoned Vortox has no ability: then the truth stands.
    game = seated(["vortox", "poisoner", "knight", "chef", "oracle"], script="seed-002")
    d = advance(game, [("poisoner", 0)], until=("inform", "knight"))
    assert d.options == ((1, 3), (1, 4), (3, 4))
    game = seated(["vortox", "poisoner", "knight", "chef", "oracle"], script="seed-002")
    d = advance(game, [("poisoner", 4)], until=("inform", "knight"))
    assert d.options == ((0, 1), (0, 3), (0, 4)) and "Vortox" in d.why
    game.answer((0, 4))
    assert last_learned(game, KNIGHT) == (0, 4)


LEGION_GAME = ["legion", "legion", "knight", "legion", "fortuneteller", "legion", "slayer"]


def test_legion_registers_demon_and_minion_knight_sees_only_non_legion() -> None:
    game = seated(LEGION_GAME, script="seed-002")
    d = advance(game, until=("inform", "knight"))
    assert d.options == ((4, 6),)


def test_legion_game_with_two_good_players_the_knight_may_be_one_of_the_two() -> None:
    """Ruling (our reading, knight.py): "2 players that are not the Demon" does not exclude the
    Knight; with only one other non-Legion player, the Knight itself is one of the two."""
    game = seated(["legion", "legion", "knight", "legion", "chef"], script="seed-002")
    d = advance(game, until=("inform", "knight"))
    assert d.options == ((2, 4),)
