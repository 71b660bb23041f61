"""Tor (Loric): "Players don't know their character or alignment. They learn them when they
die." (roles.json; no almanac entry).

While the Tor is in play no player but a Traveller is shown their own character or
alignment: the deal tells them nothing, their view names neither, their own abilities'
decisions and private events never name the ability (the step is ``"tor"``), a later change
of character or alignment is not told, and the first night's Minion and Demon info is
skipped. At their death they are told their believed character and alignment. Abilities
still work. The engine's Grimoire and the Storyteller's view keep the truth. Rulings:
docs/rulings/tor.md.
"""

import re
from collections.abc import Iterable
from typing import Any

import pytest

from clocktower.agents import RandomAgent, RandomStoryteller
from clocktower.agents.registry import player_agents, storyteller_agent
from clocktower.catalogue import load_catalogue
from clocktower.decisions import STORYTELLER, Decision
from clocktower.engine import Game
from clocktower.events import Event
from clocktower.invariants import check_game, names_seat_as, play_checked
from clocktower.script import parse_script
from clocktower.testing import advance, execution_plan, learned, seated, to_day, to_night

CHARACTERS = ["washerwoman", "librarian", "investigator", "chef", "empath", "fortuneteller", "undertaker",
              "monk", "ravenkeeper", "virgin", "slayer", "soldier", "mayor", "butler", "drunk", "recluse",
              "saint", "poisoner", "spy", "scarletwoman", "baron", "imp"]
SCRIPT = parse_script([{"id": "_meta", "name": "tor test"}, "tor", *CHARACTERS], source="tor-test")
PLAIN = parse_script([{"id": "_meta", "name": "no tor"}, *CHARACTERS], source="no-tor-test")
# Characters that change, convert, swap, madden or tell identities (for the whole-game walks).
WIDE = parse_script([{"id": "_meta", "name": "tor wide"}, "tor", "snakecharmer", "philosopher", "amnesiac",
                     "dreamer", "seamstress", "oracle", "savant", "artist", "fisherman", "juggler", "gossip",
                     "mutant", "sweetheart", "barber", "klutz", "ogre", "damsel", "pithag", "mezepheles",
                     "cerenovus", "eviltwin", "witch", "fanggu", "vigormortis", "vortox", "nightwatchman",
                     "balloonist", "lunatic", "marionette", "godfather", "assassin", "zombuul", "shabaloth",
                     "po", "general", "choirboy", "king", "huntsman", "goblin", "lilmonsta", "riot", "lleech"],
                    source="tor-wide")
# Seats: 0 Imp, 1 Poisoner, 2 Empath, 3 Fortune Teller, 4 Monk, 5 Saint, 6 Chef, 7 Soldier.
SEATING = ["imp", "poisoner", "empath", "fortuneteller", "monk", "saint", "chef", "soldier"]
IMP, POISONER, EMPATH, FORTUNETELLER, MONK = 0, 1, 2, 3, 4


# ------------------------------------------------------------------ helpers
def _names(characters: Iterable[str]) -> list[tuple[str, re.Pattern[str]]]:
    cat = load_catalogue()
    return [(c, re.compile(rf"\b{re.escape(cat.get(c).name)}\b")) for c in characters if c]


def _values(data: Any) -> Iterable[Any]:
    if isinstance(data, dict):
        for k, v in data.items():
            yield k
            yield from _values(v)
    elif isinstance(data, (list, tuple, set, frozenset)):
        for v in data:
            yield from _values(v)
    else:
        yield data


def _names_any(text: str, data: Any, hidden: list[tuple[str, re.Pattern[str]]]) -> str | None:
    values = set(str(v) for v in _values(data))
    for c, pattern in hidden:
        if c in values or pattern.search(text):
            return c
    return None


# (Players' own words and public claims may name anything; they are not the engine telling.
# The Djinn's rules are public facts of the script, the same for every seat. A look at the
# whole Grimoire, the Spy's or the Widow's, shows it whole: docs/rulings/tor.md.)
_PLAYERS_WORDS = ("statement", "said", "whisper", "djinn_rule", "grimoire_shown")


