"""End to end in a real headless Chromium: five people and two bots play Darkest Before
Dawn's first night and first day (a nomination and a vote) through the pages, while the
server process is killed and restarted twice (at night, with a prompt on a person's
screen, and as the day begins); each person sees only their own view.

Needs Debian's ``chromium`` (``.ci/run`` installs it) and the ``playwright`` package; the
browser is launched from the system binary (no browser download).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = next((p for p in (os.environ.get("CHROMIUM_PATH"), shutil.which("chromium"),
                             shutil.which("chromium-browser"), "/usr/bin/chromium") if p and Path(p).exists()), None)
if CHROMIUM is None:
    pytest.skip("Debian's chromium is not installed (apt-get install chromium; .ci/run does)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "test-output"
HUMANS = ["Ann", "Bob", "Cat", "Dan", "Eve"]
BOTS = ["Fay", "<i>Gus</i>"]  # a name with markup must show as text, never as HTML


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """``clocktower serve`` in a subprocess on a loopback port."""

    def __init__(self, db: Path, log: Path) -> None:
        self.port = _free_port()
        self.db = db
        self.log = log
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
        with self.log.open("ab") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "clocktower", "serve", "--port", str(self.port), "--db", str(self.db)],
                cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(self.base + "/api/scripts", timeout=2).read()
                return
            except OSError:
                if self.proc.poll() is not None:
                    raise RuntimeError(f"the server exited: {self.log.read_text()[-2000:]}") from None
                time.sleep(0.2)
        raise RuntimeError("the server did not start in 30 s")

    def kill(self) -> None:
        """Kill the process outright (no clean shutdown), as a crash would."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=10)

    def api(self, path: str, token: str) -> Any:
        req = urllib.request.Request(self.base + path, headers={"Authorization": f"Bearer {token}"})
        return json.load(urllib.request.urlopen(req, timeout=10))


def _answer_on_page(page: Any, p: dict[str, Any], *, nominate: str | None) -> str:
    """Answer a decision the way a person would, on their page; returns what was done."""
    form = page.locator(f'#prompt .decision[data-i="{p["ref"]}"]')
    form.wait_for(state="visible", timeout=20_000)
    kind = p["kind"]
    if kind == "statement":
        form.locator("select").select_option(index=0)  # the first option: say nothing of note
        form.get_by_role("button", name="Choose").click()
        return "pass"
    if kind == "nominate":
        label = nominate or "no one"
        form.get_by_role("button", name=label, exact=True).click()
        return f"nominate {label}"
    if kind == "vote":
        form.get_by_role("button", name="yes", exact=True).click()
        return "vote yes"
    if p["count"]:
        boxes = form.locator("input[type=checkbox]")
        for k in range(p["count"][0]):
            boxes.nth(k).check()
        form.get_by_role("button", name="Confirm").click()
        return "pick"
    if form.locator("select").count():
        form.get_by_role("button", name="Choose").click()
        return "choose"
    form.locator(".options button").first.click()
    return "first"


def _wait_taken(grimoire: Any, i: int, what: str) -> None:
    """Wait until the server has taken answer number ``i``."""
    deadline = time.monotonic() + 20
    while grimoire()["decisions"] == i and time.monotonic() < deadline:
        time.sleep(0.05)
    assert grimoire()["decisions"] > i, f"answer {i} was not taken ({what})"


def _open_nominations_turn(server: Server, game_id: str, tokens: dict[int, str], pages: dict[int, Any],
                           st_page: Any, p: dict[str, Any], nominated: bool) -> str:
    """Nominations are open: once a day a person nominates on their page, the one furthest
    round the circle who may (out of seat order); then the Storyteller ends the day."""
    if not nominated:
        for k in sorted(pages, reverse=True):
            mine = server.api(f"/api/games/{game_id}", tokens[k])["pending"]
            if mine is None or mine["kind"] != "nominate":
                continue
            me = server.api(f"/api/games/{game_id}", tokens[k])["name"]
            nominee = next(o["label"] for o in mine["options"] if o["label"] not in ("no one", me))
            _answer_on_page(pages[k], {**mine, "ref": mine["i"]}, nominate=nominee)
            return f"nominate {k}->{nominee}"
    st_page.locator("#day-panel button", has_text="End the day").click()
    return "end day"


