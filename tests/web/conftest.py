"""Fixtures for the web Grimoire tests: an app on a fresh SQLite file, driven by
FastAPI's TestClient (no network)."""

from __future__ import annotations

import json
import os
import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the web Grimoire needs the 'web' extra")

from fastapi.testclient import TestClient

from clocktower.web.app import create_app

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus"]


class Table:
    """A test client plus the links of one created game."""

    def __init__(self, client: TestClient, created: dict[str, Any]) -> None:
        self.client = client
        self.id: str = created["id"]
        self.st: str = created["storyteller"].split("#", 1)[1]
        self.tokens: list[str] = [s["link"].split("#", 1)[1] for s in created["seats"]]

    def get(self, token: str | None) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token is not None else {}
        return self.client.get(f"/api/games/{self.id}", headers=headers)

    def snap(self, token: str) -> dict[str, Any]:
        r = self.get(token)
        assert r.status_code == 200, r.text
        return r.json()

    def post(self, what: str, token: str | None, body: dict[str, Any]) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token is not None else {}
        return self.client.post(f"/api/games/{self.id}/{what}", headers=headers, json=body)

    def grimoire(self) -> dict[str, Any]:
        return self.snap(self.st)

    def answer_first(self) -> int:
        """The chooser of the pending decision answers with its first legal option(s)."""
        p = self.grimoire()["pending"]
        assert p is not None
        token = self.st if p["chooser"] == -1 else self.tokens[p["chooser"]]
        choice: Any = 0 if p["count"] is None else list(range(p["count"][0]))
        # A seat names its decision by the opaque reference in its own snapshot.
        i = p["i"] if p["chooser"] == -1 else self.snap(token)["pending"]["i"]
        r = self.post("answer", token, {"i": i, "choice": choice})
        assert r.status_code == 200, r.text
        return int(p["chooser"])

    def fingerprint(self) -> str:
        """Everything observable about the game: the Grimoire plus every seat's snapshot."""
        return json.dumps([self.grimoire(), *[self.snap(tok) for tok in self.tokens]], sort_keys=True)

    def to_seat_decision(self) -> dict[str, Any]:
        """Play on until a person's seat (not the Storyteller) has a decision pending; return
        the Grimoire's view of that decision."""
        for _ in range(300):
            p = self.grimoire()["pending"]
            if p["chooser"] >= 0:
                return p
            self.answer_first()
        raise AssertionError("no seat decision reached")


def make_app(db_url: str) -> Any:
    return create_app(db_url)


@pytest.fixture
def db_url(tmp_path: Path) -> Iterator[str]:
    """A fresh database: a SQLite file, or, when ``CLOCKTOWER_TEST_PG_URL`` names a
    PostgreSQL server (``postgresql+psycopg://user:pw@127.0.0.1/db``, the user allowed to
    create databases), a new database on it, dropped afterwards."""
    pg = os.environ.get("CLOCKTOWER_TEST_PG_URL")
    if not pg:
        yield f"sqlite:///{tmp_path / 'games.db'}"
        return
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    name = f"clocktower_test_{secrets.token_hex(6)}"
    admin = create_engine(pg, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield make_url(pg).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    with TestClient(make_app(db_url)) as c:
        yield c


def create(client: TestClient, *, humans: int = 5, seats: int = 7, mode: str = "auto",
           seed: str = "t1", **extra: Any) -> Table:
    body = {"script": "darkest-before-dawn", "mode": mode, "seed": seed,
            "players": [{"name": NAMES[k] if k < len(NAMES) else f"P{k}", "bot": k >= humans} for k in range(seats)]}
    body.update(extra)
    r = client.post("/api/games", json=body)
    assert r.status_code == 200, r.text
    return Table(client, r.json())


@pytest.fixture
def table(client: TestClient) -> Table:
    return create(client)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Any]:
    """A ``clocktower serve`` process of its own on a fresh database, for the browser tests
    (:class:`tests.web.test_browser.Server`); stopped afterwards."""
    from .test_browser import Server

    s = Server(tmp_path / "games.db", tmp_path / "server.log")
    s.start()
    yield s
    if s.proc is not None and s.proc.poll() is None:
        s.proc.terminate()
        s.proc.wait(timeout=10)
