"""Shared helpers for the tests of the final nail's Townsfolk and the Damsel.

The tests seat the Imp (a simple Demon: each night* it kills the player it chooses) on a
test script made of the final nail's pairing with Seed 004's evil plus the Imp, so that
they do not depend on the Seed 004 Demons' own rules. Every other character seated is on
the pairing (``final-nail-boffin``) or on Seed 004.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from clocktower.decisions import Decision, DecisionKind
from clocktower.engine import Game
from clocktower.script import Script, load_script, parse_script
from clocktower.testing import make_drunk, poison, quiet, seated  # noqa: F401 (re-exported)

NAIL_PLUS_IMP: Script = parse_script(
    [{"id": "_meta", "name": "Final nail pairing with the Imp"},
     *load_script("final-nail-boffin").characters, "imp", "chef", "empath", "dreamer", "mayor"],
    source="final-nail-boffin+imp",
)


def game_of(seating: Sequence[Any], script: Script | str = NAIL_PLUS_IMP, *,
            poisoned: Sequence[int] = (), drunk: Sequence[int] = ()) -> Game:
    """A fixed Grimoire on this module's test script past setup (the first legal bluffs),
    waiting at night 1's first decision; see :func:`clocktower.testing.seated`."""
    return seated(seating, script, poisoned=poisoned, drunk=drunk)


def imp_kills(victim: int) -> Callable[[Decision], Any]:
    """A default policy: the Imp always chooses ``victim`` (dead or alive); else :func:`quiet`."""
    def policy(d: Decision) -> Any:
        if d.step == "imp" and d.kind == DecisionKind.CHOOSE_PLAYERS:
            return victim
        return quiet(d)
    return policy


def informed(seat: int, step: str) -> Callable[[Decision], bool]:
    """A plan key: the Storyteller's information decision of ``step`` for ``seat``."""
    return lambda d: d.kind == DecisionKind.INFORM and d.step == step and d.subject == seat


def set_up(script: Script | str, n: int, picks: dict[str, Any] | None = None,
           seen: list[Decision] | None = None) -> Game:
    """A game of ``n`` players through the real bag, answering every setup decision.

    ``picks`` maps a step to an answer or a list of answers (used in order); other setup
    steps take the first legal option(s). Stops at the first decision after setup; ``seen``
    collects the setup decisions asked.
    """
    game = Game(script, n)
    queue = {k: list(v) if isinstance(v, list) else [v] for k, v in (picks or {}).items()}
    while game.pending is not None and game.pending.kind == DecisionKind.SETUP:
        d = game.pending
        if seen is not None:
            seen.append(d)
        choices = queue.get(d.step)
        if choices:
            game.answer(choices.pop(0))
        else:
            game.answer(d.options[: d.count[0]] if d.count else d.options[0])
    assert all(not v for v in queue.values()), f"unused picks: {queue}"
    return game


def with_characters(*extra: str) -> Script:
    """:data:`NAIL_PLUS_IMP` plus more characters (a Recluse to test registration...)."""
    return parse_script([{"id": "_meta", "name": "Final nail pairing with the Imp and more"},
                         *NAIL_PLUS_IMP.characters, *extra], source="final-nail-boffin+imp+more")
