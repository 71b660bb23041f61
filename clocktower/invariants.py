"""Invariants every game must keep, and a checked driver for seeded random games.

The engine promises (DESIGN.md properties 1, 3 and 4) that a game is deterministic and
replayable, that hidden information is structural, and that every answer is validated.
This module checks those promises on whole games; the test suite and
``scripts/random_games.py`` both use it.

Typical use::

    from clocktower.invariants import check_game, play_checked

    game = play_checked("seed-002", 9, "legion:0", demon="legion")   # checks as it plays
    check_game(game, name="seed-002, 9 players, seed 'legion:0'")     # checks the end

:func:`check_game` checks a finished game:

* it ended with a winner (one public ``game_over`` event agreeing with ``game.winner``);
* no decision had an empty legal set, a ``(lo, hi)`` count outside its options, or, for
  information, a truth outside the legal set (unless a rule modifier such as the Vortox's
  made every true value illegal, which the decision's ``why`` then names);
* each seat's view holds exactly the events told to it (public, or addressed to it), in
  order, none of the Storyteller-only events, and its believed character;
* a seat whose player believes another character (a character with a ``COVER``: Drunk,
  Marionette, Lunatic; see :func:`hidden_characters`) is never dealt its true character,
  and no event told to it names it as that character, except where an ability told it:
  ability information the Storyteller chose (``learned``), a change of character told to
  it (after which it may know), public claims (``statement``) and its own choices of a
  character (``chose``);
* the record (:func:`clocktower.record.dumps`) replays (:func:`clocktower.record.replay`)
  to the same winner and re-dumps byte-for-byte.

:func:`play_checked` plays a seeded random game (the agents
:func:`clocktower.agents.play_random_game` uses, or the same with a forced Demon: see
:class:`DemonStoryteller`) and checks on the way: each pending decision as above, illegal
answers probed now and then (:func:`probe_illegal_answers`: each raises
:class:`~clocktower.decisions.IllegalAnswer` and leaves the game unchanged), that a player's
choice of players leaks no death the table has not been told of yet
(:func:`check_unannounced_deaths`), and after every answer past setup that a hidden seat's
view shows only what its player believes (:func:`check_position`).

Every failure raises :class:`InvariantError`, whose message names the game and, where there
is one, the decision (its index in ``game.decisions``, the record's ``i``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from decimal import Decimal
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

from .agents import RandomStoryteller, random_agents
from .catalogue import load_catalogue
from .characters import behaviour, implemented_ids
from .decisions import STORYTELLER, Decision, DecisionKind, IllegalAnswer
from .engine import Game, SeatView
from .events import Event
from .record import dumps, replay
from .talk import TalkRules

__all__ = [
    "InvariantError", "DemonStoryteller", "check_game", "check_ended", "check_decisions",
    "check_decision", "check_views", "check_hidden_characters", "check_replay",
    "check_position", "check_unannounced_deaths", "probe_illegal_answers", "illegal_answers", "play_checked",
    "hidden_characters", "names_seat_as", "game_name", "PROBE_EVERY", "COMPARE_EVERY",
]

PROBE_EVERY = 7
""":func:`play_checked` probes illegal answers at every 7th decision (and every setup one)."""
COMPARE_EVERY = 91
"""... and compares the game state and the whole record before and after the probes at every
91st decision and during setup (doing so at every probe would make long runs slow)."""


class InvariantError(AssertionError):
    """A game broke one of the engine's invariants.

    The message names the game (see :func:`game_name`) and, where there is one, the decision
    (``decision 123 (step 'vote', chooser 4)``). A subclass of ``AssertionError`` so that test
    runners report it as a failed check.
    """


def game_name(game: Game) -> str:
    """A short name for messages: the script's short name and the number of players."""
    source = game.script.source
    script = Path(source).stem if source.endswith(".json") else (game.script.name or source)
    return f"{script}, {len(game.state.seats)} players"


def _where(game: Game, name: str | None, i: int | None = None, d: Decision | None = None) -> str:
    text = name or game_name(game)
    if d is not None:
        who = "Storyteller" if d.chooser == STORYTELLER else f"seat {d.chooser}"
        text += f": decision {'?' if i is None else i} (step {d.step!r}, chooser {who})"
    return text


