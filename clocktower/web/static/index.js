// The page that creates a game and hands out the private links.
"use strict";

const $ = id => document.getElementById(id);
const DEFAULTS = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kit", "Lou", "Max", "Ned", "Oli"];
let uploaded = null;
// Why the uploaded file cannot be used (null when there is none, or it is JSON): while it is
// set, no game is created, so a bad upload never silently falls back to the dropdown.
let uploadError = null;

async function loadScripts() {
  const list = await (await fetch("/api/scripts")).json();
  for (const s of list) {
    $("script").append(el("option", {value: s.name, disabled: !s.playable}, s.title + (s.playable ? "" : " (not playable)")));
  }
  $("script").value = "darkest-before-dawn";
}

function drawSeats() {
  const n = Math.max(5, Math.min(15, Number($("count").value) || 7));
  const box = $("seats");
  const old = [...box.querySelectorAll(".seatrow")].map(r => ({name: r.querySelector("input[type=text]").value,
    bot: r.querySelector("input[type=checkbox]").checked}));
  box.innerHTML = "";
  for (let k = 0; k < n; k++) {
    const prev = old[k] || {name: DEFAULTS[k], bot: false};
    box.append(el("div", {class: "seatrow"}, el("span", {style: "width:26px"}, `${k + 1}.`),
      el("input", {type: "text", value: prev.name, maxlength: 24, "data-seat": k}),
      el("label", {}, el("input", {type: "checkbox", checked: prev.bot, "data-bot": k}), " bot")));
  }
}

$("count").addEventListener("change", drawSeats);
$("upload").addEventListener("change", async () => {
  const f = $("upload").files[0];
  uploaded = null;
  uploadError = null;
  $("error").textContent = "";
  if (!f) return;
  try { uploaded = JSON.parse(await f.text()); }
  catch (e) {
    uploadError = `${f.name}: not JSON (${e.message}). Choose another file, or clear the upload to use the script list.`;
    $("error").textContent = uploadError;
    return;
  }
  checkUpload(uploaded);
});

// What the server says of an uploaded script: the characters it lacks and, when the rest
// can be set up, the offer to play without them.
async function checkUpload(script) {
  const box = $("upload-report");
  box.innerHTML = "";
  const r = await fetch("/api/scripts/check", {method: "POST", headers: {"Content-Type": "application/json"},
    body: JSON.stringify({script_json: script})});
  const out = await r.json();
  if (!r.ok) { $("error").textContent = out.error; return; }
  if (!out.unsupported.length) {
    if (!out.playable) add(box, el("div", {class: "error"}, out.problems.join("; ")));
    return;
  }
  add(box, el("div", {id: "unsupported"}, "Not supported here yet: ", el("b", {}, out.unsupported.map(c => c.name).join(", "))));
  if (out.rest_playable) {
    add(box, el("label", {}, el("input", {type: "checkbox", id: "without", checked: true}),
      ` Play without them (a game of the other ${out.rest_count} characters)`));
  } else {
    add(box, el("div", {class: "error"}, "Without them the script cannot be played either: " + out.rest_problems.join("; ")));
  }
}
// Choosing from the list drops the upload (whatever it was).
$("script").addEventListener("change", () => {
  if ($("upload").value) { $("upload").value = ""; uploaded = null; uploadError = null; $("error").textContent = ""; $("upload-report").innerHTML = ""; }
});

$("create").addEventListener("click", async () => {
  if (uploadError) { $("error").textContent = uploadError; return; }
  $("error").textContent = "";
  const players = [...document.querySelectorAll(".seatrow")].map(r => ({
    name: r.querySelector("input[type=text]").value, bot: r.querySelector("input[type=checkbox]").checked}));
  const body = {players, mode: document.querySelector("input[name=mode]:checked").value, owner: storytellerKey()};
  if (uploaded !== null) body.script_json = uploaded; else body.script = $("script").value;
  if (uploaded !== null && $("without") && $("without").checked) body.without_unsupported = true;
  if ($("seed").value.trim()) body.seed = $("seed").value.trim();
  const names = id => $(id).value.split(",").map(x => x.trim()).filter(Boolean);
  if (names("travellers").length) body.travellers = names("travellers");
  if (names("joining").length) body.joining = names("joining");
  const fabled = [...document.querySelectorAll(".fabled-pick:checked")].map(c => c.value);
  if (fabled.length) body.fabled = fabled;
  const r = await fetch("/api/games", {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)});
  const out = await r.json();
  if (!r.ok) { $("error").textContent = out.error; return; }
  const res = $("result");
  res.hidden = false;
  res.innerHTML = "";
  const abs = p => location.origin + p;
  myGames();
  res.append(el("h2", {}, "Game created: keep your link, hand out the others"),
    out.room ? el("div", {}, "Room code: ", el("b", {id: "room"}, out.room), el("span", {class: "small muted"},
      ` (players open ${location.origin}/join and type it)`)) : null,
    el("div", {}, "Storyteller: ", el("a", {id: "st-link", href: out.storyteller}, abs(out.storyteller))),
    el("table", {class: "links"}, ...out.seats.map(s => el("tr", {},
      el("td", {}, `${s.seat + 1}. ${s.name}`),
      el("td", {}, s.bot ? el("span", {class: "muted"}, "bot") : el("a", {class: "seat-link", "data-seat": s.seat, href: s.link}, abs(s.link)))))));
});

// The games created from this browser (by its Storyteller key).
async function myGames() {
  const r = await fetch("/api/storyteller/games", {headers: {Authorization: "Bearer " + storytellerKey()}});
  if (!r.ok) return;
  const list = await r.json();
  $("my-games-panel").hidden = !list.length;
  const box = $("my-games");
  box.innerHTML = "";
  add(box, el("table", {class: "links"}, ...list.map(g => el("tr", {},
    el("td", {}, new Date(g.created * 1000).toLocaleString()), el("td", {}, g.script),
    el("td", {}, g.finished ? `over: ${g.winner} won` : "in play"),
    el("td", {}, el("a", {class: "my-game", href: g.storyteller}, "open the Grimoire"))))));
}

loadScripts();
drawSeats();
myGames();
