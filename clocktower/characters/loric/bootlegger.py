"""This script has homebrew characters or rules.

Rulings (wiki, Bootlegger; a Loric: the Storyteller's character, never a seat's;
docs/rulings/loric.md):
- The script's homebrew rules are the strings of its ``_meta`` field ``bootlegger`` (the
  official script format). Before the first night the Storyteller tells everyone each of
  them, in the script's order, as public announcements (wiki: the Storyteller explains
  what they are "before play begins").
- A script with the Bootlegger and no rules listed gets one announcement saying so.
- The engine plays no homebrew character: a script naming one is refused as unsupported
  before any game starts, so the Bootlegger has only rules to show. The rules are shown,
  not enforced: they are the Storyteller's to run (their decisions are the engine's usual
  ones).
"""

from __future__ import annotations

from ...context import AbilityContext


def after_deal(ctx: AbilityContext) -> None:
    rules = ctx.homebrew_rules()
    if not rules:
        ctx.announce("Bootlegger: this script lists no homebrew rules.", kind="bootlegger",
                     data={"rules": (), "index": None})
        return None
    for k, rule in enumerate(rules):
        ctx.announce(f"Bootlegger, homebrew rule {k + 1} of {len(rules)}: {rule}", kind="bootlegger",
                     data={"rules": tuple(rules), "index": k, "rule": rule})
    ctx.memory["shown"] = tuple(rules)
    return None
