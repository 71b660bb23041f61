"""People at the table in a terminal: player seats and an assisted Storyteller.

:class:`HumanPlayer` answers a seat's decisions by asking a person. Its prompt is built
only from that seat's :class:`~clocktower.engine.SeatView` and the decision itself (never
from the Grimoire): the character the player believes they are and its ability line, what
they have been told, the public log since their last prompt, who is alive and who still
holds a ghost vote. :class:`HumanStoryteller` gives the Storyteller's decisions to a person
in assisted mode: it shows the night order with the current step marked, who wakes now, the
true answer the engine computed and the legal alternatives with the reason they are legal
(drunk, poisoned, Vortox, registration), and the Grimoire on request.

Several people may share one terminal: :class:`Keyboard` knows who is at the keyboard and,
before showing a different person's prompt, clears the screen and waits until that person
says they are there ("pass the device"), so no one sees another's view. Each person keeps
their own line-editing history. The pass screen itself is public: at night it shows whom
the game asks, that is who wakes (the README says so; the web Grimoire has no such screen).

A person can type ``save [FILE]`` or ``quit`` at any prompt; the agents raise
:class:`SaveRequest` or :class:`QuitRequest` and the driver in :mod:`clocktower.session`
writes the record and stops. Closed input (EOF) and Ctrl-C propagate as ``EOFError`` and
``KeyboardInterrupt`` for the driver to handle the same way.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from . import rules
from .answers import AnswerReader, BadEntry
from .catalogue import load_catalogue
from .decisions import JUDGED, STORYTELLER, Decision, DecisionKind, IllegalAnswer
from .engine import Game, SeatView
from .events import Event

STORYTELLER_NAME = "the Storyteller"
"""How the Storyteller is named on pass-the-device screens."""

LIST_LIMIT = 40
"""Decisions with more options than this show their shapes instead of the whole list."""

_EVENT_STYLE = {
    "phase": "bold cyan", "dawn": "bold yellow", "dusk": "cyan", "died": "bold red",
    "executed": "bold red", "game_over": "bold magenta", "nominated": "yellow", "voted": "yellow",
    "learned": "bold green", "statement": "white", "resurrected": "bold green", "dealt": "bold green",
}


class SaveRequest(Exception):
    """A person typed ``save [FILE]``: write the record (also to ``path`` if given) and stop."""

    def __init__(self, path: str | None = None) -> None:
        super().__init__(path)
        self.path = path


class QuitRequest(Exception):
    """A person typed ``quit``: write the record and stop."""


class Keyboard:
    """The shared terminal: output, input, and who is at the keyboard.

    Args:
        console: where prompts are printed.
        read: reads one line after printing a prompt (``input`` by default); raises
            ``EOFError`` when input is closed.
        people: how many people share this terminal (pass-the-device screens appear only
            when there are two or more).
        history: the line-editing history of ``read`` (the ``readline`` module when
            ``input`` edits lines), or None. Each person gets their own: when the device
            is passed, the history of what the last person typed (their night choices,
            the Storyteller's answers) is put away, so the arrow keys cannot show it to
            the next person.
    """

    def __init__(self, console: Console, read: Callable[[str], str] = input, people: int = 1,
                 history: Any = None) -> None:
        self.console = console
        self.read = read
        self.people = people
        self.history = history
        self.histories: dict[str | None, list[str]] = {}
        self.at_keyboard: str | None = None

    def ask(self, prompt: str) -> str:
        """Print ``prompt`` and read one line (``EOFError`` when input is closed)."""
        self.console.file.flush()
        return self.read(prompt)

    def clear(self) -> None:
        """Clear the screen and the scroll-back on a real terminal; a rule otherwise."""
        if self.console.is_terminal:
            self.console.file.write("\x1b[H\x1b[2J\x1b[3J")
            self.console.file.flush()
        else:
            self.console.print("\n" * 3)

    def hand_to(self, who: str) -> None:
        """Make sure ``who`` is at the keyboard before their prompt is shown.

        With two or more people, when someone else had the keyboard: clear the screen, ask
        for the device to be passed to ``who`` and wait for Enter (``save`` and ``quit``
        also work there), then clear again.

        Raises:
            SaveRequest, QuitRequest: typed at the pass screen.
            EOFError: input closed.
        """
        if self.people < 2 or self.at_keyboard == who:
            self.at_keyboard = who
            return
        self._put_history_away()
        self.at_keyboard = None  # no one until Enter (a 'save' here comes back to this screen)
        self.clear()
        self.console.rule(f"[bold]Pass the device to {escape(who)}")
        while True:
            line = self.ask(f"Press Enter when {who} is at the keyboard (or type save / quit): ").strip()
            if not line:
                break
            word, _, rest = line.partition(" ")
            if word.lower() == "save":
                raise SaveRequest(rest.strip() or None)
            if word.lower() == "quit":
                raise QuitRequest()
            self.console.print(f"[red]Only Enter, save or quit here.[/red] This screen waits for {escape(who)}.")
        self.clear()
        self.at_keyboard = who
        if self.history is not None:
            self.history.clear_history()  # what was typed at the pass screen is no one's
            for line in self.histories.get(who, []):
                self.history.add_history(line)

    def _put_history_away(self) -> None:
        """Keep the line history typed so far as the current person's, and clear it."""
        h = self.history
        if h is None:
            return
        if self.at_keyboard is not None:
            lines = [h.get_history_item(i) for i in range(1, h.get_current_history_length() + 1)]
            self.histories[self.at_keyboard] = [line for line in lines if line is not None]
        h.clear_history()


def format_event(e: Event, names: Sequence[str] | None = None) -> str:
    """One event as rich markup. With ``names`` (the Storyteller's view) a private event
    is marked with its audience."""
    style = _EVENT_STYLE.get(e.kind, "")
    text = escape(e.text)
    prefix = ""
    if names is not None and not e.public:
        prefix = ("[dim]\\[ST][/dim] " if not e.seats
                  else f"[dim]\\[to {escape(', '.join(names[i] for i in e.seats))}][/dim] ")
    if e.kind == "phase":
        return f"[bold cyan]— {text} —[/bold cyan]"
    if e.kind == "dawn":
        text = f"— {text} —"
    return f"{prefix}[{style}]{text}[/{style}]" if style else f"{prefix}{text}"


def _time_label(phase: str, night: int, day: int) -> str:
    if phase == "night":
        return f"Night {night}"
    if phase == "day":
        return f"Day {day}"
    if phase == "setup":
        return "Setup"
    return "Game over"


_COMMON_HELP = """\
Answer with an option's number or its name. For a pick of several, separate
the picks with spaces ("2 5") or, for options of several words, with commas
("Alice Imp, Bob Po"); "-" picks nothing when that is allowed. A name can be
cut short when only one option fits ("claim scar"); Enter alone takes the only
option when there is just one.
Commands:
  help            this text
  options [WORD]  list the options (only those containing WORD)
  save [FILE]     save the game (to the save file, and also to FILE) and stop
  quit            save the game to the save file and stop"""

_PLAYER_HELP = _COMMON_HELP + """
  notes           everything you have been told privately
  log             everything you have seen, public and private
  who             who is alive and who still holds a ghost vote
  me              your character and ability"""

_STORYTELLER_HELP = _COMMON_HELP + """
  grimoire        the Grimoire: every seat's character, alignment, status, reminders
  order           the night order with the current step marked
  truth           answer with the true value the engine computed
  random          answer with a legal option picked at random (at a setup step: this pick
                  and the rest of the step, e.g. the rest of the Townsfolk or of the deal)
  random setup    pick this and every later setup choice at random
  build           at the Savant's information: build the pair statement by statement
                  (each statement's kind, then the statement), instead of the long list
  own             at the Savant's information: state your own pair (write the first
                  statement, then the second, then say which one is true)
  A, B, C         at a setup step: several picks at once (e.g. "Sailor, Chef, Monk" for the
                  bag, or "Alice, Bob" for the deal): each answers the next pick of the step
  log [N]         the last N events (all events when N is omitted)
  nobody          at a bot seat's exile call: no bot calls for an exile for the rest of today"""


def _sentence(prompt: str) -> str:
    """``prompt`` ending as a sentence, so that "Choose one." after it reads apart."""
    return prompt if prompt.rstrip().endswith((".", "?", "!", ":")) else prompt + "."


class _Person:
    """What a human player and a human Storyteller share: prompts and option lists."""

    name: str
    keyboard: Keyboard

    @property
    def console(self) -> Console:
        return self.keyboard.console

    def show_options(self, reader: AnswerReader, decision: Decision, word: str = "",
                     marks: Callable[[Any], str] | None = None) -> None:
        entries = reader.entries
        if word:
            key = word.lower()
            entries = [(n, o) for n, o in entries
                       if key in decision.label(o).lower() or key in reader.display_word(o).lower()]
            if not entries:
                self.console.print(f"No option contains {escape(word)!r}.")
                return
        elif len(entries) > LIST_LIMIT and is_savant_pairs(decision):
            self.console.print(f"{len(entries)} pairs of statements: type 'build' to choose the two statements "
                               "one at a time ('options WORD' lists the pairs containing WORD)"
                               + (", or 'own' to state your own pair." if decision.free_text else "."))
            return
        elif len(entries) > LIST_LIMIT:
            self.console.print(f"{len(entries)} options; type one of these shapes "
                               "('options WORD' lists the options containing WORD):")
            for form in reader.forms():
                self.console.print(f"  {escape(form)}")
            return
        for n, o in entries:
            mark = marks(o) if marks is not None else ""
            self.console.print(f"  [bold]{n:>3}[/bold]  {escape(decision.label(o))}{mark}")

    def describe_pick(self, decision: Decision) -> str:
        if is_savant_pairs(decision):
            return "Choose one."  # (the text it also takes is asked with 'own')
        if is_own_statement(decision):
            return "Write it (or type a number to use one of these sentences)."
        if decision.count is None:
            return "Choose one" + (" (or write your own text)" if decision.free_text else "") + "."
        lo, hi = decision.count
        if lo == hi:
            return f"Choose {lo}."
        return f"Choose {lo} to {hi}" + (" ('-' for none)." if lo == 0 else ".")

    def common_command(self, line: str, reader: AnswerReader, decision: Decision,
                       marks: Callable[[Any], str] | None = None) -> bool:
        """Handle help/options/save/quit; True when ``line`` was one of them."""
        word, _, rest = line.strip().partition(" ")
        word = word.lower()
        if word == "save":
            raise SaveRequest(rest.strip() or None)
        if word == "quit":
            raise QuitRequest()
        if word == "options":
            self.show_options(reader, decision, rest.strip(), marks)
            return True
        return False


class HumanPlayer(_Person):
    """A person playing one seat at the terminal.

    Args:
        seat: the seat index (0-based).
        keyboard: the shared terminal.
        hands: what the whole table sees of the vote under way (see :func:`hands_raised`),
            or None; a vote prompt then says whose hands are already up, as a person at
            the table would see them.

    It reads only the :class:`SeatView`, the decision it is given and ``hands``.
    """

    def __init__(self, seat: int, keyboard: Keyboard,
                 hands: Callable[[], tuple[int, list[int]] | None] | None = None) -> None:
        self.seat = seat
        self.keyboard = keyboard
        self.hands = hands
        self.name = f"seat {seat + 1}"
        self.shown = 0  # how many of the seat's events it has been shown
        self.last_time: tuple[str, int, int] | None = None

    # --------------------------------------------------------------- display
    def catch_up(self, view: SeatView) -> None:
        """Print the events this seat saw since it was last shown any."""
        events = view.events
        for e in events[self.shown:]:
            if e.kind != "game_over":  # the result is printed with the final Grimoire
                self.console.print(format_event(e))
        self.shown = len(events)

    def show_me(self, view: SeatView, brief: bool = False) -> None:
        cat = load_catalogue()
        if brief and view.character:
            self.console.print(f"[dim]You: {escape(view.name)}, the {escape(cat.get(view.character).name)} "
                               f"({view.alignment}){'' if view.alive else ', dead'}"
                               f"{', ghost vote' if not view.alive and view.ghost_vote else ''}. "
                               "'me' for your ability, 'help' for commands.[/dim]")
            return
        if view.character:
            self.console.print(f"You are [bold]{escape(view.name)}[/bold] (seat {view.seat + 1}), the "
                               f"[bold]{escape(cat.get(view.character).name)}[/bold] ({view.alignment}): "
                               f"{escape(view.ability)}")
        else:
            self.console.print(f"You are [bold]{escape(view.name)}[/bold] (seat {view.seat + 1}).")
        if not view.alive:
            self.console.print("You are dead: you may still talk, and you have "
                               + ("[bold]your ghost vote[/bold]." if view.ghost_vote else "used your ghost vote."))

    def show_who(self, view: SeatView) -> None:
        parts = []
        for p in view.players:
            tag = f"{p.index + 1} {escape(p.name)}"
            if p.index == view.seat:
                tag += " (you)"
            if not p.alive:
                tag = f"[dim]{tag} †{' ghost vote' if p.ghost_vote else ''}[/dim]"
            parts.append(tag)
        alive = sum(1 for p in view.players if p.alive)
        self.console.print(f"Alive {alive} of {len(view.players)}: " + " · ".join(parts))

    def show_notes(self, view: SeatView, last: int | None = None) -> None:
        private = [e for e in view.events if not e.public]
        if not private:
            self.console.print("You have not been told anything privately yet.")
            return
        shown = private if last is None else private[-last:]
        if last is not None and len(private) > last:
            self.console.print(f"[dim](the last {last} of {len(private)}; 'notes' shows all)[/dim]")
        for e in shown:
            self.console.print(f"  [dim]{_time_label(e.time[0], e.time[1], e.time[1])}:[/dim] {format_event(e)}")

    def replayed(self, view: SeatView, decision: Decision, answer: Any) -> None:
        """Called when a game is resumed, for each recorded answer of this seat: the seat had
        seen everything up to that decision. The clock of the last prompt is left unset, so
        the first prompt after resuming (on a fresh screen) shows the whole recap: ability
        line and the latest private notes."""
        self.shown = len(view.events)

    # --------------------------------------------------------------- deciding
    def decide(self, view: SeatView | None, decision: Decision) -> Any:
        """Ask the person for a legal answer (re-asking after an invalid entry).

        Raises:
            SaveRequest, QuitRequest: the person asked to save or quit.
            EOFError: input closed.
        """
        assert view is not None, "a player seat always has a view"
        self.name = f"{view.name} (seat {view.seat + 1})"
        self.keyboard.hand_to(self.name)
        now = (view.phase, view.night, view.day)
        self.console.rule(f"[bold]{escape(self.name)}[/bold] · {_time_label(*now)}")
        if self.shown < len(view.events):
            self.console.print("[dim]Since your last turn:[/dim]")
            self.catch_up(view)
        fresh = now != self.last_time
        self.show_me(view, brief=not fresh)
        if fresh:
            self.show_notes(view, last=8)
        self.show_who(view)
        self.last_time = now
        reader = AnswerReader(decision, [p.name for p in view.players])
        if decision.kind == DecisionKind.VOTE and decision.step == "vote":  # not a cult's "join?"
            self.console.print(f"[dim]{escape(vote_context(view))}[/dim]")
            raised = self.hands() if self.hands is not None else None
            if raised is not None:
                names = [p.name for p in view.players]
                up = [names[v] for v in raised[1] if 0 <= v < len(names)]
                self.console.print(f"Hands raised so far for {escape(names[raised[0]])}: "
                                   + (escape(", ".join(up)) + f" ({len(up)})" if up else "none yet") + ".")
        self.console.print(f"[bold yellow]{escape(_sentence(decision.prompt))}[/bold yellow] "
                           f"{self.describe_pick(decision)}")

        def marks(option: Any) -> str:
            return "  (you)" if reader.seat_numbered and option == view.seat else ""

        self.show_options(reader, decision, marks=marks)
        while True:
            line = self.keyboard.ask(f"{view.name}> ")
            if self.common_command(line, reader, decision, marks):
                continue
            word = line.strip().lower()
            if word in ("help", "?"):
                self.console.print(escape(_PLAYER_HELP))
                continue
            if word == "notes":
                self.show_notes(view)
                continue
            if word == "log":
                for e in view.events:
                    self.console.print(format_event(e))
                continue
            if word == "who":
                self.show_who(view)
                continue
            if word == "me":
                self.show_me(view)
                continue
            try:
                answer = reader.parse(line)
            except BadEntry as exc:
                self.console.print(f"[red]Not accepted:[/red] {escape(str(exc))}. Try again ('help' for help).")
                continue
            shown = decision.label(answer) if decision.count is None else \
                ", ".join(decision.label(a) for a in answer) or "nothing"
            self.console.print(f"[dim]→ {escape(shown)}[/dim]")
            self.shown = len(view.events)
            return answer


def hands_raised(game: Game) -> tuple[int, list[int]] | None:
    """The vote under way, as the whole table sees it: the nominee and the seats whose hands
    are up so far, in the order they were raised; None when no vote is being asked. In a
    secret vote (eyes closed: the Organ Grinder) no hand is seen."""
    pending = game.pending
    if pending is None or pending.kind != DecisionKind.VOTE or pending.step != "vote" or not game.state.nominations:
        return None
    nomination = game.state.nominations[-1]
    return nomination.nominee, [] if nomination.secret else list(nomination.voters)


def vote_context(view: SeatView) -> str:
    """The public state of today's vote: how many votes are needed and who is about to die."""
    alive = sum(1 for p in view.players if p.alive)
    half = (alive + 1) // 2
    if any(e.kind == "secret_vote" and tuple(e.time) == ("day", view.day) for e in view.events):
        return (f"{half} votes are needed ({alive} players alive); the votes today are secret: nobody knows "
                "who is about to die.")
    today = [e for e in view.events if e.kind == "voted" and tuple(e.time) == ("day", view.day)]
    block = today[-1].data.get("about_to_die") if today else None
    if isinstance(block, int) and 0 <= block < len(view.players):
        tally = max(int(e.data.get("tally", 0)) for e in today if e.data.get("nominee") == block)
        return (f"{half} votes are needed ({alive} players alive); about to die: {view.players[block].name} "
                f"with {tally}: {tally} votes make a tie (nobody dies), {tally + 1} or more put this nominee "
                "there instead.")
    # Every tally of the day counts, whatever the count needed was then: a nominee needs more
    # votes than the day's highest (a tie, or a tally cast when more were needed).
    highest = max((int(e.data.get("tally", 0)) for e in today), default=0)
    needed = max(half, highest + 1) if highest else half
    text = f"{needed} votes are needed ({alive} players alive"
    if needed > half:
        text += f"; half of them is {half}, but the day's highest tally is {highest}: {highest} would tie"
    return f"{text}); nobody is about to die yet."


class HumanStoryteller(_Person):
    """A person as the Storyteller, assisted by the engine.

    Args:
        game: the game (the Storyteller reads the Grimoire).
        keyboard: the shared terminal.
    """

    def __init__(self, game: Game, keyboard: Keyboard) -> None:
        self.game = game
        self.keyboard = keyboard
        self.name = STORYTELLER_NAME
        self.shown = 0
        self.rng = random.Random()  # for the 'random' command; the answer is recorded
        self.auto_setup = False  # 'random setup': the rest of the setup is picked at random
        self.no_exile_day = -1  # 'nobody': the day on which no more bot seat calls for an exile
        # 'random' at a setup step: the step whose remaining picks are made at random.
        self.random_step: str | None = None
        # Several picks typed at once at a setup step: the step and the picks still to answer.
        self.queued_step: str | None = None
        self.queued: list[str] = []

    def names(self) -> list[str]:
        return [s.name for s in self.game.state.seats]

    def catch_up(self, view: SeatView | None = None) -> None:
        """Print every event since the Storyteller was last shown any."""
        names = self.names()
        for e in self.game.events[self.shown:]:
            if e.kind != "game_over":  # the result is printed with the final Grimoire
                self.console.print(format_event(e, names))
        self.shown = len(self.game.events)

    def replayed(self, view: SeatView | None, decision: Decision, answer: Any) -> None:
        """Called for each recorded Storyteller answer when a game is resumed."""
        self.shown = len(self.game.events)

    # --------------------------------------------------------------- Grimoire
    def wakers(self, step: str) -> list[str]:
        """Who acts at a night-order step, as the engine's wake queue has it:
        "Alice (seat 1)", with how ("really the Drunk", "a gained ability", "dead")."""
        state = self.game.state
        out = []
        for seat, character in self.game.actors_at(step):
            if seat == STORYTELLER:
                out.append("the Storyteller")
                continue
            s = state.seats[seat]
            how = ""
            if s.character != character and s.believed == character:
                how = f", really the {self.game.char_name(s.character)}"
            elif s.character != character:
                how = ", a gained ability"
            dead = "" if s.alive else ", dead"
            out.append(f"{s.name} (seat {seat + 1}{how}{dead})")
        return out

    def night_steps(self) -> list[tuple[str, list[str]]]:
        """Tonight's order: each step that happens (markers and characters someone acts
        as), with who acts."""
        state = self.game.state
        steps: list[tuple[str, list[str]]] = []
        for step in self.game.night_order(state.night <= 1):
            if step == "dusk":
                continue
            if step in ("minioninfo", "demoninfo"):
                if state.night <= 1 and len(state.seats) >= 7:
                    steps.append((step, []))
                continue
            if step == "dawn":
                steps.append((step, []))
                continue
            who = self.wakers(step)
            if who:
                steps.append((step, who))
        return steps

    def show_order(self, decision: Decision | None) -> None:
        state = self.game.state
        if state.phase != "night":
            self.console.print("It is not night: no night order runs now.")
            return
        labels = {"minioninfo": "Minion info", "demoninfo": "Demon info", "dawn": "Dawn"}
        steps = self.night_steps()
        current = self.current_step(decision, [step for step, _who in steps]) if decision is not None else None
        parts = []
        for step, _who in steps:
            text = labels.get(step) or self.game.char_name(step)
            parts.append(f"[reverse bold] ▶ {escape(text)} [/reverse bold]" if step == current else escape(text))
        which = "first night" if state.night <= 1 else f"night {state.night}"
        self.console.print(f"Night order ({which}): " + " → ".join(parts))

    def current_step(self, decision: Decision, steps: Sequence[str]) -> str:
        """The night-order step ``decision`` belongs to. A decision named after something
        else (a Recluse's registration, a Storyteller's pick such as "widow.know") is asked
        during the step under way: the last seat woken tonight says which one it is."""
        step = decision.step.split(".")[0]
        if step in steps:
            return step
        now = ("night", self.game.state.night)
        for e in reversed(self.game.events):
            if tuple(e.time) != now:
                break
            if e.kind == "woke" and e.data.get("character") in steps:
                return str(e.data["character"])
        return step

    def status(self, seat: int) -> str:
        """A seat's Grimoire line: true and believed character, alignment, state."""
        state = self.game.state
        s = state.seats[seat]
        text = f"{s.name} (seat {seat + 1}): {self.game.char_name(s.character) if s.character else '?'}"
        if s.believed and s.believed != s.character:
            text += f" believing the {self.game.char_name(s.believed)}"
        text += f", {s.alignment}"
        flags = []
        if not s.alive:
            flags.append("dead" + (", ghost vote" if s.ghost_vote else ", no ghost vote"))
        if s.character:
            if rules.is_drunk(state, seat):
                flags.append("drunk")
            if rules.is_poisoned(state, seat):
                flags.append("poisoned")
        return text + (f" [{'; '.join(flags)}]" if flags else "")

    def show_grimoire(self) -> None:
        state = self.game.state
        table = Table(title="Grimoire", show_lines=False)
        for col in ("Seat", "Player", "Character", "Believes", "Alignment", "State", "Reminders"):
            table.add_column(col)
        for s in state.seats:
            flags = []
            if not s.alive:
                flags.append("dead" + (" (ghost vote)" if s.ghost_vote else ""))
            if s.character and rules.is_drunk(state, s.index):
                flags.append("drunk")
            if s.character and rules.is_poisoned(state, s.index):
                flags.append("poisoned")
            tokens = [f"{e.token or e.kind} ({self.game.char_name(e.source_character)})" if e.source_character
                      else (e.token or e.kind) for e in state.effects
                      if e.target == s.index and rules.effect_active(state, e)]
            tokens += [f"{r.token} ({self.game.char_name(r.character)})" for r in state.reminders
                       if r.target == s.index]
            tokens += [f"has the {self.game.char_name(g.character)} ability" for g in state.granted.get(s.index, ())]
            table.add_row(str(s.index + 1), escape(s.name),
                          escape(self.game.char_name(s.character)) if s.character else "",
                          escape(self.game.char_name(s.believed)) if s.believed and s.believed != s.character else "",
                          s.alignment if s.character else "", ", ".join(flags), escape("; ".join(tokens)))
        self.console.print(table)
        if state.bluffs:
            self.console.print("Demon bluffs: " + ", ".join(escape(self.game.char_name(b)) for b in state.bluffs))
        if state.storyteller_characters:
            self.console.print("Storyteller characters: "
                               + ", ".join(escape(self.game.char_name(c)) for c in state.storyteller_characters))

    # --------------------------------------------------------------- deciding
    def decide(self, view: SeatView | None, decision: Decision) -> Any:
        """Ask the person for the Storyteller's answer, showing the engine's help.

        Raises:
            SaveRequest, QuitRequest: the person asked to save or quit.
            EOFError: input closed.
        """
        game = self.game
        state = game.state
        if self.auto_setup and decision.kind == DecisionKind.SETUP:
            answer = decision.random_answer(self.rng)
            self.console.print(f"[dim]{escape(decision.prompt)} → {escape(self._label_answer(decision, answer))} "
                               "(at random)[/dim]")
            return answer
        if decision.kind == DecisionKind.SETUP:
            answer = self._setup_shortcut(decision)
            if answer is not _NO_SHORTCUT:
                return answer
        elif self.queued or self.random_step is not None:
            self._end_setup_shortcuts()
        if decision.step == "exile.call" and self.no_exile_day == state.day:
            return None  # 'nobody' was typed today (shown then)
        self.keyboard.hand_to(self.name)
        self.console.rule(f"[bold]Storyteller[/bold] · {_time_label(state.phase, state.night, state.day)} · "
                          f"step {escape(decision.step)}")
        if self.shown < len(game.events):
            self.catch_up()
        if state.phase == "night":
            self.show_order(decision)
            step = self.current_step(decision, [step for step, _who in self.night_steps()])
            who = self.wakers(step)
            if who:
                self.console.print(f"Now: [bold]{escape(game.char_name(step))}[/bold], for " + escape(", ".join(who)))
        self._traveller_context(decision)
        if decision.subject is not None and 0 <= decision.subject < len(state.seats):
            self.console.print("About " + escape(self.status(decision.subject)))
        truth = [t for t in decision.truth]
        reader = AnswerReader(decision, self.names())
        self.console.print(f"[bold yellow]{escape(_sentence(decision.prompt))}[/bold yellow] "
                           f"{self.describe_pick(decision)}")
        if truth:
            legal = [t for t in truth if t in decision.options] if decision.count is None else truth
            if len(truth) > 3 and legal:
                text = f"any of the {len(truth)} options marked (true)"
            elif len(truth) > 3:
                text = f"{len(truth)} of them, such as {self._label_answer(decision, truth[0])}"
            else:
                text = " | ".join(self._label_answer(decision, t) for t in truth)
            # (A judgement the almanac leaves to the Storyteller: the truth is the engine's suggestion.)
            head = "Suggested answer" if decision.why == JUDGED else "True answer"
            self.console.print(f"{head}{'s' if len(truth) > 1 else ''}: [bold green]{escape(text)}[/bold green]"
                               + ("" if legal else " [red](none is legal now)[/red]"))
        others = len(decision.options) - len([t for t in truth if t in decision.options])
        if decision.why:
            self.console.print(f"Other answers are legal because: [bold]{escape(decision.why)}[/bold]")
        elif truth and others <= 0:
            self.console.print("[dim]Only the truth is legal.[/dim]")
        truth_set = set(t for t in truth if not isinstance(t, list))

        def marks(option: Any) -> str:
            if option in truth_set:
                return "  [green](true)[/green]"
            if decision.why and truth:
                return f"  [dim]({escape(decision.why)})[/dim]"
            return ""

        self.show_options(reader, decision, marks=marks)
        if is_savant_pairs(decision) and len(decision.options) <= LIST_LIMIT:
            self.console.print("Type 'build' to choose the two statements one at a time"
                               + (", or 'own' to state your own pair." if decision.free_text else "."))
        while True:
            line = self.keyboard.ask("Storyteller> ")
            if self.common_command(line, reader, decision, marks):
                continue
            word, _, rest = line.strip().partition(" ")
            word = word.lower()
            if word in ("help", "?"):
                self.console.print(escape(_STORYTELLER_HELP))
                continue
            if word == "grimoire":
                self.show_grimoire()
                continue
            if word == "order":
                self.show_order(decision)
                continue
            if word == "log":
                n = int(rest) if rest.strip().isdigit() else None
                names = self.names()
                for e in game.events[-n:] if n else game.events:
                    self.console.print(format_event(e, names))
                continue
            if word == "build":
                if not is_savant_pairs(decision):
                    self.console.print("[red]'build' is for the Savant's two statements.[/red]")
                    continue
                built = self._build_savant_pair(decision)
                if built is None:
                    self.show_options(reader, decision, marks=marks)
                    continue
                answer = built
                self.console.print(f"[dim]→ {escape(self._label_answer(decision, answer))}[/dim]")
                return answer
            if word == "own" and not rest.strip():
                if not (is_savant_pairs(decision) and decision.free_text):
                    self.console.print("[red]'own' is for the Savant's two statements.[/red]")
                    continue
                own = self._own_first_statement(decision)
                if own is None:
                    self.show_options(reader, decision, marks=marks)
                    continue
                self.console.print(f"[dim]→ first statement: {escape(own)}[/dim]")
                return own
            if is_own_statement(decision) and not line.strip().isdigit() and word not in ("random", "truth"):
                # The second statement in the Storyteller's own words: the line as typed, never
                # read as the beginning of a suggested sentence ('say TEXT' for a text that
                # begins with a command word).
                typed = line.strip()
                typed = typed[4:].strip() if typed.lower().startswith("say ") else typed
                try:
                    answer = decision.validate(typed)
                except IllegalAnswer as exc:
                    self.console.print(f"[red]Not accepted:[/red] {escape(str(exc))}. Try again.")
                    continue
                self.console.print(f"[dim]→ {escape(answer)}[/dim]")
                return answer
            if word == "nobody" and decision.step == "exile.call":
                self.no_exile_day = state.day
                self.console.print("[dim]→ no one; no bot calls for an exile for the rest of today[/dim]")
                return None
            if word == "random" and rest.strip().lower() == "setup":
                if decision.kind != DecisionKind.SETUP:
                    self.console.print("[red]Setup is over.[/red]")
                    continue
                self.auto_setup = True
                answer = decision.random_answer(self.rng)
            elif word == "random":
                answer = decision.random_answer(self.rng)
                if decision.kind == DecisionKind.SETUP and decision.count is None:
                    self.random_step = setup_step_kind(decision.step)
            elif word == "truth":
                if not truth:
                    self.console.print("[red]This decision has no computed true answer.[/red]")
                    continue
                answer = truth[0]
                try:
                    answer = decision.validate(answer)
                except Exception:
                    self.console.print("[red]The true answer is not legal now[/red] "
                                       f"({escape(decision.why or 'see the options')}); pick another.")
                    continue
            else:
                try:
                    answer = reader.parse(line)
                    if is_savant_pairs(decision) and isinstance(answer, str) \
                            and not line.strip().lower().startswith("say "):
                        raise BadEntry(f"{line.strip()!r} is not one of the pairs (type 'build' to choose a pair "
                                       "statement by statement, or 'own' to state your own pair)")
                except BadEntry as exc:
                    several = self._several_picks(decision, reader, line)
                    if several is None:
                        self.console.print(f"[red]Not accepted:[/red] {escape(str(exc))}. "
                                           "Try again ('help' for help).")
                        continue
                    answer = several
            self.console.print(f"[dim]→ {escape(self._label_answer(decision, answer))}[/dim]")
            return answer

    def _own_first_statement(self, decision: Decision) -> str | None:
        """The first of the Savant's two statements in the Storyteller's own words (the
        answer to the information decision; the engine then asks for the second and which
        is true), or None on 'cancel'. A text the decision refuses is asked again."""
        self.console.print("[bold yellow]Your own pair of statements: write the first one[/bold yellow] "
                           f"(one line, up to {decision.free_text} characters; 'cancel' to go back). "
                           "Next you write the second and say which one is true; the Savant hears both.")
        while True:
            line = self.keyboard.ask("First statement> ").strip()
            if line.lower() in ("cancel", "back"):
                return None
            try:
                text: str = decision.validate(line)
            except IllegalAnswer as exc:
                self.console.print(f"[red]Not accepted:[/red] {escape(str(exc))}. Try again.")
                continue
            return text

    def _pick_one(self, question: str, choices: list[tuple[Any, str]]) -> Any:
        """One question of the Savant builder: the value of the numbered choice typed, the
        only choice when there is one (said, not asked), or ``_NO_SHORTCUT`` on 'cancel'."""
        if len(choices) == 1:
            self.console.print(f"{escape(question)} [dim]→ {escape(choices[0][1])} (the only one)[/dim]")
            return choices[0][0]
        self.console.print(f"[bold yellow]{escape(question)}[/bold yellow] Choose one ('cancel' to go back).")
        for n, (_value, text) in enumerate(choices, 1):
            self.console.print(f"  [bold]{n:>3}[/bold]  {escape(text)}")
        while True:
            line = self.keyboard.ask("Storyteller> ").strip()
            if line.lower() in ("cancel", "back"):
                return _NO_SHORTCUT
            if line.isdigit() and 1 <= int(line) <= len(choices):
                return choices[int(line) - 1][0]
            by_text = [v for v, text in choices if text.lower() == line.lower()]
            if len(by_text) == 1:
                return by_text[0]
            self.console.print(f"[red]Not accepted:[/red] type 1 to {len(choices)}, or 'cancel'.")

    def _build_savant_pair(self, decision: Decision) -> Any:
        """The Savant's pair chosen in four questions (the first statement's kind, the first
        statement, the second's kind, the second statement), each offering only what leads
        to a legal option; the decision's option (in its own order), or None on 'cancel'."""
        from .characters.townsfolk._savant_statements import render

        game = self.game

        def text(statement: tuple[Any, ...]) -> str:
            return render(statement, game.name, game.char_name)

        truth = set(decision.truth)
        partners: dict[tuple[Any, ...], list[tuple[Any, ...]]] = {}
        for a, b in decision.options:
            partners.setdefault(a, []).append(b)
            partners.setdefault(b, []).append(a)

        def pick_statement(which: str, pool: list[tuple[Any, ...]], marks: Callable[[Any], str]) -> Any:
            kinds = list(dict.fromkeys(st[0] for st in pool))
            kind = self._pick_one(f"{which} statement: which kind?",
                                  [(k, _SAVANT_KINDS.get(k, k)) for k in kinds])
            if kind is _NO_SHORTCUT:
                return kind
            return self._pick_one(f"{which} statement:",
                                  [(st, text(st) + marks(st)) for st in pool if st[0] == kind])

        first = pick_statement("First", list(partners), lambda st: "")
        if first is _NO_SHORTCUT:
            return None

        def with_first(st: tuple[Any, ...]) -> str:
            pair = (first, st) if (first, st) in decision.options else (st, first)
            return "  (true pair)" if pair in truth and len(truth) < len(decision.options) else ""

        second = pick_statement("Second", partners[first], with_first)
        if second is _NO_SHORTCUT:
            return None
        pair = (first, second) if (first, second) in decision.options else (second, first)
        return decision.validate(pair)

    def _several_picks(self, decision: Decision, reader: AnswerReader, line: str) -> Any:
        """At a one-pick setup step, ``line`` as several picks separated by commas: the first
        answers ``decision``, the others are kept (as the options' names) for the next picks
        of the same step. None (with the reason printed) when ``line`` is not such a list."""
        parts = [p.strip() for p in line.split(",")]
        if decision.kind != DecisionKind.SETUP or decision.count is not None or len(parts) < 2 \
                or not all(parts):
            return None
        picked = []
        for part in parts:
            try:
                picked.append(reader.parse(part))
            except BadEntry as exc:
                self.console.print(f"[red]Not accepted:[/red] {escape(part)!r}: {escape(str(exc))}. "
                                   "Try again ('help' for help).")
                return None
        if len(set(map(repr, picked))) < len(picked):
            self.console.print("[red]Not accepted:[/red] the same option is named twice. Try again.")
            return None
        if self.queued:
            self.console.print(f"[yellow]Not used (replaced):[/yellow] {escape(', '.join(self.queued))}")
        self.queued_step = setup_step_kind(decision.step)
        self.queued = [decision.label(o) for o in picked[1:]]
        return picked[0]

    def _setup_shortcut(self, decision: Decision) -> Any:
        """The answer a shortcut typed earlier gives this setup decision ('random' for the rest
        of the step, or the next of several picks typed at once), or ``_NO_SHORTCUT``.

        A shortcut answers only the decisions of its own step (:func:`setup_step_kind`); a
        different setup decision in between (a Village Idiot's or Godfather's question after
        a bag pick) is asked as usual and the shortcut goes on after it. A pick that is not
        legal when its turn comes is refused, and it and the picks after it are dropped (said).
        """
        kind = setup_step_kind(decision.step)
        if self.queued and self.queued_step == kind and decision.count is None:
            pick = self.queued.pop(0)
            try:
                answer = AnswerReader(decision, self.names()).parse(pick)
            except BadEntry as exc:
                dropped = [pick, *self.queued]
                self.queued_step, self.queued = None, []
                self.console.print(f"[red]{escape(pick)!r} is not legal now[/red] ({escape(str(exc))}); "
                                   f"not used: {escape(', '.join(dropped))}.")
                return _NO_SHORTCUT
            self.console.print(f"[dim]{escape(decision.prompt)} → {escape(self._label_answer(decision, answer))}[/dim]")
            return answer
        if self.random_step is not None and self.random_step == kind and decision.count is None:
            answer = decision.random_answer(self.rng)
            self.console.print(f"[dim]{escape(decision.prompt)} → {escape(self._label_answer(decision, answer))} "
                               "(at random)[/dim]")
            return answer
        return _NO_SHORTCUT

    def _end_setup_shortcuts(self) -> None:
        """Setup is over: forget 'random' for a step, and say which typed picks were not used."""
        if self.queued:
            self.console.print(f"[yellow]Not used (no such pick was left):[/yellow] {escape(', '.join(self.queued))}")
        self.random_step, self.queued_step, self.queued = None, None, []

    def _traveller_context(self, decision: Decision) -> None:
        """A heading for the Travellers' decisions: joining and leaving between phases, and
        the exile call the Storyteller answers for a bot seat (:meth:`Seats.agent
        <clocktower.session.Seats.agent>`)."""
        game = self.game
        step = decision.step
        if step in ("traveller.join", "traveller.leave"):
            waiting = [o for o in decision.options if isinstance(o, str)] if step == "traveller.join" else []
            travellers = [f"{game.name(i)} (the {game.char_name(game.state.seats[i].character)}"
                          f"{'' if game.state.seats[i].alive else ', dead'})" for i in game.travellers_in_game()]
            self.console.print("[bold magenta]Travellers, between phases:[/bold magenta] "
                               + (f"waiting to join: {escape(', '.join(waiting))}; " if waiting else "")
                               + f"in the game: {escape(', '.join(travellers) or 'none')}.")
            if step == "traveller.join":
                self.console.print("Pick a waiting player to seat as a Traveller now (you then choose the "
                                   "character and alignment), or 'no one'.")
            else:
                self.console.print("Pick a Traveller who leaves the game now (not a death), or 'no one'.")
        elif step == "exile.call" and decision.chooser != STORYTELLER:
            who = game.name(decision.chooser)
            self.console.print(f"[bold magenta]Exile call:[/bold magenta] {escape(who)} (seat {decision.chooser + 1}) "
                               "is played by a bot; you say whether this player calls for the exile of a "
                               "Traveller ('nobody': no bot calls for one for the rest of today).")

    @staticmethod
    def _label_answer(decision: Decision, answer: Any) -> str:
        if decision.count is None or not isinstance(answer, tuple):
            return decision.label(answer)
        return ", ".join(decision.label(a) for a in answer) or "nothing"


_NO_SHORTCUT = object()
"""What :meth:`HumanStoryteller._setup_shortcut` returns when nothing typed earlier answers."""


_SAVANT_KINDS = {
    "minion": "a player is a Minion",
    "outsiders": "how many Outsiders are in play",
    "same_alignment": "two neighbours are the same alignment",
    "demon_near": "a Demon sits within 2 seats of a player",
    "in_play": "a character is in play",
    "dead_evil": "how many dead players are evil",
}
"""The Savant's statement kinds (``_savant_statements``), as the builder names them."""


def is_savant_pairs(decision: Decision) -> bool:
    """True for the Savant's information: every option a pair of statements."""
    return decision.step == "savant" and decision.kind == DecisionKind.INFORM and bool(decision.options) and all(
        isinstance(o, tuple) and len(o) == 2 and all(isinstance(x, tuple) and x and isinstance(x[0], str)
                                                      for x in o) for o in decision.options)


def is_own_statement(decision: Decision) -> bool:
    """True for the second of two statements the Storyteller writes in their own words (the
    Savant's own pair: a text that must differ from the first)."""
    return decision.kind == DecisionKind.TEXT and decision.chooser == STORYTELLER and bool(decision.refused_texts)


def setup_step_kind(step: str) -> str:
    """The step a setup decision belongs to for the Storyteller's shortcuts: every seat's
    deal (``setup.deal.<character>``) is one step, ``setup.deal``; any other step is itself
    (the bag's Townsfolk picks share ``setup.townsfolk``)."""
    return "setup.deal" if step.startswith("setup.deal.") else step


def is_person(agent: object) -> bool:
    """True for the agents that ask a person (they get pass-the-device screens)."""
    return isinstance(agent, (HumanPlayer, HumanStoryteller))


def make_keyboard(people: int, file: TextIO | None = None) -> Keyboard:
    """A :class:`Keyboard` on standard output (or ``file``) reading standard input (with
    line editing when standard input is a terminal)."""
    history = None
    if sys.stdin.isatty():
        try:
            import readline  # (gives input() line editing and history)
        except ImportError:
            pass
        else:
            history = readline
    return Keyboard(Console(file=file, highlight=False), input, people, history)
