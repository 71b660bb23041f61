"""You do not know you are the Drunk. You think you are a Townsfolk character, but you are not.

Rulings (almanac, Drunk): the Drunk's token is never in the bag; its player draws a
Townsfolk not otherwise in play and acts as it, with no ability; the Drunk always counts as
drunk. The Townsfolk it believes is not in play (the Drunk is), so the Storyteller may give
it to the Demon as a bluff (docs/rulings/drunk-bluffs.md).
"""

THINKS_THEY_ARE = True
ALWAYS_DRUNK = True  # the Drunk always counts as drunk (almanac, Acrobat)
COVER = "townsfolk"
