"""The parts of :class:`clocktower.context.AbilityContext`, one module each, each a class
of the chain the context inherits (``base`` < ``seats`` < ``status`` < ``actions`` <
``decisions`` < ``abilities``), so that each part may call the parts before it. Character
code imports from :mod:`clocktower.context`, never from here."""
