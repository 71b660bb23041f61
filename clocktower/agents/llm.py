"""The LLM player: a bot kind (``llm``) that asks a chat model for each of its seat's decisions.

It speaks to any OpenAI-compatible chat-completions endpoint through the official ``openai``
client (``pip install 'clocktower[llm]'``). Where to: :class:`LLMConfig`, from the
environment variables ``CLOCKTOWER_LLM_BASE_URL``, ``CLOCKTOWER_LLM_MODEL`` and
``CLOCKTOWER_LLM_API_KEY``, overridden for the whole process by :func:`configure` (what the
command line's ``--llm-base-url``, ``--llm-model`` and ``--llm-api-key`` call).

The prompt is built from the seat's view alone (:mod:`clocktower.agents.describe`): a system
message with the game's frame, the answer format and the script's characters with their
ability lines, and a user message with the seat's character, ability, alignment, the table,
every event it saw (what it learned and the public log) and the pending decision with its
numbered options. The model answers with one JSON object:

* ``{"choice": K}`` for a single choice (``K`` an option's number);
* ``{"choices": [K1, K2, ...]}`` for a pick of several (order kept);
* ``{"text": "..."}`` where a decision takes free text (the Wizard's wish), besides a choice;
* at its turn in the day's talk under free talk (:mod:`clocktower.talk`), what it says aloud
  and, optionally, the structured statement it attaches: ``{"text": "...", "attach": K}``
  (``K`` the number of a statement among the talk's options; without ``attach``, none);
* at a whisper, whom to and what: ``{"choice": K, "text": "..."}`` (``K`` a seat's option,
  0 for no one);
* an optional ``"reason"`` is kept in the record and otherwise ignored.

The engine asks the attached statement and the whisper's words as decisions of their own
(``talk.attach``, ``whisper.text``); the player answers those from the reply it already has,
without asking the model again (a transcript entry says so), and asks the model only when the
reply did not say (a whisper's reply without a text).

A reply that is not such an object, or names an illegal answer, is sent back with the error
and asked again, at most :attr:`LLMConfig.max_tries` times in all; then the heuristic bot
(:class:`~clocktower.agents.heuristic.HeuristicAgent`, kept up to date with the view all
along) answers instead. A connection failure counts as a try.

Every try goes into :attr:`LLMAgent.transcript` (prompt or retry message, reply, token
counts, outcome); :func:`transcript_lines` places them in the game record as ``"llm"``
lines after the decision they answered, which replay skips: a game with LLM players replays
exactly from its recorded answers without calling any model.

"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from ..decisions import Decision, IllegalAnswer
from ..engine import Game, SeatView
from .describe import decision_text, script_text, view_text
from .heuristic import HeuristicAgent

ENV_BASE_URL = "CLOCKTOWER_LLM_BASE_URL"
ENV_MODEL = "CLOCKTOWER_LLM_MODEL"
ENV_API_KEY = "CLOCKTOWER_LLM_API_KEY"

RECORD_LINE = "llm"
"""The ``type`` of the record lines that hold the LLM players' prompts and replies."""


class LLMError(RuntimeError):
    """The LLM player cannot run: no model named, or the ``openai`` package missing."""


@dataclass(frozen=True)
class LLMConfig:
    """Where and how the LLM player asks.

    Attributes:
        base_url: the endpoint's base URL (``http://127.0.0.1:8000/v1``); None for the
            client's default (OpenAI's own).
        model: the model name (required).
        api_key: the key; a local endpoint that needs none gets ``"none"``.
        max_tries: replies asked per decision before the heuristic bot answers (at least 1).
        temperature: the sampling temperature.
        timeout: seconds per request.
        max_tokens: the longest reply asked for.
    """

    base_url: str | None = None
    model: str | None = None
    api_key: str | None = None
    max_tries: int = 3
    temperature: float = 0.0
    timeout: float = 60.0
    max_tokens: int = 300

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> LLMConfig:
        """The configuration from the environment variables, then :func:`configure`'s overrides."""
        env = os.environ if environ is None else environ
        base = cls(base_url=env.get(ENV_BASE_URL) or None, model=env.get(ENV_MODEL) or None,
                   api_key=env.get(ENV_API_KEY) or None)
        return replace(base, **_OVERRIDES)


