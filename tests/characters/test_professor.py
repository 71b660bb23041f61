"""Professor: "Once per game, at night*, choose a dead player: if they are a Townsfolk, they are
resurrected." (almanac, Darkest Before Dawn).

From night 2 the Professor may pick a dead player or no one. Picking anybody spends the
ability, whatever they are and even if the Professor is drunk or poisoned; only a dead
Townsfolk picked by a sober, healthy Professor comes back. They regain their ability (even a
spent once-per-game one), act later tonight if their place has not passed, at once relearn a
"you start knowing" ability, and are announced alive again at dawn without a reason.
"""

from clocktower.decisions import DecisionKind
from clocktower.state import POISONED, Effect
from clocktower.testing import advance, is_alive, last_learned, seated, to_day, to_night
from clocktower.testing import execution_plan as _execute
from clocktower.testing import steps_until as _steps_until_day

# Seats: 0 Imp, 1 Assassin, 2 Professor, 3 Chambermaid, 4 Goon, 5 Grandmother,
# 6 Drunk (believes Soldier), 7 Innkeeper
SEATING = ["imp", "assassin", "professor", "chambermaid", "goon", "grandmother", ("drunk", "soldier"), "innkeeper"]


def _executed_on_day_1(victim: int, seating=SEATING, plan=()):
    """A game at the first decision of night 2, after ``victim`` was executed on day 1."""
    game = seated(seating)
    to_day(game, 1, [*plan, ("grandmother.grandchild", 3)])
    advance(game, _execute(game, 0, victim), until=lambda d: game.state.phase == "night")
    assert not is_alive(game, victim)
    return game


def _night2_plan() -> list:
    """Night picks that change nothing: the Innkeeper protects the Imp and the Assassin (the
    Assassin is the drunk one) and the Imp attacks the protected Assassin."""
    return [("innkeeper", (0, 1)), ("innkeeper.drunk", 1), ("imp", 1)]


def test_does_not_wake_on_the_first_night() -> None:
    game = seated(SEATING)
    start = len(game.decisions)
    advance(game, [("grandmother.grandchild", 3)], until="talk")
    assert "professor" not in [d.step for d in game.decisions[start:]]


def test_only_no_one_while_nobody_is_dead() -> None:
    game = seated(SEATING)
    to_night(game, 2, [("grandmother.grandchild", 3)])
    d = advance(game, _night2_plan(), until="professor")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 2 and d.options == (None,)


def test_options_are_dead_players_or_no_one() -> None:
    game = _executed_on_day_1(3)
    d = advance(game, [*_night2_plan()[:2], ("imp", 7)], until="professor")
    # The Chambermaid (executed) is publicly dead; the Innkeeper, killed earlier tonight,
    # is not announced until dawn, so offering it would leak the night's death.
    assert d.options == (3, None)


def test_resurrects_a_dead_townsfolk_who_acts_later_tonight() -> None:
    game = _executed_on_day_1(3)
    d = advance(game, [*_night2_plan(), ("professor", 3)], until="chambermaid")
    assert is_alive(game, 3) and game.state.seats[3].ghost_vote
    assert d.chooser == 3  # the Chambermaid's place comes after the Professor's
    advance(game, until="talk")
    dawn = [e for e in game.view(3).events if e.kind == "dawn"][-1]
    assert dawn.public and dawn.data == {"died": [], "alive_again": [3]}
    assert "Professor" not in dawn.text


def test_resurrected_townsfolk_whose_place_has_passed_acts_next_night() -> None:
    game = _executed_on_day_1(7)
    steps = _steps_until_day(game, [("imp", 1), ("professor", 7)])
    assert is_alive(game, 7) and "innkeeper" not in steps
    to_night(game, 3)
    d = advance(game, until="innkeeper")
    assert d.chooser == 7


def test_ability_is_spent_after_one_pick() -> None:
    game = _executed_on_day_1(3)
    advance(game, [*_night2_plan(), ("professor", 3)], until="talk")
    to_night(game, 3)
    steps = _steps_until_day(game, _night2_plan())
    assert "professor" not in steps


