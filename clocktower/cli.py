"""The ``clocktower`` command line: play, replay, check and list scripts.

Built with typer and rich. ``clocktower play`` runs a game of bots with the automated
Storyteller and narrates it, in the Storyteller's view or one seat's view.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from . import __version__
from .agents import StalledGame, run_game
from .agents import registry as _registry
from .agents.llm import LLMError, endpoint_trouble, transcript_lines
from .agents.registry import PLAYER_KINDS, STORYTELLER_KINDS, player_agents, storyteller_agent
from .catalogue import load_catalogue
from .characters import implemented_ids
from .decisions import Decision, cut_text, shown
from .engine import Game, SetupError, playability_problems, unplayable_reason
from .events import Event
from .homebrew import is_hidden_traveller
from .record import RecordError, ReplayDivergence, read_record, replay, write_record
from .script import Script, ScriptError, bundled_scripts, load_script
from .session import HUMAN, SaveFailed, Seats, TableConfig, drive, seat_agents
from .session import resume as resume_game
from .setup import outsider_free_counts
from .talk import TalkRules
from .terminal import make_keyboard

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  context_settings={"help_option_names": ["-h", "--help"]},
                  help="A rules engine and Storyteller for Blood on the Clocktower.")
console = Console(highlight=False)
err = Console(stderr=True, highlight=False, soft_wrap=True)  # messages name paths: never cut them

DEFAULT_SCRIPT = "darkest-before-dawn"

_STYLE = {
    "phase": "bold cyan", "dawn": "bold yellow", "dusk": "cyan", "died": "bold red",
    "executed": "bold red", "game_over": "bold magenta", "nominated": "yellow", "voted": "yellow",
    "learned": "green", "statement": "white", "resurrected": "bold green",
}


class Narrator:
    """Prints events as they happen, for the Storyteller or for one seat."""

    def __init__(self, game: Game, seat: int | None) -> None:
        self.game = game
        self.seat = seat
        self.shown = 0

    def flush(self) -> None:
        events = self.game.events
        while self.shown < len(events):
            self.print_event(events[self.shown])
            self.shown += 1

    def print_event(self, e: Event) -> None:
        if self.seat is not None and not e.visible_to(self.seat):
            return
        if e.kind in ("phase",):
            console.rule(f"[bold cyan]{e.text}")
            return
        if e.kind == "game_over":
            return  # the result line follows the final Grimoire
        if e.kind == "dawn":
            console.rule(f"[bold yellow]Day {e.time[1]}")
        style = _STYLE.get(e.kind, "")
        prefix = ""
        if self.seat is None and not e.public:
            who = ", ".join(self.game.state.seats[i].name for i in e.seats)
            prefix = "[dim]\\[ST][/dim] " if not e.seats else f"[dim]\\[to {who}][/dim] "
        text = e.text.replace("[", "\\[")
        console.print(f"{prefix}[{style}]{text}[/{style}]" if style else f"{prefix}{text}")


def _resolve_script(script: str) -> Script:
    try:
        return load_script(script)
    except ScriptError as exc:
        err.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(2) from None


def _seat_index(game: Game, view: str | None) -> int | None:
    if view is None:
        return None
    names = [s.name.lower() for s in game.state.seats]
    if view.isdigit():
        index = int(view) - 1
        if 0 <= index < len(names):
            return index
    elif view.lower() in names:
        return names.index(view.lower())
    err.print(f"[red]error:[/red] --view {view!r}: give a seat number from 1 to {len(names)} or a player name "
              f"({', '.join(s.name for s in game.state.seats)})")
    raise typer.Exit(2)


def print_grimoire(game: Game) -> None:
    """Print the final Grimoire as a table."""
    cat = load_catalogue()
    table = Table(title="Grimoire", show_lines=False)
    for col in ("Seat", "Player", "Character", "Believed", "Alignment", "Alive", "Ghost vote"):
        table.add_column(col)
    for s in game.state.seats:
        table.add_row(
            str(s.index + 1), s.name, cat.get(s.character).name,
            cat.get(s.believed).name if s.believed != s.character else "",
            s.alignment, "alive" if s.alive else "dead",
            "" if s.alive else ("yes" if s.ghost_vote else "used"),
        )
    console.print(table)
    if game.state.bluffs:
        console.print("Demon bluffs: " + ", ".join(cat.get(b).name for b in game.state.bluffs))
    if game.state.storyteller_characters:
        console.print("Storyteller characters: "
                      + ", ".join(cat.get(c).name for c in game.state.storyteller_characters))


def print_result(game: Game) -> None:
    if game.winner:
        style = "bold green" if game.winner == "good" else "bold red"
        console.print(f"[{style}]{game.winner.capitalize()} wins[/{style}]: {game.state.win_reason}")


DEFAULT_BOTS = _registry.DEFAULT_BOTS
"""The bot kind for seats no person plays (``--bots``)."""

DEFAULT_STORYTELLER = _registry.DEFAULT_STORYTELLER
"""The automated Storyteller kind (``--storyteller``)."""

PLAY_MAX_DECISIONS = 30_000
"""A bots-only ``play`` that has not ended after this many answers is a stalemate (real
games end within a few thousand): it stops with a clear message instead of running on."""


def _parse_seats(game: Game, specs: list[str]) -> tuple[tuple[int, ...], dict[int, str]]:
    """People's seats and per-seat bot kinds from ``--seat`` values such as ``3=human``,
    ``Alice=human`` or ``2=llm`` (any player kind of the registry)."""
    names = [s.name for s in game.state.seats]
    humans: list[int] = []
    kinds: dict[int, str] = {}
    known = sorted([HUMAN, *PLAYER_KINDS])
    for spec in specs:
        who, sep, kind = spec.partition("=")
        kind = kind.strip()
        if kind.lower() == HUMAN:
            kind = HUMAN
        if not sep or not who.strip() or kind not in known:
            err.print(f"[red]error:[/red] --seat {spec!r}: write SEAT=human (a person) or SEAT=KIND (a bot: "
                      f"{', '.join(sorted(PLAYER_KINDS))}), where SEAT is a seat number from 1 to "
                      f"{len(names)} or a player name ({', '.join(names)})")
            raise typer.Exit(2)
        who = who.strip()
        if who.isdigit() and 1 <= int(who) <= len(names):
            index = int(who) - 1
        elif who.lower() in [n.lower() for n in names]:
            index = [n.lower() for n in names].index(who.lower())
        else:
            err.print(f"[red]error:[/red] --seat {spec!r}: no seat {who!r}; give a seat number from 1 to "
                      f"{len(names)} or a player name ({', '.join(names)})")
            raise typer.Exit(2)
        if index in humans or index in kinds:
            err.print(f"[red]error:[/red] --seat {spec!r}: seat {index + 1} ({names[index]}) is given twice")
            raise typer.Exit(2)
        if kind == HUMAN:
            humans.append(index)
        else:
            kinds[index] = kind
    return tuple(humans), kinds


def play_seed(text: str) -> int | str:
    """The seed ``play --seed`` was given: an int for a number (as before), else the text.

    Every agent's seed is built by formatting this value into a string (``f"{seed}:seat3"``),
    so ``--seed 1:7:48`` seeds the bots and the Storyteller exactly as ``clocktower
    simulate --seed 1`` did its game number 48 at 7 players: the same script and player
    count play that game again.

    Raises:
        typer.BadParameter: the text is neither a whole number nor ``SEED:PLAYERS:GAME`` (three
            whole numbers), so a typo (``--seed abc``) is not silently played as a seed.
    """
    text = text.strip()
    try:
        return int(text)
    except ValueError:
        pass
    parts = text.split(":")
    if len(parts) == 3 and all(p.strip().lstrip("-").isdigit() for p in parts):
        return ":".join(p.strip() for p in parts)
    raise typer.BadParameter(f"{_cut(text)!r} is not a seed: give a whole number, or a game's seed from a "
                             "'clocktower simulate' report (SEED:PLAYERS:GAME, such as 1:7:48)",
                             param_hint="'--seed'")


def _cut(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[:limit] + "..."


def _seed_players(seed: int | str) -> int | None:
    """The player count a ``SEED:PLAYERS:GAME`` seed was simulated at (None for a plain number)."""
    if isinstance(seed, str):
        return int(seed.split(":")[1])
    return None


def _check_kinds(bots: str, storyteller: str) -> None:
    if bots not in PLAYER_KINDS:
        err.print(f"[red]error:[/red] --bots {bots!r}: unknown bot kind; known: {', '.join(sorted(PLAYER_KINDS))}")
        raise typer.Exit(2)
    if storyteller != HUMAN and storyteller not in STORYTELLER_KINDS:
        err.print(f"[red]error:[/red] --storyteller {storyteller!r}: unknown Storyteller kind; known: "
                  f"{', '.join(sorted([*STORYTELLER_KINDS, HUMAN]))}")
        raise typer.Exit(2)


def _check_record_path(record: Path | None, force: bool = False, *, keep: Path | None = None) -> None:
    """Refuse a ``--record`` path that cannot be a file: a folder, or in a missing folder;
    and one that already exists (it may be a save of an unfinished game) unless ``force``
    (``keep``: a file that may be written over, the save being resumed)."""
    if record is None:
        return
    if record.is_file() and not force and (keep is None or record.resolve() != keep.resolve()):
        err.print(f"[red]error:[/red] --record {record}: the file already exists (it may hold a game, even an "
                  "unfinished save); give another name, or --force to write over it")
        raise typer.Exit(2)
    if not record.parent.resolve().is_dir():
        err.print(f"[red]error:[/red] --record {record}: the folder {record.parent} does not exist")
        raise typer.Exit(2)
    if record.is_dir():
        err.print(f"[red]error:[/red] --record {record}: this is a folder; give a file name")
        raise typer.Exit(2)


def _default_save_path() -> Path:
    return Path(f"clocktower-save-{time.strftime('%Y%m%d-%H%M%S')}.jsonl")


def _run_people(game: Game, table: TableConfig, seats: Seats, save_path: Path) -> None:
    """Drive a game with people at the table and report how it ended (exits non-zero
    when input closed or on Ctrl-C)."""
    try:
        outcome = drive(game, table, seats, save_path)
    except SaveFailed as exc:
        err.print(f"\n[red]error:[/red] {escape(str(exc))}. The game stopped.", soft_wrap=True)
        raise typer.Exit(1) from None
    saved = " and ".join(str(p) for p in outcome.saved_to)
    how = f"clocktower resume {outcome.saved_to[-1]}"
    if outcome.stopped == "eof":
        err.print(f"\n[red]Input closed[/red] before the game ended. The game is saved in {saved}; "
                  "continue it with:", soft_wrap=True)
        err.print(f"  {how}", soft_wrap=True)
        raise typer.Exit(outcome.status)
    if outcome.stopped == "interrupt":
        err.print(f"\n[red]Interrupted.[/red] The game is saved in {saved}; continue it with:", soft_wrap=True)
        err.print(f"  {how}", soft_wrap=True)
        raise typer.Exit(outcome.status)
    if outcome.stopped:
        console.print(f"Game saved in {saved}. Continue it with:", soft_wrap=True)
        console.print(f"  {how}", soft_wrap=True)
        return
    seats.keyboard.clear() if table.people > 1 else None
    console.rule("[bold]Game over")
    print_grimoire(game)
    print_result(game)
    console.print(f"Record written to {save_path}")


@app.command()
def play(
    script: Annotated[str, typer.Option("--script", "-s",
                                        help="Bundled script name or a script JSON file.")] = DEFAULT_SCRIPT,
    players: Annotated[int, typer.Option("--players", "-p", min=5, max=15, help="Number of players (5 to 15).")] = 10,
    seed: Annotated[str, typer.Option("--seed", help="Seed for the bots and the Storyteller: a number, or a "
                                      "game's seed from a 'clocktower simulate' report (such as 1:7:48), which "
                                      "plays that game again.")] = "1",
    record: Annotated[Path | None, typer.Option("--record", "-r", help="Write the game record (JSON Lines) here; "
                                                   "with people at the table it is also the save file.")] = None,
    view: Annotated[str | None, typer.Option(
        "--view", "-v", help="Narrate only what one seat saw (number from 1, or name).")] = None,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="Print only the Grimoire and the result.")] = False,
    seat: Annotated[list[str] | None, typer.Option("--seat", help="SEAT=human: a person plays this seat (number "
                                                      "from 1, or name); SEAT=KIND: a bot of that kind "
                                                      "(" + ", ".join(sorted(PLAYER_KINDS)) + ") plays it; "
                                                      "repeat for more.")] = None,
    bots: Annotated[str, typer.Option("--bots", help="Bot kind for the other seats: "
                                      + ", ".join(sorted(PLAYER_KINDS)) + ".")] = DEFAULT_BOTS,
    storyteller: Annotated[str, typer.Option("--storyteller", help="Storyteller kind: "
                                             + ", ".join(sorted(STORYTELLER_KINDS))
                                             + ", or 'human' for a person assisted by the engine.")
                           ] = DEFAULT_STORYTELLER,
    travellers: Annotated[int, typer.Option("--travellers", "-t", min=0, max=5, help=(
        "Seat this many Travellers (0 to 5) besides the players, played by bots; the Storyteller "
        "chooses their characters and alignments."))] = 0,
    joining: Annotated[list[str] | None, typer.Option("--joining", help=(
        "NAME: a player who waits to join later as a Traveller (played by a bot); after every "
        "dawn and dusk the Storyteller is asked whether one joins. Repeat for more."))] = None,
    free_talk: Annotated[int, typer.Option("--free-talk", help="Let every seat say free text of up to N "
                                           "characters at its turn in the talk (0: structured statements "
                                           "only).")] = 0,
    whispers: Annotated[bool, typer.Option("--whispers", help="Let seats whisper to each other after their "
                                           "turn in the talk (the table sees who whispers to whom).")] = False,
    talk_rounds: Annotated[int, typer.Option("--talk-rounds", help="Turns each seat gets in the day's talk "
                                             "(1 to 10).")] = 1,
    fabled: Annotated[list[str] | None, typer.Option("--fabled", help=(
        "ID: a Fabled the Storyteller adds at setup besides the script's (sentinel, angel, "
        "fiddler...). Repeat for more."))] = None,
    force: Annotated[bool, typer.Option("--force", help="Write the --record file even if it exists.")] = False,
) -> None:
    """Play a game: bots and the automated Storyteller, or people at seats or as the Storyteller.

    People play at one terminal; the game is saved as it goes and can be resumed.
    """
    _check_record_path(record, force)
    seed_value = play_seed(seed)
    simulated_at = _seed_players(seed_value)
    if simulated_at is not None and simulated_at != players:
        err.print(f"[yellow]warning:[/yellow] --seed {seed_value} is a game simulated with {simulated_at} players; "
                  f"with --players {players} this is a different game (add -p {simulated_at} to play that one)")
    if storyteller.lower() == HUMAN:
        storyteller = HUMAN  # as --seat N=Human is taken, whatever the case
    _check_kinds(bots, storyteller)
    loaded = _resolve_script(script)
    try:
        talk = TalkRules(rounds=talk_rounds, free_text=free_talk, whispers=whispers)
    except ValueError as exc:
        err.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(2) from None
    try:
        game = Game(loaded, players, travellers=travellers, joining=joining or (), talk=talk, fabled=fabled or ())
    except SetupError as exc:
        err.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(2) from None
    unknown = loaded.unknown_characters()
    if unknown:
        # (The engine never deals an id it does not know, so the game goes on without it; a
        # misspelt id would otherwise vanish silently.)
        err.print(f"[yellow]warning:[/yellow] {escape(script)} names characters this engine does not know: "
                  f"{escape(', '.join(cut_text(u, 40) for u in unknown))}; the game is played without them "
                  f"('clocktower check {escape(script)}' lists them)")
    humans, seat_kinds = _parse_seats(game, seat or [])
    table = TableConfig(humans, bots, storyteller, seed_value, seat_kinds)
    name = loaded.name or script
    if table.people:
        if view is not None:
            err.print("[red]error:[/red] --view narrates one seat's secrets to the terminal, so it cannot be used "
                      "with people at the table")
            raise typer.Exit(2)
        save_path = record if record is not None else _default_save_path()
        who = [f"{game.state.seats[i].name} (seat {i + 1})" for i in humans]
        if storyteller == HUMAN:
            who.append("the Storyteller")
        console.print(f"[bold]{escape(name)}[/bold], {players} players"
                      + (f" and {travellers} Travellers" if travellers else "")
                      + (f" ({', '.join(joining)} waiting to join)" if joining else "")
                      + f", seed {seed}. People: {', '.join(who)}; "
                      f"bots: {bots}; Storyteller: {storyteller}.")
        console.print(f"The game is saved as it goes to {save_path} (type 'save' or 'quit' at any prompt; "
                      "'help' for help). Continue a saved game with:", soft_wrap=True)
        console.print(f"  clocktower resume {save_path}", soft_wrap=True)
        try:
            seats = seat_agents(table, game, make_keyboard(table.people))
        except LLMError as exc:
            err.print(f"[red]error:[/red] {exc}")
            raise typer.Exit(2) from None
        _run_people(game, table, seats, save_path)
        return
    seat_index = _seat_index(game, view)
    narrator = Narrator(game, seat_index)
    console.print(f"[bold]{name}[/bold], {players} players, seed {seed}"
                  + (f", narrated for seat {seat_index + 1} ({game.state.seats[seat_index].name})"
                     if seat_index is not None else ", Storyteller's view"))

    def on_answer(g: Game, d: Decision, a: object) -> None:
        if not quiet:
            narrator.flush()

    try:
        bot_agents = player_agents(bots, seed_value, players + travellers + len(joining or ()))
        for i, kind in seat_kinds.items():
            bot_agents[i] = PLAYER_KINDS[kind](f"{seed_value}:seat{i}", i)
    except LLMError as exc:
        err.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(2) from None
    # (the LLM players' prompts and replies go into the record, as lines replay skips)
    notes = lambda: transcript_lines(game, bot_agents.values())  # noqa: E731
    try:
        run_game(game, bot_agents, storyteller_agent(storyteller, seed_value, game),
                 on_answer=on_answer, max_decisions=PLAY_MAX_DECISIONS)
    except StalledGame:
        if not quiet:
            narrator.flush()
        err.print(f"[red]error:[/red] the bots reached a stalemate: no winner after {PLAY_MAX_DECISIONS:,} "
                  f"decisions (day {game.state.day}). Try another --seed.")
        if record is not None:
            write_record(game, record, table.header(), notes())
            err.print(f"The unfinished game's record is in {record}")
        raise typer.Exit(1) from None
    except SetupError as exc:
        # The Storyteller's choices led to a bag that cannot be filled: a clear message.
        err.print(f"[red]error:[/red] setup failed: {exc}")
        raise typer.Exit(2) from None
    if not quiet:
        narrator.flush()
    console.rule("[bold]Game over")
    print_grimoire(game)
    print_result(game)
    if record is not None:
        write_record(game, record, table.header(), notes())
        console.print(f"Record written to {record}")
    trouble = endpoint_trouble(notes())
    if trouble:
        err.print(f"[yellow]warning:[/yellow] {trouble}. Check CLOCKTOWER_LLM_BASE_URL, the model and the key.")


@app.command()
def resume(
    file: Annotated[Path, typer.Argument(help="A game saved by 'clocktower play' with people at the table.")],
    record: Annotated[Path | None, typer.Option("--record", "-r", help="Save the continued game here instead "
                                                   "of back into FILE.")] = None,
    force: Annotated[bool, typer.Option("--force", help="Write the --record file even if it exists.")] = False,
) -> None:
    """Continue a saved game with the same people, bots and Storyteller."""
    _check_record_path(record, force, keep=file)
    try:
        game, table, seats = resume_game(file, make_keyboard)
    except (RecordError, ReplayDivergence, ScriptError, SetupError, ValueError) as exc:
        message = str(exc).removeprefix(f"{file}: ")  # the file is named once
        err.print(f"[red]error:[/red] cannot resume {escape(str(file))}: {escape(message)}")
        raise typer.Exit(1) from None
    except KeyboardInterrupt:
        err.print(f"\n[red]Interrupted[/red] while replaying {file} (the file is unchanged).", soft_wrap=True)
        raise typer.Exit(130) from None
    if game.over:
        console.print(f"The game in {file} is already over.")
        print_grimoire(game)
        print_result(game)
        return
    save_path = record if record is not None else file
    who = [f"{game.state.seats[i].name} (seat {i + 1})" for i in table.humans]
    if table.storyteller == HUMAN:
        who.append("the Storyteller")
    console.print(f"Resuming {file}: {len(game.answers)} decisions replayed. "
                  f"People: {', '.join(who) or 'none'}; bots: {table.bots}; Storyteller: {table.storyteller}. "
                  f"Saving to {save_path}.")
    _run_people(game, table, seats, save_path)


@app.command("replay")
def replay_cmd(
    file: Annotated[Path, typer.Argument(help="A game record written by 'clocktower play --record'.")],
    view: Annotated[str | None, typer.Option("--view", "-v", help="Narrate only what one seat saw.")] = None,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="Only check the record and print the result.")] = False,
) -> None:
    """Replay a recorded game exactly, checking every decision and event."""
    try:
        lines = read_record(file)
        game = replay(lines)
    except (OSError, RecordError, ReplayDivergence, ScriptError, SetupError) as exc:
        err.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(1) from None
    seat = _seat_index(game, view)
    complete = any(line.get("type") == "result" for line in lines)
    console.print(_replay_title(lines[0], game, seat))
    if not quiet:
        narrator = Narrator(game, seat)
        narrator.flush()
        console.rule("[bold]Game over" if complete else "[bold]The record stops here")
        print_grimoire(game)
    print_result(game)
    if not complete:
        # A save, or a finished game's record that lost its last lines: what it holds replays,
        # but it is not a whole game, so it is not reported as one.
        err.print(f"[red]error:[/red] the record {escape(str(file))} is incomplete: it has no result line "
                  f"({len(game.answers)} decisions, {len(game.events)} events replay as recorded; "
                  + ("the game it stops in is over, so its last lines are lost)" if game.over else
                     "the game goes on from there: 'clocktower resume' continues a saved game)"),
                  soft_wrap=True)
        raise typer.Exit(1)
    console.print(f"Replay identical: {len(game.answers)} decisions, {len(game.events)} events.")


def _replay_title(header: dict[str, Any], game: Game, seat: int | None) -> str:
    """The title line ``play`` prints, rebuilt from a record's header for ``replay``: the
    script's name, the players and the Travellers seated at the start (and those waiting
    to join), the seed when the record has one, and whose view is narrated (issue 17,
    item 12)."""
    players = header.get("players")
    count = len(players) if isinstance(players, list) else len(game.state.seats)
    travellers = len(game.traveller_config["travellers"])
    joining = game.traveller_config["joining"]
    seed = header.get("seed")
    return (f"[bold]{escape(game.script.name or 'A custom script')}[/bold], {count} players"
            + (f" and {travellers} Travellers" if travellers else "")
            + (f" ({escape(', '.join(joining))} waiting to join)" if joining else "")
            + (f", seed {escape(str(seed))}" if seed is not None else "")
            + (f", narrated for seat {seat + 1} ({escape(game.state.seats[seat].name)})" if seat is not None
               else ", Storyteller's view"))


@app.command()
def check(
    script: Annotated[str, typer.Argument(help="Bundled script name or a script JSON file.")],
    players: Annotated[str | None, typer.Option(
        "--players", "-p",
        help="Also set a game up at these counts: a list (7,10), a range (5-15) or 'supported' "
             "(the counts the script is for: 5-6 for Teensyville, else 5-15).")] = None,
) -> None:
    """Validate a script, list its jinxes and what the engine does not support (exit 1 if any).

    With ``--players`` each count's setup is also dealt (the bag, the deal, the covers and
    the bluffs, taking the first legal option at each step), so a script whose characters
    cannot fill the setup table at a count fails there.
    """
    loaded = _resolve_script(script)
    counts: list[int] = []
    if players is not None:
        from .simulate import SimulationError, parse_players
        try:
            counts = list(loaded.supported_player_counts()) if players == "supported" else parse_players(players)
        except SimulationError as exc:
            err.print(f"[red]error:[/red] {exc}")
            raise typer.Exit(2) from None
    cat = load_catalogue()
    implemented = implemented_ids()
    missing_ids = set(loaded.unimplemented(implemented))
    table = Table(title=f"{loaded.name or script}: {len(loaded.characters)} characters")
    table.add_column("Character")
    table.add_column("Type")
    table.add_column("Status")
    for cid in loaded.characters:
        if cid in loaded.homebrew:
            entry = loaded.homebrew[cid]
            status = "[green]homebrew: ready[/green]" if cid not in missing_ids \
                else "[red]homebrew: not supported[/red]"
            # (The type the engine runs it as: Stowed Away's Travellers are listed as Townsfolk.)
            kind = str(entry.get("team", "?"))
            if cid in cat and cid not in cat.ids:
                kind = str(cat.get(cid).team) + (" (not announced)" if is_hidden_traveller(cid) else "")
            table.add_row(cut_text(str(entry.get("name", cid))), cut_text(kind), status)
        elif cid not in cat:
            table.add_row(cut_text(cid), "?", "[red]not in this engine's catalogue: not supported[/red]")
        else:
            c = cat.get(cid)
            status = "[green]ready[/green]" if cid in implemented else "[red]not implemented yet[/red]"
            table.add_row(c.name, str(c.team), status)
    console.print(table)
    missing = loaded.unimplemented(implemented)
    reason = unplayable_reason(loaded)
    if missing:
        console.print("[red]Not supported:[/red] " + ", ".join(cut_text(m) for m in missing))
    if reason:
        console.print("[red]Cannot be played:[/red] " + reason.replace("[", "\\["))
    outsider_free = None if reason else outsider_free_counts(loaded)
    if outsider_free is not None and outsider_free != loaded.supported_player_counts():
        console.print("No Outsiders: it can be set up only at " + (_count_text(list(outsider_free)) or "no count")
                      + " players (the counts whose setup needs none).")
    bad_order = []
    for label, order in (("firstNight", loaded.first_night), ("otherNight", loaded.other_night)):
        for step in order or ():
            if step not in ("dusk", "dawn", "minioninfo", "demoninfo") and step not in cat \
                    and step not in loaded.homebrew:
                bad_order.append(f"_meta.{label} lists {shown(step)}, which is neither a character nor a night marker")
    for problem in bad_order:
        console.print(f"[red]Malformed:[/red] {problem}")
    jinxes = loaded.jinxes()
    if jinxes:
        console.print(f"Jinxes on this script ({len(jinxes)}):")
        for a, b, text in jinxes:
            console.print(f"  {escape(cat.get(a).name)} & {escape(cat.get(b).name)}: {escape(text)}")
        # The Djinn joins every game of a script with a jinxed pair (almanac, Djinn).
        console.print("  (The Djinn (Fabled) joins every game of this script and reads them to the table.)")
    if missing or reason or bad_order:
        raise typer.Exit(1)
    failed = []
    for n in counts:
        setup_problem = _setup_problem(loaded, n)
        if setup_problem:
            failed.append(n)
            console.print(f"[red]Cannot be set up at {n} players:[/red] {escape(setup_problem)}")
    if failed:
        raise typer.Exit(1)
    if counts:
        console.print(f"Set up at {_count_text(counts)} players.")
    if outsider_free is not None and outsider_free != loaded.supported_player_counts():
        console.print(f"[green]Playable at {_count_text(list(outsider_free))} players.[/green]")
    else:
        console.print("[green]Fully playable.[/green]")


def _count_text(counts: list[int]) -> str:
    """``[5, 6, 7, 9]`` as ``"5-7, 9"``."""
    runs: list[list[int]] = []
    for n in counts:
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ", ".join(str(r[0]) if len(r) == 1 else f"{r[0]}-{r[-1]}" for r in runs)


def _setup_problem(script: Script, players: int) -> str | None:
    """Deal a game's setup at ``players`` (first legal option at each step); None when it works.

    Returns:
        Why the setup could not be completed, or None.
    """
    from .decisions import DecisionKind
    try:
        game = Game(script, players)
        while game.pending is not None and game.pending.kind == DecisionKind.SETUP:
            d = game.pending
            game.answer(list(d.options[: d.count[0]]) if d.count else d.options[0])
    except (SetupError, ValueError) as exc:
        return str(exc)
    return None


@app.command()
def scripts() -> None:
    """List the bundled scripts."""
    implemented = implemented_ids()
    table = Table(title="Bundled scripts")
    for col in ("Name", "Title", "Characters", "Playable"):
        table.add_column(col)
    for name, path in sorted(bundled_scripts().items()):
        s = load_script(path)
        missing = s.unimplemented(implemented)
        problems = playability_problems(s)
        playable = "[green]yes[/green]" if not missing and not problems else \
            f"[red]no[/red] ({'; '.join(problems)})" if problems else f"[red]no[/red] ({len(missing)} not implemented)"
        table.add_row(name, s.name, str(len(s.characters)), playable)
    console.print(table)
    cat = load_catalogue()
    ids = [c.id for c in cat]
    running = [c for c in ids if c in implemented]
    by_team: dict[str, int] = {}
    for c in running:
        team = str(cat.get(c).team)
        by_team[team] = by_team.get(team, 0) + 1
    teams = ", ".join(f"{by_team[t]} {t}" for t in ("townsfolk", "outsider", "minion", "demon", "traveller",
                                                     "fabled", "loric") if t in by_team)
    missing = [cat.get(c).name for c in ids if c not in implemented]
    console.print(f"The catalogue holds {len(ids)} released characters; the engine runs {len(running)} of them "
                  f"({teams})." + (f" Not yet: {', '.join(missing)}." if missing else ""), soft_wrap=True)


from .simulate_cli import simulate as _simulate  # noqa: E402  (kept apart from the other commands)

app.command("simulate")(_simulate)

from .arena_cli import arena as _arena  # noqa: E402  (mirrored pairs of two bot kinds)

app.command("arena")(_arena)


@app.callback(invoke_without_command=True)
def _main(version: Annotated[bool, typer.Option("--version", help="Print the version.")] = False) -> None:
    if version:
        console.print(f"clocktower {__version__}")
        raise typer.Exit()


# The web command registers itself on the app (it lives in the web package).
from .web.serve import register as _register_serve  # noqa: E402

_register_serve(app)


def main() -> None:
    """Entry point of the ``clocktower`` console command."""
    app()


if __name__ == "__main__":
    main()
