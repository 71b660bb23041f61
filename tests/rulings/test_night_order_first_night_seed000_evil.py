"""Ruling ``night-order-first-night-seed000``, the evil characters' part: on the first night of a
Seed 000 game the Kazali (choosing its Minions), the Boffin and the Yaggababble (learning its
phrase) act before Minion and Demon info; then the Sailor, Preacher, Xaan, Poisoner, Widow,
Courtier, Snake Charmer, Pukka, Huntsman, Damsel, Village Idiot and Bounty Hunter; then dawn;
the Leviathan is announced only after dawn. Consequences checked: Kazali-made Minions get
Minion info, the Pukka poisons on night 1, the Leviathan's announcement follows the dawn.
"""

from typing import Any

from clocktower.engine import Game
from clocktower.testing import advance, seated

ORDER = ["kazali", "boffin", "yaggababble", "minioninfo", "demoninfo", "sailor", "preacher", "xaan", "poisoner",
         "widow", "courtier", "snakecharmer", "pukka", "huntsman", "damsel", "villageidiot", "bountyhunter",
         "dawn", "leviathan"]

GOOD = ["sailor", "preacher", "courtier", "snakecharmer", "huntsman", "damsel", "villageidiot", "bountyhunter"]


def moments(game: Game) -> list[str]:
    """The first-night steps in the order they happened, from the Grimoire log."""
    seen: list[str] = []

    def add(step: str) -> None:
        if step not in seen:
            seen.append(step)

    for e in game.events:
        if e.time[0] == "night" and e.time[1] > 1 or e.time == ("day", 2):
            break
        if e.kind == "woke":
            add(e.data["character"])
        elif e.kind in ("minion_info", "demon_info", "dawn", "leviathan"):
            add({"minion_info": "minioninfo", "demon_info": "demoninfo"}.get(e.kind, e.kind))
        elif e.kind == "grimoire" and e.text.startswith("Xaan: X ="):
            add("xaan")
        elif e.kind == "learned" and e.data.get("what") == "a Damsel is in play":
            add("damsel")
    return seen


def first_night(seating: list[Any], plan: list[tuple[Any, Any]]) -> Game:
    game = seated(seating, script="seed-000")
    # Seats 0 Demon, 3 Poisoner, 4 Widow, 5 Sailor, 6 Preacher, 8 Snake Charmer, 13 and 14 more
    # Townsfolk. The Boffin gives an ability that never wakes on the first night, the Sailor
    # and the Snake Charmer pick the Preacher, the Poisoner and the Widow seat 13, so no step
    # is added or removed by chance.
    plan = plan + [("boffin.ability", "sweetheart"), ("sailor", 6), ("sailor.drunk", 6), ("snakecharmer", 6),
                   ("poisoner", 13)] + ([("widow", 13)] if "widow" in seating else [])
    advance(game, plan, until=lambda d: game.state.phase == "day" and d.step == "talk")
    return game


def in_order(got: list[str]) -> list[str]:
    return [step for step in ORDER if step in got]


def test_pukka_game_first_night_order() -> None:
    seating = ["pukka", "boffin", "xaan", "poisoner", "widow"] + GOOD + ["tealady", "exorcist"]
    game = first_night(seating, [("pukka", 14)])
    got = moments(game)
    expected = [s for s in ORDER if s not in ("kazali", "yaggababble", "leviathan")]
    assert got == expected
    # The Pukka poisons on night 1.
    assert [e.target for e in game.state.effects if e.source_character == "pukka"] == [14]


def test_kazali_game_first_night_order_and_minion_info() -> None:
    # 15 players: 3 Minions; the Poisoner is seated, the Kazali makes a Boffin and a Xaan first.
    seating = ["kazali", "tealady", "exorcist", "poisoner", "innkeeper"] + GOOD + ["minstrel", "acrobat"]
    game = first_night(seating, [("kazali", 1), ("kazali", "boffin"), ("kazali", 2), ("kazali", "xaan")])
    got = moments(game)
    assert got == in_order(got) and got[:4] == ["kazali", "boffin", "minioninfo", "demoninfo"]
    assert {"xaan", "poisoner", "dawn"} <= set(got)
    # The Kazali-made Minions take part in Minion info.
    for minion in (1, 2):
        info = [e for e in game.view(minion).events if e.kind == "minion_info"]
        assert len(info) == 1 and info[0].data["demons"] == [0]
        assert set(info[0].data["minions"]) == {1, 2, 3} - {minion}


def test_yaggababble_game_phrase_before_minion_info() -> None:
    seating = ["yaggababble", "boffin", "xaan", "poisoner", "widow"] + GOOD + ["tealady", "exorcist"]
    game = first_night(seating, [("yaggababble.phrase", "trust me")])
    got = moments(game)
    assert got == in_order(got)
    assert got[:4] == ["boffin", "yaggababble", "minioninfo", "demoninfo"]


def test_leviathan_game_announced_after_dawn() -> None:
    seating = ["leviathan", "boffin", "xaan", "poisoner", "widow"] + GOOD + ["tealady", "exorcist"]
    game = first_night(seating, [])
    got = moments(game)
    assert got == in_order(got) and got[-2:] == ["dawn", "leviathan"]
    announcement = next(e for e in game.events if e.kind == "leviathan")
    assert announcement.public and announcement.time == ("day", 1)
