// Parts every page shows at the table: the vote clock, the day's nominations and a
// private notes panel. Built only from the snapshot the server sent to this page.
"use strict";

const SVG_NS = "http://www.w3.org/2000/svg";
function svg(tag, attrs, text) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = String(text);
  return node;
}

// The vote clock: the seats round a circle, a hand from the centre to the seat whose hand
// is asked now, raised hands marked as they go up, the nominee ringed.
function renderVoteClock(box, players, vote, me) {
  box.innerHTML = "";
  box.hidden = !vote;
  if (!vote) return;
  const n = players.length;
  const at = k => {
    const a = -Math.PI / 2 + (2 * Math.PI * k) / n;
    return [100 + 78 * Math.cos(a), 100 + 78 * Math.sin(a)];
  };
  const pic = svg("svg", {viewBox: "0 0 200 200", class: "voteclock", role: "img",
    "aria-label": `Vote on ${vote.nominee}: ${vote.yes.length} hand(s) up, now asking ${vote.asked}`});
  pic.append(svg("circle", {cx: 100, cy: 100, r: 78, class: "rim"}));
  if (vote.asked_seat !== undefined && vote.asked_seat !== null) {
    const [x, y] = at(vote.asked_seat);
    pic.append(svg("line", {x1: 100, y1: 100, x2: 100 + 0.8 * (x - 100), y2: 100 + 0.8 * (y - 100),
      class: "hand", id: "clock-hand", "data-seat": vote.asked_seat}));
  }
  pic.append(svg("circle", {cx: 100, cy: 100, r: 4, class: "hub"}));
  players.forEach((p, k) => {
    const [x, y] = at(k);
    const up = vote.yes_seats.includes(k);
    const counted = vote.counted_seats.includes(k);
    const cls = ["seatdot", up ? "up" : counted ? "down" : "", k === vote.nominee_seat ? "nominee" : "",
      k === vote.asked_seat ? "asked" : "", p.alive ? "" : "dead", k === me ? "me" : ""].join(" ");
    const g = svg("g", {class: cls, "data-seat": k});
    g.append(svg("circle", {cx: x, cy: y, r: 12}));
    g.append(svg("text", {x, y: y + 3.5, "text-anchor": "middle"}, up ? "✓" : String(k + 1)));
    g.append(svg("text", {x, y: y + (y < 100 ? -16 : 24), "text-anchor": "middle", class: "lbl"},
      p.name.length > 9 ? p.name.slice(0, 8) + "…" : p.name));
    pic.append(g);
  });
  pic.append(svg("text", {x: 100, y: 96, "text-anchor": "middle", class: "big"}, vote.yes.length));
  pic.append(svg("text", {x: 100, y: 112, "text-anchor": "middle", class: "lbl"}, `of ${vote.needed} needed`));
  box.append(el("h2", {}, `Vote on ${vote.nominee}`),
    el("div", {class: "small"}, `${vote.nominator} nominated ${vote.nominee} · now asking ${vote.asked}`),
    pic,
    el("div", {class: "small muted", id: "hands"}, vote.secret && !vote.yes.length ? "A secret vote: eyes closed." :
      "Hands up: " + (vote.yes.join(", ") || "none")));
}

// The day's nominations and their tallies.
function renderNominations(box, list) {
  box.innerHTML = "";
  box.hidden = !list || !list.length;
  if (box.hidden) return;
  box.append(el("h2", {}, "Today's nominations"));
  const ol = el("ol", {class: "noms", id: "nominations"});
  list.forEach(n => ol.append(el("li", {class: n.open ? "open" : ""},
    `${n.nominator} → ${n.nominee}: `,
    el("span", {class: "tally"}, n.tally === null ? "secret" : n.tally),
    n.open ? " (voting now)" : "",
    n.yes.length ? el("span", {class: "small muted"}, " · " + n.yes.join(", ")) : null)));
  box.append(ol);
}

