"""The balanced Storyteller: always legal, and its measure of who is ahead."""

from __future__ import annotations

from typing import Any

import pytest

from clocktower.agents import random_agents, run_game
from clocktower.agents.balanced import BalancedStoryteller, advantage, heat
from clocktower.agents.registry import STORYTELLER_KINDS, storyteller_agent
from clocktower.bot_table import SCRIPTS
from clocktower.characters.townsfolk.general import winning_alignment
from clocktower.decisions import Decision
from clocktower.engine import Game
from clocktower.testing import advance, seated


class Checked:
    """Wraps the balanced Storyteller and checks every answer against the legal set."""

    def __init__(self, game: Game, seed: str) -> None:
        self.inner = BalancedStoryteller(seed, game)
        self.game = game
        self.answers = 0

    def decide(self, view: Any, decision: Decision) -> Any:
        answer = self.inner.decide(view, decision)
        decision.validate(answer)  # raises IllegalAnswer for anything outside the options
        self.answers += 1
        # Without accusations, the sign of the advantage agrees with the General's measure.
        self._check_sign()
        return answer

    def _check_sign(self) -> None:
        state = self.game.state
        if not state.setup_counts or state.winner is not None:
            return
        alive = [s for s in state.seats if s.alive and not s.traveller]
        counts = state.setup_counts
        verdict = winning_alignment(
            alive_good=sum(1 for s in alive if s.alignment == "good"),
            alive_evil=sum(1 for s in alive if s.alignment == "evil"),
            start_good=counts.get("townsfolk", 0) + counts.get("outsider", 0),
            start_evil=counts.get("minion", 0) + counts.get("demon", 0),
            demon_alive=any(self.game.team(s.index) == "demon" for s in alive))
        adv = advantage(self.game)
        if len(alive) > 2 and heat(self.game) == 0:
            assert (verdict == "good") == (adv > 0) and (verdict == "evil") == (adv < 0), (verdict, adv)


@pytest.mark.parametrize("script", SCRIPTS)
@pytest.mark.parametrize("players", [7, 13])
def test_the_balanced_storyteller_answers_only_legal_options(script: str, players: int) -> None:
    for seed in range(4):
        game = Game(script, players)
        st = Checked(game, f"{seed}")
        run_game(game, random_agents(seed, players), st)
        assert game.winner in ("good", "evil") and st.answers > 0


def test_advantage_is_zero_at_the_start_and_moves_with_deaths() -> None:
    game = seated(["imp", "poisoner", "chambermaid", "soldier", "gossip", "juggler", "exorcist"])
    assert advantage(game) == 0.0
    game.state.seats[2].alive = False  # a good player dies: evil is ahead
    assert advantage(game) < 0
    game.state.seats[2].alive = True
    game.state.seats[1].alive = False  # a Minion dies: good is ahead
    assert advantage(game) > 0
    game.state.seats[0].alive = False  # no Demon alive
    assert advantage(game) == 1.0


def test_false_information_is_plausible_when_good_is_ahead() -> None:
    # The Drunk who believes it is the Chambermaid: the lie is one off the truth, never wild.
    game = seated(["imp", "poisoner", ("drunk", "chambermaid"), "soldier", "gossip", "juggler", "exorcist"])
    game.state.seats[1].alive = False  # good ahead: the Storyteller prefers to lie
    st = BalancedStoryteller("p", game, lie_when_ahead=1.0)
    d = advance(game, plan=[("chambermaid", (3, 4))], until=("inform", "chambermaid"))
    assert d.why and len(d.options) > 1
    answer = st.decide(None, d)
    assert answer in d.options and answer not in d.truth
    assert abs(answer - d.truth[0]) == 1


def test_the_kind_is_registered() -> None:
    game = Game("seed-002", 7)
    assert "balanced" in STORYTELLER_KINDS
    assert isinstance(storyteller_agent("balanced", 1, game), BalancedStoryteller)
