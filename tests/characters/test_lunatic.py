"""Lunatic: "You think you are a Demon, but you are not. The Demon knows who you are & who
you choose at night." (almanac, Seed 002; ruling lunatic-setup-and-attacks,
https://wiki.bloodontheclocktower.com/Lunatic).

The Lunatic's player is shown a Demon token (usually the Demon in play) and believes it is
that Demon, and evil. With 7 or more players it gets false Demon info on the first night
(as many players as there are Minions, any three good characters). Each night it acts as
that Demon at its own place, just before the real Demon, with no effect; the real Demon
learns who the Lunatic is and whom it chose. It is a good Outsider in every way.
"""

import json
from typing import Any

from typer.testing import CliRunner

from clocktower.cli import app
from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.state import EVIL, GOOD, POISONED, Effect
from clocktower.testing import advance, is_alive, learned, seated, to_day, to_night
from clocktower.testing import run_without_decisions as run

from .seed002_evil import bag_game, nominate, script_of, steps_until

SCRIPT = "seed-002"
# Seats: 0 Imp, 1 Baron, 2 Lunatic (believes the Imp), 3 Chef, 4 Knight, 5 Steward,
# 6 Recluse, 7 Klutz, 8 General
SEATING: list[Any] = ["imp", "baron", ("lunatic", "imp"), "chef", "knight", "steward", "recluse", "klutz",
                      "general"]


def game(seating: list[Any] = SEATING) -> Any:
    return seated(seating, script=SCRIPT)


# ------------------------------------------------------------------ setup
def test_setup_lunatic_believes_a_demon_and_is_told_it_is_evil() -> None:
    g, seen = bag_game(SCRIPT, 9, {"setup.demon": ["imp"], "setup.minion": ["poisoner"],
                                   "setup.outsider": ["lunatic", "klutz"], "setup.cover.lunatic": ["imp"]})
    # Any Demon of the script but Legion; the Demon in play is allowed.
    assert seen["setup.cover.lunatic"].options == ("imp", "vortox", "riot")
    seat = next(s for s in g.state.seats if s.character == "lunatic")
    assert seat.believed == "imp" and seat.alignment == GOOD and seat.believed_alignment == EVIL
    view = g.view(seat.index)
    assert view.character == "imp" and view.alignment == EVIL
    dealt = [e for e in view.events if e.kind == "dealt"]
    assert dealt[-1].data["character"] == "imp" and "Lunatic" not in dealt[-1].text
    assert g.state.setup_counts == {"townsfolk": 5, "outsider": 2, "minion": 1, "demon": 1}


# ------------------------------------------------------------------ ruling lunatic-setup-and-attacks
def test_lunatic_setup_and_attacks_first_night() -> None:
    """lunatic-setup-and-attacks, night 1: after Minion info the Lunatic is shown any 1
    player as its Minion and any 3 good characters (even in play) as bluffs; the real Imp
    is told which player is the Lunatic and gets its own Demon info."""
    g = game()
    d = advance(g, until="lunatic.minions")
    assert d.chooser == STORYTELLER and len(d.options) == 8  # any one other player
    assert all(len(p) == 1 and 2 not in p for p in d.options)
    assert [e.kind for e in g.view(1).events if e.kind == "minion_info"]  # Minion info came first
    g.answer((4,))
    d = advance(g, until="lunatic.bluffs")
    good = {c for combo in d.options for c in combo}
    assert "chef" in good and "drunk" not in good and "lunatic" not in good  # in play allowed
    g.answer(("knight", "chef", "savant"))
    info = [e for e in g.view(2).events if e.kind == "demon_info"]
    assert info[-1].data == {"minions": [4], "bluffs": ["knight", "chef", "savant"]}
    d = advance(g, until=("inform", "lunatic"))
    assert d.subject == 0 and d.options == d.truth == ((2, ()),)
    to_day(g, 1)
    imp = g.view(0).events
    assert [e.text for e in imp if e.kind == "learned"][0] == "Carol is the Lunatic."
    real = [e for e in imp if e.kind == "demon_info"]
    assert real and real[0].data["minions"] == [1]
    assert not any("Lunatic" in e.text for e in g.view(2).events)


