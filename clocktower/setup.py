"""Setup (rulebook "Setup"): the Storyteller's Fabled and Loric, the bag and its bracketed
modifiers, the search that keeps every offered choice completable, covers, the deal and the
Demon's bluffs; and whether a script can be played at all.

:class:`SetupPhase` is the part of :class:`clocktower.engine.Game` that runs it;
:class:`SetupBag` is what a character's ``setup_bag`` hook is given.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from .catalogue import load_catalogue
from .characters import behaviour
from .characters import hook as module_hook
from .core import Flow, GameCore
from .decisions import JUDGED, STORYTELLER, Decision, DecisionKind, cut_text
from .homebrew import is_hidden_traveller
from .script import Script, load_script
from .setup_rules import PLAYER_COUNTS, SetupError
from .state import (
    EVIL,
    GOOD,
)
from .wording import with_article

DEFAULT_NAMES = (
    "Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi", "Ivan", "Judy",
    "Kim", "Leo", "Mia", "Ned", "Olga", "Pat", "Quinn", "Rita", "Sam", "Tess",
)

_BAG_FIELDS = frozenset({"game", "counts", "chosen", "fixed", "reserved", "probe", "_modifier"})
"""SetupBag attributes that are not extra state a setup hook left on the bag."""

_BAG_ORDER = ("demon", "minion", "outsider", "townsfolk")
"""The order the bag is filled in (the Demon's and Minions' modifiers come first)."""

_BagPos = tuple[int, bool, int, bool]
_BAG_START: _BagPos = (0, False, 0, False)
"""Where the filling starts: (round, removing, index in _BAG_ORDER, changed this round)."""


HIDDEN_TRAVELLERS_AT_MOST = 2
"""At most this many hidden Travellers go in a bag (Stowed Away's bootlegger rule: "Up to 2
recommended Travellers might be in the bag")."""


def script_jinxes(characters: Iterable[str]) -> list[tuple[str, str, str]]:
    """The official jinxes between characters of one script, as (a, b, reason) in script
    order (the Djinn's special rules: almanac, Djinn)."""
    cat = load_catalogue()
    ids = [c for c in characters if c in cat]
    on = set(ids)
    out: list[tuple[str, str, str]] = []
    seen: set[frozenset[str]] = set()
    for a in ids:
        for j in cat.get(a).jinxes:
            pair = frozenset((a, j.id))
            if j.id in on and pair not in seen:
                seen.add(pair)
                out.append((a, j.id, j.reason))
    return out


def _has_modifier(character: str) -> bool:
    """True when :meth:`Game._apply_modifiers` would do anything for ``character``."""
    return bool(module_hook(character, "SETUP_OUTSIDERS") or module_hook(character, "SETUP_MINIONS")
                or module_hook(character, "setup_bag") is not None)


class _SetupSearch:
    """What the setup search has learnt about one script at one player count.

    Attributes:
        plain: the script's characters that are interchangeable while the bag is filled: no
            setup modifier, cover, bag or seat rule of their own, and not named by another
            character's setup (``NEEDS_ON_SCRIPT``: the Huntsman's Damsel). One stands for all.
        memo: (fill position, :meth:`SetupBag.key`) -> whether the setup can be completed.
        legal: (question, fill position, :meth:`SetupBag.key`) -> for each character asked
            about (an interchangeable one as ``"~"`` and its type), whether it may be chosen
            (:meth:`Game._legal_in`).
        failure: the first reason the search met why a way fails (the error to raise when
            no way works).
    """

    HOOKS = ("setup_bag", "SETUP_OUTSIDERS", "SETUP_MINIONS", "bag_allowed", "COVER", "cover_options",
             "seat_options", "THINKS_THEY_ARE")

    def __init__(self, characters: Sequence[str]) -> None:
        cat = load_catalogue()
        modules = {c: behaviour(c) for c in characters}
        named = {x for m in modules.values() for x in getattr(m, "NEEDS_ON_SCRIPT", ())}
        self.plain = frozenset(c for c, m in modules.items() if not cat.get(c).setup and c not in named
                               and not any(hasattr(m, h) for h in self.HOOKS))
        self.allowed = {c: getattr(m, "bag_allowed", None) for c, m in modules.items()}
        self.memo: dict[Any, bool] = {}
        self.legal: dict[Any, dict[str, bool]] = {}  # (see Game._legal_in)
        self.failure: str | None = None


_SETUP_SEARCHES: dict[tuple[Script, int], _SetupSearch] = {}
"""The setup search's memos by (script, players): its answers depend on nothing else, so the
games of one script and size share them. The key is the script itself, which compares by
content (:class:`~clocktower.script.Script`: name, characters, metadata and homebrew objects,
not where it was read from): equal scripts parsed apart, or unpickled in a worker batch by
batch, share a memo, while two scripts of one name and one character list whose homebrew
objects differ do not (the Witch Hunt Witch's ``bag-duplicate`` decides whether Lil'
Monsta's extra Minion can be found). Held as the key, a script stays alive with its memo."""


def _bag_duplicate(game: Any, character: str) -> bool:
    """Whether the script's homebrew object for ``character`` lets the bag hold it more than
    once (special ``bag-duplicate``)."""
    obj = game.script.homebrew.get(character)
    if not obj:
        return False
    return any(isinstance(x, dict) and x.get("type") == "selection" and x.get("name") == "bag-duplicate"
               for x in obj.get("special", ()) or ())


class SetupBag:
    """The bag while the Storyteller fills it: counts per character type and the tokens.

    Given to a character's ``setup_bag(bag)`` hook so its bracketed modifier can change
    the counts or add tokens (Legion, Village Idiot, Huntsman's Damsel).

    Attributes:
        counts: how many tokens of each type the bag must hold.
        chosen: the characters chosen so far (a character may appear several times when a
            modifier adds copies).
        fixed: characters a modifier requires, which are never taken back out.
        reserved: characters kept out of the bag and out of other covers: a cover chosen
            early (the Marionette who believes it is the Huntsman, per their jinx).
    """

    def __init__(self, game: SetupPhase, counts: dict[str, int]) -> None:
        self.game = game
        self.counts = counts
        self.chosen: list[str] = []
        self.fixed: set[str] = set()
        self.reserved: set[str] = set()
        self.probe = False
        # While a chosen character's modifier runs: (character, the bag just after it was
        # chosen, the answers given to the modifier so far, the fill position to go on from).
        self._modifier: tuple[str, SetupBag, list[Any], _BagPos] | None = None

    def copy(self) -> SetupBag:
        """A probe copy: the setup search tries modifiers on it without touching the game
        (no events, no remembered choices, questions answered by the search)."""
        new = SetupBag.__new__(SetupBag)
        new.__dict__.update(self.__dict__)
        new.counts = dict(self.counts)
        new.chosen = list(self.chosen)
        new.fixed = set(self.fixed)
        new.reserved = set(self.reserved)
        new.probe = True
        new._modifier = None
        return new

    def key(self) -> tuple[Any, ...]:
        """What the rest of the setup depends on, with interchangeable characters (see
        :meth:`Game._setup_plain`) replaced by their type: equal keys, equal futures."""
        game = self.game
        plain = (game._setup_known or game._setup_search_data()).plain
        cache = game._team_cache

        def canon(cs: Iterable[str]) -> tuple[str, ...]:
            return tuple(sorted(["~" + cache[c] if c in plain else c for c in cs])) if cs else ()

        return (tuple(sorted(self.counts.items())), canon(self.chosen), canon(self.fixed),
                canon(self.reserved), self._extras())

    def _extras(self) -> tuple[tuple[str, str], ...]:
        """What setup hooks left on the bag besides its own fields, as sorted (name, repr)."""
        fields = self.__dict__
        if fields.keys() <= _BAG_FIELDS:
            return ()
        return tuple(sorted([(k, repr(v)) for k, v in fields.items() if k not in _BAG_FIELDS]))

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.game.state.seats)

    def count(self, team: str) -> int:
        """Tokens of one character type in the bag."""
        cache = self.game._team_cache
        return sum(1 for c in self.chosen if cache[c] == team)

    def is_fixed(self, character: str) -> bool:
        """True for a character a modifier requires (or one with a modifier itself)."""
        return character in self.fixed or bool(load_catalogue().get(character).setup)

    def add(self, character: str, *, fixed: bool = True) -> None:
        """Put one more token of ``character`` in the bag."""
        if character not in self.game._team_cache:
            self.game._team_cache[character] = str(load_catalogue().get(character).team)
        self.chosen.append(character)
        if fixed:
            self.fixed.add(character)

    def script(self, team: str | None = None) -> list[str]:
        """The script's characters (of one type)."""
        return self.game.script_characters(team)

    def candidates(self, team: str) -> list[str]:
        """The script's characters of one type that may go in this bag: those whose module's
        ``bag_allowed(bag)`` hook, if any, says yes (the Lunatic needs a Demon on the script
        that it could believe it is)."""
        out = []
        hooks = (self.game._setup_known or self.game._setup_search_data()).allowed
        for c in self.game._script_team(team):
            allowed = hooks[c] if c in hooks else module_hook(c, "bag_allowed")
            if allowed is None or allowed(self):
                out.append(c)
        return out

    def room(self, team: str) -> int:
        """The most tokens of one type the bag can come to hold: those in it, plus the
        script's others of that type not chosen yet (nor reserved); with a character of
        that type the bag may hold several of (:meth:`duplicable`), as many as there are
        players."""
        chosen, reserved = self.chosen, self.reserved
        if self.duplicable(team):
            return self.players
        return self.count(team) + sum(1 for c in self.game._script_team(team) if c not in chosen and c not in reserved)

    def duplicable(self, team: str) -> list[str]:
        """The script's characters of one type that may be in the bag more than once: homebrew
        characters whose script object lists the special ``{"type": "selection", "name":
        "bag-duplicate"}`` (the official script tool's way to say so), not reserved."""
        return [c for c in self.game._script_team(team) if c not in self.reserved and _bag_duplicate(self.game, c)]

    def fits(self, team: str, delta: int) -> bool:
        """True when moving ``delta`` places from Townsfolk to ``team`` leaves both counts
        fillable from the script (a +1 Outsider needs an Outsider the bag can still take)."""
        return (0 <= self.counts[team] + delta <= self.room(team)
                and 0 <= self.counts["townsfolk"] - delta <= self.room("townsfolk"))

    def keep_for_storyteller(self, character: str) -> None:
        """Take one ``character`` token back out of the bag: no seat draws it, and the
        Storyteller holds it as their own character once the bag is dealt (its hooks run
        with ``ctx.seat == STORYTELLER``, unannounced: Lil' Monsta, whose token is babysat
        rather than dealt). A probe copy only takes the token out.

        Raises:
            ValueError: the character is not in the bag.
        """
        if character not in self.chosen:
            raise ValueError(f"{character!r} is not in the bag")
        self.chosen.remove(character)
        self.fixed.discard(character)
        if not self.probe and character not in self.game.state.storyteller_characters:
            self.game.state.storyteller_characters.append(character)

    def remember(self, character: str, value: Any) -> None:
        """Keep a standing choice a character's setup made, for its ability to read later
        (``AbilityContext.setup_choice``: the Boffin's ability chosen at setup)."""
        if not self.probe:
            self.game.state.setup_choices[character] = value

    def apply_modifiers(self, character: str) -> Flow:
        """Apply another character's bracketed setup change to this bag (a jinx: a Marionette
        who believes it is the Balloonist or the Huntsman)."""
        return (yield from self.game._apply_modifiers(character, self))

    def choose(self, step: str, prompt: str, options: Sequence[Any], count: tuple[int, int] | None = None,
               labels: dict[Any, str] | None = None, suggested: Sequence[Any] = ()) -> Flow:
        """Ask the Storyteller a setup question.

        Only options after which the setup can still be completed are offered (the setup
        search replays the running modifier with each option). A probe copy yields the
        question unfiltered, for the search to answer. ``suggested``: for a single choice
        the almanac leaves to the Storyteller's judgement, the options the engine would
        pick (the decision's ``truth``, ``why`` :data:`~clocktower.decisions.JUDGED`; the
        automated Storytellers pick among them)."""
        if self.probe:
            if not options:
                raise SetupError(f"{step}: no option")
            return (yield Decision(DecisionKind.SETUP, STORYTELLER, step, prompt, tuple(options), count=count))
        legal = list(options)
        context = self._modifier
        if context is not None and count is None:
            character, start, answers, pos = context
            legal = [x for x in options if self.game._modifier_works(start, pos, character, (*answers, x))]
            if not legal:
                raise SetupError(self.game._setup_failure or f"{step}: no option completes the setup")
        answer = yield from self.game._setup_choice(step, prompt, legal, count, labels,
                                                    suggested=suggested if count is None else ())
        if context is not None:
            context[2].append(answer)
        return answer



