"""Ferryman (Fabled): "On the final day, all dead players regain their vote token." (almanac).

Our reading: the final day is a day that starts with three or fewer players alive
(Travellers aside). At its start, before nominations, every dead player who spent their vote
token gets it back, announced to all. A Fabled: never drunk or poisoned.
"""

from clocktower.decisions import STORYTELLER
from clocktower.script import parse_script
from clocktower.testing import advance, seated, to_day

SCRIPT = parse_script([{"id": "_meta", "name": "ferryman test"}, "empath", "chef", "monk", "soldier", "saint",
                       "poisoner", "imp"], source="ferryman-test")
# Seats: 0 Imp, 1 Poisoner, 2 Empath, 3 Chef, 4 Monk, 5 Soldier, 6 Saint
SEATING = ["imp", "poisoner", "empath", "chef", "monk", "soldier", "saint"]


def _kill(game, seats, spent=()):
    for s in seats:
        game.state.seats[s].alive = False
        game.state.seats[s].ghost_vote = s not in spent


def _to_nominations(game, day, plan=()):
    return advance(game, plan, until=lambda d: game.state.day == day and d.step == "nominate")


def test_final_day_dead_players_regain_their_vote_tokens() -> None:
    game = seated(SEATING, SCRIPT, fabled=["ferryman"])
    to_day(game, 1)
    _kill(game, (3, 4, 5, 6), spent=(3, 5))
    _to_nominations(game, 1)
    assert all(game.state.seats[s].ghost_vote for s in (3, 4, 5, 6))
    for seat in range(7):
        assert [e.data["seats"] for e in game.view(seat).events if e.kind == "ferryman"] == [[3, 5]]


def test_not_before_the_final_day() -> None:
    game = seated(SEATING, SCRIPT, fabled=["ferryman"])
    to_day(game, 1)
    _kill(game, (4, 5, 6), spent=(4,))
    _to_nominations(game, 1)
    assert not game.state.seats[4].ghost_vote
    assert not any(e.kind == "ferryman" for e in game.events)


def test_not_drunk_or_poisoned() -> None:
    game = seated(SEATING, SCRIPT, fabled=["ferryman"])
    to_day(game, 1, [("poisoner", 2)])
    _kill(game, (3, 4, 5, 6), spent=(3,))
    _to_nominations(game, 1)
    assert game.ctx(STORYTELLER, "ferryman").functioning and game.state.seats[3].ghost_vote


def test_almanac_new_players_forgot_they_were_dead() -> None:
    # Amy and Doug spent their votes; the Storyteller adds the Ferryman; on the final day,
    # with three alive, they get their vote tokens back.
    game = seated(SEATING, SCRIPT, fabled=["ferryman"])
    assert "ferryman" in game.state.storyteller_characters
    to_day(game, 1)
    _kill(game, (3, 4, 5, 6), spent=(3, 6))
    _to_nominations(game, 1)
    d = advance(game, [(("nominate", 2), 0)], until=("vote", 3))
    assert set(d.options) == {True, False}  # Amy (dead, her token back) may vote again


def test_almanac_seventeen_dead_ten_votes_spent() -> None:
    # (The engine seats at most 15 players: twelve dead here, ten of whom spent their vote.)
    names = ["imp", "poisoner", "spy", "baron", "empath", "chef", "monk", "soldier", "saint", "washerwoman",
             "librarian", "investigator", "undertaker", "ravenkeeper", "virgin"]
    script = parse_script([{"id": "_meta", "name": "big"}, *names], source="ferryman-big")
    game = seated(names, script, fabled=["ferryman"])
    to_day(game, 1)
    dead = list(range(3, 15))
    _kill(game, dead, spent=dead[:10])
    _to_nominations(game, 1)
    assert all(game.state.seats[s].ghost_vote for s in dead)
    assert len([e for e in game.events if e.kind == "ferryman"][0].data["seats"]) == 10