def _check_decision(game: Game, d: Decision) -> None:
    """A decision shown to a seat whose identity is hidden names none of its characters."""
    seat = d.chooser
    if seat == STORYTELLER or not game.identity_hidden(seat):
        return
    s = game.state.seats[seat]
    hidden = _names({s.character, s.believed})
    # (Labels of offered characters or texts name choices, not the chooser: those of seats,
    # of "no one" and of yes/no are checked.)
    labels = " ".join(str(v) for k, v in (d.labels or {}).items() if k is None or isinstance(k, (bool, int)))
    found = _names_any(f"{d.step} {d.prompt} {labels}", {"step": d.step}, hidden)
    assert found is None, f"seat {seat} is shown its {found} in {d.step!r}: {d.prompt!r}"
    assert d.step not in (s.character, s.believed)


def _check_events(game: Game, events: list[Event], revealed: set[int],
                  known: dict[int, set[str]]) -> None:
    """Events told to a seat before it learned its identity name none of its characters."""
    for e in events:
        if e.kind == "learned" and e.data.get("what") == "identity":
            revealed.add(e.data["seat"])
            continue
        if e.kind in _PLAYERS_WORDS or e.kind == "game_over":
            continue  # (the game's end is told once no secret matters any more)
        audience = range(len(game.state.seats)) if e.public else e.seats
        for seat in audience:
            if seat in revealed or game.state.seats[seat].traveller:
                continue
            name = game.state.seats[seat].name
            found = [c for c in known[seat] if names_seat_as(e, seat, name, c)]
            assert not found, f"seat {seat} was told its {found}: {e.kind} {e.text!r} {e.data}"


def walk(game: Game, players: dict[int, Any], storyteller: Any, limit: int = 100_000) -> tuple[Game, set[int]]:
    """Play ``game`` to its end checking, before each answer, the pending decision and, after
    it, every new event against what each hidden seat may not be told."""
    revealed: set[int] = set()
    known: dict[int, set[str]] = {s.index: set() for s in game.state.seats}
    seen = 0
    for _ in range(limit):
        for s in game.state.seats:
            if s.index not in revealed:
                known[s.index] |= {s.character, s.believed} - {""}
        _check_events(game, game.events[seen:], revealed, known)
        seen = len(game.events)
        for s in game.state.seats:
            view = game.view(s.index)
            if game.identity_hidden(s.index):
                assert view.character == "" and view.alignment == "" and view.ability == ""
            elif not s.traveller and s.index in revealed:
                assert view.character == s.believed and view.alignment == s.believed_alignment
        d = game.pending
        if d is None:
            return game, revealed
        _check_decision(game, d)
        agent = storyteller if d.chooser == STORYTELLER else players[d.chooser]
        game.answer(agent.decide(None if d.chooser == STORYTELLER else game.view(d.chooser), d))
    raise AssertionError("game did not end")


# ------------------------------------------------------------------ the deal and the view
def test_players_are_dealt_no_character_or_alignment() -> None:
    game = seated(SEATING, SCRIPT)
    assert game.state.storyteller_characters == ["tor"]
    for seat in range(len(SEATING)):
        view = game.view(seat)
        assert (view.character, view.alignment, view.ability) == ("", "", "")
        dealt = [e for e in view.events if e.kind == "dealt"]
        assert [e.text for e in dealt] == ["You do not know your character or alignment."]
        assert "character" not in dealt[0].data and "alignment" not in dealt[0].data
    # The Grimoire keeps the truth.
    assert [s.character for s in game.storyteller_view().seats] == SEATING


def test_without_the_tor_players_are_dealt_as_usual() -> None:
    game = seated(SEATING, PLAIN)
    view = game.view(EMPATH)
    assert view.character == "empath" and view.alignment == "good"
    assert [e.text for e in view.events if e.kind == "dealt"] == ["You are the Empath."]


def test_minion_and_demon_info_are_skipped() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [("tor", POISONER)])
    for seat in (IMP, POISONER):
        kinds = [e.kind for e in game.view(seat).events]
        assert "minioninfo" not in kinds and "demoninfo" not in kinds
        assert not [e for e in game.view(seat).events if e.data.get("bluffs")]
    plain = seated(SEATING, PLAIN)
    to_day(plain, 1, [("poisoner", EMPATH)])
    assert any("bluff" in e.text.lower() or e.data.get("bluffs") for e in plain.view(IMP).events)


