"""An automated Storyteller that keeps the game close: ``--storyteller balanced``.

The Storyteller may read the Grimoire (it gets the game). It only ever answers with an
element of ``decision.options`` (or a legal tuple of them), so it can never break a rule;
its policy decides *which* legal option.

Who is ahead: :func:`advantage`
===============================

The measure is the General's (:func:`clocktower.characters.townsfolk.general.winning_alignment`)
made continuous: the evil team's share of the alive players now, compared with its share
at setup. Good wins by removing evil players (above all the Demon) faster than evil removes
good ones, so::

    deaths = (evil share at setup - evil share now) / evil share at setup

plus half the *heat* on the Demon (:func:`heat`: how much of the last two days' public
accusations name the alive Demon, beyond chance), clipped to [-1, 1]; +1 when no Demon is
alive, -1 at two players alive with a Demon. Positive means good is ahead, negative evil.
Without accusations its sign agrees with the General's answer (good / evil / neither).

The policy
==========

* **The Storyteller's judgement** (``why`` is :data:`~clocktower.decisions.JUDGED`: the
  General's "who is winning", the Amnesiac's "how close"): the engine's suggestion. The
  same for setup choices and other choices with a suggestion (Legion: 7 Legion of 10,
  bluffs given, evil declared the winner with one good player left; the Wizard's price).
* **Information that may be false** (the holder is drunk, poisoned, a Marionette, or the
  Vortox is in play: the legal set holds more than the truth): when good is ahead the
  Storyteller gives false information with probability 0.8, when evil is ahead it gives
  the truth, in between each half the time. False information is chosen to be plausible:
  a number close to the truth (off by one where it can), and for information naming
  seats the false seats are taken from the *other* alignment than the true ones, so the
  lie points where an evil bluff would (a "good player" who is evil, an "evil player"
  who is good).
* **Registration** ("might register as", the Recluse...): the misleading registration
  under the same rule as false information.
* **Who is made drunk or dies by the Storyteller's choice** (Sailor, Innkeeper,
  Sweetheart, Puzzlemaster, Gossip, Legion...): when good is ahead the choice falls on a
  good player (for drunkenness: one who claims a Townsfolk), when evil is ahead on an evil
  one where the options allow.
* **Standing choices** (the Fortune Teller's red herring, the grandchild, the Drunk's
  Townsfolk, the Demon's bluffs, the bag and the deal) are drawn uniformly from the legal
  options with the Storyteller's own seeded generator: the game is still young, nobody is
  ahead, and a uniform draw is as plausible as any. The Tinker dies now with probability
  0.15 only while good is ahead.
* **"One of two players is a particular character"** (Washerwoman, Librarian,
  Investigator): among the true pairs, the second player shown (the decoy) is chosen to
  inform without deciding. While evil is ahead a Townsfolk's or Outsider's decoy is a good
  player (the pair then clears two players); otherwise the decoy is of the other alignment
  than the player who holds the character, so a Minion is never shown beside another evil
  player and a good pair may hide an evil one.
* **A character registration** (the Spy, the Recluse... registering as a character): a
  false registration names the character the seat has publicly claimed when it can (the
  lie then agrees with its bluff instead of exposing it).
* **The Pacifist**: the executed good player is spared while evil is ahead, dies while good
  is ahead, either half the time in between.
* **The Pit-Hag's arbitrary deaths** (a Demon was made): nobody dies unless good is ahead,
  then one good player; the Demons' kills are stopped for the night only while evil is
  ahead.
* **The Artist's question the engine cannot judge**: "I don't know" (never a guess that
  could decide the game).
* Anything else: a legal option at random.
"""

from __future__ import annotations

import random
from typing import Any

from ..decisions import JUDGED, Decision, DecisionKind
from ..engine import Game
from ..rules import team_of
from ..state import EVIL, GOOD


