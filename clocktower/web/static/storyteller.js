// The Storyteller's page: the Grimoire circle, the pending decision with its truth, the
// night order, the day's nominations and votes, the log and the day controls.
"use strict";

const {game, token} = linkParts();
let state = null;
const $ = id => document.getElementById(id);
const setError = msg => { $("error").textContent = msg || ""; };
const live = new Live(game, token, s => { state = s; render(); }, setError, up => {
  $("conn").textContent = up ? "live" : "reconnecting";
  $("conn").className = "pill " + (up ? "live" : "down");
});

// Token and seat sizes from the circle's width and the number of seats, so that
// neighbouring tokens never overlap (on a phone too): a token is under two thirds of the
// distance between two neighbours' centres. A narrow circle has smaller labels.
function sizeCircle(circle, n) {
  const width = circle.clientWidth || 720;
  const chord = 2 * 0.4 * width * Math.sin(Math.PI / Math.max(n, 3));
  // (A seat at the far left or right sits a tenth of the width from the edge: its box
  // stays within the circle.)
  const seatw = Math.floor(Math.min(124, chord * 0.98, 0.2 * width - 2));
  const tok = Math.max(30, Math.min(92, seatw, Math.floor(chord * 0.62)));
  circle.style.setProperty("--tok", tok + "px");
  circle.style.setProperty("--seatw", seatw + "px");
  circle.classList.toggle("compact", width < 560 || tok < 64);
  return tok;
}

// A seat "near the side" of the circle (which may be named beside its token in the "side"
// labels): within about 63 degrees of the level of the centre.
const SIDE = 0.45;

// Where a seat sits: clockwise from the top of the circle.
const seatAngle = (k, n) => -Math.PI / 2 + (2 * Math.PI * k) / n;

// The layouts tried for the reminder tokens, the most readable first: [token size as a
// share of sizeCircle's, how reminders show]. "full": each reminder's whole text on one
// line; "wrap": smaller text, on two lines if need be; "count": only how many reminders a
// seat has ("3 ◆", the list in its tooltip). The first with nothing touching is kept.
const REMINDER_LAYOUTS = [[1, "full"], [1, "wrap"], [0.9, "full"], [0.9, "wrap"], [0.8, "wrap"],
  [1, "count"], [0.9, "count"], [0.8, "count"], [0.7, "count"]];
// The ways the seats' labels are tried, the most readable first (within each, every
// reminder layout). "full": the name with its seat number, then the seat's status (dead,
// its ghost vote, "bot") and what it thinks it is, each on its own line. "short": the name
// line only; a dead seat shows as a grey token with a mark for its ghost vote (✓ still
// has it, ✗ used), and the status is in the tooltips of the name and token. "side": as
// "short", but a seat near the left or right of the circle has its name beside its token,
// on the inner side, where its neighbours above and below leave room. "small": as "side",
// in smaller type. "tiny": as "small", the name without its seat number (the number is in
// the tooltips).
const LABEL_LAYOUTS = ["full", "short", "side", "small", "tiny"];
const REMINDER_GAP = 3;  // px kept clear between a seat's reminders and tokens or labels
const GROUP_GAP = 8;  // px between two seats' reminders (so that each seat's read as its own)

// Box of an element relative to the circle (left, top, right, bottom).
function boxIn(base, node) {
  const b = node.getBoundingClientRect();
  return {l: b.left - base.left, t: b.top - base.top, r: b.right - base.left, b: b.bottom - base.top};
}

const boxesTouch = (p, q, gap) => p.l < q.r + gap && q.l < p.r + gap && p.t < q.b + gap && q.t < p.b + gap;

