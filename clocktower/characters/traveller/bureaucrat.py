"""Each night, choose a player (not yourself): their vote counts as 3 votes tomorrow.

Rulings (almanac, Bureaucrat): every night, the first included, the Bureaucrat points at any
other player, alive or dead; the 3 VOTES reminder goes on them. On the next day, each time
that player's hand is counted for an execution it counts three (a dead player's ghost vote
too: almanac example, Douglas). Only the votes of nominations change: an exile's count is
never affected by abilities (almanac, Thief and Flowergirl). The triple vote needs the
Bureaucrat's ability to work when the player was chosen and when the vote is counted (a
drunk, poisoned or dead Bureaucrat changes nothing). With the Thief on the same player the
weights multiply (``clocktower.characters._votes``).
"""

from __future__ import annotations

from .._votes import weighted_vote

_choose, adjust_tally = weighted_vote(
    "3 Votes", "Choose a player (not yourself): their vote counts as 3 votes tomorrow", 3)

first_night = other_night = _choose
"""The same choice every night, the first included."""