def test_lunatic_setup_and_attacks_second_night() -> None:
    """lunatic-setup-and-attacks, night 2: the Lunatic acts just before the real Demon; its
    pick does not die; the Imp is shown the Lunatic's choice, then kills."""
    g = game()
    to_night(g, 2)
    d = advance(g, until="imp")
    assert d.chooser == 2 and d.kind == DecisionKind.CHOOSE_PLAYERS and d.options == tuple(range(9))
    g.answer(5)
    d = g.pending
    assert d is not None and d.kind == DecisionKind.INFORM and d.step == "lunatic" and d.subject == 0
    assert d.options == d.truth == ((2, (5,)),)
    g.answer(d.options[0])
    assert learned(g, 0)[-1].text == "Carol is the Lunatic. Tonight they chose Frank."
    d = g.pending
    assert d is not None and d.step == "imp" and d.chooser == 0
    g.answer(7)
    to_day(g, 2)
    assert is_alive(g, 5) and not is_alive(g, 7)
    assert any(r.token == "Chosen" and r.target == 5 for r in g.state.reminders)
    chose = [e for e in g.view(2).events if e.kind == "chose"]
    assert chose[-1].text == "Carol (Imp) chooses Frank."


def test_small_game_no_false_demon_info_but_the_demon_learns_the_lunatic() -> None:
    g = game(["imp", "baron", ("lunatic", "imp"), "chef", "knight"])
    seen = steps_until(g, lambda d: d.step == "talk")
    assert ("lunatic.minions", STORYTELLER) not in seen and ("lunatic.bluffs", STORYTELLER) not in seen
    assert not [e for e in g.view(2).events if e.kind == "demon_info"]
    assert [e.text for e in learned(g, 0)] == ["Carol is the Lunatic."]


def test_poisoned_lunatic_the_demon_may_be_shown_other_choices() -> None:
    g = game()
    to_night(g, 2)
    g.state.effects.append(Effect(POISONED, 2, None, None, None, needs_source=False))
    d = advance(g, [(("imp", 2), 5)], until=("inform", "lunatic"))
    assert d.truth == ((2, (5,)),) and len(d.options) > 1 and "poisoned" in d.why
    assert (2, (4,)) in d.options and (3, (5,)) in d.options


def test_dead_lunatic_does_not_wake() -> None:
    g = game()
    to_day(g, 1)
    g.state.seats[2].alive = False
    to_night(g, 2)
    d = advance(g, until="imp")
    assert d.chooser == 0


def test_lunatic_believing_another_demon_acts_as_that_demon() -> None:
    g = game(["imp", "baron", ("lunatic", "vortox"), "chef", "knight", "steward", "recluse", "klutz", "general"])
    to_night(g, 2)
    d = advance(g, until="vortox")
    assert d.chooser == 2
    g.answer(3)
    d = advance(g, until=("inform", "lunatic"))
    assert d.options == ((2, (3,)),)
    to_day(g, 2, [(("imp", 0), 4)])
    assert is_alive(g, 3) and not is_alive(g, 4)


def test_lunatic_registers_as_a_good_outsider_and_its_execution_ends_nothing() -> None:
    g = game()
    chef = g.ctx(3)
    assert run(chef.registers_as_team(2)) == "outsider"
    assert run(chef.registers_as_alignment(2)) == GOOD
    to_day(g, 1)
    nominate(g, 0, 2, yes=range(9))
    to_night(g, 2)
    assert not is_alive(g, 2) and not g.over


def test_poppy_grower_blocks_the_lunatic_info_as_the_demons() -> None:
    seating = ["imp", "baron", ("lunatic", "imp"), "chef", "knight", "poppygrower", "recluse", "klutz", "general"]
    g = game(seating)
    seen = steps_until(g, lambda d: d.step == "talk")
    assert ("lunatic.minions", STORYTELLER) not in seen
    fake = [e.data for e in g.view(2).events if e.kind == "demon_info"]
    real = [e.data for e in g.view(0).events if e.kind == "demon_info"]
    assert set(fake[0]) == set(real[0]) == {"bluffs"}
    # The Poppy Grower is executed: that night the Demon learns its Minion, and the Lunatic
    # is shown a false one at its place.
    nominate(g, 0, 5, yes=range(9))
    to_night(g, 2)
    d = advance(g, until="lunatic.minions")
    assert [e.data for e in g.view(0).events if e.kind == "demon_info"][-1]["minions"] == [1]
    g.answer(d.options[0])
    assert [e.data for e in g.view(2).events if e.kind == "demon_info"][-1] == {"minions": list(d.options[0])}


