// The join page: a room code, then the seats still open; taking one opens its private page.
"use strict";

const $ = id => document.getElementById(id);

async function find() {
  $("error").textContent = "";
  const code = $("code").value.trim();
  if (!code) return;
  const r = await fetch(`/api/rooms/${encodeURIComponent(code)}`);
  const out = await r.json();
  if (!r.ok) { $("error").textContent = out.error; return; }
  const box = $("seats");
  box.innerHTML = "";
  $("seats-panel").hidden = false;
  if (!out.seats.length) box.append(el("div", {class: "muted"}, "Every seat has been taken."));
  for (const seat of out.seats) {
    box.append(el("button", {class: "take", "data-seat": seat.seat, onclick: async () => {
      if (!confirm(`Are you ${seat.name}?`)) return;
      const rr = await fetch(`/api/rooms/${encodeURIComponent(code)}/claim`, {method: "POST",
        headers: {"Content-Type": "application/json"}, body: JSON.stringify({seat: seat.seat})});
      const got = await rr.json();
      if (!rr.ok) { $("error").textContent = got.error; find(); return; }
      location.href = got.link;
    }}, `${seat.seat + 1}. ${seat.name}`));
  }
}

$("find").addEventListener("click", find);
$("code").addEventListener("keydown", e => { if (e.key === "Enter") find(); });
const fromLink = new URLSearchParams(location.search).get("room");
if (fromLink) { $("code").value = fromLink; find(); }