// The same, where a box marked "disc" (a token, with the chooser's ring) stands for the
// disc drawn in it: a label by a corner of a token's box does not touch the token.
function partsTouch(p, q, gap) {
  if (!boxesTouch(p, q, gap)) return false;
  if (!p.disc && !q.disc) return true;
  const [d, b] = p.disc ? [p, q] : [q, p];
  const cx = (d.l + d.r) / 2, cy = (d.t + d.b) / 2;
  if (b.disc) return Math.hypot(cx - (b.l + b.r) / 2, cy - (b.t + b.b) / 2) < (d.r - d.l + b.r - b.l) / 2 + gap;
  return Math.hypot(Math.max(b.l - cx, 0, cx - b.r), Math.max(b.t - cy, 0, cy - b.b)) < (d.r - d.l) / 2 + gap;
}

// Lay the reminder tokens out at one token size, in one mode, with the labels shown one
// way of LABEL_LAYOUTS: as on a real Grimoire, each seat's reminders lie in front of its
// token, towards the centre of the circle, just clear of the seat's own token and labels
// (or a little further in, to clear another seat's). Returns {touching: how many pairs of
// a reminder and another seat's token, label or reminder (or the centre text) touch,
// crowded: how many pairs of two seats' tokens and labels touch (a token as the disc it
// is), and how many names are cut short}.
function tryReminderLayout(circle, n, tok, mode, labels = "full") {
  circle.style.setProperty("--tok", tok + "px");
  circle.classList.remove("rem-full", "rem-wrap", "rem-count", ...LABEL_LAYOUTS.map(x => "lab-" + x));
  circle.classList.add("rem-" + mode, "lab-" + labels);
  circle.querySelectorAll(":scope > .seat.beside").forEach(seat => seat.classList.remove("beside"));
  const width = circle.clientWidth;
  const seats = [...circle.querySelectorAll(":scope > .seat")];
  // Room across the ray between two neighbours' reminders (a little inside the tokens): a
  // seat at the top or bottom stacks its reminders down the ray, one at the side in rows.
  const room = 2 * (0.4 * width - tok / 2 - 55) * Math.sin(Math.PI / Math.max(n, 3)) - REMINDER_GAP;
  seats.forEach((seat, k) => {
    const across = Math.abs(Math.sin(seatAngle(k, n)));
    const most = Math.max(48, Math.min(0.18 * width, room / Math.max(across, 0.01)));
    seat.querySelector(".reminders").style.maxWidth = most + "px";
  });
  const base = circle.getBoundingClientRect();
  if (labels !== "full" && labels !== "short") nameBeside(seats, base);
  // A seat's own token and labels (the token with its outline, as the chooser's has).
  const own = seat => [...[...seat.children].filter(c => !c.classList.contains("reminders")),
    ...seat.querySelectorAll(".thinks-mark, .ghost-mark")].map(c => {
    const b = boxIn(base, c), css = getComputedStyle(c);
    const ring = css.outlineStyle === "none" ? 0 : Math.max(0, parseFloat(css.outlineWidth) + parseFloat(css.outlineOffset));
    return {l: b.l - ring, t: b.t - ring, r: b.r + ring, b: b.b + ring, disc: c.classList.contains("token")};
  }).filter(b => b.r > b.l && b.b > b.t);
  const geo = seats.map(seat => {
    const group = seat.querySelector(".reminders");
    return {parts: own(seat), token: boxIn(base, seat.querySelector(".token")), at: boxIn(base, seat),
      w: group.offsetWidth, h: group.offsetHeight};
  });
  const centre = circle.querySelector(".centre");
  const middle = centre ? boxIn(base, centre) : null;
  // Out from the token's centre along the ray (towards the centre of the circle), the
  // first place clear of the seat's own token and labels; then, if the reminders would
  // touch another seat's token, labels or reminders there, a little further along.
  const place = geo.map((g, k) => {
    const a = seatAngle(k, n);
    return {ux: -Math.cos(a), uy: -Math.sin(a), x0: (g.token.l + g.token.r) / 2, y0: (g.token.t + g.token.b) / 2, t: 0};
  });
  const groupBox = (k, t) => {
    const {ux, uy, x0, y0} = place[k], {w, h} = geo[k];
    const cx = x0 + ux * t, cy = y0 + uy * t;
    return {l: cx - w / 2, t: cy - h / 2, r: cx + w / 2, b: cy + h / 2};
  };
  const some = geo.map(g => g.w > 0 && g.h > 0);  // (a seat with no reminders has none to place)
  geo.forEach((g, k) => {
    if (!some[k]) return;
    while (place[k].t < width && g.parts.some(p => boxesTouch(groupBox(k, place[k].t), p, REMINDER_GAP))) place[k].t++;
  });
  const clear = (k, t) => {
    const box = groupBox(k, t);
    if (middle && boxesTouch(box, middle, 0)) return false;
    return geo.every((g, j) => j === k || (!g.parts.some(p => boxesTouch(box, p, REMINDER_GAP))
      && !(some[j] && boxesTouch(box, groupBox(j, place[j].t), GROUP_GAP))));
  };
  const further = Math.max(24, tok);
  geo.forEach((g, k) => {
    if (!some[k] || clear(k, place[k].t)) return;
    for (let t = place[k].t + 2; t <= place[k].t + further; t += 2) {
      if (clear(k, t)) { place[k].t = t; return; }
    }
  });
  seats.forEach((seat, k) => {
    if (!some[k]) return;
    const box = groupBox(k, place[k].t), group = seat.querySelector(".reminders");
    group.style.left = (box.l - geo[k].at.l) + "px";
    group.style.top = (box.t - geo[k].at.t) + "px";
  });
  const parts = geo.map(g => g.parts);
  const reminders = seats.map(seat => [...seat.querySelectorAll(".reminders > *")]
    .map(c => boxIn(base, c)).filter(b => b.r > b.l && b.b > b.t));
  const gap = REMINDER_GAP - 1;
  let touching = 0, crowded = 0;
  for (let i = 0; i < seats.length; i++) {
    for (let j = 0; j < seats.length; j++) {
      if (i === j) continue;
      for (const p of reminders[i]) {
        for (const q of parts[j]) if (boxesTouch(p, q, gap)) touching++;
        if (j > i) for (const q of reminders[j]) if (boxesTouch(p, q, GROUP_GAP - 1)) touching++;
      }
      if (j > i) for (const p of parts[i]) for (const q of parts[j]) if (partsTouch(p, q, gap)) crowded++;
    }
    // (A name cut short, with an ellipsis, counts as crowded too: the seat is not named.)
    const name = seats[i].querySelector(".sname");
    if (name && name.scrollWidth > name.clientWidth) crowded++;
    if (middle) for (const p of reminders[i]) if (boxesTouch(p, middle, 0)) touching++;
  }
  return {touching, crowded};
}

