"""In headless Chromium: the reminder tokens in the Storyteller's Grimoire circle never touch
another seat's token or reminders, with 15 seats and with 20 (15 players and 5
Travellers), at desktop size and on a phone; at desktop size every reminder shows its text.
No seat's labels (its name, its status) touch another seat's token, labels or reminders,
and every name shows whole, on a phone and at desktop size. On the vote clock with 20
seats on a phone, no seat's name touches another seat's dot or name.
Screenshots go to ``test-output/`` (looked at by hand; the asserts check the boxes)."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

import pytest

from .test_browser import CHROMIUM, OUTPUT, Server, sync_api

SIZES = {"desktop": {"width": 1440, "height": 900}, "wide": {"width": 1920, "height": 1080},
         "phone": {"width": 390, "height": 844}}
PLAYERS = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kit", "Lou", "Max", "Ned", "Oli"]
TRAVELLERS = ["Pam", "Quin", "Rex", "Sue", "Tom"]
# Reminder tokens a Storyteller puts out: [character, token].
REMINDERS = [["poisoner", "Poisoned"], ["fortune_teller", "Red Herring"], ["monk", "Safe"], ["imp", "Dead"],
             ["undertaker", "Died Today"], ["washerwoman", "Townsfolk"], ["investigator", "Minion"],
             ["butler", "Master"]]

# For each seat: its token's box and the boxes of its reminders as shown (a reminder tag,
# or the count that stands for them on a small circle), [left, top, right, bottom].
MEASURE = """() => [...document.querySelectorAll('#circle .seat')].map(seat => {
  const box = e => { const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };
  return {token: box(seat.querySelector('.token')),
    reminders: [...seat.querySelectorAll('.reminder, .reminder-count')].map(box)
      .filter(b => b[2] > b[0] && b[3] > b[1]),
    texts: [...seat.querySelectorAll('.reminder')].filter(e => e.getBoundingClientRect().width > 0).length};
})"""


def _post(server: Server, path: str, body: dict[str, Any], token: str | None = None) -> Any:
    headers = {"Content-Type": "application/json", **({"Authorization": f"Bearer {token}"} if token else {})}
    req = urllib.request.Request(server.base + path, data=json.dumps(body).encode(), headers=headers)
    return json.load(urllib.request.urlopen(req, timeout=30))


def _game_with_reminders(server: Server, travellers: int) -> tuple[str, int, int]:
    """A Trouble Brewing game of 15 players (one a person, the rest bots) and ``travellers``
    Travellers, played by the automaton up to the person's first decision; then the
    Storyteller puts a reminder on every seat and three on every third one. Returns the
    Storyteller's link, the number of seats and of reminders put out."""
    game = _post(server, "/api/games", {
        "script": "trouble-brewing", "seed": f"reminders{travellers}", "mode": "auto",
        "players": [{"name": name, "bot": k > 0} for k, name in enumerate(PLAYERS)],
        "travellers": TRAVELLERS[:travellers]})
    st = game["storyteller"].split("#", 1)[1]
    seats = len(server.api(f"/api/games/{game['id']}", st)["seats"])
    assert seats == len(PLAYERS) + travellers
    put = 0
    for k in range(seats):
        for j in range(3 if k % 3 == 0 else 1):
            _post(server, f"/api/games/{game['id']}/edit",
                  {"kind": "add_reminder", "seat": k, "value": REMINDERS[(k + j) % len(REMINDERS)]}, st)
            put += 1
    return str(game["storyteller"]), seats, put


def _touching(p: list[float], q: list[float]) -> bool:
    """Two boxes overlap or touch (less than a pixel apart)."""
    return p[0] < q[2] + 1 and q[0] < p[2] + 1 and p[1] < q[3] + 1 and q[1] < p[3] + 1


@pytest.mark.parametrize("travellers", [0, 5])
def test_reminders_never_touch_another_seat(server: Server, travellers: int) -> None:
    link, seats, put = _game_with_reminders(server, travellers)
    OUTPUT.mkdir(exist_ok=True)
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            page = browser.new_page(viewport=SIZES["desktop"])
            page.goto(server.base + link)
            page.wait_for_function(f"() => document.querySelectorAll('#circle .seat .reminder').length >= {put}",
                                   timeout=20_000)
            for name, size in SIZES.items():
                page.set_viewport_size(size)
                # (The page draws the circle again on a resize, before the next frame.)
                page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
                drawn = page.evaluate(MEASURE)
                assert len(drawn) == seats
                bad = [(i, j) for i, a in enumerate(drawn) for j, b in enumerate(drawn) if i != j
                       and any(_touching(r, q) for r in a["reminders"] for q in [b["token"], *b["reminders"]])]
                page.locator("#circle").screenshot(path=str(OUTPUT / f"st-{name}-{seats}-seats-reminders.png"))
                assert not bad, f"{seats} seats at {size}: a reminder of the first seat touches the second's " \
                    f"token or reminders: {[(i + 1, j + 1) for i, j in bad]}"
                assert all(seat["reminders"] for seat in drawn)  # every seat shows its reminders
                assert min(seat["token"][2] - seat["token"][0] for seat in drawn) >= 30  # still readable
                if name != "phone":  # on a desktop screen, each reminder shows its text
                    assert sum(seat["texts"] for seat in drawn) >= put, f"reminders hidden at {size}"
        finally:
            browser.close()


