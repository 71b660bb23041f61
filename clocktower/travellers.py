"""Travellers (RULES.md, "Travellers (in brief)"): seating them, their alignment, their
leaving, and the exile.

A Traveller is a player outside the setup counts: the player-count table covers only the
other players, and a game has at most 15 of those plus up to 5 Travellers (20 seats). How a
game seats them (:class:`clocktower.engine.Game`):

- ``Game(script, players, travellers=2)`` (or names): Travellers present from the start.
  Their seats come after the other players' (the last seats of the circle, between the
  last player and the first), and they join once the Grimoire is set up, before the first
  night: the Storyteller chooses each one's character, then its alignment.
- ``Game(script, seating=[..., "thief", ...])``: in a fixed Grimoire, a seat given a
  Traveller character is a Traveller; the Storyteller chooses only its alignment.
- ``Game(script, players, joining=["Sam"])``: players who may join later. Between a night
  and a day, and between a day and a night, the Storyteller is asked whether one of them
  joins now (decision ``traveller.join``); a joiner takes the next seat index (the end of
  the circle).

Every part is a decision, so a record replays exactly, and a game without Travellers asks
nothing more than before.

A Traveller's character is public (announced to everyone); its alignment is secret: the
Storyteller chooses good or evil (``traveller.alignment``) and tells the Traveller; an evil
Traveller learns who the Demon is and the Demon learns the evil Traveller.

Leaving: between phases, while a Traveller is in the game, the Storyteller is asked whether
one leaves (``traveller.leave``). A Traveller who left is gone, not dead: the seat stays in
the Grimoire (seat indices never change) with ``left`` set, and is marked not alive with no
ghost vote, so every rule that reads ``alive`` passes it by; neighbours, the candidates of
abilities (``ctx.seats()``), nominations, the talk and the exile's count skip it. No death
is recorded and no death trigger runs.

The exile (RULES.md): during the day, after the talk and before nominations, every seat in
the game, alive or dead, in seat order, may call for the exile of an alive Traveller
(``exile.call``). Every seat in the game votes (``exile.vote``), the dead without spending
their ghost vote; the exile passes with votes from at least half of the players in the game,
alive and dead, Travellers included (the rule says "all players" and says nothing of
Travellers, so they count: RULES.md, "Where it says nothing of them ... they count"). It is
neither a nomination nor an execution: no ability that changes votes, nominations or
executions applies (almanac, Thief: "Abdallah votes to exile, and his vote counts as
positive"; Flowergirl: "Exiles are never affected by abilities"). An exiled Traveller dies,
and no replacement or protection stops it (:class:`~clocktower.state.Harm` ``exile``).
Ruling (engine, no source): each Traveller may be called for exile once a day, as a player
may be nominated once a day, so a day stays finite.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .catalogue import load_catalogue
from .characters import hook as module_hook
from .characters import implemented_ids
from .core import Flow, GameCore, _context
from .decisions import STORYTELLER, YES_NO_LABELS, Decision, DecisionKind
from .homebrew import is_hidden_traveller, official_base
from .state import EVIL, GOOD, Harm, Seat
from .views import EventLog

MAX_TRAVELLERS = 5
"""At most 5 Travellers (20 seats with 15 other players: rulebook, "Travellers")."""
MAX_SEATS = 20

_ALIGNMENTS = (GOOD, EVIL)



def offered_travellers(on_script: Sequence[str]) -> list[str]:
    """The Traveller characters a Storyteller may give in a game of a script whose listed
    Travellers are ``on_script``: those of them the engine implements, or, when the script
    lists none, every implemented Traveller (RULES.md, "Travellers"). A hidden Traveller
    (Stowed Away's: dealt from the bag, never announced; :mod:`clocktower.homebrew`) is
    never given to a Traveller who is seated or joins: such a script lists no other
    Travellers, so every implemented one is offered then."""
    implemented = implemented_ids()
    on_script = [c for c in on_script if not is_hidden_traveller(c)]
    if on_script:
        return [c for c in on_script if c in implemented]
    return [c.id for c in load_catalogue() if str(c.team) == "traveller" and c.id in implemented]

class TravellerPhase(GameCore):
    """Travellers' part of :class:`clocktower.engine.Game` (see the module docstring)."""

    _travellers_to_seat: list[str]  # names of Travellers present from the start (bag path)
    _waiting: list[str]  # names who may join later
    _talk_decisions: dict[int, Decision]
    _exile_called: set[int]

    # ------------------------------------------------------------------ facts
    def traveller_characters(self) -> list[str]:
        """The Traveller characters the Storyteller may give: the script's, or every
        implemented Traveller when the script lists none (the rulebook lets the Storyteller
        use any Traveller then)."""
        return offered_travellers(self.script_characters("traveller"))

    def _free_traveller_characters(self) -> list[str]:
        held = {s.character for s in self.state.seats if s.traveller and not s.left}
        # (A hidden Traveller in play holds its official character's token: Stowed Away.)
        held.update(b for s in self.state.seats if is_hidden_traveller(s.character)
                    and (b := official_base(s.character)) is not None)
        return [c for c in self.traveller_characters() if c not in held]

    def travellers_in_game(self) -> list[int]:
        """Seats of the Travellers still in the game (alive or dead), in seat order."""
        return [s.index for s in self.state.seats if s.traveller and not s.left]

    def players_in_game(self) -> int:
        """Every player still in the game, alive or dead, Travellers included."""
        return sum(1 for s in self.state.seats if not s.left)

    def exile_threshold(self) -> int:
        """Votes an exile needs: at least half of the players in the game, alive and dead,
        Travellers included (module docstring)."""
        return (self.players_in_game() + 1) // 2

    # ------------------------------------------------------------------ joining
    def _add_seat(self, name: str) -> int:
        """A new Traveller seat at the end of the circle; returns its index."""
        seats = self.state.seats
        index = len(seats)
        seats.append(Seat(index, name, "", "", GOOD, GOOD, traveller=True))
        self._event_logs.append(EventLog(self.events, index))
        self._views.append(None)
        self._seat_labels = None
        self._players = None
        self._talk_decisions = {}  # (their options name every seat)
        self._no_winner_seen = None
        return index

    def _seat_travellers(self) -> Flow:
        """At the end of setup: the Travellers present from the start join."""
        for s in self.state.seats:
            if s.traveller and not s.left:  # a fixed Grimoire's Traveller: its alignment only
                yield from self._traveller_alignment(s.index)
        for name in list(self._travellers_to_seat):
            yield from self._join(name, settle=False)
        self._travellers_to_seat = []
        for seat in self.travellers_in_game():
            yield from self._after_joining(seat)

    def free_traveller_characters(self) -> list[str]:
        """The Traveller characters the Storyteller may still give (none held by a seat)."""
        return self._free_traveller_characters()

    def reincarnate_as_traveller(self, target: int, character: str, by: str) -> Flow:
        """A dead player comes back at once as a Traveller of their alignment (the Hindu).

        The seat is alive again as ``character`` (a Traveller; its ability starts fresh),
        keeps its alignment and is told what it now is; by day everyone is told at once that
        it is reincarnated as that Traveller (by night the table learns it at dawn: the
        caller announces it then, so the night's deaths stay secret until dawn). An evil one
        learns the Demon and the Demon learns it, as when an evil Traveller joins. Then its
        ``after_joining`` hook runs.

        Raises:
            ValueError: the seat is alive, already a Traveller, or ``character`` is not a
                free Traveller character.
        """
        s = self.state.seats[target]
        if s.alive or s.traveller or s.left:
            raise ValueError(f"{s.name} cannot be reincarnated as a Traveller")
        if character not in self._free_traveller_characters():
            raise ValueError(f"{character!r} is not a Traveller character the Storyteller may give")
        s.character = s.believed = character
        s.traveller = True
        s.alive = True
        s.ghost_vote = True
        s.believed_alignment = s.alignment
        if self.state.phase != "night":
            s.public_alive = True
        self._team_cache.setdefault(character, "traveller")
        for key in [k for k in self.state.memory if k[0] == target]:
            del self.state.memory[key]
        self._resurrected.append(target)
        self._no_winner_seen = None
        if self.state.phase != "night":
            self.emit("reincarnated", f"{s.name} is reincarnated as the {self.char_name(character)} (Traveller).",
                      public=True, data={"seat": target, "character": character, "by": by})
        else:
            self.emit("reincarnated", f"{s.name} is reincarnated as the {self.char_name(character)} (Traveller).",
                      data={"seat": target, "character": character, "by": by})
        self.emit("dealt", f"You are the {self.char_name(character)} (Traveller), and you are {s.alignment}.",
                  seats=(target,), data={"seat": target, "character": character, "alignment": s.alignment})
        if s.alignment == EVIL:
            self._evil_traveller_info(target)
        yield from self._after_joining(target)

    def _after_joining(self, seat: int) -> Flow:
        """The Traveller's own ``after_joining`` hook, once it is in play (the Gnome)."""
        hook = module_hook(self.state.seats[seat].character, "after_joining")
        if hook is not None:
            result = hook(_context(self, seat, self.state.seats[seat].character))
            if result is not None:
                yield from result
            self._check_win()

    def _join(self, name: str, *, settle: bool = True) -> Flow:
        """Seat one Traveller: the Storyteller chooses its character, then its alignment
        (then, unless ``settle`` is False, its ``after_joining`` hook runs)."""
        free = self._free_traveller_characters()
        if not free:
            raise RuntimeError("no Traveller character is left to give")  # (never offered so)
        labels = {c: load_catalogue().get(c).name for c in free}
        character = yield Decision(
            DecisionKind.STORYTELLER, STORYTELLER, "traveller.character",
            f"Which Traveller is {name}?", tuple(free), labels=labels)
        seat = self._add_seat(name)
        s = self.state.seats[seat]
        s.character = s.believed = character
        self._team_cache.setdefault(character, "traveller")
        self.emit("traveller_joined", f"{name} joins the game as the {self.char_name(character)} (Traveller).",
                  public=True, data={"seat": seat, "character": character})
        yield from self._traveller_alignment(seat)
        if settle:
            yield from self._after_joining(seat)

    def _choose_traveller_alignment(self, seat: int) -> Flow:
        """The Storyteller chooses a Traveller's alignment (``traveller.alignment``) and the
        seat's true and believed alignments become it; nothing is told yet."""
        s = self.state.seats[seat]
        alignment = yield Decision(
            DecisionKind.STORYTELLER, STORYTELLER, "traveller.alignment",
            f"Is {s.name} (the {self.char_name(s.character)}) good or evil?", _ALIGNMENTS, subject=seat,
            labels={GOOD: "good", EVIL: "evil"})
        s.alignment = s.believed_alignment = alignment
        return alignment

    def _traveller_alignment(self, seat: int) -> Flow:
        s = self.state.seats[seat]
        alignment = yield from self._choose_traveller_alignment(seat)
        self.emit("dealt", f"You are the {self.char_name(s.character)} (Traveller), and you are {alignment}.",
                  seats=(seat,), data={"seat": seat, "character": s.character, "alignment": alignment})
        if alignment == EVIL:
            self._evil_traveller_info(seat)

    # ------------------------------------------------------------------ hidden Travellers
    def _hidden_traveller_alignments(self) -> Flow:
        """Once the Grimoire is set (bag or fixed), before anyone is told a character: the
        seats holding a hidden Traveller (Stowed Away's, dealt from the bag and not announced:
        :mod:`clocktower.homebrew`) are noted in ``state.hidden_travellers``, and the
        Storyteller chooses each one's alignment (``traveller.alignment``, as for any
        Traveller). The seat learns it with its character (the ``dealt`` event); nobody else
        is told anything."""
        state = self.state
        state.hidden_travellers = [s.index for s in state.seats if is_hidden_traveller(s.character)]
        for seat in state.hidden_travellers:
            yield from self._choose_traveller_alignment(seat)

    def _hidden_traveller_info(self) -> None:
        """After the deal is told: an evil hidden Traveller learns the Demon and the Demon
        learns it, as for any evil Traveller (RULES.md, "Travellers")."""
        for seat in self.state.hidden_travellers:
            if self.state.seats[seat].alignment == EVIL:
                self._evil_traveller_info(seat)

    def _evil_traveller_info(self, seat: int) -> None:
        """An evil Traveller learns the Demon; the Demon learns the evil Traveller."""
        demons = [s.index for s in self.state.seats if not s.left and self.team(s.index) == "demon"]
        name = self.name(seat)
        self.emit("traveller_info", "The Demon is " + (", ".join(self.name(d) for d in demons) or "no one") + ".",
                  seats=(seat,), data={"demons": demons})
        for d in demons:
            self.emit("traveller_info", f"{name} is an evil Traveller.", seats=(d,),
                      data={"evil_travellers": [seat]})

    def _between_phases(self) -> Flow:
        """Between a night and a day, or a day and a night: a Traveller may leave, and a
        waiting player may join. Asks nothing when there is no Traveller and nobody waits."""
        in_game = self.travellers_in_game()
        if in_game:
            leaving = yield Decision(
                DecisionKind.STORYTELLER, STORYTELLER, "traveller.leave",
                "Does a Traveller leave the game now?", (None, *in_game), labels=self.seat_labels())
            if leaving is not None:
                self.traveller_leaves(leaving)
                self._check_win()
        if (self._waiting and len(self.state.seats) < MAX_SEATS
                and len(self.state.seats) - self._non_travellers() < MAX_TRAVELLERS
                and self._free_traveller_characters()):
            labels: dict[Any, str] = {None: "no one", **{n: n for n in self._waiting}}
            joining = yield Decision(
                DecisionKind.STORYTELLER, STORYTELLER, "traveller.join",
                "Does a waiting player join as a Traveller now?", (None, *self._waiting), labels=labels)
            if joining is not None:
                self._waiting.remove(joining)
                yield from self._join(joining)
                self._check_win()

    def _non_travellers(self) -> int:
        return sum(1 for s in self.state.seats if not s.traveller)

    def traveller_leaves(self, seat: int) -> None:
        """The Storyteller removes a Traveller from the game (not a death).

        Raises:
            ValueError: the seat is not a Traveller still in the game.
        """
        s = self.state.seats[seat]
        if not s.traveller or s.left:
            raise ValueError(f"{s.name} is not a Traveller in the game")
        s.left = True
        s.alive = False
        s.public_alive = False
        s.ghost_vote = False
        self.emit("traveller_left", f"{s.name} (the {self.char_name(s.character)}) leaves the game.",
                  public=True, data={"seat": seat})

    # ------------------------------------------------------------------ the exile
    def _exiles(self) -> Flow:
        """Each seat in the game may call for the exile of an alive Traveller (once a day
        each Traveller); see the module docstring."""
        self._exile_called = set()
        if not any(s.traveller and s.alive for s in self.state.seats):
            return
        labels = self.seat_labels()
        for caller in self.state.in_game():
            targets = [s.index for s in self.state.seats
                       if s.traveller and s.alive and s.index not in self._exile_called]
            if not targets:
                return
            target = yield Decision(DecisionKind.EXILE, caller, "exile.call",
                                    "Call for the exile of a Traveller, or no one", (None, *targets),
                                    subject=caller, labels=labels)
            if target is not None:
                yield from self.exile(caller, target)

    def exile(self, caller: int, target: int) -> Flow:
        """Run one exile: the call, every seat's vote, the count, and the death.

        Raises:
            clocktower.decisions.IllegalAnswer: the target is not an alive Traveller, or was
                already called for exile today.
        """
        from .decisions import IllegalAnswer

        seats = self.state.seats
        t = seats[target]
        if not t.traveller or not t.alive:
            raise IllegalAnswer(f"{t.name} is not an alive Traveller")
        if target in self._exile_called:
            raise IllegalAnswer(f"{t.name} was already called for exile today")
        self._exile_called.add(target)
        self.emit("exile_called", f"{self.name(caller)} calls for the exile of {t.name} "
                  f"(the {self.char_name(t.character)}).", public=True,
                  data={"caller": caller, "traveller": target})
        n = len(seats)
        voters: list[int] = []
        prompt = f"Vote to exile {t.name}? (does not use a ghost vote)"
        for offset in range(1, n + 1):
            voter = self.state.step_from(target, offset)
            if seats[voter].left:
                continue
            vote = yield Decision(DecisionKind.VOTE, voter, "exile.vote", prompt, (True, False),
                                  subject=voter, labels=YES_NO_LABELS)
            if vote:
                voters.append(voter)
        threshold = self.exile_threshold()
        passed = len(voters) >= threshold
        names = self.seat_labels()
        self.emit("exile_voted", f"{len(voters)} vote{'' if len(voters) == 1 else 's'} to exile {t.name} "
                  f"({', '.join(names[v] for v in voters) or 'none'}); {threshold} needed: "
                  + ("exiled." if passed else "not exiled."), public=True,
                  data={"traveller": target, "voters": voters, "threshold": threshold, "exiled": passed})
        if passed:
            self.emit("exiled", f"{t.name} is exiled.", public=True, data={"seat": target})
            if (yield from self._survives_exile(target)):
                self.emit("survived", f"{t.name} is exiled but does not die.", public=True,
                          data={"seat": target, "exile": True})
                return
            yield from self.kill(target, Harm(None, None, exile=True, unstoppable=True))
            self._check_win()

    def _survives_exile(self, target: int) -> Flow:
        """True when an ability keeps the exiled Traveller alive: the first true holder's
        ``survives_exile`` that answers True (the Deviant's)."""
        for holder, character, hook in self._hooked("survives_exile", True):
            result = hook(_context(self, holder, character), target)
            if result is not None and (yield from result):
                return True
        return False


def traveller_names(players: int | Sequence[str], travellers: int | Sequence[str],
                    default: Sequence[str]) -> tuple[list[str], list[str]]:
    """The players' and the starting Travellers' names (defaults taken in order)."""
    names = list(players) if not isinstance(players, int) else list(default[:players])
    if isinstance(travellers, int):
        rest = [x for x in default if x not in names]
        extra = rest[:travellers]
        if len(extra) < travellers:
            extra += [f"Traveller {k + 1}" for k in range(len(extra), travellers)]
    else:
        extra = list(travellers)
    return names, extra
