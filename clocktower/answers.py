"""Reading a person's typed answer to a decision: options by number or by name.

A :class:`Decision` holds engine values (seat indices, character ids, booleans, ``None``,
tuples of those). People type text, so :class:`AnswerReader` maps what they type to those
values:

* a number picks a numbered entry of the option list. When every option is a seat (or
  "no one"), the numbers are the seat numbers counted from 1 (and 0 is "no one"), so the
  same number always means the same player; when every option is a plain number, it is
  its own number (0 is 0); otherwise the options are numbered 1, 2, 3...
* a name picks an option by its words: a seat by its player's name or seat number, a
  character by its name or id ("Scarlet Woman", "scarletwoman"), yes/no for a vote, "none"
  for no one, and a compound option by its words in order ("claim Imp", "accuse Bob",
  "learned Bob Imp", "number 3", "Alice Imp"). The option's full label also works. An
  unambiguous beginning of a name is enough ("claim scar").
* a pick of several (``count``): the picks separated by spaces ("1 4") or, for compound
  options, by commas ("Alice Imp, Bob Po"); "-" picks nothing when nothing is allowed.
* a free-text decision (the Wizard's wish) takes any other text, or ``say TEXT``.

Nothing here reads the game: the reader gets the decision, the seat names and the public
catalogue only, so a player's reader cannot leak the Grimoire.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import product
from typing import Any

from .catalogue import load_catalogue
from .decisions import Decision, IllegalAnswer

_NOT_WORD = re.compile(r"[^a-z0-9]+")

_NONE_WORDS = ("none", "no one", "nobody", "noone")


class BadEntry(ValueError):
    """What a person typed is not a legal answer (the message says why; re-ask)."""


def norm(text: str) -> str:
    """``text`` in lower case with runs of anything but letters and digits as one space."""
    return _NOT_WORD.sub(" ", text.lower()).strip()


class AnswerReader:
    """Turns typed text into an answer for one decision.

    Args:
        decision: the decision being answered.
        seat_names: the players' names in seat order (public).

    Attributes:
        seat_numbered: True when every option is a seat or ``None``: options are then
            numbered by seat number (``None`` is 0).
        entries: the options in display order as ``(number, option)`` pairs.
    """

    def __init__(self, decision: Decision, seat_names: Sequence[str]) -> None:
        self.decision = decision
        self.seat_names = list(seat_names)
        options = decision.options
        self.seat_numbered = bool(options) and all(
            o is None or (self._is_seat_int(o) and decision.label(o) == self.seat_names[o]) for o in options)
        # Options that are all plain numbers (how many pairs, which count) are numbered by
        # their own value, so that typing 0 means 0.
        self.value_numbered = not self.seat_numbered and bool(options) and all(
            isinstance(o, int) and not isinstance(o, bool) and o >= 0 for o in options) and not any(
            self._is_seat_int(o) and self.seat_names[o].lower() in decision.label(o).lower() for o in options)
        if self.seat_numbered:
            self.entries = sorted(((0 if o is None else o + 1, o) for o in options), key=lambda e: e[0])
        elif self.value_numbered:
            self.entries = sorted(((o, o) for o in options), key=lambda e: e[0])
        else:
            self.entries = [(i + 1, o) for i, o in enumerate(options)]
        self._by_number = {n: o for n, o in self.entries}
        self._seat_positions = self._find_seat_positions()
        ints = [o for o in options if isinstance(o, int) and not isinstance(o, bool)]
        # Seats with longer labels ("The Storyteller names Bob."): typed by name too.
        self._top_seat = self.seat_numbered or bool(ints) and all(
            self._is_seat_int(o) and self.seat_names[o].lower() in decision.label(o).lower() for o in ints)
        self._keys: dict[str, list[Any]] | None = None

    # ------------------------------------------------------------------ shapes
    def _is_plain_int(self, value: Any) -> bool:
        """An int option that is a number, not a seat (the seats' numbers are typed from 1)."""
        return isinstance(value, int) and not isinstance(value, bool) and not self._top_seat

    def _is_seat_int(self, value: Any) -> bool:
        return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(self.seat_names)

    def _group(self, option: Any, pos: int) -> tuple[Any, ...]:
        head = option[0] if isinstance(option, tuple) and option and isinstance(option[0], str) else None
        return (len(option) if isinstance(option, tuple) else -1, head, pos)

    def _find_seat_positions(self) -> set[tuple[Any, ...]]:
        """Positions of tuple options that hold a seat: every int there names a seat whose
        player's name is in the option's label."""
        verdict: dict[tuple[Any, ...], bool] = {}
        for option in self.decision.options:
            if not isinstance(option, tuple):
                continue
            label = self.decision.label(option).lower()
            for pos, value in enumerate(option):
                if isinstance(value, int) and not isinstance(value, bool):
                    group = self._group(option, pos)
                    ok = self._is_seat_int(value) and self.seat_names[value].lower() in label
                    verdict[group] = verdict.get(group, True) and ok
        return {g for g, ok in verdict.items() if ok}

    def kind_of(self, option: Any, pos: int | None = None) -> str:
        """A placeholder word for one value: PLAYER, CHARACTER, NUMBER, yes/no, none, TEXT."""
        value = option if pos is None else option[pos]
        if value is None:
            return "none"
        if isinstance(value, bool):
            return "yes/no"
        if isinstance(value, int):
            if pos is None:
                return "PLAYER" if self._top_seat else "NUMBER"
            return "PLAYER" if self._group(option, pos) in self._seat_positions else "NUMBER"
        if isinstance(value, str) and value in load_catalogue():
            return "CHARACTER"
        return "TEXT"

    # ------------------------------------------------------------------ words
    def _words(self, value: Any, option: Any = None, pos: int | None = None) -> list[str]:
        """The ways to type one value (already normalised)."""
        if value is None:
            return list(_NONE_WORDS)
        if isinstance(value, bool):
            return ["yes", "y", "true"] if value else ["no", "n", "false"]
        if isinstance(value, int):
            seat = (self._top_seat if pos is None else self._group(option, pos) in self._seat_positions)
            if seat and self._is_seat_int(value):
                return [norm(self.seat_names[value]), str(value + 1)]
            return [str(value)]
        if isinstance(value, str):
            cat = load_catalogue()
            words = [norm(value)]
            if value in cat:
                name = norm(cat.get(value).name)
                words += [name, name.replace(" ", "")]
            return list(dict.fromkeys(w for w in words if w))
        if isinstance(value, tuple):
            parts = [self._words(v, value, i) for i, v in enumerate(value)]
            return [" ".join(p for p in combo if p) for combo in product(*parts)]
        return [norm(str(value))]

    def keys(self) -> dict[str, list[Any]]:
        """Every typed form (normalised) and the options it names."""
        if self._keys is None:
            keys: dict[str, list[Any]] = {}
            for option in self.decision.options:
                forms = self._words(option) + [norm(self.decision.label(option))]
                for form in dict.fromkeys(forms):
                    if form:
                        keys.setdefault(form, []).append(option)
            self._keys = keys
        return self._keys

    def display_word(self, option: Any) -> str:
        """How to type ``option`` (its first typed form, with names capitalised)."""
        cat = load_catalogue()

        def one(value: Any, pos: int | None) -> str:
            if value is None:
                return "none"
            if isinstance(value, bool):
                return "yes" if value else "no"
            if isinstance(value, int):
                seat = self._top_seat if pos is None else self._group(option, pos) in self._seat_positions
                return self.seat_names[value] if seat and self._is_seat_int(value) else str(value)
            if isinstance(value, str) and value in cat:
                return cat.get(value).name
            return str(value)

        if isinstance(option, tuple):
            return " ".join(one(v, i) for i, v in enumerate(option))
        return one(option, None)

    # ------------------------------------------------------------------ parsing
    def resolve(self, text: str) -> Any:
        """The one option ``text`` names.

        Raises:
            BadEntry: no option, or more than one, fits.
        """
        raw = text.strip()
        if re.fullmatch(r"\d+", raw):
            number = int(raw)
            if number in self._by_number:
                return self._by_number[number]
            if self.seat_numbered:
                if 1 <= number <= len(self.seat_names):
                    raise BadEntry(f"{self.seat_names[number - 1]} (seat {number}) is not a legal choice here")
                raise BadEntry(f"there is no seat {number}: seats are 1 to {len(self.seat_names)}")
            low, high = self.entries[0][0], self.entries[-1][0]
            raise BadEntry(f"{number} is not an option number ({low} to {high})")
        signed = re.fullmatch(r"[+-]\d+", raw)
        if signed or raw.startswith(("-", "+")):
            # Signs are not words ("-1" and "+1" both read "1"): a signed number or a full
            # label with its sign ("-1 Outsider") names the option that has it.
            exact = [o for o in self.decision.options if self.decision.label(o).lower() == raw.lower()
                     or (signed and self._is_plain_int(o) and o == int(raw))]
            if len(exact) == 1:
                return exact[0]
            if signed:
                raise BadEntry(f"{raw} is not one of the options (type 'options' to list them)")
        key = norm(raw)
        if not key:
            raise BadEntry("type an option's number or name")
        keys = self.keys()
        if key in keys:
            found = list(dict.fromkeys(keys[key]))
        else:
            found = list(dict.fromkeys(o for form, opts in keys.items()
                                       if _starts_with_words(form, key) for o in opts))
        if len(found) == 1:
            return found[0]
        if not found:
            raise BadEntry(f"{raw!r} is not one of the options (type 'options' to list them, 'help' for how)")
        shown = ", ".join(self.decision.label(o) for o in found[:6])
        more = f" and {len(found) - 6} more" if len(found) > 6 else ""
        raise BadEntry(f"{raw!r} could mean {len(found)} options: {shown}{more}; be more precise")

    def parse(self, text: str) -> Any:
        """The answer ``text`` gives, checked against the legal set.

        Raises:
            BadEntry: the text is not a legal answer (says why).
        """
        d = self.decision
        raw = text.strip()
        if not raw:
            if len(d.options) == 1 and d.count is None:
                return self._checked(d.options[0])  # Enter takes the only legal option
            raise BadEntry("type an option's number or name")
        if d.free_text and raw.lower().startswith("say "):
            return self._checked(raw[4:].strip())
        if d.count is None:
            try:
                return self._checked(self.resolve(raw))
            except BadEntry:
                if d.free_text and raw:
                    return self._checked(raw)
                raise
        lo, hi = d.count
        if raw == "-" or (norm(raw) in _NONE_WORDS and None not in d.options):
            if lo > 0:
                raise BadEntry(f"choose {lo} to {hi}" if lo != hi else f"choose {lo}")
            return ()
        picks = self._split_picks(raw)
        return self._checked(tuple(picks))

    def _split_picks(self, raw: str) -> list[Any]:
        if "," in raw:
            return [self.resolve(part) for part in raw.split(",") if part.strip()]
        words = raw.split()
        try:
            return [self.resolve(w) for w in words]
        except BadEntry as first:
            try:
                return [self.resolve(raw)]
            except BadEntry:
                raise first from None

    def _checked(self, answer: Any) -> Any:
        try:
            return self.decision.validate(answer)
        except IllegalAnswer as exc:
            d = self.decision
            if d.count is not None and isinstance(answer, tuple):
                lo, hi = d.count
                if not lo <= len(answer) <= hi:
                    want = f"{lo}" if lo == hi else f"{lo} to {hi}"
                    raise BadEntry(f"choose {want}, not {len(answer)}") from None
                if len(set(answer)) != len(answer):
                    raise BadEntry("the same choice twice") from None
            if d.free_text and isinstance(answer, str):
                raise BadEntry(f"write 1 to {d.free_text} characters") from None
            raise BadEntry(str(exc)) from None

    # ------------------------------------------------------------------ help
    def forms(self) -> list[str]:
        """The shapes of the options, with one example each ("claim CHARACTER  e.g. claim Imp")."""
        seen: dict[tuple[Any, ...], str] = {}
        for option in self.decision.options:
            if isinstance(option, tuple):
                texty = option and isinstance(option[0], str) and self.kind_of(option, 0) == "TEXT"
                head = option[0] if texty else None
                shape = tuple([head] + [self.kind_of(option, i) for i in range(1 if head else 0, len(option))])
                words = ([head] if head else []) + [self.kind_of(option, i)
                                                    for i in range(1 if head else 0, len(option))]
            else:
                shape = (self.kind_of(option),)
                words = [shape[0]]
            if shape not in seen:
                seen[shape] = f"{' '.join(str(w) for w in words):<26} e.g. {self.display_word(option)}"
        return list(seen.values())


def _starts_with_words(form: str, key: str) -> bool:
    """True when ``key``'s words begin ``form``'s words (the last one may be cut short)."""
    fw, kw = form.split(), key.split()
    if len(kw) > len(fw):
        return False
    return fw[: len(kw) - 1] == kw[:-1] and fw[len(kw) - 1].startswith(kw[-1])