// In the "side" labels: a seat near the left or right whose name (outside its token)
// touches another seat's token or name has it beside its token instead, on the inner side,
// if it touches fewer there.
function nameBeside(seats, base) {
  const tokens = seats.map(seat => ({...boxIn(base, seat.querySelector(".token")), disc: true}));
  const hits = k => {
    const own = boxIn(base, seats[k].querySelector(".sname"));
    return seats.filter((seat, j) => j !== k && (partsTouch(own, tokens[j], REMINDER_GAP - 1)
      || boxesTouch(own, boxIn(base, seat.querySelector(".sname")), REMINDER_GAP - 1))).length;
  };
  seats.forEach((seat, k) => {
    if (!seat.matches(".left, .right")) return;
    const outside = hits(k);
    if (!outside) return;
    seat.classList.add("beside");
    if (hits(k) >= outside) seat.classList.remove("beside");
  });
}

// Choose a layout of the labels (LABEL_LAYOUTS) and of the reminders (REMINDER_LAYOUTS):
// for the labels in turn, the first layout of the reminders where no two seats' tokens,
// labels and reminders touch and every name shows whole. Within one way of labelling, a
// count of reminders is tried only if no layout showing their text keeps them clear of
// everything. Failing all, the layout with the fewest things touching, then showing the
// reminders' text rather than a count, then with the fewest tokens and labels touching
// (the earlier on a tie). Whether tokens and labels touch depends only on the labels and
// the token size, so a layout of the reminders is not tried with labels and a size already
// seen to touch (save with the last labels, for the choice when nothing is clear).
// Returns the token size chosen.
function layoutReminders(circle, n, tok) {
  if (!circle.clientWidth) return tok;
  let best = null;
  for (const labels of LABEL_LAYOUTS) {
    let clear = false;  // (a layout of the reminders' text, with no reminder touching anything)
    const tried = new Set(), crowdedAt = new Set();
    for (const [share, mode] of REMINDER_LAYOUTS) {
      const size = Math.max(30, Math.floor(tok * share));
      const count = mode === "count" ? 1 : 0;
      if (tried.has(size + mode) || crowdedAt.has(size) || (count && clear)) continue;
      tried.add(size + mode);
      const {touching, crowded} = tryReminderLayout(circle, n, size, mode, labels);
      if (crowded && labels !== LABEL_LAYOUTS[LABEL_LAYOUTS.length - 1]) crowdedAt.add(size);
      if (!touching && !crowded) return size;
      if (!touching && !count) clear = true;
      const key = [touching + crowded, count, crowded];
      const before = k => { const d = key.findIndex((x, i) => x !== k[i]); return d >= 0 && key[d] < k[d]; };
      if (!best || before(best.key)) best = {size, mode, labels, key};
    }
  }
  tryReminderLayout(circle, n, best.size, best.mode, best.labels);
  return best.size;
}

