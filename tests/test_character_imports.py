"""The ability context does not depend on the engine: context.py and the parts it is built
from (``clocktower/ability/*.py``) import nothing from ``clocktower.engine``, not even for
typing (they see the game through the :class:`clocktower.game_api.GameAPI` Protocol)."""

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


CONTEXT_FILES = ["context.py", "game_api.py",
                 *sorted(str(p.relative_to(PACKAGE)) for p in (PACKAGE / "ability").glob("*.py"))]
"""The context, the parts of it under ``clocktower/ability/``, and the Protocol they see the game by."""


def test_context_does_not_import_the_engine() -> None:
    assert len(CONTEXT_FILES) > 4, CONTEXT_FILES  # (the glob finds the parts)
    for module in CONTEXT_FILES:
        imported = _imported_modules(PACKAGE / module)
        # (``..engine`` from clocktower/ability/ is the engine too.)
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


# ====================================================================== character modules
# Character code talks to the game only through the ability context (and, in setup hooks,
# the SetupBag/Seating Protocols). Every import of every module under clocktower/characters/
# must be one of these; anything else fails, naming the module and the import.

CHARACTERS = PACKAGE / "characters"

MACHINERY = {"__init__.py", "hooks.py"}
"""Files of the package that are not character code: ``__init__.py`` is the loader the
engine calls (it reads the catalogue and imports modules by id) and ``hooks.py`` declares and
checks the hooks (it inspects modules). Both are engine-side machinery, checked elsewhere."""

STDLIB = {
    "__future__": "annotations only",
    "typing": "types for annotations (Any, TYPE_CHECKING, TypeVar...)",
    "collections": "plain containers (Counter, defaultdict)",
    "collections.abc": "types for annotations (Callable, Sequence, Generator)",
    "dataclasses": "a module's own small records",
    "functools": "caching a module's own pure helpers",
    "itertools": "combinations, product: building option domains",
    "math": "arithmetic",
    "re": "parsing a module's own text",
    "difflib": "similarity of texts",
    "enum": "a module's own vocabulary",
    "bisect": "searching sorted tables (the Savant's statements)",
}
"""Standard-library modules with no access to the game: pure computation and typing."""

GAME = {
    "clocktower.context": "the ability context, Ask/Flow, and the questions about a character id",
    "clocktower.state": "vocabulary constants (EVIL, POISONED...) and the dataclasses hooks receive "
                        "(Death, Nomination, Harm)",
    "clocktower.decisions": "vocabulary (DecisionKind, STORYTELLER, YES_NO_LABELS, Decision for types)",
    "clocktower.setup_rules": "SetupError, which a setup hook may raise (no engine import)",
    "clocktower.characters.hooks": "the types setup hooks receive (SetupBag, Seating)",
}
"""Modules of the project character code may use, and why."""

PACKAGE_NAMES = {"SUPPRESS", "per_table"}
"""Names character code may import from ``clocktower.characters`` itself: ``SUPPRESS`` (a
check_win result) and ``per_table`` (a cache keyed by the table). Not ``behaviour``, ``hook``
or ``implemented_ids``: those reach other modules; ask the context instead."""


def _allowed_private_or_sibling(module: str) -> bool:
    """The package's own helpers (``clocktower.characters._demon``, ``_gained``,
    ``_learns_death``, ``_pools``, ``_one_of_two``...) and other character modules or their
    private helpers (a jinx naming the other character, the Sage's shared Demon picks, the
    Savant's statements): code that itself passes this check."""
    parts = module.split(".")
    if parts[:2] != ["clocktower", "characters"] or len(parts) < 3:
        return False
    if len(parts) == 3:
        return parts[2].startswith("_")
    return len(parts) == 4 and parts[2] in {"townsfolk", "outsider", "minion", "demon", "fabled", "loric",
                                            "traveller"}


def _absolute(path: Path, node: ast.ImportFrom) -> str:
    """The absolute module a (possibly relative) ``from ... import`` in ``path`` names."""
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    package = parts[:-1]  # (a module's package; an __init__.py's package is its folder)
    if node.level:
        package = package[: len(package) - (node.level - 1)]
    else:
        package = []
    return ".".join(package + ([node.module] if node.module else []))


def _forbidden_imports(path: Path, source: str | None = None) -> list[str]:
    """Each import of ``path`` (or of ``source``, read as if it were that file) that is not
    allowed, as text."""
    bad = []
    tree = ast.parse(path.read_text(encoding="utf-8") if source is None else source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            bad += [f"import {a.name}" for a in node.names if a.name not in STDLIB]
        elif isinstance(node, ast.ImportFrom):
            module = _absolute(path, node)
            if module in STDLIB or module in GAME or _allowed_private_or_sibling(module):
                continue
            # `from .. import per_table` or `from . import _savant_statements`: each name is a
            # package attribute or a submodule.
            names = [a.name for a in node.names
                     if not (module == "clocktower.characters" and a.name in PACKAGE_NAMES)
                     and not _allowed_private_or_sibling(f"{module}.{a.name}")]
            if names:
                bad.append(f"from {'.' * node.level}{node.module or ''} import {', '.join(names)} (= {module})")
    return bad


def _character_files() -> list[Path]:
    return sorted(p for p in CHARACTERS.rglob("*.py")
                  if not (p.parent == CHARACTERS and p.name in MACHINERY))


def test_character_modules_import_only_the_context_and_vocabulary() -> None:
    files = _character_files()
    assert len(files) > 100, len(files)  # (the walk finds the modules)
    offences = {str(p.relative_to(PACKAGE.parent)): bad for p in files if (bad := _forbidden_imports(p))}
    assert not offences, "character modules import what they may not:\n" + "\n".join(
        f"  {m}: {'; '.join(b)}" for m, b in offences.items())


def test_the_import_check_names_the_module_and_the_import() -> None:
    # Source read as if it were a Townsfolk module, so that its relative imports resolve.
    fake = CHARACTERS / "townsfolk" / "fake.py"
    source = ("from __future__ import annotations\nimport os\nfrom ...engine import PLAYER_COUNTS\n"
              "from ...characters import behaviour, per_table\nfrom ...rules import team_of\n"
              "from ...context import AbilityContext\nfrom .._demon import kill_one\n"
              "from ..demon.legion import setup_bag\nfrom . import _savant_statements\n"
              "from ...catalogue import load_catalogue\n")
    assert _forbidden_imports(fake, source) == [
        "import os", "from ...engine import PLAYER_COUNTS (= clocktower.engine)",
        "from ...characters import behaviour (= clocktower.characters)",
        "from ...rules import team_of (= clocktower.rules)",
        "from ...catalogue import load_catalogue (= clocktower.catalogue)"]
