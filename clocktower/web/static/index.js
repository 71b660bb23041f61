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
  }
});
// Choosing from the list drops the upload (whatever it was).
$("script").addEventListener("change", () => {
  if ($("upload").value) { $("upload").value = ""; uploaded = null; uploadError = null; $("error").textContent = ""; }
});

$("create").addEventListener("click", async () => {
  if (uploadError) { $("error").textContent = uploadError; return; }
  $("error").textContent = "";
  const players = [...document.querySelectorAll(".seatrow")].map(r => ({
    name: r.querySelector("input[type=text]").value, bot: r.querySelector("input[type=checkbox]").checked}));
  const body = {players, mode: document.querySelector("input[name=mode]:checked").value};
  if (uploaded !== null) body.script_json = uploaded; else body.script = $("script").value;
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
  res.append(el("h2", {}, "Game created: keep your link, hand out the others"),
    el("div", {}, "Storyteller: ", el("a", {id: "st-link", href: out.storyteller}, abs(out.storyteller))),
    el("table", {class: "links"}, ...out.seats.map(s => el("tr", {},
      el("td", {}, `${s.seat + 1}. ${s.name}`),
      el("td", {}, s.bot ? el("span", {class: "muted"}, "bot") : el("a", {class: "seat-link", "data-seat": s.seat, href: s.link}, abs(s.link)))))));
});

loadScripts();
drawSeats();
