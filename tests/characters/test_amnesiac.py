"""Amnesiac: "You do not know what your ability is. Each day, privately guess what it is: you
learn how accurate you are." (almanac pages in seeds 000 and 003).

The Storyteller's choice of ability and the "cold / warm / hot / bingo" scale (the
Storyteller's judgement; the engine's suggestion) are documented in the module
(:data:`VARIANTS`, :func:`similarity`). Seats: 0 Amnesiac, 1 Empath, 2 Imp, 3 Goblin,
4 Chef, 5 Sweetheart, 6 Fisherman. The Imp kills the Fisherman unless told.
"""

import pytest

from clocktower import rules
from clocktower.catalogue import load_catalogue
from clocktower.characters._pools import OFF_SCRIPT_TOWNSFOLK
from clocktower.characters.townsfolk import amnesiac
from clocktower.decisions import JUDGED, Decision, DecisionKind, IllegalAnswer
from clocktower.engine import Game
from clocktower.script import parse_script
from clocktower.testing import advance, to_day

from .nail_helpers import NAIL_PLUS_IMP, game_of, imp_kills, informed, make_drunk, poison, set_up

SEATING = ["amnesiac", "empath", "imp", "goblin", "chef", "sweetheart", "fisherman"]
CALM = imp_kills(6)


def given(ability: str) -> list:  # type: ignore[type-arg]
    return [("amnesiac.ability", ability)]


def own_choice(d: Decision) -> bool:
    """A plan key: the Amnesiac's choice with its given ability (named after the Amnesiac)."""
    return d.step == "amnesiac" and d.chooser == 0 and d.kind == DecisionKind.CHOOSE_PLAYERS


def test_storyteller_gives_a_catalogue_townsfolk_or_a_variant() -> None:
    game = game_of(SEATING)
    d = advance(game, until="amnesiac.ability")
    assert d.chooser == -1 and d.kind == DecisionKind.STORYTELLER
    assert set(amnesiac.VARIANTS) <= set(d.options)
    assert {"empath", "soldier", "slayer", "chef"} <= set(d.options)
    # Not its own ability, not a setup-changing Townsfolk, nothing but Townsfolk.
    assert not {"amnesiac", "balloonist", "huntsman", "drunk", "imp", "sweetheart"} & set(d.options)


def test_in_a_bag_game_the_ability_is_chosen_during_setup() -> None:
    game = set_up(NAIL_PLUS_IMP, 7, {"setup.demon": "imp", "setup.minion": "goblin", "setup.townsfolk": "amnesiac"})
    d = game.pending
    assert d.step == "amnesiac.ability" and game.state.phase == "setup"


def test_catalogue_ability_wakes_at_that_characters_place_unnamed() -> None:
    game = game_of(SEATING)
    d = advance(game, given("empath"), until=informed(0, "empath"), policy=CALM)
    assert d.options == d.truth == (0,)  # the Fisherman and the Empath beside it are good
    assert game.state.seats[0].character == "amnesiac" and "empath" in rules.abilities(game.state, 0)
    game.answer(0)
    to_day(game, 1)
    assert not [e for e in game.view(0).events if "Empath" in e.text]  # never told its name


def test_passive_catalogue_ability_works() -> None:
    game = game_of(SEATING)
    advance(game, given("soldier"), until=lambda d: game.state.night == 2, policy=CALM)
    advance(game, [("imp", 0)], until=lambda d: game.state.day == 2)
    assert game.state.seats[0].alive


def test_variant_good_player() -> None:
    game = game_of(SEATING)
    d = advance(game, given("amnesiac:goodplayer"), until=("inform", "amnesiac"), policy=CALM)
    assert d.subject == 0 and d.options == d.truth == (1, 4, 5, 6)


def test_variant_character_type() -> None:
    game = game_of(SEATING)
    d = advance(game, [*given("amnesiac:charactertype"), ("amnesiac", 2)], until=("inform", "amnesiac"))
    assert d.options == d.truth == ("demon",)


def test_variant_demon_proof() -> None:
    game = game_of(SEATING)
    advance(game, given("amnesiac:demonproof"), until=lambda d: game.state.night == 2, policy=CALM)
    advance(game, [("imp", 0)], until=lambda d: game.state.day == 2)
    assert game.state.seats[0].alive


def test_daily_guess_hears_how_close_it_is() -> None:
    game = game_of(SEATING)
    d = advance(game, given("empath"), until="amnesiac", policy=CALM)
    assert d.chooser == 0 and d.kind == DecisionKind.DAY_ABILITY and game.state.day == 1
    assert None in d.options and "empath" in d.options and "amnesiac:demonproof" in d.options
    for guess, heard in (("dreamer", "hot"), ("chef", "warm"), ("soldier", "cold"), ("empath", "bingo")):
        d = advance(game, [("amnesiac", guess)], until=("inform", "amnesiac"), policy=CALM)
        assert d.truth == (heard,) and set(d.options) == set(amnesiac.FEEDBACK) and d.why == JUDGED
        game.answer(heard)
        advance(game, until="amnesiac", policy=CALM)


