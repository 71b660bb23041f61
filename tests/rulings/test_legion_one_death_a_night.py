"""Legion: "Each night*, a player might die." (almanac, Seed 002; the page is in Korean, read
with https://wiki.bloodontheclocktower.com/Legion): however many players are Legion, the
Storyteller decides at most one death a night.

An invariant over seeded random Legion games of ``seed-002`` at every player count: no
night has two or more deaths caused by Legion. (Before the fix in the review of issue 3,
killing the first Legion in seat order made the next Legion "first" and gave a second
kill, in about half of the random Legion games.)
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from clocktower.agents import RandomStoryteller, random_agents, run_game
from clocktower.decisions import Decision
from clocktower.engine import Game


class LegionStoryteller(RandomStoryteller):
    """The seeded random Storyteller, putting Legion in the bag."""

    def decide(self, view: Any, decision: Decision) -> Any:
        if decision.step == "setup.demon":
            self.rng.random()
            return "legion"
        return super().decide(view, decision)


def legion_deaths_by_night(game: Game) -> Counter[int]:
    return Counter(d.number for d in game.state.deaths
                   if d.phase == "night" and d.harm.source_character == "legion")


@pytest.mark.parametrize("players", range(5, 16))
@pytest.mark.parametrize("seed", range(3))
def test_at_most_one_legion_death_a_night(players: int, seed: int) -> None:
    game = run_game(Game("seed-002", players), random_agents(seed, players),
                    LegionStoryteller(f"legion-night:{seed}:storyteller"))
    assert game.over
    assert "legion" in {s.character for s in game.state.seats}
    per_night = legion_deaths_by_night(game)
    assert all(k <= 1 for k in per_night.values()), f"Legion deaths by night: {dict(per_night)}"
    # The Storyteller is asked at most once a night, from night 2 on.
    assert len([d for d in game.decisions if d.step == "legion"]) <= max(0, game.state.night - 1)
