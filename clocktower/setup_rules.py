"""Setup rules both the engine and character modules may import.

The engine's setup (:mod:`clocktower.setup`) and character modules share two things: the
rulebook's table of character-type counts by player count, and the error a setup that
cannot be completed raises. They live here, apart from the engine, so that a character
module's setup hook can raise :class:`SetupError` (and an ability can read the usual counts
through :meth:`clocktower.context.AbilityContext.player_counts`) without importing the
engine. ``from clocktower.engine import SetupError, PLAYER_COUNTS`` keeps working: the
engine re-exports both.
"""

from __future__ import annotations

PLAYER_COUNTS: dict[int, tuple[int, int, int, int]] = {
    5: (3, 0, 1, 1), 6: (3, 1, 1, 1), 7: (5, 0, 1, 1), 8: (5, 1, 1, 1), 9: (5, 2, 1, 1),
    10: (7, 0, 2, 1), 11: (7, 1, 2, 1), 12: (7, 2, 2, 1), 13: (9, 0, 3, 1), 14: (9, 1, 3, 1),
    15: (9, 2, 3, 1),
}
"""Players -> (Townsfolk, Outsiders, Minions, Demons). Rulebook, "Setup"."""


class SetupError(ValueError):
    """Raised when a game cannot be set up (player count, script without a Demon...)."""
