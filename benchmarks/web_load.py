"""Load test of the web Grimoire: many concurrent games against one server, on loopback.

Usage: python benchmarks/web_load.py [--games 40] [--concurrency 20] [--humans 2]
                                     [--seats 7] [--seconds 60] [--think SECONDS]
                                     [--url http://127.0.0.1:PORT]

Starts ``clocktower serve`` in a subprocess on a free loopback port with a fresh SQLite
file (unless ``--url`` names a server already running on loopback), then plays
``--games`` games, ``--concurrency`` at a time. In each game ``--humans`` seats are played
by this script over WebSockets, like people answering at random, and the other seats by the
server's bots, with the automated Storyteller. Bounded: it stops after ``--seconds``
whatever is left.

Two ways to load it:

* closed loop (the default, ``--think 0``): each person answers the instant the decision
  arrives, so the server is always saturated and the latency measured is mostly queueing
  (Little's law: with N answers outstanding at once and X answers served a second, an
  answer waits about N / X);
* paced (``--think T``): each person thinks a random time, uniform from 0 to 2T seconds,
  before answering, as people at a real table do, and the games start spread over the
  first T seconds rather than all in the same instant; the latency measured is then the
  service time of an answer plus whatever queue the other games make at that moment.

Prints the answers given over the wire per second with their latency (from sending an
answer to its acknowledgement, which comes after the server committed it, the bots and
the Storyteller answered up to the next person's decision, and that was committed too),
the decisions of all kinds per second, and the game creation latency.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import websockets

try:  # the successor of httpx, where installed (the test extra has both)
    import httpx2 as httpx
except ModuleNotFoundError:
    import httpx

ROOT = Path(__file__).resolve().parents[1]
NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kit", "Lou", "Max", "Ned", "Oli"]


@dataclass
class Stats:
    latencies: list[float] = field(default_factory=list)
    create: list[float] = field(default_factory=list)
    refused: int = 0
    decisions: int = 0
    finished: int = 0
    unfinished: int = 0


def pct(values: list[float], q: float) -> float:
    """The q-th percentile (nearest rank) of ``values``, in milliseconds."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q / 100 * len(ordered) + 0.5) - 1))
    return ordered[k] * 1000


def apply_patch(state: dict[str, Any], msg: dict[str, Any]) -> dict[str, Any]:
    """The next snapshot from the last one and a patch message (as the pages do)."""
    out = {**state, **msg.get("set", {})}
    for key in msg.get("unset", ()):
        out.pop(key, None)
    if "log_from" in msg:
        out["log"] = out["log"][:msg["log_from"]] + msg["log_add"]
    return out


