"""Travellers and Fabled at a web table (issue 16, item 5).

* **Fabled**: the Storyteller adds Fabled to the game when creating it
  (``Game(..., fabled=...)``: in play from setup as the Storyteller's characters, announced
  to all), and every page shows them by the circle.
* **Travellers**: people who play from the start as Travellers (seated after the players
  once the Grimoire is set up) and people who may join later; between a night and a day the
  Storyteller seats a waiting one (the engine's ``traveller.join`` decision, with the
  character and alignment) or removes a Traveller (``traveller.leave``). Every one of them
  gets a private link at creation. Exile calls and votes are the seats' ordinary decisions,
  so they come to the players' phones like any other.

A link belongs to a *slot*: the players in order, then the Travellers from the start, then
those who may join. A slot's seat is found by its name (a Traveller's seat exists only once
they sit down; those who join do so in the order the Storyteller picks).
"""

from __future__ import annotations

from typing import Any

from ..catalogue import load_catalogue
from ..engine import Game
from .views import char_name


def slot_names(game: Game) -> list[str]:
    """The names of every link's slot: players, Travellers from the start, then those who
    may join."""
    players = [s.name for s in game.state.seats[:game._first_traveller_seat()]]
    return players + list(game.traveller_config["travellers"]) + list(game.traveller_config["joining"])


def seat_of_slot(game: Game, slot: int) -> int | None:
    """The seat of a link's slot now, or None for a Traveller not (yet) seated."""
    first = game._first_traveller_seat()
    if slot < first:
        return slot
    name = slot_names(game)[slot]
    for s in game.state.seats[first:]:
        if s.name == name:
            return s.index
    return None


def seat_tokens(game: Game, tokens: tuple[str, ...]) -> tuple[str, ...]:
    """Each current seat's token, by seat index."""
    by_name = dict(zip(slot_names(game), tokens, strict=True))
    return tuple(by_name[s.name] for s in game.state.seats)


def fabled_json(game: Game) -> list[dict[str, Any]]:
    """The Fabled in play (public: each was announced at setup), with their ability lines."""
    cat = load_catalogue()
    return [{"id": c, "name": char_name(c), "ability": cat.get(c).ability}
            for c in game.state.storyteller_characters if str(cat.get(c).team) == "fabled"]


def travellers_json(game: Game) -> dict[str, Any]:
    """What the Storyteller's page shows of Travellers: those seated, and who waits."""
    return {"seated": [{"seat": s.index, "name": s.name, "character_name": char_name(s.character),
                        "left": s.left} for s in game.state.seats if s.traveller],
            "waiting": list(game._waiting)}


def parse_names(value: Any, what: str, taken: list[str], max_name: int) -> list[str]:
    """A list of new names (Travellers), each 1 to ``max_name`` characters and unlike
    every name in ``taken`` (which gets them appended).

    Raises:
        ValueError: naming the entry that is wrong.
    """
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > 5:
        raise ValueError(f"'{what}' must list at most 5 names")
    out = []
    for k, raw in enumerate(value):
        if not isinstance(raw, str):
            raise ValueError(f"'{what}' entry {k + 1}: a name, please")
        name = " ".join(raw.split())
        if not name or len(name) > max_name:
            raise ValueError(f"'{what}' entry {k + 1}: a name of 1 to {max_name} characters, please")
        if name.lower() in (n.lower() for n in taken):
            raise ValueError(f"'{what}' entry {k + 1}: the name {name!r} is taken")
        taken.append(name)
        out.append(name)
    return out
