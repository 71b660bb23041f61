"""Free talk and whispers: the day's talk for players who speak in their own words.

By default the day's talk is one structured public statement per seat (the menu of
:meth:`clocktower.day.DayPhase.statement_options`). :class:`TalkRules` turns on more, for
tables with players that speak (people, LLM players, agents of the environment):

* **Free talk** (``free_text > 0``): a seat's turn in the talk also takes any text of 1 to
  ``free_text`` characters on one line, besides the structured statements (the talk decision
  has ``free_text`` set, as the Wizard's wish has). What it says is public: a ``said`` event
  every seat sees. A seat that spoke is then asked whether to attach a structured statement
  to it (step ``talk.attach``: the same menu, ``("pass",)`` for none); one attached is made
  as any statement is (:meth:`~clocktower.day.DayPhase.public_statement`: recorded in
  ``state.statements`` and announced as a ``statement`` event), so the bots, the statistics
  and whatever reads claims read it as they read every other statement.
* **Whispers** (``whispers=True``): after its turn in the talk, a seat may whisper to one
  other seat (step ``whisper``, kind ``WHISPER``: a seat or ``None`` for no one), then says
  what (step ``whisper.text``, a free text of up to ``whisper_text`` characters, with a few
  suggested phrases). The table sees that it happened (a public ``whispered`` event, "Alice
  whispers to Bob."); the words go only to the two seats (a ``whisper`` event whose audience
  is those two).
* **Hearing words** (``on_said`` hook): after each free text said aloud and each whisper,
  the abilities in play that listen for words (the Mezepheles's secret word) are run with
  the speaker, the text and the whisper's listener (None when said aloud).
* **Rounds** (``rounds``): how many turns each seat gets in the talk, all seats in seat order
  each round.

Every seat speaks and whispers, alive or dead (a dead player may still talk: rulebook,
"Dead players"). All of it is made of ordinary decisions with a chooser and a legal set,
answered through ``game.answer``: the engine never asks anyone itself, and records replay
as usual (the rules go into the record header when they are not the default).
"""

from __future__ import annotations

import functools
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from .decisions import Decision, DecisionKind, shown

if TYPE_CHECKING:
    from .core import Flow
    from .day import DayPhase

MAX_TEXT = 2000
"""The longest text a rule may allow (a sanity bound on ``free_text`` and ``whisper_text``)."""

WHISPER_SUGGESTIONS = (
    "I trust you.",
    "I do not trust you.",
    "I am good.",
    "Let us vote together.",
    "Tell me what you learned.",
)
"""Phrases offered at a whisper's text (any other text of the allowed length is legal too)."""


