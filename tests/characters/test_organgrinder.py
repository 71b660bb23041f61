"""Organ Grinder: "All players keep their eyes closed when voting and the vote tally is
secret. Each night, choose if you are drunk until dusk." (almanac, Organ Grinder).

While the Organ Grinder is alive, sober and healthy, each vote is held with eyes closed:
the table learns only that a secret vote happened and, when nominations close, who is
executed; the hands, the count and who is about to die reach the Storyteller alone (the
engine's ``secret_vote``: no seat view, terminal line or web page shows them). Each night it
nods to be drunk until dusk (votes are then open) or shakes its head. Butler jinx: in a
secret vote the Butler votes freely and the hand counts only if the master voted too.
Rulings: docs/rulings/carousel-minions.md.
"""

from typing import Any

from clocktower.script import parse_script
from clocktower.terminal import hands_raised
from clocktower.testing import advance, set_up, to_day
from clocktower.web.views import grimoire_snapshot, seat_snapshot

from .carousel_minions_helpers import execute, game_of, seen

# Seats: 0 Imp, 1 Organ Grinder, 2 Chef, 3 Empath, 4 Soldier, 5 Monk, 6 Ravenkeeper, 7 Butler.
SEATING: list[Any] = ["imp", "organgrinder", "chef", "empath", "soldier", "monk", "ravenkeeper", "butler"]
OG = 1
BUTLER = 7


def _votes(yes: set[int], n: int = 8) -> list[Any]:
    return [(("vote", s), s in yes) for s in range(n)]


def _leaks(game: Any, seat: int) -> list[Any]:
    """Events a seat saw that tell hands or counts."""
    return [e for e in seen(game, seat) if e.kind == "voted" or "voters" in e.data or "tally" in e.data]


def test_healthy_votes_are_secret_to_every_seat_but_the_storyteller_knows() -> None:
    game = game_of(SEATING)
    d = advance(game, until=("organgrinder", OG))
    assert d is not None and d.options == (False, True)
    to_day(game, 1, plan=[(("organgrinder", OG), False), ("butler", 2)])
    advance(game, [(("nominate", 0), 3), *_votes({0, 2, 3, 4, 5})], until=lambda d: d.step == "nominate"
            and d.chooser == 1)
    for seat in range(8):
        assert _leaks(game, seat) == []
        assert [e.data.get("over", False) for e in seen(game, seat, "secret_vote")] == [False, True]
    voted = [e for e in game.events if e.kind == "voted"]
    assert len(voted) == 1 and not voted[0].public and voted[0].seats == ()
    assert voted[0].data["voters"] == [4, 5, 0, 2, 3] and voted[0].data["about_to_die"] == 3


def test_almanac_three_secret_votes_then_the_imp_is_executed_good_wins() -> None:
    """Almanac: eight alive; the Noble gets 5 votes, the Imp 7, the Pixie 4, all with eyes
    closed; after nominations close the Storyteller declares the Imp executed: good wins.
    (Here the Chef, the Imp and the Empath.)"""
    game = game_of(SEATING)
    to_day(game, 1, plan=[(("organgrinder", OG), False), ("butler", 2)])
    plan = [(("nominate", 0), 2), *_votes({2, 3, 4, 5, 6}),
            (("nominate", 1), 0), *_votes({1, 2, 3, 4, 5, 6, 7}),
            (("nominate", 2), 3), *_votes({3, 4, 5, 6})]
    advance(game, plan, until=lambda d: False)
    assert game.winner == "good" and game.state.executions == [(1, 0, "imp")]
    assert all(_leaks(game, seat) == [] for seat in range(8))
    assert any(e.kind == "executed" and e.data["seat"] == 0 for e in seen(game, 4))


def test_almanac_no_other_way_to_see_who_votes() -> None:
    """Almanac: players may not find out who votes by touch or sound. The engine's other
    windows on a vote under way (the terminal's raised hands, a seat's web page) show no
    hand either; the Storyteller's page does."""
    game = game_of(SEATING)
    to_day(game, 1, plan=[(("organgrinder", OG), False), ("butler", 2)])
    d = advance(game, [(("nominate", 0), 3), (("vote", 4), True), (("vote", 5), True)],
                until=("vote", 6))
    assert d is not None and game.state.nominations[-1].voters == [4, 5]
    assert hands_raised(game) == (3, [])
    page = seat_snapshot(game, 5, game_id="g", ref="r")
    assert page["vote"]["yes"] == [] and page["vote"]["secret"] is True
    grimoire = grimoire_snapshot(game, game_id="g", bots=frozenset(), mode="bots", tokens=tuple("t" * 8))
    assert len(grimoire["vote"]["yes"]) == 2


def test_nodding_drunk_opens_the_votes_until_dusk() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[(("organgrinder", OG), True), ("butler", 2)])
    assert [r.token for r in game.state.reminders if r.character == "organgrinder"] == ["Drunk"]
    execute(game, 0, 3)
    assert [e.data["voters"] for e in seen(game, 5, "voted")]
    assert not seen(game, 5, "secret_vote")
    to_day(game, 2, plan=[(("organgrinder", OG), False), ("imp", 6), ("butler", 2)])
    advance(game, [(("nominate", 1), 4), *_votes({0, 1, 2, 4})], until=lambda d: d.step == "nominate"
            and d.chooser == 2)
    assert len(seen(game, 5, "voted")) == 1 and len(seen(game, 5, "secret_vote")) == 2


def test_drunk_organ_grinder_votes_are_open() -> None:
    game = game_of(SEATING, drunk=[OG])
    to_day(game, 1, plan=[(("organgrinder", OG), False), ("butler", 2)])
    execute(game, 0, 3)
    assert seen(game, 5, "voted") and not seen(game, 5, "secret_vote")


