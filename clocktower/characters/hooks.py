"""The character API's types: what a character module's hooks receive besides the
:class:`~clocktower.context.AbilityContext`.

Setup hooks run before there is any ability to run (no context): they are given the bag
being filled (:class:`SetupBag`) or, to place a token, the game's seating (:class:`Seating`).
Both are Protocols listing exactly what character code may use of the engine's objects, so
that character modules need not (and must not) import the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar, overload

from ..context import Ask, Flow

T = TypeVar("T")


class SetupGame(Protocol):
    """The game as a setup hook sees it through ``bag.game``."""

    def char_name(self, character: str) -> str:
        """A character's display name."""
        ...


class SetupBag(Protocol):
    """The bag while the Storyteller fills it (the engine's ``SetupBag``): counts per
    character type and the tokens chosen so far. A setup hook works through it only."""

    @property
    def game(self) -> SetupGame: ...

    @property
    def counts(self) -> dict[str, int]:
        """How many tokens of each character type the bag must hold (change it in place)."""
        ...

    @property
    def chosen(self) -> list[str]:
        """The characters in the bag so far."""
        ...

    @property
    def reserved(self) -> set[str]:
        """Characters kept out of the bag and of other covers (add to it in place)."""
        ...

    @property
    def players(self) -> int:
        """The number of seats."""
        ...

    def count(self, team: str) -> int: ...

    def is_fixed(self, character: str) -> bool: ...

    def add(self, character: str, *, fixed: bool = True) -> None: ...

    def script(self, team: str | None = None) -> list[str]: ...

    def candidates(self, team: str) -> list[str]: ...

    def duplicable(self, team: str) -> list[str]:
        """The script's characters of one type the bag may hold more than once (a homebrew
        object's special ``bag-duplicate``)."""
        ...

    def fits(self, team: str, delta: int) -> bool: ...

    def remember(self, character: str, value: Any) -> None: ...

    def keep_for_storyteller(self, character: str) -> None:
        """Take a token back out of the bag for the Storyteller to hold (Lil' Monsta)."""
        ...

    def apply_modifiers(self, character: str) -> Flow: ...

    @overload
    def choose(self, step: str, prompt: str, options: Sequence[T], count: None = None,
               labels: dict[Any, str] | None = None, suggested: Sequence[T] = ()) -> Ask[T]: ...

    @overload
    def choose(self, step: str, prompt: str, options: Sequence[T], count: tuple[int, int],
               labels: dict[Any, str] | None = None, suggested: Sequence[T] = ()) -> Ask[tuple[T, ...]]: ...


class Seating(Protocol):
    """The game as ``seat_options(game, free, placed)`` sees it while tokens are dealt."""

    def neighbours(self, seat: int, *, alive_only: bool = False) -> tuple[int, int]: ...


# ====================================================================== the declared hooks
# Who a hook runs for, as the engine looks it up:
HOLDER = "holder"
"""Every seat that truly has the ability (its own character's, or one granted to it: the
Philosopher's, the Boffin's Demon) and the Storyteller's Fabled and Loric (``ctx.seat ==
STORYTELLER``). A seat that only believes it has the ability does not run it."""
BELIEVED = "believed"
"""As :data:`HOLDER`, and also each seat that only believes it has the ability (the Drunk's
and the Marionette's believed character, a believed-only grant): the hook reads
``ctx.functioning``/``ctx.acting`` to tell them apart."""
SEAT = "seat"
"""Only the seat's own (true) character: what that seat is, not what it can do."""
SCRIPT = "script"
"""Every character on the script, in play or not (public rules any player may use)."""
SETUP = "setup"
"""While the Grimoire is set up: characters on the script or chosen for the bag (no
ability context yet)."""
NAMED = "named"
"""Run only when another ability names this character (see the hook's meaning)."""

GENERATOR = "generator"
"""The hook must be a generator function (it is run with ``yield from``)."""
PLAIN = "plain"
"""The hook must be a plain function (its value is used at once; a generator would be a bug)."""
EITHER = "either"
"""A generator function, or a plain function returning a generator (run) or None."""
DATA = "data"
"""A module constant, not a function."""


