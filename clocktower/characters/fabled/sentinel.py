"""There might be 1 extra or 1 fewer Outsider in play.

Rulings (almanac, Sentinel; a Fabled: the Storyteller's character, never a seat's):
- While the bag is filled, before any token is chosen, the Storyteller moves one place from
  the Townsfolk to the Outsiders, one back, or neither (-1, 0 or +1 Outsider). Only the
  changes the script can still fill are offered (no Outsider to add, or none to take away,
  leaves that option out); the choice is the Storyteller's secret (Storyteller log only).
- Other characters' bracketed changes (the Baron's +2) apply on top of it, as they are
  chosen later.
- The Sentinel's change is made at setup only and cannot be drunk or poisoned.
"""

from __future__ import annotations

SETUP_OUTSIDERS = (0, 1, -1)
