"""The script sheet every page shows: the script's characters by type with their ability
lines, and the night orders, each step with what the Storyteller does there.

A seat's sheet is built from the script alone (the characters on it, their catalogue
places in the night order, or the script's own order): nothing in it depends on what is
in play. The Storyteller's sheet adds the characters off the script that are in play or
held (an ability granted by another), in the order the engine runs the nights.

The "what to do" of a step is our own short description: the character's ability line
and the reminder tokens it uses (from the catalogue), and, for the night markers (dusk,
the Minion and Demon info, dawn), a sentence of ours.
"""

from __future__ import annotations

from typing import Any, Literal

from ..catalogue import Team, load_catalogue
from ..engine import Game

TEAM_ORDER = (Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON, Team.TRAVELLER, Team.FABLED, Team.LORIC)
"""The order of the types on the sheet, as on a printed script."""

TEAM_LABELS = {Team.TOWNSFOLK: "Townsfolk", Team.OUTSIDER: "Outsiders", Team.MINION: "Minions",
               Team.DEMON: "Demons", Team.TRAVELLER: "Travellers", Team.FABLED: "Fabled", Team.LORIC: "Loric"}

MARKERS = {
    "dusk": ("Dusk", "Everyone closes their eyes. Check the Grimoire before waking anyone."),
    "minioninfo": ("Minion info", "With 7 or more players: wake the Minions together; show them who the Demon is "
                                  "and who the other Minions are."),
    "demoninfo": ("Demon info", "With 7 or more players: wake the Demon; show them their Minions, then three "
                                "good characters not in play as their bluffs."),
    "dawn": ("Dawn", "Wait a moment, then everyone opens their eyes; announce who died in the night."),
}
"""The night markers: their names and what the Storyteller does (our own words)."""


def _step(cid: str) -> dict[str, Any]:
    if cid in MARKERS:
        name, what = MARKERS[cid]
        return {"step": cid, "name": name, "team": "", "what": what, "reminders": []}
    c = load_catalogue().get(cid)
    return {"step": cid, "name": c.name, "team": str(c.team), "what": c.ability, "reminders": list(c.reminders)}


def _script_order(game: Game, first: bool) -> list[str]:
    """The night order of the script's own characters (the script's custom order when it
    gives one, else the catalogue's places), with the markers; nothing about play."""
    cat = load_catalogue()
    on_script = [c for c in game.script.characters if c in cat]
    custom = game.script.first_night if first else game.script.other_night
    night: Literal["first", "other"] = "first" if first else "other"
    if custom:
        return [x for x in custom if x in MARKERS or x in on_script]
    entries: list[tuple[int, str]] = []
    for marker in MARKERS:
        try:
            entries.append((cat.night_marker(night, marker), marker))
        except KeyError:
            pass
    for c in on_script:
        pos = cat.get(c).first_night if first else cat.get(c).other_night
        if pos is not None:
            entries.append((pos, c))
    return [step for _, step in sorted(entries)]


def script_sheet(game: Game, *, storyteller: bool) -> dict[str, Any]:
    """The sheet of a game's script.

    Args:
        game: the game.
        storyteller: True for the Storyteller's sheet (the engine's night orders, which
            may hold characters off the script that are in play); False for a seat's (the
            script's alone).

    Returns:
        ``{"name", "author", "teams": [{"team", "label", "characters": [{"id", "name",
        "ability", "reminders", "first_night", "other_night"}]}], "first_night": [step],
        "other_night": [step]}``, a step being ``{"step", "name", "team", "what",
        "reminders"}``.
    """
    cat = load_catalogue()
    teams = []
    for team in TEAM_ORDER:
        chars = []
        for cid in game.script.characters:
            if cid in game.script.homebrew or cid not in cat:
                continue
            c = cat.get(cid)
            if c.team is team:
                chars.append({"id": cid, "name": c.name, "ability": c.ability, "reminders": list(c.reminders),
                              "first_night": c.first_night is not None, "other_night": c.other_night is not None})
        if chars:
            teams.append({"team": str(team), "label": TEAM_LABELS[team], "characters": chars})
    if storyteller:
        first, other = game.night_order(True), game.night_order(False)
    else:
        first, other = _script_order(game, True), _script_order(game, False)
    return {"name": game.script.name or "", "author": game.script.author or "", "teams": teams,
            "first_night": [_step(s) for s in first if s in MARKERS or s in cat],
            "other_night": [_step(s) for s in other if s in MARKERS or s in cat]}