def _fail(game: Game, name: str | None, problem: str, i: int | None = None,
          d: Decision | None = None) -> InvariantError:
    return InvariantError(f"{_where(game, name, i, d)}: {problem}")


# ---------------------------------------------------------------------------------------------
# Characters whose players believe they are someone else.


@cache
def hidden_characters() -> frozenset[str]:
    """Characters whose player draws another token and believes it (a module ``COVER``):
    the Drunk, the Marionette, the Lunatic."""
    return frozenset(c for c in implemented_ids() if getattr(behaviour(c), "COVER", None) is not None)


@cache
def _truth_rule_names() -> tuple[str, ...]:
    """Names of characters whose ``information_rule`` may make every true value illegal
    (the Vortox): a decision's ``why`` then starts with that name."""
    cat = load_catalogue()
    return tuple(cat.get(c).name for c in sorted(implemented_ids())
                 if c in cat and getattr(behaviour(c), "information_rule", None) is not None)


def names_seat_as(e: Event, seat: int, name: str, character: str) -> bool:
    """True when an event tells its reader that ``seat`` (named ``name``) is ``character``.

    The event names the character and the seat's player (or "you"), or its data pairs the
    seat with the character. False information about other players ("your grandchild is X,
    the Drunk", told to a drunk Grandmother) names the character but not this seat, and is
    not a leak.
    """
    label = load_catalogue().get(character).name
    if label in e.text and (re.search(rf"\b{re.escape(name)}\b", e.text)
                            or re.search(r"\byou\b", e.text, re.IGNORECASE)):
        return True
    data = e.data
    if data.get("seat") == seat and data.get("character") == character:
        return True
    return data.get("value") in ([seat, character], (seat, character))


def _dealt(game: Game) -> Iterator[tuple[str, int]]:
    """(character, seat) of each token dealt during setup, from the deal decisions."""
    for d, a in zip(game.decisions, game.answers):
        if d.step.startswith("setup.deal."):
            yield d.step.removeprefix("setup.deal."), a


def _hidden_seats(game: Game) -> dict[int, tuple[str, bool]]:
    """Seats whose player believed another character: seat -> (true character, dealt so).

    Dealt a hidden character, or made one later without being told (a Marionette made by
    the Lord of Typhon)."""
    hidden = hidden_characters()
    out = {seat: (c, True) for c, seat in _dealt(game) if c in hidden}
    for s in game.state.seats:
        if s.character in hidden and s.believed != s.character:
            out.setdefault(s.index, (s.character, False))
    return out


# ---------------------------------------------------------------------------------------------
# Checks of a game.


def check_game(game: Game, *, name: str | None = None) -> None:
    """Check every invariant of a finished game.

    Runs :func:`check_ended`, :func:`check_decisions`, :func:`check_views`,
    :func:`check_hidden_characters` and :func:`check_replay` (see the module docstring).

    Args:
        game: a finished game.
        name: how messages name the game (default :func:`game_name`; give the seed too).

    Raises:
        InvariantError: the first invariant broken, naming the game and the decision.
    """
    check_ended(game, name=name)
    check_decisions(game, name=name)
    check_views(game, name=name)
    check_hidden_characters(game, name=name)
    check_replay(game, name=name)


def check_ended(game: Game, *, name: str | None = None) -> None:
    """The game is over with a winner, announced by exactly one public ``game_over`` event."""
    if not game.over or game.winner not in ("good", "evil") or game.pending is not None:
        pending = game.pending
        raise _fail(game, name, f"the game did not end with a winner (winner {game.winner!r}, "
                    f"pending {pending.step if pending else None!r})")
    if game.state.phase != "over":
        raise _fail(game, name, f"the game is won but its phase is {game.state.phase!r}")
    over = [e for e in game.events if e.kind == "game_over"]
    if len(over) != 1 or not over[0].public or over[0].data.get("winner") != game.winner:
        raise _fail(game, name, f"expected one public game_over event for {game.winner}, got "
                    f"{[(e.public, e.data.get('winner')) for e in over]}")


