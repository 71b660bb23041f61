"""The Amnesiac with Seed 000's abilities: "You do not know what your ability is." Nothing
its player sees (decisions' steps, prompts, labels; events' texts and data) names the
ability the Storyteller gave it, here Seed 000 abilities that wake the Amnesiac at night.
"""

from typing import Any

import pytest

from clocktower.catalogue import load_catalogue
from clocktower.decisions import Decision
from clocktower.engine import Game
from clocktower.testing import advance, quiet, seated

# Seats: 0 Amnesiac, 1 Pukka, 2 Minstrel, 3 Tea Lady, 4 Poisoner, 5 Preacher, 6 Acrobat.
SEATING = ["amnesiac", "pukka", "minstrel", "tealady", "poisoner", "preacher", "acrobat"]


def seen_by(game: Game, seat: int) -> list[str]:
    """Texts a seat was shown. A choice of a character lists every character of the script,
    the given one among them (the Courtier's choice): those option labels reveal nothing."""
    cat = load_catalogue()
    out: list[str] = []
    for d in [*game.decisions, *([game.pending] if game.pending else [])]:
        if d.chooser == seat:
            out += [d.step, d.prompt, *(str(v) for k, v in (d.labels or {}).items()
                                        if not (isinstance(k, str) and k in cat))]
    for e in game.view(seat).events:
        if e.kind != "djinn_rule":  # (the Djinn's rules, read to all, are facts of the script)
            out += [e.text, str(e.data)]
    return out


@pytest.mark.parametrize("ability", ["sailor", "snakecharmer", "innkeeper", "exorcist", "courtier", "acrobat"])
def test_the_amnesiac_never_sees_the_name_of_its_seed000_ability(ability: str) -> None:
    game = seated(SEATING, script="seed-000")
    woke: list[Any] = []

    def pukka_takes_the_acrobat(d: Decision) -> Any:
        return 6 if d.step == "pukka" else quiet(d)

    advance(game, [("amnesiac.ability", ability)], policy=pukka_takes_the_acrobat,
            until=lambda d: woke.append(d) or (game.state.day == 2 and d.step == "nominate"))
    assert any(d.chooser == 0 and d.step == "amnesiac" for d in woke)  # it was asked to act
    name = load_catalogue().get(ability).name
    leaks = [t for t in seen_by(game, 0) if name.lower() in t.lower() or ability in t]
    assert not leaks
