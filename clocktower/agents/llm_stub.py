"""A stand-in chat-completions server for testing the LLM player without a model or a network.

:class:`StubServer` listens on 127.0.0.1 (a free port) in a thread and answers
``POST .../chat/completions`` the way an OpenAI-compatible endpoint does. It reads the last
user message, finds the numbered options (``[K] label``) and how many to pick, and replies:

* ``"legal"``: a legal JSON answer, picked by hashing the conversation (so the same prompt
  always gets the same answer, and games with stub players are deterministic); at its turn
  in the day's talk under free talk it says something (``{"text": ..., "attach": K}``), and
  at a whisper it names a seat (or no one) with words (``{"choice": K, "text": ...}``);
* ``"illegal"``: always an illegal one (an option number that does not exist), so the player
  falls back to the heuristic bot;
* ``"illegal_once"``: an illegal answer to a first prompt and a legal one when it is asked
  again with the error.

``python -m clocktower.agents.llm_stub [--port 8000] [--mode legal]`` serves until Ctrl-C
(for trying ``--bots llm`` by hand: ``CLOCKTOWER_LLM_BASE_URL=http://127.0.0.1:8000/v1``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

MODES = ("legal", "illegal", "illegal_once")

_OPTION = re.compile(r"^  \[(\d+)\] ", re.M)
_RANGE = re.compile(r"Pick between (\d+) and (\d+) different options")
_DECISION = re.compile(r"^Decision \((\w+), ([\w.]+)\):", re.M)
_FREE = re.compile(r"You may also write your own text of up to (\d+) characters")


def stub_reply(messages: list[dict[str, Any]], mode: str = "legal") -> str:
    """The stub's reply (JSON text) to a conversation."""
    user = [m.get("content") or "" for m in messages if m.get("role") == "user"]
    first = next((u for u in user if _OPTION.search(u)), "")
    count = len(_OPTION.findall(first)) or 1
    if mode == "illegal" or (mode == "illegal_once" and len(user) == 1):
        return json.dumps({"choice": count + 1000, "choices": [count + 1000], "reason": "deliberately illegal"})
    digest = int(hashlib.sha256(json.dumps(messages, sort_keys=True).encode()).hexdigest(), 16)
    asked = _DECISION.search(first)
    step = asked.group(2) if asked else ""
    free = _FREE.search(first)
    if step == "talk" and free:
        text = f"Stub player speaking, thought {digest % 1000}."[: int(free.group(1))]
        return json.dumps({"text": text, "attach": digest % count, "reason": "stub"})
    if step == "whisper":
        return json.dumps({"choice": digest % count, "text": f"Stub whisper {digest % 1000}.", "reason": "stub"})
    pick = _RANGE.search(first)
    if pick is None:
        return json.dumps({"choice": digest % count, "reason": "stub"})
    lo, hi = int(pick.group(1)), min(int(pick.group(2)), count)
    k = lo + digest % (hi - lo + 1)
    start = digest % count
    return json.dumps({"choices": [(start + j) % count for j in range(k)], "reason": "stub"})


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:  # (quiet)
        pass

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        try:
            body = json.loads(self.rfile.read(length) or b"{}")
        except json.JSONDecodeError:
            body = {}
        if not self.path.rstrip("/").endswith("/chat/completions"):
            self._send(404, {"error": {"message": f"no such path {self.path}"}})
            return
        messages = body.get("messages") or []
        reply = stub_reply(messages, self.server.mode)
        self.server.requests += 1
        prompt_tokens = sum(len(str(m.get("content", ""))) for m in messages) // 4
        completion_tokens = len(reply) // 4
        self._send(200, {
            "id": f"stub-{self.server.requests}", "object": "chat.completion", "created": 0,
            "model": body.get("model", "stub"),
            "choices": [{"index": 0, "message": {"role": "assistant", "content": reply}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                      "total_tokens": prompt_tokens + completion_tokens},
        })

    def _send(self, status: int, payload: dict[str, Any]) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    mode = "legal"
    requests = 0


class StubServer:
    """The stub endpoint, as a context manager: ``with StubServer("legal") as url: ...``.

    Args:
        mode: one of :data:`MODES`.
        port: the port (0: a free one).

    Attributes:
        base_url: ``http://127.0.0.1:PORT/v1``, to give the LLM player.
    """

    def __init__(self, mode: str = "legal", port: int = 0) -> None:
        if mode not in MODES:
            raise ValueError(f"unknown stub mode {mode!r}; known: {', '.join(MODES)}")
        self._server = _Server(("127.0.0.1", port), _Handler)
        self._server.mode = mode
        self.base_url = f"http://127.0.0.1:{self._server.server_address[1]}/v1"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def requests(self) -> int:
        """How many completions it has served."""
        return self._server.requests

    def start(self) -> str:
        """Start serving in a thread; returns the base URL."""
        self._thread.start()
        return self.base_url

    def stop(self) -> None:
        """Stop serving and close the socket."""
        self._server.shutdown()
        self._server.server_close()

    def __enter__(self) -> str:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--mode", choices=MODES, default="legal")
    args = parser.parse_args()
    server = StubServer(args.mode, args.port)
    print(f"stub chat-completions endpoint at {server.base_url} (mode {args.mode}); Ctrl-C stops it")
    try:
        server._server.serve_forever()
    except KeyboardInterrupt:
        server._server.server_close()


if __name__ == "__main__":
    main()
