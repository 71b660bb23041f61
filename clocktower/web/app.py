"""The web Grimoire's ASGI application (FastAPI): pages, JSON API and WebSockets.

Routes:

* ``GET /``: the page to create a game. ``GET /st/{id}`` and ``GET /seat/{id}``: the
  Storyteller's and a player's pages; the private token travels in the link's fragment
  (``#token``), which browsers never send to the server, and the page hands it over in
  the WebSocket's first message.
* ``GET /api/scripts``: the bundled scripts. ``POST /api/games``: create a game.
* ``GET /api/games/{id}``: the caller's snapshot. ``POST /api/games/{id}/answer`` and
  ``POST /api/games/{id}/control``: answer the pending decision (with ``for_seat``, the
  Storyteller answers a seat's in that person's place), Storyteller controls.
  ``POST /api/games/{id}/edit`` and ``POST /api/games/{id}/undo``: the Storyteller edits the
  Grimoire, takes back answers. ``GET /api/games/{id}/record``: the record (Storyteller only).
  Room codes, QR codes, re-issued links, the Storyteller's games, the script check and
  the script sheet: see :mod:`clocktower.web.table_routes`. The token goes in an
  ``Authorization: Bearer`` header (or ``?token=`` for the record download).
* ``WS /ws/{id}``: first message ``{"type": "auth", "token": ...}``; then the server
  sends ``{"type": "state", "state": snapshot}`` after every change (with
  ``"patches": true`` in the auth message: the first snapshot whole, then each change as
  ``{"type": "patch", ...}``, see :func:`patch`), and takes
  ``{"type": "answer", "i": ref, "choice": ..., "text": ...}`` (``i`` as given in the
  pending decision), the Storyteller's
  ``{"type": "answer", "for_seat": seat, "i": number, "choice": ...}`` (or ``"auto": true``
  instead of a choice: a bot picks) answering an absent person's pending decision in their
  place, ``{"type": "control", "action": ...}``, the Storyteller's Grimoire edits
  ``{"type": "edit", "kind": ..., "seat": ..., "value": ..., "tell": false}`` and undo
  ``{"type": "undo", "n": answers, "i": number}``; a refusal comes back as
  ``{"type": "error", "error": message}`` and changes nothing.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from contextlib import asynccontextmanager
from importlib.resources import files
from pathlib import Path
from typing import Any

import anyio
import starlette.websockets
from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse, PlainTextResponse, Response
from fastapi.staticfiles import StaticFiles

from ..characters import behaviour, implemented_ids
from ..engine import playability_problems
from ..script import bundled_scripts, load_script
from .hub import Forbidden, Hub, LiveGame, Role, WebError
from .store import Store
from .table_extras import slot_names
from .table_routes import add_table_routes

MAX_BODY = 256 * 1024
"""The largest HTTP request body accepted, in bytes (an uploaded script fits easily)."""

MAX_MESSAGE = 8 * 1024
"""The largest WebSocket message accepted, in characters."""

_GONE: tuple[type[BaseException], ...] = tuple(
    t for t in (WebSocketDisconnect, getattr(starlette.websockets, "WebSocketDisconnected", None)) if t is not None)
"""What receiving on a socket the client has closed raises (newer Starlette has a second kind)."""

THREADS = 256
"""Worker threads for the blocking parts (the engine, the database)."""


def _load_characters() -> None:
    for cid in implemented_ids():
        behaviour(cid)


STATIC = Path(str(files("clocktower.web").joinpath("static")))

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]


class _TooLarge(Exception):
    pass


class BodyLimit:
    """ASGI middleware refusing HTTP bodies over ``limit`` bytes with 413, whether or not
    the client sent a Content-Length."""

    def __init__(self, app: Any, limit: int = MAX_BODY) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Callable[[], Awaitable[Message]],
                       send: Callable[[Message], Awaitable[None]]) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        length = headers.get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > self.limit):
            await _refuse_large(send, self.limit)
            return
        seen = 0
        started = False

        async def limited_receive() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    raise _TooLarge
            return message

        async def watched_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, limited_receive, watched_send)
        except _TooLarge:
            if not started:
                await _refuse_large(send, self.limit)


async def _refuse_large(send: Callable[[Message], Awaitable[None]], limit: int) -> None:
    body = json.dumps({"error": f"request body too large (the limit is {limit} bytes)"}).encode()
    await send({"type": "http.response.start", "status": 413,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


class Fanout:
    """The WebSocket connections of each game, and the sending of fresh snapshots."""

    def __init__(self) -> None:
        self.conns: dict[str, dict[WebSocket, Role]] = {}
        self.last: dict[WebSocket, str] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        # Connections that asked for changes only (``"patches": true`` in their auth
        # message): the last snapshot each was sent, to send the next as a patch of it.
        self.patched: dict[WebSocket, dict[str, Any] | None] = {}

    def lock(self, game_id: str) -> asyncio.Lock:
        """One lock per game: its pushes go out one after the other, so a push held up by a
        slow connection is never overtaken by a newer one and then sends older snapshots."""
        return self.locks.setdefault(game_id, asyncio.Lock())

    def add(self, game_id: str, ws: WebSocket, role: Role) -> None:
        self.conns.setdefault(game_id, {})[ws] = role

    def remove(self, game_id: str, ws: WebSocket) -> None:
        self.conns.get(game_id, {}).pop(ws, None)
        self.last.pop(ws, None)
        self.patched.pop(ws, None)

    async def send(self, ws: WebSocket, snapshot: dict[str, Any], *, force: bool = False) -> None:
        """Send a snapshot unless the connection already has exactly this one (so a seat
        gets nothing at all when only hidden things changed). A connection that asked for
        patches gets its first snapshot whole, then only what changed (see :func:`patch`)."""
        if ws in self.patched:
            before = self.patched[ws]
            self.patched[ws] = snapshot
            if before is None or force:
                await ws.send_text(json.dumps({"type": "state", "state": snapshot}))
                return
            change = patch(before, snapshot)
            if change is not None:
                await ws.send_text(json.dumps(change))
            return
        text = json.dumps({"type": "state", "state": snapshot})
        if force or self.last.get(ws) != text:
            self.last[ws] = text
            await ws.send_text(text)

    async def greet(self, ws: WebSocket, live: LiveGame, role: Role) -> None:
        """Send a new connection its first snapshot (in turn with the game's pushes)."""
        async with self.lock(live.id):
            await self.send(ws, await anyio.to_thread.run_sync(live.snapshot, role))

    def roles(self, game_id: str) -> frozenset[Role]:
        """The roles of the connections open on a game now."""
        return frozenset(self.conns.get(game_id, {}).values())

    async def push(self, live: LiveGame, ready: tuple[int, dict[Role, dict[str, Any]]] | None = None) -> None:
        """Send every connection of ``live`` its own new snapshot (one per role).

        Args:
            ready: snapshots already taken (by :meth:`LiveGame.snapshots`, in the same
                worker thread as the answer that changed the game, saving a second trip to
                a thread): used only when the game has not changed since (the same
                version) and they cover every role connected now; otherwise the
                snapshots are taken afresh, all in one trip to a worker thread.
        """
        async with self.lock(live.id):
            conns = list(self.conns.get(live.id, {}).items())
            if not conns:
                return
            roles = {role for _ws, role in conns}
            if ready is not None and ready[0] == live.version and roles <= ready[1].keys():
                cache = ready[1]
            else:
                cache = await anyio.to_thread.run_sync(lambda: {role: live.snapshot(role) for role in roles})
            for ws, role in conns:
                try:
                    await self.send(ws, cache[role])
                except Exception:  # a connection that went away
                    self.remove(live.id, ws)


def patch(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any] | None:
    """What changed from one snapshot to the next, as a message: ``{"type": "patch",
    "set": {key: new value}, "unset": [keys gone], "log_from": n, "log_add": [...]}``.
    The log (which only grows, save after an undo) goes as the events added after its
    first ``log_from`` ones; a log that changed otherwise goes whole in ``set``. None when
    nothing changed. The page applies it with ``applyPatch`` (common.js)."""
    changed: dict[str, Any] = {}
    out: dict[str, Any] = {"type": "patch"}
    for key, value in after.items():
        if key == "log" and isinstance(value, list):
            old = before.get("log")
            if old is value:
                continue
            if isinstance(old, list) and len(old) <= len(value) and (
                    all(a is b for a, b in zip(old, value)) or old == value[:len(old)]):
                if len(old) < len(value):
                    out["log_from"] = len(old)
                    out["log_add"] = value[len(old):]
                continue
        if key not in before or before[key] != value:
            changed[key] = value
    gone = [k for k in before if k not in after]
    if not changed and not gone and "log_from" not in out:
        return None
    out["set"] = changed
    if gone:
        out["unset"] = gone
    return out


def _token(request: Request, body: dict[str, Any] | None = None) -> Any:
    auth = request.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip()
    if body is not None and "token" in body:
        return body["token"]
    return request.query_params.get("token")


def _loads(raw: str | bytes) -> Any:
    """``json.loads``, with every way a hostile text can fail it as a ValueError: bad JSON,
    bad UTF-8, nesting deeper than the parser can recurse, or an integer too long to convert."""
    try:
        return json.loads(raw)
    except RecursionError:
        raise ValueError("nested too deeply") from None


async def _json_body(request: Request) -> dict[str, Any]:
    raw = await request.body()
    try:
        body = _loads(raw or b"null")
    except ValueError as exc:
        raise WebError(f"the request body is not JSON ({exc})") from None
    if not isinstance(body, dict):
        raise WebError("the request body must be a JSON object")
    return body


_OK = json.dumps({"type": "ok"})
"""The acknowledgement of a message that was carried out."""

_NOT_TEXT = "messages must be text frames holding JSON (a binary frame was sent)"


async def _receive_text(websocket: WebSocket) -> str | None:
    """The next text message of a socket, or None for a binary one.

    Raises:
        WebSocketDisconnect: the client went away.
    """
    message = await websocket.receive()
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000), message.get("reason"))
    if message.get("text") is not None:
        return str(message["text"])
    return None


