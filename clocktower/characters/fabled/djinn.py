"""Use the Djinn's special rule. All players know what it is.

Rulings (almanac, Djinn; a Fabled: the Storyteller's character, never a seat's):
- The Djinn joins the game by itself when the script holds at least one jinxed pair (two
  characters with an official jinx between them), even when neither is in play; the
  Storyteller may not leave it out (setup adds it to the Storyteller's characters).
- Before the first night the Storyteller reads every special rule (each jinx between two
  of the script's characters) aloud: one public announcement per jinx, in script order, the
  same whatever is in play, so it tells nobody which characters were dealt.
- Each jinx is played by the two characters' own modules (the rule text announced is the
  rule the engine follows). The Djinn itself has no night action and cannot be drunk or
  poisoned.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow


def after_deal(ctx: AbilityContext) -> Flow | None:
    jinxes = ctx.script_jinxes()
    if not jinxes:
        ctx.announce("The Djinn is in play, but no jinxed pair is on the script.", kind="djinn_rules",
                     data={"jinxes": []})
        return None
    for a, b, reason in jinxes:
        ctx.announce(f"Djinn's special rule ({ctx.character_name(a)} & {ctx.character_name(b)}): {reason}",
                     kind="djinn_rule", data={"pair": [a, b], "reason": reason})
    return None
