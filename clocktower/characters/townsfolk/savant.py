"""Each day, you may visit the Storyteller to learn 2 things in private: 1 is true & 1 is false.

Rulings (almanac, Savant): once a day the Savant may choose to visit the Storyteller in
private. The two "things" are statements from the documented catalogue in
:mod:`clocktower.characters.townsfolk._savant_statements`, judged on what each seat registers as (a Recluse may
register falsely), asked once per seat and aspect in a visit (so a Recluse is not a Demon
and a Minion in the same visit; Legion, a Demon, is always a Minion too). A sober and
healthy Savant hears exactly one true and one false statement; a drunk or poisoned one may
hear any two (both true, both false, or one of each).

Ruling, Savant under the Vortox: both statements are false (the pairs that count as false
information), as https://botc.guide/characters/savant gives it ("receives two false
statements instead of one true/one false"); two true statements would break "1 is false"
without being false information.

Statements of the Storyteller's own (the almanac's "get creative"): instead of a catalogue
pair the Storyteller may write two statements in their own words and say which one is true
(``ctx.inform(own_pair=...)``). The Savant hears exactly the two texts; the Storyteller's log
keeps which was true. The engine cannot judge free words, so the legal answers to "which is
true" follow the same rules as the catalogue's pairs: one of the two while the ability
works, also both or neither when drunk or poisoned, neither under the Vortox.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from . import _savant_statements as catalogue


def day_ability(ctx: AbilityContext) -> Flow:
    visit = yield from ctx.ask(ctx.seat, "Visit the Storyteller to learn 2 things (1 true, 1 false)?",
                               (False, True), labels={False: "do not visit", True: "visit the Storyteller"})
    if not visit:
        return
    seats = ctx.seats()
    team, minion, alignment, character = [], [], [], []
    for s in seats:
        # Each seat's registration is asked once per aspect in a visit, so that the two
        # statements rest on one consistent picture (a Recluse registering as a Demon is
        # not also a Minion in the same visit).
        team.append((yield from ctx.registers_as_team(s)))
        # Legion is a Demon that always registers as a Minion too (module data).
        also = ctx.also_registers_as(ctx.character_of(s), "team")
        minion.append(team[-1] == "minion" or (team[-1] == "demon" and "minion" in also))
        alignment.append((yield from ctx.registers_as_alignment(s)))
        character.append((yield from ctx.registers_as_character(s)))
    script = tuple(ctx.script_characters())
    facts = catalogue.Facts(team=tuple(team), minion=tuple(minion), alignment=tuple(alignment),
                            character=tuple(character), alive=tuple(ctx.alive(s) for s in seats), script=script,
                            types={c: ctx.team_of_character(c) for c in script})
    sets = catalogue.pairs(facts)
    yield from ctx.inform(
        truth=sets.truth, domain=sets.domain, false=sets.false, what="two things, one true and one false",
        render=lambda v: catalogue.render_pair(v, ctx.name, ctx.character_name),
        own_pair=[catalogue.render(st, ctx.name, ctx.character_name) for st in catalogue.statements(facts)])