def test_five_people_play_a_night_and_a_day_through_a_restart(server: Server, tmp_path: Path) -> None:
    OUTPUT.mkdir(exist_ok=True)
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            _play(browser, server, tmp_path)
        finally:
            browser.close()


def _play(browser: Any, server: Server, tmp_path: Path) -> None:
    # The Storyteller creates the game on the create page.
    st_ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    st_page = st_ctx.new_page()
    st_page.goto(server.base + "/")
    st_page.locator("#script option[value=darkest-before-dawn]").wait_for(state="attached")
    st_page.fill("#count", "7")
    st_page.dispatch_event("#count", "change")
    for k, name in enumerate(HUMANS + BOTS):
        st_page.fill(f'input[data-seat="{k}"]', name)
        if name in BOTS:
            st_page.check(f'input[data-bot="{k}"]')
    st_page.fill("#seed", "browser-1")
    st_page.click("#create")
    st_page.locator("#st-link").wait_for()
    st_link = st_page.locator("#st-link").get_attribute("href")
    seat_links = {int(a.get_attribute("data-seat")): a.get_attribute("href")
                  for a in st_page.locator("a.seat-link").all()}
    assert sorted(seat_links) == [0, 1, 2, 3, 4]  # bots get no link
    game_id = st_link.split("/")[2].split("#")[0]
    st_token = st_link.split("#", 1)[1]
    tokens = {k: link.split("#", 1)[1] for k, link in seat_links.items()}
    st_page.goto(server.base + st_link)
    st_page.locator("#circle .seat").first.wait_for()

    # Five people, each in a separate browser context (no shared storage), on a phone screen.
    pages = {}
    for k in range(5):
        ctx = browser.new_context(viewport={"width": 420, "height": 900})
        page = ctx.new_page()
        page.goto(server.base + seat_links[k])
        pages[k] = page
    for page in pages.values():
        page.locator("#my-character").wait_for()

    def grimoire() -> dict[str, Any]:
        return server.api(f"/api/games/{game_id}", st_token)

    def restart(g: dict[str, Any]) -> None:
        """Kill the server outright and start it again on the same database and port."""
        server.kill()
        server.start()
        after = grimoire()
        assert after["decisions"] == g["decisions"]  # no answered decision lost
        assert after["pending"] == g["pending"] and after["log"] == g["log"]
        for page in [st_page, *pages.values()]:  # every page reconnects by itself
            page.locator("#conn.live").wait_for(timeout=20_000)

    restarted = restarted_at_night = False
    nominated = voted = False
    actions: list[str] = []
    screenshot_taken = False
    for _ in range(400):
        g = grimoire()
        if g["over"] or (g["phase"] == "night" and g["night"] == 2):
            break
        if g["phase"] == "day" and not restarted:
            # Midway (the first night done, the day's talk begun): kill and restart the server.
            restart(g)
            restarted = True
            continue
        p = g["pending"]
        if g["phase"] == "night" and not restarted_at_night and p is not None and p["chooser"] in pages:
            # And once at night, while a person is woken with a prompt on their screen.
            restart(g)
            restarted_at_night = True
            continue
        if p is not None and p["step"] == "nominate.open":
            done = _open_nominations_turn(server, game_id, tokens, pages, st_page, p, nominated)
            actions.append(done)
            nominated = nominated or done.startswith("nominate ")
            _wait_taken(grimoire, p["i"], done)
            continue
        assert p is not None and p["chooser"] in pages, f"a decision for nobody here: {p}"
        page = pages[p["chooser"]]
        # The seat's page names its decision by an opaque reference, not the game's count.
        p["ref"] = server.api(f"/api/games/{game_id}", tokens[p["chooser"]])["pending"]["i"]
        nominee = None
        if p["kind"] == "nominate" and not nominated:
            nominee = next(o["label"] for o in p["options"] if o["value"] is not None and o["value"] != p["chooser"])
        if p["kind"] == "vote" and g["vote"] and g["vote"]["yes"] and not screenshot_taken:
            # Both pages mid-vote, with a hand raised: the Grimoire with the tally, the voter's prompt.
            st_page.locator("#day-panel .tally").wait_for(timeout=20_000)
            st_page.wait_for_function("() => state && state.vote && state.vote.yes.length > 0")
            page.locator(f'#prompt .decision[data-i="{p["ref"]}"]').wait_for(timeout=20_000)
            st_page.wait_for_timeout(300)
            st_page.screenshot(path=str(tmp_path / "storyteller.png"), full_page=True)
            page.screenshot(path=str(tmp_path / "player.png"), full_page=True)
            screenshot_taken = True
        done = _answer_on_page(page, p, nominate=nominee)
        actions.append(f"{p['chooser']}:{p['kind']}:{done}")
        nominated = nominated or done.startswith("nominate ") and done != "nominate no one"
        voted = voted or done == "vote yes"
        # Wait until the server has taken the answer before reading the next decision.
        deadline = time.monotonic() + 20
        while grimoire()["decisions"] == p["i"] and time.monotonic() < deadline:
            time.sleep(0.05)
        assert grimoire()["decisions"] > p["i"], f"answer {p['i']} was not taken ({actions[-1]})"
    else:
        raise AssertionError("the first day did not end in 400 decisions")

    g = grimoire()
    assert restarted, "the game never reached the day"
    assert restarted_at_night, "no person was woken on the first night (the seed deals them so)"
    assert nominated and voted, f"no nomination and vote happened: {actions}"
    assert any(e["kind"] == "voted" for e in g["log"])
    assert screenshot_taken

    # Each person saw only their own information.
    for k, page in pages.items():
        page.locator('#clock').wait_for()
        view = server.api(f"/api/games/{game_id}", tokens[k])
        deadline = time.monotonic() + 20
        while page.evaluate("() => state && state.log.length") != len(view["log"]) and time.monotonic() < deadline:
            time.sleep(0.1)
        body = page.inner_text("body")
        seat = g["seats"][k]
        assert page.inner_text("#my-character") == seat["believed_name"]
        mine = [e["text"] for e in view["log"] if not e["public"]]
        shown = page.locator("#learned div").all_inner_texts()
        assert len(shown) == len(mine) and all(t in s for t, s in zip(mine, shown))
        others = {e["text"] for e in g["log"] if not e["public"] and seat["name"] not in e.get("to", [])}
        leaked = [t for t in others if t in body]
        assert not leaked, f"{seat['name']}'s page shows what others were told: {leaked}"
        assert "Grimoire:" not in body and st_token not in body
        for j, other in enumerate(g["seats"]):
            if j != k and other["character_name"] != seat["believed_name"] and other["character_name"] not in \
                    " ".join(e["text"] for e in view["log"]):
                assert other["character_name"] not in body, f"{seat['name']} sees {other['character_name']}"
    # Names are text, not markup, on every page.
    for page in [st_page, *pages.values()]:
        assert page.locator("main i").count() == 0
        assert "<i>Gus</i>" in page.inner_text("body")
    for name in ("storyteller.png", "player.png"):
        shutil.copy(tmp_path / name, OUTPUT / name)


