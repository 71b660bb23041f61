"""Every character module defines only declared hooks, with their declared signatures
(clocktower/characters/hooks.py), and the check fails loudly on a misspelt hook or a wrong
signature (shown on temporary modules, not on files of the real tree)."""

from __future__ import annotations

import importlib
import inspect
import sys
import textwrap
from pathlib import Path

import pytest

from clocktower.characters import behaviour, implemented_ids
from clocktower.characters.hooks import DATA, HOOKS, HookError, SetupBag, check_module


def test_every_character_module_passes_the_check() -> None:
    for character in sorted(implemented_ids()):
        module = behaviour(character)  # (behaviour() runs check_module)
        assert module is not None, character
        check_module(module)


def test_every_declared_hook_is_defined_by_some_module_or_read_by_the_engine() -> None:
    # Each declaration says how it runs and for whom, and has a signature and meaning.
    for name, spec in HOOKS.items():
        assert spec.name == name
        assert spec.meaning and spec.signature and spec.runs_for
        assert (spec.params is None) == (spec.kind == DATA), name


@pytest.fixture()
def tmp_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """Write modules into a temporary package and import them."""
    package = tmp_path / "fake_characters"
    package.mkdir()
    (package / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))

    def load(name: str, source: str):  # type: ignore[no-untyped-def]
        (package / f"{name}.py").write_text(textwrap.dedent(source))
        importlib.invalidate_caches()
        return importlib.import_module(f"fake_characters.{name}")

    yield load
    for key in [k for k in sys.modules if k.startswith("fake_characters")]:
        del sys.modules[key]


def test_a_misspelt_hook_fails_naming_the_closest_declared_one(tmp_package) -> None:  # type: ignore[no-untyped-def]
    module = tmp_package("riotish", """
        def on_nomintion(ctx, nomination):
            return None
    """)
    with pytest.raises(HookError) as error:
        check_module(module)
    message = str(error.value)
    assert "fake_characters.riotish" in message and "'on_nomintion'" in message
    assert "closest: 'on_nomination'" in message


def test_an_undeclared_upper_case_name_fails(tmp_package) -> None:  # type: ignore[no-untyped-def]
    module = tmp_package("drunkish", "THINKS_THEY_ARR = True\n")
    with pytest.raises(HookError, match="closest: 'THINKS_THEY_ARE'"):
        check_module(module)


def test_a_hook_missing_a_parameter_fails(tmp_package) -> None:  # type: ignore[no-untyped-def]
    module = tmp_package("moonchildish", """
        def on_death(ctx):
            return None
    """)
    with pytest.raises(HookError) as error:
        check_module(module)
    message = str(error.value)
    assert "fake_characters.moonchildish" in message
    assert "on_death(ctx) does not match its declaration on_death(ctx, death)" in message


def test_a_generator_where_a_plain_function_is_needed_fails(tmp_package) -> None:  # type: ignore[no-untyped-def]
    module = tmp_package("soldierish", """
        def protects(ctx, target, harm, effect):
            yield from ()
            return True
    """)
    with pytest.raises(HookError, match="must be a plain function"):
        check_module(module)


def test_helpers_with_underscores_and_listed_helpers_pass(tmp_package) -> None:  # type: ignore[no-untyped-def]
    module = tmp_package("fine", """
        __helpers__ = ("shared_table",)
        from collections.abc import Callable
        LIMIT_NOT_CHECKED_BECAUSE_LISTED = 1
        __helpers__ += ("LIMIT_NOT_CHECKED_BECAUSE_LISTED",)
        _PRIVATE = 3
        def shared_table():
            return {}
        def _helper(ctx):
            return None
        def first_night(ctx):
            yield from _helper(ctx) or ()
        class Wish:
            pass
        def on_death(ctx, death):
            return None
        ALWAYS_DRUNK = True
    """)
    check_module(module)


def test_the_setup_bag_protocol_lists_only_what_the_engine_bag_has() -> None:
    from clocktower import engine

    members = {n for n, _ in inspect.getmembers(SetupBag) if not n.startswith("_")}
    bag = engine.SetupBag.__new__(engine.SetupBag)
    bag.__init__(engine.Game.__new__(engine.Game), {})  # type: ignore[misc]
    missing = sorted(m for m in members if not hasattr(type(bag), m) and m not in vars(bag))
    assert not missing, missing


def test_no_module_wraps_one_night_action_in_two_stubs() -> None:
    """An action that is the same every night is bound to both names
    (``first_night = other_night = _act``), not wrapped twice."""
    import ast

    root = Path(__file__).resolve().parents[1] / "clocktower" / "characters"
    twice = []
    for path in sorted(root.glob("*/*.py")):
        wrapped = {}
        for node in ast.parse(path.read_text()).body:
            if (isinstance(node, ast.FunctionDef) and node.name in ("first_night", "other_night")
                    and len(node.body) == 1 and isinstance(node.body[0], (ast.Return, ast.Expr))
                    and isinstance(node.body[0].value, ast.YieldFrom)):
                wrapped[node.name] = ast.dump(node.body[0].value)
        if len(wrapped) == 2 and len(set(wrapped.values())) == 1:
            twice.append(path.stem)
    assert not twice, twice


def _members(annotation: str) -> set[str]:
    """The members of a union type written as text, split at top-level ``|``."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(annotation):
        depth += ch == "["
        depth -= ch == "]"
        if ch == "|" and depth == 0:
            out.append(annotation[start:i])
            start = i + 1
    out.append(annotation[start:])
    return {m.strip() for m in out}


def test_every_hook_is_annotated_with_its_declared_return_type() -> None:
    """Each hook function's return annotation (text: modules use ``from __future__ import
    annotations``) is its declaration's return type, or a narrower union of its members
    (``Flow`` or ``None`` for ``Flow | None``); never ``Any`` nor missing."""
    wrong = []
    for character in sorted(implemented_ids()):
        module = behaviour(character)
        for name, spec in HOOKS.items():
            function = getattr(module, name, None)
            if spec.kind == DATA or function is None:
                continue
            annotation = inspect.get_annotations(function).get("return")
            declared = spec.signature.split(" -> ", 1)[1]
            if not isinstance(annotation, str) or not _members(annotation) <= _members(declared):
                wrong.append(f"{character}.{name} -> {annotation} (declared: {declared})")
    assert not wrong, "\n".join(wrong)


def test_the_union_splitter_respects_brackets() -> None:
    assert _members("int | Ask[int | None] | None") == {"int", "Ask[int | None]", "None"}
