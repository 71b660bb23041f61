"""Players don't know their character or alignment. They learn them when they die.

Rulings (no almanac entry; the official wiki's Tor page, found with the `search` tool, and
roles.json's night reminders; a Loric: the Storyteller's character; docs/rulings/tor.md):
- While the Tor is in play no player but a Traveller (whose character is public) is shown
  their own character or alignment: the deal tells them only that they do not know, their
  view names neither, and a later change of their character or alignment is not told.
- Abilities work as usual: the player is still woken and asked for choices, and still
  learns what the ability gives, but nothing they are shown names their own ability (the
  decisions carry this character's id as their step, as an ability the Amnesiac grants).
  A public day ability (one anyone may bluff: the Slayer's) is used only by claiming it in
  the talk, as anyone may; a private one is still prompted, unnamed.
- The first night's Minion info and Demon info are skipped: evil players do not know each
  other, and the Demon learns no bluffs.
- "They learn them when they die": at their death (not a death in name only), by day or by
  night, the player is told privately the Grimoire's truth, correct even if drunk or
  poisoned (a Drunk learns it is the Drunk); from then on they know it, even if they come
  back. Nobody else is told.
The engine does the work (``Game.identity_hidden``, read from the data below): the Grimoire
and the Storyteller's view keep every character.
"""

from __future__ import annotations

HIDES_IDENTITY = True