_OVERRIDES: dict[str, Any] = {}


def configure(**settings: Any) -> None:
    """Set :class:`LLMConfig` fields for every LLM player this process makes from now on
    (None leaves a field as the environment gives it).

    Raises:
        TypeError: naming a field :class:`LLMConfig` does not have.
    """
    known = set(LLMConfig.__dataclass_fields__)
    for key, value in settings.items():
        if key not in known:
            raise TypeError(f"configure: unknown setting {key!r}; known: {', '.join(sorted(known))}")
        if value is not None:
            _OVERRIDES[key] = value


_CLIENTS: dict[tuple[Any, ...], Any] = {}


def _client(config: LLMConfig) -> Any:
    key = (config.base_url, config.api_key, config.timeout)
    if key not in _CLIENTS:
        try:
            import openai
        except ImportError:
            raise LLMError("the llm bot needs the openai package: pip install 'clocktower[llm]'") from None
        _CLIENTS[key] = openai.OpenAI(base_url=config.base_url, api_key=config.api_key or "none",
                                      timeout=config.timeout, max_retries=0)
    return _CLIENTS[key]


SYSTEM = """You are playing Blood on the Clocktower, a social deduction game, as one player.
Good (Townsfolk and Outsiders) wins when the Demon dies; evil (the Demon and Minions) wins when
only two players are left alive. Each night some characters wake and use their abilities; each
day players talk, nominate and vote, and the player with the most votes (at least half the
living players) is executed. Information from a drunk or poisoned player may be false, and evil
players may lie about who they are.

You will be shown everything your seat knows and one decision. Answer with one JSON object and
nothing else:
- a single choice: {{"choice": K}} where K is the number of an option;
- a pick of several: {{"choices": [K1, K2]}} (as many as asked, different, in your order);
- where the decision allows your own text: {{"text": "..."}} instead of a choice.
You may add a short "reason" field.

Talking. At your turn in the day's talk you make one public statement from the options (a
claim, an accusation, what you learned) with {{"choice": K}}. When the decision says you may
write your own text, you may instead say something aloud in your own words, on one line:
{{"text": "what you say", "attach": K}}, where "attach" (optional) is the number of the
option you stand by as your structured statement (a claim, say): the other players' bots
read only structured statements, so attach one when your words claim or accuse. Everything
said aloud is heard by every player.

Whispers. When asked whom to whisper to, answer {{"choice": K, "text": "your words"}}, K the
number of a player (0 for no one). Everyone sees that you whispered to that player; only the
two of you learn the words. Whispers you are told appear in your log, marked private.

The characters on this script:
{script}"""


class BadReply(ValueError):
    """A reply that is not a legal answer (the message says why; it is sent back to the model)."""


def _json_object(reply: str) -> dict[str, Any]:
    text = reply.strip()
    fenced = re.search(r"```(?:json)?\s*(.*?)```", text, re.S)
    if fenced:
        text = fenced.group(1).strip()
    start = text.find("{")
    if start < 0:
        raise BadReply("the reply holds no JSON object")
    try:
        value, _ = json.JSONDecoder().raw_decode(text[start:])
    except json.JSONDecodeError as exc:
        raise BadReply(f"the reply's JSON does not parse ({exc.msg})") from None
    if not isinstance(value, dict):
        raise BadReply("the reply's JSON is not an object")
    return value


def _index(value: Any, options: tuple[Any, ...]) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadReply(f"an option number must be an integer, not {value!r}")
    if not 0 <= value < len(options):
        raise BadReply(f"there is no option {value}: the options are numbered 0 to {len(options) - 1}")
    return value


def parse_answer(reply: str, decision: Decision) -> Any:
    """Turn a model's reply into a legal answer to ``decision``.

    Returns:
        The answer, checked with ``decision.validate``.

    Raises:
        BadReply: naming what is wrong (no JSON, wrong field, no such option, too many...).
    """
    return parse_reply(reply, decision)[0]


