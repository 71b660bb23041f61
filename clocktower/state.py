"""Plain data for the Grimoire: seats, effects, reminders and the day's votes.

Nothing here holds behaviour beyond small helpers; derived facts (who is drunk, whose
ability functions, who registers as what) are computed by :mod:`clocktower.rules` from this
base state plus the active effects.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

GOOD = "good"
EVIL = "evil"

# Effect kinds.
DRUNK = "drunk"
POISONED = "poisoned"
SAFE = "safe"  # cannot die (Innkeeper): blocks every death but the Assassin's
NO_ABILITY = "no_ability"  # the holder has no ability (Preacher)
EXORCISED = "exorcised"  # the Demon does not wake to use its ability tonight (Exorcist)
KEEPS_ABILITY = "keeps_ability"  # a dead holder's ability still works (Vigormortis-killed Minions)
REGISTERS_DEAD = "registers_dead"  # alive, but dead to the table and to other abilities (Zombuul)
SOBER_HEALTHY = "sober_healthy"  # sober and healthy whatever drunk or poisoned effects say (Barista)


SEAT_WRITES = [0, 0]
"""How many times, in this process, a field of any seat was set (a seat made counts too):
``[any field, character or believed only]``. The engine keeps facts derived from seats (the
views, whose abilities are in play) until these move, so a change is seen at once whoever
makes it (the engine, a test, a tool editing the Grimoire)."""

_CHARACTER_FIELDS = frozenset({"character", "believed"})


@dataclass(slots=True, init=False)
class Seat:
    """One player's place at the table.

    Attributes:
        index: 0-based seat number, clockwise.
        name: the player's name.
        character: the true character id (what the Grimoire says).
        believed: the character id the player believes they are (differs for the Drunk
            and the Marionette).
        alignment: ``"good"`` or ``"evil"`` (true).
        believed_alignment: the alignment the player has been told they are.
        alive: whether the player is alive.
        ghost_vote: whether a dead player still holds their one ghost vote.
        traveller: True for a Traveller (not counted for win conditions).
        public_alive: whether the table believes the player alive (night deaths are
            announced at dawn).
        left: True for a Traveller who left the game (the Storyteller removed them): no
            longer in the game and not dead. Such a seat is also marked not alive and without
            a ghost vote, so that every rule reading ``alive`` passes it by; the rules that
            read all seats (neighbours, candidates, the exile's count of players) skip it.

    Every write to a field is counted in :data:`SEAT_WRITES`.
    """

    index: int
    name: str
    character: str
    believed: str
    alignment: str
    believed_alignment: str
    alive: bool = True
    ghost_vote: bool = True
    traveller: bool = False
    public_alive: bool = True  # what the table knows: night deaths are announced at dawn
    left: bool = False  # a Traveller who left the game (not dead: gone)

    def __init__(self, index: int, name: str, character: str, believed: str, alignment: str,
                 believed_alignment: str, alive: bool = True, ghost_vote: bool = True,
                 traveller: bool = False, public_alive: bool = True, left: bool = False) -> None:
        # Written out (the fields above, in order): one count for the whole seat.
        set_ = object.__setattr__
        set_(self, "index", index)
        set_(self, "name", name)
        set_(self, "character", character)
        set_(self, "believed", believed)
        set_(self, "alignment", alignment)
        set_(self, "believed_alignment", believed_alignment)
        set_(self, "alive", alive)
        set_(self, "ghost_vote", ghost_vote)
        set_(self, "traveller", traveller)
        set_(self, "public_alive", public_alive)
        set_(self, "left", left)
        SEAT_WRITES[0] += 1
        SEAT_WRITES[1] += 1

    def __setattr__(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)
        SEAT_WRITES[0] += 1
        if name in _CHARACTER_FIELDS:
            SEAT_WRITES[1] += 1


@dataclass(slots=True)
class Effect:
    """A lasting state put on a seat by an ability (a reminder token with a rule).

    Attributes:
        kind: one of the effect kinds above (``DRUNK``, ``POISONED``...).
        target: the seat affected.
        source: the seat whose ability created it (None for a rule of the game).
        source_character: the character whose ability created it.
        until: when it ends by itself: ``("dusk", d)`` ends at the dusk that closes day
            ``d``; ``("dawn", n)`` ends at the dawn that closes night ``n``; None: never.
        needs_source: True when it lasts only while the source's ability functions
            (the source seat is still that character, alive, sober and healthy). The
            Courtier's, Poisoner's, Preacher's and Innkeeper's effects are like this.
        token: the reminder token's name, for the Grimoire.
        while_character: when set, the effect applies only while the target is this
            character (the Philosopher's drunk on the player of the chosen character; the
            Widow-Damsel jinx poisons the Damsel only while she is the Damsel).
        target_team: when set, the effect applies only while the target is of that
            character type (the Preacher's "chosen Minions have no ability").
        ability: when set, the effect is on that one ability of the target, not on the
            player: the player is not drunk or poisoned, only that ability stops (a Boffin's
            Sailor or Innkeeper that makes its Demon holder drunk drunks only the Demon's
            good ability: almanac, Boffin). None: the whole player.
    """

    kind: str
    target: int
    source: int | None
    source_character: str | None
    until: tuple[str, int] | None
    needs_source: bool = True
    token: str = ""
    while_character: str | None = None
    target_team: str | None = None
    ability: str | None = None


@dataclass(frozen=True, slots=True)
class Grant:
    """An extra ability a seat has besides its own character's (Philosopher, Boffin...).

    Frozen: a grant that changes is replaced by a new one (``dataclasses.replace``), so that
    what the engine derives from the grants can tell when they changed.

    Attributes:
        character: the character whose ability the seat has.
        source: the seat whose ability gave it.
        source_character: the character that gave it.
        needs_source: True when the grant works only while the giver's ability functions;
            the holder's own drunkenness or poisoning then does not matter (Boffin). False
            for an ability the holder gained for itself (Philosopher): it works while the
            holder is alive, sober and healthy.
        believed_only: True when the holder only believes it has the ability: it wakes and
            is run as if it had it, but the ability never functions (a drunk Philosopher's
            choice; the Drunk who believes it is the Amnesiac).
        while_character: when set, the grant lasts only while the holder is this character:
            it ends when the holder becomes another character (the Amnesiac's ability, once a
            Kazali or the Lord of Typhon makes them a Minion), or becomes ``believed_only``
            when the holder goes on believing it is that character (made the Marionette).
    """

    character: str
    source: int
    source_character: str
    needs_source: bool = False
    believed_only: bool = False
    while_character: str | None = None


@dataclass(slots=True)
class Reminder:
    """A reminder token in the Grimoire with no rule of its own (GRANDCHILD, CHOSEN...)."""

    token: str
    character: str
    source: int | None
    target: int | None


@dataclass(slots=True)
class Harm:
    """What is trying to kill (or otherwise harm) a seat, for protections to inspect.

    Attributes:
        source: the seat whose ability causes it (None for the game: execution, Storyteller).
        source_character: the character id of that ability.
        by_demon: True when it is a Demon's ability (Soldier).
        execution: True for an execution.
        unstoppable: True when no protection applies (Assassin).
        exile: True for the death of an exiled Traveller: no replacement or protection
            applies (RULES.md, "Travellers": only an ability that says exile could stop it).
    """

    source: int | None
    source_character: str | None
    by_demon: bool = False
    execution: bool = False
    unstoppable: bool = False
    exile: bool = False


@dataclass(slots=True)
class Death:
    """A death that happened: who, how, when, and as what character.

    Attributes:
        announced: False when the table was not told, because the seat already registered
            as dead (a "dead" Zombuul that now dies for real).
        in_name_only: True when the seat died in name only: it is announced and registers
            as dead, but stays alive (the Zombuul's first death; ``survives_death``).
    """

    seat: int
    character: str
    harm: Harm
    phase: str
    number: int
    announced: bool = True
    in_name_only: bool = False


@dataclass(slots=True)
class Nomination:
    """One nomination of the day and the votes it drew."""

    nominator: int
    nominee: int
    voters: list[int] = field(default_factory=list)
    resolved: bool = False  # an ability settled this nomination without a vote (Riot)
    tally_override: int | None = None  # an ability changed the count (Legion)
    # Hands asked ahead of their place in the count, by seat (True: raised), because another
    # seat's vote depends on them when the count reaches it (``hand_needed``: the Butler's
    # master). Each is counted, as given, at its own place.
    hands: dict[int, bool] = field(default_factory=dict)
    # What each raised hand counts for, by seat, once abilities changed it (the Bureaucrat's
    # 3, the Thief's -1); a seat not listed counts 1. See ``clocktower.characters._votes``.
    weights: dict[int, int] = field(default_factory=dict)
    # The vote is held with eyes closed and its tally is secret (``secret_vote``: the Organ
    # Grinder): only the Storyteller learns the hands and the count.
    secret: bool = False

    @property
    def tally(self) -> int:
        """The number of votes counted (after any ability changed the count)."""
        return len(self.voters) if self.tally_override is None else self.tally_override


@dataclass(slots=True)
class GameState:
    """The whole base state of a game (the Grimoire plus the clock)."""

    seats: list[Seat]
    phase: str = "setup"  # setup, night, day, over
    night: int = 0
    day: int = 0
    effects: list[Effect] = field(default_factory=list)
    reminders: list[Reminder] = field(default_factory=list)
    granted: dict[int, list[Grant]] = field(default_factory=dict)
    memory: dict[tuple[int, str], dict[str, Any]] = field(default_factory=dict)
    bluffs: tuple[str, ...] = ()
    storyteller_characters: list[str] = field(default_factory=list)  # Fabled and Loric in play
    setup_counts: dict[str, int] = field(default_factory=dict)
    # Seats dealt a hidden Traveller at setup (Stowed Away: a Traveller from the bag, not
    # announced; clocktower.homebrew): outside the setup counts, though not Seat.traveller.
    hidden_travellers: list[int] = field(default_factory=list)
    setup_choices: dict[str, Any] = field(default_factory=dict)  # made while filling the bag, by character id
    deaths: list[Death] = field(default_factory=list)
    woke_tonight: list[int] = field(default_factory=list)
    nominations: list[Nomination] = field(default_factory=list)
    nominated_today: set[int] = field(default_factory=set)
    nominators_today: set[int] = field(default_factory=set)
    about_to_die: int | None = None
    highest_tally: int = 0
    executed_today: int | None = None
    executions: list[tuple[int, int, str]] = field(default_factory=list)
    statements: list[tuple[int, int, tuple[Any, ...]]] = field(default_factory=list)
    # Abilities that worked abnormally because of another character's ability (what the
    # Mathematician counts): (seat, cause, judged, phase, number); ``judged``: the Storyteller
    # may count it or not (a Drunk's false information: the Mathematician-Drunk jinx).
    abnormal: list[tuple[int, str, bool, str, int]] = field(default_factory=list)
    winner: str | None = None
    win_reason: str = ""
    win_condition: str = ""
    # The seat indices clockwise around the table (indices stay identities; a Matron's swap
    # changes only this order). Empty means "in index order"; see :meth:`clockwise`.
    seating: list[int] = field(default_factory=list)

    def setup_players(self) -> int:
        """How many players the setup table covers: every seat but the Travellers (RULES.md,
        "Travellers"), the hidden ones dealt from the bag included (Stowed Away's:
        :attr:`hidden_travellers`; the table of the lowered count was dealt)."""
        return sum(1 for s in self.seats if not s.traveller) - len(self.hidden_travellers)

    def statements_since(self, day: int) -> list[tuple[int, int, tuple[Any, ...]]]:
        """The public statements made on ``day`` or later, oldest first, as
        ``(day, seat, statement)``.

        Statements are kept in the order they were made (the day never goes back), so they
        are read back from the end of the list: the cost is the number returned, not the
        length of the game.

        Args:
            day: the first day wanted (day numbers start at 1).
        """
        recent: list[tuple[int, int, tuple[Any, ...]]] = []
        for said in reversed(self.statements):
            if said[0] < day:
                break
            recent.append(said)
        recent.reverse()
        return recent

    def clockwise(self) -> list[int]:
        """The seat indices in clockwise order around the table (every seat, left ones too).

        Initially the index order; a seat added later (a Traveller joining) sits at the end.
        Read by neighbours, the nomination and vote orders and the exile vote."""
        if len(self.seating) < len(self.seats):
            self.seating.extend(i for i in range(len(self.seats)) if i not in self.seating)
        return self.seating

    def step_from(self, seat: int, steps: int) -> int:
        """The seat ``steps`` places clockwise from ``seat`` (negative: anticlockwise),
        counting every seat at the table in :meth:`clockwise` order.

        Raises:
            ValueError: when ``seat`` is not a seat of this game."""
        order = self.clockwise()
        return order[(order.index(seat) + steps) % len(order)]

    def swap_seats(self, a: int, b: int) -> None:
        """Swap two seats' places in the clockwise order (their identities do not change).

        Raises:
            ValueError: when either is not a seat of this game, or both are the same seat."""
        order = self.clockwise()
        if a == b or a not in order or b not in order:
            raise ValueError(f"cannot swap seats {a} and {b}")
        i, j = order.index(a), order.index(b)
        order[i], order[j] = b, a

    def in_game(self) -> list[int]:
        """Indices of the seats still in the game (every seat but Travellers who left)."""
        return [s.index for s in self.seats if not s.left]

    def alive_seats(self) -> list[int]:
        """Indices of alive seats, in seat order."""
        return [s.index for s in self.seats if s.alive]

    def alive_count(self, *, travellers: bool = False) -> int:
        """How many players are alive (Travellers excluded unless asked)."""
        count = 0
        for s in self.seats:
            if s.alive and (travellers or not s.traveller):
                count += 1
        return count

    def deaths_in(self, phase: str, number: int) -> list[Death]:
        """Deaths during one night or one day."""
        return [d for d in self.deaths if d.phase == phase and d.number == number]
