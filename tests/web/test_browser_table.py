"""In headless Chromium: the Storyteller's page on a 390x844 phone (tokens that never
overlap, nothing wider than the screen, every control reachable) and at desktop size; the
script sheet on a player's phone; joining with the room code. Screenshots of each page go
to ``test-output/`` (looked at by hand; the asserts check the boxes)."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from clocktower.script import load_script

from .test_browser import CHROMIUM, OUTPUT, Server, sync_api

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kit", "Lou", "Max", "Ned", "Oli"]


def _create(server: Server, seats: int, humans: int, seed: str) -> dict[str, Any]:
    body = {"script": "darkest-before-dawn", "seed": seed, "mode": "auto",
            "players": [{"name": NAMES[k], "bot": k >= humans} for k in range(seats)]}
    req = urllib.request.Request(server.base + "/api/games", data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    return dict(json.load(urllib.request.urlopen(req, timeout=30)))


def _overlaps(boxes: list[dict[str, float]]) -> list[tuple[int, int]]:
    bad = []
    for a in range(len(boxes)):
        for b in range(a + 1, len(boxes)):
            p, q = boxes[a], boxes[b]
            if p["x"] < q["x"] + q["width"] and q["x"] < p["x"] + p["width"] and \
                    p["y"] < q["y"] + q["height"] and q["y"] < p["y"] + p["height"]:
                bad.append((a, b))
    return bad


def _token_boxes(page: Any, seats: int) -> list[dict[str, float]]:
    # The circle is drawn again whenever the game moves on (the bots play on), so a token
    # can be between two drawings when it is measured: measure until one drawing holds them all.
    for _ in range(20):
        page.locator(".seat .token svg").nth(seats - 1).wait_for(timeout=20_000)
        boxes = [page.locator(".seat .token").nth(k).bounding_box() for k in range(seats)]
        if all(b is not None for b in boxes):
            return [b for b in boxes if b is not None]
        page.wait_for_timeout(100)
    raise AssertionError("the circle's tokens were never all drawn at once")


@pytest.mark.parametrize("seats", [5, 7, 10, 15])
def test_tokens_do_not_overlap_on_a_phone(server: Server, seats: int) -> None:
    game = _create(server, seats, humans=2, seed=f"phone{seats}")
    OUTPUT.mkdir(exist_ok=True)
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            for name, size in (("phone", PHONE), ("desktop", DESKTOP)):
                page = browser.new_page(viewport=size)
                page.goto(server.base + game["storyteller"])
                boxes = _token_boxes(page, seats)
                assert not _overlaps(boxes), f"tokens overlap at {size}: {_overlaps(boxes)}"
                assert min(b["width"] for b in boxes) >= 30  # still readable
                width = page.evaluate("() => document.documentElement.scrollWidth")
                assert width <= size["width"], f"the Storyteller's page is {width} px wide at {size['width']}"
                for b in boxes:
                    assert 0 <= b["x"] and b["x"] + b["width"] <= size["width"]
                # Every control is on the page and within its width (reachable by scrolling down).
                for sel in ("#links-btn", "#record-btn", "#edit-character-btn", "#undo-btn", "#pending button"):
                    loc = page.locator(sel).first
                    if loc.count():
                        loc.scroll_into_view_if_needed()
                        box = loc.bounding_box()
                        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= size["width"], sel
                page.screenshot(path=str(OUTPUT / f"st-{name}-{seats}-seats.png"), full_page=name == "phone")
                page.close()
        finally:
            browser.close()


def test_join_sheet_qr_codes_and_the_script_on_a_phone(server: Server) -> None:
    game = _create(server, 7, humans=3, seed="join")
    OUTPUT.mkdir(exist_ok=True)
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            st = browser.new_page(viewport=PHONE)
            st.goto(server.base + game["storyteller"])
            st.locator("#links-btn").click()
            st.locator("#room-code").wait_for(timeout=20_000)
            assert st.locator("#room-code").inner_text() == game["room"]
            assert st.locator(".qr-card img").count() == 3
            st.locator(".qr-card details").first.locator("summary").click()
            st.screenshot(path=str(OUTPUT / "st-phone-join-links.png"), full_page=True)
            # A player joins with the room code on their own phone.
            ctx = browser.new_context(viewport=PHONE)
            player = ctx.new_page()
            player.goto(server.base + "/join")
            player.locator("#code").fill(game["room"].lower())
            player.locator("#find").click()
            player.once("dialog", lambda d: d.accept())
            player.locator('button.take[data-seat="1"]').click()
            player.wait_for_url("**/seat/**", timeout=20_000)
            player.locator("#who").wait_for(timeout=20_000)
            player.wait_for_function("() => document.getElementById('who').textContent === 'Bob'", timeout=20_000)
            player.locator("#sheet-panel summary").click()
            player.locator(".sheet-char").first.wait_for(timeout=20_000)
            # Every character of the script has its row on the sheet, and only those.
            script = load_script("darkest-before-dawn")
            assert player.locator(".sheet-char").count() == len(script.characters)
            assert player.locator('.sheet-char[data-character="grandmother"]').count() == 1
            assert player.locator('.sheet-char[data-character="imp"]').count() == 1
            assert player.locator('.sheet-char[data-character="washerwoman"]').count() == 0
            assert player.locator(".sheet-night li").count() > 4
            player.screenshot(path=str(OUTPUT / "seat-phone-script.png"), full_page=True)
            width = player.evaluate("() => document.documentElement.scrollWidth")
            assert width <= PHONE["width"]
            # The same seat cannot be taken twice.
            other = browser.new_context(viewport=PHONE).new_page()
            other.goto(server.base + f"/join?room={game['room']}")
            other.locator("button.take").first.wait_for(timeout=20_000)
            assert other.locator('button.take[data-seat="1"]').count() == 0
            # The Storyteller re-issues Bob's link: his page loses its connection for good.
            st.once("dialog", lambda d: d.accept())
            st.locator('button.reissue[data-seat="1"]').click()
            player.wait_for_function("() => /replaced/.test(document.getElementById('error').textContent)",
                                     timeout=20_000)
        finally:
            browser.close()


def test_an_upload_with_unsupported_characters_is_played_without_them(server: Server, tmp_path: Path) -> None:
    from clocktower.script import bundled_scripts
    script = json.loads(Path(bundled_scripts()["darkest-before-dawn"]).read_text())
    script.append({"id": "homebrewed", "name": "Homebrewed", "team": "townsfolk", "ability": "Nothing."})
    upload = tmp_path / "custom.json"
    upload.write_text(json.dumps(script))
    OUTPUT.mkdir(exist_ok=True)
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            page = browser.new_page(viewport=PHONE)
            page.goto(server.base + "/")
            page.locator("#upload").set_input_files(str(upload))
            page.locator("#unsupported").wait_for(timeout=20_000)
            assert "Homebrewed" in page.locator("#unsupported").inner_text()
            assert page.locator("#without").is_checked()
            page.screenshot(path=str(OUTPUT / "create-phone-unsupported.png"), full_page=True)
            page.locator("#create").click()
            page.locator("#room").wait_for(timeout=30_000)
            assert page.locator("#error").inner_text() == ""
            # The game is listed under this browser's games, with its Grimoire link.
            page.locator("a.my-game").first.wait_for(timeout=20_000)
            assert page.locator("a.my-game").count() == 1
            st = page.locator("#st-link").get_attribute("href")
            assert page.locator("a.my-game").first.get_attribute("href") == st
            page.goto(server.base + st)
            page.locator("#script").wait_for(timeout=20_000)
            page.wait_for_function("() => /without Homebrewed/.test(document.getElementById('script').textContent)",
                                   timeout=20_000)
        finally:
            browser.close()
