"""Hell's Librarian (Fabled): "Something bad might happen to whoever talks when the
Storyteller has asked for silence." (almanac, Seed 000).

Our model: once a day, before nominations, the Storyteller may ask for silence (public).
Each player (dead ones too) then stays silent or speaks; speaking is public. For each
speaker the Storyteller picks a penalty among the almanac's suggestions: nothing, no vote
for the rest of the day, poisoned until dusk (loses the ability for the day), or death (an
ordinary death: protections apply). The Storyteller may leave a speaker's penalty for later:
it is then offered after each vote, as the nominations close and at the end of the day.
"""

from clocktower import rules
from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.state import DRUNK, Effect
from clocktower.testing import advance, is_alive

from .seed000_setup import day_talk, seat000

# Seats: 0 Pukka, 1 Mastermind (a Minion), 2 Preacher, 3 Courtier, 4 Mutant
SEATING = ["pukka", "mastermind", "preacher", "courtier", "mutant"]
SPEAK, SILENT = ("speak",), ("pass",)


def game_at_day_1():
    game = seat000(SEATING)
    game.state.effects.append(Effect(DRUNK, 0, None, None, None, needs_source=False))  # a harmless Pukka
    advance(game, until=day_talk(1, game))
    return game


def silence(speakers, penalties):
    plan = [("hellslibrarian.silence", True)]
    plan += [(("hellslibrarian", s), SPEAK if s in speakers else SILENT) for s in range(5)]
    plan += [("hellslibrarian.penalty", p) for p in penalties]
    return plan


def test_storyteller_may_ask_for_silence_once_a_day() -> None:
    game = game_at_day_1()
    d = advance(game, until="hellslibrarian.silence")
    assert d.chooser == STORYTELLER and d.options == (False, True)
    game.answer(False)
    assert not any(e.kind == "silence" for e in game.view(2).events)
    assert game.pending.step == "nominate"


def test_silence_and_speaking_are_public_events() -> None:
    game = game_at_day_1()
    advance(game, [("hellslibrarian.silence", True)], until="hellslibrarian")
    asked = []
    while game.pending.step == "hellslibrarian":
        d = game.pending
        assert d.kind == DecisionKind.STATEMENT and d.options == (SILENT, SPEAK)
        asked.append(d.chooser)
        game.answer(SPEAK if d.chooser == 3 else SILENT)
    assert asked == [0, 1, 2, 3, 4]
    kinds = [(e.kind, e.data) for e in game.view(4).events if e.kind in ("silence", "spoke_during_silence",
                                                                          "silence_ended")]
    assert kinds == [("silence", {"day": 1}), ("spoke_during_silence", {"seat": 3}),
                     ("silence_ended", {"speakers": [3]})]
    d = game.pending
    assert d.step == "hellslibrarian.penalty" and d.options == (None, "no_vote", "poisoned", "dies", "later")


def test_no_penalty_changes_nothing() -> None:
    game = game_at_day_1()
    advance(game, silence([3], [None]), until="nominate")
    assert not game.state.reminders or all(r.token != "Something Bad" for r in game.state.reminders)


def test_no_vote_for_the_rest_of_the_day() -> None:
    game = game_at_day_1()
    advance(game, silence([3], ["no_vote"]), until="nominate")
    assert [e.data for e in game.view(3).events if e.kind == "something_bad"] == [{"penalty": "no_vote"}]
    d = advance(game, [(("nominate", 0), 4)], until=lambda d: d.step == "vote" and d.chooser == 3)
    assert d.options == (False,)
    advance(game, until=day_talk(2, game))
    d = advance(game, [(("nominate", 1), 4)], until=lambda d: d.step == "vote" and d.chooser == 3)
    assert game.state.day == 2 and d.options == (True, False)  # only for that day


def test_poisoned_until_dusk() -> None:
    game = game_at_day_1()
    advance(game, silence([2], ["poisoned"]), until="nominate")
    assert rules.is_poisoned(game.state, 2)
    assert [e.data for e in game.view(2).events if e.kind == "something_bad"] == [{"penalty": "secret"}]
    advance(game, until=lambda d: game.state.night == 2)
    assert not rules.is_poisoned(game.state, 2)


def test_death_is_public_and_protections_apply() -> None:
    game = game_at_day_1()
    advance(game, silence([2, 4], ["dies", "dies"]), until="nominate")
    assert not is_alive(game, 2) and not is_alive(game, 4)
    assert [e.data["seat"] for e in game.view(0).events if e.kind == "died"] == [2, 4]
    # A sober Sailor cannot die of it.
    game = seat000(["pukka", "mastermind", "sailor", "courtier", "mutant"])
    game.state.effects.append(Effect(DRUNK, 0, None, None, None, needs_source=False))
    advance(game, [("sailor", 3), ("sailor.drunk", 3)], until=day_talk(1, game))
    advance(game, silence([2], ["dies"]), until="nominate")
    assert is_alive(game, 2)


# ------------------------------------------------------------------ at any moment of the day


def test_the_penalty_may_fall_later_after_a_vote() -> None:
    """The bad thing may fall at any moment of the day (issue 17, rule 5): left for later,
    it is offered again after the next vote."""
    game = game_at_day_1()
    advance(game, silence([2], ["later"]), until="nominate")
    assert is_alive(game, 2) and not any(e.kind == "something_bad" for e in game.view(2).events)
    advance(game, [(("nominate", 0), 4)], until=lambda d: d.step == "vote")
    d = advance(game, until="hellslibrarian.penalty")
    assert d.chooser == STORYTELLER and d.options == (None, "no_vote", "poisoned", "dies", "later")
    assert game.state.nominations and game.state.nominations[-1].nominee == 4  # after that vote
    game.answer("dies")
    assert not is_alive(game, 2)


def test_the_penalty_left_for_later_is_offered_at_each_moment_then_a_last_time_at_the_end_of_day() -> None:
    game = game_at_day_1()
    advance(game, silence([3], ["later"]), until="nominate")
    asked: list[tuple[int, tuple]] = []
    day = game.state.day

    def later(d) -> str:
        asked.append((len(game.state.nominations), d.options))
        return "later" if "later" in d.options else None

    advance(game, [(("nominate", 0), 4), (("nominate", 1), 2)] + [("hellslibrarian.penalty", later)] * 4,
            until=lambda d: game.state.day != day or game.state.phase == "night")
    # After each of the two votes, as the nominations close, and at the end of the day.
    assert [n for n, _ in asked] == [1, 2, 2, 2]
    assert all("later" in options for _, options in asked[:-1])
    assert "later" not in asked[-1][1]  # the end of the day is the last moment


def test_a_penalty_poisoning_after_a_vote_lasts_until_dusk() -> None:
    game = game_at_day_1()
    advance(game, silence([2], ["later"]), until="nominate")
    advance(game, [(("nominate", 0), 4), ("hellslibrarian.penalty", "poisoned")], until=("nominate", 1))
    assert rules.is_poisoned(game.state, 2)
    advance(game, until=lambda d: game.state.night == 2)
    assert not rules.is_poisoned(game.state, 2)
