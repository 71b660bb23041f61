"""Fabled and Loric: the Storyteller's characters (RULES.md "Teams": "Travellers, Fabled and
Loric are extra types run by the Storyteller for the whole table").

The engine adds the script's Fabled and Loric at setup, announces them, and runs their hooks
with a context whose seat is ``STORYTELLER``; seat-indexed helpers never silently read the
last seat through the index -1.
"""

import pytest

from clocktower.decisions import STORYTELLER
from clocktower.state import DRUNK, Harm
from clocktower.testing import seated


def fabled_game():
    game = seated(["pukka", "mastermind", "preacher", "courtier", "mutant"], script="seed-000")
    return game


def test_script_fabled_and_loric_join_the_game_and_are_announced() -> None:
    game = fabled_game()
    assert game.state.storyteller_characters == ["duchess", "hellslibrarian", "stormcatcher", "djinn"]
    texts = [e.text for e in game.view(2).events if e.kind == "storyteller_character"]
    assert texts == ["The Duchess (Fabled) is in play.", "The Hell's Librarian (Fabled) is in play.",
                     "The Storm Catcher (Loric) is in play.", "The Djinn (Fabled) is in play."]


def test_scripts_without_them_have_none() -> None:
    game = seated(["imp", "assassin", "soldier", "chambermaid", "minstrel"])
    assert game.state.storyteller_characters == []
    assert not any(e.kind == "storyteller_character" for e in game.events)


def test_players_cannot_claim_a_storyteller_character() -> None:
    game = fabled_game()
    claims = {o[1] for o in game.statement_options(0) if o[0] == "claim"}
    assert "pukka" in claims and not claims & {"duchess", "hellslibrarian", "stormcatcher"}


def test_storyteller_context_is_safe() -> None:
    game = fabled_game()
    with pytest.raises(ValueError):
        game.ctx(STORYTELLER)
    ctx = game.ctx(STORYTELLER, "duchess")
    assert ctx.is_storyteller and ctx.functioning and not ctx.acting
    with pytest.raises(ValueError):
        ctx.alive()
    with pytest.raises(ValueError):
        ctx.has_died()
    with pytest.raises(ValueError):
        ctx.statements_today()
    with pytest.raises(ValueError):
        ctx.tell(STORYTELLER, "nobody can hear this")
    with pytest.raises(ValueError):
        ctx.grant(1, "soldier")
    assert ctx.alive(4)  # any real seat still works
    ctx.wake()  # nobody to wake: nothing happens
    assert game.state.woke_tonight == []
    effect = ctx.add_effect(DRUNK, 2, until=None)
    assert effect is not None and effect.source is None and effect.source_character == "duchess"
    ctx.remind("Visitor", 2)
    assert ctx.reminded("Visitor") == [2] and game.state.reminders[-1].source is None
    ctx.remove_effects(seat=2)
    assert effect not in game.state.effects
    assert game.name(STORYTELLER) == "the Storyteller"
    with pytest.raises(IndexError):
        game.name(-2)
    with pytest.raises(IndexError):
        game.ctx(5)
    with pytest.raises(ValueError):
        game.emit("told", "to no seat", seats=(-1,))


def test_storyteller_kill_goes_through_the_death_pipeline() -> None:
    game = fabled_game()
    ctx = game.ctx(STORYTELLER, "hellslibrarian")
    gen = ctx.kill(4)
    with pytest.raises(StopIteration) as stop:
        next(gen)
    assert stop.value.value is True and not game.state.seats[4].alive
    death = game.state.deaths[-1]
    assert death.harm == Harm(None, "hellslibrarian", by_demon=False)