// Room above and below the circle for a seat whose labels stand out of it (a big token at
// the top with its name above it, a long status at the bottom).
function makeRoom(circle) {
  circle.style.marginTop = circle.style.marginBottom = "";
  const base = circle.getBoundingClientRect();
  const boxes = [...circle.querySelectorAll(":scope > .seat")].map(s => s.getBoundingClientRect());
  if (!boxes.length) return;
  const over = Math.ceil(base.top - Math.min(...boxes.map(b => b.top)));
  const under = Math.ceil(Math.max(...boxes.map(b => b.bottom)) - base.bottom);
  if (over > 0) circle.style.marginTop = over + "px";
  if (under > 0) circle.style.marginBottom = under + "px";
}

// A seat's character token drawing: its name, or on a small token its initials (a name
// would be unreadable).
function tokenFace(seat, small) {
  return tokenSvg(small && seat.character_name ? initials(seat.character_name) : seat.character_name || "?", seat.team,
    seat.alignment === "evil");
}

// Who sits in a seat and how they are ("16. Pam · dead · ghost vote ✓ · bot"): the tooltip
// of its name and token, for when the labels are cut down.
function saidOf(seat, k) {
  return [`${k + 1}. ${seat.name}`, seat.alive ? "" : seat.public_alive ? "dead (not yet announced)" : "dead",
    seat.alive ? "" : seat.ghost_vote ? "ghost vote ✓" : "ghost vote used", seat.bot ? "bot" : ""].filter(Boolean).join(" · ");
}

