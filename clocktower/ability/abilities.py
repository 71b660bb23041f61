"""Other abilities and the public day, for :class:`~clocktower.context.AbilityContext`:
granting, running and handing over abilities (Philosopher, Boffin, Snake Charmer, Lunatic),
forced nominations, public statements and public choices."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, overload

from .. import rules
from ..characters import behaviour
from ..characters import hook as module_hook
from ..decisions import STORYTELLER, Decision, DecisionKind
from .base import Ask, Flow, T
from .decisions import Decisions


class Abilities(Decisions):
    """Abilities given, run or moved, and the public day (see
    :class:`~clocktower.context.AbilityContext`)."""

    __slots__ = ()

    def grant(self, seat: int, character: str, *, needs_source: bool = False, believed_only: bool = False,
              while_character: str | None = None) -> None:
        """Give a seat another character's ability (Philosopher, Boffin).

        The engine then wakes the seat at that character's place in the night order and runs
        its hooks. ``believed_only``: the seat only believes it has the ability (it wakes and
        is run as if it had it, but the ability never functions: a drunk Philosopher's choice).
        ``while_character``: the grant lasts only while the seat is that character (see
        :class:`~clocktower.state.Grant`; the Amnesiac's ability).
        """
        from ..state import Grant
        if self.seat == STORYTELLER:
            raise ValueError("a Storyteller character cannot grant abilities")
        self._game.state.granted.setdefault(seat, []).append(
            Grant(character, self.seat, self.character, needs_source, believed_only, while_character))

    def give_storyteller(self, character: str) -> None:
        """The Storyteller gains a character's ability for the rest of the game (the Plague
        Doctor's Minion ability): the character joins ``state.storyteller_characters``, so
        its hooks run with ``ctx.seat == STORYTELLER`` and the Storyteller makes its choices,
        at its place in the night order. Nothing happens if the Storyteller has it already.

        Raises:
            ValueError: ``character`` is not a character id of the catalogue.
        """
        from ..catalogue import load_catalogue
        if character not in load_catalogue():
            raise ValueError(f"unknown character {character!r}")
        held = self._game.state.storyteller_characters
        if character not in held:
            held.append(character)

    def use_first_night(self, seat: int, character: str) -> Flow:
        """Run a character's first-night ability for a seat now (an ability gained or a
        character created after the first night, whose ability acts only on a first night:
        the Philosopher "uses it tonight")."""
        fn = module_hook(character, "first_night")
        if fn is not None:
            gen = fn(self._game.ctx(seat, character))
            if gen is not None:
                yield from gen

    def use_other_night(self, seat: int, character: str) -> Flow:
        """Run a character's other-night ability for a seat now, as the night order would:
        for a dead seat whose ability still works though the night order skips it (a Minion
        the Vigormortis killed keeps its ability), run at that character's own step."""
        fn = module_hook(character, "other_night")
        if fn is not None:
            gen = fn(self._game.ctx(seat, character))
            if gen is not None:
                yield from gen

    def use_setup(self, seat: int, character: str) -> Flow:
        """Make now, for a seat that has just gained a character's ability, the standing
        choice that ability needs made while the first night is prepared (its ``after_deal``
        hook: the Puzzlemaster's drunk player). The Boffin's almanac page: a granted
        ability's setup part happens "as normal"."""
        fn = module_hook(character, "after_deal")
        if fn is not None:
            gen = fn(self._game.ctx(seat, character))
            if gen is not None:
                yield from gen

    def revoke(self, seat: int, character: str | None = None) -> None:
        """Take away abilities this ability granted to a seat."""
        grants = self._game.state.granted.get(seat, [])
        grants[:] = [g for g in grants if not (g.source == self.seat and g.source_character == self.character
                                               and (character is None or g.character == character))]

    def granted_by(self, seat: int | None = None, character: str | None = None) -> str | None:
        """The character whose ability gave a seat (default: this one) the ability of
        ``character`` (default: this context's), e.g. ``"boffin"``; None for its own ability."""
        grant = rules.granted(self._game.state, self.seat if seat is None else seat,
                              self.character if character is None else character)
        return None if grant is None else grant.source_character

    def move_grants(self, source: int, target: int) -> None:
        """Move the abilities a seat gained for itself (the Philosopher's) to another seat,
        which becomes their holder and source: they follow a character that changed hands
        (the Snake Charmer's swap: "the Demon becomes a poisoned Philosopher")."""
        from dataclasses import replace
        state = self._game.state
        own = [g for g in state.granted.get(source, []) if g.source == source]
        if not own:
            return
        state.granted[source] = [g for g in state.granted.get(source, []) if g.source != source]
        state.granted.setdefault(target, []).extend(replace(g, source=target) for g in own)

    def hand_over(self, old: int, new: int, character: str) -> Flow:
        """A character's token moved from seat ``old`` to seat ``new`` (the Snake Charmer's
        swap): what its ability put in the Grimoire stays by the token, so its effects and
        reminders (those sourced by ``old`` as that character) and its private notes now
        belong to ``new``. Then the module's ``on_handed_over(ctx, old)`` hook runs for the
        new holder (may ask decisions)."""
        state = self._game.state
        for effect in state.effects:
            if effect.source == old and effect.source_character == character:
                effect.source = new
        for reminder in state.reminders:
            if reminder.source == old and reminder.character == character:
                reminder.source = new
        notes = state.memory.pop((old, character), None)
        if notes is not None:
            state.memory[(new, character)] = notes
        hook = module_hook(character, "on_handed_over")
        if hook is not None:
            gen = hook(self._game.ctx(new, character), old)
            if gen is not None:
                yield from gen

    def abilities_of(self, seat: int) -> list[str]:
        """Every character whose ability a seat has (own first, then granted)."""
        return rules.abilities(self._game.state, seat)

    def nominate(self, nominator: int, nominee: int, *, forced: bool = False,
                 by_storyteller: bool = False) -> Flow:
        """Make a seat nominate another now (Riot); runs the nomination's hooks and vote.

        ``forced``: the ability makes this seat nominate even if it is dead or has already
        nominated today (Riot's "nominate an alive player immediately"); the nominee must
        still not have been nominated today. ``by_storyteller``: the Storyteller chose the
        nominee in the seat's place (the public log says so).
        """
        return (yield from self._game.nominate(nominator, nominee, forced=forced, by_storyteller=by_storyteller))

    def act_as(self, character: str, night: str = "other_night") -> Ask[tuple[int, ...]]:
        """Run another character's night action for this seat as if it had that ability
        (it has not: the action has no effect), and return the players it chose.

        The Lunatic acts as the Demon it believes it is, at its own place in the night.
        Decisions are named after ``character``, so the player sees the Demon's choice.

        Args:
            character: the character whose night action runs.
            night: ``"first_night"`` or ``"other_night"``.

        Returns:
            (via ``yield from``) the tuple of players chosen, in order.
        """
        fn = getattr(behaviour(character), night, None)
        if fn is None:
            return ()
        from ..context import AbilityContext  # (the whole class, built on this part)
        mark = len(self._game.events)
        gen = fn(AbilityContext(self._game, self.seat, character))
        if gen is not None:
            yield from gen
        return tuple(p for e in self._game.events[mark:]
                     if e.kind == "chose" and e.data.get("seat") == self.seat for p in e.data.get("players", ()))

    def check_win(self) -> None:
        """End the game now if a win condition is met (between the deaths of a Riot chain)."""
        self._game._check_win()

    def told(self, seat: int, kind: str) -> list[dict[str, Any]]:
        """The data of every event of ``kind`` a seat has been shown so far (the Storyteller's
        record: whether the Demon has learned its Minions yet, for the Lunatic)."""
        return [dict(e.data) for e in self._game.events if e.kind == kind and e.visible_to(seat)]

    def evil_info_blocked(self) -> bool:
        """True while an ability stops Minion and Demon info (the Poppy Grower)."""
        return self._game._evil_info_blocked()

    def claim(self, statement: tuple[Any, ...]) -> None:
        """This seat makes a public statement outside the talk, such as ``("claim", "goblin")``
        when nominated; it is announced and counts among the day's statements."""
        self._game.public_statement(self.seat, statement)

    def claim_by(self, seat: int, statement: tuple[Any, ...]) -> None:
        """Another seat makes a public statement this ability asked of it (the Big Wig's
        speaker, speaking for a nominee); announced like :meth:`claim`, and counted among
        that seat's statements of the day."""
        self._game.public_statement(seat, statement)

    def statements_today(self, seat: int | None = None) -> list[tuple[Any, ...]]:
        """The structured public statements a seat (default: this one) made today."""
        who = self._own(seat)
        return [st for _day, s, st in self._game.state.statements_since(self.day) if s == who]

    def statements_of(self, seat: int) -> list[tuple[Any, ...]]:
        """Every structured public statement a seat has made so far, oldest first."""
        return [st for _day, s, st in self._game.state.statements if s == seat]

    @overload
    def public_choice(self, prompt: str, options: Sequence[T], *, count: None = None,
                      labels: dict[Any, str] | None = None) -> Ask[T]: ...

    @overload
    def public_choice(self, prompt: str, options: Sequence[T], *, count: tuple[int, int],
                      labels: dict[Any, str] | None = None) -> Ask[tuple[T, ...]]: ...

    def public_choice(self, prompt: str, options: Sequence[T], *, count: tuple[int, int] | None = None,
                      labels: dict[Any, str] | None = None) -> Ask[Any]:
        """Ask this seat for a public day choice (Moonchild, Juggler, Gossip)."""
        return (yield Decision(
            DecisionKind.DAY_ABILITY, self.seat, self._player_step(self.seat),
            self._neutral(prompt, "make a public choice"), tuple(options),
            count=count, subject=self.seat,
            labels=self._scrub_labels(labels) if labels is not None else self._game.seat_labels(),
        ))