def parse_reply(reply: str, decision: Decision) -> tuple[Any, tuple[str, Any] | None]:
    """Turn a model's reply into a legal answer to ``decision`` and, when the reply also
    answers the decision that follows (see the module docstring), that ``(step, answer)``.

    A text said at the talk attaches the statement ``attach`` names (``("pass",)``: none); a
    whisper's target comes with its words (``text``), which the whisper's own text decision
    checks when it is asked.

    Raises:
        BadReply: naming what is wrong (no JSON, wrong field, no such option, too many...).
    """
    obj = _json_object(reply)
    answer = _answer_of(obj, decision)
    follow: tuple[str, Any] | None = None
    if decision.step == "talk" and isinstance(answer, str):
        attach = obj.get("attach")
        statement = ("pass",) if attach is None else decision.options[_index(attach, decision.options)]
        follow = ("talk.attach", statement)
    elif decision.step == "whisper" and answer is not None and isinstance(obj.get("text"), str):
        follow = ("whisper.text", obj["text"])
    return answer, follow


def _answer_of(obj: dict[str, Any], decision: Decision) -> Any:
    options = decision.options
    if decision.free_text and isinstance(obj.get("text"), str) and "choice" not in obj:
        answer: Any = obj["text"]
    elif decision.count is None:
        if "choice" not in obj:
            raise BadReply('this decision wants {"choice": K}')
        answer = options[_index(obj["choice"], options)]
    else:
        picks = obj.get("choices")
        if not isinstance(picks, list):
            raise BadReply('this decision wants {"choices": [K1, K2, ...]}')
        idx = [_index(k, options) for k in picks]
        if len(set(idx)) != len(idx):
            raise BadReply("the same option is picked twice")
        answer = tuple(options[k] for k in idx)
    try:
        return decision.validate(answer)
    except IllegalAnswer as exc:
        raise BadReply(str(exc)) from None


def _usage(response: Any) -> dict[str, int | None]:
    usage = getattr(response, "usage", None)
    return {k: getattr(usage, k, None) for k in ("prompt_tokens", "completion_tokens", "total_tokens")}


