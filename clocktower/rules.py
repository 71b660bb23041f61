"""Derived state: facts recomputed from the base state plus the active effects.

Order of derivation (DESIGN, "rules"): ability status first (an effect whose source has
stopped functioning stops too), then registration, then protections (in the engine's death
pipeline), then rule modifiers (information legality, win checks).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .catalogue import load_catalogue
from .characters import hook as module_hook
from .state import (
    DRUNK,
    EXORCISED,
    KEEPS_ABILITY,
    NO_ABILITY,
    POISONED,
    REGISTERS_DEAD,
    SOBER_HEALTHY,
    Effect,
    GameState,
    Grant,
)

if TYPE_CHECKING:
    pass


_TEAMS: dict[str, str] = {}


def team_of(character: str) -> str:
    """The character type of a character id: ``"townsfolk"``, ``"minion"``..."""
    team = _TEAMS.get(character)
    if team is None:
        team = _TEAMS[character] = str(load_catalogue().get(character).team)
    return team


_NAMES: dict[str, str] = {}



def registration_truth(state: GameState, seat: int, aspect: str) -> str:
    """What a seat truly is, for one registration aspect: its character type (``"team"``),
    its alignment, or its character.

    Raises:
        KeyError: an unknown aspect.
    """
    s = state.seats[seat]
    if aspect == "team":
        return team_of(s.character)
    if aspect == "alignment":
        return s.alignment
    if aspect == "character":
        return s.character
    raise KeyError(aspect)

def name_of(character: str) -> str:
    """The display name of a character id ("Fortune Teller").

    Raises:
        clocktower.catalogue.UnknownCharacterError: for an id the catalogue does not know.
    """
    name = _NAMES.get(character)
    if name is None:
        name = _NAMES[character] = load_catalogue().get(character).name
    return name


def effect_active(state: GameState, effect: Effect, _visiting: frozenset[int] = frozenset()) -> bool:
    """True when an effect currently applies.

    An effect that ``needs_source`` applies only while its source seat is still the
    character that made it, and that character's ability functions (alive unless it works
    when dead, not drunk, not poisoned, not stripped of its ability). A cycle of effects
    that depend on each other is broken by treating the effect as applying.

    Rule: base rules, "Drunkenness, poisoning" (Courtier, Poisoner, Preacher, Innkeeper).
    """
    if effect.while_character is not None and state.seats[effect.target].character != effect.while_character:
        return False
    if effect.target_team is not None and team_of(state.seats[effect.target].character) != effect.target_team:
        return False
    if not effect.needs_source or effect.source is None:
        return True
    if effect.source in _visiting:
        return True
    if effect.source_character is None or effect.source_character not in abilities(state, effect.source):
        return False
    if effect.target == effect.source and effect.kind in (DRUNK, POISONED):
        # An ability that poisons (or makes drunk) its own holder is not undone by that very
        # effect (a Poisoner poisoning itself): judge the holder without it.
        state = replace(state, effects=[e for e in state.effects if e is not effect])
    return ability_functions(state, effect.source, effect.source_character, _visiting | {effect.source})


def _has_effect(state: GameState, seat: int, kind: str, visiting: frozenset[int]) -> bool:
    for effect in state.effects:
        if (effect.target == seat and effect.kind == kind and effect.ability is None
                and effect_active(state, effect, visiting)):
            return True
    return False


def _ability_impaired(state: GameState, seat: int, character: str, visiting: frozenset[int],
                      kinds: tuple[str, ...] = (DRUNK, POISONED, NO_ABILITY)) -> bool:
    """True when an active effect on one ability of the seat (``Effect.ability``) stops the
    ``character`` ability: the player is not drunk or poisoned, that ability is."""
    for effect in state.effects:
        if (effect.ability == character and effect.target == seat and effect.kind in kinds
                and effect_active(state, effect, visiting)):
            return True
    return False


def is_sober_and_healthy(state: GameState, seat: int, _visiting: frozenset[int] = frozenset()) -> bool:
    """True when an active ``SOBER_HEALTHY`` effect is on the seat: drunk and poisoned effects
    on it do not apply (almanac, Barista: sober and healthy "even if they're also marked
    DRUNK or POISONED"). The Drunk's own character is not changed by it: it still has no
    Townsfolk ability."""
    return _has_effect(state, seat, SOBER_HEALTHY, _visiting)


def is_drunk(state: GameState, seat: int, _visiting: frozenset[int] = frozenset()) -> bool:
    """True when the seat is drunk: it is the Drunk, or an active drunk effect is on it (and
    no sober-and-healthy effect)."""
    if module_hook(state.seats[seat].character, "ALWAYS_DRUNK"):
        return True
    return _has_effect(state, seat, DRUNK, _visiting) and not is_sober_and_healthy(state, seat, _visiting)


def is_poisoned(state: GameState, seat: int, _visiting: frozenset[int] = frozenset()) -> bool:
    """True when an active poisoned effect is on the seat (and no sober-and-healthy effect)."""
    return _has_effect(state, seat, POISONED, _visiting) and not is_sober_and_healthy(state, seat, _visiting)


def has_no_ability(state: GameState, seat: int, _visiting: frozenset[int] = frozenset()) -> bool:
    """True when an active effect removes the seat's ability (the Preacher's)."""
    return _has_effect(state, seat, NO_ABILITY, _visiting)


def is_exorcised(state: GameState, seat: int) -> bool:
    """True when the Exorcist chose this Demon tonight and the effect still applies."""
    return _has_effect(state, seat, EXORCISED, frozenset())


def registers_dead(state: GameState, seat: int) -> bool:
    """True when an alive seat registers as dead (a ``REGISTERS_DEAD`` effect: the Zombuul
    after its first death). The table sees it dead and other abilities read it as dead; it
    is still alive for its own ability and for the win conditions. A dead seat: False."""
    effects = state.effects
    if not effects or not state.seats[seat].alive:
        return False
    for effect in effects:
        if effect.kind == REGISTERS_DEAD and effect.target == seat:
            return True
    return False


def works_when_dead(state: GameState, seat: int, character: str,
                    _visiting: frozenset[int] = frozenset()) -> bool:
    """True when ``seat``'s ``character`` ability goes on working after the holder died: the
    character says so (module data ``ABILITY_WORKS_WHEN_DEAD``), or an active
    ``KEEPS_ABILITY`` effect is on that seat (on the player, or on that one ability): the
    Vigormortis's "Minions you kill keep their ability".
    """
    if module_hook(character, "ABILITY_WORKS_WHEN_DEAD"):
        return True
    for effect in state.effects:
        if (effect.kind == KEEPS_ABILITY and effect.target == seat
                and effect.ability in (None, character) and effect_active(state, effect, _visiting | {seat})):
            return True
    return False


def ability_functions(
    state: GameState, seat: int, character: str, _visiting: frozenset[int] = frozenset()
) -> bool:
    """True when ``seat`` has ``character``'s ability and it works right now.

    The seat must truly be that character (the Drunk acting as a Townsfolk has no
    ability), be alive unless the ability works when dead, be sober and healthy, and not
    have lost its ability to another effect.
    """
    s = state.seats[seat]
    if s.character != character:
        grant = granted(state, seat, character)
        if grant is None or grant.believed_only:
            return False
        if not s.alive and not works_when_dead(state, seat, character, _visiting):
            return False
        if grant.needs_source:
            # The holder's own drunkenness does not matter, but an effect on this very
            # ability does (a Boffin's Sailor that made its Demon holder drunk).
            if _ability_impaired(state, seat, character, _visiting | {seat}):
                return False
            if grant.source in _visiting:
                return True
            return ability_functions(state, grant.source, grant.source_character, _visiting | {seat})
    elif not s.alive and not works_when_dead(state, seat, character, _visiting):
        return False
    # Not drunk (is_drunk), poisoned (is_poisoned) or without ability (has_no_ability), and
    # no such effect on this one ability (_ability_impaired): one pass over the effects.
    if module_hook(s.character, "ALWAYS_DRUNK"):
        return False
    effects = state.effects
    if not effects:
        return True
    visiting: frozenset[int] | None = None
    sober: bool | None = None
    for effect in effects:
        if (effect.target == seat and effect.kind in _IMPAIRING
                and (effect.ability is None or effect.ability == character)):
            if visiting is None:
                visiting = _visiting | {seat}
            if effect.kind != NO_ABILITY:
                if sober is None:
                    sober = is_sober_and_healthy(state, seat, visiting)
                if sober:
                    continue  # (Barista: drunk and poisoned effects do not apply)
            if effect_active(state, effect, visiting):
                return False
    return True


_IMPAIRING = frozenset({DRUNK, POISONED, NO_ABILITY})
"""Effect kinds that stop an ability working."""


def granted(state: GameState, seat: int, character: str) -> Grant | None:
    """The grant by which a seat has another character's ability, if any."""
    for grant in state.granted.get(seat, ()):
        if grant.character == character:
            return grant
    return None


def abilities(state: GameState, seat: int) -> list[str]:
    """Every character whose ability a seat has: its own, then granted ones."""
    own = [state.seats[seat].character] if state.seats[seat].character else []
    return own + [g.character for g in state.granted.get(seat, ()) if not g.believed_only]


def why_not_functioning(state: GameState, seat: int, character: str) -> str:
    """A short reason why a seat's ability does not function ("" when it does)."""
    s = state.seats[seat]
    grant = granted(state, seat, character) if s.character != character else None
    if s.character != character and grant is None:
        return f"is really the {load_catalogue().get(s.character).name}"
    if grant is not None and grant.believed_only:
        return "only believes it has this ability"
    reasons = []
    if not s.alive and not works_when_dead(state, seat, character):
        reasons.append("dead")
    if is_drunk(state, seat) or _ability_impaired(state, seat, character, frozenset(), (DRUNK,)):
        reasons.append("drunk")
    if is_poisoned(state, seat) or _ability_impaired(state, seat, character, frozenset(), (POISONED,)):
        reasons.append("poisoned")
    if has_no_ability(state, seat):
        reasons.append("has no ability")
    return " and ".join(reasons)
