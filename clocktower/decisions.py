"""Decisions: the requests the engine makes of a seat or of the Storyteller.

A :class:`Decision` names who must answer (a seat index, or :data:`STORYTELLER`), what
kind of choice it is, and the complete legal set of answers. The engine validates every
answer against that set (``Decision.validate``) before it changes any state, so an illegal
answer raises :class:`IllegalAnswer` and leaves the game as it was (DESIGN property 4).

Two shapes exist:

* single choice (``count is None``): the answer is one element of ``options``;
* multiple choice (``count == (lo, hi)``): the answer is a tuple of ``lo`` to ``hi``
  distinct elements of ``options``, in the order chosen (order matters for the Po and the
  Shabaloth, whose victims die in the order chosen).

Options are plain, hashable, JSON-friendly values: ``int`` (a seat), ``str`` (a character
id), ``bool``, ``None`` (no one / pass) and tuples of those. A free-text decision
(``free_text > 0``) also takes any short text besides its suggested options.
"""

from __future__ import annotations

import numbers
import random
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import Any

YES_NO_LABELS: dict[Any, str] = {True: "yes", False: "no"}
"""Labels of a yes/no question's options (True, False): plain data that decisions share."""

STORYTELLER = -1
"""The chooser index of the Storyteller."""

JUDGED = "the Storyteller judges"
"""The ``why`` of a decision whose answer the almanac leaves to the Storyteller's judgement
(the General's "which alignment is winning", the Amnesiac's "how close"): every option is
legal even while the ability works, and ``truth`` holds the engine's suggestion, the answer
the automated Storytellers pick."""


class DecisionKind(StrEnum):
    """What sort of choice a decision asks for."""

    SETUP = "setup"  # a Storyteller setup choice (bag, deal, covers, bluffs)
    CHOOSE_PLAYERS = "choose_players"  # a seat picks players with its ability
    CHOOSE_CHARACTER = "choose_character"  # a seat picks a character (Courtier, Gambler)
    INFORM = "inform"  # the Storyteller picks what a seat learns
    STORYTELLER = "storyteller"  # any other Storyteller choice (who dies, who is drunk)
    STATEMENT = "statement"  # a seat's public statement during the day
    DAY_ABILITY = "day_ability"  # a seat's public day ability (Juggler, Gossip, Moonchild)
    NOMINATE = "nominate"  # an alive seat may nominate
    VOTE = "vote"  # a seat votes on the current nomination (or on an exile: step "exile.vote")
    EXILE = "exile"  # a seat may call for the exile of a Traveller
    TEXT = "text"  # a seat writes a free text (the Wizard's wish); see ``Decision.free_text``
    WHISPER = "whisper"  # a seat may whisper to another seat, or to no one (clocktower.talk)


class IllegalAnswer(ValueError):
    """Raised when an answer is not in a decision's legal set. The game is unchanged."""


class GameOverError(RuntimeError):
    """Raised when an answer is given to a game that has already ended."""


MAX_NESTING = 32
"""How deep lists may nest in an answer: no option nests more than a few levels, so an answer
nested deeper than this is refused (before any recursion could run out of stack)."""

SHOWN_CHARS = 80
"""How many characters of a bad value an error message shows (see :func:`shown`)."""


def shown(value: Any, limit: int = SHOWN_CHARS) -> str:
    """``repr(value)`` for an error message, cut to about ``limit`` characters with an
    ellipsis (a megabyte of bad input must not give a megabyte of message).

    Args:
        value: any value (a value nested too deep to ``repr`` is described instead).
        limit: the most characters kept.

    Returns:
        The text.
    """
    try:
        text = repr(value)
    except RecursionError:
        return f"<a {type(value).__name__} nested too deep to show>"
    return cut_text(text, limit)


def cut_text(text: str, limit: int = SHOWN_CHARS) -> str:
    """``text`` cut to about ``limit`` characters with an ellipsis, for a message that names
    a value read from a file (a character id of a megabyte)."""
    return text if len(text) <= limit else text[:limit - 3] + "..." + f" ({len(text)} characters)"


def canonical(value: Any) -> Any:
    """Return ``value`` with every list turned into a tuple (JSON round trips give lists),
    and each NumPy integer (what ``argmax`` returns) turned into a plain ``int`` on purpose,
    so an agent built on NumPy can answer with one (a NumPy bool becomes a ``bool``).

    Args:
        value: an answer or option, possibly read back from JSON.

    Returns:
        The same value in the engine's hashable form.

    Raises:
        IllegalAnswer: lists nested more than :data:`MAX_NESTING` deep.
    """
    return _canonical(value, 0)


def _canonical(value: Any, depth: int) -> Any:
    if isinstance(value, (list, tuple)):
        if depth >= MAX_NESTING:
            raise IllegalAnswer(f"an answer nested more than {MAX_NESTING} lists deep is never legal")
        return tuple([_canonical(v, depth + 1) for v in value])
    kind = type(value)
    if kind.__module__ == "numpy":
        if isinstance(value, numbers.Integral) and hasattr(value, "__index__"):
            return int(value)
        if kind.__name__ in ("bool_", "bool"):
            return bool(value)
    return value


