"""``python -m clocktower``: the same command line as the ``clocktower`` console command."""

from .cli import main

main()