# For each seat: its token's box, the boxes of its labels (name, status, what it thinks it
# is) and of its reminders as shown, and whether its name shows whole (not cut short).
LABELS = """() => [...document.querySelectorAll('#circle .seat')].map(seat => {
  const box = e => { const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };
  const shown = b => b[2] > b[0] && b[3] > b[1];
  const name = seat.querySelector('.sname');
  return {token: box(seat.querySelector('.token')),
    labels: [...seat.querySelectorAll(':scope > .sname, :scope > .state, :scope > .believed')].map(box).filter(shown),
    reminders: [...seat.querySelectorAll('.reminder, .reminder-count')].map(box).filter(shown),
    name: name.textContent, whole: name.scrollWidth <= name.clientWidth && shown(box(name))};
})"""


def _touching_token(p: list[float], token: list[float]) -> bool:
    """A box overlaps or touches (less than a pixel apart) a token, the disc drawn in its box."""
    cx, cy, r = (token[0] + token[2]) / 2, (token[1] + token[3]) / 2, (token[2] - token[0]) / 2
    return _touching(p, token) and float(
        (max(p[0] - cx, 0, cx - p[2]) ** 2 + max(p[1] - cy, 0, cy - p[3]) ** 2) ** 0.5) < r + 1


@pytest.mark.parametrize(("travellers", "sizes"), [
    (5, {"phone": {"width": 390, "height": 844}, "small-phone": {"width": 360, "height": 800},
         "desktop": {"width": 1440, "height": 900}}),
    (0, {"desktop": {"width": 1440, "height": 900}, "phone": {"width": 390, "height": 844}})])
def test_labels_never_touch_another_seat(server: Server, travellers: int, sizes: dict[str, dict[str, int]]) -> None:
    """With 20 seats on a phone (where the names once ran into the neighbours' tokens) and 15
    at desktop size, two seats dead (a status line each) and every seat with reminders: no
    seat's name or status touches another seat's token, labels or reminders, and every
    name shows whole."""
    link, seats, put = _game_with_reminders(server, travellers)
    st, game = link.split("#", 1)[1], link.split("/")[-1].split("#")[0]
    for k in (2, seats - 2):
        _post(server, f"/api/games/{game}/edit", {"kind": "alive", "seat": k, "value": False}, st)
    OUTPUT.mkdir(exist_ok=True)
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            page = browser.new_page(viewport=next(iter(sizes.values())))
            page.goto(server.base + link)
            page.wait_for_function(f"() => document.querySelectorAll('#circle .seat .reminder').length >= {put}"
                                   " && document.querySelectorAll('#circle .seat.dead').length >= 2", timeout=20_000)
            for name, size in sizes.items():
                page.set_viewport_size(size)
                page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
                drawn = page.evaluate(LABELS)
                assert len(drawn) == seats
                page.locator("#circle").screenshot(path=str(OUTPUT / f"st-{name}-{seats}-seats-labels.png"))
                bad = sorted({(i + 1, j + 1) for i, a in enumerate(drawn) for j, b in enumerate(drawn) if i != j
                              for p in a["labels"] if _touching_token(p, b["token"])
                              or any(_touching(p, q) for q in [*b["labels"], *b["reminders"]])})
                assert not bad, f"{seats} seats at {size}: a label of the first seat touches the second's " \
                    f"token, labels or reminders: {bad}"
                cut = [seat["name"] for seat in drawn if not seat["whole"]]
                assert not cut, f"{seats} seats at {size}: names cut short: {cut}"
        finally:
            browser.close()


# The vote clock (table.js, on every page) drawn for the game's seats with a vote under way,
# in a panel of its own (live updates redraw the page's own clock panel): for each seat,
# its dot's box and its name's box.
VOTE_CLOCK = """() => {
  const players = state.seats.map((s, k) => ({name: s.name, alive: s.alive, index: k}));
  document.getElementById('test-clock')?.remove();
  const box = el('div', {id: 'test-clock', class: 'panel'});
  document.querySelector('main').prepend(box);
  renderVoteClock(box, players, {nominee: players[0].name, nominator: players[1].name, yes: [players[2].name],
    yes_seats: [2], counted_seats: [0, 1, 2], asked_seat: 3, nominee_seat: 0, needed: 8, asked: players[3].name,
    secret: false}, 4);
  box.scrollIntoView();
  const rect = e => { const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };
  return [...box.querySelectorAll('g.seatdot')].map(g => ({dot: rect(g.querySelector('circle')),
    label: rect(g.querySelector('text.lbl'))}));
}"""


def test_vote_clock_names_never_touch_another_seat(server: Server) -> None:
    """The vote clock with 20 seats on a phone: no seat's name touches another seat's dot or
    name (they once sat above or below each dot, into the neighbours at the sides)."""
    game = _post(server, "/api/games", {
        "script": "trouble-brewing", "seed": "clock20", "mode": "auto",
        "players": [{"name": name, "bot": k > 0} for k, name in enumerate(PLAYERS)], "travellers": TRAVELLERS})
    OUTPUT.mkdir(exist_ok=True)
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            page = browser.new_page(viewport=SIZES["phone"])
            page.goto(server.base + game["storyteller"])
            page.wait_for_function("() => state && state.seats.length === 20", timeout=20_000)
            for size in (SIZES["phone"], {"width": 360, "height": 800}):
                page.set_viewport_size(size)
                drawn = page.evaluate(VOTE_CLOCK)
                page.locator("#test-clock").screenshot(path=str(OUTPUT / f"vote-clock-{size['width']}-20-seats.png"))
                assert len(drawn) == 20
                bad = sorted({(i + 1, j + 1) for i, a in enumerate(drawn) for j, b in enumerate(drawn) if i != j
                              and (_touching_token(a["label"], b["dot"]) or _touching(a["label"], b["label"]))})
                assert not bad, f"vote clock at {size}: the first seat's name touches the second's dot or name: {bad}"
        finally:
            browser.close()