@dataclass(frozen=True)
class TalkRules:
    """How the day's talk runs (the default is the structured talk of one statement each).

    Attributes:
        rounds: turns each seat gets in the talk each day (1 to 10).
        free_text: the longest free text a seat may say at its turn (0: none, structured
            statements only).
        whispers: whether a seat may whisper to another after its turn.
        whisper_text: the longest whisper.

    Raises:
        ValueError: naming a field out of range.
    """

    rounds: int = 1
    free_text: int = 0
    whispers: bool = False
    whisper_text: int = 280

    def __post_init__(self) -> None:
        if not isinstance(self.rounds, int) or not 1 <= self.rounds <= 10:
            raise ValueError(f"talk rounds must be 1 to 10, not {shown(self.rounds)}")
        for name in ("free_text", "whisper_text"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_TEXT:
                raise ValueError(f"talk {name} must be 0 to {MAX_TEXT} characters, not {shown(value)}")
        if self.whispers and self.whisper_text < 1:
            raise ValueError("talk whispers need a whisper_text of at least 1 character")

    @property
    def default(self) -> bool:
        """True for the plain structured talk (the engine's fast path)."""
        return self == DEFAULT_TALK

    def to_json(self) -> dict[str, Any]:
        """The rules as a JSON-friendly dict (the record header's ``talk``)."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> TalkRules:
        """Rules from :meth:`to_json`'s dict (None: the default).

        Raises:
            ValueError: not a dict of known fields, or a field out of range.
        """
        if data is None:
            return DEFAULT_TALK
        if not isinstance(data, dict):
            raise ValueError(f"talk rules must be an object, not {shown(data)}")
        unknown = set(data) - set(cls.__dataclass_fields__)
        if unknown:
            raise ValueError(f"unknown talk rules: {', '.join(sorted(unknown))}")
        return cls(**data)


DEFAULT_TALK = TalkRules()
"""One structured statement per seat, no free text, no whispers."""


def said_text(game: DayPhase, seat: int, text: str) -> str:
    """The public line for what a seat said aloud."""
    return f'{game.name(seat)} says: "{text}"'


def talk_rounds(game: DayPhase, rules: TalkRules) -> Flow:
    """The talk's turns under ``rules``: each round, each seat in seat order speaks (a
    structured statement, or free text with an optional statement attached), then may
    whisper (see the module docstring)."""
    state = game.state
    n = len(state.seats)
    order = game.talk_order()
    silent = {s for s in order if game.silenced_in_talk(s)} if order != list(range(n)) else set()
    for _round in range(rules.rounds):
        for seat in order:
            if state.seats[seat].left:
                continue  # a Traveller who left the game
            if _round == 0 and rules.rounds > 1 and seat in silent:
                continue  # (the Buddhist: a veteran keeps silent through the first round)
            asked = _turn_decision(game, seat, rules)
            said = yield asked
            if isinstance(said, str):
                game.emit("said", said_text(game, seat, said), public=True, data={"seat": seat, "text": said})
                yield from game._hooks("on_said", seat, said, None)
                attached = yield Decision(
                    DecisionKind.STATEMENT, seat, "talk.attach",
                    "Attach a structured statement to what you said (a claim, an accusation...), or pass",
                    game.statement_options(seat), subject=seat,
                    labeller=functools.partial(game.statement_text, seat))
                if attached != ("pass",):
                    game.public_statement(seat, attached)
            elif said != ("pass",):
                game.public_statement(seat, said)
            if rules.whispers:
                yield from _whisper(game, seat, rules)


def _turn_decision(game: DayPhase, seat: int, rules: TalkRules) -> Decision:
    """A seat's turn in the talk (made once a game per seat, as the structured talk's)."""
    asked = game._talk_decisions.get(seat)
    if asked is None:
        prompt = "Make a public statement"
        if rules.free_text:
            prompt += f", or say something in your own words (up to {rules.free_text} characters)"
        asked = game._talk_decisions[seat] = Decision(
            DecisionKind.STATEMENT, seat, "talk", prompt, game.statement_options(seat), subject=seat,
            labeller=functools.partial(game.statement_text, seat), free_text=rules.free_text)
    return asked


def _whisper(game: DayPhase, seat: int, rules: TalkRules) -> Flow:
    """One seat's chance to whisper: to whom (or no one), then what."""
    n = len(game.state.seats)
    others = tuple(i for i in range(n) if i != seat and not game.state.seats[i].left)
    # A rule in play may keep private talk to a seat's neighbours (the Matron's): every
    # limiting ability's list applies.
    for ctx, limit in game._hook_list("whisper_partners"):
        allowed = limit(ctx, seat)
        if allowed is not None:
            others = tuple(o for o in others if o in allowed)
    to = yield Decision(DecisionKind.WHISPER, seat, "whisper", "Whisper to another player, or to no one",
                        (None, *others), subject=seat, labels=game.seat_labels())
    if to is None:
        return
    words = yield Decision(
        DecisionKind.TEXT, seat, "whisper.text",
        f"What do you whisper to {game.name(to)}? (up to {rules.whisper_text} characters)",
        WHISPER_SUGGESTIONS, subject=seat, labels={s: s for s in WHISPER_SUGGESTIONS},
        free_text=rules.whisper_text)
    who, whom = game.name(seat), game.name(to)
    game.emit("whispered", f"{who} whispers to {whom}.", public=True, data={"from": seat, "to": to})
    game.emit("whisper", f'{who} whispers to {whom}: "{words}"', seats=(seat, to),
              data={"from": seat, "to": to, "text": words})
    yield from game._hooks("on_said", seat, words, to)