def test_storyteller_judges_a_guess_in_other_words_correct() -> None:
    # The Storyteller judges how close a guess is: a guess that names the ability in other
    # words (here the Dreamer, for a given Empath-like reading) may be judged correct, and a
    # near guess may be judged cold; each is the Amnesiac's answer, not false information.
    game = game_of(SEATING)
    advance(game, given("empath"), until="amnesiac", policy=CALM)
    d = advance(game, [("amnesiac", "dreamer")], until=("inform", "amnesiac"), policy=CALM)
    assert d.truth == ("hot",) and "bingo" in d.options
    game.answer("bingo")
    told = [e for e in game.view(0).events if e.kind == "learned"]
    assert told[-1].text == "Bingo: that is your ability."
    assert not [a for a in game.state.abnormal if a[0] == 0]


def test_drunk_or_poisoned_hears_anything_and_has_no_ability() -> None:
    for spoil in (make_drunk, poison):
        game = game_of(SEATING)
        spoil(game, 0)
        d = advance(game, given("empath"), until=informed(0, "empath"), policy=CALM)
        assert d.options == (0, 1, 2)
        d = advance(game, [("amnesiac", "empath")], until=("inform", "amnesiac"), policy=CALM)
        assert d.options == amnesiac.FEEDBACK and d.truth == ("bingo",)


def test_drunk_believing_amnesiac_only_believes_its_ability() -> None:
    game = game_of([("drunk", "amnesiac"), *SEATING[1:]])
    advance(game, given("soldier"), until=lambda d: game.state.night == 2, policy=CALM)
    assert "soldier" not in rules.abilities(game.state, 0)
    advance(game, [("imp", 0)], until=lambda d: game.state.day == 2)
    assert not game.state.seats[0].alive


def test_dead_amnesiac_makes_no_guess() -> None:
    game = game_of(SEATING)
    advance(game, given("empath"), until=lambda d: game.state.day == 1, policy=CALM)
    game.state.seats[0].alive = False
    advance(game, until=lambda d: game.state.night == 2, policy=CALM)
    assert "amnesiac" not in [d.step for d in game.decisions]


def test_similarity_scale() -> None:
    assert amnesiac.similarity("empath", "empath") == "bingo"
    assert amnesiac.traits("oracle") == ("each night*", "information")
    assert amnesiac.traits("slayer") == ("day", "killing")
    assert amnesiac.traits("soldier") == ("passive", "protection")
    assert amnesiac.similarity("amnesiac:demonproof", "soldier") == "hot"
    assert amnesiac.similarity("oracle", "empath") == "warm"
    assert amnesiac.similarity("slayer", "empath") == "cold"


def test_off_script_catalogue_ability_still_acts_on_the_first_night() -> None:
    # The Chef is neither on this script nor in play: its ability comes from the fixed list.
    script = parse_script([{"id": "_meta", "name": "Nail, Imp, no Chef"}, *(
        c for c in NAIL_PLUS_IMP.characters if c != "chef")], source="nail-no-chef")
    game = game_of(["amnesiac", "empath", "imp", "goblin", "dreamer", "sweetheart", "fisherman"], script)
    d = advance(game, given("chef"), until=informed(0, "chef"), policy=CALM)
    assert game.state.night == 1 and d.chooser == -1


def test_the_abilities_given_are_the_scripts_townsfolk_and_a_fixed_list() -> None:
    """docs/rulings/off-script-pools.md: the script's Townsfolk plus OFF_SCRIPT_TOWNSFOLK,
    never the rest of the catalogue (a new character changes no game without it)."""
    game = game_of(SEATING)
    d = advance(game, until="amnesiac.ability")
    cat = load_catalogue()
    script_townsfolk = {c for c in NAIL_PLUS_IMP.characters_of("townsfolk") if not cat.get(c).setup} - {"amnesiac"}
    assert set(d.options) == script_townsfolk | set(OFF_SCRIPT_TOWNSFOLK) | set(amnesiac.VARIANTS)
    assert "grandmother" not in d.options  # a catalogue Townsfolk on neither list
    with pytest.raises(IllegalAnswer):
        game.answer("grandmother")


def test_the_guesses_are_the_scripts_characters_and_the_fixed_list() -> None:
    script = tuple(NAIL_PLUS_IMP.characters)
    guesses = amnesiac._guess_options(script)
    assert set(guesses) == set(script) | set(OFF_SCRIPT_TOWNSFOLK) | set(amnesiac.VARIANTS)
    assert "grandmother" not in guesses and "undertaker" in guesses


def test_an_effect_of_the_given_ability_lasts_while_the_amnesiac_functions() -> None:
    # The Innkeeper is on neither list: it is given on a script that holds it.
    script = parse_script([{"id": "_meta", "name": "Nail, Imp, Innkeeper"}, *NAIL_PLUS_IMP.characters, "innkeeper"],
                          source="nail-innkeeper")
    game = game_of(SEATING, script)
    advance(game, given("innkeeper"), until=lambda d: game.state.night == 2, policy=CALM)
    advance(game, [(own_choice, (6, 1)), ("innkeeper.drunk", 1), ("imp", 6)], until=lambda d: game.state.day == 2)
    assert game.state.seats[6].alive and rules.is_drunk(game.state, 1)
    poison(game, 0)
    assert not rules.is_drunk(game.state, 1)