class SetupPhase(GameCore):
    """The setup of a game (a part of :class:`clocktower.engine.Game`)."""

    _setup_known: _SetupSearch | None  # (see _setup_search_data)
    # (clocktower.travellers.TravellerPhase; annotations only)
    _hidden_traveller_alignments: Callable[[], Flow]
    _hidden_traveller_info: Callable[[], None]

    def _setup_choice(self, step: str, prompt: str, options: Sequence[Any],
                      count: tuple[int, int] | None = None,
                      labels: dict[Any, str] | None = None, suggested: Sequence[Any] = ()) -> Flow:
        picks = tuple(o for o in suggested if o in options)
        return (yield Decision(DecisionKind.SETUP, STORYTELLER, step, prompt, tuple(options),
                               count=count, labels=labels or self.character_labels(),
                               truth=picks, why=JUDGED if picks else ""))

    def _setup(self) -> Flow:
        """Add the Fabled and Loric, choose the bag, apply setup modifiers, deal, choose
        bluffs, then run the ``after_deal`` hooks (rulebook "Setup"). A fixed Grimoire
        skips the bag and the modifiers but not the Storyteller's standing choices."""
        self._add_storyteller_characters()
        if self.seating is not None:
            self._seat_fixed(self.seating)
        else:
            yield from self._bag_and_deal()
        yield from self._hidden_traveller_alignments()
        yield from self._bluffs()
        self._hidden_traveller_info()
        yield from self._hooks("after_deal")
        self._check_win()

    def _add_storyteller_characters(self) -> None:
        """The script's Fabled and Loric join the game as the Storyteller's, announced to all
        (almanac, Duchess, Hell's Librarian, Storm Catcher: "declare that ... is in play")."""
        added = [c for c in self._script_ids if self._team_cache[c] in ("fabled", "loric")]
        # The Fabled the Storyteller adds at setup (Game(fabled=...)), then the Djinn when the
        # script holds a jinxed pair (almanac, Djinn: declared even if neither is in play).
        added += list(getattr(self, "added_fabled", ()))
        if script_jinxes(self._script_ids):
            added.append("djinn")
        for c in added:
            if c not in self._team_cache:
                self._team_cache[c] = str(load_catalogue().get(c).team)
            if c not in self.state.storyteller_characters:
                self.state.storyteller_characters.append(c)
                self.emit("storyteller_character", f"The {self.char_name(c)} ({self._team_cache[c].capitalize()}) "
                          "is in play.", public=True, data={"character": c, "team": self._team_cache[c]})

    def _seat_fixed(self, seating: Sequence[str | tuple[str, str]]) -> None:
        cat = load_catalogue()
        for seat, entry in zip(self.state.seats, seating):
            true, believed = (entry, entry) if isinstance(entry, str) else entry
            for c in (true, believed):
                cat.get(c)
                if c not in self._team_cache:
                    self._team_cache[c] = str(cat.get(c).team)
            seat.character, seat.believed = true, believed
            seat.alignment = EVIL if self._team_cache[true] in ("minion", "demon") else GOOD
            seat.believed_alignment = EVIL if self._team_cache[believed] in ("minion", "demon") else GOOD
        counts = {t: sum(1 for s in self.state.seats if self._team_cache[s.character] == t)
                  for t in ("townsfolk", "outsider", "minion", "demon")}
        self.state.setup_counts = counts
        if counts["demon"] == 0:
            # A fixed Grimoire with no Demon: a script Demon whose token the Storyteller holds
            # (HELD_BY_STORYTELLER: Lil' Monsta) is in play that way (a bag game keeps it out
            # of the deal through SetupBag.keep_for_storyteller).
            for c in self._script_ids:
                if module_hook(c, "HELD_BY_STORYTELLER") and c not in self.state.storyteller_characters:
                    self.state.storyteller_characters.append(c)
                    break

    def _bag_and_deal(self) -> Flow:
        """Fill the bag to the counts (applying setup modifiers as characters are chosen),
        choose covers for characters never in the bag, and deal a token to each seat.

        Every bag and cover question offers only the options after which the setup can
        still be completed (:meth:`_setup_completable`): a character whose modifier cannot
        be honoured, or a modifier's choice whose consequences the script's remaining
        characters and the seats left cannot meet, is never offered."""
        n = len(self.state.seats)
        hidden = yield from self._hidden_travellers_in_bag()
        bag = self._table_bag(n - len(hidden), hidden)
        pos = _BAG_START
        for c in list(self.state.storyteller_characters):
            # A Fabled's or Loric's own setup change (the Sentinel's Outsiders, the Pope's
            # duplicates) happens before the fill, as the search keeps every choice completable.
            if _has_modifier(c):
                bag._modifier = (c, bag.copy(), [], pos)  # (its questions offer only completable answers)
                try:
                    yield from self._apply_modifiers(c, bag)
                finally:
                    bag._modifier = None
        while True:
            action, team, pos = self._bag_step(bag, pos)
            if action == "done":
                break
            if action == "fill":
                pool = self._bag_pool(bag, team)
                if not pool:
                    raise SetupError(f"script {self.script.name or self.script.source!r} has too few {team} characters "
                                     f"for {n} players")
                legal = self._legal_in(bag, pos, "fill", pool, lambda c: self._fill_works(bag, pos, c))  # noqa: B023 (called at once)
                if not legal:
                    raise SetupError(self._setup_failure or f"the bag cannot be filled for {n} players")
                i = bag.count(team) + 1
                c = yield from self._setup_choice(
                    f"setup.{team}", f"Choose {with_article(team)} character for the bag ({i} of {bag.counts[team]})",
                    legal)
                bag.chosen.append(c)
                if _has_modifier(c):
                    bag._modifier = (c, bag.copy(), [], pos)
                    try:
                        yield from self._apply_modifiers(c, bag)
                    finally:
                        bag._modifier = None
            else:
                removable = self._bag_removable(bag, team)
                if not removable:
                    raise SetupError(f"setup cannot fit the {team} characters chosen into {n} seats")
                legal = self._legal_in(bag, pos, "remove", removable,
                                       lambda c: self._setup_completable(self._without(bag, c), pos))  # noqa: B023
                if not legal:
                    raise SetupError(self._setup_failure or f"the bag cannot be filled for {n} players")
                c = yield from self._setup_choice(f"setup.remove.{team}",
                                                  f"Too many {team} characters: take one out of the bag", legal)
                bag.chosen.remove(c)
        if len(bag.chosen) != n:
            raise SetupError(f"the bag holds {len(bag.chosen)} tokens for {n} players")

        # Tokens that stand in for characters who are never in the bag.
        covers: list[str] = []
        for c in bag.chosen:
            if module_hook(c, "COVER") is None:
                covers.append(c)
                continue
            pool = [x for x in self._cover_pool(bag, c, covers) if self._covers_possible(bag, [*covers, x])]
            if not pool:
                raise SetupError(f"no character is left for the {self.char_name(c)} to believe")
            covers.append((yield from bag.choose(
                f"setup.cover.{c}", f"Which character does the {self.char_name(c)} believe they are?", pool)))

        # Deal: Demons first, then tokens with seating rules, then the rest, each to a seat.
        tokens = sorted(zip(bag.chosen, covers), key=lambda t: (
            self._team_cache[t[0]] != "demon", not hasattr(behaviour(t[0]), "seat_options")))
        free = list(range(n))
        placed: list[tuple[str, int]] = []
        for c, cover in tokens:
            seat_hook = module_hook(c, "seat_options")
            options = seat_hook(self, free, placed) if seat_hook else list(free)
            if not options:
                raise SetupError(f"no seat can take the {self.char_name(c)}")
            seat = yield from bag.choose(
                f"setup.deal.{c}", f"Which seat draws the {self.char_name(cover)} token?",
                options, labels=self.seat_labels())
            free.remove(seat)
            placed.append((c, seat))
            s = self.state.seats[seat]
            s.character = c
            s.believed = cover
            team = self._team_cache[c]
            s.alignment = EVIL if team in ("minion", "demon") else GOOD
            s.believed_alignment = EVIL if self._team_cache[s.believed] in ("minion", "demon") else GOOD
        self.state.setup_counts = dict(bag.counts)

    def _table_bag(self, table: int, hidden: Sequence[str] = ()) -> SetupBag:
        """An empty bag to the setup table of ``table`` players, holding the ``hidden``
        Travellers' tokens (fixed: the fill leaves them be)."""
        townsfolk, outsiders, minions, demons = PLAYER_COUNTS[table]
        bag = SetupBag(self, {"townsfolk": townsfolk, "outsider": outsiders, "minion": minions,
                              "demon": demons})
        for c in hidden:
            bag.add(c)
        return bag

    def _hidden_travellers_in_bag(self) -> Flow:
        """The hidden Travellers the Storyteller puts in the bag (Stowed Away: "Up to 2
        recommended Travellers might be in the bag & the player count lowers accordingly";
        :mod:`clocktower.homebrew`). Returns their ids (none when the script has none).

        First how many (``setup.hidden_travellers.count``): 0 up to
        :data:`HIDDEN_TRAVELLERS_AT_MOST`, no more than the script has, and only counts whose
        lowered table (the seats less that many, 5 at least) the setup can still be completed
        for, the Storyteller's Fabled and Loric setup changes included. Then which ones
        (``setup.hidden_travellers``, that many of the script's), asked only when there is a
        choice. Each one in the bag lowers by one the player count whose setup table is dealt.

        Raises:
            SetupError: no count works (the table cannot be dealt even without them).
        """
        on_script = [c for c in self.script_characters("traveller") if is_hidden_traveller(c)]
        if not on_script:
            return []
        n = len(self.state.seats)
        most = min(HIDDEN_TRAVELLERS_AT_MOST, len(on_script), n - min(PLAYER_COUNTS))
        counts = [k for k in range(most + 1) if self._hidden_count_works(n - k, on_script[:k])]
        if not counts:
            raise SetupError(self._setup_failure or f"the bag cannot be filled for {n} players")
        words = {0: "none", 1: "one", 2: "two"}
        labels = {k: f"{words.get(k, str(k))} (the setup table of {n - k} players)" for k in counts}
        k = yield from self._setup_choice(
            "setup.hidden_travellers.count",
            "How many Travellers go in the bag, unannounced? (each lowers the setup table's player count by one)",
            counts, labels=labels)
        if k == 0:
            return []
        if k == len(on_script):
            return list(on_script)
        chosen = yield from self._setup_choice(
            "setup.hidden_travellers", f"Which Traveller{'s go' if k > 1 else ' goes'} in the bag?",
            on_script, count=(k, k))
        return [c for c in on_script if c in chosen]

    def _hidden_count_works(self, table: int, hidden: Sequence[str]) -> bool:
        """True when a bag for the table of ``table`` players holding the ``hidden`` tokens can
        be completed, after the Storyteller's Fabled and Loric setup changes in any way
        (which hidden Travellers they are changes nothing: they have no setup change)."""
        bags = [self._table_bag(table, hidden).copy()]
        for c in self.state.storyteller_characters:
            if _has_modifier(c):
                bags = [out for bag in bags for out in self._modifier_outcomes(bag, c, ())]
        return any(self._setup_completable(bag, _BAG_START) for bag in bags)

    def _bluffs(self) -> Flow:
        in_play = {s.character for s in self.state.seats}
        # A character nobody can be seen as (the Drunk) makes no bluff.
        good_pool = [c for c in self.script_characters() if self._team_cache[c] in ("townsfolk", "outsider")
                     and c not in in_play and not module_hook(c, "THINKS_THEY_ARE")]
        k = min(3, len(good_pool))
        give = True
        if k and any(module_hook(c, "BLUFFS_OPTIONAL") for c in in_play):
            # (Legion: the Storyteller may give the Demons no bluffs at all.)
            give = yield from self._setup_choice(
                "setup.bluffs.give", "Give the Demon three bluffs?", (True, False),
                labels={True: "give three bluffs", False: "give no bluffs"}, suggested=(True,))
        bluffs = (yield from self._setup_choice(
            "setup.bluffs", "Choose three good characters not in play for the Demon to bluff as",
            good_pool, count=(k, k))) if give else ()
        self.state.bluffs = tuple(bluffs)
        for s in self.state.seats:
            if self.identity_hidden(s.index):
                # (The Tor: the player is dealt a character but not shown it.)
                self.emit("dealt", "You do not know your character or alignment.", seats=(s.index,),
                          data={"seat": s.index})
                continue
            if s.index in self.state.hidden_travellers:
                # (Stowed Away: the seat knows it is a Traveller; nobody else is told.)
                self.emit("dealt", f"You are the {self.char_name(s.believed)} (a Traveller, not announced), "
                          f"and you are {s.believed_alignment}.", seats=(s.index,),
                          data={"seat": s.index, "character": s.believed, "alignment": s.believed_alignment,
                                "hidden_traveller": True})
                continue
            self.emit("dealt", f"You are the {self.char_name(s.believed)}.", seats=(s.index,),
                      data={"seat": s.index, "character": s.believed, "alignment": s.believed_alignment})
        self.emit("setup", "Grimoire: " + ", ".join(
            f"{s.name}={self.char_name(s.character)}" + (f" (believes {self.char_name(s.believed)})"
                                                         if s.believed != s.character else "")
            for s in self.state.seats), data={"counts": self.state.setup_counts})

    def _apply_modifiers(self, character: str, bag: SetupBag) -> Flow:
        """Apply a chosen character's bracketed setup modifier (rulebook "Setup").

        Data-driven changes (``SETUP_OUTSIDERS``, ``SETUP_MINIONS``: the deltas the
        Storyteller may choose among) move slots between Townsfolk and Outsiders or
        Minions; a ``setup_bag(bag)`` hook does anything else (Legion, Village Idiot...).
        """
        module = behaviour(character)
        counts = bag.counts
        for attr, team in (("SETUP_OUTSIDERS", "outsider"), ("SETUP_MINIONS", "minion")):
            changes = getattr(module, attr, None)
            if not changes:
                continue
            # Only counts the script can fill (a Balloonist's +1 after the Lord of Typhon took
            # every Outsider is no option). Whether the rest of the setup can follow is the
            # setup search's to judge (it offers neither a change it cannot complete nor the
            # character when no change can be made).
            feasible = [d for d in changes if bag.fits(team, d)] or [
                d for d in changes if counts[team] + d >= 0 and counts["townsfolk"] - d >= 0]
            if not feasible:
                raise SetupError(f"the {self.char_name(character)}'s change to the {team} count cannot be made")
            if len(feasible) == 1:
                delta = feasible[0]
            else:
                delta = yield from bag.choose(
                    f"setup.modifier.{character}",
                    f"{self.char_name(character)}: change the {team} count by how many?", feasible,
                    labels={d: f"{d:+d} {team.capitalize()}" for d in feasible})
            counts[team] += delta
            counts["townsfolk"] -= delta
            if not bag.probe:
                self.emit("setup", f"{self.char_name(character)} changes the {team} count by {delta:+d}.")
        hook = getattr(module, "setup_bag", None)
        if hook is not None:
            result = hook(bag)
            if result is not None:
                yield from result

    # ---------------------------------------------------------------- setup search
    def _bag_step(self, bag: SetupBag, pos: _BagPos) -> tuple[str, str, _BagPos]:
        """The bag's next step from position ``pos``: ``("fill", team, pos)`` or
        ``("remove", team, pos)`` (``pos`` to go on from after it), or ``("done", "", pos)``.

        Rounds (at most 20): fill each type in :data:`_BAG_ORDER` up to its count (a
        modifier may change counts meanwhile), then take out tokens of any type over its
        count; stop after a round that changed nothing."""
        rnd, removing, i, changed = pos
        # The tokens of each type (what bag.count gives; the bag does not change here).
        cache = self._team_cache
        held = dict.fromkeys(_BAG_ORDER, 0)
        for c in bag.chosen:
            t = cache[c]
            if t in held:
                held[t] += 1
        while rnd < 20:
            if i < len(_BAG_ORDER):
                team = _BAG_ORDER[i]
                have, want = held[team], bag.counts[team]
                if not removing and have < want:
                    return "fill", team, (rnd, False, i, True)
                if removing and have > want:
                    return "remove", team, (rnd, True, i, True)
                i += 1
            elif not removing:
                removing, i = True, 0
            elif not changed:
                break
            else:
                rnd, removing, i, changed = rnd + 1, False, 0, False
        return "done", "", (rnd, removing, i, changed)

    @staticmethod
    def _bag_pool(bag: SetupBag, team: str) -> list[str]:
        """The characters of one type the Storyteller may put in the bag next."""
        again = set(bag.duplicable(team))
        return [c for c in bag.candidates(team) if (c not in bag.chosen or c in again) and c not in bag.reserved]

    def _bag_removable(self, bag: SetupBag, team: str) -> list[str]:
        """The tokens of one type that may be taken back out (never a fixed one)."""
        return [c for c in dict.fromkeys(bag.chosen) if self._team_cache[c] == team and not bag.is_fixed(c)]

    @staticmethod
    def _without(bag: SetupBag, character: str) -> SetupBag:
        out = bag.copy()
        out.chosen.remove(character)
        return out

    def _setup_search_data(self) -> _SetupSearch:
        """The setup search's memo for this script and player count (shared by games)."""
        known = self._setup_known
        if known is None:  # (callers in a hurry read ``self._setup_known`` first)
            key = (self.script, len(self.state.seats))
            known = _SETUP_SEARCHES.get(key)
            if known is None:
                if len(_SETUP_SEARCHES) >= 64:
                    _SETUP_SEARCHES.clear()
                known = _SETUP_SEARCHES[key] = _SetupSearch(self.script_characters())
            self._setup_known = known
        return known

    def _setup_plain(self) -> frozenset[str]:
        """The script's characters that are interchangeable while the bag is filled."""
        return (self._setup_known or self._setup_search_data()).plain

    @property
    def _setup_failure(self) -> str | None:
        return self._setup_search_data().failure

    def _setup_fail(self, reason: str) -> None:
        known = self._setup_search_data()
        if known.failure is None:
            known.failure = reason

    def _legal_in(self, bag: SetupBag, pos: _BagPos, action: str, options: list[str],
                  works: Callable[[str], bool]) -> list[str]:
        """The options of a bag question (characters) for which ``works`` holds.

        ``works`` (the fill or the removal of one character, judged by the memoised search)
        depends only on the bag's :meth:`SetupBag.key` and the character, with
        interchangeable characters standing for their type: so each is tried once per such
        bag, and the answers are remembered by it (games of one script and size meet the
        same bags again)."""
        known = self._setup_known or self._setup_search_data()
        plain = known.plain
        cache = self._team_cache
        key = (action, pos, bag.key())
        found = known.legal.get(key)
        if found is None:
            found = known.legal[key] = {}
        out = []
        for c in options:
            same = "~" + cache[c] if c in plain else c
            ok = found.get(same)
            if ok is None:
                ok = found[same] = works(c)
            if ok:
                out.append(c)
        return out

    def _fill_works(self, bag: SetupBag, pos: _BagPos, character: str) -> bool:
        """True when putting ``character`` in the bag leaves a way to complete the setup."""
        start = bag.copy()
        start.chosen.append(character)
        return self._modifier_works(start, pos, character, ())

    def _modifier_works(self, start: SetupBag, pos: _BagPos, character: str,
                        answers: tuple[Any, ...]) -> bool:
        """True when ``character``'s modifier, its first questions answered with ``answers``,
        leaves a way to complete the setup (``start``: the bag just after it was chosen)."""
        known = self._setup_known or self._setup_search_data()
        memo = known.memo
        key = ("modifier", pos, start.key(), character if character not in known.plain else
               "~" + self._team_cache[character], answers)
        found = memo.get(key)
        if found is None:
            found = memo[key] = any(self._setup_completable(out, pos)
                                    for out in self._modifier_outcomes(start, character, answers))
        return found

    def _modifier_outcomes(self, start: SetupBag, character: str, answers: tuple[Any, ...]) -> list[SetupBag]:
        """Run ``character``'s modifier on copies of ``start`` (the bag just after it was
        chosen), answering its questions with ``answers`` and then every option in turn.
        Returns the bags it can end with (a way that raises SetupError ends nowhere)."""
        out: list[SetupBag] = []
        todo = [answers]
        while todo:
            given = todo.pop()
            bag = start.copy()
            flow = self._apply_modifiers(character, bag)
            try:
                decision = next(flow)
                for a in given:
                    decision = flow.send(a)
            except StopIteration:
                out.append(bag)
                continue
            except SetupError as err:
                self._setup_fail(str(err))
                continue
            if decision.count is None:
                todo.extend((*given, o) for o in reversed(decision.options))
            else:
                lo, hi = decision.count
                todo.extend((*given, combo) for k in range(hi, lo - 1, -1)
                            for combo in itertools.combinations(decision.options, k))
        return out

    def _setup_completable(self, bag: SetupBag, pos: _BagPos) -> bool:
        """True when the bag, filled on from ``pos``, can still be completed: every type at
        its count, no fixed token over it, every cover with a character to believe. A
        depth-first search over the Storyteller's remaining choices (one interchangeable
        character per type stands for all of them), memoised per game."""
        memo = (self._setup_known or self._setup_search_data()).memo
        key = (pos, bag.key())
        found = memo.get(key)
        if found is None:
            memo[key] = False  # (no cycles: each step adds or removes a token)
            found = memo[key] = self._setup_search(bag, pos)
        return found

    def _setup_search(self, bag: SetupBag, pos: _BagPos) -> bool:
        n = len(self.state.seats)
        action, team, pos = self._bag_step(bag, pos)
        if action == "done":
            if len(bag.chosen) != n:
                self._setup_fail(f"the bag holds {len(bag.chosen)} tokens for {n} players")
                return False
            return self._covers_possible(bag, [])
        plain = self._setup_plain()
        if action == "fill":
            pool = self._bag_pool(bag, team)
            if not pool:
                self._setup_fail(f"script {self.script.name or self.script.source!r} has too few {team} characters "
                                 f"for {n} players")
            # Interchangeable characters first (no modifier to honour): one stands for all.
            tries = [c for c in pool if c in plain][:1] + [c for c in pool if c not in plain]
            return any(self._fill_works(bag, pos, c) for c in tries)
        removable = self._bag_removable(bag, team)
        if not removable:
            self._setup_fail(f"setup cannot fit the {team} characters chosen into {n} seats")
        tries = [c for c in removable if c in plain][:1] + [c for c in removable if c not in plain]
        return any(self._setup_completable(self._without(bag, c), pos) for c in tries)

    def _cover_pool(self, bag: SetupBag, character: str, covers: list[str]) -> list[str]:
        """The characters the player of ``character`` (a ``COVER``) may believe they are,
        given the tokens and the covers chosen before it (``covers``, in bag order)."""
        cover = module_hook(character, "COVER")
        teams = {"townsfolk": ("townsfolk",), "good": ("townsfolk", "outsider"), "demon": ("demon",)}[cover]
        in_bag = set(bag.chosen) | set(covers)
        may_be_in_play = cover == "demon"
        # A token that is never in the bag (the Drunk) cannot be believed either.
        pool = [x for x in self.script_characters() if self._team_cache[x] in teams
                and (may_be_in_play or x not in in_bag) and module_hook(x, "COVER") is None
                and x not in bag.reserved]
        cover_hook = module_hook(character, "cover_options")
        if cover_hook is not None:
            pool = cover_hook(bag, pool)
        return list(pool)

    def _covers_possible(self, bag: SetupBag, covers: list[str]) -> bool:
        """True when the tokens after ``covers`` (bag order) can all get a cover."""
        chosen = bag.chosen
        i = len(covers)
        # A token that is not a cover stands for itself.
        while i < len(chosen) and module_hook(chosen[i], "COVER") is None:
            i += 1
        if i == len(chosen):
            return True
        if i > len(covers):
            covers = [*covers, *chosen[len(covers):i]]
        c = chosen[i]
        try:
            pool = self._cover_pool(bag, c, covers)
        except SetupError as err:
            self._setup_fail(str(err))
            return False
        if not pool:
            self._setup_fail(f"no character is left for the {self.char_name(c)} to believe")
        return any(self._covers_possible(bag, [*covers, x]) for x in pool)