# ------------------------------------------------------------------ abilities still work, unnamed
def test_abilities_act_without_being_named() -> None:
    game = seated(SEATING, SCRIPT)
    d = advance(game, until=("tor", POISONER))
    assert d is not None and d.prompt == "Your ability: choose a player"
    assert "Poisoner" not in d.prompt and d.step == "tor"
    game.answer(EMPATH)
    # The Poisoner's poison works: the Empath may be told anything.
    d = advance(game, until=lambda d: d.chooser == STORYTELLER and d.subject == EMPATH)
    assert d is not None and "poisoned" in d.why
    d = advance(game, until=("tor", FORTUNETELLER))
    assert d is not None and d.count == (2, 2) and "Fortune Teller" not in d.prompt


def test_information_is_still_learned_but_not_named() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [(("tor", POISONER), MONK)])
    got = learned(game, EMPATH)
    assert got and all("Empath" not in e.text and "empath" not in e.data for e in got)
    assert got[-1].data.get("value") == 1  # the Imp (seat 0) is not its neighbour; the Poisoner is


# ------------------------------------------------------------------ learning at death
def test_a_player_killed_at_night_learns_their_character_and_alignment() -> None:
    game = seated(SEATING, SCRIPT)
    to_night(game, 2, [(("tor", POISONER), MONK)])
    advance(game, [(("tor", POISONER), MONK), (("tor", MONK), FORTUNETELLER), (("tor", IMP), EMPATH)], until="talk")
    assert not game.state.seats[EMPATH].alive
    told = [e for e in game.view(EMPATH).events if e.data.get("what") == "identity"]
    assert [e.text for e in told] == ["You are the Empath, and you are good."]
    view = game.view(EMPATH)
    assert view.character == "empath" and view.alignment == "good" and view.ability
    # Nobody else learns it.
    assert all(e not in game.view(seat).events for seat in range(len(SEATING)) if seat != EMPATH for e in told)
    assert game.view(MONK).character == ""


def test_an_executed_player_learns_their_character() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [(("tor", POISONER), MONK)])
    advance(game, execution_plan(game, EMPATH, POISONER), until=lambda d: game.state.phase == "night")
    assert not game.state.seats[POISONER].alive
    assert [e.text for e in game.view(POISONER).events if e.data.get("what") == "identity"] == [
        "You are the Poisoner, and you are evil."]


def test_a_drunk_learns_the_truth_at_death() -> None:
    # Wiki: the information at death is correct even for a drunk or poisoned player.
    game = seated(["imp", "poisoner", ("drunk", "empath"), "fortuneteller", "monk", "saint", "chef"], SCRIPT)
    to_night(game, 2, [(("tor", POISONER), MONK)])
    advance(game, [(("tor", POISONER), MONK), (("tor", MONK), FORTUNETELLER), (("tor", IMP), EMPATH)], until="talk")
    assert [e.text for e in game.view(EMPATH).events if e.data.get("what") == "identity"] == [
        "You are the Drunk, and you are good."]
    view = game.view(EMPATH)
    assert view.character == "drunk" and game.state.seats[EMPATH].believed == "drunk"


def test_a_poisoned_player_learns_the_truth_at_death() -> None:
    game = seated(SEATING, SCRIPT, poisoned=[EMPATH])
    to_night(game, 2, [(("tor", POISONER), EMPATH)])
    advance(game, [(("tor", POISONER), EMPATH), (("tor", MONK), FORTUNETELLER), (("tor", IMP), EMPATH)],
            until="talk")
    assert [e.text for e in game.view(EMPATH).events if e.data.get("what") == "identity"] == [
        "You are the Empath, and you are good."]


def test_a_change_of_character_is_not_told() -> None:
    # The Imp kills itself: the Poisoner becomes the Imp, and is not told.
    game = seated(SEATING, SCRIPT)
    to_night(game, 2, [(("tor", POISONER), MONK)])
    advance(game, [(("tor", POISONER), MONK), (("tor", MONK), FORTUNETELLER), (("tor", IMP), IMP)], until="talk")
    assert game.state.seats[POISONER].character == "imp"
    assert not [e for e in game.view(POISONER).events if e.kind == "character_changed"]
    assert game.view(POISONER).character == ""
    assert any(e.kind == "character_changed" for e in game.events)  # (the Storyteller's log has it)