function renderCircle(s) {
  const circle = $("circle");
  circle.innerHTML = "";
  const n = s.seats.length;
  const chooser = s.pending ? s.pending.chooser : null;
  const tok = sizeCircle(circle, n);
  const small = tok < 56;
  s.seats.forEach((seat, k) => {
    const angle = seatAngle(k, n);
    const x = 50 + 40 * Math.cos(angle), y = 50 + 40 * Math.sin(angle);
    const thinks = [seat.believed && seat.believed !== seat.character ? "thinks: " + seat.believed_name : "",
      seat.believed_alignment !== seat.alignment ? "thinks " + seat.believed_alignment : ""].filter(Boolean).join(", ");
    const token = el("div", {class: "token " + (seat.alignment === "evil" ? "evil" : "good"),
      title: (seat.character_name || "") + (thinks ? ` (${thinks})` : "") + " · " + saidOf(seat, k)},
      tokenFace(seat, small), thinks ? el("div", {class: "thinks-mark", title: thinks}, "≠") : null,
      seat.alive ? null : el("div", {class: "ghost-mark", title: seat.ghost_vote ? "ghost vote ✓" : "ghost vote used"},
        seat.ghost_vote ? "✓" : "✗"));
    const status = [];
    if (!seat.alive) status.push(el("span", {class: "shroud"}, seat.public_alive ? "dead (not yet announced)" : "dead"));
    if (!seat.alive) status.push(" ", seat.ghost_vote ? "ghost vote ✓" : "ghost vote used");
    if (seat.bot) status.push(el("span", {class: "tag"}, "bot"));
    const rem = seat.reminders.map(r => el("span", {class: "reminder" + (/drunk|poison/i.test(r.token) ? " bad" : ""),
      title: "from " + r.from}, r.token));
    if (seat.drunk && !seat.reminders.some(r => /drunk/i.test(r.token))) rem.push(el("span", {class: "reminder bad"}, "drunk"));
    if (seat.poisoned && !seat.reminders.some(r => /poison/i.test(r.token))) rem.push(el("span", {class: "reminder bad"}, "poisoned"));
    seat.granted.forEach(g => rem.push(el("span", {class: "reminder"}, "has " + g)));
    const count = rem.length
      ? el("span", {class: "reminder-count", title: rem.map(r => r.textContent).join(", ")}, `${rem.length} ◆`) : null;
    add(circle, el("div", {class: "seat" + (seat.alive ? "" : " dead") + (chooser === k ? " chooser" : "")
      + (Math.sin(angle) < -1e-6 ? " upper" : "") + (Math.cos(angle) > SIDE ? " right" : Math.cos(angle) < -SIDE ? " left" : ""),
      style: `left:${x}%;top:${y}%`, "data-seat": k, onclick: () => { editSeat = k; render(); }},
      token, thinks ? el("div", {class: "believed"}, thinks) : null, el("div", {class: "sname", title: saidOf(seat, k)},
        el("span", {class: "num"}, `${k + 1}. `), seat.name),
      el("div", {class: "state"}, status), el("div", {class: "reminders"}, rem, count)));
  });
  const centre = el("div", {class: "centre"},
    el("div", {class: "phase"}, phaseText(s)),
    s.over ? el("div", {}, `${s.winner} wins: ${s.win_reason}`) : null,
    s.bluffs.length ? el("div", {class: "muted small"}, "Demon bluffs: " + s.bluffs.join(", ")) : null,
    (s.storyteller_characters || []).length
      ? el("div", {class: "muted small"}, "Storyteller characters: " + s.storyteller_characters.join(", ")) : null,
    s.about_to_die ? el("div", {}, "About to die: " + s.about_to_die) : null);
  add(circle, centre);
  // The tokens may have been made smaller to make room for the reminders: a token now
  // too small for a name shows initials.
  const size = layoutReminders(circle, n, tok);
  makeRoom(circle);
  if ((size < 56) !== small) {
    circle.querySelectorAll(":scope > .seat").forEach((node, k) => {
      node.querySelector(".token .token-svg").replaceWith(tokenFace(s.seats[k], size < 56));
    });
  }
}

// The seat whose "answer for" panel is open, kept open across live updates.
let answerForOpen = null;