def to_json(value: Any) -> Any:
    """Return ``value`` with tuples as lists, ready for ``json.dumps``."""
    if isinstance(value, (tuple, list)):
        return [to_json(v) for v in value]
    return value


@dataclass(frozen=True, slots=True, init=False)
class Decision:
    """One request for an answer.

    Attributes:
        kind: the kind of choice.
        chooser: the seat index that answers, or :data:`STORYTELLER`.
        step: where the decision comes from: a character id (``"imp"``) or a phase name
            (``"setup.demon"``, ``"nominate"``, ``"vote"``, ``"minioninfo"``...).
        prompt: a short human sentence.
        options: the legal options (never empty).
        count: ``None`` for a single choice, else ``(lo, hi)`` for a pick of several.
        truth: for Storyteller decisions about information, the true answer(s) the engine
            computed; the Storyteller may pick among ``options`` only. Empty otherwise.
        why: why options other than the truth are legal ("drunk", "poisoned", "Vortox",
            "registration"); empty when only the truth is legal.
        subject: the seat the decision is about (whose ability it is), if any.
        free_text: when above 0, any text of 1 to ``free_text`` characters is also a legal
            answer (a single choice only); ``options`` then holds suggestions (the Wizard's
            written wish) or the other answers (the day's talk under free talk). A text is one
            line: control characters (newlines, tabs) are refused.
        refused_texts: texts a free-text answer may not be (compared ignoring case and the
            spaces around them): what was written just before, when the two must differ (the
            second of a Savant's two statements in the Storyteller's own words).
    """

    kind: DecisionKind
    chooser: int
    step: str
    prompt: str
    options: tuple[Any, ...]
    count: tuple[int, int] | None = None
    truth: tuple[Any, ...] = ()
    why: str = ""
    subject: int | None = None
    labels: dict[Any, str] = field(default_factory=dict, compare=False, hash=False)
    labeller: Callable[[Any], str] | None = field(default=None, compare=False, hash=False)
    free_text: int = 0
    refused_texts: tuple[str, ...] = ()

    def __init__(self, kind: DecisionKind, chooser: int, step: str, prompt: str, options: tuple[Any, ...],
                 count: tuple[int, int] | None = None, truth: tuple[Any, ...] = (), why: str = "",
                 subject: int | None = None, labels: dict[Any, str] | None = None,
                 labeller: Callable[[Any], str] | None = None, free_text: int = 0,
                 refused_texts: tuple[str, ...] = ()) -> None:
        # Written out (the fields above, in order) rather than generated: the engine makes one
        # decision per answer, and a frozen dataclass's generated __init__ is slower.
        if not options and not (count and count[0] == 0):
            raise ValueError(f"decision {step!r} has an empty legal set")
        if free_text and count is not None:
            raise ValueError(f"decision {step!r}: free text is for single choices only")
        if refused_texts and not free_text:
            raise ValueError(f"decision {step!r}: refused texts are for free-text decisions only")
        _kind(self, kind)
        _chooser(self, chooser)
        _step(self, step)
        _prompt(self, prompt)
        _options(self, options)
        _count(self, count)
        _truth(self, truth)
        _why(self, why)
        _subject(self, subject)
        _labels(self, {} if labels is None else labels)
        _labeller(self, labeller)
        _free_text(self, free_text)
        _refused_texts(self, refused_texts)

    def validate(self, answer: Any) -> Any:
        """Check ``answer`` against the legal set and return it in canonical form.

        Args:
            answer: the proposed answer (lists are accepted for tuples).

        Returns:
            The canonical answer.

        Raises:
            IllegalAnswer: naming the decision and what is wrong with the answer.
        """
        if self.count is None and not self.free_text:
            # The common case first: an answer that is one of the options themselves (a bot
            # hands back what it was offered) is legal as it stands.
            if _offered(self.options, answer):
                return answer
        answer = canonical(answer)
        if isinstance(answer, tuple):
            try:
                hash(answer)
            except TypeError:
                raise IllegalAnswer(f"{shown(answer)} holds a value that is never an option of "
                                    f"{self.step!r} (a dict, a set...)") from None
        if self.refused_texts and isinstance(answer, str):
            same = [t for t in self.refused_texts if t.strip().casefold() == answer.strip().casefold()]
            if same:
                raise IllegalAnswer(f"{self.step!r}: {shown(answer)} is the same as the text written before "
                                    f"({shown(same[0])}); write a different one")
        if self.free_text and isinstance(answer, str) and answer not in self.options:
            if not answer.strip() or len(answer) > self.free_text:
                raise IllegalAnswer(
                    f"{self.step!r} wants a text of 1 to {self.free_text} characters, got {len(answer)}")
            if not answer.isprintable():
                raise IllegalAnswer(f"{self.step!r} wants a text on one line, without control characters "
                                    "(a newline, a tab...)")
            return answer
        if self.count is None:
            if answer not in self.options or not _same_types(answer, self.options):
                raise IllegalAnswer(
                    f"{shown(answer)} is not a legal answer to {self.step!r} ({self.prompt}); "
                    f"legal: {_preview(self.options)}"
                )
            return answer
        lo, hi = self.count
        if not isinstance(answer, tuple):
            raise IllegalAnswer(
                f"{self.step!r} wants a list of {lo} to {hi} choices, got {shown(answer)}"
            )
        if not lo <= len(answer) <= hi:
            raise IllegalAnswer(
                f"{self.step!r} wants {lo} to {hi} choices, got {len(answer)}: {shown(answer)}"
            )
        if len(set(answer)) != len(answer):
            raise IllegalAnswer(f"{self.step!r}: the same choice twice in {shown(answer)}")
        option_set = set(self.options)
        for item in answer:
            if item not in option_set or not _same_types(item, self.options):
                raise IllegalAnswer(
                    f"{shown(item)} is not a legal choice for {self.step!r} ({self.prompt}); "
                    f"legal: {_preview(self.options)}"
                )
        return answer

    def random_answer(self, rng: random.Random) -> Any:
        """Pick a uniformly random legal answer with ``rng``."""
        if self.count is None:
            # ``rng.randrange(n)`` written out for n > 0 (what the random module does for an
            # integer stop: draw n.bit_length() bits until the value is below n), so the same
            # seed gives the same answers, without its two Python-level calls.
            options = self.options
            n = len(options)
            getrandbits = rng.getrandbits
            k = n.bit_length()
            r = getrandbits(k)
            while r >= n:
                r = getrandbits(k)
            return options[r]
        lo, hi = self.count
        k = rng.randint(lo, min(hi, len(self.options)))
        return tuple(rng.sample(self.options, k))

    def label(self, option: Any) -> str:
        """A human label for one option."""
        if option in self.labels:
            return self.labels[option]
        if self.labeller is not None:
            return self.labeller(option)
        return str(option)


