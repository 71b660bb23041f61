"""Yaggababble: "You start knowing a secret phrase. For each time you said it publicly today, a
player might die." (almanac, Seed 000).

Saying the phrase is a structured public statement ``("say", phrase, times)`` that every
seat may make; only the Yaggababble's own phrase from its own seat counts. The Storyteller may
kill once per saying, right after the talk or at the Yaggababble's night place; the
Yaggababble's state at the moment of the kill decides. Jinx Yaggababble-Exorcist: an
Exorcist-chosen Yaggababble kills nobody that night.
"""

from typing import Any

from clocktower.characters.demon.yaggababble import PHRASES
from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.state import DRUNK, Effect
from clocktower.testing import advance, is_alive, learned, seated, to_day, to_night

# Seats: 0 Yaggababble, 1 Poisoner, 2 Sailor, 3 Tea Lady, 4 Courtier, 5 Exorcist, 6 Acrobat
SEATING = ["yaggababble", "poisoner", "sailor", "tealady", "courtier", "exorcist", "acrobat"]
PHRASE = "fake news"


def night(n: int, poison: int = 6) -> list[tuple[Any, Any]]:
    """The Poisoner poisons the Acrobat, the Sailor drinks with the Courtier (the Courtier is
    drunk), the Acrobat and the Exorcist pick harmless players. (The Tea Lady protects the
    Sailor and the Courtier.)"""
    plan: list[tuple[Any, Any]] = [("poisoner", poison), ("sailor", 4), ("sailor.drunk", 4)]
    if n == 1:
        plan.append(("yaggababble.phrase", PHRASE))
    else:
        plan += [("acrobat", 3), ("exorcist", 6 if n % 2 else 2)]
    return plan


def said(times: int, phrase: str = PHRASE, seat: int = 0) -> tuple[Any, Any]:
    return (("talk", seat), ("say", phrase, times))


def kill_decisions(game: Any) -> list[Any]:
    return [d for d in game.decisions if d.step == "yaggababble.kill"]


def test_learns_the_phrase_the_storyteller_picks_on_night_1() -> None:
    game = seated(SEATING, script="seed-000")
    d = advance(game, until="yaggababble.phrase")
    assert d.chooser == STORYTELLER and d.options == PHRASES
    game.answer(PHRASE)
    assert [(e.text, e.data["value"]) for e in learned(game, 0)] == [(f'Your secret phrase is "{PHRASE}".', PHRASE)]
    assert 0 in game.state.woke_tonight


def test_every_seat_may_say_any_phrase() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, night(1))
    for seat in range(7):
        d = advance(game, until=("talk", seat))
        assert d.kind == DecisionKind.STATEMENT
        assert {("say", p, k) for p in PHRASES for k in (1, 2, 3)} <= set(d.options)
        game.answer(("pass",))


def test_scripts_without_the_yaggababble_offer_no_phrases() -> None:
    game = seated(["imp", "poisoner", "chambermaid", "soldier", "exorcist"])
    to_day(game, 1)
    assert not any(o[0] == "say" for o in game.pending.options)


def test_each_saying_allows_one_kill_tonight() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, night(1))
    advance(game, [said(2)], until=lambda d: game.state.phase == "night")
    statement = [e for e in game.events if e.kind == "statement"][-1]
    assert statement.public and statement.text == 'Alice says "fake news" (2 times).'
    to_night(game, 2)
    d = advance(game, night(2), until="yaggababble.kill")
    assert d.chooser == STORYTELLER and d.options == (None, 0, 1, 2, 3, 4, 5, 6)
    game.answer(6)
    d = game.pending
    assert d.step == "yaggababble.kill"
    game.answer(5)
    advance(game, until=lambda d: game.state.phase == "day")
    assert not is_alive(game, 6) and not is_alive(game, 5)
    assert 0 not in game.state.woke_tonight  # it does not wake for its kills


def test_day_kill_right_after_the_talk() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, night(1))
    d = advance(game, [said(2)], until="yaggababble.kill")
    assert game.state.phase == "day" and d.options == (None, 0, 1, 2, 3, 4, 5, 6)
    game.answer(6)
    assert not is_alive(game, 6)
    assert [e.text for e in game.view(3).events if e.kind == "died"] == ["Grace dies."]
    game.answer(None)  # the second kill waits for the night
    to_night(game, 2)
    advance(game, [item for item in night(2) if item[0] != "acrobat"], until="yaggababble.kill")
    assert len(kill_decisions(game)) == 2  # one kill left: the third decision is this one
    game.answer(5)
    assert game.pending is None or game.pending.step != "yaggababble.kill"


