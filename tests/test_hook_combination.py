"""How the vote's hooks combine when several apply (``clocktower/day.py``, module docstring;
``docs/hooks-semantics.md``).

- Vote restrictions (``vote_options``) intersect; when nothing is left the seat may not vote
  (ruling: a ban wins over a duty; almanac, Hermit: "for a Hermit-Butler-Zealot, you may
  declare that the Hermit must vote when their master votes").
- Tally changes (``adjust_tally``) compose in holder order (seat order, then the
  Storyteller's characters in script order): each one reads the count the hooks before it
  left (``nomination.tally``).

Only Legion changes the tally among the characters we have, so the second tally change is
a test hook put on a real character's module through the hook table the engine reads
(``clocktower.characters._HOOKS``), undone after the test.
"""

from __future__ import annotations

from typing import Any

import pytest

from clocktower import characters
from clocktower.decisions import DecisionKind
from clocktower.script import parse_script
from clocktower.testing import advance, seated, to_day

from .characters.seed002_evil import nominate

# ------------------------------------------------------------------ vote restrictions
LIBRARY = parse_script([{"id": "_meta", "name": "Zealot and the Hell's Librarian"}, "imp", "zealot",
                        "empath", "undertaker", "soldier", "recluse", "hellslibrarian"], source="zealot+librarian")
# Seats: 0 Imp, 1 Zealot, 2 Empath, 3 Undertaker, 4 Soldier, 5 Recluse
SEATING = ["imp", "zealot", "empath", "undertaker", "soldier", "recluse"]
ZEALOT = 1


def silenced(speaker: int, penalty: Any = "no_vote") -> Any:
    """A game at day 1 in which ``speaker`` talked through the silence and got ``penalty``."""
    game = seated(SEATING, LIBRARY)
    plan: list[Any] = [("hellslibrarian.silence", True)]
    plan += [(("hellslibrarian", s), ("speak",) if s == speaker else ("pass",)) for s in range(6)]
    plan += [("hellslibrarian.penalty", penalty)]
    to_day(game, 1)
    advance(game, plan, until="nominate")
    return game


def vote_of(game: Any, voter: int, nominator: int = 0, nominee: int = 3) -> Any:
    return advance(game, [(("nominate", nominator), nominee)],
                   until=lambda d: d.kind == DecisionKind.VOTE and d.chooser == voter)


def test_zealot_alone_must_vote() -> None:
    game = silenced(2, penalty=None)
    assert vote_of(game, ZEALOT).options == (True,)


def test_zealot_barred_from_voting_may_not_vote() -> None:
    """Zealot (must vote: ``(True,)``) and a Hell's Librarian penalty (may not vote:
    ``(False,)``): nothing both allow, so the ban wins and the Zealot may not vote."""
    game = silenced(ZEALOT)
    d = vote_of(game, ZEALOT)
    assert d.options == (False,)
    game.answer(False)
    while game.pending is not None and game.pending.kind == DecisionKind.VOTE:
        game.answer(game.pending.options[0])
    assert ZEALOT not in game.state.nominations[-1].voters


def test_a_ban_on_another_seat_leaves_the_zealot_alone() -> None:
    game = silenced(2)
    vote_of(game, 4)
    offered = {}
    while game.pending is not None and game.pending.kind == DecisionKind.VOTE:
        offered[game.pending.chooser] = game.pending.options
        game.answer(game.pending.options[0])
    assert offered == {4: (True, False), 5: (True, False), 0: (True, False), ZEALOT: (True,), 2: (False,),
                       3: (True, False)}


# ------------------------------------------------------------------ tally changes
# Seats: 0 Legion, 1 Legion, 2 Chef, 3 Legion, 4 Knight, 5 Legion, 6 Recluse
LEGION_SEATING: list[Any] = ["legion", "legion", "chef", "legion", "knight", "legion", "recluse"]
LEGION = (0, 1, 3, 5)


@pytest.fixture
def tally_hooks(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """Test tally changes on the Chef (add one) and the Knight (double): each records the
    count it was shown."""
    seen: list[tuple[str, int]] = []

    def plus_one(ctx: Any, nomination: Any) -> int:
        seen.append(("chef", nomination.tally))
        return int(nomination.tally) + 1

    def double(ctx: Any, nomination: Any) -> int:
        seen.append(("knight", nomination.tally))
        return int(nomination.tally) * 2

    monkeypatch.setitem(characters._HOOKS, ("chef", "adjust_tally"), plus_one)
    monkeypatch.setitem(characters._HOOKS, ("knight", "adjust_tally"), double)
    return seen


def test_tally_changes_compose_in_seat_order(tally_hooks: list[tuple[str, int]]) -> None:
    """Legion (seat 0) makes an all-evil vote count zero; the Chef (seat 2) then sees 0 and
    adds one; the Knight (seat 4) sees 1 and doubles it: 2."""
    game = seated(LEGION_SEATING, "seed-002")
    to_day(game, 1)
    result = nominate(game, 0, 2, yes=LEGION)
    assert tally_hooks == [("chef", 0), ("knight", 1)]
    assert result["tally"] == 2 and sorted(result["voters"]) == list(LEGION)


def test_tally_changes_compose_without_legion_changing_it(tally_hooks: list[tuple[str, int]]) -> None:
    """A good vote among them: Legion leaves the count (5); the Chef makes 6, the Knight 12."""
    game = seated(LEGION_SEATING, "seed-002")
    to_day(game, 1)
    result = nominate(game, 0, 2, yes=(*LEGION, 4))
    assert tally_hooks == [("chef", 5), ("knight", 6)]
    assert result["tally"] == 12 and result["about_to_die"] == 2


# ------------------------------------------------------------------ Butler and Zealot on one seat
BUTLER_SCRIPT = parse_script([{"id": "_meta", "name": "Butler and Zealot"}, "imp", "butler", "zealot", "empath",
                              "undertaker", "soldier", "recluse", "chef"], source="butler+zealot")
# Seats: 0 Imp, 1 Butler (also given the Zealot's ability), 2 Empath, 3 Undertaker, 4 Soldier, 5 Recluse, 6 Chef
BUTLER_SEATING = ["imp", "butler", "empath", "undertaker", "soldier", "recluse", "chef"]


def butler_zealot() -> Any:
    game = seated(BUTLER_SEATING, BUTLER_SCRIPT)
    game.ctx(2).grant(1, "zealot")  # (as a Philosopher would; granted by seat 2, for the test)
    to_day(game, 1, [(("butler", 1), 0)])
    advance(game, until="nominate")
    return game


def butler_options(game: Any, master_votes: bool) -> tuple[bool, ...]:
    """Nominee 5: the count runs 6, 0 (the master), 1 (the Butler-Zealot)."""
    advance(game, [(("nominate", 2), 5)], until=lambda d: d.kind == DecisionKind.VOTE)
    while game.pending.chooser != 1:
        game.answer(master_votes if game.pending.chooser == 0 else False)
    return tuple(game.pending.options)


def test_butler_zealot_must_vote_when_the_master_votes() -> None:
    """Almanac, Hermit: "for a Hermit-Butler-Zealot, you may declare that the Hermit must vote
    when their master votes". Master voting: Zealot (True,) and Butler free: (True,)."""
    assert butler_options(butler_zealot(), master_votes=True) == (True,)


def test_butler_zealot_may_not_vote_when_the_master_does_not() -> None:
    """Master not voting: Zealot (True,) and Butler (False,) leave nothing: the ban wins."""
    assert butler_options(butler_zealot(), master_votes=False) == (False,)
