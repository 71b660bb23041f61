// Shared parts of the table (tokens.js): our own token drawings, the script sheet, the Storyteller's
// join links (room code, QR codes, re-issue) and key. Loaded after common.js.
"use strict";

const TOKEN_SVG_NS = "http://www.w3.org/2000/svg";
// Each type's colour on a token's rim (our own palette; no official art).
const TEAM_COLOURS = {townsfolk: "#3f7fd6", outsider: "#39a9b8", minion: "#d2603a", demon: "#b3232f",
  traveller: "#8a5cc7", fabled: "#d0a43a", loric: "#6f9b3c", "": "#7d7489"};

function svgEl(tag, attrs, text) {
  const node = document.createElementNS(TOKEN_SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

// The initials of a name ("Scarlet Woman" -> "SW"; one word: its first two letters).
function initials(name) {
  const words = (name || "?").split(/[\s-]+/).filter(Boolean);
  return (words.length > 1 ? words.map(w => w[0]).join("") : (words[0] || "?").slice(0, 2)).toUpperCase().slice(0, 3);
}

// A character token: a disc with a rim in its type's colour, an inner ring red for an evil
// seat, and the character's name (on one or two lines) or, when it cannot fit, its initials.
function tokenSvg(name, team, evil) {
  const svg = svgEl("svg", {viewBox: "0 0 100 100", class: "token-svg", role: "img", "aria-label": name || "no character"});
  svg.append(svgEl("circle", {cx: 50, cy: 50, r: 47, fill: TEAM_COLOURS[team] || TEAM_COLOURS[""]}),
    svgEl("circle", {cx: 50, cy: 50, r: 40, fill: "#efe4c8", stroke: evil ? "#d9484f" : "#f6f0e0", "stroke-width": 3}));
  const words = (name || "?").split(" ");
  let lines = [name || "?"];
  if ((name || "").length > 9 && words.length > 1) {
    const half = Math.ceil(words.length / 2);
    lines = [words.slice(0, half).join(" "), words.slice(half).join(" ")];
  }
  if (lines.some(l => l.length > 11)) lines = [initials(name)];
  const size = lines.length === 1 && lines[0].length <= 3 ? 30 : Math.min(19, Math.floor(120 / Math.max(...lines.map(l => l.length), 5)));
  lines.forEach((line, k) => svg.append(svgEl("text", {x: 50, y: 50 + (k - (lines.length - 1) / 2) * (size * 1.05) + size * 0.35,
    "text-anchor": "middle", "font-size": size, "font-weight": 700, fill: "#2a2118", "font-family": "system-ui, sans-serif"}, line)));
  return svg;
}

// The script sheet: characters by type with ability lines, then the two night orders.
function renderSheet(box, sheet) {
  box.innerHTML = "";
  add(box, el("div", {class: "small muted"}, sheet.name + (sheet.author ? ` · by ${sheet.author}` : "")));
  for (const team of sheet.teams) {
    add(box, el("h3", {class: "sheet-team " + team.team}, team.label),
      el("div", {class: "sheet-chars"}, ...team.characters.map(c => el("div", {class: "sheet-char", "data-character": c.id},
        el("span", {class: "sheet-token"}, tokenSvg(initials(c.name), team.team, false)),
        el("div", {}, el("b", {}, c.name), el("div", {class: "small"}, c.ability))))));
  }
  for (const [title, steps] of [["First night", sheet.first_night], ["Other nights", sheet.other_night]]) {
    add(box, el("h3", {}, title), el("ol", {class: "sheet-night"}, ...steps.map(s => el("li", {"data-step": s.step},
      el("b", {}, s.name), el("div", {class: "small muted"}, s.what)))));
  }
}

async function fetchSheet(game, token) {
  const r = await fetch(`/api/games/${encodeURIComponent(game)}/script`, {headers: {Authorization: "Bearer " + token}});
  return r.ok ? r.json() : null;
}

// The Storyteller's join sheet: the room code, and for each seat its link, a QR code and a
// button that re-issues the link (the old one stops working).
async function renderJoinSheet(box, game, token, onError) {
  const r = await fetch(`/api/games/${encodeURIComponent(game)}/links`, {headers: {Authorization: "Bearer " + token}});
  const out = await r.json();
  if (!r.ok) { onError(out.error); return; }
  box.innerHTML = "";
  add(box, el("h2", {}, "Getting people in"),
    out.room ? el("div", {class: "room"}, "Room code ", el("b", {id: "room-code"}, out.room),
      el("span", {class: "small muted"}, ` · players open ${out.join} and type it, then tap their name (once per seat)`)) : null,
    el("div", {class: "small muted"}, "Or show each player only their own QR code, or send them their link."));
  const grid = el("div", {class: "qr-grid"});
  for (const seat of out.seats) {
    if (seat.bot) { grid.append(el("div", {class: "qr-card muted"}, `${seat.seat + 1}. ${seat.name} · bot`)); continue; }
    const qr = el("div", {class: "qr"});
    // The QR image is segno's SVG, parsed as an image (no script runs from an <img>).
    qr.append(el("img", {alt: `QR code of ${seat.name}'s link`, src: "data:image/svg+xml;base64," + btoa(seat.qr)}));
    grid.append(el("div", {class: "qr-card", "data-seat": seat.seat},
      el("div", {}, el("b", {}, `${seat.seat + 1}. ${seat.name}`), seat.claimed ? el("span", {class: "tag"}, "handed out") : null),
      el("details", {}, el("summary", {}, "QR code"), qr),
      el("input", {type: "text", readonly: true, value: seat.link}),
      el("button", {class: "reissue", "data-seat": seat.seat, onclick: async () => {
        if (!confirm(`Give ${seat.name} a new link? Their old link stops working at once.`)) return;
        const rr = await fetch(`/api/games/${encodeURIComponent(game)}/reissue`, {method: "POST",
          headers: {Authorization: "Bearer " + token, "Content-Type": "application/json"}, body: JSON.stringify({seat: seat.seat})});
        if (!rr.ok) { onError((await rr.json()).error); return; }
        renderJoinSheet(box, game, token, onError);
      }}, "Re-issue link")));
  }
  add(box, grid);
}

// The Storyteller key this browser creates games with (kept in the browser's storage; the
// server stores only its hash and lists the games made with it).
function storytellerKey() {
  let key = localStorage.getItem("clocktower-storyteller-key");
  if (!key) {
    const bytes = new Uint8Array(24);
    crypto.getRandomValues(bytes);
    key = Array.from(bytes, b => b.toString(16).padStart(2, "0")).join("");
    localStorage.setItem("clocktower-storyteller-key", key);
  }
  return key;
}
