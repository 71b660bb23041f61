"""The ability context: the only API character code may call.

An :class:`AbilityContext` binds one seat and the character whose ability is being run
(for the Drunk or the Marionette, the character they believe they are). It offers the
facts an ability needs (computed by the engine from the Grimoire), decisions to ask
(generators to ``yield from``), and the actions an ability can take (kill, poison, make
drunk, tell a seat something, change a character or alignment, end the game).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Literal, TypeVar, overload

from . import rules
from .catalogue import load_catalogue
from .characters import behaviour
from .characters import hook as module_hook
from .decisions import STORYTELLER, Decision, DecisionKind
from .state import DRUNK, EVIL, GOOD, POISONED, Death, Effect, Harm, Reminder

if TYPE_CHECKING:
    from .game_api import GameAPI

T = TypeVar("T")

Ask = Generator[Decision, Any, T]
"""A decision flow (``yield from`` it) whose result is a ``T``: it yields the
:class:`~clocktower.decisions.Decision` s it needs answered and is sent their answers (any
option of the decision, hence ``Any``)."""

Flow = Generator[Decision, Any, None]
"""A decision flow with no result: what a hook that may ask decisions returns."""


_UNREAD: Any = object()
"""Default of the ``hidden`` arguments below: :attr:`AbilityContext.unnamed_by` not read yet."""


class AbilityContext:
    """One seat's view of the game while its ability (or believed ability) runs.

    Args:
        game: the game.
        seat: the seat index whose ability runs.
        character: the character id whose ability runs.
    """

    __slots__ = ("_game", "seat", "character")

    def __init__(self, game: GameAPI, seat: int, character: str) -> None:
        self._game = game
        self.seat = seat
        self.character = character

    # ----------------------------------------------------------------- facts: clock
    @property
    def night(self) -> int:
        """The current night number (1 on the first night)."""
        return self._game.state.night

    @property
    def day(self) -> int:
        """The current day number (0 before day 1)."""
        return self._game.state.day

    @property
    def is_night(self) -> bool:
        """True during a night."""
        return self._game.state.phase == "night"

    @property
    def first_night(self) -> bool:
        """True during the first night."""
        return self._game.state.phase == "night" and self._game.state.night == 1

    @property
    def is_storyteller(self) -> bool:
        """True for a Fabled or Loric ability: the Storyteller's, with no seat of its own."""
        return self.seat == STORYTELLER

    @property
    def _source(self) -> int | None:
        """The seat recorded as the source of this ability's effects (None: the Storyteller)."""
        return None if self.seat == STORYTELLER else self.seat

    def _own(self, seat: int | None = None) -> int:
        """``seat``, or this ability's own seat; a Storyteller ability has none.

        Raises:
            ValueError: asked for the own seat of a Storyteller character.
        """
        if seat is not None:
            return seat
        if self.seat == STORYTELLER:
            raise ValueError(f"the {self.character} is the Storyteller's: it has no seat")
        return self.seat

    @property
    def memory(self) -> dict[str, Any]:
        """Private notes of this seat's ability (cleared if the seat comes back to life)."""
        memory = self._game.state.memory
        notes = memory.get((self.seat, self.character))
        if notes is None:
            notes = memory[self.seat, self.character] = {}
        return notes

    # ----------------------------------------------------------------- facts: seats
    @property
    def players(self) -> int:
        """How many seats there are."""
        return len(self._game.state.seats)

    @property
    def setup_players(self) -> int:
        """How many players the setup counts cover: every seat but the Travellers (the
        player-count table's row; RULES.md, "Travellers")."""
        return sum(1 for s in self._game.state.seats if not s.traveller)

    def seats(self) -> list[int]:
        """All seat indices still in the game (a Traveller who left is no longer a player)."""
        return [s.index for s in self._game.state.seats if not s.left]

    def alive(self, seat: int | None = None) -> bool:
        """Whether a seat (default: this one) is alive."""
        return self._game.state.seats[self._own(seat)].alive

    def alive_seats(self) -> list[int]:
        """Alive seat indices in seat order."""
        return self._game.state.alive_seats()

    def publicly_alive_seats(self) -> list[int]:
        """Seats the table believes alive (night deaths are not known until dawn); use these
        for the candidates a player is offered, so the options leak nothing."""
        return [s.index for s in self._game.state.seats if s.public_alive]

    def publicly_dead_seats(self) -> list[int]:
        """Seats the table knows are dead."""
        return [s.index for s in self._game.state.seats if not s.public_alive and not s.left]

    def dead_seats(self) -> list[int]:
        """Dead seat indices in seat order."""
        return [s.index for s in self._game.state.seats if not s.alive and not s.left]

    def has_ghost_vote(self, seat: int) -> bool:
        """Whether a seat still holds its ghost vote (its vote token; public)."""
        return self._game.state.seats[seat].ghost_vote

    def spend_ghost_vote(self, seat: int) -> None:
        """A dead seat hands over its vote token (the Beggar's): it has no ghost vote left."""
        self._game.state.seats[seat].ghost_vote = False

    def alive_count(self) -> int:
        """Alive players, Travellers not counted."""
        return self._game.state.alive_count()

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
        """The nearest seats clockwise-before and after ``seat`` (optionally alive ones)."""
        return self._game.neighbours(seat, alive_only=alive_only)

    def script_characters(self, team: str | None = None) -> list[str]:
        """Ids of the script's characters, optionally of one character type."""
        return self._game.script_characters(team)

    def team_of_character(self, character: str) -> str:
        """The character type of a character id."""
        return rules.team_of(character)

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

    def woke_tonight(self, seat: int) -> bool:
        """Whether a seat woke tonight due to its own ability (Chambermaid)."""
        return seat in self._game.state.woke_tonight

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
        data ``UNNAMED_GRANTS``: the Amnesiac), or None. The player's decisions and events
        from such an ability never name it: see :meth:`_player_step` and :meth:`_scrub`."""
        if self.seat == STORYTELLER:
            return None
        state = self._game.state
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
        return (yield from self._game.register(self, seat, "team"))

    def registers_as_alignment(self, seat: int) -> Ask[str]:
        """Ask what alignment a seat registers as to this ability."""
        return (yield from self._game.register(self, seat, "alignment"))

    def registers_as_character(self, seat: int) -> Ask[str]:
        """Ask what character a seat registers as to this ability."""
        return (yield from self._game.register(self, seat, "character"))

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
        game = self._game
        for holder, character, rule in game._hooked("registration_rule", True):
            imposed = rule(AbilityContext(game, holder, character), self, seat, aspect)
            if imposed is not None:
                return (imposed,)
        s = game.state.seats[seat]
        if aspect == "team":
            truth = rules.team_of(s.character)
        elif aspect == "alignment":
            truth = s.alignment
        elif aspect == "character":
            truth = s.character
        else:
            raise KeyError(aspect)
        options: set[str] = set()
        hook = module_hook(s.character, "registers_as")
        if hook is not None:
            options |= set(hook(game.ctx(seat), aspect))
        to_asker = module_hook(s.character, "registers_as_to")
        if to_asker is not None:
            options |= set(to_asker(game.ctx(seat), aspect, self))
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
        return (yield from self._game.register(self, seat, aspect))

    # ------------------------------------------------------------ decisions
    @overload
    def choose_players(self, count: Literal[1] = 1, *, candidates: Iterable[int] | None = None,
                       prompt: str = "", allow_none: Literal[False] = False) -> Ask[int]: ...

    @overload
    def choose_players(self, count: Literal[1] = 1, *, candidates: Iterable[int] | None = None,
                       prompt: str = "", allow_none: bool) -> Ask[int | None]: ...

    @overload
    def choose_players(self, count: Literal[2, 3, 4, 5] | tuple[int, int], *, candidates: Iterable[int] | None = None,
                       prompt: str = "", allow_none: bool = False) -> Ask[tuple[int, ...]]: ...

    def choose_players(
        self,
        count: int | tuple[int, int] = 1,
        *,
        candidates: Iterable[int] | None = None,
        prompt: str = "",
        allow_none: bool = False,
    ) -> Ask[Any]:
        """Ask this seat to choose players with its ability.

        Args:
            count: how many (1 to 5, or ``(lo, hi)``).
            candidates: the legal seats (default: every seat, alive or dead).
            prompt: what the choice is for.
            allow_none: for a single choice, also offer "no one" (answer None).

        Returns:
            For ``count == 1``: the chosen seat or None; otherwise a tuple of seats.
            At night, a chosen Goon reacts before this returns.
        """
        pool = tuple(self.seats() if candidates is None else candidates)
        single = count == 1
        hidden = self.unnamed_by  # (read once for the step and the prompt)
        step = self._player_step(self.seat, hidden=hidden)
        if single:
            options: tuple[Any, ...] = pool + ((None,) if allow_none else ())
            decision = Decision(
                DecisionKind.CHOOSE_PLAYERS, self.seat, step,
                self._neutral(prompt or "Choose a player", "choose a player" + (", or no one" if allow_none else ""),
                              hidden),
                options, subject=self.seat, labels=self._game.seat_labels(),
            )
        else:
            lo, hi = (count, count) if isinstance(count, int) else count
            decision = Decision(
                DecisionKind.CHOOSE_PLAYERS, self.seat, step,
                self._neutral(prompt or f"Choose {lo} players",
                              f"choose {lo} players" if lo == hi else f"choose {lo} to {hi} players", hidden),
                pool, count=(lo, hi), subject=self.seat, labels=self._game.seat_labels(),
            )
        answer = yield decision
        chosen: tuple[int, ...] = (answer,) if single and answer is not None else (
            () if single else answer
        )
        self._game.log_choice(self, chosen)
        if chosen:
            yield from self._game.after_chosen(self, chosen)
        return answer

    @overload
    def choose_character(self, *, candidates: Iterable[str] | None = None, prompt: str = "",
                         allow_none: Literal[False] = False) -> Ask[str]: ...

    @overload
    def choose_character(self, *, candidates: Iterable[str] | None = None, prompt: str = "",
                         allow_none: bool) -> Ask[str | None]: ...

    def choose_character(
        self, *, candidates: Iterable[str] | None = None, prompt: str = "", allow_none: bool = False
    ) -> Ask[str | None]:
        """Ask this seat to choose a character (default: any on the script)."""
        pool = tuple(self.script_characters() if candidates is None else candidates)
        options = pool + ((None,) if allow_none else ())
        answer = yield Decision(
            DecisionKind.CHOOSE_CHARACTER, self.seat, self._player_step(self.seat),
            self._neutral(prompt or "Choose a character", "choose a character" + (", or none" if allow_none else "")),
            options, subject=self.seat, labels=self._game.character_labels(),
        )
        self._game.log_choice(self, (), character=answer)
        return answer

    def inform(
        self,
        *,
        truth: Sequence[T],
        domain: Sequence[T],
        what: str,
        render: Callable[[T], str],
        learner: int | None = None,
        false: Sequence[T] | None = None,
    ) -> Ask[T]:
        """Ask the Storyteller what this seat learns, then tell the seat.

        When the ability functions the legal set is the truth alone; when it does not
        (drunk, poisoned, only believed), any value of ``domain``. Rule modifiers from other
        characters (the Vortox) may change the legal set.

        Args:
            truth: every value that would be true (one or more).
            domain: every value the ability could ever show.
            what: a short description ("how many woke").
            render: turns a value into the sentence the seat is told; it also labels the
                decision's options when they are read, later, so it must depend only on
                what does not change (seat and character names, the values it closes over).
            learner: who learns (default: this seat).
            false: the values of ``domain`` that count as false information, when that is
                not simply "not the truth" (the Savant: both statements false); rule
                modifiers such as the Vortox's see the domain as ``false`` plus ``truth``.

        Returns:
            The value shown.
        """
        every_truth = tuple(truth)
        options, why = self._game.information_options(
            self, every_truth, tuple(domain), None if false is None else tuple(false))
        learner = self.seat if learner is None else learner
        legal_truth = every_truth
        if options is not every_truth:
            # A rule (the Vortox) may have left true values out: the decision's truth is
            # those still legal (or all of them, when none is).
            allowed = set(options)
            legal_truth = tuple(t for t in every_truth if t in allowed) or every_truth
        # Options and truth are labelled by ``render`` when asked (the truth too: the Vortox
        # can make it illegal, and the Storyteller is still shown what it is). Past 400
        # options the labels are the plain values.
        shown = yield Decision(
            DecisionKind.INFORM, STORYTELLER, self.character,
            f"What does {self.name(learner)} ({self.character_name(self.character)}) learn: {what}?",
            options, truth=legal_truth, why=why, subject=learner,
            labeller=render if len(options) <= 400 else None,
        )
        self.tell(learner, render(shown), kind="learned", data={"what": self._scrub(what), "value": shown})
        return shown

    def storyteller(self, prompt: str, options: Sequence[T], *, step: str | None = None,
                    labels: dict[Any, str] | None = None) -> Ask[T]:
        """Ask the Storyteller to pick one of ``options`` (who dies, who is drunk...)."""
        return (yield Decision(
            DecisionKind.STORYTELLER, STORYTELLER, step or self.character, prompt,
            tuple(options), subject=self.seat,
            labels=labels if labels is not None else self._game.seat_labels(),
        ))

    @overload
    def ask(self, seat: int, prompt: str, options: Sequence[T], *, count: None = None,
            labels: dict[Any, str] | None = None, kind: DecisionKind = DecisionKind.DAY_ABILITY,
            step: str | None = None) -> Ask[T]: ...

    @overload
    def ask(self, seat: int, prompt: str, options: Sequence[T], *, count: tuple[int, int],
            labels: dict[Any, str] | None = None, kind: DecisionKind = DecisionKind.DAY_ABILITY,
            step: str | None = None) -> Ask[tuple[T, ...]]: ...

    def ask(self, seat: int, prompt: str, options: Sequence[T], *, count: tuple[int, int] | None = None,
            labels: dict[Any, str] | None = None, kind: DecisionKind = DecisionKind.DAY_ABILITY,
            step: str | None = None) -> Ask[Any]:
        """Ask another seat a question this ability gives them (a Minion's Damsel guess; a
        Riot nominee's next nomination). ``step`` names the decision (default: this
        character's id)."""
        hidden = self.unnamed_by if seat == self.seat else None  # (read once, as only its holder's own matter)
        if hidden is not None and labels is not None:
            labels = self._scrub_labels(labels)
        return (yield Decision(
            kind, seat, self._player_step(seat, step, hidden), self._neutral(prompt, "choose", hidden),
            tuple(options), count=count, subject=seat,
            labels=labels if labels is not None else self._game.seat_labels(),
        ))

    def grant(self, seat: int, character: str, *, needs_source: bool = False, believed_only: bool = False,
              while_character: str | None = None) -> None:
        """Give a seat another character's ability (Philosopher, Boffin).

        The engine then wakes the seat at that character's place in the night order and runs
        its hooks. ``believed_only``: the seat only believes it has the ability (it wakes and
        is run as if it had it, but the ability never functions: a drunk Philosopher's choice).
        ``while_character``: the grant lasts only while the seat is that character (see
        :class:`~clocktower.state.Grant`; the Amnesiac's ability).
        """
        from .state import Grant
        if self.seat == STORYTELLER:
            raise ValueError("a Storyteller character cannot grant abilities")
        self._game.state.granted.setdefault(seat, []).append(
            Grant(character, self.seat, self.character, needs_source, believed_only, while_character))

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

    def statements_today(self, seat: int | None = None) -> list[tuple[Any, ...]]:
        """The structured public statements a seat (default: this one) made today."""
        who = self._own(seat)
        return [st for day, s, st in self._game.state.statements if day == self.day and s == who]

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

    # ------------------------------------------------------------ actions
    def wake(self) -> None:
        """Record that this seat woke to use its (believed) ability tonight."""
        self._game.mark_woke(self.seat, self.character)

    def tell(self, seat: int, text: str, *, kind: str = "told", data: dict[str, Any] | None = None) -> None:
        """Privately tell a seat something (the Storyteller sees it too)."""
        hidden = self.unnamed_by
        self._game.emit(kind, self._scrub(text, hidden), seats=(seat,), data=self._scrub_data(data, hidden))

    def announce(self, text: str, *, kind: str = "announced", data: dict[str, Any] | None = None) -> None:
        """Tell everyone something."""
        hidden = self.unnamed_by
        self._game.emit(kind, self._scrub(text, hidden), public=True, data=self._scrub_data(data, hidden))

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

    def show_grimoire(self, seat: int) -> None:
        """Show a seat the whole Grimoire (the Widow): every seat's true and believed character,
        alignment, life and the reminders on it, and the Demon's bluffs. Only that seat (and
        the Storyteller) sees it."""
        state = self._game.state
        cat = load_catalogue()
        rows: list[dict[str, Any]] = []
        for s in state.seats:
            marks = [f"{e.token or e.kind} ({cat.get(e.source_character).name})" if e.source_character
                     else (e.token or e.kind) for e in state.effects if e.target == s.index]
            marks += [f"{r.token} ({cat.get(r.character).name})" for r in state.reminders if r.target == s.index]
            marks += [f"{'believes it has' if g.believed_only else 'has'} the {cat.get(g.character).name} ability"
                      for g in state.granted.get(s.index, ())]
            rows.append({"seat": s.index, "name": s.name, "character": s.character, "believed": s.believed,
                         "alignment": s.alignment, "alive": s.alive, "reminders": marks})

        def line(r: dict[str, Any]) -> str:
            text = f"{r['name']}: {cat.get(r['character']).name}" if r["character"] else f"{r['name']}: ?"
            if r["believed"] != r["character"] and r["believed"]:
                text += f" (believes {cat.get(r['believed']).name})"
            text += f", {r['alignment']}" + ("" if r["alive"] else ", dead")
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

    def end_game(self, winner: str, reason: str) -> None:
        """End the game now with a winner (``"good"`` or ``"evil"``); this ability decided it."""
        self._game.end_game(winner, reason, self.character)