def choose(p: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    n = len(p["options"])
    if p["count"]:
        lo, hi = p["count"]
        return {"choice": rng.sample(range(n), rng.randint(lo, min(hi, n)))}
    return {"choice": rng.randrange(n)}


async def play_seat(ws_url: str, token: str, rng: random.Random, stats: Stats,
                    deadline: float, think: float) -> dict[str, Any] | None:
    """Answer this seat's decisions at random until the game ends or time runs out; with
    ``think``, each answer only after a random think time (uniform 0 to 2 * think seconds),
    given only if that decision is still this seat's by then."""
    latest: dict[str, Any] | None = None
    sent_at: float | None = None
    answered: int | None = None
    due: float | None = None  # when the think time of the pending decision is over
    async with websockets.connect(ws_url, max_size=2**24) as ws:
        await ws.send(json.dumps({"type": "auth", "token": token, "patches": True}))
        while True:
            now = time.monotonic()
            left = deadline - now
            if left <= 0:
                return latest
            wait = left if due is None else max(0.0, min(left, due - now))
            try:
                msg = json.loads(await asyncio.wait_for(ws.recv(), timeout=wait))
            except TimeoutError:
                msg = None  # the think time is over (or the deadline came)
            except websockets.ConnectionClosed:
                return latest
            if msg is None:
                pass
            elif msg["type"] == "state":
                latest = msg["state"]
            elif msg["type"] == "patch" and latest is not None:
                latest = apply_patch(latest, msg)
            elif msg["type"] == "ok" and sent_at is not None:
                stats.latencies.append(time.perf_counter() - sent_at)
                sent_at = None
            elif msg["type"] == "error":
                if sent_at is not None:
                    stats.refused += 1  # a stale answer: the game moved on (open nominations)
                    sent_at = None
                else:
                    raise RuntimeError(msg["error"])
            if latest is None or sent_at is not None:
                continue
            if latest["over"]:
                return latest
            p = latest["pending"]
            if p is None or p["i"] == answered:
                due = None
                continue
            if think > 0:
                if due is None:
                    due = time.monotonic() + rng.uniform(0, 2 * think)
                if time.monotonic() < due:
                    continue
            due = None
            answered = p["i"]
            sent_at = time.perf_counter()
            await ws.send(json.dumps({"type": "answer", "i": p["i"], **choose(p, rng)}))


async def play_game(client: httpx.AsyncClient, base: str, k: int, args: argparse.Namespace, stats: Stats,
                    deadline: float) -> None:
    body = {"script": args.script, "mode": "auto", "seed": f"load-{k}",
            "players": [{"name": NAMES[s], "bot": s >= args.humans} for s in range(args.seats)]}
    t = time.perf_counter()
    r = await client.post(base + "/api/games", json=body)
    stats.create.append(time.perf_counter() - t)
    r.raise_for_status()
    game = r.json()
    ws_base = base.replace("http", "ws", 1) + f"/ws/{game['id']}"
    tokens = [s["link"].split("#", 1)[1] for s in game["seats"] if not s["bot"]]
    rng = random.Random(k)
    results = await asyncio.gather(*(play_seat(ws_base, tok, random.Random(rng.random()), stats, deadline,
                                               args.think) for tok in tokens))
    final = [s for s in results if s is not None]
    if final and all(s["over"] for s in final):
        stats.finished += 1
    else:
        stats.unfinished += 1
    st = game["storyteller"].split("#", 1)[1]
    r = await client.get(base + f"/api/games/{game['id']}", headers={"Authorization": f"Bearer {st}"})
    stats.decisions += r.json()["decisions"]


async def run(base: str, args: argparse.Namespace) -> Stats:
    stats = Stats()
    deadline = time.monotonic() + args.seconds
    limit = asyncio.Semaphore(args.concurrency)
    async with httpx.AsyncClient(timeout=60) as client:
        async def one(k: int) -> None:
            async with limit:
                if args.think > 0 and k < args.concurrency:
                    # (Tables do not all sit down in the same instant: the first games start
                    # spread over the first think time.)
                    await asyncio.sleep(args.think * k / args.concurrency)
                if time.monotonic() < deadline:
                    await play_game(client, base, k, args, stats, deadline)
        await asyncio.gather(*(one(k) for k in range(args.games)))
    return stats


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--concurrency", type=int, default=20)
    parser.add_argument("--humans", type=int, default=2, help="seats per game played over the wire")
    parser.add_argument("--seats", type=int, default=7)
    parser.add_argument("--seconds", type=float, default=60.0, help="stop after this long whatever is left")
    parser.add_argument("--script", default="darkest-before-dawn")
    parser.add_argument("--think", type=float, default=0.0,
                        help="each person thinks uniform 0..2*THINK seconds before answering (0: at once)")
    parser.add_argument("--url", help="a server already running on loopback (default: start one)")
    args = parser.parse_args()
    if not 1 <= args.humans <= args.seats or not 5 <= args.seats <= 15 or args.games > 2000:
        parser.error("need 1 <= humans <= seats, 5 <= seats <= 15 and at most 2000 games")
    if not 0 <= args.think <= 60 or not 0 < args.seconds <= 3600:
        parser.error("need 0 <= think <= 60 and 0 < seconds <= 3600")
    proc = None
    tmp = tempfile.TemporaryDirectory()
    if args.url:
        host = urllib.parse.urlparse(args.url).hostname
        if host not in ("127.0.0.1", "localhost", "::1"):
            parser.error("--url must be a loopback address (this load test never leaves the machine)")
        base = args.url.rstrip("/")
    else:
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
        proc = subprocess.Popen([sys.executable, "-m", "clocktower", "serve", "--port", str(port),
                                 "--db", str(Path(tmp.name) / "load.db")], cwd=ROOT, env=env)
        for _ in range(150):
            try:
                urllib.request.urlopen(base + "/api/scripts", timeout=2).read()
                break
            except OSError:
                time.sleep(0.2)
        else:
            proc.kill()
            sys.exit("the server did not start")
    try:
        start = time.perf_counter()
        stats = asyncio.run(run(base, args))
        elapsed = time.perf_counter() - start
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(timeout=10)
        tmp.cleanup()
    answers = len(stats.latencies)
    print(f"{stats.finished} games finished, {stats.unfinished} cut off by the time limit, in {elapsed:.1f} s "
          f"({args.concurrency} at a time, {args.humans} of {args.seats} seats over WebSockets, "
          + (f"think time 0 to {2 * args.think:g} s)" if args.think else "no think time)"))
    print(f"answers over the wire: {answers} ({answers / elapsed:.1f}/s), refused as stale: {stats.refused}")
    print(f"answer latency: p50 {pct(stats.latencies, 50):.1f} ms, p99 {pct(stats.latencies, 99):.1f} ms, "
          f"max {max(stats.latencies, default=0) * 1000:.1f} ms")
    print(f"all decisions (bots and Storyteller included): {stats.decisions} ({stats.decisions / elapsed:.1f}/s)")
    if stats.create:
        print(f"game creation: p50 {pct(stats.create, 50):.1f} ms, p99 {pct(stats.create, 99):.1f} ms "
              f"(mean {statistics.mean(stats.create) * 1000:.1f} ms)")


if __name__ == "__main__":
    main()