def test_storyteller_may_kill_nobody() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, night(1))
    to_day(game, 2, [said(3)] + night(2))
    assert all(s.alive for s in game.state.seats)
    assert [d.options[0] for d in kill_decisions(game)] == [None, None]  # day, then night: no one


def test_other_phrases_and_other_seats_do_not_count() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, night(1))
    to_day(game, 2, [said(3, PHRASES[0]), said(3, PHRASE, seat=2)] + night(2))
    assert kill_decisions(game) == []


def test_sayings_of_an_earlier_day_do_not_count() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, night(1))
    to_day(game, 2, [said(1), ("yaggababble.kill", None), ("yaggababble.kill", None)] + night(2))
    to_day(game, 3, night(3))
    assert len(kill_decisions(game)) == 2


def test_poisoned_at_night_kills_nobody_even_if_healthy_when_speaking() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, night(1))
    advance(game, [said(1), ("yaggababble.kill", None)], until=lambda d: game.state.phase == "night")
    to_day(game, 2, night(2, poison=0))  # the Poisoner poisons its Demon before it kills
    assert len(kill_decisions(game)) == 1 and all(s.alive for s in game.state.seats)


def test_drunk_at_night_kills_nobody() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, night(1))
    advance(game, [said(1), ("yaggababble.kill", None)], until=lambda d: game.state.phase == "night")
    game.state.effects.append(Effect(DRUNK, 0, None, None, ("dusk", 2), needs_source=False))
    to_day(game, 2, night(2))
    assert len(kill_decisions(game)) == 1


def test_poisoned_when_speaking_healthy_at_night_kills() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, night(1, poison=0))  # poisoned through day 1
    advance(game, [said(1)], until=lambda d: game.state.phase == "night")
    assert kill_decisions(game) == []  # no day kill while poisoned
    to_night(game, 2)
    advance(game, night(2), until="yaggababble.kill")
    game.answer(3)
    advance(game, until=lambda d: game.state.phase == "day")
    assert not is_alive(game, 3)


def test_dead_yaggababble_kills_nobody() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, night(1))
    game.state.seats[0].alive = False  # as if it died after speaking
    # No Demon is alive, so good wins at the next check; no kill is offered before that.
    advance(game, [said(1)])
    assert kill_decisions(game) == [] and game.winner == "good"


def test_protected_player_survives() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, night(1))
    advance(game, [said(1), ("yaggababble.kill", None)], until=lambda d: game.state.phase == "night")
    to_day(game, 2, night(2) + [("yaggababble.kill", 2)])  # the sober Sailor can't die
    assert is_alive(game, 2)


def test_jinx_yaggababble_exorcist_chosen_yaggababble_kills_nobody_tonight() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, night(1))
    advance(game, [said(2), ("yaggababble.kill", None)], until=lambda d: game.state.phase == "night")
    plan = [item for item in night(2) if item[0] != "exorcist"] + [("exorcist", 0)]
    to_day(game, 2, plan)
    assert len(kill_decisions(game)) == 1  # only the day's offer, none at night
    assert all(s.alive for s in game.state.seats)
    assert any(e.kind == "learned" and e.data.get("what") == "exorcist" for e in game.view(0).events)


def test_jinx_yaggababble_exorcist_choosing_someone_else_does_not_stop_kills() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, night(1))
    advance(game, [said(1), ("yaggababble.kill", None)], until=lambda d: game.state.phase == "night")
    to_day(game, 2, night(2) + [("yaggababble.kill", 5)])
    assert not is_alive(game, 5)


def test_jinx_yaggababble_exorcist_poisoned_exorcist_does_not_stop_kills() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, night(1))
    advance(game, [said(1), ("yaggababble.kill", None)], until=lambda d: game.state.phase == "night")
    plan = [item for item in night(2, poison=5) if item[0] != "exorcist"] + [("exorcist", 0),
                                                                             ("yaggababble.kill", 6)]
    to_day(game, 2, plan)
    assert not is_alive(game, 6)


SNAKE = ["yaggababble", "poisoner", "sailor", "tealady", "snakecharmer", "exorcist", "acrobat"]


