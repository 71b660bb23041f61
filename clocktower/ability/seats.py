"""The seat facts of :class:`~clocktower.context.AbilityContext`: who sits where, alive or
dead, who is what character, the script and catalogue questions, deaths, nominations and votes."""

from __future__ import annotations

from typing import Any

from .. import rules
from ..state import REGISTERS_DEAD, Death
from .base import ContextBase
from .character_facts import (
    CharacterFacts,
    also_registers_as,
    believes_another,
    character_facts,
    draws_a_cover,
    in_minion_info,
    is_implemented,
    player_counts,
    registers_variably,
)


class SeatFacts(ContextBase):
    """Facts about the seats and the game so far (see :class:`~clocktower.context.AbilityContext`)."""

    __slots__ = ()

    # ----------------------------------------------------------------- facts: seats
    @property
    def players(self) -> int:
        """How many seats there are."""
        return len(self._game.state.seats)

    @property
    def setup_players(self) -> int:
        """How many players the setup counts cover: every seat but the Travellers (the
        player-count table's row; RULES.md, "Travellers"), hidden ones included (Stowed
        Away's, dealt from the bag: ``GameState.hidden_travellers``)."""
        return self._game.state.setup_players()

    def seats(self) -> list[int]:
        """All seat indices still in the game (a Traveller who left is no longer a player)."""
        return [s.index for s in self._game.state.seats if not s.left]

    def alive(self, seat: int | None = None) -> bool:
        """Whether a seat (default: this one) is alive, as this ability sees it: another seat
        that registers as dead (a "dead" Zombuul) reads as dead; a seat is always alive to
        its own abilities while it truly lives."""
        target = self._own(seat)
        state = self._game.state
        if not state.seats[target].alive:
            return False
        return target == self.seat or not rules.registers_dead(state, target)

    def _registered_dead(self) -> list[int]:
        """Alive seats other than this one that register as dead to this ability."""
        state = self._game.state
        if not any(e.kind == REGISTERS_DEAD for e in state.effects):
            return []
        return [s.index for s in state.seats if s.index != self.seat and rules.registers_dead(state, s.index)]

    def alive_seats(self) -> list[int]:
        """Alive seat indices in seat order (as :meth:`alive` reads them)."""
        seats = self._game.state.alive_seats()
        hidden = self._registered_dead()
        return [s for s in seats if s not in hidden] if hidden else seats

    def publicly_alive_seats(self) -> list[int]:
        """Seats the table believes alive (night deaths are not known until dawn); use these
        for the candidates a player is offered, so the options leak nothing."""
        return [s.index for s in self._game.state.seats if s.public_alive]

    def publicly_dead_seats(self) -> list[int]:
        """Seats the table knows are dead."""
        return [s.index for s in self._game.state.seats if not s.public_alive and not s.left]

    def dead_seats(self) -> list[int]:
        """Dead seat indices in seat order (as :meth:`alive` reads them; a Traveller who left
        is not a player)."""
        hidden = self._registered_dead()
        return [s.index for s in self._game.state.seats if (not s.alive or s.index in hidden) and not s.left]

    def has_ghost_vote(self, seat: int) -> bool:
        """Whether a seat still holds its ghost vote (its vote token; public)."""
        return self._game.state.seats[seat].ghost_vote

    def spend_ghost_vote(self, seat: int) -> None:
        """A dead seat hands over its vote token (the Beggar's): it has no ghost vote left."""
        self._game.state.seats[seat].ghost_vote = False

    def regain_ghost_vote(self, seat: int) -> None:
        """A dead seat gets its vote token back (the Ferryman's final day)."""
        self._game.state.seats[seat].ghost_vote = True

    def storyteller_characters(self) -> list[str]:
        """The Fabled and Loric in play (the Storyteller's characters), in the order they
        joined."""
        return list(self._game.state.storyteller_characters)

    def script_jinxes(self) -> list[tuple[str, str, str]]:
        """The official jinxes between characters on this game's script, as (a, b, reason)
        (the Djinn's special rules)."""
        from ..setup import script_jinxes  # (setup imports the context: read when asked)
        return script_jinxes(self._game.script_characters())

    def alive_count(self) -> int:
        """Alive players, Travellers not counted (as :meth:`alive` reads them)."""
        count = self._game.state.alive_count()
        hidden = self._registered_dead()
        if hidden:
            count -= sum(1 for s in hidden if not self._game.state.seats[s].traveller)
        return count

    def name(self, seat: int) -> str:
        """A seat's player name."""
        return self._game.state.seats[seat].name

    def character_of(self, seat: int) -> str:
        """A seat's true character id (the Storyteller's knowledge)."""
        return self._game.state.seats[seat].character

    def believed_character_of(self, seat: int) -> str:
        """The character id a seat believes it is (the Lunatic's Demon, the Drunk's Townsfolk)."""
        return self._game.state.seats[seat].believed

    def is_traveller(self, seat: int) -> bool:
        """Whether a seat is a Traveller (public)."""
        return self._game.state.seats[seat].traveller

    def alignment_of(self, seat: int) -> str:
        """A seat's true alignment."""
        return self._game.state.seats[seat].alignment

    def team_of(self, seat: int) -> str:
        """A seat's true character type."""
        return rules.team_of(self._game.state.seats[seat].character)

    def seats_with(self, character: str) -> list[int]:
        """Seats whose true character is ``character``."""
        return [s.index for s in self._game.state.seats if s.character == character]

    def neighbours(self, seat: int, *, alive_only: bool = False) -> tuple[int, int]:
        """The nearest seats clockwise-before and after ``seat`` (optionally alive ones, as
        :meth:`alive` reads them: a seat that registers as dead is skipped)."""
        hidden = self._registered_dead() if alive_only else []
        if not hidden:
            return self._game.neighbours(seat, alive_only=alive_only)
        n = len(self._game.state.seats)

        def step(direction: int) -> int:
            i = seat
            for k in range(1, n + 1):
                i = self._game.state.step_from(seat, direction * k)
                if i == seat:
                    break
                if self.alive(i):
                    return i
            return seat
        return step(-1), step(1)

    def clockwise_from(self, seat: int) -> list[int]:
        """The other seats still at the table, clockwise from ``seat`` (the seating order,
        which a Matron's swaps change); use it instead of index arithmetic.

        Raises:
            ValueError: when ``seat`` is not a seat of this game."""
        state = self._game.state
        order = state.clockwise()
        i = order.index(seat)
        return [s for s in order[i + 1:] + order[:i] if not state.seats[s].left]

    def script_characters(self, team: str | None = None) -> list[str]:
        """Ids of the script's characters, optionally of one character type."""
        return self._game.script_characters(team)

    def homebrew_rules(self) -> list[str]:
        """The script's homebrew rules: the strings of its ``_meta`` field ``bootlegger``
        (the official script format's place for them), in order; empty when it has none."""
        rules_text = self._game.script_meta().get("bootlegger") or []
        return [str(r) for r in rules_text]

    def team_of_character(self, character: str) -> str:
        """The character type of a character id."""
        return rules.team_of(character)

    def character_facts(self, character: str) -> CharacterFacts:
        """The catalogue row of a character id (see :func:`character_facts`)."""
        return character_facts(character)

    def is_implemented(self, character: str) -> bool:
        """True when the character has a behaviour module (see :func:`is_implemented`)."""
        return is_implemented(character)

    def believes_another(self, character: str) -> bool:
        """True when the character's player believes another character (see
        :func:`believes_another`)."""
        return believes_another(character)

    def draws_a_cover(self, character: str) -> bool:
        """True when the character's player draws another token (see :func:`draws_a_cover`)."""
        return draws_a_cover(character)

    def in_minion_info(self, character: str) -> bool:
        """False for a Minion left out of the Minion info (see :func:`in_minion_info`)."""
        return in_minion_info(character)

    def registers_variably(self, character: str) -> bool:
        """True when a seat of this character may register as something else (see
        :func:`registers_variably`)."""
        return registers_variably(character)

    def also_registers_as(self, character: str, aspect: str) -> tuple[str, ...]:
        """What a seat of this character always registers as besides its own (see
        :func:`also_registers_as`)."""
        return also_registers_as(character, aspect)

    def player_counts(self, players: int | None = None) -> dict[str, int]:
        """The rulebook's usual counts per character type for ``players`` (default: this
        game's players, Travellers not counted: :attr:`setup_players`), before setup
        modifiers (see :func:`player_counts`)."""
        return player_counts(self.setup_players if players is None else players)

    def character_name(self, character: str) -> str:
        """A character's display name."""
        return rules.name_of(character)

    def deaths_tonight(self) -> list[Death]:
        """Deaths so far this night."""
        return self._game.state.deaths_in("night", self._game.state.night)

    def deaths_on_day(self, day: int) -> list[Death]:
        """Deaths during the given day."""
        return self._game.state.deaths_in("day", day)

    @property
    def setup_counts(self) -> dict[str, int]:
        """How many Townsfolk, Outsiders, Minions and Demons the game was set up with
        (after setup modifiers), keyed by character type."""
        return dict(self._game.state.setup_counts)

    def setup_choice(self, character: str | None = None) -> Any:
        """A standing choice made for a character while the bag was filled (None if none was):
        the Boffin's ability chosen at setup."""
        return self._game.state.setup_choices.get(character or self.character)

    def has_died(self, seat: int | None = None) -> bool:
        """Whether a seat (default: this one) has died at some time this game, even if alive again."""
        target = self._own(seat)
        return any(d.seat == target for d in self._game.state.deaths)

    def chosen_tonight(self, seat: int) -> list[int]:
        """The players ``seat`` chose with an ability so far this night, in order (the
        Mathematician-Lunatic jinx compares the Lunatic's attack with the Demon's).

        Returns:
            Seats, repeated if chosen twice; empty by day or when the seat chose no one.
        """
        state = self._game.state
        if state.phase != "night":
            return []
        now = ("night", state.night)
        return [p for e in self._game.events if e.kind == "chose" and e.time == now
                and e.data.get("seat") == seat for p in e.data.get("players", ())]

    def woke_tonight(self, seat: int) -> bool:
        """Whether a seat woke tonight due to its own ability (Chambermaid)."""
        return seat in self._game.state.woke_tonight

    @property
    def about_to_die(self) -> int | None:
        """Who is about to die today (the nominee with the most votes, enough and untied), or
        None; ``STORYTELLER`` when it is the Storyteller (nominable on an Atheist's script)."""
        return self._game.state.about_to_die

    def night_sights(self, since: int) -> tuple[int, list[tuple[int, str, tuple[int, ...]]]]:
        """What a player with open eyes could see of the night since the Grimoire's record
        held ``since`` entries (the Wraith): who was woken and whom they pointed at.

        Returns:
            ``(mark, sights)``: ``mark`` is the record's length now (pass it next time);
            ``sights`` lists ``(seat, what, players)`` in order, ``what`` being ``"woke"``
            (the seat was woken, to act or to be told something; ``players`` empty),
            ``"pointed"`` (it chose ``players``),
            ``"pointed at the sheet"`` (it chose a character) or ``"evil info"`` (it was woken
            for the first night's Minion or Demon info). Nothing the Storyteller showed a
            player is included: tokens and the Grimoire cannot be read from across the
            table. The Storyteller's own choices (no seat) are left out.

        Raises:
            ValueError: ``since`` is negative or beyond the record.
        """
        events = self._game.events
        if not 0 <= since <= len(events):
            raise ValueError(f"no such place in the record: {since} (it holds {len(events)} entries)")
        sights: list[tuple[int, str, tuple[int, ...]]] = []
        for e in events[since:]:
            kind, data = e.kind, e.data
            if kind == "woke":
                sights.append((int(data["seat"]), "woke", ()))
            elif kind == "chose" and isinstance(data.get("seat"), int) and data["seat"] >= 0:
                if data.get("character") is not None:
                    sights.append((int(data["seat"]), "pointed at the sheet", ()))
                else:
                    sights.append((int(data["seat"]), "pointed", tuple(int(p) for p in data.get("players", ()))))
            elif kind in ("minion_info", "demon_info"):
                sights.extend((s, "evil info", ()) for s in e.seats)
            elif e.seats and not e.public and kind != "chose":
                # Told something privately at night: the Storyteller woke them to tell or
                # show it (the Harpy's or the Cerenovus's mad player, a new Demon, a changed
                # character...). Seen as a waking, unless they are the player just seen
                # awake (who is told what their own ability learned).
                for s in e.seats:
                    if s >= 0 and not (sights and sights[-1][0] == s):
                        sights.append((s, "woke", ()))
        return len(events), sights

    def keeps_demon_token(self, holder: int) -> bool:
        """True when an ability in play keeps the Demon token ``holder`` holds from moving
        tonight (see :meth:`clocktower.core.GameCore.keeps_demon_token`)."""
        return self._game.keeps_demon_token(holder)

    def nominations(self) -> list[tuple[int, int]]:
        """(nominator, nominee) of today's nominations, in order; at night, those of the day
        that just ended (Town Crier)."""
        return [(n.nominator, n.nominee) for n in self._game.state.nominations]

    def votes_today(self) -> list[tuple[int, int, tuple[int, ...]]]:
        """(nominator, nominee, voters) of today's nominations, in order; at night, those of
        the day that just ended. ``voters`` are the seats that raised a hand (ghost votes
        included), in voting order; empty for a nomination settled without a vote (Riot) or
        whose vote has not happened yet (Flowergirl)."""
        return [(n.nominator, n.nominee, tuple(n.voters)) for n in self._game.state.nominations]

    @property
    def executed_today(self) -> int | None:
        """The seat executed today, if any."""
        return self._game.state.executed_today

