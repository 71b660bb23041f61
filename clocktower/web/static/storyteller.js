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
// distance between two neighbours' centres. A narrow circle shows reminders as a count.
function sizeCircle(circle, n) {
  const width = circle.clientWidth || 720;
  const chord = 2 * 0.4 * width * Math.sin(Math.PI / Math.max(n, 3));
  // (A seat at the far left or right sits a tenth of the width from the edge: its box
  // stays within the circle.)
  const seatw = Math.floor(Math.min(124, chord * 0.98, 0.2 * width - 2));
  const tok = Math.max(30, Math.min(92, seatw, Math.floor(chord * 0.62)));
  circle.style.setProperty("--tok", tok + "px");
  circle.style.setProperty("--seatw", seatw + "px");
  circle.classList.toggle("compact", width < 560 || tok < 60);
  return tok;
}

function renderCircle(s) {
  const circle = $("circle");
  circle.innerHTML = "";
  const n = s.seats.length;
  const chooser = s.pending ? s.pending.chooser : null;
  const small = sizeCircle(circle, n) < 56;  // (a small token shows initials: a name would be unreadable)
  s.seats.forEach((seat, k) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * k) / n;
    const x = 50 + 40 * Math.cos(angle), y = 50 + 40 * Math.sin(angle);
    const thinks = [seat.believed && seat.believed !== seat.character ? "thinks: " + seat.believed_name : "",
      seat.believed_alignment !== seat.alignment ? "thinks " + seat.believed_alignment : ""].filter(Boolean).join(", ");
    const token = el("div", {class: "token " + (seat.alignment === "evil" ? "evil" : "good"),
      title: (seat.character_name || "") + (thinks ? ` (${thinks})` : "")},
      tokenSvg(small && seat.character_name ? initials(seat.character_name) : seat.character_name || "?", seat.team,
        seat.alignment === "evil"),
      thinks ? el("div", {class: "thinks-mark", title: thinks}, "≠") : null);
    const status = [];
    if (!seat.alive) status.push(el("span", {class: "shroud"}, seat.public_alive ? "dead (not yet announced)" : "dead"));
    if (!seat.alive) status.push(" ", seat.ghost_vote ? "ghost vote ✓" : "ghost vote used");
    if (seat.bot) status.push(el("span", {class: "tag"}, "bot"));
    const rem = seat.reminders.map(r => el("span", {class: "reminder" + (/drunk|poison/i.test(r.token) ? " bad" : ""),
      title: "from " + r.from}, r.token));
    if (seat.drunk && !seat.reminders.some(r => /drunk/i.test(r.token))) rem.push(el("span", {class: "reminder bad"}, "drunk"));
    if (seat.poisoned && !seat.reminders.some(r => /poison/i.test(r.token))) rem.push(el("span", {class: "reminder bad"}, "poisoned"));
    seat.granted.forEach(g => rem.push(el("span", {class: "reminder"}, "has " + g)));
    add(circle, el("div", {class: "seat" + (seat.alive ? "" : " dead") + (chooser === k ? " chooser" : ""),
      style: `left:${x}%;top:${y}%`, "data-seat": k, onclick: () => { editSeat = k; render(); }},
      token, thinks ? el("div", {class: "believed"}, thinks) : null, el("div", {class: "sname"}, `${k + 1}. ${seat.name}`),
      el("div", {class: "state"}, status), el("div", {class: "reminders"}, rem),
      rem.length ? el("div", {class: "reminder-count", title: seat.reminders.map(r => r.token).join(", ")}, `${rem.length} ◆`) : null));
  });
  const centre = el("div", {class: "centre"},
    el("div", {class: "phase"}, phaseText(s)),
    s.over ? el("div", {}, `${s.winner} wins: ${s.win_reason}`) : null,
    s.bluffs.length ? el("div", {class: "muted small"}, "Demon bluffs: " + s.bluffs.join(", ")) : null,
    (s.storyteller_characters || []).length
      ? el("div", {class: "muted small"}, "Storyteller characters: " + s.storyteller_characters.join(", ")) : null,
    s.about_to_die ? el("div", {}, "About to die: " + s.about_to_die) : null);
  add(circle, centre);
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