def test_new_yaggababble_is_shown_the_phrase_at_once() -> None:
    """Our reading (Yaggababble, How to Run: the phrase is written down at setup; Snake Charmer,
    How to Run: the tokens are swapped): a Snake Charmer who takes the Yaggababble is shown
    the same phrase when it becomes the Yaggababble, not a new one at its night place."""
    game = seated(SNAKE, script="seed-000")
    to_day(game, 1, [("poisoner", 6), ("sailor", 3), ("sailor.drunk", 3), ("yaggababble.phrase", PHRASE),
                     ("snakecharmer", 1)])
    to_night(game, 2)
    seen: list[str] = []
    advance(game, [("poisoner", 6), ("sailor", 3), ("sailor.drunk", 3), ("snakecharmer", 0)],
            until=lambda d: seen.append(d.step) or d.step == "acrobat")
    assert game.state.seats[4].character == "yaggababble"
    assert learned(game, 4)[-1].data["value"] == PHRASE
    advance(game, [("acrobat", 3), ("exorcist", 2)], until=lambda d: seen.append(d.step) or d.step == "talk")
    assert "yaggababble.phrase" not in seen


def test_yaggababble_taken_on_the_first_night_knows_the_phrase_on_day_1() -> None:
    """The Yaggababble learns its phrase before the Snake Charmer wakes on night 1; a swap that
    night shows the new Yaggababble the phrase at once, so it can say it on day 1."""
    game = seated(SNAKE, script="seed-000")
    to_day(game, 1, [("poisoner", 6), ("sailor", 3), ("sailor.drunk", 3), ("yaggababble.phrase", PHRASE),
                     ("snakecharmer", 0)])
    assert game.state.seats[4].character == "yaggababble"
    assert learned(game, 4)[-1].data["value"] == PHRASE
    d = advance(game, [said(1, seat=4)], until="yaggababble.kill")
    assert d.chooser == STORYTELLER and None in d.options


def test_kills_the_old_yaggababble_earned_today_may_be_used_by_the_new_one_tonight() -> None:
    """How to Run: each time the phrase is said a DEAD reminder goes in the Grimoire, to be
    placed tonight; only the Yaggababble's state at the kill matters. The old Yaggababble says
    it once on day 1 (no kill by day); on night 2 the Snake Charmer takes the Yaggababble
    before its turn: the Storyteller may still kill one player tonight."""
    game = seated(SNAKE, script="seed-000")
    to_day(game, 1, [("poisoner", 6), ("sailor", 3), ("sailor.drunk", 3), ("yaggababble.phrase", PHRASE),
                     ("snakecharmer", 1)])
    advance(game, [said(1), ("yaggababble.kill", None)], until=lambda d: game.state.phase == "night")
    d = advance(game, [("poisoner", 6), ("sailor", 3), ("sailor.drunk", 3), ("snakecharmer", 0),
                       ("acrobat", 3), ("exorcist", 2)], until="yaggababble.kill")
    assert game.state.seats[4].character == "yaggababble" and d.subject == 4
    assert set(d.options) >= {None, 1, 2, 3, 5, 6}
    game.answer(1)
    assert not is_alive(game, 1)
    # From day 2 on, only the new Yaggababble's sayings count: the old one's do not.
    to_day(game, 2)
    seen: list[str] = []
    advance(game, [said(2, seat=0)], until=lambda d: seen.append(d.step) or d.step == "nominate")
    assert "yaggababble.kill" not in seen


def test_ruling_tea_lady_evil_townsfolk_neighbour() -> None:
    # The Bounty Hunter's setup made the Tea Lady's clockwise neighbour (the Acrobat) evil; her
    # other neighbour is a good Courtier. The Yaggababble says its phrase once and the
    # Storyteller kills the Courtier: she dies. Once the evil Acrobat is dead, both alive
    # neighbours (Minstrel, Bounty Hunter) are good: the next phrase kill fails.
    seating = ["yaggababble", "minstrel", "courtier", "tealady", "acrobat", "bountyhunter", "preacher"]
    game = seated(seating, script="seed-000")
    to_day(game, 1, [("bountyhunter.evil", 4), ("yaggababble.phrase", PHRASE)])
    assert game.state.seats[4].alignment == "evil"
    advance(game, [said(1), ("yaggababble.kill", 2)], until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 2)
    to_day(game, 2, [("acrobat", 3)])
    voters = [s.index for s in game.state.seats if s.alive or s.ghost_vote]
    plan = [said(1), ("yaggababble.kill", None), (("nominate", 1), 4)] + [(("vote", v), True) for v in voters]
    advance(game, plan, until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 4)
    to_day(game, 3, [("yaggababble.kill", 1)])
    assert is_alive(game, 1)