@dataclass
class LLMAgent:
    """A seat played by a chat model (see the module docstring).

    Args:
        seed: seeds the heuristic fallback.
        seat: the seat it plays.
        config: where to ask (default: :meth:`LLMConfig.from_env`).

    Raises:
        LLMError: when no model is named.
    """

    seed: int | str = 0
    seat: int | None = None
    config: LLMConfig | None = None
    transcript: list[dict[str, Any]] = field(default_factory=list)
    """Every try, in order: ``{"seat", "call", "step", "try", "messages" (the first try) or
    "retry" (the error sent back), "reply", "usage", "model", "outcome", "answer"}``;
    ``call`` counts this seat's decisions from 0."""

    reads_view = True

    def __post_init__(self) -> None:
        if self.config is None:
            self.config = LLMConfig.from_env()
        if not self.config.model:
            raise LLMError(f"the llm bot needs a model: set {ENV_MODEL} or pass --llm-model")
        if self.config.max_tries < 1:
            raise LLMError(f"max_tries must be at least 1, not {self.config.max_tries}")
        self.fallback = HeuristicAgent(self.seed, self.seat)
        self.calls = 0
        self._system: str | None = None
        self._follow: tuple[str, Any] | None = None  # (the next decision's answer, from a reply)

    def decide(self, view: SeatView | None, decision: Decision) -> Any:
        """Ask the model (up to ``max_tries`` times), else the heuristic bot."""
        if view is None:
            raise ValueError("LLMAgent plays a seat: it needs that seat's view")
        config = self.config
        assert config is not None
        call = self.calls
        self.calls += 1
        self.fallback._observe(view)  # (its beliefs stay current for when it must answer)
        follow, self._follow = self._follow, None
        if follow is not None and follow[0] == decision.step:
            try:
                ready = decision.validate(follow[1])
            except IllegalAnswer as exc:
                self.transcript.append({"seat": self.seat, "call": call, "step": decision.step, "try": 0,
                                        "outcome": f"previous reply illegal here: {exc}; asking"})
            else:
                self.transcript.append({"seat": self.seat, "call": call, "step": decision.step, "try": 0,
                                        "outcome": "from the previous reply", "answer": _jsonable(ready)})
                return ready
        if self._system is None:
            self._system = SYSTEM.format(script=script_text(view.script))
        user = view_text(view) + "\n\n" + decision_text(decision, decision.options)
        messages: list[dict[str, str]] = [{"role": "system", "content": self._system},
                                          {"role": "user", "content": user}]
        for attempt in range(config.max_tries):
            entry: dict[str, Any] = {"seat": self.seat, "call": call, "step": decision.step, "try": attempt,
                                     "model": config.model}
            if attempt == 0:
                entry["messages"] = list(messages)
            else:
                entry["retry"] = messages[-1]["content"]
            try:
                response = _client(config).chat.completions.create(
                    model=config.model, messages=messages, temperature=config.temperature,
                    max_tokens=config.max_tokens)
                reply = response.choices[0].message.content or ""
            except LLMError:
                raise
            except Exception as exc:  # the endpoint failed: counts as a try
                entry.update(reply=None, usage={}, outcome=f"error: {type(exc).__name__}: {exc}")
                self.transcript.append(entry)
                continue
            entry.update(reply=reply, usage=_usage(response))
            try:
                answer, self._follow = parse_reply(reply, decision)
            except BadReply as exc:
                entry["outcome"] = f"illegal: {exc}"
                self.transcript.append(entry)
                messages = [*messages, {"role": "assistant", "content": reply},
                            {"role": "user", "content": f"That answer is not legal: {exc}. Answer again with "
                                                        "one JSON object, as asked."}]
                continue
            entry.update(outcome="ok", answer=_jsonable(answer))
            self.transcript.append(entry)
            return answer
        answer = self.fallback.decide(view, decision)
        self.transcript.append({"seat": self.seat, "call": call, "step": decision.step, "try": config.max_tries,
                                "outcome": "fallback: heuristic", "answer": _jsonable(answer)})
        return answer


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def transcript_lines(game: Game, agents: Iterable[Any]) -> list[dict[str, Any]]:
    """The record lines (``type`` ``"llm"``) of the LLM players among ``agents``, each with
    ``i``, the index of the decision it answered (the seat's ``call``-th decision in the game).

    They go into the record through ``clocktower.record.dumps(game, extra, notes=...)``,
    after the decision line ``i``; replay skips them.
    """
    lines = []
    for agent in agents:
        if not isinstance(agent, LLMAgent) or not agent.transcript:
            continue
        positions = [i for i, d in enumerate(game.decisions) if d.chooser == agent.seat]
        for entry in agent.transcript:
            call = entry["call"]
            i = positions[call] if call < len(positions) else None
            lines.append({"type": RECORD_LINE, "i": i, **entry})
    return lines


def endpoint_trouble(lines: Iterable[dict[str, Any]]) -> str | None:
    """A sentence saying how often the endpoint itself failed (no reply: a connection error,
    a refused key, an unknown model), from an LLM transcript (:func:`transcript_lines`), or
    None when every call reached it. A model's illegal replies are not counted: those are the
    model's answers.

    Args:
        lines: transcript lines (dicts with ``outcome``).

    Returns:
        e.g. ``"the LLM endpoint failed 24 of 24 calls (APIConnectionError: Connection error.);
        the heuristic bot answered 8 decisions instead"``, or None.
    """
    tries = failed = fallbacks = 0
    first = ""
    for line in lines:
        outcome = str(line.get("outcome", ""))
        if outcome.startswith("fallback"):
            fallbacks += 1
        elif "reply" in line or outcome.startswith("error: "):
            tries += 1
            if outcome.startswith("error: "):
                failed += 1
                first = first or outcome.removeprefix("error: ")
    if not failed:
        return None
    return (f"the LLM endpoint failed {failed} of {tries} calls ({first}); the heuristic bot answered "
            f"{fallbacks} decision{'' if fallbacks == 1 else 's'} instead")