def test_the_create_page_fits_a_small_phone(server: Server) -> None:
    """On a 360-pixel-wide phone the create page, and the links it hands out, fit the
    screen: nothing is wider than it (no sideways scrolling, no zoomed-out page)."""
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            page = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True,
                                       has_touch=True).new_page()
            page.goto(server.base + "/")
            page.locator("#script option[value=darkest-before-dawn]").wait_for(state="attached")
            width = "() => [document.documentElement.scrollWidth, window.innerWidth]"
            scroll, inner = page.evaluate(width)
            assert scroll <= inner == 360, f"the create page is {scroll} px wide on a 360 px phone"
            page.tap("#create")
            page.locator("#st-link").wait_for()
            scroll, inner = page.evaluate(width)
            assert scroll <= inner == 360, f"the page with the links is {scroll} px wide on a 360 px phone"
        finally:
            browser.close()


def _post(server: Server, path: str, body: dict[str, Any], token: str | None = None) -> Any:
    headers = {"Content-Type": "application/json"}
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    req = urllib.request.Request(server.base + path, data=json.dumps(body).encode(), headers=headers)
    return json.load(urllib.request.urlopen(req, timeout=30))


def test_the_storyteller_answers_for_an_absent_person_and_a_cult_shows_as_a_cult(server: Server) -> None:
    """On the Storyteller's page, "Answer for X" answers a woken person's prompt (a chosen
    option, then "Let a bot choose"), and the person's page updates; on seed-002 a Cult
    Leader's cult shows as a cult on both pages (not as a vote), and the Storyteller
    answers "join" for the person asked."""
    names = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus"]
    for n in range(20):
        created = _post(server, "/api/games", {"script": "seed-002", "mode": "auto", "seed": f"cult{n}",
                                               "players": [{"name": x, "bot": False} for x in names]})
        game_id, st_token = created["id"], created["storyteller"].split("#", 1)[1]
        tokens = [s["link"].split("#", 1)[1] for s in created["seats"]]
        g = server.api(f"/api/games/{game_id}", st_token)
        leaders = [s["index"] for s in g["seats"] if s["believed"] == "cultleader"]
        if leaders:
            break
    else:
        raise AssertionError("no seed-002 game in 20 seeds dealt the Cult Leader")

    def grimoire() -> dict[str, Any]:
        return server.api(f"/api/games/{game_id}", st_token)

    def answer_as_seat(p: dict[str, Any], choice: Any) -> None:
        ref = server.api(f"/api/games/{game_id}", tokens[p["chooser"]])["pending"]["i"]
        _post(server, f"/api/games/{game_id}/answer", {"i": ref, "choice": choice}, tokens[p["chooser"]])

    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            st = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
            st.goto(server.base + created["storyteller"])
            st.locator("#circle .seat").first.wait_for()
            pages: dict[int, Any] = {}

            def seat_page(k: int) -> Any:
                if k not in pages:
                    page = browser.new_context(viewport={"width": 420, "height": 900}).new_page()
                    page.goto(server.base + created["seats"][k]["link"])
                    page.locator("#my-character").wait_for()
                    pages[k] = page
                return pages[k]

            def wait_taken(i: int) -> None:
                deadline = time.monotonic() + 20
                while grimoire()["decisions"] == i and time.monotonic() < deadline:
                    time.sleep(0.05)
                assert grimoire()["decisions"] > i, f"decision {i} was not taken"

            # Two prompts of absent people: one answered with an option, one by a bot.
            for how in ("option", "bot"):
                p = grimoire()["pending"]
                assert p["chooser"] >= 0, p
                page = seat_page(p["chooser"])
                ref = server.api(f"/api/games/{game_id}", tokens[p["chooser"]])["pending"]["i"]
                page.locator(f'#prompt .decision[data-i="{ref}"]').wait_for(timeout=20_000)
                panel = st.locator(f'#answer-for[data-seat="{p["chooser"]}"]')
                panel.wait_for(timeout=20_000)
                panel.locator("summary").click()
                if how == "option" and p["count"] is None and len(p["options"]) <= 14:
                    panel.locator(".decision .options button").first.click()
                else:
                    panel.locator("#answer-for-bot").click()
                wait_taken(p["i"])
                # The person's page drops the prompt they left.
                page.locator(f'#prompt .decision[data-i="{ref}"]').wait_for(state="detached", timeout=20_000)

            # On to the Cult Leader's day ability: it forms a cult.
            for _ in range(300):
                g = grimoire()
                p = g["pending"]
                assert not g["over"] and (g["phase"] != "night" or g["night"] < 2), "no cult formed on day 1"
                if p["chooser"] in leaders and p["kind"] == "day_ability":
                    answer_as_seat(p, next(k for k, o in enumerate(p["options"]) if o["value"] is True))
                    break
                answer_as_seat(p, 0 if p["count"] is None else list(range(p["count"][0])))
            p = grimoire()["pending"]
            assert p["step"] == "cultleader" and p["kind"] == "vote"
            leader = names[leaders[0]]
            asked = seat_page(p["chooser"])
            other = seat_page(next(k for k in range(7) if k not in (p["chooser"], leaders[0])))
            asked.locator("#prompt h2", has_text="The cult").wait_for(timeout=20_000)
            for page in (asked, other):
                page.locator("#cult", has_text=f"{leader} formed a cult").wait_for(timeout=20_000)
                assert page.locator("#vote").is_hidden()
            assert "to vote" not in other.inner_text("#waiting")
            st.locator("#day", has_text="A cult is forming").wait_for(timeout=20_000)
            assert st.get_by_role("button", name="Close the vote").is_disabled()
            panel = st.locator(f'#answer-for[data-seat="{p["chooser"]}"]')
            panel.locator("summary").click()
            # Both pages mid-cult, the Storyteller's with the "Answer for" panel open.
            OUTPUT.mkdir(exist_ok=True)
            st.screenshot(path=str(OUTPUT / "storyteller-answer-for.png"), full_page=True)
            asked.screenshot(path=str(OUTPUT / "player-cult.png"), full_page=True)
            panel.get_by_role("button", name="join the cult", exact=True).click()
            wait_taken(p["i"])
            st.locator("#day #cult + div", has_text=f"Joined: {p['chooser_name']}").wait_for(timeout=20_000)
            asked.locator("#prompt").wait_for(state="hidden", timeout=20_000)
        finally:
            browser.close()