# The slots' own setters, called directly in ``Decision.__init__``: the same effect as
# ``object.__setattr__(self, name, value)`` (which a frozen class needs) without looking the
# name up each time.
(_kind, _chooser, _step, _prompt, _options, _count, _truth, _why, _subject, _labels, _labeller,
 _free_text, _refused_texts) = (Decision.__dict__[f.name].__set__ for f in fields(Decision))

_INDEXES: dict[int, tuple[tuple[Any, ...], dict[Any, Any] | None]] = {}
"""By ``id(options)``: an options tuple seen before (kept, so that the id stays its own), and
once it is seen again, a dict from each option to its first occurrence."""


def _offered(options: tuple[Any, ...], answer: Any) -> bool:
    """True when ``answer`` is itself (the very object) the first option equal to it: then it is
    legal with its types. A long options tuple that decisions share (the talk's statements)
    gets an index the second time it is seen; others are scanned."""
    if len(options) > 32:
        entry = _INDEXES.get(id(options))
        if entry is None or entry[0] is not options:
            if len(_INDEXES) >= 256:
                _INDEXES.clear()
            _INDEXES[id(options)] = (options, None)
        else:
            index = entry[1]
            try:
                if index is None:
                    index = {}
                    for o in options:
                        index.setdefault(o, o)
                    _INDEXES[id(options)] = (options, index)
                return index.get(answer, _MISSING) is answer
            except TypeError:  # (an unhashable answer)
                return False
    try:
        return options[options.index(answer)] is answer
    except ValueError:
        return False


_MISSING = object()


def _same_type(a: Any, b: Any) -> bool:
    """True when ``a`` and ``b`` (equal values) have exactly the same types throughout: a bool
    is not an int, a float, ``Fraction(1)``, ``Decimal(1)`` or ``complex(1, 0)`` is not the
    int ``1``, a subclass of ``str`` is not a ``str``."""
    if type(a) is not type(b):
        return False
    if type(a) is tuple:
        return len(a) == len(b) and all(_same_type(x, y) for x, y in zip(a, b))
    return True


def _same_types(answer: Any, options: tuple[Any, ...]) -> bool:
    """True when an option equal to ``answer`` also has its types exactly (a vote answered
    with ``1``, a seat answered with ``True`` or ``1.0`` is not a legal answer)."""
    kind = type(answer)
    if kind is str or answer is None:
        return True
    return any(_same_type(answer, o) for o in options if type(o) is kind and o == answer)


def _preview(options: tuple[Any, ...], limit: int = 12) -> str:
    text = ", ".join(shown(o) for o in options[:limit])
    if len(options) > limit:
        text += f", ... ({len(options)} in all)"
    return text