def advantage(game: Game) -> float:
    """Which team is ahead, from the Grimoire: above 0 good, below 0 evil.

    Args:
        game: the game (read through the Storyteller's Grimoire).

    Returns:
        A float in [-1, 1] (see the module docstring for the formula). 0 before the deal.
    """
    state = game.storyteller_view()
    if state.winner == GOOD:
        return 1.0
    if state.winner == EVIL:
        return -1.0
    seats = [s for s in state.seats if not s.traveller and s.character]
    if not seats:
        return 0.0
    alive = [s for s in seats if s.alive]
    if not any(game.team(s.index) == "demon" for s in alive):
        return 1.0
    if len(alive) <= 2:
        return -1.0
    counts = state.setup_counts
    start_evil = counts.get("minion", 0) + counts.get("demon", 0)
    start_all = start_evil + counts.get("townsfolk", 0) + counts.get("outsider", 0)
    if start_evil == 0 or start_all == 0:
        start_evil = sum(1 for s in seats if s.alignment == EVIL)
        start_all = len(seats)
    if start_evil == 0:
        return 0.0
    share_start = start_evil / start_all
    share_now = sum(1 for s in alive if s.alignment == EVIL) / len(alive)
    deaths = (share_start - share_now) / share_start
    return max(-1.0, min(1.0, deaths + HEAT_WEIGHT * heat(game)))


HEAT_WEIGHT = 0.5
"""How much the table's suspicion of the Demon counts in :func:`advantage`."""


def heat(game: Game) -> float:
    """How much of the table's recent public suspicion falls on the alive Demon.

    Counts the accusations made in the talk of the last two days ("X is evil", "I learned
    that X is <an evil character>"): the share of them naming an alive Demon, minus the
    share a Demon would get by chance (one in the alive players), scaled so that every
    accusation on the Demon gives 1. 0 with no accusations.

    Args:
        game: the game (the public statements and the Grimoire).

    Returns:
        A float in [-1, 1]; above 0 means good is closing in on the Demon.
    """
    state = game.storyteller_view()
    recent = [st for _day, _seat, st in state.statements_since(state.day - 1)
              if len(st) >= 2 and st[0] in ("accuse", "learned")]
    targets = [st[1] for st in recent if st[0] == "accuse"
               or (len(st) == 3 and isinstance(st[2], str) and team_of(st[2]) in ("minion", "demon"))]
    alive = [s for s in state.seats if s.alive and not s.traveller]
    if not targets or not alive:
        return 0.0
    demons = {s.index for s in alive if game.team(s.index) == "demon"}
    on_demon = sum(1 for t in targets if t in demons) / len(targets)
    chance = len(demons) / len(alive)
    if on_demon >= chance:
        return (on_demon - chance) / (1 - chance) if chance < 1 else 0.0
    return (on_demon - chance) / chance if chance > 0 else 0.0