def test_a_bad_upload_blocks_create_game(server: Server, tmp_path: Path) -> None:
    """A file that is not JSON shows "not JSON", and *Create game* then creates nothing (the
    message stays) until the upload is cleared or a script is chosen from the list."""
    bad = tmp_path / "bad.json"
    bad.write_text("this is { not JSON")
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            page = browser.new_context(viewport={"width": 1000, "height": 900}).new_page()
            page.goto(server.base + "/")
            page.locator("#script option[value=darkest-before-dawn]").wait_for(state="attached")
            page.set_input_files("#upload", str(bad))
            page.locator("#error", has_text="not JSON").wait_for(timeout=10_000)
            page.click("#create")
            page.wait_for_timeout(800)
            assert "not JSON" in page.inner_text("#error")
            assert page.locator("#st-link").count() == 0
            OUTPUT.mkdir(exist_ok=True)
            page.screenshot(path=str(OUTPUT / "create-bad-upload.png"), full_page=True)
            page.set_input_files("#upload", [])  # the upload cleared: the list's script is used
            page.click("#create")
            page.locator("#st-link").wait_for(timeout=20_000)
        finally:
            browser.close()


def test_the_storyteller_edits_undoes_and_everyone_sees_the_final_grimoire(server: Server) -> None:
    """On the Storyteller's page: change a character (telling the player), mark a seat dead,
    poison one, then undo an answer (confirmed); the player's page follows. Then a finished
    game shows the final Grimoire and the winner on the Storyteller's and a player's page."""
    names = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus"]
    created = _post(server, "/api/games", {"script": "darkest-before-dawn", "mode": "assisted", "seed": "edit1",
                                           "players": [{"name": x, "bot": k >= 3} for k, x in enumerate(names)]})
    game_id, st_token = created["id"], created["storyteller"].split("#", 1)[1]

    def grimoire() -> dict[str, Any]:
        return server.api(f"/api/games/{game_id}", st_token)

    _post(server, f"/api/games/{game_id}/control", {"action": "auto_all"}, st_token)
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            st = browser.new_context(viewport={"width": 1400, "height": 1300}).new_page()
            st.goto(server.base + created["storyteller"])
            st.locator("#edit-seat").wait_for()
            player = browser.new_context(viewport={"width": 420, "height": 900}).new_page()
            player.goto(server.base + created["seats"][1]["link"])
            player.locator("#my-character").wait_for()
            g = grimoire()
            other = next(c for c in g["characters"]
                         if c["team"] == "townsfolk" and c["id"] != g["seats"][1]["believed"])
            st.select_option("#edit-seat", "1")
            st.select_option("#edit-character", other["id"])
            st.check("#edit-tell-character")
            st.click("#edit-character-btn")
            player.locator("#my-character", has_text=other["name"]).wait_for(timeout=20_000)
            st.select_option("#edit-seat", "2")
            st.click("#edit-alive")
            player.locator(".players .dead", has_text="Cat").wait_for(timeout=20_000)
            st.select_option("#edit-seat", "0")
            st.click("#edit-poison")
            st.locator('#circle .seat[data-seat="0"] .reminder', has_text="poisoned").first.wait_for(timeout=20_000)
            st.fill("#edit-reminder-text", "marked")
            st.click("#edit-reminder-add")
            st.locator('#circle .seat[data-seat="0"] .reminder', has_text="marked").wait_for(timeout=20_000)
            st.wait_for_timeout(300)
            st.screenshot(path=str(OUTPUT / "storyteller-edits.png"), full_page=True)
            player.screenshot(path=str(OUTPUT / "player-after-edit.png"), full_page=True)
            # Undo one answer (confirm the dialog): the count goes back by one.
            g = grimoire()
            p = g["pending"]
            assert p["chooser"] >= 0
            seat_tok = created["seats"][p["chooser"]]["link"].split("#", 1)[1]
            ref = server.api(f"/api/games/{game_id}", seat_tok)["pending"]["i"]
            _post(server, f"/api/games/{game_id}/answer", {"i": ref, "choice": 0 if p["count"] is None
                                                           else list(range(p["count"][0]))}, seat_tok)
            n = grimoire()["decisions"]
            st.wait_for_function(f"() => state && state.decisions === {n}")
            st.once("dialog", lambda d: d.accept())
            st.click("#undo-btn")
            deadline = time.monotonic() + 20
            while grimoire()["decisions"] != n - 1 and time.monotonic() < deadline:
                time.sleep(0.05)
            assert grimoire()["decisions"] == n - 1
            # A record with edits and an undo replays.
            record = urllib.request.urlopen(urllib.request.Request(
                server.base + f"/api/games/{game_id}/record", headers={"Authorization": f"Bearer {st_token}"}),
                timeout=10).read()
            assert b'"type": "edit"' in record

            # The end of a game, on both pages.
            done = _post(server, "/api/games", {"script": "darkest-before-dawn", "mode": "auto", "seed": "end1",
                                                "players": [{"name": x, "bot": k >= 1} for k, x in enumerate(names)]})
            done_id, done_st = done["id"], done["storyteller"].split("#", 1)[1]
            seat0 = done["seats"][0]["link"].split("#", 1)[1]
            for _ in range(3000):
                g = server.api(f"/api/games/{done_id}", done_st)
                if g["over"]:
                    break
                p = g["pending"]
                ref = server.api(f"/api/games/{done_id}", seat0)["pending"]["i"]
                _post(server, f"/api/games/{done_id}/answer",
                      {"i": ref, "choice": 0 if p["count"] is None else list(range(p["count"][0]))}, seat0)
            assert g["over"]
            st.goto(server.base + done["storyteller"])
            st.locator("#final .winner").wait_for(timeout=20_000)
            player.goto(server.base + done["seats"][0]["link"])
            player.locator("#final .winner").wait_for(timeout=20_000)
            for page in (st, player):
                text = page.inner_text("#final")
                assert g["win_reason"] in text
                assert all(s["character_name"] in text for s in g["seats"])
            assert "About to die" not in st.inner_text("#circle")
            st.screenshot(path=str(OUTPUT / "storyteller-final.png"), full_page=True)
            player.screenshot(path=str(OUTPUT / "player-final.png"), full_page=True)
        finally:
            browser.close()


PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1400, "height": 1000}


def _shots(page: Any, name: str, size: dict[str, int]) -> None:
    """Screenshots of a page at phone and desktop size (then back to ``size``)."""
    for label, view in (("phone", PHONE), ("desktop", DESKTOP)):
        page.set_viewport_size(view)
        page.wait_for_timeout(150)
        page.screenshot(path=str(OUTPUT / f"{name}-{label}.png"), full_page=True)
    page.set_viewport_size(size)


def test_five_people_play_a_whole_game_to_a_winner(server: Server, tmp_path: Path) -> None:
    """Five people (each in their own browser context, on a phone) and two bots play a whole
    game with the automated Storyteller and a Fabled: the Storyteller edits the Grimoire, undoes
    an answer and enters a nomination made out loud on their page, a person nominates out of
    seat order, the vote goes round the clock on every page, and at the end every page shows
    the final Grimoire. The record then replays with ``clocktower replay``."""
    OUTPUT.mkdir(exist_ok=True)
    names = HUMANS + ["Fay", "Gus"]
    created = _post(server, "/api/games", {"script": "darkest-before-dawn", "mode": "auto", "seed": "whole-1",
                                           "fabled": ["hellslibrarian"],
                                           "players": [{"name": x, "bot": k >= 5} for k, x in enumerate(names)]})
    game_id, st_token = created["id"], created["storyteller"].split("#", 1)[1]
    tokens = {k: created["seats"][k]["link"].split("#", 1)[1] for k in range(5)}

    def grimoire() -> dict[str, Any]:
        return server.api(f"/api/games/{game_id}", st_token)

    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            st_page = browser.new_context(viewport=DESKTOP).new_page()
            st_page.goto(server.base + created["storyteller"])
            st_page.locator("#edit-seat").wait_for()
            pages = {}
            for k in range(5):
                page = browser.new_context(viewport=PHONE).new_page()
                page.goto(server.base + created["seats"][k]["link"])
                page.locator("#my-character").wait_for()
                pages[k] = page
            # The Fabled added at creation shows by the circle on every page.
            for page in [st_page, *pages.values()]:
                page.locator('#fabled-panel .fabled[data-id="hellslibrarian"]').wait_for(timeout=20_000)
            pages[0].fill("#notes-text", "Bob is suspicious")
            pages[0].locator("#notes-status", has_text="saved").wait_for(timeout=20_000)
            edited = undone = clock_seen = st_entered = False
            nominated_on: set[int] = set()
            out_of_order = False
            for _ in range(1500):
                g = grimoire()
                if g["over"]:
                    break
                p = g["pending"]
                assert p is not None
                if g["phase"] == "day" and not edited:
                    # An edit on the Storyteller's page: a reminder token on Ann.
                    st_page.select_option("#edit-seat", "0")
                    st_page.fill("#edit-reminder-text", "watch")
                    st_page.click("#edit-reminder-add")
                    st_page.locator('#circle .seat[data-seat="0"] .reminder', has_text="watch").wait_for(timeout=20_000)
                    edited = True
                    continue
                if p["step"] == "nominate.open" and g["day"] in nominated_on and not st_entered:
                    # The Storyteller enters a nomination made out loud, for the last seat that may.
                    st_page.locator(f'#pending .open-noms[data-i="{p["i"]}"]').wait_for(timeout=20_000)
                    _shots(st_page, "whole-storyteller-nominations", DESKTOP)
                    _shots(pages[0], "whole-player-nominations", PHONE)
                    last = st_page.locator("#open-nominator option").last.get_attribute("value")
                    st_page.select_option("#open-nominator", last)
                    st_page.click("#open-nominate-btn")
                    _wait_taken(grimoire, p["i"], "the Storyteller enters a nomination")
                    assert grimoire()["nominations"][-1]["nominator"] == g["seats"][int(last)]["name"]
                    st_entered = True
                    continue
                if p["step"] == "nominate.open":
                    done = _open_nominations_turn(server, game_id, tokens, pages, st_page, p,
                                                  g["day"] in nominated_on)
                    if done.startswith("nominate "):
                        nominated_on.add(g["day"])
                        # The first person to nominate is not the day's first seat in seat order.
                        out_of_order = out_of_order or int(done.split()[1].split("->")[0]) != (g["day"] - 1) % 7
                    _wait_taken(grimoire, p["i"], done)
                    continue
                assert p["chooser"] in pages, f"a decision for nobody here: {p}"
                page = pages[p["chooser"]]
                p["ref"] = server.api(f"/api/games/{game_id}", tokens[p["chooser"]])["pending"]["i"]
                if p["kind"] == "vote" and g["vote"] and g["vote"]["yes"] and not clock_seen:
                    # The clock hand points at the seat asked now, on every page.
                    asked = g["vote"]["asked_seat"]
                    for other in [st_page, *pages.values()]:
                        other.locator(f'#clock-hand[data-seat="{asked}"]').wait_for(timeout=20_000)
                    page.locator(f'#prompt .decision[data-i="{p["ref"]}"]').wait_for(timeout=20_000)
                    assert pages[(p["chooser"] + 1) % 5].locator("#nominations li").count() >= 1
                    _shots(st_page, "whole-storyteller-vote", DESKTOP)
                    _shots(page, "whole-player-vote", PHONE)
                    clock_seen = True
                done = _answer_on_page(page, p, nominate=None)
                _wait_taken(grimoire, p["i"], done)
                if edited and not undone:
                    # Undo that answer on the Storyteller's page (confirmed): the person answers again.
                    n = grimoire()["decisions"]
                    st_page.wait_for_function(f"() => state && state.decisions === {n}")
                    st_page.once("dialog", lambda d: d.accept())
                    st_page.click("#undo-btn")
                    deadline = time.monotonic() + 20
                    while grimoire()["decisions"] >= n and time.monotonic() < deadline:
                        time.sleep(0.05)
                    assert grimoire()["decisions"] < n
                    undone = True
            else:
                raise AssertionError("the game did not end in 1500 steps")
            g = grimoire()
            assert g["over"] and g["winner"] in ("good", "evil")
            assert edited and undone and clock_seen and out_of_order and st_entered
            for page in [st_page, *pages.values()]:
                page.locator("#final .winner").wait_for(timeout=20_000)
                text = page.inner_text("#final")
                assert g["win_reason"] in text and all(s["character_name"] in text for s in g["seats"])
            _shots(st_page, "whole-storyteller-final", DESKTOP)
            _shots(pages[0], "whole-player-final", PHONE)
            # The notes are still there, for Ann only.
            assert server.api(f"/api/games/{game_id}/notes", tokens[0]) == {"text": "Bob is suspicious"}
            assert server.api(f"/api/games/{game_id}/notes", tokens[1]) == {"text": ""}
        finally:
            browser.close()
    record = urllib.request.urlopen(urllib.request.Request(
        server.base + f"/api/games/{game_id}/record", headers={"Authorization": f"Bearer {st_token}"}),
        timeout=10).read()
    path = tmp_path / "whole.jsonl"
    path.write_bytes(record)
    assert b'"type": "edit"' in record
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    done = subprocess.run([sys.executable, "-m", "clocktower", "replay", str(path), "--quiet"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
