"""Each day, you may visit the Storyteller to learn 2 things in private: 1 is true & 1 is false.

Rulings (almanac, Savant): once a day the Savant may choose to visit the Storyteller in
private. The two "things" are statements from the documented catalogue in
:mod:`clocktower.savant_statements`, judged on what each seat registers as (a Recluse may
register falsely). A sober and healthy Savant hears exactly one true and one false
statement; a drunk or poisoned one may hear any two (both true, both false, or one of
each); under the Vortox both are false (the pairs that count as false information).
"""

from __future__ import annotations

from typing import Any

from ... import savant_statements as catalogue
from ...rules import team_of


def day_ability(ctx: Any) -> Any:
    visit = yield from ctx.ask(ctx.seat, "Visit the Storyteller to learn 2 things (1 true, 1 false)?",
                               (False, True), labels={False: "do not visit", True: "visit the Storyteller"})
    if not visit:
        return
    seats = ctx.seats()
    team, minion, alignment, character = [], [], [], []
    for s in seats:
        team.append((yield from ctx.registers_as_team(s)))
        # Legion is a Demon that registers as a Minion too.
        is_minion = team[-1] == "minion"
        if team[-1] == "demon":
            is_minion = yield from ctx.registers_as_team_is(s, "minion")
        minion.append(is_minion)
        alignment.append((yield from ctx.registers_as_alignment(s)))
        character.append((yield from ctx.registers_as_character(s)))
    script = tuple(ctx.script_characters())
    facts = catalogue.Facts(team=tuple(team), minion=tuple(minion), alignment=tuple(alignment),
                            character=tuple(character), alive=tuple(ctx.alive(s) for s in seats), script=script,
                            types={c: team_of(c) for c in script})
    sets = catalogue.pairs(facts)
    yield from ctx.inform(
        truth=sets.truth, domain=sets.domain, false=sets.false, what="two things, one true and one false",
        render=lambda v: catalogue.render_pair(v, ctx.name, ctx.character_name))
