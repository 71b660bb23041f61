"""The status facts of :class:`~clocktower.context.AbilityContext` (does this ability work,
is it only believed, is it given without its name) and registration (what a seat registers
as to this ability)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, cast

from .. import rules
from ..characters import behaviour
from ..characters import hook as module_hook
from ..decisions import STORYTELLER
from ..state import DRUNK, NO_ABILITY, POISONED
from .base import _UNREAD, Ask
from .seats import SeatFacts

if TYPE_CHECKING:
    from ..context import AbilityContext

class StatusFacts(SeatFacts):
    """Whether abilities work, and what seats register as (see
    :class:`~clocktower.context.AbilityContext`)."""

    __slots__ = ()

    # ----------------------------------------------------------------- facts: status
    @property
    def acting(self) -> bool:
        """True when this seat only believes it has this ability (Drunk, Marionette)."""
        if self.seat == STORYTELLER:
            return False
        own = self._game.state.seats[self.seat].character
        if own and own == self.character:
            return False  # its own character's ability (always among its abilities)
        return self.character not in rules.abilities(self._game.state, self.seat)

    @property
    def functioning(self) -> bool:
        """True when this seat has this ability and it works: sober, healthy, alive."""
        if self.seat == STORYTELLER:
            return True  # Fabled and Loric abilities are never drunk, poisoned or dead
        return rules.ability_functions(self._game.state, self.seat, self.character)

    @property
    def unnamed_by(self) -> str | None:
        """The character that gave this seat this ability without telling its name (module
        data ``UNNAMED_GRANTS``: the Amnesiac), or that hides every ability of the seat from
        it (``HIDES_IDENTITY``: the Tor, until the seat dies), or None. The player's decisions and events
        from such an ability never name it: see :meth:`_player_step` and :meth:`_scrub`."""
        if self.seat == STORYTELLER:
            return None
        game = self._game
        hider = game.identity_hider(self.seat)
        if hider is not None:
            return hider  # (the Tor: no ability of the seat is named to it)
        state = game.state
        if state.seats[self.seat].character == self.character:
            return None
        grant = rules.granted(state, self.seat, self.character)
        if grant is None or not module_hook(grant.source_character, "UNNAMED_GRANTS"):
            return None
        return grant.source_character

    def _player_step(self, seat: int, step: str | None = None, hidden: Any = _UNREAD) -> str:
        """The step name of a decision this ability asks ``seat``: the giver's id (the
        Amnesiac's) instead of the unnamed ability's when its own holder is asked.
        ``hidden``: :attr:`unnamed_by` when the caller has read it already."""
        if hidden is _UNREAD:
            hidden = self.unnamed_by
        if hidden is not None and seat == self.seat:
            return hidden
        return step or self.character

    def _scrub(self, text: str, hidden: Any = _UNREAD) -> str:
        """Text shown to players without the name of an unnamed ability ("Carol (Slayer)
        chooses Dave." becomes "Carol chooses Dave."). ``hidden``: :attr:`unnamed_by` when
        the caller has read it already."""
        if (self.unnamed_by if hidden is _UNREAD else hidden) is None:
            return text
        name = self.character_name(self.character)
        for old, new in ((f" ({name})", ""), (f"the {name} ability", "this ability"),
                         (f"{name} ability", "this ability"), (f"{name}: ", ""), (name, "this ability")):
            text = text.replace(old, new)
        return text

    def _scrub_data(self, data: dict[str, Any] | None, hidden: Any = _UNREAD) -> dict[str, Any]:
        if not data or (self.unnamed_by if hidden is _UNREAD else hidden) is None:
            return data or {}
        return {("ability" if k == self.character else k): v for k, v in data.items()}

    def _scrub_labels(self, labels: dict[Any, str]) -> dict[Any, str]:
        if self.unnamed_by is None:
            return labels
        return {k: self._scrub(v) for k, v in labels.items()}

    def _neutral(self, prompt: str, plain: str, hidden: Any = _UNREAD) -> str:
        """The prompt of this seat's own decision: ``plain`` (saying only what to answer)
        when the ability is unnamed, as the module's prompt may describe the ability.
        ``hidden``: :attr:`unnamed_by` when the caller has read it already."""
        if hidden is _UNREAD:
            hidden = self.unnamed_by
        return f"Your ability: {plain}" if hidden is not None else prompt

    def functions(self, seat: int) -> bool:
        """True when another seat's own ability works right now."""
        state = self._game.state
        return rules.ability_functions(state, seat, state.seats[seat].character)

    def ability_works(self, seat: int, character: str) -> bool:
        """True when a seat has ``character``'s ability (its own or a granted one) and it
        works right now (a Demon's Boffin-given Damsel)."""
        return rules.ability_functions(self._game.state, seat, character)

    def impaired_by(self, seat: int | None = None) -> set[str]:
        """The characters whose effects now stop a seat's (default: this one's) ability as
        a whole: each active drunk, poisoned or no-ability effect on the player names the
        character that made it (``""`` for the Storyteller's own, sourceless effect). Empty
        when no such effect applies. A jinx that treats one source apart reads it (the
        Vizier made drunk by the Courtier still cannot die by day)."""
        state = self._game.state
        who = self._own(seat)
        return {e.source_character or "" for e in state.effects
                if e.target == who and e.kind in (DRUNK, POISONED, NO_ABILITY) and e.ability is None
                and rules.effect_active(state, e)}

    def is_drunk(self, seat: int) -> bool:
        """Whether a seat is drunk (the Drunk counts as drunk)."""
        return rules.is_drunk(self._game.state, seat)

    def is_poisoned(self, seat: int) -> bool:
        """Whether a seat is poisoned."""
        return rules.is_poisoned(self._game.state, seat)

    @property
    def exorcised(self) -> bool:
        """True when the Exorcist stopped this Demon from waking tonight."""
        return rules.is_exorcised(self._game.state, self.seat)

    # ------------------------------------------------------------ registration
    def registers_as_team(self, seat: int) -> Ask[str]:
        """Ask what character type a seat registers as to this ability.

        Returns (via ``yield from``) a type string. Characters that may register falsely
        make the Storyteller choose; everybody else registers as the truth.
        """
        return (yield from self._game.register(cast("AbilityContext", self), seat, "team"))

    def registers_as_alignment(self, seat: int) -> Ask[str]:
        """Ask what alignment a seat registers as to this ability."""
        return (yield from self._game.register(cast("AbilityContext", self), seat, "alignment"))

    def registers_as_character(self, seat: int) -> Ask[str]:
        """Ask what character a seat registers as to this ability."""
        return (yield from self._game.register(cast("AbilityContext", self), seat, "character"))

    def registers_as_team_is(self, seat: int, team: str) -> Ask[bool]:
        """Ask whether a seat registers as a character type (``"minion"``...) to this ability.

        Returns (via ``yield from``) a bool. A character that always registers as a second
        type besides its own (Legion: a Demon that registers as a Minion too, module data
        ``ALSO_REGISTERS_AS = {"team": ("minion",)}``) answers yes for both without a
        Storyteller decision; otherwise this is ``registers_as_team(seat) == team``.
        """
        module = behaviour(self._game.state.seats[seat].character)
        also = getattr(module, "ALSO_REGISTERS_AS", {}).get("team", ())
        if team in also or self.team_of(seat) == team and not getattr(module, "registers_as", None):
            return True
        if team not in self.registration_options(seat, "team"):
            return False  # no registration it may make is that type: nothing to ask
        return (yield from self.registers_as_team(seat)) == team

    def registration_options(self, seat: int, aspect: str) -> tuple[str, ...]:
        """Every value a seat may register as to this ability, the truth first; nothing is
        asked (see :meth:`clocktower.engine.Game.register` for the rules it reads).

        Args:
            seat: the seat looked at.
            aspect: ``"team"``, ``"alignment"`` or ``"character"``.

        Returns:
            The true value, then the others the Storyteller could choose (sorted): a seat
            whose character may not register falsely (or whose ability to do so does not
            work: a drunk Spy) has the truth alone; a value another ability imposes
            (``registration_rule``) is the only one.

        Raises:
            KeyError: an unknown aspect.
        """
        from ..context import AbilityContext  # (the whole class, built on this part)
        game = self._game
        for holder, character, rule in game._hooked("registration_rule", True):
            imposed = rule(AbilityContext(game, holder, character), cast("AbilityContext", self), seat, aspect)
            if imposed is not None:
                return (imposed,)
        s = game.state.seats[seat]
        truth = rules.registration_truth(game.state, seat, aspect)
        options: set[str] = set()
        hook = module_hook(s.character, "registers_as")
        if hook is not None:
            options |= set(hook(game.ctx(seat), aspect))
        to_asker = module_hook(s.character, "registers_as_to")
        if to_asker is not None:
            options |= set(to_asker(game.ctx(seat), aspect, cast("AbilityContext", self)))
        for character, fn in game.granted_registration(seat):
            options |= set(fn(game.ctx(seat, character), aspect))
        if game._hooked("registers_falsely", True):
            options |= game._false_registrations(cast("AbilityContext", self), seat, aspect)
        return (truth, *sorted(o for o in options if o != truth))

    def registers_as_one_of(self, seat: int, aspect: str, relevant: Iterable[str]) -> Ask:
        """What a seat registers as to this ability, for an ability that cares only whether
        (and which of) ``relevant`` it registers as: the Storyteller is asked only when a
        possible registration would change that answer (the Spy registering as a Townsfolk
        to the Washerwoman), never for one that cannot (the Recluse to the Washerwoman).

        Returns (via ``yield from``) the value registered (the truth when nothing is asked).
        """
        wanted = set(relevant)
        options = self.registration_options(seat, aspect)
        truth = options[0]
        if not any(o != truth and (o in wanted or truth in wanted) for o in options[1:]):
            return truth
        return (yield from self._game.register(cast("AbilityContext", self), seat, aspect))