class HookSpec:
    """One name a character module may define.

    Attributes:
        name: the module attribute the engine reads.
        params: the parameter names, in order (None for data).
        kind: :data:`GENERATOR`, :data:`PLAIN`, :data:`EITHER` or :data:`DATA`.
        runs_for: :data:`HOLDER`, :data:`BELIEVED`, :data:`SEAT`, :data:`SCRIPT`,
            :data:`SETUP` or :data:`NAMED`.
        signature: the hook's type, as text (a Callable type, or the data's type).
        meaning: what it is for and when it runs.
    """

    __slots__ = ("name", "params", "kind", "runs_for", "signature", "meaning")

    def __init__(self, name: str, params: tuple[str, ...] | None, kind: str, runs_for: str,
                 signature: str, meaning: str) -> None:
        self.name, self.params, self.kind = name, params, kind
        self.runs_for, self.signature, self.meaning = runs_for, signature, meaning

    def __repr__(self) -> str:
        return f"HookSpec({self.name}{'' if self.params is None else '(' + ', '.join(self.params) + ')'})"


def _h(name: str, params: str | None, kind: str, runs_for: str, signature: str, meaning: str) -> HookSpec:
    return HookSpec(name, None if params is None else tuple(p for p in params.split(", ") if p),
                    kind, runs_for, signature, meaning)


