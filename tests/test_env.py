"""The PettingZoo environment: PettingZoo's API and seed tests, the action encoding, hidden
information in observations, rewards by team, and random games checked through it."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.env import (
    OBS_LAYOUT,
    OBS_SIZE,
    ClocktowerEnv,
    IllegalAction,
    check_observation,
    play_random,
)
from clocktower.talk import TalkRules


@pytest.fixture(autouse=True)
def _quiet() -> None:
    warnings.simplefilter("ignore", UserWarning)  # (api_test's advice: dict observations, agent names)


@pytest.mark.parametrize("kwargs", [{"players": 8}, {"players": 5, "storyteller_agent": True},
                                    {"players": 7, "bots": {0: "heuristic", 3: "random"}}])
def test_pettingzoo_api_test(kwargs: dict) -> None:
    api_test(ClocktowerEnv(**kwargs), num_cycles=200)


@pytest.mark.parametrize("kwargs", [{"players": 8}, {"players": 6, "storyteller_agent": True}])
def test_pettingzoo_seed_test(kwargs: dict) -> None:
    seed_test(lambda: ClocktowerEnv(**kwargs), num_cycles=200)


def _trace(env: ClocktowerEnv, seed: int, steps: int = 300) -> list[tuple[str, str]]:
    env.reset(seed=seed)
    rng = np.random.default_rng(0)
    out = []
    for agent in env.agent_iter(steps):
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        out.append((agent, obs["text"]))
        legal = np.flatnonzero(obs["action_mask"])
        env.step(int(legal[rng.integers(len(legal))]))
    return out


def test_reset_with_a_seed_is_deterministic_and_seeds_differ() -> None:
    env = ClocktowerEnv(players=7)
    assert _trace(env, 3) == _trace(ClocktowerEnv(players=7), 3) == _trace(env, 3)
    assert _trace(env, 3) != _trace(env, 4)


def test_agents_are_the_seats_and_the_selected_one_is_the_chooser() -> None:
    env = ClocktowerEnv(players=6)
    env.reset(seed=1)
    assert env.possible_agents == [f"seat_{i}" for i in range(6)]
    d = env.game.pending
    assert d is not None and d.chooser != STORYTELLER  # the automated Storyteller answered setup
    assert env.agent_selection == f"seat_{d.chooser}"
    obs = env.observe(env.agent_selection)
    assert obs["observation"].shape == (OBS_SIZE,) and obs["observation"].dtype == np.int32
    assert obs["options"] == tuple(d.label(o) for o in d.options)
    assert obs["action_mask"][:len(d.options)].all() and obs["action_mask"].sum() == len(d.options)
    vec = obs["observation"]
    assert vec[OBS_LAYOUT["seat"]][0] == d.chooser and vec[OBS_LAYOUT["players"]][0] == 6
    # Another seat sees no decision and gets an empty mask.
    other = next(a for a in env.agents if a != env.agent_selection)
    assert not env.observe(other)["action_mask"].any() and env.observe(other)["options"] == ()


def test_an_illegal_action_raises_and_changes_nothing() -> None:
    env = ClocktowerEnv(players=6)
    env.reset(seed=2)
    d = env.game.pending
    answers = len(env.game.answers)
    for bad in (len(d.options), env.max_options + 5, -1, "x", 0.0, 1.7, True):  # (floats and bools: review)
        with pytest.raises(IllegalAction):
            env.step(bad)
    assert env.game.pending is d and len(env.game.answers) == answers


def test_a_pick_of_several_is_made_one_option_at_a_time() -> None:
    env = ClocktowerEnv(players=7, storyteller_agent=True)
    env.reset(seed=5)
    while not (env.game.pending.count and env.game.pending.count[0] > 1):  # setup.bluffs: 3 of them
        obs = env.observe(env.agent_selection)
        env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    d = env.game.pending
    lo, hi = d.count
    assert env.agent_selection == "storyteller"
    picked = []
    for k in range(hi):
        mask = env.observe("storyteller")["action_mask"]
        assert mask[env.done_action] == (k >= lo)
        assert all(mask[d.options.index(p)] == 0 for p in picked)
        choice = int(np.flatnonzero(mask[:env.done_action])[-1])
        picked.append(d.options[choice])
        answers = len(env.game.answers)
        env.step(choice)
    assert len(env.game.answers) == answers + 1 and env.game.answers[-1] == tuple(picked)


def test_done_ends_a_pick_once_the_least_number_is_reached() -> None:
    # A pick of 0 to N (the Juggler's guesses) can end at once with the done action.
    env = ClocktowerEnv("darkest-before-dawn", players=9)
    for seed in range(60):
        env.reset(seed=seed)
        for _agent in env.agent_iter(3000):
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            d = env.game.pending
            if d.count is not None and d.count[0] == 0:
                assert obs["action_mask"][env.done_action] == 1
                env.step(env.done_action)
                assert env.game.answers[-1] == ()
                return
            env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    pytest.skip("no pick of 0 to N met in these seeds")


def test_rewards_by_team_at_the_end() -> None:
    env = ClocktowerEnv(players=8)
    game = play_random(env, 11, check=False)
    assert game.over
    # Every agent is removed after its final step; its reward was in the last cumulative rewards.
    env.reset(seed=11)
    rng = np.random.default_rng(11)
    final: dict[str, float] = {}
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        if term or trunc:
            final[agent] = reward
            assert info["winner"] == env.game.winner
            env.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        env.step(int(legal[rng.integers(len(legal))]))
    assert set(final) == set(env.possible_agents)
    for agent, reward in final.items():
        seat = env.game.state.seats[int(agent[5:])]
        assert reward == (1.0 if seat.alignment == env.game.winner else -1.0)


def test_observation_check_catches_a_leak() -> None:
    env = ClocktowerEnv(players=7)
    env.reset(seed=1)
    agent = env.agent_selection
    check_observation(env, agent)
    private = next(e for e in env.game.events if not e.public and int(agent[5:]) not in e.seats)
    from clocktower.agents.describe import event_line
    env._logs[int(agent[5:])].append(event_line(private))  # a line the seat was never told
    with pytest.raises(AssertionError, match="log differs"):
        check_observation(env, agent)


@pytest.mark.parametrize(("players", "games"), [(5, 8), (8, 6), (11, 4), (15, 3)])
def test_random_policy_games_keep_every_invariant(players: int, games: int) -> None:
    env = ClocktowerEnv("darkest-before-dawn", players)
    for seed in range(games):
        game = play_random(env, 100 * players + seed)
        assert game.over or len(game.answers) >= env.max_decisions


def test_random_policy_with_the_storyteller_as_an_agent() -> None:
    env = ClocktowerEnv("seed-002", 9, storyteller_agent=True)
    for seed in range(4):
        game = play_random(env, seed)
        assert game.over


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError, match="Storyteller kind"):
        ClocktowerEnv(storyteller="nobody")
    with pytest.raises(ValueError, match="seat 9"):
        ClocktowerEnv(players=5, bots={9: "heuristic"})
    with pytest.raises(ValueError, match="bot kind"):
        ClocktowerEnv(players=5, bots={1: "genius"})
    with pytest.raises(ValueError, match="max_options"):
        ClocktowerEnv(max_options=3)


TALK = TalkRules(rounds=2, free_text=80, whispers=True)


def test_pettingzoo_api_test_with_free_talk_and_whispers() -> None:
    api_test(ClocktowerEnv(players=7, talk=TALK), num_cycles=300)


def test_text_actions_say_and_whisper_through_the_aec_api() -> None:
    env = ClocktowerEnv(players=7, talk=TALK)
    env.reset(seed=5)
    rng = np.random.default_rng(5)
    slot = OBS_LAYOUT["decision"].start + 5
    said = whispered = 0
    for agent in env.agent_iter(6000):
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        d = env.game.pending
        assert d is not None
        assert obs["observation"][slot] == d.free_text
        if d.step == "whisper" and rng.random() < 0.3:
            env.step(int(np.flatnonzero(obs["action_mask"])[1]))  # (option 1: the first other seat)
            continue
        if d.free_text:
            assert f"You may also write your own text of up to {d.free_text} characters" in obs["text"]
            if rng.random() < 0.5:
                text = f"{agent} speaks {rng.integers(10**6)}"
                before = len(env.game.events)
                env.step(text)
                new = env.game.events[before:]
                said += any(e.kind == "said" and e.data["text"] == text for e in new)
                whispered += any(e.kind == "whisper" and e.data["text"] == text for e in new)
                check_observation(env, agent)
                continue
        legal = np.flatnonzero(obs["action_mask"])
        env.step(int(legal[rng.integers(len(legal))]))
    assert said and whispered
    for a in env.possible_agents:
        check_observation(env, a)
    for e in env.game.events:
        if e.kind == "whisper":
            for a in env.possible_agents:
                seat = env._seat_of[a]
                assert (e.text in env.observe(a)["text"]) == (seat in e.seats), (a, e.text)


def test_an_illegal_text_action_raises_and_changes_nothing() -> None:
    env = ClocktowerEnv(players=7, talk=TALK)
    env.reset(seed=1)
    # Before the day, no decision takes text (setup is the Storyteller's: a seat at night).
    d = env.game.pending
    assert d is not None and not d.free_text
    before = len(env.game.answers)
    with pytest.raises(IllegalAction, match="takes no text"):
        env.step("hello")
    assert len(env.game.answers) == before
    rng = np.random.default_rng(0)
    while not (env.game.pending and env.game.pending.step == "talk"):
        obs = env.observe(env.agent_selection)
        legal = np.flatnonzero(obs["action_mask"])
        env.step(int(legal[rng.integers(len(legal))]))
    agent = env.agent_selection
    before = len(env.game.answers)
    for bad, why in (("", "1 to 80"), ("y" * 81, "got 81"), ("a\nb", "one line")):
        with pytest.raises(IllegalAction, match=why):
            env.step(bad)
    assert len(env.game.answers) == before and env.agent_selection == agent


def test_the_storyteller_agent_states_its_own_savant_pair() -> None:
    """Issue 17, item 9: the Storyteller agent may answer the Savant's information with a text
    (the first of two statements of its own), then the second, then which is true; only the
    Savant's observation shows the two statements, and no seat's shows which is true."""
    env = ClocktowerEnv("sects-and-violets", players=7, storyteller_agent=True, bots={s: "heuristic" for s in range(7)})
    env.reset(seed=3)
    first, second = "Two players are twins.", "The Storyteller is tired."
    for agent in env.agent_iter(20_000):
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        d = env.game.pending
        assert d is not None and agent == "storyteller"
        if d.step == "savant":
            assert "You may also state your own pair" in obs["text"]
            env.step(first)
            break
        labels = obs["options"]
        legal = np.flatnonzero(obs["action_mask"])
        pick = labels.index("Savant") if d.kind == DecisionKind.SETUP and "Savant" in labels else int(legal[0])
        env.step(pick)
    else:
        raise AssertionError("no Savant information reached")
    d = env.game.pending
    assert d is not None and d.step == "savant.own"
    with pytest.raises(IllegalAction, match="same as the text written before"):
        env.step(first)
    env.step(second)
    obs = env.observe("storyteller")
    env.step(obs["options"].index(next(o for o in obs["options"] if o.startswith("the first is true"))))
    savant = d.subject
    told = f"{first} / {second}"
    for seat in range(7):
        seen = [e.text for e in env.game.view(seat).events]
        assert (told in seen) == (seat == savant)
        assert not any("own words" in t or "is true" in t for t in seen)
    assert any("own words" in e.text and e.text.endswith("the first is true.") for e in env.game.events)
