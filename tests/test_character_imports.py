"""The ability context does not depend on the engine: context.py imports nothing from
``clocktower.engine``, not even for typing (it sees the game through the
:class:`clocktower.game_api.GameAPI` Protocol)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "clocktower"


def _imported_modules(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            found.append(base)
            if not node.module:
                found += ["." * node.level + a.name for a in node.names]
        elif isinstance(node, ast.Import):
            found += [a.name for a in node.names]
    return found


def test_context_does_not_import_the_engine() -> None:
    for module in ("context.py", "game_api.py"):
        imported = _imported_modules(PACKAGE / module)
        engine = [m for m in imported if m.lstrip(".").split(".")[0] == "engine" or m.startswith("clocktower.engine")]
        assert not engine, (module, engine)


def test_the_engine_game_has_every_member_of_game_api() -> None:
    from clocktower.engine import Game
    from clocktower.game_api import GameAPI

    members = [n for n in GameAPI.__dict__ if not n.startswith("__") and n != "_is_protocol"
               and not n.startswith("_abc") and n not in ("_is_runtime_protocol",)]
    game = Game.__new__(Game)
    missing = [n for n in members if not hasattr(Game, n) and n not in ("state", "events")]
    assert not missing, missing
    assert "state" in members and "events" in members and game is not None