# ------------------------------------------------------------------ with Legion (review of issue 3)
LEGION_ONLY = ["chef", "knight", "steward", "oracle", "savant", "general", "dreamer", "lunatic", "poisoner",
               "legion"]


def test_not_offered_for_the_bag_when_legion_is_the_only_demon() -> None:
    """The Lunatic never believes it is Legion (our reading, lunatic.py: it wakes "to attack
    as if they were the Demon that is in play", https://wiki.bloodontheclocktower.com/Lunatic,
    and Legion neither wakes nor attacks; Legion's Demon info is eye contact among all
    Legion). So on a script whose only Demon is Legion no setup may put it in the bag:
    Legion's choice of Outsider count and the Outsider picks leave it out, and setup always
    completes (review of issue 3: it used to be offered, then setup failed)."""
    script = script_of(LEGION_ONLY, name="x")
    g, seen = bag_game(script, 9, {})
    assert seen["setup.legion.outsiders"].options == (0,)
    assert "setup.outsider" not in seen and "lunatic" not in {s.character for s in g.state.seats}
    script = script_of([*LEGION_ONLY, "recluse"], name="x and the Recluse")
    g, seen = bag_game(script, 9, {"setup.legion.outsiders": [1]})
    assert seen["setup.legion.outsiders"].options == (0, 1)
    assert seen["setup.outsider"].options == ("recluse",)


def test_offered_with_legion_when_another_demon_is_on_the_script() -> None:
    g, seen = bag_game(SCRIPT, 9, {"setup.demon": ["legion"], "setup.legion": [5],
                                   "setup.legion.outsiders": [1], "setup.outsider": ["lunatic"]})
    assert "lunatic" in seen["setup.outsider"].options
    assert seen["setup.cover.lunatic"].options == ("imp", "vortox", "riot")
    assert any(s.character == "lunatic" for s in g.state.seats)


def test_cli_plays_the_legion_only_script_with_the_lunatic(tmp_path: Any) -> None:
    """The reviewer's script: ``clocktower play`` runs it (it used to end in a traceback)."""
    path = tmp_path / "x.json"
    path.write_text(json.dumps([{"id": "_meta", "name": "x"}, *LEGION_ONLY]))
    result = CliRunner().invoke(app, ["play", "--script", str(path), "-p", "9", "--seed", "1", "--quiet"])
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output and "wins" in result.output


def test_cli_reports_a_setup_error_during_the_game_without_a_traceback(monkeypatch: Any) -> None:
    """A setup that fails while the Storyteller fills the bag is a clear error, exit code 2."""
    from clocktower import cli
    from clocktower.engine import SetupError

    def failing(*args: Any, **kwargs: Any) -> Any:
        raise SetupError("the bag cannot be filled")

    monkeypatch.setattr(cli, "run_game", failing)
    result = CliRunner().invoke(app, ["play", "--script", "seed-002", "-p", "9", "--quiet"])
    assert result.exit_code == 2
    assert "the bag cannot be filled" in " ".join(result.output.split()) and "Traceback" not in result.output


def test_false_minions_in_a_legion_game_are_as_many_as_a_usual_game_has() -> None:
    """A Lunatic believing it is the Imp in a Legion game (no Minions in play) is shown as
    many players as Minions a game of its size has (1 at 7 players), never "none", which
    would tell it something is odd (review of issue 3)."""
    g = game(["legion", "legion", ("lunatic", "imp"), "legion", "chef", "legion", "knight"])
    d = advance(g, until="lunatic.minions")
    assert d.options and all(len(p) == 1 for p in d.options)
    g.answer(d.options[0])
    advance(g, until=lambda d: d.step == "talk")
    shown = [e for e in g.view(2).events if e.kind == "demon_info"][-1]
    assert len(shown.data["minions"]) == 1 and "none" not in shown.text


def test_false_minions_with_the_lord_of_typhon_count_the_minions_it_made() -> None:
    """The Lord of Typhon makes its Minions at the start of the first night (none are dealt):
    the Lunatic, waking later, is shown as many players as there are then (2 at 7 players)."""
    seating = ["lordoftyphon", "noble", "pixie", ("lunatic", "lordoftyphon"), "balloonist", "oracle", "savant"]
    g = seated(seating, script="final-nail-boffin")
    d = advance(g, until="lunatic.minions")
    assert sum(1 for s in g.state.seats if g.team(s.index) == "minion") == 2
    assert d.options and all(len(p) == 2 for p in d.options)
