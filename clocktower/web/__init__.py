"""The web Grimoire: storytell and play Blood on the Clocktower in the browser.

A thin layer over the engine (``Game.pending`` / ``Game.answer`` / ``Game.view``):

* :mod:`clocktower.web.store` keeps games durable in a SQL database (SQLite by default);
* :mod:`clocktower.web.hub` holds the live games in memory, runs bots and the automated
  Storyteller server-side, and builds each connection's snapshot (a seat's view, or the
  Grimoire for the Storyteller);
* :mod:`clocktower.web.app` is the FastAPI application (HTTP + WebSocket) and serves the
  pages in ``static/``;
* :mod:`clocktower.web.serve` is the ``clocktower serve`` command.

Needs the ``web`` extra: ``pip install 'clocktower[web]'``.
"""
