"""The Storyteller's own changes to the Grimoire, made at any time between decisions.

A Storyteller at a real table moves tokens by hand: fixes a character dealt by mistake,
turns a seat evil, lays or lifts a reminder, shrouds a seat or takes the shroud off, gives
back a ghost vote, or makes a player drunk or poisoned by their own decision. Each such
change is an :class:`Edit`, kept in ``Game.edits`` with its position (how many answers had
been given when it was made), so that a game is still determined by its answers and edits:
:meth:`clocktower.engine.Game._rebuild` and :func:`clocktower.record.replay` apply each
edit again at its position.

An edit changes the Grimoire as it stands; no ability triggers from it (no death hook runs
for a seat marked dead, as when the Storyteller corrects a slip), and it takes effect from
the next decision the engine asks (the one pending stays as asked). The engine derives the
rest from the state (who is drunk, whose ability functions, the win checks at their usual
points).

Who learns of an edit (hidden information): a character or alignment change is told to
the seat only with ``tell=True`` (then the seat also believes it: "You are now the ..."),
otherwise nobody but the Storyteller. Life and ghost votes are public at any table (the
shroud and the ghost-vote token lie in the town square), so marking a seat dead or alive
or giving back or taking a ghost vote is announced to everyone. Reminders and the
Storyteller's drunkenness or poisoning tell nobody.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .catalogue import load_catalogue
from .decisions import shown
from .state import DRUNK, EVIL, GOOD, POISONED, Effect, Reminder

if TYPE_CHECKING:
    from .engine import Game

EDIT_KINDS = ("character", "alignment", "add_reminder", "remove_reminder", "alive", "ghost_vote",
              "drunk", "poisoned")
"""What an edit may change. Values: ``character``: a character id; ``alignment``:
``"good"`` or ``"evil"``; ``add_reminder`` / ``remove_reminder``: ``[character, token]`` (the
character whose token it is, and the token's text); ``alive``, ``ghost_vote``, ``drunk``,
``poisoned``: true or false."""


class EditError(ValueError):
    """An edit that cannot be made (names what is wrong); the game is unchanged."""


@dataclass(frozen=True, slots=True)
class Edit:
    """One Storyteller edit of the Grimoire.

    Attributes:
        at: how many answers had been given when it was made (it is applied again there).
        kind: one of :data:`EDIT_KINDS`.
        seat: the seat edited (0-based).
        value: the new value (see :data:`EDIT_KINDS`).
        tell: for a character or alignment change, whether the seat is told (and believes it).
    """

    at: int
    kind: str
    seat: int
    value: Any
    tell: bool = False

    def to_json(self) -> dict[str, Any]:
        """The record line of this edit (``type`` ``"edit"``)."""
        value = list(self.value) if isinstance(self.value, tuple) else self.value
        return {"type": "edit", "at": self.at, "kind": self.kind, "seat": self.seat, "value": value,
                "tell": self.tell}

    @classmethod
    def from_json(cls, line: dict[str, Any]) -> Edit:
        """An edit from its record line.

        Raises:
            EditError: a line missing a field or with a field of the wrong type.
        """
        try:
            at, kind, seat, value = line["at"], line["kind"], line["seat"], line["value"]
        except KeyError as exc:
            raise EditError(f"an edit line lacks {exc.args[0]!r}") from None
        if not isinstance(at, int) or not isinstance(seat, int) or not isinstance(kind, str):
            raise EditError("an edit line needs an integer 'at' and 'seat' and a string 'kind'")
        return cls(at, kind, seat, tuple(value) if isinstance(value, list) else value, bool(line.get("tell", False)))


def check_edit(game: Game, kind: Any, seat: Any, value: Any, tell: Any) -> tuple[str, int, Any, bool]:
    """Validate an edit against the game as it stands; return it normalised.

    Raises:
        EditError: an unknown kind, a seat out of range, an unknown character, a value of
            the wrong type, a reminder that is not there to remove, a drunkenness or
            poisoning of the Storyteller's that is already there (or not there to lift),
            ``tell`` on an edit that tells nothing, or a game that is over.
    """
    if game.over:
        raise EditError("the game is over: the Grimoire can no longer be edited")
    if kind not in EDIT_KINDS:
        raise EditError(f"unknown edit {shown(kind)}; known: {', '.join(EDIT_KINDS)}")
    seats = game.state.seats
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(seats):
        raise EditError(f"no seat {shown(seat)}: seats are 0 to {len(seats) - 1}")
    if not isinstance(tell, bool):
        raise EditError("'tell' must be true or false")
    if tell and kind not in ("character", "alignment"):
        raise EditError(f"a {kind.replace('_', ' ')} edit tells nobody: 'tell' is for a character or "
                        "alignment change")
    if not seats[seat].character:
        raise EditError("characters are not dealt yet: finish the setup first")
    s = seats[seat]
    state = game.state
    if kind == "character":
        if not isinstance(value, str) or value not in load_catalogue():
            raise EditError(f"unknown character {shown(value)}")
        if value == s.character and (not tell or value == s.believed):
            raise EditError(f"{s.name} is already the {game.char_name(value)}")
        return kind, seat, value, tell
    if kind == "alignment":
        if value not in (GOOD, EVIL):
            raise EditError(f"an alignment is 'good' or 'evil', not {shown(value)}")
        if value == s.alignment and (not tell or value == s.believed_alignment):
            raise EditError(f"{s.name} is already {value}")
        return kind, seat, value, tell
    if kind in ("add_reminder", "remove_reminder"):
        if not (isinstance(value, (list, tuple)) and len(value) == 2 and all(isinstance(x, str) for x in value)):
            raise EditError("a reminder is [character, token]: the character whose token it is, and its text")
        character, token = value[0], " ".join(value[1].split())
        if character not in load_catalogue():
            raise EditError(f"unknown character {shown(character)} for the reminder")
        if not token or len(token) > 40:
            raise EditError("a reminder token needs a text of 1 to 40 characters")
        if kind == "remove_reminder" and not any(
                r.target == seat and r.character == character and r.token == token for r in state.reminders):
            raise EditError(f"{s.name} has no {shown(token)} reminder of the {game.char_name(character)}")
        return kind, seat, (character, token), False
    if not isinstance(value, bool):
        raise EditError(f"a {kind.replace('_', ' ')} edit takes true or false, not {shown(value)}")
    if kind == "alive" and value == s.alive:
        raise EditError(f"{s.name} is already {'alive' if value else 'dead'}")
    if kind == "ghost_vote":
        if s.alive:
            raise EditError(f"{s.name} is alive: only a dead player has a ghost vote to give back or take")
        if value == s.ghost_vote:
            raise EditError(f"{s.name} {'still has' if value else 'has no'} ghost vote")
    if kind in ("drunk", "poisoned"):
        mine = [e for e in state.effects if _storytellers(e, kind, seat)]
        if value and mine:
            raise EditError(f"{s.name} is already {kind} by the Storyteller")
        if not value and not mine:
            raise EditError(f"{s.name} is not {kind} by the Storyteller (only the Storyteller's own "
                            "drunkenness or poisoning can be lifted by an edit)")
    return kind, seat, value, False


def _storytellers(effect: Effect, kind: str, seat: int) -> bool:
    return (effect.kind == (DRUNK if kind == "drunk" else POISONED) and effect.target == seat
            and effect.source is None and effect.source_character is None)


def apply_edit(game: Game, edit: Edit) -> None:
    """Make one (already checked) edit: change the state and emit its event (see the
    module docstring for who is told)."""
    state = game.state
    s = state.seats[edit.seat]
    kind, value = edit.kind, edit.value
    data = {"edit": kind, "seat": edit.seat, "value": list(value) if isinstance(value, tuple) else value}
    if kind == "character":
        # (The engine's own note of the change, "was the ...", is for the Storyteller alone:
        # a seat told of it learns only its new character.)
        game.change_character(edit.seat, value, tell=False, keep_believed=not edit.tell)
        if edit.tell:
            game.emit("edit", f"You are now the {game.char_name(value)}.", seats=(edit.seat,), data=data)
        return
    if kind == "alignment":
        game.change_alignment(edit.seat, value, tell=edit.tell)
        return
    if kind == "add_reminder":
        state.reminders.append(Reminder(value[1], value[0], None, edit.seat))
        game.emit("edit", f"Storyteller: the {value[1]!r} reminder ({game.char_name(value[0])}) goes on {s.name}.",
                  data=data)
        return
    if kind == "remove_reminder":
        k = next(k for k, r in enumerate(state.reminders)
                 if r.target == edit.seat and r.character == value[0] and r.token == value[1])
        del state.reminders[k]
        game.emit("edit", f"Storyteller: the {value[1]!r} reminder ({game.char_name(value[0])}) comes off "
                  f"{s.name}.", data=data)
        return
    if kind == "alive":
        s.alive = value
        s.public_alive = value
        if value:
            s.ghost_vote = True
        game.emit("edit", f"The Storyteller marks {s.name} {'alive' if value else 'dead'}.", public=True, data=data)
        return
    if kind == "ghost_vote":
        s.ghost_vote = value
        game.emit("edit", f"The Storyteller {'gives back' if value else 'takes'} {s.name}'s ghost vote.",
                  public=True, data=data)
        return
    if value:
        effect = Effect(DRUNK if kind == "drunk" else POISONED, edit.seat, None, None, None,
                        needs_source=False, token=f"{kind} (Storyteller)")
        state.effects.append(effect)
    else:
        state.effects[:] = [e for e in state.effects if not _storytellers(e, kind, edit.seat)]
    game.emit("edit", f"Storyteller: {s.name} is {'now' if value else 'no longer'} {kind}.", data=data)