def test_choosing_no_one_keeps_the_ability() -> None:
    game = _executed_on_day_1(3)
    advance(game, [*_night2_plan(), ("professor", None)], until="talk")
    assert not is_alive(game, 3)
    to_night(game, 3)
    d = advance(game, _night2_plan(), until="professor")
    assert d.options == (3, None)


def test_a_dead_drunk_is_not_a_townsfolk() -> None:
    game = _executed_on_day_1(6)
    advance(game, [*_night2_plan(), ("professor", 6)], until="talk")
    assert not is_alive(game, 6)


def test_drunk_believing_professor_resurrects_nobody_and_is_spent() -> None:
    seating = ["imp", "assassin", ("drunk", "professor"), "chambermaid", "goon", "grandmother", "soldier",
               "innkeeper"]
    game = _executed_on_day_1(3, seating)
    d = advance(game, _night2_plan(), until="professor")
    assert d.chooser == 2 and d.options == (3, None)
    game.answer(3)
    advance(game, until="talk")
    assert not is_alive(game, 3)
    to_night(game, 3)
    assert "professor" not in _steps_until_day(game, _night2_plan())


def test_poisoned_professor_resurrects_nobody_and_is_spent() -> None:
    game = _executed_on_day_1(3)
    game.state.effects.append(Effect(POISONED, 2, None, None, ("dawn", 2), needs_source=False))
    advance(game, [*_night2_plan(), ("professor", 3)], until="talk")
    assert not is_alive(game, 3)
    to_night(game, 3)
    assert "professor" not in _steps_until_day(game, _night2_plan())


def test_dead_professor_does_not_wake() -> None:
    game = _executed_on_day_1(2)
    assert "professor" not in _steps_until_day(game, _night2_plan())


def test_resurrected_courtier_regains_a_spent_ability() -> None:
    seating = ["imp", "assassin", "professor", "courtier", "goon", "grandmother", ("drunk", "soldier"),
               "innkeeper"]
    game = _executed_on_day_1(3, seating, plan=[("courtier", "po")])  # spent on night 1
    advance(game, [*_night2_plan(), ("professor", 3)], until="talk")
    assert is_alive(game, 3)
    to_night(game, 3)
    d = advance(game, until="courtier")
    assert d.chooser == 3 and game.state.night == 3


# --------------------------------------------------------------------- ruling
def test_professor_resurrect_townsfolk_only_game_a() -> None:
    """Ruling professor-resurrect-townsfolk-only, game A: the dead Grandmother returns and is woken
    at once to learn a grandchild again."""
    game = _executed_on_day_1(5)
    advance(game, [*_night2_plan(), ("professor", None)], until="talk")
    to_night(game, 3)
    d = advance(game, [*_night2_plan(), ("professor", 5)], until="grandmother.grandchild")
    assert is_alive(game, 5) and game.state.night == 3
    assert d.options == (2, 3, 4, 6, 7)
    game.answer(4)
    d = advance(game, until=("inform", "grandmother"))
    assert d.options == ((4, "goon"),)
    game.answer((4, "goon"))
    assert last_learned(game, 5) == (4, "goon")
    advance(game, until="talk")
    dawn = [e for e in game.view(0).events if e.kind == "dawn"][-1]
    assert dawn.data == {"died": [], "alive_again": [5]} and "Professor" not in dawn.text
    to_night(game, 4)
    assert "professor" not in _steps_until_day(game, _night2_plan())


def test_professor_resurrect_townsfolk_only_game_b() -> None:
    """Game B: the dead player claimed the Chambermaid but is the Goon: nobody returns, and the
    Professor's ability is spent all the same."""
    game = seated(SEATING)
    to_day(game, 1, [("grandmother.grandchild", 3)])
    advance(game, [(("talk", 4), ("claim", "chambermaid")), *_execute(game, 0, 4)],
            until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 4)
    steps = _steps_until_day(game, [*_night2_plan(), ("professor", 4)])
    assert "professor" in steps
    assert not is_alive(game, 4)
    dawn = [e for e in game.view(0).events if e.kind == "dawn"][-1]
    assert dawn.data["alive_again"] == []
    to_night(game, 3)
    assert "professor" not in _steps_until_day(game, _night2_plan())