def _answer(live: LiveGame, role: Role, body: dict[str, Any]) -> None:
    """Answer as the body says: the caller's own pending decision, or, with ``for_seat``,
    a seat's in that person's place (the Storyteller only)."""
    if "for_seat" in body:
        live.answer_for(role, body["for_seat"], body.get("i"), body.get("choice"), body.get("text"),
                        body.get("auto", False))
    else:
        live.answer(role, body.get("i"), body.get("choice"), body.get("text"))


def _answer_and_snapshots(live: LiveGame, role: Role, body: dict[str, Any],
                          roles: frozenset[Role]) -> tuple[int, dict[Role, dict[str, Any]]]:
    """Answer as :func:`_answer` does (committed when it returns), then take the snapshots
    of ``roles`` for the push that follows, in the same worker thread."""
    _answer(live, role, body)
    return live.snapshots(roles)


def _edit(live: LiveGame, role: Role, body: dict[str, Any]) -> None:
    """A Storyteller edit as the body says: ``kind``, ``seat``, ``value``, ``tell`` (and ``i``, the
    pending decision's number, refused when stale)."""
    live.edit(role, body.get("kind"), body.get("seat"), body.get("value"), body.get("tell", False), body.get("i"))


def create_app(db_url: str) -> FastAPI:
    """The web Grimoire application.

    Args:
        db_url: a SQLAlchemy database URL (``sqlite:///games.db``). Unfinished games in
            it are rebuilt by replaying their records when the application starts.

    Returns:
        The FastAPI application (``app.state.hub`` holds the live games).
    """
    store = Store(db_url)
    hub = Hub(store)
    fanout = Fanout()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        # Answers wait in worker threads for their group commit (see Store.append): enough
        # threads that those waits never hold up the snapshots of other games.
        anyio.to_thread.current_default_thread_limiter().total_tokens = THREADS
        # Load every character's module now, not under the first games' locks.
        await anyio.to_thread.run_sync(_load_characters)
        await anyio.to_thread.run_sync(hub.resume_all)
        yield
        store.dispose()

    app = FastAPI(title="clocktower web Grimoire", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.hub = hub
    app.state.store = store
    app.add_middleware(BodyLimit, limit=MAX_BODY)
    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.exception_handler(WebError)
    async def _web_error(request: Request, exc: WebError) -> JSONResponse:
        return JSONResponse({"error": exc.message}, status_code=exc.status)

    def page(name: str) -> FileResponse:
        return FileResponse(STATIC / name, media_type="text/html",
                            headers={"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"})

    @app.get("/", include_in_schema=False)
    async def index() -> FileResponse:
        return page("index.html")

    @app.get("/st/{game_id}", include_in_schema=False)
    async def st_page(game_id: str) -> FileResponse:
        return page("storyteller.html")

    @app.get("/seat/{game_id}", include_in_schema=False)
    async def seat_page(game_id: str) -> FileResponse:
        return page("seat.html")

    @app.get("/api/scripts")
    async def scripts() -> list[dict[str, Any]]:
        implemented = implemented_ids()
        out = []
        for name in sorted(bundled_scripts()):
            s = load_script(name)
            playable = not s.unimplemented(implemented) and not playability_problems(s)
            out.append({"name": name, "title": s.name or name, "playable": playable})
        return out

    @app.post("/api/games")
    async def create(request: Request) -> dict[str, Any]:
        body = await _json_body(request)
        live = await anyio.to_thread.run_sync(lambda: hub.create(
            script=body.get("script"), script_json=body.get("script_json"), players=body.get("players"),
            mode=body.get("mode", "auto"), seed=body.get("seed"), owner=body.get("owner"),
            without=body.get("without_unsupported"),
            open_nominations=body.get("open_nominations"), travellers=body.get("travellers"),
            joining=body.get("joining"), fabled=body.get("fabled")))
        names = slot_names(live.game)
        return {"id": live.id, "storyteller": f"/st/{live.id}#{live.st_token}", "room": live.room,
                "script": live.game.script.name or "",
                "seats": [{"seat": k, "name": names[k], "bot": k in live.bots,
                           "link": f"/seat/{live.id}#{t}"} for k, t in enumerate(live.tokens)]}

    async def _live_role(game_id: str, token: Any) -> tuple[LiveGame, Role]:
        live = await anyio.to_thread.run_sync(hub.get, game_id)
        return live, live.role(token)

    @app.get("/api/games/{game_id}")
    async def state(game_id: str, request: Request) -> dict[str, Any]:
        live, role = await _live_role(game_id, _token(request))
        return await anyio.to_thread.run_sync(live.snapshot, role)

    @app.post("/api/games/{game_id}/answer")
    async def answer(game_id: str, request: Request) -> dict[str, Any]:
        body = await _json_body(request)
        live, role = await _live_role(game_id, _token(request, body))
        await anyio.to_thread.run_sync(lambda: _answer(live, role, body))
        await fanout.push(live)
        return {"ok": True}

    @app.post("/api/games/{game_id}/control")
    async def control(game_id: str, request: Request) -> dict[str, Any]:
        body = await _json_body(request)
        live, role = await _live_role(game_id, _token(request, body))
        await anyio.to_thread.run_sync(lambda: live.control(role, body.get("action")))
        await fanout.push(live)
        return {"ok": True, "decisions": len(live.game.answers)}

    @app.post("/api/games/{game_id}/edit")
    async def edit(game_id: str, request: Request) -> dict[str, Any]:
        body = await _json_body(request)
        live, role = await _live_role(game_id, _token(request, body))
        await anyio.to_thread.run_sync(lambda: _edit(live, role, body))
        await fanout.push(live)
        return {"ok": True}

    @app.post("/api/games/{game_id}/undo")
    async def undo(game_id: str, request: Request) -> dict[str, Any]:
        body = await _json_body(request)
        live, role = await _live_role(game_id, _token(request, body))
        await anyio.to_thread.run_sync(lambda: live.undo(role, body.get("n"), body.get("i")))
        await fanout.push(live)
        return {"ok": True, "decisions": len(live.game.answers)}

    @app.get("/api/games/{game_id}/notes")
    async def get_notes(game_id: str, request: Request) -> dict[str, Any]:
        live, role = await _live_role(game_id, _token(request))
        return {"text": await anyio.to_thread.run_sync(live.notes, role)}

    @app.put("/api/games/{game_id}/notes")
    async def put_notes(game_id: str, request: Request) -> dict[str, Any]:
        body = await _json_body(request)
        live, role = await _live_role(game_id, _token(request, body))
        await anyio.to_thread.run_sync(lambda: live.set_notes(role, body.get("text")))
        return {"ok": True}

    @app.get("/api/games/{game_id}/record")
    async def record(game_id: str, request: Request) -> Response:
        live, role = await _live_role(game_id, _token(request))
        if not role.storyteller:
            raise Forbidden("only the Storyteller may download the record (it holds the whole Grimoire)")
        text = await anyio.to_thread.run_sync(live.record_text)
        return PlainTextResponse(text, media_type="application/x-ndjson", headers={
            "Content-Disposition": f'attachment; filename="clocktower-{game_id}.jsonl"'})

    add_table_routes(app, hub, fanout, page=page, token_of=_token, json_body=_json_body)

    @app.websocket("/ws/{game_id}")
    async def ws(websocket: WebSocket, game_id: str) -> None:
        await websocket.accept()

        async def refuse(message: str, code: int = 4400) -> None:
            await websocket.send_json({"type": "error", "error": message})
            await websocket.close(code=code)

        try:
            first = await asyncio.wait_for(_receive_text(websocket), timeout=30)
        except (TimeoutError, WebSocketDisconnect):
            await websocket.close(code=4400)
            return
        if first is None:
            await refuse(_NOT_TEXT)
            return
        if len(first) > MAX_MESSAGE:
            await refuse(f"message too large (the limit is {MAX_MESSAGE} characters)", 1009)
            return
        try:
            hello = _loads(first)
        except ValueError:
            await refuse("the first message must be JSON: {\"type\": \"auth\", \"token\": ...}")
            return
        if not isinstance(hello, dict) or hello.get("type") != "auth":
            await refuse("the first message must be {\"type\": \"auth\", \"token\": ...}")
            return
        try:
            live, role = await _live_role(game_id, hello.get("token"))
        except WebError as exc:
            await refuse(exc.message, 4000 + exc.status)
            return
        fanout.add(live.id, websocket, role)
        if hello.get("patches") is True:
            fanout.patched[websocket] = None
        try:
            await fanout.greet(websocket, live, role)
            while True:
                text = await _receive_text(websocket)
                if text is None:
                    await websocket.send_json({"type": "error", "error": _NOT_TEXT})
                    continue
                if len(text) > MAX_MESSAGE:
                    await refuse(f"message too large (the limit is {MAX_MESSAGE} characters)", 1009)
                    return
                try:
                    msg = _loads(text)
                    if not isinstance(msg, dict):
                        raise WebError("a message must be a JSON object with a 'type'")
                    kind = msg.get("type")
                    ready = None
                    if kind == "answer":
                        ready = await anyio.to_thread.run_sync(_answer_and_snapshots, live, role, msg,
                                                               fanout.roles(live.id))
                    elif kind == "control":
                        await anyio.to_thread.run_sync(live.control, role, msg.get("action"))
                    elif kind == "edit":
                        await anyio.to_thread.run_sync(_edit, live, role, msg)
                    elif kind == "undo":
                        await anyio.to_thread.run_sync(live.undo, role, msg.get("n"), msg.get("i"))
                    elif kind == "refresh":
                        async with fanout.lock(live.id):
                            snap = await anyio.to_thread.run_sync(live.snapshot, role)
                            if websocket in fanout.patched:
                                fanout.patched[websocket] = snap
                            await websocket.send_json({"type": "state", "state": snap, "reply": "refresh"})
                        continue
                    else:
                        raise WebError(f"unknown message type {kind!r}; known: answer, control, edit, undo, refresh")
                except ValueError as exc:
                    await websocket.send_json({"type": "error", "error": f"not JSON: {getattr(exc, 'msg', exc)}"})
                    continue
                except WebError as exc:
                    await websocket.send_json({"type": "error", "error": exc.message})
                    continue
                await websocket.send_text(_OK)
                await fanout.push(live, ready)
        except _GONE:
            pass  # the client went away
        finally:
            fanout.remove(live.id, websocket)

    return app
