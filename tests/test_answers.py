"""Typed answers (clocktower.answers) and the terminal agents, in-process."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest
from rich.console import Console

from clocktower.answers import AnswerReader, BadEntry
from clocktower.decisions import Decision, DecisionKind
from clocktower.engine import Game
from clocktower.terminal import HumanPlayer, HumanStoryteller, Keyboard, QuitRequest, SaveRequest
from clocktower.testing import advance, seated

NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve"]


def seats_decision(options: tuple, count: tuple[int, int] | None = None) -> Decision:  # type: ignore[type-arg]
    labels = {i: n for i, n in enumerate(NAMES)} | {None: "no one"}
    return Decision(DecisionKind.NOMINATE, 0, "nominate", "Nominate", options, count=count, labels=labels)


def test_seat_options_are_numbered_by_seat() -> None:
    r = AnswerReader(seats_decision((None, 1, 3, 4)), NAMES)
    assert r.seat_numbered and [n for n, _ in r.entries] == [0, 2, 4, 5]
    assert r.parse("4") == 3 and r.parse("dave") == 3 and r.parse("Da") == 3 and r.parse("0") is None
    assert r.parse("no one") is None and r.parse("none") is None
    with pytest.raises(BadEntry, match=r"Alice \(seat 1\) is not a legal choice"):
        r.parse("1")
    with pytest.raises(BadEntry, match="no seat 9"):
        r.parse("9")
    with pytest.raises(BadEntry, match="not one of the options"):
        r.parse("Zed")


def test_picks_of_several() -> None:
    r = AnswerReader(seats_decision((1, 2, 3, 4), count=(2, 2)), NAMES)
    assert r.parse("2 4") == (1, 3) and r.parse("Bob, Dave") == (1, 3) and r.parse("bob dave") == (1, 3)
    with pytest.raises(BadEntry, match="choose 2, not 1"):
        r.parse("2")
    with pytest.raises(BadEntry, match="the same choice twice"):
        r.parse("2 2")
    optional = AnswerReader(seats_decision((1, 2), count=(0, 2)), NAMES)
    assert optional.parse("-") == () and optional.parse("none") == ()


def test_statements_by_words() -> None:
    game = Game("darkest-before-dawn", 5)
    opts = game.statement_options(0)
    import functools
    d = Decision(DecisionKind.STATEMENT, 0, "talk", "Say", opts,
                 labeller=functools.partial(game.statement_text, 0))
    r = AnswerReader(d, NAMES)
    assert r.parse("claim imp") == ("claim", "imp")
    assert r.parse("Alice claims to be the Imp.") == ("claim", "imp")
    assert r.parse("accuse 3") == ("accuse", 2) and r.parse("vouch eve") == ("vouch", 4)
    assert r.parse("learned bob chambermaid") == ("learned", 1, "chambermaid")
    assert r.parse("number 3") == ("number", 3) and r.parse("pass") == ("pass",)
    with pytest.raises(BadEntry, match="could mean"):
        r.parse("claim")
    forms = "\n".join(r.forms())
    assert "claim CHARACTER" in forms and "learned PLAYER CHARACTER" in forms and "number NUMBER" in forms


def test_votes_and_free_text() -> None:
    vote = Decision(DecisionKind.VOTE, 0, "vote", "Vote?", (True, False), labels={True: "yes", False: "no"})
    r = AnswerReader(vote, NAMES)
    assert r.parse("y") is True and r.parse("no") is False and r.parse("1") is True
    wish = Decision(DecisionKind.TEXT, 0, "wizard", "Wish", ("more info",), free_text=20)
    w = AnswerReader(wish, NAMES)
    assert w.parse("1") == "more info" and w.parse("a second life") == "a second life"
    assert w.parse("say 1") == "1"
    with pytest.raises(BadEntry, match="1 to 20 characters"):
        w.parse("x" * 30)


def keyboard(lines: list[str], people: int = 1) -> tuple[Keyboard, io.StringIO]:
    out = io.StringIO()
    feed: Iterator[str] = iter(lines)

    def read(prompt: str) -> str:
        out.write(prompt)
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    return Keyboard(Console(file=out, width=100, highlight=False), read, people), out


def test_human_player_reask_and_commands() -> None:
    game = seated(["imp", "poisoner", "chambermaid", "soldier", "exorcist"])
    d = advance(game, until="chambermaid")
    assert d is not None and d.chooser == 2
    kb, out = keyboard(["", "1 3", "Carol Dave", "notes", "who", "options ev", "Alice Dave"])
    answer = HumanPlayer(2, kb).decide(game.view(2), d)
    assert answer == (0, 3)
    text = out.getvalue()
    assert "type an option's number or name" in text  # the empty line
    assert "Carol (seat 3) is not a legal choice" in text
    assert text.count("Not accepted") == 3
    assert "You are the Chambermaid" in text and "Alive 5 of 5" in text and "Eve" in text
    # The seat's prompt never names another seat's character.
    assert "Imp" not in text and "Poisoner" not in text
    game.answer(answer)


def test_save_and_quit_requests() -> None:
    game = seated(["imp", "poisoner", "chambermaid", "soldier", "exorcist"])
    d = advance(game, until="chambermaid")
    assert d is not None
    with pytest.raises(SaveRequest) as info:
        HumanPlayer(2, keyboard(["save here.jsonl"])[0]).decide(game.view(2), d)
    assert info.value.path == "here.jsonl"
    with pytest.raises(QuitRequest):
        HumanPlayer(2, keyboard(["quit"])[0]).decide(game.view(2), d)
    with pytest.raises(EOFError):
        HumanPlayer(2, keyboard([])[0]).decide(game.view(2), d)


def test_pass_the_device_waits_for_enter() -> None:
    game = seated(["imp", "poisoner", "chambermaid", "soldier", "exorcist"])
    d = advance(game, until="chambermaid")
    assert d is not None
    kb, out = keyboard(["hello", "", "2 4"], people=2)
    kb.at_keyboard = "the Storyteller"
    HumanPlayer(2, kb).decide(game.view(2), d)
    text = out.getvalue()
    before, after = text.split("Press Enter when Carol (seat 3)", 1)
    assert "Chambermaid" not in before  # nothing of Carol's view before she says she is there
    assert "Only Enter, save or quit here" in after


def test_storyteller_sees_truth_and_grimoire() -> None:
    game = seated(["imp", "poisoner", "chambermaid", "soldier", "exorcist"])
    advance(game, plan=[("poisoner", 2), ("chambermaid", (0, 3))], until=("inform", "chambermaid"))
    d = game.pending
    assert d is not None and d.kind == DecisionKind.INFORM and d.why
    kb, out = keyboard(["grimoire", "order", "truth"])
    answer = HumanStoryteller(game, kb).decide(None, d)
    assert answer == d.truth[0]
    text = out.getvalue()
    assert "True answer" in text and f"Other answers are legal because: {d.why}" in text
    assert "Grimoire" in text and "poisoned" in text
    assert "▶ Chambermaid" in text


def test_seats_with_sentence_labels_are_typed_by_name() -> None:
    d = Decision(DecisionKind.INFORM, -1, "puzzlemaster", "Which?", (0, 1, 4),
                 labels={i: f"The Storyteller names {NAMES[i]}." for i in range(5)})
    r = AnswerReader(d, NAMES)
    assert not r.seat_numbered and [n for n, _ in r.entries] == [1, 2, 3]
    assert r.parse("bob") == 1 and r.parse("3") == 4 and r.parse("eve") == 4
    counts = Decision(DecisionKind.INFORM, -1, "chef", "How many?", (0, 1, 2),
                      labels={k: f"{k} pairs of evil players" for k in range(3)})
    c = AnswerReader(counts, NAMES)
    assert c.value_numbered and c.parse("1") == 1 and c.parse("0") == 0 and c.parse("2 pairs") == 2


def test_vote_prompt_says_what_is_needed() -> None:
    game = seated(["imp", "poisoner", "chambermaid", "soldier", "exorcist"])

    def nominate_once(d: Decision) -> object:
        if d.kind == DecisionKind.NOMINATE and d.chooser == 0 and 1 in d.options:
            return 1
        from clocktower.testing import quiet
        return quiet(d)

    d = advance(game, policy=nominate_once, until=lambda d: d.kind == DecisionKind.VOTE and d.chooser == 2)
    assert d is not None
    kb, out = keyboard(["no"])
    HumanPlayer(2, kb).decide(game.view(2), d)
    assert "3 votes are needed (5 players alive); nobody is about to die yet." in out.getvalue()


@pytest.mark.parametrize("script", ["darkest-before-dawn", "seed-000", "seed-002", "seed-004", "final-nail-boffin"])
def test_every_answer_of_a_game_can_be_typed(script: str) -> None:
    """In random games of every playable bundled script, every answer given (by any seat or
    the Storyteller) can be typed back by its numbers, and by its name whenever that name
    is unique among the options."""
    from clocktower.agents import RandomAgent, RandomStoryteller
    for seed in range(2):
        game = Game(script, 7 + 3 * seed)
        names = [s.name for s in game.state.seats]
        bots = [RandomAgent(f"{seed}:{i}") for i in range(len(names))]
        st = RandomStoryteller(seed)
        while (d := game.pending) is not None:
            answer = st.decide(None, d) if d.chooser == -1 else bots[d.chooser].decide(game.view(d.chooser), d)
            answer = d.validate(answer)
            r = AnswerReader(d, names)
            number = {o: n for n, o in r.entries}
            if d.count is None:
                if answer in number:
                    assert r.parse(str(number[answer])) == answer
                    word = r.display_word(answer)
                    if [r.display_word(o) for o in d.options].count(word) == 1:
                        assert r.parse(word) == answer, (d.step, word)
            elif answer:
                assert r.parse(" ".join(str(number[a]) for a in answer)) == answer
                assert r.parse(", ".join(r.display_word(a) for a in answer)) == answer, d.step
            game.answer(answer)


def test_signed_numbers_keep_their_sign() -> None:
    """The Godfather's '+1 or -1 Outsider' (options -1 and +1): '-1' and '-1 Outsider' pick
    -1 (the sign was dropped: '-1' picked +1, and the full label was 'ambiguous'); a signed
    number that is no option is refused rather than read without its sign."""
    from clocktower.decisions import STORYTELLER, Decision, DecisionKind

    d = Decision(DecisionKind.SETUP, STORYTELLER, "setup.outsider_count", "Godfather: change the Outsider count",
                 (-1, 1), labels={-1: "-1 Outsider", 1: "+1 Outsider"})
    r = AnswerReader(d, ["Alice", "Bob", "Carol", "Dave", "Eve"])
    assert r.parse("-1") == -1 and r.parse("+1") == 1
    assert r.parse("-1 Outsider") == -1 and r.parse("+1 outsider") == 1
    assert r.parse("1") == -1 and r.parse("2") == 1  # the list's numbers
    counts = Decision(DecisionKind.INFORM, STORYTELLER, "chef", "How many pairs?", (0, 1, 2))
    with pytest.raises(BadEntry):
        AnswerReader(counts, ["Alice", "Bob", "Carol", "Dave", "Eve"]).parse("-1")
