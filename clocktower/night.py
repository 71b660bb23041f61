"""The night (rulebook "Night"): the night order, each step's actors woken in turn, the
Minion and Demon info, then the dawn.

:class:`NightPhase` is the part of :class:`clocktower.engine.Game` that runs it.
"""

from __future__ import annotations

from typing import Any, Literal

from . import rules
from .catalogue import load_catalogue
from .characters import behaviour
from .characters import hook as module_hook
from .core import Flow, GameCore, _context, _script_teams
from .decisions import STORYTELLER
from .wording import and_list

_NIGHT_ORDERS: dict[tuple[Any, ...], tuple[str, ...]] = {}
"""By (script ids, custom night order, first night, characters held that are off the script):
the night order (see ``Game.night_order``; it depends on nothing else but the catalogue)."""


class NightPhase(GameCore):
    """The nights of a game (a part of :class:`clocktower.engine.Game`)."""

    def night_order(self, first: bool) -> list[str]:
        """The night order: the script's custom order if it has one, else the catalogue's.

        A custom order keeps its own sequence; any step it leaves out that must still
        happen (Minion and Demon info, dawn, a character in play or held that wakes) is
        slotted in after the nearest step that precedes it in the official order, so a
        custom order can reorder characters but never silently switch one off.

        Returns:
            Ids and the markers ``dusk``, ``minioninfo``, ``demoninfo``, ``dawn`` in order.
        """
        tables = self._holder_tables()
        found = tables.get(("night_order", first))
        if found is None:
            # Kept with the ability holders, and shared by games of the same script: every
            # script character has its place whether in play or not, so only the characters
            # held off the script (an Amnesiac's ability, say) change the order.
            state = self.state
            on_script = _script_teams(self.script)[1]
            held = frozenset([c for c in [s.character for s in state.seats]
                              + [g.character for grants in state.granted.values() for g in grants]
                              if c not in on_script])
            custom = self.script.first_night if first else self.script.other_night
            key = (self._script_ids, tuple(custom or ()), first, held)
            found = _NIGHT_ORDERS.get(key)
            if found is None:
                if len(_NIGHT_ORDERS) >= 4096:
                    _NIGHT_ORDERS.clear()
                found = _NIGHT_ORDERS[key] = tuple(self._night_order(first))
            tables["night_order", first] = found
        return list(found)

    def _night_order(self, first: bool) -> list[str]:
        cat = load_catalogue()
        night: Literal["first", "other"] = "first" if first else "other"
        entries: list[tuple[int, str]] = []
        for marker in ("dusk", "minioninfo", "demoninfo", "dawn"):
            try:
                entries.append((cat.night_marker(night, marker), marker))
            except KeyError:
                pass
        # Characters off the script can be in play or held (an Amnesiac's catalogue ability).
        held = [s.character for s in self.state.seats] + [
            g.character for grants in self.state.granted.values() for g in grants]
        for c in dict.fromkeys([*self._script_ids, *(c for c in held if c)]):
            pos = cat.get(c).first_night if first else cat.get(c).other_night
            if pos is not None:
                entries.append((pos, c))
        official = [step for _, step in sorted(entries)]
        custom = self.script.first_night if first else self.script.other_night
        if not custom:
            return official
        order = [step for step in dict.fromkeys(custom) if step in official]
        for i, step in enumerate(official):
            if step in order or step == "dusk":
                continue
            before = next((official[j] for j in range(i - 1, -1, -1) if official[j] in order), None)
            order.insert(order.index(before) + 1 if before is not None else 0, step)
        return order

    def _night(self) -> Flow:
        state = self.state
        state.phase = "night"
        state.night += 1
        state.woke_tonight = []
        self._resurrected: list[int] = []
        first = state.night == 1
        self.emit("phase", f"Night {state.night} falls.", public=True)
        if not first:
            yield from self._hooks("night_start")
        after_dawn = False
        # Whether anything ran since the last win check (a check of an unchanged Grimoire
        # finds what the last one found, so it is skipped).
        unchecked = True
        for step in self.night_order(first):
            if step == "dusk":
                continue
            if step == "dawn":
                yield from self._dawn()
                after_dawn = True
                unchecked = False  # (the dawn ends with a win check)
                continue
            if step == "minioninfo":
                if first and (self._non_traveller_count() >= 7 or self.normal_evil_info()) \
                        and not self._evil_info_blocked() and not self._hooked("HIDES_IDENTITY", True):
                    self._minion_info()
                continue
            if step == "demoninfo":
                if first and (self._non_traveller_count() >= 7 or self.normal_evil_info()) \
                        and not self._hooked("HIDES_IDENTITY", True):  # (the Tor: skipped)
                    # Blocked (Poppy Grower): the Demon still learns its three bluffs.
                    self._demon_info(minions=not self._evil_info_blocked())
                continue
            for seat, character in self._actor_table().get(step, ()):
                fn = module_hook(character, "first_night" if first else "other_night")
                if fn is None:
                    continue
                if seat != STORYTELLER:
                    s = self.state.seats[seat]
                    if not s.alive and not module_hook(character, "WAKES_WHEN_DEAD"):
                        continue
                    if character == s.character and rules.has_no_ability(self.state, seat):
                        continue  # a preached Minion "can no longer act" (almanac, Preacher)
                    if self._stays_asleep(seat, character):
                        continue  # (I See Dead People: a poisoned player is not woken)
                gen = fn(_context(self, seat, character))
                if gen is not None:
                    yield from gen
                if seat != STORYTELLER and self._acts_twice(seat, character):
                    gen = fn(_context(self, seat, character))  # (Barista: the action runs again)
                    if gen is not None:
                        yield from gen
                self._check_win()
                unchecked = False
            if self._hooked("after_night_step", False):
                yield from self._hooks("after_night_step", step)
                unchecked = True
            if unchecked:
                self._check_win()
                unchecked = False
        if not after_dawn:
            yield from self._dawn()

    def _stays_asleep(self, seat: int, character: str) -> bool:
        """Whether an ability in play keeps ``seat`` from waking for ``character``'s night
        action tonight (``stays_asleep``: I See Dead People's poisoned players)."""
        return any(hook(_context(self, holder, c), seat, character)
                   for holder, c, hook in self._hooked("stays_asleep", True))

    def _acts_twice(self, seat: int, character: str) -> bool:
        """Whether an ability in play makes ``seat``'s ``character`` night action run twice
        tonight (``acts_twice``: the Barista); the seat must still be able to act."""
        hooks = self._hooked("acts_twice", True)
        if not hooks:
            return False
        s = self.state.seats[seat]
        if not s.alive and not module_hook(character, "WAKES_WHEN_DEAD"):
            return False
        return any(hook(_context(self, holder, c), seat, character) for holder, c, hook in hooks)

    def _actors(self, step: str) -> list[tuple[int, str]]:
        """Seats that act at one night-order step, with the character they act as: the seats
        that are that character, were granted its ability, or believe they are it (the Drunk,
        the Marionette), then the Storyteller when it is theirs."""
        return list(self._actor_table().get(step, ()))

    def _actor_table(self) -> dict[str, list[tuple[int, str]]]:
        """Every night-order step's actors (see :meth:`_actors`), by step; kept with the
        ability holders (they change together). Read only: a change of holders makes a new
        table, so a list being walked is never changed under the walker."""
        tables = self._holder_tables()
        actors: dict[str, list[tuple[int, str]]] | None = tables.get("actors")
        if actors is None:
            actors = {}
            granted = self.state.granted
            for s in self.state.seats:
                steps = [s.character, *(g.character for g in granted.get(s.index, ()))]
                if s.believed != s.character and module_hook(s.character, "THINKS_THEY_ARE"):
                    steps.append(s.believed)
                for c in dict.fromkeys(steps):
                    actors.setdefault(c, []).append((s.index, c))
            for c in dict.fromkeys(self.state.storyteller_characters):
                actors.setdefault(c, []).append((STORYTELLER, c))
            tables["actors"] = actors
        return actors

    def actors_at(self, step: str) -> list[tuple[int, str]]:
        """Who acts at a night-order step: ``(seat, character)`` pairs, the seat being
        ``STORYTELLER`` for a Fabled or Loric (the Storyteller's assisted view shows this).
        A dead seat is listed; it is skipped at its turn unless its ability wakes when dead."""
        return self._actors(step)

    def _non_traveller_count(self) -> int:
        """Players besides Travellers (the Minion and Demon info needs 7 of them: Travellers
        are outside the setup counts), hidden ones too (Stowed Away's: the setup table of the
        lowered player count is dealt, and its row decides)."""
        return self.state.setup_players()

    def _evil_info_blocked(self) -> bool:
        """True when an ability stops Minion and Demon info (``blocks_evil_info`` hook)."""
        for seat, character, hook in self._hooked("blocks_evil_info", True):
            if hook(_context(self, seat, character)):
                return True
        return False

    def _minion_info(self) -> None:
        """Minions learn the Demon and each other (7+ players). Rulebook, "The turn cycle"."""
        seats = self.state.seats
        minions = [s.index for s in seats if self.team(s.index) == "minion"
                   and getattr(behaviour(s.character), "IN_MINION_INFO", True)]
        demons = [s.index for s in seats if self.team(s.index) == "demon"]
        decoys = self._hooked("evil_info_decoy", True)
        for m in minions:
            others = [x for x in minions if x != m]
            if decoys:
                # An ability may be shown among the Demons or the Minions (the Magician).
                shown_demons = sorted(demons + [x for x, as_ in self._decoys(decoys, m) if as_ == "demon"])
                others = sorted(others + [x for x, as_ in self._decoys(decoys, m) if as_ == "minion"])
                self.emit("minion_info", "The Demon is " + ", ".join(self.name(d) for d in shown_demons) + ". "
                          + ("Your fellow Minions: " + ", ".join(self.name(o) for o in others) + "."
                             if others else "You have no fellow Minions."),
                          seats=(m,), data={"demons": shown_demons, "minions": others})
                continue
            # (No Demon in play: the Summoner's game, until it summons one.)
            text = (("The Demon is " + ", ".join(self.name(d) for d in demons) + ". " if demons
                     else "There is no Demon in play. ")
                    + ("Your fellow Minions: " + ", ".join(self.name(o) for o in others) + "."
                       if others else "You have no fellow Minions."))
            self.emit("minion_info", text, seats=(m,), data={"demons": demons, "minions": others})

    def _demon_info(self, *, minions: bool = True, bluffs: bool = True, every_minion: bool = False) -> None:
        """The Demon learns its Minions and three bluffs (7+ players).

        Args:
            minions: also show the Minions (False while the Poppy Grower blocks it).
            bluffs: also show the bluffs (False when evil learn each other mid-game).
            every_minion: also show the Minions left out of Minion info (the Marionette),
                whom the Demon would have been shown on the first night
                (docs/rulings/poppy-grower-marionette.md).
        """
        seats = self.state.seats
        known = [s.index for s in seats if self.team(s.index) == "minion"
                 and (every_minion or getattr(behaviour(s.character), "IN_MINION_INFO", True))]
        demons = [s.index for s in seats if self.team(s.index) == "demon"]
        decoys = self._hooked("evil_info_decoy", True)
        for d in demons:
            parts: list[str] = []
            data: dict[str, Any] = {}
            if minions:
                shown = known
                fellows = [x for x in demons if x != d]
                if decoys:
                    # An ability may be shown among the Minions or the Demons (the Magician).
                    shown = sorted(known + [x for x, as_ in self._decoys(decoys, d) if as_ == "minion"])
                    fellows = sorted(fellows + [x for x, as_ in self._decoys(decoys, d) if as_ == "demon"])
                parts.append("Your Minions: " + (", ".join(self.name(m) for m in shown) or "none") + ".")
                data["minions"] = shown
                if fellows:
                    # Several Demons (Legion) learn each other as well.
                    parts.append("Your fellow Demons: " + ", ".join(self.name(x) for x in fellows) + ".")
                    data["demons"] = fellows
            if bluffs:
                parts.append(("Not in play (bluffs): " + ", ".join(self.char_name(b) for b in self.state.bluffs)
                              + ".") if self.state.bluffs else "You have no bluffs.")
                data["bluffs"] = list(self.state.bluffs)
            self.emit("demon_info", " ".join(parts), seats=(d,), data=data)

    def _decoys(self, hooks: tuple[tuple[int, str, Any], ...], viewer: int) -> list[tuple[int, str]]:
        """The seats an ability shows to ``viewer`` (a Minion or a Demon getting its first
        night info) as a Demon or a Minion: ``(seat, "demon" or "minion")`` from the
        ``evil_info_decoy`` hooks (the Magician)."""
        out = []
        for holder, character, hook in hooks:
            shown_as = hook(_context(self, holder, character), viewer)
            if shown_as is not None and holder != viewer:
                out.append((holder, shown_as))
        return out

    def evil_info_now(self) -> None:
        """Minions and Demons learn who each other are now, as on the first night but
        without bluffs (the Poppy Grower's death). The Demon is shown every Minion, the
        Marionette too (which it was not shown while the Poppy Grower lived); the Minions'
        own information leaves out the Minions left out of Minion info, as on the first night."""
        self._minion_info()
        self._demon_info(bluffs=False, every_minion=True)

    def _dawn(self) -> Flow:
        state = self.state
        died = [d.seat for d in state.deaths_in("night", state.night) if d.announced]
        back = [s for s in self._resurrected if state.seats[s].alive]
        self._expire("dawn", state.night)
        state.phase = "day"
        state.day += 1
        if self.deaths_unannounced():
            # (I See Dead People: nobody's death is announced; each dead seat is told its own.)
            for dead in dict.fromkeys(died):
                self.emit("told_dead", "You died in the night. The Storyteller does not announce it.",
                          seats=(dead,), data={"seat": dead})
            for seat in state.seats:
                if seat.index in back:
                    seat.public_alive = True
            died = []
        else:
            for s in state.seats:
                s.public_alive = s.alive and not rules.registers_dead(state, s.index)
        if died:
            text = "Dawn. " + and_list(self.name(s) for s in dict.fromkeys(died)) + " died in the night."
        else:
            text = "Dawn. Nobody died in the night."
        if back:
            text += " " + ", ".join(self.name(s) for s in back) + " is alive again."
        self.emit("dawn", text, public=True, data={"died": list(dict.fromkeys(died)), "alive_again": back})
        self._check_win()
        yield from self._hooks("after_dawn")
        self._check_win()

