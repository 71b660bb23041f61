"""Ruling night-order-other-nights-seed002, as played: on a later night of a seed-002 game the
Poppy Grower's step comes first, then the Poisoner, the Demon, and the information Townsfolk in
the order Fortune Teller, Dreamer, Oracle, Seamstress, Nightwatchman, Cult Leader, General
(source: the official night sheet, github:ThePandemoniumInstitute/botc-release
resources/data/nightsheet.json). So the Cult Leader and the General see tonight's deaths.
"""

from clocktower.decisions import DecisionKind
from clocktower.testing import advance, is_alive, seated, to_day, to_night

SEATING = ["imp", "poisoner", "poppygrower", "fortuneteller", "dreamer", "oracle", "seamstress", "nightwatchman",
           "chef", "general", "cultleader"]


def test_other_night_wake_order() -> None:
    game = seated(SEATING, script="seed-002")
    to_day(game, 1, [("poisoner", 9), ("fortuneteller.redherring", 9), ("seamstress", False),
                     ("cultleader.alignment", "good")])
    votes = [(("vote", s), True) for s in (3, 4, 5, 6, 7, 8)]
    mark = len(game.events)
    to_night(game, 2, [(("nominate", 0), 2), *votes])  # the Poppy Grower is executed
    advance(game, [("poisoner", 9), ("imp", 8), ("seamstress", True), ("seamstress", (3, 4)),
                   ("nightwatchman", 3), ("cultleader.alignment", "evil")], until=lambda d: game.state.day == 2)
    night = [e for e in game.events[mark:] if e.time == ("night", 2)]
    steps = []
    for e in night:
        step = {"minion_info": "poppygrower", "demon_info": "poppygrower"}.get(e.kind)
        if e.kind == "woke":
            step = e.data["character"]
        if step and (not steps or steps[-1] != step):
            steps.append(step)
    assert steps == ["poppygrower", "poisoner", "imp", "fortuneteller", "dreamer", "oracle", "seamstress",
                     "nightwatchman", "cultleader", "general"]
    assert not is_alive(game, 8) and game.state.seats[10].alignment == "evil"
    informed = [d.step for d in game.decisions if d.kind == DecisionKind.INFORM]
    assert informed[-6:] == ["fortuneteller", "dreamer", "oracle", "seamstress", "nightwatchman", "general"]
