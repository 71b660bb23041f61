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

// A name cut to at most `most` characters (with an ellipsis).
const cut = (name, most) => name.length > most ? name.slice(0, Math.max(1, most - 1)) + "…" : name;

// The vote clock: the seats round a circle, a hand from the centre to the seat whose hand
// is asked now, raised hands marked as they go up, the nominee ringed. The dots are as big
// as the circle leaves room for (neighbours never touch). A seat near the top or bottom is
// named above or below its dot, cut to the room between its neighbours; one near the left
// or right is named beside its dot, on the inner side, where its neighbours above and below
// leave room.
function renderVoteClock(box, players, vote, me) {
  box.innerHTML = "";
  box.hidden = !vote;
  if (!vote) return;
  const n = players.length;
  const R = 78, chord = 2 * R * Math.sin(Math.PI / Math.max(n, 3));
  const dot = Math.min(12, chord / 2 - 1.5);
  const angle = k => -Math.PI / 2 + (2 * Math.PI * k) / n;
  const at = k => [100 + R * Math.cos(angle(k)), 100 + R * Math.sin(angle(k))];
  // A seat's name outside its dot (above or below) or beside it, on the inner side.
  const placeLabel = (label, k, name, where) => {
    const [x, y] = at(k), side = Math.cos(angle(k));
    const text = where === "beside" ? cut(name, 7) : cut(name, Math.max(3, Math.min(9, Math.floor((chord - 3) / 5.2))));
    const attrs = where === "beside"
      ? {x: x - Math.sign(side) * (dot + 2.5), y: y + 3, "text-anchor": side > 0 ? "end" : "start"}
      : {x, y: y < 100 ? y - dot - 3 : y + dot + 9, "text-anchor": "middle"};
    for (const [key, value] of Object.entries(attrs)) label.setAttribute(key, value);
    label.firstChild.textContent = text;
    label.dataset.where = where;
  };
  const pic = svg("svg", {viewBox: "0 0 200 204", class: "voteclock", role: "img",
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
    g.append(svg("circle", {cx: x, cy: y, r: dot}));
    g.append(svg("text", {x, y: y + 3.5, "text-anchor": "middle"}, up ? "✓" : String(k + 1)));
    const label = svg("text", {class: "lbl"});
    label.append(`${k + 1}. ${p.name}`);
    label.append(svg("title", {}, `${k + 1}. ${p.name}`));
    placeLabel(label, k, p.name, Math.abs(Math.cos(angle(k))) > 0.8 ? "beside" : "outside");
    g.append(label);
    pic.append(g);
  });
  pic.append(svg("text", {x: 100, y: 96, "text-anchor": "middle", class: "big"}, vote.yes.length));
  pic.append(svg("text", {x: 100, y: 112, "text-anchor": "middle", class: "lbl"}, `of ${vote.needed} needed`));
  box.append(el("h2", {}, `Vote on ${vote.nominee}`),
    el("div", {class: "small"}, `${vote.nominator} nominated ${vote.nominee} · now asking ${vote.asked}`),
    pic,
    el("div", {class: "small muted", id: "hands"}, vote.secret && !vote.yes.length ? "A secret vote: eyes closed." :
      "Hands up: " + (vote.yes.join(", ") || "none")));
  // A seat near the side whose name touches another seat's dot or name has it the other way
  // (beside its dot rather than outside, or the other way round) if it touches fewer there.
  // (Measured in the drawing's own units; a clock not drawn yet measures nothing.)
  const dots = [...pic.querySelectorAll("g.seatdot circle")].map(c => c.getBBox());
  const labels = [...pic.querySelectorAll("g.seatdot text.lbl")];
  const touch = (p, q) => p.x < q.x + q.width + 1 && q.x < p.x + p.width + 1 && p.y < q.y + q.height + 1 && q.y < p.y + p.height + 1;
  const hits = k => {
    const own = labels[k].getBBox();
    if (!own.width) return 0;
    return dots.filter((d, j) => j !== k && touch(own, d)).length + labels.filter((l, j) => j !== k && touch(own, l.getBBox())).length;
  };
  labels.forEach((label, k) => {
    if (Math.abs(Math.cos(angle(k))) < 0.5) return;
    const before = hits(k), where = label.dataset.where;
    if (!before) return;
    placeLabel(label, k, players[k].name, where === "beside" ? "outside" : "beside");
    if (hits(k) >= before) placeLabel(label, k, players[k].name, where);
  });
  // (Still touching: the name cut shorter, down to two letters.)
  labels.forEach((label, k) => {
    for (let most = label.firstChild.textContent.length - 1; most >= 3 && hits(k); most--) {
      label.firstChild.textContent = cut(players[k].name, most);
    }
  });
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
