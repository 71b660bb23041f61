"""Each night, choose a player (not yourself): their vote counts negatively tomorrow.

Rulings (almanac, Thief): every night, the first included, the Thief points at any other
player, alive or dead; the NEGATIVE VOTE reminder goes on them. On the next day, each time
that player's hand is counted for an execution it takes one vote away instead of adding one
(almanac examples: "1... 2... 3... 2... 3..."; six hands raised with Abdallah's make four).
An exile's count is not affected: Abdallah's vote to exile counts as positive (almanac).
The negative vote needs the Thief's ability to work when the player was chosen and when the
vote is counted. With the Bureaucrat on the same player the weights multiply: -3
(``clocktower.characters._votes``).
"""

from __future__ import annotations

from .._votes import weighted_vote

_choose, adjust_tally = weighted_vote(
    "Negative Vote", "Choose a player (not yourself): their vote counts negatively tomorrow", -1)

first_night = other_night = _choose
"""The same choice every night, the first included."""
