"""Small helpers for text people read: lists joined with "and", plurals, "a" or "an".

The engine's log lines, prompts and narration are read by players and Storytellers, so a
list of names reads "Heidi and Ivan" (not "Heidi, Ivan") and a count agrees with its noun
("1 player", "2 players").
"""

from __future__ import annotations

from collections.abc import Iterable

_TEAM_WORDS = {"townsfolk": "Townsfolk", "outsider": "Outsider", "minion": "Minion", "demon": "Demon",
               "traveller": "Traveller", "fabled": "Fabled", "loric": "Loric"}


def and_list(items: Iterable[str]) -> str:
    """Join words as an English list: "", "A", "A and B", "A, B and C".

    Args:
        items: the words, in order.

    Returns:
        The joined text.
    """
    words = list(items)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def plural(count: int, noun: str, many: str | None = None) -> str:
    """A count with its noun agreeing: ``plural(1, "player")`` is "1 player", ``plural(2,
    "player")`` "2 players" (``many`` gives an irregular plural).

    Args:
        count: how many.
        noun: the singular noun.
        many: the plural, when it is not ``noun + "s"``.
    """
    return f"{count} {noun if count == 1 else (many or noun + 's')}"


def with_article(word: str) -> str:
    """``word`` with "a" or "an" before it, by its first letter: "an Outsider", "a Minion".

    A character type given in lower case (``"outsider"``) is written as the game writes it
    ("Outsider").
    """
    shown = _TEAM_WORDS.get(word, word)
    return ("an " if shown[:1].lower() in "aeiou" else "a ") + shown
