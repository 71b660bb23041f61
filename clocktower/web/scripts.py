"""Uploaded scripts with characters this engine does not run yet: which they are, and a
game of the rest.

A script may name characters the engine lacks (new releases, or homebrew). The upload
page is told which (by name), and, when the script without them can still be set up (a
Demon, Minions, and the Outsiders and Townsfolk the setup table needs, every character a
setup modifier needs), it offers to play that game of the rest. The reduced script keeps
the name with "(without ...)" added, and its custom night orders lose the removed ones; it
is what the game's record holds, so the record replays as it was played.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..catalogue import load_catalogue, normalise_id
from ..characters import implemented_ids
from ..script import Script


def unsupported(script: Script) -> list[str]:
    """The ids of the script's characters the engine does not run, in script order."""
    return script.unimplemented(implemented_ids())


def _display(script: Script, cid: str) -> str:
    cat = load_catalogue()
    if cid in script.homebrew:
        return str(script.homebrew[cid].get("name") or cid)
    return cat.get(cid).name if cid in cat else cid


def without_unsupported(script: Script) -> tuple[Script, list[str]]:
    """The script without the characters the engine does not run.

    Returns:
        ``(the reduced script, the ids removed)``; the script itself and ``[]`` when it
        has none to remove. The reduced script may still be unplayable (see
        :func:`clocktower.engine.playability_problems`).
    """
    gone = unsupported(script)
    if not gone:
        return script, []
    drop = set(gone)
    names = ", ".join(_display(script, c) for c in gone)
    meta = dict(script.meta)
    for key in ("firstNight", "otherNight"):
        if isinstance(meta.get(key), list):
            meta[key] = [x for x in meta[key] if not (isinstance(x, str) and _norm(x) in drop)]
    title = f"{script.name or 'Custom script'} (without {names})"
    meta["name"] = title
    if "id" not in meta:
        meta["id"] = "_meta"
    reduced = dataclasses.replace(
        script, name=title, meta=meta, characters=tuple(c for c in script.characters if c not in drop),
        homebrew={k: v for k, v in script.homebrew.items() if k not in drop},
        first_night=None if script.first_night is None else tuple(x for x in script.first_night if x not in drop),
        other_night=None if script.other_night is None else tuple(x for x in script.other_night if x not in drop))
    return reduced, gone


def _norm(cid: str) -> str:
    return normalise_id(cid)


def upload_report(script: Script) -> dict[str, Any]:
    """What the upload page says about a script: the characters the engine lacks (ids and
    names), whether the script can be played as it is, and whether (and why not) the game
    of the rest can.

    Returns:
        ``{"name", "unsupported": [{"id", "name"}], "problems": [...], "playable": bool,
        "rest_playable": bool, "rest_problems": [...], "rest_count": int}``.
    """
    from .hub import script_problems
    gone = unsupported(script)
    problems = script_problems(script)
    report: dict[str, Any] = {
        "name": script.name or "", "unsupported": [{"id": c, "name": _display(script, c)} for c in gone],
        "problems": problems, "playable": not problems, "rest_playable": False, "rest_problems": [],
        "rest_count": len(script.characters) - len(gone)}
    if gone:
        rest, _ = without_unsupported(script)
        rest_problems = script_problems(rest) if rest.characters else ["no character is left"]
        report["rest_playable"] = not rest_problems
        report["rest_problems"] = rest_problems
    return report
