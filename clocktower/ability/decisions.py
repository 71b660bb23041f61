"""The decisions of :class:`~clocktower.context.AbilityContext`: a seat's own choices
(players, a character), what a seat learns (``inform``), abnormal working, and questions
put to the Storyteller or to another seat."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Literal, cast, overload

from .. import rules
from ..characters import hook as module_hook
from ..decisions import JUDGED, STORYTELLER, Decision, DecisionKind
from .actions import Actions
from .base import Ask, T

if TYPE_CHECKING:
    from ..context import AbilityContext

OWN_STATEMENT_LENGTH = 200
"""The longest statement, in characters, the Storyteller may write in their own words (the
Savant's pair, :meth:`Decisions.inform` ``own_pair``)."""


def _text_or(render: Callable[[Any], str]) -> Callable[[Any], str]:
    """A labeller that shows a text answer (a statement in the Storyteller's own words) as
    it is, and any other value with ``render``."""
    return lambda v: v if isinstance(v, str) else render(v)


class Decisions(Actions):
    """Decisions an ability asks (see :class:`~clocktower.context.AbilityContext`)."""

    __slots__ = ()

    # ------------------------------------------------------------ decisions
    @overload
    def choose_players(self, count: Literal[1] = 1, *, candidates: Iterable[int] | None = None,
                       prompt: str = "", allow_none: Literal[False] = False, in_order: bool = False) -> Ask[int]: ...

    @overload
    def choose_players(self, count: Literal[1] = 1, *, candidates: Iterable[int] | None = None,
                       prompt: str = "", allow_none: bool, in_order: bool = False) -> Ask[int | None]: ...

    @overload
    def choose_players(self, count: Literal[2, 3, 4, 5] | tuple[int, int], *, candidates: Iterable[int] | None = None,
                       prompt: str = "", allow_none: bool = False, in_order: bool = False) -> Ask[tuple[int, ...]]: ...

    def choose_players(
        self,
        count: int | tuple[int, int] = 1,
        *,
        candidates: Iterable[int] | None = None,
        prompt: str = "",
        allow_none: bool = False,
        in_order: bool = False,
    ) -> Ask[Any]:
        """Ask this seat to choose players with its ability.

        Args:
            count: how many (1 to 5, or ``(lo, hi)``).
            candidates: the legal seats (default: every seat, alive or dead).
            prompt: what the choice is for.
            allow_none: for a single choice, also offer "no one" (answer None).
            in_order: for an ability that acts on its picks one after another (the Po's and
                the Shabaloth's kills): the chosen players do not react here; the ability
                calls :meth:`resolve_pick` for each pick, in the order chosen, just before it
                acts on it, so a reaction that changes the chooser (the Goon makes it drunk
                at once) changes only the later picks (issue 17, rule 3).

        Returns:
            For ``count == 1``: the chosen seat or None; otherwise a tuple of seats.
            At night, a chosen Goon reacts before this returns (unless ``in_order``).
        """
        pool = tuple(self.seats() if candidates is None else candidates)
        single = count == 1
        if single and self.is_night and self.seat != STORYTELLER:
            pool = self._required_choice(pool)
        hidden = self.unnamed_by  # (read once for the step and the prompt)
        step = self._player_step(self.seat, hidden=hidden)
        if single:
            options: tuple[Any, ...] = pool + ((None,) if allow_none else ())
            decision = Decision(
                DecisionKind.CHOOSE_PLAYERS, self.seat, step,
                self._neutral(prompt or "Choose a player", "choose a player" + (", or no one" if allow_none else ""),
                              hidden),
                options, subject=self.seat, labels=self._game.seat_labels(),
            )
        else:
            lo, hi = (count, count) if isinstance(count, int) else count
            decision = Decision(
                DecisionKind.CHOOSE_PLAYERS, self.seat, step,
                self._neutral(prompt or f"Choose {lo} players",
                              f"choose {lo} players" if lo == hi else f"choose {lo} to {hi} players", hidden),
                pool, count=(lo, hi), subject=self.seat, labels=self._game.seat_labels(),
            )
        answer = yield decision
        if answer is not None and answer != () and self._reprompted():
            answer = yield from self._choose_differently(decision, answer, single)
        chosen: tuple[int, ...] = (answer,) if single and answer is not None else (
            () if single else answer
        )
        self._game.log_choice(cast("AbilityContext", self), chosen)
        if chosen and not in_order:
            yield from self._game.after_chosen(cast("AbilityContext", self), chosen)
        return answer

    def resolve_pick(self, target: int, earlier: Iterable[int] = ()) -> Ask[None]:
        """The chosen player ``target`` reacts to being chosen (at night, the Goon), for an
        ability that chose with ``choose_players(..., in_order=True)``: call it for each pick,
        in the order chosen, just before acting on that pick.

        Args:
            target: the pick about to be acted on.
            earlier: the picks already resolved (a player picked twice reacts once).
        """
        if target in tuple(earlier):
            return
        yield from self._game.after_chosen(cast("AbilityContext", self), (target,))
    def _reprompted(self) -> bool:
        """True when this ability was granted by a character whose module data says the
        Storyteller may make its holder choose again (``REPROMPTS_GRANTS``: the Alchemist)."""
        if self.seat == STORYTELLER or self._game.state.seats[self.seat].character == self.character:
            return False
        grant = rules.granted(self._game.state, self.seat, self.character)
        return grant is not None and bool(module_hook(grant.source_character, "REPROMPTS_GRANTS"))

    def _choose_differently(self, decision: Decision, answer: Any, single: bool) -> Ask[Any]:
        """The Storyteller may prompt the holder to choose differently, as often as it likes
        while another choice is left (the Alchemist: "the Storyteller may prompt you to choose
        differently"); returns the choice that stands."""
        refused: set[Any] = set()
        while True:
            shown = self._game.seat_labels()
            text = (shown.get(answer, str(answer)) if single
                    else ", ".join(shown.get(x, str(x)) for x in answer))
            keep = yield Decision(
                DecisionKind.STORYTELLER, STORYTELLER, f"{self.character}.reprompt",
                f"{self.name(self.seat)} chose {text} with the {self.character_name(self.character)} ability: "
                "accept it, or prompt them to choose differently?", (True, False), subject=self.seat,
                labels={True: "accept", False: "choose differently"})
            if keep:
                return answer
            refused.add(answer)
            left = tuple(o for o in decision.options if o not in refused) if single else decision.options
            if not left or (single and left == (None,)):
                return answer
            decision = replace(decision, options=left)
            answer = yield decision

    def _required_choice(self, pool: tuple[int, ...]) -> tuple[int, ...]:
        """The candidates left once abilities in play say this night choice must be one of
        some players (``must_choose``: the Demon must choose the Spy an Alchemist-Spy found);
        unchanged when none says so or nothing would be left."""
        from ..context import AbilityContext  # (the whole class, built on this part)
        for holder, character, hook in self._game._hooked("must_choose", True):
            required = hook(AbilityContext(self._game, holder, character), cast("AbilityContext", self))
            if required is not None:
                narrowed = tuple(p for p in pool if p in required)
                if narrowed:
                    pool = narrowed
        return pool

    @overload
    def choose_character(self, *, candidates: Iterable[str] | None = None, prompt: str = "",
                         allow_none: Literal[False] = False) -> Ask[str]: ...

    @overload
    def choose_character(self, *, candidates: Iterable[str] | None = None, prompt: str = "",
                         allow_none: bool) -> Ask[str | None]: ...

    def choose_character(
        self, *, candidates: Iterable[str] | None = None, prompt: str = "", allow_none: bool = False
    ) -> Ask[str | None]:
        """Ask this seat to choose a character (default: any on the script)."""
        pool = tuple(self.script_characters() if candidates is None else candidates)
        options = pool + ((None,) if allow_none else ())
        answer = yield Decision(
            DecisionKind.CHOOSE_CHARACTER, self.seat, self._player_step(self.seat),
            self._neutral(prompt or "Choose a character", "choose a character" + (", or none" if allow_none else "")),
            options, subject=self.seat, labels=self._game.character_labels(),
        )
        self._game.log_choice(cast("AbilityContext", self), (), character=answer)
        return answer

    def inform(
        self,
        *,
        truth: Sequence[T],
        domain: Sequence[T],
        what: str,
        render: Callable[[T], str],
        learner: int | None = None,
        false: Sequence[T] | None = None,
        judged: bool = False,
        own_pair: Sequence[str] | None = None,
    ) -> Ask[T]:
        """Ask the Storyteller what this seat learns, then tell the seat.

        When the ability functions the legal set is the truth alone; when it does not
        (drunk, poisoned, only believed), any value of ``domain``. Rule modifiers from other
        characters (the Vortox) may change the legal set.

        Args:
            truth: every value that would be true (one or more).
            domain: every value the ability could ever show.
            what: a short description ("how many woke").
            render: turns a value into the sentence the seat is told; it also labels the
                decision's options when they are read, later, so it must depend only on
                what does not change (seat and character names, the values it closes over).
            learner: who learns (default: this seat).
            false: the values of ``domain`` that count as false information, when that is
                not simply "not the truth" (the Savant: both statements false); rule
                modifiers such as the Vortox's see the domain as ``false`` plus ``truth``.
            judged: the almanac makes the answer the Storyteller's judgement (the General:
                "which alignment the Storyteller believes is winning"; the Amnesiac: how
                close a guess is). Then, while the ability works and no rule modifier narrows
                the answer, every value of ``domain`` is legal (``why`` is
                :data:`~clocktower.decisions.JUDGED`) and ``truth`` is only the engine's
                suggestion: a judged answer other than it is not false information.
            own_pair: for information that is two statements, one true and one false (the
                Savant): the Storyteller may instead state two statements of their own
                (:meth:`_own_pair`). The decision then also takes a text (its ``free_text``
                is :data:`OWN_STATEMENT_LENGTH`), the first statement; these sentences are
                offered as suggestions for the second.

        Returns:
            The value shown; for a pair in the Storyteller's own words, the two texts.
        """
        every_truth = tuple(truth)
        options, why = self._game.information_options(
            cast("AbilityContext", self), every_truth, tuple(domain), None if false is None else tuple(false))
        if judged and not why:
            options, why = tuple(dict.fromkeys(every_truth + tuple(domain))), JUDGED
        learner = self.seat if learner is None else learner
        legal_truth = every_truth
        if options is not every_truth:
            # A rule (the Vortox) may have left true values out: the decision's truth is
            # those still legal (or all of them, when none is).
            allowed = set(options)
            legal_truth = tuple(t for t in every_truth if t in allowed) or every_truth
        # Options and truth are labelled by ``render`` when asked (the truth too: the Vortox
        # can make it illegal, and the Storyteller is still shown what it is), however many
        # options there are: a label is made only when shown, and the Savant's hundreds of
        # statement pairs read as sentences naming seats, not as tuples of seat indices
        # counted from 0 (issue 17, item 9).
        shown = yield Decision(
            DecisionKind.INFORM, STORYTELLER, self.character,
            f"What does {self.name(learner)} ({self.character_name(self.character)}) learn: {what}?",
            options, truth=legal_truth, why=why, subject=learner,
            labeller=render if own_pair is None else _text_or(render),
            free_text=OWN_STATEMENT_LENGTH if own_pair is not None else 0,
        )
        if own_pair is not None and isinstance(shown, str):
            return cast(T, (yield from self._own_pair(shown, learner, what, own_pair)))
        self.tell(learner, render(shown), kind="learned", data={"what": self._scrub(what), "value": shown})
        if every_truth and shown not in every_truth and why != JUDGED:
            self._false_information(why)
        return shown

    def _false_information(self, why: str) -> None:
        """Record that this ability gave false information: it worked abnormally (drunk,
        poisoned, the Vortox). Only believing the ability (the Drunk, the Lunatic, the
        Marionette) is for the Storyteller to judge (the Mathematician's jinxes with them)."""
        self.mark_abnormal(cause=why or "false information", judged=self.acting)
        self._game.false_information_given(cast("AbilityContext", self), why)

    def _own_pair(self, first: str, learner: int, what: str, suggestions: Sequence[str]) -> Ask[tuple[str, str]]:
        """The rest of a pair of statements in the Storyteller's own words (the Savant's "get
        creative"): ``first`` was written at the information decision. The Storyteller then
        writes the second (a text decision; it must differ from the first) and says which
        of the two is true; the learner is told exactly the two texts, in that order, and
        never which is true, which goes in the Storyteller's log.

        Which answers are legal follows the information rules, as for the catalogue's pairs:
        a working ability gets one true and one false statement ("the first" or "the second"
        is true); a drunk or poisoned one may also get two true or two false ones; the Vortox
        leaves only two false ones. The engine cannot judge the Storyteller's words: it
        records what the Storyteller says of them.

        Returns:
            The two texts, in the order told.
        """
        name, character = self.name(learner), self.character_name(self.character)
        offered = tuple(dict.fromkeys(t for t in suggestions
                                      if t.strip().casefold() != first.strip().casefold()
                                      and 0 < len(t) <= OWN_STATEMENT_LENGTH)) or ("(no statement)",)
        second = yield Decision(
            DecisionKind.TEXT, STORYTELLER, f"{self.character}.own",
            f"Your second statement for {name} ({character}), in your own words or one of these sentences "
            f"(the first: \"{first}\")", offered, subject=learner, labels={t: t for t in offered},
            free_text=OWN_STATEMENT_LENGTH, refused_texts=(first,))
        truth = ("first", "second")
        options, why = self._game.information_options(
            cast("AbilityContext", self), truth, ("first", "second", "both", "neither"), ("neither",))
        legal_truth = tuple(t for t in truth if t in options) or truth
        labels = {"first": f"the first is true: \"{first}\" (\"{second}\" is false)",
                  "second": f"the second is true: \"{second}\" (\"{first}\" is false)",
                  "both": "both are true", "neither": "neither is true"}
        which = yield Decision(
            DecisionKind.STORYTELLER, STORYTELLER, f"{self.character}.own.true",
            f"Which of your statements to {name} ({character}) is true? First: \"{first}\"; "
            f"second: \"{second}\".", options, truth=legal_truth, why=why, subject=learner, labels=labels)
        # (Told as written: the Storyteller's words are not scrubbed of an unnamed ability's name.)
        self._game.emit("learned", f"{first} / {second}", seats=(learner,),
                        data={"what": self._scrub(what), "value": [first, second]})
        self.note(f"{name} ({character}) is told, in the Storyteller's own words: \"{first}\" / \"{second}\"; "
                  f"{labels[which].split(':')[0]}.")
        if which not in truth:
            self._false_information(why)
        return first, second

    def mark_abnormal(self, seat: int | None = None, *, cause: str = "", judged: bool = False) -> None:
        """Record that a seat's ability (default: this one) worked abnormally because of
        another character's ability: false information (recorded by :meth:`inform` itself),
        or an action that did nothing that a working ability would have done (a drunk
        Witch's curse, a poisoned Demon's kill). ``judged``: the Storyteller decides whether
        it counts. Read by the Mathematician (:meth:`abnormal_since_dawn`)."""
        if self.seat == STORYTELLER and seat is None:
            return  # a Storyteller character's ability never works abnormally
        state = self._game.state
        phase = state.phase
        who = self._own(seat)
        cause = cause or rules.why_not_functioning(state, who, self.character)
        state.abnormal.append((who, cause, judged, phase, state.night if phase == "night" else state.day))

    def abnormal_since_dawn(self) -> tuple[list[int], list[int]]:
        """The seats whose abilities worked abnormally since the last dawn (the first night:
        since the game began): those that surely count, and those only the Storyteller may
        count (judged, and not also among the first), each in seat order."""
        state = self._game.state
        # (At night N the last dawn opened day N-1, which ``state.day`` still is.)
        since = {("day", state.day), ("night", state.night)} if state.phase == "night" else {("day", state.day)}
        sure = sorted({s for s, _c, judged, ph, n in state.abnormal if (ph, n) in since and not judged})
        maybe = sorted({s for s, _c, judged, ph, n in state.abnormal if (ph, n) in since and judged} - set(sure))
        return sure, maybe

    def storyteller(self, prompt: str, options: Sequence[T], *, step: str | None = None,
                    labels: dict[Any, str] | None = None, suggested: Sequence[T] = ()) -> Ask[T]:
        """Ask the Storyteller to pick one of ``options`` (who dies, who is drunk...).

        ``suggested``: for a judgement the almanac leaves to the Storyteller (the Wizard's
        price), the options the engine would pick; they become the decision's ``truth`` with
        ``why`` :data:`~clocktower.decisions.JUDGED`, and the automated Storytellers pick
        among them. Every option stays legal."""
        picks = tuple(o for o in suggested if o in options)
        return (yield Decision(
            DecisionKind.STORYTELLER, STORYTELLER, step or self.character, prompt,
            tuple(options), subject=self.seat,
            labels=labels if labels is not None else self._game.seat_labels(),
            truth=picks, why=JUDGED if picks else "",
        ))

    @overload
    def ask(self, seat: int, prompt: str, options: Sequence[T], *, count: None = None,
            labels: dict[Any, str] | None = None, kind: DecisionKind = DecisionKind.DAY_ABILITY,
            step: str | None = None) -> Ask[T]: ...

    @overload
    def ask(self, seat: int, prompt: str, options: Sequence[T], *, count: tuple[int, int],
            labels: dict[Any, str] | None = None, kind: DecisionKind = DecisionKind.DAY_ABILITY,
            step: str | None = None) -> Ask[tuple[T, ...]]: ...

    def ask(self, seat: int, prompt: str, options: Sequence[T], *, count: tuple[int, int] | None = None,
            labels: dict[Any, str] | None = None, kind: DecisionKind = DecisionKind.DAY_ABILITY,
            step: str | None = None) -> Ask[Any]:
        """Ask another seat a question this ability gives them (a Minion's Damsel guess; a
        Riot nominee's next nomination). ``step`` names the decision (default: this
        character's id)."""
        hidden = self.unnamed_by if seat == self.seat else None  # (read once, as only its holder's own matter)
        if hidden is not None and labels is not None:
            labels = self._scrub_labels(labels)
        return (yield Decision(
            kind, seat, self._player_step(seat, step, hidden), self._neutral(prompt, "choose", hidden),
            tuple(options), count=count, subject=seat,
            labels=labels if labels is not None else self._game.seat_labels(),
        ))