function renderPending(s) {
  const box = $("pending");
  box.innerHTML = "";
  const p = s.pending;
  if (!p) { add(box, el("div", {class: "muted"}, s.over ? "The game is over." : "Nothing pending.")); return; }
  const who = p.chooser === -1 ? "You (Storyteller)" : `${p.chooser_name} (seat ${p.chooser + 1})`;
  add(box, el("div", {class: "small muted"}, `#${p.i} · ${p.step_label}` + (p.subject_name ? ` · about ${p.subject_name}` : "")),
    el("div", {class: "q", style: "font-weight:700;margin:4px 0"}, p.prompt),
    el("div", {class: "small"}, "Chooser: " + who));
  if (p.truth && p.truth.length) {
    add(box, el("div", {class: "small", style: "margin:6px 0"}, el("span", {class: "tag truth"}, "truth"), " ", p.truth.join(", "),
      p.why ? el("span", {}, " · other options legal because: ", el("span", {class: "tag why"}, p.why)) : null));
  }
  if (p.chooser !== -1) {
    add(box, el("div", {class: "waiting", style: "margin-top:6px"}, `Waiting for ${p.chooser_name}… (${p.options.length} legal options)`));
    // A person who is away (a dead phone at night, silence on a prompt): the Storyteller
    // answers in their place. The server records it as that seat's ordinary answer.
    const stand = {type: "answer", i: p.i, for_seat: p.chooser};
    const details = el("details", {id: "answer-for", "data-seat": p.chooser, style: "margin-top:8px"},
      el("summary", {}, `Answer for ${p.chooser_name} (absent or stalled)`),
      decisionForm(p, payload => live.send({...stand, ...payload})),
      el("div", {class: "controls", style: "margin-top:6px"},
        el("button", {id: "answer-for-bot", onclick: () => live.send({...stand, auto: true})},
          `Let a bot choose for ${p.chooser_name}`)));
    if (answerForOpen === p.chooser) details.open = true;
    details.addEventListener("toggle", () => { answerForOpen = details.open ? p.chooser : null; });
    add(box, details);
    return;
  }
  if (p.step === "nominate.open") {  // (table.js: a nomination said out loud, or close them)
    add(box, openNominationsForm(p, s.seats.map(x => x.name), payload => live.send({type: "answer", i: p.i, ...payload})));
    return;
  }
  add(box, decisionForm(p, payload => live.send({type: "answer", i: p.i, ...payload}), o =>
    o.why ? [el("span", {class: "tag " + (o.truth ? "truth" : "why")}, o.why)] : []));
  add(box, el("div", {class: "controls", style: "margin-top:8px"},
    el("button", {onclick: () => live.send({type: "control", action: "auto"})}, "Let the automaton choose"),
    el("button", {onclick: () => live.send({type: "control", action: "auto_all"})}, "Automate until a player decides")));
}

function renderDay(s) {
  const panel = $("day-panel");
  panel.hidden = s.phase !== "day";
  if (panel.hidden) return;
  const box = $("day");
  box.innerHTML = "";
  const stage = {talk: "Public talk: each seat makes a statement", nominations: "Nominations are open",
    vote: "Vote under way", cult: "A cult is forming"}[s.day_stage] || "Abilities and executions";
  add(box, el("div", {}, stage));
  if (s.cult) {
    add(box, el("div", {id: "cult", style: "margin:6px 0"},
      `${s.cult.leader || "A Cult Leader"} formed a cult · asking ${s.cult.asked}: ${s.cult.prompt}`),
      el("div", {class: "small muted"}, "Joined: " + (s.cult.joined.join(", ") || "none") +
        " · declined: " + (s.cult.declined.join(", ") || "none")));
  }
  if (s.vote) {
    add(box, el("div", {style: "margin:6px 0"},
      `${s.vote.nominator} nominated ${s.vote.nominee}. `,
      el("span", {class: "tally"}, `${s.vote.yes.length}`), ` vote(s), ${s.vote.needed} needed · next hand: ${s.vote.asked}`),
      el("div", {class: "small muted"}, "Raised: " + (s.vote.yes.join(", ") || "none")));
  }
  if (s.nominations.length) {
    add(box, el("div", {class: "small", style: "margin-top:6px"}, "Today: ",
      ...s.nominations.map(n => el("div", {}, `${n.nominator} → ${n.nominee}: ${n.tally} (${n.yes.join(", ") || "none"})`))));
  }
  add(box, el("div", {class: "controls", style: "margin-top:8px"},
    el("button", {disabled: s.day_stage !== "talk", onclick: () => live.send({type: "control", action: "open_nominations"})}, "Open nominations"),
    el("button", {disabled: s.day_stage !== "vote", onclick: () => live.send({type: "control", action: "close_vote"})}, "Close the vote"),
    el("button", {disabled: !s.day_stage, onclick: () => live.send({type: "control", action: "end_day"})}, "End the day")));
}

