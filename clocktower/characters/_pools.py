"""Fixed, versioned lists of characters a game may use although its script does not hold them.

A game must depend on its script, never on the whole catalogue: adding a character to
``clocktower/data/characters.json`` must not change a game whose script does not hold it
(``tests/test_catalogue_independence.py`` checks this on the locked games). Where a rule
reaches beyond the script (the Amnesiac's ability may be "the same ability as another
character in Blood on the Clocktower": almanac, Amnesiac), it reaches into a list kept
here, by hand. Changing a list changes games: bump its version, regenerate the behaviour
lock (``python -m tests.behaviour_lock --write``) in a commit of its own, and say why.

Ruling and sources: ``docs/rulings/off-script-pools.md``.
"""

from __future__ import annotations

OFF_SCRIPT_TOWNSFOLK_VERSION = 2
"""Version of :data:`OFF_SCRIPT_TOWNSFOLK` (1: the eight Trouble Brewing Townsfolk the engine
then ran; 2: all thirteen, once the Washerwoman, Librarian, Investigator, Monk and Virgin were
implemented)."""

OFF_SCRIPT_TOWNSFOLK: tuple[str, ...] = (
    "chef", "empath", "fortuneteller", "investigator", "librarian", "mayor", "monk", "ravenkeeper",
    "slayer", "soldier", "undertaker", "virgin", "washerwoman",
)
"""Townsfolk whose abilities every player knows, usable off the script: the thirteen Townsfolk
of Trouble Brewing, the base script every player starts with. Used for the Amnesiac's given
ability and guesses, and for a Townsfolk that must be made when every Townsfolk of the script
is in play (the Huntsman's Damsel)."""
