"""Ruling night-order-first-night-seed000 (the part of the Sailor, the Snake Charmer, the
Village Idiot, the Bounty Hunter and the Storm Catcher): on the first night of a seed-000
game the Storm Catcher's evil players learn first, then Minion and Demon info, then the
Sailor, the Preacher, the Courtier, the Snake Charmer, the Pukka, the Village Idiot and the
Bounty Hunter, then dawn (source: the official night sheet,
github:ThePandemoniumInstitute/botc-release resources/data/nightsheet.json). So evil
starting information comes before every good information role, and the Pukka poisons on
night 1.
"""

from clocktower import rules
from clocktower.testing import advance
from tests.characters.seed000_setup import seat000

SEATING = ["pukka", "mastermind", "sailor", "preacher", "courtier", "snakecharmer", "villageidiot", "bountyhunter",
           "mutant"]


def test_first_night_order() -> None:
    game = seat000(SEATING, storm="sailor", evil=3)
    advance(game, [("sailor", 3), ("sailor.drunk", 3), ("courtier", "sweetheart"), ("snakecharmer", 4), ("pukka", 8),
                   ("villageidiot", 0)], until=lambda d: game.state.day == 1)
    steps: list[str] = []
    for e in game.events:
        if e.time != ("night", 1):
            continue
        step = {"stormcaught": "stormcatcher", "minion_info": "minioninfo", "demon_info": "demoninfo",
                "dawn": "dawn"}.get(e.kind)
        if e.kind == "woke":
            step = e.data["character"]
        if step and (not steps or steps[-1] != step):
            steps.append(step)
    assert steps == ["stormcatcher", "minioninfo", "demoninfo", "sailor", "preacher", "courtier", "snakecharmer",
                     "pukka", "villageidiot", "bountyhunter"]
    assert rules.is_poisoned(game.state, 8)
    assert [e.kind for e in game.events if e.time == ("day", 1)][0] == "dawn"


def test_catalogue_night_positions_agree() -> None:
    game = seat000(SEATING)
    order = game.night_order(first=True)
    wanted = ["stormcatcher", "minioninfo", "demoninfo", "sailor", "preacher", "courtier", "snakecharmer",
              "pukka", "huntsman", "damsel", "villageidiot", "bountyhunter", "dawn"]
    positions = [order.index(x) for x in wanted]
    assert positions == sorted(positions)
    other = game.night_order(first=False)
    assert other.index("duchess") < other.index("sailor") < other.index("acrobat") < other.index("snakecharmer")
    assert other.index("snakecharmer") < other.index("pukka") < other.index("villageidiot") < other.index(
        "bountyhunter") < other.index("dawn")
