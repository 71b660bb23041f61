"""The day (rulebook "Day", "Nominations", "Voting", "Execution"): the public talk and day
abilities, nominations, votes, the tally and the execution.

How the vote's hooks combine (see also ``docs/hooks-semantics.md``)
-------------------------------------------------------------------

Vote restrictions (``vote_options(ctx, voter, nomination)``).
    Run for every ability a seat has *or believes it has* (the Drunk's, the Lunatic's and
    the Marionette's believed character too), because a voting rule is one the player keeps
    by themselves: a player who believes it binds them follows it, and the Storyteller does
    not police it (almanac, Zealot and Butler: a vote given against the rule "by accident" is
    tallied, or not, as it was given). Each hook decides whether it binds its holder
    (``ctx.acting``, ``ctx.alive()``...). The options left are those *every* restricting
    hook allows (an intersection, in the order the first restricting hook gave them). When
    nothing is left, the seat may not vote: ``(False,)``. Ruling (almanac, Hermit: "for a
    Hermit-Butler-Zealot, you may declare that the Hermit must vote when their master
    votes"): a duty to vote holds only where voting is allowed, so a ban (the Butler's, a
    Hell's Librarian penalty) wins over a duty (the Zealot's). Hooks run in holder order:
    seats in seat order (each seat's own character, then granted abilities, then the
    believed character), then the Storyteller's Fabled and Loric in script order; the
    order does not change the result (an intersection).

Hands needed early (``hand_needed(ctx, voter, nomination) -> seat | None``).
    The count goes clockwise from the nominee's left, the nominee last, and each seat is
    asked once, at its place. A rule that depends on another seat's hand *as the count
    reaches the voter* (the Butler: "may only have their hand raised ... if the Master has
    their hand raised to vote or if the Master's vote has already been counted", almanac)
    names that seat; when it is still to be counted and can vote, it is asked just before
    the voter, with the options its own restrictions allow then, and its answer is kept in
    ``nomination.hands`` and counted, unchanged, at its own place. Runs for believers too
    (a vote rule). Nothing is announced between votes, so the early question tells that
    seat nothing. Not modelled: a hand raised as the count passes the voter and lowered
    before its own count (the engine takes one answer per seat).

Tally changes (``adjust_tally(ctx, nomination) -> int | None``).
    Run for true holders only: changing the count is an effect of the ability, and a drunk
    or poisoned player's ability has no effect (RULES.md, "Drunkenness, poisoning"); each
    hook checks ``ctx.functioning`` itself. They run once the last hand is counted, in the
    same holder order, and compose: a hook returns the new count, reading the count as the
    hooks before it left it (``nomination.tally``; ``nomination.voters`` stays the list of
    hands raised). None leaves the count as it is. A hook may be a generator (it asks the
    Storyteller a registration) whose return value is its result.

:class:`DayPhase` is the part of :class:`clocktower.engine.Game` that runs it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Generator, Iterable
from typing import Any

from . import rules
from .characters import behaviour
from .characters import hook as module_hook
from .context import AbilityContext
from .core import Flow, GameCore, _context
from .decisions import STORYTELLER, YES_NO_LABELS, Decision, DecisionKind, IllegalAnswer
from .homebrew import is_hidden_traveller
from .state import (
    Harm,
    Nomination,
)
from .talk import TalkRules, talk_rounds

_VOTE_OPTIONS = (True, False)
_VOTE_LABELS = YES_NO_LABELS
# (A module name is read faster than an enum member, on paths taken at most decisions.)
_NOMINATE_KIND = DecisionKind.NOMINATE
_VOTE_DECISIONS: dict[tuple[str, int], tuple[Decision, ...]] = {}
"""By (prompt, number of seats): the vote decision of each seat, with the plain yes/no options.
A decision is frozen plain data, so games whose votes read alike share them (most of a game's
decisions are votes, and the seat names, hence the prompts, are usually the default ones)."""


def _vote_decisions(prompt: str, seats: int) -> tuple[Decision, ...]:
    """The decisions asking each of ``seats`` seats to vote yes or no, with ``prompt``
    (indexed by seat)."""
    key = (prompt, seats)
    found = _VOTE_DECISIONS.get(key)
    if found is None:
        if len(_VOTE_DECISIONS) >= 4096:
            _VOTE_DECISIONS.clear()
        found = _VOTE_DECISIONS[key] = tuple(
            Decision(DecisionKind.VOTE, voter, "vote", prompt, _VOTE_OPTIONS, subject=voter, labels=_VOTE_LABELS)
            for voter in range(seats))
    return found

_STATEMENT_OPTIONS: dict[tuple[tuple[str, ...], int, int], tuple[Any, ...]] = {}
"""The talk's statement options by (script characters, seats, seat): see
:meth:`Game.statement_options`."""



def _restricted_votes(vote_hooks: list[tuple[AbilityContext, Any]], voter: int,
                      nomination: Nomination) -> tuple[bool, ...]:
    """The votes ``voter`` may give once every ``vote_options`` hook has spoken.

    Each hook returns the votes it allows (a tuple of ``True``/``False``) or None for no
    restriction. The votes left are those every restricting hook allows, in the order the
    first restricting hook gave them. When no vote is left (a Zealot's duty to vote against
    a Hell's Librarian penalty, a Butler whose master is not voting), the seat may not
    vote: ``(False,)`` (see the module docstring, "Vote restrictions").

    Returns:
        :data:`_VOTE_OPTIONS` itself when nothing restricts the vote.
    """
    options: tuple[bool, ...] | None = None
    for ctx, hook in vote_hooks:
        restricted = hook(ctx, voter, nomination)
        if restricted:
            options = tuple(restricted) if options is None else tuple(o for o in options if o in restricted)
    if options is None:
        return _VOTE_OPTIONS
    return options or _NO_VOTE


_NO_VOTE = (False,)


class DayPhase(GameCore):
    """The days of a game (a part of :class:`clocktower.engine.Game`)."""

    _talk_decisions: dict[int, Decision]  # (see _talk)
    talk_rules: TalkRules  # (how the talk runs: clocktower.talk)
    _claims: tuple[list[Any], int, dict[int, list[str]]] | None  # (see _bluff_claims)
    _describers: list[Any]  # (see statement_text)
    _exiles: Callable[[], Flow]  # (clocktower.travellers.TravellerPhase; an annotation only)
    _survives_exile: Callable[[int], Flow]  # (likewise)
    open_nominations: bool  # (a table option: see _open_nominations)

    def _day(self) -> Flow:
        state = self.state
        state.nominations = []
        state.nominated_today = set()
        state.nominators_today = set()
        state.about_to_die = None
        state.highest_tally = 0
        state.executed_today = None
        yield from self._talk()
        yield from self._hooks("during_day")
        self._check_win()
        # Travellers' exiles (clocktower.travellers): asks nothing while no Traveller is alive.
        yield from self._exiles()
        # An ability may already have executed someone today (Mutant): at most one execution a
        # day, so the day goes straight to its end.
        if state.executed_today is None:
            yield from self._nominations()
            # A Storyteller moment as the nominations close, before the execution (Riot: the
            # Storyteller nominates when nobody did).
            yield from self._hooks("after_nominations")
            self._check_win()
        if state.executed_today is None:
            if state.about_to_die is not None:
                yield from self._execute(state.about_to_die)
            else:
                self.emit("no_execution", f"Day {state.day} ends with no execution.", public=True)
        self._check_win()
        if state.executed_today is not None and self._hooked("nominates_again", True):
            yield from self._nominations_again()
        yield from self._hooks("end_of_day")
        self._check_win()
        self._expire("dusk", state.day)
        self.emit("dusk", f"Dusk falls on day {state.day}.", public=True)

    def statement_options(self, seat: int) -> tuple[Any, ...]:
        """The structured public statements a seat may make in the day's talk.

        ``("pass",)``, ``("claim", character)``, ``("accuse", seat)`` (says they are evil),
        ``("vouch", seat)`` (says they are good), ``("learned", seat, character)`` (states
        information: "I learned that X is the Y"), ``("number", n)`` (states a number they
        learned, 0 to 5), then the statements that characters on the
        script offer to every seat (module data ``PUBLIC_STATEMENTS``: the Yaggababble's
        phrases), whether or not they are in play, so that making one reveals nothing.
        """
        n = len(self.state.seats)
        if not 0 <= seat < n:
            raise IndexError(f"no seat {seat}")
        # They depend only on the script and the number of seats: games of one script and
        # size share them (tuples: nothing can change them).
        key = (self._script_ids, n, seat)
        options = _STATEMENT_OPTIONS.get(key)
        if options is None:
            others = [i for i in range(n) if i != seat]
            seat_characters = [c for c in self._script_ids if self._team_cache[c] not in ("fabled", "loric")]
            extra = tuple(st for c in self._script_ids for st in getattr(behaviour(c), "PUBLIC_STATEMENTS", ()))
            learned = tuple(("learned", i, c) for i in range(n) for c in seat_characters)
            numbers = tuple(("number", k) for k in range(6))
            options = (("pass",),) + tuple(("claim", c) for c in seat_characters) + tuple(
                ("accuse", s) for s in others) + tuple(("vouch", s) for s in others) + learned + numbers + extra
            if len(_STATEMENT_OPTIONS) >= 4096:
                _STATEMENT_OPTIONS.clear()
            _STATEMENT_OPTIONS[key] = options
        return options

    def statement_text(self, seat: int, statement: tuple[Any, ...]) -> str:
        kind = statement[0]
        who = self.name(seat)
        if kind == "claim":
            return f"{who} claims to be the {self.char_name(statement[1])}."
        if kind == "accuse":
            return f"{who} says {self.name(statement[1])} is evil."
        if kind == "vouch":
            return f"{who} says {self.name(statement[1])} is good."
        if kind == "learned":
            return f"{who} says they learned that {self.name(statement[1])} is the {self.char_name(statement[2])}."
        if kind == "number":
            return f"{who} says they learned the number {statement[1]}."
        if kind != "pass":
            describers = getattr(self, "_describers", None)
            if describers is None:
                describers = self._describers = [
                    f for c in self._script_ids if (f := module_hook(c, "describe_statement"))]
            for describe in describers:
                text = describe(who, statement)
                if text:
                    return str(text)
        return f"{who} says nothing of note."

    def _talk(self) -> Flow:
        """The public talk window: one structured statement per seat (or, under the game's
        :class:`~clocktower.talk.TalkRules`, rounds of statements, free talk and whispers:
        :func:`clocktower.talk.talk_rounds`), then day abilities."""
        state = self.state
        rules = self.talk_rules
        for s in ([state.seats[i] for i in self.talk_order()] if rules.default else ()):
            if s.left:
                continue  # a Traveller who left the game
            # (Each seat's talk decision is the same every day of a game: made once.)
            asked = self._talk_decisions.get(s.index)
            if asked is None:
                asked = self._talk_decisions[s.index] = Decision(
                    DecisionKind.STATEMENT, s.index, "talk", "Make a public statement",
                    self.statement_options(s.index), subject=s.index,
                    labeller=functools.partial(self.statement_text, s.index))
            statement = yield asked
            if statement != ("pass",):
                self.public_statement(s.index, statement)
        if not rules.default:
            yield from talk_rounds(self, rules)
        for s in list(state.seats):
            if not s.alive:
                continue
            # Day abilities of the believed character, then of granted ones (Philosopher-Savant),
            # then public ones of characters the seat has claimed (``BLUFFABLE``): anyone may
            # stand up and act as a Gossip or a Slayer, so the act itself proves nothing.
            grants = state.granted.get(s.index)
            claimed = self._bluff_claims().get(s.index)
            if not grants and not claimed:
                if module_hook(s.believed, "day_ability") is None:
                    continue  # (the common case: nothing to run for this seat)
                characters: Iterable[str] = (s.believed,)
            else:
                characters = dict.fromkeys([s.believed, *(g.character for g in grants or ()), *(claimed or ())])
            if self.identity_hidden(s.index):
                # (The Tor: a player who does not know their character uses a public day
                # ability only by claiming it, as anyone may; private ones are still prompted.)
                characters = [c for c in characters if not module_hook(c, "BLUFFABLE") or c in (claimed or ())]
            for character in characters:
                hook = module_hook(character, "day_ability")
                if hook is not None:
                    result = hook(self.ctx(s.index, character))
                    if result is not None:
                        yield from result
                    self._check_win()

    def _bluff_claims(self) -> dict[int, list[str]]:
        """Seat -> the characters with a public day ability (``BLUFFABLE``) it has claimed in
        the talk so far, in order. Read from ``state.statements``; kept, and brought up to date
        from the statements added since (they are only ever appended)."""
        statements = self.state.statements
        kept = self._claims
        if kept is None or kept[0] is not statements or kept[1] > len(statements):
            kept = self._claims = (statements, 0, {})
        claims = kept[2]
        if kept[1] < len(statements):
            for _day, who, st in statements[kept[1]:]:
                if st[0] == "claim" and module_hook(st[1], "BLUFFABLE"):
                    claims.setdefault(who, []).append(st[1])
            self._claims = (statements, len(statements), claims)
        return claims

    def public_statement(self, seat: int, statement: tuple[Any, ...]) -> None:
        """Record a seat's public statement: the talk's, or a claim made when nominated."""
        self.state.statements.append((self.state.day, seat, statement))
        self.emit("statement", self.statement_text(seat, statement), public=True,
                  data={"seat": seat, "statement": list(statement)})

    def _nominations(self) -> Flow:
        """Nominations and votes (rulebook "Nominations, votes, execution")."""
        state = self.state
        for seat, character, hook in self._hooked("run_nominations", True):
            # An ability may take the nominations out of the players' hands (Bishop).
            flow = hook(_context(self, seat, character))
            if flow is None:
                continue
            yield from flow
            if state.executed_today is not None or hook(_context(self, seat, character)) is not None:
                return
        if self.open_nominations:
            yield from self._open_nominations()
            return
        n = len(state.seats)
        start = (state.day - 1) % n
        allowances = bool(self._hooked("nominations_allowed", True))
        for offset in range(n):
            if state.executed_today is not None:
                break  # an ability executed someone mid-nominations: no more today
            nominator = state.clockwise()[(start + offset) % n]
            s = state.seats[nominator]
            if allowances:
                # An ability may let a seat nominate more than once, dead or alive (the
                # Banshee's): it is asked again at its turn while it has nominations left.
                stop = False
                while self._nominations_left(nominator) > 0 and state.executed_today is None:
                    nominees = self._nominees()
                    if not nominees:
                        stop = True
                        break
                    choice = yield Decision(_NOMINATE_KIND, nominator, "nominate",
                                            "Nominate a player, or no one", (None, *nominees),
                                            subject=nominator, labels=self._nominee_labels())
                    if choice is None:
                        break
                    yield from self.nominate(nominator, choice)
                if stop:
                    break
                continue
            if not s.alive or nominator in state.nominators_today or rules.registers_dead(state, nominator):
                continue
            nominees = self._nominees()
            if not nominees:
                break
            choice = yield Decision(_NOMINATE_KIND, nominator, "nominate",
                                    "Nominate a player, or no one", (None, *nominees),
                                    subject=nominator, labels=self._nominee_labels())
            if choice is None:
                continue
            yield from self.nominate(nominator, choice)

    def _storyteller_nominable(self) -> bool:
        """True while a character on the script lets the players nominate the Storyteller
        (module data ``STORYTELLER_NOMINABLE``: the Atheist)."""
        return any(module_hook(c, "STORYTELLER_NOMINABLE") for c in self._script_ids)

    def _nominees(self) -> list[int]:
        """Who may be nominated now: every seat not nominated today (not a Traveller who
        left), and the Storyteller while the script allows it and it was not nominated today."""
        state = self.state
        nominees = [x.index for x in state.seats if x.index not in state.nominated_today and not x.left]
        if STORYTELLER not in state.nominated_today and self._storyteller_nominable():
            nominees.append(STORYTELLER)
        return nominees

    def _nominee_labels(self) -> dict[Any, str]:
        """The nomination's option labels: the seats, and the Storyteller when nominable."""
        labels = self.seat_labels()
        if self._storyteller_nominable():
            labels = {**labels, STORYTELLER: "the Storyteller"}
        return labels

    def _nominations_left(self, seat: int) -> int:
        """How many more nominations a seat may make today: one while alive and not yet
        nominated, or what the ``nominations_allowed`` hooks allow (the largest), less the
        nominations it made today."""
        state = self.state
        s = state.seats[seat]
        allowed = 1 if s.alive and not rules.registers_dead(state, seat) else 0
        for holder, character, hook in self._hooked("nominations_allowed", True):
            more = hook(_context(self, holder, character), seat)
            if more is not None:
                allowed = max(allowed, more)
        made = sum(1 for x in state.nominations if x.nominator == seat)
        if seat in state.nominators_today:
            made = max(made, 1)
        return allowed - made

    def may_nominate_now(self, seat: int) -> bool:
        """Whether ``seat`` may make a nomination now (rulebook "Nominations"): it is alive
        (and does not register as dead), in the game, and has not nominated today."""
        state = self.state
        s = state.seats[seat]
        if s.left:
            return False
        if self._hooked("nominations_allowed", True):
            return self._nominations_left(seat) > 0  # (the Banshee's: more than one, dead or alive)
        return s.alive and seat not in state.nominators_today and not rules.registers_dead(state, seat)

    def nomination_decision(self, seat: int) -> Decision:
        """The decision "Nominate a player, or no one" as ``seat`` would be asked it in seat
        order: ``None`` or any seat in the game not nominated today. In open nominations the
        engine never asks it itself; a table (the web hub) asks it of bots and people and
        enters the nominations they make in the open decision (see :meth:`_open_nominations`)."""
        return Decision(_NOMINATE_KIND, seat, "nominate", "Nominate a player, or no one", (None, *self._nominees()),
                        subject=seat, labels=self._nominee_labels())

    def open_nomination_options(self) -> tuple[Any, ...]:
        """The legal answers of the open nominations decision: ``None`` (nominations close),
        then every ``(nominator, nominee)`` pair a nomination may be made of now."""
        nominators = [s.index for s in self.state.seats if self.may_nominate_now(s.index)]
        nominees = self._nominees()
        return (None, *((a, b) for a in nominators for b in nominees))

    def _open_nomination_label(self, option: Any) -> str:
        if option is None:
            return "Close the nominations"
        return f"{self.name(option[0])} nominates {self.name(option[1])}"

    def _open_nominations(self) -> Flow:
        """Nominations as a table makes them (the game option ``open_nominations``): while
        they are open, any seat that may nominate does so when it likes, in any order.
        One Storyteller decision (step ``nominate.open``) stands for "the next thing that
        happens": a nomination ``(nominator, nominee)`` made by a seat (or said out loud and
        entered by the Storyteller), or ``None`` when the Storyteller closes the
        nominations. Each nomination runs its vote as usual (clockwise from the nominee),
        then the decision is asked again with what is still legal; it ends when nobody may
        nominate or nobody is left to nominate, or an ability executed someone. The answers
        are recorded, so a record replays exactly."""
        state = self.state
        while state.executed_today is None:
            options = self.open_nomination_options()
            if len(options) == 1:
                break  # nobody may nominate, or nobody is left to be nominated
            choice = yield Decision(_NOMINATE_KIND, STORYTELLER, "nominate.open",
                                    "Nominations are open: enter each nomination as it is made, or close "
                                    "the nominations", options, labeller=self._open_nomination_label)
            if choice is None:
                break
            yield from self.nominate(choice[0], choice[1])

    def _nominations_again(self) -> Flow:
        """After the day's first execution, each true holder whose ``nominates_again`` hook
        says so may make one more nomination (the Butcher's), of anyone, even a player
        nominated earlier today. Its vote needs the usual count only (not more than the
        execution's), and when it reaches it and the holder's ability works, that nominee is
        executed too (a second execution today). At most one such nomination a holder a day,
        and the second execution gives no further one."""
        state = self.state
        for seat, character, hook in self._hooked("nominates_again", True):
            ctx = _context(self, seat, character)
            if not hook(ctx):
                continue
            nominees = [x.index for x in state.seats if not x.left]
            choice = yield Decision(_NOMINATE_KIND, seat, "nominate.again",
                                    f"{self.char_name(character)}: nominate again, or no one", (None, *nominees),
                                    subject=seat, labels=self.seat_labels())
            if choice is None:
                continue
            passed = yield from self.nominate(seat, choice, again=True)
            if not passed:
                continue
            if not ctx.functioning:
                self.emit("grimoire", f"{self.name(choice)} got enough votes, but the "
                          f"{self.char_name(character)} has no ability: no second execution.")
                continue
            yield from self._execute(choice)
            self._check_win()

    def nominate(self, nominator: int, nominee: int, *, forced: bool = False,
                 by_storyteller: bool = False, again: bool = False) -> Flow:
        """Run one nomination and its vote.

        Args:
            forced: an ability makes ``nominator`` nominate now, dead or not, and even if it
                nominated earlier today (Riot).
            by_storyteller: the Storyteller makes this nomination in ``nominator``'s place
                (Riot: a nominee who let the countdown run out); the public log says so.
                ``nominator`` :data:`STORYTELLER`: the Storyteller itself nominates (Bishop);
                no seat is the nominator.
            again: a nomination after the day's execution (``nominates_again``, the
                Butcher's): the nominator and the nominee may have been in a nomination
                today, and the vote does not make anyone about to die.

        Returns:
            (via ``yield from``) for ``again``, whether the vote reached the count needed
            (None otherwise).

        Raises:
            IllegalAnswer: a dead nominator, or a repeat nominator or nominee today.
        """
        state = self.state
        forced = forced or nominator == STORYTELLER  # (the Storyteller nominates: Bishop)
        if not (forced or again) and self._hooked("nominations_allowed", True):
            if self._nominations_left(nominator) <= 0:
                raise IllegalAnswer(f"{self.name(nominator)} may not nominate again today")
        else:
            if not (forced or again) and (not state.seats[nominator].alive or rules.registers_dead(state, nominator)):
                raise IllegalAnswer(f"{self.name(nominator)} is dead and cannot nominate")
            if not (forced or again) and nominator in state.nominators_today:
                raise IllegalAnswer(f"{self.name(nominator)} has already nominated today")
        if nominee in state.nominated_today and not again:
            raise IllegalAnswer(f"{self.name(nominee)} has already been nominated today")
        if nominee == STORYTELLER and (nominator == STORYTELLER or not self._storyteller_nominable()):
            raise IllegalAnswer("the Storyteller cannot be nominated in this game")
        state.nominators_today.add(nominator)
        state.nominated_today.add(nominee)
        nomination = Nomination(nominator, nominee)
        state.nominations.append(nomination)
        data: dict[str, Any] = {"nominator": nominator, "nominee": nominee}
        text = f"{self.name(nominator)} nominates {self.name(nominee)}."
        if nominator == STORYTELLER:
            text = f"The Storyteller nominates {self.name(nominee)}."
            data["by_storyteller"] = True
        elif by_storyteller:
            text = (f"{self.name(nominator)} did not nominate in time: the Storyteller nominates "
                    f"{self.name(nominee)} for them.")
            data["by_storyteller"] = True
        self.emit("nominated", text, public=True, data=data)
        if nominee == STORYTELLER:
            # The Storyteller nominated (the Atheist's script): no seat's nomination hooks run.
            pass
        else:
            yield from self._nomination_hooks(nominee, nomination)
        self._check_win()
        if nomination.resolved:
            return None
        threshold = yield from self._vote(nomination, again)
        return (nomination.tally >= threshold) if again else None

    def _nomination_hooks(self, nominee: int, nomination: Nomination) -> Flow:
        """The hooks of a nomination of a seat: public claims (``when_nominated``) and
        ``on_nomination``."""
        for character, hook in self._script_hooks("when_nominated"):
            # A public claim any nominee may make while the character is on the script,
            # in play or not (the Goblin's): asked of every nominee alike, so it tells nothing.
            result = hook(self.ctx(nominee, character), nomination)
            if result is not None:
                yield from result
        if self._hooked("on_nomination", False):
            yield from self._hooks("on_nomination", nomination)

    def _vote(self, nomination: Nomination, again: bool) -> Generator[Decision, Any, int]:
        """The vote on a nomination, its tally and the result (about to die or not); returns
        (via ``yield from``) the votes it needed."""
        state = self.state
        nominee = nomination.nominee
        # (The Storyteller nominated: hands are counted clockwise from the nominator's left.)
        anchor = nomination.nominator if nominee == STORYTELLER else nominee
        # Vote restrictions are rules players keep by themselves, so the hooks of characters a
        # seat only believes it has run too (a Marionette who believes it is the Zealot); each
        # hook decides whether that binds (``ctx.acting``, ``ctx.functioning``).
        vote_hooks = [(_context(self, seat, c), hook) for seat, c, hook in self._hooked("vote_options", False)]
        seats = state.seats
        n = len(seats)
        alive_prompt = f"Vote to execute {self.name(nominee)}?"
        dead_prompt = alive_prompt + " (uses your ghost vote)"
        voters = nomination.voters
        alive_votes = _vote_decisions(alive_prompt, n)
        dead_votes: tuple[Decision, ...] | None = None
        # Votes that depend on a hand counted later (the Butler's master): see the module
        # docstring, "Hands needed early".
        early = self._hooked("hand_needed", False)
        # The dead may vote without a ghost vote, and keep it (the Voudon's).
        free_dead = any(hook(_context(self, seat, c), nomination)
                        for seat, c, hook in self._hooked("free_dead_votes", True))
        # A dead voter an ability lets vote without a ghost vote, keeping it (the Banshee).
        keeps = self._hooked("keeps_ghost_vote", True)
        # Eyes closed and a secret tally (the Organ Grinder's): see ``secret_vote``.
        secret = nomination.secret = any(hook(_context(self, seat, c), nomination)
                                         for seat, c, hook in self._hooked("secret_vote", True))
        if secret:
            self.emit("secret_vote", f"Everyone closes their eyes to vote on {self.name(nominee)}: "
                      "the tally is secret.", public=True, data={"nominee": nominee})
        for offset in range(1, n + 1):
            voter = state.step_from(anchor, offset)
            v = seats[voter]
            alive = v.alive and not rules.registers_dead(state, voter)  # (a "dead" Zombuul votes as the dead)
            free = free_dead or (not alive and bool(keeps) and any(
                hook(_context(self, seat, c), voter, nomination) for seat, c, hook in keeps))
            if not alive and not v.ghost_vote and not free:
                continue
            if early:
                yield from self._hands_needed(early, voter, offset, nomination, vote_hooks)
                if voter in nomination.hands:
                    if nomination.hands[voter]:
                        voters.append(voter)
                        if not alive and not free:
                            v.ghost_vote = False
                    continue
            options = _restricted_votes(vote_hooks, voter, nomination) if vote_hooks else _VOTE_OPTIONS
            if not alive and free:
                # (a dead voter who keeps the ghost vote: the Banshee's, the Voudon's dead)
                vote = yield Decision(DecisionKind.VOTE, voter, "vote", alive_prompt + " (you keep your ghost vote)",
                                      options, subject=voter, labels=_VOTE_LABELS)
            elif options is _VOTE_OPTIONS:
                if alive:
                    vote = yield alive_votes[voter]
                else:
                    if dead_votes is None:
                        dead_votes = _vote_decisions(dead_prompt, n)
                    vote = yield dead_votes[voter]
            else:
                vote = yield Decision(DecisionKind.VOTE, voter, "vote", alive_prompt if alive else dead_prompt,
                                      options, subject=voter, labels=_VOTE_LABELS)
            if vote:
                voters.append(voter)
                if not alive and not free:
                    v.ghost_vote = False
        for seat, character, hook in self._hooked("adjust_tally", True):
            changed = hook(_context(self, seat, character), nomination)
            if isinstance(changed, Generator):
                changed = yield from changed  # it asked a registration (Legion and the Recluse)
            if changed is not None:
                nomination.tally_override = changed  # (the next hook reads it as nomination.tally)
        # Half the alive players, Travellers included: the rule says nothing of them (RULES.md,
        # "Travellers": where a rule says nothing of them, they count); the table counts a seat
        # that registers as dead (a "dead" Zombuul) as dead.
        living = state.alive_count(travellers=True)
        if state.effects:
            living -= sum(1 for x in seats if rules.registers_dead(state, x.index))
        threshold = (living + 1) // 2
        for seat, character, hook in self._hooked("vote_threshold", True):
            changed = hook(_context(self, seat, character), nomination, threshold)
            if changed is not None:
                threshold = changed  # (the Voudon's: one vote is enough)
        tally = nomination.tally
        names = self.seat_labels()
        result = "not enough votes"
        if again:
            result = "enough votes: executed too" if tally >= threshold else result
        else:
            # The day's highest tally is every tally's, whatever the count needed was when it
            # was cast (a death between nominations lowers it): a nominee is about to die with
            # at least the count needed now and more votes than any other nominee today; a tie
            # with the day's highest leaves nobody about to die (rulebook, "Execution").
            highest = state.highest_tally
            if tally > highest:
                state.highest_tally = tally
                if tally >= threshold:
                    state.about_to_die = nominee
                    result = "about to die"
                elif state.about_to_die is not None:
                    state.about_to_die = None  # (only after the count needed went up today)
                    result = "not enough votes, but the day's highest: nobody is about to die"
            elif tally == highest and tally > 0 and (tally >= threshold or state.about_to_die is not None):
                state.about_to_die = None
                result = "tied: nobody is about to die"
            elif tally >= threshold:
                result = "fewer votes than the day's highest"
        if secret:
            self.emit("secret_vote", f"Eyes open: the vote on {self.name(nominee)} is over.", public=True,
                      data={"nominee": nominee, "over": True})
        self.emit("voted", f"{tally} vote{'' if tally == 1 else 's'} for {self.name(nominee)} "
                  f"({', '.join([names[v] for v in nomination.voters]) or 'none'}); "
                  f"{threshold} needed: {result}" + (" (a secret vote: told to nobody)." if secret else "."),
                  public=not secret,
                  data={"nominee": nominee, "voters": nomination.voters, "threshold": threshold,
                        "tally": tally, "about_to_die": state.about_to_die})
        if self._hooked("after_vote", False):
            # (The Gunslinger after the day's first vote; the Beggar spending a vote token.)
            yield from self._hooks("after_vote", nomination)
            self._check_win()
        return threshold

    def _hands_needed(self, early: tuple[tuple[int, str, Any], ...], voter: int, offset: int,
                      nomination: Nomination, vote_hooks: list[tuple[AbilityContext, Any]]) -> Flow:
        """Before ``voter`` (the ``offset``-th seat of the count) votes, ask the vote of each
        seat a ``hand_needed`` hook names that is still to be counted and can vote, and
        keep it in ``nomination.hands`` (it is counted, as given, at its own place).

        The question is the one that seat gets at its own place, with the options its
        restrictions allow now; nothing is announced in between, so being asked early
        tells it nothing. A hand asked early does not ask for others in turn."""
        seats = self.state.seats
        n = len(seats)
        nominee = nomination.nominee
        if nominee == STORYTELLER:
            nominee = nomination.nominator  # (the count starts at the nominator's left)
        hands = nomination.hands
        for seat, character, hook in early:
            other = hook(_context(self, seat, character), voter, nomination)
            if other is None or other in hands or not 0 <= other < n:
                continue
            order = self.state.clockwise()
            # (the nominee is counted last, at offset n)
            if ((order.index(other) - order.index(nominee)) % n or n) <= offset:
                continue  # counted already (or now): its hand is in nomination.voters or was down
            s = seats[other]
            living = s.alive and not rules.registers_dead(self.state, other)
            if not living and not s.ghost_vote:
                continue  # it cannot raise a hand at all
            options = _restricted_votes(vote_hooks, other, nomination) if vote_hooks else _VOTE_OPTIONS
            prompt = f"Vote to execute {self.name(nominee)}?" + ("" if living else " (uses your ghost vote)")
            asked = _vote_decisions(prompt, n)[other] if options is _VOTE_OPTIONS else Decision(
                DecisionKind.VOTE, other, "vote", prompt, options, subject=other, labels=_VOTE_LABELS)
            hands[other] = bool((yield asked))

    def execute_now(self, target: int) -> Flow:
        """Execute a seat at once, outside the vote (an ability such as the Mutant's).

        The day's one execution: returns (via ``yield from``) False and does nothing when
        someone was already executed today; otherwise executes and returns True, and no
        nominations follow today.
        """
        if self.state.executed_today is not None:
            return False
        yield from self._execute(target)
        return True

    def _execute(self, target: int) -> Flow:
        state = self.state
        if target == STORYTELLER:
            yield from self._execute_storyteller()
            return
        # Another seat may be executed instead (the Scapegoat): the first true holder's
        # ``replace_execution`` that names another seat (at most one replacement).
        for holder, character, hook in self._hooked("replace_execution", True):
            result = hook(_context(self, holder, character), target)
            instead = (yield from result) if result is not None else None
            if instead is not None and instead != target:
                self.emit("grimoire", f"{self.name(instead)} is executed instead of {self.name(target)} "
                          f"({self.char_name(character)}).")
                target = instead
                break
        state.executed_today = target
        state.executions.append((state.day, target, state.seats[target].character))
        self.emit("executed", f"{self.name(target)} is executed.", public=True, data={"seat": target})
        yield from self._hooks("on_executed", target)
        if target in state.hidden_travellers and is_hidden_traveller(state.seats[target].character) \
                and (yield from self._survives_exile(target)):
            # Stowed Away: "executions & exiles are equivalent": a hidden Traveller's execution
            # is its exile too, so what keeps an exiled Traveller alive (the Deviant) works.
            self.emit("survived", f"{self.name(target)} is executed but does not die.", public=True)
            self._check_win()
            return
        died = yield from self.kill(target, Harm(None, None, execution=True))
        if not died and state.seats[target].alive:
            self.emit("survived", f"{self.name(target)} is executed but does not die.", public=True)
        self._check_win()

    def _execute_storyteller(self) -> Flow:
        """The Storyteller is executed (the Atheist's script): nobody dies; the script's
        ``on_storyteller_executed`` hooks decide what follows (the Atheist: who wins)."""
        state = self.state
        state.executed_today = STORYTELLER
        self.emit("executed", "The Storyteller is executed.", public=True, data={"seat": STORYTELLER})
        for character, hook in self._script_hooks("on_storyteller_executed"):
            result = hook(self.ctx(STORYTELLER, character))
            if result is not None:
                yield from result
        self._check_win()