def test_poisoned_organ_grinder_votes_are_open() -> None:
    game = game_of(SEATING, poisoned=[OG])
    to_day(game, 1, plan=[(("organgrinder", OG), False), ("butler", 2)])
    execute(game, 0, 3)
    assert seen(game, 5, "voted") and not seen(game, 5, "secret_vote")


def test_dead_organ_grinder_votes_are_open() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[(("organgrinder", OG), False), ("butler", 2)])
    game.state.seats[OG].alive = False
    execute(game, 0, 3)
    assert seen(game, 5, "voted") and not seen(game, 5, "secret_vote")


def test_jinx_butler_organgrinder_butler_votes_freely_counted_only_with_the_master() -> None:
    # The count goes 4, 5, 6, 7 (Butler), 0, 1, 2 (the master, the Chef), 3 (the nominee).
    game = game_of(SEATING)
    to_day(game, 1, plan=[(("organgrinder", OG), False), ("butler", 2)])
    d = advance(game, [(("nominate", 0), 3), (("vote", 4), True), (("vote", 5), True), (("vote", 6), False)],
                until=("vote", BUTLER))
    assert d is not None and d.options == (True, False)  # the master's hand was not asked early
    advance(game, [(("vote", BUTLER), True), (("vote", 0), False), (("vote", 1), False), (("vote", 2), False),
                   (("vote", 3), True)], until=lambda d: d.step == "nominate" and d.chooser == 1)
    voted = [e for e in game.events if e.kind == "voted"][-1]
    assert voted.data["voters"] == [4, 5, BUTLER, 3] and voted.data["tally"] == 3
    # The master votes (after the Butler): the Butler's hand counts.
    game = game_of(SEATING)
    to_day(game, 1, plan=[(("organgrinder", OG), False), ("butler", 2)])
    advance(game, [(("nominate", 0), 3), *_votes({2, 3, BUTLER})],
            until=lambda d: d.step == "nominate" and d.chooser == 1)
    voted = [e for e in game.events if e.kind == "voted"][-1]
    assert voted.data["voters"] == [BUTLER, 2, 3] and voted.data["tally"] == 3


def test_butler_rule_unchanged_in_an_open_vote() -> None:
    game = game_of(SEATING, drunk=[OG])
    to_day(game, 1, plan=[(("organgrinder", OG), False), ("butler", 2)])
    d = advance(game, [(("nominate", 0), 3), (("vote", 4), True), (("vote", 5), True),
                       (("vote", 6), False), (("vote", 2), False)], until=("vote", BUTLER))
    assert d is not None and d.options == (False,)


# --- Jinx Alchemist-Organ Grinder -----------------------------------------------------------

_AO_SCRIPT = parse_script([{"id": "_meta", "name": "alchemist organ grinder"}, "chef", "empath", "soldier",
                           "monk", "alchemist", "washerwoman", "librarian", "investigator", "undertaker",
                           "butler", "recluse", "saint", "poisoner", "organgrinder", "spy", "imp"],
                          source="alchemist-organgrinder-test")
# Seats: 0 Imp, 1 Alchemist (Organ Grinder ability), 2 Organ Grinder, 3 Chef, 4 Empath, 5 Soldier, 6 Monk.
_AO_SEATING: list[Any] = ["imp", "alchemist", "organgrinder", "chef", "empath", "soldier", "monk"]


def _ao_day_one(alchemist_drunk: bool, grinder_drunk: bool) -> Any:
    game = game_of(_AO_SEATING, script=_AO_SCRIPT)
    d = game.pending
    assert d is not None and d.step == "alchemist.ability" and "organgrinder" in d.options
    game.answer("organgrinder")
    to_day(game, 1, plan=[(("organgrinder", 1), alchemist_drunk), (("organgrinder", 2), grinder_drunk)])
    advance(game, [(("nominate", 3), 0), *_votes({3, 4}, 7)], until=lambda d: d.step == "nominate"
            and d.chooser == 4)
    return game


def test_jinx_alchemist_organgrinder_the_organ_grinder_is_in_play_at_setup() -> None:
    for n in (7, 10, 12):
        game, _ = set_up(_AO_SCRIPT, n, {"setup.townsfolk": ["alchemist"], "setup.alchemist": ["organgrinder"]})
        chars = [s.character for s in game.state.seats]
        assert "organgrinder" in chars
        alchemist = chars.index("alchemist")
        assert [g.character for g in game.state.granted[alchemist]] == ["organgrinder"]


def test_jinx_alchemist_organgrinder_both_sober_both_drunk_votes_are_open() -> None:
    game = _ao_day_one(alchemist_drunk=False, grinder_drunk=False)
    assert not any(e.kind == "secret_vote" for e in game.events)
    voted = [e for e in game.events if e.kind == "voted"]
    assert len(voted) == 1 and voted[0].public


def test_jinx_alchemist_organgrinder_one_drunk_the_other_keeps_votes_secret() -> None:
    for alchemist_drunk, grinder_drunk in ((False, True), (True, False)):
        game = _ao_day_one(alchemist_drunk, grinder_drunk)
        assert all(_leaks(game, seat) == [] for seat in range(7))
        assert [e.data.get("over", False) for e in seen(game, 5, "secret_vote")] == [False, True]


def test_jinx_alchemist_organgrinder_both_drunk_votes_are_open() -> None:
    game = _ao_day_one(alchemist_drunk=True, grinder_drunk=True)
    assert not any(e.kind == "secret_vote" for e in game.events)