function renderNight(s) {
  $("night-panel").hidden = !s.night_order.length;
  const ol = $("nightorder");
  ol.innerHTML = "";
  // What to do at each step: from the Storyteller's script sheet (fetched once).
  const what = {};
  if (sheet) for (const x of [...sheet.first_night, ...sheet.other_night]) what[x.step] = x;
  s.night_order.forEach(step => ol.append(el("li", {class: step.current ? "current" : step.done ? "done" : "", "data-step": step.step},
    el("b", {}, step.name), what[step.step] ? el("div", {class: "small what"}, what[step.step].what,
      what[step.step].reminders.length ? el("span", {class: "muted"}, " · tokens: " + what[step.step].reminders.join(", ")) : null) : null)));
}

function renderLog(s) {
  const box = $("log");
  const atBottom = box.scrollTop + box.clientHeight >= box.scrollHeight - 20;
  box.innerHTML = "";
  for (const e of s.log) {
    if (e.kind === "phase") { add(box, el("div", {class: "phaseline"}, e.text)); continue; }
    add(box, el("div", {class: e.public ? "" : "private"}, e.public ? null : el("span", {class: "to"}, `[${e.to.join(", ")}] `), e.text));
  }
  if (atBottom) box.scrollTop = box.scrollHeight;
}

// The seat the edit panel works on (kept across live updates; a click on a seat picks it).
let editSeat = 0;

function editButton(label, body, id) {
  return el("button", {id, onclick: () => live.send({type: "edit", i: state.decisions, seat: editSeat, tell: false, ...body})}, label);
}

