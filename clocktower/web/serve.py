"""The ``clocktower serve`` command: run the web Grimoire with uvicorn."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer


def default_db_url() -> str:
    """A SQLite file in the user's data directory (created if missing)."""
    from platformdirs import user_data_dir

    folder = Path(user_data_dir("clocktower", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'web-games.db'}"


def serve(
    host: Annotated[str, typer.Option("--host", help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", min=1, max=65535, help="Port to listen on.")] = 8000,
    db: Annotated[str | None, typer.Option(
        "--db", help="Database: a SQLite file path or a SQLAlchemy URL (sqlite:///..., postgresql+psycopg://...). "
                     "Default: a SQLite file in the user data directory.")] = None,
) -> None:
    """Serve the web Grimoire: create games, storytell and play in the browser."""
    try:
        import uvicorn

        from .app import MAX_MESSAGE, create_app
    except ImportError as exc:
        typer.echo(f"error: the web Grimoire needs the 'web' extra (pip install 'clocktower[web]'): {exc}", err=True)
        raise typer.Exit(2) from None
    url = db if db is None or "://" in db else f"sqlite:///{Path(db).resolve()}"
    url = url or default_db_url()
    try:
        app = create_app(url)
    except Exception as exc:  # a bad URL or an unreachable database: say which
        typer.echo(f"error: cannot open the database {db or url!r}: {exc}", err=True)
        raise typer.Exit(2) from None
    from sqlalchemy.engine import make_url

    shown = make_url(url).render_as_string(hide_password=True)
    typer.echo(f"Web Grimoire on http://{host}:{port}/ (database {shown})")
    # (No per-message compression: snapshots and patches are small, and compressing each
    # one costs the event loop more than the bytes saved on a table's network.)
    uvicorn.run(app, host=host, port=port, ws_max_size=4 * MAX_MESSAGE, ws_per_message_deflate=False,
                log_level="warning")


def register(app: typer.Typer) -> None:
    """Add the ``serve`` command to the ``clocktower`` command line."""
    app.command("serve")(serve)
