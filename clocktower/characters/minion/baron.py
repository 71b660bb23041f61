"""There are extra Outsiders in play. [+2 Outsiders]

Rulings (almanac, Baron): a setup modifier only: when the Baron is in the bag, two
Townsfolk tokens are swapped for two Outsider tokens (never other types); the change is
not undone if the Baron later dies or loses its ability. The Baron does nothing in play.
"""

SETUP_OUTSIDERS = (2,)