HOOKS: dict[str, HookSpec] = {h.name: h for h in (
    # ------------------------------------------------------------------ night actions
    _h("first_night", "ctx", EITHER, BELIEVED, "(AbilityContext) -> Flow | None",
       "At the character's place in the first night's order, for each seat that has the ability "
       "or believes it has it (the Drunk and the Marionette act with ctx.functioning False), and "
       "the Storyteller's Fabled/Loric; a dead seat only with WAKES_WHEN_DEAD. Also run by "
       "ctx.use_first_night, ctx.act_as (the Lunatic) and on resurrection with START_KNOWING."),
    _h("other_night", "ctx", EITHER, BELIEVED, "(AbilityContext) -> Flow | None",
       "As first_night, on every night after the first. An action that is the same every "
       "night is written once and bound to both: first_night = other_night = _act."),
    # ------------------------------------------------------------------ day actions
    _h("day_ability", "ctx", EITHER, BELIEVED, "(AbilityContext) -> Flow | None",
       "Offered in the day's talk to the seat's believed character, its granted abilities, and "
       "(BLUFFABLE) characters it has publicly claimed (Juggler, Gossip, Slayer)."),
    _h("during_day", "ctx", EITHER, BELIEVED, "(AbilityContext) -> Flow | None",
       "A Storyteller moment once a day, before nominations (Tinker, Mutant)."),
    _h("whisper_partners", "ctx, seat", PLAIN, HOLDER, "(AbilityContext, int) -> tuple[int, ...] | None",
       "When free talk allows whispers, the seats ``seat`` may whisper to while this ability "
       "is in play (the Matron: only its neighbours), or None for no limit."),
    # ------------------------------------------------------------------ triggers
    _h("on_death", "ctx, death", EITHER, BELIEVED, "(AbilityContext, Death) -> Flow | None",
       "After any death (Grandmother, Minstrel, Moonchild)."),
    _h("after_dawn", "ctx", EITHER, BELIEVED, "(AbilityContext) -> Flow | None",
       "After the dawn announcements (a Moonchild learning it died in the night)."),
    _h("on_chosen", "ctx, chooser", EITHER, HOLDER, "(AbilityContext, AbilityContext) -> Flow | None",
       "At night, a seat's ability chose this holder (the Goon); for the chosen seat's own and "
       "granted abilities, not believed ones."),
    _h("acts_twice", "ctx, seat, character", PLAIN, HOLDER, "(AbilityContext, int, str) -> bool",
       "Asked after seat's night action for character ran (first_night or other_night): True "
       "runs that action once more at once (Barista: their ability works twice)."),
    _h("after_night_step", "ctx, step", EITHER, BELIEVED, "(AbilityContext, str) -> Flow | None",
       "After each step of the night order (step: a character id or a marker): watching for a "
       "change during the night (Acrobat, Bounty Hunter, Boffin)."),
    _h("run_nominations", "ctx", EITHER, HOLDER, "(AbilityContext) -> Flow | None",
       "As the day's nominations open: a Flow returned runs the nominations in the players' "
       "place (the Bishop: only the Storyteller nominates). When it ends, the engine calls the "
       "hook again (only to see whether it returns None, never running that result); if it "
       "now does (the ability stopped working) the players nominate as usual (almanac, Bishop)."),
    _h("after_nominations", "ctx", EITHER, BELIEVED, "(AbilityContext) -> Flow | None",
       "As the day's nominations close, before the execution (Riot)."),
    _h("end_of_day", "ctx", EITHER, BELIEVED, "(AbilityContext) -> Flow | None",
       "After the day's execution, before dusk (Mastermind, Vortox, Mayor)."),
    _h("nominates_again", "ctx", PLAIN, HOLDER, "(AbilityContext) -> bool",
       "After the day's first execution (before end_of_day): True lets the holder make one more "
       "nomination, of anyone; if its vote reaches the count needed and the ability works, "
       "that nominee is executed too (Butcher)."),
    _h("night_start", "ctx", EITHER, BELIEVED, "(AbilityContext) -> Flow | None",
       "At the start of each night after the first, before anyone wakes (Pixie)."),
    _h("on_character_changed", "ctx, seat, old", PLAIN, HOLDER, "(AbilityContext, int, str) -> None",
       "After a seat changed character (old: its former character); its result is ignored, so "
       "it may not ask decisions (Philosopher, No Dashii)."),
    _h("on_handed_over", "ctx, old_seat", EITHER, NAMED, "(AbilityContext, int) -> Flow | None",
       "The character's token moved from old_seat to ctx.seat through ctx.hand_over (the Snake "
       "Charmer's swap), after its effects, reminders and notes followed it (Yaggababble)."),
    # ------------------------------------------------------------------ nominations, executions
    _h("on_nomination", "ctx, nomination", EITHER, BELIEVED, "(AbilityContext, Nomination) -> Flow | None",
       "After a nomination is announced, before the vote; nomination.resolved = True skips the "
       "vote (Riot)."),
    _h("when_nominated", "ctx, nomination", EITHER, SCRIPT, "(AbilityContext, Nomination) -> Flow | None",
       "For every nomination while the character is on the script, ctx bound to the nominee and "
       "this character (ctx.acting when the nominee lacks it): a public claim any nominee may "
       "make, asked of everyone alike (Goblin)."),
    _h("vote_options", "ctx, voter, nomination", PLAIN, BELIEVED,
       "(AbilityContext, int, Nomination) -> tuple[bool, ...] | None",
       "Restrict a voter's options (Zealot: must vote yes); believed characters too: a player "
       "keeps a voting rule they believe applies to them. Several restrictions intersect "
       "(docs/hooks-semantics.md)."),
    _h("hand_needed", "ctx, voter, nomination", PLAIN, BELIEVED,
       "(AbilityContext, int, Nomination) -> int | None",
       "A seat whose raised hand the voter's vote depends on as the count reaches the voter (the "
       "Butler's master): if it is counted later, its vote is asked just before the voter's and "
       "counted at its own place (nomination.hands)."),
    _h("adjust_tally", "ctx, nomination", EITHER, HOLDER,
       "(AbilityContext, Nomination) -> int | Ask[int | None] | None",
       "Change the counted votes (Legion); a generator's return value is the count. Several "
       "compose in holder order, each seeing the count the earlier ones left."),
    _h("free_dead_votes", "ctx, nomination", PLAIN, HOLDER, "(AbilityContext, Nomination) -> bool",
       "True: on this nomination the dead vote without a ghost vote and keep it (Voudon); any "
       "one True is enough."),
    _h("stays_asleep", "ctx, seat, character", PLAIN, HOLDER, "(AbilityContext, int, str) -> bool",
       "True: seat is not woken for character's night action tonight (its action is skipped; "
       "I See Dead People: poisoned players); any one True is enough."),
    _h("nominations_allowed", "ctx, seat", PLAIN, HOLDER, "(AbilityContext, int) -> int | None",
       "How many nominations seat may make today, dead or alive (the Banshee's 2); None keeps "
       "the rule (one, while alive). The largest answer wins; a seat with more is asked again "
       "at its turn while it has nominations left."),
    _h("keeps_ghost_vote", "ctx, voter, nomination", PLAIN, HOLDER, "(AbilityContext, int, Nomination) -> bool",
       "True: the dead voter may vote on this nomination without a ghost vote, and keeps it "
       "(the Banshee's own votes); any one True is enough."),
    _h("secret_vote", "ctx, nomination", PLAIN, HOLDER, "(AbilityContext, Nomination) -> bool",
       "True: this nomination's vote is held with eyes closed and its tally is secret (the "
       "Organ Grinder): nobody but the Storyteller (and each voter, of their own hand) learns "
       "the hands, the count or whether the nominee is about to die; any one True is enough."),
    _h("vote_threshold", "ctx, nomination, needed", PLAIN, HOLDER, "(AbilityContext, Nomination, int) -> int | None",
       "The votes a nomination needs (needed: the count so far, half the living rounded up); "
       "several compose in holder order; None keeps it (Voudon: 1)."),
    _h("after_vote", "ctx, nomination", EITHER, BELIEVED, "(AbilityContext, Nomination) -> Flow | None",
       "After a nomination's vote is tallied and announced (never an exile's vote): the "
       "Gunslinger's shot after the day's first vote, the Beggar spending a vote token."),
    _h("replace_execution", "ctx, seat", EITHER, HOLDER, "(AbilityContext, int) -> Ask[int | None] | None",
       "Before seat is executed: another seat to execute instead (the Scapegoat, a Storyteller "
       "decision), from a generator; None keeps the seat. The first holder that names another "
       "seat wins (one replacement per execution)."),
    _h("survives_exile", "ctx, seat", EITHER, HOLDER, "(AbilityContext, int) -> Ask[bool] | None",
       "An exile of seat has passed, before its death: True from the generator keeps the "
       "Traveller alive (the Deviant, a Storyteller decision); the first True wins. The only "
       "thing that may stop an exile's death (RULES.md: exiles are not affected by abilities)."),
    _h("on_executed", "ctx, seat", EITHER, BELIEVED, "(AbilityContext, int) -> Flow | None",
       "A seat is executed, before it dies (Goblin, Leviathan jinxes)."),
    # ------------------------------------------------------------------ rule modifiers
    _h("protects", "ctx, target, harm, effect", PLAIN, HOLDER,
       "(AbilityContext, int, Harm, str | None) -> bool",
       "The ability stops that harm to target (effect None for a death, or DRUNK/POISONED)."),
    _h("redirect_death", "ctx, target, harm", EITHER, HOLDER,
       "(AbilityContext, int, Harm) -> Ask[int | None] | None",
       "Another seat to die instead (the Mayor), from a generator; None keeps the target."),
    _h("survives_death", "ctx, target, harm", PLAIN, HOLDER, "(AbilityContext, int, Harm) -> bool",
       "Read once target would really die (after replacements and protections): True makes it a "
       "death in name only: target stays alive, registers as dead from now on, and the death is "
       "recorded and announced, but no on_death trigger runs (the Zombuul's first death)."),
    _h("registers_as", "ctx, aspect", PLAIN, SEAT, "(AbilityContext, str) -> set[str]",
       "What the seat may register as, for aspect 'team', 'alignment' or 'character' (Recluse); "
       "the Storyteller picks."),
    _h("registers_as_to", "ctx, aspect, asker", PLAIN, SEAT,
       "(AbilityContext, str, AbilityContext) -> set[str]",
       "The same, towards one particular ability only (a jinx: the Zealot to Legion)."),
    _h("registration_rule", "ctx, asker, seat, aspect", PLAIN, HOLDER,
       "(AbilityContext, AbilityContext, int, str) -> str | None",
       "What another seat registers as to asker's ability, imposed by this one (Lleech-Slayer)."),
    _h("information_rule", "ctx, asker, truth, domain, options", PLAIN, HOLDER,
       "(AbilityContext, AbilityContext, tuple[Any, ...], tuple[Any, ...], tuple[Any, ...]) "
       "-> tuple[tuple[Any, ...], str] | None",
       "Change the legal information of any ability: (options, why) (Vortox)."),
    _h("on_false_information", "ctx, asker, why", PLAIN, HOLDER, "(AbilityContext, AbilityContext, str) -> None",
       "After asker's ability showed a value outside the truth (why: the decision's why); "
       "its result is ignored and it may not ask decisions (the Fibbin spending its ability)."),
    _h("keeps_demon_token", "ctx, seat", PLAIN, HOLDER, "(AbilityContext, int) -> bool",
       "Asked at night before a Demon token held by a player moves to another (Lil' Monsta's "
       "babysitter); seat: who holds it now. True keeps it there tonight (the Witch Hunt "
       "Witch's script rule: a nominated Demon cannot move)."),
    _h("keeps_good", "ctx, seat", PLAIN, HOLDER, "(AbilityContext, int) -> bool",
       "A good seat is about to turn evil: True keeps it good (the Spirit of Ivory: no more "
       "than one extra evil player); any one True is enough."),
    _h("registers_falsely", "ctx, asker, seat, aspect", PLAIN, HOLDER,
       "(AbilityContext, AbilityContext, int, str) -> set[str]",
       "Extra values any seat may register as to asker's ability, offered to the Storyteller "
       "beside the seat's own (the Revolutionary's once-per-game false registration)."),
    _h("on_registered", "ctx, asker, seat, aspect, value", PLAIN, HOLDER,
       "(AbilityContext, AbilityContext, int, str, str) -> None",
       "After the Storyteller chose what seat registers as to asker (a registration decision); "
       "its result is ignored (the Revolutionary removing its reminder)."),
    _h("normal_evil_info", "ctx", PLAIN, HOLDER, "(AbilityContext) -> bool",
       "True: the first night's Minion and Demon info happen at any player count (the Toymaker)."),
    _h("silenced_in_talk", "ctx, seat", PLAIN, HOLDER, "(AbilityContext, int) -> bool",
       "True: seat keeps silent at the start of each day's talk and speaks only after the "
       "others (the Buddhist's veterans)."),
    _h("true_information", "ctx, asker", PLAIN, HOLDER, "(AbilityContext, AbilityContext) -> bool",
       "True: asker's information must be the truth, whatever the other information rules "
       "and its drunkenness say, when a true value exists (Barista: sober, healthy and true info)."),
    _h("blocks_evil_info", "ctx", PLAIN, HOLDER, "(AbilityContext) -> bool",
       "No Minion info tonight, and the Demon learns only its bluffs (Poppy Grower)."),
    _h("evil_info_decoy", "ctx, viewer", PLAIN, HOLDER, "(AbilityContext, int) -> str | None",
       "In the Minion and Demon info viewer (a Minion or a Demon) gets: 'demon' shows the "
       "holder among the Demons, 'minion' among the Minions, None not at all (the Magician)."),
    _h("must_choose", "ctx, chooser", PLAIN, HOLDER, "(AbilityContext, AbilityContext) -> tuple[int, ...] | None",
       "At night, the only players chooser's single-player choice may be (the Demon must choose "
       "the Spy an Alchemist-Spy guessed); None: no rule. Ignored when none of them is a "
       "candidate; several narrow in turn."),
    _h("blocks_win", "ctx, winner, condition", PLAIN, HOLDER, "(AbilityContext, str, str) -> bool",
       "True refuses a win about to be declared by end_game, whoever declares it (the rulebook's "
       "checks or an ability: condition is 'no-demon', 'two-alive' or the character id); the "
       "game goes on (the Evil Twin: good can't win while both twins live)."),
    _h("check_win", "ctx", PLAIN, HOLDER, "(AbilityContext) -> tuple[str, str, str] | str | None",
       "SUPPRESS (the game goes on), or (winner, reason, condition) to end it, or None."),
    _h("final_winner", "ctx, winner", PLAIN, HOLDER, "(AbilityContext, str) -> str | None",
       "As the game ends with winner ('good' or 'evil'): the team that wins instead, or None "
       "(the Heretic: whoever wins, loses). Runs once, in holder order, each holder seeing the "
       "winner the earlier ones left; it may not ask decisions."),
    _h("at_game_end", "ctx, winner", EITHER, HOLDER, "(AbilityContext, str) -> Flow | None",
       "The game has been won by winner (after final_winner and blocks_win), before the win is "
       "announced: a judgement on the result that may ask the Storyteller and change the "
       "holder's alignment (the Politician joining the winners). It may not end the game again."),
    # ------------------------------------------------------------------ talk
    _h("on_said", "ctx, seat, text, to", EITHER, BELIEVED, "(AbilityContext, int, str, int | None) -> Flow | None",
       "A seat said a free text in the day's talk (to None: aloud to everyone) or whispered it to "
       "seat to (clocktower.talk): an ability listening for words (the Mezepheles)."),
    _h("on_storyteller_executed", "ctx", EITHER, SCRIPT, "(AbilityContext) -> Flow | None",
       "The Storyteller was nominated and executed (STORYTELLER_NOMINABLE): ctx is the "
       "Storyteller's for this character of the script; it decides what follows (the Atheist: "
       "who wins)."),
    _h("describe_statement", "who, statement", PLAIN, SCRIPT, "(str, tuple) -> str | None",
       "How one of PUBLIC_STATEMENTS reads in the public log (who: the speaker's name)."),
    # ------------------------------------------------------------------ setup
    _h("setup_bag", "bag", EITHER, SETUP, "(SetupBag) -> Flow | None",
       "The character was chosen for the bag: change bag.counts, add tokens (Legion, Village "
       "Idiot). Replayed on probe copies by the setup search: work through the bag only; may "
       "raise SetupError."),
    _h("bag_allowed", "bag", PLAIN, SETUP, "(SetupBag) -> bool",
       "False keeps the character out of this bag (the Lunatic with no Demon to believe)."),
    _h("seat_options", "game, free, placed", PLAIN, SETUP, "(Seating, list[int], list[tuple[str, int]]) -> list[int]",
       "Where its token may be dealt (placed: the tokens dealt so far, as (character, seat))."),
    _h("cover_options", "bag, pool", PLAIN, SETUP, "(SetupBag, list[str]) -> list[str]",
       "Narrow the characters a COVER's player may believe (the Lunatic never believes Legion)."),
    _h("after_deal", "ctx", EITHER, BELIEVED, "(AbilityContext) -> Flow | None",
       "The Storyteller's standing choices once the Grimoire is set, before the first night; "
       "also run by ctx.use_setup for a gained ability (Bounty Hunter, Puzzlemaster)."),
    _h("after_joining", "ctx", EITHER, SEAT, "(AbilityContext) -> Flow | None",
       "A Traveller's own character, once it is in play with its alignment chosen: at the end "
       "of setup for those present from the start (after every one is seated), or as it joins "
       "between phases (the Gnome's AMIGO announcement)."),
    # ------------------------------------------------------------------ data
    _h("THINKS_THEY_ARE", None, DATA, SEAT, "bool",
       "The player believes another character, whose hooks then run for it (Drunk, Marionette)."),
    _h("ALWAYS_DRUNK", None, DATA, SEAT, "bool", "The seat always counts as drunk (the Drunk)."),
    _h("ALSO_REGISTERS_AS", None, DATA, SEAT, "dict[str, tuple[str, ...]]",
       "A second type the seat always registers as besides its own (Legion: {'team': ('minion',)})."),
    _h("IN_MINION_INFO", None, DATA, SEAT, "bool", "False: the Minion is left out of Minion info (Marionette)."),
    _h("ABILITY_WORKS_WHEN_DEAD", None, DATA, HOLDER, "bool", "A dead holder's ability still functions."),
    _h("WAKES_WHEN_DEAD", None, DATA, HOLDER, "bool", "A dead holder still wakes for its night action."),
    _h("START_KNOWING", None, DATA, HOLDER, "bool",
       "A 'you start knowing' ability: first_night runs again when the holder comes back to life."),
    _h("UNNAMED_GRANTS", None, DATA, HOLDER, "bool",
       "Abilities this character grants are never named to their holder (the Amnesiac)."),
    _h("HIDES_IDENTITY", None, DATA, HOLDER, "bool",
       "While this character is in play, no player (but a Traveller) is told their own character "
       "or alignment until they die, when they learn them; their abilities are never named to "
       "them, and the first night's Minion and Demon info is skipped (the Tor)."),
    _h("REPROMPTS_GRANTS", None, DATA, HOLDER, "bool",
       "Abilities this character grants let the Storyteller prompt their holder to choose "
       "players differently (the Alchemist): after each such choice the Storyteller accepts it "
       "or refuses it, and the holder chooses again without the refused players."),
    _h("BLUFFABLE", None, DATA, SCRIPT, "bool",
       "A public day ability any seat that claimed the character is offered (Juggler, Slayer)."),
    _h("DEATHS_UNANNOUNCED", None, DATA, HOLDER, "bool",
       "While this character is in play the Storyteller announces no death: a dead seat stays "
       "publicly alive, and only the dying seat is told (I See Dead People; Game.deaths_unannounced)."),
    _h("STORYTELLER_NOMINABLE", None, DATA, SCRIPT, "bool",
       "While the character is on the script, players may nominate the Storyteller (the Atheist)."),
    _h("PUBLIC_STATEMENTS", None, DATA, SCRIPT, "tuple[tuple, ...]",
       "Extra structured statements every seat may make in the talk (the Yaggababble's phrases)."),
    _h("SETUP_OUTSIDERS", None, DATA, SETUP, "tuple[int, ...]",
       "Outsider count changes the Storyteller may choose (taken from or given to Townsfolk)."),
    _h("SETUP_MINIONS", None, DATA, SETUP, "tuple[int, ...]", "Likewise for Minions."),
    _h("SETUP_OPTIONAL_TYPES", None, DATA, SETUP, "tuple[str, ...]",
       "Character types a Demon's setup needs none of (Legion)."),
    _h("BLUFFS_OPTIONAL", None, DATA, SETUP, "bool",
       "While the character is in play at setup, the Storyteller may give the Demon no bluffs "
       "(decision setup.bluffs.give; Legion)."),
    _h("COVER", None, DATA, SETUP, "str",
       "'townsfolk', 'good' or 'demon': the token its player draws instead (Drunk, Lunatic)."),
    _h("HELD_BY_STORYTELLER", None, DATA, SETUP, "bool",
       "A Demon no seat is dealt: its setup_bag calls bag.keep_for_storyteller, and a fixed "
       "Grimoire with no Demon seated gives it to the Storyteller (Lil' Monsta)."),
    _h("NEEDS_ON_SCRIPT", None, DATA, SETUP, "tuple[str, ...]",
       "Characters its setup names; the setup search never treats it as interchangeable (Huntsman)."),
)}
"""Every name a character module may define, by name. A module defines only what its ability
needs; the engine looks each name up on the modules of the characters it runs for."""