function renderEdit(s) {
  const box = $("edit");
  box.innerHTML = "";
  if (s.over) { add(box, el("div", {class: "muted"}, "The game is over.")); return; }
  if (editSeat >= s.seats.length) editSeat = 0;
  const seat = s.seats[editSeat];
  const pick = el("select", {id: "edit-seat"}, ...s.seats.map(x => el("option", {value: x.index, selected: x.index === editSeat},
    `${x.index + 1}. ${x.name}`)));
  pick.addEventListener("change", () => { editSeat = Number(pick.value); render(); });
  add(box, el("div", {class: "row"}, el("label", {}, "Seat ", pick),
    el("span", {class: "small muted"}, seat.character_name ? `${seat.character_name}, ${seat.alignment}` : "not dealt")));
  if (!seat.character) return;
  const chars = s.characters.map(c => el("option", {value: c.id, selected: c.id === seat.character}, `${c.name} (${c.team})`));
  const charSel = el("select", {id: "edit-character"}, ...chars);
  const tellChar = el("input", {type: "checkbox", id: "edit-tell-character"});
  const alignSel = el("select", {id: "edit-alignment"}, ...["good", "evil"].map(a => el("option", {value: a, selected: a === seat.alignment}, a)));
  const tellAlign = el("input", {type: "checkbox", id: "edit-tell-alignment"});
  add(box,
    el("div", {class: "row"}, charSel, el("label", {class: "small"}, tellChar, " tell the player"),
      el("button", {id: "edit-character-btn", onclick: () => live.send({type: "edit", i: state.decisions, kind: "character", seat: editSeat,
        value: charSel.value, tell: tellChar.checked})}, "Change character")),
    el("div", {class: "row"}, alignSel, el("label", {class: "small"}, tellAlign, " tell the player"),
      el("button", {id: "edit-alignment-btn", onclick: () => live.send({type: "edit", i: state.decisions, kind: "alignment", seat: editSeat,
        value: alignSel.value, tell: tellAlign.checked})}, "Change alignment")));
  const remChar = el("select", {id: "edit-reminder-character"}, ...s.characters.map(c => el("option", {value: c.id}, c.name)));
  const remText = el("input", {type: "text", id: "edit-reminder-text", maxlength: 40, placeholder: "reminder text", style: "width:120px"});
  add(box, el("div", {class: "row"}, remChar, remText,
    el("button", {id: "edit-reminder-add", onclick: () => remText.value.trim() && live.send({type: "edit", i: state.decisions, kind: "add_reminder",
      seat: editSeat, value: [remChar.value, remText.value]})}, "Add reminder")));
  const removable = seat.reminders.filter(r => r.character);
  if (removable.length) {
    add(box, el("div", {class: "row small"}, "Remove: ", ...removable.map(r =>
      el("button", {class: "reminder-remove", onclick: () => live.send({type: "edit", i: state.decisions, kind: "remove_reminder", seat: editSeat,
        value: [r.character, r.token]})}, `✕ ${r.token} (${r.from})`))));
  }
  add(box, el("div", {class: "controls"},
    editButton(seat.alive ? "Mark dead" : "Mark alive", {kind: "alive", value: !seat.alive}, "edit-alive"),
    seat.alive ? null : editButton(seat.ghost_vote ? "Take the ghost vote" : "Give back the ghost vote",
      {kind: "ghost_vote", value: !seat.ghost_vote}, "edit-ghost"),
    editButton(seat.st_poisoned ? "Lift my poisoning" : "Poison (Storyteller)", {kind: "poisoned", value: !seat.st_poisoned}, "edit-poison"),
    editButton(seat.st_drunk ? "Make sober" : "Make drunk (Storyteller)", {kind: "drunk", value: !seat.st_drunk}, "edit-drunk")));
  add(box, el("div", {class: "small muted"}, "Edits tell nobody unless you tick “tell the player”; life and ghost votes are public."));
  // Undo: take back the last N answers (confirmed).
  const count = el("input", {type: "number", id: "undo-count", min: 1, max: Math.max(1, s.decisions), value: 1, style: "width:60px"});
  add(box, el("h2", {style: "margin-top:10px"}, "Undo"), el("div", {class: "row"}, "Take back the last ", count, " answer(s) ",
    el("button", {id: "undo-btn", disabled: !s.decisions, onclick: () => {
      const n = Number(count.value);
      if (!(n >= 1)) return;
      if (!confirm(`Take back the last ${n} answer(s)? The game goes back to before them (they stay in the history, marked undone).`)) return;
      live.send({type: "undo", n, i: s.decisions});
    }}, "Undo")));
}

function render() {
  const s = state;
  setError("");
  $("clock").textContent = phaseText(s);
  $("script").textContent = s.script;
  $("mode").textContent = s.mode === "auto" ? "automated Storyteller" : "assisted storytelling";
  renderCircle(s); renderFinal(s); renderEdit(s); renderPending(s); renderDay(s); renderNight(s); renderLog(s);
  renderVoteClock($("clock-panel"), s.seats, s.vote, null);
  renderFabled($("fabled-panel"), s.fabled); renderTravellers($("travellers-panel"), s.travellers);
}

$("links-btn").addEventListener("click", () => {
  $("links").hidden = !$("links").hidden;
  if (!$("links").hidden) renderJoinSheet($("links"), game, token, setError);
});
// The script sheet (with what to do at each night step): fetched once.
let sheet = null;
fetchSheet(game, token).then(x => { sheet = x; if (x) { renderSheet($("sheet"), x); if (state) render(); } });
$("record-btn").addEventListener("click", async () => {
  const r = await fetch(`/api/games/${encodeURIComponent(game)}/record`, {headers: {Authorization: "Bearer " + token}});
  if (!r.ok) { setError((await r.json()).error); return; }
  const blob = await r.blob();
  const a = el("a", {href: URL.createObjectURL(blob), download: `clocktower-${game}.jsonl`});
  document.body.append(a); a.click(); a.remove();
});
window.addEventListener("resize", () => { if (state) render(); });
setupNotes($("notes-panel"), game, token);
