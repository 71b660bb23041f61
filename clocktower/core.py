"""The Grimoire's mechanics that every phase uses: events and labels, ability contexts,
effects, registration and information, life and death, winning, and the dispatch of the
hooks character modules define (:mod:`clocktower.characters`).

:class:`GameCore` is the base of :class:`clocktower.engine.Game`; the phases
(:mod:`clocktower.setup`, :mod:`clocktower.night`, :mod:`clocktower.day`) build on it.

Whose hooks run (see also ``docs/hooks-semantics.md``)
------------------------------------------------------

:meth:`GameCore._hooked` lists, for a hook name, every ability that defines it, in holder
order: seats in seat order (each seat's own character, then its granted abilities, then,
unless ``true_only``, the character it only believes it is: the Drunk's, the Lunatic's, the
Marionette's), then the Storyteller's Fabled and Loric in script order. ``true_only=True``
is for effects of an ability (a drunk player's ability has no effect, but they think it
works: almanac, Drunk; RULES.md, "Drunkenness, poisoning"); ``False`` for what a seat does
because it believes it has the ability (waking at night; the vote rules it keeps itself,
:mod:`clocktower.day`).

Deaths: replacements, then protections (:meth:`GameCore.kill`).
    1. ``redirect_death(ctx, target, harm)`` (true holders, holder order): the first hook
       that names another seat moves the death there; the hooks then run again for the new
       seat (the Fool's "you don't die" on a death the Mayor bounced onto it), except the
       replacements that already moved this death, and a death never goes back to a seat
       it has been at (:meth:`GameCore._replace_death`). A replacement hook checks itself
       whether its holder would have died at all (almanac, Monk: a Mayor the Monk protects
       does not bounce the Imp's kill).
    2. The target, original or replaced, is then checked for protection
       (:meth:`GameCore.is_protected`): none against an unstoppable harm (the Assassin's);
       otherwise an active ``SAFE`` effect on it, or any ``protects(ctx, target, harm,
       effect)`` hook of a true holder that says so, saves it. Protections only say yes or
       no and change nothing, so one is enough and their order does not matter (almanac,
       Mayor: "a dead or protected replacement simply does not die"; Soldier: "The Imp
       attacks the Soldier. The Soldier dies, because they are actually the Drunk.").
    3. A death that would really happen may be one in name only: a ``survives_death(ctx,
       target, harm)`` hook of a true holder that says so (the Zombuul's first death) keeps
       the seat alive, gives it a ``REGISTERS_DEAD`` effect, and records and announces the
       death as any other; ``on_death`` triggers do not run (nothing died). A seat that
       registers as dead and then really dies is not announced (the table thinks it dead).

Wins: :meth:`GameCore.end_game` asks every ``blocks_win(ctx, winner, condition)`` hook of a
true holder first; one that says so refuses the win (the Evil Twin: good cannot win while
both twins live), and ``end_game`` then returns instead of ending the game.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Generator, Iterable
from dataclasses import replace
from typing import Any

from . import rules
from .catalogue import load_catalogue
from .characters import SUPPRESS, behaviour
from .characters import hook as module_hook
from .context import AbilityContext
from .decisions import STORYTELLER, Decision, DecisionKind
from .events import Event
from .script import Script
from .state import (
    EVIL,
    GOOD,
    REGISTERS_DEAD,
    SAFE,
    SEAT_WRITES,
    Death,
    Effect,
    GameState,
    Harm,
    Seat,
)
from .views import EventLog, PlayerInfo, SeatView

Flow = Generator[Decision, Any, Any]


class _GameEnded(Exception):
    """Unwinds the game generator when a team has won."""


_context: Callable[[GameCore, int, str], AbilityContext] = AbilityContext  # type: ignore[assignment]
"""``AbilityContext(game, seat, character)``, built from the part of a Game a phase is typed
as: :class:`AbilityContext` is typed for the whole :class:`clocktower.engine.Game`, which is
what every ``GameCore`` is at run time."""
_tuple_new = tuple.__new__  # (``GameCore.emit`` builds an event as ``events.make_event`` does, inline)


class GameCore:
    """What every phase of a game shares (see the module docstring). Not used alone: a
    :class:`clocktower.engine.Game` sets these attributes up."""

    # Set up by ``Game.__init__``.
    script: Script
    seating: list[str | tuple[str, str]] | None
    state: GameState
    events: list[Event]
    answers: list[Any]
    decisions: list[Decision]
    event_marks: list[int]
    _script_ids: tuple[str, ...]
    _team_cache: dict[str, str]
    _event_logs: list[EventLog]  # (see EventLog)
    _seat_labels: dict[Any, str] | None
    _character_labels: dict[Any, str] | None
    _players: tuple[Any, tuple[PlayerInfo, ...]] | None  # (see Game.public_players)
    _views: list[tuple[Any, SeatView] | None]  # (see Game.view)
    identities_told: set[int]  # (see identity_hidden: seats told their identity at death)
    _holders: dict[Any, Any]  # (see _holder_tables)
    _holders_of: tuple[Any, ...]  # (what _holders was made from)
    _hooked_by: tuple[dict[str, Any], dict[str, Any]]  # (see _hooked: by true_only)
    _team_lists: dict[str | None, tuple[str, ...]]  # (see script_characters)
    _script_hook_cache: dict[str, tuple[tuple[str, Any], ...]]  # (see _script_hooks)
    _no_winner_seen: tuple[list[Seat], int] | None  # (see _check_win)
    _resurrected: list[int]  # seats brought back tonight (set at each nightfall)
    _ending: tuple[str, str, str] | None  # a win waiting for at_game_end hooks (see end_game)

    # ================================================================ events and labels
    def emit(self, kind: str, text: str, *, public: bool = False, seats: Iterable[int] = (),
             data: dict[str, Any] | None = None) -> Event:
        """Record an event with its audience (everyone, some seats, or the Storyteller).

        Raises:
            ValueError: a seat of the audience does not exist.
        """
        state = self.state
        phase = state.phase
        audience = seats if type(seats) is tuple else tuple(seats)
        if audience:
            n = len(state.seats)
            for s in audience:
                if not 0 <= s < n:
                    raise ValueError(f"event {kind!r} addressed to a seat that does not exist: {audience}")
        # (Each seat's log picks its events out of this one list when it is read: EventLog.)
        event = _tuple_new(Event, (kind, text, public, audience, data or {},
                                   (phase, state.night if phase == "night" else state.day)))
        self.events.append(event)
        return event

    def seat_labels(self) -> dict[Any, str]:
        """Labels for seat options (``None`` reads "no one")."""
        if self._seat_labels is None:
            self._seat_labels = {s.index: s.name for s in self.state.seats}
            self._seat_labels[None] = "no one"
        return self._seat_labels

    def character_labels(self) -> dict[Any, str]:
        """Labels for character options."""
        if self._character_labels is None:
            cat = load_catalogue()
            labels: dict[Any, str] = {c: cat.get(c).name for c in self._script_ids}
            labels[None] = "no one"
            self._character_labels = labels
        return self._character_labels

    def script_meta(self) -> dict[str, Any]:
        """A copy of the script's ``_meta`` object (empty when it has none)."""
        return dict(self.script.meta)

    def script_characters(self, team: str | None = None) -> list[str]:
        """Script character ids, optionally of one type. Without a type: the characters a
        seat can be (the Storyteller's Fabled and Loric are left out)."""
        found = self._team_lists.get(team)
        if found is None:
            teams = _script_teams(self.script)[1]
            found = self._team_lists[team] = tuple(
                c for c in self._script_ids
                if (teams[c] not in ("fabled", "loric") if team is None else teams[c] == team))
        return list(found)

    def _script_team(self, team: str | None) -> tuple[str, ...]:
        """:meth:`script_characters` as the kept tuple (for the setup search: not a copy)."""
        found = self._team_lists.get(team)
        if found is None:
            self.script_characters(team)
            found = self._team_lists[team]
        return found

    def team(self, seat: int) -> str:
        """A seat's true character type."""
        return rules.team_of(self.state.seats[seat].character)

    def neighbours(self, seat: int, *, alive_only: bool = False) -> tuple[int, int]:
        """The nearest seats before and after ``seat`` (alive ones if asked)."""
        seats = self.state.seats
        n = len(seats)
        def step(direction: int) -> int:
            i = seat
            for k in range(1, n + 1):
                i = self.state.step_from(seat, direction * k)  # (the seating order: a Matron's swaps)
                if i == seat:
                    break
                # (A Traveller who left is no longer at the table: the seats beside it are
                # now neighbours.)
                if (seats[i].alive if alive_only else not seats[i].left):
                    return i
            return seat
        return step(-1), step(1)

    def name(self, seat: int) -> str:
        """A seat's player name ("the Storyteller" for :data:`STORYTELLER`).

        Raises:
            IndexError: for any other seat that does not exist (never a silent negative index).
        """
        if seat == STORYTELLER:
            return "the Storyteller"
        if not 0 <= seat < len(self.state.seats):
            raise IndexError(f"no seat {seat}")
        return self.state.seats[seat].name

    def char_name(self, character: str) -> str:
        """A character's display name."""
        return rules.name_of(character)

    def ctx(self, seat: int, character: str | None = None) -> AbilityContext:
        """The ability context of a seat (its true character unless told otherwise).

        For :data:`STORYTELLER` (a Fabled or Loric ability) the character must be given.
        """
        if seat == STORYTELLER:
            if character is None:
                raise ValueError("a Storyteller ability context needs its character")
            return _context(self, seat, character)
        if not 0 <= seat < len(self.state.seats):
            raise IndexError(f"no seat {seat}")
        return _context(self, seat, character or self.state.seats[seat].character)

    # ================================================================ effects
    def add_effect(self, effect: Effect) -> None:
        self.state.effects.append(effect)

    def remove_effects(self, source: int | None, character: str, *, kind: str | None = None,
                       target: int | None = None) -> None:
        self.state.effects[:] = [
            e for e in self.state.effects
            if not (e.source == source and e.source_character == character
                    and (kind is None or e.kind == kind) and (target is None or e.target == target))
        ]

    def _expire(self, when: str, number: int) -> None:
        self.state.effects[:] = [e for e in self.state.effects if e.until != (when, number)]

    def mark_woke(self, seat: int, character: str) -> None:
        if seat == STORYTELLER:
            return  # a Storyteller character has nobody to wake
        if seat not in self.state.woke_tonight:
            self.state.woke_tonight.append(seat)
        self.emit("woke", f"{self.name(seat)} wakes as the {self.char_name(character)}.",
                  data={"seat": seat, "character": character})

    def log_choice(self, ctx: AbilityContext, chosen: tuple[int, ...], character: str | None = None) -> None:
        who = ", ".join(self.name(s) for s in chosen) or "no one"
        label = self.char_name(ctx.character)
        grant = rules.granted(self.state, ctx.seat, ctx.character) if ctx.seat != STORYTELLER else None
        if grant is not None and module_hook(grant.source_character, "UNNAMED_GRANTS"):
            label = "with an unknown ability"  # the Amnesiac never learns its ability's name
        elif ctx.seat != STORYTELLER and self.identity_hidden(ctx.seat):
            label = "with an unknown ability"  # (the Tor: nor does anyone, their own)
        text = f"{self.name(ctx.seat)} ({label}) chooses {who}"
        if character is not None:
            text = f"{self.name(ctx.seat)} ({label}) chooses the {self.char_name(character)}"
        self.emit("chose", text + ".", seats=() if ctx.seat == STORYTELLER else (ctx.seat,),
                  data={"seat": ctx.seat, "players": list(chosen), "character": character})

    def after_chosen(self, chooser: AbilityContext, chosen: tuple[int, ...]) -> Flow:
        """Let chosen characters react to being chosen by a seat's ability (Goon)."""
        if self.state.phase != "night" or chooser.seat == STORYTELLER:
            return
        for target in dict.fromkeys(chosen):
            # Its own ability's and any granted one's (a Demon given the Goon's by the Boffin).
            for character in self._acting_characters(self.state.seats[target], true_only=True):
                hook = module_hook(character, "on_chosen")
                if hook is not None:
                    result = hook(self.ctx(target, character), chooser)
                    if result is not None:
                        yield from result

    # ================================================================ registration
    def register(self, asker: AbilityContext, seat: int, aspect: str) -> Flow:
        """What ``seat`` registers as to ``asker``'s ability.

        The seat's character module may offer ``registers_as(ctx, aspect) -> set``, and
        ``registers_as_to(ctx, aspect, asker) -> set`` for what it may register as to one
        particular ability (a jinx); when they offer more than the truth, the Storyteller
        chooses (the Recluse, Legion, the Zealot to Legion...).
        Otherwise the truth is returned and no decision is asked. An ability in play may
        impose what a seat registers as to another ability (``registration_rule``: a jinx
        such as the Lleech's host registering as the Demon to the Slayer).
        """
        for holder, character, rule in self._hooked("registration_rule", True):
            imposed = rule(_context(self, holder, character), asker, seat, aspect)
            if imposed is not None:
                return imposed
        s = self.state.seats[seat]
        truth = rules.registration_truth(self.state, seat, aspect)
        hook = module_hook(s.character, "registers_as")
        to_asker = module_hook(s.character, "registers_as_to")
        granted = self.granted_registration(seat)
        extra = self._false_registrations(asker, seat, aspect) if self._hooked("registers_falsely", True) else set()
        if hook is None and to_asker is None and not granted and not extra:
            return truth
        options = set(hook(self.ctx(seat), aspect)) if hook is not None else set()
        for character, fn in granted:
            # A granted ability that lets its holder register falsely (the Hermit's Recluse).
            options |= set(fn(self.ctx(seat, character), aspect))
        if to_asker is not None:
            # Registration only towards some abilities (a jinx: the Zealot to Legion).
            options |= set(to_asker(self.ctx(seat), aspect, asker))
        options |= extra
        if not options or options == {truth}:
            return truth
        ordered = (truth,) + tuple(sorted(o for o in options if o != truth))
        value = yield Decision(
            DecisionKind.STORYTELLER, STORYTELLER, f"register.{s.character}",
            f"What does {s.name} register as ({aspect}) to the {self.char_name(asker.character)}?",
            ordered, truth=(truth,), why="registration", subject=seat,
        )
        for holder, character, after in self._hooked("on_registered", True):
            after(_context(self, holder, character), asker, seat, aspect, value)
        return value

    def information_options(self, ctx: AbilityContext, truth: tuple[Any, ...],
                            domain: tuple[Any, ...],
                            false: tuple[Any, ...] | None = None) -> tuple[tuple[Any, ...], str]:
        """The legal information values for a seat's ability, and why.

        A functioning ability may be shown only the truth; otherwise anything in the
        domain. Characters in play may change this with ``information_rule`` (the Vortox);
        a ``true_information`` hook that says so forces the truth over all of that (Barista).
        When no true value exists at all, anything in the domain is legal.
        ``false``, when given, is the part of the domain that counts as false information
        (the Savant: two false statements, not two true ones); rule modifiers then see the
        domain as ``false`` plus the truth.
        """
        if ctx.functioning:
            options, why = truth, ""
        else:
            why = rules.why_not_functioning(self.state, ctx.seat, ctx.character) or "no ability"
            options = tuple(dict.fromkeys(domain + truth))
        rules_in_play = self._hooked("information_rule", True)
        if rules_in_play:
            rule_domain = domain if false is None else tuple(dict.fromkeys(false + truth))
            for seat, character, hook in rules_in_play:
                changed = hook(_context(self, seat, character), ctx, truth, rule_domain, options)
                if changed is not None:
                    options, why = changed
        if truth and self._hooked("true_information", True) and any(
                hook(_context(self, seat, character), ctx)
                for seat, character, hook in self._hooked("true_information", True)):
            options, why = truth, "true information"
        if not options:
            options = truth
        if not options:
            # No true value exists (a Knight among Legion with one other good player): the
            # Storyteller cannot tell the truth, so any value of the domain is legal.
            options, why = tuple(dict.fromkeys(domain)), "no true value exists"
        return options, why

    def false_information_given(self, asker: AbilityContext, why: str) -> None:
        """Tell the ``on_false_information`` hooks that ``asker``'s ability showed a false
        value (the Fibbin spends its ability on it)."""
        for seat, character, hook in self._hooked("on_false_information", True):
            hook(_context(self, seat, character), asker, why)

    def keeps_good(self, target: int) -> bool:
        """True when an ability in play keeps a good seat from turning evil now
        (``keeps_good`` hook: the Spirit of Ivory)."""
        return any(hook(_context(self, seat, character), target)
                   for seat, character, hook in self._hooked("keeps_good", True))

    def keeps_demon_token(self, holder: int) -> bool:
        """True when an ability in play keeps the Demon token held by ``holder`` from moving
        tonight (``keeps_demon_token`` hook: the Witch Hunt Witch)."""
        return any(hook(_context(self, seat, character), holder)
                   for seat, character, hook in self._hooked("keeps_demon_token", True))

    def normal_evil_info(self) -> bool:
        """True when an ability in play gives the first night's Minion and Demon info at
        any player count (``normal_evil_info`` hook: the Toymaker)."""
        return any(hook(_context(self, seat, character))
                   for seat, character, hook in self._hooked("normal_evil_info", True))

    def silenced_in_talk(self, target: int) -> bool:
        """True when an ability in play keeps ``target`` silent at the start of the day's
        talk (``silenced_in_talk`` hook: the Buddhist)."""
        return any(hook(_context(self, seat, character), target)
                   for seat, character, hook in self._hooked("silenced_in_talk", True))

    def talk_order(self) -> list[int]:
        """The seats in the order they speak in the day's talk: seat order, with the seats
        kept silent at its start (:meth:`silenced_in_talk`) moved after the others."""
        order = list(range(len(self.state.seats)))
        if not self._hooked("silenced_in_talk", True):
            return order
        silent = [s for s in order if self.silenced_in_talk(s)]
        return [s for s in order if s not in silent] + silent

    def _false_registrations(self, asker: AbilityContext, seat: int, aspect: str) -> set[str]:
        """Values other abilities let ``seat`` register as to ``asker`` (``registers_falsely``)."""
        out: set[str] = set()
        for holder, character, hook in self._hooked("registers_falsely", True):
            out |= set(hook(_context(self, holder, character), asker, seat, aspect))
        return out

    # ================================================================ life and death
    def is_protected(self, target: int, harm: Harm, effect: str | None = None) -> bool:
        """True when some ability stops ``harm`` to ``target`` (no side effects).

        Any one protection is enough: an active ``SAFE`` effect (unless ``effect`` is
        asked), or a true holder's ``protects`` hook (see the module docstring). Never for
        an unstoppable harm."""
        if harm.unstoppable:
            return False
        if effect is None:
            for e in self.state.effects:
                if e.kind == SAFE and e.target == target and rules.effect_active(self.state, e):
                    return True
        for seat, character, hook in self._hooked("protects", True):
            if hook(_context(self, seat, character), target, harm, effect):
                return True
        return False

    def _protector(self, target: int, harm: Harm) -> str:
        """Who protects ``target`` from ``harm``, for the Storyteller's log: the first
        protection :meth:`is_protected` finds, as "the Monk (Alice)"; "an ability" if none
        can be named."""
        names: list[str] = []
        for e in self.state.effects:
            if e.kind == SAFE and e.target == target and rules.effect_active(self.state, e):
                who = (f" ({self.state.seats[e.source].name})"
                       if e.source is not None and e.source != STORYTELLER else "")
                names.append(f"the {self.char_name(e.source_character)}{who}" if e.source_character
                             else "a Storyteller effect")
        for seat, character, hook in self._hooked("protects", True):
            if hook(_context(self, seat, character), target, harm, None):
                names.append(f"the {self.char_name(character)}"
                             + (f" ({self.state.seats[seat].name})" if seat != STORYTELLER else ""))
        return ", ".join(dict.fromkeys(names)) or "an ability"

    def kill(self, target: int, harm: Harm) -> Flow:
        """Try to kill a seat; run death triggers. Returns True if it died.

        Rule: rulebook "Death"; protections are skipped for an unstoppable harm (Assassin).
        Order (module docstring, "Deaths"): replacements (``redirect_death``), each seat the
        death reaches being offered to the replacements again, then the protections of the
        seat that would die, then a death in name only (``survives_death``: the Zombuul).
        A death in name only returns True: the seat is announced and registers as dead.
        """
        # An exiled Traveller's death is not replaced or prevented (RULES.md, "Travellers":
        # only an ability that says exile could stop it; none in the engine does).
        if not harm.exile:
            target = yield from self._replace_death(target, harm)
        seat = self.state.seats[target]
        source = (self.char_name(harm.source_character) if harm.source_character
                  else "exile" if harm.exile else "execution")
        if not seat.alive:
            self.emit("grimoire", f"{seat.name} is already dead ({source}).")
            return False
        if not harm.exile and self.is_protected(target, harm):
            self.emit("protected", f"{seat.name} does not die ({source}): protected by "
                      f"{self._protector(target, harm)}.", data={"seat": target})
            return False
        # A seat the table already thinks dead (a "dead" Zombuul) dies unannounced.
        announced = not rules.registers_dead(self.state, target)
        in_name_only = False
        for holder, character, hook in () if harm.exile else self._hooked("survives_death", True):
            if hook(_context(self, holder, character), target, harm):
                in_name_only = True
                self.add_effect(Effect(REGISTERS_DEAD, target, None if holder == STORYTELLER else holder,
                                       character, None, needs_source=False, token="Registers as dead"))
                self.emit("grimoire", f"{seat.name} dies in name only ({self.char_name(character)}): "
                          "alive, but registers as dead.")
                break
        if not in_name_only:
            seat.alive = False
        phase = self.state.phase
        unannounced_rule = self.deaths_unannounced()
        if phase != "night" and not unannounced_rule:
            seat.public_alive = False
        number = self.state.night if phase == "night" else self.state.day
        death = Death(target, seat.character, harm, phase, number, announced, in_name_only)
        self.state.deaths.append(death)
        if not announced:
            self.emit("died", f"{seat.name} dies for real, unannounced: the table thinks them dead already "
                      f"({source}).", data={"seat": target})
        elif phase == "night":
            self.emit("died", f"{seat.name} dies tonight ({source}).", data={"seat": target})
        elif unannounced_rule:
            # (I See Dead People: the death is not announced; the dying player is told.)
            self.emit("died", f"{seat.name} dies, unannounced ({source}).", data={"seat": target})
            self.emit("told_dead", "You have died. The Storyteller does not announce it.", seats=(target,),
                      data={"seat": target})
        else:
            self.emit("died", f"{seat.name} dies.", public=True, data={"seat": target})
        if not in_name_only:
            if self.identity_hidden(target):
                self.tell_identity(target)
            # (Nothing really died in a death in name only: no trigger reacts to it.)
            yield from self._hooks("on_death", death)
        return True

    def granted_registration(self, seat: int) -> list[tuple[str, Any]]:
        """(character, ``registers_as`` hook) of each ability truly granted to ``seat`` whose
        module lets its holder register falsely (a Hermit's Recluse ability): read by
        registration beside the seat's own character's hook."""
        grants = self.state.granted.get(seat)
        if not grants:
            return []
        own = self.state.seats[seat].character
        return [(g.character, fn) for g in grants
                if not g.believed_only and g.character != own
                and (fn := module_hook(g.character, "registers_as")) is not None]

    def _replace_death(self, target: int, harm: Harm) -> Flow:
        """Where a death goes after its replacements (module docstring, "Deaths"); returns
        (via ``yield from``) the seat that would now die.

        Replacement hooks run in holder order for the seat the death is at; the first that
        names another seat moves it there, and the hooks run again for that seat (so the
        Fool's own "you don't die" is offered a death the Mayor bounced onto it). A
        replacement that has moved this death is not asked again, and a death never goes
        back to a seat it has been at (a hook naming one keeps the death where it is): at
        most one move per replacement, so it always ends.
        """
        been = {target}
        moved_by: set[tuple[int, str]] = set()
        while True:
            for holder, character, hook in self._hooked("redirect_death", True):
                if (holder, character) in moved_by:
                    continue
                result = hook(_context(self, holder, character), target, harm)
                new_target = (yield from result) if result is not None else None
                if new_target is not None and new_target not in been:
                    self.emit("grimoire", f"The death meant for {self.name(target)} goes to "
                              f"{self.name(new_target)} ({self.char_name(character)}).")
                    moved_by.add((holder, character))
                    been.add(new_target)
                    target = new_target
                    break
            else:
                return target

    def resurrect(self, target: int, by: str) -> Flow:
        """Bring a dead seat back to life, ability restored (Professor, Shabaloth)."""
        seat = self.state.seats[target]
        if seat.alive:
            return False
        seat.alive = True
        seat.ghost_vote = True
        if self.state.phase != "night":
            seat.public_alive = True
        for key in [k for k in self.state.memory if k[0] == target]:
            del self.state.memory[key]
        self.state.reminders[:] = [r for r in self.state.reminders
                                   if not (r.source == target and r.token == "No ability")]
        self._resurrected.append(target)
        self.emit("resurrected", f"{seat.name} is alive again ({self.char_name(by)}).",
                  data={"seat": target})
        for character in self._acting_characters(seat):
            module = behaviour(character)
            start = getattr(module, "first_night", None)
            if getattr(module, "START_KNOWING", False) and start is not None:
                gen = start(self.ctx(target, character))
                if gen is not None:
                    yield from gen
        return True

    def change_character(self, target: int, character: str, *, tell: bool = True,
                         keep_believed: bool = False) -> None:
        seat = self.state.seats[target]
        old = seat.character
        seat.character = character
        if not keep_believed:
            seat.believed = character
        # Grants tied to the old character end with it; one the player goes on believing in
        # (made the Marionette) stays as a belief only (``Grant.while_character``).
        grants = self.state.granted.get(target)
        if grants:
            grants[:] = [g if g.while_character in (None, character) else replace(g, believed_only=True)
                         for g in grants if g.while_character in (None, character) or keep_believed]
        self.emit("character_changed",
                  f"{seat.name} is now the {self.char_name(character)} (was the {self.char_name(old)}).",
                  seats=(target,) if tell and not self.identity_hidden(target) else (),
                  data={"seat": target, "character": character})
        for ctx, hook in self._hook_list("on_character_changed"):
            hook(ctx, target, old)

    def change_alignment(self, target: int, alignment: str, *, tell: bool = True) -> None:
        seat = self.state.seats[target]
        if alignment == EVIL and seat.alignment != EVIL and self.keeps_good(target):
            self.emit("grimoire", f"{seat.name} stays good (no more evil players may be made).",
                      data={"seat": target, "kept": "good"})
            return
        seat.alignment = alignment
        if tell:
            seat.believed_alignment = alignment
        self.emit("alignment_changed", f"{seat.name} is now {alignment}.",
                  seats=(target,) if tell and not self.identity_hidden(target) else (),
                  data={"seat": target, "alignment": alignment})

    def deaths_unannounced(self) -> bool:
        """True while an ability in play stops the Storyteller announcing deaths (module data
        ``DEATHS_UNANNOUNCED``: the I See Dead People Fabled): a death leaves the seat
        publicly alive (``public_alive``) and only the dying seat is told of it, at once by
        day and at dawn for a night death (docs/rulings/tournament-homebrew.md)."""
        return bool(self._hooked("DEATHS_UNANNOUNCED", True))

    def knows_own_death(self, seat: int) -> bool:
        """True when ``seat`` is dead, deaths are not announced, and it has been told of its
        own death (a day death at once, a night death from the next dawn)."""
        state = self.state
        if state.seats[seat].alive or not self.deaths_unannounced():
            return False
        last = next((d for d in reversed(state.deaths) if d.seat == seat and not d.in_name_only), None)
        if last is None:
            return False
        return last.phase != "night" or state.phase != "night" or last.number < state.night

    def identity_hidden(self, seat: int) -> bool:
        """True when ``seat`` may not be told its own character or alignment: an ability in
        play hides them (module data ``HIDES_IDENTITY``: the Tor), the seat is not a
        Traveller (a Traveller's character is public), and it has not died yet (see
        :meth:`tell_identity`)."""
        return self.identity_hider(seat) is not None

    def identity_hider(self, seat: int) -> str | None:
        """The character that hides ``seat``'s own character and alignment from it (see
        :meth:`identity_hidden`), or None."""
        hiders = self._hooked("HIDES_IDENTITY", True)
        if not hiders or seat in self.identities_told or self.state.seats[seat].traveller \
                or seat in self.state.hidden_travellers:
            return None
        return str(hiders[0][1])

    def tell_identity(self, seat: int) -> None:
        """Tell a seat whose identity was hidden its character and alignment (the Tor: "they
        learn them when they die"): the Grimoire's truth, whatever the seat's drunkenness or
        poisoning (a Drunk learns it is the Drunk). From then on the player believes them and
        its view shows them."""
        s = self.state.seats[seat]
        self.identities_told.add(seat)
        s.believed, s.believed_alignment = s.character, s.alignment
        self.emit("learned", f"You are the {self.char_name(s.character)}, and you are {s.alignment}.",
                  seats=(seat,), data={"what": "identity", "seat": seat, "character": s.character,
                                       "alignment": s.alignment})

    def end_game(self, winner: str, reason: str, condition: str = "") -> None:
        """End the game: a team has won, unless an ability in play refuses that win.

        Args:
            winner: ``"good"`` or ``"evil"``.
            reason: the sentence announced.
            condition: a short code of the win condition (``"no-demon"``, ``"two-alive"``,
                or the id of the character whose ability decided it).

        Returns only when a ``blocks_win(ctx, winner, condition)`` hook of a true holder
        refused the win (the Evil Twin: good cannot win while both twins live; noted in the
        Grimoire log); the game then goes on, and the caller must carry on as if nothing was
        won. Otherwise it does not return: the game is over.
        """
        if self.state.winner is None:
            # Abilities that change who wins (the Heretic's), in holder order, each seeing
            # the winner the earlier ones left (``final_winner`` hook); then those that refuse
            # the win of the team that would now win (``blocks_win``: the Evil Twin).
            for seat, character, hook in self._hooked("final_winner", True):
                changed = hook(_context(self, seat, character), winner)
                if changed is not None and changed != winner:
                    self.emit("grimoire", f"{winner.capitalize()} would win; the {self.char_name(character)} "
                              f"makes {changed} win instead.")
                    reason = f"{reason} (the {self.char_name(character)}: {winner} would have won)"
                    winner = changed
            for seat, character, hook in self._hooked("blocks_win", True):
                if hook(_context(self, seat, character), winner, condition or reason):
                    self.emit("grimoire", f"No win for {winner} ({reason}): the "
                              f"{self.char_name(character)} prevents it.",
                              data={"blocked_winner": winner, "by": character})
                    return
            if self._hooked("at_game_end", True):
                # Judgements on the result (the Politician's) may ask the Storyteller: the
                # win is announced once they are made (``finish_game``, run by the game's
                # flow as it unwinds).
                self._ending = (winner, reason, condition or reason)
                raise _GameEnded
            self._declare_winner(winner, reason, condition or reason)
        raise _GameEnded

    def _declare_winner(self, winner: str, reason: str, condition: str) -> None:
        """Set the winner in the Grimoire and announce it (the ``game_over`` event)."""
        self.state.winner = winner
        self.state.win_reason = reason
        self.state.win_condition = condition
        self.state.phase = "over"
        self.emit("game_over", f"{winner.capitalize()} wins: {reason}", public=True,
                  data={"winner": winner, "reason": reason})

    def finish_game(self) -> Flow:
        """Announce a win :meth:`end_game` left waiting for ``at_game_end`` hooks: each true
        holder's hook runs in holder order (it may ask decisions and change the holder's
        alignment: the Politician joining the winners), then the winner is declared.
        Nothing happens when no win is waiting."""
        ending = self._ending
        if ending is None:
            return
        self._ending = None
        winner, reason, condition = ending
        for seat, character, hook in self._hooked("at_game_end", True):
            result = hook(_context(self, seat, character), winner)
            if result is not None:
                yield from result
        self._declare_winner(winner, reason, condition)

    def _check_win(self) -> None:
        """End the game if a win condition is met (rulebook "Winning", plus abilities)."""
        suppress = False
        for seat, character, hook in self._hooked("check_win", True):
            result = hook(_context(self, seat, character))
            if result == SUPPRESS:
                suppress = True
            elif result:
                self.end_game(*result)
        if suppress:
            return
        # The rulebook's checks read only the seats: when no seat was written since they last
        # found no winner, they would find none again.
        seats = self.state.seats
        quiet = self._no_winner_seen
        if quiet is not None and quiet[0] is seats and quiet[1] == SEAT_WRITES[0]:
            return
        teams = self._team_cache
        alive = 0
        demon = False
        for s in seats:
            if s.alive:
                if not s.traveller:
                    alive += 1
                if not demon:
                    c = s.character
                    demon = (teams[c] if c in teams else rules.team_of(c)) == "demon"
        refused = False  # (end_game returns only when an ability refused the win)
        if not demon:
            self.end_game(GOOD, "no Demon is alive.", "no-demon")
            refused = True
        if alive <= 2:
            self.end_game(EVIL, "just two players are alive and one of them is the Demon.", "two-alive")
            refused = True
        if not refused:
            # (A refusal may depend on more than the seats: it is asked again next time.)
            self._no_winner_seen = (seats, SEAT_WRITES[0])

    # ================================================================ hooks
    def _acting_characters(self, seat: Seat, true_only: bool = False) -> list[str]:
        """The characters whose hooks run for a seat: its own, granted abilities, and (unless
        ``true_only``) the character it only believes it is (Drunk, Marionette)."""
        chars = [seat.character] if seat.character else []
        for grant in self.state.granted.get(seat.index, ()):
            if grant.character not in chars and not (true_only and grant.believed_only):
                chars.append(grant.character)
        if not true_only and seat.believed and seat.believed not in chars:
            if module_hook(seat.character, "THINKS_THEY_ARE"):
                chars.append(seat.believed)
        return chars

    def _holder_tables(self) -> dict[Any, Any]:
        """The ability holders and hook lists for the Grimoire as it is now.

        They are derived from plain state that changes rarely (a character change, a grant),
        so they are kept while nothing they depend on may have changed: the seats (the same
        list, and no character or believed character written since: ``SEAT_WRITES[1]``), the
        grants (each seat's list holding the very same frozen grants) and the Storyteller's
        characters; they are recomputed otherwise. Base state stays the only truth, whoever
        changes it (a hand edit of the Grimoire included)."""
        state = self.state
        kept = self._holders_of
        # (Comparing the kept copies with ``==`` is done in C, and a list compares its
        # elements by identity first: a grant list that still holds the same grants is equal.)
        if (kept[0] is state.seats and kept[1] == SEAT_WRITES[1] and kept[2] == state.granted
                and kept[3] == state.storyteller_characters):
            return self._holders
        self._holders_of = (state.seats, SEAT_WRITES[1], {k: list(v) for k, v in state.granted.items()},
                            list(state.storyteller_characters))
        self._holders = {}
        self._hooked_by = ({}, {})  # (see _hooked)
        return self._holders

    def _holder_list(self, true_only: bool) -> tuple[tuple[int, str], ...]:
        tables = self._holder_tables()
        out = tables.get(true_only)
        if out is None:
            found = [(s.index, c) for s in self.state.seats for c in self._acting_characters(s, true_only)]
            found += [(STORYTELLER, c) for c in self.state.storyteller_characters]
            out = tables[true_only] = tuple(found)
        return out

    def _hooked(self, name: str, true_only: bool) -> tuple[tuple[int, str, Any], ...]:
        """(seat, character, function) for every ability (see :meth:`ability_holders`)
        whose module defines hook ``name``."""
        # (The check of :meth:`_holder_tables`, written out: this runs several times a decision.)
        state = self.state
        kept = self._holders_of
        if not (kept[0] is state.seats and kept[1] == SEAT_WRITES[1] and kept[2] == state.granted
                and kept[3] == state.storyteller_characters):
            self._holder_tables()
        by_name = self._hooked_by[true_only]
        out = by_name.get(name)
        if out is None:
            out = by_name[name] = tuple(
                (seat, c, fn) for seat, c in self._holder_list(true_only) if (fn := module_hook(c, name)) is not None)
        return out

    def _script_hooks(self, name: str) -> tuple[tuple[str, Any], ...]:
        """(character, function) for every character on the script whose module defines
        ``name`` (in play or not), in script order."""
        found = self._script_hook_cache.get(name)
        if found is None:
            found = self._script_hook_cache[name] = tuple(
                (c, fn) for c in self._script_ids if (fn := module_hook(c, name)) is not None)
        return found

    def ability_holders(self, true_only: bool = False) -> list[tuple[int, str]]:
        """(seat, character) for every ability in the game: each seat's (see
        :meth:`_acting_characters`), then the Storyteller's Fabled and Loric characters
        (seat :data:`STORYTELLER`)."""
        return list(self._holder_list(true_only))

    def _hook_list(self, name: str) -> list[tuple[AbilityContext, Any]]:
        """(context, function) for every ability that defines hook ``name``."""
        return [(_context(self, seat, character), fn)
                for seat, character, fn in self._hooked(name, True)]

    def _hooks(self, name: str, *args: Any) -> Flow:
        for seat, character, fn in self._hooked(name, False):
            result = fn(_context(self, seat, character), *args)
            if result is not None:
                yield from result



_SCRIPT_TEAMS: dict[int, tuple[Script, tuple[str, ...], dict[str, str]]] = {}
"""By ``id(script)``: the script, its catalogue characters and their types."""


def _script_teams(script: Script) -> tuple[tuple[str, ...], dict[str, str]]:
    """The script's characters known to the catalogue, in script order, and the character
    type of each (once per Script object; callers copy the dict before changing it)."""
    known = _SCRIPT_TEAMS.get(id(script))
    if known is None or known[0] is not script:
        if len(_SCRIPT_TEAMS) >= 256:
            _SCRIPT_TEAMS.clear()
        catalogue = load_catalogue()
        ids = tuple(c for c in script.characters if c in catalogue)
        known = _SCRIPT_TEAMS[id(script)] = (script, ids, {c: str(catalogue.get(c).team) for c in ids})
    return known[1], known[2]


def all_pairs(seats: Iterable[int], characters: Iterable[str]) -> list[tuple[int, str]]:
    """Every (seat, character) pair: a domain for "a player and their character" info."""
    return list(itertools.product(seats, characters))