// A private notes panel: kept on the server with the game; only this page's token reads it.
function setupNotes(box, game, token) {
  const area = el("textarea", {id: "notes-text", rows: 5, maxlength: 10000,
    placeholder: "Your private notes: only you can read them."});
  const status = el("span", {class: "small muted", id: "notes-status"}, "");
  const url = `/api/games/${encodeURIComponent(game)}/notes`;
  const headers = {Authorization: "Bearer " + token, "Content-Type": "application/json"};
  let timer = null;
  const save = async () => {
    const r = await fetch(url, {method: "PUT", headers, body: JSON.stringify({text: area.value})});
    status.textContent = r.ok ? "saved" : "not saved: " + ((await r.json()).error || r.status);
  };
  area.addEventListener("input", () => {
    status.textContent = "…";
    clearTimeout(timer);
    timer = setTimeout(save, 600);
  });
  box.append(el("h2", {}, "My notes"), area, status);
  fetch(url, {headers}).then(r => r.ok ? r.json() : null).then(d => { if (d && !area.value) area.value = d.text; });
}

// The Fabled in play (the Storyteller's characters, announced at setup), by the circle.
function renderFabled(box, list) {
  box.innerHTML = "";
  box.hidden = !list || !list.length;
  if (box.hidden) return;
  box.append(el("h2", {}, "Fabled in play"));
  list.forEach(f => box.append(el("div", {class: "fabled", "data-id": f.id},
    el("span", {class: "token-mini"}, f.name), " ", el("span", {class: "small muted"}, f.ability))));
}

// The Storyteller's Travellers: who sits as one, who left, and who waits to join (the
// Storyteller seats or removes one when the game asks, between a night and a day).
function renderTravellers(box, t) {
  box.innerHTML = "";
  box.hidden = !t || (!t.seated.length && !t.waiting.length);
  if (box.hidden) return;
  box.append(el("h2", {}, "Travellers"));
  t.seated.forEach(x => box.append(el("div", {class: "traveller", "data-seat": x.seat},
    `${x.seat + 1}. ${x.name}: ${x.character_name || "joining"}`, x.left ? el("span", {class: "small muted"}, " (left)") : null)));
  if (t.waiting.length) box.append(el("div", {class: "small muted", id: "travellers-waiting"},
    "Waiting to join: " + t.waiting.join(", ") + " (seated between a night and a day: the game asks you then)"));
}

// The Storyteller's form while nominations are open: enter a nomination made out loud
// (who nominates whom, from the legal pairs), or close the nominations.
function openNominationsForm(p, seatNames, send) {
  const pairs = p.options.map((o, k) => ({k, value: o.value})).filter(o => o.value !== null);
  const names = {...seatNames, "-1": "the Storyteller"};
  const nominators = [...new Set(pairs.map(o => o.value[0]))];
  const nominator = el("select", {id: "open-nominator"}, ...nominators.map(a => el("option", {value: a}, names[a])));
  const nominee = el("select", {id: "open-nominee"});
  const fill = () => {
    nominee.innerHTML = "";
    pairs.filter(o => String(o.value[0]) === nominator.value)
      .forEach(o => nominee.append(el("option", {value: o.k}, names[o.value[1]])));
  };
  nominator.addEventListener("change", fill);
  fill();
  const close = p.options.findIndex(o => o.value === null);
  return el("div", {class: "decision open-noms", "data-i": p.i},
    el("div", {class: "small muted"}, "Players nominate from their own pages. A nomination made out loud:"),
    el("div", {class: "row"}, nominator, " nominates ", nominee,
      el("button", {class: "primary", id: "open-nominate-btn",
        onclick: () => nominee.value !== "" && send({choice: Number(nominee.value)})}, "Enter the nomination")),
    el("div", {class: "row"}, el("button", {id: "open-close-btn", onclick: () => send({choice: close})},
      "Close the nominations")));
}