class BalancedStoryteller:
    """The automated Storyteller described in the module docstring.

    Args:
        seed: any seed for the Storyteller's own random generator.
        game: the game it runs (it reads the Grimoire to judge who is ahead).
        lie_when_ahead: the chance of false information while good is ahead.
        margin: the advantage beyond which a team counts as ahead.
    """

    def __init__(self, seed: int | str, game: Game, *, lie_when_ahead: float = 0.8,
                 margin: float = 0.05) -> None:
        self.rng = random.Random(seed)
        self.game = game
        self.lie_when_ahead = lie_when_ahead
        self.margin = margin
        # The last public claim of each seat, with the statement list and how much of it
        # was read (see _claim_of).
        self._claims: tuple[list[Any], int, dict[int, str]] | None = None

    def decide(self, view: Any, decision: Decision) -> Any:
        """Answer a Storyteller decision with a legal option chosen by the policy.

        Args:
            view: ignored (the Storyteller reads the Grimoire).
            decision: the pending Storyteller decision.

        Returns:
            An element of ``decision.options`` (or a legal tuple of them).
        """
        answer = self._decide(decision)
        return answer

    # ------------------------------------------------------------------ policy
    def _lie(self) -> bool:
        adv = advantage(self.game)
        if adv > self.margin:
            return self.rng.random() < self.lie_when_ahead
        if adv < -self.margin:
            return False
        return self.rng.random() < 0.5

    def _alignment(self, seat: Any) -> str | None:
        seats = self.game.storyteller_view().seats
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(seats):
            return seats[seat].alignment
        return None

    def _ahead(self) -> int:
        """+1 when good is ahead, -1 when evil is, 0 in between (:meth:`margin`)."""
        adv = advantage(self.game)
        return 1 if adv > self.margin else -1 if adv < -self.margin else 0

    def _decide(self, d: Decision) -> Any:
        options = d.options
        if d.step == "pithag.deaths":
            return self._pithag_deaths(d)
        if d.count is not None or len(options) == 1:
            return d.random_answer(self.rng)
        fabled = self._fabled(d)
        if fabled is not None:
            return fabled[0]
        if d.step == "pithag.protect" and set(options) == {True, False}:
            return self._ahead() < 0
        if d.step == "pacifist" and "spared" in options and "dies" in options:
            ahead = self._ahead()
            spare = ahead < 0 or (ahead == 0 and self.rng.random() < 0.5)
            return "spared" if spare else "dies"
        if d.kind == DecisionKind.INFORM and d.step == "artist" and "dont_know" in options \
                and set(options) <= set(d.truth):
            return "dont_know"
        truth = [t for t in d.truth if t in options]
        if d.why == JUDGED and truth:
            return truth[0] if len(truth) == 1 else truth[self.rng.randrange(len(truth))]
        false = [o for o in options if o not in d.truth]
        if d.kind == DecisionKind.INFORM or d.why == "registration":
            if not false:
                return self._pick_truth(d, truth) if truth else d.random_answer(self.rng)
            if truth and not self._lie():
                return self._pick_truth(d, truth)
            if d.why == "registration":
                claimed = self._claim_of(d.subject)
                if claimed is not None and claimed in false:
                    return claimed
            return self._plausible_false(d, false)
        if d.step in ("traveller.leave", "traveller.join") and None in options:
            # Travellers come and go now and then, not at every phase.
            return None if self.rng.random() >= 0.1 else d.random_answer(self.rng)
        if d.step == "traveller.alignment":
            # The side behind gets the Traveller (a Traveller is a lever of balance).
            adv = advantage(self.game)
            if abs(adv) > self.margin:
                return EVIL if adv > 0 else GOOD
        if d.step in ("tinker", "tinker.after_vote"):
            rate = 0.15 if d.step == "tinker" else 0.03  # (asked after every vote: rarer each time)
            want = advantage(self.game) > self.margin and self.rng.random() < rate
            return want if want in options else options[0]
        prompt = d.prompt.lower()
        seats = [o for o in options if isinstance(o, int) and not isinstance(o, bool)]
        if d.kind == DecisionKind.STORYTELLER and seats and ("drunk" in prompt or "dies" in prompt
                                                              or "die tonight" in prompt):
            # A Storyteller who chooses who dies (the Mayor's bounce...) does not end the
            # game with it: no Demon is picked while anyone else can be.
            demons = self._demons()
            mortal = [s for s in seats if self.game.state.seats[s].character not in demons]
            adv = advantage(self.game)
            if abs(adv) > self.margin:
                victims = GOOD if adv > 0 else EVIL
                pool = [s for s in mortal if self._alignment(s) == victims]
                if pool:
                    return pool[self.rng.randrange(len(pool))]
            if mortal and len(mortal) < len(seats):
                return mortal[self.rng.randrange(len(mortal))]
        return d.random_answer(self.rng)

    def _fabled(self, d: Decision) -> tuple[Any] | None:
        """The Fabled's Storyteller decisions, as a 1-tuple answer (None: not one of them).

        The Fiddler ends only a game that drags on (from day 7, or once it outlasts the
        players' count in days); the Deus ex Fiasco is declared now and then (when it is
        not forced); a Doomsayer call spares the Demon while anyone else can die; an Angel
        penalty is light (no vote tomorrow); the Angel and the Buddhist pick one player."""
        options = d.options
        step = d.step
        if step == "fiddler.now" and set(options) == {True, False}:
            return (self.game.state.day >= min(7, len(self.game.state.seats)),)
        if step == "deusexfiasco.declare" and len(options) > 1:
            return (self.rng.random() < 0.2,)
        if step == "doomsayer.dies":
            spare = [s for s in options if self.game.state.seats[s].character not in self._demons()]
            return (spare[self.rng.randrange(len(spare))] if spare else d.random_answer(self.rng),)
        if step == "angel.penalty":
            return ("no_vote" if "no_vote" in options else options[0],)
        if step in ("angel.protect", "buddhist.veteran"):
            chosen = any(x.step == step for x in self.game.decisions)
            if chosen or len(options) == 1:
                return (None,)
            return (options[1 + self.rng.randrange(len(options) - 1)],)
        return None

    def _demons(self) -> set[str]:
        return {s.character for s in self.game.state.seats if self.game._team_cache.get(s.character) == "demon"}

    def _claim_of(self, seat: Any) -> str | None:
        """The character ``seat`` last claimed in public, if any."""
        if not isinstance(seat, int) or isinstance(seat, bool):
            return None
        # (Kept for the statement list it was read from, and brought up to date from the
        # statements added since: they are only ever appended.)
        statements = self.game.storyteller_view().statements
        kept = self._claims
        if kept is None or kept[0] is not statements or kept[1] > len(statements):
            kept = (statements, 0, {})
        last = kept[2]
        for _day, who, st in statements[kept[1]:]:
            if len(st) >= 2 and st[0] == "claim" and isinstance(st[1], str):
                last[who] = st[1]
        self._claims = (statements, len(statements), last)
        return last.get(seat)

    def _pick_truth(self, d: Decision, truth: list[Any]) -> Any:
        """A true value; for a pair of players and a character (see the module docstring),
        the pair whose decoy informs without deciding."""
        pairs = [t for t in truth if isinstance(t, tuple) and len(t) == 3 and isinstance(t[2], str)
                 and all(isinstance(x, int) and not isinstance(x, bool) for x in t[:2])]
        if len(pairs) != len(truth) or len(pairs) < 2:
            return truth[self.rng.randrange(len(truth))]
        state = self.game.storyteller_view()
        ahead = self._ahead()

        def fits(value: tuple[Any, ...]) -> bool:
            a, b, c = value
            holder, decoy = (a, b) if state.seats[a].character == c else (b, a)
            if state.seats[holder].character != c:
                return True  # (a registration made this pair true: leave it in)
            mine, theirs = self._alignment(holder), self._alignment(decoy)
            if ahead < 0 and team_of(c) in ("townsfolk", "outsider"):
                return theirs == GOOD
            return theirs != mine

        good = [t for t in pairs if fits(t)]
        pool = good or pairs
        return pool[self.rng.randrange(len(pool))]

    def _pithag_deaths(self, d: Decision) -> Any:
        """The Pit-Hag's arbitrary deaths: none unless good is ahead, then one good player."""
        lo = d.count[0] if d.count is not None else 0
        if self._ahead() > 0:
            good = [o for o in d.options if self._alignment(o) == GOOD]
            if good and (d.count is None or d.count[1] >= 1):
                pick = good[self.rng.randrange(len(good))]
                return pick if d.count is None else (pick,)
        if lo == 0:
            return () if d.count is not None else d.random_answer(self.rng)
        return d.random_answer(self.rng)

    def _plausible_false(self, d: Decision, false: list[Any]) -> Any:
        truth = list(d.truth)
        numeric = [o for o in false if isinstance(o, int) and not isinstance(o, bool)]
        prompt = d.prompt.lower()
        if truth and numeric and len(numeric) == len(false) and "how many" in prompt:
            t = truth[0]
            if isinstance(t, int):
                best = min(abs(o - t) for o in numeric)
                near = [o for o in numeric if abs(o - t) == best]
                return near[self.rng.randrange(len(near))]
        if truth and numeric and len(numeric) == len(false):
            true_sides = {self._alignment(t) for t in truth}
            if len(true_sides) == 1 and None not in true_sides:
                other = [o for o in false if self._alignment(o) not in true_sides]
                if other:
                    return other[self.rng.randrange(len(other))]
        return false[self.rng.randrange(len(false))]
