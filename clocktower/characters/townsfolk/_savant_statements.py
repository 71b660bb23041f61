"""The catalogue of statements the Storyteller may give the Savant.

The Savant's almanac page leaves its information to the Storyteller's imagination ("get
creative"). Here the imagination is a fixed catalogue of *statement kinds* about the game,
each with a truth function, so that the Savant's information is a structured value with a
legal set like any other (DESIGN property 4):

=================  ==========================================  ==============================
kind               statement                                   true when
=================  ==========================================  ==============================
``minion``         "X is a Minion."                            X registers as a Minion
                                                               (Legion does, as well as a
                                                               Demon)
``outsiders``      "There are exactly N Outsiders in play."    N seats (alive or dead)
                                                               register as Outsiders
``same_alignment`` "X and Y are the same alignment." (Y is     both register as the same
                   X's clockwise neighbour)                    alignment
``demon_near``     "A Demon sits within 2 seats of X."         a seat other than X, at most
                                                               2 seats away either way,
                                                               registers as a Demon
``in_play``        "The C is in play." (C any non-Demon        some seat registers as C
                   character on the script)
``dead_evil``      "N dead players are evil."                  N dead seats register as evil
=================  ==========================================  ==============================

The Demon's identity is never a statement of its own (the almanac asks the Storyteller not
to name the Demon outright). A statement is a tuple ``(kind, *arguments)``; the Savant is
shown an unordered pair of different statements, as a tuple ``(first, second)`` in
catalogue order. Truth is judged on :class:`Facts`, a snapshot of what every seat
registers as at the moment of the visit (the Recluse may register falsely).

The catalogue always holds both a true and a false statement (``outsiders`` covers the true
count and at least one other), so the Savant can always be told "1 is true & 1 is false".
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from ...state import EVIL

Statement = tuple[Any, ...]
Pair = tuple[Statement, Statement]


@dataclass(frozen=True, slots=True)
class Facts:
    """What each seat registers as when the Savant visits (index = seat).

    Attributes:
        team: character type per seat (``"townsfolk"``, ``"outsider"``, ``"minion"``, ``"demon"``).
        minion: whether each seat registers as a Minion (its type, or a second type: Legion).
        alignment: ``"good"`` or ``"evil"`` per seat.
        character: character id per seat.
        alive: whether each seat is alive (public).
        script: the script's character ids (for ``in_play`` statements).
        types: the character type of each script character.
    """

    team: tuple[str, ...]
    minion: tuple[bool, ...]
    alignment: tuple[str, ...]
    character: tuple[str, ...]
    alive: tuple[bool, ...]
    script: tuple[str, ...]
    types: dict[str, str]

    @property
    def players(self) -> int:
        """How many seats there are."""
        return len(self.team)


def _distance(a: int, b: int, n: int) -> int:
    d = abs(a - b) % n
    return min(d, n - d)


def _minion(f: Facts, x: int) -> bool:
    return f.minion[x]


def _outsiders(f: Facts, k: int) -> bool:
    return sum(1 for t in f.team if t == "outsider") == k


def _same_alignment(f: Facts, x: int, y: int) -> bool:
    return f.alignment[x] == f.alignment[y]


def _demon_near(f: Facts, x: int) -> bool:
    return any(f.team[s] == "demon" and s != x and _distance(s, x, f.players) <= 2 for s in range(f.players))


def _in_play(f: Facts, c: str) -> bool:
    return c in f.character


def _dead_evil(f: Facts, k: int) -> bool:
    return sum(1 for s in range(f.players) if not f.alive[s] and f.alignment[s] == EVIL) == k


TRUTH: dict[str, Callable[..., bool]] = {
    "minion": _minion,
    "outsiders": _outsiders,
    "same_alignment": _same_alignment,
    "demon_near": _demon_near,
    "in_play": _in_play,
    "dead_evil": _dead_evil,
}
"""Statement kind -> truth function ``(facts, *arguments) -> bool``."""


def statements(f: Facts) -> list[Statement]:
    """Every statement of the catalogue for this game, in catalogue order.

    Args:
        f: the facts (for the number of seats, the script and the dead).

    Returns:
        Statement tuples, kinds in the order of :data:`TRUTH`.
    """
    n = f.players
    script_outsiders = sum(1 for c in f.script if f.types.get(c) == "outsider")
    actual = sum(1 for t in f.team if t == "outsider")
    dead = sum(1 for a in f.alive if not a)
    out: list[Statement] = [("minion", x) for x in range(n)]
    out += [("outsiders", k) for k in range(max(script_outsiders, actual + 1) + 1)]
    out += [("same_alignment", x, (x + 1) % n) for x in range(n)] if n > 2 else []
    out += [("demon_near", x) for x in range(n)]
    out += [("in_play", c) for c in f.script if f.types.get(c) != "demon"]
    out += [("dead_evil", k) for k in range(dead + 1)]
    return out


def is_true(f: Facts, statement: Statement) -> bool:
    """Whether one statement is true of the facts.

    Raises:
        KeyError: for a kind not in the catalogue.
    """
    kind, *args = statement
    return TRUTH[str(kind)](f, *args)


@dataclass(frozen=True, slots=True)
class PairSets:
    """The Savant's information sets for one visit.

    Attributes:
        domain: every pair of different statements.
        truth: pairs with exactly one true statement (what a sober, healthy Savant gets).
        false: pairs with both statements false (what counts as false information: the
            Vortox).
    """

    domain: Sequence[Pair]
    truth: Sequence[Pair]
    false: Sequence[Pair]


_DOMAINS: dict[tuple[Statement, ...], tuple[Pair, ...]] = {}
"""By the statement list: every pair of two of its statements, in ``combinations`` order. The
list is the same at most visits of a game (and of games of one script and size), and the
pairs are frozen tuples, so they are made once and shared."""


def _domain(all_statements: tuple[Statement, ...]) -> tuple[Pair, ...]:
    domain = _DOMAINS.get(all_statements)
    if domain is None:
        if len(_DOMAINS) >= 256:
            _DOMAINS.clear()
        domain = _DOMAINS[all_statements] = tuple(combinations(all_statements, 2))
    return domain


def _values(f: Facts, all_statements: Sequence[Statement]) -> list[Any]:
    """:func:`is_true` of each statement (the same values), with what several statements
    share counted once."""
    n = f.players
    outsiders = sum(1 for t in f.team if t == "outsider")
    dead_evil = sum(1 for s in range(n) if not f.alive[s] and f.alignment[s] == EVIL)
    in_play = set(f.character)
    demons = [s for s in range(n) if f.team[s] == "demon"]
    out: list[Any] = []
    for statement in all_statements:
        kind = statement[0]
        if kind == "minion":
            out.append(f.minion[statement[1]])
        elif kind == "outsiders":
            out.append(outsiders == statement[1])
        elif kind == "same_alignment":
            out.append(f.alignment[statement[1]] == f.alignment[statement[2]])
        elif kind == "demon_near":
            x = statement[1]
            out.append(any(s != x and _distance(s, x, n) <= 2 for s in demons))
        elif kind == "in_play":
            out.append(statement[1] in in_play)
        elif kind == "dead_evil":
            out.append(dead_evil == statement[1])
        else:
            out.append(is_true(f, statement))
    return out


def pairs(f: Facts) -> PairSets:
    """The domain, truth and false sets of statement pairs for these facts (each in
    ``combinations`` order of :func:`statements`)."""
    all_statements = tuple(statements(f))
    domain = _domain(all_statements)
    value = _values(f, all_statements)
    # The pairs starting with statement i are domain[start : start + m - 1 - i], the one
    # with statement j > i at start + j - i - 1: pick those whose second statement has the
    # other value (truth), or is false too when the first is (false).
    m = len(all_statements)
    true_at = [j for j in range(m) if value[j]]
    false_at = [j for j in range(m) if not value[j]]
    truth: list[Pair] = []
    false: list[Pair] = []
    start = 0
    for i in range(m):
        base = start - i - 1
        later_false = false_at[bisect_right(false_at, i):]
        if value[i]:
            truth += [domain[base + j] for j in later_false]
        else:
            truth += [domain[base + j] for j in true_at[bisect_right(true_at, i):]]
            false += [domain[base + j] for j in later_false]
        start += m - 1 - i
    return PairSets(domain, truth, false)


def render(statement: Statement, name: Callable[[int], str], character_name: Callable[[str], str]) -> str:
    """One statement as a sentence.

    Args:
        statement: a catalogue statement.
        name: seat -> player name.
        character_name: character id -> display name.
    """
    kind, *args = statement
    if kind == "minion":
        return f"{name(args[0])} is a Minion."
    if kind == "outsiders":
        k = args[0]
        return f"There {'is' if k == 1 else 'are'} exactly {k} Outsider{'' if k == 1 else 's'} in play."
    if kind == "same_alignment":
        return f"{name(args[0])} and {name(args[1])} are the same alignment."
    if kind == "demon_near":
        return f"A Demon sits within 2 seats of {name(args[0])}."
    if kind == "in_play":
        return f"The {character_name(args[0])} is in play."
    if kind == "dead_evil":
        k = args[0]
        return f"{k} dead player{' is' if k == 1 else 's are'} evil."
    raise KeyError(kind)


def render_pair(pair: Sequence[Statement], name: Callable[[int], str],
                character_name: Callable[[str], str]) -> str:
    """Both statements of a pair, as the Savant hears them."""
    return " / ".join(render(s, name, character_name) for s in pair)