def check_decision(game: Game, d: Decision, i: int | None = None, *, name: str | None = None) -> None:
    """One decision: a non-empty legal set, a sane ``count``, and legal truth for information.

    Args:
        game: the game that asked it.
        d: the decision.
        i: its index in ``game.decisions`` (the pending one: ``len(game.decisions)``).
        name: how messages name the game.
    """
    if not d.options and not (d.count is not None and d.count[0] == 0):
        raise _fail(game, name, "empty legal set", i, d)
    if d.count is not None:
        lo, hi = d.count
        if not 0 <= lo <= hi or lo > len(d.options):
            raise _fail(game, name, f"count {d.count} does not fit {len(d.options)} options", i, d)
    if d.truth and d.kind == DecisionKind.INFORM and not set(d.truth) <= set(d.options):
        if not any(d.why.startswith(rule) for rule in _truth_rule_names()):
            raise _fail(game, name, f"the truth {d.truth!r} is not legal (why: {d.why!r})", i, d)


def check_decisions(game: Game, *, name: str | None = None) -> None:
    """Every decision the game asked passes :func:`check_decision`."""
    for i, d in enumerate(game.decisions):
        check_decision(game, d, i, name=name)


def check_views(game: Game, *, name: str | None = None) -> None:
    """Each seat's view holds exactly the events told to it (public or addressed to it), in
    order, none of the Storyteller-only ones (the Grimoire log, which must exist), and the
    character its player believes."""
    storyteller_only = {id(e) for e in game.events if not e.public and not e.seats}
    if not storyteller_only:
        raise _fail(game, name, "no Storyteller-only event (the Grimoire log is missing)")
    for seat, s in enumerate(game.state.seats):
        view = game.view(seat)
        seen = [id(e) for e in view.events]
        told = [id(e) for e in game.events if e.public or seat in e.seats]
        if seen != told:
            extra = [e.text for e in view.events if id(e) not in set(told)]
            missing = [e.text for e in game.events if id(e) in set(told) - set(seen)]
            raise _fail(game, name, f"seat {seat}'s view differs from the events told to it "
                        f"(not told but seen: {extra[:3]}; told but not seen: {missing[:3]}; "
                        "or out of order)")
        leaked = [e.text for e in view.events if id(e) in storyteller_only]
        if leaked:
            raise _fail(game, name, f"seat {seat} sees Storyteller-only events: {leaked[:3]}")
        # (An ability that hides identities, the Tor's, shows a seat no character until it dies.)
        believed = "" if game.identity_hidden(seat) else s.believed
        if view.seat != seat or view.character != believed:
            raise _fail(game, name, f"seat {seat}'s view is of seat {view.seat} as the "
                        f"{view.character!r}, but its player believes {believed!r}")


def check_hidden_characters(game: Game, *, name: str | None = None) -> None:
    """A seat that believes another character is never shown its true one.

    For each seat dealt a hidden character (:func:`hidden_characters`) or made one later: its
    ``dealt`` event shows another character, with that character's alignment; and no event
    told to it names it as its true character (:func:`names_seat_as`), except ability
    information (``learned``: a Marionette-Ravenkeeper who picks itself may be shown the
    truth), public claims (``statement``), what players say in their own words (``said``,
    ``whisper``: a player may guess right), its own choice of a character (``chose``), and
    anything after a change of its character told to it (the Marionette who caught the
    Imp's star-pass knows).
    """
    cat = load_catalogue()
    for seat, (hidden, was_dealt) in sorted(_hidden_seats(game).items()):
        view = game.view(seat)
        player = game.state.seats[seat].name
        if was_dealt:
            dealt = next((e for e in view.events if e.kind == "dealt"), None)
            if dealt is None:
                raise _fail(game, name, f"seat {seat} (the {hidden}) was never told a character")
            if "character" not in dealt.data and "alignment" not in dealt.data:
                continue  # (dealt unseen: an ability hid every identity, the Tor's)
            shown = str(dealt.data.get("character"))
            team = str(cat.get(shown).team) if shown in cat else ""
            if shown == hidden or dealt.data.get("alignment") != (
                    "evil" if team in ("minion", "demon") else "good"):
                raise _fail(game, name, f"seat {seat}, dealt the {hidden}, was told "
                            f"{shown!r} ({dealt.data.get('alignment')})")
        for e in view.events:
            if e.kind == "character_changed" and e.data.get("seat") == seat:
                break  # an ability told them what they now are
            if e.kind in ("learned", "statement", "said", "whisper") or (
                    e.kind == "chose" and e.data.get("seat") == seat):
                continue  # ability information, public claims, players' own words, their own pick
            if names_seat_as(e, seat, player, hidden):
                raise _fail(game, name, f"seat {seat} ({player}), the {hidden}, was told so: "
                            f"{e.kind} event {e.text!r} {e.data}")