def playability_problems(script: Script, players: int | None = None) -> list[str]:
    """Why a script cannot be played on its own (empty when it can be set up).

    A game needs every character type of the setup table (rulebook "Setup": Outsiders are
    needed at 6, 8, 9, 11, 12, 14 and 15 players, Minions and a Demon always), and every
    character a setup modifier adds (a module's ``NEEDS_ON_SCRIPT``: the Huntsman's Damsel).
    A type is not needed when every Demon on the script makes it optional (module data
    ``SETUP_OPTIONAL_TYPES``: Legion's bag has no Minions and any number of Outsiders).
    Characters the engine does not implement yet are reported separately
    (:meth:`Script.unimplemented`).

    Args:
        script: the script.
        players: the player count (Travellers aside) the game is for. Without it, only the
            types every count needs are required: a script with no Outsiders is not refused
            here, since 5, 7, 10 and 13 players need none (:func:`outsider_free_counts`);
            with it, the types that count's setup table row needs.

    Returns:
        Short phrases such as ``"it has no Demons"``, ``"the Huntsman needs the Damsel"``.
        A lacking type is said to be lacking only among the characters this engine knows
        when the script also names ids its catalogue does not know (one of them may be of
        that type: Witch Hunt's Lil' Monsta is a Demon this engine lacks).
    """
    problems = []
    cat = load_catalogue()
    names = {"townsfolk": "Townsfolk", "outsider": "Outsiders", "minion": "Minions", "demon": "Demons"}
    demons = script.characters_of("demon")
    optional = set.intersection(*(set(getattr(behaviour(d), "SETUP_OPTIONAL_TYPES", ())) for d in demons)) \
        if demons else set()
    if players is None:
        optional.add("outsider")
    elif players in PLAYER_COUNTS and PLAYER_COUNTS[players][1] == 0:
        optional.add("outsider")
    lacking = [names[t] for t in names if not script.characters_of(t) and t not in optional]
    if lacking:
        listed = lacking[0] if len(lacking) == 1 else ", ".join(lacking[:-1]) + " or " + lacking[-1]
        unknown = script.unknown_characters()
        if unknown:
            shown_ids = ", ".join(cut_text(u, 40) for u in unknown[:5]) + (", ..." if len(unknown) > 5 else "")
            problems.append(f"it has no {listed} this engine knows (it does not know {shown_ids})")
        else:
            problems.append(f"it has no {listed}" + (f" (needed at {players} players)"
                                                       if lacking == ["Outsiders"] else ""))
    on_script = set(script.characters)
    for c in script.characters:
        if c not in cat:
            continue
        for need in getattr(behaviour(c), "NEEDS_ON_SCRIPT", ()):
            if need not in on_script:
                problems.append(f"the {cat.get(c).name} needs the {cat.get(need).name}")
    return problems


