"""Small statistics for win-rate tables: the Wilson score interval.

Used by the bot measurements and ``clocktower simulate``.
"""

from __future__ import annotations

import math

Z95 = 1.959963984540054
"""The two-sided 95% quantile of the standard normal distribution."""


def wilson_interval(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a win rate.

    Args:
        wins: games won (0 <= wins <= games).
        games: games played (0 gives the uninformative interval (0, 1)).
        z: the normal quantile (1.96 for 95%).

    Returns:
        ``(low, high)``, both between 0 and 1.

    Raises:
        ValueError: if ``wins`` is negative or above ``games``.
    """
    if wins < 0 or games < 0 or wins > games:
        raise ValueError(f"wilson_interval: need 0 <= wins <= games, got wins={wins}, games={games}")
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))
