"""Players don't know their character or alignment. They learn them when they die.

Rulings (no almanac entry; the ability line and the Tor's night-sheet reminders in
roles.json; a Loric: the Storyteller's character; docs/rulings/tor.md):
- While the Tor is in play, no player but a Traveller is shown their character or
  alignment: the deal tells them only that they do not know, their view names neither, and
  a later change of their character or alignment is not told to them.
- Abilities work as usual: a player is still woken and asked for their choices, and still
  learns what their ability gives, but nothing they are shown names their own ability (the
  decisions carry this character's id as their step, as for an ability the Amnesiac grants).
- The first night's Minion info and Demon info are skipped (the Demon learns no bluffs).
- "They learn them when they die": at their death (not a death in name only) the player is
  told privately what they would otherwise have been told: their believed character and
  alignment, as they stand then. From then on they know them, even if they come back.
"""

from __future__ import annotations

HIDES_IDENTITY = True