def test_its_own_choices_never_name_the_ability() -> None:
    game = game_of(SEATING)
    advance(game, [*given("dreamer"), (own_choice, 2)], until=lambda d: game.state.day == 1, policy=CALM)
    chose = [e for e in game.view(0).events if e.kind == "chose"]
    assert chose and all("Dreamer" not in e.text for e in chose)
    assert not [e for e in game.view(0).events if "Dreamer" in e.text]


LORD_SEATING = ["lordoftyphon", "amnesiac", "noble", "pixie", "balloonist", "oracle", "savant"]


def test_made_a_minion_the_amnesiac_loses_its_given_ability() -> None:
    """The Lord of Typhon makes the Amnesiac (its neighbour) a Minion: the ability it was given
    was the Amnesiac's, so it is gone (no Soldier protection, no more wakes or guesses)."""
    from clocktower.testing import seated
    game = seated(LORD_SEATING, script="final-nail-boffin")
    advance(game, [("amnesiac.ability", "soldier"), ("lordoftyphon.line", (6, 1)),
                   ("lordoftyphon.marionette", None), ("lordoftyphon.minion", "widow"),
                   ("lordoftyphon.minion", "goblin")], until=lambda d: d.step == "talk")
    assert game.state.seats[1].character in ("widow", "goblin")
    assert "soldier" not in rules.abilities(game.state, 1)
    assert not game.state.granted.get(1)


def test_made_the_marionette_the_amnesiac_only_believes_its_ability() -> None:
    """Made the Marionette, the player still believes they are the Amnesiac: they are still
    woken for the given ability and may still guess, but it has no effect."""
    from clocktower.testing import seated
    game = seated(LORD_SEATING, script="final-nail-boffin")
    advance(game, [("amnesiac.ability", "empath"), ("lordoftyphon.line", (6, 1)),
                   ("lordoftyphon.marionette", 1), ("lordoftyphon.minion", "widow")],
            until=lambda d: d.step == "talk")
    assert game.state.seats[1].character == "marionette" and game.state.seats[1].believed == "amnesiac"
    assert "empath" not in rules.abilities(game.state, 1)
    d = advance(game, until=lambda d: d.step == "amnesiac" and d.chooser == 1)
    assert d is not None and d.kind == DecisionKind.DAY_ABILITY  # still guesses, as it believes
    game.answer(None)
    d = advance(game, until=informed(1, "empath"))
    assert d is not None and game.state.night == 2 and len(d.options) > 1  # woken, any value


def seen_by_the_amnesiac(game: Game) -> list[str]:
    """Every text the Amnesiac's player was shown: its decisions (step, prompt, labels) and
    its events (text and data)."""
    out = []
    for d in [*game.decisions, *([game.pending] if game.pending else [])]:
        if d.chooser == 0:
            out += [d.step, d.prompt, *map(str, (d.labels or {}).values())]
    for e in game.view(0).events:
        if e.kind != "djinn_rule":  # (the Djinn's rules, read to all, are facts of the script)
            out += [e.text, str(e.data)]
    return out


@pytest.mark.parametrize("ability", ["fortuneteller", "dreamer", "slayer", "oracle", "empath"])
def test_nothing_the_player_sees_names_the_given_ability(ability: str) -> None:
    """Review of issue 4: decisions of the given ability are named after the Amnesiac (step
    "amnesiac"), their prompts only say what to answer, and texts drop the ability's name, so
    the player never learns it (the almanac: the Amnesiac does not know its ability)."""
    game = game_of(SEATING)
    name = load_catalogue().get(ability).name
    advance(game, given(ability), until=lambda d: game.state.night == 3, policy=CALM)
    seen = seen_by_the_amnesiac(game)
    assert ability not in [d.step for d in game.decisions if d.chooser == 0]
    assert not [t for t in seen if name in t or f"'{ability}'" in t]


def test_a_given_public_ability_is_announced_without_its_name() -> None:
    """The given Slayer ability used in public: the table hears "Alice chooses Carol." (naming
    the Slayer would name the ability; naming the Amnesiac would reveal her character)."""
    game = game_of(SEATING)
    d = advance(game, given("slayer"), until=lambda d: d.step == "amnesiac" and d.chooser == 0
                and d.kind == DecisionKind.DAY_ABILITY and 2 in d.options, policy=CALM)
    assert d.prompt == "Your ability: make a public choice"
    game.answer(2)
    assert game.winner == "good"  # the Imp died: the given ability works
    public = [e for e in game.view(1).events if e.kind == "statement"]
    assert public[-1].text == "Alice chooses Carol." and "slayer" not in public[-1].data
    assert not [e for e in game.view(1).events if ("Slayer" in e.text or "Amnesiac" in e.text)
                and e.kind != "djinn_rule"]  # (the Djinn's rules name the script's jinxed pairs)