def check_replay(game: Game, *, name: str | None = None) -> str:
    """The record replays to the same result and re-dumps byte-for-byte.

    Returns:
        The record (:func:`clocktower.record.dumps`).
    """
    text = dumps(game)
    lines = [json.loads(line) for line in text.splitlines()]
    try:
        again = replay(lines)
    except Exception as exc:
        raise _fail(game, name, f"the record does not replay: {type(exc).__name__}: {exc}") from exc
    if again.winner != game.winner:
        raise _fail(game, name, f"the replay's winner is {again.winner!r}, not {game.winner!r}")
    redone = dumps(again)
    if redone != text:
        a, b = text.splitlines(), redone.splitlines()
        k = next((k for k, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
        raise _fail(game, name, f"the replay re-dumps differently from record line {k + 1}")
    if game.over and (lines[-1].get("type") != "result" or lines[-1].get("winner") != game.winner):
        raise _fail(game, name, f"the record's last line is not the result: {lines[-1]}")
    return text


def check_position(game: Game, *, name: str | None = None) -> None:
    """At any point past setup: a seat whose player believes another character sees that
    character (never its true one) and the alignment it was told, in its view."""
    hidden = hidden_characters()
    for s in game.state.seats:
        if s.character in hidden:
            view: SeatView = game.view(s.index)
            if s.index in game.identities_told:
                continue  # (the Tor: told the truth at death)
            if game.identity_hidden(s.index):
                if view.character or view.alignment:  # (the Tor: nothing is shown until death)
                    raise _fail(game, name, f"after decision {len(game.decisions) - 1}: seat {s.index}, "
                                f"whose identity is hidden, sees {view.character!r} ({view.alignment!r})")
                continue
            if not (view.character == s.believed != s.character) or view.alignment != s.believed_alignment:
                raise _fail(game, name, f"after decision {len(game.decisions) - 1}: seat {s.index}, "
                            f"the {s.character}, sees itself as the {view.character} "
                            f"({view.alignment}; it believes {s.believed}, {s.believed_alignment})")


def check_unannounced_deaths(game: Game, d: Decision, i: int | None = None, *, name: str | None = None) -> None:
    """A player's choice of players, while some players died tonight and the table has not
    been told yet, must not be the publicly alive players minus exactly those (and perhaps
    the chooser): such options were built from the Grimoire's alive seats, so they reveal
    who died before dawn (briefing, "hidden information": use the publicly alive seats).

    While deaths are not announced at all (``Game.deaths_unannounced``: the I See Dead
    People Fabled) a death stays unannounced for the rest of the game, so the check holds
    all game long; only the chooser's own death, once it has been told of it
    (``Game.knows_own_death``), is no secret to the chooser and is left out.

    Call it with the pending decision, while the game state is the one it was asked in.
    """
    if d.chooser == STORYTELLER or d.kind != DecisionKind.CHOOSE_PLAYERS:
        return
    seats = game.state.seats
    unannounced = {s.index for s in seats if s.public_alive and not s.alive}
    if d.chooser in unannounced and game.knows_own_death(d.chooser):
        unannounced.discard(d.chooser)  # (I See Dead People: told privately of its death)
    if not unannounced:
        return
    options = {o for o in d.options if o is not None and not isinstance(o, bool)}
    public = {s.index for s in seats if s.public_alive}
    if options and not options & unannounced and options in (public - unannounced,
                                                              public - unannounced - {d.chooser}):
        # A rule "not the player you chose last time" (Devil's Advocate, Exorcist...) leaves
        # out that player whether or not they died: no leak when that is who died.
        before = [a for dd, a in zip(game.decisions, game.answers, strict=False)
                  if dd is not d and dd.step == d.step and dd.chooser == d.chooser]
        if before and unannounced <= set(before[-1] if isinstance(before[-1], tuple) else (before[-1],)):
            return
        # A rule leaving out Travellers (the Dreamer's "not ... Travellers") leaves out a
        # Traveller who died whether or not they died.
        if all(seats[u].traveller for u in unannounced) and not any(seats[o].traveller for o in options):
            return
        raise _fail(game, name, f"the options leave out exactly the players who died tonight, before "
                    f"dawn: {sorted(unannounced)}", i, d)


# ---------------------------------------------------------------------------------------------
# Illegal answers.


class _NotAnOption:
    """A hashable value no decision ever offers."""

    def __repr__(self) -> str:
        return "<not an option>"


def illegal_answers(d: Decision) -> list[Any]:
    """A few answers that are not legal for ``d``: a value of no decision, a missing option,
    numbers of another type (``1`` for ``True``; ``Fraction``, ``Decimal``, ``complex`` and
    ``float`` for a seat), too many or too few picks, a pick made twice, an unhashable pick;
    for a free-text decision, blank and too long texts."""
    alien = _NotAnOption()
    if d.count is None:
        bad: list[Any] = [alien, "no-such-option", 10_000, tuple(d.options[:2]) + (alien,)]
        if None not in d.options:
            bad.append(None)
        # Equal but of another type: a seat answered with a bool, a vote with an int.
        if True in d.options and not any(o is True for o in d.options):
            bad.append(True)
        if any(o is True for o in d.options):
            bad.extend([1, 1.0])
        seat = next((o for o in d.options if type(o) is int), None)
        if seat is not None:
            # Other number types equal to a seat (issue 17, item 14), and a bool for seat 0 or 1.
            bad.extend([Fraction(seat), Decimal(seat), complex(seat, 0), float(seat)])
        if d.free_text:  # any short text is legal: probe blank and too long ones instead
            bad = [b for b in bad if not isinstance(b, str)] + ["", " ", "x" * (d.free_text + 1)]
            bad += [t.upper() for t in d.refused_texts]  # (the same text again: the Savant's own pair)
        return bad
    lo, hi = d.count
    bad = [alien, (alien,) * max(lo, 1), tuple(d.options[:lo]) + (alien,) if hi > lo else (alien,)]
    if len(d.options) > hi:
        bad.append(tuple(d.options[: hi + 1]))  # too many
    if lo >= 1:
        bad.append(tuple(d.options[: lo - 1]))  # too few
    if lo >= 2 or (hi >= 2 and d.options):
        bad.append((d.options[0], d.options[0]) + tuple(d.options[1 : max(lo, 2) - 1]))  # twice
    if hi >= 1:
        rest = tuple(d.options[1:lo]) if lo >= 1 else ()
        bad.append(({},) + rest[: max(lo - 1, 0)])  # an unhashable pick (issue 17, item 15)
        seat = next((o for o in d.options if type(o) is int), None)
        if seat is not None:
            others = tuple(o for o in d.options if o != seat)[: max(lo - 1, 0)]
            bad.append((Fraction(seat),) + others)  # a pick of another number type
    return bad


def probe_illegal_answers(game: Game, *, compare: bool = False, name: str | None = None) -> int:
    """Give the pending decision answers it does not allow (:func:`illegal_answers`).

    Each must raise ``IllegalAnswer`` and leave the game unchanged: the same pending decision,
    as many answers and events as before and, with ``compare`` (slower), the same game state
    (its ``repr``: seats, effects, reminders, memory...) and the same record byte-for-byte.

    Returns:
        How many illegal answers were tried.

    Raises:
        InvariantError: an illegal answer was taken or changed the game.
    """
    d = game.pending
    if d is None:
        return 0
    i = len(game.decisions)
    before = (repr(game.state), dumps(game)) if compare else None
    sizes = (len(game.answers), len(game.events))
    bad = illegal_answers(d)
    for answer in bad:
        try:
            game.answer(answer)
        except IllegalAnswer:
            pass
        else:
            raise _fail(game, name, f"the illegal answer {answer!r} was taken", i, d)
        if game.pending is not d or (len(game.answers), len(game.events)) != sizes:
            raise _fail(game, name, f"the refused answer {answer!r} changed the game", i, d)
    if before is not None:
        if repr(game.state) != before[0]:
            raise _fail(game, name, "refused answers changed the game state", i, d)
        if dumps(game) != before[1]:
            raise _fail(game, name, "refused answers changed the record", i, d)
    return len(bad)


# ---------------------------------------------------------------------------------------------
# Seeded random games.


class DemonStoryteller(RandomStoryteller):
    """The seeded random Storyteller, except that it puts ``demon`` in the bag.

    Its random stream stays as it would be (a number is drawn at the Demon's choice), so
    every other choice is the plain random Storyteller's with that seed.
    """

    def __init__(self, seed: int | str, demon: str) -> None:
        super().__init__(seed)
        self.demon = demon
        self.forced = False

    def decide(self, view: SeatView | None, decision: Decision) -> Any:
        if decision.step == "setup.demon":
            if self.demon not in decision.options:
                raise ValueError(f"the {self.demon!r} cannot be the Demon: the options are "
                                 f"{list(decision.options)}")
            self.rng.random()  # keep the stream as it would be
            self.forced = True
            return self.demon
        return super().decide(view, decision)


def play_checked(script: str, players: int, seed: int | str, *, demon: str | None = None,
                 probe_every: int = PROBE_EVERY, compare_every: int = COMPARE_EVERY,
                 name: str | None = None, travellers: int = 0, talk: TalkRules | None = None,
                 fabled: Sequence[str] = ()) -> Game:
    """Play a seeded random game, checking it as it goes.

    The agents are those of :func:`clocktower.agents.play_random_game` (random bots seeded
    from ``seed``, the random Storyteller seeded ``f"{seed}:storyteller"``), so with no
    ``demon`` this plays exactly the game ``play_random_game(script, players, seed)`` does;
    with ``demon`` the Storyteller puts that Demon in the bag (:class:`DemonStoryteller`).

    On the way: every pending decision passes :func:`check_decision`; at every setup decision
    and every ``probe_every``-th decision (0: never) illegal answers are probed
    (:func:`probe_illegal_answers`), comparing the game state and the whole record at setup
    decisions and every ``compare_every``-th one (0: never); after every answer past setup,
    :func:`check_position`. Call :func:`check_game` on the result for the rest.

    Args:
        script: a bundled script's short name or a script file.
        players: 5 to 15.
        seed: any int or string.
        demon: a Demon's id to force, or None.
        probe_every: how often to probe illegal answers.
        compare_every: how often the probes also compare the state and the record.
        name: how messages name the game (default: script, players, seed and Demon).
        travellers: Travellers seated from the start (0 to 5), played by random bots too.
        talk: the talk's rules (:class:`clocktower.talk.TalkRules`); default: the structured talk.
        fabled: Fabled the Storyteller adds at setup besides the script's.

    Returns:
        The finished game.

    Raises:
        InvariantError: an invariant broken on the way.
        ValueError: ``demon`` is not a Demon the script can put in the bag.
    """
    game = Game(script, players, travellers=travellers, talk=talk, fabled=fabled)
    if name is None:
        name = f"{game_name(game)}, seed {seed!r}" + (f", the {demon} forced" if demon else "")
    agents = random_agents(seed, players + travellers)
    storyteller = (DemonStoryteller(f"{seed}:storyteller", demon) if demon is not None
                   else RandomStoryteller(f"{seed}:storyteller"))
    k = 0
    while (d := game.pending) is not None:
        check_decision(game, d, k, name=name)
        check_unannounced_deaths(game, d, k, name=name)
        setup = d.step.startswith("setup")
        if probe_every and (setup or k % probe_every == 0):
            full = setup or bool(compare_every and k % compare_every == 0)
            probe_illegal_answers(game, compare=full, name=name)
        if d.chooser == STORYTELLER:
            answer = storyteller.decide(None, d)
        else:
            answer = agents[d.chooser].decide(game.view(d.chooser), d)
        game.answer(answer)
        k += 1
        if game.state.phase != "setup":
            check_position(game, name=name)
    if isinstance(storyteller, DemonStoryteller) and not storyteller.forced:
        raise ValueError(f"{name}: the game never asked for the Demon")
    return game
