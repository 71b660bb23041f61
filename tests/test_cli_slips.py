"""The command line's small slips (issue 17, item 10 and item 12): a save is not written over
without --force, a seed that is not one is refused, a simulated game's seed at another
player count warns, -h is help, the kinds are listed in --help, and the text people read
("Heidi and Ivan died", "1 player volunteered", "an Outsider")."""

from pathlib import Path

from typer.testing import CliRunner

from clocktower.cli import app
from clocktower.wording import and_list, plural, with_article

runner = CliRunner()


def test_play_refuses_to_write_over_an_existing_record(tmp_path: Path) -> None:
    save = tmp_path / "save.jsonl"
    save.write_text('{"unfinished": true}\n')
    result = runner.invoke(app, ["play", "-q", "-r", str(save)])
    assert result.exit_code == 2
    assert "already exists" in result.output and "--force" in result.output
    assert save.read_text() == '{"unfinished": true}\n'  # untouched
    result = runner.invoke(app, ["play", "-q", "-r", str(save), "--force"])
    assert result.exit_code == 0, result.output
    assert save.read_text() != '{"unfinished": true}\n'


def test_resume_refuses_another_existing_file_but_may_save_back_into_its_own(tmp_path: Path) -> None:
    other = tmp_path / "other.jsonl"
    other.write_text("keep me\n")
    result = runner.invoke(app, ["resume", str(tmp_path / "missing.jsonl"), "-r", str(other)])
    assert result.exit_code == 2 and "already exists" in result.output
    assert other.read_text() == "keep me\n"


def test_a_seed_that_is_not_one_is_refused() -> None:
    for bad in ("abc", "1:7", "1:x:3", "1:7:48:2"):
        result = runner.invoke(app, ["play", "-q", "--seed", bad])
        assert result.exit_code == 2, bad
        assert "is not a seed" in result.output


def test_a_simulated_games_seed_at_another_player_count_warns() -> None:
    result = runner.invoke(app, ["play", "-q", "--seed", "1:7:1", "-p", "10"])
    assert result.exit_code == 0
    assert "simulated with 7 players" in result.output and "-p 7" in result.output
    result = runner.invoke(app, ["play", "-q", "--seed", "1:7:1", "-p", "7"])
    assert result.exit_code == 0 and "warning" not in result.output


def test_dash_h_is_help_and_help_lists_the_kinds() -> None:
    result = runner.invoke(app, ["play", "-h"], terminal_width=200)
    assert result.exit_code == 0 and "--storyteller" in result.output
    for kind in ("heuristic", "random", "llm", "balanced", "human"):
        assert kind in result.output
    assert runner.invoke(app, ["-h"]).exit_code == 0


def test_wording() -> None:
    assert and_list([]) == "" and and_list(["Heidi"]) == "Heidi"
    assert and_list(["Heidi", "Ivan"]) == "Heidi and Ivan"
    assert and_list(["Alice", "Heidi", "Ivan"]) == "Alice, Heidi and Ivan"
    assert plural(1, "player") == "1 player" and plural(2, "player") == "2 players"
    assert with_article("outsider") == "an Outsider" and with_article("minion") == "a Minion"


def test_two_deaths_at_dawn_read_with_and() -> None:
    from clocktower.testing import advance, seated

    game = seated(["shabaloth", "godfather", "chambermaid", "exorcist", "gambler", "gossip", "minstrel"],
                  script="bad-moon-rising")
    advance(game, [("exorcist", 1)], until=lambda d: game.state.night == 2 and d.step == "shabaloth")
    game.answer((3, 5))
    advance(game, until=lambda d: game.state.day == 2)
    dawn = [e.text for e in game.events if e.kind == "dawn"][-1]
    assert dawn.startswith("Dawn. ") and " and " in dawn and dawn.endswith(" died in the night."), dawn


def test_the_bag_prompt_reads_an_outsider() -> None:
    from clocktower.engine import Game

    game = Game("trouble-brewing", 8)
    prompts = []
    for _ in range(40):
        d = game.pending
        if d is None or not d.step.startswith("setup"):
            break
        prompts.append(d.prompt)
        game.answer(d.options[0] if not d.count else tuple(d.options[: d.count[0]]))
    assert any("Choose an Outsider character" in p for p in prompts), prompts
    assert not any(" a outsider" in p.lower() for p in prompts)


def test_replay_prints_the_title_line_play_prints(tmp_path: Path) -> None:
    record = tmp_path / "game.jsonl"
    played = runner.invoke(app, ["play", "-q", "--seed", "5", "-r", str(record)])
    assert played.exit_code == 0, played.output
    title = played.output.splitlines()[0]
    assert title == "Darkest Before Dawn, 10 players, seed 5, Storyteller's view"
    replayed = runner.invoke(app, ["replay", "-q", str(record)])
    assert replayed.exit_code == 0, replayed.output
    assert replayed.output.splitlines()[0] == title
    seat = runner.invoke(app, ["replay", "-q", "-v", "Alice", str(record)])
    assert seat.output.splitlines()[0] == "Darkest Before Dawn, 10 players, seed 5, narrated for seat 1 (Alice)"


def test_play_warns_of_characters_the_engine_does_not_know(tmp_path: Path) -> None:
    # A misspelt id is never dealt: the game goes on without it, and play says so.
    script = tmp_path / "typo.json"
    script.write_text('[{"id": "_meta", "name": "Typo"}, "imp", "washerwoman", "chef", "librarian", '
                      '"investigator", "empath", "poisoner", "fortunetellr"]')
    result = runner.invoke(app, ["play", "-q", "-p", "5", "-s", str(script)])
    assert result.exit_code == 0, result.output
    assert "warning" in result.output and "does not know: fortunetellr" in result.output
    assert "warning" not in runner.invoke(app, ["play", "-q", "-p", "5", "-s", "trouble-brewing"]).output


def test_each_commands_summary_is_one_line() -> None:
    # The command list of 'clocktower --help' shows the first paragraph of each command's
    # docstring, line breaks included: a summary broken over two lines breaks the list.
    for command in app.registered_commands:
        doc = (command.callback.__doc__ or "") if command.callback else ""
        summary = doc.strip().split("\n\n")[0]
        assert "\n" not in summary, (command.name or command.callback, summary)
