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


# ---------------------------------------------------------------- the base scripts' discretion
TB_SEATING = ["imp", "poisoner", "washerwoman", "chef", "empath", "soldier", "monk"]


def _tb_game() -> Game:
    return seated(TB_SEATING, "trouble-brewing")


def _storyteller_decision(step: str, options: tuple[Any, ...], **kw: Any) -> Decision:
    from clocktower.decisions import STORYTELLER, DecisionKind
    return Decision(DecisionKind.STORYTELLER, STORYTELLER, step, "?", options, **kw)


def test_the_washerwoman_pair_clears_two_good_players_while_evil_is_ahead() -> None:
    game = _tb_game()
    d = advance(game, until=("inform", "washerwoman"))
    assert d is not None and len(d.truth) > 2
    game.state.seats[5].alive = False  # a good player died: evil is ahead
    a, b, c = BalancedStoryteller("w", game).decide(None, d)
    assert {game.state.seats[a].alignment, game.state.seats[b].alignment} == {"good"}
    game.state.seats[5].alive = True
    game.state.seats[1].alive = False  # the Minion died: good is ahead, the decoy is evil
    for seed in range(5):
        a, b, c = BalancedStoryteller(seed, game).decide(None, d)
        assert {game.state.seats[a].alignment, game.state.seats[b].alignment} == {"good", "evil"}


def test_the_pacifist_spares_while_evil_is_ahead_and_not_while_good_is() -> None:
    game = _tb_game()
    d = _storyteller_decision("pacifist", ("dies", "spared"))
    game.state.seats[5].alive = False
    assert BalancedStoryteller(1, game).decide(None, d) == "spared"
    game.state.seats[5].alive = True
    game.state.seats[1].alive = False
    assert BalancedStoryteller(1, game).decide(None, d) == "dies"


def test_the_pit_hag_deaths_kill_nobody_unless_good_is_ahead_then_one_good_player() -> None:
    game = _tb_game()
    d = _storyteller_decision("pithag.deaths", tuple(range(7)), count=(0, 7))
    assert BalancedStoryteller(1, game).decide(None, d) == ()
    game.state.seats[1].alive = False
    d = _storyteller_decision("pithag.deaths", (0, 2, 3, 4, 5, 6), count=(0, 6))
    picked = BalancedStoryteller(1, game).decide(None, d)
    assert len(picked) == 1 and game.state.seats[picked[0]].alignment == "good"
    protect = _storyteller_decision("pithag.protect", (False, True))
    assert BalancedStoryteller(1, game).decide(None, protect) is False


def test_a_false_spy_registration_names_the_spys_claim() -> None:
    game = _tb_game()
    game.state.seats[1].character = "spy"
    game.state.statements.append((1, 1, ("claim", "monk")))
    game.state.seats[1].alive = False  # good is ahead: the Storyteller lies (always, here)
    d = _storyteller_decision("register.spy", ("spy", "chef", "monk", "soldier"), truth=("spy",),
                              why="registration", subject=1)
    st = BalancedStoryteller(2, game, lie_when_ahead=1.0)
    assert st.decide(None, d) == "monk"


def test_an_artist_question_the_engine_cannot_judge_gets_i_dont_know() -> None:
    from clocktower.decisions import STORYTELLER, DecisionKind
    game = _tb_game()
    options = ("yes", "no", "dont_know", "again")
    d = Decision(DecisionKind.INFORM, STORYTELLER, "artist", "?", options, truth=options)
    assert BalancedStoryteller(3, game).decide(None, d) == "dont_know"