def outsider_free_counts(script: Script) -> tuple[int, ...] | None:
    """The player counts a script without Outsiders can be set up at, or None when it has some.

    The setup table (rulebook "Setup") asks for no Outsider at 5, 7, 10 and 13 players, so a
    script that lists none is limited to those (of the counts it is for, Teensyville's 5-6
    among them), unless every Demon on it makes Outsiders optional (Legion).
    """
    if script.characters_of("outsider"):
        return None
    return tuple(n for n in script.supported_player_counts() if not playability_problems(script, n))


def unplayable_reason(script: Script, players: int | None = None) -> str | None:
    """The message explaining why a script cannot be played alone, or None when it can.

    ``players``, when given, is the count the game is for (see :func:`playability_problems`).

    Names a bundled script that pairs with it, if any (the final nail's pairing with Seed
    004's evil): one that can be played, holds exactly this script's characters of every
    type this script has, and adds only the types it lacks. A mere superset (a custom
    subset of Seed 002 and Seed 002 itself) is not a pairing.
    """
    problems = playability_problems(script, players)
    if not problems:
        return None
    from .script import bundled_scripts
    name = script.name or script.source
    text = f"{name!r} cannot be played alone: " + "; ".join(problems) + "."
    own = set(script.characters)
    for short, path in bundled_scripts().items():
        other = load_script(path)
        same_types = all(other.characters_of(t) == script.characters_of(t)
                         for t in ("townsfolk", "outsider", "minion", "demon") if script.characters_of(t))
        # A script with no characters at all pairs with nothing (the empty set is in every script).
        if own and other.source != script.source and own < set(other.characters) and same_types \
                and not playability_problems(other):
            text += f" Play it with its pairing instead: --script {short} ({other.name})."
            break
    return text