# ------------------------------------------------------------------ whole games
@pytest.mark.parametrize("script", [SCRIPT, WIDE], ids=["trouble", "wide"])
@pytest.mark.parametrize("players", [7, 10, 13])
def test_hidden_information_a_whole_game_never_shows_a_seat_its_identity(players: int, script: Any) -> None:
    for seed in range(3):
        game = Game(script, players)
        bots = {i: RandomAgent(f"{seed}:seat{i}") for i in range(players)}
        game, revealed = walk(game, bots, RandomStoryteller(f"{seed}:storyteller"))
        assert game.winner in ("good", "evil")
        check_game(game)
        # Every dead seat was told; the Storyteller's view still has every character.
        dead = {s.index for s in game.state.seats if not s.alive}
        assert dead <= revealed
        assert all(s.character for s in game.storyteller_view().seats)
        grimoire = [e for e in game.events if not e.public and not e.seats and e.text.startswith("Grimoire:")]
        dealt = [(d.step.removeprefix("setup.deal."), a) for d, a in zip(game.decisions, game.answers)
                 if d.step.startswith("setup.deal.")]
        assert dealt and all(d.chooser == STORYTELLER for d in game.decisions if d.step.startswith("setup.deal."))
        assert len(grimoire) == 1 and all(
            f"{game.state.seats[seat].name}={load_catalogue().get(c).name}" in grimoire[0].text for c, seat in dealt)


@pytest.mark.parametrize("script", [SCRIPT, WIDE], ids=["trouble", "wide"])
@pytest.mark.parametrize("players", [6, 9])
def test_hidden_information_heuristic_bots_never_see_their_identity(players: int, script: Any) -> None:
    for seed in range(2):
        game = Game(script, players)
        game, _ = walk(game, player_agents("heuristic", seed, players),
                       storyteller_agent("balanced", seed, game))
        assert game.winner in ("good", "evil")
        check_game(game)


@pytest.mark.parametrize("script", [SCRIPT, WIDE], ids=["trouble", "wide"])
@pytest.mark.parametrize("players", [5, 8, 12])
def test_random_bots_reach_a_winner_with_invariants(players: int, script: Any) -> None:
    for seed in range(2):
        game = play_checked(script, players, seed, probe_every=40)
        check_game(game)
        assert game.winner in ("good", "evil")


# ------------------------------------------------------------------ the wiki's example
WIKI = parse_script([{"id": "_meta", "name": "tor wiki"}, "tor", "general", "monk", "slayer", "chef", "empath",
                     "saint", "poisoner", "imp"], source="tor-wiki")
# Julian, Alex, Evin, Lachlan, Sarah, Marianna, Amy.
WIKI_SEATING = ["chef", "poisoner", "general", "slayer", "monk", "empath", "imp"]
EVIN, LACHLAN, SARAH, AMY = 2, 3, 4, 6


def test_wiki_example_players_act_unknowing_and_a_guessed_slayer_shot_works() -> None:
    game = seated(WIKI_SEATING, WIKI)
    to_day(game, 1, [(("tor", 1), 0)])
    # Evin (the General) learned a signal without being told why.
    got = learned(game, EVIN)
    assert got and all("General" not in e.text for e in got)
    assert game.view(EVIN).character == ""
    # Lachlan, the Slayer, is not prompted to shoot unless he claims it.
    assert not [d for d in game.decisions if d.chooser == LACHLAN and d.kind.value == "day_ability"]
    # Sarah (the Monk) is executed and learns she is the good Monk.
    to_night(game, 2, execution_plan(game, 0, SARAH))
    assert [e.text for e in game.view(SARAH).events if e.data.get("what") == "identity"] == [
        "You are the Monk, and you are good."]
    # Day 2: Lachlan claims the Slayer and chooses Amy, the Imp: she dies and good wins.
    to_day(game, 2, [(("tor", 1), 0), (("tor", AMY), 0)])
    advance(game, [(("talk", LACHLAN), ("claim", "slayer")), (("tor", LACHLAN), AMY)],
            until=lambda d: game.over or d.step == "nominate")
    assert not game.state.seats[AMY].alive and game.winner == "good"
    names = [s.name for s in game.state.seats]
    assert f"{names[LACHLAN]} chooses {names[AMY]}." in [e.text for e in game.events if e.public]


def test_a_traveller_knows_their_character() -> None:
    # A Traveller's character is public (RULES.md): the Tor does not hide it.
    game = Game(SCRIPT, 7, travellers=1)
    advance(game, until=lambda d: game.state.phase == "night")
    traveller = next(s for s in game.state.seats if s.traveller)
    assert not game.identity_hidden(traveller.index)
    view = game.view(traveller.index)
    assert view.character == traveller.character and view.alignment == traveller.alignment
    assert all(game.view(s.index).character == "" for s in game.state.seats if not s.traveller)