HELPERS_NAME = "__helpers__"
"""A module may list in ``__helpers__`` (a tuple of names) public names that are not hooks:
helpers or data that other code imports (tests, the balanced agent). Everything else a module
defines that is not declared must start with ``_``."""


class HookError(TypeError):
    """A character module defines a name that is not a declared hook, or a hook whose
    signature does not match its declaration."""


def check_module(module: Any) -> None:
    """Check a character module's names against :data:`HOOKS`.

    Args:
        module: the imported behaviour module.

    Raises:
        HookError: a public function or UPPER_CASE name that is not declared (naming the
            closest declared hook), or a hook with the wrong parameters, or a generator where
            a plain function is needed (or the reverse).
    """
    import ast
    import difflib
    import inspect

    path = getattr(module, "__file__", None)
    if path is None:
        return
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    defined: list[str] = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            defined.append(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for t in targets:
                for n in ast.walk(t):
                    if isinstance(n, ast.Name):
                        defined.append(n.id)
    exempt = set(getattr(module, HELPERS_NAME, ()))
    where = module.__name__
    for name in dict.fromkeys(defined):
        if name.startswith("_") or name in exempt:
            continue
        value = getattr(module, name, None)
        spec = HOOKS.get(name)
        if spec is None:
            if inspect.isfunction(value) or name.isupper():
                close = difflib.get_close_matches(name, list(HOOKS), n=1, cutoff=0.0)
                raise HookError(
                    f"{where}: {name!r} is not a declared hook (closest: {close[0]!r}); declare it in "
                    f"clocktower/characters/hooks.py, or name a helper with a leading '_' "
                    f"(or list it in {HELPERS_NAME})")
            continue
        if spec.kind == DATA:
            if callable(value):
                raise HookError(f"{where}: {name!r} is declared as data ({spec.signature}), not a function")
            continue
        if not inspect.isfunction(value):
            raise HookError(f"{where}: hook {name!r} must be a function {spec.signature}")
        params = tuple(inspect.signature(value).parameters)
        if params != spec.params:
            raise HookError(f"{where}: hook {name}({', '.join(params)}) does not match its declaration "
                            f"{name}({', '.join(spec.params or ())}) {spec.signature}")
        is_gen = inspect.isgeneratorfunction(value)
        if spec.kind == PLAIN and is_gen:
            raise HookError(f"{where}: hook {name!r} must be a plain function, not a generator: "
                            f"its result is used at once ({spec.signature})")
        if spec.kind == GENERATOR and not is_gen:
            raise HookError(f"{where}: hook {name!r} must be a generator function ({spec.signature})")
