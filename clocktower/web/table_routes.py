"""The web Grimoire's routes for getting people in and for the script sheet.

* ``GET /join``: the page where a player types the room code and takes their seat.
* ``GET /api/rooms/{code}``: the game of a room code and its seats still open (names).
* ``POST /api/rooms/{code}/claim`` ``{"seat": k}``: take an open seat: its private link,
  handed out once.
* ``GET /api/games/{id}/links`` (Storyteller): the room code, each seat's link, its QR
  code (SVG) and whether it was handed out.
* ``POST /api/games/{id}/reissue`` ``{"seat": k}`` (Storyteller): a new link for a seat;
  the old one stops working and its open connections are closed.
* ``GET /api/storyteller/games`` (``Authorization: Bearer <Storyteller key>``): the games
  created with that key on this server.
* ``POST /api/scripts/check`` ``{"script_json": [...]}``: what the upload page says about
  a script (the characters this engine lacks, and whether the rest can be played).
* ``GET /api/games/{id}/script`` (any seat or the Storyteller): the script sheet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import anyio
from fastapi import FastAPI, Request

from ..script import ScriptError, parse_script
from .hub import BadRequest, Hub, LiveGame, Role, owned_games, room_game
from .scripts import upload_report
from .sheet import script_sheet
from .table_extras import seat_of_slot

if TYPE_CHECKING:
    from .app import Fanout


async def drop_seat(fanout: Fanout, live: LiveGame, seat: int) -> None:
    """Close every open connection of a seat (its link was re-issued: the old token is no
    longer this game's)."""
    async with fanout.lock(live.id):
        gone = [ws for ws, role in fanout.conns.get(live.id, {}).items() if role == Role(seat)]
        for ws in gone:
            fanout.remove(live.id, ws)
            try:
                await ws.send_json({"type": "error", "error": "this link was replaced by the Storyteller: "
                                                              "ask them for your new one"})
                await ws.close(code=4403)
            except Exception:  # already gone
                pass


def add_table_routes(app: FastAPI, hub: Hub, fanout: Fanout, *, page: Any, token_of: Any,
                     json_body: Any) -> None:
    """Add the routes above to ``app`` (``page``, ``token_of`` and ``json_body`` are the
    application's helpers: a static page, the caller's token, the JSON body)."""

    def base(request: Request) -> str:
        return str(request.base_url).rstrip("/")

    async def live_role(game_id: str, token: Any) -> tuple[LiveGame, Role]:
        live = await anyio.to_thread.run_sync(hub.get, game_id)
        return live, live.role(token)

    @app.get("/join", include_in_schema=False)
    async def join_page() -> Any:
        return page("join.html")

    @app.get("/api/rooms/{code}")
    async def room(code: str) -> dict[str, Any]:
        live = await anyio.to_thread.run_sync(room_game, hub, code)
        seats = await anyio.to_thread.run_sync(live.open_seats)
        return {"game": live.id, "script": live.game.script.name or "", "over": live.game.over, "seats": seats}

    @app.post("/api/rooms/{code}/claim")
    async def claim(code: str, request: Request) -> dict[str, Any]:
        body = await json_body(request)
        live = await anyio.to_thread.run_sync(room_game, hub, code)
        token = await anyio.to_thread.run_sync(live.claim, body.get("seat"))
        return {"link": f"/seat/{live.id}#{token}"}

    @app.get("/api/games/{game_id}/links")
    async def links(game_id: str, request: Request) -> dict[str, Any]:
        live, role = await live_role(game_id, token_of(request))
        return await anyio.to_thread.run_sync(live.links, role, base(request))

    @app.post("/api/games/{game_id}/reissue")
    async def reissue(game_id: str, request: Request) -> dict[str, Any]:
        body = await json_body(request)
        live, role = await live_role(game_id, token_of(request, body))
        seat = body.get("seat")
        token = await anyio.to_thread.run_sync(live.reissue, role, seat)
        seated = seat_of_slot(live.game, seat)  # (a Traveller's slot is not its seat number)
        if seated is not None:
            await drop_seat(fanout, live, seated)
        await fanout.push(live)
        return {"seat": seat, "link": f"/seat/{live.id}#{token}"}

    @app.get("/api/storyteller/games")
    async def my_games(request: Request) -> list[dict[str, Any]]:
        return await anyio.to_thread.run_sync(owned_games, hub, token_of(request))

    @app.post("/api/scripts/check")
    async def check_script(request: Request) -> dict[str, Any]:
        body = await json_body(request)
        try:
            script = parse_script(body.get("script_json"), source="uploaded script")
        except ScriptError as exc:
            raise BadRequest(str(exc)) from None
        return await anyio.to_thread.run_sync(upload_report, script)

    @app.get("/api/games/{game_id}/script")
    async def sheet(game_id: str, request: Request) -> dict[str, Any]:
        live, role = await live_role(game_id, token_of(request))
        with live.lock:
            return script_sheet(live.game, storyteller=role.storyteller)
