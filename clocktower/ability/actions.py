"""The actions of :class:`~clocktower.context.AbilityContext` that change the Grimoire or
tell players something: wake, tell, announce, kill, effects, reminders, changes of character
and alignment, execution, resurrection, the end of the game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import rules
from ..catalogue import load_catalogue
from ..decisions import STORYTELLER, Decision, DecisionKind
from ..state import DRUNK, EVIL, GOOD, POISONED, REGISTERS_DEAD, Effect, Harm, Reminder
from .base import Ask
from .status import StatusFacts


class Actions(StatusFacts):
    """What an ability does to the game (see :class:`~clocktower.context.AbilityContext`)."""

    __slots__ = ()

    # ------------------------------------------------------------ actions
    def wake(self) -> None:
        """Record that this seat woke to use its (believed) ability tonight."""
        self._game.mark_woke(self.seat, self.character)

    def tell(self, seat: int, text: str, *, kind: str = "told", data: dict[str, Any] | None = None) -> None:
        """Privately tell a seat something (the Storyteller sees it too). A seat that may not
        know its own alignment (the Tor) is not told it: such a tell (data ``what`` is
        ``"alignment"``) goes to the Storyteller's log only."""
        hidden = self.unnamed_by
        audience: tuple[int, ...] = (seat,)
        if data and data.get("what") == "alignment" and self._game.identity_hider(seat) is not None:
            audience = ()
        self._game.emit(kind, self._scrub(text, hidden), seats=audience, data=self._scrub_data(data, hidden))

    def announce(self, text: str, *, kind: str = "announced", data: dict[str, Any] | None = None) -> None:
        """Tell everyone something."""
        hidden = self.unnamed_by
        self._game.emit(kind, self._scrub(text, hidden), public=True, data=self._scrub_data(data, hidden))

    def swap_seats(self, a: int, b: int) -> None:
        """Publicly swap two seats' places around the table (a Matron's swap): they keep
        their identities, characters and reminders; neighbours, the nomination and vote
        orders read the new seating order. Announced to everyone.

        Raises:
            ValueError: when either is not a seat in the game, or both are the same seat
                (the order is then unchanged)."""
        state = self._game.state
        if a == b or not (0 <= a < len(state.seats) and 0 <= b < len(state.seats)) \
                or state.seats[a].left or state.seats[b].left:
            raise ValueError(f"cannot swap seats {a} and {b}: two different seats in the game are needed")
        state.swap_seats(a, b)
        self.announce(f"{self._game.state.seats[a].name} and {self._game.state.seats[b].name} swap seats.",
                      kind="seats_swapped", data={"seats": [a, b], "seating": list(state.clockwise())})

    def note(self, text: str, *, kind: str = "grimoire") -> None:
        """Write something in the Storyteller's log only."""
        self._game.emit(kind, text)

    def kill(self, seat: int, *, unstoppable: bool = False) -> Ask[bool]:
        """This ability tries to kill a seat. Returns (via ``yield from``) True if it died."""
        harm = Harm(
            source=self._source, source_character=self.character,
            by_demon=rules.team_of(self.character) == "demon", unstoppable=unstoppable,
        )
        return (yield from self._game.kill(seat, harm))

    def note_no_effect(self, targets: Sequence[int | None], action: str = "kill") -> None:
        """Write in the Storyteller's log why this ability's action on ``targets`` did
        nothing: the ability does not work (its holder is drunk or poisoned, naming the
        abilities that made it so, or dead, or only believes it). For a Demon whose kill
        fails (a drunk or poisoned Demon's choice), so the narration says why nobody died.
        A seat that only believes the ability (the Lunatic) writes nothing: its choices
        never act.

        Args:
            targets: the seats the action was aimed at (None entries are skipped).
            action: what the action was ("kill").
        """
        aimed = [t for t in targets if t is not None]
        if not aimed or self.acting or self.seat == STORYTELLER:
            return
        state = self._game.state
        why = rules.why_not_functioning(state, self.seat, self.character) or "no ability"
        causes = [
            f"{'drunk' if e.kind == DRUNK else 'poisoned'} by the "
            f"{load_catalogue().get(e.source_character).name}"
            + (f" ({state.seats[e.source].name})" if e.source is not None and e.source != STORYTELLER else "")
            for e in state.effects
            if e.target == self.seat and e.kind in (DRUNK, POISONED) and e.source_character
            and rules.effect_active(state, e)]
        detail = f" ({', '.join(dict.fromkeys(causes))})" if causes else ""
        names = ", ".join(self.name(t) for t in aimed)
        self.note(f"The {self.character_name(self.character)}'s {action} of {names} does nothing: "
                  f"the {self.character_name(self.character)} is {why}{detail}.", kind="no_effect")

    def protected(self, seat: int, harm: Harm | None = None) -> bool:
        """Would this ability's kill (or the given ``harm``) be stopped right now? (No side effects.)

        ``harm`` lets a ``redirect_death`` hook ask about the death it is offered (the Mayor
        bounces only a death that would happen).
        """
        if harm is None:
            harm = Harm(self._source, self.character, by_demon=rules.team_of(self.character) == "demon")
        return self._game.is_protected(seat, harm)

    def add_effect(self, kind: str, seat: int, *, until: tuple[str, int] | None,
                   needs_source: bool = True, token: str = "",
                   while_character: str | None = None, target_team: str | None = None,
                   ability: str | None = None) -> Effect | None:
        """Put an effect from this ability on a seat.

        Harmful effects from a Demon's ability are stopped by protections (Soldier).
        ``while_character``: the effect applies only while the seat is that character;
        ``target_team``: only while the seat is of that character type; ``ability``: the
        effect is on that one ability of the seat, not on the player.
        A granted ability held beside the seat's own and independent of the holder's
        drunkenness (``Grant.needs_source``: the Boffin's) that makes its own holder drunk or
        poisoned affects only itself (almanac, Boffin: "Good abilities that would drunk/poison
        themselves, such as the Sailor, only drunk/poison the Demon's good ability").
        Returns the effect, or None when it was stopped.
        """
        if (ability is None and kind in (DRUNK, POISONED) and self.seat != STORYTELLER and seat == self.seat
                and self._game.state.seats[seat].character != self.character):
            grant = rules.granted(self._game.state, seat, self.character)
            if grant is not None and grant.needs_source:
                ability = self.character
        if kind in (DRUNK, POISONED):
            harm = Harm(self._source, self.character, by_demon=rules.team_of(self.character) == "demon")
            if self._game.is_protected(seat, harm, effect=kind):
                self.note(f"{self.name(seat)} is protected from the {self.character_name(self.character)}")
                return None
        token = token or kind.replace("_", " ").title()
        if ability is not None:
            token += f" (its {self.character_name(ability)} ability only)"
        effect = Effect(kind, seat, self._source, self.character, until, needs_source,
                        token, while_character, target_team, ability)
        self._game.add_effect(effect)
        return effect

    def remove_effects(self, *, kind: str | None = None, seat: int | None = None) -> None:
        """Remove this ability's effects (optionally of one kind or on one seat)."""
        self._game.remove_effects(self._source, self.character, kind=kind, target=seat)

    def show_grimoire(self, seat: int, *, without_tokens: Sequence[int] = ()) -> None:
        """Show a seat the whole Grimoire (the Widow): every seat's true and believed character,
        alignment, life and the reminders on it, and the Demon's bluffs. Only that seat (and
        the Storyteller) sees it.

        ``without_tokens``: seats whose character tokens are taken off the Grimoire before it
        is shown (the Magician's jinxes with the Spy and the Widow): their character, believed
        character and alignment are shown as unknown (None)."""
        state = self._game.state
        hidden = set(without_tokens)
        cat = load_catalogue()
        rows: list[dict[str, Any]] = []
        for s in state.seats:
            marks = [f"{e.token or e.kind} ({cat.get(e.source_character).name})" if e.source_character
                     else (e.token or e.kind) for e in state.effects if e.target == s.index]
            marks += [f"{r.token} ({cat.get(r.character).name})" for r in state.reminders if r.target == s.index]
            marks += [f"{'believes it has' if g.believed_only else 'has'} the {cat.get(g.character).name} ability"
                      for g in state.granted.get(s.index, ())]
            if s.index in hidden:
                rows.append({"seat": s.index, "name": s.name, "character": None, "believed": None,
                             "alignment": None, "alive": s.alive, "reminders": marks})
                continue
            rows.append({"seat": s.index, "name": s.name, "character": s.character, "believed": s.believed,
                         "alignment": s.alignment, "alive": s.alive, "reminders": marks})

        def line(r: dict[str, Any]) -> str:
            text = f"{r['name']}: {cat.get(r['character']).name}" if r["character"] else f"{r['name']}: ?"
            if r["believed"] != r["character"] and r["believed"]:
                text += f" (believes {cat.get(r['believed']).name})"
            text += f", {r['alignment'] or '?'}" + ("" if r["alive"] else ", dead")
            return text + ("".join(f"; {m}" for m in r["reminders"]))

        bluffs = list(state.bluffs)
        text = "The Grimoire: " + " | ".join(line(r) for r in rows)
        if bluffs:
            text += " | Demon bluffs: " + ", ".join(cat.get(b).name for b in bluffs)
        self._game.emit("grimoire_shown", text + ".", seats=(seat,), data={"grimoire": rows, "bluffs": bluffs})

    def remind(self, token: str, seat: int | None) -> None:
        """Place a reminder token of this character in the Grimoire."""
        self._game.state.reminders.append(Reminder(token, self.character, self._source, seat))

    def reminded(self, token: str | None = None) -> list[int | None]:
        """The seats marked by this seat's reminder tokens of this character (optionally one name)."""
        return [r.target for r in self._game.state.reminders
                if r.source == self._source and r.character == self.character and (token is None or r.token == token)]

    def grimoire_reminders(self, character: str, token: str | None = None) -> list[int | None]:
        """The seats marked by any seat's reminder tokens of ``character`` (optionally one name):
        a Grimoire fact that outlives the seat that placed them (the Leviathan's GOOD PLAYER
        EXECUTED reminders after a Snake Charmer swap)."""
        return [r.target for r in self._game.state.reminders
                if r.character == character and (token is None or r.token == token)]

    def write(self, seat: int, prompt: str, suggestions: Sequence[str], *, max_length: int,
              step: str | None = None) -> Ask[str]:
        """Ask a seat for a free text (the Wizard's written wish): any text of 1 to
        ``max_length`` characters, or one of ``suggestions``. Returns (via ``yield from``)
        the text, recorded as the answer."""
        return (yield Decision(
            DecisionKind.TEXT, seat, self._player_step(seat, step), prompt, tuple(suggestions),
            subject=seat, labels={s: s for s in suggestions}, free_text=max_length,
        ))

    def unremind(self, token: str | None = None) -> None:
        """Remove this seat's reminder tokens of this character (optionally one name)."""
        self._game.state.reminders[:] = [
            r for r in self._game.state.reminders
            if not (r.source == self._source and r.character == self.character and (token is None or r.token == token))
        ]

    def unremind_of(self, character: str, token: str) -> None:
        """Remove every reminder token named ``token`` of ``character``, whoever placed it
        (a Demon spending the Toymaker's FINAL NIGHT: NO ATTACK)."""
        self._game.state.reminders[:] = [
            r for r in self._game.state.reminders if not (r.character == character and r.token == token)]

    def evil_learn_each_other(self) -> None:
        """Minions and Demons learn who each other are now, as in the first night's Minion
        and Demon info, without bluffs (the Poppy Grower's death)."""
        self._game.evil_info_now()

    def change_character(self, seat: int, character: str, *, tell: bool = True,
                         keep_believed: bool = False) -> None:
        """Make a seat truly become another character (and believe it, unless
        ``keep_believed``: a player made the Marionette goes on believing their good character)."""
        self._game.change_character(seat, character, tell=tell, keep_believed=keep_believed)

    def change_alignment(self, seat: int, alignment: str, *, tell: bool = True) -> None:
        """Change a seat's alignment (``"good"`` or ``"evil"``)."""
        assert alignment in (GOOD, EVIL)
        self._game.change_alignment(seat, alignment, tell=tell)

    def execute(self, seat: int) -> Ask[bool]:
        """Execute a seat now, outside the vote (the Mutant). At most one execution a day:
        returns (via ``yield from``) False when someone was already executed today, else True;
        after it no nominations happen today."""
        return (yield from self._game.execute_now(seat))

    def resurrect(self, seat: int) -> Ask[bool]:
        """Bring a dead seat back to life with its ability restored."""
        return (yield from self._game.resurrect(seat, by=self.character))

    def reincarnate_as_traveller(self, seat: int, character: str) -> Ask[None]:
        """Bring a dead, non-Traveller seat back at once as the Traveller ``character``, of
        its own alignment (the Hindu); see :meth:`clocktower.engine.Game.reincarnate_as_traveller`."""
        yield from self._game.reincarnate_as_traveller(seat, character, self.character)

    def bluffs(self) -> tuple[str, ...]:
        """The Demon's bluffs (the Storyteller's, chosen at setup)."""
        return tuple(self._game.state.bluffs)

    def replace_bluff(self, old: str, new: str) -> None:
        """Swap one of the Demon's bluffs for another character before they are shown (the
        Pope: a bluff may be an in-play good character).

        Raises:
            ValueError: ``old`` is not a bluff, or ``new`` is one already.
        """
        bluffs = list(self._game.state.bluffs)
        if old not in bluffs or new in bluffs:
            raise ValueError(f"cannot swap the bluff {old!r} for {new!r}")
        bluffs[bluffs.index(old)] = new
        self._game.state.bluffs = tuple(bluffs)

    def free_traveller_characters(self) -> list[str]:
        """The Traveller characters the Storyteller may still give (the script's, or every
        implemented one when it lists none; RULES.md "Travellers"), none held by a seat."""
        return self._game.free_traveller_characters()

    def revive_registering_dead(self, seat: int) -> None:
        """Make a dead seat truly alive again while it goes on registering as dead, to the
        table and to every other ability (an effect ``REGISTERS_DEAD`` for the rest of the
        game, from this ability). Nothing is announced: the table still sees a dead player.
        Used for a dead player made the Zombuul who "has already died once" (jinx
        Summoner-Zombuul), as if the Zombuul's first death had just happened to them.

        Raises:
            ValueError: the seat is alive.
        """
        s = self._game.state.seats[seat]
        if s.alive:
            raise ValueError(f"{s.name} is alive")
        self._game.add_effect(Effect(REGISTERS_DEAD, seat, self._source, self.character, None, False,
                                     "Registers as dead", None, None, None))
        s.alive = True
        self.note(f"{s.name} lives again, but registers as dead ({self.character_name(self.character)}).")

    def end_game(self, winner: str, reason: str) -> None:
        """End the game now with a winner (``"good"`` or ``"evil"``); this ability decided it.

        Returns only when an ability in play refuses that win (``blocks_win``: the Evil
        Twin); the caller must then go on as if nothing was won (and not declare another
        win it meant as an alternative)."""
        self._game.end_game(winner, reason, self.character)
